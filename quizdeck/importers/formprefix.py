"""A prefix every question repeats in form but not in words: the file's label or category, not the question's text.

Some files open each question's first line with a token of their own that no label pattern knows, written the
same way every time but for what it holds: a running number with a bracketed setting after it (``01(15s)``,
``02(20s)``, ``03(15s)``: the question's number and its time limit), or a category word and a colon
(``HISTORY: ...`` on ten questions, ``SPORT: ...`` on the next ten). Nothing here knows the words; all is learnt
from the file's repetition:

* each question's **token** is its first line's start up to the first space (at most ``_LONGEST`` characters,
  and not the whole line); its **form** is the token with every run of digits written ``9``, every run of
  capitals ``A`` and every run of other letters ``a``;
* a form shared by nine questions in ten (``_SHARED``, four questions at least) is the file's prefix when
  it is **numbered**: it opens with a number (after a sign or a bracket at most), holds something besides
  digits and one punctuation mark (a bare ``12.`` is
  ``mend.py``'s), and its first number runs up by one from question to question (a number that runs is a
  label, a number in a sentence does not run), or it is a numbering of parts (``1.0``, ``1.1``, ``2.0``: a
  level's number and the place in it) that runs so, one part up and the parts after it started again; or when
  it is **a category**: a word in capitals and a colon,
  of two values at least, each on two questions at least. A numbered prefix is taken off; a category becomes
  the question's tag;
* when the tokens up to the first space share no form, because the number is **glued** to the question's first
  word with no space (``1~e~You``, ``2~What``, beside ``26~ A remote``): each token is cut again at its last sign
  before a run of letters (``1~e~`` | ``You``); a form those cut tokens share, nine in ten, that opens with a
  number running up by one, is the file's prefix, a single sign after the number enough (a word glued to a
  number and a sign is no sentence's start);
* a bare number, or one sign and a number (``0 ``, ``!12 ``), set off by a space before nine questions in ten, that
  runs up by one and is followed by words (not a sum, ``1 + 1``), is the file's running label too;
* a form of one or two signs alone (``:`` left when a reader took ``**Question 3**`` off ``**Question 3** : text``),
  not a bracket, a quote or a blank, is what stood between a label and the question: it is taken off.

Run by ``mend.py`` after the question labels; what was taken off is counted in the deck's summary. Every pattern
is linear in the line's length.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections import Counter

from quizdeck.importers.imported import ImportedDeck, ImportedQuestion, make_tag
from quizdeck.importers.layoutmarkup import layout_lead, without_layout

#: a token longer than this is text, not a prefix
_LONGEST = 24
#: the share of questions that must open with the form
_SHARED = 0.9
#: the share of steps between the questions' numbers that must go up by one
_RUNNING = 0.8
_TOKEN = re.compile(rf"(\S{{1,{_LONGEST}}})[ \t]+(?=\S)")
_RUN = re.compile(r"\d+|[^\W\d_]+")
_CATEGORY = re.compile(r"A:")
#: a first line's start cut at its last sign before a run of letters, within its first word: ``1~e~`` of ``1~e~You``
_GLUED = re.compile(rf"(\S{{0,{_LONGEST - 1}}}[^\w\s])(?=[^\W\d_])")
#: a numbered form opens with its number (after a sign or a bracket at most): ``9(9a)``, ``#9``
_OPENS_NUMBERED = re.compile(r"[^\w]{0,2}9")
#: a numbering of parts, each a number, one sign between them (``9.9``, ``9.9.9.``): a level's and a place's
_PARTS = re.compile(r"9(?:[^\w\s]9)+[^\w\s]?")


def form_of(token: str) -> str:
    """A token as compared with the other questions': digits ``9``, capitals ``A``, other letters ``a``."""
    return _RUN.sub(lambda m: "9" if m.group(0).isdigit() else "A" if m.group(0).isupper() else "a", token)


def first_line(text: str) -> tuple[int, str]:
    """Where the first non-blank line of ``text`` starts, and the line (its leading spaces aside); also
    ``mend``'s, which runs this module's reading."""
    at = 0
    for line in text.split("\n"):
        if line.strip():
            return at + len(line) - len(line.lstrip()), line.strip()
        at += len(line) + 1
    return 0, ""


def _opening(q: ImportedQuestion) -> str:
    """The question's first line without the layout markup at its edges (``<br/>📌 How`` opens with ``📌``)."""
    return without_layout(first_line(q.text)[1])


def _token(q: ImportedQuestion) -> str:
    m = _TOKEN.match(_opening(q))
    return m.group(1) if m else ""


def _glued(q: ImportedQuestion) -> str:
    """The question's token cut at its last sign before letters when a number opens it (``1~e~`` of
    ``1~e~You``); else its token up to the first space."""
    token = _token(q)
    if token and not token[-1].isalnum():
        return token      # (a space after the sign: ``26~ A remote``)
    m = _GLUED.match(_opening(q))
    return m.group(1) if m and _OPENS_NUMBERED.match(form_of(m.group(1))) else token


def _numbered(form: str, tokens: list[str], signs: int = 2) -> bool:
    """A form that holds a running number and more than the number's punctuation (``signs`` characters besides
    its digits at least), or a numbering of parts (``1.0``, ``1.1``, ``2.0``: a level's and a place's): a label
    of the file's own."""
    parts = _PARTS.fullmatch(form) is not None
    if not _OPENS_NUMBERED.match(form) or (len(form.replace("9", "")) < signs and not parts):
        return False                     # (a number inside words, ``《规程》第3条（``, is the question's text)
    return _running(tokens, parts)


