"""A line under choices each led by a dash (``-kot``, ``- tygrys``) that names some of them by their texts: the answer.

Some hand-written files give each question its choices on lines of their own, each after a dash glued to it or set
apart by a space, and then, on the last line of the question, with no dash, the right choices' texts one after
another (``kot tygrys``; ``pawel k oskar milosz``; ``szeregowym, zajawkowiczem``). The layout reader reads such a
question's lines as plain choices, the answer line among them. Here:

* ``names`` reads such a line as choices' texts: the line's words, in order, cut into runs that are each one
  choice's text (its words, case aside), set apart by spaces, commas or semicolons; each choice once. The cut must
  be the only one: a line that two cuts read, or none, names nothing;
* ``answer_last`` gives the choices a question's last line names so, when every line above it, in the choices, is
  led by a dash and the last is not.

The layout reader takes the last line as the answer only where four questions in five end so (the file's habit,
not one line that happens to repeat a choice).
"""

from __future__ import annotations

import re

from quizdeck.importers.answervalues import MIN_CHOICES, same

#: what sets apart the texts an answer line names: spaces, commas, semicolons
_APART = re.compile(r"[\s,;]+")
#: the most words an answer line may hold (the cut is tried at each word)
_MOST_WORDS = 40


def _words(text: str) -> list[str]:
    return [same(w) for w in _APART.split(text.strip()) if w]


def names(line: str, texts: list[str]) -> list[int] | None:
    """The choices ``line`` names as their texts in order (see the module), sorted; None unless exactly one cut of its
    words reads it so."""
    words = _words(line)
    choices = [_words(t) for t in texts]
    if not words or len(words) > _MOST_WORDS or any(not c for c in choices):
        return None
    # ways[i]: the cuts of words[i:] into choices' texts, at most two kept (two is already too many)
    ways: list[list[list[int]]] = [[] for _ in range(len(words) + 1)]
    ways[len(words)] = [[]]
    for i in range(len(words) - 1, -1, -1):
        for k, c in enumerate(choices):
            if words[i:i + len(c)] == c:
                for rest in ways[i + len(c)]:
                    if k not in rest and len(ways[i]) < 2:
                        ways[i].append([k, *rest])
    return sorted(ways[0][0]) if len(ways[0]) == 1 else None


def dashed(text: str, bulleted: bool) -> str | None:
    """A choice's text without the dash that leads it (glued, ``-kot``, or a bullet, ``- kot``); None when none does."""
    if bulleted:
        return text
    return text[1:].strip() or None if text.startswith("-") else None


def answer_last(texts: list[str], bulleted: list[bool]) -> tuple[list[str], list[int]] | None:
    """The choices' texts without their dashes and the choices the last line names, when every line but the last is
    led by a dash and the last is not and names some of them; else None."""
    if len(texts) < MIN_CHOICES + 1 or bulleted[-1] or texts[-1].startswith("-"):
        return None
    own = [dashed(t, b) for t, b in zip(texts[:-1], bulleted[:-1], strict=True)]
    if any(t is None for t in own):
        return None
    choices = [t for t in own if t is not None]
    named = names(texts[-1], choices)
    return (choices, named) if named is not None else None
