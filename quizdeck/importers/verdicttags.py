"""Verdicts a graded results page pastes on its choices: marks, not text.

A learner's copy of a graded quiz (a course platform's results page) writes the grader's verdict after the
choices it judged: ``* BZ2 (Correct answer)``, ``* DEFLATE (Your answer is incorrect)``, ``(Correct selection)``,
``(Your selection is correct)``, ``* **Data link** [INCORRECT]`` (the learner's pick in bold). A verdict is a
short tag in brackets at the end of a choice's line (a list item or a labelled line), after its text, or at the
start of its text (``- (corretta) text``): one word that says right or wrong (``correct``, ``incorrect``,
``wrong``, ``richtig``...; ``not correct`` says wrong) among grading words only (``your``, ``answer``,
``selection``, ``is``...), so that ``(correct in Python 2)`` stays text. A sign beside the word is the verdict's
(``(✓ Correct)``); a sign alone is a mark of its own, learnt elsewhere (``choicemarks``).

A choice's line is one among sibling choice lines (same indent, same marker: ``_runs``) that does not ask (a
numbered question's line graded whole keeps its text). A lone word with an everyday sense (``(Salah)`` the prayer,
``(sai)`` a Japanese reading) is a gloss, not a verdict. Where the file writes such tags on two lines or more, and
they are a grader's (one says wrong, or one speaks of the learner's pick: ``your``, ``selection``), and the page
looks graded (most bracketed tails at its choices' ends, in the verdicts' brackets, are verdicts; no tag taken off
leaves two choices of a list the same text: ``It prints [correct]``, ``It prints [incorrect]``), every one is taken
off, line for line, before any reader runs (an author's ``(Correct)`` on the right choices alone is a mark
``learntmarks`` learns and checks against the answers): one saying right becomes the check mark the readers know for
a right choice (`` ✅``, taken off again after reading wherever the reading kept it, ``settle``), one saying wrong
leaves nothing. The bold (or emphasis) of the choice a verdict judges goes with it, and a pick said wrong loses its
ticked box (``- [x] text [INCORRECT]``): they mark the learner's pick, not the right choice, and a pick said wrong,
alone, gives no answer (the reader says so). Lines of fenced code are the author's.

A learner may tag a pick with a bare yes or no instead (``* I take my own data again. (NO)``): a lone ``(yes)`` or
``(no)`` at the end of a choice of three words at least is such a verdict where some choices of its list carry no
bracketed tail at all (a tag on every choice is the choices' gloss, ``Oui (Yes)``, or a verdict pair,
``verdictpairs``; ``Nobelium (No)`` an element's symbol), on the same terms as the others.
Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers import verdictwords
from quizdeck.importers.answerlines import unsay
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.labels import letter, split_label

#: the mark a verdict saying right becomes: the one every reader takes for a right choice's
RIGHT_MARK = "\u2705"
#: words that say a choice is right, or wrong (case folded): the shared vocabulary (``verdictwords``)
_RIGHT = verdictwords.RIGHT
_WRONG = verdictwords.WRONG
#: words with an everyday sense beside the grader's (``(Salah)`` the prayer, ``(sai)`` a Japanese reading): a verdict
#: only beside a grading word (``jawaban anda salah``), never alone
_GLOSSES = frozenset({"salah", "sai", "benar", "bonne", "juste", "right"})
#: signs a verdict may hold beside its word: ``(✓ Correct)``, ``[✗ Incorrect]``
_RIGHT_SIGNS = verdictwords.TRUE_SIGNS - {"√", "○", "◯"}
_WRONG_SIGNS = verdictwords.FALSE_SIGNS - {"×"}
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
#: a tag of words, not a box (``[ ]``, ``[x]``)
_WORDY = re.compile(r"[^\W\d_]{2}|[✓✔✅☑✗✘❌✖]")
_HEADING = re.compile(r"^ {0,3}#{1,6}[ \t]")
#: a learner's bare tag on a pick (``(NO)``, ``(yes)``), folded: what it says
_PICKS = {"yes": True, "no": False}
#: the fewest words of a choice a bare tag may judge
_PICKED_WORDS = 3
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
    own: bool = False                    # the file writes the check mark itself too (on other choices' lines)
    marked: list[str] = field(default_factory=list)  # the texts the mark was written after, as rewritten


def verdict(inner: str) -> bool | None:
    """What a tag's words say: True (right), False (wrong), None when they are no verdict."""
    words = [w.strip(".!:,").casefold() for w in inner.split()]
    if not words or len(words) > WORDS:
        return None
    right = [w for w in words if w in _RIGHT or w in _RIGHT_SIGNS]
    wrong = [w for w in words if w in _WRONG or w in _WRONG_SIGNS]
    if len(words) == 1 and words[0] in _GLOSSES:
        return None                      # a gloss as often as a verdict: "(Salah)", "(sai)"
    if bool(right) == bool(wrong) or any(w not in _RIGHT | _WRONG | _GRADING | _SIGNS for w in words):
        return None                      # none, or both: "(correct, incorrect)"
    if not any(w in _RIGHT or w in _WRONG for w in words) or len({*right, *wrong} - _SIGNS) > 1:
        return None                      # a sign alone is a mark of its own (choicemarks); one word says it
    return bool(right) and "not" not in words


