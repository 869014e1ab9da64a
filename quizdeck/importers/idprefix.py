"""An id code before most questions' texts, maybe the question's kind after it, then a dash: a label, not the text.

An app's question list may open every question with its own id and its kind, set off from the text by a dash or a
colon (``- `e-001` *Auswahl* – Wie heißt …?``, ``[Q-12] (MCQ): Which …?``). Nothing here knows a word or a
language; all is learnt from the file:

* the **head** of a question's first line: an id in a code span or in brackets (``` `e-001` ```, ``[Q-12]``), or a
  bare code of letters, a sign maybe, and digits (``e-001``, ``AWS_003``; a bare number is a running label,
  ``mend.py``'s); then maybe a short kind in emphasis or in brackets (``*Auswahl*``, ``(Wahr/Falsch)``); then a
  dash or a colon and a space, the text after it;
* such heads open nine questions' texts in ten (three at least), all with the same sign before the text, their ids
  of one form (digits ``9``, letters ``a``) and each its own: the file's ids. They are taken off; the kinds, where
  the heads hold one, become the questions' tags when they recur (few values, each on several questions), and
  else the heads are left (a kind each its own may be the text's first words) for the second look to warn about.

Run by ``mend.py`` after the question labels; what was taken off is counted in the deck's summary. Every pattern
is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections import Counter

from quizdeck.importers.formprefix import first_line, form_of
from quizdeck.importers.imported import ImportedDeck, make_tag

#: the share of questions the head must open
_SHARED = 0.9
#: the share of the heads whose ids must be each their own
_OWN = 0.9
_HEAD = re.compile(
    r"(?P<id>`[^`\s]{1,24}`|\[[^\[\]\s]{1,24}\]|(?:\*\*|__)?[^\W\d_]{1,6}[-_.]?\d{1,6}(?:[-_.]\d{1,4})?(?:\*\*|__)?)"
    r"(?:[ \t]+(?P<kind>\*[^*\s][^*\n]{0,29}\*|_[^_\s][^_\n]{0,29}_|\([^()\n]{1,30}\)|\[[^\[\]\n]{1,30}\]))?"
    r"(?:[ \t]+[-–—|]|[ \t]*:)[ \t]+(?=\S)")
_DIGIT = re.compile(r"\d")


def _kind(raw: str) -> str:
    """A kind's words without its emphasis or brackets, or a sentence's sign at their end (``Wer bin ich?``)."""
    return raw[1:-1].strip().rstrip("?!.:;？！。：").rstrip()


def take_id_prefixes(deck: ImportedDeck) -> None:
    """The id heads off the questions' texts, their kinds their tags, when the file writes them so (see the
    module's docstring)."""
    questions = deck.questions
    heads = []
    for i, q in enumerate(questions):
        start, line = first_line(q.text)
        m = _HEAD.match(line)
        if m is not None and _DIGIT.search(m.group("id")):
            heads.append((i, start, line, m))
    if len(heads) < 3 or len(heads) < _SHARED * len(questions):
        return
    if len({m.group(0)[m.end("kind") if m.group("kind") else m.end("id"):].strip() for _, _, _, m in heads}) != 1:
        return                       # (one sign before the text in all)
    ids = [m.group("id") for _, _, _, m in heads]
    forms = Counter(form_of(x) for x in ids)
    if forms.most_common(1)[0][1] < _SHARED * len(heads) or len(set(ids)) < _OWN * len(heads):
        return                       # (ids of many forms, or the same one repeated: no file's ids)
    kinds = Counter(_kind(m.group("kind")) for _, _, _, m in heads if m.group("kind"))
    total = sum(kinds.values())
    if kinds and (total < _SHARED * len(heads) or 2 * len(kinds) > total
                  or sum(c for c in kinds.values() if c >= 2) < _SHARED * total):
        return                       # kinds on some heads only, or each its own: maybe the text's words
    taken = 0
    for i, start, line, m in heads:
        q = questions[i]
        rest = line[m.end():]
        q.text = q.text[:start] + rest + q.text[start + len(line):]
        if m.group("kind") and (tag := make_tag(_kind(m.group("kind")))) and tag not in q.tags:
            q.tags.append(tag)
        taken += 1
    shown = heads[0][3].group(0).strip()
    deck.mend("the heads like {0} before {n} question text{s} (ids" + (", their kinds now tags)" if kinds else ")"),
              taken, repr(shown))
