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

A side the file writes two ways (``; verdadeiro`` on six lines, ``; false`` on one and ``; falso`` on another) is one
value: the values are folded through the true/false words (``verdictwords.side``) before the two forms are counted,
the choice is the side's spelling the file uses most (on a tie the one that goes with the other side's, ``falso``
with ``verdadeiro``, then the first used) and each other spelling is said at its first line. A known word the file
writes all in lower case is written as a button shows it (``true`` -> ``True``, ``verdadeiro`` -> ``Verdadeiro``:
``verdictwords.shown``), in the file's own language (``true`` beside Vietnamese or Greek statements stays ``True``: the
quiz's buttons are nowhere in the file).

Section heads over the statements are no statements and leave the nine-in-ten base (``Field:Địa Lý``,
``Difficulty:Dễ`` over ``…:true`` lines): a line of a short key (three words at most: ``Độ khó``), a separator and a
value that is no verdict, whose key heads two lines at least; a Markdown heading; a line in capitals; a line in
brackets (``[Geography]``); each with a statement below it, fewer than the statements, and only over values known as
verdicts. Each statement is tagged with the last head of each kind above it (a head clears the kinds first met after
its own: ``Difficulty`` under a new ``Field``), the heads are furniture, and the reading says them once, at the first.
"""

from __future__ import annotations

import itertools
import re
from collections import Counter
from dataclasses import dataclass, field

from quizdeck.importers.csvinfer import verdict_list
from quizdeck.importers.imported import make_tag
from quizdeck.importers.linekinds import Line
from quizdeck.importers.verdictlanguage import guessed_words, paired, wordless
from quizdeck.importers.verdictwords import shown, side

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
#: the share of lines that must read so (``_listed_pairs``)
_MOST = 0.9
#: verdict signs of ○×-quizzes (Japanese, Korean) no sheet's word list knows: each pair, casefolded, true first
_MARKS = {frozenset(pair): pair for pair in (("⭕", "❌"), ("○", "×"), ("◯", "×"), ("〇", "×"), ("○", "✕"), ("o", "x"))}
#: a character of a script written without spaces between words: CJK ideographs, kana, Thai, Lao, Khmer, Myanmar
_UNSPACED = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u0e00-\u0eff\u1780-\u17ff"
                       "\u1000-\u109f]")
#: characters of such a script that count as one word
_PER_WORD = 2
#: a head written as a short key (two letters at least: ``a:`` is a label) and its value (``Field:Địa Lý``,
#: ``**Level** = Easy``, ``Độ khó: Dễ``): the key, the value
_KEYED_HEAD = re.compile(r"[*_]{0,2}([^\W\d_][\w \t-]{1,30})[*_]{0,2}[:：=][*_]{0,2}[ \t]*([^*_ \t].{0,79})")
#: a key's digits: ``Chapter 1``, ``Chapter 2`` are heads of one kind
_DIGITS = re.compile(r"\d+")
#: the most words of a head's key (a language that spaces its syllables, Vietnamese, writes a key in two or three)
_KEY_WORDS = 3
#: a head in brackets (``[Geography]``, ``【地理】``)
_BRACKETED_HEAD = re.compile(r"[\[【]([^\[\]【】]{1,60})[\]】]")
#: the most words a head in capitals or brackets holds
_HEAD_WORDS = 6
#: heads are fewer than this share of the statements (each heads one at least)
_HEADS_MOST = 1.0
#: a Markdown heading's kind, a line in capitals', a bracketed one's (a keyed head's kind is its key)
_HEADING, _CAPITALS, _BRACKETS = "#", "CAPS", "[]"
#: how the reading names a kind of head without a key
_NAMED = {_HEADING: "headings", _CAPITALS: "lines in capitals", _BRACKETS: "lines in brackets"}


@dataclass
class Verdict:
    """One statement line: its statement, and whether its value is the file's true one."""

    line: Line
    statement: str
    value: str
    right: int                           # 0: the first choice (true), 1: the second
    tags: list[str] = field(default_factory=list)    # the section heads above it, one of each kind
    heads: list[Line] = field(default_factory=list)  # the head lines right above it (since the statement before)


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
    notes: list[tuple[int, str, str]] = field(default_factory=list)   # more it guessed: line, message, hint


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


