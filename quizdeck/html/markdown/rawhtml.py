"""Raw HTML in a text: a small allowlist of inline formatting tags passes, re-serialised with
its allowed attributes only; any other tag, comment or declaration is shown as text, and so
is an allowed tag that a sentence merely names ("wrap it in <b>")."""

from __future__ import annotations

import html as _html
import re
from collections.abc import Callable, Iterator, Sequence

from markdown_it.common.html_re import HTML_TAG_RE
from markdown_it.token import Token
from markdown_it.utils import EnvType

from quizdeck.html.markdown.escape import escape, escape_keep_entities
from quizdeck.html.markdown.urls import img_ok, resolve_image

_ALLOWED_RAW_TAGS = frozenset(
    ["sub", "sup", "br", "kbd", "b", "i", "u", "em", "strong", "s", "del", "ins", "mark", "small", "code", "span",
     "ruby", "rt", "rp", "abbr", "img"]
)
_VOID_TAGS = frozenset({"br", "img"})
_ALLOWED_RAW_ATTRS = {
    "abbr": ("title",),
    "img": ("src", "alt", "width", "height"),
}
_TAG_SCAN_RE = re.compile(HTML_TAG_RE.pattern)
_OPEN_TAG_RE = re.compile(r"<([A-Za-z][A-Za-z0-9\-]*)(.*?)\s*/?>\Z", re.S)
_CLOSE_TAG_RE = re.compile(r"</([A-Za-z][A-Za-z0-9\-]*)\s*>\Z")
_ATTR_RE = re.compile(
    r"([a-zA-Z_:][a-zA-Z0-9:._-]*)(?:\s*=\s*(?:([^\"'=<>`\x00-\x20]+)|'([^']*)'|\"([^\"]*)\"))?"
)
_DIMENSION_RE = re.compile(r"[0-9]{1,5}%?\Z")
_SRC_ATTR_RE = re.compile(r"\ssrc\s*=", re.I)

#: where a tag stands: (id of its token, offset of the tag in the token's content)
Where = tuple[int, int]


def _identity(s: str) -> str:
    return s


def _allowed_tag(tag: str) -> tuple[str, bool, str] | None:
    """(lower-case name, is a closing tag, the source of its attributes) of an allowed tag,
    else None."""
    m = _CLOSE_TAG_RE.match(tag)
    closing = m is not None
    if m is None:
        m = _OPEN_TAG_RE.match(tag)
    if m is None or m.group(1).lower() not in _ALLOWED_RAW_TAGS:
        return None
    return m.group(1).lower(), closing, "" if closing else m.group(2)


def _raw_tokens(tokens: Sequence[Token]) -> Iterator[Token]:
    """The raw HTML tokens among ``tokens``, in the order of the text."""
    for tok in tokens:
        if tok.children:
            yield from _raw_tokens(tok.children)
        if tok.type in ("html_inline", "html_block"):
            yield tok


def _allowed_tags(tokens: Sequence[Token]) -> Iterator[tuple[str, bool, str, Where]]:
    """(name, is a closing tag, the tag as written, where it stands) of every allowed tag."""
    for tok in _raw_tokens(tokens):
        for m in _TAG_SCAN_RE.finditer(tok.content):
            named = _allowed_tag(m.group())
            if named is not None:
                yield named[0], named[1], m.group(), (id(tok), m.start())


def _close(stack: list[tuple[str, Where]], name: str, literal: set[Where]) -> None:
    """Close the innermost open ``name`` of ``stack``; the tags opened inside it and still
    open are never closed themselves, so they are text."""
    while stack:
        open_name, open_where = stack.pop()
        if open_name == name:
            return
        literal.add(open_where)


def tags_as_text(tokens: Sequence[Token]) -> set[Where]:
    """Allowed tags of a text that are prose, not markup: shown as written.

    "The <img> element needs an alt" or "wrap it in <b> to bold it" name a tag; taken as
    markup, the word would vanish into an empty image or a bold rest of the text. So an
    ``<img>`` without ``src``, an opening tag never closed in the text and a closing tag
    never opened are text. Returns (token id, offset of the tag in its content).
    """
    literal: set[Where] = set()
    stack: list[tuple[str, Where]] = []
    for name, closing, tag, where in _allowed_tags(tokens):
        if name in _VOID_TAGS:
            if closing or (name == "img" and not _SRC_ATTR_RE.search(tag)):
                literal.add(where)
        elif not closing:
            stack.append((name, where))
        elif any(open_name == name for open_name, _ in stack):
            _close(stack, name, literal)
        else:
            literal.add(where)
    literal.update(where for _, where in stack)
    return literal


def _attribute_value(attr: str, value: str, env: EnvType) -> str | None:
    """The value written for an allowed attribute, or None when the attribute is dropped."""
    if attr == "src":
        # with a resolver (a real build) every source is its to judge, so a
        # refused one is an error at its line rather than a silently empty <img>
        if env.get("resolver") is None and not img_ok(value):
            return None
        return resolve_image(value, env)
    if attr in ("width", "height") and not _DIMENSION_RE.match(value):
        return None
    return value


def _attributes(name: str, source: str, env: EnvType, restore: Callable[[str], str]) -> str:
    """The allowed attributes of an allowed tag, each the first time it is given, re-serialised."""
    allowed = _ALLOWED_RAW_ATTRS.get(name, ())
    parts: list[str] = []
    seen = set()
    for am in _ATTR_RE.finditer(source):
        attr = am.group(1).lower()
        if attr not in allowed or attr in seen:
            continue
        seen.add(attr)
        raw = am.group(2) or am.group(3) or am.group(4) or ""
        value = _attribute_value(attr, restore(_html.unescape(raw)), env)
        if value is not None:
            parts.append(f' {attr}="{escape(value)}"')
    return "".join(parts)


def _raw_tag(tag: str, env: EnvType, restore: Callable[[str], str]) -> str:
    """One raw tag from the source: re-serialised when allowed, else shown as text (a
    disallowed tag, comment, declaration, processing instruction, CDATA)."""
    named = _allowed_tag(tag)
    if named is None:
        return escape(restore(tag))
    name, closing, attributes = named
    if closing:
        return "" if name in _VOID_TAGS else f"</{name}>"
    return f"<{name}{_attributes(name, attributes, env, restore)}>"


def raw_html(content: str, env: EnvType, token_id: int) -> str:
    """Sanitise a raw HTML token (inline tag or whole HTML block)."""
    math = env.get("math")
    restore = math.restore if math is not None else _identity
    literal = env.get("literal") or ()
    out: list[str] = []
    last = 0
    for m in _TAG_SCAN_RE.finditer(content):
        if m.start() > last:
            out.append(escape_keep_entities(restore(content[last : m.start()])))
        if (token_id, m.start()) in literal:
            out.append(escape(restore(m.group())))
        else:
            out.append(_raw_tag(m.group(), env, restore))
        last = m.end()
    if last < len(content):
        out.append(escape_keep_entities(restore(content[last:])))
    return "".join(out)
