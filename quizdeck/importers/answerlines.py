"""Answers read by what the file itself repeats, for the questions whose reader left the answer unknown.

Run once per source after its reader, whatever the format (``convert.read_source``), before the
labels are mended. It never knows one bank's words: it learns from the file.

* **An answer line.** Every question owns its source lines (``question.use``) and the lines no one
  used up to the next question. In those lines, what stands before a value (``Answer:``,
  ``**Réponse :**``, ``Правильный ответ —``, ``✅ Correct: B``, ``The correct answer is``, a line
  ``<summary>Answer</summary>`` or ``### Answer`` with the value on the next line) is a *key*. A key
  that recurs in most questions (60 %) and whose value names one of that question's choices there
  (its label ``B``/``B, E``, its number, its text -- punctuation aside, cut to a unique prefix of half
  of it, or followed by a reason: ``1945 - the war ended`` -- or a label *and* its text that agree, or a text said
  shorter or otherwise that shares more of its words with the labelled choice than with any other; a label set apart
  in emphasis of its own, ``**C**. Because ...``, is the value, the sentence after it a reason) is the file's
  answer line: it answers every question that has it, and is taken off the explanation, the text or
  the choice it had been read into. A key may stand in brackets (``【答案】C``); a value may name several labels
  set apart by spaces alone (``A B D E``), a circled number (``③``), or a number alone after words set apart by
  nothing (``정답 3``) where the question's choice lines are numbered. Where it recurs but names no choice, the
  line is warned (the question is written without an answer, for the user to fix).
  A line the question's choice was read from is never an answer line (a heading over the choices whose "value" is the
  first choice's line); a key that names the same choice in every question loses to one that names varied choices,
  and is warned when alone. A value may name several choices each by its label and whole text, joined by any one
  sign (``A.x┋C.y``), or by a run of labels then those texts (``AC:x; y``). A line of two keys and their values run
  together (a graded attempt: the respondent's, then the key's) is read by its second key, learnt as the ending the
  questions share before a separator inside the first key's value.
* **The line after the choices** (``afterlines``). Where no key answers, the first line after each question's
  choices, its head learnt from the file (nothing: ``C) Oktobar``; a token like a label: ``A. B, because ...``), is
  the answer when it names a choice in most questions; an item without choices whose line names a label is a
  question whose choices the source lacks (left out, said). The file's key at the end of a one-line row of choices
  (``E.HTTPS  Resp: A``) answers too, and comes off the last choice; a value naming a choice by its words only
  (``Ans - functions``) is read and said.
* **A mark on the right choice.** A token that most questions put on exactly one choice (a trailing
  ``(Verificado)``, ``*``, ``+``, ``✓``; a leading ``*``, ``=``, ``->``; the whole choice in bold) marks
  the right choice: taken off the text, read as the answer.
* **An answer key.** Numbered lines whose value names a choice (``1. B``, ``2) c - Picasso``,
  ``**3. Answer: A** - text``, ``| 4 | D |``, a table row by its cells ``| Q4 | A, B ★ | topic |``; the word the
  questions are numbered with before the number, ``Question 1) A. x, C. y, and D. z``), or one line
  of them (``1.B 2.D 3.A``), that run in order (a key in parts, each after its questions: a question parts them)
  after a block of questions and cover half of it at least answer those questions by their number (or
  their order); a choice's text given beside the letter must agree. Labels in their own order
  (``1 .A``, ``2 .B``...) are choices, not a key. Several entries a line by rows or by columns (``1.B   18.B``),
  a column whose numbers were lost (``B   18. B``), and runs whose numbers restart under headings the key repeats
  (``## Section A``): ``keyrows``. A later line repeating a choice (``5.  c) C``), on a line the question was not
  read from, is no choice line: a key's.
* **A column.** A table whose rows are the questions: the column whose cells name a choice in most
  rows (its header a word no reader knew); a column of numbers alone is said at the header.

A value that names no choice on its key's line, but does joined with the line below it (wrapped), names that choice.
An answer a reader wrote as the source gives it, naming no choice, that is one choice's text but for an ending
(``die`` for ``died``) or whose words one choice alone holds, names that choice, said as a guess at the line.

Last, where none of this answered any question, an answer named inside a sentence (``prosenames``): a paragraph
after a recurring line that names one choice, or a convention stated once; both said in a warning.

Nothing uncertain is filled in: a value that names no choice, or whose label and text disagree, is
warned at its line. What was filled is counted in the deck (``ImportedDeck.mend``) and said in the
import's summary. Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import bisect
import csv
import itertools
import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Container, Sequence
from dataclasses import dataclass, field

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers import (
    afterlines,
    headedlists,
    keyrows,
    lastmarks,
    learntmarks,
    mdchoicerow,
    mdgradedpage,
    verdicttails,
)
from quizdeck.importers.answervalues import COUNTED, by_ending, give, word_joined
from quizdeck.importers.arrowmarks import arrow_marks
from quizdeck.importers.base import Source
from quizdeck.importers.choicetext import closed_label, without_labels
from quizdeck.importers.enclosednumbers import enclosed_number
from quizdeck.importers.gluedanswers import glued_answers
from quizdeck.importers.headedkeys import headed_keys
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.labelkeys import label_keys
from quizdeck.importers.labels import JOIN_WORDS, LABEL, answer_letters, label_index, letter, split_label
from quizdeck.importers.lastchoicekeys import last_choice_keys
from quizdeck.importers.letterkeys import letter_keys
from quizdeck.importers.mend import numbered_in_order
from quizdeck.importers.namedkeys import named_keys
from quizdeck.importers.prosenames import read_prose
from quizdeck.importers.questionheadings import section_ends
from quizdeck.importers.quotedvalues import unquoted
from quizdeck.importers.sentencelabels import first_of
from quizdeck.importers.textkeys import text_keys
from quizdeck.importers.verdictwords import says_wrong

#: a share of the questions a form must recur in to be the file's own
RECUR = 0.6
#: ... or, for the questions no form answered, this many at least and this share of them (a part of the file
#: in a shape of its own)
SECTION, RECUR_SECTION = 5, 0.8
#: a key in the questions left open names a choice in this share of them at least, but not in enough to be the
#: file's answer line (and this many questions at least): not sure, said
HALF, HALF_LEAST = 0.25, 4
#: a key that names the same choice in this many questions at least, and no other, is distrusted as the answer line
CONSTANT_LEAST = 8
#: the longest key (``Правильный ответ``, ``The correct answer is``), in characters and words
KEY_CHARS, KEY_WORDS = 40, 6
#: lines longer than this are prose, never an answer line (and keep every pattern cheap)
LONGEST = 400
#: what goes from a choice written again to the reason after it (``b) SSG ou c) ISR - blog ...``)
_BECAUSE = re.compile(r"[ \t]+[-\u2013\u2014][ \t]+")

_TAGS = re.compile(r"<[^<>\n]{0,80}>")
_EMPHASIS = re.compile(r"(?<![\w*_])[*_]{1,3}(?=\S)|(?<=\S)[*_]{1,3}(?![\w*_])|`")
_LEAD = re.compile(r"^[ \t]*(?:>[ \t]*)*(?:#{1,6}[ \t]+)?(?:[-+*•][ \t]+)?")
_SEPARATOR = re.compile(r"[ \t]*(?:[:：=]|->|→|⇒|=>)[ \t]*|[ \t]+[-–—][ \t]+|[ \t]*[-–—][ \t]*$")
_SPACES = re.compile(r"\s+")
_ENCLOSED = re.compile(r"^[\[(（【]([^\[\]()（）【】]+)[\])）】]$")
_NUMBER = re.compile(r"\(?(\d{1,2})[.):]?(?:[ \t]+|$)")
_TRAILING_PUNCT = re.compile(r"[\s.;,!。]+$")
#: a choice labelled twice: a list's number, then its own letter closed by a sign (``1. a) SGML``; not ``50. b - x``)
_TWICE_LABELLED = re.compile(r"\d{1,3}[.)][ \t]+\(?[A-Za-z][.)][ \t]+(\S.*)$")


#: a key of signs alone: a run of one sign (``---``, ``==>``, ``>>``, ``~~``), a space, then the value (``--- b.``);
#: it is the file's answer line only where it recurs and names a choice, as any key
_SYMBOL_KEY = re.compile(r"^([-=~>→⇒+#.]{2,6})[ \t]+(\S.{0,80})$")

#: a key in brackets at a line's start and a value after it: ``【答案】C``, ``[Answer] B``, ``(Rep.) b``
_BRACKETED_KEY = re.compile(r"[\[【(（〔［]([^\[\]【】()（）〔〕［］\n]{1,40})[\]】)）〕］]"
                            r"[ \t\u3000]*[:：]?[ \t\u3000]*(\S.*)$")


def _bracketed_key(raw: str) -> tuple[str, str] | None:
    """A line that starts with a key in brackets, and its value: ``【答案】C`` -> ("答案", "C"); None otherwise."""
    text = _EMPHASIS.sub("", _TAGS.sub(" ", _LEAD.sub("", raw[:LONGEST], count=1))).strip()
    m = _BRACKETED_KEY.match(text)
    if m is None or len(m.group(1).strip()) < 2 or not _is_key(m.group(1).strip()):
        return None                         # "(a) text": a label, not a key
    return m.group(1).strip(), m.group(2).strip()


def _symbolic(c: str) -> bool:
    """A character that is no letter, digit or bracket: an emoji, a check mark, an arrow."""
    return not c.isalnum() and c not in "([{<\"'«¿¡" and not c.isspace()


def clean(line: str) -> str:
    """A line without its markup: quote markers, a heading's ``#``, a bullet, HTML tags, emphasis and
    code markers, the symbols before its first word (``✅``, ``👉``), runs of spaces."""
    text = _LEAD.sub("", line[:LONGEST], count=1)
    text = _TAGS.sub(" ", text)
    text = _EMPHASIS.sub("", text)
    text = _ENCLOSED.sub(r"\1", text.strip())   # hook (text engineer): a line wholly in brackets, ``[Correct: A]``
    at = 0
    while at < len(text) and (_symbolic(text[at]) or text[at].isspace() or unicodedata.category(text[at]) == "Mn"):
        at += 1
    return _SPACES.sub(" ", text[at:]).strip()


#: a line searched for the question's choices written side by side is cut here
_ROW_LONGEST = 2000
#: where a word starts: a label may stand there
_WORD_START = re.compile(r"(?:^|[\s|])(?=[(\[*]{0,2}\w{1,2}[.):\]])(.)")
#: a line break written as a tag, and a run of them (``<br>``, ``<br/><br />``)
_BREAKS = re.compile(r"(?:[ \t]*<br[ \t]*/?>)+[ \t]*", re.I)
#: tags that close what a line opened, at its end (``</details>``, ``</p>``)
_CLOSING_TAGS = re.compile(r"(?:[ \t]*</[a-z][a-z0-9]{0,15}[ \t]*>)+[ \t]*$", re.I)


def broken(line: str) -> tuple[str, str]:
    """A line as the page shows it when a break tag in it starts a new line (``Answer: b) text<br><br>Why: ...``):
    its first shown line, and the rest (the tags that close the line's block off; empty when there is no
    break). An answer's key and value are on the first; what follows is no part of the value."""
    m = _BREAKS.search(line, 0, LONGEST)
    if m is None or m.start() == 0:
        return line, ""
    rest = _BREAKS.sub("\n", _CLOSING_TAGS.sub("", line[m.end():])).strip()
    return line[:m.start()], rest


def norm(text: str) -> str:
    """A text compared loosely: without markup, case and the punctuation that ends it."""
    return _TRAILING_PUNCT.sub("", _SPACES.sub(" ", _EMPHASIS.sub("", _TAGS.sub(" ", text))).strip()).casefold()


#: a line that opens in bold: the bold's marker, what it holds (to its first closing), what follows it
_BOLD_OPENED = re.compile(r"^[ \t>]*(?:[-*+][ \t]+)?(\*\*|__)(\S.*?)\1(.*)$")


def _bold_held(raw: str, keyed: str) -> str | None:
    """The value of a key and its value written in one bold span with more after it (``**Réponse : A** - `x` vaut
    `35.0```): what the bold holds after the key (``A``), the rest a remark on it, not the answer's text; None
    when the bold does not hold the key and a value, or nothing follows it."""
    m = _BOLD_OPENED.match(raw[:LONGEST])
    if m is None or not clean(m.group(3)):
        return None
    held = clean(m.group(2))
    if not held.startswith(keyed) or not held[len(keyed):].strip():
        return None
    return held[len(keyed):].strip()


def _key_norm(key: str) -> str:
    return re.sub(r"\d+", "#", _SPACES.sub(" ", key).strip().rstrip(":：").strip()).casefold()


def _variant(key: str, learnt: str) -> bool:
    """Whether ``key`` is the file's ``learnt`` key written a little otherwise: a letter or two more or less at its
    end (``richtige`` beside ``richtig``, ``answers`` beside ``answer``), or one letter other (``anwser``)."""
    if key == learnt or min(len(key), len(learnt)) < 4:
        return False
    short, long_ = sorted((key, learnt), key=len)
    if long_.startswith(short):
        return len(long_) - len(short) <= 2
    return len(key) == len(learnt) >= 5 and sum(a != b for a, b in zip(key, learnt, strict=True)) == 1


def _is_key(key: str) -> bool:
    """Whether ``key`` can be what stands before an answer's value: a few words, not a question, not ending
    in a choice's label (``[ ] E)`` before ``protected`` is a choice line, not a key and its value)."""
    words = key.split()
    return (0 < len(key) <= KEY_CHARS and 0 < len(words) <= KEY_WORDS and any(c.isalpha() for c in key)
            and not _ELLIPSIS.sub("", key.rstrip()).endswith(("?", ".")) and not _ENDS_IN_LABEL.search(key))


#: an ellipsis at a key's end, as a button's label writes it (``Respuesta correcta...``): no sentence's end
_ELLIPSIS = re.compile(r"(?:\.{3}|…)$")


#: a key that ends in a choice's label: ``[ ] E)``, ``- (b)``
_ENDS_IN_LABEL = re.compile(rf"(?:^|[\s\]\[(])\(?{LABEL}[.)][ \t]*$")


