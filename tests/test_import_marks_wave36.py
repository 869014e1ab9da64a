"""Container pages, checkbox shortcodes and a mark learnt alone on every record's last line, wave 36 (marks36):
excerpts written in the shape of the banks.

* a VuePress page, ``## Pergunta N``, the stem, ``### Selecione uma opção``, choices drawn with
  ``:white_large_square:&nbsp;`` and the answer in a ``:::details Resposta correta`` box, bold (``__Falso__``,
  ``__d. full choice text__``): the box is the ``<details>`` block it is, its body the question's answer, the
  shortcodes the empty boxes they draw (code36u4r60 e-sebenta-redes-de-computadores true-or-false, multiple-choice);
* ``::: tip`` .. ``:::`` at a page's top: the page's prose, its fences no text (dustinober1 pmp-2026-practice-exam-1);
* a mark learnt alone on the last choice of every question (``learntmarks``, ``Learnt.last``): where that last line
  repeats another choice it is the answer line, taken off and resolved, and said where it names none; elsewhere the
  answers resting on its place are said (``lastmarks``).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers import lastmarks, learntmarks, mdcontainers, mdshortboxes
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from tests.conftest import read_said, rows_of

_TRUE_FALSE = """# Verdadeiro ou Falso

## Pergunta 1

Um servidor de DNS guarda os nomes em cache.
Um cliente pergunta ao servidor local.

### Selecione uma opção

:white_large_square:&nbsp; Verdadeiro <br>
:white_large_square:&nbsp; Falso

:::details Resposta correta
__Verdadeiro__
:::

## Pergunta 2

O protocolo HTTP usa UDP na porta 80.

### Selecione uma opção

:white_large_square:&nbsp; Verdadeiro <br>
:white_large_square:&nbsp; Falso

:::details Resposta correta
__Falso__
:::

## Pergunta 3

Um router liga redes diferentes.

### Selecione uma opção

:white_large_square:&nbsp; Verdadeiro <br>
:white_large_square:&nbsp; Falso

:::details Resposta correta
__Verdadeiro__
:::
"""

_CHOICES = """# Escolha Múltipla

## Pergunta  1
PAN, WAN e MAN são classificações que:

### Selecione uma opção:
:white_large_square:&nbsp; a. Dependem da velocidade de acesso.  <br>
:white_large_square:&nbsp; b. Indicam o meio físico da rede.<br>
:white_large_square:&nbsp; c. Dependem da camada do modelo OSI em que um
protocolo opera.<br>
:white_large_square:&nbsp; d. Dependem da área de abrangência.

:::details Resposta correta
__d. Dependem da área de abrangência.__
:::

## Pergunta 2
Qual dos serviços é mais suscetível ao jitter?

### Selecione uma opção:
:white_large_square:&nbsp; a. Streaming de vídeo.<br>
:white_large_square:&nbsp; b. Chamada de voz. <br>
:white_large_square:&nbsp; c. Correio eletrónico. <br>
:white_large_square:&nbsp; d. Download de um ficheiro.

:::details Resposta correta
__b. Chamada de voz.__
:::

## Pergunta 3
O WiFi é um exemplo de ...

### Selecione uma opção:
:white_large_square:&nbsp; a. PAN (Pico Area Network)<br>
:white_large_square:&nbsp; b. WAN (Wireless Area Network). <br>
:white_large_square:&nbsp; c. MAN (Metro Area Network)<br>
:white_large_square:&nbsp; d. LAN (Local Area Network)

