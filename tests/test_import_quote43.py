"""Session 43's quote rules: a blockquoted key line, a key's prefix that is no choice, wrapped key letters, arrow
glosses, a choice of signs alone told; record headers of a recurring id shape; a key list of glued numbers.

Each input is hand-written in the shape of the bank that asked for the rule, with a near-miss that must not fire.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Pos
from quizdeck.importers.answervalues import resolve, unwrapped_labels
from quizdeck.importers.arrowglosses import take_arrow_glosses
from quizdeck.importers.codedids import uncoded
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.keyrows import row
from quizdeck.importers.linekinds import KEY, TEXT, one_line
from quizdeck.importers.signchoices import lone_signs
from tests.conftest import read_said, rows_of

_SERVICES = [("Which service stores objects?", ["Block volume", "Object bucket", "Queue", "Cache"], 1),
             ("Which service sends messages?", ["Queue", "Bucket", "Cache", "Table"], 0),
             ("Which service keeps keys?", ["Table", "Vault", "Cache", "Queue"], 1),
             ("Which service runs code?", ["Bucket", "Table", "Function", "Vault"], 2),
             ("Which service caches pages?", ["Vault", "Queue", "Table", "Edge cache"], 3)]


def _notes(gloss: bool = True, quote: str = "> ") -> str:
    """Study notes: a heading per question, bare choice paragraphs (the right one in backticks, the wrong ones with
    an arrow gloss), then a blockquoted key ``> Answer: `B` ``."""
    out = []
    for n, (stem, choices, right) in enumerate(_SERVICES, start=1):
        out.append(f"## {n}. {stem}\n")
        for k, c in enumerate(choices):
            out.append(f"`{c}`\n" if k == right else (f"{c} -> not this, it does other work\n" if gloss and k % 2
                                                        else f"{c}\n"))
        out.append(f"{quote}Answer: `{'ABCD'[right]}`\n\n")
    return "\n".join(out)


# -- linekinds: a blockquote's ``> `` is a key's wrapping ---------------------------------------------------------

def test_a_blockquoted_key_is_a_key_line() -> None:
    ln = one_line(1, "> Answer: `D` ")
    assert ln.kind == KEY and ln.family == "answer" and ln.wrap.startswith(">") and ln.rest == "`D`"


def test_a_blockquoted_sentence_stays_text() -> None:      # near-miss: a quotation is no key
    ln = one_line(1, "> To be or not to be, that is the question")
    assert ln.kind == TEXT and ln.rest.startswith(">")


def test_blockquoted_keys_answer_the_notes_and_leave_no_sign_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _notes(gloss=False), "notes.md")
    rows = rows_of(deck)
    assert not any("no letter or digit" in m for m in said)
    assert len(rows) == 5
    assert [len(c) for _, c, _ in rows] == [4] * 5
    assert [a for _, _, a in rows] == [[1], [0], [1], [2], [3]]
    assert not any(c.strip() == ">" for _, cs, _ in rows for c in cs)


# -- lastchoicekeys: what stands before a key with no letter or digit is a prefix --------------------------------

def test_a_key_after_a_sign_alone_takes_the_line_off_the_choices(tmp_path: Path) -> None:
    # the key behind "%" (no blockquote: no wrapping linekinds knows) is read after the last choice's "text"
    deck, _ = read_said(tmp_path, _notes(gloss=False, quote="% "), "notes.md")
    rows = rows_of(deck)
    assert [a for _, _, a in rows] == [[1], [0], [1], [2], [3]]
    assert all(len(c) == 4 for _, c, _ in rows), rows


# -- answervalues: marks around each letter of a key value wrap it ------------------------------------------------

def test_code_marks_around_each_letter_wrap_the_key() -> None:
    assert unwrapped_labels("`A` and `E`") == "A and E"
    assert resolve("`A` and `E`", list("abcde"), "letter") == [0, 4]
    assert resolve("**B**, **D**", list("abcd"), "letter") == [1, 3]


def test_marks_inside_a_word_are_not_unwrapped() -> None:   # near-miss: snake_case_names, a word in code
    assert unwrapped_labels("snake_case_x") == "snake_case_x"
    assert unwrapped_labels("`print` it") == "`print` it"


# -- arrowglosses: ``text -> gloss`` on most questions' choices is the choice's note ------------------------------

def test_arrow_glosses_become_the_choices_why(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _notes(), "notes.md")
    rows = rows_of(deck)
    assert rows[0][1] == ["Block volume", "`Object bucket`", "Queue", "Cache"]
    assert deck.questions[0].choices[0].why is None
    assert deck.questions[1].choices[1].why == "not this, it does other work"
    assert any("arrow" in m for m in deck.mended)


def _deck(choices: list[list[str]]) -> ImportedDeck:
    deck = ImportedDeck("t", "t", "t.md")
    for n, cs in enumerate(choices, start=1):
        deck.questions.append(ImportedQuestion(Pos("x", n, 1), f"q{n}", [ImportedChoice(c) for c in cs], [0]))
    return deck


def test_an_arrow_on_every_choice_is_the_choices_notation() -> None:   # near-miss: type signatures
    deck = _deck([["Int -> Int", "Int -> Bool", "Bool -> Int", "a -> a"]] * 4)
    take_arrow_glosses(deck)
    assert deck.questions[0].choices[0].text == "Int -> Int" and deck.questions[0].choices[0].why is None


def test_an_arrow_in_few_questions_is_text() -> None:   # near-miss: one question mentions an arrow
    deck = _deck([["x -> y", "z"], ["a", "b"], ["c", "d"], ["e", "f"], ["g", "h"], ["i", "j"], ["k", "l"]])
    take_arrow_glosses(deck)
    assert deck.questions[0].choices[0].text == "x -> y"


# -- signchoices: a choice with no letter or digit is told at its line ---------------------------------------------

def test_a_sign_alone_after_word_choices_is_told() -> None:
    assert lone_signs(["Queue", "Bucket", "Cache", ">"]) == [3]


def test_sign_choices_all_signs_are_not_told() -> None:   # near-miss: a question about operators
    assert lone_signs([">", "<", "=", "!="]) == []
    assert lone_signs(["Queue", "-", "Cache"]) == []      # in the middle: no line of a frame


# -- codedids (through recordids): a coded id header, its one-letter bracket the key, a terminator line ------------

_POOL = [("What does the meter read in volts?", ["Current", "Voltage", "Power", "Charge"], "B", " [12.3(a)(4)]"),
         ("Which band is the shortest?", ["80 m", "40 m", "2 m", "10 m"], "C", " [12.1]"),
         ("What unit is resistance?", ["Ohm", "Watt", "Volt", "Farad"], "A", ""),
         ("Who keeps the licence?", ["The club", "The trustee", "Anyone", "Nobody"], "B", " [12.5(b), 12.7(c)]"),
         ("What is a dipole?", ["A meter", "A fuse", "A battery", "An antenna"], "D", " [12.9 (e)]")]


def _pool(ending: str = "~~", ids: list[str] | None = None) -> str:
    codes = ids or [f"K{n % 3 + 1}B{n:02d}" for n in range(1, len(_POOL) + 1)]
    out = []
    for code, (stem, choices, key, ref) in zip(codes, _POOL, strict=True):
        out.append(f"{code} ({key}){ref}\n{stem}\n" + "".join(f"{'ABCD'[k]}. {c}\n" for k, c in enumerate(choices))
                   + f"{ending}\n")
    return "\n".join(out)


def test_coded_headers_are_no_text_and_their_bracket_is_the_key(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _pool(), "pool.txt")
    rows = rows_of(deck)
    assert [t for t, _, _ in rows] == [stem for stem, _, _, _ in _POOL]
    assert [a for _, _, a in rows] == [[1], [2], [0], [1], [3]]
    assert all(q.explanation is None for q in deck.questions)      # "~~" ends each record: no explanation


def test_coded_headers_without_a_terminator_put_the_key_under_the_choices() -> None:
    lines = _pool(ending="").split("\n")
    out = uncoded(lines, [False] * len(lines))
    assert out is not None and out[0] == "" and out[6] == "Answer: B"   # the blank line after the choices


def test_word_and_number_headers_are_not_codes() -> None:   # near-miss: "Q1 (B)" is a label and a bracket
    lines = _pool(ids=[f"Q{n}" for n in range(1, 6)]).split("\n")
    assert uncoded(lines, [False] * len(lines)) is None


def test_codes_of_many_shapes_are_no_headers() -> None:   # near-miss: tokens that vary in shape are no id column
    lines = _pool(ids=["K1B01", "X9", "AB12CD", "7Z", "Q1Q1Q1"]).split("\n")
    assert uncoded(lines, [False] * len(lines)) is None


def test_brackets_holding_words_are_no_key() -> None:   # near-miss: "(easy)" is no choice letter: headers go, no key
    lines = _pool().replace("(B)", "(easy)").replace("(C)", "(hard)").replace("(A)", "(easy)").replace(
        "(D)", "(hard)").split("\n")
    out = uncoded(lines, [False] * len(lines))
    assert out is not None and not any(line.startswith("Answer:") for line in out)


# -- keyrows (+ answerlines' hook): a key of numbers glued to letters above every question -------------------------

_TEST = [("Wann beginnt das Testen?", ["Spät", "Früh", "Nie", "Immer"], "B"),
         ("Was kostet ein Fehler?", ["Wenig", "Nichts", "Viel", "Alles"], "C"),
         ("Wer testet?", ["Alle", "Keiner", "Der Kunde", "Der Chef"], "A"),
         ("Wie oft?", ["Einmal", "Zweimal", "Nie", "Immer"], "D"),
         ("Womit?", ["Tools", "Händen", "Füßen", "Nichts"], "A"),
         ("Wozu?", ["Qualität", "Spaß", "Geld", "Zeit"], "A")]
_TEST += [(f"Teil {n}: {stem}", choices, key) for n, (stem, choices, key) in enumerate(_TEST, start=2)]


def _course(marked: set[int], key: str | None = None) -> str:
    """A course test: a key of glued entries in an indented block on top, ``### N.`` questions, ``- A)`` items,
    the right item wholly bold where ``marked`` holds its question's index."""
    entries = [f"{n}{k}" for n, (_, _, k) in enumerate(_TEST, start=1)]
    head = key if key is not None else "    " + ", ".join(entries[:6]) + ",\n    " + ", ".join(entries[6:]) + "\n"
    out = ["# Fragen + Antworten\n", head]
    for n, (stem, choices, right) in enumerate(_TEST, start=1):
        out.append(f"### {n}. {stem}\n")
        out.append("\n".join(f"- **{'ABCD'[k]}) {c}**" if n - 1 in marked and 'ABCD'[k] == right
                             else f"- {'ABCD'[k]}) {c}" for k, c in enumerate(choices)) + "\n")
    return "\n".join(out)


