"""Session 14's table shapes (issue 17; from session 13's held-out half, now dev), each read as a shape,
in other words and languages than the files they came from: rows without choices (true/false, open
questions) do not decide how the answer column names a choice; an answer column after the choices that
names none of them is the right choice itself; an answer that is a choice's text wins over reading it as a
letter in a sheet of texts; an answer written shorter or longer than its choice's text, by whole words.
Every uncertain reading is said at its line."""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.arbiter import Reading, _best
from quizdeck.importers.fit import Fit
from quizdeck.importers.formats import FORMATS
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from tests.conftest import saved
from tests.test_import import answers, texts


def test_true_false_rows_do_not_hide_that_the_answer_numbers_count_from_zero(tmp_path: Path) -> None:
    rows = ["id,kind,frage,optionen,loesung,erklaerung",
            '1,mc,Welche Farbe hat der Himmel?,"grün|blau|rot",1,weil',
            "2,tf,Die Erde ist eine Scheibe.,,falsch,nein",
            '3,mc,Wie viele Beine hat eine Spinne?,"sechs|vier|acht",2,acht',
            "4,tf,Wasser kocht bei 100 Grad.,,true,ja",
            '5,mc,Welches Tier bellt?,"Hund|Katze|Kuh",0,wau',
            "6,tf,Der Mond ist ein Planet.,,false,nein",
            '7,mc,Welche Zahl ist gerade?,"drei|fünf|vier",2,vier']
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 0, err
    assert answers(doc) == ["B", "B", "C", "A", "A", "B", "C"]
    assert "counts the choices from 0 (a 0 is among its numbers)" in err


def test_a_type_of_drag_and_drop_rows_is_skipped_and_said(tmp_path: Path) -> None:
    rows = ["question,type,options,answer",
            '"Pick the prime.",mcq,"4|6|7",C',
            '"Match the pairs.",drag_and_drop,"a:1|b:2",',
            '"Pick the even one.",mcq,"3|8|9",B']
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 0, err
    assert len(doc["questions"]) == 2
    assert ":3:1: warning: row 3 is a 'drag_and_drop' question; skipped" in err


_GAME = ["frage;falsch1;falsch2;falsch3;richtig",
         "Wie heißt die Hauptstadt von Italien;Mailand;Neapel;Turin;Rom",
         "Welches Tier ist ein Säugetier;Hai;Forelle;Karpfen;Delfin",
         "Welcher Planet ist am größten;Mars;Erde;Venus;Jupiter",
         "Wer malte die Mona Lisa;Picasso;Monet;Dürer;Leonardo da Vinci",
         "Wann fiel die Berliner Mauer;1961;1975;1991;1989",
         "Welches Metall ist flüssig;Eisen;Blei;Zinn;Quecksilber"]


def test_an_answer_column_after_the_choices_naming_none_of_them_is_the_right_choice_itself(tmp_path: Path) -> None:
    doc, err, code, _ = saved(tmp_path, "\n".join(_GAME).encode())
    assert code == 0, err
    assert texts(doc)[0] == ["Mailand", "Neapel", "Turin", "Rom"]
    assert texts(doc)[4] == ["1961", "1975", "1991", "1989"]
    assert answers(doc) == ["D"] * 6
    assert ":1:1: warning: column 'richtig' comes after the choices and its cells, texts, name none of them: " \
           "it is the right choice itself, read as the last choice" in err


def test_an_answer_column_after_the_choices_that_names_them_by_text_is_read_so(tmp_path: Path) -> None:
    rows = [_GAME[0]] + [";".join([*r.split(";")[:4], r.split(";")[2]]) for r in _GAME[1:]]
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 0, err
    assert answers(doc) == ["B"] * 6 and len(texts(doc)[0]) == 3
    assert "the right choice itself" not in err


