"""Session 30's held-out plain-text files that imported wrong, each in a small synthetic source of the same shape.

* ``,stem`` / ``,A.text`` / ``,B`` / ``,2`` (evan8456 quiz1-3): an app's comma-led fields (``commafields``); a stem
  over blank lines and code, a choice over code lines, the lone letter the answer, the number dropped and said; a
  paragraph that asks ``Why is it ...?`` is a question, not a ``Why:`` part.
* ``q;a,b,c,;right;`` and ``q;a,b,c,;a,c,;`` (iuliadragoiugeorgiana quiz1, quiz2): choices in one comma list, the
  right one(s) named by text (``linerecords``, ``answervalues``).
* ``Answers`` then ``N) k`` after questions over numbered choices (papanisaicharan): a key of choice numbers
  (``countedkeys``).
* ``<Section>_respostas`` then one bare letter a line (celiorochadasilva): a section's key by order (``textquiz``).
* A question over four bare lines, the next question right under them (hadardadush, youssefa9): a quiz app's data,
  the first choice taken as right and said (``layout``); lettered choices so are a person's page, left unanswered.
* One vocabulary of key titles (``keytitles``): every key reader knows ``Respostas``, ``答案``, ``Risposte``...
* An empty text file: no questions, said (it crashed ``recordshape``).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers import answervalues, commafields, countedkeys, keytitles
from quizdeck.importers.convert import read_source
from tests.conftest import read_said, rows_of

# -- an app's comma-led fields ------------------------------------------------------------------------------------

_COMMAS = (",Consider the following program:\r\n"
           "import lib.*;\r\n"
           "\r\n"
           "\r\n"
           "public class Show { }\r\n"
           "What is the name of its file?\r\n"
           "\r\n"
           ",A.lib.java\r\n"
           ",B.Show.java\r\n"
           ",C.Show\r\n"
           ",B\r\n"
           ",2\r\n"
           "\r\n"
           ",Which loop is equivalent?\r\n"
           ",A. \r\n"
           "while(x<9){\r\n"
           "  x++;\r\n"
           "}\r\n"
           ",B.A and C\r\n"
           ",C.0\r\n"
           ",A\r\n"
           ",6\r\n"
           "\r\n"
           ",Code:\r\n"
           "String s = \"water\";\r\n"
           "System.out.println(s.length());\r\n"
           "\r\n"
           ",A. 5\r\n"
           ",B. 6\r\n"
           ",A\r\n"
           ",4\r\n"
           "\r\n"
           ",Why is it length but size()?\r\n"
           "\r\n"
           ",A. length is private\r\n"
           ",B. Java programmers are inconsistent.\r\n"
           ",B\r\n"
           ",1\r\n")


def test_comma_led_fields_are_records_of_stem_choices_answer_and_a_dropped_number(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _COMMAS, "quiz1.txt")
    assert rows_of(deck) == [
        ("Consider the following program:\nimport lib.*;\npublic class Show { }\nWhat is the name of its file?",
         ["lib.java", "Show.java", "Show"], [1]),
        ("Which loop is equivalent?", ["while(x<9){ x++; }", "A and C", "0"], [0]),
        ("Code:\nString s = \"water\";\nSystem.out.println(s.length());", ["5", "6"], [0]),
        ("Why is it length but size()?", ["length is private", "Java programmers are inconsistent."], [1])]
    assert [q.pos.line for q in deck.questions] == [1, 14, 24, 33]
    assert any(":12:1: warning: the number alone after the answer letter (4 records)" in s for s in said), said


def test_a_few_comma_led_lines_are_no_fielded_file() -> None:
    lines = [",A.one", ",B.two", "Which?", ",a note", "", ",Which?", ",A.x", ",B.y", ",Q", ""]
    assert commafields.fielded(lines) is None


# -- choices in one comma list, the right ones named by text ------------------------------------------------------

_LISTED = ("Care este capitala Australiei?;Canberra,Kiev,Viena,Cairo,;Canberra;\n"
           "Pe ce continent se afla Romania?;Europa,Asia,America de Nord,;Europa;\n"
           "Care este tara cizma?;SUA,Roma,Spania,Italia,Franta,;Italia;\n"
           "Cate strofe are poezia?;101,102,99,98,;98;\n"
           "Cand s-a sfarsit razboiul?;1919,2020,1918,;1918;\n")
_MANY = ("Care sunt raurile din Romania?;Mures,Volga,Nil,Bega,;Mures,Bega,;\n"
         "Care sunt mamifere?;capra,gaina,pisica,;capra,pisica,;\n"
         "Ce munti sunt in Romania?;Retezat,Himalaya,Alpi,Godeanu,;Retezat,Godeanu,;\n"
         "Care cuvinte sunt ale familiei?;mama,soacra,familie,casa,;mama,soacra,;\n")


def test_a_comma_list_of_choices_of_varying_length_named_by_text_is_split(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _LISTED, "quiz1.txt")
    assert rows_of(deck)[:2] == [("Care este capitala Australiei?", ["Canberra", "Kiev", "Viena", "Cairo"], [0]),
                                 ("Pe ce continent se afla Romania?", ["Europa", "Asia", "America de Nord"], [0])]
    assert [q.answer for q in deck.questions[2:]] == [[3], [3], [2]]


def test_an_answer_listing_several_choices_by_text_names_them_all(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _MANY, "quiz2.txt")
    assert rows_of(deck)[0] == ("Care sunt raurile din Romania?", ["Mures", "Volga", "Nil", "Bega"], [0, 3])
    assert [q.answer for q in deck.questions[1:]] == [[0, 2], [0, 3], [0, 1]]
    assert answervalues.resolve("Paris, Rome", ["Paris", "Berlin"], "text") is None   # one item names nothing


# -- a key of choice numbers ---------------------------------------------------------------------------------------

def _numbered_quiz(key: str) -> str:
    questions = "".join(f"------------\n    {n}. Which is number {n}?\n        1. one\n        2. two\n"
                        f"        3. three\n        4. four\n" for n in range(1, 5))
    return questions + "------------\nAnswers\n" + key + "------------\n"


def test_a_key_of_choice_numbers_answers_the_questions_over_numbered_choices(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _numbered_quiz("1) 1\n2) 4\n3) 2\n4) 3\n"), "blockchain.md")
    assert [q.answer for q in deck.questions] == [[0], [3], [1], [2]]
    assert not any("Answers" in q.text for q in deck.questions)
    assert not any("not sure whether" in s or "gives no answer" in s for s in said), said


def test_a_key_of_numbers_without_proof_of_their_base_is_said(tmp_path: Path) -> None:
    text = "".join(f"Which is number {n}?\nA. one\nB. two\nC. three\nD. four\n\n" for n in range(1, 5))
    deck, said = read_said(tmp_path, text + "Answers\n1) 1\n2) 3\n3) 2\n4) 3\n", "quiz.txt")
    assert [q.answer for q in deck.questions] == [[0], [2], [1], [2]]
    assert any(":26:1: warning: not sure whether the answer key's numbers count the choices" in s for s in said), said


def test_a_numbered_list_after_answers_that_does_not_match_the_questions_is_no_key() -> None:
    lines = ["Answers", "1) 1", "2) 2"]   # two entries: too few
    assert countedkeys._keys(lines, [False] * len(lines)) == []


# -- a section's key by order ---------------------------------------------------------------------------------------

def test_a_section_named_key_of_bare_letters_answers_its_sections_questions(tmp_path: Path) -> None:
    def section(name: str) -> str:
        body = "".join(f"{n}. Pergunta {name} numero {n}?\na) sim\nb) nao\n\n[fim perguntas]\n\n" for n in (1, 2, 3))
        return f"{name}\n\n{body}fim {name}_quiz\n\n"
    text = (section("Geral") + "Geral_respostas\na\nb\nb\nfim Geral_respostas\n\n"
            + section("Tecnologia") + "Tecnologia_respostas\nb\na\nb\nfim Tecnologia_respostas\n")
    deck, _ = read_said(tmp_path, text, "quiz1.txt")
    assert [q.answer for q in deck.questions] == [[0], [1], [1], [1], [0], [1]]


# -- a quiz app's data: a question over bare lines ------------------------------------------------------------------

_BARE = ("What is the name of the first Disney princess?\nSnow White\nCinderella\nAriel\nBelle\n"
         "Which movie features the song Let It Go?\nFrozen\nThe Lion King\nTangled\nMoana\n"
         "What is the name of Mickey Mouse's dog?\nPluto\nGoofy\nMax\nChip\n"
         "Who is the villain in The Little Mermaid?\nUrsula\nMaleficent\nScar\nHades\n")


def test_questions_over_bare_lines_set_apart_by_nothing_take_the_first_choice_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _BARE, "trivia.txt")
    assert [q.answer for q in deck.questions] == [[0], [0], [0], [0]]
    assert any(":1:1: warning: read as records of every 5 lines" in s and "FIRST choice" in s for s in said), said


def test_lettered_choices_so_are_a_persons_page_left_unanswered(tmp_path: Path) -> None:
    text = "".join(f"Which planet is number {n}?\nA. Mars\nB. Venus\nC. Earth\nD. Pluto\n" for n in range(1, 5))
    deck, said = read_said(tmp_path, text, "planets.txt")
    assert len(deck.questions) == 4 and all(q.answer is None for q in deck.questions)
    assert not any("FIRST choice" in s for s in said), said


def test_numbered_questions_over_bullets_under_a_title_are_a_persons_page_left_unanswered(tmp_path: Path) -> None:
    body = "".join(f"{n}. What does stage {n} shard?\n   \u2022 The data\n   \u2022 The loss\n"
                   f"   \u2022 The parameters\n   \u2022 The schedule\n" for n in range(1, 7))
    for text in (body, "Sharding Quiz\n\nAnswers appear as you take the quiz.\n\n" + body,
                 "Disney Trivia\n\nAnswers appear as you play.\n\n" + _BARE):
        deck, said = read_said(tmp_path, text, "zero.txt")
        assert len(deck.questions) >= 4 and all(q.answer is None for q in deck.questions), text
        assert not any("FIRST choice" in s for s in said), said


# -- one vocabulary of key titles -------------------------------------------------------------------------------------

def test_every_key_reader_knows_every_word_for_a_key(tmp_path: Path) -> None:
    questions = "".join(f"{n}. Qual e a letra numero {n}?\nA) um\nB) dois\nC) tres\n\n" for n in (1, 2, 3))
    for title in ("Respostas", "答案", "Risposte:", "The answers"):   # once known to one reader or another only
        deck, _ = read_said(tmp_path, questions + f"{title}\nB\nC\nA\n", "quiz.txt")
        assert [q.answer for q in deck.questions] == [[1], [2], [0]], title
    assert keytitles.KEY_OPENING.match("📝 Risposte e spiegazioni") and not keytitles.KEY_TITLE.match("Keyboard")



def test_an_empty_text_file_is_no_question_and_no_crash(tmp_path: Path) -> None:
    path = tmp_path / "empty.txt"
    path.write_text("", encoding="utf-8")
    diags = Diagnostics()
    read_source(path, "auto", diags)   # (recordshape paired each line of text with the next: none, and it failed)
    assert [d.message for d in diags.errors] == ["no questions found (read as plain text)"]
