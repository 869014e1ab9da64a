"""Choosing a reading (importers/arbiter.py) by its fit (importers/fit.py), "not sure" said at the line,
and a bracketed tag shared by every question taken off into its tags (importers/mend.py).

The arbiter is tested with a stand-in for the repeating-layout reader (a record: a stem, lines, a
`KEY=` answer), so these hold whatever importers/layout.py does; the shapes are those of real banks
(issue 17): an Indonesian bank of unlabelled choices and `BENAR=A`, a `[domain:Billing & Support]`
tag before every question of an AWS practice exam.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers import arbiter
from quizdeck.importers.base import Importer, Source
from quizdeck.importers.convert import import_sources, read_source
from quizdeck.importers.fit import GOOD, fit, running_count
from quizdeck.importers.formats import Format, detect
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.mend import mend_deck


class RecordReader(Importer):
    """A stand-in for the layout reader: records of a stem, unlabelled choice lines and ``BENAR=X``,
    separated by ``---``; nothing when the file has no such line."""

    def read(self, deck: ImportedDeck) -> None:
        lines = self.source.lines
        start = 0
        for i, line in enumerate([*lines, "---"]):
            if line.strip() != "---":
                continue
            block = [(k + 1, t) for k, t in enumerate(lines[start:i], start=start) if t.strip()]
            start = i + 1
            if len(block) < 4 or not block[-1][1].startswith("BENAR="):
                continue
            q = ImportedQuestion(Pos(self.where, block[0][0], 1), block[0][1],
                                 [ImportedChoice(t) for _, t in block[1:-1]])
            q.set_answer(["ABCDEFGH".index(block[-1][1][6:].strip())])
            q.use(block[0][0], block[-1][0])
            deck.questions.append(q)
            if i < len(lines):
                deck.skip(i + 1)


def _bank(n: int) -> str:
    records = [f"Apa ibu kota negara nomor {k}?\nJakarta\nBandung\nSurabaya\nMedan\nBENAR={'ABCD'[k % 4]}"
               for k in range(1, n + 1)]
    return "\n---\n".join(records) + "\n"


@pytest.fixture
def layout(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(arbiter, "layout_format", lambda: Format("layout", "its own repeating layout", (),
                                                                 RecordReader))


def _read(tmp_path: Path, name: str, text: str, fmt: str = "auto") -> tuple[ImportedDeck | None, str, list[str]]:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    diags = Diagnostics()
    read = read_source(path, fmt, diags)
    said = [f"{d.pos.line}: {d.severity}: {d.message} | {d.hint}" for d in diags.sorted()]
    return (read[0], read[1].name, said) if read else (None, "", said)


# -- fit ----------------------------------------------------------------------------------------

def _deck(*choice_counts: int, answered: bool = True) -> ImportedDeck:
    deck = ImportedDeck(name="t", key="t-0", origin="t.txt")
    for k, count in enumerate(choice_counts):
        q = ImportedQuestion(Pos("t.txt", 6 * k + 1, 1), f"Question {k}?",
                             [ImportedChoice(f"choice {j}") for j in range(count)])
        if answered and count:
            q.set_answer([0])
        q.use(6 * k + 1, 6 * k + 6)
        deck.questions.append(q)
    return deck


def test_a_reading_that_takes_every_line_into_answered_questions_fits_well():
    deck = _deck(4, 4, 4)
    lines = ["x"] * 18
    assert fit(deck, lines).score >= 0.95
    assert fit(deck, lines).doubts() == []


def test_fit_falls_with_lines_not_used_questions_without_choices_and_no_answers():
    lines = ["x"] * 18
    good = fit(_deck(4, 4, 4), lines).score
    assert fit(_deck(4, 4, 4), lines + ["lost"] * 18).score < 0.6 * good         # half the lines not used
    assert fit(_deck(4, 0, 0), lines).score < 0.5 * good                        # two questions without choices
    assert fit(_deck(4, 4, 4, answered=False), lines).score < 0.7 * good        # no answers
    assert fit(ImportedDeck(name="t", key="t-0", origin="t.txt"), lines).score == 0.0
    doubts = fit(_deck(4, 0, 4), lines + ["lost"] * 10).doubts()
    assert doubts == ["10 of 28 lines not used", "1 of 3 questions without 2-8 separate choices"]


def test_choices_left_inside_a_question_text_are_not_a_shaped_question():
    deck = _deck(2)
    deck.questions[0].text = "Which?\nA. one\nB. two\nC. three"
    assert fit(deck, ["x"] * 3).shaped == 0.0


def test_numbered_items_hold_a_reading_to_their_count():
    lines = [f"{k}. Question {k}?" for k in range(1, 11)] + ["   1) a", "   2) b", "   3) c", "   4) d"]
    assert running_count(lines) == 10
    assert running_count(["1. a", "2. b", "3. c"]) == 0                        # too few to be a count
    deck = _deck(4, 4, 4, 4, 4)
    assert fit(deck, lines).counted == 0.5
    assert "10 numbered items but 5 questions" in fit(deck, lines).doubts()


# -- choosing a reading --------------------------------------------------------------------------

def test_a_file_no_format_reads_is_read_by_its_repeating_layout(tmp_path: Path, layout: None):
    deck, form, said = _read(tmp_path, "soal.txt", _bank(6))
    assert deck is not None and form == "layout"
    assert [len(q.choices) for q in deck.questions] == [4] * 6
    assert [q.answer for q in deck.questions] == [[1], [2], [3], [0], [1], [2]]
    assert not [s for s in said if "error" in s]


def test_without_a_layout_reader_the_file_is_refused_as_before(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(arbiter, "layout_format", lambda: None)
    _, _, said = _read(tmp_path, "soal.txt", _bank(6))
    assert any("error: no questions found (read as plain text)" in s for s in said), said


def test_a_given_format_is_kept_and_the_better_reading_named(tmp_path: Path, layout: None):
    _, form, said = _read(tmp_path, "soal.txt", _bank(6), fmt="aiken")
    assert form != "layout"
    named = [s for s in said if "its own repeating layout: 6 questions, 6 with answers" in s]
    assert named and "--format auto reads it so" in named[0], said


def test_a_well_read_file_is_read_once_and_not_doubted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    read = _spied(monkeypatch)
    text = "".join(f"{k}. Question {k}?\nA. yes\nB. no\nC. maybe\nAnswer: B\n\n" for k in range(1, 7))
    deck, _form, said = _read(tmp_path, "quiz.txt", text)
    assert deck is not None and len(deck.questions) == 6 and read == ["text"]
    assert not [s for s in said if "not sure" in s]


class HalfReader(Importer):
    """Reads the first half of the records only, as another reader would with a different count."""

    def read(self, deck: ImportedDeck) -> None:
        RecordReader(self.source, self.diags).read(deck)
        del deck.questions[len(deck.questions) // 2:]


def test_the_reading_that_fits_better_is_kept(monkeypatch: pytest.MonkeyPatch):
    half = Format("text", "half of it", (), HalfReader)   # a first reading that may be read again
    whole = Format("whole", "all of it", (), RecordReader)
    source = Source("soal.txt", "soal.txt", _bank(6) + "\n".join(["stray prose line"] * 12))
    monkeypatch.setattr(arbiter, "_others", lambda src, first: [whole])
    choice = arbiter.choose(source, half, given=False)
    assert choice.reading.form is whole            # the one that fits better
    assert choice.reading.fit.score < GOOD         # but not well: the prose is in no question
    assert choice.doubts == []                     # no rival near it: the prose is listed as lines not used


def test_rivals_close_in_fit_with_another_count_are_not_sure(monkeypatch: pytest.MonkeyPatch):
    half = Format("text", "half of it", (), HalfReader)   # a first reading that may be read again
    whole = Format("whole", "all of it", (), RecordReader)
    # a source where both readings leave much unread, so neither fits well and they are close
    source = Source("soal.txt", "soal.txt", _bank(4) + "---\n" + "\n".join(["prose"] * 40))
    monkeypatch.setattr(arbiter, "_MARGIN", 1.0)     # keep the first reading
    monkeypatch.setattr(arbiter, "_others", lambda src, first: [whole])
    choice = arbiter.choose(source, half, given=False)
    diags = Diagnostics()
    arbiter.say_doubts(choice, source, diags)
    said = [d.message for d in diags.warnings]
    assert len(said) == 1 and said[0].startswith("not sure: read as half of it: 2 questions"), said
    assert "read as all of it: 4 questions" in said[0]
    assert diags.warnings[0].pos.line == 15      # the first line the kept reading did not take: record 3


def test_prose_is_not_made_into_questions(tmp_path: Path, layout: None):
    text = "This is a story.\nIt has lines.\n\nNone of them is a question.\n"
    _, _, said = _read(tmp_path, "story.txt", text)
    assert any("no questions found" in s for s in said)


# -- a bracketed tag before every question (mend.py) ------------------------------------------

def _tagged(tags: list[str]) -> ImportedDeck:
    deck = ImportedDeck(name="t", key="t-0", origin="t.md")
    for k, tag in enumerate(tags):
        deck.questions.append(ImportedQuestion(Pos("t.md", 5 * k + 1, 1), f"{tag}\nWhat does service {k} do?",
                                               [ImportedChoice("a"), ImportedChoice("b")]))
    return deck


def test_a_tag_with_one_key_on_every_question_becomes_the_questions_tag():
    deck = _tagged(["[domain:Billing & Support]", "[domain:Security]", "[domain: Security]", "[domain:Billing]"])
    mend_deck(deck)
    assert [q.text for q in deck.questions] == [f"What does service {k} do?" for k in range(4)]
    assert [q.tags for q in deck.questions] == [["domain::Billing-&-Support"], ["domain::Security"],
                                                ["domain::Security"], ["domain::Billing"]]
    assert deck.mended == ["the tag '[domain:Billing & Support]' before 4 question texts (now their tags)"]


def test_a_tag_on_the_texts_line_with_repeated_values_is_taken_off():
    deck = ImportedDeck(name="t", key="t-0", origin="t.md")
    for k, tag in enumerate(["[Easy]", "**[Hard]**", "[Easy]", "[Hard]", "[Easy]"]):
        deck.questions.append(ImportedQuestion(Pos("t.md", k + 1, 1), f"{tag} Question {k} asks?",
                                               [ImportedChoice("a"), ImportedChoice("b")]))
    mend_deck(deck)
    assert [q.text for q in deck.questions] == [f"Question {k} asks?" for k in range(5)]
    assert [q.tags for q in deck.questions] == [["Easy"], ["Hard"], ["Easy"], ["Hard"], ["Easy"]]


@pytest.mark.parametrize("tags", [
    ["[one thing]", "[another]", "[a third]", "[a fourth]"],                   # a value each, no key: text
    ["[link](http://x)", "[link](http://y)", "[link](http://z)", "[link](http://w)"],
    ["[x]", "[ ]", "[x]", "[x]"],                                              # checkboxes
    ["[Easy]", "", "", ""],                                                   # one of four
])
def test_what_is_not_certainly_a_tag_stays(tags: list[str]):
    deck = _tagged(tags)
    before = [q.text for q in deck.questions]
    mend_deck(deck)
    assert [q.text for q in deck.questions] == before and not any(q.tags for q in deck.questions)


def test_a_bracketed_prefix_on_most_questions_that_is_not_taken_off_is_warned(tmp_path: Path):
    text = "".join(f"{k}. [{word}]\n   Which one is it?\n   - A. yes\n   - B. no\n\n   Answer: A\n\n"
                   for k, word in enumerate(["alpha", "beta", "gamma", "delta"], start=1))
    path = tmp_path / "bank.md"
    path.write_text(text, encoding="utf-8")
    diags = Diagnostics()
    import_sources([path], tmp_path / "out.yaml", "auto", False, diags)
    said = [d.message for d in diags.warnings]
    assert any("start with a bracketed prefix like '[alpha]'" in m for m in said), said


def test_the_practice_exam_shape_imports_with_its_domains_as_tags(tmp_path: Path):
    records = []
    for k, (domain, right) in enumerate([("Billing & Support", "A"), ("Security", "C"), ("Technology", "B")], 1):
        records.append(f"{k}. [domain:{domain}]  \n   Which service is number {k}?\n    - A. One\n    - B. Two\n"
                       f"    - C. Three\n\n    <details markdown=1><summary markdown=\"span\">Answer</summary>\n\n"
                       f"    Correct Answer: {right}\n\n    </details>\n")
    deck, form, said = _read(tmp_path, "practice-exam-15.md", "---\nlayout: exam\n---\n\n# Practice Exam 15\n\n"
                             + "\n".join(records))
    assert deck is not None and form == "markdown"
    assert [q.text for q in deck.questions] == [f"Which service is number {k}?" for k in (1, 2, 3)]
    assert [q.tags for q in deck.questions] == [["domain::Billing-&-Support"], ["domain::Security"],
                                                ["domain::Technology"]]
    assert [q.answer for q in deck.questions] == [[0], [2], [1]]
    assert not [s for s in said if "warning" in s], said


def test_a_question_holding_the_next_ones_does_not_fit_well():
    """One question taking 30 lines where the others take 6: the next questions or an answer key inside it."""
    deck = _deck(4, 4, 4, 4)
    deck.questions[-1].lines = [(19, 48)]
    lines = ["x"] * 48
    assert fit(deck, lines).misplaced == 30 - 18
    assert fit(deck, lines).score < 0.8


def test_choice_lines_left_out_as_page_furniture_are_not_used():
    deck = _deck(4, 4, 4)
    deck.furniture.append((19, 21))
    lines = ["x"] * 18 + ["A) one", "B) two", "Chapter 2"]
    assert fit(deck, lines).misplaced == 2


def _spied(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    read: list[str] = []
    real = arbiter.read_as

    def spy(form: Format, *args: object, **kwargs: object) -> arbiter.Reading:
        read.append(form.name)
        return real(form, *args, **kwargs)  # type: ignore[arg-type]  # the real call's own arguments

    monkeypatch.setattr(arbiter, "read_as", spy)
    return read


def test_a_file_whose_suffix_names_a_syntax_is_read_by_it_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                layout: None):
    """A GIFT matching question is no MC question (lines not used, a poor fit), but no sign of another format."""
    read = _spied(monkeypatch)
    text = ("::Match:: Match them {\n=a -> 1\n=b -> 2\n=c -> 3\n}\n\n"
            "::Greeting:: What language is spoken? {\n~English\n=French\n~German\n}\n")
    deck, form, _said = _read(tmp_path, "quiz.gift", text)
    assert form == "gift" and read == ["gift"] and deck is not None and len(deck.questions) == 1


class UnansweredReader(Importer):
    """Reads every record, but no answer: a reading that explains more lines and understands less."""

    def read(self, deck: ImportedDeck) -> None:
        RecordReader(self.source, self.diags).read(deck)
        for q in deck.questions:
            q.answer = None


def test_a_reading_that_answers_fewer_questions_does_not_replace_the_first(monkeypatch: pytest.MonkeyPatch):
    half = Format("text", "half of it", (), HalfReader)
    unanswered = Format("other", "all of it, unanswered", (), UnansweredReader)
    source = Source("soal.txt", "soal.txt", _bank(6))
    monkeypatch.setattr(arbiter, "_others", lambda src, first: [unanswered])
    choice = arbiter.choose(source, half, given=False)
    assert choice.reading.form is half and len(choice.readings) == 2
    assert unanswered.read(source, Diagnostics()).questions   # it did read questions


def test_a_text_that_looks_like_gift_but_reads_as_nothing_is_read_another_way(tmp_path: Path, layout: None):
    """A `{=` in a record's text made it look like GIFT; GIFT reads nothing, its layout reads it."""
    text = _bank(6).replace("nomor 1?", "nomor {=1}?").replace("nomor 2?", "nomor 2 (a::b)?")
    assert detect(text, ".txt").name == "gift"
    deck, form, _ = _read(tmp_path, "soal.txt", text)
    assert form == "layout" and deck is not None and len(deck.questions) == 6


