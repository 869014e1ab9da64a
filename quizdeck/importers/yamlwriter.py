"""Write an imported deck as a quiz YAML file a person will want to edit.

Multi-line texts become literal block scalars (``|``), one-line texts stay plain
unless YAML would read them differently (``key: value``, ``#``, leading spaces,
``Yes``...), then single quotes, or double quotes with escapes for what no editor
shows (tabs, control characters, odd line breaks). Every text reads back exactly as
given: ``tests/test_import_yaml.py`` checks that with arbitrary texts.
"""

from __future__ import annotations

import re

import yaml

from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.labels import letter

_RESOLVER = yaml.resolver.Resolver()
_STR_TAG = "tag:yaml.org,2002:str"
#: characters that must be escaped: all but YAML's printable set (tab and line feed aside),
#: and the line breaks editors do not show (NEL, LS, PS) and the byte order mark
_UNSAFE = re.compile("[^\t\n\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufefe\uff00-\ufffd\U00010000-\U0010ffff]")
_PLAIN_FIRST = set("-?:,[]{}#&*!|>'\"%@`")
_ESCAPES = {"\0": "\\0", "\a": "\\a", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\v": "\\v", "\f": "\\f",
            "\r": "\\r", "\x1b": "\\e", "\x85": "\\N", "\u2028": "\\L", "\u2029": "\\P", '"': '\\"',
            "\\": "\\\\"}


def _raw_ok(text: str) -> bool:
    return _UNSAFE.search(text) is None


def _plain_ok(text: str) -> bool:
    """Whether ``text`` can be written without quotes and read back as the same string."""
    if not text or text != text.strip() or not _raw_ok(text) or "\t" in text or "\n" in text:
        return False
    if text[0] in _PLAIN_FIRST:
        return False
    if ": " in text or " #" in text or text.endswith(":"):
        return False
    return bool(_RESOLVER.resolve(yaml.ScalarNode, text, (True, False)) == _STR_TAG)  # type: ignore[no-untyped-call]  # untyped in the stubs


def _double_quoted(text: str) -> str:
    out = []
    for char in text:
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif _UNSAFE.match(char):
            code = ord(char)
            out.append(f"\\x{code:02X}" if code <= 0xFF else f"\\u{code:04X}" if code <= 0xFFFF else f"\\U{code:08X}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def _inline(text: str) -> str:
    """A one-line text as a scalar after ``key: `` or ``- ``."""
    if _plain_ok(text):
        return text
    if _raw_ok(text) and "\t" not in text and "\n" not in text:
        return "'" + text.replace("'", "''") + "'"
    return _double_quoted(text)


def _block_ok(text: str) -> bool:
    lines = text.split("\n")
    return (
        "\n" in text
        and _raw_ok(text)
        and any(line.strip() for line in lines)
        and all(line == "" or line.strip() for line in lines)      # no lines of only spaces
    )


def scalar(text: str, indent: int) -> str:
    """``text`` written after ``key:`` (or ``-``) at ``indent``: `` value`` or `` |`` and indented lines."""
    if not _block_ok(text):
        return " " + _inline(text)
    body = text.rstrip("\n")
    trailing = len(text) - len(body)
    chomp = "-" if trailing == 0 else "" if trailing == 1 else "+"
    first = next(line for line in body.split("\n") if line)
    # an explicit indentation when the text's own starts with a space or a tab (Go code, Makefiles)
    indicator = "2" if first.startswith(" ") or "\n\t" in "\n" + body else ""
    pad = " " * (indent + 2)
    lines = [pad + line if line else "" for line in body.split("\n")]
    lines += [""] * (trailing - 1 if trailing > 1 else 0)
    return f" |{indicator}{chomp}\n" + "\n".join(lines)


def _tags(tags: list[str], indent: int) -> str:
    """Tags as a flow list (``[a, b]``) where every YAML reader reads it back so (PyYAML refuses a plain ``x?``
    before ``]``, which the YAML spec allows), else one to a line."""
    if all(_plain_ok(t) and not set(t) & set(",[]{}") for t in tags):
        flow = "[" + ", ".join(tags) + "]"
        try:
            if yaml.safe_load(flow) == tags:
                return " " + flow
        except yaml.YAMLError:
            pass
    pad = " " * indent
    return "".join(f"\n{pad}  -{scalar(t, indent + 2)}" for t in tags)


def _choice(choice: ImportedChoice, indent: int) -> str:
    pad = " " * indent
    if choice.why is None:
        return f"{pad}-{scalar(choice.text, indent)}"
    return (f"{pad}- text:{scalar(choice.text, indent + 2)}\n"
            f"{pad}  why:{scalar(choice.why, indent + 2)}")


def _answer(question: ImportedQuestion) -> str:
    letters = [letter(i) for i in question.answer or []]
    if question.multi or len(letters) != 1:
        return "[" + ", ".join(letters) + "]"
    return letters[0]


def _question(q: ImportedQuestion) -> str:
    out = []
    first = "  - "
    if q.id is not None:
        out.append(f"{first}id:{scalar(q.id, 4)}")
        first = "    "
    out.append(f"{first}question:{scalar(q.text, 4)}")
    out.append("    choices:")
    out.extend(_choice(c, 6) for c in q.choices)
    if q.answer is None and q.raw_answer is not None:
        out.append(f"    answer:{scalar(q.raw_answer, 4)}")   # as the source gives it: `check` reports it
    elif q.answer is None:
        out.append("    # answer: the source gives none; write the right letter here, e.g. `answer: A`")
    else:
        out.append(f"    answer: {_answer(q)}")
    if q.explanation is not None:
        out.append(f"    explanation:{scalar(q.explanation, 4)}")
    if q.source is not None:
        out.append(f"    source:{scalar(q.source, 4)}")
    if q.tags:
        out.append(f"    tags:{_tags(q.tags, 4)}")
    return "\n".join(out)


def _comment(text: str) -> str:
    """A comment line's text: one line, nothing YAML could read as more than a comment."""
    return " ".join(_UNSAFE.sub("?", text).split())


def dump(deck: ImportedDeck) -> str:
    """The whole quiz file."""
    out = [f"# Imported from {_comment(deck.origin)} by `make_deck import`.",
           "# Edit freely; keep each `id` so that Anki updates the notes in place.",
           f"deck:{scalar(deck.name, 0)}",
           f"id:{scalar(deck.key, 0)}"]
    if deck.description is not None:
        out.append(f"description:{scalar(deck.description, 0)}")
    if deck.tags:
        out.append(f"tags:{_tags(deck.tags, 0)}")
    out.append("questions:")
    for q in deck.questions:
        out.append(_question(q))
    return "\n".join(out) + "\n"
