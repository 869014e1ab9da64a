"""Field keys a file repeats are keys: a value alone under its key, a mark in a choice's key, a key before a list.

Session 28's class D, in the shapes of two real banks. A quiz app's draft: numbered keys ``k1:`` (the question) and
``v1:`` to ``v4:`` (its choices), each alone on its line with the value on the next, the right choice's key marked
(``v1(j):``); then true/false items with the values on the keys' lines. And a history quiz whose choices are one
key-led line of quoted strings (``opções: "a", "b"``) under a quoted question. What the rules must leave alone: a
list of items not all quoted keeps its quotes; keys with no number stay as the field reader reads them.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.linekinds import classify
from quizdeck.importers.numberedkeys import numbered_keys
from tests.conftest import read_said, rows_of

_CHOICE_ITEMS = [
    ("Which river flows through Vienna?", ["Danube", "Rhine", "Elbe", "Oder"], 0),
    ("Who wrote The Great Gatsby?", ["Thomas Mann", "F. Scott Fitzgerald", "James Joyce", "Nora Barnacle"], 1),
    ("Which metal is liquid at room temperature?", ["Iron", "Copper", "Tin", "Mercury"], 3),
    ("What is the capital of Montenegro?", ["Pristina", "Podgorica", "Skopje", "Praia"], 1),
]
_TRUE_FALSE = [
    ("True or false? Winston Smith is the hero of Orwell's 1984.", ["True", "False"], 0),
    ("True or false? The Sahara is the largest desert of the world.", ["False", "True"], 0),
    ("True or false? Einstein is the father of the theory of relativity.", ["True", "False"], 0),
]


def _alone(items: list[tuple[str, list[str], int]]) -> list[str]:
    """Each key alone on its line, the value on the next; a blank line between fields, three between questions."""
    out: list[str] = []
    for n, (stem, choices, right) in enumerate(items, 1):
        out += [f"k{n}:  ", stem, ""]
        for k, choice in enumerate(choices, 1):
            out += [f"v{k}(j):" if k - 1 == right else f"v{k}:", choice, ""]
        out += ["", ""]
    return out


def _inline(items: list[tuple[str, list[str], int]]) -> list[str]:
    """Each key and its value on one line (no space after some keys' colon, as the file has it)."""
    out: list[str] = []
    for n, (stem, choices, right) in enumerate(items, 1):
        out += [f"k{n}:{stem}" if n % 2 else f"k{n}: {stem}", ""]
        for k, choice in enumerate(choices, 1):
            out += [f"v{k}(j): {choice}" if k - 1 == right else f"v{k}: {choice}", ""]
        out += [""]
    return out


def _expected(items: list[tuple[str, list[str], int]]) -> list[tuple[str, list[str], list[int]]]:
    return [(stem, choices, [right]) for stem, choices, right in items]


def test_keys_alone_over_their_values_and_the_marked_key_answers(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, "\n".join(_alone(_CHOICE_ITEMS)) + "\n", "kerdesek.txt")
    assert rows_of(deck) == _expected(_CHOICE_ITEMS), said
    assert not [d for d in said if "warning" in d], said
    assert deck.unused((tmp_path / "kerdesek.txt").read_text(encoding="utf-8").splitlines()) == []


def test_keys_and_values_on_one_line_two_choices_each(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, "\n".join(_inline(_TRUE_FALSE)) + "\n", "igazhamis.txt")
    assert rows_of(deck) == _expected(_TRUE_FALSE), said


def test_both_parts_in_one_file_with_an_example_between(tmp_path: Path) -> None:
    """The real file's shape: the keys alone, an example block that is no question, then the inline part whose
    numbers start again at 1. Every question read; the example said, not read as one."""
    lines = [*_alone(_CHOICE_ITEMS), "pl:", "INSERT INTO `t`(`q`, `a`) VALUES ('Which river?','Danube')", "", "",
             "true/false:", "", *_inline(_TRUE_FALSE)]
    deck, said = read_said(tmp_path, "\n".join(lines), "kerdesek.txt")
    assert rows_of(deck) == _expected(_CHOICE_ITEMS) + _expected(_TRUE_FALSE), said
    assert [d for d in said if "not read as a question" in d], said


def test_a_key_alone_moves_onto_its_values_line() -> None:
    """The value keeps its line (a message's place); the key's own line is left blank; a value that opens as a
    label would (``F. Scott``) is the value as written."""
    source = _alone(_CHOICE_ITEMS[:2])
    lines = numbered_keys(classify(source))
    assert lines is not None
    at = source.index("Who wrote The Great Gatsby?")          # (0-based: the line's number is at + 1)
    assert lines[at - 1].kind == "blank" and lines[at].kind == "key" and lines[at].family == "k#"
    assert (lines[at].number, lines[at].rest) == (at + 1, "Who wrote The Great Gatsby?")
    marked = lines[source.index("F. Scott Fitzgerald")]
    assert (marked.family, marked.rest, marked.attrs) == ("v#", "F. Scott Fitzgerald", ("(j)",))


def test_one_key_alone_is_not_enough() -> None:
    """A file that writes a numbered key alone over a line once or twice proves nothing: left as it is."""
    lines = classify(["Note 1:", "Read the questions first.", "", "Q1: Which river flows through Vienna?",
                      "A) Danube", "B) Rhine", "", "Q2: Which metal is liquid?", "A) Iron", "B) Mercury"])
    assert numbered_keys(lines) is None


_HISTORY = [
    ("Quem foi o 3º Presidente do Brasil?", ["Getúlio Vargas", "Prudente de Moraes", "Juscelino Kubitschek",
                                             "Deodoro da Fonseca"]),
    ("Qual imperador romano nomeou o próprio cavalo ao senado?", ["Júlio César", "Nero", "Calígula", "Tibério"]),
    ("Em que ano se deu a tomada de Constantinopla?", ["1453", "1399", "1578", "1691"]),
    ("Qual foi o primeiro país europeu a ter contato com o Japão?", ["Portugal", "Espanha", "Holanda", "Rússia"]),
    ("Qual império foi arrasado por Francisco Pizarro?", ["Inca", "Tupi", "Asteca", "Lakota"]),
]


def _history(glitches: bool) -> str:
    out = []
    for n, (stem, choices) in enumerate(_HISTORY, 1):
        quoted = [f'"{c}"' for c in choices]
        if glitches and n == 2:
            quoted[2] = 'Calígula"'          # its opening quote lost
        if glitches and n == 4:
            quoted[3] = '"Rússia".'          # a stop after the last quote
        out += [f'{n}. "{stem}"', "opções: " + ", ".join(quoted), ""]
    return "\n".join(out)


def test_a_key_before_a_list_of_quoted_strings(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _history(glitches=False), "perguntas.txt")
    assert rows_of(deck) == [(stem, choices, None) for stem, choices in _HISTORY], said
    assert not [d for d in said if "opções" in d], said


def test_a_quote_missing_is_read_past_and_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _history(glitches=True), "perguntas.txt")
    assert rows_of(deck) == [(stem, choices, None) for stem, choices in _HISTORY], said
    assert [d for d in said if ":5:1:" in d and "'Calígula\"'" in d], said
    assert [d for d in said if ":11:1:" in d and "Rússia" in d], said


