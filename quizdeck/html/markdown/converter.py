"""``MarkdownConverter``: a quiz's text fields → sanitised HTML, each text rendered once.

Plain text (no Markdown, HTML or math characters) skips the parser and the sanitiser, and
so do the texts most quizzes have (paragraphs, simple lists, fenced code, emphasis, code
spans, math: ``narrow``); the results of all but plain texts are cached per (text, mode), the
most recently used first, so repeated texts render once.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Callable

from markdown_it.utils import EnvType

from quizdeck.html.markdown.ankisyntax import escape_anki_syntax
from quizdeck.html.markdown.fastpath import cannot_fail, is_plain, render_plain
from quizdeck.html.markdown.math import MathPlaceholders, protect_math, restore_tokens
from quizdeck.html.markdown.narrow import render_narrow
from quizdeck.html.markdown.parser import MD
from quizdeck.html.markdown.problems import raise_problems
from quizdeck.html.markdown.rawhtml import tags_as_text
from quizdeck.html.markdown.sanitiser import sanitise

#: Rendered texts remembered, so that repeated texts (stock choices, a `why` or an
#: explanation shared through an alias) are rendered once: the most recently used ones,
#: up to this many, and up to this many characters of text and HTML together (a large
#: deck's unique explanations would otherwise pile up for nothing).
CACHE_LIMIT = 20_000
CACHE_CHARS = 2_000_000

_LEADING_BLANK_RE = re.compile(r"\A(?:[ \t]*\n)+")


def normalize(text: str) -> str:
    """``text`` with Unix line breaks, NUL replaced, leading blank lines and trailing white
    space removed."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if "\x00" in text:
        text = text.replace("\x00", "\ufffd")
    return _LEADING_BLANK_RE.sub("", text).rstrip(" \t\n")


class MarkdownConverter:
    """Render quiz text fields to sanitised HTML (see the package docstring)."""

    def __init__(self, image_resolver: Callable[[str], str] | None = None, checking: bool = False):
        """``checking``: the HTML is only looked at for problems (``check``), never shown.
        Then a text that cannot have a problem and surely shows something is not rendered
        (it stands as ``<p>…</p>``), and code is not highlighted; every problem (refused
        image or link, math, a question that shows nothing) is found as in a full rendering."""
        self._resolver = image_resolver
        self._checking = checking
        self.checking = checking
        self._cache: OrderedDict[tuple[str, bool], str] = OrderedDict()   # in order of use, oldest first
        self._cached_chars = 0

    def block(self, text: str) -> str:
        """Question, explanation, description, why: block HTML (``<p>`` etc.)."""
        return self._get(text, False)

    def inline(self, text: str) -> str:
        """Choice text: like :meth:`block`, but a single paragraph loses its ``<p>``."""
        return self._get(text, True)

    # -- internals ---------------------------------------------------------

    def _get(self, text: str, inline: bool) -> str:
        if is_plain(text):
            # normalising leaves a plain text as it is, and its HTML costs less than a cache lookup
            return text if inline else f"<p>{text}</p>"
        key = (text, inline)
        cache = self._cache
        result = cache.get(key)
        if result is not None:
            cache.move_to_end(key)  # the most recently used
            return result
        result = self._render(text, inline, not_plain=True)
        cache[key] = result
        self._cached_chars += len(text) + len(result)
        while len(cache) > CACHE_LIMIT or self._cached_chars > CACHE_CHARS:
            (old_text, _), old_result = cache.popitem(last=False)  # the least recently used
            self._cached_chars -= len(old_text) + len(old_result)
        return result

    def _render(self, text: str, inline: bool, not_plain: bool = False) -> str:
        """``not_plain``: :func:`is_plain` said no to ``text`` as it is (unless normalising changes
        it, it need not be asked again)."""
        normal = normalize(text)
        if not normal:
            return ""
        if not (not_plain and normal is text) and is_plain(normal):
            return render_plain(normal, inline)
        text = normal
        if self._checking and cannot_fail(text):
            return "<p>…</p>"   # what it would show does not matter, only that it shows something
        source, math = protect_math(text)
        html = render_narrow(source, inline, math, self._checking)
        if html is not None:
            return escape_anki_syntax(html)
        return self._render_parsed(source, math, inline)

    def _render_full(self, text: str, inline: bool) -> str:
        """``text`` (normalised) through markdown-it, whatever it holds."""
        source, math = protect_math(text)
        return self._render_parsed(source, math, inline)

    def _render_parsed(self, source: str, math: MathPlaceholders | None, inline: bool) -> str:
        env: EnvType = {"resolver": self._resolver, "math": math, "checking": self._checking}
        # a one-line choice is inline Markdown only: "1990.", "-", "# 1" or "> 2"
        # stay text instead of becoming a list, a heading or a quote
        tokens = MD.parseInline(source, env) if inline and "\n" not in source else MD.parse(source, env)
        if math is not None:
            restore_tokens(tokens, math)
        if "<" in source:
            env["literal"] = tags_as_text(tokens)
        if inline and len(tokens) == 3 and tokens[0].type == "paragraph_open" and tokens[2].type == "paragraph_close":
            tokens = tokens[1:2]
        elif inline and len(tokens) == 1 and tokens[0].type == "html_block":
            env["unwrap"] = True
        out = MD.renderer.render(tokens, MD.options, env)
        raise_problems(env)
        return escape_anki_syntax(sanitise(out))
