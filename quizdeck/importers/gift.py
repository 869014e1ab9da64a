"""Moodle GIFT: the multiple-choice questions of a GIFT file, scored as Moodle scores them.

::

    $CATEGORY: $course$/top/Networks
    // a comment
    ::tcp-handshake:: Which flags open a TCP connection? {
      =SYN, SYN-ACK, ACK   # the three-way handshake
      ~FIN, ACK            # that one closes it
      ~%50%SYN only        # half right
      #### General feedback: the explanation.
    }

The rules are Moodle's own (``question/format/gift/format.php``, ``qformat_gift::readquestion``;
docs/importing.md names the lines): a question whose answers hold an ``=`` is single-answer and
its ``=`` answer is the right one; ``~%50%`` answers are then wrong choices whose ``why`` says
"partial credit 50 %". Without any ``=`` Moodle makes a multiple-answer question of it, right
being every answer with a positive weight. ``#feedback`` becomes the choice's ``why``, ``####``
general feedback the explanation, ``::title::`` the question's id, ``$CATEGORY`` the deck's
name, ``\\: \\# \\= \\{ \\} \\~ \\\\ \\n`` are the characters themselves. True/false questions
become two choices. A running number before every question (``1. ¿Qué…``) is left out. Where
the answers stand one to a line, an ``=`` or ``~`` inside a line's text (``header=True``) is text,
said at its line (Moodle would split the answer there); a question right under another's answer
block, with no blank line between, is a question of its own, said. What real files get wrong is read
and said: a ``$Name`` line alone as a category, an answer block never closed before the next question,
an answer line without its ``~``, an answer written both right and wrong.
Short-answer, numerical, matching, essay questions and descriptions are reported and skipped,
one warning each.
"""

from __future__ import annotations

import bisect
import html
import re
import urllib.parse
from dataclasses import dataclass

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.base import LIKELY, Importer, Source, drop_running_numbers
from quizdeck.importers.braceless import braced
from quizdeck.importers.choicetext import may_be_placeholder, without_labels
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion, make_id, make_tag
from quizdeck.importers.labels import label_index, letter
from quizdeck.importers.texnewlines import latex_commands

#: Moodle's escapes (format.php, escapedchar_pre): ``\\`` first, then ``\: \# \= \{ \} \~ \n``
_ESCAPED = re.compile(r"\\[\\:#={}~n]")
_BRACES = re.compile(r"\\[\\:#={}~n]|[{}]")
_CATEGORY = re.compile(r"^[ \t]*\$CATEGORY:[ \t]*(.*)$")
#: a text's format (format.php, parse_text_with_format): Moodle knows these four, in lower case
_FORMAT = re.compile(r"[ \t\n]*\[(html|moodle|plain|markdown)\][ \t\n]*", re.I)
#: Moodle's answer weight (format.php, $giftanswerweightregex): ``%50%``, ``%-33.3%``, ``%100%``
_WEIGHT = re.compile(r"%(-*)([0-9]{1,2}\.?[0-9]{0,20})%")
_TRUE_FALSE = {"T": True, "TRUE": True, "F": False, "FALSE": False}
_HTML_BREAK = re.compile(r"<br[ \t]*/?>", re.I)
_HTML_STRONG = re.compile(r"</?(?:b|strong)>", re.I)
_HTML_EM = re.compile(r"</?(?:i|em)>", re.I)
_HTML_CODE = re.compile(r"</?code>", re.I)
_HTML_PARA = re.compile(r"[ \t]*</?p\b[^<>]{0,300}>[ \t]*", re.I)
#: `{` with an answer marker in it, as GIFT files have and other formats do not
_LOOKS = re.compile(r"\{[ \t\n]*(?:=|~|T\b|F\b|TRUE\b|FALSE\b|#)", re.M)


#: a line ``$Name`` alone (not ``$CATEGORY:``): a category written loosely, when a question's lines follow it
_LOOSE_CATEGORY = re.compile(r"\$(?!CATEGORY:)(?:category:[ \t]*)?([^\W\d_][^{}~=#$]{0,78})", re.I)


def _loose_category(stripped: str, lines: list[str], i: int) -> str | None:
    """The category a ``$Ciencias y Naturaleza`` line names when the next line is a question's (not
    blank, not a comment), and the line is not a question itself (no ``?``, no answers)."""
    m = _LOOSE_CATEGORY.fullmatch(stripped)
    if not m or stripped.endswith(("?", ":")) or i + 1 >= len(lines):
        return None
    after = lines[i + 1].strip()
    return m.group(1).strip() if after and not after.startswith("//") else None


def looks_like(text: str) -> bool:
    """Whether a source reads as GIFT: answer blocks in braces."""
    return bool(_LOOKS.search(text)) and ("::" in text or "$CATEGORY" in text or re.search(r"\}\s*$", text, re.M)
                                           is not None)


def unescape(text: str) -> str:
    """GIFT's escapes undone: ``\\{`` -> ``{``, ``\\n`` -> a new line (but where it opens a LaTeX command in a
    maths span, ``$$a\\neq b$$``: texnewlines.py); other backslashes stay."""
    latex = latex_commands(text, _ESCAPED)
    return _ESCAPED.sub(lambda m: m.group(0) if m.start() in latex
                        else "\n" if m.group(0)[1] == "n" else m.group(0)[1], text)


#: an HTML character reference by number: ``&#123;``, ``&#x27;`` (its ``#`` is no feedback's)
_CHAR_REF = re.compile(r"&#(?=[0-9]{1,7};|[xX][0-9a-fA-F]{1,6};)")


