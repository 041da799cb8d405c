"""Micro-benchmarks of subscripts, run with pyperf by benchmark.py.

    python bench_micro.py [pyperf options] [-o out.json]

Each benchmark times a loop of ten identical subscripts.  The keyword forms
(PEP 637 syntax) only exist on an interpreter that parses them; on any other
they are skipped, so the same script runs on this fork and on stock CPython.
What users write today (explicit dunder calls, a kwkey-style carrier, the
xarray-style ``.loc[dict(...)]``) and the plain subscripts run on both.
The keywords of ``q[i, k=1]`` are exactly the keyword-only parameters of its
dunder (the shape that ``*_SUBSCR_KW_PY_EXACT`` specializes); those of
``a[i, k=1]`` are some of three (the general specialized form).
"""

import time


REPEAT = 10

SETUP = '''
class Plain:
    def __getitem__(self, i):
        return i
    def __setitem__(self, i, v):
        pass
    def __delitem__(self, i):
        pass

class KwOnly:
    def __getitem__(self, i, *, k=None):
        return i
    def __setitem__(self, i, v, *, k=None):
        pass
    def __delitem__(self, i, *, k=None):
        pass

class Kw:
    def __getitem__(self, i=None, *, k=None, l=None, m=None):
        return i
    def __setitem__(self, i, v, *, k=None, l=None, m=None):
        pass
    def __delitem__(self, i, *, k=None, l=None, m=None):
        pass

class AnyKw:
    def __getitem__(self, i, **kwargs):
        return i

class Generic:
    def __class_getitem__(cls, item=None, *, T=None, k=None):
        return cls

class K(tuple):
    """A kwkey-style carrier: K(i, k=1) packs the key and the keywords."""
    def __new__(cls, *args, **kwargs):
        self = super().__new__(cls, args)
        self.kwargs = kwargs
        return self

class Carried:
    def __getitem__(self, key):
        if isinstance(key, K):
            args, kwargs = tuple(key), key.kwargs
        else:
            args, kwargs = (key,), {}
        return self.get(*args, **kwargs)
    def __setitem__(self, key, v):
        if isinstance(key, K):
            args, kwargs = tuple(key), key.kwargs
        else:
            args, kwargs = (key,), {}
        self.set(*args, v, **kwargs)
    def get(self, i, *, k=None):
        return i
    def set(self, i, v, *, k=None):
        pass

class Loc:
    class _Indexer:
        def __getitem__(self, key):
            return key
    loc = _Indexer()

p = Plain()
q = KwOnly()
a = Kw()
c = Carried()
x = Loc()
m = {'k': 1}
lst = list(range(10))
tup = tuple(range(10))
dct = {i: i for i in range(10)}
s = 'abcdefghij'
i = 3
v = 0
'''

