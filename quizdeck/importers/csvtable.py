"""CSV and TSV with a header row, as a spreadsheet exports them.

Columns are found by their header (any case, spaces, ``_`` or ``-``):

* ``question`` (or ``prompt``, ``front``, ``stem``, ``question text``);
* the choices, one per column (``A``..``L``, ``Choice A``, ``Option 1``, ``Answer B``...), or
  all in one ``choices``/``options``/``answers`` column (a JSON list, or a JSON object keyed by the labels in
  order, ``{"A": "x", "B": "y"}``) separated by new lines, ``|`` or ``;``
  (never inside backticks or quotes), or by a sign its cells hold as many times in nine rows in ten
  (``Negro-Blanco-Gris-Marrón``: ``csvrows.steady_separator``; a row split otherwise said);
* ``answer`` (``correct``, ``correct answer``, ``key``, any header starting with ``correct``):
  letters (``B``, ``A, C``), a choice column's name (``alt2``, ``csvcolumnnames``), choice numbers (``2``; from 0
  when the rows with choices show it, or the header
  numbers the choice columns from 0: ``Option0``) or a choice's text (or its words, written shorter or
  longer: said); a column before the choices that names none of them is the right choice itself, the
  first, and one of texts after them, the last;
* optional: ``explanation`` (``feedback``, ``rationale``), ``tags``, ``id``, ``source``.

Placeholder cells (``N/A``, ``-``, ``—``, empty) are not choices; the letters of an answer
still name the columns as the sheet has them. One bad row loses nothing else: it is
written as it is, reported at its line, and ``import`` exits 1 after writing
(``Importer.needs_attention``); a row with cells too many is mended when one reading is
certain (its width counted without the empty last cell every row leaves, ``…;justificacion;``;
thousands cut at the delimiter, ``1,247 J``; decimal commas, ``4,4g``, exactly the cells too many; a long
explanation's delimiters; an answer, the last column, that is then a choice's text, ``[0,1,2]``; empty cells too many
where the answer should stand, right after the choices, when it then names one; an empty cell too many dropped), and
said. A row one cell short whose tag cell opens with a value of the tag column glued to its question
(``CULTURA¿Qué…``) splits there, said. A row one cell short in a sheet whose rows fill the header's last column
lost a delimiter: split where its question's `?` runs into the next cell's text or at a tab typed as spaces, said, else
written as its cells fall (needs attention). A question cell that holds whole questions before the row's own,
each numbered in turn with its labelled choices (a PDF's copy, ``csvheld``), gives each as a question of its own, said.
A header with a question and an answer but no choices, over question cells that end with their choices each after a
label counting up (``Which? a) 0 b) 7``, ``csvinline``), or one a line below the question's, the answers naming them,
is read so, said.
A row that left out the cell of a column the reading does
without (a category), its answer cell then of another kind than the other rows', is read where one empty
cell put in, in one place only, puts its question, choices and answer in their columns. A cell whose
opening quote closes before the cell ends
keeps its quotes (the text's own). A short last cell every row writes after another separator (``…#3) Te|2``) is a
cell of its own. A row that asks a question in a cell no header name fits is no header. A header
whose answer column names none of the choices in most rows is read by its cells instead (``csvinfer``). A header
that names only the answer, over true/false words, takes its longest column for the statements
(``csvstatements``), said. A header
that names the answer and the choices, its question in words not known (``QUERY``), takes the one other column
of texts longest and before the choices for the question, said; the header decides the rest.
The delimiter is a tab for ``.tsv``, else guessed (comma, semicolon or tab; ``|`` or ``#`` too in a
file of lines separated so). A file that names no format (``.txt``) is a sheet when its lines read
as rows of as many cells (``table_delimiter``), or as records of a few kinds, the kind first; short
lines between the rows are sections (their rows' tag). Columns named like choices are learnt from
their cells: numbers naming the choices beside them are the answer, a few values repeated are no choice; with no
answer column, one choice of each row marked alike (``[Paris]``, ``Paris (x)``: ``csvinfer.choice_mark``) is the right
one, said. A column no name takes, before the choices, whose cells are a choice's whole text in nine rows in ten is the
answer (``答え``), said; a ``choices`` cell's own sign is learnt where the answers stay in range (``csvlistsign``); one
record a line, fields apart by a spaced sign (``csvspacedsigns``), rows ending in as many choices as each has
(``csvraggedtails``); a row breaking off mid-sentence joins the next (``csvsplitquestions``). Each said.
"""

from __future__ import annotations

import csv
import io
import itertools
import json
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import replace
from urllib.parse import quote

from quizdeck.core.diagnostics import Diagnostics
from quizdeck.importers.answervalues import (
    answers_counted,
    choices_counted,
    counted_choice,
    counted_from_one,
    counted_number,
    first_taken,
)
from quizdeck.importers.base import (
    LIKELY,
    Importer,
    Source,
    decode_text,
    drop_running_numbers,
    gb18030,
    with_bom,
    without_numbering,
)
from quizdeck.importers.cellseparator import answered_separator, split_into
from quizdeck.importers.choicenumbers import joined_numbers
from quizdeck.importers.choicetext import (
    bare_out_of_order,
    in_order_share,
    is_placeholder,
    kept_apart,
    labels_off,
    may_be_placeholder,
    without_labels,
)
from quizdeck.importers.commentheader import comment_header
from quizdeck.importers.csvanswerpick import pick
from quizdeck.importers.csvanswertail import answer_anchored, answer_at_end
from quizdeck.importers.csvaskingtail import asking_sheet, tail_back
from quizdeck.importers.csvblank import blank_marked, with_blank
from quizdeck.importers.csvblocks import Blocks, block_sheet
from quizdeck.importers.csvbrackets import bracket_joined
from quizdeck.importers.csvbrokenrows import broken_row
from quizdeck.importers.csvcodes import header_codes
from quizdeck.importers.csvcolumnnames import choice_names, places_named
from quizdeck.importers.csvcomments import leading_comments
from quizdeck.importers.csvcontinued import add_answers, continues
from quizdeck.importers.csvcounted import counted
from quizdeck.importers.csvcut import Lookahead, cut_in_cell, cut_rest
from quizdeck.importers.csvdoubled import undoubled
from quizdeck.importers.csvescapedhtml import escaped_html, unescaped
from quizdeck.importers.csvfieldrows import field_row
from quizdeck.importers.csvfirstchoice import first_choice
from quizdeck.importers.csvgluednames import glued_bases, over_steady
from quizdeck.importers.csvgroups import grouped
from quizdeck.importers.csvheadwords import EXPLANATION_WORDS, RIGHT_WORDS, unread_columns, wrong_column
from quizdeck.importers.csvheld import Held, held_questions
from quizdeck.importers.csvinfer import (
    FALSE_MARKS,
    FALSE_WORDS,
    LABELLED,
    TRUE_MARKS,
    TRUE_WORDS,
    Layout,
    Mark,
    choice_mark,
    infer,
    list_items,
    list_of,
    main_kind,
    number_labels,
    split_layout,
    verdict_list,
)
from quizdeck.importers.csvinline import inline_form, named_choice, split_inline
from quizdeck.importers.csvkinds import KindRecords, kind_records
from quizdeck.importers.csvlabelanswer import label_named
from quizdeck.importers.csvlabelruns import dialogue_like, rejoined
from quizdeck.importers.csvlabeltexts import disagreement, label_text, labelled_texts
from quizdeck.importers.csvletters import LetterPair, letter_pair
from quizdeck.importers.csvlistcolumn import listed_column
from quizdeck.importers.csvlists import ListRecord, list_records
from quizdeck.importers.csvlistsign import list_sign
from quizdeck.importers.csvlong import Long, long_layout
from quizdeck.importers.csvnameaffix import shared_affix, without_affix
from quizdeck.importers.csvnamed import labelled_answer, spaced_texts, text_and_remark
from quizdeck.importers.csvnumbered import numbered_joined
from quizdeck.importers.csvonecolumn import one_field
from quizdeck.importers.csvownlabels import OwnLabels, column_labels
from quizdeck.importers.csvpadding import Padding, padding
from quizdeck.importers.csvpairs import Pairs, pair_records
from quizdeck.importers.csvpoints import by_points, parallel, points
from quizdeck.importers.csvprograms import program_cell
from quizdeck.importers.csvquotechar import single_quoted
from quizdeck.importers.csvquotes import requoted
from quizdeck.importers.csvragged import Ragged, keyed, pad
from quizdeck.importers.csvraggedtails import ragged_tail
from quizdeck.importers.csvrepeats import repeated_header, separator_row
from quizdeck.importers.csvrows import SheetLayout, SheetRows, sheet_layout, sheet_rows, steady_separator
from quizdeck.importers.csvshapes import Shape, column_shapes, shaped_join
from quizdeck.importers.csvshortwhy import glued_sign, padded_before_last
from quizdeck.importers.csvspaced import spaced_split
from quizdeck.importers.csvspacedsigns import spaced_sign
from quizdeck.importers.csvspans import spanned
from quizdeck.importers.csvsplitquestions import capitals_open, goes_on
from quizdeck.importers.csvstatements import (
    ALONE,
    OWN_PAIRS,
    picture_refused,
    statement_column,
    statement_layout,
    verdict_said,
)
from quizdeck.importers.csvstraylabels import stray_label
from quizdeck.importers.csvtails import short_by_tails
from quizdeck.importers.csvthousands import decimal_joined, thousands_joined
from quizdeck.importers.csvtypekinds import VOIDED, letter_verdict, one_choice_kinds, open_kinds
from quizdeck.importers.csvwrapcells import WrapFold
from quizdeck.importers.csvwrapped import Wrap, unwrap
from quizdeck.importers.doscodepage import dos_text
from quizdeck.importers.eastasian import east_asian
from quizdeck.importers.explainednames import named_in, plain_enough
from quizdeck.importers.imported import ImportedChoice, ImportedDeck, ImportedQuestion, folded, make_id, make_tag
from quizdeck.importers.jsoncells import json_list
from quizdeck.importers.labels import answer_letters, letter, split_label
from quizdeck.importers.rowrelations import head_and_list
from quizdeck.importers.signedverdicts import Signed, agrees, signed_verdict

#: Header names, in the languages of the sheets met (en, de, fr, es, it, pt, zh) and as Moodle's
#: own fields name them (``questiontext``, ``generalfeedback``).
_QUESTION = {"question", "questions", "questão", "questao", "prompt", "front", "stem", "question text", "text",
             "question stem", "q", "ques",
             "questiontext", "frage", "fragen", "fragetext", "aufgabe", "question posée", "énoncé", "enonce",
             "pregunta", "preguntas", "enunciado", "texto", "domanda", "pergunta", "题目", "问题", "题干",
             "试题", "content"}
_CHOICES = {"choices", "options", "answers", "alternatives", "distractors", "question answers", "answer options",
            "possible answers", "question choices", "question options", "opts", "antworten", "antwortmöglichkeiten",
            "auswahl", "optionen", "réponses", "choix", "propositions", "respuestas", "opciones", "alternativas",
            "risposte", "opzioni", "opções", "选项"}
_ANSWER = {"answer", "ans", "correct", "correct answer", "correct answers", "right answer", "key", "solution",
           "correct option", "correct choice", "answer key", "antwort", "richtige antwort", "richtige antworten",
           "lösung", "loesung", "korrekt", "réponse", "reponse", "bonne réponse", "bonnes réponses",
           "réponse correcte", "solution correcte", "respuesta", "respuesta correcta", "correcta", "solución",
           "solucion", "risposta", "risposta corretta", "corretta", "resposta", "resposta correta", "correta",
           "答案", "正确答案", "正確答案", "参考答案", "正答", "答え", "正解", "정답"}
_EXPLANATION = {"explanation", "feedback", "rationale", "back", "notes", "general feedback", "generalfeedback",
                "analysis",
                "erklärung", "erklaerung", "begründung", "explication", "explicación", "explicacion",
                "retroalimentación", "retroalimentacion", "spiegazione", "explicação", "解析", "答案解析"}
_TAGS = {"tags", "tag", "topic", "category", "thema", "kategorie", "thème", "catégorie", "tema", "categoría",
         "categoria", "分类", "分類", "类别", "類別", "カテゴリ", "カテゴリー", "카테고리", "분류"}
_ID = {"id", "question id", "number", "no", "#", "nr", "question #", "question number", "question no", "q #", "qid",
       "q no", "item", "item id", "nummer", "numéro", "número", "numero", "n°", "nº", "题号", "序号", "題號", "序號",
       "番号", "번호"}
_TYPE = {"type", "question type", "kind", "qtype", "typ", "fragetyp", "tipo", "tipe", "jenis", "tür", "típus", "тип",
         "题型", "类型", "題型", "類型", "タイプ", "유형"}
#: a row's type that is not multiple choice: "Open-Ended", "shortanswer", "Fill-in-the-Blank", "essay", "Poll",
#: "drag_drop"...
_OTHER_TYPE = re.compile(r"short|open|essa[iy]|fill|blank|poll|numer|match|order|survey|free|cloze|descri|text|coding"
                         r"|esai|isian|uraian|ensayo|ensaio|abierta|aberta|ouverte|offen|redacci"
                         r"|drag|drop|hotspot|rank"
                         r"|填空|简答|问答|论述|计算", re.I)
#: a row's type that is multiple choice or true/false, in the words of the sheets met
_CHOICE_TYPE = re.compile(r"true|false|multi|choice|check|select|mcq|选|判断", re.I)
#: the wrong answers' columns of a sheet whose `correct answer` column holds the right choice's text
_WRONG_COLUMN = re.compile(r"^(?:incorrect|wrong|false|other|falsche|respuestas? incorrectas?|incorrectas?|"
                           r"mauvaises? r[ée]ponses?|r[ée]ponses? (?:incorrectes?|fausses?)|"
                           r"risposte? (?:sbagliate?|errate?)|respostas? (?:erradas?|incorretas?)|"
                           r"distractors?|foils?|decoys?|"
                           r"誤答|不正解|错误答案|錯誤答案|错误选项|錯誤選項|오답)"
                           r"(?: answers?| options?| choices?| antwort(?:en)?)?"
                           r"(?: ?\d{1,2})?$")
_EXPLANATION_LIKE = re.compile(r"\b(?:explanation|feedback|rationale|reason|explain)\b")
#: "Option 2", "Choice B", "Answer 3" as an answer
_NAMED_CHOICE = re.compile(r"(?:option|choice|answer|alternative)[ \t]*([A-La-l]|\d{1,2})", re.I)
#: a letter after a word or three and a colon: "Správná: A", "Answer - b"
_WORDED_LETTER = re.compile(r"[^\W\d_][\w.]*(?:[ \t]+[^\W\d_][\w.]*){0,2}[ \t]*[:：\-–][ \t]*([A-La-l])[.)]?")
#: letters written together: "AC", "BD"
_GLUED = re.compile(r"[A-L]{2,12}")
#: letters joined by the bar the sheet's choices are split by: "A|B|D"
_PIPED = re.compile(r"[A-L](?:\|[A-L]){1,11}")
#: a question's own running number before its text (as ``base.without_numbering`` reads it): ``1.\t``, ``2) ``
_RUNNING = re.compile(r"[ \t]*(\d{1,4})[ \t]*(?:[.)]-?|-)[ \t]+(?=\S)")
#: a header's name without its remark: "Question - max 120 characters", "Answer 3 (Optional)",
#: "Options, separated by |"
_REMARK = re.compile(r"[ \t]+[-–—][ \t]+.*$|[ \t]*\(.*$|,[ \t]+.*$")
#: an answer that says true or false, for a row whose choice cells are all empty (a true/false question)
_VERDICT = TRUE_WORDS | FALSE_WORDS
#: a true/false row's two choices in the words of its answer, where the words pair one way only
#: (Chinese sheets: 对/错); other answers give True and False, or the sheet's own pair (``csvstatements.OWN_PAIRS``:
#: a sheet whose answers are two such words writes them as the choices, ``VERO``/``FALSO`` -> ``Vero``/``Falso``)
_PAIRS = ALONE
_OWN_PAIRS = OWN_PAIRS
#: a right choice's letter named in a row's other cells: "a resposta correta é a letra b", "the answer is C"
_LETTER_SAID = re.compile(r"\b(?:letra|letter|lettre|buchstabe|lettera|opção|opcao|opción|opcion|option|alternativa|"
                          r"alternative)[ \t]+\(?([a-hA-H])\b(?![-'’])|\b(?:answer|resposta|respuesta|réponse|antwort|"
                          r"risposta)[ \t]+(?:correta |correcta |correcte |correct |richtige )?(?:is|é|es|est|ist|è)"
                          r"[ \t]+\(?([a-hA-H])\)?(?=[ \t]*(?:[.,;:!]|$))", re.I)
_MOST = 0.9
#: the share of rows whose choices carry their labels in order that makes the choice columns' cells labelled
_LABELLED_ROWS = 0.75
#: … or 85 rows in 100 when every other row is one cell off theirs (a delimiter lost, or one in a cell's text:
#: ``¡Pare,por favor!``), each such row said at its line as it is read
_NEARLY_MOST = 0.85
#: an answer that is a choice's text (two words at least), not letters or numbers
_TEXT_ANSWER = re.compile(r"\w[^\w\n]+\w")
#: at most this many rows whose answer's text is a choice of its own are each said at its line;
#: more are said once, as the way the sheet is made
_ADDED_AT_LINES = 3
#: the fewest rows answering by letters that make rows answering by a text none of their choices another kind
_LETTERED_LEAST = 5
#: an image file's name in a question: "fig1.png", "p001_img01__DOT__png" (an exporter's placeholder)
_IMAGE_NAME = re.compile(r"\w(?:\.|__DOT__)(?:png|jpe?g|gif|svg|webp|bmp)\b", re.I)
#: what a Markdown link's target may not hold as it is: escaped (``road%20sign.gif``)
_LINK_UNSAFE = re.compile(r"[\s()<>%\[\]]")
#: what a web address written as a link (``<http://…>``) may not hold as it is: escaped
_LINK_SPACE = re.compile(r"[\s<>]")
_SOURCE = {"source", "reference", "ref", "url"}
#: a column of code the question shows (a snippet whose output is asked)
_CODE = {"code", "code snippet", "snippet", "code sample", "código", "codigo", "programmcode", "代码"}
#: the whole names of the columns, in the order tried
_NAMED: tuple[tuple[str, set[str]], ...] = (
    ("question", _QUESTION), ("choices", _CHOICES), ("answer", _ANSWER), ("explanation", _EXPLANATION),
    ("tags", _TAGS), ("id", _ID), ("source", _SOURCE), ("type", _TYPE), ("code", _CODE))
_CHOICE_COLUMN = re.compile(r"^(?:(?:choice|option|answer|alternative|opt|ans|antwort|auswahl|möglichkeit|"
                            r"réponse|reponse|choix|proposition|respuesta|opción|opcion|alternativa|risposta|"
                            r"opzione|resposta|opção|选项|選項|選択肢|선택지|보기)[ ]?)?([a-l]|\d{1,2})$"
                            r"|^[ca](\d{1,2})$")
#: a misspelt or longer answer header: "Correct_Awnser", "Correct option(s)"; not "Correct feedback"
_ANSWER_LIKE = re.compile(r"^(?:correct|right|richtige?|respuesta correcta|bonnes?|correcta|corretta)\b"
                          r"(?!.*\b(?:feedback|explanation|rationale)\b)")
_SPACES = re.compile(r"[\s_-]+")
#: a question's text that asks: it ends with a question mark (or a blank to fill, ``…``, ``___``)
_ASKING_END = re.compile(r"(?:[?？؟]|\.\.\.|…|__+)[\s\"'”»)]*$")
_LETTERS = "ABCDEFGHIJKL"
#: how much of a sheet its delimiter and (without a header) its columns are told from
_HEAD = 65536
_INFER_ROWS = 500
_MAX_COLUMNS = 200
_NUMBERS = re.compile(r"\d{1,2}(?:[ \t]*[,;/&+][ \t]*\d{1,2})*(?:[ \t]*[,;])?")   # "3;": an end mark after
#: a separator in a one-column choices cell, or a code span or quoted string, inside which none splits
#: a cell that is a number or empty
_NUMBER_CELL = re.compile(r"(?:[-+]?\d+(?:[.,]\d+)?)?")
_SEPARATOR = re.compile(r"`[^`\n]{0,500}`|\"[^\"\n]{0,500}\"|[|;]")


#: a word's end and the next word's start written together: "CorrectAnswer", "questionText"
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")


#: quotes a header's name may be written in, whatever the sheet's own quoting: ``”問題文”``, ``«Frage»``
_QUOTES = "\"'“”„‟«»‘’‚‛「」『』"


def _normal(header: str) -> str:
    return _SPACES.sub(" ", _CAMEL.sub(" ", _unquoted(header)).lower()).strip()


def _unquoted(name: str) -> str:
    """A header's name without the quotes around it (and a byte order mark)."""
    return name.strip().strip("\ufeff").strip().strip(_QUOTES).strip()


#: a remark in brackets at the end of a header's name: ``選択肢1（正解）``, ``Answer 1 (correct)``
_BRACKETED = re.compile(r"[ \t]*[(（\[【][^()（）\[\]【】]{1,20}[)）\]】][ \t]*$")


#: A header's words that say what its column holds when the whole name is none of the known
#: names ("Texto_Pregunta", "ID_Pregunta", "Articulo_Justificacion", "URL_Fuente_Oficial"),
#: in the order they are tried: an id's, then an explanation's, a right answer's, a question's,
#: a source's word.
_WORDS: tuple[tuple[str, frozenset[str]], ...] = (
    ("id", frozenset({"id", "qid"})),
    ("type", frozenset({"type", "typ", "tipo", "qtype", "タイプ", "类型", "類型", "题型", "題型", "유형"})),
    ("explanation", frozenset({
        "explanation", "explanations", "explain", "feedback", "rationale", "reason", "justification",
        "justificación", "justificacion", "explicación", "explicacion", "explicação", "explicacao", "explication",
        "erklärung", "erklaerung", "begründung", "begruendung", "spiegazione", "motivazione", "uitleg",
        "toelichting", "wyjaśnienie", "objaśnienie", "объяснение", "пояснение", "пояснення", "açıklama", "解析",
        "解释", "説明", "解説", "解說", "說明", "说明", "해설", "설명", "penjelasan", "pembahasan", "شرح", "הסבר"})
        | EXPLANATION_WORDS),
    ("answer", frozenset({
        "correct", "correcta", "correcto", "correctas", "correctos", "corretta", "corretto", "correta", "correto",
        "correcte", "juiste", "richtig", "richtige", "richtiges", "lösung", "loesung", "solution", "solución",
        "solucion", "soluzione", "solução", "poprawna", "poprawne", "правильный", "правильна",
        "правильная", "правильные", "верный", "doğru", "dogru", "答案", "正解", "正答", "정답", "jawaban", "kunci",
        "الصحيحة", "الإجابة", "נכונה"}) | RIGHT_WORDS),
    ("question", frozenset({
        "question", "questions", "pregunta", "preguntas", "enunciado", "frage", "fragen", "fragetext", "domanda",
        "quesito", "pergunta", "énoncé", "enonce", "prompt", "stem", "vraag", "pytanie", "вопрос", "питання",
        "otázka", "kérdés", "kysymys", "spørsmål", "fråga", "spørgsmål", "soru", "întrebare", "intrebare",
        "pitanje", "soal", "pertanyaan", "题目", "问题", "題目", "問題", "設問", "设问", "質問", "질문", "문제", "سؤال",
        "السؤال", "שאלה",
        "title"})),
    ("source", frozenset({"source", "fuente", "quelle", "fonte", "url", "link", "reference", "referencia",
                          "referenz", "référence"})),
)


#: most words a header's name has: a longer cell is a sentence of a row, not a name
_NAME_WORDS = 4


def _by_words(name: str) -> str | None:
    """What a column holds by one of its header's words (``_WORDS``), or None; none for a cell that is a
    sentence (more than ``_NAME_WORDS`` words, or a question mark or full stop in it): a row of data whose
    text says "question" names no column."""
    if len(name.split()) > _NAME_WORDS or re.search(r"[?？.!]", name):
        return None
    words = set(name.split())
    found = next((key for key, known in _WORDS if words & known), None)
    return found if found is not None or not _IDEOGRAPHS.search(name) else _compound_kind(name)


#: the words of a right answer's column, whole names and words of names
_ANSWER_WORDS = frozenset(_ANSWER | dict(_WORDS)["answer"])
#: a script that writes a compound name without spaces between its words (Han, kana, Hangul)
_IDEOGRAPHS = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]")
#: the word "text", "content" that may close such a compound after the word that names the column (``問題文``)
_TEXT_HEAD = re.compile(r"(?:文|本文|文本|内容|內容|テキスト|내용)$")


def _compound_kind(name: str) -> str | None:
    """What a name written without spaces holds, told by the known word its compound ends with (the compound's
    head: ``問題タイプ`` is a type, ``問題文`` a question's text): a word of two characters at least."""
    for part in reversed(re.split(r"[\s_\-/・]+", name)):
        stem = _TEXT_HEAD.sub("", part) or part
        for key, known in _WORDS:
            if any(len(word) >= 2 and _IDEOGRAPHS.search(word) and stem.endswith(word) for word in known):
                return key
        break   # the last part only: the compound's head
    return None


def _says_answer(name: str) -> bool:
    """Whether a header's name (``_normal``, its remark off) says answer: a known name, a longer one opening with
    ``correct`` (``_ANSWER_LIKE``), one of its words; in a script written without spaces, opening with an answer's
    word (``正答解析値``, the right answer's analysed value)."""
    if name in _ANSWER or _ANSWER_LIKE.match(name) or _by_words(name) == "answer":
        return True
    return bool(_IDEOGRAPHS.search(name)) and any(len(word) >= 2 and _IDEOGRAPHS.search(word) and name.startswith(word)
                                                  for word in _ANSWER_WORDS)


def _titles(name: str) -> bool:
    """Whether a header's name says question by the word ``title`` alone (``Quiz title``): a weaker name."""
    return _by_words(name) == "question" and not set(name.split()) & (_WORDS[4][1] - {"title"})


#: a header's word and the letter or number that counts its column: "odpa", "opcao a", "svar 2"
_COUNTED = re.compile(r"(\w*?[^\W\d])[ ]?([a-l]|\d{1,2})")


def _counted(names: list[str], among: list[int]) -> list[int]:
    """The columns (of ``among``) that one word names and a letter or number counts in order from
    ``a``, ``1`` or ``0``, next to each other, three at least: ``odpa, odpb, odpc``; else none."""
    best: list[int] = []
    run: list[int] = []
    word, count = "", ""
    for index in among:
        m = _COUNTED.fullmatch(names[index])
        if m is None:
            run = []
            continue
        if run and run[-1] == index - 1 and m.group(1) == word and m.group(2) == _next(count):
            run.append(index)
        elif m.group(2) in ("a", "1", "0"):
            run, word = [index], m.group(1)
        else:
            run = []
        count = m.group(2)
        if len(run) > len(best):
            best = list(run)
    return best if len(best) >= 3 else []


def _is_letters(cell: str) -> bool:
    """Whether a cell is letters naming choices, and nothing else: ``B``, ``A, C``."""
    found = answer_letters(cell)
    return found is not None and not found[1]


def _next(count: str) -> str:
    return str(int(count) + 1) if count.isdecimal() else chr(ord(count) + 1)


#: the comma, semicolon or bracket between an answer's text and its remark (``csvnamed.text_and_remark``)
_REMARK_AFTER = re.compile(r"^[,，、;；][ \t]*")


def _initials(value: str, texts: list[str]) -> int | None:
    """The one choice whose words' first letters are the answer (two to six capitals: ``WKS`` for ``Wybrzeże
    Kości Sł.``); None when no choice or several are so."""
    if not 2 <= len(value) <= 6 or not value.isalpha() or not value.isupper():
        return None
    found = [k for k, t in enumerate(texts)
             if "".join(w[0] for w in re.findall(r"[^\W\d_]+", t)).upper() == value and len(t) > len(value)]
    return found[0] if len(found) == 1 else None


def _texts_named(value: str, texts: list[str]) -> list[int] | None:
    """The choices an answer names by their texts, two or more, separated by new lines, ``|``, ``;`` or
    ``,`` (the first separator whose every part is one choice's whole text): ``Apple; Banana``; else None."""
    keys = {folded(t): k for k, t in enumerate(texts) if t.strip()}
    for separator in ("\n", "|", ";", ","):
        parts = [folded(p) for p in value.split(separator) if p.strip()]
        if len(parts) >= 2 and all(p in keys for p in parts):
            return sorted({keys[p] for p in parts})
    return None


def _choice_numbers(cells: list[str]) -> list[int] | None:
    """The numbers a column's filled cells hold when each is choice numbers (``2``, ``1,3``); else None."""
    if not cells or not all(_NUMBERS.fullmatch(c) for c in cells):
        return None
    return [int(n) for c in cells for n in re.findall(r"\d+", c)]


def _run_together(value: str, texts: list[str]) -> list[int] | None:
    """The choices an answer names by their texts written one after the other with nothing or only
    spaces or punctuation between (``DVD-RWDVD-RAM`` for ``DVD-RW`` and ``DVD-RAM``), in their order,
    two or more, each of two characters at least; one way only, else None."""
    keys = [folded(t) for t in texts]
    target = folded(value)
    found: list[list[int]] = []

    def walk(at: int, start: int, picked: list[int]) -> None:
        if len(found) > 1:
            return
        rest = target[at:].lstrip(" ,;、/|&+")
        if not rest:
            if len(picked) >= 2:
                found.append(picked)
            return
        at = len(target) - len(rest)
        for k in range(start, len(keys)):
            if len(keys[k]) >= 2 and target.startswith(keys[k], at):
                walk(at + len(keys[k]), k + 1, [*picked, k])

    walk(0, 0, [])
    return found[0] if len(found) == 1 else None


def _nearly(value: str, texts: list[str]) -> int | None:
    """The one choice whose text the answer's is but for a character or two (a slip: ``デスクトツプ`` for
    ``デスクトップ``), the texts eight characters long at least, their digits the same (``always 5`` is
    not ``always 1``); None when none or several are so near."""
    target = folded(value)
    if len(target) < 8:
        return None
    near = [k for k, t in enumerate(texts) if len(folded(t)) >= 8 and abs(len(folded(t)) - len(target)) <= 2
            and _differs_by(target, folded(t)) <= (1 if len(target) < 40 else 2)
            and re.sub(r"\D", "", target) == re.sub(r"\D", "", folded(t))]   # "always 5" is not "always 1"
    return near[0] if len(near) == 1 else None


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", folded(text))


def _within_words(value: str, texts: list[str]) -> int | None:
    """The one choice whose words hold the answer's, or are held by them, as a run of whole words of four
    letters at least in all (``Kennedy`` for ``J.Fitzgerald Kennedy``, ``L'Allemagne`` for ``Allemagne``: a
    name shortened, an article added); None when none or several do."""
    def holds(longer: list[str], shorter: list[str]) -> bool:
        n = len(shorter)
        return n > 0 and sum(map(len, shorter)) >= 4 and any(longer[k:k + n] == shorter
                                                             for k in range(len(longer) - n + 1))

    target = _words(value)
    found = [k for k, t in enumerate(texts) if (words := _words(t)) and words != target
             and (holds(words, target) or holds(target, words))]
    return found[0] if len(found) == 1 else None


def _differs_by(a: str, b: str) -> int:
    """How many characters to change, add or take off to make ``a`` into ``b`` (Levenshtein), or 3
    once it is more than 2."""
    if abs(len(a) - len(b)) > 2:
        return 3
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        if min(current) > 2:
            return 3
        previous = current
    return min(previous[-1], 3)


def _bare_labels(texts: list[str]) -> list[str] | None:
    """The texts without their labels when, three choices or more, each starts with its own capital
    letter in order and a space: ``A Berlin``, ``B Bonn``, ``C Köln``."""
    if len(texts) < 3 or len(texts) > len(_LETTERS):
        return None
    out = []
    for index, text in enumerate(texts):
        if not (text[:1] == _LETTERS[index] and text[1:2] in (" ", "\t") and text[2:].strip()):
            return None
        out.append(text[2:].strip())
    return out


