"""Review of session 40's htmlcells and images: near-miss shapes (another column named like the rows written, a
question that merely holds a list, CRLF, empty cells, a small sheet) must read right or say so at the line."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.htmlcells import html_cells
from tests.conftest import read_said, rows_of


def _cell(choices: list[str], right: int) -> str:
    items = "".join(f'<li><span{" class=""ok""" if k == right else ""}>{c}</span></li>' for k, c in enumerate(choices))
    return f'"<ul>{items}</ul>"'


_ROWS = [("Which is a fruit?", ["Stone", "Apple", "Chair"], 1, "green"),
         ("Which is a colour?", ["Red", "Table", "Dog"], 0, "warm"),
         ("Which is a number?", ["Cat", "Sky", "Seven"], 2, "odd")]


def test_a_plain_sheet_read_with_crlf(tmp_path: Path) -> None:
    text = "question,choices,topic\r\n" + "".join(f"{q},{_cell(c, r)},{t}\r\n" for q, c, r, t in _ROWS)
    deck, said = read_said(tmp_path, text)
    assert [r[1:] for r in rows_of(deck)] == [(c, [r]) for _, c, r, _ in _ROWS], (rows_of(deck), said)
    assert all("\r" not in r[0] for r in rows_of(deck))


def test_a_kept_column_named_answer_is_left_out_and_said() -> None:
    """A sheet's own ``answer`` column (a note, ``answer1``) beside the list cells: written beside the reshape's own
    ``answer`` (or renamed into it), the CSV reader would take two columns for one."""
    for name in ("answer", "Answer1", "choice 2"):
        text = f"question,choices,{name}\n" + "".join(f"{q},{_cell(c, r)},{t}\n" for q, c, r, t in _ROWS)
        found = html_cells(text)
        assert found is not None
        assert found.rows[0] == ["question", "choice 1", "choice 2", "choice 3", "answer"], found.rows
        assert f"{name!r}) left out" in found.said, found.said


def test_an_empty_list_cell_is_said_at_its_line(tmp_path: Path) -> None:
    rows = [*(_ROWS * 4), ("Which is a tool?", [], 0, "x")]
    text = "question,choices,topic\n" + "".join(
        f"{q} {n},{_cell(c, r) if c else ''},{t}\n" for n, (q, c, r, t) in enumerate(rows))
    deck, said = read_said(tmp_path, text)
    assert len(deck.questions) == 12 and any(":14:" in s and "no HTML list" in s for s in said), (rows_of(deck), said)


def test_a_question_column_that_merely_holds_lists_is_not_reshaped() -> None:
    """The sheet's own choice and answer columns; its question cells hold a list, one item highlighted (at a place
    of its own in each record, as a right choice's mark would be)."""
    rows = ["question,a,b,c,answer"]
    for n in range(4):
        mark = '<b class=""hl"">'
        items = "".join(f"<li>{mark if k == n % 3 else ''}Step {k}</li>" for k in range(3))
        rows.append(f'"Which step comes first? ({n})<ol>{items}</ol>",Plan {n},Build {n},Test {n},A')
    assert html_cells("\n".join(rows) + "\n") is None


def test_the_pictures_go_to_the_question_not_an_id_column(tmp_path: Path) -> None:
    text = "id,question,choices\n" + "".join(
        f'q-{k}a,{q},"<img src=""https://example.org/p{k}.png""><ul>'
        + "".join(f'<li{" class=""ok""" if j == r else ""}>{c}</li>' for j, c in enumerate(ch)) + '</ul>"\n'
        for k, (q, ch, r, _) in enumerate(_ROWS))
    deck, said = read_said(tmp_path, text)
    assert all("example.org/p" in q.text for q in deck.questions) or any("'id'" in s for s in said), (
        rows_of(deck), said)


def test_two_records_marked_at_the_same_place_are_said_at_their_lines(tmp_path: Path) -> None:
    """Two records only, a class on each list's first item: a place's mark (``class="first"``) cannot be told from
    a right choice's by the places it stands at; the answers read so are said at their lines."""
    text = "question,choices,topic\n" + "".join(
        f'{q},"<ul>' + "".join(f'<li{" class=""first""" if k == 0 else ""}>{c}</li>' for k, c in enumerate(ch))
        + f'</ul>",{t}\n' for q, ch, _, t in _ROWS[:2])
    deck, said = read_said(tmp_path, text)
    assert [r[2] for r in rows_of(deck)] in ([[0], [0]], [None, None]), (rows_of(deck), said)
    assert any(":2:" in s for s in said) and any(":3:" in s for s in said), said
