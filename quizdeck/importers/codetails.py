"""A paragraph between a question's choices and the code the next question opens with: the first's explanation.

Some pages write each question as a code block over its choices (the question asked once, in a heading over all of
them), and after the choices, with nothing to label it, a paragraph saying why::

    ## What is the time complexity of this function?
    ```c
    void f(int n) { ... }
    ```
    - [x] O(1)
    - [ ] O(n)

    The time complexity of f is constant ...

    ```c
    void f(int n) { for ... }
    ```
    - [ ] O(1)
    - [x] O(n)

Read paragraph by paragraph, the paragraph above each code block is the start of the next question's text. The
question the page repeats opens with its code: the first one's code comes right under the heading, or some question's
code right after the choices above it (or their answer line). Where that is so (three questions opening with code at
least, each under the page's top or a heading, right after the question before's end, or under a paragraph right
after it; one at least of the first two kinds and one of the last), the paragraphs right after a question's end are
its explanation, when none of them asks (``?``, ``:``) and no two are the same (a paragraph every question repeats,
``Consider this code.``, is their text). Nothing here knows a language.
"""

from __future__ import annotations

from collections.abc import Mapping

#: what stands above a code block over choices: the page's top or a heading
OPENING = "opening"
#: the question above's end: its last choice or its answer line, blank lines between
CHOICE = "choice"
#: a paragraph that does not ask, right after the question above's end (a blank line between it and a choice)
TAIL = "tail"
#: anything else: a paragraph that asks or follows something else, another code block
OTHER = "other"

#: the fewest questions opening with code that make a page's shape
LEAST = 3


def tailed(above: Mapping[int, tuple[str, str]]) -> frozenset[int]:
    """The code blocks (their first lines) whose paragraph above is the question before's explanation, given what
    stands above each code block over choices: its kind (``OPENING``, ``CHOICE``, ``TAIL``, ``OTHER``) and, for a
    paragraph, its text."""
    kinds = [kind for kind, _ in above.values()]
    tails = [" ".join(text.split()).casefold() for kind, text in above.values() if kind == TAIL]
    if (len(kinds) < LEAST or OTHER in kinds or not tails or len(tails) == len(kinds)
            or len(set(tails)) != len(tails)):
        return frozenset()
    return frozenset(f for f, (kind, _) in above.items() if kind == TAIL)
