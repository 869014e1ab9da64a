"""A file that changes its choices' layout once, partway (numbered lines, then bare paragraphs): where its records
switch, so that each run is read by the layout its own records repeat.

Questions copied from two pages, or written over months, keep one opener (a ``## …?`` heading each) while their
choices change kind: the first eleven numbered ``1.``…``4.``, the others paragraphs. One layout learnt from the whole
file fits one run and leaves the other out. The switch is proven by the records themselves: one run (three records
at least) nearly all fit the learnt layout, the other nearly all do not, and the other run's records, learnt alone,
fit a layout of their own just as well (``run_fits``). Only one switch is looked for; the layout reader keeps the
reading with two layouts only when it reads more of the file, and says where the layout changes.
"""

from __future__ import annotations

from collections.abc import Sequence

#: the fewest records of a run, and the share of a run's records that must fit (or not) its side of the switch
LEAST, MOST = 3, 0.9


def switch_at(fits: Sequence[bool]) -> tuple[int, bool] | None:
    """Where the records switch (the index of the second run's first record) and whether the first run is the one
    that does not fit, when one run nearly all fits and the other nearly all does not; else None."""
    n = len(fits)
    if n < 2 * LEAST:
        return None
    ahead = [0]                          # how many fit among the first k records
    for f in fits:
        ahead.append(ahead[-1] + f)
    best: tuple[int, int, bool] | None = None
    for k in range(LEAST, n - LEAST + 1):
        fit_before, fit_after = ahead[k], ahead[n] - ahead[k]
        for failing_first, agree in ((True, (k - fit_before) + fit_after), (False, fit_before + (n - k - fit_after))):
            if best is None or agree > best[0]:
                best = (agree, k, failing_first)
    if best is None:
        return None
    _, k, failing_first = best
    fit_before, fit_after = ahead[k], ahead[n] - ahead[k]
    failing, fitting = ((k - fit_before, k), (fit_after, n - k)) if failing_first else \
        ((n - k - fit_after, n - k), (fit_before, k))
    if failing[0] < MOST * failing[1] or fitting[0] < MOST * fitting[1]:
        return None
    return k, failing_first


def run_fits(fits: Sequence[bool]) -> bool:
    """Whether a run's records, read by the layout learnt from them alone, nearly all fit it."""
    return len(fits) >= LEAST and sum(fits) >= MOST * len(fits)
