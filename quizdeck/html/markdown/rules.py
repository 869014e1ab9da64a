"""The render rules that replace markdown-it's own: code highlighted, raw HTML through the
allowlist, images through the resolver, links checked, table cells aligned with an attribute
rather than a style."""

from __future__ import annotations

from collections.abc import Sequence

from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from markdown_it.token import Token
from markdown_it.utils import EnvType, OptionsDict

from quizdeck.html.markdown.code import code_block
from quizdeck.html.markdown.escape import escape
from quizdeck.html.markdown.rawhtml import raw_html
from quizdeck.html.markdown.urls import check_link, resolve_image

_Tokens = Sequence[Token]  # the rules below have markdown-it's signature


def _render_fence(self: RendererHTML, tokens: _Tokens, idx: int, options: OptionsDict, env: EnvType) -> str:
    tok = tokens[idx]
    info = tok.info.strip()
    lang = info.split(None, 1)[0] if info else ""
    return code_block(tok.content, lang, env)


def _render_code_block(self: RendererHTML, tokens: _Tokens, idx: int, options: OptionsDict, env: EnvType) -> str:
    return code_block(tokens[idx].content, "", env)


def _render_html_inline(self: RendererHTML, tokens: _Tokens, idx: int, options: OptionsDict, env: EnvType) -> str:
    return raw_html(tokens[idx].content, env, id(tokens[idx]))


def _render_html_block(self: RendererHTML, tokens: _Tokens, idx: int, options: OptionsDict, env: EnvType) -> str:
    body = raw_html(tokens[idx].content.rstrip("\n"), env, id(tokens[idx]))
    if env.get("unwrap"):
        return body
    return f"<p>{body}</p>\n"


def _render_link_open(self: RendererHTML, tokens: _Tokens, idx: int, options: OptionsDict, env: EnvType) -> str:
    check_link(str(tokens[idx].attrGet("href") or ""), env)
    return self.renderToken(tokens, idx, options, env)


def _render_image(self: RendererHTML, tokens: _Tokens, idx: int, options: OptionsDict, env: EnvType) -> str:
    tok = tokens[idx]
    src = resolve_image(str(tok.attrGet("src") or ""), env)
    alt = self.renderInlineAsText(tok.children or [], options, env)
    title = str(tok.attrGet("title") or "")
    out = f'<img src="{escape(src)}" alt="{escape(alt)}"'
    if title:
        out += f' title="{escape(title)}"'
    return out + ">"


def _render_cell_open(self: RendererHTML, tokens: _Tokens, idx: int, options: OptionsDict, env: EnvType) -> str:
    tok = tokens[idx]
    style = str(tok.attrGet("style") or "")
    align = style[len("text-align:") :] if style.startswith("text-align:") else ""
    if align in ("left", "center", "right"):
        return f'<{tok.tag} align="{align}">'
    return f"<{tok.tag}>"


_RULES = {
    "fence": _render_fence,
    "code_block": _render_code_block,
    "html_inline": _render_html_inline,
    "html_block": _render_html_block,
    "image": _render_image,
    "link_open": _render_link_open,
    "th_open": _render_cell_open,
    "td_open": _render_cell_open,
}


def add_rules(md: MarkdownIt) -> None:
    """Make ``md`` render with these rules."""
    for name, rule in _RULES.items():
        md.add_render_rule(name, rule)
