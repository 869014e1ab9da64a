"""True/false statements given with an answer line that says true or false, and no choices: true/false questions.

A bank's true/false part writes each statement as its questions are written, with no choices under it, and its
answer on the line below, a verdict and maybe why::

    ## True/False Questions

    - **Question 16**: MPI is a programming language.

      **Answer: False** (MPI is a message-passing library specification)

    1. - The combiner is also known as the "Mini-reducer".
       **Answer: True**

    - True or False: In OpenMP, global variables are private by default.

    Correct answer: False (Global variables are shared by default)

    1. The IP address and MAC address are the same thing (T/F)
    \t- False

    ### 11. [1001번]
    자본시장법상 파생상품이란 ... 금융투자상품을 의미한다.

    - 정답: **X**

Read as multiple-choice questions, such statements have no choices: they were said and left out. Here each is a
true/false question: a statement line (its indentation, list bullet, number and question label aside: ``1. -``,
``**Question 16**:``; two words at least, no choice's label first; a tag naming the pair at its end, ``(T/F)``,
taken off), a paragraph of its own (nothing but a blank line, a heading, an answer line or its own label line,
``**Question 1**``, above it, no list item: a choice; a line that asks over a code block indented under it, ``Is it
thread-safe?`` over ``    counter += 1``: the statement that line, the code its own), then blank lines only, then an
answer line whose value is a word for true or false, or a grade (``verdictwords``: ``Richtig``/``Falsch``,
``Correct``/``Incorrect``), in bold or not, what follows it in brackets, after a dash or a stop its explanation (or
a quote below it, ``> 해설: ...``; a word right after the verdict, nothing between, makes the verdict a value's first
word: ``Answer: Vera Wang``); or, right under it, a list item nested deeper holding that word alone (``- False``; a
letter, ``- F``, only under a statement tagged ``(T/F)``); or, right under it (no blank line), a line holding a
verdict's word alone in brackets (``（正确）``, ``(错)``, ``[False]``: a text bank's true/false part, its statements
``1、statement`` under a part's heading ``三、判断题``, ``verdictruns.SECTION``, which counts as a heading above a
statement; a statement four letters of a script written without spaces at least).
None under a key section's heading (``## Answer Key``:
``keysections`` reads its units). ``O`` and ``X`` (``○``, ``×``) are a verdict only in a file whose answer lines
write both. The file must write ``LEAST`` such statements. The choices are the file's own pair, as it spells its
verdicts (``True``/``False``; ``Vrai``/``Faux``; ``O``/``X``); a file that writes one side only gets that word's
partner. The statements are read apart, as ``verdictruns`` reads its own: the rest of the file read without their
lines. Line for line; linear in the number of lines. ``unread`` gives the answer lines with a verdict that no
statement took (under no choice): said at their line.

The answer's label may be ``=`` (``@tf 7) The sun rises in the West.`` over ``= false``: a value line), and a type
tag (``@tf``) opens the statement like its number. A pair written in lower case both (``true``/``false``, a value as
code writes it) is capitalised as choices (``True``/``False``). Two more ways a file answers such statements:

* one-line records, ``题目：statement  答案：正确`` (``verdictrecords``, the labels the file's own); its records
  answered otherwise, no choices written, are said once (``unread``): open questions, left to the other reading;
* a numbered line with no choices and no answer under it (the same list's next number, or a heading, next), whose
  number the key at the file's end answers with a verdict's word (``3. **True or False: ...**``, ``### Answers``,
  ``3. False``): the key's line its answer, its other lines still the other questions'.
"""

from __future__ import annotations

import re
from collections import Counter

from quizdeck.importers import verdictrecords, verdictwords
from quizdeck.importers.labels import split_label
from quizdeck.importers.verdictruns import SECTION, Statement

#: statements written so in a file: this many at least
LEAST = 2
#: the words that name an answer line's value (case folded): "Answer:", "Correct answer:", "Réponse :"
_WORDS = (r"(?:correct[ \t]+|right[ \t]+)?answers?|ans|réponse(?:[ \t]+correcte)?|respuesta(?:[ \t]+correcta)?|"
          r"resposta(?:[ \t]+correta)?|risposta(?:[ \t]+corretta)?|(?:richtige[ \t]+)?antwort|antwoord|odpowiedź|"
          r"ответ|cevap|jawaban|đáp án|答案|正确答案|正確答案|정답")
