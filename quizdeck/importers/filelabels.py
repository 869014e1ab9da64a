"""A question label learnt from the file (``P03.``, ``P3.¿``, ``**Que:**``, ``@mc 1)``): off every text it opens,
the question it opens where its line was read into the explanation before, and said where it opens no question.

Banks label their questions with a token of their own, not a question word (those are ``mend``'s and
``leadlabels``'): ``P01. ¿Qué ...?`` / ``P3.¿...`` / ``P ¿...`` (``P`` for *pregunta*), ``**Que:** ...``
(flashcards), ``@mc 1)`` / ``@sata 4)`` (a quiz plugin's type and number). The file shows it: the same token opens
the first line of most question texts (three at least, half the file's at least). A token is a label's form:

* letters (twelve at most), then a number, then ``.``/``)``/``:`` (``P03.``, ``Ex3)``), bold or not (the letters
  may vary: ``**A1.**`` and ``**B1.**`` are a file's parts); or
* a sigil before the letters (``@mc 1)``: the letters may vary, a question's type); or
* letters in bold with a ``:`` and no number (``**Que:**``), or four letters at most, capital first, and ``:``;
* and, only where the file's token is learnt from the forms above, the same one or two capitals alone before a
  sign (``P ¿Cuál ...``): the label with its number left out.

The token is followed by a space or glued to a sign (``P4.¿``), never to a letter (``e.g.``). Letters then ``.``
alone (``I.``, ``A.``) are statements' and choices' labels: never a question's here. What is learnt:

* without a sigil, the label's letters are those that open two texts at least (``**A1.**``/``**B1.**`` parts, not
  a ``**Fig 6.**`` opening one), and a space before its number is part of its shape (``**Step 2.**`` is not
  ``**P2.**``'s);
* the label comes off each text it opens (the summary says so, with the label and the count); a word label with
  no number (``**Que:**``, but ``Note:`` too) is a guess: said at the first line it came off;
* a question whose text lacks the label while the explanation before it ends with a labelled paragraph (no field
  of its own under it, ``**Ans:**``) was cut at a blank line: that paragraph is its text's start, moved (warned at
  the line: a guess);
* a source line the label opens that starts no question is said at its line (an open question, or a question
  whose choices were not read).

The same cut without a label (``take_asked_lines``): in a file whose texts ask (a ``?`` in most), a question whose
text asks nothing (code alone: ``a = "hola"``) while the explanation before it ends with one line that asks, alone in
its paragraph (``¿Cuál es el resultado de la siguiente expresión?``), gets that line as its text's start: the
question's line was cut off by its code (warned at the line: a guess).

Every pattern is anchored and bounded.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.mend import QUESTION_WORDS

#: fewer questions than this do not show what the file repeats
_LEAST = 3
#: a label's token at a line's start: bold or not, a sigil or not, letters, a number or not, ``.``/``)``/``:``
_HEAD = re.compile(r"^[ \t]{0,3}(?P<o>\*\*|__)?(?P<s>[@%&$~])?(?P<w>[^\W\d_]{1,12})(?P<sp>[ \t]?)(?P<n>\d{1,4})?"
                   r"(?P<c1>\*\*|__)?(?P<p>[.):：])?(?P<c2>\*\*|__)?(?P<g>[ \t]{0,3})")
#: a bold field's label opening a line (``**Ans:**``, ``**Tags:**``): a card's field of its own
_FIELD = re.compile(r"^[ \t]{0,3}(\*\*|__)[^\W\d_][^*_\n:：]{0,30}?(?:[:：]\1|\1[ \t]*[:：])")
#: a fence's opening or closing line
_FENCE = re.compile(r"^[ \t]{0,3}(?:```|~~~)")


@dataclass(frozen=True)
class _Token:
    key: tuple[str, bool, str]   # (sigil, bold, letters casefolded; "*" under a sigil, "#" before a number)
    letters: str                 # its letters, casefolded
    shown: str                   # the token as written
    end: int                     # where the text after it starts in its line
    learns: bool                 # a form that teaches the file's label (not the bare one)


def _token(line: str) -> _Token | None:
    """The label's token that opens ``line``, if its shape is a label's (see the module)."""
    m = _HEAD.match(line[:200])
    if m is None:
        return None
    o, s, w, n, p = m.group("o") or "", m.group("s") or "", m.group("w"), m.group("n"), m.group("p")
    closes = [c for c in (m.group("c1"), m.group("c2")) if c]
    if (o and closes != [o]) or (not o and closes) or w.casefold() in QUESTION_WORDS:
        return None
    rest = line[m.end():]
    if not rest.strip() or (not m.group("g") and (rest[0].isalnum() or rest[0] == "_")):
        return None   # nothing after it, or glued to a word ("e.g.", "P4.What")
    if m.group("sp") and n is None and p is not None:
        return None   # "Ab :" is no label's form
    key = (s, bool(o), "*" if s else ("# " if m.group("sp") else "#") if n is not None else "#" if p is None
           else w.casefold())   # "A1." and "B1.": one ("**Step 2.**", a space before its number, is another)
    if n is not None:
        learns = p is not None
        if m.group("sp") and not (s or o):
            learns = False   # "Part 1." is a heading's words: only with a sigil or bold
    elif p is not None:
        learns = p in ":：" and (bool(o) or bool(s) or (len(w) <= 4 and w[0].isupper() and not w.isupper()))
    else:
        learns = False
        if not (len(w) <= 2 and w.isupper() and not rest.lstrip()[0].isalnum()):
            return None   # the bare form: "P ¿Cuál ..." only
    return _Token(key, w.casefold(), m.group().strip(), m.end(), learns)


def _first(text: str) -> tuple[int, str]:
    """The index and content of ``text``'s first non-blank line."""
    for k, line in enumerate(text.split("\n")):
        if line.strip():
            return k, line
    return 0, ""


