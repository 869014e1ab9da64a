"""``new``: a commented starter quiz that passes ``check --strict``, with the schema for
editors beside it."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import shlex
import tempfile
from dataclasses import dataclass
from pathlib import Path

from quizdeck.anki.notetype import read_template
from quizdeck.core.atomicfile import write_bytes_atomic
from quizdeck.core.command import command_name
from quizdeck.core.diagnostics import Diagnostic, Diagnostics, Pos
from quizdeck.core.errors import DiagnosticError, FileError
from quizdeck.core.identity import new_deck_key
from quizdeck.core.paths import display_path
from quizdeck.core.placeholders import fill
from quizdeck.source.json_schema import schema_text

#: The schema file the starter's first line names, written next to it when missing.
SCHEMA_NAME = "quiz.schema.json"


@dataclass
class Started:
    """What ``new`` wrote."""

    quiz: Path
    schema: Path | None     # None: a quiz.schema.json was there already


def default_deck_name(path: Path) -> str:
    """``my-first_quiz.yaml`` -> ``My first quiz``."""
    words = " ".join(path.stem.replace("_", " ").replace("-", " ").split())
    return (words[:1].upper() + words[1:]) or "My quiz"


def _shown(path: Path) -> str:
    """The quiz's path as the starter's comments show it in commands (a comment line
    cannot hold a line break: an odd name is not spelt out)."""
    shown = display_path(path)
    if re.fullmatch(r"[\w./-]+", shown):
        return shown
    return shlex.quote(shown) if shown.isprintable() else "THIS-FILE.yaml"


def starter_text(path: Path, deck: str) -> str:
    """The starter quiz for ``path``, with a deck id no other deck will have."""
    return fill(read_template("starter.yaml"), {
        "/*SCHEMA*/": SCHEMA_NAME,
        "/*COMMAND*/": command_name(),
        "/*FILE*/": _shown(path),
        # a YAML double-quoted scalar is a superset of JSON's strings
        "/*DECK*/": json.dumps(deck, ensure_ascii=False),
        "/*ID*/": new_deck_key(deck),
    })


def _problems(text: str, dest: Path) -> list[Diagnostic]:
    """What ``check --strict`` says of the text, as if it were at ``dest``."""
    from quizdeck.commands import Options, check

    with tempfile.TemporaryDirectory(prefix="make_deck-new-") as folder:
        probe = Path(folder) / dest.name
        probe.write_text(text, encoding="utf-8")
        diags = Diagnostics()
        with contextlib.suppress(DiagnosticError):
            check(Options(sources=[probe], strict=True), diags)
    where = display_path(dest)
    return [Diagnostic(Pos(where, d.pos.line, d.pos.col), d.message, d.severity, d.hint) for d in diags.sorted()]


def _write_new(dest: Path, text: str) -> None:
    """A new name linked to a complete file: no partial quiz, and never over one made meanwhile
    (FileExistsError)."""
    fd, tmp = tempfile.mkstemp(prefix=f".{dest.name}.", suffix=".tmp", dir=dest.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(text.encode("utf-8"))
        os.link(tmp, dest)
    finally:
        os.unlink(tmp)


def new_quiz(dest: Path, deck: str | None = None, diags: Diagnostics | None = None) -> Started:
    """Write a starter quiz at ``dest`` (never over an existing file); the deck's name is made
    from the file's when None. Raises DiagnosticError when the deck name is refused, FileError
    when the file cannot be written."""
    diags = Diagnostics() if diags is None else diags
    if dest.suffix.lower() not in (".yaml", ".yml"):
        diags.error(Pos(display_path(dest)), "a quiz file's name ends in .yaml or .yml",
                    hint=f"e.g. {dest.name}.yaml")
        raise DiagnosticError(diags.sorted())
    if dest.exists() or dest.is_symlink():
        raise FileError(display_path(dest), "already exists; `new` never overwrites a file", errno.EEXIST)
    text = starter_text(dest, deck if deck is not None else default_deck_name(dest))
    problems = _problems(text, dest)
    if problems:
        diags.extend(problems)
        raise DiagnosticError(diags.sorted())
    try:
        dest.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:   # a file where a folder should be, a folder that cannot be made
        raise FileError.from_os_error(exc, display_path(dest.parent)) from exc
    try:
        _write_new(dest, text)
    except FileExistsError:
        raise FileError(display_path(dest), "already exists; `new` never overwrites a file", errno.EEXIST) from None
    except OSError as exc:   # the system's: a folder that cannot be made, a full disk
        raise FileError.from_os_error(exc, display_path(dest)) from exc
    schema = dest.parent / SCHEMA_NAME
    if schema.exists():
        return Started(dest, None)
    write_bytes_atomic(schema, schema_text().encode("utf-8"))
    return Started(dest, schema)
