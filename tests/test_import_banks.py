"""`make_deck import` measured on real question banks nobody here wrote (issue 17, point 5).

The banks are in tests/importing/banks/ (truth.json per source; the source itself where its
licence lets it be committed). scripts/import_accuracy.py runs the real commands on each and
compares the result with the truth; the first tests here hold the issue's acceptance numbers
on the committed sources, the others show that the measurement itself can fail.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scripts import import_accuracy as acc

BANKS = Path(__file__).parent / "importing" / "banks"

# The importers are rewritten by issue 17 (points 1-4); until that lands, today's importer
# loses questions silently on these banks (the issue's own finding). Turn these on then.
# Not met yet (issue 17 stays open): the measured numbers are in docs/importing.md, "Measured on real banks".
PENDING = pytest.mark.xfail(reason="issue 17: the thresholds are not met yet (docs/importing.md)", strict=False)


@pytest.fixture(scope="module")
def committed_results() -> list[acc.Result]:
    banks = acc.find_banks(BANKS, cache_dir=BANKS / "no-cache", committed_only=True)
    assert banks, "no committed bank found"
    return acc.measure(banks)


def test_every_truth_file_is_complete():
    """Each bank's truth has what the measurement reads, with answers inside its choices."""
    truths = sorted(BANKS.glob("*/truth.json"))
    assert len(truths) >= 10
    for path in truths:
        truth = json.loads(path.read_text(encoding="utf-8"))
        assert truth["split"] in {"dev", "heldout"}, path  # heldout: measured once, then added (README)
        assert truth["format"] in {"markdown", "text", "gift", "aiken", "csv"}, path
        assert isinstance(truth["questions"], int) and isinstance(truth["well_formed"], bool), path
        committed = list(path.parent.glob("source.*"))
        assert bool(committed) == truth["committed"], f"{path}: committed says {truth['committed']}"
        if committed:
            assert (path.parent / "LICENSE").is_file(), f"{path.parent}: a committed source needs its LICENSE"
        ns = [s["n"] for s in truth["sample"]]
        assert ns == sorted(set(ns)), path
        for sample in truth["sample"]:
            assert sample["starts"].strip(), (path, sample["n"])
            assert all(0 <= a < len(sample["choices"]) for a in sample["answer"]), (path, sample["n"])


def test_no_committed_bank_is_wrong_without_a_warning(committed_results: list[acc.Result]):
    assert [r.id for r in committed_results if r.silent] == []


@PENDING
def test_committed_banks_meet_the_issues_numbers(committed_results: list[acc.Result]):
    """Questions within 3 % on well-formed sources, >= 95 % of sampled questions right,
    >= 80 % of sources import, check and build with no hand edit."""
    assert acc.failures(committed_results) == []


# -- the measurement itself --------------------------------------------------------------

SOURCE = """\
#### Q1. What does `len([1, 2, 3])` return?

- [ ] `2`
- [x] `3`
- [ ] `[1, 2, 3]`

#### Q2. Which of these are mutable?

- [x] list
- [ ] tuple
- [x] dict
"""


def _bank(tmp_path: Path, questions: int, answer_q2: list[int]) -> acc.Bank:
    folder = tmp_path / "banks" / "handmade"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "source.md").write_text(SOURCE, encoding="utf-8")
    truth = {
        "repo": "none/handmade", "path": "source.md", "commit": None, "licence": "CC0", "committed": True,
        "split": "dev", "format": "markdown", "language": "en", "well_formed": True, "questions": questions,
        "title": None, "notes": "written for the test of the measurement",
        "sample": [
            {"n": 1, "line": 1, "starts": "What does len([1, 2, 3]) return?", "choices": ["2", "3", "[1, 2, 3]"],
             "answer": [1]},
            {"n": 2, "line": 7, "starts": "Which of these are mutable?", "choices": ["list", "tuple", "dict"],
             "answer": answer_q2},
        ],
    }
    (folder / "truth.json").write_text(json.dumps(truth), encoding="utf-8")
    (banks,) = acc.find_banks(tmp_path / "banks", cache_dir=tmp_path / "cache", committed_only=True)
    return banks


