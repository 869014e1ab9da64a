"""True/false statement lines as files write them (verdictlines, session 39):

* one side written two ways (``; verdadeiro`` on most lines, ``; false`` on one, ``; falso`` on another): the
  values folded through the true/false words before the two forms are counted; the choice is the side's spelling
  the file uses most (on a tie the one that goes with the other side's), each other spelling said at its line;
* section heads over the statements (``Field:Geography``, ``Difficulty:Easy``, ``## Rivers``, ``RIVERS``): left
  out of the nine-in-ten base, each statement tagged with the last head of each kind above it, said once;
* known true/false words the file writes in lower case written as a button shows them (``True``, ``Wahr``), in the
  file's own language (``true`` beside Vietnamese or Arabic statements: ``True``).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.linekinds import classify
from quizdeck.importers.verdictlines import verdict_lines
from quizdeck.importers.verdictwords import shown, side
from tests.conftest import read_said, rows_of

_MIXED_ES = """El Sol es una estrella de tamaño medio | verdadero
La Luna tiene luz propia y brilla sola | false
Marte tiene dos lunas pequeñas | verdadero
Júpiter es el planeta más grande | verdadero
Venus es el planeta más cercano al Sol | falso
Saturno tiene anillos visibles | verdadero
Neptuno es el planeta más caliente | falso
"""


def test_a_side_written_two_ways_is_one_side_said_at_its_line(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _MIXED_ES, "planetas.txt")
    rows = rows_of(deck)
    assert len(rows) == 7
    assert {tuple(r[1]) for r in rows} == {("Verdadero", "Falso")}
    assert [r[2] for r in rows] == [[0], [1], [0], [0], [1], [0], [1]]
    assert any(":2:" in s and "'false' read as 'falso'" in s for s in said), said
    assert not any(":5:" in s for s in said), said


_MIXED_TIE = """A linguagem oficial do Android nativo é Kotlin; verdadeiro
A publicação na loja de aplicativos é gratuita; false
O Brasil tem quase duzentos milhões de pessoas; verdadeiro
Flutter é um framework de desenvolvimento móvel; verdadeiro
O Dart é a linguagem do Flutter; verdadeiro
O Flutter compila projetos em Cobol; falso
"""


def test_a_tie_between_two_spellings_goes_with_the_other_side(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _MIXED_TIE, "perguntas.txt")
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[0], [1], [0], [0], [0], [1]]
    assert rows[1][1] == ["Verdadeiro", "Falso"]
    assert any(":2:" in s and "'false' read as 'falso'" in s for s in said), said


_HEADED = """Topic:Geography
Level:Easy
Paris is the capital of France;True
The Nile flows through Egypt;True
Mount Everest is in the Alps;False
Level:Hard
Lake Baikal is the deepest lake;True
The Danube ends in the North Sea;False
Topic:History
Level:Easy
Rome was founded before Athens;False
The Berlin Wall fell in 1989;True
Level:Hard
Napoleon was born on Corsica;True
The Magna Carta dates from 1066;False
"""


def test_repeated_key_value_heads_are_tags_not_questions(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _HEADED, "bank.txt")
    rows = rows_of(deck)
    assert len(rows) == 9
    assert rows[0] == ("Paris is the capital of France", ["True", "False"], [0])
    assert rows[4][2] == [1]
    assert deck.questions[0].tags == ["Geography", "Easy"]
    assert deck.questions[3].tags == ["Geography", "Hard"]
    assert deck.questions[5].tags == ["History", "Easy"]     # a new Topic clears the Level above it
    heads = [s for s in said if "section heads" in s]
    assert len(heads) == 1 and ":1:" in heads[0] and "6 lines" in heads[0], said


_MD_HEADED = """## Rivers
T | The Amazon carries more water than any other river
F | The Thames is longer than the Rhine
T | The Mississippi flows into the Gulf of Mexico
## Mountains
F | Kilimanjaro stands in the Andes
T | K2 is the second highest mountain
F | Mont Blanc is higher than Everest
"""


def test_markdown_headings_over_statements_are_tags(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _MD_HEADED, "rivers.md")
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[0], [1], [0], [1], [0], [1]]
    assert deck.questions[0].tags == ["Rivers"] and deck.questions[5].tags == ["Mountains"]
    assert any("section heads over the statements ('headings')" in s for s in said), said


_CAPS = """GEOGRAFIE
w Der Rhein fließt durch Köln.
f Die Donau mündet in die Nordsee.
w Der Bodensee grenzt an drei Länder.
GESCHICHTE
f Die Mauer fiel im Jahr 1991.
w Karl der Große wurde im Jahr 800 gekrönt.
f Bismarck war Kaiser von Österreich.
"""


def test_lines_in_capitals_over_statements_are_tags(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _CAPS, "fragen.txt")
    rows = rows_of(deck)
    assert len(rows) == 6 and rows[0][1] == ["wahr", "falsch"]   # the letters spelled out, as before
    assert deck.questions[3].tags == ["GESCHICHTE"]
    assert not any("not read as questions" in s for s in said), said


_LOWER_EN = """true The Pacific is larger than the Atlantic.
false The Suez Canal joins the Red Sea and the Indian Ocean.
false The source of the Nile is in Egypt.
true The Amazon is the longest river of the Americas.
true Lake Baikal is the oldest lake in the world.
true The façade of Notre-Dame faces west.
"""


def test_lower_case_true_false_are_written_as_a_button_shows_them(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _LOWER_EN, "questions.txt")
    rows = rows_of(deck)
    assert rows[1] == ("The Suez Canal joins the Red Sea and the Indian Ocean.", ["True", "False"], [1])
    assert not any("Boolean" in s for s in said), said   # one façade tells no French


_LOWER_AR = """true المحيط الهادي أكبر من المحيط الأطلنطي.
false قناة السويس يربط البحر الأحمر والمحيط الهندي.
false مصدر نهر النيل في مصر.
true نهر الأمازون هو أطول نهر في الأمريكتين."""


def test_lower_case_literals_beside_a_script_without_a_word_table_stay_english(tmp_path: Path) -> None:
    deck, _said = read_said(tmp_path, _LOWER_AR, "questions.txt")
    assert {tuple(r[1]) for r in rows_of(deck)} == {("True", "False")}


_LITERALS_VI = """Lĩnh vực:Địa Lý
Độ khó:Dễ
Hà Nội là thủ đô của Việt Nam?:true
Việt Nam có sáu mươi ba tỉnh thành.:true
Dân số Việt Nam là tám mươi triệu.:false
Sông Hồng chảy qua Hà Nội.:true
Độ khó:Khó
Đà Lạt nằm ở đồng bằng sông Cửu Long.:false
Vịnh Hạ Long thuộc tỉnh Quảng Ninh.:true
Lĩnh vực:Lịch Sử
Độ khó:Dễ
Chiến thắng Điện Biên Phủ năm 1954.:true
Nhà Lý dời đô về Thăng Long năm 1010.:true
"""


def test_keys_of_two_words_head_sections_and_literals_stay_the_files_words(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _LITERALS_VI, "questions.txt")
    rows = rows_of(deck)
    assert len(rows) == 8
    assert deck.questions[5].tags == ["Địa-Lý", "Khó"] and deck.questions[6].tags == ["Lịch-Sử", "Dễ"]
    assert rows[2][1:] == (["True", "False"], [1])
    assert any(":1:" in s and "5 lines read as section heads" in s for s in said), said


def test_words_as_buttons_show_them() -> None:
    assert [shown(w) for w in ("true", "falsch", "đúng", "TRUE", "Vrai", "t", "对", "topic")] == \
        ["True", "Falsch", "Đúng", "TRUE", "Vrai", "t", "对", "topic"]
    assert [side(w) for w in ("Verdadeiro", "false", "falso", "F", "level")] == [True, False, False, False, None]


_NO_VERDICTS = """# Quiz Questions
# Kept by the teacher
# Format: id|text|options|answer|category|points
1|What is the default port for HTTP?|80,443,8080|0|Networking|10
2|Which class accepts socket connections?|Socket,ServerSocket,Datagram|1|Java|10
3|What does TCP stand for?|Transfer,Transmission,Transport|1|Networking|10
4|Which layer routes packets?|Physical,Network,Transport|1|Networking|10
5|What is a thread?|A file,A path of execution,A port|1|Java|10
6|What is a socket?|Hardware,An endpoint,A database|1|Networking|10
7|Which port range is well known?|0-1023,1024-49151,49152-65535|0|Networking|10
8|Which keyword synchronises threads?|async,synchronized,lock|1|Java|10
9|Which stream reads objects?|ObjectInputStream,Reader,Scanner|0|Java|10
10|Which call waits for a client?|connect,accept,listen|1|Java|10
"""


def test_heads_never_make_values_of_no_verdict_a_reading() -> None:
    assert verdict_lines(classify(_NO_VERDICTS.split("\n"))) is None


_CHAPTERS = """Chapter 1: Cells
The nucleus holds the cell's DNA = T
Ribosomes make lipids = F
Mitochondria release energy = T
Chapter 2: Genetics
Genes are made of proteins = F
Alleles are versions of a gene = T
Chapter 3: Evolution
Darwin sailed on the Beagle = T
Fossils are never dated = F
"""


def test_numbered_keys_are_heads_of_one_kind(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _CHAPTERS, "biology.txt")
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[0], [1], [0], [1], [0], [0], [1]]
    assert deck.questions[4].tags == ["Genetics"] and deck.questions[6].tags == ["Evolution"]
    assert any(":1:" in s and "3 lines read as section heads" in s for s in said), said


_KANJI_CAPS = """長野高専の図書館には漫画が置いてある。,1
長野高専では成績にA、B、C、Dのランクを付ける。,1
IE系の正式名称は国際エレクトロニクス系である。,0
CE系の正式名称は都市デザイン系である。,1
MR系の正式名称は機械ラジコン系である。,0
長野高専の寮は5棟以上ある。,1
"""


def test_a_statement_of_capitals_and_kanji_is_no_head() -> None:
    found = verdict_lines(classify(_KANJI_CAPS.split("\n")))
    assert found is not None and len(found.verdicts) == 6 and not found.notes


_HEADER_ROW = """STATEMENT;ANSWER
The heart has four chambers;TRUE
Bones are made of steel;FALSE
Blood carries oxygen;TRUE
Skin is the largest organ;TRUE
The liver makes insulin;FALSE
Lungs exchange gases;TRUE
The brain feels no pain;TRUE
Nails grow from bone;FALSE
Teeth are living tissue;TRUE
Hair is made of keratin;TRUE
"""


def test_a_header_row_in_capitals_is_no_section_head() -> None:
    found = verdict_lines(classify(_HEADER_ROW.split("\n")))
    assert found is not None and len(found.verdicts) == 10 and all(not v.tags for v in found.verdicts)
    assert found.choices == ("TRUE", "FALSE")
