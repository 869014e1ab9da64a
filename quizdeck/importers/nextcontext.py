"""What stands after a question's last choice and opens the next question: an indented code block, a case paragraph.

An indented block (a Markdown code block: four spaces, a tab) after a blank line below a run's last choice is no
line of that choice's paragraph: the run's next choice does not follow it, and no earlier choice of the run holds one.
Where it stands right above the next question's number (blank lines and a bare fence between at most), it is the
next question's context, the first part of its text; otherwise (an answer line, an explanation below it) it stays the
choice's text; the reader is told at the line either way. A list item's own paragraph (indented to its text's column,
not four past it) is no code block: left to the reader.

A paragraph that announces a case for the questions below it (``次の事例を読んで、問題110、問題111について
答えなさい。``, ``Read the following case and answer questions 3-5``, ``Questions 4-6 refer to the passage
below``), read as the question's explanation above it, goes to the next question with what follows it; said once at
its line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from quizdeck.importers.imported import ImportedDeck

#: a bare fence line, which a question line may sit in (```` ``` ```` over ``3. Which ...``)
_FENCE = re.compile(r"^[ \t]{0,3}(?:```|~~~)[\w+#.-]*[ \t]*$")
#: a paragraph announcing a case for the questions below it (its first line), in several languages
_ANNOUNCES = re.compile(
    r"^[ \t]*(?:"
    r"次の(?:事例|文章|文|資料|記述|図|表|会話|英文)を読んで"
    r"|(?:阅读|閱讀)(?:以下|下面|下列)(?:材料|案例|资料|資料|短文|文章)"
    r"|(?i:(?:read|study|consider|use)\s(?:the\s)?(?:following|below|case|scenario|passage|information|text)"
    r"[^\n]{0,80}\banswer\b)"
    r"|(?i:questions?\s\d{1,4}\s?(?:-|–|—|to|and|through|&)\s?\d{1,4}\s(?:refer|relate|are\sbased|concern))"
    r"|(?i:(?:lea|lee|leia|lisez|lesen\ssie)\s[^\n]{0,40}\b(?:responda|conteste|contesta|responde|répondez|"
    r"beantworten)\b)"
    r")")
#: a title naming the questions a passage serves (``Questions 7–12: Social Science Passage``): it may head the next
#: questions' case, but it announces nothing a reader must do; said where it is left in an explanation, not moved
_HEADS = re.compile(r"^[ \t]*(?i:questions?)[ \t]\d{1,4}[ \t]?(?:-|–|—|to|through)[ \t]?\d{1,4}[ \t]?[:：]")
#: a short line over the announcement, its title (``（総合問題2）``): taken with it
_TITLE_MOST = 20
#: the largest block read as context, in lines
_MOST_LINES = 60


@dataclass
class Block:
    """An indented block after a run's last choice: its lines (indices, ``first`` to ``after``) and where it goes."""

    first: int
    after: int
    to_next: bool


def _indent(line: str) -> int:
    """A line's indentation in columns (a tab to the next multiple of four)."""
    return len(line) - len(line.lstrip(" \t")) if "\t" not in line else len(line.expandtabs(4)) - len(
        line.expandtabs(4).lstrip(" "))


#: a list item's marker before a choice's label (``- A. x``, ``1.   A、x``): its text's column is after it
_MARKER = re.compile(r"^[ \t]*(?:[-*+]|\d{1,9}[.)])[ \t]+")


