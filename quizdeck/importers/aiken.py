"""Aiken, Moodle's simplest format: a question, its lettered choices, ``ANSWER: B``.

::

    What is the capital of France?
    A. Berlin
    B) Paris
    ANSWER: B

Questions are separated by blank lines (or simply follow the ``ANSWER:`` line). Real
exports are read as they come: blank lines between a question and its choices, ``Answer:``
in any case, ``A)`` or ``a.`` labels, trailing spaces, CRLF line ends, a choice wrapped onto
an indented next line, an ``Explanation: ...`` line after the answer. What cannot be read is
said at its line: an answer that is not a letter (``ANSWER: 3``) or names no choice is
written as it is, for ``check`` to show at its place (``Importer.needs_attention``); a
paragraph with no choices after it is not used, and a block with another question type's
keyword line (``LINKS:``, ``RESPONSE:``, as extended Aiken dialects write) is not used and
said. Several letters (``ANSWER: A,B,C``) make a select-all question.
"""

from __future__ import annotations

import re

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.base import POSSIBLE, Importer, Source
from quizdeck.importers.choicetext import may_be_placeholder
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion, make_id
from quizdeck.importers.labels import answer_letters, letter

_CHOICE = re.compile(r"^[ \t]*([A-Za-z])[.)][ \t]+(.*)$")
#: a choice with no space after its label, as Moodle reads it too ("B)Correct"): only where the
#: next choice is expected (a question's first line may well start "A.I. ...")
_TIGHT_CHOICE = re.compile(r"^[ \t]*([A-Z])[.)](?![A-Z]\.)(\S.*)$")
_ANSWER = re.compile(r"^[ \t]*(?:correct[ \t]+)?(?:ANSWER|ANS)[ \t]*[:：][ \t]*(.*)$", re.I)
#: an explanation line after the ANSWER line, as some exports add (not Aiken, but said often enough)
_EXPLANATION = re.compile(r"^[ \t]*(?:explanation|feedback|rationale|reason|explicaci[óo]n|erkl[äa]rung|"
                          r"explication)[ \t]*[:：][ \t]*(\S.*)$", re.I)
#: a question's own number before its text: "12. What", "Q12) What", "17090 - What" (not "2 - 1 = ?")
_NUMBER = re.compile(r"(?:Q(?:uestion)?[ \t]*)?(\d{1,9})[ \t]*(?:[.):]|[ \t]-|[ \t]–)[ \t]+"
                     r"(?=[^\W\d_]|[¿¡\"'«(])", re.I)
_STRICT_ANSWER = re.compile(r"^ANSWER:[ \t]*[A-Z](?:[ \t]*,[ \t]*[A-Z])*[ \t]*$", re.M)
_STRICT_CHOICE = re.compile(r"^[A-Z][.)][ \t]|^A[.)]\S.*\r?\nB[.)]\S", re.M)
#: a line of another question type's keyword, as extended Aiken dialects write them: "LINKS: A->c",
#: "RESPONSE: Quatre" (not multiple choice)
_OTHER_KIND = re.compile(r"^[ \t]*([A-Z]{3,}(?:[ _][A-Z]{2,})?)[ \t]*:(?!//)")


#: a choice labelled by a bare capital and a space, as Aiken-like generators write them: "A sei libri"
_BARE_CHOICE = re.compile(r"^[ \t]*([A-Z])[ \t]+(\S.*)$")
#: a section's title between questions: "PARTE II", "CAP. 3" (short, no small letters, not a question)
_TITLE = re.compile(r"^[ \t]*(?=[^a-zà-ÿ]*[A-ZÀ-Þ])[^a-zà-ÿ?:]{1,40}$")
_NUMBERED = re.compile(r"^[ \t]*(?:Q[ \t]*)?\d{1,6}[.)][ \t]", re.M | re.I)
#: share of ANSWER lines whose choices must all be bare-labelled for a file to be read that way
_BARE_SHARE = 0.8


