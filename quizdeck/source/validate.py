"""Validate a quiz file's YAML nodes and turn them into the model.

Every problem is recorded (with its line and column) and checking goes on, so
that a user sees all mistakes of all files at once. Scalars in text fields are
taken exactly as typed: ``Yes``, ``on``, ``1.10`` and ``2024-01-01`` are texts here,
whatever YAML 1.1 would make of them.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Generator, Iterator
from dataclasses import fields, is_dataclass, replace
from pathlib import Path
from typing import Any, Protocol, TypeVar

from yaml.events import MappingEndEvent, MappingStartEvent, ScalarEvent, SequenceEndEvent, SequenceStartEvent

from quizdeck.core.diagnostics import CHOICE_REPEATED, ERROR, MAX_PER_FILE, TOO_FEW_CHOICES, WARNING, Diagnostics, Pos
from quizdeck.core.gcpause import paused_gc
from quizdeck.core.identity import new_deck_key
from quizdeck.core.paths import display_path
from quizdeck.source.codespans import code_free_segments
from quizdeck.source.model import LETTERS, MAX_CHOICES, MIN_CHOICES, Choice, Deck, Question, Text
from quizdeck.source.names import (
    NameProblem,
    bad_character,
    character_problem,
    deck_name_problems,
    is_id,
    shown,
    tag_problems,
)
from quizdeck.source.positions import locate_text
from quizdeck.source.reader import (
    DEFAULT_MAX_BYTES,
    MappingNode,
    Node,
    NodeStream,
    RawItem,
    ScalarNode,
    SequenceNode,
    node_pos,
    scalar_tag,
    stream_nodes,
)

DECK_KEYS = ("deck", "id", "description", "tags", "shuffle", "recall", "questions")
QUESTION_KEYS = ("id", "question", "choices", "answer", "explanation", "source", "tags", "shuffle", "recall")
CHOICE_KEYS = ("text", "why")

_CORE = "tag:yaml.org,2002:"
_SCALAR_TAGS = {_CORE + t for t in ("str", "int", "float", "bool", "null", "timestamp")}
_TRUE = {"true", "yes", "on", "y"}
_FALSE = {"false", "no", "off", "n"}


#: control characters no text may hold (tab and line breaks are fine)
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
TAG_RE = re.compile(r"^\S+$")


class _TooManyErrors(Exception):
    pass


class _Reader:
    """Typed access to nodes, recording every problem in ``diags``."""

    def __init__(self, where: str, diags: Diagnostics):
        self.where = where
        self.diags = diags
        self.errors = 0
        self.last_pos = Pos(where)
        #: every problem reported, in order, when kept (``DeckPass.log_problems``): (severity, where, message, hint)
        self.log: list[tuple[str, Pos, str, str | None]] | None = None

    def pos(self, node: Node) -> Pos:
        return node_pos(self.where, node)

    def error(self, node: Node, message: str, hint: str | None = None, kind: str | None = None) -> None:
        self.error_at(self.pos(node), message, hint, kind)

    def error_at(self, pos: Pos, message: str, hint: str | None = None, kind: str | None = None) -> None:
        if self.errors >= MAX_PER_FILE:
            raise _TooManyErrors
        self.errors += 1
        self.last_pos = max(self.last_pos, pos)
        if self.log is not None:
            self.log.append((ERROR, pos, message, hint))
        self.diags.error(pos, message, hint, kind)

    def warning_at(self, pos: Pos, message: str, hint: str | None = None) -> None:
        if self.log is not None:
            self.log.append((WARNING, pos, message, hint))
        self.diags.warning(pos, message, hint)

    def check_tag(self, node: Node) -> bool:
        tag = node.tag or ""
        ok = (
            (isinstance(node, ScalarNode) and tag in _SCALAR_TAGS)
            or (isinstance(node, SequenceNode) and tag == _CORE + "seq")
            or (isinstance(node, MappingNode) and tag == _CORE + "map")
        )
        if not ok:
            shown = "!!" + tag[len(_CORE):] if tag.startswith(_CORE) else tag
            self.error(node, f"YAML tag {shown} is not allowed here",
                       hint="quiz files hold plain text, lists and mappings")
        return ok

    def mapping(self, node: Node, what: str, allowed: tuple[str, ...]) -> dict[str, tuple[Node, Node]] | None:
        """Keys of a mapping with their key and value nodes; unknown and repeated keys are errors."""
        if not self.check_tag(node):
            return None
        if not isinstance(node, MappingNode):
            if _is_empty(node):
                self.error(node, f"{what} is empty")
            else:
                self.error(node, f"{what} must be a mapping of keys to values, not {describe(node)}")
            return None
        seen: dict[str, tuple[Node, Node]] = {}
        for key_node, value_node in node.value:
            if isinstance(key_node, ScalarNode) and key_node.tag == _CORE + "merge":
                self.error(key_node, f"YAML merge keys (`<<`) are not supported ({what})",
                           hint="write the keys out; an alias (`*name`) can still repeat a whole value")
                continue
            if not self.check_tag(key_node):
                continue
            if not isinstance(key_node, ScalarNode):
                self.error(key_node, f"{what} has a key that is not a plain name")
                continue
            key = key_node.value
            if key in seen:
                first = self.pos(seen[key][0])
                self.error(key_node, f"duplicate key {key_name(key)} in {what} (first at line {first.line})",
                           hint="YAML would silently keep only the last one")
                continue
            if key not in allowed:
                close = difflib.get_close_matches(key, allowed, n=1, cutoff=0.6)
                hint = f"did you mean `{close[0]}`?" if close else "allowed keys: " + ", ".join(allowed)
                self.error(key_node, f"unknown key {key_name(key)} in {what}", hint=hint)
                continue
            seen[key] = (key_node, value_node)
        return seen

    def sequence(self, node: Node, what: str) -> list[Node] | None:
        if not self.check_tag(node):
            return None
        if not isinstance(node, SequenceNode):
            if _is_empty(node):
                self.error(node, f"{what} is empty", hint="write a list: one `- item` per line, or `[a, b]`")
            else:
                self.error(node, f"{what} must be a list, not {describe(node)}")
            return None
        return list(node.value)

    def scalar(self, node: Node, what: str) -> str | None:
        """The scalar exactly as written (plain scalars are stripped by YAML already)."""
        if not self.check_tag(node):
            return None
        if not isinstance(node, ScalarNode):
            self.error(node, f"{what} must be text, not {describe(node)}")
            return None
        value: str = node.value  # a scalar's value is its text
        return value

    def text(self, node: Node, what: str, required: bool = True) -> Text | None:
        value = self.scalar(node, what)
        if value is None:
            return None
        if not value.strip():
            if required:
                self.error(node, f"{what} is empty")
            return None
        control = _CONTROL.search(value)
        if control:  # only escapes in double-quoted texts can put them there; YAML refuses them raw
            char = control.group()
            why = "Anki separates a note's fields with it" if char == "\x1f" else "a card cannot show it"
            self.error(node, f"{what} contains the control character U+{ord(char):04X}; {why}",
                       hint=f"remove the escape \"\\x{ord(char):02x}\" (or the like) from the text")
            return None
        return Text(value, self.pos(node))

    def boolean(self, node: Node, what: str) -> bool | None:
        value = self.scalar(node, what)
        if value is None:
            return None
        low = value.strip().lower()
        if node.tag == _CORE + "bool" or (node.tag == _CORE + "str" and low in _TRUE | _FALSE):
            return low in _TRUE
        self.error(node, f"{what} must be true or false, not {quoted(value)}")
        return None

    def ident(self, node: Node, what: str) -> str | None:
        value = self.scalar(node, what)
        if value is None:
            return None
        if not value:
            self.error(node, f"{what} is empty")
            return None
        invisible = None if value.isascii() else character_problem(f"{what} {shown(value, 60)}", value)
        if invisible is not None:
            self.name_problems(node, value, [invisible])
            return None
        if not is_id(value):
            self.error(node, f"{what} {quoted(value)} may contain only letters, digits, '-', '_' and '.'",
                       hint="ids are stable keys, e.g. `zero-stage-3`")
            return None
        return value

    def tags(self, node: Node, what: str) -> list[str]:
        if isinstance(node, ScalarNode) and node.tag == _CORE + "null":
            return []
        items = [node] if isinstance(node, ScalarNode) else self.sequence(node, what)
        out: list[str] = []
        for item in items or []:
            value = self.scalar(item, f"a tag in {what}")
            if value is None:
                continue
            if not value.strip():
                self.error(item, f"a tag in {what} is empty")
                continue
            if not TAG_RE.match(value):
                self.error(item, f"tag {quoted(value)} contains spaces; Anki tags cannot",
                           hint="use '-' or '_' between words, '::' for a hierarchy")
                continue
            problems = tag_problems(value)
            if problems:
                self.name_problems(item, value, problems)
                continue
            if value not in out:
                out.append(value)
        return out


    def name_problems(self, node: Node, value: str, problems: list[NameProblem]) -> None:
        """Report what is wrong with a deck name or a tag, each at the character it is about."""
        pos = self.pos(node)
        for problem in problems:
            where = locate_text(pos, problem.needle, len(value)) if problem.needle else pos
            self.error_at(where, problem.message, problem.hint)


def quoted(value: str, limit: int = 60) -> str:
    """A value as messages show it: quoted with control characters escaped (a quiz file
    must not be able to send escape sequences to the terminal), long values shortened."""
    if len(value) > limit:
        value = value[:limit] + "…"
    return repr(value)


def key_name(key: str) -> str:
    """A key as messages show it: `key`, or quoted when it holds odd characters."""
    if key.isprintable() and "`" not in key and 0 < len(key) <= 40:
        return f"`{key}`"
    return quoted(key, 40)


def _is_empty(node: Node) -> bool:
    """A value left out: ``key:`` with nothing after it."""
    return isinstance(node, ScalarNode) and node.tag == _CORE + "null" and not node.value


def describe(node: Node) -> str:
    """A few words on what a node is, for messages."""
    if isinstance(node, MappingNode):
        return "a mapping"
    if isinstance(node, SequenceNode):
        return "a list"
    if node.tag == _CORE + "null" and not node.value:
        return "empty"
    return quoted(node.value)


class QuestionProblems(Protocol):
    """Where whoever takes a file's questions reports what it finds in them (the build's
    checks across questions, rendering): errors count against the file's limit."""

    @property
    def errors(self) -> int:
        """Errors in the file so far."""

    def error_at(self, pos: Pos, message: str, hint: str | None = None) -> None: ...
    def warning_at(self, pos: Pos, message: str, hint: str | None = None) -> None: ...


