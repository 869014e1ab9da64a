"""Links to local files in imported text: the link's text kept, its target dropped, said at the source's line.

A source written for a repository links its own files (``[módulo 6](../apuntes/modulo-6.md)``, ``[Back to
Quiz Home](../index.md)``). On a card such a link opens nothing, or a file of the learner's media folder, and
``build`` refuses it (``html/markdown/urls.py``): a shared deck must not point at local files. So the link
becomes its text, a warning at the source's line names the target dropped, and the quiz builds. A link to a
web page or an e-mail address, an anchor (``#part``), an image, and anything in code stay as they are.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.images import TARGET, outside_code
from quizdeck.importers.imported import ImportedDeck

#: ``[text](target "title")``, not an image (``![...]``); the text may hold one image or code span; the target may
#: hold one level of balanced parentheses, as CommonMark allows (``Lecture-32-(Hands-On).ipynb``): ``TARGET``
_MD_LINK = re.compile(r"(?<!!)(?<!\\)\[((?:[^\[\]\n]|!\[[^\[\]\n]{0,500}\]\(" + TARGET + r"?\)){0,1000})\]"
                      r"\([ \t]*<?(" + TARGET + r")>?(?:[ \t]+(?:\"[^\"\n]{0,500}\"|'[^'\n]{0,500}'))?[ \t]*\)")
#: ``<a href="target">text</a>``
_HTML_LINK = re.compile(r"""<a\b[^<>]{0,2000}?\bhref[ \t]*=[ \t]*(?:"([^"]{0,2000})"|'([^']{0,2000})'|"""
                        r"""([^\s"'<>]{1,2000}))[^<>]{0,2000}>((?:(?!</a>)[^\n]){0,2000})</a>""", re.I)
#: a scheme a browser would see (``https:``, ``mailto:``, ``file:``)
_SCHEME = re.compile(r"[ \t]*[A-Za-z][A-Za-z0-9+.\-]*:")
_WEB = ("http", "https", "mailto")


def local(target: str) -> bool:
    """Whether a link's target is a local file: no scheme (or ``file:``), not an anchor in the page."""
    target = target.strip()
    if not target or target.startswith("#"):
        return False
    m = _SCHEME.match(target)
    return m is None or m.group().strip()[:-1].lower() not in _WEB


class _Unlinker:
    def __init__(self, source: Source):
        self.source = source
        self.dropped: list[tuple[Pos, str, str]] = []   # where, the target, the text kept

    def at(self, raw: str, line: int) -> Pos:
        """Where ``raw`` stands in the source, on ``line`` or below; ``line`` when not found."""
        needle = raw.split("\n", 1)[0][:200]
        lines = self.source.lines
        for n in range(max(line, 1), len(lines) + 1):
            col = lines[n - 1].find(needle)
            if col >= 0:
                return Pos(self.source.where, n, col + 1)
        return Pos(self.source.where, max(line, 1), 1)

    def fix(self, text: str | None, line: int) -> str | None:
        if text is None or ("](" not in text and "<a" not in text.casefold()):
            return text
        return outside_code(text, lambda part: self.part(part, line), whole=_MD_LINK)

    def part(self, text: str, line: int) -> str:
        def markdown(m: re.Match[str]) -> str:
            return self.drop(m, m.group(2), m.group(1), line)

        def html(m: re.Match[str]) -> str:
            return self.drop(m, m.group(1) or m.group(2) or m.group(3) or "", m.group(4), line)

        return _HTML_LINK.sub(html, _MD_LINK.sub(markdown, text))

    def drop(self, m: re.Match[str], target: str, shown: str, line: int) -> str:
        if not local(target):
            return m.group()
        kept = shown.strip() or target.strip()
        self.dropped.append((self.at(m.group(), line), target.strip(), kept))
        return kept

    def say(self, diags: Diagnostics) -> None:
        """One warning at the first link dropped; the others counted, their lines in the hint."""
        if not self.dropped:
            return
        pos, target, kept = self.dropped[0]
        more = len(self.dropped) - 1
        others = sorted({p.line for p, _, _ in self.dropped[1:]} - {pos.line})
        shown = ", ".join(str(n) for n in others[:12]) + (", ..." if len(others) > 12 else "")
        what = "a link to a local file" if _SCHEME.match(target) is None else "a link to no web page"
        diags.warning(pos, f"{what} ({target[:200]!r}): its text {kept[:80]!r} is kept, the target dropped (a card "
                           "opens only web pages and e-mail addresses, not the files beside its source)"
                           + (f" (and {more} more like it)" if more else ""),
                      "write the link as a web address (https://…) in the quiz if the card needs it"
                      + (f"; the others at lines {shown}" if shown else ""))


def unlink_local(deck: ImportedDeck, source: Source, diags: Diagnostics) -> None:
    """Every text of ``deck`` with its links to local files made their text, each said at its source line."""
    unlinker = _Unlinker(source)
    fix: Callable[[str | None, int], str | None] = unlinker.fix
    deck.description = fix(deck.description, 1)
    for q in deck.questions:
        line = q.pos.line
        q.text = fix(q.text, line) or ""
        for c in q.choices:
            c.text = fix(c.text, line) or ""
            c.why = fix(c.why, line)
        q.explanation = fix(q.explanation, line)
        q.source = fix(q.source, line)
    unlinker.say(diags)
