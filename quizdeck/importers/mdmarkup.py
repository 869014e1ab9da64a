"""The markup a file puts on its right choices, learnt from the file: a tag or an attribute that one choice of
each question carries and the others do not.

Pages written for a site mark the right choice with what the site shows it by: a colour
(``|<font color="red">C</font>|<font color="red">IEEE802.5</font>|``, ``<span style="color:green">``), a tag
(``<mark>``, ``<sub>``, ``<ins>``), an attribute for the page's script (``- text {data-correct}``,
``- text {.correct}``). No list of them is kept: every inline HTML tag of a choice line (outside code spans; a
``<span>`` only with a colour or a style, as a span shows nothing else) and an attribute list that ends it are
candidates, and ``learntmarks.learn`` keeps the one that most questions put
on exactly one choice (or on a few, where a question has several right ones), as it does for plain marks.

A choice line is a list item, a labelled line (``A)``, ``b.``) or a table row; a question's choices are a run of
them, blank lines between them allowed, ended by any other line. The right choices' lines are written again
with the markup taken off (the tags, their text kept; the attribute list whole) and a check mark after their
text (``✅``, inside a table row's last cell): the mark the readers of every layout read, and whose doubts
(a question with none, or with several where the others have one) they say at the question's line. A tag on
every choice of a question, or on one here and there, is the file's style or its text, and stays.

Every pattern here is anchored or linear in the line's length.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence

from quizdeck.importers import learntmarks
from quizdeck.importers.labels import split_label

#: the mark written after a right choice's text
CHECK = "✅"
#: the token stands for a mark as ``learntmarks`` learns one: a symbol on one choice of most questions (``CHECK``),
#: or a word, which may stand on several choices of a question, on nearly all of them
_SEVERAL = "(marked)"
#: tags that are structure or content, never a mark: a line break, a link, an image, code, a form's parts
_NOT_MARKS = frozenset({"br", "hr", "img", "a", "code", "kbd", "pre", "samp", "var", "input", "label", "details",
                        "summary", "p", "div", "li", "ul", "ol", "table", "tr", "td", "th", "wbr", "script",
                        "style", "iframe", "video", "audio", "source", "picture", "svg", "math"})
#: a code span (left alone), an HTML tag, or an attribute list ending the line
_TOKEN = re.compile(r"(?P<code>(`+)[^`]*?\2)|<(?P<close>/?)(?P<name>[A-Za-z][A-Za-z0-9-]{0,20})"
                    r"(?P<attrs>(?:[ \t]+[^<>]{0,200})?)/?>|(?P<attr_list>[ \t]*\{:?[ \t]*(?P<attr>[.#]?[A-Za-z]"
                    r"[\w.#=\"' -]{0,60})\}[ \t]*$)")
#: a choice line: a list item, a table row, or (after ``split_label``) a labelled line
_ITEM = re.compile(r"^[ \t]*([-*+]|\d{1,2}[.)])[ \t]+\S")
_ROW = re.compile(r"^[ \t]{0,3}\|.*\|[ \t]*$")
#: a run of choices is ended by a line that is none (blank lines aside)
_FEWEST = 2


def _tokens(line: str) -> dict[str, list[tuple[int, int]]]:
    """The markup tokens of a line, each with the spans that taking it off removes (its closing tags too)."""
    found: dict[str, list[tuple[int, int]]] = defaultdict(list)
    closes: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for m in _TOKEN.finditer(line):
        if m.group("code"):
            continue
        if m.group("attr_list"):
            found["{" + " ".join(m.group("attr").split()).casefold() + "}"].append(m.span("attr_list"))
            continue
        name = m.group("name").casefold()
        if name in _NOT_MARKS:
            continue
        if m.group("close"):
            closes[name].append(m.span())
        else:
            attrs = " ".join(m.group("attrs").replace('"', "").replace("'", "").split()).casefold()
            if name == "span" and "color" not in attrs and "style" not in attrs:
                continue   # a span that shows nothing (a class of the page's layout) is no mark
            found[f"<{name}{' ' + attrs if attrs else ''}>"].append(m.span())
    for token, spans in found.items():
        if token.startswith("<"):
            spans += closes.get(token[1:].split(" ", 1)[0].rstrip(">"), [])
    return dict(found)


def _kind(line: str) -> str | None:
    """What a choice line is (a bullet, a number, a table row, a label), or None when it is no choice line."""
    if m := _ITEM.match(line):
        return "number" if m.group(1)[0].isdigit() else "bullet"
    if _ROW.match(line):
        return "row"
    return "label" if split_label(line.strip()) is not None else None


def _runs(lines: Sequence[str], fenced: Sequence[bool]) -> list[list[int]]:
    """The runs of choice lines (two at least) outside code fences: lines of one kind at one indent, blank lines and
    lines nested deeper between them; a run under which another run was found is questions, not choices."""
    open_: dict[int, tuple[str, list[int], list[bool]]] = {}   # indent -> kind, lines, [whether it holds a run]
    runs: list[list[int]] = []

    def close(deeper_than: int) -> None:
        for d in sorted((d for d in open_ if d > deeper_than), reverse=True):
            _, run, parent = open_.pop(d)
            if len(run) >= _FEWEST and not parent[0]:
                runs.append(run)
            if len(run) >= _FEWEST:
                for _, _, above in open_.values():
                    above[0] = True

    for i, line in enumerate(lines):
        if not line.strip() and not fenced[i]:
            continue
        indent = len(line) - len(line.lstrip(" \t"))
        kind = None if fenced[i] else _kind(line)
        if kind is None:
            close(indent - 1)
            continue
        close(indent)
        if indent in open_ and open_[indent][0] == kind:
            open_[indent][1].append(i)
        else:
            close(indent - 1)
            open_[indent] = (kind, [i], [False])
    close(-1)
    return sorted(runs)


def _marked(line: str, spans: list[tuple[int, int]]) -> str:
    """``line`` without the spans of its mark, the check mark after its text (inside a table row's last cell)."""
    for start, end in sorted(set(spans), reverse=True):
        line = line[:start] + line[end:]
    text = line.rstrip()
    if _ROW.match(text):
        return text[:-1].rstrip() + f" {CHECK}|"
    return f"{text} {CHECK}"


def learn(lines: Sequence[str], fenced: Sequence[bool]) -> tuple[str, dict[int, list[int]]] | None:
    """The markup token of a file's right choices and, for each run of choices it is learnt on (by its first line),
    the lines that carry it; None when no token is on one choice of most runs."""
    runs = _runs(lines, fenced)
    tokens = [[_tokens(lines[i]) for i in run] for run in runs]
    counted: dict[str, int] = defaultdict(int)
    for run_tokens in tokens:
        for token in {t for ts in run_tokens for t in ts}:
            counted[token] += 1
    best: tuple[int, str, learntmarks.Learnt] | None = None
    for token, count in counted.items():
        if count < _FEWEST:
            continue
        learnt = None
        for mark in (CHECK, _SEVERAL):   # a mark of one right choice, or of a select-all question's several
            choices = [[f"x {mark}" if token in ts else "x" for ts in run_tokens] for run_tokens in tokens]
            learnt = learnt or learntmarks.learn(choices, range(len(runs)), {})
        if learnt is not None and (best is None or len(learnt.answers) > best[0]):
            best = (len(learnt.answers), token, learnt)
    if best is None:
        return None
    _, token, learnt = best
    return token, {runs[r][0]: [runs[r][k] for k in ks] for r, ks in learnt.answers.items()}


def rewritten(lines: Sequence[str], fenced: Sequence[bool]) -> tuple[list[str], set[int]] | None:
    """The source's lines with the right choices' markup written as a check mark after their text (see the
    module), line for line; None when the file has no such markup."""
    found = learn(lines, fenced)
    if found is None:
        return None
    token, marked = found
    out = list(lines)
    for right in marked.values():
        for i in right:
            if CHECK not in out[i]:   # the source's own check mark beside the markup: the line is read as it is
                out[i] = _marked(out[i], _tokens(out[i])[token])
    return out, set()
