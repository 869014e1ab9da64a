"""Markdown page structures of session 21, each small and written for the test: what a quote, a list, a paragraph
means on a page, learnt from what the page repeats."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import mdquotednumbers
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
