"""Rebuilds put together from finished items (issue 20, ``pipeline.Reuse``): after random edits
of a quiz's text, a build that reuses what did not change writes the same package, byte for byte,
as a build without any cache over the same previous package, and both report the same problems
(place, severity, message, hint, in the same order, the same counts); ``check`` too.

The edits are made to the text itself, as an author makes them: a question's text, a choice, a
block scalar, two items swapped, an item inserted or deleted, an item without an id moved (its
messages name it by number), comments and blank lines, the header's deck keys, an image replaced
under the same name, an anchor and alias, a mistake mid-file (an unclosed quote, a repeated id,
an answer naming no choice), line breaks as CRLF."""

from __future__ import annotations

import contextlib
import hashlib
import random
import re
import shutil
from pathlib import Path

import pytest

from quizdeck import pipeline
from quizdeck.commands import Options, build, check
from quizdeck.core.diagnostics import DiagnosticError, Diagnostics
from tests.helpers import reproducible_build_env

EPOCH = "1700000000"


@pytest.fixture(autouse=True)
def _reproducible(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    reproducible_build_env(monkeypatch, tmp_path, EPOCH)


@pytest.fixture
def reused(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Whether each file read went the reusing way (True) or the full way (False)."""
    seen: list[bool] = []
    run = pipeline.Reuse.run

    def counted(self: pipeline.Reuse) -> object:
        result = run(self)
        seen.append(result is not None)
        return result
    monkeypatch.setattr(pipeline.Reuse, "run", counted)
    return seen


def _problems(diags: Diagnostics) -> list[object]:
    """Every problem as reported, in order, and the counts; a made-up deck id in a hint aside."""
    shown = [(str(d.pos), d.severity, d.message,
              None if d.hint and "made up at random" in d.hint else d.hint) for d in diags.items]
    return [shown, sorted(diags.counts.items())]


def _build(path: Path, out: Path, cache: bool) -> tuple[str, list[object]]:
    """The package's digest (or 'refused'), and the problems."""
    diags = Diagnostics()
    try:
        build(Options(sources=[path], output=out, cache=cache), diags)
    except DiagnosticError:
        return "refused", _problems(diags)
    return hashlib.sha256((out / f"{path.stem}.apkg").read_bytes()).hexdigest(), _problems(diags)


def _check(path: Path, cache: bool) -> list[object]:
    diags = Diagnostics()
    with contextlib.suppress(DiagnosticError):
        check(Options(sources=[path], cache=cache), diags)
    return _problems(diags)


def _png(rng: random.Random) -> bytes:
    return b"\x89PNG\r\n\x1a\n" + rng.randbytes(rng.randint(20, 200))


def _item(rng: random.Random, n: int, with_id: bool = True) -> str:
    """One item of ``questions:`` in one of several styles."""
    lines = [f"  - id: q{n}" if with_id else "  -"]
    text = f"Question {n}: *what* is `x{rng.randint(0, 99)}`?" + (" ![pic](img/p1.png)" if n % 5 == 0 else "")
    style = rng.randrange(4)
    first = "    "
    if style == 0:
        lines.append(f"{first}question: \"{text}\"")
    elif style == 1:
        lines.append(f"{first}question: |\n      {text}\n\n      More of it, {rng.randint(0, 9)}.")
    elif style == 2:
        lines.append(f"{first}question: >\n      {text}\n      folded {rng.randint(0, 9)}")
    else:
        lines.append(f"{first}question: '{text}'")
    lines.append("    choices:")
    for j in range(rng.randint(2, 4)):
        if rng.random() < 0.3:
            lines.append(f"      - text: choice {n}.{j} **{rng.randint(0, 99)}**\n        why: because {j}")
        else:
            lines.append(f"      - choice {n}.{j} **{rng.randint(0, 99)}**")
    lines.append(f"    answer: {rng.choice(['A', 'B', '[A, B]'])}")
    if rng.random() < 0.8:
        lines.append(f"    explanation: because {rng.randint(0, 999)}")
    if rng.random() < 0.2:
        lines.append("    shuffle: false")
    if rng.random() < 0.2:
        lines.append("    # a comment inside the item")
    return "\n".join(lines) + "\n" + ("\n" if rng.random() < 0.3 else "")


def _header(rng: random.Random, tags: str = "[one]") -> str:
    return (f"# a quiz\ndeck: Generated {rng.randint(0, 0)}\nid: generated\ndescription: A deck.\n"
            f"tags: {tags}\nquestions:\n")


def _items(text: str) -> tuple[str, list[str]]:
    """The header and the items, cut at each `  - ` line."""
    at = [m.start() for m in re.finditer(r"^  -( |\n)", text, re.M)]
    return text[:at[0]], [text[a:b] for a, b in zip(at, [*at[1:], len(text)], strict=True)]


def _edit(rng: random.Random, folder: Path, text: str, step: int) -> tuple[str, str]:
    """One random edit of the quiz's text (or of an image): the new text and what was done."""
    header, items = _items(text)
    kinds = ["text", "choice", "block", "swap", "insert", "delete", "numbered", "comment", "header", "image",
             "anchor", "broken", "repeat", "answer", "fix"]
    kind = rng.choice(kinds)
    i = rng.randrange(len(items))
    if kind == "text":
        items[i] = re.sub(r"Question (\d+)", lambda m: f"Question {m.group(1)} (edited {step})", items[i], count=1)
    elif kind == "choice":
        items[i] = re.sub(r"choice (\d+)\.0", lambda m: f"choice {m.group(1)}.0 changed {step}", items[i], count=1)
    elif kind == "block":
        items[i] = items[i].replace("More of it", f"More of it ({step})")
    elif kind == "swap":
        j = rng.randrange(len(items))
        items[i], items[j] = items[j], items[i]
    elif kind == "insert":
        items.insert(i, _item(rng, 1000 + step, with_id=rng.random() < 0.5))
    elif kind == "delete" and len(items) > 3:
        del items[i]
    elif kind == "numbered":
        items.insert(rng.randrange(len(items) + 1), _item(rng, 2000 + step, with_id=False))
    elif kind == "comment":
        items[i] += rng.choice(["# a comment\n", "\n\n", "    # indented comment\n", "  # at the list's indent\n"])
    elif kind == "header":
        header = _header(rng, rng.choice(["[one]", "[one, two]", "[]"]))
    elif kind == "image":
        (folder / "img" / "p1.png").write_bytes(_png(rng))
    elif kind == "anchor":
        items[i] = items[i].replace("    choices:", "    choices: &c" + str(step), 1)
        j = rng.randrange(len(items))
        if j != i and "choices:\n" in items[j]:
            items[j] = re.sub(r"    choices:\n(      .*\n)+", f"    choices: *c{step}\n", items[j], count=1)
    elif kind == "broken":
        items[i] = items[i].replace("question: \"", "question: \"unclosed ", 1).replace("?\"\n", "?\n", 1)
    elif kind == "repeat":
        m = re.match(r"  - id: (q\d+)", items[i])
        if m and len(items) > 1:
            items[(i + 1) % len(items)] = re.sub(r"^  - id: q\d+", f"  - id: {m.group(1)}", items[(i + 1) % len(items)])
    elif kind == "answer":
        items[i] = re.sub(r"answer: .*", "answer: F", items[i], count=1)
    elif kind == "fix":   # undo the mistakes: a fresh, valid quiz of the same items' ids
        return "", kind
    return header + "".join(items), kind


def _quiz_folder(tmp_path: Path, rng: random.Random) -> Path:
    """A quiz's folder with the image its generated questions name (img/p1.png)."""
    folder = tmp_path / "quiz"
    (folder / "img").mkdir(parents=True)
    (folder / "img" / "p1.png").write_bytes(_png(rng))
    return folder


def _fresh(rng: random.Random, count: int) -> str:
    return _header(rng) + "".join(_item(rng, n, with_id=rng.random() < 0.85) for n in range(count))


@pytest.mark.parametrize("crlf", [False, True])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_edits_build_and_check_the_same_as_without_any_cache(seed: int, crlf: bool, tmp_path: Path,
                                                                   reused: list[bool]):
    rng = random.Random(seed)
    folder = _quiz_folder(tmp_path, rng)
    path = folder / "generated.yaml"
    text = _fresh(rng, 40)

    def write(t: str) -> None:
        path.write_bytes((t.replace("\n", "\r\n") if crlf else t).encode("utf-8"))
    write(text)
    done: list[str] = []
    for step in range(24):
        cached = _build(path, tmp_path / "cached", True)
        plain = _build(path, tmp_path / "plain", False)
        assert cached == plain, f"step {step}, after {done[-3:]}"
        assert _check(path, True) == _check(path, False), f"check, step {step}, after {done[-3:]}"
        new, kind = _edit(rng, folder, text, step)
        text = new or _fresh(rng, 40)
        done.append(kind)
        write(text)
    assert any(reused), "the reusing way was never taken"
    assert not all(reused), "the full way was never taken"


def test_an_edited_question_is_read_alone_and_the_rest_reused(tmp_path: Path, reused: list[bool]):
    rng = random.Random(7)
    folder = _quiz_folder(tmp_path, rng)
    path = folder / "generated.yaml"
    text = _fresh(rng, 30)
    path.write_text(text, encoding="utf-8")
    first = _build(path, tmp_path / "cached", True)
    assert reused == [False]
    path.write_text(text.replace("Question 7:", "Question 7 (edited):"), encoding="utf-8")
    again = _build(path, tmp_path / "cached", True)
    assert reused == [False, True]
    assert again != first
    shutil.copytree(tmp_path / "cached", tmp_path / "plain")
    path.write_text(text.replace("Question 7:", "Question 7 (edited twice):"), encoding="utf-8")
    assert _build(path, tmp_path / "cached", True) == _build(path, tmp_path / "plain", False)
    assert reused == [False, True, True]


def _read_again_quiz(rng: random.Random) -> str:
    """A quiz whose deck `tags:` come after its questions (the file is read twice, the first
    pass's notes rolled back)."""
    return _fresh(rng, 6).replace("tags: [one]\n", "") + "tags: [late]\n"


def test_what_a_written_package_holds_is_kept_as_reading_it_finds(tmp_path: Path):
    """The next build takes what the package it replaces holds from the store: exactly what
    reading the package finds (notes' times and digests, deck names, note type), for one deck,
    several decks in one package, a deck read twice (rolled back), and after a changed note."""
    from quizdeck.anki.package import CollectionWriter
    from quizdeck.anki.previous import extract_collection, read_previous
    from quizdeck.core.rendercache import open_cache
    from quizdeck.html.packagetimes import kept_previous

    rng = random.Random(11)
    folder = _quiz_folder(tmp_path, rng)
    one = folder / "one.yaml"
    one.write_text(_fresh(rng, 12), encoding="utf-8")
    two = folder / "two.yaml"
    two.write_text(_read_again_quiz(rng).replace("id: generated", "id: second").replace("deck: Generated",
                                                                                        "deck: Second"),
                   encoding="utf-8")
    for sources, out in (([one], tmp_path / "out"), ([one, two], tmp_path / "all.apkg"),
                         ([two], tmp_path / "out")):
        for edit in range(3):
            build(Options(sources=sources, output=out), Diagnostics())
            dest = out if out.suffix == ".apkg" else out / f"{sources[0].stem}.apkg"
            read = read_previous(dest)
            with open_cache() as store:
                kept = kept_previous(store, dest)
            assert read is not None and kept is not None
            assert (kept.notes, kept.deck_names, kept.notetype) == (read.notes, read.deck_names, read.notetype)
            writer = CollectionWriter(1)   # where each note and its cards are: as reading the collection finds
            try:
                found = writer.attach_previous(extract_collection(dest))
            finally:
                writer.close()
            assert found is not None and kept.ours and set(kept.rows) == set(kept.notes)
            assert kept.rows == {guid: found[guid] for guid in kept.notes}
            text = sources[0].read_text(encoding="utf-8")
            sources[0].write_text(text.replace("Question 3:", f"Question 3 ({edit}):"), encoding="utf-8")
    dest = tmp_path / "out" / "one.apkg"
    dest.write_bytes(dest.read_bytes() + b"\0")   # another file there now: not taken
    with open_cache() as store:
        assert kept_previous(store, dest) is None


def test_items_whose_fields_the_cache_dropped_are_read_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                             reused: list[bool]):
    """A cache too small for the quiz drops rendered fields (least recently used first): the items
    whose fields are gone are read again (alone when few, the full way when many), and the
    package is the same as without any cache."""
    monkeypatch.setenv("MAKE_DECK_CACHE_MAX_MIB", "1")
    rng = random.Random(13)
    folder = _quiz_folder(tmp_path, rng)
    path = folder / "generated.yaml"
    long = " ".join(f"word{n}" for n in range(700))
    text = _fresh(rng, 160).replace("explanation: because", f"explanation: {long} because")
    path.write_text(text, encoding="utf-8")
    for step in range(3):
        cached = _build(path, tmp_path / "cached", True)
        plain = _build(path, tmp_path / "plain", False)
        assert cached == plain, f"step {step}"
        path.write_text(text.replace("Question 9:", f"Question 9 ({step}):"), encoding="utf-8")
    assert False in reused   # some fields were dropped: read the full way at least once


def test_unchanged_notes_are_copied_from_the_package_replaced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                             reused: list[bool]):
    """After one question's edit, every other note is copied as it is from the package the build
    replaces (``CollectionWriter.copy_notes``), none of an image's; the package is the one a build
    without any cache writes over the same previous package."""
    from quizdeck.anki.package import CollectionWriter

    copied: list[int] = []
    copy_notes = CollectionWriter.copy_notes

    def counted(self: CollectionWriter, notes: list[tuple[int, int, int]], deck_id: int) -> None:
        copied.append(len(notes))
        copy_notes(self, notes, deck_id)
    monkeypatch.setattr(CollectionWriter, "copy_notes", counted)
    rng = random.Random(17)
    folder = _quiz_folder(tmp_path, rng)
    path = folder / "generated.yaml"
    text = _fresh(rng, 30)
    with_image = text.count("img/p1.png")
    path.write_text(text, encoding="utf-8")
    _build(path, tmp_path / "cached", True)
    for step, edit in enumerate(("Question 7 (edited):", "Question 7 (edited again):")):
        shutil.copytree(tmp_path / "cached", tmp_path / f"plain{step}")
        copied.clear()
        path.write_text(text.replace("Question 7:", edit), encoding="utf-8")
        assert _build(path, tmp_path / "cached", True) == _build(path, tmp_path / f"plain{step}", False)
        assert reused[-1]
        assert sum(copied) == 30 - 1 - with_image and len(copied) >= 2   # (a run before the edit, one after)


