"""A static HTML page per deck where the quiz can be taken in a browser, with the
very same card templates, CSS and script as in Anki.

Pages are filled by structure, in one pass: the values put in (field HTML, the deck's
name) are never scanned again, so nothing an author types can be taken for one of
our placeholders. The card script and each image are in the page once, whatever the
number of cards (preview.js puts them into the card being shown).
"""

from __future__ import annotations

import base64
import json
import re
from collections.abc import Mapping
from html import escape
from pathlib import Path

from quizdeck.anki.notetype import FIELDS, card_css, card_templates, read_template
from quizdeck.anki.package import DeckRecord, NoteRecord
from quizdeck.core.atomicfile import write_bytes_atomic
from quizdeck.core.placeholders import fill
from quizdeck.html.media import IMAGE_TYPES

#: A section (``{{#Field}}...{{/Field}}``, ``{{^Field}}...{{/Field}}``) or a field (``{{Field}}``)
#: of an Anki card template.
_TOKEN = re.compile(r"\{\{([#^])([^}]+)\}\}(.*?)\{\{/\2\}\}|\{\{([^#^/}][^}]*)\}\}", re.DOTALL)
#: Where the card script goes in each side: preview.js puts ``card.js`` (held once by the
#: page) into it when the side is shown.
SCRIPT_MARKER = "<script data-mc-script></script>"


def render_card(template: str, fields: Mapping[str, str]) -> str:
    """Fill an Anki card template (the subset ours use: fields and sections), in one pass
    over the template: a field's value is never read as template syntax."""
    def token(m: re.Match[str]) -> str:
        if m.group(1):
            filled = bool(fields.get(m.group(2).strip(), "").strip())
            return render_card(m.group(3), fields) if filled == (m.group(1) == "#") else ""
        return fields.get(m.group(4).split(":")[-1].strip(), "")
    return _TOKEN.sub(token, template)


def _script_text(text: str) -> str:
    """Text safe inside a <script> element (our JSON and JS: no closing tag, no comment opener)."""
    return text.replace("</", "<\\/").replace("<!--", "<\\!--")


def media_json(media: Mapping[str, bytes]) -> str:
    """The deck's images as data: URLs by media name (preview.js swaps them in)."""
    urls = {name: f"data:{IMAGE_TYPES.get(Path(name).suffix.lower(), 'application/octet-stream')};base64,"
                  f"{base64.b64encode(data).decode('ascii')}" for name, data in sorted(media.items())}
    return _script_text(json.dumps(urls))


def card_html(note: NoteRecord) -> str:
    """One card of the preview: its front and back, as inert <template>s."""
    mc = card_templates(SCRIPT_MARKER)[0]
    fields = dict(zip(FIELDS, note.fields, strict=True))
    front = render_card(mc["qfmt"], fields)
    back = render_card(mc["afmt"], fields)
    return (f'<template class="pv-card" data-key="{escape(note.guid)}">'
            f'<template data-side="front">{front}</template>'
            f'<template data-side="back">{back}</template></template>')


def preview_html(record: DeckRecord, cards: list[str] | None = None, live: str = "") -> str:
    """The whole preview page of one deck, self-contained (media inlined). ``cards`` are
    the notes' ``card_html`` when already made; ``live`` is HTML for the end of the body
    (the live preview's script)."""
    if cards is None:
        cards = [card_html(note) for note in record.notes]
    return fill(read_template("preview.html"), {
        "/*CARD_CSS*/": card_css(),
        "<!--TITLE-->": escape(record.name),
        "<!--CARDS-->": "\n".join(cards),
        "/*CARD_JS*/": _script_text(read_template("card.js")),
        "/*MEDIA_JSON*/": media_json(record.media),
        "/*PREVIEW_JS*/": read_template("preview.js"),
        "<!--LIVE-->": live,
    })


def write_preview(record: DeckRecord, dest: Path) -> None:
    """Write the preview page atomically."""
    write_bytes_atomic(dest, preview_html(record).encode("utf-8"))
