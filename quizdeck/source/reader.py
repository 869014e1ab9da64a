"""Read a YAML file safely into a tree of nodes that remember their positions.

Only YAML's core types are allowed: the nodes are composed, never constructed, so
tags such as ``!!python/object`` cannot run anything; they are reported instead.
libyaml (``CSafeLoader``) does the parsing when PyYAML was built with it.

The nodes are composed here, without recursion, from the parser's events: PyYAML's
own composer recurses once per nesting level, and a file of nested brackets
(``[[[[...``) crashed libyaml's with a segmentation fault (pure-Python PyYAML raised
RecursionError). Nesting deeper than :data:`MAX_DEPTH` is an error. Aliases are
shared nodes, never copies, so composing costs no more than the file's size; the
schema bounds how many nodes it visits through aliases.
"""

from __future__ import annotations

import io
import itertools
import re
import unicodedata
from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any, BinaryIO, TypeVar

import yaml
from yaml.composer import ComposerError
from yaml.events import (
    AliasEvent,
    MappingEndEvent,
    MappingStartEvent,
    ScalarEvent,
    SequenceEndEvent,
    SequenceStartEvent,
    StreamEndEvent,
)
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.core.gcpause import paused_gc
from quizdeck.core.paths import display_path

try:  # libyaml: about 5x faster, same node tree and marks
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - PyYAML without libyaml
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]  # same interface, another class

DEFAULT_MAX_BYTES = 20 * 1024 * 1024
#: Deepest nesting of lists and mappings accepted; a quiz needs 5.
MAX_DEPTH = 100
#: Expanding aliases may add at most this many nodes to a file's own ("billion laughs").
MAX_EXPANDED_NODES = 2_000_000
#: Texts repeated through aliases may add up to this many characters per file: a
#: megabyte text aliased in every question would otherwise make gigabytes of notes
#: out of a file of a megabyte.
MAX_ALIASED_CHARS = 10_000_000
BOM = b"\xef\xbb\xbf"
#: Characters YAML 1.1 reads as line breaks although editors do not (NEL, LINE and
#: PARAGRAPH SEPARATOR): they would silently split or fold a text, and shift every
#: line number after them.
_ODD_BREAKS = re.compile("[\x85\u2028\u2029]")

__all__ = ["MappingNode", "Node", "RawItem", "ScalarNode", "SequenceNode", "load_nodes", "node_pos", "stream_nodes"]


def node_pos(path: str, node: Node) -> Pos:
    """Where a node starts, 1-based."""
    mark = node.start_mark
    return Pos(path, mark.line + 1, mark.column + 1)