class _Reported:
    """A file's problems as the questions' taker reports them: an error over the file's
    limit is dropped here, and the reading stops at its next question (see ``DeckPass``)."""

    def __init__(self, r: _Reader):
        self.r = r
        self.full = False     # an error came over the limit
        self.closed = False   # the file was not read to its end: nothing more is taken

    @property
    def errors(self) -> int:
        return self.r.errors

    def error_at(self, pos: Pos, message: str, hint: str | None = None) -> None:
        if self.closed:
            return
        if self.r.errors >= MAX_PER_FILE:
            self.full = True
            return
        self.r.error_at(pos, message, hint)

    def warning_at(self, pos: Pos, message: str, hint: str | None = None) -> None:
        if not self.closed:
            self.r.warning_at(pos, message, hint)


#: Deck keys whose values go into every note: when one comes after `questions:`, the
#: questions already handed over were made without it, and the file is read again.
NOTE_KEYS = frozenset({"deck", "id", "tags", "shuffle", "recall"})


_T = TypeVar("_T")


class QuestionMemo:
    """Questions already validated, by what their nodes hold and how they are laid out
    relative to the question's first line (not where the question is in the file): the
    live preview validates again only the questions that changed. Only questions read
    without any problem are kept; entries not used in a round are dropped at the next."""

    def __init__(self) -> None:
        self._kept: dict[tuple[object, ...], Question] = {}
        self._used: dict[tuple[object, ...], Question] = {}
        self.misses = 0   # questions validated in this round

    @staticmethod
    def key(where: str, node: Node, number: int, deck: Deck | None) -> tuple[object, ...]:
        """What a question's validation depends on: its nodes, its number, the deck's defaults."""
        defaults = (deck.shuffle, deck.recall) if deck is not None else None
        return (where, number, defaults, _shape(node, node.start_mark.line))

    def get(self, key: tuple[object, ...], node: Node) -> Question | None:
        q = self._kept.get(key) or self._used.get(key)
        if q is None:
            self.misses += 1
            return None
        self._used[key] = q
        return _shifted(q, node.start_mark.line + 1 - q.pos.line)

    def put(self, key: tuple[object, ...], question: Question) -> None:
        self._used[key] = question

    def next_round(self) -> None:
        self._kept, self._used = self._used, {}
        self.misses = 0


