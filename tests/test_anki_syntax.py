"""Anki's media, TTS, LaTeX and type-answer syntax typed in a quiz is shown as typed and
never acted on: proved with a real Anki collection (the Rust backend of Anki desktop)."""

from __future__ import annotations

from pathlib import Path

from tests.ankiutil import import_package, new_collection
from tests.helpers import run, write

TYPED = [
    "[sound:other_deck.mp3]",
    "[sound:_hidden.mp3]",
    "[anki:tts lang=en_US]spoken aloud[/anki:tts]",
    "[anki:tts lang=en_US voices=Apple_Samantha speed=2]x[/anki:tts]",
    "[anki:play:q:0]",
    "[latex]\\(x^2\\)[/latex]",
    "[LaTeX]y[/LaTeX]",
    "[$]x^2[/$]",
    "[$$]\\sum_i x_i[/$$]",
    "[[type:Question]]",
]


def test_typed_anki_syntax_is_text(tmp_path: Path):
    lines = ["deck: Syntax", "id: syntax-test", "questions:"]
    for n, typed in enumerate(TYPED):
        quoted = typed.replace("\\", "\\\\").replace('"', '\\"')
        lines += [f"  - id: q{n}",
                  f'    question: "Q {n}: {quoted}"',
                  f'    choices: ["{quoted}", "`{quoted}`"]',
                  "    answer: A",
                  f'    explanation: "{quoted} and [sound:x.mp3] in *Markdown*"',
                  f'    source: "{quoted}"']
    src = write(tmp_path / "syntax.yaml", "\n".join(lines) + "\n")
    result = run("build", src, "-o", tmp_path / "out")
    assert result.exit_code == 0, result.output
    col = new_collection(tmp_path / "col")
    try:
        import_package(col, tmp_path / "out" / "syntax.apkg")
        cards = [col.get_card(cid) for cid in col.find_cards("")]
        assert len(cards) == len(TYPED)
        for card in cards:
            question, answer = card.question(), card.answer()
            assert card.question_av_tags() == [], question
            assert card.answer_av_tags() == [], answer
            assert "latex-" not in question + answer
            assert "[[type:" not in question and "typeans" not in question + answer
            assert "[anki:" not in question + answer and "[sound:" not in question + answer
            assert card.note()["Key"].startswith("syntax-test/")
        # the learner sees the text as typed (entities only in the HTML)
        from html import unescape
        shown = unescape(" ".join(c.answer() for c in cards))
        for typed in TYPED:
            assert typed in shown, typed
        # and the collection holds no LaTeX to render, nor any media reference
        assert col.media.check().missing == []
    finally:
        col.close()
