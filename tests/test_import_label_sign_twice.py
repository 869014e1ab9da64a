"""A running label whose sign a slip of the keyboard wrote twice (``2、、text``): the label and both signs are taken
off, not the label alone (k3-drill kept ``、`` on a question's text, in silence). The inputs are written here, in
Japanese and German."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

QUESTIONS = ["日本の首都はどこですか", "一週間は何日ですか", "空の色は何ですか", "富士山はどこにありますか",
             "猫は何を食べますか"]


def _quiz(labels: list[str], texts: list[str]) -> str:
    out = []
    for label, text in zip(labels, texts, strict=True):
        out += [f"{label}{text}", "A. はい", "B. いいえ", "C. たぶん", "答え: A", ""]
    return "\n".join(out)


def test_a_sign_written_twice_goes_with_its_label(tmp_path: Path) -> None:
    labels = ["1、", "2、、", "3、", "4、", "5、"]
    deck, said = read_said(tmp_path, _quiz(labels, QUESTIONS), "quiz.txt")
    assert [text for text, _, _ in rows_of(deck)] == QUESTIONS, said


def test_a_run_of_the_sign_is_the_texts(tmp_path: Path) -> None:
    texts = ["Was ist 2 + 2?", "::Was bedeutet dieses Zeichen?", "Wie heißt die Hauptstadt?", "Was ist Wasser?",
             "Wie viele Tage hat ein Jahr?"]
    labels = [f"Frage {n}:" for n in range(1, 6)]
    deck, said = read_said(tmp_path, _quiz([f"{label} " for label in labels], texts), "quiz.txt")
    assert [text for text, _, _ in rows_of(deck)] == texts, said
