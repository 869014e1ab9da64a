"""Building packages end to end and importing them into a real Anki collection."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from quizdeck.anki.notetype import FIELDS, NOTETYPE_ID
from quizdeck.core import identity
from quizdeck.core.diagnostics import MAX_PER_FILE
from tests.ankiutil import import_package, new_collection, notes_by_key
from tests.helpers import MINIMAL, run, write, write_question_without_id

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "cards" / "zero-sharded-optimizers.yaml"
SEED_ANSWERS = {
    "redundancy": "A", "adam-state": "B", "stage3-shards": "C", "stage3-gather": "D",
    "pytorch-fsdp": "A", "tradeoff": "B", "stage1-scope": "C", "practical-cost": "D",
}


@pytest.fixture(scope="module")
def seed_package(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("out")
    result = run("build", SEED, "-o", out)
    assert result.exit_code == 0, result.output
    return out / "zero-sharded-optimizers.apkg"


def test_seed_deck_imports_into_anki(seed_package: Path, tmp_path: Path):
    col = new_collection(tmp_path)
    import_package(col, seed_package)
    notes = notes_by_key(col)
    assert len(notes) == 8
    deck = col.decks.by_name("ML Systems::ZeRO and Sharded Optimizers")
    assert deck is not None
    assert col.decks.by_name("ML Systems") is not None  # parent created
    card_ids = col.find_cards('"deck:ML Systems::ZeRO and Sharded Optimizers"')
    assert len(card_ids) == 8  # one Multiple choice card each, no Recall cards
    answers = {key.split("/")[1]: note["Answer"] for key, note in notes.items()}
    assert answers == SEED_ANSWERS
    for cid in card_ids:
        card = col.get_card(cid)
        q, a = card.question(), card.answer()
        assert "mc-choice" in q and "mc-front" in q
        assert "mc-correct" in a and "mc-explanation" in a and "mc-result" in a
        assert "{{" not in q and "{{" not in a
    from anki.models import NotetypeId  # here: imported first, anki.models is a circular import

    model = col.models.get(NotetypeId(NOTETYPE_ID))
    assert model is not None and [f["name"] for f in model["flds"]] == list(FIELDS)
    assert [t["name"] for t in model["tmpls"]] == ["Multiple choice", "Recall"]
    col.close()


def test_seed_correct_choice_is_marked_on_the_back(seed_package: Path, tmp_path: Path):
    col = new_collection(tmp_path)
    import_package(col, seed_package)
    for key, note in notes_by_key(col).items():
        letter = SEED_ANSWERS[key.split("/")[1]]
        card = note.cards()[0]
        back = card.answer()
        assert f'class="mc-choice tappable mc-correct" data-mc-key="{letter}"' in back
        assert note["Choices"].count("mc-correct") == 1
    col.close()


def test_build_prints_one_line_per_package(tmp_path: Path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write(tmp_path / "cards" / "a.yaml", MINIMAL)
    write(tmp_path / "cards" / "b.yml", MINIMAL.replace("Test Deck", "Other"))
    result = run("build")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines == [
        "output/a.apkg: 1 deck (Test Deck), 1 note",
        "output/b.apkg: 1 deck (Other), 1 note",
    ]
    assert (tmp_path / "output" / "a.apkg").is_file()


def test_single_package_with_every_deck(tmp_path: Path):
    write(tmp_path / "q" / "a.yaml", MINIMAL)
    write(tmp_path / "q" / "sub" / "b.yaml", MINIMAL.replace("Test Deck", "Parent::Child"))
    out = tmp_path / "all.apkg"
    result = run("build", tmp_path / "q", "-o", out)
    assert result.exit_code == 0, result.output
    col = new_collection(tmp_path / "col")
    import_package(col, out)
    assert len(col.find_notes("")) == 2
    assert col.decks.by_name("Parent::Child") and col.decks.by_name("Test Deck")
    col.close()


def test_yaml_11_scalars_stay_as_typed(tmp_path: Path):
    src = write(tmp_path / "s.yaml", """\
        deck: Scalars
        questions:
          - id: s
            question: Which?
            choices: [Yes, No, on, 1.10, 2024-01-01, null, ~, 0x1F]
            answer: A
        """)
    result = run("build", src, "-o", tmp_path)
    assert result.exit_code == 0, result.output
    col = new_collection(tmp_path / "col")
    import_package(col, tmp_path / "s.apkg")
    (note,) = notes_by_key(col).values()
    texts = ["Yes", "No", "on", "1.10", "2024-01-01", "null", "~", "0x1F"]
    for text in texts:
        assert f'<div class="mc-text">{text}</div>' in note["Choices"]
    col.close()


def test_multi_answer_question(tmp_path: Path):
    src = write(tmp_path / "m.yaml", """\
        deck: Multi
        questions:
          - id: primes
            question: Which are prime?
            choices: ["2", "4", "5", "9"]
            answer: [A, C]
          - id: one
            question: Select all that apply.
            choices: [x, y]
            answer: [B]
        """)
    result = run("build", src, "-o", tmp_path)
    assert result.exit_code == 0, result.output
    col = new_collection(tmp_path / "col")
    import_package(col, tmp_path / "m.apkg")
    notes = notes_by_key(col)
    primes = notes["m/primes"]
    assert primes["Answer"] == "A, C"
    assert 'data-mc-multi="1"' in primes["Choices"] and 'data-mc-need="2"' in primes["Choices"]
    assert "two answers" in primes["Choices"]
    assert 'data-mc-multi="1"' in notes["m/one"]["Choices"]
    col.close()


def test_guids_are_stable_and_derive_from_deck_and_question_ids(tmp_path: Path):
    src = write(tmp_path / "g.yaml", MINIMAL)
    run("build", src, "-o", tmp_path / "a")
    write(tmp_path / "g.yaml", MINIMAL.replace("What is 2 + 2?", "What is two plus two?"))
    run("build", src, "-o", tmp_path / "b")
    guids = []
    for folder in ("a", "b"):
        col = new_collection(tmp_path / f"col-{folder}")
        import_package(col, tmp_path / folder / "g.apkg")
        guids.append([col.get_note(n).guid for n in col.find_notes("")])
        col.close()
    assert guids[0] == guids[1] == [identity.note_guid("g", "q1")]


def test_every_note_carries_the_deck_tag_and_yaml_tags(tmp_path: Path):
    src = write(tmp_path / "t.yaml", """\
        deck: Tagged
        id: tagged-deck
        tags: [course]
        questions:
          - id: q
            question: Q?
            choices: [a, b]
            answer: A
            tags: [week-1, course]
        """)
    assert run("build", src, "-o", tmp_path).exit_code == 0
    col = new_collection(tmp_path / "col")
    import_package(col, tmp_path / "t.apkg")
    (note,) = notes_by_key(col).values()
    assert sorted(note.tags) == sorted(["make_deck::tagged-deck", "course", "week-1"])
    assert col.find_notes("tag:make_deck::tagged-deck")
    col.close()


def test_recall_card_only_when_asked(tmp_path: Path):
    src = write(tmp_path / "r.yaml", MINIMAL.replace("deck: Test Deck", "deck: Test Deck\nrecall: true"))
    assert run("build", src, "-o", tmp_path).exit_code == 0
    col = new_collection(tmp_path / "col")
    import_package(col, tmp_path / "r.apkg")
    cards = [col.get_card(c) for c in col.find_cards("")]
    assert sorted(str(c.template()["name"]) for c in cards) == ["Multiple choice", "Recall"]
    recall = next(c for c in cards if c.template()["name"] == "Recall")
    front = recall.question()
    assert "mc-recall" in front and "What is 2 + 2?" in front
    assert 'class="mc-choice' not in front  # the choices are not on the recall front
    assert 'mc-correct" data-mc-key="B"' in recall.answer()
    col.close()


def test_package_is_deflated_and_reproducible(tmp_path: Path, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    src = write(tmp_path / "d.yaml", MINIMAL)
    run("build", src, "-o", tmp_path / "one")
    run("build", src, "-o", tmp_path / "two")
    one, two = (tmp_path / d / "d.apkg" for d in ("one", "two"))
    assert one.read_bytes() == two.read_bytes()
    with zipfile.ZipFile(one) as zf:
        infos = zf.infolist()
        assert [i.filename for i in infos] == ["collection.anki2", "media"]
        assert all(i.compress_type == zipfile.ZIP_DEFLATED for i in infos)
        assert infos[0].date_time == (2023, 11, 14, 22, 13, 20)


def test_check_reports_spread_and_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """check writes nothing: run where build would write (output/ of the current folder)."""
    monkeypatch.chdir(tmp_path)
    result = run("check", SEED)
    assert result.exit_code == 0, result.output
    assert "8 questions; correct answers: A 2, B 2, C 2, D 2" in result.stdout
    assert list(tmp_path.iterdir()) == []


def test_warnings_and_strict(tmp_path: Path):
    src = write_question_without_id(tmp_path / "w.yaml", "W", "No id here?", "A")
    result = run("check", src)
    assert result.exit_code == 0
    assert "w.yaml:3:5: warning: question 1 has no `id`" in result.stderr
    assert "has no `explanation`" in result.stderr
    strict = run("build", src, "-o", tmp_path / "out", "--strict")
    assert strict.exit_code == 1
    assert not (tmp_path / "out").exists()


def test_all_errors_of_all_files_at_once(tmp_path: Path):
    write(tmp_path / "a.yaml", "deck: A\nquestions:\n  - question: Q?\n    choices: [a]\n    answer: B\n")
    write(tmp_path / "b.yaml", "deck: B\nquestions:\n  - question: Q?\n    choices: [a, b]\n    anser: A\n")
    result = run("build", tmp_path, "-o", tmp_path / "out")
    assert result.exit_code == 1
    err = result.stderr
    assert "a.yaml:4:14: error:" in err and "a.yaml:5:13: error:" in err
    assert "b.yaml:5:5: error: unknown key `anser`" in err and "did you mean `answer`?" in err
    assert "b.yaml:3:5: error: question 1: missing `answer:`" in err
    assert not (tmp_path / "out").exists()


def test_same_deck_id_in_two_files_and_same_output(tmp_path: Path):
    write(tmp_path / "x" / "quiz.yaml", MINIMAL)
    write(tmp_path / "y" / "quiz.yaml", MINIMAL)
    result = run("build", tmp_path / "x", tmp_path / "y", "-o", tmp_path / "out")
    assert result.exit_code == 1
    assert "deck id 'quiz' is also used by" in result.stderr
    assert "would both write" in result.stderr


def test_same_deck_id_in_one_build_is_an_error_at_the_id_naming_the_other(tmp_path: Path):
    write(tmp_path / "cards" / "a.yaml", "deck: A\nid: shared\n" + MINIMAL.split("\n", 1)[1])
    write(tmp_path / "cards" / "b.yaml", "# B\ndeck: B\nid: shared\n" + MINIMAL.split("\n", 1)[1])
    result = run("build", tmp_path / "cards", "-o", tmp_path / "out")
    assert result.exit_code == 1
    assert "b.yaml:3:1: error: deck id 'shared' is also used by " in result.stderr
    assert "a.yaml:2:1\n" in result.stderr


def test_a_deck_id_of_a_quiz_beside_the_build_is_a_warning(tmp_path: Path):
    """Building one file of a folder: a deck id that another quiz of the folder has (by its
    `id:` or, without one, its file name) overwrites that deck's notes for a learner who has
    both; warned at the `id:` key, naming the other file."""
    rest = MINIMAL.split("\n", 1)[1]
    write(tmp_path / "cards" / "a.yaml", f"# A\ndeck: A\nid: 'shared'  # chosen\n{rest}")
    write(tmp_path / "cards" / "plain.yml", f"deck: Plain\n{rest}")            # keyed by its file name
    write(tmp_path / "cards" / "other.yaml", "id: shared\nnot: a quiz\n")     # no questions: not a quiz
    b = write(tmp_path / "cards" / "b.yaml", f"deck: B\nid: shared\n{rest}")
    c = write(tmp_path / "cards" / "c.yaml", f"deck: C\n{rest}id: plain\n")  # the id after the questions
    for command in ("build", "check"):
        out = ("-o", tmp_path / "out") if command == "build" else ()
        result = run(command, b, *out)
        assert result.exit_code == 0, result.stderr
        assert "b.yaml:2:1: warning: deck id 'shared' is also the id of the quiz " in result.stderr
        assert "a.yaml:3:1, which is not in this build" in result.stderr
        assert run(command, b, "--strict", *out).exit_code == 1
    result = run("check", c)
    line = len(f"deck: C\n{rest}".splitlines()) + 1
    assert f"c.yaml:{line}:1: warning: deck id 'plain' is also the id of the quiz " in result.stderr
    assert "plain.yml (its file name; it has no `id:`), which is not in this build" in result.stderr
    d = write(tmp_path / "cards" / "d.yaml", f"deck: D\nid: own\n{rest}")
    assert "also the id" not in run("check", d).stderr
    # the whole folder in one build: the same ids are errors (above), never this warning
    assert "also the id" not in run("check", tmp_path / "cards").stderr


def test_a_reused_deck_id_overwrites_notes_unless_the_learner_says_never(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch):
    """What docs/security.md tells learners, in a real collection: a stranger's quiz that
    takes another deck's id (and question ids) overwrites that deck's notes on import with
    Anki's default options; *Update notes: Never* leaves them as they were."""
    from anki.import_export_pb2 import ImportAnkiPackageUpdateCondition

    rest = MINIMAL.split("\n", 1)[1]
    own = write(tmp_path / "own" / "maths.yaml", f"deck: Maths\nid: maths\n{rest}")
    other = write(tmp_path / "stranger" / "quiz.yaml",
                  f"deck: Fun\nid: maths\n{rest}".replace("What is 2 + 2?", "Send your password to …"))
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    assert run("build", own, "-o", tmp_path / "out1").exit_code == 0
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000100")  # built later: "newer" to Anki
    assert run("build", other, "-o", tmp_path / "out2").exit_code == 0
    for update, kept in ((ImportAnkiPackageUpdateCondition.IMPORT_ANKI_PACKAGE_UPDATE_CONDITION_IF_NEWER, False),
                         (ImportAnkiPackageUpdateCondition.IMPORT_ANKI_PACKAGE_UPDATE_CONDITION_NEVER, True)):
        col = new_collection(tmp_path / f"col-{update}")
        import_package(col, tmp_path / "out1" / "maths.apkg")
        import_package(col, tmp_path / "out2" / "quiz.apkg", update_notes=update)
        (note,) = notes_by_key(col).values()
        assert ("What is 2 + 2?" in note["Question"]) is kept, note["Question"]