def decode_utf8(data: bytes, where: str, diags: Diagnostics, hint: str = "save the file as UTF-8") -> str | None:
    """``data`` as UTF-8 text, or None after reporting the first bad byte at its line and column."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = data[: exc.start]
        line = before.count(b"\n") + 1
        col = len(before) - (before.rfind(b"\n") + 1) + 1
        diags.error(Pos(where, line, col), f"the file is not valid UTF-8 (byte 0x{data[exc.start]:02x})", hint=hint)
        return None


def _decode(data: bytes, where: str, diags: Diagnostics) -> str | None:
    if data.startswith(BOM):
        data = data[len(BOM):]
    return decode_utf8(data, where, diags)


#: A parser event. Any: which attributes it has depends on its class, which the composer
#: tests by identity (faster than isinstance); and the stubs give libyaml's marks another
#: class than PyYAML's errors accept.
_Event = Any


class _TooDeep(ComposerError):
    pass


class _TooLarge(ComposerError):
    """Aliases expand the document beyond the limits (a "billion laughs" bomb)."""


class _Recursive(ComposerError):
    """An alias inside the list or mapping it names: a structure without end."""


class _Aliases:
    """Anchors and what expanding their aliases costs.

    Every anchored node's size (nodes, characters) is known once it is complete;
    each alias adds its node's size to the document's expansion, which is bounded
    by :data:`MAX_EXPANDED_NODES` and :data:`MAX_ALIASED_CHARS`. Whatever reads the
    tree later therefore visits at most the file's own nodes plus that budget.
    """

    def __init__(self) -> None:
        self.anchors: dict[str, Node] = {}
        self.sizes: dict[int, tuple[int, int]] = {}   # id(anchored node) -> (nodes, chars); kept alive by anchors
        self.nodes = 0
        self.chars = 0
        self.events = 0   # anchors defined and aliases expanded so far

    def define(self, event: _Event, node: Node) -> None:
        """Remember an anchor; like PyYAML, defining one twice is an error."""
        first = self.anchors.get(event.anchor)
        if first is not None:
            raise ComposerError(None, None, f"anchor &{event.anchor} is defined twice (first at line "
                                            f"{first.start_mark.line + 1})", event.start_mark)
        self.anchors[event.anchor] = node
        self.events += 1
        if node.__class__ is ScalarNode:
            self.sizes[id(node)] = (1, len(node.value))

    def complete(self, node: Node) -> None:
        """An anchored list or mapping has ended: measure it, stopping at anchored nodes."""
        nodes, chars = 1, 0
        todo = list(node.value) if node.__class__ is SequenceNode else [n for pair in node.value for n in pair]
        sizes = self.sizes
        while todo:
            child = todo.pop()
            size = sizes.get(id(child))
            if size is not None:
                nodes += size[0]
                chars += size[1]
            elif child.__class__ is ScalarNode:
                nodes += 1
                chars += len(child.value)
            elif child.__class__ is SequenceNode:
                nodes += 1
                todo.extend(child.value)
            else:
                nodes += 1
                for pair in child.value:
                    todo.extend(pair)
        sizes[id(node)] = (nodes, chars)

    def expand(self, event: _Event) -> Node:
        """The node an alias stands for, counted against the budget."""
        node = self.anchors.get(event.anchor)
        if node is None:
            raise ComposerError(None, None, f"found undefined alias {event.anchor!r}", event.start_mark)
        size = self.sizes.get(id(node))
        if size is None:  # the list or mapping is still open: the alias is inside its own anchor
            raise _Recursive(None, None, f"alias *{event.anchor} stands for a list or mapping that "
                                         "contains it, which would never end", event.start_mark)
        self.nodes += size[0]
        self.chars += size[1]
        self.events += 1
        if self.nodes > MAX_EXPANDED_NODES:
            raise _TooLarge(None, None, "the document expands to too many nodes through its aliases "
                                        f"(over {MAX_EXPANDED_NODES:,})", event.start_mark)
        if self.chars > MAX_ALIASED_CHARS:
            raise _TooLarge(None, None, "the document repeats too much text through its aliases "
                                        f"(over {MAX_ALIASED_CHARS:,} characters)", event.start_mark)
        return node


#: Each item of the root mapping's ``questions`` list as soon as it is complete: (the root
#: mapping so far, the list's node, the item's node). Items streamed are not kept. An item
#: whose text defines an anchor or uses an alias has ``entangled`` set on its node (its
#: nodes may depend on, or decide, another part of the file: it cannot be read alone).
StreamedItem = tuple[MappingNode, SequenceNode, "Node | RawItem"]
#: A stream of items that ends with the document's root node (its ``return`` value).
NodeStream = Generator[StreamedItem, None, "Node | None"]
STREAMED_KEY = "questions"

_T = TypeVar("_T")


def _returned(stream: Generator[object, None, _T]) -> _T:
    """What a stream that yields nothing returns."""
    try:
        next(stream)
    except StopIteration as end:
        value: _T = end.value
        return value
    raise AssertionError("an item streamed where none was asked for")  # pragma: no cover


def compose(source: str | BinaryIO | io.RawIOBase) -> Node | None:
    """The node tree of the single YAML document in ``source`` (None when there is none).

    ``source`` is a text or a binary file (UTF-8, read in chunks). Same nodes, tags
    and marks as ``yaml.compose(source, Loader=CSafeLoader)``, built iteratively;
    raises ``yaml.MarkedYAMLError`` on bad YAML, more than one document, nesting
    deeper than :data:`MAX_DEPTH` or aliases expanding beyond the limits.
    """
    return _returned(compose_streaming(source, stream=False))


def compose_item(text: str) -> Node | None:
    """The one item of a block list that ``text`` holds alone (``  - id: ...``, after as many
    line breaks as there are lines before it in its file, so that its marks are those of the
    file), composed as :func:`compose` would compose it in the file; None when ``text`` is not
    exactly one such item, or defines an anchor or uses an alias (what it means would then
    depend on the rest of the file), or is not valid YAML."""
    try:
        root = _returned(compose_streaming(text, stream=False, plain=True))
    except (yaml.YAMLError, _Entangled):
        return None
    if root is None or root.__class__ is not SequenceNode or root.tag != "tag:yaml.org,2002:seq" \
            or root.flow_style or len(root.value) != 1:
        return None
    item: Node = root.value[0]
    return item


def _quick_tags(loader: Any) -> tuple[dict[str, list[tuple[str, Any]]], str | None, str | None, str | None]:
    """What ``loader.resolve`` needs to answer without being called: its implicit resolvers by
    the first character of the plain scalars they may take (any other plain scalar, and any
    quoted one, is a string), and its default tags for scalars, lists and mappings. The tags are
    None (ask the resolver) when it has wildcard or path resolvers, whose answers depend on more."""
    table: dict[str, list[tuple[str, Any]]] = loader.yaml_implicit_resolvers
    if None in table or loader.yaml_path_resolvers:
        return {}, None, None, None
    return table, loader.DEFAULT_SCALAR_TAG, loader.DEFAULT_SEQUENCE_TAG, loader.DEFAULT_MAPPING_TAG


#: Items streamed as their events are at most this deep (the item's mapping, its list of
#: choices, a choice's mapping); a deeper one is composed as it is parsed.
RAW_DEPTH = 3


class RawItem:
    """A streamed item of ``questions:`` as the parser's events, when it has no anchor and no
    alias (``compose_streaming(raw=True)``): a reader that knows its shape takes its values from
    the events (``validate.quick_question``), any other composes its node (:meth:`compose`), the
    very node the composer would have made of it."""

    __slots__ = ("events", "tags")

    def __init__(self, events: list[_Event], tags: tuple[dict[str, list[tuple[str, Any]]], str, str, str]):
        self.events = events
        #: the resolver's answers (``_quick_tags``): implicit resolvers by first character, then
        #: the default tags of scalars, lists and mappings
        self.tags = tags

    def compose(self) -> Node:
        """The item's node, as ``compose_streaming`` composes it."""
        table, str_tag, seq_tag, map_tag = self.tags
        stack: list[Any] = []
        node: Any = None
        for event in self.events:
            kind = event.__class__
            if kind is ScalarEvent:
                tag = event.tag
                value = event.value
                if tag is None or tag == "!":
                    tag = str_tag
                    if event.implicit[0]:
                        tag = scalar_tag(table, value, str_tag)
                node = ScalarNode(tag, value, event.start_mark, event.end_mark, style=event.style)
            elif kind is SequenceStartEvent or kind is MappingStartEvent:
                tag = event.tag
                if tag is None or tag == "!":
                    tag = seq_tag if kind is SequenceStartEvent else map_tag
                cls = SequenceNode if kind is SequenceStartEvent else MappingNode
                stack.append([cls(tag, [], event.start_mark, None, flow_style=event.flow_style), None])
                continue
            else:   # the end of a list or a mapping (an item holds no alias)
                node = stack.pop()[0]
                node.end_mark = event.end_mark
            if not stack:
                break
            top = stack[-1]
            if top[0].__class__ is SequenceNode:
                top[0].value.append(node)
            elif top[1] is None:
                top[1] = node
            else:
                top[0].value.append((top[1], node))
                top[1] = None
        composed: Node = node
        return composed


