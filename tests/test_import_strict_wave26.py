"""A general reading refused by one strict precondition, loosened to what the file's own repetition proves.

Session 26's classes of the strict-precondition engineer, each with inputs written here in languages and wrappings
the banks do not use: a box (a bare code fence) holding a question whose lettered run is followed, in every box, by
the record's own answer line.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

#: a small quiz in Spanish: question, choices, the right one
QUIZ_ES = [
    ("¿Cuál es la capital de Perú?", ["Quito", "Lima", "Bogotá", "Caracas"], 1),
    ("¿Cuántas patas tiene una araña?", ["seis", "ocho", "diez", "cuatro"], 1),
    ("¿Qué planeta es el más grande?", ["Júpiter", "Marte", "Tierra", "Venus"], 0),
    ("¿De qué color es la esmeralda?", ["roja", "azul", "amarilla", "verde"], 3),
    ("¿Qué animal pone huevos?", ["gallina", "vaca", "perro", "gato"], 0),
    ("¿Cuál es el océano más grande?", ["Atlántico", "Índico", "Pacífico", "Ártico"], 2),
]


def _boxed(glued_at: int = -1) -> str:
    """Each question in its own bare fence under one heading: number and text, the lettered run (glued to its text
    in question ``glued_at``), then the answer line, inside the box."""
    out = ["# Cuestionario", "", "## Preguntas", ""]
    for n, (q, cs, right) in enumerate(QUIZ_ES, 1):
        sep = "" if n - 1 == glued_at else " "
        out += ["```", f"{n}. {q}"] + [f"{'ABCD'[j]}.{sep}{c}" for j, c in enumerate(cs)]
        out += [f"Respuesta correcta: {'ABCD'[right]}", "```", ""]
    return "\n".join(out)


def test_a_box_whose_run_is_followed_by_the_records_answer_line_is_a_question(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _boxed(glued_at=2), "quiz.md")
    assert rows_of(deck) == [(q, cs, [right]) for q, cs, right in QUIZ_ES]


def test_a_tail_no_other_box_repeats_keeps_the_box_as_code(tmp_path: Path) -> None:
    # each box ends with a line of words of its own: no record's line, so no box is a question (code stays code)
    words = iter(["uno", "dos", "tres", "cuatro", "cinco", "seis"])
    text = "\n".join(f"{next(words)} = {line[-1]}" if line.startswith("Respuesta") else line
                     for line in _boxed().split("\n"))
    deck, said = read_said(tmp_path, text, "quiz.md")
    assert not deck.questions and any("no questions found" in s for s in said)


#: a small quiz in German: question (with a blank), choices, the right one
QUIZ_DE = [
    ("Die Hauptstadt von Österreich ist ( ).", ["Graz", "Wien", "Linz", "Salzburg"], 1),
    ("Ein Jahr hat ( ) Monate.", ["zehn", "elf", "zwölf", "dreizehn"], 2),
    ("Der größte Planet ist ( ).", ["Jupiter", "Mars", "Erde", "Venus"], 0),
    ("Wasser kocht bei ( ) Grad.", ["50", "80", "90", "100"], 3),
    ("Ein Dreieck hat ( ) Ecken.", ["drei", "vier", "fünf", "sechs"], 0),
    ("Welche Farbe hat der Himmel?", ["grün", "blau", "rot", "gelb"], 1),
    ("Welches Tier bellt?", ["Katze", "Hund", "Kuh", "Pferd"], 1),
    ("Welcher Monat ist der kürzeste?", ["Januar", "Februar", "März", "April"], 1),
    ("Was trinkt ein Kalb?", ["Milch", "Saft", "Tee", "Kaffee"], 0),
    ("Wie viele Tage hat eine Woche?", ["fünf", "sechs", "sieben", "acht"], 2),
    ("Welche Zahl ist gerade?", ["drei", "fünf", "sieben", "acht"], 3),
]


def test_the_answers_in_the_brackets_of_one_part_of_the_file_are_read(tmp_path: Path) -> None:
    # the first part writes each answer into the text's blank, the second gives none: under half of the file
    out = []
    for n, (q, cs, right) in enumerate(QUIZ_DE, 1):
        text = q.replace("( )", f"( {'ABCD'[right]} )")
        out += [f"### {n}. {text}", ""] + [f"{'ABCD'[j]}) {c}" for j, c in enumerate(cs)] + [""]
    deck, said = read_said(tmp_path, "\n".join(out), "test.md")
    assert [q.answer for q in deck.questions] == [[r] for _, _, r in QUIZ_DE[:5]] + [None] * 6
    assert [q.text for q in deck.questions][:5] == [q for q, _, _ in QUIZ_DE[:5]]
    assert sum("gives no answer" in s for s in said) >= 1


#: a small quiz in French: question, choices (in label order), the right one
QUIZ_FR = [
    ("Quelle est la capitale de la Belgique ?", ["Liège", "Bruxelles", "Gand", "Namur"], 1),
    ("Combien de côtés a un hexagone ?", ["cinq", "six", "sept", "huit"], 1),
    ("Quel fleuve traverse Paris ?", ["la Loire", "le Rhône", "la Seine", "la Garonne"], 2),
    ("Quel est le plus petit nombre premier ?", ["zéro", "un", "deux", "trois"], 2),
    ("Quelle couleur obtient-on avec du bleu et du jaune ?", ["vert", "violet", "orange", "gris"], 0),
]


def _lettered(letters: dict[int, str]) -> str:
    """Records ``N. text``, four labelled choices glued to their sign, ``Réponse : X``; question ``n`` of
    ``letters`` has its labels written as that string (``"ACBD"``: out of order, ``"ABcD"``: a slip of case)."""
    out = []
    for n, (q, cs, right) in enumerate(QUIZ_FR):
        written = letters.get(n, "ABCD")
        out += [f"{n + 1}. {q}"]
        out += [f"{w}.{cs['ABCD'.index(w.upper())]}" for w in written]
        out += [f"Réponse : {'ABCD'[right]}", ""]
    return "\n".join(out)


def test_a_label_of_the_other_case_goes_on_with_its_run(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _lettered({2: "ABcD", 4: "aBCD"}), "quiz.txt")
    assert rows_of(deck) == [(q, cs, [right]) for q, cs, right in QUIZ_FR]


def test_labels_out_of_order_keep_the_written_order_and_the_key_by_label(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _lettered({2: "ACBD"}), "quiz.txt")
    q, cs, _ = QUIZ_FR[2]
    assert rows_of(deck)[2] == (q, [cs[0], cs[2], cs[1], cs[3]], [1])   # C (la Seine) written second
    assert [r for k, r in enumerate(rows_of(deck)) if k != 2] == [(q, cs, [r]) for k, (q, cs, r) in
                                                                     enumerate(QUIZ_FR) if k != 2]
    assert any("out of order" in s for s in said)


#: a small quiz in Portuguese: question, choices, the right one
QUIZ_PT = [
    ("Qual é a capital de Portugal?", ["Porto", "Lisboa", "Braga", "Faro"], 1),
    ("Quantos dias tem um ano bissexto?", ["365", "366", "364", "360"], 1),
    ("Qual é o maior oceano?", ["Atlântico", "Índico", "Pacífico", "Ártico"], 2),
    ("Que animal mia?", ["gato", "cão", "vaca", "pato"], 0),
    ("Qual é a cor do céu limpo?", ["verde", "vermelho", "amarelo", "azul"], 3),
    ("Quantas rodas tem uma bicicleta?", ["uma", "duas", "três", "quatro"], 1),
]


def test_a_sign_after_the_right_choice_glued_or_set_apart_is_one_learnt_mark(tmp_path: Path) -> None:
    # a minus or a tilde after the right choice, glued on in most questions, set apart in some: one mark
    for sign in ("-", "~"):
        out = []
        for n, (q, cs, right) in enumerate(QUIZ_PT, 1):
            after = f" {sign}" if n % 3 == 0 else sign
            out += [f"{n}. {q}"] + [f"{'abcd'[j]}) {c}{after if j == right else ''}" for j, c in enumerate(cs)]
            out += [""]
        deck, _ = read_said(tmp_path, "\n".join(out), "perguntas.txt")
        assert rows_of(deck) == [(q, cs, [right]) for q, cs, right in QUIZ_PT], sign


def test_a_sub_number_on_the_heading_line_is_no_part_of_the_text(tmp_path: Path) -> None:
    # "## Pregunta 2.1: text": a variant of question 2, its text on the heading line (and once with a space alone)
    quiz = [("Jaké je hlavní město Česka?", ["Brno", "Praha", "Ostrava"], 1),
            ("Kolik nohou má pavouk?", ["šest", "osm", "deset"], 1),
            ("Kolik nohou má brouk?", ["šest", "osm", "čtyři"], 0),
            ("Která řeka teče Prahou?", ["Labe", "Morava", "Vltava"], 2),
            ("Jakou barvu má tráva?", ["zelenou", "modrou", "černou"], 0),
            ("Kolik dní má týden?", ["pět", "sedm", "devět"], 1)]
    numbers = ["1:", "2:", "2.1:", "3:", "3.1", "4:"]
    out = ["# Kvíz", ""]
    for number, (q, cs, right) in zip(numbers, quiz, strict=True):
        out += [f"## Pregunta {number} {q}", ""]
        out += [f"- [{'x' if j == right else ' '}] {c}" for j, c in enumerate(cs)] + [""]
    deck, _ = read_said(tmp_path, "\n".join(out), "kviz.md")
    assert [q.text for q in deck.questions] == [q for q, _, _ in quiz]


#: a small quiz in Dutch: question, choices, the right ones
QUIZ_NL = [
    ("Welke stad is de hoofdstad van Nederland?", ["Rotterdam", "Amsterdam", "Utrecht"], [1]),
    ("Welke variabele is een geheel getal in de code?", ["de teller i", "de naam s", "de waarde x"], [0]),
    ("Hoeveel poten heeft een spin?", ["zes", "acht", "tien"], [1]),
    ("Welke kleuren heeft de Nederlandse vlag?", ["rood", "groen", "blauw"], [0, 2]),
]


def test_a_lone_letter_ending_one_questions_choice_is_its_text_not_a_mark(tmp_path: Path) -> None:
    # one choice of one question ends with " x" (a variable's name); the others are answered by their lines
    out = []
    for n, (q, cs, right) in enumerate(QUIZ_NL, 1):
        out += [f"{n}. {q}"] + [f"{'abc'[j]}) {c}" for j, c in enumerate(cs)]
        out += ["" if n == 2 else f"Antwoord: {', '.join('abc'[k] for k in right)}", ""]
    deck, _ = read_said(tmp_path, "\n".join(out), "vragen.txt")
    assert [c.text for c in deck.questions[1].choices] == QUIZ_NL[1][1]
    assert deck.questions[1].answer is None
    # where the questions repeat it, it is the file's mark
    out = []
    for n, (q, cs, right) in enumerate(QUIZ_NL, 1):
        out += [f"{n}. {q}"] + [f"{'abc'[j]}) {c.replace(' x', ' y')}{' x' if j in right else ''}"
                                 for j, c in enumerate(cs)] + [""]
    deck, _ = read_said(tmp_path, "\n".join(out), "vragen.txt")
    assert [q.answer for q in deck.questions] == [r for _, _, r in QUIZ_NL]


#: a small quiz in Swedish: question, choices, the right ones
QUIZ_SV = [
    ("Vilka av dessa är frukter?", ["äpple", "morot", "banan", "potatis"], [0, 2]),
    ("Vad är Sveriges huvudstad?", ["Göteborg", "Malmö", "Stockholm", "Uppsala"], [2]),
    ("Vilka djur kan flyga?", ["örn", "häst", "fladdermus", "sparv"], [0, 2, 3]),
    ("Hur många dagar har en vecka?", ["fem", "sex", "sju", "åtta"], [2]),
    ("Vilka av dessa är färger?", ["blå", "bord", "stol", "röd"], [0, 3]),
    ("Vad blir två plus två?", ["tre", "fyra", "fem", "sex"], [1]),
]


def test_a_list_of_labels_as_a_paragraph_after_the_choices_answers_its_part(tmp_path: Path) -> None:
    # each choice a paragraph; the first part's questions end with "a,c" (a paragraph of its own), the second none
    out = ["# Frågor", ""]
    for n, (q, cs, right) in enumerate(QUIZ_SV, 1):
        if n == 5:
            out += ["## Utan svar", ""]
        out += [f"**{n}. {q}**", ""]
        out += [line for j, c in enumerate(cs) for line in (f"{'abcd'[j]}. {c}", "")]
        out += [",".join("abcd"[k] for k in right), ""] if n < 5 else []
    deck, _ = read_said(tmp_path, "\n".join(out), "fragor.md")
    assert rows_of(deck) == [(q, cs, r if n < 4 else None) for n, (q, cs, r) in enumerate(QUIZ_SV)]


def test_a_closing_bracket_or_quote_after_one_choice_per_question_is_text_not_a_mark(tmp_path: Path) -> None:
    # a Japanese questionnaire with no answers: one choice of each question ends in a note in full-width brackets
    # (the same closing bracket every time) -- the text's own punctuation, never a right-choice mark
    closers = ["（自由記述）", "（毎日）", "（家族と）", "（特売）", "（注）", "（その他）"]
    quiz = [("好きな季節は？", ["春", "夏", "秋", "冬"]),
            ("朝ごはんは何を食べますか？", ["パン", "ご飯", "果物", "食べない"]),
            ("休日の過ごし方は？", ["読書", "散歩", "映画", "寝る"]),
            ("よく使う交通手段は？", ["電車", "バス", "自転車", "徒歩"]),
            ("好きな飲み物は？", ["お茶", "コーヒー", "水", "ジュース"]),
            ("得意な科目は？", ["数学", "国語", "理科", "社会"])]
    out = []
    for n, (q, cs) in enumerate(quiz, 1):
        out += [f"{n}. {q}"] + [f"{'ABCD'[j]}. {c}{closers[n - 1] if j == n % 4 else ''}" for j, c in enumerate(cs)]
        out += [""]
    deck, _ = read_said(tmp_path, "\n".join(out), "アンケート.txt")
    assert rows_of(deck) == [(q, [c + (closers[n - 1] if j == n % 4 else "") for j, c in enumerate(cs)], None)
                             for n, (q, cs) in enumerate(quiz, 1)]
