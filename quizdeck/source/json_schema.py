"""The JSON Schema (draft 2020-12) of the quiz format, for editors (yaml-language-server).

Made from the validator's own definitions (``schema.py``'s keys, id and tag rules, the
choice count, the answer letters), with a description of each key for hover and
completion. It describes the file as an editor reads it, as YAML 1.2 (``yes`` is a
text there; the validator takes ``yes`` as a text too, and as true in ``shuffle``).
A copy ships in the package (``quizdeck/data/quiz.schema.json``); a test checks that it
is what this module makes, and that the schema agrees with the validator on every good
quiz and every structural mistake of the test corpus.

What a schema cannot say is checked by ``check`` only: an id's letters beyond ASCII
(JSON Schema's ``\\w`` differs between engines), repeated question ids, choices that
repeat each other, two questions that would be one note.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

from quizdeck.source.model import LETTERS, MAX_CHOICES, MIN_CHOICES
from quizdeck.source.names import MAX_ID_LENGTH
from quizdeck.source.validate import _FALSE, _TRUE, CHOICE_KEYS, DECK_KEYS, QUESTION_KEYS

SCHEMA_ID = "https://make-deck.invalid/quiz.schema.json"
#: The first-line comment that tells yaml-language-server where the schema is.
MODELINE = "# yaml-language-server: $schema={}"
SHIPPED = ("data", "quiz.schema.json")

Schema = dict[str, Any]


def _nocase(word: str) -> str:
    """A regular expression matching ``word`` in any case (JSON Schema has no flags)."""
    return "".join(f"[{c.upper()}{c.lower()}]" if c.isalpha() else c for c in word)


#: Control characters no text may hold (as schema.py's _CONTROL), and "something not blank".
_NO_CONTROL = r"[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*"
_TEXT: Schema = {"type": ["string", "number", "boolean"], "pattern": rf"^(?=[\s\S]*\S){_NO_CONTROL}$",
                 "patternErrorMessage": "must not be empty or hold control characters"}
_OPTIONAL_TEXT: Schema = {"type": ["string", "number", "boolean", "null"], "pattern": rf"^{_NO_CONTROL}$",
                          "patternErrorMessage": "must not hold control characters"}
#: schema.py's ID_RE is ``[\w.-]+`` with Python's Unicode ``\w``; JavaScript's ``\w`` is ASCII
#: only, so the schema refuses ASCII punctuation and spaces and leaves the rest to ``check``.
_ID: Schema = {"type": ["string", "number", "boolean"], "maxLength": MAX_ID_LENGTH,
               "pattern": r"^[^\u0000-\u002c\u002f\u003a-\u0040\u005b-\u005e\u0060\u007b-\u007f\s]+$",
               "patternErrorMessage": "only letters, digits, '-', '_' and '.'"}
_TAG: Schema = {"type": ["string", "number", "boolean"], "pattern": r"^\S+$",
                "patternErrorMessage": "a tag has no spaces: use '-' or '_' between words, '::' for a hierarchy"}
_BOOL: Schema = {"anyOf": [
    {"type": "boolean"},
    {"type": "string", "pattern": r"^\s*(" + "|".join(_nocase(w) for w in sorted(_TRUE | _FALSE)) + r")\s*$"},
]}


def _letters(count: int) -> Schema:
    """An answer naming one of ``count`` choices: a letter, or a list of letters. Editors
    offer the enum's capitals; the validator also takes small letters."""
    last = LETTERS[count - 1]
    letter = {"anyOf": [{"enum": list(LETTERS[:count])},
                        {"type": "string", "pattern": rf"^\s*[A-{last}a-{last.lower()}]\s*$",
                         "patternErrorMessage": f"a letter A to {last}"}]}
    return {"anyOf": [letter, {"type": "array", "items": letter, "minItems": 1, "uniqueItems": True}]}


def _describe(schema: Schema, text: str, example: str) -> Schema:
    """A copy of ``schema`` with the hover text an editor shows (with a short example)."""
    return {**schema, "description": text,
            "markdownDescription": f"{text}\n\n```yaml\n{example}\n```"}


