"""No import cycles in roller_desktop/ (DESIGN.md: "no cycles anywhere").

Every import counts: at module level, under ``if TYPE_CHECKING:``, and the lazy ones inside
functions, because a lazy import only hides a circle from Python, not from the reader.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "roller_desktop"
ROOT = PACKAGE.name


def module_name(path: Path, package: Path = PACKAGE) -> str:
    parts = path.relative_to(package.parent).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def all_modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def imports_of(path: Path, modules: dict[str, Path], package: Path = PACKAGE) -> set[str]:
    """The roller_desktop modules that ``path`` imports, anywhere in the file.

    ``from package import name`` counts as importing ``package.name`` when that is a module,
    else ``package`` itself. A package's ``__init__`` is not counted as imported by its own
    submodules' dotted names (``import a.b`` runs ``a/__init__``, but our ``__init__`` files
    import nothing of their own package, which ``test_package_inits_import_no_submodules`` keeps
    true).
    """
    name = module_name(path, package)
    is_package = path.name == "__init__.py"
    package_parts = name.split(".") if is_package else name.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base_parts = package_parts[: len(package_parts) - (node.level - 1)]
                base = ".".join(base_parts)
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module or ""
            for alias in node.names:
                sub = f"{module}.{alias.name}"
                targets.append(sub if sub in modules else module)
        for target in targets:
            if target == ROOT or not target.startswith(ROOT + "."):
                continue
            # the longest known module that the dotted name starts with
            while target not in modules and "." in target:
                target = target.rsplit(".", 1)[0]
            if target in modules and target != name:
                found.add(target)
    return found


def import_graph() -> dict[str, set[str]]:
    modules = all_modules()
    return {name: imports_of(path, modules) for name, path in modules.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle as a list of modules (first == last), or None; depth first, iterative."""
    WHITE, GREY, BLACK = 0, 1, 2
    colour = dict.fromkeys(graph, WHITE)
    for start in sorted(graph):
        if colour[start] != WHITE:
            continue
        stack: list[tuple[str, list[str]]] = [(start, sorted(graph[start]))]
        colour[start] = GREY
        while stack:
            node, pending = stack[-1]
            if not pending:
                colour[node] = BLACK
                stack.pop()
                continue
            nxt = pending.pop(0)
            if colour.get(nxt, BLACK) == GREY:
                path = [entry for entry, _ in stack]
                return [*path[path.index(nxt) :], nxt]
            if colour.get(nxt) == WHITE:
                colour[nxt] = GREY
                stack.append((nxt, sorted(graph[nxt])))
    return None


def test_the_cycle_finder_finds_a_cycle_and_names_it() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set()}
    assert find_cycle(graph) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None


def test_the_graph_sees_lazy_and_relative_imports(tmp_path: Path) -> None:
    package = tmp_path / ROOT
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "sub" / "__init__.py").write_text("")
    (package / "sub" / "one.py").write_text("def f():\n    from . import two\n")
    (package / "sub" / "two.py").write_text(f"from {ROOT}.sub.one import f\n")
    modules = {
        f"{ROOT}": package / "__init__.py",
        f"{ROOT}.sub": package / "sub" / "__init__.py",
        f"{ROOT}.sub.one": package / "sub" / "one.py",
        f"{ROOT}.sub.two": package / "sub" / "two.py",
    }
    assert imports_of(modules[f"{ROOT}.sub.one"], modules, package) == {f"{ROOT}.sub.two"}
    assert imports_of(modules[f"{ROOT}.sub.two"], modules, package) == {f"{ROOT}.sub.one"}
    assert find_cycle({m: imports_of(p, modules, package) for m, p in modules.items()}) == [
        f"{ROOT}.sub.one",
        f"{ROOT}.sub.two",
        f"{ROOT}.sub.one",
    ]


def test_package_inits_import_no_submodules() -> None:
    modules = all_modules()
    for name, path in modules.items():
        if path.name == "__init__.py":
            inner = {m for m in imports_of(path, modules) if m.startswith(name + ".")}
            assert not inner, f"{name}/__init__.py imports {sorted(inner)}"


def test_no_import_cycles_in_the_package() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])
