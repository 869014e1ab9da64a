"""A header cell naming the choices over the unnamed cells after it: ``Path,Question,Answers,,,,Right answer``.

A sheet made in a spreadsheet often merges the header's cell over its choice columns, and the CSV keeps the name in
the first only: ``Answers,,,,`` over four columns of choices. A header cell whose name says choices, in any of the
languages met (``Answers``, ``Options``, ``Variants``, ``Варианты ответов``, ``Respuestas``, ``選択肢``; one or
many), followed by cells with no name whose columns are filled in most rows, heads them all: each of those columns is
a choice, the named one the first. The reader says so at the header's line.
"""

from __future__ import annotations

import re

#: a header's name for the choices, one or many, in the languages of the sheets met (an answer in the singular is
#: the key's name, never this)
CHOICES_NAMED = re.compile(
    r"[ \t]*(?:(?:possible[ \t]+)?(?:choices?|options?|answers|variants?|alternatives?|distractors)|"
    r"answer[ \t]+(?:choices|options|variants)|"
    r"antworten|antwortmöglichkeiten|optionen|auswahl|réponses|choix|propositions?|respuestas|opci[oó]n(?:es)?|"
    r"alternativas?|risposte|opzion[ei]|op[çc][aãõo]o?(?:es)?|respostas|antwoorden|keuzes|mogelijkheden|"
    r"odpowiedzi|warianty|opcje|možnosti|odgovori|odpovědi|válaszok|lehetőségek|svar|svarsalternativ|vastaukset|"
    r"вариант(?:ы)?(?:[ \t]+ответ(?:а|ов))?|ответы|відповіді|варіант(?:и)?(?:[ \t]+відповід(?:і|ей))?|"
    r"seçenekler|şıklar|cevaplar|pilihan(?:[ \t]+jawaban)?|jawaban|lựa[ \t]+chọn|phương[ \t]+án|"
    r"選択肢|选项|選項|備選答案|备选答案|보기|선택지|الخيارات|الاختيارات|الإجابات|אפשרויות|विकल्प)[ \t]*:?[ \t]*",
    re.I)
#: the share of rows that fill a column for it to be a choice's
_FILLED = 0.5


def spanned(header: list[str], at: int, below: list[list[str]]) -> list[int] | None:
    """The columns header cell ``at`` heads when it names the choices and the cells after it have no name, their
    columns filled in half the rows at least (one such column at least): ``at`` and those; else None."""
    if not CHOICES_NAMED.fullmatch(header[at]) or not below:
        return None
    run = [at]
    j = at + 1
    while j < len(header) and not header[j].strip() \
            and sum(1 for r in below if j < len(r) and r[j].strip()) >= _FILLED * len(below):
        run.append(j)
        j += 1
    return run if len(run) >= 2 else None
