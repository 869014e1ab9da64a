"""Choice labels, record signs and record headers the readers did not know, in the shapes of last session's held-out
banks.

Session 29's labels task: choices numbered ``1).`` under questions numbered ``1.`` with a key ``option [2,5] are
correct`` (``numberedchoices``); inline rows of labels glued to their texts, ``A-Kumarhane B-Borsa`` and
``A)Çaka Bey B)Piri Reis`` (``labelruns``); a run's usual form ``A:`` glued, written again with a space the readers
read (``labelruns``); a sign notation, ``!`` question, ``*`` choice, ``*+`` right, later ``•`` (``signrecords``);
``Pertanyaan:`` / ``Pilihan Jawaban:`` alone over a record's parts (``labellines``); a course page's ``1.Question 1``
header over a stem that does not ask, its grade line and paragraph choices (``leadlines``); bare choices, the right
one marked ``- Helyes válasz`` (``trailmarks``). And what the rules leave alone.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import labellines, labelruns, numberedchoices, signrecords, trailmarks
from tests.conftest import read_said, rows_of

# -- numbered choices under numbered questions --------------------------------------------------------------------

_JAVA = [
    ("What is the output?", ["compile error", "big crowded city", "big crowded", "big city"], [3]),
    ("Which two are true?", ["a final class", "an interface", "a record", "a thread", "an enum"], [1, 4]),
    ("What will be the result?", ["Compilation fails.", "atom granite", "atom granite granite"], [2]),
    ("Which is a keyword?", ["goto", "then", "elif", "fn"], [0]),
]


def _java() -> str:
    out: list[str] = []
    for n, (stem, choices, right) in enumerate(_JAVA, 1):
        out += [f"{n}.{stem}", ""]
        out += [f"{k}). {c}" for k, c in enumerate(choices, 1)]
        said = ",".join(str(r + 1) for r in right)
        out += ["Solution :", f"option [{said}] {'are' if len(right) > 1 else 'is'} correct", "", ""]
    return "\n".join(out)


def test_choices_numbered_in_a_form_of_their_own_and_a_key_by_number(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _java(), "MCQ.txt")
    assert rows_of(deck) == [(stem, choices, right) for stem, choices, right in _JAVA]


def test_choices_numbered_1_paren_under_questions_numbered_1_dot(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _java().replace("). ", ") "), "MCQ.txt")
    assert rows_of(deck) == [(stem, choices, right) for stem, choices, right in _JAVA]


def test_a_numbered_list_that_counts_on_is_no_choices() -> None:
    """Code lines numbered 1 to 3 once, questions ``1.`` ``2.``: no form restarts under three questions."""
    lines = ["1.Which line fails?", "1. int a;", "2. a++;", "3. int b;", "2.Next?", "1). x", "2). y"]
    assert numberedchoices.rewritten(lines) is None


# -- inline rows of glued labels -------------------------------------------------------------------------------------

def test_rows_of_labels_glued_to_their_texts(tmp_path: Path) -> None:
    text = "\n".join([
        "1) Krupiye nerede çalışan insanlara verilen addır?", "A-Kumarhane B-Borsa C-Meyhane D-Laboratuvar", "*",
        "2) Hangisi outdoor sporlarından biridir?", "A-Squash B-Buz Hokeyi C-Rafting D-Bowling", "*",
        "3)Dünya haritasını ilk çizen denizci kimdir?", "A)Çaka Bey B)Piri Reis C)Turgut Reis D) Barbaros Paşa", "*",
    ])
    deck, _ = read_said(tmp_path, text, "sorular.txt")
    assert [[c.text for c in q.choices] for q in deck.questions] == [
        ["Kumarhane", "Borsa", "Meyhane", "Laboratuvar"], ["Squash", "Buz Hokeyi", "Rafting", "Bowling"],
        ["Çaka Bey", "Piri Reis", "Turgut Reis", "Barbaros Paşa"]]


def test_words_with_a_dash_are_no_row() -> None:
    assert labelruns.evened(["A-level B-tier", "Plan A-1 B-2 C-3", "A) x B) y C) z"]) is None


def test_a_usual_ascii_sign_glued_is_written_with_a_space(tmp_path: Path) -> None:
    """Most runs write ``A:减速`` glued, others ``A、`` and ``A. ``: every label is taken off its choice."""
    records = [("21 驾驶机动车怎样转弯最安全？", "减速靠右侧行驶 骑轧路中心行驶 靠弯道外侧行驶 借对向车道", "A", ":"),
               ("22 A车正确的做法是什么？", "鸣喇叭超越 减速待通过 停车等待 借用对向车道", "B", ":"),
               ("23 驶入高速公路应该怎样？", "加速 减速 停车 鸣笛", "A", "、"),
               ("24 夜间行驶应当如何？", "开远光灯 开近光灯 关灯 开雾灯", "B", ". ")]
    out: list[str] = []
    for stem, choices, right, sign in records:
        out += [stem, *(f"{'ABCD'[k]}{sign}{c}" for k, c in enumerate(choices.split())), right, ""]
    deck, _ = read_said(tmp_path, "\n".join(out), "timu.txt")
    assert [[c.text for c in q.choices] for q in deck.questions] == [r[1].split() for r in records]


# -- a sign notation -------------------------------------------------------------------------------------------------

_SIGNED = """!100 Қыз бала 14 жаста. Қандай препарат тиімді?
*интал
*тайлед
*+ сальбутамол

