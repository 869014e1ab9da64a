"""Run by the Python of one Anki release's own virtual environment (tests/test_releases.py).

    python probe.py FIRST.apkg SECOND.apkg REPORT.json

Imports FIRST into a new collection with that release's own import API and Anki's default
options, renders every card, imports SECOND (an edited build of the same quiz) into the same
collection, renders again, and writes what it saw as JSON. Only the standard library and
the release's ``anki`` package: this file runs on every release since 2.1.54 unchanged.
"""

from __future__ import annotations

import json
import sys
import tempfile
import traceback
from pathlib import Path

NOTETYPE = "make_deck Multiple Choice"


def import_package(col, path: str) -> str:
    """The release's own import code, with the options Anki desktop uses by default."""
    try:
        from anki.import_export_pb2 import (
            ImportAnkiPackageOptions,
            ImportAnkiPackageRequest,
        )
    except ImportError:  # before 23.10 the backend importer takes only the path, no options
        col.import_anki_package(path)
        return "import_anki_package(path)"
    # 23.10 and newer: a request with options; the import page's presets are the defaults
    presets = getattr(col._backend, "get_import_anki_package_presets", None)
    options = presets() if presets else ImportAnkiPackageOptions()
    col.import_anki_package(ImportAnkiPackageRequest(package_path=path, options=options))
    return "ImportAnkiPackageRequest" + (" (presets)" if presets else " (default options)")


def snapshot(col) -> dict:
    notes = {}
    for nid in col.find_notes(""):
        note = col.get_note(nid)
        cards = []
        for card in note.cards():
            cards.append({"ord": card.ord, "question": card.question(), "answer": card.answer()})
        notes[note["Key"]] = {"id": nid, "question": note["Question"], "notetype": note.mid,
                              "cards": cards}
    ours = [m for m in col.models.all() if m["name"].startswith(NOTETYPE)]
    return {
        "notes": notes,
        "note_count": col.db.scalar("select count() from notes"),
        "card_count": col.db.scalar("select count() from cards"),
        "notetypes": [{"id": m["id"], "name": m["name"]} for m in ours],
    }


def main(first: str, second: str, out: str) -> None:
    report: dict = {"python": sys.version}
    try:
        from anki.buildinfo import version
        from anki.collection import Collection

        report["anki"] = version
        folder = Path(tempfile.mkdtemp(prefix="anki-release-"))
        col = Collection(str(folder / "collection.anki2"))
        try:
            report["api"] = import_package(col, first)
            report["first"] = snapshot(col)
            import_package(col, second)
            report["second"] = snapshot(col)
        finally:
            col.close()
    except Exception:  # noqa: BLE001 - whatever a release does, the test reads it from the report
        report["error"] = traceback.format_exc()
    Path(out).write_text(json.dumps(report, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main(*sys.argv[1:4])
