"""The one markdown-it parser: CommonMark + tables + strikethrough, raw HTML on (the rules
sanitise it), links validated, our render rules, and a block parser that reports the text its
nesting limit would drop."""

from __future__ import annotations

from markdown_it import MarkdownIt
from markdown_it.parser_block import ParserBlock
from markdown_it.rules_block import StateBlock

from quizdeck.html.markdown.problems import add_problem
from quizdeck.html.markdown.rules import add_rules
from quizdeck.html.markdown.urls import link_ok

#: markdown-it's nesting limit (its CommonMark preset's): a block quote is one level, a list
#: two (the list and its item). Deeper blocks are dropped without a word, so they are an error.
MAX_NESTING = 20
_TOO_DEEP = ("block quotes and lists nested too deeply: Markdown shows nothing deeper than "
             f"{MAX_NESTING - 1} quotes (>) or {MAX_NESTING // 2 - 1} lists inside one another, so this line would "
             "be lost")


class _BlockParser(ParserBlock):
    """markdown-it's block parser, which records where its nesting limit drops text (in
    ``env["problems"]``, with the dropped line as its source) instead of dropping it silently."""

    def tokenize(self, state: StateBlock, startLine: int, endLine: int) -> None:
        if state.level >= state.md.options.maxNesting:
            line = state.skipEmptyLines(startLine)
            if line < endLine and state.sCount[line] >= state.blkIndent:
                dropped = state.src[state.bMarks[line] + state.tShift[line] : state.eMarks[line]]
                add_problem(state.env, dropped.lstrip("> \t"), _TOO_DEEP)
        super().tokenize(state, startLine, endLine)


def _make_parser() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": True, "maxNesting": MAX_NESTING}).enable(["table", "strikethrough"])
    block = _BlockParser()
    block.ruler = md.block.ruler   # the rules as the preset configured them
    md.block = block
    md.validateLink = link_ok  # type: ignore[method-assign]  # markdown-it's documented hook; http(s), mailto, relative
    add_rules(md)
    return md


#: the parser every converter uses (made once: setting it up costs more than most texts)
MD = _make_parser()
