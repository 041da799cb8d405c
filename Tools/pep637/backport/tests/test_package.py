"""The package's structure: imports in one direction, nothing installed
by an import."""

import ast
import subprocess
import sys

from support import SRC

PACKAGE = SRC / "pep637"

# The layers of the package, bottom up: a module imports modules of its
# own layer or of the layers below it.  _interpreter and nodes, which
# every layer uses, import nothing of the package; the runtime, which the
# code compiled by the package calls, imports only _interpreter; then the
# parser; the caret lines of tracebacks (which parse lines of source) and
# the compile pipeline, which installs them with the runtime; the
# integrations with the tools that run Python code sit above them; at the
# top, the modules that users name (pep637, python -m pep637,
# pep637.kernel, pep637.coverage_plugin, pep637.sphinx).
LAYERS = [
    {"_interpreter", "nodes"},
    {"runtime"},
    {"parser"},
    {"tracebacks"},
    {"compiler"},
    {"integrations"},
    {"__init__", "__main__", "kernel", "coverage_plugin", "sphinx"},
]


def module_name(path):
    """The name of the module at *path*, relative to the package:
    ``compiler.transform``, ``parser`` (its __init__.py), ``__init__``."""
    parts = list(path.relative_to(PACKAGE).with_suffix("").parts)
    if parts[-1] == "__init__" and len(parts) > 1:
        parts.pop()
    return ".".join(parts)


def layer(module):
    top = module.split(".")[0]
    return next(i for i, names in enumerate(LAYERS) if top in names)


def package_imports(path):
    """The modules of the package that the module at *path* imports,
    anywhere in it (at its top or inside a function), by name relative to
    the package."""
    module = module_name(path)
    package = module.split(".") if path.name == "__init__.py" else (
        module.split(".")[:-1])
    if module == "__init__":
        package = []
    imported = set()
    for node in ast.walk(ast.parse(path.read_bytes())):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package[:len(package) - node.level + 1]
            names = ([".".join(base + node.module.split("."))]
                     if node.module else
                     [".".join(base + [alias.name]) for alias in node.names])
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [name.removeprefix("pep637.") for name in
                     ([node.module] if isinstance(node, ast.ImportFrom)
                      else [alias.name for alias in node.names])
                     if name and name.startswith("pep637.")]
        else:
            continue
        for name in names:
            # ``from . import __version__`` names an attribute, and
            # _speedups is the runtime's C extension.
            if name and name.split(".")[-1] not in ("__version__",
                                                    "_speedups"):
                imported.add(name)
    return imported


def import_graph():
    return {module_name(path): package_imports(path)
            for path in PACKAGE.rglob("*.py")}


def test_every_module_has_a_layer():
    assert all(layer(module) is not None for module in import_graph())


def test_modules_import_only_their_layer_and_the_layers_below():
    upward = [f"{module} imports {other}"
              for module, imported in sorted(import_graph().items())
              for other in sorted(imported) if layer(other) > layer(module)]
    assert upward == []


def test_the_runtime_imports_only_the_interpreter_facts():
    graph = import_graph()
    runtime = {other for module, imported in graph.items()
               if module.split(".")[0] == "runtime" for other in imported}
    assert runtime <= {"_interpreter"}
    assert graph["_interpreter"] == graph["nodes"] == set()


def test_modules_import_each_other_in_one_direction():
    graph = import_graph()
    # Depth-first search for a circle.
    done, path = set(), []

    def visit(module):
        if module in path:
            circle = path[path.index(module):] + [module]
            raise AssertionError("import circle: " + " -> ".join(circle))
        if module in done:
            return
        path.append(module)
        for other in sorted(graph.get(module, ())):
            visit(other)
        path.pop()
        done.add(module)

    for module in sorted(graph):
        visit(module)


CHANGED_BY_IMPORTS = """\
import builtins, importlib, sys, pkgutil
sys.path.insert(0, sys.argv[1])

def state():
    import traceback
    return (sorted(vars(builtins)), list(sys.meta_path),
            list(sys.path_hooks), traceback.StackSummary._should_show_carets,
            traceback._extract_caret_anchors_from_line_segment)

before = state()
import pep637
# The parsers of other versions of Python need their tokens.
parsers = {"pep637.parser.generated_%d%d" % v
           for v in [(3, 13), (3, 14), (3, 15)]}
parsers.discard("pep637.parser.generated_%d%d" % sys.version_info[:2])
for info in pkgutil.walk_packages(pep637.__path__, "pep637."):
    if info.name not in ("pep637.__main__",
                         "pep637.integrations.pytest_plugin", *parsers):
        importlib.import_module(info.name)
print(state() == before)
"""


def test_importing_a_module_installs_nothing():
    result = subprocess.run([sys.executable, "-I", "-c", CHANGED_BY_IMPORTS,
                             str(SRC)], capture_output=True, text=True)
    assert (result.stdout, result.stderr) == ("True\n", "")
