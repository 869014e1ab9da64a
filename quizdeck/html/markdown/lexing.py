"""Pygments' regex lexers with one regular-expression match per token instead of one per rule.

A ``RegexLexer`` tries the rules of its current state one after the other, each a separate
``re`` match, until one matches: a name in Python code fails about forty rules first. Here
each state's rules are joined into one pattern of alternatives, one group each, in the same
order. Python's alternation takes the first alternative that matches at the position, with
the same match the rule's own pattern gives, so the chosen rule and its token are the same;
a rule with a callback (``bygroups``, ``using``) gets its own pattern's match again, so its
groups are its own. The loop around is Pygments' own (``RegexLexer.get_tokens_unprocessed``,
Pygments 2.x). A state whose rules cannot be joined safely (a numbered back-reference, a
conditional, verbose or locale flags, a pattern that does not compile joined) keeps
Pygments' rule-by-rule matching. ``tests/test_markdown_narrow.py`` compares the tokens with
Pygments' own over the lexers and sample code.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

from pygments.lexer import Lexer, RegexLexer
from pygments.token import Error, Whitespace, _TokenType

_Rule = tuple[Callable[[str, int], "re.Match[str] | None"], Any, Any]
#: What a joined state is: its one pattern (None: match rule by rule) and, by the number of
#: each rule's group, the rule.
_Joined = tuple["re.Pattern[str] | None", dict[int, _Rule]]

_UNSAFE_RE = re.compile(r"\\[1-9]|\(\?\(|\\g<")
_SCOPED_FLAGS = ((re.IGNORECASE, "i"), (re.MULTILINE, "m"), (re.DOTALL, "s"))
_OTHER_FLAGS = re.VERBOSE | re.LOCALE | re.ASCII

_joined: dict[tuple[type, str], _Joined] = {}


def _join(rules: list[_Rule]) -> _Joined:
    """The state's rules as one pattern (see the module docstring), or None."""
    parts: list[str] = []
    by_group: dict[int, _Rule] = {}
    group = 1
    for rule in rules:
        compiled = getattr(rule[0], "__self__", None)
        if not isinstance(compiled, re.Pattern) or not isinstance(compiled.pattern, str):
            return None, {}
        pattern, flags = compiled.pattern, compiled.flags
        if flags & _OTHER_FLAGS or _UNSAFE_RE.search(pattern):
            return None, {}
        on = "".join(letter for flag, letter in _SCOPED_FLAGS if flags & flag)
        off = "".join(letter for flag, letter in _SCOPED_FLAGS if not flags & flag)
        scope = f"{on}-{off}" if off else on
        parts.append(f"((?{scope}:{pattern}))")
        by_group[group] = rule
        group += 1 + compiled.groups
    try:
        joined = re.compile("|".join(parts))
    except (re.error, RecursionError, OverflowError):
        return None, {}
    if joined.groups != group - 1:
        return None, {}
    return joined, by_group


def _state(cls: type, name: str, rules: list[_Rule]) -> _Joined:
    key = (cls, name)
    found = _joined.get(key)
    if found is None:
        found = _joined[key] = _join(rules)
    return found


def _tokens(lexer: RegexLexer, text: str, stack: tuple[str, ...] = ("root",)) -> Iterator[tuple[int, Any, str]]:
    """``RegexLexer.get_tokens_unprocessed`` with each state's rules matched at once."""
    cls = type(lexer)
    pos = 0
    tokendefs: dict[str, list[_Rule]] = lexer._tokens  # type: ignore[attr-defined]  # made by RegexLexerMeta
    statestack = list(stack)
    statetokens = tokendefs[statestack[-1]]
    joined, by_group = _state(cls, statestack[-1], statetokens)
    while 1:
        rule: _Rule | None = None
        m: re.Match[str] | None = None
        if joined is not None:
            jm = joined.match(text, pos)
            if jm is not None:
                index = jm.lastindex
                assert index is not None
                rule = by_group[index]
                if type(rule[1]) is _TokenType or rule[1] is None:
                    if rule[1] is not None:
                        yield pos, rule[1], jm.group(index)
                    pos = jm.end(index)
                else:
                    m = rule[0](text, pos)
                    assert m is not None and m.end() == jm.end(index)
        else:
            for candidate in statetokens:
                m = candidate[0](text, pos)
                if m:
                    rule = candidate
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
                statetokens = tokendefs[statestack[-1]]
                joined, by_group = _state(cls, statestack[-1], statetokens)
            continue
        # no rule matched
        if pos >= len(text):
            break
        if text[pos] == "\n":
            # at EOL, reset state to "root"
            statestack = ["root"]
            statetokens = tokendefs["root"]
            joined, by_group = _state(cls, "root", statetokens)
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
