"""Aiken, Moodle's simplest format: a question, its lettered choices, ``ANSWER: B``.

::

    What is the capital of France?
    A. Berlin
    B) Paris
    ANSWER: B

Questions are separated by blank lines (or simply follow the ``ANSWER:`` line).
"""

from __future__ import annotations

import re

from ..diagnostics import Diagnostics
from .labels import answer_letters, letter
from .model import ImportedChoice, ImportedDeck, ImportedQuestion, Importer, make_id

_CHOICE = re.compile(r"^[ \t]*([A-Za-z])[.)][ \t]+(.*)$")
_ANSWER = re.compile(r"^[ \t]*ANSWER[ \t]*:[ \t]*(.*)$", re.I)
_STRICT_ANSWER = re.compile(r"^ANSWER:[ \t]*[A-Z][ \t]*$", re.M)
_STRICT_CHOICE = re.compile(r"^[A-Z][.)][ \t]", re.M)


def looks_like(text: str) -> bool:
    """Aiken when `ANSWER: X` lines and lettered choices are there and no question is numbered."""
    return bool(_STRICT_ANSWER.search(text) and _STRICT_CHOICE.search(text)
                and not re.search(r"^[ \t]*(?:Q[ \t]*)?\d{1,6}[.)][ \t]", text, re.M | re.I))


class AikenReader(Importer):
    """One Aiken source."""

    def __init__(self, where: str, diags: Diagnostics, lines: list[str]):
        super().__init__(where, diags)
        self.lines = lines

    def read(self, deck: ImportedDeck) -> None:
        taken: set[str] = set()
        q: ImportedQuestion | None = None
        text: list[str] = []
        start = 0
        for i, line in enumerate(self.lines):
            n = i + 1
            if not line.strip():
                if q is None and text:  # a paragraph that got no choices
                    self.warning(start, 1, "text without choices; skipped",
                                 hint="an Aiken question is one line, its choices `A.`, `B.`..., then `ANSWER: A`")
                    text = []
                continue
            answer = _ANSWER.match(line)
            choice = _CHOICE.match(line)
            if q is None and not choice and not answer:
                if not text:
                    start = n
                text.append(line.strip())
                continue
            if q is None:
                if not text:
                    self.error(n, 1, "a choice without a question before it")
                    continue
                q = ImportedQuestion(pos=self.pos(start), text="\n".join(text),
                                     id=make_id(str(len(deck.questions) + 1), taken))
                text = []
                deck.questions.append(q)
            if choice and not answer:
                index = ord(choice.group(1).upper()) - ord("A")
                if index != len(q.choices):
                    self.error(n, 1, f"choice {choice.group(1)} comes where {letter(len(q.choices))} was expected")
                q.choices.append(ImportedChoice(choice.group(2).rstrip()))
            elif answer:
                self._answer(q, n, answer)
                q = None
            else:
                self.error(n, 1, "expected a choice (`A. text`) or `ANSWER: A` here")
        if q is not None:
            self.warning(q.pos.line, 1, "the last question has no `ANSWER:` line",
                         hint="`check` reports it in the written file until you add `answer:`")
        elif text:
            self.warning(start, 1, "text without choices at the end; skipped")

    def _answer(self, q: ImportedQuestion, n: int, m: re.Match[str]) -> None:
        named = answer_letters(m.group(1))
        col = m.start(1) + 1
        if named is None or named[1]:
            self.error(n, col, f"ANSWER must be a letter, not {m.group(1)[:40]!r}")
            return
        for index in named[0]:
            if index >= len(q.choices):
                self.error(n, col, f"ANSWER {letter(index)} names no choice; the question has {len(q.choices)}")
                return
        q.set_answer(named[0])
