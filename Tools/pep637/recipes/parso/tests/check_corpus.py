"""Patched parso gives upstream's trees on code without keyword subscripts.

    python check_corpus.py --patched PYTHON --upstream PYTHON \
        [--version 3.13] [--top-level] DIR...

PYTHON are interpreters of venvs with the recipe's wheel and with
upstream's code built the same way (build.sh --unpatched).  Each parses
every .py file under the DIRs (a standard library, say) with
parso.load_grammar(version=VERSION) and writes, for each file, a digest of
its tree (every node's type and every leaf's type, value, prefix and
position), the number of errors parso's error finder reports and whether
the tree gives the source back.  The check fails unless:

- every file's source comes back from both trees;
- where upstream's tree has no error nodes, the trees are the same and the
  error counts agree;
- where they differ, the file has a subscript with `*`, `**` or a keyword
  item (what the patches add) and the patched tree has fewer error nodes.

It prints the figures.  Each interpreter runs this file as a worker
(`--worker`), so the two parsos never meet in one process.
"""

import argparse
import hashlib
import json
import os
import subprocess
import sys


def iter_files(dirs, top_level=False):
    for top in dirs:
        for root, subdirs, files in os.walk(top):
            if top_level:
                subdirs[:] = []
            subdirs.sort()
            for name in sorted(files):
                if name.endswith('.py'):
                    yield os.path.join(root, name)


def digest(node, h):
    h.update(node.type.encode())
    if hasattr(node, 'children'):
        h.update(b'(')
        for child in node.children:
            digest(child, h)
        h.update(b')')
    else:
        h.update(repr((node.value, node.prefix, node.start_pos)).encode())


def count_error_nodes(node):
    if node.type in ('error_node', 'error_leaf'):
        return 1 + sum(count_error_nodes(c) for c in getattr(node, 'children', ()))
    return sum(count_error_nodes(c) for c in getattr(node, 'children', ()))


def worker(version, dirs, top_level):
    import parso
    grammar = parso.load_grammar(version=version)
    result = {}
    for path in iter_files(dirs, top_level):
        with open(path, 'rb') as f:
            source = f.read()
        try:
            code = parso.python_bytes_to_unicode(source)
        except (UnicodeDecodeError, LookupError):
            continue
        module = grammar.parse(code, cache=False)
        h = hashlib.sha1()
        digest(module, h)
        result[path] = {
            'tree': h.hexdigest(),
            'error_nodes': count_error_nodes(module),
            'errors': len(list(grammar.iter_errors(module))),
            'round_trip': module.get_code() == code,
        }
    json.dump({'parso': parso.__version__, 'files': result}, sys.stdout)


def run(python, version, dirs, top_level):
    out = subprocess.run(
        [python, __file__, '--worker', '--version', version,
         *(['--top-level'] if top_level else []), *dirs],
        check=True, capture_output=True, text=True,
    ).stdout
    return json.loads(out)


def has_new_subscript_forms(path, version):
    # Without parso: the tokens of a subscript that the patches add.
    import io
    import tokenize
    with open(path, 'rb') as f:
        try:
            tokens = list(tokenize.tokenize(io.BytesIO(f.read()).readline))
        except (tokenize.TokenError, SyntaxError):
            return True
    depth = []
    previous = None
    for token in tokens:
        if token.type == tokenize.OP:
            if token.string in '([{':
                subscript = (token.string == '['
                             and previous is not None
                             and (previous.type == tokenize.NAME
                                  or previous.string in (')', ']')))
                depth.append(subscript)
            elif token.string in ')]}' and depth:
                depth.pop()
            elif depth and depth[-1] and token.string in ('*', '**', '='):
                if previous.string in ('[', ',') or token.string == '=':
                    return True
        previous = token
    return False


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--worker', action='store_true')
    parser.add_argument('--patched')
    parser.add_argument('--upstream')
    parser.add_argument('--version', default='3.13')
    parser.add_argument('--top-level', action='store_true',
                        help="only the files at the DIRs' top level")
    parser.add_argument('dirs', nargs='+')
    args = parser.parse_args()
    if args.worker:
        return worker(args.version, args.dirs, args.top_level)

    patched = run(args.patched, args.version, args.dirs, args.top_level)
    upstream = run(args.upstream, args.version, args.dirs, args.top_level)
    print(f'parso {upstream["parso"]} and {patched["parso"]},'
          f' grammar {args.version}: {len(upstream["files"])} files')
    problems = []
    same = differ = upstream_errors = 0
    for path, up in upstream['files'].items():
        pa = patched['files'][path]
        if not (up['round_trip'] and pa['round_trip']):
            problems.append(f'{path}: the tree does not give the source back')
        if up['error_nodes']:
            upstream_errors += 1
        if up['tree'] == pa['tree'] and up['errors'] == pa['errors']:
            same += 1
            continue
        differ += 1
        if not up['error_nodes']:
            problems.append(f'{path}: a tree without errors upstream differs')
        elif pa['error_nodes'] >= up['error_nodes']:
            problems.append(f'{path}: not fewer error nodes'
                            f' ({up["error_nodes"]} -> {pa["error_nodes"]})')
        elif not has_new_subscript_forms(path, args.version):
            problems.append(f'{path}: differs without a keyword or starred subscript')
        else:
            print(f'  differs where upstream fails:'
                  f' {path} ({up["error_nodes"]} -> {pa["error_nodes"]} error nodes)')
    print(f'  same tree: {same}; different: {differ}'
          f' (files with error nodes upstream: {upstream_errors})')
    for problem in problems:
        print('  ' + problem)
    if problems:
        sys.exit(f'{len(problems)} problems')


if __name__ == '__main__':
    main()
