"""Layout (session 43, layout43): excerpts written in the shape of the banks, each with a near miss that must not fire.

* lines the records repeat but for a running number (``Question 3 (2 points)``, ``Question 3 options:``): a cut
  whose records hold two records' numbers goes across them and loses; no right-choice mark is learnt on such a
  line; a key line over plain choices in every record is their caption (the lines above it the question's), a
  running line above the question's text its label.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.importers import arbiter
from quizdeck.importers.base import Importer, Source
from quizdeck.importers.fit import GOOD
from quizdeck.importers.formats import Format
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.layout import _Learner, _records
from quizdeck.importers.linekinds import BLANK, KEY, Line, classify
from quizdeck.importers.runninglines import across, running_lines
from tests.conftest import read_said, rows_of
from tests.test_import_arbiter import RecordReader

_LMS = [("Which organ pumps the blood?", ["lung", "heart", "liver", "kidney"]),
        ("Which bone is in the thigh?", ["femur", "ulna", "radius", "tibia"]),
        ("Which gland makes insulin?", ["thyroid", "pancreas", "adrenal", "pituitary"]),
        ("Which vessel carries blood to the heart?", ["vein", "artery", "capillary", "aorta"]),
        ("Which muscle moves the lungs?", ["biceps", "deltoid", "diaphragm", "soleus"]),
        ("Which cell carries oxygen?", ["platelet", "neutrophil", "lymphocyte", "erythrocyte"])]


def _lms(header: str = "Frage {n} ({p} Punkte) ", caption: str | None = "Frage {n} Optionen:") -> str:
    out = ["Woche 3", "Kapitel 9", ""]
    for k, (stem, choices) in enumerate(_LMS):
        out += [header.format(n=k + 1, p=2), stem]
        if caption is not None:
            out.append(caption.format(n=k + 1))
        out += [*choices, ""]
    return "\n".join(out)


def test_a_numbered_header_and_caption_per_record_read_as_the_records(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _lms(), "quiz.md")
    assert [(t, c) for t, c, _ in rows_of(deck)] == _LMS, said
    assert all(a is None for _, _, a in rows_of(deck)), "no answer is invented from '(2 Punkte)'"


def test_the_same_in_plain_text(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _lms(header="Question {n} ({p} points) ", caption="Question {n} options:"),
                           "quiz.txt")
    assert [(t, c) for t, c, _ in rows_of(deck)] == _LMS, said
    assert all(a is None for _, _, a in rows_of(deck))


def test_running_lines_found_by_their_shape() -> None:
    raws = [(1, "Week 3")]
    for n in range(3):
        raws += [(4 + 8 * n, f"Question {n + 1} (2 points)"), (5 + 8 * n, "Which?"),
                 (6 + 8 * n, f"Question {n + 1} options:"), (7 + 8 * n, "otic"), (8 + 8 * n, "optic")]
    numbers = running_lines(raws)
    assert numbers == {4: 0, 6: 0, 12: 1, 14: 1, 20: 2, 22: 2}
    assert across([[4, 5, 6, 7], [12, 13, 14, 15], [20, 21, 22]], numbers) == []          # each its own number
    assert across([[1, 2, 3, 4], [6, 7, 12, 13], [14, 15, 20, 21], [22, 23]], numbers) == [1, 2]   # across them


def test_numbers_that_repeat_or_do_not_run_are_no_record_numbers() -> None:
    # near miss: choices "Level 1" … "Level 4" in every record (they repeat), points that do not run
    levels = [(k, f"Level {1 + k % 4}") for k in range(12)]
    assert running_lines([(k, f"{k + 1}. {k + 6} hours") for k in range(4)]) == {}   # one question's choices
    assert running_lines(levels) == {}
    points = [(k, f"Worth {p} points") for k, p in enumerate([2, 5, 3, 2, 4])]
    assert running_lines(points) == {}
    # a page footer running through records of its own: most records hold one number, the cut is not across
    numbers = {3: 0, 9: 1, 15: 2, 21: 3}
    assert across([[1, 2, 3], [4, 5], [6, 7, 8], [9, 10], [12, 13, 15, 16, 21]], numbers) == []


def _key_cut(lines: list[Line]) -> _Learner:
    at = {i for i, ln in enumerate(lines) if ln.kind == KEY}
    return _Learner(_records(lines, at.__contains__))


def test_a_note_on_each_next_header_is_no_mark() -> None:
    # cut at each caption, every record's last choices are the next record's header, its note "(2 points)" on one
    # line of each: no right-choice mark (a line holding a record's running number is no choice)
    out: list[str] = []
    for k, (stem, choices) in enumerate(_LMS):
        out += [f"Question {k + 1} (2 points) ", stem, f"Question {k + 1} options:", *choices, ""]
    learner = _key_cut(classify(out))
    assert learner.layout.marks == []
    assert all(not r.sound for r in learner.read()[:-1])   # each holds two records' numbers: cut across them


def test_a_note_on_one_choice_a_record_is_still_a_mark() -> None:
    # near miss: the same note on one real choice of each record (no running number on its line): the file's mark
    out: list[str] = []
    for k, (stem, choices) in enumerate(_LMS):
        marked = [f"{c} (2 points)" if j == k % 4 else c for j, c in enumerate(choices)]
        out += [stem, *marked, ""]
    lines = classify(out)
    learner = _Learner(_records(lines, lambda i: lines[i].kind == BLANK))
    assert learner.layout.marks == ["(2 points)"]
    assert [r.answer for r in learner.read()] == [[k % 4] for k in range(len(_LMS))]


def test_a_key_after_the_choices_is_no_caption(tmp_path: Path) -> None:
    # near miss: a key alone after the choices (its value on the lines below) is not a caption over them
    out: list[str] = []
    for stem, choices in _LMS:
        out += [stem, *choices, "Notes:", "see chapter two", ""]
    deck, said = read_said(tmp_path, "\n".join(out), "quiz.txt")
    for text, choices, _ in rows_of(deck):
        assert text in [s for s, _ in _LMS], said
        assert choices[:4] in [c for _, c in _LMS], said


# -- the arbiter: a first reading that fits well but leaves answers unread is weighed against the others ----------

_KEYED = [(f"Soal nomor {k}: kota mana yang paling besar di pulau {k}?",
           ["Jakarta", "Bandung", "Surabaya", "Medan"], "ABCD"[k % 4]) for k in range(1, 13)]


def _keyed_bank() -> str:
    return "\n---\n".join(f"{stem}\n" + "\n".join(choices) + f"\nBENAR={key}" for stem, choices, key in _KEYED) + "\n"


class _Record(RecordReader):
    """Records of a stem, unlabelled choices and ``BENAR=X``, apart by ``---`` (``RecordReader``): every one answered
    but the last ``missed``, read with two choices in the text and no answer."""

    missed = 0

    def read(self, deck: ImportedDeck) -> None:
        super().read(deck)
        for q in deck.questions[len(deck.questions) - self.missed:]:
            q.text += f"\nA. {q.choices[0].text}\nB. {q.choices[1].text}"
            q.choices, q.answer = q.choices[2:], None


class _Missing(_Record):
    missed = 1


def _choose(monkeypatch: pytest.MonkeyPatch, first: type[Importer]) -> arbiter.Choice:
    whole = Format("whole", "all of it", (), _Record)
    monkeypatch.setattr(arbiter, "_others", lambda src, form: [whole])
    return arbiter.choose(Source("soal.txt", "soal.txt", _keyed_bank()), Format("text", "plain", (), first),
                          given=False)


def test_a_well_fitting_first_reading_with_answers_missed_loses_to_one_reading_all(monkeypatch: pytest.MonkeyPatch
                                                                                   ) -> None:
    choice = _choose(monkeypatch, _Missing)
    first = choice.readings[0]
    assert first.fit.score >= GOOD and first.fit.answered < 1     # well, by the gate alone never weighed again
    assert choice.reading.form.name == "whole" and choice.reading.fit.answered == 1


def test_a_first_reading_answering_all_is_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # near miss: the first reading answers every question, in shape: no other reading is tried
    choice = _choose(monkeypatch, _Record)
    assert choice.reading.form.name == "text" and len(choice.readings) == 1


def test_within_the_margin_the_reading_answering_all_in_shape_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(arbiter, "_MARGIN", 1.0)     # better by a hair only: the answers all read decide
    choice = _choose(monkeypatch, _Missing)
    assert choice.reading.form.name == "whole"


def test_a_count_from_0_and_one_from_1_name_the_same_records() -> None:
    # near miss: each record's question counts from 1, its choices and its note from 0 (``1.Какое число 0``,
    # ``A.число 0-0``, ``стр. 0``): one record each, not two
    raws = []
    for n in range(5):
        raws += [(10 * n + 1, f"{n + 1}.Какое число {n}?"), (10 * n + 2, f"A.число {n}-0"), (10 * n + 3, "B.x"),
                 (10 * n + 4, "C.y"), (10 * n + 6, f"стр. {n}")]
    numbers = running_lines(raws)
    assert set(numbers.values()) == {0, 1, 2, 3, 4}
    assert across([[10 * n + k for k in range(1, 9)] for n in range(5)], numbers) == []


def test_a_number_from_past_one_counts_no_record() -> None:
    # near miss: a year on each record's first choice, running 2001, 2002…: no record's number (a count starts at 1)
    def records(first: str) -> list[tuple[int, str]]:
        return [(7 * k + j, first.format(k=k, year=2001 + k) if j == 0 else "text") for k in range(6) for j in range(4)]
    assert running_lines(records("A. in {year}")) == {}
    assert running_lines(records("Part {k}: the rules")) != {}   # from 0: a count


def test_a_valueless_key_among_the_records_fields_is_no_caption() -> None:
    # near miss: "Feedback:" over two lines of prose, under the record's other fields: no caption of choices
    out: list[str] = []
    for stem, choices in _LMS:
        out += [f"Statement: {stem}", "Answer: False", "Feedback:", choices[0], choices[1], choices[2], ""]
    lines = classify(out)
    assert _Learner(_records(lines, lambda i: lines[i].kind == BLANK)).captions == set()
