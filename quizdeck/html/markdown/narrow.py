"""The texts most quizzes have, rendered without markdown-it: paragraphs, tight lists of
one-line items, fenced code, and inline emphasis, strong, code spans, backslash escapes and
Anki math. Anything else (a link, an image, raw HTML, an entity, a heading, a quote, a
table, indentation, a loose or nested list, an ambiguous emphasis run...) is declined
(:func:`render_narrow` returns None) and takes the full parser.

What it returns is exactly what the parser, the render rules and the sanitiser give for the
same text (``tests/test_markdown_narrow.py`` compares both over the corpus and random
texts): it follows markdown-it's own rules for what it accepts (emphasis flanking with
markdown-it's character classes, code spans, escapes, which lines interrupt a paragraph)
and writes what the sanitiser would leave (text with ``& < >`` escaped and quotes as they
are; a code block as `codehtml` writes it).
"""

from __future__ import annotations

import re

from markdown_it.common.utils import isMdAsciiPunct, isPunctChar, isWhiteSpace
from markdown_it.utils import EnvType

from quizdeck.html.markdown.codehtml import sanitised_code_block
from quizdeck.html.markdown.escape import escape_text
from quizdeck.html.markdown.fastpath import ODD_SPACE, ascii_members, holds
from quizdeck.html.markdown.math import MathPlaceholders

#: What no accepted text holds outside code blocks (math included): whitespace other than
#: space and newline, controls, noncharacters and lone surrogates (the sanitiser rewrites
#: some of them); and outside math: a link or a reference definition (``](`` ``]:``),
#: strikethrough.
_ODD_CHAR = rf"[{ODD_SPACE}\x00-\x09\x0b-\x1f\x7f-\x9f\ud800-\udfff\ufdd0-\ufdef\ufeff\ufffe\uffff]"
_ODD_CHAR_RE = re.compile(_ODD_CHAR)
_ODD_ASCII = ascii_members(_ODD_CHAR_RE)


def _declined(s: str) -> bool:
    """Whether ``s`` holds an odd character, ``](``, ``]:`` or ``~~`` (see above): one scan for
    the characters and three substring searches, where one pattern of all four alternatives
    would try each of them at every position."""
    return holds(s, _ODD_CHAR_RE, _ODD_ASCII) or "](" in s or "]:" in s or "~~" in s

#: A line that would open something else than a paragraph, or end one: indentation, trailing
#: white space, a heading, quote, raw HTML block, table row or delimiter row, a setext
#: underline or thematic break, a list item (one not taken as such), a hard break, a fence.
#: (Matched at the line's start only, its end looked at apart: a search would try every position.)
_ODD_LINE_START_RE = re.compile(
    r"[ \t#>|<=:]"
    r"|(?:[-*_][ \t]*){3,}$|-+[ \t]*$"
    r"|(?:[-*+]|[0-9]{1,9}[.)])(?:[ \t]|$)"
    r"|[-|:\s]+$"
    r"|(?:`{3}|~{3})"
)
_ODD_LINE_ENDS = (" ", "\t", "\\")
_BULLET_RE = re.compile(r"([-*+]) (?=\S)")
_ORDERED_RE = re.compile(r"([0-9]{1,9})([.)]) (?=\S)")
_FENCE_RE = re.compile(r"(`{3,}|~{3,})([A-Za-z0-9_+#.-]*)\Z")
_FENCE_LIKE_RE = re.compile(r"^ {0,3}(?:`{3}|~{3})")
#: Where inline text stops to look: markup characters.
_INLINE_SPECIAL_RE = re.compile(r"[\\`*_<&]")
_BACKTICKS_RE = re.compile(r"`+")
_ENTITY_START_RE = re.compile(r"&(?:#|[A-Za-z0-9]+;)")
_TAG_START_RE = re.compile(r"<[A-Za-z/!?]")


def _odd_line(line: str) -> bool:
    """Whether ``line`` (no line break in it) opens or ends something else than a paragraph
    line: indentation, trailing white space, a heading ... (see above)."""
    return line.endswith(_ODD_LINE_ENDS) or _ODD_LINE_START_RE.match(line) is not None


class Declined(Exception):
    """The text is not one the narrow renderer takes."""


def _text(s: str, math: MathPlaceholders | None) -> str:
    """Text as the renderer and the sanitiser leave it: math put back, ``& < >`` escaped."""
    if math is not None:
        s = math.restore(s)
    return escape_text(s)


