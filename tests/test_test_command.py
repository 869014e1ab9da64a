"""The one test command, scripts/test.sh: where Debian packages are missing and cannot be
installed, it says which and what to run, and the tests that need them skip with one summary
line; with CI set nothing skips. The package list is in the script only (.ci/run calls it)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from tests.conftest import missing_packages, missing_reason

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "test.sh"
FAKE = "make-deck-no-such-package"  # a package no machine has: never installed (NO_INSTALL)


def run_script(*args: str, ci: str | None = None, extra: str = f"{FAKE}:node,git",
               missing: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("CI", "MAKE_DECK_MISSING_PACKAGES", "PYTEST_ADDOPTS")}
    env.update(MAKE_DECK_TEST_NO_INSTALL="1", MAKE_DECK_TEST_PACKAGES_EXTRA=extra, PYTHON=sys.executable)
    if ci is not None:
        env["CI"] = ci
    if missing is not None:
        env["MAKE_DECK_MISSING_PACKAGES"] = missing
    return subprocess.run(["bash", str(SCRIPT), *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=600)


# the yaml-language-server tests (kind node) and the pre-commit hook test (kind git)
SELECTION = ("tests/test_editor.py", "tests/test_precommit.py", "-p", "no:cacheprovider", "-q")


def test_missing_packages_are_named_with_what_to_run_and_their_tests_skip_in_one_line():
    proc = run_script(*SELECTION)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert f"scripts/test.sh: missing Debian packages: {FAKE}" in proc.stderr
    assert f"apt-get install {FAKE}" in proc.stderr
    skipped = [line for line in proc.stdout.splitlines() if line.startswith("SKIPPED")]
    assert len(skipped) == 1, proc.stdout
    assert re.match(rf"SKIPPED \[6\] tests/conftest.py:\d+: needs Debian packages missing here: {FAKE} ",
                    skipped[0]), skipped
    assert "6 skipped" in proc.stdout


def test_with_ci_set_a_missing_package_fails_before_any_test():
    proc = run_script(*SELECTION, ci="true")
    assert proc.returncode == 1
    assert f"error: missing Debian packages: {FAKE}" in proc.stderr
    assert "no test may skip" in proc.stderr
    assert "skipped" not in proc.stdout and "passed" not in proc.stdout  # pytest never ran


def test_with_ci_set_the_tests_fail_instead_of_skipping():
    """pytest run by hand in CI with a package named missing: the tests fail, loudly."""
    env = {k: v for k, v in os.environ.items() if k != "PYTEST_ADDOPTS"}
    env.update(CI="true", MAKE_DECK_MISSING_PACKAGES=f"git:{FAKE}")
    proc = subprocess.run([sys.executable, "-m", "pytest", "tests/test_precommit.py", "-q", "-p", "no:cacheprovider"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 1
    assert "1 error" in proc.stdout and "skipped" not in proc.stdout  # failed in its setup
    assert f"needs Debian packages missing here: {FAKE}" in proc.stdout


def test_nothing_missing_is_quiet():
    """Every package present (no extra): the script says nothing before pytest's own output."""
    proc = run_script("--version", extra="")
    assert proc.returncode == 0
    assert proc.stdout.startswith("pytest ")
    assert "scripts/test.sh" not in proc.stderr, proc.stderr


def test_kinds_not_missing_run():
    """A package missing for the desktop tests skips none of the editor's or the hook's tests."""
    proc = run_script(*SELECTION, "--co", extra=f"{FAKE}:desktop")
    assert proc.returncode == 0
    assert "6 tests collected" in proc.stdout


def test_the_summary_line_names_every_missing_package_once():
    missing = missing_packages("chromium:chromium webkit:xvfb desktop:xvfb desktop:xdotool bad")
    assert missing == {"chromium": ["chromium"], "webkit": ["xvfb"], "desktop": ["xvfb", "xdotool"]}
    assert missing_reason(missing).startswith("needs Debian packages missing here: chromium, xdotool, xvfb ")
    assert missing_packages("") == {}


def test_the_package_list_is_in_the_script_only():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "scripts/test.sh" in ci
    for name in ("chromium", "webkit2gtk-driver", "xdotool", "libxcb-cursor0", "nodejs"):
        assert re.search(rf"^{re.escape(name)}\s", SCRIPT.read_text(encoding="utf-8"), re.M), name
        assert not re.search(rf"\b{re.escape(name)}\b", ci.replace("scripts/test.sh", "")), name
    assert len(re.findall(r"pip install.* -e ", ci)) == 1  # the package installed once
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "scripts/test.sh" in readme.split("##")[0]  # the second command a reader sees
