"""Import hook: modules that use keyword subscripts import as any other.

:func:`install` puts a path hook in front of ``sys.path_hooks``.  Its
finders are the standard :class:`importlib.machinery.FileFinder`, whose
loader for source files is :class:`KeywordSubscriptLoader`: a
:class:`~importlib.machinery.SourceFileLoader` that compiles with the
built-in compiler first, and with :mod:`pep637.compiler` only a source the
built-in compiler rejects.

Bytecode cache.  A module that the built-in compiler accepts is cached
where and as CPython caches it (``__pycache__/mod.cpython-313.pyc``): the
bytes are those plain Python would write, so sharing the file clobbers
nothing, and such a module costs what a plain import costs.  A module that
needed pep637 is cached beside it under a name of its own,
``__pycache__/mod.cpython-313.pep637-<version>.pyc`` (see
:func:`cache_from_source`): plain Python never reads it -- it would find
the module's code calling pep637 -- and a new version of pep637, which may
compile differently, starts a cache of its own.  Both are written and
validated as CPython does it: a timestamp pyc, valid while the source has
the mtime and size it records (a hash-based pyc, if CPython's cache of
the module was one, valid for the source it hashes).  Both honour
``sys.dont_write_bytecode`` and ``sys.pycache_prefix``.

A module that the built-in compiler accepts is loaded by the code of
SourceFileLoader, once pep637's cache file is found missing.  Neither
pep637's compiler nor ast is imported before a source needs them, and
pep637.runtime not before the code of a module from pep637's cache file
runs a keyword subscript (see _defer_runtime()).
"""

import _imp
import _io
import _thread
import builtins
from importlib import _bootstrap, _bootstrap_external
import importlib.machinery as machinery
import marshal
import os
import sys

from .._interpreter import RUNTIME_FUNCTIONS, RUNTIME_NAME

# The name of the package (pep637).
_PACKAGE = __name__.partition(".")[0]

# pep637.compiler (and the warnings module it imports) and importlib.util
# are imported when first needed: the objects of the modules imported here
# stay alive, and the garbage collector visits them again and again while
# the program imports its own modules.  On CPython 3.15, importing them
# here made each cached import of a big module about 2% dearer.  The
# threads that import pep637.compiler (see _compile_source()).
_importing_compiler = set()

__all__ = ["install", "uninstall", "installed", "cache_tag",
           "cache_from_source", "KeywordSubscriptLoader"]


def _version():
    """The version of pep637 (``pep637.__version__``), for cache names."""
    version = getattr(sys.modules[_PACKAGE], "__version__", "0")
    return str(version).replace(os.sep, "_")


_TAG = None


def cache_tag():
    """``pep637-<version>``: what names pep637's bytecode files."""
    global _TAG
    if _TAG is None:
        _TAG = f"pep637-{_version()}"
    return _TAG


def cache_from_source(path):
    """The bytecode file of source *path* when it needed pep637.

    CPython's own name for it (:func:`importlib.util.cache_from_source`,
    optimization level and ``sys.pycache_prefix`` included), with
    ``.pep637-<version>`` before the ``.pyc``.
    """
    base, ext = os.path.splitext(_bootstrap_external.cache_from_source(path))
    return f"{base}.{cache_tag()}{ext}"


class KeywordSubscriptLoader(machinery.SourceFileLoader):
    """A SourceFileLoader for sources that may use keyword subscripts.

    get_code() takes the code of a module that needed pep637 from
    pep637's cache file if it is up to date; else it is SourceFileLoader's:
    a valid CPython cache file is used as CPython uses it.  Without one,
    source_to_code() compiles with the built-in compiler, else with
    pep637's; set_data() then writes the bytecode that pep637 compiled to
    pep637's cache file instead of CPython's.
    """

    # set_data() writes the bytecode to pep637's cache file: pep637
    # compiled it (see source_to_code()).
    _pep637_compiled = False

    def get_code(self, fullname):
        """The code of module *fullname*.

        A module with an up-to-date pep637 cache file gets its code from
        it directly, validated as SourceFileLoader validates CPython's.
        """
        path = self.get_filename(fullname)
        code = _cached_code(self, path)
        if code is not None:
            return code
        try:
            return super().get_code(fullname)
        except BaseException as exc:
            # Raised as if SourceFileLoader.get_code() had been called by
            # importlib: this frame would interrupt the frames of importlib
            # that the import statement removes from the traceback.  A bare
            # raise adds no entry for it.
            exc.__traceback__ = exc.__traceback__.tb_next
            raise

    def source_to_code(self, data, path, fullname=None, *, _optimize=-1):
        """Compile *data*, with the built-in compiler if it can (module
        *fullname*, which importlib gives from CPython 3.15)."""
        self._pep637_compiled = False
        compile_source = _compile_source()
        if compile_source is None:
            # A module that pep637.compiler imports, compiled while it is
            # imported: it has no keyword subscripts.
            extra = () if fullname is None else (fullname,)
            return super().source_to_code(data, path, *extra,
                                          _optimize=_optimize)
        try:
            code, self._pep637_compiled = compile_source(
                data, path, "exec", optimize=_optimize, module=fullname)
            return code
        except SyntaxError as exc:
            error = exc
        # Raise it as SourceFileLoader does: from compile() called through
        # _call_with_frames_removed(), which the import statement removes
        # from the traceback with the frames of importlib above it -- no
        # frame of pep637 then shows, as under python.
        try:
            _bootstrap._call_with_frames_removed(_raise, error)
        except SyntaxError as exc:
            call = exc.__traceback__.tb_next  # this frame's entry skipped
            call.tb_next = None  # _raise()'s and the compiler's
            exc.__traceback__ = call
            raise

    def set_data(self, path, data, *, _mode=0o666):
        """Write *data*; bytecode compiled by pep637 goes to its own file,
        with the header that SourceFileLoader.get_code() gave it."""
        if self._pep637_compiled and path == _normal_cache(self.path):
            self._pep637_compiled = False
            path = cache_from_source(self.path)
        return super().set_data(path, data, _mode=_mode)


