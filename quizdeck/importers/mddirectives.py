"""Directive blocks (MyST's, Jupyter Book's: ````` ````{exercise} `````, ``:::{note}``) read as the Markdown they hold,
line for line.

A directive is written as a fenced block whose info string is a name in braces; most directives (``exercise``,
``solution``, ``dropdown``, ``admonition``, ``note``, ``tab-item``...) hold Markdown that the page shows in a box,
as ``<details>`` does: a file may put a question, its code and its choices in one, and its answer in the next
(``{dropdown} Answer``). Those fences are no code block: their lines are read as blank lines (furniture), and
so is the directive's title and the options at its top (``:class: dropdown``, or a ``---`` block of them). A
directive whose body is not Markdown (``code-cell``, ``code-block``, ``math``, ``raw``, ``mermaid``...) stays a
code block, as does any ordinary fence. Nested directives are opened too (MyST nests them by longer fences);
every line keeps its place. Leanpub's Markua writes its quizzes as blocks of its own (``{quiz}`` ... ``{/quiz}``):
read as the questions they hold (``mdmarkua``). Linear in the number of lines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers import mdmarkua

#: a fence opening a directive: its fence and its name (``{exercise}``, ``{prf:definition}``)
_OPENING = re.compile(r"^[ ]{0,3}(`{3,}|~{3,}|:{3,})[ \t]*\{([A-Za-z][\w:.-]{0,60})\}(.*)$")
#: any fence: a code block's, or the end of one
_FENCE = re.compile(r"^[ ]{0,3}(`{3,}|~{3,}|:{3,})(.*)$")
#: an option at a directive's top: ``:class: dropdown``, ``:label: ex-1``
_OPTION = re.compile(r"^[ \t]*:[\w-]{1,40}:(?:[ \t].*)?$")
#: the directives whose body is not Markdown: code, math, raw output, diagrams, tables of data, includes
_NOT_MARKDOWN = frozenset({
    "code", "code-block", "code-cell", "sourcecode", "literalinclude", "math", "raw", "eval-rst", "mermaid",
    "graphviz", "toctree", "include", "jupyter-execute", "ipython", "csv-table", "list-table", "plot",
    "bibliography", "glue:figure", "glue:math", "tableofcontents", "only"})


def _closes(fence: str, line: str) -> bool:
    m = _FENCE.match(line)
    return bool(m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not m.group(2).strip())


def opened(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """``lines`` with the fences, titles and options of Markdown-holding directives made blank, and those lines;
    None when the file has no such directive. Markua's quiz blocks (``{quiz}`` ... ``{/quiz}``) first, as the
    questions they hold (``mdmarkua``)."""
    if not any("{" in line[:80] for line in lines):
        return None
    markua = mdmarkua.rewritten(lines)
    if markua is not None:
        lines = markua[0]
    out = list(lines)
    blank: set[int] = set(markua[1]) if markua is not None else set()
    stack: list[str] = []          # the open directives' fences, innermost last
    code: str | None = None        # the fence of a code block (or of a directive that is not Markdown) open
    i = 0
    while i < len(lines):
        line = lines[i]
        if code is not None:
            if _closes(code, line):
                code = None
            i += 1
            continue
        if stack and _closes(stack[-1], line):
            stack.pop()
            out[i] = ""
            blank.add(i)
            i += 1
            continue
        m = _OPENING.match(line)
        if m is not None and m.group(2).casefold() not in _NOT_MARKDOWN and (not stack or len(m.group(1)) < len(
                stack[-1]) or m.group(1)[0] != stack[-1][0]):
            stack.append(m.group(1))
            out[i] = ""
            blank.add(i)
            i += 1
            # the options at its top: ":key: value" lines, or a "---" block of YAML
            if i < len(lines) and lines[i].strip() == "---":
                end = next((j for j in range(i + 1, min(len(lines), i + 50)) if lines[j].strip() == "---"), None)
                if end is not None:
                    for j in range(i, end + 1):
                        out[j] = ""
                        blank.add(j)
                    i = end + 1
            while i < len(lines) and _OPTION.match(lines[i]):
                out[i] = ""
                blank.add(i)
                i += 1
            continue
        f = _FENCE.match(line)
        if f is not None and f.group(1)[0] != ":":
            code = f.group(1)   # a code block (a fence of colons is only ever a directive's)
        i += 1
    return (out, blank) if blank else None
