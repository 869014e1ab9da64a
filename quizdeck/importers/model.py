"""What an importer makes of a source: a deck of questions, before it is written as YAML.

Everything here is what the source *says*; what it leaves unknown (no answer, one
choice) stays unknown, and ``check`` reports it in the written file at its line.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from ..diagnostics import Diagnostics, Pos
from ..identity import unique_id
from ..schema import is_id


@dataclass
class ImportedChoice:
    """A choice as the source gives it."""

    text: str
    why: str | None = None


@dataclass
class ImportedQuestion:
    """A question as the source gives it."""

    pos: Pos                                   # where the question starts in the source
    text: str
    choices: list[ImportedChoice] = field(default_factory=list)
    answer: list[int] | None = None            # indices of the right choices; None when the source gives none
    multi: bool = False                        # select all that apply (answer written as a list)
    id: str | None = None
    explanation: str | None = None
    source: str | None = None
    tags: list[str] = field(default_factory=list)

    def set_answer(self, indices: Iterable[int]) -> None:
        """The right choices, sorted and once each; more than one makes it select-all-that-apply."""
        self.answer = sorted(set(indices))
        self.multi = self.multi or len(self.answer) > 1


@dataclass
class ImportedDeck:
    """Everything one source holds, ready to be written."""

    name: str
    key: str
    origin: str                                # "zero-quiz.txt (plain text)", for the first comment
    description: str | None = None
    tags: list[str] = field(default_factory=list)
    questions: list[ImportedQuestion] = field(default_factory=list)


class Importer:
    """Base of the format readers: the source's name for messages, and the problems found."""

    def __init__(self, where: str, diags: Diagnostics):
        self.where = where
        self.diags = diags

    def pos(self, line: int, col: int = 1) -> Pos:
        return Pos(self.where, line, col)

    def error(self, line: int, col: int, message: str, hint: str | None = None) -> None:
        self.diags.error(self.pos(line, col), message, hint)

    def warning(self, line: int, col: int, message: str, hint: str | None = None) -> None:
        self.diags.warning(self.pos(line, col), message, hint)


_NOT_ID = re.compile(r"[^\w.-]+")


def make_id(raw: str, taken: set[str]) -> str:
    """A question id from a title or number (``Q12`` -> ``q12``), unique among ``taken``."""
    base = _NOT_ID.sub("-", raw.strip().lower()).strip("-.")[:60].strip("-.") or "q"
    if base.isdigit():
        base = "q" + base
    if not is_id(base):  # pragma: no cover - the substitution leaves only id characters
        base = "q"
    return unique_id(base, taken)


def normalise_newlines(text: str) -> str:
    """CRLF and lone CR become LF (the written YAML, like every editor, uses LF)."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


_TAG_BAD = re.compile(r"[\s]+")


def make_tag(raw: str) -> str:
    """An Anki tag from free text: words joined by '-' (tags cannot hold spaces)."""
    return _TAG_BAD.sub("-", raw.strip()).strip("-")
