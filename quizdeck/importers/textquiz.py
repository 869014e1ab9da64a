"""Plain-text and Markdown quizzes: the layouts people write by hand and public banks use.

Questions start at a heading (``#### Q12. ...``) or a numbered line (``12. ...``,
``Q12)``, ``Question 12:``); without either, each run of choices takes the paragraph
before it as its question (Aiken-like). Choices are checkboxes (``- [x]``), lettered
lines (``A.``, ``A)``, ``(a)``, ``- A:``, in Latin, Cyrillic, Greek, Arabic or Hebrew
letters) or bullets (``•``, ``-``, ``*``, ``+``), also paragraphs ``[ ] text`` / ``[X] text``; lines
with no mark at all are choices only when an answer line below names one of them by its text
(``CORRECTA: text``, inside a spoiler's tags too). The answer comes from checked boxes or
from a line such as ``Answer: D``, ``Correct answer: A, C`` or ``#### Answer: B`` (also in
``<details>``, and in the languages of the big public banks); what follows it is the
explanation, and a lone ``[reference](...)`` link becomes the question's ``source``.
Fenced code, tables and images stay as they are.

Every pattern is linear in the line's length, and each line is looked at a bounded
number of times, so hostile input cannot make the reader hang.
"""

from __future__ import annotations

import bisect
import collections
import functools
import itertools
import re
from dataclasses import dataclass, field, replace
from typing import TypeVar

from quizdeck.core.diagnostics import Diagnostics, Pos
from quizdeck.importers import (
    answeredlists,
    answervalues,
    boldleads,
    boldnames,
    choicemarks,
    choiceparagraphs,
    choicerows,
    codetails,
    crossedkeys,
    gridkeys,
    headsiblings,
    htmlfooters,
    htmlverdicts,
    indentedchoices,
    indentednumbers,
    indentjitter,
    itemopeners,
    labellines,
    leadingchoice,
    leadlines,
    listingnumbers,
    lonelabelblocks,
    lonelabels,
    marked,
    markedpick,
    mdadmonitions,
    mdanswers,
    mdanswertags,
    mdbareblocks,
    mdbareboxes,
    mdbarenumbers,
    mdbareparagraphs,
    mdboldmarks,
    mdboldstems,
    mdboxed,
    mdboxfences,
    mdbracketnumbers,
    mdbrokenlists,
    mdbulletmarks,
    mdcallouts,
    mdcardtables,
    mdcellquizzes,
    mdchoiceheads,
    mdchoicenotes,
    mdchoicerow,
    mdcodemarks,
    mddashnumbers,
    mddirectives,
    mddottednumbers,
    mdescapes,
    mdfeedbacklabels,
    mdfencedchoices,
    mdfieldheads,
    mdfields,
    mdgluedfences,
    mdgradedpage,
    mdgrouped,
    mdheadedchoices,
    mdheadlevel,
    mdheadlists,
    mdheld,
    mdhiddenanswers,
    mdhtmlheadings,
    mdhtmlkeys,
    mdinline,
    mditemlists,
    mdjoined,
    mdkeyentries,
    mdkeys,
    mdlabelanswers,
    mdlabelheads,
    mdlabelleditems,
    mdlistedquestions,
    mdmarkup,
    mdnestedlists,
    mdnumbers,
    mdpairedheads,
    mdquotednumbers,
    mdrecordblocks,
    mdsectionheads,
    mdsectionlines,
    mdsections,
    mdsheets,
    mdsiblinglists,
    mdstruck,
    mdstyled,
    mdtablerecords,
    mdtables,
    mdtails,
    mdtopiclabels,
    mdtopictitles,
    mdtwins,
    mdwordlists,
    mdwrapped,
    namedkeys,
    namedlines,
    nextcontext,
    numberedchoices,
    numberopeners,
    ocrnumbers,
    ownlists,
    pagefooters,
    pairedlabels,
    romancontext,
    sectionjumps,
    sectionrestarts,
    sentencelabels,
    signrecords,
    skippedlabels,
    stemlists,
    taggedheaders,
    topiclinks,
    trailmarks,
    verdictanswers,
    verdictruns,
)
from quizdeck.importers.answervalues import joined_letters
from quizdeck.importers.asking import ASKING, ASKING_OR_ANNOUNCING, ends_with, shown_end
from quizdeck.importers.base import ANY_TEXT, Importer, Source
from quizdeck.importers.choicetext import without_labels
from quizdeck.importers.htmlblocks import details_choices, flatten
from quizdeck.importers.imported import (
    ImportedChoice,
    ImportedDeck,
    ImportedQuestion,
    format_ranges,
    make_id,
    make_tag,
)
from quizdeck.importers.keystructure import LEAST as LEAST_KEYED
from quizdeck.importers.keystructure import AskedAbove, key_by_structure
from quizdeck.importers.keytitles import KEY_OPENING, KEY_TITLE, SECTION_KEY
from quizdeck.importers.labels import LABEL, answer_letters, label_index, letter, split_label
from quizdeck.importers.mdfields import is_picture
from quizdeck.importers.mdstructure import THEMATIC_BREAK, read_blocks
from quizdeck.importers.mend import bracket_tag

FENCE = re.compile(r"^[ \t]*(`{3,}|~{3,})")
#: a fence opening a code block, maybe as a list item's first line (a bullet, then the backticks); a backtick
#: fence's info string holds no backtick (CommonMark 4.5): ``- ```len(xs)```` is inline code, no fence
_FENCE_OPENS = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?(`{3,}(?![^`\n]*`)|~{3,})")
_HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(\S.*)$")
_QUESTION_WORD = r"^ {0,3}(\*\*)?(?:(?:Q|Question|Frage|Pregunta|Pergunta|Questão|Domanda|Вопрос)[ \t]*)?"
#: (also "1.- text", "26.-Text", "24.-. Text"; "১। text": Bengali and Hindi close a question's number with the danda)
#: (and "**Q1**: text", the bold closed before the number's colon)
_NUMBERED = re.compile(_QUESTION_WORD + r"(\d{1,6})(?(1)(?:\*\*)?)[ \t]*[.):।]"
                       r"(?:-(?=[ \t])|(?<=\.)-\.?(?=[ \t]|[¿¡]?[^\W\d_]))?[ \t]*(.*)$", re.I)
#: in a file numbered in parts ("2.1 text", see ``_in_parts``), the number 2's: its place, 1, is no text
_NUMBERED_PARTS = re.compile(_QUESTION_WORD + r"(\d{1,6})(?:(?:\.\d{1,3})+(?=[ \t]|$)|[ \t]*[.):।](?:-(?=[ \t]))?)"
                             r"[ \t]*(.*)$", re.I)
_PARTS_LINE = re.compile(_QUESTION_WORD + r"\d{1,6}(?:\.\d{1,3})+[ \t]", re.I)
#: a list item that is a numbered question: "* **Q1:** text", "- Question 3) text" (the word makes it one)
_BULLET_NUMBERED = re.compile(r"^ {0,3}[-*+][ \t]+(\*\*)?(?:Q|Question|Frage|Pregunta|Pergunta|Questão|Domanda|"
                              r"Вопрос)[ \t]*(\d{1,6})[ \t]*[.):][ \t]*(.*)$", re.I)
#: "Question 12" or "**Q12**" alone on its line, the question's text below it; a word may go before the word Question
#: ("**NEW QUESTION 73**", "Practice Question 4", as exam dumps write it, with gaps in its numbers)
#: ("第 12 题 [单选题]" too, maybe with its text's label and text after it: "第 2 题 [多选题] 题目: text", group 3)
_NUMBER_ALONE = re.compile(r"^ {0,3}(\*\*)?(?:(?:[^\W\d_]{2,12}[ \t]+(?=Question))?"
                           r"(?:Q|Question|Frage|Pregunta|Pergunta|Domanda|Вопрос|Questão)[ \t]*(?:#|No\.?)?"
                           r"|第(?=[ \t]*\d{1,6}[ \t]*[题題]))[ \t]*(\d{1,6})"
                           r"(?:[.:)]|[ \t]*[题題](?:[ \t]*[\[【(（][^\]】)）\n]{1,12}[\]】)）])?)?"
                           r"[ \t]*(?:\*\*)?[ \t]*"
                           r"((?:(?<=[题題\]】)）])[ \t]*(?:题目|題目|问题|問題)[ \t]*[:：].*)?)$", re.I)
#: an answer line's value that names one letter: ``B``, ``**B**``, ``(B)``, ``B. text``
_KEY_LETTER = re.compile(r"^[*_ \t]*\(?([A-Ha-h])(?![^\W_])")
_CHECK = re.compile(r"^([ \t]*)[-*+•][ \t]+\[([ xX✓✔])\][ \t]*(.*)$")
#: a checkbox that starts a paragraph, without a list's dash: "[ ] text", "[X] text"; indented as deep as a code
#: block too ("    [X] text" under " 1. question": choices by intent), its wrapped lines deeper continuing it
_BOX = re.compile(r"^( {0,8})\[([ xX✓✔])\][ \t]+(\S.*)$")
#: an ordered list's item inside a blockquote: "> 1.  text" (the question quoted, its choices in the quote)
_QUOTED_ITEM = re.compile(r"^[ \t]{0,3}>[ \t]?([ \t]*)\d{1,2}[.)][ \t]+(\S.*)$")
#: an answer alone on its line below the choices, its label in bold: "**C.** log", "- **A.** text"
_BOLD_LABEL_ANSWER = re.compile(rf"^[ \t]*(?:[-*+][ \t]+)?\*\*({LABEL})[.)]\*\*[ \t]+(\S.*)$")
#: a checkbox drawn by an icon font (Font Awesome), then the choice: "<i class='fas fa-check-square'></i> &nbsp;text"
_ICON_BOX = re.compile(r"^( {0,3})<i\b[^<>]{0,200}\bfa-(check-square|square-check|check-circle|circle-check|square|"
                       r"circle)(?:-o)?\b[^<>]{0,200}>[ \t]*</i>[ \t]*(?:&nbsp;[ \t]*){0,8}(\S.*)$")
_WRAPPED_LABEL = (rf"(?:\*\*\*?|__|`|\[|\()?{LABEL}(?:\*\*\*?|__|\]|\))?"
                  r"(?:(?:[.):]|[ \t]*[:：]|[ \t]+[-–—])?(?:\*\*|__|`)?[ \t]+|[、．：])")
#: a choice as an item of an ordered list nested under its question: "     1.   A、text", "   2. **B. text**"
_NESTED_ITEM = re.compile(r"^([ \t]{2,})\d{1,2}[.)][ \t]+(\S.*)$")
_BULLET_LABEL = re.compile(rf"^([ \t]*)[-*+•][ \t]+({_WRAPPED_LABEL}.*)$")
_LETTERED = re.compile(rf"^([ \t]*)({_WRAPPED_LABEL}.*)$")
_BULLET = re.compile(r"^([ \t]*)[-*+•][ \t]+(\S.*)$")
_RULE = THEMATIC_BREAK
#: a rule of one sign that rules are drawn with, five at least ("////////", "========"): page furniture between
#: questions, no text (no dots: an ellipsis is text)
_SIGN_RULE = re.compile(r"^[ \t]*([/\\=~#+*_-])\1{4,}[ \t]*$")
#: a dash alone on its line (spaces around it): in plain text, a separator between records
_LONE_DASH = re.compile(r"^[ \t]*[-–—][ \t]*$")
#: signs whose runs Markdown reads as something else (setext underlines, fences, headings, tables, quotes, HTML)
_MARKDOWN_SIGNS = frozenset("=-#`~|><*_+")
#: "Answer", "Correct answer(s)", "Réponse", ... then ":" (or "is"); markup around it is ignored
ANSWER_WORDS = ("correct answers?|right answers?|correct options?|right options?|correct choices?|"
                "suggested answers?|expected answers?|answers?|ans|antwort|antwoord|respuesta(?: correcta)?|"
                "correcta|réponse|"
                "resposta|risposta|răspuns|odpowiedź|odgovor|përgjigja|cevap|doğru cevap|cavab|düzgün cavab|"
                "jawaban(?: benar)?|đáp án|"
                # "Kunci jawaban: A" (answer key) under a question; alone or over a key of many, a key's heading
                r"kunci jawaban(?=[ \t]*[:：][*_ \t]*[A-Za-z][*_ \t.)]*$)|"
                "ответ|відповідь|"
                "正确答案|正確答案|参考答案|參考答案|"
                "答案|答え|정답|답|คำตอบ|الإجابة(?: الصحيحة)?|الاجابة(?: الصحيحة)?|الجواب(?: الصحيح)?|תשובה")
#: emoji and symbols people put before an answer line: "✅ Correct Answer:", "👉 Answer -"
_MARKS = "\u2190-\u2bff\u2700-\u27bf\ufe0f\U0001f000-\U0001faff"
_ANSWER = re.compile(rf"^[ \t#>*_-]*(?:(?:[{_MARKS}][ \t]*){{1,3}}[*_]*)?(?:(?:{ANSWER_WORDS})(?:\(s\))?|"
                     rf"\((?:correct|{ANSWER_WORDS})\))[*_]*[ \t]*(?:[:：=]|is\b|-|–)[*_ \t]*(.*)$", re.I)
#: the answer said in a sentence: "The correct answer is C: ...", "La respuesta correcta es la D.", "La bonne réponse
#: est B" (the letter, then what follows it)
_ANSWER_SENTENCE = re.compile(rf"^[ \t>*_-]*(?:the|la|el|le|die|der|a)[ \t]+(?:{ANSWER_WORDS}|bonne réponse|"
                              rf"richtige antwort|risposta corretta|resposta correta)[ \t]+(?:is|es|est|ist|é|è)[ \t]+"
                              rf"(?:(?:la|el|le|die|der|the|a|option|opción|opção|l')[ \t]+)?[*_]*({LABEL}[*_]*"
                              rf"(?:[ \t]*[:.)\-–,][^\n]*)?)$", re.I)
#: an answer's label alone, in bold or as a heading, the answer on the lines below: "__Suggested Answers__",
#: "**Correct answer**", "#### Answer"; a status sign may follow the word, as a graded copy writes it: "### Answer 🍋"
_ANSWER_ALONE = re.compile(rf"^[ \t>]*(?:#{{1,6}}[ \t]+(?:\*\*|__)?|(?:\*\*|__))(?:[{_MARKS}][ \t]*){{0,3}}"
                           rf"(?:{ANSWER_WORDS})(?:\(s\))?[ \t]*(?:[{_MARKS}][ \t]*){{0,3}}[:：]?[ \t]*(?:\*\*|__)?"
                           rf"[ \t]*()$", re.I)
#: an answer line with a few words between its word and the letter it ends in, as some languages write it:
#: "الإجابة هي الخيار الرابع : D" (the answer is the fourth choice: D), "Ответ на вопрос: B"; a remark in brackets
#: may follow the letter: "Răspuns corect: **C** (aproximativ 30 secunde)"
_ANSWER_WORDY = re.compile(rf"^[ \t#>*_-]*(?:{ANSWER_WORDS})(?:[ \t]+[^\s:：<>]{{1,20}}){{1,4}}[ \t]*[:：][*_ \t]*"
                           rf"({LABEL}(?:[ \t]*[,،、][ \t]*{LABEL})*)[*_ \t.]*"
                           r"(?:[(（](?P<why>[^()（）]{0,200})[)）][ \t.]*)?$", re.I)
#: a choice's label alone in a remark (``(B is also accepted)``, ``(nu B)``): the remark may give another answer
_REMARK_LABEL = re.compile(r"(?:^|[^\w])[A-H](?:$|[^\w])")
#: an answer line wholly in brackets, its label inside: "(Correct answer b)", "[Answer: C]"
_ANSWER_BRACKETED = re.compile(rf"^[ \t>*_-]*[(\[](?:{ANSWER_WORDS})[ \t]*[:：=]?[ \t]*({LABEL})[ \t.]*[)\]][ \t*_.]*$",
                               re.I)
_HTML_ONLY = re.compile(r"^[ \t]*(?:</?(?:details|summary|p|div|b|strong|br|hr|span|center|section|article)\b"
                        r"[^<>]{0,300}>[ \t]*)+"
                        r"(?:[^<>]{0,80}(?:</?(?:summary|b|strong|p|div)>[ \t]*)+)?$", re.I)
_DETAILS = re.compile(r"<(?:details|summary)\b", re.I)
_DETAILS_OPEN = re.compile(r"<details\b", re.I)
_DETAILS_CLOSE = re.compile(r"</details\s*>", re.I)
#: "(Choose two.)" at the end of a line
_CHOOSE_AT_END = re.compile(r"\((?:choose|select|pick)[ \t][^()]{0,30}\)[ \t]*$", re.I)
_ALL_THAT_APPLY = re.compile(r"\ball that apply\b|\bselect all\b|\bchoose all\b", re.I)
_REFERENCE = re.compile(r"^[ \t]*\[(?:reference|references|ref|source|sources|more|docs?|link)\]\((\S+?)\)[ \t]*$",
                        re.I)
#: "explanation" in the languages of the big public banks (after the English word)
_EXPLANATION_WORDS = "erklärung|explication|explicación|пояснение|解析|解释|解釋|[iİ]zah|açıklama"
#: an explanation's label alone on its line, a word maybe before it: "**Overall explanation:**", "Feedback:"
_EXPLAINING = re.compile(rf"^[ \t>#]*[*_]*(?:[^\W\d_]{{2,20}}[ \t]+)?(?:explanations?|feedback|rationale|"
                         rf"{_EXPLANATION_WORDS})[*_]*[ \t]*[:：]?[ \t]*[*_]*[ \t]*$", re.I)
_EXPLANATION_LABEL = re.compile(rf"^[ \t]*[*_]*(?:explanation|{_EXPLANATION_WORDS})[*_]*[ \t]*[:：][*_]*[ \t]*", re.I)


#: a question number in a heading: "Question 12", "Question #: 02", "Q12", "#12", "No. 12", "Question GS-1" (a
#: part's capitals before it); a kind's tag of a word or two between the number and its "."/":" goes with it
#: ("Q25 (Scenario). text": headingtags)
_HEADING_NUMBER = re.compile(r"^[ \t]*(\*\*|__)?(?:(?:Q|Question|Questão|Pergunta|Frage|Pregunta|Вопрос|Domanda|"
                             r"Problem|"
                             r"Problema|Exercise|No)\.?[ \t]*"
                             r"(?:#|No\.?|Nr\.?)?[ \t]*[:.]?[ \t]*|#[ \t]*|第[ \t]*)"
                             r"(?:(?<=[ \t])(?-i:[A-Z]{1,5})-)?(\d{1,6})(?:\*\*|__)?"
                             r"(?:[ \t]*\([^\W\d_][\w-]{0,20}(?:[ \t][\w-]{1,20})?\)(?=[ \t]*[.:：]))?"
                             r"(?:[ \t]*[题題问問][ \t]*|[ \t]*[.):\-–—]"
                             r"[ \t]*|[ \t]+|$)(.*)$", re.I)
_KIND_TAG = re.compile(r"\(([^()]{1,45})\)")
#: a heading that names a part of a question: "### 📘 Explanation:", "## References", "#### Correct answer"
_PART_LABEL = re.compile(r"^[\W_]*(?:(?:detailed|full|short|brief|more|ausführliche|detallada)[ \t]+explanations?|"
                         r"explanations?|references?|sources?|notes?|hints?|why|reasoning|solution|"
                         r"resources?|further reading|learn more|(?:the )?(?:correct |right )?answers?(?:\(s\))?|"
                         rf"{_EXPLANATION_WORDS}|объяснение|ответ|antwort|réponse|题目|題目)[\W_]*$", re.I)
#: lines that are only links into the page: a table of contents, "Back to top"
_ANCHOR_LINKS = re.compile(r"^[ \t>*_-]*(?:\d+\.[ \t]+)?(?:[*_]*\[[^\[\]]{0,200}\]\(#[^()\s]{0,200}\)[*_]*"
                           r"[ \t|·•,-]*)+$")
_BACK_TO_TOP = re.compile(r"\[[^\[\]]{0,40}(?:back to top|go to top|to the top|back to contents|"
                          r"table of contents|nach oben|volver arriba|retour en haut)[^\[\]]{0,20}\]", re.I)
#: a paragraph that labels a part of the question before: "Explanation:", "References:", "Why:"; not one that asks
#: in words after it ("Why is it length but size()?": a question)
_PART_PARAGRAPH = re.compile(r"^[ \t>]*[*_]*(?:[^\w\s]{1,3}[ \t]*)?(?:explanations?|references?|sources?|notes?|why|"
                             rf"reasoning|solution|{_EXPLANATION_WORDS})\b(?![ \t]+\w[^\n]*[?？][ \t]*$)", re.I)
#: a choice marked right in its text: coloured red or green, a check mark at its end, "(correct)" (in bold too, and
#: a note in brackets after it: "(Correct) (Alternative wording)")
_MARK_AT_END = (r"[ \t](?:✅|✔️?|☑️?)[ \t]*$|[ \t](?:\*\*|__)?\((?:correct|right)\)(?:\*\*|__)?"
                r"(?:[ \t]+\([^()\n]{1,40}\))?[ \t]*$"
                r"|[ \t]+[-–—][ \t]*(?:correct|right)[ \t]*$")
#: the other choices of a question whose right ones say so: "(Incorrect)", "**(Wrong)**" at their end, taken off
_SAYS_WRONG = re.compile(r"[ \t](?:\*\*|__)?\((?:incorrect|wrong|false)\)(?:\*\*|__)?[ \t]*$", re.I)
#: a choice said right at its end, as course platforms export them: "Amazon ECR - correct"
_SAYS_RIGHT = re.compile(r"[ \t][-–—][ \t]*correct[ \t]*$", re.I)
#: what such platforms write at the end of the other choices: "- no response given", "- incorrect"
_SAYS_NOTHING = re.compile(r"[ \t]+[-–—][ \t]*(?:no response given|incorrect|wrong|not selected)[ \t]*$", re.I)
_MARKED = re.compile(r"<font\b[^<>]{0,100}color=[\"']?(?:red|green|#f00\b|#ff0000|#0f0\b|#00ff00|#008000)[^<>]{0,100}>"
                     rf"|<span\b[^<>]{{0,100}}color:[ \t]*(?:red|green)[^<>]{{0,100}}>|{_MARK_AT_END}", re.I)
#: what marks a choice right, taken out of its text: the colour's tags (any colour), the mark at its end
_MARK_STRIP = re.compile(rf"</?font\b[^<>]{{0,200}}>|</?span\b[^<>]{{0,200}}>|{_MARK_AT_END}", re.I)
#: a score before a question's text: "(1分)", "(2 points)", "[1 mark]"
_SCORE = re.compile(r"^[ \t]*[(\[（][ \t]*\d{1,3}(?:[.,]\d{1,2})?[ \t]*(?:分|points?|pts?\.?|marks?|punkte?|puntos?|"
                    r"баллa?|балл(?:ов)?)[ \t]*[)\]）][ \t]*(?:[.:：](?=[ \t])[ \t]*)?", re.I)   # "Q1 (2 points). text"
_PLACEHOLDERS = {"", "-", "–", "—", "n/a", "na", "n.a.", "...", "…", "tbd"}
#: an answer line whose value is a blank to fill in: "**Your Answer**: _____", "Answer: ........"
_BLANK_SLOT = re.compile(r"[:：][ \t*]*(?:_{3,}|\.{4,}|…{2,})[ \t*]*$")
_LINK_ONLY = re.compile(r"^[ \t*_]*\[[^\[\]]{0,300}\]\([^()]{0,500}\)[ \t*_]*$")
#: "**Options:**", "Choices:" - a line that announces the choices
_LABEL_LINE = re.compile(r"^[ \t]*[*_]*(?:options|choices|answers? options|answers? choices|possible answers|"
                         r"alternatives|select one|responses|选项|選項|réponses|reponses|choix|propositions|"
                         r"opzioni|risposte|odpowiedzi|opcje|seçenekler|antworten|"
                         r"opciones|opções|optionen|antwortmöglichkeiten|варианты(?: ответов)?)[*_]*[ \t]*[:：]?"
                         r"[*_]*[ \t]*$", re.I)
#: an answer key's line: "1. B", "1-B", "1) B, C", "Q1: B", "| 1 | B |"
_KEY_LINE = re.compile(r"^[ \t]*[-*]?[ \t]*(?:Q(?:uestion)?[ \t]*)?(\d{1,5})[ \t]*[.):\-–=][ \t]*(.{1,40})$", re.I)
_KEY_ROW = re.compile(r"^[ \t]*\|?[ \t]*(?:Q[ \t]*)?(\d{1,5})[ \t]*\|[ \t]*([^|]{1,40})\|?[ \t]*$", re.I)
_TABLE_RULE = re.compile(r"^[ \t:|-]*$")   # and a "-" in it (two stars around "-" would be quadratic)
_KEY_HEADER = re.compile(r"^[ \t]*\|?[ \t]*(?:#|no\.?|q|questions?|number)[ \t]*\|[ \t]*(?:answers?|key|correct)"
                         r"[ \t]*\|?[ \t]*$", re.I)
_KEY_ENTRY = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?(\*\*|__)?(?:Q(?:uestion)?[ \t]*)?(\d{1,4})[ \t]*[.):\-–][ \t]*"
                        r"(?:\*\*|__)?[ \t]*(\S.*)$", re.I)
_SUMMARY = re.compile(r"<summary\b[^<>]{0,200}>(.{0,2000}?)</summary>", re.I)
_TAGS = re.compile(r"<[^<>]{0,200}>")
#: an HTML tag as CommonMark reads one (a name, then a space, ``/`` or ``>``): ``<no. of nodes>`` is text
_HTML_TAG = re.compile(r"</?[A-Za-z][A-Za-z0-9-]{0,40}(?:[ \t/][^<>]{0,200})?>")
#: an answer block's button and what follows it on its line: "<summary>Answer</summary>B</details>"
_SHOW = "show|check|see|view|reveal|ver|mostrar|voir|afficher|zeige|anzeigen|mostra|vedi|показать"
_ANSWER_BUTTON = re.compile(rf"<summary\b[^<>]{{0,200}}>(?:[^<>]{{0,20}}<[^<>]{{0,40}}>)?[^\w<>]{{0,10}}"
                            rf"(?:(?:{_SHOW})[ \t]+(?:the[ \t]+|la[ \t]+)?)?(?:{ANSWER_WORDS}|solution)s?"
                            rf"(?:[ \t]*#?[ \t]*\d{{1,5}})?[^\w<>]{{0,10}}(?:<[^<>]{{0,40}}>[ \t]*)*</summary>[ \t]*"
                            rf"(?:<[^<>]{{0,40}}>[ \t]*)*([^<>]{{0,200}})", re.I)
#: a <summary> that is the button of an answer block, not a question
_BUTTON = re.compile(rf"^[\W_]*(?:(?:{_SHOW}|click(?: here)?(?: to)?(?: see| show| view| reveal)?)"
                     rf"[ \t]+(?:the[ \t]+|la[ \t]+)?)?(?:{ANSWER_WORDS}|solution|explanation|result|hint|details)s?"
                     rf"(?:[ \t]*#?[ \t]*\d{{1,5}})?(?:[ \t]+(?:and|&)[ \t]+\w+)?(?:[ \t]+(?:{_SHOW}))?[\W_]*$", re.I)


def _topic_line(line: str) -> bool:
    """A title then a run of one rule sign after a space, five signs at least, ending the line
    ("@Programmazione Matematica =====", "Chapter 2 ------"): a topic's title over its questions, not one
    question's text. (Read from the end, no pattern: it stays linear.)"""
    text = line.rstrip()
    if len(text) > 300 or not text or text[-1] not in "=-":
        return False
    title = text.rstrip(text[-1])
    return len(text) - len(title) >= 5 and title[-1:] in (" ", "\t") and any(c.isalnum() for c in title)


#: an image opening a line (maybe inside a link, a badge): ``![Logo](https://…)``, ``<img src="…">``
_IMAGE_LED = re.compile(r"^[ \t]*(?:\[[ \t]*)?(?:!\[[^\[\]]{0,500}\]\([ \t]*([^()\s]{1,2000})[^()]{0,300}\)"
                        r"|<img\b[^<>]{0,2000}?\bsrc[ \t]*=[ \t]*[\"']?([^\"'\s<>]{1,2000})[^<>]{0,2000}>)")
_WEB = re.compile(r"^(?:https?:)?//", re.I)
#: a line opening with a word or two and a number (``Question #1*Topic 1*``, ``Pregunta nº 1``, ``**Q1.**``)
_WORD_HEAD = re.compile(r"^[\W_]{0,4}([^\W\d_]{1,15}(?:[ \t][^\W\d_]{1,4})?)\.?[ \t]*(?:#|№|No\.?|Nr\.?|nº)?[ \t]*"
                        r"(\d{1,4})(?!\d)(?![.,]\d)")


def _logo(line: str) -> bool:
    """Whether ``line`` opens with an image that is the page's, not a question's figure: one from the web, or one
    with words after it on its line (``![Logo](…) - Expert Verified``); a local image alone may be a figure."""
    m = _IMAGE_LED.match(line[:5000])
    if m is None:
        return False
    return bool(_WEB.match(m.group(1) or m.group(2) or "")) or bool(_WORDY.search(line[m.end():]))


def _image_alone(line: str) -> bool:
    """Whether ``line`` is an image (maybe linked) and nothing after it with words: a logo or a figure alike."""
    m = _IMAGE_LED.match(line[:5000])
    return m is not None and not _WORDY.search(line[m.end():])


def _summary_text(line: str) -> str | None:
    """The question a ``<summary>`` line holds (``<summary>Which ...?</summary>``); None for an answer button."""
    m = _SUMMARY.search(line[:4000])   # a summary is short; a megabyte-long line is not searched through
    if not m:
        return None
    text = " ".join(_TAGS.sub(" ", m.group(1)).split())
    if not text or _BUTTON.match(text):
        return None
    return text


@dataclass
class _Start:
    line: int
    kind: str                    # "heading", "numbered", "paragraph"; "bare": choices with nothing above
    id: str | None
    weak: bool = False           # plain bullets without an answer: maybe a list, not choices


@dataclass
class _Choice:
    line: int                    # index into lines
    indent: int
    label: int | None            # the letter's index, when labelled
    checked: bool | None         # checkbox state, for checkbox choices
    text: list[str] = field(default_factory=list)
    fenced_below: bool = False   # its code block follows it, unindented
    bold: bool = False           # its whole text (label too) in bold: "**D、text**" marks the right one
    note: list[str] = field(default_factory=list)   # a quote right under it, the run going on after: its ``why``


#: a letter and a stop glued to the next word: an abbreviation (``E.g.``, ``I.e.``), not a label
_ABBREVIATION = re.compile(r"^[ \t]*[^\W\d_]\.[^\W\d_]")


def _written_as_choice(line: str, found: _Choice, choices: list[_Choice]) -> bool:
    """Whether a line labelled with a run's next letter, at another indent (``E.`` under ``D.``), is written as the
    run's choices are: not an abbreviation (``E.g. velocity ...``), and its text starting with a capital where every
    other choice's does (``E. coli is ...`` under ``A. Yeast`` .. ``D. Moss`` is a sentence: the file's own case)."""
    if _ABBREVIATION.match(line[:50]):
        return False
    first = "".join(found.text[:1]).lstrip()[:1]        # a number or a sign first ("1500 ft") says nothing
    others = [c for ch in choices if (c := "".join(ch.text[:1]).lstrip()[:1]).isalpha()]
    return not (first.islower() and others and all(c.isupper() for c in others))


@dataclass
class _Run:
    kind: str                    # "check", "letter", "bullet"
    start: int
    end: int                     # index after the last line
    choices: list[_Choice]
    shuffled: bool = False       # lettered choices in another order than their labels' ("B.", "A.", "C.")


def _marked_run(runs: list[_Run]) -> _Run | None:
    """Of a question's lettered runs, the last, when it alone carries the file's mark on some of its choices (bold)
    and the others none: ``a. Togo`` ... ``d. Corea`` in the question's text over ``A) I: a, c`` ...
    ``**B) I: b, d**``, its choices."""
    marked = [r for r in runs if 0 < sum(c.bold for c in r.choices) < len(r.choices)]
    if len(runs) < 2 or len(marked) != 1 or marked[0] is not runs[-1] or any(
            c.bold for r in runs[:-1] for c in r.choices):
        return None
    return marked[0]


def closes_fence(fence: str, line: str) -> bool:
    """Whether ``line`` closes the code block ``fence`` opened: the same character, at least as many, nothing after."""
    m = FENCE.match(line)
    return bool(m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) and not line[m.end():].strip())


#: how many numbered lines below a number that jumps are looked at for the number expected instead
_EXPECTED_AHEAD = 40
#: how far past the number expected a number must jump to be read as no question's (a year, an amount: ``2023.``);
#: a question or two left out of the numbering (``8.``, ``10.``) is no such jump
_FAR_JUMP = 10


def _expected_below(numbered: list[tuple[int, int]], k: int, expected: int) -> bool:
    """Whether the number expected opens a line below numbered line ``k`` (whose number jumps past it) before any
    line numbered higher than expected: then line ``k``'s number is no question's (a year opening a wrapped line,
    ``2023.``), not the expected one mistyped."""
    for _, number in numbered[k + 1:k + 1 + _EXPECTED_AHEAD]:
        if number == expected:
            return True
        if number > expected:
            return False
    return False


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def _dedent(lines: list[str]) -> list[str]:
    width = min((_indent(line) for line in lines if line.strip()), default=0)
    return [line[width:] if line.strip() else "" for line in lines]


def _trim(lines: list[str]) -> str:
    """Lines joined, blank lines at both ends dropped, common indentation and trailing spaces removed."""
    lines = [line.rstrip() for line in _dedent(lines)]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines)


_Reader = TypeVar("_Reader", bound="TextQuizReader")


