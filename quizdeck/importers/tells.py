"""What a finished deck tells of a reading that is probably wrong, whatever the format: said at the source's line.

The second look (``sanity.py``) says what one question shows; this looks across the deck for what a right
reading of a file nobody here has seen rarely shows, so that a wrong run is not silent (issue 17). Each tell
was chosen, and its threshold set, on the dev sources of sessions up to 11 (where it warned no run read
right), then measured once on session 12's; docs/importing.md gives both.

* **A mark kept in a choice.** The same words (or a symbol such as ``✓``) at the start or the end of exactly
  one choice of nearly every question (``(Resposta Correta)``, ``- correct``, ``</explanation>``), found
  nowhere else in that question, the choice holding other words too: the file marks one choice so, and
  the mark is still in the text (the answers may not be read from it). Not when the questions share one
  list of choices (the same names in every question), nor when the choices it stands on are mostly one text (the
  same wrong choice offered again in every question), nor a symbol when every choice starts (ends) with
  a symbol of its own (``📝``, ``🔄``...: icons by position). Stops and brackets alone are no mark. Of two marks on
  as many questions, the one on more right choices is named.
* **A numbered line kept above every text.** The first line of most question texts is the same but for a
  number that differs between them (``Pytanie PL010-0001``, ``Question 12``, ``[Q-3]``), it does not ask,
  and the text goes on below it: the source's id or heading, kept in the text.

Chosen on the dev sources added before session 13's held-out half (commit 3c5a25a), measured once on those 57
(docs/importing.md gives both):

* **One text for most questions.** More than half of the questions (three at least) have the same text: what
  the file writes above every question (``Réponses :``, ``Escolha a resposta correta.``) was read as the text, and
  the question's own words went elsewhere (into the one before, or its explanation).
* **A choice of several lines in a file of one-line choices.** A choice whose text runs over more than one line
  where nearly all the file's choices (95 %) are one line (code aside): what follows its first line is likely
  another part of the question (its explanation, the next question), said at that line for each such question.

Everything here is a warning; nothing in the deck changes.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion, shared_text
from quizdeck.importers.leadsigns import tell_lead_signs

#: a share of the questions with two choices or more that must carry one mark on one choice
MARKED = 0.7
#: a share of them past which the reading is not kept where another has no such mark (``marked_nearly_all``)
ALL_MARKED = 0.9
#: ... and of the question texts that must start with one numbered line
NUMBERED = 0.6
#: fewer questions than this tell nothing across the deck
LEAST = 4
#: a share of the file's choices that may run over several lines, the rest being one line each
SEVERAL_LINES = 0.05
#: the longest mark, in tokens
_MARK_TOKENS = 4
#: a word, or one sign that is no word
_TOKEN = re.compile(r"[^\W_]+|[^\w\s]")
#: signs that end or open a text and mark nothing
_PLAIN_SIGNS = frozenset(".,;:!?¿¡…)]}([{'\"`«»“”‘’-–—/\\|")
_DIGITS = re.compile(r"\d+")
_ASKS = re.compile(r"[?？؟][ \t*_)]*$")


@dataclass(frozen=True)
class _Edge:
    side: str            # "start" or "end"
    words: str           # the tokens, casefolded, joined by a space


def _tokens(text: str) -> list[str]:
    return [t.casefold() for t in _TOKEN.findall(text[:2000])]


def _shown(text: str, edge: _Edge) -> str:
    """The mark as the choice's text writes it: its tokens at that edge, with what stands between them."""
    spans = [m.span() for m in _TOKEN.finditer(text[:2000])]
    n = len(edge.words.split())
    if len(spans) < n:
        return edge.words
    first, last = (spans[0], spans[n - 1]) if edge.side == "start" else (spans[-n], spans[-1])
    return text[first[0]:last[1]]


def _wordy(token: str) -> bool:
    return any(c.isalnum() for c in token)


def _marks(tokens: list[str]) -> bool:
    """Whether tokens can be a mark: a word of letters, or a sign that is not a plain stop or bracket."""
    return any(any(c.isalpha() for c in t) or (not _wordy(t) and t not in _PLAIN_SIGNS) for t in tokens)


