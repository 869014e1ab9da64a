"""Session 39's mend: a site generator's include line is page furniture, never a deck's description nor a question's
text (pymdownx snippets ``--8<-- "file"``, Jekyll/Liquid ``{% include file %}``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import read_said, rows_of

_PAGE = """# Quiz 3 - Redes

{include}

1. Qual camada roteia pacotes?
   - [ ] Enlace
   - [x] Rede
   - [ ] Aplicação

2. Qual protocolo resolve nomes?
   - [x] DNS
   - [ ] ARP
   - [ ] ICMP
"""


@pytest.mark.parametrize("include", ['--8<-- "assets/quiz.html"', ";--8<-- 'partials/quiz.md'",
                                     "{% include quiz.html %}", "{%- include_relative parts/q.md -%}"])
def test_an_include_line_is_page_furniture(tmp_path: Path, include: str) -> None:
    deck, said = read_said(tmp_path, _PAGE.replace("{include}", include), "quiz.md")
    assert not deck.description, deck.description
    assert [(text, answer) for text, _, answer in rows_of(deck)] == [("Qual camada roteia pacotes?", [1]),
                                                                      ("Qual protocolo resolve nomes?", [0])]
    assert not any(include in m for m in said), said
