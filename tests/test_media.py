"""Images in quiz text are bundled, named by content, and land in Anki's media folder."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import stat
import tracemalloc
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from quizdeck.html import media
from tests.ankiutil import import_package, new_collection, notes_by_key
from tests.browser.cards import png
from tests.helpers import run, write

QUIZ = """\
deck: {deck}
id: {key}
questions:
  - id: pic
    question: |
      Look at this:

      ![a diagram](img/diagram.png)
    choices:
      - "![choice picture](img/diagram.png)"
      - plain
    answer: A
    explanation: The diagram again ![again](./img/diagram.png)
"""


def test_images_are_bundled_by_content_and_do_not_collide(tmp_path: Path):
    for key, colour in (("one", (255, 0, 0)), ("two", (0, 0, 255))):
        (tmp_path / key / "img").mkdir(parents=True)
        (tmp_path / key / "img" / "diagram.png").write_bytes(png(4, 3, colour))
        write(tmp_path / key / f"{key}.yaml", QUIZ.format(deck=key.title(), key=key))
    out = tmp_path / "out"
    result = run("build", tmp_path / "one", tmp_path / "two", "-o", out)
    assert result.exit_code == 0, result.output
    col = new_collection(tmp_path / "col")
    import_package(col, out / "one.apkg")
    import_package(col, out / "two.apkg")
    notes = notes_by_key(col)
    names = set()
    for key in ("one/pic", "two/pic"):
        note = notes[key]
        srcs = {s.split('"')[0] for s in (note["Question"] + note["Choices"] + note["Explanation"]).split('src="')[1:]}
        assert len(srcs) == 1, srcs  # the same file referenced three ways is one media file
        names |= srcs
    assert len(names) == 2  # two different diagram.png files, two names
    media_dir = Path(col.media.dir())
    contents = {(media_dir / n).read_bytes() for n in names}
    assert contents == {png(4, 3, (255, 0, 0)), png(4, 3, (0, 0, 255))}
    assert all(n.startswith("mc-") and n.endswith(".png") for n in names)
    col.close()


@pytest.mark.parametrize("src, message", [
    ("missing.png", "not found"),
    ("../outside.png", "leaves the quiz file's folder"),
    ("/etc/passwd.png", "is absolute"),
    ("https://example.com/x.png", "remote image"),
    ("http://example.com/x.png", "would break offline"),
    ("link.png", "points outside the quiz file's folder"),
    ("notes.txt", "is not an image file"),
    ("data:image/png;base64,iVBORw0KGgo=", "is not allowed"),
])
@pytest.mark.parametrize("command", ["check", "build"])
def test_bad_image_paths_are_errors_at_their_line(tmp_path: Path, src: str, message: str, command: str):
    quiz_dir = tmp_path / "quiz"
    quiz_dir.mkdir()
    (tmp_path / "outside.png").write_bytes(png(1, 1, (0, 0, 0)))
    os.symlink(tmp_path / "outside.png", quiz_dir / "link.png")
    (quiz_dir / "notes.txt").write_text("x")
    image = f"<img src='{src}'>" if src.startswith("data:") else f"![x]({src})"
    src_file = write(quiz_dir / "q.yaml", f"""\
        deck: Images
        questions:
          - id: q
            question: Which?
            choices: [a, b]
            answer: A
            explanation: "See {image}"
        """)
    out = tmp_path / "out"
    result = run(command, src_file, *(("-o", out) if command == "build" else ()))
    assert result.exit_code == 1
    assert "q.yaml:7:23: error: " in result.stderr and message in result.stderr, result.stderr  # at the image
    assert "Traceback" not in result.output
    assert not out.exists()


def test_every_bad_image_of_a_text_is_reported_at_its_own_place(tmp_path: Path):
    """Issue 13, defect 4: each bad image at its line:col, all of them, and no false
    "the question shows nothing" for a question full of text."""
    (tmp_path / "ok.png").write_bytes(png(1, 1, (0, 0, 0)))
    src = write(tmp_path / "q.yaml", """\
        deck: Images
        questions:
          - id: q
            question: |
              A question with a lot of text and a figure:

              ![first](missing-one.png) and ![ok](ok.png)
              then <img src="missing-two.png" alt="x">, and ![again](missing-one.png).
            choices:
              - "![remote](https://example.com/a.png)"
              - text: plain
                why: >
                  folded text with
                  ![an image](../outside.png) on its second line
            answer: B
            explanation: E.
        """)
    for command in ("check", "build"):
        result = run(command, src, *(("-o", tmp_path / "out") if command == "build" else ()))
        assert result.exit_code == 1
        errors = [(line.split(": error: ")[0].rsplit("q.yaml:", 1)[1], line.split(": error: ")[1].split(" ")[:3])
                  for line in result.stderr.splitlines() if ": error: " in line]
        assert errors == [
            ("7:7", ["image", "'missing-one.png'", "not"]),
            ("8:12", ["image", "'missing-two.png'", "not"]),
            ("8:53", ["image", "'missing-one.png'", "not"]),
            ("10:10", ["remote", "image", "'https://example.com/a.png'"]),
            ("14:11", ["image", "path", "'../outside.png'"]),
        ], result.stderr
        assert "shows nothing" not in result.stderr
    assert not (tmp_path / "out").exists()


# ------------------------------------------------------------------ issue 18, point 6: what is read as an image

@contextlib.contextmanager
def _alarm(seconds: int) -> Iterator[None]:
    """Fail instead of hanging: a read that blocks is interrupted after ``seconds``."""
    def fire(signum: int, frame: object) -> None:
        raise TimeoutError(f"still blocked after {seconds} s")
    old = signal.signal(signal.SIGALRM, fire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def _image_quiz(folder: Path, src: str) -> Path:
    return write(folder / "q.yaml", f"""\
        deck: Images
        id: images
        questions:
          - id: q
            question: Which?
            choices: [a, b]
            answer: A
            explanation: "See ![x]({src})"
        """)


def _make_socket(path: Path) -> socket.socket:
    sock = socket.socket(socket.AF_UNIX)
    sock.bind(str(path))
    return sock


def _make_device(path: Path) -> None:
    """/dev/zero's twin called x.png: read, it would never end."""
    try:
        os.mknod(path, stat.S_IFCHR | 0o600, os.makedev(1, 5))
    except PermissionError:
        pytest.skip("making a device node needs CAP_MKNOD")


