"""Markdown answer and choice writings of session 22, each small and written for the test (in other languages
than the banks that showed them)."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.answerlines import NOTHING, _Choices, norm, resolve
from tests.test_import_markdown_shapes import imported

_FI = [("Mikä on Suomen pääkaupunki?", ["Turku", "Helsinki", "Tampere", "Oulu"], 1),
       ("Mikä joki virtaa Rovaniemen läpi?", ["Kemijoki", "Vantaa", "Aura", "Porvoonjoki"], 0),
       ("Montako kuntaa Ahvenanmaalla on?", ["12", "16", "20", "8"], 1),
       ("Mikä on Suomen korkein tunturi?", ["Saana", "Halti", "Pallas", "Ylläs"], 1)]


def test_an_answer_line_ends_at_a_break_tag_what_follows_is_its_explanation(tmp_path: Path) -> None:
    # "Vastaus: b<br><br>Selitys: ..." in the answer block: the page shows the reason on a line of its own; it
    # names other choices, it is no part of the answer's value
    lines = ["# Maantieto", ""]
    for n, (q, cs, a) in enumerate(_FI, 1):
        lines.append(f"{n}. **{q}**  ")
        lines += [f"   {'abcd'[k]}) {c}  " for k, c in enumerate(cs)]
        lines += [f"   <details><summary>Näytä vastaus</summary>Vastaus: {'abcd'[a]}<br><br>Selitys: vaihtoehto "
                  f"{'abcd'[(a + 1) % 4]} on väärin, samoin {'abcd'[(a + 2) % 4]}.</details>", "", ""]
    doc, result = imported(tmp_path, "vastaus.md", "\n".join(lines))
    questions = doc["questions"]
    assert [q.get("answer") for q in questions] == ["B", "A", "B", "B"], result.output
    assert questions[0]["explanation"].endswith("vaihtoehto c on väärin, samoin d."), result.output
    assert "warning" not in result.output, result.output


_ID = [("Apa hasil `len([1, 2])`?", ["1", "2", "3", "Galat"], "b) `2`"),
       ("Apa yang dicetak `print(type(1))`?", ["<class 'int'>", "<class 'str'>", "int", "Tidak ada"],
        "a) `<class 'int'>`"),
       ("Mana yang membuat daftar kosong?", ["list()", "{}", "()", "set()"], "a) `list()`"),
       ("Operator mana untuk pangkat?", ["^", "**", "//", "%"], "b) `**`")]


def test_a_button_whose_label_ends_in_an_ellipsis_is_the_answer_key(tmp_path: Path) -> None:
    # "<summary>Jawaban yang benar...</summary>" over "b) `2`": an ellipsis ends no sentence; the value's code span
    # is markup the choice does not repeat
    lines: list[str] = []
    for n, (q, cs, v) in enumerate(_ID, 1):
        lines += [f"## {n}. {q}", ""]
        lines += [f"- {'abcd'[k]}) {c}" for k, c in enumerate(cs)]
        lines += ["<details>", "  <summary>Jawaban yang benar...</summary>", v, "</details>", ""]
    doc, result = imported(tmp_path, "kuis.md", "\n".join(lines))
    assert [q.get("answer") for q in doc["questions"]] == ["B", "A", "A", "B"], result.output
    assert "warning" not in result.output, result.output


_SV = [("Vilken är Sveriges huvudstad?", ["Göteborg", "Stockholm", "Malmö", "Uppsala"]),
       ("Vilken är Sveriges största sjö?", ["Vättern", "Mälaren", "Vänern", "Siljan"]),
       ("Hur många landskap har Sverige?", ["21", "25", "29", "18"]),
       ("Vilket är Sveriges högsta berg?", ["Kebnekaise", "Sarek", "Åreskutan", "Helags"]),
       ("Vilken ö är störst?", ["Öland", "Gotland", "Orust", "Hisingen"])]


def test_a_line_that_writes_every_choice_again_answers_nothing() -> None:
    # "S1 | a) Göteborg <br> b) Stockholm <br> ...": the line the choices were read from names every choice, so
    # none (it was read as "a) Göteborg", the first, with the rest as the first choice's text going on)
    choices = _Choices([norm(c) for c in _SV[0][1]])
    assert resolve("| a) Göteborg <br> b) Stockholm <br> c) Malmö <br> d) Uppsala", choices, False) == NOTHING
    assert resolve("a) Göteborg   b) Stockholm   c) Malmö   d) Uppsala", choices, False) == NOTHING
    assert resolve("b) Stockholm", choices, False) == [1]


def test_a_table_of_tagged_rows_is_read_as_its_questions(tmp_path: Path) -> None:
    # "| F1 | question" over "| S1 | a) x <br> b) y ...": every row tagged by a word and its question's number,
    # the words in one cycle; the word whose cells write labelled choices names the choices, the one before it the
    # question; a third word's rows (a note) are no part of the question
    lines = ["# Prov i geografi", "", "## Del 1", "", "| nr | text", "| -- | --"]
    for n, (q, cs) in enumerate(_SV, 1):
        lines += [f"| F{n}  | {q}", f"| S{n}  | " + " <br> ".join(f"{'abcd'[k]}) {c}" for k, c in enumerate(cs)),
                  f"| K{n}  | {'lätt' if n % 2 else ''}"]
    doc, result = imported(tmp_path, "tabell.md", "\n".join(lines) + "\n")
    questions = doc["questions"]
    assert [q["question"] for q in questions] == [q for q, _ in _SV], result.output
    assert [q["choices"] for q in questions] == [cs for _, cs in _SV], result.output
    assert all(q.get("answer") is None for q in questions), result.output


_EL = [("Ποια είναι η πρωτεύουσα της Ελλάδας;", ["Θεσσαλονίκη", "Αθήνα", "Πάτρα", "Λάρισα"]),
       ("Ποιο είναι το ψηλότερο βουνό της Ελλάδας;", ["Όλυμπος", "Πάρνηθα", "Ταΰγετος", "Σμόλικας"]),
       ("Ποια θάλασσα βρέχει την Κρήτη από βορρά;", ["Ιόνιο", "Κρητικό", "Αιγαίο", "Λιβυκό"]),
       ("Πόσα νησιά έχουν τα Επτάνησα;", ["Πέντε", "Έξι", "Επτά", "Οκτώ"]),
       ("Ποιος ποταμός είναι ο μακρύτερος;", ["Αλιάκμονας", "Αχελώος", "Πηνειός", "Έβρος"])]


def test_a_bullet_on_every_choice_marks_none_of_them(tmp_path: Path) -> None:
    # "   * (a) ..." under each "1. ...": the same token on every choice of every question is the list's bullet,
    # not the mark of the right ones (they were all read as right, in silence)
    lines: list[str] = []
    for q, cs in _EL:
        lines.append(f"1. {q}\r")
        lines += [f"   * ({'abcd'[k]}) {c}\r" for k, c in enumerate(cs)]
    doc, result = imported(tmp_path, "koukides.md", "\n".join(lines) + "\n")
    questions = doc["questions"]
    assert len(questions) == 5 and questions[1]["choices"][0] == "Όλυμπος", result.output
    assert all(q.get("answer") is None for q in questions), result.output


def test_a_label_written_as_code_keeps_its_sign_and_capitals_apart_by_spaces_are_several(tmp_path: Path) -> None:
    # "- `A` :  `text`": the colon after a label in a code span is the label's, not the choice's; "Odpověď: B C",
    # capitals apart by spaces alone in order, names both (it was read as B, the rest dropped)
    text = """# Kvíz

