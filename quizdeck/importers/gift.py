"""Moodle GIFT: the multiple-choice questions of a GIFT file.

::

    $CATEGORY: $course$/top/Networks
    // a comment
    ::tcp-handshake:: Which flags open a TCP connection? {
      =SYN, SYN-ACK, ACK   # the three-way handshake
      ~FIN, ACK            # that one closes it
      #### General feedback: the explanation.
    }

``=`` marks the right answer and ``~`` a wrong one; ``~%50%`` gives partial credit,
which makes a select-all-that-apply question of the answers with a positive weight.
``#feedback`` becomes the choice's ``why``, ``::title::`` the question's id,
``$CATEGORY`` the deck's name, ``\\{ \\} \\= \\~ \\# \\:`` are the characters themselves.
True/false questions become two choices. Short-answer, numerical, matching, essay
questions and descriptions are reported and skipped, one warning each.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from ..diagnostics import Diagnostics
from .model import ImportedChoice, ImportedDeck, ImportedQuestion, Importer, make_id, make_tag

_ESCAPABLE = "~=#{}:\\"
_BRACES = re.compile(r"\\.|[{}]")
_CATEGORY = re.compile(r"^[ \t]*\$CATEGORY:[ \t]*(.*)$")
_FORMAT = re.compile(r"^[ \t]*\[(html|moodle|plain|markdown)\][ \t]*", re.I)
_WEIGHT = re.compile(r"^%(-?\d{1,3}(?:\.\d{1,10})?)%")
_TRUE_FALSE = re.compile(r"^(T|TRUE|F|FALSE)\b", re.I)
_HTML_BREAK = re.compile(r"<br[ \t]*/?>", re.I)
_HTML_STRONG = re.compile(r"</?(?:b|strong)>", re.I)
_HTML_EM = re.compile(r"</?(?:i|em)>", re.I)
_HTML_CODE = re.compile(r"</?code>", re.I)
_HTML_PARA = re.compile(r"[ \t]*</?p\b[^<>]{0,300}>[ \t]*", re.I)
#: `{` with an answer marker in it, as GIFT files have and other formats do not
_LOOKS = re.compile(r"\{[ \t\n]*(?:=|~|T\b|F\b|TRUE\b|FALSE\b|#)", re.M)


def looks_like(text: str) -> bool:
    """Whether a source without a telling name reads as GIFT: answer blocks in braces."""
    return bool(_LOOKS.search(text)) and ("::" in text or "$CATEGORY" in text or re.search(r"\}\s*$", text, re.M)
                                           is not None)


_ESCAPE = re.compile(r"\\(.)", re.S)
_SPECIAL: dict[str, re.Pattern[str]] = {}


def unescape(text: str) -> str:
    """GIFT's escapes undone: ``\\{`` -> ``{``, ``\\n`` -> a new line; other backslashes stay."""
    return _ESCAPE.sub(lambda m: "\n" if m.group(1) == "n" else m.group(1) if m.group(1) in _ESCAPABLE
                       else m.group(0), text)


def _find(text: str, chars: str, start: int = 0) -> int:
    """Index of the first unescaped character of ``chars`` in ``text`` from ``start``, or -1."""
    pattern = _SPECIAL.get(chars)
    if pattern is None:
        pattern = _SPECIAL[chars] = re.compile(r"\\.|[" + re.escape(chars) + "]", re.S)
    for m in pattern.finditer(text, start):
        if m.group(0)[0] != "\\" or chars == "\\":
            return m.start()
    return -1


@dataclass
class _Chunk:
    text: str
    starts: list[int]            # offset in text where each line starts
    line: int                    # the first line's number

    def pos(self, offset: int) -> tuple[int, int]:
        k = bisect.bisect_right(self.starts, offset) - 1   # the line the offset is on
        return self.line + k, offset - self.starts[k] + 1


def _html(text: str) -> str:
    """Paragraphs, breaks, bold, italics and code of Moodle's HTML as Markdown; other tags stay."""
    text = _HTML_BREAK.sub("\n", text)
    text = _HTML_STRONG.sub("**", text)
    text = _HTML_EM.sub("*", text)
    text = _HTML_CODE.sub("`", text)
    text = _HTML_PARA.sub("\n\n", text)
    return re.sub(r"\n{3,}", "\n\n", text).strip()


