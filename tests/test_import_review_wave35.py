"""Second look at session 35's landings (review35): shapes where a new rule fired on what it was not written for.

* mdstruck: a strike is the pick only in a file that marks its choices no other way; a file that bolds the right
  choice and strikes one wrong one a question rules that one out (it was read as a second pick, silently).
* htmlblocks: a ``<button>`` is the page's control only when it says a control's few words (``Comprobar``,
  ``Check answer``); one that holds the question (an accordion's head) or a sentence stays text.
* images: an attribute list is ``.class``, ``#id`` and ``key=value`` items parted by spaces; ``{x=1, y=2}`` or
  ``{ y = 2x + 1 }`` glued to an image is text and stays.
Each excerpt is small and written for the test.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import learntmarks
from tests.test_import_markdown_shapes import imported
from tests.test_import_page_wave35 import _questions

# -- mdstruck: a bold right choice beside one struck wrong choice a question -------------------------------------

_BOLD_AND_STRUCK = """# Quiz de chimie

**1. Quel est le symbole de l'or ?**

- a. Ag
- ~~b. Fe~~
- **c. Au**
- d. Cu

**2. Quel gaz les plantes rejettent-elles ?**

- **a. Oxygène**
- b. Azote
- c. Hélium
- ~~d. Argon~~

**3. Quelle est la formule de l'eau ?**

- ~~a. CO2~~
- **b. H2O**
- c. NaCl
- d. O3

**4. Quel métal est liquide à température ambiante ?**

- a. Fer
- b. Zinc
- ~~c. Plomb~~
- **d. Mercure**
"""


def test_a_strike_beside_a_bold_choice_rules_it_out(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "chimie.md", _BOLD_AND_STRUCK)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert [q.get("answer") for q in questions] == ["C", "A", "B", "D"], result.output
    assert questions[0]["choices"] == ["Ag", "Fe", "Au", "Cu"]


# -- htmlblocks: a button that holds the question or a sentence is no control ------------------------------------

_ACCORDION = "".join(f"""### Q{k}

<div class="quiz">
  <button class="accordion">{k}. Which planet is number {k} from the sun?</button>
  <div class="panel">
  <input type="radio" name="q{k}" value="a"> Mercury<br>
  <input type="radio" name="q{k}" value="b" data-correct="true"> Venus {k}<br>
  <input type="radio" name="q{k}" value="c"> Earth<br>
  </div>
</div>

""" for k in range(1, 4))


def test_a_button_holding_the_question_is_its_text(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "planets.md", _ACCORDION)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert [q["question"] for q in questions] == [f"Which planet is number {k} from the sun?" for k in (1, 2, 3)]
    assert all(q["choices"] == ["Mercury", f"Venus {k}", "Earth"] for k, q in enumerate(questions, 1))
    assert [q["answer"] for q in questions] == ["B", "B", "B"]


def test_a_button_holding_a_sentence_is_not_dropped(tmp_path: Path) -> None:
    button = '  <button onclick="reveal()">Venus is second, Mercury is first.</button>'
    text = _ACCORDION.replace('<button class="accordion">', "<p>").replace("?</button>", "?</p>").replace(
        "  </div>\n</div>", f"  </div>\n{button}\n</div>")
    doc, result = imported(tmp_path, "planets.md", text)
    assert result.exit_code == 0, result.output
    assert all("Venus is second" in str(q.get("explanation", "")) + q["question"] for q in doc["questions"]), doc


# -- images: braces of text glued to an image stay ----------------------------------------------------------------

def test_a_set_or_an_equation_glued_to_an_image_stays(tmp_path: Path) -> None:
    texts = _questions(tmp_path, "## Question 1\n\n![A](steel.png){x=1, y=2} is the set shown: how big?\n\n"
                                 "- A. one\n- B. two\n\n**Answer:** A\n\n## Question 2\n\n"
                                 "![graph](steel.png){ y = 2x + 1 } is drawn: its slope?\n\n- A. one\n- B. two\n\n"
                                 "**Answer:** B\n\n## Question 3\n\n![](steel.png){: .center width=\"40%\" #f3}\n\n"
                                 "Third?\n\n- A. one\n- B. two\n\n**Answer:** B\n")
    assert "{x=1, y=2} is the set shown" in texts[0], texts
    assert "{ y = 2x + 1 } is drawn" in texts[1], texts
    assert "{" not in texts[2] and "steel" in texts[2], texts


# -- learntmarks: "Yes  No" is a two-part question's choice, not a verdict after its text -------------------------

def test_yes_and_no_pairs_are_choices_not_verdicts() -> None:
    # "Is 2 prime? Is 9 prime?": the choices are the pairs of answers, not a text and its verdict
    choices = [["Yes  Yes", "Yes  No", "No  Yes", "No  No"]] * 4 + [["True  True", "True  False", "False  True",
                                                                  "False  False"]] * 2
    learnt = learntmarks.learn(choices, range(6), {})
    assert learnt is None or all(m.edge != "verdict" for m in learnt.marks), learnt