def _shape(node: Node, base: int) -> tuple[object, ...]:
    """A node's content and layout, lines counted from ``base``."""
    mark = node.start_mark
    if isinstance(node, ScalarNode):
        return (node.tag, node.value, node.style, mark.line - base, mark.column)
    if isinstance(node, SequenceNode):
        return (node.tag, mark.line - base, mark.column, tuple(_shape(item, base) for item in node.value))
    return (node.tag, mark.line - base, mark.column,
            tuple((_shape(k, base), _shape(v, base)) for k, v in node.value))


def _shifted(value: _T, lines: int) -> _T:
    """A copy of a model value with every position moved by ``lines`` lines."""
    if lines == 0:
        return value
    if isinstance(value, Pos):
        return replace(value, line=value.line + lines)
    if isinstance(value, list):
        return [_shifted(item, lines) for item in value]  # type: ignore[return-value]  # a list of T is a T here
    if is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: _shifted(getattr(value, f.name), lines) for f in fields(value)
                   if isinstance(getattr(value, f.name), (Pos, list)) or is_dataclass(getattr(value, f.name))}
        return replace(value, **changes)
    return value


def read_deck(path: Path, diags: Diagnostics, max_bytes: int = DEFAULT_MAX_BYTES,
              on_read: Callable[[int], None] | None = None, memo: QuestionMemo | None = None
              ) -> Iterator[DeckPass]:
    """Read and validate one quiz file: the passes over it, each to be iterated for the
    file's valid questions (see :class:`DeckPass`), then asked for its deck.

    The file is parsed as a stream: a question is validated and handed over as soon
    as it is complete, then dropped, so memory does not grow with the file. Keys
    of the deck normally come before `questions:`; should one that changes the notes
    come after, the pass ends with ``read_again`` set: whatever was made of its
    questions is to be dropped, and a second pass reads the file with every key known.
    The file's problems go into ``diags`` once the last pass has been dealt with.
    Callers must not build when ``diags`` has errors. ``bench/phases.py`` times it alone.
    """
    preset: Deck | None = None
    while True:
        reading = DeckPass(path, preset, memo, max_bytes, on_read if preset is None else None)
        yield reading
        if not reading.read_again:
            break
        preset = reading.deck
    diags.merge(reading.diags)


