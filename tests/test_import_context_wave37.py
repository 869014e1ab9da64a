"""What stands after a question's last choice and opens the next question (nextcontext), excerpts written in the
shape of the banks (a certification quiz with indented code between questions; a national exam's case blocks).

* an indented code block after the last choice (a blank line above it) that stands right above the next question's
  number, or leads in with a colon, is the next question's context: its text's first part, said at the line;
* one that neither stands there nor leads in stays the choice's text, said at the line;
* a block under an earlier choice too (the file writes code under its choices) is left as it was;
* a paragraph announcing a case for the next questions (``次の事例を読んで``, ``Read the following case and answer``)
  goes to the next question with what follows it, said once; a bare ``Questions 7–12: ...`` title is only said.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_CODE = """# Prep

1. What can the plan command do?

A. Provision resources

B. Create an execution plan

    You have defined the following block:

    resource "group" "example" {
      name = var.rgname
    }

2. How can Terraform take the rgname value?

A. From a tfvars file

B. From terraform plan
"""


def test_code_block_after_last_choice_opens_next_question(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _CODE, "q.md")
    rows = rows_of(deck)
    assert rows[0][1] == ["Provision resources", "Create an execution plan"]
    assert rows[1][0].startswith("```\nYou have defined the following block:\nresource")
    assert rows[1][0].endswith("```\n\nHow can Terraform take the rgname value?")
    assert deck.questions[0].explanation is None
    assert any(":9:1:" in m and "next question's context" in m for m in said)


_KEPT = """# Quiz

1. Which one prints a line?

A. echo

B. printf

    used as printf "%s"

Some closing words of the page.
"""


def test_code_block_that_leads_nowhere_is_kept_and_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _KEPT, "q.md")
    assert "used as printf" in deck.questions[0].choices[1].text
    assert any(":9:1:" in m and "read as choice B's text" in m for m in said)


_UNDER_EACH = """# Quiz

1. Which loop never ends?

A. The first:

    while True: pass

B. The second:

    for x in []: pass

2. Which is a list?

A. []

B. {}
"""


def test_code_under_every_choice_stays_the_choices(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _UNDER_EACH, "q.md")
    assert "for x in []" in deck.questions[0].choices[1].text
    assert not any("code block after the last choice" in m for m in said)


_CASE = """# 試験

問題1  次のうち、正しいものを1つ選びなさい。

    1  りんご
    2  みかん
    3  ぶどう

次の事例を読んで、問題2、問題3について答えなさい。

〔事  例〕
Ａさん（80歳、女性）は一人暮らしをしている。

問題2  次のうち、Ａさんのニーズとして、最も適切なものを1つ選びなさい。

    1  同居すること
    2  自宅での生活を続けること
    3  施設に入ること

問題3  次のうち、適切なものを1つ選びなさい。

    1  あ
    2  い
    3  う
"""


def test_announced_case_goes_to_the_next_question(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _CASE, "q.md")
    first, second = deck.questions[0], deck.questions[1]
    assert not first.explanation
    assert second.text.startswith("次の事例を読んで、問題2、問題3について答えなさい。")
    assert "Ａさん（80歳、女性）" in second.text
    assert second.text.endswith("\n\n次のうち、Ａさんのニーズとして、最も適切なものを1つ選びなさい。")
    assert sum("announces a case" in m for m in said) == 1


_TITLED = """# Reading

1. The passage primarily

A) argues
B) explains
C) describes

Questions 2–3: Science Passage

Coral reefs cover a small part of the ocean floor.

2. The author mentions reefs to

A) warn
B) praise
C) list
"""


def test_titled_passage_is_said_where_it_stays(tmp_path: Path) -> None:
    _, said = read_said(tmp_path, _TITLED, "q.md")
    assert any("Questions 2–3: Science Passage" in m and "next questions' passage" in m for m in said)



_UNDER_HEADING = """# 試験

## 一般問題

問題1  次のうち、正しいものを1つ選びなさい。

    1  りんご
    2  みかん
    3  ぶどう

## 総合問題
（総合問題1）

次の事例を読んで、問題2、問題3について答えなさい。

〔事  例〕
Ａさん（80歳、女性）は一人暮らしをしている。

問題2  次のうち、Ａさんのニーズとして、最も適切なものを1つ選びなさい。

    1  同居すること
    2  自宅での生活を続けること
    3  施設に入ること

問題3  次のうち、適切なものを1つ選びなさい。

    1  あ
    2  い
    3  う
"""


def test_announced_case_in_no_question_goes_to_the_next(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _UNDER_HEADING, "q.md")
    second = deck.questions[1]
    assert second.text.startswith("（総合問題1）\n\n次の事例を読んで、問題2、問題3について答えなさい。")
    assert "Ａさん（80歳、女性）" in second.text
    assert any("in no question: read" in m for m in said)
    assert not any("are in no question" in m for m in said)
