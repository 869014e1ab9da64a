"""The make_deck note type: its frozen identity, fields and card templates.

Field names, their order, template names and the note type id are shipped inside
users' collections. Anki's importer updates a note type in place only while they
match (see ``equal_schema`` in Anki's ``rslib/src/import_export/package/apkg/import/notes.rs``),
so they must never change. Template text and CSS may change between releases.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

import genanki

#: Fixed forever: Anki keys the note type by this id.
NOTETYPE_ID = 1732950000
NOTETYPE_NAME = "make_deck Multiple Choice"

#: Field names, in order. Frozen.
FIELDS: tuple[str, ...] = (
    "Question",
    "Choices",
    "Answer",
    "Explanation",
    "Source",
    "Recall",
    "Key",
)

#: (template name, front file, back file), in order. Frozen names.
TEMPLATES: tuple[tuple[str, str, str], ...] = (
    ("Multiple choice", "front.html", "back.html"),
    ("Recall", "recall_front.html", "recall_back.html"),
)

SCRIPT_PLACEHOLDER = "/*MC_SCRIPT*/"
#: The card script's element in the template files (where ``card.js`` goes).
SCRIPT_ELEMENT = f"<script>{SCRIPT_PLACEHOLDER}</script>"
CSS_FILES = ("card.css", "highlight.css")


def read_template(name: str) -> str:
    """Return the text of a file in ``quizdeck/templates``."""
    return (resources.files("quizdeck") / "templates" / name).read_text(encoding="utf-8")


def _with_script(template: str, script: str) -> str:
    # only our own template files go through here, never a user's text
    return template.replace(SCRIPT_ELEMENT, script)


@lru_cache(maxsize=2)
def card_templates(script: str | None = None) -> tuple[dict[str, str], ...]:
    """The card templates as genanki wants them, with ``card.js`` inlined; or, given
    ``script``, with that HTML in place of the whole script element (the preview page
    puts a marker there and holds the script once)."""
    if script is None:
        script = f"<script>{read_template('card.js')}</script>"
    return tuple(
        {
            "name": name,
            "qfmt": _with_script(read_template(front), script),
            "afmt": _with_script(read_template(back), script),
        }
        for name, front, back in TEMPLATES
    )


@lru_cache(maxsize=1)
def card_css() -> str:
    """The note type's CSS: the card's own rules, then the code highlighting theme."""
    return "\n".join(read_template(name) for name in CSS_FILES)


def build_model(model_class: type[genanki.Model] = genanki.Model) -> genanki.Model:
    """A fresh genanki model of the note type (genanki mutates templates, so copy)."""
    return model_class(
        NOTETYPE_ID,
        NOTETYPE_NAME,
        fields=[{"name": name} for name in FIELDS],
        templates=[dict(t) for t in card_templates()],
        css=card_css(),
        sort_field_index=0,
    )