def _edges(tokens: list[str]) -> set[_Edge]:
    """The first and the last one to four tokens of a choice, where other words are left beside them."""
    out: set[_Edge] = set()
    for n in range(1, min(_MARK_TOKENS, len(tokens)) + 1):
        if _marks(tokens[-n:]) and any(_wordy(t) for t in tokens[:-n]):
            out.add(_Edge("end", " ".join(tokens[-n:])))
        if _marks(tokens[:n]) and any(_wordy(t) for t in tokens[n:]):
            out.add(_Edge("start", " ".join(tokens[:n])))
    return out


def _grams(tokens: list[str]) -> set[str]:
    return {" ".join(tokens[i:i + n]) for n in range(1, _MARK_TOKENS + 1) for i in range(len(tokens) - n + 1)}


def _signs_at(tokens: list[str], side: str) -> bool:
    """Whether a choice starts (ends) with a sign that is no word."""
    return bool(tokens) and not _wordy(tokens[0 if side == "start" else -1])


def _repeated(places: list[tuple[ImportedQuestion, int]]) -> bool:
    """Whether the choices an edge stands on are mostly one text, the same choice written in every question (the
    same wrong choices offered again): a mark stands on choices that differ."""
    texts = Counter(" ".join(q.choices[k].text.split()).casefold() for q, k in places)
    return 2 * texts.most_common(1)[0][1] > len(places)


def _right(places: list[tuple[ImportedQuestion, int]]) -> int:
    """How many of the choices an edge stands on are their question's right one."""
    return sum(1 for q, k in places if q.answer is not None and k in q.answer)


def _first_line(text: str) -> tuple[str, bool]:
    """A text's first non-blank line, and whether more text follows it."""
    lines = [line.strip() for line in text.split("\n") if line.strip()]
    return (lines[0], len(lines) > 1) if lines else ("", False)


def _kept_mark(deck: ImportedDeck) -> tuple[_Edge, list[tuple[ImportedQuestion, int]], list[ImportedQuestion]] | None:
    """The edge (words at a choice's start or end) most questions carry on exactly one choice, the places it stands
    and the questions of two choices or more; None when too few questions or no such edge (``kept_mark``)."""
    questions = [q for q in deck.questions if len(q.choices) >= 2]
    if len(questions) < LEAST:
        return None
    lists = Counter(tuple(sorted(" ".join(c.text.split()).casefold() for c in q.choices)) for q in questions)
    if 2 * lists.most_common(1)[0][1] >= len(questions):
        return None                             # one list of choices for every question: names, not marks
    carried: dict[_Edge, list[tuple[ImportedQuestion, int]]] = defaultdict(list)
    for q in questions:
        tokens = [_tokens(c.text) for c in q.choices]
        grams = [_grams(t) for t in tokens]
        asked = _grams(_tokens(q.text))
        for k, own in enumerate(tokens):
            for edge in _edges(own):
                if edge.words in asked or any(edge.words in grams[j] for j in range(len(tokens)) if j != k):
                    continue
                if not any(_wordy(t) for t in edge.words.split()) and \
                        all(_signs_at(t, edge.side) for j, t in enumerate(tokens) if j != k):
                    continue                    # every choice has a sign there: icons by position
                carried[edge].append((q, k))
    carried = {edge: places for edge, places in carried.items() if not _repeated(places)}
    if not carried:
        return None
    edge, places = max(carried.items(), key=lambda item: (len(item[1]), _right(item[1]), len(item[0].words)))
    return edge, places, questions


def marked_nearly_all(deck: ImportedDeck) -> bool:
    """Whether one choice of nearly every question (``ALL_MARKED``) carries the same words nowhere else in it, the
    tell ``kept_mark`` says: a reading whose own tell fires so is cut wrongly, or keeps its marks (the arbiter
    keeps another reading when one has no such tell)."""
    found = _kept_mark(deck)
    return found is not None and len(found[1]) >= ALL_MARKED * len(found[2])


