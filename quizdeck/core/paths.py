"""Paths as messages show them."""

from __future__ import annotations

import os
from pathlib import Path


def display_path(path: Path) -> str:
    """The path as messages show it: relative to the working folder when inside it."""
    absolute = os.path.abspath(path)
    cwd = os.getcwd()
    if absolute.startswith(cwd.rstrip(os.sep) + os.sep):
        return os.path.relpath(absolute, cwd)
    return absolute
