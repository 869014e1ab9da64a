"""Markdown shapes of session 14, each small and written for the test: a question word alone before every text
(``**Q. Which ...?**``, ``Q:``) is the file's label, not the text."""

from __future__ import annotations

from pathlib import Path

from tests.test_import_markdown_shapes import imported


def _html_listed(n: int, right: str) -> str:
    items = "".join(f"  <li>{n}{k}</li>\n" for k in "abcd")
    return f"**Q. Which one is {n}?**\n\n<ol type=\"a\">\n{items}</ol>\n\nAnswer: {right} <br/>\n\n"


def test_a_question_word_before_every_text_is_a_label(tmp_path: Path) -> None:
    text = "# Quiz\n\n" + "".join(_html_listed(n, right) for n, right in enumerate("BADC", start=1))
    doc, result = imported(tmp_path, "bank.md", text)
    assert result.exit_code == 0, result.output
    assert [q["question"] for q in doc["questions"]] == [f"**Which one is {n}?**" for n in range(1, 5)]
    assert [q["answer"] for q in doc["questions"]] == list("BADC")
    assert "taken off: the label 'Q.' of 4 question texts" in result.output


def test_question_words_of_two_languages_count_as_one_label(tmp_path: Path) -> None:
    blocks = []
    for n in range(1, 4):
        blocks.append(f"Q: 질문 {n}은 무엇인가요?\n(1) 가{n}\n(2) 나{n}\n\n정답: (2)\n\n---\n\n")
        blocks.append(f"Question: What is question {n}?\n(1) a{n}\n(2) b{n}\n\nAnswer: (2)\n\n---\n\n")
    doc, result = imported(tmp_path, "bank.md", "".join(blocks))
    texts = [q["question"] for q in doc["questions"]]
    assert texts[:2] == ["질문 1은 무엇인가요?", "What is question 1?"], result.output


def test_a_word_that_names_no_question_or_a_few_labels_stay(tmp_path: Path) -> None:
    # "Note:" names no question; two labelled texts of six are not the file's label
    text = "".join(f"{n}. {'Q: ' if n <= 2 else ''}What is {n}?\n- [ ] a\n- [x] b\n\n" for n in range(1, 7))
    text += "".join(f"{n}. Note: what is {n}?\n- [ ] a\n- [x] b\n\n" for n in range(7, 10))
    doc, result = imported(tmp_path, "bank.md", text)
    texts = [q["question"] for q in doc["questions"]]
    assert texts[0] == "Q: What is 1?" and texts[6] == "Note: what is 7?", result.output


def _boxed(n: int, right: int, marker: str) -> str:
    boxes = "".join(f"> - [{'x' if k == right else ' '}] {'abcd'[k]}. choice {n}{k}\n" for k in range(4))
    return f"> {marker}\n> Which one is {n}?\n> \n{boxes}\n"


def test_a_question_in_a_callout_is_read_as_outside_it(tmp_path: Path) -> None:
    boxed = "".join(_boxed(n, r, "[!NOTE]") for n, r in ((1, 1), (2, 3), (3, 0)))
    text = "---\ntitle: Boxed\n---\n\n# Boxed\n\n" + boxed
    doc, result = imported(tmp_path, "bank.md", text)
    assert result.exit_code == 0, result.output
    assert [q["question"] for q in doc["questions"]] == ["Which one is 1?", "Which one is 2?", "Which one is 3?"]
    assert doc["questions"][0]["choices"] == ["choice 10", "choice 11", "choice 12", "choice 13"]
    assert [q["answer"] for q in doc["questions"]] == ["B", "D", "A"]
    assert "lines not used" not in result.output
    # an Obsidian callout's title is its first line: here the question's text
    text = "".join(f"> [!question]- Which one is {n}?\n> - [ ] no {n}\n> - [x] yes {n}\n\n" for n in range(1, 4))
    doc, result = imported(tmp_path, "titled.md", text)
    assert [q["question"] for q in doc["questions"]] == ["Which one is 1?", "Which one is 2?", "Which one is 3?"]
    assert [q["answer"] for q in doc["questions"]] == ["B", "B", "B"], result.output