def test_items_not_all_quoted_keep_their_quotes(tmp_path: Path) -> None:
    """A list where only some items are quoted is a list of texts, some of which hold quotes: kept."""
    rows = [("Which of these is a string literal in Python?", ['"abc"', "abc", "3", "None"]),
            ("Which prints a greeting?", ['print("hi")', "hi", "echo", "say"]),
            ("Which is the empty string?", ['""', "None", "0", "[]"]),
            ("Which is a tuple?", ["(1, 2)", "[1]", "{1}", '"1"'])]
    text = "\n".join(f"{stem}\n{'; '.join(choices)}\n" for stem, choices in rows)
    deck, said = read_said(tmp_path, text, "literals.txt")
    assert rows_of(deck) == [(stem, choices, None) for stem, choices in rows], said


# -- an answer said as a number and its counter word, in a disclosure under each question (a README's quiz) ----------

_ROADS = [
    ("다음 코드의 출력 결과는?", ["바나나", "오렌지", "포도", "에러 발생"], 1, "2번 (오렌지)"),
    ("도로법에 따른 도로의 분류가 아닌 것은?", ["고속국도", "일반국도", "특별시도", "농어촌도로"], 3, "4번"),
    ("주로 장거리 통과 교통을 처리하는 도로는?", ["집산도로", "국지도로", "주간선도로", "보조간선도로"], 2,
     "3번 (주간선도로)"),
    ("세로 폭이 좁은 도로는?", ["폭 4m 미만", "폭 6m 미만", "폭 8m 미만", "폭 10m 미만"], 1, "2번"),
]

_TOPICS = ["변수와 데이터 타입", "리스트 인덱싱", "조건문", "반복문"]


