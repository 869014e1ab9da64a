"""Enclosed numbers and letters (``①``, ``❸``, ``⑴``, ``⒈``, ``Ⓐ``): the one table of their values.

Quizzes in Korean, Japanese and Chinese (and some in other languages) label choices and write answers with
Unicode's enclosed numbers: ``①``..``⑳``, ``㉑``..``㊿``, ``❶``..``❿``, ``➀``..``➉``, ``➊``..``➓``, ``⑴``..``⒇``,
``⒈``..``⒛``, ``⓵``..``⓾``, ``⓫``..``⓴``, and the enclosed letters ``⒜``, ``Ⓐ``, ``ⓐ``. Every reader that meets
them asks this module what one stands for, so that they all agree.
"""

from __future__ import annotations

#: the enclosed numbers and letters, as ranges: (first, last, the value of the first, a letter?)
SETS = ((0x2460, 0x2473, 1, False), (0x2474, 0x2487, 1, False), (0x2488, 0x249B, 1, False),
        (0x24F5, 0x24FE, 1, False), (0x24EB, 0x24F4, 11, False), (0x2776, 0x277F, 1, False),
        (0x2780, 0x2789, 1, False), (0x278A, 0x2793, 1, False), (0x3251, 0x325F, 21, False),
        (0x32B1, 0x32BF, 36, False), (0x249C, 0x24B5, 1, True), (0x24B6, 0x24CF, 1, True),
        (0x24D0, 0x24E9, 1, True))
#: every enclosed number and letter, as the inside of a regular expression's character class
CLASS = "".join(f"{chr(a)}-{chr(b)}" for a, b, _, _ in SETS)
#: the enclosed numbers only (no letters), likewise
NUMBER_CLASS = "".join(f"{chr(a)}-{chr(b)}" for a, b, _, letter in SETS if not letter)


def enclosed(char: str) -> tuple[int, bool] | None:
    """What an enclosed label stands for: its number (1 for ``①`` and for ``Ⓐ``) and whether it is a letter; None
    for any other character."""
    code = ord(char) if len(char) == 1 else -1
    return next(((code - a + first, letter) for a, b, first, letter in SETS if a <= code <= b), None)


def enclosed_number(char: str) -> int | None:
    """The number an enclosed number stands for (``③`` -> 3, ``❸`` -> 3, ``⑴`` -> 1); None for an enclosed letter
    or any other character."""
    value = enclosed(char)
    return value[0] if value is not None and not value[1] else None
