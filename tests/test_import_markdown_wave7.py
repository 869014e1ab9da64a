"""Shapes of real Markdown and text banks found in session 7's dev half (issue 17, point 1): numbers
written as keycap emoji or as a word of any spelling ("Qestion 01") before a question, answers in a
"<summary>Answer 1</summary>" block that repeat the choice with its label, answers given as the
position of an unlabelled choice, "### Question" / "### Answer Options" parts under "## Question N",
a "### Scenario" above a "### Question", numbered questions as list items, "1.-" numbers, answers
said in a sentence, the reasons inside an answer block, choices said right at their end by a course
platform ("- correct", each written twice), keys without numbers under "Answers:", Roman-numbered
statements in a question's text. Each case is small and written for the test."""

from __future__ import annotations

from pathlib import Path

from tests.test_import_markdown_shapes import imported


def test_keycap_numbers_and_worded_numbers_are_not_question_text(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "keycaps.md", (
        "## **Architecture**\n\n### **1\ufe0f\u20e3 What is the primary goal?**\n\nA. Cost\nB. Alignment\n\n"
        "\u2705 **Answer:** B\n\n---\n\n### **1\ufe0f\u20e30\ufe0f\u20e3 Which role defines it?**\n\n"
        "A. Analyst\nB. Architect\n\n\u2705 **Answer:** B\n"))
    assert result.exit_code == 0, result.output
    assert doc["deck"] == "Architecture"
    assert [q["question"] for q in doc["questions"]] == ["What is the primary goal?", "Which role defines it?"]
    assert [q["id"] for q in doc["questions"]] == ["q1", "q10"]
    doc, result = imported(tmp_path, "qestion.md", (
        "# QCM\n\n## Qestion 01\n\nQuel moteur ?\n\n[X] InnoDB\n\n[ ] MyISAM\n\n"
        "## Qestion 02\n\nQuel type ?\n\n[ ] BLOB\n\n[X] INT\n"))
    assert result.exit_code == 0, result.output
    assert [q["question"] for q in doc["questions"]] == ["Quel moteur ?", "Quel type ?"]
    assert [q["answer"] for q in doc["questions"]] == ["A", "B"]


def test_a_numbered_summary_button_and_the_choice_repeated_with_its_label(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "docker.md", (
        "# Docker Quiz\n\n#### Question 1: What is Docker?\n    A \u2014 A container platform\n"
        "    B \u2014 A virtual machine\n<details><summary>Answer 1</summary>\n<p>\n"
        "    A \u2014 A container platform\n\n</p>\n</details>\n\n---\n\n"
        "#### Question 2: Which is faster?\n    A - A virtual machine\n    B - Docker\n"
        "<details><summary>Answer 2</summary>\n<p>\n    B - Docker\n\nLess overhead.\n</p>\n</details>\n"))
    assert result.exit_code == 0, result.output
    assert [q["answer"] for q in doc["questions"]] == ["A", "B"]
    assert doc["questions"][1]["explanation"] == "Less overhead."


def test_an_answer_that_counts_unlabelled_choices_from_one(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "count.md", (
        "# Cloud\n\n## Intro\n1. **What is the cloud for?**  \n   - Local storage  \n   - Resources online  \n"
        "   **Correct Answer:** 2  \n\n2. **Which is a trait?**  \n   - Self-service  \n   - Limits  \n"
        "   **Correct Answer:** 1  \n\n3. **Which?**  \n   - x  \n   - y  \n   **Correct Answer:** 3  \n"))
    assert [q["answer"] for q in doc["questions"][:2]] == ["B", "A"]
    # a number past the choices is said at its line, never guessed
    assert "the answer C names no choice" in result.output


def test_parts_of_a_numbered_question_under_it_are_not_sections(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "tf.md", (
        "# Exam\n\n## Question 1\n**Topic:** Format\n**Domain:** Basics\n\n### Question\nTrue or False? fmt "
        "recurses.\n\n### Answer Options\n\nA) True\n\nB) False\n\n**Correct Answer: B**\n\n### Explanation\n"
        "**A) True**\nIt does not.\n\n**B) False** \u2705\nOnly the current folder.\n\n### Detailed Explanation\n"
        "Use -recursive.\n\n---\n\n## Question 2\n### Question\nWhich is a backend?\n\n### Answer Options\n\n"
        "A) s3\n\nB) fmt\n\n**Correct Answer: A**\n"))
    assert result.exit_code == 0, result.output
    qs = doc["questions"]
    assert [q["question"] for q in qs] == ["True or False? fmt recurses.", "Which is a backend?"]
    assert [q["choices"] for q in qs] == [["True", "False"], ["s3", "fmt"]]
    assert [q["answer"] for q in qs] == ["B", "A"]
    assert "**Detailed Explanation**" in qs[0]["explanation"]


