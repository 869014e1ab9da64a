"""A run of lettered choices is told by its labels' order, not by one form learnt for the whole file.

Session 25's class of the labels engineer: the sign after each choice's letter drifts (between parts of a file,
inside one question's run), is missing before a text in a script without spaces, the letter is written full
width, and choices stand in columns whose second line goes on with the sequence; a run's first label written as
the letter's name; numbers written as keycap emoji. Inputs in Japanese, Spanish, French, Greek and Russian (the
banks that showed the class are Chinese and Persian).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.keycaps import numbered
from quizdeck.importers.labelruns import evened, holds_next
from quizdeck.importers.mdinline import fenced_lines
from quizdeck.importers.namedfirst import named_first
from tests.conftest import read_said, rows_of

#: a small quiz in Japanese: question, choices, the right one
QUIZ_JA = [
    ("日本の首都はどこですか", ["東京", "大阪", "京都", "札幌"], 0),
    ("富士山がある県はどこですか", ["長野県", "静岡県", "群馬県", "新潟県"], 1),
    ("一年は何か月ですか", ["十か月", "十一か月", "十二か月", "十三か月"], 2),
    ("桜が咲く季節はいつですか", ["夏", "秋", "冬", "春"], 3),
    ("日本で一番長い川はどれですか", ["利根川", "信濃川", "石狩川", "北上川"], 1),
]


def _ja(choice_line: list[str]) -> str:
    """The Japanese quiz, each question's choices written by ``choice_line[k]`` (a format of letter and text)."""
    out = []
    for n, (q, cs, r) in enumerate(QUIZ_JA, 1):
        form = choice_line[(n - 1) % len(choice_line)]
        out.append(f"{n}．{q}\n" + "\n".join(form.format(l="ABCD"[j], t=c, k=j) for j, c in enumerate(cs))
                   + f"\n正解：{'ABCD'[r]}\n")
    return "\n".join(out)


def test_choices_glued_to_their_letters_in_a_script_without_spaces_are_read_in_plain_text(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _ja(["{l}.{t}"]), "quiz.txt")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in QUIZ_JA]


def test_the_sign_after_the_letters_drifting_inside_one_run_keeps_the_run_whole(tmp_path: Path) -> None:
    # the third question's run: "A. x" "B. y" then "C.z" "D.w", the space gone after the dot
    text = _ja(["{l}. {t}"]).replace("C. 十二", "C.十二").replace("D. 十三", "D.十三")
    deck, _ = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in QUIZ_JA]


def test_each_part_of_a_file_with_its_own_sign_after_the_letters_is_read(tmp_path: Path) -> None:
    # three parts, three signs (a colon, an ideographic comma, a full-width colon), letters full width in one
    text = _ja(["{l}：{t}", "{l}、{t}", "{l}:{t}", "{l}、{t}", "{l}：{t}"]).replace("A、", "Ａ、")
    deck, _ = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in QUIZ_JA]


def test_choices_in_columns_whose_second_line_starts_at_the_third_letter_are_four_choices(tmp_path: Path) -> None:
    out = []
    for n, (q, cs, r) in enumerate(QUIZ_JA, 1):
        out.append(f"{n}．{q}（{'ABCD'[r]}）\nA.{cs[0]}              B.{cs[1]}\nC {cs[2]}              D{cs[3]}\n")
    deck, _ = read_said(tmp_path, "\n".join(out), "quiz.txt")
    assert [[c.text for c in q.choices] for q in deck.questions] == [cs for _, cs, _ in QUIZ_JA]
    assert [q.answer for q in deck.questions] == [[r] for _, _, r in QUIZ_JA]


#: a small quiz in Spanish whose second half writes a colon after the letter where the first half writes a dot
QUIZ_ES = [
    ("¿Cuál es la capital de Perú?", ["Quito", "Lima", "Bogotá"], 1),
    ("¿Cuántos lados tiene un hexágono?", ["seis", "cinco", "ocho"], 0),
    ("¿Qué planeta es el más grande?", ["Marte", "Venus", "Júpiter"], 2),
    ("¿En qué continente está Egipto?", ["Asia", "África", "Europa"], 1),
    ("¿Qué gas respiramos?", ["oxígeno", "helio", "neón"], 0),
    ("¿Cuál es el río más largo de España?", ["Ebro", "Duero", "Tajo"], 2),
]


def test_latin_letters_whose_sign_changes_inside_a_run_and_between_parts_are_read(tmp_path: Path) -> None:
    out = []
    for n, (q, cs, r) in enumerate(QUIZ_ES, 1):
        signs = [". ", ": ", ":"] if n == 3 else [". "] * 3 if n <= 4 else [": "] * 3
        out.append(f"{n}) {q}\n" + "\n".join(f"{'ABC'[j]}{signs[j]}{c}" for j, c in enumerate(cs))
                   + f"\nRespuesta: {'ABC'[r]}\n")
    deck, _ = read_said(tmp_path, "\n".join(out), "quiz.txt")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in QUIZ_ES]


def test_lines_of_no_run_and_labels_in_brackets_are_left_as_written() -> None:
    lines = ["A dog barks.", "B is a letter.", "C comes next.",                # a word, not a label
             "Утверждения:", "(а) первое", "(б) второе", "(в) третье",         # bracketed: another kind
             "А. Москва", "Б. Киев", "В. Минск", "",
             "А.Рим", "Б: Париж", "В．Берлин"]                                 # a dot glued, a colon, wide
    assert evened(lines) == [*lines[:11], "А. Рим", "Б. Париж", "В. Берлин"]
    assert evened(["A.x", "C.y", "B.z"]) is None                               # out of order: no run
    assert evened(["A. uno", "B. dos", "C. tres"]) is None                     # one form already
    assert evened(["A 東", "B 西", "C 北", "", "A 赤", "B.青", "C 白"]) is None  # most have no sign: the file's own


