"""Session 32's Markdown layouts (engineer mdc32), each small and written for the test in other words and languages
than the banks that showed them: paragraph boxes written ``[]``, a backslash alone between questions and a topic
heading over a bold question, unnumbered question headings over MkDocs lists and collapsible answers, an answer
under ``Answer Options:`` given as the right choice's text, and a ``<details>`` block after the choices whose summary
is no button's word."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import mdheadlists
from tests.test_import_markdown_shapes import imported


def test_a_paragraph_box_written_without_a_space_is_an_empty_box(tmp_path: Path) -> None:
    # "[] text" among "[ ] text" / "[x] text" paragraphs: an unticked box, one of the question's choices
    text = ("# Quiz\n\n## Frage 1\n\nWelche Farbe hat der Himmel?\n\n[] Grün\n\n[x] Blau\n\n[] Rot\n\n"
            "## Frage 2\n\nWie viele Beine hat eine Spinne?\n\n[ ] Sechs\n\n[ ] Vier\n\n[x] Acht\n")
    doc, result = imported(tmp_path, "kasten.md", text)
    assert [q["choices"] for q in doc["questions"]] == [["Grün", "Blau", "Rot"], ["Sechs", "Vier", "Acht"]], \
        result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", "C"]


#: bold questions, a backslash alone before some (a hard break: an empty line), topic headings above some
_BOLD = ("## Geografia\n### Fiumi\n\n**Il fiume più lungo d'Italia è**\n\nA) Il Po\nB) L'Adige\nC) Il Tevere\n\n"
         "### Capitali\n\n**La capitale della Francia è**\n\nA) Lione\nB) Parigi\nC) Nizza\n\n\\\n"
         "**La capitale della Spagna è**\n\nA) Madrid\nB) Siviglia\nC) Valencia\n\n\\\n"
         "**Le capitali del Portogallo e della Grecia sono:**\n\nA) Lisbona e Atene\nB) Porto e Salonicco\n"
         "C) Braga e Patrasso\n\n### Mari\n\n**Il mare a est dell'Italia è**\n\nA) Il Tirreno\nB) L'Adriatico\n"
         "C) Il Ligure\n")


def test_a_topic_heading_and_a_lone_backslash_are_no_part_of_a_bold_question(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "geografia.md", _BOLD)
    assert [q["question"] for q in doc["questions"]] == [
        "**Il fiume più lungo d'Italia è**", "**La capitale della Francia è**", "**La capitale della Spagna è**",
        "**Le capitali del Portogallo e della Grecia sono:**", "**Il mare a est dell'Italia è**"], result.output
    assert doc["questions"][3]["choices"][0] == "Lisbona e Atene"
    assert "lines not used" not in result.output   # the backslashes are the empty lines they show


def _mkdocs(numbered: bool) -> str:
    qs = [("Quale pianeta è il più grande?", ["Marte", "Giove", "Venere", "Terra"], "B"),
          ("Quale pianeta è il più vicino al Sole?", ["Mercurio", "Saturno", "Urano", "Nettuno"], "A"),
          ("Quale pianeta ha gli anelli più vistosi?", ["Terra", "Marte", "Saturno", "Venere"], "C"),
          ("Quanti pianeti ha il Sistema solare?", ["Sette", "Nove", "Dieci", "Otto"], "D")]
    lines = ["# Quiz sui pianeti", "", "## Il Sistema solare", ""]
    for n, (q, cs, a) in enumerate(qs, 1):
        lines += [f"#### {f'{n}. ' if numbered else ''}{q}", "", '<div class="upper-alpha" markdown>']
        lines += [f"{k}. {c}" for k, c in enumerate(cs, 1)]
        lines += ["</div>", "", '??? question "Mostra la risposta"',
                  f"    La risposta corretta è **{a}**. Lo dicono gli astronomi.", "",
                  f"    **Concetto:** pianeta {n}", ""]
    return "\n".join(lines)


def test_unnumbered_headings_over_a_numbered_list_and_an_answer_are_questions(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "pianeti.md", _mkdocs(numbered=False))
    assert len(doc["questions"]) == 4, result.output
    assert doc["questions"][0]["question"] == "Quale pianeta è il più grande?"
    assert doc["questions"][0]["choices"] == ["Marte", "Giove", "Venere", "Terra"]
    assert [q["answer"] for q in doc["questions"]] == ["B", "A", "C", "D"]
    # the collapsible box's marker is no explanation: the box holds it, and the answer sentence's reason
    assert doc["questions"][0]["explanation"] == "Lo dicono gli astronomi.\n\n**Concetto:** pianeta 1"


def test_unnumbered_headings_over_steps_with_no_answer_give_no_choices() -> None:
    # a guide's steps, each heading over one list numbered from 1 and no answer: no question's choices
    lines = ["# Guida", ""]
    for w in ("uno", "due", "tre", "quattro"):
        lines += [f"## Passo {w}", "", "1. Apri il file", "2. Salva il file", ""]
    headings = {i: (2, line[3:]) for i, line in enumerate(lines) if line.startswith("## ")}
    out: dict[int, tuple[int, int, str]] = {}
    mdheadlists.add_choices(out, lines, [False] * len(lines), headings, lambda h: None, lambda j: False)
    assert out == {}
    # with an answer line after each list, the headings are questions and their lists the choices
    answered = [x for i, line in enumerate(lines) for x in ([line, "Risposta: B"] if line.startswith("2.") else [line])]
    headings = {i: (2, line[3:]) for i, line in enumerate(answered) if line.startswith("## ")}
    mdheadlists.add_choices(out, answered, [False] * len(answered), headings, lambda h: None,
                            lambda j: answered[j].startswith("Risposta"))
    assert len(out) == 8


_LEARNER = """# Quiz 2

