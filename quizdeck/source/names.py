"""What a deck name or a tag may hold, so that a shared deck cannot pass for another or
break the learner's collection.

* No control, format (bidi overrides and isolates, zero-width spaces, soft hyphens ...),
  separator, private-use, surrogate or unassigned characters, nor any character that
  draws nothing: every Default_Ignorable_Code_Point of Unicode (variation selectors, the
  emoji one U+FE0F too, tag characters, Mongolian free variation selectors, Hangul
  fillers ...; the table is generated from Unicode's data, quizdeck/source/ignorables.py) and the
  braille blank. A name with U+202E shows its end reversed, and two names that differ by a
  variation selector look the same. Zero-width (non-)joiners are kept inside a word of a
  script that needs them (Persian, Indic scripts, emoji sequences), never next to Latin,
  Greek or Cyrillic letters or ASCII, where they change nothing one can see.
  The same rule holds for ids (schema.is_id).
* A length limit, and a nesting limit below Anki's: its importer refuses a package whose
  deck has 12 levels or more ("deck nesting level too deep", rslib decks/addupdate.rs;
  tests/test_names.py finds the limit in the real ``anki`` package), and the whole
  package with it.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from dataclasses import dataclass

from quizdeck.source.ignorables import RANGES

#: the most ``::`` levels a deck name may have (Anki's importer takes 11, refuses 12)
MAX_DECK_LEVELS = 10
MAX_DECK_NAME = 250
MAX_TAG = 100
MAX_TAG_LEVELS = 10

_BAD_CATEGORIES = {
    "Cc": "a control character", "Cf": "an invisible formatting character", "Cs": "a surrogate",
    "Co": "a private-use character", "Cn": "an unassigned code point", "Zl": "a line separator",
    "Zp": "a paragraph separator",
}
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
#: characters that render as nothing but are not default-ignorable
_BLANK_LETTERS = frozenset("\u2800")
_JOINERS = frozenset("\u200c\u200d")
_FIRSTS = [first for first, _ in RANGES]
#: scripts in which a joiner changes nothing one can see
_NO_JOINING = ("LATIN ", "GREEK ", "CYRILLIC ")


def is_default_ignorable(char: str) -> bool:
    """Whether ``char`` is a Default_Ignorable_Code_Point (it draws nothing)."""
    code = ord(char)
    i = bisect.bisect_right(_FIRSTS, code) - 1
    return i >= 0 and code <= RANGES[i][1]


_SAME = "so two names that differ by it look the same"


def _ignorable_why(char: str) -> str:
    """Why a default-ignorable character is refused, in the words of its kind."""
    code = ord(char)
    if 0xFE00 <= code <= 0xFE0F or 0xE0100 <= code <= 0xE01EF:
        return f"a variation selector: it draws nothing itself (it picks how the character before it is drawn), {_SAME}"
    if 0x180B <= code <= 0x180F:
        return f"a Mongolian variation selector: it draws nothing, {_SAME}"
    if 0xE0000 <= code <= 0xE007F:
        return f"a tag character: it draws nothing, {_SAME}"
    category = unicodedata.category(char)
    if category in ("Cf", "Cn"):
        return f"{_BAD_CATEGORIES[category]} that draws nothing, {_SAME}"
    return f"a character that draws nothing (Unicode's default-ignorable), {_SAME}"


def _joins_a_script(char: str) -> bool:
    """Whether a joiner next to ``char`` may change how it is drawn (not ASCII, Latin, Greek, Cyrillic)."""
    return not char.isascii() and not unicodedata.name(char, "").startswith(_NO_JOINING)


@dataclass(frozen=True)
class NameProblem:
    """A name that would mislead or break in Anki: what, where in the text, and how to fix it."""

    message: str
    needle: str          # what to point at in the file
    hint: str


def _escape(char: str) -> str:
    if not (is_default_ignorable(char) or char in _BLANK_LETTERS):
        return char
    return f"\\u{ord(char):04x}" if ord(char) <= 0xFFFF else f"\\U{ord(char):08x}"


def shown(text: str, limit: int = 40) -> str:
    """``text`` quoted for a message, every character that draws nothing written as an escape
    (``'deck\\u3164x'``), so the message shows where it is."""
    text = text[:limit] + ("…" if len(text) > limit else "")
    return "".join(map(_escape, repr(text)))


def _describe(char: str) -> str:
    name = unicodedata.name(char, "")
    return f"U+{ord(char):04X}" + (f" {name}" if name else "")


def bad_character(text: str) -> tuple[str, str] | None:
    """The first character a name must not hold and why, or None."""
    for i, char in enumerate(text):
        if char in _JOINERS:
            before, after = text[i - 1:i], text[i + 1:i + 2]
            if before and after and not before.isspace() and not after.isspace() \
                    and before not in _JOINERS and after not in _JOINERS:
                if _joins_a_script(before) and _joins_a_script(after):
                    continue
                return char, "an invisible joiner between letters it does not join (it changes nothing one can see)"
            return char, "an invisible joiner outside a word"
        if char in _BIDI:
            return char, "a bidirectional control character: it can make the name display as another"
        if char in _BLANK_LETTERS:
            return char, "a character that shows as nothing"
        if char <= "\u00ac":
            if char.isprintable():
                continue
        elif is_default_ignorable(char):
            return char, _ignorable_why(char)
        category = unicodedata.category(char)
        if category in _BAD_CATEGORIES:
            return char, _BAD_CATEGORIES[category]
    return None


def character_problem(what: str, text: str) -> NameProblem | None:
    """The first character ``text`` (a deck name, a tag, an id) must not hold, said as a problem of ``what``."""
    found = bad_character(text)
    if found is None:
        return None
    char, why = found
    hint = "remove it (editors often hide it: retype the name)"
    if char == "\ufe0f":
        hint = ("remove it: a name may not hold variation selectors, not even the emoji one (most emoji show "
                "as emoji without it; editors often hide it: retype the name)")
    return NameProblem(f"{what} contains {_describe(char)}, {why}", char, hint)


def deck_name_problems(name: str) -> list[NameProblem]:
    """Why a deck's full name (parts joined by ``::``) cannot be used; empty when it can."""
    problems = []
    bad = character_problem("deck name", name)
    if bad is not None:
        problems.append(bad)
    if len(name) > MAX_DECK_NAME:
        problems.append(NameProblem(f"deck name is {len(name):,} characters long; at most {MAX_DECK_NAME} are allowed",
                                    "", "Anki shows deck names in one line of its deck list"))
    levels = name.count("::") + 1
    if levels > MAX_DECK_LEVELS:
        problems.append(NameProblem(f"deck name has {levels} levels ('::'); at most {MAX_DECK_LEVELS} are allowed",
                                    "", "Anki refuses the whole package from 12 levels on "
                                        "('deck nesting level too deep')"))
    return problems


