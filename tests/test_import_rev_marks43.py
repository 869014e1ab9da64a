"""Review of marks43 (rev-marks43): near misses of the branch's rules, on shapes its tests did not try.

* a forgotten box: a plain item after a question's boxes, one short of the usual number, that is the next
  question's own line (over a code block), or a note at the file's end, is no box; CRLF and a single question;
* a lone label with a sign before it: a bullet sign over a label, with no text of the file ending with it;
* a lone label continuing the inline labels: a numbered list in a question's text is no choice run on its own;
* a verdict tail: a bracketed phrase on right choices that carry no mark is left as it is.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import lonelabels, mdbareboxes, verdicttails
from quizdeck.importers.mdinline import fenced_lines
from tests.conftest import read_said, rows_of

_NODE = [("Which module reads files?", ["http", "fs", "os", "url"], 1),
         ("Which object holds the arguments?", ["process.argv", "os.args", "module.args", "global.argv"], 0),
         ("Which method reads a file as a stream?", ["read", "readFile", "createReadStream", "readFileSync"], 2),
         ("Which command starts the REPL?", ["npm", "node", "npx", "nvm"], 1)]


def _boxes(short: int, after: list[str], crlf: bool = False) -> str:
    """Task-list questions; question ``short`` (1-based) has three boxes only, ``after`` written right after them."""
    out: list[str] = []
    for n, (stem, choices, k) in enumerate(_NODE, start=1):
        out += [f">### Q{n}. {stem}", ""]
        shown = choices[:3] if n == short else choices
        out += [x for j, c in enumerate(shown) for x in (f"- [{'x' if j == k else ' '}] {c}", "")]
        if n == short:
            out += after
    return ("\r\n" if crlf else "\n").join(out)


def _forgotten(text: str) -> set[int]:
    lines = text.split("\n")
    return mdbareboxes.unticked(lines, fenced_lines(lines))


def test_near_miss_a_plain_question_over_a_code_block_after_short_boxes_is_no_box() -> None:
    text = _boxes(2, ["- What does this print?", "", "```js", "console.log(1)", "```", ""])
    assert _forgotten(text) == set()


def test_near_miss_a_plain_note_at_the_files_end_after_the_last_short_boxes_is_no_box() -> None:
    text = _boxes(4, ["- [Back to top](#top)", ""])
    assert _forgotten(text) == set()


def test_the_forgotten_box_still_holds_before_the_next_heading(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _boxes(3, ["- readFileSync", ""]), "node.md")
    assert rows_of(deck) == [(s, c, [k]) for s, c, k in _NODE]


def test_the_forgotten_box_holds_with_crlf_line_ends(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _boxes(3, ["- readFileSync", ""], crlf=True), "node.md")
    assert rows_of(deck) == [(s, c, [k]) for s, c, k in _NODE]


def test_near_miss_a_single_question_proves_no_usual_number() -> None:
    lines = ["### Q1. Which?", "", "- [ ] a", "- [x] b", "- [ ] c", "", "- d", ""]
    assert mdbareboxes.unticked(lines, fenced_lines(lines)) == set()


def test_near_miss_a_bullet_before_a_label_with_no_text_ending_with_it_stays() -> None:
    lines = ["Question 1", "Pick one:", "", "a.", "red", "", "• b.", "blue", "", "c.", "green", ""] * 3
    got = lonelabels.joined(lines, fenced_lines(lines))
    assert got is None or "• b." in got


def test_near_miss_a_numbered_list_in_a_text_over_its_paragraph_is_no_choice_run() -> None:
    lines = ["# Notes", "", "1) install", "2) configure", "3)", "run the server and then open the page", "",
             "That is all.", ""]
    assert lonelabels.joined(lines, fenced_lines(lines)) is None


def test_near_miss_a_bracketed_phrase_on_right_choices_without_the_mark_is_no_verdict() -> None:
    texts = [["a", "b (default)"], ["c (default)", "d"]]
    found = verdicttails.verdicts(texts, {0: [1], 1: [0]})
    assert found == {"(default)"}   # a verdict candidate, but it comes off only where the mark stands before it
    assert verdicttails.without("b (default)", found) == "b"


_TF = ["The sun is a star.", "Water boils at 50 C.", "Cats are mammals.", "Paris is in Spain.", "Two and two is four."]


def test_near_miss_a_bold_word_after_every_choice_is_no_mark(tmp_path: Path) -> None:
    out: list[str] = []
    for n, stem in enumerate(_TF, start=1):
        out += [f"**{n}. {stem}**", "", "1) The statement is **True**", "2) The statement is **False**", "", ""]
    deck, _ = read_said(tmp_path, "\n".join(out), "quiz.md")
    assert all(q.answer is None for q in deck.questions)
    assert deck.questions[0].choices[0].text == "The statement is **True**"


_JS = [("What does f() return?", ["It returns 1", "It returns **undefined**", "It throws", "It returns null"]),
       ("What is typeof x?", ["number", "string", "It is **undefined**", "object"]),
       ("What does g() log?", ["It logs **undefined**", "It logs 2", "nothing", "an error"]),
       ("What is y after the loop?", ["3", "4", "5", "It stays **undefined**"]),
       ("What is z?", ["1", "It is **undefined**", "NaN", "null"])]


def test_a_long_bold_word_that_is_text_on_one_choice_of_every_question_is_read_as_the_mark_and_said(
        tmp_path: Path) -> None:
    """Nothing in the file tells such a word from a mark (``def **This**``): it is read so, but never silently."""
    out: list[str] = []
    for n, (stem, choices) in enumerate(_JS, start=1):
        out += [f"**{n}. {stem}**", ""] + [f"{j + 1}) {c}" for j, c in enumerate(choices)] + ["", ""]
    _, said = read_said(tmp_path, "\n".join(out), "quiz.md")
    assert any("'**undefined**'" in s and "warning" in s for s in said), said
