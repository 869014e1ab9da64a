"""Quiz apps' data that names no right choice: records of bare lines (a question, its choices, the next question;
or one a line), no key, no mark, nothing else in the file. The app takes its first choice as right and shuffles them
(``answers[0]``), as sheets without an answer column do (``answervalues.first_taken``): the first choice of each
record is taken as right, said loudly at line 1, in one sentence wherever a reader finds such records (the layout's
records of a fixed length and of one line, ``layout._first_right``; ``periodrecords``' records of k lines). Not where
the choices carry a mark ``learntmarks`` learns (``Jupiter *``): the answers are read from it after the reader.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from quizdeck.importers.answervalues import first_taken
from quizdeck.importers.imported import ImportedQuestion
from quizdeck.importers.learntmarks import learn

#: a line of a quiz app's data: at the margin, a word (or a quote, a bracket, a tag, a sign of money or a negative
#: number) first, no label closed as a list's (``A. text``, ``2) text``, glued too: ``A.one``, ``1.What``), nor as a
#: key's or a dash's (``A: text``, ``b - text``: a person's labels as well)
BARE_LINE = re.compile(r"^(?![^\W\d_]?\d{0,3}[.)](?:[ \t]|[^\W\d_])|(?:[^\W\d_]|\d{1,3})(?:[:：]|[ \t]?[-–—])[ \t])"
                       r"(?:[\w\"'“‘«(¿¡<$€£@%]|-\d)")


def bare_records(lines: Iterable[str]) -> bool:
    """Whether the lines of records (each record's question and choices, as the file writes them) are a quiz app's
    data: bare lines (``BARE_LINE``: no label, no list mark, no indent), all but one in twenty (a choice may open
    ``F. Scott Fitzgerald``; a page's labels or list marks are on every question or every choice)."""
    count = odd = 0
    for line in lines:
        count += 1
        odd += BARE_LINE.match(line) is None
    return count > 0 and odd * 20 <= count


def take_first(questions: list[ImportedQuestion]) -> bool:
    """The first choice of each of ``questions`` made its answer (True), unless one is answered already or their
    choices carry a learnt mark of the right one (False: nothing taken)."""
    if not questions or any(q.answer is not None for q in questions):
        return False
    if learn([[c.text for c in q.choices] for q in questions], range(len(questions)), {}) is not None:
        return False
    for q in questions:
        q.set_answer([0])
    return True


def first_said(read_as: str, count: int, field: str = "line", each: str = "record") -> str:
    """What is said at line 1 when :func:`take_first` took the first choices: how the file was ``read_as``, the
    convention (``first_taken``, the sheets' sentence) and that ALL ``count`` answers are assumed."""
    # (at line 1, the file's: every answer is assumed, nothing in the file proves the convention; its answers may as
    # well be kept in another file, beside it)
    return (f"{read_as}: {first_taken(field, each, 'files')}; ALL {count} answers are assumed: nothing in the file "
            "says which choice is right (its key may be kept in another file)")


#: the hint of a record reading's :func:`first_said`
FIRST_HINT = ("check a few questions; an answer line after each record's choices (`Answer: B`) makes it certain; "
              "where the file has no key, remove the answers")
