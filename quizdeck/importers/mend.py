"""What every reader may leave in a deck and is certainly not text: question and choice labels, taken off.

Run once per source after its reader, whatever the format (``convert.read_source``), before the
second look (``sanity.check_deck``). It learns the labels from the file itself, never from one
bank's pattern:

* **Question labels.** The start of each question's first line is parsed into a label shape:
  an optional heading marker and bold or italics (``_Q1: text_``), then a word of any script and a number
  (``Question 3:``, ``Q12.``, ``NO.1``, ``Pregunta 3 -``, ``Questão 2)``, ``Вопрос 5.``, ``问题1：``, ``#4``,
  ``Question #1:``), a bare running number (``12)``), ``第3题``, keycap or circled numbers
  (``1️⃣``, ``①``), or a question word alone (``Question:``, ``Q:``, ``Q.``). When more than half of the
  questions start with labels of one shape, and they are labels for certain (the word is a
  question word in some language, or the numbers run: they go up by one, or start again at 1),
  the label is taken off every question that has it; written twice (``Question: Question:``), it
  is taken off twice. A label shape only some questions have is left, and the second look warns
  about it at its line. A number and its sign before nine questions in ten is the label too when its numbers do
  not run (they count within parts of the file); a number may carry a small letter before its sign (``Câu 13a:``,
  a question inserted later), or the question's kind in brackets (``Sual 1 (Situasiya):``).
* **The label the reader left.** The shape most questions' source lines wear (the reader took it off them) is
  taken off a text that still opens with that very label; and a running number left because the text itself
  opens with digits (``9.2025…``, one decimal to the reader) is taken off when it is the next after the question
  before and before the question after; so is one glued to the text's first letter (``4-La`` between ``3- La``
  and ``5- La``), when the question after wears the next number.
* **A code span of prose.** `` `Question: Angular is a:` `` as most questions' whole first line, a label opening
  it: the backticks off (``prosespans``), then the label, as any; a label in a code span of code
  (`` `Q1: x = 1;` ``) off, the code kept.
* **A heading that names each question.** ``## سوال اول``, ``## سوال دوم``: every question's text opened by a heading
  of the same words but a last one, different in each (the number written in words): taken off.
* **The page's lines above each question.** Two or more lines that open most questions' texts, the same in each
  but for their numbers (a scraped page's ``Question #: 2``, ``[All Questions]``), up to a line that asks,
  introduces or opens code: taken off.
* **A running number slipped in form.** ``1, What``, ``7\\.What``, ``1 Dunya``: taken off when the numbers run
  (``slippednumbers``).
* **A record's heading.** ``### C05【… · 判断】`` on a text, where the same form heads the others' from outside
  (``recordheads``): taken off.
* **A stray closer.** A text starting with bold's closing ``**``, a space after it (``★** Which…``): what a reader
  left of a label's bold; it opens nothing. Taken off, with the sign before it.
* **A mark glued on.** One symbol glued before the text of nearly every question (``#Divide…``), not a sign,
  quote, bracket or Markdown's own: where the file's questions start, taken off.
* **Kind lines.** A short line above most questions' texts, of a few values each repeated (``QCM``, ``VF``),
  becomes the question's tag; a value once in the file too when its source line wears the others' markup.
* **Bracketed kinds.** A bracketed tag before most questions' texts, of a few values each repeated (``[Easy]``,
  ``【单选题】``, or in round brackets glued to the text, ``(判断题)Spring…``): the question's tag.
* **Choice labels.** When every choice of a question carries its own label in order (``A.``,
  ``b)``, ``(1)``, ``[A]``, ``**A)**``: the card letters the choices itself), the labels are taken
  off; a question with two choices only when another question of the file has labelled choices too.

What was taken off is counted in the deck (``ImportedDeck.mended``) and said in the import's
summary line. Nothing uncertain is changed here: that is warned, not mended. Every pattern is
linear in the length of the line (a stranger's file may be one megabyte-long line).
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from quizdeck.importers.arrowglosses import take_arrow_glosses
from quizdeck.importers.choicetails import take_choice_tails
from quizdeck.importers.choicetext import without_labels
from quizdeck.importers.formprefix import first_line, take_form_prefixes
from quizdeck.importers.idprefix import take_id_prefixes
from quizdeck.importers.imported import ImportedDeck, ImportedQuestion, make_tag
from quizdeck.importers.labels import split_label
from quizdeck.importers.linekinds import SUM
from quizdeck.importers.prosespans import take_prose_spans
from quizdeck.importers.recordheads import take_record_heads
from quizdeck.importers.sharedexplanations import take_section_titles, take_shared_explanations
from quizdeck.importers.slippednumbers import take_slipped_numbers

#: a capital letter alone before a choice's text, a space and no sign between (``A 查看节点``): a bare label
_BARE_LETTER = re.compile(r"([A-L])[ \t]+(\S.*)", re.S)
#: what a line gives after its key and colon (``Answer: A minor``, ``答案：A``), up to 200 characters
_SAID_AFTER_KEY = re.compile(r"^[^:：]{1,60}[:：][ \t*_]*([^:：]{1,200})$")
#: words that name a question, in the languages of the banks seen (casefolded, no trailing dot)
QUESTION_WORDS = frozenset({
    "q", "question", "questions", "qestion", "quesiton", "qn", "ques", "qs", "no", "nr", "num", "number",
    "pergunta", "questão", "questao", "pregunta", "preg", "frage", "aufgabe", "vraag", "domanda",
    "pytanie", "otázka", "soru", "sual", "câu", "soal", "tanong", "вопрос", "питання", "задание", "задача",
    "問題", "问题", "题目", "題目", "题", "題", "문제", "문항", "質問", "سؤال", "السؤال", "שאלה", "ερώτηση",
    "întrebare", "întrebarea", "intrebare", "intrebarea", "kérdés", "kerdes", "kysymys", "fråga", "spørsmål",
    "spørgsmål", "pitanje", "питање", "въпрос", "vprašanje", "klausimas", "jautājums", "küsimus", "pyetja",
    "pyetje", "pertanyaan", "soalan", "swali", "سوال", "प्रश्न", "คำถาม",
})

#: the start of a question's first line that is its label (see the module's docstring)
_LABEL = re.compile(
    r"(?P<head>#{1,6}[ \t]+)?(?P<open>\*\*|__|[*_](?![*_ \t])|`(?=[^`\n]*`))?[ \t]*(?P<paren>\()?(?:"
    r"(?P<cjk>第[ \t]*(?P<cjkn>\d{1,4})[ \t]*[题題问問道])"
    r"|(?P<caps>(?:[0-9]\ufe0f?\u20e3){1,3}|\U0001f51f)"
    r"|(?P<circ>[\u2460-\u2473\u24f5-\u24fe\u2776-\u2793])"
    # a word, or up to three of which one names a question ("Câu hỏi 3:"); ".1": "1." as a PDF of right-to-left
    # text gives it
    r"|(?P<word>[^\W\d_]{1,12}(?:[ \t]+[^\W\d_]{1,12}){0,2}?(?:[ \t]+(?:no|nr|n[°º])\b)?)?(?P<wdot>\.)?[ \t]*"
    r"(?P<infix>(?:#|№|n[°º])[ \t]*)?(?P<num>\d{1,4})(?!\d)"
    # a question inserted later between two numbers: the number and a small letter, the label's sign right after
    r"(?P<sub>[a-z](?=[ \t]*[.):：、．]))?"
    # its kind in brackets between the number and the sign: "Sual 1 (Situasiya):", the label's too
    r"(?P<kind>[ \t]+\([^()\n]{1,30}\)(?=[ \t]*[:：]))?"
    r"|(?P<bare>[^\W\d_]{1,12}(?:[ \t]+[^\W\d_]{1,12}){0,2})"
    r")(?P<punct>[ \t]*(?:[.):：、．]|[-–—](?=[ \t]))(?:[-–—.)](?![\w]))?)?(?P<close>\*\*|__|[*_](?![*_])|`)?", re.I)
_SPACE = re.compile(r"[ \t]+")
#: a label's number (with the sub-letter of a question inserted later)
_NUMBER = re.compile(r"\d+[a-z]?(?=\D|$)")
#: a bracketed tag at the start of a line, maybe ``key: value``: ``[domain:Billing & Support]``, ``【单选题】``; not a
#: checkbox, a label (``[A]``), a footnote (``[^1]``), an alert (``[!NOTE]``) or a link (``[text](url)``, ``[text][r]``)
_BRACKET_TAG = re.compile(r"(?P<whole>(?:\*\*|__)?[\[【](?![!^])(?:(?P<key>[^\W\d_][\w -]{0,20}?)[ \t]*[:：=][ \t]*)?"
                          r"(?P<value>[^\[\]【】\n]{2,60}?)[ \t]*[\]】](?:\*\*|__)?)(?![(\[:])")
#: a code in a bracketed tag's place, a question's id: letters, then digits (``hs01``, ``Q-12``, ``AWS_003``)
_CODE = re.compile(r"[A-Za-z]{1,6}[-_]?\d{1,6}")
#: a kind in round brackets glued to the text after it (``(判断题)Spring…``) or alone on its line, maybe with more
#: after a comma (a score, ``(单选题, 5分)``): only a recurring one, of few values, is a tag (see
#: ``_Mender.bracket_tags``)
_ROUND_TAG = re.compile(r"(?P<whole>[(（](?P<key>(?!))?(?P<value>[^\W\d_][^()（）,，;；\n]{1,20}?)[ \t]*"
                        r"(?:[,，;；][^()（）\n]{0,20})?[)）])(?=[^\W\d_]|[\"'“‘「《]|[ \t]*$)")
_WIDE_PUNCT = "：、．。"
_BLANK_LINES = re.compile(r"\A(?:[ \t]*\n)+")
#: a Markdown heading's marker at its line's start: ``## ``
_HEADING_MARK = re.compile(r"[ \t]{0,3}#{1,6}[ \t]+")
#: "**Category:** Logic", "Topic: Networks": a short field above a question's text
_FIELD = re.compile(r"(?:\*\*|__)?(?P<key>[^\W\d_][^\W\d_ ]{0,19}(?: [^\W\d_]{1,20})?)(?:\*\*|__)?[ \t]*[:：]"
                    r"(?:\*\*|__)?[ \t]*(?P<value>[^\W_][^*_\n]{0,58}?)(?:\*\*|__)?[ \t]*$")


@dataclass(frozen=True)
class Label:
    """A label at the start of a question's first line."""

    group: tuple[str, str]      # what labels of one shape share: (kind, word), e.g. ("num", "question")
    number: int | None          # its number, None for a word alone
    end: int                    # where the label ends in the line (the text starts after the spaces)
    keep_open: str              # an opening ``**`` that the label did not close: kept before the text
    shown: str                  # the label as messages show it, its number as N: ``Question N:``

    @property
    def question_word(self) -> bool:
        return _names_question(self.group[1])


