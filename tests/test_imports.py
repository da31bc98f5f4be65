"""No import circles in src/gm: the graph of its imports, read from the source (imports at
the top of a module AND inside functions), has no cycle; and its packages keep an order
(LAYERS, below): no two of them import each other.

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


# The packages of src/gm (and its top-level modules), bottom first: a package may import
# only those of the layers below its own, never one of its own layer or above. So no two
# packages import each other, and a new edge that would close a circle between packages is
# caught at the package that breaks the order, not after three of them tangle. The engine
# reaches a ruleset only through gm.registry (which names the ruleset packages by string)
# and gm.orderlang only through the ruleset it is given (Ruleset.text_orders_in, order_form,
# unread_blocks); turn policies (gm.engine.missed) live in the engine.
LAYERS: list[tuple[str, ...]] = [
    ("gm", "gm.text", "gm.limits", "gm.geometry"),  # leaves: the version, catalogs/markup/blocks, sizes, grids
    ("gm.errors",),
    ("gm.registry", "gm.tomlio", "gm.dice", "gm.reports", "gm.maps", "gm.clichrome"),
    ("gm.engine",),
    ("gm.orderlang",),
    ("gm.chronicle",),
    ("gm.rulesets",),
    ("gm.generate",),
    ("gm.api",),
    ("gm.cli",),
    ("gm.__main__",),
]


def package_of(module: str) -> str:
    """gm.engine.validate -> gm.engine; gm.errors -> gm.errors; gm -> gm."""
    return ".".join(module.split(".")[:2])


def package_edges(graph: dict[str, set[str]]) -> dict[tuple[str, str], list[tuple[str, str]]]:
    """(importing package, imported package) -> the module edges that make it."""
    edges: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for module, targets in graph.items():
        for target in targets:
            a, b = package_of(module), package_of(target)
            if a != b:
                edges.setdefault((a, b), []).append((module, target))
    return edges


def two_way(edges) -> list[str]:
    return [f"{a} <-> {b}: " + ", ".join(f"{m} -> {t}" for m, t in sorted(edges[(a, b)] + edges[(b, a)]))
            for a, b in sorted(edges) if a < b and (b, a) in edges]


def out_of_order(edges, layers: list[tuple[str, ...]]) -> list[str]:
    level = {p: i for i, layer in enumerate(layers) for p in layer}
    return [f"{a} (layer {level[a]}) imports {b} (layer {level[b]}): " + ", ".join(f"{m} -> {t}" for m, t in sorted(found))
            for (a, b), found in sorted(edges.items()) if a in level and b in level and level[b] >= level[a]]


def test_every_package_has_a_layer():
    packages = {package_of(m) for m in module_names()}
    listed = {p for layer in LAYERS for p in layer}
    assert packages <= listed, f"packages with no place in LAYERS: {sorted(packages - listed)}"
    assert listed <= packages, f"LAYERS names packages that are gone: {sorted(listed - packages)}"


def test_the_package_checks_can_fail():
    graph = {"gm.a.x": {"gm.b.y"}, "gm.b.y": set(), "gm.b.z": {"gm.a.w"}, "gm.a.w": set()}
    edges = package_edges(graph)
    assert two_way(edges) == ["gm.a <-> gm.b: gm.a.x -> gm.b.y, gm.b.z -> gm.a.w"]
    assert out_of_order(edges, [("gm.a",), ("gm.b",)]) == ["gm.a (layer 0) imports gm.b (layer 1): gm.a.x -> gm.b.y"]
    assert out_of_order({("gm.a", "gm.c"): [("gm.a", "gm.c")]}, [("gm.a", "gm.c")]), "one layer's packages may not import each other"


def test_no_two_packages_import_each_other():
    found = two_way(package_edges(import_graph()))
    assert not found, "two-way edges between packages:\n" + "\n".join("  " + f for f in found)


def test_packages_import_only_the_layers_below():
    found = out_of_order(package_edges(import_graph()), LAYERS)
    assert not found, "imports against the package order (tests/test_imports.py LAYERS):\n" + "\n".join("  " + f for f in found)
