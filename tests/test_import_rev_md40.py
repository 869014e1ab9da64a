"""Near-misses of session 40's Markdown rules (review of md40): shapes that must not fire, or must be said."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import mdkeyentries, mdsectionlines
from quizdeck.importers.mdinline import fenced_lines
from quizdeck.importers.textquiz import _ANSWER
from tests.conftest import read_said, rows_of


def _quiz(n: int, between: dict[int, str]) -> str:
    """``n`` numbered questions of three lettered choices; ``between[k]``: a line after question k's choices."""
    out: list[str] = []
    for k in range(1, n + 1):
        out += [f"{k}. Which colour is number {k}?", "A. Red", "B. Blue", "C. Green"]
        if k in between:
            out.append(between[k])
        out.append("")
    return "\n".join(out)


# -- sections' heads (mdsectionlines) --------------------------------------------------------------------------

def test_an_answer_line_under_a_few_questions_is_no_sections_head(tmp_path: Path) -> None:
    text = _quiz(10, {3: "Answer: B", 7: "Answer: C"})
    lines = text.split("\n")
    assert mdsectionlines.heads(lines, fenced_lines(lines), _ANSWER.match) == []
    deck, _ = read_said(tmp_path, text, "s.md")
    assert rows_of(deck)[2][2] == [1]
    assert not any(q.tags for q in deck.questions)


def test_heads_still_found_with_crlf(tmp_path: Path) -> None:
    body = _quiz(6, {}).split("\n")
    lines = ["Domain One Basics", "", *body[:10], "", "Domain Two Networks", "", *body[10:]]
    text = "\r\n".join(lines)
    deck, said = read_said(tmp_path, text, "s.md")
    assert len(deck.questions) == 6
    assert any("sections' heads" in s for s in said)


def test_a_single_question_file_has_no_heads() -> None:
    lines = ["Domain One", "", "1. Which?", "A. x", "B. y", "", "Domain Two", ""]
    assert mdsectionlines.heads(lines, fenced_lines(lines), _ANSWER.match) == []


# -- a trailing key's entries (mdkeyentries) --------------------------------------------------------------------

def test_a_label_alone_over_an_answer_line_inside_the_questions_is_still_its_key(tmp_path: Path) -> None:
    # entries between the questions, not trailing: each still that question's key, the last question unanswered, said
    lines = ["Q1) Which is red?", "- A) Sky", "- B) Blood", "", "Q1)", "- Correct: B", "",
             "Q2) Which is green?", "- A) Grass", "- B) Sky", "", "Q2)", "- Correct: A", "",
             "Q3) Which is blue?", "- A) Sky", "- B) Grass", ""]
    deck, said = read_said(tmp_path, "\n".join(lines), "s.md")
    assert [r[2] for r in rows_of(deck)] == [[1], [0], None]
    assert any(":15:1: warning: question 3: the source gives no answer" in s for s in said)


def test_a_trailing_key_still_read() -> None:
    lines = ["Q1) Which is red?", "- A) Sky", "- B) Blood", "", "Q2) Which is green?", "- A) Grass", "- B) Sky", "",
             "## Key", "Q1)", "- Correct: B", "- Why: blood", "Q2)", "- Correct: A", ""]
    got = mdkeyentries.rewritten(lines, _ANSWER.match)
    assert got is not None and got[0][9] == "Q1) B" and got[0][12] == "Q2) A"


def test_a_key_in_crlf_lines_is_read(tmp_path: Path) -> None:
    lines = ["Q1) Which is red?", "- A) Sky", "- B) Blood", "", "Q2) Which is green?", "- A) Grass", "- B) Sky", "",
             "Q1)", "- Correct: B", "Q2)", "- Correct: A"]
    deck, _ = read_said(tmp_path, "\r\n".join(lines), "s.md")
    assert [r[2] for r in rows_of(deck)] == [[1], [0]]


# -- <b>/<strong> (mdinline) -----------------------------------------------------------------------------------

def test_questions_wrapped_in_b_stay_questions_their_key_kept(tmp_path: Path) -> None:
    text = ("<b>1. Which is red?</b><br>\na. Sky<br>\nb. Blood<br>\nAnswer: b\n\n"
            "<b>2. Which is green?</b><br>\na. Grass<br>\nb. Sky<br>\nAnswer: a\n")
    deck, _ = read_said(tmp_path, text, "s.md")
    assert [r[2] for r in rows_of(deck)] == [[1], [0]]   # (their texts keep "</b><br>", as on main: not this rule's)


def test_a_bold_choice_against_the_key_is_said(tmp_path: Path) -> None:
    text = ("1. Which is red?<br>\na. Sky<br>\n<b>b. Blood</b><br>\nc. Grass<br>\nAnswer: b\n\n"
            "2. Which is green?<br>\n<b>a. Sky</b><br>\nb. Grass<br>\nc. Blood<br>\nAnswer: b\n")
    deck, said = read_said(tmp_path, text, "s.md")
    assert rows_of(deck)[0][2] == [1]
    assert rows_of(deck)[1][2] == [1] or any(":" in s and "warning" in s for s in said)


# -- a wrapper fence under the page's title (mdwrapperfences) -----------------------------------------------------

def test_a_code_block_under_a_title_running_to_the_end_is_said_when_read_as_the_page(tmp_path: Path) -> None:
    text = "# Sample output\n\n```\n1. first\n2. second\n- item\n- item\n```\n"
    _, said = read_said(tmp_path, text, "s.md")
    assert any(":3:1: warning: the fence '```' wraps the whole file" in s for s in said) or not any(
        "wraps" in s for s in said)


def test_a_glued_language_with_options_is_no_wrapper() -> None:
    from quizdeck.importers import mdwrapperfences
    lines = ["```python linenums hl", "1. a", "2. b", "- c", "- d", "```"]
    assert mdwrapperfences.rewritten(lines, lambda *a: None) is None
    glued = ["```Day One Questions", "1. a", "2. b", "- c", "- d", "```"]
    assert mdwrapperfences.rewritten(glued, lambda *a: None) is not None