:::details Resposta correta
__LAN (Local Area Network)__
:::
"""


def test_a_checkbox_page_with_its_answers_in_details_containers_is_read(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _TRUE_FALSE, "tf.md")
    rows = rows_of(deck)
    assert [choices for _, choices, _ in rows] == [["Verdadeiro", "Falso"]] * 3
    assert [answer for _, _, answer in rows] == [[0], [1], [0]]
    assert rows[0][0] == "Um servidor de DNS guarda os nomes em cache.\nUm cliente pergunta ao servidor local."
    assert not any(":::" in q.text or ":::" in (q.explanation or "") for q in deck.questions)
    deck, _ = read_said(tmp_path, _CHOICES, "mc.md")
    rows = rows_of(deck)
    assert [answer for _, _, answer in rows] == [[3], [1], [3]]
    assert " ".join(rows[0][1][2].split()) == "Dependem da camada do modelo OSI em que um protocolo opera."
    assert rows[1][1] == ["Streaming de vídeo.", "Chamada de voz.", "Correio eletrónico.", "Download de um ficheiro."]
    assert rows[2][0] == "O WiFi é um exemplo de ..."


def test_containers_are_details_blocks_line_for_line() -> None:
    lines = ["::: tip Exam", "Set a timer.", ":::", "", "```md", ":::details X", ":::", "```", ":::note",
             "text", ":::", ":::{note}", "kept", ":::", "::: warning never closed", "text", ":::tip[Why]", "x", ":::"]
    got = mdcontainers.opened(lines)
    assert got is not None
    out = got[0]
    assert out[:3] == ["<details><summary>Exam</summary>", "Set a timer.", "</details>"]
    assert out[5:7] == [":::details X", ":::"]             # in fenced code: as written
    assert out[8:11] == ["<details><summary>note</summary>", "text", "</details>"]
    assert out[11:13] == [":::{note}", "kept"]               # MyST's directive: mddirectives'
    assert out[14] == "::: warning never closed"
    assert out[16:] == ["<details><summary>Why</summary>", "x", "</details>"]
    assert len(out) == len(lines)
    assert mdcontainers.opened(["no container", "::: x"]) is None
    assert mdcontainers.opened(["::: warning", ":::{note}", "kept", ":::"]) is None   # the fence closes MyST's


def test_shortcode_boxes_are_checkboxes_only_in_runs_with_an_empty_one() -> None:
    lines = [":white_large_square:&nbsp; a. one<br>", "wrapped", ":ballot_box_with_check: b. two",
             "☑️ c. three", "", "✅ **Answer: B**", "", "text", "", ":white_large_square: a", ":white_large_square: b"]
    got = mdshortboxes.rewritten(lines)
    assert got is not None
    out = got[0]
    assert out[:4] == ["- [ ] a. one<br>", "wrapped", "- [x] b. two", "- [x] c. three"]
    assert out[5:9] == lines[5:9]          # a check mark after a blank line: the answer line
    assert out[9:] == ["- [ ] a", "- [ ] b"]     # (a second run: one alone in a file is left, test_import_boxes_wave36)
    assert mdshortboxes.rewritten(["✅ **Answer: B**", "✅ **Answer: C**"]) is None    # no empty box among them
    assert mdshortboxes.rewritten([":white_large_square: alone", "", "text"]) is None


def _question(line: int, choices: list[str]) -> ImportedQuestion:
    return ImportedQuestion(Pos("q.md", line, 1), f"Question {line}?", [ImportedChoice(c) for c in choices])


def _resolve(q: ImportedQuestion, value: str) -> list[int] | str:
    hits = [k for k, c in enumerate(q.choices) if c.text.split(". ", 1)[-1] == value.split(". ", 1)[-1]]
    return hits if hits else "none"


def test_a_mark_alone_on_every_last_line_repeating_a_choice_is_the_answer_line() -> None:
    texts = [["Verdadeiro", "Falso", "**Falso**"], ["Verdadeiro", "Falso", "**Verdadeiro**"],
             ["Verdadeiro", "Falso", "**Falso**"], ["Sim", "Não", "**Talvez**"]]
    learnt = learntmarks.learn(texts, range(4), {})
    assert learnt is not None and learnt.last
    deck = ImportedDeck("q", "q", "q.md", questions=[_question(n, t) for n, t in enumerate(texts, 1)])
    diags = Diagnostics()
    assert lastmarks.read(deck, list(range(4)), learnt, _resolve, diags, lambda i: None)
    assert [(len(q.choices), q.answer) for q in deck.questions] == [(2, [1]), (2, [0]), (2, [1]), (2, None)]
    said = [d.format() for d in diags.sorted()]
    assert any("q.md:4:1" in s and "'Talvez'" in s and "names none of its choices" in s for s in said), said


def test_a_mark_alone_on_every_last_line_repeating_nothing_is_said() -> None:
    texts = [["Paris", "Rome", "**Berlin**"], ["Oslo", "Bern", "**Madrid**"], ["Lima", "Quito", "**Bogotá**"]]
    learnt = learntmarks.learn(texts, range(3), {})
    assert learnt is not None and learnt.last
    deck = ImportedDeck("q", "q", "q.md", questions=[_question(n, t) for n, t in enumerate(texts, 1)])
    diags = Diagnostics()
    assert not lastmarks.read(deck, list(range(3)), learnt, _resolve, diags, lambda i: None)
    said = [d.format() for d in diags.sorted()]
    assert any("q.md:1:1" in s and "on the last choice of each" in s for s in said), said
