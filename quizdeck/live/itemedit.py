"""An edit inside one question, found in the file's text and read alone: the live
preview's quick path, so a save shows on the page before the whole quiz is read again.

After a good build, ``Snapshot`` keeps the file's bytes and where each question of the
``questions:`` list is in them (block style only: an item starts with ``- `` at the list's
indent). When the next save differs from them only inside one question, that question's
text alone is decoded and parsed (with as many line breaks before it as there were lines,
so every position is the one in the file) and validated by the validator's own function.
The file is compared as bytes, never decoded whole (an 11 MB quiz of 10,000 questions
takes 80 ms to decode, 5 ms to compare). Anything else (flow style, anchors and aliases,
an edit across questions or outside the list, a problem in the question) gives None: the
caller then reads the whole file, as it does after every quick update anyway, so the
quick path can only be early, never wrong for long.
"""

from __future__ import annotations

import bisect
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
_QUESTIONS = re.compile(rb"questions:[ \t]*(#.*)?\r?\n")
#: What YAML reads as a line break besides \n and \r\n: a question with one is left to the
#: full read (whose reader reports the odd ones), its line numbers would be wrong here.
_ODD_BREAK = re.compile("\r(?!\n)|[\x85\u2028\u2029]")
_HEADER = b"questions:\n"


@dataclass
class Span:
    """Where one question is in the file: bytes [start, end), from line ``line`` (0-based)."""

    start: int
    end: int
    line: int


def item_spans(data: bytes) -> tuple[bytes, list[Span]] | None:
    """The list's item indent and its items' spans, for a block-style ``questions:`` list
    at the top level; None for anything else."""
    found = None
    for m in _QUESTIONS.finditer(data):
        if m.start() == 0 or data[m.start() - 1:m.start()] == b"\n":
            found = m
            break
    if found is None:
        return None
    pos, line = found.end(), len(data[:found.end()].splitlines())
    indent: bytes | None = None
    spans: list[Span] = []
    for raw in data[pos:].splitlines(keepends=True):
        stripped = raw.lstrip(b" ")
        content = stripped.strip() != b"" and not stripped.startswith(b"#")
        if content:
            lead = raw[: len(raw) - len(stripped)]
            if b"\t" in lead:
                return None
            item = stripped.startswith(b"- ") or stripped.rstrip(b"\r\n") == b"-"
            if indent is None:
                if not item:
                    return None   # flow style, or not a list
                indent = lead
            if lead == indent and item:
                if spans:
                    spans[-1].end = pos
                spans.append(Span(pos, len(data), line))
            elif len(lead) <= len(indent):   # the list ends (a key of the deck, a document marker)
                if spans:
                    spans[-1].end = pos
                break
        pos += len(raw)
        line += 1
    if indent is None or not spans:
        return None
    return indent, spans


def _common_prefix(a: bytes, b: bytes) -> int:
    """The length of the longest common prefix (compared in halving blocks, not byte by byte)."""
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


def _common_suffix(a: bytes, b: bytes, limit: int) -> int:
    """The length of the longest common suffix, at most ``limit`` (compared like
    :func:`_common_prefix`, from the end, without reversed copies)."""
    end_a, end_b = len(a), len(b)
    suffix, step = 0, 1 << 16
    while suffix < limit:
        size = min(step, limit - suffix)
        if a[end_a - suffix - size:end_a - suffix] == b[end_b - suffix - size:end_b - suffix]:
            suffix += size
        elif size == 1:
            break
        else:
            step = max(1, size // 2)
    return suffix


def _has_anchors(text: str) -> bool:
    try:
        return any(getattr(event, "anchor", None) for event in yaml.parse(text, Loader=_LOADER))
    except yaml.YAMLError:
        return True


def _text(data: bytes) -> str | None:
    """One question's text, when it is UTF-8 with no odd line break."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return None if _ODD_BREAK.search(text) else text


@dataclass
class Snapshot:
    """A quiz file as last built in full: its bytes, its questions' places, its deck and the
    GUID of each question's note (in file order)."""

    path: Path
    data: bytes
    indent: bytes
    spans: list[Span]
    deck: Deck
    guids: list[str]

    @classmethod
    def take(cls, path: Path, data: bytes, deck: Deck, guids: list[str]) -> Snapshot | None:
        found = item_spans(data)
        if found is None or len(found[1]) != len(guids):
            return None
        return cls(path, data, found[0], found[1], deck, guids)

    def _index(self, start: int, end: int) -> int | None:
        """The question whose span holds bytes [start, end) strictly inside (not its first byte)."""
        i = bisect.bisect_left(self.spans, start, key=lambda s: s.start) - 1
        if i >= 0 and self.spans[i].start < start and end < self.spans[i].end:
            return i
        return None

    def edited(self, new: bytes) -> tuple[int, Question] | None:
        """The one question changed in ``new`` (its index and the question as validated),
        when the change is inside it and it reads without any problem; None otherwise."""
        old = self.data
        prefix = _common_prefix(old, new)
        if prefix == len(old) == len(new):
            return None
        suffix = _common_suffix(old, new, min(len(old), len(new)) - prefix)
        index = self._index(prefix, len(old) - suffix)
        if index is None:
            return None
        span = self.spans[index]
        delta = len(new) - len(old)
        before, after = _text(old[span.start:span.end]), _text(new[span.start:span.end + delta])
        if before is None or after is None:
            return None
        alone = item_spans(_HEADER + new[span.start:span.end + delta])
        if alone is None or len(alone[1]) != 1 or alone[0] != self.indent or \
                alone[1][0].end != span.end + delta - span.start + len(_HEADER):
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

    def moved(self, index: int, new: bytes) -> None:
        """Take ``new`` as the file's bytes, question ``index`` having been edited (as
        :meth:`edited` found it: no odd line break in it, before or after)."""
        span = self.spans[index]
        delta = len(new) - len(self.data)
        lines = new.count(b"\n", span.start, span.end + delta) - self.data.count(b"\n", span.start, span.end)
        span.end += delta
        if delta or lines:
            for later in self.spans[index + 1:]:
                later.start += delta
                later.end += delta
                later.line += lines
        self.data = new
