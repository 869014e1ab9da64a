"""``make_deck import``: every format's files import with the right answers, `check` accepts
the result or reports exactly the source's unknowns at their lines, and hostile sources
neither read nor write outside their folders nor hang."""

from __future__ import annotations

import os
import re
import shutil
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from tests.ankiutil import import_package, new_collection, notes_by_key
from tests.helpers import run

HERE = Path(__file__).parent / "importing"
SEED = Path("/work/shared/seeds/zero-sharded-optimizers-quiz.txt")
REPO_SEED = Path(__file__).parent / "importing" / "seed" / "zero-sharded-optimizers-quiz.txt"


def load(path: Path) -> dict[str, Any]:
    data = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.BaseLoader)  # every scalar a string
    assert isinstance(data, dict)
    return data


def answers(doc: dict[str, Any]) -> list[Any]:
    return [q.get("answer") for q in doc["questions"]]


def texts(doc: dict[str, Any]) -> list[list[str]]:
    return [[c if isinstance(c, str) else c["text"] for c in q["choices"]] for q in doc["questions"]]


def imported(tmp_path: Path, source: Path, *options: str, text: str | None = None) -> tuple[Path, Any]:
    """Import ``source`` (first written with ``text`` when given) into ``tmp_path/cards``."""
    if text is not None:
        source.write_text(text, encoding="utf-8")
    out = tmp_path / "cards"
    result = run("import", source, "-o", out, *options)
    return out / f"{source.stem}.yaml", result


# -- the seed quiz ------------------------------------------------------------------------

def test_seed_quiz_gives_its_questions_and_check_reports_each_missing_answer(tmp_path: Path) -> None:
    source = SEED if SEED.exists() else REPO_SEED
    dest, result = imported(tmp_path, source)
    assert result.exit_code == 0, result.output
    assert f"{dest.name}: 8 questions" in result.stdout
    text = dest.read_text(encoding="utf-8")
    assert text.startswith(f"# Imported from {source.name} (plain text)")
    doc = load(dest)
    assert doc["deck"] == "ZeRO and Sharded Optimizers Quiz"
    assert re.fullmatch(r"zero-and-sharded-optimizers-[0-9a-f]{10}", doc["id"])
    lines = source.read_text(encoding="utf-8").splitlines()
    questions = [re.sub(r"^\d+\.\s+", "", line) for line in lines if re.match(r"^\d+\. ", line)]
    choices = [[line.strip()[2:] for line in lines[lines.index(q_line) + 1:lines.index(q_line) + 5]]
               for q_line in lines if re.match(r"^\d+\. ", q_line)]
    assert [q["question"] for q in doc["questions"]] == questions
    assert texts(doc) == choices                  # verbatim, the bullet aside
    assert all(len(c) == 4 for c in choices) and len(choices) == 8
    assert answers(doc) == [None] * 8
    assert [q["id"] for q in doc["questions"]] == [f"q{n}" for n in range(1, 9)]
    # the importer says so at the source's lines ...
    for n, q_line in enumerate((i + 1 for i, line in enumerate(lines) if re.match(r"^\d+\. ", line)), start=1):
        assert f"{source}:{q_line}:1: warning: question {n}: the source gives no answer" in result.stderr
    # ... and check reports each missing answer at its question in the written file
    check = run("check", dest)
    assert check.exit_code == 1
    yaml_lines = [i + 1 for i, line in enumerate(text.splitlines()) if line.startswith("  - id: q")]
    missing = re.findall(r":(\d+):5: error: question 'q\d': missing `answer:`", check.stderr)
    assert [int(n) for n in missing] == yaml_lines
    assert check.stderr.count("error:") == 8


def test_repo_copy_of_the_seed_is_the_seed() -> None:
    if not SEED.exists():
        pytest.skip("the shared seed is not on this machine")
    assert REPO_SEED.read_bytes() == SEED.read_bytes()


# -- each format's files -------------------------------------------------------------------