class TextQuizReader(Importer):
    """One plain-text source: a heading is a line of ``#`` signs (``MarkdownQuizReader`` asks markdown-it)."""

    markdown = False

    @functools.cached_property
    def _in_parts(self) -> bool:
        """The file numbers its questions in parts (``1.0``, ``1.1``, ``2.0``): half its numbered lines at least,
        three at least, are so written. Elsewhere ``3.25 de Abril ...`` is question 3, its text ``25 de Abril``."""
        numbered = sum(1 for line in self.lines if _NUMBERED.match(line))
        parts = sum(1 for line in self.lines if _PARTS_LINE.match(line))
        return parts >= 3 and 2 * parts >= numbered

    @functools.cached_property
    def _tagged_header(self) -> re.Pattern[str] | None:
        """The file's header with a tag after its running number (``**Question #12 - Topic 1**``, taggedheaders)."""
        return taggedheaders.learn(self.lines, self.fenced)

    def _numbered_line(self, line: str) -> re.Match[str] | None:
        """A numbered question line, read as the file numbers (in parts or not, ``_in_parts``); a tagged header
        (``**Question #12 - Topic 1**``) is one, its text empty: the header is the line, whole."""
        return (_NUMBERED_PARTS if self._in_parts else _NUMBERED).match(line) or (
            self._tagged_header.match(line) if self._tagged_header is not None and len(line) <= 200 else None)

    def __init__(self, source: Source, diags: Diagnostics):
        given = source
        # "Choose the correct answer:" over bare lines, in every question: its choices (leadlines; Markdown's
        # rewriters run it among theirs)
        # "1). x" under "1.What ...?" in every question, "option [4] is correct": lettered choices (numberedchoices)
        # "!100 ..." over "*x", "*+y": a sign notation, its choices written as boxes (signrecords)
        # "⽑概题⽬汇总 304题)<TAB>76" between questions or at a choice's end: a PDF page's footer (pagefooters)
        paged = None if self.markdown else pagefooters.footers(source.lines)
        leads: tuple[list[str], set[int]] | None = (paged.lines, paged.blanked) if paged is not None else None
        # "Pertanyaan:" / "Pilihan Jawaban:" alone over each question's text and choices: furniture (labellines)
        # bare lines under a question, one ending " - Helyes válasz" in every question: its choices (trailmarks)
        # "    1. Perhatikan ..." over "A. x" at the margin: the question's number at the margin (indentednumbers)
        # "II." between "10." and "12.": OCR's 11, in digits, said below (ocrnumbers)
        misread = None if self.markdown else ocrnumbers.rewritten(leads[0] if leads else source.lines)
        if misread is not None:
            leads = misread[0], leads[1] if leads else set()
        # "*[nb=4,group=x] 1 ) text" on every numbered line: the record's opener, off (numberopeners)
        for rewrite in () if self.markdown else (numberopeners.rewritten,
                                                  indentednumbers.rewritten, numberedchoices.rewritten,
                                                  signrecords.rewritten,
                                                  labellines.rewritten, trailmarks.rewritten, leadlines.rewritten):
            more = rewrite(leads[0] if leads else source.lines)
            if more is not None:
                leads = more[0], more[1] | (leads[1] if leads else set())
        # "Q2. Primary objective", "    1.Prosecution" .. "    3.Availability", "Ans. 2": lettered (answeredlists)
        as_read = leads[0] if leads else source.lines
        answered = answeredlists.rewritten(as_read)
        answer_word = answeredlists.answer_word(as_read, answered[1]) if answered is not None else ""
        if answered is not None:
            leads = answered[0], leads[1] if leads else set()
        # "A)" alone over a program's output lines, "E) Compilation fails" in the same run: fenced (lonelabelblocks)
        lone_blocks = None if self.markdown else lonelabelblocks.fenced(leads[0] if leads else source.lines)
        if lone_blocks is not None:
            leads = lone_blocks.lines, leads[1] if leads else set()
        if leads is not None:
            source = Source(source.where, source.name, "\n".join(leads[0]))
        super().__init__(source, diags)
        if answered is not None:
            listed = answered[1]
            bare = [f"{x.items[0] + 1}-{x.items[-1] + 1}" for x in listed if not x.numbered]
            self.warning(listed[0].items[0] + 1, 1, f"{len(listed) - len(bare)} lists numbered 1, 2, 3 under the "
                                                    "questions' numbered lines past a blank line, an answer line under "
                                                    f"them ('{answer_word}' then a sign) naming their items by number "
                                                    "or text: read as the questions' choices, lettered in order "
                                                    f"(1 = A), the '{answer_word}' lines as their answers"
                                                    + (f"; and {len(bare)} unnumbered list(s) so placed, whose "
                                                       "answer line is one of its lines, as choices too (lines "
                                                       f"{', '.join(bare)})" if bare else ""),
                         hint="check those questions' choices and answers")
        if lone_blocks is not None:
            lone = lone_blocks.lone
            self.warning(lone[0] + 1, 1, f"{len(lone)} choice label(s) alone on the line over lines of code or "
                                         "output, in runs of labels in order whose other labels carry their text, an "
                                         "answer line under each run: each read as a choice whose text is those lines "
                                         f"(lines {format_ranges([(n + 1, n + 1) for n in lone], 8)})",
                         hint="check those choices' text")
        self.lines = lines = source.lines
        self.section_lines: set[int] = set()   # headings that are titles or sections, not questions
        self.shaped_keys: set[int] = set()   # sub-headings of a key told by its shape, answer in them (keystructure)
        self.statement_lines: list[int] = []   # true/false statements read apart (``verdictruns``), in order
        self.counted: list[tuple[int, int, bool]] = []   # answer numbers under bullets: line, col, names the last
        self.fenced = self._fences()
        self.blanked: set[int] = set()   # lines of HTML tags only, read as blank lines
        if leads is not None:
            self.blanked |= leads[1]
            self.source = given    # (a reader made again from it rewrites it again)
        for n, shown, value in misread[1] if misread is not None else ():
            self.warning(n + 1, 1, f"read {shown!r} as the number {value}, between the questions numbered "
                                   f"{value - 1} and {value + 1} (a scan's look-alike characters)",
                         hint="check the question's number and where it starts")
        if paged is not None:
            at = sorted([*paged.blanked, *paged.cut])
            shown = format_ranges([(n + 1, n + 1) for n in at], 6)
            self.warning(at[0] + 1, 1, f"{len(at)} lines hold a page's footer, {paged.words!r} and the page's number "
                                       f"(lines {shown}): left out of the questions"
                                       + (f", cut off the end of {len(paged.cut)} line"
                                          f"{'s' if len(paged.cut) > 1 else ''}" if paged.cut else ""),
                         hint="if those words belong to a question, put them back in it")
        self.lines = lines = self._unfenced_choices()
        self.front_title: str | None = None
        self.front: tuple[int, int] | None = None
        #: rows of a cut choice read after a run's last choice: first row -> (run's start, right below it, text)
        self.choice_tails: dict[int, tuple[int, bool, str]] = {}
        self.context_blocks: dict[int, nextcontext.Block] = {}   # indented blocks after a last choice (nextcontext)
        self.late_starts: set[int] = set()   # lettered runs read from a later letter on ("c)", "d)"): said
        self.after_key: set[int] = set()     # runs below an answer line that names a choice above it: said once
        self.indent_kept: set[int] = set()   # a run's last choice at another indent, over the answer line: said
        self.jittered: set[int] = set()      # a run's next letter a column or two off, on the next line (indentjitter)
        self.sibling_heads: set[int] = set()   # headings without a number opening a question (headsiblings)
        self.sibling_labels = 0                # "**Question**:" labels taken off under them
        self._share: tuple[frozenset[int], tuple[int, int]] | None = None   # heads -> (numbered, all): _numbered_share
        self.headers_taken: dict[int, str] = {}   # tagged headers (taggedheaders) opening a question: in the summary
        #: the runs whose question holds an explanation -> whether it starts right below them (choicerows)
        self.explained_at: dict[int, bool] = {}
        #: how the file wraps a choice where the run's next choice proves it: right below it (True), a blank between
        self.wraps_proven: set[bool] = set()
        #: rows read as a choice going on, its run's next choice below them: first row -> the choice's line
        self.rows_between: dict[int, int] = {}
        self.headings: dict[int, tuple[int, str]] = {}
        self.heading_lines: set[int] = set()   # every line of a heading (a setext heading's underline too)
        self.rules: set[int] = set()
        if self.markdown:
            # choices each in a collapsible block, their feedback inside: lettered choices, read line for line
            self.lines, tags_only = details_choices(lines)
            lines = self.lines
            self.blanked |= tags_only
            # the structure markdown-it finds: headings (also setext), rules, front matter
            blocks = read_blocks(lines)
            if blocks.html:
                # questions written in HTML (<h3>1.</h3>, <p><strong>1) ...</strong><br>): read as the Markdown
                # they stand for, line for line; the lines only tags held are accounted for as furniture
                flat, tags_only = flatten(lines, blocks.html, self.fenced)
                self.blanked |= tags_only
                if tags_only or flat != lines:
                    self.lines = lines = flat
                    blocks = read_blocks(lines)
            self.lines = lines = mdchoiceheads.blank_choice_heads(lines, blocks, self.blanked)   # "#### Options"
            self.headings = {i: h for i, h in blocks.headings.items() if not self.fenced[i]}
            self.heading_lines = {i for i in blocks.heading_lines if not self.fenced[i]}
            self.rules = blocks.rules
            self.front, self.front_title = blocks.front_matter, blocks.title
        else:
            for i, line in enumerate(lines):
                if self.fenced[i]:
                    continue
                m = _HEADING.match(line)
                if m:
                    self.headings[i] = (len(m.group(1)), m.group(2))
                    self.heading_lines.add(i)
                elif _RULE.match(line):
                    self.rules.add(i)
        for i, line in enumerate(lines):
            # "__Practice Question__", "**Question**" alone between blank lines: a heading below every other
            m = _BOLD_QUESTION.match(line) if len(line) <= 80 and not self.fenced[i] else None
            if m and i not in self.headings and (i == 0 or not lines[i - 1].strip()) and (
                    i + 1 >= len(lines) or not lines[i + 1].strip()):
                self.headings[i] = (7, m.group(2))
                self.heading_lines.add(i)
        self.heading_order = sorted(self.headings)
        self._furniture = self._find_furniture()
        self.answer_block = self._answer_blocks()
        self.key: dict[int, list[tuple[int, int, list[int]]]] = {}   # answer keys: first line -> entries
        self.by_order: set[int] = set()   # keys (first lines) whose entries answer the questions above in order
        self.key_texts: dict[int, str] = {}   # a key line without a number -> the choice text it repeats
        self.split_lines: set[int] = set()   # lines holding two lettered choices, split (sentencelabels)
        self.skips_said: set[int] = set()    # lines after a skipped letter, said once (skippedlabels)
        self.asides_said: set[int] = set()   # unlabelled items read as a note between two choices, said once
        self.stem_lines: set[int] = set()   # the lines of lists in a question's text above its choices (stemlists)
        self.roman_contexts: list[tuple[int, int]] = []   # Roman lists over a question's line (romancontext)
        self.plain: set[int] = set()   # unmarked lines that are choices: an answer names one of them by its text
        self.indented: set[int] = set()   # of those, the lines only their indentation makes choices
        self.unnumbered: set[int] = set()   # lines opening with a number that is no question's ("2023." wrapped)
        self.bare_boxes: set[int] = set()   # list items that are unticked boxes (Markdown: mdbareboxes)
        self.by_number: dict[int, tuple[int, int, str]] = {}   # choices labelled 1, 2, 3: line -> (indent, n, text)
        self.by_word: dict[int, tuple[int, int, str]] = {}   # choices labelled by words: line -> (indent, place, text)
        self.key_lines: set[int] = set()
        self.numbered_ids: set[str] = set()   # ids that come from the source's own question numbers
        self.unread_answers: set[Pos] = set()  # questions whose answer line could not be read
        self.lone_marked: list[tuple[ImportedQuestion, int, int, int]] = []   # " x" on some choices: (q, at, n)
        self.slotted: set[Pos] = set()   # questions with a blank answer line to fill in ("Your Answer: ____")
        self.deck = ImportedDeck(name="", key="", origin="")
        #: questions with some choices wholly in bold: (question, those choices, the right ones)
        self.bold_marked: list[tuple[ImportedQuestion, list[int], list[int]]] = []
        self.marks: choicemarks.Marks | None = None   # the marks the source puts on its choices, taken off
        self.kinds: dict[int, str] = {}   # id(question) -> the kind of its choices' run
        #: list items wholly in bold ("- **False**"): a file may mark its right choices so
        self.bold_items = sum(1 for i, line in enumerate(lines) if not self.fenced[i] and len(line) <= 2000 and (
            m := _BULLET.match(line)) and _bold_inner(m.group(2)) is not None)

    # -- the line kinds -------------------------------------------------------------------
    def _fences(self) -> list[bool]:
        """Which lines belong to a fenced code block (fence lines included); where each block ends."""
        out = []
        self.fence_ends: dict[int, int] = {}   # opening line -> the index after its closing line
        fence: str | None = None
        opened = 0
        for i, line in enumerate(self.lines):
            if fence is None:
                m = _FENCE_OPENS.match(line)
                if m:
                    fence = m.group(1)
                    opened = i
                out.append(fence is not None)
            else:
                out.append(True)
                if closes_fence(fence, line):
                    fence = None
                    self.fence_ends[opened] = i + 1
        if fence is not None:
            self.fence_ends[opened] = len(self.lines)
        return out

    def _unfenced_choices(self) -> list[str]:
        """The lines with the fences taken off the code blocks that hold only a question's choices ("A. x",
        "B. y"...) and maybe its answer line, as some banks write them to keep their layout: read as text, the
        fence lines as blank lines (accounted for)."""
        lines = self.lines
        for start, end in list(self.fence_ends.items()):
            if lines[start].strip().strip("`~") or end - start < 4 or not closes_fence(
                    lines[start].strip(), lines[end - 1]):
                continue   # a language: code; or not closed
            inner = [j for j in range(start + 1, end - 1) if lines[j].strip()]
            labels = [split_label(lines[j].strip()) for j in inner]
            k = 0
            while k < len(labels) and (split := labels[k]) is not None and split[0] == k and split[1]:
                k += 1
            if k < 2 or not all(_ANSWER.match(lines[j]) for j in inner[k:]):
                continue
            if lines is self.lines:
                lines = list(self.lines)
            for j in range(start, end):
                self.fenced[j] = False
            lines[start] = lines[end - 1] = ""
            self.blanked.update((start, end - 1))
            del self.fence_ends[start]
        return lines

    def _heading(self, i: int) -> tuple[int, str] | None:
        """The heading at line ``i``: its level and text (closing ``#``s removed)."""
        h = self.headings.get(i)
        if h is None:
            return None
        return h[0], h[1].strip().rstrip("#").rstrip()

    def _asking_heading(self, i: int) -> str | None:
        """The text of the heading at line ``i`` when it asks (``### Question: ... which?``, ``### What does x
        do?``): below a question's start, above its choices, it is that question's text, not a section's title."""
        h = self._heading(i)
        if h is None:
            return None
        field = _ASKING_FIELD.match(h[1][:2000])
        text = (field.group(1) if field else h[1]).strip()
        return text if text and (field or text[-1] in "?？؟") else None

    def furniture(self, i: int) -> bool:
        """Page furniture: a rule, a "Back to top" or contents link, front matter; in no question's text."""
        return self._furniture[i]

    def _find_furniture(self) -> list[bool]:
        out: list[bool] = []
        topics: list[int] = []
        linked = set() if self.markdown else topiclinks.topic_lines(self.lines, self.fenced)
        for i, line in enumerate(self.lines):
            if self.fenced[i]:
                out.append(False)
            elif i in linked:
                out.append(True)   # "Sharing content https://...": a section's title and link (topiclinks)
            elif i in self.rules or (self.front is not None and self.front[0] <= i < self.front[1]):
                out.append(True)
            elif len(line) <= 2000 and (m := _SIGN_RULE.match(line)) and not (
                    self.markdown and m.group(1) in _MARKDOWN_SIGNS):
                out.append(True)   # "//////" between a level's questions and the next's: a rule (dboronjeek)
            elif not self.markdown and _LONE_DASH.match(line):
                out.append(True)   # " - " alone between two records of plain text: their separator
            elif _topic_line(line):
                out.append(True)   # "@Programmazione Matematica =====" over a topic's first question (mikyll)
                topics.append(i)
            else:   # a long line is not furniture (and the patterns stay linear on it)
                out.append(len(line) <= 2000 and bool(_ANCHOR_LINKS.match(line) or _BACK_TO_TOP.search(line[:200])
                                                      or _PAREN_FIELD.match(line)))
        if topics:
            self.warning(topics[0] + 1, 1, f"{len(topics)} line(s) of a title then a run of `=`/`-` (this one first) "
                         "read as topic titles over the questions below them, not as question text")
        return out

    def _answer_blocks(self) -> list[bool]:
        """Which lines are inside a ``<details>`` block whose ``<summary>`` is an answer's button ("Answer",
        "Show solution", "Ver respuesta"), not a question."""
        out = [False] * len(self.lines)
        opened: int | None = None
        for i, line in enumerate(self.lines):
            if self.fenced[i] or "<" not in line[:400]:
                continue
            head = line[:400]
            if opened is None and _DETAILS_OPEN.search(head):
                # the summary on the same line or one of the next three
                for k in range(i, min(i + 4, len(self.lines))):
                    if "<summary" in self.lines[k][:400].lower():
                        said = _summary_text(self.lines[k])
                        if said is None or (not ends_with(said, ASKING) and self._under_choices(i)):
                            opened = i   # (right under a question's choices, a summary that asks nothing: its
                        break            # answer's button, "Reveal Correct Answer & Gabarito Comentado (PT-BR)")
            if opened is not None and _DETAILS_CLOSE.search(head):
                for k in range(opened, i + 1):
                    out[k] = True
                opened = None
        return out

    def _under_choices(self, i: int) -> bool:
        """Whether the last line with text above line ``i`` (within 3 lines) is a choice's: a box or a labelled line
        (``- **A**: text``; a plain bullet may be a list of contents)."""
        k = i - 1
        while k >= 0 and i - k <= 3 and not self.lines[k].strip():
            k -= 1
        if k < 0 or not self.lines[k].strip() or self.fenced[k]:
            return False
        line = self.lines[k][:2000]
        return bool(_CHECK.match(line) or _BOX.match(line) or _BULLET_LABEL.match(line))

    def _is_answer(self, i: int) -> re.Match[str] | None:
        if self.fenced[i]:
            return None
        line = self.lines[i]
        if _DETAILS.search(line):  # "<details><summary>Answer</summary>" is the button, not the answer
            return None
        if "<" in line[:400]:
            # "<span class="spoiler">CORRECTA: text</span>": the tags blanked, columns kept
            line = _HTML_TAG.sub(lambda t: " " * len(t.group()), line[:2000])
        return _ANSWER.match(line) or _ANSWER_SENTENCE.match(line[:400]) or (
            _ANSWER_WORDY.match(line) or _ANSWER_ALONE.match(line) or _ANSWER_BRACKETED.match(line)
            if len(line) <= 200 else None)

    def _choice_at(self, i: int) -> tuple[str, _Choice] | None:
        if self.fenced[i] or i in self.key_texts or i in self.stem_lines:
            return None
        if i in self.plain:   # (at its indentation when only that makes it a choice: indentedchoices)
            return "plain", _Choice(i, _indent(self.lines[i]) if i in self.indented else 0, None, None,
                                    [self.lines[i].strip()])
        if i in self.bare_boxes and (m := _BULLET.match(self.lines[i])):   # "- wrong" beside "- [x] right"
            return "check", _Choice(i, len(m.group(1)), None, False, [m.group(2)])
        if i in self.by_number:   # "1) text" ... "Answer: 2": numbers as the labels
            indent, number, text = self.by_number[i]
            return "letter", _Choice(i, indent, number - 1, None, [text])
        if i in self.by_word:     # "true. 正确" / "false. 错误": words as the labels
            indent, place, text = self.by_word[i]
            return "letter", _Choice(i, indent, place, None, [text])
        line = self.lines[i]
        if (alone := lonelabels.over_block(self.lines, self.fenced, i)) is not None:   # "a)" over its code block
            return "letter", _Choice(i, _indent(line), alone, None, [""])
        icon = _ICON_BOX.match(line[:2000])
        if icon:
            return "check", _Choice(i, len(icon.group(1)), None, "check" in icon.group(2), [icon.group(3)])
        quoted = _QUOTED_ITEM.match(line)
        if quoted:
            return "quoted", _Choice(i, len(quoted.group(1)), None, None, [quoted.group(2)])
        if line.lstrip(" \t").startswith(">") and (split := split_label(_unquote(line).strip())) is not None:
            return "letter", _Choice(i, 0, split[0], None, [split[1]])   # "> (B): 32": lettered choices quoted
        m = _CHECK.match(line) or _BOX.match(line)
        if m:
            return "check", _Choice(i, len(m.group(1)), None, m.group(2) != " ", [m.group(3)])
        if (boxed := lonelabels.item_over_block(self.lines, self.fenced, i)) is not None:   # "* **B)**" over a block
            return "letter", _Choice(i, _indent(line), boxed[0], None, [""], bold=boxed[1])
        for kind, pattern in (("letter", _NESTED_ITEM), ("letter", _BULLET_LABEL), ("letter", _LETTERED)):
            m = pattern.match(line)
            if m:
                split = split_label(m.group(2))
                inner = _bold_inner(m.group(2)) if split is None else None
                if inner is not None:
                    split = split_label(inner)
                if split is None and inner is None and (two := sentencelabels.bold_head(m.group(2))) and (
                        (head := split_label(two[0])) is not None and (nxt := split_label(two[1])) is not None
                        and nxt[0] == head[0] + 1):   # "**C. text.** D. text": split by _next_on_line
                    return kind, _Choice(i, len(m.group(1)), head[0], None, [f"**{head[1]}** {two[1]}"])
                if split is None and inner is None and (lead := boldleads.bold_lead(m.group(2))) is not None and (
                        head := split_label(lead[0])) is not None and split_label(lead[1]) is None:
                    # "**D) text.** (a remark)": the bold opens the item with its label: that choice, bold (boldleads)
                    return kind, _Choice(i, len(m.group(1)), head[0], None, [f"{head[1]} {lead[1]}"], bold=True)
                if split is not None:
                    return kind, _Choice(i, len(m.group(1)), split[0], None, [split[1]], bold=inner is not None)
        m = _BULLET.match(line)
        if m and not self._rule(i):
            return "bullet", _Choice(i, len(m.group(1)), None, None, [m.group(2)])
        return None

    def _rule(self, i: int) -> bool:
        """Whether line ``i`` is a thematic break: in Markdown one the structure holds (``- --`` right under
        ``- //`` is the list's item, mdstructure.in_run)."""
        return bool(_RULE.match(self.lines[i])) and (not self.markdown or i in self.rules)

    # -- runs of choices --------------------------------------------------------------------
    def _runs(self, start: int, end: int) -> list[_Run]:
        runs: list[_Run] = []
        i = start
        while i < end:
            found = self._choice_at(i)
            if found is None:
                i += 1
                continue
            kind, first = found
            row = self._row(first) if kind == "letter" else [first]
            shuffled = kind == "letter" and (first.label != 0 or (len(row) == 1 and self._permuted(first, end)))
            run = _Run(kind, i, i + 1, row, shuffled=shuffled)
            after = self._extend(run, end)
            if kind == "letter" and (len(run.choices) < 2 or run.shuffled) and (alone := self._bullet(i)):
                bullets = _Run("bullet", i, i + 1, [alone])
                if self._extend(bullets, end) and len(bullets.choices) > len(run.choices):
                    run, after = bullets, bullets.end   # "• Ж) 0" among "• x": a bullet, the label its text's
            if run.shuffled and sorted(c.label or 0 for c in run.choices) != list(range(len(run.choices))) and (
                    not self._late_start(run)):
                i += 1   # "B. text" with no "A." among its siblings: not a run of choices
                continue
            i = after
            runs.append(run)
        return runs

    def _late_start(self, run: _Run) -> bool:
        """Whether a lettered run that starts at a later letter is still its question's choices (said at the run's
        line, ``late_starts``): labels in order from there (``**c) tak**``, ``d) nie``), two at least, right under a
        heading (blank lines between), one only in bold, the mark of the right one, in a file that marks so."""
        labels = [c.label for c in run.choices]
        first = labels[0]
        if (run.kind != "letter" or len(labels) < 2 or first is None or first == 0
                or labels != list(range(first, first + len(labels))) or sum(c.bold for c in run.choices) != 1):
            return False
        j = run.start - 1
        while j >= 0 and not self.lines[j].strip():
            j -= 1
        if j < 0 or self._heading(j) is None:
            return False
        self.late_starts.add(run.start)
        return True

    def _permuted(self, first: _Choice, end: int) -> bool:
        """Whether the lettered choices from ``first`` on, one a line at its indent with blank lines only between, carry
        the first labels of their alphabet each once but out of order (``a``, ``d``, ``b``, ``c``: the right one moved
        up): one run whose labels were shuffled, not a run cut at its second label."""
        if first.label is None:
            return False
        labels = [first.label]
        j = first.line + 1
        while j < end and len(labels) <= _MOST_PERMUTED:
            if not self.lines[j].strip():
                j += 1
                continue
            found = self._choice_at(j)
            if found is None or found[0] != "letter" or found[1].indent != first.indent or found[1].label is None or (
                    found[1].label in labels):
                break
            labels.append(found[1].label)
            j += 1
        return len(labels) >= 3 and sorted(labels) == list(range(len(labels))) and labels != sorted(labels)

    def _row(self, first: _Choice) -> list[_Choice]:
        """A lettered choice and the choices written beside it on its line (``A) x   B) y   C) z``: mdchoicerow)."""
        texts = mdchoicerow.row(self.lines[first.line]) if first.label == 0 and len(first.text) == 1 and (
            not self._lone_letter(first.line)) else None   # ("a) x b) y" over "A) only a and b": statements)
        return [replace(first, label=k, text=[t]) for k, t in enumerate(texts)] if texts else [first]

    def _next_on_line(self, run: _Run) -> _Choice:
        """The run's last choice, split where its line holds the run's next label after a sentence end
        (``C. ... project. D. ...``, ``**C. ...** D. ...``, ``C. ... **D. ...**``: sentencelabels); the last."""
        current = run.choices[-1]
        while run.kind == "letter" and not run.shuffled and current.label is not None and len(current.text) == 1 \
                and current.label >= 1 and (form := _LABEL_FORM.match(self.lines[current.line][:40])) is not None \
                and form.group(1) == letter(current.label) and (
                    two := sentencelabels.split(current.text[0], current.label + 1, form.group(2))) is not None \
                and not self._labelled_below(current.line, letter(current.label + 1) + form.group(2)):
            current.text[0], current.bold = two[0], two[1] or current.bold
            current = _Choice(current.line, current.indent, current.label + 1, None, [two[2]], bold=two[3])
            run.choices.append(current)
            self.split_lines.add(current.line)
        return current

    def _labelled_below(self, i: int, label: str) -> bool:
        """Whether the next line after ``i`` with text opens with ``label`` (``D.``) in a choice's form: the run's own
        next choice is there, so a ``. D. `` inside line ``i`` is the choice's text (``e.g. A. Smith``)."""
        j = next((j for j in range(i + 1, min(len(self.lines), i + 4)) if self.lines[j].strip()), None)
        form = _LABEL_FORM.match(self.lines[j][:40]) if j is not None else None
        return form is not None and form.group(1) + form.group(2) == label

    def _bullet(self, i: int) -> _Choice | None:
        """The line at ``i`` as a bulleted choice, its text whole (a label after the bullet kept), if it is one."""
        m = _BULLET.match(self.lines[i])
        if m is None or self._rule(i) or self.fenced[i] or i in self.key_texts:
            return None
        return _Choice(i, len(m.group(1)), None, None, [m.group(2)])

    def _next_label(self, run: _Run, found: _Choice) -> bool:
        """Whether ``found`` is the run's next lettered choice: the next label, or in a shuffled run a new one; over
        one skipped letter, in the run's form, when the run goes on in order after it (``skippedlabels``)."""
        if run.shuffled:
            return found.label is not None and found.label not in {c.label for c in run.choices}
        labels = [c.label for c in run.choices]
        if found.label == skippedlabels.expected(labels):
            return True
        return (len(labels) >= 2 and skippedlabels.in_order(labels) and found.label == len(labels) + 1
                and self._goes_on(run.choices[-1], found))

    def _goes_on(self, last: _Choice, found: _Choice) -> bool:
        """Whether ``found``, a letter after the run's next, is written as the run's ``last`` choice is and the run
        goes on in order after it, in that form, at the same spacing (``skippedlabels``)."""
        shape = skippedlabels.form(self.lines[last.line])
        if shape is None or shape != skippedlabels.form(self.lines[found.line]):
            return False
        j = found.line + (found.line - last.line)
        after = self._choice_at(j) if j < len(self.lines) else None
        return (after is not None and after[0] == "letter" and after[1].label == (found.label or 0) + 1
                and after[1].indent == found.indent and skippedlabels.form(self.lines[j]) == shape
                and all(not self.lines[k].strip() for k in range(found.line + 1, j))
                == all(not self.lines[k].strip() for k in range(last.line + 1, found.line)))

    def _extend(self, run: _Run, end: int) -> int:
        """Take the choices and their continuation lines after the run's first line; the index after it."""
        current = run.choices[-1]
        i = current.line + 1
        last = i
        while i < end:
            line = self.lines[i]
            if not line.strip() or (line.strip() == ">" and self.lines[current.line].lstrip(" \t").startswith(">")):
                i += 1   # (an empty quoted line between quoted choices)
                continue
            fence_end = self._fence_after_choice(run, i, end)
            if fence_end is not None:  # "- [ ] A" and its code block below it, unindented
                current.text.extend([""] * (i - last) + self.lines[i:fence_end])
                current.fenced_below = True
                i = last = fence_end
                continue
            found = self._choice_at(i)
            if found is not None and found[0] == "bullet" and _EXPLAINING.match(found[1].text[0][:200]):
                break   # "•<TAB>Explanation:" among the bullets: the choices end, their explanation starts
            if run.kind == "bullet" and found is not None and found[0] == "letter" and (alone := self._bullet(i)):
                found = "bullet", alone          # a bullet's text that starts as a label: among bullets, its text
            if (found is not None and run.kind == "letter" and not run.shuffled and found[0] == "letter"
                    and found[1].indent == current.indent and found[1].label == len(run.choices) + 1
                    and len(current.text) == 1 and (glued := _glued_choice(current.text[0], len(run.choices)))):
                # "- A) To submit jobs - B) To create an array": two choices on one line
                current.text[0] = glued[0]
                current = _Choice(current.line, current.indent, len(run.choices), None, [glued[1]])
                run.choices.append(current)
            if found is not None and found[0] == run.kind and found[1].indent == current.indent and (
                    run.kind != "letter" or self._next_label(run, found[1])):
                current = found[1]
                run.choices.append(current)
                if run.kind == "letter" and not run.shuffled and i not in self.skips_said and skippedlabels.skip_at(
                        [c.label for c in run.choices]) == len(run.choices) - 1:
                    self.skips_said.add(i)   # "A." "B." "D.": one letter skipped, said once (skippedlabels)
                    self.warning(i + 1, 1, f"the choices' labels skip {letter(len(run.choices) - 1)}: the choices "
                                           "are read in the file's order, an answer by letter names the choice "
                                           "labelled so", hint="check this question's choices and answer")
                current = self._next_on_line(run)   # "C. ... project. D. ...": two choices (sentencelabels)
                if len(run.choices) > 2 and run.choices[-2].line == run.choices[-3].line and not run.shuffled and (
                        texts := mdchoicerow.row(line, len(run.choices) - 1)) and len(current.text) == 1:
                    # "A. x   B. y   C. z" over "D. w   E. v": the row goes on (mdchoicerow)
                    run.choices[-1:] = [replace(current, label=current.label + k if current.label is not None else
                                                None, text=[t]) for k, t in enumerate(texts)]
                    current = run.choices[-1]
            elif (found is not None and i == last and run.kind == "letter" == found[0] and not run.shuffled
                  and len(run.choices) >= 2 and found[1].label == len(run.choices) and self._answer_below(i, end)
                  and _written_as_choice(line, found[1], run.choices)):
                # "    A." .. "    D.", then "E.  text" at the margin, then "ans: B": the run's next letter right
                # under its last choice and over its answer line is its last choice, whatever its indent (said)
                self.indent_kept.add(i)
                current = found[1]
                run.choices.append(current)
            elif (found is not None and i == last and run.kind == "letter" == found[0] and not run.shuffled
                  and indentjitter.jitters(current.indent, found[1].indent, _TEXT_COLUMN)
                  and found[1].label == len(run.choices) and _written_as_choice(line, found[1], run.choices)):
                # "*a) True" / " b) False": the run's next letter on the very next line, one space off (indentjitter)
                self.jittered.add(i)
                current = found[1]
                run.choices.append(current)
            elif i > last and self._context_after(run, current, i, last, end):
                break   # an indented block after the run's last choice that opens the next question (nextcontext)
            elif _indent(line) > current.indent and (self.fenced[i] or not self._starts_something(i)) and (
                    i == last or not self.markdown or self.fenced[i] or _indent(line) >= current.indent + _TEXT_COLUMN):
                # a continuation: indented under the choice (a code block, a second paragraph); after a blank line
                # in Markdown, only as deep as the choice's text (" Ian runs ...", one space in: a paragraph of its own)
                current.text.extend([""] * (i - last - 1 if i - last > 1 else 0))
                current.text.append(line)
            elif (quoted := self._quote_between(run, current, i, end)) is not None:
                # "- __git init__", "> Alternativa correta! ...", "- git repository init": the quote is its note
                current.note = [self.lines[k].strip().lstrip(">").strip() for k in range(i, quoted)]
                i = last = quoted
                continue
            elif i == last and run.kind == "letter" and self._wraps(run, i):
                current.text[-1] = f"{current.text[-1].rstrip()} {line.strip()}"   # its paragraph's next line
            elif i == last and i in self.unnumbered and current.text and not current.fenced_below:
                current.text[-1] = f"{current.text[-1].rstrip()} {line.strip()}"   # "2023." a choice's row, no number
            elif i == last and current.text and not current.fenced_below and (
                    rows := self._rows_after(run, current, i, end)) is not None:
                # "c) ... at a low cost", "of upkeep, ...", "d) ...": rows without a label going on (choicerows)
                current.text[-1] = choicerows.joined(current.text[-1], self.lines[i:rows])
                i = last = rows
                continue
            elif i != last and current.text and not current.fenced_below and (
                    wrapped := self._wrapped_over(run, current, i, end)) is not None:
                # "A) obras producidas por autores", blank, "que comparten una época.": one choice (choiceparagraphs)
                if not wrapped[2]:   # after the run's last choice: weighed over the file (_weigh_tails)
                    self.choice_tails[i] = (run.start, False, " ".join(wrapped[0]))
                else:
                    self.wraps_proven.add(False)
                current.text[-1] = choicerows.joined(current.text[-1], wrapped[0])
                i = last = wrapped[1]
                continue
            elif (run.kind == "letter" and i == last and found is not None and found[0] == "bullet"
                  and found[1].indent == current.indent and i + 1 < end
                  and (after := self._choice_at(i + 1)) is not None and after[0] == "letter"
                  and after[1].indent == current.indent and after[1].label == len(run.choices)):
                # "C) x", "* *(also y)*", "D) z": one unlabelled item between two letters that follow each other is
                # an aside of the choice above (its note), not the run's end (said)
                current.note.append(found[1].text[0].strip())
                if i not in self.asides_said:
                    self.asides_said.add(i)
                    self.warning(i + 1, 1, f"an item without a label between the choices {letter(len(run.choices) - 1)}"
                                 f" and {letter(len(run.choices))} read as a note of {letter(len(run.choices) - 1)}",
                                 hint="check that it is no choice; give it a label if it is")
            else:
                break
            i += 1
            last = i
        run.end = last
        return last

    def _answer_below(self, i: int, end: int) -> bool:
        """Whether the next line with text below line ``i`` (before ``end``) is an answer line."""
        j = next((j for j in range(i + 1, end) if self.lines[j].strip()), None)
        return j is not None and self._is_answer(j) is not None

    def _context_after(self, run: _Run, current: _Choice, i: int, last: int, end: int) -> bool:
        """Whether an indented block at line ``i`` (blank lines above it, the choice's lines end at ``last``) after the
        run's last choice is the next question's context (recorded); a block that stays the choice's text is
        recorded to be said."""
        if not self.markdown or _indent(self.lines[last - 1]) > current.indent:
            return False   # (a block already begun under the choice)
        found = nextcontext.block_after_last(
            self.lines, i, end, current.line, any(len(c.text) > 1 for c in run.choices[:-1]),
            lambda j: (f := self._choice_at(j)) is not None and f[0] == run.kind and f[1].indent == current.indent,
            lambda j: bool(self._numbered_line(self.lines[j])) or j in self.heading_lines)
        if found is not None:
            self.context_blocks.setdefault(i, found)
        return found is not None and found.to_next

    def _quote_between(self, run: _Run, current: _Choice, i: int, end: int) -> int | None:
        """The line after a block quote that starts at line ``i``, under the run's choice ``current`` (itself no
        quote) and over the run's next choice; None when no such quote is there."""
        if not _QUOTE_LINE.match(self.lines[i]) or self.fenced[i] or _QUOTE_LINE.match(self.lines[current.line]):
            return None
        j = i
        while j < end and (_QUOTE_LINE.match(self.lines[j]) or not self.lines[j].strip()) and not self.fenced[j]:
            j += 1
        found = self._choice_at(j) if j < end else None
        if found is None or found[0] != run.kind or found[1].indent != current.indent or (
                run.kind == "letter" and not self._next_label(run, found[1])):
            return None
        return max(k for k in range(i, j) if self.lines[k].strip()) + 1

    def _wraps(self, run: _Run, i: int) -> bool:
        """Whether line ``i``, right below the run's last choice, goes on with its text (Markdown: ``mdwrapped``)."""
        return False

    def _wrapped_over(self, run: _Run, current: _Choice, i: int, end: int) -> tuple[list[str], int, bool] | None:
        """The paragraphs from line ``i`` (after a blank line) that go on with the run's last choice ``current``, the
        index after them and whether the run's next choice follows them (``choiceparagraphs``)."""
        def is_next(j: int) -> bool:   # the run's next label in order (in a shuffled run, any new one is no sign;
            found = self._choice_at(j)  # nor is a bullet: a question's text may stand between two lists)
            return found is not None and found[0] == run.kind == "letter" and found[1].indent == current.indent and (
                not run.shuffled and found[1].label == len(run.choices))
        return choiceparagraphs.continued(self.lines, i, end, current.text[-1], is_next, self._part_at)

    def _part_at(self, j: int) -> bool:
        """Whether line ``j`` is something a reader takes as a part: code, a heading, an answer, a numbered line, a
        choice."""
        return (self.fenced[j] or j in self.heading_lines or self._starts_something(j)
                or (bool(self._numbered_line(self.lines[j])) and j not in self.unnumbered)
                or self._choice_at(j) is not None)

    def _rows_after(self, run: _Run, current: _Choice, i: int, end: int) -> int | None:
        """The index after the rows from line ``i`` (right below the run's last choice ``current``, no blank line
        between) that go on with its text, else None (``choicerows``): rows the run's next choice follows, or the
        rows of a cut sentence after the run's last choice (recorded, weighed over the file: ``_weigh_tails``)."""
        def is_next(j: int) -> bool:
            found = self._choice_at(j)
            if found is None or found[1].indent != current.indent:
                return False
            if run.kind == "bullet" and found[0] == "letter" and (alone := self._bullet(j)):
                found = "bullet", alone
            return found[0] == run.kind and (run.kind != "letter" or self._next_label(run, found[1]))
        # the line as written ("**A) x**": its bold closes it) when the choice is one line
        written = self.lines[current.line] if len(current.text) == 1 else current.text[-1]
        following = choicerows.between(self.lines, i, end, written, is_next, self._part_at, run.kind == "letter")
        if following is not None:
            self.wraps_proven.add(True)
            self.rows_between[i] = current.line
            return following
        after = choicerows.tail_rows(self.lines, i, end, current.text[-1], self._part_at)
        if after is not None:
            self.choice_tails[i] = (run.start, True, " ".join(line.strip() for line in self.lines[i:after]))
        return after

    def _weigh_tails(self, deck: ImportedDeck) -> None:
        """The rows of a cut choice after a run's last choice, read as its text: kept so when the file's other
        questions hold no text in that place (right below their choices, or a blank line below), else read as the
        question's explanation; a warning at the row either way (``choicerows.tail_kept``)."""
        held = {start for start, _, _ in self.choice_tails.values()}
        for adjacent in (True, False):
            tails = sorted((i, start, text) for i, (start, near, text) in self.choice_tails.items() if near == adjacent)
            if not tails:
                continue
            explained = sum(1 for start, near in self.explained_at.items() if near == adjacent and start not in held)
            found: list[tuple[int, ImportedQuestion, int, str]] = []   # (row, question, choice, its text)
            for i, _, text in tails:
                q = next((q for q in deck.questions if any(a <= i + 1 <= b for a, b in q.lines)), None)
                k = next((k for k, c in enumerate(q.choices) if c.text.endswith(text)), None) if q else None
                if q is not None and k is not None:
                    found.append((i, q, k, text))
            kept = choicerows.tail_kept(len(found), explained, len(deck.questions) - len(found),
                                        adjacent in self.wraps_proven)
            for i, q, k, text in found:
                label = chr(ord("A") + k) if k < 26 else str(k + 1)
                if kept:
                    why = ("the file wraps other choices so" if adjacent in self.wraps_proven else
                           "no other question has text in that place")
                    self.warning(i + 1, 1, f"line {i + 1} is read as choice {label}'s text going on (its sentence is "
                                           f"cut there, and {why})",
                                 hint="if it is the question's explanation, end the choice's sentence or give it "
                                      "the file's explanation label")
                    continue
                choice = q.choices[k]
                choice.text = choice.text[:len(choice.text) - len(text)].rstrip()
                q.explanation = "\n\n".join(filter(None, [text, q.explanation]))
                why = ("many questions hold such a row there: a part the file repeats" if len(found) > 1 and not
                       choicerows.rare(len(found), len(deck.questions) - len(found)) else
                       "the file's other questions hold theirs there")
                self.warning(i + 1, 1, f"line {i + 1} is read as the question's explanation ({why}); but it reads "
                                       f"like choice {label}'s text going on (the choice's sentence is cut, the line "
                                       "opens with a small letter)",
                             hint="if it is the choice's, join it to the choice's line")

    def _fence_after_choice(self, run: _Run, i: int, end: int) -> int | None:
        """The index after a code block at ``i`` that belongs to the choice above it, else None.

        Some banks write a choice's code unindented under it: it belongs to the choice when
        another choice of the run follows it, or when every choice so far had one.
        """
        if i not in self.fence_ends or _indent(self.lines[i]) > run.choices[-1].indent:
            return None
        k = min(self.fence_ends.get(i, end), end)
        if i == run.choices[-1].line + 1 and run.choices[-1].text == [""]:
            return k   # "D." alone, its code block right under it (lonelabels): the choice's text
        after = k
        while after < end and not self.lines[after].strip():
            after += 1
        found = self._choice_at(after) if after < end else None
        if found is not None and found[0] == run.kind and found[1].indent == run.choices[-1].indent and (
                self._next_label(run, found[1]) if run.kind == "letter" else
                len(run.choices) == 1 or any(c.fenced_below for c in run.choices[:-1]) or self._loose(run)):
            return k   # (a tight list of unlabelled choices with no code so far: the code after it opens the next
                       # question, as Markdown ends a list at code that is not indented under it)
        if len(run.choices) > 1 and any(c.fenced_below for c in run.choices[:-1]):
            return k
        return None

    def _loose(self, run: _Run) -> bool:
        """Whether blank lines stand between the run's choices (a loose list, or no list: ``[ ] x`` paragraphs)."""
        return any(not self.lines[j].strip() for a, b in itertools.pairwise(run.choices)
                   for j in range(a.line + 1, b.line))

    @functools.cached_property
    def _question_fields(self) -> int:
        """How many lines of the file open with a question's field label (``**Question:** text``), out of code."""
        return sum(1 for i, line in enumerate(self.lines) if not self.fenced[i] and _QUESTION_FIELD.match(line[:2000]))

    @functools.cached_property
    def _text_labels(self) -> int:
        """How many lines of the file are only a question's field label, its text below (``**Question:**``)."""
        return sum(1 for i, line in enumerate(self.lines) if not self.fenced[i] and _TEXT_LABEL.match(line[:200]))

    def _starts_something(self, i: int) -> bool:
        return bool(self._heading(i) or self._is_answer(i))

    # -- segments ---------------------------------------------------------------------------
    # -- where questions start ----------------------------------------------------------------
    def _starts(self) -> tuple[list[int], dict[int, str]]:
        """Question starts (line indices) and the id their heading or number gives.

        Headings decide first, level by level: a heading with one question under it (a body and
        its choices) is that question; a heading with several, or none, is a title or a section.
        Between headings, numbered lines (``12.``, ``Q12)``) start questions, and a list of choices
        that no numbered line claims takes the paragraph above it as its question, so numbered and
        unnumbered questions may mix.
        """
        self._answer_keys()
        self.plain = self._plain_choices()
        self.by_number = self._number_choices()
        self.by_word = _word_choices(self.lines, self.fenced)
        # "Consider the following statements:" over "1) ...", "2) ...", then the ask and "a) 1 only": the question's
        # text (numberedchoices), not questions numbered 1, 2; in Markdown too
        self.stem_lines = self._stem_lists() | numberedchoices.stem_lines(self.lines) | \
            _roman_statements(self.lines, self.fenced) | self._listing_lines() | self._roman_contexts()
        found = self._with_contexts(self._without_odd_headings(self._span(0, len(self.lines))))
        starts = [s.line for s in found if s.kind != "bare"]
        ids = {s.line: s.id for s in found if s.id is not None and s.kind != "bare"}
        if len(found) == 1 and found[0].kind == "paragraph":
            top = self._lone_question_top(found[0].line)
            if top is not None:
                starts = [top]
        return starts, ids

    def _listing_lines(self) -> set[int]:
        """The lines numbered one after another inside a question in the other sign than the questions' (a code
        listing's line numbers, ``3.`` .. ``15.`` under ``11)``; listingnumbers): its text, said at each run."""
        runs = listingnumbers.listings(self.lines, self.fenced)
        if runs:
            first, more = runs[0], len(runs) - 1
            self.warning(first.start + 1, 1, f"lines {first.start + 1}-{first.end + 1} are numbered {first.first} to "
                                             f"{first.last} one under the other, in another style than the questions' "
                                             "numbers, lettered choices below them: read as the question's text (a "
                                             "listing's line numbers, a list of statements), not as questions"
                                             + (f" (and {more} more such runs: lines "
                                                + ", ".join(f"{r.start + 1}-{r.end + 1}" for r in runs[1:]) + ")"
                                                if more else ""),
                         hint="check those questions' text and choices")
        return {j for run in runs for j in range(run.start, run.end + 1)}

    def _roman_contexts(self) -> set[int]:
        """The lists numbered I, II, III right over a question's numbered line (``I. Blaze Powder`` .. ``III. ...``
        over ``22. Which ...?``; romancontext): text, not a question; moved into that question once read."""
        self.roman_contexts = romancontext.contexts(self.lines, self.fenced)
        return {j for a, b in self.roman_contexts for j in range(a, b + 1)}

    def _stem_lists(self) -> set[int]:
        """The lines of lists in a question's text right above its choices, bulleted or lettered in another form than
        the file's choices (``stemlists``): text, not choices."""
        tails, proven = dict(self.choice_tails), set(self.wraps_proven)   # (a look only: nothing recorded)
        runs = [stemlists.Listed(r.start, r.end, tuple(c.line for c in r.choices),
                                 stemlists.form(self.lines[r.start]) if r.kind == "letter" else
                                 stemlists.BOXES if r.kind == "check" else
                                 ("bullet", self.lines[r.start].strip()[:1], "", False))
                for r in self._runs(0, len(self.lines)) if len(r.choices) >= 2 and (
                    (r.kind == "letter" and not r.shuffled and r.choices[0].label == 0)
                    or r.kind in ("bullet", "check"))]
        self.choice_tails, self.wraps_proven = tails, proven
        roman = [bool(_ROMAN_ITEM.match(line)) for line in self.lines]   # ("i. The SDLC": a statement, no choice)
        found = stemlists.in_stems(
            self.lines, runs, lambda j: roman[j] or not (self._part_at(j) or self.furniture(j)),
            lambda j: roman[j] or not (self.fenced[j] or self._heading(j) or self._is_answer(j) or self._choice_at(j)))
        return {j for run in found for j in range(run.start, run.end)}

    def _with_contexts(self, found: list[_Start]) -> list[_Start]:
        """A question that starts at a heading that only says "Question", right after a heading of the same level
        that only says "Scenario" (or "Context", "Case study"...) over prose: the question starts at the scenario,
        whose prose is its first part."""
        for s in found:
            h = self._heading(s.line) if s.kind == "heading" else None
            if h is None or not (_TEXT_HEADING.match(h[1]) or _QUESTION_LABEL.match(h[1])):
                continue
            k = bisect.bisect_left(self.heading_order, s.line) - 1
            p = self.heading_order[k] if k >= 0 else None
            ph = self._heading(p) if p is not None else None
            if (p is None or ph is None or p not in self.section_lines or not _CONTEXT_LABEL.match(ph[1])
                    or self.headings[p][0] != self.headings[s.line][0]):
                continue
            if any(self.fenced[j] or self._is_answer(j) or self._choice_at(j) for j in range(p + 1, s.line)):
                continue
            self.section_lines.discard(p)
            s.line = p
        return found

    def _without_odd_headings(self, found: list[_Start]) -> list[_Start]:
        """The starts without the headings that only look like questions in a bank whose questions are
        another kind: where at least five questions and four in five have answered choices of one kind
        (``- [x]``, ``A.``), a heading that asks nothing (no number, no "?") over a plain bullet list
        with no answer is a section of the page ("## Requirements", its bullets), not a question;
        so is a paragraph that asks nothing ("Learn about topics, such as:") over such a list."""
        bounds = [s.line for s in found if s.kind != "bare"] + [len(self.lines)]
        kinds: list[tuple[str, bool] | None] = []
        for s in found:
            if s.kind == "bare":
                kinds.append(None)
                continue
            nxt = bounds[bisect.bisect_right(bounds, s.line)]
            run = self._pick(self._runs(s.line + 1, nxt), s.line, nxt)
            kinds.append((run.kind, self._answered(run, nxt)) if run else None)
        answered = [k[0] for k in kinds if k and k[1]]
        if len(answered) < 5:
            return found
        main = collections.Counter(answered).most_common(1)[0][0]
        if main == "bullet" or answered.count(main) * 5 < len([k for k in kinds if k]) * 4:
            return found
        out = []
        for s, k in zip(found, kinds, strict=True):
            if k is None or k[0] != "bullet" or k[1]:
                out.append(s)
            elif s.kind == "heading" and not self._heading_asks(s.line):
                self.section_lines.add(s.line)
            elif s.kind not in ("paragraph", "numbered") or self._asks(s.line, "?？؟"):
                out.append(s)
            elif any(t.kind != "bare" for t in out):   # among the questions: say so
                self.warning(s.line + 1, 1, f"line {s.line + 1} and the list under it look like a question, but "
                                            "are read as part of the question before: the list has no answer, "
                                            f"unlike the other questions' ({main} choices)",
                             hint="if it is a question, give it an answer")
        return out

    def _number_choices(self) -> dict[int, tuple[int, int, str]]:
        """Lines numbered 1, 2, 3... right above an answer line that names one by its number ("Answer: 2",
        "정답 : (3)"): choices labelled by numbers, line -> (indent, number, text). Nothing else makes a
        numbered list choices (it is a question's number, or a list in a text)."""
        self.by_number = {}
        out: dict[int, tuple[int, int, str]] = {}
        for i in range(len(self.lines)):
            m = self._is_answer(i)
            if m is None or not _NUMBER_ANSWER.match(m.group(1).strip()):
                continue
            found: list[tuple[int, int, int, str]] = []
            j = i - 1
            while j >= 0 and i - j <= 60 and not self.fenced[j]:
                line = self.lines[j]
                item = _NUMBER_CHOICE.match(line) if line.strip() else None
                if line.strip() and item is None:
                    break
                if item is not None:
                    found.append((j, len(item.group(1)), int(item.group(2)), item.group(3)))
                    if int(item.group(2)) == 1:
                        break
                j -= 1
            found.reverse()
            if (len(found) >= 2 and [n for _, _, n, _ in found] == list(range(1, len(found) + 1))
                    and len({ind for _, ind, _, _ in found}) == 1):
                for j, indent, number, text in found:
                    out[j] = (indent, number, text)
        # "**Options**" and a list numbered 1, 2, 3 right below it: the choices, labelled by their numbers
        for i, line in enumerate(self.lines):
            if self.fenced[i] or len(line) > 80 or not _LABEL_LINE.match(line):
                continue
            listed: list[tuple[int, int, int, str]] = []
            j = i + 1
            while j < len(self.lines) and not self.fenced[j] and (item := _NUMBER_CHOICE.match(self.lines[j])):
                listed.append((j, len(item.group(1)), int(item.group(2)), item.group(3)))
                j += 1
            if len(listed) >= 2 and [n for _, _, n, _ in listed] == list(range(1, len(listed) + 1)):
                for j, indent, number, text in listed:
                    out.setdefault(j, (indent, number, text))
        return out

    def _plain_choices(self) -> set[int]:
        """Lines without a mark or label that are choices: the two to eight short lines (or
        one-line paragraphs) right above an answer line that names one of them by its text
        ("CORRECTA: Escuelas taller."), with a blank line between them and the question's line
        above (numbered, a heading, or ending in "?" or ":"). Nothing else makes bare lines choices."""
        out: set[int] = set()
        for i in range(len(self.lines)):
            m = self._is_answer(i)
            if m is None or answer_letters(m.group(1).strip()) is not None or self._choice_at(i):
                continue
            value = m.group(1).strip()
            # choices may end in "?" themselves: the numbered line above first, else the line ending in "?" or ":"
            found = self._plain_above(i, value, soft=False) or self._plain_above(i, value, soft=True) if value else []
            out.update(found)
        out.update(self._plain_marked())
        self.indented = indentedchoices.find(   # "  ¿Qué…?" over "    1920": indentation alone, as labelled runs
            self.lines, lambda j: self._choice_at(j) is not None,
            lambda j: ends_with(self.lines[j], ASKING_OR_ANNOUNCING),
            lambda j: bool(self.fenced[j] or self._heading(j) or self._is_answer(j) is not None or self.furniture(j)))
        out.update(self.indented)
        if self.marks is not None:
            out.update(self._plain_with_marks(self.marks))
        return out

    def _plain_with_marks(self, marks: choicemarks.Marks) -> set[int]:
        """Unlabelled lines that are choices because the file's mark is on one of them ("++++text"): the
        paragraph around a marked line, two to sixteen lines of the same indentation, below a line that asks."""
        out: set[int] = set()
        for i in sorted(marks.right | marks.wrong):
            if i in out or self.fenced[i] or self._choice_at(i) or self._heading(i):
                continue
            width = _indent(self.lines[i])

            def sibling(j: int, width: int = width) -> bool:
                line = self.lines[j]
                return bool(line.strip()) and not self.fenced[j] and _indent(line) == width and not (
                    self._heading(j) or self._is_answer(j) or self._choice_at(j) or self.furniture(j))

            top = i
            while top > 0 and sibling(top - 1):
                top -= 1
            bottom = i
            while bottom + 1 < len(self.lines) and sibling(bottom + 1):
                bottom += 1
            if top > 0 and self.lines[top - 1].strip():
                continue   # the paragraph runs on from the line above: its question is in it
            if 2 <= bottom - top + 1 <= 16 and not any(self._asks(j) for j in range(top, bottom + 1)):
                out.update(range(top, bottom + 1))
        return out

    def _plain_marked(self) -> set[int]:
        """Unmarked lines that are choices because the right ones say so at their end: below a line that
        announces them ("Responses", "Options:"), two to sixteen lines, one or more ending in " - correct",
        as course platforms export them. Nothing else between them but blank lines."""
        out: set[int] = set()
        blocks: list[list[int]] = []
        for i, line in enumerate(self.lines):
            if self.fenced[i] or len(line) > 80 or not _LABEL_LINE.match(line):
                continue
            found: list[int] = []
            j = i + 1
            blanks = 0
            while j < len(self.lines) and len(found) <= 16 and blanks < 2:
                text = self.lines[j].strip()
                if not text:
                    blanks += 1
                    j += 1
                    continue
                if (self.fenced[j] or self._heading(j) or self._is_answer(j) or self._choice_at(j)
                        or self._numbered_line(self.lines[j]) or _NUMBER_ALONE.match(self.lines[j])
                        or _LABEL_LINE.match(self.lines[j]) or self.furniture(j)):
                    break
                found.append(j)
                blanks = 0
                j += 1
            if 2 <= len(found) <= 16:
                blocks.append(found)
        said = [b for b in blocks if any(_SAYS_RIGHT.search(self.lines[k]) for k in b)]
        # where most blocks say their right choice, one that says none is a question without an answer
        for found in blocks if len(said) >= 3 and len(said) * 4 >= len(blocks) * 3 else said:
            out.update(found)
        return out

    def _plain_above(self, i: int, value: str, soft: bool) -> list[int]:
        """The lines above answer line ``i`` that are its choices (see ``_plain_choices``), or []."""
        found: list[int] = []
        j = i - 1
        stop = None
        while j >= max(0, i - 200) and len(found) <= 8:
            line = self.lines[j]
            if not line.strip() or (not found and _HTML_ONLY.match(line)):
                j -= 1    # blank lines; the answer block's opening tag: "<div class="spoiler">"
                continue
            text = line.strip().rstrip("\\").rstrip()
            if (self.fenced[j] or self.furniture(j) or self._heading(j) or self._is_answer(j)
                    or self._choice_at(j) or _HTML_ONLY.match(line) or text.startswith("<") or len(text) > 2000
                    or self._numbered_line(line) or (soft and ends_with(text, ASKING_OR_ANNOUNCING))):
                stop = j
                break
            found.append(j)
            j -= 1
        if stop is None or not 2 <= len(found) <= 8 or found[-1] - stop < 2 or not self._is_question_line(stop):
            return []   # no question line above, or the question's own text runs into the lines
        if sum(1 for k in found if _same(self.lines[k].strip().rstrip("\\"), value)) == 1:
            return found
        return []

    def _is_question_line(self, j: int) -> bool:
        line = self.lines[j]
        return bool(self._numbered_line(line) or self._heading(j) or ends_with(line.strip(), ASKING_OR_ANNOUNCING))

    def _lone_question_top(self, start: int) -> int | None:
        """Where the one question of a file without headings starts, when the prose above its last
        paragraph is more of its text (a quiz tool's one-question file: a sentence, a blank line,
        the question): the file's first line reads as a sentence, not a title. None otherwise."""
        if self.front_title or self.key_lines or any(i < start for i in self.headings):
            return None
        first = next((i for i in range(self.front[1] if self.front else 0, start)
                      if self.lines[i].strip() and not self.furniture(i) and not _HTML_ONLY.match(self.lines[i])),
                     None)
        if first is None:
            return None
        line = shown_end(self.lines[first].strip())
        if not line.endswith((".", "?", "!", ":", "。", "？", "！", "：", "؟")) or len(line.split()) < 4:
            return None   # "Quiz 3": a title above the question
        if any(self._choice_at(i) or self._is_answer(i) for i in range(first, start)):
            return None
        return first

    def _candidate_headings(self, a: int, b: int) -> list[int]:
        lo = bisect.bisect_left(self.heading_order, a)
        hi = bisect.bisect_left(self.heading_order, b)
        out = []
        for i in self.heading_order[lo:hi]:
            h = self._heading(i)
            assert h is not None
            if self._is_answer(i) or i in self.key_lines or _PART_LABEL.match(h[1]):
                continue   # "#### Answer: B", "### 📘 Explanation:": parts of a question
            if (_TEXT_HEADING.match(h[1]) or self._word_label(h[1]) or _LABEL_LINE.match(h[1])) and \
                    self._under_numbered(i):
                continue   # "## Question 1", then "### Question", "### Answer Options": parts of that question
            if _LABEL_LINE.match(h[1]) and self._goes_on_asking(i):
                continue   # "### Question:", its text, then "### Options" at its level: the question's choices
            out.append(i)
        return out

    def _goes_on_asking(self, i: int) -> bool:
        """Whether heading ``i`` goes on the question of the nearest heading above it as deep as it or shallower:
        that heading asks (numbered, a question's label, a "?") and no choices stand between the two."""
        level = self.headings[i][0]
        k = bisect.bisect_left(self.heading_order, i) - 1
        while k >= 0 and self.headings[self.heading_order[k]][0] > level:
            k -= 1
        return k >= 0 and self._heading_asks(p := self.heading_order[k]) and not self._runs(p + 1, i)

    def _under_numbered(self, i: int) -> bool:
        """Whether the nearest heading above line ``i`` that is shallower than its own is a numbered question."""
        level = self.headings[i][0]
        k = bisect.bisect_left(self.heading_order, i) - 1
        while k >= 0 and self.headings[self.heading_order[k]][0] >= level:
            k -= 1
        return k >= 0 and self._heading_number(self.heading_order[k]) is not None

    def _span(self, a: int, b: int) -> list[_Start]:
        heads = self._candidate_headings(a, b)
        if not heads:
            return self._flat(a, b, numbered=True)
        level = min(self.headings[i][0] for i in heads)
        tops = [i for i in heads if self.headings[i][0] == level]
        out = self._span(a, tops[0])
        k = 0
        for h, nxt in itertools.pairwise([*tops, b]):
            while k < len(heads) and heads[k] <= h:
                k += 1
            deeper = heads[k] if k < len(heads) and heads[k] < nxt else nxt
            asks = self._heading_asks(h)
            own = self._flat(h + 1, deeper, numbered=not asks)
            own = [] if len(own) >= 2 and h in self._question_heads() and all(o.kind != "numbered" for o in own) else (
                own)   # (a heading of the level that holds one question each: its scenario's list is its text)
            subs = self._span(deeper, nxt) if deeper < nxt else []
            me = _Start(h, "heading", self._heading_number(h))
            if (len(own) >= 2 and own[0].kind == "paragraph" and self._heading_number(h) is not None
                    and any(self._is_answer(j) for j in range(own[0].line, own[1].line))):
                # "## Question 30", its text, choices and answer, then "**Community Voting:**" and "- A: 71%"
                for o in own[1:]:
                    self.warning(o.line + 1, 1, f"line {o.line + 1} and the list under it come after question "
                                                f"{me.id}'s answer; read as part of its explanation")
                own = own[:1]
            if len(own) == 1 and own[0].kind == "bare" and not (own[0].weak and subs):
                out += [me, *subs]                       # "### Which layer ...?" then its choices
            elif len(own) >= 2 and own[0].kind == "bare" and not own[0].weak and me.id is not None and all(
                    o.kind in ("numbered", "paragraph") for o in own[1:]):
                out += [me, *own[1:], *subs]             # "#### 1. text", its choices, then "2. text"...
            elif len(own) == 1 and own[0].kind == "paragraph" and (
                    asks or not self._asks(own[0].line) or self._titles(h, own[0].line)
                    or self._sibling_head(h, own[0].line)) and not (
                    level == 1 and h == self.heading_order[0] and not asks and len(tops) == 1) and (
                    asks or not mdboldstems.bold_paragraph(self.lines, own[0].line, self.fenced.__getitem__)):
                # ("### Firmware" over "**El firmware es**", the file's questions bold lines: a section, mdboldstems)
                out += [me, *subs]                       # "## Question 1", its text, its choices
            elif not own and not subs and any(not all(_LINK_ONLY.match(c.text[0]) for c in r.choices)
                                              for r in self._runs(h + 1, deeper)):
                out.append(me)                           # choices without an answer line under it
            elif not own and len(subs) == 1 and subs[0].kind == "heading" and asks and not self._runs(
                    h + 1, deeper):
                out.append(me)                           # its code or choices under a deeper heading
            else:
                self.section_lines.add(h)                # a title or a section
                out += [*own, *subs]
        return out

    def _question_heads(self) -> frozenset[int]:
        """Headings that are one question each whatever their paragraphs look like (Markdown: ``mdheadlevel``)."""
        return frozenset()

    def _titles(self, h: int, text: int) -> bool:
        """Whether heading ``h``, which asks nothing, is the title of the question asked in the paragraph right under
        it (line ``text``, nothing but blank lines between): a heading of the level whose headings hold one question
        each (``_question_heads``) and mostly ask it (each its question's text), numbered as most of them are; so
        the question starts at it. (Where those headings ask nothing, each is a section over its question.)"""
        heads = self._question_heads()
        if h not in heads or any(self.lines[j].strip() for j in range(h + 1, text)):
            return False
        numbered = sum(1 for g in heads if self._heading_number(g) is not None)
        asking = sum(1 for g in heads if self._heading_asks(g))   # (its peers ask: each is its question's text)
        return (self._heading_number(h) is not None) == (numbered * 2 > len(heads)) and asking * 2 > len(heads)

    def _sibling_head(self, h: int, text: int) -> bool:
        """Whether heading ``h``, which asks nothing and has no number, opens the question whose last paragraph is at
        line ``text``: a heading of the level whose headings hold one question each (``_question_heads``), most of
        them numbered, itself holding one, with paragraphs of text only between it and that paragraph (a scenario
        over ``**Question**: Which ...?``): all of them the question's text (``headsiblings``)."""
        heads = self._question_heads()
        k = bisect.bisect_right(self.heading_order, h)
        nxt = self.heading_order[k] if k < len(self.heading_order) else len(self.lines)
        if h in heads and headsiblings.opens(
            h, text, lambda g: self._heading_number(g) is not None, self._numbered_share(heads),
            lambda j: bool(self.fenced[j] or self._heading(j) or self._is_answer(j) or self._choice_at(j)
                           or self.furniture(j)), lambda j: bool(self.lines[j].strip())) and any(
                self._is_answer(j) or self.answer_block[j] for j in range(text, nxt)):
            self.sibling_heads.add(h)
            return True
        return False

    def _numbered_share(self, heads: frozenset[int]) -> tuple[int, int]:
        """How many of ``heads`` are numbered, and how many they are: counted once per set of heads."""
        if self._share is None or self._share[0] is not heads:
            self._share = (heads, (sum(1 for g in heads if self._heading_number(g) is not None), len(heads)))
        return self._share[1]

    def _heading_number(self, h: int) -> str | None:
        heading = self._heading(h)
        assert heading is not None
        text = _decap(heading[1])
        m = self._numbered_line(text) or _HEADING_NUMBER.match(text)
        return m.group(2) if m else None

    def _heading_asks(self, h: int) -> bool:
        """A heading that is a question: numbered ("Q12.", "Question 3"), or ending in "?"; not a numbered one over
        questions numbering themselves from 1 ("## 01. Topic" over "**Question 1**", ...: a section)."""
        heading = self._heading(h)
        assert heading is not None
        if h in self._restarting_heads:
            return False
        return (self._heading_number(h) is not None or ends_with(heading[1], ASKING)
                or bool(_QUESTION_LABEL.match(heading[1])) or self._word_label(heading[1]))

    @functools.cached_property
    def _restarting_heads(self) -> frozenset[int]:
        """The numbered headings over questions that number themselves again from 1 (``sectionrestarts``)."""
        return sectionrestarts.section_heads(self.lines, self.fenced, self.headings,
                                             lambda g: self._heading_number(g) is not None, self._is_answer)

    def _word_label(self, text: str) -> bool:
        """Whether ``text`` only says the word the file numbers its questions with, no number, maybe a colon
        (``Pytanie:`` where ``Pytanie 1``, ``Pytanie 2``... number them): a question's label. (Numbered, the word's
        heading is a question or a section by what it holds: ``_learnt_number``.)"""
        return False

    def _asks(self, i: int, marks: str = "?？؟:：") -> bool:
        """Whether the paragraph starting at line ``i`` reads as a question (a line ending in "?" or ":")."""
        for j in range(i, min(i + 12, len(self.lines))):
            if not self.lines[j].strip():
                return False
            if shown_end(self.lines[j])[-1:] in marks:   # as shown: "<summary>Which one?</summary>" asks
                return True
        return False

    def _restarts(self, numbered: list[tuple[int, int]], k: int, choice: int, following: list[int]) -> bool:
        """Whether numbered line ``k`` (a 1 after higher numbers) starts the numbering again, as a new part of the
        file does: its choices come before the next line numbered higher, and so do those of the 2 right after it
        (a list in an explanation has no choices between its items)."""
        number = numbered[k][1]
        if number != 1 or choice >= following[k] or k + 1 >= len(numbered) or numbered[k + 1][1] != 2:
            return False
        j = numbered[k + 1][0]
        return any(self._choice_at(n) for n in range(j + 1, following[k + 1]))

    def _numbered(self, a: int, b: int) -> list[_Start]:
        """Numbered lines in [a, b) that start a question: choices follow before the next one numbered higher."""
        starts: list[_Start] = []
        expected: int | None = None
        numbered = []
        for i in range(a, b):
            m = None if self.fenced[i] or i in self.key_lines or i in self.by_number or i in self.stem_lines else (
                self._numbered_line(_decap(self.lines[i])) or _NUMBER_ALONE.match(self.lines[i])
                or _BULLET_NUMBERED.match(self.lines[i]))
            if m and not _CLOCK.match(self.lines[i]):   # ("12:43:21.003 Execution of TC1": a log's time, no number)
                numbered.append((i, int(m.group(2))))
        # a question's choices come before the next line numbered higher (a list in its text is
        # numbered lower): that line for each numbered line, and the first choice at or after
        # each line, found in one pass each (looking ahead from every numbered line was quadratic)
        following = [b] * len(numbered)
        waiting: list[int] = []   # numbered lines with no higher one yet, numbers not increasing
        for k, (i, number) in enumerate(numbered):
            while waiting and numbered[waiting[-1]][1] < number:
                following[waiting.pop()] = i
            waiting.append(k)
        next_choice = [b] * (b - a + 1)
        if numbered:
            for j in range(b - 1, numbered[0][0], -1):
                next_choice[j - a] = j if self._choice_at(j) else next_choice[j + 1 - a]
        for k, (i, number) in enumerate(numbered):
            if k and numbered[k - 1] == (i - 1, number - 1) and any(
                    j in self.stem_lines for j in range(i + 1, next_choice[i + 1 - a])):
                continue   # "4." under "3.", a lettered list in the text below: the last item of a list matched to it
            if expected is not None and number < expected and not self._restarts(numbered, k, next_choice[i + 1 - a],
                                                                                   following) and not (
                    starts and not (len(starts) >= 2 and number == int(starts[-2].id or 0) + 2)   # (24, 35, 26)
                    and ownlists.own_list(self._choice_at, self._asks, starts[-1].line, i, numbered[k + 1][0]
                                          if k + 1 < len(numbered) else b)):   # "2." after "4.": ownlists
                before = int(starts[-2].id or 0) if len(starts) >= 2 else None
                after, then = numbered[k + 1] if k + 1 < len(numbered) else (b, None)
                if number == expected - 1 and then == number + 1 and numbered[k - 1][0] == starts[-1].line and (
                        next_choice[starts[-1].line + 1 - a] < i < next_choice[i + 1 - a] < after) and (
                        _indent(self.lines[i]) == _indent(self.lines[starts[-1].line])):
                    # "21." again after question 21's choices, choices of its own below, "22." next: a number typed
                    # twice
                    self.warning(i + 1, 1, f"question {number} is numbered like the question before it; read as a "
                                           "question of its own")
                    starts.append(_Start(i, "numbered", str(number)))
                    continue
                if before is None or number != before + 2 or next_choice[i + 1 - a] >= following[k] or (
                        _indent(self.lines[i]) != _indent(self.lines[starts[-1].line])):
                    continue
                # 24, 35, 26: the 35 was a 25 mistyped; this one goes on from it
                self.warning(starts[-1].line + 1, 1, f"question {starts[-1].id} is numbered out of order "
                                                     f"(between {before} and {number}); read as a question")
            if next_choice[i + 1 - a] >= following[k]:   # no choice before the next line numbered higher
                if number == expected and _indent(self.lines[i]) <= _indent(self.lines[starts[-1].line]):
                    self.warning(i + 1, 1, f"line {i + 1} looks like question {number} but no choices follow it; "
                                           "kept as text of the question before")
                continue
            if expected is not None and number > expected + _FAR_JUMP and _expected_below(numbered, k, expected):
                self.unnumbered.add(i)   # (a row a choice may go on with: no part of its own)
                continue   # "2023." opening a wrapped line, "14." further down: a year, no question 14 mistyped
            starts.append(_Start(i, "numbered", str(number)))
            expected = number + 1
        return starts

    def _flat(self, a: int, b: int, numbered: bool) -> list[_Start]:
        """Question starts in [a, b), a part without headings: numbered lines and paragraphs above choices."""
        out = self._numbered(a, b) if numbered else []
        if len(out) == 1 and out[0].id == "1" and sum(
                1 for r in self._runs(out[0].line + 1, b) if len(r.choices) >= 2) > _LONE_NUMBERED:
            out = []   # a 1 no 2 follows, over many questions ("1.7 April 1, 2025" in a revision table): no numbering
        bounds = [s.line for s in out]
        owned: set[int] = set()
        lower = a
        for run in self._runs(a, b):
            if (len(run.choices) < 2 and run.kind != "check") or (
                    run.kind == "bullet" and all(_LINK_ONLY.match(c.text[0]) for c in run.choices)):
                continue    # a list of links: contents, translations
            if self._under_answer_label(run.start) or (self.answer_block[run.start] and (bounds or out)):
                # (lines inside a "<details><summary>Answer</summary>" block: the answer's reasons, not a question)
                continue    # "__Suggested Answers__" and its list "- A", "- B - Correct": an answer, not choices
            seg = bisect.bisect_right(bounds, run.start) - 1
            if seg >= 0 and seg not in owned:
                owned.add(seg)              # the numbered question's own choices
                lower = run.end
                continue
            floor = max(lower, bounds[seg] + 1 if seg >= 0 else a)
            top = self._paragraph_above(run, floor)
            separated = top is not None and (top == floor or not self.lines[top - 1].strip() or self.furniture(top - 1)
                                             or _HTML_ONLY.match(self.lines[top - 1]) is not None
                                             or _PAREN_FIELD.match(self.lines[top - 1]) is not None)
            if top is None:
                if seg < 0 and (not bounds or not any(self.lines[j].strip() for j in range(a, run.start))):
                    # (choices right at the start, numbered questions below: a numbered heading's own choices)
                    out.append(_Start(run.start, "bare", None, run.kind == "bullet" and not self._answered(run, b)))
            elif not bounds and not _PART_PARAGRAPH.match(self.lines[top]) and (
                    separated or self._answered(run, b) or self._is_answer(top - 1)) and (
                    run.kind != "bullet" or not out or self._answered(run, b) or self._asks(top, "?？؟")):
                # (a list under "Key points:" after a question is its explanation, not a question)
                out.append(_Start(top, "paragraph", None))
            elif separated and not _PART_PARAGRAPH.match(self.lines[top]) and (
                    self._answered(run, b) or (run.kind != "bullet" and self._asks(top))
                    or (run.kind == "letter" and len(run.choices) >= 3 and self._bare_after(lower, top))):
                # an unnumbered question among numbered ones (SAT-style stems end in "that", "because":
                # a whole lettered list right after the question before, with no answer between, is one too)
                out.append(_Start(top, "paragraph", None))
            elif not _PART_PARAGRAPH.match(self.lines[top]) and (run.kind != "bullet" or self._asks(top, "?？؟")) and (
                    not self._quoted_preamble(run, seg, bounds)):
                self.warning(top + 1, 1, f"line {top + 1} and the {len(run.choices)} choice-like lines after it "
                                         "look like a question, but are read as part of the question "
                                         "before", hint="if it is a question of its own, number it or put a "
                                                        "blank line and a question mark before its choices")
            lower = run.end
        out.sort(key=lambda s: s.line)
        return out

    def _quoted_preamble(self, run: _Run, seg: int, bounds: list[int]) -> bool:
        """Whether ``run`` is a list inside a quote above the first numbered question, where no numbered question
        is in a quote: the page's instructions (``> 1. Esta prueba contiene ...``), no question."""
        quoted = self.lines[run.start].lstrip(" ").startswith(">")
        return seg < 0 and bool(bounds) and quoted and not any(self.lines[j].lstrip(" ").startswith(">")
                                                               for j in bounds)

    def _bare_after(self, lower: int, top: int) -> bool:
        """Whether lines ``lower`` to ``top`` (after a question's choices) hold no answer, explanation label,
        heading or code: only text, as a passage or a question's stem does."""
        return lower < top and not any(
            self.fenced[j] or self._is_answer(j) or self._heading(j) or _PART_PARAGRAPH.match(self.lines[j])
            or _DETAILS.search(self.lines[j][:400]) for j in range(lower, top))

    def _under_answer_label(self, i: int) -> bool:
        """Whether the line before ``i`` (blank lines and an answer list's lines apart) is an answer's label
        with the answer below it."""
        j = i - 1
        while j >= 0 and i - j <= 40 and (not self.lines[j].strip() or _LISTED_ANSWER.match(self.lines[j][:200])):
            j -= 1
        m = self._is_answer(j) if j >= 0 else None
        return bool(m and not m.group(1).strip(" *_`:"))

    def _answered(self, run: _Run, b: int) -> bool:
        """Whether an answer line (or checked box) follows the run before anything else."""
        if run.kind == "check" and any(c.checked for c in run.choices):
            return True
        if run.kind == "plain" and any(_SAYS_RIGHT.search(c.text[0]) for c in run.choices):
            return True   # "Amazon ECR - correct"
        if self.marks is not None and any(c.line in self.marks.right or c.line in self.marks.wrong
                                          for c in run.choices):
            return True   # the file's own mark on a choice: "text ##"
        if run.kind == "bullet" and self.bold_items >= 2:
            wrapped = sum(1 for c in run.choices if _bold_inner(c.text[0]) is not None)
            if 0 < wrapped < len(run.choices):
                return True   # "- __text__" among "- text": the right ones in bold, as the file does elsewhere
        for j in range(run.end, min(b, run.end + 8)):
            if not self.lines[j].strip() or _HTML_ONLY.match(self.lines[j]):
                continue
            return bool(self._is_answer(j))
        return False

    def _lone_letter(self, i: int) -> bool:
        """Whether line ``i`` is a lettered line that no other choice follows, right above choices lettered from A
        again: "a) Insertion b) Deletion c) Retrieval" in a question's text, not a choice."""
        found = self._choice_at(i)
        if found is None or found[0] != "letter":
            return False
        j = i + 1
        while j < len(self.lines) and not self.lines[j].strip():
            j += 1
        after = self._choice_at(j) if j < len(self.lines) else None
        return after is not None and after[0] == "letter" and after[1].label == 0 and found[1].label == 0

    def _paragraph_above(self, run: _Run, floor: int) -> int | None:
        """The first line of the question text above a run of choices (a paragraph, its code), or None."""
        i = run.start - 1
        top = None
        only_code = True
        while i >= floor:
            line = self.lines[i]
            if not line.strip():
                if top is not None and not only_code:
                    break
                i -= 1
                continue
            if self.fenced[i]:
                top = i
                if i in self._tailed_code:
                    break    # the code the file's questions open with, the question before's explanation above it
                i -= 1
                continue
            if (self._is_answer(i) or (self._choice_at(i) and not _ROMAN_ITEM.match(line) and not self._lone_letter(i))
                    or self._heading(i) or self.furniture(i) or i in self.key_lines
                    or (_HTML_ONLY.match(line) and not _summary_text(line))):
                break   # (statements "i) ...", "ii) ..." in a question's text are not its choices)
            top = i
            if not is_picture(line) and not _LABEL_LINE.match(line):
                only_code = False
            if _summary_text(line):
                break        # <details><summary>the question</summary>
            i -= 1
        return top

    @functools.cached_property
    def _tailed_code(self) -> frozenset[int]:
        """The code blocks that open a question (choices right below them) with a paragraph above them that follows
        the question before's choices, in a file whose questions open with code: the paragraph is that question's
        explanation, not this one's text (``codetails``)."""
        above: dict[int, tuple[str, str]] = {}
        for f, after in self.fence_ends.items():
            j = after
            while j < len(self.lines) and not self.lines[j].strip():
                j += 1
            if j < len(self.lines) and not self.fenced[j] and self._choice_at(j) is not None:
                above[f] = self._above_code(f)
        return codetails.tailed(above)

    def _above_code(self, f: int) -> tuple[str, str]:
        """What stands above the code block opening at line ``f`` (``codetails``): the page's top or a heading; the
        question before's end (a choice, or its answer line); a paragraph that does not ask right after that end (a
        blank line after a choice), and its text; or something else."""
        j = f - 1
        while j >= 0 and not self.lines[j].strip() and not self.fenced[j]:
            j -= 1
        if j < 0 or self._heading(j) or j in self.heading_lines:
            return codetails.OPENING, ""
        if self._choice_at(j) is not None or self._is_answer(j):
            return codetails.CHOICE, ""
        if self.fenced[j]:
            return codetails.OTHER, ""
        top = j
        while top - 1 >= 0 and self.lines[top - 1].strip() and not self.fenced[top - 1] and not self._heading(
                top - 1) and self._choice_at(top - 1) is None and not self._is_answer(top - 1):
            top -= 1
        k = top - 1
        while k >= 0 and not self.lines[k].strip() and not self.fenced[k]:
            k -= 1
        ended = k >= 0 and (self._is_answer(k) is not None or (k < top - 1 and self._choice_at(k) is not None))
        if not ended or self._asks(top, "?？؟:："):
            return codetails.OTHER, ""
        return codetails.TAIL, "\n".join(self.lines[top:j + 1])

    # -- reading ----------------------------------------------------------------------------
    @classmethod
    def sniff(cls, text: str) -> float:
        """Any source reads as plain text: the format of one that no other format claims."""
        return ANY_TEXT

    def read(self, deck: ImportedDeck) -> None:
        statements = verdictruns.find(self.source.lines, self.fenced)
        pair = None
        if statements is None:
            # "- statement" over "**Answer: False** (why)", no choices: true/false questions (verdictanswers)
            statements = verdictanswers.find(self.source.lines, self.fenced)
            pair = verdictanswers.choices(statements) if statements else None
            for i, said in verdictanswers.unread(self.source.lines, self.fenced, statements) if statements else ():
                self.warning(i + 1, 1, said)   # what the statements' reading leaves to the questions' reading
        if statements is None:
            self._read_all(deck)
            return
        # "(صح) statement" among multiple-choice questions: true/false questions of their own (verdictruns)
        rest = type(self)(Source(self.source.where, self.source.name,
                                 "\n".join(verdictruns.blanked(self.source.lines, statements))), self.diags)
        rest.statement_lines = sorted(s.line + 1 for s in statements)   # its warnings number as the output does
        verdictruns.read(deck, self.where, self.source.lines, statements, rest._read_all, pair)

    def _child(self: _Reader, source: Source, diags: Diagnostics) -> _Reader:
        """A reader of this one's kind for another reading of ``source``, knowing the statements read apart."""
        child = type(self)(source, diags)
        child.statement_lines = self.statement_lines
        return child

    def _said(self, ordinal: int, line: int) -> int:
        """The number a warning gives the reader's ``ordinal``-th question, at ``line``: as the output numbers it, the
        true/false statements read apart above it counted too (``verdictruns``)."""
        return ordinal + bisect.bisect_left(self.statement_lines, line)

    def _read_all(self, deck: ImportedDeck) -> None:
        if type(self) is TextQuizReader and namedlines.read(self.source.lines, self.where, deck, self.warning):
            return                       # "question : …& correct_answer : …$ …": records of named fields
        if type(self) is TextQuizReader and (grammar := marked.fit(self.lines)) is not None \
                and not _choices_before_start(self.lines, grammar):
            marked.MarkedLinesReader(self.source, self.diags, grammar).read(deck)   # a tool's own marked lines
            return
        marks = choicemarks.infer(self.source.lines, self.fenced, self.markdown)
        if marks is None:
            self._read(deck)
            return
        # the file marks choices its own way: read it as it is and with the marks taken off, keep the reading
        # that answers more questions (the marks stay in the text when they were not choices' marks)
        plain_diags, plain = Diagnostics(), ImportedDeck(deck.name, deck.key, deck.origin)
        self._child(self.source, plain_diags)._read(plain)
        marked_diags, with_marks = Diagnostics(), ImportedDeck(deck.name, deck.key, deck.origin)
        reader = self._child(Source(self.source.where, self.source.name, "\n".join(marks.lines)), marked_diags)
        reader.marks = marks
        reader._read(with_marks)
        readings = (markedpick.Reading(plain, len(plain_diags.errors)),
                    markedpick.Reading(with_marks, len(marked_diags.errors)))
        picked = markedpick.pick(*readings, marks.paired)   # a reading with an error never wins; doubt said
        better = picked.marked
        chosen, said = (with_marks, marked_diags) if better else (plain, plain_diags)
        deck.__dict__.update(chosen.__dict__)
        if picked.doubtful:
            self.warning(with_marks.questions[0].pos.line if with_marks.questions else 1, 1,
                         markedpick.doubt(*readings))
        if better and marks.paired:
            deck.mend(f"the verdicts {marks.shown} after {{n}} choice{{s}} (read as the answers)",
                      len(marks.right | marks.wrong))
        self.diags.merge(said)

    def _read(self, deck: ImportedDeck) -> None:
        self.section_lines = set()
        self.shaped_keys = set()
        self.headers_taken = {}
        self.lone_marked = []
        self.deck = deck
        starts, ids = self._starts()
        repeats = self._answer_sections(starts, ids)
        inside = {j for k, end, _, _ in repeats for j in range(k, end)}
        starts = [a for a in starts if a not in inside]
        first = starts[0] if starts else len(self.lines)
        self._preamble(deck, first, starts[1] if len(starts) > 1 else None)
        taken: set[str] = set()
        taken_tags: set[int] = set()   # lines of tags only that a question's span holds
        spans: dict[int, tuple[int, int, str | None]] = {}   # id(question) -> its lines [a, end), its number
        for number, (a, b) in enumerate(itertools.pairwise([*starts, len(self.lines)]), start=1):
            # a section heading or an answer key ends the question before it
            end = next((j for j in range(a + 1, b) if j in self.section_lines or j in self.key_lines), b)
            q = self._question(a, end, ids.get(a), number, taken)
            spans[id(q)] = (a, end, ids.get(a))
            if ids.get(a) is not None and q.id:
                self.numbered_ids.add(q.id)
            deck.questions.append(q)
            for j in range(a, end):
                if self.furniture(j):
                    deck.skip(j + 1)
                elif self.lines[j].strip() or j in self.blanked:
                    q.use(j + 1)
                    taken_tags.add(j)
            for j in range(end, b):
                if j in self.section_lines or self.furniture(j):
                    deck.skip(j + 1)
        self._lone_marks(deck)
        self._apply_keys(deck, starts)
        self._apply_bold(deck)
        mdbulletmarks.apply(deck, self.lines, self.fenced)   # "+ right" among "* wrong"
        mdgrouped.apply(deck, self.lines)   # "right:" over the right choices, "wrong:" over the others
        mdanswertags.apply(deck, self.lines, lambda n, m, h: self.warning(n, 1, m, h))   # "<solution>2</solution>"
        self._answers_repeating(deck, repeats, spans)
        self._notes_after(deck, spans)
        self._closing_text(deck, spans)
        if self.marks is not None:
            self._questions_in_explanations(deck, spans)
        for j in self.blanked - taken_tags:
            deck.skip(j + 1)   # "<p>", "</p>" outside any question
        for first_line, last_line in deck.unused(self.lines):
            if any(self._choice_at(j) for j in range(first_line - 1, last_line)):
                self.warning(first_line, 1, f"lines {first_line}\u2013{last_line} hold choice-like lines but are "
                                            "in no question (not imported)",
                             hint="if they are a question, give it a question text above its choices")
        self._weigh_tails(deck)
        romancontext.moved(deck, self.lines, self.fenced, self.roman_contexts,
                           lambda j: bool(self._is_answer(j) or self._choice_at(j)), self.warning)
        nextcontext.said(deck, self.lines, list(self.context_blocks.values()), self.warning)   # nextcontext
        self._lone_rows(deck)
        for ordinal, q in enumerate(deck.questions, start=1):
            if q.answer is None and q.choices and q.pos not in self.unread_answers:
                self.warning(q.pos.line, q.pos.col, f"question {self._said(ordinal, q.pos.line)}: the source gives "
                                                    "no answer")
        self._check_numbers(deck)
        self._say_counted()
        sentencelabels.say(sorted(j + 1 for j in self.split_lines), deck, self.warning)
        if self.headers_taken:
            deck.mend("the headers {0}, ... over {n} question text{s} (what follows each number read as a tag)",
                      len(self.headers_taken), repr(self.headers_taken[min(self.headers_taken)]))
        if self.sibling_labels:
            deck.mend("the field label of {n} question text{s} under a heading without a number", self.sibling_labels)
        indentjitter.said(deck, self.jittered)
        kept = sorted(j + 1 for j in self.indent_kept if any(a <= j + 1 <= b for q in deck.questions
                                                               for a, b in q.lines))
        if kept:
            self.warning(kept[0], 1, f"{len(kept)} choice line(s) at another indent than their question's other "
                                     f"choices (lines {format_ranges([(n, n) for n in kept], 6)}), right over the "
                                     "answer line and labelled with the next letter: read as the last choice",
                         hint="if such a line is an explanation or a note, move it below the answer line")

    def _lone_rows(self, deck: ImportedDeck) -> None:
        """A row with no label between two choices in plain text, read as the choice above going on (``choicerows``),
        where no other choice of the file (five questions at least) runs over its line, the row opening with a capital
        letter, the choice writing no line break (``\\``, two spaces): said at the row, it may be a line of its own
        (an instruction) left in the choice."""
        if self.markdown or len(self.rows_between) != 1 or len(deck.questions) < 5:
            return   # (in Markdown a row under a list item is its paragraph going on)
        row, choice = next(iter(self.rows_between.items()))
        above, text = self.lines[choice].rstrip("\n"), self.lines[row].strip()
        if not text[:1].isupper() or above.endswith(("\\", "  ")):
            return   # "que gestionan ...": a phrase going on; a backslash at its end: a line break the choice writes
        self.warning(row + 1, 1, f"line {row + 1}, with no label, between two choices is read as the text of the "
                                 f"choice on line {choice + 1} going on, the only choice of the file that runs over "
                                 "more than its line: a line of its own (an instruction) left in it?",
                     hint="compare with the source; if it is no part of that choice, move it out of the choices")

    def _say_counted(self) -> None:
        """Answer numbers read under unlabelled choices counted from 1 (none is 0), none naming the last choice: they
        may count from 0 as well, said at the first."""
        if self.counted and not any(last for *_, last in self.counted):
            line, col, _ = self.counted[0]
            self.warning(line, col, answervalues.counted_from_one("the numbers of the answer lines"),
                         hint="check the answers of a few questions")

    def _answer_sections(self, starts: list[int], ids: dict[int, str]) -> list[tuple[int, int, str, str | None]]:
        """Answer sections that repeat the questions' headings ("## Answers", then "### 1. Which ...?" and
        "**Answer: b) merge**" under each): their repeats as (first line, end, the question's number or text).

        The section's heading ends the question above it; its repeats are not questions."""
        keys: dict[str, int] = {}
        for a in starts:
            if self._heading(a) or a in ids:
                keys.setdefault(self._repeat_key(a, ids), a)
        out: list[tuple[int, int, str, str | None]] = []
        # a number's key is '#' and digits; a heading's own text may open with '#' too ('# ####x' has the text '####x')
        first = {int(key[1:]): a for key, a in keys.items() if key.startswith("#") and key[1:].isdecimal()}
        for at, h in enumerate(self.heading_order):
            head = self._heading(h)
            if head is None or self.fenced[h]:
                continue
            level = head[0]
            # the sub-headings up to the next heading of its level or above (no list of all those after it: linear)
            stop = next((j for j in range(at + 1, len(self.heading_order))
                         if (hk := self._heading(self.heading_order[j])) and hk[0] <= level), len(self.heading_order))
            end = self.heading_order[stop] if stop < len(self.heading_order) else len(self.lines)
            subs = self.heading_order[at + 1:stop]
            if not KEY_OPENING.match(head[1]) and not self._key_by_structure(h, subs, first):   # (keystructure.py)
                continue
            repeats = [k for k in subs if keys.get(self._repeat_key(k, ids), len(self.lines)) < h]
            values: list[str | None] = [None] * len(repeats)
            if len(repeats) < 2 or len(repeats) * 2 < len(subs):
                # "**1. B) text**", "- Explanation: ..." below it: numbered entries naming the choice
                entries = [(k, f"#{int(m.group(2))}", _bold_value(m)) for k in range(h + 1, end) if not self.fenced[k]
                           and len(self.lines[k]) <= 2000 and (m := _KEY_ENTRY.match(self.lines[k]))
                           and (named := answer_letters(_bold_value(m))) is not None and named[0]]
                entries = [e for e in entries if keys.get(e[1], len(self.lines)) < h]
                if len(entries) < 2 or len({e[1] for e in entries}) != len(entries):
                    continue
                repeats, values = [e[0] for e in entries], [e[2] for e in entries]
            self.section_lines.add(h)
            for k, k_end, value in zip(repeats, [*repeats[1:], end], values, strict=True):
                out.append((k, k_end, self._repeat_key(k, ids) if value is None else
                            f"#{int(m.group(2))}" if (m := _KEY_ENTRY.match(self.lines[k])) else "", value))
        return out

    def _key_by_structure(self, h: int, subs: list[int], first: dict[int, int]) -> bool:
        """A section whose sub-headings repeat the numbers of the questions above it naming labels: a key, said."""
        if len(subs) < LEAST_KEYED:
            return False
        why = key_by_structure([hk[1] for k in subs if (hk := self._heading(k))], AskedAbove(first, h))
        if why is not None:
            self.shaped_keys.update(subs)
            self.warning(h + 1, 1, f"section {self.lines[h].strip()[:60]!r} read as the answer key: {why}",
                         hint="check a few answers against the source")
        return why is not None

    def _repeat_key(self, h: int, ids: dict[int, str]) -> str:
        """What names the question a heading starts: its number, else its text."""
        number = ids.get(h) or self._heading_number(h)
        if number is not None:
            return f"#{int(number)}"
        heading = self._heading(h)
        return " ".join((heading[1] if heading else self.lines[h]).split()).casefold()

    def _answers_repeating(self, deck: ImportedDeck, repeats: list[tuple[int, int, str, str | None]],
                           spans: dict[int, tuple[int, int, str | None]]) -> None:
        """Each repeat of an answer section gives the answer and explanation of the question it repeats."""
        if not repeats:
            return
        by_key: dict[str, list[ImportedQuestion]] = {}
        for q in deck.questions:
            a, _, number = spans[id(q)]
            if self._heading(a) or number is not None:
                by_key.setdefault(self._repeat_key(a, {a: number} if number else {}), []).append(q)
        for k, end, key, given in repeats:
            found = next(((j, m) for j in range(k + 1, end) if (m := self._is_answer(j)) and m.group(1).strip(" *_`")),
                         None) if given is None else (k, _KEY_ENTRY.match(self.lines[k]))
            orig = _repeated(by_key.get(key, []), found[1].group(1) if given is None and found and found[1] else given)
            if orig is None or not orig.choices or found is None or found[1] is None:
                why = "no answer line follows it" if orig and orig.choices else "no question above has its number"
                if k not in self.shaped_keys:   # (its answer is in the heading: the key readers read it, or say so)
                    self.warning(k + 1, 1, f"line {k + 1} repeats a question in an answer section, but {why}; not read")
                continue
            orig.use(k + 1, end)
            j, m = found
            assert m is not None
            value = (m.group(1) if given is None else given).strip().strip("*_`").strip()
            named = answer_letters(value)
            indices: list[int] = []
            if named is not None and named[0] and max(named[0]) < len(orig.choices):
                indices = named[0]
                said = named[1].strip(" *_`.")
                if said and not any(_same(said, orig.choices[i].text) for i in indices):
                    self.warning(j + 1, m.start(1) + 1, f"the answer {value[:40]!r} for the question at line "
                                                        f"{orig.pos.line} does not read as that choice's text; "
                                                        f"taking {', '.join(letter(i) for i in indices)}")
            else:
                indices = [i for i, c in enumerate(orig.choices) if _same(value, c.text)][:1]
            if not indices:
                self.needs_attention(deck, j + 1, m.start(1) + 1, f"cannot tell which choice the answer "
                                                                  f"{value[:60]!r} names for the question at line "
                                                                  f"{orig.pos.line}", hint="write its letter")
                continue
            if orig.answer is not None and orig.answer != sorted(set(indices)):
                self.warning(j + 1, 1, f"the answer section says {', '.join(letter(i) for i in indices)} for the "
                                       f"question at line {orig.pos.line}, which says "
                                       f"{', '.join(letter(i) for i in orig.answer)}; keeping the question's")
                continue
            orig.set_answer(indices)
            if orig.explanation is None:
                body = [line for i, line in enumerate(self.lines[j + 1:end], start=j + 1) if not self.furniture(i)]
                orig.explanation = _EXPLANATION_LABEL.sub("", _trim(body).lstrip("*_- "), count=1).strip() or None

    def _questions_in_explanations(self, deck: ImportedDeck, spans: dict[int, tuple[int, int, str | None]]) -> None:
        """In a file that marks its choices, an explanation line that asks ("...? (Choose two.)") is most likely
        a question whose choices were not read (code or exhibits instead of marked lines): said at its line."""
        for q in deck.questions:
            if not q.explanation:
                continue
            said = {line.strip() for line in q.explanation.split("\n")}
            a, end, _ = spans[id(q)]
            asks = next((j for j in range(a + 1, end) if (text := self.lines[j].strip()) in said and text and (
                ends_with(text, ("?", "？")) or _CHOOSE_AT_END.search(text))), None)
            if asks is not None:
                self.warning(asks + 1, 1, f"line {asks + 1} reads as a question, but is in the explanation of the "
                                          f"question at line {q.pos.line}: its choices were not found",
                             hint="give it its choices, marked as the file's other choices are")

    def _notes_after(self, deck: ImportedDeck, spans: dict[int, tuple[int, int, str | None]]) -> None:
        """Lists after the last of a file's numbered, answered questions that have neither a number nor an answer
        ("## Key Concepts", its bullets) are notes, not questions: left out, and said."""
        numbered = [q for q in deck.questions if spans[id(q)][2] is not None]
        if len(numbered) < 3 or sum(q.answer is not None for q in numbered) * 5 < len(numbered) * 4:
            return
        last = deck.questions.index(numbered[-1])
        notes = [q for q in deck.questions[last + 1:] if q.answer is None and spans[id(q)][2] is None
                 and self.kinds.get(id(q)) == "bullet"]
        if not notes:
            return
        first = notes[0].pos.line
        self.warning(first, 1, f"{len(notes)} list{'s' if len(notes) > 1 else ''} after the last numbered question "
                               f"(line {first}{' and ' + str(len(notes) - 1) + ' more' if len(notes) > 1 else ''}) "
                               "have no number and no answer: read as notes, not questions (not imported)",
                     hint="if one is a question, number it and give its answer as the others do")
        dropped = {id(q) for q in notes}
        deck.questions[:] = [q for q in deck.questions if id(q) not in dropped]

    def _closing_text(self, deck: ImportedDeck, spans: dict[int, tuple[int, int, str | None]]) -> None:
        """A paragraph after the last question's choices, a blank line between, in a file whose other questions
        (four at least) have no explanation, a few lines with no label and no number ("Assurez-vous de
        répondre ...", not "Answer: C" nor "17. Explain ..."): the page's closing words, not that question's
        explanation. Left out, and said. In Markdown, such a tail of HTML blocks only (an author's footer, a script's
        end screen) is the page's, whatever its length (``htmlfooters``): left out, its lines listed as not used."""
        questions = deck.questions
        if len(questions) < 2 or any(q.explanation is not None for q in questions[:-1]):
            return
        last = questions[-1]
        if last.explanation is None or len(last.choices) < 2 or id(last) not in spans:
            return
        a, end, _ = spans[id(last)]
        said = last.explanation.split("\n", 1)[0].strip()
        j = next((j for j in range(a + 1, end) if self.lines[j].strip() == said and not self.furniture(j)), None)
        footer = htmlfooters.html_tail(self.source.lines, self.lines, j, end) if (
            j is not None and self.markdown and len(self.source.lines) == len(self.lines)) else None
        if footer is not None:
            last.explanation = None
            last.lines[:] = [(x, min(y, footer)) for x, y in last.lines if x <= footer]
            tail = max(k for k in range(footer, end) if self.lines[k].strip() or self.source.lines[k].strip())
            self.warning(footer + 1, 1, f"lines {footer + 1}–{tail + 1}, after the last question's choices, are HTML "
                                        "only: read as the page's footer, not as that question's explanation "
                                        "(not imported)",
                         hint="if it explains the question, write it as Markdown under an `Explanation:` label")
            return
        if len(questions) < 5 or j is None or self.lines[j - 1].strip() or _CLOSING_NOT.match(said):
            return   # (a label, a number, no blank line above it: shaped as an explanation, a question, a choice)
        tail = max(k for k in range(j, end) if self.lines[k].strip())
        if tail - j >= _CLOSING_LINES or not all(self.lines[k].strip() for k in range(j, tail + 1)):
            return   # (more than a short paragraph: more than a page's closing words)
        last.explanation = None
        last.lines[:] = [(x, min(y, j)) for x, y in last.lines if x <= j]
        deck.skip(j + 1, tail + 1)
        self.warning(j + 1, 1, f"line {j + 1}, after the last question's choices, is read as the page's closing text, "
                               "not as that question's explanation: no other question of the file has one "
                               "(not imported)",
                     hint="if it explains the question, label it as an explanation (e.g. `Explanation: ...`)")

    def _apply_bold(self, deck: ImportedDeck) -> None:
        """Choices wholly in bold among plain ones are the right ones where the file does so in most of its
        unanswered questions (two at least): a course platform's copy. The bold is taken off them."""
        unanswered = sum(1 for q in deck.questions if q.answer is None and len(q.choices) >= 2)
        if len(self.bold_marked) < 2 or len(self.bold_marked) * 2 < unanswered:
            return
        for q, wrapped, right in self.bold_marked:
            for k in wrapped:
                first, _, rest = q.choices[k].text.partition("\n")
                q.choices[k].text = "\n".join(filter(None, [_bold_inner(first) or first, rest]))
            mdboldmarks.settle(q, right, lambda q, m: self.warning(q.pos.line, q.pos.col, m))   # not the answer line's

    # -- answer keys ------------------------------------------------------------------------
    def _answer_keys(self) -> None:
        """Blocks of ``1. B`` / ``1-B`` / ``| 1 | B |`` lines: answer keys, not questions."""
        self.key = {}
        self.key_lines = set()
        block: list[tuple[int, int, list[int]]] = []
        extra: list[int] = []   # a table's header and rule

        def close() -> None:
            labels = [(found := self._choice_at(i)) is not None and found[0] == "letter" and found[1].label == k
                      for k, (i, _, _) in enumerate(block)]
            if len(block) >= 2 and not all(labels) and not self._letter_choices(block):
                # ("   1.   A、G", "   2.   B、H": lettered choices in a list)
                self.key[block[0][0]] = list(block)
                self.key_lines.update(i for i, _, _ in block)
                self.key_lines.update(i for i in extra if i <= block[-1][0])
            block.clear()
            extra.clear()

        for i, line in enumerate(self.lines):
            if self.fenced[i]:
                close()
                continue
            m = _KEY_LINE.match(line) or _KEY_ROW.match(line)
            named = answer_letters(m.group(2)) if m else None
            if m and named is not None and not named[1].strip(" .*_|"):
                block.append((i, int(m.group(1)), named[0]))
            elif not line.strip():
                continue
            elif (_TABLE_RULE.match(line) and "-" in line) or (_KEY_HEADER.match(line) and not block):
                extra.append(i)
            else:
                close()
        close()
        self._keys_by_order()
        # a heading such as "## Answer key" right above a key belongs to it
        for first in list(self.key):
            j = first - 1
            while j >= 0 and (not self.lines[j].strip() or j in self.key_lines):
                j -= 1
            if j >= 0 and KEY_TITLE.match(self.lines[j]):
                self.key_lines.add(j)

    def _letter_choices(self, block: list[tuple[int, int, list[int]]]) -> bool:
        """Whether key-like lines are a question's numbered choices whose texts are letters (``    1. A``,
        ``    2. B``, ``    3. **C**``: "which part of the figure"), not a key: no key title heads them, and they
        are numbered 1, 2, 3... naming A, B, C... in that order, or nested under a numbered line."""
        first = block[0][0]
        above = first - 1
        while above >= 0 and not self.lines[above].strip():
            above -= 1
        if above >= 0 and (KEY_TITLE.match(self.lines[above]) or SECTION_KEY.match(self.lines[above])):
            return False
        if all(number == k + 1 and named == [k] for k, (_, number, named) in enumerate(block)):
            return True   # a key whose answers run A, B, C, D in order is rare; its questions then say no answer
        indent = _indent(self.lines[first])
        if indent < 2 or block[0][1] != 1 or any(_indent(self.lines[i]) != indent for i, _, _ in block):
            return False
        j = first - 1
        while j >= 0 and (not self.lines[j].strip() or _indent(self.lines[j]) >= indent) and not self.fenced[j]:
            j -= 1
        if j < 0 or self.fenced[j] or KEY_TITLE.match(self.lines[j]) or SECTION_KEY.match(self.lines[j]):
            return False
        return bool(_NUMBERED.match(self.lines[j]))   # "5. Which structure ...?" over "    1. A": its choices

    def _keys_by_order(self) -> None:
        """Keys without numbers: a line such as "Answers:" and below it one label a line, each maybe with its
        choice's text ("D) All of the above", "B"), for the questions above it in order."""
        self.key_texts = {}
        for i, line in enumerate(self.lines):
            if self.fenced[i] or i in self.key_lines or len(line) > 80 or not (
                    KEY_TITLE.match(line) or SECTION_KEY.match(line)):
                continue
            entries: list[tuple[int, int, list[int]]] = []
            j = i + 1
            while j < len(self.lines) and not self.fenced[j]:
                text = self.lines[j].strip()
                if not text:
                    j += 1
                    continue
                bare = _BARE_LABEL.match(text)
                split = None if bare else split_label(text)
                index = label_index(bare.group(1)) if bare else split[0] if split else None
                if index is None or self._heading(j):
                    break
                entries.append((j, len(entries) + 1, [index]))
                if split is not None:
                    self.key_texts[j] = split[1]
                j += 1
            if len(entries) >= 2 and self._own_answers(i, entries):
                continue   # "**Correct Answers:**" over "A. x" / "B. y", the choices right above: their answers
            if len(entries) >= 2:
                self.key[entries[0][0]] = entries
                self.by_order.add(entries[0][0])
                self.key_lines.update(k for k, _, _ in entries)
                self.key_lines.add(i)

    def _own_answers(self, title: int, entries: list[tuple[int, int, list[int]]]) -> bool:
        """Whether a key's ``entries`` under line ``title`` each repeat, label and text, a choice of the question
        right above the title (back to its heading or its first choice's run): that question's answers, not a key."""
        texts = [self.key_texts.get(j, "") for j, _, _ in entries]
        if not all(texts):
            return False   # bare labels: a key (a question's own answers repeat its choices' texts)
        choices = self._choices_above(title)
        if len(entries) >= len(choices):
            return False   # every choice right is no question: "A. True" / "B. False" under two such, a key by order
        # (whole texts only: "A. ... STORED" may be read as a key, said, rather than as one answer of two)
        return all(choices.get(ix[0]) == t.strip() for (_, _, ix), t in zip(entries, texts, strict=True))

    def _choices_above(self, title: int) -> dict[int, str]:
        """The labelled choices (index -> text) of the one run of them right above line ``title``: up to a heading,
        a key, or a line of text above the run (the question's, "2. Is Oslo a capital?"; no earlier question's)."""
        choices: dict[int, str] = {}
        for j in range(title - 1, max(title - 200, -1), -1):
            text = self.lines[j].strip()
            if self._heading(j) or j in self.key_lines:
                break
            split = None if self.fenced[j] else split_label(text)
            if split is not None:
                choices.setdefault(split[0], split[1].strip())
            elif choices and text:
                break
        return choices

    def _apply_keys(self, deck: ImportedDeck, starts: list[int]) -> None:
        """Each key gives the answers of the questions above it, back to the key before, by number or order."""
        done = 0   # questions before this index were given answers by an earlier key
        used = 0   # entries of the keys so far that gave answers, by order, to the questions above them
        above: list[ImportedQuestion] = []
        group = 0   # the first line of the key (maybe in parts) that answers the questions `above`
        for first in sorted(self.key):
            entries = self.key[first]
            upto = bisect.bisect_left(starts, first)
            if upto > done:
                self._key_count(above, used, group)
                above, used, group = deck.questions[done:upto], 0, first
            # else a key in parts ("Reading (1-54)", its lines, "Math (55-98)", its lines): it goes on
            by_number = namedkeys.by_number(above, self.numbered_ids)   # "| Q1 |": the question numbered 1
            numbered = first not in self.by_order and all(f"q{n}" in by_number for _, n, _ in entries)
            for n_in_key, (line, number, answer) in enumerate(entries, start=used):
                q = by_number.get(f"q{number}") if numbered else (above[n_in_key] if n_in_key < len(above) else None)
                if q is None:
                    self.warning(line + 1, 1, f"the answer key names question {number}, which is not above it")
                    continue
                q.use(line + 1)
                if any(i >= len(q.choices) for i in answer):
                    self.warning(line + 1, 1, f"the answer key's {', '.join(letter(i) for i in answer)} for "
                                              f"question {number} names no choice; the question has "
                                              f"{len(q.choices)}")
                elif q.answer is not None and q.answer != sorted(set(answer)):
                    self.warning(line + 1, 1, f"the answer key says {', '.join(letter(i) for i in answer)} for "
                                              f"question {number}, the question itself says "
                                              f"{', '.join(letter(i) for i in q.answer)}; keeping the question's")
                else:
                    q.set_answer(answer)
                    said = self.key_texts.get(line)
                    if said is not None and not _same(said, q.choices[answer[0]].text) and not (
                            "…" in said or "..." in said):   # "is a standard …... parts.": shortened
                        self.warning(line + 1, 1, f"the answer key's {letter(answer[0])} for question {number} "
                                                  f"reads {said[:40]!r}, not that choice's text; taking "
                                                  f"{letter(answer[0])}")
            used += len(entries)
            done = max(done, upto)
        self._key_count(above, used, group)
        entry_lines = {e[0] for entries in self.key.values() for e in entries}
        for i in self.key_lines - entry_lines:
            deck.skip(i + 1)   # the key's heading, a table's header and rule

    def _key_count(self, above: list[ImportedQuestion], entries: int, line: int) -> None:
        """Say so when a key gives answers by order for another number of questions than it follows
        (which question each entry answers is then a guess)."""
        if above and entries != len(above) and not all(q.id in self.numbered_ids for q in above):
            self.warning(line + 1, 1, f"the answer key gives {entries} answers for the {len(above)} questions above "
                                      "it; they are given in order, so some may go to the wrong question",
                         hint="check the answers against the key, or number the questions as the key does")

    def _check_numbers(self, deck: ImportedDeck) -> None:
        """Numbered questions whose numbers skip: say so (a question may have been read into another)."""
        numbered = [(int(q.id[1:]), q.pos.line) for q in deck.questions
                    if q.id and q.id[0] == "q" and q.id[1:].isdecimal()]
        numbers = [n for n, _ in numbered]
        if len(numbers) < 3 or numbers != sorted(numbers):
            return
        places = [k for k, q in enumerate(deck.questions, start=1) if q.id and q.id[0] == "q" and q.id[1:].isdecimal()]
        if sectionjumps.by_place(numbers, places, len(deck.questions)):
            return   # ("### Question 1.1" .. "5.5", then "### Scenario 1" .. "3": numbered by their place)
        starts = {q.pos.line - 1 for q in deck.questions}
        # a jump across a heading that says the new number (1-10, "### Medium (101-300)", 101-120): the section's
        span = numbers[-1] - numbers[0] + 1 - sectionjumps.skipped(
            numbered, {h: self.lines[h] for h in self.headings if h not in starts})
        first, last = deck.questions[0].pos.line, deck.questions[-1].pos.line
        apart = sum(1 for line in self.statement_lines if first < line < last)   # true/false statements read apart
        if span not in (len(numbers), len(numbers) + apart):
            self.warning(deck.questions[0].pos.line, 1, f"the questions are numbered {numbers[0]} to {numbers[-1]} "
                                                        f"({span}), but {len(numbers)} numbered questions were found",
                         hint="look for a question read into the one before it (its text or explanation)")

    def _preamble(self, deck: ImportedDeck, end: int, second: int | None = None) -> None:
        """The deck's name (front matter's title, the first heading, else a short first line alone in its
        paragraph) and description (the prose before the first question)."""
        lines = self.lines[:end]
        rest_from = 0
        if self.front is not None:
            rest_from = min(self.front[1], end)
            deck.skip(self.front[0] + 1, self.front[1])
        titled = bool(self.front_title)
        if self.front_title:
            deck.name = self.front_title
        for i in range(rest_from, len(lines)):
            line = lines[i]
            h = self._heading(i)
            if h and not titled:
                deck.name = " ".join((_bold_inner(h[1]) or h[1]).split())   # "## **Title**": the title
                deck.use(i + 1)
                rest_from = i + 1
                break
            if not h and line.lstrip().startswith("<") and not titled:
                continue   # "<style>...</style>", a badge: the title may follow
            if h or line.strip():
                if (not titled and len(line.strip()) <= 120
                        and (i + 1 >= end or not lines[i + 1].strip()) and not self.furniture(i)
                        and not _HTML_ONLY.match(line) and not line.lstrip().startswith("<")
                        and not self._numbered_as_second(line, second)):   # "**Day 1 - x**" over q1: its heading
                    deck.name = " ".join(line.split())
                    deck.use(i + 1)
                    rest_from = i + 1
                break
        # the introduction's prose; lists there are contents or links to translations, not a description; a logo
        # (an image from the web, or one with words after it on its line) is the page's; a line numbered like the
        # questions right over the first one (blank lines between) is its heading (said)
        heading_line = next((j for j in range(len(lines) - 1, rest_from - 1, -1) if lines[j].strip()), None)
        if heading_line is not None and (self.fenced[heading_line] or self._heading(heading_line)
                                         or not self._numbered_as_second(lines[heading_line], second)):
            heading_line = None   # ("Question #1*Topic 1*" alone, "Question #2*Topic 1*" over the second question)
        if heading_line is not None:
            self.warning(heading_line + 1, 1, f"line {heading_line + 1} opens with a word and the number 1 right above "
                                              "the first question, as the second question's line does with 2: read "
                                              "as its heading, left out of the deck's description",
                         hint="if it is the first question's own line, put it back at the question's start")
        over = next((j for j in range(len(lines) - 1, rest_from - 1, -1) if lines[j].strip()), None)
        if over is not None and over != heading_line and _logo(lines[over]) and _image_alone(lines[over]):
            # a web image alone on its line right over the first question: a logo, or that question's figure
            self.warning(over + 1, 1, f"line {over + 1} is an image from the web alone on its line right above the "
                                      "first question: read as the page's logo, left out of the deck",
                         hint="if it is the first question's figure, move it below the question's line")
        kept = [j for j in range(rest_from, len(lines)) if not _HTML_ONLY.match(lines[j]) and not self._choice_at(j)
                and not self._heading(j) and not self.furniture(j) and j not in self.key_lines
                and j != heading_line and not _logo(lines[j])]
        description = _trim([lines[j] for j in kept])
        if description and len(description) <= 500:
            deck.description = description
            for j in kept:
                deck.use(j + 1)
        lettered: list[int] = []
        for j in range(rest_from, len(lines)):
            if lines[j].strip() and (_HTML_ONLY.match(lines[j]) or self._choice_at(j) or self._heading(j)
                                     or self.furniture(j) or j == heading_line or _logo(lines[j])):
                deck.skip(j + 1)     # contents, links to translations, section headings, badges
                if (found := self._choice_at(j)) is not None and found[0] in ("letter", "check"):
                    lettered.append(j)
        if len(lettered) >= 2:
            self.warning(lettered[0] + 1, 1, f"lines {lettered[0] + 1}\u2013{lettered[-1] + 1} before the first "
                                             "question look like choices; left out with the page's introduction",
                         hint="if they are a question's choices, give them a question line above them")

    def _numbered_as_second(self, line: str, second: int | None) -> bool:
        """Whether ``line`` opens with a word and the number 1 (``Question #1*Topic 1*``, ``Pregunta nº 1``) and the
        second question (its start ``second``) has the same word and the number 2 on its first line or right over it
        (blank lines between): the first question's number line, left above it."""
        first = _WORD_HEAD.match(line.strip()) if len(line) <= 200 else None
        if first is None or first.group(2).lstrip("0") != "1" or second is None or ends_with(line.strip(), ASKING):
            return False
        above = [j for j in range(second, max(second - 4, -1), -1) if self.lines[j].strip()][:2]
        return any((m := _WORD_HEAD.match(self.lines[j].strip()[:200])) is not None and m.group(2).lstrip("0") == "2"
                   and m.group(1).casefold() == first.group(1).casefold() for j in above)

    def _question(self, a: int, b: int, number: str | None, ordinal: int, taken: set[str]) -> ImportedQuestion:
        first = self.lines[a]
        heading = self._heading(a)
        if heading:
            first = heading[1]
        first = _decap(_summary_text(first) or first)
        q_tags: list[str] = []
        header = tagged.match(first) if (tagged := self._tagged_header) is not None else None
        if header is not None:
            q_tags.append(header.group(5))   # "**Question #12 - Topic 1**": its tag
            self.headers_taken[a] = first.strip()
            header_text = first.strip().strip("*_").strip()   # (the header alone over choices: all it says)
        num = self._numbered_line(first) or (None if heading else _NUMBER_ALONE.match(first) or
                                         _BULLET_NUMBERED.match(first))
        if num:
            first = num.group(3)
            if num.group(1) and first.startswith("**"):
                first = first[2:].lstrip()     # "**Question 1:** text"
            elif num.group(1) and first.endswith("**"):
                first = first[:-2].rstrip()    # "**1. text**"
            if not heading and (field := _QUESTION_FIELD.match(first[:2000])):
                first = field.group(2)   # "1. 题目: text": the number, then the text's label
        elif not heading and (qdot := _Q_DOT.match(first)):
            first = qdot.group(1)   # "Q.2 Which...", "Q. 1 ....": the number is not the text
        elif not heading and (field := _QUESTION_FIELD.match(first[:2000])):
            first = field.group(2)  # "**Question:** What is ...": the label is not the text
        elif heading:
            hn = _HEADING_NUMBER.match(first)
            if hn:   # "## Question 1", "## Question #: 02", "### #12 What ..."
                first = hn.group(3)
                if (tag := _KIND_TAG.search(hn.string, hn.end(2), hn.start(3))) is not None:
                    q_tags.append(tag.group(1))   # "### Q25 (Scenario). text": a tag, not the text's start
                if hn.group(1) and first.endswith(hn.group(1)):
                    first = first[:-2].rstrip()
        first = _SCORE.sub("", first, count=1)
        first = "" if _PAREN_FIELD.match(first) else _PAREN_QUESTION.sub("", first, count=1)
        label = first if header is None else header_text
        if heading and (not _WORDY.search(first) or _QUESTION_LABEL.match(first) or _WORD_NUMBER.match(first)
                        or _CONTEXT_LABEL.match(first)):
            first = ""    # "## 第 1 题 🟢": a difficulty's colour, not text; "__Practice Question__": a label
        col = _indent(self.lines[a]) + 1
        runs = self._runs(a + 1, b)
        run = self._pick(runs, a, b)
        head_end = run.start if run else b
        meta = self._metadata(a, head_end, bool(first.strip()))
        # an answer line above the choices ("**答案**：C", then the choices): read after them if none follows
        above = next(((j, m) for j in range(a + 1, head_end) if (m := self._is_answer(j))), None)
        # wrappers such as <div dir="ltr"> around code: the card would show them as text; "Options:"
        body: list[str] = []
        dropped = False   # a line left out since the last kept one: a blank line on each side of it makes one
        label_at: int | None = None   # where in body a "**Question:**" label alone on its line was left out
        for j, line in enumerate(self.lines[a + 1:head_end], start=a + 1):
            asked = self._asking_heading(j) if j in self.heading_lines else None
            if asked is not None:   # "### Question: ... What is another benefit?" over the choices: their question
                line = asked
            if self.fenced[j] or asked is not None or not (
                    (_HTML_ONLY.match(line) and not _summary_text(line))
                    or self.furniture(j) or _LABEL_LINE.match(line) or _TEXT_LABEL.match(line)
                    or j in self.heading_lines or (above and j == above[0]) or j in meta):
                if not (dropped and not line.strip() and body and not body[-1].strip() and not self.fenced[j]):
                    body.append(_summary_text(line) or line)
                dropped = False
            else:
                dropped = True
                if label_at is None and _TEXT_LABEL.match(line[:200]):
                    label_at = len(body)
        if run is not None and run.kind == "quoted":
            first, body = _unquote(first), [_unquote(line) for line in body]   # the question quoted with its choices
        if num and _WORD_NUMBER.match(first) and any(line.strip() for line in body):
            first = ""   # "1.  Question 1", the text on the lines below: a label, not text
        elif num and self.markdown and mdlabelheads.is_label(self.lines[a], first, self.lines[a + 1:head_end],
                                                             self.fenced[a + 1:head_end]):
            first = ""   # "**Q3: Basic - [Slicing]**", the question asked below: a label (mdlabelheads)
        unfenced = next((k for k, line in enumerate(body) if FENCE.match(line)), len(body))
        field_at = next((k for k, line in enumerate(body[:unfenced]) if _QUESTION_FIELD.match(line[:2000])), None)
        if field_at is not None and (field_at > 0 or first.strip()) and self._question_fields >= 2:
            # (a label line the file writes once, inside one question's text, is that text's: no restart)
            # "## Question 260 - Title", "**Topic:** ...", then "**Question:** text": the text starts at its label
            m = _QUESTION_FIELD.match(body[field_at][:2000])
            assert m is not None
            first, body = m.group(2), body[field_at + 1:]
        elif (field_at is None and label_at is not None and first.strip()
              and not any(x.strip() for x in body[:label_at]) and self._text_labels >= 2):
            # "## 1. Short title", then "**Question:**" alone, the text below it: the text starts below the label,
            # as it starts at the label written on the text's line (a label the file writes once is no restart);
            # only the title is above it (a paragraph between, "A job holds ...", is the question's scenario: kept)
            first, body = "", body[label_at:]
        head = _trim([first, *_dedent(body)]) or label.strip()   # "### question" alone: a template's text
        if a in self.sibling_heads and (unlabelled := headsiblings.unlabelled(head)) is not None:
            head = unlabelled   # "**Question**: Which ...?" under the scenario: the field's label, off
            self.sibling_labels += 1
        head = _PAREN_QUESTION.sub("", head, count=1)   # "10. (Type): ...", then "(Question): text"
        q = ImportedQuestion(pos=self.pos(a + 1, col), text=head,
                             id=make_id(number if number is not None else str(ordinal), taken))
        q.tags.extend(t for t in map(make_tag, q_tags) if t)
        if not head:
            self.error(a + 1, col, "a question without text")
        if run is None:
            self.warning(a + 1, col, f"question {self._said(ordinal, a + 1)}: no choices found under it",
                         hint="choices are lines such as `- [ ] text`, `A. text`, `A) text` or `• text`")
            return q
        self._choices(q, run)
        self.kinds[id(q)] = run.kind
        self._tail(q, run, b)
        if q.answer is None and q.pos not in self.unread_answers:
            if _lone_marked(q):
                self.lone_marked.append((q, a + 1, col, ordinal))   # learnt over the file (``_lone_marks``)
            else:
                self._trailing(q, a + 1, col, ordinal)
        if above is not None and q.answer is None and q.pos not in self.unread_answers and not (
                self._caption(above[0], above[1], run)):
            self._answer(q, run, above[0], self.lines[above[0]], above[1])
        if mdboldmarks.CHOOSE.search(head) or _ALL_THAT_APPLY.search(head):
            q.multi = True
            want = mdboldmarks.wanted(head)
            if want and q.answer is not None and len(q.answer) != want:
                self.warning(a + 1, col, f"question {self._said(ordinal, a + 1)} asks to choose {want} but the "
                                         f"source gives {len(q.answer)} answer{'s' if len(q.answer) != 1 else ''}")
        return q

    def _caption(self, j: int, m: re.Match[str], run: _Run) -> bool:
        """Whether the answer line ``j`` above a question's choices holds no value and the choices follow it, blank
        lines alone between (``**Answers:**`` over the list of a graded page): the list's caption, no answer."""
        return not m.group(1).strip(" *_`:") and all(not self.lines[k].strip() for k in range(j + 1, run.start))

    def _trailing(self, q: ImportedQuestion, line: int, col: int, ordinal: int) -> None:
        marked = _trailing_marks(q)
        if marked:
            self.warning(line, col, f"question {self._said(ordinal, line)}: the right "
                                    f"{'choices' if len(marked) > 1 else 'choice'} "
                         f"read from the lone letter at the end of {', '.join(marked)} (taken out of the text)",
                         hint="when that letter belongs to the text, add a line such as `Answer: B` below the "
                              "choices")

    def _lone_marks(self, deck: ImportedDeck) -> None:
        """A lone letter at the end of some choices read as their mark where the file's questions repeat it: two of
        them at least, and most (``RECUR_LONE``) of those left without an answer; one question alone is its text."""
        marked = [m for m in self.lone_marked if m[0].answer is None]
        open_ = sum(1 for q in deck.questions if q.answer is None and len(q.choices) >= 2)
        if len(marked) >= max(2, RECUR_LONE * open_):
            for q, line, col, ordinal in marked:
                self._trailing(q, line, col, ordinal)

    def _metadata(self, a: int, end: int, titled: bool) -> set[int]:
        """The lines between a question's start ``a`` and its choices that describe it rather than ask it,
        marked as furniture: its fields (``**Difficulty:** Easy``, ``**类型：** 单选题``) before its text,
        or everything above a heading that opens its text (``### Question``, ``### 题目``)."""
        opener = next((j for j in range(a + 1, end) if (h := self._heading(j)) and (
            _TEXT_HEADING.match(h[1]) or self._word_label(h[1]))), None)
        out: set[int] = set()
        if opener is not None:
            # what a "### Scenario" heading introduces is the question's text too; the fields above it are not
            context = next((j for j in range(a, opener) if (h := self._heading(j)) and _CONTEXT_LABEL.match(h[1])),
                           None)
            out = {j for j in range(a + 1, opener + 1) if self.lines[j].strip() and not self.fenced[j]
                   and (context is None or j < context or j in self.heading_lines)}
        elif not titled:
            j = a + 1
            while j < end and not self.lines[j].strip():
                j += 1
            while j < end and not self.fenced[j] and _FIELD_LINE.match(self.lines[j][:300]):
                out.add(j)
                j += 1
            if j < end and self.lines[j].strip():
                return set()     # "**Scenario:** ..." running on into the text: the text itself
            if not any(self.lines[k].strip() and k not in self.heading_lines for k in range(j, end)):
                return set()     # nothing else above the choices: these lines are all the question has
        for j in out:
            self._furniture[j] = True
        return out

    def _pick(self, runs: list[_Run], a: int, b: int) -> _Run | None:
        kept, key = self._before_key(runs, a, b)
        picked = self._pick_of(kept, a, b)
        if key is not None and (other := self._pick_of(runs, a, b)) is not None and other not in kept and (
                other.start not in self.after_key):   # said once, where the list below the answer line would win
            self.after_key.add(other.start)
            self.warning(other.start + 1, 1, f"the list at line {other.start + 1} comes after the answer line at line "
                                             f"{key + 1}, which names a choice above it: not the question's choices")
        return picked

    def _pick_of(self, runs: list[_Run], a: int, b: int) -> _Run | None:
        for kind in ("check", "quoted", "letter", "plain"):   # a quote holds question and choices: its list first
            of_kind = [r for r in runs if r.kind == kind and len(r.choices) >= 2 and not (
                kind == "letter" and self._explaining(r, runs))]
            if of_kind:
                return _marked_run(of_kind) or of_kind[0]
        bullets = [r for r in runs if r.kind == "bullet"]
        if not bullets:
            return runs[0] if runs else None
        marker = next((j for j in range(a + 1, b) if self._is_answer(j) or _DETAILS.search(self.lines[j])), None)
        if marker is not None:
            before = [r for r in bullets if r.end <= marker]
            if before:
                return before[-1]
        # "* Sales", "* Date" above "What should you use?", then "- x", "- y": the list above the line that asks is
        # the question's text, the first list after it the choices (stemlists.after_asking)
        return bullets[stemlists.after_asking(
            [(r.start, r.end, self.lines[r.start].lstrip()[:1]) for r in bullets],
            lambda j: not self.fenced[j] and ends_with(self.lines[j].strip(), ASKING), a)]

    def _before_key(self, runs: list[_Run], a: int, b: int) -> tuple[list[_Run], int | None]:
        """The runs that may be the choices of the question in [a, b): where its answer line names a letter of a run
        lettered from A above it (``A.`` .. ``D.``, then ``**Answer:** B``), none below that line (``**Key
        points:**`` and its boxes, a list of reasons: what follows the answer); and that line (None: all may)."""
        if len(runs) < 2 or runs[-1].start < (first := runs[0].end):
            return runs, None
        for j in range(first, min(b, runs[-1].start)):
            m = self._is_answer(j) if self.lines[j].strip() else None
            if m is None:
                continue
            key = _KEY_LETTER.match(m.group(1)) if m.group(1) else None
            above = [r for r in runs if r.end <= j + 1 and r.kind == "letter" and len(r.choices) >= 2
                     and [c.label for c in r.choices] == list(range(len(r.choices)))]
            if key is None or not above or ord(key.group(1).upper()) - ord("A") >= len(above[-1].choices):
                return runs, None
            return [r for r in runs if r.start < j], j
        return runs, None

    def _explaining(self, run: _Run, runs: list[_Run]) -> bool:
        """Whether a lettered run names the choices of a bulleted list above it, below an answer line or an
        explanation's label that follows that list (``**Correct Answers:**``, then ``* **A. text**``): the answer's
        or the explanation's list, not the choices, which are the bullets."""
        top = max((c.label or 0 for c in run.choices), default=0)
        return any(r.kind == "bullet" and len(r.choices) > top and r.end <= run.start and _restates(run, r) and any(
            not self.fenced[j] and (self._is_answer(j) or _PART_PARAGRAPH.match(self.lines[j]) or (
                _EXPLAINING.match(self.lines[j][:200])))
            for j in range(r.end, run.start)) for r in runs)

    def _choices(self, q: ImportedQuestion, run: _Run) -> None:
        # "- [ ] A. text", "- [ ] B" (its code block below): labels the card would contradict when shuffling
        stripped = [_unlabel(c.text[0], k) for k, c in enumerate(run.choices)]
        if any(s == "" and not any(t.strip() for t in c.text[1:]) for s, c in zip(stripped, run.choices, strict=True)):
            stripped = [None]   # "- [ ] a" with nothing else: "a" is the choice, not its label
        labelled = run.kind != "letter" and all(s is not None for s in stripped)
        if not labelled and run.kind != "letter":
            numbered = _numbered_choices(run.choices)   # "[ ] 1" and its code block below, "[ ] 2 text"
            if numbered is not None:
                stripped, labelled = list(numbered), True
        said_right: list[int] = []   # choices whose feedback below them says they are right
        for k, c in enumerate(run.choices):
            first = c.text[0]
            if labelled:
                first = stripped[k] or ""
            rest, why = _feedback(c.text[1:])
            if why is None and c.note:
                why = "\n".join(c.note).strip() or None
            q.choices.append(ImportedChoice(_trim([first, *_dedent(rest)]), why=why))
            if why is not None and _SAYS_CORRECT.match(why):
                said_right.append(k)
        if run.kind == "check":
            checked = [k for k, c in enumerate(run.choices) if c.checked]
            if checked:
                q.set_answer(checked)
        if self.marks is not None:
            for k, c in enumerate(run.choices):   # "text / NIE / why": what followed the verdict
                if c.line in self.marks.why and q.choices[k].why is None:
                    q.choices[k].why = self.marks.why[c.line]
                for n in self.marks.noted.get(c.line, ()):
                    q.use(n + 1)   # its note's lines (blanked)
        if self.marks is not None and q.answer is None:
            right = [k for k, c in enumerate(run.choices) if c.line in self.marks.right]
            wrong = {k for k, c in enumerate(run.choices) if c.line in self.marks.wrong}
            if not right and wrong:
                right = [k for k in range(len(run.choices)) if k not in wrong]
            if right and (len(right) < len(run.choices) or self.marks.paired):
                q.set_answer(right)   # a verdict pair may say every choice right
            elif self.marks.paired and len(wrong) == len(run.choices):
                self.warning(run.choices[0].line + 1, 1, f"every choice of the question carries the verdict "
                             f"{self.marks.shown.split(' and ')[-1]}: the source says none is right",
                             hint="check the question against the source; write its answer if one is right")
        bold = [k for k, c in enumerate(run.choices) if c.bold]
        if bold and len(bold) < len(run.choices):
            q.set_answer(bold)   # "**D、text**": the right choice in bold, the others not
        if q.answer is None and (run.kind in ("bullet", "plain") or all(c.line in self.by_number for c in run.choices)):
            # "- **False**" among plain choices (or "    2. **text**" numbered): the file's mark for the right one, if
            # it does so throughout
            wrapped = [k for k, c in enumerate(q.choices) if _bold_inner(c.text.split("\n", 1)[0]) is not None]
            if wrapped and len(wrapped) < len(q.choices):
                self.bold_marked.append((q, wrapped, sorted(set(wrapped) | set(said_right))))
        if run.kind == "plain":
            self._twice(q, run)
        # the right choices marked in the text: <font color="red">, a trailing ✅ or "(correct)"
        marked = [k for k, c in enumerate(q.choices) if _MARKED.search(c.text[:2000])]
        if marked and len(marked) < len(q.choices) + (1 if len(q.choices) > 2 else 0) and q.answer is None:
            for k in marked:
                q.choices[k].text = _MARK_STRIP.sub("", q.choices[k].text).strip()
            for other in q.choices:
                other.text = _SAYS_WRONG.sub("", other.text).rstrip()
            q.set_answer(marked)
        # "+", "-", "*": a question whose choices are all signs, "-" the minus among them, no placeholder
        signs = all(c.text.strip() and not any(ch.isalnum() for ch in c.text) for c in q.choices) and any(
            c.text.strip().casefold() not in _PLACEHOLDERS for c in q.choices)
        doubled = without_labels([c.text for c in q.choices]) is not None   # "A. A. text": mend takes them off
        for k, choice in enumerate(q.choices):
            line = run.choices[k].line + 1
            if choice.text.strip().casefold() in _PLACEHOLDERS and not signs:
                self.warning(line, 1, f"choice {letter(k)} is a placeholder ({choice.text.strip() or 'empty'!r}), "
                                      "not a choice", hint="remove it, or write the choice it stands for")
            elif not labelled and not doubled and (split := split_label(choice.text)) and split[0] == k:
                self.warning(line, 1, f"choice {letter(k)} keeps its label: {choice.text[:40]!r}",
                             hint="remove the label: the card letters the choices itself")
        if not labelled and len(q.choices) >= 2 and all(
                (split := split_label(c.text)) is not None and split[0] == k + 1 for k, c in enumerate(q.choices)):
            # "b. x", "c. y", "d. z" read as choices A, B, C: the choice labelled a. was lost (into the question?)
            self.warning(run.choices[0].line + 1, 1, "every choice's label runs one ahead of its place ("
                         + ", ".join(letter(k + 1) for k in range(len(q.choices)))
                         + f" read as A to {letter(len(q.choices) - 1)}): "
                         "the first choice is likely read into another part of the question",
                         hint="check the question's text: its first choice may be in it")

    def _twice(self, q: ImportedQuestion, run: _Run) -> None:
        """Unmarked choices as course platforms export them: each written twice, the second time with what the
        learner answered ("text", "text - correct", "text - no response given"): one choice each; and
        "- no response given" taken off the others."""
        texts = [c.text for c in q.choices]
        if len(texts) >= 4 and len(texts) % 2 == 0 and all(
                texts[k + 1].startswith(texts[k]) and (_SAYS_RIGHT.search(texts[k + 1]) or _SAYS_NOTHING.search(
                    texts[k + 1])) and len(texts[k + 1]) > len(texts[k]) for k in range(0, len(texts), 2)):
            kept = q.choices[1::2]
            q.choices[:] = kept
            run.choices[:] = run.choices[1::2]
        for c in q.choices:
            c.text = _SAYS_NOTHING.sub("", c.text)

    def _tail(self, q: ImportedQuestion, run: _Run, b: int) -> None:
        lines: list[str] = []
        sources: list[str] = []
        answered = False   # the first answer line is the answer; what follows it is the explanation
        j = run.end
        while j < b:
            line = self.lines[j]
            m = None if answered else self._is_answer(j)
            if m and _BLANK_SLOT.search(line[:400]):
                self.slotted.add(q.pos)   # "**Your Answer**: _____": a blank for the learner to fill in, no answer
                j += 1                    # (nor text); a question for sure, answered or not
                continue
            if (m is None and not answered and q.answer is None and not self.fenced[j] and len(line) <= 80
                    and _LABEL_LINE.match(line) and j + 1 < b
                    and (texts := mdlabelanswers.named(self.lines, j + 1, b, [c.text for c in q.choices], _alike))):
                # "Answer Options:" under the choices, the right one's text below it (mdlabelanswers)
                indices, astray, j = texts
                q.set_answer(indices)
                answered = True
                for at, text in astray:
                    self.warning(at + 1, 1, f"the answer under {line.strip()!r} also gives {text[:40]!r}, which is "
                                            "none of the question's choices; not read as an answer",
                                 hint="compare with the source: the answer may be another question's")
                continue
            if m:
                answered = True
                if _TO_FILL.match(m.group(1)):
                    j += 1   # "**Réponse : \_\_\_\_**": a blank for the learner to fill, no answer (a key may give it)
                    continue
                if not m.group(1).strip(" *_`:"):
                    # "### ✅ Correct Answer:" and the answer on the line below it
                    k = j + 1
                    while k < b and (not self.lines[k].strip() or _HTML_ONLY.match(self.lines[k])):
                        k += 1
                    listed = self._listed_answers(q, k, b)
                    if listed is not None:   # "- A", "- B - Correct", "- C": the list marks the right ones
                        j = listed
                        continue
                    if k < b and (v := answervalues.fenced_value(self.lines, self.fence_ends, k)) is not None and (
                            named := self._answer_alone(q, self.lines[v])) is not None:   # "**Answer:**", "```C. x```"
                        q.set_answer(named)
                        j = self.fence_ends[k]
                        continue
                    if k < b and not self.fenced[k] and not self._heading(k):
                        value = re.match(r"^[ \t>*_-]*(.*)$", self.lines[k])
                        assert value is not None
                        self._answer(q, run, k, self.lines[k], value)
                        j = k + 1
                        continue
                self._answer(q, run, j, line, m)
                why = m.group("why") if m.re is _ANSWER_WORDY else None
                if why is not None and why.strip():
                    lines.append(f"({why.strip()})")   # "Răspuns corect: **C** (aproximativ 30 secunde)": kept
                    if _REMARK_LABEL.search(why):
                        self.warning(j + 1, m.start("why") + 1, f"the remark after the answer, ({why.strip()[:40]}), "
                                     "names a choice's label: read as the explanation, the answer before it alone",
                                     hint="compare with the source: the remark may give another answer")
                reason = _SAID_AFTER.match(line) if m.re is _ANSWER_SENTENCE and q.answer is not None else None
                if reason is not None and len(q.answer or []) == 1 and not _alike(
                        reason.group(1), q.choices[(q.answer or [0])[0]].text):
                    lines.append(reason.group(1))   # "The correct answer is **B**. Because ...": why, on its line
                elif not (why or "").strip() and (given := self._reason_after(q, m.group(1))) is not None:
                    lines.append(given)   # "Answer: B — why": the reason after the label (crossedkeys)
                j += 1
                continue
            if not answered and q.answer is None and not self.fenced[j] and _ANSWER_BUTTON.search(line[:400]):
                # <details><summary>Answer</summary> and the answer alone on its first line: "b) Internet", "B"
                inline = _ANSWER_BUTTON.search(line[:400])
                assert inline is not None
                k, said = j, inline.group(1)
                if not said.strip():
                    k = j + 1
                    while k < b and (not self.lines[k].strip() or _HTML_ONLY.match(self.lines[k])):
                        k += 1
                    said = self.lines[k] if k < b and not self.fenced[k] else ""
                named = self._answer_alone(q, said)
                if named is not None:
                    q.set_answer(named)
                    answered = True
                    j = max(j, k) + 1
                    continue
            if (not answered and q.answer is None and j == run.end and not self.fenced[j]
                    and (restated := _relabelled(q, line)) is not None):
                q.set_answer([restated])   # "B. Adding the folder ..." right below the choices: the right one again
                answered = True
                j += 1
                continue
            bold = None if answered or q.answer is not None or self.fenced[j] else _BOLD_LABEL_ANSWER.match(line)
            if bold is not None and not any(self.lines[k].strip() for k in range(run.end, j)):
                j = self._bold_answers(q, j, b)   # "**C.** log" right below the choices
                answered = True
                continue
            found = None if answered or q.answer is not None else self._choice_at(j)
            if found is not None and found[0] == "check":
                again = _Run("check", j, j + 1, [found[1]])
                after = self._extend(again, b)
                if len(again.choices) == len(q.choices) and all(
                        _same(c.text[0], q.choices[k].text) for k, c in enumerate(again.choices)):
                    checked = [k for k, c in enumerate(again.choices) if c.checked]
                    if checked:   # a solution that repeats the choices with the right ones checked
                        q.set_answer(checked)
                        answered = True
                        j = after
                        continue
            j += 1
            if not self.fenced[j - 1]:
                if _HTML_ONLY.match(line) or _DETAILS.search(line) or self.furniture(j - 1):
                    continue
                ref = _REFERENCE.match(line)
                if ref:
                    sources.append(line.strip())
                    continue
                heading = self._heading(j - 1)
                if heading and _PART_LABEL.match(heading[1]):
                    part = heading[1].strip()
                    if not _EXPLANATION_HEADING.match(part):
                        lines.append(f"**{part}**")   # "### 🔗 References:" inside the answer block
                    continue
            lines.append(line)
        while lines and (not lines[-1].strip() or (_RULE.match(lines[-1]) and not self.fenced[b - 1])):
            lines.pop()
        if not answered and q.answer is None and (said := _said_right(lines, len(q.choices))):
            q.set_answer(said)   # "Option E is correct." among the explanation's lines
        text = _trim(lines)
        label = _EXPLANATION_LABEL.match(text)
        if label:
            text = text[label.end():].lstrip()
        if text:
            q.explanation = text
            self.explained_at[run.start] = run.end < len(self.lines) and bool(self.lines[run.end].strip())
        if sources:
            q.source = "\n".join(sources) if len(sources) > 1 else sources[0]

    def _listed_answers(self, q: ImportedQuestion, k: int, b: int) -> int | None:
        """Answers given as a list of labels below an answer heading, one a line: the marked ones
        ("- B - Correct", "- B ✓") when some are marked, else all listed ones ("- B", "- D").
        Returns the index after the list, or None when the lines from ``k`` are not such a list."""
        items: list[tuple[int, int, bool]] = []   # (line, choice, marked)
        j = k
        while j < b and not self.fenced[j]:
            line = self.lines[j]
            if not line.strip():
                j += 1
                continue
            m = _LISTED_ANSWER.match(line[:200])
            index = label_index(m.group(1)) if m else self._restated(q, line)
            if index is None:
                break
            items.append((j, index, bool(m.group(2)) if m else False))
            j += 1
        restated = bool(items) and all(_LISTED_ANSWER.match(self.lines[n][:200]) is None for n, _, _ in items)
        if len(items) < 2 - restated or [i for _, i, _ in items] != sorted({i for _, i, _ in items}):
            return None
        end = items[-1][0] + 1
        bad = next(((line, i) for line, i, _ in items if i >= len(q.choices)), None)
        if bad is not None:
            self.needs_attention(self.deck, bad[0] + 1, 1, f"the answer list names {letter(bad[1])}, but the "
                                 f"question has {len(q.choices)} choices; it is written as the source gives it")
            self.unread_answers.add(q.pos)
            q.raw_answer = ", ".join(letter(i) for _, i, _ in items)
            return end
        marked = [i for _, i, mark in items if mark]
        named = sorted({i for _, i, _ in items})
        if restated and q.answer is not None and q.answer != named:
            self.warning(k + 1, 1, f"the answer list names {', '.join(letter(i) for i in named)} but the choices' "
                                   f"marks say {', '.join(letter(i) for i in q.answer)}; keeping the marks")
            return end
        if marked:
            q.set_answer(marked)
        elif len(items) < len(q.choices):
            q.set_answer([i for _, i, _ in items])
        else:
            self.needs_attention(self.deck, k + 1, 1, "the answer list names every choice and marks none right; "
                                 "it is written as the source gives it")
            self.unread_answers.add(q.pos)
            q.raw_answer = ", ".join(letter(i) for _, i, _ in items)
        return end

    def _restated(self, q: ImportedQuestion, line: str) -> int | None:
        """The choice a list item restates by its label and text (``* **C. text**``, ``- D. text``), markup and
        punctuation aside; None when it is no such item."""
        item = _BULLET.match(line[:2000])
        if item is None:
            return None
        text = item.group(2).strip()
        split = split_label(_bold_inner(text) or text)
        if split is None or split[0] >= len(q.choices) or not split[1].strip():
            return None
        return split[0] if _words(split[1]) == _words(q.choices[split[0]].text) else None

    def _bold_answers(self, q: ImportedQuestion, j: int, b: int) -> int:
        """The answers given as "**C.** text" lines from line ``j`` on (one a line); the index after them.
        By the letter; said at the line when the text is not that choice's."""
        named: list[int] = []
        while j < b and (m := _BOLD_LABEL_ANSWER.match(self.lines[j])):
            index = label_index(m.group(1))
            if index is None or index >= len(q.choices):
                self.needs_attention(self.deck, j + 1, m.start(1) + 1, f"the answer {m.group(1)} names no choice; "
                                     f"the question has {len(q.choices)}; it is written as the source gives it")
                self.unread_answers.add(q.pos)
                q.raw_answer = self.lines[j].strip()
                return j + 1
            if not _same(m.group(2), q.choices[index].text):
                self.warning(j + 1, m.start(2) + 1, f"the answer line names {letter(index)} but its text "
                                                    f"{m.group(2)[:40]!r} is not that choice's; taking {letter(index)}")
            named.append(index)
            j += 1
        q.set_answer(sorted(set(named)))
        return j

    def _answer_alone(self, q: ImportedQuestion, value: str) -> list[int] | None:
        """The choices a line names when it holds nothing but an answer: "B", "b) Internet", "Internet"."""
        value = _TAGS.sub("", value[:300]).strip().strip("*_`").strip()
        split = split_label(value)
        if split is not None and split[0] < len(q.choices) and _same(split[1], q.choices[split[0]].text):
            return [split[0]]   # "A — A container platform": the choice repeated with its label
        named = answer_letters(value)
        if named is not None:
            indices, rest = named
            if all(i < len(q.choices) for i in indices) and (
                    not rest or (len(indices) == 1 and _same(rest, q.choices[indices[0]].text))):
                return indices
            return None
        matches = [k for k, c in enumerate(q.choices) if _same(value, c.text)]
        return matches if len(matches) == 1 else None

    @functools.cached_property
    def _answers_by_text(self) -> bool:
        """Whether the file's answer lines name their choices by text (``Answer: Connectionless``) three times as
        often at least as by a number or a letter: a number alone that is one choice's text is that text too."""
        by_text = by_label = 0
        for i in range(len(self.lines)):
            found = None if self.fenced[i] else self._is_answer(i)
            if found is None or found.start(1) < 0:
                continue
            value = found.group(1).strip().strip("*_`").strip()
            digits, letters = _NUMBER_ANSWER.match(value), answer_letters(value)
            if (digits and not value[digits.end():].strip(" .*_`")) or (letters and not letters[1].strip()):
                by_label += 1
            elif len(value) > 1:
                by_text += 1
        return by_text >= 3 * max(by_label, 1)

    @staticmethod
    def _marked_bold(q: ImportedQuestion) -> bool:
        """Whether the question's answer is read from its choices' mark: some of them wholly bold, not all."""
        if q.answer is not None:
            return True
        bold = sum(1 for c in q.choices if _bold_inner(c.text.split("\n", 1)[0]) is not None)
        return 0 < bold < len(q.choices)

    @staticmethod
    def _reason_after(q: ImportedQuestion, value: str) -> str | None:
        """The reason an answer line gives after the labels read as its answer (``B — why``), or None."""
        named = joined_letters(value.strip())
        if q.answer is None or named is None or sorted(set(named[0])) != q.answer:
            return None
        return crossedkeys.reason(named[1], [c.text for c in q.choices], q.answer)

    def _answer(self, q: ImportedQuestion, run: _Run, j: int, line: str, m: re.Match[str]) -> None:
        value = m.group(1).strip()
        col = m.start(1) + 1
        kind = _ANSWER_KIND.match(value)
        if kind:   # "多选 A、B、C": the kind of question said before its answers
            value, col = value[kind.end():], col + kind.end()
        worded = _OPTION_WORD.match(value)
        if worded:   # "Option `A`": the word naming what the letter is, then the letter alone
            value, col = value[worded.end():], col + worded.end()
        named = joined_letters(value)   # "A và B": labels joined by a word of any language too
        entire = [k for k, c in enumerate(q.choices) if _alike(value, c.text)]
        if named is not None and named[1] and len(entire) == 1 and not (
                len(named[0]) == 1 and named[0][0] < len(q.choices) and _alike(named[1], q.choices[named[0][0]].text)):
            named = (entire, "")   # "A documentation language like LaTeX.": choice B's whole text, no label A
        if named is not None and "**" in named[1] and len(named[1].split()) > 2:   # "A key outcome is the **x**."
            bold = boldnames.named(value, [c.text for c in q.choices])
            if bold is None and self._marked_bold(q):
                return             # a sentence whose bold names no choice ("A Zero Day … **does not fit …**"): the
            named = (bold, "") if bold is not None else named   # mark answers; else its bold spans' choices, no A
        if named is not None and (tail := crossedkeys.reread(named[0], named[1], [c.text for c in q.choices])):
            named = (tail.indices, "")   # "B(x) A": a crossed-out pick, the right one after it (said either way)
            self.warning(j + 1, col, tail.said, hint="check its answer against the source")
        counted: tuple[list[int], str] | None = None
        count = len(run.choices)
        if run.choices[0].line in self.by_number:
            digits = _NUMBER_ANSWER.match(value)
            # a letter set apart names the choices numbered 1, 2, 3... counted from A, as a page may show them
            named = ([int(d) - 1 for d in re.findall(r"\d{1,2}", digits.group())], "") if digits else (
                named if named is not None and named[1][:1] in ("", "*", "_", ".", ")", ":") else None)
            texts = [k for k, c in enumerate(q.choices) if _same(value, c.text)]
            if digits and len(texts) == 1 and named is not None and named[0] != texts:
                # "32 bit" (32 is no choice's number), or "2" among "2", "6", "11" in a file whose answers name their
                # choices by text: the choice's text
                whole = not value[digits.end():].strip(" .*_`")
                if not whole or any(i >= count for i in named[0]) or self._answers_by_text:
                    if whole:
                        self.warning(j + 1, col, f"the answer {value[:20]!r} is choice {letter(texts[0])}'s text and "
                                                 f"choice {letter(named[0][0])}'s number: read as the text, as the "
                                                 "file's other answers name their choices by text",
                                     hint="check its answer against the source")
                    named = (texts, "")
        verdict = _VERDICTS.get(value.strip(" .*_`\ufe0f"))
        if run.choices[0].line in self.by_word and count == 2 and verdict is not None:
            named = ([verdict], "")   # a check: the first (true), a cross: the second
        if run.kind == "plain":   # choices found by this answer's text: the text names one
            same = [k for k, c in enumerate(q.choices) if _same(value, c.text)]
            named = (same[:1], "") if same else None
        elif named is None and run.kind in ("bullet", "check") and (digits := _NUMBER_ANSWER.match(value)) and (
                not value[digits.end():].strip(" .*_`")) and "0" not in re.findall(r"\d{1,2}", digits.group()):
            # "**Correct Answer:** 2" under unlabelled choices: the second, counted from 1 (unsure where no answer of
            # the file names the last choice so: said once, ``_say_counted``)
            named = ([int(d) - 1 for d in re.findall(r"\d{1,2}", digits.group())], "")
            counted = named
        named = (joined, "") if run.kind != "letter" and (  # the texts of unlabelled choices, one or more: "x, y"
            joined := mdjoined.named(value, [c.text for c in q.choices])) else named
        if counted is not None and named is counted:   # (not a choice's own text, "2" among the choices)
            self.counted.append((j + 1, col, count in (k + 1 for k in counted[0])))
        if named is None:
            # the answer as the text of a choice
            norm = " ".join(value.strip("*`_ ").split()).casefold()
            matches = [k for k, c in enumerate(q.choices) if answervalues.same(c.text) == answervalues.same(norm)]
            if len(matches) != 1 and (lead := leadingchoice.leading(value, [c.text for c in q.choices])):
                matches, q.explanation = [lead[0]], q.explanation or lead[1] or None   # "Falsch. Korrekt: ..."
            if len(matches) != 1 and (hit := answervalues.lettered(value, [c.text for c in q.choices])):
                matches = [hit[0]]   # "a) disk" over "1. disk": by its text and its letter's ordinal
                if hit[1]:
                    self.warning(j + 1, col, f"the answer {value[:40]!r}: {hit[1]}", hint="check it against the source")
            bold = boldnames.named(value, [c.text for c in q.choices]) if len(matches) != 1 else None
            if len(matches) == 1:
                named = (matches, "")
            elif bold is not None:   # "The correct factors are **x**, **y**": the choices its bold spans are
                named = (bold, "")
            elif ("**" in value or "__" in value) and self._marked_bold(q):
                return   # the answer read from the choice's mark (bold); the prose's bold names none: nothing to say
            else:
                self.needs_attention(self.deck, j + 1, col, f"cannot tell which choice the answer {value[:60]!r} "
                                                            "names; it is written as the source gives it",
                                     hint="write the choice's letter, e.g. `Answer: B`")
                self.unread_answers.add(q.pos)
                q.raw_answer = value
                return
        indices = named[0]
        if run.kind == "letter" and (run.shuffled or skippedlabels.skip_at([c.label for c in run.choices])):
            # "Answer: B" names the choice labelled B, wherever it stands (shuffled, or a letter skipped)
            where = {c.label: k for k, c in enumerate(run.choices)}
            indices = [where.get(index, count) for index in indices]
        for index in indices:
            if index >= count:
                self.needs_attention(self.deck, j + 1, col, f"the answer {letter(index)} names no choice; the "
                                                            f"question has {count} (A to {letter(count - 1)}); "
                                                            "it is written as the source gives it")
                self.unread_answers.add(q.pos)
                q.raw_answer = value
                return
        indices = sorted(set(indices))
        if q.answer is not None and q.answer != indices:
            if (want := mdboldmarks.line_wins(q.text, indices, q.answer)) is not None:   # "(Choose 2)", "Answer: B, D"
                self.warning(j + 1, col, f"the answer line says {', '.join(letter(i) for i in indices)} but the "
                                         f"marked choices say {', '.join(letter(i) for i in q.answer)}; the question "
                                         f"asks to choose {want}, as the line names: keeping the answer line")
                q.answer = None
                q.set_answer(indices)
                return
            self.warning(j + 1, col, f"the answer line says {', '.join(letter(i) for i in indices)} but the "
                                     f"checked boxes say {', '.join(letter(i) for i in q.answer)}; "
                                     "keeping the checked boxes")
            return
        q.set_answer(indices)


