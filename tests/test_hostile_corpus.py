"""Every payload of the hostile corpus (tests/corpus/hostile, see hostile_corpus.py) has
the outcome its file states: refused at its line:col with its message by both `check` and
`build`, or built, imported into a real Anki collection and harmless there: no sound, TTS
or LaTeX for Anki to act on, no javascript: link, no math that does more than draw, and
the text shown as the author typed it. (tests/browser/test_hostile_reviewer.py shows the
allowed ones in Anki desktop's reviewer.)"""

from __future__ import annotations

import html
import re
from collections import Counter
from html.parser import HTMLParser
from pathlib import Path

import pytest

from quizdeck.html import mathcheck
from tests.ankiutil import import_package, new_collection
from tests.helpers import run
from tests.hostile_corpus import Case, build_allowed, cases, copy

CASES = cases()
REFUSED = [c for c in CASES if c.refused is not None]
ALLOWED = [c for c in CASES if c.refused is None]


def test_corpus_covers_every_class():
    assert len(CASES) >= 60
    counts = Counter(c.klass for c in CASES)
    for klass, least in {"math": 30, "anki-syntax": 8, "names": 10, "svg": 6, "links": 4, "html": 4,
                         "identity": 2}.items():
        assert counts[klass] >= least, (klass, counts)


@pytest.mark.parametrize("case", REFUSED, ids=[c.name for c in REFUSED])
@pytest.mark.parametrize("command", ["check", "build"])
def test_refused_at_its_place(case: Case, command: str, tmp_path: Path, monkeypatch):
    assert case.refused is not None
    line, col, fragment = case.refused
    copy([case], tmp_path)
    monkeypatch.chdir(tmp_path)
    result = run(command, case.path.name, *(["-o", "out"] if command == "build" else []))
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    wanted = f"{case.path.name}:{line}:{col}: error: "
    located = [msg for msg in result.stderr.splitlines() if msg.startswith(wanted)]
    assert any(fragment in msg for msg in located), f"expected {wanted}{fragment}, got:\n{result.stderr}"
    assert not (tmp_path / "out").exists()


class _Links(HTMLParser):
    """Every URL an element of the page would follow or load."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.urls: list[str] = []
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self.urls += [v or "" for k, v in attrs if k in ("href", "src", "action", "formaction", "data", "xlink:href")]


def _links(side: str) -> _Links:
    parser = _Links()
    parser.feed(side)
    parser.close()
    return parser


def test_allowed_payloads_are_harmless_in_anki(tmp_path: Path):
    apkg = build_allowed(tmp_path)
    col = new_collection(tmp_path / "col")
    try:
        import_package(col, apkg)
        cards = [col.get_card(cid) for cid in col.find_cards("")]
        assert len(cards) >= len(ALLOWED)
        shown = []
        for card in cards:
            question, answer = card.question(), card.answer()
            assert card.question_av_tags() == [] and card.answer_av_tags() == [], question
            for side in (question, answer):
                assert "latex-" not in side
                assert "[sound:" not in side and "[anki:" not in side and "[[type:" not in side
                links = _links(side)
                for url in links.urls:   # web pages, e-mail, and the package's own media
                    web = url.startswith(("https://", "http://", "mailto:"))
                    assert web or re.fullmatch(r"mc-[0-9a-f]{32}\.\w+", url), url
                assert not {"iframe", "object", "embed", "svg", "foreignobject", "form", "base"} & set(links.tags)
                assert links.tags.count("script") == 1   # the card's own script
                for span in mathcheck.find_math(side):
                    assert mathcheck.check_math(span) is None, span
                shown.append(html.unescape(re.sub(r"<[^>]*>", "", side)))
        everything = "\n".join(shown)
        for case in ALLOWED:
            for text in case.shows:
                assert text in everything, (case.name, text)
        assert col.media.check().missing == []
    finally:
        col.close()


@pytest.mark.parametrize("case", [c for c in ALLOWED if c.warns], ids=lambda c: c.name)
def test_allowed_with_warning(case: Case, tmp_path: Path, monkeypatch):
    copy([case], tmp_path)
    monkeypatch.chdir(tmp_path)
    result = run("check", case.path.name)
    assert result.exit_code == 0, result.output
    for fragment in case.warns:
        assert fragment in result.stderr
