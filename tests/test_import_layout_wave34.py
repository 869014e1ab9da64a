"""Session 34's readings that lost to the repeating-layout reading, and headings read as choices (issue 17, layout34;
diagnosis-33's chechuja-oficiales and evandrocarvalho). A question whose only choice is its answer, marked ``✅``,
is an open question: left out, said at its line with the others' lines (``arbiter``), so a Markdown reading that
reads the others right is no longer measured as misshaped; a heading that is only a label (``### Q1``) over a plain
line is the question's label, not its text (``layout``); a Markdown heading ends a question of unlabelled choices,
and a numbered heading of another level (``## 6 -``) opens one. Excerpts written in the shape of the banks."""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.base import Source
from quizdeck.importers.imported import ImportedDeck
from quizdeck.importers.layout import LayoutReader, same_start
from tests.conftest import read_said, rows_of

FULL = [
    ("Which algorithm is a non-parametric approach for supervised learning?",
     ["Linear Regression", "K-Nearest Neighbors (KNN)", "Random Forest", "Decision Trees"], 1),
    ("What would you use a vector search for?",
     ["Store business data", "Manage security protocols", "Keyword queries", "Semantic queries"], 3),
    ("What is 'overfitting'?",
     ["Model too simple", "Model learns training data too well", "Model ignores input", "Model has no output"], 1),
    ("What is a key feature of RNNs?",
     ["Parallel processing", "Used for images", "Feedback loop retains info across time steps",
      "No internal state"], 2),
    ("What is the purpose of a model catalog?",
     ["Stores raw datasets", "Deploy models as endpoints", "Real-time processing engine",
      "Repository for storing and tracking models"], 3),
]
ONE = [("Model to complete poem lines suggesting words?", "RNN"),
       ("Pretraining process of a generative model?", "Learns patterns without labeled data"),
       ("Purpose of a hidden layer?", "Transforms inputs via weights"),
       ("Locate and label vehicles per frame?", "Object detection"),
       ("AI subset for image classification?", "Deep Learning"),
       ("Role of the target variable?", "The value to predict")]


def _oficiales(single: bool = True) -> str:
    out = ["# Preguntas (Q1–Q11)", "", "## Uso", "Lee cada pregunta (la correcta marcada con ✅).", "",
           "## Preguntas", ""]
    for i, (q, choices, right) in enumerate(FULL):
        out += [f"### Q{i + 1}", q]
        out += [f"- {'ABCD'[k] + '. ' if i < 2 else ''}{c}{' ✅' if k == right else ''}" for k, c in enumerate(choices)]
        out += [f"Correct: {'ABCD'[right]}", "Explicación: breve.", ""]
    for i, (q, answer) in enumerate(ONE if single else []):
        out += [f"### Q{len(FULL) + i + 1}", q, f"- {answer} ✅", f"Correct: {answer}", "Explicación: breve.", ""]
    return "\n".join(out)


def test_answer_only_questions_are_left_out_and_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _oficiales(), "oficiales.md")
    assert rows_of(deck) == [(q, c, [a]) for q, c, a in FULL], said
    mine = [m for m in said if "its only choice is its answer" in m]
    assert len(mine) == 1 and ":53:1:" in mine[0] and "(and 5 more like it" in mine[0], said
    assert "the others at lines 59, 65, 71, 77, 83" in mine[0], said
    assert not any("gives no answer" in m or "choice A asks" in m for m in said), said


def test_a_single_unmarked_choice_is_not_left_out_here() -> None:
    from quizdeck.core.diagnostics import Pos
    from quizdeck.importers.arbiter import leave_out_open
    from quizdeck.importers.imported import ImportedChoice, ImportedQuestion

    deck = ImportedDeck(name="quiz", key="", origin="quiz.md")
    deck.questions = [ImportedQuestion(Pos("q.md", 1, 1), "Capital of France?", [ImportedChoice("Paris")]),
                      ImportedQuestion(Pos("q.md", 4, 1), "Smallest prime?", [ImportedChoice("✔ 2")]),
                      ImportedQuestion(Pos("q.md", 7, 1), "Largest?", [ImportedChoice("x ✅"), ImportedChoice("y")])]
    diags = Diagnostics()
    leave_out_open(deck, diags)
    assert [q.text for q in deck.questions] == ["Capital of France?", "Largest?"]
    assert [d.pos.line for d in diags.warnings] == [4]


def _layout(text: str, name: str = "quiz.md") -> ImportedDeck:
    deck = ImportedDeck(name="quiz", key="", origin=name)
    LayoutReader(Source(name, name, text), Diagnostics()).read(deck)
    return deck


def test_a_label_heading_over_a_plain_line_is_the_questions_label() -> None:
    deck = _layout(_oficiales(single=False))
    # (the marks are taken off after the reader, with the other readings: ``finish``)
    assert [(q.text, [c.text.removesuffix(" ✅") for c in q.choices]) for q in deck.questions][2:] == [
        (q, c) for q, c, _ in FULL[2:]]
    assert [q.text for q in deck.questions[:2]] == [q for q, _, _ in FULL[:2]]


SECTIONS = """# Conhecendo o cluster

### 1 - Qual das afirmativas abaixo é verdadeira?

O cluster não é capaz de escalar aplicações automaticamente.

O cluster é capaz de reiniciar aplicações automaticamente em caso de falhas.

Podemos executar o cluster apenas localmente.

### 2 - Como a comunicação é feita com a API?

Acessando cada máquina individualmente via ssh.

Através do kernel do sistema, invocamos comandos diretamente.

Utilizando uma ferramenta chamada kubectl.


# Criando o cluster

### 1 - Como podemos criar um cluster no Windows?

A única possibilidade é utilizando serviços de cloud.

Utilizando o próprio Docker Desktop.

O Windows já vem nativamente com ele instalado.

### 2 - Como podemos criar um cluster no Linux?

Precisamos instalar o kube-init manualmente.

Precisamos instalar o minikube manualmente.

Basta baixar o instalador e executar.

# Expondo pods

### 1 - Como um service sabe quais pods deve gerenciar?

Pelo nome dos pods.

Pelas labels dos pods.

Pelo IP dos pods.

## 2 - Qual o tipo de service mais recomendado para acessar o pod de fora do cluster?

LoadBalancer

ClusterIP

NodePort
"""


def test_headings_end_questions_and_a_numbered_heading_of_another_level_opens_one(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, SECTIONS, "questoes.md")
    assert [len(q.choices) for q in deck.questions] == [3, 3, 3, 3, 3, 3], said
    assert not any(c.text.startswith(("Criando", "Expondo")) for q in deck.questions for c in q.choices)
    assert deck.questions[-1].text.startswith("Qual o tipo de service"), said
    assert [c.text for c in deck.questions[-1].choices] == ["LoadBalancer", "ClusterIP", "NodePort"]
    assert not any("asks" in m for m in said), said


def test_same_start() -> None:
    assert same_start(("label", "##", "digit", "X-"), ("label", "###", "digit", "X-"))
    assert not same_start(("label", "**", "digit", "X-"), ("label", "###", "digit", "X-"))
    assert not same_start(("label", "##", "digit", "X."), ("label", "###", "digit", "X-"))
    assert not same_start(("text", "##", "", ""), ("text", "###", "", ""))
