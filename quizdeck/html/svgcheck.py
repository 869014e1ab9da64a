"""Refuse SVG images that could do more than draw.

An SVG is a document: it may hold scripts, event handlers, HTML (``foreignObject``, or
elements in the XHTML namespace), links, animations that rewrite links, and references
to other files or the network (``href``, CSS ``url()``, ``@import``, ``xml-stylesheet``).
Shown through ``<img>`` a browser runs none of it, but Anki serves media files from its own
origin, and a card, an add-on or the learner opening the file shows it as a document.

We refuse such files rather than clean them: the package then ships exactly the bytes
the author checked, a cleaner's rewrite cannot change the picture behind the author's
back (or miss a trick that a different serialiser would reintroduce), and the author
learns what to remove. Drawings from Inkscape, Illustrator, draw.io or matplotlib use
none of it, except their metadata namespaces, which are inert and allowed.

The file is read as a browser reads it (issue 18): in its own encoding (byte-order mark,
else the XML declaration's, else UTF-8; anything a browser could read differently is
refused); every processing instruction, before the root too; all of a ``<style>``'s
text (after a child element, in CDATA); and CSS in every attribute (presentation
attributes such as ``fill`` are CSS to a browser), where a CSS escape is refused outright.
It is parsed by defusedxml (no entity expansion, no external entities or DTDs fetched),
and checked against an allow-list of elements and a few attribute rules.
"""

from __future__ import annotations

import codecs
import re
import xml.etree.ElementTree as ET
from typing import Any

from defusedxml import DefusedXmlException  # type: ignore[import-untyped]  # defusedxml ships no types
from defusedxml.ElementTree import DefusedXMLParser  # type: ignore[import-untyped]  # (no types)

SVG = "http://www.w3.org/2000/svg"
XLINK = "http://www.w3.org/1999/xlink"
XML = "http://www.w3.org/XML/1998/namespace"
#: namespaces of editors' metadata: browsers ignore elements and attributes in them
INERT_NAMESPACES = frozenset({
    "http://www.inkscape.org/namespaces/inkscape",
    "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
    "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
    "http://creativecommons.org/ns#",
    "http://web.resource.org/cc/",
    "http://purl.org/dc/elements/1.1/",
    "http://purl.org/dc/terms/",
    "http://ns.adobe.com/AdobeIllustrator/10.0/",
    "http://ns.adobe.com/Extensibility/1.0/",
    "http://ns.adobe.com/Graphs/1.0/",
    "http://ns.adobe.com/Variables/1.0/",
    "http://ns.adobe.com/SaveForWeb/1.0/",
    "http://ns.adobe.com/ImageReplacement/1.0/",
    "http://ns.adobe.com/GenericCustomNamespace/1.0/",
    "http://ns.adobe.com/XPath/1.0/",
    "http://www.bohemiancoding.com/sketch/ns",
    "http://www.serif.com/",
})
#: SVG elements that only draw
ELEMENTS = frozenset([
    "svg", "g", "defs", "symbol", "use", "title", "desc", "metadata", "switch", "path", "rect", "circle", "ellipse",
    "line", "polyline", "polygon", "text", "tspan", "textPath", "linearGradient", "radialGradient", "stop",
    "pattern", "clipPath", "mask", "marker", "filter", "feBlend", "feColorMatrix", "feComponentTransfer",
    "feComposite", "feConvolveMatrix", "feDiffuseLighting", "feDisplacementMap", "feDistantLight", "feDropShadow",
    "feFlood", "feFuncA", "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feMerge", "feMergeNode",
    "feMorphology", "feOffset", "fePointLight", "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence",
    "style", "view"
])
#: processing instructions browsers ignore (Adobe's XMP packet wrapper); every other one is refused
INERT_PIS = frozenset({"xpacket"})
_URL = re.compile(r"url\s*\(\s*(['\"]?)\s*([^)'\"]*)", re.IGNORECASE)
_CSS_BAD = re.compile(r"@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding|image-set\s*\(|"
                      r"\bimage\s*\(|\bsrc\s*\(|cross-fade\s*\(", re.IGNORECASE)

# ---------------------------------------------------------------------------------- encoding

