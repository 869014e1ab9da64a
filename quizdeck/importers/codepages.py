"""A text in one of Windows' other single-byte code pages, told apart by the letters it reads as.

A file that is neither UTF-8 nor Windows-1252 throughout (``base.decode_text``) was often saved by a
Windows editor in Central or Eastern Europe: Czech and Polish in Windows-1250, Russian and Bulgarian in
Windows-1251, Greek in 1253, Turkish in 1254, Baltic languages in 1257. Each reads most bytes without
an error, so the bytes themselves decide: in a text, a letter from 0x80 up stands inside a word of its
own script (``zdůrazňuje``), not a Cyrillic letter between Latin ones (``zdщrazтuje``) nor punctuation
inside a word. ``single_byte`` reads the lines that are not UTF-8 in the code page whose bytes read as
the most such letters, when they do so clearly, and says which at the first such line.

Windows-1252 reads nearly every byte, so a Turkish, Hungarian or Czech file reads in it too, as letters
no language writes together (``Aþaðýdakilerden``: Icelandic þ, ð beside Turkish ç; Hungarian ő as ``õ``
beside ``á``, ``ö``). ``rather_than_1252`` reads such a file in the Latin code page whose accented
letters are nearly all the letters of one language's alphabet (``_ALPHABETS``: what each language writes
beyond A–Z, not its words), where Windows-1252's are clearly not, or where Windows-1252 reads bytes as signs
inside words (``no¿nych``) and that page reads every one as a letter of one alphabet (``nożnych``).
"""

from __future__ import annotations

import unicodedata

from quizdeck.core.diagnostics import Diagnostics, Pos

#: the code pages tried, each with the name the warning gives it
CODE_PAGES = (("cp1250", "Windows-1250 (Central European)"), ("cp1251", "Windows-1251 (Cyrillic)"),
              ("cp1253", "Windows-1253 (Greek)"), ("cp1254", "Windows-1254 (Turkish)"),
              ("cp1257", "Windows-1257 (Baltic)"))


def _script(char: str) -> str:
    """A letter's script, as the first word of its Unicode name (``LATIN``, ``CYRILLIC``)."""
    return unicodedata.name(char, "?").split(" ", 1)[0]


def _in_words(text: str) -> int:
    """Characters from 0x80 up that are letters beside a letter of their own script, less the others."""
    score = 0
    for k, char in enumerate(text):
        if ord(char) < 0x80:
            continue
        script = _script(char) if char.isalpha() else ""
        near = text[k - 1:k] + text[k + 1:k + 2]
        score += 1 if script and any(c.isalpha() and _script(c) == script for c in near) else -1
    return score


def mostly_high(data: bytes) -> bool:
    """Whether most letters of the lines that are not UTF-8 are bytes from 0x80 up: a text in another
    alphabet (Cyrillic, Greek), which Windows-1252 would read as accented Latin letters, every one."""
    high = letters = 0
    for raw in data.split(b"\n"):
        if _decoded(raw, "utf-8") is not None:
            continue
        high += sum(1 for b in raw if b >= 0x80)
        letters += sum(1 for b in raw if b >= 0x80 or 0x41 <= (b | 0x20) - 0x20 <= 0x5A)
    return letters > 0 and high > 0.5 * letters


#: the letters beyond A–Z that each language written in the Latin script uses (lower case)
_ALPHABETS = (
    "àâæçéèêëîïôœùûüÿ",           # French
    "äöüßé",                      # German
    "áéíñóúü",                    # Spanish
    "áâãàçéêíóôõúü",              # Portuguese
    "àèéìíîòóùú",                 # Italian
    "àçèéíïòóúü·",                # Catalan
    "áðéíóúýþæö",                 # Icelandic
    "æøåéóô",                     # Danish, Norwegian
    "åäöé",                       # Swedish, Finnish
    "éëïóöüèà",                   # Dutch
    "çëé",                        # Albanian
    "çğıöşüâîû",                  # Turkish
    "áéíóöőúüű",                  # Hungarian
    "áčďéěíňóřšťúůýž",            # Czech
    "áäčďéíĺľňóôŕšťúýž",          # Slovak
    "ąćęłńóśźż",                  # Polish
    "ăâîșțşţ",                    # Romanian
    "čćđšž",                      # Croatian, Slovene, Bosnian
    "äõöüšž",                     # Estonian
    "āčēģīķļņšūž",                # Latvian
    "ąčęėįšųūž",                  # Lithuanian
)

#: the share of a text's letters beyond A–Z that one language's alphabet holds when the text is in that language
_ONE = 0.97

#: the Latin code pages a Windows-1252 reading is weighed against
_LATIN_PAGES = (("cp1250", "Windows-1250 (Central European)"), ("cp1254", "Windows-1254 (Turkish)"),
                ("cp1257", "Windows-1257 (Baltic)"))


def _one_alphabet(texts: list[str]) -> tuple[float, int, str]:
    """The share of the texts' letters beyond A–Z that one language's alphabet holds (the language that
    holds the most), how many such letters there are, and those it does not hold (the commonest first)."""
    counts: dict[str, int] = {}
    for text in texts:
        for char in text:
            low = char.lower()[:1]       # (the dotted İ: "i" and a combining dot, an A–Z letter)
            if ord(low) >= 0x80 and (low.isalpha() or low == "·"):
                counts[low] = counts.get(low, 0) + 1
    total = sum(counts.values())
    if not total:
        return 0.0, 0, ""
    held, alphabet = max((sum(n for c, n in counts.items() if c in alphabet), alphabet) for alphabet in _ALPHABETS)
    return held / total, total, "".join(sorted((c for c in counts if c not in alphabet), key=lambda c: -counts[c]))


