"""Hostile quiz files: nothing runs, nothing blows up, nothing escapes the card.

* YAML tags that would construct Python objects never run (a marker file stays absent).
* Alias bombs ("billion laughs"), deep nesting and huge files are refused quickly, in a
  subprocess whose address space is capped at 1 GiB, so a blow-up fails the test
  instead of the machine.
* Texts full of ``</script>``, event handlers, ``javascript:`` URLs and Anki's ``{{...}}``
  are built, imported into a real Anki collection, rendered by Anki and shown in headless
  Chromium (the card's own script running): a trap, ``window.__pwned``, stays unset and
  the texts show literally.
"""

from __future__ import annotations

import json
import os
import re
import resource
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import yaml

from tests.helpers import MINIMAL, run, write

ROOT = Path(__file__).resolve().parent.parent
TESTS = Path(__file__).resolve().parent
MAKE_DECK = ROOT / "make_deck.py"
CORPUS = TESTS / "corpus" / "bad"
GIB = 1 << 30
ERROR_LINE = re.compile(r"^(?P<path>[^:\n]+):(?P<line>\d+):(?P<col>\d+): error: \S")


def cli(*args, cwd: Path, memory: int | None = GIB, timeout: float = 300) -> subprocess.CompletedProcess:
    """Run the real command line in a subprocess, its address space capped at ``memory``."""

    def limit() -> None:
        if memory is not None:
            resource.setrlimit(resource.RLIMIT_AS, (memory, memory))

    return subprocess.run([sys.executable, str(MAKE_DECK), *map(str, args)], cwd=cwd, capture_output=True,
                          text=True, timeout=timeout, preexec_fn=limit)


def assert_clean_failure(proc: subprocess.CompletedProcess, fragment: str) -> None:
    """Exit status 1, the fragment in an error line, no traceback."""
    assert proc.returncode == 1, (proc.returncode, proc.stderr[-3000:])
    assert "Traceback" not in proc.stderr and "Traceback" not in proc.stdout, proc.stderr[-3000:]
    errors = [line for line in proc.stderr.splitlines() if ERROR_LINE.match(line)]
    assert any(fragment in line for line in errors), proc.stderr[-3000:]


def test_corpus_covers_issue_5():
    """The issue asks for at least 40 broken files; each class has its own file."""
    assert len(list(CORPUS.glob("*.yaml"))) >= 45


# --------------------------------------------------------------------------- tags that construct objects

PYTHON_TAGS = {
    "deck-value": 'deck: !!python/object/apply:os.system ["touch {marker}"]\nquestions: []\n',
    "question": "deck: T\nquestions:\n  - !!python/object/apply:subprocess.call [[touch, '{marker}']]\n",
    "top-level": "!!python/object/new:os.system ['touch {marker}']\n",
    "key": "deck: T\n? !!python/object/apply:os.system ['touch {marker}']\n: x\nquestions: []\n",
    "kwargs": "deck: T\nquestions:\n  - question: Q?\n    choices: !!python/object/apply:os.system\n"
              "      args: ['touch {marker}']\n    answer: A\n",
    "state": "deck: T\nquestions:\n  - !!python/object:subprocess.Popen\n      args: [touch, '{marker}']\n",
    "name": "deck: !!python/name:os.system\nquestions: []\n",
    "module": "deck: !!python/module:os\nquestions: []\n",
}


@pytest.mark.slow  # a subprocess per payload and command
@pytest.mark.parametrize("command", ["check", "build", "add-ids"])
@pytest.mark.parametrize("case", sorted(PYTHON_TAGS))
def test_python_tags_never_run(tmp_path: Path, case: str, command: str):
    marker = tmp_path / "PWNED"
    src = tmp_path / "evil.yaml"
    src.write_text(PYTHON_TAGS[case].format(marker=marker), encoding="utf-8")
    args = [command, src] + (["-o", tmp_path / "out"] if command == "build" else [])
    proc = cli(*args, cwd=tmp_path)
    assert not marker.exists(), "a YAML tag ran a command"
    assert "Traceback" not in proc.stderr, proc.stderr
    if command != "add-ids":  # add-ids only inserts ids; it does not validate
        assert_clean_failure(proc, "is not allowed")
    assert not (tmp_path / "out").exists()


