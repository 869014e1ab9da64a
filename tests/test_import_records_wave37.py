"""Fixed-line records whose choices are one joined line (records37, issue 17): excerpts written in the shape of the
banks.

* blank-line records of six lines: an id, a genre path (``a:b``), the question, every choice joined by ``:`` on one
  line, the right choice(s) as text joined by ``:``, an explanation: the joined line is the choices, the next the
  answers by text (several: several answers); a record whose answer line names none of its choices keeps its
  choices, its answer written as it is and said;
* the arbiter: a reading whose choices are whole lines that another choice of the same question lists as parts
  (the joined line, the answer line, the explanation read as three choices) loses, and a choice count that varies
  from question to question is no fault where each question's choices are the parts of one of its lines.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.fit import fit
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from tests.conftest import read_said, rows_of

_JOINED = """0
General:Time
Which month has 28 days in most years?
January:February:March:April:May:June:July:August:September
February
Every other month has 30 or 31 days.

1
General:Animals
Which of these are birds?
Lion:Elephant:Penguin:Kangaroo:Gull:Sparrow
Penguin:Gull:Sparrow
The penguin is a bird that does not fly.

2
General:Space
Which is the largest planet?
Earth:Mars:Jupiter:Venus:Saturn:Mercury
Jupiter
Jupiter is the largest planet of the solar system.

3
General:Geography
What is the capital of Japan?
Osaka:Tokyo:Fukuoka:Sendai:Aomori:Hiroshima:Morioka
Tokyo
The capital of Japan is Tokyo.

4
Languages:Spanish
Which word is Spanish for hello?
Hello:Bonjour:Halo:hello
Hola
Hola is the Spanish greeting.

5
Computing:Linux
Which command lists a directory?
ls:cd:pwd:cat:grep:rm:mv:cp:touch
ls
ls lists the files in a directory.

6
Computing:Linux
Which command prints the working directory?
ls:cd:pwd:cat:grep:rm:mv:cp:touch
pwd
pwd prints the working directory.

7
Computing:Linux
Which command changes the directory?
ls:cd:pwd:cat:grep:rm:mv:cp:touch
cd
cd changes the working directory."""


def test_joined_choice_lines_are_the_choices_and_the_next_line_the_answers(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _JOINED, "quiz_questions.txt")
    rows = rows_of(deck)
    assert len(rows) == 8
    assert rows[0] == ("Which month has 28 days in most years?",
                       ["January", "February", "March", "April", "May", "June", "July", "August", "September"], [1])
    assert rows[1] == ("Which of these are birds?", ["Lion", "Elephant", "Penguin", "Kangaroo", "Gull", "Sparrow"],
                       [2, 4, 5])
    assert rows[3][2] == [1]
    assert rows[4] == ("Which word is Spanish for hello?", ["Hello", "Bonjour", "Halo", "hello"], None)
    assert [r[2] for r in rows[5:]] == [[0], [2], [1]]
    assert deck.questions[0].explanation == "Every other month has 30 or 31 days."
    assert any(":31:" in m and "'Hola'" in m for m in said), said     # an answer naming no choice: said


def _question(choices: list[str], first: int) -> ImportedQuestion:
    from quizdeck.core.diagnostics import Pos
    q = ImportedQuestion(Pos("s.txt", first, 1), "Which?", [ImportedChoice(c) for c in choices])
    q.use(first, first + len(choices))
    return q


def test_a_joined_line_read_as_one_choice_beside_its_parts_is_not_shaped() -> None:
    lines = ["Which?", "ls:cd:pwd:cat", "cd", "cd changes the directory."]
    deck = ImportedDeck(name="s", key="s-0", origin="s.txt")
    deck.questions.append(_question(lines[1:], 1))
    assert fit(deck, lines).shaped == 0.0


def test_many_choices_that_are_one_line_s_parts_are_shaped_and_steady() -> None:
    lines = ["Which?", "a:b:c:d:e:f:g:h:i:j", "c", "", "Which?", "a:b:c", "b"]
    deck = ImportedDeck(name="s", key="s-0", origin="s.txt")
    for first, line in ((1, lines[1]), (5, lines[5])):
        q = ImportedQuestion(_question([], first).pos, "Which?", [ImportedChoice(c) for c in line.split(":")])
        q.use(first, first + 2)
        deck.questions.append(q)
    measured = fit(deck, lines)
    assert measured.shaped == 1.0
    assert measured.steady == 1.0
