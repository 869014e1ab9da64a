"""Session 29's held-out plain-text files that imported wrong, and review 29b's finding 14, each in a small synthetic
source of the same shape.

* ``w Statement`` / ``f Statement`` lines (malluce-swt1-tut): true/false statements, their key letter first, apart
  by a space (``verdictlines``), written ``wahr``/``falsch``; a carriage return alone inside a line of that CR LF file
  is a space (``strayreturns``), said at the line.
* ``question#choice#^right`` lines of varying widths (gcallah-oop-quiz8): records of one line, the ``^``-marked item
  right (``linerecords``, ``learntmarks``).
* ``*d. Slack`` under ``N. (1 point)`` (gcallah-onlinedevops): text2qti's star before the right choice's label
  (``choicemarks``).
* ``    1. Perhatikan ...`` over choices at the margin, ``Kunci jawaban: A``, a number typed twice (8bitos-sahabat):
  the questions' numbers at the margin (``indentednumbers``), the answer line read, the second ``21.`` a question.
* ``24.-. Los ...``, ``26.-Conforme ...`` (joni28492-testmanager): numbered questions, no sign left in the text.
* Windows-1250 bytes that Windows-1252 reads as signs inside words (``no¿nych``; sebastiankwarcinski): Polish.
* ``Consider the following statements:`` over ``1) ...``, ``2) ...`` (review 29b, finding 14): the question's text.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import indentednumbers, numberedchoices, strayreturns
from tests.conftest import read, read_said, rows_of

# -- true/false statements after their key letter, a stray carriage return ---------------------------------------

_WF = ("\ufefff Software ist schwerer zu \u00e4ndern als Hardware.\r\n"
       "w Software unterliegt keinem Verschlei\u00df.\r\n"
       "f In Java ist Swing die einzige GUI-Schnittstelle.\r\n"
       "\r\n"
       "VERSIONSKONTROLLE\r\n"
       "w Ein Git-Depot ist ein gerichteter, azyklischer Graph.\r\n"
       "f Das \rH in Zustandsdiagrammen steht f\u00fcr Hirn.\r\n"
       "w Git identifiziert Einbuchungen durch einen Streuwert.\r\n"
       "f SVN speichert Einbuchungen als Schnappsch\u00fcsse.\r\n"
       + "".join(f"{'wf'[k % 2]} Aussage Nummer {k} ist eine Behauptung.\r\n" for k in range(6)))


def test_statements_after_a_true_false_letter_and_a_space_are_true_false_questions(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _WF, "swt1.txt")
    assert rows_of(deck) == [
        ("Software ist schwerer zu \u00e4ndern als Hardware.", ["wahr", "falsch"], [1]),
        ("Software unterliegt keinem Verschlei\u00df.", ["wahr", "falsch"], [0]),
        ("In Java ist Swing die einzige GUI-Schnittstelle.", ["wahr", "falsch"], [1]),
        ("Ein Git-Depot ist ein gerichteter, azyklischer Graph.", ["wahr", "falsch"], [0]),
        ("Das H in Zustandsdiagrammen steht f\u00fcr Hirn.", ["wahr", "falsch"], [1]),
        ("Git identifiziert Einbuchungen durch einen Streuwert.", ["wahr", "falsch"], [0]),
        ("SVN speichert Einbuchungen als Schnappsch\u00fcsse.", ["wahr", "falsch"], [1]),
        *((f"Aussage Nummer {k} ist eine Behauptung.", ["wahr", "falsch"], [k % 2]) for k in range(6))]
    assert any(":7:1: warning: a carriage return alone inside line 7" in s for s in said), said
    assert any(":5:1: warning: 1 line read as section heads" in s and "lines in capitals" in s for s in said), said


def test_a_first_word_in_two_forms_that_say_no_verdict_is_no_true_false_file(tmp_path: Path) -> None:
    text = "".join(f"{'Q' if k % 3 else 'A'} line number {k} of some notes\n" for k in range(9))
    from quizdeck.importers.linekinds import classify
    from quizdeck.importers.verdictlines import verdict_lines
    assert verdict_lines(classify(text.split("\n"))) is None


def test_a_lone_carriage_return_is_a_space_only_in_a_file_of_cr_lf_line_ends() -> None:
    crlf = "a\r\nb\r\nc \r d\r\n" + "e\r\n" * 8
    assert strayreturns.joined(crlf) == ("a\nb\nc d\n" + "e\n" * 8, [3])
    assert strayreturns.joined("a\r\nb\r\nc \r d\r\n" + "e\r\n" * 6) is None   # lone CRs too many: line ends
    assert strayreturns.joined("a\rb\rc\rd\re\r") is None           # an old Mac file: its line ends
    assert strayreturns.joined("a\r\r\nb\r\nc\r\nd\r\n") is None     # a doubled CR before LF: a line end
    assert strayreturns.joined("a\r\nb\r\n") is None                 # none inside a line


# -- records of one line of varying widths, the right item marked --------------------------------------------------

_CARETS = """What is a header file for?#To head off disaster.#^To provide declarations.
Which keyword gives no value back?#double#int#^void#float
Which is a valid function call?#^f();#f;#int f();
How does indentation help?#it speeds the compiler#^it shows the structure to a reader#it is required
Which scope does not exist?#Namespace#^Declaration#Class#Global
"""


def test_one_line_records_of_varying_widths_with_a_caret_on_the_right_item(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, _CARETS, "quiz8.txt")
    assert rows_of(deck) == [
        ("What is a header file for?", ["To head off disaster.", "To provide declarations."], [1]),
        ("Which keyword gives no value back?", ["double", "int", "void", "float"], [2]),
        ("Which is a valid function call?", ["f();", "f;", "int f();"], [0]),
        ("How does indentation help?", ["it speeds the compiler", "it shows the structure to a reader",
                                        "it is required"], [1]),
        ("Which scope does not exist?", ["Namespace", "Declaration", "Class", "Global"], [1])]


# -- text2qti's star before the right choice's label -----------------------------------------------------------------

_STARRED = """1. (1 point)
What is our main tool for communication?

