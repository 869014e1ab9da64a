"""Review 29's findings 1-10 on e9d06c9 (verdict runs, verdict pairs, type-word records, list-item fences).

Each source is in the shape the review met (its sections 1-10), in other words and languages than its own:

1. choices marked ``(True)``/``(False)`` under a question are choices, not true/false statements: the question
   keeps its stem, the verdict pair says the answer;
2. ``f(x)``, ``cos(x)``, ``setVisible(true)`` at a line's end are calls, not verdicts;
3. ``- ```len(xs)```` (inline code in a list item) opens no code block;
4. a last choice written ``word: value`` is no "Hint:" note when the other choices are so written too;
5. a bracket before a false statement's end mark is its own (``(KCl)``), not its correction;
6. a ``/`` in a choice's own text (``TCP / IP / TAK``) does not defeat the pair;
7. one vocabulary of verdict words: ``Sim``/``Não``, ``Sì``/``No`` are pairs; the old readers read its words;
8. a starred choice and the echo line that disagree are said; the lines after the echo are the explanation;
9. one-word echo answers are no type words;
10. the verdict pair's summary is said only where the pair gave the answers.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers import csvinfer, htmlblocks, verdictpairs, verdictruns, verdicttags, verdictwords
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.recordshape import RecordShapeReader
from tests.conftest import read_said, rows_of


def _records(text: str) -> tuple[ImportedDeck, list[str]]:
    diags = Diagnostics()
    deck = ImportedDeck(name="quiz", key="", origin="quiz.txt")
    RecordShapeReader(Source("quiz.txt", "quiz.txt", text), diags).read(deck)
    return deck, [d.format() for d in diags.sorted()]


# -- 1 ------------------------------------------------------------------------------------------------------------
def test_choices_marked_true_or_false_stay_the_questions_choices(tmp_path: Path) -> None:
    text = "\n".join([
        "Astronomy quiz", "",
        "1. Which planet is the largest?", "a) Jupiter (True)", "b) Mars (False)", "c) Venus (False)",
        "d) Mercury (False)", "",
        "2. Which star is closest to Earth?", "a) Sirius (False)", "b) The Sun (True)", "c) Vega (False)",
        "d) Rigel (False)", "",
        "3. Which planet has the most moons?", "a) Saturn (True)", "b) Earth (False)", "c) Mars (False)",
        "d) Venus (False)", ""])
    assert verdictruns.find(text.split("\n"), [False] * len(text.split("\n"))) is None
    deck, said = read_said(tmp_path, text, "astro.txt")
    rows = rows_of(deck)
    assert [r[0] for r in rows] == ["Which planet is the largest?", "Which star is closest to Earth?",
                                    "Which planet has the most moons?"], said
    assert [r[2] for r in rows] == [[0], [1], [0]], rows
    assert rows[1][1] == ["Sirius", "The Sun", "Vega", "Rigel"], rows


def test_one_word_choices_in_a_spaced_script_are_no_statements(tmp_path: Path) -> None:
    text = "\n".join([
        "# Capitals", "",
        "## Capital of Kenya?", "- Nairobi (true)", "- Mombasa (false)", "- Kisumu (false)", "",
        "## Capital of Peru?", "- Cusco (false)", "- Lima (true)", "- Arequipa (false)", "",
        "## Capital of Chile?", "- Santiago (true)", "- Valparaíso (false)", "- Concepción (false)", ""])
    assert verdictruns.find(text.split("\n"), [False] * len(text.split("\n"))) is None
    deck, said = read_said(tmp_path, text, "capitals.md")
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[0], [1], [0]], (rows, said)
    assert rows[0][1] == ["Nairobi", "Mombasa", "Kisumu"], rows


# -- 2 ------------------------------------------------------------------------------------------------------------
def test_a_call_at_a_lines_end_is_no_verdict(tmp_path: Path) -> None:
    text = "\n".join([
        "## 判断题", "",
        "- 奇函数的图像关于原点对称(对)", "- 偶函数的导数一定是偶函数(错)", "- 周期函数一定有最小正周期(错)",
        "- 单调函数一定有反函数(对)", "",
        "## 选择题", "",
        "1. 设 y = cos x，则 y' 等于", "   A. sin(x)", "   B. -sin(x)", "   C. cos(x)", "   D. tan(x)",
        "   答案：B", "",
        "2. 下列哪个调用显示窗口", "   A. win.show(true)", "   B. win.hide(true)", "   C. win.show(false)",
        "   D. win.close(x)", "   答案：A", ""])
    lines = text.split("\n")
    found = verdictruns.find(lines, [False] * len(lines))
    assert found is not None and [s.line for s in found] == [2, 3, 4, 5], found
    deck, said = read_said(tmp_path, text, "calculus.md")
    rows = rows_of(deck)
    assert len(rows) == 6, (rows, said)
    assert rows[4][1] == ["sin(x)", "-sin(x)", "cos(x)", "tan(x)"] and rows[4][2] == [1], rows
    assert rows[5][1][0] == "win.show(true)" and rows[5][2] == [0], rows


# -- 3 ------------------------------------------------------------------------------------------------------------
def test_inline_code_in_triple_backticks_in_a_list_item_opens_no_fence(tmp_path: Path) -> None:
    text = "\n".join([
        "# JavaScript", "",
        "## 1. Which call gives an array's length?", "- ```arr.length```", "- `arr.size()`", "- `len(arr)`", "",
        "**Answer:** A", "",
        "## 2. Which keyword declares a constant?", "- `const`", "- `var`", "- `let`", "", "**Answer:** A", "",
        "## 3. What does this print?", "", "```js", "console.log(1 + 1)", "```", "", "- 2", "- 11", "- 3", "",
        "**Answer:** A", ""])
    deck, said = read_said(tmp_path, text, "js.md")
    rows = rows_of(deck)
    assert len(rows) == 3, (rows, said)
    assert [r[2] for r in rows] == [[0], [0], [0]], rows


# -- 4 ------------------------------------------------------------------------------------------------------------
def test_a_last_choice_written_key_colon_value_is_no_note() -> None:
    text = "\n".join([
        "Which rule lays items out in a grid?", "display: grid", "float: left", "clear: both", "display: grid", "",
        "Which rule pins an element to the viewport?", "position: fixed", "visibility: visible", "clear: left",
        "position: fixed", "",
        "Which rule hides the overflow?", "overflow: hidden", "cursor: pointer", "clear: right", "overflow: hidden",
        "",
        "Which rule makes text bold?", "font-weight: bold", "cursor: text", "clear: none", "font-weight: bold", ""])
    deck, said = _records(text)
    rows = rows_of(deck)
    assert [len(r[1]) for r in rows] == [3, 3, 3, 3], (rows, said)
    assert all(q.explanation is None for q in deck.questions), [q.explanation for q in deck.questions]
    assert [r[2] for r in rows] == [[0], [0], [0], [0]], rows


# -- 5 ------------------------------------------------------------------------------------------------------------
def test_a_bracket_before_a_false_statements_end_is_its_own() -> None:
    lines = ["(True) Iron rusts in moist air (Fe2O3).", "(False) Sodium is a noble gas (Na).",
             "(True) Mercury is a liquid metal (Hg).", "(False) Helium burns in air (at room temperature).",
             "(False) Copper is magnetic. (It is not: it is diamagnetic.)"]
    found = verdictruns.find(lines, [False] * len(lines))
    assert found is not None
    assert [(s.text, s.why) for s in found] == [
        ("Iron rusts in moist air (Fe2O3).", None), ("Sodium is a noble gas (Na).", None),
        ("Mercury is a liquid metal (Hg).", None), ("Helium burns in air (at room temperature).", None),
        ("Copper is magnetic.", "It is not: it is diamagnetic.")], found


# -- 6 ------------------------------------------------------------------------------------------------------------
def test_a_sign_in_a_choices_own_text_does_not_defeat_the_pair() -> None:
    lines = ["# Sítě", "",
             "## 1. Pravdivé výroky o modelech?", "- Model OSI má sedm vrstev. / ANO",
             "- Internet používá model TCP / IP / ANO", "- Model OSI má pět vrstev. / NE", "",
             "## 2. Pravdivé výroky o adresách?", "- IPv4 má 32 bitů. / ANO", "- MAC má 64 bitů. / NE",
             "- IPv6 má 128 bitů. / ANO", "",
             "## 3. Transportní protokol?", "- UDP / ANO", "- ICMP / NE", "- ARP / NE", ""]
    pair = verdictpairs.find(lines, [False] * len(lines))
    assert pair is not None
    assert pair.lines[4] == "- Internet používá model TCP / IP", pair.lines
    assert pair.right == {3, 4, 8, 10, 13} and pair.wrong == {5, 9, 14, 15}, pair


# -- 7 ------------------------------------------------------------------------------------------------------------
def test_portuguese_and_italian_verdicts_are_a_pair(tmp_path: Path) -> None:
    for yes, no in (("Sim", "Não"), ("Sì", "No")):
        text = "\n".join([
            "# Redes", "",
            "## 1. Protocolos de transporte?", f"- TCP / {yes}", f"- UDP / {yes}", f"- IP / {no}", "",
            "## 2. Porta do HTTPS?", f"- 443 / {yes}", f"- 80 / {no}", f"- 21 / {no}", "",
            "## 3. Endereços privados?", f"- 10.0.0.1 / {yes}", f"- 172.16.0.1 / {yes}", f"- 8.8.4.4 / {no}", ""])
        deck, said = read_said(tmp_path, text, "redes.md")
        assert [r[2] for r in rows_of(deck)] == [[0, 1], [0], [0, 1]], (yes, rows_of(deck), said)


def test_one_vocabulary_for_every_reader() -> None:
    for word in ("sim", "sì", "verdadera", "vera", "prawda"):
        assert word in verdictwords.TRUE_YES_RIGHT and word in verdictpairs._YES
    for word in ("não", "hamis", "falsa"):
        assert word in verdictwords.FALSE_NO_WRONG and word in verdictpairs._NO
    assert verdictruns._TRUE >= verdictwords.TRUE and verdictruns._FALSE >= verdictwords.FALSE
    assert verdicttags._RIGHT == verdictwords.RIGHT and verdicttags._WRONG == verdictwords.WRONG
    assert htmlblocks._RIGHT_WORDS == verdictwords.TRUE_YES_RIGHT
    # a sheet's cell words keep their sense (letters, signs, ``wrong``): csvinfer reads them from the vocabulary
    assert csvinfer.TRUE_WORDS is verdictwords.TRUE_WORDS and csvinfer.FALSE_WORDS is verdictwords.FALSE_WORDS
    assert {"t", "y", "v", "√"} <= verdictwords.TRUE_WORDS and {"f", "n", "×", "wrong"} <= verdictwords.FALSE_WORDS


# -- 8 ------------------------------------------------------------------------------------------------------------
def test_a_star_and_an_echo_that_disagree_are_said_and_the_explanation_kept() -> None:
    text = "\n".join([
        "Câu 1: Sông dài nhất thế giới? [A. *Nile* / B. Amazon / C. Mekong]", "Nile",
        "Giải thích: sông Nile dài khoảng 6.650 km.", "",
        "Câu 2: Đại dương lớn nhất? [A. Atlantic / B. *Indian* / C. Pacific]", "Pacific",
        "Giải thích: Thái Bình Dương lớn nhất.", "",
        "Câu 3: Núi cao nhất? [A. *Everest* / B. K2 / C. Fuji]", "Everest",
        "Giải thích: Everest cao 8.849 m.", ""])
    deck, said = _records(text)
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[0], [1], [0]], (rows, said)
    assert any(":6:1:" in s and "the starred choice is B, the line below the question names C" in s
               for s in said), said
    assert [q.explanation for q in deck.questions] == [
        "Giải thích: sông Nile dài khoảng 6.650 km.", "Giải thích: Thái Bình Dương lớn nhất.",
        "Giải thích: Everest cao 8.849 m."]


# -- 9 ------------------------------------------------------------------------------------------------------------
def test_one_word_echo_answers_are_no_type_words() -> None:
    text = "\n".join([
        "Leicht", "Hauptstadt von Portugal?", "Porto", "Lissabon", "Faro", "Lissabon",
        "Leicht", "Hauptstadt von Norwegen?", "Oslo", "Bergen", "Trondheim", "Oslo",
        "Schwer", "Hauptstadt von Kasachstan?", "Almaty", "Astana", "Schymkent", "Astana",
        "Schwer", "Hauptstadt von Myanmar?", "Yangon", "Mandalay", "Naypyidaw", "Naypyidaw", ""])
    deck, said = _records(text)
    rows = rows_of(deck)
    assert [r[0] for r in rows] == ["Hauptstadt von Portugal?", "Hauptstadt von Norwegen?",
                                    "Hauptstadt von Kasachstan?", "Hauptstadt von Myanmar?"], (rows, said)
    assert [r[2] for r in rows] == [[1], [0], [1], [2]], rows
    assert [q.tags for q in deck.questions] == [["Leicht"], ["Leicht"], ["Schwer"], ["Schwer"]]


# -- 10 -----------------------------------------------------------------------------------------------------------
def test_the_pairs_summary_says_which_reading_answered() -> None:
    text = "\n".join([
        "Best tool for a screw?", "Hammer#0", "Screwdriver#1", "Saw#0", "Screwdriver", "",
        "Best tool for a nail?", "Hammer#1", "Pliers#0", "Saw#0", "Hammer", "",
        "Best tool for a plank?", "Saw#1", "Pliers#0", "Hammer#0", "Saw", ""])
    deck, said = _records(text)
    assert [r[2] for r in rows_of(deck)] == [[1], [0], [0]], (rows_of(deck), said)
    assert any("the verdicts '#1' and '#0'" in m and "the answers read from the answer lines" in m
               for m in deck.mended), deck.mended
    deck, said = _records(text.replace("\nScrewdriver\n", "\n").replace("\nHammer\n", "\n").replace("\nSaw\n", "\n"))
    assert [r[2] for r in rows_of(deck)] == [[1], [0], [0]], (rows_of(deck), said)
    assert any("the verdicts '#1' and '#0'" in m and "(read as the answers)" in m for m in deck.mended), deck.mended