def scalar_tag(table: dict[str, list[tuple[str, Any]]], value: str, default: str) -> str:
    """The tag of a plain scalar without an explicit one: the first implicit resolver of its
    first character that matches it (``BaseResolver.resolve`` without wildcard and path resolvers)."""
    for candidate, regexp in table.get(value[0] if value else "", ()):
        if regexp.match(value):
            tag: str = candidate
            return tag
    return default


class _Entangled(ComposerError):
    """An anchor or an alias where a text must be read alone (:func:`compose_item`)."""


def compose_streaming(source: str | BinaryIO | io.RawIOBase, stream: bool = True, plain: bool = False,
                      raw: bool = False) -> NodeStream:
    """:func:`compose`, yielding the items of the root mapping's first ``questions:`` list
    one by one instead of putting them into the list, so a large quiz is never held
    whole; the list's node then has ``streamed`` set to their number. Returns the root.
    ``plain``: an anchor or an alias is an error (``_Entangled``). ``raw``: an item that is a
    mapping at most :data:`RAW_DEPTH` deep, without anchors or aliases, in a file whose anchors
    and aliases so far would not mark it ``entangled``, is yielded as a :class:`RawItem` (its
    events), not composed."""
    loader = _Loader(source)
    try:
        get = loader.get_event
        resolve: Callable[[type[Node], str | None, Any], str] = loader.resolve  # untyped in the stubs
        # the resolver's answers that need no call (see _quick_tags)
        implicit_resolvers, str_tag, seq_tag, map_tag = _quick_tags(loader)
        raw_tags = (implicit_resolvers, str_tag, seq_tag, map_tag) if raw and str_tag is not None \
            and seq_tag is not None and map_tag is not None else None
        get()  # StreamStartEvent
        if loader.check_event(StreamEndEvent):
            return None
        get()  # DocumentStartEvent
        aliases = _Aliases()
        stack: list[list[Any]] = []  # [collection node, key node waiting for its value, anchored, streamed]
        stream_next = stream
        events_before = 0   # anchors and aliases before the item being streamed
        while True:
            event: _Event = get()
            kind = event.__class__
            if kind is ScalarEvent:
                tag = event.tag
                value = event.value
                if tag is None or tag == "!":
                    implicit = event.implicit
                    if str_tag is None:
                        tag = resolve(ScalarNode, value, implicit)
                    else:   # BaseResolver.resolve without wildcard and path resolvers, inlined
                        tag = str_tag
                        if implicit[0]:
                            for candidate, regexp in implicit_resolvers.get(value[0] if value else "", ()):
                                if regexp.match(value):
                                    tag = candidate
                                    break
                node: Node = ScalarNode(tag, value, event.start_mark, event.end_mark, style=event.style)
                if event.anchor is not None:
                    if plain:
                        raise _Entangled(None, None, "an anchor", event.start_mark)
                    aliases.define(event, node)
            elif kind is AliasEvent:
                if plain:
                    raise _Entangled(None, None, "an alias", event.start_mark)
                node = aliases.expand(event)
            elif kind is SequenceStartEvent or kind is MappingStartEvent:
                if raw_tags is not None and kind is MappingStartEvent and event.anchor is None and stack \
                        and stack[-1][3] and aliases.events == events_before:
                    # an item of the streamed list: its events, up to its end, unless it holds an
                    # anchor or an alias or nests deeper (then they are composed as they come)
                    events = [event]
                    depth = 1
                    while 0 < depth <= RAW_DEPTH:
                        event = get()
                        events.append(event)
                        kind = event.__class__
                        if kind is ScalarEvent:
                            if event.anchor is not None:
                                break
                        elif kind is MappingEndEvent or kind is SequenceEndEvent:
                            depth -= 1
                        elif kind is MappingStartEvent or kind is SequenceStartEvent:
                            if event.anchor is not None:
                                break
                            depth += 1
                        else:   # an alias
                            break
                    if depth == 0:
                        stack[-1][0].streamed += 1
                        yield stack[0][0], stack[-1][0], RawItem(events, raw_tags)
                        continue
                    rest = iter(events[1:])   # composed as they come: the events read, then the parser's
                    get = itertools.chain(rest, iter(loader.get_event, None)).__next__
                    event = events[0]
                    kind = MappingStartEvent
                if len(stack) >= MAX_DEPTH:
                    raise _TooDeep(None, None, f"lists and mappings are nested more than {MAX_DEPTH} deep",
                                   event.start_mark)
                cls = SequenceNode if kind is SequenceStartEvent else MappingNode
                tag = event.tag
                if tag is None or tag == "!":
                    quick = seq_tag if cls is SequenceNode else map_tag
                    tag = quick if quick is not None else resolve(cls, None, event.implicit)
                node = cls(tag, [], event.start_mark, None, flow_style=event.flow_style)
                if event.anchor is not None:
                    if plain:
                        raise _Entangled(None, None, "an anchor", event.start_mark)
                    aliases.define(event, node)
                streamed = False
                if stream_next and cls is SequenceNode and len(stack) == 1 and event.anchor is None:
                    key = stack[0][1]
                    if stack[0][0].__class__ is MappingNode and key.__class__ is ScalarNode \
                            and key.value == STREAMED_KEY:
                        streamed, stream_next = True, False
                        node.streamed = 0  # type: ignore[union-attr]  # our mark on PyYAML's node
                stack.append([node, None, event.anchor is not None, streamed])
                continue
            elif kind is SequenceEndEvent or kind is MappingEndEvent:
                entry = stack.pop()
                node = entry[0]
                node.end_mark = event.end_mark
                if entry[2]:
                    aliases.complete(node)
            else:  # pragma: no cover - the parser guarantees the event order
                raise ComposerError(None, None, f"unexpected {kind.__name__}", event.start_mark)
            if not stack:
                break
            top = stack[-1]
            if top[0].__class__ is SequenceNode:
                if top[3]:
                    top[0].streamed += 1  # type: ignore[attr-defined]  # our mark (set above)
                    if aliases.events != events_before:
                        node.entangled = True  # type: ignore[attr-defined]  # our mark on PyYAML's node
                        events_before = aliases.events
                    yield stack[0][0], top[0], node
                else:
                    top[0].value.append(node)
            elif top[1] is None:
                top[1] = node
            else:
                top[0].value.append((top[1], node))
                top[1] = None
        get()  # DocumentEndEvent
        if not loader.check_event(StreamEndEvent):
            event = get()
            raise ComposerError("expected a single document in the stream", node.start_mark,
                                "but found another document", event.start_mark)
        return node
    finally:
        loader.dispose()


