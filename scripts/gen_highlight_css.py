#!/usr/bin/env python3
"""Write quizdeck/templates/highlight.css from two Pygments styles.

Code blocks are highlighted at build time (quizdeck/html/markdown/code.py) with Pygments'
short class names inside ``<div class="mc-code"><pre><code>``. This script turns
a light style and a dark style into CSS for them:

* light rules:  ``.mc-code .k { ... }``
* dark rules:   ``.nightMode .mc-code .k, .night_mode .mc-code .k { ... }``
  (Anki puts ``nightMode`` / ``night_mode`` on body or html in night mode)

For every class either theme styles, both rules set the same properties, so no
light-theme property leaks into night mode. Any token colour whose contrast
with its background is below 4.5:1 (WCAG AA) is darkened/lightened until it
passes. The output never contains ``{{`` or ``}}`` (Anki template syntax).

Usage:  python scripts/gen_highlight_css.py [--check]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from pygments.styles import get_style_by_name
from pygments.token import STANDARD_TYPES, Text

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "quizdeck" / "templates" / "highlight.css"

CODE_CLASS = "mc-code"  # must match quizdeck.html.markdown.code.CODE_CLASS
LIGHT_STYLE = "default"
DARK_STYLE = "github-dark"
LIGHT_TEXT = "#1f2328"  # used when the style leaves plain text uncoloured
DARK_TEXT = "#e6edf3"
LIGHT_BORDER = "#d0d7de"
DARK_BORDER = "#30363d"
MIN_CONTRAST = 4.5
NIGHT = (".nightMode", ".night_mode")


# ---------------------------------------------------------------- colours


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    h = hex_colour.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    return int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16)


def _hex(rgb: tuple[float, float, float]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*tuple(max(0, min(255, round(c))) for c in rgb))


def luminance(hex_colour: str) -> float:
    def lin(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = _rgb(hex_colour)
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ensure_contrast(fg: str, bg: str, minimum: float = MIN_CONTRAST) -> str:
    """``fg``, moved towards black or white (away from ``bg``) until readable."""
    fg = _hex(_rgb(fg))
    if contrast(fg, bg) >= minimum:
        return fg
    target = (0, 0, 0) if luminance(bg) > 0.18 else (255, 255, 255)
    start = _rgb(fg)
    for step in range(1, 101):
        t = step / 100
        r, g, b = (s + (e - s) * t for s, e in zip(start, target, strict=True))
        cand = _hex((r, g, b))
        if contrast(cand, bg) >= minimum:
            return cand
    return _hex(target)


# ---------------------------------------------------------------- styles


def _norm(c: str | None) -> str | None:
    return _hex(_rgb(c)) if c else None


def theme(style_name: str, fallback_text: str) -> tuple[str, str, dict[str, dict]]:
    """(background, text colour, {class: properties}) for a Pygments style."""
    style = get_style_by_name(style_name)
    bg = _norm(style.background_color) or "#ffffff"
    text = _norm(style.style_for_token(Text)["color"]) or fallback_text
    text = ensure_contrast(text, bg)
    classes: dict[str, dict] = {}
    for ttype, cls in STANDARD_TYPES.items():
        if not cls:
            continue
        st = style.style_for_token(ttype)
        tok_bg = _norm(st["bgcolor"])
        colour = _norm(st["color"])
        if colour:
            colour = ensure_contrast(colour, tok_bg or bg)
        elif tok_bg:
            colour = ensure_contrast(text, tok_bg)
        classes[cls] = {
            "color": colour,
            "background-color": tok_bg,
            "font-weight": "bold" if st["bold"] else None,
            "font-style": "italic" if st["italic"] else None,
            "text-decoration": "underline" if st["underline"] else None,
            "border": f"1px solid {_norm(st['border'])}" if st["border"] else None,
        }
    return bg, text, classes


_RESET = {
    "color": "inherit",
    "background-color": "transparent",
    "font-weight": "normal",
    "font-style": "normal",
    "text-decoration": "none",
    "border": "none",
}


Decls = tuple[tuple[str, str], ...]


def _rule(selectors: list[str], decls: Sequence[tuple[str, str]]) -> str:
    body = "; ".join(f"{k}: {v}" for k, v in decls)
    return f"{', '.join(selectors)} {{ {body} }}"


def _grouped(decls: dict[str, Decls], selectors: Callable[[str], list[str]]) -> list[str]:
    """One rule per set of declarations, naming every class that has it (classes in the
    order of ``decls``, rules in the order of their first class)."""
    groups: dict[Decls, list[str]] = {}
    for cls, own in decls.items():
        groups.setdefault(own, []).append(cls)
    return [_rule([s for cls in classes for s in selectors(cls)], own) for own, classes in groups.items()]


def generate(light_name: str = LIGHT_STYLE, dark_name: str = DARK_STYLE) -> str:
    light_bg, light_text, light = theme(light_name, LIGHT_TEXT)
    dark_bg, dark_text, dark = theme(dark_name, DARK_TEXT)
    base = f".{CODE_CLASS}"
    out = [
        "/* Code highlighting for make_deck cards. GENERATED by scripts/gen_highlight_css.py",
        f"   (light: Pygments '{light_name}', night mode: Pygments '{dark_name}'; token",
        f"   colours adjusted to >= {MIN_CONTRAST}:1 contrast). Do not edit by hand. */",
        _rule(
            [base],
            [
                ("display", "block"),
                ("margin", "0.5em 0"),
                ("text-align", "left"),
                ("background", light_bg),
                ("color", light_text),
                ("border", f"1px solid {LIGHT_BORDER}"),
                ("border-radius", "6px"),
                ("overflow-x", "auto"),
            ],
        ),
        _rule(
            [f"{base} pre"],
            [
                ("margin", "0"),
                ("padding", "0.6em 0.8em"),
                ("background", "transparent"),
                ("color", "inherit"),
                ("white-space", "pre"),
                ("font-family", 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace'),
                ("font-size", "0.9em"),
                ("line-height", "1.45"),
                ("tab-size", "4"),
            ],
        ),
        _rule(
            [f"{base} code"],
            [
                ("background", "transparent"),
                ("color", "inherit"),
                ("padding", "0"),
                ("border", "0"),
                ("font", "inherit"),
                ("white-space", "inherit"),
            ],
        ),
        _rule(
            [f"{n} {base}" for n in NIGHT],
            [("background", dark_bg), ("color", dark_text), ("border-color", DARK_BORDER)],
        ),
    ]
    # every class either theme styles gets the same property set in both themes (so no
    # light-theme property leaks into night mode); the classes that share declarations share
    # a rule, one per theme
    light_decls: dict[str, Decls] = {}
    dark_decls: dict[str, Decls] = {}
    for cls in sorted(set(light) | set(dark), key=lambda c: (len(c), c)):
        lp, dp = light.get(cls, {}), dark.get(cls, {})
        props = [p for p in _RESET if lp.get(p) or dp.get(p)]
        if props:
            light_decls[cls] = tuple((p, lp.get(p) or _RESET[p]) for p in props)
            dark_decls[cls] = tuple((p, dp.get(p) or _RESET[p]) for p in props)
    out += _grouped(light_decls, lambda cls: [f"{base} .{cls}"])
    out += _grouped(dark_decls, lambda cls: [f"{n} {base} .{cls}" for n in NIGHT])
    css = "\n".join(out) + "\n"
    assert "{{" not in css and "}}" not in css
    return css


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if the file is out of date")
    args = ap.parse_args(argv)
    css = generate()
    if args.check:
        current = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
        if current != css:
            print(f"{OUT} is out of date; run {Path(__file__).name}", file=sys.stderr)
            return 1
        return 0
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(css, encoding="utf-8")
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
