"""Refuse math that does more than draw mathematics.

Anki typesets ``\\( … \\)`` and ``\\[ … \\]`` with its bundled MathJax 3, whose TeX input can
make links (``\\href``), CSS (``\\style``, ``\\bbox[style:…]``), classes and ids (``\\class``,
``\\cssId``), tooltips and toggles, load extensions (``\\require``) and define macros that stay
defined for the rest of the review session. A shared deck must do none of that, so every
span that Anki's MathJax would typeset is checked at build time against an allow-list:

* the commands of MathJax's maths maps (``mathjax_commands.MAPS``: base, AMS, mathtools,
  braket, cancel, mhchem, …), read from the MathJax that Anki ships;
* the environments of its maths environment maps (``aligned``, ``cases``, ``pmatrix``, …);
* a few commands whose arguments are checked: colours (``\\color``, ``\\textcolor``,
  ``\\colorbox``, ``\\fcolorbox``, ``\\bbox`` with only a colour and a padding), ``\\unicode``
  without a font, ``\\enclose`` without attributes, and every command that moves or spaces
  things (``\\kern``, ``\\raise``, ``\\hspace``, ``\\!``, ``\\\\[…]``, ``\\rule`` …), whose
  dimensions are bounded so that math cannot be pushed over the rest of the card.

Definitions (``\\def``, ``\\newcommand``, ``\\let``, ``\\DeclareMathOperator``, ``\\begingroup`` …)
are refused outright: MathJax keeps them for the whole page, so one card could redefine
``\\frac`` for every later card of the session, including other decks' cards that no
check of ours ever saw; and a refused macro could be reached through a new name.

The spans are found the way MathJax finds them (``find_math``), in the HTML the card will
show, after Markdown and entity decoding, so an escaped or entity-encoded delimiter or
backslash cannot hide math from the check.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from html import unescape
from html.parser import HTMLParser

from .mathjax_commands import MAPS

__all__ = ["Problem", "check_html", "check_math", "classify", "find_math"]

#: MathJax maps whose commands draw mathematics (every command in them is allowed,
#: unless named in REFUSED or CHECKED below)
COMMAND_MAPS = (
    "macros", "mathchar0mi", "mathchar0mo", "mathchar7",
    "AMSmath-macros", "AMSmath-mathchar0mo", "AMSsymbols-macros", "AMSsymbols-mathchar0mi",
    "AMSsymbols-mathchar0mo", "Braket-macros", "Bussproofs-macros", "amscd_macros", "boldsymbol",
    "cancel", "centernot", "empheq-macros", "extpfeil", "mathtools-macros", "mhchem",
    "textcomp-macros", "upgreek",
)
#: maps of delimiters: their entries that start with a backslash are commands
DELIMITER_MAPS = ("delimiter", "AMSmath-delimiter", "AMSsymbols-delimiter", "mathtools-delimiters")
#: maps of environments that draw mathematics
ENVIRONMENT_MAPS = (
    "environment", "AMSmath-environment", "mathtools-environments", "amscd_environment",
    "cases-env", "empheq-env", "Bussproofs-environments",
)
#: maps of characters (not commands), of packages Anki does not load (physics, textmacros:
#: reachable only through \require, which is refused), and of the packages whose commands
#: are refused or checked one by one below
OTHER_MAPS = (
    "special", "remap", "not_remap", "letter", "digit", "command", "text-special", "text-macros",
    "Braket-characters", "mathtools-characters", "amscd_special", "cases-macros",
    "Physics-automatic-bracing-macros", "Physics-aux-envs", "Physics-bra-ket-macros", "Physics-characters",
    "Physics-derivative-macros", "Physics-expressions-macros", "Physics-matrix-macros",
    "Physics-quick-quad-macros", "Physics-vector-macros", "Physics-vector-mi", "Physics-vector-mo",
    "autoload-environments", "autoload-macros",
    "html_macros", "action-macros", "require", "setoptions", "verb", "unicode", "color", "colorv2",
    "colortbl", "bbox", "enclose",
)

_DEFINES = ("MathJax keeps a definition for the whole page, so it would change how every later card of "
            "the review session is drawn (other decks' too), and could reach a refused command under a new name")
_HINT_DEFINE = "write the command out where you use it, e.g. \\operatorname{rank} instead of \\DeclareMathOperator"
_HINT = "cards accept only TeX that draws mathematics; see docs/security.md"

#: commands refused whatever their arguments: name -> why
REFUSED: dict[str, str] = {
    **dict.fromkeys((
        "def", "gdef", "edef", "xdef", "let", "global", "newcommand", "renewcommand", "newenvironment",
        "renewenvironment", "DeclareMathOperator", "DeclarePairedDelimiter", "DeclarePairedDelimiterX",
        "DeclarePairedDelimiterXPP", "DeclarePairedDelimiters", "DeclarePairedDelimitersX",
        "DeclarePairedDelimitersXPP", "Newextarrow", "definecolor", "begingroup", "endgroup", "newtagform",
        "renewtagform", "usetagform", "mathtoolsset",
    ), _DEFINES),
    "setOptions": "it changes MathJax's settings for the whole page",
    "require": "it loads MathJax extensions (code) while the card is shown",
    "href": "it makes a link, which can run a script or open a web page when tapped",
    "class": "it puts a CSS class into the page (the card's own classes decide what is marked correct)",
    "cssId": "it puts an element id into the page, which the card's script or style may rely on",
    "style": "it puts CSS into the page: it can cover the card, fake its verdict or load from the network",
    "toggle": "it makes an interactive element in the math",
    "mathtip": "it makes a tooltip in the math",
    "texttip": "it makes a tooltip in the math",
    "mmlToken": "it makes MathML elements with any attributes",
    "label": "it puts an element id into the page",
    "ref": "it makes a link in the page",
    "eqref": "it makes a link in the page",
    "refeq": "it makes a link in the page",
    "verb": "its text is taken verbatim, delimiters included; use \\texttt{…}",
}

#: the largest size (in em) of a space, a move or a rule, and how far (in em, all together)
#: one math span may move things left, up or down: enough for fine-tuning, not for
#: pushing the math over the rest of the card
MAX_SIZE_EM = 20.0
MAX_MOVE_EM = 3.0
MAX_NEGATIVE_EM = 3.0

#: horizontal spaces with a fixed width (em), counted against MAX_NEGATIVE_EM when negative
_FIXED_SPACES = {"!": -3 / 18, "negthinspace": -3 / 18, "negmedspace": -4 / 18, "negthickspace": -5 / 18}
_SPACING = ("kern", "mkern", "hskip", "mskip", "hspace", "mspace")
_MOVES = ("raise", "lower", "moveleft", "moveright")
_COLOUR_COMMANDS = ("color", "textcolor", "colorbox", "fcolorbox", "cellcolor", "rowcolor", "columncolor")

#: commands allowed only after their arguments are checked (see Checker)
CHECKED = frozenset(("begin", "end", "bbox", "enclose", "unicode", "\\", "rule", "Rule", "Space",
                     "minCDarrowwidth", "minCDarrowheight", "uproot", "leftroot", *_COLOUR_COMMANDS,
                     *_SPACING, *_MOVES, *_FIXED_SPACES))


def _allowed() -> frozenset[str]:
    names: set[str] = set()
    for m in COMMAND_MAPS:
        names.update(MAPS.get(m, ()))
    for m in DELIMITER_MAPS:
        names.update(n[1:] for n in MAPS.get(m, ()) if n.startswith("\\") and len(n) > 1)
    return frozenset(names - set(REFUSED) - CHECKED)


ALLOWED = _allowed()
ENVIRONMENTS = frozenset(e for m in ENVIRONMENT_MAPS for e in MAPS.get(m, ())) - {"spreadlines"}


def classify(name: str) -> str:
    """How a command (without its backslash) is treated: allowed, checked, refused or unknown."""
    if name in REFUSED:
        return "refused"
    if name in CHECKED:
        return "checked"
    if name in ALLOWED:
        return "allowed"
    return "unknown"


@dataclass(frozen=True)
class Problem:
    """Why a math span is refused; ``needle`` is the text to point at in the source."""

    message: str
    needle: str
    hint: str = _HINT


# ---------------------------------------------------------------------------- finding math

#: Anki's MathJax configuration (aqt/data/web/js/mathjax.js): these delimiters, no
#: processEscapes, no processEnvironments, no processRefs; MathJax 3's default skipHtmlTags
#: and includeHtmlTags
_START = re.compile(r"\\\(|\\\[")
_END = {
    "\\(": re.compile(r"\\\)|\\(?:[a-zA-Z]|[^\n\r\u2028\u2029])|[{}]"),
    "\\[": re.compile(r"\\\]|\\(?:[a-zA-Z]|[^\n\r\u2028\u2029])|[{}]"),
}
_CLOSE = {"\\(": "\\)", "\\[": "\\]"}
_SKIP = frozenset(("script", "noscript", "style", "textarea", "pre", "code", "annotation", "annotation-xml"))
_INCLUDE = {"br": "\n", "wbr": ""}


def _spans_in(text: str) -> Iterator[str]:
    """MathJax's FindTeX.findMathInString on one string: each math span, delimiters included."""
    pos = 0
    while True:
        m = _START.search(text, pos)
        if m is None:
            return
        opener = m.group()
        end_re, closer = _END[opener], _CLOSE[opener]
        depth = 0
        found = None
        for e in end_re.finditer(text, m.end()):
            tok = e.group()
            if tok == closer and depth == 0:
                found = e.end()
                break
            if tok == "{":
                depth += 1
            elif tok == "}" and depth:
                depth -= 1
        if found is None:
            pos = m.end()
        else:
            yield text[m.start():found]
            pos = found