#: an answer line: its label, a colon, the verdict word, then maybe why (in brackets, after a dash or a stop)
_ANSWER = re.compile(rf"^[ \t>]*(?:[-*+][ \t]+)?(?:(?:\*\*|__)?(?:{_WORDS})[ \t]*(?:\*\*|__)?[ \t]*[:：]|=)[ \t]*"
                     r"(?:\*\*|__)?"
                     r"[ \t]*(?P<verdict>[^\W\d_]+)[ \t]*[.!]?[ \t]*(?:\*\*|__)?[ \t]*[.!]?[ \t]*(?P<why>.*?)[ \t]*$",
                     re.I)
#: what opens a statement line: indentation, a number (``1.``, ``1、``), a bullet (``1. -``), a question's label
#: (``**Question 16**:``)
_LEAD = re.compile(r"^[ \t]*(?:@[A-Za-z]{1,12}[ \t]+)?(?:\d{1,4}[.)][ \t]+|\d{1,4}[、．][ \t]*)?(?:[-*+][ \t]+)?"
                   r"(?:(?:\*\*|__)?(?:question|q)[ \t]*\d{1,4}[ \t]*[.:)]?[ \t]*(?:\*\*|__)?[ \t]*[.:)-]?[ \t]*)?",
                   re.I)
#: a list item or a numbered line: what a choice is written as
_ITEM = re.compile(r"^[ \t]*(?:[-*+•][ \t]|\d{1,4}[.)][ \t]|\(?[A-Za-z][).][ \t])")
_HEADING = re.compile(r"^ {0,3}#{1,6}(?:[ \t]|$)")
#: a line holding a verdict alone in brackets, right under its statement: ``（正确）``, ``(错)``, ``[True]``
_BRACKETED = re.compile(r"^[ \t]*[(\[（【][ \t]*(?P<verdict>[^\W\d_]{1,10})[ \t]*[)\]）】][ \t]*[.。]?[ \t]*$")
#: where the scripts written without spaces start (CJK radicals, kana, ideographs, Hangul...)
_UNSPACED = 0x2E80
#: a line of a quote: an explanation under an answer line
_QUOTE = re.compile(r"^ {0,3}>")
#: a list item holding a verdict alone: its indentation, the word (in bold or not)
_BARE = re.compile(r"^([ \t]*)[-*+][ \t]+(?:\*\*|__)?(?P<verdict>[^\W\d_]+)(?:\*\*|__)?[ \t]*[.!]?[ \t]*$")
#: the true and false of the O/X pair: a verdict only in a file that writes both
_OX_TRUE = frozenset({"o", "○", "◯"})
_OX_FALSE = frozenset({"x", "×"})
#: the words for true and for false: a statement's value, or a grade (``Antwort: Richtig``, ``Answer: Incorrect``)
_TRUE_WORDS = verdictwords.TRUE | verdictwords.RIGHT
_FALSE_WORDS = verdictwords.FALSE | verdictwords.WRONG
#: one letter for true, for false: a verdict only under a statement tagged with the pair (``(T/F)``)
_TRUE_LETTERS = frozenset({"t", "v", "w", "r"})
_FALSE_LETTERS = frozenset({"f"})
#: a tag naming the pair at a statement's end: ``(T/F)``, ``(True/False)``, ``[V/F]``, ``(O/X)``, ``(True or False)``
_TAG = re.compile(r"[ \t]*[(\[][ \t]*(?P<true>[^\W\d_]{1,10}|[○◯])[ \t]*(?:/|or|ou|o|oder|of)[ \t]*"
                  r"(?P<false>[^\W\d_]{1,10}|×)[ \t]*[)\]][ \t]*[.:?]?[ \t]*$", re.I)
#: a key section's heading: the statements under it are its units, another reader's (``keysections``)
_KEY = re.compile(r"^ {0,3}(?:#{1,6}[ \t]+)?[*_]*(?:answer[ \t]+key|answer[ \t]+sheet|answers|solutions?|key|réponses|"
                  r"lösungen|respuestas|respostas|soluciones|ответы)[*_:]*[ \t]*$", re.I)
