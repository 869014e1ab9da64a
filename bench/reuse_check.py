#!/usr/bin/env python3
"""What a rebuild really did, seen from outside: the helper of ``bench/run.py``'s issue-20 rows.

    python bench/reuse_check.py edit QUIZ.yaml RUN            # change one question's text
    python bench/reuse_check.py keys CACHE_DIR OUT.keys       # note the render cache's entries
    python bench/reuse_check.py written CACHE_DIR OUT.keys    # which entries appeared since
    python bench/reuse_check.py diff OLD.apkg NEW.apkg [MARK] # how two packages differ, note by note

Each prints one JSON object. ``bench/run.py`` runs them as separate processes, untimed, so that
its own process stays small (a child's peak RSS starts from the parent's) and no timed step
pays for them.

* ``edit`` changes the text of one plain one-line ``question:`` (it inserts ``Edited<RUN>x ``
  after ``question: ``): a different question for each RUN, spread over the file. The file is
  replaced the way editors save (a new file renamed over the old one).
* ``keys`` / ``written``: the keys of the render cache (``$XDG_CACHE_HOME/make_deck``) before a
  step, then the entries that are new after it, split by what they hold: a question's rendered
  note fields (more than one field), or one of the finished-item records (``html/finished.py``:
  one JSON field). The build itself does not say how many questions it rendered; what it wrote
  to the cache does.
* ``diff`` compares two packages' collections: notes by GUID and cards by id, every column, with
  a merge over the rows in order (the 100,000-note collections are never held in memory), plus
  the other zip members. With MARK: how many of the changed notes hold it in their fields.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import sys
import tempfile
import zipfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CACHE_FILE = Path("make_deck") / "render-cache.sqlite3"
PREFIX = "question: "


def edit(quiz: Path, run: int) -> dict[str, object]:
    """Change one question's text; which one depends on ``run``."""
    text = quiz.read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    plain = [i for i, line in enumerate(lines)
             if line.lstrip(" -").startswith(PREFIX) and line.split(PREFIX, 1)[1][:1].isalpha()]
    if not plain:
        raise SystemExit(f"{quiz}: no plain one-line question to edit")
    # a different question each run (7919 is prime, so runs < len(plain) never meet), from the middle
    at = plain[(len(plain) // 2 + run * 7919) % len(plain)]
    marker = f"Edited{run}x"
    head, _, rest = lines[at].partition(PREFIX)
    lines[at] = f"{head}{PREFIX}{marker} {rest}"
    tmp = quiz.with_name(quiz.name + ".tmp~")
    tmp.write_text("".join(lines), encoding="utf-8")
    os.replace(tmp, quiz)
    return {"line": at + 1, "question": plain.index(at) + 1, "questions": len(plain), "marker": marker,
            "text": rest.strip()[:60]}


def _cache(folder: Path) -> sqlite3.Connection | None:
    path = folder / CACHE_FILE
    if not path.exists():
        return None
    return sqlite3.connect(f"file:{path}?mode=ro", uri=True)


def keys(folder: Path, out: Path) -> dict[str, int]:
    conn = _cache(folder)
    found = [] if conn is None else [bytes(k) for k, in conn.execute("SELECT key FROM entries")]
    out.write_bytes(b"".join(found))
    return {"entries": len(found)}


def written(folder: Path, before: Path) -> dict[str, int]:
    """The entries of the cache that were not there when ``keys`` looked (keys are 32 bytes)."""
    sys.path.insert(0, str(ROOT))
    from quizdeck.core.rendercache import decode  # the cache's own reading of a value

    old = before.read_bytes()
    seen = {old[i:i + 32] for i in range(0, len(old), 32)}
    conn = _cache(folder)
    counts = {"entries": 0, "new": 0, "question_fields": 0, "finished_records": 0, "other": 0}
    if conn is None:
        return counts
    now = [bytes(k) for k, in conn.execute("SELECT key FROM entries")]
    new = [k for k in now if k not in seen]
    counts["entries"], counts["new"] = len(now), len(new)
    values: dict[bytes, bytes] = {}
    for at in range(0, len(new), 500):   # only the new entries' values are read
        part = new[at:at + 500]
        values.update((bytes(k), bytes(v)) for k, v in conn.execute(
            f"SELECT key, value FROM bodies WHERE key IN ({','.join('?' * len(part))})", part))
    for k in new:
        value = values.get(k)
        decoded = None if value is None else decode(k, value)
        if decoded is None:
            counts["other"] += 1
        elif len(decoded[0]) > 1:
            counts["question_fields"] += 1
        else:
            try:
                json.loads(decoded[0][0]) if decoded[0] else None
                counts["finished_records"] += 1
            except ValueError:
                counts["other"] += 1
    return counts


def _rows(conn: sqlite3.Connection, sql: str) -> Iterator[tuple[object, ...]]:
    yield from conn.execute(sql)


def _merge(a: sqlite3.Connection, b: sqlite3.Connection, sql: str, marker: str | None,
           fields_at: int | None) -> dict[str, int]:
    """Rows of ``sql`` (first column the key, ordered by it) in both: how many only in one,
    how many differ, and (``fields_at``) how many of those hold ``marker`` in that column."""
    out = {"rows": 0, "added": 0, "removed": 0, "changed": 0, "changed_with_marker": 0}
    left, right = _rows(a, sql), _rows(b, sql)
    x, y = next(left, None), next(right, None)
    while x is not None or y is not None:
        if y is None or (x is not None and x[0] < y[0]):   # type: ignore[operator]  # keys of one type
            out["removed"] += 1
            x = next(left, None)
        elif x is None or y[0] < x[0]:   # type: ignore[operator]  # keys of one type
            out["added"] += 1
            out["rows"] += 1
            y = next(right, None)
        else:
            out["rows"] += 1
            if x != y:
                out["changed"] += 1
                if marker and fields_at is not None and marker in str(y[fields_at]):
                    out["changed_with_marker"] += 1
            x, y = next(left, None), next(right, None)
    return out


def diff(old: Path, new: Path, marker: str | None) -> dict[str, object]:
    with tempfile.TemporaryDirectory(prefix="reuse-check-") as tmp:
        conns = []
        members: list[dict[str, int]] = []
        for i, package in enumerate((old, new)):
            with zipfile.ZipFile(package) as zf:
                names = zf.namelist()
                collection = next((n for n in ("collection.anki21", "collection.anki2") if n in names), None)
                if collection is None:
                    raise SystemExit(f"{package}: no collection in the package")
                members.append({info.filename: info.CRC for info in zf.infolist()
                                if info.filename != collection})
                target = Path(tmp) / f"{i}.sqlite3"
                with zf.open(collection) as src, open(target, "wb") as dst:
                    shutil.copyfileobj(src, dst, 1 << 20)
            conns.append(sqlite3.connect(f"file:{target}?mode=ro", uri=True))
        a, b = conns
        notes = _merge(a, b, "SELECT guid, id, mid, mod, usn, tags, flds, sfld, csum, flags, data "
                             "FROM notes ORDER BY guid", marker, 6)
        cards = _merge(a, b, "SELECT * FROM cards ORDER BY id", None, None)
        for conn in conns:
            conn.close()
    return {"identical": old.read_bytes() == new.read_bytes(), "notes": notes, "cards": cards,
            "other_members_same": members[0] == members[1]}


def main(argv: list[str]) -> int:
    if not argv:
        raise SystemExit(__doc__)
    command, args = argv[0], argv[1:]
    result: dict[str, object] | dict[str, int]
    if command == "edit" and len(args) == 2:
        result = edit(Path(args[0]), int(args[1]))
    elif command == "keys" and len(args) == 2:
        result = keys(Path(args[0]), Path(args[1]))
    elif command == "written" and len(args) == 2:
        result = written(Path(args[0]), Path(args[1]))
    elif command == "diff" and len(args) in (2, 3):
        result = diff(Path(args[0]), Path(args[1]), args[2] if len(args) == 3 else None)
    else:
        raise SystemExit(__doc__)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
