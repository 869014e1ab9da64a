"""The right choice set apart by what every question of the file repeats once, wherever it stands on the choice line.

Session 24's class "the answer is in the file, marked where no reader looks": a bare number line after a line of
choices that indexes them (from 0 or from 1, learnt from the file); a choice line the reader already took as a choice
is never its own question's answer line; a token on every choice, one value of it on one choice of each question.
Every input here is written for the test, in other languages than the banks that showed the class.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

#: a small quiz in Spanish: question, choices, the right one
QUIZ_ES = [
    ("¿Cuál es la capital de Perú?", ["Lima", "Cusco", "Quito", "Arequipa"], 0),
    ("¿Cuántas patas tiene una araña?", ["Seis", "Ocho"], 1),
    ("¿Qué planeta es el más grande?", ["Marte", "Venus", "Júpiter"], 2),
    ("¿Qué color resulta de azul y amarillo?", ["Verde", "Rojo", "Morado", "Naranja"], 0),
    ("¿Quién escribió el Quijote?", ["Lope de Vega", "Cervantes", "Quevedo", "Góngora"], 1),
    ("¿El agua hierve a cien grados?", ["Sí", "No"], 0),
    ("¿Cuál es el océano más grande?", ["Atlántico", "Índico", "Pacífico", "Ártico"], 2),
]


def _lists(sep: str, base: int | None) -> str:
    out = []
    for q, cs, r in QUIZ_ES:
        out.append(q + "\n" + sep.join(cs) + "\n" + (f"{r + base}\n" if base is not None else "") + "\n")
    return "".join(out)


def test_a_bare_bar_between_choices_and_an_index_from_zero_after_them(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _lists("|", 0), "quiz.txt")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in QUIZ_ES]
    assert not any("from 0 or from 1" in s for s in said)


def test_an_index_from_one_learnt_from_a_number_as_high_as_its_list(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _lists("|", 1), "quiz.txt")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in QUIZ_ES]


def test_an_index_the_file_does_not_tell_the_base_of_is_said(tmp_path: Path) -> None:
    quiz = [(q, cs, min(max(r, 1), len(cs) - 1)) for q, cs, r in QUIZ_ES]   # no 0, never the list's length
    text = "".join(f"{q}\n{'|'.join(cs)}\n{r}\n\n" for q, cs, r in quiz)
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert [c for _, c, _ in rows_of(deck)] == [cs for _, cs, _ in quiz]
    assert any("from 0 or from 1" in s for s in said)


def test_a_spaced_bar_inside_a_list_line_is_no_mark_of_its_role(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _lists(" | ", None), "quiz.txt")
    assert rows_of(deck) == [(q, cs, None) for q, cs, _ in QUIZ_ES]


#: a quiz in French, its choices labelled by a letter and spaces, no sign
QUIZ_FR = [
    ("Quelle est la capitale de la France ?", ["Lyon", "Paris", "Nice", "Lille"], 1),
    ("Combien de côtés a un hexagone ?", ["Cinq", "Six", "Sept", "Huit"], 1),
    ("Quel fleuve traverse Paris ?", ["La Loire", "Le Rhône", "La Seine", "La Garonne"], 2),
    ("Qui a peint la Joconde ?", ["Monet", "Léonard de Vinci", "Picasso", "Manet"], 1),
    ("Quelle planète est la plus proche du Soleil ?", ["Mercure", "Vénus", "Mars", "Terre"], 0),
    ("Quel est le plus long os du corps ?", ["Le fémur", "Le tibia", "L'humérus", "Le radius"], 0),
    ("En quelle année est tombé le mur de Berlin ?", ["1987", "1989", "1991", "1993"], 1),
    ("Quel gaz les plantes absorbent-elles ?", ["L'oxygène", "L'azote", "Le dioxyde de carbone", "L'hélium"], 2),
    ("Quelle est la monnaie du Japon ?", ["Le yuan", "Le won", "Le yen", "La roupie"], 2),
    ("Combien de joueurs dans une équipe de football ?", ["Neuf", "Dix", "Onze", "Douze"], 2),
    ("Quel métal est liquide à température ambiante ?", ["Le fer", "Le mercure", "Le cuivre", "Le zinc"], 1),
    ("Quelle langue parle-t-on au Brésil ?", ["L'espagnol", "Le portugais", "Le français", "L'italien"], 1),
]


def test_a_last_choice_under_a_bare_letter_is_no_answer_line_naming_itself(tmp_path: Path) -> None:
    text = "".join(f"{k}.  {q}\n\n" + "".join(f"{'ABCD'[j]}  {c}\n" for j, c in enumerate(cs)) + "\n"
                   for k, (q, cs, _) in enumerate(QUIZ_FR, 1))
    deck, said = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == [(q, cs, None) for q, cs, _ in QUIZ_FR]
    # (lines40: "A  Lyon" runs are spaced labels, so each question is said to give no answer at its own line)
    assert any("none of the 12 questions has an answer read" in s for s in said) or \
        sum("the source gives no answer" in s for s in said) == len(QUIZ_FR)


#: a quiz in Italian: question, choices, the right one
QUIZ_IT = [
    ("Qual è la capitale d'Italia?", ["Milano", "Roma", "Napoli", "Torino"], 1),
    ("Quanti sono i colori dell'arcobaleno?", ["Cinque", "Sei", "Sette", "Otto"], 2),
    ("Chi ha scritto la Divina Commedia?", ["Dante", "Petrarca", "Boccaccio", "Manzoni"], 0),
    ("Qual è il fiume più lungo d'Italia?", ["Tevere", "Adige", "Arno", "Po"], 3),
    ("Di che colore è il cielo sereno?", ["Verde", "Azzurro", "Rosso"], 1),
    ("Quante zampe ha un ragno?", ["Sei", "Dieci", "Otto", "Quattro"], 2),
    ("Qual è il pianeta rosso?", ["Marte", "Giove", "Saturno", "Venere"], 0),
]


def _flagged(right: str, wrong: str, gap: str = "  ") -> str:
    return "".join(f"{q}\n" + "".join(f"{right if j == r else wrong}{gap}{c}\n" for j, c in enumerate(cs)) + "\n"
                   for q, cs, r in QUIZ_IT)


def test_one_of_two_numbers_before_every_choice_the_rarer_on_the_right_one(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _flagged("1", "0"), "quiz.txt")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in QUIZ_IT]


def test_one_of_two_short_words_before_every_choice_the_rarer_on_the_right_one(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _flagged("sì", "no", " "), "quiz.txt")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in QUIZ_IT]


def test_a_word_opening_one_of_two_choices_of_every_question_is_text(tmp_path: Path) -> None:
    pairs = [("Il sole è una stella?", "Sì, lo è", "No, non lo è"),
             ("La luna è un pianeta?", "No, è un satellite", "Sì, ruota"),
             ("Il ferro è un metallo?", "Sì, certo", "No, mai"),
             ("L'acqua bolle a 50 gradi?", "No, a 100", "Sì, sempre"),
             ("Roma è in Italia?", "Sì, nel Lazio", "No, in Francia")]
    text = "".join(f"{q}\n- {a}\n- {b}\n\n" for q, a, b in pairs)
    deck, _ = read_said(tmp_path, text, "quiz.txt")
    assert [c for _, c, _ in rows_of(deck)] == [[a, b] for _, a, b in pairs]


#: a quiz in Portuguese: question, choices, the right one
QUIZ_PT = [
    ("Qual é a capital de Portugal?", ["Porto", "Lisboa", "Coimbra", "Braga"], 1),
    ("Quantos dias tem uma semana?", ["Sete", "Cinco", "Oito", "Dez"], 0),
    ("Que animal é conhecido como rei da selva?", ["Tigre", "Urso", "Leão", "Lobo"], 2),
    ("Qual é o maior oceano?", ["Atlântico", "Índico", "Ártico", "Pacífico"], 3),
    ("Quem descobriu o caminho marítimo para a Índia?", ["Cabral", "Vasco da Gama", "Magalhães", "Dias"], 1),
    ("De que cor é a neve?", ["Branca", "Preta", "Azul", "Verde"], 0),
]


def test_signs_glued_on_before_the_right_choices_label(tmp_path: Path) -> None:
    text = "".join(f"{k}. {q}\n" + "".join(f"{'=>' if j == r else ''}{'abcd'[j]}) {c}\n" for j, c in enumerate(cs))
                   + "\n" for k, (q, cs, r) in enumerate(QUIZ_PT, 1))
    deck, _ = read_said(tmp_path, text, "quiz.txt")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in QUIZ_PT]


#: a quiz in Dutch: question, choices, the right one
QUIZ_NL = [
    ("Wat is de hoofdstad van Nederland?", ["Rotterdam", "Amsterdam", "Utrecht", "Den Haag"], 1),
    ("Hoeveel provincies heeft Nederland?", ["Tien", "Elf", "Twaalf", "Dertien"], 2),
    ("Welke rivier stroomt door Arnhem?", ["De Rijn", "De Maas", "De Schelde", "De IJssel"], 0),
    ("Wie schilderde De Nachtwacht?", ["Vermeer", "Van Gogh", "Rembrandt", "Mondriaan"], 2),
    ("Welke kleur heeft de Nederlandse vlag niet?", ["Rood", "Wit", "Blauw", "Groen"], 3),
]


def _signed(titled: bool) -> str:
    out = ["@1@\n"] if titled else []
    for q, cs, r in QUIZ_NL:
        out.append((f"::{q}::" if titled else q) + "\n")
        out += [("=" if j == r else "~") + c + "  \n" for j, c in enumerate(cs)]
        out.append("\n")
    return "".join(out)


def test_gift_signs_without_braces_under_titled_questions(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _signed(titled=True), "vragen.txt")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in QUIZ_NL]
    assert any("without its braces" in s and "(line 1)" in s for s in said)


def test_gift_signs_without_braces_under_bare_questions(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _signed(titled=False), "vragen.txt")
    assert rows_of(deck) == [(q, cs, [r]) for q, cs, r in QUIZ_NL]


#: a quiz in German: question, choices, the right one
QUIZ_DE = [
    ("Was ist die Hauptstadt von Österreich?", ["Graz", "Wien", "Salzburg", "Linz"], 1),
    ("Wie viele Bundesländer hat Deutschland?", ["Zwölf", "Vierzehn", "Sechzehn"], 2),
    ("Welcher Fluss fließt durch Köln?", ["Der Rhein", "Die Elbe", "Die Donau", "Die Weser"], 0),
    ("Wer schrieb den Faust?", ["Schiller", "Lessing", "Heine", "Goethe"], 3),
    ("Welche Farbe hat Chlorophyll?", ["Rot", "Grün", "Gelb", "Blau"], 1),
]


def test_a_box_written_as_a_character_reference_and_a_shortcode_mark_before_every_choice(tmp_path: Path) -> None:
    text = "# Quiz\n\n" + "".join(
        f"**{k}. {q}**\n\n" + "".join(f"- {'[:white_check_mark:]' if j == r else '&#9744;'} {c} hier\n"
                                      for j, c in enumerate(cs)) + "\n"
        for k, (q, cs, r) in enumerate(QUIZ_DE, 1))
    deck, _ = read_said(tmp_path, text, "quiz.md")
    assert rows_of(deck) == [(q, [f"{c} hier" for c in cs], [r]) for q, cs, r in QUIZ_DE]


def test_a_whole_choice_in_bold_with_its_label_is_bold_not_signs_glued_on_before_the_label() -> None:
    from quizdeck.importers.learntmarks import edges

    assert "bold" in [e.mark.edge for e in edges("**c. Parigi**")]
    assert "before" not in [e.mark.edge for e in edges("**c. Parigi**")]
    assert [(e.mark.edge, e.mark.token) for e in edges("->c) Parigi")] == [("before", "->")]
