"""Session 27's leftovers of the sessions before, each a general rule, with inputs written here in languages the banks
do not use:

* a question under a heading that only says "Question" (``### Question:``, or the word the file numbers its
  questions with, ``### Pytanie:`` where ``## Pytanie 1``, ``## Pytanie 2``... number them), its choices under a
  heading of their own at the same level (``### Options``): the options heading is the question's, not a question
  of its own (the question's heading was dropped as furniture, its text read as the description or into the text);
* an emphasis closing a choice's text (``Wax from *flowers*``) in a file that marks its right choices with a star
  glued on (``Honey*``): the emphasis's closing star is its text, not a mark;
* the same wrong choices offered again in every question (tells' "kept mark"): the end of a choice written the
  same in every question is that choice, not a mark kept in it; between marks standing on as many questions, the
  one on more right choices is named;
* an answer heading with a status sign after its word, as a graded copy writes it (``### Answer 🍋`` beside
  ``### Answer ✅``): an answer heading, its letters on the lines below (the sign no part of the answer).
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

#: a small quiz in Polish: question, choices, the right one
QUIZ_PL = [
    ("Jaka jest stolica Polski?", ["Kraków", "Warszawa", "Gdańsk"], 1),
    ("Ile nóg ma pająk?", ["sześć", "osiem", "dziesięć"], 1),
    ("Która rzeka przepływa przez Wrocław?", ["Odra", "Wisła", "Warta"], 0),
    ("Jaki kolor powstaje z niebieskiego i żółtego?", ["fioletowy", "brązowy", "zielony"], 2),
]


def _headed(head: str, sub: str) -> str:
    """Each question under ``head`` (``{n}``: its number; empty: none), its text under ``sub``, its choices under
    ``### Options`` at ``sub``'s level, its answer on a bold line."""
    level = sub.split(" ", 1)[0]
    out = ["# Quiz z geografii", ""]
    for n, (q, cs, right) in enumerate(QUIZ_PL, 1):
        out += [head.format(n=n), ""] if head else []
        out += [sub.format(n=n), "", q, "", f"{level} Options", ""]
        out += [f"- {'ABC'[j]}. {c}" for j, c in enumerate(cs)]
        out += ["", f"**Odpowiedź:** {'ABC'[right]}", ""]
    return "\n".join(out)


def test_an_options_heading_under_a_question_heading_of_its_level_is_that_questions(tmp_path: Path) -> None:
    want = [(q, cs, [r]) for q, cs, r in QUIZ_PL]
    for head, sub in (("", "### Question:"), ("", "#### Question {n}:"), ("## Pytanie {n}", "### Pytanie:")):
        for name in ("quiz.md", "quiz.txt"):
            if name == "quiz.txt" and head:
                continue   # (a word the file numbers with is learnt from Markdown's headings)
            deck, said = read_said(tmp_path, _headed(head, sub), name)
            assert rows_of(deck) == want, (head, sub, name, said)


def test_an_emphasis_closing_a_choice_is_its_text_where_a_glued_star_marks_the_right_one(tmp_path: Path) -> None:
    text = "\n".join([
        "1. Jaka jest stolica Polski?", "a) Warszawa*", "b) Kraków, *dawna* stolica", "c) Gdańsk", "",
        "2. Ile nóg ma pająk?", "a) sześć", "b) osiem*", "c) tyle co *mrówka*", "",
        "3. Który metal jest płynny?", "a) żelazo", "b) złoto", "c) rtęć*", "",
        "4. Co robią pszczoły?", "a) miód*", "b) wosk z *kwiatów*", "c) jedwab", "",
    ])
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == [
        ("Jaka jest stolica Polski?", ["Warszawa", "Kraków, *dawna* stolica", "Gdańsk"], [0]),
        ("Ile nóg ma pająk?", ["sześć", "osiem", "tyle co *mrówka*"], [1]),
        ("Który metal jest płynny?", ["żelazo", "złoto", "rtęć"], [2]),
        ("Co robią pszczoły?", ["miód", "wosk z *kwiatów*", "jedwab"], [0]),
    ], said
    # a star glued after a text that opens no emphasis is still the mark: "*dawna* stolica*"
    marked = text.replace("b) osiem*", "b) osiem *dokładnie* osiem*")
    deck, said = read_said(tmp_path, marked, "quiz.txt")
    assert rows_of(deck)[1] == ("Ile nóg ma pająk?", ["sześć", "osiem *dokładnie* osiem", "tyle co *mrówka*"], [1])


