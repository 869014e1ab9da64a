"""Problems found in quiz files, reported as ``path:line:col: severity: message``."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

# the errors that carry problems, importable from here as before (quizdeck.core.errors has them all)
from quizdeck.core.errors import DiagnosticError as DiagnosticError
from quizdeck.core.errors import UserError as UserError

ERROR = "error"
WARNING = "warning"

#: kinds of errors a program acts on (``Diagnostic.kind``): two choices of one question with one text; a
#: question with fewer choices than it needs
CHOICE_REPEATED = "choice-repeated"
TOO_FEW_CHOICES = "too-few-choices"


def printable(text: str) -> str:
    """``text`` safe to print on a terminal: characters that are not printable (escape
    sequences, bidi overrides, zero-width characters) written as ``\\x1b``, ``\\u202e``...

    File names come from whoever made the folder: a name holding ``ESC [`` would otherwise
    drive the learner's terminal, and one holding U+202E would print reversed.
    """
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


@dataclass(frozen=True, order=True)
class Pos:
    """A position in a source file; ``line`` and ``col`` count from 1. Line 0 is no place in
    a file (a folder or file that is not there): shown as the path alone."""

    path: str
    line: int = 1
    col: int = 1

    @classmethod
    def nowhere_in(cls, path: str) -> Pos:
        """The path itself, not a place inside it."""
        return cls(path, 0, 0)

    def __str__(self) -> str:
        path = printable(self.path)
        return f"{path}:{self.line}:{self.col}" if self.line else path


@dataclass(frozen=True)
class Diagnostic:
    """One problem at one place."""

    pos: Pos
    message: str
    severity: str = ERROR
    hint: str | None = None
    #: which check found it, for a program that acts on some kinds (``CHOICE_REPEATED``...); None: not named
    kind: str | None = None

    def format(self) -> str:
        """The problem as the lines printed on stderr."""
        text = f"{self.pos}: {self.severity}: {self.message}"
        if self.hint:
            text += f"\n  hint: {self.hint}"
        return text


#: The one limit on problems: a file's errors and warnings are each kept (and shown) up to
#: this many, the rest only counted; checking a file stops after this many errors.
MAX_PER_FILE = 100


@dataclass
class Diagnostics:
    """Collects every problem of a run, so all can be reported at once.

    Each file keeps at most :data:`MAX_PER_FILE` problems of each severity (a generated
    quiz of 100,000 questions without ids would otherwise hold 100,000 warnings);
    the rest are counted in :attr:`counts`.
    """

    items: list[Diagnostic] = field(default_factory=list)
    counts: Counter[tuple[str, str]] = field(default_factory=Counter)   # (path, severity) -> problems, kept or not
    keep: int = MAX_PER_FILE

    def error(self, pos: Pos, message: str, hint: str | None = None, kind: str | None = None) -> None:
        self.add(Diagnostic(pos, message, ERROR, hint, kind))

    def stopped(self, pos: Pos, message: str) -> None:
        """The error saying why checking a file stopped: kept even beyond :data:`MAX_PER_FILE`."""
        self.counts[(pos.path, ERROR)] += 1
        self.items.append(Diagnostic(pos, message, ERROR))

    def warning(self, pos: Pos, message: str, hint: str | None = None) -> None:
        self.add(Diagnostic(pos, message, WARNING, hint))

    def add(self, diagnostic: Diagnostic) -> None:
        key = (diagnostic.pos.path, diagnostic.severity)
        self.counts[key] += 1
        if self.counts[key] <= self.keep:
            self.items.append(diagnostic)

    def extend(self, other: Iterable[Diagnostic]) -> None:
        for diagnostic in other:
            self.add(diagnostic)

    def withdraw(self, said: Iterable[Diagnostic]) -> None:
        """Take back problems said before (a later reading answered them): out of the list and the counts."""
        gone = {id(d) for d in said}
        if not gone:
            return
        for d in self.items:
            if id(d) in gone:
                self.counts[(d.pos.path, d.severity)] -= 1
        self.items[:] = [d for d in self.items if id(d) not in gone]

    def merge(self, other: Diagnostics) -> None:
        """Take in another collection (already capped, its stop line included), its counts too."""
        self.items.extend(other.items)
        self.counts.update(other.counts)

    @property
    def errors(self) -> list[Diagnostic]:
        return [d for d in self.items if d.severity == ERROR]

    @property
    def warnings(self) -> list[Diagnostic]:
        return [d for d in self.items if d.severity == WARNING]

    def count(self, severity: str) -> int:
        """How many problems of this severity were found, kept or not."""
        return sum(n for (_, sev), n in self.counts.items() if sev == severity)

    def sorted(self) -> list[Diagnostic]:
        """Problems in file order (path, line, column), errors before warnings at one place."""
        return sorted(self.items, key=lambda d: (d.pos, d.severity != ERROR))
