"""Talk to the built language server as an editor does, over stdio.

    python3 check_langserver.py VENV/bin/basedpyright-langserver

Creates a project with "enableKeywordSubscripts": true in its
pyrightconfig.json and a file using keyword subscripts, starts
"basedpyright-langserver --stdio", opens the file, and checks the published
diagnostics (exactly the wrong subscript), the hover on a keyword name, the
completion of keyword parameters and the signature help within a
subscript, the inlay hint that names the index parameter, and the semantic
tokens of keyword names (parameters, as in a call).  Exits non-zero on a
failure.
"""

import json
import os
import pathlib
import subprocess
import sys
import tempfile
import threading
import queue

SOURCE = '''\
class Grid:
    def __getitem__(self, index, /, *, row: int = 0, col: int = 0) -> str:
        return ""


grid = Grid()
grid[row=1, col=2]
grid[depth=3]
grid[row=1, ]


class Sheet:
    def __getitem__(self, cell: str, *, sheet: int = 0) -> str:
        return ""


book = Sheet()
book["A1", sheet=2]
'''


class Client:
    def __init__(self, cmd, cwd):
        self.proc = subprocess.Popen(cmd + ["--stdio"], cwd=cwd, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.messages = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        stream = self.proc.stdout
        while True:
            headers = {}
            while True:
                line = stream.readline()
                if not line:
                    return
                line = line.decode("ascii").strip()
                if not line:
                    break
                name, _, value = line.partition(":")
                headers[name.lower()] = value.strip()
            body = stream.read(int(headers["content-length"]))
            self.messages.put(json.loads(body))

    def send(self, message):
        data = json.dumps(message).encode("utf-8")
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(data) + data)
        self.proc.stdin.flush()

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params, timeout=60):
        self.next_id += 1
        request_id = self.next_id
        self.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == request_id and "method" not in m, timeout)["result"]

    def wait(self, predicate, timeout=60):
        while True:
            message = self.messages.get(timeout=timeout)
            if "method" in message and "id" in message:
                # A request from the server (configuration, capabilities...).
                result = [{}] * len(message["params"].get("items", [])) if \
                    message["method"] == "workspace/configuration" else None
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": result})
                continue
            if predicate(message):
                return message


def semantic_tokens(data, legend):
    """{(line, character): (type, length, modifiers)} from the relative encoding."""
    tokens = {}
    line = character = 0
    for i in range(0, len(data), 5):
        delta_line, delta_start, length, kind, modifiers = data[i:i + 5]
        line += delta_line
        character = character + delta_start if not delta_line else delta_start
        tokens[line, character] = (
            legend["tokenTypes"][kind], length,
            [m for bit, m in enumerate(legend["tokenModifiers"]) if modifiers & (1 << bit)])
    return tokens


def position(line, text, offset=0):
    return {"line": line, "character": SOURCE.splitlines()[line].index(text) + offset}


def main():
    cmd = [sys.argv[1]]
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        (root / "pyrightconfig.json").write_text('{"enableKeywordSubscripts": true}\n')
        path = root / "grid.py"
        path.write_text(SOURCE)
        uri = path.as_uri()
        client = Client(cmd, tmp)
        try:
            initialized = client.request("initialize", {
                "processId": os.getpid(), "rootUri": root.as_uri(),
                "workspaceFolders": [{"uri": root.as_uri(), "name": "grid"}],
                "capabilities": {"textDocument": {
                    "hover": {"contentFormat": ["markdown", "plaintext"]},
                    "completion": {"completionItem": {"snippetSupport": False}},
                    "signatureHelp": {"signatureInformation": {
                        "parameterInformation": {"labelOffsetSupport": True}}},
                    "inlayHint": {},
                    "semanticTokens": {"requests": {"full": True}, "formats": ["relative"],
                                       "tokenTypes": [], "tokenModifiers": []},
                    "publishDiagnostics": {}}},
            })
            legend = initialized["capabilities"]["semanticTokensProvider"]["legend"]
            client.notify("initialized", {})
            client.notify("textDocument/didOpen", {"textDocument": {
                "uri": uri, "languageId": "python", "version": 1, "text": SOURCE}})
            doc = {"uri": uri}

            diags = client.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                                and m["params"]["uri"] == uri)["params"]["diagnostics"]
            errors = [(d["range"]["start"]["line"], d["message"]) for d in diags if d.get("severity") == 1]
            if errors != [(7, 'No parameter named "depth"')]:
                failures.append("diagnostics: %r" % errors)

            hover = client.request("textDocument/hover", {"textDocument": doc,
                                                          "position": position(6, "row=")})
            value = (hover or {}).get("contents", {}).get("value", "")
            if "(parameter) row: int" not in value:
                failures.append("hover: %r" % value)

            completion = client.request("textDocument/completion", {
                "textDocument": doc, "position": position(8, ", ]", 2)})
            items = completion["items"] if isinstance(completion, dict) else (completion or [])
            labels = {item["label"] for item in items}
            if "col=" not in labels or "row=" in labels:
                failures.append("completion: col= %s, row= %s" % ("col=" in labels, "row=" in labels))

            signature = client.request("textDocument/signatureHelp", {
                "textDocument": doc, "position": position(6, "row=")})
            labels = [s["label"] for s in (signature or {}).get("signatures", [])]
            if len(labels) != 1 or "/, *, row: int = 0, col: int = 0) -> str" not in labels[0]:
                failures.append("signature help: %r" % labels)

            hints = client.request("textDocument/inlayHint", {
                "textDocument": doc, "range": {"start": {"line": 0, "character": 0},
                                               "end": {"line": len(SOURCE.splitlines()), "character": 0}}})
            labels = [(h["position"], h["label"] if isinstance(h["label"], str)
                       else "".join(part["value"] for part in h["label"]))
                      for h in hints or []]
            if (position(17, '"A1"'), "cell=") not in labels:
                failures.append("inlay hints: %r" % labels)

            tokens = client.request("textDocument/semanticTokens/full", {"textDocument": doc})
            decoded = semantic_tokens(tokens["data"], legend)
            for line, name in ((6, "row="), (6, "col="), (17, "sheet=")):
                token = decoded.get((line, SOURCE.splitlines()[line].index(name)))
                if not token or token[0] != "parameter" or token[1] != len(name) - 1:
                    failures.append("semantic token of %s on line %d: %r" % (name[:-1], line, token))

            client.request("shutdown", None)
            client.notify("exit", None)
        finally:
            try:
                client.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                client.proc.kill()

    for failure in failures:
        print("FAIL", failure)
    print("language server: diagnostics, hover, completion, signature help, inlay hints,"
          " semantic tokens %s"
          % ("ok" if not failures else "FAILED"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