def test_a_scenario_above_a_question_heading_is_the_questions_first_part(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "togaf.md", (
        "# **Practitioner**\n\n---\n\n## **Scenario 1: Phase**\n\n### **Scenario**\n\nA retailer approved its "
        "target.\n\n### **Question**\n\nWhat next?\n\nA. Build\nB. Plan\n\n\u2705 **Correct Answer:** B\n\n---\n\n"
        "## **Scenario 2: Sequence**\n\n### **Scenario**\n\nWork packages depend on others.\n\n### **Question**\n\n"
        "Which activity?\n\nA. Review\nB. Sequence\n\n\u2705 **Correct Answer:** B\n"))
    assert result.exit_code == 0, result.output
    assert [q["question"] for q in doc["questions"]] == [
        "A retailer approved its target.\n\nWhat next?", "Work packages depend on others.\n\nWhich activity?"]


def test_numbered_questions_as_list_items_with_the_right_choice_in_bold(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "llm.md", (
        "Sure, here are the MCQs with answers:\n\n* **Q1:** How long is the train?  \n  a) 300 m \n  b) 400 m \n"
        "  **c) 600 m**\n\n* **Q2:** What is the price?\n  a) 1000 \n  **b) 960**\n  c) 880 \n"))
    assert result.exit_code == 0, result.output
    assert [q["question"] for q in doc["questions"]] == ["How long is the train?", "What is the price?"]
    assert [q["answer"] for q in doc["questions"]] == ["C", "B"]


def test_answers_said_in_a_sentence_and_the_reasons_inside_the_answer_block(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "es.md", (
        "## Cuestionario\n\n1.- \u00bfQu\u00e9 servicio convierte voz en texto?\n\nA. Lex\n\nB. Polly\n\n"
        "C. Transcribe\n\n<details>\n<summary>Ver respuesta</summary>\n\nLa respuesta correcta es la C: "
        "Transcribe.\n\nLas dem\u00e1s son incorrectas por estas razones:\n\nA. Lex es para chat.\n\n"
        "B. Polly habla.\n\n</details>\n\n2.- \u00bfCu\u00e1l?\n\nA. uno\n\nB. dos\n\n<details>\n"
        "<summary>Ver respuesta</summary>\n\nThe correct answer is B.\n\n</details>\n"))
    assert result.exit_code == 0, result.output
    qs = doc["questions"]
    assert [q["question"] for q in qs] == ["\u00bfQu\u00e9 servicio convierte voz en texto?", "\u00bfCu\u00e1l?"]
    assert [q["answer"] for q in qs] == ["C", "B"]
    assert "A. Lex es para chat." in qs[0]["explanation"]


def test_choices_a_course_platform_says_right_at_their_end(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "platform.md", (
        "# Final Quiz\n\nQuestion 1\nWhich service stores images?\n\nResponses\nAmazon ECR - correct\nFargate\n"
        "ECS\n\n\nQuestion 2\nWhich are federated?\n\nResponses\n\nOIDC\nOIDC - correct\n\nSAML 3.0\n"
        "SAML 3.0 - no response given\n\nSAML 2.0\nSAML 2.0 - correct\n\nQuestion 3\nWhich is a queue?\n\n"
        "Responses\nSQS\nSNS\n\nQuestion 4\nWhich is DNS?\n\nResponses\nRoute 53 - correct\nS3\n"))
    assert result.exit_code == 0, result.output
    qs = doc["questions"]
    assert [q["choices"] for q in qs] == [["Amazon ECR", "Fargate", "ECS"], ["OIDC", "SAML 3.0", "SAML 2.0"],
                                          ["SQS", "SNS"], ["Route 53", "S3"]]
    assert [q.get("answer") for q in qs] == ["A", ["A", "C"], None, "A"]
    assert "question 3: the source gives no answer" in result.output