# --------------------------------------------------------------------------- bombs and sizes

BOMBS = ["billion-laughs.yaml", "billion-laughs-tags.yaml", "recursive-alias.yaml", "nested-too-deep.yaml"]


@pytest.mark.slow  # a subprocess per bomb, memory measured
@pytest.mark.parametrize("name", BOMBS)
def test_corpus_bombs_are_refused_within_bounded_memory(tmp_path: Path, name: str):
    (tmp_path / name).write_bytes((CORPUS / name).read_bytes())
    proc = cli("build", name, "-o", "out", cwd=tmp_path)
    assert_clean_failure(proc, "")
    assert not (tmp_path / "out").exists()


def _laughs(levels: int, width: int) -> str:
    """Aliases nested ``levels`` deep, ``width`` wide: width**levels nodes once expanded."""
    lines = ["deck: Laughs", "questions:", "  - id: q1", "    question: Q?",
             "    choices: [a, b]", "    answer: A", "    explanation: e", "    tags:"]
    lines.append("      - &l0 [" + ", ".join(["lol"] * width) + "]")
    for level in range(1, levels):
        lines.append(f"      - &l{level} [" + ", ".join([f"*l{level - 1}"] * width) + "]")
    return "\n".join(lines) + "\n"


def test_billion_laughs_in_tags(tmp_path: Path):
    """10**9 nodes once expanded: refused at the alias that crosses the limit, never expanded."""
    write(tmp_path / "laughs.yaml", _laughs(9, 10))
    proc = cli("build", "laughs.yaml", "-o", "out", cwd=tmp_path)
    assert_clean_failure(proc, "laughs.yaml:15:14: error: the document expands to too many nodes")


def test_aliases_hit_the_expansion_limit(tmp_path: Path):
    """Three thousand aliases of a list of a thousand items (3 million nodes once expanded):
    refused at the alias that crosses the limit (the 1,999th: 1,999 x 1,001 nodes), with one message."""
    items = ", ".join(f"x{i}" for i in range(1000))
    text = ("deck: Wide\nquestions:\n  - question: Q\n    choices: [a, b]\n    answer: A\n"
            f"    tags: &t [{items}]\n    explanation: [" + "*t, " * 3000 + "]\n")
    (tmp_path / "wide.yaml").write_text(text, encoding="utf-8")
    proc = cli("check", "wide.yaml", cwd=tmp_path)
    assert_clean_failure(proc, "wide.yaml:7:8011: error: the document expands to too many nodes through its aliases")
    assert len(proc.stderr.splitlines()) < 5


def test_aliased_long_text_hits_the_text_limit(tmp_path: Path):
    """One megabyte of text aliased in 3000 questions would be 3 GB of notes."""
    lines = ["deck: T", "questions:",
             f'  - {{id: q0, question: &t "{"x" * 1_000_000}", choices: [a, b], answer: A, explanation: e}}']
    lines += [f"  - {{id: q{i}, question: q{i}, choices: [*t, b], answer: A, explanation: e}}" for i in range(1, 3001)]
    write(tmp_path / "texts.yaml", "\n".join(lines) + "\n")
    proc = cli("build", "texts.yaml", "-o", "out", cwd=tmp_path)
    assert_clean_failure(proc, "repeats too much text through its aliases")
    assert not (tmp_path / "out").exists()


def test_a_few_aliases_are_fine(tmp_path: Path):
    write(tmp_path / "ok.yaml", """\
        deck: Aliases
        questions:
          - id: q1
            question: Is it?
            choices: &yesno ["Yes", "No"]
            answer: A
            explanation: &same It is.
          - id: q2
            question: Is it really?
            choices: *yesno
            answer: A
            explanation: *same
    """)
    result = run("build", tmp_path / "ok.yaml", "-o", tmp_path / "out")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "out" / "ok.apkg").is_file()


