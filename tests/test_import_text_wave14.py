"""Plain text in the shapes session 13's held-out banks came in, each read by the general rule behind it.

* questions of a fixed number of lines whose file gives no answer (a program keeps them apart): read
  when the questions ask (``?``) and their choices do not, written without answers under a title (a file of nothing
  but them: its FIRST choice taken, said, since session 31);
* a question of a fixed-length file that lists a choice twice is still a question (said at its line),
  its neighbours kept in step;
* a file Windows-1252 reads as letters no one language writes together is read in the Latin code page
  whose letters are one language's (Turkish 1254, Hungarian 1250); Western files stay 1252;
* among bullets of one kind, a text that starts like a label (``• Ж) 0``) is the bullet's text.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.base import Source
from quizdeck.importers.codepages import rather_than_1252
from quizdeck.importers.convert import read_source
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.textquiz import TextQuizReader
from tests.conftest import QUIZ, read_said, rows_of


def _want(n: int = len(QUIZ)) -> list[tuple[str, list[str], list[int]]]:
    return [(q, c, [a]) for q, c, a in QUIZ[:n]]


def test_fixed_records_without_answers_are_read_unanswered(tmp_path: Path) -> None:
    # (session 31: a file of nothing but such records is a quiz app's data, its FIRST choice taken and said, as
    # one-line records and sheets; a title above them keeps them unanswered)
    text = "".join(f"{q}\n" + "".join(f"{c} \n" for c in cs) for q, cs, _ in QUIZ)
    deck, said = read_said(tmp_path, text, "domande.txt")
    assert rows_of(deck) == [(q, c, [0]) for q, c, _ in QUIZ]
    assert any("FIRST choice" in s for s in said), said
    deck, _ = read_said(tmp_path, "Domande di prova\n\n" + text, "domande.txt")
    assert rows_of(deck) == [(q, c, None) for q, c, _ in QUIZ]


def test_fixed_records_without_answers_need_questions_that_ask(tmp_path: Path) -> None:
    lines = "".join(f"{q.rstrip('?')}\n" + "".join(f"{c}\n" for c in cs) for q, cs, _ in QUIZ)
    deck, said = read_said(tmp_path, lines, "notes.txt")     # five lines each, but nothing tells a question
    assert not deck.questions and any("error: no questions found" in s for s in said), said


def test_choices_that_differ_by_punctuation_only_are_two(tmp_path: Path) -> None:
    quiz = [*QUIZ[:5], ("How to comment in C++?", ["With /**/ one line, // more", "With // one line, /**/ more",
                                                   "With #", "With --"], 0), *QUIZ[5:]]
    text = "".join(f"{q}\n" + "".join(f"{c}\n" for c in cs) for q, cs, _ in quiz)
    deck, _ = read_said(tmp_path, text, "domande.txt")
    assert rows_of(deck) == [(q, c, [0]) for q, c, _ in quiz]   # (a quiz app's data: FIRST taken, said; session 31)


def test_a_choice_written_twice_keeps_the_records_in_step(tmp_path: Path) -> None:
    quiz = [(q, list(cs), a) for q, cs, a in QUIZ[:6]]
    quiz[2][1][3] = quiz[2][1][1]        # "Who wrote Hamlet?": the fourth choice the second's again
    text = "".join(f"{q}\n" + "".join(f"{c}\n" for c in cs) + f"{cs[a]}\n" for q, cs, a in quiz)
    deck, said = read_said(tmp_path, text, "pytania.txt")
    assert rows_of(deck) == [(q, cs, [a]) for q, cs, a in quiz]
    assert any(":15:1: warning" in s and "same text" in s for s in said), said


TURKISH = [("Aşağıdakilerden hangisi fıkra ve makale için ortak bir özellik değildir?",
            ["Gazete ve dergilerde yayımlanır.", "Güncel konularda yazılır.", "Görüşler kanıtlanmaya çalışılır.",
             "Düşünce ağırlıklı yazılardır."], 2),
           ("Hangisi gezi yazısı türünde bir eser değildir?",
            ["Seyahatname (Evliya Çelebi)", "Göz Ucuyla Avrupa", "Bizim Akdeniz", "Keşfüz Zünun"], 3),
           ("Türkiye'nin başkenti hangi şehirdir?", ["İstanbul", "Ankara", "İzmir", "Bursa"], 1)]
HUNGARIAN = [("Melyik folyó hosszabb?", ["Tisza", "Körös", "Sió", "Zala"], 0),
             ("Mi a főváros neve?", ["Győr", "Budapest", "Pécs", "Sopron"], 1),
             ("Hány lába van egy póknak?", ["Hat", "Nyolc", "Tíz", "Négy"], 1),
             ("Ki írta a Himnuszt?", ["Petőfi", "Kölcsey", "Arany", "Jókai"], 1),
             ("Milyen színű a fű?", ["Zöld", "Kék", "Sárga", "Fehér"], 0)]


def _numbered(quiz: list[tuple[str, list[str], int]]) -> str:
    return "".join(f"{n}. {q}\n" + "".join(f"{'ABCD'[k]}) {c}\n" for k, c in enumerate(cs)) + "\n"
                   for n, (q, cs, _) in enumerate(quiz, 1))


def test_a_turkish_or_hungarian_code_page_is_not_read_as_western(tmp_path: Path) -> None:
    for quiz, encoding, name in ((TURKISH, "cp1254", "Windows-1254"), (HUNGARIAN, "cp1250", "Windows-1250")):
        source = tmp_path / "sorular.txt"
        source.write_bytes(_numbered(quiz).encode(encoding))
        diags = Diagnostics()
        got = read_source(source, "auto", diags)
        assert got is not None
        assert [(q.text, [c.text for c in q.choices]) for q in got[0].questions] == [(q, cs) for q, cs, _ in quiz]
        said = [d.format() for d in diags.sorted()]
        assert any(f"read as {name}" in s for s in said), said


def test_western_languages_stay_windows_1252() -> None:
    for text in ("Qu'est-ce qu'un éléphant ? Où est la forêt ? Garçon, cœur, naïve, à bientôt.\n" * 3,
                 "Größe, Übung, schön, Straße, Mädchen, für, Bär.\n" * 3,
                 "¿Dónde está la niña? Año, corazón, pingüino, él.\n" * 3,
                 "Ação, coração, você, pão, avó, está, é.\n" * 3):
        assert rather_than_1252(text.encode("cp1252"), "x", Diagnostics()) is None, text


def test_a_bullet_whose_text_starts_as_a_label_among_bullets_is_a_choice() -> None:
    """Hypothesis found ``• Ж) 0`` read as the question (its label Ж alone, no А before it): among bullets of
    one kind, a text that starts like a label is the bullet's text, kept whole; labels in order stay labels."""
    def read(text: str) -> list[tuple[str, list[str]]]:
        deck = ImportedDeck(name="", key="k", origin="o")
        TextQuizReader(Source("quiz.txt", "quiz.txt", text), Diagnostics()).read(deck)
        return [(q.text, [c.text for c in q.choices]) for q in deck.questions]
    assert read("Title\n\n1. W0\n   • Ж) 0\n   • W0\n") == [("W0", ["Ж) 0", "W0"])]
    assert read("Title\n\n1. What?\n   - A) 0\n   - W0\n   - W1\n") == [("What?", ["A) 0", "W0", "W1"])]
    assert read("Title\n\n1. What?\n   - W1\n   - Ж) 0\n") == [("What?", ["W1", "Ж) 0"])]
    assert read("Title\n\n1. What?\n   - A) x\n   - B) y\n   - C) z\n") == [("What?", ["x", "y", "z"])]


