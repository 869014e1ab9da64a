"""Records the readers did not know, learnt from the file's own regularity (records38), in the shapes of banks:

* one-line records of quoted fields, ``1. "q" "a" "b" "c" ="b"`` (linerecords): the ``=`` span the answer by text,
  lines without quotes not read and said;
* sign-led lines with no blank lines, ``? q`` / ``- wrong`` / ``+ right``, ``!`` for a typed answer (signpairs): the
  open items left out and said; a sign always at one place of its run (``^ list`` / ``* key``) is no right mark;
* true/false statements in a script without spaces, ``statement。,0|1`` (verdictlines): read, the values written as the
  language's true/false signs, said;
* blocks of a fixed length with a choices line split by ``;`` and a key number (keyedblocks): the blocks of another
  kind left out and said; a ``#`` that is a word's sign (``answer #2``) splits nothing;
* card tables of three columns, ``Field | Visibility | Value``, with a quoted list of options (mdcardtables): the
  labels off, ``Correct answers`` ticked, a scale's table with no key left out (its lines not used).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.keyedblocks import keyed_blocks
from quizdeck.importers.signpairs import sign_records
from tests.conftest import read_said, rows_of

_QUOTED = """Pytania z BHP:

1. "Kto odpowiada za szkolenie?" "Pracownik" "Pracodawca" "Sąsiad" "Nikt" ="Pracodawca"
2. "Co oznacza znak (GHS02)?" "Płomień" "Woda" "Ziemia" "Powietrze" ="Płomień"
3. "Ile wynosi norma hałasu?" "85 dB" "120 dB" "10 dB" "300 dB" ="85 dB"
4. "Kto prowadzi rejestr wypadków?" "Pracodawca" "Lekarz" "Policja" "Sołtys" ="Pracodawca"

   może będzie więcej
"""


def test_quoted_fields_on_one_line_are_a_record(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _QUOTED, "pytania.txt")
    rows = rows_of(deck)
    assert rows[0] == ("Kto odpowiada za szkolenie?", ["Pracownik", "Pracodawca", "Sąsiad", "Nikt"], [1])
    assert rows[2] == ("Ile wynosi norma hałasu?", ["85 dB", "120 dB", "10 dB", "300 dB"], [0])
    assert len(rows) == 4
    assert any(":1:" in s and "not read as questions" in s for s in said), said


_QUOTED_LAST = """"Capital of France?" "Paris" "Rome" "Oslo" "Paris"
"Largest ocean?" "Atlantic" "Pacific" "Indian" "Pacific"
"Red planet?" "Mars" "Venus" "Earth" "Mars"
"Smallest prime?" "1" "2" "3" "2"
"""


def test_a_last_span_repeating_a_choice_is_the_answer(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _QUOTED_LAST, "quiz.txt")
    assert rows_of(deck)[1] == ("Largest ocean?", ["Atlantic", "Pacific", "Indian"], [1])
    assert rows_of(deck)[3] == ("Smallest prime?", ["1", "2", "3"], [1])
    assert any(":1:" in s and "read as the answer, not a choice" in s for s in said), said


_SIGNED = """\ufeff? Як писати як(слід)?
- Разом.
+ Окремо.
- Через дефіс.
? Вкажіть слово, вжите неправильно.
- Але природу не нада було руйнувати.
! Треба.
? Напишіть правильно "бистріше".
! швидше
? Як писати на(шкоду)?
- Разом.
+ Окремо.
- Через дефіс.
? Як писати по(біч)?
+ Разом.
- Окремо.
- Через дефіс.
? Напишіть правильно "больниця".
! лікарня
? Як писати недо(писав)?
+ Разом.
- Окремо.
- Через дефіс.
"""


def test_sign_led_lines_read_their_signs(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _SIGNED, "quiz.txt")
    rows = rows_of(deck)
    assert rows == [("Як писати як(слід)?", ["Разом.", "Окремо.", "Через дефіс."], [1]),
                    ("Як писати на(шкоду)?", ["Разом.", "Окремо.", "Через дефіс."], [1]),
                    ("Як писати по(біч)?", ["Разом.", "Окремо.", "Через дефіс."], [0]),
                    ("Як писати недо(писав)?", ["Разом.", "Окремо.", "Через дефіс."], [0])]
    assert any(":5:" in s and "left out as open questions" in s for s in said), said


def test_a_sign_always_at_one_place_is_a_field_not_a_mark() -> None:
    lines = []
    for k in range(5):
        lines += [f"$ Question number {k} ...", f"^ a{k}, b{k}, c{k}", f"* b{k}"]
    assert sign_records(lines) is None


_CJK = """長野高専敷地内にあるスパナ池は本当にスパナの形をしている。,0
全国の高専で最も偏差値が高いのは明石高専である。,0
高専には専用の通学バスがある。,1
長野高専にはプールがない。,1
長野高専には体育館が三つある。,0
"""


def test_true_false_statements_without_spaces_are_read(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _CJK, "quiz.csv")
    rows = rows_of(deck)
    assert len(rows) == 5
    assert rows[2] == ("高専には専用の通学バスがある。", ["○", "×"], [0])
    assert rows[0][2] == [1]
    assert any(":1:" in s and "written as '○'/'×'" in s for s in said), said


_BLOCKS = """6
G
Care este capitala Frantei?
2
Roma;Paris;Berlin;Madrid