def _readme(items: list[tuple[str, list[str], int, str]], after: list[str]) -> str:
    out = ["# 퀴즈", "", "각 문제를 풀어보세요!", "", "---", ""]
    for n, (stem, choices, _, said) in enumerate(items, 1):
        code = ["```python", *(f"x{k} = {k * n}" for k in range(n + 5)), "print(x0)", "```"]
        out += [f"## 퀴즈 {n}: {_TOPICS[n - 1]}", "", f"**{stem}**", "", *code, "", "**선택지:**"]
        out += [f"{k}. {c}" for k, c in enumerate(choices, 1)]
        out += ["", "<details>", "<summary>정답 보기</summary>", "", f"**정답: {said}**", "",
                f"이것이 {n}번 문제의 정답입니다.", "", "</details>", "", "---", ""]
        if n == 2:
            out += after
    return "\n".join(out)


def test_a_counted_number_in_a_disclosure_answers(tmp_path: Path) -> None:
    """``정답: 2번`` (a number and its counter word) and ``2번 (오렌지)`` (the choice's text said after it) answer the
    question they close; the paragraph under the answer is its explanation, the disclosure's caption no choice."""
    deck, said = read_said(tmp_path, _readme(_ROADS, []), "README.md")
    rows = rows_of(deck)
    assert [(choices, answer) for _, choices, answer in rows] == [(c, [right]) for _, c, right, _ in _ROADS], said
    assert all(f"**{stem}**" in text for (text, _, _), (stem, _, _, _) in zip(rows, _ROADS, strict=True)), rows
    assert deck.questions[3].text.endswith("x8 = 32\nprint(x0)\n```")
    explained = [(q.explanation or "").endswith(f"이것이 {n}번 문제의 정답입니다.")
                 for n, q in enumerate(deck.questions, 1)]
    assert explained == [True] * 4


def test_the_pages_sections_after_an_explanation_are_not_it(tmp_path: Path) -> None:
    """A section of the page (a heading, then a list) after a question's explanation is said, not explained away."""
    section = ["## 📊 점수 계산", "", "정답 개수를 세어보세요!", "", "- **4개**: 완벽합니다!", "- **0-3개**: 화이팅!",
               "", "---", ""]
    deck, said = read_said(tmp_path, _readme(_ROADS, section), "README.md")
    assert [q.answer for q in deck.questions] == [[right] for _, _, right, _ in _ROADS], said
    assert deck.questions[1].explanation == "이것이 2번 문제의 정답입니다."
    assert [d for d in said if "not read as a question" in d], said


def test_a_number_whose_said_text_is_another_choice_names_none() -> None:
    from quizdeck.importers.answervalues import resolve

    texts = ["바나나", "오렌지", "포도"]
    assert resolve("2번 (오렌지)", texts, "number1") == [1]
    assert resolve("2번 (포도)", texts, "number1") is None
    assert resolve("3번", texts, "number1") == [2]


# -- choices led by a dash, glued or not, and a last line naming the right ones by their texts ------------------------

_DASHED = [
    ("zad 1 (1)", "Jaki pseudonim ma Pawel", ["-niggi", "-godfist", "-pawciogrubasek"], "godfist", [1]),
    ("zad 2 (1)", "Ile lat ma pawel", ["- 17", "-18", "-19"], "18", [1]),
    ("zad 3 (3)", "kto gra w lola", ["-pawel k", "-oskar", "-pawel l", "-kacper", "-szymi"], "pawel k oskar pawel l",
     [0, 1, 2]),
    ("zad 4 (2)", "ile to 2+2", ["-4", "-6", "-6-2"], "4  6-2", [0, 2]),
    ("zad 5 (2)", "kim jest szymi", ["-zajawkowiczem", "-gangsterem", "-szeregowym", "-kierowca"],
     "szeregowym, zajawkowiczem", [0, 2]),
]


def test_dashed_choices_and_the_line_naming_the_right_ones(tmp_path: Path) -> None:
    text = "\r\n".join(line for head, stem, choices, answer, _ in _DASHED
                       for line in [head, stem, *choices, answer, ""])
    deck, said = read_said(tmp_path, text, "pytania.txt")
    want = [(stem, [c.lstrip("- ") if c.startswith("- ") else c[1:] for c in choices], right)
            for _, stem, choices, _, right in _DASHED]
    assert rows_of(deck) == want, said


def test_a_line_read_two_ways_names_nothing() -> None:
    from quizdeck.importers.dashanswers import names

    assert names("pawel k oskar", ["pawel k", "oskar", "pawel", "k"]) is None      # "pawel k" or "pawel", "k"
    assert names("pawel k oskar", ["pawel k", "oskar", "kacper"]) == [0, 1]
    assert names("kot pies", ["kot", "tygrys"]) is None                            # a word no choice has
