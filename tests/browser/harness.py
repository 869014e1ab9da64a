"""Show real card HTML the way each Anki client does: in Chromium via Playwright, and in
WebKit via Selenium.

Modes
-----
desktop  One page assembled like Anki desktop's reviewer (``aqt/webview.py`` ``stdHtml`` +
         ``aqt/reviewer.py`` ``revHtml``): webview.css, the standard CSS, reviewer.css,
         webview.js, reviewer.js (which bundles jQuery), ``<div id="qa">``. Cards are shown by
         calling the real ``_showQuestion(q, a, bodyclass)`` / ``_showAnswer(a)``; the page is
         kept for the whole session, as in Anki. MathJax loads from ``/_anki/js/vendor/mathjax``.
fresh    Every side is a new page load in the same tab (sessionStorage survives), like
         AnkiDroid.
nojs     Like fresh, in a context with JavaScript disabled.
webkit   Like fresh, in WebKit (AnkiMobile's engine): Debian's WebKitWebDriver driven by
         Selenium under Xvfb (see webkit.py). Script errors are caught by a collector
         script at the top of each page (WebDriver cannot read WebKit's console).

Media: ``server.add_media_dir(col.media.dir())`` serves a collection's media folder at
``/<name>``, and every page has ``<base href="/">``, so ``<img src="mc-….png">`` resolves
as in Anki (desktop's media server, AnkiDroid's base URL).

Usage (fixtures in tests/browser/conftest.py)::

    from .cards import png, question       # texts are Markdown (the project's real build)
    FILES = {"img/dot.png": png(8, 8, (0, 0, 0))}  # optional: files next to the quiz
    QUESTIONS = [question("q1", "2 + 2? ![dot](img/dot.png)", ["3", ("4", "why it is 4")], "B",
                          explanation="...")]

    def test_x(deck, desktop):              # deck: this module's QUESTIONS in a real collection
        card = deck.card("q1")              # deck.card("q1", 1) is its Recall card
        desktop.show_question(card)         # waits until reviewer.js is done (MathJax included)
        desktop.click_key("B")              # or click_choice(i): i-th choice as displayed
        desktop.show_answer(card)
        assert desktop.result_text() == "Correct"
        desktop.assert_no_errors()

Fixtures: ``desktop``, ``fresh``, ``nojs``, ``webkit`` (one viewer each), ``viewer``
(parametrised over desktop and fresh), ``client`` (desktop, fresh and webkit),
``new_viewer(mode, night=False, width=1024, height=768)`` for more or other viewers.
All viewers have ``show_question``, ``show_answer``, ``evaluate(js_function, arg)``,
``choices()``, ``order()``, ``keys_with(cls)``, ``attr(selector, name)``, ``result_text()``,
``click_choice(i)``, ``click_key(k)``, ``stored_state(card)``, ``errors``/``assert_no_errors()``;
``viewer.page`` is the Playwright page (None in webkit, which has ``viewer.driver``).
The ``deck`` fixture builds the module's ``QUESTIONS`` (plus the files in its ``FILES``,
e.g. images, next to the YAML) with the project's real build.
"""

from __future__ import annotations

import http.server
import json
import mimetypes
import socketserver
import threading
import uuid
from pathlib import Path
from typing import Any

#: Chromium flags required in this environment
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

# aqt/webview.py standard_css() on Linux, with the values Anki computes at 100 % zoom
STANDARD_CSS = """
body { zoom: 1; background-color: var(--canvas); }
html { font-family:"Ubuntu", sans-serif; }
button { font-family: "Ubuntu", sans-serif; }
:root { --canvas: #f5f5f5 }
:root[class*=night-mode] { --canvas: #2c2c2c }
"""

BRIDGE = """<script>
window.__bridgeLog = [];
window.bridgeCommand = window.pycmd = function (arg, cb) { window.__bridgeLog.push(arg); return false; };
</script>"""


def theme_classes(night: bool) -> str:
    """aqt.theme body_class() on Linux for the reviewer (fancy = not minimalist)."""
    return "isLin nightMode night_mode fancy" if night else "isLin fancy"


def reviewer_html(night: bool) -> str:
    """The reviewer page as stdHtml(revHtml(), css=[reviewer.css], js=[reviewer.js]) builds it."""
    doc_class = "night-mode" if night else ""
    theme = "dark" if night else "light"
    return f"""<!doctype html>
<html class="{doc_class}" dir="ltr" data-bs-theme="{theme}">
<head>
    <title>main webview</title>
<base href="/"><link rel="stylesheet" type="text/css" href="/_anki/css/webview.css"><style>{STANDARD_CSS}</style>
<link rel="stylesheet" type="text/css" href="/_anki/css/reviewer.css">
{BRIDGE}
</head>

<body class="{theme_classes(night)}">
<script src="/_anki/js/webview.js"></script>
<script src="/_anki/js/reviewer.js"></script>

<div id="_mark" hidden>&#x2605;</div>
<div id="_flag" hidden>&#x2691;</div>

<div id="qa" dir="auto"></div>
</body>
</html>"""


