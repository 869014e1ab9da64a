"""Questions held as data records: a list of records, each a question's text, its options and which are right.

A quiz kept as data (a page's front matter, a component's props) names its parts with keys that differ from
file to file (``text``/``question``/``prompt``, ``options``/``choices``, ``is_correct``/``answerIndex``). The
parts are learnt from the records themselves, not from the keys' words:

* the options: the list field that holds the most items across the records (two at least); an item is a
  string, a number, or a record of its own whose text is its longest string field;
* the question: the string field whose values are longest, among those that do not repeat a few values from
  record to record (``type: single``) and that most records have, and whose key says no explanation
  (``explanation``, ``feedback``, ``hint``: longer than the question, never it);
* the right options: a true/false field on the options (``is_correct: true``, on the right ones only or on
  all), else a field of the record whose key says answer, correct, right, solution or key; its values name
  options by index (from 0 or from 1), by letter, by an option's own id (``"b"``) or by text, learnt from all
  the records at once (``answervalues.mode_of``); a key saying ``index`` counts from 0, and so, said as a
  guess, does an index every record writes as a number of the data (``correct: 1``, no 0 and none past the last
  option: a component's script indexes its list so), except in data a person writes by hand (a page's front
  matter that names no template drawing it: from 1, said as a guess too); where no record's answer
  names one of its options and nine in ten are texts (``correct_answer`` beside ``incorrect_answers``), each is
  the right option itself, put first, said once.

A record that lacks a part is said at its line: no options (a short-answer item: not imported), no text (not
imported), no answer (imported without one); two answers that disagree, and an index whose base is a guess.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeAlias

from quizdeck.core.diagnostics import Pos
from quizdeck.importers import siblingkeys
from quizdeck.importers.answervalues import (
    MIN_CHOICES,
    bare,
    counted_from_one,
    counted_from_zero,
    mode_of,
    resolve,
    same,
)
from quizdeck.importers.imported import ImportedChoice, ImportedQuestion
from quizdeck.importers.keyedlists import order, span
from quizdeck.importers.labels import letter

Value: TypeAlias = str | int | float | bool | list["Datum"] | dict[str, "Datum"] | None


@dataclass(frozen=True)
class Datum:
    """One value of the data, where it is written: a scalar, a list or a record (keys in their order)."""

    value: Value
    line: int          # 1-based, in the source
    col: int = 1
    end_line: int = 0  # the last line it spans (its own line when 0)
    listed: str = ""   # a list's (and its records'): the running keys it was written under (``question-1`` …)
    siblings: bool = False   # a list made of a record's sibling keys (``answer1`` … ``answer4``: ``siblingkeys``)

    @property
    def last(self) -> int:
        return max(self.line, self.end_line)

    def scalar(self) -> str | None:
        """The value as its text when it is a scalar (``true`` for a true boolean), else None."""
        v = self.value
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, (str, int, float)):
            return str(v)
        return None


#: the words of a record's key that gives its answer (a programmer's identifier: ``correct_answer``, ``answerIndex``)
_ANSWER_WORDS = {"answer", "answers", "ans", "correct", "right", "solution", "solutions", "key",
                 "antwort", "richtig", "loesung", "lösung", "respuesta", "correcta", "correcto", "solucion", "solución",
                 "réponse", "reponse", "bonne", "juste", "resposta", "correta", "risposta", "corretta", "soluzione",
                 "odpowiedz", "odpowiedź", "poprawna", "cevap", "dogru", "doğru", "jawaban", "benar", "ответ",
                 "правильный", "答案", "正解", "정답"}
#: the words of a key that counts its options from 0 (``answerIndex``, ``correct_idx``)
#: words of a key that holds a question's explanation, never its text however long (``explanation``, ``feedback``)
_WHY_WORDS = {"explanation", "explanations", "explain", "rationale", "feedback", "hint", "reason", "why",
              "erklaerung", "erklärung", "explicacion", "explicación", "explication", "spiegazione", "explicacao",
              "explicação", "justificativa", "aciklama", "açıklama", "penjelasan", "pembahasan", "объяснение",
              "解析", "解説", "해설", "설명"}
_INDEX_WORDS = {"index", "idx", "indices", "indexes", "indice", "índice", "indeks"}
#: what parts an identifier's words: ``correct_answer``, ``is-correct``, ``answer.index``, digits
_APART = re.compile(r"[\W\d_]+")


def _words(key: str) -> set[str]:
    """The words of an identifier, case folded: ``answerIndex`` -> answer, index; ``HTMLAnswer`` -> html, answer."""
    out: set[str] = set()
    for part in _APART.split(key):
        word = ""
        for k, c in enumerate(part):
            after = part[k + 1] if k + 1 < len(part) else ""
            if word and c.isupper() and (word[-1].islower() or after.islower()):
                out.add(word.casefold())
                word = ""
            word += c
        if word:
            out.add(word.casefold())
    return out
#: the words a list of records holding a quiz is kept under (``questions:``, ``quiz:``)
_QUIZ_KEY = re.compile(r"quest|quiz|mcq|exerc|problem|item|test|exam", re.I)
#: texts of a flag saying an option is right or wrong, when written as strings
_TRUE, _FALSE = {"true", "yes", "1", "y"}, {"false", "no", "0", "n"}

Warn = Callable[[int, int, str], None]


@dataclass
class _Parts:
    """The keys a file's records keep their parts under."""

    options: str
    text: str
    option_text: str | None      # the key of an option record's text (None: the options are scalars)
    option_id: str | None        # an option record's own short name (``id: "b"``), that answers may use
    flag: str | None             # an option record's true/false field saying it is right
    answer: str | None           # the record's field naming its right options


