"""Realistic and awkward card content (Markdown, built by the project) shared by the layout
tests: long words, a highlighted code block, a table, a wide image, long inline code."""

from __future__ import annotations

from .cards import png, question

LONG_WORD = "Pneumonoultramicroscopicsilicovolcanoconiosis" * 2
CODE = '''```python
def shard(params, world_size):
    return [params[i::world_size] for i in range(world_size)]  # a deliberately long line that must scroll inside its own box
```'''  # noqa: E501 - the code block's long line is the point
TABLE = "\n".join([
    "| " + " | ".join(f"Stage {i}" for i in range(1, 8)) + " |",
    "|" + "---|" * 7,
    "| " + " | ".join(["optimizer", "gradients", "parameters", "activations", "buffers", "offload",
                       "checkpoint"]) + " |",
])
#: files next to the quiz (the deck fixture writes them; the build bundles them as media)
FILES = {"img/wide.png": png(900, 60, (74, 123, 208)), "img/small.png": png(40, 30, (200, 90, 40))}
WIDE_IMAGE = "![a wide diagram](img/wide.png)"

QUESTIONS = [
    question(
        "zero",
        "What redundancy does **ZeRO** eliminate compared to plain data parallelism?",
        [
            ("Duplicate full copies of optimizer state, gradients, and parameters on every GPU",
             "Each rank keeps only its shard of these and gathers the rest when needed."),
            ("Duplicate copies of the training data on each GPU",
             "Each data-parallel rank already reads a different shard of the data."),
            "Redundant network cables between nodes",
            "Repeated forward passes over the same batch",
        ],
        "A",
        explanation="Plain data parallelism keeps a full replica of the model state on every rank; "
                    "ZeRO partitions optimizer state (stage 1), gradients (stage 2) and parameters "
                    "(stage 3) across the data-parallel ranks.",
        source="Rajbhandari et al., *ZeRO: Memory Optimizations*, section 5",
        shuffle=False,
        recall=True,
    ),
    question(
        "stages",
        "Which of these does ZeRO stage 2 partition across ranks? `torch.distributed` is in use.",
        ["Optimizer state", "Gradients", "Parameters", "The learning-rate schedule"],
        ["A", "B"],
        explanation="Stage 2 partitions optimizer state and gradients; stage 3 adds parameters.",
        shuffle=False,
    ),
    question(
        "awkward",
        f"Which choice holds the code? {LONG_WORD} ![small](img/small.png)",
        [
            (CODE, "This is the sharding helper."),
            LONG_WORD,
            TABLE,
            WIDE_IMAGE + " an image",
            "`" + "averyveryverylonginlinecodeidentifier_" * 4 + "`",
        ],
        "A",
        explanation=f"Long words such as {LONG_WORD} wrap.\n\n{CODE}\n\n{TABLE}\n\n{WIDE_IMAGE}",
        source=LONG_WORD,
    ),
]