@dataclass
class _Choices:
    """A question's choices as the pass compares them: their texts without labels, normalised."""

    texts: list[str]                # normalised, label off

    @classmethod
    def of(cls, q: ImportedQuestion) -> _Choices:
        firsts = [c.text.strip().split("\n", 1)[0] for c in q.choices]
        bare = without_labels(firsts) or numbered_in_order(firsts) or firsts
        return cls([norm(b) or norm(c.text) for b, c in zip(bare, q.choices, strict=True)])

    def by_text(self, text: str) -> int | None:
        """The one choice whose text ``text`` is (loosely: case, markup and punctuation aside), or begins (a unique
        prefix of half the choice at least), or is followed by a reason after a sign (``1945 - the war ended``);
        None when none or several."""
        t = norm(text)
        if not t:
            return None
        hits = [i for i, c in enumerate(self.texts) if c == t]
        if hits:
            return hits[0] if len(hits) == 1 else None
        bare = _bare(t)
        if not bare or "|" in t:
            return None                     # a table's row: its cells, not one text
        for way in range(3):
            hits = [i for i, c in enumerate(self.texts) if c and _names_loosely(way, t, bare, c)]
            if hits:
                return hits[0] if len(hits) == 1 else None
        return None

    def whole_text(self, text: str) -> int | None:
        """The one choice whose whole text ``text`` is (case, markup and punctuation aside: no prefix, no reason
        after it); None when none or several."""
        t = norm(text)
        hits = [i for i, c in enumerate(self.texts) if t and c == t]
        return hits[0] if len(hits) == 1 else None

    def written_again(self, value: str) -> bool:
        """Whether ``value`` writes every choice again, each after its label in turn (``a) 12 b) 14 c) 16``): the
        question's choices side by side, no answer naming one of them."""
        texts = mdchoicerow.row(value.lstrip("|: \t"))
        return texts is not None and len(texts) == len(self.texts) >= 2 and all(
            self.agrees(k, t) for k, t in enumerate(texts))

    def row_in(self, line: str) -> bool:
        """Whether ``line`` (shown as one line: its break tags as spaces) writes every choice again side by side
        from one of its words on (``| A1 | a) 12 <br> b) 14 <br> c) 16``): the line the choices were read from."""
        text = clean(_BREAKS.sub("  ", line[:_ROW_LONGEST]))
        return any(self.written_again(text[m.start(1):]) for m in _WORD_START.finditer(text))

    def agrees(self, index: int, text: str) -> bool | None:
        """Whether ``text`` (given beside a label) is the text of choice ``index``: True, False, or None
        when it says nothing (empty)."""
        t = norm(text)
        if not t:
            return None
        if not 0 <= index < len(self.texts):
            return False
        mine = self.texts[index]
        return bool(mine) and (t == mine or t.startswith(mine) or (len(t) >= 12 and mine.startswith(t)))

    def held_in(self, text: str) -> int | None:
        """The one choice whose words ``text`` (an answer said in other words: ``functions`` for ``Azure
        Functions.``, a sentence that restates a choice) holds the largest share of, half of them at least (counted
        by their letters, a word's ending aside); None when none does or two do as much."""
        words = _words(text)
        if not words or "|" in text:
            return None
        shares = []
        for t in self.texts:
            mine = _words(t)
            whole = sum(map(len, mine))
            shares.append(_shared(mine, words) / whole if whole else 0.0)
        best = max(shares, default=0.0)
        return shares.index(best) if best >= 0.5 and shares.count(best) == 1 else None

    def nearest(self, index: int, text: str) -> bool:
        """Whether ``text`` (given beside the label of choice ``index``) is that choice shortened or said a little
        otherwise (``B) Inode usage`` for ``B) Inode (index node) usage``): the choice holds half its words at least
        (counted by their letters, a word's ending aside), and no other choice as many. The label decides; a text
        as near another choice is a conflict."""
        words = _words(text)
        if not words or not 0 <= index < len(self.texts) or "|" in text:
            return False                    # a table's row: its cells, not one text
        shared = [_shared(words, _words(t)) for t in self.texts]
        return 2 * shared[index] >= sum(map(len, words)) and shared.count(max(shared)) == 1 and (
            shared[index] == max(shared))


_WORD_CHARS = re.compile(r"\w+")
#: the fewest letters a word keeps when it is compared by its start (``role`` and ``roles``)
_STEM = 4


#: a token a reader may write otherwise: in brackets, between colons, an HTML character reference
_TOKEN = re.compile(r"\[[^\s\]]{1,28}\]|\([^\s)]{1,28}\)|:[\w+-]{1,28}:|&#?[0-9A-Za-z]{1,8};")


def _retokened(line: str, texts: dict[str, int]) -> int | None:
    """The choice a line is when only its first token was written otherwise by the reader (``[:heavy_check_mark:]
    text`` read as ``[✔️] text``): a token in brackets, between colons or an HTML reference, the rest that
    choice's text after its own first token, and no other choice's."""
    head, _, rest = line.partition(" ")
    if not rest.strip() or _TOKEN.fullmatch(head) is None:
        return None
    want = norm(rest)
    hits = {k for t, k in texts.items() if t.partition(" ")[2] == want and t.partition(" ")[0] != head.casefold()}
    return hits.pop() if len(hits) == 1 else None


#: a label and the sign after it glued to the text, whatever the sign: ``A.text``, ``B、text``, ``(c)text``
_GLUED_LABEL = re.compile(r"\(?([^\W\d_]{1,2}|\d{1,2})\)?[ \t]*[.)、．:：]?[ \t]*(\S.*)$")


def _glued_label(line: str, texts: dict[str, int]) -> int | None:
    """The choice a line is when it writes that choice's whole text after the choice's own label, whatever sign
    (or none) sets the label off (``A.导线`` as the first choice, ``Б)текст``): the line the reader read the choice
    from, never an answer line naming it (an answer line can never be a choice line of its own question)."""
    m = _GLUED_LABEL.match(line)
    if m is None:
        return None
    k = texts.get(norm(m.group(2)))
    if k is None:
        return None
    head = m.group(1)
    own = int(head) - 1 if head.isascii() and head.isdigit() else label_index(head)
    return k if own == k else None


def _words(text: str) -> frozenset[str]:
    """The words of a text, casefolded: what two wordings of one choice share."""
    return frozenset(_WORD_CHARS.findall(norm(text)))


def _shared(words: frozenset[str], other: frozenset[str]) -> int:
    """How much of ``words`` ``other`` holds: the letters of those words it holds, or holds with another ending."""
    return sum(len(w) for w in words if w in other or (len(w) >= _STEM and any(
        len(o) >= _STEM and (o.startswith(w) or w.startswith(o)) for o in other)))


#: what may follow a choice's text written again as an answer: a reason after a sign (``1945 - the war ended``,
#: ``Paris, because ...``, ``Rome (the capital)``)
_REASON_AFTER = re.compile(r"[ \t]*(?:[-\u2013\u2014:;,(]|\.[ \t])[ \t]*\S")
_NOT_WORD = re.compile(r"[\W_]+")


def _bare(text: str) -> str:
    """A text without its punctuation and spaces: ``Don't stop!`` and ``dont stop`` are one."""
    return _NOT_WORD.sub("", text)


def _names_loosely(way: int, t: str, bare: str, c: str) -> bool:
    """Whether an answer's text ``t`` (normalised; ``bare`` without punctuation) names the choice text ``c``, the
    ``way``-th way: 0, the same but for punctuation; 1, a prefix of half the choice at least; 2, the choice's text
    and a reason after a sign."""
    if way == 0:
        return _bare(c) == bare
    if way == 1:
        return len(c) > len(t) and c.startswith(t) and 2 * len(t) >= len(c) and len(bare) >= 3
    return len(c) >= 2 and t.startswith(c) and _REASON_AFTER.match(t[len(c):]) is not None


#: the resolution of a value: the choices it names, or why it names none
CONFLICT, NOTHING = "conflict", "nothing"


def resolve(value: str, choices: _Choices, zero_based: bool, bare_number: bool = True,
            unnumbered: bool = False, head: bool = False) -> list[int] | str:
    """The choices an answer's ``value`` names, strictly: labels alone (``B``, ``B, E``, ``(c)``),
    labels then the text of those choices (``b - Surrealism``), a number (``2``, ``2. text``) or a
    choice's whole text. ``CONFLICT`` when a label and its text disagree, ``NOTHING`` otherwise. A
    number alone names a choice only after a key set apart (``bare_number``): ``Answer: 2``, not ``Data 2``; where
    the choices are not numbered (``unnumbered``), a number alone that is another choice's whole text is CONFLICT.
    A label set apart by a dash, then a text naming no choice, names the labelled choice (``label_reason``); so does
    one set apart by a period in an emphasis of its own (``head``: ``**C. IaaS.** why``)."""
    v = unquoted(clean(value))        # '"B",' in a data fence: the scalar the quotes hold
    v = _TRAILING_PUNCT.sub("", v) if len(v) < 4 else v
    if not v:
        return NOTHING
    if (circled := enclosed_number(v[0])) is not None:   # "③", "❸ text": a number that is a label, whatever the key
        v, bare_number = f"{circled}. {v[1:].strip()}".strip(), True
    elif counted := COUNTED.fullmatch(v):          # "2번", "3番", "2号": a number and its counter word
        v = counted.group(1)
    n = len(choices.texts)
    if choices.written_again(v):
        return NOTHING                      # "a) 12 b) 14 c) 16": the question's choices, not one of them named
    number = _NUMBER.match(v)
    if number and not v[:1].isalpha() and unnumbered and (text := choices.whole_text(v)) is not None and (
            v[number.end():].strip() or not 0 <= int(number.group(1)) - (0 if zero_based else 1) < n):
        return [text]                       # "7" among "8, 7, 6", "32 bits": no place (none is numbered), a text
    if number and not v[:1].isalpha():
        index = int(number.group(1)) - (0 if zero_based else 1)
        rest = v[number.end():]
        if not 0 <= index < n:
            return NOTHING if rest.strip() else CONFLICT
        agree = choices.agrees(index, rest)
        if unnumbered and not rest.strip() and (by_text := choices.by_text(v)) is not None and by_text != index:
            return CONFLICT                 # "2" among the choices "0, 1, 3, 2": the 2nd, or the text "2"? Not sure
        if agree or (agree is None and bare_number):
            return [index]
        return CONFLICT if agree is not None else NOTHING
    parts = _PARTS.split(v)
    if len(parts) > 1:                      # "b. Right-Sizing, d. Reserving instances": each part a label and its text
        named = [resolve(part, choices, zero_based, bare_number=False) for part in parts]
        if all(isinstance(got, list) and len(got) == 1 for got in named):
            return sorted({got[0] for got in named if isinstance(got, list)})
        if any(got == CONFLICT for got in named):
            return CONFLICT
    run = _RUN_THEN_TEXTS.match(v)
    if run is not None and (ran := _run_then_texts(run.group(1), run.group(2), choices)) is not None:
        return ran                          # "ABD:t1; t2; t4": labels run together, then those choices' texts
    joined = _joined(v, choices, zero_based)
    if joined is not None:                  # "A.text┋E.text": labelled choices joined by a sign the value repeats
        return joined
    spaced = _spaced_labels(v)
    if spaced is not None:                  # "A B D E": labels set apart by spaces alone, in order
        return spaced if all(k < n for k in spaced) else NOTHING
    worded = word_joined(v)
    if worded is not None:                  # "A và B", "A, B y C": labels joined by a short word of any language
        return worded if all(k < n for k in worded) else NOTHING
    letters = letters_of(v)
    if letters is not None:
        indices, rest = letters
        apart = bool(_SET_APART.match(rest))
        rest = _AFTER_LABEL.sub("", rest, count=1).strip()
        if all(0 <= i < n for i in indices) and len(indices) <= n:
            if not rest or (len(indices) > 1 and apart):
                return sorted(set(indices))
            if len(indices) == 1:
                agree = choices.agrees(indices[0], rest)
                if agree or choices.nearest(indices[0], rest):
                    return indices
                whole = choices.by_text(v)
                if whole is not None:
                    return [whole]
                if not _labelled(v):
                    return NOTHING
                # "B — Refactoring keeps the behaviour.": a label set apart by a dash or a period, then a sentence
                # that names no other choice: the label the answer, the sentence its reason; a conflict where it
                # names another, or where another sign sets the label apart ("B : not this one")
                reasoned = (_REASONED_HEAD if head else _REASONED).match(v)
                return CONFLICT if not reasoned or names_other(choices, indices[0], rest) else indices
    whole = choices.by_text(v)
    return NOTHING if whole is None else [whole]


#: a label set apart by a dash from what follows: ``B — why``; in an emphasis of its own, or by a period:
#: ``**C. IaaS.**`` (a period alone, ``b. This is right``, may open a list of reasons: not so)
_REASONED = re.compile(r"[^\W\d_][ \t]*[\-–—][ \t]")
_REASONED_HEAD = re.compile(r"[^\W\d_][ \t]*[.\-–—][ \t]")
#: labels alone, set apart by signs or spaces: ``D``, ``B - C``, ``a, c``
_LABELS_ALONE = re.compile(rf"\(?{LABEL}\)?(?:[ \t]*[,;/&+\-–—][ \t]*\(?{LABEL}\)?|[ \t]+\(?{LABEL}\)?)*\.?")
#: an emphasis and what it holds: ``**C. IaaS.**``
_EMPHASIS_SPAN = re.compile(r"(\*\*|__)(\S.*?)\1")


def emphasis_head(raw: str, value: str) -> str:
    """The label and text an emphasis in ``raw`` holds when the value read from that line starts with it, a label
    set apart first, and more follows it (``**C. IaaS.** Why ...``: ``C. IaaS.``); empty otherwise."""
    m = _EMPHASIS_SPAN.search(raw[:LONGEST])
    if m is None:
        return ""
    inner, v = clean(m.group(2)), clean(value)
    return inner if inner and _labelled(inner) and v.startswith(inner) and v[len(inner):].strip() else ""


def names_other(choices: _Choices, index: int, rest: str) -> bool:
    """Whether the text ``rest`` after the label of choice ``index`` is (loosely) another choice's whole text, or
    that choice shortened or said a little otherwise, or holds half its words in another choice and no fewer than
    in the labelled one (as many: holds as much of that choice's own words; ``C. Role konta`` over ``rola konta``
    and ``użytkownik konta``): the label and its text truly disagree. A sentence giving a reason shares far less."""
    other = choices.by_text(rest)
    if (other is not None and other != index) or _LABELS_ALONE.fullmatch(rest.strip()):
        return True                   # "B — D", "A - B - C": labels alone after the label name choices, no reason
    words = _words(rest)
    shared = [_shared(words, _words(t)) for t in choices.texts]
    half = sum(map(len, words)) / 2

    def cover(j: int) -> float:     # how much of choice j the text holds (a tie between a choice and a longer one)
        mine = _words(choices.texts[j])
        return _shared(mine, words) / (sum(map(len, mine)) or 1)

    return any(choices.nearest(j, rest) or (shared[j] >= half and (shared[j] > shared[index] or (
        shared[j] == shared[index] and cover(j) >= cover(index)))) for j in range(len(choices.texts)) if j != index)


def label_reason(value: str, choices: _Choices) -> tuple[int, str] | None:
    """The choice a value names by one label set apart by a dash (``B — sentence``) and the text after it when that
    text is not the choice's own (its reason); None for any other value."""
    v = unquoted(clean(value))
    letters = letters_of(v) if _REASONED.match(v) else None
    if letters is None or len(letters[0]) != 1 or not 0 <= letters[0][0] < len(choices.texts):
        return None
    index = letters[0][0]
    rest = _AFTER_LABEL.sub("", letters[1], count=1).strip()
    if not rest or choices.agrees(index, rest) or choices.nearest(index, rest) or choices.by_text(v) is not None:
        return None
    return None if names_other(choices, index, rest) else (index, rest)


