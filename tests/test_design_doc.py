"""docs/design.md is the map a newcomer reads first: short, every module on it by its path,
nothing on it that is gone, and the layers in the order the import-linter contract checks. The
importers (one module per reading, a sub-package that grows with every layout met) have their own
map, docs/importers.md, under the same rules."""

from __future__ import annotations

import configparser
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DESIGN = (ROOT / "docs" / "design.md").read_text(encoding="utf-8")
IMPORTERS = (ROOT / "docs" / "importers.md").read_text(encoding="utf-8")
PACKAGE = ROOT / "quizdeck"

ALL_MODULES = sorted(p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*.py") if p.name != "__init__.py")
#: The importers' modules are on docs/importers.md; every other module on docs/design.md.
IMPORTER_MODULES = [m for m in ALL_MODULES if m.startswith("importers/")]
MODULES = [m for m in ALL_MODULES if not m.startswith("importers/")]
SHIPPED = sorted(p.relative_to(PACKAGE).as_posix() for folder in ("templates", "data")
                 for p in (PACKAGE / folder).iterdir() if p.is_file())
def _table(text: str) -> list[str]:
    """The first cell of each row of a modules table: the modules it names (`sub/name.py`, ...)."""
    return [name for cell in re.findall(r"^\| (`[^|]*\.py`[^|]*) \|", text, re.M)
            for name in re.findall(r"`([\w/]+\.py)`", cell)]


TABLE = _table(DESIGN)
IMPORTERS_TABLE = _table(IMPORTERS)
#: The map's word count, as `wc -w` counts it (code and tables included).
MAX_WORDS = 1500
#: The importers' map: one row per module, each job in a line (a row no longer than a line of this width), and
#: the text around its tables short; it grows a row with each reading, so no cap on its rows' number.
MAX_IMPORTERS_ROW = 120
MAX_IMPORTERS_PROSE_WORDS = 400


def _section(title: str) -> str:
    match = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", DESIGN, re.M | re.S)
    assert match, f"docs/design.md has no section '{title}'"
    return match.group(1)


def test_the_map_is_read_in_five_minutes():
    assert len(DESIGN.split()) <= MAX_WORDS, \
        f"docs/design.md has {len(DESIGN.split())} words; the map stays within {MAX_WORDS} (details go elsewhere)"


def test_the_importers_map_stays_a_map():
    rows = [line for line in IMPORTERS.splitlines() if line.startswith("| `")]
    long = [row for row in rows if len(row) > MAX_IMPORTERS_ROW]
    assert not long, f"docs/importers.md: keep each module's job to a line of {MAX_IMPORTERS_ROW} characters: {long}"
    prose = [line for line in IMPORTERS.splitlines() if not line.startswith("|")]
    words = sum(len(line.split()) for line in prose)
    assert words <= MAX_IMPORTERS_PROSE_WORDS, \
        f"docs/importers.md has {words} words outside its tables; the map stays within {MAX_IMPORTERS_PROSE_WORDS}"
    assert "docs/importers.md" in DESIGN, "docs/design.md does not point to the importers' map"


@pytest.mark.parametrize("module", IMPORTER_MODULES)
def test_every_importer_module_is_on_the_importers_map(module: str):
    """One row each: a reading is a module, and the map says which."""
    assert module in IMPORTERS_TABLE, \
        f"docs/importers.md has no row for quizdeck/{module}: add `| \\`{module}\\` | its one job |`"


@pytest.mark.parametrize("module", MODULES)
def test_every_module_is_on_the_map(module: str):
    """By its path in the modules table (names repeat across sub-packages)."""
    assert module in TABLE, \
        f"docs/design.md's modules table has no row for quizdeck/{module}: add `| \\`{module}\\` | its one job |`"


@pytest.mark.parametrize("path", SHIPPED)
def test_every_template_and_data_file_is_on_the_map(path: str):
    assert re.search(rf"`({re.escape(path)}|{re.escape(Path(path).name)})`", DESIGN), \
        f"docs/design.md does not name quizdeck/{path}"


def test_the_map_names_nothing_that_is_gone():
    """Every module path the map names (in the table or in the text) exists, in quizdeck/ or in
    the repository (the map does not drift the other way)."""
    for text, table in ((DESIGN, TABLE), (IMPORTERS, IMPORTERS_TABLE)):
        named = set(re.findall(r"`([\w/]+\.py)`", text))
        assert table, "a modules table is missing"
        assert sorted(n for n in named if not (PACKAGE / n).is_file() and not (ROOT / n).is_file()
                      and not (PACKAGE / "importers" / n).is_file()) == []
        assert sorted(n for n in table if not (PACKAGE / n).is_file()) == []


def test_the_layers_are_in_the_order_the_contract_checks():
    """"The layers" names the sub-packages in setup.cfg's order (CI checks that order with
    lint-imports; the map must not tell another one)."""
    config = configparser.ConfigParser()
    config.read(ROOT / "setup.cfg", encoding="utf-8")
    layers = [[name.strip().removeprefix("quizdeck.") for name in line.split("|")]
              for line in config["importlinter:contract:layers"]["layers"].split("\n") if line.strip()]
    text = _section("The layers")
    assert "lint-imports" in text and "CI" in text
    last = -1
    for layer in layers:
        places = []
        for name in layer:
            found = re.search(rf"`{re.escape(name)}`", text)
            assert found, f"'The layers' does not name `{name}`"
            places.append(found.start())
        assert min(places) > last, f"'The layers' names {layer} out of the contract's order"
        last = max(places)