def test_missing_source(tmp_path: Path):
    """A file or folder that is not there has no line to point at: the path alone."""
    result = run("build", tmp_path / "nope.yaml", tmp_path / "cards")
    assert result.exit_code == 1
    assert f"{tmp_path / 'nope.yaml'}: error: no such file or folder" in result.stderr.splitlines()
    assert f"{tmp_path / 'cards'}: error: no such file or folder" in result.stderr.splitlines()
    assert ":1:1:" not in result.stderr


def test_unwritable_output_is_a_clean_error(tmp_path: Path):
    src = write(tmp_path / "u.yaml", MINIMAL)
    blocker = tmp_path / "file"
    blocker.write_text("x")
    result = run("build", src, "-o", blocker / "sub")
    assert result.exit_code == 1
    assert "error:" in result.stderr and "Traceback" not in result.output


def test_subprocess_build_and_version(tmp_path: Path):
    src = write(tmp_path / "p.yaml", MINIMAL)
    proc = subprocess.run([sys.executable, str(ROOT / "make_deck.py"), "build", str(src), "-o", str(tmp_path)],
                          capture_output=True, text=True, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert (tmp_path / "p.apkg").is_file()
    version = subprocess.run([sys.executable, str(ROOT / "make_deck.py"), "--version"],
                             capture_output=True, text=True)
    assert version.returncode == 0 and "make_deck, version" in version.stdout
    bad = subprocess.run([sys.executable, str(ROOT / "make_deck.py"), "check", str(tmp_path / "none.yaml")],
                         capture_output=True, text=True)
    assert bad.returncode == 1 and "Traceback" not in bad.stderr


@pytest.mark.parametrize("command", ["build", "check"])
def test_help_has_an_example(command: str):
    result = run(command, "--help")
    assert result.exit_code == 0
    assert "Example" in result.stdout and "python make_deck.py" in result.stdout


def test_output_that_is_a_file(tmp_path: Path):
    src = write(tmp_path / "o.yaml", MINIMAL)
    afile = tmp_path / "afile"
    afile.write_text("keep")
    result = run("build", src, "-o", afile)
    assert result.exit_code == 1
    assert "afile: it is a file, not a folder to write packages into" in result.stderr
    assert afile.read_text() == "keep"


def test_a_question_that_renders_to_nothing_is_an_error(tmp_path: Path):
    src = write(tmp_path / "e.yaml", MINIMAL.replace("What is 2 + 2?", "'[x]: /url'"))
    result = run("build", src, "-o", tmp_path / "out")
    assert result.exit_code == 1
    assert "e.yaml:4:15: error: question 'q1': the question shows nothing once rendered" in result.stderr


def test_messages_are_capped_per_file(tmp_path: Path):
    questions = "".join(f"  - question: Q{i}?\n    choices: [a, b]\n    answer: A\n" for i in range(150))
    src = write(tmp_path / "many.yaml", "deck: Many\nid: many\nquestions:\n" + questions)
    result = run("check", src)
    assert result.exit_code == 0
    warnings = [line for line in result.stderr.splitlines() if ": warning: " in line]
    assert len(warnings) == MAX_PER_FILE == 100
    assert "many.yaml: ... and 200 more warnings not shown" in result.stderr  # 2 per question


def test_warning_when_every_answer_is_the_same_letter_without_shuffling(tmp_path: Path):
    questions = "".join(f"  - id: q{i}\n    question: Q{i}?\n    choices: [a, b, c]\n    answer: B\n"
                        f"    explanation: E.\n" for i in range(3))
    src = write(tmp_path / "same.yaml", "deck: Same\nshuffle: false\nquestions:\n" + questions)
    result = run("check", src)
    assert result.exit_code == 0
    assert "same.yaml:1:1: warning: every correct answer in deck 'Same' is B and shuffling is off" in result.stderr
    assert run("check", src, "--strict").exit_code == 1
    shuffled = write(tmp_path / "shuffled.yaml", "deck: Shuffled\nquestions:\n" + questions)
    assert "every correct answer" not in run("check", shuffled).stderr


def console_script(name: str) -> str | None:
    """The console script ``name`` of the Python running the tests: beside ``sys.executable``
    first (a venv's ``bin/`` is not on PATH unless the venv is activated), then on PATH."""
    import shutil
    # the directory as given, not resolved: a venv's python is a symlink out of the venv
    return shutil.which(name, path=os.path.dirname(sys.executable)) or shutil.which(name)


def test_console_script_is_the_same_command():
    exe = console_script("make-deck")
    if exe is None:
        pytest.fail("the console script make-deck is not installed (pip install -e . installs it)")
    proc = subprocess.run([exe, "--version"], capture_output=True, text=True)
    assert proc.returncode == 0 and proc.stdout == run("--version").stdout


@pytest.mark.slow  # 2,500 questions on a pseudo-terminal
def test_progress_bar_on_a_terminal_only(tmp_path: Path):
    import os
    import pty
    questions = "".join(f"  - id: q{i}\n    question: Question number {i}?\n    choices: [a, b]\n    answer: A\n"
                        f"    explanation: E.\n" for i in range(2500))
    src = write(tmp_path / "long.yaml", "deck: Long\nquestions:\n" + questions)
    cmd = [sys.executable, str(ROOT / "make_deck.py"), "build", str(src), "-o", str(tmp_path / "out")]
    master, slave = pty.openpty()
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=slave, cwd=tmp_path)
    os.close(slave)
    shown = b""
    try:
        while chunk := os.read(master, 65536):
            shown += chunk
    except OSError:  # the pty's other end is closed
        pass
    os.close(master)
    assert proc.returncode == 0
    assert b"building" in shown and b"100%" in shown
    piped = subprocess.run(cmd, capture_output=True, cwd=tmp_path)
    assert piped.returncode == 0 and b"building" not in piped.stderr


@pytest.mark.slow  # 1,500 questions, checked three times
def test_many_warnings_are_counted_but_not_all_kept(tmp_path: Path):
    """A generated quiz without ids gives a warning per question: all counted, 100 kept."""
    from quizdeck.commands import Options, check
    from quizdeck.core.diagnostics import WARNING, Diagnostics
    questions = "".join(f"  - question: Question {i}?\n    choices: [a, b]\n    answer: A\n    explanation: E.\n"
                        for i in range(1500))
    src = write(tmp_path / "many.yaml", "deck: Many\nid: many\nquestions:\n" + questions)
    result = run("check", src)
    assert result.exit_code == 0, result.output
    assert f"{src}: ... and 1,400 more warnings not shown" in result.stderr
    assert result.stderr.count(": warning: ") == 100
    diags = Diagnostics()
    check(Options(sources=[src]), diags)
    assert diags.count(WARNING) == 1500 and len(diags.warnings) == 100
    result = run("check", "--strict", src)
    assert result.exit_code == 1 and "failed: 0 errors, 1500 warnings" in result.stderr
