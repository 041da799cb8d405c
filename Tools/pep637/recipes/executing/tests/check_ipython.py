"""IPython's tracebacks highlight a failing keyword subscript as a plain one.

    python check_ipython.py IPYTHON

IPYTHON is the `ipython` command of a venv of the fork with the recipe's
wheel (and IPython, which finds the failing node with stack_data, that is,
with executing).  For each statement, a program whose dunder raises runs
under `ipython --colors=Linux -c '%run FILE'`; in the traceback's line of
the statement (`--->`), the text drawn in the style of the executing node
(the one that highlights `g[1]` in `del g[1]`) must be the subscript.
"""

import os
import re
import subprocess
import sys
import tempfile

PROGRAM = '''\
class Grid:
    def __getitem__(self, index, **keywords):
        raise KeyError(index, keywords)

    def __setitem__(self, index, value, **keywords):
        raise KeyError(index, keywords)

    def __delitem__(self, index, **keywords):
        raise KeyError(index, keywords)


g = Grid()
options = {"col": 2}
%s
'''

# (statement, the highlighted text)
CASES = [
    ('del g[1]', 'g[1]'),
    ('x = g[1]', 'g[1]'),
    ('del g[row=1]', 'g[row=1]'),
    ('del g[1, col=2]', 'g[1, col=2]'),
    ('del g[**options]', 'g[**options]'),
    ('x = g[row=1]', 'g[row=1]'),
    ('x = g[1, **options]', 'g[1, **options]'),
    ('g[row=1] = 2', 'g[row=1]'),
    ('g[row=1] += 2', 'g[row=1]'),
]

SGR = re.compile(r'\x1b\[([0-9;]*)m')


def styled_segments(line):
    """(SGR parameters in force, text) pairs of a line."""
    style = ''
    position = 0
    for match in SGR.finditer(line):
        if match.start() > position:
            yield style, line[position:match.start()]
        style = match.group(1)
        position = match.end()
    if position < len(line):
        yield style, line[position:]


def statement_line(output):
    for line in output.splitlines():
        text = SGR.sub('', line)
        if re.match(r'\s*-+>', text) and 'g[' in text:
            return line
    raise AssertionError('no line of the statement in:\n' + output)


def traceback_of(ipython, statement, directory):
    path = os.path.join(directory, 'program.py')
    with open(path, 'w') as f:
        f.write(PROGRAM % statement)
    env = dict(os.environ, TERM='xterm-256color')
    env.pop('NO_COLOR', None)
    result = subprocess.run(
        [ipython, '--colors=Linux', '--no-banner', '--HistoryManager.enabled=False',
         '-c', '%run ' + path],
        capture_output=True, text=True, env=env, cwd=directory,
    )
    return result.stdout + result.stderr


def main():
    ipython = os.path.abspath(sys.argv[1])
    failures = 0
    with tempfile.TemporaryDirectory() as directory:
        plain = statement_line(traceback_of(ipython, 'del g[1]', directory))
        # The style of the executing node: the one of `g` in `del g[1]`.
        node_style = next(style for style, text in styled_segments(plain)
                          if text.startswith('g'))
        for statement, wanted in CASES:
            line = statement_line(traceback_of(ipython, statement, directory))
            highlighted = ''.join(text for style, text in styled_segments(line)
                                  if style == node_style)
            ok = highlighted == wanted
            failures += not ok
            print(f'{"ok" if ok else "FAIL":4} {statement:22} highlighted {highlighted!r}')
    if failures:
        sys.exit(f'{failures} statements not highlighted as their subscript')


if __name__ == '__main__':
    main()
