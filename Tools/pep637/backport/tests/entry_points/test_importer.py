"""pep637.integrations.importer: the import hook and its bytecode cache."""

import importlib
import importlib.util
import os
import sys
import warnings
from pathlib import Path

import pytest

from pep637.compiler import tree_compiler
from pep637.integrations import importer
from support import ESCAPE_WARNING
from support import entry as entry_support

KEYS = """
    class Keys:
        def __getitem__(self, index, **keywords):
            return index, keywords
"""
KW_MODULE = (KEYS, """
    def f():
        return Keys()[1, k=2]
""")
PLAIN_MODULE = """
    def f():
        return 'plain'
"""


@pytest.fixture(params=entry_support.MODES)
def backport(request, monkeypatch):
    """True when pep637 compiles keyword subscripts (stock, or forced)."""
    entry_support.set_mode(monkeypatch, request.param)
    return not entry_support.ON_FORK or bool(request.param)


@pytest.fixture
def project(tmp_path, monkeypatch):
    """An importable directory, with the hook installed, bytecode written."""
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(sys, "pycache_prefix", None)
    was_installed = importer.installed()
    importer.install()
    before = set(sys.modules)
    yield tmp_path
    for name in set(sys.modules) - before:
        del sys.modules[name]
    if not was_installed:
        importer.uninstall()


@pytest.fixture
def compiles(monkeypatch):
    """The sources that pep637's compiler compiles, as a list of paths."""
    calls = []
    real = tree_compiler.compile_tree

    def spy(tree, filename, *args, **kwargs):
        calls.append(filename)
        return real(tree, filename, *args, **kwargs)
    monkeypatch.setattr(tree_compiler, "compile_tree", spy)
    return calls


def fresh_import(name):
    """Import *name* again, from its file."""
    sys.modules.pop(name, None)
    importlib.invalidate_caches()
    return importlib.import_module(name)


def caches(directory):
    """The names of the files in directory/__pycache__."""
    pycache = Path(directory, "__pycache__")
    return sorted(os.listdir(pycache)) if pycache.exists() else []


def cache_names(name, backport):
    """The cache file a module *name* gets, by who compiled it."""
    normal = Path(importlib.util.cache_from_source(name + ".py")).name
    if not backport:
        return [normal]
    return [Path(importer.cache_from_source(name + ".py")).name]


def test_cache_name_has_pep637_and_its_version():
    name = Path(importer.cache_from_source("/x/mod.py"))
    tag = sys.implementation.cache_tag
    assert name.parent == Path("/x/__pycache__")
    assert name.name == f"mod.{tag}.{importer.cache_tag()}.pyc"
    assert importer.cache_tag().startswith("pep637-")


def test_keyword_module_imports_and_has_a_cache_of_its_own(project,
                                                           backport):
    entry_support.write(project, {"kwmod.py": KW_MODULE,
                                  "plainmod.py": PLAIN_MODULE})
    assert fresh_import("kwmod").f() == (1, {"k": 2})
    assert fresh_import("plainmod").f() == "plain"
    assert caches(project) == sorted(cache_names("kwmod", backport)
                                     + cache_names("plainmod", False))


def test_second_import_compiles_nothing(project, backport, compiles):
    entry_support.write(project, {"kwmod.py": KW_MODULE})
    fresh_import("kwmod")
    assert len(compiles) == backport
    assert fresh_import("kwmod").f() == (1, {"k": 2})
    assert len(compiles) == backport


def test_changed_source_is_compiled_again(project, backport):
    """pep637's cache notices a change of mtime, as CPython's does."""
    path = entry_support.write(project, {"kwmod.py": KW_MODULE}) / "kwmod.py"
    fresh_import("kwmod")
    stat = path.stat()
    path.write_text(path.read_text().replace("k=2", "k=3"))
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 2 * 10**9))
    assert fresh_import("kwmod").f() == (1, {"k": 3})


def test_changed_size_is_compiled_again(project, backport):
    path = entry_support.write(project, {"kwmod.py": KW_MODULE}) / "kwmod.py"
    fresh_import("kwmod")
    stat = path.stat()
    path.write_text(path.read_text().replace("k=2", "k=23"))
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert fresh_import("kwmod").f() == (1, {"k": 23})


