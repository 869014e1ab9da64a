"""Property-based tests: whatever a quiz file holds, ``build`` either makes a package that
imports into real Anki and renders, or reports clean ``path:line:col: error:`` lines.
Never a traceback, never an exit status other than 0 or 1.

Three kinds of input:

* arbitrary YAML documents (nested mappings, lists and scalars, quiz keys among them);
* arbitrary YAML-ish text made of YAML's own tokens, so the parser's error paths run;
* quiz-shaped documents with arbitrary Unicode in every text field (control characters,
  ``\\x00``, long strings, HTML, Markdown, math delimiters, Anki's ``{{...}}``).

Every successful build is imported into one shared Anki collection per test, and every
card's question and answer are rendered by Anki.
"""

from __future__ import annotations

import html
import itertools
import os
import re
import tempfile
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from quizdeck.html.markdown import MarkdownConverter, RenderError
from quizdeck.html.mathcheck import check_html
from quizdeck.html.render import shows_something
from quizdeck.source.names import deck_name_problems
from tests.ankiutil import import_package, new_collection
from tests.helpers import run

pytestmark = pytest.mark.slow  # hypothesis: hundreds of generated quizzes built and imported into Anki

#: 60 examples per test by default; QUIZ_EXAMPLES=1000 for a longer search
SETTINGS = settings(max_examples=int(os.environ.get("QUIZ_EXAMPLES", "60")), deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])

#: lines ``build`` may print on stderr
STDERR_LINE = re.compile(
    r"^(?:[^\n]+?:\d+:\d+: (?:error|warning): .+"   # a problem at a place
    r"|  hint: .+"                                  # its hint
    r"|failed: \d+ errors?, \d+ warnings?; nothing written"
    r"|[^\n]+: \.\.\. and [\d,]+ more (?:error|warning)s not shown"
    r")$"
)
DECK_KEYS = ["deck", "id", "description", "tags", "shuffle", "recall", "questions"]
QUESTION_KEYS = ["id", "question", "choices", "answer", "explanation", "source", "tags", "shuffle", "recall"]
_counter = itertools.count()


# --------------------------------------------------------------------------- a real collection per example

class Anki:
    """Real Anki: each example imports its package into a new, empty collection (closed
    after it), so no example depends on what an earlier one imported."""

    def __init__(self, folder: Path):
        self.folder = folder

    def check_package(self, apkg: Path, notes: int) -> list[tuple[str, str]]:
        """Import, then render every card of the package's notes; returns (question, answer) HTML pairs."""
        col = new_collection(Path(tempfile.mkdtemp(dir=self.folder)))
        try:
            log = import_package(col, apkg).log
            assert not (log.conflicting or log.missing_notetype or log.missing_deck or log.empty_first_field), log
            assert len(log.new) == notes and not log.updated and not log.duplicate, log
            rendered = []
            for entry in log.new:
                for card in col.get_note(entry.id.nid).cards():
                    q, a = card.question(), card.answer()
                    assert "mc-card" in q and "mc-card" in a
                    rendered.append((q, a))
            return rendered
        finally:
            col.close()


@pytest.fixture(scope="module")
def anki(tmp_path_factory: pytest.TempPathFactory) -> Anki:
    return Anki(tmp_path_factory.mktemp("collections"))


# --------------------------------------------------------------------------- running a build

def build_file(folder: Path, data: bytes, name: str = "quiz.yaml"):
    """Write ``data`` as a quiz file and build it; checks the 0-or-1 contract."""
    src = folder / name
    src.write_bytes(data)
    out = folder / "out"
    result = run("build", src, "-o", out)  # exceptions propagate: a traceback fails the test
    assert result.exit_code in (0, 1), (result.exit_code, result.output)
    assert "Traceback" not in result.output
    for line in result.stderr.splitlines():
        assert STDERR_LINE.match(line), f"unexpected stderr line {line!r} in:\n{result.stderr}"
    event(f"exit {result.exit_code}")
    if result.exit_code == 1:
        errors = [line for line in result.stderr.splitlines() if ": error: " in line]
        assert errors, result.stderr
        assert all(line.startswith(str(src) + ":") for line in errors), result.stderr
        assert not out.exists(), "a failed build wrote something"
        return result, None
    apkg = out / (Path(name).stem + ".apkg")
    assert apkg.is_file(), result.output
    return result, apkg


