"""What looks wrong in an imported deck, whatever its format: said at the source's line.

Every reader says at the line what it knows to be uncertain. This is the second look, over the
finished ``ImportedDeck``, for the shapes that a reader got wrong *without knowing it* (issue 17:
a run that is wrong must never be silent). ``check_deck`` looks at what came out:

* a question text that still starts with its number or label (``1.``, ``Q12``, ``Question 3``,
  ``#4``, ``1️⃣``, ``Q:``, a list marker, a stray ``**``); most question texts starting with a first word of one
  form, its values varying (``01(15s)``, ``02(20s)``: digits, letters and signs in one order);
* a choice that stands after its question's answer line where the others stand before it: an explanation read as
  a choice;
* every choice led by one of two signs that are no words (``&#x2610;``, ``[✔️]``), one of them on one choice of each
  question: the right and wrong choices' marks kept in their text;
* a choice that lists every other choice of its question as its items (``a, b, c, d`` beside ``b``): the line of
  the choices read as one choice;
* a choice that still carries its label (``A.``/``(1)``... on every choice, in order), that is a
  placeholder (``N/A``, ``-``), or that repeats another choice of the question;
* a question with one choice;
* every question's answer its last choice where no line of the question but its choices gives one: the last choice's
  line read as the answer line too;
* an answer line (``Answer: B``) left inside a question's text or a choice: the answer was not read;
* a question text, explanation, choice or the deck's description holding what looks like another
  question (a question-like line and two or more labelled choice lines);
* most questions without an answer while some have one; none answered where the reader said nothing of answers;
  a question without an answer where most of the file's have one and the reader said nothing there;
* a question one of whose choices has no label where its others, and the file's, have one: a line read as a choice;
* lines numbered like the questions (``12.``) that no question starts at: read into the question
  before, or into none;
* lines in no question between the first question and the last; many times more lines that ask than questions
  read (``few_placed``, ``few_held``): most of the file's questions not read, or read into a few;
* choice lines in sequence (``A.``, ``B.``...) in no question, anywhere: left out as page furniture,
  or above the first question (read as the deck's name);
* a section heading written without its space (``#GITHUB``) at the top of a question's text;
* a label inside a wrapper (`` `Question: ``, ``"Q3.``, ``[Pregunta 2]``), a running number glued to its word
  (``4-La`` between ``3- `` and ``5- ``): ``hiddenlabels``; a short title above the line that asks on a few
  questions, where most start with that line: a section heading read in (``titlelines``);
* a choice that asks where the question's others do not, in a question with more choices than usual (or in most
  questions): a question's text read as a choice; a choice that goes on with the next two labels (``x  B. y  C. z``).

Labels that are certainly not text were taken off before (``mend.py``); one that only some questions
have is said here.

A finding already said by the reader at the same place is not said again. Repeated findings of
one kind are said once, at the first place, with the count and the other lines in the hint, so a
systematic defect (every question keeps its number) is one warning, not a hundred. Everything
here is a warning: the written YAML is what the reader made of the source, unchanged.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers import sectionjumps
from quizdeck.importers.answervalues import same
from quizdeck.importers.asking import ASKS
from quizdeck.importers.base import Source
from quizdeck.importers.choicetext import is_placeholder, without_labels
from quizdeck.importers.formprefix import first_line
from quizdeck.importers.hiddenlabels import (
    glued_number,
    line_number,
    numbered_so,
    opens_glued,
    wrapped_label,
    wrapped_number,
)
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion, folded, format_ranges
from quizdeck.importers.labelruns import holds_next
from quizdeck.importers.labels import label_index, letter, split_label
from quizdeck.importers.lineends import LineEnds
from quizdeck.importers.linekinds import SUM
from quizdeck.importers.lonelabels import is_lone_label
from quizdeck.importers.mdfields import is_picture
from quizdeck.importers.mend import bracket_tag, label_of, numbered_in_order
from quizdeck.importers.signchoices import lone_signs, sign_line
from quizdeck.importers.titlelines import asks_first, title_line

_CHAR_REFERENCE = re.compile(r"&(?:#\d+|#[xX][0-9a-fA-F]+|[A-Za-z]+);")
_Q_WORDS = (r"question|qestion|questão|questao|quest[ãa]o|pregunta|frage|vraag|domanda|pytanie|soru|"
            r"вопрос|питання|sual|câu|问题|題|题|문제|문항|q")
#: a choice that is a number alone (``12``, ``3.5``, ``-1``)
_NUMBER = re.compile(r"[-+]?\d+(?:[.,]\d+)?")
#: the start of a first line that is the source's number or label for the question, not its text
_PREFIX = re.compile(
    r"(?:#{1,6}[ \t]+)?(?:\*\*|__)?[ \t]*(?:"
    rf"\(?(?:{_Q_WORDS})\)?[ \t]*(?:no\.?|n[°º]|#)?[ \t]*\d{{1,4}}(?:[ \t]*[.):：、．-])?"   # Question 3, Q12.
    r"(?=[ \t*_]|$|[^\x00-\x7f])"
    rf"|\(?(?:{_Q_WORDS})\)?[ \t]*[:：]"                                       # Q:  (Question):
    r"|#[ \t]?\d{1,4}\b"                                                        # #12
    r"|\d{1,4}(?:[.)、．]|[ \t]*[-–—:：])(?!\d)(?=[ \t*_]|[^\x00-\x7f])"      # 1.  12)  3 -  1、
    r"|\(\d{1,4}\)[ \t]"                                                        # (3)
    r"|[0-9#*]\ufe0f?\u20e3|\U0001f51f"                                         # 1️⃣ (keycap)
    r"|[\u2460-\u2473\u24f5-\u24fe\u2776-\u2793]"                               # ① ❶
    r"|[-+*•][ \t]"                                                             # a list marker
    r")", re.I)
_STRAY_BOLD = re.compile(r"(\*\*|__)[ \t]")
#: bold closed at the end of a line: ``Which tool tracks API activity?**`` (its opening left with the number)
_STRAY_BOLD_END = re.compile(r"(?<=[^\s*_])(\*\*|__)$")
#: up to three words (and a number) then a colon or a spaced dash at the start of a question text: "Enunciado:",
#: "Câu hỏi 3:", "Frage 3 -"
_SHARED_PREFIX = re.compile(r"(?P<label>(?:\*\*|__)?[^\W\d_]{1,15}(?:[ \t]+[^\W\d_]{1,15}){0,2}(?:[ \t]*\d{1,4})?"
                            r"[ \t]*(?:[:：]|[ \t][-–—])(?:\*\*|__)?)[ \t]")
#: the findings of a label kept in the question texts: the shared form is not said again
_LABEL_KINDS = frozenset({"prefix", "shared-prefix", "shared-tag", "wrapped-label", "glued-number"})
#: a title above the asking line is said in a file of this many questions at least, on one in this many at most
TITLE_LEAST, TITLE_SHARE = 5, 4
#: this many non-blank lines in no question, between two questions, are not page furniture the reader did not name
_LONG_LOST = 4
#: the whole file: this share of its non-blank lines in no question, and this many question-like lines among
#: them at least (and as many as the questions read), and the reading placed few of its questions
FEW_PLACED_TEXT, FEW_PLACED_LEAST = 0.5, 3
#: ... or, whatever the share, this many lines that ask in no question, and this many times the questions read
FEW_PLACED_MANY, FEW_PLACED_TIMES = 10, 3
#: a tag of the HTML blocks the readers take apart, alone as a choice's whole text: "</details>" (a choice such as
#: "<lnk>" or "<p>" in a quiz about HTML is a choice)
_MARKUP_ONLY = re.compile(r"[ \t]*</?(?:details|summary|div)\b[^<>]*>[ \t]*$", re.I)
#: "**Option A:**", "Option B)", "Choice 3." at the start of a question's text: a choice's label
_CHOICE_LABEL_FIRST = re.compile(r"(?:\*\*|__|<b>)?(?:option|choice|opci[óo]n|op[çc][ãa]o|r[ée]ponse|antwort)[ \t]*"
                                 r"(?:[A-Ha-h]|[1-8])[ \t]*[:.)](?:\*\*|__|</b>)?(?=[ \t]|$)", re.I)
#: "##HTML", "#GITHUB": a section heading written without the space Markdown needs, alone on its line
_HEADING_NO_SPACE = re.compile(r"#{1,6}[^\W\d_][\w&/+-]*(?:[ \t]+[\w&/+-]+){0,3}[ \t]*$")
_ANSWER_WORDS = (r"(?:the\s+)?(?:correct\s+|right\s+)?(?:answers?|ans|antwort(?:en)?|respuestas?(?:\s+correctas?)?|"
                 r"réponses?|reponses?|respostas?|risposta|odpowied[źz]|ответы?|відповід[ьі]|答案(?:解析)?|正确答案|"
                 r"정답|cevap|doğru\s+cevap|lösung|solution|soluci[óo]n)")
#: a line that gives the answer: "Answer: B", "**Correct answer** - C", "答案：D"
_ANSWER_LINE = re.compile(rf"^[ \t>*_✅✔☑️-]*{_ANSWER_WORDS}[ \t*_]*(?:[:：]|[ \t]+[-–—][ \t])", re.I)
#: a choice text that starts with one letter and a space: ``A his`` (a label whose full stop is missing, or an article)
_BARE_LABEL = re.compile(r"([^\W\d_])[ \t]+\S")
_LETTER = re.compile(r"[^\W\d_]")
_CHOICE_LINE_START = re.compile(r"[ \t>]*(?:[-*+][ \t]+(?:\[[ xX]\][ \t]+)?)?")


#: a digit; a sign (not a letter, digit or space); a word that is an answer's or a choice's label, not a number
_DIGIT = re.compile(r"\d")
_SIGN = re.compile(r"[^\w\s]")
#: lines numbered like the questions, counting up, above the first question: at least this many to say them lost,
#: with on average at least ``_ABOVE_OWN_LINES`` lines of their own under each (a question's choices, its answer)
_ABOVE_LEAST = 3
_ABOVE_OWN_LINES = 2
_ANSWER_LIKE_WORD = re.compile(r"^[$€£¥+-]?\d[\d.,]*%?$|^\d+[.)]$")
#: what separates a list's items in one choice's text: ``a, b, c``, ``a; b; c``
_ITEM_SEPARATORS = (", ", "; ", " / ")


def _form(word: str) -> str:
    """A word's form: each run of digits a ``9``, each run of letters an ``a``, the signs as they are."""
    return re.sub(r"[^\W\d_]+", "a", re.sub(r"\d+", "9", word))