#: wrong choices every question offers again, word for word
AGAIN = ["To ograniczenie wyłącznie bardzo starych języków interpretowanych, bez związku z nowoczesnym sprzętem.",
         "Ten paradygmat porzucono, bo procesor pracuje dziś na doskonale abstrakcyjnych magistralach.",
         "Podproces działa równolegle w sposób czysto abstrakcyjny, zwalniając jądro z kolejek."]


def test_the_same_wrong_choices_in_every_question_are_no_mark_kept(tmp_path: Path) -> None:
    rights = ["Żaden program nie wie, w której fizycznej komórce pamięci leżą jego dane.",
              "Bufor TLB trzyma ostatnie tłumaczenia adresów wirtualnych na fizyczne.",
              "Przeglądanie tablicy w złej kolejności psuje pamięć podręczną i bufor TLB.",
              "Wskaźnik w programie zawsze trzyma adres wirtualny, nie fizyczny.",
              "Stronicowanie pozwala uruchomić program większy niż pamięć operacyjna."]
    out = ["# Pamięć wirtualna", ""]
    for n, right in enumerate(rights, 1):
        out += [f"{n}. Które zdanie o pamięci wirtualnej jest prawdziwe (część {n})?", ""]
        out += [f"    - [x] {right}", *[f"    - [ ] {c}" for c in AGAIN], ""]
    deck, said = read_said(tmp_path, "\n".join(out), "quiz.md")
    assert [q.answer for q in deck.questions] == [[0]] * 5
    assert not [m for m in said if "questions have one choice" in m], said


def test_of_two_marks_kept_on_as_many_questions_the_one_on_the_right_choices_is_named() -> None:
    from quizdeck.core.diagnostics import Diagnostics, Pos
    from quizdeck.importers.base import Source
    from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
    from quizdeck.importers.tells import tell

    lines: list[str] = []
    deck = ImportedDeck("quiz", "quiz", "quiz.txt")
    for n, (q, cs, right) in enumerate(QUIZ_PL, 1):
        # the first choice ends "stare wydanie" (an old edition's note), the right one "dobra decyzja"
        texts = [f"{c} stare wydanie" if j == 0 and j != right else f"{c} dobra decyzja" if j == right else c
                 for j, c in enumerate(cs)]
        if right == 0:
            texts[1] = f"{cs[1]} stare wydanie"
        first = len(lines) + 1
        lines += [f"{n}. {q}", *texts, ""]
        question = ImportedQuestion(Pos("quiz.txt", first), q, [ImportedChoice(t) for t in texts], [right])
        question.use(first, len(lines) - 1)
        deck.questions.append(question)
    diags = Diagnostics()
    tell(deck, Source("quiz.txt", "quiz.txt", "\n".join(lines)), diags)
    said = [d.message for d in diags.items if "questions have one choice" in d.message]
    assert len(said) == 1 and "'dobra decyzja', the right one in 4 of them" in said[0], said


def test_an_answer_heading_with_a_status_sign_after_its_word_is_an_answer_heading(tmp_path: Path) -> None:
    out = ["# Zadanie domowe 8", ""]
    rights = [[0, 2], [1], [1, 2], [2]]
    for n, ((q, cs, _), right) in enumerate(zip(QUIZ_PL, rights, strict=True), 1):
        out += [f"## {n}.", "", q, ""]
        for j, c in enumerate(cs):
            out += [f"{'ABC'[j]}.", c, ""]
        out += [f"### Answer {'✅' if n % 2 else '🍋'}", "", *["ABC"[r] for r in right], ""]
    deck, said = read_said(tmp_path, "\n".join(out), "quiz.md")
    assert rows_of(deck) == [(q, cs, r) for (q, cs, _), r in zip(QUIZ_PL, rights, strict=True)], said
