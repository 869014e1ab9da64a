"""Session 27's counts engineer: shapes of real banks whose questions were lost in numbers.

A question's number glued to a text that starts with a figure (``2480.12 个月内…``, a converted page that lost
the space after the number): two such questions in a row ended the file's run of numbers, and every question
after them was lost (a Chinese bank of 2,965 read as 2,462). Inputs written here in German, a true/false part
after a multiple-choice part as the bank has them.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.gluednumbers import glued_numbers
from quizdeck.importers.linekinds import LABEL, TEXT, classify
from tests.conftest import read_said, rows_of

#: question, choices, the right one: the texts of questions 4 and 5 open with a figure
QUIZ_DE = [
    ("Wie viele Tage hat eine Woche?", ["fünf", "sieben", "zehn", "zwölf"], 1),
    ("Welche Farbe hat der Himmel bei Tag?", ["grün", "rot", "blau", "gelb"], 2),
    ("Was ist die Hauptstadt von Österreich?", ["Wien", "Graz", "Linz", "Salzburg"], 0),
    ("12 Monate sind wie viele Jahre?", ["eins", "zwei", "drei", "vier"], 0),
    ("1 Kilometer sind wie viele Meter?", ["zehn", "hundert", "tausend", "zehntausend"], 2),
    ("Welcher Planet ist der Sonne am nächsten?", ["Venus", "Mars", "Erde", "Merkur"], 3),
    ("Welches Tier bellt?", ["Katze", "Hund", "Kuh", "Pferd"], 1),
]
#: a true/false part after it: each statement's two choices on one line
TRUE_FALSE = [("Wasser kocht bei 100 Grad.", 0), ("2 plus 2 ist fünf.", 1), ("Berlin liegt in Deutschland.", 0),
              ("Der Mond ist ein Stern.", 1)]


def _glued() -> str:
    out: list[str] = ["Fragenkatalog", "Teil 1"]
    for n, (q, cs, right) in enumerate(QUIZ_DE, 1):
        out += [f"{n}.{q}", *[f"{'ABCD'[j]}.{c}" for j, c in enumerate(cs)], f"Antwort：{'ABCD'[right]}"]
    out.append("Teil 2")
    for n, (q, right) in enumerate(TRUE_FALSE, len(QUIZ_DE) + 1):
        out += [f"{n}.{q}", "A.richtig B.falsch", f"Antwort：{'AB'[right]}"]
    return "\n".join(out) + "\n"


def test_a_number_glued_to_a_figure_that_opens_the_question_is_its_label(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _glued(), "fragen.txt")
    want = [(q, cs, [r]) for q, cs, r in QUIZ_DE] + [(q, ["richtig", "falsch"], [r]) for q, r in TRUE_FALSE]
    assert rows_of(deck) == want, said


def test_a_figure_glued_to_a_number_not_next_in_the_run_stays_text() -> None:
    lines = classify(["1.Wie weit?", "A.x", "B.y", "2.Wie hoch ist es", "7.5 Meter oder mehr?", "A.x", "B.y",
                      "3.Wo?", "A.x", "B.y"])
    got = glued_numbers(lines)
    assert (got[4].kind, got[4].rest) == (TEXT, "7.5 Meter oder mehr?")
    assert [ln.index for ln in got if ln.kind == LABEL and ln.family == "digit"] == [0, 1, 2]


#: an app's data file: a category's line (``!NAME``) over each group, then five lines a question, no answer marked
GROUPS = {
    "TIERE": [("Welches Tier bellt?", ["Katze", "Kuh", "Pferd", "Hund"]),
              ("Welches Tier hat einen Rüssel?", ["Maus", "Löwe", "Ente", "Elefant"]),
              ("Wie heißt eine Gruppe von Wölfen?", ["Herde", "Schwarm", "Rotte", "Rudel"]),
              ("Welches Tier legt Eier?", ["Hund", "Katze", "Pferd", "Huhn"]),
              ("Welches Tier miaut?", ["Hund", "Kuh", "Pferd", "Katze"])],
    "STÄDTE": [("Wo steht der Kölner Dom?", ["Bonn", "Essen", "Mainz", "Köln"]),
               ("Welche Stadt liegt an der Elbe?", ["Trier", "Ulm", "Basel", "Dresden"]),
               ("Wo steht das Brandenburger Tor?", ["Kiel", "Jena", "Hof", "Berlin"]),
               ("Welche Stadt hat einen Hafen?", ["Kassel", "Erfurt", "Fulda", "Hamburg"]),
               ("Wo liegt der Englische Garten?", ["Bremen", "Gießen", "Siegen", "München"])],
    "TECHNIK": [("Was misst ein Thermometer?", ["Druck", "Länge", "Zeit", "Temperatur"]),
                ("DB", ["Deutsche Burg", "Das Band", "Der Bau", "Deutsche Bahn"]),
                ("Das Gerät, das Bilder macht:", ["Radio", "Telefon", "Uhr", "Kamera"]),
                ("Was zeigt die Uhrzeit?", ["Waage", "Lineal", "Kompass", "Uhr"]),
                ("Womit schreibt man?", ["Löffel", "Teller", "Gabel", "Stift"])],
    "FARBEN": [("Welche Farbe hat Gras?", ["rot", "blau", "gelb", "grün"]),
               ("Welche Farbe hat Schnee?", ["schwarz", "grau", "braun", "weiß"]),
               ("Welche Farbe hat eine Zitrone?", ["lila", "blau", "rosa", "gelb"]),
               ("Welche Farbe hat die Nacht?", ["weiß", "gelb", "rosa", "schwarz"]),
               ("Welche Farbe hat der Himmel?", ["rot", "grün", "braun", "blau"])],
}


def _grouped() -> str:
    out: list[str] = []
    for name, questions in GROUPS.items():
        out.append(f"!{name}")
        for q, cs in questions:
            out += [q, *cs]
    return "\n".join(out)


def test_records_of_five_lines_under_a_sections_line_are_all_read_and_tagged(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _grouped(), "fragen.txt")
    assert rows_of(deck) == [(q, cs, None) for qs in GROUPS.values() for q, cs in qs], said
    assert [q.tags for q in deck.questions] == [[name] for name, qs in GROUPS.items() for _ in qs]
    loose = [s for s in said if "does not end as the file's others do" in s]
    assert [s.split(":")[1] for s in loose] == ["59", "64"]   # "DB" and "…:", two in a row, said at their lines


#: an app's bank of one record a line: kind|topic|level|question|choices joined by ``;``|the right one's text; the
#: true/false kind gives its verdict alone as its choices and again as its answer
SHEET = ["MC|Ciencia|Fácil|¿Cuál es el símbolo del oro?|Ag;Au;Fe;Cu|Au",
         "VF|Ciencia|Fácil|El sol es una estrella.|verdadero|verdadero",
         "MC|Historia|Media|¿En qué año llegó Colón a América?|1492;1500;1453;1521|1492",
         "MC|Ciencia|Media|¿Cuántos planetas tiene el sistema solar?|7;8;9;10|8",
         "VF|Historia|Fácil|Roma fue fundada en el siglo XX.|falso|falso",
         "MC|Arte|Difícil|¿Quién pintó el Guernica?|Dalí;Miró;Picasso;Goya|Picasso",
         "MC|Arte|Media|¿Quién escribió el Quijote?|Cervantes;Lope;Quevedo;Góngora|Cervantes"]


def test_a_true_false_row_of_another_kind_giving_its_verdict_as_choices_and_answer_is_read(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, "\n".join(SHEET) + "\n", "banco.txt")
    rows = rows_of(deck)
    assert len(rows) == 7, said
    # (the choices in the sheet's own words, as under a header since 703c523; without one too since wave 29)
    assert rows[1] == ("El sol es una estrella.", ["Verdadero", "Falso"], [0])
    assert rows[4] == ("Roma fue fundada en el siglo XX.", ["Verdadero", "Falso"], [1])
    assert rows[5] == ("¿Quién pintó el Guernica?", ["Dalí", "Miró", "Picasso", "Goya"], [2])
    assert any(":2:1: warning: 2 rows of another kind" in s and "read as true/false questions" in s for s in said)


def _inline(number: str, labels: str, key: str, quiz: list[tuple[str, list[str], int]]) -> str:
    """Each question on its numbered line, its choices inline on the next, the answer after the last one's text."""
    out: list[str] = []
    for n, (q, cs, right) in enumerate(quiz, 1):
        out.append(number.format(n=n) + q)
        out.append(" ".join(f"({labels[j]}) {c}" for j, c in enumerate(cs)) + f" {key}: {labels[right]}")
        out.append("")
    return "\n".join(out)


