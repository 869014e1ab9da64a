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


_KEYED = [("Which vector carries dengue?", ["Culex", "Aedes aegypti", "Anopheles", "Phlebotomus"], "B"),
          ("Which test is notified at once?", ["Blood count", "Serology", "NS1 antigen", "None"], "C"),
          ("Which sign is an alarm sign?", ["Fever", "Rash", "Itch", "Persistent vomiting"], "D"),
          ("Which drug is avoided?", ["Aspirin", "Paracetamol", "Dipyrone", "Saline"], "A"),
          ("Which group needs a bed?", ["Group A", "Group B", "Group C", "None"], "C")]


def _keyed(comment: str = "C") -> str:
    out = ["INFO: dengue questions", ""]
    for k, (stem, choices, answer) in enumerate(_KEYED):
        out += ["Tag: Dengue", "Dificuldade: 1", f"Q: {stem}"]
        for j, choice in enumerate(choices):
            out.append(f"{'ABCD'[j]}) {choice}")
            if k % 2 == 0 or j == 1:
                out.append(f"{comment}: {'CORRETA' if 'ABCD'[j] == answer else 'INCORRETA'}. Because of {choice}.")
                if j == 2:
                    out.append("- a second line of the comment")
        out += [f"G: {answer}", ""]
    return "\n".join(out)


def _layout_read(tmp_path: Path, text: str) -> tuple[list[tuple[str, list[str], list[int] | None]],
                                                    list[list[str | None]], list[str]]:
    from quizdeck.core.diagnostics import Diagnostics
    from quizdeck.importers.base import Source
    from quizdeck.importers.imported import ImportedDeck
    from quizdeck.importers.layout import LayoutReader

    diags = Diagnostics()
    deck = ImportedDeck("t", "t", "t")
    LayoutReader(Source(str(tmp_path / "q.txt"), "q.txt", text), diags).read(deck)
    return rows_of(deck), [[c.why for c in q.choices] for q in deck.questions], [d.format() for d in diags.sorted()]


def test_a_key_under_choices_of_every_letter_is_each_choice_comment(tmp_path: Path) -> None:
    rows, whys, said = _layout_read(tmp_path, _keyed())
    assert [(t, c, a) for t, c, a in rows] == [(s, c, ["ABCD".index(a)]) for s, c, a in _KEYED], said
    assert whys[0][0] == "INCORRETA. Because of Culex."
    assert whys[0][2] == "INCORRETA. Because of Anopheles.\n- a second line of the comment"
    assert whys[1] == [None, "INCORRETA. Because of Serology.", None, None]
    assert not any("is not a part" in s for s in said), said


def test_a_key_under_the_last_choice_only_is_no_choice_comment() -> None:
    # near miss: a key that stands only after the last choice (an answer's, an explanation's) is not learnt
    from quizdeck.importers.choicecomments import comment_keys
    from quizdeck.importers.linekinds import classify

    records = []
    for stem, choices, answer in _KEYED:
        lines = [f"Q: {stem}", *(f"{'ABCD'[j]}) {c}" for j, c in enumerate(choices)), f"E: {answer} is right"]
        records.append(classify(lines))
    shape = records[0][1].shape
    assert comment_keys(records, shape) == set()
    with_comments = [classify(["Q: x", "A) a", "E: why a", "B) b", "E: why b", "C) c", "E: why c", "D) d"])] * 2
    assert comment_keys(with_comments, with_comments[0][1].shape) == {"e|X:"}


_SWITCHED = [("Which command makes a branch?", ["git init", "git branch", "git help"], 1),
             ("Which command shows the state?", ["git status", "git log", "git add"], 0),
             ("Which command adds a file?", ["git rm", "git mv", "git add"], 2),
             ("Which command shows history?", ["git log", "git tag", "git gc"], 0),
             ("What stores the remote's name?", ["origin", "HEAD", "main", "stash"], 0),
             ("What merges two branches?", ["git merge", "git fetch", "git show"], 0),
             ("What downloads without merging?", ["git pull", "git fetch", "git push"], 1),
             ("Which file lists ignored paths?", [".gitignore", ".gitkeep", ".git"], 0),
             ("Which layout is a board?", ["Table", "Board", "Roadmap"], 1)]


def _switched(link: bool = True, why: bool = True) -> str:
    out = ["# Knowledge check", ""]
    for k, (stem, choices, right) in enumerate(_SWITCHED):
        out += [f"## {stem}", ""]
        for j, choice in enumerate(choices):
            text = f"**{choice}**" if j == right else choice
            if k < 4:
                out.append(f"{j + 1}. {text}")
            else:
                out.append(text)
                if j == right and why and k % 2:
                    out.append(f"The {choice} answer is the one that does it.")
                out.append("")
        if k >= 4 and link:
            out += [f"[Hint](https://example.org/docs/{k})", ""]
        out.append("")
    return "\n".join(out)


def test_a_bank_that_changes_its_choice_layout_is_read_by_a_layout_a_run(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _switched(), "check.md")
    assert [(t, c, a) for t, c, a in rows_of(deck)] == [(s, c, [r]) for s, c, r in _SWITCHED], said
    assert any("change their layout" in s for s in said), said


def test_one_layout_throughout_is_not_said_to_change(tmp_path: Path) -> None:
    # near miss: the same bank with every question's choices as paragraphs: one layout, nothing said of a change
    text = _switched().replace("1. ", "").replace("2. ", "").replace("3. ", "").replace("4. ", "")
    text = "\n".join(f"{ln}\n" if ln and not ln.startswith(("#", "[")) and "answer is" not in ln else ln
                     for ln in text.split("\n"))
    deck, said = read_said(tmp_path, text, "check.md")
    assert not any("change their layout" in s for s in said), said
    assert len(deck.questions) == len(_SWITCHED), said


def test_switch_needs_two_runs_each_nearly_whole() -> None:
    from quizdeck.importers.layoutruns import switch_at

    assert switch_at([False] * 4 + [True] * 10) == (4, True)
    assert switch_at([True] * 10 + [False] * 4) == (10, False)
    assert switch_at([True, False] * 7) is None         # failing here and there: no switch
    assert switch_at([False] * 2 + [True] * 10) is None  # too short a run


def test_a_link_alone_ends_no_question_where_the_file_ends_them_so(tmp_path: Path) -> None:
    from quizdeck.importers.paragraphchoices import trailing_links

    assert trailing_links([("[Hint](https://a)", False)] * 3 + [("x", False)] * 5)
    assert not trailing_links([("[Hint](https://a)", False)] * 2 + [("x", False)] * 8)   # too few
    assert not trailing_links([("[Hint](https://a)", True)] + [("[Hint](https://a)", False)] * 4)  # one marked


def test_a_wholly_bold_paragraph_with_its_why_is_not_joined_as_a_wrapped_choice() -> None:
    from quizdeck.importers.wrappedchoices import unwrapped

    block = ["## Which permission pushes?", "", "Admin", "", "**Write**", "The write permission pushes.", "",
             "Triage", "", "Read", "", "None", ""]
    assert unwrapped(block * 4) is None
    # near miss: no line wholly in bold, a choice wrapped over two lines: joined as before
    wrapped = ["## Which permission pushes?", "", "Admin", "", "Write, the permission that", "pushes", "",
               "Triage", "", "Read", "", "None", ""]
    got = unwrapped(wrapped * 4)
    assert got is not None and "Write, the permission that pushes" in got[0]
