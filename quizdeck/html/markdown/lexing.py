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
it, so the rules are still tried in their order. ``tests/test_markdown_narrow.py`` compares the
tokens with Pygments' own over the lexers and sample code.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

from pygments.lexer import Lexer, RegexLexer
from pygments.token import Error, Whitespace, _TokenType

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

_joined: dict[tuple[type, str], list[_Segment]] = {}


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


def _state(cls: type, name: str, rules: list[_Rule]) -> list[_Segment]:
    key = (cls, name)
    found = _joined.get(key)
    if found is None:
        found = _joined[key] = _segments(rules)
    return found


def _tokens(lexer: RegexLexer, text: str, stack: tuple[str, ...] = ("root",)) -> Iterator[tuple[int, Any, str]]:
    """``RegexLexer.get_tokens_unprocessed`` with each state's rules matched at once."""
    cls = type(lexer)
    pos = 0
    tokendefs: dict[str, list[_Rule]] = lexer._tokens  # type: ignore[attr-defined]  # made by RegexLexerMeta
    statestack = list(stack)
    segments = _state(cls, statestack[-1], tokendefs[statestack[-1]])
    while 1:
        rule: _Rule | None = None
        m: re.Match[str] | None = None
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
                segments = _state(cls, statestack[-1], tokendefs[statestack[-1]])
            continue
        # no rule matched
        if pos >= len(text):
            break
        if text[pos] == "\n":
            # at EOL, reset state to "root"
            statestack = ["root"]
            segments = _state(cls, "root", tokendefs["root"])
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
