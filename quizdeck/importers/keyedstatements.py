"""Statements each with its true/false key on its line: a true/false quiz program's data.

A file whose every line (all but one in ten) is a statement and a short key split from it by one
delimiter, the key always on the same side, and whose keys are two words only, one saying true and the
other false::

    Il casco è obbligatorio per chi guida un ciclomotore:True
    Il limite sulle autostrade è 200 km/h:False

    V |  I ciclomotori possono avere due o tre ruote
    F |  I ciclomotori non hanno più di due ruote

is a true/false quiz: each line a question whose two choices are the file's two keys as it writes them, the
true one first, its own key the right one. The key stands at the line's start (split at the first
delimiter) or its end (split at the last), so that a statement may hold a ``:`` or ``=`` too; a sheet's
delimiter (``,``, ``;``, ``|``, a tab) only inside a quoted cell: a row of more cells is a sheet's.
"""

from __future__ import annotations

from dataclasses import dataclass

#: keys that say true or false, in the languages of the sheets met
TRUE_KEYS = frozenset({"true", "t", "v", "vrai", "verdadero", "vero", "verdadeiro", "wahr", "richtig", "yes", "y",
                       "oui", "sí", "si", "ja", "sim", "对", "正确", "是", "√", "✓", "✔", "đúng", "doğru",
                       "igaz", "prawda", "pravda", "waar", "juist", "sant", "tosi", "tak", "evet"})
FALSE_KEYS = frozenset({"false", "f", "faux", "falso", "falsch", "no", "n", "non", "nein", "não", "nao", "错",
                        "错误", "否", "×", "✗", "✘", "sai", "yanlış", "hamis", "fałsz", "nepravda",
                        "onwaar", "fout", "usant", "epätosi", "nie", "hayır"})
#: delimiters between a statement and its key, the likelier first
_DELIMITERS = "|\t;:,="
#: delimiters of a sheet's cells: a statement holds none outside quotes (``:`` and ``=`` it may hold)
_CELLS = "|\t;,"
_MOST = 0.9
_LEAST = 5


@dataclass(frozen=True)
class Keyed:
    """How a file's lines give statements and keys: the delimiter, the key's side, the two keys as written
    (the true one first), and per line (1-based) its statement and whether its key says true."""

    delimiter: str
    first: bool                       # the key stands before the statement
    keys: tuple[str, str]             # as the file writes them: ("True", "False"), ("V", "F")
    rows: tuple[tuple[int, str, bool], ...]
    others: tuple[int, ...]           # the non-blank lines that are not so


def _split(line: str, delimiter: str, first: bool) -> tuple[str, str] | None:
    """A line's (key, statement) at its first or last delimiter; None when it has none."""
    at = line.find(delimiter) if first else line.rfind(delimiter)
    if at < 0:
        return None
    key, statement = (line[:at], line[at + 1:]) if first else (line[at + 1:], line[:at])
    statement = statement.strip()
    if len(statement) > 1 and statement[0] == statement[-1] == '"':   # a sheet's quoted cell: "a, b"
        statement = statement[1:-1].replace('""', '"')
    elif delimiter in _CELLS and delimiter in statement:
        return None   # more cells than two: a sheet's row (`The sky is blue,True,False,True`), its choices too
    return key.strip().strip('"'), statement


def _says(key: str) -> bool | None:
    folded = key.casefold()
    return True if folded in TRUE_KEYS else False if folded in FALSE_KEYS else None


def keyed(lines: list[str]) -> Keyed | None:
    """The statements and keys of a file's lines (five at least), when nine lines in ten at least (or all but
    one, a header) are a statement of three words or more and a key that says true or false, on the same side
    after one delimiter, and the keys are two only, both used: one true, one false. Else None."""
    filled = [(n, line) for n, line in enumerate(lines, start=1) if line.strip()]
    if len(filled) < _LEAST:
        return None
    for delimiter in _DELIMITERS:
        for first in (True, False):
            found = _reading(filled, delimiter, first)
            if found is not None:
                return found
    return None


def _reading(filled: list[tuple[int, str]], delimiter: str, first: bool) -> Keyed | None:
    rows: list[tuple[int, str, bool]] = []
    written: dict[bool, set[str]] = {True: set(), False: set()}
    spelt: dict[bool, str] = {}
    others: list[int] = []
    for n, line in filled:
        parts = _split(line, delimiter, first)
        says = _says(parts[0]) if parts is not None else None
        if parts is None or says is None or len(parts[1].split()) < 3:
            others.append(n)
            continue
        rows.append((n, parts[1], says))
        written[says].add(parts[0])
        spelt.setdefault(says, parts[0])
    if len(rows) < max(_LEAST - 1, min(_MOST * len(filled), len(filled) - 1)) or len(written[True]) != 1 or \
            len(written[False]) != 1:
        return None
    return Keyed(delimiter, first, (spelt[True], spelt[False]), tuple(rows), tuple(others))
