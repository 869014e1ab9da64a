"""Review of session 44's key rules: near-miss shapes the first tests did not try.

Each input is hand-written. Where a rule fired on a shape it should not (a legend of the labels, a word of label
letters, labels alone after a label's dash), the test fails without the review's mend; the others pin shapes that
held (CRLF, another script, a field holding the field sign, a single question).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.answerlines import CONFLICT, _Choices, label_reason, norm, resolve
from quizdeck.importers.letterkeys import letters
from quizdeck.importers.recordstreams import stream_rows
from tests.conftest import read_said, rows_of

_ANIMALS = ["cat", "dog", "cow", "pig", "ant"]


def _five(key: str, upper: bool = False, end: str = "\n") -> str:
    """Five questions of five labelled choices each, ``key`` (if any) on the line above them."""
    out = [key] if key else []
    labels = "ABCDE" if upper else "abcde"
    for n in range(1, 6):
        out.append(f"Question {n}. Which animal is number {n} here?")
        out += [f"{labels[k]}. {t}" for k, t in enumerate(_ANIMALS)]
        out.append("")
    return end.join(out) + end


def test_the_labels_own_run_is_a_legend_not_a_key(tmp_path: Path) -> None:
    # near miss: "A B C D E" (or "abcde") over five questions of five choices fits every question's range
    for line, upper in (("A B C D E", True), ("abcde", False), ("a, b, c, d, e", False)):
        deck, said = read_said(tmp_path, _five(line, upper), "quiz.txt")
        assert all(q.answer is None for q in deck.questions), (line, said)


def test_a_short_glued_key_that_may_be_a_word_is_read_but_said_at_its_line(tmp_path: Path) -> None:
    # near miss: "added" is a word, and every letter lies in its question's range; read, never silently
    deck, said = read_said(tmp_path, _five("added"), "quiz.txt")
    assert [a for _, _, a in rows_of(deck)] == [[0], [3], [3], [4], [3]], said
    assert any(":1:1: warning: not sure" in s and "'added'" in s for s in said), said


def test_a_key_set_apart_by_spaces_is_not_said_to_be_a_word(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _five("b d a e c"), "quiz.txt")
    assert [a for _, _, a in rows_of(deck)] == [[1], [3], [0], [4], [2]], said
    assert not any("may be a word" in s for s in said), said


def test_a_key_of_letters_in_a_crlf_file_is_read_and_the_name_is_the_file_s(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _five("badce", end="\r\n"), "quiz.txt")
    assert [a for _, _, a in rows_of(deck)] == [[1], [0], [3], [2], [4]], said
    assert deck.name != "badce", deck.name


def test_letters_of_another_script_or_a_sentence_are_no_key_line() -> None:
    assert letters("бвгаб") is None and letters("a b c d.") is None and letters("ab cd") is None


def test_labels_alone_after_a_label_s_dash_name_choices_not_a_reason() -> None:
    # near miss: "B — D" (B or D?), "A - B - C" (three labels): never the first label with the rest as a reason
    choices = _Choices([norm(c) for c in ("The Amazon", "The Nile", "The Danube", "The Thames")])
    for value in ("B \u2014 D", "B - C", "A - B - C", "B \u2014 a, c", "B \u2013 (D)"):
        assert resolve(value, choices, False) == CONFLICT, value
        assert label_reason(value, choices) is None, value
    # held: a reason in another language, a reason that names a label inside a sentence
    assert resolve("B \u2014 Der Fluss fließt durch Kairo.", choices, False) == [1]
    assert resolve("B - C is wrong: it flows through Vienna", choices, False) == [1]


def test_a_single_question_with_a_label_and_a_reason_is_never_wrong_silently(tmp_path: Path) -> None:
    # one question: no repetition proves the answer block; the labelled choice, or no answer said at the line
    text = "\n".join(["1. Which river flows through Cairo?", "", "    - (A) The Amazon", "    - (B) The Nile",
                      "    - (C) The Danube", "", "    <details>",
                      "    <summary><strong>Check your answer:</strong></summary>",
                      "    <strong>B \u2014 Egypt's capital grew up on its banks.</strong><br>", "    </details>", ""])
    deck, said = read_said(tmp_path, text, "one.md")
    assert deck.questions[0].answer in ([1], None), said
    assert deck.questions[0].answer or any("gives no answer" in s for s in said), said


_STREAM = [("Oslo", "Bergen", "Tromso", "Stavanger", "option1", "Which city is the capital of Norway?"),
           ("Red", "Blue", "Green", "Yellow", "option3", "Which colour do plants mostly reflect?"),
           ("One", "Two", "Three", "Four", "option4", "How many legs has a chair most often?")]


def test_a_stream_ending_in_crlf_is_read_as_without() -> None:
    line = ":".join(",".join(r) for r in _STREAM)
    plain, crlf = stream_rows(line), stream_rows(line + ":\r\n")
    assert plain is not None and crlf is not None and crlf.rows == plain.rows


def test_a_stream_whose_question_holds_the_field_sign_is_no_stream() -> None:
    # near miss: "Which city, in 1900, ...?": the records no longer split to one width; not read as a sheet
    broken = [list(r) for r in _STREAM]
    broken[1][5] = "Which colour, in spring, do plants reflect?"
    assert stream_rows(":".join(",".join(r) for r in broken)) is None


def test_a_stream_of_number_choices_and_a_button_key_is_never_read_silently(tmp_path: Path) -> None:
    # near miss: choices that are numbers, the key a number after its word: read or refused, always said
    records = [("3", "4", "2", "5", "button2", "What is 2+2?"), ("1", "3", "2", "4", "button3", "What is 1+1?"),
               ("6", "2", "4", "3", "button4", "What is 9/3?")]
    text = ":".join(",".join(r) for r in records)
    path = tmp_path / "sums.txt"
    path.write_text(text, encoding="utf-8")
    from quizdeck.core.diagnostics import Diagnostics
    from quizdeck.importers.convert import read_source

    diags = Diagnostics()
    read_source(path, "auto", diags)
    assert any(":1:1:" in d.format() for d in diags.sorted())
