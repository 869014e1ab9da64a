"""Verdicts a graded results page pastes on its choices: marks, not text.

A learner's copy of a graded quiz (a course platform's results page) writes the grader's verdict after the
choices it judged: ``* BZ2 (Correct answer)``, ``* DEFLATE (Your answer is incorrect)``, ``(Correct selection)``,
``(Your selection is correct)``, ``* **Data link** [INCORRECT]`` (the learner's pick in bold). A verdict is a
short tag in brackets at the end of a choice's line (a list item or a labelled line), after its text, or at the
start of its text (``- (corretta) text``): one word that says right or wrong (``correct``, ``incorrect``,
``wrong``, ``richtig``...; ``not correct`` says wrong) among grading words only (``your``, ``answer``,
``selection``, ``is``...), so that ``(correct in Python 2)`` stays text. A sign beside the word is the verdict's
(``(✓ Correct)``); a sign alone is a mark of its own, learnt elsewhere (``choicemarks``).

Where the file writes such tags on two lines or more, and they are a grader's (one says wrong, or one speaks of the
learner's pick: ``your``, ``selection``), every one is taken off, line for line, before any reader runs (an author's
``(Correct)`` on the right choices alone is a mark ``learntmarks`` learns and checks against the answers): one
saying right becomes the check mark the readers know for a right choice (`` ✅``, taken off again after reading,
``settle``), one saying wrong leaves nothing. The bold (or emphasis) of the choice a verdict judges goes with it,
and a pick said wrong loses its ticked box (``- [x] text [INCORRECT]``): they mark the learner's pick, not the right
choice, and a pick said wrong, alone, gives no answer (the reader says so). Lines of fenced code are the author's.
Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.answerlines import unsay
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.labels import letter, split_label

#: the mark a verdict saying right becomes: the one every reader takes for a right choice's
RIGHT_MARK = "\u2705"
#: words that say a choice is right, or wrong (case folded), in the languages of the public banks
_RIGHT = frozenset({"correct", "right", "richtig", "correcta", "correcto", "correta", "correto", "corretta",
                    "corretto", "correcte", "juste", "bonne", "верно", "правильно", "правильный", "правильная",
                    "benar", "đúng", "doğru"})
_WRONG = frozenset({"incorrect", "wrong", "falsch", "incorrecta", "incorrecto", "incorreta", "incorreto", "errada",
                    "errado", "sbagliata", "sbagliato", "errata", "errato", "mauvaise", "incorrecte", "неверно",
                    "неправильно", "salah", "sai", "yanlış"})
#: signs a verdict may hold beside its word: ``(✓ Correct)``, ``[✗ Incorrect]``
_RIGHT_SIGNS = frozenset("✓✔✅☑")
_WRONG_SIGNS = frozenset("✗✘❌✖")
_SIGNS = _RIGHT_SIGNS | _WRONG_SIGNS
#: the other words a verdict may hold: who answered and what, nothing about the choice's matter
_GRADING = frozenset({"your", "answer", "answers", "selection", "selected", "choice", "option", "response", "is",
                      "was", "the", "this", "a", "an", "not", "marked", "pick", "picked", "chosen", "tu", "su",
                      "respuesta", "es", "sua", "resposta", "é", "votre", "réponse", "est", "la", "deine", "antwort",
                      "ist", "ваш", "ответ", "jawaban", "anda", "risposta", "tua", "antwoord", "jouw", "ihre",
                      "odpowiedź", "twoja", "cevap", "è"})
#: words that speak of the learner's pick: a grader's verdict, not an author's mark
_LEARNER = frozenset({"your", "selection", "selected", "picked", "chosen", "tu", "su", "sua", "votre", "deine", "ваш",
                      "anda", "tua", "jouw", "ihre", "twoja"})
#: a verdict at a line's end, after its text: ``(Your answer is correct)``, ``[INCORRECT]``, ``**(Correct)**``
_TAG = re.compile(r"(?<=\S)[ \t]+(\*\*|__)?[(\[]([^()\[\]\n]{1,60})[)\]](\*\*|__)?[ \t]*$")
#: a verdict opening a choice's text: ``- (corretta) text``
_FIRST = re.compile(r"(?:\*\*|__)?[(\[]([^()\[\]\n]{1,60})[)\]](?:\*\*|__)?[ \t]+(?=\S)")
#: a choice's line: a list item (bulleted or numbered), its lead kept
_ITEM = re.compile(r"^[ \t]*(?:[-*+•][ \t]+|\d{1,3}[.)][ \t]+)")
#: the whole text in bold or emphasis: the learner's pick
_BOLD = re.compile(r"^(\*\*|__|\*|_)(?=[^\s*_])((?:(?!\1).)+?)(?<=[^\s*_])\1$")
#: a box opening the text, ticked (the learner's pick) or not
_BOX = re.compile(r"\[[ xX✓✔]\][ \t]+")
_HEADING = re.compile(r"^ {0,3}#{1,6}[ \t]")
#: the fewest lines that must carry a verdict for them to be the file's
LEAST = 2
#: the most words a verdict holds
WORDS = 5


@dataclass
class Verdicts:
    """The source's lines with the verdicts taken off, and what was taken."""

    lines: list[str]
    right: int = 0                       # lines whose verdict says right (now ending in ``RIGHT_MARK``)
    wrong: int = 0                       # lines whose verdict says wrong (now without it, and without the pick's bold)
    tags: list[str] = field(default_factory=list)   # the verdicts as written, each once, for messages
    own: bool = False                    # the file writes the check mark itself too