_BOMS = ((codecs.BOM_UTF32_LE, "UTF-32"), (codecs.BOM_UTF32_BE, "UTF-32"), (codecs.BOM_UTF8, "utf-8"),
         (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be"))
_DECLARED = re.compile(r"""<\?xml[ \t\r\n][^>]*?\bencoding[ \t\r\n]*=[ \t\r\n]*(["'])([^"'>]*)\1""")
#: encodings a browser and our parser read alike, as the XML declaration may name them
#: (ASCII-compatible single-byte ones read every character the checks look for the same way)
_SINGLE_BYTE = {"utf-8": "utf-8", "utf8": "utf-8", "us-ascii": "ascii", "ascii": "ascii",
                "iso-8859-1": "latin-1", "iso8859-1": "latin-1", "latin1": "latin-1", "latin-1": "latin-1",
                "windows-1252": "cp1252", "cp1252": "cp1252"}


class _Refused(Exception):
    """Why a file is refused, raised from deep inside the parse."""


def encoding_of(data: bytes) -> str:
    """The Python codec a browser would read ``data`` with, from its byte-order mark, else its XML
    declaration, else UTF-8. Raises :class:`_Refused` for anything a browser could read otherwise
    than we do: UTF-32, UTF-16 without a byte-order mark, a declaration that contradicts the mark,
    an encoding outside the few every reader agrees on."""
    bom = next(((mark, name) for mark, name in _BOMS if data.startswith(mark)), None)
    if bom is not None and bom[1] == "UTF-32":
        raise _Refused("it is encoded as UTF-32, which browsers do not read; save it as UTF-8")
    codec = bom[1] if bom else "utf-8"
    if bom is None and data[:2] in (b"<\x00", b"\x00<"):
        raise _Refused("it is encoded as UTF-16 without a byte-order mark; save it as UTF-8")
    body = data[len(bom[0]) if bom else 0:]
    if bom is None:   # the declaration is all before its first '>', however long
        end = body.find(b">")
        text = body[:end + 1 if end >= 0 else len(body)].decode("latin-1")
    else:
        text = body.decode(codec, "ignore")
    declared = _DECLARED.match(text)
    if declared is None:
        return codec
    label = declared.group(2).strip().lower()
    if bom is not None:
        agrees = label in ("utf-16", bom[1]) if bom[1].startswith("utf-16") else label in ("utf-8", "utf8")
        if not agrees:
            raise _Refused(f"its byte-order mark ({bom[1].upper()}) and its XML declaration "
                           f"(encoding={declared.group(2)!r}) disagree; save it as UTF-8")
        return codec
    if label not in _SINGLE_BYTE:
        raise _Refused(f"it is encoded as {declared.group(2)[:40]!r}, which a browser may read otherwise than "
                       "make_deck; save it as UTF-8")
    return _SINGLE_BYTE[label]


# ---------------------------------------------------------------------------------- CSS and attributes

def _local(name: str) -> tuple[str, str]:
    """(namespace, local name) of an ElementTree name such as '{ns}rect'."""
    if name.startswith("{"):
        ns, _, local = name[1:].partition("}")
        return ns, local
    return "", name


def _css_problem(css: str, where: str = "") -> str | None:
    """What in this CSS could load or run something (``where``: ' in fill', for the message)."""
    if "\\" in css:
        return f"a CSS escape (a backslash){where}, which can hide a reference"
    if _CSS_BAD.search(css):
        return f"CSS that imports, loads or runs something{where}"
    for m in _URL.finditer(css):
        if not m.group(2).strip().startswith("#"):
            return f"a CSS reference to another file or the network (url({m.group(2).strip()[:60]})){where}"
    return None


def _attribute_problem(name: str, value: str) -> str | None:
    ns, local = _local(name)
    low = local.lower()
    if ns in INERT_NAMESPACES:
        return None   # editors' metadata (a file name with backslashes, say): browsers ignore it
    if low.startswith("on"):
        return f"an event handler ({local}), which runs a script"
    if ns and ns not in (XLINK, XML):
        return f"an attribute in the namespace {ns}"
    if ns == XML and low == "base":
        return f"xml:base ({value.strip()[:60]!r}), which changes where references point"
    if low == "href" and not value.strip().startswith("#"):
        return f"a reference to another file or the network ({local}={value.strip()[:60]!r})"
    if low == "attributename" and (value.lower().lstrip().startswith("on") or "href" in value.lower()
                                   or value.strip().lower() == "xml:base"):
        return f"an animation of {value!r}"
    if "javascript:" in re.sub(r"\s", "", value).lower():
        return f"a javascript: address in {local}"
    # every attribute is read as CSS: presentation attributes (fill, filter, cursor ...) are CSS
    # to a browser, style is, and animations set them from any attribute's text
    return _css_problem(value, f" in {local}")


# ---------------------------------------------------------------------------------- the parse

class _Target(ET.TreeBuilder):
    """The tree, and every processing instruction met (before the root too, where no tree keeps them)."""

    def __init__(self) -> None:
        super().__init__(insert_pis=True, insert_comments=False)
        self.pis: list[str] = []

    def pi(self, target: str, text: str | None = None) -> ET.Element:
        self.pis.append(target)
        return super().pi(target, text)


def _refuse_attlist(*_: Any) -> None:
    raise _Refused("it declares default attributes (<!ATTLIST>), which a browser may add to elements unseen")


def _parse(data: bytes) -> tuple[ET.Element, list[str]]:
    target = _Target()
    parser = DefusedXMLParser(target=target, forbid_dtd=False, forbid_entities=True, forbid_external=True)
    parser.parser.AttlistDeclHandler = _refuse_attlist
    parser.feed(data)
    return parser.close(), target.pis


def _style_problem(element: ET.Element) -> str | None:
    """All of a ``<style>``'s text as a browser takes it (its text, every child's tail, CDATA)."""
    for child in element:
        name = _local(child.tag)[1] if isinstance(child.tag, str) else "?"
        return f"its <style> holds an element (<{name}>), which hides part of the style sheet from a reader"
    problem = _css_problem("".join(element.itertext()))
    return None if problem is None else f"its <style> has {problem}"


def _element_problem(element: ET.Element) -> str | None:
    ns, local = _local(element.tag)
    if ns in INERT_NAMESPACES:
        return None
    if ns != SVG or (local not in ELEMENTS and local not in ("animate", "animateTransform", "animateMotion",
                                                              "set", "mpath", "image")):
        where = f" in the namespace {ns}" if ns and ns != SVG else ""
        why = {"script": ", which runs code", "foreignObject": ", which holds HTML", "a": ", a link"}.get(local, "")
        return f"it contains <{local}>{where}{why}"
    for name, value in element.attrib.items():
        problem = _attribute_problem(name, value)
        if problem is not None:
            return f"<{local}> has {problem}"
    if local == "image":
        return "it contains <image>, which loads another file; put that picture in the quiz itself"
    if local == "style":
        return _style_problem(element)
    return None


def svg_problem(data: bytes) -> str | None:
    """Why this SVG file is refused, or None when it only draws."""
    try:
        codec = encoding_of(data)
        try:
            text = data.decode(codec)
        except UnicodeDecodeError as exc:
            return f"it is not valid {codec.upper()} (byte {exc.start})"
        if re.search(r"<\?\s*xml-stylesheet", text, re.IGNORECASE):   # said first: the usual way to load CSS
            return "it links a style sheet (<?xml-stylesheet?>)"
        root, pis = _parse(data)
    except _Refused as refused:
        return str(refused)
    except DefusedXmlException as exc:
        return f"it declares XML entities or external resources ({type(exc).__name__})"
    except ET.ParseError as exc:
        return f"it is not well-formed XML ({exc})"
    for pi in pis:
        if pi not in INERT_PIS:
            return f"it has a processing instruction (<?{pi[:40]} …?>), which a browser may act on"
    ns, local = _local(root.tag) if isinstance(root.tag, str) else ("", "")
    if (ns, local) != (SVG, "svg"):
        return "its root element is not <svg> in the SVG namespace"
    for element in root.iter():
        if isinstance(element.tag, str):
            problem = _element_problem(element)
            if problem is not None:
                return problem
    return None
