"""Session 44's sheets, excerpts hand-written in the shape of the banks (diagnosis-43).

* an answer column giving the right choice's label and then its text (``C. 羊``): the label names the choice
  when its text is that choice's, nine rows in ten; a row whose halves disagree is read by the label, said at the
  row; a column of plain choice texts that merely start like a label is not read so;
* a header whose names share a language's tag (``question_zh``, ``option1_zh``…, ``de-frage``): the tag off
  before the names are matched (said), no answer made up where no column gives one; names that differ at their
  end (``option_a``, ``option_b``), or a tag the rows' cells carry too, are left as they are;
* a sheet whose rows each carry a question (a JSON list of choices, a text that asks in each row) is no sheet of
  one choice a row, even where the 0-based ``correct`` column happens to hold only 0s and 1s and a quiz's title
  groups the rows in pairs; a true sheet of one choice a row, its question asking once a run, still is;
* a second header row of a program's fields right under the people's header (``text``, ``options[0]``…,
  ``answer``): no question, said; a row of one-word choices that merely count (``Level 1``…) under a question that
  asks is read; a stray label of its own place on one choice before text of another script (``C.愛情萬歲``, the
  third choice): off, said; ``C. Ronaldo`` (a Latin text) or a label out of its place is kept;
* a headerless sheet ``question;category;choice…`` whose second column repeats a few values: the category is a
  tag, no choice, and no first choice is taken as right there (said: the app's key is in its code); the category
  before the question, or no category at all, keeps the quiz apps' first-is-right reading.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.csvfieldrows import field_row
from quizdeck.importers.csvlabeltexts import disagreement, label_text, labelled_texts
from quizdeck.importers.csvlong import long_layout
from quizdeck.importers.csvnameaffix import shared_affix, without_affix
from quizdeck.importers.csvstraylabels import stray_label
from tests.conftest import read_said, rows_of

# -- an answer cell `<label>. <text>` -------------------------------------------------------------------------------

_STATIONS = ["札幌", "小樽", "函館", "盛岡", "仙台", "福島", "郡山", "宇都宮", "大宮", "上野", "長野", "富山",
             "金沢", "福井", "敦賀", "京都", "大阪", "岡山"]
_LABEL_TEXT = "\ufeffID,駅名,問題文,選択肢A,選択肢B,選択肢C,正解\r\n" + "\r\n".join([
    *(f"{n},{s},{s}の名物はどれ？,{s}饅頭,{s}そば,{s}漬け,{'ABC'[n % 3]}. {s}{['饅頭', 'そば', '漬け'][n % 3]}"
      for n, s in enumerate(_STATIONS, 1)),
    "19,仙台,仙台の武将は？,伊達政宗,豊臣秀吉,織田信長,A. 伊達正宗",
    "20,福島,赤べこは何の動物？,牛,馬,犬,C. 牛",
])


def test_an_answer_of_label_and_text_names_that_choice(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _LABEL_TEXT, "quiz.csv")
    rows = rows_of(deck)
    assert rows[0][1] == ["札幌饅頭", "札幌そば", "札幌漬け"], rows
    assert [r[2] for r in rows] == [[n % 3] for n in range(1, 19)] + [[0], [2]], rows
    # row 19: a typo in the text, read by its label; row 20: the text is choice A's, the label C: said at the row
    assert any(":20:1: warning: row 20: the answer names choice A by its label" in s and "no choice's text" in s
               for s in said), said
    assert any(":21:1: warning: row 21: the answer names choice C by its label" in s and "choice A's text" in s
               for s in said), said
    assert not any("right choice itself" in s for s in said), said


def test_label_and_text_prove_each_other() -> None:
    assert label_text("C. 羊", ["牛", "馬", "羊"]) == 2
    assert label_text("B) Paris", ["Rome", "paris", "Oslo"]) == 1
    assert label_text("B. Rome", ["Rome", "Paris", "Oslo"]) is None   # the halves disagree
    assert label_text("D. 羊", ["牛", "馬", "羊"]) is None   # a label beyond the row's choices
    assert label_text("C", ["牛", "馬", "羊"]) is None   # a label alone is read elsewhere
    assert disagreement("B. Rome", ["Rome", "Paris", "Oslo"]) == (1, "'Rome', choice A's text")
    assert disagreement("B. Paris", ["Rome", "Paris", "Oslo"]) is None


def test_a_column_of_few_label_texts_is_not_read_so() -> None:
    rows = [(["Rome", "Paris", "Oslo"], "B. Paris"), (["a", "b", "c"], "b"), (["x", "y", "z"], "z"),
            (["1", "2", "3"], "3"), (["p", "q", "r"], "A. p")]
    assert not labelled_texts([(v, cells) for cells, v in rows])


def test_choice_texts_that_start_like_labels_are_no_label_answers(tmp_path: Path) -> None:
    # near-miss: the answer column holds the right choice's whole text, which itself opens with a letter and a
    # dot ("A. Lincoln"): the text, never the label A
    text = "\n".join([
        "question,option1,option2,option3,answer",
        "Who freed the slaves?,G. Washington,A. Lincoln,T. Jefferson,A. Lincoln",
        "Who wrote Hamlet?,C. Marlowe,W. Shakespeare,B. Jonson,W. Shakespeare",
        "Who painted Guernica?,S. Dali,P. Picasso,J. Miro,P. Picasso",
        "Who was first in space?,Y. Gagarin,N. Armstrong,A. Leonov,Y. Gagarin",
    ])
    deck, said = read_said(tmp_path, text, "people.csv")
    assert [r[2] for r in rows_of(deck)] == [[1], [1], [1], [0]], (rows_of(deck), said)
    assert not any("by its label but" in s for s in said), said


# -- a language tag on every header name ------------------------------------------------------------------------

_TAGGED = "\n".join([
    "id,question_en,option1_en,option2_en,option3_en,option4_en,explanation_en",
    '1,"Which R means using a thing again?","Recycle","Reuse","Reduce","Refuse","The 3R law, article 2."',
    '2,"Within how many days is a change told?","7 days","10 days","14 days","30 days","The dealer law, article 8."',
    '3,"Who issues the dealer licence?","The city","The police","The mayor","The court","The dealer law, article 3."',
    "",
    '4,"What must a dealer record?","The weather","The buyer","The colour","The tag","The dealer law, article 16."',
])


def test_a_language_tag_on_every_name_comes_off(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _TAGGED, "quiz_en.csv")
    rows = rows_of(deck)
    assert len(rows) == 4, rows
    assert rows[0][0] == "Which R means using a thing again?", rows
    assert rows[0][1] == ["Recycle", "Reuse", "Reduce", "Refuse"], rows   # the explanation is no fifth choice
    assert [r[2] for r in rows] == [None] * 4, rows   # the file gives no answer: none made up
    assert deck.questions[0].explanation == "The 3R law, article 2.", deck.questions[0]
    assert any(":1:1: warning: the header's names share the tag '_en'" in s for s in said), said


def test_a_tag_before_the_names() -> None:
    names = ["de-id", "de-frage", "de-antwort1", "de-antwort2", "de-antwort3", "de-richtig"]
    assert shared_affix(names, [["1", "Wer?", "a", "b", "c", "a"]]) == "de-"
    assert without_affix(names, "de-") == ["id", "frage", "antwort1", "antwort2", "antwort3", "richtig"]


def test_names_that_differ_at_their_end_share_no_tag() -> None:
    # near-misses: counted names (option_a, option_b…), a tag the rows' cells carry too, names with spaces
    assert shared_affix(["question", "option_a", "option_b", "option_c", "answer"], []) is None
    assert shared_affix(["q_x", "a_x", "b_x", "c_x"], [["what_x", "1", "2", "3"]]) is None
    assert shared_affix(["the question_en", "option1_en", "option2_en", "option3_en"], []) is None
    assert shared_affix(["id", "question_en", "option1", "option2", "option3", "answer"], []) is None


def test_a_tag_that_names_nothing_more_is_kept(tmp_path: Path) -> None:
    # near-miss: the names share `_x`, but without it they name no column either: the header stays as written,
    # nothing said of a tag
    text = "\n".join(["city_x,land_x,sea_x,hill_x,note_x",
                       "Capital of France?,Rome,Paris,Oslo,B",
                       "Capital of Italy?,Rome,Paris,Oslo,A",
                       "Capital of Norway?,Rome,Paris,Oslo,C"])
    _deck, said = read_said(tmp_path, text, "caps.csv")
    assert not any("share the tag" in s for s in said), said


# -- rows that carry their own question, grouped in pairs by a quiz's title -------------------------------------

_PAIRED = "\n".join([
    "quiz_id,quiz_title,question_id,type,text,answers,correct,explanation",
    'QZ_1,Founding,Q001,SINGLE,When was the city founded?,"[""753 BC"", ""509 BC"", ""44 BC""]",0,Tradition.',
    'QZ_1,Founding,Q002,MYTH,Is the wolf story a proven fact?,"[""Yes"", ""No""]",1,A myth.',
    'QZ_2,Republic,Q003,SINGLE,Was the republic a democracy?,"[""Yes"", ""No"", ""Partly""]",1,Elites ruled.',
    'QZ_2,Republic,Q004,SINGLE,Which body held most sway?,"[""Senate"", ""Arena"", ""Guard""]",0,The senate.',
    'QZ_3,Wars,Q005,SINGLE,Who led the other side?,"[""Hannibal"", ""Scipio"", ""Caesar""]",0,Hannibal did.',
    'QZ_3,Wars,Q006,SINGLE,Which battle ended the war?,"[""Cannae"", ""Zama"", ""Actium""]",1,Zama ended it.',
])


def test_rows_listing_their_choices_are_questions(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _PAIRED, "questions.csv")
    rows = rows_of(deck)
    assert len(rows) == 6, (rows, said)
    assert rows[0][:2] == ("When was the city founded?", ["753 BC", "509 BC", "44 BC"]), rows
    assert [r[2] for r in rows] == [[0], [1], [1], [0], [0], [1]], rows
    assert not any("each row is one choice" in s for s in said), said


def test_a_column_asking_in_each_row_is_no_choice_column() -> None:
    head = ["quiz", "id", "text", "a", "b", "correct"]
    rows = [["Rome", "Q1", "Who founded it?", "Romulus", "Remus", "0"],
            ["Rome", "Q2", "Who ended it?", "Odoacer", "Nero", "1"],
            ["Greece", "Q3", "Who taught Plato?", "Socrates", "Zeno", "0"],
            ["Greece", "Q4", "Who taught Alexander?", "Homer", "Aristotle", "1"],
            ["Egypt", "Q5", "Who built Giza?", "Khufu", "Ramses", "0"],
            ["Egypt", "Q6", "Who was the last queen?", "Nefertiti", "Cleopatra", "1"]]
    assert long_layout(head, rows) is None


def test_one_choice_a_row_still_read_so() -> None:
    # near-miss: the question asks once a run and is shared by its rows; each row one choice and a mark
    head = ["question", "answer", "correct", "note"]
    rows = [["What is 2 + 2?", "3", "0", "one short"], ["What is 2 + 2?", "4", "1", "the sum"],
            ["Capital of France?", "Paris", "1", "since 987"], ["Capital of France?", "Rome", "0", "Italy's"],
            ["Largest ocean?", "Pacific", "1", "by far"], ["Largest ocean?", "Indian", "0", "third"]]
    found = long_layout(head, rows)
    assert found is not None and (found.question, found.choice, found.mark) == (0, 1, 2), found


# -- a second header row of a program's fields; a stray label of a choice's own place -----------------------------

_TWO_HEADS = "\n".join([
    "x,類型,序號,題目,選項,,,,答案,圖片",
    ",type,qnum,text,options[0],options[1],options[2],options[3],answer,imageFileName",
    ",LANGUAGE,1,「靜夜思」的作者是誰?,杜甫,李白,王維,白居易,B,",
    ",LANGUAGE,2,「春曉」的作者是誰?,孟浩然,李白,杜牧,王之渙,A,",
    ",MUSIC,1,猜出是下列哪一首歌?,稻香,晴天,C.七里香,夜曲,C,a.m4a",
    ",MUSIC,2,猜出是下列哪一首歌?,青花瓷,簡單愛,龍捲風,安靜,D,b.m4a",
])


def test_a_second_header_of_fields_is_no_question(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _TWO_HEADS, "questions.csv")
    rows = rows_of(deck)
    assert len(rows) == 4, (rows, said)
    assert rows[0] == ("「靜夜思」的作者是誰?", ["杜甫", "李白", "王維", "白居易"], [1]), rows
    assert rows[2][1] == ["稻香", "晴天", "七里香", "夜曲"], rows   # the stray `C.` off
    assert any(":2:1: warning: this row names the columns again, as a program's fields" in s for s in said), said
    assert any(":5:1: warning:" in s and "opens with its own place's label" in s for s in said), said


def test_field_names_counted_across_the_choices() -> None:
    assert field_row(["", "type", "qnum", "text", "options[0]", "options[1]", "options[2]", "answer"], [4, 5, 6])
    assert field_row(["question", "option1", "option2", "option3", "correct"], [1, 2, 3])
    # near-misses: a question's row that asks, choices that are words with numbers not counted in order
    assert not field_row(["Which level?", "level1", "level2", "level3", "B"], [1, 2, 3])
    assert not field_row(["pick", "v2", "v1", "v3", "b"], [1, 2, 3])
    assert not field_row(["pick", "red", "green", "blue", "b"], [1, 2, 3])


def test_a_stray_label_needs_its_place_and_another_script() -> None:
    assert stray_label(["稻香", "晴天", "C.七里香", "夜曲"]) == (2, "七里香")
    assert stray_label(["Москва", "B) Киев", "Минск"]) == (1, "Киев")
    # near-misses: a Latin text after the letter, a letter not of its place, two labelled choices
    assert stray_label(["Messi", "Pele", "C. Ronaldo"]) is None
    assert stray_label(["稻香", "晴天", "D.七里香", "夜曲"]) is None
    assert stray_label(["A.稻香", "晴天", "C.七里香", "夜曲"]) is None


# -- a category between the question and the choices ---------------------------------------------------------------

_CATEGORIES = ["Historia", "Deportes", "Geografía"]
_FIELDED = [
    ("Quién pintó el Guernica?", ["Dalí", "Miró", "Goya", "Picasso"]),
    ("Dónde nació Colón?", ["Lisboa", "Sevilla", "Cádiz", "Génova"]),
    ("Qué imperio construyó Machu Picchu?", ["Azteca", "Maya", "Olmeca", "Inca"]),
    ("Qué país ganó el Mundial de 2010?", ["Brasil", "Alemania", "Holanda", "España"]),
    ("Cuántos jugadores tiene un equipo de fútbol?", ["Nueve", "Diez", "Doce", "Once"]),
    ("En qué deporte se usa un tee?", ["Tenis", "Polo", "Hockey", "Golf"]),
    ("Cuál es el río más largo de Europa?", ["Danubio", "Rin", "Loira", "Volga"]),
    ("Cuál es la capital de Canadá?", ["Toronto", "Vancouver", "Montreal", "Ottawa"]),
    ("En qué continente está Kenia?", ["Asia", "Oceanía", "Europa", "África"]),
]


def _fielded(before: bool) -> str:
    rows = []
    for k, (question, choices) in enumerate(_FIELDED):
        category = _CATEGORIES[k // 3]
        rows.append(";".join([category, question, *choices] if before else [question, category, *choices]))
    return "\n".join(rows)


def test_a_category_after_the_question_is_a_tag_and_no_answer_is_guessed(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _fielded(before=False), "questions.txt")
    rows = rows_of(deck)
    assert [r[1] for r in rows] == [c for _, c in _FIELDED], rows
    assert [r[2] for r in rows] == [None] * len(_FIELDED), rows   # no first choice taken as right
    assert deck.questions[0].tags == ["Historia"], deck.questions[0]
    assert any("a category's column stands between the question and the choices" in s for s in said), said


def test_a_category_before_the_question_keeps_the_first_right(tmp_path: Path) -> None:
    # near-miss: the category opens the row, the choices follow the question: a quiz app's data, first right
    deck, said = read_said(tmp_path, _fielded(before=True), "questions.txt")
    rows = rows_of(deck)
    assert [r[1] for r in rows] == [c for _, c in _FIELDED], rows
    assert [r[2] for r in rows] == [[0]] * len(_FIELDED), rows
    assert not any("a category's column stands between" in s for s in said), said
