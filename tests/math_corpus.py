"""The ordinary-math corpus (tests/corpus/math): quizzes of course material whose every math
span must build, reach the card as written, and typeset in Anki's MathJax without an error."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from quizdeck.source.mathspans import mathjax_spans

CORPUS = Path(__file__).resolve().parent / "corpus" / "math"


def quizzes() -> list[Path]:
    return sorted(CORPUS.glob("*.yaml"))


def _texts(question: dict[str, Any]) -> list[str]:
    texts = [question.get("question"), question.get("explanation")]
    for choice in question.get("choices", []):
        texts += [choice.get("text"), choice.get("why")] if isinstance(choice, dict) else [choice]
    return [t for t in texts if isinstance(t, str)]


def expressions() -> list[str]:
    """Every math span written in the corpus, delimiters included, in order."""
    found = []
    for path in quizzes():
        for question in yaml.safe_load(path.read_text(encoding="utf-8"))["questions"]:
            for text in _texts(question):
                found += [text.strip()[a:b] for a, b in mathjax_spans(text.strip())]
    return found


def row_breaks(tex: str) -> int:
    """The ``\\\\`` of a span (a backslash and the character after it read as one token)."""
    count, i = 0, 0
    while (i := tex.find("\\", i)) >= 0:
        count += tex[i + 1 : i + 2] == "\\"
        i += 2
    return count
