"""python -m pep637: run a program as python does, keyword subscripts allowed.

usage: python -m pep637 [-i] [-q] [-V]
                        [-c cmd | -m mod | --script name | file | -] [arg] ...

  file       run the script (or a directory or zip file with __main__.py)
  -m mod     run the module as a script, as ``python -m mod`` does
  --script name
             run the console script *name* of an installed package (the
             command that pip installed, such as ``sphinx-build``,
             ``flake8`` or ``pylsp``), as that command runs it: its entry
             point in the group ``console_scripts`` of importlib.metadata,
             ``sys.argv[0]`` the command's file (as pip's wrapper has it)
  -c cmd     run the program passed as a string
  -          read the program from stdin (also without -, when stdin is
             not a terminal)
  -i         go to the interactive interpreter after running the program
             (the default when there is no program and stdin is a terminal)
  -q         no version and copyright banner in the interactive interpreter
  -V         print pep637's version, the Python's, and whether the
             runtime's C speedups are active (also --version)

``sys.argv``, ``sys.path[0]``, the ``__main__`` module, tracebacks and the exit
status are what python gives.  The program's imports go through the import hook
of :mod:`pep637.integrations.importer`, and while it runs, ``compile()``,
``exec()`` and ``eval()`` accept keyword subscripts in strings too
(:mod:`pep637.integrations.runner_patches`).
"""

import importlib.machinery
import os
import runpy
import signal
import sys
import types

from . import compiler
from .integrations import importer, runner_patches
from ._interpreter import builtin_exec, drop_package_frames

USAGE = ("usage: python -m pep637 [-i] [-q] [-V] "
         "[-c cmd | -m mod | --script name | file | -] [arg] ...\n")

# main()'s status for "the program ended with an uncaught
# KeyboardInterrupt": python then kills itself with SIGINT.
_SIGINT_STATUS = object()


class Options(types.SimpleNamespace):
    """What to run: kind ('script', 'module', 'command', 'console_script',
    'stdin' or None for no program), target, args, interactive, quiet."""


class UsageError(Exception):
    """A command line that python -m pep637 does not understand."""


def parse_args(argv):
    """The Options of command line *argv* (without the program name)."""
    options = Options(kind=None, target=None, args=[], interactive=False,
                      quiet=False)
    args = iter(argv)
    for arg in args:
        if arg == "--":
            arg = next(args, None)
            if arg is None:
                break
        elif arg in ("-h", "--help"):
            sys.stdout.write(__doc__)
            raise SystemExit(0)
        elif arg in ("-V", "--version"):
            sys.stdout.write(version() + "\n")
            raise SystemExit(0)
        elif arg == "--script" or arg.startswith("--script="):
            options.kind = "console_script"
            options.target = (arg.partition("=")[2] if "=" in arg
                              else _option_value(args, arg))
            options.args = list(args)
            break
        elif arg.startswith("-") and arg[:2] not in ("-c", "-m", "-"):
            _set_flags(options, arg)
            continue
        _set_program(options, arg, args)
        break
    return options


def version():
    """What python -m pep637 --version prints: pep637's version, the
    Python's, and how keyword subscripts run there."""
    from . import __version__
    from ._interpreter import fork, native
    python = f"{sys.implementation.name} {sys.version.split()[0]}"
    if native():
        return (f"pep637 {__version__} on {python}, the pep637 fork: "
                f"keyword subscripts are native")
    from . import runtime
    if fork():
        python += (", the pep637 fork forced to the package"
                   " (PEP637_FORCE_BACKPORT=1)")
    return (f"pep637 {__version__} on {python}: "
            f"C speedups {runtime.SPEEDUPS_STATUS}")


def _set_program(options, arg, args):
    """Set the program that *arg* names, and its arguments from *args*."""
    if arg[:2] in ("-c", "-m"):
        options.kind = "command" if arg[1] == "c" else "module"
        options.target = arg[2:] or _option_value(args, arg[:2])
    else:
        options.kind = "stdin" if arg == "-" else "script"
        options.target = arg
    options.args = list(args)


