#-
# Keyword subscripts (PEP 637) in a module.  fuzz_pycompile takes the first
# two bytes ("#-") as its parameters, Py_file_input and optimize=0, and
# compiles the rest.
a[1, k=2]
a[k=1] = v
del a[k=1]
a[**m]
a[*xs, k=1:2]
a[1, 2, k=3, **m] += 1
a[i, j, k=a[k=...]].b[c=1] -= 2
x: a[T=int] = a[k=None]
y: Vec[T=int]
a[0], a[k=1] = b[k=2], c[**m]
for a[k=1] in ():
    pass
with cm as a[k=1]:
    del a[1:2, k=3], a[*xs, **m]


class C[T]:
    def f(self, key, /, *args, **kwargs):
        self[key, *args, step=key[i, j=2], **kwargs] = lambda: self[k=key]
        return [self[k=x] for x in args if self[x, k=x]]

    async def g(self, it):
        return await it[k=1], {k: it[k=k] async for k in it}
