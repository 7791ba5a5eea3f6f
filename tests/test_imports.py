"""The package's imports run one way: a graph built from the source (module-level imports and
those inside functions alike) has no circle, and only the entry point's own modules import
cli.py. A circle held apart by an import inside a function is still a circle: the modules in it
cannot be understood, tested or moved one without the other."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SKIPPED = ("tests", "benchmarks", "build", "docs")




def modules() -> dict[str, Path]:
    """Every module of the package by its dotted name."""
    out = {}
    paths = [*ROOT.glob("*.py")] + [path for folder in sorted(ROOT.iterdir())
                                    if folder.is_dir() and folder.name not in SKIPPED
                                    and not folder.name.startswith(".")
                                    for path in folder.rglob("*.py")]
    for path in paths:
        rel = path.relative_to(ROOT)
        parts = list(rel.with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(["deckmath", *parts])] = path
    return out


def graph() -> dict[str, set[str]]:
    """Module -> the package's modules it imports, anywhere in its source (`from pkg import
    name` counts pkg itself only when `name` is not one of its modules)."""
    mods = modules()
    edges: dict[str, set[str]] = {m: set() for m in mods}
    for name, path in mods.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    base = ".".join(up + ([base] if base else []))
                named = [f"{base}.{alias.name}" for alias in node.names]
                targets = [t for t in named if t in mods]
                if len(targets) < len(named):
                    targets.append(base)
            else:
                continue
            for target in targets:
                while target and target not in mods:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    edges[name].add(target)
    return edges


def circles(edges: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[frozenset[str]] = []
    for root in edges:
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.add(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(frozenset(group))
    return found


def test_the_finder_sees_a_circle_through_a_function_level_import():
    """The graph counts an import inside a function: two modules importing each other, one of
    them only inside a function, are a circle."""
    assert circles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [frozenset({"a", "b"})]
    source = "def f():\n    from deckmath.cli import main\n"
    tree = ast.parse(source)
    assert any(isinstance(node, ast.ImportFrom) for node in ast.walk(tree))


def test_no_import_circle():
    found = [sorted(group) for group in circles(graph())]
    assert not found, f"import circles: {found}"


def test_only_the_entry_point_imports_cli():
    """cli.py is the entry point: commands, drivers and the library import the conventions
    (conventions.py), never cli.py (only __main__.py does)."""
    importers = sorted(name for name, targets in graph().items()
                       if "deckmath.cli" in targets and name != "deckmath.__main__")
    assert importers == []


DISPATCHERS = {"solve", "reach"}
"""The modules that pick an engine and may run a twin as the small-input (or the asked-for)
engine; no other module of the package imports a twin."""


def test_no_engine_imports_a_twin():
    """The plain-Python twins (reference.py, lines_reference.py) stay independent programmes:
    only an engine dispatcher runs one, and no engine shares the twin's code (what two engines
    share lives in the game's model)."""
    twins = {name for name in modules() if name.rpartition(".")[2] in
             ("reference", "lines_reference")}
    importers = sorted(f"{name} -> {target}" for name, targets in graph().items()
                       for target in targets & twins
                       if name.rpartition(".")[2] not in DISPATCHERS)
    assert importers == []
