"""Session 40's sheets (sheets40), excerpts hand-written in the shape of the banks.

* CJK header words: the right and wrong answers' columns (``正答``/``誤答``,
  ``正确答案``/``错误答案``, ``정답``/``오답``, ``不正解``), the question's (``設問``, ``设问``), the
  choices' (``選択肢N(a)``) and the category's (``カテゴリ``, ``카테고리``); a column whose name only
  opens with such a word and whose cells name no choice (``正答率``) is none;
* several columns naming the answer (an exam's code, the choice numbers, the right choices' texts): the one whose
  cells name in every row the choices the column of texts names is read, failing that the one that names two
  choices in some rows; said at the header's line; columns that all agree are no choice to say;
* a sheet whose rows are shorter than its header only by cells at their end (``…|G|chotis|I|`` and ``…|I|``) is a
  sheet when the shorter rows' cells are of the full rows' kinds;
* a choice cell opening with its own column's label (``B. x`` under ``Option B``) loses it once three rows do so;
* a header name with a number an exporter glued on (``title2``) is its base word's.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.csvanswerpick import by_key, by_texts, pick
from quizdeck.importers.csvgluednames import glued_base, over_steady
from quizdeck.importers.csvownlabels import column_labels, own_label
from quizdeck.importers.csvtable import table_delimiter
from quizdeck.importers.csvtails import short_by_tails
from tests.conftest import read_said, rows_of

# --- CJK header words ------------------------------------------------------------------------------------------

_JA_ROWS = [
    ("ネットワーク", "1", "ルーターの主な役割は何か？", "パケットを転送する", "電源を供給する", "経路を選ぶ機器です。"),
    ("ネットワーク", "2", "DNSは何を行うか？", "名前を住所に変換する", "画面を表示する", "名前解決の仕組みです。"),
    ("セキュリティ", "1", "ファイアウォールの役割は？", "通信を制限する", "文字を翻訳する", "通信を選別します。"),
    ("セキュリティ", "3", "暗号化の目的は何か？", "内容を秘密にする", "速度を上げる", "第三者から守ります。"),
    ("ハードウェア", "2", "CPUは何の略か？", "中央処理装置", "補助記憶装置", "計算を行う装置です。"),
]


def _ja_sheet(head: str) -> str:
    return head + "\n" + "".join(",".join(row) + "\n" for row in _JA_ROWS)


def test_japanese_right_and_wrong_answer_columns_and_the_category(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _ja_sheet("カテゴリ,難易度,問題,正答,誤答,解説"))
    assert rows_of(deck) == [(q, [right, wrong], [0]) for _, _, q, right, wrong, _ in _JA_ROWS]
    assert [q.explanation for q in deck.questions] == [row[5] for row in _JA_ROWS]
    assert deck.questions[0].tags == ["ネットワーク"]
    assert not any("marked" in s for s in said)   # the explanations' "。" is no mark


def test_the_same_sheet_in_chinese_and_korean(tmp_path: Path) -> None:
    for head in ("分类,难度,设问,正确答案,错误答案,解析", "카테고리,난이도,질문,정답,오답,해설"):
        deck, _ = read_said(tmp_path, _ja_sheet(head))
        assert rows_of(deck) == [(q, [right, wrong], [0]) for _, _, q, right, wrong, _ in _JA_ROWS], head


def test_fusei_kai_is_a_wrong_answer_not_a_right_one(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _ja_sheet("カテゴリ,難易度,問題,正解,不正解,解説"))
    assert [q.answer for q in deck.questions] == [[0]] * len(_JA_ROWS)
    assert [len(q.choices) for q in deck.questions] == [2] * len(_JA_ROWS)


def test_counted_wrong_answers_and_korean_choice_columns(tmp_path: Path) -> None:
    rows = [("물은 몇 도에서 끓는가?", ["100도", "50도"]), ("한국의 수도는?", ["서울", "부산"]),
            ("가장 큰 행성은?", ["목성", "화성"])]
    deck, said = read_said(tmp_path, "問題,正答,誤答1\n" + "".join(f"{q},{','.join(c)}\n" for q, c in rows))
    assert rows_of(deck) == [(q, c, [0]) for q, c in rows]
    assert not any("words not known" in s for s in said)   # a header, read as one
    keyed = "질문,보기1,보기2,정답\n" + "".join(f"{q},{c[1]},{c[0]},2\n" for q, c in rows)
    deck, said = read_said(tmp_path, keyed)
    assert rows_of(deck) == [(q, [c[1], c[0]], [1]) for q, c in rows]
    assert not any("words not known" in s for s in said)


def test_a_rate_named_like_the_answer_is_no_answer_column(tmp_path: Path) -> None:
    """``正答率`` (the share who answered right) opens with the answer's word; its cells name no choice."""
    head = "設問,選択肢1,選択肢2,選択肢3,正答,正答率\n"
    rows = "".join(f"{q},{','.join(c[:3])},{min(r, 2) + 1},{40 + k}%\n"
                   for k, (q, c, r) in enumerate([("Which is red?", ["Apple", "Sky", "Grass", "x"], 0),
                                                  ("Which is blue?", ["Apple", "Sky", "Grass", "x"], 1),
                                                  ("Which is green?", ["Apple", "Sky", "Grass", "x"], 2),
                                                  ("Which is a fruit?", ["Apple", "Sky", "Grass", "x"], 0),
                                                  ("Which is above?", ["Apple", "Sky", "Grass", "x"], 1)]))
    deck, said = read_said(tmp_path, head + rows)
    assert [q.answer for q in deck.questions] == [[0], [1], [2], [0], [1]]
    assert not any("all name the answer" in s for s in said)


