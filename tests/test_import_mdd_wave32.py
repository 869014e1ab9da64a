"""Session 32, Markdown answers: a circled label inside a bold choice followed by a mark (``- **④ text** ← 정답``,
``mdcircled``); true/false statements answered ``- 정답: **X**`` under a heading holding only an id, their quoted
explanation below, or answered by a verdict alone nested under ``statement (T/F)`` (``verdictanswers``); choices
nested one tab deep (``mditemlists``); an answer that is a choice's text and another choice's number; a blank to
fill is no answer, so the closing key applies; worded labels in bold over code blocks (``lonelabels``); "(Choose 2)"
with an answer line naming two and one choice in bold (``mdboldmarks``)."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import lonelabels, mdboldmarks, mdcircled, mditemlists, verdictanswers
from quizdeck.importers.mdinline import fenced_lines
from tests.conftest import read_said, rows_of

#: four-choice items whose right choice is bold around its circled label and marked after, then O/X statements
#: under headings holding only an id tag, answered ``- 정답: **X**``, each with a quoted explanation
KOREAN = """# 변형 문제

정답은 굵게.

## 4지선다

### 1. [1011번 · 원본 11번]
다음 포트폴리오 구성방법에 대한 설명 중 틀린 것은?

- ① 기대수익률 극대화 방법은 가장 많이 사용된다.
- ② 최적화 방법은 지배원리를 활용한다.
- ③ 핵심과 위성의 비중은 80:20이다.
- **④ 모델 포트폴리오는 특이한 상황을 쉽게 반영한다.** ← 정답

> 해설: 모델 포트폴리오는 반영하기 어렵다.
> 근거: 교재 1권 p.118

### 2. [1014번 · 원본 14번]
다음 펀드별 과세방법에 대한 설명 중 틀린 내용은?

- **① 주식의 매매차익은 과세된다.** ← 정답
- ② 주식 배당소득은 과세대상이다.
- ③ 채권의 매매차익은 과세대상이다.
- ④ 채권이자는 과세대상이다.

> 해설: 주식의 매매차익만 과세하지 않는다.

### 3. [1016번 · 원본 16번]
다음 투자권유준칙에 대한 설명 중 틀린 것은?

- ① 일부 정보만 제공한 고객에게도 권유할 수 있다.
- **② 적합성의 원칙은 파생상품 판매의 특칙이다.** ← 정답
- ③ 정보제공은 투자권유로 볼 수 없다.
- ④ 적립식 투자는 위험도를 낮출 수 있다.

> 해설: 특칙은 적정성의 원칙이다.

## OX

### 4. [1001번 · 원본 1번]
파생상품이란 최대손실이 투자원금으로 한정되는 금융투자상품을 의미한다.

- 정답: **X**

> 해설: 원금으로 한정되는 것은 증권이다.

### 5. [1003번 · 원본 3번]
가치주란 저평가된 가격에 거래되는 종목을 의미한다.

- 정답: **O**

> 해설: 교재 정의 그대로다.

### 6. [1004번 · 원본 4번]
국내 주식형펀드의 채권이자에 대하여는 과세하지 않는다.

- 정답: **X**

> 해설: 채권이자는 과세한다.

## 섞은 보기

### 7. [1030번 · 원본 30번]
다음 과세에 대한 설명 중 틀린 것은?

- ① 법인은 보험차익이 과세된다.
- ② 종신형연금은 비과세된다.
- ③ 비과세 여부는 계약시점에 판단한다.
- **④ 종합과세는 실수령액을 기준으로 한다.** ← 정답
"""

#: O/X statements first, then items no line answers: said at their numbers as written, the statements counted
UNANSWERED = KOREAN[KOREAN.index("## OX"):KOREAN.index("## 섞은 보기")] + """## 4지선다

### 7. [1030번]
다음 과세에 대한 설명 중 틀린 것은?

- ① 법인은 보험차익이 과세된다.
- ② 종신형연금은 비과세된다.
- ③ 비과세 여부는 계약시점에 판단한다.

