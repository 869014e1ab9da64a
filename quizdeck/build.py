"""From quiz sources to packages: find, load, validate, render, write. No Click here."""

from __future__ import annotations

import errno
import gc
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable

from . import identity
from .diagnostics import DiagnosticError, Diagnostics, Pos
from .fields import note_fields
from .markdown import Renderer, RenderError
from .media import MediaCollector
from .model import LETTERS, Deck, Question, Text
from .package import DeckRecord, NoteRecord, build_time, make_model, write_package
from .previous import Changes, notetype_signature, read_previous, reconcile
from .schema import read_deck
from .yamlsource import DEFAULT_MAX_BYTES, display_path, load_nodes, paused_gc

SUFFIXES = (".yaml", ".yml")
DEFAULT_SOURCE = Path("cards")
DEFAULT_OUTPUT = Path("output")


@dataclass
class Options:
    """What a run was asked to do."""

    sources: list[Path] = field(default_factory=lambda: [DEFAULT_SOURCE])
    output: Path = DEFAULT_OUTPUT
    strict: bool = False
    max_bytes: int = DEFAULT_MAX_BYTES


@dataclass
class Built:
    """One package written."""

    path: Path
    decks: list[str]
    notes: int
    changes: Changes = field(default_factory=Changes)


def find_sources(sources: Iterable[Path], diags: Diagnostics) -> list[Path]:
    """YAML files named directly, and those found (recursively, sorted) in named folders."""
    found: list[Path] = []
    for source in sources:
        source = Path(source)
        if source.is_dir():
            files = sorted(p for p in source.rglob("*") if p.suffix.lower() in SUFFIXES and p.is_file())
            if not files:
                diags.error(Pos(display_path(source)), "no .yaml or .yml files in this folder")
            found.extend(files)
        elif source.is_file():
            found.append(source)
        else:
            diags.error(Pos(display_path(source)), "no such file or folder")
    unique: dict[Path, Path] = {}
    for path in found:
        unique.setdefault(path.resolve(), path)
    return list(unique.values())


def load_decks(paths: list[Path], diags: Diagnostics, max_bytes: int = DEFAULT_MAX_BYTES) -> list[Deck]:
    """Read and validate every file, then check what files must not share."""
    decks: list[Deck] = []
    for path in paths:
        root = load_nodes(path, diags, max_bytes)
        if root is None:
            continue
        deck = read_deck(root, path, diags)
        if deck is not None:
            decks.append(deck)
    _check_across(decks, diags)
    return decks


def note_identity(deck: Deck, question: Question) -> tuple[str, str]:
    """A question's id (given, or implicit from its text) and its note's GUID."""
    qid = question.id or identity.implicit_id(question.question.source)
    return qid, identity.note_guid(deck.key, qid)


def _check_across(decks: list[Deck], diags: Diagnostics) -> None:
    first_key: dict[str, Deck] = {}
    for deck in decks:
        other = first_key.setdefault(deck.key, deck)
        if other is not deck:
            diags.error(deck.pos, f"deck id {deck.key!r} is also used by {other.pos.path}",
                        hint="give each file its own `id:` (the default is the file name)")
        guids: dict[str, int] = {}
        for q in deck.questions:
            _, guid = note_identity(deck, q)
            if guid in guids:
                diags.error(q.pos, f"{q.label} would be the same Anki note as question {guids[guid]} "
                                   "(same text, no id)", hint="give the questions different `id:`s")
            else:
                guids[guid] = q.number


def lint(decks: list[Deck], diags: Diagnostics) -> None:
    """Warnings: things that build but will hurt later."""
    for deck in decks:
        for q in deck.questions:
            if q.id is None:
                diags.warning(q.pos, f"{q.label} has no `id`; editing its text later will make a new note "
                                     "in Anki and lose its review history",
                              hint="run `python make_deck.py add-ids` to add stable ids")
            if q.explanation is None:
                diags.warning(q.pos, f"{q.label} has no `explanation`")
        fixed = [q for q in deck.questions if not q.shuffle and not q.multi and q.answer]
        if len(fixed) >= 3 and len(fixed) == len(deck.questions):
            letters = {q.answer[0] for q in fixed}
            if len(letters) == 1:
                diags.warning(deck.pos, f"every correct answer in deck {deck.name!r} is "
                                        f"{LETTERS[letters.pop()]} and shuffling is off",
                              hint="learners will notice; vary the positions or set `shuffle: true`")


def answer_spread(deck: Deck) -> Counter[str]:
    """How often each letter is a correct answer."""
    return Counter(letter for q in deck.questions for letter in q.answer_letters)


def package_path(deck: Deck, output: Path) -> Path:
    return output / f"{deck.path.stem}.apkg"


def single_package(output: Path) -> bool:
    """``-o NAME.apkg`` asks for one package holding every deck."""
    return output.suffix.lower() == ".apkg"


def plan_outputs(decks: list[Deck], output: Path, diags: Diagnostics) -> dict[Path, list[Deck]]:
    """Which decks go into which package; two sources may not write the same package."""
    if single_package(output):
        return {output: list(decks)} if decks else {}
    plan: dict[Path, list[Deck]] = {}
    for deck in decks:
        dest = package_path(deck, output)
        if dest in plan:
            other = plan[dest][0]
            diags.error(deck.pos, f"this file and {other.pos.path} would both write {display_path(dest)}",
                        hint="rename one of the files, or build them into one package with -o NAME.apkg")
            continue
        plan[dest] = [deck]
    return plan