#: a sign (no letter, digit or space) right before a label and the sign after it: where a value of several
#: labelled choices may be joined (``A.text┋E.text``, ``a) x / c) y``, ``A:t1 | C:t2``)
_JOINER = re.compile(rf"[ \t]*([^\w\s])[ \t]*(?=\(?{LABEL}\)?[.)、．:：])")


#: capitals in order glued together, a colon, then a text: ``ABD:t1; t2; t4``
_RUN_THEN_TEXTS = re.compile(r"([A-L]{2,12})[ \t]*[:：][ \t]*(\S.*)$")


def _run_then_texts(letters: str, rest: str, choices: _Choices) -> list[int] | None:
    """The choices a run of labels names when the texts after it are those choices' texts, each after the one
    before, whatever joins them; None otherwise."""
    ks = [label_index(c) for c in letters]
    known = [k for k in ks if k is not None and k < len(choices.texts)]
    if len(known) < len(ks) or not all(a < b for a, b in itertools.pairwise(known)):
        return None
    text, at = norm(rest), 0
    for k in known:
        mine = choices.texts[k]
        found = text.find(mine, at) if mine else -1
        if found < 0:
            return None
        at = found + len(mine)
    return known


def _joined(v: str, choices: _Choices, zero_based: bool) -> list[int] | None:
    """The choices a value names when it writes several of them, each by its label AND its whole text, joined by one
    sign that stands before every label but the first (the value itself proves the joiner: each part cut at it is
    one choice, label and text agreeing); None otherwise. A label alone or a text alone proves nothing."""
    signs = {m.group(1) for m in _JOINER.finditer(v, 0, _ROW_LONGEST)}
    for sign in sorted(signs):
        cut = re.compile(rf"[ \t]*{re.escape(sign)}[ \t]*(?=\(?{LABEL}\)?[.)、．:：])")
        parts = [p for p in cut.split(v) if p.strip()]
        if len(parts) < 2:
            continue
        named: list[int] = []
        for part in parts:
            letters = letters_of(part.strip())
            if letters is None or len(letters[0]) != 1 or not letters[1] or not 0 <= letters[0][0] < len(
                    choices.texts) or norm(_AFTER_LABEL.sub("", letters[1], count=1)) != choices.texts[letters[0][0]]:
                break                       # each part is the labelled choice's whole text, nothing more
            named.append(letters[0][0])
        else:
            if len(set(named)) == len(named):
                return sorted(named)
    return None


#: a separator inside a value, where a second key may end: ``Mine: B; Right: C``
_INNER_SEPARATOR = re.compile(r"[ \t]*[:：=][ \t]*")
#: signs that close a value at the line's end: ``B:text;``
_TRAILING_SEPARATORS = re.compile(r"[\s;；,，]+$")


def _endings(value: str) -> set[str]:
    """What may be a second key inside a key's value: the endings (a few words, or a few letters of a script
    written without spaces) of what stands before each separator in it."""
    out: set[str] = set()
    for m in _INNER_SEPARATOR.finditer(value, 0, LONGEST):
        before = value[:m.start()]
        for i in range(max(0, len(before) - KEY_CHARS), len(before) - 1):
            if i and before[i - 1].isalnum() and before[i].isalnum() and before[i] < "\u2e80":
                continue                    # the middle of a word of a script written with spaces
            ending = before[i:].strip(" \t;；,，.。")
            if len(ending) >= 2 and ending[0].isalpha() and _is_key(ending):
                out.add(ending)
    return out


def _number_alone(value: str) -> bool:
    """Whether a value is a number alone, maybe with its counter word (``3``, ``3번``)."""
    v = clean(value)
    return v.isdigit() or COUNTED.fullmatch(v) is not None


def _numbered_lines(lines: list[str]) -> bool:
    """Whether choice lines (two at least) are numbered in order from 1 (or 0): ``1) x``, ``2. y``."""
    numbers = [int(m.group(1)) if (m := _NUMBER.match(clean(line))) else -1 for line in lines]
    return len(numbers) >= 2 and numbers[0] in (0, 1) and all(b == a + 1 for a, b in itertools.pairwise(numbers))






#: what sets a label apart from its choice's text: "B) - text", "C. text"; not a number's minus ("A. -3")
_AFTER_LABEL = re.compile(r"^[ \t.):]*(?:[-–—]+(?![\d.,])[ \t.):]*)?")

#: where a value of several labelled choices splits: "b. Right-Sizing, d. Reserving instances"
#: (a joining word may stand after the comma or alone: "A. Accounting, C. Authorization, and D. Authentication")
_PARTS = re.compile(rf"[ \t]*(?:[,;][ \t]*(?:(?:{JOIN_WORDS})[ \t]+)?|[ \t]+(?:{JOIN_WORDS})[ \t]+)"
                    rf"(?=\(?{LABEL}\)?[.)][ \t]+\S)", re.I)
#: one label alone, or set apart from a text by punctuation: ``a``, ``(b)``, ``c - Picasso``, ``D. text``
_ONE_LABEL = re.compile(rf"\(?({LABEL})\)?[ \t]*(?:[.):\-–—][ \t]*|$)(.*)$", re.S)


#: labels of one case set apart by spaces alone, nothing else: ``A B D E``, ``b d`` (an answer of several)
_SPACED_LABELS = re.compile(r"[A-L](?:[ \t\u3000]+[A-L])+|[a-l](?:[ \t\u3000]+[a-l])+")


def _spaced_labels(value: str) -> list[int] | None:
    """The choices a value of labels set apart by spaces names, each after the one before (``A B D E``); None
    otherwise (``a b`` out of order, a word)."""
    if not _SPACED_LABELS.fullmatch(value):
        return None
    ks = [label_index(c) for c in value.split()]
    known = [k for k in ks if k is not None]
    if len(known) < len(ks) or not all(a < b for a, b in itertools.pairwise(known)):
        return None
    return known


def letters_of(value: str) -> tuple[list[int], str] | None:
    """The labels a value starts with and what follows them: ``c - Picasso`` -> ([2], "Picasso")."""
    m = _ONE_LABEL.match(value)
    if m:
        index = label_index(m.group(1))
        if index is not None:
            return [index], m.group(2).strip()
    return answer_letters(value)


#: what follows labels and sets them apart from a text: ``- text``, ``: text``
_SET_APART = re.compile(r"[ \t]*[.):\-–—]")


#: a label alone in emphasis of its own, then a sign or the line's end: ``**C**.``, ``__b)__ -``, ``*D*``
_EMPHASISED_LABEL = re.compile(rf"(\*\*|__|\*|_)(\(?{LABEL}\)?[.)]?)\1(?=[ \t]*(?:[.,:;)\-–—][ \t]|[.,:;)]?$))")


def _emphasised_label(raw: str, value: str) -> str:
    """The label a line sets apart in emphasis of its own (``**C**. Decision trees ...``) when the value read from
    it starts with that label; empty otherwise."""
    m = _EMPHASISED_LABEL.search(raw[:LONGEST])
    if m is None:
        return ""
    named = letters_of(clean(value))
    held = letters_of(m.group(2))
    return m.group(2) if named is not None and held is not None and named[0][:1] == held[0] else ""


def _labelled(v: str) -> bool:
    """Whether ``v`` starts with a label set apart (``B.``, ``B)``, ``(B)``, ``B -``), not a word."""
    return bool(re.match(r"\(?[^\W\d_]\)?[ \t]*[.):\-–—][ \t]", v))


@dataclass
class _Occurrence:
    """One line of a question that holds a key, and its value."""

    line: int               # 1-based
    value_line: int | None  # the line the value is on when it is not the key's own line
    value: str
    prose: bool = False     # the key is the first words of a sentence, set apart by nothing
    after: str = ""         # what the line shows below the answer, after a line break tag: its explanation
    label: str = ""         # the value's label when the line sets it apart in emphasis of its own (``**C**. Why``)


@dataclass(frozen=True)
class _KeyEntry:
    """One line of an answer key: ``12. B``."""

    line: int
    number: int
    value: str


#: a bracket in a question's text holding a few letters (its answer, maybe): ``（BCD）``, ``( C )``, ``【A】``
_STEM_BRACKET = re.compile(r"([(（【\[])[ \t\u3000]*([^()（）【】\[\]\n]{1,20}?)[ \t\u3000]*([)）】\]])")
#: capitals with spaces between them and nothing else, in order: ``B D``, ``A　C　E`` (a blank's answer, spaced)
_SPACED_CAPITALS = re.compile(r"[A-L](?:[ \t\u3000]+[A-L])+")


def _runs_of(order: Sequence[int], kept: Container[int]) -> list[list[int]]:
    """The runs of ``order``'s items, one after another in it, that are all in ``kept``."""
    runs: list[list[int]] = [[]]
    for i in order:
        if i in kept:
            runs[-1].append(i)
        elif runs[-1]:
            runs.append([])
    return [run for run in runs if run]


def _bracket_letters(value: str) -> list[int] | None:
    """The choices a stem's bracket names when it holds labels alone: ``BCD``, ``B, D``, ``B D`` (capitals spaced
    out, each after the one before); None otherwise (``A dog``, a word)."""
    if _SPACED_CAPITALS.fullmatch(value):
        ks = [label_index(c) for c in value.split()]
        return [k for k in ks if k is not None] if all(b is not None and a is not None and a < b
                                                       for a, b in itertools.pairwise(ks)) else None
    named = answer_letters(value)
    return named[0] if named is not None and not named[1] and named[0] else None


#: where a label starts a choice written again: ``B) text``, ``(b) text``, ``C. text``
_LABEL_AT = re.compile(rf"(?<!\S)\(?{LABEL}[.)][ \t]+(?=\S)")
#: an answer key's line, cleaned: its question's number, then the rest
_KEY_NUMBER = re.compile(r"\(?(\d{1,4})[ \t]*(?:[.):\-–—]|(?=[ \t]))[ \t]*(\S.*)$")
#: one entry of an answer key written on one line: ``1.B 2.C 3.A``, ``1-b, 2-d``, ``(1) A (2) C``
_PAIR = re.compile(rf"\(?(\d{{1,4}})\)?[ \t]*[.):=\-–]?[ \t]*\(?({LABEL})\)?(?![^\W_])")
#: the number in a question's first line: ``12.``, ``Question 12``, ``Q12:``, ``#12``
_QUESTION_NUMBER = re.compile(r"(?:[^\W\d_]{1,12}[ \t]*)?[#№]?[ \t]*(\d{1,4})(?!\d)")


#: a word, then a number, opening a line: ``Question 12``, ``Frage 3)``
_WORD_NUMBER = re.compile(r"([^\W\d_]{1,12})[ \t]*[#№]?[ \t]*(?=\d{1,4}(?!\d))")


def _number_words(firsts: list[str]) -> frozenset[str]:
    """The words the file numbers its questions with (``Question 12``), in half of the questions' first lines at
    least: a key may number its entries so (``Question 12) B. text``)."""
    said = Counter(m.group(1).casefold() for line in firsts if (m := _WORD_NUMBER.match(line.lstrip("#>*_ \t"))))
    return frozenset(w for w, n in said.items() if 2 * n >= len(firsts) >= 2)


def _unworded(text: str, words: frozenset[str]) -> str:
    """A key's line without the word the file numbers its questions with before its number; "" without it."""
    m = _WORD_NUMBER.match(text) if words else None
    return text[m.end():] if m is not None and m.group(1).casefold() in words else ""


def _in_label_order(run: list[_KeyEntry]) -> bool:
    """Whether the entries' values are labels in their own order (``1 .A``, ``2 .B``...): choices, not a key."""
    for k, e in enumerate(run):
        m = _ONE_LABEL.match(clean(e.value))
        if m is None or label_index(m.group(1)) != k:
            return False
    return True


def _question_number(line: str) -> int | None:
    m = _QUESTION_NUMBER.match(clean(line))
    return int(m.group(1)) if m else None


@dataclass
class _Region:
    """The lines a question owns: those it was read from, and the unused ones up to the next question."""

    question: int
    lines: list[int] = field(default_factory=list)   # 1-based, in order
    choice_lines: dict[int, int] = field(default_factory=dict)   # line -> the choice read from it
    rows: set[int] = field(default_factory=set)   # lines that write every choice side by side, apart by break tags


