"""True/false statements, one a line, each with its verdict beside it.

Banks written for a small true/false quiz program (driving-licence drills are the common kind) keep one
statement per line and its value beside it, apart by a separator: ``<statement>:True``,
``V | <statement>``, ``<statement>;F``. Nothing names the parts: the file tells them by its own
consistency. A separator (one of ``:``, ``|``, tab, ``;``, ``=``, ``,``, `` - ``, or a space before the statement
when the values are known true/false words or letters, no signs: ``w Software unterliegt keinem Verschleiß.``) and a
side (the value after the last one, or before the first) read the file so when nine content lines in ten (four at least)
split there into a statement of two words or more (in a script written without spaces, Chinese, Japanese, Thai,
two words are four of its characters, and then only with values known as verdicts, not a kind or a topic, ``法律``)
and a value of one short token, and the values take two forms only, case aside (the two most frequent cover those
lines; both occur; ``○``/``×``, ``O``/``X`` are a ○×-quiz's, the first true, said: a roster's marks look so).
Each such line is a question whose choices are the two values as the file writes them, the one that says true first
(known from the words sheets use for it, else from the other being a known false word); when neither is known, the
order in which the file first uses them, and the reading says it is unsure (and two values that take turns, line
after line, are a record's two keys, ``Q:`` and ``A:``, not verdicts). Values of one letter each that only one
language's words explain (``w``/``f``: wahr, falsch) are written as those words; values that are no words
(``1``/``0``, ``✓``/``✗``) as the statements' language's words (``verdictlanguage``, said where read). The lines of
another form are not read (the layout reader says them).
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from dataclasses import dataclass

from quizdeck.importers.csvinfer import verdict_list
from quizdeck.importers.linekinds import Line
from quizdeck.importers.verdictlanguage import guessed_words, wordless

#: the separators tried, in order of preference on a tie
_SEPARATORS = (":", "|", "\t", ";", "=", ",", " - ", " ")
#: the separator read only before the statement, and only with known true/false words as the values
_SPACE = " "
#: one-letter values that only one language's pair of words explains: those words (true first)
_SPELLED = {("w", "f"): ("wahr", "falsch")}
#: the fewest content lines that must read so (nine in ten of them: ``csvinfer.verdict_list``)
_LEAST = 4
#: the longest value
_SHORT = 12
#: verdict signs of ○×-quizzes (Japanese, Korean) no sheet's word list knows: each pair, casefolded, true first
_MARKS = {frozenset(pair): pair for pair in (("⭕", "❌"), ("○", "×"), ("◯", "×"), ("〇", "×"), ("○", "✕"), ("o", "x"))}
#: a character of a script written without spaces between words: CJK ideographs, kana, Thai, Lao, Khmer, Myanmar
_UNSPACED = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u0e00-\u0eff\u1780-\u17ff"
                       "\u1000-\u109f]")
#: characters of such a script that count as one word
_PER_WORD = 2


@dataclass
class Verdict:
    """One statement line: its statement, and whether its value is the file's true one."""

    line: Line
    statement: str
    value: str
    right: int                           # 0: the first choice (true), 1: the second


@dataclass
class VerdictReading:
    """A file read as true/false statements with their values."""

    separator: str
    after: bool                          # the value after the statement (else before it)
    choices: tuple[str, str]             # the two values as the file writes them, true first
    verdicts: list[Verdict]
    others: list[Line]                   # content lines of another form: not read
    unsure: bool                         # which value says true was not known: first used, first
    written: tuple[str, str] = ("", "")  # the two values as the file writes them (``choices`` may spell them out)
    said: str | None = None              # what the reading guessed, for the reader to say at the first statement


def _split(raw: str, sep: str, after: bool) -> tuple[str, str] | None:
    """``(statement, value)`` of one line split at ``sep``, the value on its side; None when it is no such line."""
    text = raw.strip()
    at = text.rfind(sep) if after else text.find(sep)
    if at < 0:
        return None
    left, right = text[:at].strip(), text[at + len(sep):].strip()
    statement, value = (left, right) if after else (right, left)
    value = value.strip("*_`'\"").strip()
    if not value or len(value) > _SHORT or any(ch.isspace() for ch in value) or _words(statement) < 2:
        return None
    return statement, value


def _words(text: str) -> int:
    """How many words a statement holds: its spaced words, or, in a script written without spaces (CJK, Thai), half
    its characters of that script (``長野高専にはプールがない。``: one spaced word, a sentence)."""
    unspaced = sum(1 for ch in text if _UNSPACED.match(ch))
    return max(len(text.split()), unspaced // _PER_WORD)


def _try(content: list[Line], sep: str, after: bool) -> VerdictReading | None:
    parts = {i: p for i, ln in enumerate(content) if (p := _split(ln.raw, sep, after)) is not None}
    values = verdict_list([p[1].casefold() for p in parts.values()], len(content), _LEAST)
    if values is None:
        return None
    true, false, unsure = values.true, values.false, values.unsure
    if (pair := _MARKS.get(frozenset((true, false)))) is not None:   # ``○``/``×``, ``O``/``X``: the signs of a ○×-quiz
        true, false, unsure = *pair, False
    signs = pair is not None     # (a table's or a roster's marks are written so too: said, ``VerdictReading.said``)
    if unsure and sum(1 for _, (st, _) in parts.items() if len(st.split()) < 2) > len(parts) / 2:
        return None                      # sentences without spaces, values no verdict: a kind, a topic (``法律``)
    if sep == _SPACE and (unsure or not (true.isalnum() and false.isalnum())):
        return None                      # a line's first word in two forms: no verdict unless it says true or false
    read = [i for i, p in parts.items() if p[1].casefold() in (true, false)]
    if unsure and _alternate([parts[i][1].casefold() for i in read]):
        return None                      # "Q: ..." / "A: ...": keys taking turns, no verdicts
    spelled = {f: Counter(p[1] for p in parts.values() if p[1].casefold() == f).most_common(1)[0][0]
               for f in (true, false)}
    verdicts: list[Verdict] = []
    for i in read:
        statement, value = parts[i]
        verdicts.append(Verdict(content[i], statement, value, 0 if value.casefold() == true else 1))
    taken = set(read)
    others = [ln for i, ln in enumerate(content) if i not in taken]
    choices = _SPELLED.get((true, false), (spelled[true], spelled[false]))
    written = (spelled[true], spelled[false])
    if wordless(choices):   # "1"/"0", "✓"/"✗": the statements' language's words (said by the reader: layout)
        choices = guessed_words(parts[i][0] for i in read)[1]
    said = (f"the values {written[0]!r}/{written[1]!r} read as a ○×-quiz's true/false, {written[0]!r} true, each "
            "line a statement (a table's or a roster's marks are written so too)") if signs and choices == written \
        else None
    return VerdictReading(sep, after, choices, verdicts, others, unsure, written, said)


def _alternate(values: list[str]) -> bool:
    """Whether the values take turns, line after line (a record's two keys), never the same twice running."""
    return all(a != b for a, b in itertools.pairwise(values))


def verdict_lines(lines: list[Line]) -> VerdictReading | None:
    """The file read as true/false statement lines (see the module's docstring), or None when it is not so."""
    content = [ln for ln in lines if ln.content]
    if len(content) < _LEAST:
        return None
    best: VerdictReading | None = None
    for sep in _SEPARATORS:
        for after in (True, False) if sep != _SPACE else (False,):
            got = _try(content, sep, after)
            if got is not None and (best is None or len(got.verdicts) > len(best.verdicts)):
                best = got
    return best