def test_cache_is_a_timestamp_pyc_as_cpythons(project, backport):
    path = entry_support.write(project, {"kwmod.py": KW_MODULE}) / "kwmod.py"
    fresh_import("kwmod")
    cache = Path(project, "__pycache__", cache_names("kwmod", backport)[0])
    header = cache.read_bytes()[:16]
    stat = path.stat()
    assert header[:4] == importlib.util.MAGIC_NUMBER
    assert int.from_bytes(header[4:8], "little") == 0
    assert int.from_bytes(header[8:12], "little") == int(stat.st_mtime)
    assert int.from_bytes(header[12:16], "little") == stat.st_size


def test_hash_based_cache_stays_hash_based(project, backport, compiles):
    """A module whose CPython cache was a checked hash-based pyc (PEP 552)
    gets one from pep637 too, valid whatever the mtime of the source."""
    import py_compile
    path = entry_support.write(project, {"kwmod.py": PLAIN_MODULE})
    py_compile.compile(str(path / "kwmod.py"), doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode
                       .CHECKED_HASH)
    path = entry_support.write(project, {"kwmod.py": KW_MODULE}) / "kwmod.py"
    assert fresh_import("kwmod").f() == (1, {"k": 2})
    cache = Path(project, "__pycache__", cache_names("kwmod", backport)[0])
    assert int.from_bytes(cache.read_bytes()[4:8], "little") == 3
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 2 * 10**9))
    assert fresh_import("kwmod").f() == (1, {"k": 2})
    assert len(compiles) == backport


@pytest.mark.parametrize("garbage", [b"", b"\0" * 15, b"\0" * 64],
                         ids=["empty", "short", "zeros"])
def test_damaged_cache_is_compiled_again(project, backport, garbage):
    path = entry_support.write(project, {"kwmod.py": KW_MODULE}) / "kwmod.py"
    fresh_import("kwmod")
    cache = Path(project, "__pycache__", cache_names("kwmod", backport)[0])
    cache.write_bytes(garbage)
    assert fresh_import("kwmod").f() == (1, {"k": 2})
    assert cache.read_bytes()[:4] == importlib.util.MAGIC_NUMBER


def test_stale_cpython_cache_does_not_cost_a_compile(project, backport,
                                                     compiles):
    entry_support.write(project, {"kwmod.py": PLAIN_MODULE})
    fresh_import("kwmod")
    entry_support.write(project, {"kwmod.py": KW_MODULE})
    fresh_import("kwmod")
    assert fresh_import("kwmod").f() == (1, {"k": 2})
    assert len(compiles) == backport


def test_valid_cpython_cache_is_used_as_cpython_uses_it(project, monkeypatch):
    entry_support.write(project, {"plainmod.py": PLAIN_MODULE})
    fresh_import("plainmod")

    def fail(*args, **kwargs):
        raise AssertionError("compiled again")
    monkeypatch.setattr(importer.KeywordSubscriptLoader, "source_to_code",
                        fail)
    assert fresh_import("plainmod").f() == "plain"
    assert caches(project) == cache_names("plainmod", False)


def test_dont_write_bytecode(project, backport, monkeypatch):
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    entry_support.write(project, {"kwmod.py": KW_MODULE})
    assert fresh_import("kwmod").f() == (1, {"k": 2})
    assert caches(project) == []


def test_pycache_prefix(project, backport, tmp_path_factory, monkeypatch):
    prefix = tmp_path_factory.mktemp("prefix")
    monkeypatch.setattr(sys, "pycache_prefix", str(prefix))
    path = entry_support.write(project, {"kwmod.py": KW_MODULE}) / "kwmod.py"
    fresh_import("kwmod")
    assert caches(project) == []
    cache = (importer.cache_from_source(str(path)) if backport
             else importlib.util.cache_from_source(str(path)))
    assert Path(cache).is_relative_to(prefix) and Path(cache).exists()


def test_new_version_of_pep637_compiles_again(project, backport, compiles,
                                              monkeypatch):
    entry_support.write(project, {"kwmod.py": KW_MODULE})
    fresh_import("kwmod")
    monkeypatch.setattr(importer, "_TAG", "pep637-99.0")
    fresh_import("kwmod")
    assert len(compiles) == 2 * backport
    if backport:
        tag = sys.implementation.cache_tag
        assert f"kwmod.{tag}.pep637-99.0.pyc" in caches(project)