@pytest.mark.parametrize("name, make, what", [
    ("pipe.png", lambda p: os.mkfifo(p), "is a named pipe (FIFO), not a file"),
    ("zero.png", _make_device, "is a character device, not a file"),
    ("pipe.svg", lambda p: os.mkfifo(p), "is a named pipe (FIFO), not a file"),
    ("sock.png", _make_socket, "is a socket, not a file"),
    ("dir.png", lambda p: p.mkdir(), "is a folder, not a file"),
])
@pytest.mark.parametrize("command", ["check", "build"])
def test_only_regular_files_are_read_as_images(tmp_path: Path, name: str, make: Callable[[Path], object], what: str,
                                               command: str):
    made = make(tmp_path / name)
    src = _image_quiz(tmp_path, name)
    try:
        with _alarm(30):   # the named pipe blocked check and build forever
            result = run(command, src, *(("-o", tmp_path / "out") if command == "build" else ()))
    finally:
        if isinstance(made, socket.socket):
            made.close()
    assert result.exit_code == 1
    assert f"q.yaml:8:23: error: image '{name}' {what}: only regular files are read as images" in result.stderr, \
        result.stderr
    assert not (tmp_path / "out").exists()


def test_a_named_pipe_swapped_in_after_the_look_does_not_block(tmp_path: Path, monkeypatch):
    """The type is looked at before opening, and again on the opened file, which is opened
    without blocking: a pipe that replaced the file between the two is refused too."""
    os.mkfifo(tmp_path / "x.png")
    real_stat = os.stat

    def regular_first(path: object, *args: object, **kwargs: object) -> os.stat_result:
        found = real_stat(path, *args, **kwargs)   # type: ignore[arg-type]
        if str(path).endswith("x.png"):
            return os.stat_result((stat.S_IFREG | 0o644, *found[1:6], 10, *found[7:]))
        return found
    monkeypatch.setattr(os, "stat", regular_first)
    with _alarm(30), pytest.raises(media.ImageUnreadable, match="named pipe"):
        media.read_image(str(tmp_path / "x.png"))


