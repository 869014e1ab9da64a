"""Session 45's line rules (task45-lines): shapes of real banks the line reader lost or read wrong.

* a right key and a wrong key per choice (``C=`` / ``N=``) where one question has a single wrong choice: still a
  run of the pair (linekinds ``_key_runs``);
* a sign ending the choices' lines only (``16;``), the question and answer lines without it: the choices'
  terminator (recordshape ``_choice_ends``);
* a key opening exactly one bullet of each choice run (``- **Correct Answer:** x``): that choice's mark
  (linekinds ``keyed_bullets``);
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import lonelabels, recordshape
from quizdeck.importers.boldleads import bold_lead
from quizdeck.importers.linekinds import classify, keyed_bullets
from quizdeck.importers.lonelabels import item_over_block
from quizdeck.importers.mdinline import fenced_lines
from tests.conftest import read_said, rows_of

# -- 1. the right key and the wrong key, one question with one wrong choice ----------------------------------------

_UPLOADER = """# a quiz for the uploader
TITLE=Week 2
SHUFFLE=true

QUESTION=
POINTS=4
TYPE=MC
TEXT=Which planet is the largest?
C=Jupiter
N=Mars
N=Venus
N=Mercury

QUESTION=
POINTS=4
TYPE=MC
TEXT=Which gas do plants take in?
C=Carbon dioxide
N=Helium
N=Neon

QUESTION=
POINTS=2
TYPE=MC
TEXT=Is the Moon larger than the Earth?
C=No
N=Yes

QUESTION=
POINTS=4
TYPE=MC
TEXT=Which metal is liquid when warm?
C=Mercury
N=Iron
N=Copper
N=Lead
"""


def test_one_wrong_choice_still_a_run_of_the_pair(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _UPLOADER, "week2.txt")
    rows = rows_of(deck)
    assert len(rows) == 4
    assert rows[0] == ("Which planet is the largest?", ["Jupiter", "Mars", "Venus", "Mercury"], [0])
    assert rows[2] == ("Is the Moon larger than the Earth?", ["No", "Yes"], [0])
    assert all(answer == [0] for _, _, answer in rows)


_PAIRS = """Q: Which planet is the largest?
A: Jupiter

Q: Which gas do plants take in?
A: Carbon dioxide

Q: Which metal is liquid when warm?
A: Mercury

Q: Which ocean is the largest?
A: Pacific
"""


def test_question_answer_pairs_are_no_pair_of_choice_keys(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _PAIRS, "pairs.txt")
    rows = rows_of(deck)
    assert all("Q:" not in text for text, _, _ in rows)
    assert not any(text in ("Jupiter", "Pacific") for text, _, _ in rows)


# -- 2. a terminator on the choices' lines only ---------------------------------------------------------------------

_GAME = """Quanto vale 6 x 7?
40;
42;
44;
48;
42
|
Qual a capital de Portugal?
Porto;
Lisboa;
Braga;
Faro;
Lisboa
|
Quantos lados tem um hexágono?
5;
6;
7;
8;
6
|
Qual o maior planeta?
Marte;
Terra;
Júpiter;
Vênus;
Júpiter
|
"""


def test_terminator_of_the_choice_lines_only(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _GAME, "perguntas.txt")
    rows = rows_of(deck)
    assert rows == [("Quanto vale 6 x 7?", ["40", "42", "44", "48"], [1]),
                    ("Qual a capital de Portugal?", ["Porto", "Lisboa", "Braga", "Faro"], [1]),
                    ("Quantos lados tem um hexágono?", ["5", "6", "7", "8"], [1]),
                    ("Qual o maior planeta?", ["Marte", "Terra", "Júpiter", "Vênus"], [2])]
    assert any("';' ending the choice lines" in m for m in deck.mended), deck.mended


def test_a_sign_ending_some_lines_only_is_no_terminator(tmp_path: Path) -> None:
    text = _GAME.replace("42;\n44;", "42\n44").replace("Braga;\nFaro;", "Braga\nFaro").replace("6;\n7;", "6\n7")
    deck, _ = read_said(tmp_path, text, "perguntas.txt")
    assert not any("ending the choice lines" in m for m in deck.mended), deck.mended


# -- 3. a key that opens exactly one bullet of each choice run: the right choice's mark ----------------------------

_KEYED = """# Cells