def test_random_edits_with_items_kept_in_many_parts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                    reused: list[bool]):
    """Items are kept in parts (``finished.PART_ITEMS``); a rebuild writes again only the parts whose
    items changed and keeps the others' keys as read: with small parts, many of them are kept as
    read, and every rebuild still equals a build without any cache."""
    from quizdeck.html import finished

    monkeypatch.setattr(finished, "PART_ITEMS", 4)
    monkeypatch.setattr(pipeline, "PART_ITEMS", 4)
    kept_as_read: list[int] = []
    keep_items = finished.FinishedStore.keep_items

    def counted(self: finished.FinishedStore, items: object, changed: set[str] | None = None) -> list[bytes]:
        parts = keep_items(self, items, changed)  # type: ignore[arg-type]
        kept_as_read.append(sum(part in self.loaded for part in parts))
        return parts
    monkeypatch.setattr(finished.FinishedStore, "keep_items", counted)
    rng = random.Random(5)
    folder = _quiz_folder(tmp_path, rng)
    path = folder / "generated.yaml"
    text = _fresh(rng, 40)
    path.write_text(text, encoding="utf-8")
    for step in range(10):
        cached = _build(path, tmp_path / "cached", True)
        plain = _build(path, tmp_path / "plain", False)
        assert cached == plain, f"step {step}"
        assert _check(path, True) == _check(path, False), f"check, step {step}"
        new, _ = _edit(rng, folder, text, step)
        text = new or _fresh(rng, 40)
        path.write_text(text, encoding="utf-8")
    assert any(reused) and sum(kept_as_read) > 0


