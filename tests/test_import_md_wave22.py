"""Markdown page structures of session 22, each small and written for the test: what a list, a heading, a line
means on a page, learnt from what the page repeats."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import (
    mdbareblocks,
    mddashnumbers,
    mdfieldlists,
    mdgluedfences,
    mdsectionheads,
    mdsheets,
    mdtopictitles,
)
from tests.test_import_markdown_shapes import imported

# -- a list whose items each hold the same labelled fields nested under them -----------------------------------

_FIELDS = """
Mall:
Fråga: ...
Svar: ...
Val: ...

# Avsnitt 1

- Fråga 1.1: Vilken flod rinner genom Köln?
  - Sort: flerval
  - Svar: Rhen
  - Val: Maas; Rhen; Schelde

 - Fråga 1.2: Sant eller falskt? Jorden är rund.
    - Sort: flerval
    - Svar: Sant
    - Val: Sant, Falskt

- Fråga: 2.1: Vad skriver koden ut?

```python
print(len("abc"))
```
  - Sort: flerval
  - Svar: 3
  - Val: 2; 3, 4

# Avsnitt 2
- Fråga 2.2: Vilka är primtal?
  - Sort: flera rätta
  - Svar: 2, 3
  - Val: 2; 3; 4
- Fråga 2.3: Vilken stad ligger (enligt kartan, norr om Malmö) närmast?
  - Sort: flerval
  - Svar: Lund (Skåne, Sverige)
  - Val: Lund (Skåne, Sverige); Ystad (Skåne, Sverige)
"""


def test_a_list_of_records_with_nested_labelled_fields_is_read_by_what_its_fields_hold(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "quiz.md", _FIELDS)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert [q["question"] for q in questions] == [
        "Vilken flod rinner genom Köln?", "Sant eller falskt? Jorden är rund.",
        'Vad skriver koden ut?\n\n```python\nprint(len("abc"))\n```', "Vilka är primtal?",
        "Vilken stad ligger (enligt kartan, norr om Malmö) närmast?"]
    assert [q["choices"] for q in questions] == [
        ["Maas", "Rhen", "Schelde"], ["Sant", "Falskt"], ["2", "3", "4"], ["2", "3", "4"],
        ["Lund (Skåne, Sverige)", "Ystad (Skåne, Sverige)"]]
    assert [q["answer"] for q in questions] == ["B", "A", "B", ["A", "B"], "A"]


def test_a_line_of_choices_is_cut_where_the_answer_is_one_part_else_the_coarsest_way() -> None:
    assert mdfieldlists.cuts("a; b, c") == [["a", "b", "c"], ["a", "b, c"]]
    assert mdfieldlists.cuts("f(x, y); g") == [["f(x, y)", "g"]]
    assert mdfieldlists.cuts("ensam") == [["ensam"]]


def test_nested_labelled_items_whose_fields_name_nothing_of_each_other_are_no_quiz() -> None:
    glossary = ["- Ord: hund", "  - Betydelse: ett djur", "  - Ursprung: fornsvenska",
                "- Ord: katt", "  - Betydelse: ett annat djur", "  - Ursprung: latin",
                "- Ord: häst", "  - Betydelse: ett stort djur", "  - Ursprung: okänt"]
    assert mdfieldlists.quiz(glossary) == []
    two = ["- Fråga: A?", "  - Svar: x", "  - Val: x; y", "- Fråga: B?", "  - Svar: y", "  - Val: x; y"]
    assert mdfieldlists.quiz(two) == []


# -- a heading numbered once over questions numbered from 1, each over its own choices: a section ----------------

_ONCE = """
# Appunti di geografia

## Riassunto

### Francia
- Capitale: Parigi
- Fiume: Senna

## 2. Domande di verifica

**D1.** Qual è la capitale della Francia?
- A) Lione
- B) Parigi

**Risposta: B**

**D2.** Qual è la capitale della Spagna?
- A) Madrid
- B) Siviglia

**Risposta: A**

**D3.** Qual è la capitale del Portogallo?
- A) Porto
- B) Lisbona

**Risposta: B**

**D4.** Qual è la capitale della Grecia?
- A) Atene
- B) Salonicco