class DeckPass:
    """One pass over one file: the deck's keys, then each question as the parser completes it.

    Iterate it (once) for the valid questions; ``deck`` is set before the first one comes,
    ``problems`` takes what the taker finds in them, and :meth:`end` says, once every
    question has been dealt with, whether the file was read (its deck) or not (None)."""

    def __init__(self, path: Path, preset: Deck | None, memo: QuestionMemo | None = None,
                 max_bytes: int = DEFAULT_MAX_BYTES, on_read: Callable[[int], None] | None = None):
        self.memo = memo
        self.path = path
        self.where = display_path(path)
        self.diags = Diagnostics()
        self.r = _Reader(self.where, self.diags)
        self.problems = _Reported(self.r)
        self.preset = preset
        self.max_bytes, self.on_read = max_bytes, on_read
        self.deck: Deck | None = None     # set when the questions start
        self.read: set[str] = set()       # deck keys already read
        self.number = 0
        self.seen_ids: dict[str, int] = {}   # question id -> line
        self.read_again = False
        self._read: Deck | None = None    # the deck, once the whole file is read
        self._stopped = False
        self.entangled = False    # an item used or defined an anchor (``reader.compose_streaming``)
        self.on_data: Callable[[bytes], None] | None = None   # gets the file's bytes as they are read

    def log_problems(self) -> list[tuple[str, Pos, str, str | None]]:
        """Keep every problem of the file from now on, in order (none are dropped, unlike
        ``diags``): the list they go to."""
        log: list[tuple[str, Pos, str, str | None]] = []
        self.r.log = log
        return log

    def __iter__(self) -> Iterator[Question]:
        loading = Diagnostics()
        nodes = stream_nodes(self.path, loading, self.max_bytes, self.on_read, on_data=self.on_data,
                             raw=self.memo is None)
        try:
            root = yield from self._streamed(nodes)
            if root is None:  # the file cannot be parsed: that is all there is to say about it
                self.diags = loading
                return
            with paused_gc():
                self._read = yield from self._finish(root)
        except _TooManyErrors:
            self._stop()
        finally:
            nodes.close()
            # read no further (bad YAML, not a quiz, too many errors, read again): what the
            # taker still finds in the questions handed over (rendered later) is not reported
            self.problems.closed = self._read is None

    def end(self) -> Deck | None:
        """The deck, once every question handed over has been dealt with (its problems
        reported); None when the file could not be read, or checking it stopped."""
        if self.problems.full and not self._stopped:
            self._stop()
        return None if self._stopped else self._read

    def _stop(self) -> None:
        self._stopped = True
        self.diags.stopped(self.r.last_pos, f"too many errors in this file; stopped checking it after "
                                            f"{MAX_PER_FILE}")

    def _handed(self, q: Question) -> Iterator[Question]:
        """Hand a question over; stop when the taker's problems went over the file's limit."""
        yield q
        if self.problems.full:
            raise _TooManyErrors

    def _streamed(self, nodes: NodeStream) -> Generator[Question, None, Node | None]:
        """The questions of the streamed list; returns the root node (None: not parsed)."""
        while True:
            try:
                root, _, node = next(nodes)
            except StopIteration as end:
                value: Node | None = end.value
                return value
            if self.deck is None:
                self._start(root)
            q = self._question(node)
            if q is not None:
                yield from self._handed(q)

    def _start(self, root: MappingNode) -> None:
        if self.preset is not None:
            deck = self.deck = replace(self.preset)
        else:
            deck = self.deck = Deck(path=self.path, pos=self.r.pos(root), name="", key=self.path.stem)
            self._read_keys(deck, _first_keys(root.value))

    def _question(self, node: Node | RawItem) -> Question | None:
        """The question of this node, once valid (None: its problems are reported)."""
        assert self.deck is not None, "the deck starts before its first question"
        self.number += 1
        if node.__class__ is RawItem:
            assert isinstance(node, RawItem)
            q = quick_question(node, self.where, self.number, self.deck)
            if q is not None:
                return self._unique(q)
            node = node.compose()
        assert isinstance(node, Node)
        if getattr(node, "entangled", False):
            self.entangled = True
        errors = self.r.errors
        memo, key, q = self.memo, None, None
        if memo is not None:   # the live preview: a question validated before is not validated again
            key = QuestionMemo.key(self.where, node, self.number, self.deck)
            q = memo.get(key, node)
        if q is None:
            problems = len(self.diags.items)
            q = _read_question(self.r, node, self.number, self.deck)
            if q is None or self.r.errors != errors:  # reported; the rest of the build never sees it
                return None
            if memo is not None and key is not None and len(self.diags.items) == problems:
                memo.put(key, q)
        return self._unique(q)

    def _unique(self, q: Question) -> Question | None:
        """The question, unless its id is another's (reported)."""
        if q.id is not None:
            first = self.seen_ids.get(q.id)
            if first is not None:
                self.r.error_at(q.pos, f"duplicate question id {q.id!r} (first at line {first})",
                                hint="ids must be unique in a file")
                return None
            self.seen_ids[q.id] = q.pos.line
        return q

    def _finish(self, root: Node) -> Generator[Question, None, Deck | None]:
        """The rest of the file's keys, and its questions when they were not streamed; returns the deck."""
        r = self.r
        if not isinstance(root, MappingNode):
            if r.check_tag(root):
                r.error(root, f"a quiz file must be a mapping with `deck:` and `questions:`, not {describe(root)}")
            return None
        keys = r.mapping(root, "the quiz file", DECK_KEYS)
        if keys is None:
            return None
        deck = self.deck
        started = deck is not None
        if deck is None:
            deck = self.deck = Deck(path=self.path, pos=r.pos(root), name="", key=self.path.stem)
        late = [key for key in keys if key not in self.read]
        self._read_keys(deck, keys)
        if started and self.preset is None and self.number and NOTE_KEYS.intersection(late):
            self.read_again = True
            return None
        if "deck" not in keys:
            r.error(root, "missing `deck:` (the deck's name)")
        if "id" not in keys:
            self._default_key(root, deck)
        if "questions" not in keys:
            r.error(root, "missing `questions:` (a list of questions)")
            return deck
        qnode = keys["questions"][1]
        streamed = getattr(qnode, "streamed", None)
        if streamed is not None:  # handed over while parsing
            if not streamed:
                r.error(qnode, "`questions` is empty; a deck needs at least one question")
        else:
            items = r.sequence(qnode, "`questions`")
            if items is not None and not items:
                r.error(qnode, "`questions` is empty; a deck needs at least one question")
            for item in items or []:
                q = self._question(item)
                if q is not None:
                    yield from self._handed(q)
        deck.count = self.number
        return deck

    def _default_key(self, root: Node, deck: Deck) -> None:
        """A deck without `id:` is keyed by its file name: checked like an `id:`, and a warning,
        since any other quiz in a file of that name would make the same notes."""
        stem, r = self.path.stem, self.r
        suggestion = f"add `id: {new_deck_key(deck.name or stem)}` (made up at random, so no other deck has it)"
        if not is_id(stem):
            bad = bad_character(stem)
            why = (f"it contains U+{ord(bad[0]):04X}, {bad[1]}" if bad is not None
                   else "a deck id may contain only letters, digits, '-', '_' and '.'")
            r.error(root, f"the file name {shown(stem, 60)} cannot be the deck's id (the default when there is "
                          f"no `id:`): {why}", hint=f"{suggestion}, or rename the file")
            return
        r.warning_at(r.pos(root), f"deck {deck.name or stem!r} is keyed by its file name {stem!r} (no deck `id:`): "
                                  "another quiz in a file of that name would overwrite its notes in a learner's "
                                  "collection", hint=f"{suggestion}; then never change it")

    def _read_keys(self, deck: Deck, keys: dict[str, tuple[Node, Node]]) -> None:
        """Set the deck's fields from those of its keys not read yet."""
        r = self.r
        todo = [key for key in keys if key not in self.read and key != "questions"]
        self.read.update(todo)
        if "deck" in todo:
            name_text = r.text(keys["deck"][1], "`deck`")
            if name_text is not None:
                name = " ".join(name_text.markdown.split())
                parts = name.split("::")
                if any(not p.strip() for p in parts):
                    r.error(keys["deck"][1], f"deck name {quoted(name)} has an empty part between '::'")
                deck.name = "::".join(p.strip() for p in parts)
                r.name_problems(keys["deck"][1], name_text.markdown, deck_name_problems(deck.name))
        if "id" in todo:
            deck.key = r.ident(keys["id"][1], "deck `id`") or deck.key
            deck.key_pos = r.pos(keys["id"][0])
        if "description" in todo:
            deck.description = r.text(keys["description"][1], "`description`", required=False)
        if "tags" in todo:
            deck.tags = r.tags(keys["tags"][1], "deck `tags`")
        if "shuffle" in todo:
            value = r.boolean(keys["shuffle"][1], "`shuffle`")
            deck.shuffle = True if value is None else value
        if "recall" in todo:
            deck.recall = bool(r.boolean(keys["recall"][1], "`recall`"))