def _try(content: list[Line], sep: str, after: bool, kinds: dict[int, tuple[str, str]]) -> VerdictReading | None:
    parts = {i: p for i, ln in enumerate(content) if (p := _split(ln.raw, sep, after)) is not None}
    folded = _folded([p[1].casefold() for p in parts.values()])
    heads = _heads(parts, kinds, sep)
    values = None
    if heads:                            # the section heads left out: only over values known as verdicts
        kept = {i: p for i, p in parts.items() if i not in heads}
        values = verdict_list([folded[p[1].casefold()] for p in kept.values()], len(content) - len(heads), _LEAST)
        if values is not None and not values.unsure:
            parts = kept
        else:
            values, heads = None, {}
    if values is None:
        values = verdict_list([folded[p[1].casefold()] for p in parts.values()], len(content), _LEAST)
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
    read = [i for i, p in parts.items() if folded[p[1].casefold()] in (true, false)]
    if _listed_pairs([parts[i] for i in read], sep, after, folded, (true, false)):
        return None                      # ``stmt|True|False``: the two choices listed, no statement's value
    if unsure and _alternate([parts[i][1].casefold() for i in read]):
        return None                      # "Q: ..." / "A: ...": keys taking turns, no verdicts
    sides = {f: [parts[i][1] for i in read if folded[parts[i][1].casefold()] == f] for f in (true, false)}
    spelled = _spelled(sides[true], sides[false])
    verdicts: list[Verdict] = []
    for i in read:
        statement, value = parts[i]
        verdicts.append(Verdict(content[i], statement, value, 0 if folded[value.casefold()] == true else 1))
    taken = set(read)
    notes = _respelled(verdicts, spelled)
    heading = _tagged(verdicts, content, heads)
    if heading is not None:
        notes.append(heading)
    furniture = {id(h) for v in verdicts for h in v.heads}
    others = [ln for i, ln in enumerate(content) if i not in taken and id(ln) not in furniture]
    written = spelled
    choices = _SPELLED.get((true, false), (shown(written[0]), shown(written[1])))
    if wordless(choices):   # "1"/"0", "✓"/"✗": the statements' language's words (said by the reader: layout)
        choices = guessed_words(parts[i][0] for i in read)[1]
    said = (f"the values {written[0]!r}/{written[1]!r} read as a ○×-quiz's true/false, {written[0]!r} true, each "
            "line a statement (a table's or a roster's marks are written so too)") if signs and choices == written \
        else None
    return VerdictReading(sep, after, choices, verdicts, others, unsure, written, said, notes)


def _listed_pairs(parts: list[tuple[str, str]], sep: str, after: bool, folded: dict[str, str],
                  pair: tuple[str, str]) -> bool:
    """Whether nine lines in ten list the two values as two fields (``stmt|True|False``, ``stmt|False|True``): the
    statement ends (or, values before it, starts) with the separator and the line's OTHER value, so the line is a
    question and its two choices, not a statement judged by a value."""
    listed = 0
    for statement, value in parts:
        at = statement.rfind(sep) if after else statement.find(sep)
        if at < 0:
            continue
        near = (statement[at + len(sep):] if after else statement[:at]).strip().casefold()
        other = folded.get(near)
        if other is not None and other != folded[value.casefold()] and other in pair:
            listed += 1
    return bool(parts) and listed >= _MOST * len(parts)


def _folded(values: list[str]) -> dict[str, str]:
    """Each value (casefolded) as the one spelling of its side the file uses most (``false`` and ``falso`` folded
    into one of them: ``verdictwords.side``); a value of no side, as it is."""
    counts = Counter(values)
    forms: dict[bool, list[str]] = {}
    for value in counts:                                 # (in the order the file first uses them)
        if (says := side(value)) is not None:
            forms.setdefault(says, []).append(value)
    folded = {value: value for value in counts}
    for spellings in forms.values():
        most = max(spellings, key=lambda v: counts[v])   # the first used on a tie
        folded.update(dict.fromkeys(spellings, most))
    return folded


def _spelled(trues: list[str], falses: list[str]) -> tuple[str, str]:
    """The spelling of each side the file uses most (case aside, then as written most); on a tie, the one that goes
    with the other side's (``falso`` with ``verdadeiro``), then the first used."""
    def most(values: list[str], other: str | None, is_true: bool) -> str:
        counts = Counter(v.casefold() for v in values)
        top = max(counts.values())
        tied = [f for f in counts if counts[f] == top]
        if other is not None and len(tied) > 1:
            tied = [f for f in tied if paired(*((f, other) if is_true else (other, f)))] or tied
        return Counter(v for v in values if v.casefold() == tied[0]).most_common(1)[0][0]
    true = most(trues, None, True)
    false = most(falses, true, False)
    return most(trues, false, True), false


def _respelled(verdicts: list[Verdict], spelled: tuple[str, str]) -> list[tuple[int, str, str]]:
    """Each value spelled otherwise than its side's choice (``false`` where the file writes ``falso``), said at its
    first line, with the lines that write it."""
    other: dict[str, list[Verdict]] = {}
    for v in verdicts:
        if v.value.casefold() != spelled[v.right].casefold():
            other.setdefault(v.value.casefold(), []).append(v)
    notes = []
    for runs in other.values():
        first, n = runs[0], len(runs)
        where = ", ".join(str(v.line.number) for v in runs[:8]) + (", ..." if n > 8 else "")
        choice = spelled[first.right]
        usual = sum(1 for v in verdicts if v.value.casefold() == choice.casefold())
        notes.append((first.line.number, f"the value {first.value!r} read as {choice!r}, "
                      f"{'true' if first.right == 0 else 'false'}: the file writes that side {choice!r} on "
                      f"{usual} line{'s' if usual > 1 else ''}, {first.value!r} on {n} (line{'s' if n > 1 else ''} "
                      f"{where})", "check the answer of each line named"))
    return notes