def bare_choices(lines: list[str]) -> dict[int, tuple[int, str, list[int]]] | None:
    """The choices of an Aiken-like file whose labels are a bare capital ("A text"), when nearly every
    ``ANSWER:`` line follows such a run, A to its last letter: line index -> (index, text, the indices of
    the unlabelled lines that continue it). Found from each ANSWER line upwards, so a question that starts
    with the word "A" is not taken for a choice. None when the file is not written so."""
    out: dict[int, tuple[int, str, list[int]]] = {}
    answers = found = 0
    for i, line in enumerate(lines):
        if not _ANSWER.match(line):
            continue
        answers += 1
        run: dict[int, tuple[int, str, list[int]]] = {}
        pending: list[int] = []   # unlabelled lines below the choice being looked for: its continuation
        expected: int | None = None
        j = i - 1
        while j >= 0 and i - j <= 60 and not _ANSWER.match(lines[j]):
            if not lines[j].strip():
                if run or pending:
                    break   # the choices are one block; blank lines only between it and its ANSWER line
                j -= 1
                continue
            m = _BARE_CHOICE.match(lines[j])
            index = ord(m.group(1)) - ord("A") if m else -1
            if m and (expected is None or index == expected):
                run[j] = (index, m.group(2).strip(), sorted(pending))
                pending = []
                if index == 0:
                    break
                expected = index - 1
            else:
                pending.append(j)
            j -= 1
        if len(run) >= 2 and min(v[0] for v in run.values()) == 0:
            found += 1
            out.update(run)
    if answers < 3 or found < _BARE_SHARE * answers:
        return None
    return out


def looks_like(text: str) -> bool:
    """Aiken when `ANSWER: X` lines and lettered choices are there and no question is numbered
    (also Aiken-like files whose labels are bare capitals: "A text")."""
    if not _STRICT_ANSWER.search(text):
        return False
    if _STRICT_CHOICE.search(text):
        return not _NUMBERED.search(text)
    return bare_choices(text.split("\n")) is not None   # its own evidence: nearly every question so


