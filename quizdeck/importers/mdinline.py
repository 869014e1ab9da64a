"""Inline Markdown that stands for something the line patterns know, written as that, line for line.

* GitHub's emoji shortcodes for a check or a cross (``:white_check_mark:``, ``:heavy_check_mark:``,
  ``:x:``) are the emoji they show (``✅``, ``✔️``, ``❌``): a file may mark its right choices so, and the
  card would show the code, not the mark;
* a ``<br>`` (``<br/>``, ``<br />``, the misspelt ``</br>``) that ends a line is the line's end it already is (the
  line break of a paragraph written with hard breaks): ``A. Security <br>`` is the choice ``A. Security``, but a tag
  that is all a choice holds after its label (``- **D.** </br>``) is that choice's text; so is the backslash
  that ends a line (Markdown's own hard break, ``A. Rotate matrix\\``, three lines at least, not in code or math);
  a backslash alone on its line (a hard break opening a paragraph, as editors such as Typora write an empty line
  between questions) is the empty line the page shows, a blank line;
* radio buttons written as text, two lines at least in a row, one of them empty: ``( ) text``, ``(x) text``,
  ``(*) text`` (also as list items, ``- (x) Falso``) are the checkboxes ``[ ]`` and ``[x]`` they stand for, and
  so is ``[*] text``; a box among such lines glued to its text (``[ ]Benutzer``) is one too; Katacoda's
  question line ``>> Which ...? <<`` is its text; boxes drawn as characters, two at least one under the other,
  some empty (``▢ text``, ``☐``, ``○``) and some not, are checkboxes too, ticked where filled (``☑``, ``■``, ``●``) or
  with a tick glued before them (``/▢ text``, ``x☐``); checkboxes in an ordered list (``1. [x] text``, two at least)
  are the task list's items they are; a task list's item whose box is written with no space inside (``- [] 16
  billes``, or a paragraph's ``[] text``) among items of the same list (paragraphs) that are all boxes
  (``- [ ]``, ``- [x]``) is an empty box (``- [ ] 16 billes``); elsewhere (``- [] is an empty list``, ``x = []``)
  it stays as written (``bracket_boxes``);
* a list item whose whole text is wrapped in one inline HTML element (``- <span style="color:green">D) text
  ✅</span>``, ``<mark>``, ``<font>``, ``<b>``) is the item of that text: the element styles the item (a file
  highlights its right choice so), it is no part of it; where its style or class says right (a green colour,
  ``class="correct"``) and the text does not end in a check mark, a ``✅`` is written after it (one inside it goes),
  the mark the reader knows; a bold element (``<b>``, ``<strong>``; break tags may follow it) is the item in bold
  (``**a. text**``), a mark the reader proves or refuses as it does Markdown's own bold (``wrapped_items``);
* an image alone on its line whose title (or alt text) is one choice's label and nothing else (``<img src="..."
  title="B">``, ``![C](answer.png)``), a paragraph of its own (a blank line above it, no indent: an image under a
  list item is that item's, a choice drawn), two such lines at least in the file: the picture of the answer, read
  as the answer line ``Answer: B`` it stands for (``labelled_images``);
* a fenced block that holds nothing but choice labels (``C``, ``A, C``, ``BD``) right under a line that ends in a
  colon (``答：``, ``Answer:``, ``**Réponse :**``) is that label line, the value of the label above it
  (``fenced_values``): the reader reads its fences as blank lines, so the answer reads as any label line with its
  value below it.

* a list item whose choice, its label with it, is in bold italic (``- ***c. text*** ✔️``, ``___``) is that choice in
  bold (``- **c. text** ✔️``), the emphasis a file marks its right choice with and the reader knows; the italic
  hid the label, and the choice's run ended before it (``triple_bold``).

* lines that go on a list item's paragraph lazily, not indented, between it and the next item (``- **C.** ... tymi``,
  ``punktami. ✅``), three runs at least in a file, are indented to the item's text, as Markdown reads them: the
  item's (``lazy_lines``).

``code_spans`` finds a line's code spans as CommonMark pairs them (a run of backticks closed by the next run of
the same length; a run left unclosed is text), in one pass, for the modules that leave code as written.

Other fenced code is left as it is. Each line keeps its place (messages keep their line numbers); only
characters inside a line go. Every pattern is linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from quizdeck.importers import mdaligned, mdcircled
from quizdeck.importers.labels import answer_letters, split_label
from quizdeck.importers.mdnestedquotes import nested_quote

_SHORTCODES = {
    "white_check_mark": "\u2705", "heavy_check_mark": "\u2714\ufe0f", "ballot_box_with_check": "\u2611\ufe0f",
    "x": "\u274c", "negative_squared_cross_mark": "\u274e", "heavy_multiplication_x": "\u2716\ufe0f",
}
_SHORTCODE = re.compile(r"(?<![\w:]):(" + "|".join(_SHORTCODES) + r"):(?![\w:])")
#: an HTML break tag, any spelling (``<br>``, ``<br/>``, ``<br />``, the misspelt ``</br>``)
_BR_TAG = r"<(?:br[ \t]*/?|/br[ \t]*)>"
#: a line holding only break tags
_BREAK_ONLY = re.compile(rf"[ \t]*(?:{_BR_TAG}[ \t]*)+", re.I)
#: what goes before a choice's label on its line: a quote, a list's marker, a box, a box's drawing, spaces
_CHOICE_LEAD = re.compile(r"^[ \t]*(?:>[ \t]*)*(?:[-*+][ \t]+)?(?:\[[ xX]\][ \t]*)?(?::[a-z_]{2,40}:)?"
                          r"(?:[ \t]|&nbsp;|\u00a0)*")


def _choice_index(line: str) -> tuple[int, str] | None:
    """The label's choice of a choice's line (``:white_large_square:&nbsp; a. x``, ``- [ ] b) y``) and its kind
    (``digit``, ``upper``, ``lower``), or None."""
    if not line.strip() or len(line) > 2_000:
        return None
    lead = _CHOICE_LEAD.match(line)
    text = line[lead.end() if lead else 0:]
    split = split_label(text)
    sign = next((c for c in text[:8] if c.isalnum()), "")
    kind = "digit" if sign.isdigit() else "upper" if sign.isupper() else "lower"
    return (split[0], kind) if split is not None and sign else None


def _between_choices(lines: Sequence[str], i: int) -> bool:
    """Whether line ``i`` stands between two choices of one run: the line above labelled, the line below labelled
    with the next label of the same kind (``d.`` over ``5.``, the next question, is no run)."""
    if i == 0 or i + 1 >= len(lines):
        return False
    above, below = _choice_index(lines[i - 1]), _choice_index(lines[i + 1])
    return above is not None and below is not None and below == (above[0] + 1, above[1])


_TRAILING_BR = re.compile(rf"(?:[ \t]*{_BR_TAG})+[ \t]*$", re.I)
#: what a line may hold before a break tag that is its whole text: a list's or a quote's marker, a label
_ONLY_MARKERS = re.compile(r"[ \t]*(?:>[ \t]*)*(?:(?:[-*+]|\d{1,3}[.)])[ \t]+)?(?:(?:\*\*|__)?[(\[]?[A-Za-z0-9]{1,3}"
                           r"[.):\]](?:\*\*|__)?)?[ \t]*")


_FENCE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})")


def _blocks(lines: Sequence[str]) -> tuple[list[bool], list[tuple[int, int]]]:
    """Which lines are in fenced code (the fences too), and each closed block's (opening, closing) line."""
    out = []
    blocks: list[tuple[int, int]] = []
    fence: str | None = None
    opened = 0
    for i, line in enumerate(lines):
        m = _FENCE.match(line)
        if fence is None:
            fence, opened = (m.group(1), i) if m else (None, i)
            out.append(fence is not None)
        else:
            out.append(True)
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not line[m.end():].strip():
                fence = None
                blocks.append((opened, i))
    return out, blocks


