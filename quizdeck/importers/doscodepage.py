"""A Western European text saved in the DOS code page (850), told from Windows-1252 by its letters.

Spreadsheets and text files exported by old DOS and console programs write ``ä`` as the byte 0x84,
``ü`` 0x81, ``ö`` 0x94, ``ß`` 0xE1 (code page 850, the same as 437 for these letters). Windows-1252
reads 0x84 as ``„`` and 0x94 as ``”`` without an error, and cannot read 0x81 at all: such a file is
either refused or read with wrong letters. The bytes from 0x80 up tell the two apart: in a text,
a letter stands between letters (``Säugling``), punctuation does not, nor does a capital between small letters
(Windows-1252's ``é`` and ``’`` read in 850: ``dÚfinir``, ``lÆoption``). ``dos_text`` reads the lines
that are not UTF-8 as code page 850 when that gives clearly more letters inside words than
Windows-1252 does, and says so at the line and column of the first byte that is not UTF-8. The CSV
reader tries it first; every other reader when no Windows code page reads the bytes (``base.decode_text``).
"""

from __future__ import annotations

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.codepages import spliced

#: how many more letters inside words code page 850 must give than Windows-1252 (of the odd bytes)
_CLEARLY = 0.5


def _in_words(text: str) -> int:
    """Characters from 0x80 up that are letters standing next to a letter, less those that are not; a capital
    between small letters is not one (``dÚfinir``, ``lÆoption``: Windows-1252's ``é``, ``’`` read as 850)."""
    score = 0
    for k, char in enumerate(text):
        if ord(char) < 0x80:
            continue
        near = [c for c in text[k - 1:k] + text[k + 1:k + 2] if c.isalpha()]
        inside = bool(near) and not (char.isupper() and all(c.islower() for c in near))
        score += 1 if char.isalpha() and inside else -1
    return score


def _decoded(raw: bytes, encoding: str) -> str | None:
    try:
        return raw.decode(encoding)
    except UnicodeDecodeError:
        return None


def dos_text(data: bytes, where: str, diags: Diagnostics) -> str | None:
    """The text with its lines that are not UTF-8 read as code page 850, when that reads them as words and
    Windows-1252 clearly does not (a warning at the first such line); None otherwise (or when the data is
    UTF-8 throughout)."""
    lines = data.split(b"\n")
    odd = [k for k, raw in enumerate(lines) if _decoded(raw, "utf-8") is None]
    if not odd:
        return None
    dos = [_decoded(lines[k], "cp850") or "" for k in odd]
    windows = [_decoded(lines[k], "cp1252") for k in odd]
    high = sum(1 for k in odd for b in lines[k] if b >= 0x80)
    dos_score = sum(_in_words(t) for t in dos)
    windows_score = sum(_in_words(t) if t is not None else -len(lines[k]) for k, t in zip(odd, windows, strict=True))
    if dos_score - windows_score < _CLEARLY * high or dos_score <= 0:
        return None
    first = lines[odd[0]]
    try:
        first.decode("utf-8")
        column = 1
    except UnicodeDecodeError as e:
        column = len(first[:e.start].decode("utf-8", errors="replace")) + 1
    diags.warning(Pos(where, odd[0] + 1, column),
                  f"not UTF-8: {len(odd)} line{'s' if len(odd) > 1 else ''} read as the DOS code page 850 (its "
                  "bytes read as letters inside words there, not in Windows-1252); check their accents",
                  hint="save it as UTF-8 to be sure (spreadsheets: \"CSV UTF-8\")")
    return spliced(lines, odd, dos)