a. git
b. Docker
*c. Slack

2. (1 point)
Testing should be done on...?

*a. all of the code
b. only the crucial code
c. none of it

3. (1 point)
In DevOps, "silos" refers to...?

a. granaries
*b. departments sealed off from each other
c. all of the above
"""


def test_a_star_glued_before_a_choice_label_marks_the_right_choice(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, _STARRED, "quiz345.txt")
    assert rows_of(deck) == [
        ("What is our main tool for communication?", ["git", "Docker", "Slack"], [2]),
        ("Testing should be done on...?", ["all of the code", "only the crucial code", "none of it"], [0]),
        ('In DevOps, "silos" refers to...?', ["granaries", "departments sealed off from each other",
                                               "all of the above"], [1])]


# -- question numbers indented deeper than their choices, "Kunci jawaban", a number typed twice ----------------------

_INDENTED = """    1. Perhatikan gambar berikut!
 Bagian tumbuhan yang menyerap air adalah …
A. Akar
B. Daun
C. Batang
Kunci jawaban: A
    2. Bagian tumbuhan tempat fotosintesis adalah ...
A. Akar
B. Daun
C. Bunga
Kunci jawaban: B
    3. Fungsi utama bunga adalah ...
A. Perkembangbiakan
B. Menyerap air
C. Fotosintesis
Jawaban: A
    3. Biji berfungsi untuk ...
A. Perkembangbiakan
B. Bernapas
C. Menyerap cahaya
Jawaban: A
    4. Akar tunjang pada bakau berfungsi untuk ...
