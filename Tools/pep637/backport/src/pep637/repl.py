"""The interactive interpreter of ``python -m pep637``.

It is python's own interactive interpreter, with the ``compile()`` and
``exec()`` of :mod:`pep637._builtins`, which accept keyword subscripts.
Those are what :mod:`codeop` calls to tell a complete input from one that
needs more lines, so ``a[k=1,`` continues on the next line as ``f(k=1,``
does, and errors look as the interpreter shows them.

As python does, on a terminal it runs CPython 3.13's new REPL
(``_pyrepl``), unless ``PYTHON_BASIC_REPL`` is set or the terminal cannot
host it; then, and when stdin is not a terminal (``python -m pep637 -i <
file``), it runs :class:`BasicConsole`, which behaves as python's basic
REPL: prompts on stderr when stdin is not a terminal, ``<stdin>`` as the
file name, the source lines in tracebacks.
"""

import code
import os
import sys

from . import _builtins

__all__ = ["interact", "banner", "BasicConsole"]

_COPYRIGHT = ('Type "help", "copyright", "credits" or "license" '
              'for more information.')


def banner():
    """The banner python prints when it starts interactively."""
    lines = [f"Python {sys.version} on {sys.platform}"]
    if not sys.flags.no_site:
        lines.append(_COPYRIGHT)
    return "".join(line + "\n" for line in lines)


def interact(namespace=None, *, show_banner=True, startup=True):
    """Run the interactive interpreter in *namespace* until end of input.

    *namespace* defaults to that of ``__main__``.  *show_banner* prints
    the banner (not with ``python -q``), *startup* runs the file that
    PYTHONSTARTUP names.  Returns the exit status, 0; ``exit()`` raises
    SystemExit, as in python.
    """
    if namespace is None:
        namespace = sys.modules["__main__"].__dict__
    with _builtins.patched():
        if show_banner and not sys.flags.quiet:
            sys.stderr.write(banner())
        if startup:
            _run_startup(namespace)
        sys.ps1 = getattr(sys, "ps1", ">>> ")
        sys.ps2 = getattr(sys, "ps2", "... ")
        if _use_pyrepl():
            _run_pyrepl(namespace)
        else:
            BasicConsole(namespace).interact(banner="", exitmsg="")
    return 0


def _getenv(name):
    """Environment variable *name*, unless python runs with -E or -I."""
    if sys.flags.ignore_environment:
        return None
    return os.environ.get(name) or None


def _run_startup(namespace):
    """Run the PYTHONSTARTUP file in *namespace*, as python does."""
    path = _getenv("PYTHONSTARTUP")
    if path is None:
        return
    sys.audit("cpython.run_startup", path)
    try:
        with open(path, "rb") as file:
            source = file.read()
        exec(compile(source, path, "exec"), namespace)
    except BaseException:
        exc = sys.exception()
        _builtins.drop_own_frames(exc)
        sys.excepthook(type(exc), exc, exc.__traceback__)


def _use_pyrepl():
    """Tell whether python would run its new REPL (_pyrepl) here."""
    if not _stdin_tty() or _getenv("PYTHON_BASIC_REPL"):
        return False
    from _pyrepl import main
    if not main.CAN_USE_PYREPL:
        sys.stderr.write(main.FAIL_REASON + "\n")
    return main.CAN_USE_PYREPL


def _stdin_tty():
    """Tell whether stdin is a terminal."""
    try:
        return os.isatty(0)
    except OSError:
        return False


def _run_pyrepl(namespace):
    """CPython's new REPL, as _pyrepl.main.interactive_console() runs it."""
    from _pyrepl.console import InteractiveColoredConsole
    from _pyrepl.simple_interact import run_multiline_interactive_console
    console = InteractiveColoredConsole(namespace, filename="<stdin>")
    run_multiline_interactive_console(console)


class BasicConsole(code.InteractiveConsole):
    """A console that behaves as python's basic REPL (``<stdin>``)."""

    def __init__(self, locals=None, filename="<stdin>"):
        super().__init__(locals, filename)

    def raw_input(self, prompt=""):
        """Read a line; the prompt goes to stderr unless on a terminal."""
        if _stdin_tty() and os.isatty(1):
            _import_readline()
            return input(prompt)
        sys.stderr.write(prompt)
        sys.stderr.flush()
        line = sys.stdin.readline()
        if not line:
            raise EOFError
        return line[:-1] if line.endswith("\n") else line

    def runsource(self, source, filename="<input>", symbol="single"):
        """Compile and run *source*; keep its lines for tracebacks."""
        try:
            code_object = self.compile(source, filename, symbol)
        except (OverflowError, SyntaxError, ValueError):
            self.showsyntaxerror(filename, source=source)
            return False
        if code_object is None:
            return True
        _builtins.register_source(code_object, source, filename)
        self.runcode(code_object)
        return False

    def _excepthook(self, typ, value, tb):
        """Print as python's REPL does: with sys.__excepthook__."""
        sys.__excepthook__(typ, value, tb)


def _import_readline():
    """Give input() line editing and history, as python's REPL has."""
    try:
        import readline  # noqa: F401
    except ImportError:
        pass
