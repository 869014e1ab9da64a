"""The renderer's shortcuts give exactly what the full path gives (issue 20, point 2).

* ``narrow``: a text it takes renders byte for byte as markdown-it + the render rules + the
  sanitiser render it, building and checking, block and inline; compared over the texts of
  the repository's quizzes and corpora (``cards/``, ``tests/corpus``, ``tests/importing``:
  every YAML scalar, and the raw sources in windows of paragraphs and in lines: real banks
  in many languages, HTML, GIFT markup, tables) and over random texts, many seeds, built
  from hostile pieces (raw HTML, entities, math, code, fences, nested and loose lists,
  links, images, right-to-left text, odd whitespace) and from quiz-shaped ones;
* ``is_plain``: the same answer as the single regular expression it replaced;
* ``lexing``: the same tokens as Pygments' own ``RegexLexer`` loop, for every plain regex
  lexer Pygments has, on code in several languages.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml
from pygments.lexer import RegexLexer
from pygments.lexers import get_all_lexers, get_lexer_by_name

from quizdeck.html.markdown import fastpath
from quizdeck.html.markdown.ankisyntax import escape_anki_syntax
from quizdeck.html.markdown.converter import MarkdownConverter, normalize
from quizdeck.html.markdown.lexing import _tokens, speed_up
from quizdeck.html.markdown.math import protect_math
from quizdeck.html.markdown.narrow import render_narrow
from quizdeck.html.markdown.problems import RenderError

ROOT = Path(__file__).resolve().parent.parent
CORPUS_ROOTS = [ROOT / "cards", ROOT / "tests" / "corpus", ROOT / "tests" / "importing"]
_BINARY = {".png", ".jpg", ".jpeg", ".gif", ".svg", ".apkg", ".json", ".webp", ".mp3"}


def _scalars(raw: str) -> Iterator[str]:
    """Every scalar of a YAML file (its node graph walked once: alias bombs stay small)."""
    try:
        stack: list[yaml.Node | None] = list(yaml.compose_all(raw, Loader=yaml.CSafeLoader))
    except yaml.YAMLError:
        return
    seen: set[int] = set()
    while stack:
        node = stack.pop()
        if node is None or id(node) in seen:
            continue
        seen.add(id(node))
        if isinstance(node, yaml.ScalarNode):
            yield node.value
        elif isinstance(node, yaml.SequenceNode):
            stack.extend(node.value)
        elif isinstance(node, yaml.MappingNode):
            stack.extend(v for pair in node.value for v in pair)


def corpus_texts(every_line: bool) -> list[str]:
    """Texts from the repository's quizzes, corpora and import sources (see the docstring)."""
    texts: list[str] = []
    for root in CORPUS_ROOTS:
        for path in sorted(root.rglob("*")):
            if not path.is_file() or path.suffix.lower() in _BINARY:
                continue
            try:
                raw = path.read_text(encoding="utf-8")
            except (UnicodeDecodeError, OSError):
                continue
            if path.suffix in (".yaml", ".yml"):
                texts.extend(_scalars(raw))
                continue
            paragraphs = raw.split("\n\n")
            texts.extend("\n\n".join(paragraphs[k:k + 3])[:3000] for k in range(0, len(paragraphs), 2))
            lines = raw.splitlines()
            texts.extend(line[:3000] for line in (lines if every_line else lines[::7]))
    return list(dict.fromkeys(texts))


_CONVERTERS = {checking: MarkdownConverter(checking=checking) for checking in (False, True)}


def compare(text: str) -> int:
    """Assert that ``narrow`` gives the full path's HTML for ``text`` wherever it takes it;
    return how many of the four ways (block/inline x building/checking) it took."""
    text = normalize(text)
    if not text:
        return 0
    taken = 0
    for inline in (False, True):
        for checking in (False, True):
            source, math = protect_math(text)
            got = render_narrow(source, inline, math, checking)
            if got is None:
                continue
            taken += 1
            try:
                want = _CONVERTERS[checking]._render_full(text, inline)
            except RenderError as exc:   # narrow never takes a text that cannot render
                pytest.fail(f"narrow rendered {text!r}, which the parser refuses: {exc}")
            assert escape_anki_syntax(got) == want, (text, inline, checking)
    return taken


def test_narrow_equals_the_parser_on_the_corpus():
    texts = corpus_texts(every_line=False)
    taken = sum(compare(text) > 0 for text in texts)
    assert len(texts) > 3000
    assert taken > len(texts) // 3   # it is not only declining


@pytest.mark.slow  # every line of every source: about 4 x 20,000 renderings
def test_narrow_equals_the_parser_on_every_line_of_the_corpus():
    for text in corpus_texts(every_line=True):
        compare(text)


# ------------------------------------------------------------------ random texts