EXPECTED = {
    # file: (answers, number of choices per question)
    "text/answers.txt": (["B", ["A", "C"], "B"], [4, 4, 3]),
    "text/lettered.txt": (["A", ["A", "C"], "B", None], [4, 4, 3, 2]),
    "markdown/checkboxes.md": (["B", "A", ["A", "C"], "B", None], [4, 3, 4, 3, 3]),
    "markdown/details.md": (["B", "B"], [3, 4]),
    "markdown/arabic.md": (["B", "C"], [3, 3]),
    "markdown/paragraphs.md": (["B", "A"], [3, 2]),
    "markdown/mixed-levels.md": (["B", "A"], [3, 2]),   # a title with a list under it; #### and ###### questions
    "gift/moodle.gift": (["A", ["A", "B"], "A", "B", "B", "A"], [3, 3, 2, 2, 3, 2]),
    "aiken/capitals.txt": (["B", "C"], [3, 4]),
    "csv/columns.csv": (["B", ["A", "B"], "A", "C"], [4, 3, 2, 3]),
    "csv/onecolumn.tsv": (["B", "B"], [3, 3]),
    "csv/excel-semicolon.csv": (["B", "B"], [3, 3]),
    "real/lydiahallie-javascript-questions/en-5.md": (["D", "C", "B", "A", "A"], [4, 3, 4, 3, 4]),
    "real/lydiahallie-javascript-questions/de-DE-3.md": (["D", "C", "B"], [4, 3, 4]),
    "real/lydiahallie-javascript-questions/ar-EG-3.md": (["D", "C", "B"], [4, 3, 4]),
}


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_each_format_imports_with_the_right_answers(tmp_path: Path, name: str) -> None:
    source = tmp_path / "src" / name
    shutil.copytree(HERE / Path(name).parent, source.parent)
    dest, result = imported(tmp_path, source)
    assert result.exit_code == 0, result.output
    doc = load(dest)
    want_answers, want_counts = EXPECTED[name]
    assert answers(doc) == want_answers
    assert [len(c) for c in texts(doc)] == want_counts
    check = run("check", dest)
    errors = [line for line in check.stderr.splitlines() if ": error: " in line]
    unknown = [i for i, a in enumerate(want_answers) if a is None]
    # the only problems: the answers the source does not give, reported by `check`
    assert len(errors) == len(unknown), check.stderr
    assert all("missing `answer:`" in e for e in errors)
    if not unknown:
        assert check.exit_code == 0, check.stderr


def test_imported_banks_build_and_import_into_anki(tmp_path: Path) -> None:
    """The real excerpts and the local-image quiz, imported, built and imported into a real collection."""
    sources = [HERE / "real" / "lydiahallie-javascript-questions" / f"{n}.md" for n in ("en-5", "de-DE-3", "ar-EG-3")]
    shutil.copytree(HERE / "markdown", tmp_path / "md")
    sources.append(tmp_path / "md" / "details.md")
    out = tmp_path / "cards"
    result = run("import", *sources, "-o", out)
    assert result.exit_code == 0, result.output
    build = run("build", out, "-o", tmp_path / "all.apkg")
    assert build.exit_code == 0, build.output
    col = new_collection(tmp_path / "anki")
    try:
        log = import_package(col, tmp_path / "all.apkg")
        assert len(log.log.new) == 5 + 3 + 3 + 2
        keys = notes_by_key(col)
        assert {key.split("/")[1] for key in keys} == {"q1", "q2", "q3", "q4", "q5"}
        note = next(n for k, n in keys.items() if k.startswith("en-5-") and k.endswith("/q1"))
        assert note["Answer"] == "D" and "sayHi" in note["Question"]
    finally:
        col.close()


def test_markdown_details_code_tables_images_and_references(tmp_path: Path) -> None:
    source = tmp_path / "src" / "checkboxes.md"
    shutil.copytree(HERE / "markdown", source.parent)
    dest, result = imported(tmp_path, source)
    doc = load(dest)
    q1, q2, q3, q4, q5 = doc["questions"]
    assert doc["deck"] == "Python basics"
    assert q1["choices"][0] == "`2`" and q1["source"].startswith("[reference](https://docs.python.org")
    assert "```python\nfor i in range(3):\n    print(i, end=\" \")\n```" in q2["question"]
    assert q2["explanation"] == "`range(3)` counts from 0 up to, not including, 3."
    assert q3["answer"] == ["A", "C"]
    assert "| side | length |" in q4["question"]
    assert q4["choices"] == ["```text\ntriangle\n```", "```text\nsquare\n```", "```text\ncircle\n```"]  # "A" label gone
    # the local image is copied next to the quiz, the reference rewritten; build bundles it
    assert "![a shape](checkboxes-images/shape.png)" in q4["question"]
    copied = dest.parent / "checkboxes-images" / "shape.png"
    assert copied.read_bytes() == (HERE / "markdown" / "images" / "shape.png").read_bytes()
    # the remote one is reported at its line and left for the author
    assert re.search(r"checkboxes\.md:61:9: warning: remote image 'https://example\.com/logo\.png'", result.stderr)
    assert "![logo](https://example.com/logo.png)" in q5["question"]
    (dest.parent / "done.yaml").write_text(
        dest.read_text(encoding="utf-8").replace("    # answer: the source gives none", "    answer: A  #"),
        encoding="utf-8")
    dest.unlink()
    build = run("build", dest.parent / "done.yaml", "-o", tmp_path / "out")
    assert "remote image" in build.stderr and build.exit_code == 1   # only the remote image stops it


