"""``make_deck import``: read each source, pick its format, call its reader, write one quiz YAML per source.

The formats and their readers are ``formats.FORMATS``; nothing here names one. Nothing is
written until every source has been read without error and every destination is known to be
free (or ``force`` is given); then the images and the YAML files are written atomically,
inside the output folder only. ``import_sources`` prints nothing: it returns an
``ImportResult`` per source, and its problems are in the diagnostics.
"""

from __future__ import annotations

import contextlib
import errno
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from quizdeck.core.atomicfile import write_bytes_atomic
from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.core.errors import DiagnosticError, FileError, UserError
from quizdeck.core.paths import display_path
from quizdeck.importers import wrappedchoices
from quizdeck.importers.answerlines import fill_answers
from quizdeck.importers.arbiter import Finish, choose, say_doubts
from quizdeck.importers.asklabels import started
from quizdeck.importers.attrlists import unattributed
from quizdeck.importers.barelabels import rewritten as bare_labels
from quizdeck.importers.barelists import taken_out as unlisted
from quizdeck.importers.base import Source
from quizdeck.importers.citemarks import uncited
from quizdeck.importers.coderecords import CodeRecordsReader, code_format
from quizdeck.importers.columns import Columns
from quizdeck.importers.commafields import fielded
from quizdeck.importers.countedkeys import read_keys
from quizdeck.importers.countline import said_count
from quizdeck.importers.filebanners import unbannered
from quizdeck.importers.formats import BY_NAME, CHOICES, Format, by_suffix, decode
from quizdeck.importers.gluedheader import cut_header
from quizdeck.importers.gluedsigns import rewritten as glued_signs
from quizdeck.importers.htmlcells import html_cells
from quizdeck.importers.images import ImageCopies, ImageImporter, copy_images
from quizdeck.importers.imported import ImportedDeck, ImportSummary, format_ranges, normalise_newlines
from quizdeck.importers.invisibles import visible, without_controls
from quizdeck.importers.keycaps import numbered
from quizdeck.importers.keysections import joined as keyed
from quizdeck.importers.kindheads import rewritten as kind_heads
from quizdeck.importers.labelforms import normalised
from quizdeck.importers.labelorder import keyed_by_label
from quizdeck.importers.labelruns import Shuffled, evened, ordered
from quizdeck.importers.locallinks import unlink_local
from quizdeck.importers.lonelabels import joined
from quizdeck.importers.mdcontainers import page_boxes
from quizdeck.importers.mdgluedopens import unglue_deck
from quizdeck.importers.mdhiddenanswers import find as comment_answers
from quizdeck.importers.mdinline import fenced_lines
from quizdeck.importers.mdmarkua import fill_ins as markua_fill_ins
from quizdeck.importers.mdopenparts import taken_out
from quizdeck.importers.mdshown import commented_out, shown
from quizdeck.importers.mdwrapperfences import rewritten as unfenced
from quizdeck.importers.mend import mend_deck
from quizdeck.importers.namedfirst import named_first
from quizdeck.importers.nextlinekeys import rewritten as next_line_keys
from quizdeck.importers.onelinerows import one_line_rows
from quizdeck.importers.openitems import taken_out as unasked
from quizdeck.importers.quotedchoices import kept_quotes
from quizdeck.importers.radicals import folded_labels
from quizdeck.importers.radiosigns import unsigned
from quizdeck.importers.recordids import without_ids
from quizdeck.importers.recordlabels import unlabelled
from quizdeck.importers.recordstreams import stream_rows
from quizdeck.importers.repeatedheads import rewritten as repeated_heads
from quizdeck.importers.reviewpages import unframed
from quizdeck.importers.rowsheets import Reshaped, reshaped
from quizdeck.importers.runningnumbers import unnumbered, unstarred
from quizdeck.importers.sanity import check_deck
from quizdeck.importers.sidewaysrows import sideways_rows
from quizdeck.importers.sqlrows import sql_rows
from quizdeck.importers.strayreturns import joined as stray_returns
from quizdeck.importers.tells import tell
from quizdeck.importers.verdicttags import settle, taken_off
from quizdeck.importers.written import agree
from quizdeck.importers.yamlwriter import dump
from quizdeck.source.names import is_id
from quizdeck.source.reader import DEFAULT_MAX_BYTES, MappingNode, ScalarNode, load_nodes

