"""Stable identities: the same YAML always gives the same ids, so re-imports update in place."""

from __future__ import annotations

import hashlib

import genanki

#: The tag put on every note, followed by ``::<deck key>``.
TOOL_TAG = "make_deck"


def _int_from(text: str, low: int, high: int) -> int:
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return low + int.from_bytes(digest[:8], "big") % (high - low)


def deck_id(name: str) -> int:
    """A deck's Anki id, derived from its full name (Anki matches decks by name anyway)."""
    return _int_from("make_deck deck\x00" + name, 1 << 30, 1 << 52)


def question_key(question_id: str | None, question_text: str) -> str:
    """The part of a note's identity that comes from the question."""
    if question_id is not None:
        return "id:" + question_id
    return "text:" + " ".join(question_text.split())


def note_guid(deck_key: str, qkey: str) -> str:
    """A note's GUID from the deck's key and the question's key."""
    return genanki.guid_for("make_deck", deck_key, qkey)


def deck_tag(deck_key: str) -> str:
    """The tag that marks every note of a deck, e.g. ``make_deck::zero-sharded-optimizers``."""
    return f"{TOOL_TAG}::{deck_key}"


def media_name(data: bytes, suffix: str) -> str:
    """A media file's name in the collection, by content, so different files never collide."""
    return "mc-" + hashlib.sha256(data).hexdigest()[:32] + suffix.lower()
