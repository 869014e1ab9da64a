"""Answer lines after the choices, learnt from the file, wave 35 (after35): excerpts written in the shape of the banks.

* the line after a blank under the choices writes the right choice again, label and text (``C) Oktobar``), in every
  question: the answer, off the explanation; a line whose label names one choice and whose text another is read by
  its label and said (bojank99 osi2019-grupa-14-kviz);
* an answer line opening with a token that looks like a label (``A. B.``, ``A. C, because ...``: "A." for "Answer.")
  in most questions: the answer, the rest after the letter its explanation; a line that restates a choice in other
  words is read and said; an item with no choices whose answer line names a label (``7. IMG`` then ``A. B.``) is
  left out, said (naston70 jeremys-it-lab practice-exam-1);
* letters joined by a conjunction of any language, ``Đáp án: A và B``, ``A, B và C``: all of them
  (vtchitruong genai-exam-1);
* the file's answer key at the end of a one-line row of choices, ``E.HTTPS  Resp: A``: the answer, off the last
  choice (lucas-schell question-game);
* an answer line naming a choice in other words (``Anyone can view and/or make contribution to the code`` for
  ``Anyone can view and/or make contributions to the item.``; zllu2 imsa570-linden-quiz-module2): read, said.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_REPEATED = """Koji je prvi dan sedmice?\r
\r
A) Ponedjeljak    \r
B) Utorak\r
C) Srijeda    \r
D) Petak\r
\r
A) Ponedjeljak\r
\r
\r
Koji mjesec dolazi poslije septembra?\r
\r
A) Mart   \r
B) April\r
C) Oktobar        \r
D) Jul\r
\r
C) Oktobar\r
\r
\r
Koliko dana ima sedmica?\r
\r
A) 5\t\t\r
B) 7\r
C) 9\r
D) 3\r
\r
B) 7\r
\r
\r
Glavni grad Italije je?\r
\r
A) Milano\t\t\r
B) Pariz\r
C) Napulj\t\r
D) Rim\r
\r
D) Napulj\r
\r
\r
Koja boja je na nebu?\r
\r
A) Zelena\r
B) Crvena\r
C) Crna\r
D) Plava\r
\r
D) Plava\r
"""


def test_a_line_writing_the_right_choice_again_after_the_choices_is_the_answer(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _REPEATED, "k.txt")
    rows = rows_of(deck)
    assert [answer for _, _, answer in rows] == [[0], [2], [1], [3], [3]]
    assert all(q.explanation is None for q in deck.questions)
    assert rows[1][1] == ["Mart", "April", "Oktobar", "Jul"]
    # "D) Napulj": D is Rim, Napulj is C: the label read, said at the line
    assert any(":38:" in s and "'D) Napulj'" in s and "the label read" in s for s in said), said
    assert not any("gives no answer" in s for s in said)


_LABEL_KEY = """## Practice Exam 1

1. Which device repeats every bit on all its ports?
- A. Firewall
- B. Hub
- C. Router
- D. Switch

A. B.

2. Which benefit does a switch give a LAN?
- A. Breaks up broadcast domains
- B. Breaks up collision domains
- C. Forces full duplex
- D. A fast uplink

A. B, switches break up collision domains by micro-segmentation.

3. A firewall matching a URI works at which layer?
- A. Layer 7
- B. Layer 5
- C. Layer 4
- D. Layer 3

A. A.

4. IMG
A. C.

5. Which topology does an autonomous access point use?
- A. Star topology
- B. Full mesh topology
- C. Partial mesh topology
- D. Hybrid topology

A. A

6. Which technique stops routing loops with RIPv2?
- A. Split horizons
- B. Advertisement intervals
- C. Zoning
- D. Invalid timers

A. Split horizons are used to stop routing loops with RIPv2: no route goes back where it came from.

7. IMG
A. D, the passive interface stops the hellos.

8. Which is the default encapsulation on a Cisco serial link?
- A. MPLS
- B. HDLC
- C. PPP
- D. PPPoE

