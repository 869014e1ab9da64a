"""A question word as a label opening a line in most texts of a file (``**Question** *(Medium)*:``, ``Q:``): the
question starts after it; what stands above it is the question's only when it is a field or what it reads.

Banks written as fields put a label before the question's sentence: ``**Question**:``, ``Q:``, ``**Frage:**``,
``문제:``, often with the question's level in brackets (``**Question** *(Medium)*:``, ``Q (2 pts):``), and sometimes
lines above it inside the same block: a picture, a ``**Scenario**:`` paragraph, a chat assistant's preamble
(``Sorry, I cannot identify people. Here is a quiz:``). Where one question word (the same in all, bold or not as in
all) so opens a line of the texts of three questions at least and of half the file's, the file labels its
questions so (in bold, three texts are enough: ``**Question**:`` under ``**Scenario**:`` in a file's appended
part; then nothing above it is left out), and in each such text:

* the label comes off (its bracketed level too: the summary says so);
* images alone on their lines above it are the question's picture: kept, after the text (as ``mdfields`` does);
* a paragraph above it that opens with a bold field's label of its own (``**Scenario**:``, ``**Kontext:**``) is the
  question's case: kept above the question, its label off too;
* a table or code above it (fenced, indented, in ``<pre>``), a quote or maths, or a question that points at the
  text above it (``the passage``, ``the code above``: ``asklabels``' words; ``the code``, ``the dialogue``, ``上述``),
  keeps the text above as it is, however short;
* any other text above it (a lesson, an assistant's preamble, a stray line) is not the question's where the label
  opens another text of the file (only pictures above it): left out as page text, and the summary names how many
  questions lost such lines (their source lines are listed as furniture), and a warning at the first such line
  says it (a passage the question reads in words nothing here knows would be lost: never silently). Where no text
  opens with it, what stands above the label is the question's own (its case): kept, the label off, but for a line
  of a few words (a status, ``**✅ Correct**``), left out so too.

Where every such label opens its text, or stands under a line of a few words only, and none carries a level,
``mend`` takes it off later (with its own words in the summary): left to it. A label only some texts hold (fewer
than half), not in bold, is left: it may be the text's own words. Nothing else here knows a
language but the question words (``mend.QUESTION_WORDS``, many scripts). Every pattern is anchored and bounded.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.mdfields import is_picture
from quizdeck.importers.mend import QUESTION_WORDS, decoration

#: fewer questions than this do not show what the file repeats
_LEAST = 3
#: a question word as a label at a line's start (matched there, or past a decoration: ``❓ Q:``), maybe in bold, maybe
#: its level in brackets after it, then ``:``
#: (``**Question** *(Medium)*: text``, ``Q: text``, ``__Frage:__ text``, ``Q (2 pts): text``)
_LABEL = re.compile(r"[ \t]{0,3}(?P<o>\*\*|__)?(?P<w>[^\W\d_]{1,12})(?P<c1>\*\*|__)?[ \t]{0,3}"
                    r"(?P<q>[*_]{0,2}[(（\[][^()（）\[\]\n]{1,40}[)）\]][*_]{0,2})?[ \t]{0,3}"
                    r"(?P<c2>\*\*|__)?[:：](?P<c3>\*\*|__)?[ \t]{1,3}(?=\S)")
#: question words that are no label's word where a sentence may start with them ("No. ...", "Number: ...")
_WORDS = QUESTION_WORDS - {"no", "nr", "num", "number"}
#: a field's label in bold opening a paragraph: ``**Scenario**: ``, ``**Kontext:** ``, ``__Case__ : ``
_FIELD = re.compile(r"^[ \t]{0,3}(\*\*|__)([^\W\d_][^*_\n:：]{0,30}?)[ \t]*(?:[:：][ \t]*\1|\1[ \t]*[:：])[ \t]*(?=\S)")
#: a field's word that says it helps with or explains the answer, by language (``**Hint:**``, ``**Indiciu:**``):
#: above the question's label, its paragraph is the question's explanation, not its case
_HELP_WORDS = frozenset({
    "hint", "hints", "tip", "clue", "explanation", "explication", "indice", "astuce", "pista", "pistas", "ayuda",
    "explicación", "explicacion", "dica", "dicas", "explicação", "explicacao", "hinweis", "tipp", "erklärung",
    "suggerimento", "aiuto", "spiegazione", "indiciu", "indicii", "sugestie", "explicație", "explicatie",
    "podpowiedź", "wskazówka", "wyjaśnienie", "nápověda", "vysvětlení", "ipucu", "açıklama", "aciklama",
    "подсказка", "пояснение", "объяснение", "підказка", "пояснення", "gợi ý", "petunjuk", "penjelasan",
    "提示", "解析", "解释", "解釋", "ヒント", "解説", "힌트", "해설", "تلميح", "شرح", "רמז", "υπόδειξη", "संकेत",
})
#: the fewest words a field's value above the label has to be the question's case (``**Level**: Easy`` is not)
_CASE_WORDS = 6
#: a fence's opening or closing line
_FENCE = re.compile(r"^[ \t]{0,3}(?:```|~~~)")
#: material a question reads, above its label: a table's row, a fence, an image
MATERIAL = re.compile(r"^[ \t]{0,3}(?:\|.*\||```|~~~|!\[)")
#: words by which a question points at the text above it (``the passage``, ``the table``, ``above``; not ``the
#: following``, which names the choices)
POINTS = re.compile(r"\b(?:(?:the|this|that)[ \t]+(?:passages?|texts?|excerpts?|extracts?|paragraphs?|tables?|"
                     r"charts?|graphs?|figures?|diagrams?|poem|story|article|data)|above|"
                     r"(?:le|la|du|ce|cet|cette)[ \t]+(?:texte|tableau|passage|extrait)|ci-dessus|"
                     r"(?:el|la|del|este|esta)[ \t]+(?:texto|tabla|pasaje|fragmento)|"
                     r"(?:dem|den|der|die|das|diesem|dieser)[ \t]+(?:Text|Tabelle|Abschnitt)|obigen?|"
                     r"(?:teks|bacaan|tabel)[ \t]+(?:di[ \t]+atas|tersebut)|"
                     r"(?:il|la|del|nel|nella)[ \t]+(?:testo|tabella|brano))\b", re.I)


#: what a question reads above its label, beyond ``MATERIAL``: code indented or in ``<pre>``, a table or code in HTML,
#: a quote, displayed maths
_READ = re.compile(r"^(?:(?: {4}|\t)[ \t]*\S|[ \t]{0,3}(?:>|<(?:pre|table|code|blockquote)\b|\$\$|\\begin\{))", re.I)
#: words by which a question points at code or a text above it, beyond ``POINTS`` (``What does the code print?``,
#: ``Was gibt das Programm aus?``, ``上述代码``)
_POINTS_MORE = re.compile(
    r"\b(?:(?:the|this|that|these)[ \t]+(?:code|snippet|listing|program|programme|output|example|sentences?|"
    r"dialog(?:ue)?|conversation|query|function|script|statements?|lines?|case|scenario|situation|description)|"
    r"(?:le|ce|cet|cette)[ \t]+(?:code|programme|dialogue|extrait|énoncé)|"
    r"(?:el|este|esta|la)[ \t]+(?:código|programa|diálogo|consulta|función|situación)|"
    r"(?:o|este|esta|a)[ \t]+(?:código|programa|diálogo|consulta|função|situação)|"
    r"(?:der|dem|den|das|dieser|diesem|dieses)[ \t]+(?:Code|Programm|Quelltext|Dialog|Fall)|"
    r"(?:il|questo|questa)[ \t]+(?:codice|programma|dialogo)|(?:kode|program)[ \t]+(?:di[ \t]+atas|tersebut)|"
    r"выше|приведённ\w{0,4}|приведенн\w{0,4}|вище|powyższ\w{0,3}|yukarıdaki)\b"
    r"|上述|上面|以上の|上記|위의|위[ \t]+코드|위[ \t]+글", re.I)


def _reads(above: str, rest: str) -> bool:
    """Whether the text above a question's label is what the question reads (``material``, or code indented or in
    HTML, a quote, maths above it, or the question names code or a text: ``What does the code print?``)."""
    return material(above, rest) or any(_READ.match(line[:200]) for line in above.split("\n")) or (
        _POINTS_MORE.search(rest[:600]) is not None)


def material(above: str, rest: str) -> bool:
    """Whether the text above a question's label is what the question reads: it holds a table, code or an image,
    or the question points at it (``According to the passage``)."""
    if any(MATERIAL.match(line) for line in above.split("\n")):
        return True
    return POINTS.search(rest[:600]) is not None


@dataclass
class _Found:
    line: int            # the label's line in the text (0-based)
    match: re.Match[str]

    @property
    def key(self) -> tuple[str, bool]:
        return self.match.group("w").casefold(), self.match.group("o") is not None


def _label(m: re.Match[str]) -> bool:
    """Whether a match is a label: a question word, its bold closed where it was opened (or left open over the
    text: ``**Q: Which ...?**``)."""
    if m.group("w").casefold() not in _WORDS:
        return False
    closes = [c for c in (m.group("c1"), m.group("c2"), m.group("c3")) if c]
    return len(closes) <= (1 if m.group("o") else 0) and all(c == m.group("o") for c in closes)


def _find(text: str) -> _Found | None:
    """The first line of ``text`` (outside code) that opens with a question word's label."""
    fenced = False
    for k, line in enumerate(text.split("\n")):
        if _FENCE.match(line):
            fenced = not fenced
        elif not fenced and (m := _LABEL.match(line[:300]) or _LABEL.match(line[:300], decoration(line[:300]) or 301)) \
                and _label(m):
            return _Found(k, m)
    return None