def _line(lines: Sequence[str], q: ImportedQuestion) -> str:
    """The source line a question starts at (its label there where a reader took it off the text already)."""
    return lines[q.pos.line - 1] if 0 < q.pos.line <= len(lines) else ""


def _ours(t: _Token | None, key: tuple[str, bool, str], letters: frozenset[str]) -> bool:
    """Whether ``t`` is the file's label: its key, and its letters the learnt ones where it has no number."""
    return t is not None and t.key == key and (t.letters in letters or (t.learns and bool(key[0])))


def _off(text: str, key: tuple[str, bool, str], letters: frozenset[str]) -> str | None:
    """``text`` with the file's label off its first line, or None where the label does not open it."""
    k, line = _first(text)
    t = _token(line)
    if t is None or not _ours(t, key, letters):
        return None
    rest = text.split("\n")
    rest[k] = line[t.end:].lstrip()
    return "\n".join(rest[k:]).strip("\n")


def take_file_labels(deck: ImportedDeck, lines: Sequence[str], where: str = "",
                     diags: Diagnostics | None = None) -> None:
    """The file's own question label off every text it opens, the texts it opens in the explanation before moved
    to their question, its lines that start no question said (see the module)."""
    questions = deck.questions
    if len(questions) < _LEAST:
        return
    tokens = {id(q): t for q in questions if (t := _token(_first(q.text)[1]) or _token(_line(lines, q))) is not None}
    keys = Counter(t.key for t in tokens.values() if t.learns)
    if not keys:
        return
    key, count = keys.most_common(1)[0]
    if count < _LEAST or 2 * count < len(questions):
        return
    shown = next(t.shown for t in tokens.values() if t.key == key and t.learns)
    opening = Counter(t.letters for t in tokens.values() if t.key == key and t.learns)
    letters = frozenset(w for w, k in opening.items() if k >= 2)   # ("**Fig 6.**" opening one text: not the label)
    taken = 0
    labelled: set[int] = set()
    first: Pos | None = None
    for q in questions:
        new = _off(q.text, key, letters)
        if new is not None and new.strip():
            q.text = new
            taken += 1
            labelled.add(id(q))
            first = first or q.pos
    if diags is not None and first is not None and key[2] not in ("*", "#"):
        # a word with a colon and no number ("Que:", but "Note:", "Hint:" as well): a guess, said at its first line
        diags.warning(Pos(where, first.line, 1), f"{shown!r} opens {taken} question texts, with no number: read as "
                      "the file's question label and taken off each",
                      hint="compare with the source: where it is a word of the question (a note, a hint), put it "
                           "back in the YAML")
    moved = _moved(questions, lines, key, letters, labelled)
    if taken or moved:
        deck.mend("the file's question label (like {0}; learnt from the file: it opens most texts) of {n} question "
                  "text{s}",
                  taken + len(moved), repr(shown))
    if diags is None:
        return
    if moved:
        others = ", ".join(str(n) for n in moved[1:12])
        diags.warning(Pos(where, moved[0], 1), f"the file's question label (like {shown!r}) opens this line, read "
                      f"into the explanation of the question before: read as the start of the next question's text"
                      f"{f' (and {len(moved) - 1} more like it)' if len(moved) > 1 else ''}",
                      hint="compare with the source: a blank line inside a question's text" +
                      (f"; the others at lines {others}" if others else ""))
    starts = {q.pos.line for q in questions} | set(moved)
    lost: list[int] = []
    fenced = False
    for n, line in enumerate(lines, start=1):
        if _FENCE.match(line):
            fenced = not fenced
        elif not fenced and n not in starts and _ours(_token(line), key, letters):
            lost.append(n)
    if lost:
        others = ", ".join(str(n) for n in lost[1:12])
        diags.warning(Pos(where, lost[0], 1), f"this line opens with the file's question label (like {shown!r}) "
                      f"({count} questions open so) but starts no question read"
                      f"{f' (and {len(lost) - 1} more like it)' if len(lost) > 1 else ''}: an open question, "
                      "or a question whose choices were not read?",
                      hint="compare with the source: give it its choices, or leave it out if it has none" +
                      (f"; the others at lines {others}" if others else ""))