def _records(items: Sequence[Datum]) -> list[dict[str, Datum]]:
    return [d.value for d in items if isinstance(d.value, dict)]


def _strings(records: Sequence[dict[str, Datum]], key: str) -> list[str]:
    return [v for r in records if key in r and isinstance(v := r[key].value, str)]


def _text_key(records: Sequence[dict[str, Datum]], exclude: set[str]) -> str | None:
    """The key of the records' text: the string field with the longest values, of those most records have and
    whose values do not repeat a few values (a type, a level)."""
    keys = [k for k in dict.fromkeys(k for r in records for k in r) if k not in exclude and not _words(k) & _WHY_WORDS]
    best: tuple[float, str] | None = None
    for key in keys:
        values = _strings(records, key)
        if not values or 2 * len(values) < len(records):
            continue
        if len(values) >= 3 and 2 * len(set(values)) < len(values):
            continue   # "type: single-answer" in every record: a kind, not a text
        mean = sum(len(v) for v in values) / len(values)
        if best is None or mean > best[0]:
            best = (mean, key)
    return best[1] if best else None


def _options_key(records: Sequence[dict[str, Datum]]) -> str | None:
    """The list field with the most items over all records (two on average at least)."""
    counts: Counter[str] = Counter()
    for r in records:
        for k, v in r.items():
            if isinstance(v.value, list) and all(isinstance(i.value, (str, int, float, dict)) for i in v.value):
                counts[k] += len(v.value)
    if not counts:
        return None
    key, total = counts.most_common(1)[0]
    holding = sum(1 for r in records if key in r)
    return key if total >= MIN_CHOICES * holding else None


def _flag(value: Datum) -> bool | None:
    if isinstance(value.value, bool):
        return value.value
    text = value.scalar()
    if isinstance(value.value, str) and text is not None:
        low = text.strip().casefold()
        return True if low in _TRUE else False if low in _FALSE else None
    return None


