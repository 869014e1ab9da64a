"""Write files atomically: a temporary file in the destination folder, then a rename.

An interruption (Ctrl-C, SIGTERM, SIGHUP, a full disk, a read-only folder) leaves the
previous file as it was and no temporary file behind. A process killed outright
(SIGKILL, a power cut) cannot clean up after itself: its temporary file is named after
the destination, this host and the process id, and the next write of the same
destination removes it once that process is gone.

Every failure is a :class:`~quizdeck.core.errors.FileError` that names the destination
(not the temporary file), so the command line can print it as one clear line.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import signal
import socket
import tempfile
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from types import FrameType
from typing import BinaryIO, NoReturn

from quizdeck.core.errors import FileError

#: signals turned into KeyboardInterrupt while a file is written, so the cleanup runs
_CLEANUP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


def _host_tag() -> str:
    return hashlib.sha1(socket.gethostname().encode("utf-8", "replace")).hexdigest()[:6]


def _temp_prefix(dest: Path, pid: int | None = None) -> str:
    return f".{dest.name}.{_host_tag()}-{os.getpid() if pid is None else pid}."


def _process_gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:  # exists, but not ours
        return False
    return False


def remove_stale_temporaries(dest: Path) -> list[Path]:
    """Remove temporary files left for ``dest`` by processes of this host that are gone."""
    removed = []
    head = f".{dest.name}.{_host_tag()}-"
    with contextlib.suppress(OSError):
        for entry in os.scandir(dest.parent):
            name = entry.name
            if not (name.startswith(head) and name.endswith(".tmp")):
                continue
            pid_text = name[len(head):].split(".", 1)[0]
            if pid_text.isdecimal() and int(pid_text) != os.getpid() and _process_gone(int(pid_text)):
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
    return removed


def _raise_kbd(signum: int, frame: FrameType | None) -> NoReturn:
    raise KeyboardInterrupt(f"signal {signum}")


@contextlib.contextmanager
def _signals_interrupt() -> Iterator[None]:
    """While writing, SIGTERM and SIGHUP interrupt like Ctrl-C (unless someone handles them)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = {}
    for sig in _CLEANUP_SIGNALS:
        with contextlib.suppress(ValueError, OSError):
            if signal.getsignal(sig) == signal.SIG_DFL:
                previous[sig] = signal.signal(sig, _raise_kbd)
    try:
        yield
    finally:
        for sig, handler in previous.items():
            with contextlib.suppress(ValueError, OSError):
                signal.signal(sig, handler)


def _failure(exc: OSError | FileError, dest: Path, existed: bool, tmp: str | None) -> FileError:
    """The error to show: the destination's name, what went wrong, what became of the old file."""
    error = exc if isinstance(exc, FileError) else FileError.from_os_error(exc)
    reason, filename = error.reason, error.path
    ours = str(filename) in (str(tmp), str(dest)) or Path(str(filename)).name.startswith(_temp_prefix(dest))
    if filename and not ours:  # e.g. an input that could not be read
        reason = f"{filename}: {reason}"
    kept = "the previous file is unchanged" if existed else "nothing was written"
    return FileError(str(dest), f"cannot write it: {reason}; {kept}", error.errno or errno.EIO)


@contextlib.contextmanager
def atomic_writer(dest: Path) -> Iterator[BinaryIO]:
    """Yield a binary file; on success it replaces ``dest``, on any error it is removed."""
    dest = Path(dest)
    if dest.is_dir():
        raise FileError(str(dest), "is a folder, not a file; nothing was written", errno.EISDIR)
    existed = dest.exists()
    remove_stale_temporaries(dest)
    tmp = None
    replaced = False
    with _signals_interrupt():
        try:
            fd, tmp = tempfile.mkstemp(prefix=_temp_prefix(dest), suffix=".tmp", dir=dest.parent)
            with os.fdopen(fd, "wb") as handle:
                yield handle
                handle.flush()
                os.fsync(handle.fileno())
            with contextlib.suppress(OSError):
                # keep the permissions of the file we replace, or the usual ones for a new file
                mode = dest.stat().st_mode & 0o777 if existed else 0o666 & ~_umask()
                os.chmod(tmp, mode)
            os.replace(tmp, dest)
            replaced, tmp = True, None
            _sync_folder(dest.parent)
        except (OSError, FileError) as exc:
            raise _failure(exc, dest, existed, tmp) from exc
        finally:
            if tmp is not None:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
            elif not replaced:  # interrupted inside mkstemp: the file exists, its name was never returned
                _remove_own_temporaries(dest)


def _remove_own_temporaries(dest: Path) -> None:
    """Remove this process's temporary files for ``dest`` (one write at a time per destination)."""
    prefix = _temp_prefix(dest)
    with contextlib.suppress(OSError):
        for entry in os.scandir(dest.parent):
            if entry.name.startswith(prefix) and entry.name.endswith(".tmp"):
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)


def write_atomic(dest: Path, write: Callable[[BinaryIO], object]) -> None:
    """Call ``write(handle)`` and put the result in place of ``dest`` atomically."""
    with atomic_writer(dest) as handle:
        write(handle)


def write_bytes_atomic(dest: Path, data: bytes) -> None:
    """Replace ``dest`` by ``data`` atomically."""
    write_atomic(dest, lambda handle: handle.write(data))


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (where the system allows opening a folder)."""
    with contextlib.suppress(OSError, AttributeError):
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current
