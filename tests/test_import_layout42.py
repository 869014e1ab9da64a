"""Layout (session 42, layout42): excerpts written in the shape of the banks, each with a near miss that must not fire.

* a number alone over each record's question line, running 1, 2, 3…: the record's number, not its text;
* a stem ending with a one-letter word and a colon (``corresponde a:``) before ``a)`` choices inline: the run of
  labels starts again at the later ``a)``; a line alone between one-line questions is said, never skipped silently;
* a one-letter key after choices of every letter (``C: comment`` after ``A)``, ``B)``, ``D)``): the choice's comment;
* a Markdown bank that changes its choices' layout partway: each run of records read by its own layout.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.linekinds import inline_choices
from quizdeck.importers.lonelines import why_not_title
from quizdeck.importers.recordnumbers import running_heads
from tests.conftest import read_said, rows_of

_GAME = [("Which city is the capital of Norway?", ["Oslo", "Bergen", "Trondheim", "Stavanger"]),
         ("How much is 3+4?", ["6", "7", "8", "9"]),
         ("Who painted the Mona Lisa?", ["Raphael", "Leonardo", "Titian", "Giotto"]),
         ("Which gas do we breathe in?", ["Oxygen", "Helium", "Argon", "Neon"]),
         ("Which planet is nearest the Sun?", ["Venus", "Earth", "Mercury", "Mars"]),
         ("How many legs has a spider?", ["6", "8", "10", "12"])]


def _game(numbers: list[str] | None = None) -> str:
    out: list[str] = []
    for k, (stem, choices) in enumerate(_GAME):
        out += [numbers[k] if numbers else str(k + 1), stem, *choices, "=" * (6, 1, 3, 1, 12, 3)[k], ""]
    return "\r\n".join(out)


def test_a_number_alone_running_over_each_record_is_its_number(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _game(), "pytania.txt")
    assert [(t, c) for t, c, _ in rows_of(deck)] == _GAME, said
    assert [q.id for q in deck.questions] == ["q1", "q2", "q3", "q4", "q5", "q6"]


def test_numbers_that_do_not_run_are_no_record_numbers() -> None:
    assert running_heads(["1", "2", "3", "4", "5", "6"])
    assert running_heads(["1", "2", None, "4", "5", "6"])   # one record of one line: still five in six
    assert not running_heads(["3", "5", "4", "6", "9", "1"])  # amounts, not a count
    assert not running_heads(["1", "2"])                      # too few to tell
    assert not running_heads(["1", "Which?", "What?", "4", "Who?", "6"])   # most records open with their text
    assert not running_heads(["1.", "2.", "3.", "4."])        # a label, read as one elsewhere


def test_numbers_that_do_not_run_stay_the_question_text(tmp_path: Path) -> None:
    # near miss: the same file, its first lines numbers out of any order: nothing set aside as a record number
    deck, _ = read_said(tmp_path, _game(["7", "3", "9", "1", "8", "2"]), "pytania.txt")
    assert not any(q.id in ("7", "3", "9") and q.text == _GAME[0][0] for q in deck.questions)


_EXAM = [("Según la Constitución, la soberanía reside", ["En el Rey.", "En el pueblo.", "En las Cortes.",
                                                          "En el Gobierno."], "B"),
         ("La elaboración del plan corresponde a", ["El Consejo.", "La Consejería.", "El Servicio.",
                                                    "El Ministerio."], "B"),
         ("El órgano de gestión del área es", ["El Gerente.", "El Consejo.", "La Junta.", "El Ministro."], "C"),
         ("El plazo ordinario para recurrir es de", ["Un mes.", "Dos meses.", "Tres meses.", "Un año."], "A"),
         ("La asistencia sanitaria es competencia de", ["El Estado.", "Las comunidades.", "Los municipios.",
                                                        "La Unión."], "D"),
         ("El personal estatutario se rige por", ["El Estatuto Marco.", "El Código Civil.", "La Ley de Aguas.",
                                                  "Ninguna norma."], "A")]


def _exam(broken: int | None = None) -> str:
    out: list[str] = []
    for k, (stem, choices, answer) in enumerate(_EXAM):
        signs = ["•"] * 4 if k == broken else ["a)", "b)", "c)", "d)"]
        out += [f"{stem}: " + " ".join(f"{s} {c}" for s, c in zip(signs, choices, strict=True))
                + f" Respuesta: {answer}", ""]
    return "\n".join(out)


def test_a_run_of_inline_labels_starts_again_after_a_lone_first_label() -> None:
    got = inline_choices("La elaboración corresponde a: a) El Consejo. b) La Consejería. c) El Servicio.")
    assert got is not None and got[0] == "La elaboración corresponde a:"
    assert [c[3] for c in got[1]] == ["El Consejo.", "La Consejería.", "El Servicio."]
    got = inline_choices("Which is vitamin A: A) retinol B) thiamine C) niacin")
    assert got is not None and got[0] == "Which is vitamin A:" and [c[1] for c in got[1]] == ["A", "B", "C"]


def test_a_lone_first_label_with_no_run_after_it_is_no_run() -> None:
    # near miss: the one-letter word before a colon, and no labels after it
    assert inline_choices("La elaboración corresponde a: el Consejo de Gobierno.") is None
    assert inline_choices("Es a: uno, b: dos") is not None   # a run of its own sign still reads


def test_a_stem_ending_with_a_one_letter_word_keeps_its_question(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _exam(), "celador.txt")
    assert [(t.rstrip(":"), c, a) for t, c, a in rows_of(deck)] == [
        (s, c, ["ABCD".index(a)]) for s, c, a in _EXAM], said


def test_a_line_alone_between_one_line_questions_is_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _exam(broken=3), "celador.txt")
    assert len(deck.questions) == 5
    assert any(":7:1:" in s and "not read as a question" in s for s in said), said


def test_a_short_line_alone_between_questions_is_still_a_title() -> None:
    # near miss: a title between one-line questions, no answer key in it
    questions = [f"{s}: a) x b) y c) z d) w Respuesta: A" for s, _, _ in _EXAM]
    assert why_not_title("Tema 2", questions, "respuesta") is None
    assert why_not_title("Tema 2: la Constitución", questions, None) is None
    assert why_not_title("El plazo es de: • uno • dos Respuesta: B", [], "respuesta") is not None
    assert why_not_title(questions[0], questions, None) is not None
