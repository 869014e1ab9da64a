"""Spreadsheets, wave 33 (csv33): session 32's held-out sheets that imported wrong.

* a headerless true/false sheet keyed by the initials of its language's verdict words (``i``/``h``: igaz/hamis),
  a topic column after the statements: each row a true/false question, its choices the words (siposlevente);
  letters whose language is not told (``d``/``n``) are written in English, said; a column of other letters is not
  read so;
* a tab sheet pasted from a word processor, its records numbered, cells holding line ends not quoted: the lines
  that start with no number continue the record above, said (asliddinweb);
* a first row that names the answer column (``Correct``) and no question, over rows whose answers are their own
  choices' texts: a header, not a question (planetgarrett).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.csvinfer import choice_mark
from quizdeck.importers.csvletters import letter_pair
from quizdeck.importers.csvnumbered import numbered_joined
from tests.conftest import read_said, rows_of

_HU = [("i", "A cache tárolóban a memória rekeszeinek tartalmát tároljuk", "Gyorsító tárak és a memória"),
       ("h", "A cache mindig a CPU és az MMU között helyezkedik el, minden rendszerben", "Gyorsító tárak és a memória"),
       ("h", "A CISC architektúráknál egyszerűbb a futószalagos feldolgozás kialakítása", "Párhuzamos architektúrák"),
       ("i", "A CISC architektúra általában kompatibilis a régebbi verziókkal", "Párhuzamos architektúrák"),
       ("i", "A ciklusszintű párhuzamosság az iterációk párhuzamos végrehajtását jelenti", "Párhuzamos architektúrák"),
       ("h", "Valós adatfüggőség a WAR függőség, amit átnevezéssel nem lehet kiküszöbölni", "Párhuzamos architektúrák"),
       ("i", "A blokk méret és a sor méret általában azonos a gyorsító tárakban", "Gyorsító tárak és a memória"),
       ("h", "A cache találatok száma nem függ a cache méretétől semmilyen esetben", "Gyorsító tárak és a memória")]


def test_verdict_initials_in_a_headerless_sheet_are_true_false_questions_in_the_sheet_s_words(tmp_path: Path) -> None:
    text = "".join(f"{key};{statement};{topic};helyes\n" for key, statement, topic in _HU)
    deck, said = read_said(tmp_path, text, "kerdesek.csv")
    rows = rows_of(deck)
    assert len(rows) == len(_HU), said
    assert rows[0] == (_HU[0][1], ["Igaz", "Hamis"], [0]), said
    assert rows[1] == (_HU[1][1], ["Igaz", "Hamis"], [1]), said
    assert deck.questions[0].tags == ["Gyorsító-tárak-és-a-memória"], said


def test_verdict_initials_of_several_languages_are_written_in_english_and_said(tmp_path: Path) -> None:
    text = "".join(f"{'d' if k == 'i' else 'n'};{statement};{topic}\n" for k, statement, topic in _HU)
    deck, said = read_said(tmp_path, text, "pitanja.csv")
    assert rows_of(deck)[1] == (_HU[1][1], ["Yes", "No"], [1]), said
    assert any("'d'/'n' read as yes/no" in s for s in said), said


def test_letters_are_verdicts_only_when_the_column_holds_nothing_else() -> None:
    assert letter_pair(["i", "h", "h", "i", "i"]) is not None
    assert letter_pair(["i", "h", "h", "i", "a"]) is None      # a third value: choice letters, maybe
    assert letter_pair(["a", "b", "a", "b", "b"]) is None      # no language's verdict initials
    assert letter_pair(["i", "h", "h"]) is None                # too few to tell


def test_a_question_cell_without_its_letter_key_is_no_verdict_row(tmp_path: Path) -> None:
    # a sheet with its own choices: an answer column of two letters is letters of choices, not verdicts
    lines = [f"{s};Igen;Nem;Talán;{'a' if k == 'i' else 'b'}" for k, s, _ in _HU]
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "q.csv")
    assert rows_of(deck)[1] == (_HU[1][1], ["Igen", "Nem", "Talán"], [1]), said


_UZ = ["“ILHOM” test", "", "№\tTest topshirig‘i\tA*\tB\tC\tD"]
_RECORDS = [("Aruz qanday she’riyatning vazni?", "Mumtoz", "Modernistik", "Oq she’rning", "realistik"),
            ("Adabiyotshunoslik lug‘ati asari mualliflari?", "D.Quronov", "Sh.Rizaev", "B.Karimov", "N.Karimov"),
            ("Qaysi ijodkorlar nomi oqlanib, asarlari nashr etildi?", "A.Qodiriy, Cho‘lpon", "Ogahiy, Munis",
             "Muqimiy, Zavqiy", "Furqat, Amiriy"),
            ("Yulduzlar mangu yonadi asarida qaysi sport targ‘ib qilinadi?", "Kurash", "Futbol", "Boks", "Tennis"),
            ("Prolog nima?", "Muqaddima", "Xotima", "Tugun", "Yechim"),
            ("Qaysi matbuot nashrida badiiy tarjimalar ko‘p e’lon qilinadi?", "Kitob dunyosi", "Mohiyat",
             "Hurriyat", "Toshkent oqshomi"),
            ("Portret qaysi tilga oid so‘z?", "Fransuz tilida", "Italyan tilida", "Yunon tilida", "Ingliz tilida"),
            ("Tog‘ay Murodning ilk romani?", "Otamdan qolgan dalalar", "Ot kishnagan oqshom", "Momo yer", "Bahor"),
            ("Aruz vaznida yozilgan janr?", "G‘azal", "Doston", "Qissa", "Roman"),
            ("Tuyuq nimalarga asoslangan janr?", "Omonimlarga", "Sinonimlarga", "Antonimlarga", "Sememalarga"),
            ("Fabula nima?", "Voqeiy asos", "Kulminatsiya", "Tugun", "Yechim")]


def _uz_lines() -> list[str]:
    lines = list(_UZ)
    for n, (q, right, *wrong) in enumerate(_RECORDS, 1):
        line = "\t".join([f"{n}.", q, f"*{right}", *wrong])
        if n == 3:    # a line end inside the right choice's cell
            line = line.replace("A.Qodiriy, ", "A.Qodiriy,\n")
        if n == 5:    # a line end between the question and its choices
            line = line.replace("nima?\t", "nima?\n\t")
        lines.append(line)
    return lines


def test_numbered_records_cut_by_unquoted_line_ends_are_joined(tmp_path: Path) -> None:
    text = "\n".join(_uz_lines()) + "\n"
    joined = numbered_joined(text)
    assert joined is not None and joined[1] == {6: 1, 9: 1}
    assert joined[0].count("\n") == text.count("\n")   # the lines after a record stay where they were
    deck, said = read_said(tmp_path, text, "savollar.txt")
    rows = rows_of(deck)
    assert len(rows) == len(_RECORDS), said
    assert rows[2] == (_RECORDS[2][0], list(_RECORDS[2][1:]), [0]), said
    assert rows[4] == ("Prolog nima?", list(_RECORDS[4][1:]), [0]), said
    assert rows[5][0] == _RECORDS[5][0], said
    assert any(":6:1: warning: this numbered record runs over several lines" in s for s in said), said


def test_a_sheet_whose_lines_are_whole_records_is_not_joined() -> None:
    assert numbered_joined("\n".join(_uz_lines()[:3] + [f"{n}.\tq{n}?\t*a\tb\tc\td" for n in range(1, 12)])) is None


def test_a_first_row_naming_the_answer_column_over_text_answers_is_a_header(tmp_path: Path) -> None:
    clouds = [("Stratocumulus", "Stratus", "Stratocumulus", "Cirrocumulus", "Cirrus"),
              ("Cumulus", "Cumulus", "Altocumulus", "Stratus", "Cumulonimbus"),
              ("Altocumulus", "Stratus", "Cirrostratus", "Altostratus", "Altocumulus"),
              ("Nimbostratus", "Nimbostratus", "Cirrus", "Stratus", "Cumulonimbus"),
              ("Cirrus", "Stratocumulus", "Cirrostratus", "Cirrus", "Altostratus"),
              ("Cirrocumulus", "Cirrus", "Stratus", "Cirrocumulus", "Cumulus"),
              ("Cirrostratus", "Altostratus", "Cirrostratus", "Nimbostratus", "Cumulus"),
              ("Altostratus", "Nimbostratus", "Stratus", "Cirrus", "Altostratus"),
              ("Stratus", "Stratus", "Cumulonimbus", "Nimbostratus", "Stratocumulus"),
              ("Cumulonimbus", "Cumulonimbus", "Nimbostratus", "Stratus", "Cumulus")]
    lines = ["Photo,Correct,Answer1,Answer2,Answer3,Answer4,Explanation"]
    lines += [f"./assets/{n}.webp,{','.join(row)}," for n, row in enumerate(clouds, 1)]
    deck, said = read_said(tmp_path, "\r\n".join(lines), "questions.csv")
    rows = rows_of(deck)
    assert len(rows) == len(clouds), said
    assert rows[0] == ("./assets/1.webp", ["Stratus", "Stratocumulus", "Cirrocumulus", "Cirrus"], [1]), said


def test_a_start_mark_before_a_quote_sign_is_the_mark_alone() -> None:
    # "*“Kitob dunyosi”" in some rows, "*Kurash" in the others: the mark is `*`, the quotes the text's own
    rows = [[f"*“{right}”" if k % 2 else f"*{right}", *[f"“{w}”" for w in wrong]]
            for k, (_, right, *wrong) in enumerate(_RECORDS)]
    mark = choice_mark(rows)
    assert mark is not None and mark.affix == "*" and not mark.end
