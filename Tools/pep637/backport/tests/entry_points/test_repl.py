"""The interactive interpreter of python -m pep637.

Through a pipe (``-i``, stdin not a terminal), its output must be, byte
for byte, what the fork's ``python -i`` prints for the same session
(EXPECTED_* below were taken from the fork; the banner's version line
aside).  Through a pseudo-terminal, the new REPL (_pyrepl) and the basic
one must compute, continue and report the same things.
"""

import os
import re
import select
import subprocess
import sys
import time

import pytest

from support import entry as entry_support

SESSION = """\
class A:
    def __getitem__(self, i, **kw):
        return (i, kw)

a = A()
a[k=1]
a[1, k=2]
a[k=1,
  m=2]
for i in range(2):
    print(a[i, k=i])

a[1, k=2, 3]
1/0
x = a[k=3]; x
def f():
    return a[k=f]

f()[1]["k"] is f
"""

EXPECTED_STDOUT = """\
((), {'k': 1})
(1, {'k': 2})
((), {'k': 1, 'm': 2})
(0, {'k': 0})
(1, {'k': 1})
((), {'k': 3})
True
"""

EXPECTED_STDERR = """\
Python <version> on <platform>
Type "help", "copyright", "credits" or "license" for more information.
>>> ... ... ... >>> >>> >>> >>> ... >>> ... ... >>>   File "<stdin>", line 1
    a[1, k=2, 3]
               ^
SyntaxError: positional argument follows keyword argument
>>> Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
    1/0
    ~^~
ZeroDivisionError: division by zero
>>> >>> ... ... >>> >>> \n"""


def without_version(stderr):
    """*stderr* with the banner's first line made general."""
    first, _, rest = stderr.partition("\n")
    if first.startswith("Python "):
        first = "Python <version> on <platform>"
    return first + "\n" + rest


def fork_python():
    """A python of the pep637 fork, or None."""
    if entry_support.ON_FORK:
        return sys.executable
    path = os.environ.get("PEP637_FORK_PYTHON")
    return path if path and os.path.exists(path) else None


@pytest.mark.parametrize("mode", entry_support.MODES)
def test_session_through_a_pipe(tmp_path, mode):
    result = entry_support.run(["-m", "pep637", "-i"], tmp_path, SESSION,
                               extra_env=mode)
    assert result.stdout == EXPECTED_STDOUT
    assert without_version(result.stderr) == EXPECTED_STDERR
    assert result.returncode == 0


@pytest.mark.skipif(fork_python() is None, reason="no python of the fork")
def test_expected_session_is_the_forks():
    result = subprocess.run([fork_python(), "-i"], input=SESSION, text=True,
                            capture_output=True, env=entry_support.env(),
                            timeout=60)
    assert result.stdout == EXPECTED_STDOUT
    assert without_version(result.stderr) == EXPECTED_STDERR


def test_quiet_and_exit(tmp_path):
    result = entry_support.run(["-m", "pep637", "-q", "-i"], tmp_path,
                               "import sys\nsys.exit(4)\n")
    assert (result.stderr, result.returncode) == (">>> >>> ", 4)


def test_stdin_without_i_is_a_program(tmp_path):
    result = entry_support.run(["-m", "pep637"], tmp_path, "1 + 1\nprint(3)\n")
    assert (result.stdout, result.stderr) == ("3\n", "")


# -- through a pseudo-terminal ---------------------------------------------

STARTUP = """
class Keys:
    def __getitem__(self, index, **keywords):
        return index, keywords
a = Keys()
"""

# (line typed, what must then appear)
PTY_SESSION = [
    ("a[1, k=2]", "(1, {'k': 2})"),
    ("a[k=1,", "... "),
    ("m=2]", "((), {'k': 1, 'm': 2})"),
    ("a[1, k=2, 3]", "SyntaxError: positional argument follows keyword"),
    ("1/0", "ZeroDivisionError: division by zero"),
]

_ANSI = re.compile(r"\x1b(\[[0-9;?]*[@-~]|[=>])")


class Terminal:
    """A program in a pseudo-terminal, fed line by line."""

    def __init__(self, args, env):
        import pty
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execve(sys.executable, [sys.executable, *args], env)
        _set_size(self.fd, 24, 80)
        self.output = ""
        self.seen = 0  # how far expect() has read the text on screen

    def text(self):
        """The output without terminal escapes."""
        return _ANSI.sub("", self.output)

    def expect(self, text, timeout=30):
        """Read until *text* shows after what was seen; tell if it did."""
        deadline = time.monotonic() + timeout
        while (found := self.text().find(text, self.seen)) < 0:
            if time.monotonic() > deadline or not self._read(0.2):
                return False
        self.seen = found + len(text)
        return True

    def send(self, line, expected):
        """Type *line*; tell whether *expected*, then a prompt, show."""
        time.sleep(0.05)
        os.write(self.fd, line.encode() + b"\r")
        return self.expect(expected) and (
            expected == "... " or self.expect(">>> "))

    def close(self):
        """Type Ctrl-D; return the exit status."""
        os.write(self.fd, b"\x04")
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            pid, status = os.waitpid(self.pid, os.WNOHANG)
            if pid:
                return os.waitstatus_to_exitcode(status)
            self._read(0.1)
        os.kill(self.pid, 9)
        return None

    def _read(self, timeout):
        """Read what is there within *timeout*; False at end of output."""
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if ready:
            try:
                data = os.read(self.fd, 65536)
            except OSError:
                return False
            self.output += data.decode(errors="replace")
            return bool(data)
        return True


