"""``check``'s lighter path finds exactly what the full one finds (issue 20, point 3).

* a text that cannot have a problem (``fastpath.cannot_fail``) is not rendered at all when
  only checking: its problems (none) and whether it shows something are those of rendering
  it, over the corpus texts and random ones;
* ``fields.checked_fields`` renders the same texts in the same order as ``note_fields``: the
  same problems, in the same order;
* ``mathcheck._strings`` (the renderer's HTML cut with one pattern) gives ``html.parser``'s
  text runs, over the HTML of the corpus texts and random HTML;
* ``fastpath``'s quicker tests answer as the loops they replaced.
"""

from __future__ import annotations

import random
import re

import pytest

from quizdeck.core.diagnostics import Pos
from quizdeck.html import mathcheck
from quizdeck.html.fields import checked_fields, note_fields
from quizdeck.html.markdown import fastpath
from quizdeck.html.markdown.converter import MarkdownConverter
from quizdeck.html.markdown.parser import MAX_NESTING
from quizdeck.html.render import TextConverter, shows_something
from quizdeck.source.model import Choice, Question, Text
from tests.test_markdown_narrow import _hostile, _quiz_shaped, corpus_texts

_Problem = tuple[Pos, str, str | None]


def _converter(skip: bool) -> tuple[TextConverter, list[_Problem]]:
    problems: list[_Problem] = []
    converter = TextConverter(MarkdownConverter(image_resolver=lambda src: "mc-" + "0" * 32 + ".png",
                                                checking=True),
                              lambda pos, message, hint: problems.append((pos, message, hint)))
    converter.checking = skip   # False: every text rendered, as before the skip
    return converter, problems


def _same_when_checking(texts: list[str]) -> int:
    """Assert the skip changes nothing found; return how many texts it skipped."""
    skipped = 0
    fast, fast_problems = _converter(True)
    full, full_problems = _converter(False)
    for n, markdown in enumerate(texts):
        text = Text(markdown, Pos("q.yaml", n + 1, 3))
        for inline in (False, True):
            got = fast.inline(text) if inline else fast.block(text)
            want = full.inline(text) if inline else full.block(text)
            skipped += got == "<p>…</p>" and want != got
            assert fast_problems == full_problems, markdown
            assert shows_something(got) == shows_something(want), markdown
    return skipped


def test_checking_skips_only_texts_that_cannot_fail_on_the_corpus():
    texts = corpus_texts(every_line=False)
    assert _same_when_checking(texts) > len(texts) // 4


def test_checking_renders_a_text_whose_line_breaks_normalising_changes():
    """A lone CR becomes a line break: here it opens quotes nested past markdown-it's limit."""
    converter, problems = _converter(True)
    converter.block(Text("Deep\r" + "> " * 20 + "x", Pos("q.yaml", 1, 1)))
    assert problems and "nested too deeply" in problems[0][1]


@pytest.mark.parametrize("seed", range(3))
def test_checking_skips_only_texts_that_cannot_fail_on_random_texts(seed: int):
    rnd = random.Random(seed)
    extra = ["\r", "\r\n", "\x00", "    ", "\t", ">>>>", "1.1.1.1.1.1.1.1.1.1.1.1", "- - - - - - - - - -"]
    texts = []
    for i in range(600):
        text = _hostile(rnd) if i % 2 else _quiz_shaped(rnd)
        if i % 3 == 0:
            at = rnd.randint(0, len(text))
            text = text[:at] + rnd.choice(extra) * rnd.randint(1, 9) + text[at:]
        texts.append(text)
    _same_when_checking(texts)


def _question(rnd: random.Random) -> Question:
    def text() -> Text:
        return Text(_hostile(rnd) if rnd.random() < 0.5 else _quiz_shaped(rnd), Pos("q.yaml", rnd.randint(1, 99), 5))
    choices = [Choice(text(), text() if rnd.random() < 0.5 else None) for _ in range(rnd.randint(2, 5))]
    return Question(number=1, pos=Pos("q.yaml", 1, 3), id=None, question=text(), choices=choices, answer=[0],
                    multi=rnd.random() < 0.3, explanation=text() if rnd.random() < 0.7 else None,
                    source=text() if rnd.random() < 0.2 else None)


