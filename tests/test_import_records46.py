"""Session 46's record grammars learnt from the file (task46-records): app asset files whose records are written
in signs of their own, read as a sheet's rows.

* one record a line (linegrammar): ``stem#a,b,c,d:answer`` (a once-a-line sign before the choices, the right one
  written out again after another); ``stem? a, b, c, d, answer;tag`` (the question glued to the first item, the
  answer repeating a choice, a short tag of few values after the last sign);
* two-line records (linegrammar): ``stem|N`` over ``a @n b @n c``, keys that climb and wrap at the choice count;
* records and fields apart by sign-only lines (signlinerecords): ``**;**`` between records, ``*;*`` between fields,
  choices joined by a sign run (``~;~``), the answer a 0-based number.

Each comes with near misses that look alike and are left to the readers that read them before.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.linegrammar import grammar_rows
from quizdeck.importers.signlinerecords import sign_line_rows
from tests.conftest import read_said, rows_of

_HASHED = [
    (" The colour of a clear daytime sky is####", ["green", "blue", "red", "black"], 1),
    (" A triangle has this many sides", ["three", "four", "five", "six"], 0),
    (" Water freezes at this many degrees Celsius", ["ten", "minus five", "zero", "hundred"], 2),
    (" The opposite of tall is", ["long", "wide", "deep", "short"], 3),
    (" Bees make", ["milk", "honey", "silk", "wax"], 1),
    (" The largest planet of our system", ["Jupiter", "Mars", "Venus", "Earth"], 0),
    (" A spider has this many legs", ["six", "ten", "eight", "four"], 2),
    (" The capital of Italy is", ["Milan", "Naples", "Turin", "Rome"], 3),
    (" Ice is water that is", ["boiling", "frozen", "salty", "warm"], 1),
    (" A week has this many days", ["seven", "five", "nine", "six"], 0),
]


def _hashed(slip: int | None = None) -> str:
    lines = []
    for n, (stem, choices, right) in enumerate(_HASHED):
        answer = "nothing at all" if n == slip else choices[right]
        lines.append(f"{stem.replace('####', '')}#{','.join(choices)}:{answer}")
    return "\n".join(lines)


# -- 1. stem#a,b,c,d:answer ---------------------------------------------------------------------------------------

def test_hash_grammar_reads_the_answer_written_out(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _hashed(), "bank.txt")
    assert rows_of(deck) == [(s.replace("####", "").strip(), c, [r]) for s, c, r in _HASHED]
    assert any(":1:1: warning: read as one record a line in the file's own grammar: the question before '#'" in s
               and "after ':'" in s and "10 of 10 lines" in s for s in said)
    assert not any("FIRST choice" in s for s in said)   # the first-choice convention never fires here


def test_hash_grammar_says_the_line_whose_answer_names_no_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _hashed(slip=3), "bank.txt")
    assert rows_of(deck)[3] == ("The opposite of tall is", ["long", "wide", "deep", "short"], None)
    assert rows_of(deck)[4] == ("Bees make", ["milk", "honey", "silk", "wax"], [1])
    assert any(":4:2: warning: this line does not follow the grammar the file's other lines share: its answer as "
               "written ('nothing at all') names none of its choices" in s for s in said)


def test_hash_near_miss_no_answer_repeated_is_not_a_grammar() -> None:
    # the same signs, but the tail after ':' names no choice on most lines: nothing proves the grammar
    text = "\n".join(f"{s}#{','.join(c)}:{n}" for n, (s, c, _) in enumerate(_HASHED))
    assert grammar_rows(text) is None


def test_plain_comma_rows_are_the_sheet_readers() -> None:
    # question, choices, answer by text, nothing glued, no sign of its own: the CSV reader's (read so before)
    text = "\n".join(f"{s.replace('####', '').strip()}?,{','.join(c)},{c[r]}" for s, c, r in _HASHED)
    assert grammar_rows(text) is None


# -- 2. stem? a, b, c, d, answer;tag -------------------------------------------------------------------------------

_TAGGED = """Which metal is liquid at room heat? Iron, Mercury, Gold, Tin, Mercury;chemistry
How many legs does an ant walk on? Four; Six; Eight; Ten; Six;biology
Who wrote the play Hamlet ?, Marlowe, Shakespeare, Jonson, Kyd, Shakespeare;art
The gas plants breathe in: Oxygen, Nitrogen, Carbon dioxide, Helium, Carbon dioxide;biology
Which organ pumps the blood? Lung, Liver, Heart, Kidney, Heart;biology
What is the symbol of sodium? So, Sd, Na, Nm, Na;chemistry
Which poet wrote the Odyssey? Homer, Virgil, Ovid, Dante, Socrates;art
Which element has number one? Helium, Hydrogen, Lithium, Carbon, Hydrogen;chemistry
Which blood cells fight germs? Red; White; Platelets; Plasma; White;biology
Who painted the Mona Lisa? Raphael, Titian, Leonardo, Giotto, Leonardo;art
Which shape has no corners? Square, Circle, Triangle, Hexagon, Circle;art"""


def test_repeated_answer_grammar_with_glued_stem_and_tag(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _TAGGED, "quiz.txt")
    rows = rows_of(deck)
    assert len(rows) == 11
    assert rows[0] == ("Which metal is liquid at room heat?", ["Iron", "Mercury", "Gold", "Tin"], [1])
    assert rows[1] == ("How many legs does an ant walk on?", ["Four", "Six", "Eight", "Ten"], [1])
    assert rows[2] == ("Who wrote the play Hamlet ?", ["Marlowe", "Shakespeare", "Jonson", "Kyd"], [1])
    assert rows[3] == ("The gas plants breathe in:", ["Oxygen", "Nitrogen", "Carbon dioxide", "Helium"], [2])
    assert rows[9] == ("Who painted the Mona Lisa?", ["Raphael", "Titian", "Leonardo", "Giotto"], [2])
    assert deck.questions[0].tags == ["chemistry"]
    assert any("read as one record a line in the file's own grammar: the question first, cut at its asking sign"
               in s and "a tag after ';'" in s for s in said)
    # line 7 writes an answer that is none of its choices: its choices kept, no answer, said at the line
    assert rows[6] == ("Which poet wrote the Odyssey?", ["Homer", "Virgil", "Ovid", "Dante"], None)
    assert any(":7:1: warning: this line does not follow the grammar" in s and "'Socrates'" in s for s in said)


# -- 3. stem|N over a @n b @n c -------------------------------------------------------------------------------------

_KEYED = """Which of these is a fruit?|1
Apple @n Carrot @n Potato
Which of these can fly?|2
Dog @n Eagle @n Snake
Which of these lives in the sea?|3
Camel @n Horse @n Shark
Which of these is a colour?|1
Purple @n Table @n Spoon
Which of these is a number?|2
Chair @n Seven @n Cloud
Which of these is cold?|3
Fire @n Sun @n Snow"""


def test_two_line_records_keys_that_wrap_at_the_choice_count(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _KEYED, "food.txt")
    assert rows_of(deck) == [
        ("Which of these is a fruit?", ["Apple", "Carrot", "Potato"], [0]),
        ("Which of these can fly?", ["Dog", "Eagle", "Snake"], [1]),
        ("Which of these lives in the sea?", ["Camel", "Horse", "Shark"], [2]),
        ("Which of these is a colour?", ["Purple", "Table", "Spoon"], [0]),
        ("Which of these is a number?", ["Chair", "Seven", "Cloud"], [1]),
        ("Which of these is cold?", ["Fire", "Sun", "Snow"], [2]),
    ]
    assert any(":1:1: warning: read as two-line records in the file's own grammar: a question ending in '|' and "
               "the right choice's number, counted from 1, over a line of choices" in s for s in said)
    assert not any("not used" in s for s in said)


def test_two_line_near_miss_running_numbers_are_no_keys() -> None:
    # the number after '|' runs 1..6 past the three choices: a count, not a key
    lines = _KEYED.split("\n")
    text = "\n".join(f"{t.rsplit('|', 1)[0]}|{n // 2 + 1}" if n % 2 == 0 else t for n, t in enumerate(lines))
    assert grammar_rows(text) is None


# -- 4. records and fields apart by sign-only lines -----------------------------------------------------------------

def _signed(with_number: bool = True) -> str:
    records = [
        ("Which river flows through Cairo?", "Welcher Fluss fließt durch Kairo?", "Nile~;~Congo~;~Niger", "0"),
        ("Which river flows through Paris?", "Welcher Fluss fließt durch Paris?", "Rhine~;~Seine~;~Loire", "1"),
        ("Which river flows through Vienna?", "Welcher Fluss fließt durch Wien?", "Elbe~;~Oder~;~Danube", "2"),
        ("Which river flows through London?", "Welcher Fluss fließt durch London?", "Thames~;~Severn~;~Trent", "0"),
    ]
    fields = [list(r) if with_number else [*r[:3], "river_pic"] for r in records]
    return "\n**;**\n".join("\n*;*\n".join(f) for f in fields)


def test_sign_line_records_read_by_their_places(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _signed(), "rivers.txt")
    assert rows_of(deck) == [
        ("Which river flows through Cairo?", ["Nile", "Congo", "Niger"], [0]),
        ("Which river flows through Paris?", ["Rhine", "Seine", "Loire"], [1]),
        ("Which river flows through Vienna?", ["Elbe", "Oder", "Danube"], [2]),
        ("Which river flows through London?", ["Thames", "Severn", "Trent"], [0]),
    ]
    assert any(":1:1: warning: read as records apart by lines '**;**', each of 4 fields: field 1 the question, "
               "field 3 the choices split by '~;~', field 4 the right choice's number counted from 0" in s
               and "field 2 not read" in s for s in said)


def test_sign_line_near_miss_without_a_number_field() -> None:
    # the same records with no field of small numbers: nothing names the right choice, not read so
    assert sign_line_rows(_signed(with_number=False)) is None


def test_plain_rows_with_a_category_last_are_the_sheet_readers() -> None:
    # question, choices, answer by text and a category, all at one sign: a headerless sheet, not a grammar
    cats = ["nature", "maths", "nature"]
    text = "\n".join(f"{s.replace('####', '').strip()}?,{','.join(c)},{c[r]},{cats[n % 3]}"
                     for n, (s, c, r) in enumerate(_HASHED))
    assert grammar_rows(text) is None


def test_colon_in_half_the_stems_is_no_field_sign() -> None:
    # a plain sheet whose stems hold a ':' on half the lines: no sign stands once on nine lines in ten
    text = "\n".join(f"{'Say: ' if n % 2 else ''}{s.replace('####', '').strip()}?,{','.join(c)},{c[r]}"
                     for n, (s, c, r) in enumerate(_HASHED))
    assert grammar_rows(text) is None


def test_two_line_keys_from_zero_when_a_zero_is_seen() -> None:
    lines = _KEYED.split("\n")
    text = "\n".join(f"{t.rsplit('|', 1)[0]}|{int(t.rsplit('|', 1)[1]) - 1}" if n % 2 == 0 else t
                     for n, t in enumerate(lines))
    found = grammar_rows(text)
    assert found is not None and "counted from 0 (a 0 is seen)" in found.said
    assert [row[-1] for row in found.rows[1:]] == ["A", "B", "C", "A", "B", "C"]
