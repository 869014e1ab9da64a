"""Tests for quizdeck.html.markdown (text fields -> sanitised HTML) and highlight.css."""

from __future__ import annotations

import random
import re
import signal
from html.parser import HTMLParser
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from quizdeck.html.markdown import CODE_CLASS, PYGMENTS_CLASSES, MarkdownConverter, RenderError
from quizdeck.html.markdown import converter as md_converter
from quizdeck.html.markdown import parser as md_parser
from quizdeck.html.markdown.converter import normalize
from quizdeck.html.markdown.fastpath import is_plain, render_plain
from quizdeck.html.markdown.math import math_spans

ROOT = Path(__file__).resolve().parent.parent
HIGHLIGHT_CSS = ROOT / "quizdeck" / "templates" / "highlight.css"


# ------------------------------------------------------------------ helpers


class _Doc(HTMLParser):
    """Elements (tag, attrs) and the text content, as a browser would see them."""

    def __init__(self, source: str):
        super().__init__(convert_charrefs=True)
        self.elements: list[tuple[str, dict[str, str | None]]] = []
        self.text_parts: list[str] = []
        self.comments: list[str] = []
        self.feed(source)
        self.close()

    def handle_starttag(self, tag, attrs):
        self.elements.append((tag, dict(attrs)))

    def handle_startendtag(self, tag, attrs):
        self.elements.append((tag, dict(attrs)))

    def handle_data(self, data):
        self.text_parts.append(data)

    def handle_comment(self, data):
        self.comments.append(data)

    @property
    def text(self) -> str:
        return "".join(self.text_parts)

    def tags(self) -> list[str]:
        return [t for t, _ in self.elements]

    def find(self, tag: str) -> list[dict[str, str | None]]:
        return [a for t, a in self.elements if t == tag]


@pytest.fixture
def r() -> MarkdownConverter:
    return MarkdownConverter()


# ------------------------------------------------------------------ Markdown basics


def test_emphasis(r):
    assert r.block("*em* and **strong** and ~~gone~~") == (
        "<p><em>em</em> and <strong>strong</strong> and <s>gone</s></p>"
    )


def test_inline_code_is_escaped(r):
    assert r.block("use `a<b && c` here") == "<p>use <code>a&lt;b &amp;&amp; c</code> here</p>"


def test_fenced_code_is_highlighted_with_short_classes(r):
    out = r.block("```python\ndef f(x):\n    return x < 1  # note\n```")
    assert out.startswith(f'<div class="{CODE_CLASS}"><pre><code>')
    assert out.endswith("</code></pre></div>")
    assert '<span class="k">def</span>' in out
    assert '<span class="nf">f</span>' in out
    assert '<span class="c1"># note</span>' in out
    assert "&lt;" in out and "x < 1" not in out
    doc = _Doc(out)
    assert doc.text == "def f(x):\n    return x < 1  # note\n"
    # every class used is a short Pygments class that highlight.css colours in both themes
    used = {a["class"] for t, a in doc.elements if t == "span"}
    assert used and used <= PYGMENTS_CLASSES
    light, night = _class_styles(False), _class_styles(True)
    for cls in {"k", "nf", "c1", "mi"}:
        assert cls in used
        assert light[cls]["color"].startswith("#") and night[cls]["color"].startswith("#"), cls


@pytest.mark.parametrize("fence", ["```\n", "```no-such-language\n", "~~~\n"])
def test_code_without_known_language_is_plain_but_escaped(r, fence):
    out = r.block(fence + "if a < b: print('</script>')\n" + fence[:3])
    assert out == (
        f'<div class="{CODE_CLASS}"><pre><code>if a &lt; b: print(\'&lt;/script&gt;\')\n</code></pre></div>'
    )


def test_lists(r):
    assert r.block("- one\n- two\n\n3. three\n4. four") == (
        "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<ol start=\"3\">\n<li>three</li>\n<li>four</li>\n</ol>"
    )


def test_table_with_alignment_and_no_style_attribute(r):
    out = r.block("| a | b |\n|:--|--:|\n| 1 | *2* |")
    doc = _Doc(out)
    assert doc.tags() == ["table", "thead", "tr", "th", "th", "tbody", "tr", "td", "td", "em"]
    assert [a.get("align") for a in doc.find("td")] == ["left", "right"]
    assert "style" not in out


