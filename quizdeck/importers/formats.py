"""The import formats: one list, and how a source's format is found.

``FORMATS`` holds each format once: its ``--format`` name, its name in messages, the file
suffixes that are its own and its reader, a subclass of ``base.Importer``. Every reader
reads the same way, ``Reader(source, diags).read(deck)``; ``Format.read`` does that for a
source and gives the deck.

A source's format, when not given: the one whose suffix the file has (``.md``, ``.gift``,
``.csv``...); else each format is asked how sure it is from the text (``Importer.sniff``) and
the surest wins, the earlier in the list on a tie (plain text, which any source can be read
as, is the least sure). The reader of the format found by the suffix, or the base's, decodes
the bytes (``Importer.decode``: CSV also reads Windows-1252 lines).

Adding a format takes one new module and one entry here: ``importers/NAME.py`` with a class
``NameReader(Importer)`` whose ``read(deck)`` fills the deck from ``self.source`` (``text``,
``lines``, ``where``, ``suffix``), says each problem at its line (``self.error``,
``self.warning``, ``self.needs_attention``) and accounts for every line (``deck.use``,
``question.use``, ``deck.skip``), and, when its files can be told by their content, a
``sniff(text)``; then ``Format("name", "Display name", (".suffix",), NameReader)`` below. The
command line's ``--format`` choices, the detection and docs/importing.md's table follow.
"""

from __future__ import annotations

from dataclasses import dataclass

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.core.identity import new_deck_key
from quizdeck.importers.aiken import AikenReader
from quizdeck.importers.base import CERTAIN, Importer, Source, decode_text
from quizdeck.importers.csvtable import CsvReader
from quizdeck.importers.gift import GiftReader
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.textquiz import MarkdownQuizReader, TextQuizReader
from quizdeck.source.names import usable_deck_name


@dataclass(frozen=True)
class Format:
    """One import format."""

    name: str                    # the --format value: "gift"
    display: str                 # in messages: "Moodle GIFT"
    suffixes: tuple[str, ...]    # file suffixes that are its own, lower case: (".gift",)
    reader: type[Importer]

    def sniff(self, text: str, suffix: str) -> float:
        """How sure this format is that a source is its own: ``CERTAIN`` by the file's suffix, else by its text."""
        return CERTAIN if suffix in self.suffixes else self.reader.sniff(text)

    def read(self, source: Source, diags: Diagnostics) -> ImportedDeck:
        """The deck a source holds, named after its file unless the source names it; an error when
        it has no questions."""
        stem = " ".join(source.stem.replace("_", " ").replace("-", " ").split())
        deck = ImportedDeck(name=stem or "Imported",
                            key="", origin=f"{source.name} ({self.display})")
        self.reader(source, diags).read(deck)
        # a title with an invisible character (U+FE0F after an emoji) would make `check` refuse the quiz
        deck.name = usable_deck_name(deck.name) or usable_deck_name(stem) or "Imported"
        if not deck.questions and not diags.errors:
            diags.error(Pos(source.where), f"no questions found (read as {self.display})",
                        hint="--format tells which format the file is in; docs/importing.md shows each")
        deck.key = new_deck_key(deck.name)
        return deck


FORMATS: tuple[Format, ...] = (
    Format("text", "plain text", (), TextQuizReader),
    Format("markdown", "Markdown", (".md", ".markdown"), MarkdownQuizReader),
    Format("gift", "Moodle GIFT", (".gift",), GiftReader),
    Format("aiken", "Aiken", (".aiken",), AikenReader),
    Format("csv", "CSV", (".csv", ".tsv"), CsvReader),
)
BY_NAME = {f.name: f for f in FORMATS}
#: the command line's --format choices
CHOICES = ("auto", *BY_NAME)


def by_suffix(suffix: str) -> Format | None:
    """The format whose files have this suffix (lower case, with its dot), if one has."""
    return next((f for f in FORMATS if suffix in f.suffixes), None)


def detect(text: str, suffix: str) -> Format:
    """The format a source is in: the surest of all, the earlier on a tie."""
    return max(FORMATS, key=lambda f: f.sniff(text, suffix))


def decode(data: bytes, where: str, diags: Diagnostics, form: Format | None) -> str | None:
    """A source's text as its format (when known) decodes it; None after reporting why it cannot."""
    return form.reader.decode(data, where, diags) if form is not None else decode_text(data, where, diags)
