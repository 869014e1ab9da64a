"""What the hostile study measures in the real reviewer's page once a side is typeset: whether
anything draws outside its part of the card or takes another part's clicks (issue 18: "none
draws outside the card"). Imported by study_hostile.py inside Anki (its folder is on
``sys.path`` there) and by test_hostile_app.py for the tolerance.

The **parts** of a card are the children of ``.mc-card`` (verdict ``.mc-result``, question,
explanation, source, the recall hint), with the choices' block split into its instruction
and one part per choice (``li.mc-choice``, the letter badge included). In every part, every
**item** the page draws is measured with the page's own ``getClientRects``:

* text (each line box of a text node, a range's client rects);
* math: every glyph (``mjx-c``, ``mjx-utext``) and every box with a background or a border
  (``\\rule``, ``\\colorbox``, fraction bars, ``\\boxed``...) inside an ``mjx-container``
  (never its copy for screen readers, ``mjx-assistive-mml``);
* images and other replaced elements (``img``, ``svg``, ``video``, ``canvas``...);
* any other element with a background or a border, and every block-level box
  (``p``, ``ul``, ``table``, ``pre``, a ``div``... outside math);

each cut to the scroll boxes it is in (``overflow`` other than ``visible``: code blocks,
tables and display math scroll inside the card, which is fine). Then, with a tolerance of
``TOLERANCE_PX`` CSS pixels:

* ``overlap``: no item of a part meets another part's box by more than the tolerance both
  ways (a choice's item may not meet its own letter badge either: ``badge``);
* ``outside``: no item reaches beyond the card's box (any edge: above the card too, where
  the page cannot scroll to it) by more than it, and no part box does;
* ``scroll``: the page does not scroll sideways (``scrollWidth`` > ``clientWidth``);
* ``hit``: at the centre of every choice, and at the point the study's real clicks use
  (``Driver.choice_point``), ``document.elementFromPoint`` is that choice or inside it, so a
  real click cannot be intercepted (the choice is scrolled to the middle of the window
  first; the page is scrolled back to the top afterwards).

A transparent box draws nothing and is left to ``hit``; a drawing that covers another part
without taking its clicks is left to ``overlap``.
"""

from __future__ import annotations

#: how far (CSS px) an item may meet another part's box, or pass the card's edge, before it
#: counts: sub-pixel layout and glyph boxes' rounding, far below a line of text (~20 px)
TOLERANCE_PX = 1.0

#: the most violations one side reports (the first ones; the count is always there)
MAX_REPORTED = 25