#: what an answer sentence says after its letter and a stop: "The correct answer is **B**. Because ...", "... is C: why"
_SAID_AFTER = re.compile(rf"^.{{0,200}}?(?:is|es|est|ist|é|è)[ \t]+(?:[^\W\d_]{{1,8}}[ \t]+)?[*_]*{LABEL}[*_]*[ \t]*"
                         rf"[.:][*_]*[ \t]+(\S.*)$", re.I)
#: the word before an answer's letter alone, naming what it is: "Option `A`", "Alternativa C", "Choice (b)"
_OPTION_WORD = re.compile(r"(?:options?|choices?|alternatives?|alternativas?|opci[oó]n|op[cç][aã]o|opzione)[ \t]+"
                          r"(?=[*_`(\[]{0,2}[A-Za-z][*_`)\]]{0,2}[ \t.]*$)", re.I)
#: a sub-heading that opens a question's text: "### Question", "### 题目" (what is above it describes the question)
_TEXT_HEADING = re.compile(r"^[\W_]*(?:question|the question|problem|题目|題目|问题|問題|frage|pregunta|question text)"
                           r"[\W_]*$", re.I)
#: a field of a question, not its text: "**Difficulty:** Easy", "**类型：** 单选题", "**Tags:** dns, tcp"
_FIELD_LINE = re.compile(r"^[ \t]*[-*]?[ \t]*(\*\*|__)?(?:type|question type|difficulty|level|tags?|topics?|category|"
                         r"categories|points?|score|marks?|domain|section|skill|objective|time|source|author|"
                         r"类型|題型|题型|难度|難度|标签|標籤|分类|分類|知识点|知識點|考点|分值|来源|"
                         r"typ|schwierigkeit|kategorie|tipo|dificultad|categoría|categoria|tema|type de question|"
                         r"difficulté|catégorie|тип|сложность|теги|категория)"
                         r"[ \t]*(?:[:：][ \t]*(?:\1)?|(?:\1)[ \t]*[:：])[ \t]*[^?？\n]{1,60}$", re.I)