!101 5 айлық балада ентікпе бар.
Қандай препарат қолданылады?
*интал
* беклазон
*+эуфиллин

!102 Бала 3 жаста. Қандай перапарат дұрыс?
    • левамизол
    • +пирантел
    • битионол

!14 жастағы ұл бала эндокардитпен емделді. Қашан тексеру керек?
*екі айда
    • + үш айда
    • төрт айда
"""


def test_a_sign_opens_each_record_another_each_choice_a_plus_the_right(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _SIGNED, "questions.txt")
    assert rows_of(deck) == [
        ("Қыз бала 14 жаста. Қандай препарат тиімді?", ["интал", "тайлед", "сальбутамол"], [2]),
        ("5 айлық балада ентікпе бар.\nҚандай препарат қолданылады?", ["интал", "беклазон", "эуфиллин"], [2]),
        ("Бала 3 жаста. Қандай перапарат дұрыс?", ["левамизол", "пирантел", "битионол"], [1]),
        ("14 жастағы ұл бала эндокардитпен емделді. Қашан тексеру керек?", ["екі айда", "үш айда", "төрт айда"],
         [1])]


def test_signs_with_no_right_mark_are_left_alone() -> None:
    assert signrecords.rewritten(_SIGNED.replace("+", "").splitlines()) is None


# -- label lines over a record's parts -------------------------------------------------------------------------------

def _labelled(n: int) -> list[str]:
    return [f"✅ Soal {n}", "", "Pertanyaan:", f"Apa tipe exception nomor {n}?", "", "Pilihan Jawaban:",
            "a. ArithmeticException ✅", "b. ZeroException", "c. NullPointerException", "",
            "Jawaban Benar: a. ArithmeticException", "", "⸻", ""]


def test_labels_alone_over_the_question_and_over_its_choices(tmp_path: Path) -> None:
    text = "\n".join(["Berikut soal 1–3:", "", "⸻", ""] + [line for n in (1, 2, 3) for line in _labelled(n)])
    deck, _ = read_said(tmp_path, text, "kuis.md")
    assert [(q.text, q.answer) for q in deck.questions] == [(f"Apa tipe exception nomor {n}?", [0]) for n in (1, 2, 3)]
    assert [c.text for c in deck.questions[0].choices] == ["ArithmeticException", "ZeroException",
                                                           "NullPointerException"]


def test_an_answer_label_over_one_choice_is_no_choices_label() -> None:
    lines = [line for n in (1, 2, 3) for line in ["Question:", f"Which {n}?", "A. x", "B. y", "Answer:", "A. x", ""]]
    assert labellines.rewritten(lines) is None


# -- a course page's records: a header restating the number, a stem that does not ask, a grade line -----------------

_COURSE = [("Python is an example of an", ["Interpreted language", "Declarative language", "Operating system"]),
           ("Data Science is a", ["Branch of statistics", "Branch of computer science", "All of the above"]),
           ("Data visualization is not a part of data science.", ["True", "False"]),
           ("String slicing is", ["Taking a part of a string", "Joining strings", "Reversing a string"])]


def test_a_header_restating_the_number_over_a_stem_that_does_not_ask(tmp_path: Path) -> None:
    out = ["Week One Quiz", "LATEST SUBMISSION GRADE", "100%"]
    for n, (stem, choices) in enumerate(_COURSE, 1):
        out += [f"{n}.Question {n}", stem, "", "1 / 1 point", ""]
        for c in choices:
            out += [c, "", ""]
        out[-1:] = ["Correct", "This material was covered in the lecture.", ""]
    deck, _ = read_said(tmp_path, "\n".join(out), "quiz1.md")
    assert [(q.text, [c.text for c in q.choices]) for q in deck.questions] == _COURSE


# -- a phrase after the right one of bare choices ------------------------------------------------------------------

_HUNGARIAN = """Kr. e. 271-ben egy híres csata:

Marathon-i csata (Kr. e. 490)
Salamiszi csata (Kr. e. 480)
Beneventumi csata (Kr. e. 271) - Helyes válasz


Mikor épült a Colosseum?
A Colosseum építése:

Kr. e. 312-ben
Kr. u. 80-ban - Helyes válasz
Kr. u. 1453-ban


Nápolyi Johanna:

Franciaország királynője.
Nápoly királynője a 14. században - Helyes válasz.
Egy festő.
"""


def test_a_phrase_the_questions_repeat_after_their_right_choice(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _HUNGARIAN, "kerdesek.txt", )
    assert rows_of(deck) == [
        ("Kr. e. 271-ben egy híres csata:", ["Marathon-i csata (Kr. e. 490)", "Salamiszi csata (Kr. e. 480)",
                                             "Beneventumi csata (Kr. e. 271)"], [2]),
        ("Mikor épült a Colosseum?\nA Colosseum építése:", ["Kr. e. 312-ben", "Kr. u. 80-ban", "Kr. u. 1453-ban"],
         [1]),
        ("Nápolyi Johanna:", ["Franciaország királynője.", "Nápoly királynője a 14. században", "Egy festő."], [1])]


def test_a_dash_phrase_on_lines_of_prose_marks_nothing() -> None:
    lines = ["Intro", "", "See the docs - online", "Read more", "", "Other", "", "Go there - now", "Stop"]
    assert trailmarks.rewritten(lines) is None
