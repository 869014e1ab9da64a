"""A lettered run's next label a column or two off the run's indent, on the very next line: the run going on.

Hand-typed banks jitter by a space: ``*a) True`` over `` b) False`` (the second copy of a repeated question written
with a leading blank). The reader ends a lettered run at a line of another indent, so the question kept one choice
and the next question fell into its explanation, silently. The proof that the line is the run's next choice is
the run's own: the line right under the run's last choice (no blank line between) carries the run's next letter in
the run's form, and its indent differs from the run's by less than the choice's text column (a continuation is
indented at least that far). Such lines are counted in the deck's summary, their lines named.
"""

from __future__ import annotations

from quizdeck.importers.imported import ImportedDeck, format_ranges


def jitters(run_indent: int, indent: int, text_column: int) -> bool:
    """Whether ``indent`` is off the run's ``run_indent`` by a column or more, but by less than the text column."""
    return 0 < abs(indent - run_indent) < text_column


def said(deck: ImportedDeck, lines: set[int]) -> None:
    """Count the jittered choice lines (0-based) that went into the deck's questions in its summary, with their line
    numbers (the questions' lines gathered once: a look over every question per line was quadratic)."""
    if not lines:
        return
    used = deck.question_lines()
    kept = sorted(j for j in lines if j + 1 in used)
    if kept:
        where = format_ranges([(j + 1, j + 1) for j in kept], 6)
        deck.mend("the indent of {n} choice line{s} a column off its run's (lines {0}), read as the run's next "
                  "letter", len(kept), where)