def test_images_in_code_stay_as_written_and_titles_of_any_quote_are_copied(tmp_path: Path) -> None:
    src = tmp_path / "src"
    shutil.copytree(HERE / "markdown" / "images", src / "images")
    dest, result = imported(tmp_path, src / "code.md",
                            text="#### Q1. Which tag shows `<img src=\"images/shape.png\">`?\n\n"
                                 "```html\n<img src=\"images/shape.png\" alt=\"x\">\n![in code](images/shape.png)\n"
                                 "```\n\n![Table](images/shape.png?raw=true 'table')\n\n"
                                 "- [x] `<img>`\n- [ ] `<picture>`\n")
    assert result.exit_code == 0, result.output
    question = load(dest)["questions"][0]["question"]
    assert "`<img src=\"images/shape.png\">`" in question
    assert "```html\n<img src=\"images/shape.png\" alt=\"x\">\n![in code](images/shape.png)\n```" in question
    assert "![Table](code-images/shape.png 'table')" in question
    assert (dest.parent / "code-images" / "shape.png").exists()


def test_text_labels_hints_explanations(tmp_path: Path) -> None:
    dest, _ = imported(tmp_path, HERE / "text" / "answers.txt")
    doc = load(dest)
    assert doc["deck"] == "Networking basics" and doc["description"] == "A short quiz on TCP/IP."
    q1, q2, q3 = doc["questions"]
    assert q1["explanation"] == "IP routes packets between networks: the internet layer."
    assert q2["answer"] == ["A", "C"] and q2["question"].endswith("(Choose two)")
    assert q3["answer"] == "B"      # "Answer: IP addresses", the choice's text
    dest, _ = imported(tmp_path, HERE / "text" / "lettered.txt")
    doc = load(dest)
    assert texts(doc)[:2] == [["42", "36", "48", "13"], ["2", "4", "7", "9"]]   # labels stripped
    assert doc["questions"][1]["explanation"] == "4 = 2 × 2 and 9 = 3 × 3."


def test_numbering_gaps_and_lists_in_explanations(tmp_path: Path) -> None:
    dest, result = imported(tmp_path, tmp_path / "gaps.txt",
                            text="1. First?\n   - a\n   - b\n   Answer: A\n   Because:\n   1. one\n   2. two\n\n"
                                 "3. Third (2 is missing)?\n   - c\n   - d\n   Answer: B\n\n"
                                 "7. Seventh, with a list?\n   1. x\n   2. y\n   - e\n   - f\n\n"
                                 "8. Eighth has no choices\n")
    assert result.exit_code == 0, result.output
    doc = load(dest)
    assert [q["id"] for q in doc["questions"]] == ["q1", "q3", "q7"]
    assert doc["questions"][0]["explanation"] == "Because:\n1. one\n2. two"
    assert answers(doc) == ["A", "B", None]
    assert doc["questions"][2]["question"] == "Seventh, with a list?\n1. x\n2. y"
    assert "gaps.txt:20:1: warning: line 20 looks like question 8 but no choices follow it" in result.stderr


def test_crlf_and_bom_sources(tmp_path: Path) -> None:
    source = tmp_path / "crlf.txt"
    source.write_bytes(b"\xef\xbb\xbf" + (HERE / "text" / "answers.txt").read_bytes().replace(b"\n", b"\r\n"))
    dest, result = imported(tmp_path, source)
    assert result.exit_code == 0, result.output
    plain, _ = imported(tmp_path / "plain", HERE / "text" / "answers.txt")
    assert load(dest)["questions"] == load(plain)["questions"]
    assert b"\r" not in dest.read_bytes()