A. Menarik serangga
B. Bertahan di lumpur
C. Menyimpan air
Jawaban: B
"""


def test_question_numbers_indented_deeper_than_their_choices_are_at_the_margin(tmp_path: Path) -> None:
    moved = indentednumbers.rewritten(_INDENTED.splitlines())
    assert moved is not None and moved[0][0] == "1. Perhatikan gambar berikut!" and moved[0][2] == "A. Akar"
    deck, said = read_said(tmp_path, _INDENTED, "soal.txt")
    assert rows_of(deck) == [
        ("Perhatikan gambar berikut!\nBagian tumbuhan yang menyerap air adalah …", ["Akar", "Daun", "Batang"], [0]),
        ("Bagian tumbuhan tempat fotosintesis adalah ...", ["Akar", "Daun", "Bunga"], [1]),
        ("Fungsi utama bunga adalah ...", ["Perkembangbiakan", "Menyerap air", "Fotosintesis"], [0]),
        ("Biji berfungsi untuk ...", ["Perkembangbiakan", "Bernapas", "Menyerap cahaya"], [0]),
        ("Akar tunjang pada bakau berfungsi untuk ...", ["Menarik serangga", "Bertahan di lumpur", "Menyimpan air"],
         [1])]
    assert any(":17:1: warning: question 3 is numbered like the question before it" in s for s in said), said


def test_numbers_at_the_margin_or_in_several_indents_are_left_alone() -> None:
    assert indentednumbers.rewritten(_INDENTED.replace("    3. Biji", "3. Biji").splitlines()) is None
    assert indentednumbers.rewritten(_INDENTED.replace("    3. Biji", "      3. Biji").splitlines()) is None


# -- "24.-. text", "26.-Text": the number's signs are no text --------------------------------------------------------

_DASHED = """23.- ¿Qué vehículo tiene prioridad?
a) El que circula por la derecha.
b) El que circula por la izquierda.
24.-. Los conductores de los vehículos prioritarios no podrán:
a) Circular por encima de la velocidad.
b) Saltarse las normas sin señal.
25.- ¿Cuál es la tasa máxima de alcohol?
a) 0,25 mg/l.
b) 0,50 mg/l.
26.-Conforme a la ordenanza, la venta ambulante:
a) Está prohibida.
b) Requiere licencia.
"""


def test_a_number_closed_with_dot_dash_keeps_no_sign_in_the_text(tmp_path: Path) -> None:
    deck, _ = read(tmp_path, _DASHED, "examen.txt")
    assert [q.text for q in deck.questions] == [
        "¿Qué vehículo tiene prioridad?", "Los conductores de los vehículos prioritarios no podrán:",
        "¿Cuál es la tasa máxima de alcohol?", "Conforme a la ordenanza, la venta ambulante:"]


# -- Windows-1250 read as such when Windows-1252 puts signs inside words --------------------------------------------

def test_windows_1250_bytes_that_windows_1252_reads_as_signs_inside_words_are_polish(tmp_path: Path) -> None:
    blocks = [("Ilu zawodnik\u00f3w liczy dru\u017cyna pi\u0142karzy no\u017cnych?", ["10", "11", "12"], "b"),
              ("Z\u0142ota liczba ma warto\u015b\u0107 oko\u0142o:", ["1,618", "3,14", "2"], "a"),
              ("Na jaki kolor zabarwia si\u0119 oran\u017c?", ["Zielony", "Czerwony", "Niebieski"], "b"),
              ("Ile k\u00f3\u0142 ma flaga olimpijska?", ["4", "5", "6"], "b")]
    text = "".join(f"{q}\r\n" + "".join(f"{'abc'[k]}) {c}\r\n" for k, c in enumerate(cs)) + f"{key}\r\n"
                   for q, cs, key in blocks)
    deck, diags = read(tmp_path, text.encode("cp1250"), "pytania.txt")
    said = [d.format() for d in diags.sorted()]
    assert [q.text for q in deck.questions] == [q for q, _, _ in blocks]
    assert any("read as Windows-1250" in s for s in said), said


# -- review 29b, finding 14: a stem's numbered statements are its text -----------------------------------------------

_STATEMENTS = """Polity practice set

1. Consider the following statements about the Rajya Sabha:
1) It is a permanent body.
2) One third of its members retire every second year.
3) It can be dissolved by the President.
Which of the statements given above are correct?
a) 1 only
b) 1 and 2 only
c) 2 and 3 only
Answer: b

2. Consider the following statements about the Finance Commission:
1) It is a constitutional body.
2) It is constituted every five years.
Which of the statements given above is/are correct?
a) 1 only
b) 2 only
c) Both 1 and 2
Answer: c

3. Consider the following statements about the Governor:
1) He is appointed by the President.
2) He holds office during the pleasure of the President.
Which of the statements given above are correct?
a) 1 only
b) 2 only
c) Both 1 and 2
Answer: c
"""


def test_numbered_statements_in_a_stem_are_the_question_s_text(tmp_path: Path) -> None:
    assert numberedchoices.stem_lines(_STATEMENTS.splitlines()) == {3, 4, 5, 13, 14, 22, 23}
    for name in ("polity.txt", "polity.md"):
        deck, _ = read(tmp_path, _STATEMENTS, name)
        assert rows_of(deck) == [
            ("Consider the following statements about the Rajya Sabha:\n1) It is a permanent body.\n"
             "2) One third of its members retire every second year.\n3) It can be dissolved by the President.\n"
             "Which of the statements given above are correct?", ["1 only", "1 and 2 only", "2 and 3 only"], [1]),
            ("Consider the following statements about the Finance Commission:\n1) It is a constitutional body.\n"
             "2) It is constituted every five years.\nWhich of the statements given above is/are correct?",
             ["1 only", "2 only", "Both 1 and 2"], [2]),
            ("Consider the following statements about the Governor:\n1) He is appointed by the President.\n"
             "2) He holds office during the pleasure of the President.\n"
             "Which of the statements given above are correct?", ["1 only", "2 only", "Both 1 and 2"], [2])], name
