"""CSV and TSV with a header row, as a spreadsheet exports them.

Columns are found by their header (any case, spaces, ``_`` or ``-``):

* ``question`` (or ``prompt``, ``front``, ``stem``);
* the choices, one per column (``A``..``L``, ``Choice A``, ``Option 1``, ``Answer B``...), or
  all in one ``choices``/``options`` column separated by new lines, ``|`` or ``;``;
* ``answer`` (``correct``, ``correct answer``, ``key``): letters (``B``, ``A, C``), choice
  numbers (``2``) or a choice's text;
* optional: ``explanation`` (``feedback``, ``rationale``), ``tags``, ``id``, ``source``.

The delimiter is a tab for ``.tsv``, else guessed (comma, semicolon or tab).
"""

from __future__ import annotations

import csv
import io
import re

from ..diagnostics import Diagnostics
from .labels import answer_letters, letter
from .model import ImportedChoice, ImportedDeck, ImportedQuestion, Importer, make_id, make_tag

_QUESTION = {"question", "questions", "prompt", "front", "stem", "question text", "text"}
_CHOICES = {"choices", "options", "answers", "alternatives", "distractors"}
_ANSWER = {"answer", "correct", "correct answer", "correct answers", "right answer", "key", "solution",
           "correct option", "correct choice"}
_EXPLANATION = {"explanation", "feedback", "rationale", "back", "notes", "general feedback"}
_TAGS = {"tags", "tag", "topic", "category"}
_ID = {"id", "question id", "number", "no", "#", "nr"}
_SOURCE = {"source", "reference", "ref", "url"}
_CHOICE_COLUMN = re.compile(r"^(?:(?:choice|option|answer|alternative|opt|ans)[ ]?)?([a-l]|\d{1,2})$")
_SPACES = re.compile(r"[\s_-]+")


def _normal(header: str) -> str:
    return _SPACES.sub(" ", header.strip().strip("\ufeff").lower()).strip()


class CsvReader(Importer):
    """One CSV or TSV source."""

    def __init__(self, where: str, diags: Diagnostics, text: str, tab: bool):
        super().__init__(where, diags)
        self.text = text
        self.tab = tab

    def _dialect(self) -> type[csv.Dialect] | csv.Dialect:
        if self.tab:
            return csv.excel_tab
        try:
            return csv.Sniffer().sniff(self.text[:65536], delimiters=",;\t")
        except csv.Error:
            return csv.excel

    def read(self, deck: ImportedDeck) -> None:
        reader = csv.reader(io.StringIO(self.text), self._dialect())
        rows: list[tuple[int, list[str]]] = []
        line = 1
        try:
            for row in reader:
                rows.append((line, row))
                line = reader.line_num + 1
        except csv.Error as exc:
            self.error(line, 1, f"cannot read this row: {exc}")
            return
        if not rows:
            return
        header_line, header = rows[0]
        columns = self._columns(header, header_line)
        if columns is None:
            return
        taken: set[str] = set()
        for number, (n, row) in enumerate(rows[1:], start=1):
            if not any(cell.strip() for cell in row):
                continue
            self._row(deck, columns, n, row, number, taken)

    def _columns(self, header: list[str], line: int) -> dict[str, list[int]] | None:
        columns: dict[str, list[int]] = {}
        choice_cols: list[tuple[str, int]] = []
        for index, raw in enumerate(header):
            name = _normal(raw)
            for key, names in (("question", _QUESTION), ("choices", _CHOICES), ("answer", _ANSWER),
                               ("explanation", _EXPLANATION), ("tags", _TAGS), ("id", _ID), ("source", _SOURCE)):
                if name in names and key not in columns:
                    columns[key] = [index]
                    break
            else:
                m = _CHOICE_COLUMN.match(name)
                if m:
                    choice_cols.append((m.group(1), index))
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

    def _row(self, deck: ImportedDeck, columns: dict[str, list[int]], n: int, row: list[str], number: int,
             taken: set[str]) -> None:
        def cell(key: str) -> str:
            index = columns.get(key, [None])[0]
            return row[index].strip() if index is not None and index < len(row) else ""

        ident = cell("id")
        q = ImportedQuestion(pos=self.pos(n), text=cell("question"),
                             id=make_id(ident if ident else str(number), taken))
        if not q.text:
            self.error(n, 1, f"row {number + 1} has no question")
        if "choice" in columns:
            texts = [row[i].strip() if i < len(row) else "" for i in columns["choice"]]
            while texts and not texts[-1]:
                texts.pop()
        else:
            raw = cell("choices")
            sep = "\n" if "\n" in raw else "|" if "|" in raw else ";"
            texts = [t.strip() for t in raw.split(sep) if t.strip()]
        q.choices = [ImportedChoice(t) for t in texts]
        answer = cell("answer")
        if answer:
            self._answer(q, answer, n, number)
        if cell("explanation"):
            q.explanation = cell("explanation")
        if cell("source"):
            q.source = cell("source")
        if cell("tags"):
            q.tags = [t for t in (make_tag(t) for t in re.split(r"[,; ]+", cell("tags"))) if t]
        if q.answer is None and not answer:
            self.warning(n, 1, f"row {number + 1}: the source gives no answer")
        deck.questions.append(q)

    def _answer(self, q: ImportedQuestion, value: str, n: int, number: int) -> None:
        count = len(q.choices)
        indices: list[int] | None = None
        same_text = [k for k, c in enumerate(q.choices) if c.text == value]
        if len(same_text) == 1 and value.isdigit():  # choices that are numbers: "22" is the text, not the 22nd
            indices = same_text
        elif re.fullmatch(r"\d{1,2}(?:[ \t]*[,;][ \t]*\d{1,2})*", value):
            indices = [int(v) - 1 for v in re.split(r"[ \t]*[,;][ \t]*", value)]
        else:
            named = answer_letters(value)
            if named is not None and not named[1]:
                indices = named[0]
            else:
                matches = [k for k, c in enumerate(q.choices) if c.text.casefold() == value.casefold()]
                if len(matches) == 1:
                    indices = matches
        if indices is None:
            self.error(n, 1, f"row {number + 1}: cannot tell which choice the answer {value[:60]!r} names",
                       hint="write letters (B, or A, C), choice numbers (2) or the choice's exact text")
            return
        for index in indices:
            if not 0 <= index < count:
                self.error(n, 1, f"row {number + 1}: the answer {value[:20]!r} names no choice; the question has "
                                 f"{count} (A to {letter(max(count - 1, 0))})")
                return
        q.set_answer(indices)
