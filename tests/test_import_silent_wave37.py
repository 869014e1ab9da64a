"""Four shapes of wave 37 that read wrong without a word (silent37): excerpts written in the shape of the banks.

* records of bold fields, ``**Hint:**`` / ``**Întrebarea:**`` / ``**Răspunsuri:**`` / ``1.``.. / ``**Indexul:** n``:
  the question label (Romanian too) comes off, the hint field goes to the explanation, and it is said;
* true/false lines ``n,statement,1|0``: the choices are the statements' language's words, not ``1``/``0``, said; the
  running number comes off after a byte order mark and before a figure glued to its comma;
* a CSV row whose quotes are odd (``""Padre de la Patria"``): read as the csv module reads it, and said at the row;
* topic lines ``@Topic =====`` right above a topic's first question: not its text, said.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers.convert import read_source
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion
from quizdeck.importers.leadlabels import take_lead_labels
from tests.conftest import read_said, rows_of

_RECORDS = (("În C, funcția printf scrie text formatat pe ecran, cu specificatori de format.",
             "Care funcție afișează text formatat în C?", ("printf", "scanf", "puts", "gets"), 0),
            ("O clasă este un șablon după care se creează obiectele unui program orientat pe obiecte.",
             "Ce reprezintă o clasă în programarea orientată pe obiecte?",
             ("Un set de instrucțiuni.", "Un șablon pentru obiecte.", "O colecție de funcții.", "O interfață."), 1),
            ("Metoda bisecției împarte intervalul în două și păstrează jumătatea care conține rădăcina.",
             "Ce face metoda bisecției la fiecare pas?",
             ("Dublează intervalul.", "Derivează funcția.", "Înjumătățește intervalul.", "Nimic."), 2),
            ("Stiva lucrează după principiul ultimul intrat, primul ieșit, adică LIFO.",
             "După ce principiu funcționează o stivă?", ("FIFO", "Aleator", "Prioritate", "LIFO"), 3))
def test_a_hint_field_above_a_labelled_question_is_its_explanation_and_said() -> None:
    # as the layout reader gives the records: the hint's label taken off, the question's kept
    lines: list[str] = []
    deck = ImportedDeck("q", "q", "q.txt")
    for hint, question, choices, _index in _RECORDS:
        first = len(lines) + 1
        lines += [f"**Hint:** {hint}", "", f"**Întrebarea:** {question}", "", "**Răspunsuri:**"]
        lines += [f"{k}. {c}" for k, c in enumerate(choices, 1)] + [""]
        q = ImportedQuestion(Pos("q.txt", first, 1), f"{hint}\n**Întrebarea:** {question}",
                             [ImportedChoice(c) for c in choices])
        q.use(first, len(lines))
        deck.questions.append(q)
    diags = Diagnostics()
    take_lead_labels(deck, lines, "q.txt", diags)
    assert [q.text for q in deck.questions] == [r[1] for r in _RECORDS]
    assert [q.explanation for q in deck.questions] == [r[0] for r in _RECORDS]
    said = [d.format() for d in diags.sorted()]
    assert len(said) == 1 and "q.txt:1:1:" in said[0] and "'Hint'" in said[0] and "explanation" in said[0]


_VERDICTS = ("\ufeff1,Türkiye'nin başkenti Ankara'dır.,1\n2,25'in karekökü 5'tir.,1\n"
             "3,Gökkuşağında yedi renk yoktur.,0\n4,Yunanistan'ın başkenti Selanik'tir.,0\n"
             "5,Maddenin en küçük yapıtaşı atomdur.,1\n6,Yerçekimi kanununu Edison bulmuştur.,0\n"
             "7,Yunuslar tek gözleri açık uyur.,1\n")


def test_digit_verdicts_are_written_as_the_languages_words_and_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _VERDICTS, "tf.txt")
    rows = rows_of(deck)
    assert len(rows) == 7
    assert all(r[1] == ["Doğru", "Yanlış"] for r in rows)
    assert [r[2] for r in rows] == [[0], [0], [1], [1], [0], [1], [0]]
    assert rows[0][0] == "Türkiye'nin başkenti Ankara'dır."
    assert rows[1][0] == "25'in karekökü 5'tir."
    assert any("'1'/'0'" in s and "Doğru" in s for s in said)


_QUOTES = ("pregunta,respuesta_1,respuesta_2,respuesta_3,respuesta_correcta\n"
           "¿Cuál es la capital de Argentina?,Córdoba,Rosario,Buenos Aires,3\n"
           "¿En qué año fue la independencia?,1810,1816,1820,2\n"
           "¿Cuál es el río más ancho?,Paraná,Río de la Plata,Uruguay,2\n"
           "\"¿Quién es el \"\"Padre de la Patria\" en Argentina?\",San Martín,Belgrano,Mitre,1\n"
           "¿Cuál es el pico más alto?,Aconcagua,Lanín,Tronador,1\n")


def test_a_row_of_odd_quotes_is_read_as_the_csv_module_reads_it_and_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _QUOTES, "p.csv")
    rows = rows_of(deck)
    assert rows[3] == ('¿Quién es el "Padre de la Patria en Argentina?"', ["San Martín", "Belgrano", "Mitre"], [0])
    assert any(":5:1:" in s and "odd number of quotes" in s for s in said)


_TOPICS = ("@Programmazione Matematica ===============================\n"
           "Dato un insieme F, un intorno è\nA. L'insieme delle parti di F\nB. Una funzione\nC. Un numero\nA\n\n"
           "Un problema di ottimizzazione è\nA. Una coppia (F, c)\nB. Un grafo\nC. Una matrice\nA\n\n"
           "@Programmazione Lineare Intera ===============================\n"
           "Un poliedro è intero se\nA. Ha vertici interi\nB. È limitato\nC. È vuoto\nA\n\n"
           "Il rilassamento lineare dà\nA. Un limite\nB. La soluzione intera\nC. Niente\nA\n\n"
           "Il metodo del simplesso è\nA. Un algoritmo\nB. Un teorema\nC. Un poliedro\nA\n\n"
           "@Teoria dei Grafi ===============================\n"
           "Un albero con n nodi ha\nA. n-1 archi\nB. n archi\nC. n+1 archi\nA\n\n"
           "Un grafo bipartito non ha\nA. Cicli dispari\nB. Cicli pari\nC. Archi\nA\n")


def test_a_topic_line_over_a_question_is_no_text_of_it_and_said(tmp_path: Path) -> None:
    path = tmp_path / "d.txt"
    path.write_text(_TOPICS, encoding="utf-8")
    diags = Diagnostics()
    got = read_source(path, "text", diags)   # (the plain-text reader: the one that reads such a bank's hundred)
    assert got is not None
    texts = [q.text for q in got[0].questions]
    assert texts[0] == "Dato un insieme F, un intorno è"
    assert texts[2] == "Un poliedro è intero se"
    assert texts[5] == "Un albero con n nodi ha"
    assert not any("=====" in t for t in texts)
    assert any(":1:1:" in d.format() and "topic titles" in d.format() for d in diags.sorted())