class _Strings(HTMLParser):
    """MathJax's HTMLDomStrings: the text runs of a document, broken at every element
    boundary except ``<br>``/``<wbr>``/comments, skipping code, pre, script, style …"""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.strings: list[str] = []
        self.current: list[str] = []
        self.skip = 0
        self.stack: list[str] = []

    def _push(self) -> None:
        if self.current:
            self.strings.append("".join(self.current))
            self.current = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _INCLUDE:
            if not self.skip:
                self.current.append(_INCLUDE[tag])
            return
        self._push()
        if tag in ("img", "hr", "input", "meta", "link", "source", "col", "area", "base", "embed", "param",
                   "track"):
            return  # void: no end tag follows
        self.stack.append(tag)
        if tag in _SKIP:
            self.skip += 1

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in _INCLUDE and self.stack and self.stack[-1] == tag:
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in _INCLUDE:
            return
        self._push()
        if tag in self.stack:
            while self.stack:
                top = self.stack.pop()
                if top in _SKIP:
                    self.skip -= 1
                if top == tag:
                    break

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.current.append(data)

    def close(self) -> None:
        super().close()
        self._push()


def find_math(html: str) -> list[str]:
    """Every math span Anki's MathJax would typeset in this HTML, delimiters included."""
    if "\\" not in html and "&" not in html:
        return []
    text = unescape(html) if "&" in html else html   # a quick look: no opener at all, no math
    if "\\(" not in text and "\\[" not in text:
        return []
    parser = _Strings()
    parser.feed(html)
    parser.close()
    return [span for s in parser.strings if "\\" in s for span in _spans_in(s)]


