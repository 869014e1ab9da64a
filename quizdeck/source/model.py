"""The quiz model: what a YAML file says once it has been validated."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from quizdeck.core.diagnostics import Pos

LETTERS = "ABCDEFGHIJKL"
MIN_CHOICES = 2
MAX_CHOICES = len(LETTERS)


@dataclass
class Text:
    """Markdown text with the position it came from (for error messages)."""

    markdown: str
    pos: Pos


@dataclass
class Choice:
    """One answer choice, with the optional reason it is right or wrong."""

    text: Text
    why: Text | None = None


@dataclass
class Question:
    """One validated question of a quiz file."""

    number: int                 # 1-based position in the file
    pos: Pos
    id: str | None
    question: Text
    choices: list[Choice]
    answer: list[int]           # indices into choices, sorted
    multi: bool                 # answer given as a list: select all that apply
    explanation: Text | None = None
    source: Text | None = None
    tags: list[str] = field(default_factory=list)
    shuffle: bool = True
    recall: bool = False

    @property
    def label(self) -> str:
        """How messages name this question."""
        return f"question {self.id!r}" if self.id else f"question {self.number}"

    @property
    def answer_letters(self) -> list[str]:
        return [LETTERS[i] for i in self.answer]


@dataclass
class Deck:
    """A quiz file's deck-level keys (its questions are streamed, not kept here)."""

    path: Path
    pos: Pos
    name: str
    key: str                    # the deck's stable id
    key_pos: Pos | None = None  # where its `id:` key is (None: keyed by the file name)
    count: int = 0              # questions read (valid or not)
    description: Text | None = None
    tags: list[str] = field(default_factory=list)
    shuffle: bool = True
    recall: bool = False