def test_package_and_submodule(project, backport):
    entry_support.write(project, {
        "pkg/__init__.py": (KEYS, "FIRST = Keys()[k=0]\n"),
        "pkg/sub.py": "from . import Keys\nSECOND = Keys()[0, k=1]\n",
    })
    pkg = fresh_import("pkg")
    assert pkg.FIRST == ((), {"k": 0})
    assert importlib.import_module("pkg.sub").SECOND == (0, {"k": 1})


@pytest.mark.skipif(entry_support.ON_FORK, reason="the fork compiles it")
def test_plain_python_ignores_pep637_cache(project):
    entry_support.write(project, {"kwmod.py": KW_MODULE})
    fresh_import("kwmod")
    plain = entry_support.run(["-c", "import kwmod"], cwd=project,
                              extra_env={"PYTHONPYCACHEPREFIX": None,
                                         "PYTHONDONTWRITEBYTECODE": "1"})
    assert "SyntaxError" in plain.stderr
    assert caches(project) == cache_names("kwmod", True)


@pytest.mark.parametrize("dont_write", ["1", None])
def test_pythondontwritebytecode_under_the_runner(tmp_path, dont_write):
    entry_support.write(tmp_path, {"kwmod.py": KW_MODULE,
                                   "main.py": "import kwmod\n"})
    result = entry_support.run(
        ["-m", "pep637", "main.py"], tmp_path,
        extra_env={"PYTHONDONTWRITEBYTECODE": dont_write})
    assert result.returncode == 0, result.stderr
    # Under PYTHONPYCACHEPREFIX, where the tests' programs write bytecode.
    pycache = Path(entry_support.PYCACHE, *tmp_path.parts[1:])
    found = sorted(os.listdir(pycache)) if pycache.exists() else []
    expected = cache_names("kwmod", not entry_support.ON_FORK)
    assert found == ([] if dont_write else expected)


@pytest.mark.parametrize("mode", entry_support.MODES)
def test_cached_module_runs_in_a_fresh_process(tmp_path, mode):
    entry_support.write(tmp_path, {"kwmod.py": KW_MODULE})
    args = ["-m", "pep637", "-c", "import kwmod; print(kwmod.f())"]
    for _ in range(2):
        result = entry_support.run(args, tmp_path, extra_env=mode)
        assert (result.stdout, result.stderr) == ("(1, {'k': 2})\n", "")


# Run by python -I: import pep637, install its hook, import kwmod from its
# cache file and call kwmod.f(), reporting which modules each step imported
# (of those that the start-up did not) and what the built-in __pep637__ is.
LAZY_PROGRAM = """\
import builtins, sys
sys.path[:0] = sys.argv[1:]
heavy = [name for name in ("ast", "re", "tokenize", "warnings", "io",
                           "importlib.util", "pep637.compiler",
                           "pep637.runtime", "pep637.parser",
                           "pep637.compiler.tree_compiler")
         if name not in sys.modules]
import pep637
pep637.install()
print([name for name in heavy if name in sys.modules])
import kwmod
print([name for name in heavy if name in sys.modules],
      type(builtins.__pep637__).__name__)
print(kwmod.g(kwmod.Keys()), "pep637.runtime" in sys.modules,
      builtins.__pep637__ is sys.modules["pep637.runtime"],
      builtins.__pep637_getter__ is sys.modules["pep637.runtime"].getter)
print(kwmod.f())
"""


@pytest.mark.skipif(entry_support.ON_FORK, reason="the fork compiles it")
def test_cached_module_loads_the_runtime_when_a_subscript_runs(project):
    """Neither the hook nor the import of a module from pep637's cache
    imports the package's compiler, parser and tree compiler, ast,
    warnings, importlib.util or the runtime: the built-in __pep637__
    installs the runtime, which replaces it, when first used."""
    entry_support.write(project, {"kwmod.py": (*KW_MODULE, """
        def g(keys):
            return keys[1, k=3]
    """)})
    fresh_import("kwmod")
    result = entry_support.run(
        ["-I", "-c", LAZY_PROGRAM, str(project), str(entry_support.SRC)],
        project)
    assert result.stderr == ""
    assert result.stdout.splitlines() == [
        "[]", "[] module", "(1, {'k': 3}) True True True", "(1, {'k': 2})"]


