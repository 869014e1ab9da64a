"""A header row's words for a sheet's right and wrong answers, in the languages of the sheets met.

A sheet that writes each question's right answer in a column of its own and the wrong ones in columns after it
names them in its own language: ``Správná odpověď;Distraktor 1;Distraktor 2`` (cs), ``Helyes;HelytelenA;
HelytelenB`` (hu), ``Corretta;Errata1;Errata2`` (it), ``dogru_cevap;yanlis_cevap`` (tr). The words are kept here
as data, one entry a language's words, so that a new language is a line, not a rule (not a true/false pair's
words a headerless true/false sheet's cells hold, ``BENAR``/``SALAH``: its first row is no header):

- ``RIGHT_WORDS``: a word of a header's name that says its column holds the right answer (``správná``,
  ``helyes``); read where the whole name is none of the known names (``csvtable._by_words``).
- ``WRONG_WORDS`` and ``ANSWER_NOUNS``: a wrong answers' column is named by a word for wrong (or a distractor),
  a noun for answer before or after it, and a count (``Errata1``, ``Helytelen A``, ``risposta errata 2``,
  ``yanlis cevap``): ``wrong_column``.
- ``EXPLANATION_WORDS``: a word that says its column explains (``vysvětlivky``, ``magyarázat``).

A header row may also hold a column whose name is none of the known ones (an empty name over categories,
``Info richtige Antwort``); its cells, filled, are never dropped without a word: ``unread_columns`` tells them, the
caller says them at the header's line. (Not read as an explanation by its place: which column a sheet's last
sentences are is not told by the place alone.)

A name is compared after ``csvtable._normal``: lower case, ``_``/``-`` as spaces, ``HelytelenA`` as ``helytelen a``.
"""

from __future__ import annotations

import re

#: a word for the right answer, by language
RIGHT_WORDS: frozenset[str] = frozenset({
    "správná", "správný", "správně", "spravna", "spravny", "správna", "správny",       # cs, sk
    "helyes", "jó",                                                                    # hu
    "oikea", "oikein",                                                                 # fi
    "rätt", "riktig", "riktige", "rigtig", "rigtige", "korrekt", "korrekte",           # sv, no, da
    "tačan", "točan", "tacan", "tocan", "tačno", "točno", "ispravan", "ispravno",      # hr, sr, bs
    "pravilen", "pravilno",                                                            # sl
    "corect", "corectă", "corecta", "corectǎ",                                         # ro
    "prawidłowa", "prawidłowe", "prawidłowy", "dobra",                                 # pl
    "правильна", "правильний", "вірна", "вірний",                                      # uk
    "σωστή", "σωστό",                                                                  # el
    "doğru", "dogru",                                                                  # tr
})

#: a word for a wrong answer (or a distractor), by language
WRONG_WORDS: tuple[str, ...] = (
    "distraktor", "distraktory", "distraktoren", "distrattore", "distrattori", "distractor", "distracteur",
    "helytelen", "rossz",                                                              # hu
    "špatná", "špatně", "spatna", "nesprávná", "nespravna", "chybná", "chybna",        # cs
    "errata", "errate", "errato", "errati", "sbagliata", "sbagliate", "sbagliato",     # it
    "yanlış", "yanlis", "yanlıs",                                                      # tr
    "väärä", "väärin", "fel", "feil", "forkert",                                       # fi, sv, no, da
    "netačan", "netočan", "netacan", "netocan", "pogrešan", "pogresan",                # hr, sr
    "greșit", "greşit", "gresit", "incorect", "incorectă",                             # ro
    "błędna", "błędne", "bledna", "niepoprawna", "nieprawidłowa",                      # pl
    "неправильний", "неправильна", "неправильный", "неверный", "невірна",              # uk, ru
    "λάθος",                                                                           # el
    "errada", "erradas", "incorreta", "incorretas", "incorrecta", "incorrectas",
)

#: a noun for an answer, written before or after the wrong word: ``risposta errata``, ``yanlis cevap``
ANSWER_NOUNS: tuple[str, ...] = (
    "answer", "answers", "option", "options", "choice", "choices", "antwort", "antworten", "cevap", "cevaplar",
    "şık", "odpověď", "odpovědi", "odpoved", "válasz", "valasz", "risposta", "risposte", "opzione", "resposta",
    "respostas", "respuesta", "respuestas", "réponse", "réponses", "jawaban", "pilihan", "odpowiedź", "odpowiedz",
    "svar", "vastaus", "odgovor", "răspuns", "raspuns", "ответ", "відповідь", "απάντηση",
)

#: a word that says its column explains its row's answer, by language (those ``csvtable._WORDS`` lacks)
EXPLANATION_WORDS: frozenset[str] = frozenset({
    "vysvětlivky", "vysvětlení", "vysvetlenie", "vysvetlivky", "zdůvodnění",            # cs, sk
    "magyarázat", "indoklás", "magyarazat",                                            # hu
    "selitys", "förklaring", "forklaring",                                             # fi, sv, no, da
    "obrazloženje", "objašnjenje", "pojasnilo", "explicație", "explicatie",            # hr, sr, sl, ro
    "uzasadnienie", "giải thích", "alasan", "neden",                                   # pl, vi, id, tr
})


def _either(words: tuple[str, ...]) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


#: a wrong answers' column's name: an answer noun, the wrong word, an answer noun, a count, each but the wrong
#: word optional (``distraktor 1``, ``helytelen a``, ``errata1``, ``risposta errata 2``, ``yanlis cevap``)
_WRONG = re.compile(rf"(?:(?:{_either(ANSWER_NOUNS)}) )?(?:{_either(WRONG_WORDS)})"
                    rf"(?: (?:{_either(ANSWER_NOUNS)}))?(?: ?\d{{1,2}}| [a-l])?")


def wrong_column(name: str) -> bool:
    """Whether a header's name (normalised, ``csvtable._normal``) names a column of wrong answers in one of
    the languages here: ``distraktor 1``, ``helytelen a``, ``errata1``, ``yanlis cevap``."""
    return _WRONG.fullmatch(name) is not None


def unread_columns(columns: dict[str, list[int]], width: int, rows: list[list[str]]) -> list[int]:
    """The columns (of the ``width`` first) that ``columns`` does not read and the ``rows`` under the header
    fill."""
    used = {j for places in columns.values() for j in places}
    if not used or not rows:
        return []
    return [j for j in range(width) if j not in used and any(j < len(r) and r[j].strip() for r in rows)]
