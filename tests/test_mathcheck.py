"""Math that Anki's MathJax would typeset is checked against an allow-list at build time
(quizdeck/html/mathcheck.py): found as MathJax finds it, in the HTML the card shows."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from quizdeck.html import mathcheck
from quizdeck.html.markdown import MarkdownConverter
from quizdeck.html.mathjax_commands import MAPS
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
    assert "html" in __import__("quizdeck.html.mathjax_commands", fromlist=["PACKAGES"]).PACKAGES
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


# ---------------------------------------------------------------------------- issue 18

#: JavaScript's \s, which MathJax skips before an argument (TexParser.nextIsSpace)
JS_SPACES = ["\t", "\n", "\x0b", "\x0c", "\r", " ", "\u00a0", "\u1680", *map(chr, range(0x2000, 0x200B)),
             "\u2028", "\u2029", "\u202f", "\u205f", "\u3000", "\ufeff"]
#: characters Python's \s or Unicode call spaces that JavaScript's \s does not (MathJax reads
#: them as the next token, so what follows is not an argument)
NOT_JS_SPACES = ["\x1c", "\x1d", "\x1e", "\x1f", "\x85", "\u180e", "\u200b", "\u2060"]


def test_js_space_is_javascripts():
    assert set(mathcheck.JS_SPACE) == set(JS_SPACES)
    assert not set(mathcheck.JS_SPACE) & set(NOT_JS_SPACES)


#: a command, the math with {W} where whitespace goes before its arguments, and the refused
#: argument MathJax reads there
WHITESPACE_PAYLOADS = [
    (r"\bbox", r"\bbox{W}[position:fixed;inset:0;background:#2e7d32]{\text{Correct!}}"),
    (r"\bbox", r"\bbox{W}[background-image:url(http://example.com/p.png)]{x}"),
    (r"\enclose", r"\enclose{W}{circle}{W}[style=position:fixed]{x}"),
    (r"\unicode", r"\unicode{W}[Comic Sans]{W}{x41}"),
    (r"\color", r"\color{W}[named]{W}{url(http://example.com/x)}x"),
    (r"\colorbox", r"\colorbox{W}{red;background:url(x)}{x}"),
    (r"\kern", r"\kern{W}-40em x"),
    (r"\raise", r"\raise{W}{50em}{x}"),
    (r"\rule", r"\rule{W}[-40em]{W}{1em}{W}{1em}"),
    (r"\mathmakebox", r"\mathmakebox{W}[500em]{x}"),
    (r"\overbracket", r"\overbracket{W}[20em]{W}[20em]{x}"),
    (r"\MoveEqLeft", r"\MoveEqLeft{W}[60]x"),
    (r"\smash", r"\smash{W}[t]{W}{\rule{20em}{20em}}"),
    (r"\mathllap", r"\mathllap{W}[\displaystyle]{W}{\rule{20em}{1em}}"),
    (r"\begin", r"\begin{W}{alignat}{W}{99999999}a\end{alignat}"),
    (r"\genfrac", r"\genfrac{W}{}{W}{}{W}{500em}{}{a}{b}"),
]


@pytest.mark.parametrize("space", JS_SPACES, ids=lambda c: f"U+{ord(c):04X}")
@pytest.mark.parametrize("needle,template", WHITESPACE_PAYLOADS, ids=[t[0] + str(i) for i, t in
                                                                       enumerate(WHITESPACE_PAYLOADS)])
def test_any_javascript_space_before_an_argument_is_skipped(needle: str, template: str, space: str):
    span = r"\(" + template.replace("{W}", space) + r"\)"
    problem = mathcheck.check_math(span)
    assert problem is not None and problem.needle == needle, (span, problem)


@pytest.mark.parametrize("space", NOT_JS_SPACES, ids=lambda c: f"U+{ord(c):04X}")
def test_a_space_javascript_does_not_skip_ends_the_arguments(space: str):
    """MathJax reads such a character as the next token: \\bbox has no options, and
    the bracket is text."""
    checker = mathcheck.Checker(r"\(\bbox" + space + r"[style:position:fixed]{x}\)")
    assert checker.run() is None
    assert checker.reads == [("bbox", "brackets", None)]


@pytest.mark.parametrize("text,reads", [
    (r"\(a\\ [-40em] b\)", []),                        # CrLaTeX skips no space before [
    (r"\(a\\[2pt] b\)", [("\\", "brackets", "2pt")]),
    (r"\(\kern 2,5pt\)", [("kern", "dimen", "2,5pt")]),  # a decimal comma, as matchDimen reads it
    ("\\(\\kern\u00a0{3em}\\)", [("kern", "dimen", "3em")]),
    ("\\(\\rule\ufeff[1pt]\u2003{1em}\u3000{2pt}\\)", [("rule", "brackets", "1pt"), ("rule", "dimen", "1em"),
                                                    ("rule", "dimen", "2pt")]),
])
def test_the_check_reads_what_mathjax_reads(text: str, reads: list[tuple[str, str, str]]):
    checker = mathcheck.Checker(text)
    assert checker.run() is None
    assert checker.reads == reads


def test_units_are_mathjaxs():
    """Upper case units and Unicode digits are no dimension to MathJax; px, in, cm count at
    their largest reading (so 200px is 20em, not 12.5em)."""
    assert mathcheck.check_math(r"\(\kern 2EM x\)") is not None
    assert mathcheck.check_math("\\(\\kern \u0664\u0660em x\\)") is not None
    assert mathcheck.check_math(r"\(\rule{201px}{1px}\)") is not None
    assert mathcheck.check_math(r"\(\rule{200px}{1px}\)") is None
    assert mathcheck.check_math(r"\(\rule{3in}{1pt}\)") is not None


def test_every_name_of_every_map_anki_loads_is_classified():
    """Every command of every map that Anki's MathJax looks names up in is allowed, checked
    or refused: a new name (a new Anki, a new package) fails here until someone decides."""
    from quizdeck.html.mathjax_commands import HANDLERS

    loaded = set(HANDLERS["macro"]) | set(HANDLERS["delimiter"])
    assert {"gensymb-symbols", "mathtools-macros", "mhchem", "color", "html_macros"} <= loaded
    unclassified = []
    for m in sorted(loaded):
        assert m in MAPS, m
        for name in MAPS[m]:
            name = name[1:] if m in mathcheck.DELIMITER_MAPS and name.startswith("\\") else name
            if m in mathcheck.DELIMITER_MAPS and len(name) == 1 and not name.isalpha():
                continue   # a delimiter character, not a command
            if mathcheck.classify(name) == "unknown":
                unclassified.append((m, name))
    assert unclassified == []
    for m in HANDLERS["environment"]:
        assert m in mathcheck.ENVIRONMENT_MAPS or (m in mathcheck.OTHER_MAPS and MAPS[m] == ()), m


def test_gensymb_units_are_allowed():
    for name in ("degree", "celsius", "ohm", "micro", "perthousand"):
        assert mathcheck.classify(name) == "allowed", name
    assert mathcheck.check_math(r"\(20\,\celsius + 5\,\ohm + 3\,\micro\mathrm{m} + 90\degree + 1\perthousand\)") is None


LAYOUT_REFUSED = [
    (r"\(\smash{\color{Canvas}\rule{20em}{20em}}\)", r"\smash"),
    (r"\(\rlap{\smash{\raise1.6em{\colorbox{#2e7d32}{Correct, well done}}}}\)", r"\rlap"),
    (r"\(\llap{\rule{20em}{1em}}\)", r"\llap"),
    (r"\(\mathllap{\rule{20em}{1em}}\)", r"\mathllap"),
    (r"\(\mathclap{\rule{20em}{1em}}\)", r"\mathclap"),
    (r"\(\clap{\rule{20em}{1em}}\)", r"\clap"),
    (r"\(\textrlap{Correct, well done}\)", r"\textrlap"),
    (r"\(\rlap{\hspace{20em}\text{Correct}}\)", r"\rlap"),
    (r"\(\rlap{\kern-1em x}\)", r"\rlap"),
    (r"\(\cancel[data-thickness=20em]{x}\)", r"\cancel"),
    (r"\(\cancelto\u00a0[data-padding=20em]{0}{x}\)".replace("\\u00a0", "\u00a0"), r"\cancelto"),
    (r"\(\xcancel[mathbackground=red]{x}\)", r"\xcancel"),
    (r"\(\mathrlap{\text{Correct}}\)", r"\mathrlap"),
    (r"\(\smash{\frac{\frac{a}{b}}{c}}\)", r"\smash"),
    (r"\(\smash{\begin{matrix}a\\b\\c\end{matrix}}\)", r"\smash"),
    (r"\(\smash{\Huge X}\)", r"\smash"),
    (r"\(\smash{\colorbox{red}{x}}\)", r"\smash"),
    (r"\(\mathmakebox[500em]{x}\)", r"\mathmakebox"),
    (r"\(\mathmakebox[1em]{\text{Correct, well done}}\)", r"\mathmakebox"),
    (r"\(\framebox[-5em]{x}\)", r"\framebox"),
    (r"\[\begin{aligned}\MoveEqLeft[60] a &= b\end{aligned}\]", r"\MoveEqLeft"),
    (r"\(\overbracket[20em][20em]{x}\)", r"\overbracket"),
    (r"\(\underbracket[infinity]{x}\)", r"\underbracket"),
    (r"\(\genfrac{}{}{500em}{}{a}{b}\)", r"\genfrac"),
    (r"\(a \above 5em b\)", r"\above"),
    (r"\(a \abovewithdelims() 2em b\)", r"\abovewithdelims"),
    (r"\(" + r"\rule{20em}{20em}" * 100 + r"\)", r"\rule"),
    (r"\(\colorbox{red}{" + r"\kern20em" * 3 + r"}\)", r"\kern"),
    (r"\(\kern-1em x\)", r"\kern"),
    (r"\(\hspace{-0.5em}\hspace{-0.5em}x\)", r"\hspace"),
    (r"\(\moveleft 1em{x}\)", r"\moveleft"),
    (r"\(\mkern-18mu\mkern-18mu x\)", r"\mkern"),
    (r"\[\begin{matrix}a\\[-1em]b\\[-1em]c\end{matrix}\]", "\\\\"),
    (r"\(\xmathstrut{100}\)", r"\xmathstrut"),
    (r"\(\begin{multline}\shoveleft[-40em]{x}\end{multline}\)", r"\shoveleft"),
    (r"\(\begin{alignat}{99999999}a&b\end{alignat}\)", r"\begin"),
    (r"\(\begin{multlined}[500em]a\\b\end{multlined}\)", r"\begin"),
]

LAYOUT_ALLOWED = [
    r"\(\smash{x}\)", r"\(\smash[b]{y}\)", r"\(\sqrt{\smash[b]{y}}\)", r"\(\mathrlap{\,}\)", r"\(\llap{$-$}5\)",
    r"\(\text{\llap{$-$}5}\)", r"\(x\rlap{'}\)", r"\(\mathrlap{\kern0.3em x}\)", r"\(\sum_{\mathclap{i}} x_i\)",
    r"\(\mathmakebox[3em]{x}\)",
    r"\(\mathmakebox{xyz}\)", r"\(\framebox[4em][l]{ab}\)", r"\(\overbracket{a+b}\)",
    r"\(\underbracket[0.2em][0.5em]{a+b}\)", r"\(\genfrac{(}{)}{0pt}{}{n}{k}\)", r"\(a \above 0.1em b\)",
    r"\[\begin{aligned}\MoveEqLeft a &= b\\ &= c\end{aligned}\]",
    r"\[\begin{aligned}\MoveEqLeft[3] a &= b\end{aligned}\]",
    r"\(\rule{0pt}{2em}\rule{1em}{0.4pt}\)", r"\(\int\!\!\!\int f\)", r"\(\kern-0.5em x\)",
    r"\[\begin{aligned}" + r"a &= b \\[4pt]" * 30 + r"\end{aligned}\]",
    r"\(\begin{alignat}{2} a &= b & c &= d\end{alignat}\)", r"\(\xmathstrut{0.5} x\)",
    r"\(\begin{array}{p{500em}@{\kern1em}c} a & b \end{array}\)",   # MathJax 3.2.2 reads only c, l, r, | and :
]


@pytest.mark.parametrize("text,needle", LAYOUT_REFUSED)
def test_layout_beyond_the_budget_is_refused(text: str, needle: str):
    problem = mathcheck.check_math(text)
    assert problem is not None and problem.needle == needle, problem


@pytest.mark.parametrize("text", LAYOUT_ALLOWED)
def test_layout_within_the_budget_is_allowed(text: str):
    assert mathcheck.check_math(text) is None


def _nested(opener: str, closer: str, depth: int) -> str:
    return r"\(" + opener * depth + "x" + closer * depth + r"\)"


@pytest.mark.parametrize("opener,closer", [
    (r"\frac{1}{", "}"), (r"\sqrt{", "}"), ("{", "}"), (r"\left(", r"\right)"),
    (r"\begin{pmatrix}", r"\end{pmatrix}"), (r"\text{$", "$}"),
])
def test_nesting_is_limited(opener: str, closer: str):
    assert mathcheck.check_math(_nested(opener, closer, mathcheck.MAX_DEPTH)) is None
    problem = mathcheck.check_math(_nested(opener, closer, mathcheck.MAX_DEPTH + 1))
    assert problem is not None and f"nests {mathcheck.MAX_DEPTH + 1} levels deep" in problem.message


def test_a_long_derivation_is_allowed_but_not_any_length():
    lines = [rf"f_{{{n}}}(x) &= \frac{{d}}{{dx}}\left(x^{{{n}}} + {n}x\right) = {n}x^{{{n - 1}}} + {n}"
             for n in range(60)]
    derivation = r"\[\begin{aligned}" + r" \\ ".join(lines) + r"\end{aligned}\]"
    assert 2_000 < len(derivation) < mathcheck.MAX_SPAN_CHARS
    assert mathcheck.check_math(derivation) is None
    huge = r"\(" + "x+" * mathcheck.MAX_SPAN_CHARS + r"\)"
    problem = mathcheck.check_math(huge)
    assert problem is not None and "characters long" in problem.message


def test_depth_error_is_at_the_formula(tmp_path: Path):
    deep = "\\\\frac{1}{" * 50 + "x" + "}" * 50
    src = write(tmp_path / "d.yaml", f"""\
        deck: D
        id: d-deck
        questions:
          - id: q1
            question: "Deep: \\\\({deep}\\\\)"
            choices: [a, b]
            answer: A
        """)
    result = run("check", src)
    assert result.exit_code == 1
    assert "d.yaml:5:22: error: this math nests 50 levels deep" in result.stderr, result.stderr
    assert "hint: write it with fewer levels" in result.stderr


def test_the_whitespace_trick_through_an_imported_aiken_file(tmp_path: Path, monkeypatch):
    """An Aiken file with the no-break space before \\bbox's options imports (the importer
    keeps text as written) and the quiz it writes is refused by check at the line."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "bank.txt").write_text(
        "What does \\(\\bbox\u00a0[position:fixed;inset:0;background:#2e7d32]{\\text{Correct!}}\\) show?\n"
        "A. one\nB. two\nANSWER: A\n", encoding="utf-8")
    imported = run("import", "bank.txt", "-o", "cards")
    written = sorted((tmp_path / "cards").glob("*.yaml")) if imported.exit_code == 0 else []
    if imported.exit_code != 0:   # the importer checks what it writes: refused there already
        assert "\\bbox is not allowed in math" in imported.stderr, imported.stderr
        return
    assert written, imported.output
    result = run("check", written[0])
    assert result.exit_code == 1
    assert "\\bbox is not allowed in math" in result.stderr, result.stderr


