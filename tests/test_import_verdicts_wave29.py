"""Verdicts on choices and on statements (wave 29, classes C and D of diag28).

* a verdict pair after every choice (``- text / TAK`` beside ``- text / NIE``, ``text#1`` beside ``text#0``) is two
  marks, one right, one wrong: both taken off, the text after the verdict (``/ NIE / why``) the choice's
  explanation; a question whose choices all say wrong is said;
* a mark on the right choices that agrees with the file's answer lines (``text [CORRECT]`` over ``Réponses
  correctes : A, C``) comes off too, and doubled labels (``A. A. text``) are not said to stay;
* statements with a verdict in brackets at their start or end (``(صح) text``, ``- text(对)``), among
  multiple-choice questions, are true/false questions in the file's own words, a false one's bracketed correction
  its explanation.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import verdictpairs, verdictruns
from tests.conftest import read_said, rows_of


def _sieci() -> str:
    return "\n".join([
        "# Egzamin", "",
        "## 1. Dlaczego router ma więcej niż jeden adres IP?",
        "- Jeden adres jest zarezerwowany dla bramy. / NIE",
        "- Każdy wpis tablicy routingu ma osobny adres. / NIE",
        "- Jeden adres przyjmuje, drugi wysyła pakiety. / NIE / Routery działają w pełnym dupleksie",
        "- Każdy interfejs routera jest w odrębnej sieci. / TAK / Router łączy różne sieci.", "",
        "## 2. Zaznacz prawdziwe zdania o sumach kontrolnych.",
        "- Odległość Hamminga 4 wykrywa 3 błędy. / TAK",
        "- Sumy CRC są w warstwie łącza danych. / TAK",
        "- Kody MAC korygują błędy transmisji. / NIE",
        "- Odległość Hamminga 4 koryguje 2 błędy. / NIE", "",
        "## 3. Zaznacz prawdziwe zdania o oknach.",
        "- Go-Back-N ma okno odbiorcy równe 1. / TAK",
        "- Stop-And-Wait ma okno odbiorcy większe od 1. / NIE",
        "- Stop-And-Wait ma okno nadawcy równe 1. / TAK",
        "- Go-Back-N ma okno nadawcy równe 1. / NIE", "",
        "## 4. Który protokół jest bezpołączeniowy?",
        "- TCP jest bezpołączeniowy. / NIE",
        "- SCTP jest bezpołączeniowy. / NIE",
        "- QUIC jest bezpołączeniowy. / NIE",
        "- ARP jest protokołem warstwy aplikacji. / NIE", ""])


def test_a_verdict_pair_marks_right_and_wrong_and_carries_the_explanation(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _sieci(), "sieci.md")
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[3], [0, 1], [0, 2], None], said
    assert all("/ TAK" not in c and "/ NIE" not in c for r in rows for c in r[1]), rows
    first = deck.questions[0].choices
    assert first[2].text == "Jeden adres przyjmuje, drugi wysyła pakiety."
    assert first[2].why == "Routery działają w pełnym dupleksie"
    assert first[3].why == "Router łączy różne sieci."
    assert any("'/ NIE': the source says none is right" in s and ":22:" in s for s in said), said
    assert any("the verdicts '/ TAK' and '/ NIE'" in s for s in deck.mended), deck.mended


def test_a_pair_says_right_by_its_words_or_by_standing_once_a_question() -> None:
    glued = ["total#3", "1", "¿Quién es el héroe de Zelda?#logo", "Link#1", "Zelda#0", "Ganon#0", "2",
             "¿Cuál es de acción?", "Doom#1", "Tetris#0", "Sims#0", "3", "¿El más antiguo?", "Tetris#1", "Doom#0",
             "Halo#0"]
    pair = verdictpairs.find(glued, [False] * len(glued))
    assert pair is not None and pair.right == {3, 8, 13} and pair.wrong == {4, 5, 9, 10, 14, 15}
    assert pair.lines[3] == "Link" and pair.lines[2].endswith("#logo") and pair.shown == "'#1' and '#0'"
    # no yes or no word: the token on one choice of every question is the right one's
    worded = [f"{t} | {'ok' if k == r else 'meh'}" for r in (0, 2, 1) for k, t in enumerate(["aa a", "bb b", "cc c"])]
    runs = [*worded[:3], "", *worded[3:6], "", *worded[6:]]
    pair = verdictpairs.find(runs, [False] * len(runs))
    assert pair is not None and pair.right == {0, 6, 9} and pair.lines[0] == "aa a"
    # one token on every line, or lines of statements far longer than a question's choices: no pair
    assert verdictpairs.find([f"line {k} / TAK" for k in range(8)], [False] * 8) is None
    many = [f"statement {k} / {'TAK' if k % 3 else 'NIE'}" for k in range(20)]
    assert verdictpairs.find(many, [False] * 20) is None


def test_a_mark_agreeing_with_the_answer_lines_comes_off(tmp_path: Path) -> None:
    blocks = []
    for n, right in enumerate(["A, C", "B", "A, B"], start=1):
        letters = {x.strip() for x in right.split(",")}
        blocks += [f"Question {n} :", f"Concernant le sujet {n}, lesquelles sont vraies ?", ""]
        blocks += [f"{x}. {x}. Affirmation {x.lower()} du sujet {n}" + (" [CORRECT]" if x in letters else "")
                   for x in "ABCD"]
        blocks += ["", f"Réponses correctes : {right}", f"Explication : parce que {n}.", "", "-----", ""]
    deck, said = read_said(tmp_path, "\n".join(blocks), "qcm.txt")
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[0, 2], [1], [0, 1]], said
    assert rows[0][1] == [f"Affirmation {x} du sujet 1" for x in "abcd"], rows
    assert not any("keeps its label" in s for s in said), said


ARABIC = "\n".join([
    "بنك الأسئلة", "", "القسم الأول: مقدمة", "", "أولاً: أسئلة الصواب والخطأ", "",
    "(صح) يعرف شاندلر الاستراتيجية بأنها تحديد الأهداف طويلة المدى.", "",
    "(خطأ) تعريف دروكر يركز فقط على البيئة. (هذا تعريف هيجينز وفينسي).", "",
    "(صح) الاستراتيجية كخطة تعني نشاطاً مقصوداً.", "",
    "ثانياً: أسئلة الاختيار من متعدد", "",
    "من الذي عرف الاستراتيجية بأنها إنجاز رسالة المنظمة؟", "أ) شاندلر", "ب) هيجينز", "ج) دروكر", "د) بورتر", "",
    "أي خصائص الاستراتيجية يعبر عن أسلوب في تدفق الأنشطة؟", "أ) خطة", "ب) مناورة", "ج) نموذج", "د) وضع", "",
    "القسم الثاني: نماذج", "", "أولاً: أسئلة الصواب والخطأ", "",
    "(خطأ) المدخل القائم على الموارد يركز على العوامل الخارجية. (يركز على الموارد الداخلية).", "",
    "(صح) نموذج الإدارة الاستراتيجية يتكون من أربع مراحل.", "",
    "ثانياً: أسئلة الاختيار من متعدد", "",
    "أي مما يلي من الفوائد المالية؟", "أ) الفرص", "ب) رؤية", "ج) المخاطر", "د) التنسيق", ""])


def test_statements_with_a_verdict_among_choice_questions_are_true_false_questions(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, ARABIC, "bank.txt")
    rows = rows_of(deck)
    assert [len(r[1]) for r in rows] == [2, 2, 2, 4, 4, 2, 2, 4], rows
    assert [r[2] for r in rows] == [[0], [1], [0], None, None, [1], [0], None], said
    assert rows[1][0] == "تعريف دروكر يركز فقط على البيئة." and rows[1][1] == ["صح", "خطأ"]
    assert deck.questions[1].explanation == "هذا تعريف هيجينز وفينسي"
    assert deck.questions[5].explanation == "يركز على الموارد الداخلية"
    assert deck.questions[4].explanation is None, deck.questions[4].explanation   # no part heading read into it
    assert [q.id for q in deck.questions] == [f"q{k}" for k in range(1, 9)]


def test_statements_end_with_their_verdict_a_cross_as_false_beside_the_files_word() -> None:
    lines = ["## ch3", "- 流水技术适合于大量重复的时序过程(对)", "- 存在相关一定产生冲突(错)",
             "- 静态调度依靠专门的硬件对代码进行调度(X)", "- 保持正确的异常行为就是要保证精确异常(错)",
             "- 对于机器语言程序设计员来说，()是透明的"]
    found = verdictruns.find(lines, [False] * len(lines))
    assert found is not None and [(s.line, s.true) for s in found] == [(1, True), (2, False), (3, False), (4, False)]
    assert verdictruns.choices(found) == ("对", "错") and found[2].text == "静态调度依靠专门的硬件对代码进行调度"
    # letters in brackets that label a list, one of them a verdict's letter: no statements
    labels = [f"({x}) item number {x}" for x in "abcdefgh"] + ["(v) fifth roman item", "(t) one more"]
    assert verdictruns.find(labels, [False] * len(labels)) is None


def test_records_after_a_type_word_answered_by_an_echo_of_the_right_choice(tmp_path: Path) -> None:
    lines = []
    for kind, n, stem, choices, right, hint in [
            ("ElementaryQuestion", "EQ1", "Who is the hero of Harry Potter?", ["Ron", "Snape", "Harry"], 2, "A scar"),
            ("ElementaryQuestion", "EQ2", "Who is Luke's father?", ["Yoda", "Vader", "Han"], 1, "Dark side"),
            ("StandardQuestion", "SQ1", "What wakes them in Inception?", ["Water", "A Kick", "A Slap"], 1, None),
            ("StandardQuestion", "SQ2", "How did Hermione travel in time?", ["A Spell", "A Potion", "A Turner"], 2,
             None),
            ("AdvancedQuestion", "AQ1", "How many horcruxes?", ["6", "7", "3"], 1, None),
            ("AdvancedQuestion", "AQ2", "What was Gollum?", ["A Human", "A Hobbit", "An Ogre"], 1, None)]:
        lines += [kind, f"\t\t{n}: {stem}", *(f"\t\t{c}" for c in choices)]
        lines += [f"\t\tHint: {hint}"] if hint else []
        lines += [f"\t\t{choices[right]}"]
    deck, said = read_said(tmp_path, "\n".join(lines), "questions.txt")
    rows = rows_of(deck)
    assert [(r[0], r[2]) for r in rows] == [
        ("Who is the hero of Harry Potter?", [2]), ("Who is Luke's father?", [1]),
        ("What wakes them in Inception?", [1]), ("How did Hermione travel in time?", [2]),
        ("How many horcruxes?", [1]), ("What was Gollum?", [1])], said
    assert rows[0][1] == ["Ron", "Snape", "Harry"] and deck.questions[0].explanation == "Hint: A scar"
    assert deck.questions[4].tags == ["AdvancedQuestion"] and deck.questions[0].id == "eq1"


def test_records_after_a_type_digit_their_choices_flagged_one_and_zero(tmp_path: Path) -> None:
    text = "\n".join([
        "total_preguntas#4", "1", "¿Cómo se llama el héroe de Zelda?#logo_trivia", "Link#1", "Zelda#0", "Ganon#0",
        "Mario#0", "2", "¿Cuáles son de acción?", "Doom#1", "Candy Crush#0", "Sims#0", "Mortal Kombat#1", "4",
        "¿El más antiguo?", "Minecraft#0", "Tetris#1", "Halo #0", "Doom#0", "1", "¿Color de Waluigi?", "rojo#0",
        "verde#0", "morado#1", "azul#0", "//1-Button, 2-CheckBox. 1-Correcta, 0-incorrecta"])
    deck, said = read_said(tmp_path, text, "preguntas.txt")
    assert rows_of(deck) == [
        ("¿Cómo se llama el héroe de Zelda?", ["Link", "Zelda", "Ganon", "Mario"], [0]),
        ("¿Cuáles son de acción?", ["Doom", "Candy Crush", "Sims", "Mortal Kombat"], [0, 3]),
        ("¿El más antiguo?", ["Minecraft", "Tetris", "Halo", "Doom"], [1]),
        ("¿Color de Waluigi?", ["rojo", "verde", "morado", "azul"], [2])], said
    assert all(not q.tags and not q.explanation for q in deck.questions)
    assert any("image names" in m for m in deck.mended) and any("'#1' and '#0'" in m for m in deck.mended)


def test_a_question_line_with_its_choices_in_brackets_and_the_right_one_echoed(tmp_path: Path) -> None:
    records = [("「số nguyên tố」は日本語で何ですか。", ["かんすう", "そいんすう", "にんすう"], 1),
               ("「サイマル放送」はベトナム語で何ですか。", ["phát sóng qua vệ tinh", "phát sóng tạm thời",
                                                "phát sóng cùng một lúc"], 2),
               ("認証とは暗号化した状態で通信を行うこと。", ["False", "True"], 0),
               ("OSIのセッション層の主な役割はどれですか。",
                ["手順を管理する。", "経路を決定する。", "形式を変換する。"], 0)]
    lines = []
    for n, (stem, choices, right) in enumerate(records, start=1):
        listed = " / ".join(f"{'ABCD'[k]}. " + (f"*{c}*" if k == right else c) for k, c in enumerate(choices))
        lines += [f"Câu {n}: {stem} [{listed}]", choices[right], "", ""]
    deck, said = read_said(tmp_path, "\n".join(lines).rstrip(), "quiz.txt")
    assert rows_of(deck) == [(s, c, [r]) for s, c, r in records], said
    # a question out of the numbers' order after a page's stray lines, and two choices alike (the file's): all read
    lines[4:4] = ["Câu 9: 「流通過程」はベトナム語で何ですか。 "
                  "[A. di chuyển / B. *lưu thông* / C. vận hành / D. vận hành]",
                  "lưu thông", "Chưa học (24)", "Chọn 24", "", ""]
    deck, said = read_said(tmp_path, "\n".join(lines).rstrip(), "quiz.txt")
    assert [(q.id, q.answer) for q in deck.questions] == [("q1", [1]), ("q9", [1]), ("q2", [2]), ("q3", [0]),
                                                          ("q4", [0])], said
    assert deck.questions[1].choices[3].text == "vận hành" and any("same text" in s for s in said), said


def test_a_code_block_opened_by_a_list_item_closes_and_the_statements_after_it_are_read(tmp_path: Path) -> None:
    text = "\n".join([
        "## ch3", "- 写后写冲突是由**输出相关**引起的", "- ```", "    ADD.D F6, F0, F12", "    ```",
        "  - **数据相关**", "- 流水技术适合于大量重复的时序过程(对)", "- 存在相关一定产生冲突(错)", "## ch4",
        "- 静态调度依靠专门的硬件进行调度(X)",
        "- 保持正确的异常行为就是要保证精确异常(错)", "- 前瞻执行允许指令乱序完成(对)"])
    deck, said = read_said(tmp_path, text, "notes.md")
    tf = [(q.text, q.answer) for q in deck.questions if [c.text for c in q.choices] == ["对", "错"]]
    assert tf == [("流水技术适合于大量重复的时序过程", [0]), ("存在相关一定产生冲突", [1]),
                  ("静态调度依靠专门的硬件进行调度", [1]), ("保持正确的异常行为就是要保证精确异常", [1]),
                  ("前瞻执行允许指令乱序完成", [0])], said
