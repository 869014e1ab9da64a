"""The mark a file puts on its right choices, learnt from the file: what one choice of each question
carries and the others do not.

Hand-made banks mark the right choice where it stands, each its own way: ``a) Spock R``, ``[+] a) text``
beside ``[-] b) text``, ``- (x) text`` beside ``- ( ) text``, ``4. Skoda.`` (a full stop on the right one
only), ``text (Verificado)``, ``text <==``, ``*text``, the whole choice in bold. No list of marks is kept
here: every choice's edges are candidates (``edges``: a short token of symbols or a bracket before its
text, before its label or after its text, a short word after it, bare or in quotes (``"C"``), a full stop glued
on, the whole text in bold), and ``learn`` keeps those that most questions put on exactly one choice. A word or a full
stop (``R``, ``.``) is a weaker sign than a symbol: it must be on one choice of nearly every question,
on texts that differ, and the import says so at the first question so read.

A mark after the text may name its own choice (``← Jawaban: B``, ``(Answer: C)``): the label is no part of the mark,
and a question whose mark names another choice than the one it stands on is said, not answered. A mark holding a
word that stands on several choices of its questions (``(richtige Option)``) marks a select-all question's right
choices when it complements a mark learnt on one choice (``(richtig)``), or alone marks nearly every question; so
does a sign set apart after the text (``text *``) that stands on one choice of half its questions at least, on
several of the others, on every choice of none, alone on nearly every question whose answer is not known.

A word the vocabulary says right with and never wrong (``CORRECTA``, ``richtig``), after the text however set apart (a
space, a tab, `` - ``, brackets), is one mark whatever its glue, learnt as a word is.

A box set apart after the text with a sentence's stop after it (``behavior (CORRECT).``) is the same box where the file
writes it set apart at a text's end too; taking it off leaves the stop with the text. A mark the answers read
otherwise carry on nearly every question (the reader took ``(CORRECT)`` off them) answers the one open question it
stands on once, a sign or a box (never a word or a stop: text as often).

A word between two copies of one sign set apart after the text (``$true$``, ``#ok#``, ``::right::``) is a word box
as ``(true)`` is, learnt under the same proof. A sign glued on after a stop, a quote or a bracket (``la pared.🔫``,
``Erika"🔫``) is a candidate only where the file writes the same token set apart on some choice (``Mews 🔫``): the
file's mark as a hand types it; alone such a sign is the text's punctuation (a footnote's ``.*``).

A short word or number set apart before the text (``1  plave`` beside ``0  zelene``) is a mark only as one of a pair:
every choice of the questions it marks opens with one of two such tokens, the one on exactly one choice of each, the
other on all the rest, in questions of three choices or more (in a file of two choices a question, ``Yes ...`` and
``No ...`` are text as often as a mark). Labels never pair so: each choice has its own. Where every choice of nine
in ten of the questions opens with one of exactly two such tokens, several choices of a question may carry the right
one (``1 Springen``, ``1 Schießen`` beside ``0 Sliden``): it is ``1`` beside another token, or the one missing from
some questions (all of whose choices are wrong); both come off. A label of a few words and
its colon before the text, maybe numbered, maybe in bold (``**Correct:**`` beside ``**Distractor 2:**``,
``<strong>Richtig:</strong>`` beside ``<strong>Falsch:</strong>``) pairs the same way, its number aside.

A yes or no word set apart after the text by two spaces or a tab (``Nmap  ok``, ``VLC  non``, maybe a few words after
it: ``oui pour l'admin``), the vocabulary's in many languages (``verdictwords``), is every choice's verdict when nine
choices in ten of the questions it stands on carry one, a no word in nearly all of them: the yes words mark the right
choices, several a question as often as one, and both come off. Not after a text that is itself such a word:
``Yes  No``, ``True  False`` are the choices of a question in two parts.

A token on the last choice of nearly every question it stands on is the place of a field every record ends with (a
tip, an explanation under a sign), not a mark: beside a mark that moves from question to question it is not learnt
(``Learnt.fields``; the caller reads that last line as the explanation). Alone it is learnt, and said so
(``Learnt.last``): where that last line repeats another choice of its record (``__Falso__`` under ``Verdadeiro``,
``Falso``) it is the record's answer line, not a choice (``lastmarks``); elsewhere it may be the right choice written
last, marked, and the import says that the answers rest on it. A mark that stands in nearly every question of one
run of the file, and in few others, marks that part; the items outside it (``Learnt.apart``) carry none: entries of
another kind, a glossary before a quiz.

A sign glued on that closes what the text opened (``==text==``, an emphasis ending it, ``Wax from *flowers*``) is
the text's markup, never a mark. What the other choices carry at the same place instead (``[-]``, ``( )``) is taken
off with it. A
question on which none of its choices, or several, carry the mark that the rest put on one, is said
(``Learnt.none``, ``Learnt.several``).

Every pattern here is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from quizdeck.importers import verdictwords
from quizdeck.importers.labels import LABELLED, split_label

#: a first line longer than this is prose; only its edges are looked at, and only this far
LONGEST = 400
#: a share of the questions a mark must be on one choice of to be the file's own
RECUR = 0.6
#: ... and, for a word or a full stop, nearly all of them
RECUR_WEAK = 0.8


@dataclass(frozen=True, order=True)
class Mark:
    """A mark as compared: where it stands (``before``, ``after``, ``bold``) and its token (case folded)."""

    edge: str
    token: str

    @property
    def weak(self) -> bool:
        """A word (in bold too, ``**X**``) or a full stop: text as often as a mark."""
        return self.edge == "after" and (self.token.strip("*_\"'“‘")[:1].isalnum() or self.token in _WEAK)

    @property
    def empty(self) -> bool:
        """An empty box, a minus or a cross in one (``( )``, ``[-]``), or a cross: what a choice that is not
        right carries, never the right one's mark."""
        if self.edge == "verdict":
            return self.token == "no"
        boxed = self.token[:1] in "([{"
        inside = self.token.strip("()[]{} ") if boxed else self.token
        if inside == "-" and self.edge == "after" and not boxed:
            return False                 # a minus after a text, alone: a sign like any (``text -``, ``text-``)
        return inside in ("", "-") or any(c in _CROSSES for c in inside)

    def shown(self) -> str:
        if self.edge == "verdict":
            return f"{self.token!r} (a {self.token} word set apart after the text)"
        return "bold" if self.edge == "bold" else repr(self.token)


