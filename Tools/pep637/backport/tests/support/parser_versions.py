"""What the parser cases give on the versions of CPython after the fork's.

The fork's trees and errors (data/parser_fork_results.json) are those of
CPython 3.13 with keyword subscripts.  On 3.14 and 3.15, where the version
itself changed what plain code gives, the package follows the version:

* errors: for ``a[k=m b]``, 3.14 says "Perhaps you forgot a comma?" as it
  does for the call ``a(k=m b)`` (same columns); for ``f(a[1],
  b=c[m=2:3]x``, "'(' was never closed", as it does for
  ``f(a[1], b=c[2:3]x``;
* optimized trees: 3.14 moved the folding of operators and subscripts of
  constants from the AST optimizer to the compiler: ``ast.parse(
  "a[1+2]", optimize=1)`` keeps the ``BinOp`` from 3.14; the trees below
  are the fork's without that folding.

The values were taken from the package on CPython 3.14.10 and 3.15.2
(identical), each checked against its plain-code counterpart as above.
"""

import sys

from . import parser_fork_results as fork

# From 3.14: source -> error details (parser_cases.error_details).
ERRORS_314 = {'a[k=m b]': ('SyntaxError',
              'invalid syntax. Perhaps you forgot a comma?',
              1,
              5,
              1,
              8),
 'f(a[1], b=c[m=2:3]x': ('SyntaxError', "'(' was never closed", 1, 2, 1, 0)}

