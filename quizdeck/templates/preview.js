/* make_deck preview: take the quiz in a browser with the very same card templates.
 * Each card's front and back are <template> elements; showing a side inserts its
 * HTML into #qa and re-creates its <script> elements so they run, as Anki does. */
(function () {
  "use strict";
  var cards = Array.prototype.slice.call(document.querySelectorAll("template.pv-card"));
  var qa = document.getElementById("qa");
  var show = document.getElementById("pv-show");
  var next = document.getElementById("pv-next");
  var progress = document.getElementById("pv-progress");
  var index = 0;
  var right = 0;

  function insert(html) {
    qa.innerHTML = html;
    var scripts = qa.querySelectorAll("script");
    for (var i = 0; i < scripts.length; i++) {
      var old = scripts[i];
      var fresh = document.createElement("script");
      fresh.textContent = old.textContent;
      old.parentNode.replaceChild(fresh, old);
    }
    window.scrollTo(0, 0);
  }

  function side(name) {
    var t = cards[index].content.querySelector("template[data-side=" + name + "]");
    return t ? t.innerHTML : "";
  }

  function front() {
    progress.textContent = "Card " + (index + 1) + " of " + cards.length;
    insert(side("front"));
    show.hidden = false;
    next.hidden = true;
  }

  function back() {
    insert(side("back"));
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
    qa.innerHTML = '<div class="pv-score" id="pv-score">Score: ' + right + " of " + cards.length +
      " correct</div>";
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
  if (cards.length) front(); else finish();
})();
