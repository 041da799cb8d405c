"""The jedi-based language servers on keyword subscripts, over LSP.

    python check_lsp.py COMMAND...

COMMAND starts a language server on standard input and output
(`pylsp`, `jedi-language-server`), installed with the recipes' jedi and
parso wheels.  On a module with keyword subscripts, the checks ask for:
completion in `g[ro` (`row=`), hover and definition on `row` in
`g[1, row=2]` (the parameter of `__getitem__`; hover as on a call's
keyword), references of that parameter (its keyword uses included), a
rename of it (every `g[row=...]` renamed; skipped when the server gives
this minimal client no edit for a plain name either), and no diagnostic
but on the unfinished last line.
"""

import json
import os
import pathlib
import subprocess
import sys
import tempfile

SOURCE = '''\
class Grid:
    def __getitem__(self, index, *, row: int = 0, col: int = 0) -> float:
        """A cell of the grid."""
        return 1.0


g = Grid()
x = g[1, row=2]
y = g[row=3, col=4]
def f(*, row: int = 0): ...
z = f(row=5)
g[ro
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
        self.notifications = []

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b'Content-Length: %d\r\n\r\n' % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise EOFError('the server stopped')
            if line in (b'\r\n', b'\n'):
                break
            name, _, value = line.decode().partition(':')
            if name.lower() == 'content-length':
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.send({'jsonrpc': '2.0', 'id': self.next_id, 'method': method, 'params': params})
        while True:
            message = self.receive()
            if message.get('id') == self.next_id and 'method' not in message:
                if 'error' in message:
                    print(f'     {method}: error {message["error"].get("message", "")[:200]}')
                return message.get('result')
            if 'method' in message:
                if 'id' in message:  # a request of the server: answer it
                    self.send({'jsonrpc': '2.0', 'id': message['id'], 'result': None})
                else:
                    self.notifications.append(message)

    def notify(self, method, params):
        self.send({'jsonrpc': '2.0', 'method': method, 'params': params})


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


def position(line, text, offset=0):
    return {'line': line, 'character': SOURCE.splitlines()[line].index(text) + offset}


def main():
    command = sys.argv[1:]
    with tempfile.TemporaryDirectory() as directory:
        path = pathlib.Path(directory, 'grid.py')
        path.write_text(SOURCE)
        uri = path.as_uri()
        doc = {'textDocument': {'uri': uri}}
        server = Server(command)
        server.request('initialize', {'processId': os.getpid(), 'rootUri': pathlib.Path(directory).as_uri(),
                                      'capabilities': {'workspace': {'workspaceEdit': {'documentChanges': True}}}})
        server.notify('initialized', {})
        server.notify('textDocument/didOpen', {'textDocument': {
            'uri': uri, 'languageId': 'python', 'version': 1, 'text': SOURCE}})

        result = server.request('textDocument/completion', {**doc, 'position': position(11, 'ro', 2)})
        items = result['items'] if isinstance(result, dict) else result or []
        labels = [item['label'] for item in items]
        check('completion in g[ro', any(label.startswith('row=') for label in labels), labels[:5])

        on_row = position(7, 'row', 1)
        result = server.request('textDocument/hover', {**doc, 'position': on_row})
        contents = json.dumps(result['contents']) if result else ''
        result = server.request('textDocument/hover', {**doc, 'position': position(10, 'row', 1)})
        call_contents = json.dumps(result['contents']) if result else ''
        # As in a call: python-lsp-server's hover infers the name, and a
        # keyword argument's name infers to nothing in jedi, in calls too.
        check('hover on row (as on a call keyword)',
              'row' in contents or contents == call_contents,
              f'{contents[:60]} (call: {call_contents[:60]})')

        result = server.request('textDocument/definition', {**doc, 'position': on_row}) or []
        lines = sorted(location['range']['start']['line'] for location in result)
        check('definition of row', lines == [1], lines)

        result = server.request('textDocument/references', {
            **doc, 'position': position(1, 'row', 1), 'context': {'includeDeclaration': True}}) or []
        found = sorted((r['range']['start']['line'], r['range']['start']['character']) for r in result)
        check('references of row', found == [(1, 36), (7, 9), (8, 6)], found)

        plain = server.request('textDocument/rename', {
            **doc, 'position': position(6, 'g', 0), 'newName': 'grid'})
        result = server.request('textDocument/rename', {
            **doc, 'position': position(1, 'row', 1), 'newName': 'line'}) or {}
        if os.environ.get('CHECK_LSP_DEBUG'):
            print(json.dumps(result)[:1500])
        if not plain:
            print('     rename: no edit for a plain name either (g): not checked')
        else:
            new = apply_edits(result)
            check('rename row', 'g[1, line=2]' in new and 'g[line=3, col=4]' in new
                  and 'f(row=5)' in new, new.splitlines()[7:9])

        server.request('shutdown', None)
        server.notify('exit', None)
        server.process.wait(timeout=30)
        diagnostics = [d for n in server.notifications
                       if n['method'] == 'textDocument/publishDiagnostics'
                       for d in n['params']['diagnostics']]
        last = len(SOURCE.splitlines()) - 1
        check('no diagnostics but on the unfinished last line',
              all(d['range']['start']['line'] == last for d in diagnostics),
              [(d['range']['start']['line'], d.get('source'), d['message'])
               for d in diagnostics])
    if failures:
        sys.exit(f'{len(failures)} checks failed')


if __name__ == '__main__':
    main()