DEFAULT_FOLDER = Path("cards")


@dataclass(frozen=True)
class ImportResult:
    """One source, imported: what ``import`` says of it."""

    source: Path                 # as given
    dest: Path                   # the quiz YAML written
    format: str                  # the format's --format name: "markdown"
    format_name: str             # its name in messages: "Markdown"
    summary: ImportSummary       # N questions, with answers, with explanations, the lines not used
    images: tuple[Path, ...]     # the images copied beside the quiz

    @property
    def unanswered(self) -> int:
        """Questions the source gives no answer for."""
        return self.summary.questions - self.summary.answered

    @property
    def attention(self) -> int:
        """Parts of the source written as they are, for the user to fix."""
        return self.summary.attention


@dataclass
class _Read:
    """One source read, before anything is written."""

    source: Path
    dest: Path
    format: Format
    deck: ImportedDeck
    lines: list[str]
    copies: ImageCopies


def destination(source: Path, output: Path | None, several: bool) -> Path:
    """Where a source's quiz goes: ``-o FILE.yaml``, ``-o FOLDER`` or ``cards/<name>.yaml``."""
    if output is not None and output.suffix.lower() in (".yaml", ".yml") and not output.is_dir():
        if several:
            raise UserError(f"-o {output} names one file, but there are several sources; give a folder")
        return output
    return (output if output is not None else DEFAULT_FOLDER) / f"{source.stem}.yaml"


