"""How well a reading fits its source, whatever the format: one figure to compare readings by.

A reader's deck says what it made of a source; this says how much of the source that explains
and how question-like the result is, from the deck and the source's lines only (no format is
named here, so any reader's deck, a layout reader's too, is measured the same way):

* **shaped**: the share of questions that look like multiple-choice questions: 2 to 8 choices,
  no empty choice, no label kept before the choices (``A sei libri``, ``B otto libri``), and no run
  of labelled choice lines (``A.``, ``B)``) left inside the question's text, a choice or its
  explanation (choices not taken apart, or another question swallowed), and no choice that lists the choice after
  it as parts at one separator, its parts apart and more than the choices (``ls:cd:pwd:cat`` then ``cd``: a joined
  choice line read whole, its answer line after it); up to ``MAX_CHOICES`` where the choices are the parts of one
  of the question's lines;
* **used**: the share of the source's non-blank lines that the reading accounted for (a question,
  the deck, page furniture: ``ImportedDeck.unused``), less the lines that were accounted for and are
  likely not so: furniture that is a labelled choice line (``B) text``), and a question's lines beyond
  ``_SWOLLEN`` times the file's usual question (one question holding the next ones, or an answer key);
* **answered**: the share of questions with an answer (a source may give none: every reading of it
  then has 0, so this only ranks readings);
* **numbered**: the questions found against the longest run of line-start numbers that go up by
  one (``1.``, ``2.``… of one indentation and punctuation): fewer questions than numbered items is
  a reading that lost some;
* **steady**: the share of questions with the file's most common number of choices, or whose choices are the parts
  of one of their lines (``a:b:c:d``: each question's count is its own line's, no fault);
* **clean**: the share of questions whose text does not start with its number or label (``1)``,
  ``Question 3:``, also inside ``<strong>`` or ``**``) after the labels were taken off (``mend.py``), nor with a sign
  and a blank nine in ten of them open with (``? Як…``: a sign-led file's question sign left on);
* **distinct**: the share of questions whose text is their own: where more than half of them (three at least)
  have one text, those are not (what the file writes above each question, ``Réponses :``, read as the text).

``Fit.score`` multiplies them (weights below) into 0..1: 0 for no questions, about 0.9 and up for
a reading that takes every line into well-shaped, answered questions. ``Fit.doubts`` names what is
low, for a message. Linear in the source's size.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from quizdeck.importers.answervalues import MAX_CHOICES
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion, shared_text
from quizdeck.importers.labels import split_label

#: a line-start number that may count a question: ``12.``, ``3)``, ``**4.**``, ``## 5.``, ``6 -``
_NUMBERED = re.compile(r"([ \t]*)(?:#{1,6}[ \t]+)?(?:\*\*|__)?(\d{1,4})(?!\d)(\.|\)|[ \t]*[-–—:：])(?:\*\*|__)?"
                       r"[ \t]+\S")
#: a number or label kept at the start of a question's text, inside markup or not: "<strong>1) ", "Question 3: "
_KEPT_LABEL = re.compile(r"(?:<[a-z][^<>]{0,40}>|\*\*|__|#{1,6}[ \t]+|[ \t])*(?:[^\W\d_]{1,12}[ \t]*)?#?\d{1,4}"
                         r"[.):：](?:\*\*|__|</[a-z]{1,10}>)?[ \t]")
#: a sign and a blank at the start of a question's text (not a quote, a bracket, an opening ``¿``, math or Markdown's
#: markup: ``>``, ``*``, ``#``, ``|``)
_KEPT_SIGN = re.compile(r"([^\w\s\"'“”‘’«»„()\[\]{}<>¿¡$\\*_`|#])[ \t]")
#: the share of questions opening with one such sign for it to be a sign left on
_MOST_SIGNED = 0.9
#: fewer numbered items than this are not a count to hold a reading to
_LEAST_NUMBERED = 5
#: a question taking more than this many times the median question's lines holds what is likely not its own
_SWOLLEN = 3
#: a reading that fits this well is not read again another way (``arbiter``)
GOOD = 0.8


@dataclass(frozen=True)
class Fit:
    """How well one reading fits its source (see the module's docstring)."""

    questions: int
    shaped: float
    used: float
    answered: float
    numbered: int               # the longest running count of numbered lines (0 when under _LEAST_NUMBERED)
    steady: float
    clean: float
    unused_lines: int           # non-blank source lines the reading did not account for
    misplaced: int              # lines accounted for that likely are not so (see the module's docstring)
    lines: int                  # non-blank source lines
    first_unused: int | None = None   # the first of them (1-based), for a message
    distinct: float = 1.0             # the share of questions whose text is their own (see the module's docstring)
    odd: list[int] = field(default_factory=list)   # lines of questions that are not shaped (first few)

    @property
    def counted(self) -> float:
        """The questions found against the numbered items (1 when there is no such count, or more were found)."""
        return min(1.0, self.questions / self.numbered) if self.numbered else 1.0

    @property
    def score(self) -> float:
        return self.score_answering(self.answered)

    def score_answering(self, answered: float) -> float:
        """The score had the reading answered this share of its questions (the arbiter's "by accident")."""
        if not self.questions:
            return 0.0
        return (self.shaped * self.used * self.counted * (0.6 + 0.4 * answered)
                * (0.85 + 0.15 * self.steady) * (0.6 + 0.4 * self.clean) * (0.6 + 0.4 * self.distinct))

    def doubts(self) -> list[str]:
        """What is low, in words: ``"40 of 200 lines not used"``, ``"5 of 30 questions without 2-8 choices"``."""
        out = []
        if self.used < 0.9 and self.unused_lines:
            out.append(f"{self.unused_lines} of {self.lines} lines not used")
        if self.used < 0.9 and self.misplaced:
            out.append(f"{self.misplaced} lines likely misplaced (choice lines left out, or questions much "
                       "longer than the others)")
        odd = round(self.questions * (1 - self.shaped))
        if odd:
            out.append(f"{odd} of {self.questions} question{'s' if self.questions != 1 else ''} without 2-8 "
                       "separate choices")
        if self.clean < 0.9:
            kept = round(self.questions * (1 - self.clean))
            out.append(f"{kept} question text{'s' if kept != 1 else ''} starting with a number or label")
        if self.distinct < 0.5:
            same = round(self.questions * (1 - self.distinct))
            out.append(f"{same} of {self.questions} questions with one text")
        if self.numbered and self.counted < 0.9:
            out.append(f"{self.numbered} numbered items but {self.questions} questions")
        return out


def running_count(lines: Sequence[str]) -> int:
    """The longest run of line-start numbers of one indentation and punctuation that go up by one
    (gaps of other lines allowed); 0 when shorter than ``_LEAST_NUMBERED``."""
    runs: dict[tuple[int, str], tuple[int, int]] = {}   # (indent, punct) -> (next number expected, taken)
    best = 0
    for line in lines:
        m = _NUMBERED.match(line)
        if m is None:
            continue
        key = (len(m.group(1).expandtabs(4)), m.group(3).strip() or "-")
        number = int(m.group(2))
        expected, taken = runs.get(key, (-1, 0))
        if expected == -1:
            runs[key] = (number + 1, 1)
        elif number == expected:
            runs[key] = (number + 1, taken + 1)
        else:
            continue
        best = max(best, runs[key][1])
    return best if best >= _LEAST_NUMBERED else 0


#: a choice label at a line's start, its space after it or not (``A)Text``, ``b.`` ``(C)``): in a run from A, not text
_LOOSE_LABEL = re.compile(r"[ \t>*+-]*[(\[]?([A-Ha-h])[.)\]:](?!\w\.)")


def _labelled_lines(text: str) -> int:
    """How many lines of ``text`` (after its first) start with a choice label in sequence from A."""
    expected = 0
    for line in text.split("\n")[1:]:
        found = split_label(line.strip().lstrip("-*+ ").strip())
        index = found[0] if found is not None else None
        if index is None and (m := _LOOSE_LABEL.match(line)):
            index = "abcdefgh".index(m.group(1).lower())
        if index == expected:
            expected += 1
    return expected


#: the separators of choices joined on one line (``a:b:c``, ``a | b | c``, ``甲、乙、丙``), full-width ones too
JOINERS = ("|", ";", ":", "/", "、", "：", "；", "｜", "／")


def _parts(text: str) -> tuple[str, list[str]] | None:
    """``text`` split at the one joiner it holds (3 parts at least, none empty): (the joiner, the parts); else None."""
    if "\n" in text:
        return None
    held = [j for j in JOINERS if j in text]
    if len(held) != 1:
        return None
    parts = [p.strip() for p in text.split(held[0])]
    return (held[0], parts) if len(parts) >= 3 and all(parts) else None


def _joined_choice(q: ImportedQuestion) -> bool:
    """Whether a choice lists, as its parts at one joiner, every part of the choice after it, fewer (``ls:cd:pwd``
    then ``cd`` or ``ls:cd``), its parts apart and more than the question's choices: a line of all the choices read
    as one, the answer line after it read as another (a path, a ratio ``9:3:3:1``, a combination is none)."""
    for joined, after in zip(q.choices, q.choices[1:], strict=False):
        found = _parts(joined.text)
        if found is None:
            continue
        joiner, parts = found
        keys = {p.casefold() for p in parts}
        if len(keys) < len(parts) or len(parts) <= len(q.choices):
            continue
        named = [p.strip().casefold() for p in after.text.split(joiner)]
        if len(named) < len(parts) and all(named) and all(p in keys for p in named):
            return True
    return False


def one_line(q: ImportedQuestion, lines: Sequence[str]) -> bool:
    """Whether the question's choices are the parts of one of its source lines (``a:b:c:d``), 3 at least."""
    if len(q.choices) < 3:
        return False
    texts = [c.text.strip() for c in q.choices]
    for a, b in q.lines:
        for k in range(max(a, 1), min(b, len(lines)) + 1):
            found = _parts(lines[k - 1].strip())
            if found is not None and found[1] == texts:
                return True
    return False


def shaped(q: ImportedQuestion, lines: Sequence[str] = ()) -> bool:
    """Whether a question looks like a multiple-choice question read right (see the module's docstring)."""
    most = MAX_CHOICES if len(q.choices) > 8 and one_line(q, lines) else 8
    if not 2 <= len(q.choices) <= most or any(not c.text.strip() for c in q.choices) or _joined_choice(q):
        return False
    texts = [q.text, *("\n" + c.text for c in q.choices)]
    if not _notes_on_each_choice(q):
        texts.append("\n" + (q.explanation or ""))
    return all(_labelled_lines(text) < 2 for text in texts) and not _labels_kept([c.text for c in q.choices])


def _notes_on_each_choice(q: ImportedQuestion) -> bool:
    """Whether an answered question's explanation goes through its choices, one labelled line each (``**Rationales:**``
    then ``- **A:** why A``, ``- **B:** why B``...), with no line that asks before them: notes, not choices left in
    it (a record read into the one before has its question's text first)."""
    text = q.explanation or ""
    if q.answer is None or _labelled_lines("\n" + text) != len(q.choices):
        return False
    for line in text.split("\n"):
        found = split_label(line.strip().lstrip("-*+ ").strip())
        if (found is not None and found[0] == 0) or _LOOSE_LABEL.match(line):
            return True
        if line.strip().endswith(("?", "？")):
            return False
    return True


#: a choice that starts with a label letter, bare or not: "A sei libri", "b) x", "(C) y"
_CHOICE_LABEL = re.compile(r"[ \t*_]*[(\[]?([A-Ha-h])(?:[.):\]]|[ \t])")


def _labels_kept(choices: list[str]) -> bool:
    """Whether the first choices start with their own labels (``A sei libri``, ``B otto libri``): the reader
    did not take them off (``mend.py`` takes off the certain ones)."""
    if len(choices) < 2:
        return False
    for k, text in enumerate(choices[:2]):
        m = _CHOICE_LABEL.match(text)
        if m is None or "abcdefgh".index(m.group(1).lower()) != k:
            return False
    return True


def _distinct(questions: Sequence[ImportedQuestion]) -> float:
    """The share of questions whose text is their own: 1 unless more than half of them (three at least) have one."""
    if not questions:
        return 0.0
    shared = shared_text(questions)
    return 1 - shared[1] / len(questions) if shared is not None else 1.0


def _swollen(deck: ImportedDeck, lines: Sequence[str]) -> int:
    """The non-blank lines questions took beyond ``_SWOLLEN`` times the median question's (at least 4)."""
    sizes = sorted(sum(1 for a, b in q.lines for k in range(max(a, 1), min(b, len(lines)) + 1) if lines[k - 1].strip())
                   for q in deck.questions)
    if len(sizes) < 3:
        return 0
    limit = _SWOLLEN * max(sizes[len(sizes) // 2], 4)
    return sum(size - limit for size in sizes if size > limit)


def _clean(questions: Sequence[ImportedQuestion]) -> float:
    """The share of questions whose text keeps no number or label at its start, nor the sign most of them open with
    (``? Як…``: a sign-led file's question sign left on, ``_KEPT_SIGN``, nine in ten of three at least)."""
    n = len(questions)
    if not n:
        return 0.0
    signs = Counter(m.group(1) for q in questions if (m := _KEPT_SIGN.match(q.text.lstrip("\ufeff"))) is not None)
    sign, times = signs.most_common(1)[0] if signs else ("", 0)
    kept = sign if times >= max(3, _MOST_SIGNED * n) else None
    return sum(1 for q in questions if not _KEPT_LABEL.match(q.text)
               and (kept is None or not q.text.lstrip("\ufeff").startswith(kept))) / n


def fit(deck: ImportedDeck, lines: Sequence[str], numbered: int | None = None) -> Fit:
    """How well ``deck`` fits the source ``lines`` it was read from; ``numbered`` is
    ``running_count(lines)`` when known already (it depends on the source only)."""
    n = len(deck.questions)
    nonblank = sum(1 for line in lines if line.strip())
    unused = deck.unused(lines)
    lost = sum(1 for a, b in unused for k in range(a, b + 1) if lines[k - 1].strip())
    misplaced = sum(1 for a, b in deck.furniture for k in range(max(a, 1), min(b, len(lines)) + 1)
                    if split_label(lines[k - 1].strip().lstrip("-*+ ").strip()) is not None)
    misplaced += _swollen(deck, lines)
    ok = [shaped(q, lines) for q in deck.questions]
    counts = Counter(len(q.choices) for q in deck.questions)
    common = counts.most_common(1)[0][0] if n else 0
    own = sum(1 for q in deck.questions if len(q.choices) != common and one_line(q, lines))   # its line's count
    return Fit(
        questions=n,
        shaped=sum(ok) / n if n else 0.0,
        used=max(0.0, 1 - (lost + misplaced) / nonblank) if nonblank else 0.0,
        answered=sum(1 for q in deck.questions if q.answer is not None) / n if n else 0.0,
        numbered=running_count(lines) if numbered is None else numbered,
        steady=(counts[common] + own) / n if n else 0.0,
        clean=_clean(deck.questions),
        unused_lines=lost, misplaced=misplaced, lines=nonblank,
        first_unused=unused[0][0] if unused else None, distinct=_distinct(deck.questions),
        odd=[q.pos.line for q, good in zip(deck.questions, ok, strict=True) if not good][:5])
