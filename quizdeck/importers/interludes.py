"""Sentences between two questions after a record's last choice, with no blank line (``Bienvenidos a la
Dimensión…``, ``Regla #1: …`` under ``D) text``): an interlude, the page's, not the choice's text.

A game or trivia script writes a level's intro or story lines right under a question's last choice. The layout
reader joins a margin line under a choice to it, as a wrapped choice's text goes on. Where the file's choices are
one line each, the proof is the file's own structure: every choice that is not the last of its record is one line
(a wrapped choice would show among them), and nearly every record's last choice too. There the lines under the
last choice, at the margin, unlabelled, several, each a whole sentence and the first opening one, do not go on
with it: they are an interlude, which the reader leaves out and says at its line. Linear in the lines' length.
"""

from __future__ import annotations

from collections.abc import Sequence

from quizdeck.importers.linekinds import TEXT, Line

#: records with choices a file needs before its choices can be told one line each
LEAST = 4
#: the lines under a last choice an interlude has at least: one alone may be the choice's end, wrapped
SEVERAL = 2
#: what may close a sentence after its stop: quotes and brackets of any script
_CLOSERS = "\"'»”’)]）」』"
_STOPS = ".!?…。！？"


def one_line_choices(records: Sequence[Sequence[Sequence[Line]]]) -> bool:
    """Whether a file's choices are one line each: ``records``, each record's choices (each a choice's lines), at
    least ``LEAST`` with choices; every choice but a record's last one line, and the last ones but one in ten at most
    (one in a small file)."""
    held = [cs for cs in records if cs]
    if len(held) < LEAST or any(len(c) > 1 for cs in held for c in cs[:-1]):
        return False
    longer = sum(1 for cs in held if len(cs[-1]) > 1)
    return longer <= max(1.0, 0.1 * len(held))


def sentence(text: str) -> bool:
    """Whether ``text`` is a whole sentence: two words at least, its stop at its end (maybe inside a closing quote or
    bracket: ``…cenar!"``)."""
    body = text.strip().rstrip(_CLOSERS).rstrip()
    return len(body.split()) >= 2 and body[-1:] in _STOPS and body.rstrip(_STOPS) != ""


def opens(text: str) -> bool:
    """Whether ``text`` opens a sentence rather than going on with one: its first letter is no small letter (a
    wrapped text's next line goes on in small letters), after any opening signs (``¡``, ``¿``, a quote)."""
    first = next((ch for ch in text if ch.isalpha()), "")
    return bool(first) and not first.islower()


def interlude(choice: Sequence[Line]) -> int:
    """Where an interlude starts in a record's last choice's lines (an index into ``choice``, 0 when there is
    none): the lines after its first, all of them, when there are ``SEVERAL`` at least, each plain text at the
    choice's margin or left of it, each a sentence (``sentence``), the first opening one (``opens``). The caller
    checks that the file's choices are one line each (``one_line_choices``)."""
    run = list(choice[1:])
    if len(run) < SEVERAL or not choice:
        return 0
    if any(ln.kind != TEXT or ln.indent > choice[0].indent or not sentence(ln.rest) for ln in run):
        return 0
    return 1 if opens(run[0].rest) else 0