@pytest.mark.parametrize("seed", range(3))
def test_checked_fields_find_what_note_fields_find(seed: int):
    rnd = random.Random(seed)
    for _ in range(150):
        q = _question(rnd)
        a, a_problems = _converter(False)
        b, b_problems = _converter(False)
        full = note_fields(q, a, "guid", "key")
        checked = checked_fields(q, b, "guid", "key")
        assert a_problems == b_problems
        assert shows_something(full[0]) == shows_something(checked[0])
        images = re.compile(r"mc-[0-9a-f]{32}\.png")
        assert images.findall("".join(full)) == images.findall("".join(checked))


def _parsed(html: str) -> list[str]:
    parser = mathcheck._Strings()
    parser.feed(html)
    parser.close()
    return parser.strings


def test_strings_equal_html_parser_on_the_corpus_html():
    converter = MarkdownConverter(image_resolver=lambda src: "mc-" + "0" * 32 + ".png")
    seen = 0
    for text in corpus_texts(every_line=False):
        for inline in (False, True):
            try:
                html = converter.inline(text) if inline else converter.block(text)
            except Exception:   # noqa: BLE001 - a text that cannot render has no HTML to compare
                continue
            assert mathcheck._strings(html) == _parsed(html), html
            assert mathcheck.find_math(html) == mathcheck._find_math_parsed(html), html
            seen += 1
    assert seen > 3000


_PIECES = ["<p>", "</p>", "<br>", "<br/>", "<br />", "<code>", "</code>", "<pre>", "</pre>", '<div class="mc-code">',
           "</div>", '<span class="k">', "</span>", "<img src=\"a.png\" alt='x'>", "<script>", "</script>", "<style>",
           "<!-- c -->", "<", ">", "&amp;", "&lt;", "&", "&#92;", "&quot;", "\\(", "\\)", "\\[", "\\]", "x", " ", "\n",
           "a < b", "<P>", "</P >", "<em>", "</em>", '<a href="x>y">', "<wbr>", "<textarea>", "</textarea>",
           '<ol start="3">', "</ol>", "<li>", "</li>", "&nbsp", "&#x5c;", "<hr>", "<input>", "<b", "</", "<!", "<?x>",
           "<a/b>", "<td align=left>", "<title>", "\\( x^2 \\)", "<x-y>", "<br/ >", "<p\n>"]


@pytest.mark.parametrize("seed", range(3))
def test_strings_equal_html_parser_on_random_html(seed: int):
    rnd = random.Random(seed)
    for _ in range(6_000):
        html = "".join(rnd.choice(_PIECES) for _ in range(rnd.randint(0, 14)))
        assert mathcheck._strings(html) == _parsed(html), html


def _old_may_nest_too_deep(text: str) -> bool:
    return any(len(m.group()) + 3 * m.group().count("\t") >= MAX_NESTING - 4
               for m in fastpath._LINE_PREFIX_RE.finditer(text))


def _old_shows_a_letter(text: str) -> bool:
    if "```" in text or "~~~" in text or "|" in text:
        text = fastpath._HIDING_LINE_RE.sub("", text)
    return any(c.isalpha() for c in text)


@pytest.mark.parametrize("seed", range(3))
def test_fastpath_tests_answer_as_before(seed: int):
    rnd = random.Random(seed)
    alphabet = " \t>*+-0123456789.)\n\nab|`~é½١中"
    for _ in range(20_000):
        text = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 60)))
        assert fastpath._may_nest_too_deep(text) == _old_may_nest_too_deep(text), text
        assert fastpath._shows_a_letter(text) == _old_shows_a_letter(text), text


def test_composer_matches_pyyaml_on_the_corpus_files():
    """The composer's quick tags (``reader._quick_tags``) give yaml.compose's tree on every
    YAML file of the repository's quizzes and corpora (the property test covers random ones)."""
    import yaml

    from quizdeck.source import reader
    from tests.test_markdown_narrow import CORPUS_ROOTS
    from tests.test_properties import _same_tree

    compared = 0
    for root in CORPUS_ROOTS:
        for path in sorted(root.rglob("*.y*ml")):
            text = path.read_text(encoding="utf-8", errors="replace")
            try:
                theirs = yaml.compose(text, Loader=reader._Loader)  # type: ignore[attr-defined]  # the loader compose uses
            except (yaml.YAMLError, RecursionError):
                continue
            try:
                mine = reader.compose(text)
            except yaml.YAMLError:   # our limits (depth, aliases) refuse what PyYAML takes
                continue
            if theirs is not None:
                _same_tree(mine, theirs)
                compared += 1
    assert compared > 100