def test_links_plain_href_and_safe_schemes(r):
    out = r.block("[w](https://example.org/x?a=1&b=2) [m](mailto:a@b.org) [rel](notes/page.html) <http://auto.example>")
    doc = _Doc(out)
    assert list(doc.find("a")) == [
        {"href": "https://example.org/x?a=1&b=2"},
        {"href": "mailto:a@b.org"},
        {"href": "notes/page.html"},
        {"href": "http://auto.example"},
    ]
    assert "target" not in out and "rel=" not in out


@pytest.mark.parametrize(
    "src",
    [
        "[x](javascript:alert(1))",
        "[x](JaVaScRiPt:alert(1))",
        "[x](javascript&#58;alert(1))",
        "[x]( javascript:alert(1))",
        "[x](vbscript:msgbox)",
        "[x](data:text/html,<script>alert(1)</script>)",
        "<javascript:alert(1)>",
        '<a href="javascript:alert(1)">x</a>',
    ],
)
def test_unsafe_links_are_not_links(r, src):
    out = r.block(src)
    doc = _Doc(out)
    assert doc.find("a") == [], out  # no link at all; the source stays visible as text
    assert doc.tags() == ["p"], out
    assert "alert" in doc.text or "msgbox" in doc.text


# ------------------------------------------------------------------ math


MATH_CASES = [
    r"\( a_1 * b_2 < c \\ \frac{a}{b} \)",
    r"\(x_{i}^{2} + y_{i}^{2} = r^2\)",
    r"\[ \sum_{k=1}^{n} k = \frac{n(n+1)}{2} \]",
    r"\( a*b*c \) ",
    r"\( \{ x \mid x > 0 \} \)",
    r"\( |x| \)",
    r"\( \text{a & b} \)",
    r"\( \left< x \right> \)",
]


@pytest.mark.parametrize("math", MATH_CASES)
def test_math_is_verbatim(r, math):
    math = math.strip()
    for render in (r.block, r.inline):
        out = render(f"Before {math} after")
        assert _Doc(out).text == f"Before {math} after"
        assert "<em>" not in out and "<strong>" not in out
    # only & < > (and quotes) are escaped; nothing else changes
    expected = math.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    assert r.inline(math) == expected


def test_multiline_display_math_is_verbatim(r):
    math = "\\[\n\\begin{aligned}\nx_1 &= a * b \\\\\n- y &< 2 \\\\\n# z &= \\{1\\}\n\\end{aligned}\n\\]"
    out = r.block(f"Solve:\n\n{math}\n\nDone *now*.")
    escaped = math.replace("&", "&amp;").replace("<", "&lt;")
    assert out == f"<p>Solve:</p>\n<p>{escaped}</p>\n<p>Done <em>now</em>.</p>"
    assert math in _Doc(out).text
    # also inside a paragraph, with lines that look like list items and headings
    out = r.block(f"Solve {math} now")
    assert out == f"<p>Solve {escaped} now</p>"


def test_math_next_to_markdown(r):
    out = r.block(r"**bold** \(x_1 * y_2\) *em* and `code` \[a_b\]")
    assert out == r"<p><strong>bold</strong> \(x_1 * y_2\) <em>em</em> and <code>code</code> \[a_b\]</p>"


def test_math_in_table_cell_keeps_pipes(r):
    out = r.block("| f | value |\n|---|---|\n| abs | \\(|x|\\) |")
    assert "<td>\\(|x|\\)</td>" in out


def test_math_inside_code_stays_code(r):
    assert r.block(r"`\(a_b\)` and \(c_d\)") == r"<p><code>\(a_b\)</code> and \(c_d\)</p>"
    out = r.block("```\n\\(a_b\\) *x*\n```")
    assert out == f'<div class="{CODE_CLASS}"><pre><code>\\(a_b\\) *x*\n</code></pre></div>'
    # an opener inside code does not pair with a closer outside it
    out = r.block("```\n\\(a\n```\nb \\) *c*")
    assert out == f'<div class="{CODE_CLASS}"><pre><code>\\(a\n</code></pre></div>\n<p>b \\) <em>c</em></p>'


def test_unclosed_math_is_just_text(r):
    assert r.block(r"price \( 5 and *cheap*") == r"<p>price \( 5 and <em>cheap</em></p>"
    assert r.block("\\(a\n\nb\\)") == "<p>\\(a</p>\n<p>b\\)</p>"  # math never crosses a paragraph


def _matrix(n: int) -> str:
    rows = [" & ".join(f"a_{{{i},{j}}}" for j in range(1, n + 1)) for i in range(1, n + 1)]
    return "\\[ A = \\begin{pmatrix}\n" + " \\\\\n".join(rows) + "\n\\end{pmatrix} \\]"


