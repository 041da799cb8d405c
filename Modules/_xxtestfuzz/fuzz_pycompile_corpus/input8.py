0
# Keyword subscripts (PEP 637) in an expression.  fuzz_pycompile takes the
# first two bytes ("0\n") as its parameters, Py_eval_input and optimize=1,
# and compiles the rest.
(
    a[1, k=2],
    a[k=1],
    a[**m],
    a[*xs, k=1:2],
    a[1, 2, k=3, **m],
    a[k=1:2:3, j=::-1, i=...],
    a[(1, 2), k=(), **{"j": 3}],
    a[x := 1, k=(y := 2)],
    Vec[T=int][k=1](),
    f"{a[k=1]!r:>{a[w=2]}}",
    lambda a, k=1: a[k=k],
    [a[i, k=i] for i in a[k=1]],
)
