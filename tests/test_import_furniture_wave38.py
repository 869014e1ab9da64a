"""Question boundaries and page furniture in the text and layout readers, excerpts written in the shape of the banks
(an exam site's dump, an aviation test bank, a certification quiz, a chat quiz server's lines):

* a header of a word and a running number with a tag the file repeats after it (``**Question #12 - Topic 1**``,
  ``Question #12*Topic 1*``) opens its record and comes off whole, the tag a tag (taggedheaders; layout and
  Markdown); a header whose tail is the question's own text keeps it;
* the deck's description takes no logo (an image from the web, or one with words after it) and no line numbered
  as the questions are right over the first one (said);
* a kind's tag between a heading's number and its stop (``### Q25 (Scenario). text``) goes with the number;
* the run's next letter right under its last choice, at another indent, over the answer line, is its last choice
  (said);
* the first-choice convention of one-line records says at line 1 that every answer is assumed;
* the arbiter keeps no reading whose own tell (one choice of nearly every question carrying the same words) fires
  where another reading's does not.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.tells import marked_nearly_all
from tests.conftest import read_said, rows_of


def _dump(n: int, stemless: int | None = None) -> str:
    out = ["", "## [Cloud] Practitioner exam", "", ""]
    for k in range(1, n + 1):
        out.append(f"**Question #{k} - Topic 1**")
        if k != stemless:
            out += [f"A company wants service number {k} for its workload.", "Which service should it use?"]
        out += ["", f"- A. Service {k}a", f"- B. Service {k}b", f"- C. Service {k}c", f"- D. Service {k}d", "",
                f"**Correct answer:** {'ABCD'[k % 4]}", "", ""]
    return "\n".join(out)


def test_tagged_header_opens_the_record_whole(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _dump(6), "exam.md")
    rows = rows_of(deck)
    assert len(rows) == 6
    assert rows[0][0] == "A company wants service number 1 for its workload.\nWhich service should it use?"
    assert rows[0][1] == ["Service 1a", "Service 1b", "Service 1c", "Service 1d"]
    assert rows[2][2] == [3]
    assert all("Question #" not in q.text for q in deck.questions)
    assert all(q.tags == ["Topic-1"] for q in deck.questions)


def test_tagged_header_alone_over_its_choices_is_the_text(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _dump(6, stemless=4), "exam.md")
    assert [q.text for q in deck.questions][3] == "Question #4 - Topic 1"
    assert len(deck.questions) == 6


def test_tagged_header_glued_italics_and_logo_out_of_description(tmp_path: Path) -> None:
    lines = ["", "![Site Logo](https://example.org/logo.png) - Expert Verified, Online, *Free*.", "",
             "## Topic 1 - Single Topic", ""]
    for k in range(1, 6):
        lines += [f"Question #{k}*Topic 1*", "", f"What is practice number {k} for?", "", f"- A. To plan {k}",
                  f"- B. To build {k}", f"- C. To run {k}", "", f"**Correct Answer:** *{'ABC'[k % 3]}*", "", ""]
    deck, _ = read_said(tmp_path, "\n".join(lines), "itil.md")
    assert deck.description is None
    assert [q.text for q in deck.questions] == [f"What is practice number {k} for?" for k in range(1, 6)]
    assert deck.questions[0].tags == ["Topic-1"]
    assert not any("Question #" in (q.explanation or "") for q in deck.questions)


def test_header_with_the_question_after_it_keeps_its_text(tmp_path: Path) -> None:
    lines = []
    for k in range(1, 6):
        lines += [f"**Question {k}: Which planet is number {k} from the sun?**", "", "- A. Mercury", "- B. Venus",
                  "- C. Earth", "", f"Answer: {'ABC'[k % 3]}", ""]
    deck, _ = read_said(tmp_path, "\n".join(lines), "planets.md")
    assert [q.text for q in deck.questions][1].startswith("Which planet is number 2")
    assert all(not q.tags for q in deck.questions)


def test_local_figure_stays_in_description_and_numbered_line_said(tmp_path: Path) -> None:
    text = ("# Quiz\n\n![map](map.png)\n\nQuestion #1*Topic A*\n\n\nWhat is the capital of France?\n\nA. Paris\n"
            "B. Rome\n\nAnswer: A\n\nQuestion #2*Topic A*\n\n\nWhat is the capital of Italy?\n\nA. Paris\n"
            "B. Rome\n\nAnswer: B\n")
    deck, said = read_said(tmp_path, text, "caps.md")
    assert deck.description == "![map](map.png)"
    assert any(":5:1:" in m and "the number 1 right above the first question" in m for m in said)


def test_kind_tag_between_heading_number_and_stop(tmp_path: Path) -> None:
    text = ("# Quiz 3\n\n### Q1. A user logs in with a password and a fingerprint. This is: *(Apply)*\n\n"
            "A. One factor\nB. Two factors\n\n---\n\n"
            "### Q2 (Scenario). A SOC sees a dormant account log in. What failed? *(Analyze)*"
            "\n\nA. Encryption\nB. Deprovisioning\n\n---\n\n## Answers + Explanations\n\n### Q1: **B. Two factors**\n"
            "Password = know. Fingerprint = are.\n\n### Q2: **B. Deprovisioning**\nA dormant account was kept.\n")
    deck, _ = read_said(tmp_path, text, "quiz3.md")
    q2 = deck.questions[1]
    assert q2.text.startswith("A SOC sees a dormant account")
    assert q2.tags == ["Scenario"]
    assert deck.questions[0].text.startswith("A user logs in") and not deck.questions[0].tags


_AVIATION = """### Chapter 6

