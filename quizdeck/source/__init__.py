"""The quiz as its author wrote it: YAML read with positions, validated into the quiz
model, names and ids checked, and the JSON Schema editors use."""
