"""Images of an imported quiz: local ones copied next to the written YAML, the others reported.

A source is a stranger's file: an image path may only name a file inside the source's
own folder (no absolute paths, no ``..``, no symbolic link pointing out), and copies
are written only inside the output folder, under a name made of safe characters.
"""

from __future__ import annotations

import bisect
import itertools
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.html.media import (
    ABSOLUTE,
    IMAGE_SUFFIXES,
    LINK_OUT,
    MAX_IMAGE_BYTES,
    REMOTE,
    SCHEME,
    ImageRefused,
    ImageTooLarge,
    ImageUnreadable,
    local_image,
    read_image,
)
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.textquiz import FENCE, closes_fence

#: a Markdown link's or image's destination: no space or angle bracket, and parentheses only balanced, one level
#: deep, as CommonMark allows (``Lecture-32__CDC-(Hands-On).ipynb``)
TARGET = r"(?:[^\s()<>]|\([^\s()<>]{0,500}\)){1,2000}"
#: one item of an attribute list: a class, an id, or ``name=value`` with no space around ``=`` and a value quoted or
#: of no space, comma or brace (``width=30%``, ``width="300"``): ``{x=1, y=2}`` or ``{ y = 2x + 1 }`` is text
ATTR_ITEM = (r"""(?:[.#][A-Za-z][\w-]{0,60}|[A-Za-z][\w:-]{0,40}="""
             r"""(?:"[^"\n]{0,200}"|'[^'\n]{0,200}'|[^\s{}"',=]{1,200}))""")
#: ![alt](src "title") and <img ... src="..."> (bounded, so linear on any line); after a Markdown image, maybe the
#: attribute list of MkDocs' attr_list or kramdown placing it on the site's page (``{align=right width=30%}``,
#: ``{: .center }``, ``{ width="300" }``: items ``ATTR_ITEM`` parted by spaces), group 6: a card lays out its own
#: pictures, and the list would show there as text, so it comes off (braces of text, ``{x, y}``, ``{x=1, y=2}``, stay)
_MD_IMAGE = re.compile(r"!\[([^\[\]\n]{0,500})\]\(([ \t]*<?)(" + TARGET + r")(>?)"
                       r"((?:[ \t]+(?:\"[^\"\n]{0,500}\"|'[^'\n]{0,500}'|\([^()\n]{0,500}\)))?[ \t]*)\)"
                       rf"(\{{:?[ \t]*{ATTR_ITEM}(?:[ \t]+{ATTR_ITEM}){{0,11}}[ \t]*\}})?")
_TICKS = re.compile(r"(`+)")
_HTML_IMAGE = re.compile(r"<img\b[^<>]{0,2000}>", re.I)
_HTML_ATTR = re.compile(r"""\b(src|alt)[ \t]*=[ \t]*(?:"([^"]{0,2000})"|'([^']{0,2000})'|([^\s"'<>]{1,2000}))""", re.I)
_UNSAFE_NAME = re.compile(r"[^\w.-]+")


@dataclass
class ImageCopies:
    """The files to write: destination -> content (planned first, written after every check)."""

    folder: Path                                   # where the copies go
    prefix: str                                    # their path as the YAML names them
    files: dict[Path, bytes] = field(default_factory=dict)
    by_source: dict[str, str] = field(default_factory=dict)   # real source path -> new reference