#: what may join a sign to the next or dress it (a variation selector, a zero-width joiner, a keycap's enclosing mark)
_JOINERS = frozenset("\ufe0e\ufe0f\u200d\u20e3")


def decoration(line: str) -> int:
    """Where a line's text starts past a decoration before it: spaces, then one or two signs (Unicode symbols out of
    ASCII, an emoji with its selectors: `` 🧠 Q1``, ``✅ Soal 1``) and the spaces after them; 0 when no sign stands
    there (a label's own signs, ``🔟``, are matched as labels first)."""
    at, signs = 0, 0
    while at < len(line) and line[at] in " \t":
        at += 1
    while at < len(line) and signs <= 2:
        if line[at] > "\x7f" and unicodedata.category(line[at]) in ("So", "Sk"):   # (not ``^``, ``\```: text's)
            signs += 1
        elif line[at] not in _JOINERS or not signs:
            break
        at += 1
    if not 1 <= signs <= 2:
        return 0
    while at < len(line) and line[at] in " \t":
        at += 1
    return at


#: what a question's text may open with glued to its number's sign (``০১._____ সালের``, ``3."Hamlet"``, ``4.(a)``)
_GLUED_OPENERS = frozenset("_\"'([")


def label_of(line: str) -> Label | None:
    """The label at the start of ``line``, or None (see the module's docstring for the shapes); a decoration before
    it (``decoration``: `` 🧠 Q1``) is the label's, taken off with it."""
    m = _LABEL.match(line)
    if not m and (lead := decoration(line)):
        m = _LABEL.match(line, lead)
    if not m:
        return None
    punct = _SPACE.sub("", m.group("punct") or "")
    paren = bool(m.group("paren"))
    if paren and not punct.startswith(")"):
        return None                                    # "(3" without its ")"
    if m.group("cjk"):
        kind, word, number = "cjk", "第题", int(m.group("cjkn"))
    elif m.group("caps"):
        caps = m.group("caps")
        kind, word, number = "caps", "", 10 if caps == "\U0001f51f" else int("".join(c for c in caps if c.isdigit()))
    elif m.group("circ"):
        kind, word, number = "caps", "", int(unicodedata.numeric(m.group("circ")))
    elif m.group("num") is not None:
        word = _SPACE.sub(" ", (m.group("word") or "").casefold()) + (m.group("wdot") or "")
        kind, number = "num", int(m.group("num"))
        if m.group("infix"):
            word += _SPACE.sub("", m.group("infix"))
        if not word and not punct and (m.group("open") or line[m.end():].strip()):
            return None                                # "2 + 2": a number, not a label (alone on its line, it may be)
    else:
        kind, word, number = "bare", _SPACE.sub(" ", m.group("bare").casefold()), None
        if not punct or not _names_question(word) or (punct[0] not in ":：" and not (
                punct == "." and word in _STOPPED_WORDS)):
            return None                                # "Which of…", "True or False:", "No.": text, not a label
    if kind == "num" and " " in word.strip() and not _names_question(word):
        return None                                    # "What is 1 + 1": words and a number, not a label
    end = m.end()
    opened, closed = m.group("open") or "", m.group("close") or ""
    if closed and not opened and closed[0] == "_" and line[end:end + 1] in ("_", " ", ""):
        end, closed = end - len(closed), ""            # "০১._______ সালের": a blank to fill, no emphasis closed
    rest = line[end:]
    if closed and closed != opened:
        return None
    wide = bool(punct) and punct[-1] in _WIDE_PUNCT
    if rest and rest[0] not in " \t" and not (wide or kind in ("cjk", "caps") or (punct and (
            ord(rest[0]) > 0x7F or rest[0] in _GLUED_OPENERS or (rest[0].isalpha() and kind == "num" and not word)))):
        return None                                    # "Q12abc", "1.5": not a label and its text
    shown = line[m.start() + len(m.group("head") or ""):end].replace(m.group("kind") or "\n", "").strip()
    shown = re.sub(r"\d+", "N", shown) if kind in ("num", "cjk") else shown
    # an opening sign nothing closes on the line is a mark (a required question's ``*``), not emphasis to keep
    keep = opened if opened and not closed and opened in rest else ""
    return Label((kind, word), number, end, keep, shown)


