"""Sources with keyword subscripts, valid and invalid, for the tests.

The trees and errors that the pep637 fork gives for them are pinned in
fork_results.py, which tools/pin_fork.py writes.
"""

# Every rule of section 1 of SPEC.md, and every place of section 2.
VALID = [
    # 1.3-1.6: the index, and keyword-only subscripts.
    "obj[i, k=v]",
    "obj[i, j, k=v]",
    "obj[(i,), k=v]",
    "obj[k=v]",
    "obj[k=v, m=w]",
    # 1.7-1.9: stores and deletes.
    "obj[i, k=v] = x",
    "del obj[i, k=v]",
    "obj[k=v] = x",
    "del obj[k=v]",
    # 1.10: slices and Ellipsis as values.
    "obj[1:2, k=3:4:5, m=...]",
    "obj[k=1:]",
    "obj[k=::2, m=:]",
    "obj[1:2, *b, k=3]",
    # 1.11: starred items.
    "obj[*a, k=v]",
    "obj[1, *a, k=v]",
    "obj[1, *(), foo=5]",
    "obj[*(), foo=3]",
    # 1.12: ** mappings.
    "obj[i, **m]",
    "obj[**m]",
    "obj[**{}]",
    "obj[3, **{}]",
    "obj[k=1, m=2:3, **d, n=4]",
    # 1.13: a trailing comma.
    "obj[i, k=v,]",
    "obj[k=v,]",
    # 1.17: a starred item after a keyword.
    "obj[k=1, *a]",
    # Section 2: every place a subscript can stand.
    "a[k=1] = b[k=2] = x",
    "a[k=1], b[k=2] = x, y",
    "*a[k=1], b = x",
    "[a[k=1], b] = x",
    "for a[k=i] in x: pass",
    "async def f():\n    async for a[k=i] in x: pass",
    "with x as a[k=1]: pass",
    "with (x as a[k=1], y as b[m=2]): pass",
    "[y for a[k=1] in x]",
    "{y: z for a[k=1] in x if b[m=2]}",
    "del (a[k=1], b[k=2])",
    "del [a[k=1]], b[k=2]",
    "a[k=1]: int = 3",
    "a[k=1]: int",
    "obj[i, k=v] += x",
    "obj[k=v] //= x",
    "C[int, T=str]",
    "C[T=str]",
    "def f(x: M[k=int]) -> R[k=1]: ...",
    "from __future__ import annotations\nx: M[k=int]",
    # Nesting, chains, and other expressions around and inside.
    "a[b[k=1], j=c[m=2]]",
    "a[k=1][j=2]",
    "a[k=1].b = 3",
    "a[k=1].b[c] = 3",
    "a[k=1](x)",
    "(a)[**m] = x",
    "f(a[k=1], b=c[m=2])",
    "a[k=lambda: 1]",
    "a[k=(x := 1)]",
    "a[x := 1, k=2]",
    "a[k=1 if b else 2]",
    "a[k=not b]",
    "a[k=await b]",
    "a[k=b, m=f'{c=}']",
    "f'{a[k=1]!r:>{w[m=2]}}'",
    "a[é=1, k='ü']",
    "é[ü=1]",
    "@a[k=1]\ndef f(): pass",
    "@a[k=1]\nclass C(B[T=int]): pass",
    "match a[k=1]:\n    case _: pass",
    "print [k=1]",
    "a[\n    k=1,\n    m=2,\n]",
    "a[1,\n  k=b[2,\n     m=3]]",
    "x = yield a[k=1]",
    "type X[T] = A[k=T]",
]

INVALID = [
    # 1.1
    "obj[]",
    # 1.14
    "obj[1, k=2, 3]",
    "obj[k=2, 3] = x",
    "del obj[**m, 3]",
    "a[1, k=2, 3] += 1",
    "a[**m, 3] += 1",
    "del a[1, k=2, 3]",
    "a[k=1] = b[**m, 1] = 2",
    # 1.16
    "obj[**m, *a]",
    "obj[1, k=2, **m, *a] = x",
    "a[**m, *b] += 1",
    # 1.18 and other bad keywords
    "obj[1=2]",
    "obj[f()=2]",
    "obj[x, a.b=2] = 3",
    "del obj[(k)=2]",
    "a[1=2] += 1",
    "a[f()=2] += 1",
    "a[None=1] += 1",
    "A[None=1]",
    "a[True=1]",
    "A[*b=1]",
    "A[**b=1]",
    # Keywords without a value
    "obj[k=]",
    "obj[1, k=, m=2]",
    "obj[1, j=1, k=] = x",
    "a[k=] += 1",
    "del a[k=]",
    "del a[k=, j=1]",
    "del a[1, j=1, k=]",
    "a[é=1, ü=]",
    "é[k=1, k=]",
    "f(a[k=])",
    "print [k=]",
    # Other invalid forms
    "A[k=x:=1]",
    "A[k=1] := 2",
    "A[**]",
    "a[k=*b]",
    "a[k=**b]",
    "a[k=1 for x in y]",
    "a[x for x in y, k=1]",
    # A valid keyword subscript is not where the error is.
    "x = a[k=1]\ndef f(:\n    pass",
    "a[k=1] = x\ndef f(:\n    pass",
    "del a[1, k=1]\ndef f(:\n    pass",
    "a[k=1] += x\ndef f(:\n    pass",
    "a[k=1:2].b = x\ndef f(:\n    pass",
    "(a)[**m] = x\ndef f(:\n    pass",
    "for a[k=1] in x: pass\ndef f(:\n    pass",
    "with x as a[k=1]: pass\ndef f(:\n    pass",
    "f(a[k=1])\ndef f(:\n    pass",
    "print [k=1]\ndef f(:\n    pass",
    "[a[k=1] for a[k=2] in x]\ndef f(:\n    pass",
    # The source ends inside the brackets.
    "a[k=1,",
    # CPython takes any prefix of a soft keyword for one (m for match).
    "a[k=m b]",
    "f(a[1], b=c[m=2:3]x",
    # A name that is None once normalized (NFKC): a ValueError.
    "a[\N{MATHEMATICAL BOLD CAPITAL N}one=1]",
]

# Valid sources whose constants ast.parse(optimize=1) folds, in every part
# of a keyword subscript, in each context.
OPTIMIZED = [
    "x = a[1+1, k=2*3, **{1: 2}][b, m=-1:2*2]",
    "a[k=(1, 2)[0], **{'m': 2**3}] = 'a' 'b'",
    "del a[1-1, k=(1, 2)[0]]",
    "a[k=not True] += 1",
    "for a[k=2*2] in x: pass",
    "a[k=1+2]: int = 3",
    "x = a[k=f'{1+1}']",
    "x = a[*(1, 2), k=...]",
]


def error_details(exc):
    """What the tests compare of an error of the parser: its type and
    message, and where a SyntaxError is."""
    if not isinstance(exc, SyntaxError):
        return (type(exc).__name__, str(exc), None, None, None, None)
    return (type(exc).__name__, exc.msg, exc.lineno, exc.offset,
            exc.end_lineno, exc.end_offset)