class ItemCheck:
    """Items of a file's ``questions:`` read one by one, alone (``reader.compose_item``): each
    validated as a full read validates it, its problems logged in order."""

    def __init__(self, where: str, deck: Deck):
        self.where = where
        self.deck = deck
        self.diags = Diagnostics()
        self.r = _Reader(where, self.diags)
        self.problems = _Reported(self.r)
        self.log: list[tuple[str, Pos, str, str | None]] = []
        self.r.log = self.log

    def question(self, node: Node, number: int) -> Question | None:
        """The question of an item (its number in the file), once valid; None when it has an
        error (logged). Ids repeated across items are the caller's to find."""
        errors = self.r.errors
        try:
            q = _read_question(self.r, node, number, self.deck)
        except _TooManyErrors:
            return None
        return q if q is not None and self.r.errors == errors else None


def _first_keys(pairs: list[tuple[Node, Node]]) -> dict[str, tuple[Node, Node]]:
    """The deck keys among the pairs read so far, as :meth:`_Reader.mapping` will pick them
    (first occurrence of each allowed plain key), without reporting anything yet."""
    keys: dict[str, tuple[Node, Node]] = {}
    for key_node, value_node in pairs:
        if (key_node.__class__ is ScalarNode and key_node.tag in _SCALAR_TAGS
                and key_node.value in DECK_KEYS and key_node.value not in keys):
            keys[key_node.value] = (key_node, value_node)
    return keys


def _label(node: Node, number: int, qid: str | None = None) -> str:
    """How a question's messages name it: by its id once read (``qid``), else by a valid id
    its mapping holds, else by its number."""
    if qid:
        return f"question {qid!r}"
    if isinstance(node, MappingNode):  # name the question by its id in every message, when it has a valid one
        for key_node, value_node in node.value:
            if (isinstance(key_node, ScalarNode) and key_node.value == "id" and isinstance(value_node, ScalarNode)
                    and is_id(value_node.value)):
                return f"question {value_node.value!r}"
    return f"question {number}"


# -- the quick way: what a well-formed question's nodes are, checked without reporting -----------
#
# Each ``_plain_*`` function below answers for one step of reading a question whether the
# reporting step (``_Reader.mapping``, ``text``, ``ident``, ``_read_choices``, ``_read_answer``)
# would report nothing, and if so gives what it would return; None sends the step the full
# way, which reports. A question is read step by step in the same order either way, so its
# messages, their order and their places are those of the full way (tests/test_validate_quick.py).

_MAP_TAG = _CORE + "map"
_SEQ_TAG = _CORE + "seq"
_STR_TAG = _CORE + "str"


def _plain_keys(node: Node, allowed: tuple[str, ...]) -> dict[str, tuple[Node, Node]] | None:
    """:meth:`_Reader.mapping` of a mapping whose keys are all allowed plain names, each once."""
    if node.__class__ is not MappingNode or node.tag != _MAP_TAG:
        return None
    keys: dict[str, tuple[Node, Node]] = {}
    for pair in node.value:
        key_node = pair[0]
        if key_node.__class__ is not ScalarNode or key_node.tag not in _SCALAR_TAGS:
            return None
        key = key_node.value
        if key in keys or key not in allowed:
            return None
        keys[key] = pair
    return keys


def _plain_value(node: Node) -> str | None:
    """A scalar's text when :meth:`_Reader.text` takes it without a word (empty aside)."""
    if node.__class__ is not ScalarNode or node.tag not in _SCALAR_TAGS:
        return None
    value: str = node.value
    if not value.isprintable() and _CONTROL.search(value):
        return None
    return value


def _plain_id(node: Node) -> str | None:
    """:meth:`_Reader.ident` of an id that is right."""
    if node.__class__ is not ScalarNode or node.tag not in _SCALAR_TAGS:
        return None
    value: str = node.value
    return value if value and value.isascii() and is_id(value) else None


