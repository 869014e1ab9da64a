"""The true/false words to write for verdict values that are no words (``1``/``0``, ``✓``/``✗``, ``+``/``-``).

A true/false bank whose values are digits or signs shows its quiz program's buttons nowhere: the choices are the
language's own words for true and false, the language told by the statements' letters (``ğ``, ``ş``, ``ı``:
Turkish, ``Doğru``/``Yanlış``; ``ñ``, ``¿``: Spanish; a script of its own: Greek, Cyrillic; kana: Japanese, whose
○×-quizzes write ``○``/``×``; Hangul: Korean, ``O``/``X`` likewise; Chinese characters without kana: ``对``/``错``).
The letters are counted over all the statements and the language with the most wins; with none, English
(``True``/``False``). It is a guess from the file's letters, so the reader says it at the first statement (the
caller of ``guessed_words``).

``paired``: whether two words are one language's true and false (``verdadeiro``/``falso``, not
``verdadeiro``/``false``): which of a side's two spellings goes with the other side.
"""

from __future__ import annotations

from collections.abc import Iterable

#: letters that mark a language (lower case), its words for true and false; in order of preference on a tie (a
#: letter several languages share counts for each that lists it)
_LANGUAGES: tuple[tuple[str, str, tuple[str, str]], ...] = (
    ("tr", "ğışİ", ("Doğru", "Yanlış")),
    ("ro", "ășțşţ", ("Adevărat", "Fals")),
    ("pl", "łąęśźżń", ("Prawda", "Fałsz")),
    ("cs", "řěůťď", ("Pravda", "Nepravda")),
    ("hu", "őű", ("Igaz", "Hamis")),
    ("vi", "ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ", ("Đúng", "Sai")),
    ("de", "ßäöü", ("Wahr", "Falsch")),
    ("es", "ñ¿¡", ("Verdadero", "Falso")),
    ("pt", "ãõ", ("Verdadeiro", "Falso")),
    ("fr", "èêëœç", ("Vrai", "Faux")),
    ("it", "òìù", ("Vero", "Falso")),
    ("uk", "їєґі", ("Правда", "Неправда")),
    ("ru", "ыэъё", ("Верно", "Неверно")),
    ("el", "αβγδεζηθικλμνξοπρστυφχψω", ("Σωστό", "Λάθος")),
)
#: Cyrillic letters any of its languages writes: Russian's words when no letter tells which
_CYRILLIC = ("ru", ("Верно", "Неверно"))
_ENGLISH = ("en", ("True", "False"))
#: scripts written without letters of the table: their first and last character, the language, its words (the first
#: script found in most of the statements' characters wins; kana before Chinese characters, which Japanese writes too)
_SCRIPTS: tuple[tuple[str, str, str, tuple[str, str]], ...] = (
    ("\u3040", "\u30ff", "ja", ("○", "×")),
    ("\uac00", "\ud7af", "ko", ("O", "X")),
    ("\u4e00", "\u9fff", "zh", ("对", "错")),
)


#: one language's words for true and false (casefolded), beside the table's: which spellings go together
_PAIRS = frozenset({(t.casefold(), f.casefold()) for _code, _letters, (t, f) in _LANGUAGES} | {
    ("true", "false"), ("verdadero", "falso"), ("verdadera", "falsa"), ("verdadeiro", "falso"),
    ("verdadeira", "falsa"), ("vero", "falso"), ("vera", "falsa"), ("vrai", "faux"), ("vrai", "fausse"),
    ("wahr", "falsch"), ("richtig", "falsch"),
    ("waar", "onwaar"), ("juist", "fout"), ("benar", "salah"), ("đúng", "sai"), ("doğru", "yanlış"),
    ("prawda", "fałsz"), ("igaz", "hamis"), ("pravda", "nepravda"), ("верно", "неверно"), ("правда", "ложь"),
    ("правда", "неправда"), ("对", "错"), ("對", "錯"), ("正确", "错误"), ("正確", "錯誤"), ("صح", "خطأ"),
    ("صحيح", "خطأ"),
    ("صح", "خطا"), ("yes", "no"), ("oui", "non"), ("sí", "no"), ("si", "no"), ("sim", "não"), ("ja", "nein"),
    ("tak", "nie"), ("да", "нет"), ("correct", "incorrect"), ("right", "wrong"), ("correcto", "incorrecto"),
    ("correta", "errada"), ("corretto", "sbagliato")})
def paired(true: str, false: str) -> bool:
    """Whether ``true`` and ``false`` (any case) are one language's words for true and false."""
    return (true.casefold(), false.casefold()) in _PAIRS


def wordless(values: Iterable[str]) -> bool:
    """Whether verdict values hold no letter (``1``/``0``, ``✓``/``✗``): they are no words to show as choices."""
    return not any(ch.isalpha() for value in values for ch in value)


def guessed_words(statements: Iterable[str]) -> tuple[str, tuple[str, str]]:
    """The statements' language (a code) and its words for true and false, by the letters the statements hold;
    English when none tells (see the module)."""
    counts = dict.fromkeys((code for code, _letters, _words in _LANGUAGES), 0)
    cyrillic = 0
    scripts = [0] * len(_SCRIPTS)
    for text in statements:
        for ch in text[:2000].lower():
            if "\u0400" <= ch <= "\u04ff":
                cyrillic += 1
            for k, (low, high, _code, _pair) in enumerate(_SCRIPTS):
                scripts[k] += low <= ch <= high
            for code, letters, _words in _LANGUAGES:
                if ch in letters:
                    counts[code] += 1
    best = max(_LANGUAGES, key=lambda lang: counts[lang[0]])   # the first listed on a tie
    if counts[best[0]]:
        return best[0], best[2]
    if found := [(code, pair) for k, (_low, _high, code, pair) in enumerate(_SCRIPTS) if scripts[k]]:
        return found[0]
    return _CYRILLIC if cyrillic else _ENGLISH