def _mask(text: str) -> str:
    """``text`` with each escape replaced by two NULs: the same length (so offsets agree), and
    no escaped character left to be taken for a marker. Moodle does the same with placeholders.
    The ``#`` of an HTML character reference (``&#123;``) is masked too: it is the character's, not feedback."""
    return _CHAR_REF.sub("&\0", _ESCAPED.sub("\0\0", text))


#: a ``<span>`` that only styles its text (Moodle's editor writes ``<span style="font-size: 14px;">``,
#: highlight.js ``<span class="hljs-tag" style="color: ...">``: no card has those classes' style sheet)
_STYLE_SPAN = re.compile(r"<span(?:\s+(?:style|class)\s*=\s*(?:\"[^\"<>]*\"|'[^'<>]*'))*\s*>", re.I)
_SPAN = re.compile(r"<span\b[^>]*>", re.I)
_SPAN_END = re.compile(r"</span\s*>", re.I)
#: ``<pre>`` and ``<code>`` holding text only (after the styling spans went): code, its entities text
_PRE = re.compile(r"<pre\b[^<>]{0,500}>(?:[ \t]*<code\b[^<>]{0,200}>)?([^<]*)(?:</code>[ \t]*)?</pre\s*>", re.I)
_CODE = re.compile(r"<code\b[^<>]{0,200}>([^<]*)</code\s*>", re.I)
#: an image of the Moodle course's files, which a GIFT export leaves behind
_PLUGIN_IMAGE = re.compile(r"<img\b[^<>]{0,1000}?\bsrc\s*=\s*[\"']?@@PLUGINFILE@@/([^\"'\s<>]{1,500})[^<>]{0,1000}>",
                           re.I)
#: a link whose text is text: ``<a href="https://x">text</a>``
_LINK = re.compile(r"<a\s+href\s*=\s*\"([^\"\s<>()]+)\"\s*>([^<>\[\]\n]+)</a\s*>", re.I)


