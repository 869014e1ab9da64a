"""What a deck name or a tag may hold, so that a shared deck cannot pass for another or
break the learner's collection.

* No control, format (bidi overrides and isolates, zero-width spaces, soft hyphens ...),
  separator, private-use, surrogate or unassigned characters, nor the letters that
  render as nothing (Hangul fillers, the braille blank ...): a name with U+202E shows
  its end reversed and can read as another deck's name. Zero-width (non-)joiners are
  kept inside a word, where Persian, Indic scripts and emoji sequences need them.
* A length limit, and a nesting limit below Anki's: its importer refuses a package whose
  deck has 12 levels or more ("deck nesting level too deep", rslib decks/addupdate.rs;
  tests/test_names.py finds the limit in the real ``anki`` package), and the whole
  package with it.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

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
#: letters and marks that render as nothing
_BLANK_LETTERS = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u180e\u2800\u3164\uffa0")
_JOINERS = frozenset("\u200c\u200d")


@dataclass(frozen=True)
class NameProblem:
    """A name that would mislead or break in Anki: what, where in the text, and how to fix it."""

    message: str
    needle: str          # what to point at in the file
    hint: str


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
                continue
            return char, "an invisible joiner outside a word"
        if char in _BIDI:
            return char, "a bidirectional control character: it can make the name display as another"
        if char in _BLANK_LETTERS:
            return char, "a character that shows as nothing"
        category = unicodedata.category(char)
        if category in _BAD_CATEGORIES:
            return char, _BAD_CATEGORIES[category]
    return None


def _character_problem(what: str, text: str) -> NameProblem | None:
    found = bad_character(text)
    if found is None:
        return None
    char, why = found
    return NameProblem(f"{what} contains {_describe(char)}, {why}", char,
                       "remove it (editors often hide it: retype the name)")


def deck_name_problems(name: str) -> list[NameProblem]:
    """Why a deck's full name (parts joined by ``::``) cannot be used; empty when it can."""
    problems = []
    bad = _character_problem("deck name", name)
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


def tag_problems(tag: str) -> list[NameProblem]:
    """Why a tag cannot be used; empty when it can (spaces are the schema's to report)."""
    problems = []
    bad = _character_problem(f"tag {tag[:40]!r}", tag)
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
