"""Markdown page structures of session 21, each small and written for the test: what a quote, a list, a paragraph
means on a page, learnt from what the page repeats."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import mddottednumbers, mditemlists, mdlabelheads, mdquotednumbers
from tests.test_import_markdown_shapes import imported

# -- a question's numbered line quoted alone, its choices below the quote --------------------------------------

_QUOTED = """
Vragen van een oefenpagina.

> 1. Welke kleur heeft een heldere lucht overdag?
- groen
- **blauw**
- rood

---

> 2. Hoeveel poten heeft een spin?
- zes
- **acht**
- tien

---

> 3. Welke stad is de hoofdstad van Frankrijk,
> volgens de meeste atlassen?
- **Parijs**
- Lyon
- Marseille
"""


def test_a_numbered_question_quoted_alone_over_its_choices_is_the_question(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "vragen.md", _QUOTED)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert [q["question"] for q in questions] == [
        "Welke kleur heeft een heldere lucht overdag?", "Hoeveel poten heeft een spin?",
        "Welke stad is de hoofdstad van Frankrijk,\nvolgens de meeste atlassen?"]
    assert [q["answer"] for q in questions] == ["B", "B", "A"]
    assert [q["id"] for q in questions] == ["q1", "q2", "q3"]


def test_a_quote_that_holds_its_choices_or_too_few_quoted_questions_stay_as_written() -> None:
    inside = ["> 1. Welke kleur?", "> - groen", "> - blauw", "", "> 2. Hoeveel poten?", "> - zes", "> - acht",
              "", "> 3. Welke stad?", "> - Parijs", "> - Lyon"]
    assert mdquotednumbers.rewritten(inside) is None
    two = ["> 1. Welke kleur?", "- groen", "- blauw", "", "> 2. Hoeveel poten?", "- zes", "- acht"]
    assert mdquotednumbers.rewritten(two) is None
    # the text keeps its column: the number moves to the line's start
    three = ["> 1. Een?", "- a", "- b", "> 2. Twee?", "- a", "- b", "> 3. Drie?", "- a", "- b"]
    got = mdquotednumbers.rewritten(three)
    assert got is not None and got[0][0] == "1.   Een?" and got[0][1] == "- a"


# -- a paragraph over a list as long as every question's, right after the question above ---------------------

_SIBLINGS = """# Frågor om programmering

Vad är en variabel?

- ett minnesområde med ett namn (rätt)
- en skärm
- en tangent

Vilken operator ger resten vid division?

- plus
- modulo (rätt)
- minus

Vad gör en tilldelning?

- jämför två värden
- ger en variabel ett värde (rätt)
- skriver ut text

Loopar kan användas för att:

- (rätt) upprepa satser ett antal gånger
- byta namn på en fil
- stänga av datorn
"""


def test_a_paragraph_that_does_not_ask_over_a_list_like_every_questions_is_a_question(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "fragor.md", _SIBLINGS)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert [q["question"] for q in questions][-1] == "Loopar kan användas för att:"
    assert len(questions) == 4 and "explanation" not in questions[2]
    assert questions[-1]["choices"][1:] == ["byta namn på en fil", "stänga av datorn"]


def test_a_list_of_another_length_after_a_question_stays_its_notes(tmp_path: Path) -> None:
    notes = _SIBLINGS.replace("- stänga av datorn\n", "- stänga av datorn\n- starta om datorn\n")
    doc, result = imported(tmp_path, "fragor.md", notes)
    assert len(doc["questions"]) == 3, result.output


# -- a list numbered 1, 2, 3 nested under each item of a numbered list -------------------------------------------

_NESTED = """# Oefeningen

1. Een tag is:

    1. de inhoud van de pagina
    2. het begin of het einde van een element
    3. het adres van de pagina

2. De code bovenaan de pagina dient om:

    1. het type document te noemen
    2. de titel te geven
    3. de taal te kiezen

3. Het DOM is:

    1. een model van de links
    2. een boom van de elementen
    3. een lijst van de bestanden
"""


def test_a_list_numbered_from_one_under_each_numbered_item_is_its_choices(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "oefeningen.md", _NESTED)
    questions = doc["questions"]
    assert [q["question"] for q in questions] == [
        "Een tag is:", "De code bovenaan de pagina dient om:", "Het DOM is:"], result.output
    assert questions[1]["choices"][:2] == ["het type document te noemen", "de titel te geven"]
    assert "no answer" in result.output   # (the page gives none: said, not guessed)


def test_a_nested_list_under_fewer_than_three_items_stays_text() -> None:
    out: dict[int, tuple[int, int, str]] = {}
    lines = _NESTED.splitlines()
    cut = lines.index("3. Het DOM is:")
    mditemlists.add_choices(out, lines[:cut], [False] * cut)
    assert out == {}
    mditemlists.add_choices(out, lines, [False] * len(lines))
    assert out[4] == (4, 1, "de inhoud van de pagina")


# -- questions numbered by chapter and place, each under a bold label line -------------------------------------

_DOTTED = """# Rozdział 4: Napisy

---

**Q4.1: Łatwe - [Niezmienność]**

Która operacja zgłasza błąd?

A) `s = s + "x"`
B) `s[0] = "H"`
C) `s = s.upper()`

**Odpowiedź: B**

---

**Q4.2: Średnie - [Łączenie]**

Jak połączyć listę `słowa` przecinkiem?

A) `",".join(słowa)`
B) `słowa.join(",")`
C) `join(słowa)`

**Odpowiedź: A**

---

**Q4.3: Trudne - [Kodowanie]**

Co zwraca `"ą".encode("utf-8")`?

A) `b'\\xc4\\x85'`
B) `'ą'`
C) błąd

**Odpowiedź: A**
"""


def test_questions_numbered_by_chapter_and_place_under_bold_labels(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "napisy.md", _DOTTED)
    questions = doc["questions"]
    assert [q["question"] for q in questions] == [
        "Która operacja zgłasza błąd?", "Jak połączyć listę `słowa` przecinkiem?",
        'Co zwraca `"ą".encode("utf-8")`?'], result.output
    assert [q["id"] for q in questions] == ["q1", "q2", "q3"]
    assert [q["answer"] for q in questions] == ["B", "A", "A"]


def test_dotted_numbers_that_do_not_count_up_or_a_bold_question_stay() -> None:
    lines = ["P4.1: a", "", "P4.3: b", "", "P4.2: c"]
    assert mddottednumbers.rewritten(lines) is None
    assert mddottednumbers.rewritten(["P4.1: a", "P5.2: b", "P4.3: c"]) is None
    got = mddottednumbers.rewritten(["**P4.1: a**", "**P4.2: b**", "**P4.3: c**"])
    assert got is not None and got[0][1] == "**P  2: b**"
    assert not mdlabelheads.is_label("**1. Was ist X?**", "Was ist X?**", ["", "Code:"], [False, False])
    assert not mdlabelheads.is_label("**1. Thema**", "Thema**", ["", "```", "x", "```"], [False, True, True, True])
    assert mdlabelheads.is_label("**1. Thema**", "Thema**", ["", "Was ist X?"], [False, False])
