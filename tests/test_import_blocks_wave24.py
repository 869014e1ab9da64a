"""Markdown and plain text whose blocks the reader cut in the wrong place, each read by the file's own repetition.

Session 24's classes of the blocks engineer: the right choice written in another block form than its run's other
choices (a heading among paragraphs), once per question.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

#: a small quiz in German: question, choices, the right one
QUIZ_DE = [
    ("Wie viele Beine hat eine Spinne?", ["sechs", "acht", "zehn", "vier"], 1),
    ("Welche Stadt ist die Hauptstadt von Österreich?", ["Graz", "Linz", "Wien", "Salzburg"], 2),
    ("Welcher Vogel kann nicht fliegen?", ["Spatz", "Strauß", "Adler", "Meise"], 1),
    ("Wie viel ist zwei plus zwei?", ["vier", "fünf", "drei", "zweiundzwanzig"], 0),
    ("Welcher Fluss fließt durch Köln?", ["Donau", "Elbe", "Main", "Rhein"], 3),
]


def _headed(level: str, sep: str = "\n\n") -> str:
    out = ["# Quiz\n"]
    for n, (q, choices, right) in enumerate(QUIZ_DE, 1):
        out.append(f"### {n}. {q}\n")
        out.append(sep.join(f"{level} {'ABCD'[j]}) {c}" if j == right else f"{'ABCD'[j]}) {c}"
                            for j, c in enumerate(choices)) + "\n")
        out.append("</br></br>\n")
    return "\n".join(out)


def test_a_choice_written_as_a_heading_among_paragraph_choices_is_that_choice_and_the_right_one(
        tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _headed("####"), "quiz.md")
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_DE]
    assert not any("in no question" in s for s in said)


def test_headings_that_open_with_a_label_but_are_no_run_s_choice_stay_headings(tmp_path: Path) -> None:
    # the choices are a list; the lettered headings are parts of the page, each over its own questions
    text = "\n".join(f"## {'ABCDE'[n]}) Teil {n + 1}\n\n{n + 1}. {q}\n\n" + "\n".join(
        f"- {'*' if j == r else ''}{c}{'*' if j == r else ''}" for j, c in enumerate(cs)) + "\n"
        for n, (q, cs, r) in enumerate(QUIZ_DE))
    deck, _ = read_said(tmp_path, text, "quiz.md")
    assert [q.text for q in deck.questions] == [q for q, _, _ in QUIZ_DE]
    assert all(not c.text.startswith("**") for q in deck.questions for c in q.choices)


#: a small quiz in Italian whose choices a PDF's text wrapped, each line a paragraph of its own
WRAPPED_IT = """\
1. Quale di questi fiumi attraversa la città di Roma?

a) il Po, che nasce dal Monviso e sfocia

nel mare Adriatico

b) il Tevere, che nasce dal monte Fumaiolo e

sfocia nel mar Tirreno

c) l'Arno

Risposta: b

2. Quale di questi animali depone le uova?

a) la balena

b) il delfino, un mammifero che vive nel mare e

respira con i polmoni

c) la gallina, un uccello che vive nelle fattorie e

nei cortili

Risposta: c

3. Quale numero è primo?

a) nove

b) sette

c) quindici, che si divide per tre e

per cinque

