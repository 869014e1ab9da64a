"""Frames of real banks, session 42 (frame42): excerpts written in the shape of the banks, not copied.

* layout markup (``<br/>``, ``<p>``) before a sign every question opens with no longer hides that shared sign
  (formprefix, layoutmarkup), and a sign nearly every question text keeps is said (leadsigns; baekim);
* GIFT's ``\\n`` that opens a LaTeX command in a maths span (``$$a\\neq b$$``) stays LaTeX, said (texnewlines;
  premierlangage samson);
"""

from __future__ import annotations

import re
from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.gift import _ESCAPED, unescape
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.keystructure import key_by_structure
from quizdeck.importers.layoutmarkup import layout_lead, without_layout
from quizdeck.importers.leadsigns import tell_lead_signs
from quizdeck.importers.texnewlines import latex_commands
from tests.conftest import read_said, rows_of

# -- layout markup before the shared sign (baekim) ----------------------------------------------------------------

_PINNED = ("## Quiz\n\n"
           "📌 Which planet is the largest?\n\n- Mars\n- <span style='color: red'>Jupiter</span>\n- Venus\n\n"
           "<br/>📌 Which gas do plants take in?\n\n- Oxygen\n- <span style='color: red'>Carbon dioxide</span>\n"
           "- Helium\n\n"
           "<br/>📌 Which metal is liquid at room temperature?\n\n- Iron\n- <span style='color: red'>Mercury</span>\n"
           "- Tin\n\n"
           "<br/>📌 Which ocean is the deepest?\n\n- <span style='color: red'>Pacific</span>\n- Atlantic\n"
           "- Arctic\n\n"
           "<br/>📌 Which organ pumps blood?\n\n- Lung\n- <span style='color: red'>Heart</span>\n- Liver\n")


def test_layout_markup_at_a_lines_edges() -> None:
    assert layout_lead("<br/>📌 How") == 5
    assert layout_lead("<p class='q'> <br /> x") == 21
    assert layout_lead("plain <br> text") == 0
    assert without_layout("&nbsp;<p>Text</p><br>") == "Text"
    assert without_layout("a<br>b") == "a<br>b"


def test_a_sign_behind_a_line_break_is_taken_off_every_question(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _PINNED, "quiz.md")
    texts = [t for t, _, _ in rows_of(deck)]
    assert texts[0] == "Which planet is the largest?"
    assert all(not t.startswith(("📌", "<br")) for t in texts), texts
    assert any("'📌' before 5 question texts" in m for m in deck.mended)


def test_a_sign_on_three_questions_of_five_stays(tmp_path: Path) -> None:
    mixed = _PINNED.replace("<br/>📌 Which ocean", "Which ocean").replace("<br/>📌 Which organ", "Which organ")
    deck, _ = read_said(tmp_path, mixed, "quiz.md")
    texts = [t for t, _, _ in rows_of(deck)]
    assert sum(1 for t in texts if "📌" in t) == 3


def _deck(texts: list[str]) -> ImportedDeck:
    deck = ImportedDeck(name="d", key="d", origin="d")
    deck.questions = [ImportedQuestion(pos=Pos('s.md', n + 1, 1), text=t) for n, t in enumerate(texts)]
    return deck


def test_a_sign_kept_on_nearly_every_text_is_said() -> None:
    diags = Diagnostics()
    tell_lead_signs(_deck([f"- question {n} asks?" for n in range(9)] + ["Another question?"]), diags)
    said = [d.format() for d in diags.sorted()]
    assert len(said) == 1 and "9 of 10 question texts open with the same sign(s) '-'" in said[0]


def test_quotes_inverted_marks_and_emphasis_glued_to_the_first_word_are_not_said() -> None:
    diags = Diagnostics()
    tell_lead_signs(_deck([f"¿Qué es {n}?" for n in range(5)]), diags)
    tell_lead_signs(_deck([f"**Question {n}** asks?" for n in range(5)]), diags)
    tell_lead_signs(_deck([f"- q {n}?" for n in range(3)] + ["a?", "b?"]), diags)
    assert not diags.sorted()


def test_an_emoji_glued_to_the_first_word_on_every_text_is_said() -> None:
    diags = Diagnostics()
    tell_lead_signs(_deck([f"<br/>🔹🔹🔹Question {n}?" for n in range(4)]), diags)
    assert len(diags.sorted()) == 1


