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

from quizdeck.html.mathjax_commands import MAPS
from quizdeck.source.mathspans import mathjax_spans

__all__ = ["Problem", "check_html", "check_math", "classify", "find_math"]

#: MathJax maps whose commands draw mathematics (every command in them is allowed,
#: unless named in REFUSED or CHECKED below)
COMMAND_MAPS = (
    "macros", "mathchar0mi", "mathchar0mo", "mathchar7",
    "AMSmath-macros", "AMSmath-mathchar0mo", "AMSsymbols-macros", "AMSsymbols-mathchar0mi",
    "AMSsymbols-mathchar0mo", "Braket-macros", "Bussproofs-macros", "amscd_macros", "boldsymbol",
    "cancel", "centernot", "empheq-macros", "extpfeil", "mathtools-macros", "mhchem",
    "textcomp-macros", "upgreek", "gensymb-symbols",
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
    "colortbl", "bbox", "enclose", "Newcommand-macros", "AMSmath-operatorLetter",
    # the maps where definitions would go (empty: every definition is refused), and those of
    # \DeclarePairedDelimiter, \DeclareMathOperator and the configuration's macros (none)
    "new-Command", "new-Delimiter", "new-Environment", "mathtools-paired-delims", "ams-declare-ops",
    "configmacros-map", "configmacros-env-map",
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

# ---------------------------------------------------------------------------- finding math

#: Anki's MathJax configuration (aqt/data/web/js/mathjax.js): these delimiters, no
#: processEscapes, no processEnvironments, no processRefs; MathJax 3's default skipHtmlTags
#: and includeHtmlTags
_SKIP = frozenset(("script", "noscript", "style", "textarea", "pre", "code", "annotation", "annotation-xml"))
_INCLUDE = {"br": "\n", "wbr": ""}
_VOID = frozenset(("img", "hr", "input", "meta", "link", "source", "col", "area", "base", "embed", "param", "track"))


def _spans_in(text: str) -> Iterator[str]:
    """MathJax's FindTeX.findMathInString on one string: each math span, delimiters included
    (``mathspans.mathjax_spans``: one pass, however many openers are never closed)."""
    for start, end in mathjax_spans(text):
        yield text[start:end]


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
        if tag in _VOID:
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


#: A tag as the renderer writes them: a name, attributes with quoted values; an end tag.
_WS = "[ \\t\\n\\r\\f]"
_TAG_RE = re.compile(
    rf"<(?:([a-zA-Z][a-zA-Z0-9]*)(?:{_WS}+[a-zA-Z][-a-zA-Z0-9]*(?:{_WS}*={_WS}*(?:\"[^\"<>]*\"|'[^'<>]*'))?)*"
    rf"{_WS}*(/?)|/([a-zA-Z][a-zA-Z0-9]*){_WS}*)>")
#: Elements whose content ``html.parser`` reads otherwise than as markup (some only in newer
#: Pythons): HTML holding one of them takes ``html.parser`` itself.
_RAW_TEXT = frozenset(("script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes",
                       "noscript", "plaintext"))


def _strings(html: str) -> list[str]:
    """:class:`_Strings`' text runs of ``html``. HTML as the renderer writes it (tags of the form
    :data:`_TAG_RE` matches, no other ``<``) is cut with one pattern, each piece taken as
    :class:`_Strings`' handlers take it (the same steps, on local lists: no parser object);
    anything else goes through ``html.parser``."""
    strings: list[str] = []
    current: list[str] = []
    skip = 0
    stack: list[str] = []
    pos = 0
    for m in _TAG_RE.finditer(html):
        start = m.start()
        if start > pos:
            data = html[pos:start]
            if "<" in data:
                break
            if not skip:
                current.append(unescape(data) if "&" in data else data)
        pos = m.end()
        name = m.group(1)
        if name is not None:   # a start tag (handle_starttag, and handle_endtag after it when it ends "/>")
            name = name.lower()
            if name in _RAW_TEXT:
                break
            if name in _INCLUDE:
                if not skip:
                    current.append(_INCLUDE[name])
                continue
            if current:
                strings.append("".join(current))
                current = []
            if name in _VOID:
                continue
            stack.append(name)
            if name in _SKIP:
                skip += 1
            if not m.group(2):
                continue
        else:
            name = m.group(3).lower()
            if name in _INCLUDE:
                continue
        # an end tag (handle_endtag)
        if current:
            strings.append("".join(current))
            current = []
        if name in stack:
            while stack:
                top = stack.pop()
                if top in _SKIP:
                    skip -= 1
                if top == name:
                    break
    else:
        data = html[pos:]
        if "<" not in data:
            if data and not skip:
                current.append(unescape(data) if "&" in data else data)
            if current:
                strings.append("".join(current))
            return strings
    parser = _Strings()
    parser.feed(html)
    parser.close()
    return parser.strings


def find_math(html: str) -> list[str]:
    """Every math span Anki's MathJax would typeset in this HTML, delimiters included."""
    if "\\" not in html and "&" not in html:
        return []
    text = unescape(html) if "&" in html else html   # a quick look: no opener at all, no math
    if "\\(" not in text and "\\[" not in text:
        return []
    return [span for s in _strings(html) if "\\" in s for span in _spans_in(s)]


def _find_math_parsed(html: str) -> list[str]:
    """:func:`find_math` through ``html.parser`` alone (what the tests compare it with)."""
    parser = _Strings()
    parser.feed(html)
    parser.close()
    return [span for s in parser.strings if "\\" in s for span in _spans_in(s)]


# ---------------------------------------------------------------------------- reading TeX as MathJax does

#: JavaScript's ``\s``, which MathJax's TeX parser skips before every argument, optional
#: argument, dimension and delimiter (``TexParser.nextIsSpace``: ``/\s/``); Python's ``\s``
#: differs (it has U+001C-U+001F and U+0085, and lacks U+FEFF)
JS_SPACE = ("\t\n\x0b\x0c\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
            "\u2028\u2029\u202f\u205f\u3000\ufeff")
_SP = "[" + JS_SPACE + "]"
_CS = re.compile(r"([A-Za-z]+) ?|[\s\S]")       # TexParser.GetCS (code points here, not UTF-16)
_LINE_ENDS = "\n\r\u2028\u2029"
#: ParseUtil.matchDimen (MathJax 3.2.2): ASCII digits, ``.`` or ``,`` as the decimal mark, these
#: units only and in lower case, JavaScript whitespace around
_NUM = r"([-+]?(?:[.,][0-9]+|[0-9]+(?:[.,][0-9]*)?))"
_UNIT = r"(pt|em|ex|mu|px|mm|cm|in|pc)"
_DIMEN_END = re.compile(_SP + "*" + _NUM + _SP + "*" + _UNIT + _SP + r"*\Z")
_DIMEN_REST = re.compile(_SP + "*" + _NUM + _SP + "*" + _UNIT + " ?")
#: em per unit, the larger of MathJax's two readings (ParseUtil's TeX units and the output's
#: util/lengths, where px, in, cm and mm are CSS pixels: counted at a 10 px em, the smallest
#: font a card's text has)
_UNITS = {"em": 1.0, "ex": 0.431, "mu": 1 / 18, "pt": 0.1, "pc": 1.2, "px": 0.1, "in": 9.6, "cm": 3.78,
          "mm": 0.378}


def _trim(text: str) -> str:
    return text.strip(JS_SPACE)


class Reader:
    """MathJax's ``TexParser`` argument readers (``GetNext``, ``GetCS``, ``GetArgument``,
    ``GetBrackets``, ``GetDimen``) over one string, the same characters skipped and the same
    text returned; ``None`` where MathJax returns its default or throws."""

    def __init__(self, s: str):
        self.s = s

    def next(self, i: int) -> int:
        while i < len(self.s) and self.s[i] in JS_SPACE:
            i += 1
        return i

    def cs(self, i: int) -> tuple[str, int]:
        m = _CS.match(self.s, i)
        if m is None or m.group() in _LINE_ENDS:   # JavaScript's '.' matches no line end: GetCS gives " "
            return " ", i + 1
        return (m.group(1) or m.group()), m.end()

    def argument(self, i: int) -> tuple[str, int] | None:
        i = self.next(i)
        if i >= len(self.s) or self.s[i] == "}":
            return None
        c = self.s[i]
        if c == "\\":
            name, end = self.cs(i + 1)
            return "\\" + name, end
        if c == "{":
            return self._group(i, "}")
        return c, i + 1

    def brackets(self, i: int) -> tuple[str, int] | None:
        i = self.next(i)
        if i >= len(self.s) or self.s[i] != "[":
            return None
        return self._group(i, "]")

    def _group(self, i: int, close: str) -> tuple[str, int] | None:
        """The text of the group opened at ``i`` and ended by ``close`` (``}`` or ``]``) outside
        braces, and the index after it; backslash escapes skipped. ``None`` when the text ends
        first, or when a ``}`` closes a brace the group did not open (MathJax throws there)."""
        depth, j = 0, i + 1
        while j < len(self.s):
            ch = self.s[j]
            j += 1
            if ch == "\\":
                j += 1
            elif ch == "{":
                depth += 1
            elif ch == "}":
                if depth == 0:
                    return (self.s[i + 1:j - 1], j) if close == "}" else None
                depth -= 1
            elif ch == close and depth == 0:
                return self.s[i + 1:j - 1], j
        return None

    def dimen(self, i: int) -> tuple[str, str, int] | None:
        """(number, unit, end) of a dimension, braced or not."""
        i = self.next(i)
        if i < len(self.s) and self.s[i] == "{":
            arg = self.argument(i)
            if arg is None:
                return None
            m = _DIMEN_END.match(arg[0])
            return (m.group(1), m.group(2), arg[1]) if m else None
        m = _DIMEN_REST.match(self.s, i)
        return (m.group(1), m.group(2), m.end()) if m else None


def dimen_em(number: str, unit: str) -> float:
    """The size in em of a dimension MathJax read (at most: see ``_UNITS``)."""
    return float(number.replace(",", ".")) * _UNITS[unit]


def whole_dimen(text: str) -> tuple[str, str] | None:
    """A text that is one dimension and nothing else (matchDimen without trailing text)."""
    m = _DIMEN_END.match(text)
    return (m.group(1), m.group(2)) if m else None


# ---------------------------------------------------------------------------- checking math

_COLOUR_NAME = re.compile(_SP + r"*(?:[A-Za-z]{1,40}|#[0-9A-Fa-f]{3}|#[0-9A-Fa-f]{6})" + _SP + r"*\Z")
_UNIT_NUMBER = _SP + r"*(?:0|1|0?\.[0-9]+|1\.0*)" + _SP + "*"
_COLOUR_MODELS = {
    "rgb": re.compile(_UNIT_NUMBER + r"(?:," + _UNIT_NUMBER + r"){2}\Z"),
    "RGB": re.compile(_SP + r"*[0-9]{1,3}" + _SP + r"*(?:," + _SP + r"*[0-9]{1,3}" + _SP + r"*){2}\Z"),
    "gray": re.compile(_UNIT_NUMBER + r"\Z"),
    "HTML": re.compile(_SP + r"*[0-9A-Fa-f]{6}" + _SP + r"*\Z"),
    "named": _COLOUR_NAME,
}
_NOTATION = re.compile(r"[A-Za-z ,]{1,80}\Z")
_UNICODE = re.compile(_SP + r"*(?:[xX][0-9A-Fa-f]{1,6}|[0-9]{1,7})" + _SP + r"*\Z")
_NUMBER = re.compile(_SP + r"*[-+]?" + _SP + r"*[0-9]{1,6}" + _SP + r"*\Z")
_PLAIN_NUMBER = re.compile(r"[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)\Z")
_INVISIBLE_CATEGORIES = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")

#: the neighbourhood of a formula's own box that its drawing may reach (em of the math):
#: sideways less than the 0.9em between a choice's text and its letter badge, up or down
#: less than the 0.9em between the verdict and the question and the 1.3em between two
#: choices (docs/security.md, "Layout budget")
REACH_SIDEWAYS_EM = 0.9
REACH_UP_DOWN_EM = 0.75
#: the largest size (in em) of one space, rule or box
MAX_SIZE_EM = 20.0
#: how far (em, all together) one math span may move things up or down (\raise, \lower,
#: \rule's raise): the formula's box grows with them, so this only keeps lines apart
MAX_MOVE_EM = 3.0
#: how much negative space (em, all together) one span may have: drawn left of where it
#: stands, at most the sideways reach beyond the formula's box
MAX_NEGATIVE_EM = REACH_SIDEWAYS_EM
#: the total size (em: widths plus heights) of the rules and sized boxes of one span
MAX_INK_EM = 40.0
#: bar and bracket thicknesses (\overbracket, \genfrac, \above) and bracket heights
MAX_THICKNESS_EM = 0.3
MAX_BRACKET_HEIGHT_EM = 1.0
#: nesting (braces, \left…\right, \begin…\end together) and length of one span: Anki
#: desktop's renderer crashes at about 100 levels of \frac (docs/security.md, "Limits")
MAX_DEPTH = 40
MAX_SPAN_CHARS = 20_000
#: columns of alignat-like environments (MathJax builds a string of 2n letters)
MAX_ALIGN_COLUMNS = 50

#: horizontal spaces with a fixed width (em), counted against MAX_NEGATIVE_EM when negative
_FIXED_SPACES = {"!": -3 / 18, "negthinspace": -3 / 18, "negmedspace": -4 / 18, "negthickspace": -5 / 18}
_SPACING = ("kern", "mkern", "hskip", "mskip", "hspace", "mspace")
_MOVES = ("raise", "lower", "moveleft", "moveright")
_COLOUR_COMMANDS = ("color", "textcolor", "colorbox", "fcolorbox", "cellcolor", "rowcolor", "columncolor")
#: boxes of zero width or height: what they hold is drawn over their neighbours
_LAPS = {"llap": "l", "rlap": "r", "clap": "c", "mathllap": "l", "mathrlap": "r", "mathclap": "c",
         "crampedllap": "l", "crampedrlap": "r", "crampedclap": "c", "textllap": "l", "textrlap": "r",
         "textclap": "c"}
_STYLE_OPTION = ("mathllap", "mathrlap", "mathclap", "crampedllap", "crampedrlap", "crampedclap")
_SIZED_BOXES = ("mathmakebox", "framebox")
_BRACKETS = ("overbracket", "underbracket")
_SHOVES = ("shoveleft", "shoveright")
_CANCELS = ("cancel", "bcancel", "xcancel", "cancelto")
_ALIGNAT = frozenset(("alignat", "alignat*", "alignedat", "xalignat", "xalignat*", "xxalignat"))

#: commands allowed only after their arguments are checked (see Checker)
CHECKED = frozenset(("begin", "end", "bbox", "enclose", "unicode", "\\", "rule", "Rule", "Space",
                     "minCDarrowwidth", "minCDarrowheight", "uproot", "leftroot", "smash", "MoveEqLeft",
                     "xmathstrut", "genfrac", "above", "abovewithdelims", *_COLOUR_COMMANDS, *_SPACING, *_MOVES,
                     *_FIXED_SPACES, *_LAPS, *_SIZED_BOXES, *_BRACKETS, *_SHOVES, *_CANCELS))


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


class _Refused(Exception):
    def __init__(self, problem: Problem):
        super().__init__(problem.message)
        self.problem = problem


# ---------------------------------------------------------------------------- what overlap boxes may hold

_SYMBOL_MAPS = ("mathchar0mi", "mathchar7", "AMSsymbols-mathchar0mi", "upgreek", "textcomp-macros", "gensymb-symbols")
_OPERATOR_MAPS = ("mathchar0mo", "AMSsymbols-mathchar0mo", "AMSmath-mathchar0mo")
_ONE_ARG_SAME = frozenset((
    "mathrm", "mathbf", "mathit", "mathsf", "mathtt", "mathcal", "mathbb", "mathfrak", "mathscr", "mathnormal",
    "mathup", "mathbfit", "mathbfup", "mathbfcal", "mathbffrak", "mathbfscr", "mathbfsf", "mathbfsfit",
    "mathbfsfup", "mathsfit", "mathsfup", "boldsymbol", "pmb", "operatorname", "mathord", "mathbin", "mathrel",
    "mathop", "mathopen", "mathclose", "mathpunct", "mathinner", "hphantom", "phantom", "mathring", "hat",
    "widehat", "tilde", "widetilde", "bar", "overline", "underline", "vec", "dot", "ddot", "dddot", "ddddot",
    "acute", "grave", "breve", "check", "symrm", "symbf", "symit", "symsf", "symtt", "symcal", "symbb",
    "symfrak", "symscr", "symnormal", "symup",
))
_ONE_ARG_NONE = frozenset(("vphantom",))
_TEXT = frozenset(("text", "textrm", "textbf", "textit", "textsf", "texttt", "textnormal", "textup", "mbox",
                   "hbox", "mathmbox"))
_SWITCHES = frozenset(("rm", "bf", "it", "sf", "tt", "cal", "mit", "oldstyle", "scr", "frak", "Bbb", "bbFont",
                       "not", "nolimits", "limits", "textstyle", "scriptstyle", "scriptscriptstyle"))
_SMALL_SPACES = {",": 3 / 18, ":": 4 / 18, ">": 4 / 18, ";": 5 / 18, " ": 0.25, "thinspace": 3 / 18,
                 "enspace": 0.5, "quad": 1.0, "qquad": 2.0, "\u00a0": 0.25, "\t": 0.25, "\n": 0.25, "\r": 0.25}
#: em, upper bounds of a glyph as MathJax's TeX fonts draw it, and of the space around an
#: operator or relation (none for the first thing of a group: a sign, not an operator)
_GLYPH_EM = 1.05
_OPERATOR_SPACE_EM = 0.56
_WIDE_EM = 2.0
_ASCII_EM = {**dict.fromkeys("0123456789", 0.5), **dict.fromkeys("abcdefghijklnopqrstuvxyz", 0.6), "m": 0.88,
             "w": 0.72, **dict.fromkeys("ABCDEFGHIJKLNOPQRSTUVXYZ", 0.8), "M": 1.05, "W": 1.05,
             **dict.fromkeys("()[]", 0.39), **dict.fromkeys(".'`|!", 0.3), **dict.fromkeys(",;", 0.45),
             "/": 0.5, "~": 0.25, "\"": 0.5}
_ASCII_OPERATORS = {"+": 0.78, "-": 0.78, "=": 0.78, "<": 0.78, ">": 0.78, "*": 0.5, ":": 0.28}


def _symbols(maps: tuple[str, ...]) -> frozenset[str]:
    return frozenset(n for m in maps for n in MAPS.get(m, ()))


_SYMBOLS = _symbols(_SYMBOL_MAPS) | frozenset(
    n[1:] for m in DELIMITER_MAPS for n in MAPS.get(m, ()) if n.startswith("\\") and len(n) > 1)
_OPERATORS = _symbols(_OPERATOR_MAPS)


def _symbol_width(name: str, first: bool) -> float:
    if name.startswith(("long", "Long", "iiiint", "idotsint")) or name in ("implies", "impliedby", "iff"):
        return _WIDE_EM + (0.0 if first else _OPERATOR_SPACE_EM)
    if name in _OPERATORS:
        return _GLYPH_EM + (0.0 if first else _OPERATOR_SPACE_EM)
    return _GLYPH_EM


def _char_width(c: str, first: bool = True) -> float:
    if c in JS_SPACE:
        return 0.0
    if c in _ASCII_OPERATORS:
        return _ASCII_OPERATORS[c] + (0.0 if first else _OPERATOR_SPACE_EM)
    if c.isascii():
        return _ASCII_EM.get(c, _GLYPH_EM)
    if unicodedata.combining(c) or unicodedata.category(c) in ("Mn", "Me"):
        raise ValueError(f"U+{ord(c):04X}")   # marks stack above or below their letter
    return _WIDE_EM


def text_at(r: Reader, i: int) -> str:
    return r.s[i:i + 1]


class _Overlap:
    """The width (em, an upper bound) of what an overlap box holds, refusing anything whose
    drawing could be larger than a few glyphs: fractions, stacks, rules, moves, boxes with a
    background, line breaks, big delimiters, size changes, other overlap boxes."""

    def __init__(self, owner: str):
        self.owner = owner

    def refuse(self, what: str) -> _Refused:
        return _Refused(Problem(
            f"\\{self.owner} is not allowed around {what}: what it holds is drawn over its neighbours, so it "
            f"may hold only a few glyphs (at most {REACH_SIDEWAYS_EM:g}em beyond its place)",
            "\\" + self.owner,
            "keep \\smash, \\llap, \\rlap, \\mathclap … to a symbol or two, e.g. \\mathrlap{\\,} or \\smash{x}"))

    def width(self, text: str, scale: float = 1.0, level: int = 0) -> float:
        if level > 3:
            raise self.refuse("deeply nested content")
        r = Reader(text)
        i, total = 0, 0.0
        while i < len(text):
            c = text[i]
            if c == "\\":
                name, i = r.cs(i + 1)
                w, i = self._command(name, r, i, scale, level, total == 0)
                total += w
            elif c in "^_":
                if level >= 1 and scale < 1.0:
                    raise self.refuse("scripts of scripts")
                arg = r.argument(i + 1)
                if arg is None:
                    raise self.refuse("a script without its argument")
                total += self.width(arg[0], scale * 0.71, level + 1)
                i = arg[1]
            elif c == "{":
                arg = r.argument(i)
                if arg is None:
                    raise self.refuse("an unclosed brace")
                total += self.width(arg[0], scale, level + 1)
                i = arg[1]
            elif c in "&#}":
                raise self.refuse(f"'{c}'")
            elif c == "$":
                i += 1
            else:
                try:
                    total += _char_width(c, total == 0) * scale
                except ValueError as exc:
                    raise self.refuse(f"the combining mark {exc}") from None
                i += 1
        return total

    def _command(self, name: str, r: Reader, i: int, scale: float, level: int,
                 first: bool) -> tuple[float, int]:
        """The width of one command and what it reads, and the index after them."""
        if name in _SMALL_SPACES:
            return _SMALL_SPACES[name] * scale, i
        if name in _SWITCHES:
            return 0.0, i
        if name in ("hspace", "kern", "mkern", "hskip", "mskip", "mspace"):
            got = r.dimen(i + 1 if text_at(r, i) == "*" else i)
            if got is None or float(got[0].replace(",", ".")) < 0:
                raise self.refuse(f"\\{name} that is not a plain dimension of zero or more")
            return dimen_em(got[0], got[1]) * scale, got[2]
        if name in _SYMBOLS or name in _OPERATORS:
            return _symbol_width(name, first) * scale, i
        if name in ("color", "textcolor"):
            opt = r.brackets(i)
            spec = r.argument(opt[1] if opt else i)
            if spec is None:
                raise self.refuse(f"\\{name} without a colour")
            if name == "color":
                return 0.0, spec[1]
            i = spec[1]
            name = "textcolor"
        if name in _ONE_ARG_SAME or name in _ONE_ARG_NONE or name in _TEXT or name in ("sqrt", "textcolor"):
            if name == "sqrt" and r.brackets(i) is not None:
                raise self.refuse("\\sqrt with an index")
            arg = r.argument(i)
            if arg is None:
                raise self.refuse(f"\\{name} without its argument")
            if name in _TEXT and "\\" not in arg[0] and "$" not in arg[0]:
                try:
                    return sum(0.25 if ch in JS_SPACE else _char_width(ch) for ch in arg[0]) * scale, arg[1]
                except ValueError as exc:
                    raise self.refuse(f"the combining mark {exc}") from None
            inner = self.width(arg[0], scale, level + 1)
            if name in _ONE_ARG_NONE:
                return 0.0, arg[1]
            return inner + (_GLYPH_EM * scale if name == "sqrt" else 0.0), arg[1]
        shown = name if name.isprintable() and name.strip() else f"U+{ord(name[0]):04X}"
        raise self.refuse(f"\\{shown}")


# ---------------------------------------------------------------------------- checking one span

_NESTING = re.compile(r"\\(left|right)(?![A-Za-z])|\\(begin|end)(?![A-Za-z])" + _SP + r"*(?:\{[^{}]*\})?"
                      r"|\\(?:[A-Za-z]+|[\s\S])|([{}])")


def nesting(span: str) -> tuple[int, int]:
    """How deep the span nests (braces, ``\\left…\\right`` and ``\\begin…\\end`` together), and
    the index where it first reaches that depth."""
    depth, deepest, where = 0, 0, 0
    for m in _NESTING.finditer(span):
        word, brace = m.group(1) or m.group(2), m.group(3)
        if brace == "{" or word in ("left", "begin"):
            depth += 1
            if depth > deepest:
                deepest, where = depth, m.start()
        elif (brace == "}" or word in ("right", "end")) and depth:
            depth -= 1
    return deepest, where


#: Commands whose label MathJax draws stretched under or over an arrow (or, for mhchem, whose
#: arrows take such labels): one nested in another's label costs MathJax time and width that
#: double about every two levels (24 levels froze Anki's reviewer for minutes; 16 of
#: \xlongequal drew 1.6 million px wide), so they may nest only MAX_ARROW_DEPTH deep.
_ARROWS = frozenset((
    "xLeftarrow", "xLeftrightarrow", "xLeftrightharpoons", "xRightarrow", "xRightleftharpoons", "xhookleftarrow",
    "xhookrightarrow", "xleftarrow", "xleftharpoondown", "xleftharpoonup", "xleftrightarrow", "xleftrightharpoons",
    "xlongequal", "xmapsto", "xrightarrow", "xrightharpoondown", "xrightharpoonup", "xrightleftharpoons", "xtofrom",
    "xtwoheadleftarrow", "xtwoheadrightarrow", "ce", "pu", "overbracket", "underbracket"))
MAX_ARROW_DEPTH = 3
_ARROW_TOKENS = re.compile(r"\\([A-Za-z]+)|\\[\s\S]|([{}\[\]])|\S")


def arrow_nesting(span: str) -> int:
    """How deep the stretched arguments of ``_ARROWS`` (an arrow's labels, ``\\ce``'s formula, a
    bracket's content) nest in each other: the argument in braces, and those in brackets before it.
    Other brackets are text (``[0, 1)``) and never open or close anything here."""
    stack: list[tuple[str, bool]] = []   # open groups: "{" or "[", and whether it is a label
    pending, deepest = False, 0          # pending: the next "[" or "{" is a label
    for m in _ARROW_TOKENS.finditer(span):
        name, mark = m.group(1), m.group(2)
        if name is not None:
            pending = name in _ARROWS
            continue
        if mark == "{" or (mark == "[" and pending):
            stack.append((mark, pending))
            deepest = max(deepest, sum(1 for _, label in stack if label))
            pending = False
        elif mark == "]":
            # after an arrow's [below] comes its {above}
            pending = stack.pop()[1] if stack and stack[-1][0] == "[" else False
        elif mark == "}":
            while stack and stack.pop()[0] != "{":
                pass
            pending = False
        else:
            pending = False
    return deepest


class Checker:
    """Checks one math span (see :func:`check_math`). ``reads`` records every argument the
    check read, as (command, kind, text): the kinds are MathJax's readers ("argument",
    "brackets", "dimen", "delimiter"), and the text is what MathJax's would return (``None``
    where it finds no ``[…]``) — tests/browser/test_math_whitespace.py compares them."""

    def __init__(self, span: str):
        self.s = span
        self.r = Reader(span)
        self.negative = 0.0   # em of negative horizontal space so far
        self.moved = 0.0      # em moved up or down so far
        self.rows_up = 0.0    # em of negative space between rows so far
        self.ink = 0.0        # em of rules and sized boxes so far
        self.reads: list[tuple[str, str, str | None]] = []

    # -- reading arguments, as MathJax does ----------------------------------------------

    def _arg(self, name: str, i: int) -> tuple[str, int] | None:
        got = self.r.argument(i)
        self.reads.append((name, "argument", got[0] if got else None))
        return got

    def _opt(self, name: str, i: int) -> tuple[str, int] | None:
        got = self.r.brackets(i)
        self.reads.append((name, "brackets", got[0] if got else None))
        return got

    def _opts(self, name: str, i: int, count: int) -> tuple[list[str | None], int]:
        """``count`` optional arguments in a row: their texts (None for one not given) and the
        index after the last one given."""
        texts: list[str | None] = []
        for _ in range(count):
            opt = self._opt(name, i)
            texts.append(opt[0] if opt else None)
            i = opt[1] if opt else i
        return texts, i

    def _delimiter(self, name: str, i: int) -> int:
        i = self.r.next(i)
        if i >= len(self.s):
            raise self._refuse(name, "it needs two delimiters and a thickness")
        if self.s[i] == "\\":
            cs, end = self.r.cs(i + 1)
            self.reads.append((name, "delimiter", "\\" + cs))
            return end
        self.reads.append((name, "delimiter", self.s[i]))
        return i + 1

    def _refuse(self, name: str, why: str, hint: str = _HINT) -> _Refused:
        return _Refused(Problem(f"\\{name} is not allowed in math: {why}", "\\" + name, hint))

    def _in_range(self, name: str, shown: str, value: float, low: float, high: float) -> float:
        if not low - 1e-9 <= value <= high + 1e-9:
            raise self._refuse(name, f"{shown} is out of range: sizes here go from {low:g}em to {high:g}em, so that "
                                     "math stays in its place on the card")
        return value

    def _dimen(self, name: str, i: int, low: float, high: float) -> tuple[float, int]:
        """A dimension argument (braced or not) within [low, high] em; its size in em."""
        got = self.r.dimen(i)
        if got is None:
            raise self._refuse(name, "it needs a plain dimension here, such as 0.5em or 3pt")
        number, unit, end = got
        self.reads.append((name, "dimen", number + unit))
        return self._in_range(name, number + unit, dimen_em(number, unit), low, high), end

    def _whole(self, name: str, text: str, low: float, high: float) -> float:
        """The size in em of a text (an optional argument) that must be one dimension."""
        got = whole_dimen(text)
        if got is None:
            raise self._refuse(name, f"{_trim(text)!r} is not a plain dimension such as 0.5em or 3pt")
        return self._in_range(name, got[0] + got[1], dimen_em(*got), low, high)

    def _colour(self, name: str, i: int, model: str | None) -> int:
        arg = self._arg(name, i)
        if arg is None:
            raise self._refuse(name, "it needs a colour")
        spec, end = arg
        pattern = _COLOUR_MODELS.get(_trim(model)) if model is not None and _trim(model) else _COLOUR_NAME
        if pattern is None:
            raise self._refuse(name, f"colour model {model!r} is not one of {', '.join(_COLOUR_MODELS)}")
        if not pattern.match(spec):
            raise self._refuse(name, f"{spec!r} is not a colour (a name such as red, #1f77b4, "
                                     "or [rgb]{0.1,0.5,0.9})")
        return end

    # -- the span ----------------------------------------------------------------------

    def run(self) -> Problem | None:
        try:
            self._limits()
            self._run()
        except _Refused as exc:
            return exc.problem
        return None

    def _limits(self) -> None:
        start = self.s[:12]
        if len(self.s) > MAX_SPAN_CHARS:
            raise _Refused(Problem(
                f"this math is {len(self.s):,} characters long, more than the {MAX_SPAN_CHARS:,} one formula may have",
                start, "split it into several formulas (a long derivation: one \\[ … \\] per few lines)"))
        depth, _ = nesting(self.s)
        if depth > MAX_DEPTH:
            raise _Refused(Problem(
                f"this math nests {depth} levels deep (braces, \\left … \\right and environments count), more than "
                f"{MAX_DEPTH}: deeply nested math crashes Anki desktop's card view",
                start, "write it with fewer levels, e.g. name a part and give it on its own"))
        arrows = arrow_nesting(self.s)
        if arrows > MAX_ARROW_DEPTH:
            raise _Refused(Problem(
                f"this math nests stretchy arrows and brackets {arrows} deep (\\xrightarrow, \\overbracket, \\ce …), "
                f"more than {MAX_ARROW_DEPTH}: each level doubles the time and width MathJax needs, enough to freeze "
                "the card view",
                start, "write the inner arrows beside the outer one, not in its label"))

    def _run(self) -> None:
        s = self.s
        # the delimiters themselves are not commands
        i = 2 if s[:2] in ("\\(", "\\[") else 0
        end = len(s) - 2 if s[-2:] in ("\\)", "\\]") and len(s) >= 4 else len(s)
        while True:
            j = s.find("\\", i, end)
            if j < 0:
                return
            name, after = self.r.cs(j + 1)
            i = self._command(name, after)

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
            return self._environment(name, i)
        if name in _FIXED_SPACES:
            self._left(_FIXED_SPACES[name], name)
            return i
        if name in _SPACING:
            if self.s.startswith("*", i):
                i += 1
            value, i = self._dimen(name, i, -MAX_NEGATIVE_EM, MAX_SIZE_EM)
            self._left(value, name)
            self._ink(max(value, 0.0), name)
            return i
        if name in _MOVES:
            if name in ("moveleft", "moveright"):
                value, i = self._dimen(name, i, -MAX_NEGATIVE_EM, MAX_NEGATIVE_EM)
                self._left(-abs(value), name)
            else:
                value, i = self._dimen(name, i, -MAX_MOVE_EM, MAX_MOVE_EM)
                self._move(value, name)
            return i
        if name == "\\":  # MathJax's CrLaTeX: a * and a [ right after, no space skipped
            j = i + 1 if self.s.startswith("*", i) else i
            if not self.s.startswith("[", j):
                return i
            opt = self._opt("\\", j)
            if opt is None:
                return j
            value = self._whole("\\", opt[0], -REACH_UP_DOWN_EM, MAX_SIZE_EM)
            if value < 0:
                self.rows_up -= value
                if self.rows_up > REACH_UP_DOWN_EM + 1e-9:
                    raise self._refuse("\\", f"the negative spaces between its lines add up to more than "
                                             f"{REACH_UP_DOWN_EM:g}em, enough to draw lines over other text")
            return opt[1]
        if name in ("rule", "Rule", "Space"):
            if name == "rule":
                opt = self._opt(name, i)
                if opt is not None:
                    self._move(self._whole(name, opt[0], -MAX_MOVE_EM, MAX_MOVE_EM), name)
                    i = opt[1]
            for _ in range(2 if name == "rule" else 3):
                value, i = self._dimen(name, i, 0.0, MAX_SIZE_EM)
                self._ink(value, name)
            return i
        if name in ("minCDarrowwidth", "minCDarrowheight"):
            _, i = self._dimen(name, i, 0.0, MAX_SIZE_EM)
            return i
        if name in ("uproot", "leftroot"):
            arg = self._arg(name, i)
            if arg is None or not _NUMBER.match(arg[0]) or abs(int(re.sub("[^-+0-9]", "", arg[0]))) > 20:
                raise self._refuse(name, "it needs a small whole number (-20 to 20)")
            return arg[1]
        if name in _COLOUR_COMMANDS:
            model = None
            if name not in ("colorbox", "fcolorbox"):   # MathJax's \colorbox takes no model
                opt = self._opt(name, i)
                if opt is not None:
                    model, i = opt
            i = self._colour(name, i, model)
            if name == "fcolorbox":
                i = self._colour(name, i, model)
            return i
        if name == "bbox":
            return self._bbox(i)
        if name == "enclose":
            arg = self._arg(name, i)
            if arg is None or not _NOTATION.match(arg[0]):
                raise self._refuse(name, "it needs notations such as {circle} or {box,updiagonalstrike}")
            if self._opt(name, arg[1]) is not None:
                raise self._refuse(name, "its attributes can set any style; write it without [ … ]")
            return arg[1]
        if name in _CANCELS:
            if self._opt(name, i) is not None:
                raise self._refuse(name, "its attributes set sizes and colours (data-thickness, data-padding, "
                                         f"mathbackground …); write \\{name}{{…}} without [ … ]")
            return i
        if name == "unicode":
            if self._opt(name, i) is not None:
                raise self._refuse(name, "a font argument loads a web font; write \\unicode{x263A} without [ … ]")
            arg = self._arg(name, i)
            if arg is None or not _UNICODE.match(arg[0]):
                raise self._refuse(name, "it needs a character number, e.g. \\unicode{x263A} or \\unicode{9786}")
            digits = _trim(arg[0])
            code = int(digits[1:], 16) if digits[0] in "xX" else int(digits)
            if code > 0x10FFFF or unicodedata.category(chr(code)) in _INVISIBLE_CATEGORIES:
                raise self._refuse(name, f"U+{code:04X} is an invisible, control or unassigned character")
            return arg[1]
        return self._layout(name, i)

    def _layout(self, name: str, i: int) -> int:
        """Commands that overlap, size boxes or draw bars: their sizes within the budget, and
        what the overlapping ones hold small. Returns the index after the sizes read, so that
        the scan goes on into the content."""
        if name == "smash":
            opt = self._opt(name, i)
            after = opt[1] if opt else i
            arg = self._arg(name, after)
            if arg is not None:
                _Overlap(name).width(arg[0])
            return after
        if name in _LAPS:
            after = i
            if name in _STYLE_OPTION:
                opt = self._opt(name, i)
                after = opt[1] if opt else i
            arg = self._arg(name, after)
            if arg is not None:
                width = _Overlap(name).width(arg[0], self._script_scale(i))
                reach = REACH_SIDEWAYS_EM * (2 if _LAPS[name] == "c" else 1)
                if width > reach + 1e-9:
                    raise _Overlap(name).refuse(f"content about {width:.1f}em wide (more than {reach:g}em here)")
            return after
        if name in _SIZED_BOXES:
            (width_opt, _), after = self._opts(name, i, 2)   # [width][position]
            if width_opt is not None:
                width = self._whole(name, width_opt, 0.0, MAX_SIZE_EM)
                self._ink(width, name)
                arg = self._arg(name, after)
                if arg is not None:
                    held = _Overlap(name).width(arg[0])
                    if held > width + REACH_SIDEWAYS_EM + 1e-9:
                        raise _Overlap(name).refuse(f"content about {held:.1f}em wide in a box of {width:g}em")
            return after
        if name in _BRACKETS:
            (thick, height), after = self._opts(name, i, 2)
            if thick is not None:
                self._whole(name, thick, 0.0, MAX_THICKNESS_EM)
            if height is not None:
                self._whole(name, height, 0.0, MAX_BRACKET_HEIGHT_EM)
            return after
        if name in _SHOVES:
            opt = self._opt(name, i)
            if opt is None:
                return i
            self._left(self._whole(name, opt[0], -MAX_NEGATIVE_EM, MAX_SIZE_EM), name)
            return opt[1]
        if name == "MoveEqLeft":
            opt = self._opt(name, i)
            if opt is None:
                return i
            if not _PLAIN_NUMBER.match(_trim(opt[0])) or not 0 <= float(_trim(opt[0])) <= MAX_MOVE_EM:
                raise self._refuse(name, f"its width must be a number of em from 0 to {MAX_MOVE_EM:g}, "
                                         "e.g. \\MoveEqLeft[1]")
            return opt[1]
        if name == "xmathstrut":
            opt = self._opt(name, i)
            after = opt[1] if opt else i
            arg = self._arg(name, after)
            for text in ([opt[0]] if opt else []) + ([arg[0]] if arg else []):
                if not _PLAIN_NUMBER.match(_trim(text)) or abs(float(_trim(text))) > MAX_MOVE_EM:
                    raise self._refuse(name, f"its sizes must be numbers from -{MAX_MOVE_EM:g} to {MAX_MOVE_EM:g}")
            return arg[1] if arg else after
        if name == "genfrac":
            after = i
            for what in ("left", "right", "thickness"):
                arg = self._arg(name, after)
                if arg is None:
                    raise self._refuse(name, "it needs its delimiters, a thickness and a style")
                after = arg[1]
                if what == "thickness" and _trim(arg[0]):
                    self._whole(name, arg[0], 0.0, MAX_THICKNESS_EM)
            return after
        if name in ("above", "abovewithdelims"):
            if name == "abovewithdelims":
                i = self._delimiter(name, self._delimiter(name, i))
            _, i = self._dimen(name, i, 0.0, MAX_THICKNESS_EM)
            return i
        raise AssertionError(name)  # pragma: no cover - every CHECKED name is handled

    def _environment(self, name: str, i: int) -> int:
        group = self._arg(name, i)
        if group is None or not self.s[self.r.next(i):].startswith("{"):
            raise self._refuse(name, "it needs an environment name in braces, e.g. \\begin{aligned}")
        env = group[0]
        if env not in ENVIRONMENTS:
            raise _Refused(Problem(f"environment {_trim(env)!r} is not allowed in math", "\\" + name,
                                   "maths environments such as aligned, cases, pmatrix, array work; "
                                   "see docs/security.md"))
        after = group[1]
        if name == "begin" and env in _ALIGNAT:
            if env == "alignedat":
                opt = self._opt(name, after)
                after = opt[1] if opt else after
            count = self._arg(name, after)
            if count is not None and re.fullmatch("[0-9]+", count[0]) and int(count[0]) > MAX_ALIGN_COLUMNS:
                raise self._refuse(name, f"{env} with {int(count[0]):,} column pairs: at most {MAX_ALIGN_COLUMNS}")
            return count[1] if count else after
        if name == "begin" and env == "empheq":
            # \begin{empheq}[options]{alignat=N}: MathJax's empheq begins \begin{alignat}{N} for it
            opt = self._opt(name, after)
            inner = self._arg(name, opt[1] if opt else after)
            columns = inner[0].partition("=")[2].strip() if inner is not None else ""
            if columns and not (re.fullmatch("[0-9]+", columns) and int(columns) <= MAX_ALIGN_COLUMNS):
                raise self._refuse(name, f"empheq with {_trim(columns)} column pairs: at most {MAX_ALIGN_COLUMNS}")
            return after
        if name == "begin" and env == "multlined":
            for _ in range(2):
                opt = self._opt(name, after)
                if opt is None:
                    break
                after = opt[1]
                if not re.fullmatch("[cbt]", opt[0]) and _trim(opt[0]):
                    self._whole(name, opt[0], 0.0, MAX_SIZE_EM)
        return after

    def _bbox(self, i: int) -> int:
        opt = self._opt("bbox", i)
        if opt is None:
            return i
        for part in opt[0].split(","):
            part = _trim(part)
            if not part or _COLOUR_NAME.match(part):
                continue
            m = re.fullmatch(r"(\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(pt|em|ex|mu|px|in|cm|mm)", part)
            if m is not None:
                self._in_range("bbox", part, dimen_em(m.group(1), m.group(2)), 0.0, 2.0)
                continue
            raise self._refuse("bbox", f"{part!r} is not allowed in its options: only a colour and "
                                       "a padding, e.g. \\bbox[yellow,5px]{x}")
        return opt[1]

    def _script_scale(self, i: int) -> float:
        """0.71 when the command at ``i`` opens a sub- or superscript (``_{\\mathclap{…}}``), else 1."""
        j = self.s.rfind("\\", 0, i)
        before = self.s[:j].rstrip(JS_SPACE)
        return 0.71 if before.endswith(("_{", "^{", "_", "^")) else 1.0

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

    def _ink(self, value: float, name: str) -> None:
        self.ink += value
        if self.ink > MAX_INK_EM + 1e-9:
            raise self._refuse(name, f"the rules, spaces and sized boxes of this math add up to more than "
                                     f"{MAX_INK_EM:g}em, enough to draw far beyond the card")


#: Spans already checked, with their answer (a quiz repeats its formulas): up to this many (then
#: forgotten all at once), each up to this long. The answer depends on the span alone, and
#: ``Problem`` is frozen.
_CHECKED_KEPT = 4096
_CHECKED_SPAN = 512
_checked: dict[str, Problem | None] = {}
_UNCHECKED = Problem("", "")


def check_math(span: str) -> Problem | None:
    """The first reason to refuse one math span (delimiters included), or None."""
    if len(span) > _CHECKED_SPAN:
        return Checker(span).run()
    found = _checked.get(span, _UNCHECKED)
    if found is not _UNCHECKED:
        return found
    problem = Checker(span).run()
    if len(_checked) >= _CHECKED_KEPT:
        _checked.clear()
    _checked[span] = problem
    return problem


def check_html(html: str) -> list[Problem]:
    """Problems of every math span that Anki's MathJax would typeset in ``html``."""
    problems = []
    for span in find_math(html):
        problem = check_math(span)
        if problem is not None:
            problems.append(problem)
    return problems
