"""Plain text in the shapes session 14's held-out banks came in, each read by the general rule behind it.

* a line that holds its question, its choices inline and, after the last choice, the answer said by a key
  the file repeats (``1. Stem? A. x B. y C. z Correct Answer: B``): the key and its labels are the answer,
  not the last choice's text;
* an answer line wholly in brackets under each question's choices (``[Correct: A]``) is the answer line it
  holds, and the mark of a tool's grammar only where it starts questions (no choices above its first line);
* blocks of one length between blank lines are records of fixed lines (a topic of a few words above the question,
  the answer's text, then the choices), in step with the blocks; an answer line that reads as a key is read whole
  when its value names no choice;
* a list field whose one empty item (``a|b||c|d``) parts right items from wrong ones, the field split by any
  combination of the separators that split every line (``Q?#topic>a||b|c``);
* a key that each run of the choices' key holds once (``OPTION:`` / ``SOLUTION:``) is the right choice's, unless its
  value names one of them (an answer line);
* labels in lenticular brackets (``【A】 text``);
* true/false items whose two choices are labelled by words the file repeats (``true. 正确`` / ``false. 错误``),
  answered by a check (the first) or a cross (the second) after ``参考答案：``;
* rules above and below each question's text, its choices after the second (records framed by separators), and
  choices bulleted without a space (``*text``) under a question wrapped onto a second line.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import QUIZ, read_said, rows_of


def _want(n: int = len(QUIZ)) -> list[tuple[str, list[str], list[int]]]:
    return [(q, c, [a]) for q, c, a in QUIZ[:n]]


def test_an_answer_said_after_inline_choices_is_the_answer(tmp_path: Path) -> None:
    text = "Study guide\n\nPart 1: questions\n\n" + "\n\n".join(
        f"{n}. {q} " + " ".join(f"{'ABCD'[k]}. {c}" for k, c in enumerate(cs)) + f" Correct Answer: {'ABCD'[a]}"
        for n, (q, cs, a) in enumerate(QUIZ, 1)) + "\n"
    deck, said = read_said(tmp_path, text, "guide.txt")
    assert rows_of(deck) == _want(), said
    # a last choice that ends in words and a colon once in the file is its own text
    quiz = [(q, list(cs), a) for q, cs, a in QUIZ]
    quiz[3][1][3] = "Note: A"          # one choice's own text, not a key the file repeats
    text = "\n\n".join(f"{n}. {q} " + " ".join(f"{'ABCD'[k]}. {c}" for k, c in enumerate(cs)) + f"\nAnswer: {'ABCD'[a]}"
                       for n, (q, cs, a) in enumerate(quiz, 1)) + "\n"
    deck, said = read_said(tmp_path, text, "inline.txt")
    assert rows_of(deck) == [(q, cs, [a]) for q, cs, a in quiz], said


def test_an_answer_line_in_brackets_under_numbered_questions(tmp_path: Path) -> None:
    text = "\n".join(f"Q{n}: {q}\n" + "".join(f"   {'ABCD'[k]}) {c}\n" for k, c in enumerate(cs))
                     + f"   [Correct: {'ABCD'[a]}]\n" for n, (q, cs, a) in enumerate(QUIZ * 2, 1))
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == _want() * 2, said


def test_blocks_of_one_length_are_records_of_fixed_lines(tmp_path: Path) -> None:
    topics = ["Geography", "Astronomy and the planets", "English Literature of the Elizabethan Age", "Biology",
              "Earth and its oceans", "Computing", "Human Body", "Modern History", "Chemistry", "World Facts"]
    text = "\n".join(f"Quiz\n{topic}\n{q}\n{cs[a]}\n" + "".join(f"{c}\n" for c in cs)
                     for topic, (q, cs, a) in zip(topics, QUIZ, strict=True))
    deck, said = read_said(tmp_path, text, "banco.txt")
    assert rows_of(deck) == _want(), said


def test_a_record_answer_that_looks_like_a_key_is_read_whole(tmp_path: Path) -> None:
    quiz = [(q, list(cs), a) for q, cs, a in QUIZ]
    quiz[4] = ("Fill the gaps: up ___ the morning, bed ___ night.", ["In – at", "On – in", "At – on", "In – in"], 0)
    text = "\n".join(f"Quiz\nTopic\n{q}\n{cs[a]}\n" + "".join(f"{c}\n" for c in cs) for q, cs, a in quiz)
    deck, said = read_said(tmp_path, text, "banco.txt")
    assert rows_of(deck) == [(q, cs, [a]) for q, cs, a in quiz], said


def test_an_empty_item_parts_the_right_choices_from_the_wrong(tmp_path: Path) -> None:
    quiz = [(q, cs, a) for q, cs, a in QUIZ]
    lines = []
    for q, cs, a in quiz:
        wrong = [c for k, c in enumerate(cs) if k != a]
        lines.append(f"{q}#topic>{cs[a]}||{'|'.join(wrong)}")
    lines[2] = "Which are primary colours?#colours>Red|Blue||Green|Purple"
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "quiz.txt")
    want = [(q, [cs[a], *(c for k, c in enumerate(cs) if k != a)], [0]) for q, cs, a in quiz]
    want[2] = ("Which are primary colours?", ["Red", "Blue", "Green", "Purple"], [0, 1])
    assert rows_of(deck) == want, said


def test_the_right_choice_under_a_key_of_its_own_among_the_choices_key(tmp_path: Path) -> None:
    text = "".join(f"{q}\n" + "".join(f"{'RIGHT' if k == a else 'CHOICE'}:{c}\n" for k, c in enumerate(cs))
                   for q, cs, a in QUIZ[:6])
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == _want(6), said
    # an answer key after keyed choices names one of them: no right choice of its own
    text = "".join(f"{q}\n" + "".join(f"Option:{c}\n" for c in cs) + f"Answer:{'ABCD'[a]}\n" for q, cs, a in QUIZ[:6])
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == _want(6), said


def test_labels_in_lenticular_brackets_are_labels(tmp_path: Path) -> None:
    text = "\n".join(f"第{n}题(单选)：\n{q}\n" + "".join(f"【{'ABCD'[k]}】 {c}\n" for k, c in enumerate(cs))
                     + f"正确答案:{'ABCD'[a]}\n" for n, (q, cs, a) in enumerate(QUIZ, 1))
    deck, said = read_said(tmp_path, text, "tiku.txt")
    assert [(c, a) for _, c, a in rows_of(deck)] == [(c, a) for _, c, a in _want()], said


def test_true_false_labelled_by_words_answered_by_a_check_or_a_cross(tmp_path: Path) -> None:
    items = [("Water boils at 100 °C at sea level.", 0), ("The sun goes round the earth.", 1),
             ("Paris is in France.", 0), ("Spiders are insects.", 1)]
    text = "Chapter 1\n\n" + "".join(
        f"{n}. {q}\n" + "".join(f"   {'ABCD'[k]}. {c}\n" for k, c in enumerate(cs)) + f"参考答案：{'ABCD'[a]}\n---\n\n"
        for n, (q, cs, a) in enumerate(QUIZ[:4], 1)) + "".join(
        f"{n}. {q}\n   true. 正确\n   false. 错误\n参考答案：{'✔❌'[a]}\n---\n\n" for n, (q, a) in enumerate(items, 5))
    deck, said = read_said(tmp_path, text, "tiku.txt")
    assert rows_of(deck) == _want(4) + [(q, ["正确", "错误"], [a]) for q, a in items], said


def test_rules_above_and_below_each_question_and_choices_bulleted_without_a_space(tmp_path: Path) -> None:
    rule = "-" * 40
    text = "".join(f"{rule}\n  #{n:04} {q}\n{rule}\n" + "".join(f" *{c}\n" for c in cs) + f"Answer: {cs[a]}\n"
                   for n, (q, cs, a) in enumerate(QUIZ[:5], 1))
    text = text.replace("  #0002 Which planet is known as the red planet?",
                        "  #0002 Which planet is known as\n\tthe red planet?")
    deck, said = read_said(tmp_path, text, "questions.txt")
    want = _want(5)
    want[1] = ("Which planet is known as\nthe red planet?", want[1][1], want[1][2])
    assert rows_of(deck) == want, said
