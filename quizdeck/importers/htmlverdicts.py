"""Choices each one element inside a list item, told apart only by a verdict in their attributes.

Self-made quiz pages (a script beside the Markdown) write every choice as a control in a list item:
``<li><button onclick="checkAnswer('q1', '', false)">16 Bits</button></li>``, the right one's call passing
``true`` (and its explanation): ``<li><button onclick="checkAnswer('q1', 'Because ...', true)">32 Bits</button></li>``;
or ``<li><a data-correct href="#">x</a></li>``, ``<li><span class="opt right">y</span></li>``. The words are not
the proof, the siblings are: a run of two lines or more (blank lines between only), each one outer element holding
exactly one inner element, of one outer and one inner tag, whose attributes are the same once quoted strings and
verdict words (``true``, ``correct``, ``richtig``...) are set aside, and whose verdicts differ (right on some, not
all), are the choices: the inner element's text the choice, the verdict its mark. A quoted string that differs
between siblings, alone of its call's strings, is each choice's why (``''`` on the wrong ones: none). Siblings
that differ otherwise (``href="a.html"``, ``href="b.html"``: a page's links) or whose verdicts agree are no choices;
nor are siblings whose verdict is each one's own text (``answer(true)`` on ``True``: the value sent, no mark). An
attribute that places or names the element (``lang="no"``, ``for="yes"``) or an ARIA state (``aria-selected``) is
no verdict; a string that is a key (``'A'``, one token on every sibling) or the choice's own text is no why.
``htmlblocks`` rewrites the run line for line as checkboxes; ``take_whys`` gives the read choices their whys.
Every pattern is linear in the line's length; lines longer than 4,000 characters are no choices.
"""

from __future__ import annotations

import html
import re
from typing import NamedTuple

from quizdeck.importers import verdictwords
from quizdeck.importers.imported import ImportedDeck

_MAX_LINE = 4000
#: an attribute list: names, values quoted either way (a value may hold the other quote, ``onclick="f('a')"``)
_ATTRS = r"(?:[^<>\"']|\"[^\"]*\"|'[^']*')*"
_WRAPPED = re.compile(rf"^[ \t]*<(?P<outer>[A-Za-z][\w-]{{0,30}})\b{_ATTRS}>[ \t]*<(?P<tag>[A-Za-z][\w-]{{0,30}})\b"
                      rf"(?P<attrs>{_ATTRS})>(?P<text>[^<>]*(?:<(?!/?(?P=tag)\b)[^<>]*>[^<>]*)*)</(?P=tag)[ \t]*>"
                      rf"[ \t]*(?:</(?P=outer)[ \t]*>)?[ \t]*$")
#: an attribute: its name, maybe its value (quoted or not)
ATTR = re.compile(r"([^\s=\"'<>/]+)(?:[ \t]*=[ \t]*(?:\"([^\"]*)\"|'([^']*)'|([^\s\"'=<>`]+)))?")
#: attributes that place or style an element, never a verdict on it (``lang="ja"``, ``type="radio"``)
NOT_VERDICTS = frozenset({"lang", "xml:lang", "type", "href", "src", "style", "dir", "role", "tabindex", "form",
                          "translate", "autocomplete"})
