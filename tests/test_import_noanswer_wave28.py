"""Session 28's no-answer engineer: files whose records give no answer, or give it only in the explanation's prose.

* One-line records ``stem | a, b, c, d`` with nothing naming the right item (not misread by a fallback that takes
  ``2 + 3`` for question 2): quiz apps' data, as a headerless sheet with nothing after its choices is, so one rule
  for both: the first choice taken as right, said loudly at the first question in the sheet's words
  (``answervalues.first_taken``); a key line after the records still names the answers.
* A headerless sheet of category columns, a question and its choices, no answer column, with cards (a prompt and
  its one answer) mixed in: the questions read, the cards left out, said.
* A sheet whose flag columns between the choices are empty in every row and whose answer is stated only in the
  explanation (``Parisis the capital.``, ``False. …``): no empty choices said per row; the choice the explanation
  names read as the answer, said.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.importers.answervalues import first_taken
from quizdeck.importers.explainednames import named_in
from quizdeck.importers.linekinds import classify
from quizdeck.importers.linerecords import line_records
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


def test_comma_lists_of_prose_are_no_choices() -> None:
    """A comma list whose items are sentences is prose, not a list of choices: the record reader keeps the field one
    text (read whole, it does read the lines: the test cannot pass on an empty reading)."""
    long = "this clause runs on for quite a while before it stops"
    fields = [f"{long}, {long} {n}, {long}" for n in range(6)]
    got = line_records(classify([f"Why is {n} so? | {f} | a" for n, f in enumerate(fields)]))
    assert got is not None and len(got.records) == len(fields)
    assert all(f in rec.texts for rec, f in zip(got.records, fields, strict=True)), [r.texts for r in got.records]


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


#: one-line records whose third field explains the right choice, naming it (never the first choice here)
CAPITALS = [("What is the capital of France?", ["Lyon", "Paris", "Nice", "Lille"],
             "Paris has been the capital since 508.", [1]),
            ("What is the capital of Italy?", ["Milan", "Naples", "Rome", "Turin"], "Rome became the capital in 1871.",
             [2]),
            ("What is the capital of Spain?", ["Madrid", "Seville", "Valencia", "Bilbao"],
             "Madrid is the capital of Spain.", [0]),
            ("What is the capital of Germany?", ["Munich", "Hamburg", "Cologne", "Berlin"],
             "Berlin is the capital again since 1990.", [3]),
            ("What is the capital of Austria?", ["Graz", "Vienna", "Linz", "Salzburg"], "Vienna lies on the Danube.",
             [1]),
            ("What is the capital of Portugal?", ["Porto", "Braga", "Lisbon", "Faro"],
             "Lisbon is the westernmost capital.", [2])]


def test_a_field_after_the_choices_of_one_line_records_is_their_explanation(tmp_path: Path) -> None:
    """``stem | a, b, c, d | why``: the third field is each question's explanation, never dropped; where it names one
    choice in most lines, that is the answer (said, with a hint to check), not the first choice guessed."""
    text = "\n".join(f"{q} | {', '.join(cs)} | {why}" for q, cs, why, _ in CAPITALS)
    deck, said = read_said(tmp_path, text, "capitals.txt")
    assert rows_of(deck) == [(q, cs, right) for q, cs, _, right in CAPITALS], said
    assert [q.explanation for q in deck.questions] == [why for _, _, why, _ in CAPITALS], said
    assert not any("FIRST" in s for s in said), said
    assert any("capitals.txt:1:1: warning" in s and "read from their explanation" in s for s in said), said


def test_a_short_field_after_the_choices_of_one_line_records_is_said_at_its_line(tmp_path: Path) -> None:
    """``stem | a, b, c | geo``: a field that is no choice, no answer and no explanation is not read, and said."""
    text = "\n".join(f"{q} | {', '.join(cs)} | geo" for q, cs in WORDS)
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == [(q, cs, [0]) for q, cs in WORDS], said
    assert any("quiz.txt:1:1: warning: field 3 of each line ('geo'" in s and "not read" in s for s in said), said


@pytest.mark.parametrize("sign", ["+", "-", "x", ":"])
def test_a_sum_drill_of_one_sign_is_read(tmp_path: Path, sign: str) -> None:
    """Every line an addition (or every line one other sign): the question field split at ``+`` is no list of
    choices, and the file is read as one-line records, not refused as a sheet with no ``question`` column."""
    sums = [(f"{a} {sign} {b} = ?", [str(a * 10 + b + d) for d in (0, 1, 2, 3)])
            for a, b in [(3, 4), (9, 5), (2, 6), (8, 1), (6, 6), (5, 5)]]
    deck, said = read_said(tmp_path, "\n".join(f"{q} | {', '.join(cs)}" for q, cs in sums), "sums.txt")
    assert rows_of(deck) == [(q, cs, [0]) for q, cs in sums], said
    assert not any("error" in s for s in said), said


def test_an_explanation_denying_a_choice_or_holding_it_inside_a_word_names_none() -> None:
    """Whole words only, and a negation before the name (or ``is wrong`` after it) is no naming; several named,
    the one the explanation opens with only as a verdict (``False.``); a number in the question asks for no count."""
    tf = ["True", "False"]
    assert named_in("Untrue: the Thames flows through London and Oxford.", tf, "The Thames flows through Cardiff.") \
        is None
    assert named_in("Not false: King John sealed it at Runnymede.", tf, "The Magna Carta was sealed in 1215.") is None
    assert named_in("Protecting steel from rust this way is called galvanising.", ["Zinc", "Tin", "Copper", "Lead"],
                    "Which metal is used to galvanise steel?") is None
    cities = ["Sydney", "Canberra", "Melbourne", "Perth"]
    assert named_in("Sydney is the largest city, but the capital is Canberra.", cities, "Capital?") is None
    assert named_in("The capital isn't Sydney but Canberra.", cities, "Capital?") == [1]
    assert named_in("Canberra: Sydney is only the largest city.", cities, "Capital?") == [1]
    assert named_in("Sydney is wrong; it is the largest city only.", cities, "Capital?") is None
    # a scraper's lost spaces on both sides: a name a capital starts, or a long one, is still named
    assert named_in("Germany invadedPolandin 1939.", ["Austria", "Italy", "Russia", "Poland"], "Invaded?") == [3]
    assert named_in("Heavy industries such asshipbuildingwere affected.", ["Housing", "Shipbuilding", "Aviation"],
                    "Which industry?") == [1]
    planets = ["Mars", "Venus", "Earth", "Mercury"]
    assert named_in("Both Mars and Venus are closer than Jupiter; Venus is second.", planets,
                    "Which planet is number 2 from the Sun?") is None
    assert named_in("Mars and Venus are both rocky.", planets, "Which two are rocky?") == [0, 1]


#: a sheet whose explanations deny, hold a choice inside a word, or name a wrong choice first: no answers read
DENYING = [("The Thames flows through Cardiff.", ["True", "False", "", ""],
            "Untrue: the Thames flows through London and Oxford."),
           ("Which metal is used to galvanise steel?", ["Zinc", "Tin", "Copper", "Lead"],
            "Protecting steel from rust this way is called galvanising."),
           ("Which city is the capital of Australia?", ["Sydney", "Canberra", "Melbourne", "Perth"],
            "Sydney is the largest city, but the capital is Canberra."),
           ("How many days has a leap year?", ["365", "366", "364", "367"], "A leap year adds one day to February."),
           ("The Magna Carta was sealed in 1215.", ["True", "False", "", ""], "Not false: King John sealed it."),
           ("Which city is the capital of Canada?", ["Toronto", "Ottawa", "Vancouver", "Montreal"],
            "Many assume it is Toronto, the largest city.")]


def test_explanations_that_name_one_choice_in_few_questions_answer_none(tmp_path: Path) -> None:
    """One explanation of six names one choice (``Many assume it is Toronto``): too few for the explanations to be
    the file's key (``prosenames.SHARE``); every question is written without an answer, said once."""
    rows = ["question,choice1,choice2,choice3,choice4,explanation"]
    rows += [",".join([q, *cs, f'"{why}"']) for q, cs, why in DENYING]
    deck, said = read_said(tmp_path, "\n".join(rows) + "\n", "quiz.csv")
    assert [a for _, _, a in rows_of(deck)] == [None] * len(DENYING), said
    assert not any("read from their explanation" in s for s in said), said
    assert any("written without them" in s for s in said), said