def _running(tokens: list[str], parts: bool = False) -> bool:
    """The tokens' first numbers (all their numbers: ``parts``) run up by one from question to question, mostly."""
    numbers = [tuple(int(n) for n in re.findall(r"\d+", t)[:None if parts else 1]) for t in tokens]
    steps = list(itertools.pairwise(n for n in numbers if n))
    return bool(steps) and sum(1 for a, b in steps if _follows(a, b)) >= _RUNNING * len(steps)


def _follows(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """``b`` is the number after ``a``: one part one up, the parts before it the same, the parts after it started
    again (at 0 or 1): ``12`` -> ``13``, ``1.2`` -> ``1.3``, ``1.2`` -> ``2.0``."""
    return len(a) == len(b) and any(
        a[:i] == b[:i] and b[i] == a[i] + 1 and all(n <= 1 for n in b[i + 1:]) for i in range(len(a)))


def _bare_running(form: str, members: _Members) -> bool:
    """A bare number (or one sign and a number: ``!12``) and a space before nine questions in ten, that runs up by
    one from question to question (from 0 or 1 or wherever the file starts), each followed by words, not a sum
    (``1 + 1``) or a number: the file's running label, set off by a space only."""
    if not (form == "9" or (len(form) == 2 and form[1] == "9" and unicodedata.category(form[0]) == "Po")):
        return False
    for q, token in members:
        rest = _opening(q)[len(token):].lstrip(" \t")
        if not rest or not (rest[0].isalpha() or unicodedata.category(rest[0]) in ("Ps", "Pi") or rest[0] in "\"'"):
            return False
    return _running([t for _, t in members])


def _category(form: str, tokens: list[str]) -> bool:
    """A word in capitals and a colon, of two values at least, each on two questions at least."""
    counts = Counter(tokens)
    return _CATEGORY.fullmatch(form) is not None and len(counts) >= 2 and min(counts.values()) >= 2


def _separator(form: str) -> bool:
    """One or two signs alone (``:``, ``-``) before the text of nine questions in ten: what stood between a label
    taken off and the question (``**Question 3** : text``), not the question's text. A sign that opens a text or
    stands for a blank (a table's bar, a quote's ``>``, a bracket, a quote, ``¿``, ``...``, ``_``) is the
    question's own."""
    return 1 <= len(form) <= 2 and all(unicodedata.category(c)[0] in "PS" and c not in _OWN_SIGNS for c in form)


#: signs a question's text may open with: a table's bar, a quote's, brackets, quotes, inverted marks, blanks, sums, code
_OWN_SIGNS = "|>([{<«»“”‘’„‚\"'`¿¡$\\#%&@/.…_*~+=?!"


#: questions that open with the shared form, each with its token
_Members = list[tuple[ImportedQuestion, str]]


def take_form_prefixes(deck: ImportedDeck) -> None:
    """Take off the prefix the deck's questions repeat in form (see the module's docstring); a category becomes
    the question's tag."""
    tokens = [_token(q) for q in deck.questions]
    if not any(tokens):
        return
    found = _shared(deck.questions, tokens)
    if found is None:
        _take_glued(deck)
        return
    form, members = found
    shared = [t for _, t in members]
    if _separator(form):
        _cut(members)
        deck.mend(f"the sign {members[0][1]!r} before {{n}} question text{{s}}", len(members))
        return
    numbered = _numbered(form, shared) or _bare_running(form, members)
    if not numbered and not _category(form, shared):
        return
    _cut(members)
    for q, token in members:
        if not numbered and (tag := make_tag(token.rstrip(":").casefold())) and tag not in q.tags:
            q.tags.append(tag)
    what = "the number" if numbered else "the category"
    deck.mend(f"{what} {members[0][1]!r} (in that form) before {{n}} question text{{s}}"
              f"{'' if numbered else ' (now their tags)'}", len(members))


def _take_glued(deck: ImportedDeck) -> None:
    """Take off a running number glued to the questions' first words (``1~e~You``: see the module), when the
    tokens up to the first space share no form."""
    found = _shared(deck.questions, [_glued(q) for q in deck.questions])
    if found is None or not _numbered(found[0], [t for _, t in found[1]], signs=1):
        return
    _cut(found[1])
    deck.mend(f"the number {found[1][0][1]!r} (in that form, glued to the text) before {{n}} question text{{s}}",
              len(found[1]))


def _shared(questions: list[ImportedQuestion], tokens: list[str]) -> tuple[str, _Members] | None:
    """The form nine questions in ten (four at least) open with, and those questions with their tokens."""
    forms = Counter(form_of(t) for t in tokens if t)
    if not forms:
        return None
    form, count = forms.most_common(1)[0]
    if count < 4 or count < _SHARED * len(questions):
        return None
    return form, [(q, t) for q, t in zip(questions, tokens, strict=True) if t and form_of(t) == form]


def _cut(members: _Members) -> None:
    """Take each question's token off the start of its first line, the layout markup before it (``<br/>``) and the
    blanks after it."""
    for q, token in members:
        start, line = first_line(q.text)
        q.text = q.text[:start] + q.text[start + layout_lead(line) + len(token):].lstrip(" \t")
