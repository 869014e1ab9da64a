"""Shapes of real Markdown and text banks from session 7's held-out half, now dev (issue 17, point 1),
read as shapes a file shows by itself: the mark a file puts on its right (or wrong) choices, whatever it
is ("++++text", "text ##" after a Word bullet, "✅ B." beside "❌ A."), choices wholly in bold with a
platform's feedback under them, an answer section that repeats each question's heading or number, lists
of notes after the last answered question, "**Question:** text" under a titled heading, a numbered
heading that holds its own choices, field lines in other languages. Each case is small and written for
the test."""

from __future__ import annotations

from pathlib import Path

from tests.test_import_markdown_shapes import imported


def test_the_files_own_mark_before_unlabelled_choices(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "marks.md", (
        "Question #0\nWhat is the goal?\n\nTo increase speed\n++++To reduce harm\nTo please users\n\n"
        "Question #1\nWhat does a plan include?\n\nMarketing\n+++Roles and duties\nSurveys\n"))
    assert result.exit_code == 0, result.output
    assert [q["question"] for q in doc["questions"]] == ["What is the goal?", "What does a plan include?"]
    assert doc["questions"][0]["choices"] == ["To increase speed", "To reduce harm", "To please users"]
    assert [q["answer"] for q in doc["questions"]] == ["B", "B"]


def test_a_mark_after_the_choice_and_word_bullets(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "ccna.txt", (
        "Which feature limits a failure domain?\r\n\uf0a7\tenterprise equipment\r\n\uf0a7\tredundant power\r\n"
        "\uf0a7\tthe building switch block ##\r\n\r\nWhich two things should be changed? (Choose two.)\r\n"
        "\uf0a7\tthe image ##\r\n\uf0a7\tthe NVRAM\r\n\uf0a7\tthe register ##\r\n"))
    assert result.exit_code == 0, result.output
    assert doc["questions"][0]["choices"] == ["enterprise equipment", "redundant power", "the building switch block"]
    assert [q["answer"] for q in doc["questions"]] == ["C", ["A", "C"]]
    # an exhibit question whose choices are config lines, not marked bullets: read into the explanation, said
    doc, result = imported(tmp_path, "acl.txt", (
        "Which is right?\n\uf0a7\tone\n\uf0a7\ttwo ##\n\nWhich is left?\n\uf0a7\tthree ##\n\uf0a7\tfour\n"
        "Which ACL would be used? (Choose two.)\nR1(config)# interface s0\nR2(config)# interface g0\n"))
    assert "line 8 reads as a question, but is in the explanation" in result.output
    doc, result = imported(tmp_path, "nist.md", (
        "# Question 0\nWhat is the purpose?\n\n- To enforce laws  \n- To manage risk  ++++++++++++ \n- To encrypt  \n\n"
        "# Question 1\nWhich is not a function?\n\n- Identify  \n- Detect  \n- Monetize  +++++++++=\n"))
    assert [q["answer"] for q in doc["questions"]] == ["B", "C"]
    assert doc["questions"][1]["choices"] == ["Identify", "Detect", "Monetize"]


def test_check_and_cross_marks_on_shuffled_labels_and_in_the_explanation(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "cloud.md", (
        "# QUESTION 1\nWhich represent a cloud network?\n\n\u2705 B. Templates  \n\u274c A. Storage  \n"
        "\u274c C. Tokens  \n\nWhy the others are wrong:\n- \u274c Storage: not the network.\n"
        "- \u274c Tokens: access.\n\n---\n# QUESTION 2\n**Whose responsibility?**\n\n- \u274c A. Customer  \n"
        "- \u2705 B. Provider  \n- \u274c C. Vendor  \n"))
    assert result.exit_code == 0, result.output
    assert doc["questions"][0]["choices"] == ["Templates", "Storage", "Tokens"]
    assert [q["answer"] for q in doc["questions"]] == ["A", "B"]
    assert doc["questions"][0]["explanation"].startswith("Why the others are wrong:")


