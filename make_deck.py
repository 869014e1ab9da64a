#!/usr/bin/env python3
"""make_deck in a checkout: `python make_deck.py build` runs the command line of the
``quizdeck`` package (quizdeck/cli.py), the same as the installed `make-deck`."""

from quizdeck.cli import cli, main

__all__ = ["cli"]

if __name__ == "__main__":
    main()
