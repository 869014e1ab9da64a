"""Session 46's sheet rules (task46-sheets): shapes of real sheets the CSV reader read wrong.

* a one-choice-a-row sheet's column of the run's labels in order (``A``, ``B``, ``C``) is no choice text
  (csvlong); its cells of entity-escaped HTML unescaped once, comments off (csvescapedhtml);
* a code glued to exactly one choice cell a row (``Nairobi-1``, ``Pacific_1.``) is the right-choice mark,
  whatever its alphabet (csvgluedaffix, through csvinfer.choice_mark);
* null words (``null``, ``none``) are empty cells when a column is judged a picture column (csvinfer);
* ``stmt|True|False`` lists two choices, no statement judged by a verdict (verdictlines), and a row broken over
  two lines is no section's name when a text's delimiter is judged (csvbrokenrows);
* a short row whose last cell is an answer of the answer column's kind: the answer anchored at its end; a row of
  one cell more whose last cell repeats one of its choices: its answer, the cell before it one choice more
  (csvanswertail);
* a question cell that is a whole program: written as a code block, its ``#include`` kept (csvprograms).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.csvbrokenrows import broken_row
from quizdeck.importers.csvescapedhtml import escaped_html, unescaped
from quizdeck.importers.csvgluedaffix import glued_affix
from quizdeck.importers.csvprograms import program_cell
from quizdeck.importers.linekinds import classify
from quizdeck.importers.verdictlines import verdict_lines
from tests.conftest import read_said, rows_of

# -- 1. a label column in a sheet of one choice a row -----------------------------------------------------------

_LONG = """qid,stem,letter,text,is_right
1,Which planet is the largest?,A,Jupiter,1
1,Which planet is the largest?,B,Mars,0
1,Which planet is the largest?,C,Venus,0
2,Which gas do plants take in?,A,Oxygen,0
2,Which gas do plants take in?,B,Carbon dioxide,1
2,Which gas do plants take in?,C,Helium,0
3,Which metal is liquid when warm?,A,Mercury,1
3,Which metal is liquid when warm?,B,Iron,0
3,Which metal is liquid when warm?,C,Copper,0
"""


def test_long_label_column_is_no_choice_text(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _LONG)
    assert rows_of(deck) == [
        ("Which planet is the largest?", ["Jupiter", "Mars", "Venus"], [0]),
        ("Which gas do plants take in?", ["Oxygen", "Carbon dioxide", "Helium"], [1]),
        ("Which metal is liquid when warm?", ["Mercury", "Iron", "Copper"], [0]),
    ]
    assert any(":1:1: warning: each row is one choice: column 4 ('text') its text (column 3 ('letter') holds their "
               "labels in order" in s for s in said)


def test_long_numbers_in_order_are_labels_too(tmp_path: Path) -> None:
    text = _LONG.replace(",A,", ",1,").replace(",B,", ",2,").replace(",C,", ",3,")
    deck, _ = read_said(tmp_path, text)
    assert [c.text for c in deck.questions[1].choices] == ["Oxygen", "Carbon dioxide", "Helium"]


def test_long_near_miss_a_lone_varying_column_of_letters_stays_the_choices(tmp_path: Path) -> None:
    text = "\n".join(["stem,text,is_right",
                      *(f"Which letter opens the word {w}?,{x},{int(x == w[0])}" for w in ("Apple", "Bread", "Cloud")
                        for x in "ABC")]) + "\n"
    deck, _ = read_said(tmp_path, text)
    assert rows_of(deck) == [(f"Which letter opens the word {w}?", ["A", "B", "C"], [k])
                             for k, w in enumerate(("Apple", "Bread", "Cloud"))]


def test_long_near_miss_letters_out_of_order_are_not_a_label_column(tmp_path: Path) -> None:
    shuffled = _LONG.replace(",A,Jupiter", ",C,Jupiter").replace(",C,Venus", ",A,Venus") \
        .replace(",A,Oxygen", ",B,Oxygen").replace(",B,Carbon", ",A,Carbon") \
        .replace(",A,Mercury", ",C,Mercury").replace(",C,Copper", ",A,Copper")
    deck, said = read_said(tmp_path, shuffled)
    assert [c.text for c in deck.questions[0].choices] == ["C", "B", "A"]   # as the base reads it
    assert not any("holds their labels" in s for s in said)


# -- 1b. escaped HTML cells -------------------------------------------------------------------------------------

def test_long_escaped_html_unescaped_once(tmp_path: Path) -> None:
    text = "\n".join([
        "qid,stem,letter,text,is_right",
        *(f'{n},"&lt;p&gt;Question {n}: which one?&lt;br/&gt;&lt;/p&gt;",{x},"&lt;span&gt;Option {x}{n}&lt;/span&gt;'
          f'&lt;!--EndFragment--&gt;",{int(x == "B")}' for n in (1, 2, 3) for x in "ABC")]) + "\n"
    deck, said = read_said(tmp_path, text)
    assert rows_of(deck)[0] == ("<p>Question 1: which one?<br/></p>",
                                ["<span>Option A1</span>", "<span>Option B1</span>", "<span>Option C1</span>"], [1])
    assert any(":1:1: warning: the cells of column 2 and column 4 are HTML escaped once too often" in s
               for s in said)


def test_escaped_html_near_misses() -> None:
    assert escaped_html(["&lt;p&gt;a&lt;/p&gt;", "&lt;b&gt;c&lt;/b&gt;", ""])
    assert not escaped_html(["<code>&lt;div&gt;</code> is what?", "&lt;p&gt;a&lt;/p&gt;"])   # a real tag beside
    assert not escaped_html(["a &lt; b", "b &gt; a", "&lt;p&gt;x"])                           # comparisons, no tags
    assert unescaped("&lt;p&gt;x&lt;!-- c --&gt;&lt;/p&gt;") == "<p>x</p>"


# -- 2. a code glued to one choice a row ------------------------------------------------------------------------

_GLUED = """1,Capital of Kenya?,Mombasa,Nairobi-1,Kisumu
2,Largest ocean?,Pacific-1.,Atlantic,Indian
3,How many legs has a spider?,6,8-1,10
4,Which is a mammal?,Shark,Trout,Whale-1
5,Fastest land animal?,Cheetah-1,Horse,Lion
"""


def test_glued_code_marks_the_right_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _GLUED, "q.txt")
    assert rows_of(deck) == [
        ("Capital of Kenya?", ["Mombasa", "Nairobi", "Kisumu"], [1]),
        ("Largest ocean?", ["Pacific", "Atlantic", "Indian"], [0]),
        ("How many legs has a spider?", ["6", "8", "10"], [1]),
        ("Which is a mammal?", ["Shark", "Trout", "Whale"], [2]),
        ("Fastest land animal?", ["Cheetah", "Horse", "Lion"], [0]),
    ]
    assert any("'-1' glued to its end (the same code on one choice of nearly every row)" in s for s in said)


def test_glued_code_of_any_alphabet(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _GLUED.replace("-1", "_ok"), "q.txt")
    assert [q.answer for q in deck.questions] == [[1], [0], [1], [2], [0]]
    assert deck.questions[0].choices[1].text == "Nairobi"


def test_glued_code_near_misses() -> None:
    rows = [["x-1", "y-1", "z"], ["a-1", "b", "c-1"], ["d-1", "e-1", "f"], ["g", "h-1", "i-1"]]
    assert glued_affix(rows) is None   # on two cells of every row: spelling, no mark
    assert glued_affix([["a-1", "b", "c"], ["d-1", "e", "f"], ["g", "h-1", "i"]]) is None   # three rows only
    assert glued_affix([["-1", "0", "1"], ["-1", "2", "3"], ["-1", "4", "5"], ["-1", "6", "7"]]) is None   # numbers


def test_glued_code_near_miss_sheet_reads_the_first_choice_as_before(tmp_path: Path) -> None:
    text = "".join(f"{n},Which value is it?,x-1,y-1,z\n" for n in range(1, 6))
    deck, said = read_said(tmp_path, text, "q.txt")
    assert [c.text for c in deck.questions[0].choices] == ["x-1", "y-1", "z"]
    assert not any("glued to its end" in s for s in said)


# -- 3. null words in a picture column ---------------------------------------------------------------------------

def _pictures(last: list[str]) -> str:
    rows = [f"Question number {k} here?;General;{1 + k % 4};Red{k};Green{k};Blue{k};Black{k};{cell}"
            for k, cell in enumerate(last)]
    return "\n".join(rows) + "\n"


def test_null_words_leave_a_picture_column_no_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _pictures(["null"] * 6 + ["a_face.jpg", "b_face.jpg", "c_face.png"]))
    assert all(len(q.choices) == 4 for q in deck.questions)
    assert deck.questions[7].choices[0].text == "Red7" and deck.questions[7].answer == [3]
    assert not any("taken for an empty cell" in s for s in said)


def test_null_words_near_miss_a_fifth_choice_column_stays_choices(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _pictures(["null"] * 6 + ["Purple", "White", "Grey"]))
    assert [len(q.choices) for q in deck.questions[6:]] == [5, 5, 5]


# -- 4. stmt|True|False lists two choices ------------------------------------------------------------------------

_PAIRS = """The sun is a star of middling size.|True|False
Bats are a kind of bird.|False|True
Water boils at a lower heat on a mountain.|True|False
Spiders have six legs in all.|False|True
Copper conducts electric current well.|True|False
The moon gives off its own light at night.|False|True
"""


def test_listed_verdict_pair_is_two_choices(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _PAIRS, "q.txt")
    assert rows_of(deck)[:2] == [("The sun is a star of middling size.", ["True", "False"], [0]),
                                 ("Bats are a kind of bird.", ["False", "True"], [0])]
    assert len(deck.questions) == 6
    assert any("the FIRST choice of each row is taken as the right one" in s for s in said)


def test_listed_verdict_pair_with_a_row_broken_over_two_lines(tmp_path: Path) -> None:
    broken = (_PAIRS + _PAIRS.replace(".|", " too.|")).replace("Copper conducts electric current well.|True|False",
                            "Copper conducts electric current well, as do silver and gold and aluminium,\n"
                            "|so wires are made of it.|True|False")
    deck, _ = read_said(tmp_path, broken, "q.txt")
    assert rows_of(deck)[:2] == [("The sun is a star of middling size.", ["True", "False"], [0]),
                                 ("Bats are a kind of bird.", ["False", "True"], [0])]
    assert broken_row(broken.split("\n"), 4, "|") and not broken_row(broken.split("\n"), 4, " ")


def test_listed_verdict_pair_is_no_statement_with_a_value() -> None:
    assert verdict_lines(classify(_PAIRS.split("\n"))) is None   # (base: ``…|True`` judged ``False``)
    found = verdict_lines(classify([line.rsplit("|", 1)[0] for line in _PAIRS.split("\n")]))
    assert found is not None and [v.statement for v in found.verdicts][:2] == [
        "The sun is a star of middling size.", "Bats are a kind of bird."]
    # one line in three lists a pair: the others are statements with a value, read so
    mixed = [line if k % 3 == 0 else line.rsplit("|", 1)[0] for k, line in enumerate(_PAIRS.split("\n"))]
    assert verdict_lines(classify(mixed)) is not None


def test_listed_verdict_near_miss_statement_and_one_value_stays_verdicts(tmp_path: Path) -> None:
    text = "".join(line.rsplit("|", 1)[0] + "\n" for line in _PAIRS.splitlines())
    deck, _ = read_said(tmp_path, text, "q.txt")
    assert rows_of(deck)[:2] == [("The sun is a star of middling size.", ["True", "False"], [0]),
                                 ("Bats are a kind of bird.", ["True", "False"], [1])]


# -- 5. a short row's answer at its end; a row of one choice more ---------------------------------------------------

_OPTIONAL = """Thema,Question,OptionA,OptionB,OptionC,OptionD,Correct
Pumps,Which pumps move water?,Piston pump,Fan,Rotary pump,"",A;C
Pumps,Which gauge reads pressure?,Manometer,Ruler,"","",A
Hoses,Which hose is widest?,B hose,C hose,D hose,"",A
Hoses,Which couplings fit a B hose?,B coupling,C coupling,Adapter B-C,"",A;C
Knots,Which knots hold a load?,Bowline,Clove hitch,Granny knot,Reef knot,A;B
Hoses,Which hose carries foam?,Suction hose,"",Delivery hose,"",C
"""


def test_short_row_answer_anchored_at_its_end(tmp_path: Path) -> None:
    text = _OPTIONAL.replace('Adapter B-C,"",A;C', "Adapter B-C,A;C")
    deck, said = read_said(tmp_path, text)
    assert rows_of(deck)[3] == ("Which couplings fit a B hose?", ["B coupling", "C coupling", "Adapter B-C"], [0, 2])
    assert any(":5:1: warning: row 5 has 6 cells where the other rows have 7: its last cell ('A;C') is an answer"
               in s for s in said)


def test_short_row_near_miss_last_cell_no_answer(tmp_path: Path) -> None:
    text = _OPTIONAL.replace('Adapter B-C,"",A;C', "Adapter B-C,Clamp")
    deck, said = read_said(tmp_path, text)
    assert not any("is an answer as the answer column's" in s for s in said)
    assert deck.questions[3].answer != [0, 2]
    assert any(":5:1: warning: row 5 has 6 cells where the header and the other rows have 7" in s for s in said)


_WORDS = """question;chapter;option1;option2;option3;option4;answer
radiant;2;shining;dull;rusty;lonely;shining
array;1;insult;strip;order;set;order
tan;3;ten;brown;sack;talk;pant;brown
tax;1;levy;lend;lift;loan;levy
tame;2;wild;gentle;loud;fast;gentle
"""


def test_row_of_one_choice_more_answer_at_its_end(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _WORDS)
    assert rows_of(deck)[2] == ("tan", ["ten", "brown", "sack", "talk", "pant"], [1])
    assert any(":4:1: warning: row 4 has 8 cells where the header has 7: its last cell ('brown') repeats one of its "
               "choices" in s for s in said)
    assert not any("written as the cells fall" in s for s in said)


def test_row_of_one_cell_more_near_miss_last_cell_no_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _WORDS.replace("pant;brown", "pant;tree"))
    assert not any("repeats one of its choices" in s for s in said)
    assert [c.text for c in deck.questions[2].choices] == ["ten", "brown", "sack", "talk"]


# -- 6. a question cell that is a whole program -------------------------------------------------------------------

_PROGRAMS = '''Question,Option 1,Option 2,Option 3,Answer
"#include <stdio.h>
int main() {
    printf(""%d"", 2 + 3);
    return 0;
}",4,5,6,2
"#include <stdio.h>
int main() {
    int a = 7 / 2;
    printf(""%d"", a);
    return 0;
}",3,3.5,4,1
"#define TWICE(x) ((x) * 2)
int main() {
    printf(""%d"", TWICE(4));
    return 0;
}",6,8,16,2
'''


def test_program_question_written_as_code(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _PROGRAMS)
    assert deck.questions[0].text == '```\n#include <stdio.h>\nint main() {\n    printf("%d", 2 + 3);\n    return 0;' \
        '\n}\n```'
    assert deck.questions[2].text.startswith("```\n#define TWICE(x)")
    assert [q.answer for q in deck.questions] == [[1], [0], [1]]


def test_program_near_misses() -> None:
    assert not program_cell("What does it print?\nint a = 1;\nprintf(a);")      # a line asks
    assert not program_cell("int a = 1;\nprintf(a);")                            # two lines
    assert not program_cell("The loop below runs\nfor ever and ever\nuntil stopped by hand\nx;")   # prose first
    assert not program_cell("The drawing the call makes, the function below:\n```python\ndef f(a):\n    go(a)\n```")
    assert not program_cell("Name the loop written below:\nwhile (x > 0)\n  x--;\ndone;")   # a sentence first
    assert not program_cell("# Shapes\n* circle;\n* square;\n* line;")   # a heading and bullets
    assert program_cell("@Override\npublic void run() {\n  go();\n}")
    assert program_cell("def twice(x):\n    return 2 * x;\nprint(twice(3));")
