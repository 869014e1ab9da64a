"""Items (session 44, items44): excerpts written in the shape of the banks, each with a near miss that must not fire.

* a lettered run's next letter a column off on the very next line (``*a) True`` / `` b) False``) goes on the run;
* a topic and its link on a line of their own, recurring where records begin, is a section title (furniture);
* sanity: a statement over a run of choice labels in an explanation is a question too when the file's own stems
  are mostly statements;
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.indentjitter import jitters
from quizdeck.importers.sanity import check_deck
from quizdeck.importers.topiclinks import topic_lines
from tests.conftest import read_said, rows_of

_STATEMENTS = [("The sun rises in the east.", ["True", "False"], 0),
               ("Water boils at 50 degrees at sea level.", ["True", "False"], 1),
               ("A week has seven days.", ["True", "False"], 0),
               ("Spiders have six legs.", ["True", "False"], 1),
               ("Ice floats on water.", ["True", "False"], 0)]


def _tf(second: str = " b) ") -> str:
    out: list[str] = []
    for k, (stem, _, right) in enumerate(_STATEMENTS):
        a, b = ("*a) ", "b) ") if right == 0 else ("a) ", "*b) ")
        if k == 3:
            b = second.replace("b) ", "*b) ") if right == 1 else second
        out += [stem, f"{a}True", f"{b}False", ""]
    return "\n".join(out)


def test_a_next_letter_one_space_off_goes_on_the_run(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _tf(), "quiz.txt")
    assert [(t, c, a) for t, c, a in rows_of(deck)] == [(s, c, [r]) for s, c, r in _STATEMENTS], said
    assert any("a column off" in m for m in deck.mended), deck.mended


def test_jitter_is_less_than_the_text_column() -> None:
    assert jitters(0, 1, 2) and not jitters(0, 0, 2) and not jitters(0, 2, 2) and not jitters(2, 0, 2)


def test_near_miss_a_line_indented_as_deep_as_a_text_is_no_jitter(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _tf(second="    b) "), "quiz.txt")
    assert not any("a column off" in m for m in deck.mended), deck.mended


def _checked(stems: list[str], tail: str) -> list[str]:
    """What sanity says of a deck of these true/false stems whose last question's explanation is ``tail``."""
    lines: list[str] = []
    deck = ImportedDeck("quiz", "quiz", "quiz.txt (plain text)")
    for stem in stems:
        first = len(lines) + 1
        lines += [stem, "*a) True", "b) False", ""]
        q = ImportedQuestion(Pos("quiz.txt", first, 1), stem, [ImportedChoice("True"), ImportedChoice("False")], [0])
        q.use(first, first + 2)
        deck.questions.append(q)
    first = len(lines) + 1
    lines += tail.split("\n")
    deck.questions[-1].explanation = tail
    deck.questions[-1].use(first, len(lines))
    diags = Diagnostics()
    check_deck(deck, Source("quiz.txt", "quiz.txt", "\n".join(lines)), diags)
    return [d.format() for d in diags.sorted()]


_TAIL = "Ice floats on water today.\n*a) True\n b) False"


def test_a_statement_over_choices_in_an_explanation_is_said_where_stems_are_statements() -> None:
    said = _checked([s for s, _, _ in _STATEMENTS[:4]], _TAIL)
    assert any("explanation holds what looks like another question" in m for m in said), said


def test_near_miss_where_the_stems_ask_a_statement_over_choices_is_the_explanation_s_own() -> None:
    stems = ["Does the sun rise in the east?", "Does water boil at 50 degrees?", "Has a week seven days?",
             "Have spiders six legs?"]
    said = _checked(stems, _TAIL)
    assert not any("explanation holds" in m for m in said), said


_TOPICS = ["Getting started https://example.org/wiki/100", "Sharing https://example.org/wiki/200",
           "Safety rules https://example.org/wiki/300"]


def _sectioned(glued: bool = True, link_end: bool = True) -> str:
    out = ["<h3>Member quiz</h3>"]
    for k, (stem, _, right) in enumerate(_STATEMENTS[:3]):
        topic = _TOPICS[k] if link_end else _TOPICS[k] + " (see)"
        if k == 1 or not glued:
            out += [topic, ""]
        else:
            out += [topic]
        out += [stem, "*a) True" if right == 0 else "a) True", "*b) False" if right == 1 else "b) False", ""]
    return "\n".join(out)


def test_topic_lines_with_their_link_are_furniture(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _sectioned(), "quiz.txt")
    assert [t for t, _, _ in rows_of(deck)] == [s for s, _, _ in _STATEMENTS[:3]], said
    assert all(not q.explanation for q in deck.questions)


