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
compile differently, starts a cache of its own.  CPython's cache is
validated as CPython does it (source mtime and size); pep637's holds a
checked hash-based pyc (PEP 552), valid for the very source it was
compiled from.  Both honour ``sys.dont_write_bytecode`` and
``sys.pycache_prefix``.

A module that the built-in compiler accepts is loaded by the code of
SourceFileLoader, unchanged: the hook costs it nothing.  pep637's cache is
looked at only when CPython's is missing or out of date.
"""

import _imp
from importlib import _bootstrap
import importlib.machinery as machinery
import importlib.util
import io
import marshal
import os
import sys
import types

from . import _builtins

__all__ = ["install", "uninstall", "installed", "cache_tag",
           "cache_from_source", "KeywordSubscriptLoader"]


def _version():
    """The version of pep637 (``pep637.__version__``), for cache names."""
    version = getattr(sys.modules[__package__], "__version__", "0")
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
    base, ext = os.path.splitext(importlib.util.cache_from_source(path))
    return f"{base}.{cache_tag()}{ext}"


class KeywordSubscriptLoader(machinery.SourceFileLoader):
    """A SourceFileLoader for sources that may use keyword subscripts.

    get_code() takes the code of a module that needed pep637 from
    pep637's cache file if it is up to date; else it is SourceFileLoader's:
    a valid CPython cache file is used as CPython uses it.  Without one,
    source_to_code() takes the code from pep637's cache file, else from
    the built-in compiler, else from pep637's; set_data() then writes the
    bytecode that pep637 compiled to pep637's cache file instead of
    CPython's.
    """

    # What set_data() writes to pep637's cache file: the pyc header for
    # the code that pep637 compiled; b"" when that file was up to date;
    # None (nothing) when the built-in compiler compiled the source.
    _pep637_header = None

    def get_code(self, fullname):
        """The code of module *fullname*.

        A module with an up-to-date pep637 cache file (its header holds
        the hash of the source) gets its code from it directly:
        SourceFileLoader.get_code() would marshal the code once more, for
        a CPython cache file that set_data() drops.
        """
        path = self.get_filename(fullname)
        code = None
        try:
            with io.open_code(cache_from_source(path)) as file:
                cached = file.read()
            source = self.get_data(path)
        except (OSError, NotImplementedError):
            pass
        else:
            code = _code_of_pyc(cached, _hash_pyc_header(source), path)
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

    def source_to_code(self, data, path, *, _optimize=-1):
        """Compile *data*, with the built-in compiler if it can."""
        self._pep637_header = None
        header = _hash_pyc_header(data)
        code = _cached_code(path, header)
        if code is not None:
            self._pep637_header = b""
            return code
        try:
            code = _builtins.try_native(data, path, "exec",
                                        optimize=_optimize)
            if code is None:
                code = _builtins.backport_compile(data, path, "exec",
                                                  optimize=_optimize)
                self._pep637_header = header
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
        """Write *data*; bytecode compiled by pep637 goes to its own file."""
        header = self._pep637_header
        if header is not None and path == _normal_cache(self.path):
            self._pep637_header = None
            if not header:  # pep637's cache file is up to date
                return None
            path, data = cache_from_source(self.path), header + data[16:]
        return super().set_data(path, data, _mode=_mode)


def _raise(exc):
    raise exc


def _cached_code(source_path, header):
    """The code in pep637's cache file of *source_path*, or None.

    pep637 writes checked hash-based pycs (PEP 552) and always checks
    them: the code is that of the very source whose pyc *header* is given,
    whatever the mtime of its file.
    """
    try:
        with io.open_code(cache_from_source(source_path)) as file:
            data = file.read()
    except (OSError, NotImplementedError):
        return None
    return _code_of_pyc(data, header, source_path)


def _code_of_pyc(data, header, source_path):
    """The code in the content *data* of pep637's cache file of
    *source_path*, or None if its header is not *header*."""
    if header is None or data[:16] != header:
        return None
    try:
        code = marshal.loads(memoryview(data)[16:])
    except (EOFError, ValueError, TypeError):
        return None
    if not isinstance(code, types.CodeType):
        return None
    _imp._fix_co_filename(code, source_path)
    _builtins.load_runtime()
    return code


def _hash_pyc_header(source):
    """The header of a checked hash-based pyc of *source* (bytes), or None
    for a source given as text."""
    if isinstance(source, str):
        return None
    return (importlib.util.MAGIC_NUMBER + b"\x03\x00\x00\x00"
            + importlib.util.source_hash(source))


def _normal_cache(path):
    """CPython's bytecode file for *path*, or None."""
    try:
        return importlib.util.cache_from_source(path)
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

    Installing twice is harmless.  Modules already imported stay as they
    are.
    """
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
