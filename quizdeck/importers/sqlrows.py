"""SQL ``INSERT`` statements as a sheet's rows: an app's question table kept as the statements that fill it.

A quiz app often ships its questions as SQL: ``INSERT INTO Preguntas VALUES (1,'¿Cuándo…?','a','b','c','a',1);``
one a line, or a dump's ``INSERT INTO `q` (`text`,`a`,`b`,`ok`) VALUES ('…','…','…',1),('…',…);`` with many
tuples a statement, over ``CREATE TABLE``, ``SET`` and comments. Each ``VALUES`` tuple is a row of a sheet, its
values the cells (strings in ``'`` or ``"``, ``''`` a quote; ``\\'``, ``\\n`` and the other backslash escapes when
the file writes them so, as MySQL does, unless reading its backslashes as written reads more rows: ``'C:\\'``
in a file that quotes by doubling; ``NULL`` an empty cell; a number or another bare value as written); the
statement's column list, when it gives one, is the header. The rows are then read as any sheet is (the question
the cell that asks, the answer by its letter, number or a choice's text: ``csvtable``).

The file is read so only when it is SQL: statements that insert three rows at least into one table, making up half
its filled lines at least or among other statements that each open with a SQL statement's word (``CREATE``, ``SET``,
``LOCK``…). When several tables are filled, the one whose rows ask
most (else the largest) is read, and the others are said. Every other statement (``CREATE TABLE``, ``SET``, an
unreadable ``INSERT``) is not used: the import lists its lines so; the lines of a read statement that hold no row
(``INSERT INTO t VALUES`` alone, a closing ``;``) are its syntax. The scan is linear: strings are found by
``str.find``, the rest one character at a time.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from quizdeck.importers.asking import ASKS
from quizdeck.importers.rowsheets import Place, Reshaped

#: an ``INSERT`` (or ``REPLACE``) statement's head up to its table's name
_HEAD = re.compile(r"(?:INSERT|REPLACE)(?:[ \t\r\n]+(?:OR[ \t]+[A-Za-z]{1,10}|IGNORE|LOW_PRIORITY|DELAYED|"
                   r"HIGH_PRIORITY))?[ \t\r\n]+(?:INTO[ \t\r\n]+)?", re.I)
#: a table's name, perhaps after its schema's, each perhaps quoted (`` `q` ``, ``"public"."q"``, ``[dbo].[q]``)
_TABLE = re.compile(r"[`\"\[]?([\w$]{1,128})[`\"\]]?(?:\.[`\"\[]?([\w$]{1,128})[`\"\]]?)?")
_VALUES = re.compile(r"VALUES?\b", re.I)
#: a string's prefix: SQL Server's ``N'…'``, PostgreSQL's ``E'…'``, MySQL's character set ``_utf8mb4'…'``
_PREFIX = re.compile(r"(?:[NnEe]|_[A-Za-z0-9]{1,20})(?=['\"])")
#: a statement's first word: a SQL statement begins so
_WORD = re.compile(r"[A-Za-z]{2,20}\b")
#: the words SQL statements open with (a dump's, a seed file's): a file whose every statement opens so is SQL
_STATEMENTS = frozenset({
    "ALTER", "ANALYZE", "ATTACH", "BEGIN", "CALL", "COMMENT", "COMMIT", "COPY", "CREATE", "DEALLOCATE", "DECLARE",
    "DELETE", "DELIMITER", "DESCRIBE", "DETACH", "DROP", "END", "EXEC", "EXECUTE", "EXPLAIN", "FLUSH", "GO", "GRANT",
    "INSERT", "LOAD", "LOCK", "MERGE", "OPTIMIZE", "PRAGMA", "PREPARE", "REINDEX", "RELEASE", "REPLACE", "REVOKE",
    "ROLLBACK", "SAVEPOINT", "SELECT", "SET", "SHOW", "START", "TRUNCATE", "UNLOCK", "UPDATE", "USE", "VACUUM",
    "WITH"})
#: a backslash escape as a string of a MySQL dump writes it: a quote, a backslash
_ESCAPED = re.compile(r"\\['\"\\]")
#: MySQL's backslash escapes (any other character escaped is itself; ``\\%`` and ``\\_`` keep the backslash)
_ESCAPES = {"0": "", "b": "", "n": "\n", "r": "", "t": "\t", "Z": "", "%": "\\%", "_": "\\_"}
_INTEGER = re.compile(r"[ \t]*-?\d{1,12}[ \t]*")
#: the values of a column saying whether a choice is right, and those saying it is
_FLAGS = frozenset({"0", "1", "true", "false", "t", "f", "y", "n", "yes", "no"})
_TRUE = frozenset({"1", "true", "t", "y", "yes"})
_LETTERS = "ABCDEFGHIJKL"
_SPACES = re.compile(r"\s*")
_QUICK = re.compile(r"^[ \t]*(?:INSERT|REPLACE)\b", re.I | re.M)
#: the fewest rows a table read so has, and the share of the file's filled lines its statements make up
_ROWS = 3
_SHARE = 0.5


@dataclass
class _Insert:
    """One ``INSERT`` statement read: its table, its column list, its rows and each row's place (offsets)."""

    table: str   # as written (its name folded to lower case groups the statements)
    start: int
    end: int
    columns: list[str] | None
    columns_at: int
    rows: list[list[str]] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)   # each row's `(` and the offset after its `)`


