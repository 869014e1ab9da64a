"""``identity.note_guid`` gives genanki's ``guid_for`` GUID for every deck key and question id
(it is made without genanki's generator; a note's GUID must never change)."""

from __future__ import annotations

import random

import genanki

from quizdeck.core import identity


def test_note_guid_is_genankis() -> None:
    rnd = random.Random(7)
    alphabet = ["a", "Z", "0", "-", "_", ".", "é", "日本", "__", " ", "\n", "🙂", "::"]
    cases = [("", ""), ("d", "q"), ("bench-10000", "q000001")]
    cases += [("".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 12))),
               "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 40)))) for _ in range(3000)]
    for deck_key, question_id in cases:
        assert identity.note_guid(deck_key, question_id) == genanki.guid_for("make_deck", deck_key, question_id)


def test_a_different_guid_would_be_found() -> None:
    assert identity.note_guid("d", "q") != genanki.guid_for("make_deck", "d", "q2")
