"""tests/desktop/app.py ``own_console_errors``: Anki's own styling race is set apart, nothing else is."""

from __future__ import annotations

from typing import Any

from tests.desktop.app import own_console_errors

RACE = "Uncaught TypeError: Cannot read properties of null (reading 'appendChild')"
PAGE = "http://127.0.0.1:41819/_anki/legacyPageData?id=1"


def entry(message: str, line: int, level: str = "ErrorMessageLevel") -> dict[str, Any]:
    return {"level": level, "message": message, "source": PAGE, "line": line, "page": "MainWebView"}


def test_the_race_at_the_styling_line_is_anki_s_and_set_apart() -> None:
    report = {"anki_styling_lines": [23], "console": [entry(RACE, 23)]}
    assert own_console_errors(report) == []


def test_the_same_message_at_another_line_is_kept() -> None:
    report = {"anki_styling_lines": [23], "console": [entry(RACE, 24), entry(RACE, 133)]}
    assert [c["line"] for c in own_console_errors(report)] == [24, 133]


def test_any_other_error_is_kept_and_warnings_are_not_errors() -> None:
    report = {"anki_styling_lines": [23], "console": [
        entry("Uncaught ReferenceError: x is not defined", 23),
        entry(RACE, 23, level="WarningMessageLevel"),
    ]}
    assert [c["message"] for c in own_console_errors(report)] == ["Uncaught ReferenceError: x is not defined"]


def test_without_recorded_lines_nothing_is_set_apart() -> None:
    report: dict[str, Any] = {"console": [entry(RACE, 23)]}
    assert len(own_console_errors(report)) == 1
