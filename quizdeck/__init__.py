"""make_deck's library: YAML quizzes in, Anki packages out (see docs/design.md for the map)."""

__version__ = "0.1.0"  # the one version string (setup.cfg reads it)
