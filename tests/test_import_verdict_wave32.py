"""True/false statements over an answer line (``verdictanswers``), near misses of review 32 (F4, F5, F12, F15).

* ``Antwort: Richtig`` beside ``Antwort: Falsch``: a grade's words answer too, both sides read (F12);
* a statement under its own label line (``**Question 1**`` over ``True or false: ...``) is read, the label its own
  (F15);
* ``Answer: Vera Wang``: a verdict followed by more words is no verdict, the open questions stay open (F4);
* an indented code line between the asking line and ``**Answer: False**`` is the question's code, not the statement
  (F5).
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of


def test_richtig_and_falsch_both_answer(tmp_path: Path) -> None:
    text = "\n".join(["# Wahr oder falsch? – Biologie", "",
                      "1. Wale sind Säugetiere.", "", "Antwort: Richtig", "",
                      "2. Spinnen sind Insekten.", "", "Antwort: Falsch (sie sind Spinnentiere)", "",
                      "3. Pflanzen betreiben Photosynthese.", "", "Antwort: Richtig", "",
                      "4. Fledermäuse sind Vögel.", "", "Antwort: Falsch", ""])
    deck, said = read_said(tmp_path, text, "bio.md")
    assert rows_of(deck) == [
        ("Wale sind Säugetiere.", ["Richtig", "Falsch"], [0]),
        ("Spinnen sind Insekten.", ["Richtig", "Falsch"], [1]),
        ("Pflanzen betreiben Photosynthese.", ["Richtig", "Falsch"], [0]),
        ("Fledermäuse sind Vögel.", ["Richtig", "Falsch"], [1])], said
    assert deck.questions[1].explanation == "sie sind Spinnentiere"


def test_a_statement_under_its_label_line_is_read(tmp_path: Path) -> None:
    text = "\n".join(["# Astronomy: true or false", "",
                      "**Question 1**", "True or false: the Sun is a star.", "", "**Answer: True**", "",
                      "**Question 2**", "True or false: Venus is the closest planet to the Sun.", "",
                      "**Answer: False** (Mercury is)", "",
                      "**Question 3**: Mars has two moons.", "", "**Answer: True**", "",
                      "**Question 4**: Jupiter is a rocky planet.", "", "**Answer: False** (it is a gas giant)", ""])
    deck, said = read_said(tmp_path, text, "astro.md")
    rows = rows_of(deck)
    assert [r[0] for r in rows] == ["True or false: the Sun is a star.",
                                    "True or false: Venus is the closest planet to the Sun.",
                                    "Mars has two moons.", "Jupiter is a rocky planet."], said
    assert [r[2] for r in rows] == [[0], [1], [0], [1]]
    assert "Question 1" not in (deck.description or ""), deck.description


def test_an_answer_naming_a_person_is_no_verdict(tmp_path: Path) -> None:
    text = "\n".join(["# Fashion and culture trivia", "",
                      "1. Which designer made the wedding dress worn by Chelsea Clinton in 2010?", "",
                      "Answer: Vera Wang", "",
                      "2. Which Indian guru from Puttaparthi had millions of followers?", "",
                      "Answer: Sai Baba", "",
                      "3. Which colour do you get by mixing blue and yellow?", "A) Green", "B) Purple", "C) Orange", "",
                      "Answer: A", ""])
    deck, said = read_said(tmp_path, text, "trivia.md")
    rows = rows_of(deck)
    assert all("Vera" not in r[1] and "Sai" not in r[1] for r in rows), rows
    assert ("Which colour do you get by mixing blue and yellow?", ["Green", "Purple", "Orange"], [0]) in rows, said


def test_indented_code_under_the_asking_line_is_no_statement(tmp_path: Path) -> None:
    text = "\n".join(["# Concurrency quiz", "",
                      "**Question 1**: Is the following statement thread-safe in Python without a lock?", "",
                      "    counter += 1 inside two threads", "",
                      "**Answer: False** (it is a read-modify-write)", "",
                      "**Question 2**: Does this line release the GIL while it sleeps?", "",
                      "    time.sleep(1) in a worker thread", "",
                      "**Answer: True** (sleep releases the GIL)", "",
                      "**Question 3**: Which module gives process-based parallelism?", "",
                      "- A) threading", "- B) multiprocessing", "- C) asyncio", "", "**Answer: B**", ""])
    deck, said = read_said(tmp_path, text, "conc.md")
    rows = rows_of(deck)
    assert len(rows) == 3, (rows, said)
    assert rows[0][0].startswith("Is the following statement thread-safe"), rows
    assert "counter += 1 inside two threads" in rows[0][0], rows
    assert "time.sleep(1) in a worker thread" in rows[1][0], rows
    assert [r[2] for r in rows] == [[1], [0], [1]], rows
    assert not deck.description or "thread-safe" not in deck.description, deck.description


def test_a_verdict_whose_statement_is_not_read_is_said_at_its_line(tmp_path: Path) -> None:
    text = "\n".join(["# Networking", "",
                      "1. TCP guarantees delivery order.", "", "Answer: True", "",
                      "2. UDP has a three-way handshake.", "", "Answer: False", "",
                      "Think about the layers here.", "3. IPv6 addresses are 128 bits long.", "", "Answer: True", ""])
    deck, said = read_said(tmp_path, text, "net.md")
    assert [r[2] for r in rows_of(deck)][:2] == [[0], [1]], said
    assert any(":14:1: warning: line 14 gives a true/false verdict" in m for m in said), said