def test_gift_feedback_titles_category_escapes_and_skipped_types(tmp_path: Path) -> None:
    dest, result = imported(tmp_path, HERE / "gift" / "moodle.gift")
    doc = load(dest)
    assert doc["deck"] == "Networks::TCP"
    ids = [q["id"] for q in doc["questions"]]
    assert ids == ["tcp-open", "ports", "escapes", "tf", "blank", "html"]
    tcp, ports, escapes, tf, blank, html = doc["questions"]
    assert tcp["choices"][1] == {"text": "FIN, ACK", "why": "that one closes a connection"}
    assert tcp["explanation"] == "A connection starts with the three-way handshake."
    assert ports["answer"] == ["A", "B"] and ports["choices"][2]["why"] == "a registered port, not a well-known one"
    assert escapes["question"] == "Escapes: a {brace}, an = sign and a ~ tilde"
    assert escapes["choices"] == ["right # not feedback", "wrong"]
    assert tf["choices"] == ["True", "False"] and tf["explanation"] == "No: UDP is best effort."
    assert blank["question"] == "The default port of SSH is _____, on TCP."
    assert html["question"] == "Which is a **private** address?" and html["choices"] == ["10.0.0.1", "8.8.8.8"]
    for line, what in ((24, "short-answer"), (26, "numerical"), (28, "matching"), (30, "essay")):
        assert re.search(rf"moodle\.gift:{line}:\d+: warning: question '\w+' is an? {what} question; skipped",
                         result.stderr), what
    assert re.search(r"moodle\.gift:32:1: warning: a question has no answers \(a GIFT description\); skipped",
                     result.stderr)


@pytest.mark.parametrize("name, message", [
    ("gift/unclosed.gift", r"unclosed\.gift:3:1: error: this question's `\{` is never closed"),
    # a sheet without a header row is read by its cells when that is safe (tests/test_import_csv_headerless.py)
])
def test_source_problems_are_errors_at_their_line_and_nothing_is_written(tmp_path: Path, name: str,
                                                                         message: str) -> None:
    dest, result = imported(tmp_path, HERE / name)
    assert result.exit_code == 1
    assert re.search(message, result.stderr), result.stderr
    assert "nothing written" in result.stderr
    assert not dest.parent.exists()


def test_answer_naming_no_choice_in_markdown_is_written_for_the_user_to_fix(tmp_path: Path) -> None:
    dest, result = imported(tmp_path, tmp_path / "q.md", text="1. Which?\n   - a\n   - b\n   Answer: D\n\n"
                                                              "2. Next?\n   - c\n   - d\n   Answer: A\n")
    # nothing is lost for one bad answer line: written, said at the line, and the exit status says so
    assert result.exit_code == 1
    assert re.search(r"q\.md:4:12: warning: the answer D names no choice; the question has 2", result.stderr)
    assert "needs attention: 1 part of the sources could not be read" in result.stderr
    assert answers(load(dest)) == ["D", "A"]   # as the source says: `check` reports it at its line
    check = run("check", dest)
    assert check.exit_code == 1 and "names no choice" in check.stderr


# -- files: never overwritten, -o, atomic ------------------------------------------------------

def test_never_overwrites_without_force(tmp_path: Path) -> None:
    dest, first = imported(tmp_path, HERE / "aiken" / "capitals.txt")
    assert first.exit_code == 0
    dest.write_text("# my edits\n", encoding="utf-8")
    _, again = imported(tmp_path, HERE / "aiken" / "capitals.txt")
    assert again.exit_code == 1 and "exists already; nothing was written" in again.stderr
    assert dest.read_text(encoding="utf-8") == "# my edits\n"
    _, forced = imported(tmp_path, HERE / "aiken" / "capitals.txt", "--force")
    assert forced.exit_code == 0 and load(dest)["questions"][0]["answer"] == "B"
    # imported again over itself, it keeps the deck id: Anki updates the notes instead of adding others
    key = load(dest)["id"]
    _, again = imported(tmp_path, HERE / "aiken" / "capitals.txt", "--force")
    assert again.exit_code == 0 and load(dest)["id"] == key
    assert [p.name for p in dest.parent.iterdir()] == ["capitals.yaml"]   # no temporary file left