class _Filler:
    def __init__(self, deck: ImportedDeck, source: Source, diags: Diagnostics):
        self.deck = deck
        self.source = source
        self.lines = source.lines
        self.diags = diags
        self.choices = [_Choices.of(q) for q in deck.questions]
        self.numbered: set[int] = set()   # the questions whose choice lines are numbered 1, 2, 3... in the source
        self.left_out: set[int] = set()   # questions found to be entries of another kind (``_fields``)
        self.inner: dict[str, str] = {}   # a key -> the second key its lines hold after its value (``inner_keys``)
        self.picked: set[int] = set()     # questions whose bold is a learner's wrong pick (``graded_picks``)
        #: keys of several entries a line (``keyrows``): their lines, and what to say when one is read
        self.row_keys: list[tuple[set[int], list[tuple[int, str]]]] = []
        self.constant: str | None = None   # a key refused as the answer line: it names one choice everywhere

    # -- what each question owns ----------------------------------------------------------------

    def regions(self) -> list[_Region]:
        deck, lines = self.deck, self.lines
        unused = sorted({n for a, b in deck.unused(lines) for n in range(a, b + 1)})
        starts = [min([q.pos.line, *(a for a, _ in q.lines)]) for q in deck.questions]
        order = sorted(range(len(starts)), key=lambda i: starts[i])
        out: list[_Region] = [_Region(i) for i in range(len(deck.questions))]
        # a section in the questions' own heading shape that yields no question ends the one above it
        ends = section_ends(lines, starts)
        for k, i in enumerate(order):
            q = deck.questions[i]
            end = starts[order[k + 1]] - 1 if k + 1 < len(order) else len(lines)
            end = min(end, ends.get(i, end))
            own = {n for a, b in q.lines for n in range(a, b + 1)}
            own.update(unused[bisect.bisect_left(unused, starts[i]):bisect.bisect_right(unused, end)])
            region = out[i]
            region.lines = sorted(n for n in own if 1 <= n <= len(lines) and lines[n - 1].strip())
            region.choice_lines = self._choice_lines(i, region.lines)
            region.rows = {n for n in region.lines if "<" in lines[n - 1] and self.choices[i].row_in(lines[n - 1])}
            if (number := _question_number(lines[q.pos.line - 1])) is not None:
                # an item numbered as the next question after the choices, without choices of its own ("**6.** Tulis
                # ...", read into this question or into none): the lines from it on are that item's, not this one's
                last = max(region.choice_lines, default=q.pos.line)
                cut = next((n for n in region.lines if n > last and _question_number(lines[n - 1]) == number + 1), None)
                region.lines = region.lines if cut is None else [n for n in region.lines if n < cut]
            if _numbered_lines([lines[n - 1] for n in sorted(region.choice_lines)]):
                self.numbered.add(i)
        return out

    def _choice_lines(self, i: int, lines: list[int]) -> dict[int, int]:
        texts: dict[str, int] = {}
        for k, t in enumerate(self.choices[i].texts):
            if t:
                texts.setdefault(t, k)
        out: dict[int, int] = {}
        for n in lines:
            line = clean(self.lines[n - 1])
            if not line:
                continue
            split = split_label(line)
            number = _NUMBER.match(line)
            rest = split[1] if split else line[number.end():] if number else line
            twice = _TWICE_LABELLED.match(line)   # "1. a) SGML": a list's number, then the choice's own label
            if (both := first_of(line, texts, norm)) is not None:
                out.setdefault(n, both)   # "C. text. D. text": the two choices' own line (sentencelabels)
                continue
            for candidate in (norm(rest), norm(line), norm(closed_label(line) or ""), norm(twice[1] if twice else "")):
                if candidate in texts:
                    out.setdefault(n, texts[candidate])
                    break
            else:
                for e in learntmarks.edges(_LEAD.sub("", self.lines[n - 1], count=1)):
                    if e.mark.edge == "lead":
                        continue                  # a word before the text: a mark only as learnt, never here
                    off = learntmarks.take_off(rest, [e.mark])
                    split = split_label(off)          # "[ ] E) text": a box before the label
                    loose = closed_label(off)         # "[ ] E] text": a label closed by a bracket
                    if (bare := norm(off)) in texts or (split and (bare := norm(split[1])) in texts) or (
                            loose and (bare := norm(loose)) in texts):
                        out.setdefault(n, texts[bare])
                        break
                else:
                    own = self._own_label(line, texts)
                    own = own if own is not None else _retokened(line, texts)
                    own = own if own is not None else _glued_label(line, texts)
                    if own is not None and own not in out.values():
                        out[n] = own
        # a choice's text again, under a line of its own that is no choice ("<summary>Answer</summary>", then
        # "d. All of the above"): the value of that line, not a choice line
        first = {k: min(n for n, j in out.items() if j == k) for k in set(out.values())}
        # a choice's text again on a line the question was not read from, its choice's own line among those it was
        # ("5.  c) C" in a key under the last question): another line's (a key's), not a choice line
        held = {n for a, b in self.deck.questions[i].lines for n in range(a, b + 1)}
        return {n: k for n, k in out.items() if n == first[k] or (not self._after_key(lines, n, out) and (
            n in held or first[k] not in held))}

    @staticmethod
    def _own_label(line: str, texts: dict[str, int]) -> int | None:
        """The choice a line is when it is a label with no sign and that choice's text, the label naming the
        choice's own place (``D  NATO`` as the fourth choice): the line the reader read the choice from, never
        an answer line naming itself (a line naming the same choice again further on still may be)."""
        head, _, rest = line.partition(" ")
        k = texts.get(norm(rest))
        if k is None or len(head) > 2:
            return None
        own = int(head) - 1 if head.isascii() and head.isdigit() else label_index(head)
        return k if own == k else None

    def _after_key(self, lines: list[int], n: int, choice_lines: dict[int, int]) -> bool:
        """Whether the line before line ``n`` among ``lines`` is a key alone (``Answer``, ``<summary>Answer
        </summary>``, ``### Solution``, ``Check your answer:``: a few words, not a choice line, no value after a
        colon)."""
        at = bisect.bisect_left(lines, n)
        if at == 0 or lines[at - 1] in choice_lines:
            return False
        before = clean(self.lines[lines[at - 1] - 1])
        sep = _SEPARATOR.search(before)      # "Check your answer:": a sign that ends the key sets no value apart
        return bool(before) and _is_key(before) and (sep is None or sep.end() == len(before)) and len(
            before.split()) <= 3

    # -- answer lines ---------------------------------------------------------------------------

    def occurrences(self, region: _Region) -> dict[str, list[_Occurrence]]:
        """Every key a question's lines hold, with its values (see the module's docstring)."""
        out: dict[str, list[_Occurrence]] = defaultdict(list)
        q = self.deck.questions[region.question]
        candidates = [n for n in region.lines if n not in region.choice_lines and n not in region.rows
                      and n != q.pos.line]
        first_choice = min(region.choice_lines, default=0)
        for k, n in enumerate(candidates):
            raw, after = broken(self.lines[n - 1])
            if len(raw) > LONGEST:
                continue
            text = clean(raw)
            if not text:
                continue
            seen: set[str] = set()
            sep = _SEPARATOR.search(text, 0, KEY_CHARS + 3)
            if sep and sep.start() > 0:
                key = text[:sep.start()]
                if _is_key(key):
                    value = _bold_held(raw, text[:sep.end()]) or text[sep.end():]
                    if not value.strip() and after:   # "Answer:<br>B<br>Why ...": the value on the next shown line
                        value, _, after = after.partition("\n")
                        value = clean(value)
                    inner = self._inner_value(_key_norm(key), value) if value.strip() else None
                    if inner is not None and inner[0] not in seen and isinstance(
                            resolve(inner[1], self.choices[region.question], False), list):
                        # two keys and their values on one line, a respondent's and then the key's: the second one
                        # names the answer, the first is no answer line of this question
                        out[inner[0]].append(_Occurrence(n, None, inner[1]))
                        seen.update((inner[0], _key_norm(key)))
                    elif value.strip() and not unquoted(value).strip():
                        seen.add(_key_norm(key))   # '"answer": ""': a data record's empty value, no occurrence
                    elif value.strip():
                        # a number given above the choices ("Marks: 3", "Points: 2") names no choice
                        if not (value.strip().isdigit() and n < first_choice):
                            out[_key_norm(key)].append(_Occurrence(n, None, value, after=after,
                                                                   label=_emphasised_label(raw, value)))
                            seen.add(_key_norm(key))
                    elif k + 1 < len(candidates) and candidates[k + 1] == self._next_line(n):
                        out[_key_norm(key)].append(_Occurrence(n, candidates[k + 1],
                                                               clean(self.lines[candidates[k + 1] - 1])))
                        seen.add(_key_norm(key))
            if (bracketed := _bracketed_key(raw)) is not None and _key_norm(bracketed[0]) not in seen:
                key = _key_norm(bracketed[0])     # "【答案】C", "[Answer] B": the key in brackets, its value after
                out[key].append(_Occurrence(n, None, bracketed[1]))
                seen.add(key)
            if (symbols := _SYMBOL_KEY.match(raw.strip())) is not None and symbols.group(1) not in seen:
                key = symbols.group(1)            # "--- b.", "=> C": a run of one sign before the value
                out[key].append(_Occurrence(n, None, clean(symbols.group(2))))
                seen.add(key)
            if _is_key(text) and not sep and k + 1 < len(candidates) and candidates[k + 1] == self._next_line(n):
                key = _key_norm(text)
                if key not in seen:
                    out[key].append(_Occurrence(n, candidates[k + 1], clean(self.lines[candidates[k + 1] - 1])))
                    seen.add(key)
            words = text.split(" ")
            for count in range(1, min(KEY_WORDS, len(words) - 1) + 1):
                key = " ".join(words[:count])
                if not any(c.isalpha() for c in key) or _ENDS_IN_LABEL.search(key):
                    continue
                normed = _key_norm(key)
                if normed in seen:
                    continue
                seen.add(normed)
                value = " ".join(words[count:])
                out[normed].append(_Occurrence(n, None, value, prose=True, label=_emphasised_label(raw, value)))
        # a label naming the wrong answers ("Incorrect Answers:", "Falsche Antworten:") makes no answer line, nor does
        # any other key read on its line; a sentence opening with such a word may name it ("Wrong. The answer is B")
        wrong = {o.line for key, occ in out.items() if says_wrong(key) for o in occ if not o.prose}
        return {key: kept for key, occ in out.items() if (kept := [o for o in occ if o.line not in wrong])}

    def inner_keys(self, regions: list[_Region]) -> None:
        """Learn, per key, a second key its lines hold further on (two labelled values run together on one line, a
        respondent's answer and then the key's: ``Mine: B; Right: C``): the ending shared by what stands before a
        separator inside the first key's value, in most of the questions that hold the first key. Its value (to the
        line's end) is then one more occurrence, read as any key is (it must recur and name choices)."""
        seen: dict[str, list[set[str]]] = defaultdict(list)
        for r in regions:
            per: dict[str, set[str]] = defaultdict(set)
            for n in r.lines:
                if n in r.choice_lines:
                    continue
                text = clean(broken(self.lines[n - 1])[0])
                sep = _SEPARATOR.search(text, 0, KEY_CHARS + 3)
                if sep is None or sep.start() == 0 or not _is_key(text[:sep.start()]):
                    continue
                per[_key_norm(text[:sep.start()])].update(_endings(text[sep.end():]))
            for key, endings in per.items():
                seen[key].append(endings)
        for key, lists in seen.items():
            if len(lists) < max(2, RECUR * len(regions)):
                continue
            counts: dict[str, int] = defaultdict(int)
            for endings in lists:
                for e in endings:
                    counts[e] += 1
            best = max(counts, key=lambda e: (counts[e], len(e)), default=None)
            if best is not None and counts[best] >= RECUR * len(lists) and _key_norm(best) != key:
                self.inner[key] = best

    def _inner_value(self, key: str, value: str) -> tuple[str, str] | None:
        """The second key learnt for ``key`` and its value, when ``value`` holds it (the last time it stands)."""
        inner = self.inner.get(key)
        if inner is None:
            return None
        last = None
        for m in re.finditer(re.escape(inner) + r"[ \t]*[:：=][ \t]*", value):
            last = m
        if last is None or not (got := _TRAILING_SEPARATORS.sub("", value[last.end():])):
            return None
        return _key_norm(inner), got

    def _next_line(self, n: int) -> int | None:
        """The next non-blank line after line ``n``."""
        for m in range(n + 1, min(n + 4, len(self.lines) + 1)):
            if self.lines[m - 1].strip():
                return m
        return None

    def answer_lines(self, regions: list[_Region]) -> None:
        questions = self.deck.questions
        eligible = [r for r in regions if len(questions[r.question].choices) >= 2]
        open_ = [r for r in eligible if questions[r.question].answer is None
                 and questions[r.question].raw_answer is None]
        if not open_:
            return
        self.inner_keys(eligible)
        found = {r.question: self.occurrences(r) for r in eligible}
        zero = self._zero_based(found)
        key = self._recurring(eligible, found, zero, strict=False)
        if key is not None:
            self._fill_from(key, open_, found, zero)
            # the file's key written a little otherwise in a few questions ("Richtige:" beside "Richtig:"): where
            # its value names a choice (nothing is said where it does not: a word like the key, not the key)
            rest = [r for r in open_ if questions[r.question].answer is None]
            for near in sorted({k for r in rest for k, occ in found[r.question].items()
                                if _variant(k, key) and not any(o.prose for o in occ)}):
                self._fill_from(near, [r for r in rest if questions[r.question].answer is None], found, zero,
                                say=False)
            self._tail_keys(key, [r for r in open_ if questions[r.question].answer is None], zero)
        # a part of the file in a shape of its own: the questions still open, five at least, that a key answers
        # nearly all of, never naming no choice ("Ans: D" in the last 20 of 170 questions, "Answer: C" above)
        rest = [r for r in open_ if questions[r.question].answer is None]
        if len(rest) >= SECTION and (again := self._recurring(rest, found, zero, strict=True)) not in (None, key):
            self._fill_from(again, rest, found, zero)
        if key is None and self.constant is not None:
            self._constant_said(self.constant, open_, found, zero)
        self.half_read(open_, found, zero)

    def _constant_said(self, key: str, open_: list[_Region], found: dict[int, dict[str, list[_Occurrence]]],
                       zero: bool) -> None:
        """Say, at its first line, the key refused as the file's answer line: it names one and the same choice in
        every question that holds it (``"points": 1`` in each question's record), so it tells no answer; the
        questions are left open."""
        held = [(r, occ) for r in open_ if (occ := found[r.question].get(key))]
        if not held:
            return
        first = held[0][1][0]
        got = self._resolved(held[0][1], held[0][0].question, zero)
        named = ", ".join(letter(k) for k in got) if isinstance(got, list) else "?"
        self.diags.warning(Pos(self.source.where, first.value_line or first.line, 1),
                           f"not sure: the line {self._shown(first)!r} names the same choice ({named}) in all "
                           f"{len(held)} questions that hold it: a number or a heading, not an answer? Not read as "
                           "their answers", "write the answers in the YAML (`answer: B`)")

    def after_choices(self, regions: list[_Region]) -> None:
        """The first line after each question's choices, its head learnt from the file (``afterlines``): the
        answers of the questions still open, the rest of the line their explanation; said where it names none."""
        questions = self.deck.questions
        eligible = [r for r in regions if len(questions[r.question].choices) >= 2
                    and questions[r.question].raw_answer is None]
        if not any(questions[r.question].answer is None for r in eligible):
            return
        candidates = []
        for r in eligible:
            firsts: dict[int, int] = {}
            for n, k in sorted(r.choice_lines.items()):
                firsts.setdefault(k, n)
            last_text = questions[r.question].choices[-1].text.strip().rpartition("\n")[2].strip()
            if len(firsts) >= 2:
                last = max(firsts.values())
                held = questions[r.question].choices[r.choice_lines[last]].text
            elif last_text and (ends := [n for n in r.lines if (raw := self.lines[n - 1].strip()).endswith(last_text)
                                         and len(raw) > len(last_text)]):
                last, held = max(ends), questions[r.question].choices[-1].text   # its label, then the last choice
            else:
                continue                  # choices not read from lines of their own: no block to stand after
            own = {part.strip() for part in held.split("\n")[1:]}
            while (got := self._line_after(r, last)) is not None and self.lines[got[0] - 1].strip() in own:
                last = got[0]             # the last choice's own lines go on (a wrapped choice, its code)
            if got is not None:
                candidates.append(afterlines.Candidate(r.question, *got))
        known = {r.question: list(a) for r in eligible if (a := questions[r.question].answer) is not None}
        learnt = afterlines.learn(candidates, len(eligible), known, _AfterReading(self))
        if learnt is None:
            return
        head, reads = learnt
        self._unchoiced(regions, head)
        filled = 0
        for read in reads:
            q = questions[read.question]
            if q.answer is not None:
                continue
            shown = clean(self.lines[read.line - 1])[:40]
            if not read.answer:
                self.attention(read.line, f"the answer line {shown!r} (the line after the choices, as in most "
                                          "questions of the file) names none of the question's choices",
                               "the question is written without an answer: write it (`answer: B`)")
                continue
            q.set_answer(read.answer)
            self._take_off(q, read.line)
            if read.why:
                q.explanation = read.why if not q.explanation else f"{read.why}\n\n{q.explanation}"
            if read.conflict:
                self.attention(read.line, f"the answer line {shown!r} names a choice by its label and another by "
                                          "its text: the label read",
                               "check the answer; write it in the YAML where it is wrong")
            elif read.loose:
                self.diags.warning(Pos(self.source.where, read.line, 1),
                                   f"not sure: the answer line {shown!r} names no choice by its label or whole text; "
                                   f"read as choice {letter(read.answer[0])}, whose words it holds",
                                   "check the answer; write it in the YAML where it is wrong")
            filled += 1
        if filled:
            if head:
                self.deck.mend("the lines after the choices opening {0} of {n} question{s} (read as their answers)",
                               filled, repr(head))
            else:
                self.deck.mend("the lines after the choices of {n} question{s} (read as their answers)", filled)

    def _line_after(self, r: _Region, last: int) -> tuple[int, str] | None:
        """The first line of a question's own after line ``last`` that shows something, and its text."""
        for n in r.lines:
            if n > last and len(self.lines[n - 1]) <= LONGEST and (text := clean(self.lines[n - 1])):
                return n, text
        return None

    def _unchoiced(self, regions: list[_Region], head: str) -> None:
        """Items with fewer than two choices whose next line is the file's answer line naming a label alone
        (``19. IMG`` then ``A. B.``): questions whose choices the source does not hold (a picture not copied);
        left out, said at their line."""
        questions = self.deck.questions
        places: list[Pos] = []
        first = ""
        for r in regions:
            q = questions[r.question]
            if len(q.choices) >= 2 or q.answer is not None or q.raw_answer is not None:
                continue
            got = self._line_after(r, q.pos.line)
            if got is not None and any(h == head and _LABEL_SET_APART.match(clean(value))
                                       for h, value in afterlines.parts(got[1])):
                self.left_out.add(r.question)
                places.append(q.pos)
                first = first or f"{_shown_text(q.text)!r}, then {got[1][:40]!r}"
        if places:
            self._said_once(places, f"an item without choices, its answer line naming one by its label ({first}): "
                                    "its choices are not in the source (a picture not copied?); left out",
                            "copy its choices in from where they are, or leave it out")

    def _tail_keys(self, key: str, open_: list[_Region], zero: bool) -> None:
        """The file's answer key and its value at the end of a question's last choice, after a space (``E.HTTPS  Resp:
        A``: a row of choices, the answer glued on): the answer, taken off the choice. A value naming no choice
        leaves the choice as it is."""
        words = [r"\d+" if w == "#" else re.escape(w) for w in key.split()]
        if not words or any(not w for w in words):
            return
        tail = re.compile(r"(?<=\S)[ \t]+(" + r"[ \t]+".join(words)
                          + r")[ \t]*(?:[:：=]|->|→|⇒|=>|[-–—][ \t])[ \t]*(\S.*)$", re.I)
        read = 0
        for r in open_:
            q = self.deck.questions[r.question]
            if len(q.choices) < 2:
                continue
            last = q.choices[-1]
            head, nl, line = last.text.rstrip().rpartition("\n")
            m = tail.search(line, 0, LONGEST)
            if m is None or not line[:m.start()].strip():
                continue
            got = resolve(m.group(2), self.choices[r.question], zero)
            if isinstance(got, list):
                last.text = head + nl + line[:m.start()].rstrip()
                self.choices[r.question] = _Choices.of(q)
                q.set_answer(got)
                read += 1
        if read:
            self.deck.mend("the answer line{s} written at the end of the last choice of {n} question{s} (read as "
                           "their answers)", read)

    def half_read(self, open_: list[_Region], found: dict[int, dict[str, list[_Occurrence]]], zero: bool) -> None:
        """Not sure: a key that stands in most of the questions left open, its value naming one of the question's
        choices in a quarter of them at least but not in enough to be the file's answer line (the answers are
        written in a way read only in part): said at the first question where it names none."""
        questions = self.deck.questions
        still = [r for r in open_ if questions[r.question].answer is None]
        if len(still) < HALF_LEAST:
            return
        seen: dict[str, list[tuple[_Region, bool]]] = defaultdict(list)
        for r in still:
            for key, occ in found[r.question].items():
                if not any(o.prose for o in occ):
                    seen[key].append((r, isinstance(self._resolved(occ, r.question, zero), list)))
        best = max(seen.items(), key=lambda item: (len(item[1]), sum(ok for _, ok in item[1])), default=None)
        if best is None:
            return
        key, places = best
        named = sum(ok for _, ok in places)
        if len(places) < RECUR * len(still) or not HALF * len(places) <= named < len(places):
            return
        first = next(r for r, ok in places if not ok)
        o = found[first.question][key][0]
        self.diags.warning(Pos(self.source.where, o.value_line or o.line, 1),
                           f"not sure: {self._shown(o)!r} stands in {len(places)} questions with no answer read, but "
                           f"names one of the question's choices in {named} of them only; their answers are left "
                           "unread", "write the answers in one way (a label such as `B`), or in the YAML")

    def _recurring(self, regions: list[_Region], found: dict[int, dict[str, list[_Occurrence]]], zero: bool,
                   strict: bool) -> str | None:
        """The key that recurs in most of ``regions``' questions naming one of its choices (agreeing with an
        answer read already); ``strict``: in nearly all of them, and never naming none."""
        questions = self.deck.questions
        support: dict[str, int] = defaultdict(int)
        against: dict[str, int] = defaultdict(int)
        named: dict[str, set[tuple[int, ...]]] = defaultdict(set)
        for r in regions:
            q = questions[r.question]
            for key, occ in found[r.question].items():
                got = self._resolved(occ, r.question, zero)
                if isinstance(got, list) and (q.answer is None or sorted(q.answer) == got):
                    support[key] += 1
                    named[key].add(tuple(got))
                else:
                    against[key] += 1
        share = RECUR_SECTION if strict else RECUR
        # a second key on the line of a first one is looked for only where the first stands: it recurs as the first
        # does when it stands in the questions that hold the first one and the first recurs (the record's own line)
        outer = {_key_norm(inner): key for key, inner in self.inner.items()}
        holding = {key: sum(key in found[r.question] or _key_norm(inner) in found[r.question] for r in regions)
                   for key, inner in self.inner.items()}
        base = {k: holding[outer[k]] if k in outer and holding[outer[k]] >= share * len(regions) else len(regions)
                for k in support}
        best = [(support[k], -against[k], -len(k), k) for k in support
                if support[k] >= max(2, share * base[k]) and (against[k] == 0 if strict else
                                                             2 * against[k] <= support[k])]
        # a key that names the same choice in every question tells no answer from another (a heading over the
        # choices whose "value" is the first of them, a record's ``"points": 1``): never the answer line; said
        # where no other key is the file's
        varied = [b for b in best if b[0] < CONSTANT_LEAST or len(named[b[3]]) > 1]
        if not varied and best:
            self.constant = self.constant or max(best)[3]
        return max(varied)[3] if varied else None

    def _fill_from(self, key: str, open_: list[_Region], found: dict[int, dict[str, list[_Occurrence]]],
                   zero: bool, say: bool = True) -> None:
        """Answer the open questions that hold ``key`` by its value; warn where it names no choice (``say``)."""
        questions = self.deck.questions
        filled = 0
        shown = ""
        answers: set[tuple[int, ...]] = set()
        at_first: int | None = None
        for r in open_:
            occ = found[r.question].get(key) or []
            if not occ:
                continue
            q = questions[r.question]
            got = self._resolved(occ, r.question, zero)
            first = occ[0]
            wrapped = self._wrapped(first, r) if got == NOTHING and len(occ) == 1 else None
            if wrapped is not None:   # "...es: Se detecta por el código de la" + "instrucción. El HW ...": one value
                got = wrapped
            shown = shown or self._shown(first)
            loose = None if got != NOTHING or len(occ) > 1 or first.prose or not say else (
                self.choices[r.question].held_in(clean(first.value)))
            if loose is not None:         # "Ans - functions" for "Azure Functions.": the choice in other words, said
                got = [loose]
                self.diags.warning(Pos(self.source.where, first.value_line or first.line, 1),
                                   f"not sure: the answer line {clean(self.lines[first.line - 1])[:40]!r} names no "
                                   f"choice by its label or whole text; read as choice {letter(loose)}, whose words "
                                   "it holds", "check the answer; write it in the YAML where it is wrong")
            if isinstance(got, list):
                q.set_answer(got)
                answers.add(tuple(got))
                at_first = first.value_line or first.line if at_first is None else at_first
                for o in occ:
                    self._take_off(q, o.line)
                    if o.value_line is not None:
                        self._take_off(q, o.value_line)
                    if o.after and not q.explanation:
                        q.explanation = o.after
                if wrapped is not None:
                    self._take_off(q, first.line + 1)
                if len(occ) == 1 and len(got) == 1:
                    self._keep_reason(q, first, r.question)
                filled += 1
            elif say:
                at = first.value_line or first.line
                self.attention(at, f"the answer line {self._shown(first)!r} names none of the question's "
                                   "choices" if got == NOTHING else
                                   f"the answer line {self._shown(first)!r} names a choice by a label and "
                                   "a text that disagree",
                               "the question is written without an answer: write it (`answer: B`)")
        if filled:
            self.deck.mend(f"the answer line{{s}} {shown!r} of {{n}} question{{s}} (read as their answers)", filled)
        if say and filled >= CONSTANT_LEAST and len(answers) == 1 and at_first is not None:
            self.diags.warning(Pos(self.source.where, at_first, 1),
                               f"not sure: the answer line {shown!r} names the same choice in all {filled} "
                               "questions it answers (a heading over the choices, not an answer?)",
                               "check the answers; write them in the YAML where they are wrong")

    def _wrapped(self, o: _Occurrence, r: _Region) -> list[int] | None:
        """The choice a value on its key's line names with the line below it, the value wrapped onto it (no blank
        line between them, that line no choice's): the whole joined text one choice's; None otherwise."""
        n = o.line + 1
        if o.value_line is not None or o.prose or n not in r.lines or n in r.choice_lines or n > len(self.lines):
            return None
        got = resolve(f"{clean(o.value)} {clean(self.lines[n - 1])}", self.choices[r.question], False)
        return got if isinstance(got, list) else None

    def _resolved(self, occ: list[_Occurrence], i: int, zero: bool) -> list[int] | str:
        # a number alone after words set apart by nothing ("정답 3") names a choice where the choices are numbered
        results = [resolve(o.value, self.choices[i], zero, bare_number=not o.prose or (
            i in self.numbered and _number_alone(o.value)), unnumbered=i not in self.numbered) for o in occ]
        # a label in emphasis of its own, a sentence after it that is not the choice's text: the reason, the label
        # the answer ("The answer is **C**. Because ...")
        results = [resolve(o.label, self.choices[i], zero) if isinstance(r, str) and o.label else r
                   for r, o in zip(results, occ, strict=True)]
        # "**D. Spot / Preemptible.** Up to 90 % off On-Demand": the label's text ends with the emphasis; what
        # follows it is the reason, never compared with the choices
        results = [resolve(head, self.choices[i], zero, head=True) if isinstance(r, str) and (head := self._head(o))
                   else r
                   for r, o in zip(results, occ, strict=True)]
        lists = [r for r in results if isinstance(r, list)]
        if not lists:
            return CONFLICT if CONFLICT in results else NOTHING
        if any(r != lists[0] for r in lists) or len(lists) < len(results):
            return CONFLICT
        return lists[0]

    def _head(self, o: _Occurrence) -> str:
        """The label and text an emphasis opening an occurrence's value holds (``**C. IaaS.** Why ...``: ``C.
        IaaS.``) when more follows it; empty otherwise."""
        return emphasis_head(self.lines[(o.value_line or o.line) - 1], o.value)

    def _reason(self, o: _Occurrence, i: int) -> str:
        """What an answer's value gives after its label that is not the choice's text: the words after an
        emphasis holding the label (``**C. IaaS.** Why ...``), or a sentence that names no choice (``B — why``)."""
        if head := self._head(o):
            return clean(o.value)[len(head):].strip()
        got = label_reason(o.value, self.choices[i])
        return got[1] if got is not None else ""

    def _keep_reason(self, q: ImportedQuestion, o: _Occurrence, i: int) -> None:
        """Keep an answer's reason (``_reason``) as the question's explanation, when it does not hold it yet; say
        where the label is read over a text that holds more of another choice's words, or a word alone."""
        reason = self._reason(o, i)
        if not reason:
            return
        if reason not in (q.explanation or ""):
            q.explanation = reason + (f"\n\n{q.explanation}" if q.explanation else "")
        other = self.choices[i].held_in(reason) if not self._head(o) else None
        got = label_reason(o.value, self.choices[i])
        if got is not None and ((other is not None and other != got[0]) or len(reason.split()) < 2):
            self.diags.warning(Pos(self.source.where, o.value_line or o.line, 1),
                               f"not sure: the answer line {clean(self.lines[o.line - 1])[:40]!r} names choice "
                               f"{letter(got[0])} by its label, then a text that is not that choice's: read as "
                               "choice " + letter(got[0]) + ", the text kept as the explanation",
                               "check the answer; write it in the YAML where it is wrong")

    def _zero_based(self, found: dict[int, dict[str, list[_Occurrence]]]) -> bool:
        """Whether numbered answers count from 0: a value 0 somewhere in the file's answer lines."""
        for keys in found.values():
            for occ in keys.values():
                for o in occ:
                    v = clean(o.value)
                    if re.match(r"0(?:[.):]?(?:\s|$))", v):
                        return True
        return False

    def _shown(self, o: _Occurrence) -> str:
        text = clean(self.lines[o.line - 1])
        if o.value_line is None:
            sep = _SEPARATOR.search(text, 0, KEY_CHARS + 3)
            text = text[:sep.end()].strip() if sep else text
        return text[:40]

    # -- marks on the right choice --------------------------------------------------------------

    def _eligible(self, regions: list[_Region] | None = None) -> list[int]:
        """The questions an answer may be learnt for: two choices at least, no answer written as text. Given the
        ``regions``, the questions a mark may be learnt from: not one answered otherwise whose choices stand on no
        line and carry nothing a mark could be (a true/false statement's implied pair, ``verdictanswers``), which
        tells nothing of the file's mark."""
        return [i for i, q in enumerate(self.deck.questions) if q.raw_answer is None and len(q.choices) >= 2 and (
            regions is None or q.answer is None or regions[i].choice_lines or
            any(learntmarks.edges(c.text) for c in q.choices))]

    def marks(self, regions: list[_Region]) -> None:
        """The mark most questions put on one choice (``learntmarks``): their answers, taken off the texts."""
        questions = self.deck.questions
        eligible = [i for i in self._eligible(regions) if i not in self.picked]
        open_ = [k for k, i in enumerate(eligible) if questions[i].answer is None]
        if not open_:
            return
        known = {k: list(answer) for k, i in enumerate(eligible) if (answer := questions[i].answer) is not None}
        extra: dict[int, dict[learntmarks.Mark, set[int]]] = defaultdict(lambda: defaultdict(set))
        for k, i in enumerate(eligible):       # a mark the reader left in the source only
            for n, c in regions[i].choice_lines.items():
                whole = norm(questions[i].choices[c].text) if c < len(questions[i].choices) else ""
                for e in learntmarks.edges(_LEAD.sub("", self.lines[n - 1], count=1)):
                    if not whole or norm(e.mark.token) != whole:   # "1. /bin": the choice's whole text, no mark
                        extra[k][e.mark].add(c)
        texts = [[c.text for c in questions[i].choices] for i in eligible]
        learnt = learntmarks.learn(texts, open_, known, extra)
        if learnt is not None and learnt.last and lastmarks.read(self.deck, eligible, learnt, _resolve_in, self.diags, (
                lambda i: self.choices.__setitem__(i, _Choices.of(questions[i])))):
            return    # a mark learnt alone on every record's last line: the records' answer line, or said (lastmarks)
        if learnt is None:
            # the reader read every answer from a mark on the choices but for a run of items that carry none: that
            # run is entries of another kind, as where the mark is learnt here (``_fields``)
            part = learntmarks.unmarked_part(texts, open_, known, extra)
            if part is not None:
                self._fields(learntmarks.Learnt([part[0]], [], apart=part[1],
                                                answers={k: known[k] for k in known}), eligible)
            return
        shown = learnt.shown()
        astray: list[Pos] = []
        for k, i in enumerate(eligible):
            q = questions[i]
            marked = set(learnt.answers.get(k, []))
            if k not in known and any(learntmarks.names_another(q.choices[j].text, learnt.marks, j) for j in marked):
                astray.append(q.pos)            # "← Answer: C" on choice B: which is meant is not known
                del learnt.answers[k]
                marked = set()
            if k in known:    # answered by the reader: the mark comes off where it agrees
                carried = {j for j, c in enumerate(q.choices)
                           if any(e.mark in learnt.marks for e in learntmarks.edges(c.text))}
                if carried != set(known[k]):
                    continue
                marked = carried
            for j, choice in enumerate(q.choices):   # a word or a stop only where it is the mark
                off = [*learnt.others, *(learnt.marks if j in marked or not learnt.weak else [])]
                choice.text = learntmarks.take_off(choice.text, off)
            if marked and k not in known:
                q.set_answer(marked)
        self._fields(learnt, eligible)
        listed = self.headed_lists()      # (a list under a heading of its own carries no mark: nothing to say)
        learnt.none = [k for k in learnt.none if eligible[k] not in listed]
        if not learnt.weak:
            self._lone_choices(learnt.marks, set(eligible))
        filled = len(learnt.answers)
        others = " and ".join(sorted({m.shown() for m in learnt.others}))
        self.deck.mend(f"the mark {shown} of {{n}} question{{s}}' right choices (read as their answers)"
                       + (f", and {others} of the others" if others else ""), filled)
        if learnt.weak and learnt.answers:
            first = questions[eligible[min(learnt.answers)]]
            self.diags.warning(first.pos, f"the right choices are read from {shown} at the end of one choice of "
                                          f"{filled} questions, as nothing else in the file marks them",
                               "check a few questions against the source; if it is text, remove the answers")
        if learnt.glued and learnt.answers:   # (lines40: one ASCII sign glued on, ``:for``, learntmarks)
            self.diags.warning(questions[eligible[min(learnt.answers)]].pos, f"the right choices are read from the "
                               f"sign {shown} glued on before one choice of {filled} questions",
                               "check a few questions against the source; if it is text, remove the answers")
        if astray:
            self._said_once(astray, f"the mark {shown} names another choice than the one it stands on: it is "
                                    "written without an answer", "write its answer (`answer: B`)")
        if learnt.none:
            self._said_once([questions[eligible[k]].pos for k in learnt.none],
                            f"none of the question's choices carries the mark {shown} that {filled} other "
                            "questions put on their right choice: it is written without an answer",
                            "write its answer (`answer: B`)")
        if learnt.several:
            self._said_once([questions[eligible[k]].pos for k in learnt.several],
                            f"several of the question's choices carry the mark {shown} that the file's other "
                            "questions put on one: " + ("it is written without an answer" if learnt.weak else
                                                        "read as select all that apply"),
                            "check its answer against the source")

    def headed_lists(self) -> set[int]:
        """The items under a heading the page repeats over no answered item, where its questions under its other
        headings are answered (``#### Videolar`` over numbered links, lesson after lesson): the page's lists, left
        out and said (``headedlists``); all the items left out so far."""
        listed = headedlists.apart(self.lines, self.deck.questions)
        if listed is not None and not set(listed[0]) <= self.left_out:
            items, heading = listed
            self.left_out.update(items)
            unsay(self.diags, {self.deck.questions[i].pos for i in items})
            self.diags.warning(self.deck.questions[items[0]].pos,
                               f"{len(items)} items under the headings {heading!r} give no answer where the page's "
                               "questions under its other headings do: the page's lists, not questions, left out",
                               "if they are questions, write their answers and import them apart")
        return self.left_out

    def _fields(self, learnt: learntmarks.Learnt, eligible: list[int]) -> None:
        """What the marks learnt leave as no choice: the last "choice" of a question that carries a token every
        record ends with (its explanation, its tip: a field, not a choice) goes to the explanation; and the questions
        outside the one part of the file the marks stand in, none of them marked, are said (a part of entries of
        another kind: a glossary, a list of terms)."""
        questions = self.deck.questions
        moved = 0
        for i in eligible:
            q = questions[i]
            if len(q.choices) < 3 or (q.answer is not None and len(q.choices) - 1 in q.answer):
                continue
            last = q.choices[-1].text
            if any(e.mark in learnt.fields for e in learntmarks.edges(last)):
                q.choices.pop()
                self.choices[i] = _Choices.of(q)    # (what is read after this names the choices left only)
                text = learntmarks.take_off(last, learnt.fields)
                q.explanation = text if not q.explanation else f"{text}\n{q.explanation}"
                moved += 1
        if moved:
            shown = " and ".join(sorted({m.shown() for m in learnt.fields}))
            self.deck.mend(f"the last line{{s}} {shown} of {{n}} question{{s}} (read as the explanation, not a choice)",
                           moved)
        apart = [eligible[k] for k in learnt.apart]
        marked = [eligible[k] for k in learnt.answers]
        counts = {len(questions[i].choices) for i in marked}
        # unmarked items shaped as the marked questions (they ask, over as many choices) are questions left unanswered
        asking = any(_asks(questions[i].text) and len(questions[i].choices) in counts for i in apart)
        if apart and not asking and len(apart) >= learntmarks.SECTION and _runs_around(apart, marked) \
                and all(questions[i].answer is None for i in apart):
            # a run of items before the marked part, after it or both, none marked: entries of another kind, left out
            self.left_out.update(apart)
            self.diags.warning(questions[apart[0]].pos,
                               f"{len(apart)} items from here carry no right choice marked {learnt.shown()} where "
                               f"the file's {len(learnt.answers)} other questions do: entries of another kind, "
                               "not questions, left out", "if they are questions, write their answers and import "
                                                          "them apart")
        elif apart:
            self.diags.warning(questions[apart[0]].pos,
                               f"{len(apart)} items carry no right choice marked {learnt.shown()} where the file's "
                               f"{len(learnt.answers)} other questions do: read with no answer",
                               "write their answers (`answer: B`), or remove them if they are no questions")

    def _lone_choices(self, marks: list[learntmarks.Mark], eligible: set[int]) -> None:
        """A question of one choice (the right one alone, written so) that carries the file's mark: the mark comes off,
        and the choice is its answer (`check` still says a question needs two)."""
        for i, q in enumerate(self.deck.questions):
            if i in eligible or q.answer is not None or q.raw_answer is not None or len(q.choices) != 1:
                continue
            text = q.choices[0].text
            if any(e.mark in marks for e in learntmarks.edges(text)) and \
                    not learntmarks.names_another(text, marks, 0):
                q.choices[0].text = learntmarks.take_off(text, marks)
                q.set_answer([0])

    def agreed_marks(self, regions: list[_Region]) -> None:
        """A file whose questions are all answered, which also marks its right choices (``**b) text (Resposta
        Correta)**``, read by the bold): the mark that agrees with nearly every answer is taken off those choices'
        texts (``learntmarks.agreed``), and said in the summary."""
        questions = self.deck.questions
        eligible = self._eligible(regions)
        known = {k: list(answer) for k, i in enumerate(eligible) if (answer := questions[i].answer) is not None}
        if len(known) < len(eligible):
            return
        texts = [[c.text for c in questions[i].choices] for i in eligible]
        tails = verdicttails.verdicts(texts, known)   # "**c. text** (Correct Answer)": a verdict after the mark
        learnt = learntmarks.agreed(texts, known)
        if learnt is None and tails:                  # (the verdicts hide the mark on too many of the questions)
            learnt = learntmarks.agreed([[verdicttails.without(t, tails) for t in ts] for ts in texts], known)
        if learnt is None:
            return
        taken = 0
        tailed: set[str] = set()
        odd: list[Pos] = []
        for k, i in enumerate(eligible):
            q = questions[i]
            marked = {j: t for j, c in enumerate(q.choices) if (t := self._marked(c.text, learnt.marks, tails))}
            if set(marked) != set(known[k]):
                if marked:
                    odd.append(q.pos)            # a question the mark does not agree on: left as it is, and said
                continue
            for j, text in marked.items():
                if text != q.choices[j].text:   # (the verdict after the mark came off with it)
                    tailed.add(verdicttails.tail(q.choices[j].text) or "")
                q.choices[j].text = learntmarks.take_off(text, learnt.marks)
            taken += 1
        taken += self._lone_agreed(learnt.marks, set(eligible))
        verdict = " (and the verdict {0} after it)" if tailed else ""
        self.deck.mend(f"the mark {learnt.shown()}{verdict} of {{n}} question{{s}}' right choices (their answers, "
                       "read otherwise, agree)", taken, " and ".join(repr(t) for t in sorted(tailed)))
        if odd:
            self._said_once(odd, f"the question's answer is not the choice that carries {learnt.shown()}, the mark "
                                 f"{taken} other questions put on their right choice", "check its answer against "
                                 "the source")

    @staticmethod
    def _marked(text: str, marks: list[learntmarks.Mark], tails: set[str]) -> str:
        """``text`` when it carries one of ``marks``; without its verdict (``verdicttails``) when the mark stands
        before that verdict (``**c. text** (Correct Answer)``); empty when it carries none."""
        if any(e.mark in marks for e in learntmarks.edges(text)):
            return text
        bare = verdicttails.without(text, tails)
        return bare if bare != text and any(e.mark in marks for e in learntmarks.edges(bare)) else ""

    def _lone_agreed(self, marks: list[learntmarks.Mark], eligible: set[int]) -> int:
        """A question of one choice, answered by it, that carries the mark agreeing with the file's answers
        (``agreed_marks``): the mark comes off it too; how many so."""
        taken = 0
        for i, q in enumerate(self.deck.questions):
            if i in eligible or len(q.choices) != 1 or q.answer != [0] or q.raw_answer is not None:
                continue
            text = q.choices[0].text
            if any(e.mark in marks for e in learntmarks.edges(text)):
                q.choices[0].text = learntmarks.take_off(text, marks)
                taken += 1
        return taken

    def graded_picks(self) -> list[tuple[int, int]]:
        """A pasted graded page's records scored below full marks (``mdgradedpage.unscored``): their bold choice is
        the learner's wrong pick, no mark of the right one. Their questions (question, score line) are kept out of
        the marks' reading."""
        out: list[tuple[int, int]] = []
        for score, first, end in mdgradedpage.unscored(self.lines):
            i = next((i for i, q in enumerate(self.deck.questions) if first < q.pos.line <= end), None)
            if i is not None:
                out.append((i, score))
                self.picked.add(i)
        return out

    def _said_once(self, places: list[Pos], message: str, hint: str) -> None:
        """One warning at the first place, naming the others; a reader's "gives no answer" there is this now."""
        unsay(self.diags, set(places))
        more = f" (and {len(places) - 1} more like it)" if len(places) > 1 else ""
        lines = ", ".join(str(p.line) for p in places[1:8]) + (" ..." if len(places) > 8 else "")
        self.diags.warning(places[0], message + more, hint + (f"; the others at lines {lines}" if lines else ""))

    # -- the answer in the stem's brackets ----------------------------------------------------------

    def in_stem(self) -> None:
        """The answer written in the question's own brackets (``下列结论错误的是（BCD）``, ``... is ( C ).``):
        one bracket of labels alone in most questions' texts. The brackets stay, empty, as the blank they are."""
        questions = self.deck.questions
        eligible = self._eligible()
        found: dict[int, tuple[re.Match[str], list[int]]] = {}
        for i in eligible:
            q = questions[i]
            hits = [(m, named) for m in _STEM_BRACKET.finditer(q.text[:20 * LONGEST])
                    if (named := _bracket_letters(m.group(2))) is not None]
            if len(hits) == 1 and all(k < len(q.choices) for k in hits[0][1]):
                found[i] = hits[0]
        agree = sum(1 for i, (_, ks) in found.items() if questions[i].answer is not None
                    and sorted(set(ks)) == sorted(questions[i].answer or []))
        disagree = sum(1 for i in found if questions[i].answer is not None) - agree
        if disagree > 0.1 * len(found):
            return
        if len(found) < max(3, RECUR * len(eligible)):
            # not most of the file's: a part of it that answers each of SECTION questions in a row so (the rest of
            # the file, another origin, gives no answer or another form: each said where it gives none)
            runs = [run for run in _runs_of(eligible, found) if len(run) >= SECTION]
            if not runs:
                return
            found = {i: found[i] for run in runs for i in run}
        filled = 0
        for i, (m, ks) in found.items():
            q = questions[i]
            q.text = q.text[:m.end(1)] + " " + q.text[m.start(3):]
            if q.answer is None:
                q.set_answer(ks)
                filled += 1
        if filled:
            self.deck.mend("the answers in the brackets of {n} question text{s} (read as their answers)", filled)

    # -- several right choices written again ----------------------------------------------------

    def wider(self, regions: list[_Region]) -> None:
        """A question answered with one choice whose answer lines, after its choices, write several choices
        again, each label with its whole text (``Correct Answers: B) text and D) text``, or ``**B. text**``
        and ``**C. text**`` on the lines under ``Correct Answers:``): it has all of those as its answer."""
        widened = 0
        for r in regions:
            q = self.deck.questions[r.question]
            texts = self.choices[r.question].texts
            if q.answer is None or len(q.answer) != 1 or len(q.choices) < 3 or not r.choice_lines or (
                    len(set(texts)) < len(texts) or not all(texts)):
                continue                         # choices that compare the same (code, its tags aside): unsure
            firsts: dict[int, int] = {}
            for n, k in sorted(r.choice_lines.items()):
                firsts.setdefault(k, n)
            last = max(firsts.values())          # the choices' own lines end here; what follows writes them again
            block: set[int] = set()
            previous = 0
            for n in (n for n in r.lines if n > last):
                named = self._written_again(self.lines[n - 1], r.question)
                if named and (not block or n == previous + 1):
                    block |= set(named)
                    previous = n
                elif block:
                    break
            if set(q.answer) < block and len(block) < len(q.choices):
                q.set_answer(block)
                widened += 1
        if widened:
            self.deck.mend("the one answer of {n} question{s} whose answer lines name several choices (read as all "
                           "of them)", widened)

    def _written_again(self, raw: str, i: int) -> list[int]:
        """The choices a line writes again, each as its label and its whole text, nothing else but a key
        before them, a short word or punctuation between them and, after the last of two or more, a reason
        behind a dash; empty when it is not such a line."""
        text = clean(raw)
        starts = [m.start() for m in _LABEL_AT.finditer(text)]
        if not starts or len(text) > LONGEST:
            return []
        head = text[:starts[0]].strip()
        if head and not (_is_key(head.rstrip(":：").strip()) and head.endswith((":", "："))):
            return []
        named = []
        for a, b in itertools.pairwise([*starts, len(text)]):
            split = split_label(text[a:b].strip())
            if split is None:
                return []
            k, rest = split
            words = rest.split()
            texts = [rest] + ([" ".join(words[:-1])] if len(words) > 1 and len(words[-1]) <= 4 else [])
            if b == len(text) and len(starts) > 1:
                texts.append(_BECAUSE.split(rest, maxsplit=1)[0])   # the last one's text, its reason after it
            if not any(0 <= k < len(self.choices[i].texts) and norm(t.rstrip(" ,;")) == self.choices[i].texts[k]
                       and self.choices[i].texts[k] for t in texts):
                return []
            named.append(k)
        return named

    # -- an answer key ---------------------------------------------------------------------------

    def answer_keys(self, regions: list[_Region]) -> None:
        entries = self._key_entries(regions)
        runs: list[list[_KeyEntry]] = []
        firsts = sorted(q.pos.line for q in self.deck.questions)
        block = {n: k for k, (rows, _) in enumerate(self.row_keys) for n in rows}   # a key of rows is one run
        for e in entries:   # (a key in parts, each after its questions: a question between two entries parts them)
            if runs and ((e.number == runs[-1][-1].number + 1 and bisect.bisect(firsts, runs[-1][-1].line) == (
                    bisect.bisect(firsts, e.line))) or block.get(e.line, -1) == block.get(runs[-1][-1].line, -2)):
                runs[-1].append(e)
            else:
                runs.append([e])
        runs = [r for r in runs if len(r) >= 3]
        if not runs:
            return
        questions = self.deck.questions
        starts = {i: min([q.pos.line, *(a for a, _ in q.lines)]) for i, q in enumerate(questions)}
        order = sorted(starts, key=lambda i: starts[i])
        numbers = [e.number for run in runs for e in run]
        if len(runs) >= 2 and len(set(numbers)) < len(numbers) and self._by_headings(runs, order, starts):
            return   # numbers restarting under headings the key repeats: joined by (heading, number)
        after = 0
        for k, run in enumerate(runs):
            section = [i for i in order if after < starts[i] < run[0].line and len(questions[i].choices) >= 2]
            if not section and k == 0:   # a key above every question: as many entries as questions below (keyrows)
                section = keyrows.below(run[-1].line, runs[1][0].line if len(runs) > 1 else None, len(run),
                                        [(i, starts[i]) for i in order if len(questions[i].choices) >= 2])
            after = run[-1].line
            self._apply_key(run, section)

    def _by_headings(self, runs: list[list[_KeyEntry]], order: list[int], starts: dict[int, int]) -> bool:
        """Runs of a key whose numbers restart, each under a heading that repeats a section's of the questions
        (``## Section A`` over the key's ``1. b)``, as over the section's questions): each run answers its section's
        questions by number (``keyrows``). False when no run's heading names a section: read otherwise."""
        heads = [(n, t) for n, line in enumerate(self.lines, start=1) if len(line) <= 200
                 and (t := keyrows.title(line)) is not None]
        lines = [n for n, _ in heads]

        def above(n: int, after: int) -> tuple[int, str] | None:
            k = bisect.bisect_left(lines, n)
            return heads[k - 1] if k and heads[k - 1][0] > after else None

        section: dict[int, tuple[int, str]] = {}
        for i in order:
            if len(self.deck.questions[i].choices) >= 2 and (h := above(starts[i], 0)) is not None:
                section[i] = h
        titles = set(section.values())
        matched: list[tuple[list[_KeyEntry], int]] = []
        unmatched: list[tuple[int, str]] = []
        after = 0
        for run in runs:
            own = above(min(e.line for e in run), after)
            after = max(e.line for e in run)
            if own is None:
                return False
            named = {h for h in titles if h[0] < own[0] and keyrows.same_section(own[1], h[1])}
            if len(named) == 1:
                matched.append((run, named.pop()[0]))
            else:
                unmatched.append((own[0], own[1]))
        if not matched:
            return False
        for run, head in matched:
            self._apply_key(run, [i for i in order if i in section and section[i][0] == head])
        for n, t in unmatched:
            self.attention(n, f"the answer key's heading {t!r} repeats no one section heading of the questions: "
                              "the key's entries under it are not read",
                           "give the key's sections the questions' section headings")
        return True

    def _key_entries(self, regions: list[_Region]) -> list[_KeyEntry]:
        """Every line that reads as one entry of an answer key: a number, then labels (and maybe text)."""
        taken = {n for r in regions for n in r.choice_lines}
        firsts = {q.pos.line for q in self.deck.questions if len(q.choices) >= 2}
        words = _number_words([clean(self.lines[n - 1]) for n in firsts])
        out = []
        # "1.B   18.B   35.B": several entries a line, by rows or by columns (keyrows)
        numbered = [_question_number(self.lines[q.pos.line - 1]) for q in self.deck.questions]
        largest = max([len(self.deck.questions), *(k for k in numbered if k is not None)])
        blocks = {b.rows[0].line: b for b in keyrows.blocks(self.lines, taken | firsts)}
        in_blocks = {r.line for b in blocks.values() for r in b.rows}
        for n, raw in enumerate(self.lines, start=1):
            if (block := blocks.get(n)) is not None:
                kept = [e for e in block.entries if e[1] <= largest]
                past = [e for e in block.entries if e[1] > largest]
                listed = ", ".join(str(e[1]) for e in past[:5]) + (" ..." if len(past) > 5 else "")
                said = [*block.said, (block.rows[0].line, f"the answer key gives numbers past the last question's "
                                                           f"({largest}): {listed}, left out")] if past else block.said
                self.row_keys.append(({r.line for r in block.rows}, said))
                out += [_KeyEntry(line, number, label) for line, number, label in kept]
            if n in in_blocks or n in taken or n in firsts or not raw.strip() or len(raw) > 20 * LONGEST:
                continue
            if (row := _key_row(raw)) is not None:
                out.append(_KeyEntry(n, *row))        # "| Q4 | A, B, C ★ | Topic |": the cells, not the line
                continue
            text = clean(raw.replace("|", " "))
            pairs = list(_PAIR.finditer(text))
            if len(pairs) >= 3 and not _PAIR.sub("", text).strip(" \t,;/.") and all(
                    int(b.group(1)) == int(a.group(1)) + 1 for a, b in itertools.pairwise(pairs)):
                out += [_KeyEntry(n, int(p.group(1)), p.group(2)) for p in pairs]   # "1.B 2.C 3.A", "1-b, 2-d"
                continue
            if len(raw) > LONGEST:
                continue
            m = _KEY_NUMBER.match(text) or _KEY_NUMBER.match(_unworded(text, words))   # "Question 2) B. text"
            if not m:
                continue
            rest = m.group(2).strip()
            values = [rest]
            sep = _SEPARATOR.search(rest, 0, KEY_CHARS + 3)
            if sep and sep.start() > 0 and _is_key(rest[:sep.start()]) and letters_of(rest) is None:
                values.append(rest[sep.end():])
            for value in values:
                v = clean(value)
                letters = letters_of(v)
                if letters is None or (letters[1] and not _ONE_LABEL.match(v) and not _labelled(v)
                                       and not _SET_APART.match(letters[1])):
                    continue
                out.append(_KeyEntry(n, int(m.group(1)), value))
                break
        return out

    def _apply_key(self, run: list[_KeyEntry], section: list[int]) -> None:
        questions = self.deck.questions
        numbers = {i: _question_number(self.lines[questions[i].pos.line - 1]) for i in section}
        by_number: dict[int, int] = {}
        for i in section:
            if (number := numbers[i]) is not None:
                by_number.setdefault(number, i)
        if len(run) < 0.5 * len(section) or _in_label_order(run):
            return                      # a key of a few of the questions, or choices in order: not a key
        if by_number and all(e.number in by_number for e in run):
            pairs = [(e, by_number[e.number]) for e in run]
        elif len(run) == len(section):
            pairs = list(zip(run, section, strict=True))
        else:
            return
        results = [(e, i, resolve(keyrows.split_tail(e.value)[0], self.choices[i], False)) for e, i in pairs]
        answered = [(i, got) for _, i, got in results if questions[i].answer is not None]
        wrong = sum(1 for i, got in answered if not isinstance(got, list) or sorted(questions[i].answer or []) != got)
        if answered and wrong > 0.1 * len(answered):
            return                      # not this block's key: it disagrees with the answers read
        filled = 0
        keyed = {self.lines[e.line - 1].strip() for e in run}
        for e, i, got in results:
            q = questions[i]
            q.use(e.line)
            if q.answer is None and q.raw_answer is not None and isinstance(got, list) and (
                    not q.raw_answer.strip() or q.raw_answer.strip() in keyed):
                # an answer read as nothing (a key's title above, "# Answers"), or as a line of this key (after
                # "Answers:"): the key's entry instead
                self._unsay_raw(q, q.raw_answer, keyed)
                q.raw_answer = None
            raw = self.lines[e.line - 1].strip()
            for other in (questions[k] for k in section[-3:]):   # a key is read into the last questions' texts
                if other.explanation and raw in other.explanation and (
                        kept := _without_line(other.explanation, raw)) is not None:
                    other.explanation = kept or None
            named = "none of its choices" if got == NOTHING else "a choice by a label and a text that disagree"
            given = give(q, got, self.deck, self.diags, Pos(self.source.where, e.line, 1),
                         f"the answer key's line for question {e.number} names {named}",
                         f"the answer key's line for question {e.number} names another choice than the question's "
                         "own mark: the mark's kept")
            rowed = any(e.line in rows for rows, _ in self.row_keys)
            why = None if rowed else keyrows.split_tail(self.lines[e.line - 1])[1]
            if given and why and not q.explanation:
                q.explanation = why   # "1. b) Scarcity || **Explanation:** ...": the tail explains it
            filled += given
        self._key_heading(run)
        self._row_key_read(run, filled)
        if filled:
            first, last = min(e.line for e in run), max(e.line for e in run)
            self.deck.mend(f"the answer key at lines {first}\u2013{last} (read as the answers of {{n}} question{{s}})",
                           filled)

    def _unsay_raw(self, q: ImportedQuestion, raw: str, keyed: set[str]) -> None:
        """Take back a reader's "cannot tell which choice the answer ``raw`` names" at one of ``q``'s lines or the
        key's: the key answers it."""
        own = {n for a, b in q.lines for n in range(a, b + 1)}
        own.update(n for n, line in enumerate(self.lines, start=1) if line.strip() in keyed)
        said = f"cannot tell which choice the answer {raw[:60]!r} names"
        gone = [d for d in self.diags.items if d.severity == "warning" and d.pos.path == self.source.where
                and d.pos.line in own and d.message.startswith(said)]
        if gone:
            self.diags.withdraw(gone)
            places = {(d.pos.path, d.pos.line) for d in gone}
            self.deck.attention[:] = [p for p in self.deck.attention if (p.path, p.line) not in places]

    def _row_key_read(self, run: list[_KeyEntry], filled: int) -> None:
        """A key of several entries a line read (``keyrows``): its guesses said, the lines between its rows (a lost
        column's numbers written as headings, ``## Question 52``) its own."""
        lines = {e.line for e in run}
        for rows, said in self.row_keys:
            if not filled or not rows & lines:
                continue
            for line, message in said:
                self.attention(line, message, "check the answers read from this key")
            said.clear()
            starts = {q.pos.line for q in self.deck.questions}
            between = [n for n in range(min(rows) + 1, max(rows)) if n not in rows and n not in starts
                       and self.lines[n - 1].strip() and len(self.lines[n - 1]) <= 80]
            for n in between:
                self.deck.skip(n)

    def _key_heading(self, run: list[_KeyEntry]) -> None:
        """The line just above a key (``**Answer Key**``) is its heading, not an explanation's text."""
        n = run[0].line - 1
        while n >= 1 and not self.lines[n - 1].strip():
            n -= 1
        if n < 1:
            return
        raw = self.lines[n - 1].strip()
        heading = clean(raw)
        if not heading or len(heading) > 80 or "?" in heading or any(
                q.pos.line == n for q in self.deck.questions):
            return
        changed = False
        for q in self.deck.questions:
            if q.explanation and (kept := _without_line(q.explanation, raw)) is not None:
                q.explanation = kept or None
                changed = True
        unused = {a for a, b in self.deck.unused(self.lines) for a in range(a, b + 1)}
        if changed or n in unused:
            self.deck.skip(n)

    # -- a column of a table --------------------------------------------------------------------

    def columns(self, regions: list[_Region]) -> None:
        """A table whose rows are the questions: the column whose cells name a choice in most rows (its
        header a word no reader knows: ``correctoption``) gives the answers. Numbers alone are said at the
        header, as a number column may be something else (a level, points)."""
        questions = self.deck.questions
        eligible = [r for r in regions if len(questions[r.question].choices) >= 2 and len(r.lines) == 1]
        if len(eligible) < max(2, RECUR * len(questions)) or not any(
                questions[r.question].answer is None and questions[r.question].raw_answer is None for r in eligible):
            return
        header_line = next((n for n, line in enumerate(self.lines, start=1) if line.strip()), 0)
        header = self.lines[header_line - 1] if header_line else ""
        rows = {r.question: self.lines[r.lines[0] - 1] for r in eligible if r.lines[0] != header_line}
        split = _table(header, list(rows.values()))
        if split is None:
            return
        names, cells = split
        by_row = dict(zip(rows, cells, strict=True))
        best: tuple[int, int, bool] | None = None   # (support, column, numbers only)
        for j in range(len(names)):
            column = {i: row[j] for i, row in by_row.items() if j < len(row)}
            if sum(1 for i, cell in column.items() if norm(cell) in self.choices[i].texts
                   or norm(cell) == norm(questions[i].text)) * 2 >= len(column):
                continue                          # the choices' or the questions' own column
            zero = any(cell.strip() == "0" for cell in column.values())
            if _one_choice_labelled(column, self.choices, zero):
                continue                          # a choice's own column, its label in every cell: "A- text"
            support = against = 0
            for i, cell in column.items():
                got = resolve(cell, self.choices[i], zero)
                answer = questions[i].answer
                if isinstance(got, list) and (answer is None or sorted(answer) == got):
                    support += 1
                else:
                    against += 1
            numbers = all(cell.strip().isdigit() for cell in column.values() if cell.strip())
            if numbers and (support < 3 or _running([cell.strip() for cell in column.values()])):
                continue                          # the rows' own numbers (an id), or too few to tell
            if numbers and 10 * against > len(column):
                continue                          # beyond the choices in more than a row in ten: a level, points
            if support >= max(2, RECUR * len(eligible)) and 2 * against <= support and (
                    best is None or support > best[0]):
                best = (support, j, numbers)
        if best is None:
            return
        _, j, numbers = best
        zero = any(row[j].strip() == "0" for row in by_row.values() if j < len(row))
        filled = 0
        for i, row in by_row.items():
            q = questions[i]
            if q.answer is not None or q.raw_answer is not None or j >= len(row):
                continue
            got = resolve(row[j], self.choices[i], zero)
            if isinstance(got, list):
                q.set_answer(got)
                filled += 1
        if not filled:
            return
        name = names[j].strip() or f"column {j + 1}"
        self.deck.mend(f"the column {name[:30]!r} of {{n}} row{{s}} (read as their answers)", filled)
        if numbers:
            first = "0" if zero else "1"
            self.diags.warning(Pos(self.source.where, header_line, 1),
                               f"the column {name[:30]!r} is read as the number of each row's right choice "
                               f"({first} = the first choice), as its numbers name a choice in most rows",
                               "check a few questions; if it is something else, remove the answers")

    # -- taking a line off ----------------------------------------------------------------------

    def _take_off(self, q: ImportedQuestion, n: int) -> None:
        """Line ``n`` was the question's answer: not its explanation, text or choice any more."""
        raw = self.lines[n - 1].strip()
        q.use(n)
        if q.explanation and raw:
            kept = _without_line(q.explanation, raw)
            if kept is not None:
                q.explanation = kept or None
                return
        kept = _without_line(q.text, raw) if raw else None
        if kept:
            q.text = kept
            return
        for c in q.choices[-1:]:
            kept = _without_line(c.text, raw)
            if kept:
                c.text = kept

    def attention(self, line: int, message: str, hint: str | None = None) -> None:
        pos = Pos(self.source.where, line, 1)
        self.diags.warning(pos, message, hint)
        self.deck.attention.append(pos)


