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

import contextlib
import gc
import os
import re
import unicodedata
from pathlib import Path
from typing import Iterator

import yaml
from yaml.composer import ComposerError
from yaml.events import (AliasEvent, MappingEndEvent, MappingStartEvent, ScalarEvent, SequenceEndEvent,
                         SequenceStartEvent, StreamEndEvent)
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from .diagnostics import Diagnostics, Pos

try:  # libyaml: about 5x faster, same node tree and marks
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - PyYAML without libyaml
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]

DEFAULT_MAX_BYTES = 20 * 1024 * 1024
#: Deepest nesting of lists and mappings accepted; a quiz needs 5.
MAX_DEPTH = 100
BOM = b"\xef\xbb\xbf"
#: Characters YAML 1.1 reads as line breaks although editors do not (NEL, LINE and
#: PARAGRAPH SEPARATOR): they would silently split or fold a text, and shift every
#: line number after them.
_ODD_BREAKS = re.compile("[\x85\u2028\u2029]")

__all__ = ["MappingNode", "Node", "ScalarNode", "SequenceNode", "load_nodes", "node_pos", "display_path"]


def display_path(path: Path) -> str:
    """The path as messages show it: relative to the working folder when inside it."""
    absolute = os.path.abspath(path)
    cwd = os.getcwd()
    if absolute.startswith(cwd.rstrip(os.sep) + os.sep):
        return os.path.relpath(absolute, cwd)
    return absolute


def node_pos(path: str, node: Node) -> Pos:
    """Where a node starts, 1-based."""
    mark = node.start_mark
    return Pos(path, mark.line + 1, mark.column + 1)


def _decode(data: bytes, where: str, diags: Diagnostics) -> str | None:
    if data.startswith(BOM):
        data = data[len(BOM):]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = data[: exc.start]
        line = before.count(b"\n") + 1
        col = len(before) - (before.rfind(b"\n") + 1) + 1
        diags.error(
            Pos(where, line, col),
            f"the file is not valid UTF-8 (byte 0x{data[exc.start]:02x})",
            hint="save the file as UTF-8",
        )
        return None