@pytest.mark.parametrize("command", ["check", "build", "add-ids"])
def test_size_limit_refuses_before_parsing(tmp_path: Path, command: str):
    """Over ``--max-size`` (MiB): refused without being read, so no YAML error either."""
    big = tmp_path / "big.yaml"
    big.write_text("deck: Big\n\tnot: yaml\n" + "# padding\n" * 120_000, encoding="utf-8")  # 1.2 MB
    assert big.stat().st_size > 1024 * 1024
    args = [command, big.name, "--max-size", "1"] + (["-o", "out"] if command == "build" else [])
    proc = cli(*args, cwd=tmp_path)
    assert_clean_failure(proc, "over the limit of 1,048,576 bytes")
    assert "big.yaml:1:1: error:" in proc.stderr
    assert "YAML" not in proc.stderr.split("hint:")[0]
    assert "--max-size" in proc.stderr  # the hint tells how to raise it
    assert not (tmp_path / "out").exists()


def test_size_limit_default_lets_normal_files_through(tmp_path: Path):
    write(tmp_path / "small.yaml", MINIMAL)
    result = run("check", tmp_path / "small.yaml", "--max-size", "1")
    assert result.exit_code == 0, result.output


def test_too_many_errors_stop_early(tmp_path: Path):
    """A million broken lines give a hundred messages, not a million."""
    (tmp_path / "many.yaml").write_text("deck: T\nquestions:\n" + "  - x\n" * 200_000, encoding="utf-8")
    proc = cli("check", "many.yaml", cwd=tmp_path)
    assert_clean_failure(proc, "too many errors in this file; stopped checking it after 100")
    assert len([line for line in proc.stderr.splitlines() if ": error: " in line]) == 101


def test_utf16_is_refused(tmp_path: Path):
    (tmp_path / "wide.yaml").write_bytes(MINIMAL.encode("utf-16"))
    result = run("build", tmp_path / "wide.yaml", "-o", tmp_path / "out")
    assert result.exit_code == 1
    assert ":1:1: error: the file is not valid UTF-8" in result.stderr
    assert not (tmp_path / "out").exists()


def test_crlf_and_bom_build_fine(tmp_path: Path):
    """A byte-order mark and Windows line endings are fine, and no CR reaches a card."""
    from tests.ankiutil import import_package, new_collection, notes_by_key

    text = textwrap.dedent("""\
        deck: Windows
        questions:
          - id: q1
            question: |
              First line
              second line
            choices:
              - One
              - text: Two
                why: |
                  Because
                  of reasons
            answer: B
            explanation: >
              Folded
              text
    """)
    src = tmp_path / "win.yaml"
    src.write_bytes(b"\xef\xbb\xbf" + text.replace("\n", "\r\n").encode("utf-8"))
    check = run("check", src)
    assert check.exit_code == 0, check.output
    result = run("build", src, "-o", tmp_path / "out")
    assert result.exit_code == 0, result.output
    col = new_collection(tmp_path / "col")
    try:
        import_package(col, tmp_path / "out" / "win.apkg")
        note = notes_by_key(col)["win/q1"]
        for name in note.keys():  # noqa: SIM118 - a Note is not iterable; keys() are its fields
            assert "\r" not in note[name], name
            assert "\ufeff" not in note[name], name
        assert note["Question"] == "<p>First line\nsecond line</p>"
        assert "Folded text" in note["Explanation"]
        assert note["Answer"] == "B"
    finally:
        col.close()


