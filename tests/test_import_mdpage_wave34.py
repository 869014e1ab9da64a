"""Markdown, wave 34 (md34): page text inside questions.

A one-line paragraph wholly in italics between most question headings and their questions, its text varying and
asking nothing (``*Manage Azure identities and governance*``), is the question's topic label: taken off and said in
the summary, as heading titles are (savemycert); one in bold stays (heig-vd's ``**Complétion : ...**``). An empty
callout's title is no explanation (nonotnotes); a choice wholly in bold italics is a marked choice, and a run from
``c)`` right under a heading, its first bold, is its question's choices, said (sebastiankopyto); a paragraph after
the last question, in a file with no explanations, is the page's closing text, said (formateurr).
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_TOPICS = ["Manage identities and governance", "Implement and manage storage", "Deploy compute resources",
           "Implement and manage storage"]


def _labelled_page(mark: str = "*") -> str:
    parts = ["# Sample Questions", "", "Try each one before you open the answer.", ""]
    for n, topic in enumerate(_TOPICS, 1):
        parts += [f"## Question {n}", "", f"{mark}{topic}{mark}", "",
                  f"**Which action should the administrator take in case {n}?** Choose one.", "",
                  "- **a.** Invite the user", "- **b.** Create a new user", "- **c.** Add a group", "",
                  "<details>", "<summary>Show answer</summary>", "", "**Answer: a**", "", "</details>", "", "---", ""]
    return "\n".join(parts)


def test_an_emphasised_topic_line_under_most_question_headings_is_no_question_text(tmp_path: Path) -> None:
    for mark in ("*", "_"):
        deck, said = read_said(tmp_path, _labelled_page(mark), "quiz.md")
        rows = rows_of(deck)
        assert len(rows) == 4, said
        for n, row in enumerate(rows, 1):
            assert row[0] == f"**Which action should the administrator take in case {n}?** Choose one.", (mark, said)
            assert row[1:] == (["Invite the user", "Create a new user", "Add a group"], [0]), said
        assert any("topic label" in m for m in deck.mended), deck.mended


def test_an_emphasised_line_that_asks_or_stands_alone_is_kept(tmp_path: Path) -> None:
    page = _labelled_page().replace("*Deploy compute resources*", "*Deploy compute resources?*")
    deck, said = read_said(tmp_path, page.replace("*Implement and manage storage*", "plain words here"), "quiz.md")
    rows = rows_of(deck)
    assert len(rows) == 4, said
    assert rows[0][0].startswith("*Manage identities and governance*"), said   # one in four: not the file's way
    deck, said = read_said(tmp_path, _labelled_page("**"), "quiz.md")
    assert rows_of(deck)[0][0].startswith("**Manage identities and governance**"), said   # bold: the text's own


def _callout_page(body: str) -> str:
    parts = ["---", "tags: nursing", "---", "# Practice Questions"]
    for n in range(1, 4):
        indent = " " if n > 1 else ""   # (a question's line indented by a space, right after an empty box)
        parts += [f"{indent}Which of the following is true of case {n}?", "- [ ] First", "- [ ] Second", "- [ ] Third",
                  ">[!FAQ]- Rationalization", *([body] if body else []), ""]
    return "\n".join(parts)


def test_a_callout_with_a_title_and_nothing_in_it_is_no_explanation(tmp_path: Path) -> None:
    for body in (">", ""):
        deck, said = read_said(tmp_path, _callout_page(body), "notes.md")
        assert len(deck.questions) == 3, said
        assert [q.explanation for q in deck.questions] == [None] * 3, (body, said)
        assert [len(q.choices) for q in deck.questions] == [3] * 3, said
    deck, said = read_said(tmp_path, _callout_page("> Larvae migrate through the lungs."), "notes.md")
    assert all(q.explanation and "Larvae migrate through the lungs." in q.explanation for q in deck.questions), said


def _emphasised_choices_page() -> str:
    parts = ["# Pytania", "", "## Rozdział 1", ""]
    for n, (q, choices, right) in enumerate([("Jaki model daje kontrolę?", ["IaaS", "PaaS", "SaaS"], 0),
                                             ("Co izoluje klientów?", ["fabric", "podmiot", "subskrypcja"], 1),
                                             ("Czym weryfikuje się domenę?", ["MX", "TXT", "jeden z nich", "oba"], 2)],
                                            1):
        parts += [f"### {n}. {q}", ""]
        for k, c in enumerate(choices):
            line = f"{'abcd'[k]}) {c}"
            parts += [(f"***{line}***" if n == 3 else f"**{line}**") if k == right else line, ""]
        parts += ["<br />", ""]
    parts += ["### 4. Czy można synchronizować AD?", "", "**c) tak**", "", "d) nie", "", "<br />", ""]
    return "\n".join(parts)


def test_a_choice_wholly_in_bold_italics_and_a_run_from_a_later_letter_are_choices(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _emphasised_choices_page(), "README.md")
    rows = rows_of(deck)
    assert len(rows) == 4, said
    assert rows[2][1:] == (["MX", "TXT", "jeden z nich", "oba"], [2]), said
    assert rows[3] == ("Czy można synchronizować AD?", ["tak", "nie"], [0]), said
    assert any("start at '**c) tak**'" in s for s in said), said


def _closing_page(closing: str) -> str:
    parts = []
    for n in range(1, 6):
        parts += [f"Question {n}: Quelle commande affiche le service {n} ?", "", "a) systemctl status",
                  "b) systemctl show", "c) journalctl", "d) logwatch", ""]
    return "\n".join([*parts, "", closing, ""])


def test_a_closing_paragraph_after_the_last_question_is_no_explanation(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _closing_page("Assurez-vous de répondre selon vos connaissances."), "qcm.txt")
    assert len(deck.questions) == 5, said
    assert [q.explanation for q in deck.questions] == [None] * 5, said
    assert any("closing text" in s for s in said), said
