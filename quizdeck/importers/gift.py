"""Moodle GIFT (stub)."""
from __future__ import annotations

from .model import ImportedDeck, Importer


def looks_like(text: str) -> bool:
    return False


class GiftReader(Importer):
    def __init__(self, where: str, diags: object, text: str):
        super().__init__(where, diags)  # type: ignore[arg-type]
        self.text = text

    def read(self, deck: ImportedDeck) -> None:
        pass
