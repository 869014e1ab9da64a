"""Markdown page structures of session 23, each small and written for the test: what a fence, a heading, a line
means on a page, learnt from what the page repeats."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import mdfencedchoices
from tests.test_import_markdown_shapes import imported

# -- a question's choices alone in a fenced block, each led by a sign (the right one by another) --------------------

_FENCED = """# Zkouška z chemie

1. Která látka je prvek?

```diff
- a) voda
+ b) železo
- c) sůl
```

2. Kolik protonů má uhlík?

```diff
+ a) 6

- b) 8

- c) 12
```

3. Co je pH čisté vody?

```diff
- a) 1
- b) 14
+ c) 7
- d) 3
```

4. Jak se píše kód?

```python
x = 1
print(x)
```
"""


def test_choices_alone_in_fences_led_by_signs_are_read_with_the_sign_that_marks_the_right_one(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "chemie.md", _FENCED)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert [q["choices"] for q in questions[:3]] == [["voda", "železo", "sůl"], ["6", "8", "12"],
                                                     ["1", "14", "7", "3"]]
    assert [q["answer"] for q in questions[:3]] == ["B", "A", "C"]


def test_fences_of_choices_are_the_pages_style_only_when_it_repeats_and_hold_nothing_else() -> None:
    lines = _FENCED.split("\n")
    out = mdfencedchoices.rewritten(lines)
    assert out is not None
    assert "```python" in out[0] and "```diff" not in out[0]
    assert len(out[1]) == 6
    twice = "\n".join(lines[:lines.index("3. Co je pH čisté vody?")]).split("\n")
    assert mdfencedchoices.rewritten(twice) is None   # two such blocks are no page's style yet
    mixed = _FENCED.replace("- c) sůl", "  c) sůl").split("\n")   # one line without the sign the others carry
    out = mdfencedchoices.rewritten(mixed)
    assert out is None