_WHY = re.compile(r"^(?:[(\[](?P<bracketed>.*)[)\]]|[-–—:][ \t]*(?P<dashed>.*))$")
#: a word for true paired with its word for false, for a file that writes one side only
_PAIRS = {"true": "false", "correct": "incorrect", "right": "wrong", "correcto": "incorrecto",
          "correcta": "incorrecta", "correto": "incorreto", "corretta": "sbagliata", "corretto": "sbagliato",
          "vrai": "faux", "wahr": "falsch", "richtig": "falsch", "verdadero": "falso",
          "verdadera": "falsa", "verdadeiro": "falso", "verdadeira": "falsa", "vero": "falso", "vera": "falsa",
          "prawda": "fałsz", "igaz": "hamis", "waar": "onwaar", "juist": "onjuist", "doğru": "yanlış", "đúng": "sai",
          "benar": "salah", "верно": "неверно", "对": "错", "正确": "错误"}


def _true(word: str, tagged: bool = False) -> bool | None:
    """Whether a verdict's word says true (False: false); None when it is no verdict. ``O``/``X`` are one here,
    kept only where the file writes both (``find``); a letter only under a tagged statement (``tagged``)."""
    folded = word.casefold()
    if folded in _TRUE_WORDS or folded in _OX_TRUE or (tagged and folded in _TRUE_LETTERS):
        return True
    if folded in _FALSE_WORDS or folded in _OX_FALSE or (tagged and folded in _FALSE_LETTERS):
        return False
    return None


def _verdict(line: str) -> tuple[bool, str, str | None] | None:
    """(true, the word as written, why) of an answer line that gives a verdict; None for any other line."""
    m = _ANSWER.match(line[:2000])
    if m is None:
        return None
    word = m.group("verdict")
    true = _true(word)
    if true is None:
        return None
    why = m.group("why").strip()
    if why:
        w = _WHY.match(why)
        if w is None:
            if why[:1].isalnum() and not line[m.end("verdict"):m.start("why")].strip():
                return None          # "Answer: true if x > 0", "Answer: Vera Wang": a value, not a verdict
        else:
            why = (w.group("bracketed") if w.group("bracketed") is not None else w.group("dashed") or "").strip()
    return true, word, why or None


def _tagged(line: str) -> bool:
    """Whether a line ends with a tag naming the true/false pair: ``(T/F)``, ``(True or False)``."""
    m = _TAG.search(line[-80:])
    return m is not None and _true(m.group("true"), True) is True and _true(m.group("false"), True) is False


def _indent(line: str) -> int:
    """A line's indentation, a tab counted as four spaces."""
    return len(line[:len(line) - len(line.lstrip(" \t"))].expandtabs(4))


def _bracketed(line: str) -> tuple[bool, str] | None:
    """(true, the word as written) of a line holding a verdict's word alone in brackets (``（正确）``); None
    otherwise."""
    m = _BRACKETED.match(line[:200])
    if m is None:
        return None
    true = _true(m.group("verdict"))
    return None if true is None else (true, m.group("verdict"))


def _bare(line: str, below: str) -> tuple[bool, str] | None:
    """(true, the word as written) of a list item ``below`` a statement ``line`` holding a verdict alone, nested
    deeper than the statement; None otherwise."""
    m = _BARE.match(below[:200])
    if m is None or _indent(below) <= _indent(line):
        return None
    true = _true(m.group("verdict"), _tagged(line))
    return None if true is None else (true, m.group("verdict"))


def _text(line: str) -> str | None:
    """A statement line's statement, what opens it and a tag naming the pair (``(T/F)``) aside; None when it is no
    statement (one word, a choice, a heading, an answer line)."""
    if _HEADING.match(line) or _ANSWER.match(line[:2000]):
        return None
    lead = _LEAD.match(line)
    text = line[lead.end() if lead else 0:].strip()
    if _tagged(text):
        text = _TAG.sub("", text[-80:]) if len(text) <= 80 else text[:-80] + _TAG.sub("", text[-80:])
    if text.endswith("{"):
        return None                  # "statement {" over "=True": GIFT's answers, its own reader's
    if split_label(text) is not None or (len(text.split()) < 2 and
                                         sum(1 for ch in text if ch.isalpha() and ord(ch) >= _UNSPACED) < 4):
        return None                  # one word (four letters of a script written without spaces make a statement)
    return text