_WEAK = (".", "!")
_CROSSES = "❌✗✘☒✖☐×"
#: a run of one symbol, maybe closed by one or two others: ``+++++=``, ``<<<<``
_RUN = r"(?P<run>[^\w\s\"'»”)\].,;:?!…])(?P=run){3,40}[^\w\s\"'»”)\].,;:?!…]{0,2}"
#: a bracket holding a symbol, a space, an x or a check mark: ``(x)``, ``( )``, ``[+]``, ``[-]``, ``[*]``, ``[]``
_BOX = r"[(\[{][ \t]?(?:[^\w\s()\[\]{}]{0,2}|[xXvV✓✔])[ \t]?[)\]}]"
#: a bracket holding one to three words: ``(Verificado)``, ``[correct]``, ``(right answer)``
_WORD_BOX = r"[(\[][^\W\d_]{2,20}(?:[ \t][^\W\d_]{1,20}){0,2}[)\]]"
#: a word between two copies of one sign or two, set apart after the text: ``$true$``, ``#ok#``, ``%correct%``,
#: ``::right::`` (a word box as ``(true)`` is; not quotes, brackets, a sentence's stops, nor markup's emphasis or code:
#: ``*word*``, ``_word_``, ``~~word~~``, ``==word==``, `` `word` ``)
_SIGN_BOX = r"(?P<sign>[^\w\s\"'«»“”‘’„()\[\]{}<>.,;?!…*_~=`]{1,2})[^\W\d_]{2,20}(?P=sign)"
#: symbols, then one or two words: ``<-- correct``, ``← right answer``
_PHRASE = r"[^\w\s\"'»”)\].,;:?!…]{1,4}[ \t]*[^\W\d_]{2,12}(?:[ \t][^\W\d_]{1,12})?"
#: symbols or a bracket, then one to three words and a colon, then a label or a number naming the choice it stands on:
#: ``← Jawaban: B``, ``<- answer: 2``, ``(Answer: C)``; the value is the choice's own, not part of the mark
_VALUED = re.compile(r"[ \t]+(?P<mark>(?:[^\w\s\"'»”)\].,;:?!…(\[]{1,4}[ \t]*|[(\[])[^\W\d_]{2,20}"
                     r"(?:[ \t][^\W\d_]{1,20}){0,2}[ \t]*[:：=])[ \t]*(?:\*\*|__)?(?P<value>[A-Za-z]|\d{1,2})"
                     r"(?:\*\*|__)?(?P<close>[.)\]]?)[ \t]*$")
#: a character written as an HTML reference, as a page would show it one sign: ``&#x2610;``, ``&check;``
_CHAR_REF = r"&#?[0-9A-Za-z]{1,8};"
#: a mark before the text: a box, a word in brackets, or one to three symbols (not an opening quote or bracket)
_BEFORE = re.compile(rf"({_BOX}|{_WORD_BOX}|{_CHAR_REF}|[^\w\s(\[{{\"'«“„¿¡.,;:?!…]{{1,3}})[ \t]+(?=\S)")
#: a mark after the text, set apart: symbols (``<==``, ``✓``, ``*``), a box, a word in brackets or between signs
_AFTER = re.compile(rf"[ \t]+({_BOX}|{_WORD_BOX}|{_SIGN_BOX}|{_RUN}|{_PHRASE}|[^\w\s\"'»”)\].,;:?!…]{{1,4}})[ \t]*$")
#: symbols glued on after the text, then one to three words: ``text===>la bonne réponse``, ``text<--right``
_GLUED_PHRASE = re.compile(r"(?<=\S)([^\w\s\"'»”)\].,;:?!…(\[{]{2,4}[ \t]*[^\W\d_]{2,12}(?:[ \t][^\W\d_]{1,12}){0,2})"
                           r"[ \t]*$")
