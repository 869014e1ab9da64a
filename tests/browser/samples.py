"""Realistic and awkward card content shared by the layout tests and the screenshot script."""

from __future__ import annotations

from .cards import question

LONG_WORD = "Pneumonoultramicroscopicsilicovolcanoconiosis" * 2
CODE = (
    '<div class="mc-code"><pre><code><span class="k">def</span> <span class="nf">shard</span>'
    '<span class="p">(</span><span class="n">params</span><span class="p">,</span> '
    '<span class="n">world_size</span><span class="p">):</span>\n'
    '    <span class="k">return</span> <span class="p">[</span><span class="n">params</span>'
    '<span class="p">[</span><span class="n">i</span><span class="p">::</span>'
    '<span class="n">world_size</span><span class="p">]</span> <span class="k">for</span> '
    '<span class="n">i</span> <span class="ow">in</span> <span class="nb">range</span>'
    '<span class="p">(</span><span class="n">world_size</span><span class="p">)]</span>'
    '  <span class="c1"># a deliberately long line that must scroll inside its own box</span>\n'
    '</code></pre></div>'
)
TABLE = (
    "<table><thead><tr>" + "".join(f"<th>Stage {i}</th>" for i in range(1, 8)) + "</tr></thead><tbody><tr>"
    + "".join(f"<td>{x}</td>" for x in ["optimizer", "gradients", "parameters", "activations",
                                       "buffers", "offload", "checkpoint"]) + "</tr></tbody></table>"
)
WIDE_IMAGE = (
    '<img alt="wide" width="900" height="60" src="data:image/svg+xml,'
    "%3Csvg xmlns='http://www.w3.org/2000/svg' width='900' height='60'%3E"
    "%3Crect width='900' height='60' fill='%234a7bd0'/%3E%3C/svg%3E\">"
)

QUESTIONS = [
    question(
        "zero",
        "What redundancy does <b>ZeRO</b> eliminate compared to plain data parallelism?",
        [
            ("Duplicate full copies of optimizer state, gradients, and parameters on every GPU",
             "Each rank keeps only its shard of these and gathers the rest when needed."),
            ("Duplicate copies of the training data on each GPU",
             "Each data-parallel rank already reads a different shard of the data."),
            "Redundant network cables between nodes",
            "Repeated forward passes over the same batch",
        ],
        "A",
        explanation="<p>Plain data parallelism keeps a full replica of the model state on every rank; "
                    "ZeRO partitions optimizer state (stage 1), gradients (stage 2) and parameters "
                    "(stage 3) across the data-parallel ranks.</p>",
        source="Rajbhandari et al., <i>ZeRO: Memory Optimizations</i>, section 5",
        shuffle=False,
        recall=True,
    ),
    question(
        "stages",
        "Which of these does ZeRO stage 2 partition across ranks? <code>torch.distributed</code> is in use.",
        ["Optimizer state", "Gradients", "Parameters", "The learning-rate schedule"],
        ["A", "B"],
        explanation="Stage 2 partitions optimizer state and gradients; stage 3 adds parameters.",
        shuffle=False,
    ),
    question(
        "awkward",
        f"Which choice holds the code? {LONG_WORD}",
        [
            (CODE, "This is the sharding helper."),
            LONG_WORD,
            TABLE,
            WIDE_IMAGE + " an image",
            "<code>" + "averyveryverylonginlinecodeidentifier_" * 4 + "</code>",
        ],
        "A",
        explanation=f"<p>Long words such as {LONG_WORD} wrap.</p>" + CODE + TABLE,
        source=LONG_WORD,
    ),
]