def _raise(exc):
    raise exc


def _compile_source():
    """pep637.compiler.compile_source(), imported by the first source
    compiled; None in a thread that is importing it.

    With the hook installed, that import may compile the sources of the
    modules it imports (without a bytecode cache) through this loader:
    they have no keyword subscripts.  Another thread waits for the import
    to end, as for any module.
    """
    thread = _thread.get_ident()
    if thread in _importing_compiler:
        return None
    compiler = sys.modules.get(f"{_PACKAGE}.compiler")
    if compiler is None or _importing_compiler:
        _importing_compiler.add(thread)
        try:
            from .. import compiler
        finally:
            _importing_compiler.discard(thread)
    return compiler.compile_source


def _cached_code(loader, source_path):
    """The code in pep637's cache file of *source_path*, or None if it has
    none that is up to date.

    The file is validated as SourceFileLoader.get_code() validates
    CPython's: by the mtime and size of the source that its header
    records, or for a hash-based pyc by the hash of the source.
    """
    try:
        with _io.open_code(cache_from_source(source_path)) as file:
            data = file.read()
        stats = loader.path_stats(source_path)
    except (OSError, NotImplementedError):
        return None
    if data[:4] != _bootstrap_external.MAGIC_NUMBER or len(data) < 16:
        return None
    flags = int.from_bytes(data[4:8], "little")
    if flags == 0:
        if (data[8:12] != _uint32(stats["mtime"])
                or data[12:16] != _uint32(stats.get("size", 0))):
            return None
    elif flags in (1, 3):
        try:
            source = loader.get_data(source_path)
        except OSError:
            return None
        from importlib.util import source_hash
        if data[8:16] != source_hash(source):
            return None
    else:
        return None
    try:
        code = marshal.loads(memoryview(data)[16:])
    except (EOFError, ValueError, TypeError):
        return None
    if type(code) is not type(_raise.__code__):
        return None
    _imp._fix_co_filename(code, source_path)
    # The code calls pep637.runtime, as the built-in __pep637__.
    _defer_runtime()
    return code


def _defer_runtime():
    """Make the built-ins of pep637.runtime install it when first used,
    unless it is installed: for code loaded from a cache file, so that
    importing a module that uses keyword subscripts costs no more than its
    code until one of them runs.

    Until then ``__pep637__`` is a stand-in module whose ``__getattr__``
    installs the runtime (pep637.runtime.install(), which replaces it and
    the others in builtins) and gives the attribute of the runtime;
    ``__pep637_getter__`` and the like are stand-in functions that do the
    same and call the runtime's function: compiled code reads the
    built-ins anew each time.  The caret lines of tracebacks
    (pep637.tracebacks, which the compile pipeline puts in place
    with the runtime) are put in place now, for a line with a keyword
    subscript that fails before the subscript runs.
    """
    if hasattr(builtins, RUNTIME_NAME):
        return
    from .. import tracebacks
    tracebacks.install()
    stand_in = type(sys)(f"{_PACKAGE}.runtime")
    stand_in.__getattr__ = _runtime_attribute
    for name, function in RUNTIME_FUNCTIONS.items():
        setattr(builtins, name, _function_stand_in(function))
    setattr(builtins, RUNTIME_NAME, stand_in)


def _runtime_attribute(name):
    """An attribute of pep637.runtime, installed now (_defer_runtime())."""
    from .. import runtime
    runtime.install()
    return getattr(runtime, name)


def _function_stand_in(name):
    """The stand-in of the runtime's function *name* (_defer_runtime())."""
    def stand_in(obj, /):
        return _runtime_attribute(name)(obj)
    stand_in.__name__ = stand_in.__qualname__ = name
    return stand_in


def _uint32(number):
    """*number* as a pyc header stores it (``_pack_uint32()``)."""
    return (int(number) & 0xFFFFFFFF).to_bytes(4, "little")


def _normal_cache(path):
    """CPython's bytecode file for *path*, or None."""
    try:
        return _bootstrap_external.cache_from_source(path)
    except NotImplementedError:
        return None


def _loader_details():
    """The (loader, suffixes) pairs of FileFinder, with our source loader."""
    return [
        (machinery.ExtensionFileLoader, machinery.EXTENSION_SUFFIXES),
        (KeywordSubscriptLoader, machinery.SOURCE_SUFFIXES),
        (machinery.SourcelessFileLoader, machinery.BYTECODE_SUFFIXES),
    ]


_path_hook = machinery.FileFinder.path_hook(*_loader_details())


def installed():
    """Tell whether the import hook is installed."""
    return _path_hook in sys.path_hooks


def install():
    """Let every later import load modules that use keyword subscripts.

    Code that pytest or another tool compiled with the package and cached
    can run too: the runtime's built-in names are stand-ins that install
    it when first used.  Installing twice is harmless.  Modules already
    imported stay as they are.
    """
    _defer_runtime()
    if not installed():
        sys.path_hooks.insert(0, _path_hook)
        _forget_file_finders()


def uninstall():
    """Undo :func:`install`."""
    while _path_hook in sys.path_hooks:
        sys.path_hooks.remove(_path_hook)
    _forget_file_finders()


def _forget_file_finders():
    """Drop the cached FileFinders, so that sys.path_hooks makes new ones."""
    for entry, finder in list(sys.path_importer_cache.items()):
        if isinstance(finder, machinery.FileFinder):
            del sys.path_importer_cache[entry]
