"""A choices cell split at its bar into more parts than labels: the parts without a label belong to the one before.

``A.文件名可以包含 “\\ /<> |” 符号|B.x|C.y|D.z`` splits at every ``|`` into five parts, where the sheet labels each
choice in order (``A.``, ``B.``, ``C.``…): a part that carries no label, between labelled ones, is the rest of the
choice before it, whose text held the bar itself (``rejoined``; the reader says so at the row).
"""

from __future__ import annotations

import re

#: a choice's label at the start of its part: ``A.``, ``B)``, ``C、``, ``d:``
_LABEL = re.compile(r"[ \t]*([A-La-l])[ \t]*[.)、．:：]")


def rejoined(split: list[str], bar: str) -> list[str] | None:
    """The parts of a cell split at ``bar`` with each one that carries no label joined to the labelled one before
    it (by ``bar``), when the first part is labelled ``A`` and the labelled ones count up by one (two at least);
    None when no part is to be joined or the labels do not run so. An empty part is the two bars of ``a || b``
    when an unlabelled part follows it, kept; else a doubled bar between two choices, left out."""
    marks = [_LABEL.match(p) is not None for p in split]
    parts = [p for k, p in enumerate(split) if p.strip() or (0 < k < len(split) - 1 and split[k + 1].strip()
                                                              and not marks[k + 1] and any(marks[:k]))]
    labels = [m.group(1).upper() if (m := _LABEL.match(p)) is not None else None for p in parts]
    lettered = [label for label in labels if label is not None]
    if len(lettered) < 2 or labels[0] != "A" or len(lettered) == len(parts) \
            or lettered != [chr(ord("A") + k) for k in range(len(lettered))]:
        return None
    joined: list[str] = []
    for part, label in zip(parts, labels, strict=True):
        if label is None:
            joined[-1] = f"{joined[-1]}{bar}{part}"
        else:
            joined.append(part)
    return joined


#: a cell of two pieces after ``A:`` and ``B:`` (colons, not the choices' usual ``A.``): a dialogue's two turns?
_TURNS = re.compile(r"[ \t]*[Aa][ \t]*[:：][ \t]*(\S[^\n]*?)[ \t]+[Bb][ \t]*[:：][ \t]*(\S[^\n]*)")
#: a turn of a dialogue: a sentence (it ends with its mark) or three words at least
_SENTENCE = re.compile(r"[^\n]*[?.!。？！][\"'”»)]*[ \t]*$|(?:\S+[ \t]+){2,}\S")


def dialogue_like(raw: str, items: list[str]) -> bool:
    """Whether a choices cell read as two labelled choices (``A:Where are you going? B:To the station.``) may be
    a dialogue's two turns instead: its labels are ``A:`` and ``B:`` and both pieces are sentences."""
    m = _TURNS.fullmatch(raw.strip())
    return len(items) == 2 and m is not None and all(_SENTENCE.fullmatch(t.strip()) for t in m.groups())
