"""What the page shows hides the file's own structure: a right-choice mark the rendered page does not show.

Session 26's class of the marks engineer, with inputs written here in languages and wrappings the banks do not
use: the same HTML comment on one choice of nearly every question is the file's mark, whatever it says and
wherever on the line it stands (after the text, before it, after a code span, on a bullet or a labelled line);
comments that differ from line to line, or that stand on every choice, are notes the page hides, as before.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import recordlabels
from tests.conftest import read_said, rows_of

#: a small quiz in Swedish: question, choices, the right ones
QUIZ_SV = [
    ("Vilken är Sveriges huvudstad?", ["Göteborg", "Stockholm", "Malmö", "Uppsala"], [1]),
    ("Hur många dagar har en vecka?", ["fem", "sex", "sju", "åtta"], [2]),
    ("Vilka av dessa är frukter?", ["äpple", "morot", "banan", "potatis"], [0, 2]),
    ("Vilken planet är närmast solen?", ["Merkurius", "Mars", "Venus", "Jupiter"], [0]),
    ("Vad är vattnets kemiska formel?", ["CO2", "H2O", "O2", "NaCl"], [1]),
    ("Vilket djur kan flyga?", ["häst", "ko", "örn", "gris"], [2]),
]


def _page(choice: str, comment: str = "<!-- rätt -->") -> str:
    """The quiz as numbered headings and choices written by ``choice`` (``{c}`` the text, ``{m}`` the comment on
    the right ones, nothing on the others, ``{l}`` the label)."""
    out = ["# Frågesport", "", "_Svaren står i källan_", ""]
    for n, (q, cs, right) in enumerate(QUIZ_SV, 1):
        out += [f"## {n}. {q}", ""]
        out += [choice.format(c=c, m=comment if j in right else "", l="abcd"[j]).rstrip() for j, c in enumerate(cs)]
        out += [""]
    return "\n".join(out)


def test_the_same_comment_after_one_choice_of_each_question_is_the_mark(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _page("- {c} {m}"), "quiz.md")
    assert [(t, cs, a) for t, cs, a in rows_of(deck)] == [(q, cs, r) for q, cs, r in QUIZ_SV]
    assert not any("gives no answer" in s for s in said)


def test_the_comment_before_the_text_is_the_mark_too(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _page("* {m} {c}", "<!--   OK  -->"), "quiz.md")
    assert [cs for _, cs, _ in rows_of(deck)] == [cs for _, cs, _ in QUIZ_SV]
    assert [a for *_, a in rows_of(deck)] == [r for *_, r in QUIZ_SV]


def test_a_labelled_choice_and_a_code_span_before_the_comment(tmp_path: Path) -> None:
    # the choices are code spans: a comment after a closed span is a comment, not code; the line is labelled
    deck, _ = read_said(tmp_path, _page("{l}) `{c}` {m}", "<!-- poprawna -->"), "quiz.md")
    assert [[c.strip("`") for c in cs] for _, cs, _ in rows_of(deck)] == [cs for _, cs, _ in QUIZ_SV]
    assert [a for *_, a in rows_of(deck)] == [r for *_, r in QUIZ_SV]
    assert not any("<!--" in c for _, cs, _ in rows_of(deck) for c in cs)


def test_comments_that_differ_are_notes_not_marks(tmp_path: Path) -> None:
    # a different note on each right choice: no repetition, no mark; the page shows nothing of them, as before
    out = _page("- {c} {m}").splitlines()
    k = 0
    for i, line in enumerate(out):
        if "<!-- rätt -->" in line:
            k += 1
            out[i] = line.replace("<!-- rätt -->", f"<!-- källa {k}: boken, sida {10 * k} -->")
    deck, _ = read_said(tmp_path, "\n".join(out), "quiz.md")
    assert [cs for _, cs, _ in rows_of(deck)] == [cs for _, cs, _ in QUIZ_SV]
    assert all(not a for *_, a in rows_of(deck))


def test_a_comment_on_every_choice_is_no_mark(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _page("- {c} <!-- alternativ -->", ""), "quiz.md")
    assert [cs for _, cs, _ in rows_of(deck)] == [cs for _, cs, _ in QUIZ_SV]
    assert all(not a for *_, a in rows_of(deck))


def test_a_box_pair_whose_right_half_is_no_known_sign_is_learnt_whole(tmp_path: Path) -> None:
    # the empty box is a known wrong sign; the other half is a symbol no list holds: it stands in the box's place
    # on the other choices of the box's runs, so it is the right sign, taken off; a choice with neither is wrong
    out = ["# Frågesport", ""]
    for n, (q, cs, right) in enumerate(QUIZ_SV, 1):
        out += [f"{n}. {q}"]
        for j, c in enumerate(cs):
            sign = "♦ " if j in right else ("" if n == 2 else "☐ ")
            out += [f"    - {sign}{c}"]
    deck, said = read_said(tmp_path, "\n".join(out) + "\n", "quiz.md")
    assert [(t, cs, a) for t, cs, a in rows_of(deck)] == [(q, cs, r) for q, cs, r in QUIZ_SV]
    assert not any("gives no answer" in s for s in said)


#: a small quiz in Turkish, one right choice each
QUIZ_TR = [
    ("Türkiye'nin başkenti neresidir?", ["İstanbul", "Ankara", "İzmir", "Bursa"], 1),
    ("Bir haftada kaç gün vardır?", ["beş", "altı", "yedi", "sekiz"], 2),
    ("Güneşe en yakın gezegen hangisidir?", ["Merkür", "Mars", "Venüs", "Jüpiter"], 0),
    ("Suyun kimyasal formülü nedir?", ["CO2", "H2O", "O2", "NaCl"], 1),
    ("Hangi hayvan uçabilir?", ["at", "inek", "kartal", "domuz"], 2),
]


def _headed_tr(head: str, gap: str = "") -> str:
    """The quiz with ``head`` (``{n}`` its running number) on a line of its own over each question's sentence."""
    out = []
    for n, (q, cs, right) in enumerate(QUIZ_TR, 1):
        out += [head.format(n=n, k=len(q) % 3 + 1), *([gap] if n == 3 else []), q,
                *[f"{'abcd'[j]}) {c}" for j, c in enumerate(cs)], f"Cevap: {'abcd'[right]}", ""]
    return "\n".join(out)