@pytest.mark.parametrize("command", ["check", "build"])
def test_images_over_the_limit_are_refused_at_their_line(tmp_path: Path, command: str):
    with open(tmp_path / "big.png", "wb") as handle:   # sparse: 300 MiB on disk for nothing
        handle.truncate(300 * 1024 * 1024)
    src = _image_quiz(tmp_path, "big.png")
    out = ("-o", tmp_path / "out") if command == "build" else ()
    tracemalloc.start()
    try:
        result = run(command, src, *out)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert result.exit_code == 1
    assert ("q.yaml:8:23: error: image 'big.png' is 300.0 MiB; images over 20 MiB are refused (every learner's "
            "media folder would keep it); shrink it, or raise the limit with --max-image-size") in result.stderr, \
        result.stderr
    assert peak < 50 * 1024 * 1024, peak    # its size was looked at, it was never read
    assert not (tmp_path / "out").exists()


def test_the_image_limit_can_be_raised(tmp_path: Path):
    data = png(2, 2, (0, 0, 0))
    (tmp_path / "big.png").write_bytes(data + b"\0" * (21 * 1024 * 1024 - len(data)))
    src = _image_quiz(tmp_path, "big.png")
    refused = run("check", src)
    assert refused.exit_code == 1 and "is 21.0 MiB; images over 20 MiB are refused" in refused.stderr
    assert run("check", "--max-image-size", "21", src).exit_code == 0   # the limit itself is allowed
    result = run("build", "--max-image-size", "21", src, "-o", tmp_path / "out")
    assert result.exit_code == 0, result.output
    assert "images over 20 MiB" in run("build", "--max-image-size", "20", src, "-o", tmp_path / "o2").stderr


def test_the_image_limit_reaches_the_render_workers(tmp_path: Path, monkeypatch):
    data = png(2, 2, (0, 0, 0))
    (tmp_path / "big.png").write_bytes(data + b"\0" * (2 * 1024 * 1024 - len(data)))
    src = _image_quiz(tmp_path, "big.png")
    monkeypatch.setenv("MAKE_DECK_WORKERS", "2")   # every file rendered by worker processes
    assert run("build", "--max-image-size", "2", src, "-o", tmp_path / "out").exit_code == 0
    refused = run("build", "--max-image-size", "1", src, "-o", tmp_path / "o2")
    assert refused.exit_code == 1 and "images over 1 MiB are refused" in refused.stderr, refused.output


def test_read_image_reads_at_most_the_limit(tmp_path: Path, monkeypatch):
    """A file that grows between the look and the read: never more than the limit + 1 bytes read."""
    (tmp_path / "x.png").write_bytes(b"x" * 100)
    real_fstat = os.fstat

    def small(fd: int) -> os.stat_result:
        found = real_fstat(fd)
        return os.stat_result((*found[:6], 10, *found[7:]))
    monkeypatch.setattr(os, "fstat", small)
    monkeypatch.setattr(os, "stat", lambda p: os.stat_result((stat.S_IFREG | 0o644, 0, 0, 1, 0, 0, 10, 0, 0, 0)))
    with pytest.raises(media.ImageTooLarge, match="images over"):
        media.read_image(str(tmp_path / "x.png"), max_bytes=50)


def test_import_does_not_block_on_a_named_pipe(tmp_path: Path):
    os.mkfifo(tmp_path / "pipe.png")
    (tmp_path / "quiz.txt").write_text("1. Which?\n![x](pipe.png)\na) one\nb) two\nAnswer: a\n", encoding="utf-8")
    with _alarm(30):
        result = run("import", tmp_path / "quiz.txt", "-o", tmp_path / "out.yaml")
    assert "image 'pipe.png' is a named pipe (FIFO), not a file" in result.stderr, result.output
