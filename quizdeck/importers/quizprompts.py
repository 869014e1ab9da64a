"""A quiz engine's prompt over the choices (Moodle's ``Select one:``, ``Seleccione una:``): the page's, not the text.

A quiz copied from a learning platform's page keeps the line the platform writes between the question and its
choices: Moodle's ``Select one:`` / ``Select one or more:`` in the languages it ships (``Seleccione una:``,
``Wählen Sie eine Antwort:``, ``Veuillez choisir une réponse :``, ``Escolha uma opção:``, ``Выберите один ответ:``
...). Read as text, the prompt is the line right above the choices, so a reader takes it for the question (``Seleccione
una:`` in every question, the sentence above it left unused) or glues it to the question's text. Here, before any
reader, such a line alone (maybe bold or italic, a list's bullet or a quote's mark before it), between a line of
text and a choice's line (a list's item, a box, a label; one blank line allowed on either side), is left blank, line
for line, and the summary says how many: the question is the paragraph above it.

Only the platforms' own words: a line a file repeats above its choices (``Options:``, ``选项:``) may be a field a
reader knows (choices, an explanation, an answer below it) and is left to the readers. Fenced code is left as it
is. Every pattern is anchored and linear in the line's length.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: the longest line a prompt is
_LONGEST = 80
#: markup that may open or close a prompt's line: a quote's marks, a bullet, emphasis
_OPEN = r"^[ \t]*(?:>[ \t]?){0,3}(?:[-*+][ \t]+)?(?:\*\*|__|\*|_)?[ \t]*"
_CLOSE = r"[ \t]*(?:\*\*|__|\*|_)?[ \t]*$"
#: Moodle's prompts over a multiple choice's and a true/false question's choices, in the languages it ships (its
#: ``selectone`` / ``selectmulti`` strings), with a colon, a full stop or nothing after them
_PROMPTS = (
    r"Select one(?: or more)?|Choose one(?: or more)?|Select one or more answers?|"  # en
    r"Seleccione una(?: o más(?: de una)?)?|Seleccione uno(?: o más)?|Selecciona una(?: o más)?|"  # es
    r"Escolha uma(?: opção| ou mais(?: opções)?)?|Selecione uma(?: opção| ou mais(?: opções)?)?|"  # pt
    r"Veuillez choisir une réponse|Veuillez choisir au moins une réponse|"  # fr
    r"Wählen Sie eine(?: oder mehrere)? Antwort(?:en)?|Wähle eine(?: oder mehrere)? Antwort(?:en)?|"  # de
    r"Scegli un['’]alternativa|Scegli una o più alternative|"  # it
    r"Kies er één|Kies één of meer|Selecteer er één|Selecteer één of meer|"  # nl
    r"Trieu-ne una(?: o més)?|"  # ca
    r"Выберите один(?: или несколько)? ответ(?:ов)?|Виберіть одну(?: або більше)? відповід(?:ь|ей)|"  # ru uk
    r"Wybierz jedną(?: lub więcej)? odpowied(?:ź|zi)|Wybierz co najmniej jedną odpowiedź|"  # pl
    r"Vyberte jednu(?: z nabízených)? možnost(?:í)?|Vyberte jednu nebo více možností|"  # cs
    r"Birini seçin|Bir ya da daha fazla seçin|Bir veya daha fazla seçin|"  # tr
    r"Pilih salah satu|Pilih satu atau lebih|Chọn một(?: hoặc nhiều hơn)?|"  # id vi
    r"Odaberite jedan(?: ili više)? odgovor(?:a)?|Izaberite jedan(?: ili više)? odgovor(?:a)?|"  # hr sr
    r"Pasirinkite vieną(?: ar daugiau)?|Välj ett av alternativen|Välj ett eller flera alternativ|"  # lt sv
    r"Vælg en(?: eller flere)?|Velg en(?: eller flere)?|Valitse yksi(?: tai useampi)?|"  # da nb fi
    r"Επιλέξτε ένα(?: ή περισσότερα)?|Válasszon egyet(?:, vagy többet)?|Alegeți unul(?: sau mai multe)?|"  # el hu ro
    r"1つ選択してください|1つまたはそれ以上選択してください|选择一项(?:或多项)?|選擇一項(?:或多項)?|"  # ja zh
    r"하나를 선택하세요|하나 이상 선택하세요|اختر واحدة?(?: أو أكثر)?|בחר אחת(?: או יותר)?")  # ko ar he
_PROMPT = re.compile(rf"{_OPEN}(?:{_PROMPTS})[ \t]*[:：.]?{_CLOSE}", re.I)
#: a choice's line under the prompt: a list's item, a box, or a label (``a)``, ``B.``, ``(c)``, ```a)```)
_CHOICE = re.compile(r"^[ \t]*(?:>[ \t]?){0,3}(?:[-*+][ \t]+\S|\[[ xX]\]|[`(]?[A-Za-z0-9]{1,2}[.)][`)]?[ \t]+\S)")


#: a list item's bullet (after a quote's marks)
_BULLET = re.compile(r"^[ \t]*(?:>[ \t]?){0,3}([-*+])[ \t]")


def _near(lines: Sequence[str], i: int, step: int) -> int | None:
    """The next non-blank line from ``i`` (excluded) going by ``step``, over one blank line at most."""
    k = i + step
    if 0 <= k < len(lines) and not lines[k].strip():
        k += step
    return k if 0 <= k < len(lines) and lines[k].strip() else None


def _between(lines: Sequence[str], i: int) -> bool:
    """Whether line ``i`` stands between a line of text (the question's) and a choice's line, in Markdown or plain
    text (inside an HTML block a blank line would end the block: left as it is)."""
    above, below = _near(lines, i, -1), _near(lines, i, 1)
    if above is None or below is None or _CHOICE.match(lines[below][:200]) is None:
        return False
    # a list's item over an item of the same list is the list's first choice (``- Choose one`` over ``- Choose
    # several``: what a radio button lets one do), not a prompt over it
    bullet, under = _BULLET.match(lines[i][:200]), _BULLET.match(lines[below][:200])
    return bullet is None or under is None or bullet.group(1) != under.group(1)


def unprompted(lines: Sequence[str], fenced: Sequence[bool]) -> tuple[list[str], int] | None:
    """The lines with the quiz engine's prompts left blank (see the module's docstring) and how many; None when the
    file has none."""
    out = list(lines)
    blanked = 0
    for i, line in enumerate(lines):
        if not fenced[i] and len(line) <= _LONGEST and _PROMPT.match(line) and _between(lines, i):
            out[i] = ""
            blanked += 1
    return (out, blanked) if blanked else None
