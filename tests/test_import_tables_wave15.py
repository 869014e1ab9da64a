"""Session 15's sheet and GIFT shapes (issue 17; from session 14's held-out half, now dev), each read as a
shape: a header whose names carry a remark after a comma and a quiz's title column beside the question's;
answers as letters joined by the bar that splits the choices. Every uncertain reading is said at its line."""

from __future__ import annotations

from pathlib import Path

from tests.test_import import answers, texts
from tests.test_import_csv_readers import saved


def test_a_header_with_remarks_and_a_quiz_title_column_names_its_columns(tmp_path: Path) -> None:
    text = ('Quiz title,HTML of the question,Answer,"Options, separated by |",HTML of the explanation,Question type\n'
            'Math,"<p>What is 7 x 8?</p>",B,48|56|64|72,"<p>Seven eights.</p>",mc\n'
            'Music,"Which are instruments?",A|B|C,Violin|Guitar|Piano|Phone,"<p>Three are.</p>",mc\n'
            'Art,"<p>Which are Impressionists?</p>",A|D,Monet|Picasso|Van Gogh|Degas,"<p>Two.</p>",mc\n')
    doc, err, code, _ = saved(tmp_path, text.encode())
    assert code == 0, err
    assert [q["question"] for q in doc["questions"]] == ["<p>What is 7 x 8?</p>", "Which are instruments?",
                                                         "<p>Which are Impressionists?</p>"]
    assert texts(doc)[1] == ["Violin", "Guitar", "Piano", "Phone"]
    assert answers(doc) == ["B", ["A", "B", "C"], ["A", "D"]]
    assert "warning" not in err
