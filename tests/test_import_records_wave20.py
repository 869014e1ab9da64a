"""Records an app's data file repeats, read by the shape they share (importers/recordshape.py), and two layouts
the layout reader now reads (importers/linekinds.py).

The shapes are those of session 20's dev banks that no reading read: a counting start marker (``Q 1 text``)
with the right choices marked by a trailing token, records between ``|`` lines with a ``;`` ending every line
and the answer repeated as a choice's text, type lines (``m``/``b``) before records that mark no answer,
blank-line records numbered from 0 with their choices on one line and the right ones named by text, records
of a fixed length with fields after a letter; ``Q01 :- text`` and a line of inline choices alone. The inputs
here are in other languages than those banks.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.arbiter import choose
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.recordshape import RecordShapeReader
from tests.conftest import read_said, rows_of


def _records(text: str) -> tuple[ImportedDeck, Diagnostics]:
    diags = Diagnostics()
    deck = ImportedDeck(name="quiz", key="", origin="quiz.txt")
    RecordShapeReader(Source("quiz.txt", "quiz.txt", text), diags).read(deck)
    return deck, diags


POLISH = """P 1 Stolica Polski to:
Kraków
Warszawa X
Gdańsk
P 2 Wisła jest najdłuższą rzeką Polski
TAK X
NIE
P 3Czy Odra wpada do Bałtyku?
TAK X
NIE
P 4 Które miasta leżą nad morzem?
Gdynia X
Sopot X
Łódź
P 5 Co wypisze kod:
int x = 2;
wypisz(x);

1 liczbę 2 X
2 liczbę
x
P 6 Blok kodu jest poprawny:
tak
nie
if (x)
{
x = 1;
} X
"""


def test_a_counting_start_marker_and_a_trailing_mark_token(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, POLISH, "quiz.txt")
    assert rows_of(deck) == [
        ("Stolica Polski to:", ["Kraków", "Warszawa", "Gdańsk"], [1]),
        ("Wisła jest najdłuższą rzeką Polski", ["TAK", "NIE"], [0]),
        ("Czy Odra wpada do Bałtyku?", ["TAK", "NIE"], [0]),
        ("Które miasta leżą nad morzem?", ["Gdynia", "Sopot", "Łódź"], [0, 1]),
        ("Co wypisze kod:\nint x = 2;\nwypisz(x);", ["liczbę 2", "liczbę\nx"], [0]),
        ("Blok kodu jest poprawny:", ["tak", "nie", "if (x)\n{\nx = 1;\n}"], [2]),
    ], said
    assert [q.id for q in deck.questions] == ["q1", "q2", "q3", "q4", "q5", "q6"]


GERMAN = """Wie heißt die Hauptstadt von Österreich?;
Graz;
Wien;
Linz;
Wien;
|
Welcher Fluss fließt durch Köln?;
Rhein;
Elbe;
Donau;
Rhein;
|
Wie viele Bundesländer hat Deutschland?;
A.Zwölf;
B.Sechzehn;
C.Zehn;
B.Sechzehn;
|
Welches Tier ist ein Säugetier?;
Hai;
Wal;
Lachs;
Wal;"""


def test_records_between_separator_lines_the_answer_a_choice_s_text(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, GERMAN, "quiz.txt")
    assert rows_of(deck) == [
        ("Wie heißt die Hauptstadt von Österreich?", ["Graz", "Wien", "Linz"], [1]),
        ("Welcher Fluss fließt durch Köln?", ["Rhein", "Elbe", "Donau"], [0]),
        ("Wie viele Bundesländer hat Deutschland?", ["Zwölf", "Sechzehn", "Zehn"], [1]),
        ("Welches Tier ist ein Säugetier?", ["Hai", "Wal", "Lachs"], [1]),
    ], said
    assert not [m for m in said if "warning" in m], said


SPANISH = """v
El sol es una estrella
verdadero
o
¿Cuál es el río más largo de España?
Tajo
Ebro
Duero
o
¿Cuántos lados tiene un hexágono?
Seis
Cinco
Ocho
o
¿Qué planeta es el más grande?
Júpiter
Marte
Venus"""


def test_type_lines_before_records_that_mark_no_answer_read_the_first_choice_and_say_so(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, SPANISH, "quiz.txt")
    assert rows_of(deck) == [
        ("¿Cuál es el río más largo de España?", ["Tajo", "Ebro", "Duero"], [0]),
        ("¿Cuántos lados tiene un hexágono?", ["Seis", "Cinco", "Ocho"], [0]),
        ("¿Qué planeta es el más grande?", ["Júpiter", "Marte", "Venus"], [0]),
    ], said
    assert any(":1:1: warning: 1 record of another type ('v')" in m for m in said), said
    assert any(":5:1: warning: not sure: no field names the right choice: the FIRST choice of each record is taken "
               "as the right one" in m for m in said), said


SWEDISH = """0
lista: metod: grund
Vilka metoder lägger till i en lista?
append(): insert(): add(): push()
append(): insert()
append() och insert() lägger till.

