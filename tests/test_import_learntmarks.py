"""The right choice's mark learnt from the file (importers/learntmarks.py): what is markup is not a mark.

chojuninengu-tape-exam-6 restates each choice in bold in its explanation (`**A) text**`), the right one
followed by its own mark (`**C) text** ✅`): read as a mark `**` glued on before the label, it made the
layout reading (168 "questions" of 43, 91 "answered") win over the Markdown one (11 of 11 sampled right)
in session 11.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.convert import read_source
from quizdeck.importers.learntmarks import Mark, edges


def test_a_bold_restatement_with_a_mark_after_it_is_bold_not_a_mark_glued_before_it():
    marks = [e.mark for e in edges('**C) aws_instance.demo["vault"]** ✅')]
    assert not [m for m in marks if m.edge == "before"]
    assert Mark("after", "✅") in marks
    assert [e.mark for e in edges("**b) text")] == [Mark("before", "**")]    # not closed: glued on, a mark
    assert [e.mark for e in edges("*a) Spock *the* captain")] == [Mark("before", "*")]


def _exam(n: int) -> str:
    out = ["# Practice Exam", ""]
    for q in range(1, n + 1):
        right = q % 4
        choices = [f"answer {q}{k}" for k in range(4)]
        out += [f"## Question {q}", f"**Topic:** topic {q}", "", "### Question", f"Which one is right, {q}?", "",
                "### Answer Options", "", *(f"{'ABCD'[k]}) {c}\n" for k, c in enumerate(choices)),
                f"**Correct Answer: {'ABCD'[right]}**", "", "### Explanation"]
        for k, c in enumerate(choices):
            out += [f"**{'ABCD'[k]}) {c}**" + (" ✅" if k == right else ""), f"Why {c} is {k == right}.", ""]
        out += ["---", "", f"## Question {q}b", "### Question", f"The command __ does {q}.", "", "### Answer Options",
                "", "Fill in the blank: __", "", f"**Correct Answer: command {q}**", "", "### Explanation",
                f"The command {q} does it.", "", "### Detailed Explanation", f"More on command {q}.", "", "---", ""]
    return "\n".join(out)


def test_an_exam_restating_its_choices_in_bold_is_read_by_its_answer_lines(tmp_path: Path):
    source = tmp_path / "exam.md"
    source.write_text(_exam(6), encoding="utf-8")
    read = read_source(source, "auto", Diagnostics())
    assert read is not None
    deck = read[0]
    choosing = [q for q in deck.questions if q.choices]
    assert len(choosing) == 6
    assert [q.answer for q in choosing] == [[q % 4] for q in range(1, 7)]
    assert [c.text for c in deck.questions[0].choices] == [f"answer 1{k}" for k in range(4)]