#: a label written tight against its choice's text: "A)Dennis", "b.Veri", "(C)Linus", "1)x"; not "1.5"; a
#: letter and a dash before a space or tab: "A-\tSeguin"
_TIGHT_LABEL = re.compile(r"[ \t]*[(\[]?(?:([A-La-l])[ \t]*(?:[.):\]]|-(?=[ \t]))|(\d{1,2})[ \t]*(?:[)\]]|[.:](?!\d)))"
                          r"[ \t]*(?=\S)")


def _tight_labels(texts: list[str]) -> list[str] | None:
    """The texts without their labels when, two choices or more, each starts with its own label in order,
    ``A)``, ``B)``... (or ``a.``, ``1)``) whether a space follows it or not: ``A)Dennis Ritchie``; ``A-``
    before a space or tab."""
    if len(texts) < 2 or len(texts) > len(_LETTERS):
        return None
    found = [_TIGHT_LABEL.match(t) for t in texts]
    if any(m is None for m in found):
        return None
    labels = [m.group(1) or m.group(2) for m in found if m is not None]
    if labels not in ([str(k + 1) for k in range(len(texts))], list(_LETTERS[:len(texts)]),
                      list(_LETTERS[:len(texts)].lower())):
        return None
    out = [t[m.end():].strip() for t, m in zip(texts, found, strict=True) if m is not None]
    return out if all(out) else None


#: a label as hands slip writing it: a letter or a digit, then a stop, comma, colon or parenthesis (``B, x``,
#: ``D,x``, ``4. x``), or a capital and a space (``D x``)
_SLIPPED_LABEL = re.compile(r"[ \t]*(?:([A-La-l])|(\d))(?:[ \t]*[.,:)][ \t]*|(?<=[A-L])[ \t]+)(?=\S)")


def _slipped_labels(texts: list[str]) -> list[str] | None:
    """The texts without their labels when, three choices or more, each starts with a label and all but one
    of them are their own letters in order (``A. x``, ``B. y``, ``C. z``, ``D,w`` or ``4. x``, ``B. y``…), or
    their letters are the first ones out of order (``A.``, ``C.``, ``B,``, ``D.``): a slip of the hand among
    labels; else None."""
    if len(texts) < 3 or len(texts) > len(_LETTERS):
        return None
    found = [_SLIPPED_LABEL.match(t) for t in texts]
    if any(m is None for m in found):
        return None
    letters = [(m.group(1) or "").upper() for m in found if m is not None]
    right = sum(1 for k, letter in enumerate(letters) if letter == _LETTERS[k])
    if right < len(texts) - 1 and sorted(letters) != list(_LETTERS[:len(texts)]):
        return None
    out = [t[m.end():].strip() for t, m in zip(texts, found, strict=True) if m is not None]
    if any(_SLIPPED_LABEL.match(t) or len(t) == 1 for t in out):
        return None   # ``A, B, E``, ``A, B, D``: choices that are lists of letters, not labels
    return out if all(out) else None


#: a word going on after a letter: an apostrophe then a letter ("What's", "Qu'est"), or a hyphen then a small letter
#: ("What-is", "Auto-test"; "GEO-What…" is a tag and its question)
_WORD_GOES_ON = re.compile(r"['\u2019\u02bc\-\u2010\u2011](?=[^\W\d_])")


def _word_goes_on(text: str, at: int) -> bool:
    """Whether the word ending at ``at`` in ``text`` (after a letter) goes on there (``What`` | ``'s…``)."""
    found = _WORD_GOES_ON.match(text, at) if at and text[at - 1].isalpha() else None
    return found is not None and (found.group() not in "-\u2010\u2011" or text[at + 1].islower())


#: a first choice's label closed by a bracket, then its text: "A) red", "(a) red", "1) red"
_FIRST_LABEL = re.compile(r"[ \t]*(?:\([Aa1]\)|[Aa1]\))[ \t]+(\S.*)", re.S)
#: the label after the first inside a text: "…; b) …", "(2) …"
_NEXT_LABEL = re.compile(r"(?<![^\W_])\(?[Bb2]\)")
#: any choice's label so, a letter or a number
_ANY_LABEL = re.compile(r"[ \t]*\(?[A-La-l\d]{1,2}[.)\]]")


def _lone_first_label(texts: list[str]) -> str | None:
    """The first choice's text without the label ``A)`` (``(a)``, ``1)``) it alone opens with, of two choices or
    more, no other one labelled (``A) red|blue|green``: a label typed on the first only); else None."""
    found = _FIRST_LABEL.fullmatch(texts[0]) if len(texts) >= 2 else None
    if found is None or any(_ANY_LABEL.match(t) for t in texts[1:]) or _NEXT_LABEL.search(found.group(1)):
        return None   # ("a) x; b) y; c) z": a list the first choice holds, its items labelled)
    return found.group(1).strip()


def unlabelled(texts: list[str]) -> list[str]:
    """Choice cells without the labels every one of them carries in order (all but one of them, the other
    one slipped: ``slipped_labels``), else as they are; bare or slipped labels never when taking them off makes two
    choices the same text, nor bare capitals out of order (``C del RUI``, ``A del RUI``: ``choicetext.kept_apart``,
    ``bare_out_of_order``); signed labels in order are proved, a choice written twice the source's (said by the
    check)."""
    slipped = None if bare_out_of_order(texts) else _slipped_labels(texts)
    return without_labels(texts) or kept_apart(texts, _bare_labels(texts)) or _tight_labels(texts) \
        or kept_apart(texts, slipped) or texts


def _verdict_row(row: list[str], columns: dict[str, list[int]]) -> list[str] | None:
    """A row of another kind than the questions' whose choices cell holds one verdict (``true``, ``falsch``) and
    whose answer is that verdict again (``TF|…|The sun is a star.|true|true``): the row with its choices cell
    emptied, read as a true/false question (its answer a verdict, no choices); None when the row is not so."""
    held, said = columns.get("choices", []), columns.get("answer", [])
    if len(held) != 1 or len(said) != 1 or max(held[0], said[0]) >= len(row):
        return None
    verdict = row[held[0]].strip().casefold()
    if verdict not in _VERDICT or row[said[0]].strip().casefold() != verdict:
        return None
    return [("" if j == held[0] else c) for j, c in enumerate(row)]


def _names_answer(row: list[str], layout: Layout, named: int, below: list[list[str]]) -> bool:
    """Whether a first row read as data by a ``layout`` whose answers are choices' texts is the header: its cell
    in the answer column is a header's name for it (``Correct``: ``named``, the column the layout's answers are in)
    and none of its own choices' texts, so that as a question it would not answer, where nine rows in ten below it
    (two at least) answer with one of theirs."""
    if layout.answer != named or layout.kind != "text" or layout.header or named >= len(row):
        return False

    def answers(r: list[str]) -> bool:
        said = r[named].strip().casefold() if named < len(r) else ""
        return bool(said) and any(r[j].strip().casefold() == said for j in layout.choices if j < len(r))

    return bool(row[named].strip()) and not answers(row) and len(below) >= 2 \
        and sum(1 for r in below if answers(r)) >= _MOST * len(below)


def _lines_said(lines: list[int]) -> str:
    """Lines listed for a message: the first twelve, then how many more."""
    said = ", ".join(str(n) for n in lines[:12])
    return said + (f", … ({len(lines) - 12} more)" if len(lines) > 12 else "")


