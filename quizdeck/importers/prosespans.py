"""A code span wrapping the whole first line of most questions, holding prose: styling, taken off.

Interview notes may write each question as one inline code span (`` `Question: Angular is a:` ``,
`` `Q3 - Which hook runs first?` ``): a look, not code. Learnt from the file, in any language:

* a question's first line is wholly one code span of single backticks, nothing outside it;
* what it holds is prose: three words at least, most of them of letters only, ending as a question or its lead-in
  does (``?``, ``:``, ``.``, or their wide forms), and none of the tokens only code writes (``;``, ``{``, ``}``,
  ``==``, ``=>``, ``->``, ``::``, ``&&``, ``||``);
* it opens with a question label (``Question:``, ``Q3 -``; the caller knows them): a label is no code, so the span
  is the file's styling of the whole line (a span of prose alone, `` `Welche Aussage stimmt?` ``, stays as written);
* more than half of the questions (three at least) open so: the file's way of writing a question.

Then the backticks are taken off those lines, and what Markdown would read as markup there is escaped (``*ngIf``,
``<ng-content>`` stay as written: ``\\*ngIf``, ``\\<ng-content>``); the label inside, ``Question:``, comes off after,
as any label does. A few such lines among plain ones are left as written (they may be code). Run by ``mend.py``
before the question labels; what was taken off is counted in the deck's summary. Every pattern is anchored and
linear.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from quizdeck.importers.formprefix import first_line
from quizdeck.importers.imported import ImportedDeck

#: a line that is one code span of single backticks, nothing around it
_SPAN = re.compile(r"`(?!`)([^`\n]+)`")
#: what only code writes
_CODE_TOKENS = re.compile(r"[;{}]|==|=>|->|::|&&|\|\|")
#: how a question (or its lead-in) ends
_ENDS = ("?", ":", ".", "？", "：", "。", "؟")
#: a word of letters only, maybe with a sign of a sentence after it (``purpose,``, ``is:``)
_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*[,.:;?!？：。؟]?")
#: what Markdown would read as markup in a code span's text once it is prose: escaped; a ``#`` opening a word too
#: (``Question: # of bits…``: a heading once the label is off; ``C#`` stays)
_MARKUP = re.compile(r"([\\*_\[\]<&$~]|(?<!\S)#)")
#: the fewest words a prose span holds
_LEAST_WORDS = 3


def prose(held: str) -> bool:
    """Whether a code span's content is prose, not code (see the module's docstring)."""
    text = held.strip()
    words = text.split()
    if len(words) < _LEAST_WORDS or not text.endswith(_ENDS) or _CODE_TOKENS.search(text):
        return False
    return 2 * sum(1 for w in words if _WORD.fullmatch(w)) > len(words)


def take_prose_spans(deck: ImportedDeck, labelled: Callable[[str], bool]) -> None:
    """The backticks off the questions' first lines when most are one code span of prose opening with a label
    (``labelled``: whether a line opens with a question label; the module's docstring)."""
    questions = deck.questions
    found: list[tuple[int, int, str, str]] = []
    for i, q in enumerate(questions):
        start, line = first_line(q.text)
        m = _SPAN.fullmatch(line)
        if m is not None and prose(m.group(1)) and labelled(m.group(1).strip()):
            found.append((i, start, line, m.group(1).strip()))
    if len(found) < 3 or 2 * len(found) <= len(questions):
        return
    for i, start, line, held in found:
        q = questions[i]
        q.text = q.text[:start] + _MARKUP.sub(r"\\\1", held) + q.text[start + len(line):]
    deck.mend("the code span around {n} question text{s}", len(found))