def test_a_paragraph_denying_the_choice_it_sets_apart_names_none(tmp_path: Path) -> None:
    """The paragraphs under ``Solution:`` name the right choice in bold; one says ``It is not **Iron**``: no naming
    (``prosenames.denied``, the one check an explanation's names pass too), that question written without an
    answer and said at its paragraph."""
    blocks = [("Which city is the capital of France?", ["Lyon", "Paris", "Nice"], "The capital is **Paris**."),
              ("Which river flows through Cologne?", ["Rhine", "Danube", "Elbe"], "It is the **Rhine**, as maps show."),
              ("Which metal is liquid at room temperature?", ["Iron", "Mercury", "Zinc"],
               "It is not **Iron**, which melts far higher."),
              ("Which planet is the largest?", ["Mars", "Venus", "Jupiter"], "The largest is **Jupiter** by far.")]
    text = "\n".join(f"{n}. {q}\n" + "".join(f"- {c}\n" for c in cs) + f"\nSolution:\n{why}\n"
                     for n, (q, cs, why) in enumerate(blocks, start=1))
    deck, said = read_said(tmp_path, text, "quiz.md")
    assert [a for _, _, a in rows_of(deck)] == [[1], [0], None, [2]], said
    assert any("quiz.md:23:1: warning" in s for s in said), said
