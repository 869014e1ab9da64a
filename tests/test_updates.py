"""Re-importing an edited quiz updates notes in place and never loses review history."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from click.testing import Result

import quizdeck.anki.notetype as notetype
from quizdeck.anki.notetype import NOTETYPE_ID
from quizdeck.core.identity import implicit_id
from tests.ankiutil import import_package, new_collection, notes_by_key
from tests.helpers import run, write, write_question_without_id

V1 = """\
deck: Geography
id: geo
questions:
  - id: capital-fr
    question: What is the capital of France?
    choices: [Paris, Lyon, Marseille]
    answer: A
    explanation: Paris has been the capital for centuries.
    tags: [europe]
  - id: capital-de
    question: What is the capital of Germany?
    choices: [Munich, Berlin, Hamburg]
    answer: B
    explanation: Berlin.
  - id: capital-it
    question: What is the capital of Italy?
    choices: [Rome, Milan, Napels]
    answer: A
    explanation: Rome.
  - id: capital-es
    question: What is the capital of Spain?
    choices: [Madrid, Seville]
    answer: A
    explanation: Madrid.
"""

# v2: explanation of fr changed, typo in a choice of it fixed, questions reordered,
# tags of de changed, es removed, pt added.
V2 = """\
deck: Geography
id: geo
questions:
  - id: capital-it
    question: What is the capital of Italy?
    choices: [Rome, Milan, Naples]
    answer: A
    explanation: Rome.
  - id: capital-fr
    question: What is the capital of France?
    choices: [Paris, Lyon, Marseille]
    answer: A
    explanation: Paris has been the capital since 987, with interruptions.
    tags: [europe]
  - id: capital-de
    question: What is the capital of Germany?
    choices: [Munich, Berlin, Hamburg]
    answer: B
    explanation: Berlin.
    tags: [europe, reunification]
  - id: capital-pt
    question: What is the capital of Portugal?
    choices: [Porto, Lisbon]
    answer: B
    explanation: Lisbon.
"""


def build(src: Path, out: Path, epoch: int | None, monkeypatch) -> Result:
    if epoch is None:
        monkeypatch.delenv("SOURCE_DATE_EPOCH", raising=False)
    else:
        monkeypatch.setenv("SOURCE_DATE_EPOCH", str(epoch))
    result = run("build", src, "-o", out)
    assert result.exit_code == 0, result.output
    return result


def study(col, count: int) -> None:
    """Answer ``count`` cards with Anki's scheduler, so they have review history."""
    col.decks.select(col.decks.id_for_name("Geography"))
    for _ in range(count):
        card = col.sched.getCard()
        assert card is not None
        col.sched.answerCard(card, 3)


def snapshot(col) -> dict:
    cards = {}
    for cid in col.find_cards(""):
        c = col.get_card(cid)
        cards[cid] = (c.nid, c.type, c.queue, c.due, c.ivl, c.factor, c.reps, c.lapses, c.did)
    return {
        "cards": cards,
        "revlog": col.db.all("select id, cid, ease, ivl, lastIvl from revlog order by id"),
        "scm": col.db.scalar("select scm from col"),
        "notetypes": sorted(n.name for n in col.models.all_names_and_ids() if n.name.startswith("make_deck")),
    }


@pytest.fixture
def studied(tmp_path: Path, monkeypatch):
    src = write(tmp_path / "geo.yaml", V1)
    out = tmp_path / "out"
    build(src, out, 1_700_000_000, monkeypatch)
    col = new_collection(tmp_path / "col")
    import_package(col, out / "geo.apkg")
    study(col, 3)
    yield src, out, col
    col.close()


def test_edit_and_reimport_updates_in_place(studied, monkeypatch):
    src, out, col = studied
    before = snapshot(col)
    notes_before = {k: (n.id, n.mod) for k, n in notes_by_key(col).items()}
    assert len(before["revlog"]) == 3
    write(src, V2)
    result = build(src, out, 1_700_000_100, monkeypatch)
    assert "geo/capital-es" in result.stderr  # removed question is reported
    import_package(col, out / "geo.apkg")
    after = snapshot(col)
    notes_after = notes_by_key(col)
    # same note ids for the kept questions, the new one added, nothing duplicated
    assert sorted(notes_after) == ["geo/capital-de", "geo/capital-es", "geo/capital-fr", "geo/capital-it",
                                   "geo/capital-pt"]
    for key in ("geo/capital-de", "geo/capital-fr", "geo/capital-it", "geo/capital-es"):
        assert notes_after[key].id == notes_before[key][0]
    assert "since 987" in notes_after["geo/capital-fr"]["Explanation"]
    assert "Naples" in notes_after["geo/capital-it"]["Choices"]
    assert "reunification" in notes_after["geo/capital-de"].tags
    # the removed question is left alone (Anki never deletes on import), untouched
    assert notes_after["geo/capital-es"].mod == notes_before["geo/capital-es"][1]
    # scheduling and history unchanged, one note type, no full sync needed
    for cid, state in before["cards"].items():
        assert after["cards"][cid] == state
    assert after["revlog"] == before["revlog"]
    assert after["scm"] == before["scm"]
    assert after["notetypes"] == before["notetypes"] == ["make_deck Multiple Choice"]
    assert len(after["cards"]) == len(before["cards"]) + 1


