"""A quiz's review page pasted as text (an LMS's "review attempt" page): its own lines around each question.

A learning platform's review of a finished attempt, copied from the browser, gives each question in a frame of the
page's own lines, the same in every question::

    Question 1
    Complete
    Mark 5.00 out of 5.00
    Flag question
    Question text
    Which of the following functions is exponential?
    Question 1Answer
    a.
    ...
    Feedback
    The correct answer is: ...

The frame is not the question's: read as text, ``Flag question`` and ``Question text`` open the question's text,
``Feedback`` joins the last choice or becomes the explanation. A file proves it is such a page when both of its two
buttons' lines (``Flag question`` or ``Remove flag``, and ``Question text``) stand alone on three lines at least
each; then every line alone that is one of the frame's (the state, the mark, the buttons, ``Question text``, the
answer area's ``Question NAnswer`` and ``Select one:``, ``Feedback``) is left blank, line for line, before any
reading. ``Question N`` stays (it opens the record) and so does ``The correct answer is: ...`` (the answer's line).
Fenced code is left as it is. A page of another platform or language, whose frame no list here knows, may still
show it by repetition: ``learntframes`` learns it. Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.base import LineWarn
from quizdeck.importers.learntframes import reframed

#: the page's buttons' lines: both stand alone this many times at least
LEAST = 3
#: a button to flag the question, and the heading over its text
_FLAG = re.compile(r"^[ \t]*(?:Flag question|Remove flag)[ \t]*$")
_TEXT = re.compile(r"^[ \t]*Question text[ \t]*$")
#: the frame's lines: the question's state, its mark, its buttons, its answer area's headings, its feedback's heading
_FRAME = re.compile(r"^[ \t]*(?:Complete|Incomplete|Not complete|Not answered|Not yet answered|Answer saved|Correct|"
                    r"Incorrect|Partially correct|Mark[ \t]+\d{1,4}(?:[.,]\d{1,4})?[ \t]+out of[ \t]+\d{1,4}"
                    r"(?:[.,]\d{1,4})?|Marked out of[ \t]+\d{1,4}(?:[.,]\d{1,4})?|Flag question|Remove flag|"
                    r"Question text|Question[ \t]*\d{1,4}[ \t]*Answer|Select one( or more)?:|Feedback)[ \t]*$")
#: a line longer than this is none of the frame's
_LONGEST = 60


def unframed(lines: Sequence[str], fenced: Sequence[bool], warn: LineWarn | None = None) -> list[str] | None:
    """The lines with a review page's frame left blank (see the module's docstring), or, in any language, a frame
    learnt by its repetition written as plain records (learntframes.py, said through ``warn``); None when the file
    is no such page."""
    flags = sum(1 for i, line in enumerate(lines) if not fenced[i] and len(line) <= _LONGEST and _FLAG.match(line))
    texts = sum(1 for i, line in enumerate(lines) if not fenced[i] and len(line) <= _LONGEST and _TEXT.match(line))
    if flags < LEAST or texts < LEAST:
        return reframed(lines, fenced, warn)
    return ["" if not fenced[i] and len(line) <= _LONGEST and _FRAME.match(line) else line
            for i, line in enumerate(lines)]
