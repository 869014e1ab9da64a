"""SVG images that could do more than draw are refused (quizdeck/html/svgcheck.py), harmless
ones are bundled byte for byte; Markdown links to local files are refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from quizdeck.html.svgcheck import svg_problem
from tests.ankiutil import import_package, new_collection
from tests.helpers import run, write

NS = 'xmlns="http://www.w3.org/2000/svg"'

HARMLESS = [
    f'<svg {NS} width="10" height="10"><rect width="10" height="10" fill="red"/></svg>',
    # Inkscape's metadata and gradients referenced inside the file
    (f'<?xml version="1.0"?><svg {NS} xmlns:xlink="http://www.w3.org/1999/xlink" '
    'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" '
    'xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" inkscape:version="1.3">'
    '<sodipodi:namedview id="v" pagecolor="#fff"/><defs><linearGradient id="g"><stop offset="0"/>'
    '</linearGradient></defs><g inkscape:label="L"><rect fill="url(#g)" style="fill:url(#g)" width="4" height="4"/>'
    '<use xlink:href="#g"/><text x="1" y="2">A<tspan>b</tspan></text></g><style>rect { fill: blue }</style></svg>'),
    (f'<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">'
     f'<svg {NS}><circle r="2"/><animateTransform attributeName="transform" type="rotate"/></svg>'),
]

REFUSED = [
    (f'<svg {NS} onload="alert(1)"/>', "event handler (onload)"),
    (f'<svg {NS}><rect onclick="alert(1)"/></svg>', "event handler (onclick)"),
    (f'<svg {NS}><script>alert(1)</script></svg>', "<script>"),
    (f'<svg {NS}><script href="http://evil.example/x.js"/></svg>', "<script>"),
    (f'<svg {NS}><foreignObject><body xmlns="http://www.w3.org/1999/xhtml">x</body></foreignObject></svg>',
     "<foreignObject>"),
    (f'<svg {NS}><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></svg>',
     "<script> in the namespace"),
    (f'<svg {NS}><a href="javascript:alert(1)"><rect/></a></svg>', "<a>"),
    (f'<svg {NS}><image href="http://evil.example/p.png"/></svg>', "reference to another file or the network"),
    (f'<svg {NS} xmlns:x="http://www.w3.org/1999/xlink"><image x:href="data:image/png;base64,AA"/></svg>',
     "reference to another file"),
    (f'<svg {NS}><use href="other.svg#a"/></svg>', "reference to another file"),
    (f'<svg {NS}><rect style="fill:url(http://evil.example/p)"/></svg>', "url(http://evil.example/p)"),
    (f'<svg {NS}><rect fill="url(https://evil.example/p)"/></svg>', "url(https://evil.example/p)"),
    (f'<svg {NS}><rect style="fill:u\\72l(http://evil.example/p)"/></svg>', "a CSS escape"),
    (f'<svg {NS}><style>@import url(http://evil.example/s.css);</style></svg>', "imports, loads or runs"),
    (f'<svg {NS}><style>rect {{ background: url(//evil.example/p) }}</style></svg>', "url(//evil.example/p)"),
    (f'<?xml-stylesheet href="http://evil.example/s.css"?><svg {NS}/>', "xml-stylesheet"),
    (f'<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]><svg {NS}><text>&a;</text></svg>', "entities"),
    (f'<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg {NS}><text>&x;</text></svg>', "entities"),
    (f'<svg {NS}><set attributeName="href" to="javascript:alert(1)"/></svg>', "animation of 'href'"),
    (f'<svg {NS}><animate attributeName="onbegin" values="alert(1)"/></svg>', "animation of 'onbegin'"),
    (f'<svg {NS}><iframe src="http://evil.example"/></svg>', "<iframe>"),
    (f'<svg {NS} xmlns:e="http://evil.example/ns"><rect e:x="1"/></svg>', "namespace http://evil.example/ns"),
    ("<html><script>alert(1)</script></html>", "root element is not <svg>"),
    ("<svg", "not well-formed"),
]

#: Issue 18, point 4: read as a browser reads the file (each opened as a document in Chromium makes a
#: request: tests/browser/test_svg_documents.py); the first check read each of these otherwise.
REFUSED_AS_A_BROWSER_READS = [
    # all of a <style>'s text: after a child element, around a comment or a processing instruction
    (f'<svg {NS}><style><g/>@import url(http://evil.example/s.css);</style></svg>', "its <style> holds an element"),
    (f'<svg {NS}><style>rect{{}}<desc>x</desc>@import url(http://evil.example/s.css);</style></svg>',
     "its <style> holds an element (<desc>)"),
    (f'<svg {NS}><style>@im<!-- x -->port url(http://evil.example/s.css);</style></svg>', "imports, loads or runs"),
    (f'<svg {NS}><style><![CDATA[@import url(http://evil.example/s.css);]]></style></svg>', "imports, loads or runs"),
    (f'<svg {NS}><style>@im<?x y?>port url(http://evil.example/s.css);</style></svg>', "processing instruction"),
    # the file's own encoding: a processing instruction before <svg> in UTF-16
    ("\ufeff" f'<?xml-stylesheet href="http://evil.example/s.css"?><svg {NS}/>', "xml-stylesheet", "utf-16-le"),
    ("\ufeff" f'<?xml-stylesheet href="http://evil.example/s.css"?><svg {NS}/>', "xml-stylesheet", "utf-16-be"),
    (f'<?xml version="1.0" encoding="UTF-16"?><svg {NS}/>', "UTF-16 without a byte-order mark", "utf-16-le"),
    ("\ufeff" f'<svg {NS}/>', "UTF-32", "utf-32"),
    ("\ufeff" f'<?xml version="1.0" encoding="windows-1252"?><svg {NS}/>', "disagree", "utf-16-le"),
    (f'<?xml version="1.0" encoding="ISO-2022-JP"?><svg {NS}/>', "which a browser may read otherwise"),
    ('<?xml version="1.0"' + " " * 5000 + f'encoding="ISO-2022-JP"?><svg {NS}/>', "which a browser may read otherwise"),
    # every processing instruction, wherever it is, but Adobe's inert xpacket
    (f'<?xml-stylesheet type="text/xsl" href="t.xsl"?><svg {NS}/>', "xml-stylesheet"),
    (f'<?foo bar?><svg {NS}/>', "processing instruction (<?foo"),
    (f'<svg {NS}><?xml-stylesheet href="s.css"?></svg>', "xml-stylesheet"),
    # CSS in presentation attributes and animation values: escapes refused everywhere
    (f'<svg {NS}><rect fill="u\\72l(http://evil.example/p.svg#g)"/></svg>', "a CSS escape (a backslash) in fill"),
    (f'<svg {NS}><rect mask="u\\rl(http://evil.example/m.svg#m)"/></svg>', "a CSS escape (a backslash) in mask"),
    (f'<svg {NS}><rect clip-path="\\000075rl(http://evil.example/c.svg#c)"/></svg>', "in clip-path"),
    (f'<svg {NS}><rect cursor="\\75rl(http://evil.example/c.png), auto"/></svg>', "in cursor"),
    (f'<svg {NS}><path marker-end="u\\rl(http://evil.example/m.svg#m)"/></svg>', "in marker-end"),
    (f'<svg {NS}><rect><set attributeName="fill" to="u\\72l(http://evil.example/p.svg#g)"/></rect></svg>',
     "<set> has a CSS escape (a backslash) in to"),
    (f'<svg {NS}><rect><animate attributeName="cursor" values="url(http://evil.example/c.png)"/></rect></svg>',
     "url(http://evil.example/c.png)) in values"),
    (f'<svg {NS}><rect cursor="url(http://evil.example/c.png), auto"/></svg>', "c.png)) in cursor"),
    (f'<svg {NS}><style>svg{{background:image-set("http://evil.example/i.png" 1x)}}</style></svg>', "loads"),
    (f'<svg {NS}><style>svg{{background:image("http://evil.example/i.png")}}</style></svg>', "loads"),
    # default attributes from the internal DTD subset, which Chromium applies
    (f'<!DOCTYPE svg [<!ATTLIST rect style CDATA "fill:url(http://evil.example/p)">]><svg {NS}><rect/></svg>',
     "<!ATTLIST>"),
    (f'<svg {NS} xml:base="http://evil.example/"><use href="#a"/></svg>', "xml:base"),
    (f'<svg {NS}><set attributeName="xml:base" to="http://evil.example/"/></svg>', "animation of 'xml:base'"),
]

#: ... and what real drawings do stays allowed
HARMLESS_AS_A_BROWSER_READS = [
    ("\ufeff" f'<?xml version="1.0" encoding="UTF-16"?><svg {NS}><rect fill="url(#g)"/></svg>', "utf-16-le"),
    ("\ufeff" f'<svg {NS}><text>Ünïcödé</text></svg>', "utf-16-be"),
    ("\ufeff" f'<?xml version="1.0" encoding="utf-8"?><svg {NS}/>', "utf-8"),
    (f'<?xml version="1.0" encoding="ISO-8859-1"?><svg {NS}><text>caf\u00e9</text></svg>', "latin-1"),
    (f'<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?><svg {NS}/><?xpacket end="w"?>', "utf-8"),
    (f'<svg {NS}><style><![CDATA[ rect {{ fill: url(#g) }} ]]></style><text>C:\\path\\file</text></svg>', "utf-8"),
    (f'<svg {NS} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" '
     'inkscape:export-filename="C:\\Users\\me\\drawing.png"/>', "utf-8"),
]


@pytest.mark.parametrize("case", REFUSED_AS_A_BROWSER_READS, ids=lambda c: c[1][:40])
def test_svg_is_read_as_a_browser_reads_it(case: tuple[str, ...]):
    svg, fragment, codec = (*case, "utf-8") if len(case) == 2 else case
    problem = svg_problem(svg.encode(codec))
    assert problem is not None and fragment in problem, problem


def test_bytes_invalid_in_the_files_encoding_are_refused():
    problem = svg_problem(f'<?xml version="1.0" encoding="utf-8"?><svg {NS}><text>\xff</text></svg>'.encode("latin-1"))
    assert problem is not None and "not valid UTF-8" in problem, problem


@pytest.mark.parametrize("svg,codec", HARMLESS_AS_A_BROWSER_READS)
def test_real_drawings_pass_in_any_encoding_they_use(svg: str, codec: str):
    assert svg_problem(svg.encode(codec)) is None


@pytest.mark.parametrize("svg", HARMLESS)
def test_harmless_svg_passes(svg: str):
    assert svg_problem(svg.encode()) is None


@pytest.mark.parametrize("svg,fragment", REFUSED)
def test_dangerous_svg_is_refused(svg: str, fragment: str):
    problem = svg_problem(svg.encode())
    assert problem is not None and fragment in problem, problem


def test_svg_in_a_quiz(tmp_path: Path):
    (tmp_path / "ok.svg").write_text(HARMLESS[1], encoding="utf-8")
    (tmp_path / "evil.svg").write_text(REFUSED[0][0], encoding="utf-8")
    src = write(tmp_path / "s.yaml", """\
        deck: S
        id: s-svg
        questions:
          - id: q1
            question: |
              Fine: ![ok](ok.svg)

              Not fine: ![evil](evil.svg)
            choices: [a, b]
            answer: A
            explanation: x
        """)
    result = run("build", src, "-o", tmp_path / "out")
    assert result.exit_code == 1
    assert "s.yaml:8:17: error: SVG image 'evil.svg' is refused: <svg> has an event handler (onload)" in \
        result.stderr, result.stderr
    (tmp_path / "evil.svg").write_text(HARMLESS[0], encoding="utf-8")
    result = run("build", src, "-o", tmp_path / "out")
    assert result.exit_code == 0, result.output
    col = new_collection(tmp_path / "col")
    try:
        import_package(col, tmp_path / "out" / "s.apkg")
        media = Path(col.media.dir())
        shipped = sorted(p.read_text(encoding="utf-8") for p in media.iterdir() if p.suffix == ".svg")
        assert shipped == sorted([HARMLESS[0], HARMLESS[1]])   # byte for byte, not rewritten
    finally:
        col.close()


def test_links_to_local_files_are_refused(tmp_path: Path):
    (tmp_path / "pic.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    src = write(tmp_path / "l.yaml", """\
        deck: L
        id: l-links
        questions:
          - id: q1
            question: |
              Web pages are fine: [a](https://example.com), <https://example.com>, [m](mailto:a@example.com)
              and [anchors](#top); these are not: [open](pic.png) [up](../secret.txt)
              [ref][r]

              [r]: evil.svg
            choices: ["[x](file:///etc/passwd)", "[y](./pic.png)"]
            answer: A
            explanation: x
        """)
    result = run("build", src, "-o", tmp_path / "out")
    assert result.exit_code == 1
    err = result.stderr
    assert "l.yaml:7:50: error: link 'pic.png' points at a local file" in err, err
    assert "l.yaml:7:64: error: link '../secret.txt' points at a local file" in err, err
    assert "l.yaml:10:12: error: link 'evil.svg' points at a local file" in err, err
    assert "l.yaml:11:47: error: link './pic.png' points at a local file" in err, err
    assert err.count("error: link") == 4      # file: is not a link at all (shown as text)