def _text_pos(where: str, text: str, index: int) -> Pos:
    """Line and column (in characters, lines split at ``\\n``) of ``text[index]``."""
    line_start = text.rfind("\n", 0, index) + 1
    return Pos(where, text.count("\n", 0, index) + 1, index - line_start + 1)


def _char_name(char: str) -> str:
    name = unicodedata.name(char, "") or {"\x85": "NEXT LINE"}.get(char, "")
    return f"U+{ord(char):04X}" + (f" ({name})" if name else "")


class _Counted(io.RawIOBase):
    """A binary file as the parser reads it: counts the bytes, reports progress, enforces the limit."""

    def __init__(self, handle: BinaryIO, limit: int, on_read: Callable[[int], None] | None,
                 on_data: Callable[[bytes], None] | None = None):
        self.handle, self.limit, self.on_read, self.total = handle, limit, on_read, 0
        self.on_data = on_data

    def readable(self) -> bool:
        return True

    def read(self, size: int = -1) -> bytes:
        try:
            data = self.handle.read(size)
        except OSError as exc:  # told apart from the parser's errors, which libyaml raises through
            raise _ReadError(exc) from exc
        self.total += len(data)
        if self.total > self.limit:  # the file grew after its size was checked
            raise _Grew
        if self.on_read is not None and data:
            self.on_read(len(data))
        if self.on_data is not None:
            self.on_data(data)
        return data