Question 1
----------
Which planet is the largest?

* Mars

* Jupiter (NO)

* A gas giant with rings.

Answer Options: </br>
A gas giant with rings.

Question 2
----------
Which metal is liquid at room temperature?

* Iron

* Mercury

* Copper

Answer Options: </br>
Gallium, when the room is hot
enough to melt it. </br>
Mercury

Question 3
----------
Which gas do plants take in?

* Oxygen

* Carbon dioxide

* Nitrogen

Answer: </br>
Carbon dioxide
"""


def test_the_right_choices_text_under_an_options_label_is_the_answer(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "learner.md", _LEARNER)
    assert [q.get("answer") for q in doc["questions"]] == ["C", "B", "B"], result.output
    # the text of another attempt, none of the question's choices: said at its line, not read
    assert "learner.md:27:1: warning: the answer under 'Answer Options:' also gives 'Gallium, when the room is hot" \
           " enough to" in result.output


def test_an_answer_that_is_a_choices_whole_text_is_not_read_as_a_label(tmp_path: Path) -> None:
    # "A dog" is choice B's whole text, not the label A and a word that is no choice's text
    text = ("# Animals\n\n## Question 1\n\nWhich animal barks?\n\nA. A cat\nB. A dog\nC. A fish\n\nAnswer: A dog\n\n"
            "## Question 2\n\nWhich animal swims?\n\nA. A cow\nB. A bird\nC. A fish\n\nAnswer: A fish\n\n"
            "## Question 3\n\nWhich animal flies?\n\nA. A bird\nB. A cow\nC. A dog\n\nAnswer: A. A bird\n")
    doc, result = imported(tmp_path, "animals.md", text)
    assert [q["answer"] for q in doc["questions"]] == ["B", "C", "A"], result.output


_DETAILS = """# Redes: simulado

## Question {n} of 3
**Domain:** Networking

{q}

- **A**: {a}
- **B**: {b}
- **C**: {c}

<details>
<summary><b>Ver gabarito & comentários (PT-BR)</b></summary>

**CORRECT ANSWER:** Option `{key}`

#### Comentário:
A alternativa está certa porque:
1. **Primeiro**: o motivo um.
2. **Segundo**: o motivo dois.

*Por que as outras estão erradas?*
- A está incorreta porque sim.
- B está incorreta porque não.
</details>

---
"""


def test_a_details_block_right_under_the_choices_is_their_answer(tmp_path: Path) -> None:
    qs = [("Which port does HTTPS use by default?", "80", "443", "21", "B"),
          ("Which layer does a router work at?", "Network", "Physical", "Session", "A"),
          ("Which protocol resolves names to addresses?", "FTP", "SMTP", "DNS", "C")]
    text = "".join(_DETAILS.format(n=n, q=q, a=a, b=b, c=c, key=k) for n, (q, a, b, c, k) in enumerate(qs, 1))
    doc, result = imported(tmp_path, "simulado.md", text)
    assert len(doc["questions"]) == 3, result.output
    assert doc["questions"][0]["choices"] == ["80", "443", "21"]
    assert [q["answer"] for q in doc["questions"]] == ["B", "A", "C"]
    assert "A alternativa está certa" in doc["questions"][0]["explanation"]


def test_a_break_tag_that_is_a_choices_whole_text_stays_the_choice(tmp_path: Path) -> None:
    # "- **B.** <br>", "- **D.** </br>": the tags asked about, no line breaks
    text = ("# HTML\n\n### Q1. Który znacznik łamie linię?\n- **A.** <p>\n- **B.** <br> ✅\n- **C.** <b>\n"
            "- **D.** </br>\n\n### Q2. Który zapis jest poprawny w XHTML?\n- **A.** <hr>\n- **B.** <br> </br>\n"
            "- **C.** <br /> ✅\n- **D.** <br>\n")
    doc, result = imported(tmp_path, "html.md", text)
    assert [q["choices"] for q in doc["questions"]] == [["<p>", "<br>", "<b>", "</br>"],
                                                        ["<hr>", "<br> </br>", "<br />", "<br>"]], result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", "C"]
