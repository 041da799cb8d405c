"""The installed flake8 and autopep8 with the recipe's pycodestyle.

    python check_tools.py VENV [--runner]

VENV is a venv with pycodestyle 2.15.0+pep637, flake8 and autopep8.  With
--runner (stock CPython with the pep637 package), flake8 runs as
``python -m pep637 -m flake8``, since pyflakes compiles the module with
``ast.parse()``.  Checks:

1. flake8 is silent on clean.py, a module of keyword subscripts spaced as
   PEP 8 spaces a call's arguments;
2. on spacing.py, keyword subscripts spaced against PEP 8, flake8's
   pycodestyle codes (E251, E231, ...) are those it gives to the same
   module with calls in their place, in the same columns;
3. autopep8 leaves clean.py alone and fixes spacing.py as it fixes the
   calls.
"""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def as_calls(source):
    """*source* with each subscript's brackets turned into parentheses."""
    return source.replace('[', '(').replace(']', ')')


def run(argv, expect_status=(0,)):
    result = subprocess.run(argv, capture_output=True, text=True)
    if result.returncode not in expect_status:
        sys.exit(f'{argv}: status {result.returncode}\n'
                 f'{result.stdout}{result.stderr}')
    return result.stdout


def codes(report):
    """(line, column, code) of each line of a flake8 report."""
    found = []
    for line in report.splitlines():
        _, row, col, message = line.split(':', 3)
        found.append((int(row), int(col), message.split()[0]))
    return found


def main():
    venv = sys.argv[1]
    python = os.path.join(venv, 'bin', 'python')
    flake8 = [python, '-m', 'flake8']
    if '--runner' in sys.argv[2:]:
        flake8 = [python, '-m', 'pep637', '-m', 'flake8']
    autopep8 = [os.path.join(venv, 'bin', 'autopep8')]
    clean = os.path.join(HERE, 'clean.py')
    spacing = os.path.join(HERE, 'spacing.py')

    version = run([python, '-m', 'pycodestyle', '--version']).strip()
    if version != '2.15.0+pep637':
        sys.exit(f'pycodestyle --version: {version}')

    report = run([*flake8, clean], expect_status=(0, 1))
    if report:
        sys.exit(f'flake8 on clean.py:\n{report}')
    print('flake8: clean.py clean')

    with tempfile.TemporaryDirectory() as tmp:
        with open(spacing) as f:
            source = f.read()
        calls = os.path.join(tmp, 'calls.py')
        with open(calls, 'w') as f:
            f.write(as_calls(source))
        select = ['--select', 'E,W']
        got = codes(run([*flake8, *select, spacing], expect_status=(1,)))
        want = codes(run([*flake8, *select, calls], expect_status=(1,)))
        if got != want:
            sys.exit(f'flake8 on spacing.py: {got}\nas calls: {want}')
        found = {code for _, _, code in got}
        if not {'E251', 'E231', 'E225'} <= found:
            sys.exit(f'flake8 on spacing.py gave only {sorted(found)}')
        print(f'flake8: spacing.py as the calls: {len(got)} codes')

        diff = run([*autopep8, '--diff', clean])
        if diff:
            sys.exit(f'autopep8 changes clean.py:\n{diff}')
        fixed = run([*autopep8, spacing])
        fixed_calls = run([*autopep8, calls])
        if as_calls(fixed) != fixed_calls:
            sys.exit(f'autopep8 spacing.py:\n{fixed}\nas calls:\n{fixed_calls}')
        print('autopep8: clean.py unchanged, spacing.py fixed as the calls')


if __name__ == '__main__':
    main()