class ImageImporter:
    """Finds the images of one source's texts and plans their copies."""

    def __init__(self, source: Path, lines: list[str], where: str, diags: Diagnostics, copies: ImageCopies):
        self.base = source.parent
        self.real_base = os.path.realpath(self.base)
        self.text = "\n".join(lines)
        self.starts = list(itertools.accumulate((len(line) + 1 for line in lines[:-1]), initial=0))
        self.where = where
        self.diags = diags
        self.copies = copies
        self.told_remote = False   # the hint once per source
        self.unreadable: list[Pos] = []   # images named in the text that could not be read (`check` refuses them)

    def pos(self, line: int) -> Pos:
        """The source's place of ``line``."""
        return Pos(self.where, line, 1)

    def _line_of(self, src: str, after: int) -> Pos:
        """Where ``src`` first stands on line ``after`` or below (one search in the whole text:
        a scan line by line for every image was quadratic)."""
        first = max(after - 1, 0)
        if first < len(self.starts) and "\n" not in src:
            at = self.text.find(src, self.starts[first])
            if at >= 0:
                i = bisect.bisect_right(self.starts, at) - 1
                return Pos(self.where, i + 1, at - self.starts[i] + 1)
        return Pos(self.where, after, 1)

    def rewrite(self, text: str, line: int) -> str:
        """``text`` with its local images pointing at their copies; problems reported."""
        def markdown(m: re.Match[str]) -> str:
            new = self._image(m.group(3), line, m.group(1))
            if new == AS_ALT:
                return _alt_text(m.group(1), m.group(3))
            return f"![{m.group(1)}]({m.group(2)}{m.group(3) if new is None else new}{m.group(4)}{m.group(5)})"

        def html(m: re.Match[str]) -> str:
            attrs = _attributes(m.group(0))
            src = attrs.get("src")
            if not src:
                return m.group(0)
            if (why := self._no_picture(src)) is not None:   # ``<img src="....">``: markup as a question's subject
                self.diags.warning(self._line_of(src, line), f"{m.group(0)[:200]!r} names no picture to copy "
                                   f"({why}): kept as the tag's text, in code",
                                   hint="if it is meant as a picture, put the file beside the source and import again")
                return as_code(m.group(0))
            alt = attrs.get("alt", "").replace("]", "").replace("\n", " ")
            new = self._image(src, line, alt)
            if new == AS_ALT:
                return _alt_text(alt, src)
            # as Markdown: the card shows images written this way (other HTML shows as text)
            return f"![{alt}]({new if new is not None else src})"

        return outside_code(text, lambda part: _HTML_IMAGE.sub(html, _MD_IMAGE.sub(markdown, part)), whole=_MD_IMAGE)

    def choices(self, texts: list[str], line: int) -> list[str]:
        """A question's choices rewritten; those that would become the same as another only because their images
        became alt texts (``![Alt](a.png)`` beside ``![Alt](a.png "tip")``: choices about the markup itself) are
        kept as written, their images in code, said once."""
        said, lost = self.diags, len(self.unreadable)
        done: list[tuple[str, Diagnostics, list[Pos]]] = []
        for text in texts:
            self.diags = Diagnostics()
            try:
                new = self.rewrite(text, line)
            finally:
                buffered, self.diags = self.diags, said
            done.append((new, buffered, self.unreadable[lost:]))
            del self.unreadable[lost:]
        news = [new for new, _, _ in done]
        same = collided(texts, news)
        for k, (_, buffered, unreadable) in enumerate(done):
            if k not in same:
                self.diags.extend(buffered.items)
                self.unreadable.extend(unreadable)
        if same:
            which = ", ".join(str(k + 1) for k in sorted(same))
            self.diags.warning(self.pos(line), f"the images of choices {which} kept as written, in code: as their "
                                               "alt texts they would be the same choice",
                               hint="the question asks about the markup itself")
        return [images_as_code(texts[k]) if k in same else new for k, new in enumerate(news)]

    def _no_picture(self, src: str) -> str | None:
        """Why an ``<img>``'s ``src`` names no picture to copy (an absolute path, a name of no image's suffix, a
        file not there), or None: a remote one, one out of the folder or a picture there is an image's."""
        try:
            path, real = local_image(self.base, self.real_base, src)
        except ImageRefused as refused:
            return "an absolute path" if refused.kind == ABSOLUTE else None
        if Path(path).suffix.lower() not in IMAGE_SUFFIXES:
            return "not an image's file name"
        return None if os.path.lexists(real) else "no such file beside the source"

    def _image(self, src: str, line: int, alt: str) -> str | None:
        """The new reference for a local image, or None (left as it is, after a warning: a remote one, one that
        cannot be read), or ``AS_ALT`` (one outside the source's folder, never copied: its alt text instead, said)."""
        pos = self._line_of(src, line)
        shown = _alt_text(alt, src)
        kept = (f": its alt text {shown[:80]!r} is written instead" if shown else ": left out (it has no alt text)") \
            + " (a card shows only the pictures copied beside the quiz)"
        try:
            path, real = local_image(self.base, self.real_base, src)
        except ImageRefused as refused:
            if refused.kind in (REMOTE, SCHEME):
                hint = None if self.told_remote else ("download it next to the written quiz and use its relative "
                                                      "path; `check` reports it until then")
                self.told_remote = True
                self.diags.warning(pos, f"remote image {src[:200]!r} is not copied; the card would need the network",
                                   hint=hint)
                return None
            if refused.kind == LINK_OUT:
                self.diags.warning(pos, f"image {src[:200]!r} points outside the source's folder (through a link); "
                                        f"not copied{kept}")
            else:
                self.diags.warning(pos, f"image {src[:200]!r} is outside the source's folder; not copied{kept}",
                                   hint="only images in the source's folder or below are copied")
            return AS_ALT
        if real in self.copies.by_source:
            return self.copies.by_source[real]
        suffix = Path(real).suffix.lower()
        if suffix not in IMAGE_SUFFIXES:
            self.diags.warning(pos, f"{src[:200]!r} is not an image file ({', '.join(sorted(IMAGE_SUFFIXES))}); "
                                    "not copied")
            return None
        try:   # only a regular file, never blocking (a named pipe called x.png), bounded: media.read_image
            data = read_image(real, MAX_IMAGE_BYTES)
        except ImageTooLarge:
            self.diags.warning(pos, f"image {src[:200]!r} is larger than 20 MiB; not copied")
            return None
        except ImageUnreadable as exc:
            self.diags.warning(pos, f"image {src[:200]!r} {exc}; not copied")
            return None
        except OSError as exc:   # a file the author meant to be there (or a question about the markup): left named,
            # for the user to fix (attention); as its alt it would read as text (``![Alt](a.png "tip")`` choices)
            self.diags.warning(pos, f"image {src[:200]!r} cannot be read ({exc.strerror or exc}); not copied")
            self.unreadable.append(pos)
            return None
        name = _UNSAFE_NAME.sub("-", Path(path).stem).strip("-.")[:60] or "image"
        dest = self.copies.folder / f"{name}{suffix}"
        n = 1
        while dest in self.copies.files and self.copies.files[dest] != data:
            n += 1
            dest = self.copies.folder / f"{name}-{n}{suffix}"
        self.copies.files[dest] = data
        ref = f"{self.copies.prefix}{dest.name}"
        self.copies.by_source[real] = ref
        return ref