def test_unchanged_notes_are_untouched(studied, monkeypatch):
    src, out, col = studied
    write(src, V2)
    build(src, out, 1_700_000_100, monkeypatch)
    import_package(col, out / "geo.apkg")
    mods = {k: (n.mod, n.usn) for k, n in notes_by_key(col).items()}
    # rebuild the same sources later: nothing changed, so nothing is updated
    build(src, out, 1_700_000_500, monkeypatch)
    log = import_package(col, out / "geo.apkg")
    assert {k: (n.mod, n.usn) for k, n in notes_by_key(col).items()} == mods
    assert len(log.log.updated) == 0 and len(log.log.new) == 0


def test_edit_with_unchanged_source_date_epoch_still_updates(studied, monkeypatch):
    src, out, col = studied
    write(src, V1.replace("Berlin.", "Berlin, since 1990."))
    build(src, out, 1_700_000_000, monkeypatch)  # same epoch as v1 (uncommitted edit)
    import_package(col, out / "geo.apkg")
    assert "since 1990" in notes_by_key(col)["geo/capital-de"]["Explanation"]


def test_release_with_new_template_updates_the_note_type_in_place(studied, monkeypatch):
    src, out, col = studied
    before = snapshot(col)
    original = notetype.card_css()
    monkeypatch.setattr(notetype, "card_css", lambda: original + "\n/* release 2 */\n")
    build(src, out, 1_700_000_100, monkeypatch)
    log = import_package(col, out / "geo.apkg")
    after = snapshot(col)
    model = col.models.get(NOTETYPE_ID)
    assert model["css"].endswith("/* release 2 */\n")
    assert after["notetypes"] == ["make_deck Multiple Choice"]
    assert after["scm"] == before["scm"]
    assert len(log.log.conflicting) == 0 and len(log.log.new) == 0
    assert after["cards"] == before["cards"]


def test_add_ids_keeps_notes_and_bytes(tmp_path: Path, monkeypatch):
    text = (
        "# My quiz\r\n"
        "deck: Ids  # the deck\r\n"
        "questions:\r\n"
        "  - question: 'Quoted   question?'   # comment\r\n"
        "    choices: [a, b]\r\n"
        "    answer: A\r\n"
        "  - {question: Flow?, choices: [x, y], answer: B}\r\n"
        "  - id: has-one\r\n"
        "    question: Kept?\r\n"
        "    choices: [a, b]\r\n"
        "    answer: A\r\n"
    )
    src = tmp_path / "ids.yaml"
    src.write_bytes(b"\xef\xbb\xbf" + text.encode())
    out = tmp_path / "out"
    build(src, out, 1_700_000_000, monkeypatch)
    col = new_collection(tmp_path / "col")
    import_package(col, out / "ids.apkg")
    guids = sorted(col.get_note(n).guid for n in col.find_notes(""))
    check = run("check", src)
    assert check.stderr.count("has no `id`") == 2
    result = run("add-ids", src)
    assert result.exit_code == 0 and "added 2 ids" in result.stdout
    new = src.read_bytes()
    assert new.startswith(b"\xef\xbb\xbf")
    lines = new[3:].decode().split("\r\n")
    assert lines[3].startswith("  - id: quoted-question-")
    assert lines[4] == "    question: 'Quoted   question?'   # comment"
    assert lines[7].startswith("  - {id: flow-") and lines[7].endswith(", question: Flow?, choices: [x, y], answer: B}")
    # taking the two insertions out again gives back the original bytes
    first_id = lines[3][len("  - "):] + "\r\n    "
    flow_id = lines[7][len("  - {"):].split(", ")[0] + ", "
    assert new[3:].decode().replace(first_id, "", 1).replace(flow_id, "", 1) == text
    assert "has no `id`" not in run("check", src).stderr
    assert run("add-ids", src).stdout.strip().endswith("every question has an id")
    # the notes keep their GUIDs: re-import adds nothing
    build(src, out, 1_700_000_100, monkeypatch)
    import_package(col, out / "ids.apkg")
    assert sorted(col.get_note(n).guid for n in col.find_notes("")) == guids
    col.close()


