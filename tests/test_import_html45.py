"""Session 45's HTML-in-Markdown rules (task45-html): shapes of real banks the reader lost or read wrong.

* choices each one element inside a list item (``<li><button onclick="check('q1', 'why', true)">x</button></li>``,
  ``<li><a data-correct>``, ``<li><span class="opt right">``), the siblings' attributes the same but for a verdict
  word: the choices, the verdict their mark (htmlverdicts, through htmlblocks);
* a TAB indenting some ``<li>`` lines of a list whose others are indented by spaces: their siblings' indent
  (htmlblocks);
* an HTML-only tail after the last question (an author's footer, a script's end screen): the page's, not that
  question's explanation, whatever its length; its lines listed as not used (htmlfooters, through textquiz).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import htmlblocks, htmlfooters, htmlverdicts
from tests.conftest import read_said, rows_of


def _button(q: int, text: str, right: bool, why: str = "") -> str:
    return f"""    <li><button onclick="check('q{q}', '{why}', {'true' if right else 'false'})">{text}</button></li>"""


def _page(items: list[list[str]], tail: str = "") -> str:
    out = ["## Ein Quiz", ""]
    for n, lis in enumerate(items, start=1):
        out += [f"### Frage {n}", "", f"Welche Antwort passt zu Frage {n}?", "", f'<div id="q{n}">', "  <ol>",
                *lis, "  </ol>", f'  <p id="result_q{n}"></p>', "</div>", ""]
    return "\n".join(out) + tail


_BUTTONS = _page([
    [_button(1, "Rot", False), _button(1, "Blau", True, "Der Himmel streut blaues Licht."), _button(1, "Gelb", False)],
    [_button(2, "Eins", False), _button(2, "Zwei", False), _button(2, "Drei", True, "Zwei und eins.")],
    [_button(3, "Ja", True, "So ist es."), _button(3, "Nein", False)],
])


# -- 1. verdicts on an element nested in a list item --------------------------------------------------------------

def test_buttons_verdict_in_the_call_marks_the_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _BUTTONS, "quiz.md")
    assert rows_of(deck) == [
        ("Welche Antwort passt zu Frage 1?", ["Rot", "Blau", "Gelb"], [1]),
        ("Welche Antwort passt zu Frage 2?", ["Eins", "Zwei", "Drei"], [2]),
        ("Welche Antwort passt zu Frage 3?", ["Ja", "Nein"], [0]),
    ]
    assert not any("no answer" in s for s in said)


def test_buttons_whys_reach_the_choices(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _BUTTONS, "quiz.md")
    assert [[c.why for c in q.choices] for q in deck.questions] == [
        [None, "Der Himmel streut blaues Licht.", None], [None, None, "Zwei und eins."], ["So ist es.", None]]
    assert any("script calls' strings" in m for m in deck.mended)
    plain = _BUTTONS.replace("'Der Himmel streut blaues Licht.'", "''").replace("'Zwei und eins.'", "''").replace(
        "'So ist es.'", "''")
    deck, _ = read_said(tmp_path, plain, "quiz.md")   # every string the same: no why, nothing said
    assert all(c.why is None for q in deck.questions for c in q.choices) and not deck.mended


def test_buttons_why_is_the_string_that_differs() -> None:
    lines = _BUTTONS.split("\n")
    first = lines.index(_button(1, "Rot", False))
    got = htmlverdicts.choices(lines, first - 2, first + 6, [False] * len(lines))
    assert [(c.text, c.right, c.why) for c in got] == [
        ("Rot", False, ""), ("Blau", True, "Der Himmel streut blaues Licht."), ("Gelb", False, "")]


def test_links_flagged_by_presence_and_spans_by_class(tmp_path: Path) -> None:
    links = [['  <li><a href="#" data-correct>Paris</a></li>', '  <li><a href="#">Lyon</a></li>'],
             ['  <li><a href="#">Rom</a></li>', '  <li><a href="#" data-correct>Bern</a></li>']]
    spans = [['  <li><span class="opt">Eis</span></li>', '  <li><span class="opt right">Wasser</span></li>'],
             ['  <li><span class="opt right">Luft</span></li>', '  <li><span class="opt">Stein</span></li>']]
    for items, answers in ((links, [[0], [1]]), (spans, [[1], [0]])):
        deck, _ = read_said(tmp_path, _page(items), "quiz.md")
        assert [q.answer for q in deck.questions] == answers
        assert all("<" not in c.text for q in deck.questions for c in q.choices)


def test_wrapped_siblings_near_misses_are_no_choices() -> None:
    def found(lis: list[str]) -> list[htmlverdicts.Choice]:
        return htmlverdicts.choices(lis, 0, len(lis), [False] * len(lis))

    assert found([_button(1, "a", False), _button(1, "b", True)])
    # a page's links (no verdict), verdicts that agree, siblings differing by more than a verdict, two tags
    nav = ['<li><a href="a.html">Start</a></li>', '<li><a href="b.html">Kontakt</a></li>']
    agree = [_button(1, "a", False), _button(1, "b", False)]
    other = ['<li><button data-n="1" onclick="f(true)">a</button></li>',
             '<li><button data-n="2" onclick="f(false)">b</button></li>']
    tags = ['<li><button onclick="f(true)">a</button></li>', '<li><a onclick="f(false)">b</a></li>']
    for lis in (nav, agree, other, tags):
        assert found(lis) == [], lis


def test_navigation_list_keeps_its_markup(tmp_path: Path) -> None:
    lines = ["<ul>", '  <li><a href="a.html">Start</a></li>', '  <li><a href="b.html">Kontakt</a></li>', "</ul>"]
    out, _ = htmlblocks.flatten(lines, [(0, 4)], [False] * 4)
    assert out[1] == '  - <a href="a.html">Start</a>'


# -- 2. a TAB among spaces indenting <li> lines --------------------------------------------------------------------

_TABBED = """## Quiz

