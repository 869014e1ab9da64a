"""CSV (stub)."""
from __future__ import annotations

from .model import ImportedDeck, Importer


class CsvReader(Importer):
    def __init__(self, where: str, diags: object, text: str, tab: bool):
        super().__init__(where, diags)  # type: ignore[arg-type]
        self.text = text

    def read(self, deck: ImportedDeck) -> None:
        pass