def test_a_line_each_record_repeats_but_for_its_number_is_the_label_not_the_question(tmp_path: Path) -> None:
    for head in (">> Soru no. {n} <<", "alıştırma {n} ({k}p)", "%% {n} %%"):
        deck, _ = read_said(tmp_path, _headed_tr(head, ""), "quiz.txt")
        assert [(t, cs, a) for t, cs, a in rows_of(deck)] == [(q, cs, [r]) for q, cs, r in QUIZ_TR], head


def test_a_repeated_line_whose_number_does_not_run_is_left_as_it_is() -> None:
    # "7 puan" over every record: the same number each time counts nothing, so it is no running label; nor is a
    # line followed by a choice (it is the question itself)
    for head, first in (("— 7 puan —", None), ("soru {n}", "a) birinci")):
        lines = _headed_tr(head).splitlines()
        if first is not None:
            lines = [first if line in {q for q, _, _ in QUIZ_TR} else line for line in lines]
        assert recordlabels.unlabelled(lines, [False] * len(lines)) is None, head


def _noted(tail: str) -> str:
    """The Swedish quiz as task lists, ``tail`` (``{why}`` the note) at the end of each right choice's line."""
    out = ["# Frågesport", ""]
    for n, (q, cs, right) in enumerate(QUIZ_SV, 1):
        out += [f"{n}. {q}", ""]
        out += [f"    - [{'x' if j in right else ' '}] {c}" + (" " + tail.format(why=f"ja, {c} stämmer")
                                                             if j in right else "") for j, c in enumerate(cs)]
        out += [""]
    return "\n".join(out)


def test_a_keyed_note_in_emphasis_ending_the_right_choice_is_its_why(tmp_path: Path) -> None:
    for tail in ("_förklaring: {why}_", "**Motivering:** {why}", "__Återkoppling :__ {why}"):
        deck, _ = read_said(tmp_path, _noted(tail), "quiz.md")
        assert [(t, cs, a) for t, cs, a in rows_of(deck)] == [(q, cs, r) for q, cs, r in QUIZ_SV], tail
        whys = [[c.why for c in q.choices] for q in deck.questions]
        assert whys == [[f"ja, {c} stämmer" if j in r else None for j, c in enumerate(cs)] for _, cs, r in QUIZ_SV]


def test_an_emphasis_that_few_choices_end_with_is_their_text(tmp_path: Path) -> None:
    # one choice only ends in such an emphasis: the text's own, kept
    text = _noted("{why}").replace("- [x] Stockholm ja, Stockholm stämmer", "- [x] Stockholm *obs: huvudstad*")
    deck, _ = read_said(tmp_path, text, "quiz.md")
    assert deck.questions[0].choices[1].text == "Stockholm *obs: huvudstad*"