@pytest.mark.parametrize("image", [
    "![x](../secret.png)", "![x](/etc/passwd)", "![x](https://tracker.example/pixel.png)",
    "![x](link.png)", "![x](sub/../../secret.png)", '<img src="../secret.png">', "![x](file:///etc/passwd)",
])
def test_media_paths_stay_inside_the_folder(tmp_path: Path, image: str):
    """No media from outside the quiz's folder (``..``, absolute, symlinks) and nothing remote."""
    (tmp_path / "secret.png").write_bytes(b"\x89PNG\r\n\x1a\n secret")
    quiz = tmp_path / "quiz"
    quiz.mkdir()
    (quiz / "sub").mkdir()
    (quiz / "link.png").symlink_to(tmp_path / "secret.png")
    write(quiz / "media.yaml", MINIMAL.replace("What is 2 + 2?", f"What is this? {image}"))
    out = tmp_path / "out"
    result = run("build", quiz / "media.yaml", "-o", out)
    if result.exit_code == 0:  # the image was shown as text, not loaded
        from tests.ankiutil import import_package, new_collection

        col = new_collection(tmp_path / "col")
        try:
            import_package(col, out / "media.apkg")
            html = col.get_note(col.find_notes("")[0])["Question"]
            assert "<img" not in html, html
            assert not os.listdir(col.media.dir()), "a file was imported as media"
        finally:
            col.close()
    else:
        assert result.exit_code == 1
        assert "Traceback" not in result.output
        assert re.search(r"media\.yaml:4:\d+: error: ", result.stderr), result.stderr
        assert not out.exists()


# --------------------------------------------------------------------------- the sanitiser, in a browser

#: texts an attacker might write, with what the learner must see (None: not checked literally)
HOSTILE: dict[str, tuple[str, str | None]] = {
    "script": ("</script><script>window.__pwned=1</script>", "</script><script>window.__pwned=1</script>"),
    "img": ('<img src="broken.png" onerror="window.__pwned=1"><img src=broken.png onload=window.__pwned=1>', None),
    "mdlink": ("[x](javascript:window.__pwned=1)", None),
    "ahref": ('<a href="javascript:window.__pwned=1">click me</a>', None),
    "iframe": ('<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>', None),
    "style": ("<style>.mc-card{display:none}</style>", None),
    "template": ("{{Question}} {{FrontSide}} {{Choices}} {{#Recall}}r{{/Recall}} {{text:Answer}}",
                 "{{Question}} {{FrontSide}} {{Choices}} {{#Recall}}r{{/Recall}} {{text:Answer}}"),
    "quotes": ("He said \"hi\" & 'bye' \\ C:\\path\\to </div></li></ol> `\\`",
               "He said \"hi\" & 'bye' \\ C:\\path\\to </div></li></ol> \\"),
    "svg": ("<svg><script>window.__pwned=1</script></svg><svg onload=\"window.__pwned=1\"/>", None),
    "handlers": ('<b onclick="window.__pwned=1" onmouseover="window.__pwned=1">bold</b>', None),
    "entities": ("&lt;script&gt;window.__pwned=1&lt;/script&gt;", "<script>window.__pwned=1</script>"),
    "math": ("\\(</script><script>window.__pwned=1</script>\\)", None),
    "code": ("`</script><script>window.__pwned=1</script>`", "</script><script>window.__pwned=1</script>"),
    "data": ("[d](data:text/html,<script>window.__pwned=1</script>)", None),
    "autolink": ("<javascript:window.__pwned=1>", None),
    "object": ('<object data="javascript:window.__pwned=1"></object><embed src="javascript:window.__pwned=1">',
               None),
    "form": ('<form action="javascript:window.__pwned=1"><button formaction="javascript:window.__pwned=1">'
             "go</button></form>", None),
    "meta": ('<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=1">', None),
    "base": ('<base href="javascript:window.__pwned=1//">', None),
    "details": ('<details open ontoggle="window.__pwned=1"><summary>s</summary></details>', None),
    "plain": ("A harmless choice", "A harmless choice"),
}


def _hostile_quiz() -> str:
    questions = []
    for number, (key, (text, _)) in enumerate(HOSTILE.items()):
        choices: list = [{"text": text, "why": text}, "Safe choice"]
        if number % 2:  # the hostile text is the correct answer, A or B
            choices.reverse()
        questions.append({
            "id": key,
            "question": f"Q {key}: {text}",
            "choices": choices,
            "answer": "B" if number % 2 else "A",
            "explanation": text,
            "source": text,
        })
    doc = {"deck": "Hostile", "description": "\n\n".join(t for t, _ in HOSTILE.values()),
           "recall": True, "shuffle": False, "questions": questions}
    return yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=10_000)


