"""Marks (session 42, marks42): excerpts written in the shape of the banks, each with a near miss that must not fire.

* the plain and the marked (``✅``) reading: a reading with an error never wins; the marked one may keep fewer
  questions than the plain one when the plain one's extra questions are unanswered lists, and then says so;
* an answer key learnt after last choices (``Answer: c) Jupiter``) read with a value as long as a choice.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Pos
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from tests.conftest import read_said, rows_of

_CMDS = [("¿Which directory holds the system's configuration files?", ["/usr", "/etc", "/var", "/opt"], 1,
          ["/etc/passwd", "/etc/shadow", "/etc/group", "/etc/hosts", "/etc/fstab"]),
         ("¿Which command lists the files of a directory?", ["cd", "pwd", "ls", "cat"], 2,
          ["ls -l", "ls -a", "ls -h", "ls -R"]),
         ("¿Which command shows the current directory?", ["pwd", "ls", "rm", "mv"], 0,
          ["pwd -P", "pwd -L", "echo $PWD"]),
         ("¿Which file lists the disks mounted at boot?", ["/etc/hosts", "/etc/passwd", "/etc/group", "/etc/fstab"], 3,
          ["UUID", "mount point", "type", "options"]),
         ("¿Which command copies files?", ["mv", "cp", "rm", "ln"], 1, ["cp -r", "cp -a", "cp -i"]),
         ("¿Which command removes an empty directory?", ["rmdir", "mkdir", "touch", "cd"], 0,
          ["rmdir -p", "rm -d", "rm -r"])]


def _worked(mark: str = "✅ ") -> str:
    """A worked answer key: each question's choices apart by blank lines, the right one opened by ``mark``, then
    sub-sections with lists in the explanation."""
    out = ["# Correction", ""]
    for n, (stem, choices, k, items) in enumerate(_CMDS, start=1):
        out += ["---", "", f"# Pregunta {n}", "", "## Enunciado", "", stem, ""]
        for j, c in enumerate(choices):
            out += [(mark if j == k else "") + f"{'abcd'[j]}) {c}", ""]
        out += ["### ✔ Respuesta correcta", "", f"**{'abcd'[k]}) {choices[k]}**", "", "### 📖 Explicación", "",
                "The right one does this.", "", "Here we find, among others:", ""]
        out += [f"- {b}" for b in items] + ["", "Used every day by administrators.", "",
                                            "### ❌ ¿Por qué no las demás?", ""]
        for j, c in enumerate(choices):
            if j != k:
                out += [f"**{'abcd'[j]}) {c}**", "", "Something else entirely.", ""]
        out += ["### 💡 Recuerda", "", f"**{choices[k]} = the answer**", ""]
    return "\n".join(out)


def test_the_marked_reading_beats_a_plain_one_of_unanswered_lists_and_says_so(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _worked(), "correccion.md")
    assert rows_of(deck) == [(s, c, [k]) for s, c, k, _ in _CMDS]
    assert any("read with its marks taken off: 6 questions, 6 answered" in s for s in said), said


def _deck(*questions: tuple[int, bool]) -> ImportedDeck:
    """A deck of questions, each with so many choices and answered or not."""
    deck = ImportedDeck("d", "k", "o")
    for n, (choices, answered) in enumerate(questions):
        q = ImportedQuestion(Pos("f", n + 1, 1), f"q{n}", [ImportedChoice(f"c{j}") for j in range(choices)])
        q.answer = [0] if answered else None
        deck.questions.append(q)
    return deck


def test_a_reading_with_an_error_never_wins() -> None:
    from quizdeck.importers import markedpick

    plain = markedpick.Reading(_deck(*[(4, True)] * 10), errors=1)
    marked = markedpick.Reading(_deck(*[(4, True)] * 5), errors=0)
    assert markedpick.pick(plain, marked, paired=False).marked
    assert not markedpick.pick(markedpick.Reading(plain.deck, 0), markedpick.Reading(marked.deck, 2), False).marked


def test_a_marked_reading_losing_answered_questions_is_not_kept() -> None:
    from quizdeck.importers import markedpick

    # the plain reading answers 20 of its 30 questions (answer lines); the marked one 21 of 22: it lost questions
    plain = markedpick.Reading(_deck(*[(4, True)] * 20, *[(4, False)] * 10), errors=0)
    marked = markedpick.Reading(_deck(*[(4, True)] * 21, (4, False)), errors=0)
    assert markedpick.pick(plain, marked, paired=False) == markedpick.Pick(False)
    # as many questions: kept, no doubt
    same = markedpick.Reading(_deck(*[(4, True)] * 21, *[(4, False)] * 9), errors=0)
    assert markedpick.pick(plain, same, paired=False) == markedpick.Pick(True)


_SHEET = [("How many legs has a spider?", ["Six", "Eight", "Ten", "Twelve"], 1),
          ("Which planet is the largest?", ["Mars", "Venus", "Jupiter", "Mercury"], 2),
          ("Which gas do plants take in?", ["Oxygen", "Carbon dioxide", "Nitrogen", "Helium"], 1),
          ("What is frozen water called?", ["Ice", "Steam", "Fog", "Dew"], 0),
          ("Which river flows through Cairo?", ["Nile", "Amazon", "Danube", "Volga"], 0),
          ("What does a short-range radar look for?",
           ["Sounds", "Air targets flying low at very short distances", "Smells", "Colours"], 1),
          ("Which metal is liquid when warm?", ["Iron", "Gallium", "Lead", "Tin"], 1),
          ("How many days has a leap year?", ["365", "366", "364", "360"], 1)]


def _sheet(tailed: tuple[int, ...] = (2, 4, 6, 8)) -> str:
    out = ["type,id,question,A,B,C,D,correct"]
    for n, (q, ch, k) in enumerate(_SHEET, start=1):
        if n in tailed:
            out.append(f"single,{n},{q},{','.join(ch[:3])},{ch[3]} Answer: {'abcd'[k]}) {ch[k]},")
        else:
            out.append(f"single,{n},{q},{','.join(ch)},{'abcd'[k]}")
    return "\n".join(out) + "\n"


def test_a_learnt_last_choice_key_reads_a_value_as_long_as_a_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _sheet(), "exam.csv")
    assert rows_of(deck) == [(q, ch, [k]) for q, ch, k in _SHEET], said
    assert not any("gives no answer" in s for s in said), said


def test_a_long_value_alone_teaches_no_key(tmp_path: Path) -> None:
    # only two short tails beside the long one: no key learnt, the long tail stays in the choice, said
    deck, said = read_said(tmp_path, _sheet((2, 4, 6)), "exam.csv")
    assert deck.questions[5].answer is None
    assert "Answer: b)" in deck.questions[5].choices[-1].text
    assert any("row 7: the source gives no answer" in s for s in said), said


_FOOT = [("¿En qué año fue el primer mundial?", ["1920", "1930", "1940", "1950"], 1),
         ("¿Quién marcó más goles en los mundiales?", ["Klose", "Ronaldo", "Müller", "Pelé"], 0),
         ("¿Qué animal fue la mascota de Rusia?", ["Un perro", "Un gato", "Un lobo", "Un loro"], 2),
         ("¿Dónde fue el mundial de 2022?", ["Australia", "Catar", "Islandia", "Suiza"], 1),
         ("¿Cuántos mundiales ganó España?", ["Uno", "Dos", "Tres", "Cuatro"], 0),
         ("¿Qué equipo ganó en 1986?", ["Argentina", "Italia", "Francia", "Alemania"], 0)]


def _notepad(glues: tuple[str, ...] = (" ", " - ", "\t"), word: str = "CORRECTA", labelled: int = 4) -> str:
    """A bank indented by hand: questions two spaces in, choices four (tabs in some); the right one ends with
    ``word`` glued three ways; the questions after the first ``labelled`` have unlabelled choices."""
    out = ["Mundiales", ""]
    for n, (stem, choices, k) in enumerate(_FOOT):
        out.append(f"  {stem}" if n % 2 else f"\t{stem}")
        for j, c in enumerate(choices):
            label = f"{'ABCD'[j]}. " if n < labelled else ""
            mark = glues[n % len(glues)] + word if j == k else ""
            out.append(("    " if n % 2 else "\t\t") + label + c + mark)
        out.append("")
    return "\n".join(out)


def test_a_right_word_after_the_right_choice_however_glued_is_the_mark(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _notepad(labelled=6), "banco.txt")
    assert rows_of(deck) == [(s, c, [k]) for s, c, k in _FOOT], said


def test_a_word_that_is_wrong_as_often_as_right_is_no_mark(tmp_path: Path) -> None:
    # "falsch" says wrong: never a right choice's mark, it stays in the text
    deck, _ = read_said(tmp_path, _notepad(word="falsch", labelled=6), "banco.txt")
    assert all(q.answer is None for q in deck.questions)
    assert any(c.text.endswith("falsch") for q in deck.questions for c in q.choices)


def test_a_right_word_on_one_question_only_is_text(tmp_path: Path) -> None:
    text = _notepad(glues=("",), word="", labelled=6).replace("Un lobo\n", "Un lobo correcto\n")
    deck, _ = read_said(tmp_path, text, "banco.txt")
    assert "Un lobo correcto" in [c.text for q in deck.questions for c in q.choices]


def test_unlabelled_choices_indented_as_the_labelled_ones_are_choices(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _notepad(), "banco.txt")
    assert rows_of(deck) == [(s, c, [k]) for s, c, k in _FOOT], said


def test_indented_lines_without_labelled_runs_to_prove_it_stay_text(tmp_path: Path) -> None:
    from quizdeck.importers import indentedchoices

    lines = _notepad(labelled=0).split("\n")
    asks = [line.rstrip().endswith("?") for line in lines]
    assert indentedchoices.find(lines, lambda j: False, lambda j: asks[j], lambda j: False) == set()
    # proved by labelled runs, but seven lines deep: a passage, not choices
    lines = _notepad(labelled=5).split("\n")
    last = len(lines) - 2
    lines[last:last] = ["    more", "    and more", "    lines"]
    labelled = [n < 5 * 6 + 2 and line.strip()[:2] in ("A.", "B.", "C.", "D.") for n, line in enumerate(lines)]
    asks = [line.rstrip().endswith("?") for line in lines]
    assert indentedchoices.find(lines, lambda j: labelled[j], lambda j: asks[j], lambda j: False) == set()


_AMC = [("*", "[nb=4,group=syntaxe]", "1", "Combien d'erreurs contient ce fichier ?", ["0", "1", "2", "3"], [2]),
        ("*", "[nb=4,group=syntaxe]", "2", "Combien d'erreurs contient celui-ci ?", ["0", "1", "2", "3"], [0]),
        ("**", "[nb=5,group=division]", "16", "Que vaut 3/2 en C ?", ["1", "1.5", "2", "0"], [0]),
        ("**", "[nb=5,group=division]", "17", "Que vaut 3./2 en C ?", ["1", "1.5", "2", "0"], [1]),
        ("* ", "[nb=4,group=pile]", "29bis", "La pile d'exécution sert à quoi ?",
         ["Aux appels", "Aux fichiers", "Au disque", "Au clavier"], [0])]


def _catalogue(signs: bool = True) -> str:
    out = ["# Catalogue 1", ""]
    for sign, block, number, stem, choices, right in _AMC:
        out += [f"{sign if signs else ''}{block} {number} ) {stem}", ""]
        out += [("+ " if j in right else "- ") + c for j, c in enumerate(choices)] + [""]
    return "\n".join(out)


def test_a_sign_and_options_block_before_every_running_number_is_the_records_opener(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _catalogue(), "qcm.txt")
    assert rows_of(deck) == [(stem, choices, right) for _, _, _, stem, choices, right in _AMC], said


def test_numbers_that_do_not_run_or_signs_that_differ_are_no_opener() -> None:
    from quizdeck.importers import numberopeners

    # choices numbered under each question ("- 1) x"), one after a blank line each: 1, 1, 1 does run, but a list
    # numbered 3, 1, 2, 1 does not
    lines = ["- 3) x", "", "- 1) y", "", "- 2) z", "", "- 1) w", ""]
    assert numberopeners.rewritten(lines) is None
    # three lines, three different signs
    assert numberopeners.rewritten(["* 1) x", "", "+ 2) y", "", "= 3) z"]) is None
    assert numberopeners.rewritten(_catalogue().split("\n")) is not None
    # a bold numbered line closes what it opens: bold, not an opener
    assert numberopeners.rewritten(["**1. What is x?**", "", "**2. And y?**", "", "**3. And z?**"]) is None


_PL = [("You have a model with two tables: `Sales` and `Date`.\n\nWhich expression type should you use?",
        [], ["Calculated column", "Calculated table", "Measure"]),
       ("You have a model that contains the following tables:", ["`Sales`", "`Date`", "`Product`"],
        ["`ALL(Sales)`", "`CALCULATE(x)`", "`SUM(Sales)`", "`MAX(Sales)`"]),
       ("You import a file with the following columns:", ["`Id`", "`Name`"],
        ["Split the column", "Merge the columns", "Pivot the table"]),
       ("You publish a report to a workspace.\n\nWhat should you configure?", [],
        ["A gateway", "A schedule", "An app"])]


def _practice(ask: str = "What should you use?") -> str:
    out = ["# Practice assessment", ""]
    for n, (stem, listed, choices) in enumerate(_PL, start=1):
        out += [f"## Q{n}.", "", stem, ""]
        if listed:
            out += [f"* {x}" for x in listed] + ["", ask, ""]
        out += ["**Select only one answer.**", ""] + [f"- {c}" for c in choices] + [""]
    return "\n".join(out)


def test_a_list_above_the_line_that_asks_is_the_questions_text(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _practice(), "renewal.md")
    assert [[c.text for c in q.choices] for q in deck.questions] == [c for _, _, c in _PL], said
    assert "* `Product`" in deck.questions[1].text and deck.questions[1].text.rstrip().endswith(
        "**Select only one answer.**")


def test_a_list_after_the_choices_with_no_line_that_asks_between_stays_below_them() -> None:
    from quizdeck.importers.stemlists import after_asking

    asks = {10}
    # the choices at 2-5, a line that asks at 10 below a second list: the list above it is no stem, it is below
    assert after_asking([(2, 5, "*"), (6, 9, "-")], lambda j: j in asks) == 0
    # a stem list at 2-5, the question asked at 6, the choices at 8-11
    assert after_asking([(2, 5, "*"), (8, 11, "-")], lambda j: j == 6) == 1
    assert after_asking([(2, 5, "-"), (8, 11, "-")], lambda j: j == 6) == 0   # one sign: the first, as ever
    assert after_asking([(2, 5, "-")], lambda j: True) == 0


_OCR = [("¿Desde qué año cotiza Tomás a la seguridad social?", ["Desde 1990.", "Desde 1995.", "Desde 2000.",
                                                              "Desde el 5 de diciembre de\n2023."]),
        ("¿Qué edad tiene Elena?", ["25 años.", "27 años.", "28 años.", "30 años."]),
        ("¿Puede jubilarse Carlos en la fecha pedida?", ["Sí, sin más.", "No, le faltan tres meses.",
                                                         "No, le faltan seis meses.", "Sí, con una reducción."]),
        ("¿Le afecta la discapacidad que acredita?", ["No.", "Sí, en seis meses.", "Sí, en un año.",
                                                      "Sí, en dos años."])]


def _scan(first: int = 9, misread: str = "") -> str:
    """OCR of an exam: ``N. stem`` over ``a)`` .. ``d)``, wrapped; the third question's number written ``misread``."""
    out = ["Supuesto práctico", ""]
    for n, (stem, choices) in enumerate(_OCR):
        number = str(first + n) if not (misread and n == 2) else misread
        out.append(f"{number}. {stem}")
        out += [f"{'abcd'[j]}) {c}" for j, c in enumerate(choices)]
    return "\n".join(out)