def test_choices_that_keep_their_bare_labels_are_not_a_shaped_question():
    """`A sei libri`, `B otto libri`: an Aiken-like file's bare labels, kept by a reader that did not know them."""
    deck = _deck(3)
    for choice, text in zip(deck.questions[0].choices, ["A sei libri", "B otto libri", "C quattro libri"],
                            strict=True):
        choice.text = text
    assert fit(deck, ["x"] * 6).shaped == 0.0
    deck.questions[0].choices[0].text = "Amazon S3"
    assert fit(deck, ["x"] * 6).shaped == 1.0


def test_a_wrapper_tag_around_every_question_is_taken_off():
    """`<quiz>` … `</quiz>` around each question of a page (its script's element): not the question's text."""
    deck = ImportedDeck(name="t", key="t-0", origin="t.md")
    for k in range(4):
        q = ImportedQuestion(Pos("t.md", 9 * k + 1, 1), f"<quiz>\nWhich one is {k}?",
                             [ImportedChoice("a"), ImportedChoice("b")], explanation=f"Because {k}.\n</quiz>")
        deck.questions.append(q)
    mend_deck(deck)
    assert [(q.text, q.explanation) for q in deck.questions] == [(f"Which one is {k}?", f"Because {k}.")
                                                                 for k in range(4)]
    assert deck.mended == ["the tags '<quiz>' '</quiz>' around 4 questions"]
    other = _tagged(["<quiz>"] * 4)           # no closing tag: not a wrapper for certain
    mend_deck(other)
    assert all(q.text.startswith("<quiz>") for q in other.questions)


