"""The words that say right or wrong, true or false, shared by every reader that looks for them.

``RIGHT``/``WRONG``: a grader's verdict on a choice (``verdicttags``: ``(Your answer is incorrect)``);
``TRUE_WORDS``/``FALSE_WORDS``: a true/false answer, a statement's value, a choice's mark in a sheet's cell
(``csvinfer``). ``says_wrong``: whether a label names the wrong ones (``**Incorrect Answers:**``, ``Wrong answers:``,
``Falsche Antworten:``, ``Respuestas incorrectas:``, ``错误答案``): such a label is never an answer line, whatever
its list names. The words are those of the public banks, case folded.
"""

from __future__ import annotations

import re

#: words that say a choice is right, or wrong, in the languages of the public banks
RIGHT = frozenset({"correct", "right", "richtig", "correcta", "correcto", "correta", "correto", "corretta",
                   "corretto", "correcte", "juste", "bonne", "верно", "правильно", "правильный", "правильная",
                   "benar", "đúng", "doğru"})
WRONG = frozenset({"incorrect", "wrong", "falsch", "incorrecta", "incorrecto", "incorreta", "incorreto", "errada",
                   "errado", "sbagliata", "sbagliato", "errata", "errato", "mauvaise", "incorrecte", "неверно",
                   "неправильно", "salah", "sai", "yanlış"})

#: the words (and signs) that say true, or false: a true/false answer, a statement's value, a choice's mark
TRUE_WORDS = frozenset({"true", "yes", "y", "t", "wahr", "ja", "richtig", "oui", "vrai", "juste", "sí", "si", "sim",
                        "vero", "vera", "verdadero", "verdadera", "verdadeiro", "v", "correct", "right", "đúng",
                        "doğru", "tak", "да", "是", "对", "対", "正确", "√", "✓", "✔", "✅"})
FALSE_WORDS = frozenset({"false", "no", "n", "f", "falsch", "nein", "non", "faux", "falso", "falsa", "não", "nao",
                         "nie", "нет", "否", "错", "错误", "×", "✗", "✘", "wrong", "incorrect", "sai", "yanlış"})

#: a label's words that say wrong: the verdict words and the false words of more than one letter (``no``, ``non``,
#: ``nie`` say no answer is wrong), their plurals and inflections (``incorrectas``, ``falsche``, ``sbagliate``), and
#: a distractor, the test writer's name for a wrong choice
_LABEL_WRONG = (WRONG | {w for w in FALSE_WORDS if len(w) > 1 and w.isalpha()}) - {"no", "non", "nie", "nao",
                                                                                   "não", "nein", "нет"}
_INFLECTED = re.compile(r"(?:incorrect|incorret|errad|sbagliat|errat|fals|mauvais|fauss|fout|onjuist|distractor"
                        r"|неверн|неправильн|błędn|niepoprawn|yanlis)[a-zäöüßàèéìòùíóúñç]{0,4}")
#: signs of a wrong answer written without spaces between words: ``错误答案``, ``錯誤``, ``不正解``, ``오답``
_WRONG_RUNS = ("错误", "錯誤", "不正确", "不正確", "不正解", "誤答", "오답", "틀린")
_WORD = re.compile(r"[^\W\d_]+")


def says_wrong(label: str) -> bool:
    """Whether ``label`` (the words before an answer's value, or a caption over a list) names the wrong answers:
    a word that says wrong and none that says right (``Correct/Incorrect`` names both: not said wrong)."""
    folded = label.casefold()
    if any(run in folded for run in _WRONG_RUNS):
        return True
    words = _WORD.findall(folded)
    wrong = any(w in _LABEL_WRONG or _INFLECTED.fullmatch(w) for w in words)
    return wrong and not any(w in RIGHT or (w in TRUE_WORDS and len(w) > 1) for w in words)
