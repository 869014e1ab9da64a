"""Spreadsheets, wave 32 (csv32): session 31's held-out sheets that imported wrong.

* a headerless ``;`` row ``question;c1,c2,…;a,c;img.jpg``: the ``,`` list cell is the choices when the letter (or
  number) keys all fall within it, a comma a space follows kept inside its choice (arnaud80);
* ``question;type;n;k;c1..cn;k1..kk;`` padded to one width: the two counts say where the choices and the keys are
  (rem7474), and a Windows-1252 text is no longer taken for DOS 850 (``lÆoption``: a capital between small letters
  is no letter inside a word);
* a header naming its choices ``Respuesta 1..4`` and no answer column: the FIRST choice is right, said (darkcom);
* a ``.csv`` whose lines hold one field each is text: 6-line records ``question``, ``A-text``..``D-text``, the right
  choice repeated with its label, a blank line for a missing choice, ``;;`` padding (pierresquiban).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.answervalues import answers_counted
from quizdeck.importers.cellseparator import BARE_COMMA, keyed_commas, keyed_items
from quizdeck.importers.csvcounted import counted
from quizdeck.importers.csvinfer import infer
from quizdeck.importers.csvonecolumn import one_field, unpadded
from quizdeck.importers.doscodepage import dos_text
from tests.conftest import read_said, rows_of

_CITIES = [("France", "Paris", "Lyon", "Nice", "Lille"), ("Italy", "Rome", "Milan", "Turin", "Naples"),
           ("Spain", "Madrid", "Seville", "Bilbao", "Malaga"), ("Germany", "Berlin", "Munich", "Hamburg", "Bonn"),
           ("Austria", "Vienna", "Graz", "Linz", "Salzburg"), ("Poland", "Warsaw", "Krakow", "Gdansk", "Lodz")]


def test_a_comma_list_cell_is_the_choices_when_the_letter_keys_fall_within_it(tmp_path: Path) -> None:
    lines = ["Quelles villes sont en France ?;Paris,Lyon,Rome,Nice,Berlin;a,b,d;img.jpg",
             "Vrai ou Faux : Rome est en Italie;Vrai,Faux;a;question.jpeg",
             "La capitale de l'Espagne ?;Madrid,Séville,Bilbao;a;question.jpeg",
             "L'énergie grise est ?;L'énergie pour produire un bien, du berceau à la tombe,L'énergie verte;a;q.jpeg",
             "Vrai ou Faux : Lyon est en Italie;Vrai,Faux;b;question.jpeg",
             "Quel fleuve traverse Paris ?;La Loire,Le Rhône,La Seine,La Garonne;c;question.jpeg"]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "questions.csv")
    assert rows_of(deck)[0] == ("Quelles villes sont en France ?", ["Paris", "Lyon", "Rome", "Nice", "Berlin"],
                                [0, 1, 3]), said
    assert rows_of(deck)[3][1:] == (["L'énergie pour produire un bien, du berceau à la tombe", "L'énergie verte"],
                                    [0]), said
    assert len(deck.questions) == 6, said
    assert any(":1:1:" in s and "column 2 the choices, separated by `,`" in s for s in said), said


def test_commas_are_the_choices_sign_only_where_the_keys_say_so() -> None:
    assert keyed_items("a,b, c,d") == ["a", "b, c", "d"]
    assert keyed_commas(["a,b,c", "d,e", "f,g,h,i"]) == BARE_COMMA
    assert keyed_commas(["a, b, c", "d, e", "f, g"]) == ","
    assert keyed_commas(["a sentence", "another one", "a third, with a comma"]) is None


def test_a_key_beyond_the_comma_pieces_keeps_the_cell_whole() -> None:
    # "d" names a fourth item in cells of three: the commas are a sentence's, no layout is made of them
    rows = [["What is it?", "Red,green,blue", "d"], ["Which one?", "Big,small", "d"],
            ["Why so?", "Here,there,everywhere,nowhere", "d"], ["Who then?", "Me,you,them", "d"]]
    assert infer(rows) is None
    rows[0][2], rows[1][2], rows[2][2], rows[3][2] = "c", "b", "a,d", "c"
    layout = infer(rows)
    assert layout is not None and layout.separator == BARE_COMMA and layout.choices == [1] and layout.answer == 2


def _counted_rows() -> list[str]:
    rows = ["Breach Fighter fonctionne sans l’option « Antivirus » ;1;2;1;FAUX;VRAI;1;;;;;;;",
            "Combien de politiques sont disponibles :;1;5;1;2;4;8;10;3;4;;;;",
            "Sélectionnez les objets;1;5;3;Un réseau;Une adresse IP;Un groupe;Un routeur;Un mot;1;2;4;;",
            "Il faut :;1;4;1; Redémarrer; Analyser les serveurs; Analyser les traces; Ne rien faire;3;;;;;",
            "Dans quels cas est-il intéressant ?;1;3;2;Tout le temps;Le trafic ICMP;Les paquets bloqués;2;3;;;;;",
            "Deux VLANs peuvent être rattachés à la même interface physique;1;2;1;FAUX;VRAI;2;;;;;;;",
            "Une règle de filtrage accepte plusieurs objets FQDN;1;2;1;VRAI;FAUX;1;;;;;;;",
            "Le mode furtif est actif par défaut;1;2;1;oui;non;1;;;;;;;",
            "Quel port sert à l'administration web ?;1;4;1;80;443;8080;10443;2;;;;;"]
    return rows


def test_rows_that_count_their_choices_and_keys_are_read_by_the_counts(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, "\n".join(_counted_rows()) + "\n", "quizz.csv")
    assert rows_of(deck)[0] == ("Breach Fighter fonctionne sans l’option « Antivirus »", ["FAUX", "VRAI"], [0]), said
    assert rows_of(deck)[1] == ("Combien de politiques sont disponibles :", ["2", "4", "8", "10", "3"], [3]), said
    assert rows_of(deck)[2][2] == [0, 1, 3], said
    assert rows_of(deck)[3][1][0] == "Redémarrer" and rows_of(deck)[3][2] == [2], said
    assert rows_of(deck)[4][2] == [1, 2], said
    assert any(":1:1:" in s and "columns 3 and 4 count the choices and the keys" in s for s in said), said


def test_counts_must_hold_on_every_row_and_vary() -> None:
    rows = [r.split(";") for r in _counted_rows()]
    got = counted(rows)
    assert got is not None and got.at == 2 and got.most == 5
    assert got.records(rows[0])[0] == [rows[0][0], "1", "FAUX", "VRAI", "", "", "", "1"]
    broken = ["Q?", "1", "3", "1", "a", "b", "", "1"]   # a counted choice left empty: one row in ten at most
    assert counted([*rows, broken]) is not None and counted([*rows, broken, broken]) is None
    assert got.records(broken)[0] == ["Q?", "1", "a", "b", "1", "", "", ""]
    assert counted([["q", "1", "3", "1", "a", "b", "c", "2"]] * 5) is None       # always three: a sheet's columns


def test_a_windows_1252_french_text_is_not_read_as_dos_850() -> None:
    lines = ["Breach Fighter ne peut pas fonctionner sans l’option « Antivirus Kaspersky »;1;2;1;FAUX;VRAI;1",
             "Il est possible de sélectionner une page de blocage spécifique par catégorie d’URL;1;2;1;FAUX;VRAI;2",
             "Dans quels cas est-il intéressant d’utiliser le niveau de trace avancé ?;1;2;1;Oui;Non;1"]
    data = "\n".join(lines).encode("cp1252")
    assert dos_text(data, "q.csv", Diagnostics()) is None
    german = "Säugling über Größe müssen ändern\n".encode("cp850")   # DOS 850 still told as such
    assert dos_text(german, "q.csv", Diagnostics()) == "Säugling über Größe müssen ändern\n"


def test_choices_named_as_answers_counted_make_the_first_one_right(tmp_path: Path) -> None:
    lines = ["Pregunta,Respuesta 1,Respuesta 2,Respuesta 3,Respuesta 4,Categoria,Nivel"] + [
        f"¿Cuál es la capital de {c}?,{a},{b},{d},{e},Geografía,{k % 3 + 1}"
        for k, (c, a, b, d, e) in enumerate(_CITIES)]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "preguntas.csv")
    assert rows_of(deck)[0] == ("¿Cuál es la capital de France?", ["Paris", "Lyon", "Nice", "Lille"], [0]), said
    assert all(q.answer == [0] for q in deck.questions), said
    assert any(":1:1:" in s and "FIRST choice" in s and "'Respuesta 1'" in s for s in said), said


def test_only_answers_counted_from_one_say_so() -> None:
    assert answers_counted(["Respuesta 1", "Respuesta 2", "Respuesta 3"])
    assert answers_counted(["answer_1", "answer_2"])
    assert not answers_counted(["Option 1", "Option 2"])
    assert not answers_counted(["Answer 2", "Answer 3"])
    assert not answers_counted(["Respuesta 1"])


_RECORDS = ["Quel est le jeu vidéo le plus vendu au monde ?", "A-GTA V", "B-Tetris", "C-Minecraft", "D-Elden ring",
            "C-Minecraft",
            "Quel est le slogan du Front populaire ?", "A-« Avec la France, pour les Français »",
            "B-« liberté, égalité »", "C-« travail, famille »", "D-« le pain, la paix »", "D-« le pain, la paix »",
            "Le système binaire utilise la base", "A-2", "B-10", "C-8", "D-16", "A-2",
            "Dans la mythologie, les dieux se réunissaient sur", "A-Le mont Sinaï", "B-Le Vésuve", "C-Le mont Olympe",
            "D-Le mont Blanc", "C-Le mont Olympe",
            "Qu'est ce que Microsoft Windows ?", "A-Un ordinateur", "B-Un système d'exploitation", "C-Une base",
            "", "B-Un système d'exploitation",
            "Quel département n'est pas frontalier avec l'Italie ?;;", "A-Les Alpes;;", "B-Les Hautes-Alpes;;",
            "C-La Haute-Savoie;;", "D-Le Vaucluse;;", "D-Le Vaucluse;;"]


def test_a_csv_of_one_field_a_line_is_read_as_its_fixed_records(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, "\r\n".join(_RECORDS), "question.csv")
    assert rows_of(deck)[0] == ("Quel est le jeu vidéo le plus vendu au monde ?",
                                ["GTA V", "Tetris", "Minecraft", "Elden ring"], [2]), said
    assert rows_of(deck)[4] == ("Qu'est ce que Microsoft Windows ?",
                                ["Un ordinateur", "Un système d'exploitation", "Une base"], [1]), said
    assert rows_of(deck)[5] == ("Quel département n'est pas frontalier avec l'Italie ?",
                                ["Les Alpes", "Les Hautes-Alpes", "La Haute-Savoie", "Le Vaucluse"], [3]), said
    assert len(deck.questions) == 6, said
    assert any(":1:1:" in s and "no line holds two filled cells" in s for s in said), said


def test_one_field_lines_and_their_padding() -> None:
    assert one_field("a question, with a comma\nA-x;;\nB-y\n")
    assert not one_field("q;a;b\nq2;x;\n")
    assert not one_field("q,a,b\nq2,x,y\njust text\n")
    assert not one_field('"name,kind,mail","q1, a, b, q2, c, d"\n"n2,k,m","q3, e, f"\n')   # two quoted cells
    assert unpadded(["text;;", "more", "last;"]) == "text\nmore\nlast"
    assert unpadded(["q;a", "x"]) is None


def test_a_hyphened_word_alone_is_no_label(tmp_path: Path) -> None:
    lines = []
    for k, (c, a, b, d, e) in enumerate(_CITIES):
        lines += [f"What is the capital of {c}?", f"A-{a}", f"B-{b}", f"C-{d}", "D-tree" if k == 0 else f"D-{e}",
                  f"A-{a}"]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "q.txt")
    assert rows_of(deck)[0] == ("What is the capital of France?", ["Paris", "Lyon", "Nice", "tree"], [0]), said
    lines[4] = "B-tree"   # B's label in D's place: the labels are not the choices' own, kept as written
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "q.txt")
    assert rows_of(deck)[0][1] == ["A-Paris", "B-Lyon", "C-Nice", "B-tree"], said


def test_blank_lines_inside_fixed_records_keep_them_in_step(tmp_path: Path) -> None:
    lines = []
    for k, (c, a, b, d, e) in enumerate(_CITIES):
        choices = [f"A-{b}", f"B-{a}", f"C-{d}", f"D-{e}"] if k % 2 else [f"A-{a}", f"B-{b}", f"C-{d}", f"D-{e}"]
        lines += [f"What is the capital of {c}?", *choices[:3], choices[3] if k < 4 else "", choices[k % 2]]
    deck, said = read_said(tmp_path, "\n".join(lines), "q.txt")
    assert len(deck.questions) == 6, said
    assert rows_of(deck)[4] == ("What is the capital of Austria?", ["Vienna", "Graz", "Linz"], [0]), said
    assert rows_of(deck)[5] == ("What is the capital of Poland?", ["Krakow", "Warsaw", "Gdansk"], [1]), said


_FROM_B = """\
Question,Difficulty,OptionB,OptionC,OptionD,Answer
What is 2+2?,easy,3,4,5,C
What is 3*3?,easy,9,6,33,B
Capital of France?,medium,Paris,Rome,Oslo,B
Largest ocean?,medium,Atlantic,Pacific,Indian,C
Who wrote Hamlet?,hard,Dickens,Austen,Shakespeare,D
Boiling point of water (C)?,easy,90,100,80,C
"""


def test_letter_answers_under_choices_from_b_count_from_b(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _FROM_B, "quiz.csv")
    assert [q[2] for q in rows_of(deck)] == [[1], [0], [0], [1], [2], [1]], said
    assert any(":1:1:" in s and "the answers' letters as the header's" in s for s in said), said


def test_letter_answers_from_b_stay_as_written_without_proof(tmp_path: Path) -> None:
    # no answer names D (past the last choice when counted from A): not shifted, the doubt said
    deck, said = read_said(tmp_path, _FROM_B.replace(",D\n", ",C\n"), "quiz.csv")
    assert [q[2] for q in rows_of(deck)] == [[2], [1], [1], [2], [2], [2]], said
    assert any(":1:1:" in s and "may then name the choice after the right one" in s for s in said), said


def test_a_row_its_counts_do_not_fit_is_said_not_guessed(tmp_path: Path) -> None:
    rows = _counted_rows()
    rows.insert(3, "Une question cassée ?;1;3;1;oui;non;;2;;;;;;")   # three choices counted, two given
    deck, said = read_said(tmp_path, "\n".join(rows) + "\n", "quizz.csv")
    assert rows_of(deck)[3] == ("Une question cassée ?", ["oui", "non", "2"], None), said
    assert any(":4:1:" in s and "gives no answer" in s for s in said), said
    assert rows_of(deck)[1][2] == [3], said