def test_a_year_opening_a_wrapped_line_is_no_question_number(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _scan(), "examen.txt")
    assert [q.text for q in deck.questions] == [s for s, _ in _OCR], said
    assert deck.questions[0].choices[3].text.replace("\n", " ") == "Desde el 5 de diciembre de 2023."


def test_a_number_misread_by_ocr_where_the_numbers_expect_it_is_that_number(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _scan(first=9, misread="II"), "examen.txt")
    assert [q.text for q in deck.questions] == [s for s, _ in _OCR], said
    assert any("read 'II' as the number 11" in s for s in said), said


def test_roman_numerals_and_numbers_out_of_place_are_not_misread() -> None:
    from quizdeck.importers import ocrnumbers

    assert ocrnumbers.rewritten(["I. Uno", "II. Dos", "III. Tres"]) is None
    assert ocrnumbers.rewritten(["9. x", "II. y", "13. z"]) is None      # 11 is not what 9 and 13 expect
    assert ocrnumbers.rewritten(["10. x", "II. y", "12. z"]) is not None


def test_a_sub_heading_every_numbered_question_opens_with_is_a_field_label(tmp_path: Path) -> None:
    from quizdeck.importers import mdfieldheads

    text = _worked().replace("¿Which command shows the current directory?", "Name the command for the directory.")
    deck, said = read_said(tmp_path, text, "correccion.md")
    assert [q.text for q in deck.questions][2] == "Name the command for the directory.", said
    got = mdfieldheads.rewritten(text.split("\n"))
    assert got is not None and {text.split("\n")[j] for j in got[1]} == {"## Enunciado"}