#: a heading that only says "question": "Question", "Practice Question", "问题"
_QUESTION_LABEL = re.compile(r"^[\W_]*(?:[^\W\d_]{1,15}[ \t]+){0,2}(?:question|frage|pregunta|pergunta|domanda|"
                             r"вопрос|питання|问题|問題|题目|題目)[ \t]*[:：]?[\W_]*$", re.I)
#: a heading that is one word, maybe with a colon: "Pytanie:" (``_word_label``)
_WORD_ALONE = re.compile(r"^[\W_]*([^\W\d_]{1,12})[ \t]*[:：.]?[\W_]*$")
#: a question label alone in bold on its line: "__Practice Question__", "**Question**"
_BOLD_QUESTION = re.compile(r"^[ \t]{0,3}(\*\*|__)((?:[^\W\d_]{1,15}[ \t]+){0,2}(?:question|frage|pregunta|pergunta|"
                            r"domanda|вопрос|питання|问题|問題|题目|題目)[ \t]*[:：]?)\1[ \t]*$", re.I)
#: a question's number written "Q.2 " or "Q. 1 " before its text, with nothing after the number
_Q_DOT = re.compile(r"^[ \t]*Q\.[ \t]?\d{1,6}[ \t]+(\S.*)$")
#: a question's settings as quiz tools' import files write them: "(Type): multiplechoice", "(Points): 1"
_PAREN_FIELD = re.compile(r"^[ \t]*(?:\d{1,4}\.[ \t]*)?\((?!(?:question|q|correct|answers?)\))"
                          r"(?:type|category|random|grade|points|matching|difficulty|tags?|shuffle)[a-z ]{0,20}\)"
                          r"[ \t]*:[^()\n]{0,60}$", re.I)
