"""Markdown text → sanitised HTML for card fields.

One :class:`MarkdownConverter` turns the text fields of a quiz (question, explanation,
description, choice text, why) into HTML. One concern a module, as markdown-it-py is laid out:

* ``converter``: :class:`MarkdownConverter`, its cache, and which path a text takes;
* ``fastpath``: texts that need no parser (plain text; when only checking, text that
  cannot have a problem);
* ``parser``: the markdown-it parser (CommonMark + tables + strikethrough) and the block
  parser that reports what its nesting limit would drop;
* ``rules``: the render rules that replace markdown-it's own;
* ``math``: Anki math ``\\( ... \\)`` and ``\\[ ... \\]`` kept exactly as written, behind
  placeholders while Markdown is parsed;
* ``code``: fenced code highlighted at build time with Pygments (colours in
  ``templates/highlight.css``, so no script is needed on the card);
* ``rawhtml``: the allowlist of raw inline tags and their attributes; everything else as text;
* ``urls``: which link and image URLs are allowed, and the image resolver's verdict;
* ``sanitiser``: nh3 over every parsed field, as defence in depth;
* ``ankisyntax``: Anki's own ``[sound:]``, ``[anki:]``, ``[latex]``, ``[$]``, ``[[type:]]``
  typed as text made inert;
* ``escape``: HTML escaping; ``problems``: what a text cannot be rendered for (:class:`RenderError`).
"""

from quizdeck.html.markdown.ankisyntax import escape_anki_syntax
from quizdeck.html.markdown.code import CODE_CLASS, PYGMENTS_CLASSES
from quizdeck.html.markdown.converter import MarkdownConverter
from quizdeck.html.markdown.problems import RenderError

__all__ = ["CODE_CLASS", "PYGMENTS_CLASSES", "MarkdownConverter", "RenderError", "escape_anki_syntax"]
