#!/usr/bin/env python3
"""The floor for any YAML-to-Anki tool on this stack (issue 6's baseline).

    python bench/baseline.py QUIZ.yaml OUT.apkg

Loads the quiz with libyaml (``yaml.load(f, Loader=yaml.CSafeLoader)``) and writes
every question with bare genanki as a 2-field note type: Front = the question and
its choices as plain text (HTML-escaped), Back = the answer and the explanation. No validation,
no Markdown, no HTML, no compression: genanki's own ``Package.write_to_file``.
"""

from __future__ import annotations

import sys
from html import escape

import genanki
import yaml

MODEL = genanki.Model(
    1607392319,
    "Bench baseline (2 fields)",
    fields=[{"name": "Front"}, {"name": "Back"}],
    templates=[{"name": "Card 1", "qfmt": "{{Front}}", "afmt": "{{FrontSide}}<hr id=answer>{{Back}}"}],
)


def _text(choice) -> str:
    return choice["text"] if isinstance(choice, dict) else str(choice)


def main(argv: list[str]) -> int:
    src, dest = argv
    with open(src, "rb") as f:
        data = yaml.load(f, Loader=yaml.CSafeLoader)
    deck = genanki.Deck(2059400110, str(data["deck"]))
    for q in data["questions"]:
        choices = q["choices"]
        front = escape(str(q["question"])) + "<br>" + "<br>".join(
            f"{chr(65 + i)}. {escape(_text(c))}" for i, c in enumerate(choices))
        answer = q["answer"]
        answer = ", ".join(answer) if isinstance(answer, list) else str(answer)
        back = answer + "<br>" + escape(str(q.get("explanation") or ""))
        deck.add_note(genanki.Note(model=MODEL, fields=[front, back]))
    genanki.Package(deck).write_to_file(dest)
    print(f"{dest}: {len(deck.notes)} notes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