# --- several columns naming the answer -------------------------------------------------------------------------

_EXAM = [  # question, choices, an exam's own code, the choice numbers, the right texts
    ("腸の長い動物はどれか。（2つ選びなさい。）", ["牛", "馬", "豚", "犬", "猫"], "3", "1, 2", "牛,馬"),
    ("最も大きい臓器はどれか。", ["心臓", "肝臓", "腎臓", "脾臓", "肺"], "2", "2", "肝臓"),
    ("適正なスコアはどれか。", ["2.5", "3", "3.5", "4", "4.5"], "3", "3", "3.5"),
    ("骨をもつ動物はどれか。（2つ選びなさい。）", ["蛸", "鯛", "烏賊", "鶏", "蟹"], "4", "2, 4", "鯛,鶏"),
    ("反芻する動物はどれか。", ["馬", "豚", "羊", "犬", "猫"], "3", "3", "羊"),
    ("鳥類はどれか。", ["鶏", "牛", "豚", "犬", "猫"], "1", "1", "鶏"),
]


def _exam_sheet(head: str, rows: list[tuple[str, list[str], str, str, str]] = _EXAM) -> str:
    return head + "\n" + "".join(f'{k},{q},{",".join(c)},"{code}","{nums}","{texts}"\n'
                                 for k, (q, c, code, nums, texts) in enumerate(rows, 1))


def test_the_answer_column_that_agrees_with_the_right_texts_is_read(tmp_path: Path) -> None:
    head = ("番号,設問,選択肢1(a),選択肢2(b),選択肢3(c),選択肢4(d),選択肢5(e),"
            "正答(K列),正答解析値(L列),正答テキスト(M列)")
    deck, said = read_said(tmp_path, _exam_sheet(head))
    assert [q.answer for q in deck.questions] == [[0, 1], [1], [2], [1, 3], [2], [0]]
    assert [c.text for c in deck.questions[2].choices] == ["2.5", "3", "3.5", "4", "4.5"]
    assert any(":1:1: warning: columns '正答(K列)', '正答解析値(L列)', '正答テキスト(M列)' all name the answer: "
               "'正答解析値(L列)' read" in s and "'正答(K列)' names others in" in s for s in said)


def test_in_english_too(tmp_path: Path) -> None:
    head = "No,Question,A,B,C,D,E,Correct,Correct answer number,Correct answer text"
    deck, said = read_said(tmp_path, _exam_sheet(head))
    assert [q.answer for q in deck.questions] == [[0, 1], [1], [2], [1, 3], [2], [0]]
    assert any("'Correct answer number' read" in s for s in said)


