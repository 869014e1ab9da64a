"""The import formats are one list (``formats.FORMATS``) read one way, and ``import_sources``
returns what it did instead of printing it."""

from __future__ import annotations

import errno
import inspect
import re
from pathlib import Path

import pytest

from quizdeck.core.diagnostics import DiagnosticError, Diagnostics, UserError
from quizdeck.core.errors import FileError
from quizdeck.importers.base import Importer, Source
from quizdeck.importers.convert import ImportResult, import_sources
from quizdeck.importers.formats import BY_NAME, CHOICES, FORMATS, Format, detect
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from tests.helpers import run

ROOT = Path(__file__).resolve().parent.parent
DOCS = (ROOT / "docs" / "importing.md").read_text(encoding="utf-8")
GIFT = "::q1:: Which? {=yes ~no}\n"
AIKEN = "Which?\nA. yes\nB. no\nANSWER: A\n"
TEXT = "1. Which?\n   - yes\n   - no\n   Answer: A\n"


# -- the list ------------------------------------------------------------------------------

def test_each_format_is_named_once_and_owns_its_suffixes() -> None:
    names = [f.name for f in FORMATS]
    suffixes = [s for f in FORMATS for s in f.suffixes]
    assert len(set(names)) == len(names) and len(set(suffixes)) == len(suffixes)
    assert all(s == s.lower() and s.startswith(".") for s in suffixes)
    assert ("auto", *names) == CHOICES


@pytest.mark.parametrize("form", FORMATS, ids=lambda f: f.name)
def test_every_reader_reads_one_way(form: Format) -> None:
    reader = form.reader
    assert issubclass(reader, Importer) and not inspect.isabstract(reader)
    assert list(inspect.signature(reader).parameters) == ["source", "diags"]
    assert list(inspect.signature(reader.read).parameters) == ["self", "deck"]


def test_a_reader_must_read() -> None:
    """The base declares ``read``: a reader without one cannot be made."""
    class NoRead(Importer):
        pass

    with pytest.raises(TypeError, match="read"):
        NoRead(Source("x.txt", "x.txt", ""), Diagnostics())  # type: ignore[abstract]  # what the test shows


@pytest.mark.parametrize("form", FORMATS, ids=lambda f: f.name)
def test_every_format_has_its_docs_section_and_samples(form: Format) -> None:
    name, display = form.name, form.display
    assert re.search(rf"^## {re.escape(display)}", DOCS, re.M | re.I), f"docs/importing.md has no '## {display}'"
    assert f"|{name}|" in DOCS or f"|{name}]" in DOCS, "the --format line of docs/importing.md"
    assert (ROOT / "tests" / "importing" / name).is_dir()


# -- detection -----------------------------------------------------------------------------

@pytest.mark.parametrize("text, suffix, expected", [
    (GIFT, ".txt", "gift"),              # by content
    (AIKEN, ".txt", "aiken"),
    (TEXT, ".txt", "text"),              # what no other format claims
    ("", "", "text"),
    (GIFT, ".md", "markdown"),           # the suffix wins over the content
    (AIKEN, ".csv", "csv"),
    (TEXT, ".tsv", "csv"),
    (TEXT, ".aiken", "aiken"),
    (AIKEN + "\n" + GIFT, ".txt", "gift"),   # GIFT's braces are surer than Aiken's answer lines
])
def test_detection_asks_each_format(text: str, suffix: str, expected: str) -> None:
    assert detect(text, suffix).name == expected


def test_a_format_reads_a_source_into_a_deck_named_after_its_file() -> None:
    diags = Diagnostics()
    deck = BY_NAME["aiken"].read(Source("in/my_capital-cities.aiken", "my_capital-cities.aiken", AIKEN), diags)
    assert not diags.errors
    assert (deck.name, deck.origin) == ("my capital cities", "my_capital-cities.aiken (Aiken)")
    assert [q.text for q in deck.questions] == ["Which?"] and deck.questions[0].answer == [0]
    assert deck.key.startswith("my-capital-cities-")


def test_a_new_reader_needs_only_its_class() -> None:
    """What docs/importing.md says a new format needs: a reader, then its entry."""
    class LinesReader(Importer):
        def read(self, deck: ImportedDeck) -> None:
            for n, line in enumerate(self.source.lines, start=1):
                if line.strip():
                    deck.questions.append(ImportedQuestion(self.pos(n), line.strip()))
                    deck.questions[-1].use(n)

    form = Format("lines", "one per line", (".lines",), LinesReader)
    diags = Diagnostics()
    deck = form.read(Source("q.lines", "q.lines", "a?\n\nb?\n"), diags)
    assert [q.text for q in deck.questions] == ["a?", "b?"]
    assert deck.summary(["a?", "", "b?"]).unused == []
    assert form.sniff("a?", ".lines") == 1.0 and form.sniff("a?", ".txt") == 0.0


# -- the library call ----------------------------------------------------------------------

