"""Markdown shapes read by what a file repeats (session 11): a label the file puts over its answers' fenced blocks
(``答：`` over a block holding ``C``), a bold answer label with a word before the answer word. Each case is small
and written for the test."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.mdinline import fenced_values
from tests.test_import_markdown_shapes import imported


def _fenced_answer(n: int, answer: str, label: str = "答：") -> str:
    return (f"{n}. 数据库{'模式系统关系'[n % 4]}是（）。\n    - A. 甲\n    - B. 乙\n    - C. 丙\n    - D. 丁\n\n"
            f"{label}\n```\n{answer}\n```\n解析：\n```\n因为 {n}。\n```\n\n")


def test_a_label_over_fenced_answer_blocks_is_the_answer_line(tmp_path: Path) -> None:
    text = "".join(_fenced_answer(n, answer) for n, answer in enumerate(("C", "A", "", "B, D"), start=1))
    doc, result = imported(tmp_path, "bank.md", text)
    answers = [q.get("answer") for q in doc["questions"]]
    assert answers == ["C", "A", None, ["B", "D"]]
    # question 3's block is empty: said at its line, not guessed
    assert "bank.md:31:1: warning: question 3: the source gives no answer" in result.output
    assert doc["questions"][0]["explanation"] == "```\n因为 1。\n```"
    assert "lines not used" not in result.output   # the blanked fences are accounted for


def test_a_fenced_label_too_rare_or_code_is_not_an_answer(tmp_path: Path) -> None:
    # twice only: not yet the file's own line; the blocks stay code in the explanation
    text = "".join(_fenced_answer(n, "C") for n in (1, 2))
    doc, _ = imported(tmp_path, "two.md", text)
    assert [q.get("answer") for q in doc["questions"]] == [None, None]
    lines = ["Output:", "```python", "A", "```", "Answer:", "```", "B", "```", "Note:", "```", "x = 1", "```",
             "Answer:", "```", "A and C", "```", "Said so", "```", "B", "```"]
    # an info string makes it code; more than labels is not a value; no label line above: not a value
    assert fenced_values(lines) == [(4, 5, 7), (12, 13, 15)]


def test_a_bold_answer_label_with_a_word_before_the_answer_word(tmp_path: Path) -> None:
    text = "".join(f"## Pytanie {n}\nKtóre {n}?\n- [ ] A) `a`\n- [ ] B) `b`\n- [ ] C) `c`\n\n"
                   f"**Poprawna odpowiedź:** {answer}\n*Wyjaśnienie:* bo {n}.\n\n---\n\n"
                   for n, answer in enumerate("CAB", start=1))
    doc, result = imported(tmp_path, "pl.md", text)
    assert result.exit_code == 0, result.output
    assert [q["answer"] for q in doc["questions"]] == ["C", "A", "B"]
    assert doc["questions"][0]["choices"] == ["`a`", "`b`", "`c`"]


def test_an_answer_naming_two_choices_each_with_its_text(tmp_path: Path) -> None:
    text = "".join(f"**Question {n}**\n\nWhich two fit {n}? (Select TWO.)\n\nA) Red and blue\nB) Green\nC) Black\n"
                   f"D) White\n\n<details>\n<summary>Show Answer</summary>\nCorrect Answers: {said}\n</details>\n\n"
                   "---\n\n" for n, said in enumerate(("A) Red and blue and C) Black", "B) Green, D) White",
                                                       "C) Black"), start=1))
    doc, result = imported(tmp_path, "two.md", text)
    assert result.exit_code == 0, result.output
    assert [q["answer"] for q in doc["questions"]] == [["A", "C"], ["B", "D"], "C"]


def test_questions_numbered_with_the_files_own_word_over_numbered_lists(tmp_path: Path) -> None:
    text = "".join(f"問題{n} 以下のコードの実行結果として正しいものを選択しなさい。\n```ruby\np {n}\n```\n\n"
                   f"1. {n}\n2. エラーになる\n3.\n```\nnil\n```\n4. \"{n}\"\n\n\n" for n in range(1, 5))
    doc, result = imported(tmp_path, "mondai.md", text)
    questions = doc["questions"]
    assert len(questions) == 4, result.output
    assert questions[1]["question"] == "以下のコードの実行結果として正しいものを選択しなさい。\n```ruby\np 2\n```"
    assert questions[1]["choices"][:2] == ["2", "エラーになる"] and questions[1]["choices"][3] == '"2"'
    assert "nil" in questions[1]["choices"][2]


def test_the_files_numbering_word_is_learnt_only_where_it_numbers() -> None:
    from quizdeck.importers.mdnumbers import learn

    def learnt(numbered: list[str], between: str | None = "- a choice") -> str | None:
        lines = [x for line in numbered for x in ([line] if between is None else [line, between])]
        found = learn(lines, [False] * len(lines), lambda t: t.startswith("Question"))
        return found.word if found else None

    assert learnt([f"問題{n} 以下" for n in (1, 2, 3)]) == "問題"
    assert learnt([f"Pytanie {n}: x" for n in (1, 2, 1)]) == "pytanie"       # a run may start again at 1
    assert learnt([f"## Soru {n}" for n in (1, 2, 3)]) == "soru"
    assert learnt([f"Stem {n} says that" for n in (1, 2, 3)]) is None        # a word, a number, words: text
    assert learnt([f"問題{n} x" for n in (1, 2)]) is None                     # twice: not yet the file's
    assert learnt([f"問題{n} x" for n in (3, 9, 4, 7, 1)]) is None           # numbers that do not run
    assert learnt([f"Question {n}: x" for n in (1, 2, 3)]) is None            # the readers' own word
    assert learnt([f"## Unit 1-{n}: x" for n in (1, 2, 3)]) is None           # a section's number that does not count
    # one line after the other, nothing between: the items of a list ("- **Objective 1**: ..."), not questions
    assert learnt([f"- **Objective {n}**: x" for n in (1, 2, 3)], between=None) is None
    assert learnt([f"## Soru {n}" for n in (1, 2, 3)], between=None) == "soru"   # headings may follow each other
    # each question's bulleted choices numbered by a word: the last item of each list too ("- choice 2.3" before
    # "Answer: B": those last items alone, numbered 1, 2, 3, 4, would count)
    lines = [x for n in (1, 2, 3, 4)
             for x in [f"{n}. Which one is number {n}?", *(f"- choice {n}.{k}" for k in range(4)), "Answer: B"]]
    assert learn(lines, [False] * len(lines), lambda t: t[:1].isdigit()) is None
    # a question with no body before the next: the next one's line stays the next question's (no bullets)
    lines = ["問題1 x", "- a", "問題2 y", "- b", "問題3 z", "問題4 w", "- c", "問題5 v", "- d", "問題6 u", "- e"]
    found = learn(lines, [False] * len(lines), lambda t: t.startswith("Question"))
    assert found is not None and sorted(found.numbered) == [0, 2, 5, 7, 9]


def test_a_numbered_heading_of_the_files_own_word_is_one_question(tmp_path: Path) -> None:
    text = "# 実践問題集\n\n" + "".join(
        f"### 問題{n}: トピック{n}\n\nシナリオ:\n要件は次のとおりです：\n- 要件 {n}a\n- 要件 {n}b\n\n"
        "質問:\n最適なものは？\n\n"
        f"A) 甲\nB) 乙\nC) 丙\n\n解答: {'ABC'[n % 3]}) {'甲乙丙'[n % 3]}\n\n---\n\n" for n in range(1, 5))
    doc, result = imported(tmp_path, "mondai.md", text)
    questions = doc["questions"]
    assert len(questions) == 4, result.output
    assert [q["answer"] for q in questions] == ["B", "C", "A", "B"]
    assert questions[0]["question"].startswith("要件は次のとおりです：\n- 要件 1a")   # no number, title or label
    assert questions[0]["question"].endswith("- 要件 1b\n\n最適なものは？")   # "質問:" inside every text: the file's
    assert "the label '質問:' in 4 question texts" in result.output
    assert questions[0]["choices"] == ["甲", "乙", "丙"]


def test_a_numbered_section_word_over_several_questions_stays_a_section(tmp_path: Path) -> None:
    text = "".join(f"## Aula {n}\n\n" + "".join(f"{k}. Pergunta {n}.{k}?\n\n- [ ] um\n- [x] dois\n\n"
                                             for k in (1, 2)) for n in range(1, 4))
    doc, result = imported(tmp_path, "aulas.md", text)
    assert len(doc["questions"]) == 6, result.output
    assert [q["question"] for q in doc["questions"]][:2] == ["Pergunta 1.1?", "Pergunta 1.2?"]




def test_radio_buttons_written_as_text_are_boxes(tmp_path: Path) -> None:
    text = ("# Test\n\n<!-- 4 de marzo -->\n\n1. Primera afirmación.\n\n    - ( ) Verdadero\n    - (x) Falso\n\n"
            "    > Falso. Porque no.\n\n<!-- 9 de marzo -->\n\n2. Segunda afirmación.\n\n    - (x) Verdadero\n"
            "    - ( ) Falso\n\n# Exercice\n\n>> Que représente le dossier .. ? <<\n( ) rien\n(*) le parent\n\n"
            ">> Quelles commandes ? <<\n[*] cd ..\n[ ] cd /\n[*] cd ../\n")
    doc, result = imported(tmp_path, "vf.md", text)
    questions = doc["questions"]
    assert result.exit_code == 0, result.output
    assert [q["choices"] for q in questions[:2]] == [["Verdadero", "Falso"]] * 2
    assert [q["answer"] for q in questions] == ["B", "A", "B", ["A", "C"]]
    assert questions[2]["question"] == "Que représente le dossier .. ?"
    assert "description" not in doc and "marzo" not in questions[0].get("explanation", "")   # comments: furniture


def test_a_parenthesised_letter_is_no_radio_button(tmp_path: Path) -> None:
    text = "".join(f"{n}. Which {n}?\n\n(a) one\n(b) two\n\nAnswer: b\n\n" for n in (1, 2, 3))
    doc, result = imported(tmp_path, "letters.md", text)
    assert result.exit_code == 0, result.output
    assert doc["questions"][0]["choices"] == ["one", "two"]
    assert [q["answer"] for q in doc["questions"]] == ["B", "B", "B"]


def test_a_box_glued_to_its_text_among_boxes(tmp_path: Path) -> None:
    text = ("Was trifft zu\n[ ]Benutzer haben Repositories\n[ ] Changes\n[ ] Kopien\n\n"
            "Wer brachte Git?\n[ ] IBM\n[ ] Linus\n")
    doc, _ = imported(tmp_path, "de.md", text)
    assert [q["choices"] for q in doc["questions"]] == [["Benutzer haben Repositories", "Changes", "Kopien"],
                                                         ["IBM", "Linus"]]


def test_a_numbered_section_over_unlettered_questions_stays_a_section(tmp_path: Path) -> None:
    # "## Aula N" over questions that are paragraphs with bulleted choices, the right one in bold: a section
    text = "# Perguntas\n\n" + "".join(
        f"## Aula {n}\n\n" + "".join(f"Qual opção {n}.{k} está certa?\n\n- um\n- __dois__\n- três\n\n> Porque sim.\n\n"
                                     for k in (1, 2)) for n in range(1, 4))
    doc, result = imported(tmp_path, "aulas.md", text)
    assert [q["question"] for q in doc["questions"]] == [f"Qual opção {n}.{k} está certa?"
                                                         for n in range(1, 4) for k in (1, 2)], result.output


def test_a_numbered_heading_over_its_own_sub_headings_keeps_them(tmp_path: Path) -> None:
    # "## Scenario N: title", then "### Scenario" (its text) and "### Question": the scenario is the question's text
    text = "# Practice\n\n" + "".join(
        f"## **Scenario {n}: Topic {n}**\n\n### **Scenario**\n\nA firm has situation {n}.\n\n### **Question**\n\n"
        f"What should it do?\n\nA. One\nB. Two\nC. Three\n\n**Correct Answer:** {'ABC'[n % 3]}\n\n---\n\n"
        for n in range(1, 5))
    doc, result = imported(tmp_path, "scenarios.md", text)
    questions = doc["questions"]
    assert len(questions) == 4, result.output
    assert questions[1]["question"] == "A firm has situation 2.\n\nWhat should it do?", result.output
    assert [q["answer"] for q in questions] == ["B", "C", "A", "B"]