# name -> (statement, needs PEP 637 syntax)
BENCHMARKS = {
    # Keyword subscripts (PEP 637)
    'kw get q[i, k=1] (exact: __getitem__(self, i, *, k=None))':
        ('q[i, k=1]', True),
    'kw set q[i, k=1] = v (exact)': ('q[i, k=1] = v', True),
    'kw del q[i, k=1] (exact)': ('del q[i, k=1]', True),
    'kw get a[i, k=1]': ('a[i, k=1]', True),
    'kw get a[i, k=1, l=2, m=3]': ('a[i, k=1, l=2, m=3]', True),
    'kw get a[k=1] (keyword-only)': ('a[k=1]', True),
    'kw get a[i, **m]': ('a[i, **m]', True),
    'kw get a[i, k=1:2] (slice value)': ('a[i, k=1:2]', True),
    'kw get a[i, k=1] (**kwargs dunder)': ('b[i, k=1]', True),
    'kw get C[T=int] (__class_getitem__)': ('Generic[T=int]', True),
    'kw get C[int, k=1] (__class_getitem__)': ('Generic[int, k=1]', True),
    'kw set a[i, k=1] = v': ('a[i, k=1] = v', True),
    'kw set a[i, k=1, l=2, m=3] = v': ('a[i, k=1, l=2, m=3] = v', True),
    'kw del a[i, k=1]': ('del a[i, k=1]', True),
    'kw del a[i, k=1, l=2, m=3]': ('del a[i, k=1, l=2, m=3]', True),
    'kw set a[i, **m] = v': ('a[i, **m] = v', True),
    'kw del a[i, **m]': ('del a[i, **m]', True),
    # What users write today
    'today q.__getitem__(i, k=1)': ('q.__getitem__(i, k=1)', False),
    'today q.__setitem__(i, v, k=1)': ('q.__setitem__(i, v, k=1)', False),
    'today q.__delitem__(i, k=1)': ('q.__delitem__(i, k=1)', False),
    'today a.__getitem__(i, k=1)': ('a.__getitem__(i, k=1)', False),
    'today a.__getitem__(i, k=1, l=2, m=3)':
        ('a.__getitem__(i, k=1, l=2, m=3)', False),
    'today a.__setitem__(i, v, k=1)': ('a.__setitem__(i, v, k=1)', False),
    'today a.__setitem__(i, v, k=1, l=2, m=3)':
        ('a.__setitem__(i, v, k=1, l=2, m=3)', False),
    'today a.__delitem__(i, k=1)': ('a.__delitem__(i, k=1)', False),
    'today a.__delitem__(i, k=1, l=2, m=3)':
        ('a.__delitem__(i, k=1, l=2, m=3)', False),
    'today a.__getitem__(i, **m)': ('a.__getitem__(i, **m)', False),
    'today a.__setitem__(i, v, **m)': ('a.__setitem__(i, v, **m)', False),
    'today a.__delitem__(i, **m)': ('a.__delitem__(i, **m)', False),
    'today C.__class_getitem__(int, k=1)':
        ('Generic.__class_getitem__(int, k=1)', False),
    'today c[K(i, k=1)] (kwkey carrier)': ('c[K(i, k=1)]', False),
    'today c[K(i, k=1)] = v (kwkey carrier)': ('c[K(i, k=1)] = v', False),
    'today x.loc[dict(k=1)] (xarray style)': ('x.loc[dict(k=1)]', False),
    # Plain subscripts
    'plain p[i] (__getitem__(self, i))': ('p[i]', False),
    'plain p[i] = v (__setitem__)': ('p[i] = v', False),
    'plain del p[i] (__delitem__)': ('del p[i]', False),
    'plain q[i] (__getitem__(self, i, *, k=None))': ('q[i]', False),
    'plain q[i] = v (keyword-only __setitem__)': ('q[i] = v', False),
    'plain del q[i] (keyword-only __delitem__)': ('del q[i]', False),
    'plain list[i]': ('lst[i]', False),
    'plain list[i] = v': ('lst[i] = v', False),
    'plain tuple[i]': ('tup[i]', False),
    'plain dict[i]': ('dct[i]', False),
    'plain dict[i] = v': ('dct[i] = v', False),
    'plain str[i]': ('s[i]', False),
    'plain list[1:5]': ('lst[1:5]', False),
    'plain tuple[i, i]-key dict': ('dct2[i, i]', False),
}

SETUP += '''
b = AnyKw()
dct2 = {(i, i): i for i in range(10)}
'''


def supports_keyword_subscripts():
    try:
        compile('a[k=1]', '<probe>', 'eval')
    except SyntaxError:
        return False
    return True


def make_timer(stmt):
    body = '\n'.join('        ' + stmt for _ in range(REPEAT))
    src = (f'def timer(loops, perf_counter):\n'
           f'    range_it = range(loops)\n'
           f'    t0 = perf_counter()\n'
           f'    for _ in range_it:\n'
           f'{body}\n'
           f'    return perf_counter() - t0\n')
    namespace = {}
    exec(SETUP, namespace)
    exec(src, namespace)
    timer = namespace['timer']
    return lambda loops: timer(loops, time.perf_counter)


def main():
    import pyperf      # here, so that others can import the benchmarks

    runner = pyperf.Runner()
    runner.metadata['description'] = __doc__.splitlines()[0]
    kw = supports_keyword_subscripts()
    for name, (stmt, needs_kw) in BENCHMARKS.items():
        if needs_kw and not kw:
            continue
        runner.bench_time_func(name, make_timer(stmt),
                               inner_loops=REPEAT)


if __name__ == '__main__':
    main()