def test_shuffled_labels_and_a_lettered_answer(tmp_path: Path) -> None:
    doc, _result = imported(tmp_path, "shuffled.md", (
        "1. Which is red?\n\nB. Grass\nA. Blood\nC. Sky\n\nAnswer: A\n"))
    assert doc["questions"][0]["choices"] == ["Grass", "Blood", "Sky"]
    assert doc["questions"][0]["answer"] == "B"


def test_bold_right_choices_with_the_platforms_feedback(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "coursera.md", (
        "# Course quiz\n\n1.  Question 1\n    True or False: The internet is a MAN.\n\n- True\n- **False**\n"
        "  - That\u2019s correct! It is a WAN.\n\n2. Question 2\n   Which versions are used? Choose all that apply.\n\n"
        "- **IPv6**\n  - That\u2019s correct! Both.\n- **IPv4**\n- IPv5\n"))
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert questions[0]["question"] == "True or False: The internet is a MAN."
    assert questions[0]["choices"] == ["True", {"text": "False", "why": "That\u2019s correct! It is a WAN."}]
    assert [q["answer"] for q in questions] == ["B", ["A", "B"]]
    # bold in one question only is emphasis, not the file's mark
    doc, result = imported(tmp_path, "once.md", "1. Which?\n\n- **Always** this\n- **never**\n- sometimes\n")
    assert "answer" not in doc["questions"][0]


def test_an_answer_section_that_repeats_the_questions(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "day17.md", (
        "# Day 17 Quiz\n\n## Questions\n\n### 1. Which strategy merges?\n- a) append\n- b) merge\n\n"
        "### 2. What are snapshots for?\n- a) backups\n- b) history\n\n### 3. Which is ephemeral?\n- a) CTEs\n"
        "- b) tables\n\n---\n\n## Answers\n\n"
        "### 1. Which strategy merges?\n**Answer: b) merge**\n\n**Explanation:** It updates and inserts.\n\n"
        "### 2. What are snapshots for?\n**Answer: b) history**\n\n**Explanation:** SCD type 2.\n\n"
        "### 3. Which is ephemeral?\n**Answer: a) CTEs**\n\n"
        "## Key Concepts\n\n### Snapshots\n- **Track** history\n- **Use** timestamps\n"))
    assert len(doc["questions"]) == 3, result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", "B", "A"]
    assert doc["questions"][0]["explanation"] == "It updates and inserts."
    assert "read as notes, not questions" in result.output
    doc, result = imported(tmp_path, "java.md", (
        "# Set 9\n\n### Question 1\nWhat is the output?\n\nA) 3 4  \nB) 0 4\n\n---\n\n### Question 2\n"
        "What is printed?\n\nA) 1  \nB) 2\n\n---\n\n# Answer Key with Explanations\n\n### Question 1\n"
        "**Correct Answer: B) 0 4**\n\n### Question 2\n**Correct Answer: A) 1**\n"))
    assert [q["answer"] for q in doc["questions"]] == ["B", "A"]
    doc, result = imported(tmp_path, "dspy.md", (
        "# Quiz\n\n1. **What is DSPy for?**\n   - A) Bigger models\n   - B) Optimised prompts\n\n"
        "2. **What is a signature?**\n   - A) A spec\n   - B) A model\n\n## Answer Key\n\n"
        "**1. B) Optimised prompts**\n- Explanation: It optimises.\n\n**2. A) A spec**\n- Explanation: Inputs.\n"))
    assert len(doc["questions"]) == 2, result.output
    assert [q["answer"] for q in doc["questions"]] == ["B", "A"]
    assert doc["questions"][1]["explanation"] == "Inputs."


