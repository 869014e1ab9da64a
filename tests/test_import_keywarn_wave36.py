"""Answer keys without misleading warnings, wave 36 (keywarn36): excerpts written in the shape of the banks.

* a question under its heading (``### Question 3``, its text on the next line) whose choices are ``A: text`` lines:
  its own text line is no repeat of it in an answer key, and a lone label (``A``) names no key; no "the answer key
  says" warning where no key line was read (cedricmatalog az-900-practice-questions);
* a key under ``### Answers:`` that writes the choice's text after its letter, ``- **Answer: B. To open a port**``:
  that letter; a letter whose text is another choice's is said and not read (8ft0 study-guide-docker).
"""

from __future__ import annotations

from pathlib import Path

from tests.conftest import read_said, rows_of

_HEADED = """# Cloud quiz

### Question 1
Which model mixes an on-premises datacenter with a public cloud provider?

A: Public cloud

B: Private cloud

C: Hybrid cloud

D: Multi-cloud

<details>
<summary>Show Answer</summary>

**Answer:** C

</details>

### Question 2
Which pricing model turns capital expenditure into operational expenditure?

A: Pay as you go

B: Reserved hardware

C: Buying servers

D: Leasing a building

<details>
<summary>Show Answer</summary>

**Answer:** A

</details>

### Question 3
Which service runs code without managing any servers at all?

A: Virtual machines

B: Serverless functions

C: Dedicated hosts

D: Bare metal

<details>
<summary>Show Answer</summary>

**Answer:** B

</details>

### Question 4
Which feature keeps a service running when one of its parts fails?

A: Elasticity

B: Agility

C: Latency

D: High availability

<details>
<summary>Show Answer</summary>

**Answer:** D

</details>
"""


def test_a_questions_own_line_under_its_heading_is_no_key_and_says_nothing(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _HEADED, "az.md")
    assert [answer for _, _, answer in rows_of(deck)] == [[2], [0], [1], [3]]
    assert not [s for s in said if "answer key says" in s or "answer key" in s], said


_LETTERED = """# Docker

### Q1: Which command lists the running containers?

A. `docker ps`

B. `docker ls`

C. `docker images`

D. `docker containers`

### Q2: What does the `-p` flag of `docker run` do?

A. To pull an image from a registry

B. To specify a port mapping between the host and the container

C. To set the priority of the container process

D. To specify the path of the Dockerfile

### Q3: What does the `-d` flag of `docker run` do?

A. To delete the container when it stops

B. To run the container in the background

C. To debug the container

D. To download the image first

### Q4: Which file defines a multi-container application?

A. `Dockerfile`

B. `docker-compose.yaml`

C. `config.json`

D. `containers.conf`

---

### Answers:

**Q1: Which command lists the running containers?**

- **Answer: A. `docker ps`**

**Q2: What does the `-p` flag of `docker run` do?**

- **Answer: B. To specify a port mapping between the host and the container**

**Q3: What does the `-d` flag of `docker run` do?**

- **Answer: C. To run the container in the background**

**Q4: Which file defines a multi-container application?**

- **Answer: B. `docker-compose.yaml`**
"""


def test_a_key_writing_the_choices_text_after_its_letter_names_that_letter(tmp_path: Path) -> None:
    deck, said = read_said(tmp_path, _LETTERED, "docker.md")
    rows = rows_of(deck)
    assert [answer for _, _, answer in rows] == [[0], [1], None, [1]]
    assert any("names one choice by its letter and choice B by its text" in s for s in said), said