LAYOUT = r"""(function (TOL, MAX) {
  var qa = document.getElementById('qa');
  var card = qa && qa.querySelector('.mc-card');
  if (!card) return {error: 'no .mc-card in #qa'};
  var out = {parts: [], items: 0, math: 0, images: 0, violations: [], count: 0, hits: 0};
  function R(r) { return {l: r.left, t: r.top, r: r.right, b: r.bottom}; }
  function meet(a, b) {
    return {w: Math.min(a.r, b.r) - Math.max(a.l, b.l), h: Math.min(a.b, b.b) - Math.max(a.t, b.t)};
  }
  function round(r) { return [Math.round(r.l), Math.round(r.t), Math.round(r.r), Math.round(r.b)]; }
  function bad(v) { out.count++; if (out.violations.length < MAX) out.violations.push(v); }
  function shown(el) { var cs = getComputedStyle(el); return cs.display !== 'none' && cs.visibility !== 'hidden'; }
  function name(el) {
    var c = el.classList;
    if (c.contains('mc-choice')) return 'choice ' + el.getAttribute('data-mc-key');
    var known = {'mc-result': 'verdict', 'mc-question': 'question', 'mc-explanation': 'explanation',
                 'mc-source': 'source', 'mc-instruction': 'instruction', 'mc-recall-hint': 'hint'};
    for (var k in known) if (c.contains(k)) return known[k];
    return el.tagName.toLowerCase() + '.' + String(el.className);
  }
  function describe(el) {
    if (!el) return 'nothing';
    if (el.nodeType === 3) return 'text "' + el.textContent.trim().slice(0, 30) + '"';
    var s = el.tagName.toLowerCase();
    if (el.className && typeof el.className === 'string') s += '.' + el.className.trim().split(/\s+/).join('.');
    var m = el.closest && el.closest('mjx-container');
    if (m && m !== el) s += ' in math';
    return s.slice(0, 80);
  }
  var parts = [];
  function addPart(el) {
    var r = el.getBoundingClientRect();
    if (r.width > 0 && r.height > 0 && shown(el)) parts.push({name: name(el), el: el, box: R(r)});
  }
  Array.prototype.forEach.call(card.children, function (el) {
    if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE') return;
    if (el.classList.contains('mc-choices') || el.classList.contains('mc-recall-answer')) {
      Array.prototype.forEach.call(el.querySelectorAll('.mc-instruction, .mc-choice'), addPart);
    } else {
      addPart(el);
    }
  });
  var cardBox = R(card.getBoundingClientRect());
  var BLOCK = /^(block|list-item|table|flex|grid|flow-root)$/;
  var REPLACED = /^(IMG|SVG|VIDEO|CANVAS|IFRAME|OBJECT|EMBED|INPUT|PICTURE)$/;
  function paints(cs) {
    var bg = cs.backgroundColor;
    if (cs.backgroundImage && cs.backgroundImage !== 'none') return true;
    if (bg && bg !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(bg)) return true;
    return ['Top', 'Right', 'Bottom', 'Left'].some(function (s) {
      return parseFloat(cs['border' + s + 'Width']) > 0 && cs['border' + s + 'Style'] !== 'none'
        && cs['border' + s + 'Style'] !== 'hidden';
    });
  }
  function clipOf(node) {
    var c = {l: -1e9, t: -1e9, r: 1e9, b: 1e9};
    for (var n = node.parentElement; n && n !== qa; n = n.parentElement) {
      var cs = getComputedStyle(n);
      if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
      var r = n.getBoundingClientRect();
      if (cs.overflowX !== 'visible') { c.l = Math.max(c.l, r.left); c.r = Math.min(c.r, r.right); }
      if (cs.overflowY !== 'visible') { c.t = Math.max(c.t, r.top); c.b = Math.min(c.b, r.bottom); }
    }
    return c;
  }
  function badge(p) {
    var b = getComputedStyle(p.el, '::before');
    if (!b.content || b.content === 'none' || b.position !== 'absolute') return null;
    var cs = getComputedStyle(p.el);
    var l = p.box.l + parseFloat(cs.borderLeftWidth) + parseFloat(b.left);
    var t = p.box.t + parseFloat(cs.borderTopWidth) + parseFloat(b.top);
    var w = parseFloat(b.width), h = parseFloat(b.height);
    if (!(w > 0 && h > 0)) return null;
    return {l: l, t: t, r: l + w, b: t + h};
  }
  function check(p, node, kind, rects, own) {
    var clip = null;
    for (var i = 0; i < rects.length; i++) {
      var r0 = rects[i];
      if (!(r0.width > 0 && r0.height > 0)) continue;
      if (!clip) clip = clipOf(node);
      var r = {l: Math.max(r0.left, clip.l), t: Math.max(r0.top, clip.t),
               r: Math.min(r0.right, clip.r), b: Math.min(r0.bottom, clip.b)};
      if (!(r.r - r.l > 0 && r.b - r.t > 0)) continue;
      out.items++;
      parts.forEach(function (q) {
        if (q === p) return;
        var m = meet(r, q.box);
        if (m.w > TOL && m.h > TOL) {
          bad({what: 'overlap', part: p.name, other: q.name, item: kind + ' ' + describe(node),
               by: [Math.round(m.w), Math.round(m.h)], rect: round(r)});
        }
      });
      if (own) {
        var mb = meet(r, own);
        if (mb.w > TOL && mb.h > TOL) {
          bad({what: 'badge', part: p.name, item: kind + ' ' + describe(node), by: [Math.round(mb.w), Math.round(mb.h)],
               rect: round(r)});
        }
      }
      if (r.l < cardBox.l - TOL || r.r > cardBox.r + TOL || r.t < cardBox.t - TOL || r.b > cardBox.b + TOL) {
        bad({what: 'outside', part: p.name, item: kind + ' ' + describe(node), rect: round(r), card: round(cardBox)});
      }
    }
  }
  parts.forEach(function (p) {
    out.parts.push(p.name);
    if (p.box.l < cardBox.l - TOL || p.box.r > cardBox.r + TOL || p.box.t < cardBox.t - TOL
        || p.box.b > cardBox.b + TOL) {
      bad({what: 'outside', part: p.name, item: 'the part itself', rect: round(p.box), card: round(cardBox)});
    }
    var own = p.name.indexOf('choice ') === 0 ? badge(p) : null;
    // nothing under MathJax's copy for screen readers is drawn (it is clipped to nothing)
    var walker = document.createTreeWalker(p.el, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: function (n) {
        return n.nodeType === 1 && /^(MJX-ASSISTIVE-MML|SCRIPT|STYLE|TEMPLATE)$/.test(n.tagName)
          ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
      }});
    var range = document.createRange();
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === 3) {
        var parent = node.parentElement;
        if (!node.textContent.trim() || !parent) continue;
        if (getComputedStyle(parent).visibility === 'hidden') continue;
        range.selectNodeContents(node);
        check(p, node, 'text', range.getClientRects(), own);
        continue;
      }
      var el = node;
      var cs = getComputedStyle(el);
      if (cs.display === 'none' || cs.visibility === 'hidden') continue;
      var inMath = el.tagName === 'MJX-CONTAINER' || !!el.closest('mjx-container');
      if (el.tagName === 'MJX-CONTAINER') out.math++;
      var kind = null;
      if (REPLACED.test(el.tagName.toUpperCase())) { kind = 'image'; out.images++; }
      else if (inMath && (el.tagName === 'MJX-C' || el.tagName === 'MJX-UTEXT')) kind = 'glyph';
      else if (paints(cs)) kind = inMath ? 'math box' : 'box';
      else if (!inMath && BLOCK.test(cs.display)) kind = 'block';
      if (kind) check(p, el, kind, kind === 'block' ? [el.getBoundingClientRect()] : el.getClientRects(), own);
    }
  });
  var de = document.documentElement;
  out.scrollWidth = Math.max(de.scrollWidth, document.body.scrollWidth);
  out.clientWidth = de.clientWidth;
  out.innerWidth = window.innerWidth;
  if (out.scrollWidth > out.clientWidth) {
    bad({what: 'scroll', item: 'the page scrolls sideways', by: [out.scrollWidth - out.clientWidth, 0]});
  }
  // a real click lands on the choice: what is at its centre, and at the study's click point
  parts.forEach(function (p) {
    if (p.name.indexOf('choice ') !== 0) return;
    p.el.scrollIntoView({block: 'center', inline: 'nearest', behavior: 'instant'});
    var r = p.el.getBoundingClientRect();
    var points = [[r.left + r.width / 2, r.top + r.height / 2],
                  [r.left + Math.min(40, r.width / 2), r.top + r.height / 2]];
    points.forEach(function (pt) {
      var hit = document.elementFromPoint(pt[0], pt[1]);
      out.hits++;
      if (!hit || !p.el.contains(hit)) {
        bad({what: 'hit', part: p.name, item: describe(hit), at: [Math.round(pt[0]), Math.round(pt[1])]});
      }
    });
  });
  window.scrollTo(0, 0);
  out.fonts = document.fonts ? document.fonts.status : null;
  return out;
})"""


def layout_js(tolerance: float = TOLERANCE_PX) -> str:
    """The expression the study evaluates in the reviewer's page: the object described above."""
    return f"{LAYOUT}({tolerance}, {MAX_REPORTED})"


#: a signature of the side's layout, or null while fonts still load (the study waits until it
#: is the same twice in a row)
SETTLED = ("(function(){var qa=document.getElementById('qa');var c=qa&&qa.querySelector('.mc-card');"
           "if(!c||(document.fonts&&document.fonts.status!=='loaded'))return null;"
           "var m=Array.from(c.querySelectorAll('mjx-container')).map(function(e){"
           "var r=e.getBoundingClientRect();return [Math.round(r.width),Math.round(r.height)].join('x');});"
           "return [c.scrollWidth,c.scrollHeight,document.documentElement.scrollWidth].concat(m).join(',');})()")