@pytest.fixture(scope="module")
def hostile_cards(tmp_path_factory) -> list[dict]:
    """The hostile quiz built by the real CLI, imported into Anki, every card rendered by Anki."""
    from tests.ankiutil import import_package, new_collection, notes_by_key

    tmp = tmp_path_factory.mktemp("hostile")
    src = tmp / "hostile.yaml"
    src.write_text(_hostile_quiz(), encoding="utf-8")
    (tmp / "broken.png").write_bytes(b"not a picture: loading it fails, which would fire onerror")
    result = run("build", src, "-o", tmp / "out")
    assert result.exit_code == 0, result.output
    col = new_collection(tmp / "col")
    try:
        import_package(col, tmp / "out" / "hostile.apkg")
        cards = []
        for key, note in sorted(notes_by_key(col).items()):
            for card in note.cards():
                cards.append({"key": key.split("/", 1)[1], "ord": card.ord, "answer": note["Answer"],
                              "question_html": card.question(), "answer_html": card.answer()})
    finally:
        col.close()
    assert len(cards) == 2 * len(HOSTILE)
    return cards


_DANGER = re.compile(r"<(script|iframe|object|embed|form|meta|base|svg|style)\b|\son\w+\s*=|javascript:|data:text",
                     re.I)


def _field_part(html: str) -> str:
    """A rendered side without the note type's own <style> and <script> (which are ours)."""
    html = re.sub(r"<style>.*?</style>", "", html, flags=re.S)
    return re.sub(r"<script>.*?</script>", "", html, flags=re.S)


def test_hostile_html_is_neutralised_in_the_fields(hostile_cards: list[dict]):
    """Static check of what Anki renders: no live tag, handler or script URL left."""
    for card in hostile_cards:
        for side in ("question_html", "answer_html"):
            html = _field_part(card[side])
            for match in _DANGER.finditer(html):
                # the same words as escaped text are fine (&lt;script...); live markup is not
                start = match.start()
                assert html[start] != "<", (card["key"], side, html[max(0, start - 80):start + 120])
                window = html[max(0, start - 200):start]
                inside_tag = window.rfind("<") > window.rfind(">")
                assert not inside_tag, (card["key"], side, html[max(0, start - 120):start + 120])


BROWSER_SCRIPT = r"""
import json, sys, types
sys.path.insert(0, sys.argv[3])
from tests.browser.harness import CHROMIUM, CHROMIUM_ARGS, DesktopViewer, FreshViewer, Server
from playwright.sync_api import sync_playwright

cards, mode = json.load(open(sys.argv[1], encoding="utf-8")), sys.argv[2]
web_root = None
if mode == "desktop":
    from tests.browser.aqt_web import AqtUnavailable, web_root as find_web_root
    try:
        web_root = find_web_root()
    except AqtUnavailable as exc:
        print(json.dumps({"unavailable": str(exc)}))
        sys.exit(0)

PROBE = '''() => {
    const qa = document.querySelector('#qa');
    const all = Array.from(qa.querySelectorAll('*'));
    const handlers = [];
    for (const el of all) for (const a of el.attributes)
        if (/^on/i.test(a.name)) handlers.push(el.tagName + ' ' + a.name);
    const urls = [];
    for (const el of all) for (const name of ['href', 'src', 'action', 'formaction', 'data', 'xlink:href'])
        if (el.hasAttribute(name)) urls.push(el.getAttribute(name));
    return {
        pwned: typeof window.__pwned === 'undefined' ? null : String(window.__pwned),
        text: qa.innerText,
        choiceTexts: Array.from(qa.querySelectorAll('.mc-choice .mc-text')).map(e => e.textContent),
        handlers: handlers, urls: urls,
        scripts: qa.querySelectorAll('script').length,
        frames: qa.querySelectorAll('iframe, frame, object, embed, form, meta, base, svg').length,
        styles: qa.querySelectorAll('style').length,
        cardVisible: !!(qa.querySelector('.mc-card') && qa.querySelector('.mc-card').offsetHeight),
    };
}'''
POKE = '''() => {
    for (const el of document.querySelectorAll('#qa *')) {
        for (const type of ['mouseover', 'mouseenter', 'focus', 'toggle', 'load', 'error'])
            el.dispatchEvent(new Event(type, {bubbles: false}));
    }
}'''

out = []
server = Server(web_root)
with sync_playwright() as pw:
    browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
    context = browser.new_context()
    page = context.new_page()
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    viewer = (DesktopViewer if mode == "desktop" else FreshViewer)(page, server)
    for raw in cards:
        card = types.SimpleNamespace(**raw, body_class=f"card card{raw['ord'] + 1}")
        viewer.show_question(card)
        page.wait_for_timeout(50)
        page.evaluate(POKE)
        front = page.evaluate(PROBE)
        if raw["ord"] == 0:
            viewer.click_key(raw["answer"])
            page.wait_for_timeout(50)
            front["afterClick"] = page.evaluate("() => typeof window.__pwned === 'undefined' ? null : 1")
        viewer.show_answer(card)
        page.wait_for_timeout(50)
        page.evaluate(POKE)
        back = page.evaluate(PROBE)
        back["result"] = viewer.result_text()
        out.append({"key": raw["key"], "ord": raw["ord"], "front": front, "back": back,
                    "errors": list(viewer.errors), "dialogs": list(dialogs)})
    browser.close()
server.close()
print(json.dumps({"cards": out}))
"""