def test_a_callout_in_code_stays_code(tmp_path: Path) -> None:
    text = "".join(f"{n}. Which one is {n}?\n\n```md\n> [!NOTE]\n> quoted\n```\n\n- [ ] no\n- [x] yes\n\n"
                   for n in range(1, 4))
    doc, result = imported(tmp_path, "bank.md", text)
    assert doc["questions"][0]["question"] == "Which one is 1?\n\n```md\n> [!NOTE]\n> quoted\n```", result.output


def test_boxes_drawn_as_characters_are_checkboxes(tmp_path: Path) -> None:
    def block(n: int, right: int, empty: str, ticked: str) -> str:
        return f"Which one is {n}?\n" + "".join(
            f">> {ticked if k == right else empty} choice {n}{k}\n\n" for k in range(4))
    text = "### Answer these\n" + "".join(block(n, r, "▢", "/▢") for n, r in ((1, 2), (2, 1), (3, 0)))
    doc, result = imported(tmp_path, "bank.md", text)
    assert result.exit_code == 0, result.output
    assert doc["questions"][0]["choices"] == ["choice 10", "choice 11", "choice 12", "choice 13"]
    assert [q["answer"] for q in doc["questions"]] == ["C", "B", "A"]
    doc, result = imported(tmp_path, "filled.md", "".join(block(n, 1, "☐", "☑") for n in range(1, 4)))
    assert [q["answer"] for q in doc["questions"]] == ["B", "B", "B"], result.output


def test_bullets_drawn_as_circles_stay_a_list() -> None:
    from quizdeck.importers import mdinline
    lines = ["Requirements:", "● Expand to new regions.", "● Support more users.", "○ Define SLOs.", "○ Define SLIs."]
    assert mdinline.normalised(lines) is None        # two depths of a list: no boxes
    lines = ["Requirements:", "○ Define SLOs.", "○ Define SLIs."]
    assert mdinline.normalised(lines) is None        # all empty: bullets


def _form(n: int, right: int, says: tuple[str, str]) -> str:
    options = "".join(f"    <label class=\"opt\"><input type=\"radio\" name=\"q{n}\" "
                      f"onclick=\"check(this,'{says[0] if k == right else says[1]}')\"> choice {n}{k}</label>\n"
                      for k in range(3))
    return (f"<div class=\"question\">\n    <p>{n}. Which one is {n}?</p>\n{options}"
            f"    <div class=\"feedback\">Because it is so.</div>\n</div>\n\n")


def test_a_forms_choices_are_checkboxes_ticked_where_its_values_say_right(tmp_path: Path) -> None:
    text = "{: .callout }\n> A page of questions.\n\n" + "".join(
        _form(n, r, ("correct", "wrong")) for n, r in ((1, 1), (2, 0), (3, 2)))
    doc, result = imported(tmp_path, "bank.md", text)
    assert result.exit_code == 0, result.output
    assert [q["question"] for q in doc["questions"]] == ["Which one is 1?", "Which one is 2?", "Which one is 3?"]
    assert doc["questions"][0]["choices"] == ["choice 10", "choice 11", "choice 12"]
    assert [q["answer"] for q in doc["questions"]] == ["B", "A", "C"]
    assert doc["questions"][0]["explanation"] == "Because it is so."
    assert "{:" not in doc.get("description", "")
    # values that say nothing of right or wrong: no answer guessed, said at the question
    text = "".join(_form(n, r, ("p1", "p2")) for n, r in ((1, 1), (2, 0), (3, 2)))
    doc, result = imported(tmp_path, "silent.md", text)
    assert [q.get("answer") for q in doc["questions"]] == [None, None, None]
    assert "question 1: the source gives no answer" in result.output


def _tabled(n: int, right: int | None, marked: bool = True) -> str:
    rows = "".join(f"| {'*' if k == right else ' '} | {'abcd'[k]}. | choice {n}{k} |\n" if marked else
                   f"| {'abcd'[k]}. | choice {n}{k} |\n" for k in range(4))
    head = "|   |    |      |\n| - | -- | ---- |\n" if marked else "|    |      |\n| -- | ---- |\n"
    return f"{n}. Which one is {n}?\n\n{head}{rows}\n"