def test_a_right_import_measures_right(tmp_path: Path):
    (result,) = acc.measure([_bank(tmp_path, questions=2, answer_q2=[0, 2])])
    assert (result.truth, result.found, result.sampled, result.sampled_right) == (2, 2, 2, 2)
    assert result.import_exit == 0 and result.builds
    assert not result.wrong and not result.silent
    assert acc.failures([result]) == []


def test_a_wrong_answer_in_the_truth_counts_as_wrong_and_silent(tmp_path: Path):
    """The import is clean, so an answer that differs from the truth is wrong without a warning."""
    (result,) = acc.measure([_bank(tmp_path, questions=2, answer_q2=[0])])
    assert result.sampled_right == 1
    assert [s.reason for s in result.samples if not s.right] == ["answer [0, 2] not [0]"]
    assert result.wrong and result.silent
    assert acc.failures([result])[0] == "handmade: wrong without a warning"


def test_a_count_off_by_more_than_3_percent_is_wrong(tmp_path: Path):
    (result,) = acc.measure([_bank(tmp_path, questions=3, answer_q2=[0, 2])])
    assert result.sampled_right == 2 and not result.count_ok
    assert result.wrong and result.silent


def test_a_count_is_not_held_against_a_source_that_is_not_well_formed(tmp_path: Path):
    bank = _bank(tmp_path, questions=3, answer_q2=[0, 2])
    truth = json.loads(bank.truth_path.read_text(encoding="utf-8"))
    bank.truth_path.write_text(json.dumps(dict(truth, well_formed=False)), encoding="utf-8")
    (result,) = acc.measure([bank])
    assert not result.count_ok and not result.wrong


def test_a_source_import_refuses_is_wrong_but_not_silent(tmp_path: Path):
    bank = _bank(tmp_path, questions=2, answer_q2=[0, 2])
    bank.source.write_text("nothing that looks like a question\n", encoding="utf-8")
    (result,) = acc.measure([bank])
    assert result.import_exit != 0 and result.found == 0 and result.check_exit is None
    assert result.wrong and not result.silent and not result.builds


def test_normalise_ignores_markup_and_spacing_only():
    assert acc.normalise("**Which** of `these`\n  is &amp; <br/> right?") == "Which of these is & right?"
    assert acc.normalise("> quoted\n> ```js\n> let a = 1;\n> ```") == "quoted let a = 1;"
    assert acc.normalise("$x = 3$") == acc.normalise("\\(x = 3\\)") == "x = 3"
    assert acc.normalise("Paris") != acc.normalise("A. Paris")


def test_questions_that_start_alike_are_matched_by_their_order():
    imported = [acc.Imported("Same start, first", ["a", "b"], {0}), acc.Imported("Other", ["x", "y"], {1}),
                acc.Imported("Same start, second", ["c", "d"], {1})]
    truth = {"sample": [{"n": 3, "starts": "Same start", "choices": ["c", "d"], "answer": [1]}]}
    assert [s.right for s in acc.match_samples(truth, imported)] == [True]
    truth["sample"][0]["n"] = 1
    assert [s.reason for s in acc.match_samples(truth, imported)] == ["choice texts differ; answer [0] not [1]"]


def test_a_held_out_bank_whose_truth_was_copied_in_is_measured_once(tmp_path: Path):
    """A half measured again after its truths were committed counts each bank once, as held out."""
    dev = _bank(tmp_path, questions=2, answer_q2=[0, 2])
    held = tmp_path / "heldout" / dev.id
    held.mkdir(parents=True)
    (held / "truth.json").write_bytes(dev.truth_path.read_bytes())
    (held / "source.md").write_text(SOURCE, encoding="utf-8")
    banks = acc.find_banks(tmp_path / "banks", cache_dir=tmp_path / "cache", heldout_dir=tmp_path / "heldout")
    assert [(bank.id, bank.where) for bank in banks] == [(dev.id, "heldout")]
