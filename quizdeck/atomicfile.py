"""Write files atomically: a temporary file in the destination folder, then a rename.

An interruption (Ctrl-C, a kill, a full disk) leaves the previous file as it was
and no temporary file behind.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path
from typing import BinaryIO, Callable, Iterator


@contextlib.contextmanager
def atomic_writer(dest: Path) -> Iterator[BinaryIO]:
    """Yield a binary file; on success it replaces ``dest``, on any error it is removed."""
    dest = Path(dest)
    fd, tmp = tempfile.mkstemp(prefix=f".{dest.name}.", suffix=".tmp", dir=dest.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        with contextlib.suppress(OSError):
            # keep the permissions of the file we replace, or the usual ones for a new file
            mode = dest.stat().st_mode & 0o777 if dest.exists() else 0o666 & ~_umask()
            os.chmod(tmp, mode)
        os.replace(tmp, dest)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def write_atomic(dest: Path, write: Callable[[BinaryIO], None]) -> None:
    """Call ``write(handle)`` and put the result in place of ``dest`` atomically."""
    with atomic_writer(dest) as handle:
        write(handle)


def write_bytes_atomic(dest: Path, data: bytes) -> None:
    """Replace ``dest`` by ``data`` atomically."""
    write_atomic(dest, lambda handle: handle.write(data))


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current
