"""The ordinary-math corpus builds with no error and every expression reaches the card
exactly as written (tests/browser/test_math_corpus.py typesets them in Anki's MathJax)."""

from __future__ import annotations

import html
from collections import Counter
from pathlib import Path

from anki.collection import Collection

from quizdeck.html.mathcheck import find_math
from tests.browser.cards import import_into
from tests.helpers import run
from tests.math_corpus import expressions, quizzes, row_breaks


def test_the_corpus_is_large_and_covers_long_math() -> None:
    found = expressions()
    assert len(found) >= 100, len(found)
    long = [e for e in found if len(e) > 2000]
    assert len(long) >= 3
    assert any(row_breaks(e) >= 34 and "aligned" in e for e in long)   # a 35-line derivation
    assert sum(row_breaks(e) == 15 for e in long) >= 2                  # 16 x 16 matrices
    for command in ("\\degree", "\\celsius", "\\ohm", "\\micro", "\\ce{", "\\pu{", "\\cancel", "\\boxed",
                    "\\braket", "\\ket", "\\substack", "\\operatorname", "\\begin{cases}", "\\begin{CD}"):
        assert any(command in e for e in found), command


def test_the_corpus_checks_and_builds_and_keeps_every_expression(tmp_path: Path) -> None:
    sources = [str(p) for p in quizzes()]
    checked = run("check", *sources)
    assert checked.exit_code == 0 and ": error: " not in checked.stderr, checked.stderr
    built = run("build", *sources, "-o", str(tmp_path / "out"))
    assert built.exit_code == 0, built.stderr
    col = Collection(str(tmp_path / "collection.anki2"))
    try:
        for apkg in sorted((tmp_path / "out").glob("*.apkg")):
            import_into(col, apkg)
        on_cards = Counter(html.unescape(span) for nid in col.find_notes("")
                           for value in col.get_note(nid).fields for span in find_math(value))
    finally:
        col.close()
    # every expression, the long ones too, as written: none lost, none changed by Markdown
    assert on_cards == Counter(expressions())