_HOSTILE = [
    "word", "Word", "x", "é", "中文", "مرحبا", "שלום", "\u200f", "\u202e", "🙂", " ", " ", "  ", "\n", "\n",
    "\n\n", "\n\n\n",
    "*", "**", "***", "_", "__", "`", "``", "```", "~", "~~", "\\", "\\*", "\\_", "\\`", "\\\\", "\\(", "\\)",
    "\\[", "\\]",
    "\\( x^2 \\)", "\\[ a < b \\]", "\\(a\n\nb\\)", "$", "<", ">", "<b>", "</b>", "<br>", "<img src=x.png>", "<script>",
    "<!-- c -->", "<https://x.org>", "&", "&amp;", "&lt;", "&#39;", "&#92;", "&nbsp;", "&copy", "[", "]",
    "[x]", "[a](b)",
    "![i](p.png)", "](", "]:", "[r]: /u", "(", ")", "- ", "* ", "+ ", "1. ", "2) ", "10. ", "0. ", "# ", "## ",
    "> ", "|",
    "| a | b |", "|-|-|", "---", "===", "***", "\t", "\xa0", "\ufeff", "\x0c", "\x7f", ".", ",", "!", "?", ":",
    ";", "'",
    '"', "“", "”", "«", "»", "—", "-", "=", "#", "@", "%", "{", "}", "^", "1", "42", "a_b", "snake_case", "```python\n",
    "```\n", "~~~\n", "```js x\n", "    ", "\n- ", "\n* ", "\n+ ", "\n1. ", "\n2. ", "\n> ", "\n# ", "\n```\n",
    "\n  - ",
    "\n    ", "[sound:x.mp3]", "[[type:x]]", "\u2028", "{{c1::x}}",
]
_WORDS = [
    "the", "cell", "x", "value", "é", "مرحبا", "עברית", "中文", "`code`", "`a < b`", "`` a`b ``", "` x `",
    "*em*", "**strong**",
    "_u_", "__s__", "\\(x\\)", "\\(a_b * c\\)", "\\[ \\sum_i x_i \\]", "2 * 3", "a_b", "(see *x*)", "**b**.",
    "*a*,", "\\*",
    "\\_", "&", "<", ">", "a<b", "'q'", '"q"', "[1]", "!", "~", "*", "_", "***", "*a **b** c*", "**a *b* c**", "_a_b_",
    "*a*b", "a*b*c", "**", "x**y", "*(a)*", "(*a*)", "“*q*”", "*é*", "[x]", "#1", "50%", "3.14", "-5", "C#", "x^2",
]


def _hostile(rnd: random.Random) -> str:
    return "".join(rnd.choice(_HOSTILE) for _ in range(rnd.randint(1, 25)))


def _inline(rnd: random.Random) -> str:
    return " ".join(rnd.choice(_WORDS) for _ in range(rnd.randint(1, 12)))


def _quiz_shaped(rnd: random.Random) -> str:
    """Paragraphs, lists (bullets, numbers from 1 or not, either delimiter), fences, a
    paragraph followed by a list, with inline markup: what explanations look like."""
    blocks = []
    for _ in range(rnd.randint(1, 4)):
        roll = rnd.random()
        if roll < 0.4:
            blocks.append("\n".join(_inline(rnd) for _ in range(rnd.randint(1, 3))))
        elif roll < 0.6:
            bullet = rnd.choice("-*+")
            blocks.append("\n".join(f"{bullet} {_inline(rnd)}" for _ in range(rnd.randint(1, 4))))
        elif roll < 0.75:
            first, delimiter = rnd.choice([1, 1, 2, 7]), rnd.choice(".)")
            blocks.append("\n".join(f"{first + i}{delimiter} {_inline(rnd)}" for i in range(rnd.randint(1, 4))))
        elif roll < 0.9:
            lang = rnd.choice(["", "python", "js", "sql", "nope", "PYTHON"])
            body = "\n".join(_inline(rnd) for _ in range(rnd.randint(0, 3)))
            blocks.append(f"```{lang}\n{body}\n```")
        else:
            blocks.append(f"{_inline(rnd)}\n{rnd.choice('-*+')} {_inline(rnd)}")
    return rnd.choice(["\n\n", "\n", "\n\n\n"]).join(blocks)


@pytest.mark.parametrize("seed", range(3))
def test_narrow_equals_the_parser_on_random_texts(seed: int):
    rnd = random.Random(seed)
    taken = sum(compare(_hostile(rnd) if i % 2 else _quiz_shaped(rnd)) > 0 for i in range(400))
    assert taken > 40


@pytest.mark.slow  # many seeds
@pytest.mark.parametrize("seed", range(3, 40))
def test_narrow_equals_the_parser_on_more_random_texts(seed: int):
    rnd = random.Random(seed)
    for i in range(1000):
        compare(_hostile(rnd) if i % 2 else _quiz_shaped(rnd))


@pytest.mark.parametrize("text", [
    "Which of these is **true**?", "Use `dict.get` or *catch* `KeyError`.", "a_b and snake_case_name stay text",
    "Cost \\( O(n \\log n) \\) & more < less", "Intro:\n- one\n- two", "Steps:\n1. first\n2. second",
    "Code:\n\n```python\nx = 1\n```\n\nAfter.", "3) third\n4) fourth", "*a **b** c*",
])
def test_quiz_texts_take_the_narrow_path(text: str):
    source, math = protect_math(normalize(text))
    assert render_narrow(source, False, math, False) is not None
    compare(text)