A. B.
"""


def test_an_answer_line_opening_with_a_label_like_token_is_learnt(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _LABEL_KEY, "p.md")
    rows = rows_of(deck)
    assert [text.split()[0] for text, _, _ in rows] == ["Which", "Which", "A", "Which", "Which", "Which"]
    assert [answer for _, _, answer in rows] == [[1], [1], [0], [0], [0], [1]]
    assert deck.questions[0].explanation is None
    assert deck.questions[1].explanation == "switches break up collision domains by micro-segmentation."
    assert rows[0][1] == ["Firewall", "Hub", "Router", "Switch"]
    # a line restating choice A in other words: read, said
    assert any(":44:" in s and "not sure" in s and "choice A" in s for s in said), said
    # the items without choices, their answer lines naming a label: left out, said
    assert any(":27:" in s and "left out" in s and "1 more" in s for s in said), said


_CONJOINED = """## Question 1

Which two are generative models?

A. A diffusion model
B. A large language model
C. A decision tree
D. A linear regression

??? tip "Hint"

    Đáp án: A và B

---

## Question 2

Which three help a prompt?

A. A clear role
B. Examples of the output
C. Vague wording
D. The output's format

??? tip "Hint"

    Đáp án: A, B và D

---

## Question 3

Which one detects fraud?

A. Generative AI
B. Discriminative AI
C. A search engine
D. A spreadsheet

??? tip "Hint"

    Đáp án: B
"""


def test_letters_joined_by_a_conjunction_of_any_language_are_all_answers(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _CONJOINED, "g.md")
    assert [q.answer for q in deck.questions] == [[0, 1], [0, 1, 3], [1]]
    assert not any("asks to choose" in s for s in said), said


_ROW_KEY = """Perguntas Faceis:

1. O protocolo ___ garante a entrega confiavel dos dados.
A.TCP B.UDP C.DHCP D.ARP E.HTTPS  Resp: A

2. Qual destes NAO e um protocolo de rede:
A.SMTP B.RARP C.UDP D.DNS E.HSBC
Resp: E

3. Uma mascara 255.255.255.0 e de qual classe?
A.C B.D C.A D.B E.E Resp: A

4. O WireShark serve para:
A.Ver o Wi-Fi B.Nada C.Observar o fluxo de pacotes D.Jogar E.Ocupar espaco
Resp: C

5. Qual porta usa o HTTP?
A.21 B.22 C.80 D.25 E.53
Resp: C
"""


def test_the_file_answer_key_ending_a_row_of_choices_is_read_and_taken_off(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _ROW_KEY, "r.txt")
    rows = rows_of(deck)
    assert [answer for _, _, answer in rows] == [[0], [4], [0], [2], [2]]
    assert rows[0][1][-1] == "HTTPS" and rows[2][1][-1] == "E"
    assert not any("gives no answer" in s for s in said), said


_WORD_ANSWER = """# Lesson 1:
- Question 1.1: What does open-source mean?
  - Type: Multiple choice (single correct response)
  - Answer: Anyone can view and/or make contribution to the code.
  - Choices: Anyone can view and/or make contributions to the item.; You can open the source files.; It is free.
- Question 1.2: Which of these is a python keyword?
  - Type: Multiple choice (single correct response)
  - Answer: def
  - Choices: function; def; method
- Question 1.3: Which of these is a loop?
  - Type: Multiple choice (single correct response)
  - Answer: while
  - Choices: if; while; try
- Question 1.4: Which of these holds text?
  - Type: Multiple choice (single correct response)
  - Answer: str
  - Choices: int; float; str
"""


def test_an_answer_naming_a_choice_by_one_of_its_words_is_read_and_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _WORD_ANSWER, "w.md")
    assert [q.answer for q in deck.questions] == [[0], [1], [1], [2]]
    assert any(":4:" in s and "not sure" in s and "read as choice A" in s for s in said), said