def test_output_file_and_default_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = run("import", HERE / "aiken" / "capitals.txt")
    assert result.exit_code == 0 and (tmp_path / "cards" / "capitals.yaml").exists()
    result = run("import", HERE / "aiken" / "capitals.txt", "-o", "mine.yaml")
    assert result.exit_code == 0 and load(tmp_path / "mine.yaml")["questions"][1]["answer"] == "C"
    result = run("import", HERE / "aiken" / "capitals.txt", HERE / "csv" / "columns.csv", "-o", "both.yaml")
    assert result.exit_code == 1 and "several sources" in result.stderr
    (tmp_path / "other").mkdir()
    shutil.copy(HERE / "csv" / "columns.csv", tmp_path / "other" / "capitals.csv")
    result = run("import", HERE / "aiken" / "capitals.txt", tmp_path / "other" / "capitals.csv", "-o", "two")
    assert result.exit_code == 1 and "is imported to two/capitals.yaml too" in result.stderr
    assert not (tmp_path / "two").exists()


@pytest.mark.parametrize("fmt", ["text", "aiken"])
def test_format_option(tmp_path: Path, fmt: str) -> None:
    dest, result = imported(tmp_path, HERE / "aiken" / "capitals.txt", "--format", fmt)
    assert result.exit_code == 0, result.output
    assert answers(load(dest)) == ["B", "C"]


# -- hostile sources ------------------------------------------------------------------------------

def test_images_outside_the_source_folder_are_never_read(tmp_path: Path) -> None:
    secret = tmp_path / "secret.png"
    secret.write_bytes(b"\x89PNG secret")
    src = tmp_path / "src"
    src.mkdir()
    (src / "link.png").symlink_to(secret)
    dest, result = imported(
        tmp_path, src / "evil.md",
        text="1. Which?\n\n![a](../secret.png) ![b](/etc/passwd) ![c](link.png) <img src=\"../../etc/hosts\">\n"
             "![d](sub/../../secret.png) ![e](evil.md)\n\n   - x\n   - y\n   Answer: A\n")
    assert result.exit_code == 0, result.output
    assert result.stderr.count("outside the source's folder") == 5
    assert "not an image file" in result.stderr
    written = sorted(p.relative_to(tmp_path / "cards") for p in (tmp_path / "cards").rglob("*"))
    assert written == [Path("evil.yaml")]
    assert b"PNG secret" not in dest.read_bytes()


def test_image_names_cannot_leave_the_output_folder(tmp_path: Path) -> None:
    src = tmp_path / "src"
    (src / "..x").mkdir(parents=True)
    (src / "..x" / "..png").write_bytes(b"\x89PNG 1")
    (src / "a b").mkdir()
    (src / "a b" / "..%2F..%2Fescape.png").write_bytes(b"\x89PNG 2")
    _, result = imported(tmp_path, src / "names.md",
                         text="1. Which?\n\n![a](..x/..png) ![b](<a b/..%252F..%252Fescape.png>)\n\n   - x\n   - y\n")
    assert result.exit_code == 0, result.output
    out = tmp_path / "cards"
    for path in tmp_path.rglob("*"):
        if path.is_file() and not path.is_relative_to(src):
            assert path.is_relative_to(out / "names-images") or path == out / "names.yaml", path


class Hang(BaseException):
    """Raised by the alarm: no handler of the command may take it for a user's error."""


def test_images_are_not_written_through_a_link(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "checkboxes-images").symlink_to(elsewhere)
    source = tmp_path / "src" / "checkboxes.md"
    shutil.copytree(HERE / "markdown", source.parent)
    dest, result = imported(tmp_path, source)
    assert result.exit_code == 1 and "checkboxes-images:1:1: error: is a link" in result.stderr
    assert list(elsewhere.iterdir()) == [] and not dest.exists()


@pytest.fixture
def alarm() -> Iterator[None]:
    """Fail instead of hanging: a pathological input must not take minutes (a generous bound:
    linear reading takes seconds; the quadratic answer parsing this caught took ten minutes)."""
    def stop(*_: object) -> None:
        raise Hang("the importer did not finish: quadratic or worse on this input")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.alarm(60)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


PATHOLOGICAL = [
    "# " + "#" * 200_000 + "x", "- " * 200_000, "- [x] " + "[x] " * 100_000, "![" * 200_000 + "](x",
    ("![a](" + "a" * 1999) * 100, "A. " * 200_000, "Answer: " + "A, " * 2_000_000, "Answer: " + "A and " * 300_000,
    "<details " * 100_000, "<img " * 100_000, "::t:: q {" + "~a #b " * 20_000 + "}", "q {" + "\\" * 2_000_000 + "=a}",
    "(choose " + "two " * 100_000, "1. " * 100_000, "**" * 200_000, "[reference](" + "x" * 200_000,
    "Question " * 100_000, "(" * 200_000, "{" * 200_000, "\\{" * 100_000, "```" * 100_000, "|" * 200_000,
]


