"""HTML blocks of a Markdown source as the Markdown they stand for, line for line.

Some banks write their questions in HTML inside a ``.md`` file: ``<h3>1.</h3>``,
``<p><strong>1) Which ...?</strong><br>``, ``A) <code>pwd</code><br>``. CommonMark takes
such lines as raw HTML blocks, so the line patterns of the text reader would keep the tags
in every question and choice. Here the lines of HTML blocks (as markdown-it finds them:
``token.map``) are rewritten into the Markdown they mean, one output line for each input
line so that every message keeps its source line:

* ``<hN>text</hN>`` alone on its line is an ATX heading; ``<hr>`` a thematic break;
* ``<p>``, ``</p>``, ``<br>``, ``<blockquote>``, ``</blockquote>`` at either end of a line (they box the
  line's text, they are none of it), and ``<ul>``/``<ol>`` lines, go
  (a line left empty is a blank line: the paragraph break the tags made);
* ``<li>text</li>`` is a list item; ``<strong>``/``<b>``, ``<em>``/``<i>`` (without
  attributes) are emphasis; ``<code>x</code>`` is a code span (its entities decoded, as
  a code span shows its text literally).

``<details>``, ``<summary>``, ``<div>`` and every other tag stay: the reader knows them; only
choices written each as its own ``<details>`` block (``details_choices``) become lettered lines, and a block's
choices as its form's inputs, as elements of their own (``<answer correct>``), or as two text elements or more of one
tag and one class one under the other (``<div class="quiz-option" data-correct="true">``), checkboxes (``_inputs``).
Every pattern is linear in the line's length; lines longer than 4,000 characters stay as
they are.
"""

from __future__ import annotations

import html
import re

from quizdeck.importers import htmlverdicts, verdictwords

_MAX_LINE = 4000
_HEADING = re.compile(r"^[ \t]*<h([1-6])\b[^<>]{0,200}>(.*?)</h\1>[ \t]*$", re.I)
_HR = re.compile(r"^[ \t]*<hr\b[^<>]{0,200}/?>[ \t]*$", re.I)
_LIST_TAG = re.compile(r"^[ \t]*(?:</?(?:ul|ol)\b[^<>]{0,200}>[ \t]*)+$", re.I)
_LI = re.compile(r"^([ \t]*)<li\b[^<>]{0,200}>[ \t]*(.*?)[ \t]*(?:</li>)?[ \t]*$", re.I)
_EDGE_START = re.compile(r"^[ \t]*(?:<(?:p|/p|br|blockquote|/blockquote)\b[^<>]{0,200}/?>[ \t]*)+", re.I)
_EDGE_END = re.compile(r"(?:[ \t]*<(?:/p|p|br|/blockquote|blockquote)\b[^<>]{0,200}/?>)+[ \t]*$", re.I)
_CODE = re.compile(r"<code>([^<>`]{0,1000})</code>", re.I)
_STRONG = re.compile(r"<(strong|b)>([^<>]{0,1000}?)</\1>", re.I)
_ASIDE = re.compile(r"\0(\d+)\0")
_EM = re.compile(r"<(em|i)>([^<>]{0,1000}?)</\1>", re.I)


def _code(m: re.Match[str]) -> str:
    text = html.unescape(m.group(1))
    return f"`{text}`" if text.strip() else m.group()


def _inline(text: str) -> str:
    if "\0" in text:
        return text
    # code spans first, kept aside while emphasis is read ("<strong>Que fait <code>&gt;</code> ?</strong>")
    spans: list[str] = []

    def aside(m: re.Match[str]) -> str:
        spans.append(_code(m))
        return f"\0{len(spans) - 1}\0"

    text = _CODE.sub(aside, text)
    text = _STRONG.sub(lambda m: f"**{m.group(2).strip()}**" if m.group(2).strip() else m.group(), text)
    text = _EM.sub(lambda m: f"*{m.group(2).strip()}*" if m.group(2).strip() else m.group(), text)
    return _ASIDE.sub(lambda m: spans[int(m.group(1))], text)


