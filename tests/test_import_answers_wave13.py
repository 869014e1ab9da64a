"""Session 13, what every reading gets after its reader (answerlines, sanity, written) and the warnings that
say a reading is probably wrong.

The shapes are those of real banks nobody here wrote; each test fails without the change it is named for.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.tells import tell
from quizdeck.importers.written import agree
from tests.helpers import read_deck

_read = read_deck


def _warnings(diags: Diagnostics) -> list[str]:
    return [f"{d.pos.line}: {d.message}" for d in diags.warnings]


# -- the answer in a stem's brackets, its letters spaced out ----------------------------------------------------

@pytest.mark.parametrize("bracket", ["（{}）", "( {} )", "【{}】"])
@pytest.mark.parametrize("space", [" ", "\u3000", "  "])
def test_letters_spaced_out_in_the_brackets_of_most_question_texts_are_their_answers(tmp_path: Path, bracket: str,
                                                                                     space: str):
    rights = [[1, 3], [0, 1, 2], [2], [1, 2, 3]]
    lines = []
    for n, right in enumerate(rights, start=1):
        lines += [f"{n}. 下列说法正确的是" + bracket.format(space.join("ABCD"[k] for k in right)),
                  *(f"{'ABCD'[k]}. 选项 {n}{k}" for k in range(4)), ""]
    deck, _ = _read(tmp_path, "tiku.txt", "\n".join(lines))
    assert [q.answer for q in deck.questions] == rights
    assert deck.questions[0].text == "下列说法正确的是" + bracket.replace(" ", "").format(" ")


def test_capitals_out_of_order_in_brackets_are_no_answer(tmp_path: Path):
    lines = []
    for n in range(1, 5):
        lines += [f"{n}. Which pair is written (D B) here?", *(f"{'ABCD'[k]}. choice {n}{k}" for k in range(4)), ""]
    deck, _ = _read(tmp_path, "quiz.txt", "\n".join(lines))
    assert [q.answer for q in deck.questions] == [None] * 4


# -- written.agree knows the second look's findings by kind, not by their words ----------------------------------

def _deck(looked: dict[str, frozenset[int]]) -> ImportedDeck:
    deck = ImportedDeck(name="d", key="k", origin="quiz.md (Markdown)")
    for n in range(3):
        q = ImportedQuestion(pos=Pos("quiz.md", 1 + 4 * n, 1), text=f"Which one, {n}?",
                             choices=[ImportedChoice("same"), ImportedChoice("same" if n == 1 else "other")],
                             answer=[0])
        q.use(1 + 4 * n, 3 + 4 * n)
        deck.questions.append(q)
    deck.looked = looked
    return deck


def test_a_choice_written_twice_that_the_second_look_found_is_not_said_again_whatever_was_said():
    diags = Diagnostics()
    diags.warning(Pos("quiz.md", 6, 1), "worded in any way at all")   # no message text is matched
    deck = _deck({"twice": frozenset({1})})
    agree(deck, "quiz.md", diags)
    assert [d.message for d in diags.warnings] == ["worded in any way at all"]
    assert len(deck.attention) == 1


def test_a_choice_written_twice_that_the_second_look_did_not_find_is_said_as_check_refuses_it():
    diags = Diagnostics()
    diags.warning(Pos("quiz.md", 6, 1), "question 2's choices A and B are the same text ('same')")
    deck = _deck({"twice": frozenset({0})})   # another question's finding
    agree(deck, "quiz.md", diags)
    assert [d.message for d in diags.warnings][1].startswith("`check` refuses the written quiz here:")


def test_the_second_look_records_its_findings_by_kind_when_the_reader_said_them(tmp_path: Path):
    text = "1. Which one?\n- only\nAnswer: A\n\n2. Two?\n- c\n- c\nAnswer: B\n\n3. Three?\n- x\n- y\nAnswer: A\n"
    deck, diags = _read(tmp_path, "one.md", text)
    assert deck.looked == {"one-choice": frozenset({0}), "twice": frozenset({1})}
    agree(deck, "one.md", diags)
    assert not [w for w in _warnings(diags) if "`check`" in w]


# -- tells across the deck: a wrong reading is not silent -------------------------------------------------------

_STEMS = ["Qual serviço guarda objetos?", "Qual serviço roda funções?", "Qual serviço entrega conteúdo?",
          "Qual serviço monitora métricas?", "Qual serviço gerencia filas?"]
_CHOICES = [["S3", "EC2", "RDS", "VPC"], ["EC2", "Lambda", "ECS", "EKS"], ["S3", "Route 53", "CloudFront", "IAM"],
            ["CloudTrail", "Config", "CloudWatch", "X-Ray"], ["SNS", "SQS", "SES", "MQ"]]


def _marked_bank(mark: str) -> str:
    """The mark on one choice of each question, not its answer: what the file does with it is not known."""
    out = []
    for n, (stem, choices) in enumerate(zip(_STEMS, _CHOICES, strict=True), start=1):
        right = n % 4
        out += [f"{n}. {stem}", *(f"{'abcd'[k]}) {c}{mark if k == (right + n % 2 + 1) % 4 else ''}"
                                  for k, c in enumerate(choices)),
                f"Resposta: {'abcd'[right]}", ""]
    return "\n".join(out)


@pytest.mark.parametrize("mark", [" (Resposta Correta)", " - richtig", " ✓ certo"])
def test_words_at_the_end_of_one_choice_of_every_question_are_said_as_a_mark_kept(tmp_path: Path, mark: str):
    _, diags = _read(tmp_path, "simulado.md", _marked_bank(mark))
    said = [w for w in _warnings(diags) if "kept in the choice's text" in w]
    assert len(said) == 1 and said[0].startswith("5: 5 of 5 questions have one choice ending with")
    assert mark.strip() in said[0]


def test_choices_of_one_list_or_icons_by_position_or_a_full_stop_are_no_mark(tmp_path: Path):
    names = "\n".join(f"{n}. Who said line {n}?\na) Liam Hoekstra\nb) Wim Hof\nc) Dean Karnazes\nAnswer: b\n"
                      for n in range(1, 6))
    icons = "\n".join(f"{n}. {stem}\na) 📝 {c[0]}\nb) 🔄 {c[1]}\nc) 📦 {c[2]}\nAnswer: a\n"
                      for n, (stem, c) in enumerate(zip(_STEMS, _CHOICES, strict=True), start=1))
    stops = _marked_bank(".")
    for text in (names, icons, stops):
        _, diags = _read(tmp_path, "quiz.md", text)
        assert not [w for w in _warnings(diags) if "kept in the choice's text" in w], text


def _told(texts: list[str]) -> list[str]:
    """What ``tells.tell`` says of a deck of these question texts (four choices each), one source line each."""
    deck = ImportedDeck(name="d", key="k", origin="pytania.md (Markdown)")
    for n, text in enumerate(texts, start=1):
        q = ImportedQuestion(pos=Pos("pytania.md", n, 1), text=text,
                             choices=[ImportedChoice(f"choice {n}.{k}") for k in range(4)], answer=[n % 4])
        q.use(n)
        deck.questions.append(q)
    diags = Diagnostics()
    tell(deck, Source("pytania.md", "pytania.md", "\n".join(t.split("\n")[0] for t in texts)), diags)
    return _warnings(diags)


def test_a_numbered_line_above_every_question_text_is_said_as_an_id_kept():
    texts = [f"Pytanie PL010-{n:04d}\n\n{stem}" for n, stem in enumerate(_STEMS, start=1)]
    assert _told(texts) == ["1: 5 of 5 question texts start with a line like 'Pytanie PL010-0001', their numbers "
                            "aside: the source's id or heading, kept in the text?"]
    assert _told([f"[Q-{n}]\n{stem}" for n, stem in enumerate(_STEMS, start=1)])[0].startswith("1: 5 of 5 question")


def test_a_line_that_asks_a_text_of_one_line_or_one_number_for_all_is_no_id_kept():
    assert not _told([f"What is {n} + {n}?\nWrite it down." for n in range(1, 6)])
    assert not _told([f"Pytanie {n}" for n in range(1, 6)])
    assert not _told([f"Read table 3 below:\n{stem}" for stem in _STEMS])


def test_sums_in_a_file_are_no_id_kept(tmp_path: Path):
    out = []
    for n in range(1, 6):
        out += [f"{n}. What is {n} + {n}?", "", *(f"- {n + n + k}" for k in range(3)), "", "Answer: A", ""]
    _, diags = _read(tmp_path, "sums.md", "\n".join(out))
    assert not [w for w in _warnings(diags) if "id or heading" in w]


# -- a mark on the right choices of a file answered otherwise ---------------------------------------------------

def _bold_marked(mark: str, odd: int | None = None) -> str:
    out = []
    for n, (stem, choices) in enumerate(zip(_STEMS, _CHOICES, strict=True), start=1):
        right = n % 4
        marked = (right + 1) % 4 if n == odd else right
        out += [f"{n}. {stem}", "", *(f"- **{'abcd'[k]}) {c}**" if k == right else
                                      f"- {'abcd'[k]}) {c}{mark if k == marked else ''}"
                                      for k, c in enumerate(choices))]
        out[-4 + right] = out[-4 + right].removesuffix("**") + (mark if right == marked else "") + "**"
        out += ["", "<br>", ""]
    return "\n".join(out)


@pytest.mark.parametrize("mark", [" (Resposta Correta)", " [richtig]", " ✓"])
def test_a_mark_on_the_right_choices_that_agrees_with_their_answers_is_taken_off(tmp_path: Path, mark: str):
    deck, diags = _read(tmp_path, "simulado.md", _bold_marked(mark))
    assert [q.answer for q in deck.questions] == [[n % 4] for n in range(1, 6)]
    assert [[c.text for c in q.choices] for q in deck.questions] == _CHOICES
    assert any(mark.strip().casefold() in m for m in deck.mended)
    assert not [w for w in _warnings(diags) if "kept in the choice's text" in w]


def test_a_mark_on_another_choice_than_the_answer_is_said_there(tmp_path: Path):
    deck, diags = _read(tmp_path, "simulado.md", _bold_marked(" (Resposta Correta)", odd=5))
    assert deck.questions[4].choices[2].text.endswith("(Resposta Correta)")   # left as the source gives it
    said = [w for w in _warnings(diags) if "carries" in w]
    assert len(said) == 1 and said[0].startswith(f"{deck.questions[4].pos.line}: the question's answer is not")