#: a mark glued on before a word or a label: ``*Paris``, ``=Paris``, ``^Paris``, ``*a) text``, ``✓B. text``, a word in
#: braces or square brackets (``{right}Paris``)
_GLUED_BEFORE = re.compile(r"([*+=!^✓✔✅]{1,3}|[{\[][^\W\d_]{2,20}[}\]])(?=[^\W\d_]|[\"'«“])")
#: one ASCII sign glued on before a word (``:for``, ``#Paris``, ``@Paris``, ``~Paris``): no bracket, quote, stop,
#: word's sign, tag or entity (``(``, ``"``, ``.NET``, ``_x``, ``<u>``, ``&amp;``); before a number only a sign
#: that is no number's (``:2``, ``#2``; not ``-5``, ``$5``, ``<5``, ``/2``); a mark only by ``learn``'s proof, like
#: any (on one choice of most questions, never on every choice of one, beside texts that differ)
_GLUED_ONE = re.compile(r"([#$%,\-/:;>?@\\|~](?=[^\W\d_])|[#:;?@\\|](?=\d))")
#: signs glued on before a choice's label: ``->c) text``, ``>>B. text`` (a label must follow)
_GLUED_SIGN = re.compile(r"([^\w\s(\[{\"'«“„¿¡.,;:?!…]{1,3})(?=\w)")
#: a word in brackets glued on after a sentence's end: ``... listelenir.(Doğru)``, compared with it set apart
_GLUED_BOX = re.compile(rf"(?<=[.!?…])({_WORD_BOX})[ \t]*$")
#: a mark glued on after a word: ``text*``, ``text+++``, ``text✓``, ``text-``: one to three symbols (not a closing
#: bracket or quote, not punctuation, not a tag's or a table's sign), the same as set apart (``text -``), which it is
#: compared with
_GLUED = re.compile(r"(?<=\w)([^\w\s\"'»”)\].,;:?!…<>/\\|`}]{1,3})[ \t]*$")
#: the same signs glued on after a sentence's stop or a closing quote or bracket (``la pared.🔫``, ``Erika"🔫``): a mark
#: only where the file writes the same token set apart too (``_Edge.stuck``, ``_file_edges``)
_GLUED_STOP = re.compile(r"(?<=[.!?…\"'»”)\]])([^\w\s\"'»”)\].,;:?!…<>/\\|`}]{1,3})[ \t]*$")
#: a short word set apart after the text, maybe inside the text's closing quote: ``Spock R``, ``"Voyager R"``
_WORD_AFTER = re.compile(r"[ \t]+([^\W_]{1,3})([\"'»”]*)[ \t]*$")
#: a short word in quotes set apart after the text (``June 19, 1861 "C"``, ``text 'R'``): (1) it with its quotes
_QUOTED_AFTER = re.compile(r"[ \t]+((?:\"[^\W_]{1,3}\"|'[^\W_]{1,3}'|“[^\W_]{1,3}”|‘[^\W_]{1,3}’))[ \t]*$")
#: a word or a short sign in bold alone, set apart after the text (``État de liens **X**``, ``def **This**``): (1) it
#: with its bold; the bold around that word alone, not around the text, sets it apart from the text, whatever its
#: length (a word is weak: a mark only on one choice of nearly every question, the same word)
_BOLD_AFTER = re.compile(r"[ \t]+((\*\*|__)(?:[^\W_]{1,20}|[^\w\s*_]{1,3})\2)[ \t]*$")
#: a full stop (or an exclamation mark) glued on after a word: ``Skoda.``
_STOP = re.compile(r"(?<=[^\s.!?,;:…_-])([.!])[ \t]*$")
#: a box set apart after the text and a sentence's stop after it (``behavior (CORRECT).``, ``Spock (richtig)!``): the
#: box is a candidate only where the file writes it set apart at a text's end too (``_Edge.stuck``); the stop stays
_BOX_STOP = re.compile(rf"[ \t]+({_BOX}|{_WORD_BOX})(?=[.!][ \t]*$)")
#: a short word or number set apart before the text (``1  plave``): a mark only as one of a pair (``_pair_holds``)
_LEAD = re.compile(r"([^\W_]{1,3})[ \t]+(?=\S)")
#: a label of one to three words before the text, maybe numbered, with its colon, maybe in bold (``**Correct:**``,
#: ``<strong>Distractor 2:</strong>``, ``**Wrong**:``): (1) its words; a mark only as one of a pair (``_pair_holds``)
_HEAD_WORDS = re.compile(r"([^\W\d_]{2,20}(?:[ \t][^\W\d_]{2,20}){0,2})(?:[ \t]+\d{1,2})?[ \t]*")
_HEAD_OPEN = {"**": "**", "__": "__", "<strong>": "</strong>", "<b>": "</b>", "": ""}
#: a yes or no word set apart by two spaces or a tab after the text, maybe a few words after it (``Nmap  ok``,
#: ``VLC  non``, ``text  oui pour l'admin``, ``text  yes, mostly``): (1) the word; which it says is the
#: vocabulary's (``_verdict``)
_VERDICT = re.compile(r"(?<=\S)(?:[ \t]{2,}|\t)([^\W\d_]{1,12})[,;.!]?(?:[ \t][^\s]{1,20}){0,3}[ \t]*$")
#: a word after the text, however set apart: a space, a tab, a dash between spaces, maybe in brackets
#: (``1930 CORRECTA``, ``Klose - CORRECTA``, ``f():\tCORRECTA``, ``x (correcto)``): (1) the word; a mark only when the
#: vocabulary says it is right and never wrong (``_one_sided``), and as a word is (on one choice of nearly every
#: question); learnt beside the same word glued otherwise (``- correcta``), it is the mark, they are not
_RIGHT_WORD = re.compile(r"(?<=\S)[ \t]+(?:[-–—|][ \t]+)?[(\[]?([^\W\d_]{4,20})[)\]]?[.!]?[ \t]*$")
_BOLD = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1$", re.S)
#: the whole text in other markup: ``==text==``, ``*text*``, ``_text_``, ``~~text~~``, ``<u>text</u>``, ``<b>text</b>``
_WRAP = re.compile(r"(==|~~|\*|_)(?=[^\s*_])(.+?)(?<=[^\s*_])\1$|<(b|strong|u|mark|em|i|ins)>(.+?)</\3>$", re.S | re.I)


@dataclass(frozen=True)
class _Edge:
    mark: Mark
    start: int       # what is taken off, in the first line
    end: int
    neighbour: str   # the word beside the mark (for ``after``, the one before it), case folded
    value: str = ""  # the label or number the mark names (``← Jawaban: B``), when it names one
    glued: bool = False   # glued on after a word (``text*``, ``C#``): no space before it
    stuck: bool = False   # glued on after a stop, a quote or a bracket (``text.🔫``): the mark only if set apart too


def _bracketing(token: str) -> bool:
    """Whether ``token`` holds an opening or closing bracket or quote of any script (``）``, ``】``, ``」``, ``»``):
    the text's own punctuation where it ends a text, never a mark glued on."""
    return any(unicodedata.category(ch) in ("Ps", "Pe", "Pi", "Pf") for ch in token)


