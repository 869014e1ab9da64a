"""Bring existing quizzes in: plain text, Markdown, Moodle GIFT, Aiken and CSV to quiz YAML.

``convert.import_sources`` reads and writes; one module per format turns a source into the
model of ``model.py``; ``yamlwriter.dump`` writes it.
"""
