"""Review 29b's findings 9-13 and 15 (fd6201e's Markdown passes, 7e66a6e's nested lists), each in the shape the
review met, in other words than its own:

9. a question about one of something (``1 litre of water weighs …``) keeps its ``1``, in every format;
10. a fence's info string with a file name (``python:main.py``) or attributes (``python {linenos=table}``) stays an
    info string; the code glued to a fence's opening is split and counted among what was mended;
11. multiple-choice questions under ``## Fill in the blanks`` (choices, an answer naming one) are kept;
12. a heading that asks over a paragraph of context is the question, in a file whose other headings are topics;
13. a key whose sub-headings repeat the page's parts joins by part and number; a number two questions hold is said;
    a key's explanation stops at a heading; the reader's "gives no answer" is taken back for the answered;
15. in a chapter of nested-choice questions, a top-level item that asks is no note blanked silently.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.mdgluedopens import unglued
from quizdeck.importers.mdtopictitles import judges
from tests.conftest import read, read_said, rows_of

# -- 9 ------------------------------------------------------------------------------------------------------------
_ONES = [("1 litre of water weighs how many kilograms?", ["1", "0.5", "2"], 0),
         ("1 byte holds how many bits?", ["4", "8", "16"], 1),
         ("1 kilometre is how many metres?", ["100", "10", "1000"], 2),
         ("1 hour holds how many seconds?", ["3600", "60", "600"], 0)]


def test_a_question_about_one_of_something_keeps_its_one(tmp_path: Path) -> None:
    gift = "\n\n".join(f"::Q{n}:: {q} {{{' '.join(('=' if k == a else '~') + c for k, c in enumerate(cs))}}}"
                       for n, (q, cs, a) in enumerate(_ONES, start=1))
    text = "\n\n".join(f"{n}. {q}\n" + "\n".join(f"{'ABC'[k]}. {c}" for k, c in enumerate(cs))
                       + f"\nAnswer: {'ABC'[a]}" for n, (q, cs, a) in enumerate(_ONES, start=1))
    sheet = "question,a,b,c,answer\n" + "\n".join(f"{q},{','.join(cs)},{'ABC'[a]}" for q, cs, a in _ONES)
    for source, name in ((gift, "units.gift"), (text, "units.txt"), (sheet, "units.csv")):
        deck, _ = read(tmp_path, source, name)
        assert [q.text for q in deck.questions] == [q for q, _, _ in _ONES], (name, rows_of(deck))
        assert not any("running number" in m for m in deck.mended), (name, deck.mended)


def test_running_numbers_still_come_off(tmp_path: Path) -> None:
    text = "\n\n".join(f"{n} {q}\nA. {cs[0]}\nB. {cs[1]}\nC. {cs[2]}\nAnswer: {'ABC'[a]}"
                       for n, (q, cs, a) in enumerate([(q.replace("1 ", "One ", 1), cs, a) for q, cs, a in _ONES],
                                                      start=1))
    deck, _ = read(tmp_path, text, "units.txt")
    assert [q.text.split()[0] for q in deck.questions] == ["One"] * 4, rows_of(deck)
    assert any("running number" in m and "4 question" in m for m in deck.mended), deck.mended


# -- 10 -----------------------------------------------------------------------------------------------------------
def test_an_info_string_with_a_file_name_or_attributes_stays_one() -> None:
    for info in ("ruby:app.rb", "js:title=index.js", "go {linenos=table,hl_lines=[3]}", "toml [file: cfg.toml]",
                 ".net", "1c"):
        code = f"```{info}\nx = 1\n```"
        assert unglued(code) == code, info
    for info in ("#include <math.h>", "struct { int y; }", "std::vector<int> v;", "int y = 2;"):
        assert unglued(f"```{info}\n```").split("\n")[:2] == ["```", info], info


def test_a_fence_with_a_file_name_keeps_its_code_and_a_split_is_counted(tmp_path: Path) -> None:
    blocks = [("ruby:app.rb", "puts [1, 2].sum", "3"), ("ruby:app.rb", "puts 'ab' * 2", "abab"),
              ("ruby {linenos=table,hl_lines=[1]}", "puts 7 / 2", "3")]
    text = "\n\n".join(
        f"## {n}. What does it print?\n\n```{info}\n{code}\n```\n\n- A. {right}\n- B. nil\n- C. an error\n\n"
        f"**Answer:** A" for n, (info, code, right) in enumerate(blocks, start=1))
    deck, _ = read(tmp_path, text, "ruby.md")
    assert [q.text.split("\n")[2:4] for q in deck.questions] == [[f"```{i}", c] for i, c, _ in blocks], rows_of(deck)
    assert not any("fence" in m for m in deck.mended), deck.mended
    deck, _ = read(tmp_path, text.replace("```ruby:app.rb\nputs 'ab' * 2", "```puts 'ab' * 2"), "ruby.md")
    assert deck.questions[1].text.split("\n")[2:4] == ["```", "puts 'ab' * 2"], rows_of(deck)
    assert any("the code glued onto 1 opening fence" in m for m in deck.mended), deck.mended


# -- 11 -----------------------------------------------------------------------------------------------------------
def test_choices_under_fill_in_the_blanks_are_multiple_choice(tmp_path: Path) -> None:
    text = "\n".join([
        "## Multiple choice", "",
        "1. Which organ pumps blood?", "   a) Lung", "   b) Heart", "   c) Liver", "", "   **Answer:** b", "",
        "2. Which planet is largest?", "   a) Jupiter", "   b) Mars", "   c) Venus", "", "   **Answer:** a", "",
        "## Fill in the blanks", "",
        "3. Plants make food in the ______.", "   a) roots", "   b) leaves", "   c) stems", "", "   **Answer:** b",
        "",
        "4. Ice melts at ______ degrees Celsius.", "   a) 10", "   b) 100", "   c) 0", "", "   **Answer:** c", "",
        "## Short answer", "",
        "5. Explain why the sky is blue.", "   a) in one line", "   b) with a drawing", ""])
    deck, said = read_said(tmp_path, text, "science.md")
    assert [a for _, _, a in rows_of(deck)] == [[1], [0], [1], [2]], (rows_of(deck), said)
    assert any("'## Short answer'" in s and "not multiple choice" in s for s in said), said
    assert not any("'## Fill in the blanks'" in s for s in said), said


# -- 12 -----------------------------------------------------------------------------------------------------------
def test_a_heading_that_asks_over_context_is_the_question(tmp_path: Path) -> None:
    topics = [("Loops", "Which keyword leaves a loop early?", ["break", "stop", "exit"]),
              ("Functions", "Which keyword defines a function?", ["def", "fun", "function"]),
              ("Modules", "Which keyword loads a module?", ["import", "load", "use"]),
              ("Classes", "Which keyword defines a class?", ["class", "type", "struct"])]
    parts = [f"## {n}. {t}\n{q}\n\n" + "\n".join(f"- {'ABC'[k]}) {c}" for k, c in enumerate(cs))
             + "\n\n**Answer:** A" for n, (t, q, cs) in enumerate(topics, start=1)]
    asked = "Which structure has the fastest lookup by key?"
    context = "You keep ten thousand phone numbers, each under a name, and look them up all day."
    parts.append(f"## 5. {asked}\n{context}\n\n- A) list\n- B) dict\n- C) tuple\n\n**Answer:** B")
    deck, _ = read(tmp_path, "# Python\n\n" + "\n\n".join(parts), "py.md")
    assert [q.text for q in deck.questions] == [q for _, q, _ in topics] + [f"{asked}\n{context}"], rows_of(deck)


def test_a_true_false_pair_is_judged() -> None:
    assert judges(["Wahr", "Falsch"]) and judges(["**True**", "False"]) and judges(["No", "Yes"])
    assert not judges(["True", "True"]) and not judges(["2", "3"]) and not judges(["Yes", "No", "Maybe"])


# -- 13 -----------------------------------------------------------------------------------------------------------
def _two_parts(key_parts: bool) -> str:
    lines = ["# Quiz", ""]
    qs = {"History": [("Year of the Moon landing?", ["1969", "1959", "1979"]),
                      ("First emperor of Rome?", ["Nero", "Augustus", "Caesar"])],
          "Chemistry": [("Symbol of gold?", ["Ag", "Au", "Gd"]), ("Water's formula?", ["H2O", "CO2", "O2"])]}
    for n, (part, items) in enumerate(qs.items(), start=1):
        lines += [f"## Part {n}: {part}", ""]
        for k, (q, cs) in enumerate(items, start=1):
            lines += [f"### Question {k}", q, ""] + [f"- {'ABC'[j]}) {c}" for j, c in enumerate(cs)] + [""]
    lines += ["## Answer Key", ""]
    keys = {"History": [("A", "Apollo 11."), ("B", "In 27 BC.")], "Chemistry": [("B", "Aurum."), ("A", "Two H.")]}
    for n, (part, answers) in enumerate(keys.items(), start=1):
        if key_parts:
            lines += [f"### Part {n}: {part}", ""]
        for k, (a, why) in enumerate(answers, start=1):
            lines += [f"**Question {k}**", "", f"**Answer**: {a}", "", why, ""]
    return "\n".join(lines)


def test_a_key_in_the_pages_parts_joins_by_part_and_number(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _two_parts(True), "parts.md")
    assert [a for _, _, a in rows_of(deck)] == [[0], [1], [1], [0]], (rows_of(deck), said)
    assert [q.explanation for q in deck.questions] == ["Apollo 11.", "In 27 BC.", "Aurum.", "Two H."], said
    assert not any("gives no answer" in s or "not the one the question itself marks" in s for s in said), said


def test_a_number_two_questions_hold_is_said_not_joined(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _two_parts(False), "parts.md")
    assert [a for _, _, a in rows_of(deck)] == [None] * 4, rows_of(deck)
    assert sum("which 2 questions above are numbered" in s for s in said) == 4, said


# -- 15 -----------------------------------------------------------------------------------------------------------
def test_a_top_level_item_that_asks_is_no_note(tmp_path: Path) -> None:
    text = "\n".join([
        "## Chapter 2", "",
        "- Which gas do plants take in?", "  - oxygen", "  - **carbon dioxide**", "  - helium",
        "- Which planet is called red?", "  - Venus", "  - **Mars**", "  - Saturn",
        "- Which metal is liquid at room temperature?", "  - iron", "  - **mercury**", "  - tin",
        "- Photosynthesis happens in the **chloroplast**",
        "- Which organ filters blood? (a) heart (b) **kidney** (c) lung", ""])
    deck, said = read_said(tmp_path, text, "bio.md")
    assert [a for _, _, a in rows_of(deck)][:3] == [[1], [1], [1]], rows_of(deck)
    assert any(":16:" in s for s in said), said     # the item that asks is said at its line, not blanked
    assert all("Photosynthesis" not in q.text and "Photosynthesis" not in (q.explanation or "")
               for q in deck.questions)   # a note stays out


# -- one rule of running numbers (runningnumbers, read by slippednumbers; starred numbers there too) ---------------
def test_one_module_says_when_numbers_run_on() -> None:
    from quizdeck.importers import runningnumbers, slippednumbers

    assert vars(slippednumbers)["goes_on"] is runningnumbers.goes_on
    assert vars(slippednumbers)["LEAST"] == runningnumbers.LEAST
    assert runningnumbers.goes_on(4, 5) and runningnumbers.goes_on(7, 1) and runningnumbers.goes_on(1, 1, True)
    assert not runningnumbers.goes_on(1, 1) and not runningnumbers.goes_on(3, 5) and not runningnumbers.goes_on(2, 2)
    assert slippednumbers._runs(None, 1, 2) and not slippednumbers._runs(1, 1, None)


def test_a_starred_number_of_its_place_is_taken_off(tmp_path: Path) -> None:
    text = "\n\n".join(f"{n}*. {q}\nA. {cs[0]}\nB. {cs[1]}\nC. {cs[2]}\nAnswer: {'ABC'[a]}"
                       for n, (q, cs, a) in enumerate(_ONES, start=1))
    deck, _ = read(tmp_path, text, "starred.txt")
    assert [q.text for q in deck.questions] == [q for q, _, _ in _ONES], rows_of(deck)


def test_a_keys_explanation_under_its_own_heading_is_kept_without_it(tmp_path: Path) -> None:
    qs = [("Largest ocean?", ["Pacific", "Indian", "Arctic"], 0, "It covers a third of the Earth."),
          ("Longest river?", ["Danube", "Nile", "Rhine"], 1, "About 6,650 km."),
          ("Highest mountain?", ["Alps", "Andes", "Everest"], 2, "8,849 m above the sea.")]
    lines = ["# Geography", ""]
    for n, (q, cs, _, _) in enumerate(qs, start=1):
        lines += [f"### Question {n}", q, ""] + [f"- {'ABC'[k]}) {c}" for k, c in enumerate(cs)] + [""]
    lines += ["## Answer Key", ""]
    for n, (_, _, a, why) in enumerate(qs, start=1):
        lines += [f"### Question {n}", f"**Answer**: {'ABC'[a]}", "", "#### Explanation", why, ""]
    lines += ["### Scoring", "One point each."]
    deck, said = read_said(tmp_path, "\n".join(lines), "geo.md")
    assert [a for _, _, a in rows_of(deck)] == [[0], [1], [2]], (rows_of(deck), said)
    assert [q.explanation for q in deck.questions] == [why for *_, why in qs], said
