"""Markdown answer and choice writings of session 21, each small and written for the test (in other languages
than the banks that showed them)."""

from __future__ import annotations

from pathlib import Path

from tests.test_import_markdown_shapes import imported

# -- an answer hidden in an HTML comment under the choices (mdhiddenanswers) ----------------------------------

_HIDDEN = """# Quiz di geografia

### Domanda 1 : **Qual è la capitale del Portogallo?**
- [A] Porto
- [B] Lisbona
- [C] Coimbra

<!--
- [B] Lisbona
-->
---

### Domanda 2 : **Quale fiume attraversa Roma?**
- [A] Il Po
- [B] L'Arno
- [C] Il Tevere
<!--
- [C] Il Tevere
-->
---

### Domanda 3 : **Quali sono isole italiane?**
- [A] Sicilia
- [B] Corsica
- [C] Sardegna

<!--
- [A] Sicilia
- [C] Sardegna
-->
---

### Domanda 4 : **Quante regioni ha l'Italia?**
- [A] 18
- [B] 20
- [C] 22

<!-- B -->
---

### Domanda 5 : **Qual è il monte più alto delle Alpi?**
- [A] Monte Rosa
- [B] Cervino
- [C] Monte Bianco

<!--
- [D] Gran Paradiso
-->
"""


def test_a_choice_repeated_in_a_comment_under_the_choices_is_the_answer(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "geografia.md", _HIDDEN)
    questions = doc["questions"]
    assert len(questions) == 5, result.output
    assert questions[0]["choices"] == ["Porto", "Lisbona", "Coimbra"], result.output
    assert [q.get("answer") for q in questions[:4]] == ["B", "C", ["A", "C"], "B"], result.output
    assert all("<!--" not in q.get("explanation", "") for q in questions), result.output
    # a comment that repeats none of the choices names no choice: said at its line, kept as it gives it
    assert questions[4]["answer"] == "[D] Gran Paradiso", result.output
    assert "geografia.md:47:" in result.output and "cannot tell which choice" in result.output, result.output


def test_a_comment_or_two_under_choices_is_a_note_not_an_answer(tmp_path: Path) -> None:
    text = _HIDDEN.split("### Domanda 3")[0]
    doc, result = imported(tmp_path, "poche.md", text)
    assert [q.get("answer") for q in doc["questions"]] == [None, None], result.output


# -- an answer's label in bold, a remark after the bold (answerlines) ---------------------------------------

_REMARKED = """# Cuestionario de Python

## Pregunta 1 - Enunciado

**Cálculo : suma**

¿Cuánto vale `x` después de `x = 3 + 4`?

**A.** `7` **B.** `34` **C.** Error

## Pregunta 1 - Respuesta

**Správná odpověď : A** - `x` vale `7` porque se suman

**Vysvětlení :**

- **B** : no se concatenan números
- **C** : no hay error

## Pregunta 2 - Enunciado

**Tipos : cadenas**

¿Qué tipo tiene `"hola"`?

**A.** `int` **B.** `str` **C.** `list`

## Pregunta 2 - Respuesta

**Správná odpověď : B** - `"hola"` es un `str`, una cadena

**Vysvětlení :**

- **A** : no es un número

## Pregunta 3 - Enunciado

**Listas : longitud**

¿Cuántos elementos tiene `[1, 2]`?

**A.** `1` **B.** `3` **C.** `2`

## Pregunta 3 - Respuesta

**Správná odpověď : C** - `len([1, 2])` vale `2`

**Vysvětlení :**

- **B** : cuenta mal
"""


def test_the_bold_holds_the_answer_and_what_follows_it_is_a_remark(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "python.md", _REMARKED)
    questions = doc["questions"]
    assert questions[0]["choices"] == ["`7`", "`34`", "Error"], result.output
    assert [q.get("answer") for q in questions] == ["A", "B", "C"], result.output
    assert "disagree" not in result.output, result.output


# -- an answer key table: a label with its choice's text in brackets, a fill-in's row (mdtables) ---------------