def _set_size(fd, rows, columns):
    """Give the terminal of *fd* a size."""
    import fcntl
    import struct
    import termios
    fcntl.ioctl(fd, termios.TIOCSWINSZ,
                struct.pack("HHHH", rows, columns, 0, 0))


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a pty")
@pytest.mark.parametrize("basic", [False, True], ids=["pyrepl", "basic"])
def test_session_in_a_terminal(tmp_path, basic):
    startup = tmp_path / "startup.py"
    startup.write_text(STARTUP)
    env = entry_support.env({"TERM": "xterm", "NO_COLOR": "1",
                             "PYTHONSTARTUP": str(startup),
                             "PYTHON_BASIC_REPL": "1" if basic else None})
    terminal = Terminal(["-m", "pep637"], env)
    try:
        assert terminal.expect(">>> "), terminal.output
        assert "Python " in terminal.output
        for line, expected in PTY_SESSION:
            assert terminal.send(line, expected), terminal.output
    finally:
        status = terminal.close()
    assert status == 0, terminal.output
    if not basic and "can't use pyrepl" in terminal.output:
        pytest.skip("this terminal cannot host the new REPL")
    name = '"<stdin>"' if basic else '"<python-input-3>"'
    assert name in terminal.output


# -- pseudo file names, buffered output, end of input ---------------------

COMPILER_ERRORS_SESSION = """\
class R:
    def __getitem__(self, *a, **k):
        return (a, k)

r = R()
print("a"); 1/0
r[k=1, k=2]
return

def f():
    return r[k=5]

f()
r[1,
  k=
"""

# What the fork's python -q -i prints (stdout and stderr in one pipe,
# stdout buffered): errors of the compiler name "<stdin>-N", N counting
# the inputs parsed ("<stdin-N>" from CPython 3.14, see stdin_n()); stdout
# is flushed after each input; at the end of input in an unfinished
# statement, the statement's SyntaxError.
EXPECTED_COMPILER_ERRORS = """\
>>> ... ... ... >>> >>> Traceback (most recent call last):
  File "<stdin>", line 1, in <module>
    print("a"); 1/0
                ~^~
ZeroDivisionError: division by zero
a
>>>   File "<stdin>-3", line 1
    r[k=1, k=2]
           ^^^
SyntaxError: keyword argument repeated: k
>>>   File "<stdin>-4", line 1
    return
    ^^^^^^
SyntaxError: 'return' outside function
>>> >>> ... ... >>> (((),), {'k': 5})
>>> ... ... \n  File "<stdin>", line 1
    r[1,
     ^
SyntaxError: '[' was never closed
>>> \n"""


def merged_session(python, args, session, mode=None):
    """Run *python* *args* on *session*, stdout and stderr in one pipe,
    stdout buffered; return the output."""
    env = entry_support.env({"PYTHONUNBUFFERED": None, **(mode or {})})
    result = subprocess.run([python, *args], input=session, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            env=env, timeout=60)
    assert result.returncode == 0
    return result.stdout


@pytest.mark.parametrize("mode", entry_support.MODES)
def test_compiler_errors_and_end_of_input_as_the_fork(mode):
    output = merged_session(sys.executable, ["-m", "pep637", "-q", "-i"],
                            COMPILER_ERRORS_SESSION, mode)
    assert output == stdin_n(EXPECTED_COMPILER_ERRORS)


def stdin_n(text):
    """*text* with the names "<stdin>-N" of the fork's (3.13) REPL as the
    running version of Python writes them."""
    if sys.version_info >= (3, 14):
        return re.sub(r"<stdin>-(\d+)", r"<stdin-\1>", text)
    return text


@pytest.mark.skipif(fork_python() is None, reason="no python of the fork")
def test_expected_compiler_errors_are_the_forks():
    output = merged_session(fork_python(), ["-q", "-i"],
                            COMPILER_ERRORS_SESSION)
    assert output == EXPECTED_COMPILER_ERRORS


@pytest.mark.parametrize("session", [
    "if 1:\n    print(5)",
    "x = (1,\n2",
    "\n\nreturn\n# comment\nreturn\n",
    "import sys; sys.stdout.write('a')\n1/0\nprint('b')\n",
], ids=["runs", "unclosed", "counted", "flushed"])
def test_plain_sessions_as_python(session):
    python = merged_session(sys.executable, ["-q", "-i"], session)
    ours = merged_session(sys.executable, ["-m", "pep637", "-q", "-i"],
                          session)
    assert ours == python


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs a pty")
def test_end_of_input_in_an_unfinished_statement_in_a_terminal():
    env = entry_support.env({"TERM": "xterm", "NO_COLOR": "1",
                             "PYTHON_BASIC_REPL": "1"})
    terminal = Terminal(["-m", "pep637", "-q"], env)
    try:
        assert terminal.expect(">>> "), terminal.output
        assert terminal.send("r[k=", "... "), terminal.output
        os.write(terminal.fd, b"\x04")
        assert terminal.expect("SyntaxError: '[' was never closed"), (
            terminal.output)
        assert terminal.expect(">>> "), terminal.output
    finally:
        status = terminal.close()
    assert status == 0, terminal.output
    assert '... \n  File "<stdin>", line 1\n    r[k=\n     ^\n' in (
        terminal.text().replace("\r", "")), terminal.output
