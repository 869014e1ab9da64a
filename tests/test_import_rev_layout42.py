"""Review of layout42 (session 42): near-miss shapes each new rule must not fire on, or must say at the line.

* a number alone over each record: a single-question file, CRLF, a count that does not run;
* an inline run of labels that starts again: a lone first label with no run after it, a run of another sign;
* a key under choices of every letter: an answer key after the last choice of questions of 3, 4 and 5 choices;
* paragraph choices: a link alone ending questions whose links differ (choices, not the page's furniture);
* a line wholly in bold: ``**a** and **b**`` is not;
* a line alone between one-line questions: a short title stays a title.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.linekinds import classify, inline_choices
from quizdeck.importers.lonelines import why_not_title
from quizdeck.importers.recordnumbers import number_alone, running_heads
from tests.conftest import read_said, rows_of

_GAME = [("Which city is the capital of Norway?", ["Oslo", "Bergen", "Trondheim", "Stavanger"]),
         ("How much is 3+4?", ["6", "7", "8", "9"]),
         ("Who painted the Mona Lisa?", ["Raphael", "Leonardo", "Titian", "Giotto"]),
         ("Which gas do we breathe in?", ["Oxygen", "Helium", "Argon", "Neon"])]


def test_a_single_numbered_question_keeps_its_text(tmp_path: Path) -> None:
    # near miss: one record only: too few numbers to tell a count, the number stays (nothing set aside silently)
    assert not running_heads(["1"])
    deck, said = read_said(tmp_path, "1\r\nWhich city is the capital of Norway?\r\nOslo\r\nBergen\r\nTrondheim\r\n",
                           "one.txt")
    assert all(q.text != "Which city is the capital of Norway?" or len(q.choices) == 3 for q in deck.questions), said


def test_numbers_alone_are_ascii_digits_only() -> None:
    assert number_alone(" 12 \r") == 12
    assert number_alone("١٢") is None          # another script's digits: not the file's ASCII count
    assert number_alone("12345") is None       # a year, an amount: too long for a record's number
    assert number_alone("") is None
    assert not running_heads([None, None, None, None])


def test_numbered_records_with_crlf_read_each_question(tmp_path: Path) -> None:
    out: list[str] = []
    for k, (stem, choices) in enumerate(_GAME):
        out += [str(k + 1), stem, *choices, "---", ""]
    deck, said = read_said(tmp_path, "\r\n".join(out), "quiz.txt")
    assert [(t, c) for t, c, _ in rows_of(deck)] == _GAME, said


def test_a_restart_needs_a_run_of_the_same_sign() -> None:
    # near miss: a lone first label twice, no second label after either: no run, whatever the restarts
    assert inline_choices("Vitamin a: see a) below, and a) again") is None
    # a run of its own is read from its first label, the stem's lone label kept in the stem
    got = inline_choices("Part a: which is right? a) one b) two c) three")
    assert got is not None and got[0] == "Part a: which is right?" and [c[3] for c in got[1]] == ["one", "two",
                                                                                                   "three"]


def test_many_lone_labels_stay_linear() -> None:
    import time

    line = "a: " * 5000 + "a) x b) y"
    start = time.perf_counter()
    inline_choices(line)
    assert time.perf_counter() - start < 2.0


def test_an_answer_key_after_last_choices_of_varied_counts_is_no_comment() -> None:
    # near miss: questions of 3, 4 and 5 choices, "R: B" after the last: it stands under three letters, never
    # followed by a choice: the answer's key, not the choices' comments
    from quizdeck.importers.choicecomments import comment_keys

    records = []
    for n in (3, 4, 5, 3, 4, 5):
        records.append(classify(["Q: which?", *(f"{'ABCDE'[j]}) c{j}" for j in range(n)), "R: B"]))
    assert comment_keys(records, records[0][1].shape) == set()


def test_a_comment_key_in_one_record_only_is_not_learnt() -> None:
    from quizdeck.importers.choicecomments import comment_keys

    one = classify(["Q: x", "A) a", "E: why a", "B) b", "E: why b", "C) c", "E: why c", "D) d"])
    plain = classify(["Q: y", "A) a", "B) b", "C) c", "D) d"])
    assert comment_keys([one, plain, plain], one[1].shape) == set()


def test_many_keys_in_a_record_stay_linear() -> None:
    import time

    from quizdeck.importers.choicecomments import comment_keys

    lines = classify(["Q: x", "A) a", "B) b", *(f"K{k}: v" for k in range(20000)), "C) c"])
    start = time.perf_counter()
    comment_keys([lines, lines], lines[1].shape)
    assert time.perf_counter() - start < 3.0


def test_links_that_differ_are_choices_not_the_page_furniture() -> None:
    # near miss: the questions' last choices are links, each its own (a quiz on where the docs are): choices
    from quizdeck.importers.paragraphchoices import trailing_links

    lasts = [(f"[Page {k}](https://example.org/p{k})", False) for k in range(5)] + [("x", False)] * 3
    assert not trailing_links(lasts)
    same = [(f"[Hint](https://example.org/p{k})", False) for k in range(5)] + [("x", False)] * 3
    assert trailing_links(same)


def test_two_bold_words_are_no_line_wholly_in_bold() -> None:
    from quizdeck.importers.wrappedchoices import _WHOLLY

    assert _WHOLLY.match("**Single select**")
    assert _WHOLLY.match("***Hello, world!***")
    assert not _WHOLLY.match("**a** and **b**")
    assert not _WHOLLY.match("__init__ and __del__")


def test_a_short_title_between_one_line_questions_stays_a_title() -> None:
    questions = ["Which one is right here: a) x b) y c) z Respuesta: A"] * 5
    assert why_not_title("Tema 2", questions, "respuesta") is None
    assert why_not_title("", questions, "respuesta") is None
    assert why_not_title("Tema 2", [], None) is None


def test_links_of_two_repeated_texts_are_the_page_furniture() -> None:
    # the page's hints written two ways ([💡Hint], [💡]), each repeated: the furniture still, together three in ten
    from quizdeck.importers.paragraphchoices import trailing_links

    lasts = [("[💡Hint](https://a)", False)] * 3 + [("[💡](https://b)", False)] * 3 + [("x", False)] * 12
    assert trailing_links(lasts)
