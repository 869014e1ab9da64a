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

The file is parsed by defusedxml (no entity expansion, no external entities or DTDs
fetched), and checked against an allow-list of elements and a few attribute rules.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

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
_URL = re.compile(r"url\s*\(\s*(['\"]?)\s*([^)'\"]*)", re.IGNORECASE)
_CSS_BAD = re.compile(r"@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding|image-set\s*\(", re.IGNORECASE)


def _local(name: str) -> tuple[str, str]:
    """(namespace, local name) of an ElementTree name such as '{ns}rect'."""
    if name.startswith("{"):
        ns, _, local = name[1:].partition("}")
        return ns, local
    return "", name


def _css_problem(css: str) -> str | None:
    if "\\" in css:
        return "CSS escapes (a backslash), which can hide a reference"
    if _CSS_BAD.search(css):
        return "CSS that imports or runs something"
    for m in _URL.finditer(css):
        if not m.group(2).strip().startswith("#"):
            return f"a CSS reference to another file or the network (url({m.group(2).strip()[:60]}))"
    return None


def _attribute_problem(name: str, value: str) -> str | None:
    ns, local = _local(name)
    low = local.lower()
    if low.startswith("on"):
        return f"an event handler ({local}), which runs a script"
    if ns and ns not in (XLINK, XML) and ns not in INERT_NAMESPACES:
        return f"an attribute in the namespace {ns}"
    if low == "href" and not value.strip().startswith("#"):
        return f"a reference to another file or the network ({local}={value.strip()[:60]!r})"
    if low == "style":
        return _css_problem(value)
    if low == "attributename" and (value.lower().lstrip().startswith("on") or "href" in value.lower()):
        return f"an animation of {value!r}"
    if "url(" in value.replace(" ", "").lower():
        return _css_problem(value)
    if "javascript:" in value.replace(" ", "").lower():
        return f"a javascript: address in {local}"
    return None


def svg_problem(data: bytes) -> str | None:
    """Why this SVG file is refused, or None when it only draws."""
    if re.search(rb"<\?\s*xml-stylesheet", data, re.IGNORECASE):   # also before the root, where no tree keeps it
        return "it links a style sheet (<?xml-stylesheet?>)"
    builder = ET.TreeBuilder(insert_pis=True, insert_comments=False)
    parser = DefusedXMLParser(target=builder, forbid_dtd=False, forbid_entities=True, forbid_external=True)
    try:
        parser.feed(data)
        root = parser.close()
    except DefusedXmlException as exc:
        return f"it declares XML entities or external resources ({type(exc).__name__})"
    except ET.ParseError as exc:
        return f"it is not well-formed XML ({exc})"
    ns, local = _local(root.tag) if isinstance(root.tag, str) else ("", "")
    if (ns, local) != (SVG, "svg"):
        return "its root element is not <svg> in the SVG namespace"
    for element in root.iter():
        if element.tag is ET.ProcessingInstruction:
            text = element.text or ""
            if text.strip().lower().startswith("xml-stylesheet"):
                return "it links a style sheet (<?xml-stylesheet?>)"
            continue
        if not isinstance(element.tag, str):
            continue
        ns, local = _local(element.tag)
        if ns in INERT_NAMESPACES:
            continue
        if ns != SVG or (local not in ELEMENTS and local not in ("animate", "animateTransform", "animateMotion",
                                                                  "set", "mpath", "image")):
            where = f" in the namespace {ns}" if ns and ns != SVG else ""
            why = {"script": ", which runs code", "foreignObject": ", which holds HTML",
                   "a": ", a link"}.get(local, "")
            return f"it contains <{local}>{where}{why}"
        for name, value in element.attrib.items():
            problem = _attribute_problem(name, value)
            if problem is not None:
                return f"<{local}> has {problem}"
        if local == "image":
            return "it contains <image>, which loads another file; put that picture in the quiz itself"
        if local == "style":
            problem = _css_problem(element.text or "")
            if problem is not None:
                return f"its <style> has {problem}"
    return None
