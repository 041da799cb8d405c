"""What pep637 knows of the interpreter it runs in: each fact once.

Every module of the package may import this one, and it imports none of
them: a leaf, which imports only modules that a plain start-up of Python
has imported, and does nothing but compute the facts below.

* fork(): the interpreter is the pep637 fork, whose compiler knows
  keyword subscripts; native() adds that PEP637_FORCE_BACKPORT=1 does not
  ask for the package's own code paths (to compare the two on the fork).
* The built-in functions compile(), exec() and eval() as they were when
  the package was first imported, before the runner or the REPL put the
  package's in builtins (see pep637.integrations.runner_patches).
* RUNTIME_NAME and RUNTIME_FUNCTIONS: the built-in names by which code
  compiled by the package reaches pep637.runtime.
* The helpers that several modules need: the __future__ flags a caller's
  code was compiled with, the frames of the package in a traceback, a
  copy of a function with other globals.
"""

import builtins
import os
import sys

__all__ = ["fork", "forced", "native", "builtin_compile", "builtin_exec",
           "builtin_eval", "RUNTIME_NAME", "RUNTIME_FUNCTIONS",
           "IncompleteInputBase", "PyCF_ALLOW_INCOMPLETE_INPUT",
           "PyCF_DONT_IMPLY_DEDENT", "caller_future_flags",
           "drop_package_frames", "clone_function", "outside_frame",
           "compile_for_caller"]

builtin_compile = builtins.compile
builtin_exec = builtins.exec
builtin_eval = builtins.eval


_fork = None


def fork():
    """Tell whether the interpreter is the pep637 fork: its compiler, ast
    and traceback know keyword subscripts.

    The built-in compiler is asked, once, when first needed: whether it
    accepts ``_[_=0]``.  Not when the package is imported: CPython makes
    the classes of ast for the first compile() of a process, which costs
    as much as the rest of ``import pep637; pep637.install()``, and a
    program whose modules are all in their bytecode caches never needs it.
    """
    global _fork
    if _fork is None:
        try:
            builtin_compile("_[_=0]", "<pep637>", "eval", dont_inherit=True)
        except SyntaxError:
            _fork = False
        else:
            _fork = True
    return _fork


def forced():
    """Tell whether PEP637_FORCE_BACKPORT=1 asks for the package's own
    code paths (read anew each time: the tests set it)."""
    return os.environ.get("PEP637_FORCE_BACKPORT") == "1"


def native():
    """Tell whether keyword subscripts are the interpreter's own business:
    on the fork, unless forced()."""
    return not forced() and fork()


# The built-in name by which compiled code reaches pep637.runtime, and
# those by which it reaches its functions of the direct form (a name is
# less bytecode than an attribute of __pep637__): built-in name -> name
# of the function in pep637.runtime.
RUNTIME_NAME = "__pep637__"
RUNTIME_FUNCTIONS = {"__pep637_getter__": "getter",
                     "__pep637_setter__": "setter",
                     "__pep637_deleter__": "deleter"}

# What compile() raises for an input that more lines could complete (3.13:
# a private subclass of SyntaxError), and the flags that ask for it.
IncompleteInputBase = getattr(builtins, "_IncompleteInputError",
                              SyntaxError)
PyCF_DONT_IMPLY_DEDENT = 0x200
PyCF_ALLOW_INCOMPLETE_INPUT = 0x4000

_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__)) + os.sep

# The co_flags that compile() inherits from the code that calls it
# (PyCF_MASK), from __future__ when first needed.
_future_mask = None


def caller_future_flags(depth):
    """The __future__ flags of the code *depth* frames above the caller
    (1: the caller's caller), which a built-in compile() called there
    would inherit."""
    global _future_mask
    if _future_mask is None:
        import __future__
        mask = 0
        for name in __future__.all_feature_names:
            mask |= getattr(__future__, name).compiler_flag
        _future_mask = mask
    try:
        frame = sys._getframe(depth + 1)
    except ValueError:
        return 0
    return frame.f_code.co_flags & _future_mask


def outside_frame():
    """The innermost frame of code that is not this package's, or None."""
    package = __name__.rpartition(".")[0] + "."
    frame = sys._getframe(1)
    while frame is not None and frame.f_globals.get(
            "__name__", "").startswith(package):
        frame = frame.f_back
    return frame


def _call(function, /, *args, **keywords):
    return function(*args, **keywords)


def compile_for_caller(*args, **keywords):
    """The built-in compile(), as if called by the innermost code outside
    the package: up to 3.13, its compiler's SyntaxWarnings are for the
    code that calls it (the warnings filters' module, and the registry
    that shows a warning once), found from the frame that calls it."""
    frame = outside_frame()
    if frame is None or sys.version_info >= (3, 14):
        return builtin_compile(*args, **keywords)
    return clone_function(_call, frame.f_globals)(builtin_compile, *args,
                                                  **keywords)


def drop_package_frames(exc):
    """Remove the package's frames from the head of *exc*'s traceback;
    return *exc*.

    A built-in function adds no frame to a traceback: the package's
    replacements of built-ins should not either, nor the runtime.  A bare
    ``raise`` after this keeps the shortened traceback.
    """
    tb = exc.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename.startswith(
            _PACKAGE_DIR):
        tb = tb.tb_next
    exc.__traceback__ = tb
    return exc


def clone_function(function, namespace):
    """A copy of *function* (which has no closure) whose globals are
    *namespace*: the same code, defaults, names and documentation."""
    copy = type(function)(function.__code__, namespace, function.__name__,
                          function.__defaults__)
    copy.__kwdefaults__ = function.__kwdefaults__
    copy.__qualname__ = function.__qualname__
    copy.__doc__ = function.__doc__
    copy.__module__ = function.__module__
    return copy