**Risposta: A**
"""


def test_a_heading_numbered_once_over_questions_numbered_from_one_is_a_section(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "appunti.md", _ONCE)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert [q["question"] for q in questions] == [
        "Qual è la capitale della Francia?", "Qual è la capitale della Spagna?",
        "Qual è la capitale del Portogallo?", "Qual è la capitale della Grecia?"]
    assert [q["answer"] for q in questions] == ["B", "A", "B", "A"]


def test_a_heading_numbered_once_over_its_own_numbered_choices_stays_a_question() -> None:
    lines = ["1. Qual è la capitale?", "2. Quale fiume?", "3. Quale monte?"]
    # numbered lines without a list of their own under each: the heading's own choices
    assert not mdsectionheads.is_section("4. Quale di queste domande?", lines, range(3), lambda _: False)
    two = ["D1. Uno?", "- a", "- b", "D2. Due?", "- a", "- b"]
    assert not mdsectionheads.is_section("4. Sezione", two, range(6), lambda _: False)
    three = [*two, "D3. Tre?", "- a", "- b"]
    assert mdsectionheads.is_section("4. Sezione", three, range(9), lambda _: False)


# -- a topic's title after each question heading's number, in sentence case, the question below it --------------

_TOPICS = """
# Teste de revisão

## Questão 1: Capitais europeias

Qual é a capital da Noruega?

- A) Oslo
- B) Bergen

Resposta: A

## Questão 2: Rios do mundo

Qual é o rio mais longo da América do Sul?

- A) Paraná
- B) Amazonas

Resposta: B

## Questão 3: Montanhas altas

Em que continente fica o monte Kilimanjaro?

- A) África
- B) Ásia

Resposta: A
"""


def test_a_topic_title_in_sentence_case_over_each_question_is_no_part_of_its_text(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "teste.md", _TOPICS)
    assert result.exit_code == 0, result.output
    assert [q["question"] for q in doc["questions"]] == [
        "Qual é a capital da Noruega?", "Qual é o rio mais longo da América do Sul?",
        "Em que continente fica o monte Kilimanjaro?"]


def test_a_title_is_no_label_over_code_or_a_shorter_line_or_in_too_few_questions() -> None:
    assert mdtopictitles.untitled([(0, "Código curto")], ["Código curto\n\n```py\nx = 1\n```"]) == {}
    three = [(k, "Uma pergunta longa aqui") for k in range(3)]
    assert mdtopictitles.untitled(three, ["Uma pergunta longa aqui\n\nSim?"] * 3) == {}
    assert mdtopictitles.untitled(three, ["Uma pergunta longa aqui\n\nQual é a resposta certa?"] * 3) != {}
    assert mdtopictitles.untitled(three[:2], ["Uma pergunta longa aqui\n\nQual é a resposta certa?"] * 2) == {}


# -- a page that is mostly one table, a question a row under a header: a sheet ----------------------------------

_SHEET = """# Maantiedon visa

| kysymys | vaihtoehto_a | vaihtoehto_b | vaihtoehto_c | oikea | aihe |
|:--------|:-------------|:-------------|:-------------|:------|:-----|
| Mikä on Ruotsin pääkaupunki? | Oslo | Tukholma | Helsinki | B | Pohjola |
| Mikä on Norjan pääkaupunki? | Oslo | Bergen | Turku | A | Pohjola |
| Mikä on Tanskan pääkaupunki? | Aarhus | Odense | Kööpenhamina | C | Pohjola |
| Mikä on Viron pääkaupunki? | Tartto | Tallinna | Pärnu | B | Baltia |
| Mikä on Latvian pääkaupunki? | Riika | Liepāja | Daugavpils | A | Baltia |
"""


def test_a_page_that_is_mostly_one_table_of_questions_is_read_as_a_sheet(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "visa.md", _SHEET)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert len(questions) == 5
    assert questions[0]["question"] == "Mikä on Ruotsin pääkaupunki?"
    assert questions[0]["choices"] == ["Oslo", "Tukholma", "Helsinki"]
    assert [q["answer"] for q in questions] == ["B", "A", "C", "B", "A"]
    assert doc["deck"] == "Maantiedon visa"


def test_a_table_in_a_page_of_prose_is_no_sheet() -> None:
    lines = _SHEET.split("\n")
    assert mdsheets.table(lines) == (2, 9)
    prose = [*lines, *(f"Kappale {k}: tekstiä, joka ei ole taulukko." for k in range(20))]
    assert mdsheets.table(prose) is None
    assert mdsheets.table(lines[:6]) is None   # three rows: too few


# -- blocks of a first line over lines of one kind: labelled in some, bare in others ------------------------------

_BLOCKS = """Welcher Planet ist der Sonne am nächsten?
a) Merkur
b) Venus
c) Mars

Wie viele Beine hat eine Spinne?
a) Sechs
b) Acht
c) Zehn

Welcher Fluss fließt durch Wien?
Rhein
Donau
Elbe

