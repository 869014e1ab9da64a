"""The base of the format readers: the source as every reader gets it, one way to read it.

Every format's reader is an ``Importer``: ``Reader(source, diags).read(deck)`` puts the
source's questions into the deck; ``sniff(text)`` says how sure the format is, by the text
alone, that a source is its own; ``decode(data, ...)`` turns the file's bytes into text.
``formats.FORMATS`` lists the readers.
"""

from __future__ import annotations

import codecs
import re
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import PurePath

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.codepages import mostly_high, rather_than_1252, single_byte
from quizdeck.importers.columns import Columns
from quizdeck.importers.doscodepage import dos_text
from quizdeck.importers.eastasian import east_asian
from quizdeck.importers.imported import ImportedDeck
from quizdeck.source.reader import decode_utf8

#: a warning a rewrite of the source's lines says at one of them: (1-based line, what, hint)
LineWarn = Callable[[int, str, str], None]


@dataclass
class Source:
    """A source as every reader gets it: decoded, its line ends made LF."""

    where: str                  # its name in messages: ``cards/../bank.md``
    name: str                   # the file's own name: ``bank.md``
    text: str
    lines: list[str] = field(init=False)
    #: the lines rewritten in place before reading (``convert.read_source``): messages' columns in the source's
    columns: Columns = field(default_factory=Columns, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        self.lines = self.text.split("\n")

    @property
    def suffix(self) -> str:
        """The file name's suffix in lower case: ``.tsv``."""
        return PurePath(self.name).suffix.lower()

    @property
    def stem(self) -> str:
        """The file name without its suffix: ``bank``."""
        return PurePath(self.name).stem


#: How sure a format is that a source is its own (``Importer.sniff``): its file suffix, what only
#: its files hold, and the plain text that any source can be read as.
CERTAIN, LIKELY, POSSIBLE, ANY_TEXT = 1.0, 0.6, 0.5, 0.1


class Importer(ABC):
    """Base of the format readers: one source in, its questions into a deck.

    Every format reads the same way: ``Reader(source, diags).read(deck)``; ``sniff`` says how
    sure the format is that a source is its own by what it holds, ``decode`` turns the file's
    bytes into text. Problems go to ``diags`` at their line (``error``, ``warning``,
    ``needs_attention``).
    """

    def __init__(self, source: Source, diags: Diagnostics):
        self.source = source
        self.where = source.where
        self.diags = diags

    @abstractmethod
    def read(self, deck: ImportedDeck) -> None:
        """Put the source's questions (and its name, description, tags) into ``deck``; account for its lines."""

    @classmethod
    def sniff(cls, text: str) -> float:
        """How sure this format is, from the text alone, that a source is its own: 0 (no) to ``LIKELY``."""
        return 0.0

    #: whether a source that is not UTF-8 may be read line by line as Windows-1252 (with a warning
    #: naming it), as Windows editors and Excel save text in western European languages: every
    #: format's sources come from such editors too
    windows_1252 = True

    @classmethod
    def decode(cls, data: bytes, where: str, diags: Diagnostics) -> str | None:
        """The source's text: UTF-8, or UTF-16 or UTF-8 after a byte order mark, or a legacy encoding
        when only it reads the bytes (``decode_text``); None after an error."""
        return decode_text(data, where, diags, windows_1252=cls.windows_1252)

    def pos(self, line: int, col: int = 1) -> Pos:
        return Pos(self.where, line, col)

    def error(self, line: int, col: int, message: str, hint: str | None = None) -> None:
        self.diags.error(self.pos(line, col), message, hint)

    def warning(self, line: int, col: int, message: str, hint: str | None = None) -> None:
        self.diags.warning(self.pos(line, col), message, hint)

    def needs_attention(self, deck: ImportedDeck, line: int, col: int, message: str, hint: str | None = None) -> None:
        """A part that could not be read, written into the YAML as it is for the user to fix.

        A warning at the line; the import still writes, then exits 1 saying what needs attention.
        """
        self.warning(line, col, message, hint)
        deck.attention.append(self.pos(line, col))


def with_bom(data: bytes) -> str | None:
    """The text of a file that starts with a UTF-8 or UTF-16 byte order mark; None without one (or
    when the rest does not decode)."""
    for bom, encoding in ((codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"),
                          (codecs.BOM_UTF16_BE, "utf-16")):
        if data.startswith(bom):
            try:
                return data.decode(encoding)
            except UnicodeDecodeError:
                return None
    return None


#: bytes from 0x80 up, run together: a Chinese (GBK) text's characters are two bytes each, in runs
_HIGH = re.compile(rb"[\x80-\xff]+")
#: the characters of a Chinese text that are not ASCII: ideographs, CJK and full-width punctuation
_CJK = re.compile(r"[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")
#: the other East Asian legacy encodings, and what a text in each holds: when one of them reads the
#: bytes as such a text too, GB18030 is not sure (Big5 is Chinese as well: no script tells them apart).
#: Korean is CP949, the superset Korean Windows writes: strict EUC-KR fails at one extended syllable.
#: Each is (codec, the name said, its script, the share of it above which it is a rival).
_RIVALS = (("big5", "big5", re.compile(r"[\u4e00-\u9fff]"), 0.0),
           ("shift_jis", "shift_jis", re.compile(r"[\u3040-\u30ff]"), 0.1),
           ("cp949", "euc_kr", re.compile(r"[\uac00-\ud7a3]"), 0.95))


def _share(text: str, script: re.Pattern[str]) -> float:
    wide = [c for c in text if ord(c) > 0x7F]
    return sum(1 for c in wide if script.match(c)) / len(wide) if wide else 0.0


def gb18030(data: bytes) -> tuple[str | None, list[str]]:
    """The text of a file in GB18030 (GBK, GB2312: Chinese Windows' and Excel's "CSV") when that is
    unambiguous: GB18030 reads every byte, its bytes from 0x80 come in pairs and read as Chinese text,
    and no other East Asian encoding reads them as a text of its own (``_RIVALS``). Else None, and the
    encodings that read it too."""
    runs = [len(m.group()) for m in _HIGH.finditer(data)]
    if not runs or any(length % 2 for length in runs) or 2 * sum(r for r in runs if r >= 4) < sum(runs):
        return None, []   # single bytes between ASCII letters: Latin-1's accents, not Chinese
    try:
        text = data.decode("gb18030")
    except UnicodeDecodeError:
        return None, []
    if _share(text, _CJK) < 0.9:
        return None, []
    rivals = []
    for other, name, script, least in _RIVALS:
        try:
            if _share(data.decode(other), script) > least:
                rivals.append(name)
        except UnicodeDecodeError:
            continue
    return (None, ["gb18030", *rivals]) if rivals else (text, [])


def decode_windows(data: bytes, where: str, diags: Diagnostics) -> str | None:
    """A text that is not UTF-8 throughout, as Excel saves "CSV" on Windows: each line that is not
    UTF-8 read as Windows-1252, said at the first such line; None when a line is neither."""
    out = []
    odd: list[int] = []
    for number, raw in enumerate(data.split(b"\n"), start=1):
        try:
            out.append(raw.decode("utf-8"))
        except UnicodeDecodeError:
            try:
                out.append(raw.decode("cp1252"))
            except UnicodeDecodeError:
                return None
            odd.append(number)
    if odd:
        diags.warning(Pos(where, odd[0], 1), f"not UTF-8: {len(odd)} line{'s' if len(odd) > 1 else ''} read as "
                                             "Windows-1252 (the Western European Windows encoding, as Excel "
                                             "saves \"CSV\"); check their accents and quotes",
                      hint="save it as UTF-8 to be sure (spreadsheets: \"CSV UTF-8\")")
    return "\n".join(out)


def decode_text(data: bytes, where: str, diags: Diagnostics, windows_1252: bool = True) -> str | None:
    """UTF-8 (or a byte order mark's encoding); else GB18030 when only it reads the bytes (``gb18030``),
    else (``windows_1252``) each line that is not UTF-8 as Windows-1252, or when one has a byte that
    Windows-1252 has no character for, in the other Windows code page whose letters the bytes make words
    of (``codepages.single_byte``), else the lines in the DOS code page 850 when they read as words there
    (``doscodepage.dos_text``); a legacy encoding is said in a warning. None after reporting the first
    byte that is not UTF-8."""
    text = with_bom(data)
    if text is not None:
        return text
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    text, rivals = gb18030(data)
    if text is not None:
        diags.warning(Pos(where, 1, 1), "not UTF-8: read as GB18030 (GBK), the Chinese Windows encoding: it "
                                        "reads the bytes as Chinese text, and no other East Asian encoding reads "
                                        "them as a text of its own",
                      hint="save it as UTF-8 to be sure (spreadsheets: \"CSV UTF-8\")")
        return text
    if (text := east_asian(data, where, diags)) is not None:   # Big5, Shift_JIS, EUC-KR; GB18030 among rivals
        return text
    if windows_1252 and not rivals:   # East Asian text: never read as accents
        # Cyrillic, Greek: letters of another alphabet, not accents
        text = single_byte(data, where, diags, alphabet=True) if mostly_high(data) else None
        if text is None:              # letters no one language writes together in Windows-1252: another?
            text = rather_than_1252(data, where, diags)
        if text is None:
            text = decode_windows(data, where, diags)
        if text is None:              # a byte Windows-1252 has no letter for: another Windows code page?
            text = single_byte(data, where, diags)
        if text is None:              # none: the DOS code page 850 (`ü` as 0x81), as the CSV reader tries first
            text = dos_text(data, where, diags)
        if text is not None:
            return text
    if rivals:
        return decode_utf8(data, where, diags, hint=f"it reads as {' or as '.join(r.upper() for r in rivals)}, "
                                                    "which cannot be told apart here: save it as UTF-8")
    return decode_utf8(data, where, diags, hint="save it as UTF-8 (spreadsheets: \"CSV UTF-8\")")


#: a question's own running number before its text: ``1. ``, ``12) ``, ``3.- ``
_NUMBERED = re.compile(r"[ \t]*(\d{1,4})[ \t]*(?:[.)]-?|-)[ \t]+(?=\S)")


def drop_running_numbers(deck: ImportedDeck) -> None:
    """Take the running numbers off the deck's question texts when every one carries them
    (:func:`without_numbering`); leave the texts as they are otherwise."""
    plain = without_numbering([q.text for q in deck.questions])
    for q, text in zip(deck.questions, plain or [], strict=False):
        q.text = text


def without_numbering(texts: list[str]) -> list[str] | None:
    """The questions' texts without the running numbers every one of them starts with (``1. ``,
    ``2. ``…: a count that goes up by one, or starts again at 1, from question to question), two
    questions at least; None when they are not so numbered. The number is the question's place, not
    its text: in Markdown ``1. x`` would even show as a list."""
    if len(texts) < 2:
        return None
    out = []
    previous: int | None = None
    for text in texts:
        m = _NUMBERED.match(text)
        if m is None:
            return None
        number = int(m.group(1))
        if previous is not None and number not in (previous + 1, 1):
            return None
        previous = number
        out.append(text[m.end():])
    return out
