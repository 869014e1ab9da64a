"""Session 15, what every reading gets after its reader and the second look over it: links to local files, and
the tells that keep a wrong reading from being silent.

The shapes are those of real banks nobody here wrote, written here in other words; each test fails without the
change it is named for.
"""

from __future__ import annotations

from pathlib import Path

from tests.helpers import read_deck

_read = read_deck


def _warnings(diags: object) -> list[str]:
    return [d.format() for d in diags.warnings]  # type: ignore[attr-defined]


# -- links to local files ------------------------------------------------------------------------------------------

def test_a_link_to_a_local_file_keeps_its_text_and_says_so(tmp_path: Path):
    lines = ["# Quiz", "", "Questions about [chapter 6](../notes/chapter-6.md) of the course.", ""]
    for n in range(3):
        lines += [f"{n + 1}. Which number is {n}? See [the notes](./notes.md#part) or [the web](https://example.org), "
                  "not `[a](b.md)`.", "", "- A. zero", "- B. one", "- C. two", "", f"Answer: {'ABC'[n]}", ""]
    deck, diags = _read(tmp_path, "quiz.md", "\n".join(lines))
    texts = [deck.description or "", *(q.text for q in deck.questions)]
    assert not any("./notes.md" in t or "chapter-6.md" in t for t in texts)
    assert "[chapter 6]" not in (deck.description or "") and "chapter 6" in (deck.description or "")
    assert all("See the notes or [the web](https://example.org), not `[a](b.md)`." in q.text for q in deck.questions)
    said = [w for w in _warnings(diags) if "local file" in w]
    assert len(said) == 1 and "quiz.md:3:" in said[0] and "3 more like it" in said[0]


def test_brackets_before_a_number_are_text_not_a_link(tmp_path: Path):
    lines = []
    for n in range(3):
        lines += [f"{n + 1}. Which column type is right for a name {n}?", "", "- A. [int] NULL",
                  "- B. [varchar](200) NULL", "", "Answer: B", ""]
    deck, diags = _read(tmp_path, "quiz.md", "\n".join(lines))
    assert all(q.choices[1].text == "[varchar]\\(200) NULL" for q in deck.questions)
    assert not any("local file" in w for w in _warnings(diags))

