"""Labels left at the start of a question's text in shapes the prefix check does not see: said, not taken off.

Two shapes, each proved by the text itself or by the file's own numbering, in any language whose label words
``mend.label_of`` knows:

* a label inside a wrapper that opens the line: a code span, quotes, a bracket, an HTML tag (`` `Question: ``,
  ``"Q3.``, ``[Pregunta 2]``, ``<b>1.</b>``); the label is what ``label_of`` finds once the wrapper's signs are
  spaces, so a quoted number (``"1984" is``) or a word (``"Question everything"``) is no label;
* a question's own running number glued to its first word (``4-La``, ``12.The``) where the question before is
  numbered one less or the one after one more, with the same sign, at the start of its source line: the run proves
  the number is a label, not a sum or a version (``3.5``) or a name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.mend import label_of

#: the wrappers that may open a question's line around its label: a code span, quotes, a bracket, inline HTML
_OPENER = re.compile(r"(?:[`\"“„«‘\[]|<(?:b|strong|code|em|i|u|kbd|span|mark)\b[^<>\n]{0,40}>)+(?=\S)", re.I)
#: the same wrappers' closings (and openings, for nested ones) inside the label: spaces for ``label_of``
_CLOSER = re.compile(r"</?(?:b|strong|code|em|i|u|kbd|span|mark)\b[^<>\n]{0,40}>|[`\"”“»‘’\]]", re.I)
#: how far into the line a wrapper's signs are looked at: a label is short
_LABEL_REACH = 40
#: a number glued to a letter by a label's sign: ``4-La``, ``12.The``, ``3)Wie``
_GLUED = re.compile(r"[ \t]*(?P<number>\d{1,4})(?P<sign>[.)\-–—:])(?=[^\W\d_])")
#: what may stand before a source line's number: spaces, a heading's or quote's marks, emphasis
_LINE_LEAD = r"[ \t>#*_]*"


def wrapped_label(line: str) -> tuple[str, str] | None:
    """The wrapper and the label inside it at the start of ``line`` (`` ` `` and ``Question:``), or None.

    A number alone is a label only with its sign (``1.``, ``[3]``); a bracket closing right after a number is its
    sign; no wrapper's sign may stand inside the label (``"42".zfill`` is code, not ``42 .``)."""
    opened = _OPENER.match(line)
    if not opened:
        return None
    wrapper = opened.group()
    head = line[opened.end():opened.end() + _LABEL_REACH]
    if wrapper.startswith("["):
        head = re.sub(r"^(\d{1,4})\]", r"\1)", head)      # "[3] Which": its bracket the label's sign
    spaced = _CLOSER.sub(" ", head)
    inner = spaced + line[opened.end() + _LABEL_REACH:]
    label = label_of(inner)
    if label is None or label.end <= 0:
        return None
    text = inner[:label.end].strip()
    cut = len(inner[:label.end].rstrip())
    if cut > len(head) or head[:cut] != spaced[:cut]:
        return None                                       # '`"42".zfill`': a wrapper's sign inside the "label"
    if label.group[0] == "num" and not label.question_word and text[-1:] not in ".):：、．-–—":
        return None                                       # "[12 angry men]": a number, no label's sign
    return wrapper, text


def glued_number(line: str) -> tuple[int, str] | None:
    """The number and sign glued to the first word of ``line`` (``4-La`` -> (4, "-")), or None."""
    m = _GLUED.match(line)
    return (int(m.group("number")), m.group("sign")) if m else None


def numbered_so(lines: Sequence[str], number: int, sign: str) -> bool:
    """Whether one of ``lines`` starts with ``number`` and ``sign`` (spaces allowed between and after)."""
    shape = re.compile(rf"{_LINE_LEAD}0*{number}[ \t]*{re.escape(sign)}")
    return any(shape.match(line) for line in lines)
