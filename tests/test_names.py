"""Deck names, tags and the default deck id (the file name) cannot carry invisible or
bidi characters, nor be longer or deeper than a learner's Anki takes (quizdeck/source/names.py)."""

from __future__ import annotations

from pathlib import Path

import genanki
import pytest

from quizdeck.source import names
from quizdeck.source.ignorables import RANGES
from quizdeck.source.names import is_id
from tests.ankiutil import import_package, new_collection
from tests.helpers import MINIMAL, run, write

QUESTIONS = """\
questions:
  - id: q1
    question: Q?
    choices: [a, b]
    answer: A
    explanation: x
"""


def _anki_takes(tmp_path: Path, name: str) -> bool:
    model = genanki.Model(1_607_392_319, "M", fields=[{"name": "F"}],
                          templates=[{"name": "C", "qfmt": "{{F}}", "afmt": "{{F}}"}])
    deck = genanki.Deck(2_059_400_110, name)
    deck.add_note(genanki.Note(model=model, fields=["x"]))
    apkg = tmp_path / f"{name.count('::')}.apkg"
    genanki.Package(deck).write_to_file(apkg)
    col = new_collection(tmp_path / f"col{name.count('::')}")
    try:
        import_package(col, apkg)
        return True
    except Exception as exc:  # noqa: BLE001 - the backend's error: "deck nesting level too deep"
        assert "nesting" in str(exc), exc  # noqa: PT017 - the backend's own error, caught above
        return False
    finally:
        col.close()


def test_nesting_limit_is_below_ankis(tmp_path: Path):
    """Anki's importer (the real backend) takes 11 levels and refuses 12; we allow 10."""
    def levels(n: int) -> str:
        return "::".join(f"L{i}" for i in range(n))
    assert _anki_takes(tmp_path, levels(names.MAX_DECK_LEVELS))
    assert _anki_takes(tmp_path, levels(11))
    assert not _anki_takes(tmp_path, levels(12))
    assert names.deck_name_problems(levels(names.MAX_DECK_LEVELS)) == []
    assert names.deck_name_problems(levels(names.MAX_DECK_LEVELS + 1))


@pytest.mark.parametrize("char", ["\u202e", "\u202d", "\u2066", "\u2067", "\u2068", "\u2069", "\u200e", "\u200f",
                                  "\u061c", "\u200b", "\u2060", "\ufeff", "\u00ad", "\u0007", "\u0085", "\u2028",
                                  "\ue000", "\u3164", "\u2800", "\U000e0041"])
def test_invisible_characters_are_refused(char: str):
    problems = names.deck_name_problems(f"Deck{char}name")
    assert len(problems) == 1 and f"U+{ord(char):04X}" in problems[0].message
    assert names.tag_problems(f"tag{char}x")


@pytest.mark.parametrize("name", ["می\u200cخواهم", "क्\u200dष", "Family 👨\u200d👩\u200d👧", "مرحبا::עברית",
                                  "Ünïcödé 漢字", "ML Systems::ZeRO and Sharded Optimizers"])
def test_real_names_pass(name: str):
    assert names.deck_name_problems(name) == []


#: issue 18, point 5: characters that draw nothing, so that two decks look the same
DRAW_NOTHING = ["\ufe00", "\ufe0e", "\ufe0f", "\U000e0100", "\U000e01ef", "\u180b", "\u180c", "\u180d", "\u180f",
                "\U000e0001", "\U000e0020", "\U000e007f", "\u2065", "\ufff0", "\U0001bca0", "\U0001d173", "\u115f",
                "\u1160", "\uffa0", "\u17b4", "\u034f", "\U000e0fff"]


@pytest.mark.parametrize("char", DRAW_NOTHING, ids=lambda c: f"U+{ord(c):04X}")
def test_characters_that_draw_nothing_are_refused_in_names_tags_and_ids(char: str):
    assert names.is_default_ignorable(char)
    problems = names.deck_name_problems(f"Deck{char}name")
    assert len(problems) == 1 and f"U+{ord(char):04X}" in problems[0].message, problems
    assert "look the same" in problems[0].message
    assert names.tag_problems(f"tag{char}x")
    assert not is_id(f"id{char}x")


def test_every_default_ignorable_code_point_is_refused():
    """The generated table (quizdeck/source/ignorables.py) against the regex package's Unicode data,
    and every code point in it refused in a name (the joiners but inside a word of a script
    that needs them)."""
    regex = pytest.importorskip("regex")
    ignorable = regex.compile(r"\p{Default_Ignorable_Code_Point}")
    table = {c for first, last in RANGES for c in range(first, last + 1)}
    assert table == {c for c in range(0x110000) if ignorable.match(chr(c))}
    assert {0xFE0F, 0xE0100, 0x180B, 0xE0041}.issubset(table)
    for code in sorted(table):
        assert names.bad_character(f"a{chr(code)}b") is not None, f"U+{code:04X}"


def test_emoji_presentation_selector_is_refused_with_a_hint():
    """Refusing is the rule for names (issue 18): U+FE0F after an emoji too, and the hint says so."""
    [problem] = names.deck_name_problems("Hearts \u2764\ufe0f")
    assert "U+FE0F VARIATION SELECTOR-16, a variation selector" in problem.message
    assert "not even the emoji one" in problem.hint
    assert names.deck_name_problems("Hearts \u2764") == [] and names.deck_name_problems("Faces 😀") == []