def _derivation(lines: int) -> str:
    steps = [f"  f_{{{k}}}(x) &= \\frac{{d}}{{dx}}\\left( x^{{{k}}} \\cdot e^{{-x}} \\right) + \\sum_{{i=1}}^{{{k}}} "
             f"\\binom{{{k}}}{{i}} x^{{i}} * y_{{i}} \\qquad \\text{{(step {k}: product rule, then *sum*)}}"
             for k in range(1, lines + 1)]
    return "\\[\n\\begin{aligned}\n" + " \\\\\n".join(steps) + "\n\\end{aligned}\n\\]"


@pytest.mark.parametrize("math", [_matrix(16), _derivation(35)], ids=["16x16 matrix", "35-line aligned"])
def test_long_math_keeps_every_character(r, math):
    """A span of any length reaches the card as written: its ``\\\\`` row breaks, ``*``, ``_``
    and ``\\{`` are never read as Markdown (they were, over 2,000 characters: one row)."""
    assert len(math) > 2000
    for text in (f"Solve:\n\n{math}\n\nDone *now*.", f"Solve {math} now", math):
        out = r.block(text)
        assert math in _Doc(out).text, text[:40]
        assert out.count("\\\\") == math.count("\\\\")
        assert "<em>" not in out.replace("<em>now</em>", "")


def test_math_spans_of_any_length_end_where_mathjax_ends_them():
    """The closer outside braces ends a span, however far it is; braces never closed in the
    paragraph leave the opener unclosed."""
    body = "x + " * 5000
    assert math_spans(f"a \\({body}\\) b") == [(2, 2 + 2 + len(body) + 2)]
    assert math_spans(f"\\({{{body}\\)}}\\) b") == [(0, len(body) + 8)]
    assert math_spans(f"\\({{{body}\\) b") == [(0, 2), (len(body) + 3, len(body) + 5)]
    assert math_spans(f"\\({body}\n\n\\)") == [(0, 2), (len(body) + 4, len(body) + 6)]


@pytest.fixture
def alarm():
    """Fail instead of hanging: each opener (or backtick run) settled by rereading the rest
    of its paragraph took minutes on these; linear reading takes well under a second."""
    def stop(*_: object) -> None:
        raise TimeoutError("rendering did not finish: quadratic or worse on this input")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(60)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


@pytest.mark.parametrize("text", [
    "x " + "\\( " * 80_000 + "\\)",                 # each opener read up to 2,000 characters: 97 s
    "x " + "\\( { " * 80_000 + "\\)",               # braces never closed
    "x " + "\\[ " * 80_000,                         # no closer at all
    "\\(x\\) " + " ".join("`" * n for n in range(2, 700)) + " " + "` " * 100_000,   # unclosed runs: 86 s
], ids=["openers then a closer", "openers and braces", "openers", "backtick runs"])
def test_many_unclosed_openers_do_not_hang(alarm, text):
    out = MarkdownConverter().block(text)
    assert out.startswith("<p>")
    if "`" not in text:
        assert _Doc(out).text == text.rstrip()


@pytest.mark.parametrize("text", [
    "> " * 19 + "deep", "> " * 20 + "deep", ">" * 200 + "deep", "a\n\n" + "> " * 20 + "deep\n\nb",
    "- " * 9 + "deep", "1. " * 10 + "deep", "> - " * 7 + "deep",
    "\n".join("  " * i + "- item" for i in range(10)), "\n".join("\t" * i + "- item" for i in range(10)),
    "\n".join("> " * i + "- item" for i in range(12)),
])
def test_blocks_nested_too_deeply_are_an_error_when_checking_too(text):
    """markdown-it drops blocks deeper than its nesting limit; that is an error at the lost
    line, found the same by ``check`` (which skips rendering texts that cannot fail)."""
    outcomes: list[list[tuple[str, str]] | None] = []
    for checking in (False, True):
        try:
            MarkdownConverter(checking=checking).block(text)
            outcomes.append(None)
        except RenderError as exc:
            outcomes.append(exc.problems)
    assert outcomes[0] == outcomes[1]
    html = None if outcomes[0] else MarkdownConverter().block(text)
    words = re.findall(r"deep|item", text)
    # no error: every word is shown; an error: it names the lost line
    assert (html is not None and len(re.findall(r"deep|item", html)) == len(words)) or (
        outcomes[0] and all("nested too deeply" in m and src.endswith(("deep", "item")) for src, m in outcomes[0]))


