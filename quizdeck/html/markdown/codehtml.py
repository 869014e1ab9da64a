"""A code block's HTML as the sanitiser leaves it, written directly: what
``sanitise(code_block(...))`` gives, byte for byte, without Pygments' HTML formatter and
without the sanitiser parsing and writing the block again.

The text is escaped as the sanitiser writes text back (``& < >`` and the no-break space;
quotes as they are), each token type's span as the sanitiser writes it back (found once per
type by sanitising that span alone), and the lines and spans are laid out by
``HtmlFormatter._format_lines``' own rules (Pygments 2.x): tokens of one class on a line share
a span, which closes before each line break. Code the sanitiser would change otherwise (a NUL,
a carriage return, a lone surrogate), or a span it does not write back as a span, takes the
long way. ``tests/test_render_fast.py`` compares both ways over many languages and random code.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from markdown_it.utils import EnvType

from quizdeck.html.markdown.code import _FORMATTER, CODE_CLASS, _lexer, code_block
from quizdeck.html.markdown.sanitiser import sanitise

#: What the sanitiser does not give back as it is in a code block's text, beside ``& < >``
#: and the no-break space it escapes (every other code point was tried): NUL and a carriage
#: return (neither is left by the normaliser), and lone surrogates (no UTF-8 for them).
_UNSAFE_CODE_RE = re.compile("[\x00\r\ud800-\udfff]")
#: Text as the sanitiser writes it back.
_SANITISED_TEXT = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", "\u00a0": "&nbsp;"})

#: By token type: HtmlFormatter's span opener (tokens with equal openers share a span), and
#: the opener and closer as the sanitiser writes them back (it keeps only allowed classes).
_Span = tuple[str, str, str]
_SPANS: dict[Any, _Span] = {}


class _Unsure(Exception):
    """The sanitiser does not write a span back as a span: the block takes the long way."""


def _span(ttype: Any) -> _Span:
    found = _SPANS.get(ttype)
    if found is not None:
        return found
    # HtmlFormatter's own class names: a private method, not in its stubs (tests/test_render_fast.py
    # compares every lexer's blocks with the long way)
    classes: str = _FORMATTER._get_css_classes(ttype)  # type: ignore[attr-defined]
    if not classes:
        found = ("", "", "")
    else:
        opener = f'<span class="{classes}">'
        clean = sanitise(f"{opener}x</span>")
        if not clean.endswith("x</span>") or not clean.startswith("<span") or clean.count("x") != 1:
            raise _Unsure
        found = (opener, clean[:-len("x</span>")], "</span>")
    _SPANS[ttype] = found
    return found


def _body(tokens: Iterable[tuple[Any, str]]) -> str:
    """The tokens as ``HtmlFormatter(nowrap=True)`` lays them out, as the sanitiser writes them back."""
    out: list[str] = []
    line: list[str] = []
    lspan = lclose = ""   # the span open on the line: HtmlFormatter's opener, and its closer
    translate = _SANITISED_TEXT
    for ttype, value in tokens:
        cspan, copen, cclose = _SPANS.get(ttype) or _span(ttype)
        parts = value.translate(translate).split("\n")
        last = parts.pop()
        for part in parts:   # every line this token ends
            if line:
                if lspan != cspan and part:
                    line.extend((lclose, copen, part, cclose, "\n"))
                else:
                    line.extend((part, lclose, "\n"))
                out.append("".join(line))
                line = []
            elif part:
                out.append(f"{copen}{part}{cclose}\n")
            else:
                out.append("\n")
        if line and last:
            if lspan != cspan:
                line.extend((lclose, copen, last))
                lspan, lclose = cspan, cclose
            else:
                line.append(last)
        elif last:
            line = [copen, last]
            lspan, lclose = cspan, cclose
    if line:
        line.extend((lclose, "\n"))
        out.append("".join(line))
    return "".join(out)


def sanitised_code_block(code: str, lang: str, env: EnvType) -> str:
    """``sanitise(code_block(code, lang, env))``, mostly without either."""
    if _UNSAFE_CODE_RE.search(code) is None:
        lexer = None if env.get("checking") else _lexer(lang.lower())
        try:
            body = _body(lexer.get_tokens(code)) if lexer is not None else code.translate(_SANITISED_TEXT)
        except _Unsure:
            pass
        else:
            return f'<div class="{CODE_CLASS}"><pre><code>{body}</code></pre></div>'
    return sanitise(code_block(code, lang, env))