@pytest.mark.parametrize("name", ["Auf\u200clage", "ab\u200dcd", "Ω\u200cΩ", "д\u200cд", "x\u200d😀"])
def test_joiners_next_to_letters_they_cannot_join_are_refused(name: str):
    problems = names.deck_name_problems(name)
    assert problems and "joiner" in problems[0].message, name


def test_invisible_characters_in_ids_are_located(tmp_path: Path):
    write(tmp_path / "a.yaml", "deck: A\nid: deck\u3164x\nquestions:\n  - id: q\ufe0f1\n    question: Q?\n"
          "    choices: [a, b]\n    answer: A\n    explanation: x\n")
    write(tmp_path / "b\u115fb.yaml", "deck: B\n" + QUESTIONS)
    result = run("check", tmp_path)
    assert result.exit_code == 1
    err = result.stderr
    assert "a.yaml:2:9: error: deck `id` 'deck\\u3164x' contains U+3164 HANGUL FILLER" in err, err
    assert "a.yaml:4:10: error: question 1: `id` 'q\\ufe0f1' contains U+FE0F VARIATION SELECTOR-16" in err, err
    assert "error: the file name 'b\\u115fb' cannot be the deck's id (the default when there is no `id:`): " \
           "it contains U+115F" in err, err


def test_name_errors_are_located(tmp_path: Path):
    long_name = "x" * (names.MAX_DECK_NAME + 1)
    deep_tag = "    explanation: x\n    tags: [x::" + "::".join("y" * 10) + "]\n"
    write(tmp_path / "a.yaml", "deck: Evil \u202egnp.exe\nid: a1\ntags: [ok, \"b\\u200bad\", " + "t" * 101 + "]\n"
          + QUESTIONS.replace("    explanation: x\n", deep_tag))
    write(tmp_path / "b.yaml", f"deck: {long_name}\nid: b1\n" + QUESTIONS)
    result = run("check", tmp_path)
    assert result.exit_code == 1
    err = result.stderr
    assert "a.yaml:1:12: error: deck name contains U+202E RIGHT-TO-LEFT OVERRIDE" in err, err
    assert "a.yaml:3:12: error: tag 'b\\u200bad' contains U+200B ZERO WIDTH SPACE" in err, err
    assert "a.yaml:3:25: error: tag is 101 characters long; at most 100" in err, err
    assert "a.yaml:10:12: error: tag has 11 levels" in err, err
    assert f"b.yaml:1:7: error: deck name is {names.MAX_DECK_NAME + 1} characters long" in err, err
    assert "\u202e" not in err


def test_file_name_is_checked_like_an_id(tmp_path: Path):
    write(tmp_path / "my quiz.yaml", "deck: Mine\n" + QUESTIONS)
    write(tmp_path / "zw\u200bsp.yaml", "deck: Zw\n" + QUESTIONS)
    for command in ("check", "build"):
        result = run(command, tmp_path, *(("-o", tmp_path / "out") if command == "build" else ()))
        assert result.exit_code == 1
        err = result.stderr
        assert "my quiz.yaml:1:1: error: the file name 'my quiz' cannot be the deck's id" in err, err
        assert "hint: add `id: mine-" in err
        assert "error: the file name 'zw\\u200bsp' cannot be the deck's id (the default when there is no `id:`): " \
               "it contains U+200B" in err, err
        assert "Tag" not in err and "Traceback" not in err
    assert not (tmp_path / "out").exists()


def test_deck_without_id_is_warned_about(tmp_path: Path):
    src = write(tmp_path / "quiz.yaml", "# a quiz\ndeck: Mine\n" + QUESTIONS)
    result = run("check", src)
    assert result.exit_code == 0
    assert ("quiz.yaml:2:1: warning: deck 'Mine' is keyed by its file name 'quiz' (no deck `id:`): another quiz "
            "in a file of that name would overwrite its notes") in result.stderr
    assert run("check", "--strict", src).exit_code == 1
    write(src, "deck: Mine\nid: mine-3f9a1c07d2\n" + QUESTIONS)
    assert run("check", "--strict", src).exit_code == 0


@pytest.mark.parametrize("char", ["\x1b", "\u202e", "\u200b", "\x9b"])
def test_file_names_never_reach_the_terminal_raw(tmp_path: Path, monkeypatch, char: str):
    """A quiz folder from a stranger may hold a file named with an escape sequence or a
    bidi override: every line that names it (build, check, problems) shows it escaped."""
    monkeypatch.chdir(tmp_path)
    good = write(tmp_path / "cards" / f"a{char}[31mgood.yaml", "id: good-deck\n" + MINIMAL)
    bad = write(tmp_path / "cards" / f"b{char}[31mbad.yaml", "id: bad-deck\n" + MINIMAL + "colour: red\n")
    shown = repr(char)[1:-1]
    results = [run("check", good), run("build", good, "-o", tmp_path / "out"), run("check", bad)]
    assert [r.exit_code for r in results] == [0, 0, 1]
    for result in results:
        text = result.stdout + result.stderr
        assert char not in text
        assert f"{shown}[31m" in text, text


def test_file_system_errors_show_file_names_escaped(tmp_path: Path, monkeypatch):
    """A file system error names the file as the other messages do: escape sequences visible."""
    monkeypatch.chdir(tmp_path)
    quiz = write(tmp_path / "q.yaml", "id: good-deck\n" + MINIMAL)
    (tmp_path / "fi\x1b[31mle").write_text("not a folder", encoding="utf-8")
    result = run("build", quiz, "-o", tmp_path / "fi\x1b[31mle" / "sub" / "")
    assert result.exit_code == 1
    assert "\x1b" not in result.stderr
    assert "fi\\x1b[31mle" in result.stderr, result.stderr
