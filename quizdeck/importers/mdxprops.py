"""Components of an MDX page read as data: ``<Quiz question="..." options={["a", "b"]} answerIndex={1} />``.

MDX (Docusaurus, Next.js, Astro) lets a page call a component with props; a quiz component takes the question,
its options and its answer as props, and nothing of it is Markdown. A component starts on its own line with
``<`` and a capitalised name; its props are read as JSX writes them: ``name="text"`` (a string as written,
HTML's character references read), ``name={expression}`` where the expression is a JavaScript literal
(strings, numbers, ``true``/``false``/``null``, arrays, objects; anything else is kept as ``None``), a bare
``name`` (true). Each component is one record (``datarecords.Datum``, at its lines); the components of one name
whose records hold a quiz (``datarecords.holds_quiz``) are the quiz, read by ``datarecords``.

Linear: each character is looked at a bounded number of times; literals nest 64 deep at most.
"""

from __future__ import annotations

import bisect
import html
import json
import re
from dataclasses import dataclass

from quizdeck.importers.datarecords import Datum, Value, holds_quiz
from quizdeck.importers.mdinline import fenced_lines

#: a component's opening at a line's start: ``<Quiz``, ``<MultipleChoice``, ``<quiz.Question``
_OPEN = re.compile(r"^[ \t]*<([A-Z][\w.]{0,60})(?=[\s/>])", re.M)
_NAME = re.compile(r"[A-Za-z_$][\w$:.-]{0,80}")
_NUMBER = re.compile(r"-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?")
_WORDS: dict[str, Value] = {"true": True, "false": False, "null": None, "undefined": None}
_DEPTH = 64
#: a component's props end within this many characters of its name
_MAX_TAG = 200_000


@dataclass(frozen=True)
class Component:
    """One component of the page: its name, its props as a record, its lines (1-based, inclusive)."""

    name: str
    record: Datum


class _Unread(Exception):
    pass