def test_choices_as_a_tables_rows_are_read_as_checkboxes(tmp_path: Path) -> None:
    text = "### Part 1\n\n" + "".join(_tabled(n, r) for n, r in ((1, 2), (2, 0), (3, None)))
    doc, result = imported(tmp_path, "bank.md", text)
    assert [q["question"] for q in doc["questions"]] == ["Which one is 1?", "Which one is 2?", "Which one is 3?"]
    assert doc["questions"][0]["choices"] == ["choice 10", "choice 11", "choice 12", "choice 13"]
    assert [q.get("answer") for q in doc["questions"]] == ["C", "A", None]
    assert "question 3: the source gives no answer" in result.output
    assert "lines not used" not in result.output
    # no mark column: lettered choices, no answer guessed
    doc, result = imported(tmp_path, "plain.md", "".join(_tabled(n, None, marked=False) for n in (1, 2)))
    assert doc["questions"][1]["choices"] == ["choice 20", "choice 21", "choice 22", "choice 23"], result.output


def test_a_table_that_is_no_list_of_choices_stays_a_table(tmp_path: Path) -> None:
    from quizdeck.importers import mdtables
    # labels out of order; a column more; an answer key (numbers, then labels)
    for table in ("| a. | x |\n| -- | - |\n| c. | y |\n| b. | z |",
                  "| | | | |\n|-|-|-|-|\n| * | a. | x | note |\n| | b. | y | note |",
                  "| # | Answer |\n| - | ------ |\n| 1 | B |\n| 2 | C |",
                  "| # | Answer |\n| - | ------ |\n| 1 | A |\n| 2 | B |",
                  "| a. | x |\n| -- | - |", "| a. | x |\n| -- | - |\n| b. | y |"):
        lines = table.split("\n")
        assert mdtables.choice_tables(lines, [False] * len(lines)) is None, table


def test_a_bold_choice_closed_on_the_lazy_line_below_is_one_choice(tmp_path: Path) -> None:
    text = "".join(f"## Pytanie {n}\n`Co jest {n}:`\n* **kulka w\nśrodku {n}**\n* kulka obok\n* kulka daleko\n\n"
                   for n in range(1, 4))
    doc, result = imported(tmp_path, "bank.md", text)
    assert doc["questions"][0]["choices"] == ["kulka w środku 1", "kulka obok", "kulka daleko"], result.output
    assert [q["answer"] for q in doc["questions"]] == ["A", "A", "A"]
    assert "lines not used" not in result.output
    from quizdeck.importers import mdinline
    # a closed item and the paragraph below it: no lazy line joined
    assert mdinline.lazy_items(["- **a** b", "Explanation: **c**"]) is None


def _scenario(n: int) -> str:
    return (f"## Question {n}\n\n**Question:**\nA team runs store {n}. Each customer has:\n\n- Arrival time\n"
            f"- Service time\n\nWhich structure fits {n}?\n\n**Options:**\nA. queue\nB. stack\nC. map\n\n"
            f"**Correct Answer:** A\n\n---\n\n")


def _plain(n: int) -> str:
    return (f"## Question {n}\n\n**Question:**\nWhat is {n}?\n\n**Options:**\nA. one\nB. two\n\n"
            "**Correct Answer:** B\n\n")


def test_a_numbered_headings_scenario_list_stays_its_text(tmp_path: Path) -> None:
    text = "".join(_plain(n) for n in range(1, 6)) + _scenario(6) + _plain(7)
    doc, result = imported(tmp_path, "bank.md", text)
    assert len(doc["questions"]) == 7, result.output
    sixth = doc["questions"][5]
    assert sixth["question"].startswith("A team runs store 6.") and "Which structure fits 6?" in sixth["question"]
    assert sixth["choices"] == ["queue", "stack", "map"] and sixth["answer"] == "A"
    assert "in no question" not in result.output


