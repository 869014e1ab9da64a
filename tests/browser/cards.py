"""Real card HTML for the browser tests, rendered by Anki's own template engine.

``make_cards(questions, workdir, files=None)`` writes the questions as a YAML quiz (plus
``files``, e.g. images, next to it), builds it with the project (``quizdeck.commands``: Markdown,
media, the real note type), imports the ``.apkg`` into a fresh Anki collection and returns
each card's ``question()`` / ``answer()`` HTML, exactly what Anki desktop hands to its
reviewer, and the collection's media folder. Texts in ``question(...)`` are Markdown.

``contract_package`` builds the note fields straight from the ``Choices`` HTML contract in
docs/card.md instead (texts are HTML there), to test the card on its own; the switch for
every test is ``BUILD_PACKAGE`` below, and ``make_cards(..., build_package=...)`` for one deck.
"""

from __future__ import annotations

import html
import struct
import textwrap
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import genanki
from anki.collection import Collection
from anki.import_export_pb2 import (
    ImportAnkiPackageOptions,
    ImportAnkiPackageRequest,
    ImportAnkiPackageUpdateCondition,
)

from quizdeck.anki import notetype

LETTERS = "ABCDEFGHIJKL"
DECK_NAME = "make_deck browser tests"
DECK_ID = 1_900_000_001


