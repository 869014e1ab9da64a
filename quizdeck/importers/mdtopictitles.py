"""A topic's title after each question heading's number, the question asked in a paragraph of its own below it.

``## Pregunta 1: Ecuación cuadrática`` over ``Resuelva la ecuación ...``: the heading names the question's topic,
the paragraph under it asks. ``mdfields.untitled`` knows such titles by their capitals (``Log Analytics Workspace
Architecture``), which a language writing its titles in sentence case does not show. What tells here is the
file's repetition: where three questions at least, and four in five of those that could (a short title over more
text; half the file's at least), open with their heading's
title as a paragraph of its own (a blank line under it), a few words with no sentence's end and no code, over a
paragraph longer than it that is no code block, those titles are labels, not the questions' text. A heading is a
block of its own, so a heading's title needs no blank line under it (``### Question 1 : À propos du langage Python``
over ``Python est un langage :``); and a paragraph that asks (three words at least, ending in ``?`` or ``:``) is the
question however short it is beside its title. Once the file's titles are so proved, a longer title (twenty words
at most) over a paragraph whose first line asks is one too (the word cap proves titles, it does not bound them); and
a title that asks
(``## 14. Gateway notwendig?`` over its statement) is one too, when the question under it is itself judged (its
choices a true/false pair, ``Wahr``/``Falsch``) or asks: a heading that asks over a paragraph of context and
choices (``## 4. Which lookup is faster?`` over ``You have one million items ...``) is the question. And once
proved, a heading's title (twenty words at most, asking nothing) comes off whatever it holds (a code span) and
whatever opens the text under it (a code block, a lead-in shorter than it), where a line of that text outside its
code asks (``asked_below``); a heading that is all its question's text keeps it.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Collection, Sequence

from quizdeck.importers import scriptwords, verdictwords
from quizdeck.importers.imported import ImportedQuestion

#: a word: letters first, then letters, digits, ' or -
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
#: the most words a title has
_TITLE_WORDS = 8
#: the most words of a title over a question that asks, in a file whose titles are proved: a title, not a sentence
_LONGEST = 20
#: the least number of questions so titled
_LEAST = 3
#: the least words of a paragraph that asks, shorter than the title over it
_ASKING_WORDS = 3
#: a line wholly in bold, no emphasis inside (``**变量命名规则**``): set apart as a heading is
_BOLD = re.compile(r"^[ \t]*(\*\*|__)(?![ \t*_])[^*_\n]{1,150}(?<![ \t*_])\1[ \t]*$")


def _words(text: str) -> int:
    return scriptwords.count(text, _WORD)   # (a run of Han or Kana is several words)


def _asks(paragraph: str) -> bool:
    """Whether ``paragraph`` is a question asked: a few words at least, ending as a question or a prompt does."""
    end = paragraph.rstrip()
    return bool(end) and end[-1] in "?？؟:：" and _words(end) >= _ASKING_WORDS


def _titled(title: str, text: str, headed: bool = False, asking: bool = False, most: int = _TITLE_WORDS) -> str | None:
    """The text without its first paragraph when that is ``title``, a topic's title of ``most`` words at most over a
    longer paragraph (or one that asks); a heading's title (``headed``) needs no blank line under it, nor does a
    title wholly in bold over a line that asks (``1. **变量命名规则**`` over ``下列哪个变量名 ... ？``)."""
    head, sep, rest = text.partition("\n")
    title = title.strip().strip("*_").strip()
    if not sep or head.strip().strip("*_").strip() != title or not title:
        return None
    if not (headed or rest.startswith("\n") or (_BOLD.match(head) and _asks(rest.split("\n", 1)[0]))):
        return None
    if title[-1] in ("。…!！" if asking else "?？؟:：.。…!！") or "`" in title or not 0 < _words(title) <= most:
        return None
    below = rest.lstrip("\n")
    first = below.split("\n\n", 1)[0]
    if not first.strip() or first.lstrip().startswith(("```", "~~~", "|", "<")) or (
            _words(first) <= _words(title) and not _asks(first)):
        return None
    return below


def untitled(titles: list[tuple[int, str]], texts: list[str], headed: bool = False,
             judged: Collection[int] = frozenset()) -> dict[int, str]:
    """The texts (by index) that lose their heading's title, when the file titles its questions so; ``headed``: the
    titles are headings' (blocks of their own); ``judged``: the questions (by index) whose choices are a true/false
    pair (``judges``)."""
    out = _unprompted({k: t for k, title in titles if (t := _titled(title, texts[k], headed)) is not None}, texts,
                      headed)
    # the questions a title could be taken from: short titles over more text (a question written whole in its
    # heading, "## 7. Question 7: After ...", or a text that is only its title, keeps it and counts for none)
    could = sum(1 for k, title in titles if 0 < _words(title) <= _TITLE_WORDS and texts[k].strip() != title.strip()
                and texts[k].partition("\n")[2].strip())
    if len(out) < _LEAST or len(out) * 5 < max(could, (len(texts) + 1) // 2) * 4:
        return {}
    # the file's titles so proved, a longer one is a title too over a paragraph that asks ("### O125. Servicio que NO
    # es parte de OCI AI Services" over "¿Cuál NO corresponde ...?": nine words, the word cap is for proving only)
    out.update((k, t) for k, title in titles if k not in out and (t := _titled(title, texts[k], headed, most=_LONGEST))
               and _asks(t.split("\n\n", 1)[0].split("\n", 1)[0]))
    # and one that asks is a title too ("## 14. Gateway notwendig?" over its statement)
    out.update((k, t) for k, title in titles if k not in out and (t := asking(title, texts[k], headed, k in judged)))
    # and, of a heading's shape the file proved, a title whatever it holds or whatever opens the text under it (code,
    # a short lead-in), where that text still asks ("#### 41. ... `Estimator.run()`" over "Which call is valid ...?")
    if headed:
        out.update((k, t) for k, title in titles if k not in out and (t := asked_below(title, texts[k])) is not None)
    return _unprompted(out, texts, headed)


def _unprompted(out: dict[int, str], texts: Sequence[str], headed: bool) -> dict[int, str]:
    """``out`` without the titles taken over no blank line (a bold line over the line that asks) where the whole text
    left is the same under two of them: a prompt the questions repeat (``Choose the correct answer:``) is no
    question's text, the bold line over it is the question (``**Which keyword defines a function**``). (A prompt
    over code that differs, ``下列代码运行后，输出结果是什么？`` over each its own, is each its question's.)"""
    if headed:
        return out
    tight = [k for k in out if not texts[k].partition("\n")[2].startswith("\n")]
    seen = Counter(out[k].strip() for k in tight)
    return {k: t for k, t in out.items() if k not in tight or seen[t.strip()] == 1}