### Frage 1

Welche Farbe hat der Himmel?

<div id="q1">
  <ol>
    <li>Rot</li>
    <li>Blau</li>
\t<li>Gelb</li>
\t<li>Grün</li>
    <p id="r1"></p>
</div>

Antwort: B

### Frage 2

Was ist 1+1?

<div id="q2">
  <ol>
    <li>1</li>
    <li>2</li>
  </ol>
</div>

Antwort: B
"""


def test_tab_indented_items_join_their_siblings(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _TABBED, "quiz.md")
    assert rows_of(deck)[0] == ("Welche Farbe hat der Himmel?", ["Rot", "Blau", "Gelb", "Grün"], [1])
    assert deck.description is None


def test_tab_indent_needs_a_sibling_of_spaces() -> None:
    mixed = ["<ol>", "    <li>a</li>", "\t<li>b</li>", "</ol>"]
    assert htmlblocks.flatten(mixed, [(0, 4)], [False] * 4)[0][1:3] == ["    - a", "    - b"]
    tabs = ["<ol>", "\t<li>a</li>", "\t<li>b</li>", "</ol>"]
    assert htmlblocks.flatten(tabs, [(0, 4)], [False] * 4)[0][1:3] == ["\t- a", "\t- b"]


# -- 3. an HTML-only tail after the last question --------------------------------------------------------------------

_BOXES = """## Dia 1: Redes - como funcionam

### &nbsp; Quiz: Redes - Parte 1

### &nbsp; Marque os exemplos de um "Cliente":

- [x] &nbsp;Opera
- [x] &nbsp;Safari
- [ ] &nbsp;Apache

### &nbsp; Qual protocolo entrega as páginas web?

- [ ] &nbsp;FTP
- [x] &nbsp;HTTP
- [ ] &nbsp;SMTP

### &nbsp; Quantos bits tem um byte?

- [x] &nbsp;8
- [ ] &nbsp;16

### &nbsp; O que traduz nomes em endereços?

- [ ] &nbsp;Roteador
- [ ] &nbsp;Navegador
- [x] &nbsp;DNS
- [ ] &nbsp;Switch

### &nbsp; Qual porta o HTTPS usa por padrão?

- [ ] &nbsp;80
- [ ] &nbsp;21
- [x] &nbsp;443

### &nbsp; Qual recurso monta as páginas no navegador?

- [ ] &nbsp;Modo anônimo
- [x] &nbsp;Engine de renderização
- [ ] &nbsp;Tela cheia
"""
_FOOTER = """
<h1 align="center">
    <img alt="Logo" src="https://example.org/logo.png"/>
</h1>
<h3 align=center>Me encontre:</h3>
<p align=center>
<a href="https://example.org/me"><img src="https://example.org/icon.svg" alt="me" height="20" /></a>
</p>
"""


def test_html_footer_is_no_explanation(tmp_path: Path) -> None:
    for page in (_BOXES + _FOOTER, _BUTTONS + _FOOTER):
        deck, said = read_said(tmp_path, page, "quiz.md")
        assert len(deck.questions) in (3, 6) and all(q.explanation is None for q in deck.questions)
        assert not any("remote image" in s for s in said)
        first = page.split("\n").index('<h1 align="center">') + 1
        assert any(first <= a and b == first + 6 for a, b in deck.unused(page.split("\n")) + deck.furniture), page
    assert any("HTML only: read as the page's footer" in s for s in said)


def test_end_screen_div_is_no_explanation(tmp_path: Path) -> None:
    tail = '\n<div id="endScreen" style="display: none;">\n    <h2>Fertig!</h2>\n    <p id="score"></p>\n</div>\n'
    deck, _ = read_said(tmp_path, _BUTTONS + tail, "quiz.md")
    assert len(deck.questions) == 3 and deck.questions[-1].explanation is None


def test_html_tail_near_misses_stay_explanations(tmp_path: Path) -> None:
    # Markdown words in the tail, or the file's other questions explained: the rule does not fire
    mixed = _BUTTONS + "\nDie Antwort Ja ist richtig, weil es so ist.\n" + _FOOTER
    deck, _ = read_said(tmp_path, mixed, "quiz.md")
    assert deck.questions[-1].explanation is not None
    explained = _BUTTONS.replace("</div>\n\n### Frage 2", "</div>\n\nErklärung: Der Himmel ist blau.\n\n### Frage 2")
    deck, said = read_said(tmp_path, explained + _FOOTER, "quiz.md")
    assert deck.questions[0].explanation is not None and deck.questions[-1].explanation is not None
    assert not any("page's footer" in s for s in said)


def test_html_tail_lines() -> None:
    lines = ["- [x] a", "", "<div>", "<h2>x</h2>", "</div>"]
    assert htmlfooters.html_tail(lines, ["- [x] a", "", "", "## x", ""], 3, 5) == 2
    text = ["- [x] a", "", "text", "<div>x</div>"]
    assert htmlfooters.html_tail(text, text, 2, 4) is None
    glued = ["- [x] a", "<div>", "<h2>x</h2>", "</div>"]   # no blank line above it
    assert htmlfooters.html_tail(glued, ["- [x] a", "", "## x", ""], 2, 4) is None
