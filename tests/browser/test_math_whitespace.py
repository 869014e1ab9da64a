"""The math check reads each argument where MathJax does (issue 18, point 1).

In Chromium with the MathJax that Anki ships (its ``tex-chtml-full.js`` and Anki's
``mathjax.js`` configuration), MathJax's own argument readers (``TexParser.GetArgument``,
``GetBrackets``, ``GetDimen``, ``GetDelimiter``) are wrapped to record what each returned, by
command; every command the check reads arguments of is typeset with each whitespace
character before each of its arguments, and what MathJax read is compared with what the
check read (``mathcheck.Checker.reads``). The characters are JavaScript's ``\\s`` (MathJax skips
them) and look-alikes it does not skip (U+0085, U+200B ...: MathJax reads them as the next
token, and so must the check).

A control shows the threat is real: with the payloads of issue 18 put into a card by hand,
Anki's MathJax in the reviewer page makes a fixed, full-window "Correct!" and a request off
the page, and the check refuses each of them.
"""

from __future__ import annotations

from typing import Any

import pytest

from quizdeck.html import mathcheck
from quizdeck.html.markdown import MarkdownConverter
from tests.test_mathcheck import JS_SPACES, NOT_JS_SPACES

#: command (as MathJax's currentCS, without the backslash), math with {W} where a whitespace
#: character goes, before each argument the check reads
TEMPLATES = [
    ("bbox", r"\bbox{W}[red,2px]{x}"),
    ("enclose", r"\enclose{W}{circle}{W}[mathcolor=red]{x}"),
    ("enclose", r"\enclose{W}{circle}{W}{x}"),
    ("unicode", r"\unicode{W}{x263A}"),
    ("unicode", r"\unicode{W}[Arial]{W}{x41}"),
    ("color", r"\color{W}[rgb]{W}{0.1,0.5,0.9}x"),
    ("color", r"\color{W}{red}x"),
    ("textcolor", r"\textcolor{W}[named]{W}{blue}{W}{x}"),
    ("colorbox", r"\colorbox{W}{yellow}{W}{x}"),
    ("fcolorbox", r"\fcolorbox{W}{red}{W}{white}{W}{x}"),
    ("cellcolor", r"\begin{array}{c}\cellcolor{W}[gray]{W}{0.9}a\end{array}"),
    ("kern", r"a\kern{W}0.5em b"),
    ("kern", r"a\kern{W}{1em}b"),
    ("hspace", r"a\hspace{W}{2,5pt}b"),
    ("mkern", r"a\mkern{W}9mu b"),
    ("mskip", r"a\mskip{W}-3mu b"),
    ("hskip", r"a\hskip{W}1ex b"),
    ("mspace", r"a\mspace{W}1em b"),
    ("raise", r"\raise{W}0.3em{W}{x}"),
    ("lower", r"\lower{W}{0.3em}{W}{x}"),
    ("moveleft", r"\moveleft{W}0.2em{W}{x}"),
    ("moveright", r"\moveright{W}0.2em{W}{x}"),
    ("rule", r"\rule{W}[0.1em]{W}{1em}{W}{0.5em}"),
    ("rule", r"\rule{W}{1em}{W}2pt"),
    ("Rule", r"\Rule{W}{1em}{W}{1em}{W}{0.2em}"),
    ("Space", r"\Space{W}{1em}{W}{1em}{W}{0.2em}"),
    ("\\", r"\begin{matrix}a\\{W}[2pt]b\\*{W}[2pt]c\end{matrix}"),
    ("\\", r"\begin{matrix}a\\[2pt]b\end{matrix}"),
    ("smash", r"\smash{W}[b]{W}{y}"),
    ("cancel", r"\cancel{W}{x}"),
    ("cancelto", r"\cancelto{W}{0}{W}{x}"),
    ("llap", r"\llap{W}{-}x"),
    ("rlap", r"x\rlap{W}{'}"),
    ("mathllap", r"\mathllap{W}[\scriptstyle]{W}{-}x"),
    ("mathrlap", r"x\mathrlap{W}{\,}"),
    ("mathclap", r"\sum_{\mathclap{W}{i}}x"),
    ("clap", r"\clap{W}{x}"),
    ("textrlap", r"x\textrlap{W}{a}"),
    ("mathmakebox", r"\mathmakebox{W}[3em]{W}[l]{W}{x}"),
    ("framebox", r"\framebox{W}[3em]{W}[r]{W}{x}"),
    ("overbracket", r"\overbracket{W}[0.2em]{W}[0.5em]{W}{a+b}"),
    ("underbracket", r"\underbracket{W}[1pt]{W}{a+b}"),
    ("MoveEqLeft", r"\begin{aligned}\MoveEqLeft{W}[1] a &= b\end{aligned}"),
    ("shoveleft", r"\begin{multline}a\\\shoveleft{W}[1em]{W}{b}\\c\end{multline}"),
    ("xmathstrut", r"\xmathstrut{W}[0.5]{W}{1}x"),
    ("genfrac", r"\genfrac{W}{(}{W}{)}{W}{0.1em}{W}{}{a}{b}"),
    ("above", r"a\above{W}0.1em b"),
    ("abovewithdelims", r"a\abovewithdelims{W}({W}){W}0.1em b"),
    ("begin", r"\begin{W}{alignat}{W}{2}a&b&c&d\end{alignat}"),
    ("begin", r"\begin{W}{alignedat}{W}[t]{W}{1}a&b\end{alignedat}"),
    ("begin", r"\begin{W}{multlined}{W}[t]{W}[5em]a\\b\end{multlined}"),
    ("uproot", r"\sqrt[\uproot{W}{2}3]{x}"),
    ("minCDarrowwidth", r"\begin{CD}\minCDarrowwidth{W}2em A @>>> B\end{CD}"),
]