def usable_deck_name(name: str) -> str:
    """``name`` (a title an imported file gives) without the characters a deck name may not hold and its
    spaces made single, cut to ``MAX_DECK_NAME`` at a space; "" when nothing usable is left (more than
    ``MAX_DECK_LEVELS`` levels). A title written ``⬆️ Title`` keeps its arrow and loses the invisible
    U+FE0F: what ``check`` would refuse is never written."""
    for _ in range(len(name)):
        found = bad_character(name)
        if found is None:
            break
        name = name.replace(found[0], " " if unicodedata.category(found[0]) in ("Zl", "Zp", "Cc") else "")
    name = " ".join(name.split())
    if len(name) > MAX_DECK_NAME:
        cut = name[:MAX_DECK_NAME + 1].rsplit(" ", 1)[0]
        name = (cut if 0 < len(cut) <= MAX_DECK_NAME else name[:MAX_DECK_NAME]).rstrip(" :")
    return name if not deck_name_problems(name) else ""


def tag_problems(tag: str) -> list[NameProblem]:
    """Why a tag cannot be used; empty when it can (spaces are the schema's to report)."""
    problems = []
    bad = character_problem(f"tag {shown(tag)}", tag)
    if bad is not None:
        problems.append(bad)
    if len(tag) > MAX_TAG:
        problems.append(NameProblem(f"tag is {len(tag):,} characters long; at most {MAX_TAG} are allowed", "",
                                    "tags are short labels; '::' makes a hierarchy"))
    levels = tag.count("::") + 1
    if levels > MAX_TAG_LEVELS:
        problems.append(NameProblem(f"tag has {levels} levels ('::'); at most {MAX_TAG_LEVELS} are allowed", "",
                                    "Anki's browser shows each level as a nested item"))
    return problems


#: what a deck or question id may hold, and how long it may be
ID_RE = re.compile(r"^[\w.-]+$")
MAX_ID_LENGTH = 200


def is_id(value: str) -> bool:
    """The one rule for deck and question ids: letters, digits, '-', '_', '.'; at most 200; no letter
    that draws nothing (a Hangul filler is a letter to ``\\w``: names.bad_character)."""
    return len(value) <= MAX_ID_LENGTH and ID_RE.match(value) is not None \
        and (value.isascii() or bad_character(value) is None)