@dataclass
class _Finding:
    """Findings of one kind: the places, and the message to say at the first."""

    places: list[Pos] = field(default_factory=list)
    message: str = ""
    hint: str | None = None


@dataclass
class _Said:
    """What the reader said already, by line: a finding there of the same kind is not said again."""

    by_line: dict[int, list[str]]

    @classmethod
    def of(cls, diags: Diagnostics, where: str) -> _Said:
        by_line: dict[int, list[str]] = {}
        for d in diags.items:
            if d.pos.path == where:
                by_line.setdefault(d.pos.line, []).append(d.message.casefold())
        return cls(by_line)

    def near(self, lines: Iterable[int], *words: str) -> bool:
        """Whether a message at one of these lines holds one of ``words`` (any message when none given)."""
        for line in lines:
            for message in self.by_line.get(line, ()):
                if not words or any(w in message for w in words):
                    return True
        return False

    def around(self, lines: Iterable[int]) -> _Said:
        """What was said at these lines alone: asked once for a question's lines, then of each of its choices (its
        ``anywhere`` is ``near`` those lines, without going over them again for each choice)."""
        return _Said({line: self.by_line[line] for line in set(lines) if line in self.by_line})

    def anywhere(self, *words: str) -> bool:
        """Whether a message at any line holds one of ``words`` (any message when none given)."""
        return self.near(self.by_line, *words)


@dataclass
class _SpanText:
    """A question's lines (those in the source) joined in order by line breaks, where each starts in the joined
    text, its number, and the places found there: each text looked for once, by ``str.find``, not line by line."""

    question: ImportedQuestion
    joined: str
    starts: list[int]
    numbers: list[int]
    found: dict[str, tuple[int, int] | None] = field(default_factory=dict)

    @classmethod
    def of(cls, question: ImportedQuestion, numbers: list[int], lines: Sequence[str]) -> _SpanText:
        starts = list(itertools.accumulate((len(lines[n - 1]) + 1 for n in numbers[:-1]), initial=0))
        return cls(question, "\n".join(lines[n - 1] for n in numbers), starts, numbers)

    def find(self, needle: str) -> tuple[int, int] | None:
        """The first (line, column) where ``needle`` (no line break in it: a hit stands on one line) stands."""
        if needle not in self.found:
            at = self.joined.find(needle)
            k = bisect.bisect_right(self.starts, at) - 1
            self.found[needle] = (self.numbers[k], at - self.starts[k] + 1) if at >= 0 else None
        return self.found[needle]


@dataclass
class _Tally:
    """The answered questions of a deck, counted once: all of them, and those with two choices or more."""

    answered: list[ImportedQuestion]
    unanswered: list[ImportedQuestion]
    with_choices: list[ImportedQuestion]
    chosen_answered: int
    quiet: list[ImportedQuestion]     # with choices, no answer read or raw, nothing said of answers at its start

    @classmethod
    def of(cls, questions: list[ImportedQuestion], quiet: Callable[[ImportedQuestion], bool]) -> _Tally:
        answered: list[ImportedQuestion] = []
        unanswered: list[ImportedQuestion] = []
        with_choices: list[ImportedQuestion] = []
        chosen_answered = 0
        silent: list[ImportedQuestion] = []
        for q in questions:
            (answered if q.answer is not None else unanswered).append(q)
            if len(q.choices) < 2:
                continue
            with_choices.append(q)
            if q.answer is not None:
                chosen_answered += 1
            elif quiet(q):
                silent.append(q)
        return cls(answered, unanswered, with_choices, chosen_answered, silent)


