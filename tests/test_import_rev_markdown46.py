"""Near misses of the markdown46 rules (review, session 46): shapes that look like the four rules' and are not.

* a column of lone letters with no key's title over it (grades, a word spelt down, a code listing) is no key;
* in a file whose questions no rule sets apart, a code comment ``# 1. start it`` in a fence left open is no
  question heading (only the next heading, at the questions' level, closes the fence);
* numbered keys beside a list of options (``answer1``/``answer2`` in two languages, ``text1``/``text2``) stay keys.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.importers.mdunclosedfences import rewritten as closed_fences
from tests.conftest import read_said, rows_of

# --- letterkeys: a column needs its title -------------------------------------------------------------------

_QS = [("Which protocol resolves names?", ["DNS", "FTP", "SMTP", "ARP"], 0),
       ("Which port does HTTPS use?", ["21", "80", "443", "25"], 2),
       ("Which layer routes packets?", ["Physical", "Network", "Session", "Application"], 1),
       ("Which device joins networks?", ["A hub", "A repeater", "A cable", "A router"], 3),
       ("Which address is a loopback?", ["10.0.0.1", "127.0.0.1", "192.168.0.1", "8.8.8.8"], 1)]


def _bank(tail: list[str]) -> str:
    out = ["Networking basics", ""]
    for n, (stem, choices, _) in enumerate(_QS, start=1):
        out += [f"Q{n}. {stem}"] + [f"{'ABCD'[k]}) {c}" for k, c in enumerate(choices)] + [""]
    return "\n".join(out + tail) + "\n"


def test_a_titled_column_of_letters_is_the_key(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _bank(["Answer key", "", "A", "C", "B", "D", "B"]), "quiz.md")
    assert rows_of(deck) == [(s, c, [k]) for s, c, k in _QS]
    assert deck.questions[-1].explanation is None


@pytest.mark.parametrize("tail", [
    ["Grades:", "", "A", "C", "B", "D", "B"],                       # a list of grades
    ["Read down, the letters spell a word:", "", "A", "C", "B", "D", "B"],
    ["```", "A", "C", "B", "D", "B", "```"],                          # a code listing
])
def test_near_miss_a_column_of_letters_without_a_keys_title_is_no_key(tmp_path: Path, tail: list[str]) -> None:
    deck, said = read_said(tmp_path, _bank(tail), "quiz.md")
    assert all(q.answer is None for q in deck.questions)
    assert not any("key of letters down" in m for m in deck.mended), deck.mended
    assert sum("gives no answer" in s for s in said) == len(_QS), said
    assert "\n".join(tail[-3:]) in (deck.questions[-1].explanation or "")     # the explanation keeps them


# --- mdunclosedfences: in a file without rules, only the next question's heading closes -----------------------

_UNRULED = """# Python basics

## 1. What does this print?

```python
print(1 + 1)
```

## 2. Which value is a tuple?

```python
a = [1]
b = (1,)

# 1. join them
c = a + list(b)
"""


def _closes(text: str) -> list[tuple[object, ...]]:
    said: list[tuple[object, ...]] = []
    assert (closed_fences(text.split("\n"), lambda *a: said.append(a)) is None) == (not said)
    return said


def test_near_miss_a_numbered_code_comment_in_a_fence_left_open_at_the_end_is_no_question() -> None:
    assert _closes(_UNRULED) == []
    assert _closes(_UNRULED.replace("# 1. join them", "# 3. join them")) == []     # not the questions' level
    assert _closes(_UNRULED.replace("# 1. join them", "## 4. join them")) == []    # not the next number


def test_in_a_file_without_rules_the_next_question_heading_closes_a_fence_left_open() -> None:
    text = _UNRULED.replace("# 1. join them\nc = a + list(b)\n",
                            "## 3. Which keyword defines a function?\n\n- a. def\n- b. fun\n")
    said = _closes(text)
    assert len(said) == 1 and said[0][0] == 11 and "closed at line 14, before line 15" in str(said[0][1]), said


# --- siblingkeys: a record holding its list already keeps its numbered keys -----------------------------------

_LANGS = """---
title: Capitals
questions:
  - question: Capital of France?
    answer1: Paris
    answer2: Paris (fr)
    options: [Paris, Rome, Oslo]
  - question: Capital of Italy?
    answer1: Rome
    answer2: Roma
    options: [Paris, Rome, Oslo]
  - question: Capital of Norway?
    answer1: Oslo
    answer2: Oslo
    options: [Paris, Rome, Oslo]
---
"""


def test_near_miss_numbered_answers_beside_a_list_of_options_are_no_options(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _LANGS, "quiz.md")
    assert rows_of(deck)[:2] == [("Capital of France?", ["Paris", "Rome", "Oslo"], [0]),
                                 ("Capital of Italy?", ["Paris", "Rome", "Oslo"], [1])]
    assert not any("read as one list of its options" in s for s in said), said


def test_near_miss_numbered_texts_in_two_languages_beside_a_list_of_options_stay_texts(tmp_path: Path) -> None:
    text = "\n".join(line for line in _LANGS.split("\n") if "answer2" not in line).replace("answer1: ", "answer: ")
    for country, german in (("France", "Frankreich"), ("Italy", "Italien"), ("Norway", "Norwegen")):
        text = text.replace(f"question: Capital of {country}?",
                            f"text1: Capital of {country}?\n    text2: Hauptstadt von {german}?")
    deck, said = read_said(tmp_path, text, "quiz.md")
    assert len(deck.questions) == 3, said
    assert not any("read as one list of its options" in s for s in said), said