def edges(text: str) -> list[_Edge]:
    """The marks a choice's first line carries at its edges, with what taking each off removes."""
    first = text.strip().split("\n", 1)[0][:LONGEST].rstrip()
    out: list[_Edge] = []
    at = 0
    pre = _BEFORE.match(first)
    if pre is None and (glued := _GLUED_BEFORE.match(first)) and not _opens(glued.group(1), first[glued.end():]):
        pre = glued                      # "*a) text", not "**b. text**" (the whole choice in bold)
    if pre is None and (glued := _GLUED_SIGN.match(first)) and split_label(first[glued.end():]) is not None and \
            not _opens(glued.group(1), first[glued.end():]):
        pre = glued                      # "->c) text": signs glued on before the label ("**c. text**": bold)
    if pre and split_label(first) is None and split_label(first[pre.end():]) is not None:   # "[+] a) text"
        out.append(_Edge(Mark("before", _fold(pre.group(1))), 0, pre.end(), _word_at(first, pre.end())))
        at = pre.end()
    if not out and (head := _head(first)) is not None:
        out.append(_Edge(Mark("lead", head[0]), 0, head[1], _word_at(first, head[1])))
    if not out and (lead := _LEAD.match(first)) is not None:
        out.append(_Edge(Mark("lead", lead.group(1).casefold()), 0, lead.end(), _word_at(first, lead.end())))
    labelled = LABELLED.match(first, at)
    if labelled and labelled.group(6) and split_label(first[at:]) is not None and labelled.group(1) != "`":
        at = labelled.start(6)
    body = first[at:]
    if not body.strip():
        return out
    if not out and ((m := _BEFORE.match(body)) is not None or (
            (m := _GLUED_BEFORE.match(body)) is not None and not _opens(m.group(1), body[m.end():]))):
        out.append(_Edge(Mark("before", _fold(m.group(1))), at, at + m.end(), _word_at(body, m.end())))
    elif not out and (m := _GLUED_ONE.match(body)) is not None and not _opens(m.group(1), body[m.end():]):
        out.append(_Edge(Mark("glued", m.group(1)), at, at + m.end(), _word_at(body, m.end()), glued=True))
    if (m := _VERDICT.search(body)) is not None and body[:m.start()].strip() and \
            (side := _verdict(m.group(1))) is not None and _verdict(body[:m.start()].strip(" \t*_.,;")) is None:
        # not after a yes or no word of the text: "Yes  No" is a choice of a two-part question's pairs
        out.append(_Edge(Mark("verdict", side), at + m.start(), len(first), _word_before(body, m.start())))
    elif (m := _BOLD_AFTER.search(body)) is not None and body[:m.start()].strip():
        out.append(_Edge(Mark("after", _fold(m.group(1))), at + m.start(), len(first), _word_before(body, m.start())))
    elif (m := _VALUED.search(body)) is not None and body[:m.start()].strip() and _closed(m):
        token = _fold(m.group("mark")) + ("…" + m.group("close") if m.group("mark")[:1] in "([" else "")
        out.append(_Edge(Mark("after", token), at + m.start(), len(first), _word_before(body, m.start()),
                         m.group("value")))
    elif (((m := _AFTER.search(body)) is not None or (m := _GLUED_PHRASE.search(body)) is not None
            or (m := _GLUED_BOX.search(body)) is not None) and body[:m.start()].strip()) or (
                ((m := _GLUED.search(body)) is not None or (m := _GLUED_STOP.search(body)) is not None)
                and not body.lstrip().startswith(m.group(1))
                and not _bracketing(m.group(1)) and not _closes_emphasis(m.group(1), body[:m.start()])):
        # set apart or glued on: one sign, folded alike ("text -", "text-"); a sign closing what the text opened
        # with ("==text==") or an emphasis opened inside it ("Wax from *flowers*") is its markup
        out.append(_Edge(Mark("after", _fold(m.group(1))), at + m.start(), len(first), _word_before(body, m.start()),
                         glued=m.re in (_GLUED, _GLUED_BOX, _GLUED_STOP), stuck=m.re is _GLUED_STOP))
    elif (m := _WORD_AFTER.search(body)) is not None and not m.group(1).isdigit() and body[:m.start()].strip() and (
            _word_before(body, m.start())):
        out.append(_Edge(Mark("after", m.group(1)), at + m.start(), at + m.end(1),
                         _word_before(body, m.start())))
    elif (m := _QUOTED_AFTER.search(body)) is not None and not m.group(1)[1:-1].isdigit() and \
            body[:m.start()].strip() and _word_before(body, m.start()):
        out.append(_Edge(Mark("after", m.group(1).casefold()), at + m.start(), len(first),
                         _word_before(body, m.start())))
    elif (m := _STOP.search(body)) is not None:
        out.append(_Edge(Mark("after", m.group(1)), at + m.start(), len(first), _word_before(body, m.start())))
    if (m := _RIGHT_WORD.search(body)) is not None and _one_sided(m.group(1)) and body[:m.start()].strip() and \
            not any(e.mark.edge == "after" and e.mark.token.strip("()[]") == m.group(1).casefold() for e in out):
        # the same word under every glue, as one mark: "1930 CORRECTA", "Klose - CORRECTA", "f():<tab>CORRECTA";
        # not again beside its own word box ("(Doğru)" is learnt as the box it is)
        out.append(_Edge(Mark("after", m.group(1).casefold()), at + m.start(), len(first),
                         _word_before(body, m.start())))
    if (m := _BOX_STOP.search(body)) is not None and body[:m.start()].strip():
        out.append(_Edge(Mark("after", _fold(m.group(1))), at + m.start(), at + m.end(), _word_before(body, m.start()),
                         glued=True, stuck=True))
    if _BOLD.match(body.strip()) and "**" not in body.strip()[2:-2]:
        out.append(_Edge(Mark("bold", "**"), at, len(first), ""))
    elif (w := _WRAP.match(body.strip())) is not None and (w.group(3) or w.group(1) not in w.group(2)):
        out.append(_Edge(Mark("wrap", (w.group(1) or f"<{w.group(3)}>").casefold()), at, len(first), ""))
    return out


def _file_edges(choices: Sequence[Sequence[str]]) -> list[list[list[_Edge]]]:
    """Every choice's edges (``edges``), but a sign glued on after a stop, a quote or a bracket (``la pared.🔫``) only
    where the file writes the same token set apart on some choice (``Mews 🔫``): the file's mark, glued on as a hand
    types it; alone it is the text's own punctuation (a footnote's ``.*``), no candidate."""
    found = [[edges(c) for c in cs] for cs in choices]
    apart = {e.mark for fs in found for es in fs for e in es if not e.glued}
    return [[[e for e in es if not e.stuck or e.mark in apart] for es in fs] for fs in found]


def _head(first: str) -> tuple[str, int] | None:
    """A label before the text (``_HEAD_WORDS``): its words (case folded, with the colon) and where the text starts;
    None when there is none."""
    lowered = first[:8].casefold()
    opening = next((o for o in ("**", "__", "<strong>", "<b>") if lowered.startswith(o)), "")
    m = _HEAD_WORDS.match(first, len(opening))
    if m is None:
        return None
    closing = _HEAD_OPEN[opening]
    rest = first[m.end():]
    for after in (":" + closing, closing + ":"):
        if rest[:len(after)].casefold() == after and rest[len(after):len(after) + 1] in (" ", "\t") and \
                rest[len(after):].strip():
            end = m.end() + len(after)
            return re.sub(r"[ \t]+", " ", m.group(1)).casefold() + ":", end + len(rest[len(after):]) - len(
                rest[len(after):].lstrip())
    return None