def block_after_last(lines: Sequence[str], i: int, end: int, choice: int, earlier_held: bool,
                     is_next: Callable[[int], bool], starts_question: Callable[[int], bool]) -> Block | None:
    """The indented block at line ``i`` (after a blank line under a run's last choice, at line ``choice``) when it
    is no part of that choice; None when it may be (the run's next choice follows it, an earlier choice of the run
    holds a block, ``earlier_held``, or it is indented as the choice's list item's next paragraph only).
    ``starts_question(j)``: line ``j`` opens a question."""
    marker = _MARKER.match(lines[choice])
    column = len(marker.group(0).expandtabs(4)) if marker else _indent(lines[choice])
    indent = _indent(lines[choice])
    if earlier_held or _indent(lines[i]) < column + 4:
        return None   # (a list item's own paragraph, under its text's column: no code block)
    j = after = i
    while j < end and (not lines[j].strip() or _indent(lines[j]) > indent):
        if lines[j].strip():
            after = j + 1
        j += 1
    if after - i > _MOST_LINES:
        return None
    k = after
    while k < end and (not lines[k].strip() or _FENCE.match(lines[k])):
        k += 1
    if k < end and is_next(k):
        return None
    # (the question's part ends where the next question starts: a block up to there stands right above it)
    return Block(i, after, k < len(lines) and (k >= end or starts_question(k)))


def code_text(lines: Sequence[str], block: Block, markdown: bool) -> str:
    """The block's text: its lines without their common indentation, blank lines left out, fenced in Markdown."""
    rows = [line.rstrip() for line in lines[block.first:block.after] if line.strip()]
    width = min(_indent(row) for row in rows)
    text = "\n".join(row[width:] for row in rows)
    return f"```\n{text}\n```" if markdown else text


#: a question's number label opening its text (``問題110  ``, ``Q12. ``, ``3) ``), which a later step takes off the
#: texts that open with it: off before a context goes above it (else it would stay inside the text)
_NUMBER_LABEL = re.compile(r"^[ \t]*[^\s\d]{0,8}[ \t]?\d{1,4}[.)、:：]?(?:[ \t\u3000]+|$)")


def _opened(deck: ImportedDeck, text: str) -> str:
    """``text`` without the number label that opens it, when half the deck's texts at least open so."""
    labelled = sum(1 for q in deck.questions if _NUMBER_LABEL.match(q.text))
    if 2 * labelled < len(deck.questions) or not (m := _NUMBER_LABEL.match(text)) or not text[m.end():].strip():
        return text
    return text[m.end():]


def _without_tail(explanation: str, bare: str) -> str | None:
    """An explanation without the block's lines at its end (blank lines between them aside), if they end it."""
    rows = [row.rstrip() for row in bare.splitlines()]
    held = [(n, row.rstrip()) for n, row in enumerate(explanation.splitlines()) if row.strip()]
    if len(held) < len(rows):
        return explanation
    tail = held[len(held) - len(rows):]
    if [row.strip() for _, row in tail] != [row.strip() for row in rows]:
        return explanation
    return "\n".join(explanation.splitlines()[:tail[0][0]]).strip() or None


def said(deck: ImportedDeck, lines: Sequence[str], blocks: Sequence[Block],
         warning: Callable[[int, int, str], None]) -> None:
    """The blocks after a last choice put where they go (``move_blocks``), those kept in the choice said, and the
    cases announced in an explanation moved (``move_cases``)."""
    move_blocks(deck, lines, [b for b in blocks if b.to_next], warning)
    for block in blocks:
        if block.to_next:
            continue
        first = lines[block.first].strip()
        held = next(((q, k) for q in deck.questions for k, c in enumerate(q.choices)
                     if any(a <= block.first + 1 <= b for a, b in q.lines) and first in c.text), None)
        where = f"choice {chr(ord('A') + held[1])}'s text" if held is not None and held[1] < 26 else "where it was"
        warning(block.first + 1, 1, f"a code block after the last choice (lines {block.first + 1}\u2013{block.after}): "
                                    f"read as {where}; it does not stand right above the next question")
    move_cases(deck, lines, warning)
    move_unread_cases(deck, lines, warning)


def move_blocks(deck: ImportedDeck, lines: Sequence[str], blocks: Sequence[Block],
                warning: Callable[[int, int, str], None]) -> None:
    """Each block that goes to the next question: taken out of the question above (its explanation) and put first
    in the next one's text; said at its line."""
    for block in blocks:
        text = code_text(lines, block, True)
        upper = [q for q in deck.questions if q.pos.line <= block.first]
        lower = [q for q in deck.questions if q.pos.line > block.first]
        if not lower:
            warning(block.first + 1, 1, f"a code block after the last choice (lines {block.first + 1}\u2013"
                                        f"{block.after}) stands above no question: left out")
            continue
        after = lower[0]
        if upper and (before := upper[-1]).explanation:
            before.explanation = _without_tail(before.explanation, code_text(lines, block, False))
        after.text = f"{text}\n\n{_opened(deck, after.text)}"
        after.use(block.first + 1, block.after)
        warning(block.first + 1, 1, f"a code block after the last choice (lines {block.first + 1}\u2013"
                                    f"{block.after}): read as the next question's context (line {after.pos.line})")


