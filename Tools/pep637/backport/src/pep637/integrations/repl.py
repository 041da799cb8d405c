"""The interactive interpreter of ``python -m pep637``.

It is python's own interactive interpreter, with the ``compile()`` and
``exec()`` of :mod:`pep637.compiler`, which accept keyword subscripts
(put in builtins by :mod:`pep637.integrations.runner_patches`).
Those are what :mod:`codeop` calls to tell a complete input from one that
needs more lines, so ``a[k=1,`` continues on the next line as ``f(k=1,``
does, and errors look as the interpreter shows them.

As python does, on a terminal it runs CPython's new REPL
(``_pyrepl``), unless ``PYTHON_BASIC_REPL`` is set or the terminal cannot
host it; then, and when stdin is not a terminal (``python -m pep637 -i <
file``), it runs :class:`BasicConsole`, which behaves as python's basic
REPL: prompts on stderr when stdin is not a terminal, ``<stdin>`` as the
file name (``<stdin>-N`` for the compiler, ``<stdin-N>`` from 3.14), the
source lines in tracebacks, output flushed after each input, and at the
end of input, an unfinished statement run or reported.
"""

import ast
import code
import codeop
import os
import sys

from . import runner_patches
from .. import compiler
from .._interpreter import drop_package_frames

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
    with runner_patches.patched():
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
        drop_package_frames(exc)
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
        # How many inputs were parsed: the N of "<stdin>-N".
        self._inputs = 0

    def raw_input(self, prompt=""):
        """Read a line; the prompt goes to stderr unless on a terminal.

        At the end of input in the middle of a statement, python runs
        what it has (a SyntaxError such as ``'[' was never closed`` if
        it is unfinished) and reads on; so does this console.
        """
        try:
            return self._read_line(prompt)
        except EOFError:
            if not self.buffer:
                raise
        source = "\n".join(self.buffer)
        self.resetbuffer()
        self.write("\n")
        self._run(source, self.filename, "single", at_end=True)
        return self.raw_input(sys.ps1)

    def _read_line(self, prompt):
        """A line of input, without its newline; EOFError at the end."""
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
        """Compile and run *source*; True if it needs more lines."""
        return self._run(source, filename, symbol)

    def _run(self, source, filename, symbol, at_end=False):
        """Compile and run *source* as python's basic REPL does.

        As CPython does, the source is parsed as *filename*, then its
        tree compiled as ``<stdin>-N`` (``<stdin-N>`` from 3.14), N
        counting the inputs parsed: the
        errors of the compiler (``'return' outside function``) name that
        file; tracebacks show ``<stdin>`` with the lines of the source.
        Output is flushed after each input.  Returns True if *source*
        needs more lines (never *at_end*, the end of input).
        """
        try:
            if at_end:
                tree = self._parse(source, filename, symbol,
                                   incomplete_input=False)
            else:
                tree = _maybe_compile(self._parse, source, filename, symbol)
        except (OverflowError, SyntaxError, ValueError):
            self.showsyntaxerror(filename, source=source)
            _flush_io()
            return False
        if tree is None:
            return True
        numbered = _numbered(filename, self._inputs)
        self._inputs += 1
        try:
            code_object = self.compile.compiler(tree, numbered, symbol,
                                                incomplete_input=False)
        except (OverflowError, SyntaxError, ValueError) as error:
            _set_text(error, source)
            self.showsyntaxerror(source=source)
        else:
            compiler.register_source(code_object, source, filename)
            self.runcode(code_object)
        _flush_io()
        return False

    def _parse(self, source, filename, symbol, flags=0, **kwargs):
        """The tree of *source* (codeop's compiler, with PyCF_ONLY_AST)."""
        return self.compile.compiler(source, filename, symbol,
                                     flags | ast.PyCF_ONLY_AST, **kwargs)

    def _excepthook(self, typ, value, tb):
        """Print as python's REPL does: with sys.__excepthook__."""
        sys.__excepthook__(typ, value, tb)


def _numbered(filename, count):
    """The file name that python's REPL compiles its input number *count*
    under: ``<stdin>-N`` in CPython 3.13, ``<stdin-N>`` from 3.14 (which
    tracebacks show as ``<stdin>``)."""
    if sys.version_info >= (3, 14) and filename.endswith(">"):
        return f"{filename[:-1]}-{count}>"
    return f"{filename}-{count}"


def _maybe_compile(compiler, source, filename, symbol):
    """codeop._maybe_compile(), which takes flags from CPython 3.14 (those
    of the compiler, which it adds itself)."""
    if sys.version_info >= (3, 14):
        return codeop._maybe_compile(compiler, source, filename, symbol, 0)
    return codeop._maybe_compile(compiler, source, filename, symbol)


def _set_text(error, source):
    """Give a SyntaxError of the compiler its line of *source*, as python
    does in the REPL."""
    if isinstance(error, SyntaxError) and isinstance(error.lineno, int):
        lines = source.splitlines(keepends=True)
        if 0 < error.lineno <= len(lines):
            error.text = lines[error.lineno - 1]


def _flush_io():
    """Flush sys.stderr, then sys.stdout, errors ignored (as python does
    after each input of its REPL)."""
    for name in ("stderr", "stdout"):
        try:
            getattr(sys, name).flush()
        except Exception:
            pass


def _import_readline():
    """Give input() line editing and history, as python's REPL has."""
    try:
        import readline  # noqa: F401
    except ImportError:
        pass
