"""An answer column whose header says what its codes stand for: ``答案(正確請填1，錯誤請填2)``, ``Answer (1=True,
0=False)``.

A true/false sheet may write its verdicts as codes (``1``/``2``, ``1``/``0``, ``V``/``F``) and spell them out once,
in the answer column's header: "answer (fill in 1 if correct, 2 if wrong)". The header's remark is then cut into
its parts (at commas, semicolons, slashes, in any script), and a part that holds one of the column's codes as a
token of its own and one verdict word of one side is that code's meaning. ``header_codes`` gives the two codes'
meanings and the header's own two words (written as the choices, ``正確``/``錯誤``) when both codes are so spelt
and no part says both sides; else None.
"""

from __future__ import annotations

import re

from quizdeck.importers.verdictwords import FALSE_WORDS, TRUE_WORDS

#: verdict words beyond ``verdictwords``' (traditional Chinese, Japanese, Korean), each side
_TRUE = TRUE_WORDS | {"正確", "對", "真", "正", "正しい", "맞음", "맞다", "참", "○", "o"}
_FALSE = FALSE_WORDS | {"錯誤", "錯", "假", "誤", "誤り", "間違い", "틀림", "틀리다", "거짓"}
#: where a header's remark is cut into parts: commas, semicolons, slashes, in ASCII, full width and ideographic
_PARTS = re.compile(r"[,，;；/／、|]")
#: a word in a script with capitals or digits: matched whole; other words (ideographs, kana, Hangul) inside a part
_WORD = re.compile(r"[^\W\d_]+")
#: a Latin letter or a digit: what may not stand beside a code in the header (``1`` in ``正確請填1``, not in ``10``)
_ALNUM = "[0-9A-Za-z\u00c0-\u024f]"
_SCRIPTLESS = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]")


def _side(part: str) -> tuple[bool, str] | None:
    """The verdict a part of a header says (True for right), and its word as written; None for none or both."""
    found: list[tuple[bool, str]] = []
    for word in _WORD.findall(part):
        low = word.casefold()
        if low in _TRUE or low in _FALSE:
            found.append((low in _TRUE, word))
    for side, words in ((True, _TRUE), (False, _FALSE)):
        for word in words:
            if _SCRIPTLESS.match(word) and word in part and not any(word in w for _, w in found):
                found.append((side, word))
    found = [f for f in found if not any(f[1] != g[1] and f[1] in g[1] for g in found)]   # 錯 inside 錯誤
    sides = {side for side, _ in found}
    if len(sides) != 1:
        return None
    return found[0][0], max((w for _, w in found), key=len)


def header_codes(name: str, codes: set[str]) -> tuple[dict[str, int], tuple[str, str]] | None:
    """Each of the two ``codes`` (an answer column's values, casefolded) and the choice it stands for (0: true, 1:
    false), and the header's two words, when the header's remark spells both out (see the module); else None."""
    if len(codes) != 2 or not all(0 < len(c) <= 3 for c in codes):
        return None
    meaning: dict[str, int] = {}
    words = ["", ""]
    for part in _PARTS.split(name):
        held = [c for c in codes if re.search(rf"(?<!{_ALNUM}){re.escape(c)}(?!{_ALNUM})", part.casefold())]
        said = _side(part)
        if len(held) != 1 or said is None:
            continue
        place = 0 if said[0] else 1
        if held[0] in meaning and meaning[held[0]] != place:
            return None
        meaning[held[0]] = place
        words[place] = said[1]
    if sorted(meaning.values()) != [0, 1]:
        return None
    return meaning, (words[0], words[1])
