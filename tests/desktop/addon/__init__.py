"""The test add-on: copied into ``BASE/addons21/`` by tests/desktop/app.py, run by the real Anki.

When the profile opens (``gui_hooks.profile_did_open``) it reads ``job.json`` from the base
folder, imports the packages named there with Anki's own import code and default options,
then runs the job's study script in a worker thread. The script is a Python file with
``study(d)``; ``d`` is the :class:`Driver` below, whose calls block the worker thread while the
Qt main thread does the work, so a script reads like a person at the keyboard:

    d.study_deck("make_deck tests")          # the real reviewer, waits for the front
    d.click_choice("B")                      # xdotool click at the choice's screen position
    d.key("space")                           # a real Space: Anki flips, waits for the back
    dom = d.card_dom()                       # the page as the learner sees it
    d.key("4")                               # answer Easy, waits for the next card

Everything is written to ``report.json`` (``d.report``), with every console message of the
reviewer's page, and the current step to ``progress.json`` so that a run that is stopped
after its timeout says where it was. Anki is closed at the end, whatever happened.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

import aqt
from anki.decks import DeckId
from aqt import gui_hooks
from aqt.qt import QPoint, QTimer
from aqt.webview import AnkiWebPage, AnkiWebView

BASE = Path(os.environ.get("MAKE_DECK_ANKI_JOB", "")).parent if os.environ.get("MAKE_DECK_ANKI_JOB") else None

#: every console message of every Anki web page: (page title/kind, level, message, source, line)
CONSOLE: list[dict[str, Any]] = []
_original_console = AnkiWebPage.javaScriptConsoleMessage


def _record_console(self: AnkiWebPage, level: Any, msg: str | None, line: int, src: str | None) -> None:
    kind = getattr(getattr(self, "_onBridgeCmd", None), "__self__", None)
    CONSOLE.append({
        "level": getattr(level, "name", str(level)),
        "message": msg or "",
        "source": src or "",
        "line": line,
        "page": type(kind).__name__ if kind is not None else "",
        "reviewer": bool(aqt.mw and aqt.mw.reviewer and aqt.mw.reviewer.web
                         and aqt.mw.reviewer.web.page() is self),
        "t": round(time.monotonic(), 3),
    })
    _original_console(self, level, msg, line, src)


AnkiWebPage.javaScriptConsoleMessage = _record_console  # type: ignore[method-assign,assignment]  # our recorder

#: the lines, in the script Anki evaluates after a page loads to add its theme's styles
#: (``AnkiWebView.add_dynamic_styling_and_props_then_show``), of its ``document.head.appendChild``:
#: Anki runs that script on every ``loadFinished``, also for a load a newer one replaced, whose
#: document has no head yet; the error it then logs is Anki's own race, never a card's (the
#: tests set these apart: tests/desktop/app.py ``own_console_errors``)
ANKI_STYLING_LINES: list[int] = []
_original_styling = AnkiWebView.add_dynamic_styling_and_props_then_show


def _record_styling(self: AnkiWebView) -> None:
    evaluate = self.evalWithCallback

    def capture(js: str, callback: Callable[[Any], None]) -> None:
        at = js.find("document.head.appendChild(")
        line = js.count("\n", 0, at) + 1
        if at >= 0 and line not in ANKI_STYLING_LINES:
            ANKI_STYLING_LINES.append(line)
        evaluate(js, callback)

    self.evalWithCallback = capture  # type: ignore[method-assign,assignment]  # for this one call, then taken off
    try:
        _original_styling(self)
    finally:
        del self.evalWithCallback


AnkiWebView.add_dynamic_styling_and_props_then_show = _record_styling  # type: ignore[method-assign]  # our recorder


class StudyError(RuntimeError):
    """A step of the study did not come to pass (the message says which and in what state)."""


class Driver:
    def __init__(self, job: dict[str, Any], base: Path) -> None:
        self.job = job
        self.base = base
        self.mw = aqt.mw
        self.report: dict[str, Any] = {"steps": [], "console": CONSOLE, "shots": [], "cards": [],
                                       "anki_styling_lines": ANKI_STYLING_LINES}
        self.shots = Path(job["shots"]) if job.get("shots") else base / "shots"
        self.shots.mkdir(parents=True, exist_ok=True)
        self.step_name = "starting"
        #: a side is ready once no math delimiter shows as text (MathJax is done); a study of
        #: cards whose texts show delimiters on purpose (the hostile corpus) turns this off
        self.wait_for_math = True

    # -- plumbing ---------------------------------------------------------------------------

    def step(self, name: str) -> None:
        """Say what the study is doing now (kept in progress.json for a stopped run)."""
        self.step_name = name
        self.report["steps"].append(name)
        tmp = self.base / "progress.json.tmp"
        tmp.write_text(json.dumps({"step": name, "t": time.monotonic()}), encoding="utf-8")
        tmp.replace(self.base / "progress.json")

    def main(self, fn: Callable[[], Any], timeout: float = 30) -> Any:
        """Run ``fn`` on the Qt main thread and return its result."""
        done = threading.Event()
        box: dict[str, Any] = {}

        def run() -> None:
            try:
                box["value"] = fn()
            except BaseException as exc:  # noqa: BLE001 - handed to the worker
                box["error"] = exc
            done.set()

        self.mw.taskman.run_on_main(run)
        if not done.wait(timeout):
            raise StudyError(f"{self.step_name}: the main thread did not answer in {timeout} s")
        if "error" in box:
            raise box["error"]
        return box.get("value")

    def js(self, code: str, timeout: float = 30) -> Any:
        """Evaluate ``code`` (an expression) in the reviewer's page and return its value."""
        done = threading.Event()
        box: dict[str, Any] = {}

        def cb(value: Any) -> None:
            box["value"] = value
            done.set()

        wrapped = (f"(function(){{try{{return JSON.stringify({{ok:({code})}});}}"
                   "catch(e){return JSON.stringify({err:String(e&&e.stack||e)});}})()")
        self.main(lambda: self.mw.reviewer.web.evalWithCallback(wrapped, cb))
        if not done.wait(timeout):
            raise StudyError(f"{self.step_name}: the page did not answer {code[:80]!r} in {timeout} s")
        raw = box.get("value")
        if raw is None:
            raise StudyError(f"{self.step_name}: no value from {code[:80]!r}")
        out = json.loads(raw)
        if "err" in out:
            raise StudyError(f"{self.step_name}: {code[:80]!r} threw {out['err']}")
        return out.get("ok")

    def wait(self, what: str, check: Callable[[], Any], timeout: float = 30, every: float = 0.1) -> Any:
        """Poll ``check`` until it returns something true; fail naming ``what`` and the state."""
        end = time.monotonic() + timeout
        last: Any = None
        while time.monotonic() < end:
            try:
                last = check()
            except StudyError:
                raise
            except Exception as exc:  # noqa: BLE001 - e.g. the page is being replaced
                last = f"{type(exc).__name__}: {exc}"
            else:
                if last:
                    return last
            time.sleep(every)
        raise StudyError(f"{self.step_name}: waited {timeout} s for {what}; "
                         f"Anki's state: {self.state()}; last: {last!r}")

    def state(self) -> dict[str, Any]:
        def read() -> dict[str, Any]:
            mw = self.mw
            modal = mw.app.activeModalWidget()
            return {"mw": mw.state, "reviewer": getattr(mw.reviewer, "state", None),
                    "card": mw.reviewer.card.id if mw.reviewer.card else None,
                    "active": bool(mw.isActiveWindow()),
                    "modal": type(modal).__name__ if modal else None,
                    # what a dialog says (a message box's text), so that a stop names it
                    "modal_text": (getattr(modal, "text", lambda: "")() or modal.windowTitle())[:500]
                    if modal else None}
        try:
            return dict(self.main(read, timeout=5))
        except Exception as exc:  # noqa: BLE001 - reported, whatever it is
            return {"unknown": str(exc)}

    def xdo(self, *args: str) -> None:
        subprocess.run(["xdotool", *args], check=True, timeout=20)

    # -- windows, theme -------------------------------------------------------------------------

    def window(self, width: int, height: int) -> dict[str, int]:
        """Resize the main window to ``width`` x ``height`` and focus it (real X focus)."""
        def go() -> None:
            self.mw.showNormal()
            self.mw.setMinimumSize(1, 1)
            self.mw.reviewer.web.setZoomFactor(1.0)
            self.mw.resize(width, height)
            self.mw.move(0, 0)
            self.mw.raise_()
            self.mw.activateWindow()
        self.main(go)
        self.wait(f"a {width}x{height} window", lambda: self.main(
            lambda: (self.mw.width(), self.mw.height()) == (width, height)), timeout=10)
        self.focus()
        return self.viewport()

    def viewport(self, width: int | None = None, height: int | None = None, zoom: float = 1.0) -> dict[str, Any]:
        """The reviewer page's viewport in CSS pixels. With a size, the window is resized until
        the page is ``width`` x ``height`` CSS pixels at ``zoom`` (the page zoom a user sets
        with Ctrl+=; 2 is a phone's device pixel ratio), e.g. 375x667 at 2 for an iPhone SE."""
        if width is not None and height is not None:
            self.main(lambda: self.mw.reviewer.web.setZoomFactor(zoom))
            for _ in range(8):
                inner = self.js("[window.innerWidth, window.innerHeight]")
                if inner == [width, height]:
                    break
                win = self.main(lambda: (self.mw.width(), self.mw.height()))
                size = (win[0] + round((width - inner[0]) * zoom), win[1] + round((height - inner[1]) * zoom))

                def resize(size: tuple[int, int] = size) -> None:
                    self.mw.resize(*size)
                self.main(resize)
                time.sleep(0.4)
        return dict(self.main(lambda: {
            "web_width": self.mw.reviewer.web.width(), "web_height": self.mw.reviewer.web.height(),
            "window_width": self.mw.width(), "window_height": self.mw.height(),
            "zoom": self.mw.reviewer.web.zoomFactor()}), **dict(zip(
                ("inner_width", "inner_height"), self.js("[window.innerWidth, window.innerHeight]"), strict=True)))

    def focus(self) -> None:
        wid = self.main(lambda: int(self.mw.winId()))
        self.xdo("windowfocus", "--sync", str(wid))
        self.wait("the main window to be active", lambda: self.main(lambda: self.mw.isActiveWindow()), timeout=10)

    def theme(self, night: bool) -> None:
        from aqt.theme import Theme

        self.main(lambda: self.mw.set_theme(Theme.DARK if night else Theme.LIGHT))
        self.wait_loaded("the screens in the new theme")

    # -- studying -----------------------------------------------------------------------------------

    def deck_id(self, name: str) -> DeckId:
        return DeckId(int(self.main(lambda: self.mw.col.decks.id_for_name(name))))

    def restudy(self, deck: str) -> None:
        """Make every card of ``deck`` new again, in its first order, with no daily limit."""
        def go() -> None:
            col = self.mw.col
            did = col.decks.id_for_name(deck)
            assert did is not None, f"no deck {deck!r}"
            cids = list(col.find_cards(f'"deck:{deck}"'))
            col.sched.schedule_cards_as_new(cids, restore_position=True, reset_counts=True)
            conf = col.decks.config_dict_for_deck_id(did)
            conf["new"]["perDay"] = 9999
            conf["rev"]["perDay"] = 9999
            col.decks.update_config(conf)
        self.main(go)

    def study_deck(self, deck: str) -> dict[str, Any]:
        """Select ``deck`` and open the real reviewer on it; waits for the first front."""
        self.open_reviewer(deck)
        return self.wait_front()

    def open_reviewer(self, deck: str) -> None:
        """Make ``deck``'s cards new again (``restudy``), select it and switch the main window to
        the real reviewer; returns without waiting for the first card to show."""
        self.step(f"study {deck}")
        self.restudy(deck)
        did = self.deck_id(deck)
        self.wait_loaded("the screen before studying", ("deckBrowser", "overview"))

        def go() -> None:
            self.mw.col.decks.select(did)
            self.mw.moveToState("review")
        self.main(go)

    def wait_loaded(self, what: str, states: tuple[str, ...] = ()) -> None:
        """Anki's pages have finished loading and stay so for a moment (a person would wait
        for them too): switching screens earlier makes Anki run page code before the page's
        scripts exist. ``states``: the main window must also be in one of these states."""
        def check() -> bool:
            webs = [self.mw.web, self.mw.toolbar.web, self.mw.bottomWeb]
            return (all(getattr(w, "_domDone", True) and not getattr(w, "_pendingActions", None) for w in webs)
                    and (not states or self.mw.state in states))
        steady: list[float] = []

        def done() -> bool:
            if not self.main(check):
                steady.clear()
                return False
            steady.append(time.monotonic())
            return steady[-1] - steady[0] >= 0.8
        self.wait(what, done, timeout=30)

    def side_ready(self, side: str) -> Any:
        state = self.main(lambda: self.mw.reviewer.state)
        if state != ("question" if side == "front" else "answer"):
            return None
        return self.js(
            f"(function(){{var c=document.querySelector('#qa .mc-card.mc-{side}[data-mc-init]');"
            "var qa=document.getElementById('qa');"
            "if(!c||!qa||getComputedStyle(qa).opacity!=='1')return null;"
            "var imgs=Array.from(c.querySelectorAll('img'));"
            "if(imgs.some(function(i){return !i.complete;}))return null;"
            + ("if(c.innerText.indexOf('\\\\(')>=0||c.innerText.indexOf('\\\\[')>=0)return null;"
               if self.wait_for_math else "")
            + "return {card: c.className};})()")

    def current_key(self) -> str | None:
        return self.main(lambda: self.mw.reviewer.card.note()["Key"] if self.mw.reviewer.card else None)

    def wait_front(self, previous: int | None = None) -> dict[str, Any]:
        self.wait("the front of a card", lambda: (previous is None or self.main(
            lambda: self.mw.reviewer.card is not None and self.mw.reviewer.card.id != previous))
            and self.side_ready("front"))
        time.sleep(0.15)
        return {"key": self.current_key()}

    def wait_back(self) -> None:
        self.wait("the back of the card", lambda: self.side_ready("back"))
        time.sleep(0.15)

    def finished(self) -> bool:
        return bool(self.main(lambda: self.mw.state != "review" or self.mw.reviewer.card is None))

    def key(self, spec: str) -> None:
        """A real key press (xdotool), e.g. ``space``, ``alt+1``, ``4``."""
        self.xdo("key", "--clearmodifiers", spec)

    def flip(self) -> None:
        self.key("space")
        self.wait_back()

    def answer(self, ease: int = 4) -> None:
        """Answer with a real key (4 = Easy, so the card does not come back today)."""
        card = self.main(lambda: self.mw.reviewer.card.id if self.mw.reviewer.card else None)
        self.key(str(ease))
        self.wait("the next card or the end", lambda: self.finished() or self.main(
            lambda: self.mw.reviewer.card is not None and self.mw.reviewer.card.id != card))
        if self.finished():
            self.wait_loaded("the screen after the last card", ("deckBrowser", "overview"))
        else:
            self.wait_front(previous=card)

    def choice_point(self, key: str) -> tuple[int, int]:
        """The screen position of the middle of the choice with ``data-mc-key=key`` (scrolled
        into view first, as a person would scroll to it)."""
        rect = self.js(
            f"(function(){{var el=document.querySelector('#qa .mc-choice[data-mc-key=\"{key}\"]');"
            "if(!el)return null;el.scrollIntoView({block:'center'});var r=el.getBoundingClientRect();"
            "return {x:r.left+Math.min(40,r.width/2),y:r.top+r.height/2};})()")
        if not rect:
            raise StudyError(f"{self.step_name}: no choice {key} on the page")
        time.sleep(0.1)

        def to_global() -> tuple[int, int]:
            web = self.mw.reviewer.web
            z = web.zoomFactor()
            p = web.mapToGlobal(QPoint(int(rect["x"] * z), int(rect["y"] * z)))
            return p.x(), p.y()
        return tuple(self.main(to_global))

    def selected(self, key: str) -> bool:
        """Is the choice with ``data-mc-key=key`` picked on the front?"""
        return bool(self.js(f"!!document.querySelector('#qa .mc-choice.mc-selected[data-mc-key=\"{key}\"]')"))

    def press_for(self, key: str, press: Callable[[], None], timeout: float = 3) -> bool:
        """``press`` (a click or a key), then wait until the pick of ``key`` has changed, as a
        person waits to see it; False when it did not change (the tests then say so)."""
        before = self.selected(key)
        press()
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.selected(key) != before:
                return True
            time.sleep(0.05)
        return False

    def click_choice(self, key: str) -> bool:
        """A real click on the choice ``key``; True when its pick changed.

        A click that changed nothing is tried once more at the choice's point measured again, as a
        person clicks again where the choice now is: on a loaded machine the card's layout may still
        move (MathJax typesetting above the choices) between measuring the point and clicking. A
        choice that something covers or that ignores clicks fails both times."""
        before = self.selected(key)
        for _attempt in range(2):
            if self.selected(key) != before:  # the first click took effect late: no second one
                return True
            x, y = self.choice_point(key)

            def click(x: int = x, y: int = y) -> None:
                self.xdo("mousemove", "--sync", str(x), str(y))
                self.xdo("click", "1")
            changed = self.press_for(key, click)
            self.xdo("mousemove", "--sync", "0", "0")
            if changed:
                return True
        return False

    # -- reading ----------------------------------------------------------------------------------

    def card_dom(self) -> dict[str, Any]:
        """What the learner sees: the choices in order with their marks, the result, math,
        images, the scroll and the place of the result in the viewport."""
        return dict(self.js(DOM_JS))

    def shot(self, name: str) -> str:
        """A grab of the main window (``mw.grab()``), saved as ``<shots>/<name>.png``."""
        path = self.shots / f"{name}.png"
        time.sleep(0.3)  # let the selection transition and repaint finish
        ok = self.main(lambda: self.mw.grab().save(str(path), "PNG"))
        if not ok:
            raise StudyError(f"{self.step_name}: could not save {path}")
        self.report["shots"].append(str(path))
        return str(path)