### Question 1
**Where is DNA kept in a cell?**
- In the ribosome
- **Right:** In the nucleus
- In the membrane
**Why:** The nucleus holds the chromosomes.

---

### Question 2
**Water moves across a membrane by:**
- **Right:** Osmosis
- Mitosis
- Meiosis
**Why:** Osmosis is the movement of water.

---

### Question 3
**Plants store energy as glucose.**
- False
- **Right:** True
**Why:** Glucose is made by photosynthesis.

---

### Question 4
**Which organelle makes ATP?**
- Golgi body
- Lysosome
- **Right:** Mitochondrion
**Why:** Mitochondria make ATP.
"""


def test_a_key_on_one_bullet_of_each_run_marks_the_right_choice(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _KEYED, "cells.md")
    rows = [(choices, answer) for _, choices, answer in rows_of(deck)]
    assert rows == [(["In the ribosome", "In the nucleus", "In the membrane"], [1]),
                    (["Osmosis", "Mitosis", "Meiosis"], [0]),
                    (["False", "True"], [1]),
                    (["Golgi body", "Lysosome", "Mitochondrion"], [2])]


def test_field_bullets_are_no_marked_choices() -> None:
    fields = "\n".join(f"Q{k}. What is {k} + {k}?\n- **Answer:** {2 * k}\n- **Note:** easy\n" for k in range(1, 6))
    assert keyed_bullets(classify(fields.splitlines())) is None
    named = "\n".join(f"Q{k}. Pick one\n- Red\n- Blue\n- **Answer:** B\n" for k in range(1, 6))
    assert keyed_bullets(classify(named.splitlines())) is None


# -- 4. lone labels in list items over code blocks; a partly bold right choice; an aside item -----------------------

_CODE = """# Shell quiz

1.  Which line prints the working folder?
    * A) `ls`
    * **B) `pwd`**
    * C) `cd`
    * D) `whoami`

2.  Which loop counts to three?
    * A)
        ```bash
        for i in 1 2 3; do echo $i; done
        ```
    * **B)**
        ```bash
        seq 3
        ```
    * C)
        ```bash
        echo 3
        ```
    * D)
        ```bash
        yes | head -n 1
        ```

3.  Which command shows the running processes?
    * A) `df`
    * B) `du`
    * **C) `ps`.** (Add `aux` to see every user's.)
    * D) `free`

4.  Which of these are shells? (Select all that apply)
    * A) `vim`
    * B) `grep`
    * C) `awk`
    * *(Also `fish`, not listed)*
    * **D) `bash` and `zsh`**

5.  Which file holds the users?
    * **A) `/etc/passwd`**
    * B) `/etc/hosts`
    * C) `/etc/fstab`
    * D) `/etc/motd`
"""


def test_list_item_label_over_a_code_block_is_a_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _CODE, "shell.md")
    rows = rows_of(deck)
    assert len(rows) == 5, said
    text, choices, answer = rows[1]
    assert text == "Which loop counts to three?"
    assert len(choices) == 4 and "seq 3" in choices[1] and "yes | head" in choices[3]
    assert answer == [1]


def test_bold_opening_the_item_with_its_label_marks_it(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _CODE, "shell.md")
    _, choices, answer = rows_of(deck)[2]
    assert choices[2] == "`ps`. (Add `aux` to see every user's.)"
    assert answer == [2]


def test_unlabelled_item_between_two_letters_is_an_aside(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _CODE, "shell.md")
    question = deck.questions[3]
    assert [c.text for c in question.choices] == ["`vim`", "`grep`", "`awk`", "`bash` and `zsh`"]
    assert question.answer == [3]
    assert "fish" in (question.choices[2].why or "")
    assert any("without a label between the choices C and D" in s for s in said)


def test_plain_list_item_over_a_code_block_is_no_label() -> None:
    lines = ["* Example", "    ```bash", "    ls", "    ```", "* A)", "```", "x", "```"]
    fenced = [False, True, True, True, False, True, True, True]
    assert item_over_block(lines, fenced, 0) is None
    assert item_over_block(lines, fenced, 4) is None   # (the block not indented under the item)
    lines[5:] = ["    ```", "    x", "    ```"]
    assert item_over_block(lines, fenced, 4) == (0, False)


# -- 5. one run of lone labels over the same number of lines, proved by the sibling records' labels ----------------

def _c_quiz(second_b: str = "") -> str:
    return f"""1.
