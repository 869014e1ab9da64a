"""How an answer's value names a question's choices: by letter, by number (from 0 or from 1) or by text.

The layout readers (``layout.py``, ``fixedrecords.py``) learn from a whole file which way its answer
values go (``mode_of``) and read each value that way (``resolve``). Nothing here knows a language.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping, Sequence

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.labels import answer_letters, label_index

MIN_CHOICES, MAX_CHOICES = 2, 12
#: numbers naming the right choices: ``2``, ``1, 3``, ``2 4`` (no two ways to read a space: linear)
NUMBERS = re.compile(r"\d{1,2}(?:[ \t]*[,;/][ \t]*\d{1,2}|[ \t]+\d{1,2})*")
#: a number and a counter word glued on, in a script without spaces: ``2번``, ``3番``, ``2号``
COUNTED = re.compile(r"(\d{1,2})[^\W\d_\x00-\u024f]{1,2}")
#: a number and a counter word, spaced or not: a choice's text that counts things (``2 개``, ``3개``)
_SPACED_COUNT = re.compile(r"\d{1,2}[ \t]*([^\W\d_\x00-\u024f]{1,2})")
#: a counter word glued on a number, inside a value
_COUNTER = re.compile(r"(?<=\d)[^\W\d_\x00-\u024f]{1,2}(?!\w)")
#: a value, then a text in brackets at its end: ``2번 (오렌지)``, the number and the choice's text said again
_SAID = re.compile(r"(.*?\S)[ \t]*[(（]([^()（）]{1,200})[)）]")


def numeral(value: str) -> tuple[str, str | None] | None:
    """A value that names choices by number, as numbers alone (``2``, ``1, 3``; a counter word glued on each
    taken off, ``2번``), and the text said after them in brackets (``2번 (오렌지)``: ``오렌지``); None when the
    value is no number."""
    value = value.strip()[:240]
    said = _SAID.fullmatch(value)
    head, text = (said.group(1), said.group(2).strip()) if said else (value, None)
    head = _COUNTER.sub("", head)
    return (head, text) if len(head) <= 40 and NUMBERS.fullmatch(head) else None


def counted_number(value: str) -> str | None:
    """The number of a value that names a choice by its number with a counter word glued on (``2번``, ``3番``,
    ``2号``): ``2``; None for any other value, a plain number too."""
    m = COUNTED.fullmatch(value.strip())
    return m.group(1) if m else None


def counted_choice(value: str, texts: Sequence[str]) -> str | None:
    """The choice number a counted value names among a row's choice texts (``2번``: ``2``); None when it is no
    counted value, when a choice's text is the value itself (``3개`` among ``2개``, ``3개``), or when a choice
    counts with the same counter word, spaced or not (``3개`` among ``2 개``, ``3 개``): the value is then a
    choice's text written otherwise, not a choice's number."""
    number = counted_number(value)
    if number is None:
        return None
    want, counter = same(value), value.strip()[len(number):]
    if any(same(t) == want or ((m := _SPACED_COUNT.fullmatch(t.strip())) is not None and m.group(1) == counter)
           for t in texts):
        return None
    return number


def _counted_text(value: str, texts: list[str]) -> list[int] | None:
    """The choice a counted value is the text of (``3개`` among ``2개``, ``3개``, ``4개``: ``3개``, "3 items", is
    that choice's text, not choice 3): read by its text before any number. A value without a counter word
    (``3``) is left to the file's mode."""
    value = value.strip().strip("*_`").strip()
    if not _COUNTER.search(value):
        return None
    want = same(value)
    hits = [k for k, t in enumerate(texts) if same(t) == want]
    return hits[:1] or None


#: code or emphasis marks around one short label alone (`` `A` ``, ``**B**``, ``_3_``), not inside a word
_WRAPPED_LABEL = re.compile(r"(?<![\w`*_])(`|\*{1,2}|_{1,2})(\w{1,2})\1(?![\w`*_])")


def unwrapped_labels(value: str) -> str:
    """A key value with the code or emphasis marks around each of its labels taken off: they wrap, they do not
    name (`` `A` and `E` `` is ``A and E``, ``**B**, **D**`` is ``B, D``)."""
    return _WRAPPED_LABEL.sub(r"\2", value) if len(value) <= 200 else value


def resolve(value: str, texts: list[str], mode: str) -> list[int] | None:
    """The right choices a value names in ``mode`` ("letter", "number0", "number1", "text"); None when it
    names none of ``texts``. A counted number (``2번``) names a choice by number only where no choice's text
    is the value itself (``_counted_text``)."""
    if mode != "text":
        value = unwrapped_labels(value)
    value = value.strip().strip("*_`").strip()
    if not value or len(texts) > MAX_CHOICES:
        return None
    if mode == "letter":
        letters = answer_letters(value)
        if letters is None or letters[1][:1].isalnum() or not all(0 <= k < len(texts) for k in letters[0]):
            return None
        return letters[0]
    if mode in ("number0", "number1"):
        if (named := _counted_text(value, texts)) is not None:
            return named
        numbers = numeral(value)
        if numbers is None:
            return None
        shift = 0 if mode == "number0" else 1
        got = [int(x) - shift for x in re.findall(r"\d+", numbers[0])]
        if not all(0 <= k < len(texts) for k in got):
            return None
        said = numbers[1]      # the choice's text said after its number: it must be that choice's
        return got if said is None or (len(got) == 1 and same(texts[got[0]]) == same(said)) else None
    if mode == "text":
        want = same(value)
        hits = [k for k, t in enumerate(texts) if same(t) == want]
        return hits[:1] or _texts_listed(value, texts)
    return None  # pragma: no cover - the modes are the four above


#: what parts the labels of a value joined by commas and words: ``A, B và C`` -> ``A``, ``B``, ``và``, ``C``
_LABEL_TOKENS = re.compile(r"[ \t]*,[ \t]*|[ \t]+")
#: the longest word that may join two labels (``và``, ``und``, ``или``): a conjunction, not a sentence's word
JOIN_CHARS = 4


def word_joined(value: str) -> list[int] | None:
    """The choices a value names when it is labels alone (one letter each, of one case, in order), joined by commas
    and by a short word of the other case (or of two letters at least) in any language: ``A và B``, ``A, B y C``,
    ``b und d``. None otherwise, and where no word joins them (commas alone are ``answer_letters``'s)."""
    tokens = _LABEL_TOKENS.split(value.strip().rstrip(".").strip(), maxsplit=40)
    if len(tokens) < 3 or not tokens[0] or tokens[0].isupper() == tokens[0].islower():
        return None
    upper = tokens[0].isupper()
    named: list[int] = []
    worded = False
    for k, t in enumerate(tokens):
        index = label_index(t) if len(t) == 1 and t.isupper() == upper else None
        if index is not None and (not named or index > named[-1]):
            named.append(index)
            continue
        joins = t.isalpha() and len(t) <= JOIN_CHARS and (t.islower() if upper else len(t) >= 2 and t.islower())
        if not joins or k == 0 or k == len(tokens) - 1 or len(named) < 1 or tokens[k - 1] == "" or (
                label_index(tokens[k + 1]) is None):
            return None
        if k >= 1 and not (len(tokens[k - 1]) == 1 and label_index(tokens[k - 1]) is not None):
            return None             # two words in a row: a sentence
        worded = True
    return named if worded and len(named) >= 2 else None


#: labels alone in brackets, set apart by spaces inside them or not, maybe with a bold's closing ``**`` left over
#: after them (``( D )``, ``( AC )``, ``( C E )``, ``( D )**``): (1) the labels
_BRACKETED = re.compile(r"[(（\[][ \t]{0,3}([A-La-l](?:[ \t,、]{0,3}[A-La-l]){0,7})[ \t]{0,3}[)）\]]"
                        r"[ \t]*(?:\*\*|__)?[ \t]*$")


def bracketed_letters(value: str) -> list[int] | None:
    """The choices a value of labels alone in brackets names (``_BRACKETED``), each once, in order, of one case;
    None otherwise (``(a dog)``, ``( b a )``)."""
    m = _BRACKETED.match(value.strip())
    if m is None:
        return None
    letters = [c for c in m.group(1) if c.isalpha()]
    if len({c.isupper() for c in letters}) != 1 or letters != sorted(set(letters)):
        return None
    return [k for c in letters if (k := label_index(c)) is not None]


def joined_letters(value: str) -> tuple[list[int], str] | None:
    """``labels.answer_letters``, labels joined by a word of any language read too (``word_joined``: ``A và B``), and
    labels alone in brackets with spaces inside them (``bracketed_letters``: ``( C E )**``)."""
    named = word_joined(value) or bracketed_letters(value)
    return (named, "") if named is not None else answer_letters(value)



def fenced_value(lines: Sequence[str], fence_ends: Mapping[int, int], k: int) -> int | None:
    """The line of the one value a fenced block opening at line ``k`` holds, below an answer's label with no value of
    its own (``**Answer:**``, then a fence holding ``C. text``): a fence with no language, one line with text inside;
    None for any other block (code, a paragraph of explanation). Whether it names a choice is the caller's to see."""
    end = fence_ends.get(k)
    if end is None or lines[k].strip().strip("`~"):
        return None
    inner = [j for j in range(k + 1, end - 1) if lines[j].strip()]
    return inner[0] if len(inner) == 1 and len(lines[inner[0]]) <= _LONGEST_VALUE else None


#: the most letters an answer's text and a choice's may differ by at their end and still be one word (``die``,
#: ``died``; ``friend``, ``friends``)
ENDING = 2


def by_ending(value: str, texts: list[str]) -> int | None:
    """The one choice whose text ``value`` is but for an ending of a letter or two (``die`` for ``died``: the source
    misspelt its answer), no other choice as near; None otherwise. A guess: the caller says it at the line."""
    want = same(value)
    if len(want) < 3:
        return None
    hits = [k for k, t in enumerate(texts) if (have := same(t)) != want and 0 < abs(len(have) - len(want)) <= ENDING
            and (have.startswith(want) or want.startswith(have)) and min(len(have), len(want)) >= 3
            and (have[len(want):] + want[len(have):]).isalpha()]
    return hits[0] if len(hits) == 1 else None


#: the longest line a fenced value may be: a choice's label and text, not a paragraph
_LONGEST_VALUE = 300


#: a value written as a letter, a sign, then a choice's text: ``a) disk``, ``B. linear + waterfall``
_LETTERED = re.compile(r"\(?([A-La-l])[.)][ \t]+(\S.{0,300})")


def lettered(value: str, texts: list[str]) -> tuple[int, str] | None:
    """The choice a value ``x) text`` names among choices labelled otherwise (numbered ``1.`` ``2.``), whatever
    labels they carry: choice N where its text is N's or its letter's ordinal is N (``a) disk`` over ``1. disk``:
    the first). Both agreeing, the second member is ""; one alone, it says why the choice is taken (for a warning):
    the text when the letter names another choice, the letter when the text is no choice's. None when neither
    names a choice, or the text is two choices'."""
    m = _LETTERED.fullmatch(value.strip().strip("*_`").strip())
    if m is None:
        return None
    by_letter = ord(m.group(1).casefold()) - ord("a")
    want = same(m.group(2))
    hits = [k for k, t in enumerate(texts) if same(t) == want]
    if len(hits) > 1:
        return None
    if hits and hits[0] == by_letter:
        return by_letter, ""
    if hits:
        return hits[0], f"its text is choice {hits[0] + 1}'s, its letter names choice {by_letter + 1}: read as the text"
    if by_letter < len(texts):
        return by_letter, (f"its text is no choice's; its letter {m.group(1)!r} read as choice {by_letter + 1}, "
                           "counted from a")
    return None


def _texts_listed(value: str, texts: list[str]) -> list[int] | None:
    """The choices a value lists by their whole texts, apart by commas (``mama,soacra,``: two right choices); None
    unless every item is one choice's text, two items at least."""
    items = [same(t) for t in value.split(",") if t.strip()]
    if len(items) < 2 or len(set(items)) < len(items):
        return None
    wanted = [same(t) for t in texts]
    hits = [wanted.index(t) for t in items if t in wanted]
    return sorted(hits) if len(hits) == len(items) else None


@functools.lru_cache(maxsize=8192)
def same(text: str) -> str:
    """A text as two spellings of one choice compare: markup, case, runs of spaces and a final dot aside."""
    return " ".join(re.sub(r"[*_`]", "", text).split()).casefold().rstrip(".")


def mode_of(values: list[tuple[str, list[str]]]) -> tuple[str, bool, int]:
    """How a file's answer values name choices: (mode, whether 0- or 1-based is unsure, how many resolve)."""
    best = ("", False, 0)
    values = [(v, t) for v, t in values if MIN_CHOICES <= len(t) <= MAX_CHOICES]
    numeric = [([int(x) for x in re.findall(r"\d+", got[0])], t) for v, t in values    # ``3개`` a choice's text:
               if (got := numeral(v)) is not None and _counted_text(v, t) is None]   # no number
    if numeric:
        zero = any(0 in numbers for numbers, _ in numeric)
        past = any(len(texts) in numbers for numbers, texts in numeric)
        mode = "number0" if zero and not past else "number1"
        n = sum(1 for v, t in values if resolve(v, t, mode) is not None)
        best = (mode, not zero and not past, n)
    for mode in ("letter", "text"):
        n = sum(1 for v, t in values if resolve(v, t, mode) is not None)
        if n > best[2]:
            best = (mode, False, n)
    return best


def bare(value: str) -> str:
    """``"letter"`` or ``"number"`` when the value is only a label or labels (``b``, ``C``, ``2``), else ``""``."""
    value = value.strip().strip("*_`.)").strip()
    if re.fullmatch(r"\d{1,2}", value):
        return "number"
    got = answer_letters(value)
    return "letter" if got is not None and not got[1] and len(value) <= 12 else ""


#: what the user is told to do where a key's entry names none of its question's choices
WRITE_IT = "the question is written without an answer: write it (`answer: B`)"


#: a choice column named as an answer, counted: ``Respuesta 1``, ``answer_2``, ``Antwort3``
_ANSWER_NAMED = re.compile(r"(?:answer|ans|antwort|r[ée]ponse|respuesta|risposta|resposta|odpowied[zź]|cevap|"
                           r"jawaban|otvet|ответ|答案)[ _-]?(\d{1,2})", re.I)


#: a choice column named by one word (or letter) and a running number: ``a1``, ``opt_2``, ``選択肢3``, ``variant 4``
_WORD_COUNTED = re.compile(r"([^\W\d_]{1,20})[ _-]?(\d{1,2})")


def answers_counted(names: list[str]) -> bool:
    """Whether a header names its choice columns (two at least) as answers counted from 1 (``Respuesta 1``,
    ``Respuesta 2``...), with no column naming the right one: a quiz app's data, whose code takes the first as
    right and shuffles them (``first_taken`` says so)."""
    return _running(names, _ANSWER_NAMED) is not None


def choices_counted(names: list[str]) -> bool:
    """Whether a header names its choice columns (two at least) all by one word or letter and a running number
    from 1 (``a1..a4``, ``opt1..opt4``, ``選択肢1..4``, ``variant1..4``): with no column naming the right one, the
    same quiz app's data as ``answers_counted``'s."""
    words = _running(names, _WORD_COUNTED)
    return words is not None and len({m.group(1).casefold() for m in words}) == 1


def _running(names: list[str], named: re.Pattern[str]) -> list[re.Match[str]] | None:
    """Each of ``names`` (two at least) matched whole by ``named``, its last group a number running from 1; None
    when one is not so."""
    found = [named.fullmatch(name.strip()) for name in names]
    if len(found) < 2:
        return None
    out: list[re.Match[str]] = []
    for k, m in enumerate(found, start=1):
        if m is None or int(m.group(named.groups)) != k:
            return None
        out.append(m)
    return out


def first_taken(field: str = "column", each: str = "row", kind: str = "sheets") -> str:
    """How the convention for quiz apps' data that names no right choice is said, wherever it is read so (a sheet's
    layout, ``csvinfer``; one-line records, ``layout.py``): the first choice taken as right, loudly, so the user
    checks them."""
    return f"no {field} names the right choice: the FIRST choice of each {each} is taken as the right one, as " \
           f"{kind} for quiz apps that shuffle the choices write it"


def counted_from_one(what: str) -> str:
    """How an answer number read from 1 without proof is said, wherever it is read so (a sheet's column, an answer
    line's or a key's numbers): none of ``what`` is 0, none is as high as the question's count of choices, so they
    may count from 0 as well: read from 1, loudly, so the user checks them."""
    return f"not sure whether {what} count the choices from 0 or from 1 (none is 0, none is as high as the " \
           "number of choices): read as counted from 1 (1 is the first choice)"


def counted_from_zero(what: str) -> str:
    """How an answer number read from 0 without proof is said: a program's data (``correct: 1`` in a YAML list of
    records) indexes its options as its code does, from 0; loudly, so the user checks them."""
    return f"not sure whether {what} count the choices from 0 or from 1 (none is 0, none is as high as the " \
           "number of choices): read as counted from 0 (0 is the first choice), as a program's data indexes its lists"


def give(question: ImportedQuestion, got: object, deck: ImportedDeck, diags: Diagnostics, pos: Pos,
         message: str, disagree: str | None = None) -> bool:
    """An answer key's entry given to its question: ``got``, the choices it names (a list), becomes the
    answer of a question that has none yet (True). An entry that names no choice is said at ``pos``
    (``message``) and left for the user; a question answered already keeps its answer (where the entry names
    others, ``disagree`` is said at ``pos`` when given)."""
    if question.answer is not None or question.raw_answer is not None:
        if disagree and question.answer is not None and isinstance(got, list) and got \
                and sorted(set(got)) != sorted(question.answer):
            diags.warning(pos, disagree, "check which of the two is right")
        return False
    if isinstance(got, list):
        question.set_answer(got)
        return True
    diags.warning(pos, message, WRITE_IT)
    deck.attention.append(pos)
    return False