def _moved(questions: Sequence[ImportedQuestion], lines: Sequence[str], key: tuple[str, bool, str],
           letters: frozenset[str], labelled: set[int]) -> list[int]:
    """Questions without the label whose label paragraph was read into the explanation before: that paragraph
    moved to their text's start; the source lines of the labels so moved."""
    out: list[int] = []
    for before, q in itertools.pairwise(questions):
        if id(q) in labelled or not before.explanation or q.pos.line <= before.pos.line:
            continue
        ex = before.explanation.split("\n")
        at = next((k for k in range(len(ex) - 1, -1, -1) if _ours(_token(ex[k]), key, letters)), None)
        if at is None or any(_FIELD.match(line[:200]) or _ours(_token(line), key, letters) for line in ex[at + 1:]):
            continue   # no label, or a card of its own under it (``**Ans:** ...``): an open question
        head = _off("\n".join(ex[at:]), key, letters)
        if not head:
            continue
        want = ex[at].strip()
        source = next((n for n in range(q.pos.line - 1, before.pos.line, -1)
                       if n <= len(lines) and lines[n - 1].strip() == want), None)
        if source is None:
            continue
        q.text = head.strip("\n") + "\n\n" + q.text.lstrip("\n")
        before.explanation = "\n".join(ex[:at]).strip("\n") or None
        q.use(source, q.pos.line)
        q.pos = Pos(q.pos.path, source, 1)
        out.append(source)
    return out


#: a line that asks: a question mark at its end (``?``, ``？``, maybe a closing bracket or markup after it)
_ASKS = re.compile(r"^[^\n]{0,400}[?？][ \t*_)\]）」\"'»]{0,6}$")
#: any sign of asking in a text: a question mark, an opening ``¿``
_ASKING = re.compile(r"[?？¿]")


def take_asked_lines(deck: ImportedDeck, lines: Sequence[str], where: str = "",
                     diags: Diagnostics | None = None) -> None:
    """A question's asking line read as the end of the explanation before, its text code alone: moved to its
    text's start (see the module), said in the summary and warned at the first such line."""
    questions = deck.questions
    if len(questions) < _LEAST or 2 * sum(bool(_ASKING.search(q.text)) for q in questions) < len(questions):
        return
    moved: list[int] = []
    for before, q in itertools.pairwise(questions):
        if not before.explanation or q.pos.line <= before.pos.line or _ASKING.search(q.text) or not q.choices:
            continue
        ex = before.explanation.rstrip("\n").split("\n")
        last = ex[-1].strip()
        if not _ASKS.match(last) or (len(ex) > 1 and ex[-2].strip()):
            continue   # no asking line, or one inside a paragraph (an explanation's own sentence)
        source = next((n for n in range(q.pos.line - 1, before.pos.line, -1)
                       if n <= len(lines) and lines[n - 1].strip() == last), None)
        if source is None:
            continue
        q.text = last + "\n\n" + q.text.lstrip("\n")
        before.explanation = "\n".join(ex[:-1]).strip("\n") or None
        q.use(source, q.pos.line)
        q.pos = Pos(q.pos.path, source, 1)
        moved.append(source)
    if not moved:
        return
    deck.mend("the asking line of {n} question{s} (read as the end of the explanation before; its text code alone)",
              len(moved))
    if diags is not None:
        others = ", ".join(str(n) for n in moved[1:12])
        diags.warning(Pos(where, moved[0], 1), "this line asks, read into the explanation of the question before, "
                      "and the next question's text asks nothing (code alone): read as the start of its text"
                      f"{f' (and {len(moved) - 1} more like it)' if len(moved) > 1 else ''}",
                      hint="compare with the source: a question's line, then its code" +
                      (f"; the others at lines {others}" if others else ""))
