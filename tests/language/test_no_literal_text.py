"""No text a person reads is written in the code (issue 17): reports, maps, validation
problems and what the commands print come from the catalogs (messages/*.ftl), in es and en.

The test reads every module of src/gm and fails on a string literal that looks like prose
(two words or more) unless it is one of:
- a docstring, or the help of a command (`help=`, the CLI's docstrings): the tool's own
  documentation, in English like the README (see README "Languages");
- the message of an exception that reports a bug of the program (AssertionError,
  ValueError, TypeError, KeyError, RuntimeError, NotImplementedError, SecrecyError...) or of an
  `assert`: a player never sees them, the GM sees them with a traceback under --debug;
- a phase's `doc` (documentation of the turn's steps, never shown in a report);
- a line that says why it may be literal: a `# literal: <reason>` comment on it (a file
  format's own keywords, a regular expression, a font name...), or a whole module that
  says so in its first lines with `# literal-module: <reason>` (a page of developer
  documentation it generates, the leak oracle's findings for the developers).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src" / "gm"
PROSE = re.compile(r"[A-Za-zÁÉÍÓÚáéíóúñÑ]{2,}[,;:]? +[A-Za-zÁÉÍÓÚáéíóúñÑ'«(]{2,}")
BUG_EXCEPTIONS = {"AssertionError", "ValueError", "TypeError", "KeyError", "RuntimeError", "NotImplementedError",
                  "SecrecyError", "LookupError", "IndexError", "AttributeError", "ImportError"}


def _allowed_nodes(tree: ast.AST) -> set[int]:
    """ids of string nodes that are documentation or a bug's message."""
    allowed: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and body:
            first = body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                allowed.add(id(first.value))
        if isinstance(node, ast.keyword) and node.arg in ("help", "metavar", "epilog", "short_help", "doc"):
            allowed |= {id(n) for n in ast.walk(node.value)}
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Phase" and len(node.args) > 2:
            allowed |= {id(n) for n in ast.walk(node.args[2])}
        if isinstance(node, ast.Assert) and node.msg is not None:
            allowed |= {id(n) for n in ast.walk(node.msg)}
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            name = getattr(node.exc.func, "id", getattr(node.exc.func, "attr", ""))
            if name in BUG_EXCEPTIONS:
                allowed |= {id(n) for n in ast.walk(node.exc)}
    return allowed


def literal_texts(path: Path) -> list[str]:
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    if any(line.startswith("# literal-module:") for line in lines[:15]):
        return []
    tree = ast.parse(source)
    allowed = _allowed_nodes(tree)
    found = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)) or id(node) in allowed:
            continue
        if not PROSE.search(node.value):
            continue
        span = lines[node.lineno - 1: (node.end_lineno or node.lineno)]
        if any("# literal:" in line for line in span):
            continue
        found.append(f"{path.relative_to(SRC.parent)}:{node.lineno}: {node.value[:70]!r}")
    return found


def test_no_literal_user_facing_text():
    found = [hit for path in sorted(SRC.rglob("*.py")) for hit in literal_texts(path)]
    assert found == [], f"{len(found)} literal text(s) in the code:\n" + "\n".join(found[:60])


def test_the_scan_finds_what_it_should(tmp_path):
    sample = tmp_path / "m.py"
    sample.write_text(
        '"""A docstring is documentation."""\n'
        'def f(x):\n'
        '    """So is this one."""\n'
        '    assert x, "a bug message"\n'
        '    if x > 1:\n'
        '        raise ValueError("a bug, never shown")\n'
        '    pattern = "[a-z]+ [0-9]+"  # literal: a regular expression\n'
        '    return Problem("f.toml", (), "found something, expected else")\n',
        encoding="utf-8")
    global SRC
    saved, SRC = SRC, tmp_path
    try:
        hits = literal_texts(sample)
    finally:
        SRC = saved
    assert len(hits) == 1 and "found something" in hits[0]
