"""Output that cannot be written: a read-only folder, a full disk, a file size limit, a folder
where the package should be, an interrupted or killed build.

For each: exit status 1 (130 when interrupted), one clear error line naming the package,
no traceback, the previous package byte-identical and no temporary file left behind.

Tests run as root here, and root ignores file permissions, so a read-only folder and a
full disk are real file systems: a tmpfs mounted for the test (read-only, or a few
kilobytes small). Where mounting is impossible (not root, no CAP_SYS_ADMIN) the
read-only test falls back to ``chmod 0o555`` when not root, and otherwise skips saying
why; a full disk is also simulated with ``RLIMIT_FSIZE``, which works everywhere.
"""

from __future__ import annotations

import os
import random
import resource
import signal
import string
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

from tests.helpers import MINIMAL, default_sigint, write

ROOT = Path(__file__).resolve().parent.parent
MAKE_DECK = ROOT / "make_deck.py"
PREVIOUS = b"previous good package, must survive"


# --------------------------------------------------------------------------- helpers

def cli(*args, cwd: Path, fsize: int | None = None, env: dict | None = None,
        timeout: float = 300) -> subprocess.CompletedProcess:
    def limit() -> None:
        if fsize is not None:
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # get EFBIG instead of being killed
            resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))

    return subprocess.run([sys.executable, str(MAKE_DECK), *map(str, args)], cwd=cwd, capture_output=True, text=True,
                          timeout=timeout, preexec_fn=limit, env=env)


def _big_deck_over_a_previous_package(tmp_path: Path, questions: int) -> tuple[Path, Path, Path]:
    """big.yaml, the output folder holding a previous big.apkg, and an empty scratch folder for TMPDIR."""
    src = random_deck(tmp_path / "big.yaml", questions)
    out = tmp_path / "out"
    out.mkdir()
    (out / "big.apkg").write_bytes(PREVIOUS)
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    return src, out, scratch