@contextlib.contextmanager
def paused_gc() -> Iterator[None]:
    """Pause the cyclic garbage collector while building many objects that form no cycles.

    Composing and checking a big quiz allocates a few hundred thousand nodes, and the
    collector kept rescanning them: without it, composing takes a third of the time.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


class _TooDeep(ComposerError):
    pass


def _anchor(anchors: dict[str, Node], event, node: Node) -> None:
    """Remember an anchor; like PyYAML, defining one twice is an error."""
    first = anchors.get(event.anchor)
    if first is not None:
        raise ComposerError(None, None, f"anchor &{event.anchor} is defined twice (first at line "
                                        f"{first.start_mark.line + 1})", event.start_mark)
    anchors[event.anchor] = node


def compose(text: str) -> Node | None:
    """The node tree of the single YAML document in ``text`` (None when there is none).

    Same nodes, tags and marks as ``yaml.compose(text, Loader=CSafeLoader)``, built
    iteratively; raises ``yaml.MarkedYAMLError`` on bad YAML, more than one document
    or nesting deeper than :data:`MAX_DEPTH`.
    """
    loader = _Loader(text)
    try:
        get, resolve = loader.get_event, loader.resolve
        get()  # StreamStartEvent
        if loader.check_event(StreamEndEvent):
            return None
        get()  # DocumentStartEvent
        anchors: dict[str, Node] = {}
        stack: list[list] = []  # [collection node, key node waiting for its value]
        count = 0
        while True:
            event = get()
            kind = event.__class__
            count += 1
            if kind is ScalarEvent:
                tag = event.tag
                if tag is None or tag == "!":
                    tag = resolve(ScalarNode, event.value, event.implicit)
                node: Node = ScalarNode(tag, event.value, event.start_mark, event.end_mark, style=event.style)
                if event.anchor is not None:
                    _anchor(anchors, event, node)
            elif kind is AliasEvent:
                if event.anchor not in anchors:
                    raise ComposerError(None, None, f"found undefined alias {event.anchor!r}", event.start_mark)
                node = anchors[event.anchor]
            elif kind is SequenceStartEvent or kind is MappingStartEvent:
                if len(stack) >= MAX_DEPTH:
                    raise _TooDeep(None, None, f"lists and mappings are nested more than {MAX_DEPTH} deep",
                                   event.start_mark)
                cls = SequenceNode if kind is SequenceStartEvent else MappingNode
                tag = event.tag
                if tag is None or tag == "!":
                    tag = resolve(cls, None, event.implicit)
                node = cls(tag, [], event.start_mark, None, flow_style=event.flow_style)
                if event.anchor is not None:
                    _anchor(anchors, event, node)
                stack.append([node, None])
                continue
            elif kind is SequenceEndEvent or kind is MappingEndEvent:
                node = stack.pop()[0]
                node.end_mark = event.end_mark
            else:  # pragma: no cover - the parser guarantees the event order
                raise ComposerError(None, None, f"unexpected {kind.__name__}", event.start_mark)
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
        get()  # DocumentEndEvent
        if not loader.check_event(StreamEndEvent):
            event = get()
            raise ComposerError("expected a single document in the stream", node.start_mark,
                                "but found another document", event.start_mark)
        # how many nodes the file itself holds: the schema's budget for visits through
        # aliases comes on top of this, so big files without aliases are never refused
        node.composed_events = count  # type: ignore[attr-defined]
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


def load_nodes(path: Path, diags: Diagnostics, max_bytes: int = DEFAULT_MAX_BYTES) -> Node | None:
    """Read ``path`` and compose its single YAML document.

    Returns the root node, or None after recording why not in ``diags``.
    An empty document is reported as an error here.
    """
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
        data = path.read_bytes()
    except OSError as exc:
        diags.error(Pos(where), f"cannot read the file: {exc.strerror or exc}")
        return None
    if len(data) > max_bytes:  # the file grew between stat and read
        diags.error(Pos(where), f"the file is over the limit of {max_bytes:,} bytes")
        return None
    text = _decode(data, where, diags)
    if text is None:
        return None
    odd = _ODD_BREAKS.search(text)
    if odd:
        diags.error(_text_pos(where, text, odd.start()),
                    f"the file contains {_char_name(odd.group())}, which YAML reads as a line break",
                    hint="replace it with a space or a real line break")
        return None
    try:
        with paused_gc():
            node = compose(text)
    except yaml.MarkedYAMLError as exc:
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
        if "\t" in message or "'\\t'" in message:
            hint = "YAML does not allow tabs for indentation; use spaces"
        if isinstance(exc, _TooDeep):
            diags.error(pos, f"the file nests lists and mappings more than {MAX_DEPTH} deep",
                        hint="a quiz needs only a few levels: deck, questions, choices")
            return None
        if "found another document" in message:
            message = "a quiz file holds one YAML document, but a second one (`---`) starts here"
            hint = "put each deck in a file of its own"
        diags.error(pos, f"YAML syntax error: {message}", hint=hint)
        return None
    except yaml.reader.ReaderError as exc:
        # a character YAML does not allow anywhere (control characters, U+FFFE...);
        # libyaml counts its position in bytes, PyYAML in characters: find it instead
        char = chr(exc.character) if isinstance(exc.character, int) else str(exc.character)
        index = text.find(char)
        pos = _text_pos(where, text, index) if index >= 0 else Pos(where)
        diags.error(pos, f"the file contains the character {_char_name(char)}, which YAML does not allow",
                    hint=f"delete it; in a double-quoted text it can be written as an escape such as "
                         f"\"\\x{ord(char):02x}\"" if ord(char) < 0x100 else "delete it")
        return None
    except yaml.YAMLError as exc:
        message = " ".join(str(exc).split())
        diags.error(Pos(where), f"YAML error: {message}")
        return None
    if node is None or (isinstance(node, ScalarNode) and node.value.strip() == ""):
        diags.error(Pos(where), "the file is empty", hint="a quiz file starts with `deck:` and `questions:`")
        return None
    return node
