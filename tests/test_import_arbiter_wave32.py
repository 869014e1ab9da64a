"""Session 32's arbiter signals: the count the source numbers breaks a near tie; labels a reading kept in the texts
(a head every text or choice shares) count against it."""

from __future__ import annotations

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers import arbiter
from quizdeck.importers.base import Importer, Source
from quizdeck.importers.fit import Fit
from quizdeck.importers.formats import Format
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.sharedheads import kept_heads, shared_head


def _deck(n: int, stem: str = "Question {k}?", choice: str = "choice {j}") -> ImportedDeck:
    deck = ImportedDeck(name="t", key="t-0", origin="t.md")
    for k in range(n):
        q = ImportedQuestion(Pos("t.md", 6 * k + 1, 1), stem.format(k=k),
                             [ImportedChoice(choice.format(j=j)) for j in range(4)])
        q.set_answer([k % 4])
        q.use(6 * k + 1, 6 * k + 6)
        deck.questions.append(q)
    return deck


def _reading(name: str, n: int, score_parts: dict[str, float]) -> arbiter.Reading:
    part = {"shaped": 1.0, "used": 1.0, "answered": 1.0, "steady": 1.0, "clean": 1.0} | score_parts
    fit = Fit(questions=n, shaped=part["shaped"], used=part["used"], answered=part["answered"], numbered=10,
              steady=part["steady"], clean=part["clean"], unused_lines=0, misplaced=0, lines=60)
    return arbiter.Reading(Format(name, name, (), _GappedReader), _deck(n), Diagnostics(), fit)


def test_a_rival_a_hair_better_that_finds_more_of_the_numbered_items_is_kept():
    # atilaybck-javascript-vibe-coding-kosullar-sorular: Markdown joined two of the ten numbered questions
    # (8 found, one not shaped), the repeating layout found 9 (its score 0.64 against 0.57, under _MARGIN)
    first = _reading("markdown", 8, {"shaped": 0.88, "used": 0.82})
    rival = _reading("layout", 9, {"used": 0.72})
    assert first.fit.score < rival.fit.score < first.fit.score + arbiter._MARGIN
    assert arbiter._best([first, rival]) is rival


def test_a_rival_a_hair_better_that_counts_alike_does_not_replace_the_first():
    first = _reading("markdown", 9, {"used": 0.8})
    rival = _reading("layout", 9, {"used": 0.85})
    assert arbiter._best([first, rival]) is first


def test_a_rival_that_counts_more_but_shapes_worse_does_not_replace_the_first():
    first = _reading("markdown", 8, {"used": 0.7})
    rival = _reading("layout", 9, {"shaped": 0.9, "used": 0.72})
    assert rival.fit.score > first.fit.score
    assert arbiter._best([first, rival]) is first


def test_a_head_every_text_shares_after_a_wide_gap_is_a_label_kept():
    # n0bl3z-voprosy-test as its repeating layout read it: "Вопрос       text" over "?????       choice"
    deck = _deck(6, stem="Вопрос       Что такое {k}?", choice="?????       вариант {j}")
    assert shared_head([q.text for q in deck.questions]) == "Вопрос"
    assert kept_heads(deck) == 1.0
    # alexaubin-courspython-qcm's: a short line of its own over every question's text
    assert kept_heads(_deck(5, stem="(1 point)\nQue contient la variable {k} ?")) == 1.0


def test_words_a_real_question_starts_with_and_code_fences_are_no_label():
    assert kept_heads(_deck(6, stem="Which of these is {k}?", choice="The answer {j}")) == 0.0
    assert kept_heads(_deck(6, stem="```js\nlet x = {k};\n```\nWhat is x?")) == 0.0
    assert kept_heads(_deck(4, stem="Вопрос       Что такое {k}?")) == 0.0      # too few to tell


class _GappedReader(Importer):
    """Each block of lines a question: the first its text, the others its choices, as written (labels kept)."""

    def read(self, deck: ImportedDeck) -> None:
        for k, block in enumerate(self.source.text.split("\n\n")):
            lines = block.split("\n")
            q = ImportedQuestion(Pos(self.where, 5 * k + 1, 1), lines[0], [ImportedChoice(t) for t in lines[1:]])
            q.use(5 * k + 1, 5 * k + len(lines))
            deck.questions.append(q)


def test_a_reading_that_kept_the_labels_is_measured_as_not_clean():
    text = "\n\n".join(f"Вопрос       Что такое {k}?\n?????       да\n?????       нет\n?????       может быть"
                       for k in range(6))
    reading = arbiter.read_as(Format("layout", "its own repeating layout", (), _GappedReader),
                              Source("t.txt", "t.txt", text), None)
    assert reading.fit.clean == 0.0
    assert "6 question texts starting with a number or label" in reading.fit.doubts()