#: question words that name a question wherever they stand among a label's words ("Câu hỏi", "Multiple choice
#: question"); "no", "nr"... only follow such a word
_NAMING_WORDS = QUESTION_WORDS - {"no", "nr", "num", "number", "q", "qs"}


#: a question word alone that may end with a full stop, as an abbreviation does (``Q. What…``); not those that
#: begin a sentence (``No. It is…``)
_STOPPED_WORDS = frozenset({"q", "qn", "ques", "qs"})


def _names_question(words: str) -> bool:
    """Whether a label's word(s) name a question: one word that is a question word, or several of which one
    names a question (``câu hỏi``, ``multiple choice question``)."""
    parts = [w for w in re.split(r"[\s.#№]", words) if w]
    if len(parts) <= 1:
        return bool(parts) and parts[0] in QUESTION_WORDS
    # several words: one of them names a question, or all are such words ("q no"); "number of" does not
    return all(w in QUESTION_WORDS for w in parts) or any(w in _NAMING_WORDS for w in parts)


def _signed(label: str) -> bool:
    """Whether a label as written ends with a sign after its number (``4-``, ``Q4.``), not with the number itself
    (``Q4``: then a letter after it is a word's, ``Q4b``)."""
    return bool(label) and not label[-1].isalnum()


def _after_first_line(text: str) -> str:
    """``text`` from its second non-blank line on."""
    start, line = first_line(text)
    return _BLANK_LINES.sub("", text[start + len(line):].lstrip("\n"))


def _shape_of(line: str) -> str:
    """A line compared with the same line of other questions: its numbers, case and spaces aside."""
    return " ".join(re.sub(r"\d+", "#", line).casefold().split())


def _runs(numbers: list[int]) -> bool:
    """Whether numbers go like questions' running numbers: up by one (or again from 1), mostly."""
    steps = list(itertools.pairwise(numbers))
    if not steps:
        return True
    up = sum(1 for a, b in steps if b == a + 1)
    again = sum(1 for a, b in steps if b <= 1 < a)
    rising = sum(1 for a, b in steps if b > a)
    return up > 0 and up + again >= 0.5 * len(steps) and rising + again >= 0.8 * len(steps)


#: the share of questions a label shape must open for its numbers not to have to run
_EVERY = 0.9


def _every_record(members: list[tuple[int, Label]], questions: int) -> bool:
    """A number and its sign before nine questions in ten, the numbers not all one: the file's label even when its
    numbers do not run (they count within parts of the file, or the questions were drawn from a larger set)."""
    numbers = {label.number for _, label in members}
    return len(members) >= 4 and len(members) >= _EVERY * questions and len(numbers) > 1 and \
        not members[0][1].shown.endswith("N")


#: a question word alone in capitals before a question's text, no sign after it: ``Q Kolika je…``
_MARKER_WORD = re.compile(r"([A-Z]{1,4})[ \t]+(?=\S)")


def _part_labels(groups: dict[tuple[str, str], list[tuple[int, Label]]]) -> list[tuple[int, Label]] | None:
    """Labels of one shape but for a letter before their number (``**A1.**``, ``**B1.**``: a part's letter): of the
    letters whose numbers run (from 1 or on) on two questions at least, two at least, in blocks (each part's questions
    together): all their labels, in the questions' order; None when there are none such."""
    shapes: dict[str, dict[str, list[tuple[int, Label]]]] = {}
    for (kind, word), members in groups.items():
        if kind != "num" or len(word) != 1 or not word.isalpha():
            continue
        for i, label in members:
            shape = re.sub(r"[^\W\d_]", "L", label.shown, count=1)
            shapes.setdefault(shape, {}).setdefault(word, []).append((i, label))
    best: list[tuple[int, Label]] | None = None
    for every in shapes.values():
        letters = {w: m for w, m in every.items() if len(m) >= 2 and _runs([label.number or 0 for _, label in m])}
        if len(letters) < 2:
            continue   # (a letter whose numbers do not run is left: the second look warns)
        merged = sorted((x for m in letters.values() for x in m), key=lambda x: x[0])
        changes = sum(1 for a, b in itertools.pairwise(merged) if a[1].group != b[1].group)
        if changes < len(letters) and (best is None or len(merged) > len(best)):
            best = merged
    return best


#: a label's sign that a slip of the keyboard writes twice (``*2、、text``); not ``.``: ``1. ...text`` is an ellipsis
_TWICE = ")：、．:"


def _sign_again(after: str, label: Label) -> str:
    """``after`` (the text after ``label``) without the label's own sign written a second time, once (``、text``
    after ``2、`` is ``text``); a run of the sign (``::``) is the text's."""
    sign = label.shown.rstrip("*_ \t")[-1:]
    if sign and sign in _TWICE and after.startswith(sign) and after[1:2] != sign:
        return after[1:].lstrip(" \t")
    return after


def _without_label(q: ImportedQuestion, label: Label) -> str | None:
    """The question's text without ``label`` (and without it again when written twice); None when
    nothing would be left."""
    text = q.text
    for _ in range(3):
        start, line = first_line(text)
        found = label_of(line)
        if found is None or found.group != label.group or (text is not q.text and found.number != label.number):
            break
        after = _sign_again(line[found.end:].lstrip(" \t"), found)
        rest = text[start + len(line):]
        if after.strip():
            after = found.keep_open + after
        else:                                   # the label was the whole line: the text starts below it
            after, rest = "", _BLANK_LINES.sub("", rest.lstrip("\n"))
            start = text.rfind("\n", 0, start) + 1   # its spaces before a decoration (`` 🧠 Q1``) too
        new = text[:start] + after + rest
        if not new.strip():
            return None
        text = new
    return text if text is not q.text else None