def _lead(line: str) -> int | None:
    """Where a choice's line's text starts (after its bullet or number; a label stays), None when it is no choice."""
    kind = _kind(line)
    return None if kind is None else kind[0]


def _kind(line: str) -> tuple[int, int, str] | None:
    """A choice's line's lead (see ``_lead``), its indent and its marker's kind (a bullet's sign, ``1.``, a label);
    None when it is no choice."""
    stripped = line.lstrip(" \t")
    indent = len(line) - len(stripped)
    item = _ITEM.match(line)
    if item is not None:
        sign = stripped[0]
        return item.end(), indent, "1." if sign.isdigit() else sign
    if split_label(stripped) is not None:
        return indent, indent, "A."
    return None


def _runs(lines: Sequence[str], skip: Sequence[bool]) -> list[list[int]]:
    """The runs of two or more sibling choice lines (same indent, same marker; blank lines and deeper lines between
    them aside): the lines a verdict may judge. A numbered question line among its indented choices is in none."""
    runs: list[list[int]] = []
    run: list[int] = []
    at: tuple[int, str] | None = None
    for i, line in enumerate(lines):
        if not line.strip():
            continue
        kind = None if skip[i] else _kind(line)
        indent = len(line) - len(line.lstrip(" \t"))
        if kind is not None and at == (kind[1], kind[2]):
            run.append(i)
            continue
        if run and at is not None and kind is None and indent > at[0]:
            continue                     # a choice's own deeper lines
        if len(run) >= 2:
            runs.append(run)
        run, at = ([i], (kind[1], kind[2])) if kind is not None else ([], None)
    if len(run) >= 2:
        runs.append(run)
    return runs


