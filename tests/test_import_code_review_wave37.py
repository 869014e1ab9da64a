"""Questions written as code, a second look (review37a): near misses of the code37 reader, in the shapes of banks.

* a JS/JSON-ish literal with ``\\u00e9`` escapes: the letters, not ``u00e9``;
* a record whose choices repeat a text (``["a", "b", "a"]``) at the first record: the check's "same text" warning is
  not swallowed by the reader's own summary at that line;
* an explanation literal: under a key that says so (``explanation:``) imported as the explanation; standing after the
  choices in a positional record (``("q?", ["a", "b"], 1, "a longer explanation")``) it is not the question's text
  however long, said.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_ESCAPES = r"""const questions = [
  { question: "Qu\u00e9 significa \"hola\"?", options: ["saludo", "despedida", "pregunta"], answer: 0 },
  { question: "Caf\u00e9 en ingl\u00e9s?", options: ["coffee", "tea", "milk"], answer: 0 },
  { question: "\"Ni\u00f1o\" significa?", options: ["child", "man", "dog"], answer: 0 },
  { question: "Wie hei\u00dft \x22Stra\u00dfe\x22?", options: ["street", "house", "car"], answer: 0 },
];
"""


def test_unicode_escapes_in_literals_are_their_letters(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _ESCAPES, "quiz.txt")
    assert [text for text, _, _ in rows_of(deck)] == ['Qué significa "hola"?', "Café en inglés?", '"Niño" significa?',
                                                      'Wie heißt "Straße"?']


_TWICE = """const questions = [
  { question: "Pick the vowel", options: ["a", "b", "a", "c"], answer: "a" },
  { question: "Capital of France?", options: ["Paris", "Rome", "Oslo"], answer: "Paris" },
  { question: "Largest ocean?", options: ["Atlantic", "Pacific", "Indian"], answer: "Pacific" },
  { question: "Red planet?", options: ["Mars", "Venus", "Earth"], answer: "Mars" },
];
"""


def test_the_first_records_repeated_choice_is_still_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _TWICE, "quiz.txt")
    assert rows_of(deck)[0][1] == ["a", "b", "a", "c"]
    assert any(":2:" in s and "are the same text" in s for s in said), said


_KEYED = """const questions = [
  { question: "2+2?", options: ["3", "4", "5"], answer: 1, explanation: "Two and two make four, the sum of them." },
  { question: "France?", options: ["Paris", "Rome", "Oslo"], answer: 0, explanation: "Paris, the capital since long." },
  { question: "Ocean?", options: ["Atlantic", "Pacific", "Indian"], answer: 1, explanation: "The Pacific is largest." },
  { question: "Red?", options: ["Mars", "Venus", "Earth"], answer: 0, explanation: "Iron oxide makes Mars red." },
];
"""

_POSITIONAL = """questions = [
    ("2+2?", ["3", "4", "5"], 1, "Two plus two is four, because two units added to two units give four units."),
    ("Capital of France?", ["Paris", "Rome", "Oslo"], 0, "Paris has been the capital of France since the Middle Ages."),
    ("Largest ocean?", ["Atlantic", "Pacific", "Indian"], 1, "The Pacific is the largest and deepest of the oceans."),
    ("Red planet?", ["Mars", "Venus", "Earth"], 0, "Mars is red because of the iron oxide on its surface."),
]
"""


def test_an_explanation_literal_is_the_explanation_never_the_text(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _KEYED, "quiz.txt")
    assert [q.text for q in deck.questions] == ["2+2?", "France?", "Ocean?", "Red?"]
    assert deck.questions[2].explanation == "The Pacific is largest."
    assert not any("not imported" in s for s in said), said
    deck, said = read_said(tmp_path, _POSITIONAL, "quiz.py.txt")
    assert [q.text for q in deck.questions] == ["2+2?", "Capital of France?", "Largest ocean?", "Red planet?"]
    assert [q.answer for q in deck.questions] == [[1], [0], [1], [0]]
    assert deck.questions[3].explanation == "Mars is red because of the iron oxide on its surface."
    assert any(":2:" in s and "after the options" in s and "explanation" in s for s in said), said


_LONG_ANSWER = """questions = [
    ("2+2?", ["four, the sum of two and two", "three, one less"], "four, the sum of two and two"),
    ("Capital?", ["Paris, on the Seine river", "Rome, on the Tiber river"], "Paris, on the Seine river"),
    ("Ocean?", ["the Atlantic, between lands", "the Pacific, the largest"], "the Pacific, the largest"),
    ("Planet?", ["Venus, the morning star", "Mars, the red planet of war"], "Mars, the red planet of war"),
]
"""


def test_a_longest_literal_equal_to_an_option_is_the_answer_not_the_text(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _LONG_ANSWER, "quiz.txt")
    assert [q.text for q in deck.questions] == ["2+2?", "Capital?", "Ocean?", "Planet?"]
    assert [q.answer for q in deck.questions] == [[0], [0], [1], [1]]
    assert all(q.explanation is None for q in deck.questions)
