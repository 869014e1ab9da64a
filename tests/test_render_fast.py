"""The cold render's shortcuts (issue 20, point 2) give exactly what the long way gives.

* ``codehtml``: a code block written directly equals ``sanitise(code_block(...))`` (Pygments'
  HTML formatter, then nh3) byte for byte: many languages, the corpus' code, random code with
  markup, entities, quotes, no-break spaces, controls and astral characters; every lexer
  Pygments has (slow);
* ``lexing``: the states of the usual languages' lexers are all matched at once (a pattern that
  starts with its own flags, ``(?i)``, used to keep a whole state rule by rule);
* ``narrow``: the line test that replaced one regular expression answers as it did;
* the whole renderer over the benchmark's generated quizzes (several seeds): every text, block
  and inline, building and checking, equals markdown-it's rendering (``_render_full``).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from pygments.lexer import RegexLexer
from pygments.lexers import get_all_lexers, get_lexer_by_name

from quizdeck.html.markdown import codehtml, lexing, narrow
from quizdeck.html.markdown.code import code_block
from quizdeck.html.markdown.converter import MarkdownConverter
from quizdeck.html.markdown.sanitiser import sanitise
from tests.test_markdown_narrow import _CODE, corpus_texts

_LANGS = ["python", "py", "js", "sql", "c", "java", "bash", "html", "rust", "go", "css", "xml", "yaml", "ruby",
          "php", "cpp", "csharp", "kotlin", "typescript", "json", "diff", "console", "pycon", "latex", "haskell",
          "text", "", "no-such-language", "PYTHON", "Js"]
_PIECES = [*"abcXYZ019 \n\t\"'&<>;:{}()[]#/\\*-+=.,!?@$%^`~|", "\u00a0", "é", "中", "\x0c", "\x01", "\x7f", "\x85",
           "\u2028", "\ufeff", "\U0001f600", "\r", "\x00", "def ", "class ", "'''", '"""', "//", "/*", "*/", "<!--",
           "-->", "&amp;", "&#39;", "&nbsp;", "\\n", "0x1F", "1e3", "return ", "if ", "print(", "<script>",
           "</code>", "</pre>", '<span class="k">', "${x}", "$(y)", "@decorator\n", "    ", "\n\n"]


def _long_way(code: str, lang: str, checking: bool) -> object:
    try:
        return sanitise(code_block(code, lang, {"checking": checking}))
    except Exception as exc:  # noqa: BLE001  # a failure must be the same failure
        return type(exc)


def _direct(code: str, lang: str, checking: bool) -> object:
    try:
        return codehtml.sanitised_code_block(code, lang, {"checking": checking})
    except Exception as exc:  # noqa: BLE001  # see _long_way
        return type(exc)


def _random_code(rnd: random.Random) -> str:
    return "".join(rnd.choice(_PIECES) for _ in range(rnd.randint(0, 80)))


@pytest.mark.parametrize("seed", range(6))
def test_code_written_directly_equals_the_sanitised_formatter(seed: int):
    rnd = random.Random(seed)
    for _ in range(700):
        code, lang = _random_code(rnd), rnd.choice(_LANGS)
        for checking in (False, True):
            assert _direct(code, lang, checking) == _long_way(code, lang, checking), (code, lang, checking)


def _corpus_code() -> Iterator[str]:
    for text in corpus_texts(every_line=False):
        yield from re.findall(r"^(?:```|~~~)[^\n]*\n(.*?)^(?:```|~~~)", text, re.S | re.M)
    yield from _CODE


def test_code_of_the_corpus_written_directly():
    codes = list(dict.fromkeys(_corpus_code()))
    assert len(codes) > 20
    for code in codes:
        for lang in ("python", "js", "bash", "html", "sql", "yaml", "c"):
            assert _direct(code, lang, False) == _long_way(code, lang, False), (code, lang)


@pytest.mark.slow  # every lexer Pygments has (about 600 names)
def test_code_written_directly_for_every_lexer():
    rnd = random.Random(7)
    codes = [*_CODE, *(_random_code(rnd) for _ in range(4))]
    for _, aliases, _, _ in get_all_lexers():
        if aliases:
            for code in codes:
                assert _direct(code, aliases[0], False) == _long_way(code, aliases[0], False), (aliases[0], code)


