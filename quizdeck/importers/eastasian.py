"""A text in one of the East Asian legacy encodings (Big5, GBK/GB18030, Shift_JIS, EUC-KR), told by its bytes.

A file that is not UTF-8 and was saved by a Chinese, Japanese or Korean Windows (Excel's "CSV", Notepad's
"ANSI") is in a double-byte encoding, and several of them read the same bytes without an error: Big5 bytes read
as GB18030 too, EUC-KR's Hangul as GB18030's ideographs. Windows-1252 reads them all, as symbol soup
(``¨C¦~¬ù``). What tells them apart without a dictionary is where each encoding keeps its common characters:
each has a first level, the few thousand characters a text is nearly all made of (Big5's lead bytes
0xA4–0xC6, GB2312's 0xB0–0xD7, Shift_JIS's kana and first-level kanji, EUC-KR's 2,350 Hangul syllables), and
the punctuation rows before it. A text read in its own encoding has nearly all its characters there; read in
another one it scatters them over rarely written characters, kana and Cyrillic among ideographs, or the
extension rows (``_COMMON``). And its characters stand together in words, never one alone between Latin
letters as a Western accent read as half of a pair does.

``east_asian`` reads a file that is not UTF-8 in the one encoding that reads every byte and puts nine
characters in ten in its first level, when no other does so too (a Korean text, all Hangul, wins over GB18030
reading the same bytes as ideographs), and says which at the first line that is not UTF-8. Else None: the
Western code pages decide (``base.decode_text``).

Why no detector package: charset-normalizer (checked; not a dependency of make_deck) reads the dev banks'
Chinese files right but names Mac Icelandic or Windows-1250 for a third of their English, Spanish and
Swedish ones, which the Western code page readers here read right; this module decides only among the East
Asian encodings, by a rule that can be said in a warning.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from quizdeck.core.diagnostics import Diagnostics, Pos


def _big5(lead: int, trail: int) -> bool:
    return 0xA1 <= lead <= 0xC6   # symbols, punctuation, then the 5,401 frequent ideographs


def _gb(lead: int, trail: int) -> bool:
    return (0xA1 <= lead <= 0xA3 or 0xB0 <= lead <= 0xD7) and trail >= 0xA1   # punctuation; GB2312 level 1


def _sjis(lead: int, trail: int) -> bool:
    return 0x81 <= lead <= 0x83 or 0x88 <= lead <= 0x9F   # symbols, hiragana, katakana; JIS level-1 kanji


def _euc_kr(lead: int, trail: int) -> bool:
    return (0xA1 <= lead <= 0xA3 or 0xB0 <= lead <= 0xC8) and trail >= 0xA1   # punctuation; KS X 1001 Hangul


#: the encodings tried (Python's codec, the name said), and where each keeps its common characters
_COMMON: tuple[tuple[str, str, Callable[[int, int], bool]], ...] = (
    ("cp950", "Big5 (Traditional Chinese)", _big5),
    ("gb18030", "GB18030 (GBK, Simplified Chinese)", _gb),
    ("cp932", "Shift_JIS (Japanese)", _sjis),
    ("cp949", "EUC-KR (CP949, Korean Windows)", _euc_kr),
)

#: the share of a text's characters from 0x80 up in its encoding's first level, and standing beside another
_MOST = 0.9
_TOGETHER = 0.5
#: the fewest such characters that tell an encoding: fewer are a Western text's stray accents
_LEAST = 8
#: a Korean text: this share of its characters, read as EUC-KR, are Hangul syllables
_HANGUL = 0.9


def _fit(data: bytes, codec: str, common: Callable[[int, int], bool]) -> tuple[float, str] | None:
    """The share of the text's characters from 0x80 up that ``codec`` reads in its first level, and the text;
    None when it does not read every byte, or reads them as characters standing alone (accents)."""
    try:
        text = data.decode(codec)
    except UnicodeDecodeError:
        return None
    wide = [k for k, c in enumerate(text) if ord(c) > 0x7F]
    if len(wide) < _LEAST:
        return None
    places = set(wide)
    if sum(1 for k in wide if k - 1 in places or k + 1 in places) < _TOGETHER * len(wide):
        return None
    first = 0
    for k in wide:
        raw = text[k].encode(codec)
        first += len(raw) == 2 and common(raw[0], raw[1])
    return first / len(wide), text


def east_asian(data: bytes, where: str, diags: Diagnostics) -> str | None:
    """The text of a file that is not UTF-8 in the East Asian encoding that reads it as a text of its own (see
    the module), said at the first line that is not UTF-8; None when none does, or two do alike (a Korean text, all
    Hangul and its words spaced apart, wins over GB18030's ideographs)."""
    if _utf8(data):
        return None
    fits: list[tuple[float, str, str, str]] = []
    for codec, name, common in _COMMON:
        got = _fit(data, codec, common)
        if got is not None and got[0] >= _MOST:
            fits.append((got[0], codec, name, got[1]))
    if len(fits) > 1:   # EUC-KR's Hangul rows are GB2312's first level too: Korean, all Hangul, words spaced apart
        korean = [f for f in fits if f[1] == "cp949" and _hangul(f[3]) >= _HANGUL and _spaced(f[3])]
        fits = korean or fits
    if len(fits) != 1:
        return None
    _, _, name, text = fits[0]
    line = next((k for k, raw in enumerate(data.split(b"\n"), start=1) if not _utf8(raw)), 1)
    diags.warning(Pos(where, line, 1),
                  f"not UTF-8: read as {name}, the one East Asian encoding that reads its bytes as the common "
                  "characters of a text",
                  hint="save it as UTF-8 to be sure (spreadsheets: \"CSV UTF-8\")")
    return text


#: a run of wide characters, and one space between two such runs (Korean writes its words apart; Chinese does not)
_RUN = re.compile(r"[^\x00-\x7f]+")
_APART = re.compile(r"[^\x00-\x7f] [^\x00-\x7f]")
#: the share of runs that a space parts from the next, in a Korean text
_WORDS_APART = 0.2


def _spaced(text: str) -> bool:
    """Whether the text's wide characters stand in words parted by spaces, one run in five at least."""
    runs = len(_RUN.findall(text))
    return runs > 0 and len(_APART.findall(text)) >= _WORDS_APART * runs


def _hangul(text: str) -> float:
    wide = [c for c in text if ord(c) > 0x7F]
    return sum(1 for c in wide if "\uac00" <= c <= "\ud7a3") / len(wide) if wide else 0.0


def _utf8(raw: bytes) -> bool:
    try:
        raw.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True
