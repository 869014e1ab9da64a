"""Images referenced by quiz text: checked, named by content, bundled into the package.

A path is relative to the YAML file and may not leave its folder (no ``..``, no
absolute paths, no symlinks pointing out); remote images are refused because the
card would break offline. Files are named by a hash of their content, so two decks
with a different ``diagram.png`` each never collide in a user's collection.

Only regular files are read (a named pipe, device or socket called ``x.png`` is refused at
once, never opened in a way that could block), their size is looked at before reading
(over :data:`MAX_IMAGE_BYTES`, the same 20 MiB as ``import``, they are refused: the
learner's media folder would get them), and the read is bounded: :func:`read_image`.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path
from urllib.parse import unquote

from quizdeck.core.identity import media_name
from quizdeck.html.svgcheck import svg_problem

_REMOTE = re.compile(r"^(?:[a-z][a-z0-9+.-]*:|//)", re.I)
#: The image types a quiz may show, by file suffix, with their media types (the preview's data: URLs).
IMAGE_TYPES = {".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif",
               ".svg": "image/svg+xml", ".webp": "image/webp", ".avif": "image/avif", ".bmp": "image/bmp"}
IMAGE_SUFFIXES = frozenset(IMAGE_TYPES)
#: the largest image bundled (``build``/``check --max-image-size``) or copied (``import``)
MAX_IMAGE_BYTES = 20 * 1024 * 1024
_MIB = 1024 * 1024
_NOT_FILES = ((stat.S_ISFIFO, "a named pipe (FIFO)"), (stat.S_ISSOCK, "a socket"),
              (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"), (stat.S_ISDIR, "a folder"))


class ImageUnreadable(ValueError):
    """An image that is not read: not a regular file, too large, or the system refused it;
    the message says which (``image 'x.png' is ...``: the caller adds the reference)."""


class ImageTooLarge(ImageUnreadable):
    """An image over the size limit."""


def _kind(mode: int) -> str | None:
    return next((what for test, what in _NOT_FILES if test(mode)), None if stat.S_ISREG(mode) else "not a file")


def read_image(real: str, max_bytes: int = MAX_IMAGE_BYTES) -> bytes:
    """The bytes of the image file at ``real`` (a resolved path): a regular file of at most
    ``max_bytes``. Its type and size are looked at before it is opened; it is opened without
    blocking (a named pipe swapped in after the look is caught by the opened file's own type),
    and never more than ``max_bytes + 1`` bytes are read (a file that grew is refused too).
    Raises :class:`ImageUnreadable`, or FileNotFoundError."""
    before = os.stat(real)
    kind = _kind(before.st_mode)
    if kind is not None:
        raise ImageUnreadable(f"is {kind}, not a file: only regular files are read as images")
    _check_size(before.st_size, max_bytes)
    fd = os.open(real, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    with os.fdopen(fd, "rb") as handle:
        opened = os.fstat(handle.fileno())
        kind = _kind(opened.st_mode)
        if kind is not None:
            raise ImageUnreadable(f"is {kind}, not a file: only regular files are read as images")
        _check_size(opened.st_size, max_bytes)
        data = handle.read(max_bytes + 1)
    _check_size(len(data), max_bytes)
    return data


def _check_size(size: int, max_bytes: int) -> None:
    if size > max_bytes:
        shown = f"{size / _MIB:.1f} MiB"
        if round(size / _MIB, 1) <= max_bytes / _MIB:   # just over: the bytes say by how much
            shown += f" ({size:,} bytes)"
        raise ImageTooLarge(f"is {shown}; images over {max_bytes / _MIB:g} MiB are refused "
                            "(every learner's media folder would keep it)")


#: Why :func:`local_image` refuses a reference (:attr:`ImageRefused.kind`).
REMOTE, SCHEME, EMPTY, ABSOLUTE, PARENT, LINK_OUT = "remote", "scheme", "empty", "absolute", "parent", "link-out"

_REFUSALS = {
    REMOTE: "remote image {src!r} is not allowed: the card would break offline; "
            "download it next to the quiz file and use a relative path",
    SCHEME: "image {src!r} is not allowed: use a path relative to the quiz file",
    EMPTY: "an image needs a path",
    ABSOLUTE: "image path {src!r} is absolute; use a path relative to the quiz file",
    PARENT: "image path {src!r} leaves the quiz file's folder",
    LINK_OUT: "image {src!r} points outside the quiz file's folder (through a link)",
}


class ImageRefused(ValueError):
    """An image reference that names no file inside its folder; ``kind`` says why."""

    def __init__(self, kind: str):
        super().__init__(kind)
        self.kind = kind


def local_image(base_dir: Path, real_base: str, src: str) -> tuple[str, str]:
    """The file an image reference ``src`` names inside ``base_dir`` (whose real path is
    ``real_base``): its path as written (decoded, without ``#``/``?`` parts) and its real path.

    The one rule for quizzes (bundled images) and imports (copied images): no remote or other
    URL, no absolute path, no ``..``, no symbolic link leading out. Raises :class:`ImageRefused`.
    """
    if _REMOTE.match(src):
        raise ImageRefused(REMOTE if src.lower().startswith(("http:", "https:", "//")) else SCHEME)
    path = unquote(src.split("#", 1)[0].split("?", 1)[0])
    if not path:
        raise ImageRefused(EMPTY)
    if os.path.isabs(path) or path.startswith(("/", "\\")):
        raise ImageRefused(ABSOLUTE)
    if ".." in Path(path).parts:
        raise ImageRefused(PARENT)
    real = os.path.realpath(base_dir / path)
    if not (real == real_base or real.startswith(real_base.rstrip(os.sep) + os.sep)):
        raise ImageRefused(LINK_OUT)
    return path, real


class MediaCollector:
    """Resolves image paths for one quiz file and remembers what to bundle."""

    def __init__(self, base_dir: Path, max_bytes: int = MAX_IMAGE_BYTES):
        self.base_dir = Path(base_dir)
        self.max_bytes = max_bytes
        self._real_base = os.path.realpath(self.base_dir)
        self.files: dict[str, bytes] = {}      # media name -> content
        self._by_path: dict[str, str] = {}     # resolved path -> media name
        self.used: set[str] = set()            # media names returned since the owner last cleared it

    def __call__(self, src: str) -> str:
        """Return the media name for ``src``; raise ValueError with a message for the user."""
        try:
            path, real = local_image(self.base_dir, self._real_base, src)
        except ImageRefused as refused:
            raise ValueError(_REFUSALS[refused.kind].format(src=src)) from None
        full = self.base_dir / path
        if real in self._by_path:
            self.used.add(self._by_path[real])
            return self._by_path[real]
        suffix = Path(real).suffix.lower()
        if suffix not in IMAGE_SUFFIXES:
            raise ValueError(f"{src!r} is not an image file ({', '.join(sorted(IMAGE_SUFFIXES))})")
        try:
            data = read_image(real, self.max_bytes)
        except FileNotFoundError:
            raise ValueError(f"image {src!r} not found (looked for {full})") from None
        except ImageTooLarge as exc:
            raise ValueError(f"image {src!r} {exc}; shrink it, or raise the limit with --max-image-size") from None
        except ImageUnreadable as exc:
            raise ValueError(f"image {src!r} {exc}") from None
        except OSError as exc:
            raise ValueError(f"cannot read image {src!r}: {exc.strerror or exc}") from None
        if suffix == ".svg":
            problem = svg_problem(data)
            if problem is not None:
                raise ValueError(f"SVG image {src!r} is refused: {problem}; a shared deck's pictures may "
                                 "only draw (see docs/security.md)")
        name = media_name(data, suffix)
        self.files[name] = data
        self._by_path[real] = name
        self.used.add(name)
        return name
