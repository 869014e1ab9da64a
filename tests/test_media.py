"""Images in quiz text are bundled, named by content, and land in Anki's media folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

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
