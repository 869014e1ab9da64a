"""Wave 39's sheets as quiz apps write them (sheets39), excerpts written in the shape of the banks.

* a headerless sheet whose rows hold one width in 85 of 100, every other row one cell off, is a sheet (each odd row
  said at its line);
* choice columns named by one word or letter and a running number (``a1..a4``, ``選択肢1..4``) and no answer column are
  a quiz app's data: the first choice right (said); a type column's kind whose rows fill one choice cell where the
  others fill three or more is an open question, left out at its line; choices that carry their own labels in order
  (``A- ELEGANTE``) are shown so, never shuffled: no first-choice convention;
* enclosed numbers opening a row's cells side by side in order (``❶…``, ``❷…``; ``① ``) are the choices' labels, taken
  off; a cell of one alone (``❸``) is the answer naming that choice (said); where most rows label their choices in
  order, a row whose labels slipped (``a)`` thrice, one missing) loses them too, said at its line;
* a header cell naming the choices (``Answers``, ``Варианты``, ``選択肢``) over unnamed cells whose columns are filled
  heads them all (said);
* an answer that is one choice's text but for case and an end mark (``me``, ``Me.``) names it, whatever holds it;
* a delimiter written with a space on each side nine times in ten (`` | ``) splits only there: ``||`` stays a cell's;
* a row that stops after its question (no choice, no answer, the sheet's rows full) is an unfinished record: left out,
  said at its line; unless the next line's row is its rest: after the delimiter it ends with (``Question…;`` over
  ``Tallin;Riga;…``), or going on with its question cell cut mid-sentence (``…come up`` over ``with the same…?,A``);
* in a headerless sheet no cell of which asks with a question mark, the column whose cells hold a blank to fill
  (``阿吽の〇〇``, ``___``) asks; a text before the choices is long enough counted as shown (CJK two).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.csvcircled import circled_row
from quizdeck.importers.csvspaced import spaced_split
from quizdeck.importers.csvtable import table_delimiter
from tests.conftest import read_said, rows_of

_OFF_BY_ONE = ("¿Cuál es la capital de Francia?,París,Lyon,Niza,Marsella\n"
               "¿Cuál es el río más largo?,Nilo,Amazonas,Danubio,Volga\n"
               "Identifique la proposición,5 es par,¿Qué hora es?,¡Pare,por favor!,Llueve.\n"
               "¿Cuánto es 2 + 2?,4,3,5,6\n"
               "¿Qué planeta es rojo?,Marte,Venus,Júpiter,Saturno\n"
               "¿Quién pintó la Gioconda?,Da Vinci,Picasso,Goya,Dalí\n"
               "¿Qué gas respiramos?,Oxígeno,Helio,Argón,Neón\n"
               "Que no forma parte del condicional,antecedente,consecuente,si entonces\n"
               "¿Cuál es el metal más ligero?,Litio,Hierro,Plomo,Oro\n"
               "¿Qué animal vuela?,Murciélago,Perro,Gato,Pez\n"
               "¿Cuál es el océano mayor?,Pacífico,Atlántico,Índico,Ártico\n"
               "¿Qué idioma se habla en Brasil?,Portugués,Español,Inglés,Francés\n"
               "¿En qué continente está Egipto?,África,Asia,Europa,América\n"
               "¿Qué número es primo?,7,8,9,10\n")


def test_a_headerless_sheet_with_a_few_rows_one_cell_off_is_a_sheet(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _OFF_BY_ONE, "preguntas.txt")
    rows = rows_of(deck)
    assert len(rows) == 14, (rows, said)
    assert rows[0] == ("¿Cuál es la capital de Francia?", ["París", "Lyon", "Niza", "Marsella"], [0]), rows
    assert any(":3:" in s and "6 cells" in s for s in said), said
    assert any(":8:" in s and "4 cells" in s for s in said), said


def test_a_row_two_cells_off_is_no_sheet_of_rows_nearly_alike() -> None:
    assert table_delimiter(_OFF_BY_ONE) == ","
    assert table_delimiter(_OFF_BY_ONE.replace("antecedente,consecuente,si entonces", "antecedente,consecuente")) \
        is None


_COUNTED = ("title,type,o1,o2,o3,o4\n"
            "Сколько лет длилась Северная война?,number,21,,,\n"
            "Какая столица на нулевом меридиане?,,Лондон,Алжир,Париж,Ниамей\n"
            "Первый царь из династии Романовых?,,Михаил Фёдорович,Алексей Михайлович,Фёдор Алексеевич,Петр I\n"
            "Сколько законов термодинамики?,number,3,,,\n"
            "Самая большая кошка?,,Тигр,Лев,Снежный барс,Леопард\n"
            "Самое крупное млекопитающее?,,Синий кит,Слон,Жираф,Носорог\n")


def test_choice_columns_counted_by_one_letter_take_the_first_and_leave_out_one_cell_kinds(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _COUNTED)
    rows = rows_of(deck)
    assert rows == [("Какая столица на нулевом меридиане?", ["Лондон", "Алжир", "Париж", "Ниамей"], [0]),
                    ("Первый царь из династии Романовых?", ["Михаил Фёдорович", "Алексей Михайлович",
                                                           "Фёдор Алексеевич", "Петр I"], [0]),
                    ("Самая большая кошка?", ["Тигр", "Лев", "Снежный барс", "Леопард"], [0]),
                    ("Самое крупное млекопитающее?", ["Синий кит", "Слон", "Жираф", "Носорог"], [0])], rows
    assert any(":1:" in s and "FIRST choice" in s for s in said), said
    assert any(":2:" in s and "'number'" in s and "open question" in s for s in said), said
    assert any(":5:" in s and "'number'" in s and "open question" in s for s in said), said


def test_choice_columns_counted_in_japanese_take_the_first(tmp_path: Path) -> None:
    text = ("問題文,選択肢1,選択肢2,選択肢3,選択肢4\n"
            "日本の首都は?,東京,大阪,京都,名古屋\n"
            "富士山の高さは?,3776m,3000m,4000m,2500m\n"
            "一番大きい惑星は?,木星,土星,地球,火星\n")
    deck, said = read_said(tmp_path, text)
    assert [q.answer for q in deck.questions] == [[0], [0], [0]], said
    assert any(":1:" in s and "FIRST choice" in s for s in said), said


def test_choice_columns_of_two_words_or_not_running_are_not_counted(tmp_path: Path) -> None:
    text = ("question,a1,b2,c3,d4\n"
            "Which planet is red?,Mars,Venus,Earth,Jupiter\n"
            "Which is a fruit?,Apple,Car,Stone,Chair\n")
    _deck, said = read_said(tmp_path, text)
    assert not any("FIRST choice" in s for s in said), said


def test_counted_choice_columns_carrying_their_own_labels_have_no_first_right(tmp_path: Path) -> None:
    text = ("num,domanda,opzione1,opzione2,opzione3,opzione4\n"
            "1,Come ti vesti?,A- ELEGANTE,B- CASUAL,C- ACCATTIVANTE,D- FELPONE\n"
            "2,Che regalo fai?,A- FIORI,B- NIENTE,C- ORSACCHIOTTO,D- ROSA\n"
            "3,Dove andate a cena?,A- RISTORANTE,B- PIZZERIA,C- SUSHI,D- KEBAB\n")
    deck, said = read_said(tmp_path, text)
    assert [q.answer for q in deck.questions] == [None, None, None], said
    assert not any("FIRST choice" in s for s in said), said


_CIRCLED = ('no,question,option1,option2,option3,option4,correctAnswer,explanation\n'
            '1,次の文を韓国語にすると?,❶상사가 한 말 했다,❷상사가 한 소리 말했다,"❸상사에게 한 소리 들었다\n'
            '",❹상사에게 한 소리 말해졌다,❸,"❶は違う。\n❷も違う。"\n'
            '2,次の文を韓国語にすると?,❶대답해 주세요,❷대답을 주시면 좋아요,❸답장을 듣고 싶어요,'
            '❹답장을 주시면 좋겠어요,"❹ ",❹が自然。\n'
            '3,次の文を韓国語にすると?,❶할 것은 없습니다,❷할 수는 없습니다,❸할 셈은 없습니다,'
            '❹할 리는 없습니다,"❷\n\n",x\n')


def test_enclosed_numbers_are_the_choices_labels_and_one_alone_the_answer(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _CIRCLED)
    rows = rows_of(deck)
    asked = "次の文を韓国語にすると?"
    assert rows == [(asked, ["상사가 한 말 했다", "상사가 한 소리 말했다", "상사에게 한 소리 들었다",
                             "상사에게 한 소리 말해졌다"], [2]),
                    (asked, ["대답해 주세요", "대답을 주시면 좋아요", "답장을 듣고 싶어요",
                             "답장을 주시면 좋겠어요"], [3]),
                    (asked, ["할 것은 없습니다", "할 수는 없습니다", "할 셈은 없습니다",
                             "할 리는 없습니다"], [1])], (rows, said)
    assert deck.questions[0].explanation == "❶は違う。\n❷も違う。"
    assert any(":2:" in s and "enclosed numbers" in s for s in said), said


def test_circled_labels_with_a_number_answer(tmp_path: Path) -> None:
    text = ("num,questions,c1,c2,c3,c4,c5,answer\n"
            "1,밑줄 친 한자어의 쓰임이 적절하지 않은 것은?,① 차출,② 심의,③ 회자,④ 재기,⑤ 활약,3\n"
            "2,다음 관용구의 의미가 적절하지 않은 것은?,① 무대,② 귀,③ 비행기,④ 물,⑤ 눈물,5\n")
    deck, said = read_said(tmp_path, text)
    rows = rows_of(deck)
    assert rows[0] == ("밑줄 친 한자어의 쓰임이 적절하지 않은 것은?", ["차출", "심의", "회자", "재기", "활약"],
                       [2]), said
    assert rows[1] == ("다음 관용구의 의미가 적절하지 않은 것은?", ["무대", "귀", "비행기", "물", "눈물"], [4]), said


def test_enclosed_numbers_out_of_order_or_inside_a_text_stay() -> None:
    assert circled_row(["q", "①과 ②의 차이", "b", "c"]) is None
    assert circled_row(["q", "② x", "① y", "③ z"]) is None
    assert circled_row(["q", "Ⓐ x", "Ⓑ y", "Ⓑ"]) == (["q", "x", "y", "B"], 2)
    assert circled_row(["q", "①③", "②③", "①②③", "③"]) is None   # choices combining numbered statements
    assert circled_row(["q", "①→②→③", "②→①→③", "③→①→②"]) is None


_SLIPPED = ("The dog went for him.,a) It barked at him.,b) It attacked him.,c) It followed him.,b\n"
            "She hadn't bargained for this.,a) She hadn't expected this.,b) She hadn't bought this.,c) She lost.,a\n"
            "He takes after his mother.,a) He has her job.,b) He looks like her.,c) He is like her.,c\n"
            "He pointed it out., a) He informed us., a) He forgot it., a) He remembered it.,a\n"
            "Who takes on the client?, a) Who is responsible?, b) Who brings him?, Who talks to him?,a\n"
            "When do we set up the meeting?, a) When do we record it?, b) When do we arrange it?, c) When?,b\n"
            "She came up with it., a) She refused it., b) She thought of it., c) She missed it.,b\n"
            "It was easy to find out., a) It was easy to forget.,b) It was easy to share.,c) It was easy to see.,c\n")


def test_a_rows_slipped_labels_come_off_where_the_sheets_rows_label_in_order(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _SLIPPED)
    rows = rows_of(deck)
    assert rows[3] == ("He pointed it out.", ["He informed us.", "He forgot it.", "He remembered it."], [0]), rows
    assert rows[4] == ("Who takes on the client?", ["Who is responsible?", "Who brings him?", "Who talks to him?"],
                       [0]), rows
    assert any(":4:" in s and "out of order" in s for s in said), said
    assert any(":5:" in s and "without one" in s for s in said), said


def test_a_header_cell_naming_the_choices_spans_the_unnamed_filled_ones_after_it(tmp_path: Path) -> None:
    text = ("Path,Question,Answers,,,,Right answer,Difficult,\n"
            "aksioma,Что это за аксиома?,Алгоритм,Теорема,Аксиома,Правило,3,10,\n"
            "babulekh,Что это за парень?,Бабулех,Бесей,Пикча,Кiт,1,10,\n"
            "rybalka,Как рыбалка?,Холошо,Плохо,Офигенно,Нормально,4,3,??\n")
    deck, said = read_said(tmp_path, text)
    assert rows_of(deck)[0] == ("Что это за аксиома?", ["Алгоритм", "Теорема", "Аксиома", "Правило"], [2]), said
    assert [q.answer for q in deck.questions] == [[2], [0], [3]], said
    assert any(":1:" in s and "'Answers'" in s and "each column read as a choice" in s for s in said), said
    russian = text.replace("Answers", "Варианты ответов")
    deck, said = read_said(tmp_path, russian, "r.csv")
    assert [len(q.choices) for q in deck.questions] == [4, 4, 4], said


def test_an_answer_the_same_as_one_choice_but_for_case_and_end_mark_wins_over_one_holding_it(tmp_path: Path) -> None:
    text = ("subject,question,optionA,optionB,optionC,optionD,correctAnswer\n"
            "English,Identify the indirect object.,He gave me a gift.,He gave a gift.,He gave.,Me.,me\n"
            "English,Pick the verb.,run,quickly,happy,blue,run\n"
            "Math,What is 2 + 3?,4,5,6,7,5\n")
    deck, said = read_said(tmp_path, text)
    assert [q.answer for q in deck.questions] == [[3], [0], [1]], said
    assert any(":2:" in s and "end mark" in s for s in said), said


_SPACED = "".join(f"Pergunta {k} sobre Java? | a{k} | b{k} | c{k} | d{k} | a{k} | Java\n" for k in range(1, 13)) + (
    'Qual o operador lógico "||" representa em Java? | E | OU | NOT | Negação | OU | Operadores\n'
    "Qual operador representa AND lógico? | ! | & | || | && | && | Operadores\n"
    "Como se escreve multi-catch? | catch(A | B e) | catch(A, B e) | catch(A & B e) | catch(A; B e) "
    "| catch(A | B e) | Exceções\n")


def test_a_delimiter_spaced_nine_times_in_ten_splits_only_where_spaced(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _SPACED, "perguntas.txt")
    rows = rows_of(deck)
    assert rows[12] == ('Qual o operador lógico "||" representa em Java?', ["E", "OU", "NOT", "Negação"], [1]), said
    assert rows[13] == ("Qual operador representa AND lógico?", ["!", "&", "||", "&&"], [3]), said
    assert any(":13:" in s and "space on each side" in s and "lines 13, 14" in s for s in said), said


def test_spaced_split_needs_most_places_spaced() -> None:
    assert spaced_split(_SPACED.replace(" | ", "|")) is None
    assert spaced_split("a\tb | c") is None
    lists = "".join(f"Pergunta {k}?,a ; b ; c ; d,a\n" for k in range(1, 13)) + "Qual?,a;b ; c ; d ; e,a\n"
    assert spaced_split(lists) is None   # lists in a cell of a comma sheet


_UNFINISHED = ("AMBIENTAL;¿Cuál es la principal fuente de energía?;Solar;Eólica;Hidroeléctrica;Biomasa;0\n"
               "AMBIENTAL;¿Qué organización trabaja para el ambiente?;TNC;WWF;BirdLife;IUCN;1\n"
               "AMBIENTAL;¿Qué es el Plan Nacional de Adaptación?;\n"
               "AMBIENTAL;¿Cuál es el problema ambiental de Corrientes?;Aire;Agua;Deforestación;Desertificación;2\n"
               "HISTORIA;¿En qué año se fundó Corrientes?;1588;1600;1810;1492;0\n"
               "HISTORIA;¿Quién fundó Corrientes?;Vera;Garay;Mendoza;Solís;0\n")


def test_a_row_stopping_after_its_question_is_an_unfinished_record(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _UNFINISHED)
    assert len(deck.questions) == 5, said
    assert all(len(q.choices) == 4 for q in deck.questions), said
    assert any(":3:" in s and "unfinished record" in s for s in said), said


_BLANKS = ("阿吽の〇〇,呼吸,吐息,欠伸,呼吸,阿吽の呼吸(あうんのこきゅう),二人の息がぴったり合っていること。\n"
           "青は〇より出でて〇より青し,紺,藍,紅,藍,青は藍より出でて藍より青し(あおはあいより),弟子が師匠を超えることのたとえ。\n"
           "秋茄子は〇に食わすな,妻,夫,嫁,嫁,秋茄子は嫁に食わすな(あきなすは),秋のなすはおいしいものでもったいないから。\n"
           "秋の日は〇〇落とし,釣瓶,達磨,踵,釣瓶,秋の日は釣瓶落とし(あきのひは),秋の日は一気に日が暮れる様子。\n"
           "〇〇を見る,足裏,足元,足跡,足元,足元を見る(あしもとをみる),相手の弱点をみつけ、つけいること。\n"
           "猫に〇〇,小判,金貨,銀貨,小判,猫に小判(ねこにこばん),価値のわからない者に貴重なものを与えても無駄なこと。\n")


def test_a_column_of_blanks_to_fill_asks(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _BLANKS)
    rows = rows_of(deck)
    assert len(rows) == 6, said
    assert rows[0] == ("阿吽の〇〇", ["呼吸", "吐息", "欠伸"], [0]), said
    assert rows[1][1:] == (["紺", "藍", "紅"], [1]), said


def test_a_row_ending_with_the_delimiter_over_its_rest_is_one_record(tmp_path: Path) -> None:
    text = _UNFINISHED.replace("AMBIENTAL;¿Qué es el Plan Nacional de Adaptación?;\n",
                               "AMBIENTAL;¿Qué es el Plan Nacional de Adaptación?;\nUn plan;Una ley;Un río;Un mar;0\n")
    deck, said = read_said(tmp_path, text)
    rows = rows_of(deck)
    assert len(rows) == 6, said
    assert rows[2] == ("¿Qué es el Plan Nacional de Adaptación?", ["Un plan", "Una ley", "Un río", "Un mar"], [0]), said
    assert any(":3:" in s and "holds the rest of its cells" in s for s in said), said


def test_a_question_cell_cut_mid_sentence_goes_on_in_the_next_line(tmp_path: Path) -> None:
    text = ('"Question","Option A","Option B","Option C"\n'
            '"1. Which disorder is in the same chapter?",A. Schizophrenia,B. Mania,C. Stress\n'
            "2. Two clinicians using the same checklist come up\n"
            'with the same diagnosis. Which property is involved?",A. Validity,B. Reliability,C. Sensitivity\n'
            '3. Which is a mood disorder?,A. Mania,B. Phobia,C. Autism\n'
            '4. Which drug is an antipsychotic?,A. Haloperidol,B. Aspirin,C. Insulin\n')
    deck, said = read_said(tmp_path, text)
    rows = rows_of(deck)
    assert len(rows) == 4, said
    assert rows[1][0].startswith("Two clinicians using the same checklist come up with the same diagnosis."), rows
    assert rows[1][1] == ["Validity", "Reliability", "Sensitivity"], rows
    assert any(":3:" in s and "mid-sentence" in s for s in said), said