# Run by python -I -X pycache_prefix=...: nothing has a bytecode cache, so
# that the import of pep637.compiler by the first source compiled compiles
# the sources of its modules, and of the standard library's, through the
# hook.
UNCACHED_PROGRAM = """\
import sys
sys.path[:0] = sys.argv[1:]
import pep637
pep637.install()
import plainmod, kwmod
print(plainmod.f(), kwmod.f(), type(kwmod.__loader__).__name__,
      "pep637.compiler" in sys.modules)
"""


@pytest.mark.skipif(entry_support.ON_FORK, reason="the fork compiles it")
def test_first_compile_without_any_bytecode_cache(project, tmp_path_factory):
    """The first source compiled imports pep637.compiler, whose modules
    are then compiled through the hook too, and by the built-in compiler:
    no partially imported pep637.compiler is used."""
    entry_support.write(project, {"plainmod.py": PLAIN_MODULE,
                                  "kwmod.py": KW_MODULE})
    prefix = tmp_path_factory.mktemp("prefix")
    result = entry_support.run(
        ["-I", "-X", f"pycache_prefix={prefix}", "-c", UNCACHED_PROGRAM,
         str(project), str(entry_support.SRC)], project)
    assert (result.stdout, result.stderr) == (
        "plain (1, {'k': 2}) KeywordSubscriptLoader True\n", "")
    compiled = {path.relative_to(prefix).as_posix()
                for path in prefix.rglob("*.pyc")}
    tag = sys.implementation.cache_tag
    expected = [f"pep637/compiler/__init__.{tag}.pyc", f"/warnings.{tag}.pyc",
                f"/kwmod.{tag}.{importer.cache_tag()}.pyc"]
    assert [end for end in expected
            if not any(path.endswith(end) for path in compiled)] == []


def test_install_twice_and_uninstall(project):
    importer.install()
    assert sys.path_hooks.count(importer._path_hook) == 1
    importer.uninstall()
    assert not importer.installed()
    entry_support.write(project, {"kwmod.py": KW_MODULE})
    if entry_support.ON_FORK:
        assert fresh_import("kwmod").f() == (1, {"k": 2})
    else:
        with pytest.raises(SyntaxError):
            fresh_import("kwmod")


@pytest.mark.parametrize("mode", entry_support.MODES)
@pytest.mark.parametrize("bad", ["x = (\n", "x = a[1, k=2, 3]\n"],
                         ids=["plain", "keywords"])
def test_syntax_error_of_an_imported_module(tmp_path, mode, bad):
    # As python reports it: the import statement removes the frames of
    # importlib, and no frame of pep637 shows.
    entry_support.write(tmp_path, {"main.py": "import bad\n", "bad.py": bad})
    result = entry_support.run(["-m", "pep637", "main.py"], tmp_path,
                               extra_env=mode)
    main, module = tmp_path / "main.py", tmp_path / "bad.py"
    caret, message = (
        ("        ^", "'(' was never closed") if bad.startswith("x = (")
        else ("                   ^",
              "positional argument follows keyword argument"))
    assert result.stderr == (
        "Traceback (most recent call last):\n"
        f'  File "{main}", line 1, in <module>\n'
        "    import bad\n"
        f'  File "{module}", line 1\n'
        f"    {bad}"
        f"{caret}\n"
        f"SyntaxError: {message}\n")
    if bad.startswith("x = ("):
        python = entry_support.run(["main.py"], tmp_path)
        assert result.stderr == python.stderr


def warn_here():
    warnings.warn("shown once", UserWarning)


def test_warning_shown_once_is_not_shown_again_after_an_import(project,
                                                              backport):
    # Compiling a module must leave the version of the warning filters
    # alone: when it changes, every __warningregistry__ forgets what the
    # "default" action has shown.  The modules have warnings of their
    # own, from the tokenizer and from the parser.
    entry_support.write(project, {
        "kwmod.py": KW_MODULE,
        "warnmod.py": (KEYS, """
            x = 1if Keys()[k=1] else 2
            s = '\\d'
            t = f'\\d{Keys()[k=2]}'
        """)})
    with warnings.catch_warnings(record=True) as shown:
        warnings.simplefilter("default")
        warn_here()
        fresh_import("kwmod")
        warn_here()
        fresh_import("warnmod")
        warn_here()
    assert [(w.category, str(w.message)) for w in shown] == [
        (UserWarning, "shown once"),
        (SyntaxWarning, "invalid decimal literal"),
        (SyntaxWarning, ESCAPE_WARNING),
        (SyntaxWarning, ESCAPE_WARNING),
    ]
