"""Per-choice marks of session 35, learnt from the file: one whole choice struck through in each question (the pick),
a yes or no word set apart after every choice, and a pair of labels before the choices (``Correct:`` on one,
``Distractor N:`` on the rest). Each excerpt is small and written for the test."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers import learntmarks
from tests.test_import_markdown_shapes import imported

# -- one whole choice struck through in each question: the pick (mdstruck) ---------------------------------------

_STRUCK_PICKS = """# Quiz de chimie

**Quel est le symbole de l'or ?**

- a. Ag
- b. Fe
- ~~c. Au~~\x20
- d. Cu

**Quel gaz les plantes rejettent-elles ?**

- ~~a. Oxygène~~
- b. Azote
- c. Hélium
- d. Argon

**Quelle est la formule de l'eau ?**

- a. CO2
- ~~b. H2O~~
- c. NaCl
- d. O3

**Quel métal est liquide à température ambiante ?**

- a. Fer
- b. Zinc
- c. Plomb
- ~~d. Mercure~~

**Combien d'électrons a l'hydrogène ?**

- a. 2
- b. 3
- c. 4
- d. 5
"""


def test_one_struck_choice_a_question_is_the_pick(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "chimie.md", _STRUCK_PICKS)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert len(questions) == 5
    assert questions[0]["choices"] == ["Ag", "Fe", "Au", "Cu"] and questions[0]["answer"] == "C"
    assert [q.get("answer") for q in questions[1:4]] == ["A", "B", "D"]
    assert "answer" not in questions[4]           # struck nowhere: said, not guessed
    assert "gives no answer" in result.output or "none of the question's choices" in result.output


def test_several_struck_choices_a_question_are_ruled_out(tmp_path: Path) -> None:
    # the student strikes the wrong ones: two or three a question, no pick read from them
    text = _STRUCK_PICKS.replace("- a. Ag\n", "- ~~a. Ag~~\n").replace("- b. Azote\n", "- ~~b. Azote~~\n") \
        .replace("- a. CO2\n", "- ~~a. CO2~~\n").replace("- a. Fer\n", "- ~~a. Fer~~\n")
    doc, result = imported(tmp_path, "chimie.md", text)
    assert result.exit_code == 0, result.output
    assert doc["questions"][0]["choices"] == ["Ag", "Fe", "Au", "Cu"]
    assert all("answer" not in q for q in doc["questions"])


# -- a yes or no word set apart after every choice (learntmarks) --------------------------------------------------

_VERDICTS = """# Prüfung Netzwerke

1. Welche Protokolle arbeiten auf der Transportschicht?

   - A) TCP  ja
   - B) IP  nein
   - C) UDP  ja
   - D) ARP  nein

2. Welche Geräte verbinden Netze?

   - A) Router  ja
   - B) Hub  nein
   - C) Switch  nein
   - D) Gateway  ja, meistens

3. Welche Ports sind bekannt?

   - A) 80  ja
   - B) 99999  nein
   - C) 443  ja
   - D) 70000  nein

4. Welche Adressen sind privat?

   - A) 10.0.0.1  ja
   - B) 8.8.8.8  nein
   - C) 192.168.1.1  ja
   - D) 1.1.1.1  nein
"""


def test_yes_and_no_words_after_every_choice_are_its_verdict(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "netze.md", _VERDICTS)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert questions[0]["choices"] == ["TCP", "IP", "UDP", "ARP"] and questions[0]["answer"] == ["A", "C"]
    assert questions[1]["choices"] == ["Router", "Hub", "Switch", "Gateway"] and questions[1]["answer"] == ["A", "D"]
    assert questions[2]["answer"] == ["A", "C"] and questions[3]["choices"][1] == "8.8.8.8"
    assert "yes word" in result.output


def test_a_yes_word_after_some_choices_only_is_text() -> None:
    # two spaces then "ok" on a few choices, most choices without a verdict: no mark learnt
    choices = [["Start  ok", "Stop", "Pause", "Reset"], ["Load", "Save  ok", "Quit", "Help"],
               ["Red", "Green", "Blue", "Black"], ["Up", "Down", "Left", "Right"]]
    assert learntmarks.learn(choices, range(4), {}) is None


# -- a pair of labels before the choices: one on the right choice, the other on the rest (learntmarks) ------------

_LABELLED = """# Quiz

### Pergunta 1

<strong>Nível:</strong> 2 | <strong>Tema:</strong> Redes

Qual camada roteia pacotes?

- <strong>Distrator 1:</strong> Física
- <strong>Correta:</strong> Rede
- <strong>Distrator 2:</strong> Sessão

### Pergunta 2

<strong>Nível:</strong> 1 | <strong>Tema:</strong> Web

Qual porta usa o HTTPS?

- <strong>Correta:</strong> 443
- <strong>Distrator 1:</strong> 21
- <strong>Distrator 2:</strong> 25

### Pergunta 3

<strong>Nível:</strong> 3 | <strong>Tema:</strong> DNS

Qual registro aponta para IPv6?

- <strong>Distrator 1:</strong> MX
- <strong>Distrator 2:</strong> TXT
- <strong>Correta:</strong> AAAA

### Pergunta 4

<strong>Nível:</strong> 2 | <strong>Tema:</strong> Redes

Qual protocolo atribui endereços?

- <strong>Distrator 1:</strong> SNMP
- <strong>Correta:</strong> DHCP
- <strong>Distrator 2:</strong> NTP
"""


def test_a_label_on_one_choice_and_another_on_the_rest_is_the_mark(tmp_path: Path) -> None:
    doc, result = imported(tmp_path, "redes.md", _LABELLED)
    assert result.exit_code == 0, result.output
    questions = doc["questions"]
    assert [q["answer"] for q in questions] == ["B", "A", "C", "B"]
    assert questions[0]["choices"] == ["Física", "Rede", "Sessão"]
    # the record line above every text ("Nível: 2 | Tema: Redes") is no part of it
    assert questions[0]["question"] == "Qual camada roteia pacotes?"


def test_labels_each_choice_its_own_are_no_mark() -> None:
    choices = [["Paris: France", "Rome: Italy", "Bern: Switzerland"], ["Oslo: Norway", "Lima: Peru", "Kiev: Ukraine"],
               ["Riga: Latvia", "Baku: Azerbaijan", "Doha: Qatar"]]
    assert learntmarks.learn(choices, range(3), {}) is None
