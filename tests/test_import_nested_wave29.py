"""Session 28's class I, its second shape (diag28: tangciuyueng): questions written as a bulleted list, each a
top-level item over its choices as the items nested under it, the right ones in bold (``**x**`` or ``<b>x</b>``);
the top-level items with nothing nested are notes. And what the rule leaves alone: an outline whose nested lists
carry bold once is no quiz.
"""

from __future__ import annotations

from pathlib import Path

from quizdeck.importers.mdnestedlists import rewritten as nested_questions
from tests.conftest import read_said, rows_of


def test_a_bulleted_list_of_questions_each_over_its_nested_choices(tmp_path: Path) -> None:
    text = "\n".join([
        "## ch1", "- 级别最高的是**应用语言虚拟机**", "- 对于机器语言程序设计员来说，()是透明的",
        "  - 数据表示", "  - 寻址方式", "  - **乘法器**", "  - 乘法指令", "- 冯·诺依曼结构计算机是以(**运算器**)为中心",
        "- 计算机系统结构*不*包括()", "  - **主存速度**", "  - 机器工作状态", "  - 信息保护", "## ch2",
        "- ()不是MIPS的寻址方式", "  - 偏移量寻址", "  - **变址寻址**", "  - **寄存器间接寻址**", "  - 立即数寻址",
        "- 每个结点由()组成", "  - **CPU**", "  - **存储器**", "- 反应存储外设可靠性的参数有", "  - 可靠性",
        "  - 可用性", "- 则要进行的操作为", "  - $RS[r].Q_j$ <- 0", "  - <b>$RS[r].Op$ <- $Op$</b>",
        "  - $RS[r].V_j$ <- $Regs[rs]$"]) + "\n"
    deck, said = read_said(tmp_path, text, "ca.md")
    assert rows_of(deck) == [
        ("对于机器语言程序设计员来说，()是透明的", ["数据表示", "寻址方式", "乘法器", "乘法指令"], [2]),
        ("计算机系统结构*不*包括()", ["主存速度", "机器工作状态", "信息保护"], [0]),
        ("()不是MIPS的寻址方式", ["偏移量寻址", "变址寻址", "寄存器间接寻址", "立即数寻址"], [1, 2]),
        ("每个结点由()组成", ["CPU", "存储器"], [0, 1]),
        ("反应存储外设可靠性的参数有", ["可靠性", "可用性"], None),
        ("则要进行的操作为", ["$RS[r].Q_j$ <- 0", "$RS[r].Op$ <- $Op$", "$RS[r].V_j$ <- $Regs[rs]$"], [1])], said
    outline = ["- Networks", "  - **TCP**", "  - UDP", "- Storage", "  - Disks", "  - Tapes", "- Memory", "  - RAM",
               "  - ROM"]
    assert nested_questions(outline) is None   # bold on one list of three: no mark the file repeats