def notes_built(result) -> int:
    """How many notes ``build`` says it wrote ("out/x.apkg: 1 deck (Name), 3 notes")."""
    return int(re.search(r", (\d+) notes?$", result.stdout.strip().splitlines()[0]).group(1))


def unique_name() -> str:
    """A file name of its own for each example: the default deck id is the file name."""
    return f"quiz{next(_counter)}.yaml"


# --------------------------------------------------------------------------- strategies

scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30), st.sampled_from(["A", "B", "[A, C]", "yes", "~", "", "A, B", "0x1F", "2024-01-01"]),
)
keys = st.one_of(st.sampled_from(DECK_KEYS + QUESTION_KEYS + ["text", "why", "<<", "choises"]), st.text(max_size=8))
documents = st.recursive(
    scalars,
    lambda children: st.one_of(st.lists(children, max_size=5), st.dictionaries(keys, children, max_size=6)),
    max_leaves=40,
)
quizzy_documents = st.fixed_dictionaries(
    {"deck": st.one_of(st.text(max_size=20), documents), "questions": documents},
    optional=dict.fromkeys(("id", "description", "tags", "shuffle", "recall", "extra"), documents),
)


@SETTINGS
@given(doc=st.one_of(documents, quizzy_documents), flow=st.booleans(), unicode=st.booleans())
def test_arbitrary_yaml_documents(anki: Anki, doc, flow: bool, unicode: bool):
    text = yaml.safe_dump(doc, default_flow_style=flow, allow_unicode=unicode, sort_keys=False)
    with tempfile.TemporaryDirectory() as tmp:
        result, apkg = build_file(Path(tmp), text.encode("utf-8"), unique_name())
        if apkg is not None:
            anki.check_package(apkg, notes_built(result))


TOKENS = [
    "deck:", "deck: D", "questions:", "question: Q", "choices: [a, b]", "answer: A", "id: x", "text: t",
    "why: w", "- ", "  ", "    ", "\n", "\r\n", "\t", "&a ", "*a", "!!python/object:os.system ", "!tag ",
    "!!str ", "!!binary ", "[", "]", "{", "}", ",", ":", ": ", "'", '"', "---", "...", "<<: ", "? ", "#",
    "|", ">", "%YAML 1.1\n", "\ufeff", "\x00", "\x85", "\u2028", "é", "\\", "@", "`", "%", "x",
]


@SETTINGS
@given(parts=st.lists(st.sampled_from(TOKENS), max_size=60), raw=st.binary(max_size=20))
def test_arbitrary_yaml_like_text(anki: Anki, parts: list[str], raw: bytes):
    data = "".join(parts).encode("utf-8") + raw
    with tempfile.TemporaryDirectory() as tmp:
        result, apkg = build_file(Path(tmp), data, unique_name())
        if apkg is not None:
            anki.check_package(apkg, notes_built(result))


# --------------------------------------------------------------------------- quiz-shaped, hostile texts

FRAGMENTS = [
    "<script>window.__pwned=1</script>", "</script>", "<img src=pic.png onerror=alert(1)>", "[l](javascript:x)",
    "{{Question}}", "{{FrontSide}}", "}}", "{{", "\\(x^2\\)", "\\[\\frac{a}{b}\\]", "$x$", "**b**", "*i*",
    "`code`", "```\ncode\n```", "# title", "- item", "1. item", "| a | b |\n|---|---|\n| 1 | 2 |", "> quote",
    "&amp;", "&#0;", "&lt;", "<b>", "</div>", "<!--", "-->", "<br>", "<sub>2</sub>", "\\", '"', "'",
    "\u200b", "\u202e", "\ufeff", "\uffff", "\U0001f600", "\r", "\n", "\t", " ", "::",
    "[x]: /url", "![i](pic.png)", "<https://example.com>", "~~s~~", "<ruby>漢<rt>kan</rt></ruby>",
]
CONTROL_FRAGMENTS = ["\x00", "\x07", "\x1b[31m", "\x1f", "\x7f"]
any_text = st.text(st.characters(exclude_categories=["Cs"]), max_size=40)
printable_text = st.text(st.characters(exclude_categories=("Cs", "Cc")), max_size=40)