### 8. [1031번]
다음 보험에 대한 설명 중 틀린 것은?

- ① 보험계약자는 계약을 체결할 수 있다.
- ② 고지수령권자는 보험자이다.
- ③ 보험수익자는 고지의무 당사자이다.
"""

#: true/false statements tagged (T/F), their verdict alone nested under them; then questions over choices nested one
#: tab deep, answered by the right choice's text (a number among numbers too); then fill-in items
TABBED = """# The TCP/IP protocols

1. The IP address and MAC address are the same thing (T/F)
\t- False
2. An octet contains an 8-bit number (T/F)
\t- True
3. IP datagrams are guaranteed to be delivered (T/F)
\t- False
4. TCP connections are:
\t1. Unreliable and must rely on the IP protocol
\t2. Created using predefined ports or sockets
\t3. Considered connectionless
\t\t- **Answer:** Created using predefined ports or sockets
5. How many class C networks are shown in the output?
\t1. 2
\t2. 6
\t3. 11
\t\t- **Answer:** 2
6. An IPv4 address consists of a \\_\\_\\_\\_ number.
\t1. 16 bit
\t2. 32 bit
\t3. 64 bit
\t\t- **Answer:** 32 bit
7. UDP communication is:
\t1. Connectionless and unreliable
\t2. Connectionless and reliable
\t3. Connection-oriented and unreliable
\t\t- **Answer:** Connectionless and unreliable
8. Most FTP sites allow for \\_\\_\\_\\_ login.
\t- Anonymous
9. DHCP is used to assign IP \\_\\_\\_\\_.
\t- Addresses
"""

#: each question ends with a blank to fill; the key is a closing section; the last question's choices are code
#: blocks under worded labels in bold
BLANKS = """# QCM

## Section 1

### Question 1

Selon le whitepaper, qu'est-ce que Bitcoin ?

- A) Une monnaie physique
- B) Un système de paiement peer-to-peer
- C) Une base de données centralisée

**Réponse : \\_\\_\\_\\_**

---

### Question 2

Comment les blocs sont-ils liés ?

- A) Par un index
- B) Par le hash du bloc précédent
- C) Par une base centrale

**Réponse : \\_\\_\\_\\_**

---

### Question 3

Quel wallet est hors ligne ?

- A) Un hot wallet
- B) Un smart wallet
- C) Un cold wallet

**Réponse : \\_\\_\\_\\_**

---

### Question 4 - Analyse de code

Laquelle de ces fonctions est correcte ?

**Fonction A :**

```solidity
function a() public view returns (uint256) { balances[msg.sender] = 0; }
```

**Fonction B :**

```solidity
function b() public view returns (uint256) { return balances[msg.sender]; }
```

**Fonction C :**

```solidity
function c() public returns (uint256) { return balances[msg.sender]; }
```

---

## Corrigé

1. **B** - Un système de paiement peer-to-peer
2. **B** - Par le hash du bloc précédent
3. **C** - Un cold wallet
"""

#: "(Choose 2 answers)": one choice in bold, the answer line naming two; another question whose bold agrees
CHOOSE = """1. Which are not use cases for Amazon S3? (Choose 2 answers)

- A. Storing web content
- **B. Storing a file system mounted to an instance**
- C. Storing backups for a database
- D. Primary storage for a database

Answer: B, D

2. Which are characteristics of Amazon S3? (Choose 2 answers)

- **A. All objects have a URL.**
- B. Objects are world-readable by default.
- **C. Amazon S3 can store unlimited data.**
- D. You must pre-allocate the storage.

Answer: A, C

3. Which storage class is cheapest?

- A. Standard
- B. Standard-IA
- **C. Glacier**