def learn(records: Sequence[dict[str, Datum]], answer: str | None = None) -> _Parts | None:
    """The keys of the records' parts, learnt from them; None when they hold no options and texts. ``answer``: the
    key of the answers when the caller learnt it (``coderecords``: a literal equal to a choice), never the text."""
    options = _options_key(records)
    if options is None:
        return None
    text = _text_key(records, {options} | ({answer} if answer else set()))
    if text is None:
        return None
    subs = [i.value for r in records if options in r and isinstance(held := r[options].value, list)
            for i in held if isinstance(i.value, dict)]
    option_text = option_id = flag = None
    if subs:
        flags = Counter(k for s in subs for k, v in s.items() if isinstance(v.value, bool))
        flag = flags.most_common(1)[0][0] if flags else None
        option_text = _text_key(subs, {flag} if flag else set()) or next(
            (k for k in dict.fromkeys(k for s in subs for k in s) if k != flag and _strings(subs, k)), None)
        if option_text is None:
            return None
        ids = [k for k in dict.fromkeys(k for s in subs for k in s) if k not in (flag, option_text)
               and all(k in s and (t := s[k].scalar()) is not None and len(t) <= 8 for s in subs)]
        option_id = ids[0] if ids else None
    answer = answer or next((k for k in dict.fromkeys(k for r in records for k in r)
                             if k not in (options, text) and _words(k) & _ANSWER_WORDS), None)
    return _Parts(options, text, option_text, option_id, flag, answer)


def holds_quiz(key: str, items: Sequence[Datum]) -> bool:
    """Whether a list of records is a quiz: most of them have options and a text, and either the list is kept
    under a quiz's word (``questions:``) or some record says its answer."""
    records = _records(items)
    parts = learn(records) if records else None
    if parts is None:
        return False
    full = [r for r in records if parts.text in r and isinstance(r.get(parts.options, Datum(None, 0)).value, list)]
    if 2 * len(full) < len(records):
        return False
    return bool(_QUIZ_KEY.search(key)) or parts.flag is not None or parts.answer is not None


def _option(item: Datum, parts: _Parts) -> tuple[str, bool | None, str | None]:
    """An option's text, its flag and its own short name."""
    v = item.value
    if isinstance(v, dict):
        text = v[parts.option_text].scalar() if parts.option_text and parts.option_text in v else None
        flag = (_flag(v[parts.flag]) if parts.flag in v else False) if parts.flag else None
        own = v[parts.option_id].scalar() if parts.option_id and parts.option_id in v else None
        return text or "", flag, own
    return item.scalar() or "", None, None


def _answer_values(value: Datum) -> list[str]:
    if isinstance(value.value, list):
        return [t for i in value.value if (t := i.scalar()) is not None]
    text = value.scalar()
    return [text] if text is not None else []