def test_without_a_column_of_texts_the_one_naming_two_choices_is_read(tmp_path: Path) -> None:
    head = "番号,設問,選択肢1,選択肢2,選択肢3,選択肢4,選択肢5,正答,正答番号,備考"
    rows = [(q, c, code, nums, "") for q, c, code, nums, _ in _EXAM]
    deck, said = read_said(tmp_path, _exam_sheet(head, rows))
    assert [q.answer for q in deck.questions] == [[0, 1], [1], [2], [1, 3], [2], [0]]
    assert any("'正答番号' read, the one whose cells name two choices in some rows" in s for s in said)


def test_answer_columns_that_all_agree_are_no_choice_to_say(tmp_path: Path) -> None:
    head = "番号,設問,選択肢1,選択肢2,選択肢3,選択肢4,選択肢5,正答,正答番号,正答テキスト"
    rows = [(q, c, nums, nums, texts) for q, c, _, nums, texts in _EXAM]
    deck, said = read_said(tmp_path, _exam_sheet(head, rows))
    assert [q.answer for q in deck.questions] == [[0, 1], [1], [2], [1, 3], [2], [0]]
    assert not any("all name the answer" in s for s in said)


def test_pick_says_when_nothing_proves_one() -> None:
    rows = [([q, *c, code, "9"], c) for q, c, code, _, _ in _EXAM]
    assert pick(rows, [6, 7]) is None   # the second names no choice: no choice to make
    rows = [([q, *c, code, str(6 - int(code))], c) for q, c, code, _, _ in _EXAM]
    got = pick(rows, [6, 7])
    assert got is not None and got.how == "first" and got.column == 6
    assert by_texts("牛,馬", ["牛", "馬", "豚"]) == [0, 1] and by_key("2, 3", 3, 1) == [1, 2]
    assert by_key("4", 3, 1) is None


# --- rows shorter than the header by optional cells at their end ------------------------------------------------

_APP = ("question|correctAnswer|wrongAnswer1|wrongAnswer2|wrongAnswer3|type|res|resType|\n"
        "¿Qué baile es típico de Sevilla?|Sevillanas|Vals|Tango|Polca|G|baile|I|\n"
        "¿Quién compuso la Novena?|Beethoven|Bach|Chopin|Liszt|C|\n"
        "¿Qué instrumento suena?|Violín|Piano|Arpa|Oboe|I|violin|S|\n"
        "¿De qué familia es el tambor?|Percusión|Cuerda|Viento|Metal|I|\n"
        "¿Qué cantante es este?|Camarón|Sabina|Serrat|Raphael|G|cantante|I|\n"
        "¿A qué estilo pertenece esta pieza?|Barroco|Romántico|Clásico|Moderno|C|pieza|S|\n"
        "¿Cuántas cuerdas tiene un violín?|Cuatro|Tres|Seis|Cinco|I|\n"
        "¿Qué canta un tenor?|Voz aguda|Voz grave|Voz media|Nada|C|tenor|S|\n"
        "¿Quién pintó el Guernica?|Picasso|Dalí|Miró|Goya|G")


def test_rows_short_only_by_optional_cells_at_their_end_are_a_sheet(tmp_path: Path) -> None:
    assert table_delimiter(_APP) == "|"
    deck, said = read_said(tmp_path, _APP)
    assert len(deck.questions) == 9
    assert any("('res')" in s and "not read" in s for s in said)   # the media columns: said, not read
    assert rows_of(deck)[1] == ("¿Quién compuso la Novena?", ["Beethoven", "Bach", "Chopin", "Liszt"], [0])
    assert rows_of(deck)[8] == ("¿Quién pintó el Guernica?", ["Picasso", "Dalí", "Miró", "Goya"], [0])