def flatten_line(line: str) -> str:
    """One line of an HTML block as Markdown (see the module's docstring)."""
    if len(line) > _MAX_LINE or "<" not in line:
        return line
    m = _HEADING.match(line)
    if m:
        return "#" * int(m.group(1)) + " " + _inline(m.group(2)).strip()
    if _HR.match(line):
        return "***"
    if _LIST_TAG.match(line):
        return ""
    m = _LI.match(line)
    if m:
        return f"{m.group(1)}- {_inline(m.group(2))}" if m.group(2) else ""
    start = _EDGE_START.match(line)
    indent = line[:len(line) - len(line.lstrip(" \t"))]
    if start:
        line = indent + line[start.end():]
    end = _EDGE_END.search(line)
    if end:
        line = line[:end.start()]
    line = _inline(line)
    return line if line.strip() else ""


#: a choice as a form's input in its label: ``<label class="opt"><input type="radio" name="q1" ...> text</label>``
_INPUT = re.compile(r"^[ \t]*(?:<label\b[^<>]{0,200}>[ \t]*)?<input\b(?P<attrs>[^<>]{0,400})>[ \t]*(?P<text>[^<>]*?)"
                    r"[ \t]*(?:</label>)?[ \t]*$", re.I)
_INPUT_KIND = re.compile(r"\btype[ \t]*=[ \t]*[\"']?(?:radio|checkbox)\b", re.I)
#: an attribute: its name, maybe its value (quoted or not)
_ATTR = htmlverdicts.ATTR
_WORD = re.compile(r"[^\W\d_]+")
#: words in a choice's attributes that say it is right, or wrong
_RIGHT_WORDS = verdictwords.TRUE_YES_RIGHT
_WRONG_WORDS = verdictwords.FALSE_NO_WRONG
#: a choice as an element of its own, alone on its line: ``<answer correct>a tree</answer>``, ``<option>x</option>``;
#: not an element of HTML's text (``<p>``, ``<div>``...: the question, its feedback)
_CHOICE = re.compile(r"^[ \t]*<(?P<tag>[A-Za-z][\w-]{0,30})\b(?P<attrs>[^<>]{0,400})>[ \t]*(?P<text>.*?)[ \t]*"
                     r"</(?P=tag)[ \t]*>[ \t]*$")
_TEXT_TAGS = frozenset({"p", "div", "span", "h1", "h2", "h3", "h4", "h5", "h6", "b", "i", "em", "strong", "code",
                        "pre", "td", "th", "tr", "a", "summary", "label", "small", "sup", "sub", "u", "s", "mark",
                        "blockquote", "section", "article", "header", "footer", "li", "dt", "dd", "title", "script",
                        "style", "button", "textarea", "explanation", "feedback", "hint", "question", "q"})
#: a page's controls: their labels are the page's (``Check``, ``Comprobar``), never a question's text or explanation
#: (``_control_label``: a control's few words; a button that holds a question or a sentence is text)
_CONTROLS = frozenset({"button"})
#: a control's label: this many words at most, no sentence's or question's end, no label's colon
_CONTROL_WORDS = 3
_NOT_CONTROL = re.compile(r"[?？:：;。]|[.!][ \t]*\S|\.[ \t]*$")
#: one element alone on its line, text inside: ``<div class="feedback">Correct! ...</div>`` (its text)
_ELEMENT = re.compile(r"^[ \t]*<([A-Za-z][\w-]{0,30})\b[^<>]{0,400}>[ \t]*(.*?)[ \t]*</\1[ \t]*>[ \t]*$")


#: a line of tags only: ``<question multiple>``, ``</quiz>``
_TAGS_ONLY = re.compile(r"^[ \t]*(?:</?[A-Za-z][\w-]{0,30}\b[^<>]{0,400}>[ \t]*)+$")


#: attributes that place or style an element, name it (a verdict only in a joined name): ``htmlverdicts``' policy
_NOT_VERDICTS = htmlverdicts.NOT_VERDICTS
_NAMING = htmlverdicts.NAMING
_BARE = htmlverdicts.BARE
#: a word and the words hyphened or underscored to it: ``no-select``, ``is_correct``
_TOKEN = re.compile(r"[^\W\d_]+(?:[-_][^\W\d_]+)*")


def _words(value: str, *, short: bool = False) -> set[str]:
    """A value's words; of a token joined by hyphens (``no-select``, ``is-correct``), its parts of three letters
    or more only (all its parts when ``short``): a class name's ``no`` or ``ja`` is no verdict."""
    out: set[str] = set()
    for token in _TOKEN.findall(value):
        parts = _WORD.findall(token)
        out.update(p.casefold() for p in parts if len(parts) == 1 or short or len(p) >= 3)
    return out