def _is_punct(ch: str) -> bool:
    return isMdAsciiPunct(ord(ch)) or isPunctChar(ch)


def _delimiter_run(s: str, start: int, end: int) -> str:
    """What markdown-it makes of the run of ``*`` or ``_`` at ``s[start:end]``: "open",
    "close" or "text"; a run that could do both (the rule of three would decide) is declined."""
    marker = s[start]
    last = s[start - 1] if start > 0 else " "
    nxt = s[end] if end < len(s) else " "
    last_punct, next_punct = _is_punct(last), _is_punct(nxt)
    last_space, next_space = isWhiteSpace(ord(last)), isWhiteSpace(ord(nxt))
    left = not (next_space or (next_punct and not (last_space or last_punct)))
    right = not (last_space or (last_punct and not (next_space or next_punct)))
    if marker == "*":
        can_open, can_close = left, right
    else:
        can_open = left and (not right or last_punct)
        can_close = right and (not left or next_punct)
    if can_open and can_close:
        raise Declined
    return "open" if can_open else "close" if can_close else "text"


def render_inline(s: str, math: MathPlaceholders | None) -> str:
    """The HTML of inline Markdown ``s`` (a paragraph's or a list item's content)."""
    out: list[str] = []
    text: list[str] = []   # text since the last tag, as written (math restored once it is whole)
    stack: list[tuple[int, str]] = []   # open emphasis: (index in out, the run)
    pos = text_start = 0
    n = len(s)
    last_runs: dict[int, int] | None = None   # where the last backtick run of each length starts
    search = _INLINE_SPECIAL_RE.search
    while True:
        m = search(s, pos)
        if m is None:
            break
        i = m.start()
        ch = s[i]
        if ch == "&":
            if _ENTITY_START_RE.match(s, i):
                raise Declined
            pos = i + 1
            continue
        if ch == "<":
            if _TAG_START_RE.match(s, i):
                raise Declined
            pos = i + 1
            continue
        if ch == "\\":
            if i + 1 >= n:   # a backslash at the end is text
                pos = i + 1
                continue
            nxt = s[i + 1]
            if nxt == "\n":
                raise Declined   # a hard break
            # an escapable character stands for itself; any other keeps its backslash
            text.append(s[text_start:i])
            text.append(nxt if isMdAsciiPunct(ord(nxt)) else s[i:i + 2])
            pos = text_start = i + 2
            continue
        j = i + 1
        while j < n and s[j] == ch:
            j += 1
        if ch == "`":
            length = j - i
            if last_runs is None:
                last_runs = _last_runs(s)
            close = _code_span_end(s, j, length) if last_runs.get(length, -1) >= j else -1
            if close < 0:   # no closing run: the backticks are text
                pos = j
                continue
            text.append(s[text_start:i])
            out.append(_text("".join(text), math))
            text.clear()
            content = s[j:close - length].replace("\n", " ")
            if content.startswith(" ") and content.endswith(" ") and content.strip(" "):
                content = content[1:-1]
            out.append(f"<code>{_text(content, math)}</code>")
            pos = text_start = close
            continue
        # a run of * or _
        kind = _delimiter_run(s, i, j)
        if kind == "text":
            pos = j
            continue
        run = s[i:j]
        if len(run) > 2:
            raise Declined
        text.append(s[text_start:i])
        out.append(_text("".join(text), math))
        text.clear()
        if kind == "open":
            stack.append((len(out), run))
            out.append(run)   # stays as written if it is never closed
        else:
            if not stack or stack[-1][1] != run:
                raise Declined
            index, _ = stack.pop()
            tag = "em" if len(run) == 1 else "strong"
            out[index] = f"<{tag}>"
            out.append(f"</{tag}>")
        pos = text_start = j
    text.append(s[text_start:])
    out.append(_text("".join(text), math))
    return "".join(out)


def _last_runs(s: str) -> dict[int, int]:
    """Where the last run of backticks of each length starts (as markdown-it keeps it: a run
    with no closer after it is settled at once, so many unclosed runs take linear time)."""
    if "``" not in s:   # every run is one backtick
        return {1: s.rfind("`")}
    runs: dict[int, int] = {}
    for m in _BACKTICKS_RE.finditer(s):
        runs[m.end() - m.start()] = m.start()
    return runs


def _code_span_end(s: str, pos: int, length: int) -> int:
    """The end of the first run of exactly ``length`` backticks from ``pos``, or -1."""
    while True:
        start = s.find("`", pos)
        if start < 0:
            return -1
        end = start + 1
        while end < len(s) and s[end] == "`":
            end += 1
        if end - start == length:
            return end
        pos = end