Which header declares printf?
A. stdio.h
B. stdlib.h
C. string.h
D. math.h

Ans: A

2.
Which type holds one character?
A. int
B. char
C. float
D. long

Ans: B

3.
Which lines copy s into t and add an s?
A.
strcpy(t, s);
strcat(t, "s");
B.
strcat(t, s);
{second_b}strcpy(t, "s");
C.
t = s;
strcat(t, "s");
D.
strcmp(t, s);
strcat(t, "s");

Ans: A

4.
Which operator takes an address?
A. *
B. &
C. ->
D. %

Ans: B
"""


def test_lone_labels_over_equal_lines_proved_by_siblings(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _c_quiz(), "final.md")
    rows = rows_of(deck)
    assert len(rows) == 4
    text, choices, answer = rows[2]
    assert text == "Which lines copy s into t and add an s?"
    assert choices[0] == 'strcpy(t, s); strcat(t, "s");'
    assert len(choices) == 4 and answer == [0]


def test_lone_labels_over_unequal_lines_are_not_proved() -> None:
    lines = _c_quiz("t[0] = 0;\n").splitlines()
    joined = lonelabels.joined(lines, fenced_lines(lines))
    assert joined is None or "A." in joined


def test_code_choices_ending_in_a_semicolon_keep_it(tmp_path: Path) -> None:
    records = [("Which line adds one to x?", ["x += 1;", "x =+ 1;", "x + 1;"], "A"),
               ("Which line declares an int?", ["int n;", "n int;", "integer n;"], "A"),
               ("Which line prints n?", ["print n;", 'printf("%d", n);', "echo n;"], "B"),
               ("Which line frees p?", ["free(p);", "delete p;", "drop p;"], "A")]
    text = "".join(f"{q}\n" + "".join(f"{c}\n" for c in cs) + f"{a}\n|\n" for q, cs, a in records)
    deck, _ = read_said(tmp_path, text, "code.txt")
    assert not any("ending the choice lines" in m for m in deck.mended), deck.mended
    assert all(c.endswith(";") for _, choices, _ in rows_of(deck) for c in choices)
    rows = list(enumerate(text.splitlines(), start=1))
    assert recordshape._choice_ends(rows) == ("", set())
    assert recordshape._choice_ends(list(enumerate(_GAME.splitlines(), start=1)))[0] == ";"


def test_a_key_always_on_the_last_bullet_is_a_field() -> None:
    explained = "\n".join(f"Q{k}. Which is {k}?\n- one\n- two\n- {k} exactly\n- **Why:** it is {k} and no other\n"
                          for k in range(1, 6))
    assert keyed_bullets(classify(explained.splitlines())) is None
    assert keyed_bullets(classify(_KEYED.splitlines())) is not None


def test_a_verdict_after_a_bold_choice_is_no_remark() -> None:
    assert bold_lead("**D) Prevent it.** (the usual reason)") == ("D) Prevent it.", "(the usual reason)")
    assert bold_lead("**A) `80`** ❌ — no, the inner port") is None
    assert bold_lead("**B) plan** ✅") is None


def test_lone_labels_over_indented_fences_are_not_joined() -> None:
    body = "\n".join(f"{k}. Pick one\n    a. x\n    b. y\n    c. z\n" for k in range(1, 4))
    code = "4. Which tag?\n    a.\n    ```html\n    <p>\n    ```\n    b.\n    ```html\n    <b>\n    ```\n" \
           "    c.\n    ```html\n    <i>\n    ```\n"
    lines = (body + "\n" + code).splitlines()
    joined = lonelabels.joined(lines, fenced_lines(lines))
    assert joined is None or "    ```html" in joined