class AikenReader(Importer):
    """One Aiken source."""

    windows_1252 = True   # written in a Windows editor in a western European language

    def __init__(self, source: Source, diags: Diagnostics):
        super().__init__(source, diags)
        self.lines = source.lines
        # "A text" labels, where the file writes no "A." nor "A)"
        self.bare = None if _STRICT_CHOICE.search(source.text) else bare_choices(self.lines)
        self.wrapped = {k for _, _, more in (self.bare or {}).values() for k in more}
        self.others: list[tuple[int, str] | None] | None = None   # ``_other_kind`` of each line

    @classmethod
    def sniff(cls, text: str) -> float:
        """``ANSWER: B`` lines and lettered choices, no numbered question (less sure than GIFT's braces)."""
        return POSSIBLE if looks_like(text) else 0.0

    def read(self, deck: ImportedDeck) -> None:
        self.deck = deck
        self.taken: set[str] = set()
        q: ImportedQuestion | None = None     # the question whose choices are being read
        text: list[str] = []                  # the paragraph that may be the next question's text
        start = 0                             # its first line
        blank_after = False                   # a blank line ended that paragraph
        skip_to = -1                          # the last line of a question of another type
        for i, line in enumerate(self.lines):
            n = i + 1
            if i <= skip_to:
                continue
            if not line.strip():
                blank_after = bool(text)
                continue
            if text and q is None and not _ANSWER.match(line) and (other := self._other_kind(i)) is not None \
                    and other[0] == i:   # "RESPONSE: 4" under a question's text: a short-answer question
                self._not_choice(start, other)
                text, skip_to = [], i
                continue
            if i in self.wrapped and q is not None and q.choices:   # a bare-labelled choice wrapped onto this line
                q.choices[-1].text += " " + line.strip()
                q.use(n)
                continue
            answer = _ANSWER.match(line)
            choice = None if answer else (_CHOICE.match(line) if self.bare is None
                                          else _BARE_CHOICE.match(line) if i in self.bare else None)
            if self.bare is None and not answer and not choice and (q is not None or text):
                tight = _TIGHT_CHOICE.match(line)
                expected = len(q.choices) if q is not None else 0
                if tight and ord(tight.group(1)) - ord("A") == expected:
                    choice = tight
            explained = _EXPLANATION.match(line) if q is None and not text and deck.questions else None
            if explained:   # "Explanation: ..." right after a question's ANSWER line
                last = deck.questions[-1]
                last.explanation = "\n".join(filter(None, [last.explanation, explained.group(1).strip()]))
                last.use(n)
                continue
            if q is not None and not answer and not choice:
                if line[:1] in " \t" and q.choices and not blank_after:   # a choice wrapped onto the next line
                    q.choices[-1].text += " " + line.strip()
                    q.use(n)
                    continue
                if (other := self._other_kind(i)) is not None:   # "a.5" then "LINKS: A->c": a matching question
                    self._not_choice(q.pos.line, other)
                    deck.questions.remove(q)
                    q, skip_to = None, other[0]
                    continue
                self.warning(q.pos.line, 1, "this question has no `ANSWER:` line before the next one",
                             hint="`check` reports it in the written file until you add `answer:`")
                q = None
            if q is None and not choice and not answer and (not text or blank_after) and _TITLE.match(line):
                if text:
                    self._unused(start, len(text))
                    text = []
                deck.skip(n)   # "CAP. II" above a question: its section's title
                blank_after = False
                continue
            if q is None and not choice and not answer:
                if text and blank_after:   # the paragraph before had no choices
                    self._unused(start, len(text))
                    text = []
                if not text:
                    start = n
                text.append(line.strip())
                blank_after = False
                continue
            if q is None:
                if not text:
                    self.warning(n, 1, "a choice (or `ANSWER:`) without a question before it; not used")
                    continue
                number = _NUMBER.match(text[0])   # "17090 - Is this...": the item's number, its id
                if number:
                    text[0] = text[0][number.end():]
                q = ImportedQuestion(pos=self.pos(start), text="\n".join(text),
                                     id=make_id(number.group(1) if number else str(len(deck.questions) + 1),
                                                self.taken))
                q.use(start, start + len(text) - 1)
                text = []
                deck.questions.append(q)
            blank_after = False
            q.use(n)
            if choice:
                index = ord(choice.group(1).upper()) - ord("A")
                if index != len(q.choices):
                    self.warning(n, 1, f"choice {choice.group(1)} comes where {letter(len(q.choices))} was expected; "
                                       "taken as the next choice")
                value = choice.group(2).strip()
                if may_be_placeholder(value):
                    self.warning(n, choice.start(2) + 1, f"choice {letter(len(q.choices))} is {value!r}: a "
                                                         "placeholder, not a choice?")
                q.choices.append(ImportedChoice(value))
            elif answer:
                self._answer(q, n, answer)
                if len(q.choices) < 2:
                    self.needs_attention(deck, q.pos.line, 1, f"this question has {len(q.choices)} choice"
                                                              f"{'' if len(q.choices) == 1 else 's'}: Moodle "
                                                              "refuses it (two or more); written as it is")
                q = None
        if q is not None:
            self.warning(q.pos.line, 1, "the last question has no `ANSWER:` line",
                         hint="`check` reports it in the written file until you add `answer:`")
        elif text:
            self._unused(start, len(text))

    def _other_kind(self, i: int) -> tuple[int, str] | None:
        """The line (index) and keyword of another question type's line (``LINKS:``, ``RESPONSE:``) from
        line ``i`` to the end of its block (a blank line or an ``ANSWER:`` line), if there is one."""
        if self.others is None:   # found for every line at once, from the end: linear
            self.others = [None] * (len(self.lines) + 1)
            for j in range(len(self.lines) - 1, -1, -1):
                line = self.lines[j]
                if line.strip() and not _ANSWER.match(line):
                    m = _OTHER_KIND.match(line)
                    self.others[j] = (j, m.group(1)) if m and not _EXPLANATION.match(line) else self.others[j + 1]
        return self.others[i]

    def _not_choice(self, start: int, other: tuple[int, str]) -> None:
        self.warning(start, 1, f"lines {start}–{other[0] + 1} are a question of another type (its `{other[1]}:` "
                               "line), not multiple choice; not used",
                     hint="only multiple-choice questions are imported: `ANSWER:` names the right letter")

    def _unused(self, start: int, count: int) -> None:
        self.warning(start, 1, f"text without choices ({'line' if count == 1 else 'lines'} {start}"
                               f"{'' if count == 1 else f'–{start + count - 1}'}); not used",
                     hint="an Aiken question is one line, its choices `A.`, `B.`..., then `ANSWER: A`")

    def _answer(self, q: ImportedQuestion, n: int, m: re.Match[str]) -> None:
        value = m.group(1).strip()
        named = answer_letters(value)
        col = m.start(1) + 1
        if named is not None and named[1] and len(named[0]) == 1 and named[0][0] < len(q.choices) \
                and _same(named[1], q.choices[named[0][0]].text):
            named = (named[0], "")   # "ANSWER: B) Paris": the letter and its choice's text
        if named is None or named[1]:
            self.needs_attention(self.deck, n, col, f"ANSWER must be a letter, not {value[:40]!r}; written as it is")
            q.raw_answer = value
            return
        for index in named[0]:
            if index >= len(q.choices):
                self.needs_attention(self.deck, n, col, f"ANSWER {letter(index)} names no choice; the question has "
                                                        f"{len(q.choices)}; written as it is")
                q.raw_answer = value
                return
        q.set_answer(named[0])


def _same(a: str, b: str) -> bool:
    """Whether two texts are the same choice: case and runs of spaces aside."""
    return " ".join(a.split()).casefold() == " ".join(b.split()).casefold()