#: attributes that name an element: a verdict only as a part of a joined name (``id="q1-correct"``), not as a bare
#: word (``name="no"``: the form's field)
NAMING = frozenset({"name", "id", "for"})
BARE = re.compile(r"[^\W_]*")
#: ARIA's states and properties (``aria-selected="true"`` on a tab bar's current tab): the page's state, no grade
_STATE = re.compile(r"aria-", re.I)
#: a string inside a value (a script's argument): quoted either way, escapes kept
_LITERAL = re.compile(r"'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"")
#: a word and the spaces before it
_SPACED_WORD = re.compile(r"[ \t]*([^\W\d_]+(?:[-_][^\W\d_]+)*)")
_PART = re.compile(r"[^\W\d_]+")
_RIGHT = verdictwords.TRUE_YES_RIGHT
_WRONG = verdictwords.FALSE_NO_WRONG


class Choice(NamedTuple):
    """A choice found: its line, its text (the inner element's), whether it is right, its why (or "")."""

    line: int
    text: str
    right: bool
    why: str


class _Sibling(NamedTuple):
    line: int
    shape: tuple[str, str, tuple[tuple[str, str], ...]]   # outer tag, inner tag, attributes without verdicts
    literals: tuple[str, ...]
    verdict: bool | None
    text: str


def _sense(token: str) -> bool | None:
    """A verdict word's sense, a joined name's too (``data-correct``, ``is_right``): right, wrong or none."""
    parts = {p.casefold() for p in _PART.findall(token)}
    right, wrong = bool(parts & _RIGHT), bool(parts & _WRONG)
    return None if right == wrong else right


def _value(value: str, senses: list[bool]) -> tuple[str, list[str]]:
    """A value with its quoted strings set aside (``\\x02``) and its verdict words taken out (their senses added to
    ``senses``), and the strings."""
    literals: list[str] = []

    def aside(m: re.Match[str]) -> str:
        literals.append(m.group()[1:-1])
        return "\x02"

    rest = _LITERAL.sub(aside, value)

    def word(m: re.Match[str]) -> str:
        sense = _sense(m.group(1))
        if sense is None:
            return m.group()
        senses.append(sense)
        return ""

    return _SPACED_WORD.sub(word, rest), literals


def _kept(name: str, value: str) -> bool:
    """Whether an attribute's value is kept whole in the siblings' shape, its words no verdict: one that places the
    element (``lang="no"``, ``href="wrong.html"``), a bare name (``for="yes"``), a state (``aria-selected="true"``)."""
    return name in NOT_VERDICTS or _STATE.match(name) is not None or (
        name in NAMING and BARE.fullmatch(value.strip()) is not None)


def _attribute(name: str, value: str | None, senses: list[bool], literals: list[str]) -> tuple[str, str] | None:
    """An attribute as the shape keeps it (None: a flag by its presence, ``<a data-correct>``), its verdicts added to
    ``senses``. A name that says a verdict and a value of one verdict word go together (``data-wrong="true"``:
    wrong)."""
    named = _sense(name)
    if value is None:
        if named is not None:
            senses.append(named)
            return None
        return (name, "")
    if _kept(name, value):
        return (name, value)
    said: list[bool] = []
    skeleton, found = _value(value, said)
    if named is not None and len(said) == 1 and not skeleton.strip():
        said = [said[0] == named]
    senses.extend(said)
    literals.extend(found)
    return (name, skeleton)


def _sibling(i: int, line: str) -> _Sibling | None:
    if len(line) > _MAX_LINE:
        return None
    m = _WRAPPED.match(line)
    if m is None or not m.group("text").strip():
        return None
    attrs: list[tuple[str, str]] = []
    literals: list[str] = []
    senses: list[bool] = []
    for a in ATTR.finditer(m.group("attrs")):
        value = a.group(2) if a.group(2) is not None else a.group(3) if a.group(3) is not None else a.group(4)
        kept = _attribute(a.group(1).casefold(), value, senses, literals)
        if kept is not None:
            attrs.append(kept)
    if senses and len(set(senses)) > 1:
        return None   # right and wrong words on one element: no verdict
    shape = (m.group("outer").casefold(), m.group("tag").casefold(), tuple(sorted(attrs)))
    return _Sibling(i, shape, tuple(literals), senses[0] if senses else None, m.group("text"))


def _runs(lines: list[str], start: int, end: int, fenced: list[bool]) -> list[list[_Sibling]]:
    runs: list[list[_Sibling]] = []
    current: list[_Sibling] = []
    for i in range(start, end):
        if not fenced[i] and not lines[i].strip():
            continue
        s = None if fenced[i] else _sibling(i, lines[i])
        if s is not None and current and s.shape == current[0].shape and len(s.literals) == len(current[0].literals):
            current.append(s)
            continue
        if len(current) >= 2:
            runs.append(current)
        current = [s] if s is not None else []
    if len(current) >= 2:
        runs.append(current)
    return runs


def _why(literal: str) -> str:
    return html.unescape(re.sub(r"\\(.)", r"\1", literal)).strip()


def _own_value(run: list[_Sibling]) -> bool:
    """Whether each sibling's verdict is the sense of its own text (``answer(true)`` on ``True``, ``false`` on
    ``Faux``), the calls giving no why: the value the control sends, the key elsewhere (in the script), no mark."""
    return all(_sense(s.text.strip()) is s.verdict for s in run) and _why_at(run) is None


def _why_at(run: list[_Sibling]) -> int | None:
    """The one string of the calls that differs between the siblings, when it reads as a why: not a key (``'A'``,
    ``'b2'``: one token on every sibling, none empty) nor the choice's own text (``pick('Blue', true)``); else
    None."""
    differing = [k for k in range(len(run[0].literals)) if len({s.literals[k] for s in run}) > 1]
    if len(differing) != 1:
        return None
    k = differing[0]
    if all(len(_why(s.literals[k]).split()) == 1 for s in run) or any(_same(_why(s.literals[k]), s.text)
                                                                      for s in run if s.literals[k].strip()):
        return None
    return k


def choices(lines: list[str], start: int, end: int, fenced: list[bool]) -> list[Choice]:
    """The block [start, end)'s choices as wrapped siblings told apart by a verdict (see the module's docstring):
    the block's one such run, right on some of its choices and not all, the verdicts not the choices' own values;
    none otherwise."""
    proven: list[list[_Sibling]] = []
    for run in _runs(lines, start, end, fenced):
        right = [s.verdict is True for s in run]
        if any(right) and not all(right) and not _own_value(run):
            proven.append(run)
    if len(proven) != 1:
        return []
    run = proven[0]
    k = _why_at(run)
    return [Choice(s.line, s.text, s.verdict is True, _why(s.literals[k]) if k is not None else "") for s in run]


def _same(a: str, b: str) -> bool:
    return " ".join(a.split()) == " ".join(html.unescape(re.sub(r"<[^<>]{0,200}>", "", b)).split())


def take_whys(deck: ImportedDeck, source: list[str]) -> None:
    """Each question whose choices were read from one run of wrapped siblings in its source lines (``choices``),
    the same choices in the same order: the run's whys (the string of each choice's call that differs) set on the
    choices that have none; said in the deck's summary. A question whose choices are not the run's, one by one, is
    left as it is."""
    fenced = [False] * len(source)
    taken = 0
    for q in deck.questions:
        for a, b in q.lines:
            if not any("<" in source[i] for i in range(max(a - 1, 0), min(b, len(source)))):
                continue
            found = choices(source, max(a - 1, 0), min(b, len(source)), fenced)
            if not found or len(found) != len(q.choices) or not all(
                    _same(c.text, f.text) for c, f in zip(q.choices, found, strict=True)):
                continue
            for c, f in zip(q.choices, found, strict=True):
                if f.why and c.why is None:
                    c.why = f.why
                    taken += 1
            break
    if taken:
        deck.mend("the explanations of {n} choice{s} from their script calls' strings (their why)", taken)