@pytest.mark.slow  # inputs made to be slow for a naive parser
@pytest.mark.parametrize("fmt", ["markdown", "gift", "aiken", "csv"])
def test_pathological_input_does_not_hang(tmp_path: Path, alarm: None, fmt: str) -> None:
    source = tmp_path / "big.txt"
    source.write_text("Title\n\n1. Q?\n" + "\n".join(PATHOLOGICAL) + "\n   - a\n   - b\nAnswer: A\n"
                      + "- [ ] x\n" * 50_000, encoding="utf-8")
    assert source.stat().st_size > 10_000_000
    _, result = imported(tmp_path, source, "--format", fmt)
    assert result.exit_code in (0, 1)
    assert "Traceback" not in result.output


def test_many_numbered_lines_without_choices_do_not_hang(tmp_path: Path, alarm: None) -> None:
    # each numbered line looks for its choices up to the next line numbered higher: here the end
    _, result = imported(tmp_path, tmp_path / "numbers.txt", text="1. x\n" * 50_000)
    assert result.exit_code in (0, 1)
    assert "Traceback" not in result.output


def test_gift_answers_without_text_do_not_hang(tmp_path: Path, alarm: None) -> None:
    # each is placed at its line and column, found by bisection (a scan per answer was quadratic)
    _, result = imported(tmp_path, tmp_path / "empty.gift", text="q {\n" + "~\n" * 50_000 + "}\n")
    assert "empty.gift:3:1: warning: an answer without text" in result.stderr


def test_not_utf8_and_too_large(tmp_path: Path) -> None:
    source = tmp_path / "latin1.txt"   # a Windows editor's text: read as Windows-1252, and said
    source.write_bytes("1. Qu'est-ce qu'un \xe9l\xe9phant ?\n - a\n - b\n".encode("latin-1"))
    dest, result = imported(tmp_path, source)
    assert result.exit_code == 0, result.output
    assert "latin1.txt:1:1: warning: not UTF-8: 1 line read as Windows-1252" in result.stderr
    assert load(dest)["questions"][0]["question"] == "Qu'est-ce qu'un éléphant ?"
    source.write_bytes(b"1. Qu'est-ce qu'un \x81 ?\n - a\n - b\n")   # no Windows-1252 either
    _, result = imported(tmp_path, source)
    assert result.exit_code == 1 and "latin1.txt:1:20: error: the file is not valid UTF-8" in result.stderr
    _, result = imported(tmp_path, HERE / "aiken" / "capitals.txt", "--max-size", "1")
    assert result.exit_code == 0
    big = tmp_path / "big.txt"
    big.write_bytes(b"x" * (1024 * 1024 + 1))
    _, result = imported(tmp_path, big, "--max-size", "1")
    assert result.exit_code == 1 and "sources over 1 MiB are refused" in result.stderr


def test_no_questions_is_an_error(tmp_path: Path) -> None:
    _, result = imported(tmp_path, tmp_path / "notes.md", text="# Notes\n\nJust prose.\n")
    assert result.exit_code == 1 and "notes.md:1:1: error: no questions found (read as Markdown)" in result.stderr


def test_source_folder_is_refused(tmp_path: Path) -> None:
    result = run("import", HERE / "text", "-o", tmp_path)
    assert result.exit_code == 1 and "is a folder" in result.stderr
    assert os.listdir(tmp_path) == []


def test_docs_examples_are_what_import_writes(tmp_path: Path) -> None:
    doc = (Path(__file__).parent.parent / "docs" / "importing.md").read_text(encoding="utf-8")
    examples = re.findall(r"`([\w.-]+\.(?:txt|md|gift|csv))`:\n\n(`{3,4})\w*\n(.*?)\2\n\nbecomes[^\n]*\n\n"
                          r"(`{3,4})yaml\n(.*?\n)\4\n", doc, flags=re.S)
    assert sorted(name.rsplit(".", 1)[1] for name, *_ in examples) == ["csv", "gift", "md", "txt", "txt"]
    for name, _, source_text, _, written in examples:
        dest, result = imported(tmp_path, tmp_path / name, text=source_text)
        assert result.exit_code == 0, result.output
        got = re.sub(r"^id: (.*)-[0-9a-f]{10}$", r"id: \1-3f9a1c07d2", dest.read_text(encoding="utf-8"), flags=re.M)
        assert got == written, name