#: wraps MathJax's readers; ``__reads`` collects [command, kind, value] of the outermost call
WRAP = """() => {
  const P = MathJax._.input.tex.TexParser.default.prototype;
  window.__reads = [];
  let depth = 0;
  const NONE = {};
  const wrap = (method, kind, sentinel) => {
    const original = P[method];
    P[method] = function (...args) {
      if (sentinel) { const def = args[1]; args[1] = NONE;
        depth++;
        try { const r = original.apply(this, args);
              if (depth === 1) window.__reads.push([this.currentCS, kind, r === NONE ? null : r]);
              return r === NONE ? def : r; }
        finally { depth--; } }
      const start = this.i;
      depth++;
      try { const r = original.apply(this, args);
            if (depth === 1) window.__reads.push([this.currentCS, kind, r]);
            return r; }
      finally { depth--; }
    };
  };
  wrap('GetArgument', 'argument', false);
  wrap('GetBrackets', 'brackets', true);
  wrap('GetDimen', 'dimen', false);
  wrap('GetDelimiter', 'delimiter', false);
}"""

READ_ALL = """(texts) => texts.map(t => {
  window.__reads = [];
  let error = null;
  try { const mml = MathJax.tex2mml(t, {display: false});
        const m = /data-mjx-error="([^"]*)"/.exec(mml); if (m) error = m[1]; } catch (e) { error = String(e); }
  return {reads: window.__reads, error};
})"""


@pytest.fixture(scope="module")
def mathjax_page(browser, server) -> Any:
    if server.web_root is None:
        pytest.skip("aqt web files unavailable")
    url = server.add_page("""<!doctype html><html><head><meta charset="utf-8"></head><body><p>x</p>
<script src="/_anki/js/mathjax.js"></script>
<script src="/_anki/js/vendor/mathjax/tex-chtml-full.js"></script></body></html>""", "mathjax-readers")
    page = browser.new_page()
    page.goto(url)
    page.wait_for_function("() => window.MathJax && MathJax.startup && MathJax.startup.promise")
    page.evaluate("() => MathJax.startup.promise")
    page.evaluate(WRAP)
    yield page
    page.close()


def _normal(kind: str, value: str | None) -> Any:
    """MathJax returns mu dimensions in em and a delimiter converted: compare their sizes."""
    if kind == "dimen" and value is not None:
        got = mathcheck.whole_dimen(value)
        assert got is not None, value
        number, unit = got
        return round(float(number.replace(",", ".")) / (18 if unit == "mu" else 1), 3), "em" if unit == "mu" else unit
    return value