_TABLE_KEY = """# Sınav

## Sorular

### S1. Türkiye'nin başkenti neresidir?
- A) İstanbul
- B) Ankara
- C) İzmir

### S2. (Doğru/Yanlış) Su 50 derecede kaynar.
- A) Doğru
- B) Yanlış

### S3. (Doğru/Yanlış) Ay, Dünya'nın uydusudur.
- A) Doğru
- B) Yanlış

### S4. (Doğru/Yanlış) Güneş bir gezegendir.
- A) Doğru
- B) Yanlış

### S5. Hangisi bir renk değildir?
- A) Mavi
- B) Kare
- C) Sarı

### S6. Hangisi bir meyvedir?
- A) Elma
- B) Taş

### S7. Bir haftada kaç gün vardır?
- A) Beş
- B) Yedi

### S8. Boşluğu doldurun: Bir yılda ____ ay vardır.

## Cevap Anahtarı

| Soru | Cevap | Açıklama |
|------|-------|----------|
| 1 | **B** | Başkent Ankara'dır |
| 2 | **B (Yanlış)** | Su 100 derecede kaynar |
| 3 | **A (Doğru)** | Ay bir uydudur |
| 4 | **A (Yanlış)** | Güneş bir yıldızdır |
| 5 | **B** | Kare bir şekildir |
| 6 | **A** | |
| 7 | **B** | |
| 8 | **on iki** | Bir yılda 12 ay vardır |
"""


def test_a_key_table_with_texts_in_brackets_and_a_fill_in_row_is_read(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "sinav.md", _TABLE_KEY)
    questions = doc["questions"]
    assert len(questions) == 7, result.output
    assert [q.get("answer") for q in questions] == ["B", "B", "A", "A", "B", "A", "B"], result.output
    # the label and the text in brackets disagree: the label is taken, said at the key's row
    assert "sinav.md:44:" in result.output and "'Yanlış', not that choice's text" in result.output, result.output
    # the fill-in's row names no label: said at its line
    assert "sinav.md:48:" in result.output and "'**on iki**'" in result.output, result.output


# -- a chat assistant's citations and entity spaces at the lines' ends (mdtails) ------------------------------

_CITED = """**1.** Welches Modell entwickelt Software in Phasen nacheinander?

A) Spiralmodell
B) Wasserfallmodell  ([Lernseite][1])
C) Scrum &#x20;

**Antwort:** B

**2.** Was ist ein Refactoring?([Lernseite][1])

A) Neues Schreiben der Anforderungen
B) Umbau des Codes ohne Änderung seines Verhaltens  ([Lernseite][1], [Wiki Prüfung][2])
C) Ein Test der Oberfläche &#x20;

**Antwort:** B

**3.** Wofür steht UML?

A) Unified Modeling Language  (siehe [Kapitel 2][3])
B) Universal Machine Logic
C) Unique Model Layout  ([Skript][4])

**Antwort:** A

[1]: https://example.org/lernen "Lernseite"
[2]: https://example.org/wiki "Wiki"
"""


def test_an_assistants_citations_and_entity_spaces_are_no_part_of_the_choices(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "pruefung.md", _CITED)
    first, second, third = doc["questions"]
    assert first["choices"] == ["Spiralmodell", "Wasserfallmodell", "Scrum"], result.output
    assert second["question"] == "Was ist ein Refactoring?", result.output
    assert second["choices"][1:] == ["Umbau des Codes ohne Änderung seines Verhaltens", "Ein Test der Oberfläche"]
    # a bracket that is not only links the file defines is the text's: kept
    assert third["choices"][0] == "Unified Modeling Language  (siehe [Kapitel 2][3])", result.output
    # ... and so is a link the file does not define
    assert third["choices"][2] == "Unique Model Layout  ([Skript][4])", result.output


# -- lazy lines: a list item's paragraph going on, not indented (mdinline.lazy_lines) -------------------------

_LAZY = """### K1. Mit jelent a HTML rövidítés?
- **A.** HyperText Markup
Language ✅
- **B.** Home Tool Markup Language
- **C.** Hyperlinks and Text Markup Language

### K2. Melyik CSS szabály teszi a szöveget félkövérré?
- **A.** font-style:
bold;
- **B.** font-weight:
bold; ✅
- **C.** text-decoration: bold;

### K3. Mire szolgál a JOIN egy SQL lekérdezésben?
- **A.** táblák
összekapcsolására ✅
- **B.** táblák törlésére
- **C.** indexek létrehozására, amelyek a
lekérdezéseket gyorsítják

### K4. Melyik a PHP változók jele?
- **A.** $ ✅
- **B.** @
- **C.** %

### K5. Melyik elem készít felsorolást?
- **A.** ul ✅
- **B.** p
- **C.** hr
"""