def read_source(path: Path, fmt: str, diags: Diagnostics, max_bytes: int = DEFAULT_MAX_BYTES,
                look_again: bool = True, mend: bool = True) -> tuple[ImportedDeck, Format, Source] | None:
    """The deck a source holds, its format and its text; None when it cannot be read.

    ``fmt`` is a format's name or ``auto``: the format its suffix says, else the surest by its text; when
    that reading does not fit well, the other readings are tried and the best kept (``arbiter.choose``;
    a given format is kept, and a far better reading named in a warning).
    ``look_again``: what looks wrong in the deck, whatever its format, is said at its line
    (``sanity.check_deck``, ``tells.tell``); ``mend``: labels that are certainly not text are taken off first, whatever
    the format (``mend.mend_deck``). Each is off only to measure what it adds (scripts/import_accuracy.py).
    """
    where = display_path(path)
    with _file_errors(path):
        size = path.stat().st_size
        if size > max_bytes:
            diags.error(Pos(where), f"the file is {size / 1048576:.1f} MiB; sources over "
                                    f"{max_bytes // 1048576} MiB are refused")
            return None
        data = path.read_bytes()
    named = by_suffix(path.suffix.lower()) if fmt == "auto" else BY_NAME[fmt]
    text = decode(data, where, diags, named)
    if text is None:
        return None
    since = len(diags.items)
    # "Das \rH in ..." in a CR LF text: one line (strayreturns; a sheet's quoted cell may break so: its reader's)
    if (named is None or named.name in ("text", "markdown")) and (strays := stray_returns(text)) is not None:
        text = strays[0]
        diags.warning(Pos(where, strays[1][0], 1),
                      f"a carriage return alone inside line{'s' if len(strays[1]) > 1 else ''} "
                      f"{format_ranges([(n, n) for n in strays[1]])} of a file whose lines end CR LF: read as a space, "
                      "not a line end",
                      hint="check the line: if it was meant to break there, break it with a real line end")
    text = normalise_newlines(text)
    if (controlled := without_controls(text)) is not None:   # "động cơ \x1ddiesel" (invisibles)
        text, bad = controlled
        diags.warning(Pos(where, bad[0], 1), f"control characters taken out of line{'s' if len(bad) > 1 else ''} "
                                             f"{format_ranges([(n, n) for n in bad])}: no Anki field may hold them",
                      hint="check those lines: a control character is usually left by a copy from another program")
    # zero-width spaces aside (invisibles); ``题⽬:`` read as ``题目:`` (radicals)
    source = Source(where, path.name, folded_labels(visible(text)))
    # SQL INSERTs, a sheet sideways, records end to end on one line: a sheet's rows, each at its place (rowsheets)
    if (sheet := _sheet_rows(source, named, fmt)) is not None:
        source, named, read_from, since_rows = sheet.source(source), BY_NAME["csv"], source, len(diags.items)
    if fmt == "auto" and (named is None or named.name in ("text", "markdown")) and CodeRecordsReader.sniff(source.text):
        named = code_format()   # questions written as code: no label rewrites, read as such only (coderecords)
    columns = Columns()   # the lines rewritten in place below: messages' columns at the source's characters
    def warn(at: int, said: str, hint: str) -> None:   # a rewrite below that guesses, said at its line (1-based)
        diags.warning(Pos(where, at, 1), said, hint=hint)
    if (named is None or named.name in ("text", "markdown")) and (unwrapped := unfenced(source.lines, warn)):
        source = _rewritten(source, unwrapped, columns)   # "```markdown" around the file: no code (mdwrapperfences)
    if named is not None and named.name == "markdown" and (uncommented := commented_out(source.lines)) is not None:
        source = _rewritten(source, uncommented[0], columns)   # a quiz commented out whole: read, said (mdshown)
        opened, closed = uncommented[1] + 1, uncommented[2] + 1
        warn(opened, f"the questions are inside an HTML comment (lines {opened}–{closed}): read as "
                         "written; a page shows none", "take the comment's markers off if the quiz is meant to show")
    if (named is None or named.name in ("text", "markdown")) and (typed := markua_fill_ins(source.lines)) is not None:
        diags.warning(Pos(where, typed[0], 1), f"{typed[1]} fill-in question{'s' if typed[1] > 1 else ''} of a Markua "
                                               "quiz (`? ...` over `! answer`, no choices) left out",
                      hint="a deck's questions have choices: add them in the quiz if you want these questions")
    if (named is None or named.name == "markdown") and (boxes := page_boxes(source.lines)) is not None:
        source = _rewritten(source, boxes, columns)   # ":::details" boxes, ":white_large_square:" (mdcontainers)
    if (named is None or named.name in ("text", "markdown")) and (
            wrapped := wrappedchoices.unwrapped(source.lines)) is not None:
        source = _rewritten(source, wrapped[0], columns)   # a bare choice's paragraph over two lines (wrappedchoices)
        warn(wrapped[1][0], wrappedchoices.said(wrapped[1]), "check those choices; where one paragraph is two, part "
                                                             "them by a blank line")
    forms = normalised(source.lines, fenced_lines(source.lines)) if named is None or named.name in (
        "text", "markdown") else None
    if forms is not None:
        source = _rewritten(source, forms.lines, columns)   # labels as the readers know them (labelforms)
    # the comments under choices, read once: answers hidden, or overruled by a shown line (mdhiddenanswers)
    comments = comment_answers(source.lines) if named is not None and named.name == "markdown" else None
    for at, hid_at, hid in comments.overruled if comments is not None else ():
        diags.warning(Pos(where, at, 1), f"the HTML comment at line {hid_at} ({hid}) names another choice than this "
                                         "answer line: this one, which the page shows, is read",
                      hint="check which of the two is the key")   # "<!-- answer: A -->" over "**Answer: B**"
    if comments is not None and (page := shown(source.lines, comments)) is not None:
        if (hidden := comments.said()) is not None:   # "<!-- **Answer: c** -->" (mdhiddenanswers)
            diags.warning(Pos(where, hidden[0], 1), f"answers read from {hidden[1]} HTML comments under the choices, "
                                                    "which the page does not show",
                          hint="check them: a comment may be a note, not the key")
        source = _rewritten(source, page, columns)   # Markdown as its page shows it, line for line (mdshown)
    shuffled: list[Shuffled] = []
    verdicts = None
    if named is None or named.name in ("text", "markdown"):
        if (named is None or named.name == "text") and (fields := fielded(source.lines)) is not None:
            # ",A.text", ",B", ",2": an app's comma-led fields as records (commafields); lines move inside a record
            source = Source(where, path.name, "\n".join(fields.lines))
            if fields.number_line is not None:
                diags.warning(Pos(where, fields.number_line + 1, 1),
                              f"the number alone after the answer letter ({fields.numbers} records) read as the "
                              "program's own field (a score or a level), not as a choice: not imported",
                              hint="if it means something to your cards, add it by hand (a tag, say)")
        if (unheaded := unbannered(source.lines, fenced_lines(source.lines))) is not None:
            source = _rewritten(source, unheaded, columns)   # "==> q3.txt <==": where a file ends (filebanners)
        if (unpaged := unframed(source.lines, fenced_lines(source.lines), warn)) is not None:
            source = _rewritten(source, unpaged, columns)   # "Flag question", "Feedback": a review page's (reviewpages)
        if (doubled := repeated_heads(source.lines, warn)) is not None:
            source = _rewritten(source, doubled[0], columns)   # "Pregunta 3" again over its choices (repeatedheads)
        if (keys := next_line_keys(source.lines)) is not None:
            source = _rewritten(source, keys[0], columns)   # "…es:" over a choice's whole text: one line (nextlinekeys)
        if (clean := uncited(source.lines, fenced_lines(source.lines))) is not None:
            source = _rewritten(source, clean, columns)   # "[cite_start]", "[cite: 6]": an assistant's (citemarks)
        if (verdicts := taken_off(source.lines, fenced_lines(source.lines))) is not None:
            source = _rewritten(source, verdicts.lines, columns)   # a graded page's verdicts as marks (verdicttags)
        if (keyed := numbered(source.lines, fenced_lines(source.lines))) is not None:
            source = _rewritten(source, keyed, columns)   # keycap numbers as digits, line for line (keycaps)
        if (first := named_first(source.lines, fenced_lines(source.lines))) is not None:
            source = _rewritten(source, first, columns)   # a first label written as a name (namedfirst)
        for reshaped in (bare_labels, glued_signs, kind_heads):   # "A" over its text; ".c."; "1.单选题" (shapes36)
            if (new := reshaped(source.lines, fenced_lines(source.lines), warn)) is not None:
                source = _rewritten(source, new, columns)
        if (lone := joined(source.lines, fenced_lines(source.lines))) is not None:
            # a label alone over its content (lonelabels): content moves up a line, so no column is kept
            source = Source(where, path.name, "\n".join(lone))
        if (again := ordered(source.lines, fenced_lines(source.lines))) is not None:
            source = _rewritten(source, again[0], columns)   # labels out of order, in order (labelruns)
            shuffled = again[1]
        if (runs := evened(source.lines, fenced_lines(source.lines))) is not None:
            source = _rewritten(source, runs, columns)   # a run of choices in one form (labelruns)
        if (named is None or named.name == "text") and (
                bare := unlabelled(source.lines, fenced_lines(source.lines))) is not None:
            source = _rewritten(source, bare, columns)   # records' label lines off (recordlabels)
        if (ids := without_ids(source.lines, fenced_lines(source.lines))) is not None:
            source = _rewritten(source, ids, columns)   # "ID 1004" over each record: no text of it (recordids)
    source.columns = columns
    choice = choose(source, named, given=fmt != "auto", finish=_finisher(mend))
    diags.merge(choice.reading.diags)
    deck, form = choice.deck, choice.form
    if forms is not None:
        forms.tell(deck, diags, where)    # what labelforms rewrote, in the summary; where unsure, warned
    keyed_by_label(deck, shuffled, where, diags)   # their answers by the labels written (labelorder)
    if verdicts is not None:
        settle(deck, verdicts, diags)     # the marks the reading kept in texts off, their answers checked, said
    unattributed(deck)                    # "![](a.jpg){width=30%}": the site's attribute list off (attrlists)
    unlink_local(deck, source, diags)     # links to local files: their text kept, said at the line
    cut_header(deck, source, diags)       # a header glued before the first question's text, said at the line
    if form.name == "csv":
        kept_quotes(deck, source, diags)  # ', "Matrix",' in a sheet needing no quotes: kept, said (quotedchoices)
    unglue_deck(deck)                     # "```#include <stdio.h>": the fence, then the code's line (mdgluedopens)
    if look_again and not diags.errors:
        check_deck(deck, source, diags)   # what looks wrong, whatever the format: said at its line
        tell(deck, source, diags)         # what across the deck says the reading is probably wrong
        said_count(deck, source, diags)   # "20" opening the file, 3 questions read: said (countline)
    say_doubts(choice, source, diags)      # "not sure": readings that disagree, a reading that fits badly
    columns.restore(diags, since, where)   # every column said at the source's own character
    deck.attention[:] = [columns.pos(p, where) for p in deck.attention]
    for q in deck.questions:
        q.pos = columns.pos(q.pos, where)
    if sheet is not None:   # the rows read at the source's own lines, what was reshaped said (rowsheets)
        sheet.restore(deck, diags, since_rows, read_from)
        source = read_from
    return deck, form, source


