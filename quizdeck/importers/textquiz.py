"""Plain-text and Markdown quizzes: the layouts people write by hand and public banks use.

Questions start at a heading (``#### Q12. ...``) or a numbered line (``12. ...``,
``Q12)``, ``Question 12:``); without either, each run of choices takes the paragraph
before it as its question (Aiken-like). Choices are checkboxes (``- [x]``), lettered
lines (``A.``, ``A)``, ``(a)``, ``- A:``, in Latin, Cyrillic, Greek, Arabic or Hebrew
letters) or bullets (``•``, ``-``, ``*``, ``+``). The answer comes from checked boxes or
from a line such as ``Answer: D``, ``Correct answer: A, C`` or ``#### Answer: B`` (also in
``<details>``, and in the languages of the big public banks); what follows it is the
explanation, and a lone ``[reference](...)`` link becomes the question's ``source``.
Fenced code, tables and images stay as they are.

Every pattern is linear in the line's length, and each line is looked at a bounded
number of times, so hostile input cannot make the reader hang.
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field

from ..diagnostics import Diagnostics
from .labels import LABEL, answer_letters, label_index, letter, split_label
from .model import ImportedChoice, ImportedDeck, ImportedQuestion, Importer, make_id

FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})")
_HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(\S.*)$")
_NUMBERED = re.compile(r"^ {0,3}(\*\*)?(?:(?:Q|Question|Frage|Pregunta|Вопрос)[ \t]*)?(\d{1,6})[ \t]*[.):][ \t]*"
                       r"(.*)$", re.I)
_CHECK = re.compile(r"^([ \t]*)[-*+•][ \t]+\[([ xX✓✔])\][ \t]*(.*)$")
_BULLET_LABEL = re.compile(rf"^([ \t]*)[-*+•][ \t]+(\(?{LABEL}(?:[.):]|[ \t]*[:：])[ \t]+.*)$")
_LETTERED = re.compile(rf"^([ \t]*)(\(?{LABEL}(?:[.)]|[ \t]*[:：])[ \t]+.*)$")
_BULLET = re.compile(r"^([ \t]*)[-*+•][ \t]+(\S.*)$")
_RULE = re.compile(r"^ {0,3}([-*_])[ \t]*(?:\1[ \t]*){2,}$")
#: "Answer", "Correct answer(s)", "Réponse", ... then ":" (or "is"); markup around it is ignored
ANSWER_WORDS = ("correct answers?|right answers?|answers?|ans|antwort|antwoord|respuesta(?: correcta)?|réponse|"
                "resposta|risposta|răspuns|odpowiedź|odgovor|përgjigja|cevap|jawaban|đáp án|ответ|відповідь|"
                "答案|答え|정답|답|คำตอบ|الإجابة(?: الصحيحة)?|الاجابة(?: الصحيحة)?|תשובה")
_ANSWER = re.compile(rf"^[ \t#>*_-]*(?:{ANSWER_WORDS})[*_]*[ \t]*(?:[:：=]|is\b|-)[*_ \t]*(.*)$", re.I)
_HTML_ONLY = re.compile(r"^[ \t]*(?:</?(?:details|summary|p|div|b|strong|br)\b[^<>]{0,300}>[ \t]*)+"
                        r"(?:[^<>]{0,80}(?:</?(?:summary|b|strong|p|div)>[ \t]*)+)?$", re.I)
_DETAILS = re.compile(r"<(?:details|summary)\b", re.I)
_CHOOSE = re.compile(r"\((?:choose|select|pick|mark)[ \t]+(?:the[ \t]+)?(\w+)(?:[ \t]+\w+){0,3}\)", re.I)
_ALL_THAT_APPLY = re.compile(r"\ball that apply\b|\bselect all\b|\bchoose all\b", re.I)
_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "2": 2, "3": 3, "4": 4, "5": 5}
_REFERENCE = re.compile(r"^[ \t]*\[(?:reference|references|ref|source|sources|more|docs?|link)\]\((\S+?)\)[ \t]*$",
                        re.I)
_EXPLANATION_LABEL = re.compile(r"^[ \t]*[*_]*(?:explanation|explication|erklärung|explicación|пояснение)[*_]*"
                                r"[ \t]*[:：][*_]*[ \t]*", re.I)


@dataclass
class _Choice:
    line: int                    # index into lines
    indent: int
    label: int | None            # the letter's index, when labelled
    checked: bool | None         # checkbox state, for checkbox choices
    text: list[str] = field(default_factory=list)
    fenced_below: bool = False   # its code block follows it, unindented


@dataclass
class _Run:
    kind: str                    # "check", "letter", "bullet"
    start: int
    end: int                     # index after the last line
    choices: list[_Choice]


def closes_fence(fence: str, line: str) -> bool:
    """Whether ``line`` closes the code block ``fence`` opened: the same character, at least as many, nothing after."""
    m = FENCE.match(line)
    return bool(m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not line[m.end():].strip())


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def _dedent(lines: list[str]) -> list[str]:
    width = min((_indent(line) for line in lines if line.strip()), default=0)
    return [line[width:] if line.strip() else "" for line in lines]


def _trim(lines: list[str]) -> str:
    """Lines joined, blank lines at both ends dropped, common indentation and trailing spaces removed."""
    lines = [line.rstrip() for line in _dedent(lines)]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines)


class TextQuizReader(Importer):
    """One plain-text or Markdown source."""

    def __init__(self, where: str, diags: Diagnostics, lines: list[str]):
        super().__init__(where, diags)
        self.lines = lines
        self.section_lines: set[int] = set()   # headings above the questions' level: sections
        self.fenced = self._fences()

    # -- the line kinds -------------------------------------------------------------------
    def _fences(self) -> list[bool]:
        """Which lines belong to a fenced code block (fence lines included); where each block ends."""
        out = []
        self.fence_ends: dict[int, int] = {}   # opening line -> the index after its closing line
        fence: str | None = None
        opened = 0
        for i, line in enumerate(self.lines):
            if fence is None:
                m = FENCE.match(line)
                if m:
                    fence = m.group(1)
                    opened = i
                out.append(fence is not None)
            else:
                out.append(True)
                if closes_fence(fence, line):
                    fence = None
                    self.fence_ends[opened] = i + 1
        if fence is not None:
            self.fence_ends[opened] = len(self.lines)
        return out

    def _heading(self, i: int) -> re.Match[str] | None:
        return None if self.fenced[i] else _HEADING.match(self.lines[i])

    def _is_answer(self, i: int) -> re.Match[str] | None:
        if self.fenced[i]:
            return None
        line = self.lines[i]
        if _DETAILS.search(line):  # "<details><summary>Answer</summary>" is the button, not the answer
            return None
        return _ANSWER.match(line)

    def _choice_at(self, i: int) -> tuple[str, _Choice] | None:
        if self.fenced[i]:
            return None
        line = self.lines[i]
        m = _CHECK.match(line)
        if m:
            return "check", _Choice(i, len(m.group(1)), None, m.group(2) != " ", [m.group(3)])
        for kind, pattern in (("letter", _BULLET_LABEL), ("letter", _LETTERED)):
            m = pattern.match(line)
            if m:
                split = split_label(m.group(2))
                if split is not None:
                    return kind, _Choice(i, len(m.group(1)), split[0], None, [split[1]])
        m = _BULLET.match(line)
        if m and not _RULE.match(line):
            return "bullet", _Choice(i, len(m.group(1)), None, None, [m.group(2)])
        return None

    # -- runs of choices --------------------------------------------------------------------
    def _runs(self, start: int, end: int) -> list[_Run]:
        runs: list[_Run] = []
        i = start
        while i < end:
            found = self._choice_at(i)
            if found is None or (found[0] == "letter" and found[1].label != 0):
                i += 1
                continue
            kind, first = found
            run = _Run(kind, i, i + 1, [first])
            i = self._extend(run, end)
            runs.append(run)
        return runs

    def _extend(self, run: _Run, end: int) -> int:
        """Take the choices and their continuation lines after the run's first line; the index after it."""
        current = run.choices[0]
        i = current.line + 1
        last = i
        while i < end:
            line = self.lines[i]
            if not line.strip():
                i += 1
                continue
            fence_end = self._fence_after_choice(run, i, end)
            if fence_end is not None:  # "- [ ] A" and its code block below it, unindented
                current.text.extend([""] * (i - last) + self.lines[i:fence_end])
                current.fenced_below = True
                i = last = fence_end
                continue
            found = self._choice_at(i)
            if found is not None and found[0] == run.kind and found[1].indent == current.indent and (
                    run.kind != "letter" or found[1].label == len(run.choices)):
                current = found[1]
                run.choices.append(current)
            elif _indent(line) > current.indent and (self.fenced[i] or not self._starts_something(i)):
                # a continuation: indented under the choice (a code block, a second paragraph)
                current.text.extend([""] * (i - last - 1 if i - last > 1 else 0))
                current.text.append(line)
            else:
                break
            i += 1
            last = i
        run.end = last
        return last

    def _fence_after_choice(self, run: _Run, i: int, end: int) -> int | None:
        """The index after a code block at ``i`` that belongs to the choice above it, else None.

        Some banks write a choice's code unindented under it: it belongs to the choice when
        another choice of the run follows it, or when every choice so far had one.
        """
        if i not in self.fence_ends or _indent(self.lines[i]) > run.choices[-1].indent:
            return None
        k = min(self.fence_ends.get(i, end), end)
        after = k
        while after < end and not self.lines[after].strip():
            after += 1
        found = self._choice_at(after) if after < end else None
        if found is not None and found[0] == run.kind and found[1].indent == run.choices[-1].indent and (
                run.kind != "letter" or found[1].label == len(run.choices)):
            return k
        if len(run.choices) > 1 and all(c.fenced_below for c in run.choices[:-1]):
            return k
        return None

    def _starts_something(self, i: int) -> bool:
        return bool(self._heading(i) or self._is_answer(i))

    # -- segments ---------------------------------------------------------------------------
    def _starts(self) -> tuple[list[int], dict[int, str]]:
        """Question starts (line indices) and the id their heading or number gives."""
        headings: dict[int, int] = {}
        n = len(self.lines)
        for i in range(n):
            m = self._heading(i)
            if m and not self._is_answer(i):
                headings[i] = len(m.group(1))
        if headings:
            order = sorted(headings)
            levels: dict[int, int] = {}
            with_choices: set[int] = set()
            for a, b in itertools.pairwise([*order, n]):
                if any(self._choice_at(j) for j in range(a + 1, b)):
                    levels[headings[a]] = levels.get(headings[a], 0) + 1
                    with_choices.add(a)
            if levels:
                # the questions' level is the commonest among headings with choices under them;
                # headings above it are sections, others with choices under them questions too
                level = max(levels, key=lambda lv: (levels[lv], lv))
                first = order[0]
                if headings[first] < level and list(headings.values()).count(headings[first]) == 1:
                    with_choices.discard(first)   # the title, with a list under it (links, contents)
                top = min([lv for i, lv in headings.items() if i in with_choices] or [level])
                self.section_lines = {i for i, lv in headings.items() if lv < top and i not in with_choices}
                starts = [i for i in order if headings[i] == level or i in with_choices]
                # a question heading whose choices sit under a deeper heading ("##### Code") keeps them
                merged: list[int] = []
                for i in starts:
                    if merged and merged[-1] not in with_choices and headings[i] > headings[merged[-1]]:
                        with_choices.add(merged[-1])
                        continue
                    merged.append(i)
                starts = merged
                ids: dict[int, str] = {}
                for i in starts:
                    m = self._heading(i)
                    assert m is not None
                    num = _NUMBERED.match(m.group(2))
                    if num:
                        ids[i] = num.group(2)
                return starts, ids
        self.section_lines = set()
        starts = []
        ids = {}
        expected: int | None = None
        numbered = []
        for i in range(n):
            m = None if self.fenced[i] else _NUMBERED.match(self.lines[i])
            if m:
                numbered.append((i, int(m.group(2))))
        # a question's choices come before the next line numbered higher (a list in its text is
        # numbered lower): that line for each numbered line, and the first choice at or after
        # each line, found in one pass each (looking ahead from every numbered line was quadratic)
        following = [n] * len(numbered)
        waiting: list[int] = []   # numbered lines with no higher one yet, numbers not increasing
        for k, (i, number) in enumerate(numbered):
            while waiting and numbered[waiting[-1]][1] < number:
                following[waiting.pop()] = i
            waiting.append(k)
        next_choice = [n] * (n + 1)
        if numbered:
            for j in range(n - 1, numbered[0][0], -1):
                next_choice[j] = j if self._choice_at(j) else next_choice[j + 1]
        for k, (i, number) in enumerate(numbered):
            if expected is not None and number < expected:  # a list in an explanation, not the next question
                continue
            if next_choice[i + 1] >= following[k]:   # no choice before the next line numbered higher
                if number == expected and _indent(self.lines[i]) <= _indent(self.lines[starts[-1]]):
                    self.warning(i + 1, 1, f"line {i + 1} looks like question {number} but no choices follow it; "
                                           "kept as text of the question before")
                continue
            starts.append(i)
            ids[i] = str(number)
            expected = number + 1
        return starts, ids

    def _paragraph_starts(self) -> list[int]:
        """Without headings or numbers: each run of choices starts at the paragraph before it."""
        starts = []
        after = 0
        for run in self._runs(0, len(self.lines)):
            i = run.start
            while i > after and self.lines[i - 1].strip() and not self._is_answer(i - 1):
                i -= 1
            if i < run.start:
                starts.append(i)
            after = run.end
            while after < len(self.lines) and (not self.lines[after].strip() or self._is_answer(after)):
                after += 1
        return starts

    # -- reading ----------------------------------------------------------------------------
    def read(self, deck: ImportedDeck, title_from_first_line: bool) -> None:
        self.section_lines = set()
        starts, ids = self._starts()
        if not starts:
            starts, ids = self._paragraph_starts(), {}
        self._preamble(deck, starts[0] if starts else len(self.lines), title_from_first_line)
        if starts:
            deck.use(1, starts[0])   # the title and the introduction
        taken: set[str] = set()
        for number, (a, b) in enumerate(itertools.pairwise([*starts, len(self.lines)]), start=1):
            # a section heading ends the question before it
            end = next((j for j in range(a + 1, b) if j in self.section_lines), b)
            q = self._question(a, end, ids.get(a), number, taken)
            q.use(a + 1, end)
            deck.questions.append(q)

    def _preamble(self, deck: ImportedDeck, end: int, title_from_first_line: bool) -> None:
        lines = self.lines[:end]
        rest_from = 0
        for i, line in enumerate(lines):
            m = self._heading(i)
            if m:
                deck.name = " ".join(m.group(2).strip().rstrip("#").strip().split())
                rest_from = i + 1
                break
            if line.strip():
                if title_from_first_line and len(line.strip()) <= 120 and (i + 1 >= end or not lines[i + 1].strip()):
                    deck.name = " ".join(line.split())
                    rest_from = i + 1
                break
        # the introduction's prose; lists there are contents or links to translations, not a description
        rest = [line for j, line in enumerate(lines) if j >= rest_from and not _HTML_ONLY.match(line)
                and not self._choice_at(j) and not self._heading(j)]
        description = _trim(rest)
        if description and len(description) <= 500:
            deck.description = description

    def _question(self, a: int, b: int, number: str | None, ordinal: int, taken: set[str]) -> ImportedQuestion:
        first = self.lines[a]
        m = self._heading(a)
        if m:
            first = m.group(2).rstrip()
            if first.endswith("#"):
                first = first.rstrip("#").rstrip()
        num = _NUMBERED.match(first)
        if num:
            first = num.group(3)
            if num.group(1) and first.endswith("**"):
                first = first[:-2].rstrip()
        col = _indent(self.lines[a]) + 1
        runs = self._runs(a + 1, b)
        run = self._pick(runs, a, b)
        head_end = run.start if run else b
        # wrappers such as <div dir="ltr"> around code: the card would show them as text
        body = [line for j, line in enumerate(self.lines[a + 1:head_end], start=a + 1)
                if self.fenced[j] or not _HTML_ONLY.match(line)]
        head = _trim([first, *_dedent(body)])
        q = ImportedQuestion(pos=self.pos(a + 1, col), text=head,
                             id=make_id(number if number is not None else str(ordinal), taken))
        if not head:
            self.error(a + 1, col, "a question without text")
        if run is None:
            self.warning(a + 1, col, f"question {ordinal}: no choices found under it",
                         hint="choices are lines such as `- [ ] text`, `A. text`, `A) text` or `• text`")
            return q
        self._choices(q, run)
        self._tail(q, run, b)
        if _CHOOSE.search(head) or _ALL_THAT_APPLY.search(head):
            q.multi = True
            hinted = _CHOOSE.search(head)
            want = _NUMBER_WORDS.get(hinted.group(1).lower()) if hinted else None
            if want and q.answer is not None and len(q.answer) != want:
                self.warning(a + 1, col, f"question {ordinal} asks to choose {want} but the source gives "
                                         f"{len(q.answer)} answer{'s' if len(q.answer) != 1 else ''}")
        if q.answer is None:
            self.warning(a + 1, col, f"question {ordinal}: the source gives no answer")
        return q

    def _pick(self, runs: list[_Run], a: int, b: int) -> _Run | None:
        for kind in ("check", "letter"):
            of_kind = [r for r in runs if r.kind == kind and len(r.choices) >= 2]
            if of_kind:
                return of_kind[0]
        bullets = [r for r in runs if r.kind == "bullet"]
        if not bullets:
            return runs[0] if runs else None
        marker = next((j for j in range(a + 1, b) if self._is_answer(j) or _DETAILS.search(self.lines[j])), None)
        if marker is not None:
            before = [r for r in bullets if r.end <= marker]
            if before:
                return before[-1]
        return bullets[0]

    def _choices(self, q: ImportedQuestion, run: _Run) -> None:
        # "- [ ] A. text", "- [ ] B" (its code block below): labels the card would contradict when shuffling
        stripped = [_unlabel(c.text[0], k) for k, c in enumerate(run.choices)]
        labelled = run.kind != "letter" and all(s is not None for s in stripped)
        for k, c in enumerate(run.choices):
            first = c.text[0]
            if labelled:
                first = stripped[k] or ""
            q.choices.append(ImportedChoice(_trim([first, *_dedent(c.text[1:])])))
        if run.kind == "check":
            checked = [k for k, c in enumerate(run.choices) if c.checked]
            if checked:
                q.set_answer(checked)

    def _tail(self, q: ImportedQuestion, run: _Run, b: int) -> None:
        lines: list[str] = []
        sources: list[str] = []
        answered = False   # the first answer line is the answer; what follows it is the explanation
        for j in range(run.end, b):
            line = self.lines[j]
            m = None if answered else self._is_answer(j)
            if m:
                self._answer(q, run, j, line, m)
                answered = True
                continue
            if not self.fenced[j]:
                if _HTML_ONLY.match(line) or _DETAILS.search(line):
                    continue
                ref = _REFERENCE.match(line)
                if ref:
                    sources.append(line.strip())
                    continue
            lines.append(line)
        while lines and (not lines[-1].strip() or (_RULE.match(lines[-1]) and not self.fenced[b - 1])):
            lines.pop()
        text = _trim(lines)
        label = _EXPLANATION_LABEL.match(text)
        if label:
            text = text[label.end():].lstrip()
        if text:
            q.explanation = text
        if sources:
            q.source = "\n".join(sources) if len(sources) > 1 else sources[0]

    def _answer(self, q: ImportedQuestion, run: _Run, j: int, line: str, m: re.Match[str]) -> None:
        value = m.group(1).strip()
        col = m.start(1) + 1
        named = answer_letters(value)
        count = len(run.choices)
        if named is None:
            # the answer as the text of a choice
            norm = " ".join(value.strip("*`_ ").split()).casefold()
            matches = [k for k, c in enumerate(q.choices) if " ".join(c.text.split()).casefold() == norm]
            if len(matches) == 1:
                named = (matches, "")
            else:
                self.error(j + 1, col, f"cannot tell which choice the answer {value[:60]!r} names",
                           hint="write the choice's letter, e.g. `Answer: B`")
                return
        indices = named[0]
        for index in indices:
            if index >= count:
                self.error(j + 1, col, f"the answer {letter(index)} names no choice; the question has {count} "
                                       f"(A to {letter(count - 1)})")
                return
        indices = sorted(set(indices))
        if q.answer is not None and q.answer != indices:
            self.warning(j + 1, col, f"the answer line says {', '.join(letter(i) for i in indices)} but the "
                                     f"checked boxes say {', '.join(letter(i) for i in q.answer)}; "
                                     "keeping the checked boxes")
            return
        q.set_answer(indices)


_BARE_LABEL = re.compile(rf"^[ \t]*(?:\*\*)?\(?({LABEL})\)?[.):]?(?:\*\*)?[ \t]*$")


def _unlabel(first: str, k: int) -> str | None:
    """The choice's first line without its label when it is labelled as the k-th choice; else None."""
    bare = _BARE_LABEL.match(first)
    if bare:
        return "" if label_index(bare.group(1)) == k else None
    split = split_label(first)
    return split[1] if split is not None and split[0] == k else None
