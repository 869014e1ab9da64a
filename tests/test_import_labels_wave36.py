"""Session 36's question labels learnt from the file (filelabels): a label that opens most question texts of a file
(the same letters, a number or not, then ``.``/``)``/``:``, bold or not, glued or not) comes off every text it opens;
a question whose label line was read into the explanation before gets its text back; a labelled line that starts no
question is said at its line. Excerpts written in the shape of the dev banks: ``P03.`` / ``P3.¿`` / ``P ¿`` stems
(danimrprofe), ``**Que:**`` cards (feed0), ``@mc 1)`` / ``@sata 4)`` items (nazdridoy), ``### Question GS-1``
headings (kengio)."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said

P_LABELS = """# Apuntes

P01. ¿Qué función muestra un mensaje en pantalla?

a) print()
b) input()
c) len()

P02. ¿Qué método lee una entrada desde el teclado?

a) read()
b) input()
c) scan()

P3.¿Cuál de estos es un operador de comparación?

a) ==
b) =
c) +=

P ¿Cuál es la sintaxis correcta para crear una lista vacía?

a) []
b) {}
c) ()
"""


def test_p_labels_come_off(tmp_path: Path) -> None:
    deck, _said = read_said(tmp_path, P_LABELS, "s.md")
    texts = [q.text for q in deck.questions]
    assert texts == ["¿Qué función muestra un mensaje en pantalla?", "¿Qué método lee una entrada desde el teclado?",
                     "¿Cuál de estos es un operador de comparación?",
                     "¿Cuál es la sintaxis correcta para crear una lista vacía?"], texts


QUE_CARDS = """# Redes

---

**Que:** Qual protocolo controla o congestionamento?
- [x] TCP
- [ ] UDP
- [ ] DNS

**Ans:**

---

**Que:** Qual a função de um roteador?

- [ ] Conectar dispositivos locais.
- [x] Rotear pacotes entre redes.
- [ ] Gerenciar o acesso.

**Ans:**

---

**Que:** Dadas as afirmativas:

I. O modelo OSI possui 7 camadas.
II. A largura de banda é medida em bps.

Assinale a alternativa correta:
- [ ] Todas estão corretas.
- [x] Apenas a I está correta.
- [ ] Todas são falsas.

**Ans:**

---

**Que:** Qual meio é mais adequado para longas distâncias?
- [ ] Par trançado.
- [x] Fibra óptica.
- [ ] Cabo coaxial.

**Ans:**

---

**Que:** Explique a diferença entre transmissão e propagação.

**Ans:** A transmissão depende do tamanho do pacote.
"""


def test_bold_card_label_comes_off_and_the_stem_runs_to_the_choices(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, QUE_CARDS, "s.md")
    texts = [q.text for q in deck.questions]
    assert len(texts) == 4, texts
    assert texts[0] == "Qual protocolo controla o congestionamento?", texts
    assert texts[1] == "Qual a função de um roteador?", texts
    assert texts[2].startswith("Dadas as afirmativas:"), texts
    assert "II. A largura" in texts[2] and texts[2].endswith("Assinale a alternativa correta:"), texts
    assert texts[3] == "Qual meio é mais adequado para longas distâncias?", texts
    assert deck.questions[2].pos.line == 24, deck.questions[2].pos
    # the open card's label line starts no question: said at its line
    assert any(":47:" in m and "**Que:**" in m for m in said), said


AT_ITEMS = """# Multiple Choice (@mc)

@mc 1) Which planet is known as the Red Planet?
a) Venus
b) Mars
c) Jupiter

@mc 2) What is the chemical symbol for Gold?
a) Au
b) Ag
c) Fe

# Select All That Apply (@sata)

@sata 3) Which of the following are noble gases?
a) Helium
b) Oxygen
c) Neon

@sata 4) Which numbers are prime?
a) 2
b) 4
c) 7
"""


def test_typed_item_labels_come_off(tmp_path: Path) -> None:
    deck, _said = read_said(tmp_path, AT_ITEMS, "s.md")
    texts = [q.text for q in deck.questions]
    assert texts == ["Which planet is known as the Red Planet?", "What is the chemical symbol for Gold?",
                     "Which of the following are noble gases?", "Which numbers are prime?"], texts


GS_HEADINGS = """## Question 1 *(Medium)*

Which connection method fits Python best?

A) ODBC
B) The SQL connector for Python
C) JDBC

---

## Question 2 *(Hard)*

When does a third cluster spin up?

A) At once
B) When queries queue
C) Never

---

### Question GS-1 *(Medium — Genie Spaces)*

**Scenario**: An analytics team needs a self-serve way for users who do not write SQL to ask questions.

**Question**: Which approach is the documented and safest fit?

A) A Streamlit app
B) A Genie Space scoped to the curated tables
C) Daily exports

---

### Question GS-2 *(Medium — Genie Spaces)*

**Scenario**: A data team wants a self-serve way for users who do not write SQL to ask questions.

**Question**: Which approach is the documented and first lever?

A) A Streamlit app
B) A Genie Space scoped to the curated tables
C) Daily exports

---

### Question DM-1 *(Medium — Genie Spaces)*

**Scenario**: A manager needs a self-serve way for users who do not write SQL to ask questions.

**Question**: Which approach is the documented and best fit?

A) A Streamlit app
B) A Genie Space scoped to the curated tables
C) Daily exports
"""


def test_lettered_question_number_in_a_heading(tmp_path: Path) -> None:
    deck, _said = read_said(tmp_path, GS_HEADINGS, "s.md")
    texts = [q.text for q in deck.questions]
    assert len(texts) == 5, texts
    assert texts[4].startswith("A manager needs"), texts
    assert texts[2].startswith("An analytics team needs"), texts
    assert "**Question**" not in texts[2], texts
    assert texts[2].endswith("Which approach is the documented and safest fit?"), texts


CODE_STEMS = """# Apuntes

P01. ¿Qué función muestra un mensaje en pantalla?

    A. print()
    B. input()
    C. len()

P02. ¿Qué método lee una entrada desde el teclado?

    A. read()
    B. input()
    C. scan()

¿Cuál es el resultado de la siguiente expresión en Python?

    a = "hola"
    b = "mundo"
    a + b

    A) "holamundo"
    B) "hola mundo"
    C) TypeError

¿Cuál es la salida de este fragmento de código?

    x = 5
    print(x + 10)

    A) 5
    B) 15
    C) Error
"""


def test_an_asking_line_over_code_starts_its_question(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, CODE_STEMS, "s.md")
    texts = [q.text for q in deck.questions]
    assert len(texts) == 4, texts
    assert texts[2].startswith("¿Cuál es el resultado de la siguiente expresión en Python?"), texts
    assert "a + b" in texts[2], texts
    assert texts[3].startswith("¿Cuál es la salida de este fragmento de código?"), texts
    assert not deck.questions[1].explanation and not deck.questions[2].explanation, deck.questions[1].explanation
    assert [q.pos.line for q in deck.questions][2:] == [15, 25], [q.pos.line for q in deck.questions]
    assert any(":15:" in m and "asks" in m for m in said), said