1. Který zápis vytvoří seznam?

- `A` :  `x = []`
- `B` :  `x = {}`
- `C` :  `x = ()`

**Odpověď: A**

2. Která čísla jsou sudá?

- `A` :  `3`
- `B` :  `4`
- `C` :  `8`

**Odpověď: B C**

3. Který operátor sčítá?

- `A` :  `+`
- `B` :  `-`
- `C` :  `*`

**Odpověď: A**
"""
    doc, result = imported(tmp_path, "kviz.md", text)
    questions = doc["questions"]
    assert questions[0]["choices"] == ["`x = []`", "`x = {}`", "`x = ()`"], result.output
    assert [q.get("answer") for q in questions] == ["A", ["B", "C"], "A"], result.output


def test_labels_in_order_closed_by_a_bracket_are_labels(tmp_path: Path) -> None:
    # "- [ ] B] text": the letters A, B, C, D in order say these are labels, whatever sign closes them (a hand that
    # slipped from ")" to "]", in some questions and not others); the answer names the first by its label
    blocks = []
    for n, (q, cs) in enumerate([("Co oznacza skrót RAM?", ["Pamięć o dostępie swobodnym", "Pamięć tylko do odczytu",
                                                             "Procesor", "Dysk twardy"]),
                                 ("Ile bitów ma bajt?", ["Osiem", "Cztery", "Szesnaście", "Dwa"]),
                                 ("Co robi kompilator?", ["Tłumaczy kod źródłowy", "Drukuje kod", "Usuwa pliki",
                                                          "Formatuje dysk"])], 1):
        signs = "))))" if n == 2 else ")]]]" if n == 3 else "]]]]"
        blocks.append(f"## {n}. {q}\n" + "".join(f"- [ ] {'ABCD'[k]}{signs[k]} {c}\n" for k, c in enumerate(cs))
                      + f"\n<details>\n<summary>Rozwiązanie</summary>\n<b>A) {cs[0]}</b>\n\nBo tak.\n</details>\n")
    doc, result = imported(tmp_path, "pytania.md", "\n".join(blocks))
    questions = doc["questions"]
    assert questions[0]["choices"] == ["Pamięć o dostępie swobodnym", "Pamięć tylko do odczytu", "Procesor",
                                       "Dysk twardy"], result.output
    assert questions[2]["choices"][1] == "Drukuje kod", result.output
    assert [q.get("answer") for q in questions] == ["A", "A", "A"], result.output


def test_a_choice_a_space_off_its_siblings_indentation_or_glued_to_its_label_is_one_of_them(tmp_path: Path) -> None:
    # " A. text" over "B. text" (typed with a space too many), "       - d) ..." under "        - c) ..." (one too
    # few), "C.Karadeniz." (no space after the label): labels in order, in one form, are one run of choices; the
    # slipped one was lost to the explanation
    text = """Soru 1: Türkiye'nin başkenti neresidir?
 A. İstanbul.