def _sheet_rows(source: Source, named: Format | None, fmt: str) -> Reshaped | None:
    """The source's records as a sheet's rows when it is a sheet not written one record a row (``rowsheets``): SQL
    in a file whose name says no format, a sheet sideways or on one line in such a file or a sheet's."""
    if fmt not in ("auto", "csv") or (named is not None and named.name != "csv"):
        return None
    sheets = (sideways_rows, one_line_rows, stream_rows, html_cells)
    return reshaped(source.text, sheets if named is not None else (sql_rows, *sheets))


def _rewritten(source: Source, lines: list[str], columns: Columns) -> Source:
    """``source`` with its lines rewritten in place (``lines``, line for line), the rewrite kept in ``columns``."""
    columns.rewrote(source.lines, lines)
    return Source(source.where, source.name, "\n".join(lines))


def _finisher(mend: bool) -> Finish:
    """What every reading gets after its reader, whatever the format, before the arbiter measures it."""
    def finish(deck: ImportedDeck, source: Source, diags: Diagnostics) -> None:
        taken_out(deck, source.lines, source.where, diags)   # "### Short Answer Questions": none (mdopenparts)
        keyed(deck, source.lines, source.where, diags)       # "## Answer Key", "**Question 3**": by name (keysections)
        read_keys(deck, source.lines, source.where, diags)   # "Answers", then "1) 4": choice numbers (countedkeys)
        unlisted(deck, source.lines, source.where, diags)    # "## Instructions" over bullets: no question (barelists)
        unasked(deck, source.lines, source.where, diags)     # "- [ ] A. Explain…" over "> answer": open (openitems)
        started(deck, source.lines, source.where, diags)   # "**Soal 1:**", "Q:": the question after it (asklabels)
        fill_answers(deck, source, diags)   # answers the reader left unknown, from what the file repeats
        if mend:
            mend_deck(deck, source.lines)   # labels that are certainly not text, taken off whatever the format
            unsigned(deck)                  # "○ text" under each of a question's choices: a radio button (radiosigns)
            unstarred(deck)                 # "1*. Which ...?": the question's number, flagged (runningnumbers)
            unnumbered(deck, source.lines)  # "9 Which ...?" from a PDF: its running number off (runningnumbers)
    return finish


