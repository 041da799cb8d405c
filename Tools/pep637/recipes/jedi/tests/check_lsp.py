"""The jedi-based language servers on keyword subscripts, over LSP.

    python check_lsp.py COMMAND...

COMMAND starts a language server on standard input and output
(`pylsp`, `jedi-language-server`), installed with the recipes' jedi and
parso wheels.  On a module with keyword subscripts, the checks ask for:
completion in `g[ro` (`row=`), hover and definition on `row` in
`g[1, row=2]` (the parameter of `__getitem__`; hover as on a call's
keyword), references of that parameter (its keyword uses included), and a
rename of it (every `g[row=...]` renamed, a call's `row=` kept).

Diagnostics: a second module, with the fork's syntax error `g[row=1, 2]`,
must get a diagnostic on that line, and the first, valid one none but
pyflakes' unused import (which shows that pyflakes read it), in the same
session: the check waits for both.  pycodestyle 2.12 (python-lsp-server
1.15 pins it below 2.13, so the pycodestyle recipe, 2.15, cannot be
installed with it) asks for spaces around a keyword's `=` in a subscript
(E225); those are listed as known, not failures.

    python check_lsp.py python -m pep637 --script pylsp   # stock CPython
"""

import json
import os
import pathlib
import subprocess
import sys
import queue
import tempfile
import threading
import time

SOURCE = '''\
import os


class Grid:
    def __getitem__(self, index, *, row: int = 0, col: int = 0) -> float:
        """A cell of the grid."""
        return 1.0


g = Grid()
x = g[1, row=2]
y = g[row=3, col=4]


def f(*, row: int = 0):
    return row


z = f(row=5)
g[round]
'''

INVALID = '''\
g = {}
x = g[1]
y = g[row=1, 2]
'''

failures = []


def check(what, ok, detail):
    print(f'{"ok" if ok else "FAIL":4} {what}: {detail}')
    if not ok:
        failures.append(what)