def _says(attrs: str, text: str = "", *, short: bool = False) -> bool | None:
    """Whether a choice's attributes say it is right (True), wrong (False), or neither (None): the words of their
    values (``onclick="check(this,'correct')"``, ``data-answer="true"``), and the names of those without one
    (``<answer correct>``). An attribute that places the element (``lang="ja"``, ``type``) says nothing, one that
    names it (``name``, ``id``) only by a part of a joined name (``id="q1-correct"``, not ``name="no"``), nor a
    ``value`` that is the choice's own text (``value="yes"`` on the choice ``Yes``: what the form sends, not a
    verdict). ``short``: a joined name's parts of two letters count too (``class="answer-ok"``)."""
    words: set[str] = set()
    own = _words(text)
    for m in _ATTR.finditer(attrs):
        value = m.group(2) if m.group(2) is not None else m.group(3) if m.group(3) is not None else m.group(4)
        name = m.group(1).casefold()
        if value is not None and (name in _NOT_VERDICTS or (name == "value" and _words(value) <= own)):
            continue
        if value is not None and name in _NAMING and _BARE.fullmatch(value.strip()):
            continue
        words.update(_words(m.group(1) if value is None else value, short=short))
    right, wrong = bool(words & _RIGHT_WORDS), bool(words & _WRONG_WORDS)
    return None if right == wrong else right


def _choices_in(lines: list[str], start: int, end: int, fenced: list[bool]) -> list[tuple[int, str, str]]:
    """The block's choices, each (line, its attributes, its text): a form's inputs in their labels, two at least;
    else elements of one name that is no element of HTML's text, two at least, one under the other; else, with no
    such element, text elements of one class one under the other (``_classed_run``)."""
    inputs: list[tuple[int, str, str]] = []
    elements: list[tuple[int, str, str, str]] = []
    for i in range(start, end):
        if fenced[i] or len(lines[i]) > _MAX_LINE or "<" not in lines[i]:
            continue
        m = _INPUT.match(lines[i])
        if m is not None and _INPUT_KIND.search(m.group("attrs")) and m.group("text").strip():
            inputs.append((i, m.group("attrs"), m.group("text")))
            continue
        c = _CHOICE.match(lines[i])
        if c is not None and c.group("tag").lower() not in _TEXT_TAGS and c.group("text").strip():
            elements.append((i, c.group("tag").lower(), c.group("attrs"), c.group("text")))
    if len(inputs) >= 2:
        return inputs
    names = {tag for _, tag, _, _ in elements}
    if len(names) == 1 and len(elements) >= 2:
        return [(i, attrs, text) for i, _, attrs, text in elements]
    return [] if elements else _classed_run(lines, start, end, fenced)


#: the text elements whose siblings of one class may be a question's choices (``<div class="quiz-option">``)
_SIBLING_TAGS = frozenset({"div", "span", "li", "p"})
#: a text that opens with a key, a word of three letters or more (a few words) and a colon (``CORRECTA: x``,
#: ``Justificación: y``): a record's labelled fields, no choices
_KEYED = re.compile(r"^[ \t]*[^\w<]{0,3}[^\W\d_]{3,}(?:[ \t][^\W\d_]{1,20}){0,3}[ \t]*[:：]")
_TAG_ANY = re.compile(r"<[^<>]{0,200}>")
_CLASS = re.compile(r"""(?:^|\s)class[ \t]*=[ \t]*(?:"([^"]*)"|'([^']*)')""", re.I)


def _classes(attrs: str) -> frozenset[str]:
    m = _CLASS.search(attrs)
    return frozenset((m.group(1) if m.group(1) is not None else m.group(2)).split()) if m else frozenset()


