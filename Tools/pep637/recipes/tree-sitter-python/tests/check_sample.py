"""The patched grammar on a sample, as an editor uses it.

    python check_sample.py SAMPLE.py [HIGHLIGHT.html]

Run by the fork's Python in a venv with the recipe's wheel and
py-tree-sitter: the sample parses with no ERROR or MISSING node, and the
highlights query of the wheel (tree_sitter_python.HIGHLIGHTS_QUERY)
captures every keyword name the fork's ast finds (in calls, class bases
and subscripts) as @variable.parameter; at least one is in a subscript.
With HIGHLIGHT.html (`tree-sitter highlight --html --css-classes` of the
sample), that output has the same number of `variable parameter` spans.
"""

import ast
import re
import sys

import tree_sitter
import tree_sitter_python


def main():
    path = sys.argv[1]
    source = open(path, "rb").read()
    language = tree_sitter.Language(tree_sitter_python.language())
    tree = tree_sitter.Parser(language).parse(source)
    if tree.root_node.has_error:
        bad = [n for n in walk(tree.root_node) if n.is_error or n.is_missing]
        sys.exit(f"{path}: ERROR or MISSING nodes at "
                 f"{[n.start_point for n in bad]}")

    names = {}
    for node in ast.walk(ast.parse(source)):
        for kw in getattr(node, "keywords", []):
            if kw.arg is not None:
                names[(kw.lineno - 1, kw.col_offset)] = (kw.arg, type(node).__name__)
    in_subscripts = sum(1 for _, kind in names.values() if kind == "Subscript")
    if not in_subscripts:
        sys.exit(f"{path}: no keyword subscript")

    query = tree_sitter.Query(language, tree_sitter_python.HIGHLIGHTS_QUERY)
    captures = tree_sitter.QueryCursor(query).captures(tree.root_node)
    parameters = {tuple(n.start_point): n.text.decode()
                  for n in captures.get("variable.parameter", [])}
    missing = [(line + 1, col, name) for (line, col), (name, _) in names.items()
               if parameters.get((line, col)) != name]
    if missing:
        sys.exit(f"{path}: keyword names not captured as @variable.parameter "
                 f"(line, column, name): {missing}")
    print(f"{path}: no error node; {len(names)} keyword names captured as "
          f"@variable.parameter, {in_subscripts} of them in subscripts")

    if len(sys.argv) > 2:
        html = open(sys.argv[2]).read()
        spans = len(re.findall(r"<span class='variable parameter'>", html))
        if spans != len(names):
            sys.exit(f"{sys.argv[2]}: {spans} 'variable parameter' spans, "
                     f"{len(names)} keyword names")
        print(f"{sys.argv[2]}: tree-sitter highlight gives the {spans} "
              f"keyword names the parameter capture")


def walk(node):
    yield node
    for child in node.children:
        yield from walk(child)


if __name__ == "__main__":
    main()
