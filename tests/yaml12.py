"""Load YAML as an editor does (yaml-language-server: YAML 1.2, core schema), for the
tests that validate quizzes with the JSON Schema: ``yes``, ``on``, ``1.10`` stay texts
only where YAML 1.2 says so. Keys repeat as in JSON (the last wins)."""

from __future__ import annotations

import re
from typing import Any

import yaml

_NULL = re.compile(r"^(?:~|null|Null|NULL|)$")
_BOOL = re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$")
_INT = re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$")
_FLOAT = re.compile(r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)"
                    r"|\.(?:nan|NaN|NAN))$")


def _scalar(node: yaml.ScalarNode) -> Any:
    if node.style:   # quoted or block: a text
        return node.value
    value = node.value
    if _NULL.match(value):
        return None
    if _BOOL.match(value):
        return value.lower() == "true"
    if _INT.match(value):
        return int(value, 0) if value.startswith(("0o", "0x")) else int(value)
    if _FLOAT.match(value):
        return float(value.replace("inf", "Inf").replace("INF", "Inf").replace("Inf", "inf")
                     if "inf" in value.lower() else value)
    return value


def _convert(node: yaml.Node) -> Any:
    if isinstance(node, yaml.ScalarNode):
        return _scalar(node)
    if isinstance(node, yaml.SequenceNode):
        return [_convert(item) for item in node.value]
    assert isinstance(node, yaml.MappingNode)
    return {str(_convert(k)): _convert(v) for k, v in node.value}


def load(text: str) -> Any:
    """The document as JSON data, read by YAML 1.2's rules."""
    node = yaml.compose(text, Loader=yaml.SafeLoader)
    return None if node is None else _convert(node)
