"""What one line of a question file is, by its form alone: the alphabet of the layout reader.

``classify(lines)`` gives each line a ``Line``: blank, a separator (a rule, punctuation alone, an
HTML tag alone), code inside a fence, or text that may start with a prefix: a LABEL of a sequence
(``1.``, ``b)``, ``(C)``, ``[d]``, ``**A.**``, ``Г)``; past 999 only ``1000.``, ``1000)``; its family is
the alphabet and case, its style the wrapping and punctuation, its index the place in the sequence) or
a KEY (``Q:``, ``BENAR=``, ``Ответ -``; a word or two before ``:`` or ``=``). A bullet (``-``, ``*``,
``•``) and a leading HTML tag (``<summary>``) are the line's wrapping (a tag whose name holds a number,
``<soru-1>``, ``<a-1>``, is no HTML: a key or a label with the record's number); a token of two or three marks and
its mirror around a line (``%@ text @%``) its wrapping too, the token a mark. A long line that recurs
again and again, once inside a run of labels (a page's header left by a conversion), is a separator. A bullet
that marks the right choice is learnt from the file: among bullets of another kind (``+ right`` among ``- wrong``,
``_bullet_marks``), or standing in the indent's place of a run of indented choices (``+ right`` among ``  wrong``,
``_indent_marks``; the questions' own bullet above each run is no mark); its lines become the others' kind, the
bullet an attribute. Whether ``O.`` is the 15th label of a
sequence or a key that every choice line repeats is decided from the whole file
(``_keys_not_labels``): a label's sequence is dense from its first member; a token repeated far more
often than the one before it in its alphabet is a key.

Nothing here knows a language: a key is a key because the file repeats it. Every pattern is linear
in the line's length.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from quizdeck.importers.answervalues import bare, same
from quizdeck.importers.choiceseparators import row_texts
from quizdeck.importers.labels import ALPHABETS

BLANK, SEP, CODE, TEXT, LABEL, KEY = "blank", "sep", "code", "text", "label", "key"

_FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})")
#: punctuation alone: rules (``---``, ``***``, ``===``), a lone ``,`` or ``;`` between records, ``--8<--``
_PUNCT_ONLY = re.compile(r"^[ \t]*[-=_*~.,;:#+<>|/\\8]{1,80}[ \t]*$")
#: a line that is HTML tags only: ``<details close>``, ``</details>``, ``<br>``, ``<div class="x">``
_TAGS_ONLY = re.compile(r"^[ \t]*(?:</?[A-Za-z][\w-]{0,20}(?:\s[^<>]{0,300})?/?>[ \t]*){1,6}$")
#: a tag's name that holds a number (``soru-1``, ``a-1``, ``q12``): the record's own, not HTML (``h1``-``h6`` are)
_NUMBERED_TAG = re.compile(r"([^\W\d_]{1,20})[-_]?(\d{1,4})")
_LEAD_TAG = re.compile(r"^<([A-Za-z][\w-]{0,20})(\s[^<>]{0,600})?>[ \t]*")
_ATTR = re.compile(r"""([\w:-]{1,40})[ \t]*=[ \t]*(?:"([^"]{0,300})"|'([^']{0,300})'|([^\s"'>]{1,100}))""")
_TRAIL_TAGS = re.compile(r"(?:[ \t]*</[A-Za-z][\w-]{0,20}>)+[ \t]*$")
_STRONG = re.compile(r"^(\*\*|__)(\S.*\S|\S)\1$")
_DIGITS = re.compile(r"\d+")
_RULE = re.compile(r"^([-=_*~])\1{2,}$")
_HEADING = re.compile(r"^(#{1,6})[ \t\u00a0]+(?=\S)")
_BULLETS = "-*+•▪●○◦►➢➤→"
#: the same, for the readers that say what a bullet was read as
BULLETS = _BULLETS
_BULLET = re.compile(r"^([-*+•▪●○◦►➢➤→])[ \t\u00a0]+(?=\S)")
#: a label: an optional opening, the label, an optional closing, punctuation; then the text
_LABEL = re.compile(r"^(\*\*|__|\(|\[|【|（|〔)?(\d{1,4}|[^\W\d_])(\*\*|__|\)|\]|】|）|〕)?"
                    r"([.):\]]|[ \t\u00a0]*[-–—](?=[ \t\u00a0])|[、．：])?"
                    r"(\*\*|__)?(?:[ \t\u00a0]+|(?<=[、．：])|(?<=[)\]】）〕])(?=\S)"
                    r"|(?<=\.)(?=[^\W\d_]|[“‘«„\"'(（「『【《〈\[±≤≥≈$€£¥−√])|(?<=[^\W\d_]\.)(?=\d))(?=\S)")
#: a key: one to four short words before ``:`` / ``=`` / `` - ``, maybe in bold: ``Q:``, ``**Answer:**``
_KEY = re.compile(r"^(\*\*|__|\*|_)?([^\W\d_][\w'’./()-]{0,24}(?:[ \t\u00a0][\w'’./()-]{1,24}){0,3}?)(\*\*|__)?"
                  r"[ \t\u00a0]*([:=：]|[ \t\u00a0][-–—](?=[ \t\u00a0]))(\*\*|__)?[ \t\u00a0]*")
_CLOSING = {"**": "**", "__": "__", "(": ")", "[": "]", "【": "】", "（": "）", "〔": "〕"}
_HALF = {"．": ".", "：": ":"}

#: the alphabets a label letter may come from, each in both cases: (family name, letters in order)
_FAMILIES: list[tuple[str, str]] = []
for _n, _alphabet in enumerate(ALPHABETS):
    _FAMILIES.append((f"a{_n}", _alphabet))
    if _alphabet.lower() != _alphabet:
        _FAMILIES.append((f"a{_n}l", _alphabet.lower()))
