"""Review of layout43 (session 43): near misses of its rules on shapes the branch did not test.

* a line repeated but for a running number that ends as a sentence (``Read passage 3 and answer.``) is the
  question's words, not the record's heading: it stays in the stem (mended: it was moved off silently);
* the branch's shapes in CRLF, a file of one question, empty input, a valueless ``Question:`` key under a label
  (read wrong before the branch too, but said at the line), each held.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.importers import arbiter
from quizdeck.importers.base import Source
from quizdeck.importers.formats import Format
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.layout import _Learner, _records
from quizdeck.importers.linekinds import BLANK, classify
from quizdeck.importers.runninglines import across, heading, running_lines
from tests.conftest import read_said, rows_of
from tests.test_import_layout43 import _keyed_bank, _Missing, _Record

_QS = [("Which organ pumps the blood?", ["lung", "heart", "liver", "kidney"]),
       ("Which bone is in the thigh?", ["femur", "ulna", "radius", "tibia"]),
       ("Which gland makes insulin?", ["thyroid", "pancreas", "adrenal", "pituitary"]),
       ("Which vessel carries blood to the heart?", ["vein", "artery", "capillary", "aorta"]),
       ("Which muscle moves the lungs?", ["biceps", "deltoid", "diaphragm", "soleus"]),
       ("Which cell carries oxygen?", ["platelet", "neutrophil", "lymphocyte", "erythrocyte"])]


def _learner(first: str, caption: str = "Options:") -> _Learner:
    out: list[str] = []
    for k, (stem, choices) in enumerate(_QS):
        out += [first.format(n=k + 1), stem, caption, *choices, ""]
    lines = classify(out)
    return _Learner(_records(lines, lambda i: lines[i].kind == BLANK))


def test_a_running_sentence_over_the_question_stays_its_text() -> None:
    # near miss: the first line of each stem repeated but for a running number, a sentence: the question's own words
    for first in ["Read passage {n} and answer.", "What is {n} times {n}?", "Lies den Text {n} und antworte!"]:
        learner = _learner(first)
        assert learner.running, first                      # the rule's trigger is there ...
        for k, r in enumerate(learner.read()):
            assert [ln.raw for ln in r.stem] == [first.format(n=k + 1), _QS[k][0]], first   # ... and does not fire
            assert [c[0].raw for c in r.choices] == _QS[k][1]


def test_a_running_heading_is_still_the_records_label() -> None:
    # the rule itself: a running line that is no sentence (its note in brackets) is taken off the question's text
    for first in ["Question {n} (2 points)", "Frage {n} (2 Punkte) ", "Exercise {n}"]:
        for k, r in enumerate(_learner(first).read()):
            assert [ln.raw for ln in r.stem] == [_QS[k][0]], first
            assert [ln.raw for ln in r.fields][-1:] == [first.format(n=k + 1)]


def test_heading_is_no_sentence() -> None:
    assert heading("Question 7 (2 points)") and heading("Вопрос 7") and heading("問題7")
    assert not heading("Read passage 7 and answer.") and not heading("第 7 题 是什么？")
    assert not heading("Which of these is number 7?")


def test_crlf_reads_as_lf(tmp_path: Path) -> None:
    out = ["Week 3", ""]
    for k, (stem, choices) in enumerate(_QS):
        out += [f"Question {k + 1} (2 points)", stem, f"Question {k + 1} options:", *choices, ""]
    deck, said = read_said(tmp_path, "\r\n".join(out), "quiz.txt")
    assert [(t, c) for t, c, _ in rows_of(deck)] == _QS, said
    assert all(a is None for _, _, a in rows_of(deck))


def test_one_question_or_none_counts_no_records() -> None:
    one = [(1, "Question 1 (2 points)"), (2, "Which?"), (3, "Question 1 options:"), (4, "otic"), (5, "optic")]
    assert running_lines(one) == {}
    assert running_lines([]) == {} and across([], {}) == [] and across([[1, 2], []], {}) == []
    assert running_lines([(k, "") for k in range(9)]) == {}   # empty lines: no shape


def test_a_valueless_question_key_under_a_label_is_said(tmp_path: Path) -> None:
    # near miss of the caption rule: "Question:" alone under "Q7", the question below it. Read wrong (before the
    # branch as well), never silently: the questions' one text is said at the line
    out: list[str] = []
    for k, (stem, choices) in enumerate(_QS):
        out += [f"Q{k + 1}", "Question:", stem, *choices, ""]
    deck, said = read_said(tmp_path, "\n".join(out), "quiz.txt")
    if [t for t, _, _ in rows_of(deck)] != [s for s, _ in _QS]:
        assert any("have the same text" in s for s in said), said


class _Shifted(_Record):
    """The same records, every answer read one choice on: a rival answering all, but otherwise."""

    def read(self, deck: ImportedDeck) -> None:
        super().read(deck)
        for q in deck.questions:
            if q.answer is not None:
                q.set_answer([(q.answer[0] + 1) % 4])


def test_a_rival_answering_all_but_otherwise_is_kept_only_with_a_doubt(monkeypatch: pytest.MonkeyPatch) -> None:
    # near miss of arbiter._answers_more: the rival answers every question in shape, by a hair better, but gives other
    # answers than the first reading to the questions both answer: kept, never in silence
    monkeypatch.setattr(arbiter, "_MARGIN", 1.0)       # only _answers_more can prefer it
    whole = Format("whole", "all of it", (), _Shifted)
    monkeypatch.setattr(arbiter, "_others", lambda src, form: [whole])
    choice = arbiter.choose(Source("soal.txt", "soal.txt", _keyed_bank()), Format("text", "plain", (), _Missing),
                            given=False)
    assert choice.reading.form.name == "whole"
    assert any("other right answers" in d.message for d in choice.doubts), choice.doubts
