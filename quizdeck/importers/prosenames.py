"""Answers named inside a sentence, in a file whose questions nothing else answers: read only with a warning.

Run by ``answerlines.fill_answers`` last, when most questions with choices are still open. It knows no word of any
language: what names a choice is learnt from the file.

* **A paragraph under each question's choices** that follows a line recurring in most questions (``Solution``,
  ``Lösung:``, ``**解析**``) and names one of the question's choices inside a sentence: by its label set apart
  (``(b)``, ``b)``, or a letter of the file's own labels that is no word of the file), or by its whole text set
  apart (in code, quotes or bold: ``git init`` is the command…). Where it names one choice in most questions, those
  are the answers, said once at the first; a question whose paragraph names none, or several, is said at its line.
* **A convention stated once**: a short sentence in no question (ending with a full stop: no title nor heading) that
  names one label of the file's choices and nothing else a label could be (``Antwort a ist immer die richtige.``):
  every question's answer, said at its line.

A letter is a label only where the file never uses it as a word (``a`` in an English file is an article), or
where it stands in a label's brackets, or where a word that points at a choice stands right before it and a comma,
a stop or the line's end right after it (``es la A,``, ``option B.``: ``CUES``, the words of many languages). Every
pattern is linear in the length of the line.

A file that answers a few questions otherwise (a check mark after the right choice of some, ``arrowmarks``) and
leaves most open is read so too, for its open questions, when the paragraphs name the answers of those answered
otherwise (every one they name, and ``LEAST`` of them at least, or all where fewer are answered); one that names
another, or names too few, is no key of the file's.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from quizdeck.core.diagnostics import Pos
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion
from quizdeck.importers.labels import label_index, letter

#: a share of the open questions a paragraph's key must name one choice in
SHARE = 0.6
#: the fewest questions such a reading is tried on
LEAST = 3
#: a convention's sentence: this many words at most; longer lines are prose about something else
SENTENCE_WORDS = 16
#: what can stand around a letter that is a label in a sentence: quotes and punctuation
_AROUND = "\"'«»„“”‘’`*_.,;:!"
#: what ends a sentence that states something
_STOPS = (".", "!", "。", "！")
#: the words right before a choice's letter that make it a label even where the file uses the letter as a word
#: (``la respuesta correcta es la A,``, ``the answer is option A.``, ``Antwort B.``): articles, "is", "option",
#: "letter", "answer", "choice" in the languages of the banks
CUES = frozenset((
    "la", "el", "es", "opción", "opcion", "letra", "respuesta", "alternativa",            # es
    "is", "option", "letter", "answer", "choice",                                           # en
    "est", "réponse", "lettre",                                                             # fr
    "ist", "antwort", "buchstabe",                                                          # de
    "è", "opzione", "lettera", "risposta",                                                  # it
    "é", "opção", "letra", "resposta", "alternativa", "a",                                 # pt
    "jawaban", "pilihan", "opsi",                                                           # id
    "cevap", "şık", "seçenek",                                                              # tr
))
#: what may follow such a cued letter (or the sentence ends there)
_CUED_END = ",.);:"
#: a label in a label's brackets inside a sentence: ``(b)``, ``b)``, ``[B]``
_BRACKETED = re.compile(r"[(\[（]?([^\W\d_])[)\]）]")
#: text set apart in a sentence: a code span, quotes, bold
_SET_APART = re.compile(r"`([^`\n]{1,200})`|\"([^\"\n]{1,200})\"|“([^”\n]{1,200})”|\*\*([^*\n]{1,200})\*\*")
_SPACES = re.compile(r"\s+")
#: a line's quote markers and bullet: what stands before a sentence
_QUOTED = re.compile(r"^[ \t>]*(?:[-+*][ \t]+)?")
_WORD_EDGE = re.compile(r"^[\W_]+|[\W_]+$")

#: a word before a name that denies it: ``not Paris``, ``isn't Toronto``
_NEGATIONS = {"not", "never", "neither", "nor", "isn't", "isnt", "aren't", "wasn't", "weren't", "untrue",
              "cannot", "can't", "doesn't", "don't"}
#: a word's start glued before a name that denies it: ``Untrue``, ``nottrue`` (a scraper's lost space)
_GLUED_NEGATIONS = ("un", "non", "not")
#: what after a name denies it: ``Tin is wrong``, ``Sydney is not the capital``
_DENIED_AFTER = re.compile(r"[\s\"'’”)*_]*(?:is|are|was|were)\s+(?:not|never|wrong|incorrect|false)\b", re.IGNORECASE)
#: a question's lines and which of them were read as its choices (line -> choice)
Region = tuple[Sequence[int], dict[int, int]]
#: a warning to say: where, what, the hint
Said = tuple[Pos, str, str]


@dataclass
class _Labels:
    """The file's choice labels as its choice lines write them: their case, and the letters it uses as words."""

    upper: bool
    words: set[str]
    known: bool = True          # False: the file's choice lines carry no labels, and no letter names one

    def named(self, sentence: str, choices: int) -> set[int]:
        """The choices a sentence names by a label: a letter in the file's case alone between spaces (and
        quotes or punctuation) that the file never uses as a word, or in a label's brackets."""
        out: set[int] = set()
        if not self.known:
            return out
        tokens = sentence.split()
        for t, token in enumerate(tokens):
            bracketed = _BRACKETED.fullmatch(token.strip(_AROUND))
            bare = token.strip(_AROUND)
            char = bracketed.group(1) if bracketed else bare if len(bare) == 1 else ""
            if not char or char.isupper() != self.upper or (not bracketed and char in self.words and not (
                    t and tokens[t - 1].strip(_AROUND).casefold() in CUES and
                    (t + 1 == len(tokens) or token[-1] in _CUED_END))):
                continue
            k = label_index(char)
            if k is not None and k < choices:
                out.add(k)
        return out


