"""Maintenance scripts, run as ``python scripts/NAME.py``."""