class _Checker:
    def __init__(self, deck: ImportedDeck, source: Source, diags: Diagnostics):
        self.deck = deck
        self.source = source
        self.lines = source.lines
        self.diags = diags
        self.said = _Said.of(diags, source.where)
        self.findings: dict[str, _Finding] = {}
        self.lost: set[int] = set()        # lines said to be in no question already
        self.kinds: dict[str, set[int]] = {}   # kind -> the questions (0-based) found so, said here or by the reader
        self._span_of: _SpanText | None = None   # the last question's lines joined, and what was found there (locate)

    # -- places -----------------------------------------------------------------------------

    def pos(self, line: int, col: int = 1) -> Pos:
        return Pos(self.source.where, line, col)

    def span(self, q: ImportedQuestion) -> list[int]:
        """The source lines a question took (its start line when it recorded none)."""
        out = [n for first, last in q.lines for n in range(first, last + 1)]
        return out or [q.pos.line]

    def locate(self, q: ImportedQuestion, text: str) -> Pos:
        """Where ``text`` (its first line) stands among the question's lines; its start when not found. The lines are
        joined once a question (``_spans``), and a text already looked for is not looked for again."""
        needle = _key_line(text)
        if not needle:
            return q.pos
        if self._span_of is None or self._span_of.question is not q:
            # (one question's joined lines kept at a time: its checks ask in a row; kept for every question, the
            # lines of questions whose spans overlap would be held once a question)
            self._span_of = _SpanText.of(q, [n for n in self.span(q) if 1 <= n <= len(self.lines)], self.lines)
        found = self._span_of.find(needle)
        return self.pos(*found) if found else q.pos

    def add(self, kind: str, place: Pos, message: str, hint: str | None = None) -> None:
        finding = self.findings.setdefault(kind, _Finding())
        if not finding.places:
            finding.message, finding.hint = message, hint
        finding.places.append(place)

    # -- the checks -------------------------------------------------------------------------

    def run(self) -> None:
        for number, q in enumerate(self.deck.questions, start=1):
            self.question_text(number, q)
            self.choices(number, q)
            self.kept_label(number, q)
            self.label_and_text(number, q)
            self.code_only(number, q)
            self.explanation(number, q)
        self.description()
        self.answers()
        self.label_style()
        self.shared_tags()
        self.shared_prefix()
        self.shared_form()
        self.title_lines()
        self.choice_counts()
        self.listed_choices()
        self.lead_marks()
        self.after_answer()
        self.last_as_answer()
        self.asking_choices()
        self.inline_labels()
        self.numbers()
        self.records_twice()
        self.unused()
        self.lost_choices()
        self.few_placed()
        self.few_held()
        self.say()

    def question_text(self, number: int, q: ImportedQuestion) -> None:
        first = next((line for line in q.text.split("\n") if line.strip()), "")
        m = _PREFIX.match(first.strip()) if not SUM.match(first) else None   # "9 - 5 = ?": a sum, no number
        prefix = m.group().strip() if m else ""
        if not prefix and (label := label_of(first.strip())) and (label.question_word or label.group[0] != "num"):
            prefix = first.strip()[:label.end].strip()   # "Pergunta 3:", "NO.1", "第3题": a label mend.py left
        if not prefix and (b := _STRAY_BOLD.match(first.strip())) and first.count(b.group(1)) % 2:
            prefix = b.group(1)
        if prefix and not self.said.near(self.span(q)[:3], "number", "label", "prefix"):
            self.add("prefix", self.locate(q, first),
                     f"question {number}'s text starts with {prefix!r}: the source's number or label, kept in the "
                     "text?",
                     "remove it from the question's text; the card needs no number")
        elif not prefix:
            self.hidden_label(number, q, first.strip())
        last = next((line.strip() for line in reversed(q.text.split("\n")) if line.strip()), "")
        if (end := _STRAY_BOLD_END.search(last)) and q.text.count(end.group(1)) % 2 and "`" not in last:
            self.add("stray-bold", self.locate(q, last),
                     f"question {number}'s text ends with {end.group(1)!r} that nothing opens: the source's bold, cut "
                     "by the reading?", "remove it from the question's text (or read the source's bold whole)")
        if (option := _CHOICE_LABEL_FIRST.match(first.strip())) and not self.said.near(self.span(q)[:3], "choice"):
            self.add("choice-as-question", self.locate(q, first),
                     f"question {number}'s text starts with {option.group().strip()!r}, a choice's label: a choice "
                     "read as a question?", "compare with the source: its question may be above, in no question")
        if "\n" in q.text.strip() and _HEADING_NO_SPACE.match(first.strip()) and \
                not self.said.near(self.span(q)[:3], "heading"):
            self.add("heading", self.locate(q, first),
                     f"question {number}'s text starts with {first.strip()!r}, a line like a section heading (Markdown "
                     "needs a space after '#')", "if it names a section, move it out of the question's text")
        if (answer := _answer_line(q.text)) and not self.said.near(self.span(q), "answer"):
            self.add("answer-in-text", self.locate(q, answer),
                     f"question {number}'s text holds an answer line ({_short(answer)!r}) that was not read as its "
                     "answer", "write the answer as `answer:` in the YAML, or as `Answer: B` in the source")
        body = q.text.split("\n", 1)[1] if "\n" in q.text else ""
        if (asked := _asks_with_choices(body, numbered=True)) and \
                not self.said.near(self.span(q), "look like a question"):
            self.add("question-in-text", self.locate(q, asked),
                     f"question {number}'s text holds what looks like another question with its choices",
                     "if it is a question of its own, separate it in the source and import again")

    def hidden_label(self, number: int, q: ImportedQuestion, first: str) -> None:
        """A label the prefix does not see: inside a wrapper (`` `Question: ``), or the question's running number
        glued to its word (``4-La`` between ``3- `` and ``5- ``); see ``hiddenlabels``."""
        if self.said.near(self.span(q)[:3], "number", "label", "prefix"):
            return
        if (wrapped := wrapped_label(first)) and self.wrapped_in_run(number, first):
            wrapper, label = wrapped
            self.add("wrapped-label", self.locate(q, first),
                     f"question {number}'s text starts with {label!r} inside {wrapper.strip()!r}: the source's label, "
                     "kept in the text?", "remove it from the question's text (the wrapper's signs too, if they only "
                     "held the label); the card needs no label")
        elif (glued := glued_number(first)) and opens_glued(self.source_line(q)) and self.in_run(number, *glued):
            sign = glued[1]
            self.add("glued-number", self.locate(q, first),
                     f"question {number}'s text starts with {first.split(sign, 1)[0] + sign!r} glued to its "
                     f"word, numbered like the questions around it: the source's running number, kept in the "
                     "text?", "remove it from the question's text (or put a space after it in the source)")

    def wrapped_in_run(self, number: int, first: str) -> bool:
        """Whether a wrapped label is one: a word's always (``Question:``); a number alone (``[3]``, `` `1. e4` ``,
        ``[2019]``) only when it is the question's place or the questions around it are numbered one less and one
        more, in their source lines or in wrappers of their own."""
        running = wrapped_number(first)
        if running is None or running == number:
            return True
        questions = self.deck.questions
        around = [(questions[k], running + k - number + 1) for k in (number - 2, number) if 0 <= k < len(questions)]
        return bool(around) and all(
            n in (wrapped_number(first_line(other.text)[1]), (line_number(self.source_line(other)) or (0, ""))[0])
            for other, n in around)

    def in_run(self, number: int, running: int, sign: str) -> bool:
        """Whether the questions around question ``number`` (one or two) start their source lines with ``running``
        one less and one more, with ``sign``."""
        questions = self.deck.questions
        around = [(questions[k], running + k - number + 1) for k in (number - 2, number) if 0 <= k < len(questions)]
        return bool(around) and all(numbered_so([self.source_line(other)], n, sign) for other, n in around)

    def source_line(self, q: ImportedQuestion) -> str:
        """The first non-blank line of a question's source (its own line, not a choice's below it)."""
        lines = (self.lines[n - 1] for n in self.span(q) if 1 <= n <= len(self.lines))
        return next((line for line in lines if line.strip()), "")

    def choices(self, number: int, q: ImportedQuestion) -> None:
        span = self.span(q)
        here = self.said.around(span)       # (what was said at the question's lines, gathered once for its choices)
        texts = [c.text for c in q.choices]
        if len(texts) == 1:
            self.kinds.setdefault("one-choice", set()).add(number - 1)
        if len(texts) == 1 and not self.said.near([*span[:1], q.pos.line], "choice", "answer"):
            self.add("one-choice", q.pos, f"question {number} has one choice ({_short(texts[0])!r})",
                     "the other choices may have been read into the question's text or the one choice")
        if (without_labels(texts) is not None or numbered_in_order(texts)) and not here.anywhere("label"):
            self.add("label", self.locate(q, texts[0]),
                     f"question {number}'s choices keep their labels ({_short(texts[0])!r}...)",
                     "remove the labels: the card letters the choices itself")
        seen: dict[str, int] = {}
        # "+", "-", "*": a question whose choices are all signs, "-" the minus among them, no placeholder
        signs = all(t.strip() and not any(ch.isalnum() for ch in t) for t in texts) and not all(
            is_placeholder(t) for t in texts)
        lone = lone_signs(texts)        # ">" after words: a line's wrapping read as a choice (signchoices)
        for k, text in enumerate(texts):
            if k in lone and not _MARKUP_ONLY.match(text) and not is_placeholder(text) \
                    and not here.anywhere("sign"):
                n = sign_line(self.lines, span, text, k > 0)
                self.add("sign", self.pos(n) if n else self.locate(q, text),
                         f"question {number}'s choice {letter(k)} has no letter or digit "
                         f"({_short(text.strip())!r}): maybe a line's prefix or a mark read as a choice",
                         "compare with the source; remove it if it is no choice")
            if _MARKUP_ONLY.match(text) and not here.anywhere("markup"):
                self.add("markup", self.locate(q, text),
                         f"question {number}'s choice {letter(k)} is only markup ({_short(text.strip())!r}), not a "
                         "choice", "the source's HTML was misread: compare with the source")
                continue
            if is_placeholder(text) and not signs:
                if not here.anywhere("placeholder", "empty", "not a choice"):
                    self.add("placeholder", self.locate(q, text) if text.strip() else q.pos,
                             f"question {number}'s choice {letter(k)} is a placeholder ({text.strip() or 'empty'!r}), "
                             "not a choice", "remove it, or write the choice it stands for")
                continue
            key = folded(text)
            if key in seen:
                self.kinds.setdefault("twice", set()).add(number - 1)
            if key in seen and not here.anywhere("same", "twice"):
                self.add("twice", self.locate(q, text),
                         f"question {number}'s choices {letter(seen[key])} and {letter(k)} are the same text "
                         f"({_short(text)!r})",
                         "the learner cannot tell them apart: correct one of them (or the reading of it)")
            seen.setdefault(key, k)
            if (answer := _answer_line(text)) and not here.anywhere("answer"):
                self.add("answer-in-text", self.locate(q, answer),
                         f"question {number}'s choice {letter(k)} holds an answer line ({_short(answer)!r}) that was "
                         "not read as its answer", "write the answer as `answer:` in the YAML, or as `Answer: B` in "
                         "the source")
            elif "\n" in text and (asked := _asks_with_choices(text)) and not here.anywhere("question"):
                self.add("question-in-text", self.locate(q, asked),
                         f"question {number}'s choice {letter(k)} holds what looks like another question",
                         "if it is a question of its own, separate it in the source and import again")

    def kept_label(self, number: int, q: ImportedQuestion) -> None:
        """A choice whose source line was kept whole while the reader took a label off the lines of the
        question's other choices, and whose text starts like a label of theirs: ``A his`` beside ``B. she``
        (the label's full stop missing), ``B. in`` where C is due (a label written twice). The labels are the
        file's own, learnt from the sibling lines; a choice that merely starts with ``A`` is not said when
        its line carries a label too (``C. A dog``)."""
        found = self.choice_lines(q)
        labelled = [k for k, (line, prefix) in enumerate(found) if line and prefix
                    and _choice_like(prefix + " x") is not None]
        if len(labelled) < 2 or len(labelled) < len(q.choices) - 1:
            return
        cases = {m.group().isupper() for k in labelled if (m := _LETTER.search(found[k][1]))}
        for k, choice in enumerate(q.choices):
            line, prefix = found[k]
            if not line or prefix or k in labelled:
                continue
            text = choice.text.strip()
            split = split_label(text)
            bare = _BARE_LABEL.match(text)
            if split is not None and split[1]:
                kept = text[:len(text) - len(split[1])].strip()
            elif bare and label_index(bare.group(1)) == k and bare.group(1).isupper() in cases:
                kept = bare.group(1)
            else:
                continue
            if not self.said.near([line], "label"):
                self.add("kept-label", self.pos(line),
                         f"question {number}'s choice {letter(k)} starts with {kept!r}, like the labels taken off its "
                         f"other choices: a label kept in the choice's text?",
                         "compare with the source: write the label as the other choices do (or remove it)")

    def label_and_text(self, number: int, q: ImportedQuestion) -> None:
        """An answer line of the question whose label names one choice and whose text is another's whole text
        (``Answer: a) do-while loop`` where ``do-while loop`` is b), the label read: which is right?"""
        if q.answer is None or len(q.answer) != 1:
            return
        for n in self.span(q):
            line = self.lines[n - 1] if 1 <= n <= len(self.lines) else ""
            m = _ANSWER_LINE.match(line)
            split = split_label(line[m.end():].strip().strip("*_").strip()) if m else None
            if split is None or not split[1].strip("*_` "):
                continue
            named = [k for k, c in enumerate(q.choices) if same(c.text) == same(split[1])]
            if len(named) == 1 and named[0] != split[0] and q.answer == [split[0]] and \
                    not self.said.near([n], "label", "agree"):
                self.add("label-text", self.pos(n, m.end() + 1 if m else 1),
                         f"question {number}'s answer line names {letter(split[0])} by its label but choice "
                         f"{letter(named[0])} by its text ({_short(split[1])!r}); the label was read",
                         f"compare with the source: if {letter(named[0])} is right, correct the label (or the answer "
                         "in the YAML)")
            return

    def code_only(self, number: int, q: ImportedQuestion) -> None:
        """A question whose text is only code or an image, the line just above it left out (as a heading, page
        furniture): that line is likely the question's own words (``### Evaluate `s` after this code:``)."""
        if _prose(q.text):
            return
        first = min(self.span(q))
        above = next((n for n in range(first - 1, 0, -1) if self.lines[n - 1].strip()), 0)
        if not above or not any(c.isalpha() for c in self.lines[above - 1]):
            return                              # a rule (---) or nothing above: no words left out
        if self.read_lines(above) or self.said.near([above, first]):
            return
        self.add("code-only", self.pos(above),
                 f"question {number}'s text is only code or an image; line {above} above it "
                 f"({_short(self.lines[above - 1].strip())!r}) was left out: the question's own words?",
                 "compare with the source: if that line asks the question, it belongs to the question's text")

    @functools.cached_property
    def _read_ranges(self) -> list[tuple[int, int]]:
        """The line ranges the reader took, the deck's own and every question's (gathered once)."""
        return [*self.deck.lines, *(r for q in self.deck.questions for r in q.lines)]

    def read_lines(self, n: int) -> bool:
        """Whether the reader took line ``n`` into the deck or one of its questions."""
        return any(first <= n <= last for first, last in self._read_ranges)

    def choice_lines(self, q: ImportedQuestion) -> list[tuple[int, str]]:
        """Each choice's source line (0 when not found) and what that line holds before the choice's text,
        matched in order among the question's lines (a line ending with the choice's first line)."""
        span = [n for n in self.span(q) if 1 <= n <= len(self.lines)]
        firsts = [next((part.strip() for part in choice.text.split("\n") if part.strip()), "") for choice in q.choices]
        # (an index of the lines that end with a choice: thousands of choices found nowhere cost their number, not
        # its square)
        ends = LineEnds([self.lines[n - 1] for n in span], firsts)
        out: list[tuple[int, str]] = []
        at = 0
        for first in firsts:
            hit = ends.first(first, at)
            if hit is None:
                out.append((0, ""))
                continue
            whole = self.lines[span[hit] - 1].strip()
            prefix = whole[:len(whole) - len(first)].strip()
            if not prefix and span[hit] >= 2 and is_lone_label(self.lines[span[hit] - 2]):
                prefix = self.lines[span[hit] - 2].strip()   # "D." alone over its code block (lonelabels)
            out.append((span[hit], prefix))
            at = hit + 1
        return out

    @functools.cached_property
    def _stated_stems(self) -> bool:
        """Whether half of the deck's question texts at least (four questions at least) ask nothing: a file whose
        own stems are statements (``A file carries ...``, ``I can:``) over a true/false or lettered run. Such a
        statement over a run of choice labels in an explanation is a question too."""
        texts = [q.text.strip() for q in self.deck.questions if q.text.strip() and q.choices]
        return len(texts) >= 4 and 2 * sum(1 for t in texts if not ASKS.search(t)) >= len(texts)

    def explanation(self, number: int, q: ImportedQuestion) -> None:
        for part in (q.explanation, *(c.why for c in q.choices)):
            asked = _asks_with_choices(part, stated=self._stated_stems) if part else None
            if asked and not self.said.near(self.span(q), "look like a question"):
                self.add("question-in-text", self.locate(q, asked),
                         f"question {number}'s explanation holds what looks like another question with its choices",
                         "if it is a question of its own, separate it in the source and import again")
                return

    def description(self) -> None:
        text = self.deck.description
        asked = _asks_with_choices(text) if text else None
        if text and not asked:   # "**Question:** What…?" above the first question: a question read as text
            asked = next((line.strip() for line in text.split("\n") if (label := label_of(line.strip()))
                          and label.question_word and ASKS.search(line.strip())), None)
        if text and asked:
            line = next((n for first, last in self.deck.lines for n in range(first, last + 1)
                         if 1 <= n <= len(self.lines) and _key_line(asked) in self.lines[n - 1]), 1)
            self.add("question-in-text", self.pos(line),
                     "the deck's description holds what looks like a question" + (" with its choices" if
                                                                                   _asks_with_choices(text) else ""),
                     "if it is a question, separate it from the text above it and import again")

    def answers(self) -> None:
        """One count of the answered questions, three findings from it: most questions without an answer while some
        have one (an answer form read for a few only); none answered where the reader said nothing of answers (a
        reading of the file's own layout says no "gives no answer"); a few questions unanswered where most of the
        file's have an answer and the reader said nothing there (a question the file's answer convention missed, said
        at its line)."""
        tally = _Tally.of(self.deck.questions, self.quiet)
        if tally.answered and len(tally.unanswered) > len(tally.answered) and \
                not all(self.said.near([q.pos.line], "answer") for q in tally.unanswered):
            self.add("few-answers", tally.unanswered[0].pos,
                     f"only {len(tally.answered)} of {len(self.deck.questions)} questions have an answer: the others' "
                     "may be given in a form that was not read", "look at how the answered ones give it, and at the "
                     "first unanswered one")
        chosen = tally.with_choices
        if not chosen or self.diags.counts[(self.source.where, "warning")] > len(
                [d for d in self.diags.items if d.pos.path == self.source.where and d.severity == "warning"]):
            return                              # the reader's warnings were more than are kept: not known
        if not tally.chosen_answered and len(tally.quiet) == len(chosen) and not any(
                "answer" in m or "right choice" in m for ms in self.said.by_line.values() for m in ms):
            for q in tally.quiet:
                self.add("no-answer", q.pos, f"none of the {len(chosen)} questions has an answer read: the "
                                             "file's answers, if it gives them, are written in a way that was not read",
                         "write each answer in the source (`Answer: B`) or in the YAML (`answer: B`)")
        elif tally.chosen_answered and 5 * tally.chosen_answered >= 3 * len(chosen) and \
                0 < len(tally.quiet) <= len(chosen) - tally.chosen_answered:
            for q in tally.quiet:
                number = self.deck.questions.index(q) + 1
                self.add("lone-unanswered", q.pos, f"question {number} has no answer read where "
                                                   f"{tally.chosen_answered} of the file's {len(chosen)} questions "
                                                   "have one",
                         "compare with the source: its answer may be written otherwise, or be missing")

    def quiet(self, q: ImportedQuestion) -> bool:
        """Whether a question has no answer, read or raw, and the reader said nothing of answers at its start."""
        return q.answer is None and q.raw_answer is None and \
            not self.said.near([q.pos.line, *self.span(q)[:1]], "answer")

    def label_style(self) -> None:
        """A question one of whose choices has no label where its other choices have one, in a file whose questions
        label all their choices (``Ngoài các hoạt động…`` above ``A.``…``D.``): a line of the question's text (or
        another part) read as a choice."""
        styles: list[tuple[int, ImportedQuestion, list[int], list[tuple[int, str]]]] = []
        for number, q in enumerate(self.deck.questions, start=1):
            if len(q.choices) < 2:
                continue
            found = self.choice_lines(q)
            bare = [k for k, (c, (line, prefix)) in enumerate(zip(q.choices, found, strict=True))
                    if line and not _label_before(prefix) and split_label(c.text.strip()) is None]
            styles.append((number, q, bare, found))
        if len(styles) < 5 or 5 * sum(1 for *_, bare, _ in styles if not bare) < 4 * len(styles):
            return                              # the file's questions do not all label their choices
        kept = {p.line for p in self.findings.get("kept-label", _Finding()).places}
        for number, q, bare, found in styles:
            if not bare or len(q.choices) - len(bare) < 2 or len(bare) > 1 or \
                    all(_NUMBER.fullmatch(c.text.strip()) for c in q.choices):
                continue   # (choices that are all numbers, ``1@2@3@4``: a number read as a label is no sign)
            k = bare[0]
            line = found[k][0]
            if line in kept or self.said.near([line], "label", "choice"):
                continue
            self.add("unlabelled-choice", self.pos(line),
                     f"question {number}'s choice {letter(k)} ({_short(q.choices[k].text)!r}) has no label where its "
                     f"other {len(q.choices) - 1} choices, and the file's, have one: a line of the question read as a "
                     "choice?", "compare with the source: if it is the question's text, write it above the choices")

    def shared_tags(self) -> None:
        """A bracketed prefix (``[Security]``) that most questions' texts start with and that mend.py left
        (it does not recur as a tag: a value each): a tag, or text?"""
        questions = self.deck.questions
        first_lines = {id(q): next((ln.strip() for ln in q.text.split("\n") if ln.strip()), "") for q in questions}
        tagged = [q for q in questions if bracket_tag(first_lines[id(q)]) is not None]
        if len(tagged) >= 3 and 2 * len(tagged) > len(questions):
            first = tagged[0]
            shown = bracket_tag(first_lines[id(first)])
            self.add("shared-tag", self.locate(first, first.text),
                     f"{len(tagged)} of {len(questions)} question texts start with a bracketed prefix like "
                     f"{shown.group('whole') if shown else '[…]'!r}: a tag or label kept in the text?",
                     "if it is not part of the question, take it off (a category can go into `tags:`)")

    def shared_prefix(self) -> None:
        """Words and a colon (``Enunciado:``, ``Câu hỏi:``, ``Frage 3 -``) that most question texts start
        with and that mend.py left (not certainly a label): a label kept in the text, or the text?"""
        questions = self.deck.questions
        groups: dict[str, list[ImportedQuestion]] = {}
        for q in questions:
            first = next((ln.strip() for ln in q.text.split("\n") if ln.strip()), "")
            if (m := _SHARED_PREFIX.match(first)) and first[m.end():].strip():
                key = re.sub(r"\d+", "N", " ".join(m.group("label").split()).casefold())
                groups.setdefault(key, []).append(q)
        if not groups:
            return
        members = max(groups.values(), key=len)
        if len(members) < 3 or 5 * len(members) <= 3 * len(questions) or "prefix" in self.findings:
            return
        head = members[0]
        line = next(ln.strip() for ln in head.text.split("\n") if ln.strip())
        m = _SHARED_PREFIX.match(line)
        shown = m.group("label").strip() if m else line[:20]
        self.add("shared-prefix", self.locate(head, head.text),
                 f"{len(members)} of {len(questions)} question texts start with {shown!r}: a label kept in the text?",
                 "if it is not part of the question, take it off in the source (or in the YAML) and import again")

    def shared_form(self) -> None:
        """A first word of one form that most question texts start with, its values varying (``01(15s)``,
        ``02(20s)``: digits, letters and signs in the same order), not a word of the language: a number or a
        label the reading kept in the text? Said once, at the first, with the count."""
        questions = self.deck.questions
        if len(questions) < 3 or _LABEL_KINDS & set(self.findings):
            return
        groups: dict[str, list[tuple[ImportedQuestion, str]]] = {}
        for q in questions:
            words = q.text.split()
            word = words[0] if len(words) >= 3 else ""   # a word before the question's own text, not all of it
            if len(word) <= 12 and _DIGIT.search(word) and _SIGN.search(word) and not _ANSWER_LIKE_WORD.search(word):
                groups.setdefault(_form(word), []).append((q, word))
        if not groups:
            return
        members = max(groups.values(), key=len)
        if len(members) < 3 or 5 * len(members) < 3 * len(questions) or len({w for _, w in members}) < 2:
            return
        head, word = members[0]
        if self.said.near(self.span(head)[:3], "number", "label", "prefix"):
            return
        self.add("shared-form", self.locate(head, head.text),
                 f"{len(members)} of {len(questions)} question texts start with a word of one form, its values "
                 f"varying ({word!r}, {members[1][1]!r}…): the source's number or a label kept in the text?",
                 "if it is not part of the question, take it off in the source (or in the YAML) and import again")

    def title_lines(self) -> None:
        """A short title above the asking line on a few questions (a quarter at most), where most of the file's
        start with the line that asks: a section heading read into the question below it (see ``titlelines``)."""
        questions = self.deck.questions
        if len(questions) < TITLE_LEAST:
            return
        titled = [(number, q, title) for number, q in enumerate(questions, start=1)
                  if (title := title_line(q.text)) is not None]
        asking = sum(asks_first(q.text) for q in questions)
        if not titled or TITLE_SHARE * len(titled) > len(questions) or 2 * asking < len(questions):
            return
        for number, q, title in titled:
            if not self.said.near(self.span(q)[:3], "heading", "title", "section"):
                self.add("title-line", self.locate(q, title),
                         f"question {number}'s text starts with {_short(title)!r} above the line that asks, where most "
                         "questions start with it: a section heading read into the question?",
                         "if it names a section, move it out of the question's text (or make it a heading in the "
                         "source)")

    def listed_choices(self) -> None:
        """A choice whose text is a list (``a, b, c, d``: three items at least) that holds every other choice of
        its question as items, in half the questions at least (one such choice alone is a question's "all of
        these"): the line of the choices read as one choice, the answer's line as another?"""
        for number, q in enumerate(self.deck.questions, start=1):
            texts = [c.text.strip() for c in q.choices]
            if len(texts) < 2:
                continue
            for k, text in enumerate(texts):
                sep = next((m for m in _ITEM_SEPARATORS if text.count(m) >= 2), None)
                if sep is None:
                    continue
                items = {folded(t) for t in text.split(sep) if t.strip()}
                others = [t for j, t in enumerate(texts) if j != k]
                if all({folded(t) for t in other.split(sep.strip()) if t.strip()} <= items for other in others) \
                        and not self.said.near(self.span(q), "choice"):
                    self.add("listed-choices", self.locate(q, text),
                             f"question {number}'s choice {letter(k)} lists every other choice of it as its items "
                             f"({_short(text)!r}): the choices written on one line, read as one choice?",
                             "compare with the source: each item may be a choice, the others its answer")
                    break
        found = self.findings.get("listed-choices")
        if found is not None and 2 * len(found.places) < len(self.deck.questions):
            del self.findings["listed-choices"]

    def lead_marks(self) -> None:
        """Every choice (nine in ten) led by one of two signs that are no words (``&#x2610;``, ``[✔️]``, ``☐``,
        ``✅``), one of them on exactly one choice of most questions (three at least): the marks of the right
        and the wrong choices kept in the choices' text, the right one shown on the card's front?"""
        asked = [q for q in self.deck.questions if len(q.choices) >= 2]
        if len(asked) < 3:
            return
        leads = [[_lead_sign(c.text) for c in q.choices] for q in asked]
        signs = Counter(sign for row in leads for sign in row if sign is not None)
        if len(signs) != 2 or 10 * sum(signs.values()) < 9 * sum(len(row) for row in leads):
            return
        (common, _), (rare, _) = signs.most_common(2)
        once = [q for q, row in zip(asked, leads, strict=True) if row.count(rare) == 1]
        if 5 * len(once) < 4 * len(asked):
            return
        for q in once:
            self.add("lead-marks", q.pos,
                     f"every choice starts with {rare!r} or {common!r}, {rare!r} on one choice of each question: "
                     "the marks of the right and wrong choices kept in the choices' text (the right one shows on "
                     "the card's front)?",
                     f"take {rare!r} and {common!r} off the choices; the choice that had {rare!r} is the answer")

    def after_answer(self) -> None:
        """A question whose last choice alone stands after its answer line (``Answer: ...``), its others before it,
        in half the questions with an answer line at least (two at least; a file whose answer line stands among
        its choices here and there writes it so): a paragraph after the answer (an explanation) read as a choice?"""
        lined = 0
        for number, q in enumerate(self.deck.questions, start=1):
            if len(q.choices) < 3:
                continue
            span = [n for n in self.span(q) if 1 <= n <= len(self.lines)]
            answer = next((n for n in span if _ANSWER_LINE.match(self.lines[n - 1].strip())), None)
            if answer is None:
                continue
            lined += 1
            places = [n for n, _ in self.choice_lines(q)]
            after = [k for k, n in enumerate(places) if n > answer]
            if after == [len(places) - 1] and all(0 < n < answer for n in places[:-1]) \
                    and not self.said.near(self.span(q), "choice"):
                k = after[0]
                self.add("after-answer", self.pos(places[k]),
                         f"question {number}'s choice {letter(k)} stands after its answer line (line {answer}): "
                         "a paragraph after the answer, an explanation, read as a choice?",
                         "compare with the source: if it explains the answer, it is no choice")
        found = self.findings.get("after-answer")
        if found is not None and (len(found.places) < 2 or 2 * len(found.places) < lined):
            del self.findings["after-answer"]

    def last_as_answer(self) -> None:
        """Every question's answer its last choice (nine in ten of the answered ones, eight at least), each
        question's lines only its text and its choices, each choice on a line of its own: no line of the
        question gives its answer, so the last choice's line was read as the answer line too (a key elsewhere,
        or none: the program that reads the file decides)?"""
        answered = [q for q in self.deck.questions if q.answer and len(q.choices) >= 3]
        if len(answered) < 8:
            return
        bare = []
        for number, q in enumerate(self.deck.questions, start=1):
            if not q.answer or len(q.choices) < 3 or q.answer != [len(q.choices) - 1]:
                continue
            places = [n for n, _ in self.choice_lines(q)]
            if 0 in places or len(set(places)) != len(places):
                continue
            text = {line.strip() for line in q.text.split("\n") if line.strip()}
            rest = [n for n in self.span(q) if 1 <= n <= len(self.lines) and n not in places
                    and self.lines[n - 1].strip() and not any(t in self.lines[n - 1] for t in text)]
            if not rest:
                bare.append((number, q, places[-1]))
        if len(bare) < 8 or 10 * len(bare) < 9 * len(answered):
            return
        for number, _, line in bare:
            self.add("last-as-answer", self.pos(line),
                     f"question {number}'s answer is its last choice, as every question's is, and no line of the "
                     "question but its choices gives an answer: the last choice's line read as the answer line "
                     "too?", "check the file's key; if it gives none, the answers are not in the file")

    def choice_counts(self) -> None:
        """A question with far more choices than the file's others have (9 where nearly all have 4; 8 when one
        of the choices after the usual four asks): two questions read as one, the second one's text among
        the choices?"""
        counts = [len(q.choices) for q in self.deck.questions if len(q.choices) >= 2]
        if len(counts) < 5:
            return
        usual = max(set(counts), key=counts.count)
        if 10 * counts.count(usual) < 7 * len(counts):
            return                              # no usual count: the file's questions vary
        for number, q in enumerate(self.deck.questions, start=1):
            n = len(q.choices)
            asks = any(ASKS.search(line.strip()) for c in q.choices[usual:] for line in c.text.split("\n"))
            if n >= usual + 3 and (n > 2 * usual or (n == 2 * usual and asks)) and \
                    not self.said.near(self.span(q), "choice", "question"):
                self.add("many-choices", q.pos,
                         f"question {number} has {n} choices where {counts.count(usual)} of {len(counts)} questions "
                         f"have {usual}: two questions read as one?",
                         "compare with the source: a question's text may have been read as a choice")

    def asking_choices(self) -> None:
        """A question with more choices than the file's questions usually have, one of them a sentence that asks
        (``Which river is the longest in Europe?``) where its other choices do not: a question's text, its own or
        the next one's, read as a choice."""
        counts = [len(q.choices) for q in self.deck.questions if len(q.choices) >= 2]
        if len(counts) < 5:
            return
        usual = max(set(counts), key=counts.count)
        found: list[tuple[int, ImportedQuestion, list[str], int, bool]] = []
        for number, q in enumerate(self.deck.questions, start=1):
            firsts = [next((ln.strip() for ln in c.text.split("\n") if ln.strip()), "") for c in q.choices]
            asking = [k for k, line in enumerate(firsts) if ASKS.search(line) and len(line.split()) >= 4]
            if asking and len(asking) < len(firsts):
                alone = not any(ASKS.search(line) for k, line in enumerate(firsts) if k != asking[0])
                found.append((number, q, firsts, asking[0], alone))
        systematic = 2 * len(found) >= len(counts)   # in most questions: every record read with the next one's text
        for number, q, firsts, k, alone in found:
            # one question of more choices than usual: one choice asks, no other does ("Who did well?" among questions)
            departs = len(q.choices) > usual and alone
            if not (departs or systematic) or self.said.near(self.span(q), "question", "choice"):
                continue
            self.add("asking-choice", self.locate(q, firsts[k]),
                     f"question {number}'s choice {letter(k)} asks ({_short(firsts[k])!r})" + (
                         f", and the question has {len(q.choices)} choices where most have {usual}"
                         if len(q.choices) > usual else ", as one choice of most questions does") +
                     ": a question's text read as a choice?",
                     "compare with the source: the question's text, or the next question, may be among its choices")

    def inline_labels(self) -> None:
        """A choice whose line goes on with the next two choices' labels (``Marx   B. Lenin   C. Mao``): choices
        written on one line, read as one."""
        for number, q in enumerate(self.deck.questions, start=1):
            for k, c in enumerate(q.choices):
                nxt = letter(k + 1)
                first = next((ln for ln in c.text.split("\n") if ln.strip()), "")[:400]
                if len(nxt) == 1 and (_goes_on(first, nxt, letter(k + 2)) or holds_next(first, k + 1)) and \
                        not self.said.near(self.span(q), "choice", "label"):
                    self.add("inline-labels", self.locate(q, first),
                             f"question {number}'s choice {letter(k)} goes on with the label {nxt!r} "
                             f"({_short(first.strip())!r}): several choices on one line, read as one?",
                             "put each choice on a line of its own in the source and import again")
                    break

    def records_twice(self) -> None:
        """A question whose lines hold twice what the file's questions hold once each (a choice label ``A)``,
        a line key ``Richtige Antwort:``): two of the file's records read as one, the second into the first's
        explanation or choices."""
        questions = self.deck.questions
        keyed: list[list[tuple[int, tuple[str, str]]]] = []
        for q in questions:
            keyed.append([(n, key) for n in self.span(q) if 1 <= n <= len(self.lines)
                          and (key := _line_key(self.lines[n - 1])) is not None])
        per_question: dict[tuple[str, str], list[int]] = {}
        for found in keyed:
            counts: dict[tuple[str, str], int] = {}
            for _, key in found:
                counts[key] = counts.get(key, 0) + 1
            for key, count in counts.items():
                per_question.setdefault(key, []).append(count)
        once = {key for key, counts in per_question.items()      # once in most questions: all but one in ten
                if len(counts) >= 3 and 5 * len(counts) >= 3 * len(questions)
                and counts.count(1) >= len(counts) - max(1, len(counts) // 10)}
        if not once:
            return
        for number, found in enumerate(keyed, start=1):
            where: dict[tuple[str, str], list[int]] = {}
            for n, key in found:
                if key in once:
                    where.setdefault(key, []).append(n)
            twice = {key: lines for key, lines in where.items() if len(lines) >= 2}
            if len(twice) < 2:
                continue
            first, second = min(lines[1] for lines in twice.values()), 0
            labels = sorted(lines for (kind, _), lines in twice.items() if kind == "label")
            if labels:
                first, second = labels[0][0], labels[0][1]
            asks = second and any(ASKS.search(self.lines[n - 1].strip()) for n in range(first + 1, second))
            if not asks and not any(kind == "field" for kind, _ in twice):
                continue
            again = min(lines[1] for lines in twice.values())
            swallowed = {p.line for p in self.findings["swallowed"].places} if "swallowed" in self.findings else set()
            if self.said.near(range(again - 1, again + 2)) or swallowed & set(range(first, again + 1)):
                continue                        # said: a numbered line read into the question before
            shown = ", ".join(repr(key[1]) for key in list(twice)[:3])
            self.add("records-twice", self.pos(again),
                     f"question {number} holds twice what each question of the file holds once ({shown}): two "
                     "questions read as one?",
                     "compare with the source: the second one's lines start here (a missing blank line, or a label "
                     "written differently from the others)")

    def numbers(self) -> None:
        """Lines numbered like the questions that no question starts at."""
        starts: dict[int, int] = {}        # source line -> the number at the start of a question there
        style_count: dict[tuple[str, str, int], int] = {}
        owner: dict[int, int] = {}         # source line -> index of the question that took it
        first_line: list[int] = []
        for i, q in enumerate(self.deck.questions):
            span = self.span(q)
            for n in span:
                owner.setdefault(n, i)
            first_line.append(min(span))
            for n in sorted({q.pos.line, min(span)}):
                if n != q.pos.line and 1 <= n <= len(self.lines) and _BARE_NUMBER.fullmatch(self.lines[n - 1]):
                    continue                    # a record's id line above its text ("468"), not a running number
                parsed = _numbered_line(self.lines[n - 1]) if 1 <= n <= len(self.lines) else None
                if parsed:
                    starts[n] = parsed[1]
                    style_count[parsed[0]] = style_count.get(parsed[0], 0) + 1
                    break
        if len(starts) < 3 or not style_count:
            return
        style, count = max(style_count.items(), key=lambda item: item[1])
        if count < max(3, 0.6 * len(self.deck.questions)):
            return
        numbered = [(n, parsed[1]) for n, line in enumerate(self.lines, start=1)
                    if (parsed := _numbered_line(line)) and parsed[0] == style]
        numbered = sorted(numbered + self.gap_numbers(starts, {n for n, _ in numbered}))
        known = sorted(starts.items())
        known_lines = [line for line, _ in known]
        self.numbered_above([(n, num) for n, num in numbered if n < known_lines[0] and n not in owner])
        for n, num in numbered:
            if n in starts:
                continue
            at = bisect.bisect_left(known_lines, n)          # known[at - 1] is the last start above line n
            if at == 0 or known[at - 1][1] + 1 != num or (at < len(known) and known[at][1] <= num):
                continue                                    # not the next number: a list inside a question
            holder = owner.get(n)
            if holder is not None and first_line[holder] > n - 1:
                continue
            inside = f"is read into question {holder + 1}" if holder is not None else "is in no question"
            if self.said.near(range(n - 1, n + 2), "look like", "looks like", "numbered", "no question"):
                continue
            self.add("swallowed", self.pos(n),
                     f"line {n} is numbered {num} like the questions, but {inside}",
                     "if it starts a question of its own, give it choices as the other questions have them")
        last = known[-1][1]
        total = len(self.deck.questions)
        # a jump across a heading that says the new number (1-10, "### Medium (101-300)", 101-120): sectionjumps
        heads = {j: line for j, line in enumerate(self.lines) if _ATX_HEADING.match(line[:20]) and j + 1 not in starts}
        jumped = sectionjumps.skipped([(num, line) for line, num in known], heads)
        near = [known[0][0], self.deck.questions[0].pos.line]
        if last - known[0][1] + 1 - jumped > total + 1 and not self.said.near(near, "numbered"):
            self.add("count", self.pos(known[0][0]),
                     f"the questions are numbered {known[0][1]} to {last}, but {total} questions were found",
                     "look for questions read into the one before them, or left out")

    def numbered_above(self, above: list[tuple[int, int]]) -> None:
        """Lines above the first question, numbered like the questions and counting up (``Q1.``, ``Q2.``...), each
        with lines of its own under it (choices, an answer), in no question: a section of questions written in a
        shape the reading did not take, lost. (A table of contents counts up too, one line an entry: no lines of
        its own under each.)"""
        run: list[tuple[int, int]] = []
        for n, num in above:
            if run and num != run[-1][1] + 1:
                run = []
            run.append((n, num))
        if len(run) < _ABOVE_LEAST:
            return
        gaps = [sum(1 for line in self.lines[a:b - 1] if line.strip()) for (a, _), (b, _) in itertools.pairwise(run)]
        if sum(gaps) < _ABOVE_OWN_LINES * len(gaps) or min(gaps) == 0:
            return
        first, last = run[0][0], run[-1][0]
        if self.said.near(range(first, first + 1)):
            return
        self.lost.update(range(first, last + 1))
        self.add("numbered-above", self.pos(first),
                 f"lines {first} to {last}, above the first question, hold {len(run)} lines numbered like the "
                 f"questions ({run[0][1]} to {run[-1][1]}), each with lines of its own under it, but are in no "
                 "question",
                 "a section of questions written in a shape not read: compare with the source, and write them as "
                 "the later questions are written")

    def gap_numbers(self, starts: dict[int, int], seen: set[int]) -> list[tuple[int, int]]:
        """Numbers alone on their line (``8``) that are exactly the number missing between two questions' numbers
        (7 above, 9 below): the question numbered so, its number written otherwise, read into the one before."""
        known = sorted(starts.items())
        out: list[tuple[int, int]] = []
        for (above, num), (below, after) in itertools.pairwise(known):
            if after != num + 2:
                continue
            out.extend((n, num + 1) for n in range(above + 1, below) if n not in seen
                       and _BARE_NUMBER.fullmatch(self.lines[n - 1]) and int(self.lines[n - 1]) == num + 1)
        return out

    def unused(self) -> None:
        questions = self.deck.questions
        if not questions:
            return
        firsts = [min(self.span(q)) for q in questions]
        order = sorted(firsts)
        top, bottom = order[0], max(max(self.span(q)) for q in questions)
        after: list[tuple[int, int]] = []
        for first, last in self.deck.unused(self.lines):
            if first > bottom and not self.said.near(range(first, last + 1)) and self.asking_like(first, last):
                after.append((first, last))
            if first > top and last < bottom:
                if self.said.near(range(first, last + 1)):
                    continue
                if not self.question_like(first, last):
                    if sum(1 for line in self.lines[first - 1:last] if line.strip()) >= _LONG_LOST:
                        self.lost.update(range(first, last + 1))
                        self.add("unused-block", self.pos(first),
                                 f"lines {format_ranges([(first, last)])}, between two questions, are in no question",
                                 "a block this long is part of a question, or of its choices: compare with the source")
                    continue
                following = bisect.bisect_right(order, last) + 1   # the first question below these lines
                self.lost.update(range(first, last + 1))
                self.add("unused", self.pos(first),
                         f"line{'s' if last > first else ''} {format_ranges([(first, last)])}, before question "
                         f"{min(following, len(questions))}, {'are' if last > first else 'is'} in no question",
                         "if it belongs to a question, it was lost: compare with the source")
        if after:
            first = after[0][0]
            self.lost.update(n for a, b in after for n in range(a, b + 1))
            self.add("unused-after", self.pos(first),
                     f"lines {format_ranges(after)}, after the last question, ask or hold choices and are in no "
                     "question", "questions of a kind not read (true/false, open) or lost: compare with the source")

    def lost_choices(self) -> None:
        """Choice lines in sequence (``A.``, ``B.``...) that no question took, wherever they stand (above the
        first question, after the last, or left out as page furniture): a question's choices, lost."""
        if not self.deck.questions:
            return
        taken = {n for q in self.deck.questions for n in self.span(q)}
        run: list[int] = []
        for number, line in enumerate(self.lines, start=1):
            if not line.strip():
                continue
            label = _choice_like(line.strip()) if number not in taken else None
            if label is not None and label == len(run):
                run.append(number)
                continue
            self.lost_run(run)
            run = [number] if label == 0 else []
        self.lost_run(run)

    def lost_run(self, run: list[int]) -> None:
        if len(run) < 2 or self.lost & set(run) or self.said.near(range(run[0] - 1, run[-1] + 1)):
            return
        self.add("lost-choices", self.pos(run[0]),
                 f"lines {format_ranges([(run[0], run[-1])])} look like {len(run)} choices "
                 f"({letter(0)}–{letter(len(run) - 1)}), but are in no question",
                 "the question they belong to was lost or misread: compare with the source")

    def few_placed(self) -> None:
        """The reading placed few of the file's question-like lines: most of its text is in no question, and more
        lines outside the questions ask (or are numbered) than questions were read; or, whatever the share, many
        times more lines that ask than questions. Said loudly at the first of them, whatever was said of smaller parts:
        the deck holds a small part of the file."""
        questions = self.deck.questions
        if not questions:
            return
        taken = {n for q in questions for n in self.span(q)}
        taken.update(n for first, last in self.deck.furniture for n in range(first, last + 1))
        text = [n for n, line in enumerate(self.lines, start=1) if line.strip()]
        left = [n for n in text if n not in taken]
        asks = [n for n in left if ASKS.search(self.lines[n - 1].strip())]
        numbered = [n for n in left if _numbered_line(self.lines[n - 1].strip())]
        asking = sorted({*asks, *numbered})
        mostly_left = len(left) >= FEW_PLACED_TEXT * len(text) and len(asking) >= max(FEW_PLACED_LEAST, len(questions))
        # many lines that ask, whatever the share (numbered lines alone are no sign: a list of goals, of steps)
        if not mostly_left and len(asks) < max(FEW_PLACED_MANY, FEW_PLACED_TIMES * len(questions)):
            return
        asking = asking if mostly_left else asks
        count = len(questions)
        self.add("few-placed", self.pos(asking[0]),
                 f"only {count} question{'s' if count != 1 else ''} read, but {len(asking)} lines in no question look "
                 f"like questions (they ask, or are numbered), and {len(left)} of the file's {len(text)} lines are "
                 "in no question: most of the file's questions were not read",
                 f"compare with the source from line {asking[0]} on (lines "
                 f"{', '.join(str(n) for n in asking[1:6])}{', ...' if len(asking) > 6 else ''} too); its questions "
                 "may be written in a shape this reading does not know")

    def few_held(self) -> None:
        """Many times more lines that ask inside the questions read, but not in their texts (in their choices or
        explanations; ``few_placed`` says those in none), than questions: the reading kept a small part of the
        file's questions, the others glued into a few. Said at the first of those lines: where what the reading did
        not keep as questions begins."""
        questions = self.deck.questions
        if not questions or "few-placed" in self.findings:
            return
        furniture = {n for first, last in self.deck.furniture for n in range(first, last + 1)}
        asks = [n for n, line in enumerate(self.lines, start=1) if n not in furniture and ASKS.search(line.strip())]
        if len(asks) < max(FEW_PLACED_MANY, FEW_PLACED_TIMES * len(questions)):
            return
        # a question's own lines: from where it starts, as many as its text has (its choices and the rest after)
        own = {n for q in questions for n in range(q.pos.line, q.pos.line + q.text.strip().count("\n") + 1)}
        taken = {n for q in questions for n in self.span(q)}
        inside = [n for n in asks if n in taken and n not in own]   # in the questions, not their texts
        if len(inside) < max(FEW_PLACED_MANY, FEW_PLACED_TIMES * len(questions)):
            return
        start = inside[0]
        count = len(questions)
        self.add("few-held", self.pos(start),
                 f"only {count} question{'s' if count != 1 else ''} read, but {len(inside)} lines inside them ask "
                 "(not their texts): most of the file's questions were read into a few (as their choices or "
                 "explanations) from this line on",
                 "compare with the source: its questions may be written in a shape this reading does not know")

    def question_like(self, first: int, last: int) -> bool:
        """Whether lines ``first`` to ``last`` hold a line that asks or is numbered, or two choice-like lines
        (a heading or a paragraph alone is page furniture the reader did not name)."""
        lines = [line.strip() for line in self.lines[first - 1:last] if line.strip()]
        asks = any(ASKS.search(line) or _numbered_line(line) for line in lines)
        return asks or sum(1 for line in lines if _choice_like(line) is not None) >= 2

    def asking_like(self, first: int, last: int) -> bool:
        """Whether lines ``first`` to ``last`` hold a line that asks, or two choice-like lines (a numbered line alone
        is not enough after the last question: a list of references, of sources)."""
        lines = [line.strip() for line in self.lines[first - 1:last] if line.strip()]
        return any(ASKS.search(line) for line in lines) or sum(1 for line in lines if _choice_like(line)) >= 2

    def say(self) -> None:
        for finding in self.findings.values():
            first = finding.places[0]
            message, hint = finding.message, finding.hint
            if len(finding.places) > 1:
                others = sorted({p.line for p in finding.places[1:]} - {first.line})
                message += f" (and {len(finding.places) - 1} more like it)"
                shown = ", ".join(str(n) for n in others[:12]) + (", ..." if len(others) > 12 else "")
                hint = f"{hint}; the others at lines {shown}" if others else hint
            self.diags.warning(first, message, hint)


def check_deck(deck: ImportedDeck, source: Source, diags: Diagnostics) -> None:
    """Warn at the source's line for what looks wrong in ``deck`` (read from ``source``); change nothing but
    ``deck.looked``: the kinds of what was said here, and the questions found with one choice (``one-choice``) or
    two choices of one text (``twice``), whether said here or by the reader before (``written.agree`` then says
    no more of them)."""
    checker = _Checker(deck, source, diags)
    checker.run()
    deck.looked = {kind: frozenset() for kind in checker.findings}
    deck.looked.update((kind, frozenset(found)) for kind, found in checker.kinds.items())


def _lead_sign(text: str) -> str | None:
    """The first word of ``text`` when it is a sign, no word: no letter nor digit (``☐``, ``[✔️]``, ``->``) or an
    HTML character reference (``&#x2610;``); None otherwise."""
    first = text.strip().split(maxsplit=1)[0] if text.strip() else ""
    if _CHAR_REFERENCE.fullmatch(first) or (first and not any(ch.isalnum() for ch in first)):
        return first
    return None


def _goes_on(line: str, label: str, then: str) -> bool:
    """Whether ``line`` holds ``label`` and then ``then`` as choice labels after a space (`` B. x  C. y``)."""
    at = re.search(rf"\S[ \t\u3000]+\(?{label}[.)．、][ \t\u3000]*\S", line)
    return at is not None and re.search(rf"\S[ \t\u3000]+\(?{then}[.)．、][ \t\u3000]*\S", line[at.end():]) is not None


# -- text helpers ------------------------------------------------------------------------------

def _key_line(text: str) -> str:
    """The first non-blank line of ``text``, stripped: to find it in the source."""
    line = next((line.strip() for line in text.split("\n") if line.strip()), "")
    return line[:40]


def _short(text: str) -> str:
    line = " ".join(text.split())
    return line if len(line) <= 40 else line[:39] + "…"


#: a line that opens or closes a fenced block of code
_FENCE_LINE = re.compile(r"[ \t]{0,3}(?:`{3}|~{3})")


def _prose(text: str) -> bool:
    """Whether a text holds a word outside its fenced code and its lines of an image alone (linear: one anchored
    match per line)."""
    fenced = False
    for line in text.split("\n"):
        if _FENCE_LINE.match(line):
            fenced = not fenced
        elif not fenced and not is_picture(line) and any(c.isalpha() for c in line):
            return True
    return False


def _answer_line(text: str) -> str | None:
    for line in text.split("\n"):
        if _ANSWER_LINE.match(line):
            return line.strip()
    return None


#: a choice label at a line's start, with or without a space after it: "A)", "- b.", "**C)**", "(d)", "[A]"
_KEY_LABEL = re.compile(r"[ \t>]*(?:[-*+][ \t]+)?(?:\*\*|__)?[(\[]?([A-Ha-h])(?:\*\*|__)?([.)\]:])(?!\w\.)")
#: a line key of one to three words before a colon: "Richtige Antwort:", "**Answer:**", "Đáp án:"
_KEY_WORDS = re.compile(r"[ \t>]*(?:[-*+][ \t]+)?(?:\*\*|__)?([^\W\d_]{1,20}(?:[ \t]+[^\W\d_]{1,20}){0,2})[ \t]*"
                        r"(?:\*\*|__)?[ \t]*[:：]")


def _line_key(line: str) -> tuple[str, str] | None:
    """What kind of line this is by its start, when it has a key: ``("label", "A)")``, ``("field", "answer")``."""
    if m := _KEY_LABEL.match(line):
        return "label", m.group(1).upper() + m.group(2)
    if m := _KEY_WORDS.match(line):
        return "field", " ".join(m.group(1).casefold().split())
    return None


def _label_before(prefix: str) -> bool:
    """Whether what stands before a choice's text on its line is a label (``A.``, ``*C.``, ``- (b)``, ``**2)**``):
    short, with a letter or a digit; a bullet alone (``-``) or nothing is none."""
    return 0 < len(prefix) <= 8 and any(c.isalnum() for c in prefix)


def _choice_like(line: str) -> int | None:
    """The position a line's label names when it is a labelled choice line (``A. x``, ``- b) x``)."""
    rest = line[_CHOICE_LINE_START.match(line).end():]   # type: ignore[union-attr]  # the pattern matches anywhere
    split = split_label(rest.strip())
    return split[0] if split and split[1] else None


def _asks_with_choices(text: str, numbered: bool = False, stated: bool = False) -> str | None:
    """The line that asks, when ``text`` holds a question-like line followed by two or more labelled
    choice lines (A, B... in order) before anything else; else None. ``numbered``: choices numbered in
    brackets (``(1)``, ``2)``) count too, under a line that asks (in a question's text; an explanation's
    "Why? (1) ... (2) ..." is its own list, a translation of the question there is no question of its own).
    ``stated``: the file's own stems are mostly statements, so a line that does not ask, no label itself, counts
    too when choices labelled from A follow it."""
    lines = [line for line in text.split("\n") if line.strip()]
    for i, line in enumerate(lines):
        stripped = line.strip()
        if not (ASKS.search(stripped) or _numbered_line(stripped)
                or (stated and _marked_choice(stripped) is None and len(stripped.split()) >= 3)):
            continue
        for label in (_choice_like, _choice_numbered) if numbered else (_marked_choice,) if stated else (_choice_like,):
            if label is _choice_numbered and not ASKS.search(stripped):
                continue                        # "2. After two swaps:" then "1) ..." "2) ...": a list in the text
            want = 0
            for other in lines[i + 1:i + 8]:
                if label(other.strip()) == want:
                    want += 1
                else:
                    break
            if want >= 2:
                return stripped
    return None


def _marked_choice(line: str) -> int | None:
    """``_choice_like``, a right-choice mark glued before the label allowed (``*a) True``)."""
    return _choice_like(line[1:] if line[:1] in "*+" and line[1:2].isalnum() else line)


#: a choice numbered in brackets: "(1) x", "1) x", after a list marker or none
_NUMBERED_CHOICE = re.compile(r"\(?([1-9])\)[ \t]+\S")


def _choice_numbered(line: str) -> int | None:
    """The position a line's number names when it is a choice line numbered in brackets (``- (1) x``, ``2) x``)."""
    rest = line[_CHOICE_LINE_START.match(line).end():]   # type: ignore[union-attr]  # the pattern matches anywhere
    m = _NUMBERED_CHOICE.match(rest)
    return int(m.group(1)) - 1 if m else None


#: a Markdown heading's opening (``### ``)
_ATX_HEADING = re.compile(r"[ ]{0,3}#{1,6}[ \t]")
#: a number alone on its line
_BARE_NUMBER = re.compile(r"[ \t]*\d{1,6}[ \t]*")
#: "12." "Q12:" "## Question 12" "**12)" at a line's start, and the style it is written in
_NUMBER_LINE = re.compile(
    rf"([ \t]*)((?:#{{1,6}}[ \t]+)?(?:\*\*|__)?[ \t]*(?:(?:{_Q_WORDS})[ \t]*(?:no\.?|n[°º]|#)?[ \t]*)?)"
    r"(\d{1,4})(?:([.)、．:：]|[ \t]*[-–—])(?!\d)|(?=[ \t]*$)|(?=\ufe0f?\u20e3))", re.I)


def _numbered_line(line: str) -> tuple[tuple[str, str, int], int] | None:
    """``((prefix, punctuation, indent), number)`` when ``line`` starts with a number as questions are
    numbered; None otherwise."""
    m = _NUMBER_LINE.match(line)
    if not m:
        return None
    prefix = re.sub(r"\s+", " ", m.group(2).casefold()).strip()
    return (prefix, (m.group(4) or "").strip(), len(m.group(1).expandtabs(4))), int(m.group(3))