def _norm(text: str) -> str:
    return _SPACES.sub(" ", text).strip().strip(_AROUND).strip().casefold()


def _labels(deck: ImportedDeck, lines: Sequence[str], regions: Sequence[Region],
            clean: Callable[[str], str]) -> _Labels | None:
    """How the file labels its choices (their case), learnt from its choice lines; None when they carry no labels."""
    upper = lower = 0
    for _, choice_lines in regions:
        for n, k in choice_lines.items():
            text = clean(lines[n - 1])
            if text[:1].isalpha() and label_index(text[0]) == k and not text[1:2].isalpha():
                upper += text[0].isupper()
                lower += text[0].islower()
    if upper + lower < 2 * LEAST:
        return None
    words: set[str] = set()
    for q in deck.questions:
        for part in (q.text, *(c.text for c in q.choices)):
            words.update(w for token in part.split() if len(w := _WORD_EDGE.sub("", token)) == 1)
    return _Labels(upper > lower, words)


def denied(prose: str, start: int, end: int) -> bool:
    """Whether a name standing at ``prose[start:end]`` is denied: a negation before it, glued or a word apart
    (``not Paris``, ``isn't Toronto``, ``Untrue``), or ``is wrong`` after it; English words only, as the sheets met
    write them (``explainednames`` reads an explanation's names so too)."""
    glued = re.search(r"[^\W_]*$", prose[:start])
    before = glued.group(0).casefold() if glued else ""
    if before:
        return before.endswith(_GLUED_NEGATIONS)
    words = prose[:start].replace("’", "'").split()
    last = words[-1].strip("\"'“”«»()[]*_,.:;!").casefold() if words else ""
    return last in _NEGATIONS or _DENIED_AFTER.match(prose, end) is not None


def _by_text(sentence: str, q: ImportedQuestion) -> set[int]:
    """The choices a sentence names by their whole text set apart (in code, quotes or bold)."""
    texts = {_norm(c.text): k for k, c in enumerate(q.choices) if _norm(c.text)}
    out: set[int] = set()
    for m in _SET_APART.finditer(sentence):
        inner = _norm(next(g for g in m.groups() if g is not None))
        if inner in texts and not denied(sentence, m.start(), m.end()):
            out.add(texts[inner])   # (``not `git add```: no naming)
    return out