#: records script errors where the driver cannot see the console (WebKitWebDriver): uncaught
#: errors, unhandled rejections, console.error/assert, and resources that fail to load
ERROR_COLLECTOR = """<script>
(function () {
  var errs = window.__testErrors = [];
  window.addEventListener('error', function (e) {
    var t = e.target;
    if (t && t !== window && t.nodeType === 1) {
      errs.push('resource failed: <' + t.nodeName.toLowerCase() + '> ' + (t.currentSrc || t.src || t.href || ''));
    } else {
      errs.push('pageerror: ' + e.message + ' at ' + e.filename + ':' + e.lineno + ':' + e.colno);
    }
  }, true);
  window.addEventListener('unhandledrejection', function (e) {
    var r = e.reason;
    errs.push('unhandledrejection: ' + String(r) + (r && r.stack ? ' ' + r.stack : ''));
  });
  var ce = console.error, ca = console.assert;
  console.error = function () {
    errs.push('console.error: ' + Array.prototype.map.call(arguments, String).join(' '));
    return ce.apply(console, arguments);
  };
  console.assert = function (ok) {
    if (!ok) errs.push('console.assert: ' + Array.prototype.slice.call(arguments, 1).map(String).join(' '));
    return ca.apply(console, arguments);
  };
})();
</script>"""


def side_html(side: str, body_class: str, night: bool, collector: bool = False) -> str:
    """One card side as its own page, like AnkiDroid's card page (base URL = media folder)."""
    cls = body_class + (" nightMode night_mode" if night else "")
    return f"""<!doctype html>
<html class="{'night-mode' if night else ''}">
<head><meta charset="utf-8">
{ERROR_COLLECTOR if collector else ''}
<base href="/">
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body class="{cls}"><div id="qa">{side}</div></body>
</html>"""


def frame_html(src: str, width: int, height: int) -> str:
    """A host page showing ``src`` in a ``width`` px wide frame: a phone-sized viewport where
    the browser window cannot be made that narrow (WebKitGTK's MiniBrowser)."""
    return f"""<!doctype html>
<html><head><meta charset="utf-8"></head>
<body style="margin:0"><iframe id="phone" src="{src}" style="display:block;border:0;width:{width}px;height:{height}px"></iframe></body>
</html>"""  # noqa: E501 - one line of HTML, as the page is