def test_lines_that_go_on_a_choice_lazily_are_the_choices(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "vizsga.md", _LAZY)
    questions = doc["questions"]
    assert len(questions) == 5, result.output
    assert questions[0]["choices"][0] == "HyperText Markup\nLanguage", result.output
    assert questions[1]["choices"][:2] == ["font-style:\nbold;", "font-weight:\nbold;"], result.output
    # below the list's last item, up to the blank line, too
    assert questions[2]["choices"][2] == "indexek létrehozására, amelyek a\nlekérdezéseket gyorsítják", result.output
    assert [q.get("answer") for q in questions] == ["A", "B", "A", "A", "A"], result.output
    assert "explanation" not in questions[2], result.output


# -- choices struck through or highlighted, label and all (mdstruck) ------------------------------------------

_STRUCK = """# Test de geografie

### Întrebarea 1

Care este capitala României?

~~A) Cluj-Napoca~~
==B) București==
~~C) Iași~~
D) Timișoara

### Întrebarea 2

Ce fluviu se varsă în Marea Neagră?

A) Rinul
~~B) Sena~~
==C) Dunărea==
D) Tamisa

### Întrebarea 3

Câte județe are România?

~~A) 30~~
B) 41
~~C) 50~~
~~D) 12~~
"""


def test_a_struck_choice_is_ruled_out_and_a_highlighted_one_picked(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "geografie.md", _STRUCK)
    questions = doc["questions"]
    assert len(questions) == 3, result.output
    assert questions[0]["choices"] == ["Cluj-Napoca", "București", "Iași", "Timișoara"], result.output
    assert [q.get("answer") for q in questions[:2]] == ["B", "C"], result.output
    # only ruled out, none picked: no answer, said
    assert "answer" not in questions[2] and "question 3: the source gives no answer" in result.output, result.output


# -- a row of choices that goes on the line below it (mdchoicerow) ---------------------------------------------

_ROWS = """## Câu hỏi

1. Thủ đô của Việt Nam là thành phố nào?
   A. Hà Nội   B. Huế   C. Đà Nẵng
   D. Sài Gòn   E. Cần Thơ
2. Sông nào dài nhất Việt Nam?
   A. Sông Hồng   B. Sông Đà
   C. Sông Mê Kông   D. Sông Đồng Nai
3. Món ăn nào nổi tiếng của Hà Nội?
   A. Phở
   B. Bánh xèo
   C. Cơm tấm
"""


def test_a_row_of_choices_goes_on_the_line_below(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "cauhoi.md", _ROWS)
    questions = doc["questions"]
    assert [q["choices"] for q in questions] == [
        ["Hà Nội", "Huế", "Đà Nẵng", "Sài Gòn", "Cần Thơ"],
        ["Sông Hồng", "Sông Đà", "Sông Mê Kông", "Sông Đồng Nai"],
        ["Phở", "Bánh xèo", "Cơm tấm"]], result.output


def test_the_numbered_line_above_hidden_answers_choices_is_no_choice(tmp_path: Path) -> None:
    text = ("# Quiz\n\n1. Qual è la capitale del Portogallo?\n   - [A] Porto\n   - [B] Lisbona\n   - [C] Coimbra\n"
            "<!--\n- [B] Lisbona\n-->\n\n2. Quale fiume attraversa Roma?\n   - [A] Il Po\n   - [B] L'Arno\n"
            "   - [C] Il Tevere\n<!--\n- [C] Il Tevere\n-->\n\n3. Quante regioni ha l'Italia?\n   - [A] 18\n"
            "   - [B] 20\n   - [C] 22\n<!--\n- [B] 20\n-->\n")
    doc, result = imported(tmp_path, "annidate.md", text)
    assert [q.get("answer") for q in doc["questions"]] == ["B", "C", "B"], result.output