def move_cases(deck: ImportedDeck, lines: Sequence[str], warning: Callable[[int, int, str], None]) -> None:
    """A case announced in a question's explanation goes to the next question's text, with what follows it."""
    questions = deck.questions
    for k, q in enumerate(questions[:-1]):
        if not q.explanation:
            continue
        parts = q.explanation.split("\n\n")
        at = next((n for n, p in enumerate(parts) if _ANNOUNCES.match(p)), None)
        if at is None:
            titled = next((p.partition("\n")[0].strip() for p in parts if _HEADS.match(p)), None)
            if titled is not None:
                line = next((j + 1 for a, b in q.lines for j in range(a - 1, min(b, len(lines)))
                             if lines[j].strip() == titled), q.pos.line)
                warning(line, 1, f"\u201c{titled[:40]}\u201d after the choices of the question at line {q.pos.line} "
                                 "is read, with what follows it, as that question's explanation; but it names "
                                 "questions: it may be the next questions' passage",
                        )
            continue
        while at > 0 and len(parts[at - 1].strip()) <= _TITLE_MOST and "\n" not in parts[at - 1].strip():
            at -= 1
        case = "\n\n".join(parts[at:]).strip()
        q.explanation = "\n\n".join(parts[:at]).strip() or None
        following = questions[k + 1]
        following.text = f"{case}\n\n{_opened(deck, following.text)}"
        opening = case.partition("\n")[0].strip()
        line = next((j + 1 for a, b in q.lines for j in range(a - 1, min(b, len(lines)))
                     if lines[j].strip() == opening), q.pos.line)
        announced = parts[next(n for n, p in enumerate(parts) if _ANNOUNCES.match(p))].partition("\n")[0].strip()
        warning(line, 1, f"a paragraph that announces a case (\u201c{announced[:40]}\u2026\u201d) after the choices "
                         f"of the question at line {q.pos.line}: read, with what follows it, as the first part of the "
                         f"next question's text (line {following.pos.line}), not as an explanation")


def move_unread_cases(deck: ImportedDeck, lines: Sequence[str], warning: Callable[[int, int, str], None]) -> None:
    """A case announced in lines no question holds (under a section's heading, above the question's number): the
    next question's text's first part, from the announcement (a short title line right above it too) to that
    question's number, when none of those lines is in a question; said at its line."""
    held = deck.question_lines()   # 1-based
    for j, line in enumerate(lines):
        if j + 1 in held or not _ANNOUNCES.match(line):
            continue
        following = next((q for q in deck.questions if q.pos.line > j + 1), None)
        if following is None:
            continue
        first = j
        k = j - 1
        while k >= 0 and not lines[k].strip():
            k -= 1
        if k >= 0 and k + 1 not in held and len(lines[k].strip()) <= _TITLE_MOST and not lines[k].lstrip().startswith(
                ("#", "<", "|", "`", "~")):
            first = k
        if any(n + 1 in held for n in range(first, following.pos.line - 1) if lines[n].strip()):
            continue
        case = "\n".join(row.rstrip() for row in lines[first:following.pos.line - 1]).strip()
        case = re.sub(r"\n{3,}", "\n\n", case)
        following.text = f"{case}\n\n{_opened(deck, following.text)}"
        following.use(first + 1, following.pos.line - 1)
        held.update(range(first + 1, following.pos.line))
        warning(j + 1, 1, f"a paragraph that announces a case (\u201c{line.strip()[:40]}\u2026\u201d), in no question: "
                          f"read, with what follows it, as the first part of the next question's text (line "
                          f"{following.pos.line})")