def test_a_row_left_whole_with_the_next_label_after_a_wide_gap_is_said_at_its_line(tmp_path: Path) -> None:
    quiz = [("Quelle est la capitale de la France ?", ["Paris", "Rome", "Oslo", "Berne"], 0),
            ("Combien de pattes a une araignée ?", ["six", "huit", "dix", "quatre"], 1),
            ("Quel est le plus grand océan ?", ["Atlantique", "Indien", "Pacifique", "Arctique"], 2),
            ("Quelle couleur a le ciel ?", ["rouge", "vert", "jaune", "bleu"], 3)]
    text = "\n".join(f"{n}. {q}\nA) {cs[0]}        B) {cs[1]}\nC) {cs[2]}        D. {cs[3]}\nRéponse : {'ABCD'[r]}\n"
                     for n, (q, cs, r) in enumerate(quiz, 1))
    _, said = read_said(tmp_path, text, "quiz.txt")      # "C) Oslo   D. Berne": read as one choice, never in silence
    assert any(":3:" in s and "goes on with the label 'D'" in s for s in said)
    assert holds_next("Oslo        D. Berne", 3) and holds_next("京都\u3000\u3000Ｄ、札幌", 3)
    assert not holds_next("Oslo D. Berne", 3) and not holds_next("Oslo        E. Berne", 3)


#: a small quiz in Greek whose first label is written as the letter's name, its others as letters; numbered with
#: keycap emoji
QUIZ_EL = [
    ("Ποια είναι η πρωτεύουσα της Ελλάδας;", ["Αθήνα", "Πάτρα", "Λάρισα", "Βόλος"], 0),
    ("Πόσες ημέρες έχει η εβδομάδα;", ["πέντε", "έξι", "επτά", "οκτώ"], 2),
    ("Ποιο ζώο γαβγίζει;", ["η γάτα", "ο σκύλος", "το άλογο", "η αγελάδα"], 1),
    ("Ποιο χρώμα έχει ο ουρανός;", ["κόκκινο", "πράσινο", "κίτρινο", "μπλε"], 3),
    ("Πόσο κάνει δύο και δύο;", ["τέσσερα", "τρία", "πέντε", "έξι"], 0),
]
_KEYCAPS = ["1\ufe0f\u20e3", "2\ufe0f\u20e3", "3\u20e3", "4\ufe0f\u20e3", "5\ufe0f\u20e3"]


def test_a_first_label_written_as_the_letters_name_and_keycap_numbers_are_read(tmp_path: Path) -> None:
    names = ["Άλφα", "Β", "Γ", "Δ"]
    out = ["# Κουίζ\n"]
    for n, (q, cs, r) in enumerate(QUIZ_EL):
        out.append(f"### Ερώτηση {_KEYCAPS[n]}\n\n{q}\n\n"
                   + "\n".join(f"**{names[j]})** {c}  " for j, c in enumerate(cs))
                   + f"\n\n<details>\n<summary>Απάντηση: {names[r]}</summary>\n\n1. πρώτο σχόλιο\n2. δεύτερο σχόλιο\n"
                   "\n</details>\n\n---\n")
    deck, _ = read_said(tmp_path, "\n".join(out), "quiz.md")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in QUIZ_EL]


def test_keycap_numbers_are_digits_where_a_number_stands_only() -> None:
    assert numbered(["## Soru 1\ufe0f\u20e32\ufe0f\u20e3", "\U0001f51f Hangisi?", "- **3\u20e3** x",
                     "Press 1\ufe0f\u20e3 to go on"], [False] * 4) == ["## Soru 12", "10. Hangisi?", "- **3.** x",
                                                                     "Press 1\ufe0f\u20e3 to go on"]
    assert numbered(["no keycap here"], [False]) is None


def test_keycap_numbers_in_fenced_code_are_the_authors() -> None:
    lines = ["1\ufe0f\u20e3 Welche Ausgabe?", "```", "1\ufe0f\u20e3 print(1)", "```"]
    assert numbered(lines, fenced_lines(lines)) == ["1. Welche Ausgabe?", "```", "1\ufe0f\u20e3 print(1)", "```"]


def test_a_word_before_the_second_letter_is_the_first_label_only_where_the_file_repeats_it() -> None:
    lines = ["Q1", "**Alef)** x", "**Б)** y", "**В)** z", "Ответ: Alef"]
    assert named_first(lines * 2) is None                           # twice: too few to learn
    got = named_first(lines * 3)
    assert got is not None and got[1] == "**А)** x" and got[4] == "Ответ: А" and got[2] == "**Б)** y"


def test_rows_of_choices_whose_letters_end_with_an_ideographic_comma_are_split(tmp_path: Path) -> None:
    out = [f"{n}、{q}（{'ABCD'[r]}）\nA、{cs[0]}          B、{cs[1]}\nC、{cs[2]}          D、{cs[3]}\n"
           for n, (q, cs, r) in enumerate(QUIZ_JA, 1)]
    deck, _ = read_said(tmp_path, "\n".join(out), "quiz.txt")
    assert [[c.text for c in q.choices] for q in deck.questions] == [cs for _, cs, _ in QUIZ_JA]
    assert [q.answer for q in deck.questions] == [[r] for _, _, r in QUIZ_JA]
