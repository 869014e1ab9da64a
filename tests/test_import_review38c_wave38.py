"""A second look at csv38's cell rules (review38c), excerpts written in the shape of the banks.

* a cell wrapped whole in quotes whose text ends with a quote of its own (``"He said "yes" and "no""``: the inner
  close and the outer one side by side, no doubled quote) loses its outer pair too, said; it was kept silently;
* a tag value glued to a question splits only where a word ends: ``What's the…`` and ``What-is…`` under a tag
  column holding ``What`` are one word going on, not the tag and a question.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_QUOTED = ("question,A,B,C,answer\n"
           '"He said "yes" and "no"",true,false,maybe,A\n'
           '"Which "word" is a noun?",run,table,quickly,B\n'
           '"The ""best"" answer",x,y,z,A\n'
           "What is 2+2?,3,4,5,B\n"
           "What colour is the sky?,blue,green,red,A\n")


def test_outer_quotes_beside_the_texts_own_closing_quote_come_off_said(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _QUOTED)
    rows = rows_of(deck)
    assert rows[0][0] == 'He said "yes" and "no"', rows
    assert rows[2][0] == 'The "best" answer', rows   # doubled quotes: the csv module's own reading
    assert any(":2:" in s and "wrapped whole in quotes" in s for s in said), said
    assert not any(":4:" in s and "wrapped whole in quotes" in s for s in said), said


_TAGS = ("category;question;A;B;C;D;answer\n"
         "What;What is the capital of France?;Paris;Rome;Berlin;Madrid;A\n"
         "What;What is the largest ocean?;Atlantic;Pacific;Indian;Arctic;B\n"
         "Who;Who wrote Hamlet?;Dickens;Shakespeare;Austen;Joyce;B\n"
         "Who;Who painted the Mona Lisa?;Da Vinci;Picasso;Monet;Dali;A\n"
         "What;What is 2+2?;3;4;5;6;B\n"
         "Who;Who discovered penicillin?;Fleming;Curie;Pasteur;Koch;A\n"
         "What's the boiling point of water?;100;90;80;70;A\n"
         "What;What is 3+3?;6;7;8;9;A\n"
         "Who;Who is Zeus?;God;King;Hero;Poet;A\n"
         "What-is the freezing point of water?;0;10;20;30;A\n"
         "What;What is H2O?;Water;Salt;Air;Fire;A\n")


def test_a_tag_value_going_on_as_a_word_is_no_glued_tag(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _TAGS)
    texts = [q.text for q in deck.questions]
    assert not any(t.startswith(("'s ", "-is ")) for t in texts), texts
    assert not any("glued" in s for s in said), said


def test_a_tag_value_glued_before_a_sign_still_splits(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _TAGS.replace("What's the boiling", "What¿What is the boiling"))
    assert "¿What is the boiling point of water?" in [q.text for q in deck.questions], rows_of(deck)
    assert any(":8:" in s and "glued" in s for s in said), said