def temporaries(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp")) if folder.is_dir() else []


def assert_refused(proc: subprocess.CompletedProcess, package: Path, *fragments: str, shown: Path | None = None,
                   ) -> None:
    """Exit 1, one error line that names the package (as ``shown``), no traceback; previous package intact."""
    assert proc.returncode == 1, (proc.returncode, proc.stderr[-3000:])
    assert "Traceback" not in proc.stderr, proc.stderr[-3000:]
    errors = [line for line in proc.stderr.splitlines() if "error" in line and not line.startswith("warning:")]
    assert len(errors) == 1, proc.stderr
    assert errors[0].startswith(f"error: {shown or package}: "), proc.stderr
    for fragment in fragments:
        assert fragment in errors[0], proc.stderr
    assert package.is_dir() or package.read_bytes() == PREVIOUS
    assert temporaries(package.parent) == []


def random_deck(path: Path, questions: int, seed: int = 0) -> Path:
    """A quiz of incompressible text (so the package is about as big as the text)."""
    rng = random.Random(seed)

    def text(n: int) -> str:
        return "".join(rng.choice(string.ascii_letters + " ") for _ in range(n)).strip() + "."

    doc = {"deck": "Big", "questions": [
        {"id": f"q{i}", "question": text(200), "choices": [text(80), text(80), text(80)], "answer": "A",
         "explanation": text(300)} for i in range(questions)]}
    path.write_text(yaml.safe_dump(doc, width=1000), encoding="utf-8")
    return path


def _run_root(*cmd: str) -> subprocess.CompletedProcess:
    return subprocess.run(list(cmd), capture_output=True, text=True, timeout=60)


@pytest.fixture
def tmpfs(tmp_path: Path):
    """``tmpfs(name, size_kib)`` mounts a small tmpfs under tmp_path; unmounted afterwards."""
    mounted: list[Path] = []

    def mount(name: str, size_kib: int) -> Path:
        point = tmp_path / name
        point.mkdir()
        proc = _run_root("mount", "-t", "tmpfs", "-o", f"size={size_kib}k,mode=0755", "tmpfs", str(point))
        if proc.returncode != 0:
            pytest.skip(f"cannot mount a tmpfs here ({proc.stderr.strip() or proc.returncode}); "
                        "the full disk is still tested with RLIMIT_FSIZE")
        mounted.append(point)
        return point

    yield mount
    for point in reversed(mounted):
        _run_root("umount", "-l", str(point))


def remount_read_only(point: Path) -> None:
    proc = _run_root("mount", "-o", "remount,ro", str(point))
    assert proc.returncode == 0, proc.stderr


# --------------------------------------------------------------------------- read-only folder

def test_read_only_folder(tmp_path: Path, request):
    src = write(tmp_path / "quiz.yaml", MINIMAL)
    if os.geteuid() == 0:
        mount = request.getfixturevalue("tmpfs")
        out = mount("out", 256)
        (out / "quiz.apkg").write_bytes(PREVIOUS)
        remount_read_only(out)
        fragment = "Read-only file system"
    else:  # permissions work for everyone but root
        out = tmp_path / "out"
        out.mkdir()
        (out / "quiz.apkg").write_bytes(PREVIOUS)
        out.chmod(0o555)
        request.addfinalizer(lambda: out.chmod(0o755))
        fragment = "Permission denied"
    proc = cli("build", src, "-o", out, cwd=tmp_path)
    assert_refused(proc, out / "quiz.apkg", fragment, "the previous file is unchanged")


def test_read_only_folder_for_add_ids(tmp_path: Path, tmpfs):
    """add-ids rewrites quiz files in place: the same atomic write, the same clean error."""
    folder = tmpfs("cards", 256)
    quiz = folder / "quiz.yaml"
    quiz.write_text(MINIMAL.replace("  - id: q1\n    question", "  - question"), encoding="utf-8")
    before = quiz.read_bytes()
    remount_read_only(folder)
    proc = cli("add-ids", quiz, cwd=tmp_path)
    assert proc.returncode == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    assert f"error: {quiz}: cannot write it: Read-only file system" in proc.stderr
    assert quiz.read_bytes() == before


# --------------------------------------------------------------------------- full disk

def test_full_disk(tmp_path: Path, tmpfs):
    out = tmpfs("out", 64)
    (out / "big.apkg").write_bytes(PREVIOUS)
    src = random_deck(tmp_path / "big.yaml", 300)  # a package of some 150 KB
    proc = cli("build", src, "-o", out, cwd=tmp_path)
    assert_refused(proc, out / "big.apkg", "No space left on device", "the previous file is unchanged")


def test_full_disk_single_package(tmp_path: Path, tmpfs):
    out = tmpfs("out", 64)
    (out / "all.apkg").write_bytes(PREVIOUS)
    cards = tmp_path / "cards"
    cards.mkdir()
    random_deck(cards / "a.yaml", 150, seed=1)
    second = random_deck(cards / "b.yaml", 150, seed=2)
    second.write_text(second.read_text().replace("deck: Big", "deck: Big two"))
    proc = cli("build", cards, "-o", out / "all.apkg", cwd=tmp_path)
    assert_refused(proc, out / "all.apkg", "No space left on device")


def _big_image(folder: Path, size: int) -> None:
    png = b"\x89PNG\r\n\x1a\n" + random.Random(3).randbytes(size)
    (folder / "photo.png").write_bytes(png)


def test_file_size_limit_on_the_package(tmp_path: Path):
    """RLIMIT_FSIZE (a disk quota, in effect): the package outgrows it while being written."""
    _big_image(tmp_path, 2_000_000)  # media go into the zip, not into the collection
    write(tmp_path / "photo.yaml", MINIMAL.replace("What is 2 + 2?", "What is this? ![photo](photo.png)"))
    out = tmp_path / "out"
    out.mkdir()
    (out / "photo.apkg").write_bytes(PREVIOUS)
    proc = cli("build", "photo.yaml", "-o", "out", cwd=tmp_path, fsize=1_000_000)
    assert_refused(proc, out / "photo.apkg", "File too large", shown=Path("out") / "photo.apkg")


@pytest.mark.slow  # up to 4,000 questions
@pytest.mark.parametrize("questions, fsize", [(300, 50_000), (4000, 500_000)])
def test_file_size_limit_on_the_temporary_collection(tmp_path: Path, questions: int, fsize: int):
    """The collection database is built in a temporary file first; when that fails, a clean error too:
    when it is finished (300 questions), or while the quiz is still being read (4,000 questions
    outgrow SQLite's page cache, so notes reach the file mid-stream)."""
    src, out, scratch = _big_deck_over_a_previous_package(tmp_path, questions)
    proc = cli("build", src, "-o", out, cwd=tmp_path, fsize=fsize,
               env={**os.environ, "TMPDIR": str(scratch), "MAKE_DECK_WORKERS": "0"})  # one process: in step
    assert proc.returncode == 1, proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr, proc.stderr[-3000:]
    errors = [line for line in proc.stderr.splitlines() if line.startswith("error: ")]
    assert len(errors) == 1, proc.stderr
    assert "cannot build the collection in the temporary folder" in errors[0], proc.stderr
    assert "cannot read the file" not in proc.stderr
    assert (out / "big.apkg").read_bytes() == PREVIOUS
    assert temporaries(out) == [] and list(scratch.iterdir()) == []


# --------------------------------------------------------------------------- the path is a folder, or under a file

def test_single_package_path_is_a_folder(tmp_path: Path):
    write(tmp_path / "quiz.yaml", MINIMAL)
    (tmp_path / "out" / "x.apkg").mkdir(parents=True)
    proc = cli("build", "quiz.yaml", "-o", Path("out") / "x.apkg", cwd=tmp_path)
    assert_refused(proc, tmp_path / "out" / "x.apkg", "is a folder", shown=Path("out") / "x.apkg")
    assert list((tmp_path / "out" / "x.apkg").iterdir()) == []
    assert temporaries(tmp_path / "out") == []


def test_package_path_of_a_deck_is_a_folder(tmp_path: Path):
    write(tmp_path / "quiz.yaml", MINIMAL)
    (tmp_path / "out" / "quiz.apkg").mkdir(parents=True)
    proc = cli("build", "quiz.yaml", "-o", "out", cwd=tmp_path)
    assert_refused(proc, tmp_path / "out" / "quiz.apkg", "is a folder", shown=Path("out") / "quiz.apkg")
    assert temporaries(tmp_path / "out") == []


def test_output_folder_is_a_file(tmp_path: Path):
    write(tmp_path / "quiz.yaml", MINIMAL)
    (tmp_path / "out").write_bytes(PREVIOUS)
    proc = cli("build", "quiz.yaml", "-o", "out", cwd=tmp_path)
    assert proc.returncode == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    errors = [line for line in proc.stderr.splitlines() if "error" in line and not line.startswith("warning:")]
    assert len(errors) == 1 and errors[0].startswith("error: out"), proc.stderr
    assert (tmp_path / "out").read_bytes() == PREVIOUS


# --------------------------------------------------------------------------- interrupted and killed builds

#: Runs make_deck.py with the package's zip written in small, slowed-down pieces, so a
#: test that signals the build "while the package is written" always finds it there,
#: however loaded the machine (a fast write could otherwise end before the signal lands).
SLOW_WRITE = """
import runpy, shutil, sys, time
import quizdeck.anki.package
def slow_copy(src, dst, length=0):
    while True:
        chunk = src.read(16384)
        if not chunk:
            return
        dst.write(chunk)
        time.sleep(0.2)
quizdeck.anki.package.shutil = type(sys)("shutil_slow")
quizdeck.anki.package.shutil.copyfileobj = slow_copy
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
"""


def _start_build(tmp_path: Path, questions: int = 300):
    src, out, scratch = _big_deck_over_a_previous_package(tmp_path, questions)
    proc = subprocess.Popen([sys.executable, "-c", SLOW_WRITE, str(MAKE_DECK), "build", str(src), "-o", str(out)],
                            cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "TMPDIR": str(scratch), "PYTHONPATH": str(ROOT)},
                            preexec_fn=default_sigint)
    return proc, out, scratch


