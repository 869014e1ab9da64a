"""The base every other part stands on: problems and their places (diagnostics), files
written atomically, stable ids, paths as messages show them. Imports nothing of quizdeck."""