def _option_value(args, option):
    """The argument that follows *option*."""
    value = next(args, None)
    if value is None:
        raise UsageError(f"Argument expected for the {option} option")
    return value


def _set_flags(options, arg):
    """Set the one-letter flags of *arg* (such as ``-iq``) in *options*."""
    for letter in arg[1:]:
        if letter == "i":
            options.interactive = True
        elif letter == "q":
            options.quiet = True
        else:
            raise UsageError(f"Unknown option: -{letter}")


def main(argv=None):
    """Run python -m pep637 with *argv* (default sys.argv[1:]).

    Returns the exit status; a SystemExit of the program propagates.
    """
    try:
        options = parse_args(sys.argv[1:] if argv is None else argv)
    except UsageError as error:
        sys.stderr.write(f"{error}\n{USAGE}")
        return 2
    if options.kind is None and not (options.interactive or _stdin_tty()):
        options.kind = "stdin"
    importer.install()
    with runner_patches.patched():
        status = _run(options, _new_main_module())
    if status is _SIGINT_STATUS:
        _exit_by_sigint()
    return status


def _run(options, module):
    """Run the program of *options* in *module*, then the REPL if asked."""
    status = 0
    if options.kind is not None:
        status = _guarded(_RUNNERS[options.kind], options, module,
                          catch_exit=options.interactive)
    if options.interactive or options.kind is None:
        from .integrations import repl
        if options.kind is None:
            sys.argv[:] = [""]
            _set_path0("")
        quiet = options.quiet or options.kind is not None
        status = repl.interact(module.__dict__, show_banner=not quiet,
                               startup=options.kind is None)
    return status


def _guarded(run, options, module, catch_exit=False):
    """Call run(options, module); report what it raises as python does."""
    try:
        run(options, module)
    except SystemExit:
        if not catch_exit:
            raise
        _report(sys.exception())
    except BaseException as exc:
        _report(exc)
        if isinstance(exc, KeyboardInterrupt) and not catch_exit:
            return _SIGINT_STATUS
        return 1
    return 0


def _report(exc):
    """Print an uncaught exception as python does, without our frames."""
    drop_package_frames(exc)
    sys.last_exc = sys.last_value = exc
    sys.last_type, sys.last_traceback = type(exc), exc.__traceback__
    sys.excepthook(type(exc), exc, exc.__traceback__)


def _exit_by_sigint():
    """End the process as python does after an uncaught KeyboardInterrupt.

    atexit functions run, then the process kills itself with SIGINT, so
    that its parent sees it was interrupted (exit status 130 in a shell).
    """
    import atexit
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (AttributeError, OSError, ValueError):
            pass
    if hasattr(os, "kill"):
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGINT)
    os._exit(130)


def _new_main_module():
    """A fresh ``__main__`` module, put in sys.modules, as python has it."""
    module = types.ModuleType("__main__")
    if sys.version_info < (3, 14):
        # From 3.14 (PEP 649), the module's code makes it if it needs it.
        module.__annotations__ = {}
    module.__builtins__ = sys.modules["builtins"]
    module.__loader__ = importlib.machinery.BuiltinImporter
    sys.modules["__main__"] = module
    return module


def _set_file(module, filename):
    """Give *module* the ``__file__`` (and before 3.15 ``__cached__``) that
    python gives the main module run from *filename*."""
    module.__file__ = filename
    if sys.version_info < (3, 15):
        module.__cached__ = None


def _set_path0(entry):
    """Make *entry* sys.path[0], in place of the one ``-m pep637`` put."""
    if not sys.flags.safe_path and sys.path:
        sys.path[0] = entry


def _stdin_tty():
    """Tell whether stdin is a terminal."""
    try:
        return os.isatty(0)
    except OSError:
        return False


# -- the four kinds of program --------------------------------------------

def _run_script(options, module):
    """Run a script file, or a directory or zip file with __main__.py."""
    path = options.target
    sys.argv[:] = [path, *options.args]
    if os.path.isdir(path) or _is_zipfile(path):
        _set_path0(os.path.abspath(path))
        runpy._run_module_as_main("__main__", alter_argv=False)
        return
    filename = os.path.abspath(path)
    source = _read_script(filename)
    _set_path0(os.path.dirname(os.path.realpath(path)))
    _set_file(module, filename)
    module.__loader__ = importer.KeywordSubscriptLoader("__main__", filename)
    try:
        _exec(source, filename, module)
    finally:
        _flush_io()