Wer schrieb den Faust?
a) Schiller
b) Goethe
c) Lessing
"""


def test_a_block_like_the_labelled_ones_whose_lines_are_bare_is_a_question_over_its_choices(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "fragen.md", _BLOCKS)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert [q["question"] for q in questions] == [
        "Welcher Planet ist der Sonne am nächsten?", "Wie viele Beine hat eine Spinne?",
        "Welcher Fluss fließt durch Wien?", "Wer schrieb den Faust?"]
    assert questions[2]["choices"] == ["Rhein", "Donau", "Elbe"]


def test_bare_blocks_are_left_alone_without_labelled_ones_beside_them_or_among_prose() -> None:
    bare_only = ["Welcher Fluss?", "Rhein", "Donau", "", "Welcher Berg?", "Zugspitze", "Watzmann"]
    assert mdbareblocks.rewritten(bare_only) is None
    lines = _BLOCKS.split("\n")
    got = mdbareblocks.rewritten(lines)
    assert got is not None and got[0][11:14] == ["- Rhein", "- Donau", "- Elbe"]
    # a wrapped paragraph of prose is no question: its first line does not end as the questions' lines do
    prose = [*lines, "", "Diese Fragen wurden für", "eine Schulklasse geschrieben", "und sind frei."]
    got = mdbareblocks.rewritten(prose)
    assert got is not None and got[0][-3:] == prose[-3:]
    many = [*lines, *(["", "Ein Absatz, der", "über zwei Zeilen geht."] * 4)]
    assert mdbareblocks.rewritten(many) is None   # the page is not made of such blocks


# -- a question's own numbered line that ends with a colon, over choices as many as the question above ------------

_COLON = """Q1 - Které město je hlavním městem Česka?

- A. Brno
- B. Praha
- C. Ostrava

Answer - B. Praha

---

Q2 - Klauzule WHERE:

- A. omezuje sloupce
- B. omezuje řádky
- C. řadí řádky

Answer - B. omezuje řádky

---

Q3 - Která řeka protéká Prahou?

- A. Vltava
- B. Morava
- C. Odra

Answer - A. Vltava
"""


def test_a_numbered_question_line_ending_with_a_colon_is_no_label_of_notes(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "kviz.md", _COLON)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert [q["question"] for q in questions] == [
        "Které město je hlavním městem Česka?", "Klauzule WHERE:", "Která řeka protéká Prahou?"]
    assert [q["answer"] for q in questions] == ["B", "B", "A"]


# -- lines numbered with a space and a dash after the number, in runs counting up from 1 --------------------------

_SPACED_DASH = """# Otázky

## Lekce 1

1 - Úvodní poznámka k lekci o řekách.

Která řeka protéká Bratislavou?

- **Dunaj**
- Váh

2 - Další poznámka k lekci.

Které město leží na Váhu?

- Košice
- **Trenčín**

## Lekce 2

1 - Poznámka ke druhé lekci.

Který vrch je nejvyšší na Slovensku?

- **Gerlachovský štít**
- Kriváň

2 - Poslední poznámka.

Kolik krajů má Slovensko?

- **Osm**
- Deset
"""


def test_lines_numbered_with_a_spaced_dash_in_runs_are_numbered_lines(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "otazky.md", _SPACED_DASH)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert len(questions) == 4
    assert all(q["question"].startswith(("Úvodní", "Další", "Poznámka", "Poslední")) for q in questions)
    lines = _SPACED_DASH.split("\n")
    got = mddashnumbers.rewritten(lines)
    assert got is not None and got[0][4] == "1)  Úvodní poznámka k lekci o řekách."
    assert len(got[0][4]) == len(lines[4])


# -- a fence's closing glued to the code's last line ---------------------------------------------------------------

_GLUED = """**K1.**
Mit ír ki a program?
```c
int main() {
  printf("%d", 1 + 1);
  return 0;
}```

1. 1
2. 2
3. 11

**K2.**
Mit ír ki ez a program?
```c
int main() {
  printf("%d", 2 * 3);
  return 0;
}```

1. 5
2. 6
3. 23

**K3.**
Mit deklarál ez a sor?
```int (*f)(int);```

1. egy függvényt
2. egy függvényre mutató pointert
"""


def test_a_fence_closed_on_the_code_s_last_line_is_closed_there(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "kerdesek.md", _GLUED)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert len(questions) == 3
    assert questions[1]["choices"] == ["5", "6", "23"]
    assert questions[0]["question"].endswith("}\n```")


def test_only_a_fence_left_open_to_the_page_s_end_is_mended() -> None:
    closed = ["```", "x = 1```", "", "```", "szöveg"]
    assert mdgluedfences.rewritten(closed) is None
    got = mdgluedfences.rewritten(_GLUED.split("\n"))
    assert got is not None and got[0][6:8] == ["}", "```"] and got[0][26] == "`int (*f)(int);`    "
    over_text = ["```c", "int x = 1;```", "Magyarázat"]
    assert mdgluedfences.rewritten(over_text) is None   # code on the line, text below: left as it is
