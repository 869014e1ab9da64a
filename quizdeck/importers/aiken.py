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
paragraph with no choices after it is not used.
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
_STRICT_ANSWER = re.compile(r"^ANSWER:[ \t]*[A-Z][ \t]*$", re.M)
_STRICT_CHOICE = re.compile(r"^[A-Z][.)][ \t]", re.M)


def looks_like(text: str) -> bool:
    """Aiken when `ANSWER: X` lines and lettered choices are there and no question is numbered."""
    return bool(_STRICT_ANSWER.search(text) and _STRICT_CHOICE.search(text)
                and not re.search(r"^[ \t]*(?:Q[ \t]*)?\d{1,6}[.)][ \t]", text, re.M | re.I))


class AikenReader(Importer):
    """One Aiken source."""

    windows_1252 = True   # written in a Windows editor in a western European language

    def __init__(self, source: Source, diags: Diagnostics):
        super().__init__(source, diags)
        self.lines = source.lines

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
        for i, line in enumerate(self.lines):
            n = i + 1
            if not line.strip():
                blank_after = bool(text)
                continue
            answer = _ANSWER.match(line)
            choice = _CHOICE.match(line) if not answer else None
            if not answer and not choice and (q is not None or text):
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
                self.warning(q.pos.line, 1, "this question has no `ANSWER:` line before the next one",
                             hint="`check` reports it in the written file until you add `answer:`")
                q = None
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