def _wait_for_temporary(proc: subprocess.Popen, out: Path, timeout: float = 240) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = temporaries(out)
        if found:
            return found[0]
        if proc.poll() is not None:
            break
        time.sleep(0.005)
    proc.kill()
    _stdout, stderr = proc.communicate()
    pytest.fail(f"the package's temporary file never appeared (exit {proc.returncode}):\n{stderr[-2000:]}")


@pytest.mark.slow  # a build signalled while it slowly writes its package
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP], ids=lambda s: s.name)
def test_interrupted_build_keeps_the_previous_package(tmp_path: Path, sig: signal.Signals):
    proc, out, scratch = _start_build(tmp_path)
    _wait_for_temporary(proc, out)
    proc.send_signal(sig)
    _stdout, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 130, (proc.returncode, stderr[-3000:])
    assert "Traceback" not in stderr, stderr
    assert "interrupted" in stderr
    assert (out / "big.apkg").read_bytes() == PREVIOUS
    assert temporaries(out) == []
    assert list(scratch.iterdir()) == [], "the temporary collection was left behind"


@pytest.mark.slow  # a build killed while it slowly writes its package, then built again
def test_killed_build_leaves_a_temporary_that_the_next_build_removes(tmp_path: Path):
    """SIGKILL cannot be caught: the previous package survives, and the next build clears the debris."""
    proc, out, _ = _start_build(tmp_path)
    stray = _wait_for_temporary(proc, out)
    proc.kill()
    proc.communicate(timeout=60)
    assert (out / "big.apkg").read_bytes() == PREVIOUS
    assert temporaries(out) == [stray]
    again = cli("build", tmp_path / "big.yaml", "-o", out, cwd=tmp_path)
    assert again.returncode == 0, again.stderr[-3000:]
    assert temporaries(out) == []
    assert (out / "big.apkg").read_bytes()[:2] == b"PK"


def test_temporaries_of_live_processes_are_left_alone(tmp_path: Path):
    """Another build writing the same package right now keeps its temporary file."""
    from quizdeck.core.atomicfile import _temp_prefix, remove_stale_temporaries

    dest = tmp_path / "deck.apkg"
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        live = tmp_path / f"{_temp_prefix(dest, sleeper.pid)}abc.tmp"
        live.write_bytes(b"being written")
        other = tmp_path / ".other.apkg.x-1.abc.tmp"
        other.write_bytes(b"another destination")
        assert remove_stale_temporaries(dest) == []
        assert live.exists() and other.exists()
    finally:
        sleeper.kill()
        sleeper.wait()
    assert remove_stale_temporaries(dest) == [live]
    assert other.exists()