class GiftReader(Importer):
    """One GIFT source."""

    def __init__(self, where: str, diags: Diagnostics, text: str):
        super().__init__(where, diags)
        self.lines = text.split("\n")
        self.taken: set[str] = set()
        self.category: str | None = None
        self.current_tag: str | None = None    # the tag of a $CATEGORY after the deck's first

    def read(self, deck: ImportedDeck) -> None:
        self.deck = deck
        buf: list[str] = []
        first = 0
        depth = 0
        for i, line in enumerate(self.lines):
            if depth == 0:
                if not line.strip() or line.lstrip().startswith("//"):
                    if not line.strip():
                        self._flush(buf, first)
                        buf = []
                    continue
                m = _CATEGORY.match(line)
                if m:
                    self._flush(buf, first)
                    buf = []
                    self._category(m.group(1).strip(), i + 1)
                    continue
            if not buf:
                first = i + 1
            buf.append(line)
            depth = self._depth(line, depth)
        if depth:
            self.error(first, 1, "this question's `{` is never closed")
            return
        self._flush(buf, first)

    @staticmethod
    def _depth(line: str, depth: int) -> int:
        for m in _BRACES.finditer(line):
            if m.group(0) == "{":
                depth += 1
            elif m.group(0) == "}":
                depth = max(depth - 1, 0)
        return depth

    def _category(self, path: str, line: int) -> None:
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

    def _flush(self, buf: list[str], line: int) -> None:
        if not buf:
            return
        starts = []
        offset = 0
        for part in buf:
            starts.append(offset)
            offset += len(part) + 1
        self._question(_Chunk("\n".join(buf), starts, line))

    def _question(self, chunk: _Chunk) -> None:
        text = chunk.text
        offset = len(text) - len(text.lstrip())
        title = None
        if text.startswith("::", offset):
            end = text.find("::", offset + 2)
            while end != -1 and text[end - 1] == "\\":
                end = text.find("::", end + 1)
            if end == -1:
                self.error(*chunk.pos(offset), "the title's `::` is never closed")
                return
            title = unescape(text[offset + 2:end]).strip()
            offset = end + 2
        fmt = _FORMAT.match(text[offset:])
        html = False
        if fmt:
            html = fmt.group(1).lower() == "html"
            offset += fmt.end()
        opening = _find(text, "{", offset)
        line, col = chunk.pos(offset)
        name = f"question {title!r}" if title else "a question"
        if opening == -1:
            self.warning(line, col, f"{name} has no answers (a GIFT description); skipped")
            return
        closing = _find(text, "}", opening + 1)
        if closing == -1:
            self.error(*chunk.pos(opening), "this `{` is never closed")
            return
        before = unescape(text[offset:opening]).strip()
        after = unescape(text[closing + 1:]).strip()
        inside = text[opening + 1:closing]
        # a missing-word question: the answers stand for the blank
        body = f"{before} _____{'' if after[:1] in ',.;:!?' else ' '}{after}".strip() if after else before
        if html:
            body = _html(body)
        q = ImportedQuestion(pos=self.pos(line, col), text=body,
                             id=make_id(title if title else str(len(self.deck.questions) + 1), self.taken))
        if self.current_tag:
            q.tags.append(self.current_tag)
        kind = self._answers(q, inside, chunk, opening + 1, html)
        if kind is not None:
            article = "an" if kind[0] in "aeiou" else "a"
            self.warning(line, col, f"{name} is {article} {kind} question; skipped (only multiple-choice and "
                                    "true/false questions are imported)")
            self.taken.discard(q.id or "")
            return
        if not body:
            self.error(line, col, f"{name} has no text")
        self.deck.questions.append(q)

    def _answers(self, q: ImportedQuestion, inside: str, chunk: _Chunk, base: int, html: bool) -> str | None:
        """Fill in the choices; the name of the question's type when it is not multiple choice."""
        stripped = inside.strip()
        if not stripped:
            return "essay"
        if stripped.startswith("#"):
            return "numerical"
        tf = _TRUE_FALSE.match(stripped)
        if tf and not stripped.startswith(("=", "~")):
            feedback = stripped[tf.end():]
            is_true = tf.group(1).upper().startswith("T")
            q.choices = [ImportedChoice("True"), ImportedChoice("False")]
            q.answer = [0 if is_true else 1]
            parts = [unescape(p).strip() for p in re.split(r"(?<!\\)#", feedback) if p.strip()]
            if parts:
                q.explanation = parts[-1]
            return None
        general = None
        marker = inside.find("####")
        while marker != -1 and marker > 0 and inside[marker - 1] == "\\":
            marker = inside.find("####", marker + 1)
        if marker != -1:
            general = unescape(inside[marker + 4:]).strip()
            inside = inside[:marker]
        answers: list[tuple[str, int]] = []   # (raw answer, its offset)
        i = _find(inside, "=~")
        if i == -1:
            return "short-answer" if stripped else "essay"
        while i != -1:
            j = _find(inside, "=~", i + 1)
            answers.append((inside[i:j if j != -1 else len(inside)], i))
            i = j
        if all(raw.startswith("=") for raw, _ in answers):
            return "matching" if all("->" in raw for raw, _ in answers) else "short-answer"
        right: list[int] = []
        partial = False
        for raw, at in answers:
            sign = raw[0]
            rest = raw[1:]
            weight = _WEIGHT.match(rest)
            value = None
            if weight:
                value = float(weight.group(1))
                rest = rest[weight.end():]
            hash_at = _find(rest, "#")
            why = None
            if hash_at != -1:
                why = unescape(rest[hash_at + 1:]).strip() or None
                rest = rest[:hash_at]
            answer_text = unescape(rest).strip()
            if html:
                answer_text = _html(answer_text)
                why = _html(why) if why else why
            if not answer_text:
                line, col = chunk.pos(base + at)
                self.error(line, col, "an answer without text")
            index = len(q.choices)
            q.choices.append(ImportedChoice(answer_text, why))
            if sign == "=" and (value is None or value > 0):
                right.append(index)
            elif sign == "~" and value is not None and value > 0:
                right.append(index)
                partial = True
        q.answer = right or None
        q.multi = partial or len(right) > 1
        if general:
            q.explanation = _html(general) if html else general
        if not right:
            self.warning(q.pos.line, q.pos.col, "no answer is marked right (`=` or a positive `~%n%`)")
        return None
