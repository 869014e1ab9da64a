"""nh3 (the Rust ammonia sanitiser) over every parsed field, as defence in depth: everything
the renderer emits must be allowed here, and nothing else is."""

from __future__ import annotations

import nh3

from quizdeck.html.markdown.code import CODE_CLASS, PYGMENTS_CLASSES
from quizdeck.html.markdown.urls import ALLOWED_LINK_SCHEMES

_CLEANER = nh3.Cleaner(
    tags={
        "p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote",
        "ul", "ol", "li", "table", "thead", "tbody", "tr", "th", "td",
        "a", "img", "div", "pre", "code", "span",
        "em", "strong", "s", "del", "ins", "sub", "sup", "kbd", "b", "i", "u",
        "mark", "small", "ruby", "rt", "rp", "abbr",
    },
    attributes={
        "a": {"href", "title"},
        "img": {"src", "alt", "title", "width", "height"},
        "abbr": {"title"},
        "ol": {"start"},
    },
    tag_attribute_values={
        "th": {"align": {"left", "center", "right"}},
        "td": {"align": {"left", "center", "right"}},
    },
    allowed_classes={"div": {CODE_CLASS}, "span": set(PYGMENTS_CLASSES)},
    url_schemes=set(ALLOWED_LINK_SCHEMES),
    link_rel=None,
    strip_comments=True,
)


def sanitise(html: str) -> str:
    """``html`` (the renderer's output) with anything not allowed removed, without trailing
    newlines."""
    return _CLEANER.clean(html.rstrip("\n")).rstrip("\n")