_FAMILIES.append(("latin", "ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
_FAMILIES.append(("latinl", "abcdefghijklmnopqrstuvwxyz"))


def _family(token: str) -> tuple[str, int] | None:
    """The alphabet a label belongs to and its place there: ``"3"`` -> ("digit", 2), ``"b"`` -> ("latinl", 1)."""
    if token.isdecimal():
        return "digit", int(token) - 1
    for name, letters in _FAMILIES[-2:] + _FAMILIES[:-2]:   # Latin first, then the others
        k = letters.find(token)
        if k >= 0:
            return name, k
    return None


@dataclass
class Line:
    """One source line, as the layout reader sees it."""

    number: int            # 1-based
    raw: str
    kind: str              # BLANK, SEP, CODE, TEXT, LABEL or KEY
    rest: str              # the text after the prefix and the wrapping (the whole text for TEXT)
    wrap: str = ""         # a bullet character or a leading HTML tag's name
    family: str = ""       # LABEL: "digit", "latin", "latinl", "a1"... ; KEY: the key, case folded
    style: str = ""        # LABEL: the wrapping and punctuation, "X)", "(X)", "**X.**"; KEY: ":" or "="
    index: int = 0         # LABEL: the place in its sequence (0 for A, a, 1)
    indent: int = 0
    prefix: str = ""       # the prefix as written, with its wrapping
    attrs: tuple[str, ...] = ()   # a leading HTML tag's short attributes, ``name="value"``: maybe a mark

    @property
    def shape(self) -> tuple[str, str, str, str]:
        """What lines of one role share: kind, wrapping, family, style (not the index)."""
        return self.kind, self.wrap, self.family, self.style

    @property
    def content(self) -> bool:
        """Whether the line says something (not blank, not a separator)."""
        return self.kind not in (BLANK, SEP)


#: a sum opening a line, up to its ``=``: ``2 + 3 =``, ``12 x 4 - 1 =`` (its first number is no question's number)
SUM = re.compile(r"[ \t]*\d+(?:[.,]\d+)?(?:[ \t]*[-–−+*/×x÷^:][ \t]*\d+(?:[.,]\d+)?)+[ \t]*=")


def _label(text: str) -> tuple[str, str, int, str, str] | None:
    """``(family, style, index, prefix, rest)`` when ``text`` starts with a label such as ``b)`` or ``(3)``."""
    m = _LABEL.match(text)
    if m is None:
        return None
    opened, token, closed, punct, after = m.groups()
    if token.isdigit() and not m.group(0)[-1].isspace() and text[m.end():m.end() + 1].isdigit():
        return None                    # "1)2": a number, not a label ("A)9": the label A, then 9)
    if opened and closed != _CLOSING[opened] and after != _CLOSING[opened]:
        return None
    if not opened and closed in ("**", "__"):
        return None
    if opened in ("**", "__") and not punct and closed is None:
        return None
    if not opened and not closed and not punct:
        return None                    # "A dog": a word
    if closed in (")", "]", "】", "）", "〕") and not opened and punct:
        return None
    if token.isdigit() and SUM.match(text):
        return None                    # "4 - 2 = ?": a sum the line asks, not question 4
    if len(token) == 4 and not (punct in (".", "、", "．") or closed == ")"):
        return None                    # "1000 – 450": past 999, a question's number ends with "." or ")"
    if punct and punct.strip() in ("-", "–", "—") and token.isdigit():
        punct = "-"
    fam = _family(token)
    if fam is None:
        return None
    family, index = fam
    punct = _HALF.get((punct or "").strip(), (punct or "").strip())   # "A．" is "A.": full width, same style
    style = f"{opened or ''}X{closed or ''}{punct}{after or ''}"
    rest = text[m.end():]
    return family, style, index, m.group(0).rstrip(), rest


def _key(text: str) -> tuple[str, str, str, str] | None:
    """``(key, separator, prefix, value)`` when ``text`` starts with a short key: ``Q: text``, ``BENAR=A``."""
    m = _KEY.match(text)
    if m is None:
        return None
    opened, word, closed, sep, after = m.groups()
    value = text[m.end():]
    if opened in ("*", "_") and value.rstrip().endswith(opened) and not closed and not after:
        value = value.rstrip()[:-1]      # "*Answer: B*": the whole line in emphasis
    elif (opened or "") != (closed or after or "") and not (opened and after == opened):
        return None
    if sep.strip() in ("-", "–", "—"):
        sep = "-"
    sep = sep.strip() or "-"
    if sep == "：":
        sep = ":"
    if word.endswith((".", "/")) or "://" in text[:m.end() + 2]:
        return None                    # "e.g.:" ... "https://"
    prefix = m.group(0).rstrip()
    if sep == ":" and value[:1] in "-–—" and value[1:2] in (" ", "\t"):
        prefix, value = f"{prefix}{value[0]}", value[1:].lstrip(" \t")   # ``Q01 :- text``: one separator, ``:-``
    # a number in a key is the record's own (``Q1:``, ``Q2:``): the key is the same
    return _DIGITS.sub("#", " ".join(word.casefold().split())), sep, prefix, value


def one_line(number: int, raw: str) -> Line:
    """One line's ``Line`` by its own form alone (what ``classify`` gives before it weighs the file)."""
    return _one(number, raw)


def _one(number: int, raw: str) -> Line:
    stripped = raw.strip()
    if not stripped:
        return Line(number, raw, BLANK, "")
    quoted = _quoted(number, raw)
    if quoted is not None:
        return quoted
    indent = len(raw) - len(raw.lstrip(" \t"))
    if (_PUNCT_ONLY.match(raw) and not stripped.isdigit()) or _TAGS_ONLY.match(raw):   # "8" is text
        return Line(number, raw, SEP, stripped, indent=indent)
    text = stripped
    wrap = ""
    marks: tuple[str, ...] = ()
    tag = _LEAD_TAG.match(text)
    numbered = _NUMBERED_TAG.fullmatch(tag.group(1)) if tag and not tag.group(2) else None
    if tag and numbered is not None and not re.fullmatch(r"[hH][1-6]", tag.group(1)) and text[tag.end():].strip():
        rest = text[tag.end():].strip()   # "<soru-1>text", "<a-1> text": the record's number in a tag of no HTML
        word = numbered.group(1)
        fam = _family(word) if len(word) == 1 else None
        if fam is not None:
            return Line(number, raw, LABEL, rest, "", fam[0], "<X-#>", fam[1], indent, tag.group(0).strip())
        return Line(number, raw, KEY, rest, "", f"<{word.casefold()}-#>", ">", 0, indent, tag.group(0).strip())
    if tag:
        wrap = "<" + tag.group(1).lower()
        attrs = {m.group(1).lower(): (m.group(2) or m.group(3) or m.group(4) or "").strip()
                 for m in _ATTR.finditer(tag.group(2) or "")}
        if attrs.get("class"):
            wrap += "." + ".".join(attrs["class"].split())
        marks = tuple(f'{k}="{v}"' for k, v in attrs.items() if k != "class" and len(v) <= 20)
        text = _TRAIL_TAGS.sub("", text[tag.end():]).strip()
        if not text:
            return Line(number, raw, SEP, stripped, indent=indent)
    pair = _PAIRED.fullmatch(text) if not wrap else None
    if pair is not None and pair.group(3) == _mirror(pair.group(1)):
        wrap, marks = PAIRED, (*marks, pair.group(1))   # "%@ x @%": the token is a mark
        text = pair.group(2)
    heading = _HEADING.match(text)
    if heading and not wrap:
        wrap = heading.group(1)
        text = text[heading.end():]
    bullet = _BULLET.match(text)
    if bullet and not wrap:
        wrap = bullet.group(1)
        text = text[bullet.end():]
    strong = _STRONG.match(text)
    if strong and "**" not in strong.group(2) and "__" not in strong.group(2):
        marks = (*marks, "**")           # the whole line in bold: maybe the file's mark of a right choice
        text = strong.group(2).strip()
    label = None if _BOX.match(text) else _label(text)   # "[x] done": a checkbox, not the label x
    if label is not None:
        family, style, index, prefix, rest = label
        return Line(number, raw, LABEL, rest.strip(), wrap, family, style, index, indent, prefix, marks)
    key = _key(text)
    ruled = None if key is not None or wrap else _RULED.match(text)
    if ruled is not None:                # "----Frage:1.1.01-001----", "=== Answer: ===": a key between rules
        key = _key(ruled.group(2))
        wrap = ruled.group(1)[:2] if key is not None else wrap
    if key is not None:
        word, sep, prefix, value = key
        labelled = _WORD_LABEL.fullmatch(word)
        fam = _family(prefix.strip("*_ ").rstrip(":=：-–— *_")[-1:]) if labelled else None
        if labelled and fam is not None and fam[0] != "digit":   # "Option A:", "Choice b =": a word, then a label
            style = f"{prefix.strip('*_ ').rstrip(':=：-–— *_')[:-1].strip()} X{sep}"
            return Line(number, raw, LABEL, value.strip(), wrap, fam[0], style, fam[1], indent, prefix, marks)
        return Line(number, raw, KEY, value.strip(), wrap, word, sep, 0, indent, prefix, marks)
    header = _HEADER.fullmatch(text)
    if header is not None:               # "Frage 12", "Question 3": a record's header with its running number
        word = " ".join(header.group(1).casefold().split())
        return Line(number, raw, KEY, "", wrap, f"{word} #", "#", int(header.group(2)), indent, text, marks)
    return Line(number, raw, TEXT, text, wrap, indent=indent, attrs=marks)


#: a Markdown blockquote's opening, ``> `` (nested ``> > `` too), before a line's text
_QUOTE = re.compile(r"^[ \t]{0,3}(?:>[ \t]?)*>[ \t]+(?=\S)")
#: the wrapping a blockquote gives a line (before any other wrapping it holds)
QUOTE = ">"


def _quoted(number: int, raw: str) -> Line | None:
    """A blockquoted key or label (``> Answer: `D` ``, ``> B) text``): the ``> `` is its wrapping, like ``**`` or
    ``#``; a quoted line of plain text stays as it is written (a quotation, ``>`` and all)."""
    quote = _QUOTE.match(raw)
    if quote is None:
        return None
    inner = _one(number, raw[quote.end():])
    if inner.kind not in (KEY, LABEL):
        return None
    indent = len(raw) - len(raw.lstrip(" \t"))
    return dataclasses.replace(inner, raw=raw, wrap=QUOTE + inner.wrap, indent=indent)


#: the wrapping of a line between a token of two or three marks and its mirror: ``%# text #%``, ``<< text >>``
PAIRED = "‹›"
_PAIRED = re.compile(r"([^\w\s]{2,3})[ \t]+(\S(?:.*\S)?)[ \t]+([^\w\s]{2,3})")
_MIRRORS = str.maketrans("()[]{}<>«»", ")(][}{><»«")


def _mirror(token: str) -> str:
    """A token as it closes what it opens: ``%#`` -> ``#%``, ``<<`` -> ``>>``, ``[(`` -> ``)]``."""
    return token[::-1].translate(_MIRRORS)


#: a line of one or two words and a number alone: ``Frage 12``, ``Question 3``, ``Вопрос №4``
_HEADER = re.compile(r"([^\W\d_][\w'’-]{1,24}(?:[ \t][^\W\d_][\w'’-]{0,24})?)[ \t]+(?:№|#|No\.?)?[ \t]?(\d{1,4})[.:]?")

#: a key that is one word and a letter (``option a``, ``choice b``): the letter labels a choice
_WORD_LABEL = re.compile(r"[^\W\d_]{2,24}[ \t][^\W\d_]")

#: a line between two runs of rule characters: ``----Frage:1.1.01-001----``, ``== Answer: ==``
_RULED = re.compile(r"^([-=~*_#+]{2,})[ \t]*([^\s\-=~*_#+](?:[^\n]{0,80}?[^\s\-=~*_#+])?)[ \t]*[-=~*_#+]{2,}$")


def classify(lines: list[str]) -> list[Line]:
    """Every line's ``Line``, in order; lines inside a fenced code block (and its fences) are CODE."""
    out: list[Line] = []
    fence: str | None = None
    comment = False                      # inside an HTML comment: furniture, whatever it holds
    for number, raw in enumerate(lines, start=1):
        if comment or (fence is None and raw.lstrip().startswith("<!--")):
            comment = "-->" not in (raw if comment else raw.lstrip()[4:])
            out.append(Line(number, raw, SEP, raw.strip(), wrap="<!--"))
            continue
        m = _FENCE.match(raw)
        if fence is not None:
            out.append(Line(number, raw, CODE, raw))
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not raw.strip()[len(m.group(1)):]:
                fence = None
            continue
        if m:
            fence = m.group(1)
            out.append(Line(number, raw, CODE, raw))
            continue
        out.append(_one(number, raw))
    _running_headers(out)
    _indent_marks(out)   # before the bullets' marks: the questions' own bullet is no base kind of a run's
    _bullet_marks(out)
    _indents_apart(out)
    _keys_not_labels(out)
    _keys_recur(out)
    _renumbered_keys(out)
    _keyed_letters(out)
    _lone_punctuation(out)
    _front_matter(out)
    return out


#: the shortest line taken for a page's running header (a short line may be a choice many questions share)
_HEADER_LENGTH = 20


def _running_headers(lines: list[Line]) -> None:
    """A page's running header or footer left by a conversion (the same long line, again and again, once
    inside a run of labelled lines: between ``B.`` and ``C.``) is furniture wherever it is."""
    places: dict[str, list[int]] = {}
    for i, ln in enumerate(lines):
        if ln.kind == TEXT and not ln.wrap and len(ln.rest) >= _HEADER_LENGTH:
            places.setdefault(ln.rest, []).append(i)
    content = [i for i, ln in enumerate(lines) if ln.kind not in (BLANK, SEP, CODE)]
    where = {i: k for k, i in enumerate(content)}
    for at in places.values():
        if len(at) < 3:
            continue
        inside = False
        for i in at:
            k = where[i]
            if 0 < k < len(content) - 1:
                before, after = lines[content[k - 1]], lines[content[k + 1]]
                inside = inside or (before.kind == after.kind == LABEL and before.shape == after.shape
                                    and after.index == before.index + 1)
        if inside:
            for i in at:
                lines[i].kind = SEP


def _front_matter(lines: list[Line]) -> None:
    """A page's front matter (``---`` on the first line, ``---`` or ``...`` closing it) is furniture."""
    if not lines or lines[0].raw.strip() != "---":
        return
    for k in range(1, min(len(lines), 60)):
        if lines[k].raw.strip() in ("---", "..."):
            for ln in lines[:k + 1]:
                ln.kind = SEP
            return


def _bullet_marks(lines: list[Line]) -> None:
    """A bullet that marks the right choice among bullets of another kind (``+ right`` among ``- wrong``):
    it is learnt from the runs of bullets, where it stands beside the other kind, not always first, and
    at most once or twice a run; its lines become the other kind's, the bullet a mark (an attribute)."""
    runs = _runs(lines, lambda ln: bool(ln.wrap) and ln.wrap in _BULLETS)
    for mark in _BULLETS:
        others = Counter(ln.wrap for run in runs if any(ln.wrap == mark for ln in run)
                         for ln in run if ln.wrap != mark)
        if not others:
            continue
        base = others.most_common(1)[0][0]
        with_mark = [seg for run in runs for seg in _segments(run, (mark, base)) if any(ln.wrap == mark for ln in seg)]
        if len(with_mark) < 3:
            continue
        fits = [run for run in with_mark if any(ln.wrap == base for ln in run)
                and sum(ln.wrap == mark for ln in run) <= max(1, sum(ln.wrap == base for ln in run) // 2)]
        firsts = sum(1 for run in with_mark if run[0].wrap == mark)
        lengths = {w: [len(ln.rest) for run in with_mark for ln in run if ln.wrap == w] for w in (mark, base)}
        alike = sum(lengths[mark]) / len(lengths[mark]) <= 1.6 * sum(lengths[base]) / len(lengths[base]) + 5
        # "+ right" and "- wrong" under a question line of no bullet: a plus marks the right ones, however many
        under = sum(1 for run in with_mark if _above(lines, run[0]) is not None)
        pair = mark == "+" and base == "-" and under >= 0.8 * len(with_mark) and alike
        if pair or (len(fits) >= 0.8 * len(with_mark) and firsts < 0.8 * len(with_mark) and alike):   # not a stem
            for run in with_mark:
                for ln in run:
                    if ln.wrap == mark:
                        ln.wrap, ln.attrs = base, (*ln.attrs, mark)
            return


def _indent_marks(lines: list[Line]) -> None:
    """A bullet standing in the indent's place (``+ right`` where the other choices have two spaces: ``  wrong``): the
    right choice's mark. Learnt from the runs of indented plain lines under a line at the margin (the question; its
    own bullet, the file's first line's, first and alone above each run, is no mark): a bullet that, with the spaces
    after it, fills
    just the columns the run's lines indent, on one line of the run (not all), in three runs at least and eight in
    ten of those holding it; its lines become the run's kind (plain, indented), the bullet a mark (an attribute)."""
    told = [ln for ln in lines if ln.content]
    # the questions' own bullet, if any: the first line at the margin with an indented line under it
    asking = next((ln.wrap for ln, below in itertools.pairwise(told) if ln.indent == 0 and below.indent > 0),
                  "")
    for mark in _BULLETS:
        if mark == asking or not any(ln.wrap == mark and ln.indent == 0 for ln in lines):
            continue
        runs = _indented_runs(lines, mark)
        held = [run for run in runs if any(ln.wrap == mark for ln in run)]
        if len(held) < 3:
            continue
        fitting = []
        for run in held:
            base = [ln for ln in run if not ln.wrap]
            marked = [ln for ln in run if ln.wrap == mark]
            widths = {ln.indent for ln in base}
            if len(widths) == 1 and len(base) >= 2 and all(_bullet_width(ln) == min(widths) for ln in marked) \
                    and len(marked) <= max(1, len(base) // 2):
                fitting.append((run, min(widths)))
        if len(fitting) < 3 or len(fitting) < 0.8 * len(held):
            continue
        for run, width in fitting:
            for ln in run:
                if ln.wrap == mark:
                    ln.wrap, ln.indent, ln.attrs = "", width, (*ln.attrs, mark)
        return


def _indented_runs(lines: list[Line], mark: str) -> list[list[Line]]:
    """The runs of indented plain lines and ``mark`` bullets at the margin, each under a line at the margin (the
    question's), blank lines aside."""
    return _runs(lines, lambda ln: (not ln.wrap and ln.indent > 0) or (ln.wrap == mark and ln.indent == 0))


def _runs(lines: list[Line], kept: Callable[[Line], bool]) -> list[list[Line]]:
    """The runs of text, label and key lines that ``kept`` keeps, blank lines aside: any other line ends a run."""
    runs: list[list[Line]] = []
    current: list[Line] = []
    for ln in lines:
        if ln.kind == BLANK:
            continue
        if ln.kind in (TEXT, LABEL, KEY) and kept(ln):
            current.append(ln)
            continue
        if current:
            runs.append(current)
        current = []
    if current:
        runs.append(current)
    return runs


def _bullet_width(ln: Line) -> int:
    """The columns a bulleted line's bullet and the spaces after it fill (``+ text``: 2)."""
    body = ln.raw[ln.indent:]
    return len(body) - len(body[1:].lstrip(" \t")) if body else 0


def _above(lines: list[Line], first: Line) -> Line | None:
    """The line right above a run of bullets when it is text of no bullet (the question they answer)."""
    k = first.number - 2                 # lines are numbered from 1, in order
    if k < 0 or k >= len(lines) or lines[k].number != first.number - 1:
        return None
    above = lines[k]
    return above if above.kind in (TEXT, KEY, LABEL) and not (above.wrap and above.wrap in _BULLETS) else None


def _segments(run: list[Line], wraps: tuple[str, str]) -> list[list[Line]]:
    """The parts of a run of bullets whose bullets are both of ``wraps``."""
    out: list[list[Line]] = [[]]
    for ln in run:
        if ln.wrap in wraps:
            out[-1].append(ln)
        elif out[-1]:
            out.append([])
    return [seg for seg in out if seg]


def _indents_apart(lines: list[Line]) -> None:
    """Labels of one shape at two indents, where those at one indent run 1, 2, 3… through the file one at a
    time (the questions' numbers) and those at the other come in runs that start again (the choices'):
    two shapes, the running ones' style marked with their indent (``    1.Question`` over ``1. choice``)."""
    by_shape: dict[tuple[str, str, str, str], list[Line]] = {}
    for ln in lines:
        if ln.kind == LABEL:
            by_shape.setdefault(ln.shape, []).append(ln)
    for same_shape in by_shape.values():
        indents = {ln.indent for ln in same_shape}
        if len(indents) != 2:
            continue
        runs: list[list[Line]] = []
        for ln in same_shape:             # runs of one indent, in the file's order
            if runs and runs[-1][-1].indent == ln.indent:
                runs[-1].append(ln)
            else:
                runs.append([ln])
        for indent in indents:
            mine = [run for run in runs if run[0].indent == indent]
            others = [run for run in runs if run[0].indent != indent]
            numbers = [run[0].index for run in mine]
            if len(mine) >= 2 and all(len(run) == 1 for run in mine) and numbers == sorted(set(numbers)) \
                    and sum(1 for run in others if len(run) >= 2) >= 0.8 * len(others):
                for run in mine:
                    run[0].style += f" >{indent}"
                break


def _keys_recur(lines: list[Line]) -> None:
    """A key is a key because the file repeats it: one said once (``Identify this landmark:``) is text."""
    counts = Counter(ln.family for ln in lines if ln.kind == KEY)
    for ln in lines:
        if ln.kind == KEY and counts[ln.family] < 2 and ln.style != "label":
            ln.kind, ln.family, ln.style, ln.rest = TEXT, "", "", f"{ln.prefix} {ln.rest}".strip()


#: a key's word and the number glued to it (``q#``: ``Q1:``, ``Q2:``), as ``_key`` writes its family
_NUMBERED_FAMILY = re.compile(r"([^\W\d_]{1,12})#")
#: a word, a number glued to it, a punctuation mark and the text: ``Q37. text``, ``Q38) text``
_NUMBERED_WORD = re.compile(r"([^\W\d_]{1,12})(\d{1,4})[ \t]*[.):;,\-–—．：、][ \t]*(?=\S)")
#: the share of steps between a key's numbers that must go up by one
_KEY_RUNS = 0.9


def _renumbered_keys(lines: list[Line]) -> None:
    """A key made of a word and a running number (``Q1:`` … ``Q36:``) goes on as that key where the file changes
    the punctuation after the number (``Q37.`` … ``Q56.``): a line of plain text that opens with the key's word and
    the next number of the run, whatever mark follows it, is the next line of the key. Learnt from the file's own
    run of numbers: nothing but the number that comes next is taken, one line at a time."""
    keyed: dict[str, list[Line]] = {}
    for ln in lines:
        if ln.kind == KEY and _NUMBERED_FAMILY.fullmatch(ln.family):
            keyed.setdefault(ln.family, []).append(ln)
    for family, run in keyed.items():
        numbers = [int(m.group(0)) for ln in run if (m := _DIGITS.search(ln.prefix))]
        steps = list(itertools.pairwise(numbers))
        if len(run) < 3 or len(numbers) != len(run) or sum(1 for a, b in steps if b == a + 1) < _KEY_RUNS * len(steps):
            continue
        word = family[:-1]
        style = Counter(ln.style for ln in run).most_common(1)[0][0]
        expected: int | None = None
        for ln in lines:
            if ln.kind == KEY and ln.family == family:
                m = _DIGITS.search(ln.prefix)
                expected = int(m.group(0)) + 1 if m else None
                continue
            if ln.kind != TEXT or ln.wrap or expected is None:
                continue
            m = _NUMBERED_WORD.match(ln.rest)
            if m is not None and m.group(1).casefold() == word and int(m.group(2)) == expected:
                ln.kind, ln.family, ln.style, ln.prefix = KEY, family, style, m.group(0).rstrip()
                ln.rest = ln.rest[m.end():].strip()
                expected += 1


#: a line of one to three words and a letter alone after them, no ``:`` between: ``Đáp án B``, ``Answer C``
_KEYED_LETTER = re.compile(r"([^\W\d_][\w'’]{0,24}(?:[ \t][^\W\d_][\w'’]{0,24}){0,2})[ \t]+\(?([A-Za-z])[.)]?")
#: how often the words must recur, and how many letters they must name
_KEYED_LEAST = 3


def _keyed_letters(lines: list[Line]) -> None:
    """A key written without ``:`` before a letter (``Đáp án B``, ``Answer C``) is a key where the file repeats
    the same words before letters, three times at least and naming two letters at least, never on two lines
    running (the same words and a letter on lines running are choices: ``Vitamin A``, ``Vitamin C``)."""
    found: dict[str, list[tuple[Line, str, str]]] = {}
    for ln in lines:
        m = _KEYED_LETTER.fullmatch(ln.rest.strip()) if ln.kind == TEXT else None
        if m is not None:
            found.setdefault(" ".join(m.group(1).casefold().split()), []).append((ln, m.group(1), m.group(2)))
    for word, places in found.items():
        numbers = [ln.number for ln, _, _ in places]
        if len(places) < _KEYED_LEAST or len({letter.upper() for _, _, letter in places}) < 2 \
                or any(b - a == 1 for a, b in itertools.pairwise(numbers)):
            continue
        for ln, prefix, letter in places:
            ln.kind, ln.family, ln.style, ln.rest, ln.prefix = KEY, word, " ", letter, prefix


def _lone_punctuation(lines: list[Line]) -> None:
    """Punctuation alone on a line is a separator when it is a rule (``---``, ``***``) or the file repeats
    it (``,`` between every two questions); once or twice it is text (a choice ``[]`` or ``/``)."""
    counts = Counter(ln.rest for ln in lines if ln.kind == SEP)
    for ln in lines:
        if ln.kind == SEP and counts[ln.rest] < 2 and not _RULE.match(ln.rest) and not _TAGS_ONLY.match(ln.raw) \
                and ln.wrap != "<!--":
            ln.kind = TEXT


def _keys_not_labels(lines: list[Line]) -> None:
    """Labels that are keys, decided from the whole file: in a sequence of labels (one family and
    style) each member is about as frequent as the one before it (A, B, C, D: one each per
    question). A member far more frequent than those before it (``O:`` 750 times, ``N:`` never),
    or a first member alone (``A:`` with no ``B:``), is a key the lines repeat: it becomes a KEY."""
    counts: Counter[tuple[str, str, str, int]] = Counter(
        (ln.wrap, ln.family, ln.style, ln.index) for ln in lines if ln.kind == LABEL)
    dense: set[tuple[str, str, str, int]] = set()
    for wrap, family, style, index in counts:
        if index != 0:
            continue
        previous = counts[(wrap, family, style, 0)]
        if counts[(wrap, family, style, 1)] == 0:
            continue                      # "A:" alone: a key
        k = 0
        while counts[(wrap, family, style, k)] and counts[(wrap, family, style, k)] <= 1.5 * previous + 2:
            dense.add((wrap, family, style, k))
            previous = max(previous, counts[(wrap, family, style, k)])   # a right choice marked apart
            k += 1
    for ln in lines:
        if ln.kind == LABEL and ln.family != "digit" and (ln.wrap, ln.family, ln.style, ln.index) not in dense:
            ln.kind = KEY   # numbers stay labels: a number is no key, and questions' numbers may skip one
            ln.family = ln.prefix.strip("*_([ ").rstrip(".):]、．：-–— *_").casefold() + "|" + ln.style
            ln.style = "label"
            ln.index = 0


#: a mark put before a choice: ``*text``, ``+ text``, ``=text``, ``✓ text``
_LEAD_MARK = re.compile(r"^([*+=~!✓✔√☑✅►>])[ \t]*(?=\S)")
#: a mark put after a choice: ``text+``, ``text *``, ``text ✓``, ``text (Verificado)``, ``text [x]``
_TRAIL_MARK = re.compile(r"(?:[ \t]*([+*✓✔√☑✅]{1,4}|\((?:[^()]{1,24})\)|\[(?:[^\[\]]{1,24})\]|<-+|←))[ \t]*$")
#: a checkbox before the text: ``[x]``, ``[ ]``, ``(x)``, ``( )``
_BOX = re.compile(r"^[\[(]([ xX✓✔*])[\])][ \t]*")


def lead_mark(text: str) -> tuple[str, str] | None:
    """``(mark, rest)`` when the text starts with a mark token; a box gives ``[x]`` or ``[ ]``. A mark leaves a
    text: a choice that is only brackets (``[ ]``, ``( )``) is its own text."""
    if text[:1] in ("☐", "□", "⬜") and text[1:].strip():
        return "[ ]", text[1:].lstrip()
    box = _BOX.match(text)
    if box and text[box.end():].strip():
        return ("[ ]" if box.group(1) == " " else "[x]"), text[box.end():]
    m = _LEAD_MARK.match(text)
    if m is None or text.startswith(("**", "__")):
        return None
    return m.group(1), text[m.end():]


def trail_mark(text: str) -> tuple[str, str] | None:
    """``(mark, rest)`` when the text ends with a mark token (its case folded: ``(verificado)``)."""
    cut = max(0, len(text) - 80)         # a mark is short: look at the end only (linear in a long line)
    m = _TRAIL_MARK.search(text, cut)
    if m is None or m.start() == 0:
        return None
    mark = m.group(1)
    if mark[0] in "+*✓✔√☑✅" and mark != mark[0] * len(mark):
        return None                      # "+*": not one mark repeated
    if mark[0] in "+*✓✔√☑✅":
        mark = mark[0]                   # "+++": the mark "+"
    if mark == "*" and text.rstrip().endswith("**"):
        return None                      # the end of bold text
    return mark.casefold(), text[:m.start()].rstrip()


#: a label inside a line, at its start or after a space (or the question's mark: ``option?A. People``): ``B) 15``,
#: ``c. text``, ``Б) текст``, ``[C] text``, ``2.text``; its opening bracket, its letter or number, its punctuation
_INLINE_LABEL = re.compile(r"(?:(?<=[\s?？])|^)(?:\(|(\[))?([^\W\d_]|\d{1,2}(?![\d.,]\d))((?(1)\]|[).:\-、．：]))"
                           r"(?=\s*\S|\s*$)")
#: the fewest numbers in order that make a line's inline choices (``Which? 1.x 2.y 3.z``): two could be a sentence's
_LEAST_NUMBERED = 3
#: how the text before choices numbered inline ends: it asks (``Which one? 1.x``, ``Pick one: 1) x``)
_ASKS = ("?", "？", ":", "：")


def unfold(lines: list[Line]) -> list[Line] | None:
    """The lines with each line that holds its question's choices inline (``Colours of a rainbow? A) 16
    B) 15 C) 7``: labels in order from the first of one alphabet, one case and one punctuation, after a
    text, or alone on their line; or numbers after a text that asks, ``Which? 1.x 2.y 3.z``) as a question line
    (when it has one) and one LABEL line per choice, all of the line's number; None when fewer than three lines
    are so."""
    out: list[Line] = []
    split = 0
    found = [inline_choices(ln.raw.strip(), numbers=True) if ln.kind in (TEXT, KEY, LABEL) else None for ln in lines]
    key = _said_key([parts[1] for parts in found if parts is not None and parts[0]])
    for ln, parts in zip(lines, found, strict=True):
        first = 0
        if parts is None and (row := _row_goes_on(ln, out)) is not None:
            parts, first = ("", row[1]), row[0]   # "C. z   D. w" under "A. x   B. y": the row goes on
        if parts is None or (not parts[0] and ln.kind not in (LABEL, KEY)):
            out.append(ln)
            continue
        split += 1
        stem, choices = parts
        if stem:                          # (a line of choices alone, ``A) x B) y C) z``: under its question's line)
            out.append(_one(ln.number, ln.raw[:len(ln.raw) - len(ln.raw.lstrip())] + stem))
        said = _said_after(choices, key)
        if said is not None:
            choices[-1] = (*choices[-1][:3], said[0])
        for k, (family, token, punct, text) in enumerate(choices, start=first):
            out.append(Line(ln.number, f"{token}{punct} {text}", LABEL, text, "", family, f"X{punct}", k, ln.indent,
                            f"{token}{punct}"))
        if said is not None:
            out.append(_one(ln.number, said[1]))
    return out if split >= 3 else None


def _row_goes_on(ln: Line, out: list[Line]) -> tuple[int, list[tuple[str, str, str, str]]] | None:
    """The place of its first label and the choices of a labelled line that goes on with the row of choices above it
    (its first label the one after the last label above, blank lines between), when it holds the next labels of the
    sequence in order too."""
    if ln.kind == KEY and ln.style == "label":
        ln = _one(ln.number, ln.raw)     # a label the file repeats more than the one before it: a row goes on
    if ln.kind != LABEL or ln.index == 0 or ln.family == "digit":
        return None
    j = next((j for j in range(len(out) - 1, -1, -1) if out[j].kind != BLANK), -1)
    above = out[j] if j >= 0 else None
    # the line above a row split into its choices: its choices stand one after another in ``out``, so the one
    # before it is of the same line (looking at that one only keeps this linear in the file's lines)
    if above is None or above.kind != LABEL or above.index != ln.index - 1 or \
            _caseless(above.family) != _caseless(ln.family) or \
            not (j > 0 and out[j - 1].kind == LABEL and out[j - 1].number == above.number):
        return None
    got = _inline_run(ln.raw.strip(), numbers=False, first=ln.index)
    return (ln.index, got[1]) if got is not None and not got[0] else None


#: an answer said at the end of a line of inline choices, after the last choice's text: up to four words (no
#: sentence: no full stop in them) and a colon, then one or more labels (``… D. Misappropriation Correct
#: Answer: B``); which of the words are the key is learnt from the file (``_said_key``)
_SAID_AFTER = re.compile(r"^(.*?\S)[ \t]+((?:[^\W\d_]+[ \t]+){0,3}[^\W\d_]+)[ \t]*[:：][ \t]*"
                         r"(\(?[^\W\d_]\)?(?:[ \t]*[,&/][ \t]*\(?[^\W\d_]\)?)*)[ \t.]*$")
#: the share of a file's lines of inline choices that must end with the same key for it to be the file's
_SAID_RECURS = 0.5


def _said_words(choices: list[tuple[str, str, str, str]]) -> tuple[list[str], str] | None:
    """The words before the colon at the end of the last inline choice's text (up to four) and the labels after it,
    when those labels are all the line's own; None when it does not end so."""
    m = _SAID_AFTER.match(choices[-1][3])
    if m is None:
        return None
    tokens = {token for _, token, _, _ in choices}
    named = re.findall(r"[^\W\d_]", m.group(3))
    if not named or any(t not in tokens for t in named):
        return None
    return m.group(2).split(), m.group(3)


def _said_key(lines: list[list[tuple[str, str, str, str]]]) -> tuple[str, ...] | None:
    """The key that ends most of a file's lines of inline choices before their answer: the most words (up to
    four) that half of them at least end with, compared without case; None when none recurs so."""
    ends = [got[0] for choices in lines if (got := _said_words(choices)) is not None]
    if not lines or len(ends) < _SAID_RECURS * len(lines):
        return None
    for size in (4, 3, 2, 1):
        counts = Counter(tuple(w.casefold() for w in words[-size:]) for words in ends if len(words) >= size)
        if counts and (top := counts.most_common(1)[0])[1] >= _SAID_RECURS * len(lines):
            return top[0]
    return None


def _said_after(choices: list[tuple[str, str, str, str]], key: tuple[str, ...] | None) -> tuple[str, str] | None:
    """The last inline choice's own text and the answer line said after it, when its text ends with the file's
    ``key``, a colon and labels all of the line's own (``Misappropriation Correct Answer: B``); else None."""
    got = _said_words(choices) if key is not None else None
    if got is None or key is None or tuple(w.casefold() for w in got[0][-len(key):]) != key:
        return None
    text = choices[-1][3]
    colon = max(text.rfind(":"), text.rfind("："))
    words = text[:colon].split()
    return " ".join(words[:-len(key)]), " ".join(words[-len(key):]) + ": " + got[1]


def inline_choices(raw: str, numbers: bool = False) -> tuple[str, list[tuple[str, str, str, str]]] | None:
    """A line's text before its inline choices and the choices (family, token, punctuation, text), when it
    holds two or more labelled in order from the first of one alphabet (one case, one punctuation); a first
    label mistyped (``c.x b.y c.z``) is the first, where the second follows it in order. ``numbers``: where
    no letters label them, numbers from 1 (``1.x 2.y 3.z``, ``1) x``), three at least, after a question's text that
    asks (ends with ``?`` or ``:``: not the steps of a choice, ``- 1. Open it. 2. Save it. 3. Close it.``)."""
    got = _inline_run(raw, numbers=False)
    if got is None and numbers:
        got = _inline_run(raw, numbers=True)
        if got is not None and (len(got[1]) < _LEAST_NUMBERED or not got[0].endswith(_ASKS)):
            return None
    return got


#: the most times a run of inline labels starts again at a later first label (``… corresponde a: a) x b) y``)
_RESTARTS = 4


def _inline_run(raw: str, numbers: bool, first: int = 0) -> tuple[str, list[tuple[str, str, str, str]]] | None:
    """``inline_choices`` of one kind of label: letters, or (``numbers``) numbers counted from 1; ``first``: the
    place of the run's first label (a row that goes on the line below another: ``C. z   D. w``). A run that stops
    at its first label (``a:``, the word ``a`` before the stem's colon, then ``a) x b) y`` of another sign) starts
    again at the next first label, a few times at most: the question's own text held it."""
    start = 0
    for _ in range(_RESTARTS):
        got, again = _run_from(raw, numbers, first, start)
        if got is not None or again is None:
            return got
        start = again
    return None


Run = tuple[str, list[tuple[str, str, str, str]]]


def _run_from(raw: str, numbers: bool, first: int, start: int) -> tuple[Run | None, int | None]:
    """``_inline_run`` from the line's place ``start`` on: the run, or None and where to start again (past a run
    that stopped at its first label, when a later first label of the kind is met; else None)."""
    run: list[tuple[re.Match[str], str]] = []
    before: tuple[re.Match[str], str] | None = None
    firsts: list[tuple[re.Match[str], str]] = []   # every first label met ("a." of "3:00 a.m.", then "A.")
    for m in _INLINE_LABEL.finditer(raw, start):
        fam = _family(m.group(2))
        if fam is None or (fam[0] == "digit") != numbers:
            continue
        if numbers and (m.group(0)[:1] in "([" or m.group(3) not in ".)"):
            continue                     # "(1)", "Box 1:": a number in a sentence's brackets, a name's number
        if fam[1] == first:
            firsts.append((m, fam[0]))
        if not run:
            if fam[1] == first:
                run = [(m, fam[0])]
            elif first == 0 and fam[1] == 1 and before is not None and before[1] == fam[0] and \
                    before[0].group(3) == m.group(3):
                run = [before, (m, fam[0])]   # "c.x b.y c.z": the first label mistyped, its place the first
            before = (m, fam[0])
        elif _caseless(fam[0]) == _caseless(run[0][1]) and fam[1] == first + len(run) and \
                m.group(3) == run[0][0].group(3):
            run.append((m, fam[0]))
    if len(run) == 1 and any(f[0].start() > run[0][0].start() for f in firsts):
        return None, run[0][0].end()     # stopped at its first label, another met after it: start again there
    if len(run) < 2 or (len(run) < 3 and _family(run[0][0].group(2)) != (run[0][1], first)):
        return None, None                # (a mistyped first label only before two in order)
    rest = {fam for _, fam in run[1:]}
    if len(rest) == 1 and run[0][1] not in rest:
        # "at 3:00 a.m. on ... A. gcloud B. bq": the run's labels of one case, its first of the other a word's
        # letter; the first label of the run's own case before the second is the first
        own = [f for f in firsts if f[1] in rest and run[0][0].end() <= f[0].start() < run[1][0].start()
               and f[0].group(3) == run[1][0].group(3)]
        if own:
            run[0] = own[-1]
    ends = [m.start() for m, _ in run[1:]] + [len(raw)]
    choices = [(run[0][1], m.group(2), m.group(3), _after_label(raw[m.end():end], m.group(3)))
               for (m, _), end in zip(run, ends, strict=True)]
    texts = row_texts([text for *_, text in choices])   # "A) x, B) y": the row's separator off (choiceseparators)
    if texts is None:
        return None, None
    choices = [(*c[:3], text) for c, text in zip(choices, texts, strict=True)]
    return (raw[:run[0][0].start()].rstrip(" ([\t"), choices), None


def _caseless(family: str) -> str:
    """A label family whatever its case (``latinl`` -> ``latin``): ``[A] x [B] y [c] z`` is one run of labels."""
    return family[:-1] if family.endswith("l") else family


def _after_label(text: str, punct: str) -> str:
    """An inline choice's text without a second punctuation after its label (``A). text``; after a bracket,
    ``[B].text`` too)."""
    text = text.strip()
    return text[1:].strip() if text[:1] in ".:" and (text[1:2].isspace() or punct == "]") else text


def numbers_alone(lines: list[Line]) -> list[Line] | None:
    """The lines with a question's number alone on its line (``8``, its text on the line below) written as the
    file's other questions' numbered lines are (``8- text`` where they are ``7- text``): the number's line
    becomes the numbered line holding the text below it, the text's own line a separator; only where the number
    is the next of the file's run of numbered lines (``1-`` … ``7-``, then ``8``). None when no line is so."""
    shapes = Counter(ln.shape for ln in lines if ln.kind == LABEL and ln.family == "digit")
    if not shapes:
        return None
    shape = shapes.most_common(1)[0][0]
    model: Line | None = None
    out = list(lines)
    changed = False
    for i, ln in enumerate(lines):
        if ln.shape == shape:
            model = ln
        elif model is not None and ln.kind == TEXT and not ln.wrap and ln.raw.strip().isdecimal() \
                and int(ln.raw.strip()) == model.index + 2 and i + 1 < len(lines) and lines[i + 1].kind == TEXT:
            below = lines[i + 1]
            prefix = model.prefix.replace(str(model.index + 1), ln.raw.strip(), 1)
            out[i] = Line(ln.number, f"{prefix} {below.raw.strip()}", LABEL, below.rest, model.wrap,
                          model.family, model.style, model.index + 1, ln.indent, prefix)
            out[i + 1] = Line(below.number, below.raw, SEP, below.raw.strip(), indent=below.indent)
            model = out[i]
            changed = True
    return out if changed else None


def rekeyed(lines: list[Line]) -> list[Line] | None:
    """The lines with a key that stands once in each run of another key's lines written as a line of that key
    marked by its own (``OPTION:x`` ``SOLUTION:y`` ``OPTION:z``: the choices' key, and the key of the right one
    among them, as a tool's files write them); None when the file has no such pair of keys.

    The pair: two keys; the first on two lines or more of each of its runs (three runs at least), the
    second next to a line of the first in each run, on one line of nine runs in ten and on as many lines as there
    are runs (the right choice of each question), its value no label and no text of the run's other lines (then it
    is an answer line naming a choice)."""
    keys = Counter(ln.family for ln in lines if ln.kind == KEY)
    for many, _ in keys.most_common(2):
        for other in keys:
            runs = _key_runs(lines, many, other)
            if other == many or len(runs) < 3:
                continue
            inside = [sum(1 for ln in run if ln.kind == KEY and ln.family == other) for run in runs]
            if keys[other] == len(runs) and sum(1 for c in inside if c == 1) >= _RUNS_AGREE * len(runs) \
                    and not _names_one(runs, many, other):
                return [Line(ln.number, ln.raw, KEY, ln.rest, ln.wrap, many, ln.style, ln.index, ln.indent, ln.prefix,
                             (*ln.attrs, ln.prefix)) if ln.kind == KEY and ln.family == other else ln for ln in lines]
    return keyed_bullets(lines)


def keyed_bullets(lines: list[Line]) -> list[Line] | None:
    """The lines with a key that opens exactly one bullet of each run of plain bullets (``- **Correct Answer:** x``
    among ``- y``, ``- z``) written as a plain bullet marked by its key (its prefix an attribute, as ``rekeyed``
    marks): the right choice of each question. Only where the key does so in nine runs in ten of those it stands
    in (three at least), never more than once in a run, the run's other bullets no keys, its value no label and no
    other bullet's text (then it is an answer line naming a choice), and its place in the runs not always the first
    nor always the last (a field of the list: ``- **Explanation:** …`` after the choices). The key's words do not
    matter."""
    runs = _bullet_runs(lines)
    counts: Counter[str] = Counter()
    bad: Counter[str] = Counter()
    places: dict[str, set[tuple[int, int]]] = {}
    for run in runs:
        keys = Counter(ln.family for ln in run if ln.kind == KEY)
        texts = {same(ln.rest) for ln in run if ln.kind != KEY}
        for family, n in keys.items():
            at = next(k for k, ln in enumerate(run) if ln.kind == KEY and ln.family == family)
            value = run[at].rest
            plain = n == 1 and len(keys) == 1 and len(run) >= 2 and not bare(value) and same(value) not in texts
            (counts if plain else bad)[family] += 1
            places.setdefault(family, set()).add((at, len(run) - 1 - at))
    for family, n in counts.most_common(1):
        firsts, lasts = {a for a, _ in places[family]}, {b for _, b in places[family]}
        if n >= 3 and n >= _RUNS_AGREE * (n + bad[family]) and len(firsts) > 1 and len(lasts) > 1:
            # (a key always on the run's first or last item is a field of the list: a note, an explanation)
            return [Line(ln.number, ln.raw, TEXT, ln.rest, ln.wrap, indent=ln.indent, attrs=(*ln.attrs, ln.prefix))
                    if ln.kind == KEY and ln.family == family and ln.wrap in _BULLET_WRAPS else ln for ln in lines]
    return None


#: the wrappings of a list's bullets
_BULLET_WRAPS = ("-", "*", "+", "•")


def _bullet_runs(lines: list[Line]) -> list[list[Line]]:
    """The runs of lines wrapped in one bullet at one indent (text, keys, labels), one after the other."""
    runs: list[list[Line]] = []
    for ln in lines:
        if ln.wrap in _BULLET_WRAPS and ln.kind in (TEXT, KEY, LABEL):
            if runs and runs[-1][-1].number == ln.number - 1 and runs[-1][-1].wrap == ln.wrap \
                    and runs[-1][-1].indent == ln.indent:
                runs[-1].append(ln)
                continue
            runs.append([ln])
    return runs


def _names_one(runs: list[list[Line]], many: str, other: str) -> bool:
    """Whether the key ``other`` is an answer's in half the runs at least: its value a label alone (``B``, ``2``) or
    the text of one of the run's lines of ``many``, the right choice named, not one of its own."""
    def names(run: list[Line]) -> bool:
        texts = {same(ln.rest) for ln in run if ln.family == many}
        return any(ln.family == other and (bool(bare(ln.rest)) or same(ln.rest) in texts) for ln in run)
    return sum(1 for run in runs if names(run)) >= len(runs) / 2


#: the share of the runs of a key's lines that must hold the other key once
_RUNS_AGREE = 0.9


def _key_runs(lines: list[Line], family: str, other: str) -> list[list[Line]]:
    """The runs of lines of the keys ``family`` and ``other`` that hold two lines of ``family`` at least, or one
    line of each key (a question with one wrong choice beside its right one, ``C=yes`` ``N=no``) when the runs of
    two lines of ``family`` or more are half the runs at least (else a file of ``Q:`` ``A:`` pairs would be one)."""
    runs: list[list[Line]] = []
    current: list[Line] = []
    for ln in [*lines, Line(0, "", BLANK, "")]:
        if ln.kind == KEY and ln.family in (family, other):
            current.append(ln)
            continue
        mine = sum(1 for c in current if c.family == family)
        if mine >= 2 or (mine == 1 and len(current) == 2):
            runs.append(current)
        current = []
    full = [run for run in runs if sum(1 for c in run if c.family == family) >= 2]
    return runs if 2 * len(full) >= len(runs) else full
