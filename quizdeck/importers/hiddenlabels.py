"""Labels left at the start of a question's text in shapes the prefix check does not see: said, not taken off.

Two shapes, each proved by the text itself or by the file's own numbering, in any language whose label words
``mend.label_of`` knows:

* a label inside a wrapper that opens the line: a code span, quotes, a bracket, an HTML tag (`` `Question: ``,
  ``"Q3.``, ``[Pregunta 2]``, ``<b>1.</b>``); the label is what ``label_of`` finds once the wrapper's signs are
  spaces, so a quoted number (``"1984" is``) or a word (``"Question everything"``) is no label;
* a question's own running number glued to its first word (``4-La``, ``12.The``) where the question before is
  numbered one less or the one after one more, with the same sign, at the start of its source line: the run proves
  the number is a label, not a sum or a version (``3.5``) or a name.

A number alone is a label only so proved: inside a wrapper too (``[2019]``, `` `1. e4 e5` `` are a year and code
unless the numbers around run on), and glued only where it opens the question's own source line (``3- 3-D
printing``: the label was taken off, ``3-D`` is the text).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from quizdeck.importers.mend import Label, label_of

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
#: a source line's number and its sign at its start: ``## 11. Which?``, ``3- La``
_LINE_NUMBER = re.compile(rf"{_LINE_LEAD}(?P<number>\d{{1,4}})[ \t]*(?P<sign>[.)\-–—:])")
#: a number glued to its word at a source line's start (a cell's quote too): ``4-La``, ``"12.The``
_LINE_GLUED = re.compile(rf"{_LINE_LEAD}\"?{_GLUED.pattern}")


def _wrapped(line: str) -> tuple[str, str, Label] | None:
    """The wrapper at the start of ``line``, the label inside it as written, and the label read."""
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
    return wrapper, text, label


def wrapped_label(line: str) -> tuple[str, str] | None:
    """The wrapper and the label inside it at the start of ``line`` (`` ` `` and ``Question:``), or None.

    A number alone is a label only with its sign (``1.``, ``[3]``); a bracket closing right after a number is its
    sign; no wrapper's sign may stand inside the label (``"42".zfill`` is code, not ``42 .``)."""
    found = _wrapped(line)
    return (found[0], found[1]) if found else None


def wrapped_number(line: str) -> int | None:
    """The number of the label inside a wrapper at the start of ``line`` when it is a number alone (``[3]``,
    ``<b>1.</b>``, `` `1. e4` ``): a label only where the questions around prove the run; None otherwise."""
    found = _wrapped(line)
    if found is None or found[2].group[0] != "num" or found[2].question_word:
        return None
    return found[2].number


def line_number(line: str) -> tuple[int, str] | None:
    """The number and sign a source line starts with (``## 11. Which?`` -> (11, ".")), or None."""
    m = _LINE_NUMBER.match(line)
    return (int(m.group("number")), m.group("sign")) if m else None


def opens_glued(line: str) -> bool:
    """Whether a source line starts with a number glued to its word, no label before it (``4-La``, not
    ``3- 3-D printing``)."""
    return _LINE_GLUED.match(line) is not None


def glued_number(line: str) -> tuple[int, str] | None:
    """The number and sign glued to the first word of ``line`` (``4-La`` -> (4, "-")), or None."""
    m = _GLUED.match(line)
    return (int(m.group("number")), m.group("sign")) if m else None


def numbered_so(lines: Sequence[str], number: int, sign: str) -> bool:
    """Whether one of ``lines`` starts with ``number`` and ``sign`` (spaces allowed between and after)."""
    return (number, sign) in map(line_number, lines)