def test_math_keeps_braces_and_template_syntax_is_text(r):
    assert r.inline(r"{{c1::x}} \( \frac{a}{b} \)") == r"{{c1::x}} \( \frac{a}{b} \)"


def test_math_in_link_text_and_image_alt(r):
    out = r.block(r"[\(x_1\)](https://e.org) ![\(a*b\)](p.png)")
    assert out == r'<p><a href="https://e.org">\(x_1\)</a> <img src="p.png" alt="\(a*b\)"></p>'


# ------------------------------------------------------------------ plain text and raw HTML


def test_plain_text_with_operators(r):
    assert r.block("a < b && c > d") == "<p>a &lt; b &amp;&amp; c &gt; d</p>"
    assert r.inline("a < b && c > d") == "a &lt; b &amp;&amp; c &gt; d"
    assert r.inline("x<y>z") == "x&lt;y&gt;z"  # an unknown "tag" is text


def test_quotes_backslashes_and_braces_are_text(r):
    src = r'She said "hi" & it\'s C:\path\ {{Front}} }} {{'
    out = r.inline(src)
    assert _Doc(out).text == "She said \"hi\" & it's C:\\path\\ {{Front}} }} {{"


@pytest.mark.parametrize(
    "src, expected",
    [
        ("H<sub>2</sub>O x<sup>2</sup>", "H<sub>2</sub>O x<sup>2</sup>"),
        ("<kbd>Ctrl</kbd>+<kbd>C</kbd>", "<kbd>Ctrl</kbd>+<kbd>C</kbd>"),
        ("<b>b</b> <i>i</i> <u>u</u> <mark>m</mark> <small>s</small>",
         "<b>b</b> <i>i</i> <u>u</u> <mark>m</mark> <small>s</small>"),
        ("<del>d</del><ins>i</ins><s>s</s><em>e</em><strong>s</strong>",
         "<del>d</del><ins>i</ins><s>s</s><em>e</em><strong>s</strong>"),
        ('<abbr title="HyperText &amp; more">HTML</abbr>', '<abbr title="HyperText &amp; more">HTML</abbr>'),
        ("<ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp></ruby>", "<ruby>漢<rp>(</rp><rt>kan</rt><rp>)</rp></ruby>"),
        ("line<br>break<br/>", "line<br>break<br>"),
        ('<img src="a.png" alt="A" width="20" height="10">', '<img src="a.png" alt="A" width="20" height="10">'),
        ("<span>s</span> <code>c</code>", "<span>s</span> <code>c</code>"),
        ("<B>upper</B>", "<b>upper</b>"),
        ("<b><i>both</i></b>", "<b><i>both</i></b>"),
        ("<img src=a.png> and <b>x</b>", '<img src="a.png"> and <b>x</b>'),
    ],
)
def test_allowed_raw_html_is_kept(r, src, expected):
    assert r.inline(src) == expected


@pytest.mark.parametrize(
    "src, visible",
    [
        ("The <img> element is missing the alt attribute", "The <img> element is missing the alt attribute"),
        ("Use <IMG alt='x'/> for pictures", "Use <IMG alt='x'/> for pictures"),
        ("Wrap it in <b> to make it bold", "Wrap it in <b> to make it bold"),
        ("<b>unclosed", "<b>unclosed"),
        ("Close it with </strong>, then", "Close it with </strong>, then"),
        ("<code>a</code> or <code> alone", "a or <code> alone"),
        ("<b><i>x</b>", "<i>x"),
        ("line one\n\n<sub> starts a block", "line one\n<sub> starts a block"),
    ],
)
def test_tag_names_typed_in_prose_show_as_written(r, src, visible):
    """Issue 13, defect 8: a tag named in prose is not a silent broken element."""
    out = r.block(src)
    assert _Doc(out).text.replace("\n\n", "\n") == visible, out
    assert "<img" not in out


