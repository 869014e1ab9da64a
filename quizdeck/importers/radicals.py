"""Field labels written with CJK radicals (``题⽬:``, as a PDF's text gives ``题目:``): read as their ideographs.

A PDF's text layer often writes a common ideograph as the Kangxi radical that looks the same (U+2F00-U+2FDF:
``⽬`` U+2F6C for ``目``, ``⼈`` for ``人``) or as a CJK radical supplement's (U+2E80-U+2EFF: ``⺠`` for ``民``). A
reader sees ``题目:``; the readers, which know ``题目:`` as the label of a question's text, would see another word
and keep the label in every question's text. Here such a label is folded to its ideographs: a run of one to four
CJK characters right before a colon (``:`` or ``：``), at a line's start or after a space, a tab or a closing
bracket (``第 2 题 [多选题] 题⽬: ...``), holding a radical. Only that run is folded, one character for one (the
line keeps its length: columns stay right); the text around it, which the card shows, keeps the source's
characters. The Kangxi radicals fold by NFKC; the supplement's few that NFKC leaves are read by a short table of
the ones PDFs write.

The same extraction may write a label's colon as a private-use character (U+E000-U+F8FF, a glyph the PDF maps to
no character: ``题⽬\ue092 17、我国...`` among the file's ``题⽬: ...``): a line that starts with a label the file
writes with a radical and its colon at least ``LEAST`` times, then such a character, has its label folded so and
that character read as the colon the file writes most after its labels (``题目: 17、我国...``: one for one again).
"""

from __future__ import annotations

import re
import unicodedata

#: the radical supplement's characters NFKC leaves as they are, written by PDFs for common ideographs
_SUPPLEMENT = {"\u2ea0": "民", "\u2ec4": "西", "\u2ec5": "见", "\u2ee2": "马", "\u2ecf": "阝", "\u2ed3": "长",
               "\u2ed8": "青", "\u2edd": "食", "\u2ee0": "饣", "\u2ee9": "黄", "\u2eeb": "齐", "\u2eed": "齿",
               "\u2ef2": "龟", "\u2ea4": "爫", "\u2eb6": "羊", "\u2eb7": "羊", "\u2ec6": "角", "\u2ec8": "讠",
               "\u2ecc": "辶", "\u2ed4": "门", "\u2ed7": "雨", "\u2ede": "饣", "\u2ee3": "骨", "\u2ee4": "鬼",
               "\u2ee5": "鱼", "\u2ee6": "鸟", "\u2ee7": "卤", "\u2ee8": "麦", "\u2eec": "齐", "\u2eee": "齿",
               "\u2ef0": "龙", "\u2ef3": "龟"}
_RADICAL = "\u2e80-\u2eff\u2f00-\u2fdf"
#: a label: one to four CJK characters (one a radical at least) right before a colon, at a line's start or after
#: a space, a tab or a closing bracket
_LABEL = re.compile(rf"(?:^|(?<=[ \t\]】)）]))[\u3400-\u9fff{_RADICAL}]{{1,4}}(?=[ \t]*[:：])", re.M)
_ANY = re.compile(f"[{_RADICAL}]")
#: a line's first run of one to four CJK characters, then a private-use character (a colon's glyph)
_BARE = re.compile(rf"^([\u3400-\u9fff{_RADICAL}]{{1,4}})[\ue000-\uf8ff]", re.M)
#: how often the file must write a label with its colon for it to be a label where its colon is a private glyph
LEAST = 3


def _fold(ch: str) -> str:
    if ch in _SUPPLEMENT:
        return _SUPPLEMENT[ch]
    if "\u2e80" <= ch <= "\u2fdf":
        folded = unicodedata.normalize("NFKC", ch)
        return folded if len(folded) == 1 else ch
    return ch


def _folded(m: re.Match[str]) -> str:
    return "".join(map(_fold, m.group()))


def folded_labels(text: str) -> str:
    """``text`` with its field labels written with radicals read as their ideographs (see the module)."""
    if _ANY.search(text) is None:
        return text
    written: dict[str, int] = {}         # the labels written with a radical and a colon, folded
    colons: dict[str, int] = {}          # the colons after them

    def fold(m: re.Match[str]) -> str:
        if _ANY.search(m.group()) is None:
            return m.group()
        label = _folded(m)
        written[label] = written.get(label, 0) + 1
        colon = text[m.end():m.end() + 8].lstrip(" \t")[:1]
        colons[colon] = colons.get(colon, 0) + 1
        return label

    out = _LABEL.sub(fold, text)
    labels = {label for label, n in written.items() if n >= LEAST}
    if not labels:
        return out
    colon = max(colons, key=lambda c: colons[c])

    def bare(m: re.Match[str]) -> str:
        label = "".join(map(_fold, m.group(1)))
        return f"{label}{colon}" if _ANY.search(m.group(1)) and label in labels else m.group()

    return _BARE.sub(bare, out)
