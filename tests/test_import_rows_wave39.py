"""Wave 39's sheets not written one record a row (rows39), excerpts written in the shape of the banks.

* SQL ``INSERT INTO t VALUES (…);`` statements, one a line or a dump's many tuples a statement (backslash escapes,
  a column list the header), are a sheet's rows; ``CREATE TABLE``, ``SET`` and comments are lines not used;
* a sheet written sideways, one question a column, the right choice's text repeated after the choices, reads each
  column as a record; a sideways sheet whose first column names the rows reads by that header;
* one line of cells, a header's width apart, is wrapped into the header and its records; a headerless line whose
  cells ask every ``w`` cells is too.
Each is said at line 1; the questions stand at the source's own lines, and an ordinary sheet or page is not touched.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read, read_said, rows_of

_SPANISH = ("INSERT INTO Preguntas VALUES (1,'¿Cuál es el río más largo de Europa?','Danubio','Volga','Rin',"
            "'Volga',3);\n"
            "INSERT INTO Preguntas VALUES (2,'¿Quién pintó ''Las Meninas''?','Goya','Velázquez','El Greco',"
            "'Velázquez',6);\n"
            "INSERT INTO Preguntas VALUES (3,'¿Cuántos lados tiene un hexágono?','5','6','8','6',5);\n"
            "INSERT INTO Preguntas VALUES (4,'¿En qué año llegó Colón a América?','1492','1512','1488','1492',4);\n"
            "INSERT INTO Preguntas VALUES (5,'¿Qué gas respiramos?','Oxígeno','Helio','Argón','Oxígeno', 5);")


def test_sql_inserts_one_a_line_are_a_sheet_s_rows(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _SPANISH, "preguntas.txt")
    rows = rows_of(deck)
    assert rows == [("¿Cuál es el río más largo de Europa?", ["Danubio", "Volga", "Rin"], [1]),
                    ("¿Quién pintó 'Las Meninas'?", ["Goya", "Velázquez", "El Greco"], [1]),
                    ("¿Cuántos lados tiene un hexágono?", ["5", "6", "8"], [1]),
                    ("¿En qué año llegó Colón a América?", ["1492", "1512", "1488"], [0]),
                    ("¿Qué gas respiramos?", ["Oxígeno", "Helio", "Argón"], [0])], rows
    assert [q.pos.line for q in deck.questions] == [1, 2, 3, 4, 5]
    assert any(":1:1:" in s and "read as SQL" in s and "Preguntas" in s for s in said), said


_DUMP = ("-- MySQL dump 10.13\n"
         "/*!40101 SET NAMES utf8mb4 */;\n"
         "DROP TABLE IF EXISTS `quiz_question`;\n"
         "CREATE TABLE `quiz_question` (\n"
         "  `id` int NOT NULL AUTO_INCREMENT,\n"
         "  `question` text NOT NULL,\n"
         "  `option_a` varchar(200) DEFAULT NULL,\n"
         "  `option_b` varchar(200) DEFAULT NULL,\n"
         "  `option_c` varchar(200) DEFAULT NULL,\n"
         "  `correct` char(1) NOT NULL,\n"
         "  PRIMARY KEY (`id`)\n"
         ") ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;\n"
         "LOCK TABLES `quiz_question` WRITE;\n"
         "INSERT INTO `quiz_question` (`id`, `question`, `option_a`, `option_b`, `option_c`, `correct`) VALUES "
         "(1,'What\\'s the output of print(\\'a\\' * 2)?','aa','a2','error','A'),"
         "(2,'Which keyword defines a function?','func','def','lambda','B'),"
         "(3,'Which type is immutable?','list','dict','tuple','C'),"
         "(4,'What does len(\\\"ab\\\") return?','1','2',NULL,'B');\n"
         "UNLOCK TABLES;\n")


def test_a_mysql_dump_s_tuples_with_backslash_escapes_under_its_column_list(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _DUMP, "dump.sql")
    rows = rows_of(deck)
    assert rows == [("What's the output of print('a' * 2)?", ["aa", "a2", "error"], [0]),
                    ("Which keyword defines a function?", ["func", "def", "lambda"], [1]),
                    ("Which type is immutable?", ["list", "dict", "tuple"], [2]),
                    ('What does len("ab") return?', ["1", "2"], [1])], rows
    assert {q.pos.line for q in deck.questions} == {14}
    assert len({q.pos.col for q in deck.questions}) == 4   # each at its own tuple
    assert any(":1:1:" in s and "backslash escapes" in s and "not used" in s for s in said), said
    assert (1, 13) in deck.unused(_DUMP.split("\n")) or deck.unused(_DUMP.split("\n"))[0][0] == 1


_SEED = ("INSERT INTO quiz (pergunta, alternativa_a, alternativa_b, alternativa_c, resposta) VALUES\n"
         "  ('Qual é a capital do Brasil?', 'Brasília', 'Rio', 'Salvador', 'a'),\n"
         "  ('Quanto é 3 x 3?', '6', '9', '12', 'b'),\n"
         "  ('Qual planeta é o maior?', 'Terra', 'Marte', 'Júpiter', 'c'),\n"
         "  ('Qual é a cor da água d''oceano?', 'Azul', 'Verde', 'Roxo', 'a');\n")


def test_one_statement_s_tuples_a_line_each_keep_their_lines(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _SEED, "seed.sql")
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[0], [1], [2], [0]], rows
    assert rows[3][0] == "Qual é a cor da água d'oceano?", rows
    assert [q.pos.line for q in deck.questions] == [2, 3, 4, 5]
    assert any(":1:1:" in s and "column list the header" in s for s in said), said


_TWO_TABLES = ("CREATE TABLE question (id INT, text VARCHAR(255));\n"
               "CREATE TABLE answer (id INT, question_id INT, text VARCHAR(255), is_correct BOOLEAN);\n"
               "INSERT INTO question (id, text) VALUES (1, 'What is 2+2?'), (2, 'Capital of Peru?'), "
               "(3, 'Largest ocean?');\n"
               "INSERT INTO answer (id, question_id, text, is_correct) VALUES\n"
               "(1, 1, '3', false), (2, 1, '4', true),\n"
               "(3, 2, 'Lima', true), (4, 2, 'Quito', false),\n"
               "(5, 3, 'Pacific', true), (6, 3, 'Indian', false), (7, 3, 'Arctic', false);\n")


def test_a_question_table_and_its_answer_table_are_joined_by_id(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _TWO_TABLES, "schema.sql")
    assert rows_of(deck) == [("What is 2+2?", ["3", "4"], [1]), ("Capital of Peru?", ["Lima", "Quito"], [0]),
                             ("Largest ocean?", ["Pacific", "Indian", "Arctic"], [0])], rows_of(deck)
    assert any(":1:1:" in s and "rows of `answer` naming its id in question_id" in s and "is_correct" in s
               for s in said), said
    assert deck.unused(_TWO_TABLES.split("\n")) == [(1, 2)]   # the CREATE TABLEs only


_SQLITE = ("BEGIN TRANSACTION;\n"
           "INSERT INTO questions VALUES(NULL,\"Which planet is known as the Red Planet?\",\"Venus\",\"Mars\","
           "\"Jupiter\",2);\n"
           "INSERT INTO questions VALUES(NULL,\"What is H2O?\",\"Salt\",\"Water\",\"Oxygen\",2);\n"
           "INSERT INTO questions VALUES(NULL,\"How many continents are there?\",\"5\",\"6\",\"7\",3);\n"
           "INSERT INTO questions VALUES(NULL,\"Who discovered penicillin?\",\"Fleming\",\"Pasteur\",\"Curie\",1);\n"
           "COMMIT;\n")


def test_double_quoted_values_of_a_sqlite_seed(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _SQLITE, "seed.txt")
    assert any(":1:1:" in s and "read as SQL" in s for s in said), said
    assert [r[2] for r in rows_of(deck)] == [[1], [1], [2], [0]], rows_of(deck)
    assert rows_of(deck)[0][1] == ["Venus", "Mars", "Jupiter"]
    assert [q.pos.line for q in deck.questions] == [2, 3, 4, 5]


def test_insert_lines_in_a_page_about_sql_are_no_sheet(tmp_path: Path) -> None:
    page = ("1. Which statement adds a row?\n"
            "INSERT INTO t VALUES (1, 'a');\n"
            "INSERT INTO t VALUES (2, 'b');\n"
            "INSERT INTO t VALUES (3, 'c');\n"
            "a) SELECT\n"
            "b) INSERT\n"
            "c) UPDATE\n"
            "Answer: b\n")
    _deck, said = read_said(tmp_path, page, "quiz.txt")
    assert not any("read as SQL" in s for s in said), said


_SIDEWAYS = ("Networks,Networks,Storage,Storage,Storage,Compute,Compute,Compute\n"
             "Which port does HTTPS use?,True or false: UDP is connection-oriented.,"
             "Choose the correct completion: a bucket name must be ______.,"
             "Which two are block storage? (2 answers),What does RAID 1 do?,Which runs containers?,"
             "Which is serverless?,What scales a group of VMs?\n"
             ",,,,,,,\n"
             "80,TRUE,unique in the project,NAS,Stripes data,GKE,Cloud Run,Autoscaler\n"
             ",,,,,,,\n"
             "443,FALSE,globally unique,SAN,Mirrors data,Filestore,Compute Engine,Load balancer\n"
             ",,,,,,,\n"
             "21,FALSE,unique in the region,Local SSD,Adds parity,GKE,Cloud Run,Autoscaler\n"
             ",,,,,,,\n"
             "8080,,globally unique,SAN,Mirrors data,,,\n"
             ",,,,,,,\n"
             "443,,,Local SSD,Mirroring is RAID 1 (note),,,\n")


def test_a_sheet_written_one_question_a_column_reads_its_repeated_key(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _SIDEWAYS, "gcp.csv")
    rows = rows_of(deck)
    assert rows == [("Which port does HTTPS use?", ["80", "443", "21", "8080"], [1]),
                    ("True or false: UDP is connection-oriented.", ["TRUE", "FALSE"], [1]),
                    ("Choose the correct completion: a bucket name must be ______.",
                     ["unique in the project", "globally unique", "unique in the region"], [1]),
                    ("Which two are block storage? (2 answers)", ["NAS", "SAN", "Local SSD"], [1, 2]),
                    ("What does RAID 1 do?", ["Stripes data", "Mirrors data", "Adds parity"], [1]),
                    ("Which runs containers?", ["GKE", "Filestore"], [0]),
                    ("Which is serverless?", ["Cloud Run", "Compute Engine"], [0]),
                    ("What scales a group of VMs?", ["Autoscaler", "Load balancer"], [0])], rows
    assert deck.questions[4].explanation == "Mirroring is RAID 1 (note)"
    assert [q.pos.line for q in deck.questions] == [2] * 8
    assert deck.questions[1].pos.col == len("Which port does HTTPS use?,") + 1
    assert deck.questions[0].tags == ["Networks"]
    assert any(":1:1:" in s and "read sideways: one question per column" in s for s in said), said
    assert any(":2:" in s and "explanation" in s for s in said), said


def test_a_sideways_sheet_whose_first_column_names_its_rows(tmp_path: Path) -> None:
    text = ("Frage;Was ist 2+2?;Welche Farbe hat der Himmel?;Wo liegt Rom?;Wer schrieb den Faust?\n"
            "A;3;Blau;Italien;Goethe\n"
            "B;4;Grün;Spanien;Schiller\n"
            "C;5;Rot;Frankreich;Kafka\n"
            "Antwort;B;A;A;A\n")
    deck, said = read_said(tmp_path, text, "fragen.csv")
    rows = rows_of(deck)
    assert rows == [("Was ist 2+2?", ["3", "4", "5"], [1]),
                    ("Welche Farbe hat der Himmel?", ["Blau", "Grün", "Rot"], [0]),
                    ("Wo liegt Rom?", ["Italien", "Spanien", "Frankreich"], [0]),
                    ("Wer schrieb den Faust?", ["Goethe", "Schiller", "Kafka"], [0])], rows
    assert any(":1:1:" in s and "read sideways" in s for s in said), said


def test_an_ordinary_short_wide_sheet_is_not_sideways(tmp_path: Path) -> None:
    text = ("question,a,b,c,d,e,f,answer,explanation,topic\n"
            "Which is largest?,1,2,3,4,5,6,F,six is largest,math\n"
            "Which is smallest?,1,2,3,4,5,6,A,one is smallest,math\n")
    deck, said = read_said(tmp_path, text)
    assert [r[2] for r in rows_of(deck)] == [[5], [0]]
    assert not any("sideways" in s for s in said), said


_ONE_LINE = ("問題文,画像ファイル,選択肢1,選択肢2,選択肢3,選択肢4,日本の首都はどこ？,,東京,大阪,福岡,千葉,"
             "フランスの首都はどこ？,,パリ,リヨン,マルセイユ,ニース,カナダの首都はどこ？,,オタワ,トロント,バンクーバー,"
             "モントリオール\n")


def test_one_line_of_records_a_header_s_width_apart_is_wrapped(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _ONE_LINE, "quiz.csv")
    rows = rows_of(deck)
    assert [r[:2] for r in rows] == [("日本の首都はどこ？", ["東京", "大阪", "福岡", "千葉"]),
                                     ("フランスの首都はどこ？", ["パリ", "リヨン", "マルセイユ", "ニース"]),
                                     ("カナダの首都はどこ？",
                                      ["オタワ", "トロント", "バンクーバー", "モントリオール"])], rows
    assert [q.pos.col for q in deck.questions] == [_ONE_LINE.index(t) + 1 for t in ("日本", "フランス", "カナダ")]
    assert any(":1:1:" in s and "one line of records" in s and "header of 6 cells" in s for s in said), said


def test_a_headerless_line_asking_every_w_cells_is_wrapped(tmp_path: Path) -> None:
    text = ("Quelle est la capitale de l'Italie ?;Rome;Milan;Naples;A;"
            "Combien de pattes a une araignée ?;6;8;10;B;"
            "Qui a écrit Les Misérables ?;Zola;Hugo;Balzac;B;"
            "Quel est le plus grand océan ?;Pacifique;Atlantique;Indien;A")
    deck, said = read_said(tmp_path, text, "quiz.txt")
    rows = rows_of(deck)
    assert rows == [("Quelle est la capitale de l'Italie ?", ["Rome", "Milan", "Naples"], [0]),
                    ("Combien de pattes a une araignée ?", ["6", "8", "10"], [1]),
                    ("Qui a écrit Les Misérables ?", ["Zola", "Hugo", "Balzac"], [1]),
                    ("Quel est le plus grand océan ?", ["Pacifique", "Atlantique", "Indien"], [0])], rows
    assert any(":1:1:" in s and "one line of records" in s for s in said), said


def test_an_ordinary_sheet_is_read_as_before(tmp_path: Path) -> None:
    text = ("question;A;B;C;answer\nWhich is red?;sky;blood;grass;B\nWhich is green?;grass;sky;snow;A\n"
            "Which is white?;snow;coal;grass;A\n")
    deck, diags = read(tmp_path, text)
    assert [r[2] for r in rows_of(deck)] == [[1], [0], [0]]
    assert not any("read as" in d.message and ("SQL" in d.message or "one line" in d.message)
                   for d in diags.items)
