"""A tree with keyword subscripts -> a tree that stock compile() accepts.

Every subscript with keywords (``ast.Subscript`` with a non-empty ``keywords``,
as the fork's ast.parse() and pep637.parse() give them) becomes calls of
pep637.runtime, reached as the built-in ``__pep637__`` (and its getter(),
setter() and deleter() as ``__pep637_getter__`` and the like), with the meaning
and the evaluation order of the fork: the container, the index items, the
keyword values and ``**`` mappings left to right, then the lookup and the call
of the dunder (for a store, the value first).  No node of the result carries
keywords: stock compile() would silently ignore them.  No temporary is made:
every namespace is left as it was.

Three forms, the cheapest that keeps the fork's order (pep637.runtime
explains the calls):

direct, when the container, the index and the keyword values (and the
value stored) are names and constants, whose evaluation runs no code::

    a[i, k=1]           __pep637_getter__(a)(a, i, k=1)
    a[i, k=1] = x       __pep637_setter__(a)(a, i, x, k=1)
    del a[i, k=1]       __pep637_deleter__(a)(a, i, k=1)

  (a built-in name each, rather than ``__pep637__.getter``, so that the
  most frequent form makes the least bytecode: a cached module loads
  faster);

bound, when the keyword values are names and constants::

    f(a)[g(i), k=1]     __pep637__.bind_get(f(a), g(i))(k=1)
    a[i, k=1] = h()     __pep637__.bind_set(h(), a, i)(k=1)

general, everywhere else; a store or a delete target stays a subscript
target, so that for loops, with statements, unpackings, chained and
augmented assignments need no temporary::

    a[i, k=f()]         __pep637__.operation(a, 'get', i, k=f())()
    a[i, **m]           __pep637__.subscript(a, 'get')(i, **m)()
    for a[k=i] in x:    for __pep637__.TARGET[
                            __pep637__.operation(a, 'set', (), k=i)] in x:
    a[i, k=1] += x      __pep637__.AUGMENTED[
                            __pep637__.operation(a, 'augment', i, k=1)] += x

A module or class whose own code calls the runtime declares ``global
__pep637__`` (and the other names it uses), so that they are never looked up in
a class namespace or in the locals given to exec().  Every new node has the
position of the subscript it replaces, so that tracebacks point where the
fork's do.  Under ``from __future__ import annotations`` an annotation is not
evaluated but kept as text: a keyword subscript in it becomes a Name whose id
is the text that the fork's compiler writes, which stock compile() copies as it
is.
"""

import ast
import copy

from .._interpreter import RUNTIME_FUNCTIONS, RUNTIME_NAME, builtin_compile
from .keyword_nodes import is_keyword_subscript, keywords_of

__all__ = ["FORMS", "transform"]

RUNTIME = RUNTIME_NAME
# The built-in names of its functions of the direct form, by function.
DIRECT = {function: name for name, function in RUNTIME_FUNCTIONS.items()}

# The forms that the transformation may use, cheapest first (the tests
# narrow it, to run each scenario in each form).
FORMS = ("direct", "bound", "general")

_POSITION = ("lineno", "col_offset", "end_lineno", "end_col_offset")


def transform(tree, *, future_annotations=False):
    """Replace, in place, the keyword subscripts of *tree*; return it.

    *future_annotations*: the code is compiled under ``from __future__
    import annotations`` (by flag or by statement).
    """
    return _Transformer(future_annotations).visit(tree)


