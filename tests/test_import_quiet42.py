"""Real banks read wrong without a word, session 42 (quiet42): excerpts written in the shape of the banks, not copied.

* an MkDocs page's picture over a question carries the site's attribute list (``![](/m/a.jpg){align=right
  width=30%}``): the list comes off at reading, not only when the picture is copied (citius70 materiales);
* a hand-written sheet that never needs a quote quotes the choices of a row or two (sayings, titles): the quotes
  are the choices' own, kept and said (goncalopaiva perguntas, kubsv47 pytania, heikoj wwtbam).
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.attrlists import without_lists
from tests.conftest import read_said, rows_of

# -- attribute lists after pictures and links -------------------------------------------------------------------------

_PAGE = """# Test - Metales

### Pregunta 1
  ![](/fotos/hierro.jpg){align=right width=30%}
<div class="pregunta" data-type="radio">
  <p><strong>¿Qué metal se oxida con facilidad al aire húmedo?</strong></p>
  <input type="radio" name="q1" value="a" data-correct="true"> El hierro<br>
  <input type="radio" name="q1" value="b"> El oro<br>
  <input type="radio" name="q1" value="c"> El platino<br>
</div>

### Pregunta 2

<div class="pregunta" data-type="radio">
  <p><strong>¿Qué metal es líquido a temperatura ambiente?</strong></p>
  <input type="radio" name="q2" value="a"> El cobre<br>
  <input type="radio" name="q2" value="b" data-correct="true"> El mercurio<br>
  <input type="radio" name="q2" value="c"> El estaño<br>
</div>

### Pregunta 3

<div class="pregunta" data-type="radio">
  <p><strong>¿Qué aleación lleva cobre y estaño?</strong></p>
  <input type="radio" name="q3" value="a" data-correct="true"> El bronce<br>
  <input type="radio" name="q3" value="b"> El acero<br>
  <input type="radio" name="q3" value="c"> El latón<br>
</div>
"""


def test_a_pictures_attribute_list_comes_off_the_question_at_reading(tmp_path: Path) -> None:
    deck, _ = read_said(tmp_path, _PAGE, "metales.md")
    first = deck.questions[0].text
    assert "{align" not in first and "width=30%" not in first
    assert "![](/fotos/hierro.jpg)" in first and "¿Qué metal se oxida" in first
    assert [q.answer for q in deck.questions] == [[0], [1], [0]]


def test_attribute_lists_come_off_images_and_links_only() -> None:
    assert without_lists("![](a.png){: .center }\n\nQ?") == "![](a.png)\n\nQ?"
    assert without_lists('see [the PDF](q.pdf){ target="_blank"}') == "see [the PDF](q.pdf)"
    assert without_lists("![x](a.png){#fig width=200 height=200}") == "![x](a.png)"


def test_braces_that_are_text_or_code_stay() -> None:
    for text in ("f(x){x=1, y=2}", "a set {x, y} of (1){2}", r"$\sum_{n=0}^{\infty}$",
                 "`![](a.png){width=3}` in code", "![](a.png) {width=3}", "[x](y){x=1, y=2}",
                 "```\n![](a.png){width=3}\n```"):
        assert without_lists(text) == text


# -- quoted choices in a sheet that never needs a quote -----------------------------------------------------------

_SHEET = ("Tema;Pergunta;Opcao 1;Opcao 2;Opcao 3;Resposta\n"
          "Ciencia;Qual e o maior planeta?;Marte;Jupiter;Venus;Jupiter\n"
          "Cinema;Qual a fala famosa de Yoda?;\"Do or do not\";\"Use the force\";\"I am your father\";"
          "\"Do or do not\"\n"
          "Ciencia;Qual e o simbolo do ferro?;Fe;Fr;F;Fe\n"
          "Geografia;Qual e a capital de Espanha?;Madrid;Lisboa;Roma;Madrid\n"
          "Ciencia;Quantas patas tem uma aranha?;Seis;Oito;Dez;Oito\n")


def test_quoted_sayings_of_one_row_keep_their_quotes_and_it_is_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _SHEET, "perguntas.csv")
    rows = rows_of(deck)
    assert rows[1] == ("Qual a fala famosa de Yoda?", ['"Do or do not"', '"Use the force"', '"I am your father"'], [0])
    assert rows[0][1] == ["Marte", "Jupiter", "Venus"]
    warned = [s for s in said if "quotes kept as the choices' own" in s]
    assert len(warned) == 1 and ":3:" in warned[0]


def test_a_sheet_whose_quotes_are_needed_somewhere_reads_them_as_its_quoting(tmp_path: Path) -> None:
    needed = _SHEET.replace("Ciencia;Qual e o simbolo do ferro?;Fe;", 'Ciencia;"Qual e o simbolo; do ferro?";Fe;')
    deck, said = read_said(tmp_path, needed, "perguntas.csv")
    assert rows_of(deck)[1][1] == ["Do or do not", "Use the force", "I am your father"]
    assert not [s for s in said if "quotes kept" in s]


def test_a_sheet_that_also_quotes_a_question_reads_the_quotes_as_its_quoting(tmp_path: Path) -> None:
    wrapped = _SHEET.replace("Geografia;Qual e a capital de Espanha?;", 'Geografia;"Qual e a capital de Espanha?";')
    deck, said = read_said(tmp_path, wrapped, "perguntas.csv")
    assert rows_of(deck)[1][1] == ["Do or do not", "Use the force", "I am your father"]
    assert rows_of(deck)[3][0] == "Qual e a capital de Espanha?"
    assert not [s for s in said if "quotes kept" in s]


def test_a_sheet_that_quotes_most_rows_reads_the_quotes_as_its_quoting(tmp_path: Path) -> None:
    lines = _SHEET.splitlines()
    quoted = [lines[0]] + [";".join(f'"{c}"' if k >= 2 and not c.startswith('"') else c
                                    for k, c in enumerate(line.split(";"))) for line in lines[1:]]
    deck, said = read_said(tmp_path, "\n".join(quoted) + "\n", "perguntas.csv")
    assert rows_of(deck)[0][1] == ["Marte", "Jupiter", "Venus"]
    assert not [s for s in said if "quotes kept" in s]
