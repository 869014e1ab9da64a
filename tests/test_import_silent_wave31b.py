"""Session 31, a learning module's questions read without the lesson above them (``asklabels``), inputs written here.

Each part a heading and a lesson paragraph, then its question under a bold label of its own line (``**Soal 1:**``,
``**Question 3:**``, ``**問題1**``), the choices, the answer: the question starts below the label; the label and the
lesson are the page's (they gave the answer away), said in the summary. A short line above the label ("Read the code
below:") stays out too; a paragraph between the label and the choices stays in.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_CAPITALS = [("France", ["Lyon", "Paris", "Nice", "Lille"], 1),
             ("Spain", ["Madrid", "Sevilla", "Bilbao", "Vigo"], 0),
             ("Italy", ["Milano", "Napoli", "Roma", "Torino"], 2),
             ("Portugal", ["Porto", "Braga", "Faro", "Lisboa"], 3)]


def _module(label: str, above: list[str] | None = None, between: list[str] | None = None) -> str:
    out = ["# Modul: Ibu kota Eropa", "", "Berikut adalah modul singkat dengan soal evaluasi.", ""]
    for n, (land, cities, right) in enumerate(_CAPITALS, start=1):
        out += [f"### Materi {n}: {land}", "",
                f"Ibu kota {land} adalah {cities[right]}, kota terbesar di negara itu sejak lama.", "",
                *(above or []), label.format(n=n), f"Apa ibu kota {land}?", *(between or []),
                *[f"{'ABCD'[k]}. {c}" for k, c in enumerate(cities)],
                f"*Jawaban Benar: {'ABCD'[right]}*", ""]
    return "\n".join(out)


def test_bold_question_label_starts_the_question_lesson_left_out(tmp_path: Path) -> None:
    for label in ("**Soal {n}:**", "**Question {n}:**", "**Pregunta {n}.**", "**問題{n}**"):
        deck, _ = read_said(tmp_path, _module(label), "s.md")
        rows = rows_of(deck)
        assert [r[0] for r in rows] == [f"Apa ibu kota {land}?" for land, _, _ in _CAPITALS], label
        assert [r[2] for r in rows] == [[1], [0], [2], [3]], label
        assert [r[1] for r in rows] == [c for _, c, _ in _CAPITALS], label
        assert any("page's text above it" in m for m in deck.mended), label
        assert deck.furniture[0] == (6, 9), (label, deck.furniture)   # under the heading: the lesson, the label


def test_context_line_above_label_out_paragraph_between_label_and_choices_in(tmp_path: Path) -> None:
    between = ["", "Pilih satu jawaban yang paling tepat dari pilihan di bawah ini.", ""]
    deck, _ = read_said(tmp_path, _module("**Soal {n}:**", above=["Read the code below:"], between=between), "s.md")
    rows = rows_of(deck)
    assert [r[0] for r in rows] == [f"Apa ibu kota {land}?\n\nPilih satu jawaban yang paling tepat dari pilihan di "
                                    "bawah ini." for land, _, _ in _CAPITALS]
    assert not any("Read the code" in r[0] or "Ibu kota" in r[0] for r in rows)
    assert [r[2] for r in rows] == [[1], [0], [2], [3]]


def test_a_label_in_one_question_only_is_left_as_read(tmp_path: Path) -> None:
    out = ["# Quiz", ""]
    for n, (land, cities, right) in enumerate(_CAPITALS, start=1):
        out += [f"### {n}. Capital of {land}", ""]
        if n == 2:
            out += ["Some context for this one.", "", "**Note 1:**"]
        out += [f"What is the capital of {land}?", *[f"{'ABCD'[k]}. {c}" for k, c in enumerate(cities)],
                f"Answer: {'ABCD'[right]}", ""]
    deck, _ = read_said(tmp_path, "\n".join(out), "s.md")
    assert "Some context for this one." in rows_of(deck)[1][0]