def asked_below(title: str, text: str) -> str | None:
    """The text without its first line when that is ``title`` (a heading's: no blank line needed under it), twenty
    words at most and asking nothing, and a line of what follows, outside code blocks, asks (``_asks``); else None."""
    head, sep, rest = text.partition("\n")
    title = title.strip().strip("*_").strip()
    if not sep or not title or head.strip().strip("*_").strip() != title or title[-1] in "?？؟" or not (
            0 < _words(title) <= _LONGEST):
        return None
    below = rest.lstrip("\n")
    fence = ""
    for line in below.split("\n"):
        stripped = line.strip()
        if stripped.startswith(("```", "~~~")):
            fence = "" if fence and stripped.startswith(fence) else fence or stripped[:3]
            continue
        if not fence and _asks(stripped):
            return below
    return None


def numbered_heads(questions: Sequence[ImportedQuestion], heading: Callable[[int], tuple[int, str] | None],
                   numbered: Callable[[str], re.Match[str] | None],
                   known: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The titles of question headings numbered as a list's items are (``## 1.<TAB>IPv4-Bereiche``), for the
    questions (by index) not in ``known``: ``numbered`` is the reader's numbered line, its group 3 the title."""
    taken = {k for k, _ in known}
    return [(k, m.group(3)) for k, q in enumerate(questions) if k not in taken
            and (h := heading(q.pos.line - 1)) is not None and (m := numbered(h[1])) is not None]


def asking(title: str, text: str, headed: bool, judged: bool) -> str | None:
    """The text without its first paragraph when that is ``title``, even one that asks, in a file whose titles are
    proved otherwise (``mdfields.untitled``'s second look): only over a question ``judged`` (its choices a
    true/false pair) or one that asks below (see the module)."""
    below = _titled(title, text, headed, True)
    if below is None or title.rstrip()[-1:] not in "?？؟" or judged:
        return below
    return below if _asks(below.split("\n\n", 1)[0]) else None


def judges(choices: Sequence[str]) -> bool:
    """Whether ``choices`` are a true/false pair (``Wahr``/``Falsch``, ``Yes``/``No``): the question judges a
    statement."""
    folded = [c.strip().strip("*_.").strip().casefold() for c in choices]
    yes, no = verdictwords.TRUE_YES_RIGHT, verdictwords.FALSE_NO_WRONG
    return len(folded) == 2 and ((folded[0] in yes and folded[1] in no) or (folded[0] in no and folded[1] in yes))
