"""A second look at session 34's tf34 landing (review34): shapes real banks use where its new rules read wrongly.

* a headerless true/false sheet whose picture column holds web addresses or names outside the sheet's folder:
  never written as a picture to fetch (a web address is written as a link, said at its row; a name outside the
  folder is not written, said at its row);
* such a sheet whose explanation opens with the other verdict than its row's answer (``SALAH``, ``✅ BENAR: why``):
  the sheet disagrees with itself, said at the row (was silent);
* a program's one-value-a-line records whose question is a number or a sum (``1984``, ``2+2=?``): read as the
  records they are (was read by another reading with wrong keys, the count's disagreement unsaid).
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_WHY = ["Because the sign is red and round.", "The law says so in section four.", "Drivers must yield to the left.",
        "It is only a warning sign here.", "Stopping is required at all times.", "The sign means no entry for cars."]


def _sheet(pictures: list[str]) -> str:
    return "".join(f"This road sign number {i} means you must stop here\t{p}\t{'true' if i % 2 else 'false'}\t"
                   f"{_WHY[i]}\n" for i, p in enumerate(pictures))


def test_a_picture_column_s_web_address_is_a_link_said_not_a_picture(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _sheet([f"http://example.com/sign{i}.png" for i in range(6)]), "s.tsv")
    assert len(deck.questions) == 6, said
    assert all("![](" not in q.text for q in deck.questions), [q.text for q in deck.questions]
    assert "<http://example.com/sign1.png>" in deck.questions[1].text, deck.questions[1].text
    assert any(":2:1:" in s and "web address" in s for s in said), said


def test_a_picture_column_s_name_outside_the_folder_is_not_written(tmp_path: Path) -> None:
    names = ["", "sub/../../etc/sign1.png", "/etc/sign2.png", "sign3.png", "C:\\img\\sign4.png", ""]
    deck, said = read_said(tmp_path, _sheet(names), "s.tsv")
    texts = [q.text for q in deck.questions]
    assert len(texts) == 6, said
    assert "![](sign3.png)" in texts[3], texts
    assert all("etc" not in t and "img" not in t for t in texts), texts
    assert any(":2:1:" in s and "outside" in s for s in said), said
    assert any(":3:1:" in s and "outside" in s for s in said), said
    assert any(":5:1:" in s and "outside" in s for s in said), said


_ID = ["Stack bekerja dengan prinsip Last In First Out (LIFO).", "Queue bekerja dengan prinsip First In First Out.",
       "Array selalu berukuran dinamis di semua bahasa.", "Linked list menyimpan data dalam node yang terhubung.",
       "Binary search bisa dipakai pada data yang tidak urut.", "Hash table memetakan kunci ke nilai."]


def test_an_explanation_opening_with_the_other_verdict_is_said(tmp_path: Path) -> None:
    verdicts = ["BENAR", "BENAR", "SALAH", "BENAR", "SALAH", "BENAR"]
    opens = ["BENAR", "BENAR", "SALAH", "SALAH", "SALAH", "BENAR"]   # row 4 says SALAH of a BENAR statement
    text = "".join(f'"{s}","{v}","✅ {o}: {w}"\n' for s, v, o, w in zip(_ID, verdicts, opens, _WHY, strict=True))
    deck, said = read_said(tmp_path, text, "kuis.csv")
    assert len(deck.questions) == 6, said
    assert rows_of(deck)[3][2] == [0], said   # written as the answer column says
    assert any(":4:1:" in s and "'SALAH'" in s and "'BENAR'" in s for s in said), said
    assert not any(":1:1:" in s and "opens with" in s for s in said), said


def test_an_explanation_using_a_verdict_word_in_a_sentence_is_not_said(tmp_path: Path) -> None:
    rows = [(f"The statement number {i} about the sky is right", "true" if i % 2 else "false",
             ("False would be wrong here: " if i % 2 else "True would be wrong: ") + _WHY[i]) for i in range(6)]
    deck, said = read_said(tmp_path, "".join(f'"{s}","{v}","{w}"\n' for s, v, w in rows), "s.csv")
    assert len(deck.questions) == 6, said
    assert not any("opens with" in s for s in said), said


_RECORDS = ["Which planet is the largest?", "0", "Mars", "Jupiter", "Venus", "Earth", "2",
            "1984", "0", "Orwell", "Huxley", "Bradbury", "Atwood", "1",
            "2+2=?", "0", "3", "4", "5", "6", "2",
            "Water boils at 100 degrees at sea level.", "2", "1",
            "Pick the even numbers.", "1", "2", "3", "4", "5", "2 1 3",
            "The moon is a planet.", "2", "0",
            "Which language has pointers?", "0", "C", "Python", "Java", "Ruby", "1"]


def test_a_record_whose_question_is_a_number_or_a_sum_is_read(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, "\n".join(["7", *_RECORDS]) + "\n", "intrebari.txt")
    rows = rows_of(deck)
    assert len(rows) == 7, said
    assert rows[0] == ("Which planet is the largest?", ["Mars", "Jupiter", "Venus", "Earth"], [1]), said
    assert rows[1] == ("1984", ["Orwell", "Huxley", "Bradbury", "Atwood"], [0]), said
    assert rows[2] == ("2+2=?", ["3", "4", "5", "6"], [1]), said
    assert any(":1:1:" in s and "7 records" in s for s in said), said