1
slinga: grund
Vilka ord bildar en slinga?
for: while: loop: repeat
for: while
for och while är slingor.

2
typ: grund
Vilken funktion ger längden?
len(): size(): count()
len()
len() ger längden.
"""


def test_blank_line_records_with_inline_choices_and_the_right_ones_named_by_text(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, SWEDISH, "quiz.txt")
    assert rows_of(deck) == [
        ("Vilka metoder lägger till i en lista?", ["append()", "insert()", "add()", "push()"], [0, 1]),
        ("Vilka ord bildar en slinga?", ["for", "while", "loop", "repeat"], [0, 1]),
        ("Vilken funktion ger längden?", ["len()", "size()", "count()"], [0]),
    ], said
    assert [q.explanation for q in deck.questions] == ["append() och insert() lägger till.",
                                                       "for och while är slingor.", "len() ger längden."]
    assert [q.id for q in deck.questions] == ["q1", "q2", "q3"]


def test_fixed_length_records_a_letter_then_number_fields() -> None:
    rows = [("Türkiye'nin başkenti?", ["İstanbul", "Ankara", "İzmir", "Bursa"], "B"),
            ("En uzun nehir?", ["Kızılırmak", "Fırat", "Dicle", "Sakarya"], "A"),
            ("Kaç bölge var?", ["Beş", "Yedi", "Sekiz", "Dokuz"], "B")]
    text = "".join(f"S{n:02} :- {q}\n" + "".join(f"{c}\n" for c in cs) + f"{a}\n30\n{1000 * n}\n"
                   for n, (q, cs, a) in enumerate(rows, start=1))
    deck, _ = _records(text)
    assert [(q.text, [c.text for c in q.choices], q.answer) for q in deck.questions] == [
        (q, cs, ["ABCD".index(a)]) for q, cs, a in rows]
    assert deck.unused(text.split("\n")) == []


def test_a_key_s_colon_and_dash_are_one_separator(tmp_path: Path) -> None:
    rows = [("Türkiye'nin başkenti?", ["İstanbul", "Ankara", "İzmir", "Bursa"], "B"),
            ("En uzun nehir?", ["Kızılırmak", "Fırat", "Dicle", "Sakarya"], "A"),
            ("Kaç bölge var?", ["Beş", "Yedi", "Sekiz", "Dokuz"], "B")]
    text = "".join(f"S{n:02} :- {q}\n" + "".join(f"{c}\n" for c in cs) + f"{a}\n30\n{1000 * n}\n"
                   for n, (q, cs, a) in enumerate(rows, start=1))
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert [q.text for q in deck.questions] == [q for q, _, _ in rows], said
    assert [q.answer for q in deck.questions] == [["ABCD".index(a)] for _, _, a in rows], said


def test_a_line_of_inline_choices_alone_under_its_question(tmp_path: Path) -> None:
    rows = [("Qual é a capital de Portugal?", ["Porto", "Lisboa", "Braga"], "B"),
            ("Qual rio passa no Porto?", ["Douro", "Tejo", "Mondego"], "A"),
            ("Quantas ilhas tem os Açores?", ["Sete", "Nove", "Onze"], "B"),
            ("Qual é o maior distrito?", ["Beja", "Faro", "Évora"], "A")]
    text = "".join(f"{q}\n" + " ".join(f"{'ABC'[k]}) {c}" for k, c in enumerate(cs)) + f"\n{a}\n"
                   for q, cs, a in rows)
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == [(q, cs, ["ABC".index(a)]) for q, cs, a in rows], said


def test_a_file_of_labelled_fields_keeps_its_field_reading() -> None:
    text = "".join(f"Frage: {q}\nOptionen:\nA {c[0]}\nB {c[1]}\nAntwort: {'AB'[a]}\n\n"
                   for q, c, a in [("Eins?", ["ja", "nein"], 0), ("Zwei?", ["rot", "blau"], 1),
                                   ("Drei?", ["hoch", "tief"], 0), ("Vier?", ["alt", "neu"], 1)])
    choice = choose(Source("q.txt", "q.txt", text), None, given=False)
    assert choice.form.name != "records"


def test_no_shape_no_questions() -> None:
    deck, diags = _records("Ein Absatz Prosa.\nNoch einer.\n\nUnd ein dritter Satz hier.\n")
    assert deck.questions == [] and not diags.warnings


def test_a_category_and_a_number_opening_each_record_are_fields() -> None:
    rows = [("Zeměpis", "Které je hlavní město Česka?", ["Brno", "Praha", "Ostrava"], "Praha"),
            ("Zeměpis", "Která řeka teče Prahou?", ["Vltava", "Labe", "Morava"], "Vltava"),
            ("Dějiny", "Kdo byl první prezident?", ["Masaryk", "Beneš", "Havel"], "Masaryk"),
            ("Dějiny", "Kdy vzniklo Československo?", ["1918", "1945", "1993"], "1918")]
    text = "\n".join(f"{cat}\n{n}\n{q}\n" + "\n".join(cs) + f"\n{a}\n" for n, (cat, q, cs, a) in enumerate(rows, 1))
    deck, _ = _records(text)
    assert [(q.text, [c.text for c in q.choices], q.answer) for q in deck.questions] == [
        (q, cs, [cs.index(a)]) for _, q, cs, a in rows]
    assert [q.id for q in deck.questions] == ["q1", "q2", "q3", "q4"]


def test_a_question_every_record_asks_is_its_text_not_a_field() -> None:
    rows = [["rojo", "verde", "rojo"], ["azul", "gris", "gris"], ["negro", "blanco", "negro"]]
    text = "\n\n".join("¿Cuál es correcto?\n" + "\n".join(r) for r in rows)
    deck, _ = _records(text)
    assert [(q.text, q.answer) for q in deck.questions] == [("¿Cuál es correcto?", [0]), ("¿Cuál es correcto?", [1]),
                                                            ("¿Cuál es correcto?", [0])]


def test_a_markdown_page_is_left_to_the_markdown_reader() -> None:
    text = "".join(f"### Fråga {n}\nVad är {n} + {n}?\n{n}\n{2 * n}\n{2 * n}\n\n" for n in range(1, 6))
    deck, _ = _records(text)
    assert deck.questions == []


def test_a_question_s_number_alone_above_its_text_in_a_run_of_numbered_questions(tmp_path: Path) -> None:
    rows = [("Wat is de hoofdstad van Nederland?", ["Rotterdam", "Amsterdam", "Utrecht"], 1),
            ("Welke rivier stroomt door Arnhem?", ["Rijn", "Maas", "Schelde"], 0),
            ("Hoeveel provincies heeft Nederland?", ["Tien", "Elf", "Twaalf"], 2),
            ("Nederland grenst aan Frankrijk.", ["Waar", "Onwaar"], 1),
            ("Welke kleur heeft de vlag niet?", ["Rood", "Groen", "Blauw"], 1),
            ("Wat is het hoogste punt?", ["Vaalserberg", "Veluwe", "Utrechtse Heuvelrug"], 0)]
    out = ["Toets 1 - aardrijkskunde", ""]
    for n, (q, cs, right) in enumerate(rows, start=1):
        out += [str(n), q] if n == 4 else [f"{n}- {q}"]
        for k, c in enumerate(cs):
            out += ["", f"{c} (correct)" if k == right else c]
        out += ["", ""]
    deck, said = read_said(tmp_path, "\n".join(out), "quiz.md")
    assert rows_of(deck) == [(q, cs, [right]) for q, cs, right in rows], said
    assert not [m for m in said if "warning" in m], said


def test_an_answer_that_names_no_choice_is_written_as_it_is_and_said() -> None:
    text = "Kysymys yksi?;\nkissa;\nkoira;\nkissa;\n|\nKysymys kaksi?;\npuu;\nkivi;\nkivi;\n|\n" \
           "Kysymys kolme?;\nsuo;\nmaa;\nvesi;\n|\nKysymys neljä?;\nyö;\npäivä;\nyö;\n|\n" \
           "Viides?;\nyksi;\nkaksi;\nkaksi;"
    deck, diags = _records(text)
    assert [(q.answer, q.raw_answer) for q in deck.questions] == [([0], None), ([1], None), (None, "vesi"),
                                                                  ([0], None), ([1], None)]
    assert [(d.pos.line, d.message) for d in diags.warnings] == [
        (11, "the answer 'vesi' names none of the question's choices")]


def test_an_answer_label_after_the_choices_with_the_record_s_own_number_records_of_any_length() -> None:
    rows = [("Care este capitala României?", ["Cluj", "București", "Iași", "Timișoara"], "B", 1),
            ("Ce râu trece prin Iași?", ["Bahlui", "Mureș", "Olt", "Jiu"], "A", 2),
            ("Cel mai înalt vârf?", ["Omu", "Negoiu", "Moldoveanu", "Ceahlău"], "C", 1),
            ("Câte județe are țara?", ["39", "40", "41", "42"], "C", 2)]
    out = []
    for n, (q, cs, a, links) in enumerate(rows, start=1):
        out += [f"{n} {q}", *(f"{'ABCD'[k]}){c}" for k, c in enumerate(cs)), f"{n}){a}"]
        out += [f"http://exemplu.ro/{n}/{k}" for k in range(links)] + ["", ""]
    deck, _ = _records("\n".join(out))
    assert [(q.text, [c.text for c in q.choices], q.answer) for q in deck.questions] == [
        (q, cs, ["ABCD".index(a)]) for q, cs, a, _ in rows]
    assert deck.questions[0].explanation == "http://exemplu.ro/1/0"
