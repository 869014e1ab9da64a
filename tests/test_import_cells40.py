"""Session 40's sheets of HTML list cells (htmlcells) and ``<img>`` tags that are a question's subject (images).

* a column whose cells each hold one ``<ul>``/``<ol>`` of ``<li>`` items is the record's choices; the right one is
  an item whose id/class, learnt from the file, stands on one item per record, or the item a separate element
  after the list repeats word for word; a picture of the cell goes to the question; columns holding one value in
  every row (an RSS export's metadata) are left out, and ``title2`` is read as ``title``;
* a record where nothing proves an item right, or the two proofs disagree, has no answer and is said at its line;
* an ``<img>`` naming no picture to copy (absolute, no image's suffix, no such file) stays as its tag, in code, and
  so do the tags of choices that would otherwise turn into the same picture.
Written in the shape of the banks, with words of our own.
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of, saved

_META = "2,Road quiz feed,\"Ministry, road quiz\",,09-11-2011 10:44:17,he-IL"


def _marked(n: int, question: str, choices: list[str], right: int, picture: str = "") -> str:
    mark = f' id=""correctAnswer{n}""'
    items = "".join(f"<li><span{mark if k == right else ''}>{c}</span></li>" for k, c in enumerate(choices))
    cell = (f'<div dir=""rtl""><ul>{items}</ul>{picture}<div><span><button type=""button"">Show the answer'
            f'</button></span><br/><span>| «B» | «C» |</span></div></div>')
    return f'{_META},{n}. {question},,"{cell}",Rules,09-11-2011 10:44:{n:02d}\n'


_FEED = ("version,title,description,link,lastBuildDate,language,title2,guid,description4,category,pubDate\n"
         + _marked(17, "May a bus overtake on the right?", ["Yes, always.", "No.", "Only at night."], 1)
         + _marked(23, "What does the sign mean?", ["No entry", "Stop", "Give way", "Dead end"], 3,
                   '<img src=""https://example.org/sign23.png"" alt=""sign"" />')
         + _marked(5, "When must lights be on?", ["At night", "Never", "At noon"], 0))


def test_a_feed_sheet_of_list_cells_reads_the_marked_item_right(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _FEED)
    rows = rows_of(deck)
    assert [r[1:] for r in rows] == [(["Yes, always.", "No.", "Only at night."], [1]),
                                     (["No entry", "Stop", "Give way", "Dead end"], [3]),
                                     (["At night", "Never", "At noon"], [0])], rows
    assert rows[0][0].endswith("May a bus overtake on the right?"), rows   # the question: title2, not title
    assert "What does the sign mean?" in rows[1][0] and "sign23.png" in rows[1][0], rows
    assert [q.pos.line for q in deck.questions] == [2, 3, 4]
    assert any(":1:1:" in s and "HTML list" in s and "'version'" in s for s in said), said


def _repeated(n: int, question: str, choices: list[str], right: str, picture: str = "") -> str:
    items = "".join(f"<li><span>{c}</span></li>" for c in choices)
    topic = "Signs" if picture else "Rules"
    return f'{n}. {question},"{picture}<ol>{items}</ol><span id=""correctAnswer{n}"">{right}</span>",{topic}\n'


_AFTER = ("title2,description4,category\n"
          + _repeated(1, "What does the sign mean?", ["No entry", "Stop and give way", "Dead end"],
                      "Stop and give way", '<img src=""https://example.org/s1.jpg"" alt=""stop"" />')
          + _repeated(2, "Which speed is allowed?", ["70 km/h", "100 km/h", "90 km/h"], "90 km/h")
          + _repeated(3, "When are lights a must?", ["Only at night", "All day", "In fog only"], "All day")
          + _repeated(4, "Which one is first aid?", ["Drive home", "Call for help", "Take photos"], "Nothing"))


def test_an_element_after_the_list_repeating_an_item_names_the_right_one(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _AFTER)
    rows = rows_of(deck)
    assert [r[1:] for r in rows] == [(["No entry", "Stop and give way", "Dead end"], [1]),
                                     (["70 km/h", "100 km/h", "90 km/h"], [2]),
                                     (["Only at night", "All day", "In fog only"], [1]),
                                     (["Drive home", "Call for help", "Take photos"], None)], rows
    assert "What does the sign mean?" in rows[0][0] and "s1.jpg" in rows[0][0], rows
    assert [q.tags for q in deck.questions][:2] == [["Signs"], ["Rules"]]
    assert any(":5:" in s and "read with no answer" in s for s in said), said   # record 4: at its line


def test_marks_that_disagree_give_no_answer_said_at_the_source_line(tmp_path: Path) -> None:
    def row(n: int, question: str, choices: list[str], right: int, named: str) -> str:
        items = "".join(f'<li{" class=""ok""" if k == right else ""}>{c}</li>' for k, c in enumerate(choices))
        return f'"{question}\nasked {n}","<ul>{items}</ul><p class=""key"">{named}</p>"\n'

    text = ("question,choices\n" + row(1, "Two and two?", ["3", "4", "5"], 1, "4")
            + row(2, "Three and three?", ["6", "7", "8"], 0, "6")
            + row(3, "One and one?", ["1", "2", "3"], 1, "3")
            + row(4, "Five and five?", ["10", "11", "12"], 0, "10"))
    deck, said = read_said(tmp_path, text)
    rows = rows_of(deck)
    assert [r[2] for r in rows] == [[1], [0], None, [0]], rows
    assert deck.questions[2].pos.line == 6   # each record takes two lines of the source
    assert any(":6:" in s and "read with no answer" in s and "disagree" in s for s in said), said