@pytest.mark.browser
@pytest.mark.parametrize("mode", ["fresh", "desktop"])
def test_hostile_cards_run_nothing_in_chromium(hostile_cards: list[dict], mode: str, tmp_path: Path):
    """Every hostile card shown, clicked and flipped in Chromium: the trap stays unset."""
    chromium = Path("/usr/bin/chromium")
    if not chromium.exists():
        pytest.skip("no Chromium at /usr/bin/chromium (install Debian's chromium; see .ci/run)")
    pytest.importorskip("playwright.sync_api")
    data = tmp_path / "cards.json"
    data.write_text(json.dumps(hostile_cards), encoding="utf-8")
    script = tmp_path / "show.py"
    script.write_text(BROWSER_SCRIPT, encoding="utf-8")
    proc = subprocess.run([sys.executable, str(script), str(data), mode, str(ROOT)], capture_output=True,
                          text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-4000:]
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    if "unavailable" in report:
        pytest.skip(f"Anki desktop's reviewer files are unavailable: {report['unavailable']}")
    shown = report["cards"]
    assert len(shown) == len(hostile_cards)
    plain = next(c for c in shown if c["key"] == "plain" and c["ord"] == 0)
    for card in shown:
        where = f"{card['key']} (card {card['ord'] + 1}, {mode})"
        assert not card["dialogs"], (where, card["dialogs"])
        for side in ("front", "back"):
            seen = card[side]
            assert seen["pwned"] is None, f"{where} {side}: window.__pwned was set"
            assert not seen["handlers"], (where, side, seen["handlers"])
            for url in seen["urls"]:
                scheme = re.match(r"\s*([a-z][a-z0-9+.-]*):", url.replace("\t", "").replace("\n", ""), re.I)
                assert not scheme or scheme.group(1).lower() in {"http", "https", "mailto"}, (where, side, url)
            assert seen["frames"] == 0, (where, side)
            assert seen["scripts"] <= plain[side]["scripts"], (where, side)  # only the card's own script
            assert seen["styles"] <= plain[side]["styles"], (where, side)    # only the note type's CSS
            assert seen["cardVisible"], (where, side, "the card was hidden")
        assert card["front"].get("afterClick") is None, where
        script_errors = [e for e in card["errors"] if "__pwned" in e or "pageerror" in e]
        assert not script_errors, (where, script_errors)
        _text, visible = HOSTILE[card["key"]]
        if visible is not None:
            assert visible in card["front"]["text"], (where, visible, card["front"]["text"])
            assert visible in card["back"]["text"], (where, visible, card["back"]["text"])
            if card["ord"] == 0:
                assert visible in card["front"]["choiceTexts"], (where, card["front"]["choiceTexts"])
        if card["ord"] == 0:
            assert card["back"]["result"] == "Correct", (where, card["back"]["result"])
