"""The persistent render cache in real builds (issue 20): a build with a cold cache, a warm
cache and no cache writes the same packages byte for byte, for the repository's quizzes, the
corpora and generated quizzes edited at random (texts, choices, images replaced under the
same name, a new renderer version); two builds at once share a cache; a damaged or
read-only cache file gives the same deck and one warning.

Every build's cache lives under the test's ``tmp_path`` (``XDG_CACHE_HOME``; the suite's
conftest already keeps every other build away from ``~/.cache``)."""

from __future__ import annotations

import contextlib
import hashlib
import os
import random
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from quizdeck.commands import Options, build, check
from quizdeck.core import rendercache
from quizdeck.core.diagnostics import DiagnosticError, Diagnostics
from quizdeck.html import fields, render, stored
from tests.helpers import reproducible_build_env
from tests.hostile_corpus import cases, copy
from tests.test_rendercache import read_only

ROOT = Path(__file__).resolve().parent.parent
EPOCH = "1700000000"


@pytest.fixture(autouse=True)
def _reproducible(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    reproducible_build_env(monkeypatch, tmp_path, EPOCH)


def _digests(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.glob("*.apkg"))}


def _build(sources: list[Path], out: Path, cache: bool, warnings: list[str] | None = None) -> dict[str, str]:
    """The packages' digests, or the problems when the build is refused."""
    shutil.rmtree(out, ignore_errors=True)
    try:
        build(Options(sources=sources, output=out, cache=cache), Diagnostics(),
              on_cache_warning=None if warnings is None else warnings.append)
    except DiagnosticError as exc:
        return {"refused": "\n".join(d.format() for d in exc.diagnostics)}
    return _digests(out)


def _cache_file() -> Path:
    return rendercache.cache_path()


def _empty_cache() -> None:
    shutil.rmtree(_cache_file().parent, ignore_errors=True)


def _three_ways(sources: list[Path], tmp: Path) -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """Built cold (an empty cache), warm (the same cache again), and without the cache; and
    (asserted here) built after only a ``check`` filled the cache with its lighter render."""
    _empty_cache()
    with contextlib.suppress(DiagnosticError):
        check(Options(sources=sources), Diagnostics())
    after_check = _build(sources, tmp / "after-check", True)
    _empty_cache()
    cold = _build(sources, tmp / "cold", True)
    warm = _build(sources, tmp / "warm", True)
    plain = _build(sources, tmp / "plain", False)
    assert after_check == plain, "a build after check"
    return cold, warm, plain


def _hits() -> int:
    """How many results the cache holds (to show a warm build had something to reuse)."""
    import sqlite3
    with sqlite3.connect(_cache_file()) as conn:
        (n,), = conn.execute("SELECT count(*) FROM entries")
    return int(n)


@pytest.mark.parametrize("folder", ["cards", "tests/corpus/good"])
def test_the_repositorys_quizzes_build_the_same_with_and_without_the_cache(folder: str, tmp_path: Path):
    src = tmp_path / "src"
    shutil.copytree(ROOT / folder, src)
    for path in sorted(src.glob("*.y*ml")):   # one package per file; a file refused is refused alike
        cold, warm, plain = _three_ways([path], tmp_path / path.stem)
        assert cold == warm == plain, path.name
    assert _hits() > 0


def test_the_hostile_corpus_allowed_decks_build_the_same(tmp_path: Path):
    sources = copy([c for c in cases() if c.refused is None], tmp_path / "src")
    cold, warm, plain = _three_ways(sources, tmp_path)
    assert "refused" not in plain, plain
    assert cold == warm == plain
    assert _hits() > 0


def test_check_finds_the_same_with_a_warm_cache(tmp_path: Path):
    sources = copy(cases(), tmp_path / "src")
    found = []
    for cache in (True, True, False):
        diags = Diagnostics()
        with contextlib.suppress(DiagnosticError):
            check(Options(sources=sources, cache=cache), diags)
        found.append(sorted(f"{d.pos}: {d.severity}: {d.message}" for d in diags.items))   # hints: made up at random
    assert found[0] == found[1] == found[2]
    assert any("error" in line for line in found[0])


# ------------------------------------------------------------------- generated quizzes


def _png(rng: random.Random) -> bytes:
    return b"\x89PNG\r\n\x1a\n" + rng.randbytes(rng.randint(20, 200))


def _quiz(rng: random.Random, count: int) -> dict[int, dict[str, object]]:
    questions = {}
    for i in range(count):
        q: dict[str, object] = {
            "text": f"Question {i}: *what* is `x{rng.randint(0, 9)}`?"
                    + (f" ![pic](img/p{i % 3}.png)" if i % 4 == 0 else ""),
            "choices": [f"choice {i}.{j} **{rng.randint(0, 99)}**" for j in range(rng.randint(2, 5))],
            "explanation": f"because {rng.randint(0, 999)}" + (" ![pic](img/p1.png)" if i % 7 == 0 else ""),
        }
        questions[i] = q
    return questions


