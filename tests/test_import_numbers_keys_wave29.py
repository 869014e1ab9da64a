"""Session 28's classes G, H and I (diag28), in the shapes of real banks: numbers, banners and headings taken off
the questions, answer keys connected, questions read out of table cells.

G: a running number in a form of its own (``1, What``, ``7\\.What``, ``1 Dunya``), a ``==> file <==`` banner of
``head``'s output, a record's heading the reader kept over some questions only. H: citation markers of a chat
assistant (``[cite_start]``, ``[cite: 6]``), an end key ``1 → a`` under ``1. a) text`` choices, an answer line in
brackets (``(Correct answer b)``). I: a table cell holding a whole question as ``<p>`` paragraphs. And what the rules
must leave alone: a number that breaks the run is the question's text.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.citemarks import uncited
from quizdeck.importers.filebanners import unbannered
from tests.conftest import read_said, rows_of

_ITEMS = [
    ("What is the primary purpose of Google Data Studio?", ["Email marketing", "Data visualization"], 1),
    ("Which tool is commonly used for querying large datasets?", ["SQL", "Paint"], 0),
    ("What is the main function of a data dashboard?", ["To show key figures", "To store files"], 0),
    ("What is the purpose of data normalization?", ["To cut redundancy", "To add noise"], 0),
]


def _numbered(prefixes: list[str]) -> str:
    out: list[str] = []
    for prefix, (stem, choices, right) in zip(prefixes, _ITEMS, strict=True):
        out += [f"{prefix}{stem}", *(f"{'ab'[k]}) {c}" for k, c in enumerate(choices)), "Answer :",
                f"{'ab'[right]}) {choices[right]}", ""]
    return "\n".join(out) + "\n"


def test_running_numbers_in_slipped_forms_are_taken_off(tmp_path: Path) -> None:
    text = _numbered(["1, ", "2\\. ", "3\\.", "4\\. "])
    deck, said = read_said(tmp_path, text, "quiz.md")
    assert [q.text for q in deck.questions] == [stem for stem, _, _ in _ITEMS], said
    assert [q.answer for q in deck.questions] == [[right] for _, _, right in _ITEMS]


def test_a_number_that_breaks_the_run_is_text(tmp_path: Path) -> None:
    items = [("1 Dunya_Saglik_Orgutu_hangi_yil?", ["Doktorluk", "Hemsirelik"]),
             ("2 Turk_kadini_ilk_kez_ne_zaman?", ["1930", "1934"]),
             ("3 Oscar_aday_filmi_hangisi?", ["Kis_Uykusu", "Ahlat_Agaci"]),
             ("4 2016_yilinda_AB_den_ayrilan_ulke?", ["Ingiltere", "Fransa"]),
             ("9 Kucuk_ulke_hangisi?", ["Vatikan", "Monako"])]
    text = "".join(f"{stem}\n" + "".join(f" {c}\n" for c in choices) + " A\n" for stem, choices in items)
    deck, said = read_said(tmp_path, text, "sorular.txt")
    assert [q.text for q in deck.questions] == [
        "Dunya_Saglik_Orgutu_hangi_yil?", "Turk_kadini_ilk_kez_ne_zaman?", "Oscar_aday_filmi_hangisi?",
        "2016_yilinda_AB_den_ayrilan_ulke?", "9 Kucuk_ulke_hangisi?"], said


def test_file_banners_of_head_are_record_separators(tmp_path: Path) -> None:
    text = ("==> bbzt.txt <==\nHow do you stop a process with ID 1234?\na. end -k 1234\nb. kill -9 1234\n"
            "==> cnvw.txt <==\nWhich command makes scripts interactive?\n\na. read\nb. ls\n\n"
            "(Correct answer a)\n\n==> dblw.txt <==\nWhich command lists files?\nA: ls\nB: cd\n\nAnswer is A.\n")
    deck, said = read_said(tmp_path, text, "exam.txt")
    assert rows_of(deck) == [
        ("How do you stop a process with ID 1234?", ["end -k 1234", "kill -9 1234"], None),
        ("Which command makes scripts interactive?", ["read", "ls"], [0]),
        ("Which command lists files?", ["ls", "cd"], [0])], said
    assert unbannered(["==> a.txt <==", "x"], [False, False]) is None   # one banner: no file of files


def test_a_record_heading_is_taken_off_every_type_of_question(tmp_path: Path) -> None:
    blocks = [("C01【GIC · 易 · 单选】", "钻石的晶系是？", ["等轴晶系", "三方晶系"], "A"),
              ("C02【GIC · 中 · 单选】", "红宝石的主要成分是？", ["氧化铝", "二氧化硅"], "A"),
              ("C03【GIC · 易 · 判断】", "玻璃属于非晶质材料。", ["对", "错"], "对"),
              ("C04【GIC · 中 · 单选】", "祖母绿属于哪种矿物？", ["绿柱石", "刚玉"], "A")]
    text = "# 题库\n\n" + "".join(
        f"### {head}\n\n{stem}\n\n" + "".join(f"- {'AB'[k]}. {c}\n" for k, c in enumerate(choices))
        + f"\n**答案：** {answer}\n\n---\n\n" for head, stem, choices, answer in blocks)
    deck, said = read_said(tmp_path, text, "tiku.md")
    assert [q.text for q in deck.questions] == [stem for _, stem, _, _ in blocks], said
    assert [q.answer for q in deck.questions] == [[0], [0], [0], [0]]


def test_citation_markers_are_taken_off_and_the_key_in_details_answers(tmp_path: Path) -> None:
    def question(n: int, stem: str, choices: list[str], right: int) -> str:
        return (f"### Q{n}. [cite_start]{stem} [cite: {n * 10}]\n"
                + "".join(f"{k}. [cite_start]{c} [cite: {n * 10 + k}]\n" for k, c in enumerate(choices, 1))
                + "\n<details>\n<summary><strong>✅ Show Answer</strong></summary>\n<br>\n<blockquote>\n"
                f"[cite_start]<strong>Correct Option: {right + 1}</strong> [cite: {n * 10 + 9}]\n"
                "</blockquote>\n</details>\n\n---\n\n")
    items = [("The causative agent of Lyme disease is:", ["Rickettsia", "Alphavirus", "Borrelia", "Trypanosoma"], 2),
             ("Which is a sign of severe dehydration?", ["Anxiety", "Drowsiness", "Crying", "Thirst"], 1),
             ("Which describes orthopnea?", ["Breathing only upright", "Slow breathing", "Apnea", "Cough"], 0),
             ("Which vitamin is made in the skin?", ["A", "C", "K", "D"], 3)]
    text = "# Paper\n\n## Instructions\nClick on **Show Answer** below each question.\n\n---\n\n" + "".join(
        question(n, *item) for n, item in enumerate(items, 1))
    deck, said = read_said(tmp_path, text, "paper.md")
    assert rows_of(deck) == [(stem, choices, [right]) for stem, choices, right in items], said
    assert all(not q.tags for q in deck.questions)
    assert uncited(["one [cite_start]marker only"], [False]) is None   # one marker: no assistant's page


def test_an_end_key_with_arrows_under_a_list_item_answers_doubly_labelled_choices(tmp_path: Path) -> None:
    stems = ["l'ancêtre direct de XML est", "un élément peut être vide", "un langage balisé est un langage"]
    letters = ["a", "d", "b"]
    text = "**Questions XML**\n\n" + "".join(
        f"**{n}) {stem}**\n\n1. a) un\n2. b) deux\n3. c) trois\n4. d) quatre\n\n" for n, stem in enumerate(stems, 1)
    ) + "---\n\n- REPONSES QCM\n    \n    # CORRIGÉ\n    \n" + "".join(
        f"    {n} → {x}\n" for n, x in enumerate(letters, 1))
    deck, said = read_said(tmp_path, text, "qcm.txt")
    assert [q.answer for q in deck.questions] == [[0], [3], [1]], said
    assert [c.text for c in deck.questions[0].choices] == ["un", "deux", "trois", "quatre"]


def test_questions_held_in_table_cells_as_paragraphs(tmp_path: Path) -> None:
    rows = [("Introduction", "Q1) Select the option that explains data analysis.:", ["Organizing data",
             "Collecting raw data", "Creating visualizations", "Cleaning and processing </p><p>raw data"], 3),
            ("Python", "Q2) Which is not a logical operator in Python?", ["in", "and", "or", "not"], 0),
            ("", "Q3) Which is not a Python data structure?", ["Dictionary", "Tuple", "Function", "List"], 2),
            ("Python", "Q4) Which operator computes a remainder?", ["\\*\\*", "/", "//", "%"], 3)]
    lines = ["**TOOL**", "", "|**Domain**|**Entry Level**|", "| :- | :- |"]
    for domain, stem, choices, right in rows:
        parts = [stem, "", *(f"{'ABCD'[k]}) {c}" for k, c in enumerate(choices)), "",
                 f"Correct Answer: {'ABCD'[right]}) {choices[right]}", ""]
        lines.append(f"|{domain}|" + "".join(f"<p>{p}</p>" for p in parts) + "|")
    deck, said = read_said(tmp_path, "\n".join(lines) + "\n", "pool.md")
    assert [(q.text, [c.text for c in q.choices], q.answer) for q in deck.questions] == [
        ("Select the option that explains data analysis.:", ["Organizing data", "Collecting raw data",
                                                              "Creating visualizations",
                                                              "Cleaning and processing raw data"], [3]),
        ("Which is not a logical operator in Python?", ["in", "and", "or", "not"], [0]),
        ("Which is not a Python data structure?", ["Dictionary", "Tuple", "Function", "List"], [2]),
        ("Which operator computes a remainder?", ["\\*\\*", "/", "//", "%"], [3])], said
    assert [q.pos.line for q in deck.questions] == [5, 6, 7, 8]
    assert deck.questions[0].tags == ["Introduction"] and deck.questions[2].tags == []