def test_a_question_field_under_a_titled_heading(tmp_path: Path) -> None:
    doc, _result = imported(tmp_path, "exam.md", (
        "# Exam\n\n## Question 260 - Laptops\n\n**Topic:** Data Protection\n\n**Question:** Which protects data?\n\n"
        "A) Disk encryption\nB) DLP\n\n**Answer:** A) Disk encryption\n\n"
        "## Question 261 - Policy\n\n**Question:** Which policy?\n\nA) Retention\nB) Classification\n\n"
        "**Answer:** B\n"))
    assert [q["question"] for q in doc["questions"]] == ["Which protects data?", "Which policy?"]
    assert [q["answer"] for q in doc["questions"]] == ["A", "B"]


def test_a_numbered_heading_with_its_choices_above_numbered_lines(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "ansible.md", (
        "#### 1. ____ streamlines development.\n\nA. Delivery\nB. Integration\nView Answer\n\n"
        "#### Ans: B |Explanation: Integration.\n\n\n2. ____ is an automation tool.\n\nA. Bugzilla\nB. Ansible\n"
        "View Answer\n\nAns : B\n\n3. Which is agentless?\n\nA. Ansible\nB. Chef\n\nAns : A\n"))
    assert len(doc["questions"]) == 3, result.output
    assert doc["questions"][0]["question"] == "____ streamlines development."
    assert [q["answer"] for q in doc["questions"]] == ["B", "B", "A"]


def test_field_lines_and_question_words_in_other_languages(tmp_path: Path) -> None:
    doc, _result = imported(tmp_path, "uea.md", (
        "# Simulador\n\n## Pregunta 1\n**Categoría:** Lógico\n\n¿Qué número sigue: 2, 4, 8?\n\n"
        "- [ ] **A)** 16\n- [ ] **B)** 10\n\n**Respuesta Correcta:** A) 16\n"))
    assert doc["questions"][0]["question"] == "¿Qué número sigue: 2, 4, 8?"
    doc, _result = imported(tmp_path, "pda.md", (
        "##HTML\n\nPergunta 1: Qual é a tag de link?\n\na) <lnk>\nb) <a>\nResposta: b) <a>\n\n"
        "Pergunta 2: Qual atributo?\n\na) alt\nb) src\nResposta: a) alt\n"))
    assert [q["question"] for q in doc["questions"]] == ["Qual é a tag de link?", "Qual atributo?"]
    assert [q["answer"] for q in doc["questions"]] == ["B", "A"]


def test_two_choices_glued_on_one_line(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "slurm.md", (
        "1. **What does --array do?**\n    - A) Submits jobs - B) Creates a job array\n    - C) Sets dependencies\n"
        "    - D) Limits  \n   **Answer:** B\n\n2. **Which lists jobs?**\n    - A) squeue\n    - B) sinfo\n"
        "   **Answer:** A\n"))
    assert result.exit_code == 0, result.output
    assert doc["questions"][0]["choices"] == ["Submits jobs", "Creates a job array", "Sets dependencies", "Limits"]
    assert [q["answer"] for q in doc["questions"]] == ["B", "A"]


def test_choices_each_in_a_collapsible_block_with_their_feedback(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "quiz.md", (
        "# C++ Quiz\n\n## Author\nJane Doe\n\n---\n\n## Quiz\n\n**Question:** How is a record deleted?\n\n"
        "<details>\n<summary><b>Option A:</b> Erase it in place.</summary>\n\n\u274c <b>Incorrect!</b> Not possible."
        "\n</details>\n\n<details>\n<summary><b>Option B:</b> Rewrite the file without it.</summary>\n\n"
        "\u2705 <b>Correct!</b> Load, modify, write.\n</details>\n"))
    assert result.exit_code == 0, result.output
    [q] = doc["questions"]
    assert q["question"] == "How is a record deleted?"
    assert [c["text"] for c in q["choices"]] == ["Erase it in place.", "Rewrite the file without it."]
    assert q["choices"][1]["why"] == "\u2705 <b>Correct!</b> Load, modify, write."
    assert q["answer"] == "B"
    assert "not used" not in result.output