def fenced_blocks(lines: Sequence[str]) -> list[tuple[int, int]]:
    """Each closed fenced block's (opening, closing) line."""
    return _blocks(lines)[1]


#: the lines a rewriter's first look goes over for the lines it needs (a larger file: its first part only)
LOOKED_AT = 200_000


def at_least(lines: Sequence[str], matches: Callable[[str], object], least: int) -> bool:
    """Whether ``least`` lines at least among the first ``LOOKED_AT`` match: a rewriter's cheap first look
    before it reads the file, stopping at the ``least``-th."""
    if least <= 0:
        return True
    seen = 0
    for line in lines[:LOOKED_AT]:
        if matches(line):
            seen += 1
            if seen >= least:
                return True
    return False


def fenced_lines(lines: Sequence[str]) -> list[bool]:
    """Which lines are in fenced code (the fences too)."""
    return _blocks(lines)[0]


def pipe_tables(lines: Sequence[str], fenced: Sequence[bool], cells: Callable[[str], list[str] | None],
                header_rule: Callable[[list[str]], bool]) -> list[tuple[int, int]]:
    """The pipe tables outside fenced code, (header line, end): a row (``cells`` gives its cells) over a rule row
    ``header_rule`` accepts, then every row up to the first line that is none."""
    out: list[tuple[int, int]] = []
    i = 0
    while i + 1 < len(lines):
        head = None if fenced[i] else cells(lines[i])
        rule = None if head is None or fenced[i + 1] else cells(lines[i + 1])
        if rule is None or not header_rule(rule):
            i += 1
            continue
        j = i + 2
        while j < len(lines) and not fenced[j] and cells(lines[j]) is not None:
            j += 1
        out.append((i, j))
        i = j
    return out


def text_runs(lines: Sequence[str], fenced: Sequence[bool], *, code: bool) -> list[tuple[int, int]]:
    """The [start, end) runs of lines holding text, a blank line between them; a line of fenced code (``fenced``)
    is text when ``code``, else it ends a run as a blank line does."""
    out: list[tuple[int, int]] = []
    start: int | None = None
    for i, line in enumerate([*lines, ""]):
        held = i < len(lines) and bool(line.strip())
        text = (held or (i < len(lines) and fenced[i])) if code else (held and not fenced[i])
        if text and start is None:
            start = i
        elif not text and start is not None:
            out.append((start, i))
            start = None
    return out


#: a run of backticks
_TICKS = re.compile(r"`+")


