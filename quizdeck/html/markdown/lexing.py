"""Pygments' regex lexers with one regular-expression match per token instead of one per rule.

A ``RegexLexer`` tries the rules of its current state one after the other, each a separate
``re`` match, until one matches: a name in Python code fails about forty rules first. Here
each state's rules are joined into one pattern of alternatives, one group each, in the same
order. Python's alternation takes the first alternative that matches at the position, with
the same match the rule's own pattern gives, so the chosen rule and its token are the same;
a rule with a callback (``bygroups``, ``using``) gets its own pattern's match again, so its
groups are its own. The loop around is Pygments' own (``RegexLexer.get_tokens_unprocessed``,
Pygments 2.x). A rule that cannot be joined safely (a numbered back-reference, a conditional,
verbose or locale flags) is matched alone, between the joined runs of rules before and after
it, so the rules are still tried in their order. And where the text has a character, only the
rules whose pattern can start with it (read from its syntax tree; anything unsure: any
character) are tried, one by one when they are few. ``tests/test_markdown_narrow.py`` and
``tests/test_render_fast.py`` compare the tokens with Pygments' own over the lexers, sample
and random code.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterator
from typing import Any

from pygments.lexer import Lexer, RegexLexer
from pygments.token import Error, Whitespace, _TokenType

#: The regular-expression parser of the standard library (its syntax tree tells which
#: characters a pattern can start with): ``re._parser`` since Python 3.11, ``sre_parse`` before.
_sre: Any
try:
    _sre = importlib.import_module("re._parser")
except ImportError:  # Python 3.10
    _sre = importlib.import_module("sre_parse")

_Rule = tuple[Callable[[str, int], "re.Match[str] | None"], Any, Any]
#: A run of a state's rules matched at once: its one pattern and, by the number of each rule's
#: group, the rule; or (None, {0: rule}) for a rule matched alone.
_Segment = tuple["re.Pattern[str] | None", dict[int, _Rule]]

_UNSAFE_RE = re.compile(r"\\[1-9]|\(\?\(|\\g<")
#: Inline flags for the whole pattern (``(?i)`` at its start): already in the compiled
#: pattern's flags, and refused inside a group, so they are taken off before joining.
_GLOBAL_FLAGS_RE = re.compile(r"\A(?:\(\?[aiLmsux]+\))+")
_SCOPED_FLAGS = ((re.IGNORECASE, "i"), (re.MULTILINE, "m"), (re.DOTALL, "s"))
_OTHER_FLAGS = re.VERBOSE | re.LOCALE | re.ASCII

def _joinable(rule: _Rule) -> str | None:
    """The rule's pattern as one alternative of a joined pattern (one group around it, its
    flags scoped to it), or None when it cannot be joined safely."""
    compiled = getattr(rule[0], "__self__", None)
    if not isinstance(compiled, re.Pattern) or not isinstance(compiled.pattern, str):
        return None
    pattern, flags = _GLOBAL_FLAGS_RE.sub("", compiled.pattern), compiled.flags
    if flags & _OTHER_FLAGS or _UNSAFE_RE.search(pattern):
        return None
    on = "".join(letter for flag, letter in _SCOPED_FLAGS if flags & flag)
    off = "".join(letter for flag, letter in _SCOPED_FLAGS if not flags & flag)
    scope = f"{on}-{off}" if off else on
    return f"((?{scope}:{pattern}))"


def _join(rules: list[_Rule]) -> list[_Segment]:
    """A run of joinable rules as one pattern (see the module docstring); rules alone when
    the joined pattern does not compile, or does not have the groups it should."""
    parts: list[str] = []
    by_group: dict[int, _Rule] = {}
    group = 1
    for rule in rules:
        parts.append(_joinable(rule) or "")
        by_group[group] = rule
        group += 1 + rule[0].__self__.groups  # type: ignore[attr-defined]  # joinable: a compiled pattern
    try:
        joined = re.compile("|".join(parts))
    except (re.error, RecursionError, OverflowError):
        return [(None, {0: rule}) for rule in rules]
    if joined.groups != group - 1:
        return [(None, {0: rule}) for rule in rules]
    return [(joined, by_group)]


def _segments(rules: list[_Rule]) -> list[_Segment]:
    """The state's rules in runs matched at once, in their order: a rule that cannot be joined
    (a numbered back-reference, a conditional, verbose or locale flags, not a pattern) is
    matched alone between the runs before and after it, so the first rule that matches is
    still the one taken."""
    segments: list[_Segment] = []
    run: list[_Rule] = []
    for rule in rules:
        if _joinable(rule) is not None:
            run.append(rule)
            continue
        if run:
            segments.extend(_join(run))
            run = []
        segments.append((None, {0: rule}))
    if run:
        segments.extend(_join(run))
    return segments


# -- which rules can start with a character -----------------------------------------------

_I = re.IGNORECASE
_CATEGORIES = {getattr(_sre, name): cls for name, cls in (
    ("CATEGORY_DIGIT", r"\d"), ("CATEGORY_NOT_DIGIT", r"\D"), ("CATEGORY_SPACE", r"\s"),
    ("CATEGORY_NOT_SPACE", r"\S"), ("CATEGORY_WORD", r"\w"), ("CATEGORY_NOT_WORD", r"\W"))}
_TRANSPARENT = frozenset((_sre.AT, _sre.ASSERT, _sre.ASSERT_NOT))
_REPEATS = frozenset(op for op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, getattr(_sre, "POSSESSIVE_REPEAT", None))
                     if op is not None)
_ATOMIC = getattr(_sre, "ATOMIC_GROUP", None)
#: A first character: the patterns (one character each) it matches, and whether the pattern
#: can match nothing at all there; None: any character (or nothing could be said).
_First = tuple[list[str], bool] | None


def _char_pattern(code: int) -> str:
    return f"\\U{code:08x}"


def _charset(items: Any, ic: bool) -> str | None:
    negate = ""
    body: list[str] = []
    for op, av in items:
        if op is _sre.NEGATE:
            negate = "^"
        elif op is _sre.LITERAL:
            body.append(_char_pattern(av))
        elif op is _sre.RANGE:
            body.append(f"{_char_pattern(av[0])}-{_char_pattern(av[1])}")
        elif op is _sre.CATEGORY and av in _CATEGORIES:
            body.append(_CATEGORIES[av])
        else:
            return None
    charset = f"[{negate}{''.join(body)}]"
    return f"(?i:{charset})" if ic else charset


def _first_op(op: Any, av: Any, ic: bool) -> _First:
    if op is _sre.LITERAL:
        return [f"(?i:{_char_pattern(av)})" if ic else _char_pattern(av)], False
    if op is _sre.IN:
        charset = _charset(av, ic)
        return None if charset is None else ([charset], False)
    if op in _TRANSPARENT:   # anchors and look-arounds take no character
        return [], True
    if op is _sre.SUBPATTERN:
        _, add, remove, sub = av
        return _first_seq(sub, (ic or bool(add & _I)) and not remove & _I)
    if op in _REPEATS:
        low, high, sub = av
        if high == 0:
            return [], True
        found = _first_seq(sub, ic)
        return None if found is None else (found[0], found[1] or low == 0)
    if op is _ATOMIC and _ATOMIC is not None:
        return _first_seq(av, ic)
    if op is _sre.BRANCH:
        chars: list[str] = []
        empty = False
        for alternative in av[1]:
            found = _first_seq(alternative, ic)
            if found is None:
                return None
            chars.extend(found[0])
            empty = empty or found[1]
        return chars, empty
    return None   # a back-reference, a conditional, anything else: any character


def _first_seq(items: Any, ic: bool) -> _First:
    chars: list[str] = []
    for op, av in items:
        found = _first_op(op, av, ic)
        if found is None:
            return None
        chars.extend(found[0])
        if not found[1]:
            return chars, False
    return chars, True


def _first_char(rule: _Rule) -> re.Pattern[str] | None:
    """A pattern of one character that every match of the rule at a position starts with (a
    match of nothing there is impossible), or None when it may start with anything."""
    compiled = getattr(rule[0], "__self__", None)
    if not isinstance(compiled, re.Pattern) or not isinstance(compiled.pattern, str):
        return None
    try:
        found = _first_seq(_sre.parse(compiled.pattern, compiled.flags), bool(compiled.flags & _I))
        return None if found is None or found[1] else re.compile("|".join(found[0]) or "(?!)")
    except (re.error, RecursionError, OverflowError, ValueError, TypeError, AttributeError):
        return None


#: A character met in a state gets the rules that can start with it tried one by one when
#: there are at most this many (else the state's joined runs, which find the same rule).
_FEW = 16
_CHARS_KEPT = 1024   # characters remembered per state


class _State:
    """A state's rules: in joined runs (:func:`_segments`, made when first needed), and by the
    character at the position."""

    def __init__(self, rules: list[_Rule]):
        self.rules = rules
        self.firsts = [_first_char(rule) for rule in rules]
        self.by_char: dict[str, list[_Segment]] = {}
        self._segments: list[_Segment] | None = None

    @property
    def segments(self) -> list[_Segment]:
        if self._segments is None:
            self._segments = _segments(self.rules)
        return self._segments

    def at(self, char: str) -> list[_Segment]:
        """What to try where the text has ``char`` ("" at its end: only the rules that may
        match nothing): only the rules that can start with it, one by one, when they are
        few; else the joined runs."""
        found = [rule for rule, first in zip(self.rules, self.firsts, strict=True)
                 if first is None or first.match(char)]
        segments: list[_Segment] = [(None, {0: rule}) for rule in found] if len(found) <= _FEW else self.segments
        if len(self.by_char) < _CHARS_KEPT:
            self.by_char[char] = segments
        return segments


_states: dict[tuple[type, str], _State] = {}


def _state(cls: type, name: str, rules: list[_Rule]) -> _State:
    key = (cls, name)
    found = _states.get(key)
    if found is None:
        found = _states[key] = _State(rules)
    return found


def _tokens(lexer: RegexLexer, text: str, stack: tuple[str, ...] = ("root",)) -> Iterator[tuple[int, Any, str]]:
    """``RegexLexer.get_tokens_unprocessed`` with each state's rules matched at once."""
    cls = type(lexer)
    pos = 0
    tokendefs: dict[str, list[_Rule]] = lexer._tokens  # type: ignore[attr-defined]  # made by RegexLexerMeta
    statestack = list(stack)
    state = _state(cls, statestack[-1], tokendefs[statestack[-1]])
    end = len(text)
    while 1:
        rule: _Rule | None = None
        m: re.Match[str] | None = None
        char = text[pos] if pos < end else ""
        segments = state.by_char.get(char)
        if segments is None:
            segments = state.at(char)
        for joined, by_group in segments:
            if joined is None:
                alone = by_group[0]
                m = alone[0](text, pos)
                if m:
                    rule = alone
                    break
                continue
            jm = joined.match(text, pos)
            if jm is not None:
                index = jm.lastindex
                assert index is not None
                rule = by_group[index]
                if type(rule[1]) is _TokenType or rule[1] is None:
                    if rule[1] is not None:
                        yield pos, rule[1], jm.group(index)
                    pos = jm.end(index)
                    m = None
                else:
                    m = rule[0](text, pos)
                    assert m is not None and m.end() == jm.end(index)
                break
        if rule is not None:
            action, new_state = rule[1], rule[2]
            if m is not None:
                if action is not None:
                    if type(action) is _TokenType:
                        yield pos, action, m.group()
                    else:
                        yield from action(lexer, m)
                pos = m.end()
            if new_state is not None:
                # state transition (Pygments' own)
                if isinstance(new_state, tuple):
                    for state in new_state:
                        if state == "#pop":
                            if len(statestack) > 1:
                                statestack.pop()
                        elif state == "#push":
                            statestack.append(statestack[-1])
                        else:
                            statestack.append(state)
                elif isinstance(new_state, int):
                    # pop, but keep at least one state on the stack
                    if abs(new_state) >= len(statestack):
                        del statestack[1:]
                    else:
                        del statestack[new_state:]
                elif new_state == "#push":
                    statestack.append(statestack[-1])
                else:
                    raise AssertionError(f"wrong state def: {new_state!r}")
                state = _state(cls, statestack[-1], tokendefs[statestack[-1]])
            continue
        # no rule matched
        if pos >= len(text):
            break
        if text[pos] == "\n":
            # at EOL, reset state to "root"
            statestack = ["root"]
            state = _state(cls, "root", tokendefs["root"])
            yield pos, Whitespace, "\n"
            pos += 1
            continue
        yield pos, Error, text[pos]
        pos += 1


def speed_up(lexer: Lexer) -> Lexer:
    """``lexer``, matching each token at once when it is a plain ``RegexLexer`` (its
    tokenising not overridden); others are left as they are."""
    if isinstance(lexer, RegexLexer) and type(lexer).get_tokens_unprocessed is RegexLexer.get_tokens_unprocessed:
        def unprocessed(text: str, stack: tuple[str, ...] = ("root",)) -> Iterator[tuple[int, Any, str]]:
            return _tokens(lexer, text, stack)
        lexer.get_tokens_unprocessed = unprocessed  # type: ignore[method-assign,assignment]  # this instance only
    return lexer