def test_checkboxes_in_an_ordered_list_are_a_task_list(tmp_path: Path) -> None:
    text = "# M1\n\n" + "".join(
        f"## Which one is {n}?\n\n" + "".join(f"{k + 1}. [{'x' if k == n % 3 else ' '}] choice {n}{k}\n"
                                              for k in range(3)) + f"\n> Because {'abc'[n - 1]}.\n\n"
        for n in range(1, 4))
    doc, result = imported(tmp_path, "bank.md", text)
    assert [q["question"] for q in doc["questions"]] == ["Which one is 1?", "Which one is 2?", "Which one is 3?"]
    assert doc["questions"][0]["choices"] == ["choice 10", "choice 11", "choice 12"]
    assert [q["answer"] for q in doc["questions"]] == ["B", "C", "A"], result.output


def _element_quiz(n: int, right: int) -> str:
    answers = "".join(f"        <answer{' correct' if k == right else ''}>choice <code>{n}{k}</code></answer>\n"
                      for k in range(3))
    return (f"    <question>\n        <p>Which one is {n}?</p>\n{answers}"
            f"        <explanation>Because of <code>{n}</code>.</explanation>\n    </question>\n")


def test_choices_as_elements_of_their_own_are_checkboxes(tmp_path: Path) -> None:
    # the quiz element left open goes on after a blank line (its indented lines are no code)
    text = ("# Quiz\n\n<quiz name=\"\">\n" + _element_quiz(1, 2) + _element_quiz(2, 0) + "\n"
            + _element_quiz(3, 1) + "\n" + _element_quiz(4, 1) + "</quiz>\n")
    doc, result = imported(tmp_path, "bank.md", text)
    assert result.exit_code == 0, result.output
    assert [q["question"] for q in doc["questions"]] == [f"Which one is {n}?" for n in range(1, 5)]
    assert doc["questions"][0]["choices"] == ["choice `10`", "choice `11`", "choice `12`"]
    assert [q["answer"] for q in doc["questions"]] == ["C", "A", "B", "B"]
    assert doc["questions"][2]["explanation"] == "Because of `3`."


def test_a_pandoc_page_headings_with_anchors_numbered_choices_that_wrap(tmp_path: Path) -> None:
    front = ('---\ntitle: \'RGPD Quiz\'\nlang: fr\ndescription: "RGPD quoi ? Si vous avez un compte,\nAirBnb, etc.\n'
             'voir plus clair."\n---\n\nIntro.\n\n')
    questions = "".join(
        f"### Laquelle est la bonne, cas {n} ? {{#question-{n}}}\n\n1.  non {n}\n"
        f"2.  oui, sous forme de bail\n    précaire {n}\n"
        f"3.  peut-être\n\n**Réponse{' :' if n % 2 else ''} 2**. Parce que {n}.\n\n" for n in range(1, 5))
    doc, result = imported(tmp_path, "bank.md", front + questions)
    assert doc["deck"] == "RGPD Quiz", result.output
    assert [q["question"] for q in doc["questions"]] == [f"Laquelle est la bonne, cas {n} ?" for n in range(1, 5)]
    assert doc["questions"][0]["choices"] == ["non 1", "oui, sous forme de bail\nprécaire 1", "peut-être"]
    assert [q["answer"] for q in doc["questions"]] == ["B"] * 4
    from quizdeck.importers.mdstructure import read_blocks
    assert read_blocks(["## Intro {.unnumbered}", "", "## Q {: #q}"]).headings == {0: (2, "Intro"), 2: (2, "Q")}


def test_numbered_questions_with_bulleted_choices_are_no_wrapped_choices(tmp_path: Path) -> None:
    text = "# Cloud\n\n" + "".join(
        f"{n}. **Which one is {n}?**  \n   - no  \n   - yes  \n   - maybe  \n   **Correct Answer:** 2  \n\n"
        for n in range(1, 4))
    doc, result = imported(tmp_path, "bank.md", text)
    assert [q["question"] for q in doc["questions"]] == [f"**Which one is {n}?**" for n in range(1, 4)], result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", "B", "B"]
