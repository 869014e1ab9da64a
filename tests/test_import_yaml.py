"""The YAML that ``import`` writes reads back, through our own reader, as exactly what was meant.

Texts are arbitrary (colons, ``#``, leading spaces, ``Yes``/``on``/``1.10``, quotes, tabs,
trailing spaces, CR, right-to-left and astral characters, control characters, empty lines).
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.yamlwriter import dump
from quizdeck.source.model import Question
from quizdeck.source.reader import MappingNode, Node, ScalarNode, SequenceNode, compose
from quizdeck.source.validate import read_deck

pytestmark = pytest.mark.slow  # hypothesis: many generated texts written and read back

SETTINGS = settings(max_examples=int(os.environ.get("QUIZ_EXAMPLES", "60")), deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])

AWKWARD = ["a: b", "#", " #x", "- ", "? ", ": ", "Yes", "on", "No", "1.10", "0x1F", "~", "null", "'", '"', "''",
           "\\", "\t", "  ", " ", "\n", "\n\n", "\r\n", "\r", "مرحبا بالعالم", "שלום", "\u200f", "\u202e", "😀",
           "\u2028", "\x85", "\ufeff", "\x00", "\x1f", "---", "...", "|", ">", "&a", "*a", "!x", "%", "@", "`",
           "[x]", "{y}", "- [x] done", "A.", "é", "\u00a0", "<<", "=", "2024-01-01", ".inf", "-1", "+1"]


def texts(min_size: int = 0) -> st.SearchStrategy[str]:
    pieces = st.one_of(st.sampled_from(AWKWARD), st.text(max_size=6),
                       st.text(st.characters(codec="utf-8"), max_size=4))
    return st.lists(pieces, min_size=min_size, max_size=8).map("".join)


@st.composite
def decks(draw: st.DrawFn, text: st.SearchStrategy[str]) -> ImportedDeck:
    questions = []
    for number in range(draw(st.integers(1, 3))):
        choices = [ImportedChoice(draw(text), draw(st.none() | text)) for _ in range(draw(st.integers(2, 4)))]
        answer = draw(st.none() | st.lists(st.integers(0, len(choices) - 1), min_size=1, max_size=3, unique=True)
                      .map(sorted))
        questions.append(ImportedQuestion(
            pos=None,  # type: ignore[arg-type]  # not written
            text=draw(text), choices=choices, answer=answer,
            multi=answer is not None and (len(answer) > 1 or draw(st.booleans())),
            id=f"q{number + 1}", explanation=draw(st.none() | text), source=draw(st.none() | text),
            tags=draw(st.lists(st.text("abc:-_é", min_size=1, max_size=5), max_size=3, unique=True))))
    return ImportedDeck(name=draw(text), key="deck-0123456789", origin=draw(text), description=draw(st.none() | text),
                        tags=draw(st.lists(st.text("xyz#[,", min_size=1, max_size=4), max_size=2, unique=True)),
                        questions=questions)


def plain(node: Node | None) -> Any:
    """A composed node as Python values, every scalar the string it was written as."""
    if isinstance(node, ScalarNode):
        return node.value
    if isinstance(node, SequenceNode):
        return [plain(n) for n in node.value]
    assert isinstance(node, MappingNode)
    return {plain(k): plain(v) for k, v in node.value}


def meant(deck: ImportedDeck) -> dict[str, Any]:
    """What the file must say, as the values a reader gets."""
    doc: dict[str, Any] = {"deck": deck.name, "id": deck.key}
    if deck.description is not None:
        doc["description"] = deck.description
    if deck.tags:
        doc["tags"] = deck.tags
    doc["questions"] = []
    for q in deck.questions:
        item: dict[str, Any] = {"id": q.id, "question": q.text,
                                "choices": [c.text if c.why is None else {"text": c.text, "why": c.why}
                                            for c in q.choices]}
        if q.answer is not None:
            letters = ["ABCDEFGHIJKL"[i] for i in q.answer]
            item["answer"] = letters if q.multi else letters[0]
        for key in ("explanation", "source"):
            if getattr(q, key) is not None:
                item[key] = getattr(q, key)
        if q.tags:
            item["tags"] = q.tags
        doc["questions"].append(item)
    return doc


@SETTINGS
@given(decks(texts()))
def test_any_text_reads_back_the_same(deck: ImportedDeck) -> None:
    written = dump(deck)
    assert plain(compose(written)) == meant(deck), written
    assert yaml.safe_load(written) == meant(deck), written   # and so in the YAML library every editor's tools use
    assert written.splitlines()[0].startswith("# Imported from ")


class Collect:
    def __init__(self) -> None:
        self.questions: list[Question] = []

    def read(self, path: Path, diags: Diagnostics) -> None:
        for reading in read_deck(path, diags):   # the last pass is the file's
            self.questions = list(reading)


def valid_texts() -> st.SearchStrategy[str]:
    # what `check` accepts: not blank, no control characters (tab and line breaks aside)
    return texts(1).map(lambda t: "".join(c for c in t if c in "\t\n\r" or c.isprintable() or c == "\u2028"))\
        .filter(lambda t: t.strip() != "")


@SETTINGS
@given(decks(valid_texts()))
def test_valid_texts_pass_check_unchanged(tmp_path_factory: Any, deck: ImportedDeck) -> None:
    for q in deck.questions:  # distinct choices and a plain deck name, so that `check` has nothing to say
        q.choices = [ImportedChoice(f"{i} {c.text}", c.why) for i, c in enumerate(q.choices)]
        q.answer = q.answer or [0]
    deck.name = "Deck"
    path: Path = tmp_path_factory.mktemp("w") / "quiz.yaml"
    path.write_text(dump(deck), encoding="utf-8")
    diags = Diagnostics()
    sink = Collect()
    sink.read(path, diags)
    assert not diags.errors, [d.format() for d in diags.errors]
    assert len(sink.questions) == len(deck.questions)
    for mine, read in zip(deck.questions, sink.questions, strict=True):
        assert read.id == mine.id
        assert read.question.markdown == mine.text
        assert [(c.text.markdown, c.why.markdown if c.why else None) for c in read.choices] == \
            [(c.text, c.why) for c in mine.choices]
        assert read.answer == mine.answer
        assert read.multi == mine.multi
        assert (read.explanation.markdown if read.explanation else None) == mine.explanation


# -- the plain-text importer keeps texts verbatim --------------------------------------------

_START = "WXYZwxyzéשمЖ"
_REST = st.characters(codec="utf-8", exclude_categories=("Cc", "Cs", "Zl", "Zp", "Zs", "Co", "Cn", "Cf"))


def one_line() -> st.SearchStrategy[str]:
    words = st.lists(st.text(_REST, min_size=1, max_size=6), min_size=1, max_size=5).map(" ".join)
    return st.tuples(st.sampled_from(_START), words).map(lambda t: t[0] + t[1])


@SETTINGS
@given(st.lists(st.tuples(one_line(), st.lists(one_line(), min_size=2, max_size=5, unique=True),
                          st.none() | st.integers(0, 4)), min_size=1, max_size=4),
       st.sampled_from(["•", "-", "*"]), st.booleans())
def test_plain_text_questions_and_choices_come_in_verbatim(tmp_path_factory: Any, quiz: list[Any], bullet: str,
                                                          crlf: bool) -> None:
    from quizdeck.importers.textquiz import TextQuizReader

    # A lone x / t / f (or a check mark: ✔, ✅, ☑) at the end of choices of a question without an answer line is
    # the trailing-mark convention (read, and warned about: tests/test_import_markdown_shapes.py), not text.
    assume(not any(answer is None or answer >= len(choices) for _, choices, answer in quiz)
           or not any(re.search(r"[ \t](?:[xXtf]|✅|✔️?|☑️?)$", c) for _, choices, _ in quiz for c in choices))
    lines = ["Title", ""]
    for n, (question, choices, answer) in enumerate(quiz, start=1):
        lines.append(f"{n}. {question}")
        lines.extend(f"   {bullet} {choice}" for choice in choices)
        if answer is not None and answer < len(choices):
            lines.append(f"   Answer: {'ABCDE'[answer]}")
    text = "\r\n".join(lines) if crlf else "\n".join(lines)
    deck = ImportedDeck(name="", key="k", origin="o")
    diags = Diagnostics()
    TextQuizReader(Source("quiz.txt", "quiz.txt", text.replace("\r\n", "\n")), diags).read(deck)
    assert not diags.errors, [d.format() for d in diags.errors]
    assert [q.text for q in deck.questions] == [q for q, _, _ in quiz]
    assert [[c.text for c in q.choices] for q in deck.questions] == [c for _, c, _ in quiz]
    assert [q.answer for q in deck.questions] == [[a] if a is not None and a < len(c) else None for _, c, a in quiz]


def test_tags_a_flow_list_would_hide_from_pyyaml_are_written_one_a_line() -> None:
    """``[Wer-bin-ich?]`` is valid YAML that PyYAML refuses: such tags go one to a line."""
    deck = ImportedDeck(name="q", key="k", origin="q.md")
    deck.questions.append(ImportedQuestion(Pos("q.md", 1), "Wer?", [ImportedChoice("a"), ImportedChoice("b")],
                                           answer=[0], id="q1", tags=["Wer-bin-ich?", "Wahr/Falsch"]))
    written = dump(deck)
    assert yaml.safe_load(written)["questions"][0]["tags"] == ["Wer-bin-ich?", "Wahr/Falsch"], written