def test_add_ids_changes_nothing_but_the_insertions(tmp_path: Path):
    original = "deck: D\nquestions:\n  # first\n  - question: One?\n    choices: [a, b]\n    answer: A\n"
    src = tmp_path / "d.yaml"
    src.write_text(original)
    run("add-ids", src)
    new = src.read_text()
    inserted = [line for line in new.splitlines() if line.strip().startswith("- id:")]
    assert len(inserted) == 1 and inserted[0].startswith("  - id: one-")
    assert new.replace(inserted[0][len("  - "):] + "\n    ", "", 1) == original


def test_renamed_deck_is_reported(tmp_path: Path, monkeypatch):
    src = write(tmp_path / "geo.yaml", V1)
    out = tmp_path / "out"
    build(src, out, 1_700_000_000, monkeypatch)
    write(src, V1.replace("deck: Geography", "deck: World Geography"))
    result = build(src, out, 1_700_000_100, monkeypatch)
    assert "deck 'Geography' is now 'World Geography'" in result.stderr
    assert "rename that deck in Anki" in result.stderr


def test_reproducible_with_source_date_epoch(tmp_path: Path, monkeypatch):
    src = write(tmp_path / "geo.yaml", V1)
    build(src, tmp_path / "a", 1_700_000_000, monkeypatch)
    build(src, tmp_path / "b", 1_700_000_000, monkeypatch)
    build(src, tmp_path / "b", 1_700_000_000, monkeypatch)  # over its own previous output
    assert (tmp_path / "a" / "geo.apkg").read_bytes() == (tmp_path / "b" / "geo.apkg").read_bytes()
    with zipfile.ZipFile(tmp_path / "a" / "geo.apkg") as zf:
        assert {i.date_time for i in zf.infolist()} == {(2023, 11, 14, 22, 13, 20)}


def test_without_source_date_epoch_the_build_time_is_used(tmp_path: Path, monkeypatch):
    import time
    src = write(tmp_path / "geo.yaml", V1)
    start = int(time.time())
    build(src, tmp_path / "a", None, monkeypatch)
    col = new_collection(tmp_path / "col")
    import_package(col, tmp_path / "a" / "geo.apkg")
    mods = {n.mod for n in notes_by_key(col).values()}
    assert all(start <= m <= int(time.time()) + 1 for m in mods)
    col.close()


def test_add_ids_gives_questions_with_the_same_text_different_ids(tmp_path: Path):
    """Real banks repeat a question's text (the same stem with other choices); issue 13, defect 9."""
    text = ("deck: D\nquestions:\n"
            "  - question: Which is right?\n    choices: [a, b]\n    answer: A\n    explanation: E.\n"
            "  - question: Which   is right?\n    choices: [c, d]\n    answer: B\n    explanation: E.\n"
            "  - question: Which is right?\n    choices: [e, f]\n    answer: A\n    explanation: E.\n")
    src = tmp_path / "same.yaml"
    src.write_text(text)
    first_id = implicit_id("Which is right?")
    src2 = write(tmp_path / "taken.yaml", f"""\
        deck: T
        questions:
          - question: Which is right?
            choices: [a, b]
            answer: A
          - id: {first_id}
            question: Another?
            choices: [a, b]
            answer: A
        """)
    result = run("add-ids", src, src2)
    assert result.exit_code == 0, result.output
    assert "same.yaml: added 3 ids" in result.stdout
    ids = [line.split("id: ")[1] for line in src.read_text().splitlines() if "- id: " in line]
    assert ids == [first_id, f"{first_id}-2", f"{first_id}-3"]
    ids2 = [line.split("id: ")[1] for line in src2.read_text().splitlines() if "- id: " in line]
    assert ids2 == [f"{first_id}-2", first_id]
    check = run("check", src, src2)
    assert check.exit_code == 0, check.stderr


def test_add_ids_does_not_report_success_for_a_file_that_fails_check(tmp_path: Path):
    src = write_question_without_id(tmp_path / "bad.yaml", "D", "One?", "C")
    result = run("add-ids", src)
    assert result.exit_code == 1
    assert "bad.yaml:6:13: error: question 'one-" in result.stderr
    assert "bad.yaml: added 1 id; the file still has errors (above)" in result.stdout