def test_an_answer_key_without_numbers_answers_the_questions_above_in_order(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "key.txt", (
        "MCQ Questions:\n\n----\nOPERATING SYSTEMS\n----\n\nWhich is part of an OS?\nA) Kernel\nB) Library\n"
        "C) All of the above\n\nState True or False.\ni) Spooling uses a disk.\nii) Output goes to the disk.\n"
        "A) i-True, ii-False\nB) i-True, ii-True\n\n...... is not an operation on a list\n"
        "a) Insertion b) Deletion\nA) only a\nB) None of the above\n\nAnswers:\n\nC) All of the above\n"
        "B) i-True, ii-True\nA) Insertion\n"))
    assert result.exit_code == 0, result.output
    qs = doc["questions"]
    assert [q["question"] for q in qs] == [
        "Which is part of an OS?", "State True or False.\ni) Spooling uses a disk.\nii) Output goes to the disk.",
        "...... is not an operation on a list\na) Insertion b) Deletion"]
    assert [q["answer"] for q in qs] == ["C", "B", "A"]
    # the key's text is not that choice's: said at the key's line
    assert "key.txt:27:1: warning: the answer key's A for question 3 reads 'Insertion'" in result.output


def test_choices_kept_in_a_plain_code_block_are_read_as_text(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "fenced.md", (
        "## **Basics**\n\n### **1. What is TOGAF for?**\n\n```\nA. Apps\nB. Architecture\n\n **Answer:** B\n```\n"
        "---\n\n### **2. Which is code?**\n\n```python\nA. x = 1\nB. y = 2\n```\n\nA. the first\nB. the second\n\n"
        "Answer: A\n"))
    assert result.exit_code == 0, result.output
    qs = doc["questions"]
    assert qs[0]["choices"] == ["Apps", "Architecture"] and qs[0]["answer"] == "B"
    # a code block with a language stays code, in the question's text
    assert "```python\nA. x = 1" in qs[1]["question"] and qs[1]["choices"] == ["the first", "the second"]
    assert "lines not used" not in result.output


def test_labelled_fields_of_exam_extracts(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "extract.md", (
        "# Exam\n\n## Question 2 - Topic 1\n**Question Type:** Multiple Choice\n\n**Question Text:**  \n"
        "Which applications stay?\n\n**Answer Choices:**  \n- A. None\n- B. Legacy\n- C. All\n\n"
        "**Correct Answer:** BC - Legacy, All\n\n**Community Voting:**  \n- A: 71%\n- B: 29%\n\n---\n\n"
        "## Question 3 - Topic 1\n\n**Question Text:**  \nWhich one?\n\n**Answer Choices:**  \n- A. x\n- B. y\n\n"
        "**Correct Answer:** A - x\n"))
    assert result.exit_code == 0, result.output
    qs = doc["questions"]
    assert [q["question"] for q in qs] == ["Which applications stay?", "Which one?"]
    assert [q["answer"] for q in qs] == [["B", "C"], "A"]
    assert "come after question 2's answer; read as part of its explanation" in result.output


def test_a_quiz_tools_import_file_of_parenthesised_fields(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "classmarker.md", (
        "(Type): multiplechoice\n(Category): 6\n(Random answers): 0\n\n1. (Question): What share is unaffected?\n"
        ">  (A): 68\n\n> (B): 32\n>\n> (C): 0\n\n(Correct): B (Points): 1\n\n\n(Type): multiplechoice\n"
        "(Category): 6\n(Question): Which are true?\n(A): one\n(B): two\n(C): three\n(Correct): A,C\n(Points): 1\n"))
    assert result.exit_code == 0, result.output
    qs = doc["questions"]
    assert [q["question"] for q in qs] == ["What share is unaffected?", "Which are true?"]
    assert [q["choices"] for q in qs] == [["68", "32", "0"], ["one", "two", "three"]]
    assert [q["answer"] for q in qs] == ["B", ["A", "C"]]
    assert "explanation" not in qs[0] and "lines not used" not in result.output


def test_a_numbered_list_under_an_options_label_is_the_choices(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "options.md", (
        "# Test\n\n**Q1.**\nWhat does it print?\n**Options**\n1. 20\n2. 30\n3. Error\n\n\n"
        "**Q2.**\nWhich is a pointer?\n**Options**\n1. int\n2. int *\n"))
    assert result.exit_code == 0, result.output
    qs = doc["questions"]
    assert [q["question"] for q in qs] == ["What does it print?", "Which is a pointer?"]
    assert [q["choices"] for q in qs] == [["20", "30", "Error"], ["int", "int *"]]
    assert result.output.count("the source gives no answer") == 2


def test_a_q_dot_number_before_an_unnumbered_question_is_not_its_text(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "qdot.txt", (
        "Q. 1 ...... is a factor of MIS.\nA) System\nB) Data\n\nQ.2 Which are levels?\nA) One\nB) Two\n\n"
        "Answers:\n\nB) Data\nA) One\n"))
    assert result.exit_code == 0, result.output
    assert [q["question"] for q in doc["questions"]] == ["...... is a factor of MIS.", "Which are levels?"]
    assert [q["answer"] for q in doc["questions"]] == ["B", "A"]