def _said(line: str) -> bool:
    """Whether a line gives a verdict, labelled (``Answer: False``) or alone in a list item (``- False``)."""
    if _verdict(line) is not None or _bracketed(line) is not None:
        return True
    m = _BARE.match(line[:200])
    return m is not None and _true(m.group("verdict"), True) is not None


def _answered(lines: list[str], fenced: list[bool], i: int) -> tuple[int, bool, str, str | None] | None:
    """(its statement's line, true, the verdict as written, why) of an answer at line ``i``: a labelled answer line
    under the statement, blank lines between allowed, or a verdict alone in a list item nested right under it."""
    found = _verdict(lines[i])
    if found is not None:
        s = i - 1
        while s >= 0 and not lines[s].strip() and not fenced[s]:
            s -= 1
        return (s, *found) if s >= 0 and not fenced[s] else None
    if i > 0 and not fenced[i - 1] and lines[i - 1].strip() and (bracketed := _bracketed(lines[i])) is not None:
        return i - 1, bracketed[0], bracketed[1], None   # "（正确）" alone right under the statement
    if i == 0 or fenced[i - 1] or not lines[i - 1].strip() or (bare := _bare(lines[i - 1], lines[i])) is None:
        return None
    return i - 1, bare[0], bare[1], None


def _told(lines: list[str], fenced: list[bool], i: int) -> tuple[int, int] | None:
    """The lines (first, end) of a quote under an answer line from line ``i`` on, blank lines between allowed (``>
    해설: ...``): the statement's explanation; None when no quote follows."""
    while i < len(lines) and not lines[i].strip() and not fenced[i]:
        i += 1
    end = i
    while end < len(lines) and not fenced[end] and _QUOTE.match(lines[end]):
        end += 1
    return (i, end) if end > i else None


#: a question's label alone on its line, over the statement: ``**Question 1**``, ``Q1:``
_LABEL_LINE = re.compile(r"^[ \t]*(?:\*\*|__)?(?:question|q)[ \t]*\d{1,4}[ \t]*[.:)]?[ \t]*(?:\*\*|__)?"
                         r"[ \t]*[.:)]?[ \t]*$", re.I)
#: the indentation of a Markdown code block's lines
_CODE_INDENT = 4


def _code(lines: list[str], fenced: list[bool], at: int) -> tuple[int, tuple[int, ...]] | None:
    """(the asking line, its code's lines) when line ``at`` is the last line of a code block indented under a line
    that asks (``Is the following thread-safe?``, a blank line, ``    counter += 1``); None otherwise."""
    if _indent(lines[at]) < _CODE_INDENT or _ITEM.match(lines[at]):
        return None
    k = at
    while k >= 0 and not fenced[k] and (not lines[k].strip() or _indent(lines[k]) >= _CODE_INDENT):
        k -= 1
    if k < 0 or fenced[k] or lines[k + 1].strip() or not lines[k].rstrip().endswith(("?", "？", ":", "：")) or \
            _text(lines[k]) is None or any(_said(lines[n]) or _ANSWER.match(lines[n][:2000]) for n in range(k, at)):
        return None                  # no asking line right above a blank line; an answer line between: statements
    first = k + 2
    while not lines[first].strip():
        first += 1
    return k, tuple(range(first, at + 1))


def _dedented(code: list[str]) -> str:
    """Code lines less the indentation they share."""
    least = min(_indent(line) for line in code if line.strip())
    return "\n".join(line.expandtabs(4)[least:].rstrip() for line in code)