class _Scan:
    """The text's statements, read one after another."""

    def __init__(self, text: str, backslash: bool):
        self.text = text
        self.n = len(text)
        self.backslash = backslash

    def gap(self, i: int) -> int:
        """The offset after the spaces and comments from ``i``."""
        text = self.text
        while True:
            m = _SPACES.match(text, i)
            i = m.end() if m is not None else i
            if text.startswith("--", i) or (text.startswith("#", i) and (i == 0 or text[i - 1] == "\n")):
                end = text.find("\n", i)
                i = self.n if end < 0 else end + 1
            elif text.startswith("/*", i):
                end = text.find("*/", i + 2)
                i = self.n if end < 0 else end + 2
            else:
                return i

    def string(self, i: int) -> tuple[str, int] | None:
        """The string whose quote opens at ``i``, and the offset after it; None when it is not closed."""
        text, q = self.text, self.text[i]
        parts: list[str] = []
        j = i + 1
        while True:
            k = text.find(q, j)
            if k < 0:
                return None
            b = text.find("\\", j, k) if self.backslash else -1
            if b >= 0:
                parts.append(text[j:b])
                if b + 1 >= self.n:
                    return None
                esc = text[b + 1]
                parts.append(_ESCAPES.get(esc, esc))
                j = b + 2
                continue
            parts.append(text[j:k])
            if text.startswith(q, k + 1):   # '' inside a string: one quote
                parts.append(q)
                j = k + 2
                continue
            return "".join(parts).replace("\r\n", "\n").replace("\r", "\n"), k + 1

    def bare(self, i: int) -> tuple[str, int] | None:
        """A value written bare (a number, ``NULL``, ``NOW()``) from ``i`` to its ``,`` or ``)``, and that offset."""
        text, depth, j = self.text, 0, i
        while j < self.n:
            c = text[j]
            if c in "'\"":
                s = self.string(j)
                if s is None:
                    return None
                j = s[1]
                continue
            if c == "(":
                depth += 1
            elif c == ")":
                if depth == 0:
                    break
                depth -= 1
            elif c == "," and depth == 0:
                break
            elif c == ";" and depth == 0:
                return None
            j += 1
        value = text[i:j].strip()
        return ("" if value.upper() == "NULL" else value), j

    def value(self, i: int) -> tuple[str, int] | None:
        """The value at ``i`` (after its gap), and the offset after it."""
        i = self.gap(i)
        m = _PREFIX.match(self.text, i)
        at = m.end() if m is not None else i
        if at < self.n and self.text[at] in "'\"":
            s = self.string(at)
            if s is not None and self.gap(s[1]) < self.n and self.text[self.gap(s[1])] in ",)":
                return s[0], s[1]
        return self.bare(i)

    def tuple_at(self, i: int) -> tuple[list[str], int] | None:
        """The values of the tuple whose ``(`` is at ``i``, and the offset after its ``)``."""
        values: list[str] = []
        j = i + 1
        if self.text[self.gap(j):self.gap(j) + 1] == ")":
            return values, self.gap(j) + 1
        while True:
            got = self.value(j)
            if got is None:
                return None
            values.append(got[0])
            j = self.gap(got[1])
            if j >= self.n:
                return None
            if self.text[j] == ")":
                return values, j + 1
            if self.text[j] != ",":
                return None
            j += 1

    def skip(self, i: int) -> int:
        """The offset after the statement from ``i`` ends (its ``;`` outside strings and comments, or the text's)."""
        text = self.text
        while i < self.n:
            i = self.gap(i)
            if i >= self.n:
                break
            c = text[i]
            if c == ";":
                return i + 1
            if c in "'\"`":
                if c == "`":
                    end = text.find("`", i + 1)
                    i = self.n if end < 0 else end + 1
                    continue
                s = self.string(i)
                i = self.n if s is None else s[1]
                continue
            i += 1
        return self.n

    def insert(self, i: int) -> _Insert | None:
        """The ``INSERT … VALUES (…), …`` statement at ``i``; None when it is none or cannot be read."""
        head = _HEAD.match(self.text, i)
        if head is None:
            return None
        table = _TABLE.match(self.text, head.end())
        if table is None:
            return None
        j = self.gap(table.end())
        columns: list[str] | None = None
        columns_at = j
        if self.text.startswith("(", j):
            names = self.tuple_at(j)
            if names is None:
                return None
            columns = [name.strip("`\"[] ") for name in names[0]]
            j = self.gap(names[1])
        values = _VALUES.match(self.text, j)
        if values is None:
            return None
        found = _Insert(table.group(2) or table.group(1), i, i, columns, columns_at)
        j = self.gap(values.end())
        while j < self.n and self.text[j] == "(":
            row = self.tuple_at(j)
            if row is None:
                return None
            found.rows.append(row[0])
            found.spans.append((j, row[1]))
            j = self.gap(row[1])
            if j < self.n and self.text[j] == ",":
                j = self.gap(j + 1)
        if not found.rows:
            return None
        found.end = self.skip(j) if j < self.n and self.text[j] != ";" else min(j + 1, self.n)
        return found


