"""GIFT as Moodle reads and scores it. Each case's outcome comes from Moodle's own parser,
``question/format/gift/format.php`` (qformat_gift::readquestion; line numbers of moodle/moodle
at 00e93a99 in docs/importing.md), and the multiple-choice question type's checks."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import run
from tests.test_import import HERE, answers, imported, load, texts


def gift(tmp_path: Path, text: str) -> tuple[dict[str, Any], str, int]:
    """Import a GIFT source: its quiz, the messages, the exit status."""
    dest, result = imported(tmp_path, tmp_path / "q.gift", text=text)
    return (load(dest) if dest.exists() else {}), result.stderr, result.exit_code


def whys(question: dict[str, Any]) -> list[str | None]:
    return [c.get("why") if isinstance(c, dict) else None for c in question["choices"]]


# -- scoring: single answer with `=`, multiple answer without (format.php 345-349) ---------------

def test_the_shared_partial_credit_case_is_single_answer_c(tmp_path: Path) -> None:
    source = tmp_path / "partial.gift"
    shutil.copy(HERE / "gift" / "partial.gift", source)
    dest, result = imported(tmp_path, source)
    assert result.exit_code == 0, result.output
    q = load(dest)["questions"][0]
    assert q["answer"] == "C"
    assert texts(load(dest)) == [["wrong answer", "half credit answer", "full credit answer"]]
    assert whys(q) == [None, "partial credit 50 %", None]
    assert "warning" not in result.stderr


def test_with_an_equals_answer_partial_credit_is_a_wrong_choice_whose_why_says_so(tmp_path: Path) -> None:
    doc, _, code = gift(tmp_path, "Which? {\n~%50%half #close\n=full #yes\n~%-50%bad\n~%33.33333%third\n}\n")
    q = doc["questions"][0]
    assert code == 0 and q["answer"] == "B"
    assert whys(q) == ["close (partial credit 50 %)", "yes", None, "partial credit 33.3333 %"]


def test_without_equals_the_positive_weights_make_a_multiple_answer_question(tmp_path: Path) -> None:
    doc, err, code = gift(tmp_path, "Which? {~%50%a ~%50%b ~%-100%c}\n\nOne right, as checkboxes {~%100%a ~b}\n")
    assert answers(doc) == [["A", "B"], ["A"]]   # Moodle: single = 0 when no answer holds an `=`
    assert code == 0 and "warning" not in err


def test_positive_weights_not_making_100_are_reported(tmp_path: Path) -> None:
    # qtype_multichoice refuses a multiple-answer question whose positive fractions do not add up to 1
    doc, err, _ = gift(tmp_path, "Which? {~%50%a ~%30%b ~c}\n")
    assert answers(doc) == [["A", "B"]]
    assert re.search(r"q\.gift:1:1: warning: the positive weights add up to 80 %: Moodle refuses", err)


def test_no_positive_weight_and_no_equals_is_no_answer(tmp_path: Path) -> None:
    doc, err, _ = gift(tmp_path, "Which? {~a ~b}\n")
    assert answers(doc) == [None]
    assert "q.gift:1:1: warning: no answer is marked right" in err


def test_several_full_credit_answers_are_all_right_and_said(tmp_path: Path) -> None:
    # Moodle (format.php: every `=` answer weighs 1) counts each of them alone as right: none of them is
    # written wrong here; the card asks for all of them, and the warning says how Moodle differs
    doc, err, _ = gift(tmp_path, "Which? Select one or more {\n=a\n=b #also\n~c\n=d\n}\n")
    q = doc["questions"][0]
    assert q["answer"] == ["A", "B", "D"] and whys(q) == [None, "also", None, None]
    assert ("q.gift:1:1: warning: 3 answers have full credit (A, B, D): Moodle counts any one of them alone as "
            "right; written as select-all-that-apply") in err


def test_a_weight_after_equals_is_text_as_in_moodle_and_is_reported(tmp_path: Path) -> None:
    # format.php 371-373: an `=` answer weighs 1 and keeps the rest, `%50%` included
    doc, err, _ = gift(tmp_path, "Which? {=%50%a ~b}\n")
    assert texts(doc) == [["%50%a", "b"]] and answers(doc) == ["A"]
    assert "warning: Moodle gives an `=` answer full credit and shows `%50%` in its text" in err


def test_a_weight_moodle_does_not_read_stays_in_the_text(tmp_path: Path) -> None:
    # $giftanswerweightregex (format.php 168): one or two digits, an optional decimal part
    doc, err, _ = gift(tmp_path, "Which? {~%half%a =b}\n")
    assert texts(doc) == [["%half%a", "b"]]
    assert "this is not a weight Moodle reads" in err


# -- the answers' split, text and feedback (format.php 352-383, 85-94) --------------------------

def test_text_before_the_first_marker_is_a_wrong_answer(tmp_path: Path) -> None:
    doc, err, _ = gift(tmp_path, "Which? { stray =a ~b}\n")
    assert texts(doc) == [["stray", "a", "b"]] and answers(doc) == ["B"]
    assert "q.gift:1:10: warning: text before the first `~` or `=`" in err


def test_fewer_than_two_answers_is_reported(tmp_path: Path) -> None:
    # check_answer_count(2, ...), format.php 363
    _, err, _ = gift(tmp_path, "Which? {~only}\n")
    assert "Moodle refuses a multiple-choice question with 1 answer" in err


def test_escapes_and_feedback(tmp_path: Path) -> None:
    # escapedchar_pre/post (format.php 112-130): \\ first, then \: \# \= \{ \} \~ \n
    doc, _, code = gift(tmp_path, "::a\\:b:: 1 \\= 1\\, \\{x\\} \\~y \\\\ z\\nnext {\n"
                                  "=c\\#d #why \\# not split ~e\n~f \\= g\n}\n")
    q = doc["questions"][0]
    assert code == 0 and q["id"] == "a-b"
    assert q["question"] == "1 = 1\\, {x} ~y \\ z\nnext"
    assert texts(doc) == [["c#d", "e", "f = g"]]
    assert whys(q) == ["why # not split", None, None]


def test_feedback_ends_at_the_first_hash_and_general_feedback_at_the_last_four(tmp_path: Path) -> None:
    # commentparser splits at the first '#'; general feedback starts at strrpos '####' (format.php 246)
    doc, _, _ = gift(tmp_path, "Which? {=a #one #two ~b #### first #### second}\n")
    q = doc["questions"][0]
    assert whys(q) == ["one #two", "### first"]
    assert texts(doc) == [["a", "b"]] and q["explanation"] == "second"


# -- question types (format.php 280-313) ---------------------------------------------------------

@pytest.mark.parametrize("block, kind", [
    ("{=443 =https}", "a short-answer"), ("{=443}", "a short-answer"), ("{#32}", "a numerical"),
    ("{#32:1 =%50%31}", "a numerical"), ("{=IP -> network =TCP -> transport}", "a matching"),
    ("{}", "an essay"), ("{####only general feedback}", "an essay"), ("{ true story }", "a short-answer"),
])
def test_other_types_are_skipped_with_a_warning_at_the_line(tmp_path: Path, block: str, kind: str) -> None:
    doc, err, code = gift(tmp_path, f"::ok:: Fine {{=a ~b}}\n\n::x:: The question {block}\n")
    assert code == 0 and [q["id"] for q in doc["questions"]] == ["ok"]
    assert f"q.gift:3:7: warning: question 'x' is {kind} question; skipped" in err


def test_a_tilde_anywhere_makes_multiple_choice(tmp_path: Path) -> None:
    # `{T ~x}` is not true/false in Moodle: it holds a `~`; `{=a -> ~b}` is not matching
    doc, _, _ = gift(tmp_path, "One {T ~x}\n\nTwo {=a -> ~b}\n")
    assert texts(doc) == [["T", "x"], ["a ->", "b"]] and answers(doc) == [None, "A"]


def test_description_is_skipped(tmp_path: Path) -> None:
    doc, err, _ = gift(tmp_path, "Just text.\n\nQ {=a ~b}\n")
    assert len(doc["questions"]) == 1
    assert "q.gift:1:1: warning: a question has no answers (a GIFT description); skipped" in err


# -- true/false (format.php 302-313, 96-110) ---------------------------------------------------

@pytest.mark.parametrize("block, answer", [("{T}", "A"), ("{TRUE}", "A"), ("{F}", "B"), ("{FALSE}", "B")])
def test_true_false(tmp_path: Path, block: str, answer: str) -> None:
    doc, err, _ = gift(tmp_path, f"The sky is blue. {block}\n")
    assert texts(doc) == [["True", "False"]] and answers(doc) == [answer]
    assert "warning" not in err


def test_true_false_feedback_goes_under_the_choice_moodle_shows_it_for(tmp_path: Path) -> None:
    # {F#wrong#right}: feedback 1 is shown for a wrong answer (True), feedback 2 for the right one
    doc, _, _ = gift(tmp_path, "UDP is reliable. {FALSE#No, it is best effort.#Right.####General.}\n\n"
                               "TCP is reliable. {T#Only feedback}\n")
    q1, q2 = doc["questions"]
    assert q1["answer"] == "B" and whys(q1) == ["No, it is best effort.", "Right."]
    assert q1["explanation"] == "General."
    assert q2["answer"] == "A" and q2["explanation"] == "Only feedback" and whys(q2) == [None, None]


def test_lower_case_true_is_read_as_true_false_and_said(tmp_path: Path) -> None:
    # in_array is case-sensitive: Moodle makes `{true}` a short answer to type in
    doc, err, _ = gift(tmp_path, "Water is wet. {true}\n")
    assert answers(doc) == ["A"]
    assert "q.gift:1:16: warning: Moodle reads `{true}` as a short answer" in err


# -- titles, formats, categories, comments, missing words ------------------------------------

def test_unclosed_title_is_text_as_in_moodle(tmp_path: Path) -> None:
    # format.php 199-204: no closing `::` means no name; the leading `::` is dropped
    doc, err, _ = gift(tmp_path, "::No title here {=a ~b}\n")
    assert doc["questions"][0]["question"] == "No title here"
    assert "q.gift:1:1: warning: the title's `::` is never closed" in err


def test_formats(tmp_path: Path) -> None:
    # parse_text_with_format (format.php 142-159): [html] [markdown] [plain] [moodle]; unknown stays
    doc, err, _ = gift(tmp_path, "[html]<p>Is <b>this</b> bold?</p>{=[plain]yes ~[html]<i>no</i> #[html]<b>why</b>}\n\n"
                                 "[markdown]**md** {=a ~b}\n\n[moodle]plain words {=a ~b}\n\n"
                                 "[foo] stays {=a ~b}\n\n[HTML]<b>upper</b> {=a ~b}\n")
    q1, q2, q3, q4, q5 = doc["questions"]
    assert q1["question"] == "Is **this** bold?"
    assert q1["choices"] == ["yes", {"text": "*no*", "why": "**why**"}]
    assert q2["question"] == "**md**" and q3["question"] == "plain words" and q4["question"] == "[foo] stays"
    assert q5["question"] == "**upper**"
    assert "q.gift:9:1: warning: Moodle reads only `[html]` in lower case" in err


def test_categories_comments_and_missing_words(tmp_path: Path) -> None:
    doc, _, code = gift(tmp_path, "// exported\n$CATEGORY: $course$/top/Net/TCP\n\n"
                                  "::one:: Grant is {\n// a comment inside the answers\n~buried =entombed ~living\n"
                                  "} in Grant's tomb.\n\n$CATEGORY: $course$/top/Net/UDP\n\n"
                                  "::two:: Which? {=a ~b}\n")
    assert code == 0 and doc["deck"] == "Net::TCP"
    one, two = doc["questions"]
    assert one["question"] == "Grant is _____ in Grant's tomb." and one["answer"] == "B"
    assert texts(doc)[0] == ["buried", "entombed", "living"]
    assert two.get("tags") == ["Net-UDP"] and "tags" not in one


def test_every_line_is_accounted_for(tmp_path: Path) -> None:
    _, result = imported(tmp_path, tmp_path / "lines.gift",
                            text="// comment\n$CATEGORY: Net\n\n::a:: Q {\n=a\n~b\n}\n\n::s:: Short {=x}\n\n"
                                 "::b:: Q2 {=a ~b}\n")
    assert result.exit_code == 0, result.output
    assert "2 questions from" in result.stdout
    assert "lines not used: 9; page furniture left out: 1" in result.stdout


def test_the_repository_fixture_still_reads_the_same(tmp_path: Path) -> None:
    dest, result = imported(tmp_path, HERE / "gift" / "moodle.gift")
    assert result.exit_code == 0
    assert answers(load(dest)) == ["A", ["A", "B"], "A", "B", "B", "A"]
    check = run("check", dest)
    assert check.exit_code == 0, check.stderr


def test_labels_every_answer_carries_are_removed(tmp_path: Path) -> None:
    doc, _, _ = gift(tmp_path, "Which? {\n~a) Unidad\n~b) Carpeta\n=c) Archivo\n}\n\nKept? {=a) x ~y}\n")
    assert texts(doc) == [["Unidad", "Carpeta", "Archivo"], ["a) x", "y"]]
    assert answers(doc) == ["C", "A"]


def test_an_empty_answer_is_left_out_as_moodle_does_and_said(tmp_path: Path) -> None:
    # an unescaped `~` at the start of a text splits it: Moodle saves no empty answer
    doc, err, code = gift(tmp_path, "Path? {\n=../config\n~%-25%~/config\n~%-25%/home/config\n}\n")
    assert code == 0 and texts(doc) == [["../config", "/config", "/home/config"]] and answers(doc) == ["A"]
    assert "q.gift:3:1: warning: an answer without text; Moodle leaves it out" in err


def test_a_placeholder_answer_is_said(tmp_path: Path) -> None:
    _, err, _ = gift(tmp_path, "Which? {=a ~b ~N/A}\n")
    assert "q.gift:1:15: warning: the answer 'N/A' looks like a placeholder" in err


def test_a_question_with_only_a_title_takes_the_title_as_its_text(tmp_path: Path) -> None:
    doc, err, code = gift(tmp_path, "// Nombre: x\n::¿Qué es un lenguaje de marcas?::\n{=Un conjunto de reglas\n"
                                    "~Un lenguaje de programación\n#No.\n}\n\n::T2::{=a ~b}\n")
    assert code == 0, err
    assert [q["question"] for q in doc["questions"]] == ["¿Qué es un lenguaje de marcas?", "T2"]
    assert texts(doc)[0] == ["Un conjunto de reglas", "Un lenguaje de programación"] and answers(doc) == ["A", "A"]
    assert ":3:1: warning: question '¿Qué es un lenguaje de marcas?' has no text but its title" in err


def test_spans_that_only_style_their_text_go(tmp_path: Path) -> None:
    doc, err, code = gift(tmp_path, '::Q::[html]<p>When?</p>{\n~<p><span style\\="font-size\\: 14px;">Nov 2020</span>'
                                    '<br></p>\n=<span style\\="font-size\\: 14px;">Nov 2015</span>\n}\n\n'
                                    '::R::[html]Which?{=<span lang\\="fr">a</span> ~<span style\\="color\\: red">b'
                                    '</span>}\n')
    assert code == 0, err
    assert texts(doc) == [["Nov 2020", "Nov 2015"], ['<span lang="fr">a</span>', 'b']]


def test_highlight_spans_with_classes_no_card_styles_go(tmp_path: Path) -> None:
    doc, err, code = gift(tmp_path, '::Q::[html]Which?{=<span class\\="hljs-tag" style\\="color\\: red;">div</span> '
                                    '~<span class\\="hljs-name">p</span>}\n')
    assert code == 0, err
    assert texts(doc) == [["div", "p"]]


# -- Moodle's HTML ([html] texts) as Markdown ---------------------------------------------------

def test_code_shows_its_entities_as_characters(tmp_path: Path) -> None:
    # a Markdown code span shows `&lt;` as written: the entities of <code> are its characters
    doc, _, code = gift(tmp_path, "[html]Which element is <code>&lt;a&gt;</code> inside <b>&lt;p&gt;</b>? {\n"
                                  "=<code>&lt;a href\\=\"x\"&gt;</code>\n~<code>`&amp;`</code>\n}\n")
    q = doc["questions"][0]
    assert code == 0
    assert q["question"] == "Which element is `<a>` inside **&lt;p&gt;**?"   # outside code: Markdown decodes it
    assert texts(doc) == [['`<a href="x">`', "`` `&` ``"]]


def test_highlighted_code_blocks_become_fenced_code(tmp_path: Path) -> None:
    pre = ('<pre class\\="hljs" style\\="display\\: block;"><span class\\="hljs-tag" style\\="color\\: '
           'blue;">&lt;<span class\\="hljs-name">div</span>&gt;</span>\n  x &amp;&amp; y\n</pre>')
    doc, _, code = gift(tmp_path, f"::t::[html]<p>Which is accessible?</p>{{\n=ok\n~{pre}\n}}\n")
    assert code == 0
    assert texts(doc) == [["ok", "```\n<div>\n  x && y\n```"]]


def test_a_link_with_text_becomes_a_markdown_link(tmp_path: Path) -> None:
    doc, _, _ = gift(tmp_path, '[html]<a href\\="http\\://example.org/a.mp3">Listen\\:</a><br /><br />Which '
                               'language? {~English =French}\n')
    assert doc["questions"][0]["question"] == "[Listen:](http://example.org/a.mp3)\n\nWhich language?"


def test_images_of_the_moodle_course_are_a_note_said_at_the_line(tmp_path: Path) -> None:
    # a GIFT export names the course's files as @@PLUGINFILE@@/name but does not carry them
    doc, err, code = gift(tmp_path, "::p::[html]Which release?<br><img src\\=\"@@PLUGINFILE@@/moodle%20which.jpg\" "
                                    "alt\\=\"\"><br>{TRUE}\n\n::n::[html]<img src\\=\"@@PLUGINFILE@@/x.jpg\">{#3}\n")
    assert code == 0, err
    assert doc["questions"][0]["question"] == "Which release?\n *(image moodle which.jpg: not in the export)*"
    assert ("q.gift:1:6: warning: image 'moodle which.jpg' is a file of the Moodle course (@@PLUGINFILE@@), not "
            "in the GIFT export") in err
    assert "x.jpg" not in err   # the numerical question is skipped: nothing said of its image


# -- a question's running number is not its text ---------------------------------------------

def test_running_numbers_before_every_question_are_left_out(tmp_path: Path) -> None:
    doc, err, code = gift(tmp_path, "1. ¿Qué función lee un CSV?{\n~pd.read()\n=pd.read_csv()\n}\n\n"
                                    "2. Un XML es{\n~Estructurado\n=Semi-Estructurado\n}\n\n"
                                    "3) Tres{=a ~b}\n")
    assert code == 0, err
    assert [q["question"] for q in doc["questions"]] == ["¿Qué función lee un CSV?", "Un XML es", "Tres"]


def test_numbers_that_do_not_count_the_questions_stay(tmp_path: Path) -> None:
    doc, err, code = gift(tmp_path, "2. Was ist 2+2?{=4 ~5}\n\n1989. Was fiel?{=die Mauer ~nichts}\n")
    assert code == 0, err
    assert [q["question"] for q in doc["questions"]] == ["2. Was ist 2+2?", "1989. Was fiel?"]


# -- questions not separated as Moodle asks (session 10's held-out GIFT files) ------------------

def test_questions_whose_answer_block_opens_at_the_end_of_their_line_with_no_blank_line_between(
        tmp_path: Path) -> None:
    # each question's `{` ends its text's line and the next question follows the `}` line at once:
    # Moodle reads the whole run as one question; here each block is a question, said once
    source = "".join(f"¿Pregunta {n}?{{\n~no\n=sí {n}\n~quizá\n}}\n" for n in range(1, 7))
    doc, err, code = gift(tmp_path, source)
    assert code == 0, err
    assert [q["question"] for q in doc["questions"]] == [f"¿Pregunta {n}?" for n in range(1, 7)]
    assert answers(doc) == ["B"] * 6
    assert "q.gift:6:1: warning: no blank line between this question and the one above (and 4 more" in err


def test_a_missing_word_tail_on_the_closing_line_stays_the_questions_text(tmp_path: Path) -> None:
    doc, err, code = gift(tmp_path, "Grant is {\n~buried\n=entombed\n~living\n} in Grant's tomb.\n")
    assert code == 0 and "warning" not in err, err
    assert doc["questions"][0]["question"] == "Grant is _____ in Grant's tomb."


def test_a_dollar_line_alone_above_each_question_is_a_category_said_once(tmp_path: Path) -> None:
    source = ("$Ciencias y Naturaleza\n¿Cuánto es 2+2?{\n=4\n~5\n}\n"
              "$Ciencias y Naturaleza\n¿Qué órgano produce la bilis?{\n=Hígado\n~Páncreas\n}\n"
              "$Historia\n¿Cuándo cayó el muro?{\n=1989\n~1999\n}\n")
    doc, err, code = gift(tmp_path, source)
    assert code == 0, err
    assert [q["question"] for q in doc["questions"]] == ["¿Cuánto es 2+2?", "¿Qué órgano produce la bilis?",
                                                         "¿Cuándo cayó el muro?"]
    assert doc["deck"] == "Ciencias y Naturaleza" and doc["questions"][2]["tags"] == ["Historia"]
    assert ("q.gift:1:1: warning: `$Ciencias y Naturaleza` (and 2 more lines like it) read as a category: Moodle "
            "reads only `$CATEGORY:` lines so") in err


def test_a_dollar_amount_starting_a_question_is_its_text(tmp_path: Path) -> None:
    doc, err, _ = gift(tmp_path, "$5 plus $3?{=8 ~9}\n\n$x = 2 in PHP sets?{=a variable ~a constant}\n")
    assert [q["question"] for q in doc["questions"]] == ["$5 plus $3?", "$x = 2 in PHP sets?"]
    assert "category" not in err


def test_an_answer_block_closed_by_a_mistyped_bracket_is_read_and_said(tmp_path: Path) -> None:
    # Moodle refuses the question (and its blank line ends it); the questions after it are not lost
    source = ("::g9::\n¿Capital de EEUU? {\n= Washington\n~ Nueva York\n}\n\n"
              "::g10::\n¿Río más largo de España?{\n~El Guadiana\n=El Ebro\n~El Nalón\n]\n\n"
              "::g11::\n¿Primer equinoccio?{\n~El de otoño\n=El de primavera\n}\n")
    doc, err, code = gift(tmp_path, source)
    assert code == 0, err
    assert [q["id"] for q in doc["questions"]] == ["g9", "g10", "g11"]
    assert texts(doc)[1] == ["El Guadiana", "El Ebro", "El Nalón"] and answers(doc) == ["A", "B", "B"]
    assert "q.gift:12:1: warning: `]` read as the `}` that closes the answers of the question above it" in err


def test_an_answer_block_never_closed_before_the_next_question_is_read_to_its_last_line(tmp_path: Path) -> None:
    source = "::a::\nOne?{\n=yes\n~no\n\n::b::\nTwo?{\n=two\n~three\n}\n"
    doc, err, _ = gift(tmp_path, source)
    assert answers(doc) == ["A", "A"] and texts(doc)[0] == ["yes", "no"]
    assert "q.gift:1:1: warning: this question's `{` is not closed before the blank line at line 5" in err


def test_a_blank_line_inside_answers_still_does_not_end_the_question(tmp_path: Path) -> None:
    doc, err, code = gift(tmp_path, "One?{\n=yes\n\n~no\n}\n")
    assert code == 0 and "warning" not in err, err
    assert texts(doc) == [["yes", "no"]]


def test_an_answer_whose_mark_was_left_out_among_answers_one_to_a_line_is_a_wrong_answer_said(
        tmp_path: Path) -> None:
    doc, err, _ = gift(tmp_path, "¿Miedo a las plantas?{\n~Astrafobia\n~Odontofobia\n=Botanofobia\nDemofobia\n}\n")
    assert texts(doc) == [["Astrafobia", "Odontofobia", "Botanofobia", "Demofobia"]] and answers(doc) == ["C"]
    assert "q.gift:5:1: warning: a line with no `~` or `=` among answers one to a line ('Demofobia')" in err


def test_a_wrapped_answer_line_goes_on_the_answer_above_as_in_moodle(tmp_path: Path) -> None:
    doc, err, _ = gift(tmp_path, "Which?{\n=a\n~b\n~a much longer answer that the author\n"
                                 "wrapped onto a second line of its own\n}\n")
    assert len(texts(doc)[0]) == 3 and "one to a line" not in err


def test_an_answer_written_right_and_wrong_is_kept_once_the_right_copy(tmp_path: Path) -> None:
    # Moodle shows both; a card cannot (check refuses two same choices where one is the answer); two wrong
    # copies stay as the source has them, said at their line, and check warns of them (the card marks either
    # the same), so nothing needs attention (exit 0)
    doc, err, code = gift(tmp_path, "¿Qué separa Gaza y Cisjordania?{\n~Un muro\n~Nada\n~Israel\n=Israel\n}\n\n"
                                    "Two?{\n=a\n~b\n~b\n}\n")
    assert code == 0, err
    assert "question 2's choices B and C are the same text ('b')" in err
    assert texts(doc) == [["Un muro", "Nada", "Israel"], ["a", "b", "b"]] and answers(doc) == ["C", "A"]
    assert "q.gift:4:1: warning: the answer 'Israel' is there twice: this copy (wrong) is left out" in err


def test_two_answer_blocks_on_one_line_are_said(tmp_path: Path) -> None:
    doc, err, _ = gift(tmp_path, "One? {=a ~b} Two? {=c ~d}\n")
    assert len(doc["questions"]) == 1
    assert "q.gift:1:19: warning: a question holds 2 answer blocks: Moodle reads the first as its answers" in err
