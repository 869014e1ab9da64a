"""Session 34's label and line fixes (issue 17, lines34): a label taken off choices never makes two distinct choices
the same text, nor are bare capitals out of order labels (pietrocampo's ``C del RUI;A del RUI;B del RUI`` row); heading
titles proved labels are taken off whatever their length over a paragraph that asks, and a ``✅`` followed only by a
parenthesis marks its choice (chechuja's opcionales). Excerpts written in the shape of the banks."""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.choicetext import bare_out_of_order, kept_apart, without_labels
from quizdeck.importers.csvtable import unlabelled
from quizdeck.importers.labelforms import normalised
from tests.conftest import read_said

SECTIONS = """Domanda;Corretta;Errata1;Errata2
"Sono obbligati a dotarsi di PEC gli intermediari iscritti nella sezione:";C del RUI;A del RUI;B del RUI
Chi vigila sugli intermediari?;IVASS;Consob;Banca d'Italia
Il registro si chiama?;RUI;REA;RUN
"""


def test_bare_capitals_out_of_order_are_the_choices_text(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, SECTIONS, "domande.csv")
    assert [c.text for c in deck.questions[0].choices] == ["C del RUI", "A del RUI", "B del RUI"], said
    assert not any("same text" in m for m in said), said


def test_no_label_remover_makes_distinct_choices_equal() -> None:
    assert unlabelled(["C del RUI", "A del RUI", "B del RUI"]) == ["C del RUI", "A del RUI", "B del RUI"]
    assert unlabelled(["A x", "B x", "C x"]) == ["A x", "B x", "C x"]        # in order, bare: but then all the same
    assert unlabelled(["A. Roma", "C, Roma", "B. Oslo", "D. Riga"]) == ["A. Roma", "C, Roma", "B. Oslo", "D. Riga"]
    # signed labels in order are proved: a choice written twice is the source's, the labels go (the check says it)
    assert unlabelled(["A) x", "B) x", "C) y"]) == ["x", "x", "y"]
    assert unlabelled(["A)x", "B)x", "C)y"]) == ["x", "x", "y"]
    assert without_labels(["a.) delgroup", "b.) groupdel", "c.) delgroup"]) == ["delgroup", "groupdel", "delgroup"]
    # labels that leave distinct texts distinct still go, in order or slipped
    assert unlabelled(["A Berlin", "B Bonn", "C Köln"]) == ["Berlin", "Bonn", "Köln"]
    assert unlabelled(["A. Rome", "C. Oslo", "B, Bern", "D. Riga"]) == ["Rome", "Oslo", "Bern", "Riga"]
    assert without_labels(["a) Rome", "b) Paris"]) == ["Rome", "Paris"]


def test_kept_apart_and_bare_out_of_order() -> None:
    assert kept_apart(["A x", "B y"], ["x", "y"]) == ["x", "y"]
    assert kept_apart(["A x", "B x"], ["x", "x"]) is None
    assert kept_apart(["x", "x"], ["x", "x"]) == ["x", "x"]    # the same already: the source's own repeat
    assert bare_out_of_order(["C del RUI", "A del RUI", "B del RUI"])
    assert not bare_out_of_order(["A del RUI", "B del RUI", "C del RUI"])
    assert not bare_out_of_order(["C. x", "A. y", "B. z"])


OPTIONAL = """# Preguntas opcionales

### O110. Tipo de aprendizaje
¿Qué tipo de aprendizaje usa datos etiquetados?
A. Supervisado ✅
B. No supervisado
C. Por refuerzo
D. Ninguno
Explicación: Usa etiquetas.

### O111. Métrica de clasificación
¿Qué métrica mide aciertos sobre el total?
A. Recall
B. Accuracy ✅
C. Loss
D. Latencia
Explicación: Accuracy.

### O112. Cuándo NO necesitas fine-tuning de LLM
Fine-tuning de un LLM puede omitirse cuando tu caso:
A. Requiere adaptación específica a tarea ✅ (si NO lo requiere se omite)
B. Demanda vocabulario muy especializado
C. Busca mitigar sesgo
D. Necesita optimización de latencia
Explicación: Prompting basta.

### O113. Servicio que NO es parte de OCI AI Services
¿Cuál NO corresponde a un servicio AI nativo en OCI?
A. Vision
B. Speech
C. Language
D. Translator ✅
Explicación: No figura.

### O114. Red para secuencias
¿Qué red procesa secuencias?
A. CNN
B. RNN ✅
C. SVM
D. KNN
Explicación: Recurrente.
"""


def test_long_titles_go_once_titles_are_proved_and_a_mark_before_an_aside_marks(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, OPTIONAL, "opcionales.md")
    assert [q.text for q in deck.questions][2:4] == ["Fine-tuning de un LLM puede omitirse cuando tu caso:",
                                                     "¿Cuál NO corresponde a un servicio AI nativo en OCI?"], said
    assert deck.questions[2].choices[0].text == \
        "Requiere adaptación específica a tarea (si NO lo requiere se omite)"
    assert [q.answer for q in deck.questions] == [[0], [1], [0], [3], [1]], said


def test_a_mark_before_an_aside_moves_after_it_only_on_a_labelled_choice() -> None:
    forms = normalised(["A. text ✅ (why)", "B. other", "Just a line ✅ (x)", "C. two ✅ (a) (b)"])
    assert forms is not None
    assert forms.lines == ["A. text (why) ✅", "B. other", "Just a line ✅ (x)", "C. two ✅ (a) (b)"]


REPEATED = """1. Which command deletes a group?
a.) delgroup
b.) erasegroup
c.) groupdel
d.) delgroup

2. Which command adds a user?
a.) useradd
b.) adduserx
c.) usermake
d.) newuser
"""


def test_a_choice_written_twice_under_signed_labels_is_said_not_hidden(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, REPEATED, "quiz.md")
    assert [c.text for c in deck.questions[0].choices] == ["delgroup", "erasegroup", "groupdel", "delgroup"]
    assert any("same text" in m for m in said), said


def test_other_readers_keep_bare_capitals_out_of_order(tmp_path: Path) -> None:
    """The same hole looked for in the text, Markdown and GIFT readers' label removers: none has it."""
    text = ("1. Gli intermediari iscritti nella sezione:\nC del RUI\nA del RUI\nB del RUI\nAnswer: A\n\n"
            "2. Chi vigila?\nIVASS\nConsob\nBanca\nAnswer: A\n\n3. Il registro?\nRUI\nREA\nRUN\nAnswer: A\n")
    markdown = ("1. Gli intermediari iscritti nella sezione:\n- C del RUI\n- A del RUI\n- B del RUI\n\nAnswer: A\n\n"
                "2. Chi vigila?\n- IVASS\n- Consob\n- Banca\n\nAnswer: A\n\n"
                "3. Il registro?\n- RUI\n- REA\n- RUN\n\nAnswer: A\n")
    gift = "::q1:: Sezione? {\n=C del RUI\n~A del RUI\n~B del RUI\n}\n"
    for body, name in ((text, "p.txt"), (markdown, "p.md"), (gift, "p.gift")):
        deck, said = read_said(tmp_path, body, name)
        assert [c.text for c in deck.questions[0].choices] == ["C del RUI", "A del RUI", "B del RUI"], (name, said)
