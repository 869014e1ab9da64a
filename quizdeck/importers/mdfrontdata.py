"""The front matter of a Markdown page read as data: a quiz kept in its YAML (Hugo's, Jekyll's ``questions:``).

Some sites keep a page's quiz in the page's front matter, the YAML between the ``---`` lines at its top, and
draw it with a template; the Markdown below holds a sentence or nothing. The YAML is read as YAML (PyYAML's
safe composer, which keeps where each value is written) into ``datarecords.Datum`` values, their lines the
source's; ``datarecords.find`` says whether a list in it holds a quiz. Aliases are followed within a budget
of values, so a small front matter cannot grow into a huge tree.
"""

from __future__ import annotations

from dataclasses import dataclass

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from quizdeck.importers.datarecords import Datum, Value, find
from quizdeck.importers.mdstructure import FRONT_MATTER_END

#: front matter longer than this many lines is not looked for (a quiz of a few hundred questions fits)
_MAX_LINES = 50_000
#: values read from the YAML at most, aliases followed included
_MAX_VALUES = 200_000


@dataclass(frozen=True)
class FrontQuiz:
    """The records of a front matter's quiz, its span and its ``title``."""

    records: list[Datum]
    start: int          # 1-based first line of the front matter (its ``---``)
    end: int            # 1-based last line (the closing ``---``)
    title: str | None


class _Budget(Exception):
    pass


def _span(lines: list[str]) -> int | None:
    """The 0-based index of the line closing the front matter, when the source starts with one."""
    if not lines or lines[0].rstrip() != "---":
        return None
    return next((i for i in range(1, min(len(lines), _MAX_LINES)) if FRONT_MATTER_END.match(lines[i])), None)


def _datum(node: Node, offset: int, loader: yaml.SafeLoader, budget: list[int]) -> Datum:
    budget[0] -= 1
    if budget[0] < 0:
        raise _Budget
    line, col = node.start_mark.line + offset, node.start_mark.column + 1
    value: Value
    if isinstance(node, ScalarNode):
        got = loader.construct_object(node)
        value = got if isinstance(got, (str, int, float, bool)) or got is None else str(got)
        # a block scalar's end is the next line's start
        end = node.end_mark.line + offset - (1 if node.end_mark.column == 0 and node.end_mark.line else 0)
    elif isinstance(node, SequenceNode):
        value = [_datum(n, offset, loader, budget) for n in node.value]
        end = max((d.last for d in value), default=line)
    elif isinstance(node, MappingNode):
        value = {}
        for k, v in node.value:
            if isinstance(k, ScalarNode):
                value[str(k.value)] = _datum(v, offset, loader, budget)
        end = max((d.last for d in value.values()), default=line)
    else:  # pragma: no cover - the composer makes only the three kinds
        value, end = None, line
    return Datum(value, line, col, max(end, line))


def quiz(lines: list[str]) -> FrontQuiz | None:
    """The quiz a Markdown source keeps in its front matter; None when it keeps none there (or its YAML does not
    read)."""
    close = _span(lines)
    if close is None or close < 2:
        return None
    text = "\n".join(lines[1:close]) + "\n"
    try:
        loader = yaml.SafeLoader(text)
        try:
            node = loader.get_single_node()
            if node is None:
                return None
            root = _datum(node, 2, loader, [_MAX_VALUES])   # the YAML's first line is the source's second
        finally:
            loader.dispose()
    except (yaml.YAMLError, _Budget, RecursionError, ValueError, TypeError):
        return None
    found = find(root)
    if found is None:
        return None
    title = None
    if isinstance(root.value, dict) and (t := root.value.get("title")) is not None and isinstance(t.value, str):
        title = " ".join(t.value.split()) or None
    return FrontQuiz(found[1], 1, close + 1, title)
