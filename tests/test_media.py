"""Images in quiz text are bundled, named by content, and land in Anki's media folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ankiutil import import_package, new_collection, notes_by_key
from browser.cards import png
from helpers import run, write


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
def test_bad_image_paths_are_errors_at_their_line(tmp_path: Path, src: str, message: str):
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
    result = run("build", src_file, "-o", out)
    assert result.exit_code == 1
    assert "q.yaml:7:18: error: " in result.stderr and message in result.stderr, result.stderr
    assert "Traceback" not in result.output
    assert not out.exists()
