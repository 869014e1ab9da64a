"""Read a YAML file safely into a tree of nodes that remember their positions.

Only YAML's core types are allowed: the nodes are composed, never constructed, so
tags such as ``!!python/object`` cannot run anything; they are reported instead.
libyaml (``CSafeLoader``) does the parsing when PyYAML was built with it.
"""

from __future__ import annotations

import os
from pathlib import Path

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from .diagnostics import Diagnostics, Pos

try:  # libyaml: about 5x faster, same node tree and marks
    from yaml import CSafeLoader as _Loader
except ImportError:  # pragma: no cover - PyYAML without libyaml
    from yaml import SafeLoader as _Loader  # type: ignore[assignment]

DEFAULT_MAX_BYTES = 20 * 1024 * 1024
BOM = b"\xef\xbb\xbf"

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
    try:
        node = yaml.compose(text, Loader=_Loader)
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
        diags.error(pos, f"YAML syntax error: {message}", hint=hint)
        return None
    except yaml.YAMLError as exc:
        diags.error(Pos(where), f"YAML error: {exc}")
        return None
    if node is None or (isinstance(node, ScalarNode) and node.value.strip() == ""):
        diags.error(Pos(where), "the file is empty", hint="a quiz file starts with `deck:` and `questions:`")
        return None
    return node
