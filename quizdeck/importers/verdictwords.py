"""The words (and signs) that say true or false, yes or no, right or wrong: one vocabulary for every reader.

Case folded, in the banks' languages. Each sense is a set of its own, as a reader trusts some and not others:

* ``TRUE``/``FALSE``: a statement's value (``vrai``, ``wahr``, ``对``, ``صح``);
* ``YES``/``NO``: an answer's (``oui``, ``sim``, ``sì``, ``tak``, ``да``);
* ``RIGHT``/``WRONG``: a choice's grade (``correct``, ``richtig``, ``corretta``, ``sai``): a grader's verdict on a
  choice (``verdicttags``: ``(Your answer is incorrect)``);
* ``TRUE_LETTERS``/``FALSE_LETTERS``: one letter (``t``, ``v``, ``f``): a weak sign (a unit, an abbreviation);
  ``CROSS``: ``x``, ticked or false as the file says;
* ``TRUE_SIGNS``/``FALSE_SIGNS``: ticks and crosses (``✓``, ``○``, ``×``).

``TRUE_YES_RIGHT``/``FALSE_NO_WRONG`` are the words of the three senses (no letter, no sign): ``verdictpairs``,
``verdictruns`` and ``htmlblocks`` read them, each with its own letters and signs. ``TRUE_WORDS``/``FALSE_WORDS``
are a sheet's cell words (``csvinfer``: a true/false answer, a statement's value, a choice's mark), letters and signs
among them. The reader keeps its policy (which sets it reads, which alone and which only beside another sign); the
words are here. ``side``: which side a word (or letter, or sign) says as a statement's value, true, false or neither
(a reader folds a file's two spellings of one side, ``; falso`` and ``; false``, into one). ``shown``: a true/false
word as a quiz's button shows it (``true`` written ``True``, ``đúng`` ``Đúng``): the words as choices.
``says_wrong``: whether a label names the wrong ones (``**Incorrect Answers:**``, ``Wrong answers:``,
``Falsche Antworten:``, ``Respuestas incorrectas:``, ``错误答案``): such a label is never an answer line, whatever
its list names.
"""

from __future__ import annotations

import re

TRUE = frozenset({"true", "vrai", "verdadero", "verdadera", "verdadeiro", "verdadeira", "verdade", "vero", "vera",
                  "wahr", "prawda", "igaz", "pravda", "juist", "waar", "верно", "правда", "đúng", "benar", "doğru",
                  "对", "對", "対", "正确", "正確", "صح", "صحيح"})
FALSE = frozenset({"false", "faux", "fausse", "falso", "falsa", "falsch", "fałsz", "falsz", "hamis", "nepravda",
                   "onwaar", "fout", "неверно", "ложь", "sai", "salah", "yanlış", "错", "錯", "错误", "錯誤", "خطأ",
                   "خطا", "خاطئ"})
YES = frozenset({"yes", "oui", "sí", "si", "sì", "sim", "ja", "tak", "igen", "ano", "да", "evet", "ok", "是"})
NO = frozenset({"no", "non", "não", "nao", "nein", "nie", "nem", "ne", "нет", "hayır", "否"})
RIGHT = frozenset({"correct", "right", "richtig", "correcta", "correcto", "correta", "correto", "corretta",
                   "corretto", "correcte", "juste", "bonne", "giusta", "giusto", "верно", "правильно", "правильный",
                   "правильная", "benar", "đúng", "doğru"})
WRONG = frozenset({"incorrect", "wrong", "falsch", "incorrecta", "incorrecto", "incorreta", "incorreto", "errada",
                   "errado", "sbagliata", "sbagliato", "errata", "errato", "mauvaise", "incorrecte", "неверно",
                   "неправильно", "salah", "sai", "yanlış"})
TRUE_LETTERS = frozenset({"t", "v", "y", "o"})
FALSE_LETTERS = frozenset({"f", "n"})
CROSS = frozenset({"x"})
TRUE_SIGNS = frozenset({"√", "✓", "✔", "✅", "☑", "○", "◯"})
FALSE_SIGNS = frozenset({"×", "✗", "✘", "❌", "✖"})

#: the words of the three senses, no letter and no sign: a verdict's word on a line, a choice's attribute
TRUE_YES_RIGHT = TRUE | YES | RIGHT
FALSE_NO_WRONG = FALSE | NO | WRONG

#: a sheet's cell words (and signs) that say true, or false: a true/false answer, a statement's value, a choice's
#: mark (``csvinfer``: the letters ``t``/``y``/``v``, ``√``, ``wrong``/``incorrect`` among them)
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


#: the words (letters, signs) that say true, and false, as a statement's value: a sheet's cell words and a statement's
#: (``TRUE``/``FALSE``), ``correct``/``wrong`` too; a word both sets hold says neither
_SIDE_TRUE = TRUE | TRUE_WORDS | RIGHT | TRUE_SIGNS
_SIDE_FALSE = FALSE | FALSE_WORDS | WRONG | FALSE_SIGNS


def side(value: str) -> bool | None:
    """Which side ``value`` says as a statement's verdict: True (``true``, ``Verdadeiro``, ``t``, ``✓``), False
    (``falso``, ``false``, ``F``, ``✗``), None for another word (a topic, a kind) or one both sides hold."""
    folded = value.strip().casefold()
    says_true, says_false = folded in _SIDE_TRUE, folded in _SIDE_FALSE
    return None if says_true == says_false else says_true


def shown(word: str) -> str:
    """A true/false (yes/no, right/wrong) word as a quiz's button shows it: a capital first letter where the file
    writes it all in lower case, as programs write their literals (``true`` -> ``True``, ``verdadeiro`` ->
    ``Verdadeiro``, ``đúng`` -> ``Đúng``); anything else as written (``TRUE``, ``Vrai``, a letter, a sign, ``对``)."""
    if len(word) > 1 and word.islower() and side(word) is not None:
        return word[0].upper() + word[1:]
    return word
