"""Answer keys in a Markdown answer section: ``# Answer Key``, then ``**Q2:** B — why``, ``**1. Answer: C**``.

Under a heading that names a section of answers (``Answer Key``, ``Answers``, ``Solutions``, ``Réponses``,
``Lösungen``, ``Respuestas``, ``Ответы``, ``答案``...), down to the next heading of its level or above, each line that
starts with a question's number (``Q2``, ``**3.**``, ``- 4)``) and then, after an answer word or not, choice labels
(``B``, ``A, C``) followed by nothing, or a dash, a colon or a bracket before the reason, is that question's answer;
under the section's sub-headings (``### B01``, ``### B02``) the numbers may start again, the k-th entry of a number
then naming the k-th question the file numbers so (the reader checks that the file numbers as many). Labels written
as code (`` `C` -> `a`, porque... ``) are labels. Other lines of the section (the reasons, answers written out,
sub-headings) are not entries; a section with fewer than two entries is no key. Each line is matched once and
the patterns are linear in its length. What follows the labels is kept (``SectionKey.said``): a choice's text written
there must be the choice the labels name (the reader checks, and says so where they disagree).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from quizdeck.importers.labels import answer_letters

_SECTION = re.compile(r"^[\W_]*(?:the[ \t]+)?(?:answer[ \t]+key|answer[ \t]+sheet|answers|solutions|"
                      r"correct[ \t]+answers|key|réponses|corrigé|lösungen|antworten|respuestas|soluciones|"
                      r"respostas|gabarito|risposte|soluzioni|ответы|відповіді|答案|解答|正解)\b", re.I)
_ENTRY = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?[ \t]*(?:Q(?:uestion)?[ \t]*|#)?(\d{1,4})[ \t]*(?:\*\*|__)?"
                    r"[ \t]*[.):：\-–—]?[ \t]*(?:\*\*|__)?[ \t]*(\S.{0,300})")
_ANSWER_WORD = re.compile(r"^(?:correct[ \t]+answer|answer|ans|réponse|respuesta|resposta|antwort|risposta|ответ)s?"
                          r"[ \t]*[:：][ \t]*", re.I)
#: what may follow the labels: nothing, or the start of a reason
_AFTER = ("—", "–", "-", ":", "(", "*", "_", ".", ")")
#: labels at the start of a value written as code: "`C`", "`A, C`"
_CODE_LABELS = re.compile(r"^`([A-La-l](?:[ \t]*[,;/&][ \t]*[A-La-l]){0,5})`")
#: fewer entries than this are not a key
_LEAST = 2


@dataclass(frozen=True)
class SectionKey:
    """An answer section's key: its entries (line index, question number, right choices) and its lines."""

    entries: list[tuple[int, int, list[int]]]
    heading: int
    end: int   # the index after the section's last line
    said: dict[int, str]   # line index -> what follows the labels (``- Upfront cost``: "Upfront cost"), if any


def _entry(line: str) -> tuple[int, list[int], str] | None:
    m = _ENTRY.match(line[:400])
    if m is None:
        return None
    value = m.group(2).strip().lstrip("*_").strip()
    word = _ANSWER_WORD.match(value)
    if word is not None:
        value = value[word.end():]
    value = _CODE_LABELS.sub(r"\1", value, count=1)   # "`C` -> `a`, porque...": the labels in a code span
    found = answer_letters(value)
    if found is None or not found[0]:
        return None
    rest = found[1].strip()
    if rest and not rest.startswith(_AFTER):
        return None
    return int(m.group(1)), found[0], rest.strip("*_ \t").lstrip("—–-:").strip().strip("*_").strip()


def section_keys(lines: Sequence[str], fenced: Sequence[bool], headings: Mapping[int, tuple[int, str]]
                 ) -> list[SectionKey]:
    """The keys of the answer sections of a Markdown source (see the module's docstring)."""
    order = sorted(headings)
    out: list[SectionKey] = []
    for k, h in enumerate(order):
        level, text = headings[h]
        if not _SECTION.match(text[:200]):
            continue
        end = next((g for g in order[k + 1:] if headings[g][0] <= level), len(lines))
        entries: list[tuple[int, int, list[int]]] = []
        said: dict[int, str] = {}
        seen: set[int] = set()
        for i in range(h + 1, end):
            if fenced[i] or i in headings:
                if i in headings:
                    seen = set()   # "### B01", "### B02": the numbers start again under each sub-heading
                continue
            found = _entry(lines[i])
            if found is not None and found[0] not in seen:
                seen.add(found[0])
                entries.append((i, found[0], found[1]))
                if found[2]:
                    said[i] = found[2]
        if len(entries) >= _LEAST:
            out.append(SectionKey(entries, h, end, said))
    return out