#: what ``ImageImporter._image`` gives for a local image that cannot be copied: its alt text goes in its place
AS_ALT = "\0"


#: blank lines at a text's start or end, what an image left out (no alt text) may leave
_BLANK_START, _BLANK_END = re.compile(r"\A(?:[ \t]*\n)+"), re.compile(r"(?:\n[ \t]*)+\Z")


def _trimmed(old: str, new: str) -> str:
    """``new`` without the blank lines an image left out leaves at its start or end (as ``old`` was, else)."""
    return new if new == old else _BLANK_END.sub("", _BLANK_START.sub("", new))


def _alt_text(alt: str, src: str) -> str:
    """What stands for an image that cannot be copied: its alt text, on one line (nothing when it has none: the
    warning names the file left out)."""
    return " ".join(alt.split())


def _attributes(tag: str) -> dict[str, str]:
    """An ``<img>`` tag's ``src`` and ``alt``, by name."""
    return {a.group(1).lower(): a.group(2) or a.group(3) or a.group(4) or "" for a in _HTML_ATTR.finditer(tag)}


def as_code(text: str) -> str:
    """``text`` as an inline code span: fenced by more backticks than it holds in a row."""
    longest = max((len(run) for run in _TICKS.findall(text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def _as_markdown(text: str) -> str:
    """``text`` with its ``<img>`` tags as the Markdown images a rewrite writes (``![alt](src)``): no file read."""
    def one(m: re.Match[str]) -> str:
        attrs = _attributes(m.group(0))
        return f"![{attrs.get('alt', '')}]({attrs['src']})" if attrs.get("src") else m.group(0)

    return outside_code(text, lambda part: _HTML_IMAGE.sub(one, part))


def tags_kept(texts: list[str]) -> set[int]:
    """The texts (of one question's choices) whose ``<img>`` tags must stay as text: those that differ from
    another only in what a rewrite drops (``<img src="a.png">``, ``<img src="a.png" style="width: 50px">``)."""
    return collided(texts, [_as_markdown(t) for t in texts])


def collided(texts: list[str], rewritten: list[str]) -> set[int]:
    """The positions whose rewritten text is another's while their texts differ: one pass, grouped by the
    rewritten text (a group of two texts or more collides whole)."""
    groups: dict[str, set[str]] = {}
    for text, new in zip(texts, rewritten, strict=True):
        groups.setdefault(new, set()).add(text)
    return {k for k, new in enumerate(rewritten) if len(groups[new]) > 1}


def images_as_code(text: str) -> str:
    """``text`` with each Markdown image outside code as an inline code span."""
    return outside_code(text, lambda part: _MD_IMAGE.sub(lambda m: as_code(m.group(0)), part), whole=_MD_IMAGE)


def tags_as_code(text: str) -> str:
    """``text`` with each ``<img>`` tag outside code as an inline code span."""
    return outside_code(text, lambda part: _HTML_IMAGE.sub(lambda m: as_code(m.group(0)), part))


def outside_code(text: str, change: Callable[[str], str], whole: re.Pattern[str] | None = None) -> str:
    """``text`` with ``change`` applied to what is not code (fenced blocks, `code spans`): an
    ``<img>`` shown as code in a question must stay as it is. ``whole``: what is found before code spans are cut
    out (a Markdown image or link, whose alt or text may hold code: ``![table `t`](t.png)``), and is prose whole
    where it starts outside code."""
    out: list[str] = []
    prose: list[str] = []
    fence: str | None = None

    def flush() -> None:
        if prose:
            out.append(change("".join(prose)))
            prose.clear()

    for line in text.splitlines(keepends=True):
        if fence is not None:
            out.append(line)
            if closes_fence(fence, line):
                fence = None
            continue
        m = FENCE.match(line)
        if m:
            flush()
            fence = m.group(1)
            out.append(line)
            continue
        opened: str | None = None
        for token, kept in _tokens(line, whole):
            if kept:
                prose.append(token)
            elif opened is None and token.startswith("`"):
                flush()
                opened = token
                out.append(token)
            elif opened is not None:
                out.append(token)
                if token == opened:
                    opened = None
            else:
                prose.append(token)
    flush()
    return "".join(out)


def _tokens(line: str, whole: re.Pattern[str] | None) -> list[tuple[str, bool]]:
    """``line`` parted at its runs of backticks, each part with whether it is one of ``whole``'s matches that holds
    a run (kept whole, prose where it starts outside code: the caller's parts before it tell)."""
    spans = [m.span() for m in whole.finditer(line) if "`" in m.group() and _paired(m.group())] \
        if whole is not None and "`" in line else []
    if not spans:
        return [(t, False) for t in _TICKS.split(line) if t]
    out: list[tuple[str, bool]] = []
    at, opened = 0, ""
    for start, end in spans:
        if start < at:
            continue
        for t in _TICKS.split(line[at:start]):
            if t.startswith("`"):
                opened = "" if t == opened else opened or t
            if t:
                out.append((t, False))
        at = start
        if opened:
            continue                  # it starts inside code: parted as code is
        out.append((line[start:end], True))
        at = end
    out += [(t, False) for t in _TICKS.split(line[at:]) if t]
    return out


def _paired(found: str) -> bool:
    """Whether every run of backticks in ``found`` is closed by one as long within it: a code span wholly inside a
    link's or image's text. An unpaired one opens a span that binds first (CommonMark), ``[a `b](x.md) or `c```:
    then there is no link, and ``found`` is no whole."""
    opened = ""
    for run in _TICKS.findall(found):
        opened = "" if run == opened else opened or run
    return not opened


def copy_images(deck: ImportedDeck, importer: ImageImporter) -> None:
    """Rewrite every text of ``deck`` for its copied images."""
    def fix(text: str | None, line: int) -> str | None:
        return None if text is None else importer.rewrite(text, line)

    if deck.description is not None:
        deck.description = fix(deck.description, 1)
    for q in deck.questions:
        line = q.pos.line
        q.text = _trimmed(q.text, importer.rewrite(q.text, line))
        kept = tags_kept([c.text for c in q.choices])
        if kept:
            which = ", ".join(str(k + 1) for k in sorted(kept))
            importer.diags.warning(importer.pos(line), f"the <img> tags of choices {which} "
                                   "kept as text, in code: as pictures they would be the same (only their other "
                                   "attributes differ)", hint="the question asks about the tags themselves")
        texts = importer.choices([tags_as_code(c.text) if k in kept else c.text for k, c in enumerate(q.choices)], line)
        for c, text in zip(q.choices, texts, strict=True):
            c.text = text
            c.why = fix(c.why, line)
        q.explanation = fix(q.explanation, line)