def _reading(source: Source, name: str, answers: list[int], label: bool = False) -> arbiter.Reading:
    """A reading of ``_bank``'s records: every line used, question k answered ``answers[k]``."""
    deck = ImportedDeck(name="soal", key="soal", origin="soal.txt")
    lines = source.lines
    starts = [k for k, t in enumerate(lines) if t.startswith("Apa ")]
    for n, (start, right) in enumerate(zip(starts, answers, strict=True)):
        texts = [("ABCD"[k] + ". " if label else "") + t for k, t in enumerate(lines[start + 1:start + 5])]
        q = ImportedQuestion(Pos(source.where, start + 1, 1), lines[start], [ImportedChoice(t) for t in texts])
        q.set_answer([right])
        q.use(start + 1, start + 6)
        deck.questions.append(q)
        if n < len(starts) - 1:
            deck.skip(start + 7)
    form = Format(name, name, (), RecordReader)
    return arbiter.Reading(form, deck, Diagnostics(), fit(deck, lines, None))


def test_two_readings_of_the_whole_file_that_answer_otherwise_are_not_sure():
    source = Source("soal.txt", "soal.txt", _bank(10))
    kept = _reading(source, "one", [0] * 10)
    other = _reading(source, "two", [0] * 6 + [1, 2, 3, 1])
    assert kept.fit.used == other.fit.used == 1.0
    doubts = arbiter._disagreement(kept, [kept, other], source)
    assert len(doubts) == 1 and doubts[0].always
    assert doubts[0].pos.line == 43   # the first question answered otherwise: the seventh (7 lines each)
    assert "other right answers to 4 of the 10 questions both read" in doubts[0].message


def test_readings_that_agree_on_the_answers_or_differ_on_few_are_not_doubted():
    source = Source("soal.txt", "soal.txt", _bank(10))
    kept = _reading(source, "one", [0, 1, 2, 3] * 2 + [0, 1])
    assert not arbiter._disagreement(kept, [kept, _reading(source, "two", [0, 1, 2, 3] * 2 + [0, 1], label=True)],
                                     source)
    few = _reading(source, "two", [0, 1, 2, 3] * 2 + [1, 2])   # two of ten differ: fewer than three
    assert not arbiter._disagreement(kept, [kept, few], source)