def rather_than_1252(data: bytes, where: str, diags: Diagnostics) -> str | None:
    """The text with its lines that are not UTF-8 read in another Latin code page (``_LATIN_PAGES``) when
    Windows-1252 reads them as letters no one language writes together (more than 3 in 100 of them; ten
    letters at least) and that code page as the letters of one language (97 in 100), a quarter as many
    left out at most, said at the first such line; else None (Windows-1252, or another way, decides)."""
    lines = data.split(b"\n")
    odd = [k for k, raw in enumerate(lines) if _decoded(raw, "utf-8") is None]
    western = [_decoded(lines[k], "cp1252") for k in odd]
    if not odd or any(t is None for t in western):
        return None
    share, total, odd_letters = _one_alphabet([t for t in western if t is not None])
    if share >= _ONE or total < 10:
        return _signs_in_words(lines, odd, [t for t in western if t is not None], where, diags)
    best: tuple[float, str, list[str]] | None = None
    for encoding, name in _LATIN_PAGES:
        texts = [_decoded(lines[k], encoding) for k in odd]
        read = [t for t in texts if t is not None]
        if len(read) < len(odd):
            continue
        other, _, _ = _one_alphabet(read)
        if other >= _ONE and 1 - other <= (1 - share) / 4 and (best is None or other > best[0]):
            best = (other, name, read)
    if best is None:
        return None
    _, name, read = best
    diags.warning(Pos(where, odd[0] + 1, 1),
                  f"not UTF-8: {len(odd)} line{'s' if len(odd) > 1 else ''} read as {name}, whose letters are "
                  f"those of one language; Windows-1252 would read letters no one language writes together "
                  f"({', '.join(odd_letters[:4])} among the others); check their accents",
                  hint="save it as UTF-8 to be sure")
    return spliced(lines, odd, read)


#: the fewest bytes that Windows-1252 reads as signs inside words for another reading to be weighed
_SIGNS = 2


def _signs_in_words(lines: list[bytes], odd: list[int], western: list[str], where: str, diags: Diagnostics
                    ) -> str | None:
    """The lines that are not UTF-8 read in another Latin code page when Windows-1252 reads some of their bytes as
    signs inside words (``no¿nych``, ``Z³ota``: Polish ż and ł in Windows-1250), two at least, and that page reads
    every byte as a letter beside letters, of one language's alphabet; said at the first such line. Else None."""
    high = sum(1 for k in odd for b in lines[k] if b >= 0x80)
    if high - sum(_in_words(t) for t in western) < 2 * _SIGNS:
        return None
    for encoding, name in _LATIN_PAGES:
        texts = [_decoded(lines[k], encoding) for k in odd]
        read = [t for t in texts if t is not None]
        if len(read) == len(odd) and sum(_in_words(t) for t in read) == high and _one_alphabet(read)[0] >= _ONE:
            _said(diags, where, odd, name)
            return spliced(lines, odd, read)
    return None


def _said(diags: Diagnostics, where: str, odd: list[int], name: str) -> None:
    diags.warning(Pos(where, odd[0] + 1, 1),
                  f"not UTF-8: {len(odd)} line{'s' if len(odd) > 1 else ''} read as {name}, the code page whose "
                  "letters its bytes make words of; check their accents",
                  hint="save it as UTF-8 to be sure")


def _decoded(raw: bytes, encoding: str) -> str | None:
    try:
        return raw.decode(encoding)
    except UnicodeDecodeError:
        return None


def single_byte(data: bytes, where: str, diags: Diagnostics, alphabet: bool = False) -> str | None:
    """The text with its lines that are not UTF-8 read in the code page (``CODE_PAGES``) that reads every
    one of them and reads their bytes as letters inside words more than half the time, the best such one
    (a warning at the first such line); None when none does. ``alphabet``: only a code page that reads
    them as letters of another script than Latin (the text is ``mostly_high``)."""
    lines = data.split(b"\n")
    odd = [k for k, raw in enumerate(lines) if _decoded(raw, "utf-8") is None]
    if not odd:
        return None
    high = sum(1 for k in odd for b in lines[k] if b >= 0x80)
    best: tuple[int, str, str, list[str]] | None = None
    for encoding, name in CODE_PAGES:
        texts = [_decoded(lines[k], encoding) for k in odd]
        if any(t is None for t in texts):
            continue
        read = [t for t in texts if t is not None]
        if alphabet and 2 * sum(1 for t in read for c in t if ord(c) >= 0x80 and _script(c) == "LATIN") > high:
            continue
        score = sum(_in_words(t) for t in read)
        if score > 0.5 * high and (best is None or score > best[0]):
            best = (score, encoding, name, read)
    if best is None:
        return None
    _, _, name, read = best
    _said(diags, where, odd, name)
    return spliced(lines, odd, read)


def spliced(lines: list[bytes], odd: list[int], texts: list[str]) -> str:
    """The text of ``lines``, each UTF-8 but those at the places ``odd``, which read as ``texts``."""
    replaced = dict(zip(odd, texts, strict=True))
    return "\n".join(replaced[k] if k in replaced else raw.decode("utf-8") for k, raw in enumerate(lines))
