/* make_deck preview: take the quiz in a browser with the very same card templates.
 * Each card's front and back are <template> elements; showing a side inserts its
 * HTML into #qa and runs its card script, as Anki does. The card script (card.js)
 * and the images are held once by the page: a side has an empty
 * <script data-mc-script> where the script goes, and images named as in Anki's
 * media folder, given their data: URL here.
 * The card shown is kept in the address (#card=KEY, &back on the back), so a
 * reload (the live preview's) comes back to it. */
(function () {
  "use strict";
  var cards = Array.prototype.slice.call(document.querySelectorAll("template.pv-card"));
  var cardJs = document.getElementById("pv-card-js").textContent;
  var media = JSON.parse(document.getElementById("pv-media").textContent || "{}");
  var qa = document.getElementById("qa");
  var show = document.getElementById("pv-show");
  var next = document.getElementById("pv-next");
  var progress = document.getElementById("pv-progress");
  var index = 0;
  var right = 0;
  var onBack = false;

  function insert(html) {
    var holder = document.createElement("template");
    holder.innerHTML = html;
    var images = holder.content.querySelectorAll("img[src]");
    for (var i = 0; i < images.length; i++) {
      var url = media[images[i].getAttribute("src")];
      if (url) images[i].setAttribute("src", url);
    }
    qa.textContent = "";
    qa.appendChild(holder.content);
    var scripts = qa.querySelectorAll("script");
    for (var j = 0; j < scripts.length; j++) {
      var old = scripts[j];
      var fresh = document.createElement("script");
      fresh.textContent = old.hasAttribute("data-mc-script") ? cardJs : old.textContent;
      old.parentNode.replaceChild(fresh, old);
    }
    window.scrollTo(0, 0);
  }

  function side(name) {
    var t = cards[index].content.querySelector("template[data-side=" + name + "]");
    return t ? t.innerHTML : "";
  }

  function remember(back) {
    var hash = "#card=" + encodeURIComponent(cards[index].getAttribute("data-key")) + (back ? "&back" : "");
    if (location.hash !== hash) history.replaceState(null, "", hash);
  }

  function front() {
    progress.textContent = "Card " + (index + 1) + " of " + cards.length;
    insert(side("front"));
    onBack = false;
    remember(false);
    show.hidden = false;
    next.hidden = true;
  }

  function back() {
    insert(side("back"));
    onBack = true;
    remember(true);
    var wrong = qa.querySelector(".mc-wrong, .mc-missed");
    var picked = qa.querySelector(".mc-picked");
    if (picked && !wrong) right += 1;
    show.hidden = true;
    next.hidden = false;
    next.textContent = index + 1 < cards.length ? "Next card" : "See your score";
    next.focus();
  }

  function finish() {
    progress.textContent = "";
    next.hidden = true;
    show.hidden = true;
    qa.innerHTML = '<div class="pv-score" id="pv-score">Score: ' + right + " of " + cards.length +
      " correct</div>";
  }

  /* Show the card with this key (its back when asked); false when there is none. */
  function go(key, onBack) {
    for (var i = 0; i < cards.length; i++) {
      if (cards[i].getAttribute("data-key") === key) {
        index = i;
        front();
        if (onBack) back();
        return true;
      }
    }
    return false;
  }

  function start() {
    var m = /^#card=([^&]*)(&back)?$/.exec(location.hash);
    if (m && go(decodeURIComponent(m[1]), !!m[2])) return;
    if (cards.length) front(); else finish();
  }

  show.addEventListener("click", back);
  next.addEventListener("click", function () {
    index += 1;
    if (index < cards.length) front(); else finish();
  });
  document.getElementById("pv-night").addEventListener("click", function () {
    document.body.classList.toggle("nightMode");
    document.body.classList.toggle("night_mode");
  });
  /* The live preview: put in new versions of some cards (key -> the card's <template>
   * HTML), then show the card with key ``show`` (on its back when asked), or the card
   * shown again, on the side shown. */
  function patch(changed, show, showBack) {
    var holder = document.createElement("template");
    for (var i = 0; i < cards.length; i++) {
      var html = changed[cards[i].getAttribute("data-key")];
      if (html === undefined) continue;
      holder.innerHTML = html;
      var fresh = holder.content.firstElementChild;
      cards[i].parentNode.replaceChild(fresh, cards[i]);
      cards[i] = fresh;
    }
    if (show && go(show, showBack)) return;
    if (index < cards.length) {
      var wasBack = onBack;
      front();
      if (wasBack) back();
    }
  }

  window.__pv = { go: go, patch: patch };
  start();
})();