def sql_rows(text: str) -> Reshaped | None:
    """The rows a SQL file's ``INSERT`` statements give one table (see the module); None when the text is not so."""
    if _QUICK.search(text) is None:
        return None
    backslash = _ESCAPED.search(text) is not None
    read = _statements(text, backslash)
    literal = False   # a backslash read as written though the file writes ``\'``: said
    if backslash:   # ``'C:\'`` in a file quoting by ``''`` only: its backslashes are no escapes
        plain = _statements(text, False)
        if plain is not None and (read is None or _count(plain[0]) > _count(read[0])):
            read, backslash, literal = plain, False, True
    if read is None:
        return None
    inserts, others, sql = read
    starts = [0, *(m.end() for m in re.finditer("\n", text))]

    def line(offset: int) -> int:
        return bisect.bisect_right(starts, offset)

    def place(start: int, end: int) -> Place:
        first = line(start)
        return Place(first, start - starts[first - 1] + 1, first, line(max(start, end - 1)))

    filled = sum(1 for ln in text.split("\n") if ln.strip())
    inserted = {n for ins in inserts for n in range(line(ins.start), line(max(ins.start, ins.end - 1)) + 1)}
    if not inserts or (len(inserted) < _SHARE * filled and not sql):
        return None
    tables: dict[str, list[_Insert]] = {}
    for ins in inserts:
        tables.setdefault(ins.table.lower(), []).append(ins)

    def asking(group: list[_Insert]) -> tuple[int, int]:
        rows = [r for ins in group for r in ins.rows]
        return sum(1 for r in rows if any(ASKS.search(c.strip()) for c in r)), len(rows)

    table = max(tables, key=lambda t: asking(tables[t]))
    kept = tables[table]
    if asking(kept)[1] < _ROWS:
        return None
    found = _sheet(table, kept, tables, bool(others), backslash, line, place)
    if literal:
        found.said += ("; backslashes read as written, not as escapes (so more rows are read: a string may "
                       "end in one, 'C:\\')")
    return found


