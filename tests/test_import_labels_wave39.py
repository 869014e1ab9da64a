"""Wave 39's labels behind signs and numbers (records39), excerpts written in the shape of the banks.

* signs before a label at a line's start (`` 🧠 Q1``, ``✅ Soal 1``, ``❓ Q:``: one or two symbols out of ASCII,
  an emoji with its selectors) are decoration: the label is matched past them and comes off with them; a record's
  label alone on its line then lets the question's own label under it (``Q:``) come off too.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of


def _records(sign: str, n: int = 5) -> str:
    return "\n\n---\n\n".join(
        f"{sign}Q{i}\nQ: What is the value of item {i} in the list?\nOptions:\nA. {i}\nB. {i + 1}\nC. {i + 2}\n"
        f"D. {i + 3}\nCorrect Answer: B\nExplanation: Because it is."
        for i in range(1, n + 1)) + "\n"


def test_an_emoji_before_a_record_label_is_decoration(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, "# 📚 Subject: Physics\n\n## 🧪 Chapter: Motion\n\n" + _records(" 🧠 "),
                           "physics.md")
    assert not any("starts with 'Q" in s for s in said), said
    rows = rows_of(deck)
    assert len(rows) == 5, rows
    assert rows[0][0] == "What is the value of item 1 in the list?", rows
    assert all(r[0].startswith("What is") for r in rows), rows
    assert rows[0][2] == [1], rows


def test_two_signs_with_a_selector_before_a_label_are_decoration(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _records("⚠️⭐ "), "quiz.md")
    assert all(r[0].startswith("What is") for r in rows_of(deck)), rows_of(deck)


def test_an_ascii_sign_is_no_decoration(tmp_path: Path) -> None:
    from quizdeck.importers.mend import decoration, label_of
    assert decoration("^ 31") == 0 and decoration("`s1` Q2") == 0
    assert decoration("💡💡💡 Q1") == 0                 # three signs: a text's own
    assert label_of(" 🧠 Q1") is not None and label_of("✅ Soal 1") is not None


_BENGALI = ("০১._______ সালের আগস্ট মাসে দেশ স্বাধীন হয় ?\nA.১৯৪৫\nB.১৯৪৬\nC.১৯৪৭\nD.১৯৪৮\n"
            "০২.পাকিস্তানের নির্বাচন, মোট _____ টি দল অংশ নেয়?\nA.২২\nB.২৪\nC.২৬\nD.২৭\n"
            "০৩.বাংলাদেশকে সর্বমোট ____টি সেক্টরে ভাগ করা হয় ?\nA.০৮\nB.০৯\nC.১০\nD.১১\n"
            "০৪.\"মুক্তির গান\" কে লিখেছেন?\nA.ক\nB.খ\nC.গ\nD.ঘ\n"
            "০৫.______ মার্চের কালো রাতে হত্যা করে ?\nA.২৫\nB.২৬\nC.২৭\nD.২৮\n")


def test_a_running_number_comes_off_whatever_follows_its_sign(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _BENGALI, "question.txt")
    rows = rows_of(deck)
    assert len(rows) == 5, rows
    assert rows[0][0].startswith("_______ সালের"), rows
    assert rows[3][0].startswith("\"মুক্তির"), rows
    assert rows[4][0].startswith("______ মার্চের"), rows


def test_a_blank_after_a_number_is_no_emphasis_closed() -> None:
    from quizdeck.importers.mend import label_of
    got = label_of("১২.____ is the capital")
    assert got is not None and got.number == 12 and got.end == 3, got
    assert label_of("1.5 is a number") is None