class _Grew(Exception):
    pass


class _ReadError(Exception):
    """Reading the quiz file failed (an OSError of the file, not of the questions' handler)."""


#: Byte sequences that need a closer look before parsing: UTF-8 NEL, LINE and PARAGRAPH
#: SEPARATOR (see _ODD_BREAKS), and byte order marks of UTF-16/32, which libyaml would
#: accept but quiz files must not use.
_SUSPECT = (b"\xc2\x85", b"\xe2\x80\xa8", b"\xe2\x80\xa9")
_CHUNK = 1 << 20


def _suspect(handle: BinaryIO) -> bool:
    """Whether the file holds anything that :func:`_diagnose_text` must explain."""
    head = handle.read(4)
    if head.startswith((b"\xff\xfe", b"\xfe\xff", b"\x00\x00\xfe\xff")):
        return True
    tail = head
    while True:
        chunk = handle.read(_CHUNK)
        if not chunk:
            break
        window = tail + chunk
        if any(seq in window for seq in _SUSPECT):
            return True
        tail = chunk[-2:]
    return False


def load_nodes(path: Path, diags: Diagnostics, max_bytes: int = DEFAULT_MAX_BYTES) -> Node | None:
    """Read ``path`` and compose its single YAML document.

    Returns the root node, or None after recording why not in ``diags``. An empty
    document is reported as an error here. The file is parsed as it is read, never
    held whole.
    """
    return _returned(stream_nodes(path, diags, max_bytes, stream=False))