def test_many_unclosed_openers_are_read_once():
    """16,000 \\( never closed in one field took 205 s (each rescanned to the end); now one pass."""
    import signal

    def stop(*_: object) -> None:
        raise AssertionError("find_math did not finish in 60 s: quadratic on unclosed openers")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(60)
    try:
        assert mathcheck.check_html("<p>x " + "\\( " * 16_000 + "</p>") == []
        assert mathcheck.check_html("<p>" + "\\( { " * 16_000 + "\\)</p>") == []
        assert len(mathcheck.check_html("<p>" + "\\( " * 16_000 + r"\(\href{x}{y}\)</p>")) == 1  # one span, too long
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@pytest.mark.parametrize("end", ["\n", "\r", "\u2028", "\u2029"])
def test_a_backslash_before_a_line_end_is_a_space_as_in_mathjax(end: str):
    """MathJax's GetCS reads a backslash and a line end as \\ (a space): allowed."""
    assert mathcheck.check_math("\\(a\\" + end + "b\\)") is None


@pytest.mark.parametrize("tex, refused", [
    (r"\[\begin{empheq}{alignat=99999999} a &= b \end{empheq}\]", True),   # red team: 194 s in the reviewer
    (r"\[\begin{empheq} {alignat = 51} a &= b \end{empheq}\]", True),
    (r"\[\begin{empheq}[box=\fbox]{alignat=2} a &= b & c &= d \end{empheq}\]", False),
    (r"\[\begin{empheq}{align} a &= b \end{empheq}\]", False),
])
def test_empheq_alignat_has_the_column_limit_too(tex, refused):
    problem = mathcheck.check_math(tex)
    assert (problem is not None and "column pairs" in problem.message) == refused, problem