def test_a_glued_key_above_the_questions_fills_what_marks_leave_open(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _course(marked={0, 1, 2}), "test.md")
    assert [a for _, _, a in rows_of(deck)] == [[1], [2], [0], [3], [0], [0]] * 2
    assert not any("names another choice" in m for m in said)


def test_a_glued_key_that_disagrees_with_a_mark_is_said(tmp_path: Path) -> None:
    key = "    1B, 2C, 3B, 4D, 5A, 6A,\n    7B, 8C, 9A, 10D, 11A, 12A\n"   # 3B against the bold A of question 3
    deck, said = read_said(tmp_path, _course(marked=set(range(12)) - {4}, key=key), "test.md")   # 5 left open
    assert rows_of(deck)[2][2] == [0] and rows_of(deck)[4][2] == [0]   # the mark kept; 5 from the key
    assert any("question 3 names another choice than the question's own mark" in m for m in said)


def test_a_glued_key_of_fewer_entries_than_questions_is_not_read_from_above(tmp_path: Path) -> None:   # near-miss
    key = "    1B, 2C, 3A, 4D, 5A, 6A,\n    7B, 8C, 9A, 10D, 11A\n"
    deck, _ = read_said(tmp_path, _course(marked=set(), key=key), "test.md")
    assert all(a is None for _, _, a in rows_of(deck))


def test_glued_rows_need_two_entries_all_glued() -> None:   # near-miss: "3D" alone is a word; mixed rows are no key
    assert row("3D", 1) is None
    assert row("1B 2.C", 1) is None
    got = row("    1B, 2C, 3C,", 1)
    assert got is not None and got.glued and got.pairs == [(1, "B"), (2, "C"), (3, "C")]


def test_signs_the_file_means_are_not_told() -> None:   # near-miss: `*` in code, "!", "[]" are real choices
    assert lone_signs(["All files", "Hidden files", "`*`"]) == []
    assert lone_signs(["Not", "And", "!"]) == []
    assert lone_signs(["A list", "A map", "[]"]) == []
