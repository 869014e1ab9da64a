"""A choice's text that runs past its own line is the choice's, never something else read in silence.

Session 26's class of the continued-choice engineer, with inputs written here in languages and wrappings the banks
do not use: rows with no label between one choice and the next label go on with the choice (the run does not end
there); a list item's row flush left under it, the next item below it, goes on with the item (no new question);
a cut choice's tail right below the last choice, or a blank line below it, goes on with it in a file whose other
questions hold nothing there, and stays the explanation (with a warning at its line) in a file whose others
explain there.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

#: Polish questions: text, choices (the third wrapped after its first words), the wrapped choice's two halves
QUIZ_PL = [
    ("Która rzeka przepływa przez Kraków?", ["Odra", "Warta", "Wisła, najdłuższa rzeka", "w całym kraju", "Bug"]),
    ("Ile województw ma Polska?", ["dwanaście", "czternaście", "szesnaście województw od", "reformy z 1999 roku",
                                   "osiemnaście"]),
    ("Jaki kolor ma niebo w dzień?", ["zielony", "czerwony", "niebieski, gdy nie ma", "chmur na niebie", "żółty"]),
]


def _wrapped_rows(break_sign: str) -> str:
    """Lettered choices, the third wrapped onto an unlabelled row (``break_sign`` ends the wrapped line)."""
    out = ["# Quiz", ""]
    for n, (q, cs) in enumerate(QUIZ_PL, 1):
        out += [f"**{n}. {q}**{break_sign}", f"a) {cs[0]}{break_sign}", f"b) {cs[1]}{break_sign}",
                f"c) {cs[2]}{break_sign}", cs[3] + break_sign, f"d) {cs[4]}", ""]
    return "\n".join(out)


def test_rows_between_two_labels_go_on_with_the_choice_above(tmp_path: Path) -> None:
    for sign in (" \\", "  ", ""):
        deck, said = read_said(tmp_path, _wrapped_rows(sign), "q.md")
        rows = rows_of(deck)
        assert len(rows) == 3, sign
        for (text, choices, _), (q, cs) in zip(rows, QUIZ_PL, strict=True):
            assert q in text
            assert choices == [cs[0], cs[1], f"{cs[2]} {cs[3]}", cs[4]], (sign, choices)
            assert not any(c.rstrip().endswith("\\") for c in choices)
        assert not [d for d in said if "explanation" in d], said


def test_a_list_items_row_flush_left_goes_on_with_the_item(tmp_path: Path) -> None:
    """Dutch, bullets nested under numbered questions: a row flush left under an item, the next item below it."""
    text = "\n".join([
        "1. Welke dieren zijn zoogdieren?",
        "    - [x] de walvis, die in zee leeft maar  ",
        "toch zijn jongen zoogt",
        "    - [ ] de haai",
        "    - [x] de vleermuis",
        "2. Welke steden liggen in Nederland?",
        "    - [x] Utrecht",
        "    - [ ] Antwerpen, een stad die vaak  ",
        "voor Nederlands wordt gehouden",
        "    - [x] Groningen",
        "3. Wat is de hoofdstad van Nederland?",
        "    - [ ] Den Haag",
        "    - [x] Amsterdam",
        "    - [ ] Rotterdam",
        "",
    ])
    deck, _ = read_said(tmp_path, text, "q.md")
    rows = rows_of(deck)
    assert len(rows) == 3, rows
    assert rows[0][1][0] == "de walvis, die in zee leeft maar toch zijn jongen zoogt"
    assert rows[0][2] == [0, 2]
    assert rows[1][1] == ["Utrecht", "Antwerpen, een stad die vaak voor Nederlands wordt gehouden", "Groningen"]
    assert rows[1][2] == [0, 2]


#: Czech questions, bullets; the second's last choice cut by a blank line
_CZ = [
    ("Které město je hlavním městem Česka?", ["Brno", "Praha", "Ostrava"]),
    ("Co znamená zkratka RAM?", ["paměť pouze pro čtení", "procesor počítače", "paměť s náhodným přístupem, do"]),
    ("Kolik nohou má pavouk?", ["šest", "osm", "deset"]),
    ("Která planeta je největší?", ["Jupiter", "Mars", "Země"]),
]


def _cut_tail(explained: bool) -> str:
    """Bullets under plain questions; question 2's last choice cut, its tail a lone lower-case paragraph; with
    ``explained`` every other question explains itself below its choices."""
    out: list[str] = []
    for n, (q, cs) in enumerate(_CZ):
        out += [q, *(f"- {c}" for c in cs), ""]
        if n == 1:
            out += ["které lze zapisovat", ""]
        elif explained:
            out += [f"Vysvětlení: správně je {cs[0]}.", ""]
    return "\n".join(out)


def test_a_cut_last_choices_tail_goes_on_with_it_where_no_question_explains(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _cut_tail(explained=False), "q.md")
    rows = rows_of(deck)
    assert len(rows) == 4
    assert rows[1][1][2] == "paměť s náhodným přístupem, do které lze zapisovat"
    assert deck.questions[1].explanation is None
    assert [d for d in said if ":11:" in d and "choice C's text going on" in d], said


def test_a_cut_last_choices_tail_stays_the_explanation_where_others_explain_with_a_warning(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _cut_tail(explained=True), "q.md")
    rows = rows_of(deck)
    assert len(rows) == 4
    assert rows[1][1][2] == "paměť s náhodným přístupem, do"
    assert deck.questions[1].explanation == "které lze zapisovat"
    assert [d for d in said if ":13:" in d and "reads like choice C's text going on" in d], said


def test_a_cut_tail_goes_on_with_its_choice_where_the_file_wraps_other_choices_so(tmp_path: Path) -> None:
    """Czech with explanations below every question: the tail stays the choice's, as question 1's choice A (its next
    label below it) shows the file wraps its choices over paragraphs."""
    text = _cut_tail(explained=True).replace("- Brno", "a) Brno, které je druhým", 1)
    text = text.replace("- Praha", "\nnejvětším městem\n\nb) Praha", 1).replace("- Ostrava", "c) Ostrava", 1)
    deck, said = read_said(tmp_path, text, "q.md")
    rows = rows_of(deck)
    assert rows[0][1][0] == "Brno, které je druhým největším městem"
    assert rows[1][1][2] == "paměť s náhodným přístupem, do které lze zapisovat"
    assert [d for d in said if "the file wraps other choices so" in d], said


def test_a_cut_tail_right_below_the_last_choice(tmp_path: Path) -> None:
    """Swedish, lettered, no blank line between the cut choice and its tail."""
    text = "\n".join([
        "1. Vilken är Sveriges längsta flod?",
        "A. Dalälven",
        "B. Klarälven, som rinner genom Värmland och",
        "vidare in i Norge",
        "",
        "2. Vad heter Sveriges huvudstad?",
        "A. Göteborg",
        "B. Stockholm",
        "",
        "3. Vilket är Sveriges största landskap?",
        "A. Lappland",
        "B. Skåne",
        "",
    ])
    deck, said = read_said(tmp_path, text, "q.txt")
    rows = rows_of(deck)
    assert len(rows) == 3
    assert rows[0][1] == ["Dalälven", "Klarälven, som rinner genom Värmland och vidare in i Norge"]
    assert [d for d in said if ":4:" in d and "choice B's text going on" in d], said


def test_letters_alone_below_the_choices_are_no_choices_text(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, "\n".join([
        "1. Vilka är nordiska länder?", "a. Norge", "b. Polen", "c. Finland och", "", "a,c", "",
        "2. Vilka är färger?", "a. röd", "b. bord", "c. blå", ""]), "q.txt")
    assert rows_of(deck)[0][1] == ["Norge", "Polen", "Finland och"]