def _within(inner: dict[int, set[int]], outer: dict[int, set[int]]) -> bool:
    """Whether every choice a mark stands on carries the other mark too."""
    return all(ks <= outer.get(i, set()) for i, ks in inner.items())


#: the words that say right and never wrong, false or no (``correcta``, ``richtig``): built once, not per choice
_ONE_SIDED = verdictwords.RIGHT - (verdictwords.FALSE_NO_WRONG | verdictwords.FALSE_WORDS)


def _one_sided(word: str) -> bool:
    """Whether a word says right in the vocabulary (``correcta``, ``richtig``) and never wrong, false or no."""
    return word.casefold() in _ONE_SIDED


def _verdict(word: str) -> str | None:
    """``yes`` or ``no`` for a word of the vocabulary that says yes, true or right, or its opposite (``verdictwords``,
    in many languages); None for any other word."""
    folded = word.casefold()
    if folded in verdictwords.TRUE_YES_RIGHT:
        return "yes"
    return "no" if folded in verdictwords.FALSE_NO_WRONG else None


def _closed(m: re.Match[str]) -> bool:
    """Whether a valued mark's brackets close as they open: ``(Answer: C)``; ``← Jawaban: B`` may end with a label's
    own stop or bracket (``B.``, ``B)``)."""
    if m.group("mark")[:1] in "([":
        return m.group("close") == {"(": ")", "[": "]"}[m.group("mark")[0]]
    return True


def _opens(token: str, rest: str) -> bool:
    """Whether ``token`` glued on before a text is markup that the text closes further on: ``**b. text**``, the
    bold of a whole choice, and ``**C) text** ✅``, a bold restatement with its own mark after it (a mark
    glued on, ``*Paris``, ``=Paris``, is not closed; one star only when the whole text is in it)."""
    if rest.rstrip().endswith(token):
        return True                            # "**text**", "==text==": the whole text
    return len(token) > 1 and token.strip("*") == "" and token in rest   # one star closed inside may be a mark's


def _closes_emphasis(token: str, before: str) -> bool:
    """Whether ``token`` glued on after a word closes an emphasis (``*``, ``_``, ``**``, ``~~``, ``==``) that the text
    before it opens (``Wax from *flowers*``): the same signs glued on before a word there, an odd number of times."""
    if not token or token.strip("*_~=") or len(set(token)) != 1:
        return False
    opened = re.findall(rf"(?:^|(?<=[\s(\[{{\"'«“„¿¡]))({re.escape(token)})(?=[^\s*_~=])", before)
    return len(opened) % 2 == 1 and before.count(token) % 2 == 1


def _fold(token: str) -> str:
    """A token as marks compare: spaces and case aside, a long run of one symbol as three (``+++++=`` is ``+++``)."""
    if len(token) > 3 and token[0] * 3 == token[:3] and not token[0].isalnum():
        return token[0] * 3
    return re.sub(r"[ \t]+", " ", token).casefold()


def _word_at(text: str, at: int) -> str:
    words = text[at:].split(None, 1)
    return words[0].casefold() if words else ""


def _word_before(text: str, end: int) -> str:
    words = text[:end].split()
    return words[-1].casefold() if words else ""


def names_another(text: str, marks: Sequence[Mark], index: int) -> bool:
    """Whether a mark of ``marks`` on ``text``, the choice at ``index``, names another choice by its label or number
    (``← Jawaban: C`` on the second choice)."""
    for e in edges(text.strip().split("\n", 1)[0]):
        if e.mark in marks and e.value:
            named = int(e.value) - 1 if e.value.isdecimal() else "abcdefghijklmnopqrstuvwxyz".index(e.value.casefold())
            if named != index:
                return True
    return False


def take_off(text: str, marks: Sequence[Mark]) -> str:
    """``text`` without the marks of ``marks`` that its first line carries."""
    head, sep, tail = text.strip().partition("\n")
    found = [e for e in edges(head) if e.mark in marks]
    if not found:
        return text
    for e in sorted(found, key=lambda e: -e.start):
        if e.mark.edge == "bold":
            b = _BOLD.match(head[e.start:].strip())
            head = head[:e.start] + (b.group(2) if b else head[e.start:])
        elif e.mark.edge == "wrap":
            w = _WRAP.match(head[e.start:].strip())
            head = head[:e.start] + ((w.group(2) or w.group(4)) if w else head[e.start:])
        else:
            head = (head[:e.start] + head[e.end:]).rstrip() if e.mark.edge == "after" else head[:e.start] + head[e.end:]
    return head.strip() + (sep + tail if sep else "")


@dataclass
class Learnt:
    """What ``learn`` found: the marks of the right choices, and what each question gets."""

    marks: list[Mark]                   # the right choices' marks
    others: list[Mark]                  # what the other choices carry instead ("[-]", "( )"), taken off too
    answers: dict[int, list[int]] = field(default_factory=dict)   # question -> its marked choices
    none: list[int] = field(default_factory=list)      # questions none of whose choices carry it
    several: list[int] = field(default_factory=list)   # questions with it on several choices, the rest on one
    apart: list[int] = field(default_factory=list)     # questions outside the one part of the file it stands in
    fields: list[Mark] = field(default_factory=list)   # tokens on the last choice of every question: a field's
    last: bool = False                  # the marks stand on the last choice of every question, alone (lastmarks)

    @property
    def weak(self) -> bool:
        return all(m.weak for m in self.marks)

    @property
    def glued(self) -> bool:
        """Whether a mark is one ASCII sign glued on before the text (``:for``): a sign texts have too, said."""
        return any(m.edge == "glued" for m in self.marks)

    def shown(self) -> str:
        return " and ".join(sorted({m.shown() for m in self.marks}))


