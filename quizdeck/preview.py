"""A static HTML page per deck where the quiz can be taken in a browser, with the
very same card templates, CSS and script as in Anki."""

from __future__ import annotations

import base64
import re
from html import escape
from pathlib import Path

from .atomicfile import write_bytes_atomic
from .notetype import FIELDS, card_css, card_templates, read_template
from .package import DeckRecord

_SECTION = re.compile(r"\{\{([#^])([^}]+)\}\}(.*?)\{\{/\2\}\}", re.S)
_FIELD = re.compile(r"\{\{([^#^/}][^}]*)\}\}")
_MIME = {".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif",
         ".svg": "image/svg+xml", ".webp": "image/webp", ".avif": "image/avif", ".bmp": "image/bmp"}


def render_card(template: str, fields: dict[str, str]) -> str:
    """Fill an Anki card template (the subset ours use: fields and sections)."""
    def section(m: re.Match) -> str:
        filled = bool(fields.get(m.group(2).strip(), "").strip())
        return render_card(m.group(3), fields) if filled == (m.group(1) == "#") else ""
    text = _SECTION.sub(section, template)
    return _FIELD.sub(lambda m: fields.get(m.group(1).split(":")[-1].strip(), ""), text)


def _inline_media(html: str, media: dict[str, bytes]) -> str:
    for name, data in media.items():
        if name in html:
            mime = _MIME.get(Path(name).suffix, "application/octet-stream")
            html = html.replace(f'src="{name}"', f'src="data:{mime};base64,{base64.b64encode(data).decode()}"')
    return html


def preview_html(record: DeckRecord) -> str:
    """The whole preview page of one deck, self-contained (media inlined)."""
    mc = card_templates()[0]
    cards = []
    for note in record.notes:
        fields = dict(zip(FIELDS, note.fields))
        front = _inline_media(render_card(mc["qfmt"], fields), record.media)
        back = _inline_media(render_card(mc["afmt"], fields), record.media)
        cards.append('<template class="pv-card">'
                     f'<template data-side="front">{front}</template>'
                     f'<template data-side="back">{back}</template></template>')
    page = read_template("preview.html")
    page = page.replace("/*CARD_CSS*/", card_css()).replace("<!--TITLE-->", escape(record.name))
    page = page.replace("<!--CARDS-->", "\n".join(cards))
    return page.replace("/*PREVIEW_JS*/", read_template("preview.js"))


def write_preview(record: DeckRecord, dest: Path) -> None:
    """Write the preview page atomically."""
    write_bytes_atomic(dest, preview_html(record).encode("utf-8"))