def test_a_section_heading_over_question_headings_is_no_field_label() -> None:
    from quizdeck.importers import mdfieldheads

    lines = []
    for n in range(1, 5):
        lines += [f"# Chapter {n}", "", "## Exercises", "", f"### Q{n}", "", "Which one?", "", "- a", "- b", ""]
    assert mdfieldheads.rewritten(lines) is None


def test_feedback_lines_under_a_label_are_no_indented_choices() -> None:
    from quizdeck.importers import indentedchoices

    lines = _notepad().split("\n")
    labelled = [line.strip()[:2] in ("A.", "B.", "C.", "D.") for line in lines]
    asks = [line.rstrip().endswith(("?", ":")) for line in lines]
    found = indentedchoices.find(lines, lambda j: labelled[j], lambda j: asks[j], lambda j: False)
    assert found   # the last two questions' bare choices
    feedback = ["", "  Correct:", "    a. Right. It means a header.", "    c. Right. It means a footer.", "  Wrong:",
                "    b. A div means nothing.", ""]
    more = lines + feedback + ["  Why:", "    It means a header.", "    It means a footer.", "  Wrong:", ""]
    labelled += [False] * (len(more) - len(lines))
    asks = [line.rstrip().endswith(("?", ":")) for line in more]
    assert indentedchoices.find(more, lambda j: labelled[j], lambda j: asks[j], lambda j: False) == found


def test_parts_and_choice_headings_are_no_field_labels() -> None:
    from quizdeck.importers import mdfieldheads

    parts, listed = [], []
    for n in range(1, 5):
        parts += [f"## Scenario {n}", "", "### Scenario", "", "A shop plans.", "", "### Question", "", "What next?",
                  "", "A. Build", "B. Wait", ""]
        listed += [f"### {n}) Complete the sentence.", "", "#### Options", "", "1. Text", "2. Element", ""]
    assert mdfieldheads.rewritten(parts) is None
    assert mdfieldheads.rewritten(listed) is None


def test_a_number_a_question_or_two_past_the_one_expected_is_still_a_question(tmp_path: Path) -> None:
    # 9, 11 (10 left out), 10 further down: 11 is read as a question, as before
    text = _scan(first=9).replace("\n2023.", " 2023.").replace("10. ¿Qué edad", "12. ¿Qué edad")
    deck, said = read_said(tmp_path, text, "examen.txt")
    assert [q.text for q in deck.questions][:2] == [s for s, _ in _OCR][:2], said
