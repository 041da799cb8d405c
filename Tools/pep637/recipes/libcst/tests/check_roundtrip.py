"""Check the libcst recipe's trees against the fork's ast.

    VENV_PYTHON check_roundtrip.py FILE.py...

VENV_PYTHON is a venv of this fork with the recipe's libcst wheel.  For
each file: libcst's module gives back the source byte for byte, and every
subscript with keyword items has the keywords (name, or None for `**`, and
value) and the positional items of the fork's ast.Subscript at the same
place.  Then the forms that SPEC section 1 rejects raise ParserSyntaxError
in libcst as they raise SyntaxError in the fork's compiler.
"""

import ast
import sys

import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider

INVALID = [
    "obj[]",
    "obj[1, k=2, 3]",
    "obj[k=1, k=2]",
    "obj[k=1, **m, k=2]",
    "obj[**m, *a]",
    "obj[1=2]",
    "obj[f()=2]",
    "obj[k=x:=1]",
]


def dump_slice(code):
    """The ast of CODE as a subscript's item (an expression or a slice)."""
    return ast.dump(ast.parse(f"_[{code}]", mode="eval").body.slice)


class Collect(cst.CSTVisitor):
    METADATA_DEPENDENCIES = (PositionProvider,)

    def __init__(self, module):
        self.module = module
        self.found = []

    def visit_Subscript(self, node):
        keywords = []
        positional = []
        for element in node.slice:
            item = element.slice
            if isinstance(item, cst.KeywordIndex):
                name = item.keyword.value if item.keyword is not None else None
                keywords.append((name, dump_slice(self.module.code_for_node(item.value))))
            else:
                positional.append(self.module.code_for_node(item))
        if keywords:
            pos = self.get_metadata(PositionProvider, node)
            key = (pos.start.line, pos.start.column, pos.end.line, pos.end.column)
            self.found.append((key, keywords, positional))


def ast_subscripts(tree):
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Subscript) and node.keywords:
            key = (node.lineno, node.col_offset, node.end_lineno, node.end_col_offset)
            keywords = [(k.arg, ast.dump(k.value)) for k in node.keywords]
            found.append((key, keywords, node.slice))
    return sorted(found, key=lambda x: x[0])


def positional_ast(items):
    """The ast.Subscript.slice the fork gives for these positional items."""
    if not items:
        return ast.dump(ast.Tuple(elts=[], ctx=ast.Load()))
    if len(items) == 1 and not items[0].startswith("*"):
        return dump_slice(items[0])
    return dump_slice(", ".join(items) + ",")


def check_file(path):
    with open(path, encoding="utf-8") as f:
        source = f.read()
    module = cst.parse_module(source)
    if module.code != source:
        print(f"{path}: libcst's code differs from the source")
        return 1, 0
    collect = Collect(module)
    MetadataWrapper(module, unsafe_skip_copy=True).visit(collect)
    ours = sorted(collect.found, key=lambda x: x[0])
    theirs = ast_subscripts(ast.parse(source, path))
    failures = 0
    if [o[0] for o in ours] != [t[0] for t in theirs]:
        print(f"{path}: keyword subscripts at {[o[0] for o in ours]} (libcst),"
              f" {[t[0] for t in theirs]} (ast)")
        return 1, len(ours)
    for (key, keywords, positional), (_, ast_keywords, ast_slice) in zip(ours, theirs):
        if keywords != ast_keywords:
            print(f"{path}:{key[0]}:{key[1]}: keywords {keywords} != ast's {ast_keywords}")
            failures += 1
        if positional_ast(positional) != ast.dump(ast_slice):
            print(f"{path}:{key[0]}:{key[1]}: index {positional} != ast's {ast.dump(ast_slice)}")
            failures += 1
    return failures, len(ours)


def main(paths):
    failures = 0
    for path in paths:
        f, n = check_file(path)
        failures += f
        print(f"{path}: {n} keyword subscripts, {'ok' if not f else f'{f} failures'}")
    for code in INVALID:
        try:
            compile(code, "<invalid>", "eval")
        except SyntaxError:
            pass
        else:
            print(f"{code!r}: the fork compiles it")
            failures += 1
        try:
            cst.parse_expression(code)
        except cst.ParserSyntaxError:
            pass
        else:
            print(f"{code!r}: libcst parses it")
            failures += 1
    print(f"{len(INVALID)} invalid forms: {'ok' if not failures else 'see above'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
