"""The tools built on jedi know keyword subscripts, as a user runs them.

    python check_tools.py [--pep637]

run by the Python of a venv with the recipes' jedi and parso wheels,
IPython, ipykernel and jupyter_client (and, with --pep637, the pep637
package: stock CPython, where IPython loads `%load_ext pep637` first):

1. jedi's API on a module with keyword subscripts: completion, inference,
   goto, signatures, references and rename through the special methods;
2. IPython's completer (`Completer.completions`, what TAB shows) offers
   `row=` in `g[ro`, after other items too, and not a keyword already
   given;
3. a Jupyter kernel of this Python answers a `complete_request` in `g[ro`
   with `row=`.
"""

import argparse
import sys
import textwrap

import jedi

GRID = textwrap.dedent('''\
    class Grid:
        def __getitem__(self, index, *, row: int = 0, col: int = 0) -> float:
            return 1.0

        def __setitem__(self, index, value, *, row=0, fill=None):
            pass

        def __class_getitem__(cls, index, *, T=None):
            return cls


    g = Grid()
    ''')

failures = []


def check(what, actual, wanted):
    ok = actual == wanted
    print(f'{"ok" if ok else "FAIL":4} {what}: {actual!r}')
    if not ok:
        print(f'     wanted {wanted!r}')
        failures.append(what)


def at_end(code):
    source = GRID + code
    lines = source.splitlines()
    return jedi.Script(source), len(lines), len(lines[-1])


def check_jedi():
    script, line, column = at_end('g[ro')
    check('jedi: complete g[ro',
          [c.name for c in script.complete(line, column)], ['round', 'row='])
    script, line, column = at_end('g[row=1, c')
    check('jedi: complete g[row=1, c', [c.name for c in script.complete(line, column)],
          ['col='])
    script, line, column = at_end('x = g[1, row=2]')
    check('jedi: infer g[1, row=2]', [n.name for n in script.infer(line, 0)], ['float'])
    check('jedi: goto row in g[1, row=2]',
          [(n.type, n.line) for n in script.goto(line, 10)], [('param', 2)])
    script, line, column = at_end('g[1, ')
    check('jedi: signature in g[1, ',
          [s.to_string() for s in script.get_signatures(line, column)],
          ['__getitem__(index, *, row: int=0, col: int=0) -> float'])
    script, line, column = at_end('g[1, fi] = 3')
    check('jedi: signature in g[1, fi] = 3',
          [s.name for s in script.get_signatures(line, 7)], ['__setitem__'])
    script, line, column = at_end('Grid[int, T=')
    check('jedi: signature in Grid[int, T=',
          [s.to_string() for s in script.get_signatures(line, column)],
          ['__class_getitem__(index, *, T=None)'])
    script, line, column = at_end('g[row=1]\ng[1, col=2] + g[row=3, col=4]\n')
    check('jedi: references of row',
          [(n.line, n.column) for n in script.get_references(2, 36)],
          [(2, 36), (13, 2), (14, 16)])
    new = script.rename(2, 36, new_name='line').get_changed_files()[None].get_new_code()
    check('jedi: rename row', new.splitlines()[-2:],
          ['g[line=1]', 'g[1, col=2] + g[line=3, col=4]'])


def check_ipython(pep637):
    from IPython.core.completer import provisionalcompleter
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    if pep637:
        shell.run_line_magic('load_ext', 'pep637')
    result = shell.run_cell(GRID + 'assert g[1, row=2] == 1.0\n')
    check('IPython: a cell with keyword subscripts runs', result.success, True)
    for text, wanted in [('g[ro', ['round', 'row=']),
                         ('g[1, ro', ['round', 'row=']),
                         ('g[row=1, ', ['col=']),
                         ('g[row=1, co', ['col='])]:
        with provisionalcompleter():
            completions = shell.Completer.completions(text, len(text))
            names = [c.text for c in completions if not c.text.startswith('%')]
        if text.endswith(', '):
            names = [n for n in names if n.endswith('=')]
        check(f'IPython: completions of {text}', names, wanted)


def check_kernel(pep637):
    from jupyter_client.manager import start_new_kernel

    manager, client = start_new_kernel(kernel_name='python3')
    try:
        setup = ('%load_ext pep637\n' if pep637 else '') + GRID
        client.execute_interactive(setup, timeout=60)
        for code in ['g[ro', 'x = g[1, co']:
            reply = client.complete(code, len(code), reply=True, timeout=60)
            matches = [m for m in reply['content']['matches'] if m.endswith('=')]
            check(f'Jupyter kernel: complete_request {code}', matches,
                  ['row='] if code.endswith('ro') else ['col='])
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--pep637', action='store_true',
                        help='load the pep637 package in IPython (stock CPython)')
    args = parser.parse_args()
    print(f'jedi {jedi.__version__} on {sys.version.split()[0]}')
    check_jedi()
    check_ipython(args.pep637)
    check_kernel(args.pep637)
    if failures:
        sys.exit(f'{len(failures)} checks failed')


if __name__ == '__main__':
    main()