DOM_JS = r"""(function () {
  var qa = document.getElementById('qa');
  var card = qa.querySelector('.mc-card');
  var de = document.documentElement;
  function rect(el) {
    if (!el) return null;
    var r = el.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height};
  }
  var choices = Array.prototype.map.call(card.querySelectorAll('.mc-choice'), function (el) {
    var text = el.querySelector('.mc-text');
    return {key: el.getAttribute('data-mc-key'),
            classes: Array.prototype.filter.call(el.classList, function (c) {
              return /^mc-(correct|picked|wrong|missed|selected)$/.test(c); }).sort(),
            text: text ? text.textContent : '', rect: rect(el)};
  });
  var result = card.querySelector('.mc-result');
  var overflowing = [];
  Array.prototype.forEach.call(card.querySelectorAll('mjx-container:not([display="true"])'), function (m) {
    var box = m.closest('.mc-explanation, .mc-text, .mc-question, .mc-why') || card;
    var b = box.getBoundingClientRect(), r = m.getBoundingClientRect();
    var cs = getComputedStyle(box);
    var inner = {left: b.left + parseFloat(cs.paddingLeft) + parseFloat(cs.borderLeftWidth) - 0.5,
                 right: b.right - parseFloat(cs.paddingRight) - parseFloat(cs.borderRightWidth) + 0.5};
    Array.prototype.forEach.call(m.getClientRects(), function (cr) {
      if (cr.width && (cr.left < inner.left || cr.right > inner.right)) {
        overflowing.push({tex: m.textContent.slice(0, 40), left: cr.left, right: cr.right, inner: inner});
      }
    });
  });
  var wide = [];
  Array.prototype.forEach.call(card.querySelectorAll('*'), function (el) {
    var r = el.getBoundingClientRect();
    var own = !el.closest('pre, table, mjx-container[display="true"], mjx-assistive-mml');
    if (wide.length < 5 && r.width && r.right > window.innerWidth + 0.5 && own) {
      wide.push(el.tagName.toLowerCase() + '.' + String(el.className) + ' right=' + Math.round(r.right));
    }
  });
  var imgs = Array.prototype.map.call(card.querySelectorAll('img'), function (i) {
    return {src: i.getAttribute('src'), complete: i.complete, width: i.naturalWidth};
  });
  return {
    side: card.classList.contains('mc-back') ? 'back' : 'front',
    cardClass: card.className,
    order: choices.map(function (c) { return c.key; }),
    choices: choices,
    result: result ? {text: result.textContent, cls: result.className, rect: rect(result)} : null,
    question: rect(card.querySelector('.mc-question')),
    explanation: rect(card.querySelector('.mc-explanation')),
    mathjax: {containers: card.querySelectorAll('mjx-container').length,
              errors: card.querySelectorAll('mjx-merror, [data-mjx-error]').length,
              raw: /\\\(|\\\[/.test(card.innerText)},
    mathOverflow: overflowing,
    images: imgs,
    wide: wide,
    scrollX: window.scrollX, scrollY: window.scrollY,
    scrollWidth: Math.max(de.scrollWidth, document.body.scrollWidth),
    innerWidth: window.innerWidth, innerHeight: window.innerHeight,
    night: document.body.classList.contains('nightMode')
  };
})()"""


