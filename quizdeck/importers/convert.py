"""``make_deck import``: read each source, detect its format, write one quiz YAML per source.

Nothing is written until every source has been read without error and every
destination is known to be free (or ``force`` is given); then the images and the
YAML files are written atomically, inside the output folder only.
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass, field
from pathlib import Path

from quizdeck.core.atomicfile import write_bytes_atomic
from quizdeck.core.diagnostics import DiagnosticError, Diagnostics, Pos, UserError
from quizdeck.core.identity import new_deck_key
from quizdeck.core.paths import display_path
from quizdeck.importers import aiken, csvtable, gift
from quizdeck.importers.images import ImageCopies, ImageImporter, copy_images
from quizdeck.importers.imported import ImportedDeck, ImportSummary, normalise_newlines
from quizdeck.importers.textquiz import TextQuizReader
from quizdeck.importers.yamlwriter import dump
from quizdeck.source.names import is_id
from quizdeck.source.reader import DEFAULT_MAX_BYTES, MappingNode, ScalarNode, decode_utf8, load_nodes

FORMATS = ("auto", "text", "markdown", "gift", "aiken", "csv")
FORMAT_NAMES = {"text": "plain text", "markdown": "Markdown", "gift": "Moodle GIFT", "aiken": "Aiken", "csv": "CSV"}
DEFAULT_FOLDER = Path("cards")
_SUFFIXES = {".md": "markdown", ".markdown": "markdown", ".gift": "gift", ".csv": "csv", ".tsv": "csv",
             ".aiken": "aiken"}


@dataclass
class Imported:
    """One source, converted."""

    source: Path
    dest: Path
    format: str
    deck: ImportedDeck
    lines: list[str] = field(default_factory=list)    # the source's lines, for the summary
    images: list[Path] = field(default_factory=list)

    @property
    def unanswered(self) -> int:
        return sum(1 for q in self.deck.questions if q.answer is None)

    @property
    def summary(self) -> ImportSummary:
        """N questions, with answers, with explanations, the lines not used (``ImportedDeck.summary``)."""
        return self.deck.summary(self.lines)


def _decode(data: bytes, where: str, diags: Diagnostics, spreadsheet: bool = False) -> str | None:
    for bom, encoding in ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"),
                          (codecs.BOM_UTF16_BE, "utf-16")):
        if data.startswith(bom):
            try:
                return data.decode(encoding)
            except UnicodeDecodeError:
                break
    if spreadsheet:
        text = csvtable.decode_windows(data, where, diags)
        if text is not None:
            return text
    return decode_utf8(data, where, diags, hint="save it as UTF-8 (spreadsheets: \"CSV UTF-8\")")


def detect(path: Path, text: str) -> str:
    """The format of a source: by its name, else by what its lines look like."""
    by_name = _SUFFIXES.get(path.suffix.lower())
    if by_name:
        return by_name
    if gift.looks_like(text):
        return "gift"
    if aiken.looks_like(text):
        return "aiken"
    return "text"


def destination(source: Path, output: Path | None, several: bool) -> Path:
    """Where a source's quiz goes: ``-o FILE.yaml``, ``-o FOLDER`` or ``cards/<name>.yaml``."""
    if output is not None and output.suffix.lower() in (".yaml", ".yml") and not output.is_dir():
        if several:
            raise UserError(f"-o {output} names one file, but there are several sources; give a folder")
        return output
    return (output if output is not None else DEFAULT_FOLDER) / f"{source.stem}.yaml"


