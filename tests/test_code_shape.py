"""No function in src/ over 60 lines (its def to its last line) unless a `# long: <reason>`
comment stands right above it (above its decorators too). Complexity has its own limit in
ruff (C901, max-complexity 15, pyproject.toml), run by `make lint`."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"
LIMIT = 60


def has_reason(lines: list[str], first: int) -> bool:
    """Whether the comment lines right above line `first` (1-based) hold a `# long:` reason."""
    i = first - 2
    while i >= 0 and lines[i].strip().startswith("#"):
        if lines[i].strip().startswith("# long:"):
            return True
        i -= 1
    return False


def long_functions(text: str, name: str = "<text>") -> list[str]:
    lines = text.splitlines()
    out = []
    for node in ast.walk(ast.parse(text, name)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            first = min([node.lineno] + [d.lineno for d in node.decorator_list])
            length = node.end_lineno - node.lineno + 1
            if length > LIMIT and not has_reason(lines, first):
                out.append(f"{name}:{node.lineno}: {node.name} is {length} lines")
    return out


def _function(lines: int, above: str = "", decorator: bool = False) -> str:
    body = "".join(f"    x{i} = {i}\n" for i in range(lines - 1))
    return above + ("@decorated\n" if decorator else "") + "def f():\n" + body


def test_the_check_counts_lines_and_reads_reasons():
    assert long_functions(_function(60)) == []
    assert long_functions(_function(61)) == ["<text>:1: f is 61 lines"]
    assert long_functions(_function(61, "# long: one table, read top to bottom\n")) == []
    assert long_functions(_function(61, "# long: a reason\n", decorator=True)) == []
    assert long_functions(_function(61, "# a comment that gives no reason\n")) != []
    assert long_functions("class A:\n" + "".join("    " + line + "\n" for line in _function(61).splitlines())) != []


def test_no_function_over_60_lines_without_a_reason():
    found = []
    for path in sorted(SRC.rglob("*.py")):
        found += long_functions(path.read_text("utf-8"), str(path.relative_to(SRC.parent)))
    assert not found, f"functions over {LIMIT} lines without a '# long: <reason>' comment above them:\n" + "\n".join(found)