@dataclass
class _Mender:
    deck: ImportedDeck
    lines: Sequence[str] | None = None    # the source's lines, when known: where a part stood

    def run(self) -> None:
        self.wrappers()
        self.lone_closers()   # after the wrappers: a closer whose opener a reader already took off
        self.stray_closers()
        self.glued_marks()
        take_prose_spans(self.deck, lambda held: label_of(held) is not None)   # "`Question: Angular is a:`"
        self.shared_line_above_labels()
        self.question_labels()
        self.marker_words()             # after the labels: "Q " alone before every text, no sign
        self.glued_numbers()            # after the labels: one left where the text itself opens with a digit
        take_slipped_numbers(self.deck, self.lines)   # after the labels: "1, What", "7\\.What", "1 Dunya"
        take_form_prefixes(self.deck)   # after the labels: a prefix no label pattern knows, learnt by its form
        take_id_prefixes(self.deck)     # "`e-001` *Auswahl* – ": an id and a kind before every text (idprefix)
        take_record_heads(self.deck, self.lines)   # "### C05【… · 判断】" kept where the others' are left out
        self.heading_names()
        self.bracket_tags()
        self.field_lines()
        self.kind_lines()
        self.shared_lines_above()   # after the kind lines: those become tags
        self.blanks_above_choices()   # before the labels: the choices left are labelled in order then
        self.choice_bullets()
        self.choice_labels()
        self.choice_notes()
        take_choice_tails(self.deck)   # "text *key: note*" ending a choice's line: its why
        take_arrow_glosses(self.deck)   # "text -> gloss" on the choices of most questions: its why (arrowglosses)
        take_shared_explanations(self.deck)   # "[View Answer](...)" after every question: the page's
        take_section_titles(self.deck)   # "LEVEL 2" read as the explanation of the question before the section

    def wrappers(self) -> None:
        """A tag of the page's own alone on the first line of most questions' texts (``<quiz>``), closed
        (``</quiz>``) alone on the last line of the question's last part (only HTML comments after it, the
        page's own notes): a wrapper, not text."""
        questions = self.deck.questions
        members: list[tuple[ImportedQuestion, str, str]] = []
        for q in questions:
            _, line = first_line(q.text)
            m = _OPEN_TAG.fullmatch(line)
            if m is None or (last := _before_closing(_last_part(q), m.group(1))) is None:
                continue
            members.append((q, m.group(1), last))
        if len(members) < 3 or 2 * len(members) <= len(questions) or len({name for _, name, _ in members}) != 1:
            return
        for q, _name, last in members:
            start, line = first_line(q.text)
            q.text = q.text[:start] + _BLANK_LINES.sub("", q.text[start + len(line):].lstrip("\n"))
            _set_last_part(q, last)
        self.deck.mend(f"the tags '<{members[0][1]}>' '</{members[0][1]}>' around {{n}} question{{s}}", len(members))

    def lone_closers(self) -> None:
        """A closing tag of the page's own alone on the last line of most questions' last part (``<?/quiz?>``,
        ``</quiz>``; three questions at least, more than half), the same on all, its opener already taken off by a
        reader (``<?quiz?>`` above each question's text) or never written: the page's markup, not text."""
        questions = self.deck.questions
        members: list[tuple[ImportedQuestion, str]] = []
        names: set[str] = set()
        for q in questions:
            lines = _last_part(q).rstrip().split("\n")
            m = _CLOSE_TAG.fullmatch(lines[-1].strip()) if len(lines) > 1 else None
            if m is None or _opens(q, m.group(1) or m.group(2)):
                continue
            names.add(lines[-1].strip())
            members.append((q, "\n".join(lines[:-1]).rstrip()))
        if len(members) < 3 or 2 * len(members) <= len(questions) or len(names) != 1:
            return
        for q, rest in members:
            _set_last_part(q, rest)
        self.deck.mend(f"the closing tag {next(iter(names))!r} after {{n}} question{{s}}", len(members))

    def stray_closers(self) -> None:
        """A question text that starts with bold's closing ``**`` (or ``__``), a space after it, maybe a sign before
        it (``★** Which…``): what a reader left of a label's bold (``**Q4. ★**``); such a ``**`` opens nothing, and
        Markdown shows it as it is. Taken off, with the sign it closed over."""
        taken = 0
        for q in self.deck.questions:
            start, line = first_line(q.text)
            m = _STRAY_CLOSER.match(line)
            if m is None or line[m.end():].count(m.group(1)) % 2:
                continue
            q.text = q.text[:start] + q.text[start + m.end():]
            taken += 1
        if taken:
            self.deck.mend("the bold's closing '**' left before {n} question text{s}", taken)

    def glued_marks(self) -> None:
        """One symbol glued before the text of nearly every question (``#Divide…``, ``•Which…``; three questions at
        least): the file's mark of where a question starts, not its text (a sign, a quote, a bracket, ``¿``, or
        Markdown's own is text: see ``_GLUED_MARK``)."""
        questions = self.deck.questions
        marks = [m.group(1) if (m := _GLUED_MARK.match(first_line(q.text)[1])) and
                 unicodedata.category(m.group(1)) in ("Po", "Sm", "So") else "" for q in questions]
        mark = Counter(marks).most_common(1)[0][0] if marks else ""
        members = [i for i, m in enumerate(marks) if m == mark]
        if not mark or len(members) < 3 or len(members) < 0.9 * len(questions):
            return
        for i in members:
            q = questions[i]
            start, _ = first_line(q.text)
            q.text = q.text[:start] + q.text[start + len(mark):]
        self.deck.mend(f"the mark {mark!r} glued before {{n}} question text{{s}}", len(members))

    def bracket_tags(self) -> None:
        """A bracketed tag before most questions' texts (``[domain:Billing & Support]``, ``[Easy]``,
        ``【单选题】``; in round brackets only glued to the text, ``(判断题)Spring…``, a score after a comma left out),
        that recurs: one key in all (``domain:``), or few values each repeated. It is the
        question's tag (``domain::Billing-&-Support``), not its text. One that does not recur is left for
        the second look to warn about."""
        questions = self.deck.questions
        members: list[tuple[int, re.Match[str]]] = []
        for i, q in enumerate(questions):
            _, line = first_line(q.text)
            if (m := bracket_tag(line) or _ROUND_TAG.match(line)) is not None:
                members.append((i, m))
        if len(members) < 3 or 2 * len(members) <= len(questions):
            return
        keys = {(m.group("key") or "").casefold() for _, m in members}
        values = {m.group("value").casefold() for _, m in members}
        if keys == {""} and len(values) == len(members) and 5 * len(members) >= 4 * len(questions) and all(
                _CODE.fullmatch(m.group("value")) for _, m in members):
            self._bracket_codes(members)        # "[hs01]", "[rm02]": a code each, the question's id
            return
        if not (len(keys) == 1 and keys != {""}) and 2 * len(values) > len(members):
            return                              # no key, and a value each: text, not a tag
        taken = 0
        for i, m in members:
            q = questions[i]
            start, line = first_line(q.text)
            rest = line[m.end():].lstrip(" \t")
            text = q.text[:start] + (rest or _BLANK_LINES.sub("", q.text[start + len(line):].lstrip("\n")))
            if rest:
                text += q.text[start + len(line):]
            if not text.strip():
                continue
            q.text = text
            parts = [make_tag(p) for p in (m.group("key"), m.group("value")) if p]
            if (tag := "::".join(p for p in parts if p)) and tag not in q.tags:
                q.tags.append(tag)
            taken += 1
        if taken:
            shown = members[0][1].group("whole")
            self.deck.mend(f"the tag {_short(shown)!r} before {{n}} question text{{s}} (now their tags)", taken)

    def _bracket_codes(self, members: list[tuple[int, re.Match[str]]]) -> None:
        """Codes in square brackets before the questions' texts, each its own (``[hs01] 图中…``): ids, taken off."""
        taken = 0
        for i, m in members:
            q = self.deck.questions[i]
            start, line = first_line(q.text)
            rest = line[m.end():].lstrip(" \t")
            if not rest or not m.group("whole").startswith("["):
                continue
            q.text = q.text[:start] + rest + q.text[start + len(line):]
            taken += 1
        if taken:
            shown = members[0][1].group("whole")
            self.deck.mend(f"the codes like {_short(shown)!r} before {{n}} question text{{s}} (each its own: ids)",
                           taken)

    def field_lines(self) -> None:
        """A ``**Category:** Logic`` line above most questions' texts, with few values each repeated: the
        question's category, not its text; it becomes the question's tag."""
        questions = self.deck.questions
        fields: dict[str, list[tuple[int, str, str]]] = {}
        for i, q in enumerate(questions):
            start, line = first_line(q.text)
            m = _FIELD.match(line)
            rest = q.text[start + len(line):]
            if m and rest.strip() and m.group("key").casefold() not in QUESTION_WORDS:
                fields.setdefault(m.group("key").casefold(), []).append((i, m.group("value").strip(), line))
        if not fields:
            return
        members = max(fields.values(), key=len)
        values = {value.casefold() for _, value, _ in members}
        if 2 * len(members) <= len(questions) or len(members) < 3 or 2 * len(values) > len(members):
            return                              # not on most questions, or a value each: text, not a category
        for i, value, line in members:
            q = questions[i]
            start = q.text.index(line)
            q.text = q.text[:start] + _BLANK_LINES.sub("", q.text[start + len(line):].lstrip("\n"))
            if (tag := make_tag(value)) and tag not in q.tags:
                q.tags.append(tag)
        self.deck.mend(f"the line {_short(members[0][2])!r} of {{n}} question text{{s}} (now their tag{{s}})",
                       len(members))

    def shared_line_above_labels(self) -> None:
        """One line, the same in most questions, above a label that most questions' second lines start with
        (``**✅ Correct**`` then ``**Q:** What…``, a quiz's results page): the label says where the question
        starts, so the line above it is the page's, not the question's text. Taken off; the label goes next."""
        questions = self.deck.questions
        firsts = [first_line(q.text)[1] for q in questions]
        shared = Counter(firsts).most_common(1)[0][0] if firsts else ""
        members = [i for i, line in enumerate(firsts) if line == shared]
        if not shared or len(members) < 3 or 2 * len(members) <= len(questions) or label_of(shared) is not None:
            return
        seconds = {i: label_of(first_line(_after_first_line(questions[i].text))[1]) for i in members}
        groups: dict[tuple[str, str], list[int]] = {}
        for i, label in seconds.items():
            if label is not None:
                groups.setdefault(label.group, []).append(i)
        if not groups:
            return
        labelled = max(groups.values(), key=len)
        first = seconds[labelled[0]]
        numbers = [label.number or 0 for i in labelled if (label := seconds[i]) is not None]
        if 2 * len(labelled) <= len(questions) or first is None or \
                not (first.question_word or (len(labelled) >= 3 and _runs(numbers))):
            return
        for i in labelled:
            questions[i].text = _after_first_line(questions[i].text)
        self.deck.mend(f"the line {_short(shared)!r} above {{n}} question label{{s}}", len(labelled))

    def kind_lines(self) -> None:
        """A short line alone above most questions' texts, of two or three values each repeated
        (``Multiple Choice``, ``Select All That Apply``): the question's kind, not its text; it becomes its tag."""
        questions = self.deck.questions
        firsts: dict[int, str] = {}
        for i, q in enumerate(questions):
            _, line = first_line(q.text)
            if _KIND.fullmatch(line) and _after_first_line(q.text).strip() and label_of(line) is None:
                firsts[i] = line
        counts: dict[str, int] = {}
        for line in firsts.values():
            counts[line.casefold()] = counts.get(line.casefold(), 0) + 1
        values = {value for value, n in counts.items() if n >= 2}
        members = [i for i, line in firsts.items() if line.casefold() in values]
        if len(members) < 3 or 2 * len(members) <= len(questions) or len(values) > 3:
            return
        members += self._same_place(members, [i for i in firsts if i not in members], firsts)
        for i in members:
            q = questions[i]
            tag = make_tag(first_line(q.text)[1].strip("*_ \t"))
            q.text = _after_first_line(q.text)
            if tag and tag not in q.tags:
                q.tags.append(tag)
        shown = firsts[members[0]]
        self.deck.mend(f"the line {_short(shown)!r} above {{n}} question text{{s}} (now their tag{{s}})", len(members))

    def _same_place(self, members: list[int], others: list[int], firsts: dict[int, str]) -> list[int]:
        """Of ``others``, the questions whose kind line, once in the file, stands in the source as every member's
        does, in the same markup (``### Libre`` beside ``### QCM`` and ``### VF``): a kind of its own, not text.
        Only where the members' lines wear markup (a bare line once is as likely text) and the source is known."""
        shapes = {self._shape(i, firsts[i]) for i in members}
        if len(shapes) != 1 or (shape := shapes.pop()) in (None, "{}"):
            return []
        return sorted(i for i in others if self._shape(i, firsts[i]) == shape)

    def _shape(self, i: int, value: str) -> str | None:
        """The source line question ``i``'s first line came from, with that line's words as ``{}``; None when
        the source is not known or no line of the question holds it."""
        if self.lines is None:
            return None
        for first, last in self.deck.questions[i].lines:
            for n in range(max(first, 1), min(last, len(self.lines)) + 1):
                line = self.lines[n - 1].strip()
                if line and value in line:
                    return line.replace(value, "{}", 1)
        return None

    def question_labels(self, again: bool = True) -> None:
        questions = self.deck.questions
        labels = [label_of(line) if not SUM.match(line := first_line(q.text)[1]) else None   # "9 - 5 = ?": a sum
                  for q in questions]
        groups: dict[tuple[str, str], list[tuple[int, Label]]] = {}
        for i, label in enumerate(labels):
            if label is not None:
                groups.setdefault(label.group, []).append((i, label))
        if not groups:
            return
        members = max(groups.values(), key=len)
        parted = False
        if (parts := _part_labels(groups)) is not None and len(parts) > len(members):
            members, parted = parts, True       # "**A1.**"..."**B1.**": a part's letter and the number in it
        first = members[0][1]
        if 2 * len(members) <= len(questions):
            return                              # only some questions: the second look warns
        if not parted and not first.question_word and (
                len(members) < 3 or not _runs([label.number or 0 for _, label in members])) \
                and not _every_record(members, len(questions)):
            return                              # not a question word, and the numbers do not run: not sure
        taken = alone = 0
        for i, label in members:
            text = _without_label(questions[i], label)
            if text is not None:
                alone += not first_line(questions[i].text)[1][label.end:].strip()
                questions[i].text = text
                taken += 1
        if taken:
            shown = f"{first.shown!r} (a part's letter, a number in it)" if parted else repr(first.shown)
            self.deck.mend(f"the label {shown} of {{n}} question text{{s}}", taken)
        if again and 2 * alone > len(questions):
            # a label alone on its line (`` 🧠 Q1``) is the record's; the text under it may open with its own (``Q:``)
            self.question_labels(again=False)

    def marker_words(self) -> None:
        """A question word alone in capitals, no sign after it (``Q Kolika je…``), before the text of nine questions
        in ten (four at least), the same word each time: the file's question marker, not the text; taken off."""
        questions = self.deck.questions
        firsts = [first_line(q.text) for q in questions]
        found = [m.group(1) if (m := _MARKER_WORD.match(line)) and m.group(1).casefold() in _STOPPED_WORDS else None
                 for _, line in firsts]
        words = Counter(w for w in found if w)
        if not words:
            return
        word, count = words.most_common(1)[0]
        if count < 4 or count < _EVERY * len(questions):
            return
        taken = 0
        for q, (start, line), w in zip(questions, firsts, found, strict=True):
            m = _MARKER_WORD.match(line)
            if w == word and m is not None:
                q.text = q.text[:start] + line[m.end():] + q.text[start + len(line):]
                taken += 1
        self.deck.mend(f"the marker {word!r} before {{n}} question text{{s}}", taken)

    def glued_numbers(self) -> None:
        """The label left on a question between two labelled ones because its text itself opens with a digit
        (``9.2025 was…`` read as one decimal number): when the question's line starts with the label the question
        before wears in the source, its number one up, and the question after (if any) wears it one up again (or
        starts again), that is the running label, and the rest is the text. So too a label glued to the text's
        first letter (``4-La`` among ``3- La`` and ``5- La``, a typo the reader's label shape does not take), when
        the question after wears the next number: the run proves it."""
        questions = self.deck.questions
        worn = [self._worn(q) for q in questions]
        self._left_labels(worn)
        taken = {True: 0, False: 0}
        shown = ""
        for i in range(1, len(questions)):
            before, after = worn[i - 1], worn[i + 1] if i + 1 < len(worn) else None
            if before is None or before[1].number is None or worn[i] is not None:
                continue
            number = before[1].number + 1
            if after is not None and after[1].number not in (number + 1, 0, 1):
                continue
            label = _NUMBER.sub(str(number), before[0], count=1)
            start, line = first_line(questions[i].text)
            if not line.startswith(label) or not line[len(label):].strip():
                continue
            digit = line[len(label)].isdigit()
            if not digit and not (line[len(label)].isalpha() and _signed(label) and after is not None
                                  and after[1].number == number + 1):
                continue
            questions[i].text = questions[i].text[:start] + line[len(label):] + questions[i].text[start + len(line):]
            worn[i] = (label, Label(before[1].group, number, len(label), "", before[1].shown))
            shown = shown or before[1].shown
            taken[digit] += 1
        for digit, what in ((True, "its text opening with a digit"), (False, "glued to its text")):
            if taken[digit]:
                self.deck.mend(f"the label {shown!r} ({what}) of {{n}} question text{{s}}", taken[digit])

    def _left_labels(self, worn: list[tuple[str, Label] | None]) -> None:
        """A label of the shape most questions wear in the source (the reader took it off them) still on a question's
        text, because its number differs in form (``Q 2a:``, a question inserted later): taken off too, when it is
        the very label the question's source line wears."""
        groups = Counter(label.group for _, label in filter(None, worn))
        if not groups:
            return
        group, count = groups.most_common(1)[0]
        members = [label for _, label in filter(None, worn) if label.group == group]
        if 2 * count <= len(worn) or not (members[0].question_word or _runs([m.number or 0 for m in members])):
            return
        taken = 0
        for q, wears in zip(self.deck.questions, worn, strict=True):
            line = first_line(q.text)[1]
            label = label_of(line)
            if label is None or label.group != group or wears is None or line[:label.end] != wears[0]:
                continue                        # (a label of the text's own, ``1. int a;`` under ``8.``, is kept)
            if (text := _without_label(q, label)) is not None:
                q.text = text
                taken += 1
        if taken:
            self.deck.mend(f"the label {members[0].shown!r} (left by the reader) of {{n}} question text{{s}}", taken)

    def _worn(self, q: ImportedQuestion) -> tuple[str, Label] | None:
        """The numbered label the question's line wears in the source (its text may have lost it), and the label."""
        if self.lines is None or not 0 < q.pos.line <= len(self.lines):
            return None
        line = self.lines[q.pos.line - 1].strip()
        label = label_of(line)
        return None if label is None or label.number is None else (line[:label.end], label)

    def heading_names(self) -> None:
        """A heading that opens every question's text, the same words in each but its last, and that last word a
        different one in every question (``## سوال اول``, ``## سوال دوم``; ``### Aufgabe eins``): the question's name,
        its number written in words, not its text. Known only from the source (the line must stand there as a
        Markdown heading); taken off where the text goes on after it."""
        questions = self.deck.questions
        if self.lines is None or len(questions) < 3:
            return
        heads = {line[m.end():].strip().rstrip("#").strip() for line in self.lines if (m := _HEADING_MARK.match(line))}
        firsts = [first_line(q.text)[1] for q in questions]
        named = [i for i, line in enumerate(firsts)
                 if line in heads and _after_first_line(questions[i].text).strip() and not line.endswith(("?", "？"))]
        words = [firsts[i].split() for i in named]
        if len(named) < 3 or 5 * len(named) < 4 * len(questions) or any(not 2 <= len(w) <= 3 for w in words):
            return
        shared = {tuple(w[:-1]) for w in words}
        lasts = [w[-1].casefold() for w in words]
        if len(shared) != 1 or len(set(lasts)) != len(lasts) or any(len(last) > 15 for last in lasts):
            return                              # not one name written the same way, or a last word repeated
        for i in named:
            questions[i].text = _after_first_line(questions[i].text)
        self.deck.mend(f"the heading {_short(firsts[named[0]])!r} of {{n}} question text{{s}} (their names)",
                       len(named))

    def shared_lines_above(self) -> None:
        """Lines that open most questions' texts, the same in each but for their numbers (a scraped page's
        ``Actual exam question from`` / ``Question #: 2`` / ``[All GH-500 Questions]`` above every question): the
        page's, not the question's. Taken off where two or more of them open a text and the text goes on after
        them; a line that asks, introduces (``:``) or opens code is the question's, and ends them."""
        questions = self.deck.questions
        if len(questions) < 3:
            return
        texts = [[line.strip() for line in q.text.split("\n") if line.strip()] for q in questions]
        seen: Counter[str] = Counter()
        for lines in texts:
            seen.update({_shape_of(line) for line in lines})
        shared = {key for key, count in seen.items() if count >= 3 and 5 * count >= 3 * len(questions)}
        cut = [self._shared_run(lines, shared) for lines in texts]
        members = [i for i, k in enumerate(cut) if k >= 2]
        if len(members) < 3 or 5 * len(members) < 3 * len(questions):
            return
        for i in members:
            q = questions[i]
            rest = q.text.split("\n")
            kept = 0
            for k, line in enumerate(rest):
                if line.strip():
                    kept += 1
                    if kept > cut[i]:
                        q.text = "\n".join(rest[k:]).strip("\n")
                        break
        first = _short(texts[members[0]][0])
        self.deck.mend(f"the lines most question texts open with ({first!r}...) off {{n}} question text{{s}}",
                       len(members))

    @staticmethod
    def _shared_run(lines: list[str], shared: set[str]) -> int:
        """How many of ``lines`` from the first are shared ones, up to one that asks, introduces or opens code (and
        one line at least left after them)."""
        k = 0
        while k < len(lines) - 1 and _shape_of(lines[k]) in shared and not lines[k].startswith(("```", "~~~")) \
                and not lines[k].rstrip("*_ ").endswith(("?", "？", ":", "：")):
            k += 1
        return k

    def choice_bullets(self) -> None:
        """One symbol before every choice of the file (``☐ x``, ``○ x``, ``( ) x``; three questions at least):
        the page's box or bullet, not the choices' text."""
        choices = [c for q in self.deck.questions for c in q.choices]
        asked = sum(1 for q in self.deck.questions if q.choices)
        bullets = {m.group(1) if (m := _BULLET.match(c.text)) else "" for c in choices}
        if asked < 3 or len(bullets) != 1 or not (bullet := bullets.pop()):
            return
        for c in choices:
            c.text = c.text[_BULLET.match(c.text).end():]   # type: ignore[union-attr]  # every one matched above
        self.deck.mend(f"the mark {bullet!r} before {{n}} choice{{s}}", len(choices))

    def choice_labels(self) -> None:
        bare = self._bare_letters()
        plain = {i: without_labels(texts) or numbered_in_order(texts) or bare.get(i)
                 for i, q in enumerate(self.deck.questions) if (texts := [c.text for c in q.choices])}
        labelled = {i: out for i, out in plain.items() if out is not None}
        taken = 0
        for i, out in labelled.items():
            if len(out) == 2 and len(labelled) < 2:
                continue                        # "A. Lincoln", "B. Obama": one question alone is not sure
            for choice, text in zip(self.deck.questions[i].choices, out, strict=True):
                choice.text = text
            taken += 1
        if taken:
            self.deck.mend("the labels of {n} question{s}' choices", taken)

    def _bare_letters(self) -> dict[int, list[str]]:
        """The choices' texts (by question) without a capital letter alone before them, no sign after it (``A 查看``,
        ``B 提高``), where every choice of a question opens with the next letter from A and so do those of every
        question of the file with choices (three at least): the file's labels; else none. None either where the
        letters are words of the texts: two choices of a question the same text without them (``A 类地址``,
        ``B 类地址``), or a right choice's text with its letter given as the answer (``Answer: A minor``)."""
        out: dict[int, list[str]] = {}
        asked = 0
        for i, q in enumerate(self.deck.questions):
            if len(q.choices) < 2:
                continue
            asked += 1
            found = [_BARE_LETTER.match(c.text) for c in q.choices]
            if any(m is None or m.group(1) != "ABCDEFGHIJKL"[k] for k, m in enumerate(found)):
                return {}
            out[i] = [m.group(2) for m in found if m is not None]
            if len({" ".join(t.split()).casefold() for t in out[i]}) < len(out[i]):
                return {}
        if asked < 3:
            return {}
        said = {" ".join(m.group(1).strip("*_ \t").split()).casefold()
                for line in self.lines or () if (m := _SAID_AFTER_KEY.search(line)) is not None}
        for i in out:
            q = self.deck.questions[i]
            if any(" ".join(q.choices[k].text.split()).casefold() in said for k in q.answer or ()):
                return {}
        return out

    def choice_notes(self) -> None:
        """A line under a choice's text that starts with a key most of the file's choices have there too
        (``- **Feedback :** Correct. ...`` under each): the file's note on that choice, its ``why``, not its text."""
        found: list[tuple[ImportedQuestion, int, int, str]] = []   # (question, choice, line index, key)
        for q in self.deck.questions:
            for k, c in enumerate(q.choices):
                if c.why is None and "```" not in c.text and "~~~" not in c.text:
                    parts = c.text.split("\n")
                    at = next(((j, m) for j in range(1, len(parts)) if (m := _NOTE_KEY.match(parts[j]))), None)
                    if at is not None:
                        found.append((q, k, at[0], " ".join(at[1].group("key").casefold().split())))
        choices = sum(len(q.choices) for q in self.deck.questions if len(q.choices) >= 2)
        keys = Counter(key for _, _, _, key in found)
        if not keys:
            return
        key, n = keys.most_common(1)[0]
        members = [(q, k, j) for q, k, j, kk in found if kk == key]
        if n < 6 or 5 * n < 3 * choices or len({id(q) for q, _, _ in members}) < 3:
            return
        for q, k, j in members:
            parts = q.choices[k].text.split("\n")
            m = _NOTE_KEY.match(parts[j])
            assert m is not None
            note = "\n".join([parts[j][m.end():].strip(), *(p.strip() for p in parts[j + 1:])]).strip()
            q.choices[k].text = "\n".join(parts[:j]).rstrip()
            q.choices[k].why = note or None
        self.deck.mend(f"the notes {key!r} under {{n}} choice{{s}} (read as their why)", len(members))

    def blanks_above_choices(self) -> None:
        """A question's first choice that holds a blank to fill (``a[l+2]=g(…)+_______``, ``………``) where none of its
        other choices nor its text does, or that has no label where the others are labelled from the first label on
        (in a file whose questions label their choices), the question having one choice more than the file's others
        usually have and that choice not the answer: a line of the question (what the choices fill), not a choice."""
        counts = Counter(len(q.choices) for q in self.deck.questions if len(q.choices) >= 2)
        if sum(counts.values()) < 4:
            return
        usual, often = counts.most_common(1)[0]
        if 2 * often <= sum(counts.values()):
            return
        labelled = sum(1 for q in self.deck.questions if without_labels([c.text for c in q.choices]) is not None)
        moved = 0
        for q in self.deck.questions:
            if len(q.choices) != usual + 1 or q.choices[0].why or (q.answer is not None and 0 in q.answer):
                continue
            blank = _BLANK.search(q.choices[0].text) and not _BLANK.search(q.text) and not any(
                _BLANK.search(c.text) for c in q.choices[1:])
            # a line without a label above choices labelled from the first label on, in a file whose questions
            # label their choices (four in five at least): the question's own line
            bare = 5 * labelled >= 4 * sum(counts.values()) and split_label(q.choices[0].text.strip()) is None \
                and without_labels([c.text for c in q.choices[1:]]) is not None
            if not (blank or bare):
                continue
            q.text = f"{q.text.rstrip()}\n\n{q.choices.pop(0).text.strip()}"
            if q.answer is not None:
                q.answer = [k - 1 for k in q.answer]
            moved += 1
        if moved:
            self.deck.mend("a line with a blank to fill or without a label, read as the first choice of {n} "
                           "question{s}, moved to its text", moved)


