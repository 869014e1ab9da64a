"""The kinds a sheet's type column names, learnt from the rows of each kind.

A quiz app's sheet names each row's kind in a column of its own (``type``, ``Tipe``, ``题型``): ``single``,
``judge``, ``fill``; ``PG``, ``Esai``. Where the kind's word is not known, its rows tell it:

* a kind whose rows all leave every choice cell empty and whose answers are mostly free text (``[::-1]``, ``7``)
  is open: its rows are open questions, even the few answered ``True`` or ``False`` (``open_kinds``);
* a kind named a true/false word (``judge``, ``判断``, ``TF``, ``Benar/Salah``) whose rows leave the choices empty
  and answer with the two first letters (``A``/``B``) or numbers (``1``/``2``) is a true/false question, the first
  letter true (``letter_verdict``; said once by the reader: the letters' meaning is a default);
* a kind whose rows each fill one choice cell where the rows of the sheet's other kinds (an empty type too) fill three
  or more (``number`` beside no kind: ``Сколько лет…?,number,21,,,``) is open: the one cell its typed answer
  (``one_choice_kinds``; said at the rows by the reader).
"""

from __future__ import annotations

import re
from collections import Counter

from quizdeck.importers.verdictwords import FALSE_WORDS, TRUE_WORDS

#: a kind's word that says true/false, in the languages of the sheets met
TF_KIND = re.compile(r"^[ \t]*(?:judge|judg(?:e)?ment|true[ \t]*[/_-]?[ \t]*false|t[ \t]*/?[ \t]*f|tf|bool(?:ean)?|"
                     r"yes[ \t]*/?[ \t]*no|vrai[ \t]*/?[ \t]*faux|verdadero[ \t]*/?[ \t]*falso|vero[ \t]*/?[ \t]*falso|"
                     r"richtig[ \t]*/?[ \t]*falsch|wahr[ \t]*/?[ \t]*falsch|benar[ \t]*/?[ \t]*salah|"
                     r"doğru[ \t]*/?[ \t]*yanlış|đúng[ \t]*/?[ \t]*sai|判断题?|判斷題?|是非题?|是非題?|正誤|○×|"
                     r"참[ \t]*/?[ \t]*거짓|ox|o/x)[ \t]*$", re.I)
#: an answer cell that voids its question, every choice scoring, maybe naming the key it had: ``送分(原:D)``,
#: ``voided (was D)``, ``Annulée``
VOIDED = re.compile(r"[ \t]*(?:送分題?|一律給分|一律给分|全部給分|全部给分|voided?|annull?ed|annul[ée]e?|anulad[ao]|"
                    r"annullat[ao]|cancell?ed|dropped)[ \t]*(?:[(（\[][ \t]*(?:原|was|orig(?:inal(?:ly)?)?|ex)?"
                    r"[ \t]*[:：=]?[ \t]*([A-La-l])?[ \t]*[)）\]])?[ \t]*", re.I)
#: a row's kind in the words quiz apps write it: ``single``, ``multiple``, ``judge``, ``fill``, ``单选``, ``Esai``
KIND_WORD = re.compile(r"^[ \t]*(?:single|multiple|multi|choice|mcq|mc|sc|mr|tf|judge|fill|blank|essay|short|open|"
                       r"true[ \t_/-]*false|bool(?:ean)?|matching|match|order|numeric(?:al)?|cloze|esai|isian|uraian|"
                       r"pg|ensayo|abierta|ouverte|offen\w{0,6}|"
                       r"[^\x00-\u2fff]{0,3}(?:单选|多选|判断|填空|简答|單選|多選|判斷|選擇|选择)[^\x00-\u2fff]{0,3})"
                       r"(?:[ \t_-]*(?:choice|answer|question|answers|questions|in|題|题))?[ \t]*$", re.I)
#: a true/false row's answer by letter or number: the first is true
_FIRST = {"a": 0, "1": 0, "b": 1, "2": 1}
#: a script whose true/false pair is 对/错 (Han without kana)
_HAN = re.compile(r"[\u4e00-\u9fff]")
_KANA = re.compile(r"[\u3040-\u30ff]")
_VERDICTS = TRUE_WORDS | FALSE_WORDS
#: the fewest rows a kind has to be learnt from
_FEWEST = 2


def letter_verdict(kind: str, answer: str, asked: str) -> tuple[tuple[str, str], int] | None:
    """A true/false row's two choices and its answer's index, when its kind is a true/false word and its answer a
    first or second letter (``A``, ``B``) or number; else None."""
    at = _FIRST.get(answer.strip().casefold())
    if at is None or not TF_KIND.match(kind):
        return None
    pair = ("对", "错") if _HAN.search(asked) and not _KANA.search(asked) else ("True", "False")
    return pair, at


def open_kinds(rows: list[list[str]], kind: int, choices: list[int], answer: int | None) -> set[str]:
    """The kinds (casefolded) whose rows give no choice and mostly a free answer, a verdict in fewer than half of
    them, where the sheet has rows of another kind with choices: open questions (``Esai`` beside ``PG``)."""
    empty: Counter[str] = Counter()
    filled: Counter[str] = Counter()
    verdicts: Counter[str] = Counter()
    for row in rows:
        if len(row) <= kind or not row[kind].strip():
            continue
        name = row[kind].strip().casefold()
        if any(i < len(row) and row[i].strip() for i in choices):
            filled[name] += 1
            continue
        empty[name] += 1
        said = row[answer].strip().casefold() if answer is not None and answer < len(row) else ""
        if said in _VERDICTS or said in _FIRST:
            verdicts[name] += 1
    if not filled or not 2 <= len(empty | filled) <= 6:
        return set()
    return {name for name, count in empty.items()
            if count >= _FEWEST and not filled[name] and 2 * verdicts[name] < count and not TF_KIND.match(name)}


#: a kind's word that says its answer is chosen: ``single``, ``multiple``, ``mcq``, ``单选``
_CHOSEN = re.compile(r"single|multi|choice|select|mcq|radio|check|選|选|선택|択", re.I)
#: the choices the rows of the other kinds fill, at the least, for a kind filling one to be open
_MANY = 3


def one_choice_kinds(rows: list[list[str]], kind: int, choices: list[int]) -> set[str]:
    """The kinds (casefolded, not empty, no choice or true/false word) whose every row fills exactly one choice cell,
    where the rows of the sheet's other kinds (an empty type too) fill three or more, and are as many at least:
    open questions whose one cell is their typed answer."""
    ones: Counter[str] = Counter()
    many: Counter[str] = Counter()
    mixed: set[str] = set()
    for row in rows:
        name = row[kind].strip().casefold() if kind < len(row) else ""
        filled = sum(1 for i in choices if i < len(row) and row[i].strip())
        if filled == 1:
            ones[name] += 1
        elif filled >= _MANY:
            many[name] += 1
        else:
            mixed.add(name)
    if sum(many.values()) < sum(ones.values()):
        return set()
    return {name for name in ones
            if name and name not in many and name not in mixed and not TF_KIND.match(name) and not _CHOSEN.search(name)}