def test_topic_lines_need_one_alone() -> None:
    lines = _sectioned().split("\n")
    assert topic_lines(lines, [False] * len(lines)) == {1, 6, 12}
    glued = [line for k, line in enumerate(lines) if k != 7]      # the same with none standing alone
    assert topic_lines(glued, [False] * len(glued)) == set()


def test_near_miss_a_stem_that_shows_a_link_over_its_choices(tmp_path: Path) -> None:
    lines = ["Open https://example.org/a", "a) It loads", "*b) It fails", "",
             "Open https://example.org/b", "*a) It loads", "b) It fails", "",
             "Open https://example.org/c", "a) It loads", "*b) It fails", ""]
    assert topic_lines(lines, [False] * len(lines)) == set()
    deck, said = read_said(tmp_path, "\n".join(lines), "quiz.txt")
    assert [t for t, _, _ in rows_of(deck)] == ["Open https://example.org/a", "Open https://example.org/b",
                                                "Open https://example.org/c"], said


def test_near_miss_two_topic_lines_prove_nothing() -> None:
    lines = ["Sharing https://example.org/wiki/2", "", "The sun rises in the east.", "*a) True", "b) False", "",
             "Safety https://example.org/wiki/3", "", "Ice floats.", "*a) True", "b) False"]
    assert topic_lines(lines, [False] * len(lines)) == set()


_ITEMS = [("¿Cuál es la capital de Francia?", ["París", "Roma", "Lyon", "Niza"]),
          ("¿Cuál es el metal más ligero?", ["Litio", "Plomo", "Oro", "Hierro"]),
          ("¿Qué planeta es rojo?", ["Marte", "Venus", "Júpiter", "Saturno"]),
          ("¿Cuántas patas tiene una araña?", ["Seis", "Ocho", "Diez", "Cuatro"])]


def _cafe(sigil: str = "#?", context: bool = True) -> str:
    out = ["# Prueba", "", "> **Instrucciones**", ">", "> 1. Lee cada pregunta.", "> 2. Marca una opción.", "",
           "---", ""]
    for k, (stem, choices) in enumerate(_ITEMS):
        if k == 1 and context:
            out += [f"{sigil} Observa la tabla adjunta.", "", "| Metal | Densidad |", "| --- | --- |",
                    "| Litio | 0,53 |", "", stem, ""]
        else:
            out += [f"{sigil} {stem}", ""]
        out += [f"- {c}" for c in choices] + [""]
    return "\n".join(out)


def test_a_sign_run_opening_every_item_is_its_opener(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _cafe(), "quiz.md")
    texts = [t for t, _, _ in rows_of(deck)]
    assert len(texts) == 4, said
    assert texts[0] == _ITEMS[0][0] and texts[2] == _ITEMS[2][0]
    assert texts[1].startswith("Observa la tabla adjunta.") and "| Litio |" in texts[1] and \
        texts[1].endswith(_ITEMS[1][0])
    assert [c for _, c, _ in rows_of(deck)] == [c for _, c in _ITEMS]
    assert all(not q.explanation for q in deck.questions)
    assert not any("look like a question" in m for m in said), said   # the quoted instructions: no question


def test_near_miss_a_sign_run_a_sentence_may_open_with_stays() -> None:
    from quizdeck.importers.itemopeners import rewritten
    assert rewritten(_cafe(sigil="¿¿").split("\n")) is None      # an opening sign: text
    assert rewritten(_cafe(sigil=">>").split("\n")) is None      # a quote's marker
    lines = _cafe().split("\n")
    assert rewritten(lines) is not None
    two = [line for line in lines if line not in ("#? ¿Qué planeta es rojo?", "#? ¿Cuántas patas tiene una araña?")]
    assert rewritten(two) is None                                # two openers prove nothing


def test_near_miss_an_opener_with_no_list_below_is_no_item_opener() -> None:
    from quizdeck.importers.itemopeners import rewritten
    lines = [*_cafe().split("\n"), "#? ¿Por qué?", "", "Explica tu respuesta."]
    assert rewritten(lines) is None


_KCNA = [("Which object runs one Pod on every node?", ["Deployment", "DaemonSet", "Job", "Service"], 1),
         ("Which component stores the cluster's data?", ["etcd", "kubelet", "kube-proxy", "scheduler"], 0),
         ("Which object keeps stable network names?", ["Deployment", "ReplicaSet", "StatefulSet", "Job"], 2),
         ("Which Service type asks the cloud for a balancer?", ["ClusterIP", "NodePort", "ExternalName",
                                                               "LoadBalancer"], 3)]