def _classed_run(lines: list[str], start: int, end: int, fenced: list[bool]) -> list[tuple[int, str, str]]:
    """Two elements of a text tag (``div``, ``span``, ``li``, ``p``) or more, each alone on its line, one under the
    other (blank lines between only), of one tag and sharing a class (``<div class="quiz-option">A) x</div>``,
    ``<div class="quiz-option" data-correct="true">B) y</div>``): a quiz's choices, the block's only such run
    (two runs: a page's own matter, left as it is); not when each opens with a key (``<span class="spoiler">
    CORRECTA: x</span>``, ``<span class="spoiler">JUSTIFICACIÓN: y</span>``: a record's fields)."""
    runs: list[list[tuple[int, str, str]]] = []
    shared: frozenset[str] = frozenset()
    tag = ""
    last = -2
    for i in range(start, end):
        if fenced[i] or len(lines[i]) > _MAX_LINE:
            last = -2
            continue
        if not lines[i].strip():
            continue
        c = _CHOICE.match(lines[i])
        name = c.group("tag").lower() if c is not None else ""
        classes = _classes(c.group("attrs")) if c is not None else frozenset()
        if c is None or name not in _SIBLING_TAGS or not classes or not c.group("text").strip():
            last = -2
            continue
        if last >= 0 and name == tag and shared & classes:
            shared &= classes
            runs[-1].append((i, c.group("attrs"), c.group("text")))
        else:
            runs.append([(i, c.group("attrs"), c.group("text"))])
            shared, tag = classes, name
        last = i
    runs = [r for r in runs if len(r) >= 2 and not all(_KEYED.match(_TAG_ANY.sub("", text)) for _, _, text in r)]
    return runs[0] if len(runs) == 1 else []


def _inputs(lines: list[str], start: int, end: int, fenced: list[bool], out: list[str]) -> bool:
    """The choices in the block [start, end) (``_choices_in``: a form's inputs, ``<answer>`` elements) as
    checkboxes in ``out``: ``- [x] text`` where the choice's attributes name it right (``onclick="check(this,
    'correct')"``, ``data-answer="true"``, ``<answer correct>``), some but not all, ``- [ ] text`` otherwise (a
    page's script, not its text, may know the answer: none is guessed). The block's lines lose their indent (HTML's
    indent is no Markdown structure: ``    <p>1. Which ...?</p>`` is the line ``1. Which ...?``), and an element
    alone on its line is its text (``<div class="kc-feedback">Correct! ...</div>``, ``<explanation>``: the
    choices' feedback, the explanation), but for a page's control (``<button>Comprobar</button>``: a blank line; a
    button that holds the question or a sentence is text as any element is).
    Whether any was."""
    wrapped = htmlverdicts.choices(lines, start, end, fenced)   # <li><button onclick="f('q1', '', false)">x</...
    found = [(c.line, "", c.text) for c in wrapped] or _choices_in(lines, start, end, fenced)
    if not found:
        return False
    said: dict[int, bool | None] = {c.line: c.right for c in wrapped}
    told = bool(wrapped)
    if not told:
        said = _flagged(found) or {i: _says(attrs, text) for i, attrs, text in found}
        told = any(said.values()) and not all(said.values())
    if not told:   # two-letter parts of joined names ("answer-ok", "answer-no"), where they tell right from wrong
        said = {i: _says(attrs, text, short=True) for i, attrs, text in found}
        told = any(said.values()) and any(v is False for v in said.values())
    for i in range(start, end):
        if not fenced[i]:
            element = _ELEMENT.match(lines[i]) if len(lines[i]) <= _MAX_LINE else None
            if element is not None and element.group(1).lower() in _CONTROLS and _control_label(element.group(2)):
                out[i] = ""
                continue
            inner = element.group(2) if element else ""
            out[i] = _inline(html.unescape(inner)) if inner.strip() and "<" not in _inline(inner) else (
                "" if _TAGS_ONLY.match(lines[i]) else out[i].lstrip(" \t"))
    for i, _, text in found:
        out[i] = f"- [{'x' if told and said[i] else ' '}] {_inline(text.strip())}"
    return True


#: attributes whose lone verdict word is no flag: placing, naming, or the value a form sends
_FLAGLESS = _NOT_VERDICTS | _NAMING | {"value"}


def _flagged(found: list[tuple[int, str, str]]) -> dict[int, bool | None] | None:
    """The choices' verdicts by one attribute whose value is a verdict word alone on every choice that carries it
    (``data-correct="true"``, ``"false"``), right on some and not all: it, not the words of others beside it
    (``data-feedback="Incorreto. ... correto ..."``, a sentence either way), says which is right. None when no
    attribute does."""
    values: dict[str, dict[int, bool]] = {}
    for i, attrs, _ in found:
        for m in _ATTR.finditer(attrs):
            value = m.group(2) if m.group(2) is not None else m.group(3) if m.group(3) is not None else m.group(4)
            word = value.strip().casefold() if value is not None else ""
            if m.group(1).casefold() in _FLAGLESS:
                continue   # what places, names or sends the choice (``value="yes"`` on the choice Yes): no verdict
            if word in _RIGHT_WORDS or word in _WRONG_WORDS:
                values.setdefault(m.group(1).casefold(), {})[i] = word in _RIGHT_WORDS
    for verdicts in values.values():
        if any(verdicts.values()) and len(verdicts) == len(found) and not all(verdicts.values()):
            return {i: verdicts[i] for i, _, _ in found}
    return None