def _beyond_mend(text: str, f: _Found) -> bool:
    """Whether a labelled text is one ``mend`` leaves as it is: its label carries a level in brackets, or a picture
    or more than a few words stand above it (``mend`` takes a label off a text's first line, under a short line)."""
    above = text.split("\n")[:f.line]
    return f.match.group("q") is not None or any(is_picture(line) for line in above) or len(
        " ".join(above).split()) > _CASE_WORDS


def _source_lines(q: ImportedQuestion, lines: Sequence[str], wanted: Sequence[str]) -> list[int]:
    """The 1-based source lines of the question that read as ``wanted`` (stripped), looked for in its own lines."""
    want = {w.strip() for w in wanted if w.strip()}
    out: list[int] = []
    for a, b in q.lines or [(q.pos.line, q.pos.line)]:
        for n in range(max(a, 1), min(b, len(lines)) + 1):
            if lines[n - 1].strip() in want:
                out.append(n)
    return out


def _labelled_source(q: ImportedQuestion, lines: Sequence[str], first: str) -> re.Match[str] | None:
    """The bold field label that opens the question's source line whose text after it is ``first`` (a reader took
    the label off), or None."""
    want = first.strip()
    for a, b in q.lines or [(q.pos.line, q.pos.line)]:
        for n in range(max(a, 1), min(b, len(lines)) + 1):
            line = lines[n - 1]
            if want and want in line[:2000] and (m := _FIELD.match(line[:200])) is not None and (
                    line[m.end():].strip() == want):
                return m
    return None