class _Transformer(ast.NodeTransformer):
    """The transformation itself: see the module's docstring."""

    def __init__(self, future_annotations):
        self.future_annotations = future_annotations
        # The enclosing scopes, innermost last (see _Scope).
        self._scopes = [_Scope("module")]

    # -- scopes -----------------------------------------------------------

    def visit_Module(self, node):
        """A module: its code looks __pep637__ up with LOAD_NAME."""
        self._visit_namespace_body(node, "module")
        return node

    def visit_Interactive(self, node):
        """Interactive input ('single'): as a module, but an expression
        statement of its own code prints its value."""
        self._visit_namespace_body(node, "interactive")
        return node

    def visit_ClassDef(self, node):
        """A class: decorators and bases in the enclosing scope, the body
        in a namespace of its own."""
        for field in ("decorator_list", "bases", "keywords", "type_params"):
            setattr(node, field, [self.visit(item)
                                  for item in getattr(node, field, [])])
        self._visit_namespace_body(node, "class")
        return node

    def _visit_namespace_body(self, node, kind):
        """Transform the body of a module or a class.  If its own code
        uses the runtime, declare ``global __pep637__`` first: the name is
        then looked up in the globals and the builtins only, never in a
        class namespace or the locals given to exec(), as in the fork,
        which looks up nothing."""
        scope = _Scope(kind)
        self._scopes.append(scope)
        try:
            node.body = self._visit_statements(node.body)
        finally:
            self._scopes.pop()
        if scope.names:
            index = _first_after_docstring_and_future(node.body)
            where = node.body[min(index, len(node.body) - 1)]
            node.body.insert(index, _at(where, ast.Global(scope.names)))

    def _visit_statements(self, statements):
        result = []
        for statement in statements:
            new = self.visit(statement)
            result.extend(new if isinstance(new, list) else [new])
        return result

    def visit_FunctionDef(self, node):
        """A function: decorators, defaults and annotations in the
        enclosing scope, the body in its own."""
        returns, node.returns = node.returns, None
        body, node.body = node.body, []
        self.generic_visit(node)
        node.returns = self._annotation(returns)
        self._scopes.append(_Scope("function"))
        try:
            node.body = self._visit_statements(body)
        finally:
            self._scopes.pop()
        return node

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Lambda(self, node):
        node.args = self.visit(node.args)
        self._scopes.append(_Scope("function"))
        try:
            node.body = self.visit(node.body)
        finally:
            self._scopes.pop()
        return node

    def _uses_runtime(self, name=RUNTIME):
        """Note that the code of the current scope uses the built-in
        *name* of the runtime."""
        names = self._scopes[-1].names
        if name not in names:
            names.append(name)

    # -- the choice of a form ---------------------------------------------

    def _form(self, node, value=None):
        """The form of the keyword subscript *node* (its parts already
        transformed): 'direct', 'bound' or 'general' (see pep637.runtime).

        The dunder is looked up before the evaluation of what comes after
        the container (direct) or the index (bound); that is the fork's
        order when what comes after is names and constants, whose
        evaluation runs no code -- except, in a class body, names: its
        namespace may be a mapping that runs code (``__prepare__``).
        *value* is the value of an assignment, for the direct form.
        """
        names = self._scopes[-1].kind != "class"
        keywords = node.keywords
        if not (_well_formed(keywords)
                and all(keyword.arg is not None
                        and _is_pure(keyword.value, names)
                        for keyword in keywords)):
            return "general"
        if ("direct" in FORMS and _is_pure(node.value, names, tuples=False)
                and _is_pure(node.slice, names)
                and (value is None or _is_pure(value, names))):
            return "direct"
        return "bound" if "bound" in FORMS else "general"

    # -- expressions ------------------------------------------------------

    def visit_Subscript(self, node):
        """A subscript in a load, store or delete context."""
        self._visit_parts(node)
        if not is_keyword_subscript(node):
            return node
        if isinstance(node.ctx, ast.Load):
            form = self._form(node)
            if form == "direct":
                self._uses_runtime(DIRECT["getter"])
                return _direct_call(node, "getter")
            self._uses_runtime()
            if form == "bound":
                return _bound_call(node, "bind_get")
            return _at(node, ast.Call(_general_call(node, "get"), [], []))
        self._uses_runtime()
        op = "set" if isinstance(node.ctx, ast.Store) else "delete"
        return _target(node, "TARGET", op)

    def _visit_parts(self, node):
        """Transform the container, the index and the keyword values, also
        of a plain ast.Subscript that holds keywords outside _fields."""
        node.value = self.visit(node.value)
        node.slice = self.visit(node.slice)
        keywords = keywords_of(node)
        if keywords:
            node.keywords = [self.visit(keyword)
                             if isinstance(keyword, ast.AST) else keyword
                             for keyword in keywords]

    # -- statements whose target is a keyword subscript -------------------

    def _statement_may_be_a_call(self):
        """Tell whether a statement may become an expression statement,
        which interactive input would print."""
        return self._scopes[-1].kind != "interactive"

    def visit_Assign(self, node):
        """``a[i, k=1] = x``: a call, unless the form is general (always
        for ``a[k=1] = *b``, which would be a valid call: stock compile()
        then raises the fork's error at the starred value)."""
        target = node.targets[0]
        if (len(node.targets) != 1 or not is_keyword_subscript(target)
                or isinstance(node.value, ast.Starred)
                or not self._statement_may_be_a_call()):
            return self.generic_visit(node)
        node.value = self.visit(node.value)
        self._visit_parts(target)
        form = self._form(target, node.value)
        self._uses_runtime(DIRECT["setter"] if form == "direct" else RUNTIME)
        if form == "direct":
            call = _direct_call(target, "setter", value=node.value)
        elif form == "bound":
            call = _bound_call(target, "bind_set", value=node.value)
        else:
            node.targets = [_target(target, "TARGET", "set")]
            return node
        return _at(node, ast.Expr(call))

    def visit_Delete(self, node):
        """``del a[i, k=1]``: a call, unless the form is general."""
        target = node.targets[0]
        if (len(node.targets) != 1 or not is_keyword_subscript(target)
                or not self._statement_may_be_a_call()):
            return self.generic_visit(node)
        self._visit_parts(target)
        form = self._form(target)
        self._uses_runtime(DIRECT["deleter"] if form == "direct" else RUNTIME)
        if form == "direct":
            call = _direct_call(target, "deleter")
        elif form == "bound":
            call = _bound_call(target, "bind_delete")
        else:
            node.targets = [_target(target, "TARGET", "delete")]
            return node
        return _at(node, ast.Expr(call))

    def visit_AugAssign(self, node):
        """``a[i, k=1] += x``: the target AUGMENTED[...] (gets, then sets)."""
        node.value = self.visit(node.value)
        target = node.target
        if is_keyword_subscript(target):
            self._visit_parts(target)
            self._uses_runtime()
            node.target = _target(target, "AUGMENTED", "augment")
        else:
            node.target = self.visit(target)
        return node

    def visit_AnnAssign(self, node):
        """``a[k=1]: T = x``; without a value, the target is evaluated but
        not subscripted: its parts, as the fork evaluates them."""
        target = node.target
        if (node.value is None and is_keyword_subscript(target)
                and _well_formed(keywords_of(target))):
            self._visit_parts(target)
            node.target = _evaluated_parts(target)
        else:
            node.target = self.visit(target)
        node.annotation = self._annotation(node.annotation)
        if node.value is not None:
            node.value = self.visit(node.value)
        return node

    # -- annotations ------------------------------------------------------

    def visit_arg(self, node):
        node.annotation = self._annotation(node.annotation)
        return node

    def _annotation(self, annotation):
        """An annotation: kept as text under future annotations."""
        if annotation is None:
            return None
        if self.future_annotations:
            return _Stringifier().visit(annotation)
        return self.visit(annotation)