#: a blank to fill: a run of underscores (``_______``), not Markdown's emphasis; or of dots (``………``, `` ....``,
#: ``......``), not an ellipsis and a full stop (``natura....``)
_BLANK = re.compile(r"_{4,}|(?<![\w*])_{3}(?![\w*])|…{2,}|(?<!\S)\.{4,}|\.{6,}")


#: bold's closing markup at a text's start, a sign maybe before it, a space after it: ``★** Which…``
_STRAY_CLOSER = re.compile(r"[^\w\s*_()\[\]<>\"'`.,;:!?-]{0,2}[ \t]*(\*\*|__)[ \t]+(?=\S)")


#: a symbol glued before a text's first word (a punctuation mark, a maths or other symbol, by its Unicode category): not
#: an opening bracket or quote of any script (``《``, ``「``), a sign, the marks that open a question or an exclamation
#: in Spanish, nor Markdown's or HTML's own (``"x``, ``(x``, ``¿x``, ``-5``, ``$x``,
#: ``*x``, ``_x``, ``~x``, ``<b>``, ``&amp;``, ``\x``, ``.NET``, ``@user``)
_GLUED_MARK = re.compile(r"([^\w\s\"'`«»“”‘’„‚(\[{<¿¡$\\*_~=+\-.,;:!?%&@/|^])(?=[^\W\d_])")


