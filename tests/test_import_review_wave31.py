"""Review 31's findings on the session's Markdown layouts, built from the reviewer's small sources:

* card tables (``mdcardtables``): a ``|Correct Answer|A|`` row under ``|Option A|`` rows names the answer, no fifth
  choice; a row that explains the right answer (``|Why it is correct|``) is no choice; a negated key (``Antwort
  nicht richtig``) is wrong; ``\\|`` in a cell is a pipe; an ``|Answer|`` row beside right-worded rows that names
  none of them is no card (an FAQ's ``Right way``/``Wrong way`` rows are no choices either);
* bare capital labels (``mend``): not taken off where they are the texts' words (``A minor`` given as the answer,
  ``A 类地址``/``B 类地址`` the same text without them);
* numbered bold fields (``mdfields``): a case's field (``**1. Caso:**``) stays in the question's text;
* Markua (``mdmarkua``): a linear scan of unclosed ``{quiz}`` lines, fenced code untouched, fill-in questions left
  out with a warning;
* hidden comment answers (``mdhiddenanswers``): the answer line the page shows wins, a comment saying otherwise is
  warned at the shown line;
* HTML inputs (``htmlblocks``): ``id="q1-correct"``, ``title="correct"``, ``class="answer-ok"`` mark again;
* front-matter numbers (``mdheld``): ``layout: post`` is no quiz template; ``.at(q.answer)`` indexes from 0,
  ``options[answer - 1]`` from 1.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from quizdeck.importers import mdmarkua
from tests.conftest import read_said, rows_of


def _cards(rows: list[list[tuple[str, str]]], head: str = "## Card", names: list[str] | None = None) -> str:
    out: list[str] = []
    for n, card in enumerate(rows, start=1):
        out += [f"{head} {names[n - 1] if names else n}", "", "|Field|Value|", "|---|---|",
                *[f"|{k}|{v}|" for k, v in card], ""]
    return "\n".join(out)


def test_card_answer_row_naming_an_option_is_the_answer_not_a_choice(tmp_path: Path) -> None:
    by_letter = _cards([[("Question", f"What is {n} + {n}?"), ("Option A", str(2 * n)), ("Option B", str(2 * n + 1)),
                         ("Option C", str(2 * n + 2)), ("Correct Answer", "A")] for n in (1, 2, 3)])
    deck, _ = read_said(tmp_path, by_letter, "s.md")
    assert [r[1:] for r in rows_of(deck)] == [([str(2 * n), str(2 * n + 1), str(2 * n + 2)], [0]) for n in (1, 2, 3)]
    by_number = _cards([[("Question", f"Capital number {n}?"), ("Answer 1", f"Lyon{n}"), ("Answer 2", f"Paris{n}"),
                         ("Answer 3", f"Nice{n}"), ("Correct", "2")] for n in (1, 2, 3)])
    deck, _ = read_said(tmp_path, by_number, "t.md")
    assert [r[1:] for r in rows_of(deck)] == [([f"Lyon{n}", f"Paris{n}", f"Nice{n}"], [1]) for n in (1, 2, 3)]


def test_card_row_explaining_the_answer_is_no_choice(tmp_path: Path) -> None:
    source = _cards([[("Question", f"Capital number {n}?"), ("Correct Answer", f"Paris{n}"),
                      ("Wrong Answer 1", f"Lyon{n}"), ("Wrong Answer 2", f"Nice{n}"),
                      ("Why it is correct", f"Because Paris{n} is the seat of government.")] for n in (1, 2, 3)])
    deck, _ = read_said(tmp_path, source, "s.md")
    assert [r[1:] for r in rows_of(deck)] == [([f"Paris{n}", f"Lyon{n}", f"Nice{n}"], [0]) for n in (1, 2, 3)]


def test_card_negated_key_is_wrong(tmp_path: Path) -> None:
    source = _cards([[("Frage", f"Hauptstadt Nummer {n}?"), ("Antwort richtig", f"Berlin{n}"),
                      ("Antwort nicht richtig 1", f"Hamburg{n}"), ("Antwort nicht richtig 2", f"Köln{n}")]
                     for n in (1, 2, 3)], head="### Karte")
    deck, _ = read_said(tmp_path, source, "s.md")
    assert [r[1:] for r in rows_of(deck)] == [([f"Berlin{n}", f"Hamburg{n}", f"Köln{n}"], [0]) for n in (1, 2, 3)]


def test_card_cell_escaped_pipe_is_a_pipe(tmp_path: Path) -> None:
    source = _cards([[("Question", f"In shell, what does `ls \\| wc -l` print (run {n})?"),
                      ("Correct Answer", "the number of entries"), ("Wrong Answer 1", "`a \\| b`"),
                      ("Wrong Answer 2", "nothing")] for n in (1, 2, 3)])
    deck, _ = read_said(tmp_path, source, "s.md")
    rows = rows_of(deck)
    assert rows[0][0] == "In shell, what does `ls | wc -l` print (run 1)?"
    assert rows[0][1] == ["the number of entries", "`a | b`", "nothing"] and rows[0][2] == [0]


def test_faq_tables_lose_no_answer_row(tmp_path: Path) -> None:
    asked = ["reset my password", "change my email", "delete my account"]
    source = _cards([[("Question", f"How do I {what}?"), ("Answer", "Open Settings and choose the option."),
                      ("Right way", "Use the Settings page."), ("Wrong way", "Email support with your password.")]
                     for what in asked], head="## FAQ:", names=asked)
    deck, said = read_said(tmp_path, source, "s.md")
    assert all(r[2] is None for r in rows_of(deck))   # no tick on "Use the Settings page." taken for the key
    assert any("Open Settings" in q.text or any("Open Settings" in c.text for c in q.choices)
               for q in deck.questions)
    assert any("warning" in s for s in said)
    # an Answer row that names none of the right-worded rows: no card read, so nothing dropped
    conflict = _cards([[("Question", f"Capital number {n}?"), ("Correct Answer", f"Paris{n}"),
                        ("Wrong Answer", f"Lyon{n}"), ("Answer", f"Nice{n}")] for n in (1, 2, 3)])
    deck, _ = read_said(tmp_path, conflict, "t.md")
    assert not any(r[2] == [0] and len(r[1]) == 2 for r in rows_of(deck))


def _chords(answers: list[str], fourth: str = "") -> str:
    out = ["# Music theory", ""]
    for n, said in enumerate(answers, start=1):
        out += [f"{n}. Which chord is number {n}?", "   - A minor", "   - B diminished", "   - C major",
                *([f"   - {fourth}"] if fourth and n == 1 else []), "", f"Answer: {said}", ""]
    return "\n".join(out)


def test_bare_capitals_that_are_words_of_the_choices_stay(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _chords(["A minor", "B diminished", "C major"]), "s.md")
    assert all(r[1] == ["A minor", "B diminished", "C major"] for r in rows_of(deck))
    assert [r[2] for r in rows_of(deck)] == [[0], [1], [2]]
    deck, _ = read_said(tmp_path, _chords(["A", "B", "C"], fourth="D minor"), "t.md")
    assert rows_of(deck)[1][1] == ["A minor", "B diminished", "C major"]   # not "minor" (the 4th's "minor" twice)
    classes = ["# IP 地址分类", ""]
    for n, ip in enumerate(["10.0.0.1", "172.16.0.1", "192.168.0.1"], start=1):
        classes += [f"{n}. {ip} 属于哪类地址？", "- A 类地址", "- B 类地址", "- C 类地址", "",
                    f"答案：{'ABC'[n - 1]}", ""]
    deck, _ = read_said(tmp_path, "\n".join(classes), "u.md")
    assert all(r[1] == ["A 类地址", "B 类地址", "C 类地址"] for r in rows_of(deck))


def test_numbered_case_field_stays_in_the_question(tmp_path: Path) -> None:
    out = ["# Casos clínicos", ""]
    cases = ["Paciente de 45 años con dolor torácico.", "Mujer de 30 años con poliuria.", "Niño de 5 años con fiebre."]
    for n, case in enumerate(cases, start=1):
        out += [f"### Pregunta {n}", "", f"**1. Caso:** {case}", "**2. Pregunta:** ¿Cuál es el diagnóstico?",
                "**3. Opciones:**", "", "A) Uno", "B) Dos", "C) Tres", "", "**Respuesta:** B", ""]
    deck, _ = read_said(tmp_path, "\n".join(out), "s.md")
    assert [r[0] for r in rows_of(deck)] == [f"{case}\n\n¿Cuál es el diagnóstico?" for case in cases]
    assert [r[2] for r in rows_of(deck)] == [[1], [1], [1]]


class _Counting:
    """A pattern that counts the lines it is asked to match."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern, self.calls = pattern, 0

    def match(self, text: str) -> re.Match[str] | None:
        self.calls += 1
        return self.pattern.match(text)