def test_one_line_records_split_by_a_hyphen_with_the_answer_as_text(tmp_path: Path) -> None:
    """A question's fields on one line apart by ``-`` (``Capital?-Ankara-İstanbul-İzmir-Samsun-Ankara``):
    any separator the file repeats as often on every line, the answer naming a choice, holds the records."""
    text = "".join(f"{q}-" + "-".join(cs) + f"-{cs[a]}\n" for q, cs, a in QUIZ)
    deck, _ = read_said(tmp_path, text, "sorular.txt")
    assert rows_of(deck) == _want()


def test_hyphens_in_prose_and_in_choices_are_no_records(tmp_path: Path) -> None:
    text = "".join(f"{n}. {q}\na) {cs[0]}-like\nb) {cs[1]}\nc) {cs[2]}\nd) {cs[3]}\nAnswer: {'abcd'[a]}\n\n"
                   for n, (q, cs, a) in enumerate(QUIZ, 1))
    deck, _ = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == [(q, [f"{cs[0]}-like", *cs[1:]], [a]) for q, cs, a in QUIZ]


def test_tags_that_hold_the_records_number_are_its_labels_not_html(tmp_path: Path) -> None:
    """``<soru-1>text`` over ``<a-1> x`` … ``<d-1> w``: a tag whose name holds a number is no HTML (``h1`` is):
    a key with the question's number before its text, a letter with it before each choice."""
    text = "\ufeff\n" + "".join(f"  <q-{n}>{q}\n" + "".join(f"    <{'abcd'[k]}-{n}> {c}\n" for k, c in enumerate(cs))
                                 for n, (q, cs, _) in enumerate(QUIZ, 1))
    deck, _ = read_said(tmp_path, text, "sorular.txt")
    assert rows_of(deck) == [(q, c, None) for q, c, _ in QUIZ]
    assert [q.id for q in deck.questions][:2] == ["q1", "q2"]


