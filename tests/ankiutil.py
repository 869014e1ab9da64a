"""Import packages into a real Anki collection (the same Rust backend as Anki desktop)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from anki.collection import Collection, ImportLogWithChanges
from anki.import_export_pb2 import ImportAnkiPackageOptions, ImportAnkiPackageRequest
from anki.notes import Note

#: Every collection opened through :func:`new_collection`, in order; the autouse fixture
#: ``close_collections`` (tests/conftest.py) closes those a test left open.
OPENED: list[Collection] = []


def new_collection(folder: Path, name: str = "collection.anki2") -> Collection:
    """A new collection in ``folder``; closed after the test at the latest (a fixture does it)."""
    folder.mkdir(parents=True, exist_ok=True)
    col = Collection(str(folder / name))
    OPENED.append(col)
    return col


def close_opened_since(mark: int) -> int:
    """Close the collections opened since ``len(OPENED)`` was ``mark``; how many were still open."""
    left = [col for col in OPENED[mark:] if col.db is not None]
    for col in left:
        col.close()
    del OPENED[mark:]
    return len(left)


def import_package(col: Collection, apkg: Path, **options: Any) -> ImportLogWithChanges:
    """Import with Anki desktop's default options unless told otherwise."""
    opts: dict[str, Any] = {"merge_notetypes": False, "with_scheduling": False, "with_deck_configs": False,
                "update_notes": 0, "update_notetypes": 0}  # 0 = "if newer", Anki's default
    opts.update(options)
    request = ImportAnkiPackageRequest(package_path=str(apkg), options=ImportAnkiPackageOptions(**opts))
    return col.import_anki_package(request)


def notes_by_key(col: Collection) -> dict[str, Note]:
    """Every note of the collection by its ``Key`` field."""
    out = {}
    for nid in col.find_notes(""):
        note = col.get_note(nid)
        out[note["Key"]] = note
    return out