class _Teller:
    def __init__(self, deck: ImportedDeck, source: Source, diags: Diagnostics):
        self.deck = deck
        self.source = source
        self.diags = diags

    def pos(self, q: ImportedQuestion, text: str) -> Pos:
        """Where ``text`` (its first 40 characters) stands among the question's lines; its start when not found."""
        needle = text.strip()[:40]
        lines = self.source.lines
        for first, last in q.lines:
            for n in range(max(first, 1), min(last, len(lines)) + 1):
                at = lines[n - 1].find(needle) if needle else -1
                if at >= 0:
                    return Pos(self.source.where, n, at + 1)
        return q.pos

    def kept_mark(self) -> None:
        found = _kept_mark(self.deck)
        if found is None:
            return
        edge, places, questions = found
        if len(places) < MARKED * len(questions):
            return
        right = _right(places)
        q, k = places[0]
        where = "starting" if edge.side == "start" else "ending"
        self.diags.warning(
            self.pos(q, q.choices[k].text),
            f"{len(places)} of {len(questions)} questions have one choice {where}"
            f" with {_shown(q.choices[k].text, edge)!r}, the right one in {right} of them: a mark, or a part of the "
            "file, kept in the choice's text?",
            "compare with the source: if it marks the right choice, the answers are to be read from it and it is to be "
            "taken off the text; if it is another part of the question (its explanation), it is to go there")

    def numbered_line(self) -> None:
        questions = self.deck.questions
        if len(questions) < LEAST or {"prefix", "shared-prefix"} & set(self.deck.looked):
            return                                  # a label kept at the start of the texts: said by the second look
        shapes: dict[str, list[tuple[ImportedQuestion, str]]] = defaultdict(list)
        for q in questions:
            line, more = _first_line(q.text)
            if more and _DIGITS.search(line) and not _ASKS.search(line):
                shapes[_DIGITS.sub("#", line.casefold())].append((q, line))
        if not shapes:
            return
        places = max(shapes.values(), key=len)
        numbers = {tuple(_DIGITS.findall(line)) for _, line in places}
        if len(places) < max(3, NUMBERED * len(questions)) or len(numbers) < len(places) // 2 + 1:
            return
        q, line = places[0]
        self.diags.warning(self.pos(q, line),
                           f"{len(places)} of {len(questions)} question texts start with a line like {line!r}, "
                           "their numbers aside: the source's id or heading, kept in the text?",
                           "if it is not part of the question, take it off in the source (or in the YAML)")


    def shared_text(self) -> None:
        questions = self.deck.questions
        shared = shared_text(questions) if len(questions) >= LEAST else None
        if shared is None or not shared[0]:
            return
        text, count = shared
        q = next(q for q in questions if " ".join(q.text.split()).casefold() == text)
        self.diags.warning(q.pos, f"{count} of {len(questions)} questions have the same text ({_short(q.text)!r}): "
                                  "what the file writes above each question, read as its text, the question's own "
                                  "words elsewhere?",
                           "compare with the source; the questions' texts may be in the one before or its explanation")

    def lines_in_choices(self) -> None:
        choices = [(q, c) for q in self.deck.questions for c in q.choices if not _coded(c.text)]
        if len(self.deck.questions) < LEAST or not choices:
            return
        places = [(q, c) for q, c in choices if len(_nonblank(c.text)) > 1]
        if not places or len(places) > SEVERAL_LINES * len(choices):
            return
        said = list(dict.fromkeys(q.pos for q, _ in places))   # each question once, in order
        first, choice = places[0]
        more = f" (and {len(said) - 1} more like it)" if len(said) > 1 else ""
        lines = ", ".join(str(p.line) for p in said[1:8]) + (" ..." if len(said) > 8 else "")
        self.diags.warning(self.pos(first, _nonblank(choice.text)[1]),
                           f"a choice of question {self.deck.questions.index(first) + 1} runs over "
                           f"{len(_nonblank(choice.text))} lines where the file's other choices are one line each: "
                           f"another part of the question (its explanation, the next question) read into it?{more}",
                           "compare with the source; what is not the choice's text belongs elsewhere"
                           + (f"; the others at lines {lines}" if lines else ""))


def _nonblank(text: str) -> list[str]:
    return [line.strip() for line in text.split("\n") if line.strip()]


def _coded(text: str) -> bool:
    """Whether a choice is code (fenced, or every line indented): its lines are its own."""
    stripped = text.strip()
    if stripped.startswith(("```", "~~~")):
        return True
    rest = [line for line in text.split("\n")[1:] if line.strip()]
    return bool(rest) and all(line.startswith(("    ", "\t")) for line in rest)


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 40 else text[:39] + "…"


def tell(deck: ImportedDeck, source: Source, diags: Diagnostics) -> None:
    """Warn at the source's line for what across ``deck`` says its reading is probably wrong; change nothing."""
    teller = _Teller(deck, source, diags)
    teller.kept_mark()
    teller.numbered_line()
    teller.shared_text()
    teller.lines_in_choices()
    tell_lead_signs(deck, diags)   # a sign nearly every text still opens with (leadsigns.py)