def test_markua_scan_is_linear_in_unclosed_openings(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    for size in (500, 2000):
        counting = _Counting(mdmarkua._CLOSES)
        monkeypatch.setattr(mdmarkua, "_CLOSES", counting)
        assert mdmarkua.rewritten(["{quiz}"] * size + ["? q", "a) x", "B) y"]) is None
        calls.append(counting.calls)
    assert calls[1] <= 2 * (2000 + 3) and calls[1] <= 5 * calls[0]   # 4 times the lines, 4 times the work


def _markua_with(first: list[str]) -> str:
    out = ["# Chapter 4 Quiz", "", "{quiz, id: ch4}", "", "{choose-answers: 3}", *first, "",
           "? Which keyword declares a constant?", "", "a) var", "b) let", "C) const", "",
           "? Which is a number?", "", "A) 42", "b) \"42\"", "c) [42]", "", "{/quiz}", ""]
    return "\n".join(out)


def test_markua_code_in_a_question_is_untouched(tmp_path: Path) -> None:
    code = ["```js", "const x = flag", '  ? "yes"', '  : "no";', "{x}", "```"]
    deck, _ = read_said(tmp_path, _markua_with(["? What does this code print?", "", *code, "", "a) undefined",
                                                 "B) yes", "c) null"]), "s.md")
    rows = rows_of(deck)
    assert len(rows) == 3 and "\n".join(code) in rows[0][0]
    assert [r[2] for r in rows] == [[1], [2], [0]]


def test_markua_example_in_a_fence_is_untouched(tmp_path: Path) -> None:
    example = ["```", "{quiz, id: demo}", "? What is 1 + 1?", "a) 1", "B) 2", "c) 3", "{/quiz}", "```"]
    source = "\n".join(["# Writing quizzes in Markua", "", "Leanpub quizzes look like this:", "", *example, "",
                        _markua_with(["? Which tag opens a quiz?", "", "A) {quiz}", "b) <quiz>", "c) [quiz]"])])
    deck, _ = read_said(tmp_path, source, "s.md")
    assert "\n".join(example) in (deck.description or "") + "".join(q.text for q in deck.questions)


def test_markua_fill_in_questions_are_left_out_and_said(tmp_path: Path) -> None:
    source = "\n".join(["# Quiz", "", "{quiz, id: q1}", "", "? What is 2 + 2?", "", "! 4", "",
                        "? Which are primes?", "", "a) 4", "B) 5", "C) 7", "", "? Name the capital of France.", "",
                        "! Paris", "", "{/quiz}", ""])
    deck, said = read_said(tmp_path, source, "s.md")
    assert [r[0] for r in rows_of(deck)] == ["Which are primes?"] and not deck.description
    assert not any("Paris" in (q.explanation or "") for q in deck.questions)
    assert any(":5:1:" in s and "2 fill-in questions" in s for s in said)


def test_a_shown_answer_line_beats_a_hidden_comment(tmp_path: Path) -> None:
    out = ["# Quiz", ""]
    for n, (q, choices, shown) in enumerate([("Which planet is largest?", ["Mars", "Jupiter", "Venus"], "B"),
                                             ("Which gas do plants absorb?", ["Oxygen", "Nitrogen", "CO2"], "C"),
                                             ("Which is a prime?", ["4", "7", "9"], "B")], start=1):
        out += [f"{n}. {q}", *[f"   - {'ABC'[k]}) {c}" for k, c in enumerate(choices)], "", "<!-- answer: A -->", "",
                f"**Answer: {shown}**", ""]
    deck, said = read_said(tmp_path, "\n".join(out), "s.md")
    assert [r[2] for r in rows_of(deck)] == [[1], [2], [1]]
    assert any(":10:1:" in s and "line 8" in s and "answer: A" in s for s in said)


def _inputs(attrs: list[tuple[str, str, str]]) -> str:
    out = ["# Quiz", ""]
    for n in (1, 2, 3):
        out += [f"<p>{n}. Which one is number {n}?</p>",
                *[f'<label><input type="radio" name="q{n}" {a.format(n=n)}> {t}</label>' for a, t, _ in attrs], ""]
    return "\n".join(out)


@pytest.mark.parametrize("marks", [('id="q{n}-wrong1"', 'id="q{n}-correct"', 'id="q{n}-wrong2"'),
                                   ('title="wrong"', 'title="correct"', 'title="wrong"'),
                                   ('class="answer-no"', 'class="answer-ok"', 'class="answer-no"')])
def test_naming_attributes_of_inputs_mark_the_right_choice(tmp_path: Path, marks: tuple[str, str, str]) -> None:
    deck, _ = read_said(tmp_path, _inputs([(m, t, "") for m, t in zip(marks, ["Mars", "Jupiter", "Venus"],
                                                                       strict=True)]), "s.md")
    assert [r[2] for r in rows_of(deck)] == [[1], [1], [1]]


def _front(extra: list[str], after: list[str]) -> str:
    out = ["---", "title: Capitals", "questions:"]
    for land, cities, answer in [("France", "[Paris, Lyon, Nice, Lille]", 1),
                                 ("Spain", "[Madrid, Seville, Bilbao, Malaga]", 1),
                                 ("Italy", "[Milan, Rome, Naples, Turin]", 2)]:
        out += [f"  - question: Capital of {land}?", f"    options: {cities}", f"    answer: {answer}"]
    return "\n".join([*out, *extra, "---", "", *after, ""])


def test_front_matter_blog_layout_and_page_scripts(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _front(["layout: post"], []), "s.md")
    assert [r[2] for r in rows_of(deck)] == [[0], [0], [1]]   # a person's numbers: from 1
    deck, _ = read_said(tmp_path, _front([], ["<script>", "check(q.options.at(q.answer));", "</script>"]), "t.md")
    assert [r[2] for r in rows_of(deck)] == [[1], [1], [2]]   # the script indexes from 0
    deck, _ = read_said(tmp_path, _front(["layout: quiz"], ["<script>", "show(options[answer - 1]);", "</script>"]),
                        "u.md")
    assert [r[2] for r in rows_of(deck)] == [[0], [0], [1]]   # the script counts from 1
