"""A second read of session 45's HTML rules (htmlverdicts, htmlblocks' TAB indents, htmlfooters): near-miss shapes
the first tests did not try, each either held by the rule or mended (a tighter proof, or a warning at the line)."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import htmlblocks, htmlverdicts
from tests.conftest import read_said, rows_of


def _found(lis: list[str]) -> list[htmlverdicts.Choice]:
    return htmlverdicts.choices(lis, 0, len(lis), [False] * len(lis))


def _page(items: list[list[str]], tail: str = "") -> str:
    out = ["## Quiz", ""]
    for n, lis in enumerate(items, start=1):
        out += [f"### Question {n}", "", f"Which one fits question {n}?", "", f'<div id="q{n}">', "  <ol>",
                *lis, "  </ol>", "</div>", ""]
    return "\n".join(out) + tail


def _button(q: int, text: str, right: bool, why: str = "", key: str = "") -> str:
    args = f"'q{q}', " + (f"'{key}', " if key else "") + f"'{why}', {'true' if right else 'false'}"
    return f"""    <li><button onclick="check({args})">{text}</button></li>"""


# -- verdicts: what else a true/false in an attribute can mean ------------------------------------------------------

def test_true_false_buttons_passing_their_own_value_are_no_verdict() -> None:
    # the call sends the button's own value (the script holds the key): no mark, in any language
    for yes, no in (("True", "False"), ("Vrai", "Faux"), ("Ja", "Nein")):
        lis = [f'<li><button onclick="answer(\'q1\', true)">{yes}</button></li>',
               f'<li><button onclick="answer(\'q1\', false)">{no}</button></li>']
        assert _found(lis) == [], yes
    # the same words as choices, the verdict against them: the mark holds
    lis = ['<li><button onclick="answer(\'q1\', false)">True</button></li>',
           '<li><button onclick="answer(\'q1\', true)">False</button></li>']
    assert [c.right for c in _found(lis)] == [False, True]


def test_state_attributes_are_no_verdict() -> None:
    # a tab bar (aria-selected), a menu (aria-expanded), a toggle: ARIA's states, not a grade (``data-*="true"`` is
    # a page's own name, read as htmlblocks reads ``data-answer="true"``: a verdict)
    for name in ("aria-selected", "aria-expanded", "aria-pressed"):
        lis = [f'<li><a class="tab" {name}="true">Overview</a></li>',
               f'<li><a class="tab" {name}="false">Files</a></li>',
               f'<li><a class="tab" {name}="false">Issues</a></li>']
        assert _found(lis) == [], name
    # a name that says the verdict: its value's sense goes with it
    lis = ['<li><a data-correct="false">a</a></li>', '<li><a data-correct="true">b</a></li>']
    assert [c.right for c in _found(lis)] == [False, True]
    lis = ['<li><a data-wrong="true">a</a></li>', '<li><a data-wrong="false">b</a></li>']
    assert [c.right for c in _found(lis)] == [False, True]


def test_placing_and_naming_attributes_are_no_verdict() -> None:
    # languages (``ja``: yes, ``no``: no), a form field's name: what htmlblocks already never reads as a verdict
    langs = ['<li><span lang="ja">こんにちは</span></li>', '<li><span lang="no">Hei</span></li>']
    names = ['<li><label for="yes">Yes, send</label></li>', '<li><label for="no">No, keep</label></li>']
    links = ['<li><a href="right.html">Right turn</a></li>', '<li><a href="wrong.html">Wrong turn</a></li>']
    for lis in (langs, names, links):
        assert _found(lis) == [], lis
    # a verdict in a joined id still tells (``id="q1-correct"``)
    lis = ['<li><span id="q1-correct">a</span></li>', '<li><span id="q1-incorrect">b</span></li>']
    assert [c.right for c in _found(lis)] == [True, False]


def test_a_key_that_differs_is_no_why() -> None:
    # the call's differing string is the choice's key ('A', 'B') or its own text: no why
    keyed = [_button(1, "Red", False, key="A"), _button(1, "Blue", True, key="B"), _button(1, "Green", False, key="C")]
    assert [c.why for c in _found(keyed)] == ["", "", ""]
    own = ['<li><button onclick="pick(\'Red\', false)">Red</button></li>',
           '<li><button onclick="pick(\'Blue\', true)">Blue</button></li>']
    assert [c.why for c in _found(own)] == ["", ""]
    # a why on the right one only, or on each: still each choice's why
    whys = [_button(1, "Red", False, "Red is warm."), _button(1, "Blue", True, "The sky scatters blue.")]
    assert [c.why for c in _found(whys)] == ["Red is warm.", "The sky scatters blue."]


def test_single_question_and_crlf(tmp_path: Path) -> None:
    page = _page([[_button(1, "Red", False), _button(1, "Blue", True, "Sky."), _button(1, "Green", False)]])
    for text in (page, page.replace("\n", "\r\n")):
        deck, _ = read_said(tmp_path, text, "quiz.md")
        assert rows_of(deck) == [("Which one fits question 1?", ["Red", "Blue", "Green"], [1])]
        assert [c.why for c in deck.questions[0].choices] == [None, "Sky.", None]


def test_a_choice_that_merely_holds_a_verdict_word(tmp_path: Path) -> None:
    # the choices' texts are verdict words, the marks in the class: read by the class, not the text
    items = [['  <li><span class="opt">Correct</span></li>', '  <li><span class="opt right">Wrong</span></li>'],
             ['  <li><span class="opt right">Yes</span></li>', '  <li><span class="opt">No</span></li>']]
    deck, _ = read_said(tmp_path, _page(items), "quiz.md")
    assert [q.answer for q in deck.questions] == [[1], [0]]


# -- TAB indents: a deeper level written with TABs stays deeper --------------------------------------------------------

def test_tab_indented_nested_list_stays_nested() -> None:
    nested = ["<ul>", "  <li>Fruit", "  <ul>", "\t<li>Apple</li>", "\t<li>Pear</li>", "  </ul>", "  </li>",
              "  <li>Bread</li>", "</ul>"]
    out, _ = htmlblocks.flatten(nested, [(0, len(nested))], [False] * len(nested))
    assert out[3:5] == ["\t- Apple", "\t- Pear"]
    # one level, TABs among spaces: the siblings' indent (the engineer's rule holds)
    flat = ["<ol>", "  <li>a</li>", "\t<li>b</li>", "  <li>c</li>", "</ol>"]
    assert htmlblocks.flatten(flat, [(0, 5)], [False] * 5)[0][1:4] == ["  - a", "  - b", "  - c"]


# -- the HTML-only tail ------------------------------------------------------------------------------------------------

def test_last_question_explained_in_html_alone_is_said(tmp_path: Path) -> None:
    # two questions, only the last with an explanation, written in HTML: dropped as a footer, but said at its line
    page = _page([[_button(1, "Red", False), _button(1, "Blue", True)],
                  [_button(2, "One", False), _button(2, "Two", True)]],
                 "\n<details>\n<summary>Why</summary>\n<p>One and one make two.</p>\n</details>\n")
    deck, said = read_said(tmp_path, page, "quiz.md")
    assert len(deck.questions) == 2
    if deck.questions[-1].explanation is None:
        line = page.split("\n").index("<details>") + 1
        assert any(f":{line}:" in s and "footer" in s for s in said), said


def test_footer_with_crlf_is_the_pages(tmp_path: Path) -> None:
    page = _page([[_button(1, "Red", False), _button(1, "Blue", True)],
                  [_button(2, "One", False), _button(2, "Two", True)]],
                 '\n<p align="center">\n<a href="https://example.org/me"><img src="https://example.org/i.svg"/></a>\n'
                 '</p>\n')
    deck, said = read_said(tmp_path, page.replace("\n", "\r\n"), "quiz.md")
    assert [q.answer for q in deck.questions] == [[1], [1]] and deck.questions[-1].explanation is None
    assert any("page's footer" in s for s in said)