def test_an_answer_that_is_a_choice_text_of_one_letter_is_that_choice_in_a_sheet_of_texts(tmp_path: Path) -> None:
    rows = ["pergunta,opcao1,opcao2,opcao3,opcao4,correta",
            "Qual é o símbolo do oxigênio?,H,O,N,C,O",
            "Qual é a capital do Brasil?,Rio,Brasília,Salvador,Recife,Brasília",
            "Quantos lados tem um triângulo?,três,quatro,cinco,seis,três",
            "Qual é o maior oceano?,Atlântico,Índico,Pacífico,Ártico,Pacífico",
            "Qual é a cor do céu?,verde,azul,vermelho,preto,azul",
            "Qual letra vem depois de A?,C,D,E,B,B"]
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 0, err
    assert answers(doc) == ["B", "B", "A", "C", "B", "D"]


def test_an_answer_written_shorter_or_longer_than_its_choice_by_whole_words_is_read_and_said(
        tmp_path: Path) -> None:
    rows = ["tema;tipo;pregunta;A;B;C;D;respuesta",
            "Historia;4;¿Quién descubrió América?;Cristóbal Colón;Magallanes;Vespucio;Cortés;Colón",
            "Geografía;4;¿Dónde está Lima?;Chile;el Perú;Bolivia;Ecuador;Perú",
            "Ciencia;2;¿Qué planeta es rojo?;Marte;Venus;;;Marte",
            "Ciencia;2;¿Qué gas respiramos?;Oxígeno;Helio;;;Oxígeno",
            "Arte;4;¿Quién pintó el Guernica?;Dalí;Picasso;Miró;Goya;Picasso",
            "Arte;4;¿Qué es la Gioconda?;Una escultura;Un cuadro;Un edificio;Un libro;Un cuadro",
            "Abierta;0;¿Cuál es tu color favorito?;;;;;azul"]
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert answers(doc)[:6] == ["A", "B", "A", "A", "B", "B"], err
    assert ":2:1: warning: row 2: the answer 'Colón' is not a choice's whole text; it is words of choice A's " \
           "('Cristóbal Colón'), or holds them: read as that choice" in err
    assert ":3:1: warning: row 3: the answer 'Perú'" in err
    assert code == 0, err


def test_an_answer_within_the_words_of_two_choices_is_not_guessed(tmp_path: Path) -> None:
    rows = ["question,a,b,c,answer",
            "Who wrote Emma?,Jane Austen,Austen Chamberlain,Charlotte Bronte,Austen",
            *[f"Question {k}?,one {k},two {k},three {k},two {k}" for k in range(5)]]
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert answers(doc)[1:] == ["B"] * 5
    assert answers(doc)[0] != "A" and answers(doc)[0] != "B"
    assert code == 1 and ":2:1: warning:" in err


def test_a_category_column_between_the_question_and_the_choices_is_their_tag_not_a_choice(tmp_path: Path) -> None:
    topics = ["Storia", "Scienza", "Arte"]
    rows = [f"Domanda numero {k} sul tema?,{topics[k % 3]},primo {k},secondo {k},terzo {k},secondo {k}"
            for k in range(12)]
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 0, err
    assert texts(doc)[0] == ["primo 0", "secondo 0", "terzo 0"]
    assert answers(doc) == ["B"] * 12
    assert doc["questions"][1]["tags"] == ["Scienza"]
    assert "column 2 the tag" in err


def test_a_headerless_sheet_of_a_question_and_two_choices_is_a_quiz_apps_first_right_said(tmp_path: Path) -> None:
    rows = ["", "Ibu kota negara Jepang adalah,Tokyo,Osaka", "Planet terbesar di tata surya,Jupiter,Saturnus",
            "Hewan yang bisa terbang disebut,burung,ikan", "Warna langit pada siang hari,biru,hijau",
            "Jumlah hari dalam satu minggu,tujuh,enam"]
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 0, err
    assert texts(doc)[1] == ["Jupiter", "Saturnus"] and answers(doc) == ["A"] * 5
    assert ":2:1: warning: no header row names the columns: read by what the cells hold: column 1 the question; " \
           "columns 2–3 the choices; no column names the right choice: the FIRST choice" in err