def _judged(line: str, picks: bool = False) -> tuple[str, bool, str] | None:
    """A choice's line with its verdict taken off (see the module), what the verdict says and the verdict as
    written; None when the line is no choice or carries none. ``picks``: a bare ``(yes)`` or ``(no)`` at its end is
    one too (some choices of its list carry no tail)."""
    lead = _lead(line)
    if lead is None:
        return None
    tag = _TAG.search(line, lead)
    first = _FIRST.match(line, lead) if tag is None else None
    if tag is not None:
        body, says = line[lead:tag.start()].rstrip(), verdict(tag.group(2))
        if says is None and picks and tag.group(1) is None and tag.group(3) is None and \
                len(body.split()) >= _PICKED_WORDS:
            says = _PICKS.get(tag.group(2).strip().casefold())
        written = line[tag.start():].strip()
        if tag.group(1) is None and tag.group(3):     # "**b) text (Resposta Correta)**": the bold holds both
            written = written[:-2].rstrip()
            body = body[2:] if body.startswith(tag.group(3)) else body + tag.group(3)
    elif first is not None:
        body, says = line[first.end():].rstrip(), verdict(first.group(1))
        written = first.group(0).strip()
    else:
        return None
    if says is None or not body.strip() or body.rstrip("*_ \t").endswith(("?", "？")):
        return None                      # a question's line (it asks): graded whole, no choice judged
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
    carry one, or when the page does not look graded: most bracketed tails at its choices' ends in the verdicts'
    brackets no verdict (a file that glosses its choices: ``Prayer (Salah)``, ``Fasting (Sawm)``; ``[INCORRECT]``
    beside ``Internet Protocol (IP)`` is one), or a tag taken off would leave a choice the
    same text as another of its list (``It prints [correct]`` beside ``It prints [incorrect]``: the choices' text).
    ``skip``: lines that are the author's (fenced code)."""
    found: list[tuple[int, tuple[str, bool, str]]] = []
    tails: dict[str, int] = {}           # bracketed tails at choices' ends, by their bracket: ``(`` or ``[``
    kinds: set[str] = set()              # the brackets the verdicts are written in
    for run in _runs(lines, skip):
        bodies: dict[int, str] = {}
        brackets = {i: _bracket(lines[i]) for i in run}
        picks = not all(brackets.values())   # some choices untagged: a bare "(no)" may be a learner's verdict
        for i in run:
            line = lines[i]
            lead = _lead(line) or 0
            bracket = brackets[i]
            tails[bracket] = tails.get(bracket, 0) + 1
            judged = _judged(line, picks) if bracket else None
            if judged is not None:
                found.append((i, judged))
                kinds.add(bracket)
            bodies[i] = _plain((judged[0] if judged else line)[lead:])
        if len(set(bodies.values())) < len(bodies):
            return None                  # a tag that is the choice's text: its list would hold one text twice
    if len(found) < LEAST or 2 * len(found) <= sum(tails[k] for k in kinds) or not any(
            not says or _LEARNER & set(re.findall(r"\w+", written.casefold())) for _, (_, says, written) in found):
        return None                      # an author's marks on the right choices only: learnt elsewhere (learntmarks)
    at = {i for i, _ in found}
    out = Verdicts(list(lines), own=any(RIGHT_MARK in line and _lead(line) is not None
                                        for i, line in enumerate(lines) if i not in at))
    for i, (line, says, written) in found:
        out.lines[i] = line
        if says:
            out.right += 1
            out.marked.append(line[_lead(line) or 0:-len(RIGHT_MARK)].strip())
        else:
            out.wrong += 1
        if written not in out.tags:
            out.tags.append(written)
    return out


def _bracket(line: str) -> str:
    """The bracket of a choice's line's tail of words at its end or its text's start (``(`` or ``[``); "" when it has
    none."""
    lead = _lead(line) or 0
    tags = (_TAG.search(line, lead), _FIRST.match(line, lead)) if len(line) <= 2000 and (
        "(" in line or "[" in line) and not _HEADING.match(line) else ()
    return next((m.group(0).lstrip(" \t*_")[:1] for m in tags if m is not None and _WORDY.search(m.group(0))), "")


def _plain(text: str) -> str:
    """A choice's text as compared with its siblings': the mark written, box, bold, case and spaces aside."""
    text = _BOX.sub("", text.replace(RIGHT_MARK, ""), count=1)
    return " ".join(text.strip("*_ \t").split()).casefold()


#: the check mark ``taken_off`` wrote, at the end of a choice's first line
_WRITTEN = re.compile(rf"[ \t]+{RIGHT_MARK}[ \t]*$")


def _unmarked(text: str, marked: Sequence[str]) -> str:
    """A text without the marks ``taken_off`` wrote: on a line that ends in one of the texts it marked (a question's
    text or explanation that holds a judged line: a reader that read it so)."""
    if RIGHT_MARK not in text:
        return text
    out = []
    for line in text.split("\n"):
        m = _WRITTEN.search(line)
        if m is not None and (before := line[:m.start()].rstrip()) and any(
                before.endswith(b) or b.endswith(before.lstrip("-*+•0123456789.) \t")) for b in marked):
            line = line[:m.start()]
        out.append(line)
    return "\n".join(out)


def settle(deck: ImportedDeck, verdicts: Verdicts, diags: Diagnostics) -> None:
    """The check marks ``taken_off`` wrote where the reading kept them in texts (a reader that answered the
    question otherwise, or knows no such mark, or read the judged line into a question's text): taken off again,
    every one. A question left without an answer is answered by those on its choices (the reader's "gives no answer"
    taken back); one whose answer disagrees with them is said at its line, the verdicts kept: they are the grader's.
    In a file that writes the mark itself on other choices, a mark kept on a choice is taken off where it ends a
    text the verdicts marked, and no answer is changed. The verdicts taken off are named in the import's summary."""
    answered = set()
    for n, q in enumerate(deck.questions, start=1):
        q.text = _unmarked(q.text, verdicts.marked)
        if q.explanation:
            q.explanation = _unmarked(q.explanation, verdicts.marked)
        marked = [k for k, c in enumerate(q.choices) if _WRITTEN.search(c.text.split("\n", 1)[0])]
        if verdicts.own:
            for c in q.choices:
                c.text = _unmarked(c.text, verdicts.marked)
            continue
        if not marked:
            continue
        for k in marked:
            head, sep, rest = q.choices[k].text.partition("\n")
            q.choices[k].text = _WRITTEN.sub("", head) + sep + _unmarked(rest, verdicts.marked)
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
    said = ", ".join(repr(t) for t in verdicts.tags[:3]) + (", ..." if len(verdicts.tags) > 3 else "")
    deck.mend("the verdicts {0} of {n} choice{s} " + ("(those saying right read as the answers)" if verdicts.right
              else "(each saying its choice is wrong; its bold with it)"), verdicts.right + verdicts.wrong, said)