def read(items: Sequence[Datum], where: str, warn: Warn, *, indexed: bool = True, answer: str | None = None,
         zero_based: bool = False) -> list[ImportedQuestion]:
    """The questions a list of records holds, each with the lines it spans; what a record lacks said by ``warn``
    (line, column, message). ``indexed``: a number typed as data may be a script's index into the options (a
    component's props, a page whose script indexes them), so guessed from 0; False for data a person writes by
    hand (a page's front matter), whose numbers count from 1 as often: guessed from 1 (said either way).
    ``answer``: the key of the answers, learnt by the caller; ``zero_based``: the caller knows its numbers count from
    0 (``coderecords``: the options' own indices start at ``[0]``)."""
    records = [d for d in items if isinstance(d.value, dict)]
    parts = learn(_records(records), answer)
    if parts is None:
        return []
    # how the answers name the options, learnt from them all
    named: list[tuple[str, list[str]]] = []
    for d in records:
        r = d.value
        assert isinstance(r, dict)
        opts = r.get(parts.options)
        if parts.answer in r and opts is not None and isinstance(opts.value, list):
            texts = [_option(i, parts)[0] for i in opts.value]
            named += [(v, texts) for v in _answer_values(r[parts.answer])]
    mode, unsure, resolved = mode_of(named) if named else ("", False, 0)
    apart = _apart(named, resolved)      # "correct_answer: Truth" beside "incorrect_answers: [...]": the right one
    counted = bool(parts.answer and _words(parts.answer) & _INDEX_WORDS)
    if mode in ("number0", "number1") and (counted or (zero_based and unsure)):
        mode, unsure = "number0", False
    # "correct: 1", a number typed as data (no text, no list of a person's "2"): an index into the options' list
    typed = all(isinstance(r.value[parts.answer].value, int) and not isinstance(r.value[parts.answer].value, bool)
                for r in records if isinstance(r.value, dict) and parts.answer in r.value) and bool(named)
    from_zero = mode == "number1" and unsure and typed and indexed
    if from_zero:
        mode = "number0"
    said_listed(records, parts.options, warn)
    guessed = said_apart = False
    out: list[ImportedQuestion] = []
    for d in records:
        r = d.value
        assert isinstance(r, dict)
        opts = r.get(parts.options)
        stem = r.get(parts.text)
        extra = 1 if apart and parts.answer in r and (r[parts.answer].scalar() or "").strip() else 0
        if opts is None or not isinstance(opts.value, list) or len(opts.value) + extra < MIN_CHOICES:
            what = "one option" if opts is not None and isinstance(opts.value, list) and opts.value else "no options"
            warn(d.line, d.col, f"the record at line {d.line} has {what}: not a multiple-choice question "
                                "(not imported)")
            continue
        text = stem.scalar() if stem is not None else None
        if not text or not text.strip():
            warn(d.line, d.col, f"the record at line {d.line} has options but no question text "
                                f"(its `{parts.text}`): not imported")
            continue
        options = [_option(i, parts) for i in opts.value]
        said = r.get(parts.answer) if parts.answer else None
        right_apart = said.scalar() if apart and said is not None else None
        if right_apart is not None and right_apart.strip():
            options.insert(0, (right_apart, None, None))   # the right option, first; the list the wrong ones
        q = ImportedQuestion(Pos(where, stem.line if stem else d.line, stem.col if stem else d.col),
                             text.strip(), [ImportedChoice(t.strip()) for t, _, _ in options])
        q.use(d.line, d.last)
        for k, (t, _, _) in enumerate(options):
            if not t.strip():
                item = opts.value[k]
                warn(item.line, item.col, f"option {letter(k)} of the question at line {q.pos.line} has no text")
        flagged = [k for k, (_, f, _) in enumerate(options) if f]
        given: list[int] | None = None
        if right_apart is not None and right_apart.strip():
            given = [0]
            if not said_apart:
                said_apart = True
                assert said is not None
                warn(said.line, said.col, f"no record's `{parts.answer}` names one of its `{parts.options}`: each "
                                          f"is read as the right option itself, put first, the `{parts.options}` "
                                          "the wrong ones")
        elif said is not None:
            given = _resolve(said, options, mode)
            if given is None and _answer_values(said):
                warn(said.line, said.col, f"the answer {', '.join(_answer_values(said))[:60]!r} of the question at "
                                          f"line {q.pos.line} names none of its options; read from the options' "
                                          "marks" if flagged else "names none of its options: not read")
            elif given is not None and mode in ("number0", "number1") and unsure and not guessed:
                guessed = True
                what = f"the numbers of `{parts.answer}`"
                warn(said.line, said.col, counted_from_zero(what) if from_zero else counted_from_one(what))
        if flagged and given is not None and sorted(set(given)) != flagged:
            warn(said.line if said else d.line, said.col if said else d.col,
                 f"the question at line {q.pos.line} marks {', '.join(letter(k) for k in flagged)} right on its "
                 f"options but its `{parts.answer}` says {', '.join(letter(k) for k in sorted(set(given)))}; "
                 "keeping the options' marks")
        right = flagged or given
        if right:
            q.set_answer(right)
        else:
            warn(q.pos.line, q.pos.col, f"the question at line {q.pos.line} gives no answer")
        out.append(q)
    return out


#: the share of the records whose answer must be a text of its own, naming none of their options, for the answers to
#: be the right options themselves, apart from a list of the wrong ones
_APART_SHARE = 0.9


def _apart(named: list[tuple[str, list[str]]], resolved: int) -> bool:
    """Whether the answers are the right options' texts apart from the options (``correct_answer: Paris`` beside
    ``incorrect_answers: [Lyon, Nice]``): none of them names one of its record's options, nine in ten are texts
    (not a label or a number), three at least."""
    if len(named) < 3 or resolved:
        return False
    return sum(1 for v, _ in named if v.strip() and not bare(v)) >= _APART_SHARE * len(named)