def _kinds(content: list[Line]) -> dict[int, tuple[str, str]]:
    """The lines that could head a section (see the module), each with its kind and its name: a key and its value
    whose key heads two lines at least, a Markdown heading, a line in capitals, a line in brackets."""
    keyed: dict[int, tuple[str, str]] = {}
    found: dict[int, tuple[str, str]] = {}
    for i, ln in enumerate(content):
        text = ln.raw.strip()
        if ln.wrap.startswith("#") and ln.rest.strip():
            found[i] = (ln.wrap, ln.rest.strip())
        elif (m := _KEYED_HEAD.fullmatch(text)) is not None and len(m.group(1).split()) <= _KEY_WORDS \
                and side(m.group(2).strip("*_ ")) is None:
            key = " ".join(m.group(1).split()).casefold()   # its digits aside: ``Chapter 1:``, ``Chapter 2:``
            keyed[i] = (_DIGITS.sub("#", key), m.group(2).strip("*_ "))
        elif (m := _BRACKETED_HEAD.fullmatch(text)) is not None and len(m.group(1).split()) <= _HEAD_WORDS:
            found[i] = (_BRACKETS, m.group(1).strip())
        elif all(ch.isupper() for ch in text if ch.isalpha()) and len(text.split()) <= _HEAD_WORDS \
                and side(text) is None and sum(ch.isalpha() for ch in text) > 1:   # (no letter without case: 系)
            found[i] = (_CAPITALS, text)
    keys = Counter(kind for kind, _name in keyed.values())
    found.update({i: head for i, head in keyed.items() if keys[head[0]] >= 2})
    return found


def _heads(parts: dict[int, tuple[str, str]], kinds: dict[int, tuple[str, str]],
           sep: str) -> dict[int, tuple[str, str]]:
    """The section heads among the lines that are no statement at this separator (see the module): none whose value
    may be a verdict (a true/false word, a digit, a sign: ``…系である。,0``), no line in capitals holding the separator
    (a header row, ``QUESTION;ANSWER``); those with a statement below them, when fewer than the statements; else
    none."""
    last = max(parts, default=-1)
    heads = {i: (kind, name) for i, (kind, name) in kinds.items()
             if i < last and (i not in parts or (side(parts[i][1]) is None and not wordless((parts[i][1],))))
             and not (kind == _CAPITALS and sep.strip() and sep in name)}
    return heads if len(heads) < _HEADS_MOST * len(parts) else {}


def _tagged(verdicts: list[Verdict], content: list[Line],
            heads: dict[int, tuple[str, str]]) -> tuple[int, str, str] | None:
    """Each statement tagged with the last head of each kind above it and given the heads right above it; what is
    said once, at the first head (None without heads)."""
    if not heads:
        return None
    order: list[str] = []               # the kinds in the order first met: a head clears those met after it
    current: dict[str, str] = {}
    above: list[Line] = []
    at = {id(v.line): v for v in verdicts}
    used: list[Line] = []
    for i, ln in enumerate(content):
        if i in heads:
            kind, name = heads[i]
            if kind not in order:
                order.append(kind)
            for later in order[order.index(kind) + 1:]:
                current.pop(later, None)
            current[kind] = name
            above.append(ln)
        elif (v := at.get(id(ln))) is not None:
            v.tags = [t for kind in order if kind in current and (t := make_tag(current[kind]))]
            v.heads, above = above, []
            used.extend(v.heads)
    if not used:
        return None
    shown_kinds = ", ".join(repr(_NAMED.get(k[0] if k.startswith(_HEADING) else k, k)) for k in order[:4])
    where = ", ".join(str(ln.number) for ln in used[:8]) + (", ..." if len(used) > 8 else "")
    n = len(used)
    plural = "s" if n > 1 else ""
    return (used[0].number, f"{n} line{plural} read as section heads over the statements ({shown_kinds}), not "
            f"questions: each a tag of the statements below it (line{plural} {where})",
            "check that no question is lost")


def _alternate(values: list[str]) -> bool:
    """Whether the values take turns, line after line (a record's two keys), never the same twice running."""
    return all(a != b for a, b in itertools.pairwise(values))


def verdict_lines(lines: list[Line]) -> VerdictReading | None:
    """The file read as true/false statement lines (see the module's docstring), or None when it is not so."""
    content = [ln for ln in lines if ln.content]
    if len(content) < _LEAST:
        return None
    kinds = _kinds(content)
    best: VerdictReading | None = None
    for sep in _SEPARATORS:
        for after in (True, False) if sep != _SPACE else (False,):
            got = _try(content, sep, after, kinds)
            if got is not None and (best is None or len(got.verdicts) > len(best.verdicts)):
                best = got
    return best
