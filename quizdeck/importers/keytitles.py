"""The words that name an answer key (``Answers``, ``Answer key``, ``Solutions``, ``Respostas``, ``答案``): one
vocabulary for every reader of keys.

A key's title is told four ways: a line or heading that is nothing but the title (``## Answer Key``, ``**Answers:**``,
``📝 Solutions``: ``KEY_TITLE``; a heading may be the word for one answer too, ``## Answer``, where the section names
each question it answers: ``HEADED_TITLE``), a heading that opens with it (``# Answer Key with Explanations``:
``KEY_OPENING``), and a section's name joined to it by a sign, as a program names its blocks
(``Technology_respostas``: ``SECTION_KEY``). Each is built from the one list of words, so a word learnt from a bank
serves all of them. Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re

#: the words (a phrase) that name an answer key, in the languages met: a key of many answers (``Answers``, not the
#: one ``Answer`` a question's own block is headed with)
_NAMING = (r"answer[ \t]*keys?|answers(?:[ \t]+(?:and|&)[ \t]+explanations?)?|solutions|answer[ \t]+sheet|"
           r"correct[ \t]+answers|đáp[ \t]+án|lösungen|antworten|respuestas|réponses|risposte|respostas|"
           r"ответы|答案|解答|正解")
#: ... and ``Key`` alone, a key's title only where it is the whole title (``## Key``, never ``## Key takeaways``)
KEY_WORDS = _NAMING + r"|key"
#: the words a heading over one answer may be (``## Answer``, ``## Solution``): a key's title only where its section
#: names each question it answers (``keysections``)
_ONE = r"answer(?:[ \t]+(?:and|&)[ \t]+explanations?)?|solution|lösung"
#: a line or heading's text that is only a key's title, signs, emphasis and emoji around it (asking is no title:
#: ``solutions?`` ends a wrapped question)
KEY_TITLE = re.compile(rf"^[\W_]*(?:the[ \t]+)?(?:{KEY_WORDS})[^\w?？]*$", re.I)
#: a heading's text that is only a key's title or the word for one answer
HEADED_TITLE = re.compile(rf"^[\W_]*(?:the[ \t]+)?(?:{KEY_WORDS}|{_ONE})[^\w?？]*$", re.I)
#: a heading's text that opens with a key's title (words may follow: ``Answer Key with Explanations``; a bare ``Key``
#: opens ``Key takeaways``, ``Key concepts``: no key)
KEY_OPENING = re.compile(rf"^[\W_]*(?:the[ \t]+)?(?:{_NAMING})\b", re.I)
#: a section's name joined to a key's title by a sign, as a program names it: ``Technology_respostas``
SECTION_KEY = re.compile(rf"^[ \t#*_]*[^\W_][^?？\n]{{0,60}}?[_-](?:{KEY_WORDS})[ \t*_:]*$", re.I)