def _load_study(path: str) -> Callable[[Driver], None]:
    import sys

    folder = str(Path(path).resolve().parent)
    if folder not in sys.path:  # a study may import its neighbours (study_shots: study_review)
        sys.path.insert(0, folder)
    spec = importlib.util.spec_from_file_location("make_deck_study", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.study


def _import_packages(d: Driver) -> None:
    """Anki's own import code with its default options (what File > Import does)."""
    from anki.collection import ImportAnkiPackageRequest

    for path in d.job["packages"]:
        d.step(f"import {Path(path).name}")

        def go(path: str = path) -> Any:
            # the options the import page starts with (a user who just clicks Import)
            options = d.mw.col._backend.get_import_anki_package_presets()
            out = d.mw.col.import_anki_package(ImportAnkiPackageRequest(package_path=path, options=options))
            d.mw.reset()
            return {"found": out.log.found_notes, "new": len(out.log.new), "updated": len(out.log.updated)}
        d.report.setdefault("imports", []).append(d.main(go))


def _run(job: dict[str, Any], base: Path) -> None:
    d = Driver(job, base)
    try:
        d.step("wait for the main window")
        d.wait_loaded("Anki's first screen")
        d.window(*job.get("window", (1000, 860)))
        _import_packages(d)
        d.wait_loaded("the deck list after the import")
        study = _load_study(job["study"])
        d.step("study script")
        study(d)
        d.step("done")
    except Exception:  # noqa: BLE001 - any failure goes into the report, and Anki still quits
        d.report["error"] = traceback.format_exc()
        d.report["state"] = d.state()
    finally:
        d.report["last_step"] = d.step_name
        out = base / "report.json"
        tmp = base / "report.json.tmp"
        tmp.write_text(json.dumps(d.report, indent=1, default=str), encoding="utf-8")
        tmp.replace(out)
        aqt.mw.taskman.run_on_main(lambda: QTimer.singleShot(200, _quit))


def _quit() -> None:
    mw = aqt.mw
    mw.unloadProfileAndExit()


def _on_profile_open() -> None:
    job_path = os.environ.get("MAKE_DECK_ANKI_JOB")
    if not job_path:
        return
    job = json.loads(Path(job_path).read_text(encoding="utf-8"))
    threading.Thread(target=_run, args=(job, Path(job_path).parent), daemon=True).start()


gui_hooks.profile_did_open.append(_on_profile_open)
