"""Records a file repeats, cut where they begin: not at a blank line or a paragraph that sits inside one.

Session 28's records task, in the shapes of session 27's held-out banks: a plain-text trivia file whose blank line
parts each question from its choices (the next question right under the last choice, some questions wrapped over
two lines with no blank after them; ``askedrecords``); a Markdown page of code blocks over task lists, each followed
by an unlabelled explanation (one without: ``codetails``, and a tight list ends where unindented code starts); and
lettered choices whose labels were shuffled (``a.``, ``d.``, ``b.``, ``c.``, the right one moved up, in bold). And
what the rules must leave alone: records that blank lines part, a paragraph that asks above its code, a paragraph
every question repeats, choices written as paragraphs with their code under them.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

# -- a question's line, a blank line, its choices (the right one starred), the next question right under them ------

#: (the question's lines, its choices, the right one's place); the second and fourth wrapped over two lines
_TRIVIA = [
    (["Who said \u201cI think, therefore I am\u201d?"], ["PLATO", "GALILEO", "DESCARTES", "BACON"], 2),
    (["Which creature of the Brazilian folklore has only", "one leg?"], ["CUCA", "BOITATA", "IARA", "SACI"], 3),
    (["Who proclaimed the republic in Brazil in 1889?"], ["CAXIAS", "RONDON", "PEDRO II", "DEODORO"], 3),
    (["Which dish is held to be typical of which", "state?"], ["CEARA", "RIO GRANDE DO SUL", "PARA", "BAHIA"], 1),
    (["At how many degrees does water boil?"], ["200", "100", "170", "220"], 1),
    (["Who was the great love of Juliet?"], ["ROMEO", "ORPHEUS", "HAMLET", "IAGO"], 0),
]


def _trivia(spaced_mark: bool = True) -> str:
    """The file: a one-line question then a blank line, a wrapped one without; ``*`` glued on the right choice (once
    with a space after it, as the file slipped)."""
    out: list[str] = []
    for k, (stem, choices, right) in enumerate(_TRIVIA):
        out += stem
        if len(stem) == 1:
            out.append("")
        for j, choice in enumerate(choices):
            out.append(("* " if k == 0 and spaced_mark else "*") + choice if j == right else choice)
    return "\n".join(out)


def test_a_blank_line_inside_each_record_and_wrapped_questions(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _trivia(), "perguntas.txt")
    rows = rows_of(deck)
    assert rows == [(" ".join(stem), choices, [right]) for stem, choices, right in _TRIVIA], rows
    assert not [d for d in said if "warning" in d], said


def test_a_paragraph_after_the_choices_is_the_explanation(tmp_path: Path) -> None:
    """A blank line under the question and under its choices, a paragraph, then the next question right under it."""
    why = ["Descartes wrote it.", "The Saci hops.", "Deodoro, a marshal.", "Juliet's Romeo."]
    one = [t for t in _TRIVIA if len(t[0]) == 1]
    text = "\n".join("\n".join([stem[0], "", *("*" + c if j == right else c for j, c in enumerate(choices)), "", w])
                     for (stem, choices, right), w in zip(one, why, strict=True))
    deck, _ = read_said(tmp_path, text, "perguntas.txt")
    assert rows_of(deck) == [(stem[0], choices, [right]) for stem, choices, right in one]
    assert [q.explanation for q in deck.questions] == why


def test_records_blank_lines_part_are_cut_there(tmp_path: Path) -> None:
    """A blank line after each question's choices (none between a question and its choices): cut at the blanks."""
    text = "\n\n".join("\n".join([stem[0], *("*" + c if j == right else c for j, c in enumerate(choices))])
                       for stem, choices, right in _TRIVIA if len(stem) == 1)
    deck, _ = read_said(tmp_path, text, "perguntas.txt")
    assert rows_of(deck) == [(stem[0], choices, [right]) for stem, choices, right in _TRIVIA if len(stem) == 1]


# -- code blocks over task lists, an unlabelled explanation after each ---------------------------------------------

_CHOICES = ["O(1)", "O(n)", "O(n^2)", "O(log(n))"]
#: (the code, the right choice, the explanation after the choices or none)
_CODE = [
    ("void f(int n)\n{\n    printf(\"%d\", n);\n}", 0, "The function does the same work whatever n is.\nIt is "
                                                           "constant."),
    ("void f(int n)\n{\n    for (int i = 0; i < n; i++)\n        g(i);\n}", 1, "The loop runs n times."),
    ("for x in xs:\n    for y in xs:\n        g(x, y)", 2, None),
    ("void f(unsigned n)\n{\n    for (i = 1; i < n; i *= 2)\n        g(i);\n}", 3,
     "The loop variable doubles each time,\nso the loop runs log n times."),
]


