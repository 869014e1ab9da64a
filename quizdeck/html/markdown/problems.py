"""Problems found while rendering a text: recorded as rendering goes on, raised once.

The render rules and the parser record each problem (a refused image or link, a block nested
too deeply) in the markdown-it environment, so that every problem of a text is reported at
once; the converter then raises :class:`RenderError` with all of them.
"""

from __future__ import annotations

from markdown_it.utils import EnvType


class RenderError(Exception):
    """A field cannot be rendered: the image resolver refused images in it.

    ``problems`` holds every refused image of the text as ``(source, message)``, the
    source as written (for finding it in the file), in the text's order.
    """

    def __init__(self, problems: list[tuple[str, str]]):
        super().__init__("; ".join(message for _, message in problems))
        self.problems = problems


def add_problem(env: EnvType, source: str, message: str) -> None:
    """Record a problem of the text being rendered: ``source`` as written, and what is wrong."""
    env.setdefault("problems", []).append((source, message))


def raise_problems(env: EnvType) -> None:
    """Raise :class:`RenderError` with the problems recorded in ``env``, if there are any."""
    if env.get("problems"):
        raise RenderError(env["problems"])