def _count(inserts: list[_Insert]) -> int:
    return sum(len(ins.rows) for ins in inserts)


def _statements(text: str, backslash: bool) -> tuple[list[_Insert], list[tuple[int, int]], bool] | None:
    """The text's ``INSERT`` statements read, the offsets of the other statements (and of the inserts that cannot
    be read), and whether every other statement opens with a SQL statement's word; None when some text is no
    statement (prose, a page)."""
    scan = _Scan(text, backslash)
    inserts: list[_Insert] = []
    others: list[tuple[int, int]] = []
    sql = True
    i = scan.gap(0)
    while i < scan.n:
        found = scan.insert(i)
        if found is not None:
            inserts.append(found)
            i = scan.gap(found.end)
            continue
        word = _WORD.match(text, i)
        if word is None and text[i] != ";":
            return None   # not a statement: prose, a page
        end = scan.skip(i)
        others.append((i, end))
        sql = sql and (word is None or word.group(0).upper() in _STATEMENTS)
        i = scan.gap(end)
    return inserts, others, sql


def _sheet(table: str, kept: list[_Insert], tables: dict[str, list[_Insert]], others: bool, backslash: bool,
           line: Callable[[int], int], place: Callable[[int, int], Place]) -> Reshaped:
    """The kept table's rows, a header first when a statement names the columns, each with its place."""
    header: list[str] | None = None
    rows: list[list[str]] = []
    places: list[Place] = []
    for ins in kept:
        if ins.columns is not None and header is None:
            header = list(ins.columns)
            rows.insert(0, header)
            places.insert(0, place(ins.columns_at, ins.columns_at + 1))
        for values, (a, b) in zip(ins.rows, ins.spans, strict=True):
            if ins.columns is not None and header is not None and [c.lower() for c in ins.columns] != [
                    c.lower() for c in header]:
                values = _by_names(values, ins.columns, header)
            rows.append(values)
            places.append(place(a, b))
    if header is not None:   # names a later statement added: every row as wide as the header
        rows = [r + [""] * (len(header) - len(r)) if len(r) < len(header) else r for r in rows]
        rows[0] = header
    syntax: list[tuple[int, int]] = []
    for ins in kept:
        held = {n for a, b in ins.spans for n in range(line(a), line(max(a, b - 1)) + 1)}
        if ins.columns is not None:
            held.add(line(ins.columns_at))
        syntax += [(n, n) for n in range(line(ins.start), line(max(ins.start, ins.end - 1)) + 1) if n not in held]
    found = Reshaped(rows, places, "", "SQL INSERT statements", syntax)
    child = _child(header, rows[1:] if header is not None else rows, tables, table)
    if child is not None:
        _join(found, header is not None, child, line)
    joined = child.group[0].table.lower() if child is not None else None
    counted = sum(len(ins.rows) for ins in kept)
    said = (f"read as SQL: the {counted} rows of `INSERT INTO {kept[0].table}` as a sheet's rows"
            + (", the statement's column list the header" if header is not None else "")
            + (" (strings with backslash escapes, as MySQL writes them)" if backslash else ""))
    if child is not None:
        said += (f"; each row's choices the rows of `{child.group[0].table}` naming its id in {child.key}"
                 + (f", the right one the row whose id its {child.flag} names" if child.pointer is not None
                    else f", the right ones those whose {child.flag} is true" if child.flag
                    else ", none said right"))
    left = [f"{group[0].table} ({sum(len(i.rows) for i in group)} rows)"
            for name, group in tables.items() if name not in (table, joined)]
    if left:
        said += "; the rows of the other tables not read: " + ", ".join(left[:6]) + (", ..." if len(left) > 6 else "")
    if others:
        said += "; the other statements (CREATE TABLE, SET, …) not used"
    found.said = said
    return found


