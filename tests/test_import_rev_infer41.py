"""A second read of session 41's headerless-sheet rules (csvrestated, a second key, csvwrapcells): near-miss shapes
the first tests did not try, hand-written. Each either holds (no rule fires, or the reading is right) or is said at
its line."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.csvinfer import infer
from quizdeck.importers.csvrestated import restated_choice
from quizdeck.importers.csvwrapcells import wrap_folds
from tests.conftest import read_said, rows_of
from tests.test_import_infer41 import _ECHOED, _EXPLAINED, _WRAPPED

# -- the explanations' vote ---------------------------------------------------------------------------------------


def test_a_fixed_pair_of_choices_gets_no_vote_by_place() -> None:
    # the near miss: the same choices in every row (true/false): explanations restate the row's answer, not a place
    rows = [["True", "False"]] * 7
    notes = ["True: the sun is a star.", "True, water boils at 100 °C at sea level.", "True: Paris is in France.",
             "True. Bats are mammals.", "True; the Nile flows north.", "True: ice floats.",
             "False: a spider has eight legs."]
    assert restated_choice(rows, notes) is None


def test_a_sheet_of_fixed_choices_takes_no_place_silently(tmp_path: Path) -> None:
    text = "".join(f"{q}\tVrai\tFaux\t{n}\n" for q, n in (
        ("Le soleil est une étoile.", "Vrai : le soleil est une étoile."),
        ("L'eau bout à 100 °C.", "Vrai, au niveau de la mer."),
        ("Paris est en France.", "Vrai : c'est sa capitale."),
        ("La chauve-souris est un mammifère.", "Vrai. Elle allaite ses petits."),
        ("Le Nil coule vers le nord.", "Vrai ; il se jette dans la Méditerranée."),
        ("La glace flotte.", "Vrai : elle est moins dense que l'eau."),
        ("L'araignée a six pattes.", "Faux : elle en a huit.")))
    deck, said = read_said(tmp_path, text, "s.tsv")
    rows = rows_of(deck)
    # held: Vrai/Faux in every row are no choice columns, the sheet is refused aloud
    assert (len(rows) == 7 and rows[6][2] != [0]) or any("error" in s for s in said), (rows, said)


def test_a_single_row_gets_no_vote(tmp_path: Path) -> None:
    _deck, said = read_said(tmp_path, _EXPLAINED.splitlines(keepends=True)[3], "s.tsv")
    assert not any("restate one choice" in s for s in said), said


def test_the_vote_holds_with_crlf(tmp_path: Path) -> None:
    deck, _said = read_said(tmp_path, _EXPLAINED.replace("\n", "\r\n"), "s.tsv")
    assert all(r[2] == [0] for r in rows_of(deck)), rows_of(deck)


def test_the_vote_stays_silent_in_cjk_without_word_bounds() -> None:
    # another script: no word bounds in the explanations, no restatement found: no vote, nothing taken
    rows = [["東京", "大阪", "京都"]] + [[f"答{k}", f"誤{k}", f"他{k}"] for k in range(5)]
    notes = ["日本の首都は東京です"] + [f"正解は答{k}です" for k in range(5)]
    assert restated_choice(rows, notes) is None


# -- a second key closing the choices ------------------------------------------------------------------------------


def test_a_second_key_that_disagrees_with_the_text_key_is_said(tmp_path: Path) -> None:
    # the near miss: the last column repeats a choice of its row, but not the one the text key names
    lines = _ECHOED.splitlines(keepends=True)
    lines[4] = "alin ang katinig?,KA,BA,KA,DA,DA\n"   # key KA, echo DA
    deck, said = read_said(tmp_path, "".join(lines))
    rows = rows_of(deck)
    assert len(rows) == 7, rows
    assert rows[4][2] == [1] or any(":5:" in s for s in said), (rows[4], said)


# -- cells wrapped into the next column ----------------------------------------------------------------------------


def test_a_wrapped_row_one_cell_short_without_quotes_is_said(tmp_path: Path) -> None:
    # the near miss: a row one cell short, no quote to explain it: mended only when sure, and said at its line
    lines = _WRAPPED.splitlines(keepends=True)
    lines[6] = "Städte;Welches Land hat die Hauptstadt Rom?;Italien;;Spanien;;Malta;;\n"
    deck, said = read_said(tmp_path, "".join(lines))
    rows = rows_of(deck)
    assert rows[6][1] == ["Italien", "Spanien", "Malta"], rows[6]
    assert any(":7:" in s for s in said), said


def test_a_wrapped_row_one_cell_short_two_ways_is_not_folded_silently(tmp_path: Path) -> None:
    lines = _WRAPPED.splitlines(keepends=True)
    lines[4] = "Begriffe;Was ist ein Zentaur?;Fabelwesen mit menschlichem Oberkörper;und Pferdeleib;Ein Vogel;;" \
               "Ein Fisch;;\n"
    _deck, said = read_said(tmp_path, "".join(lines))
    # held: within the rows the layout is learnt from, the sheet is refused aloud; past them, said at its line
    assert any(":5:" in s or "error" in s for s in said), said
    later = [*lines[:4], *lines[5:], *lines[:4] * 3, lines[4]]
    _deck, said = read_said(tmp_path, "".join(later))
    assert any(f":{len(later)}:" in s or "error" in s for s in said), said


def test_a_wrapped_row_one_cell_too_many_is_said(tmp_path: Path) -> None:
    lines = _WRAPPED.splitlines(keepends=True)
    lines[6] = "Städte;Welches Land hat die Hauptstadt Rom;Latium?;;Italien;;Spanien;;Malta;;\n"
    deck, said = read_said(tmp_path, "".join(lines))
    rows = rows_of(deck)
    assert rows[6][1] == ["Italien", "Spanien", "Malta"] or any(":7:" in s for s in said), (rows[6], said)


def test_wrapped_cells_hold_with_crlf(tmp_path: Path) -> None:
    deck, _said = read_said(tmp_path, _WRAPPED.replace("\n", "\r\n"))
    rows = rows_of(deck)
    assert rows[2] == ("Wann wurde der Dichter Friedrich Schiller geboren?", ["1759", "1802", "1700"], [0]), rows
    assert rows[9][1] == ["Die drei Federn", "Rapunzel", "Frau Holle"], rows


def test_a_single_wrapped_row_is_no_proof() -> None:
    assert wrap_folds([_WRAPPED.splitlines()[2].split(";")]) is None


def test_empty_cells_only_give_no_fold() -> None:
    assert wrap_folds([["", "", ""]] * 8) is None
    assert wrap_folds([]) is None


def test_only_the_headerless_reading_folds() -> None:
    # a layout read with its columns joined is of use only to the reader that reads its rows so (csvtable's
    # headerless sheets); another caller (a header's, a ragged or run-on sheet's) must not get one
    rows = [r.split(";") for r in _WRAPPED.splitlines()]
    headed, plain = infer(rows, header=True), infer(rows)
    assert headed is None or headed.folds is None, headed
    assert plain is None or plain.folds is None, plain
    folded = infer(rows, fold=True)   # the headerless reader's own call: joined
    assert folded is not None and folded.folds is not None, folded
    # a column a first row's name gives as the answer is counted before the joining: no fold read by it (the
    # last of 11 columns, 10, lies past the 7 joined ones: it was an IndexError)
    keyed = [[*r, "A"] for r in rows]
    named = infer(keyed, 10, fold=True)
    assert named is None or named.folds is None, named