def _write(folder: Path, questions: dict[int, dict[str, object]]) -> Path:
    lines = ["deck: Generated", "id: generated", "questions:"]
    for i, q in questions.items():
        lines.append(f"  - id: q{i}")
        lines.append(f"    question: {_yaml(str(q['text']))}")
        lines.append("    choices:")
        lines.extend(f"      - {_yaml(c)}" for c in q["choices"])   # type: ignore[attr-defined]
        lines.append("    answer: A")
        lines.append(f"    explanation: {_yaml(str(q['explanation']))}")
    path = folder / "generated.yaml"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _yaml(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _edit(rng: random.Random, folder: Path, questions: dict[int, dict[str, object]], kind: str) -> None:
    i = rng.choice(list(questions))
    if kind == "text":
        questions[i]["text"] = str(questions[i]["text"]) + f" (edited {rng.randint(0, 999)})"
    elif kind == "choice":
        choices = questions[i]["choices"]
        assert isinstance(choices, list)
        choices[rng.randrange(len(choices))] = f"a new choice {rng.randint(0, 999)}"
    elif kind == "image":
        (folder / "img" / f"p{rng.randrange(3)}.png").write_bytes(_png(rng))


EDITS = ["text", "choice", "image", "version"]


def _changed(note_fields: Callable[..., list[str]], mark: str) -> Callable[..., list[str]]:
    """The renderer after a change to its code: each question's field ends with ``mark``."""
    def changed(*args: object) -> list[str]:
        fields = note_fields(*args)
        return [fields[0] + f"<!-- {mark} -->", *fields[1:]]
    return changed


def _quiz_folder(tmp_path: Path, rng: random.Random) -> Path:
    """A quiz folder with three random images in ``img/``."""
    folder = tmp_path / "quiz"
    (folder / "img").mkdir(parents=True)
    for n in range(3):
        (folder / "img" / f"p{n}.png").write_bytes(_png(rng))
    return folder


@pytest.mark.parametrize("workers", ["0", "2"])
@pytest.mark.parametrize("seed", [1, 2])
def test_generated_quizzes_edited_at_random_build_the_same(seed: int, workers: str, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("MAKE_DECK_WORKERS", workers)
    rng = random.Random(seed)
    folder = _quiz_folder(tmp_path, rng)
    questions = _quiz(rng, 150)
    path = _write(folder, questions)
    cold, warm, plain = _three_ways([path], tmp_path / "first")
    assert cold == warm == plain and "refused" not in plain
    edits = [*EDITS, *(rng.choice(EDITS) for _ in range(4))]
    for step, kind in enumerate(edits):
        if kind == "version":   # the rendering code changes, and so does the renderer's version
            bumped = f"bumped {step}"
            monkeypatch.setattr(stored, "current_version", lambda bumped=bumped: bumped)
            monkeypatch.setattr(render, "note_fields", _changed(fields.note_fields, bumped))
        else:
            _edit(rng, folder, questions, kind)
            _write(folder, questions)
        cached = _build([path], tmp_path / f"cached-{step}", True)
        plain = _build([path], tmp_path / f"plain-{step}", False)
        assert cached == plain, f"after edit {step} ({kind})"
    assert _hits() > 0


def test_a_rebuild_renders_only_the_question_edited(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    rng = random.Random(5)
    folder = _quiz_folder(tmp_path, rng)
    questions = _quiz(rng, 60)
    path = _write(folder, questions)
    rendered: list[str] = []

    def counted(*args: Any) -> list[str]:
        rendered.append(args[2])   # the GUID
        return note_fields(*args)
    note_fields = fields.note_fields
    monkeypatch.setattr(render, "note_fields", counted)
    _build([path], tmp_path / "first", True)
    assert len(rendered) == 60
    for i in (0, 1):   # one with an image, one without
        questions[i]["text"] = str(questions[i]["text"]) + " edited"
        _write(folder, questions)
        rendered.clear()
        _build([path], tmp_path / f"again-{i}", True)
        assert len(rendered) == 1
    rendered.clear()
    _build([path], tmp_path / "unchanged", True)
    assert rendered == []


def test_a_question_named_image_replaced_under_the_same_name_is_rendered_again(tmp_path: Path):
    """The image case alone, deterministic: the key must hold the image's digest."""
    folder = tmp_path / "quiz"
    (folder / "img").mkdir(parents=True)
    (folder / "img" / "p0.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"old")
    questions: dict[int, dict[str, object]] = {
        0: {"text": "Which? ![pic](img/p0.png)", "choices": ["a", "b"], "explanation": "so"},
        1: {"text": "Plain", "choices": ["a", "b"], "explanation": "so"}}
    path = _write(folder, questions)
    first = _build([path], tmp_path / "first", True)
    (folder / "img" / "p0.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"new")
    assert _build([path], tmp_path / "cached", True) == _build([path], tmp_path / "plain", False) != first


# ------------------------------------------------------------------- processes, faults


def _cli(args: list[str], cwd: Path, env: dict[str, str]) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, str(ROOT / "make_deck.py"), *args], cwd=cwd, env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _env(tmp_path: Path) -> dict[str, str]:
    env = {**os.environ, "SOURCE_DATE_EPOCH": EPOCH, "NO_COLOR": "1", "XDG_CACHE_HOME": str(tmp_path / "cache-home")}
    env.pop("MAKE_DECK_CACHE", None)
    return env


def _generated(tmp_path: Path, count: int = 400) -> Path:
    rng = random.Random(7)
    folder = _quiz_folder(tmp_path, rng)
    return _write(folder, _quiz(rng, count))


def test_two_builds_at_once_share_one_cache(tmp_path: Path):
    path = _generated(tmp_path)
    expected = _build([path], tmp_path / "plain", False)
    env = _env(tmp_path)
    for round_ in ("cold", "warm"):
        runs = [_cli(["build", str(path), "-o", str(tmp_path / f"{round_}-{n}")], tmp_path, env) for n in (1, 2)]
        for run in runs:
            _out, err = run.communicate(timeout=300)
            assert run.returncode == 0, err
            assert "render cache" not in err, err
        for n in (1, 2):
            assert _digests(tmp_path / f"{round_}-{n}") == expected, (round_, n)
    assert _hits() > 0


def _garbage(path: Path) -> None:
    path.write_bytes(random.Random(3).randbytes(path.stat().st_size))


def _truncate(path: Path) -> None:
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2 + 100])


@pytest.mark.parametrize("damage", [_truncate, _garbage], ids=["truncated", "garbage"])
def test_a_damaged_cache_file_gives_the_same_deck_and_one_warning(damage: Callable[[Path], None], tmp_path: Path):
    path = _generated(tmp_path)
    expected = _build([path], tmp_path / "plain", False)
    env = _env(tmp_path)
    run = _cli(["build", str(path), "-o", str(tmp_path / "first")], tmp_path, env)
    run.communicate(timeout=300)
    cache = tmp_path / "cache-home" / "make_deck" / rendercache.FILE_NAME
    for suffix in ("-wal", "-shm"):
        Path(f"{cache}{suffix}").unlink(missing_ok=True)
    damage(cache)
    run = _cli(["build", str(path), "-o", str(tmp_path / "damaged")], tmp_path, env)
    _, err = run.communicate(timeout=300)
    assert run.returncode == 0, err
    assert _digests(tmp_path / "damaged") == expected
    warnings = [line for line in err.splitlines() if "render cache" in line]
    assert len(warnings) == 1 and warnings[0].startswith("warning: "), err
    run = _cli(["build", str(path), "-o", str(tmp_path / "after")], tmp_path, env)   # rebuilt: used again
    _out, err = run.communicate(timeout=300)
    assert "render cache" not in err and _digests(tmp_path / "after") == expected


def test_a_read_only_cache_file_gives_the_same_deck_and_one_warning(tmp_path: Path):
    path = _generated(tmp_path)
    expected = _build([path], tmp_path / "plain", False)
    env = _env(tmp_path)
    _cli(["build", str(path), "-o", str(tmp_path / "first")], tmp_path, env).communicate(timeout=300)
    cache = tmp_path / "cache-home" / "make_deck" / rendercache.FILE_NAME
    with read_only(cache):
        run = _cli(["check", str(path), "--format", "json"], tmp_path, env)
        _, err = run.communicate(timeout=300)
        assert run.returncode == 0, err
        assert [line for line in err.splitlines() if "render cache" in line and "read-only" in line] == \
               err.splitlines(), err
        assert len(err.splitlines()) == 1
        run = _cli(["build", str(path), "-o", str(tmp_path / "read-only")], tmp_path, env)
        _out, err = run.communicate(timeout=300)
    assert run.returncode == 0, err
    assert _digests(tmp_path / "read-only") == expected
    assert len([line for line in err.splitlines() if "render cache" in line]) == 1, err


def test_no_cache_and_the_variable_leave_no_cache_file(tmp_path: Path):
    path = _generated(tmp_path, 20)
    env = _env(tmp_path)
    for args, extra in ((["build", "--no-cache"], {}), (["check", "--no-cache"], {}),
                        (["build"], {"MAKE_DECK_CACHE": "0"}), (["check"], {"MAKE_DECK_CACHE": "0"})):
        run = _cli([*args, str(path), "-o", str(tmp_path / "out")] if args[0] == "build" else [*args, str(path)],
                   tmp_path, {**env, **extra})
        _out, err = run.communicate(timeout=300)
        assert run.returncode == 0, err
        assert not (tmp_path / "cache-home" / "make_deck" / rendercache.FILE_NAME).exists(), args
    run = _cli(["check", str(path)], tmp_path, env)
    run.communicate(timeout=300)
    assert (tmp_path / "cache-home" / "make_deck" / rendercache.FILE_NAME).exists()