_BLANKS = re.compile(r"\n(?:[ \t]*\n){2,}")


#: a key table's first cell: a question's number, maybe with the word and sign the questions' labels have (``Q4``,
#: ``Nr. 4``, ``#4``)
_ROW_NUMBER = re.compile(r"(?:[^\W\d_]{1,12}[ \t]*\.?[ \t]*)?[#№]?[ \t]*(\d{1,4})[.):]?")
#: symbols after a key table's labels (``A, B ★``: the row's own mark of several right)
_TRAILING_SIGNS = re.compile(r"[ \t]*[^\w\s,;/()]+$")


def _key_row(raw: str) -> tuple[int, str] | None:
    """A table row of an answer key, by its cells: a question's number first (``4``, ``Q4``), and a cell of labels
    alone after it (``B``, ``A, B, C, D ★``); other cells (a topic, a reason) aside. None when it is not one."""
    line = raw.strip()
    if not line.startswith("|") or line.count("|") < 3:
        return None
    cells = [clean(c) for c in line.strip("|").split("|")]
    m = _ROW_NUMBER.fullmatch(cells[0])
    if m is None:
        return None
    for cell in cells[1:]:
        value = _TRAILING_SIGNS.sub("", cell)
        letters = letters_of(value)
        if letters is not None and (not letters[1].strip(" \t,;/") or _labelled(value)):
            return int(m.group(1)), value    # "B", "A, C ★", or a label and its choice's text: "B) CPUUtilization"
    return None