def _existing_key(dest: Path) -> str | None:
    """The deck ``id`` of the quiz being replaced: imported again, its notes update in Anki."""
    diags = Diagnostics()
    root = load_nodes(dest, diags)
    if not isinstance(root, MappingNode):
        return None
    for key, value in root.value:
        if isinstance(key, ScalarNode) and key.value == "id" and isinstance(value, ScalarNode):
            return value.value if is_id(value.value) else None
    return None


def import_sources(sources: list[Path], output: Path | None, fmt: str, force: bool, diags: Diagnostics,
                   max_bytes: int = DEFAULT_MAX_BYTES) -> list[ImportResult]:
    """Convert every source; write only when all of them are free of errors and every destination
    is free (or ``force``). Prints nothing: the problems are in ``diags`` (``DiagnosticError`` when
    there are errors), what was written in the results. A file that cannot be read or written (a
    source that is a folder, the system's error) is a ``FileError`` naming it."""
    if fmt not in CHOICES:
        raise UserError(f"no import format is named {fmt!r}; the formats are {', '.join(CHOICES)}")
    for source in sources:
        if source.is_dir():
            raise FileError(source, "is a folder; give the quiz files to import", errno.EISDIR)
    done: list[_Read] = []
    taken: dict[Path, Path] = {}
    for source in sources:
        dest = destination(source, output, len(sources) > 1)
        with _file_errors(dest.parent):
            key = Path(dest.parent.resolve() if dest.parent.exists() else dest.parent.absolute()) / dest.name
        if key in taken:
            diags.error(Pos(display_path(source)), f"{display_path(taken[key])} is imported to {dest} too",
                        hint="import them one at a time with -o, or rename one")
            continue
        taken[key] = source
        item = _read(source, dest, fmt, force, diags, max_bytes)
        if item is not None:
            done.append(item)
    for item in done:
        _check_images(item, force, diags)
    if diags.errors:
        raise DiagnosticError(diags.sorted())
    return [_write(item) for item in done]


