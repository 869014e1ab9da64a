"""Write a stable ``id:`` into every question that lacks one, changing nothing else.

The id written is the question's implicit id (``identity.implicit_id``), the one its
GUID already derives from, so the notes already in Anki stay the same notes. The
edit is a text insertion at the position the YAML parser reports for the question's
first key: comments, order, quoting and line endings stay byte for byte.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from quizdeck.core.atomicfile import write_bytes_atomic
from quizdeck.core.diagnostics import Diagnostics
from quizdeck.core.errors import FileError
from quizdeck.core.identity import implicit_id, unique_id
from quizdeck.source.reader import BOM, DEFAULT_MAX_BYTES, MappingNode, Node, ScalarNode, SequenceNode, load_nodes


@dataclass
class Insertion:
    """Text to insert at a character offset of the file."""

    index: int       # character offset in the text (without BOM)
    text: str


def _plan(root: Node | None, text: str) -> list[Insertion]:
    newline = "\r\n" if "\r\n" in text else "\n"
    if not isinstance(root, MappingNode):
        return []
    questions = next((v for k, v in root.value if isinstance(k, ScalarNode) and k.value == "questions"), None)
    if not isinstance(questions, SequenceNode):
        return []
    plan = []
    items = [item for item in questions.value if isinstance(item, MappingNode) and item.value]
    taken = {v.value for item in items for k, v in item.value
             if isinstance(k, ScalarNode) and k.value == "id" and isinstance(v, ScalarNode)}
    for item in items:
        keys = {k.value: v for k, v in item.value if isinstance(k, ScalarNode)}
        if "id" in keys or not isinstance(keys.get("question"), ScalarNode):
            continue
        # the first question with a text keeps the implicit id (and so its note); a second one with
        # the same text was the same note, which `build` refuses, so a new id loses nothing
        new_id = unique_id(implicit_id(keys["question"].value), taken)
        first_key = item.value[0][0]
        if item.flow_style:
            plan.append(Insertion(first_key.start_mark.index, f"id: {new_id}, "))
        else:
            indent = " " * first_key.start_mark.column
            plan.append(Insertion(first_key.start_mark.index, f"id: {new_id}{newline}{indent}"))
    return plan


def add_ids(path: Path, diags: Diagnostics, max_bytes: int = DEFAULT_MAX_BYTES) -> int:
    """Add ids to the questions of one file; returns how many were added.

    Problems (unreadable file, YAML errors) go to ``diags`` and the file is left alone.
    """
    root = load_nodes(path, diags, max_bytes)
    if root is None:
        return 0
    try:
        raw = path.read_bytes()
    except OSError as exc:   # gone or unreadable since it was parsed
        raise FileError.from_os_error(exc, path) from exc
    bom = raw.startswith(BOM)
    text = raw[len(BOM):].decode("utf-8") if bom else raw.decode("utf-8")
    plan = _plan(root, text)
    if not plan:
        return 0
    for ins in sorted(plan, key=lambda i: i.index, reverse=True):
        text = text[: ins.index] + ins.text + text[ins.index:]
    write_bytes_atomic(path, (BOM if bom else b"") + text.encode("utf-8"))
    return len(plan)