#: a short line of words alone, no sentence's end: "Multiple Choice", "**Select All That Apply**", "True/False"
_KIND = re.compile(r"(?:\*\*|__)?[^\W\d_][\w/&'-]*(?:[ \t]+[\w/&'-]+){0,3}(?:\*\*|__)?")


#: a symbol before a choice's text, apart from it: "☐ x", "○ x", "( ) x", "[ ] x", "🔹 x" (not a letter, digit, quote,
#: sign or Markdown's own: "-5", "$x$", "`x`", "**x**", "<b>", "(a)", "[link](u)")
_BULLET = re.compile(r"(\(\s?\)|\[\s?\]|[^\w\s(\[\]{}\"'`$\\<>*_#~|+=./:;,!?%&@^-]{1,2})[ \t]+(?=\S)")


#: a choice numbered as its position: "1) x", "(2) x", "3. x"
_NUMBERED = re.compile(r"([0-9]{1,2})[.)][ \t]+(\S.*)$|\(([0-9]{1,2})\)[ \t]*(\S.*)$", re.S)


def numbered_in_order(texts: list[str]) -> list[str] | None:
    """The texts without their numbers when every choice starts with its own position's number
    (``(1) x``, ``(2) y``... or ``1. x``, ``2. y``), two at least; else None."""
    if len(texts) < 2:
        return None
    out = []
    for k, text in enumerate(texts, start=1):
        m = _NUMBERED.match(text.strip())
        if not m or int(m.group(1) or m.group(3)) != k:
            return None
        out.append((m.group(2) or m.group(4)).rstrip())
    return out


