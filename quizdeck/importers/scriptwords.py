"""Words counted in any script: a run of Han or Kana, written without spaces, is several words, not one.

``变量命名规则`` is one run of letters to ``\\w+``, as long as ``下列哪个变量名在Python中是非法的？`` is; a reader
that compares lengths in words (a title shorter than the question under it, a question of three words at least)
would find them equal. Chinese and Japanese write no space between words, and their words run one to three
characters: such a run counts one word for every two of its characters (rounded up). Hangul is written with spaces
between its words, and counts as Latin does. Linear in the text's length.
"""

from __future__ import annotations

import re

#: a run of Han ideographs (with the iteration mark) or Kana (with the prolonged sound mark)
_UNSPACED = re.compile(r"[\u3005\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]+")
#: the characters of an unspaced script a word holds, counted so
_CHARACTERS_A_WORD = 2


def count(text: str, word: re.Pattern[str]) -> int:
    """How many words ``text`` holds: ``word``'s matches outside Han and Kana runs, and each run's characters by
    twos (``word`` must match Latin words; a run is cut out of the words it is glued to, ``Python中`` two words)."""
    runs = 0

    def _cut(m: re.Match[str]) -> str:
        nonlocal runs
        runs += -(-len(m.group()) // _CHARACTERS_A_WORD)
        return " "

    rest = _UNSPACED.sub(_cut, text)
    return runs + len(word.findall(rest))
