"""Benchmarks, run as scripts (``python bench/run.py``); see docs/performance.md."""