def _control_label(inner: str) -> bool:
    """Whether an element's text is a page control's label (``Comprobar``, ``Check answer``, ``Next »``), not a
    question (``1. Which planet ...?``, an accordion's head) or a sentence (an explanation shown on a click)."""
    text = _inline(html.unescape(inner)).strip()
    return len(text.split()) <= _CONTROL_WORDS and _NOT_CONTROL.search(text) is None


#: an element's opening tag at a line's start: its name
_OPENING = re.compile(r"^[ \t]*<([A-Za-z][\w-]{0,30})\b[^<>]{0,400}>")


def _joined(lines: list[str], blocks: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The HTML blocks, a block whose first element is left open (``<quiz>`` without its ``</quiz>``) joined with the
    next one where only blank lines and lines of tags stand between them: after a blank line Markdown reads the
    element's indented lines as code, but they are its content (``    <question multiple>``), as its closing tag
    below says."""
    out: list[tuple[int, int]] = []
    for start, end in sorted(blocks):
        if out:
            a, b = out[-1]
            opened = _OPENING.match(lines[a]) if len(lines[a]) <= _MAX_LINE else None
            closing = f"</{opened.group(1)}" if opened is not None else None
            if closing is not None and not any(closing in lines[k] for k in range(a, min(b, len(lines)))) and all(
                    not lines[k].strip() or lines[k].lstrip().startswith("<") for k in range(b, start)):
                out[-1] = (a, end)
                continue
        out.append((start, end))
    return out


#: a list's opening and closing tags: the depth of the ``<li>`` lines after them
_LIST_OPEN = re.compile(r"<(?:ul|ol)\b", re.I)
_LIST_CLOSE = re.compile(r"</(?:ul|ol)[ \t]*>", re.I)


def _li_depths(lines: list[str], start: int, end: int, fenced: list[bool]) -> list[tuple[int, int, str]]:
    """The block's ``<li>`` lines, each (line, the lists open above it, its indent)."""
    out: list[tuple[int, int, str]] = []
    depth = 0
    for i in range(start, end):
        if fenced[i] or len(lines[i]) > _MAX_LINE:
            continue
        m = _LI.match(lines[i])
        if m is not None:
            out.append((i, depth, m.group(1)))
        depth = max(depth + len(_LIST_OPEN.findall(lines[i])) - len(_LIST_CLOSE.findall(lines[i])), 0)
    return out


def _li_indents(lines: list[str], start: int, end: int, fenced: list[bool]) -> dict[int, str]:
    """The block's ``<li>`` lines indented with a TAB, each given the indent of its nearest sibling of spaces only
    (above it, else below) in the same list depth: an editor's TAB among ``<li>`` lines indented by spaces is their
    indent, not a level deeper (``    <li>a</li>``, ``\t<li>b</li>``: one list); a TAB item of a list nested deeper
    keeps its TAB. None where no sibling of its depth is indented by spaces only. Linear in the block's lines."""
    items = _li_depths(lines, start, end, fenced)
    first: dict[int, str] = {}
    for _, depth, indent in items:
        if "\t" not in indent:
            first.setdefault(depth, indent)
    above: dict[int, str] = {}
    out: dict[int, str] = {}
    for i, depth, indent in items:
        if "\t" not in indent:
            above[depth] = indent
        elif depth in first:
            out[i] = above.get(depth, first[depth])   # (none above: the first below)
    return out


def flatten(lines: list[str], blocks: list[tuple[int, int]], fenced: list[bool]) -> tuple[list[str], set[int]]:
    """The lines with those of the HTML ``blocks`` ([start, end) ranges) rewritten, and the
    indices of the non-blank lines that became blank (their tags were all they held)."""
    out = list(lines)
    blanked: set[int] = set()
    for start, end in _joined(lines, blocks):
        end = min(end, len(lines))
        if _inputs(lines, start, end, fenced, out):
            for i in range(start, end):
                new = flatten_line(out[i])
                if not new.strip() and lines[i].strip():
                    blanked.add(i)
                out[i] = new
            continue
        indents = _li_indents(lines, start, end, fenced)
        for i in range(start, end):
            if fenced[i]:
                continue
            new = flatten_line(lines[i] if i not in indents else indents[i] + lines[i].lstrip(" \t"))
            if new != lines[i]:
                out[i] = new
                if not new.strip() and lines[i].strip():
                    blanked.add(i)
    return out, blanked


_DETAILS_ALONE = re.compile(r"^[ \t]*<details\b[^<>]{0,200}>[ \t]*$", re.I)
_DETAILS_END = re.compile(r"^[ \t]*</details\s*>[ \t]*$", re.I)
_SUMMARY_LINE = re.compile(r"^[ \t]*(?:<details\b[^<>]{0,200}>[ \t]*)?<summary\b[^<>]{0,200}>(.*)</summary>[ \t]*$",
                           re.I)
_TAG = re.compile(r"<[^<>]{0,200}>")
#: a choice in a summary: "Option A: text", "<b>B)</b> text", "Choice C. text"
_OPTION = re.compile(r"^[ \t]*(?:option|choice|opción|opção|alternativa|réponse|antwort)?[ \t]*([A-Ha-h])[ \t]*[:.)]"
                     r"[ \t]+(\S.*)$", re.I)
#: what a choice's hidden feedback starts with when it says the choice is right
_SAYS_RIGHT = re.compile(r"^(?:[✅✔☑]\ufe0f?[ \t]*)?[*_]*(?:that['’]s |this is |)(?:correct|right)\b", re.I)


def details_choices(lines: list[str]) -> tuple[list[str], set[int]]:
    """Choices written each as a collapsible block, their feedback hidden inside (``<details>``,
    ``<summary><b>Option A:</b> text</summary>``, ``❌ <b>Incorrect!</b> ...``, ``</details>``): rewritten
    line for line as lettered choices (``A. text``, a trailing ``✅`` where the feedback says right) with the
    feedback indented under each, read as the choice's ``why``; the tags' own lines left blank (and given
    back, to be accounted for). Only runs of two or more such blocks lettered A, B, C... are rewritten; the
    same list when there is none."""
    out: list[str] | None = None
    blanked: set[int] = set()
    i = 0
    blocks: list[tuple[int, int, int, str, str]] = []   # (details line, summary line, end line, label, text)

    def flush() -> None:
        nonlocal out
        if len(blocks) >= 2:
            out = out if out is not None else list(lines)
            for start, summary, end, label, text in blocks:
                body = [k for k in range(summary + 1, end) if lines[k].strip()]
                right = bool(body) and bool(_SAYS_RIGHT.match(_TAG.sub("", lines[body[0]]).strip()))
                if start != summary:
                    out[start] = ""
                    blanked.add(start)
                out[summary] = f"{label}. {text}{' ✅' if right else ''}"
                for k in range(summary + 1, end):
                    out[k] = "    " + lines[k].strip() if lines[k].strip() else ""
                out[end] = ""
                blanked.add(end)
        blocks.clear()

    while i < len(lines):
        line = lines[i]
        if len(line) > _MAX_LINE or "<" not in line:
            if line.strip():
                flush()
            i += 1
            continue
        start = i
        summary = i if _SUMMARY_LINE.match(line) and "<details" in line.lower() else None
        if summary is None and _DETAILS_ALONE.match(line):
            summary = next((k for k in range(i + 1, min(i + 3, len(lines))) if lines[k].strip()), None)
            summary = summary if summary is not None and _SUMMARY_LINE.match(lines[summary]) else None
        m = _SUMMARY_LINE.match(lines[summary]) if summary is not None else None
        option = _OPTION.match(" ".join(_TAG.sub(" ", m.group(1)).split())) if m else None
        end = next((k for k in range(summary + 1, min(summary + 60, len(lines))) if _DETAILS_END.match(lines[k])),
                   None) if summary is not None else None
        if option is None or end is None or summary is None or (
                ord(option.group(1).upper()) - ord("A") != len(blocks)):
            flush()
            if option is not None and end is not None and summary is not None and option.group(1).upper() == "A":
                continue   # a new run starts here
            i += 1
            continue
        blocks.append((start, summary, end, option.group(1).upper(), option.group(2)))
        i = end + 1
    flush()
    return (out if out is not None else lines), blanked
