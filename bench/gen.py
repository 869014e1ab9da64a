#!/usr/bin/env python3
"""Deterministic generator of synthetic multiple-choice quizzes for the benchmark.

    python bench/gen.py 10000 -o /tmp/bench-10000.yaml [--seed 0] [--verify]

The same N and seed always give the same bytes. The questions look like what
authors write (see README, "Writing a quiz", and cards/ for the format):

* 2 to 8 choices (mostly 4), some questions multi-answer (``answer: [A, C]``);
* per-choice ``why`` in the mapping form ``{text, why}`` on many choices;
* an explanation on every question (one to three paragraphs), some with bullet lists and **bold**;
* inline code, *emphasis*, characters that need HTML escaping (``<``, ``&``);
* a fenced ```python code block in a tenth of the questions;
* Anki math ``\\( ... \\)`` (and sometimes ``\\[ ... \\]``) in some;
* stock choices repeated across questions ("None of the above", "True"...);
* an ``id`` on every question (``id: q000123``).

Choices within a question differ case-insensitively and every question text is
unique, so the file passes ``make_deck.py check``.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
from pathlib import Path
from typing import Any

import yaml

# ---------------------------------------------------------------- vocabulary

DOMAINS: dict[str, dict[str, list[str]]] = {
    "Distributed systems": {
        "concepts": ["consistent hashing", "a vector clock", "the Raft leader", "a quorum read", "two-phase commit",
                     "a gossip protocol", "a write-ahead log", "leader election", "a Merkle tree", "sharding",
                     "read repair", "a lease", "a heartbeat timeout", "the CAP theorem", "eventual consistency",
                     "a fencing token", "a Bloom filter", "linearizability", "a CRDT counter", "log compaction"],
        "things": ["replica", "partition", "follower", "coordinator", "client", "snapshot", "term number",
                   "commit index", "membership change", "network split"],
        "verbs": ["replicates", "orders", "acknowledges", "retries", "discards", "merges", "elects", "truncates",
                  "serialises", "batches"],
        "objects": ["stale writes", "concurrent updates", "the latest term", "every log entry", "a majority of nodes",
                    "uncommitted entries", "conflicting versions", "the tail of the log", "duplicate requests",
                    "the key range"],
    },
    "Python": {
        "concepts": ["a generator", "the GIL", "a context manager", "a dataclass", "a descriptor", "list slicing",
                     "a closure", "the `with` statement", "`functools.lru_cache`", "a metaclass", "`__slots__`",
                     "an f-string", "`asyncio.gather`", "a frozenset", "`itertools.chain`", "duck typing",
                     "the walrus operator", "a default mutable argument", "`dict.setdefault`", "reference counting"],
        "things": ["interpreter", "coroutine", "iterator", "module", "attribute lookup", "bytecode", "frame",
                   "exception", "keyword argument", "garbage collector"],
        "verbs": ["caches", "yields", "evaluates", "binds", "copies", "wraps", "raises", "releases", "shadows",
                  "rebinds"],
        "objects": ["the loop variable", "each call's result", "the enclosing scope", "a shallow copy",
                    "the original list", "the instance dictionary", "pending tasks", "the return value",
                    "the default value", "every element"],
    },
    "Cell biology": {
        "concepts": ["the mitochondrion", "ATP synthase", "the Golgi apparatus", "a ribosome", "the nuclear pore",
                     "glycolysis", "the sodium-potassium pump", "an enzyme's active site", "mRNA splicing",
                     "the cell cycle checkpoint", "apoptosis", "a lysosome", "the cytoskeleton", "osmosis",
                     "a G-protein coupled receptor", "DNA polymerase", "the electron transport chain",
                     "a tight junction", "autophagy", "the endoplasmic reticulum"],
        "things": ["membrane", "protein", "gradient", "substrate", "organelle", "chromosome", "vesicle",
                   "signal", "cofactor", "ion channel"],
        "verbs": ["transports", "folds", "degrades", "synthesises", "phosphorylates", "binds", "exports",
                  "regulates", "copies", "releases"],
        "objects": ["misfolded proteins", "the proton gradient", "glucose molecules", "newly made peptides",
                    "damaged organelles", "the daughter strand", "calcium ions", "the lagging strand",
                    "secretory vesicles", "the primary transcript"],
    },
    "Networking": {
        "concepts": ["TCP slow start", "the three-way handshake", "a NAT table", "DNS caching", "BGP route selection",
                     "a TLS session ticket", "the MTU", "ARP", "QUIC connection migration", "HTTP/2 multiplexing",
                     "a SYN cookie", "ECN marking", "the congestion window", "anycast routing", "DHCP leases",
                     "Nagle's algorithm", "a TIME_WAIT socket", "IPv6 autoconfiguration", "head-of-line blocking",
                     "path MTU discovery"],
        "things": ["packet", "router", "segment", "socket", "header", "stream", "handshake", "resolver",
                   "certificate", "frame"],
        "verbs": ["fragments", "acknowledges", "forwards", "drops", "encrypts", "retransmits", "reorders",
                  "coalesces", "advertises", "resolves"],
        "objects": ["lost segments", "the receive window", "small writes", "the client's address",
                    "every hop", "out-of-order data", "the session key", "the routing table",
                    "queued requests", "duplicate ACKs"],
    },
    "European history": {
        "concepts": ["the Congress of Vienna", "the Hanseatic League", "the Peace of Westphalia", "the Edict of Nantes",
                     "the Zollverein", "the printing press", "the Black Death", "the Concordat of Worms",
                     "the Treaty of Utrecht", "the Continental System", "the Magna Carta", "the Reformation",
                     "the Congress of Berlin", "the Glorious Revolution", "the Corn Laws", "the Schlieffen Plan",
                     "the Marshall Plan", "the Treaty of Tordesillas", "the Diet of Worms", "the Thirty Years' War"],
        "things": ["treaty", "alliance", "tariff", "guild", "dynasty", "parliament", "charter", "trade route",
                   "crown", "council"],
        "verbs": ["restored", "weakened", "unified", "taxed", "recognised", "partitioned", "abolished", "protected",
                  "financed", "restricted"],
        "objects": ["the balance of power", "free trade", "the German states", "religious minorities",
                    "the merchant cities", "royal authority", "the papacy", "grain imports", "colonial trade",
                    "the smaller principalities"],
    },
}

QUESTION_TEMPLATES = [
    "Which statement best describes {concept}?",
    "What is the main purpose of {concept} in {domain_lc}?",
    "Why does {concept} matter when a {thing} {verb} {object}?",
    "What happens to {object} when {concept} is involved?",
    "Which {thing} is most directly affected by {concept}?",
    "In the context of {domain_lc}, what does {concept} do with {object}?",
    "A {thing} {verb} {object}. Which mechanism explains this, given {concept}?",
    "What is a common *misconception* about {concept}?",
    "How does {concept} interact with the {thing}?",
    "Which of these is a **consequence** of {concept}?",
]
MULTI_TEMPLATES = [
    "Which of the following statements about {concept} are true?",
    "Select every property that applies to {concept}.",
    "Which of these describe how a {thing} {verb} {object}? Pick all that apply.",
    "Which claims about {concept} and the {thing} hold?",
]
CODE_QUESTIONS = [
    "What does the following function return for `n = {n}`?",
    "What is printed when this snippet runs with `limit={n}`?",
    "Which line of this code is the bug, given an input of `{n}` items?",
]
MATH_BITS = [
    r"\( O(n \log n) \)", r"\( O(n^2) \)", r"\( \frac{{n(n+1)}}{{2}} \)", r"\( 2^{{{k}}} \)",
    r"\( \sqrt{{{k}}} \)", r"\( p = 1 - (1 - q)^{{{k}}} \)", r"\( \Delta G < 0 \)", r"\( \lambda = {k} \)",
    r"\( \sum_{{i=1}}^{{{k}}} i \)", r"\( x_{{t+1}} = x_t - \eta \nabla f(x_t) \)", r"\( {k}\Psi \)",
]
QUALIFIERS = ["always", "never", "usually", "only", "first", "eventually", "immediately", "rarely", "also",
              "still"]
CONNECTORS = ["because", "so that", "even when", "unless", "before", "after", "while", "once"]
STOCK_CHOICES = ["None of the above", "All of the above", "It depends on the workload", "True", "False",
                 "Both A and B", "Neither of them", "It cannot be determined from the information given"]
OPENERS = ["In short,", "Put simply,", "The key point:", "Note that", "Remember:", "In practice,",
           "Historically,", "A useful rule of thumb:", "Compare this with the alternatives:", "Strictly speaking,"]
WHY_WRONG = ["This confuses {concept} with the {thing}.", "That would only hold if {object} were ignored.",
             "This is the opposite of what happens: the {thing} {verb} {object}.",
             "Tempting, but {concept} does not involve the {thing} at all.",
             "This describes an older approach, not {concept}.",
             "Close, but it leaves out {object}."]
WHY_RIGHT = ["Correct: {concept} {qual} {verb_base} {object}.", "Yes; this is exactly why the {thing} {verb} {object}.",
             "Right, and it is the reason {concept} exists.", "This is the defining property of {concept}."]
UNICODE = ["—", "é", "×", "≤", "→", "µ", "ü"]


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _norm(s: str) -> str:
    return " ".join(s.split()).casefold()


class QuizGen:
    """Builds question dicts (the YAML data) from a seeded random stream."""

    def __init__(self, seed: int = 0):
        self.rng = random.Random(seed)
        self.used_questions: set[str] = set()
        self.domains = list(DOMAINS.items())

    # -- small pieces -------------------------------------------------------------
    def pick(self, seq):
        return self.rng.choice(seq)

    def slots(self, domain: str, vocab: dict[str, list[str]]) -> dict[str, str]:
        r = self.rng
        verb = r.choice(vocab["verbs"])
        return {
            "domain": domain, "domain_lc": domain.lower(),
            "concept": r.choice(vocab["concepts"]), "thing": r.choice(vocab["things"]),
            "verb": verb, "verb_base": verb, "object": r.choice(vocab["objects"]),
            "qual": r.choice(QUALIFIERS), "n": str(r.randint(2, 64)), "k": str(r.randint(2, 24)),
        }

    def math(self) -> str:
        return self.pick(MATH_BITS).format(k=self.rng.randint(2, 24))

    def clause(self, vocab: dict[str, list[str]], markup: bool = True) -> str:
        """A short statement, e.g. 'the replica retries stale writes before the coordinator acknowledges ...'."""
        r = self.rng
        thing, verb, obj = r.choice(vocab["things"]), r.choice(vocab["verbs"]), r.choice(vocab["objects"])
        words = f"the {thing} {r.choice(QUALIFIERS)} {verb} {obj}"
        roll = r.random()
        if roll < 0.35:
            words += f" {r.choice(CONNECTORS)} the {r.choice(vocab['things'])} {r.choice(vocab['verbs'])} " \
                     f"{r.choice(vocab['objects'])}"
        elif roll < 0.5:
            words += f" {r.choice(CONNECTORS)} {r.choice(vocab['concepts'])} applies"
        if markup:
            roll = r.random()
            if roll < 0.05:
                words = words.replace(thing, f"*{thing}*", 1)
            elif roll < 0.08:
                words += f" (see `{thing.replace(' ', '_')}_{r.randint(1, 99)}()`)"
            elif roll < 0.09:
                words += f", with cost {self.math()}"
            elif roll < 0.10:
                words += f" when `a < b && b > {r.randint(1, 9)}`"
            elif roll < 0.12:
                words += f" {r.choice(UNICODE)} {r.randint(2, 90)} {r.choice(['ms', 'kB', 'steps', 'years'])}"
        return words

    def code_block(self) -> str:
        r = self.rng
        name = r.choice(["total", "walk", "merge", "count_pairs", "flatten", "window", "dedupe", "chunk"])
        a, b = r.randint(1, 9), r.randint(2, 30)
        body = r.choice([
            [f"def {name}(n):", "    acc = 0", f"    for i in range({a}, n):", f"        if i % {b} == 0:",
             "            acc += i", "    return acc"],
            [f"def {name}(items, size={a}):", "    out = []", "    for i in range(0, len(items), size):",
             "        out.append(items[i:i + size])", f"    return out[:{b}]"],
            [f"def {name}(xs):", "    seen = set()", "    for x in xs:", "        if x in seen:",
             f"            return x * {a}", "        seen.add(x)", f"    return -{b}"],
            [f"def {name}(d, key):", f"    d.setdefault(key, []).append({a})", "    return len(d[key]) > "
             f"{b}  # <- note"],
        ])
        body.append(f"print({name}({b}))" if r.random() < 0.5 else "")
        return "```python\n" + "\n".join(body).rstrip("\n") + "\n```"

    # -- a question ---------------------------------------------------------------
    def question(self, number: int) -> dict:
        r = self.rng
        domain, vocab = self.domains[number % len(self.domains)] if r.random() < 0.3 else r.choice(self.domains)
        s = self.slots(domain, vocab)
        n_choices = r.choices([2, 3, 4, 5, 6, 7, 8], weights=[6, 14, 50, 14, 8, 4, 4])[0]
        multi = n_choices >= 3 and r.random() < 0.15
        has_code = r.random() < 0.10
        has_math = r.random() < 0.12

        # question text, unique in the file
        for attempt in range(100):
            if has_code and attempt == 0:
                text = self.pick(CODE_QUESTIONS).format(**s)
            elif multi:
                text = self.pick(MULTI_TEMPLATES).format(**s)
            else:
                text = self.pick(QUESTION_TEMPLATES).format(**s)
            text = _cap(text)
            if has_math and attempt == 0:
                text = text.rstrip("?.") + f", assuming a cost of {self.math()}?"
            if attempt >= 3 or r.random() < 0.35:
                text += f" Assume {self.clause(vocab, markup=False)}."
            if attempt >= 6:
                text += f" (case {number})"
            if has_code:
                text += "\n\n" + self.code_block() + "\n"
            if _norm(text) not in self.used_questions:
                break
        self.used_questions.add(_norm(text))

        # choices, distinct case-insensitively
        answer = sorted(r.sample(range(n_choices), r.randint(2, min(4, n_choices - 1)) if multi else 1))
        texts: list[str] = []
        seen: set[str] = set()
        stock_slot = r.randrange(n_choices) if (not multi and r.random() < 0.15) else -1
        while len(texts) < n_choices:
            i = len(texts)
            if n_choices == 2 and not multi and r.random() < 0.5 and not texts:
                pair = ["True", "False"] if r.random() < 0.7 else ["Yes", "No"]
                texts, seen = pair, {p.casefold() for p in pair}
                break
            if i == stock_slot and i == n_choices - 1:
                c = self.pick(STOCK_CHOICES[:3] + STOCK_CHOICES[5:])
            elif r.random() < 0.15:
                c = _cap(r.choice(vocab["concepts"])) + f" {r.choice(vocab['verbs'])} {r.choice(vocab['objects'])}"
            else:
                c = _cap(self.clause(vocab))
            if _norm(c) in seen:
                continue
            seen.add(_norm(c))
            texts.append(c)

        with_why = r.random()
        choices: list = []
        for i, c in enumerate(texts):
            give_why = with_why < 0.45 or (with_why < 0.7 and r.random() < 0.5)
            if give_why:
                tmpl = self.pick(WHY_RIGHT if i in answer else WHY_WRONG)
                why = tmpl.format(**{**self.slots(domain, vocab), "concept": s["concept"]})
                if r.random() < 0.2:
                    why += f" {_cap(self.clause(vocab))}."
                choices.append({"text": c, "why": why})
            else:
                choices.append(c)

        q: dict = {"id": f"q{number:06d}", "question": text, "choices": choices,
                   "answer": [chr(65 + i) for i in answer] if multi else chr(65 + answer[0])}

        q["explanation"] = self.explanation(s, vocab, has_code and r.random() < 0.3)
        if r.random() < 0.05:
            q["tags"] = [domain.lower().replace(" ", "-"), r.choice(["basics", "advanced", "exam-2024", "review"])]
        return q

    def explanation(self, s: dict[str, str], vocab: dict[str, list[str]], code: bool) -> str:
        r = self.rng
        paragraphs = []
        for p in range(r.choices([1, 2, 3], weights=[45, 40, 15])[0]):
            sentences = []
            if p == 0:
                sentences.append(f"{r.choice(OPENERS)} {s['concept']} {s['qual']} {s['verb']} {s['object']}.")
            for _ in range(r.randint(1, 3)):
                sentences.append(_cap(self.clause(vocab)) + ".")
            if r.random() < 0.06:
                sentences.append(f"The cost is {self.math()} in the worst case.")
            if r.random() < 0.1:
                sentences.append(f"This is **not** the same as {r.choice(vocab['concepts'])}.")
            paragraphs.append(" ".join(sentences))
        if r.random() < 0.2:
            items = [f"- {_cap(self.clause(vocab))}" for _ in range(r.randint(2, 4))]
            paragraphs.insert(r.randint(1, len(paragraphs)), "\n".join(items))
        elif r.random() < 0.05:
            items = [f"{i}. {_cap(self.clause(vocab, markup=False))}" for i in range(1, r.randint(3, 5))]
            paragraphs.append("\n".join(items))
        if code:
            paragraphs.append("A corrected version:\n\n" + self.code_block())
        if r.random() < 0.04:
            paragraphs.append(r"\[ " + self.math()[3:-3] + r" \]")
        return "\n\n".join(paragraphs) + "\n"


# ---------------------------------------------------------------- YAML writer

_PLAIN_BAD_START = set("-?:,[]{}#&*!|>'\"%@`")
_RESOLVER = yaml.resolver.Resolver()
_STR = "tag:yaml.org,2002:str"


def _plain_ok(s: str) -> bool:
    if not s or s != s.strip() or s[0] in _PLAIN_BAD_START or "\n" in s or "\t" in s:
        return False
    if ": " in s or " #" in s or s.endswith(":"):
        return False
    return _RESOLVER.resolve(yaml.ScalarNode, s, (True, False)) == _STR


def _scalar(s: str, indent: str) -> str:
    """The value part of ``key: value`` (or ``- value``) for a string, with a literal block for multi-line text."""
    if "\n" in s:
        if not s.endswith("\n"):
            chomp, lines = "-", s.split("\n")
        else:
            chomp, lines = ("" if not s.endswith("\n\n") else "+"), s[:-1].split("\n")
        return "|" + chomp + "\n" + "\n".join((indent + line) if line else "" for line in lines)
    if _plain_ok(s):
        return s
    return "'" + s.replace("'", "''") + "'"


def dump(n: int, seed: int = 0) -> tuple[str, dict]:
    """The YAML text of an N-question quiz, and the data it must load as."""
    gen = QuizGen(seed)
    deck: dict[str, Any] = {"deck": f"Bench::N{n}", "id": f"bench-{n}",
            "description": f"Synthetic benchmark quiz with {n:,} questions (seed {seed}), made by bench/gen.py.",
            "tags": ["bench"], "questions": []}
    out = [f"# Generated by bench/gen.py {n} --seed {seed}; do not edit.",
           f"deck: {deck['deck']}", f"id: {deck['id']}", f"description: {_scalar(deck['description'], '  ')}",
           "tags: [bench]", "questions:"]
    for number in range(1, n + 1):
        q = gen.question(number)
        deck["questions"].append(q)
        out.append(f"  - id: {q['id']}")
        out.append(f"    question: {_scalar(q['question'], '      ')}")
        out.append("    choices:")
        for c in q["choices"]:
            if isinstance(c, dict):
                out.append(f"      - text: {_scalar(c['text'], '          ')}")
                out.append(f"        why: {_scalar(c['why'], '          ')}")
            else:
                out.append(f"      - {_scalar(c, '        ')}")
        a = q["answer"]
        out.append(f"    answer: [{', '.join(a)}]" if isinstance(a, list) else f"    answer: {a}")
        if "explanation" in q:
            out.append(f"    explanation: {_scalar(q['explanation'], '      ')}")
        if "tags" in q:
            out.append(f"    tags: [{', '.join(q['tags'])}]")
    return "\n".join(out) + "\n", deck


def write(path: Path, n: int, seed: int = 0) -> Path:
    text, _ = dump(n, seed)
    Path(path).write_text(text, encoding="utf-8")
    return Path(path)


def verify(text: str, data: dict) -> None:
    """The file loads (with libyaml) to exactly the generated data, and satisfies the format's rules."""
    loaded = yaml.load(text, Loader=yaml.CSafeLoader)
    if loaded != data:
        for a, b in zip(loaded["questions"], data["questions"], strict=True):
            if a != b:
                raise AssertionError(f"mismatch:\n{a!r}\n{b!r}")
        raise AssertionError("mismatch in the deck's keys")
    texts = set()
    for q in data["questions"]:
        assert 2 <= len(q["choices"]) <= 8, q["id"]
        norms = [_norm(c["text"] if isinstance(c, dict) else c) for c in q["choices"]]
        assert len(set(norms)) == len(norms), q["id"]
        assert _norm(q["question"]) not in texts, q["id"]
        texts.add(_norm(q["question"]))


