"""Session 46's second read of the record grammars (task46-rev-records): near misses of ``linegrammar`` and
``signlinerecords`` that look like their shapes and must be read as before (or said).

* a plain sheet whose every question holds one ``:`` (``Translate: France?,Paris,Rome,Madrid,Berlin,Paris``): the
  ``:`` is the question's own, not a stem sign (it made the question ``Translate`` and ``France?`` a choice);
* two-line records whose key line is a label and a running count (``Question #1`` .. ``#4``, again): a count, not a
  key (it gave every question an answer the file never wrote);
* a stem sign that also stands inside one question (``C#``): read up to the first, said at the line (was
  silent);
* shapes that stay the readers' of before: tab-separated rows, a comma sheet with a category, a code listing,
  CRLF lines.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.linegrammar import grammar_rows
from tests.conftest import read_said, rows_of

_BANK = [
    ("What is the capital of France", ["Paris", "Rome", "Madrid", "Berlin"], 0),
    ("Which animal barks", ["Cat", "Dog", "Cow", "Hen"], 1),
    ("Which colour is grass", ["Red", "Blue", "Green", "Black"], 2),
    ("Which number is even", ["One", "Three", "Five", "Four"], 3),
    ("Which is a fruit", ["Apple", "Stone", "Chair", "Glass"], 0),
    ("What do bees make", ["Milk", "Honey", "Silk", "Wax"], 1),
    ("Which planet is red", ["Venus", "Earth", "Mars", "Pluto"], 2),
    ("Which sea is salt-free", ["Red", "Black", "White", "None"], 3),
    ("What falls from clouds", ["Rain", "Sand", "Oil", "Salt"], 0),
    ("Which is a metal", ["Wood", "Iron", "Glass", "Clay"], 1),
]


def test_a_colon_inside_every_question_of_a_plain_sheet_is_no_stem_sign(tmp_path: Path) -> None:
    text = "\n".join(f"Translate: {s.split()[-1]}?,{','.join(c)},{c[r]}" for s, c, r in _BANK)
    assert grammar_rows(text) is None
    deck, said = read_said(tmp_path, text, "bank.txt")
    assert rows_of(deck)[0] == ("Translate: France?", ["Paris", "Rome", "Madrid", "Berlin"], [0])
    assert not any("file's own grammar" in s for s in said)


def test_a_running_count_under_one_label_is_no_key(tmp_path: Path) -> None:
    part = [f"Question #{n + 1}\n{s}? {', '.join(c)}" for n, (s, c, _) in enumerate(_BANK[:4])]
    text = "\n".join(part + [f"Question #{n + 1}\n{s}? {', '.join(c)}" for n, (s, c, _) in enumerate(_BANK[4:8])])
    assert grammar_rows(text) is None
    deck, said = read_said(tmp_path, text, "bank.txt")
    assert all(answer is None for _, _, answer in rows_of(deck))
    assert not any("file's own grammar" in s for s in said)


def test_sheets_of_before_stay_the_sheet_readers() -> None:
    tabs = "\n".join(f"{s}?\t{chr(9).join(c)}\t{c[r]}" for s, c, r in _BANK)
    category = "\n".join(f"{s}?,{','.join(c)},{c[r]},general" for s, c, r in _BANK)
    crlf = "\r\n".join(f"{s}?,{','.join(c)},{c[r]}" for s, c, r in _BANK)
    code = "\n".join(f"x{n} = f(a, b, c, d) # {c[r]}" for n, (_, c, r) in enumerate(_BANK))
    for text in (tabs, category, crlf, code):
        assert grammar_rows(text) is None


def test_a_prose_colon_before_choices_is_read_and_said(tmp_path: Path) -> None:
    # "stem: a, b, c, d, answer" where the answer is now and then the first choice: the grammar's, said at line 1
    text = "\n".join(f"{s}: {', '.join(c)}, {c[r]}" for s, c, r in _BANK)
    deck, said = read_said(tmp_path, text, "bank.txt")
    assert rows_of(deck) == [(s, c, [r]) for s, c, r in _BANK]
    assert any(":1:1: warning: read as one record a line in the file's own grammar: the question before ':'" in s
               for s in said)


def test_a_stem_sign_also_inside_a_question_is_said_at_its_line(tmp_path: Path) -> None:
    # "C#" in one stem: the line holds '#' twice; read up to the first, and said there (was silent)
    lines = [f" {s}#{','.join(c)}:{c[r]}" for s, c, r in _BANK]
    lines[2] = " Which language is C# close to#Java,Cobol,Basic,Lisp:Cobol"
    deck, said = read_said(tmp_path, "\n".join(lines), "bank.txt")
    assert rows_of(deck)[0] == ("What is the capital of France", ["Paris", "Rome", "Madrid", "Berlin"], [0])
    assert any(":3:2: warning: '#' stands 2 times on this line, where the file's other lines hold it once: the "
               "question read up to the first ('Which language is C')" in s for s in said)
