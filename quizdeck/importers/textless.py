"""A question without text, the source's own slip, in a reading that reads every other question: left out, said.

``**Q16.**`` alone over its four choices: the source forgot the question. The reader says so as an error, and an
error fails the whole reading, so that another reading of the file, worse everywhere else, would be kept instead.
Where that error is the reading's only one, it names one question, and the reading holds three questions at least
besides (the file's own repetition shows what a question is), the question is left out of the deck and the error
becomes a warning at its line: the rest is measured and kept on its merits. Two textless questions or more are a
reading that did not understand the file: they still fail it.
"""

from __future__ import annotations

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.imported import ImportedDeck

#: the reader's error for a question read without text (``textquiz``)
TEXTLESS = "a question without text"
#: the least number of other questions a reading must hold for one textless question to be left out
_LEAST_OTHERS = 3


def leave_out_textless(deck: ImportedDeck, diags: Diagnostics) -> bool:
    """Leave out the one textless question of a reading whose only error it is (see the module); whether it did."""
    errors = diags.errors
    if len(errors) != 1 or errors[0].message != TEXTLESS:
        return False
    error = errors[0]
    at = [k for k, q in enumerate(deck.questions) if q.pos.line == error.pos.line and not q.text.strip()]
    if len(at) != 1 or len(deck.questions) - 1 < _LEAST_OTHERS:
        return False
    q = deck.questions.pop(at[0])
    diags.withdraw(errors)
    diags.warning(error.pos, f"a question without text (its label alone over {len(q.choices)} choice"
                             f"{'s' if len(q.choices) != 1 else ''}): left out",
                  hint="write the question's text after its label to keep it")
    return True