def _read(source: Path, dest: Path, fmt: str, force: bool, diags: Diagnostics, max_bytes: int) -> _Read | None:
    """A source read into its deck, with the images it names; None when it cannot be read."""
    read = read_source(source, fmt, diags, max_bytes)
    if read is None:
        return None
    deck, form, text = read
    since = len(diags.items)
    with _file_errors(dest):
        exists = dest.exists()
    if exists and not force:
        diags.error(Pos(display_path(dest)), "exists already; nothing was written",
                    hint="--force replaces it (keeping its deck `id`, so that Anki updates the notes it has)")
    elif exists:
        deck.key = _existing_key(dest) or deck.key
    copies = ImageCopies(folder=dest.parent / f"{dest.stem}-images", prefix=f"{dest.stem}-images/")
    images = ImageImporter(source, text.lines, text.where, diags, copies)
    copy_images(deck, images)
    # an image that cannot be read stays named in the text: `check` refuses it there, so it needs attention
    deck.attention.extend(text.columns.pos(p, text.where) for p in images.unreadable)
    text.columns.restore(diags, since, text.where)   # the images' messages at the source's characters
    if not diags.errors:
        agree(deck, text.where, diags)   # what `check` would refuse in the written quiz: said at the source's line
    return _Read(source, dest, form, deck, text.lines, copies)


def _check_images(item: _Read, force: bool, diags: Diagnostics) -> None:
    """The images' folder is a real one, and no image there would be replaced without ``force``."""
    folder = item.copies.folder
    if item.copies.files and folder.is_symlink():
        diags.error(Pos(display_path(folder)), "is a link; images are copied only into a real folder beside "
                                               "the quiz", hint="remove the link, or import with -o elsewhere")
        return
    for path, data in item.copies.files.items():
        if not force and _existing(path) not in (None, data):
            diags.error(Pos(display_path(path)), "exists already with other content; nothing was written",
                        hint="--force replaces it")


def _write(item: _Read) -> ImportResult:
    """Write a source's images (those not there already) and its quiz."""
    for path, data in item.copies.files.items():
        with _file_errors(path.parent):
            path.parent.mkdir(parents=True, exist_ok=True)
        if _existing(path) != data:
            write_bytes_atomic(path, data)
    with _file_errors(item.dest.parent):
        item.dest.parent.mkdir(parents=True, exist_ok=True)
    write_bytes_atomic(item.dest, dump(item.deck).encode("utf-8"))
    return ImportResult(item.source, item.dest, item.format.name, item.format.display,
                        item.deck.summary(item.lines), tuple(item.copies.files))


def _existing(path: Path) -> bytes | None:
    """What the file at ``path`` holds; None when there is none."""
    with _file_errors(path):
        return path.read_bytes() if path.exists() else None


@contextlib.contextmanager
def _file_errors(path: Path) -> Iterator[None]:
    """The system's error (``OSError``) as ours, a ``FileError`` naming the file it concerns."""
    try:
        yield
    except OSError as exc:
        raise FileError.from_os_error(exc, path) from exc
