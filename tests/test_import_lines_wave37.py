"""Records, paragraphs and marks in plain text (wave 37, lines37): excerpts written in the shape of the banks.

* a form feed left by a printer's page break at a line's start is white space, not a character of the question;
* a check mark after one choice of a few questions only (``text. ✔``), the others answered by a sentence that names
  the label (``Errada: La respuesta correcta es la A, ...``), where ``A`` is also a word of the file;
* two lettered choices on one line after a sentence end (``C. ... . D. ...``), either in bold whole: the bold one is
  the answer, and the split is said;
* bare choices as paragraphs, one hard-wrapped over two lines and one whose mark fell on the line below.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import invisibles, prosenames, sentencelabels, wrappedchoices
from tests.conftest import read_said, rows_of


def test_a_form_feed_is_white_space() -> None:
    assert invisibles.visible("1) Uno\n\f2) Dos\fy tres\n") == "1) Uno\n2) Dos y tres\n"


_CHECKED = """**Pregunta {n}**
¿Cuál es el plazo número {n}?
A) Cinco días.{a}
B) Diez días.{b}
C) Quince días.
D) A veinte días.
<br>
Correcta: ¡Bien hecho! Es así.
Errada: La respuesta correcta es la {right}, según la ley.

-----

"""


def test_check_marks_on_a_few_questions_and_a_named_label_everywhere(tmp_path: Path) -> None:
    text = "".join(_CHECKED.format(n=n, a=" ✔" if n % 3 == 0 else "", b="", right="A") for n in range(1, 10))
    deck, said = read_said(tmp_path, text, "t.txt")
    rows = rows_of(deck)
    assert len(rows) == 9
    assert all(choices[0] == "Cinco días." and answer == [0] for _, choices, answer in rows), rows
    assert any("respuesta correcta" in s for s in said)


def test_a_cued_capital_is_a_label_even_as_a_word() -> None:
    labels = prosenames._Labels(True, {"A"})
    assert labels.named("La respuesta correcta es la A, según la ley.", 4) == {0}
    assert labels.named("Es la opción B.", 4) == {1}
    assert labels.named("Vamos a A Coruña.", 4) == set()


_NETWORK = """# networking

(1) - Which service keeps the name of the database?

A. Configure Cloud NAT for all subnets.
B. Query the metadata server.
C. Create a new VPC, and set up VPC peering. **D. Create a private zone on Cloud DNS.**

---

(2) - How do you grant access to a partner?

**A. Enable Cloud IAP for the instances.**
B. Tag all the instances with the same network tag.
C. Set up Cloud VPN with the partner. D. Ask the partner to generate SSH key pairs.

---

(3) - Which rule opens the fewest ports?

A. Set up a low-priority rule that blocks all egress.
**B. Set up a high-priority rule that allows only the ports.** C. Set up a rule that pairs ingress and egress.
D. Set up a rule to allow the appropriate ports.
"""


def test_a_line_with_the_next_label_after_a_sentence_end_is_two_choices(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _NETWORK, "n.md")
    rows = rows_of(deck)
    assert [len(choices) for _, choices, _ in rows] == [4, 4, 4], rows
    assert [answer for _, _, answer in rows] == [[3], [0], [1]]
    assert rows[0][1][2:] == ["Create a new VPC, and set up VPC peering.", "Create a private zone on Cloud DNS."]
    assert rows[2][1][1:3] == ["Set up a high-priority rule that allows only the ports.",
                               "Set up a rule that pairs ingress and egress."]
    assert any("holds two lettered choices" in s for s in said)


def test_no_split_without_a_sentence_end_or_the_next_label() -> None:
    assert sentencelabels.split("Vitamin D. Complex", 3, ".") is None
    assert sentencelabels.split("Use option 3. E. x", 3, ".") is None
    assert sentencelabels.split("One. D. Two", 3, ".") == ("One.", False, "Two", False)


_WRAPPED = """# Exam

***

### 1. A nurse is teaching a client. Which instruction should the nurse include?

Take temperature once a day (Correct answer)

Avoid exposure to crowds

Limit fluid intake

***

### 2. A nurse is caring for a client after surgery. Which action should be reinforced?

Encourage early ambulation

Administer an opioid analgesic to the client 30 minutes
prior to initiating CPM exercises (Correct answer)

Limit fluid intake for 24 hours

***

### 3. Which statement by the client indicates a need for further teaching?

"I will avoid lifting heavy objects."

"I will take a tub bath instead of a shower."
(Correct answer)

"I will follow up with my doctor next week."

***

### 4. Which finding should the nurse expect?

Potassium 2.5 mEq/L (Correct answer)

Diarrhea

Vomiting
"""


def test_a_wrapped_choice_paragraph_is_one_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _WRAPPED, "m.md")
    rows = rows_of(deck)
    assert [len(choices) for _, choices, _ in rows] == [3, 3, 3, 3], rows
    assert rows[1][1][1] == "Administer an opioid analgesic to the client 30 minutes prior to initiating CPM exercises"
    assert rows[2][1][1] == '"I will take a tub bath instead of a shower."'
    assert [answer for _, _, answer in rows] == [[0], [1], [1], [0]]
    assert any("read as one choice each" in s for s in said)


def test_prose_paragraphs_are_not_joined() -> None:
    prose = "\n\n".join(f"## Part {n}\n\nThis part explains a topic.\nIt goes on over a second line of its own.\n\n"
                        "Another paragraph.\n\nA third one." for n in range(4))
    assert wrappedchoices.unwrapped(prose.split("\n")) is None
