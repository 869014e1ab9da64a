#!/usr/bin/env python3
"""Parse a YAML file and do nothing else: the floor for ``make_deck.py check``.

python bench/parse_only.py compose QUIZ.yaml   # yaml.compose, CSafeLoader (nodes with positions)
python bench/parse_only.py load QUIZ.yaml      # yaml.load, CSafeLoader (plain Python objects)
"""

from __future__ import annotations

import sys

import yaml


def main(argv: list[str]) -> int:
    mode, path = argv
    with open(path, "rb") as f:
        data = f.read()
    if mode == "compose":
        node = yaml.compose(data, Loader=yaml.CSafeLoader)
        print(f"{path}: {len(node.value)} top-level keys")
    elif mode == "load":
        obj = yaml.load(data, Loader=yaml.CSafeLoader)
        print(f"{path}: {len(obj)} top-level keys")
    else:
        raise SystemExit(f"unknown mode {mode!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
