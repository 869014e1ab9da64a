/* make_deck watch: the live preview. Listens to the server's events; when this deck's
 * page has a new version, reloads it on the card that changed (or the card shown), and
 * shows the quiz files' problems above the card while the last good build stays shown. */
(function () {
  "use strict";
  var me = document.currentScript;
  var deck = me.getAttribute("data-deck");
  var version = me.getAttribute("data-version");
  var panel = document.getElementById("pv-problems");

  function showProblems(problems) {
    if (!panel) return;
    panel.textContent = "";
    if (!problems.length) { panel.hidden = true; return; }
    var title = document.createElement("h2");
    var errors = problems.filter(function (p) { return p.severity === "error"; }).length;
    title.textContent = errors ? "Not rebuilt: fix " + (errors === 1 ? "this error" : "these errors") +
      " (the last good build is shown below)" : (problems.length === 1 ? "Warning" : "Warnings");
    var list = document.createElement("pre");
    list.textContent = problems.map(function (p) {
      return p.path + ":" + p.line + ":" + p.column + ": " + p.severity + ": " + p.message +
        (p.hint ? "\n  hint: " + p.hint : "");
    }).join("\n");
    panel.appendChild(title);
    panel.appendChild(list);
    panel.hidden = false;
  }

  var source = new EventSource("/events");
  source.onmessage = function (event) {
    var state = JSON.parse(event.data);
    showProblems(state.problems);
    var page = state.pages[deck];
    if (deck === "" ? state.index !== version : !page) {   // the list of decks changed
      if (deck !== "" && !page) location.href = "/";
      else location.reload();
      return;
    }
    if (page && String(page.version) !== version) {
      var cards = page.patches && Object.prototype.hasOwnProperty.call(page.patches, version) ?
        page.patches[version] : null;
      if (cards && window.__pv) {
        // only some cards changed since the version shown: put them in, no reload
        window.__pv.patch(cards, page.go, page.back);
        version = String(page.version);
        return;
      }
      source.close();
      if (page.go) history.replaceState(null, "", "#card=" + encodeURIComponent(page.go) + (page.back ? "&back" : ""));
      location.reload();
    }
  };
})();
