"""The hostile corpus (tests/corpus/hostile): one quiz per payload, each saying what must
happen to it in its first lines::

    # payload: CLASS: what it tries
    # expect: refused LINE:COL: message fragment
    # expect: allowed [| shows: text the learner sees as typed] [| warns: warning fragment]
    # setup: fifo|socket|folder|sparse PATH [BYTES]   (made next to the copy: git keeps none of these)

Files it needs (SVG images, the link targets) are in tests/corpus/hostile/assets/.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
from dataclasses import dataclass, field
from pathlib import Path

CORPUS = Path(__file__).resolve().parent / "corpus" / "hostile"
_PAYLOAD = re.compile(r"^# payload: ([\w-]+): (.+)$", re.MULTILINE)
_REFUSED = re.compile(r"^# expect: refused (\d+):(\d+): (.+)$", re.MULTILINE)
_ALLOWED = re.compile(r"^# expect: allowed(.*)$", re.MULTILINE)
_SETUP = re.compile(r"^# setup: (fifo|socket|folder|sparse) (\S+)(?: (\d+))?$", re.MULTILINE)


@dataclass
class Case:
    path: Path
    klass: str
    what: str
    refused: tuple[int, int, str] | None = None     # line, col, message fragment
    shows: list[str] = field(default_factory=list)
    warns: list[str] = field(default_factory=list)
    setup: list[tuple[str, str, int]] = field(default_factory=list)   # what, path, bytes

    @property
    def name(self) -> str:
        return self.path.stem


def cases() -> list[Case]:
    out = []
    for path in sorted(CORPUS.glob("*.yaml")):
        text = path.read_text(encoding="utf-8")
        payload = _PAYLOAD.search(text)
        assert payload, f"{path.name}: no '# payload:' line"
        case = Case(path, payload.group(1), payload.group(2))
        refused, allowed = _REFUSED.search(text), _ALLOWED.search(text)
        assert bool(refused) != bool(allowed), f"{path.name}: one '# expect:' line, refused or allowed"
        if refused:
            case.refused = (int(refused.group(1)), int(refused.group(2)), refused.group(3).strip())
        else:
            for part in allowed.group(1).split(" | ")[1:]:
                key, _, value = part.partition(": ")
                {"shows": case.shows, "warns": case.warns}[key.strip()].append(value)
        case.setup = [(m.group(1), m.group(2), int(m.group(3) or 0)) for m in _SETUP.finditer(text)]
        out.append(case)
    return out


def _make(folder: Path, what: str, path: str, size: int) -> None:
    """A file git cannot keep: a named pipe, a socket, a folder, a large sparse file."""
    target = folder / path
    target.parent.mkdir(parents=True, exist_ok=True)
    if what == "fifo":
        os.mkfifo(target)
    elif what == "socket":
        with socket.socket(socket.AF_UNIX) as sock:   # the socket file stays once it is closed
            sock.bind(str(target))
    elif what == "folder":
        target.mkdir()
    else:
        with open(target, "wb") as handle:
            handle.truncate(size)


def copy(selected: list[Case], folder: Path) -> list[Path]:
    """The cases' quizzes and the corpus's assets, copied into ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copytree(CORPUS / "assets", folder / "assets", dirs_exist_ok=True)
    for case in selected:
        for what, path, size in case.setup:
            _make(folder, what, path, size)
    return [Path(shutil.copyfile(c.path, folder / c.path.name)) for c in selected]


def build_allowed(folder: Path) -> Path:
    """Every allowed case built into one package (the project's real build)."""
    from quizdeck.commands import Options, build
    from quizdeck.core.diagnostics import Diagnostics

    sources = copy([c for c in cases() if c.refused is None], folder / "src")
    apkg = folder / "hostile.apkg"
    diags = Diagnostics()
    build(Options(sources=sources, output=apkg), diags)
    assert apkg.exists(), [d.format() for d in diags.items]
    return apkg