def _plain_choices(r: _Reader, node: Node) -> list[Choice] | None:
    """:func:`_read_choices` of choices that are right: 2 to 12 texts (or `text`/`why`
    mappings), none repeated."""
    if node.__class__ is not SequenceNode or node.tag != _SEQ_TAG or not MIN_CHOICES <= len(node.value) <= MAX_CHOICES:
        return None
    where = r.where
    choices: list[Choice] = []
    seen: set[str] = set()
    for item in node.value:
        why = None
        if item.__class__ is MappingNode:
            keys = _plain_keys(item, CHOICE_KEYS)
            if keys is None or "text" not in keys:
                return None
            text_node = keys["text"][1]
            found = keys.get("why")
            if found is not None:
                why_node = found[1]
                value = _plain_value(why_node)
                if value is None:
                    return None
                if value.strip():
                    why = Text(value, node_pos(where, why_node))
        else:
            text_node = item
        value = _plain_value(text_node)
        if value is None or not value.strip():
            return None
        norm = choice_key(value)
        if norm in seen:
            return None
        seen.add(norm)
        choices.append(Choice(Text(value, node_pos(where, text_node)), why))
    return choices


def _plain_answer(node: Node, count: int | None) -> tuple[list[int], bool] | None:
    """:func:`_read_answer` of an answer that is right: letters of choices, each once."""
    if node.__class__ is ScalarNode:
        items: list[Node] = [node]
        multi = False
    elif node.__class__ is SequenceNode and node.tag == _SEQ_TAG and node.value:
        items = node.value
        multi = True
    else:
        return None
    found: list[int] = []
    for item in items:
        if item.__class__ is not ScalarNode or item.tag != _STR_TAG:
            return None
        letter = item.value.strip().upper()
        index = LETTERS.find(letter) if len(letter) == 1 else -1
        if index < 0 or (count is not None and index >= count) or index in found:
            return None
        found.append(index)
    return sorted(found), multi


#: The keys of a question :func:`quick_question` reads (the others: the nodes' way).
_QUICK_KEYS = frozenset({"id", "question", "choices", "answer", "explanation", "source", "tags"})


def _event_value(event: Any, table: dict[str, list[tuple[str, Any]]]) -> str | None:
    """:func:`_plain_value` of the scalar a parser's event makes (None also for anything else)."""
    if event.__class__ is not ScalarEvent or event.tag is not None:
        return None
    value: str = event.value
    if event.implicit[0] and value[:1] in table and scalar_tag(table, value, _STR_TAG) not in _SCALAR_TAGS:
        return None
    if not value.isprintable() and _CONTROL.search(value):
        return None
    return value


def _event_pos(where: str, event: Any) -> Pos:
    mark = event.start_mark
    return Pos(where, mark.line + 1, mark.column + 1)


def quick_question(item: RawItem, where: str, number: int, deck: Deck) -> Question | None:
    """:func:`_read_question` of an item given as its events (``reader.RawItem``) when every step
    of it takes the quick way (see the ``_plain_*`` functions): the same question, with nothing to
    report (its `tags` too: :meth:`_Reader.tags` of tags that are right). None for any other item,
    or one with `shuffle` or `recall`, or an explicit tag anywhere: it is composed and read the
    nodes' way."""
    events = item.events
    table = item.tags[0]
    start = events[0]
    if start.tag is not None:
        return None
    values: dict[str, Any] = {}   # key -> its value's event, or (for a list) its events
    i, count = 1, len(events) - 1
    while i < count:
        key_event = events[i]
        if key_event.__class__ is not ScalarEvent or key_event.tag is not None:
            return None
        key = key_event.value
        if key in values or key not in _QUICK_KEYS:
            return None
        value_event = events[i + 1]
        if value_event.__class__ is SequenceStartEvent:
            depth, j = 1, i + 2
            while depth:
                kind = events[j].__class__
                if kind is SequenceStartEvent or kind is MappingStartEvent:
                    depth += 1
                elif kind is SequenceEndEvent or kind is MappingEndEvent:
                    depth -= 1
                j += 1
            values[key] = events[i + 1:j]
            i = j
        elif value_event.__class__ is ScalarEvent:
            values[key] = value_event
            i += 2
        else:
            return None
    qid = None
    if "id" in values:
        event = values["id"]
        if event.__class__ is not ScalarEvent or event.tag is not None:
            return None
        qid = event.value
        if event.implicit[0] and qid[:1] in table and scalar_tag(table, qid, _STR_TAG) not in _SCALAR_TAGS:
            return None
        if not (qid and qid.isascii() and is_id(qid)):
            return None
    event = values.get("question")
    value = None if event is None else _event_value(event, table)
    if value is None or not value.strip():
        return None
    question = Text(value, _event_pos(where, event))
    found = values.get("choices")
    if found is None or found.__class__ is not list:
        return None
    choices = _event_choices(found, where, table)
    if choices is None:
        return None
    found = values.get("answer")
    if found is None:
        return None
    answer = _event_answer(found, len(choices), table)
    if answer is None:
        return None
    q = Question(number=number, pos=_event_pos(where, start), id=qid, question=question, choices=choices,
                 answer=answer[0], multi=answer[1], shuffle=deck.shuffle, recall=deck.recall)
    for name in ("explanation", "source"):
        if name in values:
            event = values[name]
            value = _event_value(event, table)
            if value is None:
                return None
            if value.strip():
                setattr(q, name, Text(value, _event_pos(where, event)))
    if "tags" in values:
        tags = _event_tags(values["tags"], table)
        if tags is None:
            return None
        q.tags = tags
    return q


def _event_tags(found: Any, table: dict[str, list[tuple[str, Any]]]) -> list[str] | None:
    """:meth:`_Reader.tags` of tags that are right (a list of tags, one tag, or nothing), given as
    their events."""
    if found.__class__ is list:
        if found[0].tag is not None:
            return None
        items = found[1:-1]
    else:
        if found.__class__ is not ScalarEvent or found.tag is not None:
            return None
        if found.implicit[0] and scalar_tag(table, found.value, _STR_TAG) == _CORE + "null":
            return []
        items = [found]
    tags: list[str] = []
    for event in items:
        if event.__class__ is not ScalarEvent or event.tag is not None:
            return None
        value = event.value
        if event.implicit[0] and value[:1] in table and scalar_tag(table, value, _STR_TAG) not in _SCALAR_TAGS:
            return None
        if not value.strip() or not TAG_RE.match(value) or tag_problems(value):
            return None
        if value not in tags:
            tags.append(value)
    return tags