def _list_marker(line: str) -> tuple[str, int, str] | None:
    """(kind, number, content) of a list item's line: kind is the bullet character, or
    ``.``/``)`` after the number of an ordered item; None for another line."""
    m = _BULLET_RE.match(line)
    if m is not None:
        return m.group(1), 0, line[m.end():]
    m = _ORDERED_RE.match(line)
    if m is not None:
        return m.group(2), int(m.group(1)), line[m.end():]
    return None


def _check_item(content: str) -> None:
    """An item's content must be one paragraph line (no block of its own inside)."""
    if _odd_line(content) or _list_marker(content):
        raise Declined


def _fence(lines: list[str], i: int, env: EnvType, math: MathPlaceholders | None) -> tuple[str, int] | None:
    """(HTML, the line after it) of a fenced code block opening at line ``i``, or None when
    the line opens none; an unclosed fence, or a fence-like line inside, is declined."""
    m = _FENCE_RE.match(lines[i])
    if m is None:
        return None
    marker, info = m.group(1), m.group(2)
    for j in range(i + 1, len(lines)):
        line = lines[j]
        if _FENCE_LIKE_RE.match(line):
            if line.startswith(marker[0] * len(marker)) and line == marker[0] * len(line):
                content = "".join(f"{body}\n" for body in lines[i + 1:j])
                if math is not None:
                    content = math.restore(content)
                return sanitised_code_block(content, info, env), j + 1
            raise Declined
    raise Declined


def render_narrow(source: str, inline: bool, math: MathPlaceholders | None, checking: bool) -> str | None:
    """The sanitised HTML of ``source`` (normalised, its math behind placeholders), or None
    when it is not a text this renderer takes. ``inline``: a choice (one paragraph loses its
    ``<p>``; a one-line choice is inline Markdown only)."""
    if math is not None and any(_ODD_CHAR_RE.search(original) for original in math.originals):
        return None
    try:
        if inline and "\n" not in source:
            if _declined(source) or source[0] == " ":
                return None
            return render_inline(source, math)
        return _render_blocks(source, inline, math, checking)
    except Declined:
        return None


def _render_blocks(source: str, inline: bool, math: MathPlaceholders | None, checking: bool) -> str:
    lines = source.split("\n")
    env: EnvType = {"checking": checking}
    parts: list[str] = []
    paragraphs = 0
    last_list = ""   # the kind of the list just ended by a blank line
    i = 0
    count = len(lines)
    while i < count:
        line = lines[i]
        if not line:
            i += 1
            continue
        fence = _fence(lines, i, env, math)
        if fence is not None:
            parts.append(fence[0])
            i = fence[1]
            last_list = ""
            continue
        marker = _list_marker(line)
        if marker is not None:
            kind, number, content = marker
            if kind == last_list:
                raise Declined   # the list goes on after a blank line: a loose list
            items: list[str] = []
            while True:
                _check_item(content)
                if _declined(content):
                    raise Declined
                items.append(f"<li>{render_inline(content, math)}</li>")
                i += 1
                if i >= count or not lines[i] or _FENCE_RE.match(lines[i]):
                    break
                nxt = _list_marker(lines[i])
                if nxt is None or nxt[0] != kind:
                    raise Declined   # a lazy continuation line, or another list
                content = nxt[2]
            if kind in ".)":
                tag = "ol" if number == 1 else f'ol start="{number}"'
                parts.append(f"<{tag}>\n" + "\n".join(items) + "\n</ol>")
            else:
                parts.append("<ul>\n" + "\n".join(items) + "\n</ul>")
            last_list = kind if i < count and not lines[i] else ""
            continue
        # a paragraph: up to a blank line, a fence or a list that may interrupt it
        start = i
        while True:
            if _odd_line(line):
                raise Declined
            i += 1
            if i >= count:
                break
            line = lines[i]
            if not line or _FENCE_RE.match(line):
                break
            marker = _list_marker(line)
            if marker is not None and (marker[0] in "-*+" or marker[1] == 1):
                break
        content = "\n".join(lines[start:i])
        if _declined(content):
            raise Declined
        parts.append(f"<p>{render_inline(content, math)}</p>")
        paragraphs += 1
        last_list = ""
    if inline and len(parts) == 1 and paragraphs == 1:
        return parts[0][3:-4]
    return "\n".join(parts)