def unread(lines: list[str], fenced: list[bool], statements: list[Statement]) -> list[tuple[int, str]]:
    """What the statements' reading leaves to the file's other reading, each to be said at its line (0-based), with
    what to say: the answer lines with a verdict that no statement took, under no choice (a lettered line, a list's
    last item, one word) nor another verdict (a statement not read as one); the file's one-line records whose answer
    is no verdict and that write no choices (``verdictrecords``: open questions), said once at the first; and
    beside those, the records read as statements that ask (a question mark: their verdict's word may be a value),
    said once at the first."""
    taken = {st.answer for st in statements}
    key = next((i for i, line in enumerate(lines) if not fenced[i] and _KEY.match(line[:200])), len(lines))
    out = []
    for i in range(key):
        if fenced[i] or i in taken or _verdict(lines[i]) is None:
            continue
        s = i - 1
        while s >= 0 and not lines[s].strip() and not fenced[s]:
            s -= 1
        if s < 0 or fenced[s] or _said(lines[s]) or _text(lines[s]) is None:
            continue                 # a choice (``C) Orange``, ``- False``), a heading, another verdict
        if s > 0 and _ITEM.match(lines[s]) and lines[s - 1].strip() and _ITEM.match(lines[s - 1]):
            continue                 # a list's last item: a choice
        out.append((i, f"line {i + 1} gives a true/false verdict, but the line above it was not read as a statement "
                       "(it is no paragraph of its own): left to the questions' reading"))
    records, others = verdictrecords.find(lines, fenced, _true)
    read = {st.line for st in statements}
    asked = [st.line for st in records if st.line in read and verdictrecords.asks(st.text)] if others else []
    if asked:   # "What does [] == false give?  Answer: true" beside open records: a value, or a verdict?
        shown = ", ".join(str(n + 1) for n in asked[1:13]) + (", ..." if len(asked) > 13 else "")
        more = f" (and {len(asked) - 1} more like it: line{'s' if len(asked) > 2 else ''} {shown})" \
            if len(asked) > 1 else ""
        out.append((asked[0], f"line {asked[0] + 1} is a record that asks (a question mark) and is answered by a "
                              f"true/false word{more}, in a file whose other records are open questions: read as a "
                              "true/false statement, though its answer may be a value (`true` as code writes "
                              "it); compare with the source"))
    if others and any(st.answer == st.line or st.own for st in statements):
        shown = ", ".join(str(n + 1) for n in others[1:13]) + (", ..." if len(others) > 13 else "")
        more = f" (and {len(others) - 1} more like it: line{'s' if len(others) > 2 else ''} {shown})" \
            if len(others) > 1 else ""
        out.append((others[0], f"line {others[0] + 1} is a record whose answer is no true/false verdict and that "
                               f"writes no choices{more}: an open question, not read as one here; left to the "
                               "questions' reading, compare with the source"))
    return sorted(out)


def find(lines: list[str], fenced: list[bool]) -> list[Statement] | None:
    """The file's true/false statements with an answer line (see the module), or None when it writes too few."""
    out, _ = verdictrecords.find(lines, fenced, _true)   # "题目：statement  答案：正确": one-line records
    key = next((i for i, line in enumerate(lines) if not fenced[i] and _KEY.match(line[:200])), len(lines))
    held = {n for st in out for n in (st.line, *st.own, *(() if st.answer is None else (st.answer,)))}
    for i in range(key):
        if fenced[i] or i in held or (answered := _answered(lines, fenced, i)) is None:
            continue
        s, true, word, why = answered
        own: tuple[int, ...] = ()
        if (code := _code(lines, fenced, s)) is not None:
            s, own = code            # "Is the following thread-safe?" over indented code: the question, its code
        if (text := _text(lines[s])) is None:
            continue
        if own:
            text += "\n\n" + _dedented([lines[n] for n in range(own[0], own[-1] + 1)])
        above = s - 1
        if above >= 0 and _LABEL_LINE.match(lines[above][:200]) and not fenced[above]:
            own, above = (above, *own), above - 1   # "**Question 1**" alone over it: its own label
        if above >= 0 and lines[above].strip() and not (_HEADING.match(lines[above]) or _said(lines[above]) or
                                                         SECTION.match(lines[above][:200])):
            continue                 # a statement is a paragraph of its own: no choice, no wrapped text above it
        prev = above
        while prev >= 0 and not lines[prev].strip():
            prev -= 1
        if prev >= 0 and not fenced[prev] and _ITEM.match(lines[prev]) and not _said(lines[prev]):
            continue                 # right under a list item: the list's last item, a choice
        told = None if why is not None else _told(lines, fenced, i + 1)
        if told is not None:
            why = "\n".join(line.strip() for line in lines[told[0]:told[1]])
        out.append(Statement(s, text, true, word, why, answer=i, told=told, own=own))
    out += _keyed(lines, fenced, key, {n for st in out for n in (st.line, *st.own)})
    out.sort(key=lambda st: st.line)
    tokens = {st.token.casefold() for st in out}
    if not (tokens & _OX_TRUE and tokens & _OX_FALSE):
        out = [st for st in out if st.token.casefold() not in _OX_TRUE | _OX_FALSE]   # "Answer: X": a label
    return out if len(out) >= LEAST else None