def _event_choices(events: list[Any], where: str, table: dict[str, list[tuple[str, Any]]]) -> list[Choice] | None:
    """:func:`_plain_choices` of a list given as its events."""
    if events[0].tag is not None:
        return None
    choices: list[Choice] = []
    seen: set[str] = set()
    i, end = 1, len(events) - 1
    while i < end:
        event = events[i]
        why = None
        if event.__class__ is MappingStartEvent:
            if event.tag is not None:
                return None
            text_event = None
            why_event = None
            i += 1
            while events[i].__class__ is not MappingEndEvent:
                key_event, value_event = events[i], events[i + 1]
                if key_event.__class__ is not ScalarEvent or key_event.tag is not None:
                    return None
                key = key_event.value
                if key == "text" and text_event is None:
                    text_event = value_event
                elif key == "why" and why_event is None:
                    why_event = value_event
                else:
                    return None
                i += 2
            i += 1
            if text_event is None:
                return None
            if why_event is not None:
                value = _event_value(why_event, table)
                if value is None:
                    return None
                if value.strip():
                    why = Text(value, _event_pos(where, why_event))
        else:
            text_event = event
            i += 1
        value = _event_value(text_event, table)
        if value is None or not value.strip():
            return None
        norm = choice_key(value)
        if norm in seen:
            return None
        seen.add(norm)
        choices.append(Choice(Text(value, _event_pos(where, text_event)), why))
    if not MIN_CHOICES <= len(choices) <= MAX_CHOICES:
        return None
    return choices


def _event_answer(found: Any, count: int, table: dict[str, list[tuple[str, Any]]]) -> tuple[list[int], bool] | None:
    """:func:`_plain_answer` of an answer given as its event, or a list's events."""
    if found.__class__ is list:
        if found[0].tag is not None or len(found) < 3:
            return None
        items = found[1:-1]
        multi = True
    else:
        items = [found]
        multi = False
    answer: list[int] = []
    for event in items:
        if event.__class__ is not ScalarEvent or event.tag is not None:
            return None
        value = event.value
        if event.implicit[0] and value[:1] in table and scalar_tag(table, value, _STR_TAG) != _STR_TAG:
            return None
        letter = value.strip().upper()
        index = LETTERS.find(letter) if len(letter) == 1 else -1
        if index < 0 or index >= count or index in answer:
            return None
        answer.append(index)
    return sorted(answer), multi


def _read_question(r: _Reader, node: Node, number: int, deck: Deck) -> Question | None:
    keys = _plain_keys(node, QUESTION_KEYS)
    if keys is None:
        keys = r.mapping(node, _label(node, number), QUESTION_KEYS)
        if keys is None:
            return None
    where = r.where
    qid = None
    if "id" in keys:
        qid = _plain_id(keys["id"][1])
        if qid is None:
            qid = r.ident(keys["id"][1], f"{_label(node, number)}: `id`")
    question = None
    if "question" in keys:
        value_node = keys["question"][1]
        value = _plain_value(value_node)
        if value is not None and value.strip():
            question = Text(value, node_pos(where, value_node))
        else:
            question = r.text(value_node, f"{_label(node, number, qid)}: `question`")
    else:
        r.error(node, f"{_label(node, number, qid)}: missing `question:`")
    choices: list[Choice] = []
    repeats: list[tuple[int, int]] = []   # (a choice, the earlier one it repeats): said once the answer is known
    if "choices" in keys:
        plain = _plain_choices(r, keys["choices"][1])
        choices = plain if plain is not None else _read_choices(r, keys["choices"][1], _label(node, number, qid),
                                                                repeats)
    else:
        r.error(node, f"{_label(node, number, qid)}: missing `choices:`")
    answer: list[int] = []
    multi = False
    if "answer" in keys:
        count = len(choices) if choices else None
        given = _plain_answer(keys["answer"][1], count)
        answer, multi = given if given is not None else _read_answer(r, keys["answer"][1],
                                                                     _label(node, number, qid), count)
    else:
        r.error(node, f"{_label(node, number, qid)}: missing `answer:`",
                      hint="e.g. `answer: B`, or `answer: [A, C]` for several correct choices")
    if repeats:
        _say_repeats(r, choices, repeats, set(answer) if "answer" in keys else None, _label(node, number, qid))
    pos = node_pos(where, node)
    q = Question(
        number=number,
        pos=pos,
        id=qid,
        question=question or Text("", pos),
        choices=choices,
        answer=answer,
        multi=multi,
        shuffle=deck.shuffle,
        recall=deck.recall,
    )
    for name in ("explanation", "source"):
        if name in keys:
            value_node = keys[name][1]
            value = _plain_value(value_node)
            if value is None:
                text = r.text(value_node, f"{_label(node, number, qid)}: `{name}`", required=False)
            else:
                text = Text(value, node_pos(where, value_node)) if value.strip() else None
            setattr(q, name, text)
    if "tags" not in keys and "shuffle" not in keys and "recall" not in keys:
        return q
    label = _label(node, number, qid)
    if "tags" in keys:
        q.tags = r.tags(keys["tags"][1], f"{label}: `tags`")
    if "shuffle" in keys:
        shuffle = r.boolean(keys["shuffle"][1], f"{label}: `shuffle`")
        if shuffle is not None:
            q.shuffle = shuffle
    if "recall" in keys:
        recall = r.boolean(keys["recall"][1], f"{label}: `recall`")
        if recall is not None:
            q.recall = recall
    return q