#: "(Question): text": the label of a question's text in such files
_PAREN_QUESTION = re.compile(r"^\((?:question|q)\)[ \t]*:[ \t]*", re.I)
#: the question's text after its label on one line: "**Question:** Which ...", "Pregunta: ¿Qué ...?"
_QUESTION_FIELD = re.compile(r"^[ \t]*(\*\*|__)?(?:question|question text|frage|pregunta|pergunta|domanda|вопрос|"
                             r"sual|soru|问题|題目|题目)[ \t]*[:：][ \t]*(?:\*\*|__)?[ \t]*"
                             r"(?!(?:\*\*|__)[ \t]*$)(\S.*)$", re.I)
#: a heading that says it holds the question, maybe its kind in brackets: "### Frage (W/F): text", "### Question: text"
_ASKING_FIELD = re.compile(r"^[ \t]*(?:\*\*|__)?(?:question|frage|pregunta|pergunta|domanda|вопрос|问题|題目|题目)"
                           r"[ \t]*(?:\([^()\n]{1,40}\))?[ \t]*[:：][ \t]*(?:\*\*|__)?[ \t]*(\S.*)$", re.I)
#: a line that only says the question's text follows: "**Question Text:**", "Question:" (the text below it)
_TEXT_LABEL = re.compile(r"^[ \t]*(\*\*|__)?(?:question text|question|frage|pregunta|pergunta|题目|问题)[ \t]*[:：]"
                         r"[ \t]*(?:\1)?[ \t]*$", re.I)
