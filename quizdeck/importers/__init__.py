"""Bring existing quizzes in: plain text, Markdown, Moodle GIFT, Aiken and CSV to quiz YAML.

``convert.import_sources`` reads each source, picks its format, calls its reader and writes,
returning an ``ImportResult`` per source; ``formats.FORMATS`` is the one list of formats (name,
display name, file suffixes, reader) and says how a source's format is found; every reader is a
``base.Importer`` (``Reader(source, diags).read(deck)``) that turns a source into the model of
``imported.py``; ``yamlwriter.dump`` writes it. A new format is one new module and one entry in
``FORMATS`` (docs/importing.md, "Adding a format").
"""
