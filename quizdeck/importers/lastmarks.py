"""A mark learnt alone on the last line of every record: the record's answer line, or said.

``learntmarks`` learns the mark most questions put on one choice. When the only mark it learns stands on the last
"choice" of nearly every question (``Learnt.last``), the place decides, not the mark: a page that writes each answer
again under its choices, set apart (``:white_large_square: Verdadeiro`` / ``:white_large_square: Falso`` and then
``__Falso__``; ``__d. full choice text__`` under ``a.`` to ``d.``), read by a reader that did not see the answer block,
gives records whose last line is marked, every time. So where that last line, its mark taken off, names other choices
of its record (their text, or label and text: ``resolve``) in half the marked records at least, it is the records'
answer line: it comes off the choices of every marked record and names the answer, and a record whose last line names
none is said at its question, with no answer; a record whose mark stands on another choice (marked in place, its
answer line missing) is read from that mark, and said. Elsewhere the mark stays the right choices' (the right choice
written last, marked), and the import says once that every answer rests on the place of one mark. The repeating-layout
reader learns no such token as its mark either (``at_last``): it is left to ``learntmarks`` and read here. Linear in the
questions' choices.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers import learntmarks
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion

#: the share of the marked records whose last line must repeat another choice for it to be the file's answer line
REPEATS = 0.5


def read(deck: ImportedDeck, eligible: Sequence[int], learnt: learntmarks.Learnt,
         resolve: Callable[[ImportedQuestion, str], list[int] | str], diags: Diagnostics,
         refresh: Callable[[int], None]) -> bool:
    """Read the marks ``learnt`` (on the questions ``eligible``, by their place there) as the module says: whether the
    last lines were the answer lines (taken off, the answers set, ``refresh`` called with each question changed);
    False when the mark stays the right choices' (said once, the caller reads it as a mark)."""
    questions = deck.questions
    marked = [k for k, ks in learnt.answers.items() if ks == [len(questions[eligible[k]].choices) - 1]]
    named: dict[int, list[int]] = {}
    for k in marked:
        q = questions[eligible[k]]
        rest = replace(q, choices=q.choices[:-1])
        value = learntmarks.take_off(q.choices[-1].text, learnt.marks).strip()
        got = resolve(rest, value) if value and len(rest.choices) >= 2 else "none"
        if isinstance(got, list) and got:
            named[k] = got
    shown = learnt.shown()
    if not marked or len(named) < max(2, REPEATS * len(marked)):
        if learnt.answers:
            first = questions[eligible[min(learnt.answers)]]
            diags.warning(first.pos, f"the right choices of {len(learnt.answers)} questions are read from the mark "
                                     f"{shown} on the last choice of each, as nothing else in the file marks them",
                          "check a few questions against the source: if that last line is each question's answer "
                          "written again, or a note, take it off the choices and write the answers")
        return False
    said = []
    for k in marked:
        i = eligible[k]
        q = questions[i]
        last = q.choices.pop()
        refresh(i)
        if k in named:
            q.set_answer(named[k])
        else:
            said.append((q, learntmarks.take_off(last.text, learnt.marks).strip()))
    for k, ks in learnt.answers.items():
        if k in marked:
            continue
        q = questions[eligible[k]]     # the mark on another choice than the last: that choice marked in place
        for c in ks:
            q.choices[c].text = learntmarks.take_off(q.choices[c].text, learnt.marks).strip()
        refresh(eligible[k])
        q.set_answer(list(ks))
        diags.warning(q.pos, f"the right choice{'s' if len(ks) > 1 else ''} of this question "
                             f"({', '.join(repr(q.choices[c].text[:40]) for c in ks)}) "
                             f"{'are' if len(ks) > 1 else 'is'} read from the mark {shown} on "
                             f"{'them' if len(ks) > 1 else 'it'}, where {len(marked)} other questions write "
                             "their answer on a last line of their own",
                      "check it against the source")
    deck.mend("the answer lines {0} under the choices of {n} question{s} (the last line of each: read as their "
              "answers, not a choice)", len(marked), shown)
    for q, text in said:
        diags.warning(q.pos, f"the question's last line {text[:60]!r}, in {shown} as the answer line under the choices "
                             f"of {len(named)} other questions, names none of its choices: it is written without an "
                             "answer", "write its answer (`answer: B`)")
    return True


def at_last(places: set[tuple[int, int]], counts: Sequence[int]) -> bool:
    """Whether a token found at ``places`` (record, choice) stands on the last choice of nearly every record it is on
    (``counts``: each record's number of choices), in three records at least: the place of a line every record ends
    with, which tells no right choice from a wrong one."""
    last = sum(1 for r, k in places if k == counts[r] - 1)
    return len(places) >= 3 and last >= 0.9 * len(places)