#: a line under a choice's text that starts with a key: ``- **Feedback :** Correct.``, ``  Explanation: because``
_NOTE_KEY = re.compile(r"[ \t>]*(?:[-*+][ \t]+)?(?P<open>\*\*|__)?(?P<key>[^\W\d_]{2,20}(?:[ \t][^\W\d_]{1,20}){0,2})"
                       r"[ \t]*(?P=open)?[ \t]*[:：][ \t]*(?P=open)?[ \t]+(?=\S)")
#: a closing tag alone on a line, no attribute: ``</quiz>``, or a processing instruction's ``<?/quiz?>``
_CLOSE_TAG = re.compile(r"<\?/([a-z][a-z0-9-]{0,30})\?>|</([a-z][a-z0-9-]{0,30})>")
#: an HTML-like tag alone on a line, no attribute: ``<quiz>`` (the page's own element, for its script)
_OPEN_TAG = re.compile(r"<([a-z][a-z0-9-]{0,30})>")


def _last_part(q: ImportedQuestion) -> str:
    """The question's last part as written: its explanation, else its last choice, else its text."""
    return q.explanation if q.explanation else q.choices[-1].text if q.choices else q.text


def _set_last_part(q: ImportedQuestion, text: str) -> None:
    if q.explanation:
        q.explanation = text or None
    elif q.choices:
        q.choices[-1].text = text
    else:
        q.text = text