def code_spans(line: str) -> list[tuple[int, int]]:
    """The code spans of ``line``, (start, end) from the opening run's first backtick to the closing run's last:
    each run of backticks pairs with the next run of the same length; a run with none after it is text, and the
    next run is tried (CommonMark's rule). One pass: per length, the place reached in that length's runs."""
    if "`" not in line:
        return []
    runs = [(m.start(), m.end()) for m in _TICKS.finditer(line)]
    of_length: dict[int, list[int]] = {}
    for k, (start, end) in enumerate(runs):
        of_length.setdefault(end - start, []).append(k)
    reached = dict.fromkeys(of_length, 0)
    spans: list[tuple[int, int]] = []
    k = 0
    while k < len(runs):
        start, end = runs[k]
        same = of_length[end - start]
        at = reached[end - start]
        while at < len(same) and same[at] <= k:
            at += 1
        reached[end - start] = at
        if at < len(same):
            spans.append((start, runs[same[at]][1]))
            k = same[at] + 1
        else:
            k += 1
    return spans


def code_span(text: str) -> str:
    """``text`` as one code span, shown as written: its ticks one longer than its longest run of backticks, a space
    inside them where it starts or ends with one (CommonMark takes one such space off each side)."""
    ticks = "`" * (max((len(m.group()) for m in _TICKS.finditer(text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return ticks + pad + text + pad + ticks


#: a list item's marker and its text
_ITEM = re.compile(r"^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+(\S.*)$")
#: a code span closed on its line (what it holds is no markup)
_CODE_SPAN = re.compile(r"(`+)[^`]*?\1")


def _opens(text: str) -> str | None:
    """The span ``text`` leaves open, or None: a code span's backtick without its closing one, else bold (``**``,
    an odd count of them outside code spans; ``__`` is left alone: ``acc.__balance`` is no bold)."""
    bare = _CODE_SPAN.sub("", text)
    if "`" in bare:
        return "`"
    return "**" if bare.count("**") % 2 else None


def lazy_items(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """A list item whose bold or code span its line leaves open, closed by the line right below it that is no
    item of its own (``* **kulka wskaźnika znajduje się w``, then ``środkowym położeniu**``): one item, as Markdown
    reads the lazy line (its paragraph goes on); the item's line holds both, the line below is left blank (given
    back, to be accounted for). Only a span closed so joins: a line below a closed item may be the next paragraph.
    None when there is none."""
    fenced: list[bool] | None = None
    out: list[str] | None = None
    blanked: set[int] = set()
    for i in range(len(lines) - 1):
        m = _ITEM.match(lines[i]) if len(lines[i]) <= 2000 and ("*" in lines[i] or "`" in lines[i]) else None
        below = lines[i + 1]
        if m is None or not below.strip() or _ITEM.match(below) or below.lstrip().startswith(("#", ">", "|")):
            continue
        mark = _opens(m.group(1))
        if mark is None or mark not in below or _opens(below) != mark or i in blanked or len(below) > 2000:
            continue
        fenced = _blocks(lines)[0] if fenced is None else fenced
        if fenced[i] or fenced[i + 1]:
            continue
        out = out if out is not None else list(lines)
        out[i] = lines[i].rstrip() + " " + below.strip()
        out[i + 1] = ""
        blanked.add(i + 1)
    return (out, blanked) if out is not None else None


#: a list item: its indent, its marker and the spaces after it (the column its text starts at)
_ITEM_START = re.compile(r"^([ \t]{0,3}(?:[-*+]|\d{1,3}[.)])[ \t]+)\S")
#: a line that starts a block of its own, so is no lazy line: a heading, a quote, a table's row, a fence, HTML, a rule
_OWN_BLOCK = re.compile(r"^[ \t]*(?:#{1,6}(?:[ \t]|$)|>|\||`{3}|~{3}|<|(?:[-*_][ \t]*){3,}$)")
#: lazy lines between two items: this many runs at least in a file
_LEAST_LAZY = 3
#: lazy lines under a list's last item are its own where this share of the lists at most have any
_FEW_TAILS = 0.2
#: a line that starts with a key and a colon (``Answer: B``, ``Note: ...``): its own line, not a lazy one
_KEYED = re.compile(r"^[ \t]*[*_]*[^\W\d_][^\W\d_ ]{0,20}(?:[ \t][^\W\d_]{1,20}){0,2}[*_]*[ \t]*[:：]")


def lazy_lines(lines: Sequence[str]) -> tuple[list[str], set[int]] | None:
    """Lines that go on a list item's paragraph lazily, not indented, right between it and the next item of its list
    (``- **C.** ... pomiędzy tymi``, ``punktami. ✅``, ``- **D.** ...``): the item's, as Markdown reads them, indented
    to its text's column so that the reader reads them as the item's own lines. A file that does so three times at
    least; lines below a list's last item, up to a blank line, too where a fifth of the lists at most have such lines
    and none starts with a key (``Answer:``): a line that most lists have is the file's own. None when there is
    none."""
    if not at_least(lines, _ITEM_START.match, 2 * _LEAST_LAZY):
        return None
    fenced = _blocks(lines)[0]
    runs: list[tuple[int, list[int]]] = []   # an item's line, its lazy lines
    tails: list[tuple[int, list[int]]] = []   # a list's last item, its lazy lines, then a blank line
    lasts = 0   # lists' last items
    i = 0
    while i < len(lines):
        m = _ITEM_START.match(lines[i]) if not fenced[i] and len(lines[i]) <= 2000 else None
        if m is None:
            i += 1
            continue
        j = i + 1
        while j < len(lines) and j - i <= 20 and lines[j].strip() and not fenced[j] and not lines[j][:1].isspace() \
                and not _ITEM_START.match(lines[j]) and not _OWN_BLOCK.match(lines[j]):
            j += 1
        below = _ITEM_START.match(lines[j]) if j < len(lines) and not fenced[j] else None
        if below is not None and j > i + 1 and below.group(1).strip()[:1] == m.group(1).strip()[:1]:
            runs.append((i, list(range(i + 1, j))))
        elif below is None:
            lasts += 1
            if j > i + 1 and (j == len(lines) or not lines[j].strip() or _OWN_BLOCK.match(lines[j])) and not any(
                    _KEYED.match(lines[k]) for k in range(i + 1, j)):
                tails.append((i, list(range(i + 1, j))))
        i = j if j > i + 1 else i + 1
    if len(runs) < _LEAST_LAZY:
        return None
    out = list(lines)
    # below a list's last item, the paragraph goes on as between items, where only a few lists have a line there
    # (one that most have is the file's own line under its choices: an answer, a note)
    for item, lazy in runs + (tails if len(tails) <= _FEW_TAILS * lasts else []):
        indent = " " * len(_ITEM_START.match(lines[item]).group(1).expandtabs(4))  # type: ignore[union-attr]
        for k in lazy:
            out[k] = indent + lines[k]
    return out, set()


#: a line that labels what follows it: it ends in a colon ("答：", "Answer:", "**Réponse :**")
_LABEL_LINE = re.compile(r"[:：][ \t*_]*$")
#: the longest label value a fenced block may hold to be read as a label line ("A, B, D")
_LONGEST_VALUE = 20


def fenced_values(lines: Sequence[str]) -> list[tuple[int, int, int]]:
    """The fenced blocks that hold only choice labels under a label line: (the label line, the opening fence, the
    closing fence), 0-based."""
    if not any(line.lstrip(" ").startswith(("```", "~~~")) for line in lines):
        return []
    fenced, blocks = _blocks(lines)
    out: list[tuple[int, int, int]] = []
    for start, end in blocks:
        opening = _FENCE.match(lines[start])
        if opening is None or lines[start][opening.end():].strip():
            continue   # "```python": code, whatever it holds
        inner = [line.strip() for line in lines[start + 1:end] if line.strip()]
        value = answer_letters(inner[0]) if len(inner) == 1 and len(inner[0]) <= _LONGEST_VALUE else None
        if value is None or value[1]:
            continue
        above = next((k for k in range(start - 1, max(start - 3, -1), -1) if lines[k].strip()), None)
        if above is not None and not fenced[above] and _LABEL_LINE.search(lines[above][:200]):
            out.append((above, start, end))
    return out


#: a radio button or a box opening a line or a list item: "( ) text", "- (x) Falso", "[*] text", "[ ] text"
_RADIO = re.compile(r"^([ \t]*(?:[-*+][ \t]+)?)(?:\(([ xX*])\)|\[[ \t]?([ xX*])[ \t]?\])([ \t]*)(?=\S)")
#: characters that show nothing, beside spaces: a line of them only is blank
_INVISIBLE = " \t\u200b\u200c\u200d\u2060\ufeff"
#: a box whose tick has spaces beside it inside: "[ x ]", "[x ]"
_PADDED = re.compile(r"\[(?:[ \t][xX*][ \t]?|[xX*][ \t])\]")
#: Katacoda's question line: ">> Que représente le dossier .. ? <<"
_KATACODA_QUESTION = re.compile(r"^>>[ \t]*(\S.*?)[ \t]*<<[ \t]*$")


#: a box or radio button drawn as a character, opening a line (maybe quoted, maybe a list item): empty (``▢``,
#: ``☐``, ``○``), filled or ticked (``☑``, ``☒``, ``■``, ``●``), or empty with a tick glued before it (``/▢``, ``x☐``)
_GLYPH_BOX = re.compile(r"^[ \t]*(?:>[ \t]*){0,3}(?:[-*+•][ \t]+)?(?P<tick>[/\\xX*+✓✔]{1,2})?"
                        r"(?:(?P<empty>[☐□▢◻⬜❑❒○◯])|(?P<full>[☑☒✅▣■◼⬛●◉⦿]))\ufe0f?[ \t]+(?=\S)")
_CIRCLES = frozenset("○◯●◉⦿")
#: the most blank lines between two boxes of one run
_BOX_GAP = 1


def _glyph_boxes(lines: Sequence[str], fenced: list[bool], out: list[str]) -> bool:
    """Boxes drawn as characters, two at least one under the other (a blank line between them at most) at one
    depth, some empty and some ticked, made checkboxes in ``out``: ``>> ▢ text`` is ``- [ ] text``, ``>> /▢ text``
    and ``☑ text`` are ``- [x] text`` (the quote or list they stood in is the box's drawing, not the choice's);
    whether any was."""
    changed = False
    i = 0
    while i < len(lines):
        run: list[tuple[int, re.Match[str]]] = []
        j = i
        while j < len(lines) and not fenced[j] and (m := _GLYPH_BOX.match(lines[j][:40])) is not None:
            run.append((j, m))
            j += 1
            gap = j
            while gap < len(lines) and gap - j < _BOX_GAP and not lines[gap].strip():
                gap += 1
            if gap < len(lines) and gap > j and not fenced[gap] and _GLYPH_BOX.match(lines[gap][:40]):
                j = gap
        ticked = [m.group("full") is not None or m.group("tick") is not None for _, m in run]
        indents = {len(lines[k]) - len(lines[k].lstrip(" \t")) for k, _ in run}
        # (boxes all empty, or all filled, are a list's bullets: "○ item", "● item"; so are boxes at two depths)
        # (radio buttons pick one: two filled circles over empty ones are a list's two levels, "● a", "○ a.1")
        radio = any((m.group("empty") or m.group("full")) in _CIRCLES for _, m in run)
        if len(run) >= 2 and any(ticked) and not all(ticked) and len(indents) == 1 and (
                not radio or sum(ticked) == 1):
            for k, m in run:
                mark = "[ ]" if m.group("empty") and not m.group("tick") else "[x]"
                out[k] = "- " + mark + " " + lines[k][m.end():]
                changed = True
        i = max(j, i + 1)
    return changed


#: a task list's item in an ordered list: "1. [x] text", "2) [ ] text"
_NUMBERED_BOX = re.compile(r"^([ \t]*)\d{1,2}[.)][ \t]+(\[[ xX]\][ \t]+\S)")


def _nested_end(lines: Sequence[str], fenced: list[bool], j: int, indent: int) -> int:
    """The line after the filled lines from ``j`` indented deeper than ``indent`` (an item's why quoted under it,
    ``  > ...``), none of them a box of an ordered list."""
    while j < len(lines) and not fenced[j] and lines[j].strip() and len(lines[j]) - len(lines[j].lstrip()) > indent \
            and not _NUMBERED_BOX.match(lines[j][:40]):
        j += 1
    return j


def _numbered_boxes(lines: Sequence[str], fenced: list[bool], out: list[str]) -> bool:
    """Checkboxes in an ordered list, two at least one under the other (``1. [ ] Nube privada``, ``2. [x] Nube
    híbrida``), written as the task list's bullets they are (``- [x] Nube híbrida``): the number orders the
    choices, it does not start a question. Lines nested under an item (indented deeper than its number: its why,
    ``  > ...``) go on with it, the next box still the list's. Whether any was."""
    changed = False
    i = 0
    while i < len(lines):
        boxes: list[int] = []
        j = i
        while j < len(lines) and not fenced[j] and (m := _NUMBERED_BOX.match(lines[j][:40])) is not None:
            boxes.append(j)
            j = _nested_end(lines, fenced, j + 1, len(m.group(1)))
        if len(boxes) >= 2:
            for k in boxes:
                m = _NUMBERED_BOX.match(lines[k])
                assert m is not None   # every box of the run (above)
                out[k] = f"{m.group(1)}- {lines[k][m.start(2):]}"
                changed = True
        i = max(j, i + 1)
    return changed


def _boxes(lines: Sequence[str], fenced: list[bool], out: list[str]) -> bool:
    """Radio buttons written as text made checkboxes in ``out`` (see the module's docstring); whether any was."""
    changed = False
    i = 0
    while i < len(lines):
        run: list[tuple[int, re.Match[str]]] = []
        j = i
        while j < len(lines) and not fenced[j] and (m := _RADIO.match(lines[j])) is not None:
            run.append((j, m))
            j += 1
        radios = [m.group(2) for _, m in run if m.group(2) is not None]
        starred = any(m.group(3) == "*" or not m.group(4) for _, m in run)   # "[*] x", "[ ]Benutzer"
        # "[ x ]" among "[ ]": a tick written with spaces around it
        starred = starred or any(_PADDED.fullmatch(lines[k][m.end(1):m.start(4)]) for k, m in run)
        if len(run) >= 2 and ((" " in radios and len(radios) == len(run)) or starred):
            for k, m in run:
                mark = "[ ]" if (m.group(2) or m.group(3)) == " " else "[x]"
                out[k] = m.group(1) + mark + " " + lines[k][m.end():]
                changed = True
            if i > 0 and (q := _KATACODA_QUESTION.match(lines[i - 1])) is not None:
                out[i - 1] = q.group(1)
        i = max(j, i + 1)
    return changed


#: a list item opening with empty brackets, no space inside: "- [] 16 billes"; a paragraph too: "[] text"
_BRACKETS = re.compile(r"^([ \t]*)(?:([-*+])[ \t]+)?\[\]([ \t]+)(?=\S)")
#: a list item and its marker: indent, marker, text; or a paragraph opening with a box ("[ ] text", "[] text"),
#: its marker empty
_LIST_ITEM = re.compile(r"^([ \t]*)(?:([-*+])[ \t]+\S|()\[[ xX]?\][ \t]+\S)")
#: a task list's box: "[ ] text", "[x] text"
_TASK_BOX = re.compile(r"\[[ xX]\][ \t]+\S")


def bracket_boxes(lines: Sequence[str], fenced: Sequence[bool], out: list[str]) -> bool:
    """Items written ``- [] text`` in a list whose other items are all boxes (``- [ ]``, ``- [x]``), one box at
    least, made empty boxes in ``out`` (see the module's docstring); whether any was. A list is its items at one
    indent with one marker, blank lines between them allowed; any other line ends it. Linear in the lines."""
    changed = False
    i = 0
    while i < len(lines):
        head = _LIST_ITEM.match(lines[i]) if not fenced[i] else None
        if head is None:
            i += 1
            continue
        items: list[int] = []
        j = i
        while j < len(lines) and not fenced[j]:
            if not lines[j].strip():
                j += 1
                continue
            m = _LIST_ITEM.match(lines[j])
            if m is None or m.group(1) != head.group(1) or m.group(2) != head.group(2):
                break
            items.append(j)
            j += 1
        bare = [k for k in items if _BRACKETS.match(lines[k])]
        marker = 1 if head.group(2) else 0   # a paragraph's box has no list marker before it
        boxes = [k for k in items if _TASK_BOX.match(lines[k].lstrip(" \t")[marker:].lstrip(" \t"))]
        if bare and boxes and len(bare) + len(boxes) == len(items):
            for k in bare:
                m = _BRACKETS.match(lines[k])
                assert m is not None
                at = m.start(3) - 2   # where "[]" stands
                out[k] = lines[k][:at] + "[ ]" + lines[k][at + 2:]
                changed = True
        i = max(j, i + 1)
    return changed


#: a quoted line: its marker, its text
_QUOTED = re.compile(r"^ {0,3}>[ \t]?(?=\S)")
#: a checkbox opening a line (a lazy line of a quote: no marker of its own)
_BOX_LINE = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?\[[ xX]\][ \t]")


def _quoted_heads(fenced: list[bool], out: list[str]) -> bool:
    """A question quoted on its line, its boxes right below it without the quote's marker (lazy lines: one
    paragraph of the quote), twice at least: the quote is drawn around the question and its choices, which are read
    without it (the marker off the question's line in ``out``); whether any was. A quote right under a box is a
    choice's why, no question, unless the page quotes questions apart from the boxes above them too and such quotes
    are not the more (then it is one more question glued under the last box). A quote indented under a list item
    is inside it, never a question (``mdnestedquotes``)."""
    quoted = [(i, m.end()) for i in range(len(out) - 1) if not fenced[i] and (m := _QUOTED.match(out[i]))
              and _BOX_LINE.match(out[i + 1]) and not fenced[i + 1] and not nested_quote(out, i)]
    apart = [(i, end) for i, end in quoted if not (i > 0 and _BOX_LINE.match(out[i - 1]))]
    heads = quoted if apart and len(quoted) - len(apart) >= len(apart) else apart
    if len(heads) < 2:
        return False
    for i, end in heads:
        out[i] = out[i][end:]
    return True


#: a list item (or a lettered line) whose whole text is one inline element: the marker, the tag, its attributes,
#: the text, what follows the closing tag (spaces, two-space breaks)
_WRAPPED_ITEM = re.compile(r"^(?P<marker>[ \t]*(?:[-*+][ \t]+|\d{1,3}[.)][ \t]+)?)"
                           r"<(?P<tag>span|font|mark|b|strong|em|i|u|ins)\b(?P<attrs>[^<>]{0,400})>"
                           r"(?P<text>[^<>]{1,2000}?)</(?P=tag)[ \t]*>"
                           r"(?P<after>[ \t]*(?:<(?:br[ \t]*/?|/br[ \t]*)>[ \t]*)*)$", re.I)
#: the elements that show their text in bold: the mark a file may put on its right choice, kept as Markdown's
_BOLD_TAGS = frozenset({"b", "strong"})
#: the attributes of an element that say it shows a right choice: a green colour, a class or id naming it right
_SAYS_RIGHT_STYLE = re.compile(r"(?:color[ \t]*[:=][ \t]*[\"']?[ \t]*(?:green|lime|"
                               r"#[0-3][0-9a-f][89a-f][0-9a-f][0-5][0-9a-f]\b|#[0-6][89a-f][0-6]\b|"
                               r"rgb\([ \t]*0[ \t]*,[ \t]*(?:1[2-9]\d|2\d\d)[ \t]*,[ \t]*0)|"
                               r"\b(?:class|id)[ \t]*=[ \t]*[\"']?[^\"'<>]{0,100}?\b(?:correct|right)\b)", re.I)
_CHECKED = re.compile(r"[ \t]*[✅✔☑✓]\ufe0f?")
_CHECK_AT_END = re.compile(r"[✅✔☑✓]\ufe0f?$")
_LABELLED = re.compile(r"^\(?[A-Ha-h][.)][ \t]")


#: a list item whose labelled text is in bold italic: ``- ***c. text*** ✔️``
_TRIPLE = re.compile(r"^(?P<marker>[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+)(?P<mark>\*\*\*|___)"
                     r"(?P<text>\(?(?:[^\W\d_]|\d{1,2})[.)][ \t]*[^*_\s](?:[^*_]*[^*_\s])?)(?P=mark)"
                     r"(?P<after>(?![*_]).*)$")


def triple_bold(lines: Sequence[str], fenced: list[bool], out: list[str]) -> bool:
    """List items whose labelled choice is in bold italic written in bold in ``out`` (see the module's docstring):
    whether any was."""
    changed = False
    for i, line in enumerate(lines):
        if not fenced[i] and (m := _TRIPLE.match(line[:2500])) is not None:
            out[i] = f"{m.group('marker')}**{m.group('text')}**{m.group('after')}"
            changed = True
    return changed


def wrapped_items(lines: Sequence[str], fenced: list[bool], out: list[str]) -> bool:
    """List items wrapped whole in one inline element, written as the item's text in ``out`` (see the module's
    docstring; a line that is no list item only when its text starts with a choice's label, ``D) text``): whether
    any was."""
    found = [(i, m) for i, line in enumerate(lines)
             if "<" in line[:80] and not fenced[i] and (m := _WRAPPED_ITEM.match(line[:2500])) is not None]
    if not found:
        return False
    changed = False
    for i, m in found:
        text = m.group("text").strip()
        if not m.group("marker").strip() and not _LABELLED.match(text):
            continue   # "<b>Question 1</b>": bold, no choice
        if _SAYS_RIGHT_STYLE.search(m.group("attrs")) and not _CHECK_AT_END.search(text):
            # ("B) \"Canva ✅\"": the element's mark, written inside the quote; read where the reader reads it)
            text = _CHECKED.sub("", text).strip() + " ✅"
        if m.group("tag").casefold() in _BOLD_TAGS and "*" not in text and "_" not in text[:1] + text[-1:]:
            text = f"**{text}**"   # "<b>a. text</b>": the choice in bold, a mark learnt marks may prove
        out[i] = m.group("marker") + text + m.group("after")
        changed = True
    return changed


#: an image alone on its line, HTML or Markdown: its attributes, or its alt text
_HTML_IMAGE = re.compile(r"^[ \t]*(?:<p\b[^<>]{0,100}>[ \t]*)?<img\b(?P<attrs>[^<>]{0,2000})/?>[ \t]*"
                         r"(?:</p>[ \t]*)?$", re.I)
_MD_IMAGE = re.compile(r"^[ \t]*!\[(?P<alt>[^\[\]]{0,20})\]\([^()\s]{1,2000}"
                       r"(?:[ \t]+\"(?P<title>[^\"]{0,20})\")?\)[ \t]*$")
_IMAGE_LABEL = re.compile(r"\b(?:title|alt)[ \t]*=[ \t]*(?:([\"'])[ \t]*\(?([A-Ha-h])\)?[ \t]*\1|"
                          r"([A-Ha-h])(?=[ \t/>]|$))", re.I)
#: the fewest labelled images that make a file's answers so
_LEAST_LABELLED_IMAGES = 2


def _image_label(line: str) -> str | None:
    """The one choice label an image alone on its line carries as its title or alt text, else None."""
    if len(line) > 2500:
        return None
    if (m := _HTML_IMAGE.match(line)) is not None:
        said = {(x.group(2) or x.group(3)).upper() for x in _IMAGE_LABEL.finditer(m.group("attrs"))}
        return said.pop() if len(said) == 1 else None
    if (m := _MD_IMAGE.match(line)) is not None:
        said = {x.strip().strip("()").upper() for x in (m.group("alt"), m.group("title") or "") if x.strip()}
        return said.pop() if len(said) == 1 and re.fullmatch(r"[A-H]", next(iter(said))) else None
    return None


def labelled_images(lines: Sequence[str], fenced: list[bool], out: list[str]) -> bool:
    """Images alone on their lines titled with a choice's label written as the answer lines they stand for (see
    the module's docstring): whether any was."""
    found = [(i, label) for i, line in enumerate(lines)
             if line[:1] in "<!" and (i == 0 or not lines[i - 1].strip())
             if not fenced[i] and (label := _image_label(line)) is not None]
    if len(found) < _LEAST_LABELLED_IMAGES:
        return False
    for i, label in found:
        indent = lines[i][:len(lines[i]) - len(lines[i].lstrip(" \t"))]
        out[i] = f"{indent}Answer: {label}"
    return True


#: a list item wrapped whole in nested inline elements that hold its label too: ``- <u><b> b) text </b></u>`` (one
#: element alone is ``wrapped_items``')
_LABEL_INSIDE = re.compile(r"^(?P<marker>[ \t]*[-*+][ \t]+)(?P<open>(?:<(?:u|b|strong|em|i|mark|ins|span|font)\b"
                           r"[^<>]{0,400}>[ \t]*){1,3})(?P<label>\(?[A-Ha-h][.)])[ \t]+(?P<rest>[^<>]{1,2000}?"
                           r"(?:[ \t]*</(?:u|b|strong|em|i|mark|ins|span|font)[ \t]*>){1,3}[ \t]*)$", re.I)


def labels_out(lines: Sequence[str], fenced: list[bool], out: list[str]) -> bool:
    """A choice's label written before the inline elements that wrap its item and the label with it
    (``- <u><b> b) text </b></u>`` -> ``- b) <u><b> text </b></u>``, as the file's other choices have it): the
    elements highlight the choice, the label stays the label. Whether any was."""
    changed = False
    for i, line in enumerate(lines):
        if "<" in line[:40] and not fenced[i] and (m := _LABEL_INSIDE.match(line[:2500])) is not None \
                and m.group("open").count("<") == m.group("rest").count("</") > 1:
            out[i] = f"{m.group('marker')}{m.group('label')} {m.group('open').strip()}{m.group('rest')}"
            changed = True
    return changed


#: how many lines must end in a hard break (``\\``) for the file to write its line ends so
_LEAST_BREAKS = 3
#: a lettered line indented (``  - d) text``, `` A. text``) or glued to its text (``c)Ha``): a choice that may have
#: slipped off its run (mdaligned)
_SLIPPED = re.compile(r"^(?: {1,12}(?:[-*+][ \t]+)?\(?[A-La-l][.)][ \t]|(?:[-*+][ \t]+)?\(?[B-Lb-l][.)][^\s.)])")
#: a line's hard break: one backslash at its end, after text (two are an escaped backslash; math's ``\\\\`` too)
_HARD_BREAK = re.compile(r"(?<=[^\\\s])[ \t]*(?<!\\)\\$")


def _lone_breaks(fenced: Sequence[bool], out: list[str]) -> bool:
    """A backslash alone on its line, outside code, a blank line in ``out`` (see the module's docstring); whether
    any was."""
    changed = False
    for i, line in enumerate(out):
        if not fenced[i] and line.strip() == "\\":
            out[i] = ""
            changed = True
    return changed


def _hard_breaks(fenced: Sequence[bool], out: list[str]) -> bool:
    """The backslash that ends a line (Markdown's hard line break, ``A. Rotate matrix\\``, as editors such as
    GitBook write every line of a paragraph) off, outside code and math: the line's end it already is."""
    changed = False
    for i, line in enumerate(out):
        if not fenced[i] and "$" not in line and (m := _HARD_BREAK.search(line[-200:])) is not None:
            out[i] = line[:len(line) - len(line[-200:]) + m.start()]
            changed = True
    return changed


def normalised(lines: Sequence[str]) -> list[str] | None:
    """``lines`` with the shortcodes and trailing ``<br>`` of the module's docstring written as what they mean;
    None when there is none (the source stays as it is). The fenced labels are the reader's (``fenced_values``):
    it reads their fences as blank lines."""
    out = list(lines)
    fenced: list[bool] | None = None
    changed = False
    if any("(" in line[:12] or "[" in line[:12] for line in lines):
        fenced = _blocks(lines)[0]
        changed = _boxes(lines, fenced, out)
        if any("[]" in line[:12] for line in lines):
            changed = bracket_boxes(list(out), fenced, out) or changed
    if any(line.startswith(">") for line in lines):
        fenced = _blocks(lines)[0] if fenced is None else fenced
        changed = _quoted_heads(fenced, out) or changed
    if any(_NUMBERED_BOX.match(line[:40]) for line in lines):
        fenced = _blocks(lines)[0] if fenced is None else fenced
        changed = _numbered_boxes(lines, fenced, out) or changed
    if any(_GLYPH_BOX.match(line[:40]) for line in lines):
        fenced = _blocks(lines)[0] if fenced is None else fenced
        changed = _glyph_boxes(lines, fenced, out) or changed
    if any(mdcircled.CIRCLED.search(line[:40]) for line in lines):
        fenced = _blocks(lines)[0] if fenced is None else fenced
        changed = mdcircled.lettered(lines, fenced, out) or changed
        lines = list(out)
    if any(_LABEL_INSIDE.match(line[:2500]) for line in lines if "<" in line[:40]):
        fenced = _blocks(lines)[0] if fenced is None else fenced
        changed = labels_out(lines, fenced, out) or changed
        lines = list(out)
    if any(_TRIPLE.match(line[:2500]) for line in lines if "***" in line[:40] or "___" in line[:40]):
        fenced = _blocks(lines)[0] if fenced is None else fenced
        changed = triple_bold(lines, fenced, out) or changed
        lines = list(out)
    if any(_WRAPPED_ITEM.match(line[:2500]) for line in lines if "<" in line[:80]):
        fenced = _blocks(lines)[0] if fenced is None else fenced
        changed = wrapped_items(lines, fenced, out) or changed
    if any("<img" in line[:200].lower() or "![" in line[:20] for line in lines):
        fenced = _blocks(lines)[0] if fenced is None else fenced
        changed = labelled_images(lines, fenced, out) or changed
    if any(line.strip() == "\\" for line in lines):   # a backslash alone between questions: a blank line
        fenced = _blocks(lines)[0] if fenced is None else fenced
        changed = _lone_breaks(fenced, out) or changed
    if at_least(lines, lambda line: line.endswith("\\"), _LEAST_BREAKS):
        fenced = _blocks(lines)[0] if fenced is None else fenced
        changed = _hard_breaks(fenced, out) or changed
    if at_least(lines, lambda line: _SLIPPED.match(line[:40]) is not None, 1):
        fenced = _blocks(lines)[0] if fenced is None else fenced   # " A. text" over "B. text": one run (mdaligned)
        changed = mdaligned.aligned(list(out), fenced, out) or changed
    for i, line in enumerate(list(out)):
        if line and not line.strip(_INVISIBLE) and not line.isspace():
            out[i] = ""        # a line of zero-width spaces only: a blank line the reader cannot see as one
            changed = True
            continue
        if ":" not in line and "<" not in line:
            continue
        new = _SHORTCODE.sub(lambda m: _SHORTCODES[m.group(1)], line)
        if _BREAK_ONLY.fullmatch(new) and _between_choices(out, i):
            new = ""   # "a. x" / "<br>" / "b. y": the break of the choice above, no text cutting the run
        elif new.strip()[:3].lower() != "<br" and new.strip()[:4].lower() != "</br":   # a "<br>" line: a blank one
            cut = _TRAILING_BR.sub("", new)
            if not _ONLY_MARKERS.fullmatch(cut[:200]):   # "- **D.** </br>": the tag is the choice, no break
                new = cut
        if new != line:
            fenced = _blocks(lines)[0] if fenced is None else fenced
            if not fenced[i]:
                out[i] = new
                changed = True
    return out if changed else None
