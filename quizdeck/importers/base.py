"""The base of the format readers: the source as every reader gets it, one way to read it.

Every format's reader is an ``Importer``: ``Reader(source, diags).read(deck)`` puts the
source's questions into the deck; ``sniff(text)`` says how sure the format is, by the text
alone, that a source is its own; ``decode(data, ...)`` turns the file's bytes into text.
``formats.FORMATS`` lists the readers.
"""

from __future__ import annotations

import codecs
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from pathlib import PurePath

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.imported import ImportedDeck
from quizdeck.source.reader import decode_utf8


@dataclass
class Source:
    """A source as every reader gets it: decoded, its line ends made LF."""

    where: str                  # its name in messages: ``cards/../bank.md``
    name: str                   # the file's own name: ``bank.md``
    text: str
    lines: list[str] = field(init=False)

    def __post_init__(self) -> None:
        self.lines = self.text.split("\n")

    @property
    def suffix(self) -> str:
        """The file name's suffix in lower case: ``.tsv``."""
        return PurePath(self.name).suffix.lower()

    @property
    def stem(self) -> str:
        """The file name without its suffix: ``bank``."""
        return PurePath(self.name).stem


#: How sure a format is that a source is its own (``Importer.sniff``): its file suffix, what only
#: its files hold, and the plain text that any source can be read as.
CERTAIN, LIKELY, POSSIBLE, ANY_TEXT = 1.0, 0.6, 0.5, 0.1


class Importer(ABC):
    """Base of the format readers: one source in, its questions into a deck.

    Every format reads the same way: ``Reader(source, diags).read(deck)``; ``sniff`` says how
    sure the format is that a source is its own by what it holds, ``decode`` turns the file's
    bytes into text. Problems go to ``diags`` at their line (``error``, ``warning``,
    ``needs_attention``).
    """

    def __init__(self, source: Source, diags: Diagnostics):
        self.source = source
        self.where = source.where
        self.diags = diags

    @abstractmethod
    def read(self, deck: ImportedDeck) -> None:
        """Put the source's questions (and its name, description, tags) into ``deck``; account for its lines."""

    @classmethod
    def sniff(cls, text: str) -> float:
        """How sure this format is, from the text alone, that a source is its own: 0 (no) to ``LIKELY``."""
        return 0.0

    @classmethod
    def decode(cls, data: bytes, where: str, diags: Diagnostics) -> str | None:
        """The source's text: UTF-8, or UTF-16 or UTF-8 after a byte order mark; None after an error."""
        return decode_text(data, where, diags)

    def pos(self, line: int, col: int = 1) -> Pos:
        return Pos(self.where, line, col)

    def error(self, line: int, col: int, message: str, hint: str | None = None) -> None:
        self.diags.error(self.pos(line, col), message, hint)

    def warning(self, line: int, col: int, message: str, hint: str | None = None) -> None:
        self.diags.warning(self.pos(line, col), message, hint)

    def needs_attention(self, deck: ImportedDeck, line: int, col: int, message: str, hint: str | None = None) -> None:
        """A part that could not be read, written into the YAML as it is for the user to fix.

        A warning at the line; the import still writes, then exits 1 saying what needs attention.
        """
        self.warning(line, col, message, hint)
        deck.attention.append(self.pos(line, col))


def with_bom(data: bytes) -> str | None:
    """The text of a file that starts with a UTF-8 or UTF-16 byte order mark; None without one (or
    when the rest does not decode)."""
    for bom, encoding in ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"),
                          (codecs.BOM_UTF16_BE, "utf-16")):
        if data.startswith(bom):
            try:
                return data.decode(encoding)
            except UnicodeDecodeError:
                return None
    return None


def decode_text(data: bytes, where: str, diags: Diagnostics) -> str | None:
    """UTF-8 (or a byte order mark's encoding); None after reporting the first byte that is not."""
    text = with_bom(data)
    if text is not None:
        return text
    return decode_utf8(data, where, diags, hint="save it as UTF-8 (spreadsheets: \"CSV UTF-8\")")