#: a heading that introduces what a question is about, its text below: "### Scenario", "## Case study", "Context"
_CONTEXT_LABEL = re.compile(r"^[\W_]*(?:scenario|context|case(?: study)?|background|passage|situation|setting|"
                            r"szenario|kontext|fallbeispiel|escenario|contexto|caso|contexte|cas|mise en situation|"
                            r"сценарий|контекст|ситуация|场景|情景|背景|案例)[ \t]*[:：]?[\W_]*$", re.I)
#: the runs of choices below a part's one numbered question, numbered 1, more than which make it no numbering
_LONE_NUMBERED = 3
#: a time of day opening a line (``12:43``, ``9:05:11``): a log's or a timetable's, no question's number
_CLOCK = re.compile(r"^[ \t]*\d{1,2}:[0-5]\d(?!\d)")
#: a statement numbered in Roman numerals in a question's text: "i) In spooling ...", "(iv) ..."
_ROMAN_ITEM = re.compile(r"^[ \t]*\(?(?:i|ii|iii|iv|v|vi|vii|viii|ix|x)[.)][ \t]", re.I)
#: a question's number written in keycap emoji before its text: "1️⃣ What", "**1️⃣2️⃣ Which", "🔟 Why"
_KEYCAP = re.compile(r"^([ \t]{0,3}(?:\*\*|__)?)((?:\d\ufe0f?\u20e3){1,4}|\U0001f51f)[ \t]*(?=\S)")
#: a heading that is only a word and a number, whatever the word ("Qestion 01", "Soru 3", "Câu 12"): a label
_WORD_NUMBER = re.compile(r"^[\W_]*[^\W\d_]{1,15}\.?[ \t]*(?:#|No\.?|Nr\.?)?[ \t]*\d{1,6}[\W_]*$")

#: fewer questions than this do not show how a file starts its questions
_LEAST_ODD = 5
#: what is left of a heading's number by topic after its first part ("Question 1.1": "1")
_SUBNUMBER = re.compile(r"^[ \t]*\d{1,4}(?:\.\d{1,4})*[ \t]*$")
#: the longest paragraph that labels a list of notes on the choices above ("**Rationales:**")
_NOTES_LABEL = 40


#: a choice labelled by a word and a full stop or bracket, indented or not: "   true. 正确", "false) 错误"
_WORD_LABEL = re.compile(r"^([ \t]*)([^\W\d_]{2,12})[.)][ \t]+(\S.*)$")
#: the runs of word-labelled lines whose words recur in this many runs at least are choices
_WORD_RUNS = 3
#: a check mark or a cross that answers a two-choice question labelled by words: the first (true), the second
_VERDICTS = {**dict.fromkeys("✔✓☑✅√", 0), **dict.fromkeys("❌✗✘×✖❎", 1)}


def _word_choices(lines: list[str], fenced: list[bool]) -> dict[int, tuple[int, int, str]]:
    """Lines labelled by words (``true. 正确``, ``false. 错误``) in runs of one indent whose words, each run's
    own and in one order, recur in three runs at least: choices, line -> (indent, place, text)."""
    runs: list[list[tuple[int, int, str, str]]] = []
    current: list[tuple[int, int, str, str]] = []
    for i, line in enumerate([*lines, ""]):
        m = _WORD_LABEL.match(line) if i < len(lines) and not fenced[i] and len(line) <= 2000 else None
        item = (i, len(m.group(1)), m.group(2).casefold(), m.group(3)) if m is not None else None
        if item is not None and (not current or item[1] == current[0][1]):
            current.append(item)
            continue
        if len(current) >= 2:
            runs.append(current)
        current = [item] if item is not None else []
    words = collections.Counter(tuple(w for _, _, w, _ in run) for run in runs)
    out: dict[int, tuple[int, int, str]] = {}
    for run in runs:
        key = tuple(w for _, _, w, _ in run)
        if words[key] >= _WORD_RUNS and len(set(key)) == len(key):
            out.update({i: (indent, place, text) for place, (i, indent, _, text) in enumerate(run)})
    return out


#: a statement numbered by a Roman numeral, "I. Oxygen ...<br>", "(ii) text": its numeral
_ROMAN_LINE = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?\(?([IVX]{1,4}|[ivx]{1,4})[.)][ \t]+\S")
#: a choice numbered or lettered, not by a Roman numeral: "1. text", "    2. **text**", "a) text", "- B. text"
_PLAIN_CHOICE = re.compile(r"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*)?\(?(?:\d{1,2}|[A-Ha-h])[.)][ \t]+\S")
_ROMAN = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii"]


def _roman_statements(lines: list[str], fenced: list[bool]) -> set[int]:
    """Statements numbered I, II, III... in a question's text, over its choices numbered or lettered otherwise
    ("I. ADP", "II. NADH", then "1. **I, IV, and V**"): the question's text, not choices (their numerals are
    what the choices name). A block of lines with no blank line between, its first numbered I and at least two
    numbered in order from I (a slip such as "III," between them stays in the block), then only blank lines
    before a choice numbered 1 or lettered A."""
    out: set[int] = set()
    i = 0
    while i < len(lines):
        m = _ROMAN_LINE.match(lines[i]) if not fenced[i] else None
        if m is None or m.group(1).lower() != "i":
            i += 1
            continue
        j, seen = i, 0
        while j < len(lines) and lines[j].strip() and not fenced[j]:
            n = _ROMAN_LINE.match(lines[j])
            if n is not None:
                if seen < len(_ROMAN) and n.group(1).lower() == _ROMAN[seen]:
                    seen += 1
                elif n.group(1).lower() != _ROMAN[min(seen, len(_ROMAN) - 1)]:
                    break   # out of order: another list
            elif _PLAIN_CHOICE.match(lines[j]):
                break
            j += 1
        k = j
        while k < len(lines) and not lines[k].strip():
            k += 1
        after = _PLAIN_CHOICE.match(lines[k]) if k < len(lines) and not fenced[k] else None
        if seen >= 2 and after is not None and k > j and re.match(r"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*)?\(?(?:1|a|A)[.)]",
                                                                  lines[k]):
            out.update(range(i, j))
        i = max(j, i + 1)
    return out


def _choices_before_start(lines: list[str], grammar: marked.Grammar) -> bool:
    """Whether a run of the grammar's choices stands before its first question's mark (then that mark ends each
    question, ``[Correct: A]`` under its choices, rather than starting it), or a choice mark is a rule's (``-----``
    above and below each question): then the marks are not the file's grammar."""
    found = marked.line_marks(lines)
    first = next((k for k, (_, mark) in enumerate(found) if mark == grammar.start), len(found))
    rules = any(mark in grammar.choices and _RULE.match(lines[number - 1]) for number, mark in found)
    return rules or sum(1 for _, mark in found[:first] if mark in grammar.choices) >= 2


