#!/usr/bin/env python3
"""Run make_deck.py with the schema's node budget lifted (benchmark use only).

    python bench/lifted.py build QUIZ.yaml -o OUT

``quizdeck.schema.MAX_EXPANDED_NODES`` guards against alias bombs by counting every
node visited; a plain 100,000-question file has about 2.6 million nodes and trips it.
``bench/run.py --lift-node-limit`` uses this wrapper so that the size of such a file
can still be measured. Everything else is exactly ``python make_deck.py ARGS``.
"""

import runpy
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import quizdeck.schema as schema  # noqa: E402

schema.MAX_EXPANDED_NODES = 10**12
sys.argv = [str(ROOT / "make_deck.py"), *sys.argv[1:]]
runpy.run_path(str(ROOT / "make_deck.py"), run_name="__main__")