@pytest.mark.parametrize("text", [
    "[a](https://x.org)", "![i](x.png)", "<b>x</b>", "&copy;", "# h", "> q", "| a |\n|---|", "- a\n\n- b", "- a\n  - b",
    "***x***", "a*b*c", "~~s~~", "line\\\nbreak", "    code", "a\tb", "```\nunclosed", "text\n===", "- a\nlazy",
])
def test_what_narrow_declines(text: str):
    source, math = protect_math(normalize(text))
    assert render_narrow(source, False, math, False) is None
    compare(text)


# ------------------------------------------------------------------ is_plain

_OLD_SLOW_RE = re.compile(  # the one expression is_plain used before (issue 20): the same answers
    r"[`*_\[\]<>&\\#|~!\x00-\x09\x0b-\x1f\x7f]|[^\S \n]|^[ \-+=]|^[0-9]+[.)]|^$| $", re.M)


def test_is_plain_answers_as_before():
    alphabet = [*"abc 1290.)-+=\n *_`<>&#|~![]\\\t\xa0\u2028\x0c\x1f\x7f\u3000\u0085é", "\n\n", "1.", " \n", "10)"]
    rnd = random.Random(7)
    for _ in range(100_000):
        text = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 8)))
        assert fastpath.is_plain(text) == (_OLD_SLOW_RE.search(text) is None), repr(text)
    odd = {chr(c) for c in range(0x110000) if chr(c).isspace() and chr(c) not in " \n"}
    assert {c for c in odd if re.fullmatch(f"[{fastpath.ODD_SPACE}]", c)} == odd


# ------------------------------------------------------------------ lexing

_CODE = [
    'def f(n, *a, **k):\n    """doc"""\n    return [x ** 2 for x in range(n) if x % 3 == 0]  # c\n',
    'print(f"{a!r:>10} {b}")\nclass A(B, metaclass=M):\n    @property\n    def x(self): return 0x1F + 1e-3\n',
    "SELECT a, COUNT(*) FROM t WHERE b = 'x' AND c IS NOT NULL GROUP BY a; -- comment\n",
    '#include <stdio.h>\nint main(void) { printf("%d\\n", 1 << 3); return 0; }\n',
    "function f(a) { return `x${a}` + /re+/g.test(a); } // c\n/* b */\nconst o = {k: [1, 2]};\n",
    '<div class="a" id=b>&amp; <b>x</b><!-- c --></div>\n<script>if (a < b) {}</script>\n',
    "echo \"$HOME\" | grep -E '^a' && ls -la ${X:-y} # c\nfor i in 1 2; do :; done\n",
    "public class A { static void main(String[] a) { int[] x = new int[3]; } }\n",
    'fn main() { let x: i32 = 5; println!("{}", x); }\n', "\t\tx = 1\r\n\ty\n",
    "weird \x00 \x0c ÄÖ 中文 \\1 ${a} @x #y",
    "", "\n\n", "   ", "'unclosed \"string\n(((\n",
]


def _plain_regex_lexers() -> Iterator[RegexLexer]:
    for _, aliases, _, _ in get_all_lexers():
        if not aliases:
            continue
        lexer = get_lexer_by_name(aliases[0], stripnl=False, ensurenl=False)
        if isinstance(lexer, RegexLexer) and type(lexer).get_tokens_unprocessed is RegexLexer.get_tokens_unprocessed:
            yield lexer


def _pygments_tokens(lexer: RegexLexer, text: str) -> object:
    try:
        return list(RegexLexer.get_tokens_unprocessed(lexer, text))
    except Exception as exc:  # noqa: BLE001  # a lexer's own failure must be the same failure
        return type(exc)


def _our_tokens(lexer: RegexLexer, text: str) -> object:
    try:
        return list(_tokens(lexer, text))
    except Exception as exc:  # noqa: BLE001  # see _pygments_tokens
        return type(exc)


@pytest.mark.slow  # every lexer Pygments has (about 500)
def test_joined_rules_give_pygments_tokens_for_every_lexer():
    for lexer in _plain_regex_lexers():
        for code in _CODE:
            assert _our_tokens(lexer, code) == _pygments_tokens(lexer, code), (type(lexer).__name__, code)


@pytest.mark.parametrize("lang", ["python", "js", "sql", "c", "java", "bash", "html", "rust", "go", "css", "xml",
                                  "yaml", "ruby", "php", "cpp", "csharp", "kotlin", "typescript"])
def test_joined_rules_give_pygments_tokens(lang: str):
    lexer = get_lexer_by_name(lang, stripnl=False, ensurenl=False)
    assert isinstance(lexer, RegexLexer)
    texts = [*_CODE, *(p.read_text(encoding="utf-8")[:4000] for p in sorted((ROOT / "quizdeck" / "html").glob("*.py")))]
    for code in texts:
        assert _our_tokens(lexer, code) == _pygments_tokens(lexer, code), code
    assert speed_up(lexer) is lexer
