"""Math nested as deep as the check allows, in the real Anki desktop app (issue 18, point 3).

Anki desktop's renderer process crashes (SIGSEGV) when its MathJax typesets math nested
about a hundred levels deep (``\\frac{1}{`` 110 times); the check allows at most
``mathcheck.MAX_DEPTH`` (40) levels. A deck with one card per kind of nesting at that limit
(fractions, roots, ``\\left…\\right``, matrices, boxes, text with math in it, scripts, and a
mix) is built by the project, imported into the real app and studied in its reviewer
(study_math_depth.py): every card is typeset on both sides, with no MathJax error, and the
renderer never ends. A control card, put in by hand with ``\\frac{1}{`` nested
``CRASH_DEPTH`` deep (which the build refuses), ends the renderer process: the detector works,
and the limit is well under the depth that crashes.
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path
from typing import Any

import pytest

from quizdeck.html import mathcheck
from quizdeck.html.markdown import MarkdownConverter

from .app import AnkiUnavailable, run_anki
from .conftest import HERE, unavailable

DECK = "Math depth"
LIMIT = mathcheck.MAX_DEPTH
#: the shallowest \frac{1}{ nesting measured to crash Anki 26.9.3's renderer (see
#: docs/security.md): the control
CRASH_DEPTH = 120


def nested(opener: str, closer: str, depth: int, inner: str = "x") -> str:
    return r"\(" + opener * depth + inner + closer * depth + r"\)"


#: id -> the question's math, each at the limit
AT_LIMIT = {
    "frac": nested(r"\frac{1}{", "}", LIMIT),
    "sqrt": nested(r"\sqrt{", "}", LIMIT),
    "left": nested(r"\left(", r"\right)", LIMIT),
    "pmatrix": nested(r"\begin{pmatrix}", r"\end{pmatrix}", LIMIT),
    "boxed": nested(r"\boxed{", "}", LIMIT),
    "text": nested(r"\text{$", "$}", LIMIT),
    "scripts": nested("x^{", "}", LIMIT),
    "bbox": nested(r"\bbox[yellow,2px]{", "}", LIMIT),
    "cancel": nested(r"\cancel{", "}", LIMIT),
    "mix": nested(r"\frac{1}{\sqrt{\left(\boxed{", r"}\right)}}", LIMIT // 4),
}


def quiz(controls: dict[str, tuple[str, str, int]]) -> str:
    lines = [f"deck: {DECK}", "id: math-depth", "questions:"]
    for qid, math in AT_LIMIT.items():
        lines += [f"  - id: {qid}", "    question: |", f"      {math}", "    choices: [a, b]", "    answer: A"]
    for qid in controls:
        lines += [f"  - id: {qid}", "    question: placeholder", "    choices: [a, b]", "    answer: A"]
    return "\n".join(lines) + "\n"


def depth_run(work: Path, controls: dict[str, tuple[str, str, int]], timeout: float = 600) -> dict[str, Any]:
    """Build the deck (the limit cards, then a placeholder per control), run the real app;
    ``controls`` maps a question id to the nesting (opener, closer, depth) its card gets by hand."""
    from quizdeck.commands import Options, build
    from quizdeck.core.diagnostics import Diagnostics

    src = work / "depth.yaml"
    src.write_text(quiz(controls), encoding="utf-8")
    diags = Diagnostics()
    build(Options(sources=[src], output=work / "out"), diags)
    packages = sorted((work / "out").glob("*.apkg"))
    assert packages, [d.format() for d in diags.items]
    html = {f"math-depth/{qid}": MarkdownConverter().block(nested(*nesting)) for qid, nesting in controls.items()}
    return run_anki(packages, HERE / "study_math_depth.py", work, timeout=timeout,
                    extra={"deck": DECK, "controls": html})


@pytest.fixture(scope="module")
def depth_report(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    work = tmp_path_factory.mktemp("anki-desktop-depth")
    try:
        report = depth_run(work, {"control": (r"\frac{1}{", "}", CRASH_DEPTH)})
    except AnkiUnavailable as exc:
        unavailable(str(exc))
    (work / "report.json").write_text(json.dumps(report, indent=1), encoding="utf-8")
    return report


def test_the_limit_is_checked_as_written():
    for qid, math in AT_LIMIT.items():
        assert mathcheck.check_math(math) is None, qid
    assert mathcheck.check_math(nested(r"\frac{1}{", "}", CRASH_DEPTH)) is not None


def test_math_at_the_depth_limit_renders_in_the_real_app(depth_report: dict[str, Any]) -> None:
    report = depth_report
    assert "error" not in report, report.get("error", "") + report.get("output", "")[-3000:]
    shown = {c["key"]: c for c in report["shown"]}
    for qid in AT_LIMIT:
        card = shown[f"math-depth/{qid}"]
        for side in ("front", "back"):
            assert card[side] is not None, (qid, side, card)
            assert card[side]["containers"] >= 1 and card[side]["errors"] == 0, (qid, side, card)
    crashed_at = [c["key"] for c in report["crashes"]]
    assert not [k for k in crashed_at if k != "math-depth/control"], report["crashes"]


def test_control_deeper_math_crashes_the_renderer(depth_report: dict[str, Any]) -> None:
    """The control card (``\\frac{1}{`` × CRASH_DEPTH, put in by hand) ends the renderer."""
    report = depth_report
    assert [c["key"] for c in report["crashes"]][:1] == ["math-depth/control"], \
        textwrap.shorten(json.dumps(report.get("shown")), 2000)