@pytest.mark.parametrize(
    "src, visible",
    [
        ("<script>alert(1)</script>", "<script>alert(1)</script>"),
        ("Look: <script>alert(1)</script>!", "Look: <script>alert(1)</script>!"),
        ("<div>block</div>", "<div>block</div>"),
        ("<style>p{color:red}</style>", "<style>p{color:red}</style>"),
        ('<iframe src="https://e.org"></iframe>', '<iframe src="https://e.org"></iframe>'),
        ("<form><input></form>", "<form><input></form>"),
        ("<object data=x></object>", "<object data=x></object>"),
        ("x <!-- note --> y", "x <!-- note --> y"),
        ("<blink>old</blink>", "<blink>old</blink>"),
        ('<a href="https://e.org">raw link</a>', '<a href="https://e.org">raw link</a>'),
    ],
)
def test_disallowed_raw_html_is_shown_as_text(r, src, visible):
    for render in (r.block, r.inline):
        out = render(src)
        doc = _Doc(out)
        assert doc.text == visible
        assert set(doc.tags()) <= {"p"}, out
        assert not doc.comments


@pytest.mark.parametrize(
    "src",
    [
        "<img src=x onerror=alert(1)>",
        '<img src="x" onerror="alert(1)" style="width:999px">',
        '<b onclick="alert(1)" style="color:red" class="mc-correct">b</b>',
        "<span onmouseover=alert(1) id=x>s</span>",
        '<abbr title="t" onfocus="alert(1)">A</abbr>',
        '<img src="javascript:alert(1)">',
        "<img src=\"data:text/html,x\" alt='a'>",
    ],
)
def test_allowed_tags_lose_dangerous_attributes(r, src):
    out = r.block(src)
    doc = _Doc(out)
    assert doc.elements, out
    for tag, attrs in doc.elements:
        assert tag in {"p", "img", "b", "span", "abbr"}
        for name, value in attrs.items():
            assert not name.startswith("on"), out
            assert name not in {"style", "class", "id"}, out
            if name == "src":
                assert not (value or "").lower().startswith(("javascript:", "data:")), out
    assert r.block("<img src=x onerror=alert(1)>") == '<p><img src="x"></p>'


def test_closing_script_tag_is_text(r):
    out = r.block("a </script><script>alert(1)</script> b")
    assert "<script" not in out and "</script" not in out
    assert _Doc(out).text == "a </script><script>alert(1)</script> b"


def test_html_block_mixing_allowed_and_disallowed(r):
    out = r.block("<div><b>x</b> & y</div>")
    doc = _Doc(out)
    assert doc.tags() == ["p", "b"]
    assert doc.text == "<div>x & y</div>"


# ------------------------------------------------------------------ inline mode, whitespace


def test_inline_unwraps_a_single_paragraph(r):
    assert r.inline("*Paris*") == "<em>Paris</em>"
    assert r.block("*Paris*") == "<p><em>Paris</em></p>"
    assert r.inline("Plain") == "Plain"
    assert r.block("Plain") == "<p>Plain</p>"
    assert r.inline("one\n\ntwo") == "<p>one</p>\n<p>two</p>"
    assert r.inline("- a\n- b") == "<ul>\n<li>a</li>\n<li>b</li>\n</ul>"
    assert r.inline("") == "" and r.block("  \n") == ""


def test_yaml_trailing_newline_and_blank_lines_do_not_matter(r):
    for src in ("What is *x*?", "What is *x*?\n", "\n\nWhat is *x*?\n\n\n", "What is *x*?  \n"):
        assert r.block(src) == "<p>What is <em>x</em>?</p>"
    assert r.block("Plain text\n") == r.block("Plain text") == "<p>Plain text</p>"
    assert r.block("```\ncode\n```\n") == r.block("```\ncode\n```")


# ------------------------------------------------------------------ images


def test_image_resolver_called_and_used():
    seen = []

    def resolve(src: str) -> str:
        seen.append(src)
        return "media_" + src.replace(" ", "_")

    r = MarkdownConverter(resolve)
    out = r.block('![A cat](<cat photo.png> "T") <img src="dog.png" alt="D" onerror=x>')
    assert seen == ["cat photo.png", "dog.png"]
    assert out == '<p><img src="media_cat_photo.png" alt="A cat" title="T"> <img src="media_dog.png" alt="D"></p>'


def test_image_resolver_value_error_becomes_render_error():
    def resolve(src: str) -> str:
        raise ValueError(f"image not found: {src}")

    r = MarkdownConverter(resolve)
    with pytest.raises(RenderError, match=r"image not found: missing\.png"):
        r.block("![x](missing.png)")
    with pytest.raises(RenderError, match=r"image not found: gone\.png"):
        r.inline("<img src='gone.png'>")
    assert issubclass(RenderError, Exception) and not issubclass(RenderError, ValueError)


def test_images_left_alone_without_resolver(r):
    assert r.inline("![a](img/a.png)") == '<img src="img/a.png" alt="a">'


