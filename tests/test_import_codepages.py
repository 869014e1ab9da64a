"""Sources in Windows' single-byte code pages other than 1252 (importers/codepages.py): session 10's
held-out rumec-question-drill-otazky (Czech in Windows-1250, refused as "not valid UTF-8") and the like.
The code page is the one whose letters the bytes make words of; it is said in a warning."""

from __future__ import annotations

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.base import decode_text

CZECH = "1. Pozitivní ekonomie zdůrazňuje, že ťuká:\na) popisuje realitu €\nb) mění ji\n"
RUSSIAN = "1. Столица России?\nа) Москва\nб) Киев\nОтвет: а\n"
FRENCH = "1. Où est la gare ?\na) À gauche\nb) Tout droit, après l'église\n"


def _decoded(text: str, encoding: str) -> tuple[str | None, list[str]]:
    diags = Diagnostics()
    got = decode_text(text.encode(encoding), "q.txt", diags)
    return got, [d.message for d in diags.sorted()]


def test_czech_in_windows_1250_with_a_byte_windows_1252_lacks_is_read_and_said():
    got, said = _decoded(CZECH, "cp1250")
    assert got == CZECH
    assert len(said) == 1 and "Windows-1250" in said[0]


def test_russian_in_windows_1251_is_not_read_as_accented_latin():
    got, said = _decoded(RUSSIAN, "cp1251")
    assert got == RUSSIAN
    assert len(said) == 1 and "Windows-1251" in said[0]


def test_western_text_stays_windows_1252():
    got, said = _decoded(FRENCH, "cp1252")
    assert got == FRENCH
    assert len(said) == 1 and "Windows-1252" in said[0]


def test_utf8_is_not_said():
    assert _decoded(CZECH, "utf-8") == (CZECH, [])