def stats(data: dict) -> dict[str, float]:
    qs = data["questions"]
    n = len(qs)
    return {
        "questions": n,
        "mean choices": sum(len(q["choices"]) for q in qs) / n,
        "multi-answer": sum(isinstance(q["answer"], list) for q in qs) / n,
        "with why": sum(any(isinstance(c, dict) for c in q["choices"]) for q in qs) / n,
        "explanation": sum("explanation" in q for q in qs) / n,
        "code block": sum("```" in q["question"] or "```" in q.get("explanation", "") for q in qs) / n,
        "math": sum("\\(" in repr(q) or "\\[" in repr(q) for q in qs) / n,
        "inline code": sum(bool(re.search(r"(?<!`)`[^`]+`", repr(q))) for q in qs) / n,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("n", type=int, help="number of questions")
    ap.add_argument("-o", "--output", type=Path, help="file to write (default: stdout)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--verify", action="store_true", help="load the result back and check it; print statistics")
    args = ap.parse_args(argv)
    text, data = dump(args.n, args.seed)
    if args.verify:
        verify(text, data)
        for k, v in stats(data).items():
            print(f"{k}: {v:.3f}" if isinstance(v, float) else f"{k}: {v}", file=sys.stderr)
        print(f"bytes: {len(text.encode()):,} ({len(text.encode()) / args.n:.0f} per question)", file=sys.stderr)
    if args.output:
        args.output.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