def stream_nodes(path: Path, diags: Diagnostics, max_bytes: int = DEFAULT_MAX_BYTES,
                 on_read: Callable[[int], None] | None = None, stream: bool = True,
                 on_data: Callable[[bytes], None] | None = None, raw: bool = False) -> NodeStream:
    """:func:`load_nodes`, yielding the questions' nodes one by one as the parser completes
    them (see :func:`compose_streaming`); returns the root node (None: see ``diags``).
    ``on_read`` gets the number of bytes read, chunk by chunk, ``on_data`` the bytes themselves;
    ``raw``: items may come as their events (see :func:`compose_streaming`).
    ``bench/phases.py`` times it alone."""
    where = display_path(path)
    try:
        size = path.stat().st_size
        if size > max_bytes:
            diags.error(
                Pos(where),
                f"the file is {size:,} bytes, over the limit of {max_bytes:,} bytes",
                hint="split the quiz into several files, or raise the limit with --max-size",
            )
            return None
        handle = path.open("rb")
    except OSError as exc:
        diags.error(Pos(where), f"cannot read the file: {exc.strerror or exc}")
        return None
    with handle:
        try:
            suspect = _suspect(handle)
            handle.seek(0)
        except OSError as exc:
            diags.error(Pos(where), f"cannot read the file: {exc.strerror or exc}")
            return None
        if suspect:
            _diagnose_text(path, where, diags, max_bytes)
            return None
        try:
            with paused_gc():
                node = yield from compose_streaming(_Counted(handle, max_bytes, on_read, on_data), stream, raw=raw)
        except _Grew:
            diags.error(Pos(where), f"the file is over the limit of {max_bytes:,} bytes")
            return None
        except yaml.reader.ReaderError:  # not UTF-8, or a character YAML refuses: find it in the text
            _diagnose_text(path, where, diags, max_bytes)
            return None
        except yaml.YAMLError as exc:
            _yaml_error(where, exc, diags, path)
            return None
        except _ReadError as exc:
            error = exc.args[0]
            diags.error(Pos(where), f"cannot read the file: {error.strerror or error}")
            return None
    if node is None or (isinstance(node, ScalarNode) and node.value.strip() == ""):
        diags.error(Pos(where), "the file is empty", hint="a quiz file starts with `deck:` and `questions:`")
        return None
    return node