def _one_choice_labelled(column: dict[int, str], choices: list[_Choices], zero: bool) -> bool:
    """Whether a column's cells (three at least) each name the same one choice by its label followed by its
    text (``A- ELEGANTE``, ``A- SUSHI``): that choice's own column, its label kept, not the answers."""
    if len(column) < 3:
        return False
    named = [resolve(cell, choices[i], zero) for i, cell in column.items()]
    first = named[0]
    return isinstance(first, list) and len(first) == 1 and all(got == first for got in named) and \
        all(len(norm(cell)) > 3 for cell in column.values())


def _running(cells: list[str]) -> bool:
    """Whether a column's numbers go up by one from row to row, mostly: the rows' own numbers."""
    numbers = [int(c) for c in cells if c.isdecimal()]
    steps = list(itertools.pairwise(numbers))
    return bool(steps) and sum(1 for a, b in steps if b == a + 1) >= 0.8 * len(steps)


def _table(header: str, rows: list[str]) -> tuple[list[str], list[list[str]]] | None:
    """The header's and the rows' cells, split by the one delimiter (``,``, ``;``, tab, ``|``) that gives
    the header and most rows the same number of cells, two at least; None when none does."""
    for delimiter in (",", ";", "\t", "|"):
        if header.count(delimiter) < 1:
            continue
        try:
            names = next(csv.reader([header], delimiter=delimiter))
            cells = [next(csv.reader([row], delimiter=delimiter), []) for row in rows]
        except csv.Error:
            continue
        if len(names) >= 3 and sum(1 for c in cells if len(c) == len(names)) >= 0.9 * len(cells):
            return names, cells
    return None


