"""What a site's page puts around a quiz that is not the quiz (lead35): an image's attribute list and a button.

* ``![](steel.jpg){align=right width=30%}``: MkDocs' and kramdown's attribute list places the picture on the site's
  page; a card lays out its own pictures, and the list would show as text there. It comes off with the image kept.
* ``<button class="btn-check">Comprobar</button>`` in an HTML quiz block: the page's control, its label the page's
  (``Check``, ``Comprobar``), never a question's text or its explanation.
"""

from __future__ import annotations

from pathlib import Path

import yaml

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.convert import import_sources
from tests.conftest import read

_PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 16


def _questions(tmp_path: Path, text: str) -> list[str]:
    (tmp_path / "steel.png").write_bytes(_PNG)
    (tmp_path / "quiz.md").write_text(text, encoding="utf-8")
    diags = Diagnostics()
    import_sources([tmp_path / "quiz.md"], tmp_path / "out" / "quiz.yaml", "auto", False, diags)
    data = yaml.safe_load((tmp_path / "out" / "quiz.yaml").read_text(encoding="utf-8"))
    assert isinstance(data, dict), data
    return [str(q["question"]) for q in data["questions"]]


_BANK = "".join(f"## Question {k}\n\n{pic}Which metal is number {k}?\n\n- A. Steel\n- B. Wood {k}\n- C. Glass\n\n"
                f"**Answer:** A\n\n" for k, pic in enumerate(
                    ["![](steel.png){align=right width=30%}\n\n", "![steel](steel.png){: .center }\n\n", "",
                     "![](steel.png){ width=\"300\" }\n\n"], start=1))


def test_an_image_s_attribute_list_comes_off_the_image_stays(tmp_path: Path) -> None:
    texts = _questions(tmp_path, _BANK)
    assert len(texts) == 4, texts
    for k in (0, 1, 3):
        assert "{" not in texts[k] and "}" not in texts[k], texts[k]
        assert "](" in texts[k] and "steel" in texts[k], texts[k]
    assert texts[2] == "Which metal is number 3?", texts[2]


def test_braces_that_are_text_after_an_image_stay(tmp_path: Path) -> None:
    texts = _questions(tmp_path, "## Question 1\n\n![](steel.png) {x, y} is a set: which?\n\n- A. yes\n- B. no\n\n"
                               "**Answer:** A\n\n## Question 2\n\nOther?\n\n- A. one\n- B. two\n\n**Answer:** B\n")
    assert "{x, y} is a set" in texts[0], texts


_FORM = "".join(f"""### Pregunta {k}

<div class="pregunta" data-id="q{k}" data-type="radio">
  <p><strong>¿Cuál es el material número {k}?</strong></p>
  <input type="radio" name="q{k}" value="a"> Acero<br>
  <input type="radio" name="q{k}" value="b" data-correct="true"> Madera {k}<br>
  <input type="radio" name="q{k}" value="c"> Vidrio<br>
  <p class="feedback"></p>
  <button class="btn-comprobar">Comprobar</button>
</div>

""" for k in range(1, 4))


def test_a_page_s_button_is_not_the_explanation(tmp_path: Path) -> None:
    deck, diags = read(tmp_path, _FORM, "quiz.md")
    said = [d.format() for d in diags.sorted()]
    assert len(deck.questions) == 3, said
    for q in deck.questions:
        assert q.answer == [1], (q.text, q.answer)
        assert not q.explanation or "Comprobar" not in q.explanation, q.explanation
        assert "Comprobar" not in q.text, q.text