# From 3.14: source -> optimized tree (tree_dump.dump).
OPTIMIZED_TREES_314 = {"a[k=(1, 2)[0], **{'m': 2**3}] = 'a' 'b'": "Module(body=[Assign(targets=[Subscript(value=Name(id='a', "
                                            'ctx=Load(), lineno=1, '
                                            'col_offset=0, end_lineno=1, '
                                            'end_col_offset=1), '
                                            'slice=Tuple(ctx=Load(), '
                                            'lineno=1, col_offset=2, '
                                            'end_lineno=1, '
                                            'end_col_offset=2), '
                                            'ctx=Store(), '
                                            "keywords=[keyword(arg='k', "
                                            'value=Subscript(value=Tuple(elts=[Constant(value=1, '
                                            'lineno=1, col_offset=5, '
                                            'end_lineno=1, '
                                            'end_col_offset=6), '
                                            'Constant(value=2, lineno=1, '
                                            'col_offset=8, end_lineno=1, '
                                            'end_col_offset=9)], '
                                            'ctx=Load(), lineno=1, '
                                            'col_offset=4, end_lineno=1, '
                                            'end_col_offset=10), '
                                            'slice=Constant(value=0, '
                                            'lineno=1, col_offset=11, '
                                            'end_lineno=1, '
                                            'end_col_offset=12), '
                                            'ctx=Load(), lineno=1, '
                                            'col_offset=4, end_lineno=1, '
                                            'end_col_offset=13), lineno=1, '
                                            'col_offset=2, end_lineno=1, '
                                            'end_col_offset=13), '
                                            "keyword(value=Dict(keys=[Constant(value='m', "
                                            'lineno=1, col_offset=18, '
                                            'end_lineno=1, '
                                            'end_col_offset=21)], '
                                            'values=[BinOp(left=Constant(value=2, '
                                            'lineno=1, col_offset=23, '
                                            'end_lineno=1, '
                                            'end_col_offset=24), op=Pow(), '
                                            'right=Constant(value=3, '
                                            'lineno=1, col_offset=26, '
                                            'end_lineno=1, '
                                            'end_col_offset=27), lineno=1, '
                                            'col_offset=23, end_lineno=1, '
                                            'end_col_offset=27)], '
                                            'lineno=1, col_offset=17, '
                                            'end_lineno=1, '
                                            'end_col_offset=28), lineno=1, '
                                            'col_offset=15, end_lineno=1, '
                                            'end_col_offset=28)], '
                                            'lineno=1, col_offset=0, '
                                            'end_lineno=1, '
                                            'end_col_offset=29)], '
                                            "value=Constant(value='ab', "
                                            'lineno=1, col_offset=32, '
                                            'end_lineno=1, '
                                            'end_col_offset=39), lineno=1, '
                                            'col_offset=0, end_lineno=1, '
                                            'end_col_offset=39)])',
 'a[k=1+2]: int = 3': "Module(body=[AnnAssign(target=Subscript(value=Name(id='a', "
                      'ctx=Load(), lineno=1, col_offset=0, end_lineno=1, '
                      'end_col_offset=1), slice=Tuple(ctx=Load(), '
                      'lineno=1, col_offset=2, end_lineno=1, '
                      'end_col_offset=2), ctx=Store(), '
                      "keywords=[keyword(arg='k', "
                      'value=BinOp(left=Constant(value=1, lineno=1, '
                      'col_offset=4, end_lineno=1, end_col_offset=5), '
                      'op=Add(), right=Constant(value=2, lineno=1, '
                      'col_offset=6, end_lineno=1, end_col_offset=7), '
                      'lineno=1, col_offset=4, end_lineno=1, '
                      'end_col_offset=7), lineno=1, col_offset=2, '
                      'end_lineno=1, end_col_offset=7)], lineno=1, '
                      'col_offset=0, end_lineno=1, end_col_offset=8), '
                      "annotation=Name(id='int', ctx=Load(), lineno=1, "
                      'col_offset=10, end_lineno=1, end_col_offset=13), '
                      'value=Constant(value=3, lineno=1, col_offset=16, '
                      'end_lineno=1, end_col_offset=17), simple=0, '
                      'lineno=1, col_offset=0, end_lineno=1, '
                      'end_col_offset=17)])',
 'a[k=not True] += 1': "Module(body=[AugAssign(target=Subscript(value=Name(id='a', "
                       'ctx=Load(), lineno=1, col_offset=0, end_lineno=1, '
                       'end_col_offset=1), slice=Tuple(ctx=Load(), '
                       'lineno=1, col_offset=2, end_lineno=1, '
                       'end_col_offset=2), ctx=Store(), '
                       "keywords=[keyword(arg='k', value=UnaryOp(op=Not(), "
                       'operand=Constant(value=True, lineno=1, '
                       'col_offset=8, end_lineno=1, end_col_offset=12), '
                       'lineno=1, col_offset=4, end_lineno=1, '
                       'end_col_offset=12), lineno=1, col_offset=2, '
                       'end_lineno=1, end_col_offset=12)], lineno=1, '
                       'col_offset=0, end_lineno=1, end_col_offset=13), '
                       'op=Add(), value=Constant(value=1, lineno=1, '
                       'col_offset=17, end_lineno=1, end_col_offset=18), '
                       'lineno=1, col_offset=0, end_lineno=1, '
                       'end_col_offset=18)])',
 'del a[1-1, k=(1, 2)[0]]': "Module(body=[Delete(targets=[Subscript(value=Name(id='a', "
                            'ctx=Load(), lineno=1, col_offset=4, '
                            'end_lineno=1, end_col_offset=5), '
                            'slice=BinOp(left=Constant(value=1, lineno=1, '
                            'col_offset=6, end_lineno=1, '
                            'end_col_offset=7), op=Sub(), '
                            'right=Constant(value=1, lineno=1, '
                            'col_offset=8, end_lineno=1, '
                            'end_col_offset=9), lineno=1, col_offset=6, '
                            'end_lineno=1, end_col_offset=9), ctx=Del(), '
                            "keywords=[keyword(arg='k', "
                            'value=Subscript(value=Tuple(elts=[Constant(value=1, '
                            'lineno=1, col_offset=14, end_lineno=1, '
                            'end_col_offset=15), Constant(value=2, '
                            'lineno=1, col_offset=17, end_lineno=1, '
                            'end_col_offset=18)], ctx=Load(), lineno=1, '
                            'col_offset=13, end_lineno=1, '
                            'end_col_offset=19), slice=Constant(value=0, '
                            'lineno=1, col_offset=20, end_lineno=1, '
                            'end_col_offset=21), ctx=Load(), lineno=1, '
                            'col_offset=13, end_lineno=1, '
                            'end_col_offset=22), lineno=1, col_offset=11, '
                            'end_lineno=1, end_col_offset=22)], lineno=1, '
                            'col_offset=4, end_lineno=1, '
                            'end_col_offset=23)], lineno=1, col_offset=0, '
                            'end_lineno=1, end_col_offset=23)])',
 'for a[k=2*2] in x: pass': "Module(body=[For(target=Subscript(value=Name(id='a', "
                            'ctx=Load(), lineno=1, col_offset=4, '
                            'end_lineno=1, end_col_offset=5), '
                            'slice=Tuple(ctx=Load(), lineno=1, '
                            'col_offset=6, end_lineno=1, '
                            'end_col_offset=6), ctx=Store(), '
                            "keywords=[keyword(arg='k', "
                            'value=BinOp(left=Constant(value=2, lineno=1, '
                            'col_offset=8, end_lineno=1, '
                            'end_col_offset=9), op=Mult(), '
                            'right=Constant(value=2, lineno=1, '
                            'col_offset=10, end_lineno=1, '
                            'end_col_offset=11), lineno=1, col_offset=8, '
                            'end_lineno=1, end_col_offset=11), lineno=1, '
                            'col_offset=6, end_lineno=1, '
                            'end_col_offset=11)], lineno=1, col_offset=4, '
                            'end_lineno=1, end_col_offset=12), '
                            "iter=Name(id='x', ctx=Load(), lineno=1, "
                            'col_offset=16, end_lineno=1, '
                            'end_col_offset=17), body=[Pass(lineno=1, '
                            'col_offset=19, end_lineno=1, '
                            'end_col_offset=23)], lineno=1, col_offset=0, '
                            'end_lineno=1, end_col_offset=23)])',
 'x = a[*(1, 2), k=...]': "Module(body=[Assign(targets=[Name(id='x', "
                          'ctx=Store(), lineno=1, col_offset=0, '
                          'end_lineno=1, end_col_offset=1)], '
                          "value=Subscript(value=Name(id='a', ctx=Load(), "
                          'lineno=1, col_offset=4, end_lineno=1, '
                          'end_col_offset=5), '
                          'slice=Tuple(elts=[Starred(value=Tuple(elts=[Constant(value=1, '
                          'lineno=1, col_offset=8, end_lineno=1, '
                          'end_col_offset=9), Constant(value=2, lineno=1, '
                          'col_offset=11, end_lineno=1, '
                          'end_col_offset=12)], ctx=Load(), lineno=1, '
                          'col_offset=7, end_lineno=1, end_col_offset=13), '
                          'ctx=Load(), lineno=1, col_offset=6, '
                          'end_lineno=1, end_col_offset=13)], ctx=Load(), '
                          'lineno=1, col_offset=6, end_lineno=1, '
                          'end_col_offset=13), ctx=Load(), '
                          "keywords=[keyword(arg='k', "
                          'value=Constant(value=Ellipsis, lineno=1, '
                          'col_offset=17, end_lineno=1, '
                          'end_col_offset=20), lineno=1, col_offset=15, '
                          'end_lineno=1, end_col_offset=20)], lineno=1, '
                          'col_offset=4, end_lineno=1, end_col_offset=21), '
                          'lineno=1, col_offset=0, end_lineno=1, '
                          'end_col_offset=21)])',
 'x = a[1+1, k=2*3, **{1: 2}][b, m=-1:2*2]': "Module(body=[Assign(targets=[Name(id='x', "
                                             'ctx=Store(), lineno=1, '
                                             'col_offset=0, end_lineno=1, '
                                             'end_col_offset=1)], '
                                             "value=Subscript(value=Subscript(value=Name(id='a', "
                                             'ctx=Load(), lineno=1, '
                                             'col_offset=4, end_lineno=1, '
                                             'end_col_offset=5), '
                                             'slice=BinOp(left=Constant(value=1, '
                                             'lineno=1, col_offset=6, '
                                             'end_lineno=1, '
                                             'end_col_offset=7), op=Add(), '
                                             'right=Constant(value=1, '
                                             'lineno=1, col_offset=8, '
                                             'end_lineno=1, '
                                             'end_col_offset=9), lineno=1, '
                                             'col_offset=6, end_lineno=1, '
                                             'end_col_offset=9), '
                                             'ctx=Load(), '
                                             "keywords=[keyword(arg='k', "
                                             'value=BinOp(left=Constant(value=2, '
                                             'lineno=1, col_offset=13, '
                                             'end_lineno=1, '
                                             'end_col_offset=14), '
                                             'op=Mult(), '
                                             'right=Constant(value=3, '
                                             'lineno=1, col_offset=15, '
                                             'end_lineno=1, '
                                             'end_col_offset=16), '
                                             'lineno=1, col_offset=13, '
                                             'end_lineno=1, '
                                             'end_col_offset=16), '
                                             'lineno=1, col_offset=11, '
                                             'end_lineno=1, '
                                             'end_col_offset=16), '
                                             'keyword(value=Dict(keys=[Constant(value=1, '
                                             'lineno=1, col_offset=21, '
                                             'end_lineno=1, '
                                             'end_col_offset=22)], '
                                             'values=[Constant(value=2, '
                                             'lineno=1, col_offset=24, '
                                             'end_lineno=1, '
                                             'end_col_offset=25)], '
                                             'lineno=1, col_offset=20, '
                                             'end_lineno=1, '
                                             'end_col_offset=26), '
                                             'lineno=1, col_offset=18, '
                                             'end_lineno=1, '
                                             'end_col_offset=26)], '
                                             'lineno=1, col_offset=4, '
                                             'end_lineno=1, '
                                             'end_col_offset=27), '
                                             "slice=Name(id='b', "
                                             'ctx=Load(), lineno=1, '
                                             'col_offset=28, end_lineno=1, '
                                             'end_col_offset=29), '
                                             'ctx=Load(), '
                                             "keywords=[keyword(arg='m', "
                                             'value=Slice(lower=UnaryOp(op=USub(), '
                                             'operand=Constant(value=1, '
                                             'lineno=1, col_offset=34, '
                                             'end_lineno=1, '
                                             'end_col_offset=35), '
                                             'lineno=1, col_offset=33, '
                                             'end_lineno=1, '
                                             'end_col_offset=35), '
                                             'upper=BinOp(left=Constant(value=2, '
                                             'lineno=1, col_offset=36, '
                                             'end_lineno=1, '
                                             'end_col_offset=37), '
                                             'op=Mult(), '
                                             'right=Constant(value=2, '
                                             'lineno=1, col_offset=38, '
                                             'end_lineno=1, '
                                             'end_col_offset=39), '
                                             'lineno=1, col_offset=36, '
                                             'end_lineno=1, '
                                             'end_col_offset=39), '
                                             'lineno=1, col_offset=33, '
                                             'end_lineno=1, '
                                             'end_col_offset=39), '
                                             'lineno=1, col_offset=31, '
                                             'end_lineno=1, '
                                             'end_col_offset=39)], '
                                             'lineno=1, col_offset=4, '
                                             'end_lineno=1, '
                                             'end_col_offset=40), '
                                             'lineno=1, col_offset=0, '
                                             'end_lineno=1, '
                                             'end_col_offset=40)])',
 "x = a[k=f'{1+1}']": "Module(body=[Assign(targets=[Name(id='x', "
                      'ctx=Store(), lineno=1, col_offset=0, end_lineno=1, '
                      'end_col_offset=1)], '
                      "value=Subscript(value=Name(id='a', ctx=Load(), "
                      'lineno=1, col_offset=4, end_lineno=1, '
                      'end_col_offset=5), slice=Tuple(ctx=Load(), '
                      'lineno=1, col_offset=6, end_lineno=1, '
                      'end_col_offset=6), ctx=Load(), '
                      "keywords=[keyword(arg='k', "
                      'value=JoinedStr(values=[FormattedValue(value=BinOp(left=Constant(value=1, '
                      'lineno=1, col_offset=11, end_lineno=1, '
                      'end_col_offset=12), op=Add(), '
                      'right=Constant(value=1, lineno=1, col_offset=13, '
                      'end_lineno=1, end_col_offset=14), lineno=1, '
                      'col_offset=11, end_lineno=1, end_col_offset=14), '
                      'conversion=-1, lineno=1, col_offset=10, '
                      'end_lineno=1, end_col_offset=15)], lineno=1, '
                      'col_offset=8, end_lineno=1, end_col_offset=16), '
                      'lineno=1, col_offset=6, end_lineno=1, '
                      'end_col_offset=16)], lineno=1, col_offset=4, '
                      'end_lineno=1, end_col_offset=17), lineno=1, '
                      'col_offset=0, end_lineno=1, end_col_offset=17)])'}


def error(source):
    """The error of *source* on the running version."""
    if sys.version_info >= (3, 14) and source in ERRORS_314:
        return ERRORS_314[source]
    return fork.ERRORS[source]


def optimized_tree(source):
    """The optimized tree of *source* on the running version."""
    if sys.version_info >= (3, 14) and source in OPTIMIZED_TREES_314:
        return OPTIMIZED_TREES_314[source]
    return fork.OPTIMIZED_TREES[source]