class _Scope:
    """A scope of the code: 'module', 'interactive', 'class' or 'function'
    (a lambda too), and the built-in names of the runtime that its own
    code (not that of the functions and classes it defines) uses."""

    def __init__(self, kind):
        self.kind = kind
        self.names = []


# -- the two forms ------------------------------------------------------------

def _is_pure(node, names=True, tuples=True):
    """Tell whether evaluating *node* runs no code and has no effect: a
    constant, a name (if *names*), or a tuple (if *tuples*) or a slice of
    them."""
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.Name):
        return names
    if isinstance(node, ast.Tuple) and tuples:
        return all(not isinstance(item, ast.Starred)
                   and _is_pure(item, names) for item in node.elts)
    if isinstance(node, ast.Slice):
        return all(part is None or _is_pure(part, names)
                   for part in (node.lower, node.upper, node.step))
    return False


def _well_formed(keywords):
    """Tell whether *keywords* are ast.keyword nodes with a value (a hand
    built tree may hold anything: stock compile() rejects it in a call)."""
    return all(isinstance(keyword, ast.keyword)
               and isinstance(keyword.value, ast.expr)
               for keyword in keywords)


def _direct_call(node, function, value=None):
    """``__pep637_getter__(a)(a, index, [value,] **keywords)``."""
    container = node.value
    args = [copy.copy(container), node.slice]
    if value is not None:
        args.append(value)
    name = _at(node, ast.Name(DIRECT[function], ast.Load()))
    callee = ast.Call(name, [container], [])
    return _at(node, ast.Call(_at(node, callee), args, node.keywords))


def _bound_call(node, function, value=None):
    """``__pep637__.bind_get(a, index)(**keywords)``; for bind_set the
    value comes first, as it is evaluated first."""
    args = [node.value, node.slice]
    if value is not None:
        args.insert(0, value)
    callee = _at(node, ast.Call(_runtime(node, function), args, []))
    return _at(node, ast.Call(callee, [], node.keywords))


