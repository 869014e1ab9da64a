"""The second look (importers/sanity.py), session 23: every choice led by one of two signs, one of them on one
choice of each question (the right and wrong choices' marks kept in their text), is said once."""

from __future__ import annotations

from tests.test_import_sanity_wave22 import ASKED, CHOICES, _check


def _marked(right: str, wrong: str) -> list[list[str]]:
    return [[f"{right if k == 0 else wrong} {c}" for k, c in enumerate(cs)] for cs in CHOICES]


def test_two_signs_leading_every_choice_one_on_one_choice_per_question_are_said_once() -> None:
    said = [s for s in _check(ASKED, _marked("[✔️]", "&#x2610;")) if "starts with" in s]
    assert said == ["every choice starts with '[✔️]' or '&#x2610;', '[✔️]' on one choice of each question: the marks "
                    "of the right and wrong choices kept in the choices' text (the right one shows on the card's "
                    "front)? (and 4 more like it)"]


def test_signs_that_vary_or_words_say_nothing() -> None:
    varied = [[f"{sign} {c}" for sign, c in zip("☀☁☂", cs, strict=True)] for cs in CHOICES]
    assert not [s for s in _check(ASKED, varied) if "starts with" in s]
    assert not [s for s in _check(ASKED, CHOICES) if "starts with" in s]
    one_sign = [[f"✓ {c}" if k == 0 else c for k, c in enumerate(cs)] for cs in CHOICES]
    assert not [s for s in _check(ASKED, one_sign) if "starts with" in s]
