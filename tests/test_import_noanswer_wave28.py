"""Session 28's no-answer engineer: files whose records give no answer, or give it only in the explanation's prose.

* One-line records ``stem | a, b, c, d`` with nothing naming the right item (not misread by a fallback that takes
  ``2 + 3`` for question 2): quiz apps' data, as a headerless sheet with nothing after its choices is, so one rule
  for both: the first choice taken as right, said loudly at the first question in the sheet's words
  (``csvinfer.first_taken``); a key line after the records still names the answers.
* A headerless sheet of category columns, a question and its choices, no answer column, with cards (a prompt and
  its one answer) mixed in: the questions read, the cards left out, said.
* A sheet whose flag columns between the choices are empty in every row and whose answer is stated only in the
  explanation (``Parisis the capital.``, ``False. …``): no empty choices said per row; the choice the explanation
  names read as the answer, said.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.csvinfer import first_taken
from quizdeck.importers.explainednames import named_in
from tests.conftest import read_said, rows_of

#: sums asked one a line, the choices after a bar, nothing naming the right one
SUMS = [("3 + 4 = ?", ["7", "6", "8", "9"]), ("9 - 5 = ?", ["4", "3", "5", "6"]),
        ("2 x 6 = ?", ["12", "10", "8", "14"]), ("8 + 1 = ?", ["9", "7", "10", "6"]),
        ("6 - 6 = ?", ["0", "1", "2", "6"]), ("5 + 5 = ?", ["10", "11", "9", "8"])]


def test_one_line_records_with_no_answer_take_the_first_choice_said_once(tmp_path: Path) -> None:
    text = "\n".join(f"{q} | {', '.join(cs)}" for q, cs in SUMS)
    deck, said = read_said(tmp_path, text, "soal.txt")
    assert rows_of(deck) == [(q, cs, [0]) for q, cs in SUMS], said
    assert len([s for s in said if "warning" in s]) == 1, said
    assert "soal.txt:1:1: warning:" in said[0] and first_taken("field", "line", "files") in said[0], said


def _sums(firsts: list[int]) -> list[tuple[str, list[str]]]:
    """Sums whose first numbers happen to count up in places (``2 + 3``, ``3 - 1``, ``4 + 4``): the right result
    first, as an app that shuffles them writes it."""
    out = []
    for k, a in enumerate(firsts):
        b = k % 4 + 1
        sign, value = ("+", a + b) if k % 2 == 0 else ("-", a - b)
        out.append((f"{a} {sign} {b} = ?", [str(value + d) for d in (0, 1, -1, 2)]))
    return out


def test_a_sum_opening_a_line_is_no_record_number(tmp_path: Path) -> None:
    """``2 + 3 = ?`` over ``3 - 2 = ?``: the first numbers count up, yet they are no records' numbers (an app's
    record reader took runs of such lines for one question and its choices, answered by accident)."""
    sums = _sums([5, 6, 9, 1, 8, 4, 1, 3, 2, 6, 8, 4, 7, 9, 2, 4, 1, 4, 7, 5, 3, 7, 3, 2, 3, 8, 3, 3, 1, 1, 4, 4, 3, 3,
                  5, 6, 4, 9, 4, 3])
    deck, said = read_said(tmp_path, "\n".join(f"{q} | {', '.join(cs)}" for q, cs in sums), "bank_soal.txt")
    assert rows_of(deck) == [(q, cs, [0]) for q, cs in sums], said


#: questions an app keeps one a line, the right choice first (it shuffles them), nothing naming it
WORDS = [("Which is the capital of France?", ["Paris", "Lyon", "Nice", "Lille"]),
         ("Which river flows through Cologne?", ["Rhine", "Meuse", "Scheldt", "Danube"]),
         ("How many legs has a spider?", ["Eight", "Six", "Four", "Ten"]),
         ("Which metal is liquid?", ["Mercury", "Iron", "Copper", "Zinc"]),
         ("What does a cow eat?", ["Grass", "Meat", "Fish", "Bread"]),
         ("Which colour is a banana?", ["Yellow", "Blue", "Purple", "Black"])]


def test_one_line_records_and_a_headerless_sheet_follow_one_rule_said_in_one_way(tmp_path: Path) -> None:
    """The same questions as one-line records and as a headerless sheet: the same answers (the first choice), said
    by the same function at the first question, each in its own terms (field/line, column/row)."""
    lines, lines_said = read_said(tmp_path, "\n".join(f"{q} | {', '.join(cs)}" for q, cs in WORDS), "quiz.txt")
    sheet, sheet_said = read_said(tmp_path, "\n".join(",".join([q, *cs]) for q, cs in WORDS), "quiz.csv")
    assert rows_of(lines) == rows_of(sheet) == [(q, cs, [0]) for q, cs in WORDS], (lines_said, sheet_said)
    assert [s for s in lines_said if first_taken("field", "line", "files") in s and ":1:1: warning" in s], lines_said
    assert [s for s in sheet_said if first_taken() in s and ":1:1: warning" in s], sheet_said


def test_one_line_records_answered_by_a_key_line_are_not_guessed(tmp_path: Path) -> None:
    """A line of labels after the records (``B A C D A B``) names their answers: no guess, nothing said of one."""
    text = "\n".join(f"{q} | {', '.join(cs)}" for q, cs in WORDS) + "\n\nB A C D A B\n"
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert [a for _, _, a in rows_of(deck)] == [[1], [0], [2], [3], [0], [1]], said
    assert not any("FIRST" in s for s in said), said


def test_one_line_records_with_an_answer_field_are_read_by_it(tmp_path: Path) -> None:
    text = "\n".join(f"{q} | {', '.join(cs)} | {cs[k % 4]}" for k, (q, cs) in enumerate(WORDS))
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert [a for _, _, a in rows_of(deck)] == [[k % 4] for k in range(len(WORDS))], said
    assert not any("FIRST" in s for s in said), said


def test_comma_lists_of_prose_are_no_choices(tmp_path: Path) -> None:
    """A comma list whose items are sentences is prose, not a list of choices: the bar's records are not read so."""
    long = "this clause runs on for quite a while before it stops"
    text = "\n".join(f"Why is {n} so? | {long}, {long}, {long}" for n in range(6))
    deck, _ = read_said(tmp_path, text, "notes.txt")
    assert all(len(q.choices) != 3 for q in deck.questions)