def verdict(inner: str) -> bool | None:
    """What a tag's words say: True (right), False (wrong), None when they are no verdict."""
    words = [w.strip(".!:,").casefold() for w in inner.split()]
    if not words or len(words) > WORDS:
        return None
    right = [w for w in words if w in _RIGHT or w in _RIGHT_SIGNS]
    wrong = [w for w in words if w in _WRONG or w in _WRONG_SIGNS]
    if bool(right) == bool(wrong) or any(w not in _RIGHT | _WRONG | _GRADING | _SIGNS for w in words):
        return None                      # none, or both: "(correct, incorrect)"
    if not any(w in _RIGHT or w in _WRONG for w in words) or len({*right, *wrong} - _SIGNS) > 1:
        return None                      # a sign alone is a mark of its own (choicemarks); one word says it
    return bool(right) and "not" not in words


def _lead(line: str) -> int | None:
    """Where a choice's line's text starts (after its bullet or number; a label stays), None when it is no choice."""
    item = _ITEM.match(line)
    if item is not None:
        return item.end()
    stripped = line.lstrip(" \t")
    if split_label(stripped) is not None:
        return len(line) - len(stripped)
    return None


def _judged(line: str) -> tuple[str, bool, str] | None:
    """A choice's line with its verdict taken off (see the module), what the verdict says and the verdict as
    written; None when the line is no choice or carries none."""
    lead = _lead(line)
    if lead is None:
        return None
    tag = _TAG.search(line, lead)
    first = _FIRST.match(line, lead) if tag is None else None
    if tag is not None:
        body, says = line[lead:tag.start()].rstrip(), verdict(tag.group(2))
        written = line[tag.start():].strip()
        if tag.group(1) is None and tag.group(3):     # "**b) text (Resposta Correta)**": the bold holds both
            written = written[:-2].rstrip()
            body = body[2:] if body.startswith(tag.group(3)) else body + tag.group(3)
    elif first is not None:
        body, says = line[first.end():].rstrip(), verdict(first.group(1))
        written = first.group(0).strip()
    else:
        return None
    if says is None or not body.strip():
        return None
    box = _BOX.match(body)
    boxed, body = (body[:box.end()], body[box.end():]) if box else ("", body)
    bold = _BOLD.match(body)
    if bold is not None:
        body = bold.group(2)             # the pick's bold: the verdict says what it is worth
    if not says and boxed.strip() not in ("", "[ ]"):
        boxed = "[ ] "                   # the pick's box: a pick said wrong is no right choice
    body = boxed + body
    return line[:lead] + body + (f" {RIGHT_MARK}" if says else ""), says, written


def taken_off(lines: Sequence[str], skip: Sequence[bool]) -> Verdicts | None:
    """The lines with every verdict taken off (see the module), line for line; None when fewer than ``LEAST`` lines
    carry one. ``skip``: lines that are the author's (fenced code)."""
    found: list[tuple[int, tuple[str, bool, str]]] = []
    for i, line in enumerate(lines):
        if skip[i] or len(line) > 2000 or ("(" not in line and "[" not in line) or _HEADING.match(line):
            continue
        judged = _judged(line)
        if judged is not None:
            found.append((i, judged))
    if len(found) < LEAST or not any(not says or _LEARNER & set(re.findall(r"\w+", written.casefold()))
                                     for _, (_, says, written) in found):
        return None                      # an author's marks on the right choices only: learnt elsewhere (learntmarks)
    out = Verdicts(list(lines), own=any(RIGHT_MARK in line for line in lines))
    for i, (line, says, written) in found:
        out.lines[i] = line
        if says:
            out.right += 1
        else:
            out.wrong += 1
        if written not in out.tags:
            out.tags.append(written)
    return out


#: the check mark ``taken_off`` wrote, at the end of a choice's first line
_WRITTEN = re.compile(rf"[ \t]+{RIGHT_MARK}[ \t]*$")


def settle(deck: ImportedDeck, verdicts: Verdicts, diags: Diagnostics) -> None:
    """The check marks ``taken_off`` wrote where the reading kept them in choice texts (a reader that answered the
    question otherwise, or knows no such mark): taken off again. A question left without an answer is answered by
    them (the reader's "gives no answer" taken back); one whose answer disagrees with them is said at its line, the
    verdicts kept: they are the grader's. Nothing is done in a file that writes the mark itself."""
    if verdicts.own:
        return
    answered = set()
    for n, q in enumerate(deck.questions, start=1):
        marked = [k for k, c in enumerate(q.choices) if _WRITTEN.search(c.text.split("\n", 1)[0])]
        if not marked:
            continue
        for k in marked:
            head, sep, rest = q.choices[k].text.partition("\n")
            q.choices[k].text = _WRITTEN.sub("", head) + sep + rest
        if q.answer is None and q.raw_answer is None:
            answered.add(q.pos)
        elif q.answer != marked:
            said = ", ".join(letter(k) for k in q.answer or []) or repr(q.raw_answer)
            diags.warning(q.pos, f"question {n}: the verdicts on its choices say "
                                 f"{', '.join(letter(k) for k in marked)}, its answer read otherwise "
                                 f"{said}; keeping the verdicts", hint="check the answer in the YAML")
            q.raw_answer = None
        q.set_answer(marked)
    unsay(diags, answered)