def _without_line(text: str, raw: str) -> str | None:
    """``text`` without its line that is ``raw`` (stripped); None when it has no such line."""
    parts = text.split("\n")
    for k, part in enumerate(parts):
        if part.strip() == raw or (len(raw) > 3 and part.strip() and part.strip() in raw and k > 0):
            rest = parts[:k] + parts[k + 1:]
            out = _BLANKS.sub("\n\n", "\n".join(rest)).strip("\n")
            return out if _TAGS.sub("", out).strip() else ""
    return None


def unsay(diags: Diagnostics, places: set[Pos]) -> None:
    """Take back a reader's "the source gives no answer" at ``places``: those questions are answered now, or
    said otherwise. Where the reader's warnings were more than are kept, those beyond (counted only) that
    were about these places are taken back from the count."""
    said = [d for d in diags.items if d.pos in places and d.severity == "warning"
            and d.message.endswith("the source gives no answer")]
    paths = {p.path for p in places}
    for path in paths:
        key = (path, "warning")
        kept = sum(1 for d in diags.items if (d.pos.path, d.severity) == key)
        beyond = diags.counts[key] - kept
        mine = [d for d in said if d.pos.path == path]
        if beyond > 0 and mine:   # the same message for the places whose warning was not kept
            diags.counts[key] -= min(beyond, sum(1 for p in places if p.path == path) - len(mine))
    diags.withdraw(said)