class Server:
    """A threaded http.server on 127.0.0.1: ``/_anki/...`` from the aqt web folder, plus
    pages registered with ``add_page`` (kept in memory)."""

    def __init__(self, web_root: Path | None):
        self.web_root = web_root
        self.pages: dict[str, bytes] = {}
        self.media_dirs: list[Path] = []
        owner = self

        class Handler(http.server.BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:  # quiet
                pass

            def do_GET(self) -> None:
                path = self.path.split("?", 1)[0].split("#", 1)[0]
                body, ctype = owner._lookup(path)
                if body is None:
                    self.send_response(404)
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                self.send_response(200)
                self.send_header("Content-Type", ctype)
                self.send_header("Content-Length", str(len(body)))
                self.send_header("Cache-Control", "no-store" if path.startswith("/p/") else "max-age=3600")
                self.end_headers()
                self.wfile.write(body)

        class ThreadedServer(socketserver.ThreadingMixIn, http.server.HTTPServer):
            daemon_threads = True
            allow_reuse_address = True

        self.httpd = ThreadedServer(("127.0.0.1", 0), Handler)
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def _lookup(self, path: str) -> tuple[bytes | None, str]:
        if path in self.pages:
            return self.pages[path], "text/html; charset=utf-8"
        if path == "/favicon.ico":
            return b"", "image/x-icon"
        if path.startswith("/_anki/") and self.web_root is not None:
            rel = path[len("/_anki/"):]
            target = (self.web_root / rel).resolve()
            root = self.web_root.resolve()
            if root in target.parents and target.is_file():
                ctype = mimetypes.guess_type(target.name)[0] or "application/octet-stream"
                if ctype.startswith("text/") or ctype.endswith("javascript"):
                    ctype += "; charset=utf-8"
                return target.read_bytes(), ctype
        name = path[1:]
        if name and "/" not in name and not name.startswith("."):  # media: "/<name>" as Anki serves it
            from urllib.parse import unquote

            name = unquote(name)
            for folder in self.media_dirs:
                target = folder / name
                if "/" not in name and target.is_file():
                    return target.read_bytes(), mimetypes.guess_type(name)[0] or "application/octet-stream"
        return None, ""

    def add_media_dir(self, folder: str | Path) -> None:
        """Serve the files of a collection's media folder at ``/<name>``."""
        folder = Path(folder)
        if folder not in self.media_dirs:
            self.media_dirs.append(folder)

    def add_page(self, html: str, name: str | None = None) -> str:
        path = f"/p/{name or uuid.uuid4().hex}.html"
        self.pages[path] = html.encode("utf-8")
        return self.origin + path

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


IMAGES_JS = """() => Promise.all(Array.from(document.querySelectorAll('#qa img')).map(img =>
    (img.complete ? Promise.resolve() : new Promise(done => {
        img.addEventListener('load', done); img.addEventListener('error', done); }))
    .then(() => ({src: img.getAttribute('src'), url: img.currentSrc || img.src,
                  naturalWidth: img.naturalWidth, width: img.getBoundingClientRect().width,
                  inChoice: !!img.closest('.mc-choice')}))))"""


class Viewer:
    """Common helpers on a Playwright page showing cards."""

    mode = "?"

    def __init__(self, page: Any, server: Server, night: bool = False):
        self.page = page
        self.server = server
        self.night = night
        self.errors: list[str] = []
        page.on("console", self._on_console)
        page.on("pageerror", lambda exc: self.errors.append(f"pageerror: {exc}"))

    def _on_console(self, msg: Any) -> None:
        if msg.type in ("error", "assert"):
            self.errors.append(f"console.{msg.type}: {msg.text}")

    # -- showing (overridden) --
    def show_question(self, card: Any) -> None:
        raise NotImplementedError

    def show_answer(self, card: Any) -> None:
        raise NotImplementedError

    # -- reading the card --
    def evaluate(self, fn: str, arg: Any = None) -> Any:
        """Run the JavaScript function ``fn`` (source text) with ``arg`` in the page."""
        return self.page.evaluate(fn, arg)

    def root(self) -> str:
        return "#qa .mc-card"

    def choices(self) -> list[dict[str, Any]]:
        """The displayed choices, in display order: key, classes, text, aria-checked, role."""
        return self.evaluate(
            """() => Array.from(document.querySelectorAll('#qa .mc-choice')).map(el => ({
                key: el.getAttribute('data-mc-key'),
                classes: Array.from(el.classList).filter(c => c.startsWith('mc-') && c !== 'mc-choice'),
                text: (el.querySelector('.mc-text') || el).textContent.trim(),
                checked: el.getAttribute('aria-checked'),
                role: el.getAttribute('role'),
                visible: !!(el.offsetWidth || el.offsetHeight),
            }))"""
        )

    def order(self) -> list[str]:
        return [c["key"] for c in self.choices()]

    def keys_with(self, cls: str) -> list[str]:
        return [c["key"] for c in self.choices() if cls in c["classes"]]

    def result_text(self) -> str | None:
        return self.evaluate(
            "() => { const r = document.querySelector('#qa .mc-result'); return r ? r.textContent.trim() : null; }")

    def attr(self, selector: str, name: str) -> str | None:
        """An attribute of the first element matching ``selector`` (None when absent)."""
        return self.evaluate("([s, n]) => { const e = document.querySelector(s); "
                             "return e ? e.getAttribute(n) : null; }", [selector, name])

    def images(self) -> list[dict[str, Any]]:
        """Every <img> in the card once loaded (or failed): src, naturalWidth, rendered width."""
        return self.evaluate(IMAGES_JS)

    def click_choice(self, index: int) -> None:
        """Tap the index-th displayed choice (0-based)."""
        self.page.locator("#qa .mc-choice").nth(index).click()

    def click_key(self, key: str) -> None:
        """Tap the choice whose source letter is ``key``."""
        self.page.locator(f'#qa .mc-choice[data-mc-key="{key}"]').click()

    def stored_state(self, card: Any) -> Any:
        raw = self.evaluate("(k) => { try { return sessionStorage.getItem(k); } catch (e) { return null; } }",
                            "mc:" + card.state_id)
        return json.loads(raw) if raw else None

    def assert_no_errors(self) -> None:
        assert not self.errors, "browser errors:\n" + "\n".join(self.errors)


class DesktopViewer(Viewer):
    """Anki desktop's reviewer: one page, ``_showQuestion``/``_showAnswer``."""

    mode = "desktop"

    def __init__(self, page: Any, server: Server, night: bool = False):
        super().__init__(page, server, night)
        url = server.add_page(reviewer_html(night), f"reviewer-{'night' if night else 'day'}")
        page.goto(url)
        page.wait_for_function("() => typeof _showQuestion === 'function' && typeof _queueAction === 'function'")

    def _settle(self) -> None:
        # reviewer.js chains every update on a promise queue; queue a no-op and wait for it
        self.page.evaluate("() => new Promise(resolve => _queueAction(() => resolve(true)))")

    def show_question(self, card: Any) -> None:
        body = card.body_class + " " + theme_classes(self.night)
        self.page.evaluate("([q, a, b]) => { _showQuestion(q, a, b); }",
                           [card.question_html, card.answer_html, body])
        self._settle()

    def show_answer(self, card: Any) -> None:
        self.page.evaluate("(a) => { _showAnswer(a); }", card.answer_html)
        self._settle()


class FreshViewer(Viewer):
    """Every side a new page in the same tab (AnkiDroid); ``nojs`` when JS is off."""

    mode = "fresh"

    def _load(self, side: str, card: Any) -> None:
        url = self.server.add_page(side_html(side, card.body_class, self.night))
        self.page.goto(url)
        self.page.wait_for_load_state("load")

    def show_question(self, card: Any) -> None:
        self._load(card.question_html, card)

    def show_answer(self, card: Any) -> None:
        self._load(card.answer_html, card)


class NoJsViewer(FreshViewer):
    mode = "nojs"

    def choices(self) -> list[dict[str, Any]]:
        # page.evaluate still works with javaScriptEnabled=False (it runs in an isolated world)
        return super().choices()


class WebKitViewer(Viewer):
    """Each side a new page load in one WebKit tab (AnkiMobile's engine), via Selenium.

    Errors come from ``ERROR_COLLECTOR`` at the top of each page; they are read before the
    page is left and by ``assert_no_errors``. The MiniBrowser window cannot be narrower than
    about 450 px, so a narrower ``width`` shows each side in a frame of that width."""

    mode = "webkit"

    def __init__(self, driver: Any, server: Server, night: bool = False, width: int = 1024, height: int = 768):
        self.driver = driver
        self.page = None
        self.server = server
        self.night = night
        self.width, self.height = width, height
        self.errors: list[str] = []
        self.framed = False
        driver.switch_to.default_content()
        driver.set_window_size(max(width, 480), height + 40)
        # a blank page of our origin: measure the viewport, start with empty sessionStorage
        driver.get(server.add_page("<!doctype html><title>blank</title>", "webkit-blank"))
        self.framed = driver.execute_script("sessionStorage.clear(); return window.innerWidth") != width

    def evaluate(self, fn: str, arg: Any = None) -> Any:
        return self.driver.execute_script(f"return ({fn})(arguments[0]);", arg)

    def _collect(self) -> None:
        try:
            found = self.driver.execute_script(
                "return window.__testErrors ? window.__testErrors.splice(0) : null;")
        except Exception as exc:  # noqa: BLE001  (a page that cannot even run this is an error)
            self.errors.append(f"cannot read the error collector: {exc}")
            return
        if found:
            self.errors.extend(found)

    def _load(self, side: str, card: Any) -> None:
        from selenium.webdriver.support.ui import WebDriverWait

        if self.driver.current_url.startswith(self.server.origin):
            self._collect()
        self.driver.switch_to.default_content()
        url = self.server.add_page(side_html(side, card.body_class, self.night, collector=True))
        if self.framed:
            self.driver.get(self.server.add_page(frame_html(url, self.width, self.height)))
            WebDriverWait(self.driver, 20).until(lambda d: d.execute_script(
                "const f = document.getElementById('phone');"
                "return !!(f && f.contentDocument && f.contentDocument.readyState === 'complete'"
                " && f.contentDocument.getElementById('qa'));"))
            self.driver.switch_to.frame("phone")
        else:
            self.driver.get(url)
        WebDriverWait(self.driver, 20).until(lambda d: d.execute_script("return document.readyState") == "complete")
        if self.evaluate("() => window.__testErrors === undefined"):
            self.errors.append(f"the page did not load: {self.driver.current_url}")

    def show_question(self, card: Any) -> None:
        self._load(card.question_html, card)

    def show_answer(self, card: Any) -> None:
        self._load(card.answer_html, card)

    def _choice_elements(self) -> list[Any]:
        from selenium.webdriver.common.by import By

        return self.driver.find_elements(By.CSS_SELECTOR, "#qa .mc-choice")

    def click_choice(self, index: int) -> None:
        self._choice_elements()[index].click()

    def click_key(self, key: str) -> None:
        from selenium.webdriver.common.by import By

        self.driver.find_element(By.CSS_SELECTOR, f'#qa .mc-choice[data-mc-key="{key}"]').click()

    def assert_no_errors(self) -> None:
        self._collect()
        super().assert_no_errors()

    def close(self) -> None:
        self._collect()
        self.driver.switch_to.default_content()
