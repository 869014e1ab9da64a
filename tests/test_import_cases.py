"""The minimal shapes of real banks (tests/importing/cases/, a copy of ../shared/import-cases/):
each gives what its README says a person reading the file sees."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.helpers import run

CASES = Path(__file__).parent / "importing" / "cases"


def imported(tmp_path: Path, name: str) -> tuple[dict[str, Any], str]:
    src = tmp_path / "src" / name
    src.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(CASES / name, src)
    out = tmp_path / "cards"
    result = run("import", src, "-o", out)
    assert result.exit_code == 0, result.output
    doc = yaml.safe_load((out / f"{src.stem}.yaml").read_text(encoding="utf-8"))
    assert isinstance(doc, dict)
    check = run("check", out / f"{src.stem}.yaml")
    assert check.exit_code == 0, check.stderr
    return doc, result.stdout + result.stderr


def answers(doc: dict[str, Any]) -> list[Any]:
    return [q.get("answer") for q in doc["questions"]]


def all_text(q: dict[str, Any]) -> str:
    return "\n".join(str(q.get(k) or "") for k in ("question", "explanation", "source"))


def test_h1_numbered_title_names_the_deck(tmp_path: Path) -> None:
    doc, _ = imported(tmp_path, "h1-numbered.md")
    assert answers(doc) == ["B", "B"]
    assert doc["deck"] == "Networking quiz"
    assert [q["question"] for q in doc["questions"]] == ["Which layer does IP belong to?",
                                                         "Which protocol is connection-oriented?"]


def test_mixed_numbered_and_unnumbered(tmp_path: Path) -> None:
    doc, _ = imported(tmp_path, "mixed.txt")
    assert answers(doc) == ["B", "B"]
    assert doc["questions"][1]["question"] == "Which protocol is connection-oriented?"
    assert "explanation" not in doc["questions"][0]


def test_front_matter_is_in_no_text_and_names_the_deck(tmp_path: Path) -> None:
    doc, out = imported(tmp_path, "frontmatter.md")
    assert len(doc["questions"]) == 1 and answers(doc) == ["B"]
    assert doc["deck"] == "Networking quiz"
    assert "layout" not in yaml.safe_dump(doc)
    assert "page furniture left out: 1\u20134" in out


def test_question_headings_rules_and_sections(tmp_path: Path) -> None:
    doc, _ = imported(tmp_path, "heading-q.md")
    assert answers(doc) == ["B", "B"]
    for q in doc["questions"]:
        assert not q["question"].startswith("Question")
        assert "Section 2" not in all_text(q) and "---" not in all_text(q)
    assert [q["choices"] for q in doc["questions"]] == [["Link", "Internet"], ["UDP", "TCP"]]


def test_back_to_top_is_not_in_the_explanation(tmp_path: Path) -> None:
    doc, _ = imported(tmp_path, "backtotop.md")
    assert answers(doc) == ["B"]
    assert "Back to Top" not in all_text(doc["questions"][0])


def test_answer_block_sub_headings_are_parts_of_the_question(tmp_path: Path) -> None:
    doc, _ = imported(tmp_path, "tfq.md")
    (q,) = doc["questions"]
    assert q["answer"] == "B" and q["choices"] == ["True", "False"]
    assert "Question" not in q["question"] and "remote backend" in q["question"]
    assert "multiple workspaces" in q["explanation"] and "Terraform Workspaces" in q["explanation"]


@pytest.mark.parametrize("name", ["details.md", "details-h1.md"])
def test_summary_questions_with_code_span_labels(tmp_path: Path, name: str) -> None:
    doc, _ = imported(tmp_path, name)
    assert answers(doc) == ["B", "B"]
    assert [q["question"] for q in doc["questions"]] == ["Which layer does IP belong to?",
                                                         "Which protocol is connection-oriented?"]
    for q in doc["questions"]:
        assert not any(c.strip("`").startswith(("A.", "B.")) for c in q["choices"])
    if name == "details-h1.md":
        assert doc["deck"] == "Terraform Questions and Answers"


def test_placeholder_cells_are_not_choices(tmp_path: Path) -> None:
    doc, _ = imported(tmp_path, "na.tsv")
    assert len(doc["questions"][0]["choices"]) == 4 and answers(doc) == ["A"]


def test_gift_partial_credit_is_scored_as_moodle_does(tmp_path: Path) -> None:
    doc, _ = imported(tmp_path, "partial.gift")
    assert answers(doc) == ["C"]