@dataclass(frozen=True)
class _Child:
    """A table whose rows are the kept rows' choices: each names its question's id in one column."""

    group: list[_Insert]
    key: str         # its column naming the question's id (a name, or its number)
    choices: list[list[tuple[str, bool | None]]]   # each kept row's choices: text, right or not (None: not said)
    flag: str | None   # its column saying which choice is right
    question: int      # the kept rows' question column
    id: int            # … and id column
    #: the kept rows' column naming their right choice's id (``correct_answer_id``; ``flag`` its name), left out
    pointer: int | None = None


def _integers(cells: list[str]) -> bool:
    return bool(cells) and all(_INTEGER.fullmatch(c.strip()) for c in cells)


def _child(header: list[str] | None, rows: list[list[str]], tables: dict[str, list[_Insert]],
           table: str) -> _Child | None:
    """The table holding the kept rows' choices when they hold none (an id, a text, a few numbers: a question
    table and its answer table, ``answer(id, question_id, text, is_correct)``); the right ones by the flag column,
    else by a column of the question rows naming one of their own choices' ids (``correct_answer_id``); None when
    there is none."""
    width = max(len(r) for r in rows)
    texts = [j for j in range(width) if not _integers([r[j] for r in rows if j < len(r) and r[j].strip()])]
    if len(texts) > 2 or not texts:
        return None   # the rows hold their choices (or nothing but numbers)
    names = [c.lower() for c in header] if header is not None else []
    ids = [j for j in range(width) if names[j:j + 1] and names[j] in ("id", "_id")] or [0]
    kept_ids = [r[ids[0]].strip() if ids[0] < len(r) else "" for r in rows]
    if not _integers(kept_ids) or len(set(kept_ids)) != len(kept_ids):
        return None
    question = max(texts, key=lambda j: sum(len(r[j]) for r in rows if j < len(r)))
    at = {v: k for k, v in enumerate(kept_ids)}
    for name, group in tables.items():
        if name == table:
            continue
        crows = [r for ins in group for r in ins.rows]
        cols = [c.lower() for c in group[0].columns] if group[0].columns is not None else []
        cwidth = min(len(r) for r in crows)
        keys = [j for j in range(cwidth) if all(r[j].strip() in at for r in crows)
                and len({r[j].strip() for r in crows}) < len(crows)]
        named = [j for j in keys if cols[j:j + 1] and cols[j].endswith("id") and cols[j] not in ("id", "_id")]
        if not (named or len(keys) == 1):
            continue
        key = (named or keys)[0]
        free = [j for j in range(cwidth) if j != key and not _integers([r[j] for r in crows if r[j].strip()])]
        flags = [j for j in range(cwidth) if j != key and {r[j].strip().lower() for r in crows} <= _FLAGS
                 and len({r[j].strip().lower() in _TRUE for r in crows}) == 2]
        text = max((j for j in free if j not in flags), key=lambda j: sum(len(r[j]) for r in crows), default=None)
        if text is None:
            continue
        flag = flags[0] if flags else None
        choices: list[list[tuple[str, bool | None]]] = [[] for _ in rows]
        for r in crows:
            choices[at[r[key].strip()]].append(
                (r[text], None if flag is None else r[flag].strip().lower() in _TRUE))
        if sum(1 for c in choices if len(c) >= 2) * 2 < len(rows):
            continue
        flag_said = (cols[flag] if cols else f"column {flag + 1}") if flag is not None else None
        pointer = None if flag is not None else _pointer(rows, crows, cols, key, at, (ids[0], question))
        if pointer is not None:   # the kept rows name their right choice's id (``correct_answer_id``)
            column, cid = pointer
            picked = [r[column].strip() if column < len(r) else "" for r in rows]
            choices = [[] for _ in rows]
            for r in crows:
                k = at[r[key].strip()]
                choices[k].append((r[text], r[cid].strip() == picked[k] if picked[k] else None))
            flag_said = names[column] if names[column:column + 1] else f"column {column + 1}"
        return _Child(group, cols[key] if cols else f"column {key + 1}", choices, flag_said, question, ids[0],
                      None if pointer is None else pointer[0])
    return None