def learn(choices: Sequence[Sequence[str]], open_: Sequence[int], known: dict[int, list[int]],
          extra: dict[int, dict[Mark, set[int]]] | None = None) -> Learnt | None:
    """The marks of a file's right choices.

    ``choices``: each question's choice texts (their first lines are looked at); ``open_``: the questions
    whose answer is not known; ``known``: the answers read otherwise, which a mark must agree with;
    ``extra``: marks a question's choices carry in the source only (the reader took them off).
    None when no mark is on one choice of most questions.
    """
    found = _file_edges(choices)
    on: dict[Mark, dict[int, set[int]]] = defaultdict(lambda: defaultdict(set))
    beside: dict[Mark, list[str]] = defaultdict(list)
    set_apart: set[Mark] = set()        # marks the file writes set apart somewhere (``text #``), not only glued on
    for i in range(len(choices)):
        for k, es in enumerate(found[i]):
            for e in es:
                on[e.mark][i].add(k)
                beside[e.mark].append(e.neighbour)
                if not e.glued:
                    set_apart.add(e.mark)
        for mark, ks in (extra or {}).get(i, {}).items():
            on[mark][i].update(ks)
    opened = set(open_)
    eligible = len(choices)
    learnt: list[Mark] = []
    spread: list[Mark] = []             # marks on several choices of their questions (see ``_spread``)
    signs: list[Mark] = []              # signs on several choices of some questions, alone on nearly every open one
    for mark, where in on.items():
        agree = sum(1 for i, ks in where.items() if i in known and ks == set(known[i]))
        disagree = sum(1 for i in where if i in known and where[i] != set(known[i]))
        mine = {i: ks for i, ks in where.items() if i in opened}
        one = sum(1 for ks in mine.values() if len(ks) == 1)
        whole = sum(1 for i, ks in mine.items() if len(ks) >= len(choices[i]))   # on every choice of a question
        if not mine or disagree > 0.1 * (agree + len(mine)) or len(mine) + agree < max(2, 0.1 * eligible) or \
                mark.empty:
            continue
        if (one < 2 and not _proved_alone(mark, one, agree, eligible)) or one < 0.8 * len(mine):
            if mark.edge == "verdict" and _verdicts_hold(mine, found, choices, len(opened)):
                learnt.append(mark)         # "Nmap  ok", "VLC  non": every choice's verdict, several right
            elif mark.edge == "lead" and _lead_verdicts(mark, on, found, opened, choices):
                learnt.append(mark)         # "1 Springen" beside "0 Sliden": every choice's verdict, several right
            elif _worded(mark) and whole <= max(1, 0.1 * len(mine)) < len(mine):
                spread.append(mark)         # a select-all question may have every choice right, now and then
            elif mark.edge == "after" and not mark.weak and mark in set_apart and not whole and one >= 2 and \
                    2 * one >= len(mine) and len(mine) >= RECUR_WEAK * len(opened):
                signs.append(mark)          # " *" on one choice of most questions, on two or three of the others
            continue
        if whole:
            continue
        if mark.weak and not _weak_holds(mark, mine, len(opened), beside[mark]):
            continue
        if mark.edge == "lead" and not _pair_holds(mark, mine, found, choices):
            continue
        if beside[mark] and mark not in set_apart and not _texts_differ(beside[mark]):
            continue    # glued on one text in every question ("C#", "C++"): the text's own sign, no mark
        learnt.append(mark)
    learnt = _not_complementary(learnt, on, choices)
    learnt += _spread(spread, learnt, on, opened, eligible) + signs
    placed = [m for m in learnt if not _positional(on[m], choices)]
    fields: list[Mark] = []
    if placed and len(placed) < len(learnt):
        fields = [m for m in learnt if m not in placed]
        learnt = placed                 # a token always on the last line of a record is a field, not a mark
    covered = {i for m in learnt for i in on[m] if i in opened}
    agreeing = max((sum(1 for i in on[m] if i in known and on[m][i] == set(known[i])) for m in learnt), default=0)
    apart: list[int] = []
    if learnt and len(covered) + agreeing < max(2, RECUR * eligible) and not known and \
            any(not m.weak for m in learnt):
        section = _section(covered, eligible)
        if section is None:
            return None
        apart = [i for i in sorted(opened) if not section[0] <= i <= section[1]]
        opened = {i for i in opened if section[0] <= i <= section[1]}
    if not learnt or (not apart and len(covered) + agreeing < max(2, RECUR * eligible)):
        return None
    words = [m for m in learnt if m.weak and _one_sided(m.token)]
    learnt = [m for m in learnt if m.weak or not any(_within(on[m], on[w]) for w in words)]
    # ("- correcta", "<tab>correcta" as a verdict, are "correcta" glued otherwise: the word is the mark, any glue)
    if any(not m.weak for m in learnt):
        learnt = [m for m in learnt if not m.weak]   # a symbol says it; a word or a stop beside it is text
    out = Learnt(sorted(learnt), [])
    for i in sorted(opened):
        marked = sorted({k for m in learnt for k in on[m].get(i, set())})
        if not marked:
            out.none.append(i)
        elif len(marked) > 1:
            out.several.append(i)
        if marked:
            out.answers[i] = marked
    if len(out.several) > 0.2 * len(out.answers):
        if out.weak:
            return None                  # a word or a stop on several choices of many questions: text
        out.several = []                 # a file of several right choices a question: nothing to say
    if out.weak:
        for i in out.several:            # a word or a stop twice: which one is the mark is not known
            del out.answers[i]
    out.others = _others(found, out)
    out.apart = apart
    out.fields = fields
    out.last = bool(learnt) and all(_positional(on[m], choices) for m in learnt)
    return out


def _proved_alone(mark: Mark, one: int, agree: int, eligible: int) -> bool:
    """Whether a mark on one choice of the only open question it stands on is the file's mark all the same: a sign
    or a box, not a word or a stop, that the answers read otherwise carry in nearly every question (``behavior
    (CORRECT).`` where every other question's right choice ends ``(CORRECT)``)."""
    return one == 1 and not mark.weak and agree >= max(2, RECUR_WEAK * (eligible - 1))


#: a part of the file that carries the marks alone: this many questions at least, nearly every one marked
SECTION = 5


