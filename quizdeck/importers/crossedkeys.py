"""An answer value's unread tail that names another choice: a crossed-out pick, or a doubt to say.

``labels.answer_letters("B(x) A")`` reads B and leaves ``"(x) A"`` unread. A tail that holds another stand-alone
label of the same question names two choices in two ways, which must never be dropped silently:

- a strike mark right after the first labels, then a label (``B(x) A``, ``B ✗ A``, ``B -> A``): a learner's
  corrected sheet, the first pick crossed out and the right one after it; read as the last label, the first said;
- any other stand-alone label in the tail (``B (see also C)``): kept as read, the other label said.

Every pattern is linear in the length of the value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from quizdeck.importers.labels import label_index, letter

#: a strike mark right after a label: ``(x)``, ``[x]``, ``✗``, ``✘``, ``×``, ``❌``, an arrow; then one label alone
_STRUCK = re.compile(r"[ \t]*(?:[(\[][ \t]*[xX✗✘×][ \t]*[)\]]|[✗✘×❌]\ufe0f?|->|→|=>)[ \t]*[*_`]*"
                     r"\(?([A-L])\)?[*_`]*[ \t]*[.)]?[ \t]*$")
#: what sets a reason apart after an answer's labels: an arrow, a dash, a colon, a sentence's stop
_SET_APART = re.compile(r"=>|->|→|[—–:]|[ \t]-[ \t]|\.[ \t]")
#: a capital label alone in a tail: no letter or digit either side, and no word after it (``A stack`` is a word)
_ALONE = re.compile(r"(?<![\w'’#+-])([A-L])(?![\w'’#+-])(?![ \t]+[^\W\d_])")


@dataclass(frozen=True)
class Tail:
    """What an answer's unread tail says: the choices to read and, for the warning at the line, why."""

    indices: list[int]
    said: str


def _index(label: str) -> int:
    """The place a capital label the patterns matched (``[A-L]``) names: the labels' own table (``labels``)."""
    index = label_index(label)
    assert index is not None, label
    return index


_WORD = re.compile(r"\w+")


def _restates(rest: str, texts: list[str], read: list[int]) -> bool:
    """Whether the tail holds a read choice's own text (``B) Option A``: choice B is "Option A")."""
    tail = " ".join(rest.casefold().split())
    return any(i < len(texts) and (own := " ".join(texts[i].casefold().split())) and own in tail for i in read)


#: the letters a word is compared by in ``_shortened`` (``migration`` and ``migrating``, ``frequent`` and
#: ``frequently``)
_STEM = 5


def _stems(text: str) -> set[str]:
    return {w[:_STEM] for w in _WORD.findall(text.casefold())}


def _shortened(rest: str, texts: list[str], read: list[int]) -> bool:
    """Whether the tail is a read choice's text shortened or said a little otherwise: half its words at least are
    the choice's, by their first letters (``B — Layer 3/4`` for ``Transport layer (Layer 3/4)``, ``B — Frequent
    migration`` for ``Migrating a job between CPUs frequently``)."""
    words = [w[:_STEM] for w in _WORD.findall(rest.casefold())]
    return bool(words) and any(
        i < len(texts) and 2 * sum(1 for w in words if w in (mine := _stems(texts[i]))) >= len(words) and bool(mine)
        for i in read)


def reread(read: list[int], rest: str, texts: list[str]) -> Tail | None:
    """The answer an unread tail ``rest`` changes or doubts, after the labels ``read`` of a question whose choices'
    texts are ``texts``: a crossed-out pick (``(x) A``) -> the last label, said; another label alone in the tail ->
    kept as read, said; None when the tail holds no other label of the question (``42``, ``because of the cache``)
    or restates a read choice's text."""
    count = len(texts)
    if not rest or not read or _restates(rest, texts, read):
        return None
    struck = _STRUCK.match(rest)
    if struck is not None and (index := _index(struck.group(1))) < count and index not in read:
        first = ", ".join(letter(i) for i in read)
        return Tail([index], f"the answer line crosses out {first} and names {letter(index)} after it "
                             f"({rest.strip()[:20]!r}): read as {letter(index)}")
    said = _SET_APART.search(rest[:300])   # "B, E => the reason (rack A …)": labels before the reason only
    head = rest[:said.start()] if said else rest[:300]
    others = [i for m in _ALONE.finditer(head) if (i := _index(m.group(1))) < count and i not in read]
    if not others:
        return None
    shown = ", ".join(letter(i) for i in read)
    return Tail(read, f"the answer line names {shown}, then {letter(others[0])} in what follows "
                      f"({rest.strip()[:30]!r}): read as {shown}")


#: a reason set apart after an answer's labels by a dash or a colon: ``— Egypt's capital grew up on its banks``
_REASON = re.compile(r"[ \t]*(?:[—–]|-(?=[ \t])|:)[ \t]*(\S.*)")


def reason(rest: str, texts: list[str], read: list[int]) -> str | None:
    """The reason an answer's unread tail gives after its labels (``B — why``): set apart by a dash or a colon,
    two words at least, no other label of the question in it (``reread``), not a read choice's own text; None
    otherwise."""
    m = _REASON.fullmatch(rest.strip())
    if m is None or not read or len(m.group(1).split()) < 2 or _restates(rest, texts, read) or (
            _shortened(m.group(1), texts, read)):
        return None
    if reread(read, rest, texts) is not None or any(
            _index(a.group(1)) < len(texts) and _index(a.group(1)) not in read for a in _ALONE.finditer(m.group(1))):
        return None   # "B — see A": another label in it, said or doubtful: no reason
    return m.group(1).strip().strip("*_").strip() or None
