"""A topic's title after each question heading's number, the question asked in a paragraph of its own below it.

``## Pregunta 1: Ecuación cuadrática`` over ``Resuelva la ecuación ...``: the heading names the question's topic,
the paragraph under it asks. ``mdfields.untitled`` knows such titles by their capitals (``Log Analytics Workspace
Architecture``), which a language writing its titles in sentence case does not show. What tells here is the
file's repetition: where three questions at least, and four in five of the file's, open with their heading's
title as a paragraph of its own (a blank line under it), a few words with no sentence's end and no code, over a
paragraph longer than it that is no code block, those titles are labels, not the questions' text. A heading is a
block of its own, so a heading's title needs no blank line under it (``### Question 1 : À propos du langage Python``
over ``Python est un langage :``); and a paragraph that asks (three words at least, ending in ``?`` or ``:``) is the
question however short it is beside its title.
"""

from __future__ import annotations

import re

#: a word: letters first, then letters, digits, ' or -
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
#: the most words a title has
_TITLE_WORDS = 8
#: the least number of questions so titled
_LEAST = 3
#: the least words of a paragraph that asks, shorter than the title over it
_ASKING_WORDS = 3


def _words(text: str) -> int:
    return len(_WORD.findall(text))


def _asks(paragraph: str) -> bool:
    """Whether ``paragraph`` is a question asked: a few words at least, ending as a question or a prompt does."""
    end = paragraph.rstrip()
    return bool(end) and end[-1] in "?？؟:：" and _words(end) >= _ASKING_WORDS


def _titled(title: str, text: str, headed: bool = False) -> str | None:
    """The text without its first paragraph when that is ``title``, a topic's title over a longer paragraph (or one
    that asks); a heading's title (``headed``) needs no blank line under it."""
    head, sep, rest = text.partition("\n")
    title = title.strip().strip("*_").strip()
    if not sep or not (headed or rest.startswith("\n")) or head.strip().strip("*_").strip() != title or not title:
        return None
    if title[-1] in "?？؟:：.。…!！" or "`" in title or not 0 < _words(title) <= _TITLE_WORDS:
        return None
    below = rest.lstrip("\n")
    first = below.split("\n\n", 1)[0]
    if not first.strip() or first.lstrip().startswith(("```", "~~~", "|", "<")) or (
            _words(first) <= _words(title) and not _asks(first)):
        return None
    return below


def untitled(titles: list[tuple[int, str]], texts: list[str], headed: bool = False) -> dict[int, str]:
    """The texts (by index) that lose their heading's title, when the file titles its questions so; ``headed``: the
    titles are headings' (blocks of their own)."""
    out = {k: t for k, title in titles if (t := _titled(title, texts[k], headed)) is not None}
    if len(out) < _LEAST or len(out) * 5 < len(texts) * 4:
        return {}
    return out