#: a label at a value's start, alone or set apart by a sign from what follows: ``B.``, ``C, because ...``
_LABEL_SET_APART = re.compile(rf"\(?{LABEL}\)?(?:[ \t]*[,;.:)\-–—]|[ \t]*$)")


def _shown_text(text: str) -> str:
    """A question's text as a message quotes it: its first line, cut short."""
    return text.strip().split("\n", 1)[0][:40]


class _AfterReading:
    """A value read against one question's choices, as ``afterlines`` asks."""

    def __init__(self, filler: _Filler):
        self.filler = filler

    def resolve(self, i: int, value: str) -> list[int] | str:
        return resolve(value, self.filler.choices[i], False, unnumbered=i not in self.filler.numbered)

    def labelled(self, i: int, value: str) -> tuple[list[int], str] | None:
        got = letters_of(clean(value))
        if got is None or not got[0] or not all(0 <= k < len(self.filler.choices[i].texts) for k in got[0]):
            return None
        return got[0], _AFTER_LABEL.sub("", got[1], count=1).strip()

    def is_text(self, i: int, k: int, text: str) -> bool:
        return bool(self.filler.choices[i].agrees(k, text) or self.filler.choices[i].nearest(k, text))

    def loosely(self, i: int, value: str) -> int | None:
        return self.filler.choices[i].held_in(value)


def _resolve_in(q: ImportedQuestion, value: str) -> list[int] | str:
    """The choices of ``q`` that ``value`` names (labels counted from A or 1)."""
    return resolve(value, _Choices.of(q), False)


def _split_key(line: str) -> tuple[str, str] | None:
    """A line's key (normalised) and its value: ``Answer: 1945`` -> ``("answer", "1945")``; None when it has none."""
    text = clean(line)
    sep = _SEPARATOR.search(text, 0, KEY_CHARS + 3)
    if sep is None or sep.start() == 0 or not _is_key(text[:sep.start()]) or not text[sep.end():].strip():
        return None
    return _key_norm(text[:sep.start()]), text[sep.end():].strip()


def fill_answers(deck: ImportedDeck, source: Source, diags: Diagnostics) -> None:
    """Read the answers the reader left unknown from what the file repeats (see the module's docstring)."""
    if diags.errors or not deck.questions:
        return
    open_ = {q.pos for q in deck.questions if q.answer is None}
    letter_keys(deck, source, diags)   # a line of letters alone, one a question in order: ``bcadcdbaca``
    text_keys(deck, source, diags, _split_key, _resolve_in)   # a key repeating each question's text, then its answer
    if any(q.answer is None and q.raw_answer is None and len(q.choices) >= 2 for q in deck.questions):
        headed_keys(deck, source, diags, clean, _resolve_in)
        named_keys(deck, source, diags, clean, _resolve_in)
        label_keys(deck, source, diags)   # a key naming the questions by their own labels: ``A1 b · A2 c``
    last_choice_keys(deck, _split_key, _resolve_in, source.lines)
    glued_answers(deck, source, diags)   # a label alone after the choices, glued onto the last one
    filler = _Filler(deck, source, diags)
    regions = filler.regions()
    picked = filler.graded_picks()
    if any(q.answer is None and q.raw_answer is None and len(q.choices) >= 2 for q in deck.questions):
        filler.answer_lines(regions)
        filler.after_choices(regions)   # the first line after the choices, one shape in most questions
        filler.answer_keys(regions)
        filler.in_stem()
        filler.marks(regions)
        filler.columns(regions)
    filler.agreed_marks(regions)   # all answered, by the file's answer lines too: a mark agreeing with them comes off
    arrow_marks(deck, diags)   # an arrow after one choice of a few questions (``<<<``), too few to be learnt
    filler.wider(regions)
    said = read_prose(deck, source, [(r.lines, r.choice_lines) for r in regions], clean)   # named in a sentence
    unsay(diags, {q.pos for i, q in enumerate(deck.questions) if (q.answer is not None or i in filler.left_out)
                  and q.pos in open_})
    for pos, message, hint in said:
        diags.warning(pos, message, hint)
    for i, score in picked:
        if deck.questions[i].answer is None:
            diags.warning(Pos(source.where, score + 1, 1),
                          f"the page scored this question {source.lines[score].strip()!r}: its choice in bold is the "
                          "learner's wrong pick, and the page shows no right answer (none read)",
                          "write its answer (`answer: B`)")
    filler.headed_lists()
    _near_raw(deck, source, diags)
    if filler.left_out:
        for i in sorted(filler.left_out):
            for a, b in deck.questions[i].lines:
                deck.skip(a, b)
        deck.questions = [q for i, q in enumerate(deck.questions) if i not in filler.left_out]


#: an answer written as words alone (letters, spaces, a hyphen or an apostrophe between them, a final dot)
_PLAIN_WORDS = re.compile(r"[^\W\d_]+(?:[ '’-][^\W\d_]+){0,5}\.?")


def _near_raw(deck: ImportedDeck, source: Source, diags: Diagnostics) -> None:
    """An answer a reader wrote as the source gives it, naming none of its question's choices (warned), that is one
    choice's text but for an ending (``die`` for ``died``) or whose words only one choice holds (``functions`` for
    ``Azure Functions.``): that choice, the reader's warning said again as a guess ("not sure: ... read as"). A value
    that opens with a label is no text: never guessed."""
    starts = sorted(q.pos.line for q in deck.questions)
    for q in deck.questions:
        raw = q.raw_answer
        if q.answer is not None or raw is None or not 2 <= len(q.choices) <= 26 or len(raw) > KEY_CHARS or (
                not _PLAIN_WORDS.fullmatch(raw.strip()) or answer_letters(raw) is not None):
            continue   # ("B) Vatican" where B is Monaco, "2번", "!false": a label, a number, a sign: never guessed)
        texts = [c.text for c in q.choices]
        k = by_ending(raw, texts)
        how = "it is but for an ending"
        mine = _words(raw)
        holding = [j for j, t in enumerate(texts) if mine & _words(t)]
        if k is None and len(holding) == 1 and mine <= _words(texts[holding[0]]):
            k, how = holding[0], "whose words it holds, no other choice any of them"
        if k is None:
            continue
        end = next((n for n in starts if n > q.pos.line), len(source.lines) + 1)
        quoted = repr(raw[:20])[:-1]
        said = [d for d in diags.items if d.severity == "warning" and d.pos.path == source.where and d.pos in
                deck.attention and q.pos.line <= d.pos.line < end and quoted in d.message]
        if len(said) != 1:
            continue   # (where the reader's warning is not found, nothing is guessed)
        at = said[0].pos
        diags.withdraw(said)
        deck.attention.remove(at)
        q.raw_answer = None
        q.set_answer([k])
        diags.warning(at, f"not sure: the answer {raw!r} names no choice by its text; read as choice {letter(k)} "
                          f"({texts[k][:40]!r}), the one choice {how}",
                      "check the answer; write it in the YAML where it is wrong")


def _asks(text: str) -> bool:
    """Whether a question's text asks (ends with a question mark, in any script)."""
    return text.rstrip().endswith(("?", "？", "؟", "\u037e"))


def _runs_around(apart: list[int], marked: list[int]) -> bool:
    """Whether the items ``apart`` are one run before the marked questions, one after them, or one of each (a page's
    topic lists around its quiz), no item among the marked ones."""
    if not marked:
        return apart == list(range(apart[0], apart[-1] + 1))
    before = [i for i in apart if i < min(marked)]
    after = [i for i in apart if i > max(marked)]
    return len(before) + len(after) == len(apart) and all(
        run == list(range(run[0], run[-1] + 1)) for run in (before, after) if run)