def _shown(m: re.Match[str]) -> str:
    return m.group().strip()


def take_lead_labels(deck: ImportedDeck, lines: Sequence[str], where: str = "",
                     diags: Diagnostics | None = None) -> None:
    """Each labelled question's text from its label on (see the module); said in the summary, and where text above
    a label is left out, warned at its line."""
    questions = deck.questions
    found = {id(q): f for q in questions if (f := _find(q.text)) is not None}
    keys = Counter(f.key for f in found.values())
    if not keys:
        return
    key, count = keys.most_common(1)[0]
    few = 2 * count < len(questions)   # in bold, in some texts only: the label, but what is above it stays
    if count < _LEAST or (few and not key[1]):
        return
    if not any(_beyond_mend(q.text, f) for q in questions if (f := found.get(id(q))) is not None and f.key == key):
        return   # labels first, or under a short line (``**✅ Correct**``): ``mend``'s, left to it
    # the label opens the question (only pictures above it) in one text at least: the file's way, and text above it
    # elsewhere is not the question's; in none: what stands above it in every text is the question's case
    first = not few and any(
        not "".join(line.strip() for line in q.text.split("\n")[:f.line] if not is_picture(line))
        for q in questions if (f := found.get(id(q))) is not None and f.key == key)
    taken = levels = dropped = helped = 0
    at: list[int] = []   # the first source line left out above each label
    kept: list[tuple[int, str]] = []   # (source line, label) of each field paragraph kept above a label
    shown = ""
    for q in questions:
        f = found.get(id(q))
        if f is None or f.key != key:
            continue
        text = q.text.split("\n")
        m = f.match
        opened = m.group("o") if m.group("o") and not (m.group("c1") or m.group("c2") or m.group("c3")) else ""
        rest = opened + text[f.line][m.end():] + ("\n" if f.line + 1 < len(text) else "") + "\n".join(
            text[f.line + 1:])
        above = text[:f.line]
        pictures = [line for line in above if is_picture(line)]
        words = [line for line in above if line.strip() and not is_picture(line)]
        field = _FIELD.match(words[0][:200]) if words else None
        if field is None and words and (labelled := _labelled_source(q, lines, words[0])) is not None:
            field = labelled   # the reader took the field's label off (``**Hint:** …`` read as ``…``)
            words = [field.group() + words[0].lstrip(), *words[1:]]
            above = [words[0] if line.strip() == words[0][field.end():].strip() else line
                     for line in above]
        if words and field is not None and len(" ".join(words)[field.end():].split()) >= _CASE_WORDS:
            case = "\n".join(line for line in above if not is_picture(line)).strip("\n")
            case = case[len(case) - len(case.lstrip()):]
            said = _FIELD.sub("", case, count=1).strip()
            if field.group(2).strip().casefold() in _HELP_WORDS:   # "**Hint:** ..." above "**Întrebarea:**"
                q.explanation = said + ("\n\n" + q.explanation if q.explanation else "")
                new = rest.lstrip("\n")
                helped += 1
            else:
                new = said + "\n\n" + rest.lstrip("\n")   # "**Scenario**: ..."
            kept.extend((n, field.group(2).strip()) for n in _source_lines(q, lines, words[:1])[:1])
        elif words and ((len(" ".join(words).split()) > _CASE_WORDS and not first) or few or
                        _reads("\n".join(words), rest)):
            new = "\n".join(above).rstrip("\n") + "\n\n" + rest.lstrip("\n")   # a table, code, a passage it reads
            pictures = []
        else:
            if words:
                dropped += 1
                gone = _source_lines(q, lines, words)
                for n in gone:
                    deck.skip(n)
                at.append(gone[0] if gone else q.pos.line)
            new = rest.lstrip("\n")
        if pictures:
            new = new.rstrip("\n") + "\n\n" + "\n".join(pictures)
        q.text = new
        taken += 1
        levels += m.group("q") is not None
        shown = _shown(m)
    deck.mend("the label {0} of {n} question text{s}" + (" (a level in brackets in it)" if levels else ""), taken,
              repr(shown))
    if kept and diags is not None:   # a field of each record read as the question's case or explanation: said
        names = Counter(name for _n, name in kept)
        name = names.most_common(1)[0][0]
        diags.warning(Pos(where, kept[0][0], 1), f"the paragraph labelled {name!r} above the label {shown!r} of "
                      f"{len(kept)} question{'s' if len(kept) != 1 else ''} read as "
                      + (f"the explanation ({helped})" if helped else "")
                      + (" and " if helped and helped < len(kept) else "")
                      + ("the case the question reads" if helped < len(kept) else "")
                      + ", not the question's sentence", hint="if it is not, move or drop it")
    if dropped:
        deck.mend("the text above the label of {n} question{s} (not the question's: left out as the page's)", dropped)
        if diags is not None:   # a passage the question reads, in words nothing here knows, would be lost: said
            others = ", ".join(str(n) for n in at[1:12])
            diags.warning(Pos(where, at[0], 1), f"the text above the label {shown!r} of {dropped} question"
                          f"{'s' if dropped != 1 else ''} left out as the page's (a preamble, a lesson), since the "
                          "label opens other questions' texts", hint="if a question reads it, put it back in its "
                          "text" + (f"; the others at lines {others}" if others else ""))
