"""Marks (session 43, marks43): excerpts written in the shape of the banks, each with a near miss that must not fire.

* a bold word set apart after the text of one choice of every question, always the same, of any length
  (``def **Mine**``), is the right choice's mark;
* a lone label continuing the labelled lines right above it (``1) a``, ``2) b``, then ``3)`` alone over its lines)
  is one more run of the file's lone labels;
* a lone label with the file's right-mark sign before it (``✔ c.``) is a lone label, the sign its choice's mark;
* a short bracketed verdict after the agreed mark of the right choice (``**c. text** (Right One)``) comes off with
  it; the agreed mark comes off a one-choice question's choice too;
* a plain item right after a question's boxes, one short of the file's usual number, is a forgotten empty box.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import lonelabels, mdbareboxes, verdicttails
from quizdeck.importers.learntmarks import edges
from quizdeck.importers.mdinline import fenced_lines
from tests.conftest import read_said, rows_of

# --- a bold word after the right choice's text ----------------------------------------------------------------

_PLAIN = [("Which planet is the largest?", ["Mars", "Jupiter", "Venus", "Mercury"], 1),
          ("Which gas do plants take in?", ["Oxygen", "Helium", "Carbon dioxide", "Neon"], 2),
          ("Which metal is liquid at room temperature?", ["Mercury", "Iron", "Copper", "Tin"], 0),
          ("Which ocean is the largest?", ["Atlantic", "Indian", "Arctic", "Pacific"], 3),
          ("Which organ pumps the blood?", ["Liver", "Heart", "Lung", "Kidney"], 1)]


def _marked_by(word: str | None, per: list[str] | None = None) -> str:
    """The questions as ``**N. text**`` and ``1) text`` lines, the right one ending with `` **word**`` (or each
    question's own word of ``per``)."""
    out: list[str] = []
    for n, (stem, choices, k) in enumerate(_PLAIN, start=1):
        out += [f"**{n}. {stem}**", ""]
        tail = f" **{word}**" if word else f" **{per[n - 1]}**" if per else ""
        out += [f"{j + 1}) {c}{tail if j == k else ''}" for j, c in enumerate(choices)] + ["", ""]
    return "\n".join(out)


def test_a_long_bold_word_after_one_choice_of_every_question_is_the_mark(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _marked_by("Mine"), "quiz.md")
    assert rows_of(deck) == [(s, c, [k]) for s, c, k in _PLAIN]
    assert any("'**mine**'" in s for s in said), said    # said at the first question so read (a word: weak)


def test_near_miss_an_emphasis_in_one_star_after_the_text_is_no_candidate() -> None:
    assert not any("answer" in e.mark.token for e in edges("Jupiter *Answer*"))


def test_near_miss_a_different_bold_word_in_each_question_is_text(tmp_path: Path) -> None:
    words = ["giant", "breathed", "shiny", "deep", "beating"]
    deck, _ = read_said(tmp_path, _marked_by(None, words), "quiz.md")
    assert all(q.answer is None for q in deck.questions)
    assert deck.questions[0].choices[1].text == "Jupiter **giant**"


# --- lone labels continuing an inline sequence ---------------------------------------------------------------

_CODE = [("What does this print?", ["x = 1", "print(x + 1)"], ["1", "2", "x\n1", "x + 1"], 1),
         ("What does this print?", ["for i in range(2):", "    print(i)"], ["0\n1", "1\n2", "0", "2"], 0)]


def _outputs(mixed: bool) -> str:
    """Two questions whose choices are each a label alone over its output lines, then one whose last choice
    alone is so (``mixed``) or that labels all its choices inline."""
    out: list[str] = []
    for n, (stem, code, choices, _) in enumerate(_CODE, start=1):
        out += [f"**{n}. {stem}**", "", *code, ""]
        for j, c in enumerate(choices):
            out += [f"{j + 1})", *c.split("\n"), ""]
        out += [""]
    out += ["**3. What does this print?**", "", "print('a', 'b')", "", "1) a", "2) b", "3) a b"]
    out += ["4)", "a", "b", ""] if mixed else ["4) ab", ""]
    return "\n".join(out)


def test_a_lone_label_continuing_the_inline_labels_proves_the_runs_with_two_whole_ones() -> None:
    lines = _outputs(mixed=True).split("\n")
    got = lonelabels.joined(lines, fenced_lines(lines))
    assert got is not None
    assert "4) a b" in got and "1) 1" in got and "1) 0 1" in got and len(got) == len(lines)


def test_the_mixed_run_reads_every_choice(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _outputs(mixed=True), "quiz.md")
    assert [len(q.choices) for q in deck.questions] == [4, 4, 4]
    assert deck.questions[2].choices[3].text.split() == ["a", "b"]


def test_a_lone_label_whose_sequence_goes_on_inline_owns_its_paragraphs_up_to_the_next_label() -> None:
    extra = ["", "**4. Which is a JSON object?**", "", "1) [1, 2]", "2)", "{", "", '"k": 1', "", "}", "",
             "3) 'k'", "4) k = 1", ""]
    lines = (_outputs(mixed=True) + "\n" + "\n".join(extra)).split("\n")
    got = lonelabels.joined(lines, fenced_lines(lines))
    assert got is not None and '2) { "k": 1 }' in got and "3) 'k'" in got and len(got) == len(lines)


def test_near_miss_two_whole_runs_alone_prove_nothing() -> None:
    lines = _outputs(mixed=False).split("\n")
    assert lonelabels.joined(lines, fenced_lines(lines)) is None


def test_near_miss_a_lone_label_of_another_form_than_the_inline_ones_is_no_mixed_run() -> None:
    lines = _outputs(mixed=True).replace("1) a\n2) b\n3) a b", "a) a\nb) b\nc) a b").split("\n")
    assert lonelabels.joined(lines, fenced_lines(lines)) is None


# --- a mark sign before a lone label ----------------------------------------------------------------------------

_REVIEW = [("Quale tag crea un elenco numerato?", ["<ul>", "<ol>", "<li>", "<dl>"], 1),
           ("Quale proprietà cambia il colore del testo?", ["font", "background", "color", "border"], 2),
           ("Quale tag crea un collegamento?", ["<a>", "<link>", "<p>", "<nav>"], 0),
           ("Quale unità è relativa al carattere?", ["px", "cm", "pt", "em"], 3)]


def _review(before: str) -> str:
    """A pasted review page: ``Domanda N``, the text, then each choice a label alone over its text, the right one
    ending with `` ✔``; in question 2 ``before`` stands before the right choice's label instead."""
    out: list[str] = []
    for n, (stem, choices, k) in enumerate(_REVIEW, start=1):
        out += [f"Domanda {n}", stem, "Scegli un'alternativa:", ""]
        for j, c in enumerate(choices):
            if j == k and n == 2:
                out += [f"{before} {'abcd'[j]}.", c, ""]
            else:
                out += [f"{'abcd'[j]}.", c + (" ✔" if j == k else ""), ""]
        out += [""]
    return "\n".join(out)


def test_the_files_mark_before_a_lone_label_is_that_choices_mark(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _review("✔"), "review.md")
    assert [([c.text for c in q.choices], q.answer) for q in deck.questions] == [(c, [k]) for _, c, k in _REVIEW]


def test_near_miss_a_sign_the_file_puts_on_no_choice_leaves_the_line_as_it_is() -> None:
    lines = _review("→").split("\n")
    got = lonelabels.joined(lines, fenced_lines(lines))
    assert got is not None and "→ c." in got


# --- a verdict after the agreed mark; the mark off a one-choice question ---------------------------------------

_NET = [("Which port does HTTPS use?", ["80", "443", "21", "25"], 1),
        ("Which layer routes packets?", ["Physical", "Data link", "Network", "Session"], 2),
        ("Which mask gives 62 hosts?", ["/24", "/25", "/26", "/27"], 2),
        ("Which protocol resolves names?", ["DNS", "DHCP", "ARP", "NTP"], 0),
        ("Which cable is immune to EMI?", ["Coax", "UTP", "STP", "Fiber"], 3)]


def _results(tail: str, wrong_tail: bool = False) -> str:
    """A saved results page: each right choice ticked and in bold, label and all; questions 3 and 5 add ``tail``
    after the bold (``wrong_tail``: question 1 puts it on a wrong choice too)."""
    out: list[str] = []
    for n, (stem, choices, k) in enumerate(_NET, start=1):
        out += [f"### **Question {n}**", "**Question text:**", stem, "", "**Answer:**"]
        for j, c in enumerate(choices):
            label = f"{'abcd'[j]}. {c}"
            if j == k:
                out.append(f"* [x] **{label}**" + (f" {tail}" if n in (3, 5) else ""))
            else:
                out.append(f"* [ ] {label}" + (f" {tail}" if wrong_tail and n == 1 and j == 0 else ""))
        out += ["", "**Feedback:**", "Because it is so.", ""]
    return "\n".join(out)


def test_a_verdict_after_the_agreed_bold_comes_off_with_it(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _results("(Right One)"), "net.md")
    assert [([c.text for c in q.choices], q.answer) for q in deck.questions] == [(c, [k]) for _, c, k in _NET]
    assert any("the verdict '(right one)' after it" in m for m in deck.mended), deck.mended


def test_near_miss_a_bracketed_phrase_on_a_wrong_choice_too_is_no_verdict() -> None:
    texts = [["**a. x** (Right One)", "b. y"], ["a. x", "**b. y** (Right One)"], ["a. x (Right One)", "**b. y**"]]
    assert verdicttails.verdicts(texts, {0: [0], 1: [1], 2: [1]}) == set()
    assert verdicttails.verdicts(texts[:2], {0: [0], 1: [1]}) == {"(right one)"}
    assert verdicttails.verdicts(texts[:1], {0: [0]}) == set()       # once: not proved


_CLOUD = [("Which service stores objects?", ["S3", "EC2", "RDS", "VPC"], 0),
          ("Which service runs code without servers?", ["EC2", "Lambda", "EBS", "IAM"], 1),
          ("Which service manages users?", ["EBS", "S3", "IAM", "SQS"], 2),
          ("Which plan gives a concierge team?", ["Enterprise Support"], 0),
          ("Which service queues messages?", ["SNS", "SES", "EFS", "SQS"], 3)]


def test_the_agreed_bold_comes_off_a_one_choice_question_too(tmp_path: Path) -> None:
    out: list[str] = []
    for n, (stem, choices, k) in enumerate(_CLOUD, start=1):
        out += [f"{n}. {stem}", ""]
        out += [f"    - [x] **{c}**" if j == k else f"    - [ ] {c}" for j, c in enumerate(choices)]
        out += ["", "    > Because it does.", ""]
    deck, _ = read_said(tmp_path, "\n".join(out), "cloud.md")
    assert [([c.text for c in q.choices], q.answer) for q in deck.questions] == [(c, [k]) for _, c, k in _CLOUD]


# --- a forgotten box ---------------------------------------------------------------------------------------------

_NODE = [("Which module reads files?", ["http", "fs", "os", "url"], 1),
         ("Which object holds the arguments?", ["process.argv", "os.args", "module.args", "global.argv"], 0),
         ("Which method reads a file as a stream?", ["read", "readFile", "createReadStream", "readFileSync"], 2),
         ("Which command starts the REPL?", ["npm", "node", "npx", "nvm"], 1)]


def _boxes(plain: list[str]) -> str:
    """Task-list questions, blank lines between choices; question 3 writes its last choice(s) ``plain`` as a plain
    item."""
    out: list[str] = []
    for n, (stem, choices, k) in enumerate(_NODE, start=1):
        out += [f">### Q{n}. {stem}", ""]
        shown = choices[:len(choices) - len(plain)] if n == 3 else choices
        out += [x for j, c in enumerate(shown) for x in (f"- [{'x' if j == k else ' '}] {c}", "")]
        if n == 3:
            out += [x for p in plain for x in (f"- {p}", "")]
    return "\n".join(out)


def test_a_plain_item_after_one_box_too_few_is_a_forgotten_box(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _boxes(["readFileSync"]), "node.md")
    assert rows_of(deck) == [(s, c, [k]) for s, c, k in _NODE]


def test_near_miss_two_plain_items_after_the_boxes_are_no_forgotten_box() -> None:
    lines = _boxes(["createReadStream", "readFileSync"]).split("\n")
    assert mdbareboxes.unticked(lines, fenced_lines(lines)) == set()


def test_near_miss_a_plain_item_after_a_full_list_is_no_box() -> None:
    lines = (_boxes(["readFileSync"]).replace("- readFileSync", "- [ ] readFileSync") + "\n- see the docs\n").split(
        "\n")
    assert mdbareboxes.unticked(lines, fenced_lines(lines)) == set()
