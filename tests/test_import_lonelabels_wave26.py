"""A choice whose label or mark stands alone on its line, its content on the line(s) under it, is one choice.

Session 26's class of the lone-label engineer, with inputs written here in languages and wrappings the banks do
not use: a label alone over a line of text, in Markdown and in plain text, in two label forms; a label alone over a
code block (one question is enough: the blocks and the labels' sequence prove it); a sign alone over each choice,
one of two signs on exactly one choice of every question (the right one), the other a dash a Markdown parser
would read as a heading's underline, a third sign alone closing every record a separator; and the sibling: a
choice whose text is itself block markup to Markdown (a lone heading sign, a dash pair making a thematic break)
inside a run of list items is the choice's text.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.lonelabels import joined
from quizdeck.importers.mdinline import fenced_lines
from tests.conftest import read_said, rows_of

#: a small quiz in Polish: question, choices, the right one
QUIZ_PL = [
    ("Jaka jest stolica Polski?", ["Kraków", "Warszawa", "Gdańsk", "Poznań"], 1),
    ("Ile nóg ma pająk?", ["sześć", "cztery", "osiem", "dziesięć"], 2),
    ("Która rzeka przepływa przez Wrocław?", ["Odra", "Wisła", "Warta", "Bug"], 0),
    ("Jaki kolor powstaje z niebieskiego i żółtego?", ["fioletowy", "pomarańczowy", "brązowy", "zielony"], 3),
]


def _lone(form: str) -> str:
    """Each choice's label alone on its line (``form`` with ``{l}``: the letter), its text on the next line."""
    out: list[str] = []
    for n, (q, cs, right) in enumerate(QUIZ_PL, 1):
        out += [f"{n}. {q}", ""]
        for j, c in enumerate(cs):
            out += [form.format(l="abcd"[j]), c, ""]
        out += [f"Odpowiedź: {'ABCD'[right]}", ""]
    return "\n".join(out)


def test_a_label_alone_over_its_text_is_one_choice_in_markdown_and_in_plain_text(tmp_path: Path) -> None:
    for form in ("{l})", "({l})"):
        for name in ("quiz.md", "quiz.txt"):
            deck, _ = read_said(tmp_path, _lone(form), name)
            assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in QUIZ_PL], (form, name)


def test_a_label_alone_once_or_a_number_over_each_question_is_left_as_written() -> None:
    once = ["Pytanie?", "", "A.", "tak", "", "B.", "nie", ""]
    assert joined(once, fenced_lines(once)) is None   # one run of two: nothing proves it
    numbered = []
    for n, (q, cs, _) in enumerate(QUIZ_PL, 1):
        numbered += [f"{n}.", q, "", *[f"- {c}" for c in cs], ""]
    assert joined(numbered, fenced_lines(numbered)) is None   # 1., 2., 3.: questions, the sequence never restarts


def test_a_label_alone_over_a_code_block_is_a_choice_whose_text_is_the_block(tmp_path: Path) -> None:
    text = "\n".join([
        "### Aufgabe 1", "", "Welcher Befehl listet alle Dateien auf, auch die versteckten?", "",
        "A:", "```sh", "ls -a", "```", "",
        "B:", "```sh", "ls -l", "```", "",
        "C:", "```sh", "ls -R", "```", "",
        "D:", "keiner davon", "",
        "Lösung: A", "",
        "### Aufgabe 2", "", "Was ist die Hauptstadt von Österreich?", "",
        "- Wien", "- Graz", "- Linz", "",
        "Lösung: Wien", "",
    ])
    deck, said = read_said(tmp_path, text, "quiz.md")
    first = deck.questions[0]
    assert [c.text for c in first.choices] == ["```sh\nls -a\n```", "```sh\nls -l\n```", "```sh\nls -R\n```",
                                              "keiner davon"]
    assert first.answer == [0]
    assert len(deck.questions) == 2
    assert not any("no label" in s for s in said)


#: a small quiz in Turkish: question, choices, the right one
QUIZ_TR = [
    ("Türkiye'nin başkenti neresidir?", ["İstanbul", "Ankara", "İzmir"], 1),
    ("Bir haftada kaç gün vardır?", ["yedi", "beş", "on"], 0),
    ("Hangisi bir meyvedir?", ["havuç", "patates", "elma"], 2),
    ("Suyun kaynama noktası kaç derecedir?", ["50", "100"], 1),
]


def test_a_sign_alone_over_each_choice_one_sign_on_the_right_one_of_every_question(tmp_path: Path) -> None:
    # "-" alone under a line of text is a heading's underline to Markdown: the signs are read before any parser
    out: list[str] = []
    for q, cs, right in QUIZ_TR:
        out += [f"? {q}", ""]
        for j, c in enumerate(cs):
            out += ["+" if j == right else "-", c, ""]
        out += ["=", ""]
    for name in ("quiz.md", "quiz.txt"):
        deck, _ = read_said(tmp_path, "\n".join(out), name)
        assert [[c.text for c in q.choices] for q in deck.questions] == [cs for _, cs, _ in QUIZ_TR], name
        assert [q.answer for q in deck.questions] == [[r] for _, _, r in QUIZ_TR], name
        assert not any(q.explanation and "=" in q.explanation for q in deck.questions), name   # "=": a record's end


def test_a_choice_that_is_block_markup_in_a_run_of_items_is_the_choice_s_text(tmp_path: Path) -> None:
    # "- #" is an empty heading in a list item to markdown-it, "- --" a thematic break: both choices here (Hungarian)
    text = "\n".join([
        "Melyik jel kezd megjegyzést egy Bash szkriptben?", "- #", "- //", "- ;", "",
        "Melyik operátor a kivonás?", "- +", "- -", "- *", "",
        "Mivel kezdődik egy SQL megjegyzés?", "- //", "- %", "- --", "",
        "Hány bájt egy kilobájt?", "- 1000", "- 1024", "- 512", "",
    ])
    deck, said = read_said(tmp_path, text, "kviz.md")
    assert [[c.text for c in q.choices] for q in deck.questions] == [
        ["#", "//", ";"], ["+", "-", "*"], ["//", "%", "--"], ["1000", "1024", "512"]]
    assert not any("placeholder" in s for s in said)