def _diagnose_text(path: Path, where: str, diags: Diagnostics, max_bytes: int) -> None:
    """Find, in the whole text, the problem the parser stopped at, and say where it is.

    Only a file that cannot be parsed comes here, so holding it whole costs nothing
    in the builds that matter.
    """
    try:
        data = path.read_bytes()
    except OSError as exc:
        diags.error(Pos(where), f"cannot read the file: {exc.strerror or exc}")
        return
    if len(data) > max_bytes:
        diags.error(Pos(where), f"the file is over the limit of {max_bytes:,} bytes")
        return
    text = _decode(data, where, diags)
    if text is None:
        return
    odd = _ODD_BREAKS.search(text)
    if odd:
        diags.error(_text_pos(where, text, odd.start()),
                    f"the file contains {_char_name(odd.group())}, which YAML reads as a line break",
                    hint="replace it with a space or a real line break")
        return
    try:
        with paused_gc():
            compose(text)
    except yaml.reader.ReaderError as exc:
        # a character YAML does not allow anywhere (control characters, U+FFFE...);
        # libyaml counts its position in bytes, PyYAML in characters: find it instead
        char = chr(exc.character) if isinstance(exc.character, int) else str(exc.character)
        index = text.find(char)
        pos = _text_pos(where, text, index) if index >= 0 else Pos(where)
        diags.error(pos, f"the file contains the character {_char_name(char)}, which YAML does not allow",
                    hint=f"delete it; in a double-quoted text it can be written as an escape such as "
                         f"\"\\x{ord(char):02x}\"" if ord(char) < 0x100 else "delete it")
        return
    except yaml.YAMLError as exc:
        _yaml_error(where, exc, diags)
        return
    diags.error(Pos(where), "the file changed while it was read")
    return


def _tab_at(path: Path | None, line: int, column: int) -> bool:
    """Whether a tab is at (0-based) ``line``/``column`` of the file, or indents that line:
    libyaml's messages about a tab do not always say "tab" (the pure-Python parser's do)."""
    if path is None:
        return False
    try:
        with path.open("rb") as handle:
            for number, raw in enumerate(handle):
                if number == line:
                    text = raw.decode("utf-8", "replace")
                    indent = text[:len(text) - len(text.lstrip(" \t"))]
                    return "\t" in indent or text[column:column + 1] == "\t"
    except OSError:
        pass
    return False


def _yaml_error(where: str, exc: yaml.YAMLError, diags: Diagnostics, path: Path | None = None) -> None:
    """Record a parser's or composer's error at its place, in the user's words."""
    if not isinstance(exc, yaml.MarkedYAMLError):
        message = " ".join(str(exc).split())
        diags.error(Pos(where), f"YAML error: {message}")
        return
    mark = exc.problem_mark or exc.context_mark
    message = exc.problem or "invalid YAML"
    if exc.context:
        message = f"{exc.context}, {message}"
    hint = None
    if exc.context_mark is not None and "end of stream" in message and "quoted" in message:
        # an unclosed quote: point at where it opened, not at the end of the file
        mark = exc.context_mark
        message = "a quoted text is never closed"
        hint = "add the closing quote, or write the text without quotes"
    pos = Pos(where, mark.line + 1, mark.column + 1) if mark else Pos(where)
    if "\t" in message or "'\\t'" in message or "tab character" in message or (
            mark is not None and _tab_at(path, mark.line, mark.column)):
        hint = "YAML does not allow tabs for indentation; use spaces"
    if isinstance(exc, _TooDeep):
        diags.error(pos, f"the file nests lists and mappings more than {MAX_DEPTH} deep",
                    hint="a quiz needs only a few levels: deck, questions, choices")
        return
    if isinstance(exc, (_TooLarge, _Recursive)):
        diags.error(pos, message, hint="avoid YAML anchors and aliases in quiz files")
        return
    if "found another document" in message:
        message = "a quiz file holds one YAML document, but a second one (`---`) starts here"
        hint = "put each deck in a file of its own"
    diags.error(pos, f"YAML syntax error: {message}", hint=hint)
