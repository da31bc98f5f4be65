"""No import circles in src/gm: the graph of its imports, read from the source (imports at
the top of a module AND inside functions), has no cycle.

An import inside a function still ties two modules together: it only hides the circle
until the function runs. Imports under `if TYPE_CHECKING:` count too: a type named across
a circle is the same tangle (the engine declares what it needs of a ruleset as a Protocol).
`from a.b import c` is an edge to the module a.b.c when c is one, else to a.b; importing a
submodule does not count as importing the packages above it (Python runs their __init__
first, but that is the package's own order, not a dependency of the importer).
"""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src"


def module_names() -> dict[str, Path]:
    out = {}
    for path in sorted((SRC / "gm").rglob("*.py")):
        parts = list(path.relative_to(SRC).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def _base(module: str, path: Path, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    package = package[: len(package) - (node.level - 1)]
    return ".".join(package + ([node.module] if node.module else []))


def import_graph() -> dict[str, set[str]]:
    modules = module_names()
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for module, path in modules.items():
        for node in ast.walk(ast.parse(path.read_text("utf-8"), str(path))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = _base(module, path, node)
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
            else:
                continue
            graph[module] |= {t for t in targets if t in modules and t != module}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Circles a -> b -> ... -> a: the strongly connected components with more than one
    module (Tarjan), each named by a shortest circle through every one of its modules."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    components: list[set[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                components.append(component)

    for v in sorted(graph):
        if v not in index:
            visit(v)
    found = {tuple(_circle(graph, component, start)) for component in components for start in component}
    return sorted(list(c) for c in found)


def _circle(graph: dict[str, set[str]], component: set[str], start: str) -> list[str]:
    """A shortest circle from `start` back to it inside its component (breadth first),
    rotated to begin at its smallest module so that each circle is named once."""
    paths = {start: [start]}
    queue = [start]
    while queue:
        v = queue.pop(0)
        for w in sorted(graph[v] & component):
            if w == start:
                circle = paths[v]
                first = circle.index(min(circle))
                circle = circle[first:] + circle[:first]
                return circle + [circle[0]]
            if w not in paths:
                paths[w] = paths[v] + [w]
                queue.append(w)
    raise AssertionError(f"no circle through {start}")


def test_the_graph_is_read():
    graph = import_graph()
    # guards the reader itself: a function-level, a relative and a TYPE_CHECKING import are edges
    assert "gm.dice" in graph["gm.api"]  # imported inside roll_expression
    assert "gm.dice.errors" in graph["gm.dice.rng"]  # `from .errors import ...`
    assert "gm.engine.context" in graph["gm.engine.documents"]  # under TYPE_CHECKING


def test_cycles_are_found():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_circles():
    found = cycles(import_graph())
    assert not found, "import circles in src/gm:\n" + "\n".join("  " + " -> ".join(c) for c in found)