def test_a_headerless_sheet_of_a_question_its_answer_and_an_explanation_is_not_read_as_two_choices(
        tmp_path: Path) -> None:
    rows = [f"What does the acronym number {k} stand for?,ABC{k},An explanation of what ABC{k} means in practice"
            for k in range(6)]
    _, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 1 and "FIRST choice" not in err


def test_true_false_rows_beside_lettered_ones_do_not_make_the_header_misread(tmp_path: Path) -> None:
    rows = ["question,A,B,C,answer", '"Is water wet?",,,,true', '"Is fire cold?",,,,false', '"Is ice hot?",,,,false',
            '"Which is a fruit?",apple,stone,chair,A', '"Is the sky blue?",,,,true', '"Which is red?",table,red,cup,B',
            '"Is snow white?",,,,true']
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 0, err
    assert answers(doc) == ["A", "B", "B", "A", "A", "B", "A"]
    assert texts(doc)[3] == ["apple", "stone", "chair"] and texts(doc)[0] == ["True", "False"]


def _reading(name: str, answers_at: list[int | None]) -> Reading:
    deck = ImportedDeck(name="d", key="k", origin="o")
    for k, at in enumerate(answers_at):
        q = ImportedQuestion(pos=Pos("s.txt", k + 1, 1), text=f"q{k}", id=f"q{k}")
        q.choices = [ImportedChoice("a"), ImportedChoice("b"), ImportedChoice("c")]
        if at is not None:
            q.set_answer([at])
        deck.questions.append(q)
    fit = Fit(questions=len(answers_at), shaped=1.0, used=1.0, answered=1.0, numbered=0, steady=1.0, clean=1.0,
              unused_lines=0, misplaced=0, lines=4 * len(answers_at))
    form = next(f for f in FORMATS if f.name == name)
    return Reading(form, deck, Diagnostics(), fit)


def test_on_a_tie_the_reading_whose_answers_differ_wins_over_one_right_choice_everywhere() -> None:
    failed = _reading("text", [])
    failed.diags.error(Pos("s.txt", 1, 1), "no questions")
    guess, read = _reading("csv", [0, 0, 0, 0]), _reading("aiken", [1, 0, 2, 1])
    assert _best([failed, guess, read]) is read
    assert _best([failed, read, guess]) is read
    assert _best([failed, _reading("csv", [0, 1, 2, 0]), read]).form.name == "csv"   # both read: the earlier


def test_a_wrong_answers_column_of_json_lists_gives_each_item_as_a_choice(tmp_path: Path) -> None:
    rows = ["category,type,difficulty,question,correct_answer,incorrect_answers",
            'Ciencia,multiple,easy,¿Símbolo del oro?,Au,"[""Ag"", ""Gd"", ""Go""]"',
            'Ciencia,boolean,easy,El sol es una estrella.,Verdadero,"[""Falso""]"',
            'Arte,multiple,hard,¿Quién pintó el Guernica?,Picasso,"[""Dalí"", ""Miró"", ""Goya""]"']
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 0, err
    assert texts(doc) == [["Au", "Ag", "Gd", "Go"], ["Verdadero", "Falso"], ["Picasso", "Dalí", "Miró", "Goya"]]
    assert answers(doc) == ["A", "A", "A"]


def test_a_wrong_answers_column_split_by_a_bar_in_most_cells_is_split_and_said(tmp_path: Path) -> None:
    rows = ["question;right answer;wrong answers",
            "Capitale de la France ?;Paris;Lyon|Nice|Lille", "Plus grand océan ?;Pacifique;Atlantique|Indien",
            "La Terre est ronde.;Vrai;Faux", "Couleur du ciel ?;bleu;vert|rouge|noir"]
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 0, err
    assert texts(doc)[0] == ["Paris", "Lyon", "Nice", "Lille"] and texts(doc)[2] == ["Vrai", "Faux"]
    assert ":1:1: warning: column 'wrong answers' holds several wrong answers in each cell, split at '|'" in err


