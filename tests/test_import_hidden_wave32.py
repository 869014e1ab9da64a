"""Session 32: the comments under a Markdown question's choices are read once per source (``mdhiddenanswers.find``),
for the answers they hide, for the saying of it and for the comments a shown answer line overrules."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from quizdeck.importers import mdhiddenanswers
from tests.conftest import read_said, rows_of

#: three questions answered in comments the page does not show, a fourth whose shown line overrules its comment
PAGE = """# Quiz

1. Which planet is largest?
   - A) Mars
   - B) Jupiter
   - C) Venus

<!-- B -->

2. Which gas do plants absorb?
   - A) Oxygen
   - B) Nitrogen
   - C) CO2

<!-- C -->

3. Which is a prime?
   - A) 4
   - B) 7
   - C) 9

<!-- B -->

4. Which is a colour?
   - A) Red
   - B) Cat
   - C) Dog

<!-- answer: B -->

**Answer: A**
"""


def test_the_comments_are_read_once_for_all_they_tell(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    lines = PAGE.splitlines()
    found = mdhiddenanswers.find(lines)
    assert found.said() == (8, 3)
    assert found.overruled == [(31, 29, "answer: B")]
    assert mdhiddenanswers.rewritten(lines, found) == mdhiddenanswers.rewritten(lines)
    calls: list[int] = []
    scan = mdhiddenanswers._comments

    def counted(ls: Sequence[str], fenced: Sequence[bool]) -> list[mdhiddenanswers._Comment]:
        calls.append(1 if "<!-- B -->" in ls else 0)
        return scan(ls, fenced)

    monkeypatch.setattr(mdhiddenanswers, "_comments", counted)
    deck, said = read_said(tmp_path, PAGE, "s.md")
    assert [r[2] for r in rows_of(deck)] == [[1], [2], [1], [0]]
    assert any(":8:1:" in s and "answers read from 3 HTML comments" in s for s in said), said
    assert any(":31:1:" in s and "the HTML comment at line 29" in s for s in said), said
    assert sum(calls) == 1   # the source's comments, scanned once (the page as shown holds its own lines)