def test_the_check_reads_what_mathjax_reads(mathjax_page):
    spaces = JS_SPACES + NOT_JS_SPACES
    cases = [(command, template, space) for command, template in TEMPLATES for space in spaces]
    texts = [template.replace("{W}", space) for _, template, space in cases]
    results = mathjax_page.evaluate(READ_ALL, texts)
    disagreements = []
    for (command, template, space), text, result in zip(cases, texts, results, strict=True):
        mathjax = [(kind, _normal(kind, value)) for cs, kind, value in result["reads"] if cs == "\\" + command]
        checker = mathcheck.Checker(r"\(" + text + r"\)")
        checker.run()
        ours = [(kind, _normal(kind, value)) for cs, kind, value in checker.reads if cs == command]
        if result["error"]:   # MathJax stopped at an error (the formula shows as its source): both
            n = min(len(ours), len(mathjax))   # read the same up to where the first stopped
            agree = ours[:n] == mathjax[:n]
        else:                 # the check reads a prefix of what MathJax reads (not the content)
            agree = mathjax[:len(ours)] == ours and (bool(ours) or not mathjax)
        if not agree:
            disagreements.append((template, f"U+{ord(space):04X}", ours, mathjax, result["error"]))
    by_template: dict[str, list[Any]] = {}
    for d in disagreements:
        by_template.setdefault(d[0], []).append(d[1:])
    assert by_template == {}, "\n".join(f"{t}: {len(d)} chars, e.g. {d[0]}" for t, d in by_template.items())
    assert len(cases) == len(TEMPLATES) * 33


def test_control_mathjax_skips_javascript_spaces_and_nothing_else(mathjax_page):
    """The wrapper sees MathJax read \\bbox's options after a JS space, and not after U+0085."""
    results = mathjax_page.evaluate(READ_ALL, ["\\bbox\u00a0[red]{x}", "\\bbox\x85[red]{x}", "\\bbox\ufeff[red]{x}"])
    assert [r["reads"][0] for r in results] == [["\\bbox", "brackets", "red"], ["\\bbox", "brackets", None],
                                                ["\\bbox", "brackets", "red"]]


#: the payloads of issue 18, point 1 (as in tests/corpus/hostile/math-ws-*.yaml)
FIX = "position:fixed;inset:0;z-index:9;background:#2e7d32"
PAYLOADS = [
    f"\\(\\bbox\u00a0[{FIX}]{{\\text{{Correct!}}}}\\)",
    f"\\[\\bbox\u00a0[{FIX}]{{\\text{{Correct!}}}}\\]",
    f"\\(\\bbox\ufeff[{FIX}]{{x}}\\)",
    f"\\(\\bbox\u2003[{FIX}]{{x}}\\)",
    f"\\(\\text{{see $\\bbox\u00a0[{FIX}]{{x}}$}}\\)",
    f"\\(\\ce{{A ->[{{$\\bbox\u00a0[{FIX}]{{x}}$}}] B}}\\)",
    f"[tap \\(\\bbox\u00a0[{FIX}]{{x}}\\)](https://example.com)",
    f"| a | b |\n|---|---|\n| \\(\\bbox\u00a0[{FIX}]{{x}}\\) | 2 |",
    f"press <kbd>\\(\\bbox\u00a0[{FIX}]{{x}}\\)</kbd>",
    "\\(\\bbox\ufeff[background-image:url(http://pwned.invalid/px.png)]{x}\\)",
]


def test_control_the_payloads_take_effect_in_the_reviewer_and_are_refused(new_viewer, server, tmp_path):
    from .cards import RenderedCard, make_cards, question

    deck = make_cards([question("holder", "HOLDER", ["a", "b"], "A")], tmp_path / "col")
    template = deck.card("holder")
    renderer = MarkdownConverter()
    v = new_viewer("desktop")
    leaving: list[str] = []
    v.page.on("request", lambda r: leaving.append(r.url) if "pwned.invalid" in r.url else None)
    v.page.route("http://pwned.invalid/**", lambda route: route.fulfill(status=204, body=""))
    for n, payload in enumerate(PAYLOADS):
        html = renderer.block(payload)
        assert [p.needle for p in mathcheck.check_html(html)] == [r"\bbox"], payload
        card = RenderedCard(key=f"control-{n}", ord=0, question_html=template.question_html.replace("HOLDER", html),
                            answer_html=template.answer_html, state_id=template.state_id)
        v.show_question(card)
        effect = v.evaluate("""() => Array.from(document.querySelectorAll('#qa mjx-container *'))
            .filter(el => getComputedStyle(el).position === 'fixed'
                       || /url\\(/.test(getComputedStyle(el).backgroundImage)).length""")
        assert effect >= 1, payload
    for _ in range(100):  # the image is asked for after layout; on a loaded machine that may take seconds
        if leaving:
            break
        v.page.wait_for_timeout(100)
    assert leaving, "the background image was not asked for"
    v.errors.clear()