class _PositionedRenderer:
    """Markdown rendering that records problems (e.g. a missing image) at the text's position."""

    def __init__(self, renderer: Renderer, diags: Diagnostics):
        self.renderer = renderer
        self.diags = diags

    def block(self, text: Text | None) -> str:
        return self._render(text, self.renderer.block)

    def inline(self, text: Text) -> str:
        return self._render(text, self.renderer.inline)

    def _render(self, text: Text | None, render: Callable[[str], str]) -> str:
        if text is None:
            return ""
        try:
            return render(text.source)
        except RenderError as exc:
            self.diags.error(text.pos, str(exc))
            return ""


_TAG = re.compile(r"<[^>]*>")


def shows_something(html: str) -> bool:
    """Whether rendered HTML shows the learner anything (text or an image)."""
    return "<img" in html or bool(_TAG.sub("", html).strip())


def render_deck(deck: Deck, diags: Diagnostics, tick: Callable[[int], None] | None = None) -> DeckRecord:
    """Render every question of a deck into note records; render problems go to ``diags``.

    Images are collected into ``record.media``.
    """
    media = MediaCollector(deck.path.parent)
    renderer = _PositionedRenderer(Renderer(image_resolver=media), diags)
    record = DeckRecord(
        deck_id=identity.deck_id(deck.name),
        name=deck.name,
        description=renderer.block(deck.description),
        media=media.files,
    )
    deck_tags = [identity.deck_tag(deck.key), *deck.tags]
    for q in deck.questions:
        qid, guid = note_identity(deck, q)
        key = f"{deck.key}/{qid}"
        if q.number % 5000 == 0:
            gc.collect(1)  # young cycles only, should the collector be paused around us
        values = note_fields(q, renderer, guid, key)
        if not shows_something(values[0]):
            diags.error(q.question.pos, f"{q.label}: the question shows nothing once rendered",
                        hint="a text that is only a Markdown link definition or an empty tag renders to nothing")
        tags = list(dict.fromkeys([*deck_tags, *q.tags]))
        record.notes.append(NoteRecord(guid=guid, fields=values, tags=tags))
        if tick:
            tick(1)
    return record


def _collect(options: Options, diags: Diagnostics) -> list[Deck]:
    paths = find_sources(options.sources, diags)
    decks = load_decks(paths, diags, options.max_bytes) if paths else []
    lint(decks, diags)
    return decks


@paused_gc()
def validate(options: Options, diags: Diagnostics) -> list[Deck]:
    """Everything ``check`` does: find, load, validate, lint. Raises DiagnosticError on errors."""
    decks = _collect(options, diags)
    _raise_if_failed(diags, options.strict)
    return decks


def _raise_if_failed(diags: Diagnostics, strict: bool) -> None:
    failed = diags.errors or (strict and diags.warnings)
    if failed:
        raise DiagnosticError(diags.sorted())


def preview(options: Options, diags: Diagnostics) -> list[Built]:
    """Write one self-contained HTML page per deck into ``options.output``."""
    from .preview import write_preview

    decks = validate(options, diags)
    records = [(deck, render_deck(deck, diags)) for deck in decks]
    _raise_if_failed(diags, options.strict)
    options.output.mkdir(parents=True, exist_ok=True)
    written = []
    for deck, record in records:
        dest = options.output / f"{deck.path.stem}.html"
        write_preview(record, dest)
        written.append(Built(dest, [record.name], len(record.notes)))
    return written


@paused_gc()
def build(options: Options, diags: Diagnostics,
          progress: Callable[[int], Callable[[int], None]] | None = None,
          on_written: Callable[[Built], None] | None = None,
          on_checked: Callable[[Diagnostics], None] | None = None) -> list[Built]:
    """Validate everything, render everything, then write each package atomically.

    Nothing is written unless every file is free of errors. Callbacks: ``progress(total)``
    returns a ``tick(n)``; ``on_checked(diags)`` runs once everything is valid, before
    writing; ``on_written(built)`` after each package is in place.

    The cyclic garbage collector is paused throughout: a build allocates millions of
    objects that form no lasting cycles, and the collector only kept rescanning the
    parsed quiz (about 15% of a build's time). Young cycles are still collected
    now and then while rendering.
    """
    decks = _collect(options, diags)
    plan = plan_outputs(decks, options.output, diags)
    _raise_if_failed(diags, options.strict)
    tick = progress(sum(len(d.questions) for d in decks)) if progress else None
    rendered = {dest: [render_deck(deck, diags, tick) for deck in group] for dest, group in plan.items()}
    _raise_if_failed(diags, options.strict)
    if on_checked:
        on_checked(diags)
    stamp = build_time()
    current = notetype_signature(make_model().to_json(stamp, None))
    built = []
    for dest, records in rendered.items():
        try:
            dest.parent.mkdir(parents=True, exist_ok=True)
        except (FileExistsError, NotADirectoryError):
            raise OSError(errno.ENOTDIR, "it is a file, not a folder to write packages into",
                          display_path(dest.parent)) from None
        names = [r.name for r in records]
        notes = [n for r in records for n in r.notes]
        changes = reconcile(read_previous(dest), notes, names, current, stamp)
        media = {name: data for r in records for name, data in r.media.items()}
        write_package(dest, records, media=media, timestamp=stamp, model_mtime=changes.notetype_mtime)
        built.append(Built(dest, names, len(notes), changes))
        if on_written:
            on_written(built[-1])
    return built
