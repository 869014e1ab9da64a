"""`python -m quizdeck`: the command line (quizdeck/cli.py)."""

from quizdeck.cli import main

main()