def test_import_sources_returns_results_and_prints_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                                           ) -> None:
    (tmp_path / "pic.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 16)
    (tmp_path / "quiz.txt").write_text("Title\n\n1. Which? ![x](pic.png)\n   - yes\n   - no\n\n"
                                       "2. Other?\n   - a\n   - b\n   Answer: B\n", encoding="utf-8")
    (tmp_path / "bank.gift").write_text(GIFT, encoding="utf-8")
    diags = Diagnostics()
    results = import_sources([tmp_path / "quiz.txt", tmp_path / "bank.gift"], tmp_path / "out", "auto", False,
                             diags)
    assert capsys.readouterr() == ("", "")
    assert all(isinstance(r, ImportResult) for r in results)
    quiz, bank = results
    assert (quiz.source, quiz.dest, quiz.format, quiz.format_name) == (
        tmp_path / "quiz.txt", tmp_path / "out" / "quiz.yaml", "text", "plain text")
    assert (quiz.summary.questions, quiz.summary.answered, quiz.unanswered, quiz.attention) == (2, 1, 1, 0)
    assert quiz.images == (tmp_path / "out" / "quiz-images" / "pic.png",) and quiz.images[0].is_file()
    assert (bank.format, bank.format_name, bank.unanswered, bank.images) == ("gift", "Moodle GIFT", 0, ())
    assert quiz.dest.is_file() and bank.dest.is_file()
    assert [d.message for d in diags.warnings] == ["question 1: the source gives no answer"]


def test_import_sources_refuses_a_folder_and_an_unknown_format_with_our_errors(tmp_path: Path) -> None:
    (tmp_path / "quiz.txt").write_text(TEXT, encoding="utf-8")
    with pytest.raises(FileError, match=r": is a folder; give the quiz files to import$") as raised:
        import_sources([tmp_path / "quiz.txt", tmp_path], tmp_path / "out", "auto", False, Diagnostics())
    assert (raised.value.path, raised.value.errno) == (str(tmp_path), errno.EISDIR)
    with pytest.raises(UserError, match="no import format is named 'yaml'"):
        import_sources([tmp_path / "quiz.txt"], tmp_path / "out", "yaml", False, Diagnostics())
    assert not (tmp_path / "out").exists()


def test_import_sources_raises_with_every_problem_and_writes_nothing(tmp_path: Path) -> None:
    (tmp_path / "a.md").write_text("# Notes\n\nJust prose.\n", encoding="utf-8")
    (tmp_path / "b.gift").write_text("::q:: Open? {=yes ~no\n", encoding="utf-8")
    diags = Diagnostics()
    with pytest.raises(DiagnosticError) as raised:
        import_sources([tmp_path / "a.md", tmp_path / "b.gift"], tmp_path / "out", "auto", False, diags)
    assert {d.pos.path.rsplit("/", 1)[-1] for d in raised.value.diagnostics} == {"a.md", "b.gift"}
    assert not (tmp_path / "out").exists()


def test_a_folder_given_as_a_source_is_said_as_before(tmp_path: Path) -> None:
    folder = ROOT / "tests" / "importing" / "text"
    result = run("import", folder, "-o", tmp_path)
    assert (result.exit_code, result.stdout) == (1, "")
    assert result.stderr == f"error: {folder}: is a folder; give the quiz files to import\n"


def test_the_systems_errors_are_ours_and_name_their_file(tmp_path: Path) -> None:
    """A real OSError where it happens becomes a FileError naming the file it concerns."""
    quiz = tmp_path / "quiz.txt"
    quiz.write_text(TEXT, encoding="utf-8")
    with pytest.raises(FileError) as raised:     # a source that is not there
        import_sources([tmp_path / "gone.txt"], tmp_path / "out", "auto", False, Diagnostics())
    assert (raised.value.path, raised.value.errno) == (str(tmp_path / "gone.txt"), errno.ENOENT)
    (tmp_path / "file").write_text("", encoding="utf-8")
    with pytest.raises(FileError) as raised:     # the output folder is a file
        import_sources([quiz], tmp_path / "file", "auto", False, Diagnostics())
    assert raised.value.path == str(tmp_path / "file") and raised.value.errno == errno.EEXIST
    (tmp_path / "pic.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 16)
    quiz.write_text("1. Which? ![x](pic.png)\n   - yes\n   - no\n   Answer: A\n", encoding="utf-8")
    (tmp_path / "out" / "quiz-images" / "pic.png").mkdir(parents=True)
    with pytest.raises(FileError) as raised:     # where an image goes is a folder
        import_sources([quiz], tmp_path / "out", "auto", False, Diagnostics())
    assert (raised.value.path, raised.value.errno) == (str(tmp_path / "out" / "quiz-images" / "pic.png"),
                                                       errno.EISDIR)
    assert not (tmp_path / "out" / "quiz.yaml").exists()


def test_a_title_with_an_invisible_character_is_written_as_a_name_check_takes(tmp_path: Path) -> None:
    # a README's `# ⬆️ Title` (the arrow emoji carries U+FE0F), a bidi mark, a tab: `check` refuses each in
    # a deck name, so the import must never write them (it did: every such README failed to build)
    source = tmp_path / "exam.md"
    source.write_text("# \u2b06\ufe0f Practice\u200e exam\tone\n\n1. Which?\n\n   - A. yes\n   - B. no\n\n"
                      "   Answer: A\n\n2. What?\n\n   - A. this\n   - B. that\n\n   Answer: B\n", encoding="utf-8")
    out = tmp_path / "exam.yaml"
    assert run("import", source, "-o", out).exit_code == 0
    assert "deck: \u2b06 Practice exam one\n" in out.read_text(encoding="utf-8")
    checked = run("check", out)
    assert checked.exit_code == 0, checked.stderr


@pytest.mark.parametrize("title, name", [
    ("\u2b06\ufe0f Top", "\u2b06 Top"), ("a\u202eb", "ab"), ("\ufe0f\u200b", ""), ("x" * 300, "x" * 250),
    ("word " * 60, ("word " * 50).strip()), ("::".join("abcdefghijkl"), ""),
])
def test_usable_deck_name_takes_off_what_a_deck_name_may_not_hold(title: str, name: str) -> None:
    from quizdeck.source.names import deck_name_problems, usable_deck_name
    assert usable_deck_name(title) == name
    assert not deck_name_problems(name) or name == ""