def _repeated(questions: list[ImportedQuestion], value: str | None) -> ImportedQuestion | None:
    """Of the questions an answer section's repeat names by its number (two may carry one: an instructions list's
    ``1.`` and the quiz's), the one whose choice at the repeated label reads as the repeated text (``B) text``);
    else the first."""
    named = answer_letters(value.strip().strip("*_`").strip()) if value and len(questions) > 1 else None
    said = named[1].strip(" *_`.") if named is not None else ""
    if named is not None and named[0] and said:
        for q in questions:
            if max(named[0]) < len(q.choices) and any(_same(said, q.choices[i].text) for i in named[0]):
                return q
    return questions[0] if questions else None


def _bold_value(m: re.Match[str]) -> str:
    """An answer section's entry's value: where the entry opened bold before its number and closes it soon after
    (``**Q13: a** - why``, ``**Q9: b or d** - why``), what the bold holds; else all of it."""
    value = m.group(3)
    close = value.find(m.group(1), 0, 40) if m.group(1) else -1
    return value[:close] if close > 0 else value


def _decap(text: str) -> str:
    """``text`` with a keycap number at its start written as ``12.`` (so the number patterns read it)."""
    m = _KEYCAP.match(text[:80])
    if m is None:
        return text
    digits = "10" if m.group(2) == "\U0001f51f" else "".join(c for c in m.group(2) if c.isdigit())
    return f"{m.group(1)}{digits}. {text[m.end():]}"


#: a letter or digit in any script: a heading's rest that has none is decoration ("🟢", "⭐⭐")
_WORDY = re.compile(r"[^\W_]")
_EXPLANATION_HEADING = re.compile(rf"^[\W_]*(?:explanations?|{_EXPLANATION_WORDS}|объяснение|why|reasoning)[\W_]*$",
                                  re.I)
_BARE_LABEL = re.compile(rf"^[ \t]*(?:\*\*)?\(?({LABEL})\)?[.):]?(?:\*\*)?[ \t]*$")


#: the kind of question said before the answer: "多选 A、B、C" (several), "单选：B"
_ANSWER_KIND = re.compile(r"^(?:多选|單選|单选|多選|多选题|单选题)[ \t]*[:：]?[ \t]*")
#: a choice labelled by its number: "1) text", "(2) text", "- (3) text", "   4. text"
_NUMBER_CHOICE = re.compile(r"^([ \t]*)(?:[-*+][ \t]+)?\(?(\d{1,2})[.)][ \t]+(\S.*)$")
#: an answer's value that is a blank to fill: underscores or dots alone (escaped too), in emphasis or not
_TO_FILL = re.compile(r"^[ \t*`]*(?:(?:\\?_){3,}|\.{3,}|…+)(?:[ \t]*(?:(?:\\?_){3,}|\.{3,}|…+))*[ \t*`.]*$")
#: an answer that names choices by their numbers: "2", "(3) because ...", "1, 3"
_NUMBER_ANSWER = re.compile(r"^[*_`]*\(?\d{1,2}\)?(?:[ \t]*[,،、/&][ \t]*\(?\d{1,2}\)?)*[*_`.]*(?=[ \t]|$)")
#: a line of an answer list: "- B", "- B - Correct", "B ✓", "* (c) (correct)"
_LISTED_ANSWER = re.compile(rf"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*)?\(?({LABEL})[.)]?(?:\*\*)?[ \t]*"
                            r"((?:[-–—:][ \t]*)?(?:\*\*)?(?:correct|right|richtig|correcta|correcte|правильн\w*|正确|"
                            r"✓|✔️?|✅)(?:\*\*)?|\((?:correct|right)\))?[ \t]*$", re.I)
_TRAILING_MARK = re.compile(r"[ \t]+([xXtf])$")
#: the share of the questions without an answer that must end some choices with a lone " x" for it to be a mark
RECUR_LONE = 0.6


def _trailing_marks(q: ImportedQuestion) -> list[str]:
    """The right choices marked by a letter alone at their end, for a question with no other answer:
    " x" on some of them (not all), or " t" / " f" on each (true or false: the true ones are right).
    The marks are taken out of the texts; returns the letters (A, B, ...) of the choices that carried
    one (none: nothing was read). The " x" on some is the file's only where its questions repeat it
    (``TextQuizReader._lone_marks``); " t" / " f" on each says so in each question."""
    marks = [_TRAILING_MARK.search(c.text) if "\n" not in c.text else None for c in q.choices]
    if len(q.choices) < 2:
        return []
    got = [m.group(1) if m else "" for m in marks]
    if all(g in ("t", "f") for g in got) and "t" in got:
        right = [k for k, g in enumerate(got) if g == "t"]
    elif _lone_marked(q):
        right = [k for k, g in enumerate(got) if g]
    else:
        return []
    for c, m in zip(q.choices, marks, strict=True):
        if m is not None:
            c.text = c.text[:m.start()].rstrip()
    q.set_answer(right)
    return [chr(ord("A") + k) for k, m in enumerate(marks) if m is not None]


def _lone_marked(q: ImportedQuestion) -> bool:
    """Whether ``q``'s choices end with a lone ``x`` on some of them, not all (and nothing else so)."""
    got = [m.group(1) if "\n" not in c.text and (m := _TRAILING_MARK.search(c.text)) else "" for c in q.choices]
    return len(got) >= 2 and all(g in ("x", "X", "") for g in got) and 0 < sum(1 for g in got if g) < len(got)

_NUMBER_LABEL = re.compile(r"^(\d{1,2})[.)]?(?:[ \t]+|$)")


#: feedback written under a choice, as course platforms show it: "- That's correct! ...", "❌ <b>Incorrect!</b> ..."
#: a line of a block quote: ``> text``
_QUOTE_LINE = re.compile(r"^[ \t]{0,3}>")
_FEEDBACK = re.compile(r"^[ \t]*(?:[-*+][ \t]+|(?=[✅✔❌✗✘]))((?:[✅✔❌✗✘]\ufe0f?[ \t]*)?(?:<b>|\*\*)?"
                       r"(?:that['’]s |this is |)(?:correct|incorrect|right|wrong|not quite|exactly)\b.*)$", re.I)
_SAYS_CORRECT = re.compile(r"^(?:[✅✔]\ufe0f?[ \t]*)?(?:<b>|\*\*)?(?:that['’]s |this is |)(?:correct|right|exactly)\b",
                           re.I)


def _feedback(rest: list[str]) -> tuple[list[str], str | None]:
    """A choice's lines after its first, and the feedback item nested under it ("  - That's correct! ...")
    taken out as its ``why``; None when it has none."""
    items = [k for k, line in enumerate(rest) if line.strip()]
    if not items or not (m := _FEEDBACK.match(rest[items[0]])):
        return rest, None
    body = [m.group(1), *(line.strip() for line in rest[items[0] + 1:] if line.strip())]
    return rest[:items[0]], " ".join(body)


#: a lettered choice line's label and its punctuation, after a bullet, a quote or bold: ``- **C.``, ``C)``
_LABEL_FORM = re.compile(r"^[ \t>*_+•-]{0,8}[(\[]?([A-Z])([.)])")


def _glued_choice(text: str, k: int) -> tuple[str, str] | None:
    """A choice's text with the next choice glued on ("To submit jobs - B) To create"): the two, else None."""
    m = re.search(rf"^(.*?\S)[ \t]+[-–—][ \t]+`?(?:{letter(k)}|{letter(k).lower()})[.)][ \t]+(\S.*)$", text[:2000])
    return (m.group(1), m.group(2)) if m else None


#: what a page's closing words do not start with: a label ("Anwser: C", "Source: ..."), a number ("17. ...")
_CLOSING_NOT = re.compile(r"^[\W_]{0,3}(?:[^\s:：]{1,30}[ \t]?[:：]|\d{1,4}[.):])")
#: the most lines of a page's closing paragraph
_CLOSING_LINES = 3


def _holds(ranges: list[tuple[int, int]], n: int) -> bool:
    """Whether line ``n`` is in one of the (first, last) ``ranges``."""
    return any(a <= n <= b for a, b in ranges)


def _bold_inner(text: str) -> str | None:
    """The text inside bold (or bold italics) that wraps all of it ("**D、text**", "***D、text***" -> "D、text"),
    else None."""
    text = text.rstrip()
    for mark in ("***", "___", "**", "__"):
        n = len(mark)
        if len(text) > 2 * n and text.startswith(mark) and text.endswith(mark) and mark[:2] not in text[n:-n]:
            return text[n:-n].strip()
    return None


#: the least indent past a choice's own that reaches its text (``- x``; ``A. x`` reaches further): a paragraph after a
#: blank line indented less is no part of the choice
_TEXT_COLUMN = 2


def _numbered_choices(choices: list[_Choice]) -> list[str] | None:
    """The choices' first lines without their numbers when each starts with its own, 1, 2, 3...,
    and none is only its number (``[ ] 1`` and its code block below, ``[ ] 2 text``); else None."""
    out = []
    for k, c in enumerate(choices):
        m = _NUMBER_LABEL.match(c.text[0])
        if m is None or int(m.group(1)) != k + 1:
            return None
        rest = c.text[0][m.end():].strip()
        if not rest and not any(t.strip() for t in c.text[1:]):
            return None   # "- [ ] 1" alone: the number is the choice
        out.append(rest)
    return out if len(out) >= 2 else None


def _unquote(line: str) -> str:
    """A line without its blockquote marker (lazy continuation lines have none)."""
    m = re.match(r"^[ \t]{0,3}>[ \t]?", line)
    return line[m.end():] if m else line


def _restates(run: _Run, bullets: _Run) -> bool:
    """Whether most of a lettered run's items restate the bullet their letter names, by its words: all of them first
    (``A. Io: a moon of Jupiter`` restates ``Io``), or a name before a colon all of whose words the bullet holds
    (``A. PRESERVE_SPACE (TRUE): why`` restates ``Set the `PRESERVE_SPACE` option to `TRUE```); ``A. I only``
    restates no ``I. It has no atmosphere``."""
    said = 0
    for c in run.choices:
        if c.label is None or c.label >= len(bullets.choices) or not c.text:
            continue
        first = c.text[0].strip()
        split = split_label(_bold_inner(first) or first)
        text = split[1] if split is not None else first
        words, head = _words(text), _words(re.split(r"[:：]", text, maxsplit=1)[0]) if re.search("[:：]", text) else []
        named = _words(" ".join(bullets.choices[c.label].text[:1]))
        said += bool(named) and (words[:len(named)] == named or (bool(head) and set(head) <= set(named)))
    return 2 * said > len(run.choices)


def _words(text: str) -> list[str]:
    """A text's words, case folded, markup and punctuation aside: how a restated choice is compared."""
    return re.findall(r"[^\W_]+", text.casefold())


#: a line saying one choice is right: "Option E is correct.", "Option C is CORRECT because ..."
_OPTION_RIGHT = re.compile(r"^[ \t>*_•-]*(?:option|choice)[ \t]+\(?([A-La-l])\)?[*_]*[ \t]+is[ \t]+(?:the[ \t]+)?"
                           r"(?:correct|right)\b(?![ \t]*(?:\?|if\b))", re.I)
#: a line saying one choice is wrong: "Option A is incorrect."
_OPTION_WRONG = re.compile(r"^[ \t>*_•-]*(?:option|choice)[ \t]+\(?([A-La-l])\)?[*_]*[ \t]+is[ \t]+(?:not|incorrect|"
                           r"wrong)\b", re.I)


#: a line saying which letters are right: "“B and D are the correct propositions.", "A, C are correct"
_LETTERS_RIGHT = re.compile(r"^[ \t>*_•“\"-]*([A-L](?:(?:[ \t]*,[ \t]*|[ \t]+and[ \t]+|[ \t]*&[ \t]*)[A-L])*)[ \t]+"
                            r"(?:are|is)[ \t]+(?:the[ \t]+)?(?:correct|right)\b(?![ \t]*(?:\?|if\b))")


def _said_right(lines: list[str], count: int) -> list[int] | None:
    """The choices an explanation's lines call right one by one (``Option E is correct.``), none called wrong too and
    each among the ``count`` choices; None when they call none so."""
    right = {m.group(1).upper() for line in lines if (m := _OPTION_RIGHT.match(line[:400]))}
    right |= {x for line in lines if (m := _LETTERS_RIGHT.match(line[:400]))
              for x in re.findall(r"\b[A-L]\b", m.group(1))}
    wrong = {m.group(1).upper() for line in lines if (m := _OPTION_WRONG.match(line[:400]))}
    picked = sorted("ABCDEFGHIJKL".index(x) for x in right)
    if not picked or right & wrong or picked[-1] >= count:
        return None
    return picked


def _relabelled(q: ImportedQuestion, line: str) -> int | None:
    """The choice a line restates whole with its label (``B. Adding the folder data source``), label and text
    agreeing; None when it is no such line."""
    split = split_label(line.strip().lstrip("“\"")) if len(line) <= 2000 else None
    if split is None or split[0] >= len(q.choices) or not split[1].strip():
        return None
    text, choice = split[1].strip(), q.choices[split[0]].text.strip()
    if text[:len(choice)].casefold() == choice.casefold() and _EXPLAINING_AFTER.match(text[len(choice):]):
        return split[0]   # "“D. Request that ... group. Explanation: Since ...": the choice, then why
    return split[0] if _same(split[1], choice) else None


#: an explanation's label after a text on its line: " Explanation: ..."
_EXPLAINING_AFTER = re.compile(r"^[ \t]*[.:]?[ \t]*(?:explanation|rationale)[ \t]*:", re.I)


def _alike(a: str, b: str) -> bool:
    """Two choice texts that are the same apart from markup, case, spacing and a final dot (``answervalues.same``)."""
    return answervalues.same(a) == answervalues.same(b)


def _same(a: str, b: str) -> bool:
    """Two choice texts that are the same apart from spacing and emphasis."""
    return " ".join(a.strip("*_` ").split()).casefold() == " ".join(b.strip("*_` ").split()).casefold()


def _unlabel(first: str, k: int) -> str | None:
    """The choice's first line without its label when it is labelled as the k-th choice; else None."""
    bare = _BARE_LABEL.match(first)
    if bare:
        return "" if label_index(bare.group(1)) == k else None
    split = split_label(first)
    return split[1] if split is not None and split[0] == k else None


#: a line that cannot be a numbered choice's wrapped text: a list's item, a quote, a table, a fence, bold, a heading
_WRAP_STOP = re.compile(r"^[ \t]*(?:[-*+>|#`~]|\d{1,3}[.)][ \t]|__)")
#: an HTML comment alone on its line; kramdown's attribute list alone on its line (``{: .callout }``), the page's
#: styling of the block below it
_HTML_COMMENT = re.compile(r"^[ \t]*(?:<!--(?:(?!-->).)*-->|\{:[^{}]{0,200}\})[ \t]*$")
#: a site generator's include alone on its line, replaced by another file when the page is built and never read as
#: written: pymdownx's snippets (``--8<-- "assets/quiz.html"``, ``;--8<--`` its escaped form) and Jekyll/Liquid's
#: ``{% include quiz.html %}``
_INCLUDE = re.compile(r"^[ \t]*(?:;?-{2}8<-{2}(?:[ \t]+(?:\"[^\"]{0,300}\"|'[^']{0,300}'|\S{1,300}))?"
                      r"|\{%-?[ \t]*include(?:_relative)?[ \t][^{}%]{0,300}%\})[ \t]*$")
#: the most choices a run whose labels were shuffled is looked for in (``_permuted``)
_MOST_PERMUTED = 12
#: how many fenced blocks of labels one label must stand over to be the file's answer line
_LEAST_VALUE_LABELS = 3
#: how many numbered headings of a level make a file's questions numbered so (``_whole_numbered``)
_LEAST_NUMBERED_HEADINGS = 3
#: an item of a numbered list of choices, its text maybe in the code block below it ("3." alone)
_LISTED_NUMBER = re.compile(r"^([ \t]*)(?:[-*+][ \t]+)?\(?(\d{1,2})[.)](?:[ \t]+(\S.*))?[ \t]*$")
#: a learnt label line's match: its value is on the lines below (the group is empty)
_VALUE_BELOW = re.compile(r"^.*()$", re.S)
#: labels or numbers alone, then the punctuation that ends a sentence (``2;``): group (1) the labels
_CLOSED_LABELS = re.compile(r"((?:[A-La-l]|\d{1,2})(?:[ \t]*[,、/&][ \t]*(?:[A-La-l]|\d{1,2}))*)[ \t]*[;!。][ \t]*$")
_CLOSING = frozenset(";!。")
#: a list's HTML tags alone on their line (``<ol>``, ``<li>``, ``</li>``): the page's structure, no text
_HTML_LIST_ONLY = re.compile(r"^[ \t]*(?:</?(?:ol|ul|li)\b[^<>]{0,200}>[ \t]*)+$", re.I)
#: the rest of a line from where its value starts (matched there): group (1) the value
_VALUE = re.compile(r"(.*)$")
#: "**Poprawna odpowiedź:** C", "**Richtige Antwort**: B": a word or two, then an answer word, in a bold label
#: an answer word alone in bold, its value right after the bold without a colon: glued to it (``**正确答案**找到接口``,
#: a choice's text) or after a space when it is labels only (``**Answer** B``, ``**Correct answers** A, C``)
_BOLD_GLUED_ANSWER = re.compile(rf"^[ \t>]*(?:[-*+][ \t]+)?(?:\*\*|__)(?:[{_MARKS}][ \t]*){{0,3}}(?:{ANSWER_WORDS})"
                                rf"(?:\(s\))?(?:\*\*|__)(?:(?=[^\s*_:：=\-–—])(.+)|"
                                rf"[ \t]+({LABEL}(?:[ \t]*[,、][ \t]*{LABEL})*)[ \t.]*$)", re.I)
#: an answer word and its value (labels or numbers) held in one bold span, no colon needed: "**Réponse 4**. text"
_BOLD_HELD_ANSWER = re.compile(rf"^[ \t>]*(?:[-*+][ \t]+)?(\*\*|__)(?:[{_MARKS}][ \t]*){{0,3}}(?:{ANSWER_WORDS})"
                               rf"(?:\(s\))?[ \t]*[:：]?[ \t]*(?P<value>(?:{LABEL}|\d{{1,2}})(?:[ \t]*[,、][ \t]*"
                               rf"(?:{LABEL}|\d{{1,2}}))*)[ \t]*[.)]?[ \t]*\1", re.I)
_BOLD_WORDY_ANSWER = re.compile(rf"^[ \t>]*(?:[-*+][ \t]+)?(?:\*\*|__)(?:[^\W\d_]{{1,20}}[ \t]+){{1,2}}"
                                rf"(?:{ANSWER_WORDS})[ \t]*(?:[:：][ \t]*(?:\*\*|__)|(?:\*\*|__)[ \t]*[:：])"
                                rf"[ \t]*(\S.*)$", re.I)


def _label_text(line: str) -> str:
    return " ".join(line.strip(" \t*_#>").split()).casefold()


