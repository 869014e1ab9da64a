"""Custom containers (markdown-it-container's, as VuePress, VitePress and Docusaurus write them) read as the
``<details>`` blocks they are, line for line.

A page writes a box as a fence of three colons or more, a name and maybe a title (``:::details Resposta correta``,
``::: tip``, ``:::note Why``, ``:::tip[Why]``, ``::: warning``), its Markdown body, and a fence of colons alone closing
it. The page shows the title (or the name) over the body, often folded (``details``): a quiz page puts each question's
answer or its explanation in one, under the choices. Read as written, the fences are lines of text, the opening one a
choice or a question of its own. So the opening fence is ``<details><summary>TITLE</summary>`` (the name when there is
no title) and the closing one ``</details>``: the body belongs to the question above it, as a ``<details>`` block's
does, never a question of its own; the title line is no text (the reader knows an answer's button, ``<summary>Answer
</summary>``, in many languages). Nested boxes close by a fence of as many colons or more. A box inside a numbered
question's list item (its fences indented four spaces or more) is closed by a fence at the same column, and written
there. A name in braces (``:::{note}``) is MyST's directive (``mddirectives``); fenced code is left as it is; a box
never closed is left as written. Linear in the number of lines.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence

from quizdeck.importers import mdshortboxes

#: a container's opening fence: its colons, its name, its title (``:::details Resposta correta``, ``::: tip``,
#: Docusaurus's ``:::tip[Why]``)
_OPENING = re.compile(r"^[ ]*(:{3,})[ \t]*([A-Za-z][\w-]{0,40})"
                      r"(?:\[([^\]\n]{0,300})\]|[ \t]+([^\n]{0,300}?))?[ \t]*$")
#: MyST's directive fenced with colons (``:::{note}``): ``mddirectives``
_DIRECTIVE = re.compile(r"^[ ]*(:{3,})[ \t]*\{")
#: a fence of colons alone: a container's end
_CLOSING = re.compile(r"^[ ]*(:{3,})[ \t]*$")
_CODE_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})")


def _indent(line: str) -> int:
    """The spaces before a fence: up to three are no indentation (a fence anywhere in the page's flow); more are the
    column of the list item the fence stands in (a box inside a numbered question), which its closing fence shares."""
    n = len(line) - len(line.lstrip(" "))
    return n if n > 3 else 0


def opened(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """``lines`` with every container's fences written as a ``<details>`` block's tags (the module); None when the
    file has no closed container. No line is left blank."""
    if not any(line.lstrip(" ").startswith(":::") for line in lines):
        return None
    out = list(lines)
    stack: list[tuple[int, str, int]] = []     # the open containers: their opening line, colons and indentation
    pairs: list[tuple[int, int]] = []
    code: str | None = None
    for i, line in enumerate(lines):
        f = _CODE_FENCE.match(line)
        if code is not None:
            if f and f.group(1)[0] == code[0] and len(f.group(1)) >= len(code) and not line[f.end():].strip():
                code = None
            continue
        if f is not None:
            code = f.group(1)
            continue
        if (c := _CLOSING.match(line)) is not None:
            depth = _indent(line)
            while stack and (len(stack[-1][1]) > len(c.group(1)) or stack[-1][2] > depth):
                stack.pop()            # a longer fence, or one deeper in a list, never closed: left as written
            if stack and stack[-1][2] == depth:
                pairs.append((stack.pop()[0], i))
            continue                   # (a fence deeper than the open box: no end of it, left as written)
        if (o := _OPENING.match(line) or _DIRECTIVE.match(line)) is not None:
            stack.append((i, o.group(1), _indent(line)))   # (a directive's fence is paired too, left as written)
    if not any(_OPENING.match(lines[start]) for start, _ in pairs):
        return None
    for start, end in pairs:
        m = _OPENING.match(lines[start])
        if m is None:
            continue                           # MyST's ":::{note}": mddirectives
        title = (m.group(3) or m.group(4) or "").strip() or m.group(2)
        pad = " " * _indent(lines[start])      # (inside a list item: at its column)
        out[start] = f"{pad}<details><summary>{html.escape(title, quote=False)}</summary>"
        out[end] = f"{pad}</details>"
    return out, set()


def page_boxes(lines: Sequence[str]) -> list[str] | None:
    """``lines`` with the containers written as ``<details>`` blocks (``opened``) and the boxes drawn with shortcodes
    as checkboxes (``mdshortboxes``), line for line; None when there is neither."""
    out: list[str] | None = None
    if (boxed := opened(lines)) is not None:
        out = boxed[0]
    if (ticked := mdshortboxes.rewritten(out if out is not None else lines)) is not None:
        out = ticked[0]
    return out