A
Lumina se propaga in vid.
1
1

G
Cati biti are un octet?
1
8;16;32;64

L
Cine a scris "Ion"?
Liviu Rebreanu;Rebreanu
1

G
In ce limbaj este scris acest program?
3
Java;Python;C++;JavaScript

G
Care este cel mai mare ocean?
2
Atlantic;Pacific;Indian
"""


def test_blocks_with_a_choices_line_and_a_key_number(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _BLOCKS, "intrebari.txt")
    rows = rows_of(deck)
    assert rows == [("Care este capitala Frantei?", ["Roma", "Paris", "Berlin", "Madrid"], [1]),
                    ("Cati biti are un octet?", ["8", "16", "32", "64"], [0]),
                    ("In ce limbaj este scris acest program?", ["Java", "Python", "C++", "JavaScript"], [2]),
                    ("Care este cel mai mare ocean?", ["Atlantic", "Pacific", "Indian"], [1])]
    assert any(":7:" in s and "left out" in s for s in said), said
    assert any(":2:" in s and "line 1 of each block not read" in s for s in said), said


def test_a_words_sign_splits_no_choices_line() -> None:
    text = "\n\n".join(f"Pytanie #{k}\n2\nOdpowiedz #0 do #{k}\nOdpowiedz #1 do #{k}\nOdpowiedz #2 do #{k}"
                       for k in range(5))
    assert keyed_blocks(text.splitlines()) is None


def _card(ident: str, question: str, options: str, right: str | None) -> str:
    rows = ["| Field | Visibility | Value |", "|---|---|---|", f"| **Question ID** | Participants | {ident} |",
            f"| **Question** | Participants | {question} |", f"| **Options** | Participants | {options} |",
            "| **Answer type** | Researcher-only | Single-select |"]
    if right is not None:
        rows.append(f"| **Correct answers** | Researcher-only | {right} |")
    rows.append("| **Bloom's level** | Researcher-only | Remembering |")
    return "\n".join(rows) + "\n\n"


_TABLES = ("# Empires\n\n## Familiarity\n\n"
           + _card("FQ1", "How familiar are you with empires?", '["1 (Not at all)", "2", "3", "4", "5 (Very)"]', None)
           + "## Quiz\n\n"
           + _card("CQ1", "The first Indian empire was founded by", '["A. Kanishka", "B. Chandragupta", "C. Ashoka"]',
                   '["B. Chandragupta"]')
           + _card("CQ2", "Which river floods?", '["A. Indus", "B. Volga", "C. Rhine"]', '["A. Indus"]')
           + _card("CQ3", "Who converted to Buddhism?", '["A. Akbar", "B. Babur", "C. Ashoka", "D. Humayun"]',
                   '["C. Ashoka"]'))


def test_card_tables_of_three_columns_with_a_list_of_options(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _TABLES, "quiz.md")
    rows = rows_of(deck)
    assert rows == [("The first Indian empire was founded by", ["Kanishka", "Chandragupta", "Ashoka"], [1]),
                    ("Which river floods?", ["Indus", "Volga", "Rhine"], [0]),
                    ("Who converted to Buddhism?", ["Akbar", "Babur", "Ashoka", "Humayun"], [2])]
    assert deck.unused(_TABLES.splitlines()), "the scale's table is said as not used"
