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
        if _REMOTE.match(src):
            if src.lower().startswith(("http:", "https:", "//")):
                raise ValueError(f"remote image {src!r} is not allowed: the card would break offline; "
                                 "download it next to the quiz file and use a relative path")
            raise ValueError(f"image {src!r} is not allowed: use a path relative to the quiz file")
        path = unquote(src.split("#", 1)[0].split("?", 1)[0])
        if not path:
            raise ValueError("an image needs a path")
        if os.path.isabs(path) or path.startswith(("/", "\\")):
            raise ValueError(f"image path {src!r} is absolute; use a path relative to the quiz file")
        if ".." in Path(path).parts:
            raise ValueError(f"image path {src!r} leaves the quiz file's folder")
        full = self.base_dir / path
        real = os.path.realpath(full)
        if not (real == self._real_base or real.startswith(self._real_base.rstrip(os.sep) + os.sep)):
            raise ValueError(f"image {src!r} points outside the quiz file's folder (through a link)")
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