# -- GIFT's \n inside a maths span (premierlangage samson) ---------------------------------------------------------

def test_a_latex_command_opening_with_n_in_a_maths_span_stays() -> None:
    assert unescape(r"<p>$$\lambda\neq 0$$</p>\n<p>next</p>") == "<p>$$\\lambda\\neq 0$$</p>\n<p>next</p>"
    assert unescape(r"$\nu$ and \(\nabla f\)") == r"$\nu$ and \(\nabla f\)"


def test_a_line_break_outside_maths_or_before_no_letter_is_still_a_line_break() -> None:
    assert unescape(r"costs $5\nThen $6") == "costs $5\nThen $6"       # no span: a blank after the opening $
    assert unescape(r"first\nsecond") == "first\nsecond"
    assert unescape(r"$$a\n$$") == "$$a\n$$"
    assert unescape(r"$$a\\neq b$$") == r"$$a\neq b$$"                 # Moodle's own escape for it
    assert latex_commands(r"$x$ \neq", _ESCAPED) == set()


def test_the_gift_reader_says_where_it_keeps_latex(tmp_path: Path) -> None:
    gift = ("::Q1:: <p>If $$\\det(A)\\neq 0$$ then</p>\\n<p>A is</p> {\n=invertible\n~singular\n}\n\n"
            "::Q2:: <p>Pick</p> {\n=<p>$$x\\neq y$$</p>\n~<p>$$x = y$$</p>\n}\n")
    deck, said = read_said(tmp_path, gift, "q.gift")
    assert "If $$\\det(A)\\neq 0$$ then</p>\n<p>A is" in deck.questions[0].text
    assert "$$x\\neq y$$" in deck.questions[1].choices[0].text
    latex = [m for m in said if "inside a maths span read as LaTeX" in m]
    assert len(latex) == 1 and "`\\neq`" in latex[0] and "1 more" in latex[0]
    assert re.search(r":1:", latex[0])


# -- an answer key told by its structure (janlahmann) ---------------------------------------------------------------

def _exam(title: str, heads: list[str]) -> str:
    asked = "".join(f"### {n}. Which value does step {n} give?\n\nA. one {n}\n\nB. two {n}\n\nC. three {n}\n\n"
                    f"D. four {n}\n\n" for n in range(1, 5))
    keyed = "".join(f"### {h}\n* **Why it holds:** the rule of step {n}.\n\n" for n, h in enumerate(heads, 1))
    return f"# Practice\n\n## Questions\n\n{asked}---\n\n## {title}\n\n{keyed}"


def test_key_by_structure_needs_the_numbers_above_in_order_and_labels() -> None:
    assert key_by_structure(["1. Correct Answers: A, B", "2. Correct Answer: C", "3. Correct Answer: D"],
                            [1, 2, 3])
    assert key_by_structure(["Question 1: b", "Question 2: a", "Question 3: d"], [1, 2, 3])
    assert key_by_structure(["1. Correct Answer: A", "2. Correct Answer: C"], [1, 2]) is None        # too few
    assert key_by_structure(["2. Answer: A", "1. Answer: C", "3. Answer: B"], [1, 2, 3]) is None     # not in order
    assert key_by_structure(["1. Answer: A", "2. Answer: C", "7. Answer: B"], [1, 2, 3]) is None     # 7 not asked
    assert key_by_structure(["1. Which one?", "2. Why so?", "3. How many?"], [1, 2, 3]) is None     # questions


def test_a_key_whose_title_says_more_than_the_key_words_is_read_by_its_structure(tmp_path: Path) -> None:
    heads = ["1. Correct Answer: B", "2. Correct Answers: A, C", "3. Correct Answer: D", "4. Correct Answer: A"]
    deck, said = read_said(tmp_path, _exam("Complete Answer Key & Thorough Notes", heads), "exam.md")
    assert [q.answer for q in deck.questions] == [[1], [0, 2], [3], [0]]
    assert any("read as the answer key: its 4 sub-headings repeat the numbers" in m for m in said)


