"""Static checks of the card templates, CSS and script (no browser needed)."""

from __future__ import annotations

import re

import pytest

from quizdeck.anki import notetype

ASSETS = ("card.js", "card.css")
TEMPLATES = ("front.html", "back.html", "recall_front.html", "recall_back.html")


@pytest.mark.parametrize("name", ASSETS)
def test_no_template_braces(name):
    text = notetype.read_template(name)
    assert "{{" not in text and "}}" not in text, f"{name} contains Anki template syntax"


def test_note_type_css_and_templates_have_no_stray_braces():
    """The whole note type CSS (card.css + highlight.css) and the inlined script."""
    assert "{{" not in notetype.card_css() and "}}" not in notetype.card_css()
    js = notetype.read_template("card.js")
    for t in notetype.card_templates():
        for side in ("qfmt", "afmt"):
            without_script = t[side].replace(js, "")
            assert without_script.count("{{") == without_script.count("}}")


def test_script_is_inlined_where_asked():
    js = notetype.read_template("card.js")
    mc, recall = notetype.card_templates()
    assert js in mc["qfmt"] and js in mc["afmt"]
    assert notetype.SCRIPT_PLACEHOLDER not in mc["qfmt"] + mc["afmt"]
    assert "<script" not in recall["qfmt"] + recall["afmt"], "the recall card needs no script"


def test_back_does_not_use_front_side():
    for name in TEMPLATES:
        assert "FrontSide" not in notetype.read_template(name)


def test_recall_front_is_wrapped_in_recall_section():
    text = notetype.read_template("recall_front.html").strip()
    assert text.startswith("{{#Recall}}") and text.endswith("{{/Recall}}")


def test_templates_use_only_known_fields():
    known = set(notetype.FIELDS)
    for name in TEMPLATES:
        for tag in re.findall(r"\{\{([^}]*)\}\}", notetype.read_template(name)):
            field = tag.lstrip("#/^").split(":")[-1].strip()
            assert field in known, f"{name}: unknown field {tag!r}"


def _strip_js_strings_and_comments(src: str) -> str:
    src = re.sub(r"/\*.*?\*/", " ", src, flags=re.DOTALL)
    src = re.sub(r"//[^\n]*", " ", src)
    return re.sub(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'', '""', src)


def test_script_is_es2017_at_most():
    """Old Android WebViews and iOS WebKit: no syntax newer than ES2017."""
    code = _strip_js_strings_and_comments(notetype.read_template("card.js"))
    newer = {
        "optional chaining": r"\?\.(?!\d)",
        "nullish coalescing": r"\?\?",
        "logical assignment": r"(\|\||&&|\?\?)=",
        "class fields / private": r"#[A-Za-z_]",
        "spread in object literal / rest": r"\{\s*\.\.\.",
        "async iteration": r"for\s+await",
        "optional catch binding": r"catch\s*\{",
        "numeric separators": r"\d_\d",
        "bigint": r"\b\d+n\b",
        "template literal": r"`",
    }
    for what, pattern in newer.items():
        assert not re.search(pattern, code), f"card.js uses {what}"


def test_script_is_one_iife_with_one_global():
    code = _strip_js_strings_and_comments(notetype.read_template("card.js")).strip()
    assert code.startswith("(function () {") and code.endswith("})();")
    assigned = set(re.findall(r"\b(?:window|W)\.([A-Za-z_$][\w$]*)\s*=(?!=)", code))
    assert assigned == {"__mcState"}


@pytest.mark.parametrize("name", [*ASSETS, "highlight.css", *TEMPLATES])
def test_no_math_delimiters_in_the_card_itself(name):
    """Anki desktop loads MathJax for every side whose HTML has a backslash-paren or
    backslash-bracket pair; the card's own code must not make every card pay for it."""
    text = notetype.read_template(name)
    assert "\\(" not in text and "\\[" not in text, name


def test_verdict_comes_first_on_the_back():
    """The result is the first thing of the back (in view at once, docs/card.md), with
    id="answer", where Anki desktop scrolls when it shows the answer."""
    back = notetype.read_template("back.html")
    assert back.index('class="mc-result"') < back.index("{{Question}}") < back.index("{{Choices}}")
    assert 'id="answer"' in back
