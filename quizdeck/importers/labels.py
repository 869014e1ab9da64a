"""Choice labels in many scripts (A, B, C / а, б, в / أ, ب, ج ...) and answers written with them.

Every pattern here is linear in the length of the line: a stranger's file of one
megabyte-long line must not make the importer hang.
"""

from __future__ import annotations

import re

from quizdeck.source.model import LETTERS

#: Label sequences, each in choice order: Latin, Cyrillic (Russian, Ukrainian), Greek,
#: Arabic (abjad order, as Arabic quizzes label choices), Hebrew, and Japanese katakana (ア, イ, ウ, エ: the
#: Japanese national exams' labels).
ALPHABETS = ("ABCDEFGHIJKL", "АБВГДЕЖЗИКЛМ", "АБВГҐДЕЄЖЗИІ", "ΑΒΓΔΕΖΗΘΙΚΛΜ",
             "أبجدهوزحطيكل", "אבגדהוזחטיכל", "কখগঘঙচছজঝঞটঠ", "कखगघङचछजझञटठ", "アイウエオカキクケコサシ")
_INDEX: dict[str, int] = {}
for _alphabet in ALPHABETS:
    for _i, _c in enumerate(_alphabet):
        _INDEX.setdefault(_c, _i)
        _INDEX.setdefault(_c.lower(), _i)
_INDEX.setdefault("ا", 0)   # alif without hamza
_LABEL_CHARS = "".join(sorted(_INDEX))
LABEL = f"[{re.escape(_LABEL_CHARS)}]"


def label_index(char: str) -> int | None:
    """The choice a label letter names (A -> 0), or None."""
    return _INDEX.get(char)


def alphabet_from(first: str) -> str | None:
    """The alphabet, in the letter's case, whose first letter ``first`` is (``a`` -> ``abcdefghijkl``); None."""
    for alphabet in ALPHABETS:
        for cased in (alphabet, alphabet.lower()):
            if cased[0] == first:
                return cased
    return None


#: "A." "A)" "(a)" "A:" "A - " "A、" at the start of a choice's text, then its text (glued to it when it is Chinese:
#: "A:减速"); also wrapped: "[A]", "**A)**", "**A.**", "`A. x`" (the closing backtick ends the text), "`A.` x"
LABELLED = re.compile(rf"(\*\*|__|`|\[|\()?({LABEL})(\*\*|__|\]|\))?([.):]|\s*[:：]|[ \t]+[-–—](?=[ \t])|[、．])?"
                      r"(\*\*|__|`)?(?:[ \t]+|(?<=[、．：])|(?<=[.:])(?=[\u3400-\u9fff]))(\S.*)?$")
_CLOSES = {"**": "**", "__": "__", "[": "]", "(": ")"}
#: the sign that goes on a label written as code, set apart after it (``A`` ``:`` text)
_CODE_LABEL_SIGN = re.compile(r"^[:：.)\-–—](?:[ \t]+|$)")


def split_label(text: str) -> tuple[int, str] | None:
    """``(index, rest)`` when ``text`` starts with a choice label such as ``B)``, ``(b)``, ``[B]`` or ``**B.**``.

    A label in a code span with its text (`` `B. 42` ``) leaves the text in the code span (`` `42` ``).
    """
    m = LABELLED.match(text)
    if not m:
        return None
    opened, label, closed, punct, after = m.group(1), m.group(2), m.group(3), m.group(4), m.group(5)
    rest = (m.group(6) or "").rstrip()
    if opened == "`":
        if after == "`":
            rest = _CODE_LABEL_SIGN.sub("", rest)  # "`A.` text"; "`A` :  text": the sign after the code is the label's
        elif after is None and punct and rest.endswith("`") and "`" not in rest[:-1]:
            rest = "`" + rest                      # "`A. text`": the text stays code
        else:
            return None
    elif opened is not None:
        if closed != _CLOSES[opened] and after != _CLOSES[opened]:
            return None                            # "(a" "**A." without their closing
    elif after is not None or (closed is not None and closed != ")") or (closed is None and not punct):
        return None                                # "A x", "A**", "A]": not labels
    if closed in ("]", ")") and opened is None and punct:
        return None                                # "A).", odd
    index = label_index(label)
    if index is None:  # pragma: no cover - LABEL only holds known letters
        return None
    return index, rest