def _fenced(code: str) -> str:
    """Code as a fenced Markdown block (a longer fence when it holds one)."""
    longest = max((len(m) for m in re.findall(r"^[ \t]*(`{3,})", code, re.M)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}\n{code}\n{fence}"


def json_choices(raw: str) -> list[str] | None:
    """A choices cell that is a JSON list of texts (``json_list``) or a JSON object of texts, as programs write
    them (``{"A": "x", "B": "y"}``: the values in the order written, the keys their labels); else None."""
    listed = json_list(raw)
    if listed is not None or not (raw.startswith("{") and raw.endswith("}")):
        return listed
    try:
        value = json.loads(raw)
    except ValueError:
        return None
    if not isinstance(value, dict) or len(value) < 2 or \
            not all(isinstance(v, str | int | float) and not isinstance(v, bool) for v in value.values()):
        return None
    keys = [str(k).strip().casefold() for k in value]
    runs = (list(_LETTERS.casefold()[:len(keys)]), [str(k) for k in range(1, len(keys) + 1)],
            [str(k) for k in range(len(keys))])
    return [str(v).strip() for v in value.values()] if keys in runs else None   # keys that label them in order


def _free_bars(raw: str) -> dict[str, list[int]]:
    """Where ``|`` and ``;`` stand in a cell outside code spans and quotes."""
    free: dict[str, list[int]] = {"|": [], ";": []}
    for m in _SEPARATOR.finditer(raw):   # a span is matched whole: its separators are not seen
        if m.group() in free:
            free[m.group()].append(m.start())
    return free


def _cell_bar(free: dict[str, list[int]]) -> str:
    return "|" if len(free["|"]) >= len(free[";"]) else ";"


def usual_bar(cells: list[str]) -> str | None:
    """The one of ``|`` and ``;`` that separates the choices of a column's cells, when four in five of the
    cells that hold either (four at least; or all of three) are split by it: a cell whose choices hold the other too
    (``a; b|c; d``) is split as its column is."""
    split = [_cell_bar(free) for c in cells if "\n" not in c and json_choices(c) is None
             and any((free := _free_bars(c)).values())]
    for bar in "|;":
        if (len(split) >= 4 and split.count(bar) >= 0.8 * len(split)) or (len(split) == 3 and split.count(bar) == 3):
            return bar
    return None


def split_choices(raw: str, usual: str | None = None) -> list[str]:
    """A one-column choices cell as its choices: a JSON list (``["a","b"]``) or object (``{"A": "a"}``), else one
    per line,
    else separated by ``|`` or ``;`` (the column's ``usual`` one when the cell holds it; else whichever is
    more frequent outside code spans and quotes, ``|`` on a tie), else each after its label in order
    (``A. x B. y C. z``)."""
    listed = json_choices(raw)
    if listed is not None:
        return [t for t in listed if t]
    if "\n" in raw:
        return [t.strip() for t in raw.split("\n") if t.strip()]
    free = _free_bars(raw)
    cuts = free[usual] if usual is not None and free[usual] else free[_cell_bar(free)]
    if not cuts:   # "A. Paris B. Berlin C. Rome": each after its own label
        return list_items(raw, LABELLED)
    parts = []
    start = 0
    for cut in cuts:
        parts.append(raw[start:cut])
        start = cut + 1
    parts.append(raw[start:])
    return [t.strip() for t in parts if t.strip()]


#: a Markdown table's rule row: ``|---|:--:|``
_RULE_ROW = re.compile(r"^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*\|")


def table_delimiter(text: str) -> str | None:
    """The delimiter of a text that names no format (``.txt``) when it is a sheet: five lines or more,
    nine in ten of them read (as CSV) into the same number of cells (or 85 in 100, every other row one cell
    off), three at least (four for ``,``,
    ``;`` and ``#``, which prose has too; five for ``:``, nine colons in ten with no space after them:
    ``_tight_colons``), text in three of them; no Markdown table's rule row. ``|`` and tabs are tried first.
    A quiz in plain text never has that: its question and choice lines differ.
    Records of several kinds are a sheet too when a word first names the kind (``normal#…``,
    ``schaetzen#…``) and each kind has its steady number of cells (``csvinfer.main_kind``); short
    lines without the delimiter (``[L]``, a section's name), a quarter of the lines at most, stand
    between the rows."""
    lines = [line for line in text[:_HEAD].split("\n")[:200] if line.strip()]
    if len(lines) < 5 or any(_RULE_ROW.match(line) for line in lines[:50]):
        return None
    for delimiter, least in (("|", 3), ("\t", 3), (";", 4), (",", 4), ("#", 4), (" ", _FEWEST_SPACED), (":", 5)):
        if (delimiter == " " and not _spaced(lines)) or (delimiter == ":" and not _tight_colons(lines)):
            continue
        rows_lines = [line for line in lines if delimiter in line]
        sections = [line for k, line in enumerate(lines)
                    if delimiter not in line and not broken_row(lines, k, delimiter)]
        if len(rows_lines) < max(5, 0.75 * len(lines)) or any(len(line.strip()) > 40 for line in sections):
            continue
        try:
            rows = [_without_trailing_empty(r) for r in csv.reader(rows_lines, sheet_layout(delimiter).dialect)]
        except csv.Error:
            continue
        if sum(1 for r in rows if sum(1 for c in r if c.strip()) >= 3) < 0.6 * len(rows):
            continue
        width, count = Counter(len(r) for r in rows).most_common(1)[0]
        if width >= least and (count >= _MOST * len(rows) or main_kind(rows) is not None
                               or (count >= _NEARLY_MOST * len(rows) and all(abs(len(r) - width) <= 1 for r in rows))):
            return delimiter
        if not sections and short_by_tails(rows, least):
            return delimiter   # "…|G|chotis|I|" and "…|I|": optional cells at the rows' end (csvtails)
    return None


def _tight_colons(lines: list[str]) -> bool:
    """Whether the colons of the lines stand between cells, nine in ten with no space after them
    (``Deportes:¿Qué…?:B:España``), not as prose and ``key : value`` records write them (``Answer: B``)."""
    after = [line[k + 1:k + 2] for line in lines for k, ch in enumerate(line) if ch == ":"]
    return bool(after) and sum(1 for a in after if a.isspace() or not a) <= (1 - _MOST) * len(after)


#: what a console program's records write for a space inside a cell (``Ankara_ne_zaman?``, ``ein&Byte?``)
_SPACE_CODES = "_&+~"
#: the fewest cells of such a record: a question and three choices
_FEWEST_SPACED = 4


#: the fewest cells of such a record whose ``_`` stands anywhere (``Soru_1?``, ``1933_yili``), not only between
#: two letters
_FEWEST_UNDERSCORED = 5


def _spaced(lines: list[str]) -> bool:
    """Whether every line is a row of cells split by spaces, four at least and as many in each (a console
    program's records, read word by word: ``1 Ankara_ne_zaman? 1933 1919 1923 C``, ``ein&Byte? 16&bit 4&bit 8&bit``),
    a space inside a cell written by one sign (``space_code``), or five at least and a ``_`` anywhere in half the
    lines (``Soru_1? 1933 1919 1923 C``): prose has no two lines of one word count."""
    widths = {len(line.split()) for line in lines}
    if len(widths) != 1:
        return False
    width = widths.pop()
    if width >= _FEWEST_SPACED and space_code(lines) is not None:
        return True
    return width >= _FEWEST_UNDERSCORED and sum(1 for line in lines if "_" in line) >= 0.5 * len(lines)


def space_code(lines: list[str]) -> str | None:
    """The sign (``_``, ``&``, ``+``, ``~``) joining two words in half the lines at least, the first so: what a
    console program writes for a space inside a cell; None when none does."""
    return next((code for code in _SPACE_CODES if sum(1 for line in lines if _joins(line, code)) >= 0.5 * len(lines)),
                None)


def _joins(line: str, code: str) -> bool:
    """Whether ``code`` stands between two letters somewhere on ``line`` (``ein&Byte``; not ``a & b``, ``2+2``)."""
    return re.search(rf"[^\W\d_]{re.escape(code)}[^\W\d_]", line) is not None


#: a question's end glued to the next cell's text, a delimiter missing: "apaixonada?La Bombonera"
_GLUED_END = re.compile(r"(?<=\w)[?？](?=[^\s?？!.,;:)\]}\"'»”’」])")
#: a cell that ends inside a quoted word it opened (``… l'istruzione 'throw``), and one that starts by closing it
_QUOTE_OPENS = re.compile(r"(?:^|(?<=\s))(['\"`‘“«„])[^\s'\"`‘’“”«»„]+$")
_QUOTE_CLOSES = re.compile(r"^(['\"`’”»“])(?=[\s.,:!?)]|$)")
_CLOSING = {"'": "'", '"': '"', "`": "`", "‘": "’'", "“": "”\"", "«": "»", "„": "“”"}


def _split_in_quotes(before: str, after: str) -> bool:
    """Whether a cell ends inside a quoted word it opened and the next cell starts by closing it (``…
    l'istruzione 'throw`` | ``' senza…``): the delimiter between them was the quoted text's."""
    opens, closes = _QUOTE_OPENS.search(before), _QUOTE_CLOSES.match(after)
    return opens is not None and closes is not None and closes.group(1) in _CLOSING[opens.group(1)]


#: a tab typed as spaces between two cells of a tab-separated sheet's row: two spaces or more inside a cell
_TAB_TYPED = re.compile(r"(?<=\S) {2,}(?=\S)")
#: a question that a row asks in a cell no header names: a sentence ending with a question mark
_ASKING = re.compile(r"^\w.{18,}[?？؟]$", re.S)
#: a statement's end: a full stop (not an ellipsis, a blank to fill)
_STATEMENT_END = re.compile(r"(?<!\.)[.。।][\s\"'”»)]*$")
#: a sheet whose rows fill their last column in this share of them at least (or all but one)
_FULL = 0.9


#: signs typed by slip beside a word: a Greek tonos, an apostrophe, an accent, a quote (never ``!`` or ``?``,
#: which change what the word says: ``!false``, ``true?``)
_STRAY_SIGNS = ("\u0384\u0385\u00b4`'\u2018\u2019\u201a\u201b\u02bc\u02b9\u02ca\u02cb\u00a8^~"
                "\"\u201c\u201d\u201e\u00ab\u00bb")


def _stray_verdict(value: str) -> str | None:
    """A true/false word with one or two stray signs before or after it (``΄true``, ``'false``, ``true´``): the
    word; None when the value is no such thing (a word of two letters at least, the signs nothing else)."""
    text = value.strip()
    word = text.strip(_STRAY_SIGNS)
    if word == text or len(text) - len(word) > 2 or len(word) < 2 or not word.isalpha():
        return None
    return word if word.casefold() in _VERDICT else None


def _kind(cell: str) -> str:
    """What an answer cell holds: ``letters``, ``numbers``, ``empty`` or ``text``."""
    value = cell.strip()
    if not value:
        return "empty"
    if _is_letters(value):
        return "letters"
    return "numbers" if _NUMBERS.fullmatch(value) or counted_number(value) is not None else "text"


def _uncounted(values: list[str], cells: list[str]) -> list[str]:
    """An answer cell's values, each counted number (``2번``, ``3番``) as its number alone unless the choices
    count with its counter word (``answervalues.counted_choice``)."""
    return [counted_choice(v, cells) or v for v in values]


def _many_choices(rows: list[list[str]], columns: dict[str, list[int]]) -> bool:
    """Whether a quarter of a sheet's rows (three at least) fill two choice columns or more."""
    choice = columns.get("choice", [])
    several = sum(1 for r in rows if sum(1 for i in choice if i < len(r) and r[i].strip()) >= 2)
    return several >= max(3, len(rows) / 4)


#: the fewest one-choice rows whose one text is the same word for it to be the sheet's own verdict (``Prawda``)
_OWN_VERDICT = 3


def _one_texts(rows: list[list[str]], columns: dict[str, list[int]]) -> Counter[str]:
    """The texts (folded) of the rows that fill one choice cell only, counted: a text on many such rows (``Prawda``
    after each true statement whose other choice was lost) is the sheet's own verdict word, no typed answer."""
    choice = columns.get("choice", [])
    return Counter(folded(filled[0]) for r in rows
                   if len(filled := [r[i] for i in choice if i < len(r) and r[i].strip()]) == 1)


def _with_choices(rows: list[list[str]], columns: dict[str, list[int]]) -> list[list[str]]:
    """The rows that give choices (two choice cells filled, or the one ``choices`` cell): only they tell how
    the answer column names a choice; a true/false row (``,,false``) or an open question's (its answer's text
    alone) does not."""
    choice, choices = columns.get("choice", []), columns.get("choices", [])
    return [r for r in rows
            if sum(1 for i in choice if i < len(r) and r[i].strip()) >= 2
            or any(i < len(r) and r[i].strip() for i in choices)]


#: a running number glued to the text by a dash: "1-Qual…", "12-What…"
#: a number pasted before a question cell's text: ``11. Which…``, ``26) In…`` (the capital after it is checked)
_PASTED_NUMBER = re.compile(r"[ \t]*(\d{1,4})[.)][ \t]+(?=\S)")
#: a later line of a cell that opens with a number: the cell's own numbered list
_LISTED_LINE = re.compile(r"\n[ \t]*\d{1,4}[.)][ \t]")
_GLUED_RUNNING = re.compile(r"[ \t]*(\d{1,4})[ \t]*[-–][ \t]*(?=[^\W\d_])")


def _unquoted_cell(raw: str) -> str:
    """A cell as a line writes it, without the quotes around it (its doubled quotes single)."""
    cell = raw.strip()
    if len(cell) >= 2 and cell[0] == cell[-1] == '"':
        cell = cell[1:-1].replace('""', '"')
    return cell.strip()


def _drop_glued_numbers(deck: ImportedDeck) -> None:
    """Take off the running numbers glued to every question's text by a dash (``1-Qual…``, ``2-O que…``), three
    questions at least, counting from 1 up by one (or from 1 again): the row's place, not its text."""
    found = [_GLUED_RUNNING.match(q.text) for q in deck.questions]
    if len(found) < 3 or any(m is None for m in found):
        return
    numbers = [int(m.group(1)) for m in found if m is not None]
    if numbers[0] != 1 or any(b not in (a + 1, 1) for a, b in itertools.pairwise(numbers)):
        return
    for q, m in zip(deck.questions, found, strict=True):
        if m is not None:
            q.text = q.text[m.end():]
    deck.mend("the running numbers of {n} question{s}", len(found))


#: what may join a question and its choices in one cell: a symbol that sentences seldom hold, or a new line (the
#: question on the cell's first line, a choice on each line below it)
_PACKING = "&|#^~@$\n"


def packed_separator(pairs: list[tuple[str, str]]) -> str | None:
    """The symbol that joins the question and its choices in one cell (``text&A&B&C&D``) in half the rows at
    least (question cell, answer cell given; three rows at least), each so split into three parts or more,
    none empty, and whose answers name those parts by their texts (joined by the same symbol when several)
    in nine such rows in ten; else None."""
    for symbol in _PACKING:
        split = [(cell.split(symbol), answer) for cell, answer in pairs if symbol in cell]
        packed = [(parts, answer) for parts, answer in split if len(parts) >= 3 and all(p.strip() for p in parts)]
        if len(packed) < 3 or 2 * len(packed) < len(pairs) or len(packed) < _MOST * len(split):
            continue
        named = sum(1 for parts, answer in packed if _packed_answer(answer, parts[1:], symbol) is not None)
        if named >= _MOST * len(packed):
            return symbol
    return None


def _packed_answer(answer: str, choices: list[str], symbol: str) -> list[int] | None:
    """The choices an answer names by their texts, joined by ``symbol`` when several; None when a part names
    none."""
    keys = {folded(c): k for k, c in enumerate(choices)}
    parts = [folded(p) for p in answer.split(symbol) if p.strip()]
    if not parts or any(p not in keys for p in parts):
        return None
    return sorted({keys[p] for p in parts})


def _symbols_alone(cells: list[str]) -> bool:
    """Whether a row's filled choice cells (three at least) are all symbols, no letter or digit in any
    (``//``, ``#``, ``--``): choices on a syntax, where a cell of dashes is one of them, not an empty cell."""
    filled = [c.strip() for c in cells if c.strip()]
    return len(filled) >= 3 and not any(ch.isalnum() for c in filled for ch in c)


#: the number a header's name ends with: ``Option0``, ``choice_1``, ``Antwort 2``
_NAME_NUMBER = re.compile(r"(?<!\d)(\d{1,2})[\W_]*$")


#: a tab where a spaced delimiter stood (``csvspaced``), the spaces around it
_TAB_JOINT = re.compile(r" ?\t ?")


def _ended(text: str) -> str:
    """A text as an answer and a choice compare when one writes no end mark or capital: ``Me.`` is ``me`` (a ``?``
    stays: ``true?`` is the author's doubt, no answer)."""
    return folded(text).rstrip(".!。！ \t")


def _some(items: Iterable[str]) -> str:
    """The first eight of ``items`` as a message lists them: ``3, 7, 12, …`` (the rest said by the ellipsis)."""
    listed = list(itertools.islice(items, 9))
    return ", ".join(listed[:8]) + (", …" if len(listed) > 8 else "")


def _numbered_from(header: list[str], choice: list[int]) -> int | None:
    """The number the header gives its first choice column (0 or 1) when it numbers every choice column, one
    up from the one before (``Option0, Option1, Option2``); else None."""
    found = [_NAME_NUMBER.search(header[i].strip()) if i < len(header) else None for i in choice]
    numbers = [int(m.group(1)) for m in found if m is not None]
    if len(numbers) < 2 or len(numbers) != len(choice) or numbers[0] not in (0, 1) \
            or numbers != list(range(numbers[0], numbers[0] + len(numbers))):
        return None
    return numbers[0]


def _letters_from_b(rows: list[list[str]], columns: dict[str, list[int]]) -> bool:
    """Whether the letter answers under a header whose choice columns count from B (no A) count so too: every
    answer cell letters, none A, one at least naming the letter of the last column (past the last choice when
    counted from A)."""
    a, choice = columns.get("answer", []), columns.get("choice", [])
    if len(a) != 1 or not choice:
        return False
    cells = [r[a[0]].strip() for r in rows if a[0] < len(r) and r[a[0]].strip()]
    named = [answer_letters(c) for c in cells]
    if not cells or any(n is None or n[1] or not n[0] for n in named):
        return False
    indices = [k for n in named if n is not None for k in n[0]]
    return min(indices) >= 1 and max(indices) == len(choice)


def _answer_kind(rows: list[list[str]], columns: dict[str, list[int]], width: int) -> str | None:
    """What nine in ten of the full rows' answer cells hold (``_kind``), when one column is the answer: rows as
    wide as the header (empty cells after it aside), not the wider ones whose cells fell out of place -- the rows a
    repair is for do not vote on it."""
    a = columns.get("answer", [])
    kinds = Counter(_kind(r[a[0]]) for r in rows
                    if len(a) == 1 and len(r) >= width and not any(c.strip() for c in r[width:]))
    if not kinds:
        return None
    kind, count = kinds.most_common(1)[0]
    return kind if count >= _FULL * sum(kinds.values()) else None


def _fill_their_last(rows: list[list[str]], width: int) -> bool:
    """Whether the rows below a header fill its last column, all but one or nine in ten at least, each
    as wide as it (five rows at least): a row that is shorter lost a delimiter, not empty cells at its end."""
    if width < 3 or len(rows) < 5:
        return False
    full = sum(1 for r in rows if len(r) >= width and r[width - 1].strip())
    return full >= min(_FULL * len(rows), len(rows) - 1)


def _opens_own_quote(line: str, delimiter: str) -> bool:
    """Whether a cell of the line opens with a quote that closes before the cell ends (``"Entre ajudar, …".``)."""
    d = re.escape(delimiter)
    return re.search(rf'(?:^|{d})[ \t]*"(?:[^"]|"")*"[ \t]*[^"{d}\s]', line) is not None


def _own_quotes(line: str, delimiter: str, row: list[str]) -> list[str]:
    """A one-line row whose cell opens with a quote that closes before the cell ends (``"Entre ajudar,
    …". Qual jogador…?;``): the quotes are the text's own, not the sheet's quoting, and are kept (but a cell's
    whole text in doubled quotes, ``""x""``, is ``x``); the row read so when that gives as many cells. Else the
    row as the csv module read it."""
    if not _opens_own_quote(line, delimiter) or line.count('"') % 2:
        return row   # (a lone quote: which quotes are the text's own is a guess; the caller warns: paula2305)
    # a quoted span is one piece of its cell, the delimiters inside it too ("I think, therefore…" is…)
    cells = _cells_by_quotes(line, delimiter)
    if len(cells) != len(row):
        cells = line.split(delimiter)
    if len(cells) != len(row):
        return row
    return [_doubled.group(1) if (_doubled := _DOUBLED.fullmatch(c)) else
            c.strip()[1:-1].replace('""', '"') if re.fullmatch(r'[ \t]*"(?:[^"]|"")*"[ \t]*', c) else c
            for c in cells]


def _wrapped_whole(row: list[str]) -> tuple[list[str], int] | None:
    """A row whose cell (the first such) is a text wrapped whole in quotes that holds quotes not doubled, which
    pair up as a text's own quotes do, each opening after a space and closing before a space or a sign
    (``"Which "word" is a noun?"``, kept whole by ``_own_quotes``): the row with that cell's outer pair taken off,
    and the cell's index; else None (``"To be" or "not to be"``: quotes that close first are the text's own)."""
    for k, cell in enumerate(row):
        text = cell.strip()
        inner = text[1:-1]
        if len(text) < 3 or text[0] != '"' or text[-1] != '"' or '""' in inner:
            continue   # (a doubled quote inside is the csv module's to read; one beside the outer close is the text's)
        spots = [j for j, ch in enumerate(inner) if ch == '"']
        if not spots or len(spots) % 2:
            continue
        opening = all((j == 0 or not inner[j - 1].isalnum()) and j + 1 < len(inner) and not inner[j + 1].isspace()
                      for j in spots[0::2])
        closing = all(j > 0 and not inner[j - 1].isspace() and (j + 1 == len(inner) or not inner[j + 1].isalnum())
                      for j in spots[1::2])
        if opening and closing:
            return [*row[:k], inner.strip(), *row[k + 1:]], k
    return None


def _cells_by_quotes(line: str, delimiter: str) -> list[str]:
    """A line's cells split at its delimiters outside quoted spans (each span opened by a quote and closed by the
    next one not doubled), wherever the spans stand in a cell."""
    cells, start, inside = [], 0, False
    for k, ch in enumerate(line):
        if ch == '"':
            inside = not inside
        elif ch == delimiter and not inside:
            cells.append(line[start:k])
            start = k + 1
    return [*cells, line[start:]]


#: a cell not quoted whose text its writer wrapped in doubled quotes (``""Si un triángulo …?""``): the text inside
_DOUBLED = re.compile(r'[ \t]*""([^"]+)""[ \t]*')


def _swapped_key(row: list[str], columns: dict[str, list[int]]) -> list[str] | None:
    """A row whose last choice cell is a lone letter naming one of its choices and whose answer cell is the last
    choice with its own label (``C. x;C;D. y`` where every choice carries its label): the two cells swapped back;
    else None."""
    choice, answer = columns.get("choice", []), columns.get("answer", [])
    if len(answer) != 1 or len(choice) < 3 or max(answer[0], *choice) >= len(row):
        return None
    last, a = choice[-1], answer[0]
    key, moved = answer_letters(row[last].strip()), split_label(row[a].strip())
    if key is None or key[1] or len(key[0]) != 1 or key[0][0] >= len(choice) or moved is None \
            or moved[0] != len(choice) - 1 or not moved[1]:
        return None
    if any((label := split_label(row[c].strip())) is None or label[0] != k for k, c in enumerate(choice[:-1])):
        return None
    return [row[a] if j == last else row[last] if j == a else c for j, c in enumerate(row)]


def _unclosed_quote_as_text(line: str, delimiter: str, cells: list[str]) -> list[str]:
    """A line's cells when its one quote not closed in it swallowed the delimiters after it (``1; "Bị…; có…?;A. x``):
    that ``"`` read as a sign of the text, the cells whole in their quotes unquoted; else the cells as read."""
    if not line.count('"') % 2:
        return cells
    raw = next(csv.reader([line], delimiter=delimiter, quoting=csv.QUOTE_NONE), [])
    if len(raw) <= len(cells):
        return cells
    return [c.strip()[1:-1].replace('""', '"') if len(c.strip()) > 1 and c.strip()[0] == c.strip()[-1] == '"'
            else c for c in raw]


def _without_trailing_empty(row: list[str]) -> list[str]:
    """A row without the empty cells at its end (``…#c#``: a delimiter left after the last cell)."""
    end = len(row)
    while end > 1 and not row[end - 1].strip():
        end -= 1
    return row[:end]


def _filled_width(header: list[str], rows: list[list[str]]) -> int:
    """The header's width without an empty name at its end that the rows under it leave empty too, nine in ten,
    right after a column they fill, nine in ten (``…;justificacion;`` over ``…;La IA…;``: a delimiter every line
    ends with), so that a row whose text fills that last cell (``…paz; la ciencia…``) is a row with a cell too
    many, mended or said as such. Not a run of columns most rows leave empty (a few kinds of rows fill them), nor
    a last column whose few filled cells are a note (``…;B;Capital since 1596``): the rows that fill it have cells
    that look like their columns' in the other rows (``csvshapes``), none shifted by a cut."""
    width = len(header)
    filled = [r for r in rows if any(c.strip() for c in r)]

    def full(j: int) -> int:
        return sum(1 for r in filled if j < len(r) and r[j].strip())

    if width > 2 and not header[width - 1].strip() and filled and full(width - 1) <= (1 - _MOST) * len(filled) \
            and full(width - 2) >= _MOST * len(filled):
        noted = [r[:width - 1] for r in filled if width - 1 < len(r) and r[width - 1].strip()]
        shapes = column_shapes([r for r in filled if len(r) == width and not r[width - 1].strip()], width)
        if noted and shapes and any(s.telling for s in shapes[:width - 1]) \
                and all(all(s.fits(c) for s, c in zip(shapes, r, strict=False)) for r in noted):
            return width   # the rows that fill it are in place: a note's column, not a cut
        return width - 1
    return width


def _ragged_under(rows: list[list[str]], columns: dict[str, list[int]], width: int) -> str | None:
    """Whether rows under a header are of unequal length, each question with its own number of choices (a
    quarter of them, two at least, shorter or longer than the header): ``answer`` when the header's last
    column is the answer after choice columns and rows fall short of it (the answer is a row's last cell);
    ``choices`` when its last column is the one that lists the choices and rows run past it (the list spilt
    over the cells); else None."""
    filled = [r for r in rows if any(c.strip() for c in r)]
    lengths = [len(_without_trailing_empty(r)) for r in filled]
    if columns.get("answer") == [width - 1] and "choice" in columns:
        short = sum(1 for r in filled if len(r) < width)   # as written: `a,b,c,` keeps its empty answer cell
        return "answer" if short >= max(2, len(lengths) / 4) else None
    if columns.get("choices") == [width - 1]:
        long = sum(1 for k in lengths if k > width)
        return "choices" if long >= max(2, len(lengths) / 4) else None
    return None


class CsvReader(Importer):
    """One CSV or TSV source."""

    def __init__(self, source: Source, diags: Diagnostics):
        super().__init__(source, diags)
        #: "# Format: id|question|...": a program's comment lines above the rows, blanked (csvcomments)
        self.text, self.comments = leading_comments(source.text)
        #: "# Formato: ... de PERGUNTA|NIVEL|...": the comment that names the rows' columns, the header (said)
        self.comment_header = comment_header(source.text, self.text, self.comments)
        if self.comment_header is not None:
            self.text = self.comment_header.text
            self.comments = [n for n in self.comments if n != self.comment_header.line]
        doubled = undoubled(self.text)   # `q||a||b||1`: the delimiter written twice
        if doubled is not None:
            self.text = doubled[0]
        #: cells quoted with `'`, rows written as tuples (``('a','b'),``): written again with `"` (csvquotechar)
        self.single = single_quoted(self.text)
        if self.single is not None:
            self.text = self.single.text
        self.requoted = requoted(self.text)   # its quoting went wrong: read by where its cells meet
        if self.requoted is not None:
            self.text = self.requoted[0]
        self.tab = source.suffix == ".tsv"
        #: " | " between the cells, a `||` in a cell's text: split only at the spaced places (csvspaced)
        self.spaced = spaced_split(self.text) if self.requoted is None and not self.tab else None
        if self.spaced is not None:
            self.text = self.spaced[0]
        #: "Artes / 5 / Quem…? / Leonardo": fields a program joined by a spaced sign, split there (csvspacedsigns)
        self.signed = spaced_sign(self.text) if self.requoted is None and self.spaced is None and not self.tab \
            else None
        if self.signed is not None:
            self.text = self.signed[0]
        #: numbered records cut by their cells' unquoted line ends (a pasted table): joined (csvnumbered)
        self.numbered = numbered_joined(self.text) if self.requoted is None else None
        if self.numbered is not None:
            self.text = self.numbered[0]
        self.sheet: SheetLayout | None = None
        #: the delimiters tried, the guess first: a ``|`` or ``#`` too in a text whose lines are rows so
        own = table_delimiter(self.text) if not self.tab else None
        self.delimiters = ",;\t" + (own if own is not None and own not in ",;\t" else "")
        self.misread_header = False   # the header's names do not fit its rows: read by the cells
        self.hot = False   # the header's choices each have a column of marks saying whether it is right
        self.image_rows: list[int] = []   # the lines whose question names an image file
        self.added: list[int] = []   # the lines whose answer's text was none of the choices: added as one
        self.added_to: list[ImportedQuestion] = []   # … and their questions
        self.lettered = 0   # the rows whose answer is letters alone (``B``, ``A, C``)
        self.may_be_other = True   # the row being read may be another kind of item (``_say_added``)
        self.short_rows: list[int] = []   # the lines of rows a cell short, read as left without an unneeded one
        self.sparse_rows: list[tuple[int, int]] = []   # … of those, the rows leaving out a choice cell, and which
        self.open_rows: list[int] = []    # the lines of rows whose one choice is their answer: open questions
        self.pointed: list[tuple[int, bool]] = []   # rows answered by their choices' points, no key (graded?)
        self.card_rows: list[int] = []    # the lines of rows filling the first choice only, in a sheet without answers
        self.no_choice_rows: list[tuple[int, str]] = []   # rows of an answer and no choice, and what to say of each
        self.signed_rows: list[tuple[int, str]] = []   # rows of no choice answered by a verdict sign ("1번(O)")
        self.open_kinds: set[str] | None = None   # the type column's kinds whose rows are open (``csvtypekinds``)
        #: a header whose one name spans the choice columns after it (``Answers,,,``), and those (``csvspans``)
        self.spanned: tuple[list[str], list[int]] | None = None
        self.labelled_columns: bool | None = None   # the choice columns' cells carry their labels in order
        self.choice_labels: list[str] | None = None   # the choice columns' letters or numbers, as the header names them
        self.own_labels = OwnLabels()   # choices opening with their own column's label (``csvownlabels``)
        self.one_choice_kinds: set[str] | None = None   # … whose rows fill one choice, the others' three or more
        self.kind_verdicts: list[tuple[int, str]] = []   # rows of a true/false kind answered by letter, and kind
        self.turns: list[int] = []   # rows whose choices cell reads as ``A: … B: …``: a dialogue's turns?
        self.voided: list[tuple[int, str]] = []   # rows whose answer voids the question (``送分(原:D)``), its old key
        self.padding = Padding(None, None)   # the words the sheet pads its rows' choices with
        self.misnamed: tuple[list[str], int] | None = None   # a header's misnamed first choice column
        self.from_b: tuple[list[str], int] | None = None   # a header whose choice columns count from B, no A
        self.letters_from_b = False   # … whose letter answers count from B too (``_letters_from_b``): B is the first
        self.many_choices = False         # whether the sheet's rows give several choices (a quarter of them at least)
        self.one_texts: Counter[str] = Counter()   # the texts of rows that fill one choice only (``_one_texts``)
        self.layout: Layout | None = None   # the columns told by the cells, in a sheet with no header row
        self.base = 1                # what a choice number in the answer column counts from
        self.above = 1               # rows above the first question's: the header
        self.said_no_answers = False   # a sheet read by its cells without an answer column: said once
        self.first_named = False   # no answer column, the choices named as answers counted: the first right, said
        self.choice_sign: str | None = None   # no answer column: a sign glued before one choice a row (``$tak``)
        self.no_answer_line: int | None = None   # … or a header naming no answer column: said at its line, at the end
        self.explained: list[tuple[int, ImportedQuestion, list[int]]] = []   # rows whose explanation's prose names
                                                                # their answer: line, question, the choices named
        self.explain_tried = 0       # rows whose explanation was looked in for their answer
        self.separator: str | None = None   # what separates the choices in a header's `choices` column
        self.usual: str | None = None   # the `|` or `;` that does in nearly all its cells (``usual_bar``)
        self.section: str | None = None   # the tag of the section line above the rows (``[L]``)
        self.wrong_separator: str | None = None   # what splits the one wrong answers' column's cells (`a|b|c`)
        self.right_last = False   # the answer column, after the choices', is the right choice itself, the last
        self.texts_answer = False   # the answer cells are the right choices' texts in nine rows in ten
        self.label_texts = False   # the answer cells give the right choice's label and its text (``C. 羊``)
        self.other_kinds: list[tuple[int, str]] = []   # rows of another record kind than the questions': not used
        self.verdict_kinds: list[int] = []   # rows of another kind read as true/false: their choices a verdict alone
        self.full = False   # the rows fill the header's last column: a shorter row lost a delimiter, not its end
        self.answer_kind: str | None = None   # what the answer cells of the sheet's full rows hold (`_kind`)
        self.affixed: tuple[list[str], list[str]] | None = None   # a header whose names share a tag, and without
        self.stray: tuple[list[str], list[str]] | None = None   # a header with empty names as read, and without
        self.packed: str | None = None   # the question cell holds the question and its choices joined by this
        self.inline: str | None = None   # … or after its text, each after a label of this punctuation (``csvinline``)
        self.unpacked: list[int] = []    # the lines of rows whose question cell holds no choices so: not used
        self.continued: ImportedQuestion | None = None   # the question the last row read gave
        self.continuing: list[int] = []   # the lines of rows read as more answers of the question above
        self.long: Long | None = None   # the columns of a sheet of one choice a row
        self.long_rows: list[tuple[int, int, list[str]]] = []   # the rows of the question being read so
        self.extra_choice_rows: list[int] = []   # rows of one choice more, their answer at the end (csvanswertail)
        self.long_escaped: frozenset[int] = frozenset()   # its columns of escaped HTML (``csvescapedhtml``)
        self.ragged: str | None = None   # rows of unequal length under a header: the answer or the choices last
        #: the answer cells name the right choice's column by its header's name (``alt2``): each name's place
        self.column_names: dict[str, int] | None = None
        self.asks: bool | None = None   # nearly every question cell asks (``csvaskingtail``); None: not looked
        self.mark: Mark | None = None   # a header without an answer column: the mark on each row's right choice
        self.counts = False   # the header's answer column counts the choices (numbers, hardly ever a choice's text)
        self.answered = 0   # the pieces most `choices` cells split into at an answered separator (a comma)
        self.steady = 0   # the choices a `choices` cell holds in nearly every row, split by a separator learnt
        self.asked_by_cells: int | None = None   # the question's column, named in words not known, told by its cells
        self.shapes: dict[int, list[Shape]] = {}   # each column's look in the rows of a width (learnt once a width)
        self.top_row: list[str] | None = None   # a sheet without a header: its first row
        self.header_row: list[str] | None = None   # the header's cells as read: names, never a column's cells
        self.listed: int | None = None   # the choices' column, named in words not known, told by its cells (lists)
        self.own_pair: tuple[str, str] | bool | None = False   # the answers' true/false words (False: not looked)
        self.letters: LetterPair | bool | None = False   # the answers' verdict letters, i/h (False: not looked)
        self.stated: int | None = None   # a true/false sheet's statement column, told by its cells (no name says so)
        self.blank: bool | None = None   # the questions mark the answer's place with `{}` (None: not looked)
        #: a true/false answer column's codes as its header spells them out (``csvcodes``): each one's choice, words
        self.codes: tuple[dict[str, int], tuple[str, str]] | None = None
        #: nine question cells in ten open with no small letter (None: not looked): one that does goes on the row
        #: above it when that one breaks off (csvsplitquestions)
        self.sentences: bool | None = None

    @classmethod
    def decode(cls, data: bytes, where: str, diags: Diagnostics) -> str | None:
        """UTF-8, else lines in the DOS code page 850 or in Windows-1252, whichever reads them as words
        (sheets from DOS programs: 850 tried first, not only when no Windows code page reads the bytes)."""
        if with_bom(data) is None and gb18030(data) == (None, []):
            text = east_asian(data, where, diags) or dos_text(data, where, diags)
            if text is not None:
                return text
        return decode_text(data, where, diags)

    @classmethod
    def sniff(cls, text: str) -> float:
        """A file that names no format (``.txt``) is a sheet when its lines are rows of cells alike (numbered records
        cut by their cells' line ends joined first: ``csvnumbered``; a spaced delimiter's places alone:
        ``csvspaced``), judged below its leading comment lines as the reader reads it (``csvcomments``)."""
        text = leading_comments(text)[0]   # "# Format: ..." above a `|` sheet: no row of it
        numbered = numbered_joined(text)
        text = numbered[0] if numbered is not None else text
        spaced = spaced_split(text)   # " | " between the cells, `||` in a cell's text
        text = spaced[0] if spaced is not None else text
        if spaced is None and spaced_sign(text) is not None:
            return LIKELY   # "Artes / 5 / Quem…? / Leonardo": every line's fields apart by a spaced sign
        doubled = undoubled(text)
        table = table_delimiter(doubled[0] if doubled is not None else text) is not None
        return LIKELY if table or list_records(text) is not None or kind_records(text) is not None \
            or pair_records(text) is not None else 0.0

    def _sheet(self) -> SheetLayout:
        """A spreadsheet's CSV: `"` quotes, doubled inside; the delimiter guessed (a tab for .tsv), and
        checked: the one whose rows show a header wins over the guess."""
        if self.sheet is None:
            guess = "\t"
            if not self.tab:
                try:
                    guess = csv.Sniffer().sniff(self.text[:_HEAD], delimiters=self.delimiters).delimiter
                except csv.Error:
                    guess = ","
            head = self.text[:_HEAD]
            for delimiter in dict.fromkeys([guess, *self.delimiters]):
                try:
                    sheet, rows = sheet_rows(head, delimiter, 20)
                except csv.Error:
                    continue
                if any(self._header(row, rows[k + 1:]) for k, row in enumerate(rows[:-1] or rows)):
                    self.sheet = sheet
                    break
            else:
                self.sheet = self._inferred(guess)
        return self.sheet

    def _inferred(self, guess: str) -> SheetLayout:
        """A sheet without a header row that names its columns: the first delimiter (the guess first) whose rows
        relate cell to cell as a layout's do (``_related``), else whose rows tell their columns by their cells
        (``csvinfer``), kept in ``self.layout``."""
        head = self.text[:_HEAD]
        found: tuple[Layout, SheetLayout] | None = self._related(head, guess)
        for _delimiter, sheet, rows in self._head_rows(head, [guess, *self.delimiters]) if found is None else ():
            named = self._answer_named(rows[0]) if rows else None
            layout = infer(rows[:_INFER_ROWS], named, fold=True)   # (read by its folds, below, when it has any)
            if layout is None and named is not None:   # "richtig" in a first row of data: not a header's name
                layout = infer(rows[:_INFER_ROWS], fold=True)
                if layout is not None and _names_answer(rows[0], layout, named, rows[1:_INFER_ROWS]):
                    layout = replace(layout, header=True)   # "Photo,Correct,Answer1,…": a header after all
            if layout is None:   # "1;CRM;Los sistemas CRM…;VERDADERO": a statement to judge a row
                layout = statement_layout(rows[:_INFER_ROWS])
            if layout is not None:   # (cells wrapped into the next column: the sheet read with them joined)
                found = layout, sheet if layout.folds is None else replace(sheet, shape=layout.folds)
                break
        if found is None or not found[0].answers:
            wrapped = self._reshaped(head, guess)   # no reading of rows gives answers: run on, or ragged?
            if wrapped is not None:
                found = wrapped
        if found is not None:
            self.layout = found[0]
            return found[1]
        return sheet_layout(guess)

    def _head_rows(self, head: str, delimiters: list[str]) -> Iterator[tuple[str, SheetLayout, list[list[str]]]]:
        """The head's rows read by each delimiter in turn (each once, in order; one the csv module refuses left
        out), without the last row where the head cuts the sheet short."""
        for delimiter in dict.fromkeys(delimiters):
            try:
                sheet, rows = sheet_rows(head, delimiter)
            except csv.Error:
                continue
            if len(head) < len(self.text) and len(rows) > 1:
                rows.pop()   # cut where the head ends
            yield delimiter, sheet, rows

    def _related(self, head: str, guess: str) -> tuple[Layout, SheetLayout] | None:
        """The layout the cells of each row prove by how they relate (``rowrelations``), asked before any column
        is judged by its kind, by the first delimiter (the guess first) whose rows relate so: each row's last cell
        the key to its own choices (``csvragged.keyed``), or a cell split twice, a head and its items, another cell
        repeating one of them (``head_and_list``); None when no delimiter's rows do (``|`` and ``#`` tried too: a
        relation on every row tells the delimiter as well)."""
        for delimiter, sheet, rows in self._head_rows(head, [guess, *self.delimiters, "|", "#"]):
            if (counts := counted(rows)) is not None and (layout := infer(
                    [r for row in rows for r in counts.records(row)])) is not None and layout.answers:
                layout.counts = counts.said()   # "q;1;3;1;a;b;c;2;;": counts, then the choices and keys they count
                if (base := counts.base(rows)) is not None:   # a key as high as its row's count: from 1, proved
                    layout.base, layout.base_unsure = base, False
                return layout, sheet_layout(delimiter, sheet.tail, counts, sheet.whole)
            if (ragged := keyed(rows) or grouped(rows)) is not None:   # each row's last cell the key to its own
                return ragged[1], sheet_layout(delimiter, sheet.tail, ragged[0], sheet.whole)   # choices; groups
            if (listed := head_and_list(rows)) is not None:   # "Fruit:apple,pear,plum|pear": a cell split twice
                return split_layout(rows, *listed), sheet_layout(delimiter, sheet.tail, None, sheet.whole, listed[0])
        return None

    def _reshaped(self, head: str, guess: str) -> tuple[Layout, SheetLayout] | None:
        """The columns and the layout of a sheet whose records run on in its lines (``csvwrapped``) or whose rows
        are of unequal length (``csvragged``), by the first delimiter (the guess first, then ``,``, ``;``, tab,
        ``|``, ``#``) whose lines read so; None when none does."""
        if len(head) < len(self.text):
            return None   # the whole text is looked at, its lines being few and long
        for delimiter in dict.fromkeys([guess, *self.delimiters, "|", "#"]):   # too few lines to tell `|`, `#` by
            try:
                sheet, rows = sheet_rows(head, delimiter)
            except csv.Error:
                continue
            found: tuple[Wrap | Ragged, Layout] | None = unwrap(rows) or pad(rows) or ragged_tail(rows)
            if found is not None:
                return found[1], sheet_layout(delimiter, sheet.tail, found[0], sheet.whole)
        return None

    @staticmethod
    def _answer_named(row: list[str]) -> int | None:
        """The column a first row that names no question column names the answer (``qid, answer,
        tigan, o1, p1...``): the cells tell the rest."""
        names = [_normal(c) for c in row[:_MAX_COLUMNS]]
        found = [k for k, name in enumerate(names) if name in _ANSWER or _ANSWER_LIKE.match(name)]
        return found[0] if len(found) == 1 and not any(name in _QUESTION for name in names) else None

    def _rows(self, deck: ImportedDeck) -> Iterator[tuple[int, int, list[str]]]:
        """Each row with its first and last line (a quoted cell may hold several lines)."""
        sheet = self._sheet()
        lines = self.text.split("\n")
        reader = SheetRows(io.StringIO(self.text), sheet)
        first = start = 1
        circled: list[int] = []   # the first lines of rows whose choices' enclosed labels came off (csvcircled)
        while True:
            try:
                known = len(reader.circled)
                row = next(reader)
                if len(reader.circled) > known:
                    circled.append(first if reader.line_num >= first else start)
            except StopIteration:
                self._say_circled(circled)
                return
            except csv.Error as exc:   # a cell over the csv module's size limit: an unclosed quote
                last = reader.line_num
                self.needs_attention(deck, first, 1, f"cannot read this row: {exc}; read line by line instead")
                yield from self._line_by_line(deck, lines, first, last, sheet)
                first = last + 1
                continue
            last = reader.line_num
            if last < first:   # another record of the line read last (records that run on in a line)
                first = start
            elif first == last and first <= len(lines) and ('"' in lines[first - 1]
                                                             or isinstance(sheet.shape, WrapFold)):
                if isinstance(fold := sheet.shape, WrapFold):   # wrapped cells (csvwrapcells): own quotes, then joined
                    raw = _own_quotes(lines[first - 1], sheet.delimiter, next(csv.reader([lines[first - 1]],
                                                                                         sheet.dialect)))
                    row = fold.fold(raw)
                    if fold.mends(raw):   # a row one cell short given its continuation back: said, quoted or not
                        self.warning(first, 1, fold.mend_said('"' in lines[first - 1]),
                                     hint="check its question and choices")
                else:
                    row = _own_quotes(lines[first - 1], sheet.delimiter, row)
                if (unwrapped := _wrapped_whole(row)) is not None:
                    row, k = unwrapped
                    self.warning(first, 1, f"cell {k + 1} of this row, {row[k][:40]!r}, is wrapped whole in quotes "
                                           "holding quotes not doubled: the outer pair taken off as the sheet's "
                                           "quoting, the inner kept as the text's own",
                                 hint="double the quotes inside a quoted cell (`\"\"word\"\"`)")
                if lines[first - 1].count('"') % 2 and _opens_own_quote(lines[first - 1], sheet.delimiter):
                    self.warning(first, 1, "this row has an odd number of quotes (`\"`): read as the csv module "
                                 "reads it; check its text's quotes")
            yield first, last, row
            start, first = first, last + 1

    def _labelled_in_order(self, columns: dict[str, list[int]], header: list[str]) -> bool:
        """Whether the choices of half the rows under the header carry their own labels in order (``A- ELEGANTE``,
        ``B- CASUAL``): shown so, never shuffled, the first no more right than the others (a personality quiz's)."""
        rows = self._rows_after(header)
        labelled = sum(1 for r in rows if without_labels([r[i] for i in columns["choice"] if i < len(r)
                                                          and r[i].strip()]) is not None)
        return bool(rows) and 2 * labelled >= len(rows)

    @staticmethod
    def _unfinished(row: list[str], columns: dict[str, list[int]]) -> bool:
        """Whether a row fills its question and nothing after it, where the choices and the answer stand after the
        question's column: a record whose rest was never written."""
        q = columns.get("question", [None])[0]
        after = [*columns.get("choice", []), *columns.get("choices", []), *columns.get("answer", [])]
        return q is not None and q < len(row) and bool(row[q].strip()) and bool(after) and min(after) > q \
            and not any(c.strip() for c in row[q + 1:])

    def _labelled_columns(self, columns: dict[str, list[int]]) -> bool:
        """Whether nine rows in ten of the sheet's choice columns carry their labels in order (``a) x``, ``b) y``),
        learnt once: a row's own slipped labels are the column's too."""
        if self.labelled_columns is None:
            choice = columns.get("choice", [])
            share = in_order_share([[r[i] for i in choice if i < len(r)] for r in self._sheet_rows()])
            self.labelled_columns = share >= _LABELLED_ROWS
        return self.labelled_columns

    @staticmethod
    def _first_said_right(columns: dict[str, list[int]], header: list[str]) -> str | None:
        """The first choice column's name when it alone carries a remark in brackets that says right answer
        (``選択肢1（正解）``, ``Option 1 (correct)``), the choice columns three at least; else None."""
        choice = columns.get("choice", [])
        if len(choice) < 3 or max(choice) >= len(header):
            return None
        names = [_unquoted(header[i]) for i in choice]
        remarks = [_BRACKETED.search(name) for name in names]
        first = remarks[0]
        if first is None or any(remarks[1:]) or not _says_answer(_normal(first.group().strip(" \t()（）[]【】"))):
            return None
        return names[0]

    def _column_labels(self, columns: dict[str, list[int]], header: list[str]) -> list[str] | None:
        """The letters or numbers the header's choice columns are named by (``Option A``, ``B``, ``選択肢2``), in
        order (``csvownlabels.column_labels``); None when they are not so named."""
        names = [_normal(raw) for raw in header[:_MAX_COLUMNS]]
        short = [_normal(_REMARK.sub("", raw)) for raw in header[:_MAX_COLUMNS]]
        found = [_CHOICE_COLUMN.match(names[i]) or _CHOICE_COLUMN.match(short[i]) if i < len(names) else None
                 for i in columns.get("choice", [])]
        labels = [m.group(1) or m.group(2) for m in found if m is not None]
        return column_labels(labels) if len(labels) == len(found) else None

    def _say_own_labels(self) -> None:
        """The own column's labels opening choice cells (``B. x`` under ``Option B``) taken off when rows enough carry
        them, said once, at the first (``csvownlabels``)."""
        label = self.own_labels.seen[0][2].upper() if self.own_labels.seen else ""
        lines = self.own_labels.take_off()
        if lines:
            self.warning(lines[0], 1, f"{len(lines)} rows (lines {_some(str(n) for n in lines)}) open a choice with "
                                      f"its own column's label (`{label}. ` in the column of choice {label}): taken "
                                      "off as a label", hint="check a few questions")

    def _say_circled(self, lines: list[int]) -> None:
        """Say once, at the first, the rows whose choices' enclosed labels came off (``csvcircled``)."""
        if lines:
            many = len(lines)
            self.warning(lines[0], 1, f"{many} row{'s' if many > 1 else ''} (lines {_some(str(n) for n in lines)}) "
                                      "open their cells side by side with enclosed numbers in order (①, ②… or ❶, "
                                      "❷…): taken off as the choices' labels; a cell holding one alone (❸) read as "
                                      "that choice's number", hint="check a few questions")

    def _line_by_line(self, deck: ImportedDeck, lines: list[str], first: int, last: int,
                      sheet: SheetLayout) -> Iterator[tuple[int, int, list[str]]]:
        for n in range(first, min(last, len(lines)) + 1):
            if lines[n - 1].strip():
                try:
                    cells = next(SheetRows([lines[n - 1]], sheet), [])
                except csv.Error as exc:
                    self.needs_attention(deck, n, 1, f"cannot read this line as a row: {exc}; not used")
                    continue
                yield n, n, _unclosed_quote_as_text(lines[n - 1], sheet.delimiter, cells)

    def read(self, deck: ImportedDeck) -> None:
        records = list_records(self.source.text)
        if records is not None:   # `“Q?”: ['a', 'b'], ['b']`: each line a question and two list literals
            self._list_records(deck, records)
            return
        by_kind = kind_records(self.source.text) if table_delimiter(self.source.text) is None else None
        if by_kind is not None:   # `MULTIPLE CHOICE, question, a, b, c, d`: each line after its kind's name
            self._kind_records(deck, by_kind)
            return
        pairs = pair_records(self.text) if table_delimiter(self.text) is None else None
        if pairs is not None:   # `Кто на фото?;4;50;pic.bmp` then `2;x;y;z;w`: a record of two lines a question
            self._pairs(deck, pairs)
            return
        blocks = block_sheet(self.text) if table_delimiter(self.text) is None else None
        if blocks is not None:   # "Which…?," then "1,choice", "0,choice", then ",": a block of rows a question
            self._blocks(deck, blocks)
            return
        for n in self.comments:
            deck.skip(n)
        if self.comment_header is not None:
            said = self.comment_header.sentence
            self.warning(self.comment_header.line, 1, "this comment line names as many columns as the rows below have "
                                                      "cells" + (f", after its words {said[:60]!r}" if said else "")
                                                      + ": read as the header row", hint="check a few questions")
        if self.single is not None:
            tuples = self.single.tuples
            said = f"; the rows written as tuples `(…)` (lines {_lines_said(tuples)}) read off their parentheses" \
                if tuples else ""
            if self.single.runs_on:   # a quote open at a line's end: the cell's own line break
                said += "; a quote left open at a line's end runs on into the next (lines " + ", ".join(
                    f"{a}-{b}" for a, b in self.single.runs_on[:8]) + (", ..." if len(self.single.runs_on) > 8
                                                                       else "") + ")"
            self.warning(1, 1, "the cells are quoted with single quotes (`'…'`), not double ones: read with `'` as "
                               f"the quote character{said}", hint="check a few questions")
            for n in self.single.doubtful:   # "'Twas it?,'Christmas'": an apostrophe read as a quote
                self.warning(n, 1, f"a cell of this row holds the delimiter {self.single.delimiter!r} beside a `'`: "
                                   "an apostrophe opening a cell (`'Twas`, `'70s`) may have been read as a quote, "
                                   "joining cells or rows", hint="compare with the source; quote such cells with `\"`")
        if self.spaced is not None:
            kept = self.spaced[2]
            self.warning(kept[0] if kept else 1, 1, f"nine in ten of the file's {self.spaced[1]!r} are written with "
                                                    "a space on each side: the cells split only there; "
                                                    f"{len(kept)} line{'s' if len(kept) != 1 else ''} (lines "
                                                    f"{_some(str(n) for n in kept)}) keep a {self.spaced[1]!r} without "
                                                    "the spaces in a cell's text (`||`, `a|b`)",
                         hint="check those lines' cells")
        if self.signed is not None:
            self.warning(1, 1, f"every line holds {self.signed[1]!r} with a space on each side three times at least, "
                               "no line opening or ending with it: the records' fields, split only there",
                         hint="check a few questions")
        if self.requoted is not None:
            self.warning(1, 1, "the cells' quotes are doubled or not closed, so that the rows split at the "
                               f"delimiters inside cells: read by where the cells meet (`\"{self.requoted[1]}\"`), "
                               "each cell's stray quotes taken off", hint="check a few questions")
        if self.numbered is not None and self._sheet().delimiter == "\t":
            joints = sorted(self.numbered[1])
            more = f" (and {len(joints) - 1} more, at lines {_lines_said(joints[1:])})" if len(joints) > 1 else ""
            self.warning(joints[0], 1, f"this numbered record runs over several lines, a line end inside its cells not "
                                   f"quoted{more}: each read with the lines under it that start with no number, a line "
                                   "end as a space, while its cells stay as many as the sheet's",
                         hint="check these questions; quote a cell that holds a line end")
        if self._sheet().delimiter == " ":
            code = space_code([line for line in self.text[:_HEAD].split("\n") if line.strip()])
            self.warning(1, 1, "a sheet whose cells are split at spaces: a `_` in a cell is read as a space"
                         if code in (None, "_") else f"a sheet whose cells are split at spaces, the words of a "
                         f"cell joined by `{code}` (maybe the program's space): kept as written",
                         hint="check a few questions")
        shape = self._sheet().shape
        if isinstance(shape, Ragged):
            self.warning(1, 1, "the rows are of unequal length, each question with its own number of choices: "
                               "each shorter row read as padded with empty cells "
                               + ("before its last cell" if shape.last else "at its end"), hint="check a few questions")
        wrap = shape if isinstance(shape, Wrap) else None
        if wrap is not None:
            lead = "" if not wrap.lead else ", each after the line's first field" if wrap.lead == 1 else \
                f", each after the line's first {wrap.lead} fields"
            self.warning(1, 1, f"the questions run on one after another in a line: its fields read as records of "
                               f"{wrap.period} fields{lead}", hint="check a few questions")
        rows = Lookahead(self._rows(deck))
        header: list[str] | None = None
        columns: dict[str, list[int]] | None = None
        taken: set[str] = set()
        number = 0
        lines = self.text.split("\n")
        sheet = self._sheet()
        before: list[tuple[int, int, list[str]]] = []   # rows above the header (a template's title)
        width = 0
        for first, last, row in rows:
            if not any(cell.strip() for cell in row):
                continue
            if self.numbered is not None and first in self.numbered[1]:
                last = max(last, first + self.numbered[1][first])   # the lines joined to it (csvnumbered)
            if self.long is None and header is None and (long := long_layout(row, self._rows_after(row))) is not None:
                self.long, header = long, row
                self._say_long(row, first)
                self._escaped_long(self._rows_after(row), first)
                if long.header:
                    deck.skip(first, last)
                    continue
            if self.long is not None:
                self._long_row(deck, first, last, row, taken)
                continue
            if (header is not None or self.layout is not None) and (
                    separator_row(row) or (bool(self.header_row) and repeated_header(row, self.header_row or []))):
                deck.skip(first, last)   # ":---,:---" or "題目,A,B,C,D" again: a table's separator, the header again
                self.warning(first, 1, "this row is " + ("a Markdown table's separator row (`:---`)" if
                                                         separator_row(row) else "the header's names written again")
                             + ": no question, not used", hint="remove it")
                continue
            if header is not None and columns is not None and not deck.questions \
                    and field_row(row, columns.get("choice", [])):
                deck.skip(first, last)   # ",type,qnum,text,options[0],…,answer": the program's names under the header
                self.warning(first, 1, "this row names the columns again, as a program's fields (its choice cells "
                                       f"{row[columns['choice'][0]].strip()[:20]!r}…, counted): a second header row, "
                                       "no question, not used", hint="remove it")
                continue
            if (header is not None or self.layout is not None) and (name := self._section(row, width)):
                self.section = make_tag(name)   # "[L]": a section line between the rows; its rows' tag
                deck.use(first, last)
                continue
            if header is None:
                row = self._without_stray_names(row, first)
                row = self._without_affix(row, first)
                columns = self._header(row, self._rows_after(row))
                if columns is not None and self.layout is None:   # the answer column the rows prove, before the fit
                    columns = self._answer_of_several(columns, row, first)
                if columns is not None and self.layout is None and (better := self._misread(columns, row)):
                    self.layout, self.misread_header, columns = better, True, None
                elif columns is not None and self.layout is None and (hot := self._one_hot(columns, row)):
                    self.layout, self.hot, columns = hot, True, None
                if columns is None and self.layout is not None:   # no header: columns told by the cells
                    columns, width, self.base = self.layout.columns(), self.layout.width, self.layout.base
                    if width - 1 in self.layout.unused and not self.layout.header and len(row) >= width:
                        # `…;a;` every row: no cell (a first row a cell short tells nothing of it)
                        width = _filled_width(row, [row, *self._rows_after(row)])
                    if self.layout.inline:   # "Which? a) 0 b) 7": the choices in the question's cell
                        self.packed = self.inline = self.layout.inline
                    self.texts_answer = self.layout.kind == "text"
                    self.said_no_answers = self.layout.answer is None
                    if self.layout.header:
                        self._remarked_first(row)
                    self._say_layout(row, first)
                    self.top_row = row
                    self.full = self.layout.record is None and _fill_their_last(self._rows_after(row), width)
                    self.answer_kind = _answer_kind(self._rows_after(row), columns, width)
                    self.padding = padding([self._choices_of(r, columns) for r in self._rows_after(row)])
                    if self.layout.header:
                        header = self.header_row = row
                        deck.skip(first, last)
                        continue
                    header, self.above = [], 0
                elif columns is None:
                    before.append((first, last, row))
                    if len(before) < 20:
                        continue
                    self._no_columns(before)   # the error, at the first row
                    return
                else:
                    header, width = row, _filled_width(row, self._rows_after(row))
                    self.header_row = row
                    self._say_notes(row, width, first)
                    if self.listed is not None:
                        self.warning(first, 1, f"no name of the header row says choices: column "
                                               f"{row[self.listed].strip()[:40]!r} read as the choices, its every "
                                               "cell a list that holds its row's answer",
                                     hint="check a few questions; name the column `choices` to make it certain")
                    if self.misnamed is not None and self.misnamed[0] is row \
                            and self.misnamed[1] in columns.get("choice", []):
                        at = self.misnamed[1]
                        self.warning(first, 1, f"the header's choice columns count from "
                                               f"{row[at + 1].strip()[:40]!r}: column {row[at].strip()[:40]!r} "
                                               "before them, its cells texts as theirs, read as the first choice",
                                     hint="check a few questions; name the column for choice A to make it certain")
                    if self.spanned is not None and self.spanned[0] is row \
                            and self.spanned[1] == columns.get("choice"):
                        span = self.spanned[1]
                        self.warning(first, 1, f"the header's cell {row[span[0]].strip()[:40]!r} is followed by "
                                               f"{len(span) - 1} cell{'s' if len(span) > 2 else ''} without a name "
                                               "over filled columns: it names them all, each column read as a choice",
                                     hint="check a few questions; name each choice column (A, B, C, D) to make "
                                          "it certain")
                    if self.from_b is not None and self.from_b[0] is row \
                            and self.from_b[1] in columns.get("choice", [])[:1]:
                        self.letters_from_b = _letters_from_b(self._rows_after(row), columns)
                        self.warning(first, 1, f"the header's choice columns count from "
                                               f"{row[self.from_b[1]].strip()[:40]!r} and no column is choice A: "
                                               + ("their first read as choice A, the answers' letters as the "
                                                  "header's (B the first choice: no answer is A, and one names a "
                                                  "choice past the last otherwise)" if self.letters_from_b else
                                                  "their first read as choice A, a letter or number answer may "
                                                  "then name the choice after the right one"),
                                     hint="check the answers; name the choice columns from A to make it certain")
                    if self.stated is not None:
                        self.warning(first, 1, f"no name of the header row says question: the answers are true or "
                                               f"false, column {row[self.stated].strip()[:40]!r} (its cells the "
                                               "longest texts) read as the statement each row asks to judge",
                                     hint="check a few questions; name the column `question` to make it certain")
                    if self.asked_by_cells is not None:
                        self.warning(first, 1, f"no name of the header row says question: column "
                                               f"{row[self.asked_by_cells].strip()[:40]!r} read as the question, its "
                                               "cells the longest texts before the choices",
                                     hint="check a few questions; name the column `question` to make it certain")
                    columns = self._answers_among_choices(columns, row, first)
                    columns = self._choices_by_cells(columns, row, first)
                    columns = self._answer_by_cells(columns, row, first)
                    columns = self._answer_column(columns, row, first)
                    columns = self._without_empty_choices(columns, row)
                    self.choice_labels = self._column_labels(columns, row)
                    self._unread(columns, row, width, first)
                    self._one_cell(columns, row, first)
                    if self.packed is not None:
                        at = columns["question"][0]
                        self.warning(first, 1, f"column {row[at].strip()[:40]!r} holds each question and its choices, "
                                               f"{self._packing()}: read so, the answer naming them by their "
                                               + ("labels or texts" if self.inline else "texts"),
                                     hint="check a few questions")
                    self._wrong_lists(columns, row, first)
                    self.texts_answer = self._answers_are_texts(columns, row)
                    self.mark = self._marked_choices(columns, row)
                    if self.mark is not None:
                        self.warning(first, 1, "no column of the header row names the right answers; one choice "
                                               f"of each row is marked ({self.mark.said()}): read as the right one, "
                                               f"{self.mark.taken()}", hint="check a few questions")
                    elif "answer" not in columns and (remarked := self._first_said_right(columns, row)) is not None:
                        self.first_named = True   # "選択肢1（正解）", "選択肢2"...: the first choice's name says right
                        self.warning(first, 1, "no column names the right choice: the first choice of each row is "
                                               f"the right one, as its header's name says ({remarked!r})",
                                     hint="check a few questions")
                    elif "answer" not in columns and "choice" in columns and not {"explanation", "wrong"} & set(
                            columns) and ((by_answers := answers_counted(names := [
                                row[i] for i in columns["choice"] if i < len(row)])) or (
                                choices_counted(names) and not unread_columns(columns, width, self._rows_after(row))
                            )) and not self._labelled_in_order(columns, row):
                        # "Respuesta 1..4", "a1..a4" and no answer column: an app's data, the first the right one
                        self.first_named = True
                        said = ", ".join(repr(name.strip()[:20]) for name in names[:2])
                        self.warning(first, 1, f"{first_taken()} (the choices' columns are named as "
                                               f"{'answers' if by_answers else 'one word'} counted: {said}…)",
                                     hint="check a few questions")
                    elif "answer" not in columns:   # the sheet gives no answers: said once (at the end), never
                        self.said_no_answers = True  # guessed; an explanation naming one choice is read (said)
                        self.no_answer_line = first
                        # ``$tak``: a sign glued before one choice of every row, read later as the right one
                        self.choice_sign = glued_sign(self._rows_after(row), width, columns.get("choice", []))
                    for a, b, _ in before:
                        deck.skip(a, b)
                    deck.skip(first, last)
                    self.full = _fill_their_last(self._rows_after(row), width)
                    self.answer_kind = _answer_kind(self._rows_after(row), columns, width)
                    self.padding = padding([self._choices_of(r, columns) for r in self._rows_after(row)])
                    self.many_choices = _many_choices(self._rows_after(row), columns)
                    self.one_texts = _one_texts(self._rows_after(row), columns)
                    self.ragged = _ragged_under(self._rows_after(row), columns, width)
                    if self.ragged:
                        self.warning(first, 1, "the rows are of unequal length, each question with its own number "
                                               "of choices: " + ("a shorter row's last cell read as its answer"
                                                                 if self.ragged == "answer" else
                                                                 "a longer row's cells after the header's last "
                                                                 "column read as more choices"),
                                     hint="check a few questions")
                    continue
            assert columns is not None
            if row == header:   # the header again, as concatenated exports have it
                deck.skip(first, last)
                continue
            if (whole := cut_rest(row, last, rows.peek(), width)) is not None and self._answer_fits(whole, columns) \
                    and not self._whole_alone(row, columns, width):
                rest = rows.peek()
                assert rest is not None
                rows.take()
                self.warning(first, 1, f"row {number + self.above + 1} ends at a line end outside its quotes: line "
                                       f"{rest[0]}, " + ("which starts with the delimiter, " if not rest[2][0].strip()
                                                         else "after the delimiter this row ends with, ")
                             + "holds the rest of its cells; read as one row", hint="join the two lines")
                row, last = whole, rest[1]
            elif (whole := cut_in_cell(row, last, rows.peek(), width, columns.get("question", [-2])[0])) is not None \
                    and self._answer_fits(whole, columns):
                rest = rows.peek()
                assert rest is not None
                rows.take()
                self.warning(first, 1, f"row {number + self.above + 1} stops at its question cell mid-sentence "
                                       f"({row[-1].strip()[-30:]!r}) and the row of line {rest[0]} goes on with it: a "
                                       "line end inside the question's cell; read as one row, the two parts joined by "
                                       "a space", hint="join the two lines")
                row, last = whole, rest[1]
            elif (joined := self._split_question(row, last, rows.peek(), columns)) is not None:
                rest = rows.peek()
                assert rest is not None
                rows.take()
                at = columns["question"][0]
                self.warning(first, 1, f"row {number + self.above + 1} has no choices and its question breaks off "
                                       f"mid-sentence ({row[at].strip()[-30:]!r}); the row of line {rest[0]} goes on "
                                       f"with it in small letters ({rest[2][at].strip()[:30]!r}), where nine questions "
                                       "in ten open otherwise: one question split over two rows, read as one, the two "
                                       "parts joined by a space (the second's number dropped)",
                             hint="join the two rows")
                row, last = joined, rest[1]
            if last > first and len(row) != width:
                # a stray `"` made one cell of many lines: when they read as rows on their own, take them
                alone = list(self._line_by_line(deck, lines, first, last, sheet))
                if sum(1 for _, _, cells in alone if len(cells) == width) >= 2:
                    self.needs_attention(deck, first, 1, f"this row's quote `\"` is not closed where the row "
                                                         f"ends: it ran on to line {last}; each line is read as "
                                                         "a row instead", hint="close the quote, or double it "
                                                                               "(`\"\"`) inside a quoted cell")
                    for n, _, cells in alone:
                        number += 1
                        self._row(deck, columns, width, n, n, cells, number + self.above, taken)
                    continue
            if self.layout is not None and len(row) < width and all(_NUMBER_CELL.fullmatch(c.strip()) for c in row):
                deck.skip(first, last)   # "16;16;8": a program's counts, not a question
                self.warning(first, 1, f"this row holds only numbers ({', '.join(c.strip() for c in row[:6])}) and "
                                       f"fewer cells than the sheet's rows ({width}): not a question, not used")
                continue
            record = self.layout.record if self.layout is not None else None
            at = self.layout.record_at if self.layout is not None else 0
            if record is not None and (row[at] if at < len(row) else "").strip().casefold() != record:
                verdict = _verdict_row(row, columns)
                if verdict is None:
                    self.other_kinds.append((first, (row[at] if at < len(row) else "").strip()))
                    deck.skip(first, last)
                    continue
                row = verdict            # "TF|…|statement|true|true": a true/false question of another kind
                self.verdict_kinds.append(first)
            if self.continued is not None and continues(row, columns):
                self._continue(deck, self.continued, row, columns, first, last)
                continue
            if len(row) == 2 * width - 1 and width >= 4 and (two := self._run_together(row, width)) is not None:
                self.warning(first, 1, f"row {number + self.above + 1} has {len(row)} cells where the other rows "
                                       f"have {width}: two rows run together, a line end lost inside "
                                       f"{row[width - 1].strip()[:30]!r}; read as two rows (only so cut do their "
                                       "cells look like their columns' in the other rows)",
                             hint="put the line end back")
                for part in two:
                    number += 1
                    self._row(deck, columns, width, first, last, part, number + self.above, taken)
                continue
            number += 1
            count = len(deck.questions)
            self._row(deck, columns, width, first, last, row, number + self.above, taken)
            self.continued = deck.questions[-1] if len(deck.questions) > count else None
            if self.section:
                for q in deck.questions[count:]:
                    q.tags.append(self.section)
        self._long_question(deck, taken)
        if self.verdict_kinds:
            many = len(self.verdict_kinds)
            lines_said = ", ".join(map(str, self.verdict_kinds[:6])) + (", …" if many > 6 else "")
            self.warning(self.verdict_kinds[0], 1, f"{many} row{'s' if many > 1 else ''} of another kind than the "
                                                   f"questions' (lines {lines_said}) give a verdict alone as their "
                                                   "choices and again as their answer: read as true/false questions",
                         hint="check a few of them")
        self._say_unpacked()
        self._say_continuing()
        if self.other_kinds:
            kinds = ", ".join(repr(k) for k in dict.fromkeys(k for _, k in self.other_kinds))
            lines_said = ", ".join(str(n) for n, _ in self.other_kinds[:6]) + (", …" if len(self.other_kinds) > 6
                                                                               else "")
            many = len(self.other_kinds)
            self.warning(self.other_kinds[0][0], 1, f"{many} row{'s' if many > 1 else ''} of another kind ({kinds}; "
                                                   f"lines {lines_said}) than the questions read: not multiple "
                                                   "choice, not used")
        if header is None and before:
            self._no_columns(before)   # the error, at the first row
        self._say_added(deck)
        self._say_own_labels()
        self._say_short()
        self._say_explained(deck)
        self._say_open()
        self._say_signed()
        self._say_cards()
        self._say_pointed()
        self._say_kind_verdicts()
        self._say_voided()
        self._say_turns()
        self._say_images()
        if self.spaced is not None:   # cells joined again at a tab (csvbrackets): the spaced delimiter they held
            written = f" {self.spaced[1]} "
            for q in deck.questions:
                q.text = _TAB_JOINT.sub(written, q.text)
                q.explanation = _TAB_JOINT.sub(written, q.explanation) if q.explanation else q.explanation
                for c in q.choices:
                    c.text = _TAB_JOINT.sub(written, c.text)
        drop_running_numbers(deck)   # "1. O que…", "2. …"
        self._drop_some_numbers(deck)
        self._drop_pasted_numbers(deck)

    def _split_question(self, row: list[str], last: int, after: tuple[int, int, list[str]] | None,
                        columns: dict[str, list[int]]) -> list[str] | None:
        """``row`` and the row of the next line as one, when ``row`` holds the first words of a question split over
        the two (``csvsplitquestions``): no choices and no answer, its question breaking off mid-sentence, the next
        row's question going on in small letters where the column's open otherwise, its choices filled; else None."""
        q = columns.get("question", [-1])[0]
        choices = [*columns.get("choice", []), *columns.get("choices", [])]
        keys = [*choices, *columns.get("answer", [])]
        if after is None or after[0] != last + 1 or not 0 <= q < min(len(row), len(after[2])) or not choices \
                or any(j < len(row) and row[j].strip() for j in keys) \
                or not any(j < len(after[2]) and after[2][j].strip() for j in choices):
            return None
        text = goes_on(row[q], after[2][q])
        if text is None:
            return None
        if self.sentences is None:
            self.sentences = capitals_open([r[q] for r in self._sheet_rows() if len(r) > q])
        return [*after[2][:q], text, *after[2][q + 1:]] if self.sentences else None

    def _say_long(self, row: list[str], line: int) -> None:
        """Say, at the first row, how a sheet of one choice a row is read (``csvlong``)."""
        assert self.long is not None
        long = self.long

        def named(j: int) -> str:
            return f"column {j + 1}" + (f" ({row[j].strip()[:30]!r})" if long.header and j < len(row) else "")

        labels = "" if long.labels is None else \
            f" ({named(long.labels)} holds their labels in order, not their text: not used)"
        self.warning(line, 1, f"each row is one choice: {named(long.choice)} its text{labels}, {named(long.mark)} "
                              f"marks the right ones; a question's rows follow each other, {named(long.question)} "
                              "giving the question in the first", hint="check a few questions")

    def _escaped_long(self, rows: list[list[str]], line: int) -> None:
        """Learn which of a sheet of one choice a row's text columns hold escaped HTML, said at the first row."""
        assert self.long is not None
        text = (self.long.question, self.long.choice)
        self.long_escaped = frozenset(j for j in text if escaped_html([r[j] if j < len(r) else "" for r in rows]))
        if self.long_escaped:
            names = " and ".join(f"column {j + 1}" for j in sorted(self.long_escaped))
            self.warning(line, 1, f"the cells of {names} are HTML escaped once too often (`&lt;p&gt;`): unescaped "
                                  "once, HTML comments taken off", hint="check a few questions")

    def _blocks(self, deck: ImportedDeck, found: Blocks) -> None:
        """The questions of a sheet of blocks (``csvblocks``): each block's first row the question, each row
        under it a mark and a choice; said once, with the third mark read as not right."""
        blocks = found.blocks
        said = f"a block of rows a question: its first row the question (the first cell), each row under it a " \
               f"mark and a choice ({found.right!r} right), an empty row after each block"
        if found.third is not None:
            said += f"; the third mark {found.third!r} (neither {found.right!r} nor the wrong one) read as not right"
        self.warning(blocks[0].first, 1, said, hint="check a few questions")
        taken: set[str] = set()
        for block in blocks:
            q = ImportedQuestion(pos=self.pos(block.first), text=block.text,
                                 id=make_id(str(len(deck.questions) + 1), taken))
            q.choices = [ImportedChoice(text) for _, _, text, _ in block.choices]
            right = [k for k, (*_, mark) in enumerate(block.choices) if mark == found.right]
            if right:
                q.set_answer(right)
            q.use(block.first, block.last)
            for first, last, _, _ in block.choices:
                q.use(first, last)
            deck.questions.append(q)
        for first, _ in found.other:
            self.warning(first, 1, "this row is in no block of a question and its marked choices, as the "
                                   "sheet's other rows are: not used", hint="check it")

    def _pairs(self, deck: ImportedDeck, found: Pairs) -> None:
        """The questions of a text of two-line records (``csvpairs``): said once, with what the keys count from;
        a record's choice cells past the count its first line gives, and the lines not so written, at their lines."""
        counted = ", then the count of its choices" if found.counted else ""
        said = (f"a record of two lines a question, an empty line between records: the question first on its line"
                f"{counted} (the line's other cells not used), then the right choice's number (counted from "
                f"{found.base}) and the choices, `{found.delimiter}` between the cells")
        if not found.sure:
            said += f"; not sure whether the numbers count the choices from 0 or from 1: read as from {found.base}"
        self.warning(found.records[0].first, 1, said, hint="check a few questions")
        taken: set[str] = set()
        for record in found.records:
            q = ImportedQuestion(pos=self.pos(record.first), text=record.question,
                                 id=make_id(str(len(deck.questions) + 1), taken))
            q.choices = [ImportedChoice(text) for text in record.choices]
            if 0 <= record.key - found.base < len(record.choices):
                q.set_answer([record.key - found.base])
            else:
                self.warning(record.last, 1, f"the right choice's number {record.key} names none of the "
                                             f"{len(record.choices)} choices: no answer", hint="correct the number")
            if record.extra:
                self.warning(record.last, 1, f"this record has {len(record.choices) + len(record.extra)} choice "
                                             f"cells where its first line says {len(record.choices)}: "
                                             f"{', '.join(repr(e[:30]) for e in record.extra)} not used",
                             hint="check the record")
            q.use(record.first, record.last)
            deck.questions.append(q)
        for first in found.other:
            self.warning(first, 1, "these lines are no record of a question's line and its key and choices' line, "
                                   "as the text's others are: not used", hint="check them")

    def _long_row(self, deck: ImportedDeck, first: int, last: int, row: list[str], taken: set[str]) -> None:
        """A row of a sheet of one choice a row: the next choice of the question above, or the first of the
        next question when its question cell is filled and differs."""
        assert self.long is not None
        text = row[self.long.question].strip() if self.long.question < len(row) else ""
        if self.long_rows and (not text or text == self.long_rows[0][2][self.long.question].strip()):
            self.long_rows.append((first, last, row))
            return
        self._long_question(deck, taken)
        self.long_rows = [(first, last, row)]

    def _long_question(self, deck: ImportedDeck, taken: set[str]) -> None:
        """The question the rows gathered give; a question of one choice or with none marked right, where
        the sheet's others have, is said at its line."""
        if self.long is None or not self.long_rows:
            return
        long, rows = self.long, self.long_rows
        self.long_rows = []
        n = rows[0][0]

        def cell(row: list[str], j: int) -> str:
            text = row[j].strip() if j < len(row) else ""
            return unescaped(text) if j in self.long_escaped else text

        q = ImportedQuestion(pos=self.pos(n), text=cell(rows[0][2], long.question),
                             id=make_id(str(len(deck.questions) + 1), taken))
        q.choices = [ImportedChoice(cell(row, long.choice)) for _, _, row in rows]
        right = [k for k, (_, _, row) in enumerate(rows) if cell(row, long.mark).casefold() in TRUE_MARKS]
        if right:
            q.set_answer(right)
        for first, last, _ in rows:
            q.use(first, last)
        deck.questions.append(q)
        if len(rows) < 2:
            self.warning(n, 1, "this question has one row, one choice, where the sheet's others have several",
                         hint="check that its other choices are not elsewhere")
        elif not right:
            self.warning(n, 1, "none of this question's rows is marked right, where the sheet's others have one",
                         hint="mark the right choice")

    def _continue(self, deck: ImportedDeck, q: ImportedQuestion, row: list[str], columns: dict[str, list[int]],
                  first: int, last: int) -> None:
        """A row whose question cell is empty and whose cells are right and wrong answers: more answers of the
        question above (``csvcontinued``)."""
        a = columns["answer"][0]
        rights = [row[a].strip()] if a < len(row) and row[a].strip() else []
        wrongs = [c for c in self._wrong_cells(row, columns["wrong"]) if c.strip()]
        add_answers(q, rights, wrongs)
        q.use(first, last)
        self.continuing.append(first)

    def _say_continuing(self) -> None:
        """Say once, at the first, the rows read as more answers of the question above them."""
        if not self.continuing:
            return
        lines = _some(str(n) for n in self.continuing)
        many = len(self.continuing)
        rows, give = ("rows", "give") if many > 1 else ("row", "gives")
        self.warning(self.continuing[0], 1, f"{many} {rows} (lines {lines}) {give} no question, only right or "
                                            "wrong answers: read as more answers of the question above",
                     hint="check a few questions")

    def _say_unpacked(self) -> None:
        """Say the rows whose question cell holds no choices where the sheet's others join them to it."""
        if not self.unpacked:
            return
        lines = _some(str(n) for n in self.unpacked)
        many = len(self.unpacked)
        self.warning(self.unpacked[0], 1, f"{many} row{'s' if many > 1 else ''} (lines {lines}) hold no choices "
                                          f"{self._packing()} in the question cell, as the sheet's other rows do: "
                                          "not multiple choice, not used",
                     hint="if they are questions, write their choices after the question, each after a "
                          + (f"label ending in {self.inline!r}" if self.inline else
                             "new line" if self.packed == "\n" else f"{self.packed!r}"))

    def _packing(self) -> str:
        """How the sheet's question cells hold their choices, as a message says it."""
        if self.inline:
            return f"each after a label ending in {self.inline!r} after its text"
        return "one a line below the question's" if self.packed == "\n" else f"joined by {self.packed!r}"

    @staticmethod
    def _drop_some_numbers(deck: ImportedDeck) -> None:
        """Take the running numbers off the questions that carry them when those are three at least and count
        from 1, up by one or from 1 again (``1.\tChi…``, ``2.\t…``, then ``1.\t…``: rows written by several
        hands, some numbering theirs): a sheet's question cell holds the question, its place is the row's."""
        _drop_glued_numbers(deck)
        numbered = [q for q in deck.questions if _RUNNING.match(q.text)]
        first = _RUNNING.match(numbered[0].text) if numbered else None
        if len(numbered) < 3 or first is None or first.group(1) != "1":
            return
        plain = without_numbering([q.text for q in numbered])
        for q, text in zip(numbered, plain or [], strict=False):
            q.text = text
        if plain:
            deck.mend("the running numbers of {n} question{s}", len(plain))

    def _drop_pasted_numbers(self, deck: ImportedDeck) -> None:
        """Take off a number pasted before some question cells' text (``11. Which…``, ``26) In Oracle…``), three such
        cells at least, the numbers not running but going up from one cell to the next in two places in three (a
        source's numbering, some of its questions left out or moved): a sheet's cell is one question, and a number
        then a capital letter opens no sentence. Not before a digit or a unit (``2. 5 kg``: no capital after), nor
        in a cell that lists more numbered lines (``1. x`` / ``2. y``: the question's own list); said at the
        first. (``2.``, ``7.``, ``1.`` on three questions go up and down: the questions' own, kept.)"""
        found = [(q, m) for q in deck.questions if (m := _PASTED_NUMBER.match(q.text)) is not None
                 and q.text[m.end()].isupper() and not _LISTED_LINE.search(q.text, m.end())]
        numbers = [int(m.group(1)) for _, m in found]
        up = sum(1 for a, b in itertools.pairwise(numbers) if b > a)
        if len(found) < 3 or 3 * up < 2 * (len(numbers) - 1):
            return
        for q, m in found:
            q.text = q.text[m.end():]
        lines = [q.pos.line for q, _ in found]
        shown = found[0][1].group().strip()
        self.warning(lines[0], 1, f"{len(found)} question cells (lines {_some(map(str, lines))}) open with a number "
                                  f"({shown!r}) before a capital letter: a number pasted before the question, taken "
                                  "off", hint="check a few; a sheet's row is the question's place")

    def _answers_are_texts(self, columns: dict[str, list[int]], header: list[str]) -> bool:
        """Whether the one answer column holds, in nine rows in ten (all but one), the text of one of its row's
        choices, over the rows that give choices (five at least): exactly in half of them at least, the others
        but for a slip (``_nearly``) or a name written shorter (``_within_words``)."""
        if len(columns.get("answer", [])) != 1 or "choice" not in columns:
            return False
        a = columns["answer"][0]
        rows = [r for r in _with_choices(self._rows_after(header), columns) if a < len(r) and r[a].strip()]
        texts = [[r[c] if c < len(r) else "" for c in columns["choice"]] for r in rows]
        named = sum(1 for r, t in zip(rows, texts, strict=True) if folded(r[a]) in {folded(c) for c in t})
        near = sum(1 for r, t in zip(rows, texts, strict=True) if folded(r[a]) not in {folded(c) for c in t}
                   and (_nearly(r[a], t) is not None or _within_words(r[a], t) is not None))
        return len(rows) >= 5 and 2 * named >= len(rows) and named + near >= min(_MOST * len(rows), len(rows) - 1)

    def _section(self, row: list[str], width: int) -> str | None:
        """A section's name: a row of one short cell (``[L]``, ``Kapitel 2``, no delimiter in it) in a sheet
        of three columns or more, its brackets taken off; else None."""
        wide = width or (self.layout.width if self.layout is not None else 0)
        text = row[0].strip() if len(row) == 1 else ""
        if wide < 3 or not text or len(text) > 40 or text.endswith(("?", "？")):
            return None
        return text.strip("[]()<>:=#*- \t") or None

    def _misread(self, columns: dict[str, list[int]], header: list[str]) -> Layout | None:
        """The layout the cells tell (``csvinfer``) when the header's names do not fit its rows: the
        answer column names none of the choices in most rows (``Frage;Falsche Antwort (0);…;Richtige
        Antwort (2);…;2`` whose rows end with the right choice's number). None when they fit."""
        if len(columns.get("answer", [])) != 1 or "choice" not in columns or self._choice_names(columns, header):
            return None
        rows = self._rows_after(header)
        a, choice = columns["answer"][0], columns["choice"]
        filled = [r for r in rows if a < len(r) and r[a].strip()]
        fit = sum(1 for r in filled if self._names_a_choice([r[a].strip()], [r[i] for i in choice if i < len(r)]))
        if len(filled) < 2 or fit * 2 > len(filled):
            return None
        layout = infer([header, *rows][:_INFER_ROWS], header=True)
        return layout if layout is not None and layout.answer is not None else None

    def _one_hot(self, columns: dict[str, list[int]], header: list[str]) -> Layout | None:
        """The layout the cells tell when the header's choice columns each have a column of marks (``x``,
        ``1``/``0``, ``TRUE``/``FALSE``) saying whether that choice is right, and no answer column of its
        own names a choice; None otherwise."""
        if "choice" not in columns and "wrong" not in columns:
            return None
        rows = self._rows_after(header)
        for a in columns.get("answer", []):
            cells = [r[a].strip().casefold() for r in rows if a < len(r)]
            if any(c not in TRUE_MARKS | FALSE_MARKS for c in cells):
                return None   # an answer column of letters, numbers or texts: read as it says
        layout = infer([header, *rows][:_INFER_ROWS], header=True)
        return layout if layout is not None and layout.marks else None

    def _answer_of_several(self, columns: dict[str, list[int]], header: list[str],
                           line: int) -> dict[str, list[int]]:
        """The answer column of a header whose names say answer in more than one column (``正答``, ``正答解析値``,
        ``正答テキスト``): the one the rows prove the key (``csvanswerpick``), the column of the right choices'
        texts its echo; said at the header's line, with the columns not read."""
        if len(columns.get("answer", [])) != 1 or not {"choice", "choices"} & set(columns):
            return columns
        taken = {j for places in columns.values() for j in places}
        names = [_normal(_REMARK.sub("", raw)) for raw in header[:_MAX_COLUMNS]]
        others = [j for j, name in enumerate(names) if j not in taken and _says_answer(name)]
        if not others:
            return columns
        first = columns["answer"][0]
        rows = [(r, self._choices_of(r, columns)) for r in _with_choices(self._rows_after(header), columns)]
        got = pick(rows, [first, *others])
        if got is None:
            return columns
        said = ", ".join(repr(header[j].strip()[:30]) for j in sorted([first, *others]))
        name = repr(header[got.column].strip()[:30])
        why = {"agreeing": f"its cells name in every row the choices whose texts "
                           f"{header[got.echo].strip()[:30] if got.echo is not None else ''!r} holds",
               "several": "the one whose cells name two choices in some rows",
               "first": "the first: they name different choices and the rows prove none the key"}[got.how]
        also = f"; {header[first].strip()[:30]!r} names others in {got.disagree} of the {len(rows)} rows looked at, " \
            "not read" \
            if got.column != first and got.disagree else ""
        self.warning(line, 1, f"columns {said} all name the answer: {name} read, {why}{also}",
                     hint="check a few answers; keep one answer column to make it certain")
        out = {**columns, "answer": [got.column]}
        if got.echo is not None and got.echo != got.column and "echo" not in columns:
            out["echo"] = [got.echo]
        return out

    def _answers_among_choices(self, columns: dict[str, list[int]], header: list[str],
                               line: int) -> dict[str, list[int]]:
        """Choice columns at the end whose cells all name the choices before them by letter (Moodle's
        qformat_csv: ``A,B,C,D,Answer 1,Answer 2``) are the answer, when no column is."""
        choice = columns.get("choice", [])
        if "answer" in columns or len(choice) < 3:
            return columns
        rows = self._rows_after(header)
        for cut in range(len(choice) - 1, 1, -1):   # the fewest answer columns first
            tail = choice[cut:]
            cells = [r[i].strip() for r in rows for i in tail if i < len(r) and r[i].strip()]
            named = [answer_letters(c) for c in cells]
            if cells and all(n is not None and not n[1] and max(n[0]) < cut for n in named) and \
                    all(any(i < len(r) and r[i].strip() for i in tail) for r in rows):
                names = ", ".join(repr(header[i].strip()) for i in tail)
                self.warning(line, 1, f"the columns {names} hold letters naming the choices before them: read as "
                                      "the answer")
                return {**columns, "choice": choice[:cut], "answer": tail}
        return columns

    def _choices_by_cells(self, columns: dict[str, list[int]], header: list[str],
                          line: int) -> dict[str, list[int]]:
        """Columns the header names like choices (``a, b, c, d, 2``) are choices when their cells look like
        the others', learnt from the rows: a column of numbers or letters among choices of text, naming
        them, is the answer when no column is (``2``: ``3`` is the third); a column of a few values repeated
        (a category) among choices that differ from row to row is not a choice. Each said at the header."""
        choice = columns.get("choice", [])
        rows = self._rows_after(header)
        if len(choice) < 3 or len(rows) < 3:
            return columns
        cells = {i: [r[i].strip() for r in rows if i < len(r) and r[i].strip()] for i in choice}
        names = {i: _choice_numbers(cells[i]) for i in choice}
        letters = {i: [max(found[0]) for found in map(answer_letters, cells[i]) if found is not None and not found[1]]
                   for i in choice}
        coded = [i for i in choice if cells[i] and (names[i] is not None or len(letters[i]) == len(cells[i]))]
        texts = [i for i in choice if i not in coded]
        if len(texts) < 2 or len(coded) != 1 or "answer" in columns:
            coded = []
        for i in coded:
            numbers = names[i]
            values = numbers if numbers is not None else letters[i]
            top = len(texts) if numbers is not None else len(texts) - 1
            filled = len(cells[i]) >= _MOST * len(rows)
            if filled and all(0 <= v <= top for v in values) and len(set(values)) >= min(2, len(texts)):
                how = "numbers" if numbers is not None else "letters"
                self.warning(line, 1, f"column {header[i].strip()[:30]!r} is named like a choice, but its cells are "
                                      f"{how} naming the choices of text beside it: read as the answer")
                choice = [c for c in choice if c != i]
                columns = {**columns, "choice": choice, "answer": [i]}
        varied = [i for i in choice if len(set(cells[i])) > max(3, len(cells[i]) // 5)]
        repeated = [i for i in choice if len(cells[i]) >= 8 and len(set(cells[i])) <= max(3, len(cells[i]) // 5)]
        if repeated and len(varied) >= 2 and len(repeated) < len(varied) and repeated[0] > varied[-1]:
            said = ", ".join(repr(header[i].strip()[:30]) for i in repeated)
            self.warning(line, 1, f"column{'s' if len(repeated) > 1 else ''} {said}, named like a choice, "
                                  "hold a few values repeated while the choices differ from row to row: not "
                                  "choices, not used")
            columns = {**columns, "choice": [c for c in choice if c not in repeated]}
        return columns

    def _answer_by_cells(self, columns: dict[str, list[int]], header: list[str],
                         line: int) -> dict[str, list[int]]:
        """A header that names no answer column, in words not known (``Cevap``, ``Odpowiedź``, ``Antwoord``): the
        first column after the choices that no name took whose cells name one of their row's choices in nine rows
        in ten (five at least) is the answer, said at the header: letters within the row's choices, else a
        choice's whole text, else choice numbers (two values at least, from 1, or from 0 when a 0 is among
        them; right after the choices only, and ``_counts_choices``). Failing that, a column before the choices
        that no name took (``答え`` before ``選択肢1``) whose cells are one of their row's choices' whole texts in nine
        rows in ten, two texts at least, is the answer, read as texts: letters or numbers there count something
        else (an id, a level), and one text in every row is a flag.
        Nothing is guessed from a column whose cells do not name the choices."""
        if "answer" in columns or not {"choice", "choices"} & set(columns):
            return columns
        taken = {i for places in columns.values() for i in places}
        last = max(columns.get("choice", []) + columns.get("choices", []))
        rows = _with_choices(self._rows_after(header), columns)
        if len(rows) < 5:
            return columns

        def choices_of(row: list[str]) -> list[str]:
            if "choice" in columns:
                return [row[i].strip() for i in columns["choice"] if i < len(row) and row[i].strip()]
            c = columns["choices"][0]
            return split_choices(row[c], self.usual) if c < len(row) else []

        rows_choices = [choices_of(r) for r in rows]
        first = min(columns.get("choice", []) + columns.get("choices", []))
        for a in [*range(last + 1, min(len(header), _MAX_COLUMNS)), *range(min(first, _MAX_COLUMNS))]:
            if a in taken:
                continue
            cells = [r[a].strip() if a < len(r) else "" for r in rows]
            letters = [answer_letters(c) for c in cells]
            keyed = [(found, ch) for c, found, ch in zip(cells, letters, rows_choices, strict=True) if c]
            texts = sum(1 for c, ch in zip(cells, rows_choices, strict=True)
                        if c and folded(c) in {folded(t) for t in ch})
            if a < first:   # before the choices: only their whole texts, in nine rows in ten, prove the answer
                if texts < _MOST * len(rows) or len({folded(c) for c in cells if c}) < 2:
                    continue   # one value in every row ("Yes" beside Yes/No): a flag, not a key
                how = "texts"
            # a row without its key (a true/false row the sheet left unkeyed) does not unsay the others
            elif len(keyed) >= max(5, 0.75 * len(rows)) and all(
                    found is not None and not found[1] and max(found[0]) < len(ch) for found, ch in keyed):
                how = "letters"
            elif texts >= _MOST * len(rows):
                how = "texts"
            elif a == last + 1 and all(c.isdecimal() and len(c) <= 2 for c in cells) and self._counts_choices(
                    [int(c) - (0 if "0" in cells else 1) for c in cells], [len(ch) for ch in rows_choices]):
                how = "numbers"
            else:
                continue
            name = header[a].strip()[:40]
            self.warning(line, 1, f"no column's name says it holds the answers, but the cells of column "
                                  f"{repr(name) if name else f'{a + 1} (no name)'} are {how} naming one of their "
                                  "row's choices: read as the answer", hint="check a few questions")
            return {**columns, "answer": [a]}
        return columns

    @staticmethod
    def _counts_choices(places: list[int], counts: list[int]) -> bool:
        """Whether numbers (as 0-based places) name choices as right answers do: each within its row's choices,
        three places at least (two of two choices), the last choice among them (a level or points, 1 to 3 beside
        four choices, do not reach it)."""
        if not all(0 <= p < n for p, n in zip(places, counts, strict=True)):
            return False
        return len(set(places)) >= min(3, min(counts)) and any(p == n - 1 for p, n in zip(places, counts, strict=True))

    def _one_cell(self, columns: dict[str, list[int]], header: list[str], line: int) -> None:
        """A ``choices`` column's separator, told from its cells (`` / `` too, when nine cells in ten are
        split so: ``Berlin / Paris``), and its answer numbers' base: from 0 when a 0 is among them (said)."""
        if "choices" not in columns:
            return
        rows = self._rows_after(header)
        c = columns["choices"][0]
        cells = [r[c].strip() for r in rows if c < len(r) and r[c].strip()]
        if cells and json_choices(cells[0]) is None and list_of(cells)[0] == " / ":
            self.separator = " / "   # new lines, `|` and `;` are split_choices' own (code spans and quotes kept)
        self.usual = usual_bar(cells)
        if self.separator is None and self.usual is None and list_of(cells)[0] is None \
                and sum(1 for c in cells if json_choices(c) is not None) < _MOST * len(cells) \
                and (steady := steady_separator(cells)) is not None:
            self.separator, self.steady = steady
            self.warning(line, 1, f"column {header[c].strip()[:40]!r} holds each row's {self.steady} choices in one "
                                  f"cell, split by {self.separator!r} as many times in nearly every row: read so",
                         hint="check a few questions")
        if len(columns.get("answer", [])) != 1:
            return
        a = columns["answer"][0]
        if self.separator is None and self.usual is None and all(json_choices(c) is None and "\n" not in c
                                                                  for c in cells) \
                and (sign := answered_separator([(r[c], r[a]) for r in rows if max(a, c) < len(r)])) is not None:
            self.separator = sign   # "London,Paris,Berlin" beside "Paris": the answers name a piece of each cell
            self.answered = Counter(len(list_items(x, sign)) for x in cells).most_common(1)[0][0]
            self.warning(line, 1, f"column {header[c].strip()[:40]!r} holds each row's choices in one cell split by "
                                  f"{sign!r}, the answer the text of one of them in nearly every row: read so",
                         hint="check a few questions")
        if self.separator is None and self.usual is None and list_of(cells)[0] is None \
                and all(json_choices(c) is None and "\n" not in c for c in cells) \
                and (learnt := list_sign([(r[c], r[a]) for r in rows if max(a, c) < len(r)])) is not None:
            self.separator = learnt.sign   # "Platon_Sócrates_Parmenides", "Cierto_Falso": 4 or 2, the answers in range
            counts = " or ".join(str(k) for k, _ in sorted(learnt.counts.items(), key=lambda kv: -kv[1]))
            self.warning(line, 1, f"column {header[c].strip()[:40]!r} holds each row's choices in one cell split by "
                                  f"{learnt.sign!r} ({counts} a cell), the answers naming one of each row's own in "
                                  "nearly every row: read so", hint="check a few questions")
        values = [r[a].strip() for r in _with_choices(rows, columns) if a < len(r) and r[a].strip()]
        numbered = [v for v in values if _NUMBERS.fullmatch(v)]
        numbers = [int(n) for v in numbered for n in re.findall(r"\d+", v)]
        if values and len(numbered) >= _MOST * len(values) and 0 in numbers:
            self.base = 0
            self.warning(line, 1, f"column {header[a].strip()[:40]!r} counts the choices from 0 (a 0 is among its "
                                  f"numbers): {numbers[0]} is choice {letter(numbers[0])}")

    def _answer_column(self, columns: dict[str, list[int]], header: list[str], line: int) -> dict[str, list[int]]:
        """How the one answer column names the right choice, told from the sheet's rows: a column before
        the choices whose cells name none of them (``Frage,Richtige,Antwort1,Antwort2``: ``8,6,10,12``)
        is the right choice itself, the first; numbers count the choices from 0 when a 0 is among them,
        or when the rows' other cells name the right letter so (``correta: 1``, "a resposta correta é a
        letra b"). Each reading is said at the header's line."""
        if len(columns.get("answer", [])) != 1 or "choice" not in columns:
            return columns
        a, choice = columns["answer"][0], columns["choice"]
        if self._choice_names(columns, header):
            names = ", ".join(repr(header[i].strip()[:20]) for i in choice[:4])
            self.warning(line, 1, f"column {header[a].strip()[:40]!r} names the right choice by its column's name "
                                  f"({names}…): read so", hint="check a few questions")
            return columns
        rows = [r for r in _with_choices(self._rows_after(header), columns) if a < len(r) and r[a].strip()]
        if not rows:
            return columns
        name = header[a].strip()[:40]
        values = [_uncounted(json_list(r[a].strip()) or [r[a].strip()], [r[i] for i in choice if i < len(r)])
                  for r in rows]
        self.label_texts = labelled_texts([(r[a].strip(), [r[i] for i in choice if i < len(r)]) for r in rows])
        if len(choice) >= 2 and a < min(choice) and sum(1 for r, v in zip(rows, values, strict=True)
                                   if not self._names_a_choice(v, [r[i] for i in choice if i < len(r)])) \
                >= _MOST * len(rows):
            self.warning(line, 1, f"column {name!r} comes before the choices and its cells name none of them: "
                                  "it is the right choice itself, read as the first choice",
                         hint="check a few questions; an answer column of letters (A, B...) makes it certain")
            return {k: v for k, v in columns.items() if k != "choice"} | {"wrong": choice}
        if len(choice) >= 2 and a > max(choice) and len(rows) >= 5 \
                and sum(1 for r in rows if _kind(r[a]) == "text") >= _MOST * len(rows) \
                and sum(1 for r, v in zip(rows, values, strict=True)
                        if not self._names_a_choice(v, [r[i] for i in choice if i < len(r)])) >= _MOST * len(rows):
            self.right_last = True   # "question,optionA,optionB,optionC,answer": the game shuffles the four
            self.warning(line, 1, f"column {name!r} comes after the choices and its cells, texts, name none of them: "
                                  "it is the right choice itself, read as the last choice",
                         hint="check a few questions; an answer column of letters (A, B...) makes it certain")
            return {k: v for k, v in columns.items() if k != "choice"} | {"wrong": choice}
        # choice numbers, one or several a cell ("3", "2, 3": a question with two right choices)
        counted = [v[0] for v in values if len(v) == 1 and _NUMBERS.fullmatch(v[0])]
        numbers = [int(x) for c in counted for x in re.findall(r"\d+", c)]
        texts = sum(1 for r, v in zip(rows, values, strict=True) if len(v) == 1 and v[0].isdecimal()
                    and any(folded(r[i]) == folded(v[0]) for i in choice if i < len(r)))
        # numbers in every row but one in ten, within the choices, and a choice's own text in one row in five at
        # most: the column counts the choices, also where a row's choice happens to be that number's text
        self.counts = len(rows) >= 5 and len(counted) >= _MOST * len(rows) and 5 * texts <= len(rows) \
            and bool(numbers) and min(numbers) >= 0 and max(numbers) <= len(choice)
        if len(counted) < _MOST * len(rows) or max(numbers) >= len(choice) or min(numbers) < 0:
            return columns
        if 0 in numbers:
            self.base = 0
            self.warning(line, 1, f"column {name!r} counts the choices from 0 (a 0 is among its numbers): "
                                  f"{numbers[0]} is choice {letter(numbers[0])}")
            return columns
        if _numbered_from(header, choice) == 0:
            self.base = 0
            self.warning(line, 1, f"column {name!r} counts the choices from 0, as the header numbers their columns "
                                  f"({header[choice[0]].strip()[:20]!r}, {header[choice[1]].strip()[:20]!r}...): "
                                  f"{numbers[0]} is choice {letter(numbers[0])}")
            return columns
        numbered = [(r, int(v[0])) for r, v in zip(rows, values, strict=True)
                    if len(v) == 1 and v[0].isdecimal() and len(v[0]) <= 2]   # (the rows the numbers are of)
        votes = Counter(self._letter_named(r, value, [a, *choice, *columns.get("question", [])])
                        for r, value in numbered)
        if votes[0] >= 2 and votes[0] >= _MOST * (votes[0] + votes[1]):
            self.base = 0
            self.warning(line, 1, f"column {name!r} counts the choices from 0: the rows' other cells name the "
                                  f"right letter so ({votes[0]} rows); {numbers[0]} is choice {letter(numbers[0])}")
        elif not votes[1]:
            self.warning(line, 1, counted_from_one(f"the numbers of column {name!r} ({min(numbers)} to "
                                                   f"{max(numbers)}, for {len(choice)} choices)"),
                         hint="if they count from 0, write letters instead (A, B...)")
        return columns

    def _marked_choices(self, columns: dict[str, list[int]], header: list[str]) -> Mark | None:
        """The mark one choice of each row carries (``csvinfer.choice_mark``: ``[Paris]``, ``Paris (x)``) under a
        header that names choice columns and no answer column; else None."""
        if "answer" in columns or "choice" not in columns:
            return None
        choice = columns["choice"]
        return choice_mark([[r[i].strip() if i < len(r) else "" for i in choice] for r in self._rows_after(header)])

    def _choice_names(self, columns: dict[str, list[int]], header: list[str]) -> dict[str, int] | None:
        """The choice columns' names, when the one answer column's cells name the right choices so
        (``csvcolumnnames``: ``alt2`` under the header ``alt1, alt2, alt3``), kept in ``column_names``."""
        if len(columns.get("answer", [])) != 1 or "choice" not in columns:
            return None
        a = columns["answer"][0]
        answers = [r[a] for r in self._rows_after(header) if a < len(r)]
        self.column_names = choice_names(header, columns["choice"], answers)
        return self.column_names

    @staticmethod
    def _names_a_choice(value: list[str], cells: list[str]) -> bool:
        """Whether an answer cell names one of a row's choices: by its text, letters or number."""
        texts = {folded(c) for c in cells if c.strip()}
        for v in value:
            v = counted_choice(v, cells) or v   # "2번": choice 2, unless the choices count with its word
            letters = answer_letters(v)
            if folded(v) in texts or (letters is not None and not letters[1] and max(letters[0]) < len(cells)) \
                    or (v.isdecimal() and 0 <= int(v) <= len(cells)) or label_text(v, cells) is not None:
                return True
        return False

    @staticmethod
    def _letter_named(row: list[str], number: int, skip: list[int]) -> int | None:
        """What a row's other cells say a right choice number counts from: 0 when they name the letter
        ``number`` is counted from 0 (``letra b`` for 1), 1 when from 1; None when they name none."""
        said = {(m.group(1) or m.group(2)).lower() for i, c in enumerate(row) if i not in skip
                for m in _LETTER_SAID.finditer(c)}
        if len(said) != 1:
            return None
        index = ord(said.pop()) - ord("a")
        return 0 if index == number else 1 if index == number - 1 else None

    def _without_affix(self, row: list[str], line: int) -> list[str]:
        """A header whose names share a language or version tag (``question_zh``, ``option1_zh``), read without
        it (``_bare_names``, said at its line); else the row as it is."""
        if self.affixed is not None or self.layout is not None:
            return row
        bare = self._bare_names(row, self._rows_after(row))
        if bare is None:
            return row
        self.affixed = (row, bare[0])
        self.warning(line, 1, f"the header's names share the tag {bare[1]!r} (a language's or a version's): read "
                              "without it", hint="check a few questions")
        return bare[0]

    def _bare_names(self, row: list[str], below: list[list[str]]) -> tuple[list[str], str] | None:
        """A row's names without the tag most of them share and no cell below carries (``csvnameaffix``), and the
        tag, where the names then name a question and more columns than with it; else None."""
        affix = shared_affix(row, below)
        if affix is None:
            return None
        bare = without_affix(row, affix)
        before, after = (self._columns(r, 0, quiet="named") or {} for r in (row, bare))
        if "question" not in after or sum(map(len, after.values())) <= sum(map(len, before.values())):
            return None
        return bare, affix

    def _without_stray_names(self, row: list[str], line: int) -> list[str]:
        """A header row with empty names between its names (``Pergunta;R1;R2;;R3;R4;Correta``) over rows
        that are as many cells narrower as it has empty names, in nine rows in ten (three at least): a
        delimiter slipped into the header, the names after it stand one column too far right. The row
        without the empty names (said at its line); else the row as it is."""
        if self.stray is not None or self.layout is not None:
            return row
        inner = [k for k, c in enumerate(row) if not c.strip() and 0 < k < len(row) - 1]
        rows = self._rows_after(row)
        widths = Counter(len(r) for r in rows)
        if not inner or len(rows) < 3 or sum(1 for c in row if c.strip()) < 3:
            return row
        width, count = widths.most_common(1)[0]
        if width != len(row) - len(inner) or count < _MOST * len(rows):
            return row
        fixed = [c for k, c in enumerate(row) if k not in inner]
        self.stray = (row, fixed)
        where = ", ".join(str(k + 1) for k in inner)
        self.warning(line, 1, f"the header row has {len(row)} names, {len(inner)} of them empty (column {where}), "
                              f"where its rows have {width} cells: the empty name{'s' if len(inner) > 1 else ''} "
                              "left out, the names after it moved one column left", hint="check a few questions; "
                              "take the extra delimiter out of the header row")
        return fixed

    def _letter_pair(self, columns: dict[str, list[int]], n: int) -> LetterPair | None:
        """The answer column's verdict letters (``i``/``h``: ``csvletters``), looked for once over the sheet's rows;
        when their language is not told, said at the first row read so (``n``)."""
        if self.letters is False:
            self.letters = None
            at = columns.get("answer", [None])[0]
            choice = columns.get("choice", [])
            rows = self._sheet_rows() if at is not None else []
            if at is not None and not any(len(r) > at and r[at].strip() and any(i < len(r) and r[i].strip()
                                                                                for i in choice) for r in rows[1:]):
                # (rows with choices answered in that column read its letters as the choices' labels, not verdicts;
                # the first row may be a header naming the choices)
                found = letter_pair(r[at] if len(r) > at else "" for r in rows)
                if found is None and rows:   # a header row named in words not known
                    found = letter_pair(r[at] if len(r) > at else "" for r in rows[1:])
                if found is not None and found.said:
                    self.warning(n, 1, found.said, hint="check a few questions; write the choices in the sheet's "
                                                        "language if you want them so")
                self.letters = found
        return self.letters if isinstance(self.letters, LetterPair) else None

    def _lettered(self, columns: dict[str, list[int]], answer: str, n: int) -> tuple[tuple[str, str], int] | None:
        """A row's answer that is one of the sheet's verdict letters (``_letter_pair``): the pair's words and
        which of them it names; else None."""
        letters = self._letter_pair(columns, n)
        verdict = letters.verdict(answer) if letters is not None else None
        return (letters.words, verdict) if letters is not None and verdict is not None else None

    def _picture(self, text: str, name: str, n: int, number: int) -> str:
        """A statement's text with its picture column's cell under it: an image file's name as a picture (escaped
        for the link), a web address as a link (never a picture to fetch), a name outside the sheet's folder not
        written; each of the last two said at the row."""
        refused = picture_refused(name)
        if refused is None:
            return f"{text}\n\n![]({_LINK_UNSAFE.sub(lambda m: quote(m.group()), name)})"
        if refused == "a web address":
            self.warning(n, 1, f"row {number}: its picture {name[:200]!r} is a web address: written as a link under "
                               "the statement, not as a picture (images are never fetched)",
                         hint="download it next to the sheet and write its file's name")
            return f"{text}\n\n<{_LINK_SPACE.sub(lambda m: quote(m.group()), name)}>"
        self.warning(n, 1, f"row {number}: its picture {name[:200]!r} is {refused}: not written",
                     hint="put the image in the sheet's folder (or below) and write its name")
        return text

    def _own_pair(self, columns: dict[str, list[int]], truth: str) -> tuple[str, str] | None:
        """The true/false pair the answer column writes (``VERO``/``FALSO``), capitalised, when its words are one
        pair of another language than English (``_OWN_PAIRS``) and this row's answer is one of them; else None."""
        if self.own_pair is False:
            self.own_pair = None
            at = columns.get("answer", [None])[0]
            if at is not None:
                words = {r[at].strip().casefold() for r in self._sheet_rows() if len(r) > at}
                words &= _VERDICT
                pairs = [p for p in _OWN_PAIRS if set(p) == words]
                if len(pairs) == 1:
                    self.own_pair = (pairs[0][0].capitalize(), pairs[0][1].capitalize())
        pair = self.own_pair
        if isinstance(pair, tuple) and truth in (pair[0].casefold(), pair[1].casefold()):
            return pair
        return None

    def _rows_after(self, header: list[str]) -> list[list[str]]:
        """Up to 200 filled rows after the header row, from the head of the text."""
        try:
            rows = [r for r in SheetRows(io.StringIO(self.text[:_HEAD]), self._sheet()) if any(c.strip() for c in r)]
        except csv.Error:
            return []
        if len(self.text) > _HEAD:
            rows = rows[:-1]
        original = self.stray[0] if self.stray is not None and header == self.stray[1] else header
        original = self.affixed[0] if self.affixed is not None and header == self.affixed[1] else original
        after = next((k for k, r in enumerate(rows) if r in (header, original)), None)
        if after is None:
            return []
        width, delimiter = len(header), self._sheet().delimiter   # numbers cut at their thousands joined first
        return [joined[0] if (joined := thousands_joined(r, width, delimiter)) is not None else r
                for r in rows[after + 1:after + 201]]

    def _say_layout(self, row: list[str], line: int) -> None:
        """Say how the columns of a sheet without a header row that names them were told."""
        assert self.layout is not None
        if self.hot:
            names = _some(repr(c.strip()[:30]) for c in row)
            said = f"the header row ({names}) gives each choice a column of marks, not an answer column: read " \
                   "by what the cells hold"
        elif self.misread_header:
            names = _some(repr(c.strip()[:30]) for c in row)
            said = f"the header row's names ({names}) do not fit its rows (its answer column names none of " \
                   "their choices): read by what the cells hold"
        elif self.layout.header:
            names = _some(repr(c.strip()[:30]) for c in row)
            said = f"the first row names the columns in words not known ({names}): read by what the cells hold"
        else:
            said = "no header row names the columns: read by what the cells hold"
        self.warning(line, 1, f"{said}: {self.layout.describe()}",
                     hint="check a few questions; a header row (question, A, B, C, D, answer) makes it certain")

    def _remarked_first(self, header: list[str]) -> None:
        """A header in words not known over a sheet read by its cells without an answer column: when the first
        choice's name alone carries a remark in brackets, the others named as it is but counted (``選択肢1（正解）``,
        ``選択肢2``, ``選択肢3``), the first choice is the right one in every row (said with the layout)."""
        layout = self.layout
        if layout is None or layout.answers or layout.mark is not None or layout.first_right or \
                layout.separator is not None or len(layout.choices) < 3 or max(layout.choices) >= len(header):
            return
        names = [_unquoted(header[c]) for c in layout.choices]
        remarks = [_BRACKETED.search(name) for name in names]
        if remarks[0] is None or any(remarks[1:]):
            return
        bare = [_normal(_BRACKETED.sub("", name)) for name in names]
        if _counted(bare, list(range(len(bare)))) == list(range(len(bare))):
            layout.first_right, layout.first_said = True, names[0]

    def _say_images(self) -> None:
        """Say which questions are only an image's name: the image is not in the sheet."""
        if not self.image_rows:
            return
        shown = _some(str(n) for n in self.image_rows)
        self.warning(self.image_rows[0], 1, f"{len(self.image_rows)} question{'s' if len(self.image_rows) > 1 else ''}"
                                            f" name an image file (lines {shown}) that the sheet does not hold: "
                                            "written as the text, no picture",
                     hint="put the images beside the quiz and write them into the questions: ![](name.png)")

    def _without_one(self, row: list[str], columns: dict[str, list[int]], width: int, n: int) -> list[str] | None:
        """A row that left out a cell of a column the reading may do without (a category, tags, an id): its
        cells stand where the reading wants them with an empty cell put in one place only, its question and
        choices filled (a ``choices`` cell of two choices at least), its answer cell of the kind the other
        rows' hold (``_displaced``); cells past the header's last then joined to it when it is the explanation
        (a sentence with the delimiter in it). None when no place, or more than one, reads so."""
        needed = {*columns.get("question", []), *columns.get("choice", []), *columns.get("choices", []),
                  *columns.get("answer", [])}
        if self.answer_kind is None or len(columns.get("answer", [])) != 1:
            return None
        fits: list[tuple[int, list[str]]] = []
        sparse, recurring = self._sparse_choices(columns, width)
        question = columns.get("question", [None])[0]
        for k in range(len(row) + 1):
            if k in needed and k not in sparse:   # a choice column empty in most rows may be the one left out
                continue
            placed = [*row[:k], "", *row[k:]]
            if question is not None and question < len(placed) and placed[question].strip().casefold() in recurring:
                continue   # "单选" as the question: a value another column holds row after row (a type) asks nothing
            if self._displaced(placed, columns) or any(not placed[i].strip() for i in needed
                                                        if i not in columns.get("choice", [])):
                continue
            if "choices" in columns and len(self._choices_of(placed, columns)) < 2:
                continue
            if "choice" in columns and sum(1 for i in columns["choice"] if placed[i].strip()) < 2:
                continue
            fits.append((k, placed))
        if len(fits) != 1:
            return None
        k, placed = fits[0]
        if question is not None and k <= question - 1 < len(row) and self._held_in_place(row, question - 1, width):
            return None   # "Geo,Which…?,B,C,D,A": its topic where other rows have theirs, so not the one left out
        if (left := next((j for j in sparse if j < len(placed) and not placed[j].strip()
                          and (j >= len(row) or row[j].strip())), None)) is not None:
            # "…,d,C,note,": its empty choice E left out, the rest one cell early; said at once (a sheet's warnings
            # may be more than are kept), the other rows so listed at the end
            self.sparse_rows.append((n, columns["choice"].index(left)))
            if len(self.sparse_rows) == 1:
                key, which = placed[columns["answer"][0]], letter(columns["choice"].index(left))
                self.warning(n, 1, f"this row is one cell short: it holds its answer ({key!r}) "
                                   f"in the cell of choice {which}, empty in most rows, "
                                   "and prose in the answer's: read as leaving out that empty choice, its later "
                                   "cells one column back (the answer, then the explanation); rows like it are "
                                   "listed at the end", hint="write the empty choice's delimiter in such rows")
        if len(placed) > width:
            if columns.get("explanation") != [width - 1]:
                return None
            delimiter = self._sheet().delimiter
            raw = self.source.lines[n - 1] if n <= len(self.source.lines) else ""
            parts = raw.split(delimiter)
            tail = placed[width - 1:]
            if '"' not in raw and len(parts) == len(row):   # the spaces after the delimiters as written
                tail = parts[len(parts) - len(tail):]
            while len(tail) > 1 and not tail[-1].strip():   # "…,note,": the row's empty last cell, no text of it
                tail = tail[:-1]
            placed = [*placed[:width - 1], delimiter.join(tail).strip()]
        return placed

    def _glued_tag(self, row: list[str], columns: dict[str, list[int]], width: int) -> list[str] | None:
        """A row one cell short whose cell in the tag column opens with one of that column's values (a closed set:
        five rows of the sheet's width at least, each value in two rows at least) and goes straight on with the next
        column's text (``CULTURA¿Qué fiesta…?``): the row with that cell split after the value, when the answer
        cell then is of the kind the other rows' are; else None (the longest such value when several fit). The
        values are those two rows hold at least, nine rows in ten holding one (a slip, ``GEOGAFIA``, is no value)."""
        tags = columns.get("tags", [])
        if len(tags) != 1 or tags[0] + 1 >= width or tags[0] >= len(row) or self.answer_kind is None:
            return None
        t = tags[0]
        rows = [r for r in self._rows_after(self.header_row or self.top_row or []) if len(r) == width]
        counts = Counter(r[t].strip() for r in rows if r[t].strip())
        values = {v: count for v, count in counts.items() if count >= 2}
        if len(rows) < 5 or sum(values.values()) < _MOST * len(rows):
            return None
        cell = row[t].strip()
        heads = [v for v in values if cell.startswith(v) and len(cell) > len(v) and not cell[len(v)].isspace()
                 and not (cell[len(v)].isalnum() and v[-1].isalnum() and cell[len(v)].islower() == v[-1].islower())
                 and not _word_goes_on(cell, len(v))]   # ("What's", "What-is": the word goes on)
        if not heads:
            return None
        head = max(heads, key=len)
        placed = [*row[:t], head, cell[len(head):].strip(), *row[t + 1:]]
        return placed if self._answer_fits(placed, columns) and not self._displaced(placed, columns) else None

    def _held_in_place(self, row: list[str], j: int, width: int) -> bool:
        """Whether another row of the header's width holds ``row``'s cell ``j`` (filled) in its column ``j``: the cell
        stands in its own column (a topic written as the other rows write theirs), however few rows repeat it."""
        value = row[j].strip().casefold()
        return bool(value) and any(r is not row and r[j].strip().casefold() == value
                                   for r in self._rows_after(self.header_row or self.top_row or []) if len(r) >= width)

    def _sparse_choices(self, columns: dict[str, list[int]], width: int) -> tuple[set[int], set[str]]:
        """The choice columns (after the second) empty in most rows of the header's width (a fifth choice few
        questions have: one a row may leave out, its later cells one column early), and the values that some
        column other than the question's holds in three rows at least (a type: ``单选``; never a question)."""
        rows = [r for r in self._rows_after(self.header_row or self.top_row or []) if len(r) >= width]
        if len(rows) < 5:
            return set(), set()
        sparse = {j for j in columns.get("choice", [])[2:]
                  if sum(1 for r in rows if not r[j].strip()) > len(rows) / 2}
        question = columns.get("question", [None])[0]
        counts = Counter(r[j].strip().casefold() for r in rows for j in range(width) if j != question and r[j].strip())
        return sparse, {value for value, count in counts.items() if count >= 3}

    def _choices_run_on(self, columns: dict[str, list[int]], width: int) -> bool:
        """Whether a row's cells past the sheet's width are more choices: a sheet read by its cells (no header),
        no column naming the right choice, the choices its last columns."""
        choice = columns.get("choice", [])
        return self.layout is not None and not self.layout.answers and self.layout.answer is None \
            and bool(choice) and choice[-1] == width - 1 and self.layout.explanation is None

    def _say_cards(self) -> None:
        """Say, once, which rows were left out as cards (``csvinfer.Layout.cards``)."""
        if self.card_rows:
            rows = self.card_rows
            self.warning(rows[0], 1, f"{len(rows)} row{'s' if len(rows) > 1 else ''} (lines {_some(map(str, rows))}) "
                                     "fill the question and the first choice only, where the sheet's other rows "
                                     "give several choices: cards (a prompt and its answer), not multiple-choice "
                                     "questions; not used", hint="give them wrong choices to make them questions")

    def _say_open(self) -> None:
        """Say which rows were left out as open questions: no choice, only an answer (each at its line, a few; else
        once), or one choice, the one their answer names (once)."""
        if len(self.no_choice_rows) <= 3 and not self.open_rows:
            for n, said in self.no_choice_rows:
                self.warning(n, 1, said)
            return
        lines = sorted([*self.open_rows, *(n for n, _ in self.no_choice_rows)])
        if len(lines) == 1:
            self.warning(lines[0], 1, "this row fills one choice cell only, the one its answer names, where the "
                                      "sheet's other rows give several choices: an open question, its answer typed, "
                                      "not chosen; not used (only multiple-choice and true/false questions are "
                                      "imported)", hint="give it wrong choices to make it multiple choice")
            return
        ones = f"{len(self.open_rows)} fill one choice cell only, the one their answer names" if self.open_rows else ""
        nones = f"{len(self.no_choice_rows)} give no choice, only their answer" if self.no_choice_rows else ""
        self.warning(lines[0], 1, f"{len(lines)} rows (lines {_some(str(n) for n in lines)}) are open questions, "
                                  f"their answer typed, not chosen ({'; '.join(w for w in (ones, nones) if w)})"
                                  + (" where the sheet's other rows give several choices" if self.many_choices else "")
                                  + ": not used (only multiple-choice and true/false questions are imported)",
                     hint="give them wrong choices to make them multiple choice")

    def _signed_answer(self, deck: ImportedDeck, signed: Signed, answer: str, n: int, number: int) -> list[int] | None:
        """The choice a row's verdict sign names (``signedverdicts``), its number agreeing; else None, said at the
        row as needing attention."""
        self.signed_rows.append((n, answer))
        if agrees(signed):
            return [signed.sign]
        said = signed.choices[signed.sign]
        self.needs_attention(deck, n, 1, f"row {number}: its answer {answer[:40]!r} is the sign {said!r} after the "
                                         f"number {(signed.number or 0) + 1}, where that sign is choice "
                                         f"{signed.sign + 1}: they disagree; written without an answer",
                             hint="write the row's answer")
        return None

    def _say_signed(self) -> None:
        """Say once, at the first, which rows without choices were read as true/false by their verdict sign."""
        if not self.signed_rows:
            return
        n, answer = self.signed_rows[0]
        many = len(self.signed_rows)
        self.warning(n, 1, f"{many} row{'s' if many > 1 else ''} (lines {_some(str(k) for k, _ in self.signed_rows)}) "
                           f"give no choices and answer with a verdict sign ({answer[:20]!r}) where the sheet's other "
                           "rows give several choices: read as true/false questions, the two signs their choices, the "
                           "true one first", hint="check a few of them")

    def _one_choice_kinds(self, columns: dict[str, list[int]]) -> set[str]:
        """The type column's kinds whose rows fill one choice cell, the others' three or more (``csvtypekinds``)."""
        if self.one_choice_kinds is None:
            at = columns.get("type", [None])[0]
            self.one_choice_kinds = one_choice_kinds(self._sheet_rows(), at, columns["choice"]) \
                if at is not None and "choice" in columns else set()
        return self.one_choice_kinds

    def _open_kinds(self, columns: dict[str, list[int]]) -> set[str]:
        """The type column's kinds whose rows are open questions, learnt once from the sheet's rows."""
        if self.open_kinds is None:
            at = columns.get("type", [None])[0]
            choices = columns.get("choice", []) + columns.get("choices", [])
            self.open_kinds = open_kinds(self._sheet_rows(), at, choices, columns.get("answer", [None])[0]) \
                if at is not None and choices else set()
        return self.open_kinds

    def _say_turns(self) -> None:
        """Say, once, which rows' choices were read from a cell of two pieces after ``A:`` and ``B:``, sentences."""
        if not self.turns:
            return
        many = len(self.turns) > 1
        self.warning(self.turns[0], 1, f"{len(self.turns)} row{'s' if many else ''} (lines "
                                       f"{_some(map(str, self.turns))}) hold{'' if many else 's'} two choices in one "
                                       "cell, after `A:` and `B:`, both sentences: read as the choices; a dialogue's "
                                       "two turns (`A: Where are you going? B: To the station.`) would read so too",
                     hint="check them; if it is a dialogue, move it into the question")

    def _say_voided(self) -> None:
        """Say, once, which rows' answers void their question (``送分(原:D)``): read with every choice right."""
        if len(self.voided) < 2:
            return
        lines = [n for n, _ in self.voided]
        was = sum(1 for _, k in self.voided if k)
        self.warning(lines[0], 1, f"{len(lines)} row{'s' if len(lines) > 1 else ''} (lines {_some(map(str, lines))}) "
                                  "answer that the question is voided (送分, `voided`: every choice scores): read with "
                                  f"every choice right{f'; {was} name the key it had, not used' if was else ''}",
                     hint="to keep the original key, write it as the answer")

    def _say_kind_verdicts(self) -> None:
        """Say, once, which rows of a true/false kind were read by their answer's letter (``A`` true)."""
        if not self.kind_verdicts:
            return
        lines = [n for n, _ in self.kind_verdicts]
        kinds = sorted({k for _, k in self.kind_verdicts})
        self.warning(lines[0], 1, f"{len(lines)} row{'s' if len(lines) > 1 else ''} of the true/false kind "
                                  f"{', '.join(repr(k[:20]) for k in kinds)} (lines {_some(map(str, lines))}) give no "
                                  "choices and answer A or B (1 or 2): read as true/false, A true and B false",
                     hint="check a few; if A stands for false, write the answers as words")

    def _one_answered_choice(self, cells: list[str], asked: str, answer: str) -> bool:
        """Whether a row that is no statement (it asks, or breaks off where a blank is to be filled) fills one choice
        cell only and its answer names that one (by its number, letter or text), in a sheet whose rows give several
        choices: an open question with its model answer. (A statement, ending with a full stop, with one choice,
        ``True``, is a true/false row that lost its other choice; one whose answer is that choice's text and no
        verdict, ``10`` after ``The wealthiest ____ percent owned…``, is open all the same, unless that text stands
        alone on three rows at least: the sheet's own verdict word, ``Prawda``, ``Sant``, said as a one-choice row.)"""
        filled = [k for k, c in enumerate(cells) if c.strip()]
        if not self.many_choices or len(filled) != 1 or not answer:
            return False
        if _STATEMENT_END.search(asked):
            return folded(answer) == folded(cells[filled[0]]) and answer.strip().casefold() not in _VERDICT \
                and self.one_texts[folded(answer)] < _OWN_VERDICT
        k = filled[0]
        letters = answer_letters(answer)
        return (answer.isdecimal() and int(answer) - self.base == k) or folded(answer) == folded(cells[k]) \
            or (letters is not None and not letters[1] and letters[0] == [k] and self._letters_column())

    def _unread(self, columns: dict[str, list[int]], header: list[str], width: int, line: int) -> None:
        """The filled columns the header's names do not say the use of, said at its line: never dropped without a
        word (``csvheadwords``). A last column without a name filled in a few rows is said by ``_say_notes``."""
        # not a quiz's title (``Quiz title``: the quiz's name, not a question's), nor a rare note (``_say_notes``)
        unread = [j for j in unread_columns(columns, width, self._rows_after(header))
                  if not (j == width - 1 and not (header[j].strip() if j < len(header) else ""))
                  and not (j < len(header) and _titles(_normal(_REMARK.sub("", header[j]))))]
        if unread:
            said = ", ".join(f"{j + 1} ({header[j].strip()[:30]!r})" if j < len(header) and header[j].strip()
                             else f"{j + 1} (no name)" for j in unread[:4])
            self.warning(line, 1, f"column{'s' if len(unread) > 1 else ''} {said}{', …' if len(unread) > 4 else ''} "
                                  "of the header row, filled, named by none of the known names: not read",
                         hint="name the column (question, A, B, C, answer, explanation, tags) to have it read")

    def _without_empty_choices(self, columns: dict[str, list[int]], header: list[str]) -> dict[str, list[int]]:
        """The choice columns less those empty in every row between filled ones (``c1`` after ``choice1``: flags
        the sheet never fills), in a sheet with no answer column (letters would count them): no choices."""
        choice = columns.get("choice", [])
        rows = self._rows_after(header)
        if "answer" in columns or len(choice) < 3 or not rows:
            return columns
        filled = [i for i in choice if any(i < len(r) and r[i].strip() for r in rows)]
        empty = [i for i in choice if i not in filled and filled and filled[0] < i < filled[-1]]
        if not empty or len(filled) < 2:
            return columns
        return {**columns, "choice": [i for i in choice if i not in empty]}

    def _say_explained(self, deck: ImportedDeck) -> None:
        """Say once that the sheet names no right answer: the questions written without them, or, where their
        explanations name one of their choices, those read as the answers (``explainednames``)."""
        if self.explained and not plain_enough(len(self.explained), self.explain_tried):
            self.explained = []   # (named in too few of them: an explanation naming a choice is no key then)
        if self.no_answer_line is None and not self.explained:
            return
        if not self.explained:
            assert self.no_answer_line is not None
            if self.choice_sign is not None and all(q.answer is not None or any(
                    c.text.startswith(self.choice_sign) for c in q.choices) for q in deck.questions):
                return   # the sign answers each question: said where it is read (``answerlines``)
            self.warning(self.no_answer_line, 1, "no column of the header row names the right answers: the "
                                                 "questions are written without them",
                         hint="add them (`answer: B`); `make_deck check` shows each question")
            return
        for _, q, picked_ in self.explained:
            q.set_answer(picked_)
        line, first, named = self.explained[0]
        why, picked = first.explanation or "", [first.choices[k].text for k in named]
        done = {n for n, _, _ in self.explained}
        rest = [q.pos.line for q in deck.questions if q.answer is None and q.pos.line not in done]
        lines = f"line{'s' if len(rest) > 1 else ''} {_some(str(n) for n in rest)}"
        left = f"; the other {len(rest)} ({lines}) are written without one" if rest else ""
        self.warning(self.no_answer_line or line, 1,
                     f"no column names the right answers: the answers of {len(self.explained)} questions are read "
                     f"from their explanation, which names one of their choices (line {line}: {why[:50]!r} names "
                     f"{', '.join(repr(p[:30]) for p in picked)}){left}",
                     hint="check the answers: an explanation may name a choice it rules out")

    def _say_short(self) -> None:
        """Say which rows were read as left without a cell of a column the reading does without."""
        if self.sparse_rows:
            lines = [n for n, _k in self.sparse_rows]
            k = self.sparse_rows[0][1]
            at = lines[min(1, len(lines) - 1)]
            self.warning(at, 1, f"{len(lines)} row{'s' if len(lines) > 1 else ''} one cell short (lines "
                                      f"{_some(map(str, lines))}) hold their answer in the cell of choice "
                                      f"{letter(k)} "
                                      "(empty in most rows) and prose in the answer's: read as leaving out that "
                                      "empty choice, their later cells one column back (the answer, then the "
                                      "explanation)", hint="write the empty choice's delimiter in those rows")
            self.short_rows = [n for n in self.short_rows if n not in set(lines)]
        if not self.short_rows:
            return
        shown = _some(str(n) for n in self.short_rows)
        self.warning(self.short_rows[0], 1, f"{len(self.short_rows)} row{'s' if len(self.short_rows) > 1 else ''} "
                                            f"one cell short (lines {shown}) read as leaving out a cell the "
                                            "questions do without (the one place where the question, choices "
                                            "and answer then stand in their columns)",
                     hint="write the empty cell's delimiter in those rows")

    def _list_records(self, deck: ImportedDeck, records: list[ListRecord]) -> None:
        """Each line a question, its choices as a list literal and its right ones as another, by their texts."""
        self.warning(records[0].line, 1, "each line is a question, then its choices as a list (`[...]`), then "
                                         "its right choices' texts as another list", hint="check a few questions")
        taken: set[str] = set()
        for number, record in enumerate(records, start=1):
            q = ImportedQuestion(pos=self.pos(record.line), text=record.question, id=make_id(str(number), taken))
            q.choices = [ImportedChoice(text) for text in record.choices]
            q.use(record.line)
            keys = [folded(text) for text in record.choices]
            named = [keys.index(folded(text)) for text in record.right if folded(text) in keys]
            if record.right and len(named) == len(record.right):
                q.set_answer(named)
            else:
                q.raw_answer = ", ".join(record.right) or None
                self.warning(record.line, 1, f"question {number}'s answer list ({', '.join(record.right)[:60]!r}) "
                                             "names none of its choices by its text: written as it is",
                             hint="write the right choice's exact text, or its letter")
            deck.questions.append(q)

    def _kind_records(self, deck: ImportedDeck, found: KindRecords) -> None:
        """Each line a record after its kind's name, its choices counted from its end (``csvkinds``)."""
        first = found.records[0]
        names = ", ".join(repr(k) for k in dict.fromkeys(r.kind for r in found.records))
        self.warning(first.line, 1, f"each line is a record after its kind's name ({names}): its fields split at "
                                    "`, `, its choices counted from its end, as many as most records of its kind "
                                    "have, the fields before them its question", hint="check a few questions")
        if found.first_right:
            self.warning(first.line, 1, "no record marks its right choice, but the true/false records list their "
                                        "verdicts in either order: the order tells the answer, the FIRST choice of "
                                        "each record read as the right one", hint="check a few questions")
        else:
            self.warning(first.line, 1, "no record marks its right choice: the questions are written without answers",
                         hint="add them (`answer: B`); `make_deck check` shows each question")
        taken: set[str] = set()
        for number, record in enumerate(found.records, start=1):
            q = ImportedQuestion(pos=self.pos(record.line), text=record.question, id=make_id(str(number), taken))
            q.choices = [ImportedChoice(text) for text in record.choices]
            q.use(record.line)
            if found.first_right:
                q.set_answer([0])
            if record.doubt:
                self.warning(record.line, 1, f"question {number}'s text asks before its end ({record.question[:60]!r}):"
                                             " a `, ` in a choice may have been read as the question's",
                             hint="check its question and choices")
            deck.questions.append(q)
        if found.other_kinds:
            self.warning(first.line, 1, f"records of kind {', '.join(repr(k) for k in found.other_kinds)} give one "
                                        "answer and no choices: not multiple choice, not used")
        for line in found.unread:
            self.warning(line, 1, "this record gives fewer than two choices: not used",
                         hint="write its choices as the other records of its kind do")
        for line in found.completed:
            self.warning(line, 1, "this true/false record gives one verdict only: the other, as the records of its "
                                  "kind write it, added as its second choice", hint="check it")

    def _say_added(self, deck: ImportedDeck) -> None:
        """Say which rows got their answer's text as a choice of its own (``_answer``); where more of the sheet's
        rows answer by letters, those rows are another kind of item than its questions (a drop-down or matching
        task whose answer is its settings written out): left out, said once."""
        if self.added_to and self.lettered > len(self.added) and self.lettered >= _LETTERED_LEAST:
            out = {id(q) for q in self.added_to}
            deck.questions = [q for q in deck.questions if id(q) not in out]
            lines = [q.pos.line for q in self.added_to]
            for n in lines:
                deck.skip(n)
            cut = set(lines)
            self.added = [n for n in self.added if n not in cut]   # (short rows: said below)
            many = len(lines)
            listed = _some(str(n) for n in lines)
            self.warning(lines[0], 1, f"{many} row{'s' if many > 1 else ''} (line{'s' if many > 1 else ''} "
                                      f"{listed}) give{'' if many > 1 else 's'} {'their' if many > 1 else 'its'} "
                                      "answer as a text that is none of the row's choices, where "
                                      f"{self.lettered} rows answer by letters: not the sheet's kind of question "
                                      "(several drop-downs, a matching task?); left out",
                         hint="to keep one, write its choices apart and its answer as their letters")
        if len(self.added) > _ADDED_AT_LINES:
            shown = _some(str(n) for n in self.added)
            self.warning(self.added[0], 1, f"{len(self.added)} rows give their answer as a text that is none of "
                                           f"their choices (lines {shown}): it is added to each as the last "
                                           "choice, the right one", hint="if an answer is a choice's text "
                                                                         "misspelt, correct it in the YAML")
            return
        for n in self.added:
            self.warning(n, 1, "the answer's text is none of this row's choices: added as the last choice, the "
                               "right one", hint="if it is a choice's text misspelt, correct it in the YAML")

    def _packed_columns(self, row: list[str], below: list[list[str]]) -> dict[str, list[int]] | None:
        """A header that names a question and an answer column but no choices, over rows whose question cell
        holds the question and its choices joined by one symbol (``text&A&B&C&D``, ``packed_separator``): the
        columns with the question's as ``packed`` too; else None."""
        named = self._columns(row, 0, quiet="named", below=below)
        if named is None or "question" not in named or "answer" not in named or \
                {"choice", "choices", "wrong"} & set(named):
            return None
        q, a = named["question"][0], named["answer"][0]
        pairs = [(r[q].strip(), r[a].strip()) for r in below if max(q, a) < len(r)]
        separator = packed_separator(pairs)
        if separator is None and (punct := inline_form(pairs)) is not None:
            separator = self.inline = punct   # "Which? a) 0 b) 7": labelled after the question's text
        if separator is None:
            return None
        self.packed = separator
        return {**named, "packed": [q]}

    def _true_false_columns(self, row: list[str], below: list[list[str]]) -> dict[str, list[int]] | None:
        """A header that names a question and an answer but no choices, over rows whose answers say true or
        false (a verdict list, ``csvinfer.verdict_list``, in the words a row reads, three rows at least:
        ``Question,Answer`` over ``The sun is a star,TRUE``): the columns named, each row a true/false question;
        else None."""
        named = self._columns(row, 0, quiet="named", below=below)
        if named is None or "answer" not in named or {"choice", "choices", "wrong"} & set(named):
            return None
        a = named["answer"][0]
        answers = [r[a].strip().casefold() for r in below if a < len(r) and r[a].strip()]
        verdicts = verdict_list(answers, len(below), 3)
        self.codes = None
        if (verdicts is None or not {verdicts.true, verdicts.false} <= _VERDICT) \
                and letter_pair((r[a] if a < len(r) else "" for r in below), 3) is None:
            self.codes = header_codes(row[a], set(answers)) if len(answers) >= 3 else None
            if self.codes is None:
                return None   # neither verdict words nor a pair's initials, alone in the column (``csvletters``),
                # nor codes the header spells out (``答案(正確請填1，錯誤請填2)``, ``csvcodes``)
        if "question" in named:
            return named
        # ``UNIDAD;TEMA;AFIRMACION;RESPUESTA``: the statement told by its cells, the longest (``csvstatements``)
        taken = {j for places in named.values() for j in places}
        at = statement_column(len(row), below[:200], taken)
        if at is None:
            return None
        self.stated = at
        return {**named, "question": [at]}

    def _header(self, row: list[str], below: list[list[str]]) -> dict[str, list[int]] | None:
        """The columns a row names as a header row (``_columns``), when its cells are unlike the rows under it:
        not when its question's cell is a value that column holds in half the rows under it (``texto`` over
        ``texto``), nor when every cell it names is so, or of the kind of its column's cells under it
        (letters, numbers): that row is one of the sheet's rows, whatever words its cells happen to be."""
        self.stated = None
        row = bare[0] if below and (bare := self._bare_names(row, below)) is not None else row
        columns = self._columns(row, 0, quiet=True, below=below)
        if columns is None and below:
            columns = self._packed_columns(row, below) or self._true_false_columns(row, below)
        self.asked_by_cells = self.listed = None
        if columns is None and below and (asked := self._asked_by_cells(row, below)) is not None:
            columns, self.asked_by_cells = asked, asked["question"][0]
        if columns is None and below and (names := self._columns(row, 0, quiet="named", below=below)) is not None \
                and (listed := listed_column(names, below[:200], split_choices)) is not None:
            columns, self.listed = {**names, "choices": [listed]}, listed
        if columns is None or not below:
            return columns
        below = below[:200]

        def like(j: int) -> bool:
            name = row[j].strip().casefold() if j < len(row) else ""
            cells = [r[j].strip() for r in below if j < len(r) and r[j].strip()]
            if not name or not cells:
                return False
            if 2 * sum(1 for c in cells if c.casefold() == name) >= len(below):
                return True
            return any(kind(name) and all(kind(c) for c in cells)
                       for kind in (_is_letters, lambda c: bool(_NUMBER_CELL.fullmatch(c))))

        named = sorted({j for key, places in columns.items() if key != "category" for j in places})
        if like(columns["question"][0]) or all(like(j) for j in named):
            return None
        if any(j not in named and _ASKING.search(c.strip()) for j, c in enumerate(row)):
            return None   # "Welcher Buchstabe kommt in keinem US-Staat vor?;Q;J;W;Y": a question's row
        return columns

    def _asked_by_cells(self, row: list[str], below: list[list[str]]) -> dict[str, list[int]] | None:
        """The columns of a header that names the answer and the choices but no question, in words not known
        (``QUERY``), or a run of three choice columns or more and no answer either (``vraagtekst``, a known word
        glued into a longer one; the answer is then told by its cells, ``_answer_by_cells``): the question is the
        one column of its other names whose cells, filled in nine rows in ten,
        are all texts and the longest, half as long again as the choices' at least, and come before the
        choices. The header decides the rest. None when no column, or more than one, reads so."""
        named = self._columns(row, 0, quiet="named", below=below)
        if named is None or "question" in named or not ({"choice", "choices"} & set(named)):
            return None
        if "answer" not in named and (len(named.get("choice", [])) < 3 or (
                (cells := infer([row, *below][:_INFER_ROWS], header=True)) is not None and cells.answer is not None)):
            return None   # without a named answer, a counted run of choice columns names the sheet's layout, when
            # the cells alone do not (a sheet the cells tell with its answers, csvinfer, is read by them)
        taken = {j for places in named.values() for j in places}
        below = below[:200]

        def mean(j: int) -> float:
            cells = [r[j].strip() for r in below if j < len(r) and r[j].strip()]
            return sum(len(c) for c in cells) / len(cells) if cells else 0.0

        choices = [*named.get("choice", []), *named.get("choices", [])]
        if len(named.get("choice", [])) < 2 and "choices" not in named:
            return None   # one cell named like a choice ('D') in a row of the sheet's own
        longest = max(mean(j) for j in choices) * (1.0 if "choices" in named else 1.5)
        # (a name, not a question of the rows': its cell half as long as the column's at most, and not asking)
        found = [j for j in range(len(row)) if j not in taken and j < min(choices) and mean(j) >= max(longest, 12.0)
                 and 2 * len(row[j].strip()) <= mean(j) and not _ASKING_END.search(row[j])
                 and sum(1 for r in below if j < len(r) and r[j].strip() and not _NUMBER_CELL.fullmatch(r[j].strip()))
                 >= _MOST * len(below)]
        return named | {"question": found} if len(found) == 1 else None

    def _no_columns(self, before: list[tuple[int, int, list[str]]]) -> None:
        """The error when no row names the columns and the cells tell none: said of the first row as a header's
        when it names any column, else said as what it is -- a row like the others, no header, and no layout
        its cells show."""
        first, row = before[0][0], before[0][2]
        if self._columns(row, first, quiet="named") or len(before) < 2:
            self._columns(row, first)
            return
        if one_field(self.text):
            self.error(first, 1, "no line holds two filled cells: a text of one field a line, not a sheet",
                       hint="--format text (or markdown) reads it so; a sheet's rows hold the question, the choices "
                            "and the answer in cells of their own")
            return
        self.error(first, 1, f"no header row names the columns (the first row's cells name none), and the cells of "
                             f"the {len(before)} rows show no layout: which holds the question, the choices and the "
                             "answer cannot be told",
                   hint="add a header row: question, A, B, C, D, answer, explanation")

    @staticmethod
    def _glued_names(columns: dict[str, list[int]], short: list[str], unknown: list[int],
                     below: list[list[str]] | None) -> None:
        """The columns of ``unknown`` named by a known name with a number an exporter glued on (``title2``,
        ``link3``; each base glued to one number only: ``csvgluednames``), set in ``columns`` as their base word's:
        where no column has that use yet, or where the one that has it is its base word's, one value in every row
        ``below``, and this one varies."""
        bases = glued_bases(short)
        for index in unknown:
            base = bases.get(index)
            key = None if base is None else next((k for k, known in _NAMED if base in known), None) or _by_words(base)
            if key is None or any(index in taken for taken in columns.values()):
                continue
            if key not in columns or (below and short[columns[key][0]] == base
                                      and over_steady(below, columns[key][0], index)):
                columns[key] = [index]

    def _columns(self, header: list[str], line: int, quiet: bool | str = False,
                 below: list[list[str]] | None = None) -> dict[str, list[int]] | None:
        """Which column holds what, by the header's names; None (and an error unless ``quiet``) when
        there is no question column or no choices (``quiet="named"``: the names found, whatever they are);
        ``below``: the rows under it, which tell a misnamed first choice column (``csvfirstchoice``)."""
        row = header
        columns: dict[str, list[int]] = {}
        choice_cols: list[int] = []
        wrong_cols: list[int] = []
        header = [raw[:200] for raw in header[:_MAX_COLUMNS]]   # a header's names are short, and not thousands
        names = [_normal(raw) for raw in header]
        short = [_normal(_REMARK.sub("", raw)) for raw in header]
        bare = [_normal(_BRACKETED.sub("", _unquoted(raw))) for raw in header]   # "選択肢1（正解）": the remark off
        unknown: list[int] = []
        for index, (name, cut) in enumerate(zip(names, short, strict=True)):
            for key, known in _NAMED:
                if (name in known or cut in known) and key not in columns:
                    columns[key] = [index]
                    break
            else:
                if _CHOICE_COLUMN.match(name) or _CHOICE_COLUMN.match(cut) or _CHOICE_COLUMN.match(bare[index]):
                    choice_cols.append(index)
                elif _WRONG_COLUMN.match(cut) or wrong_column(cut):
                    wrong_cols.append(index)
                else:
                    unknown.append(index)
        if not choice_cols and below and (span := next((got for k in range(len(header)) if k not in columns.get(
                "answer", []) and (got := spanned(header, k, below)) is not None), None)) is not None:
            choice_cols = span   # "Answers,,,,": a merged cell's name over the choice columns (said at the header)
            unknown = [index for index in unknown if index not in span]
            if columns.get("choices") == span[:1]:
                del columns["choices"]
            self.spanned = (row, span)
        if not choice_cols:   # "odpa, odpb, odpc", "opcao_a".."opcao_d": one word's columns a, b, c... in order
            choice_cols = _counted(short, unknown)
            unknown = [index for index in unknown if index not in choice_cols]
        points_cols: list[int] = []
        if not choice_cols and (stepped := parallel(short, unknown, below)) is not None:
            choice_cols, points_cols = stepped   # "opsi_a,poin_a,opsi_b,poin_b": each choice, then its points
            unknown = [index for index in unknown if index not in choice_cols and index not in points_cols]
        labels = [m.group(1) or m.group(2) for i in choice_cols
                  if (m := _CHOICE_COLUMN.match(names[i]) or _CHOICE_COLUMN.match(short[i])
                      or _CHOICE_COLUMN.match(bare[i])) is not None]
        taken_names = set(range(len(names))) - set(unknown)
        if labels[:1] in (["b"], ["2"]) and (first := first_choice(labels, choice_cols, taken_names,
                                                                   below or [])) is not None:
            choice_cols, unknown = [first, *choice_cols], [index for index in unknown if index != first]
            self.misnamed = (row, first)   # "Optional" before "OptionB": choice A's column, said with the header
        elif labels[:1] in (["b"], ["2"]) and choice_cols:
            self.from_b = (row, choice_cols[0])   # "Difficulty" before "OptionB": no choice A; said with the header
        if "answer" not in columns:
            like = [index for index, name in enumerate(short) if _ANSWER_LIKE.match(name)]
            if like:
                columns["answer"] = like[:1]
        if "explanation" not in columns:
            like = [index for index, name in enumerate(short) if _EXPLANATION_LIKE.search(name)
                    and index not in columns.get("answer", [])]
            if like:
                columns["explanation"] = like[:1]
        # known words in a longer name: "Texto_Pregunta", "ID_Pregunta"; a title's column is the question only
        # where no other name says question ("Quiz title, HTML of the question": the title is the quiz's)
        for titles in (False, True):
            for index in unknown:
                word_key = _by_words(short[index])
                if word_key is not None and word_key not in columns and _titles(short[index]) == titles and \
                        all(index not in taken for taken in columns.values()):
                    columns[word_key] = [index]
        self._glued_names(columns, short, unknown, below)
        if "tags" in columns and short[columns["tags"][0]] not in ("tags", "tag", "keywords", "schlagwörter"):
            columns["category"] = columns["tags"]   # one tag a cell: "Geschichten und Geschichte"
        if "code" in columns and columns["code"][0] < columns.get("question", [_MAX_COLUMNS])[0]:
            code = columns.pop("code")   # a code before the question names it: "HIST-01"
            columns.setdefault("id", code)
        if choice_cols:
            columns["choice"] = choice_cols
            if points_cols:
                columns["points"] = points_cols
        elif wrong_cols and "answer" in columns and "choices" not in columns:
            columns["wrong"] = wrong_cols   # the right choice is the answer column's text, first
        if quiet == "named":
            return columns
        if quiet:
            return columns if "question" in columns and ({"choice", "choices", "wrong"} & set(columns)) else None
        if "question" not in columns:
            self.error(line, 1, "no `question` column in the header row "
                                f"({', '.join(repr(h) for h in header[:12])})",
                       hint="the first row names the columns: question, A, B, C, D, answer, explanation")
            return None
        if "choice" not in columns and "choices" not in columns and "wrong" not in columns:
            self.error(line, 1, "no choice columns in the header row",
                       hint="name them A, B, C... (or Choice 1, Option 2...), or put every choice in one "
                            "`choices` column, one per line or separated by `|`")
            return None
        return columns

    def _row(self, deck: ImportedDeck, columns: dict[str, list[int]], width: int, n: int, last: int,
             row: list[str], number: int, taken: set[str]) -> None:
        def cell(key: str) -> str:
            if key == "answer" and len(columns.get(key, [])) > 1:   # "Answer 1", "Answer 2": letters, joined
                return ", ".join(row[i].strip() for i in columns[key] if i < len(row) and row[i].strip())
            index = columns.get(key, [None])[0]
            return row[index].strip() if index is not None and index < len(row) else ""

        if self.full and len(row) < width and self._unfinished(row, columns):
            deck.skip(n, last)   # "AMBIENTAL;¿Qué es el Plan…?;": the rest never written
            self.warning(n, 1, f"row {number} stops after its question ({cell('question')[:40]!r}): "
                               f"{len(row)} cells where the sheet's rows fill {width}, no choice, no answer; an "
                               "unfinished record, not used", hint="write its choices and answer, or remove it")
            return
        # a row whose answer is a text none of its choices may be another kind of item; not when it is short of a
        # cell and the cell before its answer's is letters (``a,b,c,B,Ley 40``: a choice missing, all shifted)
        a = columns.get("answer", [len(row)])[0]
        self.may_be_other = len(row) >= width or not (0 < a <= len(row) and _is_letters(row[a - 1].strip()))
        if self.ragged == "answer" and 2 <= len(row) < width:   # the answer last, after fewer choices
            row = row[:-1] + [""] * (width - len(row)) + row[-1:]
        elif self.ragged == "choices" and len(row) > width:   # the choices spill over the cells after the header's
            joiner = self.separator or "\n"
            row = [*row[:width - 1], joiner.join(c.strip() for c in row[width - 1:] if c.strip())]
        if len(row) == width - 1 and (glued := self._glued_tag(row, columns, width)) is not None:
            row = glued   # "CULTURA¿Qué fiesta…?": the tag's delimiter left out, its value glued to the question
            t = columns["tags"][0]
            self.warning(n, 1, f"row {number} is one cell short and its cell {(row[t] + row[t + 1])[:40]!r}… opens "
                               f"with a value of the tag column ({row[t]!r}) glued to the next cell's text: split "
                               "there",
                         hint="write the delimiter after the tag")
        elif len(row) >= width - 1 and self._displaced(row, columns) \
                and (placed := self._without_one(row, columns, width, n)) is not None:
            row = placed   # a column the reading may do without (a category) left out of this row: said at the end
            self.short_rows.append(n)
        elif len(row) > width and any(c.strip() for c in row[width:]):
            row = self._mended(row, columns, width, n, number)
        elif self.full and len(row) < width and self._stray(row, columns):
            deck.skip(n, last)
            self.warning(n, 1, f"row {number} holds one cell ({' '.join(row).strip()[:40]!r}) where the other rows "
                               f"have {width}, and no question, choice or answer: not a row of the sheet, not used")
            return
        elif self.full and len(row) < width and (self._displaced(row, columns)
                                                 or self._shifted_end(row, width, columns)):
            row = self._short(row, columns, width, n, number, deck)
        row = self._tail_back(row, columns, n, number)
        if (swapped := _swapped_key(row, columns)) is not None:
            key, moved = row[columns["choice"][-1]].strip(), swapped[columns["choice"][-1]].strip()
            self.warning(n, 1, f"row {number}: its last choice's cell holds the key ({key!r}) and its answer's cell "
                               f"that choice, labelled ({moved[:30]!r}…): the two cells read swapped back",
                         hint="swap the two cells")
            row = swapped
        kind = cell("type")
        other = bool(kind and _OTHER_TYPE.search(kind) and not _CHOICE_TYPE.search(kind))
        if (other or (kind and kind.casefold() in self._open_kinds(columns))) \
                and not any(c.strip() for c in self._choices_of(row, columns)):
            # an open kind's row that gives no choices: said with the sheet's other open rows, once
            self.no_choice_rows.append((n, f"row {number} is a {kind[:40]!r} question; skipped (only multiple-choice "
                                           "and true/false questions are imported; it gives no choices, an open "
                                           "question)"))
            return
        if other:
            self.warning(n, 1, f"row {number} is a {kind[:40]!r} question; skipped (only multiple-choice and "
                               "true/false questions are imported)")
            return
        if kind and kind.casefold() in self._one_choice_kinds(columns):   # "Сколько лет…?,number,21,,,"
            self.warning(n, 1, f"row {number} is a {kind[:40]!r} question filling one choice cell only "
                               f"({' '.join(self._choices_of(row, columns)).strip()[:40]!r}) where the sheet's "
                               "rows of other kinds fill three or more: an open question, its answer typed, not "
                               "chosen; skipped (only multiple-choice and true/false questions are imported)",
                         hint="give it wrong choices to make it multiple choice")
            deck.skip(n, last)
            return
        answer = self._answer_cell(cell("answer"), n, number, self._choices_of(row, columns))
        by_name = places_named(answer, self.column_names) if self.column_names and "choice" in columns else None
        named: list[int] | None = None
        whys: list[str] | None = None
        labelled: list[int] = []
        if "choice" in columns:
            cells = [row[i].strip() if i < len(row) else "" for i in columns["choice"]]
            if unlabelled(filled := [c for c in cells if c]) == filled and self._labelled_columns(columns) \
                    and (off := labels_off(cells)) is not None:   # "a) x", "a) y", "z" under rows "a) b) c)"
                cells = off[0]
                self.warning(n, 1, f"row {number}: its choices' labels are "
                                   + ("in order but for a cell without one" if off[1] else "out of order")
                                   + " where the sheet's rows label theirs in order: each choice's label taken off",
                             hint="check its choices")
            if len(row) > width and n in self.extra_choice_rows:
                cells += [c.strip() for c in row[width:]]   # one choice more, its answer at the row's end (said)
            elif len(row) > width and self._choices_run_on(columns, width) and any(c.strip() for c in row[width:]):
                cells += [c.strip() for c in row[width:]]   # a question with more choices than the other rows
                self.warning(n, 1, f"row {number} has {len(row)} cells where the others have {width}: the cells after "
                                   "the last column read as more choices (the choices are the rows' last cells)",
                             hint="check its choices")
                row = row[:width]
            if self.layout is not None and self.layout.numbered:
                unnumbered = self._numbered(cells, n, number)
                if unnumbered is not cells:   # each cell its choice's number: a choice, even "null"
                    cells, labelled = unnumbered, [k for k, c in enumerate(cells) if c]
            if self.layout is not None and self.layout.marks:   # a column per choice: x, 1, TRUE where right
                named = [k for k, m in enumerate(self.layout.marks)
                         if m < len(row) and row[m].strip().casefold() in TRUE_MARKS] or None
            elif (self.first_named or (self.layout is not None and self.layout.first_right)) and not answer:
                named = [self.layout.right_at if self.layout is not None else 0]   # (csvrestated: a voted place)
            elif (mark := self.layout.mark if self.layout is not None else self.mark) is not None and not answer:
                # the right choice marked where it stands: " (đúng)", "[Paris]"
                named = [k for k, c in enumerate(cells) if mark.on(c)] or None
                if mark.one and named is not None and len(named) > 1:   # "*&x" and "*y": a choice's own "*"?
                    self.warning(n, 1, f"row {number} has {len(named)} choices carrying the mark {mark.said()} "
                                       f"({', '.join(repr(cells[k][:40]) for k in named)}) where the sheet's rows "
                                       "mark one: all read as right, the mark taken off each; a sign of a choice's "
                                       "own text (code: `*ptr`)?", hint="check its answer and choices")
                cells = [mark.off(c) if mark.on(c) else c for c in cells]
            if "why" in columns:
                whys = [row[i].strip() if i < len(row) else "" for i in columns["why"]]
        elif "wrong" in columns and self.right_last:   # the right choice's column after the others'
            cells = self._wrong_cells(row, columns["wrong"])
            same = [k for k, c in enumerate(cells) if answer and folded(c) == folded(answer)]
            named = same if len(same) == 1 else [len(cells)] if answer else None
            if len(same) != 1:
                cells.append(answer)
        elif "wrong" in columns:
            cells = [answer, *self._wrong_cells(row, columns["wrong"])]
            named = [0] if answer else None
        elif self.inline is not None:   # "Which? a) 0 b) 7 c) 14": after the question's text, each after its label
            got = split_inline(cell("question"), self.inline)
            if got is None:
                self.unpacked.append(n)
                deck.skip(n, last)
                return
            text, cells, labels = got
            one = named_choice(answer, cells, labels, self.inline)
            named = None if one is None else [one]
        elif self.packed is not None:   # "text&A&B&C": the question cell holds its choices too
            parts = [p.strip() for p in cell("question").split(self.packed)]
            if len(parts) < 3 or not all(parts):
                self.unpacked.append(n)
                deck.skip(n, last)
                return
            text, cells = parts[0], parts[1:]
            named = _packed_answer(answer, cells, self.packed)
        else:
            separator = self.layout.separator if self.layout is not None else self.separator
            cells = list_items(cell("choices"), separator) if separator else split_choices(cell("choices"), self.usual)
            bar = separator or next((b for b in "|;" if b in cell("choices")), None)
            if bar is not None and "\n" not in cell("choices") and len(cells) > 2 \
                    and (joined := rejoined(cell("choices").split(bar), bar)) is not None:
                self.warning(n, 1, f"row {number}: its choices cell splits at {bar!r} into {len(cells)} parts, "
                                   f"{len(cells) - len(joined)} of them without a label (A., B.…) where the others "
                                   f"carry theirs in order: each read as the rest of the choice before it, its "
                                   f"{bar!r} kept", hint="check its choices")
                cells = [p.strip() for p in joined]
            if separator in (None, "", LABELLED) and dialogue_like(cell("choices"), cells):
                self.turns.append(n)
            if self.layout is not None and self.layout.first_right and not answer and cells:
                named = [0]   # no column names the right choice: the first, as the layout says (said once)
            if self.answered and separator == self.separator and cells and len(cells) != self.answered:
                # "New York,Washington, D.C.,Los Angeles": a choice's own comma cuts it too; kept whole, said
                self.warning(n, 1, f"row {number}: its choices cell splits at {separator!r} into {len(cells)} where "
                                   f"most of the column's split into {self.answered}: a choice's own {separator!r} "
                                   "(`Washington, D.C.`, `86,400`)? not split; its choices are to write",
                             hint="check the choices")
                cells = [cell("choices").strip()]
            if self.steady and cells and len(cells) != self.steady:
                self.warning(n, 1, f"row {number}: its choices cell splits at {separator!r} into {len(cells)} where "
                                   f"the column's others split into {self.steady}: a choice's own {separator!r}?",
                             hint="check the choices")
        by_kind = letter_verdict(kind, answer, cell("question")) if kind and answer else None
        # no choices and a verdict sign, among rows of choices: "1번(O)", a true/false question of the sheet
        signed = signed_verdict(answer) if answer and self.many_choices and "choice" in columns \
            and not any(c.strip() for c in cells) and by_kind is None else None
        if answer and "wrong" not in columns and not any(c.strip() for c in cells) and by_kind is None \
                and signed is None and answer.casefold() not in _VERDICT \
                and self._lettered(columns, answer, n) is None \
                and not (self.codes is not None and answer.casefold() in self.codes[0]) \
                and not (self.layout is not None and self.layout.kind == "verdict"):
            self.no_choice_rows.append((n, f"row {number} gives no choices, only its answer {answer[:40]!r}: an open "
                                           "question; skipped (only multiple-choice and true/false questions are "
                                           "imported)"))
            return
        if "choice" in columns and self._one_answered_choice(cells, cell("question"), answer):
            self.open_rows.append(n)
            deck.skip(n, last)
            return
        if self.layout is not None and self.layout.cards and not answer \
                and [k for k, c in enumerate(cells) if c.strip()] == [0]:
            self.card_rows.append(n)   # "une radio,een radio,,,": a card among the questions, said once
            deck.skip(n, last)
            return
        if not answer and "wrong" not in columns and not any(c.strip() for c in cells) and len(row) > 1 and \
                not _ASKING_END.search(cell("question")):   # (one cell: a row whose quote ran on, written as it is)
            self._not_a_question(deck, n, last, number, cell("question"))
            return
        ident = cell("id")
        asked, line = text if self.packed is not None else cell("question"), n
        if "choice" in columns and self.packed is None and \
                (held := held_questions(asked, len(columns["choice"]))) is not None:
            # "15. …\nA. x…\n16. …": a question and its choices, then the row's own, in one cell
            line = self._held(deck, held[0], asked, held[1], row[:columns["question"][0]], n, taken,
                              "answer" in columns)
            asked = held[1]
        if self._blanks(columns):   # "… sözcüklere {} sözcükler denir.": the place of the answer
            asked = with_blank(asked)
        elif "\n" in asked and program_cell(asked):   # "#include <stdio.h>\nint main()…": the code alone asks
            asked = _fenced(asked.strip("\n"))
        q = ImportedQuestion(pos=self.pos(line), text=asked,
                             id=make_id(ident if ident else str(number - self.above), taken))
        if cell("code"):   # a code column: the code the question asks about, below its text
            q.text = f"{q.text}\n\n{_fenced(cell('code'))}" if q.text else _fenced(cell("code"))
        q.use(n, last)
        deck.questions.append(q)
        extra = [c for c in row[width:] if c.strip()]
        if extra and n not in self.extra_choice_rows:
            self.needs_attention(deck, n, 1, f"row {number} has {len(row)} cells {self._width_said(width)} "
                                             f"(a `{self._delimiter()}` in a cell that is not quoted?); written as "
                                             "the cells fall", hint="quote the cell that holds the delimiter")
        if not q.text:
            self.needs_attention(deck, n, 1, f"row {number} has no question; written with an empty one")
        truth = answer.casefold() if not any(c.strip() for c in cells) else None
        lettered = self._lettered(columns, truth, n) if truth else None
        verdicts = self.layout.verdicts if self.layout is not None and self.layout.kind == "verdict" else None
        if lettered is not None:   # "i"/"h": igaz/hamis, a verdict's initials
            cells, named = list(lettered[0]), [lettered[1]]
        elif self.codes is not None and truth is not None and truth in self.codes[0]:   # "1": 正確, as the header says
            cells, named = list(self.codes[1]), [self.codes[0][truth]]
        elif verdicts is not None and self.layout is not None and truth and truth not in verdicts:
            cells, named = list(self.layout.spelt or ("True", "False")), None   # "maybe" in a true/false column
            self.needs_attention(deck, n, 1, f"row {number}: its answer {answer[:40]!r} is neither {verdicts[0]!r} "
                                             f"nor {verdicts[1]!r}, the column's true/false words: written without "
                                             "an answer", hint="write the row's answer")
        elif verdicts is not None and self.layout is not None and self.layout.spelt is not None and truth:
            cells, named = list(self.layout.spelt), [verdicts.index(truth)]   # "BENAR": the sheet's own words
        elif truth and by_kind is not None:   # "judge" and "B": the kind's second verdict, false
            cells, named = list(by_kind[0]), [by_kind[1]]
            self.kind_verdicts.append((n, kind))
        elif signed is not None:   # "1번(O)": the two signs the choices, the true one first
            cells, named = list(signed.choices), self._signed_answer(deck, signed, answer, n, number)
        elif truth in _VERDICT:   # a true/false row: no choices, Y or N
            pair = _PAIRS.get(truth) or self._own_pair(columns, truth) or ("True", "False")
            cells, named = list(pair), [0 if truth in TRUE_WORDS else 1]
        elif by_name is not None:   # "alt2": the choice under the header's "alt2"
            named = by_name
        elif answer and (void := VOIDED.fullmatch(answer)) is not None and any(c.strip() for c in cells) \
                and not any(folded(c) == folded(answer) for c in cells):   # "dropped" a packet's fate: a choice
            named = [k for k, c in enumerate(cells) if c.strip()]   # voided: every choice scores
            if not self.voided:   # said at once too: the summary comes last, after a noisy sheet's kept warnings
                self.warning(n, 1, f"row {number}: its answer {answer[:30]!r} says the question is voided (every "
                                   "choice scores): read with every choice right, as each row so answered",
                             hint="to keep the original key, write it as the answer")
            self.voided.append((n, void.group(1) or ""))
        elif answer and "wrong" not in columns and (self.packed is None or named is None):
            named = self._answer(deck, q, cells, answer, n, number)
        if "echo" in columns:   # the right choice's text again, beside the key
            named = self._echoed(cell("echo"), cells, named, n, number)
        if _IMAGE_NAME.search(q.text):
            self.image_rows.append(n)
        if cell("picture"):   # an image file's name in a column of its own: the picture under the question
            q.text = self._picture(q.text, cell("picture"), n, number)
        if verdicts is not None and truth in verdicts and cell("explanation") \
                and (said := verdict_said(cell("explanation"), verdicts)) is not None and said.casefold() != truth:
            self.warning(n, 1, f"row {number}: its answer is {answer[:40]!r}, its explanation opens with {said!r}: the "
                               "sheet disagrees with itself; written as the answer column says",
                         hint="check the row's answer")
        if "points" in columns and "choice" in columns:
            named = self._pointed(row, columns["points"], cells, named, bool(answer), n, number)
        if (kept := self.padding.keeps(cells)) is not None and kept not in (named or []) and kept not in labelled:
            labelled = [*labelled, kept]   # "typeof null", "Java|C++|None": a choice as the other rows' last ones
            self.warning(n, 1, f"row {number}: its last choice {cells[kept].strip()!r} is read as a choice, not an "
                               f"empty cell: the row has {self.padding.usual} choices as most rows do, and the sheet "
                               "writes no such word for a missing one", hint="if it stands for no choice, delete it")
        self._choices(deck, q, cells, named, n, number, whys, labelled)
        if cell("explanation"):
            q.explanation = cell("explanation")
        if cell("source"):
            q.source = cell("source")
        if cell("tags"):   # a tags column holds several; a category or topic is one, spaces and all
            split = r"[,;]+" if "category" in columns else r"[,; ]+"
            q.tags = [t for t in (make_tag(t) for t in re.split(split, cell("tags"))) if t]
        if not answer and named is None and self.said_no_answers and q.explanation:
            self.explain_tried += 1
            explained = named_in(q.explanation, [c.text for c in q.choices], q.text)
            if explained is not None:   # "Individual libertyis the correct answer.": the choice it names
                self.explained.append((n, q, explained))
        if not answer and named is None and not self.said_no_answers:
            self.warning(n, 1, f"row {number}: the source gives no answer")

    def _pointed(self, row: list[str], at: list[int], cells: list[str], named: list[int] | None, keyed: bool,
                 n: int, number: int) -> list[int] | None:
        """The right choices of a row whose sheet gives each choice its points (``csvpoints``): without a key, the
        choice scored highest (said once, ``_say_pointed``); with one, the key's, said at the row when the points
        name another choice alone (the row not graded)."""
        scores = points(row, at)
        top = by_points(scores) if scores is not None and len(scores) == len(cells) else None
        if top is None:
            return named
        if named is None and not keyed:
            self.pointed.append((n, top[1]))
            return [top[0]]
        if named is not None and named != [top[0]] and not top[1]:
            self.warning(n, 1, f"row {number}: its key names {', '.join(_LETTERS[k] for k in named if k < 12)} but "
                               f"its points give choice {_LETTERS[top[0]]} the most: the two disagree; the key kept",
                         hint="check the answer")
        return named

    def _say_pointed(self) -> None:
        """Say, once, which rows were answered by their choices' points, no key given."""
        if not self.pointed:
            return
        lines = [n for n, _ in self.pointed]
        graded = [n for n, g in self.pointed if g]
        more = (f"; {len(graded)} of them graded (every choice scores some points, lines {_some(map(str, graded))}): "
                "the best choice, not the only right one") if graded else ""
        self.warning(lines[0], 1, f"{len(lines)} row{'s' if len(lines) > 1 else ''} (lines {_some(map(str, lines))}) "
                                  f"give no key: the choice their points column scores highest is written as the "
                                  f"answer{more}", hint="check their answers")

    def _echoed(self, echo: str, cells: list[str], named: list[int] | None, n: int, number: int) -> list[int] | None:
        """The right choices of a row whose sheet writes the right choice's text again in a column of its own
        (``csvinfer.Layout.echo``): the key's, said at the row when the text names another choice; the text's
        when the key names none."""
        same = [k for k, c in enumerate(cells) if echo and folded(c) == folded(echo)]
        if not echo or len(same) != 1 or (named is not None and same[0] in named):
            return named
        if named is None:
            self.warning(n, 1, f"row {number}: no key names the right choice; the choice {echo[:40]!r} the row "
                               "repeats in its column of the right choice's text is taken", hint="check the answer")
            return same
        keyed = ", ".join(repr(cells[k][:40]) for k in named if k < len(cells))
        self.warning(n, 1, f"row {number}: its key names {keyed} but its column of the right choice's text repeats "
                           f"{echo[:40]!r}: the two keys disagree; the key's choice kept", hint="check the answer")
        return named

    def _held(self, deck: ImportedDeck, held: list[Held], cell: str, own: str, before: list[str], n: int,
              taken: set[str], answers: bool) -> int:
        """The questions a row's question cell holds before its own (``csvheld``), each with its choices, added to
        the deck at its own line (said there); the line of the row's own question."""
        top = n + sum(c.count("\n") for c in before)   # the question cell's first line
        for h in held:
            line = top + cell[:h.start].count("\n")
            number = re.match(r"\d+", h.text)
            q = ImportedQuestion(pos=self.pos(line), text=h.text, id=make_id(number.group() if number else "q", taken))
            q.choices = [ImportedChoice(t) for t in h.choices]
            q.use(line, line)
            deck.questions.append(q)
            self.warning(line, 1, f"the question cell holds another question before its own ({h.text[:40]!r}), with "
                                  f"its {len(h.choices)} choices each after its label: read as a question of its own"
                                  + ("; the source gives no answer for it" if answers else ""),
                         hint="split it into a row of its own")
        return top + cell[:cell.rfind(own)].count("\n")

    @staticmethod
    def _stray(row: list[str], columns: dict[str, list[int]]) -> bool:
        """Whether a row fills one cell only, in a column that is not the question's, a choice's or the answer's
        (``'@ | Out-File …`` after a script's here-string that wraps the sheet)."""
        filled = [k for k, c in enumerate(row) if c.strip()]
        used = {i for key in ("question", "choice", "choices", "answer") for i in columns.get(key, [])}
        return len(filled) == 1 and filled[0] not in used

    def _not_a_question(self, deck: ImportedDeck, n: int, last: int, number: int, text: str) -> None:
        """A row with no choice and no answer whose question cell does not ask: a section's row (its question
        cell empty: ``#,BAHASA INGGRIS,,,``), left out; or a passage or instructions the next rows ask about,
        left out and said."""
        deck.skip(n, last)
        if text:
            self.warning(n, 1, f"row {number} has no choices and no answer, and its text does not ask "
                               f"({text[:40]!r}): a passage or a section's heading, not a question; not used",
                         hint="if the questions below ask about it, copy it into them")

    def _wrong_cells(self, row: list[str], wrong: list[int]) -> list[str]:
        """The wrong answers' cells of a row, the one wrong column's cell that is a list of them split into its
        items: a JSON list (``["Ag", "Gd", "Go"]``, as a trivia database exports them), or split
        where half of them are (``Ag|Gd|Go``; ``self.wrong_separator``)."""
        out: list[str] = []
        for i in wrong:
            raw = row[i].strip() if i < len(row) else ""
            listed = json_list(raw) if len(wrong) == 1 else None   # in a column each, `["x"]` is a choice's text
            if listed is not None:
                out += [t for t in listed if t]
            elif self.wrong_separator is not None and self.wrong_separator in raw:
                out += list_items(raw, self.wrong_separator)
            else:
                out.append(raw)
        return out

    def _wrong_lists(self, columns: dict[str, list[int]], header: list[str], line: int) -> None:
        """The separator (new lines, ``|``, ``;``, `` / ``) that half the one wrong answers' column's cells at
        least hold, none split into more than twelve items (a true/false row's one wrong answer has none), said
        at the header; JSON lists are split anyway."""
        if len(columns.get("wrong", [])) != 1:
            return
        w = columns["wrong"][0]
        rows = self._rows_after(header)
        cells = [r[w].strip() for r in rows if w < len(r) and r[w].strip()]
        if len(cells) < 3 or json_list(cells[0]) is not None:
            return
        a = columns.get("answer", [w])[0]
        rights = [r[a].strip() for r in rows if a < len(r) and r[a].strip()]

        def joins(sep: str) -> bool:
            """Half the cells hold it; or, a symbol (``|``), five cells in a hundred at least (three at least) while
            the right answers' cells (ten at least) never do: it joins wrong answers (rows of one wrong answer, a
            true/false sheet's, have none)."""
            holding = sum(1 for c in cells if sep in c)
            return 2 * holding >= len(cells) or (sep == "|" and holding >= max(3, len(cells) / 20)
                                                 and len(rights) >= 10 and not any(sep in c for c in rights))

        separator = next((sep for sep in ("\n", "|", ";", " / ") if joins(sep)
                          and all(len(list_items(c, sep)) <= len(_LETTERS) for c in cells)), None)
        if separator is not None:
            self.wrong_separator = separator
            self.warning(line, 1, f"column {header[w].strip()[:40]!r} holds several wrong answers in each cell, "
                                  f"split at {'new lines' if separator == chr(10) else repr(separator)}: each is a "
                                  "choice")

    def _mended(self, row: list[str], columns: dict[str, list[int]], width: int, n: int, number: int) -> list[str]:
        """A row with more cells than the header, when one reading puts it right (said at its line):
        numbers whose thousands were separated by the delimiter (``1,247 J``) joined again, when they
        are just the cells too many; else the cells past the last column joined into it when that is
        the explanation (a sentence with the delimiter in it). Else the row as it is."""
        over = len(row) - width
        delimiter = self._sheet().delimiter
        if (thousands := thousands_joined(row, width, delimiter)) is not None:
            mended, joins = thousands
            shown = ", ".join(repr(f"{row[k].strip()[-12:]}{delimiter}{row[k + 1].strip()[:12]}") for k in joins[:3])
            self.warning(n, 1, f"row {number} has {len(row)} cells {self._width_said(width)}: the "
                               f"`{self._delimiter()}` in {shown} read as a thousands separator",
                         hint="quote the cells that hold the delimiter")
            return mended
        quoted = [k for k in range(len(row) - 1) if _split_in_quotes(row[k], row[k + 1])]
        if over == 1 and len(quoted) == 1:
            k = quoted[0]
            self.warning(n, 1, f"row {number} has {len(row)} cells {self._width_said(width)}: the "
                               f"`{self._delimiter()}` in {(row[k].split()[-1] + delimiter + row[k + 1][:1])!r} stands "
                               "inside quotes, read as text", hint="quote the cell that holds the delimiter")
            return [*row[:k], f"{row[k]}{delimiter}{row[k + 1]}", *row[k + 2:]]
        spaced = self._spaced_joins(row, n, columns, width)
        if spaced is not None and (columns.get("explanation") != [width - 1] or min(spaced) <= width - 1):
            # (a sentence in the explanation, the last column, is joined below, as such)
            mended = list(row)
            for k in reversed(spaced):
                mended[k - 1:k + 1] = [f"{mended[k - 1]}{delimiter} {mended[k].lstrip()}"]
            shown = ", ".join(repr((row[k - 1].split() or [""])[-1] + delimiter + " " + row[k].lstrip()[:12])
                              for k in spaced[:3])
            self.warning(n, 1, f"row {number} has {len(row)} cells {self._width_said(width)}: the "
                               f"`{self._delimiter()}` followed by a space in {shown} read as text (no other cell "
                               "of the row starts with a space, and its answer then stands where the others' do)",
                         hint="quote the cell that holds the delimiter")
            return mended
        bracketed = bracket_joined(row, delimiter)
        if bracketed is not None and len(bracketed[0]) == width and self._answer_fits(bracketed[0], columns) \
                and (columns.get("explanation") != [width - 1] or width - 1 not in bracketed[1]):
            # (a sentence in the explanation, the last column, is joined below with its spaces as written)
            mended, places = bracketed
            shown = ", ".join(repr(mended[k].strip()[:30]) for k in places[:3])
            self.warning(n, 1, f"row {number} has {len(row)} cells {self._width_said(width)}: the "
                               f"`{self._delimiter()}` inside the brackets of {shown} read as text (the row then "
                               "has the header's width, its answer where the others' are)",
                         hint="quote the cells that hold the delimiter")
            return mended
        shaped_columns = self._shapes(width) or []
        decimal = decimal_joined(row, width, delimiter, frozenset(j for j, s in enumerate(shaped_columns) if s.number))
        if decimal is not None and self._answer_fits(decimal[0], columns):
            mended, joins = decimal
            shown = ", ".join(repr(f"{row[k].strip()[-12:]}{delimiter}{row[k + 1].strip()[:12]}") for k in joins[:3])
            self.warning(n, 1, f"row {number} has {len(row)} cells {self._width_said(width)}: the "
                               f"`{self._delimiter()}` between two digits in {shown} read as a decimal comma "
                               "(exactly the cells too many; its answer then names a choice)",
                         hint="quote the cells that hold the delimiter")
            return mended
        emptied = self._empty_before_answer(row, columns, over)
        if emptied is not None:
            self.warning(n, 1, f"row {number} has {len(row)} cells {self._width_said(width)}: {over} empty "
                               f"cell{'s' if over > 1 else ''} too many after its choices; without "
                               f"{'them' if over > 1 else 'it'} its answer names a choice where the other rows' do",
                         hint="delete the empty cell")
            return emptied
        if (anchored := answer_at_end(row, columns, width)) is not None:
            self.extra_choice_rows.append(n)
            self.warning(n, 1, f"row {number} has {len(row)} cells {self._width_said(width)}: its last cell "
                               f"({row[-1].strip()[:30]!r}) repeats one of its choices, as the other rows' answers "
                               f"do: read as its answer, the cell before it ({row[-2].strip()[:30]!r}) as one "
                               "choice more",
                         hint=f"check its choices and answer; if a `{delimiter}` in a cell split it, quote that cell")
            return anchored
        last = width - 1
        joined = delimiter.join(row[last:])
        if columns.get("answer") == [last] and folded(joined) in {folded(c) for c in self._choices_of(row, columns)}:
            self.warning(n, 1, f"row {number} has {len(row)} cells {self._width_said(width)}: the cells past "
                               f"the last are joined to its answer, which is then a choice's text ({joined[:40]!r})",
                         hint="quote the cell that holds the delimiter")
            return [*row[:last], joined]
        if columns.get("explanation") == [last]:
            self.warning(n, 1, f"row {number} has {len(row)} cells {self._width_said(width)}: the cells past "
                               f"the last are joined to its explanation (a `{self._delimiter()}` in it)",
                         hint="quote the cell that holds the delimiter")
            raw = self.source.lines[n - 1] if n <= len(self.source.lines) else ""
            parts = raw.split(delimiter)
            if '"' not in raw and len(parts) == len(row):   # the spaces after the delimiters as written
                return [*row[:last], delimiter.join(parts[last:]).strip()]
            return [*row[:last], delimiter.join(row[last:])]
        shapes = self._shapes(width)
        if shapes is not None and (shaped := shaped_join(row, shapes, delimiter,
                                                                 columns.get("question", [None])[0])) is not None:
            mended, k = shaped
            if any(not c.strip() for c in row[k:k + len(row) - width + 1]):   # "CULTURA;;¿Cómo…?": no text
                self.warning(n, 1, f"row {number} has {len(row)} cells where the other rows have {width}: the empty "
                                   f"cell beside {mended[k].strip()[:50]!r} dropped (only so do its cells look like "
                                   "their columns' in the other rows)", hint="delete the delimiter too many")
                return mended
            self.warning(n, 1, f"row {number} has {len(row)} cells where the other rows have {width}: the "
                               f"`{self._delimiter()}` in {mended[k].strip()[:50]!r} read as text (only so joined do "
                               "its cells look like their columns' in the other rows)",
                         hint="quote the cell that holds the delimiter")
            return mended
        asked = self._question_run_over(row, columns, width, n)
        if asked is not None:
            self.warning(n, 1, f"row {number} has {len(row)} cells {self._width_said(width)}: its last cells are its "
                               "choices and answer (the answer names a choice), so its first "
                               f"{over + 1} cells are the question, joined ({asked[:50]!r}…: a quote inside it "
                               "not doubled?)", hint="double the quotes inside a quoted cell")
            return [asked, *row[over + 1:]]
        return row

    def _question_run_over(self, row: list[str], columns: dict[str, list[int]], width: int, n: int) -> str | None:
        """The question of a one-line row wider than the header whose question is its first column, opens with a
        quote and holds one inside (``"…manages "back office" functions, …"``: a quote not doubled, the cell cut at
        its delimiters; a cell not opened by a quote holds its quotes as text, cut by no quote of its own) and
        whose last cells, as many as the header's others, read as its choices and answer (the answer names a
        choice): its first cells as the line writes them, quotes and all; else None (the row as its cells fall)."""
        over = len(row) - width
        if columns.get("question") != [0] or over < 1 or "answer" not in columns or "choice" not in columns:
            return None
        tail = row[over + 1:]
        fitted = ["", *tail]
        if not self._answer_fits(fitted, columns) or not any(c.strip() for c in tail):
            return None
        delimiter = self._sheet().delimiter
        raw = self.source.lines[n - 1] if 0 < n <= len(self.source.lines) else ""
        parts = raw.rsplit(delimiter, len(tail))
        if len(parts) == len(tail) + 1 and [_unquoted_cell(p) for p in parts[1:]] == [c.strip() for c in tail] \
                and parts[0].lstrip().startswith('"') and '"' in _unquoted_cell(parts[0]):
            return _unquoted_cell(parts[0])
        return None

    def _run_together(self, row: list[str], width: int) -> tuple[list[str], list[str]] | None:
        """A row of two rows' cells whose line end was lost inside one cell (``…:EjercitoHistoria:¿Las…?:C:…``): the
        two rows, cut where a small letter meets a capital in that cell, when exactly one such cut gives two rows
        whose cells all look like their columns' in the other rows (``csvshapes``); else None."""
        shapes = self._shapes(width)
        if shapes is None or sum(1 for s in shapes if s.telling) < 2:
            return None
        glued = row[width - 1].strip()
        found = []
        for i in range(1, len(glued)):
            if glued[i - 1].islower() and glued[i].isupper():
                one, two = [*row[:width - 1], glued[:i]], [glued[i:], *row[width:]]
                if all(s.fits(c) for s, c in zip(shapes, one, strict=True)) and \
                        all(s.fits(c) for s, c in zip(shapes, two, strict=True)):
                    found.append((one, two))
        return found[0] if len(found) == 1 else None

    def _say_notes(self, header: list[str], width: int, line: int) -> None:
        """Said at the header's line: its last column, named by no name, filled in a few rows only (a note, a
        source: ``_filled_width`` kept it), is not used."""
        if width != len(header) or width < 2 or header[-1].strip():
            return
        rows = self._rows_after(header)
        noted = [r[width - 1].strip() for r in rows if len(r) >= width and r[width - 1].strip()]
        if noted and len(noted) <= (1 - _MOST) * len(rows):
            self.warning(line, 1, f"column {width}, which the header row does not name, is filled in {len(noted)} "
                                  f"row{'s' if len(noted) > 1 else ''} only ({noted[0][:40]!r}…): a note, not used",
                         hint="name the column (`explanation`) to keep it")

    def _blanks(self, columns: dict[str, list[int]]) -> bool:
        """Whether the question cells mark the answer's place with ``{}`` (``csvblank``), learnt once, said once."""
        if self.blank is None:
            q = columns.get("question", [None])[0]
            self.blank = q is not None and blank_marked([r[q] for r in self._sheet_rows() if q < len(r)])
            if self.blank:
                self.warning(1, 1, "the questions mark the answer's place with `{}`: read as a blank (`___`), left "
                                   "out at a question's end", hint="check a few questions")
        return self.blank

    def _sheet_rows(self) -> list[list[str]]:
        """The rows of the head of the text under the header (all of them without one)."""
        if self.header_row is not None:
            return self._rows_after(self.header_row)
        try:
            return [r for r in SheetRows(io.StringIO(self.text[:_HEAD]), self._sheet()) if any(c.strip() for c in r)]
        except csv.Error:
            return []

    def _width_said(self, width: int) -> str:
        """How a row's width is measured in messages: the header's, or (no header) the other rows'."""
        return f"where the header has {width}" if self.header_row else f"where the other rows have {width}"

    def _shapes(self, width: int) -> list[Shape] | None:
        """What each column's cells look like in the head's rows of ``width`` cells (``csvshapes``), learnt once a
        width; the header's row is names, not cells of its columns (a number column's name is no number)."""
        if width not in self.shapes:
            try:
                rows = [r for r in SheetRows(io.StringIO(self.text[:_HEAD]), self._sheet())
                        if any(c.strip() for c in r) and r != self.header_row]
            except csv.Error:
                rows = []
            self.shapes[width] = column_shapes(rows, width) or []
        return self.shapes[width] or None

    def _answer_fits(self, row: list[str], columns: dict[str, list[int]]) -> bool:
        """Whether a row's one answer cell is of the kind the sheet's answers are (``answer_kind``) and names
        one of its choices; true when the sheet has no answer column."""
        if "answer" not in columns:
            return True
        if len(columns["answer"]) != 1 or self.answer_kind is None:
            return False
        value = row[columns["answer"][0]].strip()
        return _kind(value) == self.answer_kind and self._names_a_choice([value], self._choices_of(row, columns))

    def _whole_alone(self, row: list[str], columns: dict[str, list[int]], width: int) -> bool:
        """Whether a short row is a whole record on its own: the sheet has an answer column, and the row's answer
        cell, within it, names one of its own choices (``Sky is blue;a;True;False;`` under six choice columns:
        two choices, the others left empty), so the next line is a record of its own, never its rest."""
        if len(columns.get("answer", [])) != 1 or columns["answer"][0] >= len(row):
            return False
        padded = [*row, *[""] * (width - len(row))]
        return bool(padded[columns["answer"][0]].strip()) and self._answer_fits(padded, columns)

    def _empty_before_answer(self, row: list[str], columns: dict[str, list[int]], over: int) -> list[str] | None:
        """A row whose ``over`` cells too many are empty ones where its answer cell should be, right after the
        choices (``q,a,b,,,,,b,why``), the row without them, when its answer then names one of its choices; else
        None."""
        if len(columns.get("answer", [])) != 1 or "choice" not in columns:
            return None
        a, choice = columns["answer"][0], columns["choice"]
        if a != max(choice) + 1 or a + over >= len(row) or any(row[k].strip() for k in range(a, a + over)):
            return None
        mended = [*row[:a], *row[a + over:]]
        value = mended[a].strip()
        return mended if value and self._names_a_choice([value], [mended[i] for i in choice]) else None

    def _choices_of(self, row: list[str], columns: dict[str, list[int]]) -> list[str]:
        """The texts of a row's choices as its columns give them: a cell each, or all in one cell."""
        if "choices" in columns:
            c = columns["choices"][0]
            raw = row[c] if c < len(row) else ""
            separator = self.layout.separator if self.layout is not None else self.separator
            return list_items(raw, separator) if separator else split_choices(raw, self.usual)
        return [row[i] for i in columns.get("choice", []) if i < len(row)]

    def _spaced_joins(self, row: list[str], n: int, columns: dict[str, list[int]], width: int) -> list[int] | None:
        """Where a one-line row (quotes around whole cells only), with cells too many, was split at a delimiter
        written as in a sentence (``address, how``): the cells that start with a space after a filled one as the
        line has them, exactly as many as the cells too many, the row then as wide as the header, its answer cell
        of the kind the other rows' hold. None when it is not so."""
        delimiter = self._sheet().delimiter
        raw = self.source.lines[n - 1] if n <= len(self.source.lines) else ""
        parts = raw.split(delimiter)
        if len(parts) != len(row) or delimiter.isspace() or \
                ('"' in raw and any(p.strip().strip('"') != c.strip() for p, c in zip(parts, row, strict=True))):
            return None   # (quotes around whole cells only, none holding the delimiter: the line splits as the row)
        spaced = [k for k in range(1, len(parts)) if parts[k][:1] == " " and parts[k].strip() and parts[k - 1].strip()]
        if len(spaced) != len(row) - width:
            return None
        mended = list(row)
        for k in reversed(spaced):
            mended[k - 1:k + 1] = [mended[k - 1] + mended[k]]
        a = columns.get("answer", [])
        if len(a) != 1 or self.answer_kind is None or a[0] >= len(mended) \
                or _kind(mended[a[0]].strip()) != self.answer_kind:
            return None
        return spaced

    def _displaced(self, row: list[str], columns: dict[str, list[int]]) -> bool:
        """Whether a row shorter than the header (by its delimiters as they stand: ``…,,`` is a row of empty
        cells) loses what the reading uses: a column it reads has no cell, or its answer cell holds another
        kind of value than the other rows' (``3`` where they hold letters). Cells the reading leaves
        unused may vary in number (tags at a row's end)."""
        used = [i for key, places in columns.items() if key != "category" for i in places]
        if used and max(used) >= len(row):
            return True
        a = columns.get("answer", [])
        return len(a) == 1 and self.answer_kind is not None and _kind(row[a[0]]) != self.answer_kind

    def _shifted_end(self, row: list[str], width: int, columns: dict[str, list[int]]) -> bool:
        """Whether a short row's cells stand early, one missing: its last cell is a value the sheet's last column
        repeats in the other rows (a category: ``Allgemein``) and its own column never holds, and a cell the
        reading uses holds a value of the next column's, never of its own (``gewichtung1`` as a choice)."""
        if len(row) < 2:
            return False
        rows = [[c.strip().casefold() for c in r]
                for r in self._rows_after(self.header_row or self.top_row or row) if len(r) == width]
        cells = [c.strip().casefold() for c in row]

        def belongs(value: str, j: int) -> bool:   # the value stands in column j + 1 of the rows, never in j
            return any(r[j + 1] == value for r in rows) and all(r[j] != value for r in rows)

        used = sorted({i for key, places in columns.items() if key != "category" for i in places})
        return len(rows) >= 5 and sum(1 for r in rows if r[-1] == cells[-1]) >= 2 \
            and all(r[len(row) - 1] != cells[-1] for r in rows) \
            and any(j + 1 < width and cells[j] and belongs(cells[j], j) for j in used if j < len(row) - 1)

    def _short(self, row: list[str], columns: dict[str, list[int]], width: int, n: int, number: int,
               deck: ImportedDeck) -> list[str]:
        """A row with fewer cells than the header in a sheet whose rows fill its last column: a delimiter
        is missing, and the cells after it stand one column early. When the row is short of just one and
        its question cell holds two columns' texts glued at the question's end (``…apaixonada?La Bombonera``:
        its `?` followed at once by text), or, in a tab-separated sheet, one cell holds two spaces or more
        once (a tab typed as spaces), it is split there, said; else the row is written as its cells fall,
        for the user to fix (needs attention)."""
        q = columns.get("question", [None])[0]
        glued = list(_GLUED_END.finditer(row[q])) if q is not None and q < len(row) - 1 else []
        spaced = [k for k, c in enumerate(row) if len(_TAB_TYPED.findall(c.strip())) == 1]
        if len(row) == width - 1 and self._sheet().delimiter == "\t" and len(spaced) == 1 and not glued:
            k = spaced[0]
            head, tail = _TAB_TYPED.split(row[k].strip())
            self.warning(n, 1, f"row {number} has {len(row)} cells {self._width_said(width)}: cell {k + 1} holds "
                               f"two, a tab typed as spaces ({head[-20:]!r}, {tail[:20]!r}); split there",
                         hint="type a tab between them")
            return [*row[:k], head, tail, *row[k + 1:]]
        if len(row) == width - 1 and len(glued) == 1:
            assert q is not None
            head, tail = row[q][:glued[0].end()], row[q][glued[0].end():]
            self.warning(n, 1, f"row {number} has {len(row)} cells {self._width_said(width)}: the question "
                               f"cell runs on into the next ({tail[:40]!r} after its `?`), a "
                               f"`{self._delimiter()}` missing; split there",
                         hint=f"write the `{self._delimiter()}` after the question")
            return [*row[:q], head, tail, *row[q + 1:]]
        if (held := self._held_in_one(row, columns, width)) is not None:
            k, sign, mended = held
            self.warning(n, 1, f"row {number} has {len(row)} cells where the other rows have {width}: cell {k + 1} "
                               f"holds {width - len(row) + 1} cells' texts joined by {sign!r} instead of "
                               f"`{self._delimiter()}` ({row[k].strip()[:40]!r}); split there ("
                               + ("its answer then names a choice as the other rows' do)" if "answer" in columns
                                  else "one choice then marked as in the other rows)"),
                         hint=f"write `{self._delimiter()}` between them")
            return mended
        if (padded := self._padded_why(row, columns, width)) is not None:
            self.warning(n, 1, f"row {number} has {len(row)} cells where the other rows have {width}: its last cell "
                               f"({row[-1].strip()[:30]!r}…) is its explanation, prose as the other rows' last "
                               "cells, its right choice marked before it: a question with fewer choices, read so",
                         hint=f"write the empty choices' `{self._delimiter()}` before the explanation")
            return padded
        if (anchored := self._anchored_answer(row, columns, width)) is not None:
            self.warning(n, 1, f"row {number} has {len(row)} cells where the other rows have {width}: its last cell "
                               f"({row[-1].strip()[:30]!r}) is an answer as the answer column's cells are, naming "
                               "its choices: read as its answer, the empty choice cells before it left out",
                         hint=f"write the empty choices' `{self._delimiter()}` before the answer")
            return anchored
        self.needs_attention(deck, n, 1, f"row {number} has {len(row)} cells where the header and the other rows "
                                         f"have {width}: a `{self._delimiter()}` is missing, and the cells after it "
                                         "stand in the wrong columns; written as the cells fall",
                             hint="write the missing delimiter")
        return row

    def _tail_back(self, row: list[str], columns: dict[str, list[int]], n: int, number: int) -> list[str]:
        """The row with its question's tail moved back from the one choice cell that holds it (``csvaskingtail``),
        said; else the row as it is."""
        q, choices = columns.get("question", []), columns.get("choice", [])
        if len(q) != 1 or q[0] >= len(row):
            return row
        delimiter = self._sheet().delimiter
        moved = [(k, m) for k in choices if k < len(row) and (m := tail_back(row[q[0]], row[k], delimiter))]
        if len(moved) != 1:
            return row
        if self.asks is None:
            self.asks = asking_sheet([r[q[0]] for r in self._sheet_rows() if q[0] < len(r)])
        if not self.asks:
            return row
        k, (question, choice) = moved[0]
        self.warning(n, 1, f"row {number}: its question ({row[q[0]].strip()[-30:]!r}) does not ask where nearly all "
                           f"the others do, and one choice's cell opens with the rest of it "
                           f"({question[len(row[q[0]].rstrip()) + 2:][-30:]!r}, then `{self._delimiter()}`): moved "
                           "back to the question", hint="quote the question's cell, which holds the delimiter")
        mended = list(row)
        mended[q[0]], mended[k] = question, choice
        return mended

    def _anchored_answer(self, row: list[str], columns: dict[str, list[int]], width: int) -> list[str] | None:
        """A short row of a sheet whose last column is its answer, the row's last cell an answer of the answer
        column's kind naming the row's filled choices (``"A;C"`` in ``OptionE``): the row padded with empty choice
        cells before it (``csvanswertail``); None when it is not so."""
        mended = answer_anchored(row, columns, width)
        return mended if mended is not None and self._answer_fits(mended, columns) else None

    def _padded_why(self, row: list[str], columns: dict[str, list[int]], width: int) -> list[str] | None:
        """A short row of a sheet marking its right choices whose last cell is its explanation: padded before it
        (``csvshortwhy``); None when it is not so."""
        mark = self.layout.mark if self.layout is not None else self.mark
        why, choices = columns.get("explanation", []), columns.get("choice", [])
        if "answer" in columns or len(why) != 1:
            return None
        full = self._rows_after(self.header_row or self.top_row or row)
        if mark is not None:
            return padded_before_last(row, width, choices, why[0], mark.on, full)
        sign = glued_sign(full, width, choices)   # ``$tak``: a sign the reading takes off later (``answerlines``)
        return None if sign is None else padded_before_last(row, width, choices, why[0],
                                                           lambda text: text.startswith(sign), full)

    def _held_in_one(self, row: list[str], columns: dict[str, list[int]],
                     width: int) -> tuple[int, str, list[str]] | None:
        """A short row whose missing cells all sit in one of its cells, joined by another sign than the
        delimiter (``Brazil, Argentina, German, Italy, Brazil``): the cell, the sign and the row split there, when
        exactly one cell and sign give the row the header's width with its answer cell naming one of its choices
        as the other rows' do (the sheet's answer kind known, or its answers the right choices' texts); else None."""
        mark = self.layout.mark if self.layout is not None else self.mark
        if "answer" not in columns and mark is not None:
            def fits(mended: list[str]) -> bool:   # no answer column: one choice alone carries the mark
                return sum(1 for c in self._choices_of(mended, columns) if mark.on(c)) == 1
        elif (self.answer_kind is None and not self.texts_answer) or len(columns.get("answer", [])) != 1:
            return None
        else:
            a = columns["answer"][0]

            def fits(mended: list[str]) -> bool:
                return self._answer_fits(mended, columns) or (self.texts_answer and a < len(mended) and folded(
                    mended[a]) in {folded(c) for c in self._choices_of(mended, columns)})
        found = []
        for k, cell in enumerate(row):
            for sign, pieces in split_into(cell, width - len(row) + 1):
                mended = [*row[:k], *pieces, *row[k + 1:]]
                if fits(mended):
                    found.append((k, sign, mended))
        return found[0] if len(found) == 1 else None

    def _numbered(self, cells: list[str], n: int, number: int) -> list[str]:
        """Choice cells without the numbers the sheet's rows label them with (``1 azazel``); numbers out
        of order are said: the answer's number counts the cells as they stand."""
        filled = [c for c in cells if c]
        labelled = number_labels(filled)
        if labelled is None:
            return cells
        numbers, texts = labelled
        if numbers != sorted(numbers):
            self.warning(n, 1, f"row {number}: the choices' own numbers are out of order "
                               f"({', '.join(map(str, numbers))}): the answer counts them as they stand",
                         hint="check which choice is meant; the YAML's `answer:` names it by letter")
        plain = iter(texts)
        return [next(plain) if c else c for c in cells]

    def _answer_cell(self, value: str, n: int, number: int, choices: list[str]) -> str:
        """An answer cell's answer: a JSON list's items (``["B","D"]``) joined, unless the list is one of the row's
        ``choices`` as written (``[0,1,2]``, what ``range(3)`` gives); of a cell of several lines whose first line
        is an answer (``D`` then page text a copy took along), the first line, said."""
        listed = json_list(value)
        if listed is not None and folded(value) not in {folded(c) for c in choices}:
            return ", ".join(t for t in listed if t)
        if (word := _stray_verdict(value)) is not None and folded(value) not in {folded(c) for c in choices}:
            self.warning(n, 1, f"row {number}: the answer {value!r} is the word {word!r} with a stray sign "
                               f"({value.replace(word, '').strip()!r}) beside it: read as {word!r}",
                         hint="delete the sign")
            return word
        if "\n" in value:
            first = value.split("\n", 1)[0].strip()
            if first and (first.casefold() in _VERDICT or (answer_letters(first) or ([], "x"))[1] == ""):
                self.warning(n, 1, f"row {number}: the answer cell has more lines after its answer {first!r}; only "
                                   "its first line is read", hint="the rest looks copied along with it: delete it")
                return first
        return value

    def _delimiter(self) -> str:
        delimiter = self._sheet().delimiter
        return "\\t" if delimiter == "\t" else delimiter

    def _choices(self, deck: ImportedDeck, q: ImportedQuestion, cells: list[str], named: list[int] | None, n: int,
                 number: int, whys: list[str] | None = None, sure: list[int] | None = None) -> None:
        """The cells that are choices: placeholders left out unless the answer names them (or they
        are ``sure``: labelled as choices); the answer's indices moved with them."""
        wanted = set(named or [])
        # "//", "#", "--": choices on a language's syntax, where the dashes are one of them
        symbols = {k for k, c in enumerate(cells) if c.strip()} if _symbols_alone(cells) else set()
        sure_ones = set(sure or []) - wanted
        real = [k for k, c in enumerate(cells) if not may_be_placeholder(c) or k in wanted]
        last_real = real[-1] if real else -1
        kept: list[int] = []
        for k, text in enumerate(cells):
            if k in wanted:
                if is_placeholder(text) and k not in symbols:
                    self.needs_attention(deck, n, 1, f"row {number}: the answer names {letter(k)}, whose cell "
                                                     f"is {text!r}; written as a choice")
                kept.append(k)
            elif not may_be_placeholder(text) or k in symbols or \
                    (not is_placeholder(text) and (k < last_real or k in sure_ones)):
                kept.append(k)
            elif not is_placeholder(text):
                self.warning(n, 1, f"row {number}: {text!r} after the last choice is taken for an empty cell, "
                                   "not a choice", hint="if it is a choice, name it in the answer or move it up")
            elif k < last_real:
                self.warning(n, 1, f"row {number}: choice {letter(k)} is {repr(text) if text else 'empty'}, "
                                   "not a choice; the choices after it move up")
        texts = [cells[k] for k in kept]
        bare = unlabelled(texts)
        if bare == texts and (first := _lone_first_label(texts)) is not None:
            self.warning(n, 1, f"row {number}: its first choice {texts[0].strip()[:30]!r} opens with the label "
                               f"{texts[0].strip()[:len(texts[0].strip()) - len(first)].strip()!r}, no other "
                               "choice with one: taken off as the first choice's label",
                         hint="label every choice, or none")
            bare = [first, *texts[1:]]
        if bare == texts and (stray := stray_label(texts)) is not None:
            self.warning(n, 1, f"row {number}: choice {letter(stray[0])} {texts[stray[0]].strip()[:30]!r} opens with "
                               "its own place's label, no other choice with one: taken off as a label",
                         hint="label every choice, or none")
            bare = [*texts[:stray[0]], stray[1], *texts[stray[0] + 1:]]
        q.choices = [ImportedChoice(t) for t in bare]   # "A) x", "B) y": labels go
        if self.choice_labels is not None and bare == texts:   # "B. x" alone under "Option B": learnt from the rows
            for choice, k in zip(q.choices, kept, strict=True):
                if k < len(self.choice_labels):
                    self.own_labels.note(n, choice, self.choice_labels[k])
        if whys is not None:   # each choice's feedback, from the column after it
            for choice, k in zip(q.choices, kept, strict=True):
                choice.why = whys[k] if k < len(whys) and whys[k] else None
        if named is not None:
            place = {k: i for i, k in enumerate(kept)}
            q.set_answer(place[k] for k in named)

    def _letters_column(self) -> bool:
        """Whether the answer column holds letters (``B``, ``A, C``), as the cells told or its rows."""
        return (self.layout is not None and self.layout.kind == "letters") or self.answer_kind == "letters"

    def _answer(self, deck: ImportedDeck, q: ImportedQuestion, cells: list[str], value: str, n: int,
                number: int) -> list[int] | None:
        """The cells the answer names (indices into ``cells``), or None when it names none."""
        count = len(cells)
        indices: list[int] | None = None
        prefix = self.layout.prefix if self.layout is not None else ""
        if prefix and value.casefold().startswith(prefix.casefold()):   # "Option B": the column's word off
            value = value[len(prefix):].strip()
        same_text = [k for k, c in enumerate(cells) if c == value]
        if not same_text and (alone := counted_choice(value, cells)) is not None:
            value = alone   # "2번", "3番": choice number 2, 3 with its counter word
        counting = (self.layout is not None and self.layout.kind == "numbers") or \
            (self.base == 0 and self.answer_kind == "numbers") or \
            self.counts   # a header's column learnt to count from 0, or to count the choices
        counted = counting and value.isdecimal() \
            and 0 <= int(value) - self.base < count   # a column learnt to count the choices: "3" is the third
        if counted and same_text and same_text[0] != int(value) - self.base:
            self.warning(n, 1, f"row {number}: the answer {value!r} is also choice {letter(same_text[0])}'s text; "
                               f"read as choice number {value} ({letter(int(value) - self.base)}), as the column "
                               "counts the choices")
        if len(same_text) == 1 and (value.isdigit() or answer_letters(value) is None or self.texts_answer) \
                and not counted:
            indices = same_text   # choices that are numbers: "22" is the text, not the 22nd; "H" in a sheet of texts
        elif _NUMBERS.fullmatch(value):
            indices = [int(v) - self.base for v in re.split(r"[ \t]*[,;/&+][ \t]*", value.rstrip(",; \t"))]
        elif self.answer_kind == "numbers" and not same_text \
                and (joined := joined_numbers(value, count, self.base)) is not None:
            indices = joined[0]   # "2.3", "1-Feb": choice numbers in a column of them, joined otherwise
            said = " and ".join(str(k + self.base) for k in indices)
            self.warning(n, 1, f"row {number}: the answer {value!r}, in a column of choice numbers, read as choices "
                               f"{said}" + (" (a spreadsheet wrote the numbers as a date)" if joined[1] else ""),
                         hint="write several choice numbers with commas between them")
        else:
            letters = answer_letters(value)
            named = _NAMED_CHOICE.fullmatch(value)
            worded = _WORDED_LETTER.fullmatch(value) if self._letters_column() else None
            if letters is not None and not letters[1]:
                indices = [k - 1 for k in letters[0]] if self.letters_from_b else letters[0]
                self.lettered += 1
            elif worded and not named:
                # a column of letters alone, this cell a word and a colon before its letter ("Správná: A")
                indices = [ord(worded.group(1).upper()) - ord("A")]
                self.warning(n, 1, f"row {number}: the answer {value[:60]!r} has words before its letter, where the "
                                   f"column's other cells are a letter alone: read as {worded.group(1).upper()}",
                             hint="write the letter alone")
            elif named:
                which = named.group(1)
                indices = [int(which) - 1 if which.isdecimal() else ord(which.upper()) - ord("A")]
            else:
                bare = unlabelled([c for c in cells if not is_placeholder(c)])
                plain = iter(bare)
                texts = [c if is_placeholder(c) else next(plain) for c in cells]   # "A. Paris" is "Paris"
                key = folded(value)
                matches = [k for k, c in enumerate(cells) if key in (folded(c), folded(texts[k]))]
                if letters is not None and len(letters[0]) == 1 and letters[0][0] < count \
                        and folded(letters[1]) == folded(texts[letters[0][0]]):
                    indices = letters[0]   # "B) Paris": the letter and its choice's text
                elif self.label_texts and not matches and (wrong := disagreement(value, texts)) is not None:
                    indices = [wrong[0]]   # "B. 豊富秀吉" for 豊臣秀吉, in a column of labels and their texts
                    self.warning(n, 1, f"row {number}: the answer names choice {letter(wrong[0])} by its label but "
                                       f"its text is {wrong[1]} ({letter(wrong[0])} is {texts[wrong[0]][:40]!r}): "
                                       f"read as {letter(wrong[0])}, as in the column's other rows label and text "
                                       "agree", hint="check it; correct the label or the text")
                elif len(matches) == 1:
                    indices = matches
                elif not matches and len(ends := [k for k, t in enumerate(texts) if t.strip()
                                                  and _ended(t) == _ended(value)]) == 1:
                    indices = ends   # "me" for "Me.": case and the end mark aside, one choice's text, whatever holds it
                    if any(k != ends[0] and _ended(value) in folded(t) for k, t in enumerate(texts)):
                        self.warning(n, 1, f"row {number}: the answer {value[:40]!r} is choice {letter(ends[0])}'s "
                                           f"text {texts[ends[0]][:40]!r} but for case and its end mark, and words "
                                           "of another: read as the one it is whole", hint="check it")
                elif len({folded(texts[k]) for k in matches}) == 1 and len(matches) > 1:
                    indices = matches   # the row offers the answer's text twice: both copies are right
                    self.warning(n, 1, f"row {number}: the answer's text is that of choices "
                                       f"{' and '.join(letter(k) for k in matches)}, the same text twice: each "
                                       "read as right", hint="remove one of the copies")
                elif not matches and (by_labels := labelled_answer(value, texts)) is not None:
                    indices = by_labels   # "A:x C:z": each piece the label and the whole text of a choice
                elif not matches and (several := _texts_named(value, texts)) is not None:
                    indices = several   # "Apple; Banana": several choices by their texts
                elif not matches and self.texts_answer and (run := _run_together(value, texts)) is not None:
                    indices = run   # "DVD-RWDVD-RAM": several choices' texts written one after the other
                    self.warning(n, 1, f"row {number}: the answer {value[:60]!r} is the texts of choices "
                                       f"{', '.join(letter(k) for k in run)} run together: read as those")
                elif not matches and self.texts_answer and (spaced := spaced_texts(value, texts)) is not None:
                    indices = spaced   # "李大钊 陈独秀": several choices' whole texts joined by spaces, in any order
                    self.warning(n, 1, f"row {number}: the answer {value[:60]!r} is the texts of choices "
                                       f"{', '.join(letter(k) for k in spaced)} joined by spaces: read as those")
                elif not matches and self.texts_answer and (near := _nearly(value, texts)) is not None:
                    indices = [near]   # "デスクトツプ" for "デスクトップ": one character slipped
                    self.warning(n, 1, f"row {number}: the answer {value[:60]!r} is choice {letter(near)}'s text "
                                       "but for a character or two: read as that choice",
                                 hint="correct the one that is misspelt")
                elif not matches and self.texts_answer and (part := _within_words(value, texts)) is not None:
                    indices = [part]   # "Kennedy" for "J.Fitzgerald Kennedy": a name written shorter
                    self.warning(n, 1, f"row {number}: the answer {value[:60]!r} is not a choice's whole text; "
                                       f"it is words of choice {letter(part)}'s ({texts[part][:60]!r}), or holds "
                                       "them: read as that choice", hint="check it; write the choice's exact text")
                elif not matches and self.texts_answer and (short := _initials(value, texts)) is not None:
                    indices = [short]   # "WKS" for "Wybrzeże Kości Sł.": the choice's initials
                    self.warning(n, 1, f"row {number}: the answer {value!r} is the initials of choice "
                                       f"{letter(short)}'s words ({texts[short][:60]!r}): read as that choice",
                                 hint="check it; write the choice's exact text")
                elif not matches and (remark := text_and_remark(value, texts)) is not None:
                    indices = [remark]   # "错误，是辛亥革命": a choice's whole text, then a remark
                    head, rest = texts[remark].strip(), value.strip()
                    as_why = not q.explanation and rest.startswith(head) and bool(_REMARK_AFTER.match(rest[len(head):]))
                    if as_why:   # "，是辛亥革命": the remark the explanation; "(Stollen)" names the choice again
                        q.explanation = _REMARK_AFTER.sub("", rest[len(head):], count=1) or None
                    self.warning(n, 1, f"row {number}: the answer {value[:60]!r} is choice {letter(remark)}'s text "
                                       "and a remark after it: read as that choice"
                                       + (", the remark kept as the explanation" if as_why else ""), hint="check it")
                elif (_GLUED.fullmatch(value) or _PIPED.fullmatch(value)) and \
                        len(set(glued := value.replace("|", ""))) == len(glued):
                    indices = [ord(c) - ord("A") for c in glued]   # "AC", "A|C"
                elif not matches and _TEXT_ANSWER.search(value):
                    cells.append(value)   # a sheet of "correct" and wrong answers: the right one is its text
                    self.added.append(n)
                    if self.may_be_other:
                        self.added_to.append(q)
                    return [len(cells) - 1]
        if indices is None and (labelled := label_named(value, cells)) is not None:
            indices = [labelled[0]]   # "（２）": the label the right choice carries, as written
            cells[:] = labelled[1]
        if indices is None:
            self.needs_attention(deck, n, 1, f"row {number}: cannot tell which choice the answer {value[:60]!r} "
                                             "names; written as it is",
                                 hint="write letters (B, or A, C), choice numbers (2) or the choice's exact text")
            q.raw_answer = value
            return None
        real = sum(1 for c in cells if not is_placeholder(c))
        kept = [index for index in indices if 0 <= index < count]
        if kept and len(kept) < len(indices):   # "A, B, F" of four choices: the letters that name one
            beyond = ", ".join(letter(index) for index in indices if index not in kept)
            self.warning(n, 1, f"row {number}: the answer {value[:20]!r} also names {beyond}, which no choice has "
                               f"(the question has {real}, A to {letter(max(real - 1, 0))}): read as "
                               f"{', '.join(letter(index) for index in kept)}",
                         hint="check it: a right choice may be missing")
            return kept
        if any(not 0 <= index < count for index in indices):
            self.needs_attention(deck, n, 1, f"row {number}: the answer {value[:20]!r} names no choice; the "
                                             f"question has {real} (A to {letter(max(real - 1, 0))}); written as "
                                             "it is")
            q.raw_answer = value
            return None
        return indices
