"""A bold field label that opens every question's text of a Markdown file: ``**Scenario:** You are ...``.

Some banks write each question as fields, the text under a label in bold: ``**Scenario:**``,
``**Question:**``, ``**Szenario:**``, or under a label alone on its line (``シナリオ:``, the text below).
When every question of the file (three at least) opens with the
same such label, it is the file's label for the text, not the text: it is taken off and the summary says
so. A label only some questions carry is left as it is (it may be the text's own words). Linear in the
length of each text's first line.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Collection

from quizdeck.importers import mdtopictitles
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.mend import QUESTION_WORDS

#: fewer questions than this do not show what the file repeats
_LEAST = 3
#: ``**Scenario:**``, ``**Scenario**:``, ``__Kontext:__``: a few words, a colon, in bold
_LABEL = re.compile(r"^[ \t]*(\*\*|__)([^\W\d_][^*_\n:：]{0,40}?)[ \t]*(?:[:：][ \t]*\1|\1[ \t]*[:：])[ \t]*(?=\S)")


#: a label alone on the text's first line, the text below it: ``シナリオ:``, ``**Scenario:**``, ``Kontext :``
_LINE_LABEL = re.compile(r"^[ \t]*(\*\*|__|)([^\W\d_][^*_\n:：]{0,40}?)[ \t]*(?:[:：][ \t]*\1|\1[ \t]*[:：])[ \t]*\n+"
                         r"(?=\S)")


#: a list's item opening a line: what a line ending ``:`` introduces (``Lea las afirmaciones siguientes:``), no field
_LIST_ITEM = re.compile(r"[ \t]*(?:[-*+]|\d{1,2}[.)])[ \t]")


def _match(text: str) -> re.Match[str] | None:
    m = _LABEL.match(text[:200]) or _LINE_LABEL.match(text[:200])
    if m is not None and m.re is _LINE_LABEL and _LIST_ITEM.match(text, m.end()):
        return None   # a sentence over the list it introduces: the question's own words
    return m


def _label(text: str) -> str | None:
    m = _match(text)
    return " ".join(m.group(2).split()).casefold() if m else None


def take_shared_label(deck: ImportedDeck) -> None:
    """Take off the bold label every question's text opens with (see the module's docstring)."""
    questions = deck.questions
    if len(questions) < _LEAST:
        return
    labels = {_label(q.text) for q in questions}
    if len(labels) != 1 or None in labels:
        return
    shown = ""
    for q in questions:
        m = _match(q.text)
        assert m is not None   # every text has it (above)
        shown = m.group().strip()
        q.text = q.text[m.end():]
    deck.mend(f"the label {shown!r} of {{n}} question text{{s}}", len(questions))


#: a word alone that names a question, then ``.`` or ``:``, at a text's start, maybe inside the bold that opens it:
#: ``**Q. Which ...?**``, ``Q: 다음 ...``, ``__Pregunta.__ ¿Cuál ...?``
_WORD_LABEL = re.compile(r"^[ \t]*(\*\*|__)?[ \t]*([^\W\d_]{1,12})[ \t]*[.:：][ \t]*(\1(?=[ \t]))?[ \t]*(?=\S)")
#: question words that are no label's word where a sentence may start with them ("No. ...", "Number: ...")
_NOT_LABELS = frozenset({"no", "nr", "num", "number"})


def _word_label(text: str) -> re.Match[str] | None:
    m = _WORD_LABEL.match(text[:200])
    if m is None or m.group(2).casefold() not in QUESTION_WORDS - _NOT_LABELS:
        return None
    return m


#: a line that is an image and nothing else: ``![image](busan.jpg)``, ``<img src="x.png">``
PICTURE = re.compile(r"^[ \t]*(?:!\[[^\[\]\n]{0,300}\]\([^()\n]{1,2000}\)|<img\b[^<>\n]{0,2000}>)[ \t]*$", re.I)


def is_picture(line: str) -> bool:
    """Whether a line (or a cell) is one image and nothing else, in Markdown or HTML: the one test of it for every
    reader (the first 2,500 characters: an image line is shorter)."""
    return PICTURE.match(line[:2500]) is not None


def _pictures_first(text: str) -> tuple[str, str]:
    """The images alone on their lines that open a text (its picture, above its words), and the rest."""
    lines = text.split("\n")
    k = 0
    while k < len(lines) and (not lines[k].strip() or is_picture(lines[k])):
        k += 1
    if k == 0 or k == len(lines):
        return "", text
    return "\n".join(lines[:k]).strip("\n"), "\n".join(lines[k:])


def take_question_words(deck: ImportedDeck) -> None:
    """Take off a question word alone before the text (``Q.``, ``Question:``, ``문제:``, maybe inside the bold that
    opens the text: ``**Q. Which ...?**``) where at least three questions and half of the file's open with one: it
    names the field, it is not the question's words (``Q:`` on one language's questions and ``Question:`` on the
    other's count as one). A bold the label opened stays around the text; said in the summary. Images alone on
    their lines above the label (``![image](busan.jpg)``, then ``Q: ...``) are the question's picture: the text
    starts at its label, the picture follows it."""
    questions = deck.questions
    found = [(q, m, pictures) for q in questions
             if (m := _word_label((split := _pictures_first(q.text))[1])) is not None for pictures in (split[0],)]
    if len(found) < _LEAST or 2 * len(found) < len(questions):
        return
    shown = ""
    for q, m, pictures in found:
        text = _pictures_first(q.text)[1]
        shown = f"{m.group(2)}{text[m.end(2):m.end()].strip()}".rstrip("*_")
        kept = m.group(1) if m.group(1) and not m.group(3) else ""
        q.text = kept + text[m.end():] + (f"\n\n{pictures}" if pictures else "")
    deck.mend(f"the label {shown!r} of {{n}} question text{{s}}", len(found))


#: a label alone on its line inside a text, what it labels on the lines below: ``質問:``, ``**Question:**``
_INNER_LABEL = re.compile(r"^[ \t]*(\*\*|__|)([^\W\d_][^*_\n:：]{0,40}?)[ \t]*(?:[:：][ \t]*\1|\1[ \t]*[:：])[ \t]*$",
                          re.M)


def take_inner_labels(deck: ImportedDeck) -> None:
    """Take off a label alone on its line that every question's text holds once, text above it and below it
    (``シナリオ:`` text, then ``質問:`` and the question below it): the file's field, not the question's words. A
    label only some texts hold is left (it may be the text's own words); said in the summary."""
    questions = deck.questions
    if len(questions) < _LEAST:
        return
    held = [_names(q.text) for q in questions]
    common = set.intersection(*({n for n, ms in h.items() if len(ms) == 1 and _inside(q.text, ms[0])}
                                for h, q in zip(held, questions, strict=True)))
    if len(common) != 1:
        return
    name = common.pop()
    shown = ""
    for q, h in zip(questions, held, strict=True):
        m = h[name][0]
        shown = m.group().strip()
        q.text = q.text[:m.start()] + q.text[m.end():].lstrip("\n")
    deck.mend(f"the label {shown!r} in {{n}} question text{{s}}", len(questions))


def _inside(text: str, m: re.Match[str]) -> bool:
    """Whether the label ``m`` stands inside ``text``: text above it and below it."""
    return bool(text[:m.start()].strip() and text[m.end():].strip())


def _names(text: str) -> dict[str, list[re.Match[str]]]:
    """The labels alone on their lines in ``text``, by name (casefolded), each with where it stands."""
    out: dict[str, list[re.Match[str]]] = {}
    for m in _INNER_LABEL.finditer(text):
        out.setdefault(" ".join(m.group(2).split()).casefold(), []).append(m)
    return out


#: a word of a title: letters first (any script with case), then letters, digits, ' or -
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
#: the most words a topic title has
_TITLE_WORDS = 12


def is_title(text: str) -> bool:
    """Whether ``text`` reads as a topic's title, not a question's text: a few words, no sentence's end
    (``?``, ``:``, ``.``), most of its longer words capitalised (``Log Analytics Workspace Architecture``) or in a
    script without case."""
    text = text.strip().strip("*_").strip()
    if not text or text[-1] in "?？؟:：.。…" or "`" in text:
        return False
    words = _WORD.findall(text)
    long = [w for w in words if len(w) >= 4]
    if not long or len(words) > _TITLE_WORDS:
        return False
    # (a word of a script without case, "スポットインスタンス活用", cannot say otherwise)
    return sum(1 for w in long if w[0].isupper() or not w[0].islower()) * 5 >= len(long) * 4


def untitled(titles: list[tuple[int, str]], texts: list[str], headed: bool = False,
             judged: Collection[int] = frozenset()) -> dict[int, str]:
    """The texts (by index) that lose their first paragraph, a heading's title, when the file titles its
    questions so: ``titles`` pairs a question's index with its heading's text after the number. Taken only
    when at least three questions and four in five of the file's are so titled, and the text goes on after; then a
    few words over a paragraph of their own are a title too, however they are capitalised. A title all in brackets
    (``### Question 5 (Scenario-Based)``, ``## Q3 [2 points]``) is the question's kind or weight, never its text:
    taken however few questions have one. ``headed``: the titles are headings' (blocks of their own); ``judged``: the
    questions (by index) whose choices are a true/false pair (``mdtopictitles.judges``)."""
    out: dict[int, str] = {}
    for k, title in titles:
        head, sep, rest = texts[k].partition("\n")
        # (a word alone left, "ねこ" under "1. Japans → Nederlands": the word asked about, the title the question)
        if sep and len(rest.split()) > 1 and head.strip() == title.strip() and is_title(title):
            out[k] = rest.lstrip("\n")
    if len(out) < _LEAST or len(out) * 5 < len(texts) * 4:
        return _bracketed(titles, texts)
    # the file titles its questions: a heading's few words over a paragraph of their own are a title too, though
    # not capitalised as titles are ("Grundlagen verstehen")
    for k, title in titles:
        head, sep, rest = texts[k].partition("\n")
        if k not in out and sep and rest.startswith("\n") and rest.strip() and head.strip() == title.strip() and (
                _short_phrase(title)):
            out[k] = rest.lstrip("\n")
        elif k not in out and (asked := mdtopictitles.asking(title, texts[k], headed, k in judged)) is not None:
            out[k] = asked   # "## 14. Gateway nötig?" over its statement: a title too (mdtopictitles)
    return out


#: a heading's title all in one pair of brackets: ``(Scenario-Based)``, ``[Easy]``, ``（多选题）``
_BRACKETED = re.compile(r"^[ \t]*(?:\([^()\n]{1,60}\)|\[[^\[\]\n]{1,60}\]|（[^（）\n]{1,60}）"
                        r"|【[^【】\n]{1,60}】)[ \t]*$")


def _bracketed(titles: list[tuple[int, str]], texts: list[str]) -> dict[int, str]:
    """The texts (by index) whose first line is their heading's title all in brackets, the text going on after."""
    out: dict[int, str] = {}
    for k, title in titles:
        head, sep, rest = texts[k].partition("\n")
        if sep and rest.strip() and head.strip() == title.strip() and _BRACKETED.match(title):
            out[k] = rest.lstrip("\n")
    return out


def _short_phrase(text: str) -> bool:
    """A few words without a sentence's end: no ``?``, ``:``, ``.``, no code."""
    text = text.strip().strip("*_").strip()
    return bool(text) and text[-1] not in "?？؟:：.。…" and "`" not in text and 0 < len(_WORD.findall(text)) <= (
        _TITLE_WORDS)


#: a field on a line of its own: ``**Marks:** 3``, ``<strong>Level:</strong> 5 | ...`` (a short key, a value)
_FIELD_LINE = re.compile(r"^[ \t]*(\*\*|__|<(?:strong|b)>)([^\W\d_][^*_\n:：<]{0,30}?)[ \t]*(?:[:：][ \t]*(?:\*\*|__|"
                         r"</(?:strong|b)>)|(?:\*\*|__|</(?:strong|b)>)[ \t]*[:：])[ \t]*\S[^\n]{0,120}$", re.I)


def _fields_first(text: str) -> tuple[list[str], str] | None:
    """The keys of the field lines that open a text, up to a blank line, and the text after them; None when it
    opens with none, or nothing follows them."""
    lines = text.split("\n")
    keys: list[str] = []
    k = 0
    while k < len(lines) and (m := _FIELD_LINE.match(lines[k][:200])):
        keys.append(" ".join(m.group(2).split()).casefold())
        k += 1
    if not keys or k >= len(lines) or lines[k].strip():
        return None
    rest = "\n".join(lines[k:]).strip("\n")
    return (keys, rest) if rest.strip() else None


#: a numbered field on a line of its own, its value maybe empty: ``**5. Pregunta:** ¿Quién ...?``, ``**6. Opciones:**``
_NUMBERED_FIELD = re.compile(r"^[ \t]*(\*\*|__)[ \t]*\d{1,2}[.)][ \t]*([^\W\d_][^*_\n:：]{0,40}?)[ \t]*"
                             r"(?:[:：][ \t]*\1|\1[ \t]*[:：])[ \t]*([^\n]{0,2000})$")


def _record(text: str) -> tuple[tuple[str, ...], str] | None:
    """A text that is all numbered fields, one a line (``**1. Nivel:** Medio`` ... ``**5. Pregunta:** ¿...?``,
    ``**6. Opciones:**``): its keys, and the value of the one field that names the question, when that field has a
    value and only labels without one follow it, under the values of the fields before it that tell its case
    (``**1. Caso:**``, ``Scenario``, ``Contexto``: what it asks about); else None."""
    keys: list[str] = []
    asked: list[str] = []
    told: list[str] = []
    after = False
    for line in text.split("\n"):
        if not line.strip():
            continue
        m = _NUMBERED_FIELD.match(line[:2200])
        if m is None:
            return None
        key, value = " ".join(m.group(2).split()).casefold(), m.group(3).strip()
        keys.append(key)
        if key.split()[0] in QUESTION_WORDS - _NOT_LABELS and value:
            asked.append(value)
            after = True
        elif after and value:
            return None   # a field with a value after the question's: the text goes on
        elif value and _telling(key):
            told.append(value)
    return (tuple(keys), "\n\n".join([*told, asked[0]])) if len(asked) == 1 else None


#: a field's key whose value is what the question asks about (a case, a context, a passage, code): the text's
_TELLS = frozenset({"caso", "case", "casus", "fall", "cas", "scenario", "escenario", "cenário", "cenario", "szenario",
                    "scénario", "situación", "situacion", "situação", "situation", "situazione", "contexto", "context",
                    "kontext", "contesto", "enunciado", "statement", "enoncé", "énoncé", "passage", "pasaje", "texto",
                    "text", "texte", "testo", "vignette", "viñeta", "stem", "code", "código", "codigo", "background",
                    "problem", "problema", "problème", "aufgabe", "caso clínico", "fallbeispiel", "lectura", "reading"})


def _telling(key: str) -> bool:
    """A key that names the question's case, context or passage (``Caso``, ``Scenario``, ``Contexto``)."""
    return key in _TELLS or key.split()[0] in _TELLS


def _take_records(deck: ImportedDeck) -> bool:
    """Texts that are a record of numbered fields, the question one of them (``**5. Pregunta:** ...`` among
    ``**1. Nivel:**``, ``**2. Tema:**``, ``**6. Opciones:**``), the same keys in four questions in five (three at
    least): the question's field is the text, the others its record's, taken off and named in the summary."""
    found = [_record(q.text) for q in deck.questions]
    shapes = Counter(f[0] for f in found if f is not None)
    if not shapes:
        return False
    keys, count = shapes.most_common(1)[0]
    if count < _LEAST or count * 5 < len(deck.questions) * 4:
        return False
    for q, f in zip(deck.questions, found, strict=True):
        if f is not None and f[0] == keys:
            q.text = f[1]
    asked = next(k for k in keys if k.split()[0] in QUESTION_WORDS - _NOT_LABELS)
    off = [k for k in keys if k != asked and not _telling(k)]
    others = ", ".join(off)
    deck.mend(f"the field{'s' if len(off) > 1 else ''} {others!r} around {{n}} question text{{s}} "
              f"(the text: the field {asked!r})", count)
    return True


def take_shared_fields(deck: ImportedDeck) -> None:
    """Field lines above the text of four in five questions (three at least), the same keys in the same order in
    each (``**Marks:** 3``, ``**Question Label:** ...``, then a blank line and the text): the question's record, not
    its text; taken off, and the summary names them. A text all numbered fields, the question's among them: that
    field's value (``_take_records``)."""
    questions = deck.questions
    if len(questions) < _LEAST or _take_records(deck):
        return
    found = [_fields_first(q.text) for q in questions]
    shapes = Counter(tuple(f[0]) for f in found if f is not None)
    if not shapes:
        return
    keys, count = shapes.most_common(1)[0]
    if count < _LEAST or count * 5 < len(questions) * 4:
        return
    for q, f in zip(questions, found, strict=True):
        if f is not None and tuple(f[0]) == keys:
            q.text = f[1]
    deck.mend(f"the field{'s' if len(keys) > 1 else ''} {', '.join(keys)!r} above {{n}} question text{{s}}", count)
