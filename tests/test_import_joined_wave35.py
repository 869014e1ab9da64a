"""Question boundaries, wave 35 (joined35): excerpts written in the shape of the banks.

* a bullet over a line of its choices joined by a middle dot (``**Ruffy** · Zorro · Ace``), in a page of ``##`` levels
  and ``###`` topics, is one question; the bold item is the right one; the `` `e-001` *Auswahl* – `` head before every
  text is an id and a kind: the id off, the kind the question's tag (francesbaldes senpai-quiz);
* an id and a kind before every text (``[Q-12] (MCQ):``) come off, the kind a tag; a sum, kinds each their own or
  one id repeated stay;
* an item without choices (an estimate, ``**10** (slider 5–15)``) is said at its line, not read into another;
* a reading that keeps far fewer questions than the file's asking lines is said where the lost part begins;
* in records of a question, four labelled choices and an answer line, a record without its answer line is a question
  without answer, said, never dropped (danen1995 pitanja);
* a boxed list whose items each have a written answer quoted under them, none ticked, among ticked choice questions:
  open parts, left out and said (rossillpaucar examen).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Pos
from quizdeck.importers.idprefix import take_id_prefixes
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from tests.conftest import read_said, rows_of


def _bank(separator: str = " · ") -> str:
    kinds = ["Auswahl", "Wahr/Falsch", "Wer bin ich?", "Auswahl", "Emoji-Rätsel", "Auswahl"]
    out = ["# Mini Quiz – 12 Fragen", "", "Die richtige Antwort ist **fett** und steht immer zuerst.", "",
           "## Einsteiger (12 Fragen)", ""]
    for i in range(12):
        if i in (0, 6):
            out += [f"### Thema {i // 6 + 1}", ""]
        kind = kinds[i % len(kinds)]
        out.append(f"- `e-{3 * i + 1:03d}` *{kind}* – Wie heißt die Figur Nummer {i}?  ")
        if kind == "Wahr/Falsch":
            out.append(f"  **Wahr**{separator}Falsch")
        else:
            out.append(f"  **Figur {i}**{separator}Andere {i}a{separator}Andere {i}b{separator}Andere {i}c")
        if i == 7:
            out += ["- `e-099` *Schätzfrage* – Wie viele Bände hat die Reihe?  ", "  **72** (Schieberegler 60–80)"]
    return "\n".join(out) + "\n"


def test_middle_dot_choices_under_a_bullet_are_one_question(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _bank(), "fragen.md")
    rows = rows_of(deck)
    assert len(rows) == 12
    assert rows[0] == ("Wie heißt die Figur Nummer 0?", ["Figur 0", "Andere 0a", "Andere 0b", "Andere 0c"], [0])
    assert rows[1] == ("Wie heißt die Figur Nummer 1?", ["Wahr", "Falsch"], [0])
    assert deck.questions[0].tags == ["Auswahl"]
    assert deck.questions[2].tags == ["Wer-bin-ich"]          # (the kind's question mark is no tag's)
    assert any("heads like '`e-001` *Auswahl* –'" in m for m in deck.mended)
    # the estimate has no choices: said at its line, not read into the question before
    assert any(":27:1:" in m and "in no question" in m for m in said), said


def test_a_reading_that_glues_the_questions_into_a_few_is_said_where_they_begin(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _bank(" ~ "), "fragen.md")    # a separator no reading knows
    assert len(deck.questions) < 4
    held = [m for m in said if "lines inside them ask" in m]
    assert held and ":9:1:" in held[0], said      # the first question's choices: where the glued part begins


_RECORDS = """Koji je glavni grad Srbije?
a)Beograd
b)London
c)Pariz
d)Zagreb
Beograd
Koji je glavni grad Spanije?
a)Beograd
b)London
c)Madrid
d)Zagreb
Madrid
Koji je najveci grad Evrope?
a)Moskva
b)Istanbul
c)London
d)Pariz
Istanbul
Koliko miliona stanovnika ima Svedska?
a)10
b)15
c)20
d)25
10
Koja planina je najvisa u Evropi?
a)Elbrus
b)Monblan
c)Triglav
d)Olimp
Elbrus
Koja reka protice kroz Bec?
a)Dunav
b)Sava
c)Tisa
d)Drina
Koji grad je glavni grad Italije?
a)Milano
b)Rim
c)Napulj
d)Torino
Rim
Koje more je najslanije?
a)Mrtvo more
b)Crno more
c)Jadransko more
d)Baltik
Mrtvo more
"""


def test_a_record_without_its_answer_line_is_a_question_without_answer(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _RECORDS, "pitanja.txt")
    rows = rows_of(deck)
    assert len(rows) == 8
    assert rows[5] == ("Koja reka protice kroz Bec?", ["Dunav", "Sava", "Tisa", "Drina"], None)
    assert rows[6][2] == [1]
    assert any(":31:1:" in m and "no answer line" in m for m in said), said


_EXAM = """# Parte teoria