def text_strategy(fragments: list[str], base: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.one_of(
        base,
        st.lists(st.one_of(st.sampled_from(fragments), base), min_size=1, max_size=6).map("".join),
        st.builds(lambda c, n: c * n, st.sampled_from(["a", "é ", "<b>", "*", "[", "&", "`"]),
                  st.integers(1000, 20_000)),
        # math delimiters in bulk are quadratic in markdown.py (see the report): kept short here
        st.builds(lambda c, n: c * n, st.sampled_from(["\\(", "\\[", "\\(x\\) "]), st.integers(10, 200)),
    )


#: any text at all, control characters included
texts = text_strategy(FRAGMENTS + CONTROL_FRAGMENTS, any_text)
#: texts without control characters (a quiz with one is refused on purpose)
clean_texts = text_strategy(FRAGMENTS, printable_text)
ids = st.one_of(st.from_regex(r"[A-Za-z0-9_.-]{1,12}", fullmatch=True), any_text)


def _normal(text: str) -> str:
    """How the schema compares choices (and question texts) for repeats."""
    return " ".join(text.split()).casefold()


def nonblank(strategy: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return strategy.map(lambda t: t if t.strip() else t + "x")


def deck_names(strategy: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.one_of(strategy, st.from_regex(r"[A-Za-z][A-Za-z ]{0,10}(::[A-Za-z]{1,5})?", fullmatch=True))


def valid_deck_names(strategy: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return deck_names(strategy).map(lambda n: "::".join(p if p.strip() else p + "x" for p in n.split("::")))
tag_lists = st.lists(st.from_regex(r"[\w:-]{1,10}", fullmatch=True), max_size=3)


@st.composite
def quizzes(draw, valid: bool):
    """Quiz-shaped documents; ``valid`` ones break no rule of the schema, the others may break any."""
    questions = []
    # a valid quiz has control characters in one case out of five (and is then refused on purpose)
    valid_texts = draw(st.sampled_from([clean_texts] * 4 + [texts])) if valid else texts
    for number in range(draw(st.integers(1, 4))):
        if valid:
            choices = draw(st.lists(
                st.one_of(nonblank(valid_texts),
                          st.fixed_dictionaries({"text": nonblank(valid_texts)}, optional={"why": valid_texts})),
                min_size=2, max_size=12,
                unique_by=lambda c: _normal(c["text"] if isinstance(c, dict) else c)))
            letters = "ABCDEFGHIJKL"[: len(choices)]
            answer = draw(st.one_of(st.sampled_from(list(letters + letters.lower())),
                                    st.lists(st.sampled_from(list(letters)), min_size=1, unique=True)))
            q = {"id": f"q{number}", "question": draw(nonblank(valid_texts)), "choices": choices, "answer": answer}
        else:
            choices = draw(st.lists(st.one_of(texts, st.fixed_dictionaries({"text": texts}, optional={"why": texts}),
                                              scalars), min_size=0, max_size=14))
            letters = "ABCDEFGHIJKL"[: max(1, min(len(choices), 12))]
            answer = draw(st.one_of(st.sampled_from(list(letters)),
                                    st.lists(st.sampled_from(list(letters)), min_size=1, max_size=3), scalars))
            q = {"question": draw(texts), "choices": choices, "answer": answer}
            if draw(st.booleans()):
                q["id"] = draw(ids)
        for key, strategy in (("explanation", valid_texts), ("source", valid_texts), ("tags", tag_lists),
                              ("shuffle", st.booleans()), ("recall", st.booleans())):
            if draw(st.booleans()):
                q[key] = draw(strategy)
        questions.append(q)
    doc = {"deck": draw(valid_deck_names(valid_texts) if valid else deck_names(texts)),
           "id": f"p{next(_counter)}-{draw(st.integers(0, 10**9))}",
           "questions": questions}
    if draw(st.booleans()):
        doc["description"] = draw(valid_texts)
    if draw(st.booleans()):
        doc["recall"] = True
    return doc


_YAML_BREAKS = re.compile("[\x85\u2028\u2029]")
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def expected_refusal(doc: dict, text: str) -> str | None:
    """Why a quiz that breaks no schema rule is still refused, on purpose (None: it must build)."""
    if _YAML_BREAKS.search(text):  # the dumper wrote NEL/LS/PS raw; YAML would read them as line breaks
        return "which YAML reads as a line break"
    if any(_CONTROL.search(s) for s in _strings(doc)):  # an escaped U+001F would split Anki's fields
        return "contains the control character"
    name = doc.get("deck")
    if isinstance(name, str):   # invisible or bidi characters, too long, too deep (quizdeck/source/names.py)
        normal = "::".join(p.strip() for p in " ".join(name.split()).split("::"))
        if deck_name_problems(normal):
            return "deck name"
    converter = MarkdownConverter(image_resolver=lambda src: "mc-0.png")   # links judged as in a build
    for text in _texts(doc):
        try:
            rendered = converter.block(text)
        except RenderError as exc:
            if any("link" in message for _, message in exc.problems):
                return "link"
            continue
        for problem in check_html(rendered):   # math that does more than draw
            return "is not a math command" if "math command" in problem.message else "in math"
    for q in doc.get("questions", []):  # e.g. only empty tags or a link definition: a blank card
        if isinstance(q, dict) and isinstance(q.get("question"), str) and not shows_something(
                MarkdownConverter().block(q["question"])):
            return "the question shows nothing once rendered"
    return None


def _texts(doc: dict) -> Iterator[str]:
    """The Markdown texts of a quiz document: description, questions, choices, whys ..."""
    if isinstance(doc.get("description"), str):
        yield doc["description"]
    for q in doc.get("questions", []):
        if not isinstance(q, dict):
            continue
        for key in ("question", "explanation", "source"):
            if isinstance(q.get(key), str):
                yield q[key]
        for choice in q.get("choices") or []:
            if isinstance(choice, str):
                yield choice
            elif isinstance(choice, dict):
                yield from (v for v in (choice.get("text"), choice.get("why")) if isinstance(v, str))


def _check_quiz(anki: Anki, doc: dict, unicode: bool, valid: bool) -> None:
    text = yaml.safe_dump(doc, allow_unicode=unicode, sort_keys=False, width=80)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "pic.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\x00" * 16)
        result, apkg = build_file(folder, text.encode("utf-8"))
        if valid:
            reason = expected_refusal(doc, text)
            event(f"refused on purpose: {reason}" if reason else "must build")
            if reason is not None:
                assert apkg is None and reason in result.stderr, result.stderr
                return
            assert apkg is not None, f"a valid quiz was refused:\n{result.stderr}\n{text[:3000]}"
        if apkg is not None:
            assert notes_built(result) == len(doc["questions"])
            anki.check_package(apkg, len(doc["questions"]))


@SETTINGS
@given(doc=quizzes(valid=True), unicode=st.booleans())
def test_valid_quizzes_with_arbitrary_texts_build(anki: Anki, doc: dict, unicode: bool):
    _check_quiz(anki, doc, unicode, valid=True)


@SETTINGS
@given(doc=quizzes(valid=False), unicode=st.booleans())
def test_quizzes_with_arbitrary_texts(anki: Anki, doc: dict, unicode: bool):
    _check_quiz(anki, doc, unicode, valid=False)


# --------------------------------------------------------------------------- plain texts stay exactly as written

#: characters with no meaning in Markdown or HTML, from every script
plain_chars = st.one_of(st.characters(categories=("Lu", "Ll", "Lo", "Nd")), st.sampled_from(list(" ,;?'\"/%")))
plain_texts = st.text(plain_chars, min_size=1, max_size=40).map(lambda s: " ".join(s.split())).filter(bool)


@SETTINGS
@given(question=plain_texts,
       choices=st.lists(plain_texts, min_size=2, max_size=12, unique_by=_normal),
       data=st.data())
def test_plain_choice_text_renders_exactly(anki: Anki, question: str, choices: list[str], data):
    answer = data.draw(st.integers(0, len(choices) - 1))
    deck_key = f"plain{next(_counter)}"
    doc = {"deck": "Plain texts", "id": deck_key, "questions": [
        {"id": "q", "question": question, "choices": choices, "answer": "ABCDEFGHIJKL"[answer], "explanation": "e"}]}
    text = yaml.safe_dump(doc, allow_unicode=True, sort_keys=False)
    with tempfile.TemporaryDirectory() as tmp:
        _, apkg = build_file(Path(tmp), text.encode("utf-8"))
        assert apkg is not None, "a plain quiz must build"
        (front, back), = anki.check_package(apkg, 1)
    for side in (front, back):
        shown = [html.unescape(re.sub(r"<[^>]+>", "", m))
                 for m in re.findall(r'<div class="mc-text">(.*?)</div>', side, flags=re.S)]
        # Anki keeps text in Unicode normal form C (it normalises on import): compare in that form
        assert shown == [unicodedata.normalize("NFC", c) for c in choices]
        question_html = re.search(r'<div class="mc-question">(.*?)</div>', side, flags=re.S).group(1)
        shown_question = html.unescape(re.sub(r"<[^>]+>", "", question_html)).strip()
        assert shown_question == unicodedata.normalize("NFC", question)


# --------------------------------------------------------------------------- the composer

def _same_tree(mine, theirs) -> None:
    """Two node trees equal in kind, tag, value, style and position (aliases shared alike)."""
    from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

    pairs: list[tuple[Any, Any]] = [(mine, theirs)]  # Any: each kind of node has its own attributes
    seen: dict[int, Node] = {}
    while pairs:
        a, b = pairs.pop()
        if id(a) in seen:  # an alias: shared in both trees
            assert seen[id(a)] is b
            continue
        seen[id(a)] = b
        assert type(a) is type(b) and a.tag == b.tag
        assert (a.start_mark.line, a.start_mark.column, a.start_mark.index) == \
               (b.start_mark.line, b.start_mark.column, b.start_mark.index)
        assert (a.end_mark.line, a.end_mark.column) == (b.end_mark.line, b.end_mark.column)
        if isinstance(a, ScalarNode):
            assert (a.value, a.style) == (b.value, b.style)
        elif isinstance(a, SequenceNode):
            assert len(a.value) == len(b.value) and a.flow_style == b.flow_style
            pairs.extend(zip(a.value, b.value, strict=True))
        else:
            assert isinstance(a, MappingNode) and len(a.value) == len(b.value)
            for (ka, va), (kb, vb) in zip(a.value, b.value, strict=True):
                pairs += [(ka, kb), (va, vb)]


ANCHORED = st.lists(st.sampled_from([*TOKENS, "&b ", "*b", "!!set ", "? a\n: b\n", "- &x [1, 2]\n- *x\n"]),
                    max_size=60).map("".join)


@SETTINGS
@given(text=st.one_of(ANCHORED, st.builds(lambda d, f: yaml.safe_dump(d, default_flow_style=f), documents,
                                          st.booleans())))
def test_composer_matches_pyyaml(text: str):
    """quizdeck.source.reader.compose (iterative) builds the tree yaml.compose (recursive) builds."""
    from quizdeck.source import reader as yamlsource
    from quizdeck.source.reader import compose

    loader = yamlsource._Loader  # type: ignore[attr-defined]  # private on purpose: the loader compose uses

    try:
        theirs = yaml.compose(text, Loader=loader)
    except yaml.YAMLError as exc:
        with pytest.raises(yaml.YAMLError) as raised:
            compose(text)
        assert type(raised.value) is type(exc)  # noqa: PT017 - the same error class as PyYAML's, caught above
        return
    mine = compose(text)
    if theirs is None:
        assert mine is None
    else:
        _same_tree(mine, theirs)