def choice_key(text: str) -> str:
    """What two choices must share to be the same choice: the text exactly, case and all
    (code is never case-folded: `TRUE` and `true` differ), with runs of whitespace
    collapsed outside fenced code blocks (inside them indentation is meaning) and
    trailing whitespace of lines ignored everywhere."""
    if "```" not in text and "~~~" not in text:   # no code block: what the segments give, in one step
        return "\x00" + " ".join(text.split()) + "\x00"
    return _choice_key_segments(text)


def _choice_key_segments(text: str) -> str:
    """:func:`choice_key`, segment by segment."""
    text = "\n".join(line.rstrip() for line in text.strip().splitlines())
    out: list[str] = []
    last = 0
    for start, end in code_free_segments(text):
        out.append(text[last:start])
        out.append(" ".join(text[start:end].split()))
        last = end
    out.append(text[last:])
    return "\x00".join(out)


def _letter(index: int) -> str:
    """How messages name the index-th choice: A to L, then 13, 14... (over the maximum)."""
    return LETTERS[index] if index < len(LETTERS) else str(index + 1)


def _read_choices(r: _Reader, node: Node, label: str, repeats: list[tuple[int, int]]) -> list[Choice]:
    """The choices of a question, each a :class:`Choice`; a choice that repeats an earlier one goes into
    ``repeats`` as (its index, the earlier one's), said by :func:`_say_repeats` once the answer is known."""
    items = r.sequence(node, f"{label}: `choices`")
    if items is None:
        return []
    if not MIN_CHOICES <= len(items) <= MAX_CHOICES:
        r.error(node, f"{label}: has {len(items)} choice{'s' if len(items) != 1 else ''}; "
                      f"a question needs {MIN_CHOICES} to {MAX_CHOICES}",
                kind=TOO_FEW_CHOICES if len(items) < MIN_CHOICES else None)
    choices: list[Choice] = []
    seen: dict[str, int] = {}
    for index, item in enumerate(items):
        letter = _letter(index)
        what = f"{label}: choice {letter}"
        choice: Choice | None = None
        if isinstance(item, MappingNode):
            keys = r.mapping(item, what, CHOICE_KEYS)
            if keys is not None:
                if "text" not in keys:
                    r.error(item, f"{what}: missing `text:`",
                            hint="a choice is a text, or a mapping with `text` and `why`")
                else:
                    text = r.text(keys["text"][1], f"{what}: `text`")
                    why = r.text(keys["why"][1], f"{what}: `why`", required=False) if "why" in keys else None
                    if text is not None:
                        choice = Choice(text, why)
        else:
            text = r.text(item, what)
            if text is not None:
                choice = Choice(text)
        if choice is None:
            choices.append(Choice(Text("", r.pos(item))))
            continue
        norm = choice_key(choice.text.markdown)
        first = seen.get(norm)
        if first is not None:
            repeats.append((index, first))
        else:
            seen[norm] = index
        choices.append(choice)
    return choices


def _say_repeats(r: _Reader, choices: list[Choice], repeats: list[tuple[int, int]], answer: set[int] | None,
                 label: str) -> None:
    """Each choice that repeats an earlier one, said at its line: an error where the two would be marked
    differently (one is the answer, the other not: a learner who taps the wrong one of two same choices is
    told wrong) or where the answer is not read; a warning where both are wrong or both right, since the card
    then marks the same either way (a source's own slip, ``C = D = ln(4)``, kept so the deck still builds)."""
    for index, first in repeats:
        choice, other = choices[index].text, choices[first].text
        said = (f"{label}: choice {_letter(index)} {quoted(choice.markdown)} repeats choice {_letter(first)} "
                f"{quoted(other.markdown)} (line {other.pos.line})")
        hint = "choices are the same when their texts are, apart from spaces and line breaks outside code blocks; " \
               "letter case counts"
        if answer is None or (index in answer) != (first in answer):
            r.error_at(choice.pos, said, hint=hint, kind=CHOICE_REPEATED)
        else:
            r.warning_at(choice.pos, f"{said}: the learner sees the same choice twice",
                         hint=f"remove one of them; {hint}")


def _read_answer(r: _Reader, node: Node, label: str, count: int | None) -> tuple[list[int], bool]:
    what = f"{label}: `answer`"
    hint = "answers are letters: A is the first choice, B the second, ..."
    if isinstance(node, SequenceNode):
        items = r.sequence(node, what) or []
        multi = True
        if not items:
            r.error(node, f"{what} is an empty list", hint=hint)
    elif isinstance(node, MappingNode):
        if r.check_tag(node):
            r.error(node, f"{what} must be a letter, or a list of letters, not a mapping",
                    hint="e.g. `answer: B`, or `answer: [A, C]` for several correct choices")
        return [], False
    else:
        items = [node]
        multi = False
    found: list[int] = []
    for item in items:
        value = r.scalar(item, what)
        if value is None:
            continue
        letter = value.strip().upper()
        if not letter:
            r.error(item, f"{what} is empty", hint=hint)
            continue
        if len(letter) != 1 or letter not in LETTERS or item.tag != _CORE + "str":
            extra = ""
            if "," in value or " " in value.strip():
                extra = "; for several answers write a list: `[A, C]`"
            last = LETTERS[min(count or MAX_CHOICES, MAX_CHOICES) - 1]  # count may be over the maximum
            r.error(item, f"{what} must be a letter A to {last}, not {quoted(value)}{extra}", hint=hint)
            continue
        index = LETTERS.index(letter)
        if count is not None and index >= count:
            r.error(item, f"{what} {letter} names no choice; this question has {count} (A to {LETTERS[count - 1]})")
            continue
        if index in found:
            r.error(item, f"{what} lists {letter} twice")
            continue
        found.append(index)
    return sorted(found), multi
