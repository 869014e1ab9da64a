"""The block structure of a Markdown source, from markdown-it-py's token stream.

What the line patterns cannot tell reliably comes from the parser the build uses:
which lines are headings (ATX and setext, at which level), which are thematic breaks
(``---``, ``***``), which are raw HTML blocks, and the front matter (``---`` ... ``---`` at the top; its ``title:``
names the deck); a heading's attributes (``{#anchor}``, Pandoc's and kramdown's) are no part of its text.
Tokens carry ``.map``, the 0-based line range of each block, which is
all the reader needs. markdown-it-py is linear in its input (no backtracking rules), so
a stranger's file cannot make this hang; the front matter is found by hand (a plugin
would only add a dependency) and only in the first 200 lines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from markdown_it import MarkdownIt

FRONT_MATTER_END = re.compile(r"^(?:---|\.\.\.)[ \t]*$")
#: a key of the front matter and its value
_FRONT_KEY = re.compile(r"^[\w-]{1,40}[ \t]*:[ \t]*(.*)$")
_FRONT_TITLE = re.compile(r"^title[ \t]*:[ \t]*(.*?)[ \t]*$", re.I)
_MAX_FRONT_MATTER = 200
#: a heading's attributes at its end, as Pandoc and kramdown write them: ``{#anchor}``, ``{.class}``, ``{: #id}``
_MAX_HEADING = 2000
_HEADING_ATTRIBUTES = re.compile(r"[ \t]+\{:?[ \t]*[#.][^{}\n]{0,300}\}[ \t]*$")


@dataclass
class Blocks:
    """Per 0-based line: the structure markdown-it found."""

    headings: dict[int, tuple[int, str]] = field(default_factory=dict)   # first line -> (level, inline text)
    heading_lines: set[int] = field(default_factory=set)                 # every line of a heading (setext: 2)
    rules: set[int] = field(default_factory=set)                         # thematic breaks
    front_matter: tuple[int, int] | None = None                          # [start, end) of the front matter
    title: str | None = None                                             # its `title:`
    html: list[tuple[int, int]] = field(default_factory=list)            # [start, end) of each HTML block


def front_matter(lines: list[str]) -> tuple[tuple[int, int] | None, str | None]:
    """Jekyll/Hugo front matter at the top: its [start, end) lines and its ``title:``."""
    if not lines or lines[0].strip() != "---":
        return None, None
    quoted: str | None = None
    for i in range(1, min(len(lines), _MAX_FRONT_MATTER)):
        if FRONT_MATTER_END.match(lines[i]):
            title = None
            # keys indented as a whole ("    title: x" under "---"): read as if they were not
            flat = not any(line[:1].isalnum() for line in lines[1:i])
            for line in lines[1:i]:
                m = _FRONT_TITLE.match(line.lstrip(" \t") if flat else line)
                if m:
                    value = m.group(1)
                    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
                        value = value[1:-1]
                    title = " ".join(value.split()) or None
                    break
            return (0, i + 1), title
        if quoted is not None:
            quoted = None if lines[i].rstrip().endswith(quoted) else quoted   # a quoted value's lines
            continue
        if lines[i] and not lines[i][0].isspace() and ":" not in lines[i] and not lines[i].startswith(("#", "-")):
            return None, None   # not YAML keys: a rule, then text
        key = _FRONT_KEY.match(lines[i])
        if key is not None and len(value := key.group(1).rstrip()) >= 1 and value[0] in "\"'" and (
                len(value) == 1 or not value.endswith(value[0])):
            quoted = value[0]   # description: "RGPD quoi ? ..., its lines below until the quote closes
    return None, None


#: block structure only: the inline rules (emphasis, links) would only cost time here
_PARSER = MarkdownIt("commonmark").disable("inline")


def read_blocks(lines: list[str]) -> Blocks:
    """The headings, rules and front matter of a Markdown source given as its lines."""
    blocks = Blocks()
    blocks.front_matter, blocks.title = front_matter(lines)
    skip = blocks.front_matter[1] if blocks.front_matter else 0
    # the front matter's lines are blanked (not removed) so that the maps stay the source's line numbers
    text = "\n".join([""] * skip + lines[skip:])
    tokens = _PARSER.parse(text)
    items = 0   # list items open around the token
    for k, token in enumerate(tokens):
        items += 1 if token.type == "list_item_open" else -1 if token.type == "list_item_close" else 0
        if token.map is None:
            continue
        start, end = token.map
        if token.type == "heading_open":
            inline = tokens[k + 1].content if k + 1 < len(tokens) else ""
            if items:
                continue   # "- #": a list item's text that is a sign, no heading
            if "{" in inline and len(inline) <= _MAX_HEADING:
                inline = _HEADING_ATTRIBUTES.sub("", inline)
            blocks.headings[start] = (int(token.tag[1]), inline)
            blocks.heading_lines.update(range(start, end))
        elif token.type == "hr":
            if not in_run(lines, start):
                blocks.rules.add(start)
        elif token.type == "html_block":
            blocks.html.append((start, end))
    return blocks


#: a list item's line: its bullet, then its text
_ITEM = re.compile(r"^[ \t]{0,3}([-*+])[ \t]+\S")


def in_run(lines: list[str], i: int) -> bool:
    """Whether a line a parser takes for a thematic break (``- --``) is an item of the list run right above it: it
    starts with the same bullet as the item on the line above (no blank line between) and that item is no break."""
    here = _ITEM.match(lines[i])
    if here is None or i == 0:
        return False
    above = _ITEM.match(lines[i - 1])
    return above is not None and above.group(1) == here.group(1) and not THEMATIC_BREAK.match(lines[i - 1])


#: a thematic break (CommonMark: three or more of one sign; textquiz reads rules by it too)
THEMATIC_BREAK = re.compile(r"^ {0,3}([-*_])[ \t]*(?:\1[ \t]*){2,}$")
