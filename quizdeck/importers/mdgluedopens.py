"""A code fence's opening glued to the code's first line (```` ```#include <stdio.h> ````): a fence, then the code.

CommonMark reads what follows an opening fence's marks as its info string: the language, which the page does not
show. A writer who starts the code on the fence's own line (```` ```# include <stdio.h> ````, ```` ```void
swap(int *px) ````) loses that line from the card, and a question that opens with its code no longer starts with
it. In every imported text (question, choice, explanation, whatever the format), an opening fence whose info
string cannot be one is split: the marks alone on their line, the code on the next. It cannot be an info string
when its first word does not start with a letter (``#include``, ``# include``, ``{``... aside from attribute
blocks ``{.python}``), or holds code's punctuation (``#include<stdio.h>``, ``main()``), or when the words after it
do (``void swap(int *px)``, ``int x = 1;``); ``python``, ``c++``, ``.net``, ``1c``, ``js title="a.js"``, a file
name after the language (``python:main.py``, ``js:title=a.js``: Qiita, Zenn, VuePress, Gatsby), an attribute block
after it (``python {linenos=table,hl_lines=[8]}``, ``yaml [file: a.yml]``: Hugo, Docusaurus) and
``{.python .numberLines}`` stay info strings. The splits are counted among what was mended. The closing side is
``mdgluedfences``'s. Every pattern is anchored and linear in the line.
"""

from __future__ import annotations

import re

from quizdeck.importers.imported import ImportedDeck

#: an opening fence and what follows its marks: group (1) indent and marks, (2) the rest
_OPEN = re.compile(r"^( {0,3}(?:`{3,}|~{3,}))(.*)$")
#: a language's name (maybe a file's after a colon: ``python:main.py``), or an attribute block (pandoc's, MyST's):
#: an info string's first word
_LANGUAGE = re.compile(r"^(?:\.?\d?[A-Za-z][\w+#.-]*(?::[\w./=-]+)?|\{[^{}]*\})$")
#: attributes after the language, all in one block: ``{linenos=table,hl_lines=[8]}``, ``[file: a.yml]``
_ATTRIBUTES = re.compile(r"^(?:\{[^{};]*\}|\[[^\[\];]*\])$")
#: code's punctuation: what no language's name nor an attribute (``title="a.py"``) holds
_CODE = re.compile(r"[()<>;\[\]]|[^\w\s\"'{]=|=[ \t]|\*")
_LONGEST = 2000


def _glued(info: str) -> bool:
    if _LANGUAGE.match(info):
        return False       # "{.python .numberLines}": one attribute block
    words = info.split(None, 1)
    first = words[0]
    if not _LANGUAGE.match(first):
        return True
    rest = words[1] if len(words) > 1 else ""
    return first[0] != "{" and not _ATTRIBUTES.match(rest) and _CODE.search(rest) is not None


def unglued(text: str) -> str:
    """``text`` with each opening fence glued to its code's first line split in two (see the module)."""
    return _split(text)[0]


def _split(text: str) -> tuple[str, int]:
    """``text`` with its glued opening fences split, and how many were."""
    if "```" not in text and "~~~" not in text:
        return text, 0
    split = 0
    lines = text.split("\n")
    out: list[str] = []
    marks: str | None = None   # the open fence's marks, if a fence is open
    for line in lines:
        if marks is not None:
            out.append(line)
            closing = line.strip()
            if len(line) - len(line.lstrip(" ")) <= 3 and closing and set(closing) == {marks[0]} \
                    and len(closing) >= len(marks):
                marks = None
            continue
        m = _OPEN.match(line[:_LONGEST])
        if m is None:
            out.append(line)
            continue
        opening, info = m.group(1), m.group(2).strip()
        fence = opening.lstrip(" ")
        if fence[0] == "`" and "`" in info:
            out.append(line)      # "```int f();```": a code span on a line, no fence
            continue
        marks = fence
        if info and _glued(info):
            out.extend((opening, " " * (len(opening) - len(fence)) + m.group(2)))
            split += 1
        else:
            out.append(line)
    return "\n".join(out), split


def unglue_deck(deck: ImportedDeck) -> None:
    """Every text of ``deck`` with its glued opening fences split (see the module), counted among what was mended."""
    split = 0

    def fix(text: str) -> str:
        nonlocal split
        text, n = _split(text)
        split += n
        return text

    deck.rewrite_texts(fix)
    if split:
        deck.mend("the code glued onto {n} opening fence{s} (moved to its own line)", split)
