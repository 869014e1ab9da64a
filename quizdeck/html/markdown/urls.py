"""URLs of links and images: which schemes are allowed, what the image resolver makes of a
source, and why a link to a local file is refused in a real build."""

from __future__ import annotations

import re
from urllib.parse import unquote as _url_unquote

from markdown_it.utils import EnvType

from quizdeck.html.markdown.problems import add_problem

ALLOWED_LINK_SCHEMES = frozenset({"http", "https", "mailto"})
ALLOWED_IMG_SCHEMES = frozenset({"http", "https"})
_SCHEME_RE = re.compile(r"([A-Za-z][A-Za-z0-9+.\-]*):")
_URL_TAB_NL_RE = re.compile(r"[\t\n\r]")  # browsers drop these anywhere in a URL
_URL_LEADING_RE = re.compile(r"\A[\x00-\x20]+")  # ... and leading controls/spaces


def url_scheme(url: str) -> str | None:
    """The scheme a browser would see (lower-case), or None for a relative URL."""
    url = _URL_LEADING_RE.sub("", _URL_TAB_NL_RE.sub("", url))
    m = _SCHEME_RE.match(url)
    return m.group(1).lower() if m else None


def link_ok(url: str) -> bool:
    """Whether a link may go to ``url``: a web page, an e-mail address or a relative URL."""
    scheme = url_scheme(url)
    return scheme is None or scheme in ALLOWED_LINK_SCHEMES


def img_ok(url: str) -> bool:
    """Whether an image may load from ``url``: the web or a relative URL."""
    scheme = url_scheme(url)
    return scheme is None or scheme in ALLOWED_IMG_SCHEMES


def resolve_image(src: str, env: EnvType) -> str:
    """The image's name in the package; a refused image is recorded in ``env["problems"]``
    (rendering goes on, so that every bad image of a text is reported at once)."""
    resolver = env.get("resolver")
    if resolver is None:
        return src
    written = _url_unquote(src)
    try:
        resolved: str = resolver(written)
    except ValueError as exc:
        add_problem(env, written, str(exc))
        return ""
    return resolved


def check_link(href: str, env: EnvType) -> None:
    """In a real build (with an image resolver), a link to a local file is a problem: in
    Anki it would open a file of the learner's media folder (an SVG as a document, with its
    scripts), and has no use on a card."""
    if env.get("resolver") is not None and url_scheme(href) is None and not href.startswith("#"):
        written = _url_unquote(href)
        what = ("has no scheme; write it with https://" if written.startswith("//")
                else "points at a local file; a link on a card may only open a web page (https://…) or an "
                     "e-mail address (mailto:)")
        add_problem(env, written, f"link {written!r} {what}")
