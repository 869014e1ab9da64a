"""A choice whose label or mark stands alone on its line, its content on the line(s) under it: one choice.

Some files write each choice as two parts: a line holding nothing but the choice's label with its sign (``A.``,
``b)``, ``(c)``) or nothing but a mark sign, then the choice's content right under it, a line, a paragraph or a
fenced code block, up to a blank line. Every reader wants the label and the text on one line; a lone label is
read as text, a lone sign as a separator or an empty list item, and the whole question is lost.

The file's repetition is the evidence, not any sign's meaning. A lone label line counts when its content follows
on the very next line and holds no labelled line (``1.`` over a question and its ``a)`` choices numbers a record);
such items separated by nothing but blank lines, their labels going first, second, third... in one form (one
sign, one case), are a run. Runs of two to twelve items in three places at least (a
question's choices each time: the sequence starts again), or one run of three items or more, two of them code
blocks, are the file's choices. A lone sign works the same way: lines of one sign or one sign twice (no letter,
no bracket, quote or separator of data, no fence), each over its content, a blank line between them, in runs of
two at least in three places at least. Where the file uses two signs and one of them stands on exactly one item
of every run while the other stands on two or more items of some run, the one is the right choice's mark (one
right choice a question is what a file of such runs shows); where that is not so, the items are choices and
no mark is read.

Each item is written again as one line the readers know, line for line: a label's plain content joined after the
label (``A. JRE``), a sign's after a list item's box (``- [x] text``, ``- [ ] text``; ``- text`` when no mark is
learnt), on the content's first line (the label's line left blank: the text keeps its line, its columns moved by
the label put before it); what follows that first paragraph in the content (a code block) moves up under it and
the lines freed at the end are left blank, so the choice's lines stay together and every later line keeps its
place. A sign alone
with nothing under it that closes each record of sign runs, once after every run, is a separator: a rule. A label over
a code block stays alone on its line: ``over_block`` tells the readers it is a choice whose text is that block. A
worded label ending in a number and a colon (``**Ejemplo 2:**``) over a code block is an example's caption, unless a
label of its form numbered one before or after it stands across nothing but code and blank lines (the choices so
labelled).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from quizdeck.importers.labels import label_index, split_label
from quizdeck.importers.mdinline import fenced_lines
from quizdeck.importers.numberheads import over_header

#: a label alone on its line: its lead, an opening bracket, the letter or number, its sign
_LONE_LABEL = re.compile(r"^([ \t]*)([(\[（]?)([^\W\d_]|\d{1,2})([.)．、:：\]）])[ \t]*$")
#: a lone label with a sign before it (``✔ d.``): (1) the lead, (2) the sign, (3) the label (not a list's bullet, a
#: heading's, quote's, table's or fence's sign, nor a bracket)
_MARKED_LABEL = re.compile(r"^([ \t]*)([^\w\s(\[（`~#>|*+\-]{1,3})[ \t]+(\S{1,6})[ \t]*$")
#: the fewest lone labels' texts that must end with a sign set apart for it to be the file's mark
_LEAST_MARKS = 2
#: a labelled line with its text (``3) Hello``): (4) ends the label
_INLINE_LABEL = re.compile(r"^([ \t]*)([(\[（]?)([^\W\d_]|\d{1,2})([.)．、:：\]）])[ \t]+\S")
#: a label in bold after a word, alone on its line: ``**Fonction A :**``, ``**Option B.**``: the word, the letter, its
#: sign (a choice only over a code block)
_WORDED_LABEL = re.compile(r"^[ \t]*(\*\*|__)([^\W\d_]{2,20})[ \t]+([A-Za-z]|\d{1,2})[ \t]*([.)．:：])[ \t]*\1[ \t]*$")
#: the bracket each opening one is closed by
_CLOSE = {"(": ")", "[": "]", "（": "）"}
#: a sign alone on its line: one sign or one sign twice (no letter, digit or space; no bracket, quote, comma or other
#: sign that closes, opens or separates data; no fence, heading, quote or table sign)
_LONE_SIGN = re.compile(r"^([ \t]*)(([^\w\s`~#>|\[\](){}<>\"',;:./\\])\3?)[ \t]*$")
#: a list item holding a box or a radio button alone (``- (x)``, ``- [ ]``): group (1) its lead, (2) the box
_LONE_BOX = re.compile(r"^([ \t]*[-*+][ \t]+)(\([ xX*]?\)|\[[ xX*]?\])[ \t]*$")
#: a fence's opening line
_FENCE = re.compile(r"^[ \t]{0,3}(`{3,}|~{3,})")
#: a heading
_HEADING = re.compile(r"^[ \t]{0,3}#{1,6}(?:[ \t]|$)")
#: the fewest places a run must stand in, and the fewest items of a run of code blocks alone
_LEAST_RUNS = 3
_LEAST_BLOCKS = 3
#: the most items a run may have
_MOST = 12
#: the most lines a lone label's content may run over blank lines
_REACH = 40


@dataclass
class _Item:
    line: int             # the label's or sign's line
    end: int              # the index after its content
    form: str             # the label's form (bracket, sign, case, digit) or "sign"
    place: int | None     # the label's place in its sequence; None for a sign
    sign: str             # the sign itself (marks); the label as written (labels)
    block: bool           # its content opens with a code block


def _worded(line: str) -> tuple[str, int, str] | None:
    """A worded label's form (its word and sign: the same in a run), place and label as written: ``**Fonction A
    :**``."""
    m = _WORDED_LABEL.match(line) if len(line) <= 40 else None
    if m is None:
        return None
    bold, word, char, sign = m.groups()
    place = int(char) - 1 if char.isdecimal() else label_index(char)
    if place is None or place < 0:
        return None
    return f"{bold}{word.casefold()} {'9' if char.isdigit() else 'a' if char.islower() else 'A'}{sign}", place, \
        line.strip()


def _label(line: str, worded: bool = False) -> tuple[str, int, str] | None:
    """A lone label line's form, place and label as written; ``worded``, a worded label in bold too (over a code
    block only)."""
    m = _LONE_LABEL.match(line)
    if m is None:
        return _worded(line) if worded else None
    _, opening, char, sign = m.groups()
    if (opening and _CLOSE[opening] != sign) or (not opening and sign in ")]）" and sign != ")"):
        return None
    if char.isdecimal():
        place = int(char) - 1
        kind = "9"
    else:
        index = label_index(char)
        if index is None:
            return None
        place = index
        kind = "a" if char.islower() else "A"
    if place < 0:
        return None
    return f"{opening}{kind}{sign}", place, line.strip()


def _sign(line: str) -> str | None:
    m = _LONE_SIGN.match(line)
    return m.group(2) if m else None


def _items(lines: Sequence[str], fenced: Sequence[bool]) -> list[_Item]:
    """Every lone label or sign line with content on the very next line, and where that content ends."""
    out: list[_Item] = []
    n = len(lines)
    for i, line in enumerate(lines):
        if fenced[i] or i + 1 >= n or not lines[i + 1].strip() or len(line) > 12:
            continue
        label = _label(line)
        sign = None if label is not None else _sign(line)
        if label is None and sign is None:
            continue
        def lone(j: int, signs: bool = label is None) -> bool:   # under a label, a sign alone is its text ("=")
            return not fenced[j] and bool(_label(lines[j]) or (signs and _sign(lines[j])) or _HEADING.match(lines[j]))

        if lone(i + 1) or (label is not None and over_header(line, lines[i + 1])):
            continue    # ("1." over "Question 1": a record's number and header, numberheads)
        first = lines[i + 1]
        j = i + 1
        while j < n and (fenced[j] or lines[j].strip()):
            if j > i + 1 and lone(j):
                break
            j += 1
        block = bool(fenced[i + 1] and _FENCE.match(first))
        if label is not None and any(not fenced[k] and split_label(lines[k].strip()) for k in range(i + 1, j)):
            continue    # (labelled lines under it: a question's number over its record, no choice's label)
        if label is not None:
            out.append(_Item(i, j, label[0], label[1], label[2], block))
        elif sign is not None:
            out.append(_Item(i, j, "sign", None, sign, block))
    _stretched(lines, fenced, out)
    return out


def _paragraphs(lines: Sequence[str], a: int, b: int) -> int:
    """How many paragraphs lines [a, b) hold."""
    return sum(1 for j in range(a, b) if lines[j].strip() and (j == a or not lines[j - 1].strip()))


def _stretched(lines: Sequence[str], fenced: Sequence[bool], items: list[_Item]) -> None:
    """Lone labels whose content runs over blank lines (``B.`` over a JSON object, two paragraphs under each of a
    question's labels): each owns every line up to the next label of its sequence, blank lines included, when no
    labelled line, lone label or heading stands between; the last of such a sequence owns as many paragraphs as the
    one before it did. Ends changed in ``items``."""
    def free(a: int, b: int) -> bool:
        return b - a <= _REACH and not any(not fenced[j] and (split_label(lines[j].strip()) or _label(lines[j])
                                                              or _HEADING.match(lines[j])) for j in range(a, b))

    for k in range(len(items) - 1):
        item, after = items[k], items[k + 1]
        if item.place is None or after.form != item.form or after.place != item.place + 1 or after.line <= item.end \
                or not free(item.end, after.line):
            continue
        end = after.line
        while end > item.end and not lines[end - 1].strip():
            end -= 1
        if end == item.end:
            continue
        item.end = end
        following = items[k + 2] if k + 2 < len(items) else None
        if following is not None and following.form == after.form and following.place == after.place + 1:
            continue
        want, j = _paragraphs(lines, item.line + 1, item.end), after.end
        while j < len(lines) and j - after.end <= _REACH and _paragraphs(lines, after.line + 1, j) < want:
            while j < len(lines) and not lines[j].strip():
                j += 1
            para = j
            while j < len(lines) and lines[j].strip():
                j += 1
            if para >= len(lines) or not free(para, j):
                j = after.end
                break
        after.end = j if _paragraphs(lines, after.line + 1, j) == want else after.end


def _trimmed(lines: Sequence[str], fenced: Sequence[bool], run: list[_Item]) -> None:
    """A run whose items before the last own one line each, the last running on with no blank line (``d.``, its
    text, then ``Feedback`` and the next question's header: a pasted review page): the last owns one line too; the
    lines after it stay where they are for the readers (an answer's line, the next record). End changed in ``run``."""
    last = run[-1]
    if last.block or last.end - last.line <= 2 or any(item.end - item.line != 2 for item in run[:-1]) \
            or any(fenced[j] for j in range(last.line + 1, last.end)):
        return
    last.end = last.line + 2


def _follows(lines: Sequence[str], prev: _Item, item: _Item) -> bool:
    """Whether ``item`` goes on the run ``prev`` ends: nothing but blank lines between, one form, the next label."""
    return item.line >= prev.end + (item.place is None) and not any(
        lines[j].strip() for j in range(prev.end, item.line)) and item.form == prev.form and (
        item.place is None or (prev.place is not None and item.place == prev.place + 1))


def _grouped(lines: Sequence[str], items: list[_Item], starts: Callable[[_Item], bool]) -> list[list[_Item]]:
    """The items in runs (``_follows``), each run kept when its first item ``starts`` one."""
    runs: list[list[_Item]] = []
    current: list[_Item] = []
    for item in items:
        prev = current[-1] if current else None
        if prev is not None and _follows(lines, prev, item):
            current.append(item)
            continue
        current = [item]
        if starts(item):
            runs.append(current)
    return runs


def _runs(lines: Sequence[str], items: list[_Item]) -> list[list[_Item]]:
    """The items in runs: one after another with nothing but blank lines between, labels in sequence, one form."""
    return [r for r in _grouped(lines, items, lambda item: item.place in (None, 0)) if 2 <= len(r) <= _MOST]


def _mixed(lines: Sequence[str], fenced: Sequence[bool], items: list[_Item]) -> list[list[_Item]]:
    """The runs of lone labels whose sequence starts inline: right above the first (blank lines aside), labelled
    lines of its form hold every place before its own, down to the first (``1) a``, ``2) b``, ``3) c``, then ``4)``
    alone over its lines). Such a run is one more place of the file's lone labels (``_proved``)."""
    out = [r for r in _grouped(lines, items, lambda item: bool(item.place) and _inline_before(lines, fenced, item))
           if (r[-1].place or 0) < _MOST]
    for run in out:
        _reaching(lines, fenced, run[-1])
    return out


def _reaching(lines: Sequence[str], fenced: Sequence[bool], item: _Item) -> None:
    """A lone label whose sequence goes on inline after it (``B.`` over a JSON object in paragraphs, then ``C. x``):
    it owns every line up to that next label, blank lines included, when nothing labelled, no lone label, heading or
    code stands between (within ``_REACH``). End changed in ``item``."""
    j = item.end
    while j < len(lines) and j - item.end <= _REACH and not fenced[j] and not (
            (text := lines[j].strip()) and (split_label(text) or _INLINE_LABEL.match(lines[j]) or _label(lines[j])
                                            or _HEADING.match(lines[j]))):
        j += 1
    m = _INLINE_LABEL.match(lines[j]) if j < len(lines) and j - item.end <= _REACH and not fenced[j] else None
    label = _label(lines[j][:m.end(4)]) if m is not None else None
    if label is None or label[0] != item.form or label[1] != (item.place or 0) + 1:
        return
    while j > item.end and not lines[j - 1].strip():
        j -= 1
    item.end = j


def _inline_before(lines: Sequence[str], fenced: Sequence[bool], item: _Item) -> bool:
    """Whether the lines right above ``item`` (blank ones aside) are labelled lines of its form holding every
    place before its own, in sequence, the first at the top."""
    want = (item.place or 0) - 1
    j = item.line - 1
    while want >= 0:
        while j >= 0 and not lines[j].strip() and not fenced[j]:
            j -= 1
        m = _INLINE_LABEL.match(lines[j]) if j >= 0 and not fenced[j] else None
        label = _label(lines[j][:m.end(4)]) if m is not None else None
        if label is None or label[0] != item.form or label[1] != want:
            return False
        want -= 1
        j -= 1
    return True


def _proved(runs: list[list[_Item]], mixed: list[list[_Item]]) -> list[list[_Item]]:
    """The runs the file proves: three places at least (a run that starts inline, ``_mixed``, is one), or a run of
    three items at least, two of them code blocks (a label alone over a code block can be nothing else: no label
    takes a block on its own line)."""
    if len(runs) + len(mixed) >= _LEAST_RUNS:
        return runs + mixed
    return [r for r in runs if len(r) >= _LEAST_BLOCKS and sum(item.block for item in r) >= _LEAST_BLOCKS - 1]


def _siblings(lines: Sequence[str], fenced: Sequence[bool], runs: list[list[_Item]]) -> list[list[_Item]]:
    """The runs of one place the file's other records prove: a run of three lone labels at least from the first
    place, each over the same number of plain lines, no fence among them (``A.`` over two lines of code, ``B.`` over
    two ...), where
    lines of the same labels with their text on the line (``A. text``) open the choices of three records at least."""
    if not runs:
        return []
    inline: Counter[str] = Counter()
    for i, line in enumerate(lines):
        m = None if fenced[i] else _INLINE_LABEL.match(line)
        label = _label(line[:m.end(4)]) if m is not None else None
        if label is not None and label[1] == 0:
            inline[label[0]] += 1
    return [run for run in runs if len(run) >= _LEAST_BLOCKS and inline[run[0].form] >= _LEAST_RUNS
            and not any(item.block for item in run) and len({item.end - item.line for item in run}) == 1
            and not any(fenced[j] or _FENCE.match(lines[j].lstrip(" \t")) for item in run
                        for j in range(item.line, item.end))   # (a fence indented past the reader's sight: code)
            and all(_joins_whole(lines, item) for item in run)]


#: the signs that end a statement, a clause or a sentence: a line ending so keeps its sense joined to the next
_LINE_ENDS = (";", ",", ".", "。", "；", "，")


def _joins_whole(lines: Sequence[str], item: _Item) -> bool:
    """Whether the item's lines keep their sense written as one line (``_write`` joins them with a space): all at
    one indent (an indented line is code's structure: ``for ...:`` over ``    print(i)``), each line but the last
    ending a statement or a sentence (``x = 1;`` ``y = 2;``; ``x = 1`` ``y = 2`` would read as one statement)."""
    content = [line for line in lines[item.line + 1:item.end] if line.strip()]
    return len({_indent(line) for line in content}) <= 1 and all(
        line.rstrip().endswith(_LINE_ENDS) for line in content[:-1])


def _right_sign(runs: list[list[_Item]]) -> str | None:
    """The sign that marks the right choice: of the file's two, the one on exactly one item of every run, the other
    on two items or more of some run; None when the runs do not show it."""
    signs = Counter(item.sign for run in runs for item in run)
    if len(signs) != 2:
        return None
    for right, wrong in (tuple(signs), tuple(reversed(tuple(signs)))):
        per_run = [Counter(item.sign for item in run) for run in runs]
        if all(c[right] == 1 for c in per_run) and any(c[wrong] >= 2 for c in per_run):
            return right
    return None


def _write(out: list[str], lines: Sequence[str], fenced: Sequence[bool], item: _Item, head: str) -> int | None:
    """The item written as one line ``head`` + its plain content, the rest of its content (from a code block on)
    moved up under it; the line written, when nothing moved."""
    content = list(range(item.line + 1, item.end))
    plain = []
    for j in content:
        if fenced[j]:
            break
        plain.append(lines[j].strip())
    rest = [lines[j] for j in content[len(plain):]]
    text = " ".join(p for p in plain if p)
    at = item.line + 1 if text else item.line   # the text keeps its line (and a message its place), not the label
    out[item.line] = ""
    out[at] = f"{head} {text}".rstrip() if text else head
    for k, moved in enumerate(rest):
        out[at + 1 + k] = moved
    for j in range(at + 1 + len(rest), item.end):
        out[j] = ""
    return None if rest else at


def _packed(out: list[str], run: list[_Item], written: list[int | None]) -> None:
    """A run whose items' contents ran over blank lines, written one under the other from its first item's line:
    blank lines between choices would part them."""
    if any(w is None for w in written) or all(item.end - item.line <= 2 for item in run):
        return
    heads = [out[w] for w in written if w is not None]
    first = written[0]
    assert first is not None   # (none is None: above)
    for j in range(first, run[-1].end):
        out[j] = ""
    out[first:first + len(heads)] = heads


def _lifted(lines: Sequence[str], fenced: Sequence[bool]) -> list[str] | None:
    """Lone labels over one blank line, then a code block (``a)``, blank, a fence), two at least of one form in
    sequence: each block moved up a line, under its label, the blank line after it (line for line); None when
    there is none."""
    found: list[tuple[int, int, str, int]] = []   # (label's line, block's last line, form, place)
    for i in range(len(lines) - 2):
        label = None if fenced[i] or lines[i + 1].strip() else _label(lines[i], worded=True)
        if label is None or not fenced[i + 2] or not _FENCE.match(lines[i + 2]) or _caption(lines, fenced, i, label):
            continue
        end = i + 2
        while end + 1 < len(lines) and fenced[end + 1]:
            end += 1
        found.append((i, end, label[0], label[1]))
    kept = [f for k, f in enumerate(found) if any(
        o[2] == f[2] and abs(o[3] - f[3]) == 1 for o in found[max(0, k - 1):k + 2])]
    if not kept:
        return None
    out = list(lines)
    for i, end, _, _ in kept:
        out[i + 1:end] = lines[i + 2:end + 1]
        out[end] = ""
    return out


def _marked_labels(lines: Sequence[str], fenced: Sequence[bool]) -> dict[int, str]:
    """The lone labels with a sign before them (``✔ d.``) whose sign is the file's own mark: the texts under other
    lone labels end with it set apart (``<ol> ✔``), ``_LEAST_MARKS`` of them at least and as many as it stands before
    labels; each such line and its sign."""
    found: dict[int, str] = {}
    for i, line in enumerate(lines[:-1]):
        m = None if fenced[i] or len(line) > 24 else _MARKED_LABEL.match(line)
        if m is not None and _label(m.group(1) + m.group(3)) is not None and lines[i + 1].strip() and \
                not fenced[i + 1]:
            found[i] = m.group(2)
    if not found:
        return {}
    signs = set(found.values())
    ends: Counter[str] = Counter()
    for i, line in enumerate(lines[:-1]):
        if not fenced[i] and not fenced[i + 1] and _label(line) is not None:
            text = lines[i + 1].rstrip()
            ends.update(g for g in signs if text.endswith(g) and text[:-len(g)][-1:] in (" ", "\t"))
    before = Counter(found.values())
    return {i: g for i, g in found.items() if ends[g] >= max(_LEAST_MARKS, before[g])}


def _unmarked(lines: Sequence[str], marked: dict[int, str]) -> list[str]:
    """The lines with each marked lone label's sign moved to the end of the text under it (``d.``, ``text ✔``), where
    the file's other right choices carry it; line for line."""
    out = list(lines)
    for i, sign in marked.items():
        m = _MARKED_LABEL.match(lines[i])
        assert m is not None   # (``_marked_labels`` matched it)
        out[i] = m.group(1) + m.group(3)
        text = lines[i + 1].rstrip()
        out[i + 1] = text if text.endswith(sign) else f"{text} {sign}"
    return out


def _proved_marks(lines: Sequence[str], fenced: Sequence[bool]) -> list[str]:
    """The lines with the marked lone labels (``_marked_labels``) that stand in a proved run unmarked
    (``_unmarked``): the sign is that choice's mark, moved after its text."""
    marked = _marked_labels(lines, fenced)
    if not marked:
        return list(lines)
    base = _unmarked(lines, marked)
    placed = [item for item in _items(base, fenced) if item.place is not None]
    proved = {item.line for run in _proved(_runs(base, placed), _mixed(base, fenced, placed)) for item in run}
    return _unmarked(lines, {i: g for i, g in marked.items() if i in proved})


def joined(lines: Sequence[str], fenced: Sequence[bool]) -> list[str] | None:
    """The lines with every proved lone label or sign and its content written as one choice line (see the module),
    line for line; None when nothing changes. ``fenced``: the lines in fenced code."""
    lifted = _lifted(lines, fenced)
    if lifted is not None:   # "a)", a blank line, a code block: the block under its label
        lines, fenced = lifted, fenced_lines(lifted)
    lines = _proved_marks(lines, fenced)   # "✔ d." over its text, "✔" the file's mark: "d.", its text, then "✔"
    items = _items(lines, fenced)
    boxes = _boxes(lines, fenced)
    if not items and not boxes:
        return list(lines) if lifted is not None else None
    placed = [item for item in items if item.place is not None]
    mixed = _mixed(lines, fenced, placed)
    runs = _runs(lines, placed)
    labelled = _proved(runs, mixed)
    proved = {run[0].line for run in labelled}   # (a set: a list's ``in`` is quadratic in the runs)
    labelled += [r for r in _siblings(lines, fenced, runs) if r[0].line not in proved]
    for run in labelled:
        if run not in mixed:   # (a run that starts inline: its lone labels' lines run to a blank line)
            _trimmed(lines, fenced, run)
    signed = _runs(lines, [item for item in items if item.place is None])
    signed = signed if len(signed) >= _LEAST_RUNS else []
    if not labelled and not signed and not boxes:
        return list(lines) if lifted is not None else None
    out = list(lines)
    changed = lifted is not None
    for item in boxes:   # "- (x)" over an indented table: the box's choice, its text the table's rows
        m = _LONE_BOX.match(lines[item.line])
        assert m is not None   # every box item matched so (_boxes)
        box = "[x]" if item.sign.strip("()[] ") else "[ ]"   # written as a task list's box, read wherever it is
        _write(out, lines, fenced, item, f"{m.group(1)}{box}")
        changed = True
    for run in labelled:
        written: list[int | None] = []
        for item in run:
            if not item.block:
                lead = lines[item.line][:len(lines[item.line]) - len(lines[item.line].lstrip(" \t"))]
                written.append(_write(out, lines, fenced, item, f"{lead}{item.sign}"))
                changed = True
        if len(written) == len(run):
            _packed(out, run, written)
    right = _right_sign(signed)
    for run in signed:
        if right is None and any(item.block for item in run):
            continue   # "- " over a code block would be a rule, not a choice
        for item in run:
            lead = lines[item.line][:len(lines[item.line]) - len(lines[item.line].lstrip(" \t"))]
            box = "" if right is None else (" [x]" if item.sign == right else " [ ]")
            _write(out, lines, fenced, item, f"{lead}-{box}")
            changed = True
    for i in _closers(lines, fenced, signed):
        out[i] = "---"
        changed = True
    return out if changed else None


def _boxes(lines: Sequence[str], fenced: Sequence[bool]) -> list[_Item]:
    """List items holding a box alone (``- (x)``), their content indented under them up to a blank line, two at
    least one under the other with only blank lines between: every such item of the file."""
    found: list[_Item] = []
    for i, line in enumerate(lines):
        m = None if fenced[i] or i + 1 >= len(lines) or len(line) > 16 else _LONE_BOX.match(line)
        if m is None or _indent(lines[i + 1]) < len(m.group(1)) or not lines[i + 1].strip():
            continue
        j = i + 1
        while j < len(lines) and lines[j].strip() and _indent(lines[j]) >= len(m.group(1)):
            j += 1
        found.append(_Item(i, j, "box", None, m.group(2), False))
    out: list[_Item] = []
    for k, item in enumerate(found):
        near = [o for o in (found[k - 1] if k else None, found[k + 1] if k + 1 < len(found) else None)
                if o is not None and not any(lines[j].strip() for j in range(min(o.end, item.end),
                                                                              max(o.line, item.line)))]
        if near and not any(fenced[j] for j in range(item.line, item.end)):
            out.append(item)
    return out


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def _closers(lines: Sequence[str], fenced: Sequence[bool], runs: list[list[_Item]]) -> list[int]:
    """The lines of a sign alone with nothing under it that close every record of sign runs: one such line, one
    sign, after each run (before the next run), and no other line of that sign alone: a separator."""
    if len(runs) < _LEAST_RUNS:
        return []
    found: list[int] = []
    for k, run in enumerate(runs):
        stop = runs[k + 1][0].line if k + 1 < len(runs) else len(lines)
        here = [i for i in range(run[-1].end, stop) if not fenced[i] and _sign(lines[i]) is not None and (
            i + 1 >= len(lines) or not lines[i + 1].strip())]
        if len(here) != 1 and (here or k + 1 < len(runs)):
            return []   # (the last record may end with the file)
        found.extend(here)
    signs = {lines[i].strip() for i in found}
    if len(signs) != 1 or sum(1 for i, line in enumerate(lines) if not fenced[i] and line.strip() in signs) != len(
            found):
        return []
    return found


#: a list item holding a label alone, maybe in bold (``* A)``, ``- **B)**``): (1) its lead, (2) the bold, (3) the
#: label in bold, (4) the label bare
_ITEM_LABEL = re.compile(r"^([ \t]*)[-*+•][ \t]+(?:(\*\*|__)([^\s*_]{1,4})\2|([^\s*_]{1,4}))[ \t]*$")


def item_over_block(lines: Sequence[str], fenced: Sequence[bool], i: int) -> tuple[int, bool] | None:
    """A list item on line ``i`` holding a label alone (``* A)``, ``* **B)**``) over a code block indented under it:
    a choice whose text is that block, the bullet and the bold no part of the label (the bold is the item's own,
    the file's mark maybe); (its label's place, whether in bold); else None."""
    if fenced[i] or i + 1 >= len(lines) or not fenced[i + 1] or len(lines[i]) > 24:
        return None
    m = _ITEM_LABEL.match(lines[i])
    fence = _FENCE.match(lines[i + 1].lstrip(" \t"))
    if m is None or fence is None or _indent(lines[i + 1]) <= len(m.group(1)):
        return None
    label = _label(m.group(3) or m.group(4))
    return (label[1], m.group(3) is not None) if label is not None else None


def over_block(lines: Sequence[str], fenced: Sequence[bool], i: int) -> int | None:
    """The place of the label standing alone on line ``i`` (``a)``, ``B.``, a list item ``* A)``) when the next line
    opens a code block: a choice whose text is that block, if the run it stands in proves it (the reader's label
    sequence); else None. A label in bold in a list item is the reader's to read with its bold (``item_over_block``)."""
    if (item := item_over_block(lines, fenced, i)) is not None:
        return None if item[1] else item[0]
    if fenced[i] or i + 1 >= len(lines) or not fenced[i + 1] or not _FENCE.match(lines[i + 1]):
        return None
    label = _label(lines[i], worded=True)
    return label[1] if label is not None and not _caption(lines, fenced, i, label) else None


def _caption(lines: Sequence[str], fenced: Sequence[bool], i: int, label: tuple[str, int, str]) -> bool:
    """Whether the label on line ``i`` (its form, place, text) is an example's caption: a worded label ending in a
    number and a colon (``**Ejemplo 2:**``) over a code block, with no label of its form numbered one before or one
    after it across nothing but code blocks and blank lines (``**Opción 1:**``, a block, ``**Opción 2:**``, a block:
    the page's choices are so labelled)."""
    form, place, _ = label
    if not (form.startswith(("**", "__")) and form[-2:] in ("9:", "9：")):
        return False

    def neighbour(j: int, step: int) -> bool:
        while 0 <= j < len(lines) and abs(j - i) <= _REACH and (fenced[j] or not lines[j].strip()):
            j += step
        other = _label(lines[j], worded=True) if 0 <= j < len(lines) and not fenced[j] else None
        return other is not None and other[0] == form and other[1] == place + step

    return not neighbour(i - 1, -1) and not neighbour(i + 1, 1)


def is_lone_label(line: str) -> bool:
    """Whether a line holds a choice's label alone (``D.``, ``(b)``)."""
    return _label(line) is not None