def test_one_list_cell_among_plain_cells_is_no_list_sheet(tmp_path: Path) -> None:
    text = ("question,a,b,c,answer\n"
            "Which tag makes a list?,<p>,<ul><li>one<li>two</ul>,<br>,1\n"
            "Which tag breaks a line?,<br>,<hr>,<b>,0\n"
            "Which tag is bold?,<i>,<b>,<u>,1\n")
    deck, said = read_said(tmp_path, text)
    assert len(deck.questions) == 3
    assert deck.questions[0].choices[1].text.startswith("<ul>")
    assert not any("HTML list" in s for s in said), said


def test_list_cells_with_nothing_proving_an_answer_are_left_to_the_sheet_reader(tmp_path: Path) -> None:
    text = ("question,choices,answer\n"
            'Two and two?,"<ul><li>3</li><li>4</li></ul>",B\n'
            'One and one?,"<ul><li>2</li><li>5</li></ul>",A\n'
            'Three and three?,"<ul><li>6</li><li>9</li></ul>",A\n')
    _, said = read_said(tmp_path, text)
    assert not any("read the HTML list" in s for s in said), said


_TAGS = ("question,a,b,c,d,answer\n"
         'Which shows a thumbnail?,"<img src = ""pic.png"">","<img src = ""pic.png"" style = ""width: 50px"">",'
         '"<img src = ""pic.png"" style = ""width: 25px"">",<p>,B\n'
         'Which is absolute?,"<img src=""/abs.png"" alt=""x"">",<br>,"<img src=""...."" alt=""y"">",<hr>,A\n'
         'Which names a missing file?,"<img src=""gone.png"">",<b>,<i>,<u>,A\n'
         'Which picture is this?,"<img src=""pic.png"" alt=""cat"">",dog,"<img src=""https://example.org/c.png"">",'
         "cow,A\n")


def test_img_tags_naming_no_picture_or_the_same_one_stay_as_code(tmp_path: Path) -> None:
    (tmp_path / "pic.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 32)
    quiz, messages, _, _ = saved(tmp_path, _TAGS.encode())
    choices = [q["choices"] for q in quiz["questions"]]
    assert choices[0][:3] == ['`<img src = "pic.png">`', '`<img src = "pic.png" style = "width: 50px">`',
                              '`<img src = "pic.png" style = "width: 25px">`'], choices
    assert choices[1][0] == '`<img src="/abs.png" alt="x">`' and choices[1][2] == '`<img src="...." alt="y">`'
    assert choices[2][0] == '`<img src="gone.png">`'
    assert choices[3][0].startswith("![cat](") and choices[3][0].endswith(".png)") and "`" not in choices[3][0]
    assert choices[3][2] == "![](https://example.org/c.png)"   # remote: as before, said
    assert "kept as text, in code" in messages and "absolute path" in messages and "no such file" in messages
    assert "remote image" in messages


def test_a_real_local_picture_in_one_choice_is_still_copied(tmp_path: Path) -> None:
    (tmp_path / "pic.png").write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 32)
    text = ("question,a,b,c,answer\n"
            'Which is the cat?,"<img src=""pic.png"" alt=""cat"">",a dog,a cow,A\n'
            "Which is red?,blood,sky,grass,A\n")
    quiz, messages, _, _ = saved(tmp_path, text.encode())
    first = quiz["questions"][0]["choices"][0]
    assert first.startswith("![cat](") and "`" not in first, first
    assert "kept as text" not in messages


def test_a_class_always_on_the_first_item_marks_a_place_not_the_answer(tmp_path: Path) -> None:
    def row(question: str, choices: list[str]) -> str:
        items = "".join(f'<li{" class=""first""" if k == 0 else ""}>{c}</li>' for k, c in enumerate(choices))
        return f'{question},"<ul>{items}</ul>"\n'

    text = ("question,choices\n" + row("Two and two?", ["3", "4", "5"]) + row("Three and three?", ["6", "7", "8"])
            + row("One and one?", ["1", "2", "3"]) + row("Five and five?", ["10", "11", "12"]))
    deck, said = read_said(tmp_path, text)
    assert not any("read the HTML list" in s for s in said), said
    assert all(q.answer != [0] for q in deck.questions), rows_of(deck)