#: a Hindi quiz (numbered ``१।``, choices ``(क)`` … ``(घ)``, ``उत्तर: ख``): the danda closes the number
QUIZ_HI = [("भारत की राजधानी क्या है?", ["मुंबई", "नई दिल्ली", "कोलकाता", "चेन्नई"], 1),
           ("एक सप्ताह में कितने दिन होते हैं?", ["पाँच", "छह", "सात", "आठ"], 2),
           ("गंगा नदी कहाँ से निकलती है?", ["गंगोत्री", "यमुनोत्री", "अमरकंटक", "नासिक"], 0),
           ("सूर्य किस दिशा में उगता है?", ["पश्चिम", "उत्तर दिशा", "दक्षिण", "पूर्व"], 3)]
DIGITS_HI = "०१२३४५६७८९"


def test_a_question_numbered_with_the_danda_and_lettered_in_its_script_with_its_answer_after_its_choices(
        tmp_path: Path) -> None:
    text = _inline("{n}। ", "कखगघ", "उत्तर", QUIZ_HI)
    text = "".join(DIGITS_HI[int(c)] if c.isdigit() and c.isascii() else c for c in text)
    deck, said = read_said(tmp_path, text, "prashn.txt")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in QUIZ_HI], said


def test_an_answer_after_a_last_choice_that_is_a_number_keeps_the_choice(tmp_path: Path) -> None:
    quiz = [("What is 2 + 2?", ["3", "4", "5", "6"], 1), ("What is 3 + 3?", ["6", "7", "8", "9"], 0),
            ("What is 1 + 1?", ["1", "2", "3", "4"], 1), ("What is 5 + 4?", ["7", "8", "10", "9"], 3)]
    deck, said = read_said(tmp_path, _inline("{n}. ", "abcd", "Answer", quiz), "sums.txt")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in quiz], said   # (the last choice was lost with its key)