# ---------------------------------------------------------------------------- checking math

_TOKEN = re.compile(r"\\([A-Za-z]+|[\s\S])|([{}\[\]])")
_UNITS = {"em": 1.0, "ex": 0.431, "mu": 1 / 18, "pt": 0.1, "pc": 1.2, "in": 7.227, "cm": 2.845,
          "mm": 0.2845, "px": 1 / 16, "bp": 0.1004, "dd": 0.107, "cc": 1.284, "sp": 0.1 / 65536}
_DIMEN = re.compile(r"\s*([-+]?)\s*((?:\d+(?:\.\d*)?|\.\d+))\s*(" + "|".join(_UNITS) + r")\s*", re.IGNORECASE)
_NUMBER = re.compile(r"\s*[-+]?\s*\d{1,6}\s*\Z")
_COLOUR_NAME = re.compile(r"\s*(?:[A-Za-z]{1,40}|#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6})\s*\Z")
_COLOUR_MODELS = {
    "rgb": re.compile(r"\s*(?:0|1|0?\.\d+|1\.0*)\s*(?:,\s*(?:0|1|0?\.\d+|1\.0*)\s*){2}\Z"),
    "RGB": re.compile(r"\s*\d{1,3}\s*(?:,\s*\d{1,3}\s*){2}\Z"),
    "gray": re.compile(r"\s*(?:0|1|0?\.\d+|1\.0*)\s*\Z"),
    "HTML": re.compile(r"\s*[0-9A-Fa-f]{6}\s*\Z"),
    "named": _COLOUR_NAME,
}
_NOTATION = re.compile(r"[A-Za-z ,]{1,80}\Z")
_UNICODE = re.compile(r"\s*(?:[xX][0-9A-Fa-f]{1,6}|\d{1,7})\s*\Z")
_INVISIBLE_CATEGORIES = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")


