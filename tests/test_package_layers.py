"""The package layout has no import circle between packages (issue 32, scope 8).

The top of ``qxs_env/`` is grouped by what it is: the framework (``engine``), the rulesets
(``rulesets/<game>``, each with its content, text, scenario tool and invariants), the
environments (``envs``), the lab (``lab``), training (``train``), the developer tools
(``devtools``) and the command line (``cli``); ``agents`` holds the agents' framework
(``agents/framework``), 群侠杀's heuristic (``agents/heuristic``) and the modules at its root.
Every import statement counts, those inside functions too (a lazy import is still a dependency):
the graph of packages they draw must be acyclic, so each package can be read, tested and
replaced with only the packages below it in mind (docs/engine.md, "Layers").
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOPS = ("qxs_env", "agents")


def package_of(module: str) -> str | None:
    """The package a module belongs to for this check: ``qxs_env.<sub>`` for a sub-package
    (``qxs_env.rulesets.<game>`` for a ruleset), ``agents.<sub>`` likewise, the top package
    for a module at the top; None for a module outside the project."""
    parts = module.split(".")
    if parts[0] not in TOPS:
        return None
    if parts[0] == "qxs_env" and len(parts) >= 3 and parts[1] == "rulesets":
        if (ROOT / "qxs_env" / "rulesets" / parts[2]).is_dir():
            return ".".join(parts[:3])  # a ruleset's package
        return "qxs_env.rulesets"  # the registry
    if len(parts) >= 2 and (ROOT / parts[0] / parts[1]).is_dir():
        return ".".join(parts[:2])
    return parts[0]


def module_name(path: Path) -> str:
    name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
    return name.removesuffix(".__init__")


def package_graph() -> dict[str, dict[str, set[str]]]:
    """package -> {imported package -> the files whose imports draw that edge}."""
    graph: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for top in TOPS:
        for path in sorted((ROOT / top).rglob("*.py")):
            source = package_of(module_name(path))
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                    targets = [node.module]
                elif isinstance(node, ast.Import):
                    targets = [alias.name for alias in node.names]
                else:
                    continue
                for target in targets:
                    dest = package_of(target)
                    if dest is not None and dest != source and target not in TOPS:
                        graph[source][dest].add(str(path.relative_to(ROOT)))
    return graph


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one package (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for start in sorted(edges):
        if start in index:
            continue
        work = [(start, iter(sorted(edges.get(start, ()))))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_cycle_finder_finds_a_circle_and_only_it() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(edges) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_circle_between_packages() -> None:
    graph = package_graph()
    found = cycles({src: set(dests) for src, dests in graph.items()})
    lines = []
    for component in found:
        lines.append(" <-> ".join(component))
        for src in component:
            for dest, files in sorted(graph[src].items()):
                if dest in component:
                    lines.append(f"    {src} -> {dest} via {', '.join(sorted(files))}")
    assert not found, "import circles between packages:\n" + "\n".join(lines)


def test_the_groups_of_the_layout_exist() -> None:
    """The layout docs/engine.md draws: nothing else at the top of qxs_env/ but its groups."""
    top = sorted(
        p.name
        for p in (ROOT / "qxs_env").iterdir()
        if p.suffix == ".py" or (p.is_dir() and (p / "__init__.py").exists())
    )
    assert top == [
        "__init__.py",
        "cli",
        "devtools",
        "engine",
        "envs",
        "lab",
        "rulesets",
        "train",
    ]
    graph = package_graph()
    # the framework imports no other package of the project
    assert set(graph.get("qxs_env.engine", {})) == set()
