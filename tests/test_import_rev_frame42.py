"""Near-misses of session 42's frame rules (review of frame42): shapes the branch's own tests did not try.

Each test names the rule and the near-miss; those that failed on frame42's head say so (``mended``), the others
held as they were (``held``) and guard the rule from now on.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.gift import _ESCAPED, unescape
from quizdeck.importers.keystructure import AskedAbove, key_by_structure
from quizdeck.importers.layoutmarkup import layout_lead, without_layout
from quizdeck.importers.learntframes import reframed
from tests.conftest import read, read_said, rows_of
from tests.test_import_frame42 import _GERMAN, _deck, _exam, _page

# -- learntframes: a review page learnt by repetition ---------------------------------------------------------------


def _ending_on_the_key(records: int) -> list[str]:
    """Records of a review page, the file's last line the explanation key itself (a page copied short)."""
    one = ("{n} A stem of record {n}\n\nWhich one?\nRichtig\n*Pick a {n}\nErkl\nwhy a.\n\n"
           "Pick b {n}\nErkl\nwhy b.\n\n")
    text = "".join(one.format(n=n) for n in range(1, records)) + f"{records} A stem\n\nWhich?\nRichtig\n*Pick a\nErkl"
    return text.split("\n")


def test_a_page_whose_last_line_is_the_explanation_key_does_not_crash() -> None:   # mended (IndexError)
    lines = _ending_on_the_key(12)
    assert reframed(lines, [False] * len(lines)) is None     # the key stands once with no paragraph under it


def test_a_review_frame_with_crlf_line_ends_reads_as_with_lf(tmp_path: Path) -> None:   # held
    picks: list[int | None] = [(n + 1) % 4 for n in range(1, 10)] + [None]
    text = _page(_GERMAN, picks)
    lf, _ = read_said(tmp_path, text, "review.txt")
    crlf, diags = read(tmp_path, text.replace("\n", "\r\n").encode(), "review2.txt")
    said = [d.format() for d in diags.sorted()]
    assert rows_of(crlf) == rows_of(lf)
    assert any("frame learnt by its repetition in 10 records" in m for m in said)


def test_three_records_prove_no_frame() -> None:   # held (LEAST)
    lines = _page(_GERMAN, [1, 2, 3]).split("\n")
    assert reframed(lines, [False] * len(lines)) is None


def test_a_note_repeated_verbatim_over_the_same_choice_is_no_right_line() -> None:   # mended (was taken)
    # "why first." ends the first choice's note in every record, just over the second choice: no mark agrees with
    # it and it never moves, so it is a repeated paragraph, not the page's "right answer" line
    text = "".join(f"{n} Which value is right for {n}?\n\nfirst {n}\nNote\nwhy first.\n\nsecond {n}\nNote\n"
                   f"why second.\n\n" for n in range(1, 8))
    lines = text.split("\n")
    assert reframed(lines, [False] * len(lines)) is None     # every answer "b" would have been guessed


# -- keystructure: a key told by its shape -------------------------------------------------------------------------

def test_asked_above_counts_only_questions_above_the_section() -> None:   # mended (linear: no list per heading)
    first = {1: 5, 2: 20, 3: 40}
    assert 1 in AskedAbove(first, 30) and 2 in AskedAbove(first, 30)
    assert 3 not in AskedAbove(first, 30) and 9 not in AskedAbove(first, 30) and "1" not in AskedAbove(first, 30)
    assert key_by_structure(["1. Answer: A", "2. Answer: B", "3. Answer: C"], AskedAbove(first, 30)) is None
    assert key_by_structure(["1. Answer: A", "2. Answer: B", "3. Answer: C"], AskedAbove(first, 50))


def test_a_section_above_the_questions_is_no_key_by_its_shape(tmp_path: Path) -> None:   # held
    preview = "## Preview\n\n" + "".join(f"### {n}. Topic: {'ABCD'[n - 1]}\n\nsee below\n\n" for n in range(1, 5))
    text = _exam("Complete Notes", ["1. B", "2. A", "3. D", "4. A"]).replace("## Questions", preview + "## Questions")
    _, said = read_said(tmp_path, text, "exam.md")
    assert not any("'## Preview' read as the answer key" in m for m in said)


def test_headings_that_look_like_labels_are_read_as_a_key_but_said(tmp_path: Path) -> None:   # held (said)
    heads = ["1. Vitamin: C", "2. Type: A", "3. Plan: B", "4. Grade: D"]
    _, said = read_said(tmp_path, _exam("Glossary", heads), "exam.md")
    assert any(":47:1:" in m and "'## Glossary' read as the answer key" in m for m in said), said


# -- texnewlines: GIFT's \n in maths -------------------------------------------------------------------------------

def test_escapes_between_and_after_maths_spans_are_line_breaks() -> None:   # held (and mended: by bisection)
    text = r"$$a\neq b$$ then\nnext $x$ and\nmore \(y\nu\)\nlast"
    assert unescape(text) == "$$a\\neq b$$ then\nnext $x$ and\nmore \\(y\\nu\\)\nlast"


def test_a_shell_variable_on_both_sides_of_a_line_break_is_no_maths() -> None:   # held (pandoc's $ rule)
    assert unescape(r"echo $HOME\necho $PATH") == "echo $HOME\necho $PATH"
    assert unescape(r"from $5\nto $10") == "from $5\nto $10"


def test_many_escapes_and_spans_keep_each_in_its_own_span() -> None:   # held; its speed mended (was quadratic)
    from quizdeck.importers.texnewlines import latex_commands
    text = "".join(f"$$x_{n}\\neq 0$$ line\\nbreak " for n in range(300))
    found = latex_commands(text, _ESCAPED)
    assert len(found) == 300 and all(text[at:at + 4] == "\\neq" for at in found)


# -- layoutmarkup and leadsigns ------------------------------------------------------------------------------------

def test_tags_that_merely_open_with_p_or_br_are_no_layout() -> None:   # held
    assert layout_lead("<pre>📌 code</pre>") == 0
    assert layout_lead("<param x>") == 0
    assert without_layout("a &lt;p&gt;") == "a &lt;p&gt;"


def test_a_sign_on_every_text_of_a_short_file_is_not_said() -> None:   # held (LEAST)
    from quizdeck.core.diagnostics import Diagnostics
    from quizdeck.importers.leadsigns import tell_lead_signs
    diags = Diagnostics()
    tell_lead_signs(_deck(["- one?", "- two?", "- three?"]), diags)
    tell_lead_signs(_deck(["- only one?"]), diags)
    assert not diags.sorted()
