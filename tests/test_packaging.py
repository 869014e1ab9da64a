"""What pip installs: every package folder, one version string, the license file, used dependencies."""

from __future__ import annotations

import re
from pathlib import Path

from setuptools.config.setupcfg import read_configuration  # type: ignore[import-untyped]  # no types in setuptools 65

import quizdeck
from tests.helpers import run

ROOT = Path(__file__).resolve().parent.parent
CONFIG = read_configuration(str(ROOT / "setup.cfg"))
#: distribution name -> the module the code imports
MODULE_OF = {"PyYAML": "yaml", "markdown-it-py": "markdown_it"}


def test_every_folder_of_the_library_is_installed():
    """A non-editable install (pre-commit's, a user's) gets every subpackage and data folder."""
    folders = {".".join(p.relative_to(ROOT).parts) for p in (ROOT / "quizdeck").rglob("*")
               if p.is_dir() and p.name != "__pycache__" and any(p.iterdir())}
    assert folders <= set(CONFIG["options"]["packages"])


def test_one_version_string():
    assert CONFIG["metadata"]["version"] == quizdeck.__version__
    assert (ROOT / "setup.cfg").read_text().count("version = attr: quizdeck.__version__") == 1
    assert run("--version").stdout.strip().endswith(quizdeck.__version__)


def test_the_license_file_says_what_setup_cfg_says():
    assert CONFIG["metadata"]["license"] == "MIT"
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")


def test_every_dependency_is_imported():
    code = "\n".join(p.read_text(encoding="utf-8") for p in [ROOT / "make_deck.py", *(ROOT / "quizdeck").rglob("*.py")])
    for requirement in CONFIG["options"]["install_requires"]:
        name = re.split(r"[<>=!~ ;\[]", requirement, maxsplit=1)[0]
        module = MODULE_OF.get(name, name.lower().replace("-", "_"))
        assert re.search(rf"^\s*(?:import|from) {module}\b", code, re.M), f"{name} is declared but never imported"
