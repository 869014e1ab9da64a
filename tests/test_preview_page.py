"""The preview page's size: the card script and each image are in the page once, not
once per card side (a 740-question deck made 17 MB of HTML)."""

from __future__ import annotations

import base64
from pathlib import Path

from quizdeck.anki.notetype import read_template
from tests.helpers import run, write


def quiz(n: int, image: bool = False) -> str:
    lines = ["deck: Size", "questions:"]
    for i in range(n):
        pic = " ![dot](dot.png)" if image else ""
        lines += [f"  - id: q{i}", f"    question: Question number {i}?{pic}",
                  "    choices: [yes, no, maybe]", "    answer: A", f"    explanation: Because {i}."]
    return "\n".join(lines) + "\n"


def page(tmp_path: Path, n: int, image: bool = False) -> str:
    from tests.browser.cards import png

    folder = tmp_path / f"q{n}"
    write(folder / "size.yaml", quiz(n, image))
    (folder / "dot.png").write_bytes(png(40, 40, (200, 10, 10)))
    result = run("preview", folder, "-o", tmp_path / f"out{n}")
    assert result.exit_code == 0, result.output
    return (tmp_path / f"out{n}" / "size.html").read_text(encoding="utf-8")


def test_card_script_is_in_the_page_once(tmp_path: Path):
    script = read_template("card.js")
    signature = script.strip().splitlines()[-3]   # a line of the script's code
    html = page(tmp_path, 30)
    assert html.count(signature) == 1


def test_page_grows_by_much_less_than_a_script_per_card(tmp_path: Path):
    script = len(read_template("card.js").encode())
    small, large = len(page(tmp_path, 20).encode()), len(page(tmp_path, 60).encode())
    per_card = (large - small) / 40
    assert per_card < script / 4, (per_card, script)


def test_each_image_is_in_the_page_once(tmp_path: Path):
    from tests.browser.cards import png

    html = page(tmp_path, 10, image=True)
    data = base64.b64encode(png(40, 40, (200, 10, 10))).decode()
    assert html.count(data) == 1
