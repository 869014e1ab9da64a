/* make_deck multiple-choice card script (front and back).
 * Runs in Anki desktop, AnkiMobile, AnkiDroid and AnkiWeb. ES2017 at most, no
 * globals but window.__mcState. Anki desktop keeps one page for a whole session and
 * re-runs this script each time it replaces #qa, so everything is attached to the
 * fresh elements of the current card only. Never throws: the card must show even
 * when something here fails. */
(function () {
  "use strict";
  var W = window;
  var D = document;
  var S;
  try {
    S = W.__mcState;
    if (!S || typeof S !== "object") {
      S = {};
      W.__mcState = S;
    }
    if (!S.store || typeof S.store !== "object") {
      S.store = Object.create(null);
    }
  } catch (e) {
    S = { store: Object.create(null) };
  }

  var CHOICE = "mc-choice";

  function hasClass(el, name) {
    return !!(el && el.classList && el.classList.contains(name));
  }

  /* The card root: the .mc-card around this script, else the newest one. */
  function findRoot() {
    var n = D.currentScript;
    while (n && n.nodeType === 1) {
      if (hasClass(n, "mc-card")) return n;
      n = n.parentNode;
    }
    var all = D.querySelectorAll(".mc-card");
    for (var i = all.length - 1; i >= 0; i--) {
      if (!all[i].hasAttribute("data-mc-init")) return all[i];
    }
    return all.length ? all[all.length - 1] : null;
  }

  function storage() {
    try {
      return W.sessionStorage || null;
    } catch (e) {
      return null;
    }
  }

  function save(id, state) {
    var k = "mc:" + id;
    var v = JSON.stringify(state);
    var ss = storage();
    if (ss) {
      try {
        ss.setItem(k, v);
        delete S.store[k];
        return;
      } catch (e) {
        try {
          ss.removeItem(k);
        } catch (e2) {
          /* ignore */
        }
      }
    }
    S.store[k] = v;
  }

  function load(id) {
    var k = "mc:" + id;
    var v = null;
    var ss = storage();
    if (ss) {
      try {
        v = ss.getItem(k);
      } catch (e) {
        v = null;
      }
    }
    if (v == null) v = S.store[k];
    if (typeof v !== "string") return null;
    try {
      return JSON.parse(v);
    } catch (e) {
      return null;
    }
  }

  /* Positional label as the CSS counter shows it: A..Z, AA, AB... */
  function letter(i) {
    var s = "";
    i += 1;
    while (i > 0) {
      var r = (i - 1) % 26;
      s = String.fromCharCode(65 + r) + s;
      i = (i - 1 - r) / 26;
    }
    return s;
  }

  function choicesOf(list) {
    var out = [];
    var c = list.children;
    for (var i = 0; i < c.length; i++) {
      if (hasClass(c[i], CHOICE)) out.push(c[i]);
    }
    return out;
  }

  /* Keys of the choices (data-mc-key), made unique so a broken field cannot confuse us. */
  function keysOf(els) {
    var seen = Object.create(null);
    var keys = [];
    for (var i = 0; i < els.length; i++) {
      var k = els[i].getAttribute("data-mc-key") || "#" + i;
      if (seen[k]) k = k + "#" + i;
      seen[k] = true;
      keys.push(k);
    }
    return keys;
  }

  function reorder(list, els) {
    var cur = choicesOf(list);
    var same = cur.length === els.length;
    for (var i = 0; same && i < els.length; i++) same = cur[i] === els[i];
    if (same) return;
    var frag = D.createDocumentFragment();
    for (var j = 0; j < els.length; j++) frag.appendChild(els[j]);
    list.appendChild(frag);
  }

  function isTyping(t) {
    if (!t || t.nodeType !== 1) return false;
    if (t.isContentEditable) return true;
    var n = t.nodeName;
    return n === "INPUT" || n === "TEXTAREA" || n === "SELECT";
  }

  /* The choice a key picks (0-based display position), or -1. Alt+1..Alt+9 everywhere
   * (Anki desktop keeps plain 1-7 for itself); matched on KeyboardEvent.code, because
   * Option+1 on a Mac types "¡". Plain 1-9 where the client lets them through
   * (AnkiDroid with a keyboard, the preview page). */
  function digitIndex(ev) {
    if (ev.defaultPrevented || ev.ctrlKey || ev.metaKey || isTyping(ev.target)) return -1;
    if (ev.altKey) {
      var m = /^(?:Digit|Numpad)([1-9])$/.exec(ev.code || "");
      return m ? m[1].charCodeAt(0) - 49 : -1;
    }
    var k = ev.key;
    if (typeof k === "string" && k.length === 1 && k >= "1" && k <= "9") return k.charCodeAt(0) - 49;
    if (!k && ev.keyCode >= 49 && ev.keyCode <= 57) return ev.keyCode - 49;
    return -1;
  }

  /* Inline math stays on one line with the characters touching it: "(" + math + ")"
   * becomes <span class="mc-nobr">...</span> before MathJax typesets it, so no line break
   * falls between "(" and the formula; the formula itself may still wrap (card.css). Text
   * is moved between DOM nodes only, never parsed as HTML. The delimiters are built from
   * char codes: Anki desktop loads MathJax for any card whose HTML contains them. */
  var BSL = String.fromCharCode(92);
  var OPEN = BSL + "(";
  var CLOSE = BSL + ")";
  var NO_GLUE = { CODE: 1, PRE: 1, KBD: 1, SAMP: 1, SCRIPT: 1, STYLE: 1, TEXTAREA: 1 };

  function inCode(node, root) {
    for (var n = node.parentNode; n && n !== root; n = n.parentNode) {
      if (NO_GLUE[n.nodeName]) return true;
    }
    return false;
  }

  function isSpace(ch) {
    return ch === " " || ch === "\n" || ch === "\t" || ch === "\r" || ch === "\u00a0";
  }

  function glueNode(node) {
    var text = node.data;
    var cuts = [];
    var from = 0;
    for (;;) {
      var start = text.indexOf(OPEN, from);
      if (start < 0) break;
      var stop = text.indexOf(CLOSE, start + 2);
      if (stop < 0) break;
      var end = stop + 2;
      var a = start;
      var floor = cuts.length ? cuts[cuts.length - 1][1] : 0;
      while (a > floor && a > start - 20 && !isSpace(text.charAt(a - 1))) a--;
      var next = text.indexOf(OPEN, end);
      var ceil = next < 0 ? text.length : next;
      var b = end;
      while (b < ceil && b < end + 20 && !isSpace(text.charAt(b))) b++;
      if (a < start || b > end) cuts.push([a, b]);
      from = b;
    }
    if (!cuts.length) return;
    var frag = D.createDocumentFragment();
    var at = 0;
    for (var i = 0; i < cuts.length; i++) {
      if (cuts[i][0] > at) frag.appendChild(D.createTextNode(text.slice(at, cuts[i][0])));
      var span = D.createElement("span");
      span.className = "mc-nobr";
      span.appendChild(D.createTextNode(text.slice(cuts[i][0], cuts[i][1])));
      frag.appendChild(span);
      at = cuts[i][1];
    }
    if (at < text.length) frag.appendChild(D.createTextNode(text.slice(at)));
    node.parentNode.replaceChild(frag, node);
  }

  function glueMath(root) {
    if (!D.createTreeWalker) return;
    var walker = D.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */, null, false);
    var found = [];
    var t;
    while ((t = walker.nextNode())) {
      if (t.data.indexOf(OPEN) >= 0 && !inCode(t, root)) found.push(t);
    }
    for (var i = 0; i < found.length; i++) {
      try {
        glueNode(found[i]);
      } catch (e) {
        /* leave this text as it was */
      }
    }
  }

  /* One document-level key listener per page; it calls whatever the current card set. */
  function bindKeys() {
    if (S.keyDoc === D) return;
    S.keyDoc = D;
    D.addEventListener("keydown", function (ev) {
      var f = S.onKey;
      if (typeof f !== "function") return;
      try {
        f(ev);
      } catch (e) {
        /* never break the page */
      }
    });
  }

  function attached(el) {
    return el.isConnected !== undefined ? el.isConnected : D.documentElement.contains(el);
  }

  function front(root, box, list, id, multi) {
    var els = choicesOf(list);
    var keys = keysOf(els);
    var i;
    for (i = 0; i < els.length; i++) {
      els[i].classList.remove("mc-correct", "mc-selected", "mc-picked", "mc-wrong", "mc-missed");
    }
    var order = els.slice();
    if (box.getAttribute("data-mc-shuffle") === "1") {
      for (i = order.length - 1; i > 0; i--) {
        var j = Math.floor(Math.random() * (i + 1));
        var t = order[i];
        order[i] = order[j];
        order[j] = t;
      }
      reorder(list, order);
    }
    var keyOf = function (el) {
      return keys[els.indexOf(el)];
    };
    var state = { order: order.map(keyOf), picked: [] };
    save(id, state);

    function render() {
      for (var n = 0; n < order.length; n++) {
        var on = state.picked.indexOf(keyOf(order[n])) >= 0;
        order[n].classList.toggle("mc-selected", on);
        order[n].setAttribute("aria-checked", on ? "true" : "false");
      }
    }

    function toggle(el) {
      var k = keyOf(el);
      var at = state.picked.indexOf(k);
      if (at >= 0) state.picked.splice(at, 1);
      else if (multi) state.picked.push(k);
      else state.picked = [k];
      // keep picks in display order so the stored state reads naturally
      state.picked = state.order.filter(function (x) {
        return state.picked.indexOf(x) >= 0;
      });
      render();
      save(id, state);
    }

    list.setAttribute("role", multi ? "group" : "radiogroup");
    order.forEach(function (el) {
      el.setAttribute("role", multi ? "checkbox" : "radio");
      el.setAttribute("aria-checked", "false");
      el.tabIndex = 0;
      el.onclick = function (ev) {
        try {
          var t = ev && ev.target;
          while (t && t !== el) {
            if (t.nodeName === "A" && t.getAttribute("href")) return;
            t = t.parentNode;
          }
          toggle(el);
        } catch (e) {
          /* ignore */
        }
      };
      el.onkeydown = function (ev) {
        try {
          if (ev.target !== el || ev.altKey || ev.ctrlKey || ev.metaKey) return;
          var k = ev.key;
          var code = ev.keyCode;
          if (k === "Enter" || k === " " || k === "Spacebar" || code === 13 || code === 32) {
            ev.preventDefault();
            ev.stopPropagation();
            toggle(el);
          }
        } catch (e) {
          /* ignore */
        }
      };
    });

    S.onKey = function (ev) {
      if (!attached(root)) {
        S.onKey = null;
        return;
      }
      var n = digitIndex(ev);
      if (n < 0 || n >= order.length) return;
      // the key is the card's: Anki or the page must not also flip or answer with it
      ev.preventDefault();
      ev.stopPropagation();
      toggle(order[n]);
    };
    bindKeys();
  }

  function back(root, box, list, id, multi) {
    S.onKey = null;
    var els = choicesOf(list);
    var keys = keysOf(els);
    var byKey = Object.create(null);
    var i;
    for (i = 0; i < els.length; i++) {
      byKey[keys[i]] = els[i];
      els[i].classList.remove("mc-selected", "mc-picked", "mc-wrong", "mc-missed");
      els[i].removeAttribute("aria-checked");
      els[i].removeAttribute("role");
    }

    var state = load(id);
    var order = null;
    var picked = [];
    if (state && Array.isArray(state.order) && state.order.length === els.length) {
      var seen = Object.create(null);
      order = [];
      for (i = 0; i < state.order.length; i++) {
        var k = state.order[i];
        if (typeof k !== "string" || !byKey[k] || seen[k]) {
          order = null;
          break;
        }
        seen[k] = true;
        order.push(byKey[k]);
      }
      if (order && Array.isArray(state.picked)) {
        var once = Object.create(null);
        picked = state.picked.filter(function (x) {
          var ok = typeof x === "string" && !!byKey[x] && !once[x];
          if (ok) once[x] = true;
          return ok;
        });
      }
    }

    var result = root.querySelector(".mc-result");
    var shown = order || els;
    if (order) reorder(list, order);

    var answer = [];
    var right = 0;
    var wrong = 0;
    var total = 0;
    for (i = 0; i < shown.length; i++) {
      var el = shown[i];
      var correct = hasClass(el, "mc-correct");
      var isPicked = !!order && picked.indexOf(keys[els.indexOf(el)]) >= 0;
      if (correct) {
        total++;
        answer.push(letter(i));
      }
      if (isPicked) {
        el.classList.add("mc-picked");
        if (correct) right++;
        else {
          wrong++;
          el.classList.add("mc-wrong");
        }
      } else if (correct && order) {
        el.classList.add("mc-missed");
      }
    }

    root.classList.toggle("mc-has-state", !!order);
    if (!result) return;
    var letters = answer.join(", ");
    var text;
    var kind;
    if (!order) {
      text = "Answer: " + letters;
      kind = "answer";
    } else if (!multi) {
      if (!picked.length) {
        text = "No answer picked — the answer is " + letters;
        kind = "none";
      } else if (wrong === 0 && right === total) {
        text = "Correct";
        kind = "right";
      } else {
        text = "Incorrect — the answer is " + letters;
        kind = "wrong";
      }
    } else {
      text = right + " of " + total + (total === 1 ? " correct answer picked" : " correct answers picked");
      if (wrong > 0) text += " and " + wrong + " wrong";
      if (right === total && wrong === 0) {
        text = "Correct — " + text;
        kind = "right";
      } else if (!picked.length) {
        kind = "none";
      } else if (wrong === 0) {
        kind = "partial";
      } else {
        kind = "wrong";
      }
    }
    result.textContent = text;
    result.className = "mc-result mc-result-" + kind;
  }

  try {
    var root = findRoot();
    if (!root) return;
    root.setAttribute("data-mc-init", "1");
    glueMath(root);
    var box = root.querySelector(".mc-choices");
    var list = box && box.querySelector(".mc-list");
    if (!box || !list) return;
    var id = box.getAttribute("data-mc-id") || "";
    var multi = box.getAttribute("data-mc-multi") === "1";
    root.classList.add("mc-js");
    if (hasClass(root, "mc-back")) back(root, box, list, id, multi);
    else if (hasClass(root, "mc-front")) front(root, box, list, id, multi);
  } catch (e) {
    /* a broken script must never hide the card */
  }
})();
