"""Plain Python gets upstream's trees from the patched grammar.

    python check_stdlib.py --patched PYTHON --upstream PYTHON LIBDIR

PYTHON are the interpreters of two venvs, one with the recipe's
tree-sitter-python wheel and one with upstream's (from PyPI), both with
py-tree-sitter.  Each parses every .py file under LIBDIR and gives the
SHA-256 of each tree's S-expression (with field names); the two must agree
on every file except those with keyword subscripts or with starred items in
a subscript (PEP 646: upstream's grammar takes `*x` there only for a name,
attribute or subscript), found with the fork's ast in the patched venv,
which must be a venv of the fork.  Prints the
counts; exits with status 1 on the first files that differ.
"""

import argparse
import json
import os
import pathlib
import subprocess
import sys

WORKER = r"""
import ast, hashlib, json, pathlib, sys
import tree_sitter, tree_sitter_python
parser = tree_sitter.Parser(tree_sitter.Language(tree_sitter_python.language()))
result = {}
for path in sorted(pathlib.Path(sys.argv[1]).rglob("*.py")):
    source = path.read_bytes()
    tree = parser.parse(source)
    keywords = False
    if sys.argv[2] == "ast":
        try:
            subscripts = [node for node in ast.walk(ast.parse(source))
                          if isinstance(node, ast.Subscript)]
            if any(node.keywords for node in subscripts):
                keywords = "keywords"
            elif any(isinstance(item, ast.Starred)
                     for node in subscripts
                     for item in (node.slice.elts if isinstance(node.slice, ast.Tuple)
                                  else [node.slice])):
                keywords = "starred"
        except (SyntaxError, ValueError):
            pass
    result[str(path)] = [hashlib.sha256(str(tree.root_node).encode()).hexdigest(),
                         tree.root_node.has_error, keywords]
json.dump(result, sys.stdout)
"""


def trees(python, libdir, use_ast):
    out = subprocess.run([os.path.abspath(python), "-c", WORKER, libdir,
                          "ast" if use_ast else "-"],
                         check=True, capture_output=True, text=True, cwd="/").stdout
    return json.loads(out)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--patched", required=True)
    parser.add_argument("--upstream", required=True)
    parser.add_argument("libdir")
    args = parser.parse_args()
    patched = trees(args.patched, args.libdir, True)
    upstream = trees(args.upstream, args.libdir, False)
    assert patched.keys() == upstream.keys()
    same = 0
    excepted = {"keywords": 0, "starred": 0}
    differ = []
    for path, (digest, _, kind) in patched.items():
        if digest == upstream[path][0]:
            same += 1
        elif kind:
            excepted[kind] += 1
        else:
            differ.append(path)
    errors = sum(1 for v in upstream.values() if v[1])
    print(f"{len(patched)} files: {same} same trees; other trees in "
          f"{excepted['keywords']} with keyword subscripts, "
          f"{excepted['starred']} with starred subscripts (PEP 646, which "
          f"upstream mis-parses), {len(differ)} other files differ "
          f"({errors} have errors with upstream's grammar)")
    if differ:
        for path in differ[:20]:
            print(f"  differs: {path}")
        sys.exit(1)


if __name__ == "__main__":
    main()
