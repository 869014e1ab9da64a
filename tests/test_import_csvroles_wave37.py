"""The roles of a sheet's columns and cells, learnt from the rows, wave 37 (csv37): excerpts written in the shape of
the banks.

* an app's short header names (``title,opts,ans,analysis``) and a ``type`` column of kind words: ``judge`` rows with
  no choices answered ``A``/``B`` are true/false (``对``/``错`` in a Chinese sheet), said once; ``fill`` rows are open
  (wuyong780422 ai-teach-assistant);
* a type column named in another language (``Tipe``): rows of a kind whose choice cells are all empty and whose
  answers are mostly free text (``Esai``) are open, even those answered ``True`` (staudaa alurithm);
* a row whose only filled choice is its answer, not a verdict, is open even when its text ends with a full stop
  (hsvcollections data-quiz);
* a voided answer ``送分(原:D)`` is read (every choice right) and said at its row, never dropped as furniture
  (fred901229 medical-exam-review);
* a number pasted before some question cells (``11. Which…``) comes off, said (latdat python-basic-quiz).
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_APP = ("\ufefftest_id,id,type,score,title,opts,ans,analysis\n"
        "paper_001,1,single,4,计算机中存储数据最小单位是？,A.Byte|B.Bit|C.KB|D.MB,B,bit 是最小单位。\n"
        "paper_001,2,single,4,下列设备中，属于输出设备的是？,A.扫描仪|B.打印机|C.麦克风|D.键盘,B,打印机可输出。\n"
        "paper_001,3,judge,4,硬盘属于内部存储器。（）,,B,硬盘是外存。\n"
        "paper_001,4,judge,4,Word、Excel 都属于应用软件。（）,,A,都是应用软件。\n"
        "paper_001,5,fill,4,二进制只有0和________两个数码。,,1,二进制。\n"
        "paper_002,1,single,4,断电后数据会全部丢失的存储器是？,A.U 盘|B.硬盘|C.RAM 内存|D.ROM,C,RAM。\n"
        "paper_002,2,judge,4,控制器负责存储程序和数据。（）,,B,存储器负责。\n"
        "paper_002,3,fill,4,软件分为系统软件和________两大类。,,应用软件,分类。\n"
        "paper_003,1,single,4,1GB 等于多少 MB？,A.100|B.1024|C.1000|D.8,B,换算。\n"
        "paper_003,2,single,4,CPU 的中文名称是？,A.中央处理器|B.硬盘|C.内存|D.显卡,A,CPU。\n")


def test_an_apps_short_names_and_its_judge_rows_are_read(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _APP)
    rows = rows_of(deck)
    assert ("计算机中存储数据最小单位是？", ["Byte", "Bit", "KB", "MB"], [1]) in rows, rows
    assert ("硬盘属于内部存储器。（）", ["对", "错"], [1]) in rows, rows
    assert ("Word、Excel 都属于应用软件。（）", ["对", "错"], [0]) in rows, rows
    assert ("1GB 等于多少 MB？", ["100", "1024", "1000", "8"], [1]) in rows, rows
    assert len(rows) == 8, rows
    assert any("'judge'" in s and "A" in s and "true" in s for s in said), said


_TIPE = ("Soal_ID,Tingkat,Tipe,Poin,Soal,Opsi_A,Opsi_B,Opsi_C,Opsi_D,Jawaban\n"
         "1,Mudah,PG,10,Tipe data dari 3.5 adalah?,int,float,str,bool,B\n"
         "2,Mudah,PG,10,Fungsi untuk panjang list adalah?,size(),count(),len(),length(),C\n"
         "3,Mudah,PG,10,Kata kunci untuk fungsi adalah?,func,def,lambda,fn,B\n"
         "4,Medium,Esai,20,Bagaimana cara membalik string di Python?,,,,,[::-1]\n"
         "5,Medium,Esai,20,Apa hasil dari: print(bool([])),,,,,False\n"
         "6,Medium,Esai,20,Berapa hasil dari 3 + 4?,,,,,7\n"
         "7,Medium,Esai,20,Apa hasil dari: print(1 == 1),,,,,True\n"
         "8,Sulit,PG,30,Modul untuk angka acak adalah?,math,random,sys,os,B\n")


def test_rows_of_an_open_kind_are_open_even_when_answered_true(tmp_path: Path) -> None:
    deck, _said = read_said(tmp_path, _TIPE)
    rows = rows_of(deck)
    assert [r[0] for r in rows] == ["Tipe data dari 3.5 adalah?", "Fungsi untuk panjang list adalah?",
                                    "Kata kunci untuk fungsi adalah?", "Modul untuk angka acak adalah?"], rows


_ONE = ("Question,Option 1,Option 2,Option 3,Option 4,Correct Answer\n"
        "Which planet is red?,Mars,Venus,Jupiter,Saturn,Mars\n"
        "Which gas do plants take in?,Oxygen,Carbon dioxide,Nitrogen,Helium,Carbon dioxide\n"
        "The wealthiest ____ percent owned 87 percent of the world's assets.,10,,,,10\n"
        "The capital of Japan is Tokyo.,True,False,,,True\n"
        "Water boils at 100 degrees at sea level.,True,False,,,True\n"
        "The longest river in Africa is the ____.,Nile,,,,Nile\n"
        "Who wrote Hamlet?,Shakespeare,Dickens,Austen,Tolstoy,Shakespeare\n")


def test_a_row_whose_one_choice_is_its_answer_is_open_whatever_its_end(tmp_path: Path) -> None:
    deck, _said = read_said(tmp_path, _ONE)
    texts = [r[0] for r in rows_of(deck)]
    assert not any("wealthiest" in t or "longest river" in t for t in texts), texts
    assert "Water boils at 100 degrees at sea level." in texts


_VOID = ("\ufeff年份,考次,考科,題號,題目,選項A,選項B,選項C,選項D,正確答案,答案來源,圖片\n"
         "民國105年,第1次,醫學(三),1,以下何者是最有可能的診斷?,pancoast tumor,肺膿瘍,肺炎,氣胸,A,原始,[]\n"
         "民國105年,第1次,醫學(三),2,下列那項檢查是此懷孕時程所必需安排的?,甲狀腺功能,蠶豆症檢查,口服葡萄糖耐性試驗,"
         "B型肝炎表面抗原檢查,送分(原:D),申覆後,[]\n"
         "民國105年,第1次,醫學(三),3,以下何者被視為造血幹細胞的特性?,自我更新,增殖,分化,計畫凋亡,AC,申覆後,[]\n"
         "民國105年,第1次,醫學(三),4,下列何者錯誤?,甲,乙,丙,丁,B,原始,[]\n")


def test_a_voided_answer_is_read_and_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _VOID)
    rows = rows_of(deck)
    voided = ["甲狀腺功能", "蠶豆症檢查", "口服葡萄糖耐性試驗", "B型肝炎表面抗原檢查"]
    assert ("下列那項檢查是此懷孕時程所必需安排的?", voided, [0, 1, 2, 3]) in rows, rows
    assert any(":3:" in s and "送分" in s for s in said), said


_PASTED = ("Question,Type,Option_A,Option_B,Option_C,Option_D,Correct_Answers\n"
           "Which two methods invoke the best visualization?,Checkboxes,Drag them,Right-click,Settings,None,\"A, B\"\n"
           "11. Which type of report is an example of bursting?,Multiple Choice,Ad hoc,Interactive,PDF forms,"
           "Regional reports,D\n"
           "What does a dimension table hold?,Multiple Choice,Attributes,Measures,Keys only,Nothing,A\n"
           "14. What does a fact table use to reference dimension tables?,Multiple Choice,Attribute,Primary key,"
           "Master key,Foreign key,D\n"
           "Which statement is true about Data Flows?,Multiple Choice,Sequences only,Flows only,Both,Neither,C\n"
           "2 GB of memory is enough for which edition?,Multiple Choice,Standard,Enterprise,Free,None,A\n"
           "17. Which role edits a semantic model?,Multiple Choice,Author,Model Author,Data Author,Consumer,B\n"
           "What is the default port?,Multiple Choice,80,443,9502,8080,C\n")


def test_a_number_pasted_before_some_question_cells_comes_off(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _PASTED)
    texts = [r[0] for r in rows_of(deck)]
    assert "Which type of report is an example of bursting?" in texts, texts
    assert "What does a fact table use to reference dimension tables?" in texts, texts
    assert "Which role edits a semantic model?" in texts, texts
    assert "2 GB of memory is enough for which edition?" in texts, texts
    assert any("11." in s for s in said), said


def test_a_grouping_column_in_blocks_is_not_the_rows_type(tmp_path: Path) -> None:
    headless = "".join(line + "\n" for line in _APP.lstrip("\ufeff").splitlines()[1:])
    deck, said = read_said(tmp_path, headless)
    rows = rows_of(deck)
    assert ("断电后数据会全部丢失的存储器是？", ["U 盘", "硬盘", "RAM 内存", "ROM"], [2]) in rows, rows
    assert len(rows) == 5, rows   # the five single rows, of three papers
    assert any("column 3 the record's kind" in s for s in said), said
    assert any("'judge', 'fill'" in s for s in said), said


_KIND = ("id,kind,question,A,B,C,answer\n"
         "1,Pilihan,Ibu kota Indonesia?,Jakarta,Bandung,Medan,A\n"
         "2,Pilihan,Warna langit?,Merah,Biru,Hijau,B\n"
         "3,Rumpang,Air mendidih pada 100 derajat,,,,True\n"
         "4,Rumpang,Jumlah hari dalam seminggu,,,,7\n"
         "5,Rumpang,Planet terbesar,,,,Jupiter\n"
         "6,Pilihan,Hewan berkaki delapan?,Laba-laba,Semut,Kucing,A\n")


def test_a_kind_whose_rows_give_no_choices_is_open_whatever_its_word(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _KIND)
    texts = [r[0] for r in rows_of(deck)]
    assert texts == ["Ibu kota Indonesia?", "Warna langit?", "Hewan berkaki delapan?"], texts
    assert any("'Rumpang'" in s for s in said), said


_BARRED = ("question,choices,answer\n"
           "Which name is not allowed?,A.a name with “\\ /<> |” signs|B.report.txt|C.notes|D.data,A\n"
           "Which is a text file?,A.x.exe|B.y.txt|C.z.dll|D.w.sys,B\n"
           "Which is an image?,A.a.png|B.b.txt|C.c.doc|D.d.xls,A\n")


def test_a_part_without_a_label_belongs_to_the_labelled_choice_before_it(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _BARRED)
    rows = rows_of(deck)
    assert rows[0][1] == ["a name with “\\ /<> |” signs", "report.txt", "notes", "data"], rows
    assert any(":2:" in s and "without a label" in s for s in said), said


_OVER = ('Question,Option 1,Option 2,Option 3,Option 4,Correct Answer\n'
         '"Which planet is red?","Mars","Venus","Jupiter","Saturn","Mars"\n'
         '"Software that manages "back office" functions, such as billing, is called ____ software.","CRM","ERP",'
         '"CAD","POS","ERP"\n'
         '"Which gas do plants take in?","Oxygen","Carbon dioxide","Nitrogen","Helium","Carbon dioxide"\n')


def test_a_question_whose_inner_quotes_ran_over_keeps_its_first_cells(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _OVER)
    rows = rows_of(deck)
    assert ('Software that manages "back office" functions, such as billing, is called ____ software.',
            ["CRM", "ERP", "CAD", "POS"], [1]) in rows, rows
    assert any(":3:" in s and "question" in s for s in said), said


def test_a_cell_of_two_turns_after_a_and_b_is_said(tmp_path: Path) -> None:
    text = ("question,choices,answer\n"
            "What does the man say?,A:Where are you going? B:To the station.,B\n"
            "Pick the capital of France.,A:Paris B:Rome C:Berlin,A\n")
    _deck, said = read_said(tmp_path, text)
    assert any(":2:" in s and "dialogue" in s for s in said), said
