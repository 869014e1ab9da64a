"""docs/design.md is the map a newcomer reads first: it names every module and template."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DESIGN = (ROOT / "docs" / "design.md").read_text(encoding="utf-8")
PACKAGE = ROOT / "quizdeck"

MODULES = sorted(str(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py") if p.name != "__init__.py")
SHIPPED = sorted(str(p.relative_to(PACKAGE)) for folder in ("templates", "data")
                 for p in (PACKAGE / folder).iterdir() if p.is_file())


def _named(name: str) -> bool:
    """The file is named as code (`name`), alone or in a table row."""
    return re.search(rf"`{re.escape(name)}`", DESIGN) is not None


@pytest.mark.parametrize("module", MODULES)
def test_every_module_is_on_the_map(module: str):
    assert _named(Path(module).name) or _named(module), \
        f"docs/design.md does not name quizdeck/{module}: add a line saying its one job"


@pytest.mark.parametrize("path", SHIPPED)
def test_every_template_and_data_file_is_on_the_map(path: str):
    assert _named(Path(path).name) or _named(path), f"docs/design.md does not name quizdeck/{path}"


def test_the_map_names_nothing_that_is_gone():
    """A module named in the modules table exists (the map does not drift the other way)."""
    table = re.findall(r"^\| `([\w/]+\.py)`", DESIGN, re.M)
    assert table, "the modules table is missing"
    assert sorted({t for t in table if not t.startswith("tests/")} - set(MODULES)) == []