def test_items_read_again_are_kept_as_read_in_their_part(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        reused: list[bool]):
    """An image replaced under the same name: the items naming it are read again, and kept so (their
    part is written again though it holds the same items): the next rebuild reads none again."""
    from quizdeck.html import finished

    monkeypatch.setattr(finished, "PART_ITEMS", 4)
    monkeypatch.setattr(pipeline, "PART_ITEMS", 4)
    alone: list[int] = []
    read_alone = pipeline.Reuse._read_alone

    def counted(self: pipeline.Reuse, deck: object, piece: object, number: int) -> object:
        alone.append(number)
        return read_alone(self, deck, piece, number)  # type: ignore[arg-type]
    monkeypatch.setattr(pipeline.Reuse, "_read_alone", counted)
    rng = random.Random(3)
    folder = _quiz_folder(tmp_path, rng)
    path = folder / "generated.yaml"
    path.write_text(_fresh(rng, 20), encoding="utf-8")
    _build(path, tmp_path / "cached", True)
    (folder / "img" / "p1.png").write_bytes(_png(rng))
    _build(path, tmp_path / "cached", True)
    assert reused == [False, True] and alone, "the items naming the image were read again"
    alone.clear()
    shutil.copytree(tmp_path / "cached", tmp_path / "plain")
    assert _build(path, tmp_path / "cached", True) == _build(path, tmp_path / "plain", False)
    assert reused[-1] and alone == []
