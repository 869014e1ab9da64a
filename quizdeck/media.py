"""Images referenced by quiz text: checked, named by content, bundled into the package.

A path is relative to the YAML file and may not leave its folder (no ``..``, no
absolute paths, no symlinks pointing out); remote images are refused because the
card would break offline. Files are named by a hash of their content, so two decks
with a different ``diagram.png`` each never collide in a user's collection.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from urllib.parse import unquote

from .identity import media_name
from .svgcheck import svg_problem

_REMOTE = re.compile(r"^(?:[a-z][a-z0-9+.-]*:|//)", re.I)
#: The image types a quiz may show, by file suffix, with their media types (the preview's data: URLs).
IMAGE_TYPES = {".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif",
               ".svg": "image/svg+xml", ".webp": "image/webp", ".avif": "image/avif", ".bmp": "image/bmp"}
IMAGE_SUFFIXES = frozenset(IMAGE_TYPES)


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

    def __init__(self, base_dir: Path):
        self.base_dir = Path(base_dir)
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
            data = Path(real).read_bytes()
        except FileNotFoundError:
            raise ValueError(f"image {src!r} not found (looked for {full})") from None
        except IsADirectoryError:
            raise ValueError(f"image {src!r} is a folder, not a file") from None
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
