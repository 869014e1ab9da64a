"""Wave 39's plain-text records read as their authors meant (records39), excerpts written in the shape of the banks.

* records of a fixed number of bare lines (a question, its choices, the next question) with no key: quiz apps' data
  whose app takes the first choice as right: read so by the period reader too, said loudly in the one sentence
  (``firstright``) the layout reader says;
* a number alone beside the question in every record whose values name no choice (a level 0-4 over four choices)
  is a field of the record, said, never a choice.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_APP = ("What is the difference between val and var?\n"
        "Val is immutable, var is mutable.\nNo difference.\nVar is immutable, val is mutable.\nVar is read-only.\n"
        "What does the map function do?\n"
        "Performs a transformation.\nSorts the list.\nReturns the length.\nNothing at all.\n"
        "Which view group lays out in a row?\n"
        "<LinearLayout>\n<TextView>\n<Button>\n<ImageView>\n"
        "What keyword declares a function?\n"
        "fun\ndef\nfunction\nfn\n"
        "Which collection keeps no duplicates?\n"
        "Set\nList\nArray\nSequence\n")


def test_keyless_bare_records_take_the_first_choice_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _APP, "question.txt")
    rows = rows_of(deck)
    assert len(rows) == 5, rows
    assert rows[2][1] == ["<LinearLayout>", "<TextView>", "<Button>", "<ImageView>"], rows
    assert all(r[2] == [0] for r in rows), rows
    assert any(":1:1:" in s and "FIRST choice" in s and "ALL 5 answers are assumed" in s for s in said), said


_LEVELS = ("Capitale dell'Italia?\n0\nRoma\nMilano\nBerlino\nParigi\n\n"
           "Elemento chimico con simbolo \"H\"?\n1\nIdrogeno\nOssigeno\nCarbonio\nFerro\n\n"
           "Autore del romanzo \"1984\"?\n4\nGeorge Orwell\nAldous Huxley\nRay Bradbury\nJack London\n\n"
           "Il pianeta rosso?\n2\nMarte\nVenere\nGiove\nSaturno\n\n"
           "Quanti lati ha un esagono?\n3\nSei\nCinque\nOtto\nSette\n")


def test_a_level_digit_beside_the_question_is_a_field_not_a_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _LEVELS, "domande.txt")
    rows = rows_of(deck)
    assert len(rows) == 5, rows
    assert rows[0] == ("Capitale dell'Italia?", ["Roma", "Milano", "Berlino", "Parigi"], [0]), rows
    assert all(len(r[1]) == 4 and r[2] == [0] for r in rows), rows
    assert any("line 2 of each record, a number alone" in s for s in said), said
    assert any("FIRST choice" in s for s in said), said


def test_a_page_of_labelled_records_takes_no_first_choice(tmp_path: Path) -> None:
    text = "".join(f"{n}. Question number {n}?\nalpha {n}\nbeta {n}\ngamma {n}\ndelta {n}\n" for n in range(1, 7))
    _, said = read_said(tmp_path, text, "page.txt")
    assert not any("FIRST choice" in s for s in said), said


def test_bare_records_ending_in_a_letter_line_take_no_first_choice(tmp_path: Path) -> None:
    text = "".join(f"Question number {n}?\nalpha {n}\nbeta {n}\ngamma {n}\ndelta {n}\n{'abcd'[n % 4]}\n"
                   for n in range(1, 7))
    _, said = read_said(tmp_path, text, "keyed.txt")
    assert not any("FIRST choice" in s for s in said), said


def _flagged(before: bool, labels: str = "abcd", sign: str = ")") -> str:
    out = []
    for n in range(1, 6):
        out.append(f"{n}.\tPytanie numer {n} brzmi tak:")
        for k, label in enumerate(labels):
            flag, choice = ("1" if k == n % 4 else "0"), f"{label}{sign} odpowiedź {n}{label}"
            out += [flag, choice] if before else [choice, flag]
        out.append("")
    return "\n".join(out) + "\n"


def test_a_flag_line_before_each_choice_marks_the_right_one(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _flagged(before=True), "pytania.txt")
    rows = rows_of(deck)
    assert len(rows) == 5, rows
    assert rows[0][1] == ["odpowiedź 1a", "odpowiedź 1b", "odpowiedź 1c", "odpowiedź 1d"], rows
    assert [r[2] for r in rows] == [[1], [2], [3], [0], [1]], rows
    assert any("0 or 1 beside each choice" in s for s in said), said


def test_a_flag_line_after_each_choice_marks_the_right_one(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _flagged(before=False, labels="ABCD", sign="."), "pytania.txt")
    rows = rows_of(deck)
    assert len(rows) == 5, rows
    assert all(len(r[1]) == 4 and "0" not in r[1] for r in rows), rows
    assert [r[2] for r in rows] == [[1], [2], [3], [0], [1]], rows
    assert any("0 or 1 beside each choice" in s for s in said), said


def _indented(ask: str, mark: str, indent: int = 2) -> str:
    out = []
    for n in range(1, 6):
        out.append(f"{ask}Idiom number {n} in English")
        for k in range(4):
            text = f"перевод {n}-{k}"
            out.append(mark.ljust(indent) + text if k == n % 4 else " " * indent + text)
    return "\ufeff" + "\n".join(out) + "\n"


def test_a_bullet_in_the_indents_place_marks_the_right_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _indented("* ", "+"), "questions.txt")
    rows = rows_of(deck)
    assert len(rows) == 5, rows
    assert rows[0] == ("Idiom number 1 in English", [f"перевод 1-{k}" for k in range(4)], [1]), rows
    assert [r[2] for r in rows] == [[1], [2], [3], [0], [1]], rows
    assert any("in the indent's place" in s for s in said), said


def test_a_plus_in_a_wider_indent_under_dashed_questions_marks_the_right_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _indented("- ", "+", indent=3), "questions.txt")
    rows = rows_of(deck)
    assert len(rows) == 5, rows
    assert [r[2] for r in rows] == [[1], [2], [3], [0], [1]], rows
    assert all(len(r[1]) == 4 for r in rows), rows
    assert any("in the indent's place" in s for s in said), said