class _Reader:
    """The props of one component, read from ``text`` at ``at``."""

    def __init__(self, text: str, at: int, starts: list[int]):
        self.text, self.at, self.starts = text, at, starts

    def line(self, at: int) -> int:
        return bisect.bisect_right(self.starts, at)

    def col(self, at: int) -> int:
        return at - self.starts[self.line(at) - 1] + 1

    def space(self) -> None:
        t, n = self.text, len(self.text)
        while self.at < n:
            if t[self.at].isspace():
                self.at += 1
            elif t.startswith("//", self.at):
                end = t.find("\n", self.at)
                self.at = n if end < 0 else end
            elif t.startswith("/*", self.at):
                end = t.find("*/", self.at + 2)
                self.at = n if end < 0 else end + 2
            else:
                break

    def datum(self, value: Value, start: int) -> Datum:
        return Datum(value, self.line(start), self.col(start), self.line(max(start, self.at - 1)))

    def props(self) -> tuple[dict[str, Datum], int] | None:
        """The props up to the tag's end, and where the tag ends; None when it does not end."""
        out: dict[str, Datum] = {}
        limit = min(len(self.text), self.at + _MAX_TAG)
        while self.at < limit:
            self.space()
            t = self.text
            if t.startswith("/>", self.at) or t.startswith(">", self.at):
                return out, self.at + (2 if t[self.at] == "/" else 1)
            if t.startswith("{", self.at):   # {...spread}: not a prop of its own
                self.at += 1
                self.skip_expression()
                continue
            m = _NAME.match(t, self.at)
            if m is None:
                return None
            self.at = m.end()
            self.space()
            if not t.startswith("=", self.at):
                out[m.group()] = self.datum(True, m.start())
                continue
            self.at += 1
            self.space()
            start = self.at
            if t.startswith(('"', "'"), self.at):
                end = t.find(t[self.at], self.at + 1)
                if end < 0:
                    return None
                self.at = end + 1
                out[m.group()] = self.datum(html.unescape(t[start + 1:end]), start)
            elif t.startswith("{", self.at):
                self.at += 1
                self.space()
                inner = self.at
                try:
                    value = self.literal(0)
                    self.space()
                    if not t.startswith("}", self.at):
                        raise _Unread
                    self.at += 1
                except _Unread:
                    self.at = inner
                    self.skip_expression()
                    value = None
                out[m.group()] = self.datum(value, start)
            else:
                return None
        return None

    def skip_expression(self) -> None:
        """Past the ``}`` that closes an expression whose ``{`` is behind, strings and nesting counted."""
        t, depth = self.text, 1
        limit = min(len(t), self.at + _MAX_TAG)
        while self.at < limit:
            c = t[self.at]
            if c in "\"'`":
                self.string()
                continue
            self.at += 1
            depth += 1 if c == "{" else -1 if c == "}" else 0
            if depth == 0:
                return
        self.at = limit   # not closed: the tag's reader finds its end missing

    def string(self) -> str:
        t, quote = self.text, self.text[self.at]
        out: list[str] = []
        i = self.at + 1
        while i < len(t):
            c = t[i]
            if c == quote:
                self.at = i + 1
                return "".join(out)
            if c == "\\" and i + 1 < len(t):
                nxt = t[i + 1]
                if nxt == "u" and re.fullmatch(r"[0-9a-fA-F]{4}", t[i + 2:i + 6]):
                    out.append(chr(int(t[i + 2:i + 6], 16)))
                    i += 6
                    continue
                out.append(json.loads(f'"\\{nxt}"') if nxt in 'bfnrt"\\/' else nxt)
                i += 2
                continue
            if c == "$" and quote == "`" and t.startswith("${", i):
                raise _Unread   # a template with a value in it: not a literal
            if c == "\n" and quote != "`":
                raise _Unread
            out.append(c)
            i += 1
        raise _Unread

    def literal(self, depth: int) -> Value:
        if depth > _DEPTH:
            raise _Unread
        self.space()
        t = self.text
        if self.at >= len(t):
            raise _Unread
        c = t[self.at]
        if c in "\"'`":
            return self.string()
        if c == "[":
            self.at += 1
            items: list[Datum] = []
            while True:
                self.space()
                if t.startswith("]", self.at):
                    self.at += 1
                    return items
                start = self.at
                value = self.literal(depth + 1)
                items.append(self.datum(value, start))
                self.space()
                if t.startswith(",", self.at):
                    self.at += 1
                elif not t.startswith("]", self.at):
                    raise _Unread
        if c == "{":
            self.at += 1
            fields: dict[str, Datum] = {}
            while True:
                self.space()
                if t.startswith("}", self.at):
                    self.at += 1
                    return fields
                if self.at < len(t) and t[self.at] in "\"'":
                    key = self.string()
                else:
                    m = _NAME.match(t, self.at)
                    if m is None:
                        raise _Unread
                    key, self.at = m.group(), m.end()
                self.space()
                if not t.startswith(":", self.at):
                    raise _Unread
                self.at += 1
                self.space()
                start = self.at
                fields[key] = self.datum(self.literal(depth + 1), start)
                self.space()
                if t.startswith(",", self.at):
                    self.at += 1
                elif not t.startswith("}", self.at):
                    raise _Unread
        m = _NUMBER.match(t, self.at)
        if m is not None:
            self.at = m.end()
            number = float(m.group())
            return int(number) if number.is_integer() and re.fullmatch(r"-?\d+", m.group()) else number
        m = _NAME.match(t, self.at)
        if m is not None and m.group() in _WORDS:
            self.at = m.end()
            return _WORDS[m.group()]
        raise _Unread


def components(lines: list[str]) -> list[Component]:
    """The components of a page that start on their own lines, outside code blocks, with their props."""
    text = "\n".join(lines)
    starts = [0]
    for line in lines[:-1]:
        starts.append(starts[-1] + len(line) + 1)
    fenced = fenced_lines(lines)   # a component in a code block is an example, not the page's
    out: list[Component] = []
    after = 0
    for m in _OPEN.finditer(text):
        if m.start() < after or fenced[bisect.bisect_right(starts, m.start()) - 1]:
            continue
        reader = _Reader(text, m.end(), starts)
        try:
            got = reader.props()
        except _Unread:
            got = None
        if got is None:
            continue
        props, end = got
        after = end
        first = reader.line(m.start(1))
        out.append(Component(m.group(1), Datum(props, first, reader.col(m.start(1)) - 1,
                                                reader.line(max(m.start(), end - 1)))))
    return out


def quiz(lines: list[str]) -> list[Datum] | None:
    """The records of the page's quiz components (the name whose records hold a quiz, the most of them); None
    when the page has none."""
    if not any("<" in line for line in lines):
        return None
    by_name: dict[str, list[Datum]] = {}
    for c in components(lines):
        by_name.setdefault(c.name, []).append(c.record)
    held = [(name, records) for name, records in by_name.items() if holds_quiz(name, records)]
    if not held:
        return None
    return max(held, key=lambda nr: len(nr[1]))[1]