def read_source(source: Path, fmt: str, diags: Diagnostics, max_bytes: int = DEFAULT_MAX_BYTES
                ) -> tuple[ImportedDeck, str, list[str]] | None:
    """The deck a source holds, its format and its lines; None when it cannot be read."""
    where = display_path(source)
    size = source.stat().st_size
    if size > max_bytes:
        diags.error(Pos(where), f"the file is {size / 1048576:.1f} MiB; sources over "
                                f"{max_bytes // 1048576} MiB are refused")
        return None
    text = _decode(source.read_bytes(), where, diags,
                   spreadsheet=fmt == "csv" or (fmt == "auto" and _SUFFIXES.get(source.suffix.lower()) == "csv"))
    if text is None:
        return None
    text = normalise_newlines(text)
    if fmt == "auto":
        fmt = detect(source, text)
    lines = text.split("\n")
    deck = ImportedDeck(name=" ".join(source.stem.replace("_", " ").replace("-", " ").split()) or "Imported",
                        key="", origin=f"{source.name} ({FORMAT_NAMES[fmt]})")
    if fmt in ("text", "markdown"):
        TextQuizReader(where, diags, lines, markdown=fmt == "markdown").read(deck, title_from_first_line=True)
    elif fmt == "gift":
        gift.GiftReader(where, diags, text).read(deck)
    elif fmt == "aiken":
        aiken.AikenReader(where, diags, lines).read(deck)
    else:
        csvtable.CsvReader(where, diags, text, tab=source.suffix.lower() == ".tsv").read(deck)
    if not deck.questions and not diags.errors:
        diags.error(Pos(where), f"no questions found (read as {FORMAT_NAMES[fmt]})",
                    hint="--format tells which format the file is in; docs/importing.md shows each")
    deck.key = new_deck_key(deck.name)
    return deck, fmt, lines


def _existing_key(dest: Path) -> str | None:
    """The deck ``id`` of the quiz being replaced: imported again, its notes update in Anki."""
    diags = Diagnostics()
    root = load_nodes(dest, diags)
    if not isinstance(root, MappingNode):
        return None
    for key, value in root.value:
        if isinstance(key, ScalarNode) and key.value == "id" and isinstance(value, ScalarNode):
            return value.value if is_id(value.value) else None
    return None


def import_sources(sources: list[Path], output: Path | None, fmt: str, force: bool, diags: Diagnostics,
                   max_bytes: int = DEFAULT_MAX_BYTES) -> list[Imported]:
    """Convert every source; write only when all of them are free of errors."""
    done: list[Imported] = []
    taken: dict[Path, Path] = {}
    copies_of: dict[Path, ImageCopies] = {}
    for source in sources:
        if source.is_dir():
            raise IsADirectoryError(21, "is a folder; give the quiz files to import", str(source))
        dest = destination(source, output, len(sources) > 1)
        key = Path(dest.parent.resolve() if dest.parent.exists() else dest.parent.absolute()) / dest.name
        if key in taken:
            diags.error(Pos(display_path(source)), f"{display_path(taken[key])} is imported to {dest} too",
                        hint="import them one at a time with -o, or rename one")
            continue
        taken[key] = source
        result = read_source(source, fmt, diags, max_bytes)
        if result is None:
            continue
        deck, used, lines = result
        if dest.exists() and not force:
            diags.error(Pos(display_path(dest)), "exists already; nothing was written",
                        hint="--force replaces it (keeping its deck `id`, so that Anki updates the notes it has)")
        elif dest.exists():
            deck.key = _existing_key(dest) or deck.key
        copies = ImageCopies(folder=dest.parent / f"{dest.stem}-images", prefix=f"{dest.stem}-images/")
        copy_images(deck, ImageImporter(source, lines, display_path(source), diags, copies))
        copies_of[dest] = copies
        done.append(Imported(source, dest, used, deck, lines))
    for item in done:
        folder = copies_of[item.dest].folder
        if copies_of[item.dest].files and folder.is_symlink():
            diags.error(Pos(display_path(folder)), "is a link; images are copied only into a real folder beside "
                                                   "the quiz", hint="remove the link, or import with -o elsewhere")
            continue
        for path in copies_of[item.dest].files:
            if path.exists() and path.read_bytes() != copies_of[item.dest].files[path] and not force:
                diags.error(Pos(display_path(path)), "exists already with other content; nothing was written",
                            hint="--force replaces it")
    if diags.errors:
        raise DiagnosticError(diags.sorted())
    for item in done:
        copies = copies_of[item.dest]
        for path, data in copies.files.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            if not (path.exists() and path.read_bytes() == data):
                write_bytes_atomic(path, data)
            item.images.append(path)
        item.dest.parent.mkdir(parents=True, exist_ok=True)
        write_bytes_atomic(item.dest, dump(item.deck).encode("utf-8"))
    return done