def png(width: int, height: int, rgb: tuple[int, int, int]) -> bytes:
    """A real PNG image of one colour (the browser tests and tests/test_media.py use it)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    raw = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


@dataclass
class Choice:
    text: str  # HTML (contract builder) / Markdown (real build)
    correct: bool = False
    why: str | None = None


@dataclass
class Question:
    key: str
    question: str
    choices: list[Choice]
    multi: bool | None = None  # None: multi when more than one choice is correct
    shuffle: bool = True
    explanation: str = ""
    source: str = ""
    recall: bool = False

    @property
    def correct_keys(self) -> list[str]:
        return [LETTERS[i] for i, c in enumerate(self.choices) if c.correct]

    @property
    def is_multi(self) -> bool:
        return self.multi if self.multi is not None else len(self.correct_keys) > 1


def question(key: str, text: str, choices: Sequence[str | tuple[str, str]], answer: str | list[str],
             **kw) -> Question:
    """Short form: ``question("q1", "2+2?", ["3", ("4", "why")], "B")``; a list answer = multi."""
    wanted = set(answer if isinstance(answer, list) else [answer])
    built = []
    for i, c in enumerate(choices):
        text_, why = (c, None) if isinstance(c, str) else c
        built.append(Choice(text_, LETTERS[i] in wanted, why))
    kw.setdefault("multi", isinstance(answer, list))
    return Question(key, text, built, **kw)


@dataclass
class RenderedCard:
    key: str
    ord: int  # 0 = "Multiple choice", 1 = "Recall"
    question_html: str  # card.question(): <style>note type CSS</style> + front
    answer_html: str  # card.answer()
    state_id: str  # the data-mc-id of the card (its sessionStorage key is "mc:" + state_id)
    spec: Question | None = None

    @property
    def body_class(self) -> str:
        """The classes Anki puts on <body> for this card (before theme classes)."""
        return f"card card{self.ord + 1}"


@dataclass
class RenderedDeck:
    cards: list[RenderedCard] = field(default_factory=list)
    media_dir: Path | None = None  # the collection's media folder (col.media.dir())
    media: list[str] = field(default_factory=list)  # file names in it

    def card(self, key: str, ord: int = 0) -> RenderedCard:
        for c in self.cards:
            if c.key == key and c.ord == ord:
                return c
        raise KeyError((key, ord))


# ---------------------------------------------------------------------------
# fields per the contract


def guid_for(key: str) -> str:
    # genanki's base91 GUIDs contain characters such as < > & " ' that must be escaped
    return genanki.guid_for("make_deck-browser-tests", key)


def choices_html(q: Question, state_id: str) -> str:
    """The ``Choices`` field as docs/card.md specifies it."""
    esc = lambda s: html.escape(s, quote=True)  # noqa: E731 - a one-line shorthand local to this block
    need = len(q.correct_keys)
    parts = [
        f'<div class="mc-choices" data-mc-id="{esc(state_id)}" data-mc-multi="{int(q.is_multi)}" '
        f'data-mc-shuffle="{int(q.shuffle)}" data-mc-need="{need}">'
    ]
    if q.is_multi:
        parts.append(f'<p class="mc-instruction">Select {need} answers.</p>')
    parts.append('<ol class="mc-list">')
    for i, c in enumerate(q.choices):
        cls = "mc-choice tappable mc-correct" if c.correct else "mc-choice tappable"
        parts.append(f'<li class="{cls}" data-mc-key="{LETTERS[i]}"><div class="mc-text">{c.text}</div>')
        if c.why is not None:
            parts.append(f'<div class="mc-why">{c.why}</div>')
        parts.append("</li>")
    parts.append("</ol></div>")
    return "\n".join(parts)


def note_fields(q: Question) -> list[str]:
    state_id = guid_for(q.key)
    values = {
        "Question": q.question,
        "Choices": choices_html(q, state_id),
        "Answer": ", ".join(q.correct_keys),
        "Explanation": q.explanation,
        "Source": q.source,
        "Recall": "y" if q.recall else "",
        "Key": f"browser/{q.key}",
    }
    return [values[name] for name in notetype.FIELDS]


def write_files(files: dict[str, bytes] | None, folder: Path) -> list[Path]:
    written = []
    for rel, data in (files or {}).items():
        target = folder / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)
        written.append(target)
    return written


def contract_package(questions: Sequence[Question], path: Path, files: dict[str, bytes] | None = None) -> Path:
    """A tiny .apkg with the real note type and fields built from the contract (``files`` are
    bundled as media under their base names)."""
    deck = genanki.Deck(DECK_ID, DECK_NAME)
    model = notetype.build_model()
    for q in questions:
        deck.add_note(genanki.Note(model=model, fields=note_fields(q), guid=guid_for(q.key)))
    media = write_files(files, path.parent / "media-src")
    genanki.Package(deck, media_files=[str(m) for m in media]).write_to_file(str(path))
    return path


def build_package_real(questions: Sequence[Question], path: Path, files: dict[str, bytes] | None = None) -> Path:
    """The same questions through the project's real build (texts are Markdown there;
    ``files`` are written next to the YAML, so ``![alt](img/x.png)`` finds them)."""
    from quizdeck.commands import Options, build
    from quizdeck.core.diagnostics import Diagnostics

    def block(s: str, indent: int) -> str:
        return "|-\n" + textwrap.indent(s, " " * indent)

    lines = [f"deck: {DECK_NAME}", "id: browser", "questions:"]
    for q in questions:
        lines += [f"  - id: {q.key}", f"    question: {block(q.question, 6)}", "    choices:"]
        for c in q.choices:
            lines.append(f"      - text: {block(c.text, 10)}")
            if c.why is not None:
                lines.append(f"        why: {block(c.why, 10)}")
        answer = q.correct_keys
        lines.append(f"    answer: {answer if q.is_multi else answer[0]}".replace("'", ""))
        lines.append(f"    shuffle: {'true' if q.shuffle else 'false'}")
        lines.append(f"    recall: {'true' if q.recall else 'false'}")
        if q.explanation:
            lines.append(f"    explanation: {block(q.explanation, 6)}")
        if q.source:
            lines.append(f"    source: {block(q.source, 6)}")
    src = path.parent / "browser.yaml"
    write_files(files, path.parent)
    src.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = path.parent / "real-build"
    diags = Diagnostics()
    built = build(Options(sources=[src], output=out), diags)
    apkgs = sorted(out.glob("*.apkg"))
    assert apkgs, f"the real build wrote no package: {built!r} {diags!r}"
    return apkgs[0]


#: The one switch: how the package is made (the project's real build by default).
BUILD_PACKAGE: Callable[..., Path] = build_package_real


# ---------------------------------------------------------------------------
# Anki


def import_into(col: Collection, apkg: Path) -> None:
    options = ImportAnkiPackageOptions(
        with_scheduling=False,
        with_deck_configs=False,
        merge_notetypes=False,
        update_notes=ImportAnkiPackageUpdateCondition.IMPORT_ANKI_PACKAGE_UPDATE_CONDITION_IF_NEWER,  # Anki's default
        update_notetypes=ImportAnkiPackageUpdateCondition.IMPORT_ANKI_PACKAGE_UPDATE_CONDITION_IF_NEWER,
    )
    col.import_anki_package(ImportAnkiPackageRequest(package_path=str(apkg), options=options))


def _state_id(choices_field: str) -> str:
    import re

    m = re.search(r'data-mc-id="([^"]*)"', choices_field)
    return html.unescape(m.group(1)) if m else ""


def make_cards(questions: Sequence[Question], workdir: Path,
               build_package: Callable[..., Path] | None = None,
               files: dict[str, bytes] | None = None) -> RenderedDeck:
    """Build, import into a real collection in ``workdir``, render every card."""
    workdir.mkdir(parents=True, exist_ok=True)
    apkg = (build_package or BUILD_PACKAGE)(questions, workdir / "cards.apkg", files=files)
    return render_package(apkg, workdir, questions)


def render_package(apkg: Path, workdir: Path, questions: Sequence[Question] = ()) -> RenderedDeck:
    """Import ``apkg`` into a new collection in ``workdir``; every card's question and answer.
    Cards are keyed by the spec's key when the note's ``Key`` is ``browser/<key>``, else by
    the ``Key`` field (``<deck id>/<question id>``)."""
    col = Collection(str(workdir / "collection.anki2"))
    try:
        import_into(col, apkg)
        by_key = {f"browser/{q.key}": q for q in questions}
        deck = RenderedDeck(media_dir=Path(col.media.dir()))
        for nid in col.find_notes(""):
            note = col.get_note(nid)
            spec = by_key.get(note["Key"])
            key = spec.key if spec else note["Key"]
            for card in note.cards():
                deck.cards.append(RenderedCard(
                    key=key, ord=card.ord, question_html=card.question(), answer_html=card.answer(),
                    state_id=_state_id(note["Choices"]), spec=spec))
        deck.cards.sort(key=lambda c: (c.key, c.ord))
        deck.media = sorted(p.name for p in deck.media_dir.iterdir() if p.is_file())
        return deck
    finally:
        col.close()
