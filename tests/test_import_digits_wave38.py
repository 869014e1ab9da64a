"""Digits ``int`` cannot read (``❸``, ``②``, ``³``) are digits to ``str.isdigit`` but not decimals: every place
that reads a number with ``int`` tests it with ``isdecimal``, so a sheet keyed ``❶``..``❹`` or a file labelled
``①``..``④`` imports (read or said), never stops on a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import run

SOURCES = {
    "keyed.csv": "question,a,b,c,d,answer\n" + "".join(
        f"Question {n} asks what?,one{n},two{n},three{n},four{n},{'❶❷❸❹'[n % 4]}\n" for n in range(1, 9)),
    "circled.txt": "".join(f"{n}. Question {n} asks what?\n① one\n② two\n③ three\nAnswer: ②\n\n" for n in range(1, 6)),
    "powers.txt": "".join(f"{n}. What is 2³ + {n}?\nA. {8 + n}\nB. {9 + n}\nAnswer: A\n\n" for n in range(1, 6)),
    "counted.csv": "question,a,b,c,answer\n" + "".join(f"Q{n} which?,x{n},y{n},z{n},²\n" for n in range(1, 7)),
}


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_digits_int_cannot_read_never_stop_the_import(tmp_path: Path, name: str) -> None:
    src = tmp_path / name
    src.write_text(SOURCES[name], encoding="utf-8")
    result = run("import", src, "-o", tmp_path / "out.yaml")
    assert "this is a bug in make_deck" not in result.stderr, result.stderr
    assert result.exit_code in (0, 1), result.stderr