@dataclass
class _Paragraph:
    line: int           # the key's line
    value_line: int     # the line whose sentence names the choice
    named: set[int]


class _Reader:
    def __init__(self, deck: ImportedDeck, source: Source, regions: Sequence[Region],
                 clean: Callable[[str], str], labels: _Labels):
        self.deck, self.source = deck, source
        self.lines = source.lines
        self.regions = regions
        self.clean = clean
        self.labels = labels
        self.said: list[Said] = []     # said after the reader's "gives no answer" is taken back (the cap on warnings)
        starts = [min([q.pos.line, *(a for a, _ in q.lines)]) for q in deck.questions]
        after = sorted(starts)
        #: the last line of each question's stretch: up to the next question's first line
        self.ends = [next((s - 1 for s in after if s > start), len(self.lines)) for start in starts]

    def named(self, sentence: str, q: ImportedQuestion) -> set[int]:
        return self.labels.named(sentence, len(q.choices)) | _by_text(sentence, q)

    def paragraphs(self, i: int) -> dict[str, _Paragraph]:
        """The keys after question ``i``'s choices, each with the sentence after it: a short line alone (``Solution``)
        and the next line with words, or words and a colon and what follows on the line."""
        _, choice_lines = self.regions[i]
        q = self.deck.questions[i]
        if not choice_lines:
            return {}
        last = max(choice_lines)   # what follows the choices in the question's stretch, page furniture too
        after = [n for n in range(last + 1, self.ends[i] + 1) if n != q.pos.line]
        texts = [(n, self.clean(self.lines[n - 1])) for n in after]
        texts = [(n, t) for n, t in texts if t]
        out: dict[str, _Paragraph] = {}
        for k, (n, text) in enumerate(texts):
            head, colon, _ = text.partition(":")
            found: tuple[str, _Paragraph] | None = None
            if colon and text[len(head) + 1:].strip() and 0 < len(head.split()) <= 3 and any(c.isalpha() for c in head):
                raw = _QUOTED.sub("", self.lines[n - 1])
                found = _norm(head), _Paragraph(n, n, self.named(raw[raw.find(":") + 1:], q))
            elif len(text.split()) <= 3 and len(text) <= 30 and k + 1 < len(texts) and any(c.isalpha() for c in text):
                m = texts[k + 1][0]
                found = _norm(text.rstrip(":：")), _Paragraph(n, m, self.named(_QUOTED.sub("", self.lines[m - 1]), q))
            if found is not None and (found[0] not in out or len(out[found[0]].named) != 1):
                out[found[0]] = found[1]
        return out

    def solutions(self, open_: list[int], answered: Sequence[int] = ()) -> bool:
        """The answers named in the paragraph after a key that recurs under most questions' choices; where a few
        questions are answered otherwise (``answered``, a mark on some), the paragraphs must name their answers."""
        found = {i: self.paragraphs(i) for i in open_}
        support: dict[str, int] = defaultdict(int)
        for paragraphs in found.values():
            for key, p in paragraphs.items():
                support[key] += len(p.named) == 1
        best = max(support.items(), key=lambda kv: (kv[1], -len(kv[0])), default=None)
        if best is None or best[1] < max(LEAST, SHARE * len(open_)):
            return False
        key = best[0]
        questions = self.deck.questions
        checked = [(i, para.named) for i in answered
                   if (para := self.paragraphs(i).get(key)) is not None and len(para.named) == 1]
        if answered and (len(checked) < min(LEAST, len(answered)) or
                         any(named != set(questions[i].answer or ()) for i, named in checked)):
            return False   # it names another choice than a question's answer, or names too few: no key of the file's
        first: _Paragraph | None = None
        unnamed: list[Pos] = []
        filled = 0
        for i in open_:
            para = found[i].get(key)
            if para is None:
                continue
            if len(para.named) == 1:
                questions[i].set_answer(para.named)
                questions[i].use(para.line)
                questions[i].use(para.value_line)
                first = first or para
                filled += 1
            else:
                unnamed.append(Pos(self.source.where, para.value_line, 1))
        if first is None:   # pragma: no cover - the support counted one at least
            return False
        shown = self.clean(self.lines[first.line - 1])[:30]
        self.deck.mend(f"the choice named in the paragraph after {shown!r} of {{n}} question{{s}} (read as its "
                       "answer)", filled)
        self.said.append((Pos(self.source.where, first.value_line, 1),
                           f"the answers of {filled} questions are read from the one choice that the sentence after "
                           f"{shown!r} names, as nothing else in the file answers them"
                           + (f" (it names the answers of {len(checked)} of the {len(answered)} others too)"
                              if answered else ""),
                           "check a few questions against the source; if the sentence names another choice than the "
                           "right one, correct the answers"))
        if unnamed:
            more = f" (and {len(unnamed) - 1} more like it)" if len(unnamed) > 1 else ""
            self.attention(unnamed, f"the sentence after {shown!r} names no one of the question's choices: it is "
                                    f"written without an answer{more}")
        return True

    def stated_once(self, open_: list[int]) -> None:
        """A short sentence in no question that names one label, and no other: every open question's answer."""
        questions = self.deck.questions
        fewest = min(len(questions[i].choices) for i in open_)
        taken = {n for q in questions for a, b in q.lines for n in range(a, b + 1)}
        stated: list[tuple[int, int]] = []
        for n, raw in enumerate(self.lines, start=1):
            if n in taken or not raw.strip():
                continue
            text = self.clean(raw)
            words = text.split()
            if not 3 <= len(words) <= SENTENCE_WORDS or not text.endswith(_STOPS) or raw.lstrip().startswith("#") \
                    or len(words[0]) == 1 or _BRACKETED.fullmatch(words[0].strip(_AROUND)):
                continue            # no sentence (a title, a heading, a line that asks), or a choice line ("a. text")
            named = self.labels.named(text, fewest)
            if len(named) == 1:
                stated.append((n, named.pop()))
        if not stated or len({k for _, k in stated}) != 1:
            return
        line, k = stated[0]
        for i in open_:
            questions[i].set_answer([k])
        self.deck.mend(f"the sentence at line {line} that names choice {letter(k)} once for all (read as the "
                       "answer of {n} question{s})", len(open_))
        shown = self.clean(self.lines[line - 1])[:60]
        self.said.append((Pos(self.source.where, line, 1),
                          f"every question's answer is read as {letter(k)} from this sentence, said once for the whole "
                          f"file ({shown!r}), as nothing else in the file answers them",
                          "check it against the source; if the sentence says something else, remove the answers"))

    def attention(self, places: list[Pos], message: str) -> None:
        lines = ", ".join(str(p.line) for p in places[1:8]) + (" ..." if len(places) > 8 else "")
        self.said.append((places[0], message, "write its answer (`answer: B`)"
                          + (f"; the others at lines {lines}" if lines else "")))
        self.deck.attention.extend(places)


def read_prose(deck: ImportedDeck, source: Source, regions: Sequence[Region],
               clean: Callable[[str], str]) -> list[Said]:
    """Answers named in a sentence (see the module's docstring), for a file none of whose questions is answered;
    ``regions`` are the questions' lines and choice lines, ``clean`` a line without its markup. Returns the
    warnings to say, once the reader's "gives no answer" for the questions answered so is taken back."""
    questions = deck.questions
    eligible = [i for i, q in enumerate(questions) if len(q.choices) >= 2]
    open_ = [i for i in eligible if questions[i].answer is None and questions[i].raw_answer is None]
    if len(open_) < LEAST or len(open_) < SHARE * len(eligible):
        return []
    labels = _labels(deck, source.lines, regions, clean)
    reader = _Reader(deck, source, regions, clean, labels or _Labels(True, set(), known=False))
    answered = [i for i in eligible if questions[i].answer is not None]
    if not reader.solutions(open_, answered) and labels is not None and len(open_) == len(eligible):
        reader.stated_once(open_)
    return reader.said