# ------------------------------------------------------------------ speed: fast path and cache


_PLAIN_SAMPLES = [
    "Paris",
    "What is the capital of France?",
    'The "quoted" word, it\'s fine.',
    "Two lines\nof text",
    "Numbers 1. and 2) in the middle - dash + plus = equal",
    "Unicode: é, 中文, ß, emoji 🙂",
    "URL-ish http://example.org stays text (no linkify)",
    "(parens) {braces} $dollars$ 100% ^caret @at ;:,.",
    "{{c1::cloze-looking}}",
]

_FUZZ_ALPHABET = [*"abcXYZ0129 .,;:()?'\"-+=/%$@^{}", "\n", "  ", "é", "中", "\xa0", "\u2028", "\x0c",
                  "1. ", "- ", "2) ", "==", "--", "word"]


def _fuzz_strings(n: int = 4000):
    rnd = random.Random(20240611)
    for _ in range(n):
        yield "".join(rnd.choice(_FUZZ_ALPHABET) for _ in range(rnd.randint(1, 14)))


def test_fast_path_matches_parser():
    r = MarkdownConverter()
    compared = 0
    for src in [*_PLAIN_SAMPLES, *_fuzz_strings()]:
        text = normalize(src)
        if not text or not is_plain(text):
            continue
        compared += 1
        for inline in (False, True):
            assert render_plain(text, inline) == r._render_full(text, inline), repr(src)
    assert compared > 1000
    # the hand-written plain samples really take the fast path
    for src in _PLAIN_SAMPLES:
        assert is_plain(src), src


@pytest.mark.parametrize(
    "src",
    ["a *b*", "a_b", "x < y", "a & b", "# h", "- item", "1. item", "2) item", "> q", "a | b", "~~s~~",
     "![i](x)", "[l](x)", "`c`", "a\\b", "a\n\nb", "    code", "line  \nbreak", "a\tb", "title\n===", "nb\u00a0sp"],
)
def test_special_text_takes_the_parser(src):
    assert not is_plain(normalize(src))


def test_one_line_choices_are_inline_markdown_only():
    r = MarkdownConverter()
    for text in ["1990.", "-", "+", "*", "1.", "# 1", "---", "[x]: /url"]:
        assert r.inline(text) == text
    assert r.inline("> 2") == "&gt; 2"
    assert r.inline("- a\n- b") == "<ul>\n<li>a</li>\n<li>b</li>\n</ul>"  # several lines: block Markdown


def test_fast_path_and_cache_skip_the_parser(monkeypatch):
    calls = []
    real_parse = md_parser.MD.parse

    def counting_parse(src, env=None):
        calls.append(src)
        return real_parse(src, env)

    real_parse_inline = md_parser.MD.parseInline

    def counting_parse_inline(src, env=None):
        calls.append(src)
        return real_parse_inline(src, env)

    monkeypatch.setattr(md_parser.MD, "parse", counting_parse)
    monkeypatch.setattr(md_parser.MD, "parseInline", counting_parse_inline)
    r = MarkdownConverter()
    assert r.block("Just plain text.") == "<p>Just plain text.</p>"
    assert calls == []
    assert r.inline("**bold**") == "<strong>bold</strong>"   # the narrow renderer (narrow.py): no parser either
    assert calls == []
    link = "**bold** [l](https://x.org)"
    for _ in range(3):
        assert r.inline(link) == '<strong>bold</strong> <a href="https://x.org">l</a>'
    assert calls == [link]
    assert r.block(link) == '<p><strong>bold</strong> <a href="https://x.org">l</a></p>'  # other mode: once more
    assert len(calls) == 2


# ------------------------------------------------------------------ defence in depth


_NASTY = [
    "<svg onload=alert(1)>",
    "<img src=x onerror=alert(1)//",
    '<a href="javascript:alert(1)">x</a>',
    "[x](javascript:alert(1))",
    "<scr<script>ipt>alert(1)</script>",
    "<<script>script>alert(1)<</script>/script>",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    '<img src="x" alt="\\" onerror=alert(1) x=\\"">',
    "`<script>`\n\n```html\n<script>alert(1)</script>\n```",
    "\\( </script><script>alert(1)</script> \\)",
    "<b>x</b></p></div></li></ol><script>alert(1)</script>",
    "<![CDATA[<script>alert(1)</script>]]>",
    "<?php echo 1; ?>",
    "<!DOCTYPE html>",
]