class MarkdownQuizReader(TextQuizReader):
    """One Markdown source: headings (setext ones too), rules and front matter as markdown-it finds them."""

    markdown = True

    @classmethod
    def sniff(cls, text: str) -> float:
        """Plain text is read as text: Markdown is known by its file name (``.md``)."""
        return 0.0

    #: label lines whose value is the fenced block below them ("答：" over "```", "C", "```"): answer lines
    value_labels: frozenset[int] = frozenset()

    def __init__(self, source: Source, diags: Diagnostics):
        self.as_given = source.lines   # a quiz held as data is read from the lines as written (mdheld)
        # ":white_check_mark:" is the check mark it shows; "A. Security <br>" the line it ends (mdinline)
        marked = mdmarkup.rewritten(source.lines, mdinline.fenced_lines(source.lines))   # "<font color=red>": a mark
        lines = mdinline.normalised(marked[0] if marked else source.lines) or (marked[0] if marked else None)
        # a backslash alone on its line: a hard break opening a paragraph, the empty line it shows (mdinline)
        lone = {j for j, line in enumerate(source.lines) if line.strip() == "\\"} if lines is not None else set()
        if lines is not None:
            source = Source(source.where, source.name, "\n".join(lines))
        # "> [!NOTE]" over a quoted question and its choices: a box drawn around them, read without it (mdcallouts);
        # "| * | c. | text |": choices as a table's rows, read as the checkboxes they stand for (mdtables)
        given, blanked = source, set[int]()
        # "🟩 Domain 2.0: ... (17 Questions)" alone between questions, as a few times: a section's head (mdsectionlines)
        sectioned = mdsectionlines.rewritten(
            source.lines, mdinline.fenced_lines(source.lines),
            lambda line: _ANSWER.match(line) or _EXPLANATION_LABEL.match(line))
        if sectioned is not None:
            source = Source(source.where, source.name, "\n".join(sectioned[0]))
        # "* **kulka w" over "środkowym**": one item, its bold closed on the lazy line below (mdinline)
        # '<div class="question" data-correct="b">' over '<div class="option" data-option="b">': boxes (mdhtmlkeys)
        # "<h2>Question 1</h2>": a heading (mdhtmlheadings); "1- text": a numbered line (mddashnumbers)
        # "<!--" / "- [B] Madrid" / "-->" under the choices: the answer, hidden (mdhiddenanswers)
        # "~~A) S3~~", "==B) EC2==": a choice ruled out, the one picked (mdstruck)
        # "#### B) 30 °C" among "A) 20 °C", "C) 50 °C": the right choice set apart as a heading (mdheadedchoices)
        # "| Q1 | Which ...?" over "| A1 | a) x <br> b) y": tagged table rows, a question's parts (mdtablerecords)
        # "````{exercise}": a directive's box, its fences no code block (mddirectives)
        # "> 3. Which ...?" alone in its quote, its choices below it: the question's numbered line (mdquotednumbers)
        # "E) RAD  ([Qconcursos][1])", "Composição &#x20;": a chat assistant's citation, a space as an entity (mdtails)
        # "**Q7.1: ...**", "**Q7.2: ...**": a chapter's questions numbered 1, 2 (mddottednumbers)
        # "Quem inventou ...?" over bare lines, where other blocks label theirs: its choices (mdbareblocks)
        # "**Question 3 ...**" over "1 / 1 point", the picked choices bold, "Correct" and feedback (mdgradedpage)
        # "Choose the correct answer:", "1 point" over bare lines in every question: its choices (leadlines)
        # "문항 1. ...?" over one-line paragraphs, then "정답: 3)" in every question: its choices (mdbareparagraphs)
        # "}```" then a blank line: a fence's closing glued to the code, the block closed there (mdgluedfences)
        # "```diff" over "+ a) right", "- b) wrong": choices fenced to colour them, no code (mdfencedchoices)
        # "d. *" over "```java": a code choice marked as the file marks its others, a box ticked (mdcodemarks)
        # "Wrong:" over "b. why", "c. why" after the choices a. to d.: feedback, no choices (mdfeedbacklabels)
        # "Q2. ...?" right over "  1. x", "  2. y": a question over its numbered choices (mdwordlists)
        # "- stem()" over "  - x", "  - **y**": a question over its nested choices, the bold right (mdnestedlists)
        # "- Which ...?" over "  - A) x", "  - B) y", "  **Answer: B**": a question at the margin (mdlistedquestions)
        # "Q2)" alone over "- Correct: B" after the questions: that question's key entry, "Q2) B" (mdkeyentries)
        # "# Pregunta 3" over "## Enunciado" over the text, in every question: a field's label, blank (mdfieldheads)
        # "> ### Q6. ..." over "```", "[ ] <b>", "[x] <strong>", "```": choices boxed in a fence, code (mdboxfences)
        # "#? ¿Cuál ...?" opening every item, its context and choices below: the item's opener (itemopeners);
        # "---" / 'question: "..."' / "---" over each question: its heading and stem (mdrecordblocks); "- A)" alone
        # over a paragraph, then "- B) x": one list, the paragraph A's text (mdbrokenlists)
        for rewrite in (itemopeners.rewritten, mdfieldheads.rewritten,
                        lambda ls: mdkeyentries.rewritten(ls, _ANSWER.match),
                        mdrecordblocks.rewritten, mdbrokenlists.rewritten,
                        mdboxfences.rewritten, mdcodemarks.rewritten, mdgluedfences.rewritten,
                        mdfencedchoices.rewritten, mdtails.rewritten,
                        mddirectives.opened,
                        lambda ls: mdescapes.rewritten(ls, mdinline.fenced_lines(ls)),
                        mdfeedbacklabels.rewritten,
                        mdhtmlkeys.rewritten, mdhtmlheadings.rewritten, mdheadedchoices.rewritten,
                        mdcallouts.opened, mdadmonitions.opened, mdhiddenanswers.rewritten, mdstruck.rewritten,
                        lambda ls: mdtables.choice_tables(ls, mdinline.fenced_lines(ls)),
                        lambda ls: mdtablerecords.rewritten(ls, mdinline.fenced_lines(ls)),
                        mdinline.lazy_items, mdinline.lazy_lines,
                        mdboxed.unboxed, lambda ls: mdsections.rewritten(ls, _ANSWER.match),
                        labellines.rewritten, mdgradedpage.rewritten,
                        leadlines.rewritten, mdbareparagraphs.rewritten,
                        mdwordlists.rewritten, mdbarenumbers.rewritten, mdlistedquestions.rewritten,
                        lambda ls: mdlabelleditems.rewritten(ls, _ANSWER.match),   # "- <span>Question 1</span>"
                        pairedlabels.rewritten,   # "** R17.**" over the choices of "** Q17.** text": blank
                        mdnestedlists.rewritten,
                        mdbareblocks.rewritten,
                        mdpairedheads.rewritten,
                        numberedchoices.rewritten, mddashnumbers.rewritten, mdbracketnumbers.rewritten,
                        mdquotednumbers.rewritten,
                        mddottednumbers.rewritten):
            rewritten = rewrite(source.lines)
            if rewritten is not None:
                source = Source(source.where, source.name, "\n".join(rewritten[0]))
                blanked |= rewritten[1]
        super().__init__(source, diags)
        self.section_heads: list[int] = sectioned[1] if sectioned is not None else []
        if sectioned is not None:
            heads = sectioned[1]
            self.warning(heads[0] + 1, 1, f"{len(heads)} lines alone between questions, each opening with the same "
                         f"word, read as sections' heads, not as the text above them: lines "
                         f"{', '.join(str(i + 1) for i in heads)}",
                         hint="check them: a line that belongs to the question above goes back under it")
        # "| Correct answers | ["A. option1"] |": a card's key naming its option by the label alone, said (mdcardtables)
        self.label_keys = mdcardtables.label_keys(given.lines, mdinline.fenced_lines(given.lines))
        self.lone_breaks = frozenset(j for j in lone if j < len(self.lines) and not self.lines[j].strip())
        if source is not given:
            self.blanked |= blanked   # lines left blank: callouts' markers, tables' headers (accounted for)
            self.source = given       # (a reader made again from it rewrites them again)
        # a label that stands over a fenced block of choice labels three times at least is the file's answer line;
        # the block's fences are read as blank lines (and accounted for), its label as the value below the line
        values = mdinline.fenced_values(self.lines)
        said = collections.Counter(_label_text(self.lines[label]) for label, _, _ in values)
        values = [v for v in values if said[_label_text(self.lines[v[0]])] >= _LEAST_VALUE_LABELS]
        if values:
            self.lines = list(self.lines)
            for _, start, end in values:
                self.lines[start] = self.lines[end] = ""
                self.fenced[start:end + 1] = [False] * (end + 1 - start)
                self.fence_ends.pop(start, None)
                self.blanked |= {start, end}
            self.value_labels = frozenset(label for label, _, _ in values)
        # "- wrong" beside "- [x] right" in a file that writes no empty box: an unticked box (mdbareboxes)
        self.bare_boxes = mdbareboxes.unticked(self.lines, self.fenced)
        # "問題1", "## Pytanie 2": the word the file numbers its questions with, if not one the reader knows
        self.number_word = mdnumbers.learn(self.lines, self.fenced, lambda t: (
            self._numbered_line(t) or _HEADING_NUMBER.match(t) or _NUMBER_ALONE.match(t)))
        self._one_question: dict[int, bool] = {}   # heading -> whether it holds one question (_holds_one)
        self._sections: dict[int, bool] = {}       # heading -> whether it is a section's over numbered questions
        self._wrap: int | None = None                # the width the file's lines are wrapped at (mdwrapped)
        # "[ ] **text**" on every choice line: the file's style, not a mark (mdstyled); the marks it glues after them
        self.style = mdstyled.learn(self.lines, self.fenced)
        self.style_marks = 0
        # "## 🎯 Frage 1: Grundlagen": the number starts the question, the picture before it is decoration (mdnumbers)
        self.headings.update((h, (lv, mdnumbers.undecorated(t, _HEADING_NUMBER.match)))
                             for h, (lv, t) in self.headings.items())

    def read(self, deck: ImportedDeck) -> None:
        """A quiz held as data (front matter's records, MDX components' props) is read as data (mdheld), a page that
        is mostly one table as a sheet (mdsheets), tables of whole questions in cells as those cells' lines
        (mdcellquizzes); any other as Markdown."""
        if not mdheld.read(self.as_given, self.where, deck, self.warning) and not mdsheets.read(
                self.as_given, self.source, deck, self.diags) and not mdcellquizzes.read(   # "| question | a |"
                self.as_given, self.source, deck, self.diags,   # "|Domain|<p>Q1) ...</p><p>A) ...</p>|": cells
                lambda page, diags, into: MarkdownQuizReader(page, diags).read(into)):
            super().read(deck)
            if self.section_heads:
                mdsectionlines.tag(deck, self.lines, self.section_heads)   # "🟩 Domain 2.0: ...": a section's tag
            for at, key in self.label_keys:
                self.warning(at + 1, 1, f"the key {key} names no option by its text: its label read as the answer",
                             hint="check the key: its text may be a template's placeholder")

    def _pick(self, runs: list[_Run], a: int, b: int) -> _Run | None:
        """The run plain text picks, or its first twin above it (``mdtwins``: the choices, then a translation), its
        items labelled as the twin's are (numbers too: an answer ``(3)`` names the third)."""
        run = super()._pick(runs, a, b)
        lists = [[self.lines[c.line] for c in r.choices] for r in runs]
        twin = mdtwins.first_twin(lists, runs.index(run)) if run else None
        if twin is None or run is None or runs[twin].kind == run.kind or run.kind != "letter":
            return run if twin is None else runs[twin]
        pairs = list(zip(runs[twin].choices, run.choices, strict=True))
        self.by_number.update((c.line, (c.indent, self.by_number[t.line][1], mdtwins.unlabelled(c.text[0])))
                              for c, t in pairs if t.line in self.by_number)
        return _Run("letter", runs[twin].start, runs[twin].end, [
            _Choice(c.line, c.indent, t.label, None, [mdtwins.unlabelled(c.text[0]), *c.text[1:]]) for c, t in pairs])

    def _is_answer(self, i: int) -> re.Match[str] | None:
        """Answer lines as plain text has them; also a label the file puts over its answers' fenced blocks, an
        answer word after a word or two in a bold label (``**Poprawna odpowiedź:** C``), and an answer word and its
        value in one bold span, no colon needed (``**Réponse 4**. Une donnée ...``)."""
        if i in self.value_labels:
            return _VALUE_BELOW.match(self.lines[i])
        found = super()._is_answer(i)
        if found is None and not self.fenced[i] and "**" in self.lines[i][:80]:
            found = _BOLD_WORDY_ANSWER.match(self.lines[i][:2000])
            if found is None and (held := _BOLD_HELD_ANSWER.match(self.lines[i][:2000])) is not None:
                found = _VALUE.match(self.lines[i], held.start("value"))   # "**Réponse 4**. Une donnée ..."
            if found is None and (glued := _BOLD_GLUED_ANSWER.match(self.lines[i][:2000])) is not None:
                found = _VALUE.match(self.lines[i], glued.start(1) if glued.group(1) else glued.start(2))
        if found is not None and found.group(1)[-1:] in _CLOSING and found.start(1) >= 0 and (
                closed := _CLOSED_LABELS.match(self.lines[i], found.start(1))) is not None:
            found = closed   # "Correct answer: 2;": the sentence's end, not the value's
        return found

    def _find_furniture(self) -> list[bool]:
        """Page furniture as plain text has it, and HTML comments alone on their lines (``<!-- 4 de marzo -->``):
        the page's notes to itself, never shown; so is kramdown's styling of a block (``{: .mt-0 }``) and a site
        generator's include (``--8<-- "quiz.html"``, ``{% include quiz.html %}``)."""
        out = super()._find_furniture()
        for i, line in enumerate(self.lines):
            if not self.fenced[i] and len(line) <= 2000 and (_HTML_COMMENT.match(line) or _HTML_LIST_ONLY.match(line)
                                                                         or _INCLUDE.match(line)):
                out[i] = True
        return out

    def _word_label(self, text: str) -> bool:
        word = self.number_word
        if word is None or len(text) > 80:
            return False
        return (m := _WORD_ALONE.match(text)) is not None and word.names(m.group(1))

    def _learnt_number(self, i: int) -> re.Match[str] | None:
        """Line ``i`` numbered by the file's own word (``mdnumbers``): groups (1) the number, (2) the rest."""
        if self.number_word is None or i not in self.number_word.numbered:
            return None
        if i in self.headings and not self._holds_one(i):
            return None   # "## Aula 1" over several questions, "## Scenario 1" over its own sub-headings: a section
        if i in self.headings and self._numbered_below(i):
            return None   # "### Scenario 3" over "**Q63.** ...", its one question numbered in the file's own run
        return self.number_word.match(self.lines[i])

    def _numbered_below(self, h: int) -> bool:
        """Whether the first text under heading ``h`` is a line numbered as questions are, by another number than
        the heading's and not 1 (a list of choices numbered from 1 is no question's number)."""
        below = next((j for j in range(h + 1, min(len(self.lines), h + 20)) if self.lines[j].strip()), None)
        if below is None or below in self.headings or self.fenced[below]:
            return False
        m = self._numbered_line(_decap(self.lines[below]))
        own = self.number_word.numbered.get(h) if self.number_word is not None else None
        return m is not None and int(m.group(2)) not in (1, own)

    def _candidate_headings(self, a: int, b: int) -> list[int]:
        """Headings as plain text has them, but for a heading inside an answer block (``<details>`` whose summary
        names the answer, then ``#### Option: C``): a part of the question it answers, no question nor section."""
        return [i for i in super()._candidate_headings(a, b) if not self.answer_block[i]]

    def _holds_one(self, h: int) -> bool:
        """Whether heading ``h`` holds one question: no heading deeper than its own before the next heading, and one
        run of two choices or more (of lettered choices or boxes, where it has them: a bulleted list beside them is its
        text). Only then is a heading the file's own word numbers a question's (a word the
        file numbers its sections with, ``Aula 1``, ``Part 2``, ``Lesson 3``, numbers no question)."""
        if h not in self._one_question:
            self._one_question[h] = False   # (while it is asked: the runs below may ask about their headings)
            k = bisect.bisect_right(self.heading_order, h)
            nxt = self.heading_order[k] if k < len(self.heading_order) else len(self.lines)
            deeper = nxt < len(self.lines) and self.headings[nxt][0] > self.headings[h][0]
            runs = [r for r in self._runs(h + 1, nxt) if len(r.choices) >= 2]
            marked = [r for r in runs if r.kind in ("letter", "check")]   # a scenario's bullets beside them: text
            if len(marked) > 1 and _marked_run(marked) is not None:
                marked = marked[-1:]   # a lettered list in the question's text above its marked choices
            self._one_question[h] = not deeper and len(marked or runs) == 1
        return self._one_question[h]

    _level_heads: frozenset[int] | None = None

    def _question_heads(self) -> frozenset[int]:
        """The headings of the level whose headings mostly hold one question each (``mdheadlevel``)."""
        if self._level_heads is None:
            self._level_heads = frozenset()   # (while it is learnt: the runs below may ask)
            self._level_heads = mdheadlevel.question_heads(self._candidate_headings(0, len(self.lines)),
                                                           self.headings, self._holds_one)
        return self._level_heads

    def _heading_number(self, h: int) -> str | None:
        number = super()._heading_number(h)
        if number is None and (m := self._learnt_number(h)) is not None:
            return m.group(1)   # "### 問題1: Auto Scaling", "## Pytanie 2"
        if number is not None and self._section_numbered(h):
            return None         # "## 4.1 Price Elasticity" over "1) ...", "2) ...": a section (mdsectionheads)
        return number

    def _wraps(self, run: _Run, i: int) -> bool:
        """A lettered choice's paragraph hard-wrapped onto the line below it (``mdwrapped``)."""
        if self._wrap is None:
            self._wrap = mdwrapped.width(self.lines, self.fenced)
        return mdwrapped.continues(self.lines, i, [c.line for c in run.choices],
                                   lambda j: self._choice_at(j) is not None,
                                   lambda j: self.fenced[j] or j in self.heading_lines or self._starts_something(j)
                                   or bool(self._numbered_line(self.lines[j])), self._wrap)

    def _section_numbered(self, h: int) -> bool:
        got = self._sections.get(h)
        if got is None:
            k = bisect.bisect_right(self.heading_order, h)
            end = self.heading_order[k] if k < len(self.heading_order) else len(self.lines)
            got = self._sections[h] = mdsectionheads.is_section(self.headings[h][1], self.lines, range(h + 1, end),
                                                                 self.fenced.__getitem__)
        return got

    def _numbered(self, a: int, b: int) -> list[_Start]:
        """Numbered lines; in a file that numbers its questions with its own word on lines of their own (``問題1 以下
        の...``), those lines, each with choices before the next (its numbered list is its choices)."""
        found = super()._numbered(a, b)
        learnt = [i for i in range(a, b) if i not in self.headings and self._learnt_number(i) is not None]
        if len(learnt) < mdnumbers.LEAST and not (learnt and self._learnt_paragraphs):
            return found
        out = []
        for i in learnt:   # (one without choices is still a question, written for the user to mend)
            m = self._learnt_number(i)
            assert m is not None
            out.append(_Start(i, "numbered", m.group(1)))
        return out

    @property
    def _learnt_paragraphs(self) -> bool:
        """Whether the file's own numbering word numbers lines that are no headings (three at least)."""
        word = self.number_word
        return word is not None and sum(1 for i in word.numbered if i not in self.headings) >= mdnumbers.LEAST

    def _number_choices(self) -> dict[int, tuple[int, int, str]]:
        """Choices labelled by numbers; also, under each line the file numbers with its own word, the first list
        numbered 1, 2, 3... before the next such line: that question's choices."""
        out = super()._number_choices()
        self._wrapped_number_choices(out)
        beside: list[int] = []
        mdheadlists.add_choices(out, self.lines, self.fenced, self.headings, super()._heading_number,  # "### 3)"
                                lambda j: self._is_answer(j) is not None, beside)
        for j in beside:   # "The Scrum master...", "1. ...is responsible for ..." beside the choices under the question
            self.warning(j + 1, 1, f"the list at line {j + 1} asks nothing beside its heading's choices (the list "
                                   "under the question): read as the question's text or explanation, not its choices")
        mditemlists.add_choices(out, self.lines, self.fenced)   # "2. text", then "    1. a;" "    2. b;" under it
        if not self._learnt_paragraphs:
            return out
        assert self.number_word is not None
        starts = sorted(i for i in self.number_word.numbered if i not in self.headings)
        for i, nxt in itertools.pairwise([*starts, len(self.lines)]):
            listed: list[tuple[int, int, int, str]] = []
            for j in range(i + 1, nxt):
                if self.fenced[j]:
                    continue   # a choice's code, below its number ("3." then a code block)
                item = _LISTED_NUMBER.match(self.lines[j])
                if item is None:
                    if listed and self.lines[j].strip() and _indent(self.lines[j]) <= listed[0][1]:
                        break   # the list ended
                    continue
                if int(item.group(2)) == len(listed) + 1 and (not listed or len(item.group(1)) == listed[0][1]):
                    listed.append((j, len(item.group(1)), int(item.group(2)), item.group(3) or ""))
                elif listed:
                    break
            if len(listed) >= 2:
                for j, indent, number, text in listed:
                    out.setdefault(j, (indent, number, text))
        return out

    def _wrapped_number_choices(self, out: dict[int, tuple[int, int, str]]) -> None:
        """Lines numbered 1, 2, 3... right above an answer line that names one by its number, as plain text has
        them, and also where a choice's text wraps onto lines indented under it (``2.  Oui, sous forme ...``, then
        ``    consentement ...``): Markdown's continuation of the item, not the list's end."""
        for i in range(len(self.lines)):
            if "*" not in self.lines[i][:200] and ":" not in self.lines[i][:200]:
                continue   # (an answer line has its word's colon or its bold)
            m = self._is_answer(i)
            if m is None or not _NUMBER_ANSWER.match(m.group(1).strip()):
                continue
            found: list[tuple[int, int, int, str]] = []
            wrapped: list[int] = []   # the indents of the lines that wrap a choice's text
            j = i - 1
            while j >= 0 and i - j <= 60 and not self.fenced[j]:
                line = self.lines[j]
                item = _NUMBER_CHOICE.match(line) if line.strip() else None
                if item is not None:
                    found.append((j, len(item.group(1)), int(item.group(2)), item.group(3)))
                    if int(item.group(2)) == 1:
                        break
                elif line.strip():
                    if not line[:1].isspace() or _WRAP_STOP.match(line) or self._is_answer(j):
                        break   # (a list, a quote, a table, bold, an answer: no choice's wrapped text)
                    wrapped.append(_indent(line))
                j -= 1
            found.reverse()
            if (wrapped and len(found) >= 2 and [n for _, _, n, _ in found] == list(range(1, len(found) + 1))
                    and len({ind for _, ind, _, _ in found}) == 1 and min(wrapped) > found[0][1]
                    and not any(j in out for j, _, _, _ in found)):
                for j, indent, number, text in found:
                    out[j] = (indent, number, text)

    def _apply_section_keys(self, deck: ImportedDeck) -> None:
        """The answers an answer section gives (``mdkeys``), each to the question the source numbers so; the
        reader's "gives no answer" for a question so answered is taken back (its diagnostics are this reading's
        own: ``_read``)."""
        numbered = {q.id: q for q in deck.questions if q.id in self.numbered_ids}
        answered: set[Pos] = set()
        times = collections.Counter(number for _, number, _ in self.section_entries)
        nth: collections.Counter[int] = collections.Counter()
        for line, number, indices in self.section_entries:
            nth[number] += 1
            # a key whose numbers start again under its sub-headings (``### B01``): its k-th entry numbered n is the
            # k-th question numbered n (``q4-2``, the reader's id for it), when the file numbers as many so, no more
            k, many = nth[number], times[number]
            if many > 1 and (f"q{number}-{many}" not in numbered or f"q{number}-{many + 1}" in numbered):
                if k == 2:
                    self.warning(line + 1, 1, f"the answer key numbers question {number} {many} times, "
                                              "the questions not as often: only its first entry is read",
                                 hint="give each question its own number, in the key too")
                if k > 1:
                    continue
            q = numbered.get(f"q{number}" if k == 1 else f"q{number}-{k}")
            if q is None and numbered:   # (said: a key's entry is never dropped silently)
                self.warning(line + 1, 1, f"the answer key names question {number}, which no question is numbered")
            if q is None or q.answer is not None or q.raw_answer is not None or max(indices) >= len(q.choices):
                continue
            named = self._named_choice(q.choices, self.section_said.get(line, ""))
            if named is not None and named not in indices:   # "**4. Answer: B** - Upfront cost", A's text
                self.warning(line + 1, 1, f"the answer key's line for question {number} gives a label and a "
                                          "choice's text that disagree: no answer taken",
                             hint="write the label of the right choice, or its text, not both disagreeing")
                continue
            q.set_answer(indices)
            q.use(line + 1)
            answered.add(q.pos)
        self._answered_now(answered)

    def _answered_now(self, answered: set[Pos]) -> None:
        """The reader's "the source gives no answer" taken back for the questions (by position) answered since."""
        if answered:
            self.diags.withdraw([d for d in self.diags.items
                                 if d.pos in answered and d.message.endswith("the source gives no answer")])

    def _with_contexts(self, found: list[_Start]) -> list[_Start]:
        """A numbered heading with no question of its own right above an unnumbered heading of its level that has
        one (``### 3. Your company runs ...``, then ``### How can you achieve this?`` over the choices), in a file
        whose headed questions are mostly numbered: one question, the numbered heading its start and the other
        heading its text's next paragraph."""
        found = self._whole_numbered(super()._with_contexts(found))
        headed = [s for s in found if s.kind == "heading" and self._heading(s.line) is not None]
        numbered = sum(1 for s in headed if self._heading_number(s.line) is not None)
        if numbered * 2 < len(headed):
            return found
        for s in headed:
            h = self._heading(s.line)
            if h is None or self._heading_number(s.line) is not None:
                continue
            k = bisect.bisect_left(self.heading_order, s.line) - 1
            p = self.heading_order[k] if k >= 0 else None
            if (p is None or p not in self.section_lines or self.headings[p][0] != self.headings[s.line][0]
                    or self._heading_number(p) is None or any(self.lines[j].strip() for j in range(p + 1, s.line))):
                continue
            self.section_lines.discard(p)
            self.lines[s.line] = h[1]   # a paragraph of the question's text now
            del self.headings[s.line]
            self.heading_lines.discard(s.line)
            self.heading_order.remove(s.line)
            s.line, s.id = p, self._heading_number(p)
        return found

    #: an answer key table's rows (line index) -> what their other cells say: the explanation
    table_notes: dict[int, str]
    #: answer sections that hold a key: [heading, end) line indices; no question starts in them
    key_sections: list[tuple[int, int]]
    #: their entries: (line index, the question's number in the source, its right choices)
    section_entries: list[tuple[int, int, list[int]]]
    #: what an entry's line says after its labels (line index -> text), checked against the choice named
    section_said: dict[int, str]

    @staticmethod
    def _named_choice(choices: list[ImportedChoice], said: str) -> int | None:
        """The one choice whose whole text ``said`` is (markup, case and spacing aside), else None: a reason
        written after the labels names no choice."""
        if not said:
            return None
        want = answervalues.same(said)
        hits = [k for k, c in enumerate(choices) if answervalues.same(c.text) == want]
        return hits[0] if len(hits) == 1 else None

    def _answer_keys(self) -> None:
        """The answer keys of plain text, and keys written as tables with more columns (``| 1 | **B** | Why |``:
        ``mdtables``)."""
        super()._answer_keys()
        self.table_notes = {}
        self.table_unread: list[tuple[int, int, str]] = []
        self.key_sections = []
        self.section_entries = []
        self.section_said = {}
        # "1. B     6. B": a key section's grid, several (number, letter) pairs a line, fenced or a table (gridkeys)
        for grid in gridkeys.grid_keys(self.lines, self.headings):
            for line, why in grid.refused:
                self.warning(line + 1, 1, why, hint="give each question's number once in the answer key")
            if not grid.entries or any(i in self.key_lines for i, _, _ in grid.entries):
                continue
            self.section_entries += grid.entries
            self.key_lines.update(i for i, _, _ in grid.entries)
            self.key_sections.append((grid.heading, grid.end))
        for table in mdtables.answer_tables(self.lines, self.fenced):
            if any(i in self.key_lines for i, _, _ in table.entries):
                continue
            self.key[table.entries[0][0]] = table.entries
            self.table_notes.update(table.notes)
            self.key_texts.update(table.said)   # "**B (Falso)**": checked against the choice B (_apply_keys)
            self.table_unread += table.unread
            self.key_lines.update(i for i, _, _ in table.unread)
            self.key_lines.update(i for i, _, _ in table.entries)
            self.key_lines.update(table.other_lines)
        for section in mdkeys.section_keys(self.lines, self.fenced, self.headings):
            if any(i in self.key_lines for i, _, _ in section.entries):
                continue
            self.section_entries += section.entries
            self.section_said.update(section.said)
            self.key_lines.update(i for i, _, _ in section.entries)
            self.key_sections.append((section.heading, section.end))

    #: question starts (line indices) read as no question: ``None`` until a first reading found them
    excluded: set[int] | None = None

    def _starts(self) -> tuple[list[int], dict[int, str]]:
        starts, ids = super()._starts()
        if self.excluded:
            starts = [a for a in starts if a not in self.excluded]
        if self.key_sections:   # "**Q3:** Correct answers:" over "- [x] ..." in the answer key: no question
            starts = [a for a in starts if not any(h < a < end for h, end in self.key_sections)]
        return starts, ids

    def _start_kind(self, a: int) -> tuple[str, int, bool]:
        """How a question starts: a heading (its level, numbered or not), a numbered line, or a paragraph."""
        if a in self.headings:
            return "heading", self.headings[a][0], self._heading_number(a) is not None
        line = _decap(self.lines[a])
        numbered = bool(self._numbered_line(line) or _BULLET_NUMBERED.match(line) or _NUMBER_ALONE.match(line)
                        or self._learnt_number(a))
        return ("numbered" if numbered else "paragraph"), 0, numbered

    def _start_number(self, a: int) -> int | None:
        """The number a question's start line gives it (``### Exercise 2``, ``**Question 12:**``), if any."""
        if a in self.headings:
            number = self._heading_number(a)
        else:
            line = _decap(self.lines[a])
            m = self._numbered_line(line) or _BULLET_NUMBERED.match(line) or _NUMBER_ALONE.match(line)
            number = m.group(2) if m else (n.group(1) if (n := self._learnt_number(a)) else None)
        return int(number) if number is not None and number.isdecimal() else None

    def _odd_starts(self, deck: ImportedDeck) -> set[int]:
        """The start lines of the questions read that have no answer and are unlike the file's questions:

        * where at least ``_LEAST_ODD`` questions and four in five start one way, and those are numbered or four
          in five of them answered: the questions without number or answer that start another way
          (``## 📋 Test Instructions`` over its bullets, ``Calculate your score:`` over score bands, in a bank
          of ``### Question N``);
        * where at least ``_LEAST_ODD`` answered questions and four in five of them start one way with one kind of
          choices (``### Question N`` over ``A)`` lines): the unanswered ones that start another way and either
          have no number or another kind of choices (a study guide's headings and lists before its questions), or
          start in another form with a number not above those the file's questions reached (``### Exercise 1``
          after ``**Question 12:**``: a series of its own, numbered from 1 again);
        * where questions start steadily one way up to the last of them and that way is numbered: the questions after
          it that start another way, have no number and another kind of choices, answered or not (``### Scoring``
          over score bands, one of them ticked; a closing list whose items all carry a check mark): the page's
          matter after its questions."""
        questions = deck.questions
        if len(questions) < _LEAST_ODD:
            return set()
        kinds = [self._start_kind(q.pos.line - 1) for q in questions]
        shapes = [(kind, self.kinds.get(id(q))) for q, kind in zip(questions, kinds, strict=True)]
        main = collections.Counter(kinds).most_common(1)[0][0]
        usual = [q for q, kind in zip(questions, kinds, strict=True) if kind == main]
        steady = len(usual) * 5 >= len(questions) * 4 and (
            main[2] or sum(q.answer is not None for q in usual) * 5 >= len(usual) * 4)
        answered = [shape for q, shape in zip(questions, shapes, strict=True) if q.answer is not None]
        model = collections.Counter(answered).most_common(1)[0][0] if answered else None
        modelled = model is not None and answered.count(model) >= _LEAST_ODD and answered.count(model) * 5 >= len(
            answered) * 4
        out: set[int] = set()
        # the numbers the model's questions run to so far: one of another start that numbers from there down again
        # counts a series of its own (``### Exercise 1`` after ``**Question 12:**``), not the questions'
        reached: list[int] = []
        for q, shape in zip(questions, shapes, strict=True):
            number = self._start_number(q.pos.line - 1) if modelled and shape == model else None
            reached.append(max(reached[-1] if reached else 0, number or 0))
        last = max(k for k, kind in enumerate(kinds) if kind == main)
        ahead = main[2] and len(usual) * 5 >= (last + 1) * 4   # steady up to the last numbered question
        listed = collections.Counter(self.kinds.get(id(q)) for q in usual).most_common(1)[0][0]
        for k, (q, kind, shape) in enumerate(zip(questions, kinds, shapes, strict=True)):
            if ahead and k > last and kind != main and not kind[2] and shape[1] != listed:
                out.add(q.pos.line - 1)   # after the last question, unnumbered: the page's matter
                continue
            if q.answer is not None or q.raw_answer is not None or q.pos in self.slotted:
                continue
            if (steady and kind != main and not kind[2]) or (
                    model is not None and modelled and shape != model and (not kind[2] or shape[1] != model[1] or (
                        kind[:2] != model[0][:2] and (number := self._start_number(q.pos.line - 1)) is not None
                        and number <= reached[k]))):
                out.add(q.pos.line - 1)
        return out

    def _flat(self, a: int, b: int, numbered: bool) -> list[_Start]:
        """The starts in [a, b) without the lists of notes on the choices above: a short label paragraph
        (``**Rationales:**``, ``Begründungen:``) over as many labelled notes (``- **A:** ...``) as the question
        right above has choices, in order: one note for each choice, part of that question."""
        found = super()._flat(a, b, numbered)
        bounds = [s.line for s in found] + [b]
        out: list[_Start] = []
        for k, s in enumerate(found):
            if out and s.kind == "paragraph" and self._notes_on(out[-1].line, s.line, bounds[k + 1]):
                continue
            out.append(s)
        return self._with_siblings(out, a, b)

    def _with_siblings(self, found: list[_Start], a: int, b: int) -> list[_Start]:
        """The starts, and the paragraphs over lists like every question's of the part (``mdsiblinglists``)."""
        if len(found) < mdsiblinglists.LEAST or any(s.kind != "paragraph" for s in found):
            return found
        runs = [r for r in self._runs(a, b) if len(r.choices) >= 2]
        if any(r.kind != "bullet" for r in runs) or any(self._is_answer(j) for j in range(a, b)):
            return found
        tops = {s.line for s in found}
        mine: list[mdsiblinglists.Listed] = []
        left: list[mdsiblinglists.Listed] = []
        for run in runs:
            top = self._top_above(run.start, a)
            if top is None:
                continue
            listed = mdsiblinglists.Listed(top, run.start, run.end, len(run.choices))
            (mine if top in tops else left).append(listed)
        if len(mine) != len(found):
            return found
        more = mdsiblinglists.questions(mine, left, self.lines)
        return sorted([*found, *(_Start(top, "paragraph", None) for top in more)], key=lambda s: s.line)

    def _top_above(self, start: int, floor: int) -> int | None:
        """The first line of the paragraph right above line ``start`` (blank lines between), when a blank line or
        the part's start is above it and it is text only (no heading, answer, choice, code or furniture)."""
        i = start - 1
        while i >= floor and not self.lines[i].strip():
            i -= 1
        top = None
        while i >= floor and self.lines[i].strip():
            if (self.fenced[i] or self._heading(i) or self._is_answer(i) or self._choice_at(i) or self.furniture(i)
                    or i in self.heading_lines):
                return None
            top = i
            i -= 1
        return top

    def _notes_on(self, above: int, top: int, end: int) -> bool:
        label = self.lines[top].strip().strip("*_").strip()
        if not ends_with(label, (":", "：")) or len(label) > _NOTES_LABEL or self._asks(top, "?？؟"):
            return False
        if _HEADING_NUMBER.match(label) or self._numbered_line(label) or self._learnt_number(top):
            return False   # "Q3 - The WHERE clause:": numbered as the questions are, a question's own line
        asked = self._pick(self._runs(above + 1, top), above, top)
        notes = self._pick(self._runs(top + 1, end), top, end)
        if not (asked is not None and notes is not None and notes.kind == "letter" and notes.start <= top + 2
                and len(notes.choices) == len(asked.choices)
                and [c.label for c in notes.choices] == list(range(len(notes.choices)))):
            return False
        # labelled as the choices above (``A) x`` under ``A) y``) under a label said once in the file
        # ("**Los buses del ordenador son:**"): the next question, in the file's own form, not notes on these
        return ([self._label_form(c) for c in notes.choices] != [self._label_form(c) for c in asked.choices]
                or sum(1 for line in self.lines if line.strip().strip("*_").strip() == label) >= 2)

    def _label_form(self, c: _Choice) -> str:
        """How a choice's line writes its label, the label's letter or number aside: ``- **X:**``, ``X)``."""
        line = self.lines[c.line][:200]
        at = line.find(c.text[0][:40]) if c.text and c.text[0] else -1
        return re.sub(r"[^\W_]", "X", line[:at] if at >= 0 else line[:8]).strip()

    def _read(self, deck: ImportedDeck) -> None:
        if self.excluded is not None:
            self._read_once(deck)
            return
        # read once; questions that start unlike the file's and have no answer are read again as no question
        first_diags, first = Diagnostics(), self._child(self.source, Diagnostics())
        first.diags, first.marks, first.excluded = first_diags, self.marks, set()
        first.lone_breaks = self.lone_breaks
        first._read_once(deck)
        odd = first._odd_starts(deck)
        if not odd:
            self.diags.merge(first_diags)
            return
        again_diags, again_deck = Diagnostics(), ImportedDeck(deck.name, deck.key, deck.origin)
        again = self._child(self.source, again_diags)
        again.marks, again.excluded = self.marks, odd
        again.lone_breaks = self.lone_breaks   # (its source has them blank already)
        again._read_once(again_deck)
        deck.__dict__.update(again_deck.__dict__)
        self.diags.merge(again_diags)
        last = max((q.pos.line for q in deck.questions), default=0)
        after: list[int] = []   # read into none, after the last question: the page's matter
        for a in sorted(odd):
            inside = any(x <= a + 1 <= y for q in deck.questions for x, y in q.lines)
            if inside:
                self.warning(a + 1, 1, f"line {a + 1} and the choices under it look like a question, but are read "
                                       "as part of the question before: they start unlike the other questions "
                                       "and have no answer, unlike theirs",
                             hint="if it is a question, give it an answer and start it as the others start")
            elif a + 1 > last:
                after.append(a + 1)
            # else: before the questions and read into none: the page's opening, as ever (not a question)
        if after:   # one warning for the page's matter, however many blocks it holds
            others = format_ranges([(n, n) for n in after[1:]])
            more = f"; so are the blocks at lines {others}" if len(after) > 1 else ""
            self.warning(after[0], 1, f"line {after[0]} and the choices under it look like a question, but come after "
                                      "the last question and start unlike the questions, with no number: read as "
                                      f"the page's matter (not imported){more}",
                         hint="if it is a question, number it and start it as the others start")

    def _read_once(self, deck: ImportedDeck) -> None:
        super()._read(deck)
        for j in self.lone_breaks:
            deck.skip(j + 1)   # a backslash alone: the empty line the page shows, no text
        self._apply_section_keys(deck)
        for q in deck.questions:
            if q.explanation is None and q.answer is not None:
                said = [note for i, note in self.table_notes.items() if any(a <= i + 1 <= b for a, b in q.lines)]
                if len(said) == 1:
                    q.explanation = said[0]   # "| 1 | **B** | Why B ... |": the key's row explains it
        empty = mdcallouts.empty_titles(self.source.lines)   # ">[!FAQ]- Rationalization" over ">": no explanation
        for q in deck.questions:
            if q.explanation is not None and (box := next((i + 1 for i, title in empty.items() if title ==
                                                           q.explanation.strip() and _holds(q.lines, i + 1)), None)):
                q.explanation = None
                q.lines[:] = [r for a, b in q.lines for r in ((a, box - 1), (box + 1, b)) if r[0] <= r[1]]
                deck.skip(box)
        for i in sorted(self.late_starts):
            if any(a <= i + 1 <= b for q in deck.questions for a, b in q.lines):
                self.warning(i + 1, 1, f"the choices at line {i + 1} start at {self.lines[i].strip()[:12]!r}, not at "
                                       "the alphabet's first letter: read as the question's choices, in their order",
                             hint="check that no choice is missing above it")
        for line, number, cell in self.table_unread:   # "| Q10 | **Boxed** |": a fill-in's answer, no label
            self.warning(line + 1, 1, f"the answer key's row for question {number} gives {cell[:40]!r}, no choice's "
                                      "label: not read as an answer")
        # "### Question 1: Log Analytics Workspace Architecture", the question's text below: a topic's title
        self._unnumber(deck)
        titles = [(k, hn.group(3)) for k, q in enumerate(deck.questions)
                  if (h := self._heading(q.pos.line - 1)) and (hn := _HEADING_NUMBER.match(h[1]))]
        titles += [(k, m.group(2)) for k, q in enumerate(deck.questions)
                   if self._heading(q.pos.line - 1) and (m := self._learnt_number(q.pos.line - 1))]
        titles += mdtopictitles.numbered_heads(deck.questions, self._heading, self._numbered_line, titles)  # "## 1. T"
        headed = bool(titles)
        if not titles:   # "1. Time complexity" over "What is the time complexity ...?": the numbered line a title
            titles = [(k, n.group(3)) for k, q in enumerate(deck.questions) if 0 < q.pos.line <= len(self.lines)
                      and not self._heading(q.pos.line - 1) and (n := self._numbered_line(self.lines[q.pos.line - 1]))
                      and bracket_tag(n.group(3)) is None]   # ("1. [domain:Billing]": a tag, mend's)
        heads = {k: h[1] for k, _ in titles if (h := self._heading(deck.questions[k].pos.line - 1))}
        usual = collections.Counter(map(mdnumbers.number_sign, heads.values())).most_common(1)
        for k, title in titles:
            # "### Question 1.1": a number by topic, its ".1" read as the text's first line
            q = deck.questions[k]
            head, sep, rest = q.text.partition("\n")
            if _SUBNUMBER.match(title) and sep and head.strip() == title.strip() and rest.strip():
                q.text = rest.lstrip("\n")
            elif k in heads and usual and (left := mdnumbers.sub_number_left(heads[k], q.text, usual[0][0])):
                q.text = left   # "## Question 1.1: text": its ".1" and the file's sign, left at the text's start
        # "## Pregunta 1: Fórmula cuadrática", titled in sentence case: mdtopictitles
        judged = {k for k, q in enumerate(deck.questions) if mdtopictitles.judges([c.text for c in q.choices])}
        texts = mdfields.untitled(titles, [q.text for q in deck.questions], headed, judged) or mdtopictitles.untitled(
            titles, [q.text for q in deck.questions], headed, judged)
        for k, text in texts.items():
            deck.questions[k].text = text
        if texts:
            deck.mend("the titles of {n} question heading{s} (not their text)" if headed else
                      "the titles after the numbers of {n} question{s}, the question asked below (not its text)",
                      len(texts))
        if self.style is not None and self.style_marks:
            deck.mend("the mark '{0}' after the bold text of {n} choice{s} (not read as an answer)",
                      self.style_marks, " ".join(sorted(self.style.marks)))
        mdfields.take_shared_fields(deck)   # "**Marks:** 3", "**Topic:** ..." lines above every question's text
        mdfields.take_shared_label(deck)   # "**Scenario:**" before every question's text
        mdtopiclabels.take_topic_labels(   # "*Manage Azure identities*" under most question headings
            deck, lambda k: self._heading(deck.questions[k].pos.line - 1) is not None)
        mdchoicenotes.take_choice_notes(deck)   # "  - **Feedback :** ..." nested under every choice
        htmlverdicts.take_whys(deck, self.source.lines)   # "<li><button onclick=\"f('q1', 'why', true)\">"
        mdfields.take_inner_labels(deck)   # "質問:" inside every question's text
        mdfields.take_question_words(deck)   # "**Q. Which ...?**", "Q: ...": a question word, the text's label

    def _whole_numbered(self, found: list[_Start]) -> list[_Start]:
        """A numbered heading read as a section because more than one list is under it (``### 問題3: ...``, a scenario
        with a bulleted list, the question, its ``A)`` choices) is one question when it holds one run of lettered
        choices or boxes and nothing under it starts otherwise (no heading, no number), in a file that numbers three
        headings of that level at least: a list in a question's text is not a question of its own."""
        numbered = [h for h in self.heading_order if self._heading_number(h) is not None]
        levels = collections.Counter(self.headings[h][0] for h in numbered)
        taken: dict[int, tuple[int, int]] = {}   # heading -> the span it takes
        for h in numbered:
            level = self.headings[h][0]
            if h not in self.section_lines or levels[level] < _LEAST_NUMBERED_HEADINGS:
                continue
            k = bisect.bisect_right(self.heading_order, h)
            end = next((g for g in self.heading_order[k:] if self.headings[g][0] <= level), len(self.lines))
            inside = [s for s in found if h < s.line < end]
            runs = [r for r in self._runs(h + 1, end) if r.kind in ("letter", "check") and len(r.choices) >= 2]
            # (one start inside, the heading's first lines above it in no question: the list of the scenario that
            # opens it was no question of its own, and what it left is the text of the heading's one question)
            orphaned = len(inside) == 1 and any(
                self.lines[j].strip() and not self.furniture(j) for j in range(h + 1, inside[0].line))
            if ((len(inside) >= 2 or orphaned) and len(runs) == 1 and all(s.kind == "paragraph" for s in inside)
                    and not any(g in self.headings for g in range(h + 1, end))):
                taken[h] = (h, end)
        if not taken:
            return found
        spans = sorted(taken.values())
        out = [s for s in found if not any(a < s.line < b for a, b in spans)]
        for h in taken:
            self.section_lines.discard(h)
            out.append(_Start(h, "heading", self._heading_number(h)))
        out.sort(key=lambda s: s.line)
        return out

    def _unnumber(self, deck: ImportedDeck) -> None:
        """The file's own number (``問題1``, ``Pytanie 2:``) off the start of the texts of the questions it numbers:
        the number is not the text (a heading's title after it stays, for ``mdfields.untitled``)."""
        for q in deck.questions:
            m = self._learnt_number(q.pos.line - 1)
            if m is None:
                continue
            head, sep, rest = q.text.partition("\n")
            numbered = self.number_word.match(head) if self.number_word is not None else None
            if numbered is not None and numbered.group(1) == m.group(1):
                q.text = (numbered.group(2).strip() + sep + rest).strip("\n") if numbered.group(2).strip() else (
                    rest.lstrip("\n"))

    def _tail(self, q: ImportedQuestion, run: _Run, b: int) -> None:
        """What follows the choices, then an answer block that opens with the answer in bold and no answer word
        (``**B)** In a manual ...``, ``**Correct: C.** ...``: ``mdanswers``); the rest of its line stays the
        explanation. In a file that writes every choice in bold, the bold (and a mark glued after it) is off the
        choices first (``mdstyled``): an answer naming a choice's text names it."""
        if self.style is not None and len(q.choices) >= 2:
            styled = mdstyled.unstyled(self.style, [c.text for c in q.choices])
            if styled is not None:
                for choice, text in zip(q.choices, styled[0], strict=True):
                    choice.text = text
                self.style_marks += styled[1]
        super()._tail(q, run, b)
        if q.answer is not None or q.raw_answer is not None or not q.choices:
            return
        k = next((j for j in range(run.end, b) if self.fenced[j] or (
            self.lines[j].strip() and not _HTML_ONLY.match(self.lines[j]) and not _DETAILS.search(self.lines[j]))), b)
        if k >= b or self.fenced[k] or not self.answer_block[k]:
            return
        found = mdanswers.leading_answer(self.lines[k], [c.text for c in q.choices])
        if found is None:
            return
        indices, rest = found
        q.set_answer(indices)
        if q.explanation is not None:
            first, _, after = q.explanation.partition("\n")
            if first.strip() == self.lines[k].strip():
                q.explanation = (rest + "\n" + after if rest else after).strip() or None