def _page(above: str = "", asked: str = "", keyed: bool = False) -> str:
    """The page; ``keyed``: plain bullets, an answer line under them (``Answer: B``) instead of ticked boxes."""
    out = ["# Quiz", "", "## What is the time complexity of this function?"]
    for k, (code, right, why) in enumerate(_CODE):
        if k and asked:
            out += [asked, ""]
        elif k == 0 and above:
            out += [above, ""]
        out += ["```c", *code.split("\n"), "```"]
        if keyed:
            out += [*(f"- {c}" for c in _CHOICES), "", f"Answer: {'ABCD'[right]}"]
        else:
            out += [f"- [{'x' if j == right else ' '}] {c}" for j, c in enumerate(_CHOICES)]
        out.append("")
        if why is not None:
            out += [*why.split("\n"), ""]
    return "\n".join(out)


def test_the_paragraph_after_the_choices_is_their_explanation(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _page(), "quiz.md")
    rows = rows_of(deck)
    assert [(text.split("\n")[1:-1], choices, answer) for text, choices, answer in rows] == [
        (code.split("\n"), _CHOICES, [right]) for code, right, _ in _CODE], rows
    assert [q.explanation for q in deck.questions] == [why for _, _, why in _CODE]
    assert not [d for d in said if "choice" in d], said


def test_the_paragraph_after_the_answer_line_is_the_explanation(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _page(keyed=True), "quiz.md")
    assert [(q.text.split("\n")[1:-1], q.answer) for q in deck.questions] == [
        (code.split("\n"), [right]) for code, right, _ in _CODE]
    assert [q.explanation for q in deck.questions] == [why for _, _, why in _CODE]


def test_a_paragraph_that_asks_above_the_code_is_the_question(tmp_path: Path) -> None:
    asked = "What does the next function cost?"
    deck, _ = read_said(tmp_path, _page(asked=asked), "quiz.md")
    assert [q.text.startswith(asked) for q in deck.questions] == [False, True, True, True]


def test_a_paragraph_every_question_repeats_is_their_text(tmp_path: Path) -> None:
    """``Consider this code.`` above each question's code, the first one's too: text, not explanations."""
    said = "Consider this code."
    deck, _ = read_said(tmp_path, _page(above=said, asked=said).replace("The loop runs n times.", ""), "quiz.md")
    assert [q.text.startswith(said) for q in deck.questions][1:] == [True, True, True]


def test_choices_written_as_paragraphs_keep_the_code_under_them(tmp_path: Path) -> None:
    """``[ ] text``, a blank line, its code: a choice's code, though the choices before had none."""
    text = "\n".join([
        "## Question 1", "", "How do you tell Git who you are?", "",
        "[ ] Nothing is needed", "", "[X] Run these commands", "", "```bash", "git config --global user.name Ann",
        "```", "", "[ ] Run these commands in the folder", "", "```bash", "git config --local user.name Ann", "```", "",
        "## Question 2", "", "Which command shows the history?", "", "[ ] git show", "", "[X] git log", "",
        "[ ] git status", "",
        "## Question 3", "", "Which command stages a file?", "", "[X] git add", "", "[ ] git push", "",
    ])
    deck, _ = read_said(tmp_path, text, "qcm.md")
    first = deck.questions[0]
    assert len(first.choices) == 3 and first.answer == [1]
    assert "git config --global" in first.choices[1].text and "git config --local" in first.choices[2].text


# -- lettered choices whose labels were shuffled --------------------------------------------------------------------

def _shuffled(order: str) -> str:
    """Three questions of ``- a.`` to ``- d.`` choices, the right one bold with a tick; the first's in ``order``."""
    texts = {"a": "ADD", "b": "COPY", "c": "MOVE", "d": "Both COPY and ADD"}
    out = ["### Question 1", "**Which instruction copies files into an image?**"]
    out += [f"- **{k}. {texts[k]}** \u2705" if k == "d" else f"- {k}. {texts[k]}" for k in order]
    for n, right in ((2, "b"), (3, "c")):
        out += ["", "---", "", f"### Question {n}", f"**Which one is {right}?**"]
        out += [f"- **{k}. {k * 3}** \u2705" if k == right else f"- {k}. {k * 3}" for k in "abcd"]
    return "\n".join(out) + "\n"


def test_labels_out_of_order_are_one_run(tmp_path: Path) -> None:
    for order in ("adbc", "abdc", "acbd"):
        deck, said = read_said(tmp_path, _shuffled(order), "quiz.md")
        texts = {"a": "ADD", "b": "COPY", "c": "MOVE", "d": "Both COPY and ADD"}
        assert rows_of(deck)[0][1:] == ([texts[k] for k in order], [order.index("d")]), (order, rows_of(deck))
        assert rows_of(deck)[1][1:] == (["aaa", "bbb", "ccc", "ddd"], [1])
        assert not [d for d in said if "keeps its label" in d], said