_DECK_DOCS: dict[str, tuple[Schema, str, str]] = {
    "deck": ({**_TEXT, "pattern": r"^(?!\s*::)(?![\s\S]*::\s*::)(?![\s\S]*::\s*$)(?=[\s\S]*\S)" + _NO_CONTROL + "$",
              "patternErrorMessage": "a deck name, with no empty part between '::'"},
             "The deck's name in Anki (required). `::` nests subdecks.",
             "deck: ML Systems::ZeRO and Sharded Optimizers"),
    "id": (_ID, ("The deck's stable key: notes are known to Anki by it and each question's `id`. "
                 "Default: the file name. Keep it when you rename the deck; `make_deck.py new` picks one "
                 "no other deck has."), "id: zero-optimizers-3f9a1c07d2"),
    "description": (_OPTIONAL_TEXT, "Shown on the deck's overview in Anki (Markdown).",
                    "description: Questions on *ZeRO* stages 1 to 3."),
    "tags": ({"anyOf": [{"type": "null"}, _TAG, {"type": "array", "items": _TAG}]},
             "Tags added to every note of the file (no spaces; `::` for a hierarchy).",
             "tags: [distributed-training, zero]"),
    "shuffle": (_BOOL, "Shuffle the choices at each review (default true); a question's own `shuffle` wins.",
                "shuffle: false"),
    "recall": (_BOOL, ("Also make a Recall card for every question: the question without its choices "
                       "(default false)."), "recall: true"),
}
_QUESTION_DOCS: dict[str, tuple[Schema, str, str]] = {
    "id": (_ID, ("The question's stable key, unique in the file: keep it when you edit the text, so Anki "
                 "updates the note and keeps its review history. `make_deck.py add-ids` adds them."),
           "id: redundancy"),
    "question": (_TEXT, "The question (Markdown; math as `\\( ... \\)`, images as `![alt](file.png)`).",
                 "question: What does ZeRO stage 1 shard?"),
    "choices": ({}, (f"The choices, {MIN_CHOICES} to {MAX_CHOICES}: a text, or `text` with a `why` shown on "
                     "the back. The first is A, the next B..."),
                "choices:\n  - Optimizer state\n  - text: Parameters\n    why: That is stage 3."),
    "answer": ({"type": ["string", "array"]}, ("The correct choice as a letter (A = the first), or a list of letters "
                                       "for select-all-that-apply (even one: `[B]`)."),
               "answer: B        # or: answer: [A, C]"),
    "explanation": (_OPTIONAL_TEXT, "Shown on the back, under the choices (Markdown).",
                    "explanation: |\n  Stage 1 shards only the optimizer state."),
    "source": (_OPTIONAL_TEXT, "A reference, shown small on the back (Markdown).",
               "source: ZeRO paper, section 5"),
    "tags": ({"anyOf": [{"type": "null"}, _TAG, {"type": "array", "items": _TAG}]},
             "Tags of this question's note, added to the deck's.", "tags: [stage-1]"),
    "shuffle": (_BOOL, ("Shuffle this question's choices (default: the deck's `shuffle`); false keeps "
                        "\"all of the above\" last."), "shuffle: false"),
    "recall": (_BOOL, "Also make a Recall card for this question (default: the deck's `recall`).",
               "recall: true"),
}
_CHOICE_DOCS: dict[str, tuple[Schema, str, str]] = {
    "text": (_TEXT, "The choice (Markdown).", "text: Optimizer state"),
    "why": (_OPTIONAL_TEXT, "Why this choice is right or wrong, shown under it on the back (Markdown).",
            "why: Stage 3 also shards the parameters."),
}


def _properties(keys: tuple[str, ...], docs: dict[str, tuple[Schema, str, str]]) -> Schema:
    missing = set(keys) ^ set(docs)
    if missing:   # the validator's keys and the documented ones must be the same
        raise AssertionError(f"keys without a schema, or schemas without a key: {sorted(missing)}")
    return {key: _describe(*docs[key]) for key in keys}


def quiz_schema() -> Schema:
    """The JSON Schema of a quiz file."""
    choice = {"type": "object", "required": ["text"], "additionalProperties": False,
              "properties": _properties(CHOICE_KEYS, _CHOICE_DOCS)}
    question_props = _properties(QUESTION_KEYS, _QUESTION_DOCS)
    question_props["choices"] = {**question_props["choices"], "type": "array", "minItems": MIN_CHOICES,
                                 "maxItems": MAX_CHOICES, "items": {"anyOf": [_TEXT, {"$ref": "#/$defs/choice"}]}}
    # an answer names one of the question's choices, A to the last one: exactly one of these
    # applies (an editor shows one message, and offers those letters)
    def count(low: int, high: int) -> Schema:
        return {"required": ["choices"], "properties": {"choices": {"type": "array", "minItems": low,
                                                                    "maxItems": high}}}
    by_count = [{"if": count(n, n), "then": {"properties": {"answer": _letters(n)}}}
                for n in range(MIN_CHOICES, MAX_CHOICES + 1)]
    by_count.append({"if": {"not": count(MIN_CHOICES, MAX_CHOICES)},
                     "then": {"properties": {"answer": _letters(MAX_CHOICES)}}})
    question = {"type": "object", "required": ["question", "choices", "answer"], "additionalProperties": False,
                "properties": question_props, "allOf": by_count}
    deck_props = _properties(tuple(k for k in DECK_KEYS if k != "questions"), _DECK_DOCS)
    deck_props["questions"] = _describe({"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/question"}},
                                        "The questions (at least one).",
                                        "questions:\n  - id: q1\n    question: ...\n    choices: [..., ...]\n"
                                        "    answer: A")
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "make_deck quiz",
        "description": "A multiple-choice quiz that `make_deck.py build` turns into an Anki deck.",
        "type": "object",
        "required": ["deck", "questions"],
        "additionalProperties": False,
        "properties": {key: deck_props[key] for key in DECK_KEYS},
        "$defs": {"question": question, "choice": choice},
    }


def schema_text() -> str:
    """The schema as the file that ships in the package (and ``make_deck.py schema`` prints)."""
    return json.dumps(quiz_schema(), indent=2, ensure_ascii=False) + "\n"


def shipped_schema_text() -> str:
    """The copy that ships in the package."""
    return resources.files("quizdeck").joinpath("/".join(SHIPPED)).read_text(encoding="utf-8")