def _code_span(code: str) -> str:
    """A Markdown code span that shows ``code`` as it is: backticks inside get a longer fence."""
    longest = max((len(m) for m in re.findall(r"`+", code)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if code.startswith("`") or code.endswith("`") else ""
    return f"{fence}{pad}{code}{pad}{fence}"


def _code_block(code: str) -> str:
    longest = max((len(m) for m in re.findall(r"^[ \t]*(`{3,})", code, re.M)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"\n\n{fence}\n{code.strip(chr(10))}\n{fence}\n\n"


def _html(text: str) -> str:
    """Paragraphs, breaks, bold, italics, links and code of Moodle's HTML as Markdown; other tags
    stay. Code shows its entities as the characters (``<code>&lt;a&gt;</code>`` is `` `<a>` ``: a
    Markdown code span would show ``&lt;`` as it is written). Spans that only style their text go
    when every span does (a font size from the editor or highlight.js colours would fight the
    card's own style and night mode)."""
    spans = _SPAN.findall(text)
    if spans and all(_STYLE_SPAN.fullmatch(span) for span in spans):
        text = _SPAN_END.sub("", _SPAN.sub("", text))
    text = _HTML_BREAK.sub("\n", text)
    text = _HTML_STRONG.sub("**", text)
    text = _HTML_EM.sub("*", text)
    text = _HTML_PARA.sub("\n\n", text)
    text = _LINK.sub(lambda m: f"[{m.group(2).strip()}]({m.group(1)})", text)
    text = re.sub(r"\n{3,}", "\n\n", text)
    # code last: what it holds is not markup, and its entities are its characters
    text = _PRE.sub(lambda m: _code_block(html.unescape(m.group(1))), text)
    text = _CODE.sub(lambda m: _code_span(html.unescape(m.group(1))) if m.group(1).strip() else m.group(0), text)
    text = _HTML_CODE.sub("`", text)
    return text.strip()


def _percent(value: float) -> str:
    return f"{value * 100:.4f}".rstrip("0").rstrip(".")


@dataclass
class _Chunk:
    """One question's lines (comments left out), joined with new lines."""

    text: str
    masked: str
    starts: list[int]            # offset in text where each line starts
    numbers: list[int]           # each line's number in the source

    def pos(self, offset: int) -> tuple[int, int]:
        k = max(bisect.bisect_right(self.starts, offset) - 1, 0)   # the line the offset is on
        return self.numbers[k], offset - self.starts[k] + 1

    def skip_space(self, offset: int, end: int | None = None) -> int:
        end = len(self.text) if end is None else end
        while offset < end and self.text[offset].isspace():
            offset += 1
        return offset


@dataclass
class _Answer:
    text: str
    why: str | None
    weight: float
    offset: int                  # where the answer starts in the chunk


class GiftReader(Importer):
    """One GIFT source."""

    def __init__(self, source: Source, diags: Diagnostics):
        super().__init__(source, diags)
        self.lines = source.lines
        self.taken: set[str] = set()
        self.category: str | None = None
        self.current_tag: str | None = None    # the tag of a $CATEGORY after the deck's first
        self.text_marks: set[int] = set()       # the `~` and `=` of the answers being read that are text
        self.refused = False                     # the question being read is one Moodle refuses: skipped
        self.braceless = False                   # the file's answers were written without braces (braceless.py)

    @classmethod
    def sniff(cls, text: str) -> float:
        """Answer blocks in braces, as only GIFT has them."""
        return LIKELY if looks_like(text) or braced(text.split("\n")) is not None else 0.0

    def read(self, deck: ImportedDeck) -> None:
        """Questions are the lines between blank lines (question/format.php, readquestions), and
        comment lines are left out wherever they are (format.php, readquestion). A blank line
        inside an answer block does not end the question here (Moodle would refuse it), unless what
        follows it is a question of its own: then the block was never closed, said, and read as
        closed there. Lines after a closed answer block that open a block of their own before the
        next blank line are a question of their own, said (Moodle reads them into the one above)."""
        self.deck = deck
        if not looks_like(self.source.text) and (got := braced(self.lines)) is not None:
            self.lines, aside = got
            self.braceless = True
            self.warning(1, 1, "read as GIFT written without its braces: each question's answers are the lines "
                               "under it opening with `=` (right) or `~`" + (
                                   f"; {len(aside)} line{'s' if len(aside) > 1 else ''} above a question's title "
                                   f"left out (line {aside[0]}{', …' if len(aside) > 1 else ''})" if aside else ""),
                         hint="check a few questions against the source")
        self.lines = self._text_braces(self.lines)
        self._latex_said()
        opens = self._opens_ahead()
        ahead = self._lines_ahead()
        buf: list[tuple[int, str]] = []
        depth = 0
        answered = False   # the lines in buf hold a whole answer block
        glued: list[int] = []   # lines where a question starts right under another's answer block
        loose: list[tuple[int, str]] = []   # `$Name` lines read as categories
        for i, line in enumerate(self.lines):
            stripped = line.strip()
            if stripped.startswith("//"):
                deck.skip(i + 1)
                continue
            if depth and not stripped and buf and self._starts_question(ahead[i + 1], opens):
                self._unclosed(buf, f"before the blank line at line {i + 1}, above the next question")
                buf, answered, depth = [], False, 0
                continue
            if depth == 0:
                if not stripped:
                    self._flush(buf)
                    buf, answered = [], False
                    continue
                if answered and buf and (stripped.startswith("::") or opens[i]) and not _CATEGORY.match(line):
                    # a question with no blank line above it: Moodle would read it into the one above
                    # (a missing-word question's text); taken as a question of its own, said
                    glued.append(i + 1)
                    self._flush(buf)
                    buf, answered = [], False
                m = _CATEGORY.match(line)
                loose_name = None if m or buf else _loose_category(stripped, self.lines, i)
                if m or loose_name:
                    self._flush(buf)
                    buf, answered = [], False
                    if loose_name:
                        loose.append((i + 1, stripped))
                    self._category(m.group(1).strip() if m else loose_name or "")
                    deck.use(i + 1)
                    continue
            buf.append((i + 1, line))
            before, depth = depth, self._depth(line, depth)
            answered = answered or (depth == 0 and (before > 0 or _BRACES.search(_mask(line)) is not None))
        if glued:
            more = f" (and {len(glued) - 1} more: lines {', '.join(map(str, glued[1:6]))}" \
                   f"{', …' if len(glued) > 6 else ''})" if len(glued) > 1 else ""
            self.warning(glued[0], 1, f"no blank line between this question and the one above{more}: Moodle "
                                      "would read it into that one's text; read as a question of its own",
                         hint="GIFT separates questions with a blank line")
        if loose:
            more = f" (and {len(loose) - 1} more line{'s' if len(loose) > 2 else ''} like it)" if len(loose) > 1 else ""
            self.warning(loose[0][0], 1, f"`{loose[0][1]}`{more} read as a category: Moodle reads only "
                                         "`$CATEGORY:` lines so and would show it in the question's text",
                         hint=f"write `$CATEGORY: {loose[0][1][1:].strip()}`")
        if depth:
            self.error(buf[0][0], 1, "this question's `{` is never closed")
            return
        self._flush(buf)
        drop_running_numbers(deck)   # "1. ¿Qué…?", "2. …"

    def _latex_said(self) -> None:
        """Say where ``\\n`` is read as LaTeX's (``\\neq`` in a maths span: texnewlines.py), as Moodle would not."""
        text = self.source.text
        found = sorted(latex_commands(text, _ESCAPED))
        if not found:
            return
        line = text.count("\n", 0, found[0]) + 1
        col = found[0] - (text.rfind("\n", 0, found[0]) + 1) + 1
        command = re.match(r"\\[A-Za-z]{1,20}", text[found[0]:])
        shown = command.group(0) if command else text[found[0]:found[0] + 2]
        more = f" (and {len(found) - 1} more like it)" if len(found) > 1 else ""
        self.warning(line, col, f"`{shown}` inside a maths span read as LaTeX{more}, "
                                "not as GIFT's line break `\\n`: Moodle would show a line break there",
                     hint="write the backslash twice (`\\\\neq`) so that Moodle reads the LaTeX too")

    def _text_braces(self, lines: list[str]) -> list[str]:
        """The lines with the braces of question texts escaped (``\\{``) where the file opens its answer blocks
        one way (``_openers``): braces before that opener in a question's lines are its text (code, JSON), said
        at the first. Moodle would take the first ``{`` for the answers' start."""
        openers = _openers(lines)
        if not openers:
            return lines
        out = list(lines)
        said: list[int] = []
        for first, opener in openers:
            for i in range(first, opener + 1):
                masked = _mask(out[i])
                cut = masked.rstrip().rfind("{") if i == opener else len(masked)
                places = [k for k in range(cut) if masked[k] in "{}"]
                if places:
                    said.append(i + 1)
                    for k in reversed(places):
                        out[i] = out[i][:k] + "\\" + out[i][k:]
        if said:
            more = f" (and {len(said) - 1} more line{'s' if len(said) > 2 else ''}: "  \
                   f"{', '.join(map(str, said[1:6]))}{', …' if len(said) > 6 else ''})" if len(said) > 1 else ""
            self.warning(said[0], 1, f"`{{` or `}}` in a question's text above its answers{more}, which open "
                                     "as the file's others do: read as text; Moodle would take the first `{` for "
                                     "the answers' start", hint="escape them (`\\{`, `\\}`)")
        return out

    def _opens_ahead(self) -> list[bool]:
        """For each line: whether it, or a line after it before the next blank line, opens an answer
        block (comment lines are passed over)."""
        out = [False] * (len(self.lines) + 1)
        for i in range(len(self.lines) - 1, -1, -1):
            stripped = self.lines[i].strip()
            if not stripped:
                continue
            if stripped.startswith("//"):
                out[i] = out[i + 1]
                continue
            out[i] = "{" in _mask(self.lines[i]) or out[i + 1]
        return out

    def _lines_ahead(self) -> list[int]:
        """For each line (0-based): the first line from it on that is neither blank nor a comment
        (``len(self.lines)`` when none is), found in one pass so that blank lines cost no rescans."""
        out = [len(self.lines)] * (len(self.lines) + 1)
        for i in range(len(self.lines) - 1, -1, -1):
            stripped = self.lines[i].strip()
            out[i] = out[i + 1] if not stripped or stripped.startswith("//") else i
        return out

    def _starts_question(self, j: int, opens: list[bool]) -> bool:
        """Whether line ``j`` (0-based; the first after a blank line that is neither blank nor a comment)
        starts a question of its own: a ``::title::``, a ``$CATEGORY:``, or lines that open an answer block."""
        if j >= len(self.lines):
            return False
        stripped = self.lines[j].strip()
        return stripped.startswith("::") or _CATEGORY.match(stripped) is not None or opens[j]

    def _unclosed(self, buf: list[tuple[int, str]], where: str) -> None:
        """A question whose ``{`` is not closed before the next question: read as closed after its last
        line, said (Moodle refuses it). A last line that is one bracket (``]``, ``)``) was meant as the ``}``."""
        last = buf[-1][1].strip()
        start = buf[0][0]
        if len(last) == 1 and last in "])>":
            self.warning(buf[-1][0], buf[-1][1].index(last) + 1, f"`{last}` read as the `}}` that closes the "
                                                                "answers of the question above it",
                         hint="Moodle refuses the question: write `}`")
            buf = [*buf[:-1], (buf[-1][0], "}")]
        else:
            self.warning(start, 1, f"this question's `{{` is not closed {where}; read as closed after its last line",
                         hint="Moodle refuses the question: close its answers with `}`")
            buf = [*buf, (buf[-1][0], "}")]
        self._flush(buf)

    @staticmethod
    def _depth(line: str, depth: int) -> int:
        for m in _BRACES.finditer(line):
            if m.group(0) == "{":
                depth += 1
            elif m.group(0) == "}":
                depth = max(depth - 1, 0)
        return depth

    def _category(self, path: str) -> None:
        parts = [p.strip() for p in path.split("/") if p.strip()]
        while parts and parts[0].lower() in ("$course$", "$system$", "$module$", "$coursecategory$", "top"):
            parts.pop(0)
        name = "::".join(parts)
        if not name:
            return
        if self.category is None:
            self.category = name
            self.deck.name = name
        elif name != self.category:
            self.current_tag = make_tag(name.replace("::", "-"))

    def _flush(self, buf: list[tuple[int, str]]) -> None:
        if not buf:
            return
        starts = []
        offset = 0
        for _, part in buf:
            starts.append(offset)
            offset += len(part) + 1
        text = "\n".join(part for _, part in buf)
        self._question(_Chunk(text, _mask(text), starts, [n for n, _ in buf]))

    # -- one question ------------------------------------------------------------------------

    def _format(self, chunk: _Chunk, start: int, end: int) -> tuple[str | None, int]:
        """A ``[html]``-like prefix at ``start`` (format.php, parse_text_with_format): its name and
        where the text after it starts."""
        m = _FORMAT.match(chunk.masked, start, end)
        if not m:
            return None, start
        fmt = m.group(1).lower()
        if m.group(1) != fmt:
            self.warning(*chunk.pos(m.start(1) - 1), f"Moodle reads only `[{fmt}]` in lower case (it would show "
                                                     f"`[{m.group(1)}]` in the text); read as [{fmt}]")
        return fmt, m.end()

    def _formatted(self, chunk: _Chunk, start: int, end: int, default: str) -> str:
        """The text between two offsets as Moodle reads it: an optional format prefix, escapes
        undone, spaces trimmed; HTML's simplest tags as Markdown."""
        fmt, start = self._format(chunk, start, end)
        text = unescape(chunk.text[start:end]).strip()
        return _html(self._plugin_files(text, chunk.pos(start))) if (fmt or default) == "html" else text

    def _plugin_files(self, text: str, where: tuple[int, int]) -> str:
        """Images of the Moodle question bank (``<img src="@@PLUGINFILE@@/x.jpg">``), which a GIFT export
        does not carry: a note in their place, said at the line (a reference to no file stops ``check``)."""
        def note(m: re.Match[str]) -> str:
            name = urllib.parse.unquote(m.group(1)).replace("*", "").replace("`", "")
            self.warning(*where, f"image {name!r} is a file of the Moodle course (@@PLUGINFILE@@), not in the "
                                 "GIFT export; a note stands in its place",
                         hint=f"put the image beside the quiz and write ![]({name}) where the note is")
            return f" *(image {name}: not in the export)* "
        return _PLUGIN_IMAGE.sub(note, text)

    def _question(self, chunk: _Chunk) -> None:
        text, masked = chunk.text, chunk.masked
        offset = chunk.skip_space(0)
        title = None
        if masked.startswith("::", offset):
            end = masked.find("::", offset + 2)
            if end == -1:
                self.warning(*chunk.pos(offset), "the title's `::` is never closed; Moodle then reads what "
                                                 "follows as the question")
                offset += 2
            else:
                title = unescape(text[offset + 2:end]).strip()
                offset = end + 2
            offset = chunk.skip_space(offset)
        line, col = chunk.pos(offset)
        name = f"question {title!r}" if title else "a question"
        opening = masked.find("{", offset)
        closing = masked.find("}", offset)
        if opening == -1 and closing == -1:
            self.warning(line, col, f"{name} has no answers (a GIFT description); skipped")
            return
        if opening == -1 or closing < opening:
            self.error(*chunk.pos(closing), "this `}` has no `{` before it")
            return
        # the question's text, the answers taken out (format.php: "_____" for a missing word)
        fmt, offset = self._format(chunk, offset, opening)
        q_fmt = fmt or "moodle"
        tail = text[closing + 1:]
        more = masked.count("{", closing + 1)
        if more:
            self.warning(*chunk.pos(masked.find("{", closing + 1)),
                         f"{name} holds {more + 1} answer blocks: Moodle reads the first as its answers and the "
                         "rest as its text; read so", hint="each question is its own paragraph, a blank line between")
        body = unescape(text[offset:opening] + ("_____" + tail if tail.strip() else "")).strip()
        q = ImportedQuestion(pos=self.pos(line, col), text=body,
                             id=make_id(title if title else str(len(self.deck.questions) + 1), self.taken))
        if self.current_tag:
            q.tags.append(self.current_tag)
        self.refused = False
        kind = self._answers(q, chunk, opening + 1, closing, q_fmt)
        if self.refused:   # a multiple-choice question of fewer than two answers (said)
            self.taken.discard(q.id or "")
            return
        if kind is not None:
            article = "an" if kind[0] in "aeiou" else "a"
            self.warning(line, col, f"{name} is {article} {kind} question; skipped (only multiple-choice and "
                                    "true/false questions are imported)")
            self.taken.discard(q.id or "")
            return
        if q_fmt == "html":
            body = q.text = _html(self._plugin_files(body, (line, col)))
        if not body and title:
            q.text = title   # "::¿Qué es X?::" then the answers: the title is the question a reader sees
            if not self.braceless:   # without braces, the title is how the file writes its questions
                self.warning(line, col, f"{name} has no text but its title; the title is taken as its text",
                             hint="Moodle would show an empty question: write the question after the `::title::`")
        elif not body:
            self.error(line, col, f"{name} has no text")
        q.use(chunk.numbers[0], chunk.numbers[-1])
        self.deck.questions.append(q)

    def _answers(self, q: ImportedQuestion, chunk: _Chunk, start: int, end: int, fmt: str) -> str | None:
        """Fill in the choices; the name of the question's type when it is not multiple choice.
        The type is decided as format.php decides it, in the same order."""
        masked = chunk.masked
        general = masked.rfind("####", start, end)
        if general != -1:
            q.explanation = self._formatted(chunk, general + 4, end, fmt) or None
            end = general
        start = chunk.skip_space(start, end)
        while end > start and masked[end - 1].isspace():
            end -= 1
        answers = masked[start:end]
        if not answers or answers.startswith("~~~"):
            return "essay"   # nothing, or a model answer in a Markdown fence (`~~~`): no choices to pick
        if answers[0] == "#":
            return "numerical"
        if "~" in answers:
            self._choices(q, chunk, start, end, fmt)
            return None
        if "=" in answers and "->" in answers:
            return "matching"
        hash_at = answers.find("#")
        word = answers[:hash_at].strip() if hash_at > 0 else answers
        if word.upper() in _TRUE_FALSE:
            if word not in _TRUE_FALSE:
                self.warning(*chunk.pos(start), f"Moodle reads `{{{word}}}` as a short answer to type in (only "
                                                "T, TRUE, F and FALSE, in capitals, make a true/false question); "
                                                "imported as true/false")
            self._true_false(q, chunk, start, end, fmt, _TRUE_FALSE[word.upper()])
            return None
        return "short-answer"

    def _true_false(self, q: ImportedQuestion, chunk: _Chunk, start: int, end: int, fmt: str, right: bool) -> None:
        """format.php, split_truefalse_comment: ``{T#feedback if wrong#feedback if right}``. Each
        feedback goes under its choice; a single one (and no general feedback) is the explanation."""
        q.choices = [ImportedChoice("True"), ImportedChoice("False")]
        q.answer = [0 if right else 1]
        marks = [i for i in range(start, end) if chunk.masked[i] == "#"][:2]
        bounds = [*marks, end]
        feedback = [self._formatted(chunk, bounds[k] + 1, bounds[k + 1], fmt) or None for k in range(len(marks))]
        wrong, good = [*feedback, None, None][:2]
        if q.explanation is None and (wrong is None) != (good is None):
            q.explanation = wrong or good
            return
        q.choices[1 if right else 0].why = wrong
        q.choices[0 if right else 1].why = good

    def _split(self, chunk: _Chunk, start: int, end: int) -> list[tuple[int, int]]:
        """The answers' spans, as format.php splits them: at each ``~`` (dropped) and ``=`` (kept);
        text before the first one is an answer too when it is not blank."""
        masked = chunk.masked
        marks = [i for i in range(start, end) if masked[i] in "~="]
        one_line = "\n" not in masked[start:end].strip()
        coded = _in_code_spans(masked, start, end, marks) if one_line else set()
        if coded:
            self._said_text(chunk, sorted(coded), "inside a code span (`…`)")
            marks = [i for i in marks if i not in coded]
            self.text_marks |= coded
        if not marks:
            return [(start, end)] if masked[start:end].strip() else []
        at_line_start = [i for i in marks if not masked[max(masked.rfind("\n", start, i) + 1, start):i].strip()]
        starting = set(at_line_start)   # sets: a block may hold tens of thousands of answers
        glued = [i for i in marks if i > start and _stuck(masked, i, start)
                 and i not in starting]   # `header=True`, `(>=)`
        spaced = [i for i in marks if i == start or masked[i - 1].isspace()]
        stuck = [i for i in marks if i > start and _stuck(masked, i, start)]
        if one_line and len(at_line_start) < 2 and len(spaced) >= 3 and spaced[0] == marks[0] and stuck:
            # answers on one line, each after a space (`{~a ~b =c}`): a marker stuck to the character before it
            # (`test1===test2`, `!=`) is text
            self._said_text(chunk, stuck, "stuck to the text before it, where this line's answers each start "
                                          "after a space")
            inside = set(stuck)
            self.text_marks |= inside
            marks = [i for i in marks if i not in inside]
        if len(at_line_start) >= 2 and glued and at_line_start[0] == marks[0]:
            # answers one to a line: an `=` or `~` inside a line's text (`header=True`) is text, not Moodle's
            # next answer (Moodle would split there: said)
            said = masked[max(glued[0] - 12, start):glued[0] + 8].split("\n")[-1].strip()
            self.warning(*chunk.pos(glued[0]), f"`{masked[glued[0]]}` inside an answer's text ({said!r}"
                                               f"{f' and {len(glued) - 1} more' if len(glued) > 1 else ''}): "
                                               "Moodle would start a new answer there; read as text, as the "
                                               "answers here are one to a line",
                         hint=f"escape it (`\\{masked[glued[0]]}`) so that Moodle reads it so too")
            inside = set(glued)
            self.text_marks |= inside
            marks = [i for i in marks if i not in inside]
        unmarked = self._unmarked(chunk, start, end, marks) if marks == at_line_start and len(marks) >= 3 else []
        spans = []
        if masked[start:marks[0]].strip():
            spans.append((start, marks[0]))
        bounds = sorted([*marks, *unmarked])
        for k, at in enumerate(bounds):
            spans.append((at if masked[at] != "~" else at + 1, bounds[k + 1] if k + 1 < len(bounds) else end))
        return spans

    def _said_text(self, chunk: _Chunk, at: list[int], why: str) -> None:
        """Say that the ``~`` or ``=`` at these offsets are read as text, not as answers' markers."""
        masked = chunk.masked
        said = chunk.text[max(at[0] - 12, 0):at[0] + 8].split("\n")[-1].strip()
        self.warning(*chunk.pos(at[0]), f"`{masked[at[0]]}` {why} ({said!r}"
                                        f"{f' and {len(at) - 1} more' if len(at) > 1 else ''}): read as text; Moodle "
                                        "would start a new answer there",
                     hint=f"escape it (`\\{masked[at[0]]}`) so that Moodle reads it so too")

    def _unmarked(self, chunk: _Chunk, start: int, end: int, marks: list[int]) -> list[int]:
        """Where answers stand one to a line, a line among them with no ``~`` or ``=`` (``=Botanofobia``,
        ``Demofobia``), no longer than they are, not indented under the one above and under an answer of
        the usual length (not one long enough to have been wrapped): an answer whose ``~`` was left out,
        read as a wrong answer of its own, said (Moodle reads it into the answer above, one choice of two
        texts). Otherwise such lines go on the answer above, as in Moodle."""
        masked = chunk.masked
        lines = []   # (start offset, text) of each line of the answers after the first marker
        at = marks[0]
        while at < end:
            nl = masked.find("\n", at, end)
            stop = end if nl == -1 else nl
            lines.append((at, masked[at:stop]))
            at = stop + 1
        marked = set(marks)   # a set: `a in marks` for each line was quadratic on a block of many answers
        answer_lines = [t for a, t in lines if a in marked or (t.strip() and t.lstrip()[0] in "~=")]
        sizes = sorted(len(t.strip()) for t in answer_lines)
        longest, middle = sizes[-1], sizes[len(sizes) // 2]
        indent = min(len(t) - len(t.lstrip()) for t in answer_lines)
        out: list[tuple[int, str]] = []
        above = ""
        for a, t in lines:
            body = t.strip()
            if not body or body[0] in "~=#" or a in marked:
                above = body or above
                continue
            if len(t) - len(t.lstrip()) > indent or len(body) > longest or len(above) > 1.5 * middle:
                return []   # a wrapped answer: this block's lines go on the answer above them, as Moodle reads it
            lead = a + len(t) - len(t.lstrip())
            out.append((lead, chunk.text[lead:a + len(t)].strip()))
        if not out or len(out) * 2 > len(marks):
            return []
        self.warning(*chunk.pos(out[0][0]), f"a line with no `~` or `=` among answers one to a line ({out[0][1]!r}"
                                            f"{f' and {len(out) - 1} more' if len(out) > 1 else ''}): read as a "
                                            "wrong answer of its own (Moodle would add it to the answer above)",
                     hint="start it with `~` (wrong) or `=` (right)")
        return [lead for lead, _ in out]

    def _choices(self, q: ImportedQuestion, chunk: _Chunk, start: int, end: int, fmt: str) -> None:
        masked = chunk.masked
        answers: list[_Answer] = []
        self.text_marks = set()
        spans = self._split(chunk, start, end)
        # format.php: single unless no answer has an `=` (one read as text aside)
        single = any(masked[i] == "=" and i not in self.text_marks for i in range(start, end))
        if spans and spans[0][0] == start and masked[start] not in "~=":
            self.warning(*chunk.pos(start), "text before the first `~` or `=`: Moodle reads it as a wrong answer",
                         hint="GIFT answers start with `=` (right) or `~` (wrong)")
        for a, b in spans:
            at = a - 1 if a > start and masked[a - 1] == "~" else a   # where the answer's marker is
            a = chunk.skip_space(a, b)
            weight = 0.0
            if masked.startswith("=", a) and a not in self.text_marks:
                weight = 1.0
                a += 1
                w = _WEIGHT.match(masked, a, b)
                if w:
                    self.warning(*chunk.pos(a), f"Moodle gives an `=` answer full credit and shows "
                                                f"`{masked[a:w.end()]}` in its text; partial credit is written "
                                                "`~%50%`")
            else:
                w = _WEIGHT.match(masked, a, b)
                if w:
                    weight = float(w.group(2)) / 100 * (-1 if w.group(1) else 1)
                    a = w.end()
                elif masked.startswith("%", a) and "%" in masked[a + 1:min(b, a + 12)]:
                    self.warning(*chunk.pos(a), "this is not a weight Moodle reads (`%50%`, `%-100%`, "
                                                "`%33.3%`); it stays in the choice's text")
            hash_at = masked.find("#", a, b)
            after = masked[hash_at + 1:b] if hash_at != -1 else ""
            if after.strip() and not any(ch.isalnum() for ch in after):
                # "hash tag (#).": what would follow as feedback holds no word; the `#` is the answer's text
                self.warning(*chunk.pos(hash_at), "`#` in an answer with no feedback after it: read as text; Moodle "
                                                  "would start the answer's feedback there",
                             hint="escape it (`\\#`) so that Moodle reads it so too")
                hash_at = -1
            text, why = self._formatted(chunk, a, b if hash_at == -1 else hash_at, fmt), None
            if hash_at != -1:
                why = self._formatted(chunk, hash_at + 1, b, fmt) or None
            if not text:   # the multiple-choice type leaves empty answers out when Moodle saves the question
                self.warning(*chunk.pos(at), "an answer without text; Moodle leaves it out",
                             hint="a `~` or `=` inside an answer's text starts a new answer: write `\\~`, `\\=`")
                continue
            if may_be_placeholder(text):
                self.warning(*chunk.pos(at), f"the answer {text!r} looks like a placeholder, not a choice")
            answers.append(_Answer(text, why, weight, at))
        answers = self._distinct(answers, chunk)
        # "~a) x ~b) y": the card letters the choices itself; "=b) x ~a) y": the right one first, labels as written
        plain = without_labels([a.text for a in answers]) or _permuted_labels([a.text for a in answers])
        q.choices = [ImportedChoice(plain[k] if plain else a.text, a.why) for k, a in enumerate(answers)]
        line, col = q.pos.line, q.pos.col
        if len(answers) < 2:
            self.warning(line, col, f"Moodle refuses a multiple-choice question with {len(answers)} answer"
                                    f"{'' if len(answers) == 1 else 's'} (it needs two or more); skipped")
            self.refused = True
            return
        if single:
            self._single(q, answers, chunk)
        else:
            self._multiple(q, answers)

    def _distinct(self, answers: list[_Answer], chunk: _Chunk) -> list[_Answer]:
        """An answer whose text a better weighted one has too (``=Israel ~Israel``) is left out, said: Moodle
        shows both, a card cannot (``check`` refuses choices that are the same), and no learner could tell
        the right one from its wrong copy. Copies of the same weight stay, as the source has them (``check``
        says so at their line)."""
        best: dict[str, _Answer] = {}
        for a in answers:
            key = " ".join(a.text.split())
            if key not in best or a.weight > best[key].weight:
                best[key] = a
        kept = [a for a in answers if a.weight >= best[" ".join(a.text.split())].weight]
        if len(kept) == len(answers):
            return answers
        for a in answers:
            if all(a is not k for k in kept):
                how = "right" if a.weight == 1 else "wrong" if a.weight <= 0 else f"{_percent(a.weight)} %"
                self.warning(*chunk.pos(a.offset), f"the answer {a.text!r} is there twice: this copy ({how}) is "
                                                   "left out", hint="a card cannot show the same choice twice: "
                                                                    "remove one, or tell them apart")
        return kept

    def _single(self, q: ImportedQuestion, answers: list[_Answer], chunk: _Chunk) -> None:
        """The right answer: the one with full credit (`=`, or `~%100%`). Partial credit is a wrong
        choice here; its why says what Moodle gives for it. Several answers with full credit are
        each right alone in Moodle: all of them are right here (select all), never one written
        wrong, and that is said."""
        full = [k for k, a in enumerate(answers) if a.weight == 1]
        q.set_answer(full)
        if len(full) > 1:
            letters = ", ".join(letter(k) for k in full)
            self.warning(q.pos.line, q.pos.col, f"{len(full)} answers have full credit ({letters}): Moodle counts "
                                                "any one of them alone as right; written as select-all-that-apply, "
                                                "each of them right",
                         hint="for a question with several right answers Moodle's way is `~%50%a ~%50%b`; if one "
                              "of them is wrong, make it `~`")
        for k, a in enumerate(answers):
            if 0 < a.weight < 1:
                q.choices[k].why = _join(q.choices[k].why, f"partial credit {_percent(a.weight)} %")
            elif a.weight > 1:
                self.warning(*chunk.pos(a.offset), f"a weight of {_percent(a.weight)} %: Moodle refuses a "
                                                   "question whose best answer is not worth 100 %")

    def _multiple(self, q: ImportedQuestion, answers: list[_Answer]) -> None:
        """No `=`: Moodle's multiple-answer question, right being each answer of positive weight."""
        right = [k for k, a in enumerate(answers) if a.weight > 0]
        q.answer = right or None
        q.multi = True
        total = round(sum(answers[k].weight for k in right), 2)
        if not right:
            self.warning(q.pos.line, q.pos.col, "no answer is marked right (`=` or a positive `~%n%`)")
        elif total != 1:
            self.warning(q.pos.line, q.pos.col, f"the positive weights add up to {_percent(total)} %: Moodle "
                                                "refuses such a multiple-answer question (they must make 100 %)")


#: a choice's own label: "b) ", "(2) ", "B. ", "в) "
_OWN_LABEL = re.compile(r"(\(?)(\w)([.)])[ \t]+(?=\S)")


def _permuted_labels(texts: list[str]) -> list[str] | None:
    """The texts without their labels when each carries one, three at least, written alike (``b)``, ``a)``,
    ``c)``), the labels the first letters of one alphabet (or numbers from 1) in some order: GIFT files
    often put the right answer first with its label as the author lettered it. None when not so."""
    found = [_OWN_LABEL.match(t) for t in texts]
    if len(texts) < 3 or any(m is None for m in found):
        return None
    labels = [m for m in found if m is not None]
    if len({(m.group(1), m.group(3)) for m in labels}) != 1:
        return None
    chars = [m.group(2) for m in labels]
    if all(c.isdecimal() for c in chars):
        places = [int(c) - 1 for c in chars]
    elif all(c.isalpha() for c in chars) and (all(c.isupper() for c in chars) or all(c.islower() for c in chars)):
        places = [_alphabet_place(c) for c in chars]
    else:
        return None
    if sorted(places) != list(range(len(texts))):
        return None
    return [t[m.end():] for t, m in zip(texts, labels, strict=True)]


def _alphabet_place(char: str) -> int:
    """A label letter's place in its alphabet (``b`` 1, ``в`` 2), -1 when it is no label letter."""
    index = label_index(char)
    return -1 if index is None else index


def _paragraphs(lines: list[str]) -> list[list[int]]:
    """The indices of each paragraph's lines: runs of lines between blank lines, comments left out."""
    out: list[list[int]] = []
    run: list[int] = []
    for i, line in enumerate(lines):
        stripped = line.strip()
        if not stripped:
            if run:
                out.append(run)
            run = []
        elif not stripped.startswith("//"):
            run.append(i)
    if run:
        out.append(run)
    return out


def _openers(lines: list[str]) -> list[tuple[int, int]]:
    """Where the file opens its answer blocks one way in four paragraphs with braces in five at least (three at
    least): a ``{`` alone on its line, else a ``{`` that ends its line: for each paragraph with braces before its
    opener, its first line and the opener's (0-based); none when the file is not so written."""
    paragraphs = [p for p in _paragraphs(lines) if any("{" in _mask(lines[i]) for i in p)]
    alone = [next((i for i in p if _mask(lines[i]).strip() == "{"), None) for p in paragraphs]
    ending = [next((i for i in p if _mask(lines[i]).rstrip().endswith("{")), None) for p in paragraphs]
    for found in (alone, ending):
        count = sum(1 for i in found if i is not None)
        if count >= 3 and count >= 0.8 * len(paragraphs):
            return [(p[0], i) for p, i in zip(paragraphs, found, strict=True) if i is not None and any(
                ch in "{}" for k in p if k <= i for ch in _mask(lines[k])[:len(_mask(lines[k]).rstrip()) - (k == i)])]
    return []


def _stuck(masked: str, i: int, start: int) -> bool:
    """Whether the marker at ``i`` is stuck to the text before it (``x===y``, ``(>=)``): not after a space, a
    weight (``~%-25%~/config``), or a marker that starts an answer (``~~x``, ``~=x``: Moodle's empty answer,
    then ``x``)."""
    before = masked[i - 1]
    if before.isspace() or before in "%\0":
        return False
    return not (before in "~=" and (i - 1 == start or masked[i - 2].isspace()))


def _in_code_spans(masked: str, start: int, end: int, marks: list[int]) -> set[int]:
    """The markers among ``marks`` inside a Markdown code span of the answers (`` `a = b` ``, `` `~` ``): the
    block's backticks paired in order, each pair on one line; none when they do not pair so."""
    ticks = [i for i in range(start, end) if masked[i] == "`"]
    if not ticks or len(ticks) % 2 or any("\n" in masked[a:b] for a, b in zip(ticks[::2], ticks[1::2], strict=True)):
        return set()
    spans = list(zip(ticks[::2], ticks[1::2], strict=True))
    return {i for i in marks if any(a < i < b for a, b in spans)}


def _join(why: str | None, note: str) -> str:
    return f"{why} ({note})" if why else note