def _is_zipfile(path):
    """Tell whether *path* is a zip file (which python runs as a directory)."""
    if path.endswith(".py"):
        return False
    import zipfile
    return zipfile.is_zipfile(path)


def _read_script(filename):
    """The bytes of script *filename*; exit 2 as python does if unreadable."""
    try:
        with open(filename, "rb") as file:
            return file.read()
    except OSError as error:
        program = sys.orig_argv[0] if sys.orig_argv else "python"
        sys.stderr.write(f"{program}: can't open file {filename!r}: "
                         f"[Errno {error.errno}] {error.strerror}\n")
        raise SystemExit(2) from None


def _run_module(options, module):
    """Run a module as ``python -m`` does (runpy, as python itself)."""
    sys.argv[:] = ["-m", *options.args]
    runpy._run_module_as_main(options.target)


def _run_console_script(options, module):
    """Run a console script as the command that pip made for it runs it:
    ``sys.exit(function())``, with the function of its entry point, sys.argv
    and sys.path[0] as that command has them."""
    name = options.target
    entry, path = _console_script(name)
    sys.argv[:] = [path or name, *options.args]
    if path is not None:
        _set_path0(os.path.dirname(os.path.realpath(path)))
        _set_file(module, path)
    else:
        import sysconfig
        _set_path0(sysconfig.get_path("scripts"))
    raise SystemExit(entry.load()())


def _console_script(name):
    """The entry point of console script *name*, and the file of the
    command that pip installed for it (None if its package's record lists
    none); exit 2 if there is no such script."""
    from importlib.metadata import entry_points
    entries = entry_points(group="console_scripts", name=name)
    entry = next(iter(entries), None)
    if entry is None:
        sys.stderr.write(f"python -m pep637: no console script named "
                         f"{name!r} is installed for this Python (entry "
                         f"points of the group console_scripts)\n")
        raise SystemExit(2)
    for file in (entry.dist.files or ()) if entry.dist else ():
        if (file.parent.name in ("bin", "Scripts")
                and file.name in (name, f"{name}.exe")):
            # Without ".exe", as pip's wrapper has sys.argv[0] on Windows.
            path = os.path.abspath(entry.dist.locate_file(file))
            return entry, path.removesuffix(".exe")
    return entry, None


def _run_command(options, module):
    """Run the program given with -c."""
    sys.argv[:] = ["-c", *options.args]
    _set_path0("")
    _exec(options.target, "<string>", module, keep_lines=True)


def _run_stdin(options, module):
    """Run the program read from stdin."""
    sys.argv[:] = ["-", *options.args] if options.target else [""]
    _set_path0("")
    _set_file(module, "<stdin>")
    try:
        _exec(sys.stdin.buffer.read(), "<stdin>", module)
    finally:
        _flush_io()


def _exec(source, filename, module, keep_lines=False):
    """Compile *source* (keyword subscripts allowed) and run it in *module*.

    *keep_lines* lets tracebacks show the lines of *source*, as python
    does for ``-c``.
    """
    code, _ = compiler.compile_source(source, filename, "exec")
    if keep_lines:
        compiler.register_source(code, source, filename)
    builtin_exec(code, module.__dict__)


def _flush_io():
    """Flush sys.stderr, then sys.stdout, errors ignored.

    What python does after running a script file or stdin (not ``-c``,
    ``-m`` or a directory), before it reports an uncaught exception or
    SystemExit: the program's buffered output comes first.
    """
    for name in ("stderr", "stdout"):
        try:
            getattr(sys, name).flush()
        except Exception:
            pass


_RUNNERS = {"script": _run_script, "module": _run_module,
            "command": _run_command, "console_script": _run_console_script,
            "stdin": _run_stdin}


if __name__ == "__main__":
    sys.exit(main())