def _resolve(said: Datum, options: list[tuple[str, bool | None, str | None]], mode: str) -> list[int] | None:
    texts = [t for t, _, _ in options]
    got: list[int] = []
    for value in _answer_values(said):
        ids = [k for k, (_, _, own) in enumerate(options) if own is not None and same(own) == same(value)]
        hit = ids or (resolve(value, texts, mode) if mode else None) or resolve(value, texts, "text")
        if not hit:
            return None
        got += hit
    return got or None


def listed(d: Datum) -> Datum:
    """A mapping keyed by one stem and a running number (``question-1`` … ``question-17``, ``"1"``, ``"2"``) as
    the list of its values in their numbers' order (``keyedlists``), its keys kept in ``listed`` for a message;
    any other value as it is."""
    v = d.value
    if not isinstance(v, dict):
        return d
    keys = list(v)
    ordered = order(keys)
    if ordered is None:
        return d
    return Datum([v[keys[k]] for k in ordered], d.line, d.col, d.end_line, span(keys))


def _siblings(values: list[Datum], keys: list[str]) -> Datum:
    """The list a record's sibling keys stand for (``siblingkeys``), where they are written."""
    return Datum(list(values), values[0].line, values[0].col, max(x.last for x in values), f"`{keys[0]}` … "
                 f"`{keys[-1]}`", siblings=True)


def _holds_no_list(fields: dict[str, Datum]) -> bool:
    """Whether no field of a record is a list: one that holds its options as a list already keeps its numbered keys
    as they are (``answer1``, ``answer2`` beside ``options: […]`` are the answer in two languages, not options)."""
    return not any(isinstance(f.value, list) for f in fields.values())


def _fields_listed(d: Datum) -> Datum:
    """A record whose fields that are running mappings (``choices: {choice-1: …}``) are lists, and so are its
    sibling keys that differ by a running number or letter (``answer1`` … ``answer4``: ``siblingkeys``) where it
    holds no list of its own."""
    v = d.value
    if not isinstance(v, dict):
        return d
    fields = {k: listed(f) for k, f in v.items()}
    if _holds_no_list(fields) and (folded := siblingkeys.fold(fields, _siblings)) is not None:
        return Datum(folded, d.line, d.col, d.end_line, d.listed)
    if all(fields[k] is v[k] for k in v):
        return d
    return Datum(fields, d.line, d.col, d.end_line, d.listed)


def find(root: Datum, limit: int = 10_000) -> tuple[str, list[Datum]] | None:
    """The list of records in a tree of data that holds a quiz (``holds_quiz``), the first found, with its key;
    at most ``limit`` values are looked at. A mapping keyed by a running number is the list it stands for
    (``listed``), and so are such mappings among a record's fields (its options); ``said_listed`` says so."""
    todo: list[tuple[str, Datum]] = [("", root)]
    seen = 0
    while todo and seen < limit:
        key, d = todo.pop(0)
        seen += 1
        d = listed(d)
        v = d.value
        if isinstance(v, list):
            records = [_fields_listed(i) for i in v]
            if records and holds_quiz(key, records):
                return key, [Datum(r.value, r.line, r.col, r.end_line, d.listed or r.listed) for r in records]
            todo.extend((key, i) for i in v)
        elif isinstance(v, dict):
            todo.extend(v.items())
    return None


def said_listed(records: Sequence[Datum], options: str, warn: Warn) -> None:
    """Say once that the records, and once that their options, were mappings keyed by a running number read as
    lists (``find``): a reading of the keys, not of the data's own list."""
    first = next((d for d in records if d.listed), None)
    if first is not None:
        warn(first.line, first.col, f"the mapping {first.listed} is read as the list of its records, in its keys' "
                                    "numbers' order")
    held = next((o for d in records if isinstance(d.value, dict) and (o := d.value.get(options)) is not None
                 and o.listed), None)
    if held is not None and held.siblings:
        warn(held.line, held.col, f"the keys {held.listed} of each record are read as one list of its options, in "
                                  "their numbers' order")
    elif held is not None:
        warn(held.line, held.col, f"the options' mappings ({held.listed} and the like) are read as lists, in "
                                  "their keys' numbers' order")
