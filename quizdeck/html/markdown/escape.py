"""HTML escaping of text as the renderer writes it."""

from __future__ import annotations

import re


def escape_text(s: str) -> str:
    """Escape ``& < >`` for text (what the sanitiser leaves escaped in text)."""
    if "&" in s:
        s = s.replace("&", "&amp;")
    if "<" in s:
        s = s.replace("<", "&lt;")
    if ">" in s:
        s = s.replace(">", "&gt;")
    return s


def escape(s: str) -> str:
    """Escape for text and double-quoted attribute values."""
    s = escape_text(s)
    if '"' in s:
        s = s.replace('"', "&quot;")
    return s


_BARE_AMP_RE = re.compile(r"&(?!#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{1,31};)")


def escape_keep_entities(s: str) -> str:
    """Escape text from a raw HTML block, keeping character references."""
    return _BARE_AMP_RE.sub("&amp;", s).replace("<", "&lt;").replace(">", "&gt;")
