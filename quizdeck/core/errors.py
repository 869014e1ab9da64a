"""The project's errors: one base, :class:`MakeDeckError`, and its kinds, each with its exit status.

- :class:`DiagnosticError`: problems at places in the user's files (``path:line:col``), all of them;
- :class:`UserError`: a problem the user can fix that has no place in a quiz file (a malformed
  setting); :class:`FileError`, one of them, names a file or folder that cannot be read or
  written (a real ``OSError`` of the system is turned into one where it happens);
- :class:`Interrupted`: Ctrl-C (or SIGTERM/SIGHUP while a file is written) stopped the run.

Any other exception is a bug. :func:`as_error` tells which of these an exception is; the
presenter (``quizdeck.present``) turns each into the lines a user reads.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from quizdeck.core.diagnostics import Diagnostic

#: Exit statuses: a problem the user can fix; an interrupted run (128 + SIGINT, as shells
#: report Ctrl-C); a bug (EX_SOFTWARE).
EXIT_USER = 1
EXIT_INTERRUPTED = 130
EXIT_BUG = 70


class MakeDeckError(Exception):
    """Base of every error make_deck raises for its user (anything else is a bug)."""

    exit_status: ClassVar[int] = EXIT_USER


class UserError(MakeDeckError):
    """A problem the user can fix that has no place in a quiz file (a malformed setting,
    say). The command line shows it as ``error: message``, exit status 1."""


class FileError(UserError):
    """A file or folder that cannot be read or written (a full disk, a folder where a file
    should be, a name already taken): ``path: reason``."""

    def __init__(self, path: str | os.PathLike[str] | None, reason: str, errno: int | None = None):
        self.path = os.fspath(path) if path is not None else None
        self.reason = reason
        self.errno = errno
        super().__init__(f"{self.path}: {reason}" if self.path else reason)

    @classmethod
    def from_os_error(cls, exc: OSError, path: str | os.PathLike[str] | None = None) -> FileError:
        """The system's error as ours: its reason, and the file it names (else ``path``)."""
        filename = exc.filename if exc.filename else path
        return cls(filename, exc.strerror or str(exc), exc.errno)


class DiagnosticError(UserError):
    """The run must stop: problems at their places in the user's files (every one found)."""

    def __init__(self, diagnostics: list[Diagnostic]):
        super().__init__("\n".join(d.format() for d in diagnostics))
        self.diagnostics = diagnostics


class Interrupted(MakeDeckError):
    """Ctrl-C (or SIGTERM/SIGHUP while writing) stopped the run; files are written atomically,
    so none is half-written. The message says what became of the output."""

    exit_status: ClassVar[int] = EXIT_INTERRUPTED

    def __init__(self, message: str = "interrupted"):
        super().__init__(message)


#: What an interrupted command says.
WRITING_INTERRUPTED = "interrupted; the file being written was left as it was"
READING_INTERRUPTED = "interrupted; nothing was written"


def _interrupted(exc: BaseException) -> bool:
    """Whether ``exc`` is, or was raised while handling, a Ctrl-C: cleaning up after an
    interruption may fail in turn (zipfile, worker pools)."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        if isinstance(current, (KeyboardInterrupt, Interrupted)):
            return True
        seen.add(id(current))
        current = current.__cause__ or current.__context__
    return False


def as_error(exc: BaseException, interrupted: str = "interrupted") -> MakeDeckError | None:
    """The project's error ``exc`` stands for: a Ctrl-C (or anything raised while handling one)
    is :class:`Interrupted` saying ``interrupted``; our own errors are themselves; an ``OSError``
    no code turned into a :class:`FileError` becomes one; None for anything else (a bug)."""
    if _interrupted(exc):
        return exc if isinstance(exc, Interrupted) else Interrupted(interrupted)
    if isinstance(exc, MakeDeckError):
        return exc
    if isinstance(exc, OSError):
        return FileError.from_os_error(exc)
    return None