_QUESTIONS = [("Hangisi bir meyvedir?", "elma", "taş", "masa"), ("Hangisi bir renktir?", "kalem", "mavi", "kapı"),
              ("Hangisi bir hayvandır?", "kedi", "bardak", "yol"), ("Hangisi bir sayıdır?", "ev", "kitap", "beş"),
              ("Hangisi bir gezegendir?", "Mars", "deniz", "dağ"), ("Hangisi bir içecektir?", "ekmek", "çay", "tuz")]


def test_an_answer_column_named_in_words_not_known_is_learnt_from_its_letters(tmp_path: Path) -> None:
    keys = ["A", "B", "A", "C", "A", "B"]
    rows = ["Soru;A;B;C;Cevap"] + [";".join([*q, k]) for q, k in zip(_QUESTIONS, keys, strict=True)]
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 0, err
    assert answers(doc) == keys
    assert ":1:1: warning: no column's name says it holds the answers, but the cells of column 'Cevap' are letters " \
           "naming one of their row's choices: read as the answer" in err


def test_an_answer_column_named_in_words_not_known_is_learnt_from_its_numbers_or_texts(tmp_path: Path) -> None:
    numbers = ["1", "2", "1", "3", "1", "2"]
    rows = ["Soru;A;B;C;Doğru"] + [";".join([*q, k]) for q, k in zip(_QUESTIONS, numbers, strict=True)]
    doc, err, _, _ = saved(tmp_path, "\n".join(rows).encode())
    assert answers(doc) == ["A", "B", "A", "C", "A", "B"], err
    rows = ["Soru;A;B;C;Doğru"] + [";".join([*q, q[int(k)]]) for q, k in zip(_QUESTIONS, numbers, strict=True)]
    doc, err, _, _ = saved(tmp_path, "\n".join(rows).encode(), "t.csv")
    assert answers(doc) == ["A", "B", "A", "C", "A", "B"], err


def test_a_level_column_after_the_choices_is_not_taken_for_the_answer(tmp_path: Path) -> None:
    levels = ["1", "2", "1", "2", "1", "2"]   # never the third choice: a level, not an answer
    rows = ["Soru;A;B;C;Seviye"] + [";".join([*q, k]) for q, k in zip(_QUESTIONS, levels, strict=True)]
    _, err, _, _ = saved(tmp_path, "\n".join(rows).encode())
    assert "no column of the header row names the right answers" in err   # the sheet's reader guesses none
    assert "no column's name says it holds the answers" not in err


def test_a_headerless_sheet_with_the_right_letter_before_the_question_reads_it(tmp_path: Path) -> None:
    keys = ["A", "B", "A", "C", "A", "B"]
    rows = [";".join([k, *q]) for q, k in zip(_QUESTIONS, keys, strict=True)]
    doc, err, code, _ = saved(tmp_path, "\n".join(rows).encode())
    assert code == 0, err
    assert answers(doc) == keys and texts(doc)[0] == ["elma", "taş", "masa"]
    assert "column 2 the question; columns 3–5 the choices; column 1 the right choice's letter" in err


def test_a_header_whose_names_do_not_fit_its_rows_is_still_read_by_its_cells(tmp_path: Path) -> None:
    rows = ["Pregunta;Incorrecta (0);Incorrecta (1);Correcta (2);Incorrecta (3);2",
            "¿Color del cielo?;verde;azul;rojo;negro;1", "¿Animal que ladra?;perro;gato;vaca;pez;0",
            "¿Número par?;tres;cinco;cuatro;siete;2", "¿Capital de Italia?;Milán;Nápoles;Turín;Roma;3",
            "¿Metal líquido?;hierro;mercurio;plomo;estaño;1"]
    doc, err, _, _ = saved(tmp_path, "\n".join(rows).encode())
    assert answers(doc) == ["B", "A", "C", "D", "B"], err
    assert texts(doc)[0] == ["verde", "azul", "rojo", "negro"]