1. Which manual holds the route data?
    A.  Operations Manual
    B.  Flight Manual
    C.  Maintenance Manual
    D.  Weight and Balance Manual
E.  Company Route Manual
ans: E

2. What is a balanced field length takeoff?
    A.  When TODA equals ASDA
    B.  When TODR equals ASDR
    C.  When clearway and stopway are equal
    D.  When V1 equals VR
E.  When takeoff weight equals landing weight
ans: B

3. Which speed is the decision speed?
    A.  V1
    B.  V2
    C.  VR
    D.  VREF
ans: A
"""


def test_next_letter_at_another_indent_over_the_answer_is_a_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _AVIATION, "aviation.md")
    rows = rows_of(deck)
    assert rows[0][1][-1] == "Company Route Manual" and len(rows[0][1]) == 5
    assert rows[0][2] == [4]
    assert len(rows[1][1]) == 5 and rows[1][2] == [1]
    assert all(q.explanation is None for q in deck.questions)
    assert any(":8:1:" in m and "2 choice line(s) at another indent" in m for m in said)


def test_first_choice_convention_says_the_answers_are_assumed(tmp_path: Path) -> None:
    text = "\n".join(f"Question number {k} of the server? @First {k} @Second {k} @Third {k} @Fourth {k}"
                     for k in range(1, 9)) + "\n"
    deck, said = read_said(tmp_path, text, "questions.txt")
    assert all(q.answer == [0] for q in deck.questions)
    assert any(":1:1:" in m and "ALL 8 answers are assumed" in m for m in said)


def _deck(texts: list[list[str]]) -> ImportedDeck:
    deck = ImportedDeck("d", "d", "d.txt")
    for k, choices in enumerate(texts):
        deck.questions.append(ImportedQuestion(None, f"Question {k}?", [ImportedChoice(c) for c in choices]))  # type: ignore[arg-type]
    return deck


def test_tell_on_nearly_every_question() -> None:
    marked = _deck([[f"a{k}", f"b{k}", f"Question #{k + 1} - Topic 1"] for k in range(10)])
    assert marked_nearly_all(marked)
    plain = _deck([[f"a{k}", f"b{k}", f"c{k}"] for k in range(10)])
    assert not marked_nearly_all(plain)
