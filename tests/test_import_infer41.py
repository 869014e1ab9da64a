"""Session 41's headerless sheets read by their cells (csvinfer), excerpts hand-written in the shape of the banks.

* an explanation after the choices, no column naming the right one: the choice place the explanations restate far
  more often than any other is right in EVERY row, by the column's vote (``csvrestated``), said at the header line;
  no vote, nothing taken;
* a column closing the choice run that repeats another choice of its row is a second key, not a choice, also when
  the key found first is a text (``column 2 the right choice's text``);
* cells wrapped into a column of their own, filled in some rows only (``Wann wurde…;Shaw geboren?``), are joined to
  the cell they continue before the layout is read (``csvwrapcells``); a row whose quoted cell already holds the
  joined text still fits; a sparse column of notes after whole cells is not joined.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.csvrestated import restated_choice, restates
from quizdeck.importers.csvwrapcells import joined, wrap_folds
from tests.conftest import read_said, rows_of

# -- the explanations' vote ---------------------------------------------------------------------------------------

_EXPLAINED = ("11\tQuelle phrase est juste ?\tLe chat dort.\tle chat dort\tDort chat le.\tUne phrase commence par une "
              "majuscule : « le chat dort. » est juste.\n"
              "11\tQuel mot est un verbe ?\tcourir\tmaison\tbleu\tLe mot courir dit une action, c'est un verbe.\n"
              "12\tCombien de côtés a un carré ?\t4\t3\t5\tUn carré a 4 côtés de même longueur.\n"
              "12\tQuelle est la moitié de 10 ?\t5\t2\t20\tLa moitié de dix est 5, car 5 et 5 font 10.\n"
              "13\tQuel animal pond des œufs ?\tla poule\tle chien\tle chat\tLa poule pond des œufs, pas les "
              "mammifères.\n"
              "13\tQuelle saison suit l'hiver ?\tle printemps\tl'été\tl'automne\tAprès l'hiver vient le printemps, "
              "puis l'été.\n"
              "14\tQuel nombre est pair ?\t8\t7\t9\tUn nombre pair se divise par deux sans reste.\n"
              "14\tQuelle couleur donne bleu et jaune ?\tvert\trouge\tviolet\tMélanger le bleu et le jaune donne du "
              "vert.\n")


def test_the_choice_the_explanations_restate_is_right_in_every_row(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _EXPLAINED, "s.tsv")
    rows = rows_of(deck)
    assert len(rows) == 8, rows
    assert all(r[2] == [0] for r in rows), rows   # every row, the one restating "l'été" too (not row by row)
    assert rows[0][1] == ["Le chat dort.", "le chat dort", "Dort chat le."], rows
    assert all(q.explanation for q in deck.questions)
    header = [s for s in said if ":1:1:" in s and "restate" in s]
    assert header and "FIRST choice of EVERY row" in header[0] and "column 6" in header[0], said


def test_the_vote_learns_another_place_too() -> None:
    rows = [["Rome", "Paris", "Lyon"], ["1", "2", "3"], ["cat", "dog", "cow"], ["red", "blue", "green"],
            ["up", "down", "left"], ["oak", "elm", "fir"]]
    notes = ["Paris is France's capital.", "Two is even: 2 it is.", "A dog barks.", "The sky is blue.",
             "Down is where things fall.", "The elm has broad leaves, not the fir."]
    vote = restated_choice(rows, notes)
    assert vote is not None and vote.place == 1 and vote.counts == (0, 5, 0), vote


def test_restated_means_the_whole_choice_word_bounded() -> None:
    assert restates("Ferme la porte.", "« Ferme la porte » donne un ordre.")
    assert not restates("chat", "les chatons dorment")   # a word inside another is no restatement
    assert not restates("", "anything")


def test_explanations_that_restate_no_one_place_take_nothing(tmp_path: Path) -> None:
    # the near miss: explanations restating the choices in no steady place -- no vote, no answer taken
    text = ("Quelle ville est en Italie ?\tRome\tParis\tLyon\tOn parle ici de Rome, de Paris et de Lyon en général.\n"
            "Quel fruit est jaune ?\tla pomme\tla banane\tla cerise\tLa banane est le fruit jaune de la liste ici.\n"
            "Quel métal est liquide ?\tle fer\tle cuivre\tle mercure\tLe mercure est liquide à la température "
            "ambiante.\n"
            "Quel océan est le plus grand ?\tle Pacifique\tl'Atlantique\tl'Indien\tIl couvre un tiers de la "
            "surface de la Terre entière.\n"
            "Quel gaz respirent les plantes ?\tl'azote\tle dioxyde de carbone\tl'hélium\tLes plantes captent le "
            "dioxyde de carbone pour la photosynthèse.\n"
            "Quel astre est une étoile ?\tla Lune\tMars\tle Soleil\tLe Soleil produit sa propre lumière, lui "
            "seul.\n")
    deck, said = read_said(tmp_path, text, "s.tsv")
    rows = rows_of(deck)
    assert not all(r[2] == [0] for r in rows), rows   # no place taken for every row
    assert rows[0][2] in (None, []), rows   # the row whose explanation restates all three: no answer
    assert not any("restate one choice" in s for s in said), said


# -- a second key closing the choices ------------------------------------------------------------------------------

_ECHOED = ("alin ang patinig?,A,E/I,O/U,A,A\n"
           "alin ang patinig?,E/I,A,E/I,O/U,E/I\n"
           "alin ang patinig?,O/U,O/U,E/I,A,O/U\n"
           "alin ang katinig?,BA,DA,GA,BA,BA\n"
           "alin ang katinig?,KA,BA,KA,DA,KA\n"
           "alin ang katinig?,DA,DA,KA,GA,DA\n"
           "alin ang katinig?,GA,KA,BA,GA,GA\n")


def test_a_last_column_repeating_a_choice_is_a_key_beside_a_text_key(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _ECHOED)
    rows = rows_of(deck)
    assert len(rows) == 7, rows
    assert rows[0][1] == ["E/I", "O/U", "A"] and rows[0][2] == [2], rows
    assert [r[2] for r in rows] == [[2], [1], [0], [2], [1], [0], [2]], rows
    assert any("column 6 the right choice's text again" in s for s in said), said
    assert not any("are the same text" in s for s in said), said


def test_a_last_choice_that_repeats_in_few_rows_stays_a_choice(tmp_path: Path) -> None:
    # the near miss: a fourth choice that equals another in one row only is a choice
    text = ("Which planet is red?,Mars,Venus,Mars,Jupiter,Saturn\n"
            "Which metal is liquid?,Mercury,Iron,Copper,Mercury,Gold\n"
            "Which gas do we breathe?,Oxygen,Oxygen,Helium,Neon,Helium\n"
            "Which ocean is largest?,Pacific,Pacific,Atlantic,Arctic,Indian\n"
            "Which bird cannot fly?,Penguin,Eagle,Penguin,Owl,Crow\n"
            "Which fruit is yellow?,Banana,Apple,Cherry,Banana,Plum\n")
    deck, _said = read_said(tmp_path, text)
    rows = rows_of(deck)
    assert all(len(r[1]) == 4 for r in rows), rows


# -- cells wrapped into the next column ----------------------------------------------------------------------------

_WRAPPED = ("Städte;Welches Land hat die Hauptstadt Bagdad?;;Irak;;Iran;;Ägypten;;\n"
            "Städte;Welches Land hat die Hauptstadt Oslo?;;Norwegen;;Schweden;;Finnland;;\n"
            "Personen;Wann wurde der Dichter;Friedrich Schiller geboren?;1759;;1802;;1700;;\n"
            "Städte;Welches Land hat die Hauptstadt Lima?;;Peru;;Chile;;Bolivien;;\n"
            "Begriffe;Was ist ein Zentaur?;;Fabelwesen mit menschlichem Oberkörper;und Pferdeleib;Ein Vogel;;"
            "Ein Fisch;;\n"
            "Sport;Wie viele Spieler hat eine;Fußballmannschaft auf dem Feld?;11;;9;;12;;\n"
            "Städte;Welches Land hat die Hauptstadt Rom?;;Italien;;Spanien;;Malta;;\n"
            "Begriffe;Was ist eine Isobare?;;Verbindungslinie von Orten gleichen Luft-;drucks;Ein Berg;;Ein See;;\n"
            "Städte;Welches Land hat die Hauptstadt Bern?;;Schweiz;;Österreich;;Belgien;;\n"
            "Literatur;\"Es war einmal ein König, der hatte;drei Söhne\" - welches Märchen?;Die drei Federn;;"
            "Rapunzel;;Frau Holle;;\n")


def test_cells_wrapped_into_the_next_column_are_joined(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _WRAPPED)
    rows = rows_of(deck)
    assert len(rows) == 10, rows
    assert rows[2] == ("Wann wurde der Dichter Friedrich Schiller geboren?", ["1759", "1802", "1700"], [0]), rows
    assert rows[4][1][0] == "Fabelwesen mit menschlichem Oberkörper und Pferdeleib", rows
    assert rows[7][1][0] == "Verbindungslinie von Orten gleichen Luft-drucks", rows
    assert all(r[2] == [0] and len(r[1]) == 3 for r in rows), rows
    # the row whose quote swallowed the delimiter: its question cell already joined, its choices in place
    assert rows[9][1] == ["Die drei Federn", "Rapunzel", "Frau Holle"], rows
    assert rows[9][0] == '"Es war einmal ein König, der hatte;drei Söhne" - welches Märchen?', rows   # own quotes
    assert any(":10:1:" in s and "one cell short" in s for s in said), said   # said at its line
    assert any("continue the cell on their left" in s and "3 into 2" in s for s in said), said


def test_a_sparse_note_after_whole_cells_is_not_joined() -> None:
    # the near miss: a column filled in some rows after questions that end as the others do (``?``): a note
    rows = [["Welches Land hat die Hauptstadt Bagdad?", "", "Irak", "Iran"],
            ["Welches Land hat die Hauptstadt Oslo?", "siehe Atlas", "Norwegen", "Schweden"],
            ["Welches Land hat die Hauptstadt Lima?", "", "Peru", "Chile"],
            ["Welches Land hat die Hauptstadt Rom?", "Seite 4", "Italien", "Spanien"],
            ["Welches Land hat die Hauptstadt Bern?", "", "Schweiz", "Belgien"],
            ["Welches Land hat die Hauptstadt Wien?", "", "Österreich", "Ungarn"],
            ["Welches Land hat die Hauptstadt Prag?", "", "Tschechien", "Polen"],
            ["Welches Land hat die Hauptstadt Kiew?", "", "Ukraine", "Polen"]]
    assert wrap_folds(rows) is None


def test_a_word_cut_at_a_hyphen_joins_without_a_space() -> None:
    assert joined("Fließgeschwindig-", "keit") == "Fließgeschwindig-keit"
    assert joined("Preis - ", "Leistung") == "Preis - Leistung"   # a dash standing alone is no cut word
    assert joined("Wann wurde", "Shaw geboren?") == "Wann wurde Shaw geboren?"