def unmarked_part(choices: Sequence[Sequence[str]], open_: Sequence[int], known: dict[int, list[int]],
                  extra: dict[int, dict[Mark, set[int]]] | None = None) -> tuple[Mark, list[int]] | None:
    """Where the reader read the answers: a mark that stands on exactly the right choices of nearly every answered
    question (``SECTION`` at least), and a run of the questions left open, all of them outside the answered ones' part
    of the file, on none of whose choices it stands: that mark and that run (entries of another kind); None
    otherwise."""
    opened = sorted(open_)
    if len(opened) < SECTION or len(known) < SECTION or opened != list(range(opened[0], opened[-1] + 1)):
        return None
    lo, hi = min(known), max(known)
    if lo <= opened[0] <= hi or lo <= opened[-1] <= hi:
        return None                     # open questions among the answered ones: not a part of its own
    on: dict[Mark, dict[int, set[int]]] = defaultdict(lambda: defaultdict(set))
    for i, fs in enumerate(_file_edges(choices)):
        for k, es in enumerate(fs):
            for e in es:
                on[e.mark][i].add(k)
        for mark, ks in (extra or {}).get(i, {}).items():
            on[mark][i].update(ks)
    for mark in sorted(on):
        where = on[mark]
        agree = sum(1 for i, ks in where.items() if i in known and ks == set(known[i]))
        if mark.weak or mark.empty or agree < max(SECTION, RECUR_WEAK * len(known)) or any(i in where for i in opened):
            continue
        return mark, opened
    return None


def _section(covered: set[int], eligible: int) -> tuple[int, int] | None:
    """The part of the file (first and last question) a mark stands in, when it does not stand in most of the file's
    questions but in nearly every one of a run of them (a part of the file that is a quiz, the rest entries of
    another kind); None otherwise."""
    if not covered:
        return None
    lo, hi = min(covered), max(covered)
    if len(covered) < max(SECTION, RECUR_WEAK * (hi - lo + 1)) or hi - lo + 1 == eligible:
        return None
    return lo, hi


def _positional(where: dict[int, set[int]], choices: Sequence[Sequence[str]]) -> bool:
    """Whether a token stands on the last choice of nearly every question it is on (and on no other): the place of
    a field every record ends with (a tip, an explanation), which tells no right choice from a wrong one."""
    last = sum(1 for i, ks in where.items() if ks == {len(choices[i]) - 1})
    return len(where) >= 3 and last >= 0.9 * len(where)


def agreed(choices: Sequence[Sequence[str]], known: dict[int, list[int]]) -> Learnt | None:
    """The marks left on the right choices of a file whose questions are all answered otherwise: a mark that is
    no word or stop (``(Resposta Correta)``, ``✓``, bold) on exactly the known right choices of nearly every
    question (``RECUR_WEAK``), on others in one in ten at most (one in a small file), and not always on the
    same place (an icon by position, the answers always there too, is no mark to tell). None when there is
    none. The answers stay as they are; the mark is to be taken off where it agrees with them."""
    on: dict[Mark, dict[int, set[int]]] = defaultdict(lambda: defaultdict(set))
    for i, fs in enumerate(_file_edges(choices)):
        for k, es in enumerate(fs):
            for e in es:
                on[e.mark][i].add(k)
    marks = []
    for mark, where in on.items():
        agree = sum(1 for i, ks in where.items() if i in known and ks == set(known[i]))
        disagree = len(where) - agree   # the questions it stands on otherwise
        places = {k for ks in where.values() for k in ks}   # always on one place: a label by position (``📝``)
        if not (mark.weak or mark.empty) and agree >= max(3, RECUR_WEAK * len(choices)) and \
                disagree <= max(1.0, 0.1 * agree) and len(places) > 1:
            marks.append(mark)
    return Learnt(sorted(marks), []) if marks else None


def _worded(mark: Mark) -> bool:
    """Whether a mark holds a word and is no word alone (``(richtig)``, ``<- correct``): one that may stand on several
    choices of a question (a sign, ``%``, may be every number's; a word alone, text's)."""
    return mark.edge in ("after", "before") and not mark.weak and any(c.isalpha() for c in mark.token) and \
        re.fullmatch(_CHAR_REF, mark.token) is None     # "&#x2610;": one sign written so, no word


def _spread(spread: list[Mark], learnt: list[Mark], on: dict[Mark, dict[int, set[int]]], opened: set[int],
            eligible: int) -> list[Mark]:
    """Of the marks holding a word that stand on several choices of their questions (``(richtige Option)``), those
    that are the file's mark of the right choices of its select-all questions: on every choice of one question in ten
    at most (one in a small file), and either
    beside a mark learnt on one choice that they never share a question with, the two on most questions together
    (``(richtig)`` on the others), or alone on nearly every question (``RECUR_WEAK``)."""
    single = {i for m in learnt for i in on[m] if i in opened}
    out = []
    for mark in spread:
        mine = {i for i in on[mark] if i in opened}
        beside = bool(learnt) and not mine & single and len(mine | single) >= RECUR * eligible
        if beside or len(mine) >= RECUR_WEAK * eligible:
            out.append(mark)
    return out


def _not_complementary(learnt: list[Mark], on: dict[Mark, dict[int, set[int]]],
                       choices: Sequence[Sequence[str]]) -> list[Mark]:
    """Of two marks of one place that share every question's choices between them (``(a)`` on one, ``(b)`` on
    the other of two), the one on one choice where questions have more than two; neither when none does."""
    out = list(learnt)
    for a in learnt:
        for b in learnt:
            if a >= b or a.edge != b.edge or a not in out or b not in out:
                continue
            both = [i for i in on[a] if i in on[b]]
            if not both or any(on[a][i] & on[b][i] or len(on[a][i] | on[b][i]) < len(choices[i]) for i in both):
                continue
            wider = [i for i in both if len(choices[i]) > 2]
            one_a = sum(1 for i in wider if len(on[a][i]) == 1)
            one_b = sum(1 for i in wider if len(on[b][i]) == 1)
            if one_a == one_b:
                out = [m for m in out if m not in (a, b)]
            else:
                out.remove(b if one_a > one_b else a)
    return out


def _texts_differ(beside: list[str]) -> bool:
    """Whether the words a mark stands beside differ: no one word beside it in more than two places and a fifth of
    them (``None of the above``'s ``above``, ``C#``'s ``C``: a text, not a mark)."""
    return bool(beside) and Counter(beside).most_common(1)[0][1] <= max(2, 0.2 * len(beside))


