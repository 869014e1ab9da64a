"""The blank a sheet's questions mark where the answer goes: ``{}`` in nine question cells in ten.

A program that puts a drop-down of the choices into the sentence (``Yoğun kar yağışı nedeniyle … yapamadı.{}``,
``… sözcüklere {} sözcükler denir.``) writes the place as empty braces in (nearly) every question. Such a mark
is no text of the question: inside the text it is the blank a learner fills (``___``), at the end it is left out
(the choices follow the sentence anyway).
"""

from __future__ import annotations

import re

#: the mark: empty braces, spaces allowed inside
_MARK = re.compile(r"\{[ \t]*\}")
#: the mark at the text's end
_AT_END = re.compile(r"[ \t]*\{[ \t]*\}[ \t]*$")
#: the share of question cells that must hold it
_MOST = 0.9
#: the fewest questions that tell it
_LEAST = 3


#: ``{}`` as code: after an operator, a bracket or a keyword (``x = {}``, ``typeof {}``, ``f() {}``, ``class A {}``)
_CODE = re.compile(r"[=+\-*/(\[\]),<>&|:]\s*\{\s*\}|\{\s*\}\s*[;)\],.]\s*\S|\b(?:class|struct|typeof|new|return|"
                   r"interface|enum)\b[^{}]{0,40}\{\s*\}")


def blank_marked(questions: list[str]) -> bool:
    """Whether nine question cells in ten (three at least) hold ``{}`` once, none of them as code."""
    filled = [q for q in questions if q.strip()]
    if any(_CODE.search(q) for q in filled):
        return False
    marked = sum(1 for q in filled if len(_MARK.findall(q)) == 1)
    return len(filled) >= _LEAST and marked >= _MOST * len(filled)


def with_blank(text: str) -> str:
    """The question with its ``{}`` as the blank: left out at the end, ``___`` inside."""
    return _MARK.sub("___", _AT_END.sub("", text.rstrip())).strip()