#: subject, theme, topic, the question, its four choices (the first plainly right); cards among them
QUESTIONS = [("Hoe heet de hoofdstad van Frankrijk?", ["Parijs", "Lyon", "Nice", "Lille"]),
             ("Welke rivier stroomt door Keulen?", ["Rijn", "Maas", "Schelde", "Donau"]),
             ("Hoeveel poten heeft een spin?", ["Acht", "Zes", "Vier", "Tien"]),
             ("Welk metaal is vloeibaar?", ["Kwik", "IJzer", "Koper", "Zink"]),
             ("Wat eet een koe?", ["Gras", "Vlees", "Vis", "Brood"]),
             ("Welke kleur heeft een banaan?", ["Geel", "Blauw", "Paars", "Zwart"])]
CARDS = [("le chien", "de hond"), ("le chat", "de kat"), ("la maison", "het huis"), ("le livre", "het boek"),
         ("la table", "de tafel"), ("le pain", "het brood"), ("la mer", "de zee"), ("le ciel", "de lucht")]


def test_a_headerless_sheet_of_questions_and_cards_reads_the_questions(tmp_path: Path) -> None:
    rows = [f"WO,Aarde,Thema {k},{q},{','.join(cs)}" for k, (q, cs) in enumerate(QUESTIONS)]
    rows += ["", ""] + [f"Frans,T1: Woorden,Huis,{a},{b},,," for a, b in CARDS]
    rows += ["", "", "Frans,T2: Spelling,Dieren,de muis,la souris,le souris,la sourie,la souri,la sooris"]
    deck, said = read_said(tmp_path, "\r\n".join(rows) + "\r\n", "vragen.csv")
    got = [(q, cs) for q, cs, _ in rows_of(deck)]
    assert got == [*QUESTIONS, ("de muis", ["la souris", "le souris", "la sourie", "la souri", "la sooris"])], said
    assert any("cards" in s and f"{len(CARDS)} rows" in s for s in said), said
    assert any("more choices" in s for s in said), said


#: question, choices (flag columns empty beside each), the explanation naming the right ones, their indices
EXPLAINED = [
    ("Which city is the capital of Italy?", ["Milan", "Rome", "Naples", "Turin"], "Romeis the capital of Italy.",
     [1]),
    ("The Danube flows through Vienna.", ["True", "False", "", ""], "This statement istrue.", [0]),
    ("Paris lies on the Thames.", ["True", "False", "", ""], "False. Paris lies on the Seine.", [1]),
    ("When was the printing press invented?", ["The Bronze Age", "The Middle Ages", "The Stone Age",
                                               "The Iron Age"], "Gutenberg built it in the (Middle Ages)era.", [1]),
    ("Which two are primary colours?", ["Red", "Green", "Blue", "Purple"], "Red and Blueare primary colours.", [0, 2]),
    ("Which is the largest ocean?", ["Atlantic", "Indian", "Arctic", "Pacific"], "It covers a third of the Earth.",
     None),
]


def _explained_sheet() -> str:
    def q(text: str) -> str:
        return '"' + text + '"'
    rows = [",".join(q(h) for h in ["question", "choice1", "c1", "choice2", "c2", "choice3", "c3", "choice4", "c4",
                                     "explanation"])]
    for stem, cs, why, _ in EXPLAINED:
        cells = [stem]
        for c in cs:
            cells += [c, ""]
        rows.append(",".join(q(c) for c in [*cells, why]))
    return "\n".join(rows) + "\n"


def test_an_answer_stated_only_in_the_explanation_is_read_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _explained_sheet(), "exam.csv")
    assert rows_of(deck) == [(stem, [c for c in cs if c], right) for stem, cs, _, right in EXPLAINED], said
    assert not any("is empty, not a choice" in s for s in said), said
    assert any("read from their explanation" in s and "5 questions" in s for s in said), said


def test_an_explanation_naming_several_choices_names_none_unless_asked_for() -> None:
    choices = ["Ireland", "Northern Ireland", "Wales", "Scotland"]
    assert named_in("Belfast is inNorthern Ireland.", choices, "Where is Belfast?") == [1]
    assert named_in("Both Wales and Scotland have one.", choices, "Which has a parliament?") is None
    assert named_in("Both Wales and Scotland have one.", choices, "Which two have a parliament?") == [2, 3]
    assert named_in("False. It is true of Wales only.", ["True", "False"], "Scotland has one.") == [1]
    assert named_in("It is none of these.", choices, "Where?") is None