#: a numbered line: its number (``3.``, ``3)``), in bold or not, after its indentation
_NUMBER = re.compile(r"^([ \t]*)(?:\*\*|__)?(\d{1,4})[.)](?:\*\*|__)?[ \t]")
#: a key's line giving a numbered question a verdict: ``3. False``, ``- 3) **True**``, ``Q3: False``
_KEYED = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?(?:q(?:uestion)?[ \t]*)?(?P<n>\d{1,4})(?:\*\*|__)?[ \t]*[.):-]"
                    r"[ \t]*(?:\*\*|__)?(?P<verdict>[^\W\d_]{2,12})(?:\*\*|__)?[ \t]*[.]?[ \t]*$", re.I)
#: a statement wrapped in bold whole: ``**True or False: MongoDB stores data in tables.**``
_BOLD = re.compile(r"^(?:\*\*|__)(?P<text>[^*_].*?)(?:\*\*|__)$")


def _keyed(lines: list[str], fenced: list[bool], key: int, held: set[int]) -> list[Statement]:
    """The numbered statements that write no choices and no answer under them, whose number the file's key (under
    its heading, line ``key``) answers with a verdict's word (``3. False``): true/false statements, their answer
    that key line. A statement is a numbered line, a paragraph of its own, the next line written after it (blank
    lines between) the same list's next number or a heading: no choice under it."""
    verdicts: dict[str, tuple[int, bool, str]] = {}
    for i in range(key + 1, len(lines)):
        m = _KEYED.match(lines[i][:200]) if not fenced[i] else None
        if m is not None and (true := _true(m.group("verdict"))) is not None and \
                m.group("verdict").casefold() not in _OX_TRUE | _OX_FALSE:
            verdicts.setdefault(m.group("n").lstrip("0"), (i, true, m.group("verdict")))
    if not verdicts:
        return []
    out: list[Statement] = []
    for i in range(key):
        m = _NUMBER.match(lines[i][:200]) if not fenced[i] and i not in held else None
        if m is None or (found := verdicts.get(m.group(2).lstrip("0"))) is None or (text := _text(lines[i])) is None:
            continue
        if i > 0 and lines[i - 1].strip() and not _HEADING.match(lines[i - 1]):
            continue                 # no paragraph of its own: a choice, wrapped text
        j = i + 1
        while j < len(lines) and not lines[j].strip() and not fenced[j]:
            j += 1
        after = _NUMBER.match(lines[j][:200]) if j < len(lines) and not fenced[j] else None
        if not (j == key or (j < len(lines) and _HEADING.match(lines[j])) or (
                after is not None and after.group(1) == m.group(1) and int(after.group(2)) == int(m.group(2)) + 1)):
            continue                 # something under it: its choices, its text
        bold = _BOLD.match(text)
        out.append(Statement(i, bold.group("text").strip() if bold else text, found[1], found[2], answer=found[0]))
    return out


def choices(statements: list[Statement]) -> tuple[str, str]:
    """The file's pair as it spells it: its most written word for true and for false, or one side's partner; written
    in lower case both (``= true``, a value as code writes it), capitalised as a choice opens (``True``)."""
    trues = Counter(s.token for s in statements if s.true)
    falses = Counter(s.token for s in statements if not s.true)
    true = trues.most_common(1)[0][0] if trues else None
    false = falses.most_common(1)[0][0] if falses else None
    if true is None:
        assert false is not None
        partner = next((t for t, f in _PAIRS.items() if f == false.casefold()), "true")
        true = _spelt(partner, false)
    if false is None:
        false = _spelt(_PAIRS.get(true.casefold(), "false"), true)
    if true.islower() and false.islower():
        true, false = true.capitalize(), false.capitalize()   # "= true", a value as code writes it: a choice's word
    return true, false


def _spelt(word: str, like: str) -> str:
    """``word`` in the case ``like`` is written in: ``FALSE``, ``False``, ``false``."""
    if like.isupper():
        return word.upper()
    return word.capitalize() if like[:1].isupper() else word
