"""The Anki side: the note type (fields, templates, CSS), packages written and read back,
and the preview page that shows the cards as Anki does."""
