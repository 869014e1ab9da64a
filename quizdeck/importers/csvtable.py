"""CSV and TSV with a header row, as a spreadsheet exports them.

Columns are found by their header (any case, spaces, ``_`` or ``-``):

* ``question`` (or ``prompt``, ``front``, ``stem``, ``question text``);
* the choices, one per column (``A``..``L``, ``Choice A``, ``Option 1``, ``Answer B``...), or
  all in one ``choices``/``options``/``answers`` column separated by new lines, ``|`` or ``;``
  (never inside backticks or quotes);
* ``answer`` (``correct``, ``correct answer``, ``key``, any header starting with ``correct``):
  letters (``B``, ``A, C``), choice numbers (``2``) or a choice's text;
* optional: ``explanation`` (``feedback``, ``rationale``), ``tags``, ``id``, ``source``.

Placeholder cells (``N/A``, ``-``, ``—``, empty) are not choices; the letters of an answer
still name the columns as the sheet has them. One bad row loses nothing else: it is
written as it is, reported at its line, and ``import`` exits 1 after writing
(``Importer.needs_attention``). The delimiter is a tab for ``.tsv``, else guessed
(comma, semicolon or tab).
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterator

from ..diagnostics import Diagnostics
from .choicetext import is_placeholder, may_be_placeholder, without_labels
from .labels import answer_letters, letter
from .model import ImportedChoice, ImportedDeck, ImportedQuestion, Importer, make_id, make_tag

_QUESTION = {"question", "questions", "prompt", "front", "stem", "question text", "text", "question stem"}
_CHOICES = {"choices", "options", "answers", "alternatives", "distractors", "question answers", "answer options",
            "possible answers", "question choices", "question options"}
_ANSWER = {"answer", "correct", "correct answer", "correct answers", "right answer", "key", "solution",
           "correct option", "correct choice", "answer key"}
_EXPLANATION = {"explanation", "feedback", "rationale", "back", "notes", "general feedback"}
_TAGS = {"tags", "tag", "topic", "category"}
_ID = {"id", "question id", "number", "no", "#", "nr"}
_SOURCE = {"source", "reference", "ref", "url"}
_CHOICE_COLUMN = re.compile(r"^(?:(?:choice|option|answer|alternative|opt|ans)[ ]?)?([a-l]|\d{1,2})$")
#: a misspelt or longer answer header: "Correct_Awnser", "Correct option(s)"; not "Correct feedback"
_ANSWER_LIKE = re.compile(r"^(?:correct|right)\b(?!.*\b(?:feedback|explanation|rationale)\b)")
_SPACES = re.compile(r"[\s_-]+")
_NUMBERS = re.compile(r"\d{1,2}(?:[ \t]*[,;][ \t]*\d{1,2})*")
#: code spans and quoted strings in a one-column choices cell: separators inside them do not split
_PROTECTED = re.compile(r"`[^`\n]{0,500}`|\"[^\"\n]{0,500}\"")


def _normal(header: str) -> str:
    return _SPACES.sub(" ", header.strip().strip("\ufeff").lower()).strip()


def split_choices(raw: str) -> list[str]:
    """A one-column choices cell as its choices: one per line, else separated by ``|`` or ``;``
    (whichever is more frequent outside code spans and quotes; ``|`` on a tie)."""
    if "\n" in raw:
        return [t.strip() for t in raw.split("\n") if t.strip()]
    spans = [(m.start(), m.end()) for m in _PROTECTED.finditer(raw)]   # in order, not overlapping
    free: dict[str, list[int]] = {"|": [], ";": []}
    k = 0
    for i, char in enumerate(raw):
        while k < len(spans) and spans[k][1] <= i:
            k += 1
        if char in free and not (k < len(spans) and spans[k][0] <= i):
            free[char].append(i)
    cuts = free["|"] if len(free["|"]) >= len(free[";"]) else free[";"]
    parts = []
    start = 0
    for cut in cuts:
        parts.append(raw[start:cut])
        start = cut + 1
    parts.append(raw[start:])
    return [t.strip() for t in parts if t.strip()]


class CsvReader(Importer):
    """One CSV or TSV source."""

    def __init__(self, where: str, diags: Diagnostics, text: str, tab: bool):
        super().__init__(where, diags)
        self.text = text
        self.tab = tab
        self.dialect: type[csv.Dialect] | csv.Dialect | None = None

    def _dialect(self) -> type[csv.Dialect] | csv.Dialect:
        if self.dialect is None:
            if self.tab:
                self.dialect = csv.excel_tab
            else:
                try:
                    self.dialect = csv.Sniffer().sniff(self.text[:65536], delimiters=",;\t")
                except csv.Error:
                    self.dialect = csv.excel
        return self.dialect

    def _rows(self, deck: ImportedDeck) -> Iterator[tuple[int, int, list[str]]]:
        """Each row with its first and last line (a quoted cell may hold several lines)."""
        dialect = self._dialect()
        lines = self.text.split("\n")
        reader = csv.reader(io.StringIO(self.text), dialect)
        first = 1
        while True:
            try:
                row = next(reader)
            except StopIteration:
                return
            except csv.Error as exc:   # a cell over the csv module's size limit: an unclosed quote
                last = reader.line_num
                self.needs_attention(deck, first, 1, f"cannot read this row: {exc}; read line by line instead")
                yield from self._line_by_line(lines, first, last, dialect)
                first = last + 1
                continue
            last = reader.line_num
            yield first, last, row
            first = last + 1

    @staticmethod
    def _line_by_line(lines: list[str], first: int, last: int,
                      dialect: type[csv.Dialect] | csv.Dialect) -> Iterator[tuple[int, int, list[str]]]:
        for n in range(first, last + 1):
            if lines[n - 1].strip():
                yield n, n, next(csv.reader([lines[n - 1]], dialect), [])

    def read(self, deck: ImportedDeck) -> None:
        rows = self._rows(deck)
        header: list[str] | None = None
        columns: dict[str, list[int]] | None = None
        taken: set[str] = set()
        number = 0
        lines = self.text.split("\n")
        dialect = self._dialect()
        for first, last, row in rows:
            if not any(cell.strip() for cell in row):
                continue
            if header is None:
                header = row
                columns = self._columns(header, first)
                if columns is None:
                    return
                deck.skip(first, last)
                continue
            assert columns is not None
            if row == header:   # the header again, as concatenated exports have it
                deck.skip(first, last)
                continue
            if last > first and len(row) != len(header):
                # a stray `"` made one cell of many lines: when they read as rows on their own, take them
                alone = list(self._line_by_line(lines, first, last, dialect))
                if sum(1 for _, _, cells in alone if len(cells) == len(header)) >= 2:
                    self.needs_attention(deck, first, 1, f"this row's quote `\"` is not closed where the row "
                                                         f"ends: it ran on to line {last}; each line is read as "
                                                         "a row instead", hint="close the quote, or double it "
                                                                               "(`\"\"`) inside a quoted cell")
                    for n, _, cells in alone:
                        number += 1
                        self._row(deck, columns, len(header), n, n, cells, number, taken)
                    continue
            number += 1
            self._row(deck, columns, len(header), first, last, row, number, taken)

    def _columns(self, header: list[str], line: int) -> dict[str, list[int]] | None:
        columns: dict[str, list[int]] = {}
        choice_cols: list[tuple[str, int]] = []
        names = [_normal(raw) for raw in header]
        for index, name in enumerate(names):
            for key, known in (("question", _QUESTION), ("choices", _CHOICES), ("answer", _ANSWER),
                               ("explanation", _EXPLANATION), ("tags", _TAGS), ("id", _ID), ("source", _SOURCE)):
                if name in known and key not in columns:
                    columns[key] = [index]
                    break
            else:
                m = _CHOICE_COLUMN.match(name)
                if m:
                    choice_cols.append((m.group(1), index))
        if "answer" not in columns:
            like = [index for index, name in enumerate(names) if _ANSWER_LIKE.match(name)]
            if like:
                columns["answer"] = like[:1]
        if choice_cols:
            columns["choice"] = [index for _, index in choice_cols]
        if "question" not in columns:
            self.error(line, 1, "no `question` column in the header row "
                                f"({', '.join(repr(h) for h in header[:12])})",
                       hint="the first row names the columns: question, A, B, C, D, answer, explanation")
            return None
        if "choice" not in columns and "choices" not in columns:
            self.error(line, 1, "no choice columns in the header row",
                       hint="name them A, B, C... (or Choice 1, Option 2...), or put every choice in one "
                            "`choices` column, one per line or separated by `|`")
            return None
        return columns

    def _row(self, deck: ImportedDeck, columns: dict[str, list[int]], width: int, n: int, last: int,
             row: list[str], number: int, taken: set[str]) -> None:
        def cell(key: str) -> str:
            index = columns.get(key, [None])[0]
            return row[index].strip() if index is not None and index < len(row) else ""

        ident = cell("id")
        q = ImportedQuestion(pos=self.pos(n), text=cell("question"),
                             id=make_id(ident if ident else str(number), taken))
        q.use(n, last)
        deck.questions.append(q)
        extra = [c for c in row[width:] if c.strip()]
        if extra:
            self.needs_attention(deck, n, 1, f"row {number + 1} has {len(row)} cells where the header has {width} "
                                             f"(a `{self._delimiter()}` in a cell that is not quoted?); written as "
                                             "the cells fall", hint="quote the cell that holds the delimiter")
        if not q.text:
            self.needs_attention(deck, n, 1, f"row {number + 1} has no question; written with an empty one")
        if "choice" in columns:
            cells = [row[i].strip() if i < len(row) else "" for i in columns["choice"]]
        else:
            cells = split_choices(cell("choices"))
        answer = cell("answer")
        named: list[int] | None = None
        if answer:
            named = self._answer(deck, q, cells, answer, n, number)
        self._choices(deck, q, cells, named, n, number)
        if cell("explanation"):
            q.explanation = cell("explanation")
        if cell("source"):
            q.source = cell("source")
        if cell("tags"):
            q.tags = [t for t in (make_tag(t) for t in re.split(r"[,; ]+", cell("tags"))) if t]
        if not answer:
            self.warning(n, 1, f"row {number + 1}: the source gives no answer")

    def _delimiter(self) -> str:
        dialect = self._dialect()
        return "\\t" if dialect.delimiter == "\t" else dialect.delimiter

    def _choices(self, deck: ImportedDeck, q: ImportedQuestion, cells: list[str], named: list[int] | None, n: int,
                 number: int) -> None:
        """The cells that are choices: placeholders left out unless the answer names them; the
        answer's indices moved with them."""
        wanted = set(named or [])
        real = [k for k, c in enumerate(cells) if not may_be_placeholder(c) or k in wanted]
        last_real = real[-1] if real else -1
        kept: list[int] = []
        for k, text in enumerate(cells):
            if k in wanted:
                if is_placeholder(text):
                    self.needs_attention(deck, n, 1, f"row {number + 1}: the answer names {letter(k)}, whose cell "
                                                     f"is {text!r}; written as a choice")
                kept.append(k)
            elif not may_be_placeholder(text) or (not is_placeholder(text) and k < last_real):
                kept.append(k)
            elif not is_placeholder(text):
                self.warning(n, 1, f"row {number + 1}: {text!r} after the last choice is taken for an empty cell, "
                                   "not a choice", hint="if it is a choice, name it in the answer or move it up")
            elif k < last_real:
                self.warning(n, 1, f"row {number + 1}: choice {letter(k)} is {repr(text) if text else 'empty'}, "
                                   "not a choice; the choices after it move up")
        texts = [cells[k] for k in kept]
        q.choices = [ImportedChoice(t) for t in without_labels(texts) or texts]   # "A) x", "B) y": labels go
        if named is not None:
            place = {k: i for i, k in enumerate(kept)}
            q.set_answer(place[k] for k in named)

    def _answer(self, deck: ImportedDeck, q: ImportedQuestion, cells: list[str], value: str, n: int,
                number: int) -> list[int] | None:
        """The cells the answer names (indices into ``cells``), or None when it names none."""
        count = len(cells)
        indices: list[int] | None = None
        same_text = [k for k, c in enumerate(cells) if c == value]
        if len(same_text) == 1 and (value.isdigit() or answer_letters(value) is None):
            indices = same_text   # choices that are numbers: "22" is the text, not the 22nd
        elif _NUMBERS.fullmatch(value):
            indices = [int(v) - 1 for v in re.split(r"[ \t]*[,;][ \t]*", value)]
        else:
            letters = answer_letters(value)
            if letters is not None and not letters[1]:
                indices = letters[0]
            else:
                matches = [k for k, c in enumerate(cells) if c.casefold() == value.casefold()]
                if len(matches) == 1:
                    indices = matches
        if indices is None:
            self.needs_attention(deck, n, 1, f"row {number + 1}: cannot tell which choice the answer {value[:60]!r} "
                                             "names; written as it is",
                                 hint="write letters (B, or A, C), choice numbers (2) or the choice's exact text")
            q.raw_answer = value
            return None
        real = sum(1 for c in cells if not is_placeholder(c))
        if any(not 0 <= index < count for index in indices):
            self.needs_attention(deck, n, 1, f"row {number + 1}: the answer {value[:20]!r} names no choice; the "
                                             f"question has {real} (A to {letter(max(real - 1, 0))}); written as "
                                             "it is")
            q.raw_answer = value
            return None
        return indices