Answer: C
"""


def test_a_circled_label_in_bold_before_a_mark_goes_before_the_bold() -> None:
    lines = ["- ① 사과", "- ② 배", "- **③ 감** ← 정답", "", "- **① 귤** ← 정답", "- ② 포도", "- **③ 복숭아**"]
    out = list(lines)
    assert mdcircled.lettered(lines, [False] * len(lines), out)
    assert out[2] == "- C) **감** ← 정답"
    assert out[4] == "- A) **귤** ← 정답"
    assert out[6] == "- **C) 복숭아**"      # wholly in bold: as before


def test_korean_marked_choices_and_ox_statements_are_all_answered(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, KOREAN, "s.md")
    rows = rows_of(deck)
    first = ["기대수익률 극대화 방법은 가장 많이 사용된다.", "최적화 방법은 지배원리를 활용한다.",
             "핵심과 위성의 비중은 80:20이다.", "모델 포트폴리오는 특이한 상황을 쉽게 반영한다."]
    second = ["주식의 매매차익은 과세된다.", "주식 배당소득은 과세대상이다.", "채권의 매매차익은 과세대상이다.",
              "채권이자는 과세대상이다."]
    third = ["일부 정보만 제공한 고객에게도 권유할 수 있다.", "적합성의 원칙은 파생상품 판매의 특칙이다.",
             "정보제공은 투자권유로 볼 수 없다.", "적립식 투자는 위험도를 낮출 수 있다."]
    last = ["법인은 보험차익이 과세된다.", "종신형연금은 비과세된다.", "비과세 여부는 계약시점에 판단한다.",
            "종합과세는 실수령액을 기준으로 한다."]
    assert rows[:3] == [("다음 포트폴리오 구성방법에 대한 설명 중 틀린 것은?", first, [3]),
                        ("다음 펀드별 과세방법에 대한 설명 중 틀린 내용은?", second, [0]),
                        ("다음 투자권유준칙에 대한 설명 중 틀린 것은?", third, [1])]
    assert rows[6] == ("다음 과세에 대한 설명 중 틀린 것은?", last, [3])
    assert rows[3:6] == [
        ("파생상품이란 최대손실이 투자원금으로 한정되는 금융투자상품을 의미한다.", ["O", "X"], [1]),
        ("가치주란 저평가된 가격에 거래되는 종목을 의미한다.", ["O", "X"], [0]),
        ("국내 주식형펀드의 채권이자에 대하여는 과세하지 않는다.", ["O", "X"], [1]),
    ]
    assert deck.questions[3].explanation == "> 해설: 원금으로 한정되는 것은 증권이다."
    assert [q.id for q in deck.questions] == [f"q{n}" for n in range(1, 8)]   # its heading's number: its id
    heading = KOREAN.splitlines().index("### 4. [1001번 · 원본 1번]") + 1   # the statement's own heading: its line
    assert any(a <= heading <= b for a, b in deck.questions[3].lines)
    assert not any("numbered" in s for s in said), said


def test_warnings_number_questions_as_written_the_statements_counted(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, UNANSWERED, "s.md")
    assert [q.answer for q in deck.questions] == [[1], [0], [1], None, None]
    assert any("question 4: the source gives no answer" in s for s in said), said
    assert any("question 5: the source gives no answer" in s for s in said), said
    assert not any("question 1:" in s or "question 2:" in s for s in said), said


def test_o_and_x_are_verdicts_only_where_the_file_writes_both() -> None:
    both = ["## OX", "", "Statement number one is here.", "", "- 정답: **X**", "", "Statement number two is here.", "",
            "- 정답: **O**"]
    found = verdictanswers.find(both, [False] * len(both))
    assert found is not None and [(s.text, s.true) for s in found] == [
        ("Statement number one is here.", False), ("Statement number two is here.", True)]
    one_side = [line.replace("**O**", "**X**") for line in both]
    assert verdictanswers.find(one_side, [False] * len(one_side)) is None   # "Answer: X": a label, maybe


def test_a_verdict_nested_under_a_tagged_statement_answers_it(tmp_path: Path) -> None:
    lines = TABBED.splitlines()
    found = verdictanswers.find(lines, fenced_lines(lines))
    assert found is not None
    assert [(s.text, s.true) for s in found] == [("The IP address and MAC address are the same thing", False),
                                                 ("An octet contains an 8-bit number", True),
                                                 ("IP datagrams are guaranteed to be delivered", False)]
    letters = ["1. Is the sky green? (T/F)", "\t- F", "2. Is water wet? (T/F)", "\t- T"]
    got = verdictanswers.find(letters, [False] * 4)
    assert got is not None and [s.true for s in got] == [False, True]
    untagged = ["1. Is the sky green today", "\t- F", "2. Is water wet today", "\t- T"]
    assert verdictanswers.find(untagged, [False] * 4) is None   # a letter alone is no verdict without the tag


def test_choices_nested_one_tab_deep_are_the_items_choices() -> None:
    lines = TABBED.splitlines()
    out: dict[int, tuple[int, int, str]] = {}
    mditemlists.add_choices(out, lines, fenced_lines(lines))
    assert [out[i][2] for i in sorted(out)][:3] == ["Unreliable and must rely on the IP protocol",
                                                    "Created using predefined ports or sockets",
                                                    "Considered connectionless"]


def test_tagged_statements_and_tabbed_choices_answered_by_text(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, TABBED, "s.md")
    rows = rows_of(deck)
    assert rows[:3] == [("The IP address and MAC address are the same thing", ["True", "False"], [1]),
                        ("An octet contains an 8-bit number", ["True", "False"], [0]),
                        ("IP datagrams are guaranteed to be delivered", ["True", "False"], [1])]
    assert [(r[1], r[2]) for r in rows[3:]] == [
        (["Unreliable and must rely on the IP protocol", "Created using predefined ports or sockets",
          "Considered connectionless"], [1]),
        (["2", "6", "11"], [0]),
        (["16 bit", "32 bit", "64 bit"], [1]),
        (["Connectionless and unreliable", "Connectionless and reliable", "Connection-oriented and unreliable"], [0]),
    ]
    assert any("the answer '2' is choice A's text and choice B's number: read as the text" in s for s in said), said
    assert deck.questions[-1].explanation is None   # the fill-in items after it: no part of it, said once
    assert [s.split(": warning: ")[1] for s in said if "fill-in" in s or "look like a question" in s] == [
        "the 2 fill-in items at lines 29\u201332 (a blank, its answer under it) are no question of the deck: no "
        "choices, not written\n  hint: add them by hand if the deck should hold them"]


def test_a_blank_to_fill_is_no_answer_and_the_closing_key_answers(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, BLANKS, "s.md")
    rows = rows_of(deck)
    assert [(r[0], r[2]) for r in rows[:3]] == [("Selon le whitepaper, qu'est-ce que Bitcoin ?", [1]),
                                                ("Comment les blocs sont-ils liés ?", [1]),
                                                ("Quel wallet est hors ligne ?", [2])]
    assert not any("cannot tell which choice" in s for s in said), said
    assert len(rows) == 4 and len(rows[3][1]) == 3 and rows[3][1][1].startswith("```solidity\nfunction b()")
    assert any("question 4: the source gives no answer" in s for s in said), said


def test_a_worded_label_in_bold_over_a_code_block_is_a_lone_label() -> None:
    lines = ["**Fonction A :**", "```", "a()", "```"]
    assert lonelabels.over_block(lines, fenced_lines(lines), 0) == 0
    prose = ["**Fonction A :** une phrase", "```", "a()", "```"]
    assert lonelabels.over_block(prose, fenced_lines(prose), 0) is None


def test_choose_n_and_an_answer_line_naming_n_win_over_fewer_bold_choices(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, CHOOSE, "s.md")
    assert [q.answer for q in deck.questions] == [[1, 3], [0, 2], [2]]
    assert any("the question asks to choose 2, as the line names: keeping the answer line" in s for s in said), said
    assert mdboldmarks.line_wins("Which? (Choose 2 answers)", [1, 3], [1]) == 2
    assert mdboldmarks.line_wins("Which? (Choose 2 answers)", [1, 2], [1, 3]) is None   # both two: the marks stay
    assert mdboldmarks.line_wins("Which?", [1, 3], [1]) is None