def test_a_second_part_numbered_again_is_no_key(tmp_path: Path) -> None:
    heads = [f"{n}. Which value does part two give for {n}?" for n in range(1, 5)]
    _, said = read_said(tmp_path, _exam("Part Two", heads), "exam.md")
    assert not any("read as the answer key" in m for m in said)


# -- a review page's frame learnt by repetition, in any language (efdusernet) --------------------------------------

_PLACES = ("first", "second", "late", "remote", "new")
_ACTS = ("Coach", "Replan with", "Escalate for", "Pause")


def _review(n: int, right: int, picked: int | None, words: tuple[str, str, str, str, str]) -> str:
    wrong, correct, explained, domain, value = words
    stem = f"{n} A team in the {_PLACES[n % 5]} sprint misses its forecast.\n\nWhat should the coach do first?\n"
    out = [stem]
    for k in range(4):
        if k == picked:
            out.append(f"{wrong}\n\n")
        if k == right:
            out.append(f"{correct}\n\n")
        out.append(f"{'*' if k == right else ''}{_ACTS[k]} the {_PLACES[n % 5]} team\n{explained}\n"
                   f"Why {_ACTS[k].lower()} fits or not, in a sentence.\n\n")
    out.append(f"{domain}\n{value}\n\n\n\n")
    return "".join(out)


_GERMAN = ("Ihre Antwort ist falsch", "Richtige Antwort", "Erklärung", "Bereich", "Prozess")


def _page(words: tuple[str, str, str, str, str], picks: list[int | None]) -> str:
    return "".join(_review(n, n % 4, picks[n - 1], words) for n in range(1, len(picks) + 1))


def test_a_review_frame_in_german_is_learnt_by_repetition(tmp_path: Path) -> None:
    picks: list[int | None] = [(n + 1) % 4 for n in range(1, 10)] + [None]
    deck, said = read_said(tmp_path, _page(_GERMAN, picks), "review.txt")
    rows = rows_of(deck)
    assert len(rows) == 10
    assert rows[0][0] == "A team in the second sprint misses its forecast.\n\nWhat should the coach do first?"
    assert rows[0][1] == [f"{act} the second team" for act in _ACTS]
    assert [a for _, _, a in rows] == [[n % 4] for n in range(1, 11)]
    assert any("frame learnt by its repetition in 10 records: 'Erklärung' after each choice, 'Richtige Antwort' "
               "over the right one (its mark '*' taken off)" in m for m in said)


def test_two_lines_over_choices_in_every_record_and_no_mark_are_no_frame_taken() -> None:
    from quizdeck.importers.learntframes import reframed
    words = ("Your answer is incorrect", "Correct answer", "Explanation", "Domain", "People")
    text = _page(words, [(n + 1) % 4 for n in range(1, 11)]).replace("\n*", "\n")
    lines = text.split("\n")
    assert reframed(lines, [False] * len(lines)) is None          # the taker's pick and the key: no guess
    lines = _page(words, [(n + 1) % 4 for n in range(1, 11)]).split("\n")
    assert reframed(lines, [False] * len(lines)) is not None      # the mark agrees with one of them: taken


def test_a_numbered_quiz_with_one_explanation_a_question_is_no_review_page() -> None:
    from quizdeck.importers.learntframes import reframed
    text = "".join(f"{n} Which value is right for {n}?\na) one\nb) two\nAnswer: a\nExplanation\nBecause of {n}.\n\n"
                   for n in range(1, 8))
    lines = text.split("\n")
    assert reframed(lines, [False] * len(lines)) is None


def test_a_code_fence_opening_every_text_is_not_said() -> None:
    diags = Diagnostics()
    tell_lead_signs(_deck([f"```js\nconsole.log({n});\n```\n\nWhat does it print?" for n in range(5)]), diags)
    tell_lead_signs(_deck([f"`x{n}` holds what?" for n in range(5)]), diags)
    assert not diags.sorted()


def test_a_key_by_structure_whose_answers_are_in_its_headings_says_no_repeat_unread(tmp_path: Path) -> None:
    heads = ["1. B", "2. A, C", "3. D", "4. A"]
    deck, said = read_said(tmp_path, _exam("Kommentierte Lösungen", heads), "exam.md")
    assert len(deck.questions) == 4
    assert not any("repeats a question in an answer section" in m for m in said)