def test_a_question_field_whose_label_closes_its_bold_and_a_french_answers_label(tmp_path: Path) -> None:
    """``**Question :**`` alone on its line (a space before the colon): its closing bold is no text; the text is
    the line below. ``**Réponses :**`` alone over the list announces the choices, as ``**Options:**`` does."""
    text = "".join(f"### QCM\n**Question :**\n{q}\n\n**Réponses :**\n" + "".join(
        f"- {c}{' *' if k == a else ''}  \n" for k, c in enumerate(cs)) + "\n---\n\n" for q, cs, a in QUIZ[:5])
    deck, _ = read_said(tmp_path, text, "qcm.md")
    assert rows_of(deck) == _want(5)


def test_choices_apart_by_case_only_are_two_in_fixed_records(tmp_path: Path) -> None:
    """``String`` and ``string`` (two types of a language) are two choices: a record that holds both is read."""
    quiz = [(q, list(cs), a) for q, cs, a in QUIZ[:6]]
    quiz[3] = ("Which type stores text?", ["Var", "Chars", "String", "string"], 2)
    text = "".join(f"{q}\n" + "".join(f"{c}\n" for c in cs) + f"{'ABCD'[a]}\n" for q, cs, a in quiz)
    deck, _ = read_said(tmp_path, text, "sorular.txt")
    assert rows_of(deck) == [(q, cs, [a]) for q, cs, a in quiz]


def test_an_answer_section_repeat_answers_the_question_whose_choice_it_repeats(tmp_path: Path) -> None:
    """Two items carry the number 1 (an instructions list's, the quiz's): the repeat ``1. B) Paris`` under the
    answers' heading answers the one whose choice B reads ``Paris``, not the first."""
    quiz = QUIZ[:4]
    text = ("# Quiz\n\n### Instructions\n\n1. Answer every question\n   - Example: pick one\n   - Example: or two\n\n"
            "2. Do not look up the answers\n   - Only think\n   - Then pick\n\n### Questions\n\n"
            + "".join(f"{n}. {q}\n" + "".join(f"   - {'ABCD'[k]}) {c}\n" for k, c in enumerate(cs)) + "\n"
                      for n, (q, cs, _) in enumerate(quiz, 1))
            + "### Correct Answers\n" + "".join(f"{n}. {'ABCD'[a]}) {cs[a]}\n" for n, (_, cs, a) in enumerate(quiz, 1)))
    deck, _ = read_said(tmp_path, text, "quiz.md")
    got = {q.text: q.answer for q in deck.questions}
    assert [got.get(q) for q, _, _ in quiz] == [[a] for _, _, a in quiz], rows_of(deck)
