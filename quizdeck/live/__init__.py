"""The live preview (`make_deck watch`): a local server, the page it serves, and the quick
path that re-renders only the questions an edit touched."""