def test_a_span_the_sanitiser_would_not_keep_takes_the_long_way(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(codehtml, "_SPANS", {})
    monkeypatch.setattr(codehtml, "sanitise", lambda html: html.replace("<span", "<b", 1))  # not a span back
    calls: list[str] = []

    def long_way(code: str, lang: str, env: object) -> str:
        calls.append(code)
        return "long way"
    monkeypatch.setattr(codehtml, "code_block", long_way)
    assert codehtml.sanitised_code_block("x = 1\n", "python", {}) == "long way"
    assert calls == ["x = 1\n"]


@pytest.mark.parametrize("lang", ["python", "js", "sql", "c", "java", "bash", "html", "rust", "go", "css", "yaml",
                                  "ruby", "cpp", "typescript"])
def test_every_state_of_the_usual_lexers_is_matched_in_runs(lang: str):
    lexer = get_lexer_by_name(lang, stripnl=False, ensurenl=False)
    rules = lexer._tokens  # type: ignore[attr-defined]  # made by RegexLexerMeta
    for name, state in rules.items():
        segments = lexing._segments(state)
        alone = [by_group[0] for joined, by_group in segments if joined is None]
        # only the rules that cannot be joined are matched alone (a back-reference)
        assert all(lexing._joinable(rule) is None for rule in alone), (lang, name)
        assert len(segments) <= 2 * len(alone) + 1, (lang, name)
    if lang == "python":   # patterns that start with (?i) are joined too
        assert all(len(lexing._segments(state)) == 1 for state in rules.values())


_OLD_ODD_LINE_RE = re.compile(
    r"^[ \t#>|<=:]"
    r"|^(?:[-*_][ \t]*){3,}$|^-+[ \t]*$"
    r"|^(?:[-*+]|[0-9]{1,9}[.)])(?:[ \t]|$)"
    r"|^[-|:\s]+$"
    r"|[ \t\\]$"
    r"|^(?:`{3}|~{3})"
)


def test_the_odd_line_test_answers_as_the_regular_expression_did():
    rnd = random.Random(3)
    alphabet = [*" \t#>|<=:-*_+0123456789.)`~\\ab", "\u00a0", "\u2003", "\x0b", "\x0c", "\x1c", "abc"]
    for _ in range(100_000):
        line = "".join(rnd.choice(alphabet) for _ in range(rnd.randint(0, 12)))
        assert narrow._odd_line(line) == (_OLD_ODD_LINE_RE.search(line) is not None), repr(line)


def _generated_texts(seed: int) -> Iterator[str]:
    from bench.gen import dump  # the benchmark's generator: the texts the cold build is measured on
    _, data = dump(300, seed)
    for q in data["questions"]:
        yield q["question"]
        for key in ("explanation", "source"):
            if key in q:
                yield q[key]
        for choice in q["choices"]:
            if isinstance(choice, dict):
                yield choice["text"]
                if "why" in choice:
                    yield choice["why"]
            else:
                yield str(choice)


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_generated_quizzes_render_as_markdown_it_renders_them(seed: int):
    for checking in (False, True):
        fast, full = MarkdownConverter(checking=checking), MarkdownConverter(checking=checking)
        for text in _generated_texts(seed):
            norm = text.replace("\r\n", "\n").strip()
            for inline in (False, True):
                got = fast.inline(text) if inline else fast.block(text)
                if got != "<p>…</p>":   # checking: a text that cannot fail is not rendered at all
                    assert got == full._render_full(norm, inline), (text, inline, checking)


_TOKEN_PIECES = [*_PIECES, "R", "U", "B", "F", "rb", "Rb", "bR", "fR", "u'", "\u017f", "\u212a", "\u0130", "\u0131",
                 "K", "k", "s", "S", "_x", "\u00b5", "\u00e9", "\u0660", "\u00b2", "$$", "<<EOF\nx\nEOF\n",
                 "<<-'E'\n\tE\n", 'r#"a"#', 'R"(x)"', "%r{a}", "<<<X\nX;\n", "@@", "...", "0o7", "0b1", "1_0"]


def _random_tokens_code(rnd: random.Random) -> str:
    return "".join(rnd.choice(_TOKEN_PIECES) for _ in range(rnd.randint(0, 60)))


@pytest.mark.parametrize("lang", ["python", "js", "sql", "java", "bash", "html", "rust", "go", "css", "typescript",
                                  "csharp", "kotlin", "xml", "diff", "haskell", "perl", "r", "scala", "tex", "ini",
                                  "docker", "nginx", "powershell", "toml", "graphql", "dart", "elixir", "erlang",
                                  "fortran", "ocaml"])
def test_rules_tried_by_first_character_give_pygments_tokens(lang: str):
    # a state's rules are tried only when they can start with the character at the position
    # (lexing._State.at): random code with case variants, case-folding letters and heredocs
    from tests.test_markdown_narrow import _our_tokens, _pygments_tokens
    lexer = get_lexer_by_name(lang, stripnl=False, ensurenl=False)
    assert isinstance(lexer, RegexLexer)
    rnd = random.Random(lang)
    for _ in range(150):
        code = _random_tokens_code(rnd)
        assert _our_tokens(lexer, code) == _pygments_tokens(lexer, code), code


@pytest.mark.slow  # every plain regex lexer Pygments has, on random code
def test_rules_tried_by_first_character_for_every_lexer():
    from tests.test_markdown_narrow import _our_tokens, _plain_regex_lexers, _pygments_tokens
    rnd = random.Random(11)
    codes = [_random_tokens_code(rnd) for _ in range(6)]
    for lexer in _plain_regex_lexers():
        for code in codes:
            assert _our_tokens(lexer, code) == _pygments_tokens(lexer, code), (type(lexer).__name__, code)


def test_a_rule_that_cannot_start_with_the_character_is_not_tried():
    lexer = get_lexer_by_name("python", stripnl=False, ensurenl=False)
    state = lexing._State(lexer._tokens["root"])  # type: ignore[attr-defined]  # made by RegexLexerMeta
    names = state.at("x")
    assert 0 < len(names) < len(state.rules) // 2    # not the operators, numbers, strings' quotes...
    assert len(state.at("\n")) < len(state.rules) // 2
