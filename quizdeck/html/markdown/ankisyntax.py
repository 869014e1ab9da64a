"""Anki's own syntax typed as text in a field, made inert."""

from __future__ import annotations

import re

#: What Anki acts on in a card's HTML: ``[sound:…]`` (played), ``[anki:tts …]…[/anki:tts]``
#: and any other ``[anki:…]`` directive (rslib card_rendering/parser.rs; spoken),
#: ``[anki:play:q:0]`` (aqt sound.py: a play button), ``[latex]…[/latex]``, ``[$]…[/$]``,
#: ``[$$]…[/$$]`` (rslib latex.rs, case-insensitive: LaTeX images) and ``[[type:…]]``
#: (aqt reviewer.py: a type-the-answer box). Their opening ``[`` becomes ``&#91;``: the card
#: shows the same text, and Anki's patterns, which read the HTML as written, never match.
_ANKI_SYNTAX_RE = re.compile(r"\[(?=sound:|/?anki:|/?latex\]|/?\$\$?\]|\[?type:)", re.IGNORECASE)


def escape_anki_syntax(html: str) -> str:
    """Make Anki's media, TTS, LaTeX and type-answer tags in ``html`` plain text."""
    return _ANKI_SYNTAX_RE.sub("&#91;", html) if "[" in html else html