#: an HTML comment alone on its line: "<!-- mkdocs-quiz results -->"
_COMMENT_LINE = re.compile(r"[ \t]*<!--.*-->[ \t]*")


def _opens(q: ImportedQuestion, name: str) -> bool:
    """Whether any part of ``q`` opens the tag ``name`` (``<name``, ``<?name``): a closer there is the part's own."""
    parts = [q.text, *(c.text for c in q.choices), q.explanation or ""]
    return any(f"<{name}" in p or f"<?{name}" in p for p in parts)


def _before_closing(text: str, name: str) -> str | None:
    """``text`` without its last line when that is ``</name>`` alone (HTML comments after it go too); None
    when it does not end so."""
    lines = text.rstrip().split("\n")
    while lines and (not lines[-1].strip() or _COMMENT_LINE.fullmatch(lines[-1])):
        lines.pop()
    if not lines or lines[-1].strip() != f"</{name}>":
        return None
    return "\n".join(lines[:-1]).rstrip()


def bracket_tag(line: str) -> re.Match[str] | None:
    """The bracketed tag ``line`` starts with (``[domain: Security]``; see ``_BRACKET_TAG``), or None; its
    ``key`` may be None."""
    m = _BRACKET_TAG.match(line)
    if m is None or (m.group("whole").lstrip("*_").startswith("[") != m.group("whole").rstrip("*_").endswith("]")):
        return None
    return m


def _short(text: str) -> str:
    return text if len(text) <= 40 else text[:39] + "…"


def mend_deck(deck: ImportedDeck, lines: Sequence[str] | None = None) -> None:
    """Take off the labels that are certainly not text (see the module's docstring); count them in ``deck``.
    ``lines``: the source's, when known (a kind line once in the file is told by its place there)."""
    _Mender(deck, lines).run()