def _general_call(node, op):
    """``__pep637__.operation(a, op, index, **keywords)``, or with a
    ``**`` item ``__pep637__.subscript(a, op)(index, **keywords)``, whose
    callee names the dunder in the errors of the ``**`` item."""
    op = _at(node, ast.Constant(op))
    if all(isinstance(keyword, ast.keyword) and keyword.arg is not None
           for keyword in node.keywords):
        return _at(node, ast.Call(_runtime(node, "operation"),
                                  [node.value, op, node.slice],
                                  node.keywords))
    callee = ast.Call(_runtime(node, "subscript"), [node.value, op], [])
    return _at(node, ast.Call(_at(node, callee), [node.slice],
                              node.keywords))


def _target(node, container, op):
    """``__pep637__.TARGET[<general call>]`` in the context of *node*."""
    ctx = ast.Store() if op == "augment" else node.ctx
    return _at(node, ast.Subscript(_runtime(node, container),
                                   _general_call(node, op), ctx))


def _evaluated_parts(node):
    """The target of ``a[i, k=v]: T`` without a value: a plain subscript
    whose index holds every part, which the compiler evaluates as the
    fork evaluates the parts of a keyword subscript.  The keywords are
    checked as the fork's compiler checks them."""
    _check_repeated(node.keywords)
    parts = [node.slice] + [keyword.value for keyword in node.keywords]
    index = _at(node, ast.Tuple(parts, ast.Load()))
    return _at(node, ast.Subscript(node.value, index, node.ctx))


def _check_repeated(keywords):
    """The SyntaxError of ``validate_keywords()`` in Python/compile.c."""
    seen = set()
    for keyword in keywords:
        if keyword.arg is None:
            continue
        if keyword.arg in seen:
            raise SyntaxError(
                f"keyword argument repeated: {keyword.arg}",
                (None, keyword.lineno, keyword.col_offset + 1, None,
                 keyword.end_lineno, keyword.end_col_offset + 1))
        seen.add(keyword.arg)


def _first_after_docstring_and_future(body):
    """The index of the first statement of *body* after its docstring and
    its ``from __future__`` imports."""
    index = 0
    if (body and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)
            and isinstance(body[0].value.value, str)):
        index = 1
    while (index < len(body) and isinstance(body[index], ast.ImportFrom)
           and body[index].module == "__future__"):
        index += 1
    return index


def _runtime(node, attribute):
    """``__pep637__.<attribute>`` at the position of *node*."""
    name = _at(node, ast.Name(RUNTIME, ast.Load()))
    return _at(node, ast.Attribute(name, attribute, ast.Load()))


def _at(where, node):
    """*node*, given the position of *where*."""
    for attribute in _POSITION:
        setattr(node, attribute, getattr(where, attribute, None))
    return node


# -- annotations under ``from __future__ import annotations`` -----------------

class _Stringifier(ast.NodeTransformer):
    """Replace each keyword subscript of an annotation by a Name whose id
    is its text as the fork's compiler writes it (Python/ast_unparse.c),
    which stock compile() copies into the annotation's string."""

    def visit_Subscript(self, node):
        if not is_keyword_subscript(node):
            return self.generic_visit(node)
        return _at(node, ast.Name(_keyword_subscript_text(node), ast.Load()))


def _keyword_subscript_text(node):
    """``append_ast_subscript()`` of the fork: the container as an atom,
    then the items of a tuple index (the index itself if it is a single
    item that is not starred), then the keywords, as for a call."""
    index = node.slice
    items = [index]
    if isinstance(index, ast.Tuple) and (
            len(index.elts) != 1 or isinstance(index.elts[0], ast.Starred)):
        items = index.elts
    parts = [_c_text(item) for item in items]
    for keyword in node.keywords:
        value = _c_text(keyword.value)
        parts.append(f"**{value}" if keyword.arg is None
                     else f"{keyword.arg}={value}")
    container = _c_text(ast.Subscript(node.value, ast.Constant(0),
                                      ast.Load()))[:-len("[0]")]
    return f"{container}[{', '.join(parts)}]"


def _c_text(expr):
    """The text that stock CPython's compiler gives *expr* in an
    annotation (``_PyAST_ExprAsUnicode``), its keyword subscripts first
    replaced by their text."""
    expr = _Stringifier().visit(expr)
    module = ast.Module([
        ast.ImportFrom("__future__", [ast.alias("annotations")], 0),
        ast.AnnAssign(ast.Name("x", ast.Store()), expr, None, 1)], [])
    namespace = {}
    exec(builtin_compile(ast.fix_missing_locations(module), "<annotation>",
                          "exec", dont_inherit=True), namespace)
    return namespace["__annotations__"]["x"]