class _Refused(Exception):
    def __init__(self, problem: Problem):
        super().__init__(problem.message)
        self.problem = problem


class Checker:
    """Checks one math span (see :func:`check_math`)."""

    def __init__(self, span: str):
        self.s = span
        self.negative = 0.0   # em moved left so far
        self.moved = 0.0      # em moved up or down so far

    # -- reading arguments -------------------------------------------------------------

    def _skip_spaces(self, i: int) -> int:
        while i < len(self.s) and self.s[i] in " \t\n\r":
            i += 1
        return i

    def _group(self, i: int, open_: str, close: str) -> tuple[str, int] | None:
        """The text of a balanced ``{…}`` (or ``[…]`` at brace depth 0) at i, and the index after it."""
        i = self._skip_spaces(i)
        if i >= len(self.s) or self.s[i] != open_:
            return None
        depth = 0
        j = i + 1
        while j < len(self.s):
            c = self.s[j]
            if c == "\\":
                j += 2
                continue
            if c == "{":
                depth += 1
            elif c == "}":
                if open_ == "{" and depth == 0:
                    return self.s[i + 1:j], j + 1
                depth -= 1
            elif c == close and depth == 0:
                return self.s[i + 1:j], j + 1
            j += 1
        return None

    def _argument(self, i: int) -> tuple[str, int] | None:
        """A braced argument, or a single token (character or command) as TeX reads it."""
        group = self._group(i, "{", "}")
        if group is not None:
            return group
        i = self._skip_spaces(i)
        if i >= len(self.s):
            return None
        m = _TOKEN.match(self.s, i)
        if m is not None:
            return m.group(), m.end()
        return self.s[i], i + 1

    def _optional(self, i: int) -> tuple[str, int] | None:
        return self._group(i, "[", "]")

    def _refuse(self, name: str, why: str, hint: str = _HINT) -> _Refused:
        return _Refused(Problem(f"\\{name} is not allowed in math: {why}", "\\" + name, hint))

    def _dimension(self, name: str, i: int, low: float, high: float) -> tuple[float, int]:
        """A dimension argument (braced or not) within [low, high] em; its size in em."""
        i = self._skip_spaces(i)
        group = self._group(i, "{", "}")
        text, end = group if group is not None else (self.s[i:], None)
        m = _DIMEN.match(text)
        if m is None or (group is not None and m.end() != len(text)):
            raise self._refuse(name, "it needs a plain dimension here, such as 0.5em or 3pt")
        value = float(m.group(2)) * _UNITS[m.group(3).lower()] * (-1 if m.group(1) == "-" else 1)
        if not low <= value <= high:
            raise self._refuse(name, f"{m.group().strip()} is out of range: sizes here go from {low:g}em "
                                     f"to {high:g}em, so that math stays in its place on the card")
        return value, end if end is not None else i + m.end()

    @staticmethod
    def _dimension_in(name: str, text: str, low: float, high: float) -> float:
        """The size in em of ``text`` (an optional argument's), a whole dimension within [low, high] em."""
        return Checker("{" + text + "}")._dimension(name, 0, low, high)[0]

    def _colour(self, name: str, i: int, model: str | None) -> int:
        arg = self._argument(i)
        if arg is None:
            raise self._refuse(name, "it needs a colour")
        spec, end = arg
        pattern = _COLOUR_MODELS.get(model.strip()) if model is not None else _COLOUR_NAME
        if pattern is None:
            raise self._refuse(name, f"colour model {model!r} is not one of {', '.join(_COLOUR_MODELS)}")
        if not pattern.match(spec):
            raise self._refuse(name, f"{spec!r} is not a colour (a name such as red, #1f77b4, "
                                     "or [rgb]{0.1,0.5,0.9})")
        return end

    # -- the span ----------------------------------------------------------------------

    def run(self) -> Problem | None:
        try:
            self._run()
        except _Refused as exc:
            return exc.problem
        return None

    def _run(self) -> None:
        s = self.s
        # the delimiters themselves are not commands
        i = 2 if s[:2] in ("\\(", "\\[") else 0
        end = len(s) - 2 if s[-2:] in ("\\)", "\\]") and len(s) >= 4 else len(s)
        while True:
            j = s.find("\\", i, end)
            if j < 0:
                return
            m = _TOKEN.match(s, j)
            assert m is not None
            name = m.group(1)
            i = self._command(name, m.end())

    def _command(self, name: str, i: int) -> int:
        kind = classify(name)
        if kind == "allowed":
            return i
        if kind == "refused":
            why = REFUSED[name]
            raise self._refuse(name, why, _HINT_DEFINE if why is _DEFINES else _HINT)
        if kind == "unknown":
            shown = name if name.isprintable() and name.strip() else f"U+{ord(name[0]):04X}"
            raise _Refused(Problem(f"\\{shown} is not a math command that cards allow",
                                   "\\" + name, "cards accept the commands of MathJax's maths packages (base, "
                                                "AMS, mathtools, mhchem …); see docs/security.md"))
        return self._checked(name, i)

    def _checked(self, name: str, i: int) -> int:
        if name in ("begin", "end"):
            group = self._group(i, "{", "}")
            if group is None:
                raise self._refuse(name, "it needs an environment name in braces, e.g. \\begin{aligned}")
            env = group[0].strip()
            if env not in ENVIRONMENTS:
                raise _Refused(Problem(f"environment {env!r} is not allowed in math", "\\" + name,
                                       "maths environments such as aligned, cases, pmatrix, array work; "
                                       "see docs/security.md"))
            return group[1]
        if name in _FIXED_SPACES:
            self._left(_FIXED_SPACES[name], name)
            return i
        if name in _SPACING:
            if self.s.startswith("*", i):
                i += 1
            value, i = self._dimension(name, i, -MAX_NEGATIVE_EM, MAX_SIZE_EM)
            self._left(value, name)
            return i
        if name in _MOVES:
            value, i = self._dimension(name, i, -MAX_MOVE_EM, MAX_MOVE_EM)
            if name in ("moveleft", "moveright"):
                self._left(-abs(value), name)
            else:
                self._move(value, name)
            return i
        if name == "\\":  # a line break, with an optional extra space
            j = self._skip_spaces(i + 1 if self.s.startswith("*", i) else i)
            if j < len(self.s) and self.s[j] == "[":
                opt = self._optional(j)
                if opt is None or _DIMEN.fullmatch(opt[0]) is None:
                    raise self._refuse("\\", "the space after a line break must be a dimension, e.g. \\\\[4pt]")
                value = self._dimension_in("\\", opt[0], -1.0, MAX_SIZE_EM)
                self._move(value, "\\")
                return opt[1]
            return i
        if name in ("rule", "Rule", "Space"):
            if name == "rule":
                opt = self._optional(i)
                if opt is not None:
                    value = self._dimension_in(name, opt[0], -MAX_MOVE_EM, MAX_MOVE_EM)
                    self._move(value, name)
                    i = opt[1]
            for _ in range(2 if name == "rule" else 3):
                _, i = self._dimension(name, i, 0.0, MAX_SIZE_EM)
            return i
        if name in ("minCDarrowwidth", "minCDarrowheight"):
            _, i = self._dimension(name, i, 0.0, MAX_SIZE_EM)
            return i
        if name in ("uproot", "leftroot"):
            arg = self._argument(i)
            if arg is None or not _NUMBER.match(arg[0]) or abs(int(arg[0].replace(" ", ""))) > 20:
                raise self._refuse(name, "it needs a small whole number (-20 to 20)")
            return arg[1]
        if name in _COLOUR_COMMANDS:
            opt = self._optional(i)
            model = None
            if opt is not None:
                model, i = opt
            i = self._colour(name, i, model)
            if name == "fcolorbox":
                i = self._colour(name, i, model)
            return i
        if name == "bbox":
            opt = self._optional(i)
            if opt is None:
                return i
            for part in opt[0].split(","):
                if _COLOUR_NAME.match(part):
                    continue
                m = _DIMEN.fullmatch(part)
                if m is not None:
                    self._dimension_in(name, part, 0.0, 2.0)
                    continue
                raise self._refuse(name, f"{part.strip()!r} is not allowed in its options: only a colour and "
                                         "a padding, e.g. \\bbox[yellow,5px]{x}")
            return opt[1]
        if name == "enclose":
            arg = self._argument(i)
            if arg is None or not _NOTATION.match(arg[0]):
                raise self._refuse(name, "it needs notations such as {circle} or {box,updiagonalstrike}")
            if self._optional(arg[1]) is not None:
                raise self._refuse(name, "its attributes can set any style; write it without [ … ]")
            return arg[1]
        if name == "unicode":
            if self._optional(i) is not None:
                raise self._refuse(name, "a font argument loads a web font; write \\unicode{x263A} without [ … ]")
            arg = self._argument(i)
            if arg is None or not _UNICODE.match(arg[0]):
                raise self._refuse(name, "it needs a character number, e.g. \\unicode{x263A} or \\unicode{9786}")
            digits = arg[0].strip()
            code = int(digits[1:], 16) if digits[0] in "xX" else int(digits)
            if code > 0x10FFFF or unicodedata.category(chr(code)) in _INVISIBLE_CATEGORIES:
                raise self._refuse(name, f"U+{code:04X} is an invisible, control or unassigned character")
            return arg[1]
        raise AssertionError(name)  # pragma: no cover - every CHECKED name is handled above

    def _left(self, value: float, name: str) -> None:
        if value < 0:
            self.negative -= value
            if self.negative > MAX_NEGATIVE_EM + 1e-9:
                raise self._refuse(name, f"the negative spaces of this math add up to more than "
                                         f"{MAX_NEGATIVE_EM:g}em, enough to draw it over other text")

    def _move(self, value: float, name: str) -> None:
        self.moved += abs(value)
        if self.moved > MAX_MOVE_EM + 1e-9:
            raise self._refuse(name, f"the moves of this math add up to more than {MAX_MOVE_EM:g}em, "
                                     "enough to draw it over other text")


def check_math(span: str) -> Problem | None:
    """The first reason to refuse one math span (delimiters included), or None."""
    return Checker(span).run()


def check_html(html: str) -> list[Problem]:
    """Problems of every math span that Anki's MathJax would typeset in ``html``."""
    problems = []
    for span in find_math(html):
        problem = check_math(span)
        if problem is not None:
            problems.append(problem)
    return problems
