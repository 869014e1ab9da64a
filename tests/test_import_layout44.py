"""Layout (session 44, layout44): excerpts written in the shape of the banks, each with a near miss that must not fire.

* a graded page pasted as text: ``1.`` over ``Question 1`` opens the record (numbering per section too), ``x `` on one
  choice a question is the right mark, ``1 / 1 point`` under the text is the page's, a heading ending a section's last
  question no choice, statements ``i.``-``iv.`` over choices naming them the question's text;
* no answer invented: ``A: x`` lines are a person's labels, one-line records among lines of another form no app's
  data;
* a key closing every record (``Hint: …`` last) cuts after it; a level word opening every text is a tag;
* choices opened by a sign glued or spaced (``-5``), the right one by a second sign (``-*7``), an explanation line
  opened by another (``=…``).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.linekinds import classify
from tests.conftest import read_said, rows_of

_GRADED = [("Which gas do plants take in?", ["Oxygen", "Carbon dioxide", "Helium", "Argon"], 1),
           ("Which planet is the largest?", ["Mars", "Venus", "Jupiter", "Mercury"], 2),
           ("Which metal is liquid at room temperature?", ["Mercury", "Iron", "Copper", "Tin"], 0),
           ("Which organ filters the blood?", ["Heart", "Kidney", "Lung", "Skin"], 1),
           ("Which sense uses the cochlea?", ["Sight", "Smell", "Taste", "Hearing"], 3),
           ("Which force keeps us on the ground?", ["Magnetism", "Friction", "Gravity", "Tension"], 2),
           ("Which gas do we breathe out?", ["Neon", "Carbon dioxide", "Ozone", "Argon"], 1),
           ("Which star is closest to us?", ["Sirius", "Vega", "The Sun", "Rigel"], 2),
           ("Which bird cannot fly?", ["Penguin", "Robin", "Crow", "Swallow"], 0)]


def _graded(sections: bool = True, score: bool = True, tick: str = "x ", number: str = "{n}.") -> str:
    out: list[str] = []
    for k, (stem, choices, right) in enumerate(_GRADED):
        n = k % 3 + 1 if sections else k + 1
        if sections and n == 1:
            out += [f"# Part {k // 3 + 1}", "", ""]
        out += [number.format(n=n), f"Question {n}", stem, "", "", ""]
        if score and k % 2 == 0:
            out += ["1 / 1 point", ""]
        for j, c in enumerate(choices):
            out += [f"{tick}{c}" if j == right else c, "", ""]
        out += ["", ""]
    return "\n".join(out)


def _expected() -> list[tuple[str, list[str], list[int]]]:
    return [(stem, choices, [right]) for stem, choices, right in _GRADED]


def test_a_graded_page_pasted_reads_its_records_and_ticks(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _graded(), "quiz.md")
    assert rows_of(deck) == _expected(), said


def test_a_graded_page_without_sections_in_plain_text(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _graded(sections=False), "quiz.txt")
    assert rows_of(deck) == _expected(), said


def test_numbers_over_headers_found_only_where_they_repeat_the_header() -> None:
    from quizdeck.importers.numberheads import numbers_over, over_header
    lines = classify(_graded().splitlines())
    shape = next(ln.shape for ln in lines if ln.raw == "Question 1")
    assert len(numbers_over(lines, shape)) == len(_GRADED)
    assert over_header("2.", "Question 2") and not over_header("7.", "Question 2")
    near = classify(_graded(number="{n}0.").splitlines())   # "10." over "Question 1": no number of its
    assert numbers_over(near, shape) == set()


def test_a_letter_ticks_only_once_a_question_and_never_a_text() -> None:
    from quizdeck.importers.lettermarks import learn
    ticked = [(["Which?"], ["A", "x B", "C"]), (["Which?"], ["x A", "B", "C"]), (["Which?"], ["A", "B", "x C"])]
    assert learn(ticked) == "x"
    labelled = [(["Which?"], ["a one", "b two", "c three"])] * 3   # letters on every choice: labels
    assert learn(labelled) is None
    asking = [*ticked, (["x marks the spot: which?"], ["A", "x B", "C"])]   # a text opens so: no mark
    assert learn(asking) is None


def test_a_score_line_is_furniture_only_where_half_the_records_hold_one(tmp_path: Path) -> None:
    from quizdeck.importers.scorelines import graded, score_line
    assert score_line("1 / 1 point") and score_line("0,5/1 Punkt") and not score_line("1/2 of the cake is left")
    assert graded([["q", "1 / 1 point", "a"], ["q", "a"], ["q", "2 / 2 points", "b"]])
    assert not graded([["q", "3 / 4 cups", "a"], ["q", "a"], ["q", "b"], ["q", "c"], ["q", "d"]])


def test_a_choice_shaped_as_a_score_stays_a_choice(tmp_path: Path) -> None:
    rows = [("How much flour?", ["3 / 4 cups", "Two spoons", "A handful"]), ("Which fat?", ["Butter", "Lard", "Oil"]),
            ("Which sweetener?", ["Honey", "Sugar", "Syrup"]), ("Which spice?", ["Salt", "Pepper", "Nutmeg"])]
    text = "\n\n".join("\n".join([q, *c]) for q, c in rows)
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert [(t, c) for t, c, _ in rows_of(deck)] == rows, said


def test_statements_over_choices_naming_them_are_the_question_s() -> None:
    from quizdeck.importers.stemstatements import statements
    assert statements(["i.\tUsers", "ii.\tTimes", "iii. Flows", "(i) only", "(ii) only", "(i) & (iii)"]) == 3
    assert statements(["i.\tUsers", "ii.\tTimes", "Both", "Neither"]) == 0   # no choice names one: choices


def test_labelled_lines_are_no_app_s_data(tmp_path: Path) -> None:
    rows = [("What is your favourite colour?", ["Red", "Green", "Blue", "Black"]),
            ("What is your favourite season?", ["Spring", "Summer", "Autumn", "Winter"]),
            ("What is your favourite meal?", ["Breakfast", "Lunch", "Tea", "Dinner"])]
    text = "\n".join("\n".join([q, *(f"{chr(65 + k)}: {c}" for k, c in enumerate(cs))]) for q, cs in rows)
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert [(t, c) for t, c, _ in rows_of(deck)] == rows, said
    assert all(a is None for _, _, a in rows_of(deck)), said


def test_bare_app_lines_still_take_the_first() -> None:
    from quizdeck.importers.firstright import bare_records
    assert bare_records(["What is red?", "Red", "Green", "Blue"])
    assert not bare_records(["What is red?", "A: Red", "B: Green", "C: Blue"])
    assert not bare_records(["What is red?", "a - Red", "b - Green", "c - Blue"])


_LINES = [("Which river is longest?", ["Nile", "Rhine", "Po", "Ebro"]),
          ("Which desert is largest?", ["Sahara", "Gobi", "Thar", "Namib"]),
          ("Which ocean is deepest?", ["Pacific", "Arctic", "Indian", "Southern"]),
          ("Which lake is deepest?", ["Baikal", "Garda", "Como", "Erie"]),
          ("Which peak is highest?", ["Everest", "Fuji", "Etna", "Olympus"])]


def test_one_line_records_among_open_lines_invent_no_answer(tmp_path: Path) -> None:
    text = "\n".join([f"{q};{';'.join(c)}" for q, c in _LINES] + ["Name the capital of Peru?;_typed(lima)"])
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert [(t, c) for t, c, _ in rows_of(deck)] == _LINES, said
    assert all(a is None for _, _, a in rows_of(deck)), said


def test_one_line_records_take_the_first_only_when_every_line_is_one() -> None:
    from quizdeck.importers.layout import _line_cut
    alone = [f"{q};{';'.join(c)}" for q, c in _LINES]
    cut = _line_cut(classify(alone), set())
    assert cut is not None and cut.first_right
    mixed = _line_cut(classify([*alone, "Name the capital of Peru?;_typed(lima)"]), set())
    assert mixed is not None and not mixed.first_right


_GAME = [("101", "LOW", "Which colour is the sky?", ["Green", "Blue", "Red", "Pink"], "b", "Look up"),
         ("102", "HIGH", "Which animal barks?", ["Cat", "Cow", "Dog", "Hen"], "c", "A pet"),
         ("103", "LOW", "Which season is coldest?", ["Winter", "Summer", "Spring", "Autumn"], "a", "Snow"),
         ("104", "MEDIUM", "Which number is even?", ["Three", "Five", "Seven", "Eight"], "d", "Two times four"),
         ("105", "HARD", "Which metal rusts?", ["Gold", "Iron", "Silver", "Platinum"], "b", "Steel's base"),
         ("106", "LOW", "Which fruit is yellow?", ["Banana", "Plum", "Grape", "Cherry"], "a", "Monkeys eat it"),
         ("107", "LOW", "Which shape has three sides?", ["Square", "Circle", "Triangle", "Oval"], "c", "Tri"),
         ("108", "HIGH", "Which gas do we breathe?", ["Neon", "Oxygen", "Argon", "Xenon"], "b", "O")]


def _game(closing: bool = True) -> str:
    out: list[str] = []
    for ident, level, stem, choices, key, hint in _GAME:
        tail = [key, f"Hint: {hint}"] if closing else [key]
        head = [] if closing else [f"Hint: {hint}"]
        out += [*head, ident, level, stem, *(f"{chr(97 + k)}) {c}" for k, c in enumerate(choices)), *tail]
    return "\n".join(out)


def test_a_key_closing_every_record_cuts_after_it(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _game(), "quiz.txt")
    assert rows_of(deck) == [(s, c, ["abcd".index(k)]) for _, _, s, c, k, _ in _GAME], said
    assert [q.explanation for q in deck.questions] == [h for *_, h in _GAME]
    assert [q.tags for q in deck.questions] == [[lv] for _, lv, *_ in _GAME]


def test_a_key_opening_every_record_is_no_closing_one() -> None:
    from quizdeck.importers.closingkeys import closing
    from quizdeck.importers.layout import _records
    lines = classify(_game(closing=False).splitlines())
    shape = lines[0].shape
    at = {i for i, ln in enumerate(lines) if ln.shape == shape}
    assert not closing(_records(lines, at.__contains__), shape)
    lines = classify(_game().splitlines())
    shape = next(ln.shape for ln in lines if ln.raw.startswith("Hint:"))
    at = {i for i, ln in enumerate(lines) if ln.shape == shape}
    assert closing(_records(lines, at.__contains__), shape)


def test_level_words_a_tag_only_when_few_and_repeated() -> None:
    from quizdeck.importers.leveltags import levelled
    assert levelled([["LOW", "Which?"], ["HIGH", "Why?"], ["LOW", "Who?"], ["HARD", "When?"], ["LOW", "How?"],
                     ["HIGH", "Where?"]])
    assert not levelled([["Paris", "Which?"], ["Rome", "Why?"], ["Oslo", "Who?"], ["Bern", "When?"]])


_SIGNED = [("How many cases has Georgian?", ["5", "7", "8", "9"], 1, "Seven cases."),
           ("Which language is not Dravidian?", ["Tamil", "Telugu", "Marathi", "Kannada"], 2, "Marathi is Indo-Aryan."),
           ("Which family holds Cree?", ["Algonquian", "Iroquoian", "Siouan", "Athabaskan"], 0, "Algonquian."),
           ("Which script is Korean's?", ["Kana", "Hangul", "Hanzi", "Thai"], 1, "Hangul.")]


def _signed(bullet: str = "-", closer: str = "=") -> str:
    out: list[str] = []
    for stem, choices, right, why in _SIGNED:
        out += ["<quiz>", stem]
        out += [f"{bullet}*{c}" if k == right else (f"{bullet} {c}" if k == 3 else f"{bullet}{c}")
                for k, c in enumerate(choices)]
        out += [f"{closer}{why}", ""]
    return "\n".join(out)


def test_signed_choices_a_marked_one_and_a_signed_explanation(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _signed(), "quiz.txt")
    assert rows_of(deck) == [(s, c, [r]) for s, c, r, _ in _SIGNED], said
    assert [q.explanation for q in deck.questions] == [w for *_, w in _SIGNED]


def test_a_last_line_of_the_choices_sign_is_a_choice() -> None:
    from quizdeck.importers.signedruns import learn
    assert learn([["-5", "-*7", "-8", "=Seven."], ["-a", "-b", "-*c", "=C."]]) is not None
    assert learn([["-5", "-*7", "-8", "-9"], ["-a", "-b", "-*c", "-d"]]) is None   # no other sign closes them


def test_a_record_s_id_line_taken_as_its_field_starts_it_as_the_others() -> None:
    from quizdeck.importers.layout import _Learner, _records
    raws: list[str] = []
    for q, choices in _LINES:
        raws += ["type:single", q, *choices[:3], "1"]
    lines = classify(raws)
    key = lines[0].shape
    readings = _Learner(_records(lines, {i for i, ln in enumerate(lines) if ln.shape == key}.__contains__)).read()
    assert all(r.sound for r in readings), [r.problems for r in readings]
    assert [r.fields[0].raw for r in readings] == ["type:single"] * len(_LINES)


def test_a_header_over_the_question_is_no_id() -> None:
    from quizdeck.importers.layout import _Learner, _records
    raws: list[str] = []
    for n, (q, choices) in enumerate(_LINES, start=1):
        raws += [f"## Problem {n}", q, *choices[:3], "**A.** x"]
    lines = classify(raws)
    key = lines[0].shape
    readings = _Learner(_records(lines, {i for i, ln in enumerate(lines) if ln.shape == key}.__contains__)).read()
    assert not any(r.sound for r in readings)   # its answer line read as a fourth choice: the cut is said wrong


def test_headings_ending_most_records_are_the_file_s_not_a_section_s() -> None:
    from quizdeck.importers.layout import _Learner, _records
    graded = classify(_graded().splitlines())
    at = {i for i, ln in enumerate(graded) if ln.raw.endswith(".") and ln.raw[:-1].isdigit()}
    assert _Learner(_records(graded, at.__contains__)).sectioned   # "# Part 2" under a part's last question
    raws: list[str] = []
    for q, choices in _LINES:
        raws += [q, "", *choices, "## Slide", ""]
    lines = classify(raws)
    starts = {i for i, ln in enumerate(lines) if ln.raw in {q for q, _ in _LINES}}
    assert not _Learner(_records(lines, starts.__contains__)).sectioned   # every record ends so: the layout's
