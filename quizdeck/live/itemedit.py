"""An edit inside one question, found in the file's text and read alone: the live
preview's quick path, so a save shows on the page before the whole quiz is read again.

After a good build, ``Snapshot`` keeps the file's text and where each question of the
``questions:`` list is in it (block style only: an item starts with ``- `` at the list's
indent). When the next text differs from it only inside one question, that question's
text is parsed alone (with as many line breaks before it as there were lines, so every
position is the one in the file) and validated by the validator's own function. Anything
else (flow style, anchors and aliases, an edit across questions or outside the list, a
problem in the question) gives None: the caller then reads the whole file, as it does
after every quick update anyway, so the quick path can only be early, never wrong for long.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.core.paths import display_path
from quizdeck.source.model import Deck, Question
from quizdeck.source.reader import compose
from quizdeck.source.validate import _read_question, _Reader

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_QUESTIONS = re.compile(r"questions:[ \t]*(#.*)?\r?\n")


@dataclass
class Span:
    """Where one question is in the text: characters [start, end), from line ``line`` (0-based)."""

    start: int
    end: int
    line: int


def item_spans(text: str) -> tuple[str, list[Span]] | None:
    """The list's item indent and its items' spans, for a block-style ``questions:`` list
    at the top level; None for anything else."""
    found = None
    for m in _QUESTIONS.finditer(text):
        if m.start() == 0 or text[m.start() - 1] == "\n":
            found = m
            break
    if found is None:
        return None
    pos, line = found.end(), text.count("\n", 0, found.end())
    indent: str | None = None
    spans: list[Span] = []
    for raw in text[pos:].splitlines(keepends=True):
        stripped = raw.lstrip(" ")
        content = stripped.strip() != "" and not stripped.startswith("#")
        if content:
            lead = raw[: len(raw) - len(stripped)]
            if "\t" in lead:
                return None
            if indent is None:
                if not (stripped.startswith("- ") or stripped.rstrip("\r\n") == "-"):
                    return None   # flow style, or not a list
                indent = lead
            if lead == indent and (stripped.startswith("- ") or stripped.rstrip("\r\n") == "-"):
                if spans:
                    spans[-1].end = pos
                spans.append(Span(pos, len(text), line))
            elif len(lead) <= len(indent):   # the list ends (a key of the deck, a document marker)
                if spans:
                    spans[-1].end = pos
                break
        pos += len(raw)
        line += 1
    if indent is None or not spans:
        return None
    return indent, spans


def _common_prefix(a: str, b: str) -> int:
    """The length of the longest common prefix (compared in halving blocks, not by character)."""
    limit = min(len(a), len(b))
    prefix, step = 0, 1 << 16
    while prefix < limit:
        size = min(step, limit - prefix)
        if a[prefix:prefix + size] == b[prefix:prefix + size]:
            prefix += size
        elif size == 1:
            break
        else:
            step = max(1, size // 2)
    return prefix


def _has_anchors(text: str) -> bool:
    try:
        return any(getattr(event, "anchor", None) for event in yaml.parse(text, Loader=_LOADER))
    except yaml.YAMLError:
        return True


@dataclass
class Snapshot:
    """A quiz file as last built in full: its text, its questions' places, its deck and the
    GUID of each question's note (in file order)."""

    path: Path
    text: str
    indent: str
    spans: list[Span]
    deck: Deck
    guids: list[str]

    @classmethod
    def take(cls, path: Path, text: str, deck: Deck, guids: list[str]) -> Snapshot | None:
        found = item_spans(text)
        if found is None or len(found[1]) != len(guids):
            return None
        return cls(path, text, found[0], found[1], deck, guids)

    def edited(self, new: str) -> tuple[int, Question] | None:
        """The one question changed in ``new`` (its index and the question as validated),
        when the change is inside it and it reads without any problem; None otherwise."""
        old = self.text
        prefix = _common_prefix(old, new)
        suffix = min(_common_prefix(old[::-1], new[::-1]), min(len(old), len(new)) - prefix)
        old_end = len(old) - suffix
        index = next((i for i, s in enumerate(self.spans) if s.start < prefix and old_end < s.end), None)
        if index is None or prefix == len(old) == len(new):
            return None
        span = self.spans[index]
        delta = len(new) - len(old)
        before, after = old[span.start:span.end], new[span.start:span.end + delta]
        alone = item_spans("questions:\n" + after)
        if alone is None or len(alone[1]) != 1 or alone[0] != self.indent or alone[1][0].end != len(after) + 11:
            return None   # the edit made or joined items, or ended the list
        try:   # the build's own composer, with its limits (nesting, aliases), before anything else reads it
            root = compose("\n" * span.line + after)
        except yaml.YAMLError:
            return None
        if not isinstance(root, yaml.SequenceNode) or len(root.value) != 1:
            return None
        if _has_anchors(before) or _has_anchors(after):
            return None
        diags = Diagnostics()
        question = _read_question(_Reader(display_path(self.path), diags), root.value[0], index + 1, self.deck)
        if question is None or diags.items:
            return None
        return index, question

    def moved(self, index: int, new: str) -> None:
        """Take ``new`` as the text, question ``index`` having been edited."""
        delta = len(new) - len(self.text)
        lines = new.count("\n", self.spans[index].start, self.spans[index].end + delta) - \
            self.text.count("\n", self.spans[index].start, self.spans[index].end)
        self.spans[index].end += delta
        for span in self.spans[index + 1:]:
            span.start += delta
            span.end += delta
            span.line += lines
        self.text = new