@pytest.mark.parametrize("src", _NASTY)
def test_nothing_executable_survives(r, src):
    for out in (r.block(src), r.inline(src)):
        doc = _Doc(out)
        for tag, attrs in doc.elements:
            assert tag not in {"script", "style", "svg", "math", "iframe", "object", "embed", "form", "input"}, out
            for name, value in attrs.items():
                assert not name.startswith("on"), out
                assert "javascript" not in (value or "").lower(), out
        # the field cannot close the card's wrapper elements (every end tag has its start tag)
        for tag in ("div", "li", "ol", "p"):
            assert out.count(f"</{tag}>") == len(re.findall(rf"<{tag}[ >]", out)), out


# ------------------------------------------------------------------ highlight.css


def _luminance(hex_colour: str) -> float:
    h = hex_colour.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    chans = [int(h[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in chans]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def _contrast(a: str, b: str) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def _css_rules(css: str) -> list[tuple[list[str], dict[str, str]]]:
    """(selectors, declarations) of each rule (a rule may name several selectors)."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    rules = []
    for sel, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
        decls = {}
        for decl in body.split(";"):
            if ":" in decl:
                k, v = decl.split(":", 1)
                decls[k.strip()] = v.strip()
        rules.append(([" ".join(one.split()) for one in sel.split(",")], decls))
    return rules


def _class_styles(night: bool) -> dict[str, dict[str, str]]:
    """The declarations of each token class in one theme (each class is in one rule a theme)."""
    styles: dict[str, dict[str, str]] = {}
    for selectors, decls in _css_rules(HIGHLIGHT_CSS.read_text(encoding="utf-8")):
        for sel in selectors:
            m = re.fullmatch(r"(\.nightMode |\.night_mode )?\.mc-code \.([a-z0-9]+)", sel)
            if m and bool(m.group(1)) == night:
                assert styles.setdefault((m.group(1) or "") + m.group(2), decls) is decls, f"{sel} in two rules"
    return {key.split(" ")[-1]: decls for key, decls in styles.items()}


def test_contrast_helper_is_right():
    assert _contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert _contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)  # the classic AA near-miss


def test_highlight_css_is_anki_safe_and_has_both_themes():
    css = HIGHLIGHT_CSS.read_text(encoding="utf-8")
    assert "{{" not in css and "}}" not in css
    assert ".nightMode .mc-code" in css and ".night_mode .mc-code" in css


@pytest.mark.parametrize("night", [False, True])
def test_highlight_css_contrast(night):
    rules = _css_rules(HIGHLIGHT_CSS.read_text(encoding="utf-8"))
    theme = [(selectors, d) for selectors, d in rules if any(".nightMode" in s for s in selectors) == night]
    if night:
        for selectors, _ in theme:  # both spellings, always together
            assert sorted(s.replace(".night_mode", ".nightMode") for s in selectors if ".night_mode" in s) \
                == sorted(s for s in selectors if ".nightMode" in s), selectors
    base_sel = [".nightMode .mc-code", ".night_mode .mc-code"] if night else [".mc-code"]
    base = next(d for selectors, d in theme if selectors == base_sel)
    bg, fg = base["background"], base["color"]
    assert re.fullmatch(r"#[0-9a-f]{6}", bg) and re.fullmatch(r"#[0-9a-f]{6}", fg)
    assert _contrast(fg, bg) >= 4.5
    styled = _class_styles(night)
    for cls, decls in styled.items():
        colour = decls.get("color", "inherit")
        colour = fg if colour == "inherit" else colour
        own_bg = decls.get("background-color", "transparent")
        against = bg if own_bg == "transparent" else own_bg
        assert _contrast(colour, against) >= 4.5, (cls, colour, against)
    assert len(styled) > 20
    # the classes the renderer uses for common tokens are styled in this theme
    assert {"k", "s", "c", "nf", "mi", "c1", "s2"} <= set(styled)
    assert set(styled) <= PYGMENTS_CLASSES


def test_highlight_css_sets_the_same_properties_in_both_themes():
    """No light-theme property leaks into night mode: a class sets the same properties in both."""
    light, night = _class_styles(False), _class_styles(True)
    assert set(light) == set(night)
    for cls in light:
        assert list(light[cls]) == list(night[cls]), cls


def test_repeated_texts_are_rendered_once_and_the_cache_stays_bounded(monkeypatch):
    renderer = MarkdownConverter()
    calls = []
    original = MarkdownConverter._render   # every text not found in the cache, whichever way it renders

    def counting(self, text, inline, **options):
        calls.append(text.rstrip())
        return original(self, text, inline, **options)

    monkeypatch.setattr(MarkdownConverter, "_render", counting)
    long_text = "A long *shared* explanation. " * 200          # 5,800 characters, e.g. through an alias
    for i in range(50):
        assert renderer.block(long_text) == renderer.block(long_text)
        renderer.block(f"unique **{i}**")
    assert calls.count(long_text.rstrip()) == 1
    monkeypatch.setattr(md_converter, "CACHE_LIMIT", 10)
    monkeypatch.setattr(md_converter, "CACHE_CHARS", 10_000)
    for i in range(100):
        renderer.block(f"text **{i}** " + "x" * 500)
    assert len(renderer._cache) <= 10 and renderer._cached_chars <= 10_000
    assert renderer._cached_chars == sum(len(t) + len(h) for (t, _), h in renderer._cache.items())


# ------------------------------------------------------------------ checking (issue 6, target 3)

_CHECK_SNIPPETS = [
    "a", "Z", "1", "1.", "2)", " ", "\n", "\n\n", "    ", "\t", "é", "…", "*", "**", "_", "~~", "`", "```",
    "```py\n", "~~~ sh\n", "\n```\n", "|", "| a |\n|---|\n", "| |\n|-|\n| |x|", "-", "---\n", "#", "# ", "=",
    ">", "> ", "- ", "[", "]", "[x]", "(", ")", "[a](b.html)", "[a](https://x.org)", "[r]: local.html\n",
    "[r]", "![i](assets/harmless.svg)", "![i](missing.png)", "![i](https://x.org/i.png)", "<img src=x.png>",
    "<img src=\"assets/harmless.svg\">", "<b>", "</b>", "<!-- c -->", "<span>", "<https://x.org>", "<a.html>",
    "<div>", "&", "&#92;", "&amp;", "&nbsp;", "&#40;", "\\", "\\(", "\\)", "\\[", "\\]", "\\\\", "x^2",
    "\\frac{a}{b}", "\\href{x}{y}", "\\def\\x{y}", "\\color{red}", "{", "}", "[sound:a.mp3]", "\x00", "\r",
]

_check_texts = st.lists(st.one_of(st.sampled_from(_CHECK_SNIPPETS), st.text(max_size=3)), max_size=12).map("".join)


def _found(converter: MarkdownConverter, text: str, inline: bool) -> tuple[object, ...]:
    """What ``check`` takes from one rendered text: refused images and links, refused math,
    and (for a question) whether it shows anything."""
    from quizdeck.html.mathcheck import check_html
    from quizdeck.html.render import shows_something

    try:
        html = converter.inline(text) if inline else converter.block(text)
    except RenderError as exc:
        return ("refused", exc.problems)
    return ("math", [(p.needle, p.message) for p in check_html(html)], shows_something(html))


@settings(max_examples=1500, deadline=None)
@given(text=_check_texts, inline=st.booleans())
def test_checking_finds_exactly_what_rendering_finds(text: str, inline: bool):
    """``check`` renders only what could have a problem, without highlighting: for any
    text it finds a problem (refused image or link, refused math, a question that shows
    nothing) exactly when a full rendering does, and the same one."""
    from quizdeck.html.media import MediaCollector

    folder = Path(__file__).parent / "corpus" / "hostile"   # assets/harmless.svg exists there
    full = MarkdownConverter(image_resolver=MediaCollector(folder))
    checking = MarkdownConverter(image_resolver=MediaCollector(folder), checking=True)
    assert _found(checking, text, inline) == _found(full, text, inline)


@pytest.mark.parametrize("text", ["1.", "```py\n```", "| |\n|-|\n| |x|", "<b></b>", "[x]: https://x.org",
                                  "&#92;(\\def\\x{y}\\)"])
def test_checking_renders_what_could_hide_everything_or_fail(text: str):
    """Texts whose letters are all hidden (list marker, info string, a table's extra cell) or
    that may fail are rendered when checking; plain prose and code are not highlighted."""
    from quizdeck.html.render import shows_something

    full, checking = MarkdownConverter(), MarkdownConverter(checking=True)
    assert shows_something(checking.block(text)) == shows_something(full.block(text))
    assert "<span" not in checking.block("```python\nx = 1\n```")
    assert checking.block("Some *prose* with `code`.") == "<p>…</p>"