B. Ankara.
C. İzmir.
D. Bursa.

Soru 2: En uzun nehir hangisidir?
A. Kızılırmak.
B. Fırat.
C. Sakarya.
D. Dicle.

Soru 3: Hangi deniz kuzeydedir?
A. Akdeniz.
B. Ege Denizi.
C.Karadeniz.
D. Marmara.
"""
    doc, result = imported(tmp_path, "sorular.md", text)
    assert [len(q["choices"]) for q in doc["questions"]] == [4, 4, 4], result.output
    assert doc["questions"][0]["choices"][0] == "İstanbul.", result.output
    assert doc["questions"][2]["choices"][2] == "Karadeniz.", result.output   # "C.Karadeniz.": glued to its label
    listed = "# Sınav\n\n" + "".join(
        f"{n}. {q}\n" + "".join(f"{' ' * (7 if k == 3 and n == 3 else 8)}- {'abcd'[k]}) {c}\n"
                                for k, c in enumerate(cs))
        for n, (q, cs) in enumerate([("Hangisi bir metin düzenleyicidir?", ["nano", "ls", "cd", "pwd"]),
                                     ("Hangisi dizin değiştirir?", ["cd", "rm", "cp", "mv"]),
                                     ("Hangisi dosya siler?", ["ls", "cat", "touch", "rm"])], 1)) + "- İYİ ÇALIŞMALAR\n"
    doc, result = imported(tmp_path, "liste.md", listed)
    assert [q["choices"] for q in doc["questions"]][2] == ["ls", "cat", "touch", "rm"], result.output
