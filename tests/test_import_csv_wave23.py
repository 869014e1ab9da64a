"""Sheets in the shapes session 23's lists came in, each read by what the sheet itself shows.

A question cell that holds its choices after its text, each after a label counting up, the answer cell naming one
(by its label, its text, or both); a choices cell that is a JSON object of texts keyed by their labels in order; a
sheet of one column, each line a cell quoted when it holds the delimiter, read as text without the sheet's quotes.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

#: a small quiz in Polish: question, choices, the right one
QUIZ_PL = [
    ("Ile nóg ma pająk?", ["6", "8", "10", "4"], 1),
    ("Jaka jest stolica Polski?", ["Kraków", "Gdańsk", "Warszawa", "Poznań"], 2),
    ("Który z tych ptaków nie lata?", ["Wróbel", "Struś", "Orzeł", "Sikorka"], 1),
    ("Ile to jest 2 + 2?", ["4", "5", "3", "22"], 0),
    ("Najdłuższa rzeka w Polsce to?", ["Odra", "Warta", "Bug", "Wisła"], 3),
    ("Jeśli x + 1 = 3 to ile wynosi x.", ["1", "2", "3", "4"], 1),
    ("W którym roku Polska weszła do Unii?", ["2004", "1999", "2007", "1989"], 0),
]


def test_choices_inside_the_question_cell_each_after_a_label_the_answer_naming_one(tmp_path: Path) -> None:
    rows = []
    for k, (q, choices, right) in enumerate(QUIZ_PL):
        inline = " ".join(f"{'abcd'[j]}) {c}" for j, c in enumerate(choices))
        answer = f"{'abcd'[right]}) {choices[right]}" if k % 2 else choices[right] if k % 3 else "abcd"[right]
        rows.append(f"Klasa 5;Test;{q} {inline};{answer}\n")
    rows.append("Klasa 5;Test;Opisz krótko cykl wody.;Parowanie i opady\n")
    deck, said = read_said(tmp_path, "Klasa;Dział;Question;Answer\n" + "".join(rows))
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_PL]
    assert any("each after a label ending in ')'" in s for s in said)
    assert any("1 row (lines 9)" in s for s in said)   # the open question: said, not used


def test_a_label_like_word_before_the_choices_does_not_cut_them(tmp_path: Path) -> None:
    rows = "".join(f"{q} {' '.join(f'{chr(97 + j)}) {c}' for j, c in enumerate(cs))},{chr(97 + r)}\n"
                   for q, cs, r in QUIZ_PL)
    rows += "Ile wynosi a gdy 2a = 6 i b = a. a) 3 b) 4 c) 6,a\n"
    deck, _ = read_said(tmp_path, "Question,Answer\n" + rows)
    assert rows_of(deck)[-1] == ("Ile wynosi a gdy 2a = 6 i b = a.", ["3", "4", "6"], [0])


#: a quiz in Dutch whose choices a program wrote as a JSON object keyed by their labels
QUIZ_NL = [
    ("Wat is de hoofdstad van België?", ["Brussel", "Gent", "Antwerpen"], 0),
    ("Hoeveel provincies heeft Nederland?", ["10", "12", "14"], 1),
    ("Welke rivier stroomt door Rotterdam?", ["Maas", "Schelde", "IJssel"], 0),
    ("Welk getal is even?", ["3", "7", "8"], 2),
    ("Wie schilderde De Nachtwacht?", ["Vermeer", "Rembrandt", "Van Gogh"], 1),
]


def test_a_choices_cell_that_is_a_json_object_keyed_by_labels(tmp_path: Path) -> None:
    def cell(choices: list[str]) -> str:
        inner = ", ".join(f'""{"ABC"[j]}"": ""{c}""' for j, c in enumerate(choices))
        return f'"{{{inner}}}"'

    rows = "".join(f'{q},{cell(c)},"{"ABC"[r]}",0.5,1.25\n' for q, c, r in QUIZ_NL)
    deck, said = read_said(tmp_path, "text,choices,correct_answer,gewicht,niveau\n" + rows)
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_NL]
    assert not any("split by ','" in s for s in said)


def test_a_json_object_whose_keys_are_no_labels_is_not_read_as_choices(tmp_path: Path) -> None:
    rows = "".join(f'{q},"{{""x"": ""{c[0]}"", ""y"": ""{c[1]}""}}",A\n' for q, c, _ in QUIZ_NL)
    deck, _ = read_said(tmp_path, "text,choices,correct_answer\n" + rows)
    assert all(q.choices[0].text != c[0] for q, (_, c, _) in zip(deck.questions, QUIZ_NL, strict=False))


#: a quiz in Czech, one line a cell: a question, its choices, an empty line
QUIZ_CS = [
    ("Které město je hlavním městem Česka, a proč?", ["Praha, protože je největší", "Brno", "Ostrava"]),
    ("Kolik má týden dní?", ["Pět", "Sedm, vždy", "Šest"]),
    ("Jaká řeka teče Prahou?", ["Vltava", "Labe, Morava", "Odra"]),
    ("Který kov je tekutý?", ["Rtuť, \"živé stříbro\"", "Železo", "Měď"]),
]


def _quoted(line: str) -> str:
    return '"' + line.replace('"', '""') + '"' if "," in line else line


def test_a_one_column_sheet_is_read_without_its_quotes(tmp_path: Path) -> None:
    blocks = ["\n".join(_quoted(t) for t in (q, *c)) for q, c in QUIZ_CS]
    deck, _ = read_said(tmp_path, "\n\n".join(blocks) + "\n")
    assert [(q, c) for q, c, _ in rows_of(deck)] == QUIZ_CS


def test_a_sheet_whose_bare_lines_hold_the_delimiter_keeps_its_quotes(tmp_path: Path) -> None:
    blocks = ["\n".join(_quoted(t) if k % 2 else t for k, t in enumerate((q, *c))) for q, c in QUIZ_CS]
    deck, _ = read_said(tmp_path, "\n\n".join(blocks) + "\n")
    assert [(q, c) for q, c, _ in rows_of(deck)] != QUIZ_CS


#: a German quiz with no header, its answer the right choice's text; one question opens with a quoted saying
QUIZ_DE = [
    ('"Ich denke, also bin ich" sagte wer?', ["Kant", "Descartes", "Hegel", "Marx"], 1),
    ("Wer schrieb den Faust?", ["Goethe", "Schiller", "Heine", "Brecht"], 0),
    ("Welcher Fluss fließt durch Köln?", ["Elbe", "Main", "Rhein", "Donau"], 2),
    ("Wie viele Bundesländer gibt es?", ["12", "14", "16", "18"], 2),
    ("Was ist die Hauptstadt von Bayern?", ["Nürnberg", "Augsburg", "Regensburg", "München"], 3),
    ("Welches Tier ist ein Vogel?", ["Igel", "Amsel", "Fuchs", "Dachs"], 1),
]


def test_a_quoted_saying_with_the_delimiter_at_a_cells_start_keeps_its_quotes(tmp_path: Path) -> None:
    rows = "".join(f"{q},{','.join(c)},{c[r]}\n" for q, c, r in QUIZ_DE)
    deck, _ = read_said(tmp_path, rows, "fragen.txt")
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in QUIZ_DE]


def test_inline_choices_labelled_in_brackets_the_answer_their_label(tmp_path: Path) -> None:
    quiz = [("Qual è la capitale d'Italia?", ["Milano", "Roma", "Napoli"], 1),
            ("Quanti giorni ha febbraio?", ["28", "30", "31"], 0),
            ("Di che colore è il cielo?", ["Verde", "Rosso", "Azzurro"], 2),
            ("Chi dipinse la Gioconda?", ["Leonardo", "Raffaello", "Giotto"], 0)]
    rows = "".join(f"\"{q} {' '.join(f'({chr(97 + j)}) {c}' for j, c in enumerate(cs))}\",({chr(97 + r)})\n"
                   for q, cs, r in quiz)
    deck, _ = read_said(tmp_path, "Question,Answer\n" + rows)
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in quiz]


def test_a_sheet_without_a_header_whose_question_cells_hold_their_choices(tmp_path: Path) -> None:
    quiz = [("Vilken är Sveriges huvudstad?", ["Göteborg", "Stockholm", "Malmö", "Uppsala"], 1),
            ("Hur många ben har en myra?", ["Sex", "Åtta", "Fyra", "Tio"], 0),
            ("Vilken färg har en citron?", ["Blå", "Röd", "Gul", "Svart"], 2),
            ("Vilket djur är störst?", ["Älg", "Räv", "Hare", "Val"], 3),
            ("Vad heter Sveriges längsta älv?", ["Klarälven", "Dalälven", "Torne älv", "Ljusnan"], 0)]
    rows = "".join(f"{q} {' '.join(f'{chr(65 + j)}) {c}' for j, c in enumerate(cs))};{chr(65 + r)}\n"
                   for q, cs, r in quiz)
    deck, said = read_said(tmp_path, rows)
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in quiz]
    assert any("its choices after it, each after a label ending in ')'" in s for s in said)


def test_a_question_cell_of_lines_the_question_first_then_a_choice_a_line(tmp_path: Path) -> None:
    quiz = [("Hány napból áll egy hét?", ["Öt", "Hét", "Tíz"], 1),
            ("Mi Magyarország fővárosa?", ["Budapest", "Debrecen", "Szeged"], 0),
            ("Melyik folyó folyik át Budapesten?", ["Tisza", "Rába", "Duna"], 2),
            ("Hány lába van a póknak?", ["Hat", "Nyolc", "Négy"], 1)]
    rows = "".join('"' + "\n".join([q, *cs]) + f'",{cs[r]}\n' for q, cs, r in quiz)
    deck, said = read_said(tmp_path, "Question,Answer\n" + rows)
    assert rows_of(deck) == [(q, c, [r]) for q, c, r in quiz]
    assert any("one a line below the question's" in s for s in said)