#: answers written without separators, as some banks do: "AD", "BCE" (capitals in order, nothing after)
_GLUED = re.compile(r"([A-L]{2,6})(?:\.|\s*$|\s+[-–—:]\s)")   # "ABD - Storage, Databases": the letters
#: answers written as capitals apart by spaces alone, the whole value: "B C", "A C D."
_SPACED = re.compile(r"([A-L](?:[ \t]+[A-L])+)[ \t]*\.?")
#: what separates two labels with no space: a sign, or a Chinese comma or joining word (``A和D``)
_SEPARATORS = ",;/&、，和及或与"
_TOKEN = re.compile(rf"\s*(\(?)([^\W\d_])(\)?)([.:){_SEPARATORS}]?)")
#: the short words that join two labels (``A and C``, ``A oder C``: either is right, both are read), in the languages
#: of the banks; written without spaces in Chinese (``A和D``)
JOIN_WORDS = _WORDS = "and|et|und|y|e|и|і|ve|و|or|oder|ou|o|или|або|lub|albo|veya|atau|dan|of|en"
#: a joining word after a separator is one only where a label follows it (``A, and C``): ``A, B, E - all`` ends in
#: the label E, not in the Portuguese word "e"
_JOIN_WORD = re.compile(rf"\s*(?:{_WORDS})\s+(?=\(?[^\W\d_]\)?(?:$|[\s.,;:)]))", re.I)
#: a joining word, then a label alone: what makes a small "a" before it a label too ("a or c")
_JOINED_LABEL = re.compile(rf"\s*(?:{_WORDS})\s+\(?[^\W\d_]\)?(?:$|[\s.,;)])", re.I)
#: markup around a label inside the brackets it stands in: ``(`c`)``, ``[**B**]``, ``(_a_)``
_WRAPPED = re.compile(rf"([(\[])(\*\*|__|`|\*|_)({LABEL})\2(?=[)\]])")
_JOINERS = re.compile(rf"\s*(?:,|;|/|&|{_WORDS})\s+|\s*[{_SEPARATORS}]\s*", re.I)


def answer_letters(value: str) -> tuple[list[int], str] | None:
    """The choices named at the start of an answer's value: ``"A, C"`` -> ([0, 2], "").

    Returns the indices and what follows them (``"B) 42"`` -> ([1], "42")), or None when
    the value does not start with labels (an answer given as the choice's text).
    """
    rest = value[:300].strip().strip("*`_").strip()   # an answer's labels come first; the rest is not looked at
    rest = _WRAPPED.sub(r"\1\3", rest) if rest[:1] in "([" else rest   # "(`c`)", "[**B**]": the markup is no part
    glued = _GLUED.match(rest)
    if glued and list(glued.group(1)) == sorted(set(glued.group(1))):
        return [_INDEX[c] for c in glued.group(1)], rest[glued.end():].strip()   # "AD": A and D
    spaced = _SPACED.fullmatch(rest)
    if spaced and (letters := spaced.group(1).split()) == sorted(set(letters)):
        return [_INDEX[c] for c in letters], ""   # "B C": capitals apart by spaces alone, in order, nothing else
    found: list[int] = []
    while rest:
        m = _TOKEN.match(rest)
        if not m:
            break
        index = label_index(m.group(2))
        after = rest[m.end():]
        separated = bool(m.group(4)) and m.group(4) in _SEPARATORS
        # a label stands alone: "B", "B)", "B." - not the start of a word ("a dog", "Both", "e.g.")
        if index is None or (after[:1].isalnum() and not separated) or (m.group(1) and not m.group(3)):
            break
        if m.group(2) in "ae" and not (m.group(1) or m.group(3) or m.group(4)) and after.strip() and not (
                _JOINED_LABEL.match(after)):
            break  # "a dog" is a word, not a label ("a or c" joins two)
        found.append(index)
        rest = after
        if separated:
            word = _JOIN_WORD.match(rest)
            rest = rest[word.end():] if word else rest
            continue
        joined = _JOINERS.match(rest)
        if not joined:
            break
        rest = rest[joined.end():]
    if not found:
        return None
    return found, rest.strip()


def letter(index: int) -> str:
    """How messages name the index-th choice: A to L, then 13, 14..."""
    return LETTERS[index] if index < len(LETTERS) else str(index + 1)
