"""Review of lines40 (session 40): near-miss shapes the lines40 rules must not misread, or must say at the line.

Each test is a shape the engineer's tests did not try: CRLF, a single record, another language's separator, a
sign that is the choices' own text (``$HOME``), a last label of another sign, a margin token that varies, an id
line that merely looks like one, a numbered note after a record's answer line.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import labelruns, recordids
from quizdeck.importers.linekinds import inline_choices
from tests.conftest import read_said, rows_of
from tests.test_import_lines40 import _BOAR, _ITIL, _fixed, _layout


def test_fixed_records_written_with_crlf_read_as_with_lf(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _fixed().replace("\n", "\r\n"), "domande.txt")
    assert rows_of(deck) == [(stem, choices, [right]) for _, stem, choices, right in _BOAR], said


def test_one_record_alone_has_no_proved_id_line() -> None:
    lines = _fixed().split("\n")[:6]
    assert recordids.without_ids(lines, [False] * len(lines)) is None


def test_a_word_and_number_line_that_counts_or_repeats_is_no_id() -> None:
    lines = _fixed().split("\n")
    scores = [("Score 5" if ln.startswith("ID") else ln) for ln in lines]     # the same value each record
    assert recordids.without_ids(scores, [False] * len(scores)) is None
    under = [ln for ln in lines if not ln.startswith("ID")]                    # a line under each record instead
    closing = [x for k in range(4) for x in (*under[5 * k:5 * k + 5], f"Points {7 * k + 3}")]
    assert recordids.without_ids(closing, [False] * len(closing)) is None


def test_a_margin_token_that_varies_from_run_to_run_is_no_mark() -> None:
    lines = _fixed(ids=False).split("\n")
    numbered = [ln.replace("  x      ", f"  {n}      ") for n, ln in enumerate(lines)]
    out = labelruns.evened(numbered)
    assert out is None or not any("[" in ln for ln in out)


def test_the_ideographic_comma_between_inline_choices_comes_off() -> None:
    got = inline_choices("哪个是首都？ A) 北京、 B) 上海、 C) 广州、 D) 深圳")
    assert got is not None and [c[3] for c in got[1]] == ["北京", "上海", "广州", "深圳"]


def test_a_last_label_of_another_sign_is_the_text_not_an_empty_choice() -> None:
    got = inline_choices("Which vitamin? A) Iron B) Zinc C) Vitamin D.")
    assert got is not None and [c[3] for c in got[1]] == ["Iron", "Zinc", "Vitamin D."]
    got = inline_choices("Which one? A) x, B) y")   # two labels only: no empty choice, the comma is a separator
    assert got is not None and [c[3] for c in got[1]] == ["x", "y"]


def test_a_glued_sign_that_leaves_two_choices_alike_is_no_mark(tmp_path: Path) -> None:
    qs = [("Which holds the home dir?", ["$HOME", "HOME", "home"]), ("Which holds the path?", ["PATH", "$PATH", "p"]),
          ("Which is the shell?", ["SHELL", "sh", "$SHELL"]), ("Which is the user?", ["$USER", "USER", "u"])]
    deck, said = read_said(tmp_path, "\n\n".join("\n".join([q, *(" " + c for c in cs)]) for q, cs in qs) + "\n",
                           "shell.txt")
    assert [choices for _, choices, _ in rows_of(deck)] == [cs for _, cs in qs], said
    assert all(answer is None for *_, answer in rows_of(deck))


def test_a_glued_sign_of_the_texts_own_learnt_as_a_mark_is_said(tmp_path: Path) -> None:
    qs = [("Which holds the home dir?", ["$HOME", "HOMEDIR", "~"]), ("Which holds the path?", ["PATHS", "$PATH", "w"]),
          ("Which is the shell?", ["bash", "sh", "$SHELL"]), ("Which is the user?", ["$USER", "whoami", "id"])]
    deck, said = read_said(tmp_path, "\n\n".join("\n".join([q, *(" " + c for c in cs)]) for q, cs in qs) + "\n",
                           "shell.txt")
    if any(answer for *_, answer in rows_of(deck)):   # read as a mark: never silently
        assert any("shell.txt:1:" in s and "glued on" in s and "'$'" in s for s in said), said


def test_a_numbered_note_after_the_answer_line_is_no_slipped_choice() -> None:
    text = _ITIL.format(one="1.", q="Q:").replace("E: A strategy is no configuration item.",
                                                  "E: A strategy is no configuration item.\n2: see the glossary.")
    rows, said = _layout(text)
    assert not any("the sign the file's other records" in message for _, message in said)
    assert rows[0][1] == ["Changes to a mainframe", "Changes to business strategy", "Changes to an SLA"]


def test_a_stem_going_on_with_a_number_and_a_comma_is_no_slipped_choice() -> None:
    text = _ITIL.format(one="1.", q="Q:").replace("Q: What does operations control refer to?",
                                                  "Q: What does operations control refer to?\n1, 2 or 3 of them?")
    _, said = _layout(text)
    assert not any("the sign the file's other records" in message for _, message in said)