def _pointer(rows: list[list[str]], crows: list[list[str]], cols: list[str], key: int, at: dict[str, int],
             taken: tuple[int, int]) -> tuple[int, int] | None:
    """The kept rows' column naming, in each row that fills it, the id of one of the row's own choices (its right
    one), and the choices' id column; None when there is none. The choices' ids: the column named ``id``, else
    their first column when its numbers differ row to row."""
    named = [j for j, c in enumerate(cols) if c in ("id", "_id") and j != key]
    cid = named[0] if named else 0
    ids = [r[cid].strip() for r in crows]
    if cid == key or not _integers(ids) or len(set(ids)) != len(ids):
        return None
    owned: list[set[str]] = [set() for _ in rows]
    for r in crows:
        owned[at[r[key].strip()]].add(r[cid].strip())
    width = min(len(r) for r in rows)
    for j in range(width):
        values = [r[j].strip() for r in rows]
        filled = [k for k, v in enumerate(values) if v]
        if j in taken or len(filled) * 2 < len(rows) or not _integers([values[k] for k in filled]):
            continue
        if all(values[k] in owned[k] for k in filled):
            return j, cid
    return None


def _join(found: Reshaped, headed: bool, child: _Child, line: Callable[[int], int]) -> None:
    """The kept rows with their choices from ``child`` (and the right ones' letters) after their cells."""
    most = min(len(_LETTERS), max(len(c) for c in child.choices))
    rows = found.rows[1:] if headed else found.rows
    width = max(len(r) for r in rows)
    names = found.rows[0] if headed else ["id" if j == child.id else "question" if j == child.question else ""
                                          for j in range(width)]
    header = [*names, *(f"choice {_LETTERS[k]}" for k in range(most)), *(["answer"] if child.flag else [])]
    joined = [header]
    if child.pointer is not None:   # (read into the answer: not a column of the sheet)
        header.pop(child.pointer)
        rows = [[c for j, c in enumerate([*r, *[""] * (width - len(r))]) if j != child.pointer] for r in rows]
        width -= 1
    for row, choices in zip(rows, child.choices, strict=True):
        texts = [t for t, _ in choices][:most]
        right = ", ".join(_LETTERS[k] for k, (_, ok) in enumerate(choices[:most]) if ok)
        joined.append([*row, *[""] * (width - len(row)), *texts, *[""] * (most - len(texts)),
                       *([right] if child.flag else [])])
    found.rows = joined
    if not headed:
        found.places.insert(0, Place(1, 1, 1, 0))   # a header the reshape makes: at no line of the source
    for ins in child.group:
        found.read += [(line(a), line(max(a, b - 1))) for a, b in ins.spans]
        held = {n for a, b in ins.spans for n in range(line(a), line(max(a, b - 1)) + 1)}
        found.syntax += [(n, n) for n in range(line(ins.start), line(max(ins.start, ins.end - 1)) + 1)
                         if n not in held]


def _by_names(values: list[str], columns: list[str], header: list[str]) -> list[str]:
    """A row given under another column list, put under the header's names (names it adds, added to it)."""
    names = [c.lower() for c in header]
    row = [""] * len(header)
    for name, value in zip(columns, values, strict=False):
        if name.lower() not in names:
            names.append(name.lower())
            header.append(name)
            row.append("")
        row[names.index(name.lower())] = value
    return row