Risposta: b
"""


def test_a_choice_wrapped_over_paragraphs_of_its_own_is_one_choice(tmp_path: Path) -> None:
    for name in ("quiz.md", "quiz.txt"):
        deck, _ = read_said(tmp_path, WRAPPED_IT, name)
        assert rows_of(deck) == [
            ("Quale di questi fiumi attraversa la città di Roma?",
             ["il Po, che nasce dal Monviso e sfocia nel mare Adriatico",
              "il Tevere, che nasce dal monte Fumaiolo e sfocia nel mar Tirreno", "l'Arno"], [1]),
            ("Quale di questi animali depone le uova?",
             ["la balena", "il delfino, un mammifero che vive nel mare e respira con i polmoni",
              "la gallina, un uccello che vive nelle fattorie e nei cortili"], [2]),
            ("Quale numero è primo?", ["nove", "sette", "quindici, che si divide per tre e per cinque"], [1]),
        ], name


def test_a_sentence_below_the_last_choice_is_not_read_into_it(tmp_path: Path) -> None:
    text = WRAPPED_IT.replace("c) l'Arno\n", "c) l'Arno\n\nnota bene: la risposta è nel libro.\n").replace(
        "a) nove\n", "a) nove\n\nUn numero primo si divide solo per uno e per sé stesso.\n")
    deck, _ = read_said(tmp_path, text, "quiz.md")
    assert [c.text for c in deck.questions[0].choices][2] == "l'Arno nota bene: la risposta è nel libro."
    # between two choices of one run: the choice above goes on
    assert deck.questions[2].choices[0].text == "nove Un numero primo si divide solo per uno e per sé stesso."
    ended = WRAPPED_IT.replace("c) l'Arno\n", "c) l'Arno.\n\nla risposta è nel libro.\n")
    deck, _ = read_said(tmp_path, ended, "quiz.md")
    assert [c.text for c in deck.questions[0].choices][2] == "l'Arno."


def test_the_run_that_carries_the_file_s_mark_is_the_question_s_choices_not_a_list_in_its_text(
        tmp_path: Path) -> None:
    out = []
    for n, (q, choices, right) in enumerate(QUIZ_DE, 1):
        out.append(f"### {n}. {q}\n")
        if n == 2:
            out.append("a. Städte an der Donau\n\nb. Städte an der Salzach\n")
        out.append("\n\n".join(f"#### {'ABCD'[j]}) {c}" if j == right else f"{'ABCD'[j]}) {c}"
                               for j, c in enumerate(choices)) + "\n")
    deck, _ = read_said(tmp_path, "\n".join(out), "quiz.md")
    assert rows_of(deck)[1] == (
        "Welche Stadt ist die Hauptstadt von Österreich?\n\na. Städte an der Donau\n\nb. Städte an der Salzach",
        QUIZ_DE[1][1], [2])


def test_a_topic_s_title_on_each_question_s_numbered_line_over_the_question_asked_below_is_a_label(
        tmp_path: Path) -> None:
    topics = ["Geografia", "Biologia", "Aves", "Aritmética", "Rios da Europa"]
    quiz = [("Qual é a capital de Portugal?", ["Porto", "Lisboa", "Braga"], 1),
            ("Quantas patas tem uma aranha?", ["seis", "oito", "dez"], 1),
            ("Qual destas aves não voa?", ["avestruz", "pardal", "águia"], 0),
            ("Quanto é dois mais dois?", ["três", "cinco", "quatro"], 2),
            ("Que rio passa em Colónia?", ["Reno", "Tejo", "Douro"], 0)]
    text = "\n".join(f"{n}. {t}\n\n{q}\n\n" + "\n".join(f"{'ABC'[j]}. {c}" for j, c in enumerate(cs))
                     + f"\n\nResposta: {'ABC'[r]}\n"
                     for n, (t, (q, cs, r)) in enumerate(zip(topics, quiz, strict=True), 1))
    deck, _ = read_said(tmp_path, text, "quiz.md")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in quiz]
    assert any("titles after the numbers of 5 questions" in m for m in deck.mended)


#: a small quiz in Dutch: question, choices
QUIZ_NL = [
    ("Wat is de hoofdstad van België?", ["Brussel", "Gent", "Antwerpen", "Luik"]),
    ("Hoeveel provincies heeft Nederland?", ["tien", "twaalf", "veertien", "acht"]),
    ("Welke rivier stroomt door Keulen?", ["de Maas", "de Rijn", "de Schelde", "de IJssel"]),
    ("Hoeveel poten heeft een spin?", ["zes", "acht", "tien", "vier"]),
    ("Welke vogel kan niet vliegen?", ["de mus", "de struisvogel", "de arend", "de mees"]),
    ("Om 7 u. ’s morgens, hoe laat is het a.m. of p.m.?", ["a.m.", "p.m.", "geen van beide", "beide"]),
    ("Wat is twee plus twee?", ["vier", "vijf", "drie", "tweeëntwintig"]),
]


def test_a_chapter_s_or_a_page_s_line_between_records_is_the_page_s_not_the_next_question_s(
        tmp_path: Path) -> None:
    lines = []
    for n, (q, cs) in enumerate(QUIZ_NL, 1):
        if n == 3:
            lines.append("--- hoofdstuk 2")
        if n == 5:
            lines.append("-- 1 --")
        lines.append(f"{n}~{q} " + " ".join(f"{'ABCD'[j]}. {c}" for j, c in enumerate(cs)))
    deck, _ = read_said(tmp_path, "\n".join(lines) + "\n", "vragen.txt")
    assert [(q.text.split("~", 1)[1], [c.text for c in q.choices]) for q in deck.questions] == [
        (q, cs) for q, cs in QUIZ_NL]


def test_a_rule_of_any_one_sign_between_questions_is_no_explanation(tmp_path: Path) -> None:
    text = "\n\n".join(f"{n}. {q}\nA: {cs[0]}    B: {cs[1]}\nC: {cs[2]}    D: {cs[3]}"
                       + ("\n" + "/" * 40 if n % 3 == 0 else "") for n, (q, cs) in enumerate(QUIZ_NL, 1))
    deck, _ = read_said(tmp_path, text + "\n", "vragen.txt")
    assert [(q.text, [c.text for c in q.choices]) for q in deck.questions] == QUIZ_NL
    assert all(q.explanation is None for q in deck.questions)


def test_a_question_s_line_alone_above_its_choices_after_a_blank_line_is_the_question(tmp_path: Path) -> None:
    blocks = []
    for n, (q, cs) in enumerate(QUIZ_NL, 1):
        flags = "\n".join(f"{int(j == 1)}  {c}" for j, c in enumerate(cs))
        blocks.append(f"{n // 3}.{n % 3} {q}\n" + ("\n" if n > 2 else "") + flags)
    deck, _ = read_said(tmp_path, "\n\n".join(blocks) + "\n", "vragen.txt")
    assert [q.text for q in deck.questions] == [q for q, _ in QUIZ_NL]   # (the level.place numbers taken off)
    assert all(len(q.choices) == 4 for q in deck.questions)


def test_a_record_opens_at_the_file_s_numbered_label_line_and_its_text_is_all_to_the_choices(tmp_path: Path) -> None:
    """``**Preg.3**`` alone over a paragraph, code and a paragraph: all of it the question's text; the link every
    question repeats after its choices is the page's, not an explanation."""
    records = []
    for n in range(1, 6):
        stem = f"¿Cuánto es {n} + {n}?" if n % 2 else (
            f"Considera el código siguiente:\n\n    x = {n}\n    print(x * 2)\n\n¿Qué imprime?")
        records.append(f"**Preg.{n}**\\\n{stem}\n\n" + "\n".join(
            f"{'abcd'[j]}) {2 * n + j - 1}\\" for j in range(4)) + "\n\n[Ver respuesta](https://ejemplo.org/r)\n\n***\n")
    deck, _ = read_said(tmp_path, "# Examen\n\n" + "\n".join(records), "examen.md")
    assert [q.text for q in deck.questions] == [
        f"¿Cuánto es {n} + {n}?" if n % 2 else
        f"Considera el código siguiente:\n\n    x = {n}\n    print(x * 2)\n\n¿Qué imprime?" for n in range(1, 6)]
    assert all(q.explanation is None for q in deck.questions)
    assert any("repeat word for word" in m for m in deck.mended)


def test_a_question_s_label_line_written_once_inside_one_question_s_text_does_not_restart_it(tmp_path: Path) -> None:
    records = []
    for n, (q, cs, r) in enumerate(QUIZ_DE, 1):
        stem = (f"Anna zählt die Beine der Tiere im Garten und schreibt sie auf.\n\n**Frage:** {q}" if n == 1 else q)
        records.append(f"## {n}.\n\n{stem}\n\n" + "\n".join(f"- {'ABCD'[j]}. {c}" for j, c in enumerate(cs))
                       + f"\n\n**Antwort: {'ABCD'[r]}**\n")
    deck, _ = read_said(tmp_path, "\n".join(records), "fragen.md")
    assert deck.questions[0].text == ("Anna zählt die Beine der Tiere im Garten und schreibt sie auf.\n\n"
                                      f"**Frage:** {QUIZ_DE[0][0]}")
    assert rows_of(deck)[1:] == [(q, c, [r]) for q, c, r in QUIZ_DE[1:]]