def _kcna(scenario_heading: str = "### Scenario 1") -> str:
    out = ["# Sample questions", "", "## Section 1: Basics", ""]
    for k, (stem, choices, right) in enumerate(_KCNA[:3]):
        out += [f"### Question 1.{k + 1}", "", stem, ""]
        out += [f"{'ABCD'[j]}) {c}  " for j, c in enumerate(choices)]
        out += ["", "<details>", "<summary>Show Answer</summary>", "", f"**Answer: {'ABCD'[right]}) {choices[right]}**",
                "", "Because it is so.", "", "</details>", ""]
    stem, choices, right = _KCNA[3]
    out += ["## Scenarios", "", scenario_heading, "", "Your app needs traffic from outside the cluster.", "",
            f"**Question**: {stem}", ""]
    out += [f"{'ABCD'[j]}) {c}  " for j, c in enumerate(choices)]
    out += ["", "<details>", "<summary>Show Answer</summary>", "", f"**Answer: {'ABCD'[right]}) {choices[right]}**",
            "", "</details>", ""]
    return "\n".join(out)


def test_a_heading_among_numbered_question_headings_opens_its_question(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _kcna(), "quiz.md")
    assert len(deck.questions) == 4, said
    last = deck.questions[-1]
    assert last.text.startswith("Your app needs traffic from outside the cluster."), last.text
    assert last.text.rstrip().endswith(_KCNA[3][0]) and "**Question**" not in last.text
    assert last.answer == [3]
    assert not any("numbered" in m for m in said), said


def test_near_miss_the_scenario_heading_with_a_list_above_its_question_stays_a_section() -> None:
    from quizdeck.importers.headsiblings import opens
    numbered = {10, 20, 30}.__contains__
    share = (3, 4)   # of the level's headings 10, 20, 30, 40: three numbered
    def text(j: int) -> bool:
        return j == 42

    assert opens(40, 44, numbered, share, lambda j: False, text)
    assert not opens(40, 44, numbered, share, lambda j: j == 42, text)          # a list or code between: no
    assert not opens(40, 44, numbered, share, lambda j: False, lambda j: False)   # blank only: its title
    assert not opens(40, 44, {10, 20}.__contains__, (2, 6), lambda j: False, text)   # few numbered
    assert not opens(30, 34, numbered, share, lambda j: False, text)            # numbered itself: the reader's own


def test_numbers_that_jump_across_a_section_heading_are_the_sections() -> None:
    from quizdeck.importers.sectionjumps import skipped
    numbered = [(1, 5), (2, 9), (3, 13), (101, 20), (102, 24), (301, 31)]
    assert skipped(numbered, {17: "## Medium (101-300)", 28: "## Hard (301-400)"}) == 97 + 198
    assert skipped(numbered, {}) == 0                                    # no heading between: a gap, said
    assert skipped(numbered, {17: "## Medium", 28: "## Hard 1301"}) == 0   # a heading that says no such number


def test_section_numbered_markdown_says_no_false_count(tmp_path: Path) -> None:
    out = ["# Bank", "", "## Easy (1-100)", ""]
    for n, (stem, choices, right) in zip((1, 2, 101, 102), _KCNA, strict=True):
        if n == 101:
            out += ["## Medium (101-200)", ""]
        out += [f"{n}. {stem}", ""] + [f"- {'ABCD'[j]}) {c}" for j, c in enumerate(choices)]
        out += [f"   **Answer:** {'ABCD'[right]}", ""]
    deck, said = read_said(tmp_path, "\n".join(out), "quiz.md")
    assert len(deck.questions) == 4, said
    assert not any("numbered" in m for m in said), said


def test_near_miss_a_gap_with_no_heading_is_still_said(tmp_path: Path) -> None:
    out = ["# Bank", ""]
    for n, (stem, choices, right) in zip((1, 2, 3, 9), _KCNA, strict=True):
        out += [f"{n}. {stem}", ""] + [f"- {'ABCD'[j]}) {c}" for j, c in enumerate(choices)]
        out += [f"   **Answer:** {'ABCD'[right]}", ""]
    _, said = read_said(tmp_path, "\n".join(out), "quiz.md")
    assert any("numbered" in m for m in said), said


def test_near_miss_a_reference_link_under_each_answer_line_is_no_topic() -> None:
    lines: list[str] = []
    for k, (stem, _, right) in enumerate(_STATEMENTS[:4]):
        lines += [stem, "a) True", "b) False", f"Answer: {'ab'[right]}", "", f"Read more https://example.org/{k}"]
        lines += [""] if k % 2 else []
    assert topic_lines(lines, [False] * len(lines)) == set()


def test_near_miss_topic_lines_all_alone_prove_no_heading() -> None:
    lines = _sectioned(glued=False).split("\n")
    assert topic_lines(lines, [False] * len(lines)) == set()
