"""The package's structure: imports in one direction, nothing installed
by an import."""

import ast
import subprocess
import sys

from support import SRC

PACKAGE = SRC / "pep637"


def package_imports(path):
    """The modules of the package that the module at *path* imports,
    anywhere in it (at its top or inside a function)."""
    imported = set()
    for node in ast.walk(ast.parse(path.read_bytes())):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                imported.add(node.module.split(".")[0])
            else:
                imported.update(alias.name for alias in node.names)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names = ([node.module] if isinstance(node, ast.ImportFrom)
                     else [alias.name for alias in node.names])
            for name in names:
                if name and name.startswith("pep637."):
                    imported.add(name.split(".")[1])
    return imported - {"_speedups"}


def test_modules_import_each_other_in_one_direction():
    graph = {path.stem: package_imports(path)
             for path in PACKAGE.glob("*.py")}
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
parsers = {"_generated_parser_%d%d" % v for v in [(3, 13), (3, 14), (3, 15)]}
parsers.discard("_generated_parser_%d%d" % sys.version_info[:2])
for info in pkgutil.iter_modules(pep637.__path__):
    if info.name not in ("__main__", "pytest_plugin", *parsers):
        importlib.import_module("pep637." + info.name)
print(state() == before)
"""


def test_importing_a_module_installs_nothing():
    result = subprocess.run([sys.executable, "-I", "-c", CHANGED_BY_IMPORTS,
                             str(SRC)], capture_output=True, text=True)
    assert (result.stdout, result.stderr) == ("True\n", "")
