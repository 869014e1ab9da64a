"""Math that Anki's MathJax would typeset is checked against an allow-list at build time
(quizdeck/mathcheck.py): found as MathJax finds it, in the HTML the card shows."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from quizdeck import mathcheck
from quizdeck.markdown import MarkdownConverter
from quizdeck.mathjax_commands import MAPS
from tests.helpers import run, write

ROOT = Path(__file__).resolve().parent.parent
SEED = ROOT / "cards" / "zero-sharded-optimizers.yaml"


def _texts(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for v in value.values() for t in _texts(v)]
    if isinstance(value, list):
        return [t for v in value for t in _texts(v)]
    return []


def test_every_mathjax_map_is_classified():
    """Every map of Anki's MathJax is either allowed wholesale or handled command by command
    (a new Anki with new maps makes this fail until someone decides)."""
    known = (set(mathcheck.COMMAND_MAPS) | set(mathcheck.DELIMITER_MAPS) | set(mathcheck.ENVIRONMENT_MAPS)
             | set(mathcheck.OTHER_MAPS))
    assert set(MAPS) <= known, sorted(set(MAPS) - known)
    assert "html" in __import__("quizdeck.mathjax_commands", fromlist=["PACKAGES"]).PACKAGES
    for name in MAPS["html_macros"] + MAPS["action-macros"] + MAPS["require"] + MAPS["setoptions"]:
        assert mathcheck.classify(name) == "refused", name
    for name in MAPS["color"] + MAPS["colortbl"] + MAPS["bbox"] + MAPS["enclose"] + MAPS["unicode"]:
        assert mathcheck.classify(name) in ("checked", "refused"), name


def test_seed_deck_math_is_all_allowed():
    renderer = MarkdownConverter()
    spans = [span for text in _texts(yaml.safe_load(SEED.read_text(encoding="utf-8")))
             for span in mathcheck.find_math(renderer.block(text))]
    assert len(spans) > 20
    assert [s for s in spans if mathcheck.check_math(s)] == []


ORDINARY = [
    r"\(\frac{a}{b} + \sum_{i=1}^n x_i \cdot \mathbf{W}\)",
    r"\(\text{memory} = 16\Psi\ \text{bytes}\)",
    r"\(\operatorname{rank}(A) \le \min(m, n)\)",
    r"\[\begin{aligned} a &= b + c \\[2pt] d &= e \end{aligned}\]",
    r"\[f(x) = \begin{cases} 1 & x > 0 \\ 0 & \text{otherwise} \end{cases}\]",
    r"\(\begin{pmatrix} 1 & 0 \\ 0 & 1 \end{pmatrix} \begin{bmatrix} x \\ y \end{bmatrix}\)",
    r"\(\color{red}{x} + \textcolor{#1f77b4}{y} + \color[rgb]{0.1,0.5,0.9} z\)",
    r"\(\bbox[yellow,5px]{x} \bbox[#eee]{y} \colorbox{yellow}{z} \fcolorbox{red}{white}{w}\)",
    r"\(\sqrt[3]{x}\,\!\;\quad\qquad \hspace{1em} \kern2pt \mathrm{d}x\)",
    r"\(\left( \frac{\partial f}{\partial x} \right)\Big|_{x=0} \lVert v \rVert_2 \langle u, v\rangle\)",
    r"\(\ce{H2O -> H+ + OH-}\) \(\cancel{x}\) \(\boxed{E = mc^2}\) \(\unicode{x263A}\)",
    r"\(\mathbb{R}^n \mathcal{O}(n \log n) \mathfrak{g} \boldsymbol{\alpha} \overbrace{a+b}^{2} \xrightarrow{f}\)",
    r"\(\tag{1} \enclose{circle}{x} \rule{1em}{0.4pt} \raise{0.2em}{x} \binom{n}{k} \dfrac12 \{1, 2\}\)",
    r"\(a \bmod b, \pmod{p}, \lim_{n\to\infty}, \int_0^1 \! f, \iint, \prod, \coloneqq, \%, \$, \#, \&, \_\)",
]

REFUSED = [
    (r"\(\href{javascript:alert(1)}{tap}\)", r"\href"),
    (r"\(\style{position:fixed;top:0;left:0;width:100vw;height:100vh}{x}\)", r"\style"),
    (r"\(\class{mc-correct}{x}\)", r"\class"),
    (r"\(\cssId{answer}{x}\)", r"\cssId"),
    (r"\(\bbox[background:url(http://example.com/p.png)]{x}\)", r"\bbox"),
    (r"\(\bbox[border:1px solid red]{x}\)", r"\bbox"),
    (r"\(\bbox[5px,style:position:fixed]{x}\)", r"\bbox"),
    (r"\(\require{physics}\)", r"\require"),
    (r"\(\unicode[Comic Sans]{x41}\)", r"\unicode"),
    (r"\(\unicode{x202E}\)", r"\unicode"),
    (r"\(\def\x{\href}\x{javascript:1}{a}\)", r"\def"),
    (r"\(\newcommand{\x}{\href}\)", r"\newcommand"),
    (r"\(\renewcommand{\frac}[2]{#1}\)", r"\renewcommand"),
    (r"\(\let\x\href\)", r"\let"),
    (r"\(\DeclareMathOperator{\x}{x}\)", r"\DeclareMathOperator"),
    (r"\(\begingroup \endgroup\)", r"\begingroup"),
    (r"\(\definecolor{x}{RGB}{1,2,3}\)", r"\definecolor"),
    (r"\(\toggle{a}{b}\endtoggle\)", r"\toggle"),
    (r"\(\mathtip{x}{tip}\)", r"\mathtip"),
    (r"\(\texttip{x}{tip}\)", r"\texttip"),
    (r"\(\mmlToken{mi}[href='javascript:1']{x}\)", r"\mmlToken"),
    (r"\(\text{$\href{javascript:1}{x}$}\)", r"\href"),
    (r"\(\color{url(http://example.com/x)}{x}\)", r"\color"),
    (r"\(\colorbox{red;background:url(x)}{x}\)", r"\colorbox"),
    (r"\(\enclose{circle}[mathcolor=red,style=position:fixed]{x}\)", r"\enclose"),
    (r"\(\kern-30em x\)", r"\kern"),
    (r"\(\raise{50em}{\text{Correct}}\)", r"\raise"),
    (r"\(" + "\\!" * 40 + r"\)", r"\!"),
    (r"\[a \\[-40em] b\]", "\\\\"),
    (r"\(\begin{spreadlines}{-10em} a\end{spreadlines}\)", r"\begin"),
    (r"\(\verb|\href|\)", r"\verb"),
    (r"\(\label{x} \ref{x}\)", r"\label"),
    (r"\(\setOptions[tex]{x=1}\)", r"\setOptions"),
    (r"\(\physicsstuff\)", r"\physicsstuff"),
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_math_is_allowed(text: str):
    spans = mathcheck.find_math(MarkdownConverter().block(text))
    assert spans
    assert [mathcheck.check_math(s) for s in spans] == [None] * len(spans)


@pytest.mark.parametrize("text,needle", REFUSED)
def test_math_that_does_more_is_refused(text: str, needle: str):
    problems = mathcheck.check_html(MarkdownConverter().block(text))
    assert [p.needle for p in problems] == [needle]
    assert problems[0].message.startswith(needle) or "environment" in problems[0].message


@pytest.mark.parametrize("text", [
    r"\\(\href{javascript:1}{x}\\)",          # a Markdown-escaped backslash still leaves \( for MathJax
    r"&#92;(\href{javascript:1}{x}&#92;)",    # entities are decoded before MathJax reads the text
    "*a* \\(\\href{javascript:1}{x}\n\\)",    # math spans lines
    "| a | b |\n|---|---|\n| \\(\\href{javascript:1}{x}\\) | 2 |",
    r"[link text \(\href{javascript:1}{x}\)](https://example.com)",
])
def test_math_is_found_where_mathjax_finds_it(text: str):
    assert [p.needle for p in mathcheck.check_html(MarkdownConverter().block(text))] == [r"\href"]


@pytest.mark.parametrize("text", [
    "`\\(\\href{x}{y}\\)`",
    "```\n\\(\\href{x}{y}\\)\n```",
    "costs \\$5 and \\href is how LaTeX writes links",
    "an unclosed \\( \\href",
    r"\\\\(\href{javascript:1}{x}\\\\)",   # shows \\(…\\): MathJax's closer search takes \\ as a pair
])
def test_text_mathjax_does_not_typeset_is_not_checked(text: str):
    assert mathcheck.check_html(MarkdownConverter().block(text)) == []


def test_find_math_follows_mathjax():
    assert mathcheck.find_math(r"<p>a \(x\) b \[y\]</p>") == [r"\(x\)", r"\[y\]"]
    assert mathcheck.find_math(r"<p>\(a</p><p>b\)</p>") == []            # math ends at a tag
    assert mathcheck.find_math("<p>\\(a<br>b\\)</p>") == ["\\(a\nb\\)"]   # but not at <br>
    assert mathcheck.find_math(r"<p>\(a{\)}\)</p>") == [r"\(a{\)}\)"]     # braces hide a closer
    assert mathcheck.find_math(r"<pre>\(x\)</pre><code>\(y\)</code>") == []


def test_refused_math_is_an_error_at_its_place(tmp_path: Path):
    src = write(tmp_path / "m.yaml", """\
        deck: M
        id: m-deck
        questions:
          - id: q1
            question: |
              What is
              \\(x + \\href{javascript:alert(1)}{y}\\)?
            choices: ["a \\\\(\\\\style{position:fixed}{z}\\\\)", b]
            answer: A
            explanation: \\(\\frac{1}{2}\\) is fine
        """)
    result = run("build", src, "-o", tmp_path / "out")
    assert result.exit_code == 1
    err = result.stderr
    assert "m.yaml:7:13: error: \\href is not allowed in math: it makes a link" in err, err
    assert "m.yaml:8:21: error: \\style is not allowed in math" in err, err
    assert "hint: cards accept only TeX that draws mathematics" in err
    assert "\\frac" not in err
    assert not (tmp_path / "out").exists()