def _weak_holds(mark: Mark, mine: dict[int, set[int]], opened: int, beside: list[str]) -> bool:
    """A word or a full stop is a mark only on one choice of nearly every question, and beside texts that
    differ (``None of the above`` ends with ``above`` in every question: a text, not a mark)."""
    one = sum(1 for ks in mine.values() if len(ks) == 1)
    if one < max(3, RECUR_WEAK * opened) or one < 0.9 * len(mine):
        return False
    return _texts_differ(beside)   # (nothing written beside it: no texts that differ to tell a mark from a text by)


def _pair_holds(mark: Mark, mine: dict[int, set[int]], found: list[list[list[_Edge]]],
                choices: Sequence[Sequence[str]]) -> bool:
    """A short word or number before the text is a mark only as one of a pair (see the module): on exactly one
    choice of nine in ten of its questions, every other choice of those opening with one other token, the same in
    nine in ten of them, and half of them of three choices or more."""
    def lead(es: list[_Edge]) -> str | None:
        return next((e.mark.token for e in es if e.mark.edge == "lead"), None)

    one = [i for i, ks in mine.items() if len(ks) == 1]
    if len(one) < max(3, 0.9 * len(mine)) or sum(1 for i in one if len(choices[i]) >= 3) < 0.5 * len(one):
        return False
    pairs: Counter[str | None] = Counter()
    for i in one:
        rest = {lead(es) for k, es in enumerate(found[i]) if k not in mine[i]}
        pairs[rest.pop() if len(rest) == 1 else None] += 1
    other, count = pairs.most_common(1)[0]
    return other is not None and other != mark.token and count >= 0.9 * len(one)


#: the tokens of a lead pair that say right, the other saying wrong (``1 Springen`` beside ``0 Sliden``)
_RIGHT_LEADS = ("1",)


def _lead_verdicts(mark: Mark, on: dict[Mark, dict[int, set[int]]], found: list[list[list[_Edge]]],
                   opened: set[int], choices: Sequence[Sequence[str]]) -> bool:
    """Whether a short token before the text, on several choices of its questions, is the right one of a pair of
    verdicts: every choice of nine in ten of the open questions (three at least) opens with one of exactly two such
    tokens, the file's whole, and this one is ``1`` beside another, or the one missing from some of those questions
    (all of whose choices are wrong) while the other is on at least one choice of each. Not where the tokens are the
    text's own (``_lead_text``: ``1 0 1`` in a quiz about binary, ``1 kg`` beside ``0 kg``)."""
    def lead(es: list[_Edge]) -> str | None:
        return next((e.mark.token for e in es if e.mark.edge == "lead"), None)

    if not opened:
        return False
    held = [i for i in opened if found[i] and all(lead(es) is not None for es in found[i])]
    tokens = {t for i in held for es in found[i] if (t := lead(es)) is not None}
    if len(held) < max(3, 0.9 * len(opened)) or len(tokens) != 2 or mark.token not in tokens:
        return False
    other = Mark("lead", next(t for t in tokens if t != mark.token))
    if sum(1 for i in held if len(found[i]) >= 3) < 0.5 * len(held):
        return False    # two choices a question: "Yes ..." and "No ..." are text as often as a mark
    if _lead_text(held, tokens, found, choices):
        return False
    if mark.token in _RIGHT_LEADS or other.token in _RIGHT_LEADS:
        return mark.token in _RIGHT_LEADS and other.token not in _RIGHT_LEADS
    missing = [i for i in held if i not in on[mark]]
    return bool(missing) and all(i in on[other] for i in held) and len(missing) <= 0.5 * len(held)


def _lead_text(held: list[int], tokens: set[str], found: list[list[list[_Edge]]],
               choices: Sequence[Sequence[str]]) -> bool:
    """Whether the two tokens opening every choice of the ``held`` questions are the choices' own text: in more than
    one in ten of them, what follows a token is made of the same tokens (``1 0 1``, binary digits), or taking the
    tokens off leaves two of a question's choices the same text (``1 kg`` beside ``0 kg``)."""
    folded = {t.casefold() for t in tokens}
    own = 0
    for i in held:
        rests = []
        for k, es in enumerate(found[i]):
            e = next(e for e in es if e.mark.edge == "lead")
            first = choices[i][k].strip().split("\n", 1)[0]
            rests.append(" ".join((first[:e.start] + first[e.end:]).casefold().split()))
        if len(set(rests)) < len(rests) or any(r and all(w in folded for w in r.split()) for r in rests):
            own += 1
    return own > 0.1 * len(held)


def _verdicts_hold(mine: dict[int, set[int]], found: list[list[list[_Edge]]], choices: Sequence[Sequence[str]],
                   opened: int) -> bool:
    """Whether a yes word set apart after the text is the mark of the right choices of questions with several: on the
    choices of ``RECUR`` of the open questions at least, nine choices in ten of those questions carrying a yes or a no
    word so, a no word in ``RECUR_WEAK`` of them, and the yes word on every choice of one in ten at most."""
    if len(mine) < max(2, RECUR * opened):
        return False
    carried = total = with_no = whole = 0
    for i, ks in mine.items():
        sides = [{e.mark.token for e in es if e.mark.edge == "verdict"} for es in found[i]]
        total += len(sides)
        carried += sum(1 for side in sides if side)
        with_no += any("no" in side for side in sides)
        whole += len(ks) >= len(choices[i])
    return carried >= 0.9 * total and with_no >= RECUR_WEAK * len(mine) and whole <= 0.1 * len(mine)


def _others(found: list[list[list[_Edge]]], learnt: Learnt) -> list[Mark]:
    """What the unmarked choices of the questions read so carry at the marks' place, nearly all of them, and
    the marked ones do not: ``[-]`` beside ``[+]``, ``( )`` beside ``(x)``."""
    edges_of = {m.edge for m in learnt.marks}
    counts: Counter[Mark] = Counter()
    on_marked: Counter[Mark] = Counter()
    unmarked = 0
    for i, marked in learnt.answers.items():
        for k, es in enumerate(found[i]):
            seen = {e.mark for e in es if e.mark.edge in edges_of and e.mark not in learnt.marks
                    and not e.mark.weak and e.mark.edge not in ("bold", "wrap")}
            if k in marked:
                on_marked.update(seen)
            else:
                unmarked += 1
                counts.update(seen)
    return sorted(m for m, n in counts.items() if unmarked and n >= 0.9 * unmarked and on_marked[m] == 0)
