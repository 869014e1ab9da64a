"""Stable identities: the same YAML always gives the same ids, so re-imports update in place."""

from __future__ import annotations

import hashlib
import re
import secrets

import genanki
import genanki.util

#: The tag put on every note, followed by ``::<deck key>``.
TOOL_TAG = "make_deck"


def _int_from(text: str, low: int, high: int) -> int:
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return low + int.from_bytes(digest[:8], "big") % (high - low)


def deck_id(name: str) -> int:
    """A deck's Anki id, derived from its full name (Anki matches decks by name anyway)."""
    return _int_from("make_deck deck\x00" + name, 1 << 30, 1 << 52)


def _slug(text: str, limit: int = 40) -> str:
    """Lower-case words of ``text`` joined by ``-``, at most ``limit`` characters."""
    slug = ""
    for word in re.findall(r"[^\W_]+", text.lower()):
        if len(slug) + len(word) + 1 > limit:
            break
        slug = f"{slug}-{word}" if slug else word
    return slug


def new_deck_key(name: str) -> str:
    """A deck ``id`` for a new quiz (``new``, ``import``) that no other deck will have.

    A readable slug of the deck's name plus 40 random bits, e.g. ``zero-optimizers-3f9a1c07d2``:
    two unrelated quizzes never share it, so their notes never overwrite each other in Anki.
    """
    leaf = name.split("::")[-1]
    return f"{_slug(leaf, 30) or 'deck'}-{secrets.token_hex(5)}"


def unique_id(base: str, taken: set[str]) -> str:
    """``base``, or ``base-2``, ``-3``... when ``taken`` has it already; added to ``taken``."""
    candidate, n = base, 1
    while candidate in taken:
        n += 1
        candidate = f"{base}-{n}"
    taken.add(candidate)
    return candidate


def implicit_id(question_text: str) -> str:
    """The id of a question that has none, derived from its text (whitespace ignored).

    ``add-ids`` writes exactly this id into the file, so adding ids never changes
    a note's GUID (no duplicate in Anki); from then on the text can change freely.
    """
    normal = " ".join(question_text.split())
    slug = _slug(normal)
    digest = hashlib.sha256(normal.encode("utf-8")).hexdigest()[:6]
    return f"{slug or 'q'}-{digest}"


def note_key(deck_key: str, question_id: str) -> str:
    """A note's ``Key`` field, ``<deck id>/<question id>``: what a learner searches for."""
    return f"{deck_key}/{question_id}"


#: The 91 characters of Anki's (and genanki's) GUIDs, in the order of their values.
_BASE91 = "".join(genanki.util.BASE91_TABLE)


def note_guid(deck_key: str, question_id: str) -> str:
    """A note's GUID from the deck's key and the question's id (given or implicit): what
    ``genanki.guid_for("make_deck", deck_key, question_id)`` gives (the first 8 bytes of the
    SHA-256 of the values joined by ``__``, in base 91), made without its generator and lists
    (a build makes one per question; tests/test_identity_guid.py compares both)."""
    digest = hashlib.sha256(f"make_deck__{deck_key}__{question_id}".encode()).digest()
    value = int.from_bytes(digest[:8], "big")
    digits: list[str] = []
    while value:
        value, digit = divmod(value, 91)
        digits.append(_BASE91[digit])
    return "".join(reversed(digits))


def deck_tag(deck_key: str) -> str:
    """The tag that marks every note of a deck, e.g. ``make_deck::zero-sharded-optimizers``."""
    return f"{TOOL_TAG}::{deck_key}"


def media_name(data: bytes, suffix: str) -> str:
    """A media file's name in the collection, by content, so different files never collide."""
    return "mc-" + hashlib.sha256(data).hexdigest()[:32] + suffix.lower()