class Server:
    def __init__(self, command):
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 0
        self.messages = queue.Queue()
        self.diagnostics = {}  # uri: the last list published
        threading.Thread(target=self._read, daemon=True).start()

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b'Content-Length: %d\r\n\r\n' % len(body) + body)
        self.process.stdin.flush()

    def _read(self):
        while True:
            length = None
            while True:
                line = self.process.stdout.readline()
                if not line:
                    self.messages.put(None)
                    return
                if line in (b'\r\n', b'\n'):
                    break
                name, _, value = line.decode().partition(':')
                if name.lower() == 'content-length':
                    length = int(value)
            self.messages.put(json.loads(self.process.stdout.read(length)))

    def receive(self, timeout):
        message = self.messages.get(timeout=timeout)
        if message is None:
            raise EOFError('the server stopped')
        if 'method' in message:
            if 'id' in message:  # a request of the server: answer it
                self.send({'jsonrpc': '2.0', 'id': message['id'], 'result': None})
            elif message['method'] == 'textDocument/publishDiagnostics':
                self.diagnostics[message['params']['uri']] = message['params']['diagnostics']
        return message

    def request(self, method, params):
        self.next_id += 1
        self.send({'jsonrpc': '2.0', 'id': self.next_id, 'method': method, 'params': params})
        while True:
            message = self.receive(timeout=120)
            if message.get('id') == self.next_id and 'method' not in message:
                if 'error' in message:
                    print(f'     {method}: error {message["error"].get("message", "")[:200]}')
                return message.get('result')

    def notify(self, method, params):
        self.send({'jsonrpc': '2.0', 'method': method, 'params': params})

    def wait_for_diagnostics(self, uris, timeout=60):
        """Read messages until diagnostics were published for every uri
        (a non-empty list for the first one), or timeout seconds passed."""
        deadline = time.monotonic() + timeout
        while not (self.diagnostics.get(uris[0]) and all(uri in self.diagnostics for uri in uris)):
            try:
                self.receive(timeout=max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                break
            if time.monotonic() > deadline:
                break


def apply_edits(result):
    edits = []
    for change in result.get('documentChanges', []):
        edits += change.get('edits', [])
    for changes in result.get('changes', {}).values():
        edits += changes
    if len(edits) == 1 and edits[0]['range']['start'] == {'line': 0, 'character': 0}:
        return edits[0]['newText']  # the whole document
    lines = SOURCE.splitlines(keepends=True)
    for edit in sorted(edits, key=lambda e: (e['range']['start']['line'],
                                             e['range']['start']['character']),
                       reverse=True):
        start, end = edit['range']['start'], edit['range']['end']
        lines[start['line']] = (lines[start['line']][:start['character']] + edit['newText']
                                + lines[end['line']][end['character']:])
        del lines[start['line'] + 1:end['line'] + 1]
    return ''.join(lines)


def line_of(text, source=SOURCE):
    return next(n for n, line in enumerate(source.splitlines()) if text in line)


def position(text, word, offset=0, source=SOURCE):
    """The position of word (plus offset) in the line that has text."""
    line = line_of(text, source)
    return {'line': line, 'character': source.splitlines()[line].index(word) + offset}


def describe(diagnostic):
    return (diagnostic['range']['start']['line'], diagnostic['range']['start']['character'],
            diagnostic.get('source'), diagnostic.get('code'), diagnostic['message'])


def main():
    command = sys.argv[1:]
    with tempfile.TemporaryDirectory() as directory:
        path = pathlib.Path(directory, 'grid.py')
        path.write_text(SOURCE)
        uri = path.as_uri()
        invalid_path = pathlib.Path(directory, 'invalid.py')
        invalid_path.write_text(INVALID)
        invalid_uri = invalid_path.as_uri()
        doc = {'textDocument': {'uri': uri}}
        server = Server(command)
        server.request('initialize', {'processId': os.getpid(), 'rootUri': pathlib.Path(directory).as_uri(),
                                      'capabilities': {'workspace': {'workspaceEdit': {'documentChanges': True}},
                                                       'textDocument': {'publishDiagnostics': {}}}})
        server.notify('initialized', {})
        for u, text in ((invalid_uri, INVALID), (uri, SOURCE)):
            server.notify('textDocument/didOpen', {'textDocument': {
                'uri': u, 'languageId': 'python', 'version': 1, 'text': text}})
            server.notify('textDocument/didSave', {'textDocument': {'uri': u}})

        result = server.request('textDocument/completion', {**doc, 'position': position('g[round]', 'ro', 2)})
        items = result['items'] if isinstance(result, dict) else result or []
        labels = [item['label'] for item in items]
        check('completion in g[ro', any(label.startswith('row=') for label in labels), labels[:5])

        on_row = position('x = g[1, row=2]', 'row', 1)
        result = server.request('textDocument/hover', {**doc, 'position': on_row})
        contents = json.dumps(result['contents']) if result else ''
        result = server.request('textDocument/hover', {**doc, 'position': position('f(row=5)', 'row', 1)})
        call_contents = json.dumps(result['contents']) if result else ''
        # As in a call: python-lsp-server's hover infers the name, and a
        # keyword argument's name infers to nothing in jedi, in calls too.
        check('hover on row (as on a call keyword)',
              'row' in contents or contents == call_contents,
              f'{contents[:60]} (call: {call_contents[:60]})')

        result = server.request('textDocument/definition', {**doc, 'position': on_row}) or []
        lines = sorted(location['range']['start']['line'] for location in result)
        check('definition of row', lines == [line_of('def __getitem__')], lines)

        result = server.request('textDocument/references', {
            **doc, 'position': position('def __getitem__', 'row', 1),
            'context': {'includeDeclaration': True}}) or []
        found = sorted((r['range']['start']['line'], r['range']['start']['character']) for r in result)
        expected = [(position(text, 'row')['line'], position(text, 'row')['character'])
                    for text in ('def __getitem__', 'x = g[1, row=2]', 'y = g[row=3, col=4]')]
        check('references of row', found == expected, found)

        plain = server.request('textDocument/rename', {
            **doc, 'position': position('g = Grid()', 'g'), 'newName': 'grid'})
        check('rename g (a plain name)', bool(plain) and 'grid[1, row=2]' in apply_edits(plain),
              'edit' if plain else plain)
        result = server.request('textDocument/rename', {
            **doc, 'position': position('def __getitem__', 'row', 1), 'newName': 'line'}) or {}
        if os.environ.get('CHECK_LSP_DEBUG'):
            print(json.dumps(result)[:1500])
        new = apply_edits(result) if result else SOURCE
        check('rename row', 'row: int = 0, col' not in new and 'g[1, line=2]' in new
              and 'g[line=3, col=4]' in new and 'f(row=5)' in new,
              [line for line in new.splitlines() if 'line' in line or 'row' in line])

        server.wait_for_diagnostics([invalid_uri, uri])
        invalid = server.diagnostics.get(invalid_uri, [])
        check('a diagnostic on the syntax error g[row=1, 2]',
              any(d['range']['start']['line'] == line_of('g[row=1, 2]', INVALID) for d in invalid),
              [describe(d) for d in invalid])
        valid = server.diagnostics.get(uri)
        known = [d for d in valid or [] if d.get('source') == 'pycodestyle' and d.get('code') == 'E225'
                 and SOURCE.splitlines()[d['range']['start']['line']][d['range']['start']['character']] == '='
                 and 'g[' in SOURCE.splitlines()[d['range']['start']['line']]]
        others = [describe(d) for d in valid or [] if d not in known]
        unused = [d for d in others if d[2] == 'pyflakes']
        check('no diagnostics on valid keyword subscripts',
              valid is not None and all(d[2] == 'pyflakes' and 'os' in d[4] for d in others),
              f'{others if valid is not None else "none published"}; known (pycodestyle 2.12, E225 at'
              f' a keyword\'s =): {len(known)}')
        if unused:
            print(f'     pyflakes read the valid module: {unused}')

        server.request('shutdown', None)
        server.notify('exit', None)
        server.process.wait(timeout=30)
    if failures:
        sys.exit(f'{len(failures)} checks failed')


if __name__ == '__main__':
    main()