def test_short_rows_whose_cells_are_of_other_kinds_are_no_sheet() -> None:
    """The short rows' last cell is text where the full rows hold a lone letter: lines of prose, not records."""
    lines = _APP.split("\n")
    mixed = "\n".join([*lines[:2], "see|the notes|below|for more|on this", *lines[3:4],
                       "and|then|we|go on|to sing", *lines[5:7], "this|is|not|a row|at all", *lines[8:9]])
    assert table_delimiter(mixed) is None
    rows = [["q", "a", "b", "t", "r"], *[["x?", "yy", "zz", "G", "p"]] * 3, ["x?", "yy", "zz"]]
    assert not short_by_tails(rows, 3)   # no column of a telling kind among the short rows' cells
    assert short_by_tails([*rows[:-1], ["x?", "yy", "zz", "I"]], 3)


# --- a choice's own column's label -----------------------------------------------------------------------------

def _labelled_sheet(slips: int) -> str:
    head = "Question,Option A,Option B,Option C,Option D,Correct Answer\n"
    rows = []
    for k, (q, c, r) in enumerate([(q, list(c), r) for q, c, r in
                                   [("Which port does HTTPS use?", ["21", "443", "80", "25"], 1),
                                    ("Which service stores objects?", ["EC2", "S3", "RDS", "VPC"], 1),
                                    ("Which is a relational database?", ["S3", "SQS", "RDS", "SNS"], 2),
                                    ("Which scales compute?", ["Auto Scaling", "IAM", "KMS", "WAF"], 0),
                                    ("Which sends messages to queues?", ["SNS", "SQS", "EBS", "EFS"], 1)]]):
        if k < slips:
            c[1] = f"B. {c[1]}"
        rows.append(f"{q},{','.join(c)},{'ABCD'[r]}\n")
    return head + "".join(rows)


def test_a_choice_opening_with_its_own_columns_label_loses_it_once_three_rows_do(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _labelled_sheet(3))
    assert [q.choices[1].text for q in deck.questions] == ["443", "S3", "SQS", "IAM", "SQS"]
    assert any(":2:1: warning: 3 rows (lines 2, 3, 4) open a choice with its own column's label (`B. ` in the "
               "column of choice B)" in s for s in said)


def test_two_rows_prove_nothing(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _labelled_sheet(2))
    assert [q.choices[1].text for q in deck.questions] == ["B. 443", "B. S3", "SQS", "IAM", "SQS"]
    assert not any("own column's label" in s for s in said)


def test_own_labels_by_number_and_never_another_columns() -> None:
    assert column_labels(["1", "2", "3", "4"]) == ["1", "2", "3", "4"]
    assert column_labels(["a", "b", "c"]) == ["a", "b", "c"]
    assert column_labels(["b", "c", "d"]) is None
    assert own_label("2) 二つ目", "2") == 3
    assert own_label("B. Lincoln", "a") is None and own_label("2.5 mg", "2") is None


# --- a number an exporter glued on a header's name --------------------------------------------------------------

def test_title2_is_the_question(tmp_path: Path) -> None:
    rows = "".join(f"{q},{','.join(c)},{'ABCD'[r]}\n" for q, c, r in
                   [("Which is red?", ["Apple", "Sky", "Grass", "Sea"], 0),
                    ("Which is blue?", ["Apple", "Sky", "Grass", "Coal"], 1),
                    ("Which is green?", ["Apple", "Sky", "Grass", "Snow"], 2)])
    deck, said = read_said(tmp_path, "title2,A,B,C,D,answer\n" + rows)
    assert [q.text for q in deck.questions] == ["Which is red?", "Which is blue?", "Which is green?"]
    assert not any("no name of the header row says question" in s for s in said)   # named, not guessed


def test_a_steady_base_column_gives_way_to_its_numbered_one() -> None:
    rows = [["Feed", "Which is red?"], ["Feed", "Which is blue?"], ["Feed", "Which is green?"]]
    assert over_steady(rows, 0, 1)
    assert not over_steady([[r[1], r[0]] for r in rows], 0, 1)   # the base column varies: it keeps its name
    assert glued_base("title2") == "title" and glued_base("description4") == "description"
    assert glued_base("q1") is None and glued_base("option 2") is None
