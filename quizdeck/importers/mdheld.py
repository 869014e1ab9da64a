"""A Markdown page whose quiz is held as data, not written as Markdown: read as that data.

Three places hold it: the page's front matter (``questions:`` records in its YAML, ``mdfrontdata``), the
props of the page's components (MDX's ``<Quiz question=... options={[...]} answerIndex={0} />``, ``mdxprops``)
and a list whose items each hold the same labelled fields nested under them (``mdfieldlists``).
Either way the records are read by ``datarecords``, which says at its line what a record lacks; a front matter's
answer numbers are guessed counted from 1 (a person's), unless it names the template that draws the page
(``layout: quiz``; a blog's ``layout: post`` draws any page) or the page's script indexes with them
(``options[q.answer]``, ``.at(q.answer)``): a program's, from 0; a script indexing ``[answer - 1]`` counts
from 1. The deck is named by the front matter's ``title``, else the page's first top-level heading. Lines around
the data that only lay out the page (its front matter's other keys, ``import`` lines, lines of HTML tags only such as
``<details>``) are furniture; the page's prose is left unused, as the summary says.
"""

from __future__ import annotations

import re

from quizdeck.importers import datarecords, mdfieldlists, mdfrontdata, mdxprops
from quizdeck.importers.datarecords import Warn
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.mdinline import fenced_lines
from quizdeck.importers.mdstructure import front_matter

#: a page's lines that only lay it out: MDX's imports and exports, a line of HTML tags only (``<details>``,
#: ``<summary><strong>Chapter 1</strong></summary>``, ``<br/>``), a rule
_LAYOUT = re.compile(r"^[ \t]*(?:(?:import|export)[ \t].*|(?:</?[A-Za-z][^<>]{0,300}>[^<>]{0,200})+)$"
                     r"|^ {0,3}([-*_])[ \t]*(?:\1[ \t]*){2,}$")
_TITLE = re.compile(r"^#[ \t]+(\S.*?)[ \t#]*$")
#: a front matter's key naming the template that draws the page (Jekyll's ``layout: quiz``, Hugo's ``type:``)
#: not a blog's layouts (``layout: post``, ``page``, ``default``): those draw any page, not a quiz from its data
_TEMPLATE = re.compile(r"^(?:layout|type|template)[ \t]*:[ \t]*(?![\"']?(?:post|posts|page|pages|default|home|single|"
                       r"article|blog|base|none|null|false|doc|docs|wide|archive)\b)\S", re.I)
#: a script indexing a list by a record's answer: ``options[q.answer]``, ``choices[item.correctIndex]``,
#: ``q.options.at(q.answer)``; with ``- 1`` after it (``options[answer - 1]``), a script whose numbers count from 1
_INDEXES = re.compile(r"(?:\w\[|\.at\()[ \t]*[\w.]{0,60}(?:answer|correct|right|solution|key)\w{0,20}[ \t]*"
                      r"(-[ \t]*1[ \t]*)?[\])]", re.I)


def read(lines: list[str], where: str, deck: ImportedDeck, warn: Warn) -> bool:
    """Put the quiz a page holds as data into ``deck``: True when it holds one (read), False when it holds none
    (nothing done)."""
    front = mdfrontdata.quiz(lines)
    records = front.records if front is not None else mdxprops.quiz(lines) or mdfieldlists.quiz(lines)
    if not records:
        return False
    # a front matter no template is named to draw is a person's data: its numbers count from 1 as often as from 0
    scripts = [m for line in lines for m in _INDEXES.finditer(line[:2000])]
    indexed = front is None or (bool(scripts) and not any(m.group(1) for m in scripts)) or (not scripts and any(
        _TEMPLATE.match(lines[n - 1]) for n in range(front.start, min(front.end, len(lines) + 1))))
    questions = datarecords.read(records, where, warn, indexed=indexed)
    if not questions:
        return False
    deck.questions.extend(questions)
    inside = [False] * (len(lines) + 2)
    for d in records:
        for n in range(d.line, d.last + 1):
            inside[n] = True
    span, given = front_matter(lines)
    title = front.title if front is not None else given
    headed = False
    first_front, last_front = (front.start, front.end) if front is not None else \
        (span[0] + 1, span[1]) if span is not None else (0, -1)
    fenced = fenced_lines(lines)
    for n, line in enumerate(lines, start=1):
        if inside[n] or fenced[n - 1]:
            continue
        if first_front <= n <= last_front or _LAYOUT.match(line[:2000]):
            deck.skip(n)
        elif not headed and (m := _TITLE.match(line[:2000])):
            title, headed = title or m.group(1), True   # the page's first heading: its title
            deck.use(n)
    if title:
        deck.name = title
    return True

