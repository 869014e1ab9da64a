"""A cell a program wrote as a JSON list of texts (``["a","b"]``): its items, for any sheet reader."""

from __future__ import annotations

import json


def json_list(raw: str) -> list[str] | None:
    """A cell that is a JSON list of texts, as programs write them: ``["a","b"]``; else None."""
    if not (raw.startswith("[") and raw.endswith("]")):
        return None
    try:
        value = json.loads(raw)
    except ValueError:
        return None
    if not isinstance(value, list) or not all(isinstance(v, str | int | float) for v in value):
        return None
    return [str(v).strip() for v in value]