1. Indicar la(s) afirmación(es) correcta(s): [1 punto]
- [ ] A. La longitud de un vector se expresa en bits
- [X] B. Un set de instrucciones describe un procesador
- [ ] C. Un vector de 4 floats tiene 8 Bytes

2. Considerar la sgte sección de código: [1 punto]

```c
for (int i = 0; i < 100; i++) c[i] = a[i] + b[i];
```

- [ ] A. Usando máximo dos oraciones, explicar cual es el problema.
> Hay punteros que se solapan
- [ ] B. Usando máximo dos oraciones, indicar como solucionarlo.
> Añadiendo el atributo `restrict`

3. Indicar la(s) afirmación(es) correcta(s): [1 punto]
- [X] A. OpenMP permite paralelizar con hilos
- [ ] B. OpenMP requiere soporte hardware
- [X] C. El pragma distribuye iteraciones

4. Indicar la(s) afirmación(es) correcta(s): [1 punto]
- [ ] A. El hilo maestro tiene un id variable
- [X] B. Cada hilo tiene su propia pila
"""


def test_boxed_items_each_answered_in_a_quote_are_open_parts_left_out(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _EXAM, "examen.md")
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[1], [0, 2], [1]]
    assert any(":8:1:" in m and "open parts" in m for m in said), said
    assert not any("gives no answer" in m for m in said), said


def test_boxed_items_with_quotes_in_a_file_that_ticks_nothing_stay(tmp_path: Path) -> None:
    untouched = _EXAM.replace("[X]", "[ ]")
    deck, said = read_said(tmp_path, untouched, "examen.md")
    assert len(deck.questions) == 4
    assert not any("open parts" in m for m in said)


def _deck(texts: list[str]) -> ImportedDeck:
    return ImportedDeck("d", "d", "d.md", questions=[
        ImportedQuestion(Pos("d.md", k + 1, 1), text, [ImportedChoice("x"), ImportedChoice("y")], answer=[0])
        for k, text in enumerate(texts)])


def test_id_heads_come_off_only_when_the_file_writes_them_so() -> None:
    deck = _deck([f"[Q-{k}] (MCQ): Which port is number {k}?" for k in range(1, 6)])
    take_id_prefixes(deck)
    assert [q.text for q in deck.questions][:2] == ["Which port is number 1?", "Which port is number 2?"]
    assert deck.questions[0].tags == ["MCQ"]
    # a sum is no id (a bare number is a running label, mend's); kinds each their own may be the text's words;
    # one id repeated is no file's ids
    for texts in ([f"{k} - 2 = ?" for k in range(3, 8)],
                  [f"`e-{k}` *Word{k}* – text {k}" for k in range(1, 6)],
                  ["`e-1` – text"] * 5):
        deck = _deck(texts)
        take_id_prefixes(deck)
        assert [q.text for q in deck.questions] == texts