#: a game's data file: a question a line, each field after its name and `` : ``, cut at ``,``, ``&`` and ``$``; the
#: right answer a field of its own, the wrong ones a bracketed list
NAMED = [("leicht", "Erdkunde", "Was ist die Hauptstadt von Frankreich?", "Paris", ["Lyon", "Nizza", "Lille"]),
         ("leicht", "Erdkunde", "Welcher Fluss fließt durch Wien?", "Donau", ["Rhein", "Elbe", "Main"]),
         ("mittel", "Natur", "Wie viele Beine hat eine Spinne", "acht", ["sechs", "vier", "zehn"]),
         ("schwer", "Natur", "Welches Gas atmen Pflanzen ein, um Zucker zu bilden?", "Kohlendioxid",
          ["Sauerstoff", "Stickstoff", "Helium"]),
         ("mittel", "Sport", "Wie viele Spieler hat eine Fußballmannschaft auf dem Feld?", "elf", ["zehn", "neun",
                                                                                                 "zwölf"]),
         ("leicht", "Sport", "Die Sonne ist ein Stern.", "wahr", ["falsch"])]


def test_lines_of_named_fields_are_records_and_a_right_answer_apart_from_the_wrong_ones_is_the_first_choice(
        tmp_path: Path) -> None:
    lines = [f"stufe : {lv}, thema : {t}, frage : {q}& richtig : {r}$ falsch : [{', '.join(w)}]"
             for lv, t, q, r, w in NAMED]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "fragen.txt")
    assert rows_of(deck) == [(q, [r, *w], [0]) for _, _, q, r, w in NAMED], said
    assert any(":1:" in s and "is read as the right option itself, put first" in s for s in said)


def test_a_labelled_choice_in_bold_italic_is_a_choice_marked_right_in_markdown(tmp_path: Path) -> None:
    for mark in ("***", "___"):
        out: list[str] = []
        for n, (q, cs, right) in enumerate(QUIZ_DE, 1):
            out.append(f"{n}. {q}")
            out += [f"   - {mark}{'abcd'[j]}. {c}{mark} ✔️" if j == right else f"   - {'abcd'[j]}. {c}"
                    for j, c in enumerate(cs)]
            out.append("")
        deck, said = read_said(tmp_path, "\n".join(out), "quiz.md")
        assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in QUIZ_DE], (mark, said)
