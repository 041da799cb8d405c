"""The helpers that the actions of grammar/python.gram call.

Each stands for a function of CPython's Parser/action_helpers.c (named in
its docstring) and does what that function does, on the nodes of the ast
module.  The small records that the C parser allocates to pass results
between rules (KeyValuePair, StarEtc...) are named tuples here.  Strings
and f-strings are in pep637.parser.strings.
"""

import ast
import sys
import token
import unicodedata
from collections import namedtuple

from .. import nodes
from .pegen import Parser
from .strings import StringActions
from .tokens import Token

__all__ = [
    "Actions", "CmpopExprPair", "DEL", "DEL_TARGETS", "DUMMY_NAME",
    "FOR_TARGETS", "KeyPatternPair", "KeyValuePair", "KeywordOrStarred",
    "LOAD", "NameDefaultPair", "STAR_TARGETS", "STORE", "SlashWithDefault",
    "StarEtc", "get_expr_name",
]

_PY314 = sys.version_info >= (3, 14)
# The features that a __future__ import may name (Python/future.c).
_FUTURE_FEATURES = frozenset({
    "nested_scopes", "generators", "division", "absolute_import",
    "with_statement", "print_function", "unicode_literals",
    "barry_as_FLUFL", "generator_stop", "annotations"})

# The expression contexts; CPython's AST shares one instance of each too.
LOAD = ast.Load()
STORE = ast.Store()
DEL = ast.Del()

# What the dummy Call that holds a call's arguments calls.
DUMMY_NAME = ast.Name("", LOAD)

# The kinds of targets that _PyPegen_get_invalid_target() checks.
STAR_TARGETS, DEL_TARGETS, FOR_TARGETS = "star", "del", "for"

CmpopExprPair = namedtuple("CmpopExprPair", "cmpop expr")
KeyValuePair = namedtuple("KeyValuePair", "key value")
KeyPatternPair = namedtuple("KeyPatternPair", "key pattern")
NameDefaultPair = namedtuple("NameDefaultPair", "arg value")
SlashWithDefault = namedtuple("SlashWithDefault",
                              "plain_names names_with_defaults")
StarEtc = namedtuple("StarEtc", "vararg kwonlyargs kwarg")
KeywordOrStarred = namedtuple("KeywordOrStarred", "element is_keyword")

_EXPR_NAMES = {
    ast.Attribute: "attribute",
    ast.Subscript: "subscript",
    nodes.Subscript: "subscript",
    ast.Starred: "starred",
    ast.Name: "name",
    ast.List: "list",
    ast.Tuple: "tuple",
    ast.Lambda: "lambda",
    ast.Call: "function call",
    ast.BoolOp: "expression",
    ast.BinOp: "expression",
    ast.UnaryOp: "expression",
    ast.GeneratorExp: "generator expression",
    ast.Yield: "yield expression",
    ast.YieldFrom: "yield expression",
    ast.Await: "await expression",
    ast.ListComp: "list comprehension",
    ast.SetComp: "set comprehension",
    ast.DictComp: "dict comprehension",
    ast.Dict: "dict literal",
    ast.Set: "set display",
    ast.JoinedStr: "f-string expression",
    ast.FormattedValue: "f-string expression",
    ast.Compare: "comparison",
    ast.IfExp: "conditional expression",
    ast.NamedExpr: "named expression",
}
if sys.version_info >= (3, 14):
    _EXPR_NAMES[ast.TemplateStr] = "t-string expression"
    _EXPR_NAMES[ast.Interpolation] = "t-string expression"

_CONSTANT_NAMES = {None: "None", False: "False", True: "True",
                   Ellipsis: "ellipsis"}
# What no identifier may be, once normalized (_PyPegen_new_identifier()).
_FORBIDDEN_IDENTIFIERS = ("None", "True", "False")


def get_expr_name(e):
    """_PyPegen_get_expr_name(): how error messages call an expression."""
    if isinstance(e, ast.Constant):
        for value, name in _CONSTANT_NAMES.items():
            if e.value is value:
                return name
        return "literal"
    return _EXPR_NAMES[type(e)]


def _location(node):
    """EXTRA_EXPR(node, node): the location keywords of *node*."""
    return {"lineno": node.lineno, "col_offset": node.col_offset,
            "end_lineno": node.end_lineno,
            "end_col_offset": node.end_col_offset}


def _invalid_target(e, targets):
    """_PyPegen_get_invalid_target(): the part of *e* that is no target."""
    if isinstance(e, (ast.List, ast.Tuple)):
        for elt in e.elts:
            invalid = _invalid_target(elt, targets)
            if invalid is not None:
                return invalid
        return None
    if isinstance(e, ast.Starred):
        if targets == DEL_TARGETS:
            return e
        return _invalid_target(e.value, targets)
    if isinstance(e, ast.Compare):
        # The 'a in b' of 'for a in b' is parsed as a comparison: look for
        # invalid targets on its left.
        if targets == FOR_TARGETS:
            if isinstance(e.ops[0], ast.In):
                return _invalid_target(e.left, targets)
            return None
        return e
    if isinstance(e, (ast.Name, ast.Subscript, ast.Attribute)):
        return None
    return e


class Actions(StringActions, Parser):
    """The helpers of the actions, as methods of the parser."""

    def __init__(self, tokens, source):
        super().__init__(tokens, source)
        self.barry_as_flufl = False
        # p->last_stmt_location (3.14): the location of the last statement
        # of the second pass, as (lineno, col_offset, end_lineno,
        # end_col_offset).
        self.last_stmt_location = (0, 0, 0, 0)

    def reset_for_error_pass(self):
        """reset_parser_state_for_error_pass()."""
        super().reset_for_error_pass()
        self.last_stmt_location = (0, 0, 0, 0)

    # Tokens and names

    def identifier(self, name):
        """_PyPegen_new_identifier(): NFKC-normalized if not ASCII.

        A name that normalizes to a keyword constant (``\U0001d40done``)
        is a ValueError, which the parser lets through (not a SyntaxError).
        """
        if not name.isascii():
            name = unicodedata.normalize("NFKC", name)
            if name in _FORBIDDEN_IDENTIFIERS:
                raise ValueError(
                    f"identifier field can't represent '{name}' constant")
        return name

    def parse_number(self, tok):
        """parsenumber(): the value of a NUMBER token."""
        s = tok.string.replace("_", "")
        try:
            if s[-1] in "jJ":
                return complex(0.0, float(s[:-1]))
            if s.isdigit() or s[:2].lower() in ("0x", "0o", "0b"):
                return int(s, 0)
            return float(s)
        except ValueError as exc:
            self.raise_error_known_location(
                SyntaxError, tok.lineno, -1, tok.end_lineno, -1,
                f"{exc} - Consider hexadecimal for huge integer literals "
                f"to avoid decimal conversion limits.")

    def token_level(self, index):
        """The bracket depth of the token at *index* (Token.level in C)."""
        return self._tokens[index].level

    def new_type_comment(self, tok):
        """NEW_TYPE_COMMENT(): the text of a TYPE_COMMENT token, or None."""
        return None if tok is None else tok.string

    def add_type_comment_to_arg(self, a, tc):
        """_PyPegen_add_type_comment_to_arg()."""
        if tc is None:
            return a
        return ast.arg(a.arg, a.annotation, tc.string, **_location(a))

    def interactive_exit(self):
        """_PyPegen_interactive_exit(): the end of interactive input."""
        return None

    def check_barry_as_flufl(self, tok):
        """_PyPegen_check_barry_as_flufl(): whether this '!=' is refused."""
        if self.barry_as_flufl and tok.string != "<>":
            self.raise_syntax_error(
                "with Barry as BDFL, use '<>' instead of '!='")
        if not self.barry_as_flufl:
            return tok.string != "!="
        return False

    def check_legacy_stmt(self, name):
        """_PyPegen_check_legacy_stmt(): 'print' or 'exec'."""
        return isinstance(name, ast.Name) and name.id in ("print", "exec")

    @staticmethod
    def tokens_are_adjacent(a, b):
        """_PyPegen_tokens_are_adjacent() (3.14): nothing between them."""
        return a.end_lineno == b.lineno and a.end_col_offset == b.col_offset

    def register_stmts(self, stmts):
        """_PyPegen_register_stmts() (3.14): in the second pass, note the
        location of the last statement parsed (CPython puts it in the
        SyntaxError's metadata, for the traceback's suggestions)."""
        if not self.call_invalid_rules or not stmts:
            return stmts
        last = stmts[-1]
        if self.last_stmt_location[0] > last.lineno:
            return stmts
        self.last_stmt_location = (last.lineno, last.col_offset,
                                   last.end_lineno, last.end_col_offset)
        return stmts

    # Sequences

    @staticmethod
    def seq_flatten(seqs):
        """_PyPegen_seq_flatten()."""
        return [item for seq in seqs for item in seq]

    @staticmethod
    def seq_insert_in_front(a, seq):
        """_PyPegen_seq_insert_in_front()."""
        return [a] if seq is None else [a, *seq]

    @staticmethod
    def seq_count_dots(tokens):
        """_PyPegen_seq_count_dots(): the level of a relative import."""
        return sum(3 if tok.string == "..." else 1 for tok in tokens)

    @staticmethod
    def map_names_to_ids(names):
        """_PyPegen_map_names_to_ids()."""
        return [name.id for name in names]

    @staticmethod
    def get_cmpops(pairs):
        return [pair.cmpop for pair in pairs]

    @staticmethod
    def get_exprs(pairs):
        return [pair.expr for pair in pairs]

    @staticmethod
    def get_keys(pairs):
        return [pair.key for pair in pairs] if pairs else []

    @staticmethod
    def get_values(pairs):
        return [pair.value for pair in pairs] if pairs else []

    @staticmethod
    def get_pattern_keys(pairs):
        return [pair.key for pair in pairs]

    @staticmethod
    def get_patterns(pairs):
        return [pair.pattern for pair in pairs]

    @staticmethod
    def get_last_comprehension_item(comprehension):
        """_PyPegen_get_last_comprehension_item()."""
        if comprehension.ifs:
            return comprehension.ifs[-1]
        return comprehension.iter

    # Nodes

    def join_names_with_dot(self, first, second):
        """_PyPegen_join_names_with_dot(): a dotted name of an import."""
        return ast.Name(f"{first.id}.{second.id}", LOAD,
                        lineno=first.lineno, col_offset=first.col_offset,
                        end_lineno=second.end_lineno,
                        end_col_offset=second.end_col_offset)

    def set_expr_context(self, e, ctx):
        """_PyPegen_set_expr_context(): a copy of *e* in context *ctx*."""
        if isinstance(e, ast.Name):
            return ast.Name(e.id, ctx, **_location(e))
        if isinstance(e, ast.Tuple):
            return ast.Tuple(self._set_seq_context(e.elts, ctx), ctx,
                             **_location(e))
        if isinstance(e, ast.List):
            return ast.List(self._set_seq_context(e.elts, ctx), ctx,
                            **_location(e))
        if isinstance(e, nodes.Subscript):
            return nodes.Subscript(e.value, e.slice, ctx, e.keywords,
                                        **_location(e))
        if isinstance(e, ast.Subscript):
            return ast.Subscript(e.value, e.slice, ctx, **_location(e))
        if isinstance(e, ast.Attribute):
            return ast.Attribute(e.value, e.attr, ctx, **_location(e))
        if isinstance(e, ast.Starred):
            return ast.Starred(self.set_expr_context(e.value, ctx), ctx,
                               **_location(e))
        return e

    def _set_seq_context(self, seq, ctx):
        return [self.set_expr_context(e, ctx) for e in seq]

    def make_module(self, statements):
        """_PyPegen_make_module().

        From 3.14, ast.parse() checks the features of the __future__
        imports that begin a module (future_parse() of Python/future.c,
        which the compiler runs once the module is parsed).
        """
        if _PY314 and statements:
            self._check_future_features(statements)
        return ast.Module(statements or [], [])

    def _check_future_features(self, body):
        """future_check_features(), for the leading __future__ imports."""
        start = 0
        first = body[0]
        if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                and type(first.value.value) is str):
            start = 1
        for stmt in body[start:]:
            if not (isinstance(stmt, ast.ImportFrom) and stmt.level == 0
                    and stmt.module == "__future__"):
                return
            for alias in stmt.names:
                if alias.name in _FUTURE_FEATURES:
                    continue
                if alias.name == "braces":
                    msg = "not a chance"
                else:
                    msg = "future feature %.100s is not defined" % alias.name
                self.raise_syntax_error_known_location(alias, msg)

    def checked_future_import(self, module, names, level, **location):
        """_PyPegen_checked_future_import(): notes barry_as_FLUFL."""
        if level == 0 and module == "__future__":
            if any(alias.name == "barry_as_FLUFL" for alias in names):
                if _PY314 and not self.barry_as_flufl:
                    self._join_diamonds()
                self.barry_as_flufl = True
        return ast.ImportFrom(module, names, level, **location)

    def _join_diamonds(self):
        """From 3.14, the tokenizer makes one NOTEQUAL token of '<>' only
        once the parser has seen barry_as_FLUFL (before, '<' and '>'):
        join those of the tokens not read yet."""
        tokens = self._tokens
        i = self._fill + 1
        joined = False
        while i < len(tokens) - 1:
            a, b = tokens[i], tokens[i + 1]
            if (a.type == token.LESS and b.type == token.GREATER
                    and self.tokens_are_adjacent(a, b)):
                tok = Token(token.NOTEQUAL, "<>", a.start, b.end,
                            (a.lineno, a.col_offset),
                            (b.end_lineno, b.end_col_offset))
                tok.level = b.level
                tok.string_start = b.string_start
                tokens[i:i + 2] = [tok]
                joined = True
            i += 1
        if joined:
            self._last = len(tokens) - 2

    def checked_from_import(self, dots, name, names, lazy, **location):
        """_PyPegen_checked_from_import() (3.15): 'from' imports, maybe
        lazy; a lazy one may not import from __future__."""
        level = self.seq_count_dots(dots)
        if lazy is not None and level == 0 and name.id == "__future__":
            self.raise_syntax_error_known_location(
                lazy, "lazy from __future__ import is not allowed")
        node = self.checked_future_import(name.id, names, level, **location)
        node.is_lazy = 1 if lazy is not None else 0
        return node

    def function_def_decorators(self, decorators, f):
        """_PyPegen_function_def_decorators().

        In the second pass, invalid_def_raw gives a valid 'def' as the list
        of its parts (a dummy in C): it has no decorators to take.
        """
        if not isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef)):
            return f
        return type(f)(f.name, f.args, f.body, decorators, f.returns,
                       f.type_comment, f.type_params, **_location(f))

    def class_def_decorators(self, decorators, c):
        """_PyPegen_class_def_decorators()."""
        return ast.ClassDef(c.name, c.bases, c.keywords, c.body, decorators,
                            c.type_params, **_location(c))

    def ensure_real(self, e):
        """_PyPegen_ensure_real(): a real number in a complex literal."""
        if not isinstance(e, ast.Constant) or type(e.value) is complex:
            self.raise_syntax_error_known_location(
                e, "real number required in complex literal")
        return e

    def ensure_imaginary(self, e):
        """_PyPegen_ensure_imaginary()."""
        if not isinstance(e, ast.Constant) or type(e.value) is not complex:
            self.raise_syntax_error_known_location(
                e, "imaginary number required in complex literal")
        return e

    # Parameters

    def name_default_pair(self, arg, value, tc):
        """_PyPegen_name_default_pair()."""
        return NameDefaultPair(self.add_type_comment_to_arg(arg, tc), value)

    def make_arguments(self, slash_without_default, slash_with_default,
                       plain_names, names_with_default, star_etc):
        """_PyPegen_make_arguments(): the arguments of a def or lambda."""
        if slash_without_default is not None:
            posonlyargs = slash_without_default
        elif slash_with_default is not None:
            posonlyargs = [
                *slash_with_default.plain_names,
                *(p.arg for p in slash_with_default.names_with_defaults)]
        else:
            posonlyargs = []
        posargs = [*(plain_names or ()),
                   *(p.arg for p in names_with_default or ())]
        posdefaults = []
        if slash_with_default is not None:
            posdefaults += [p.value
                            for p in slash_with_default.names_with_defaults]
        posdefaults += [p.value for p in names_with_default or ()]
        vararg = kwarg = None
        kwonlyargs, kwdefaults = [], []
        if star_etc is not None:
            vararg, kwarg = star_etc.vararg, star_etc.kwarg
            if star_etc.kwonlyargs is not None:
                kwonlyargs = [p.arg for p in star_etc.kwonlyargs]
                kwdefaults = [p.value for p in star_etc.kwonlyargs]
        return ast.arguments(posonlyargs, posargs, vararg, kwonlyargs,
                             kwdefaults, kwarg, posdefaults)

    def empty_arguments(self):
        """_PyPegen_empty_arguments()."""
        return ast.arguments([], [], None, [], [], None, [])

    # Call arguments, and the keyword subscripts of PEP 637

    @staticmethod
    def seq_extract_starred_exprs(kwargs):
        """_PyPegen_seq_extract_starred_exprs()."""
        return [k.element for k in kwargs if not k.is_keyword]

    @staticmethod
    def seq_delete_starred_exprs(kwargs):
        """_PyPegen_seq_delete_starred_exprs()."""
        return [k.element for k in kwargs if k.is_keyword]

    def collect_call_seqs(self, a, b, **location):
        """_PyPegen_collect_call_seqs(): a dummy Call with the arguments."""
        if b is None:
            return ast.Call(DUMMY_NAME, a, [], **location)
        starreds = self.seq_extract_starred_exprs(b)
        keywords = self.seq_delete_starred_exprs(b)
        return ast.Call(DUMMY_NAME, a + starreds, keywords, **location)

    def keyword_subscript(self, value, args, ctx, **location):
        """_PyPegen_keyword_subscript(): ``value[...]`` with keywords.

        *args* is the dummy Call of the 'kwslices' rule.  A single
        positional item that is not starred is the index itself; otherwise
        the positional items form a tuple, which spans them, or is empty,
        where the keywords begin, for a keyword-only subscript.
        """
        items = args.args
        if len(items) == 1 and not isinstance(items[0], ast.Starred):
            index = items[0]
        elif items:
            index = ast.Tuple(items, LOAD, lineno=items[0].lineno,
                              col_offset=items[0].col_offset,
                              end_lineno=items[-1].end_lineno,
                              end_col_offset=items[-1].end_col_offset)
        else:
            index = ast.Tuple([], LOAD, lineno=args.lineno,
                              col_offset=args.col_offset,
                              end_lineno=args.lineno,
                              end_col_offset=args.col_offset)
        return nodes.Subscript(value, index, ctx, args.keywords,
                                    **location)

    # Errors

    def raise_syntax_error_invalid_target(self, targets, e):
        """RAISE_SYNTAX_ERROR_INVALID_TARGET(); None if *e* is fine."""
        invalid = _invalid_target(e, targets)
        if invalid is None:
            return None
        if targets in (STAR_TARGETS, FOR_TARGETS):
            msg = "cannot assign to %s"
        else:
            msg = "cannot delete %s"
        self.raise_syntax_error_known_location(
            invalid, msg % get_expr_name(invalid))

    def arguments_parsing_error(self, e):
        """_PyPegen_arguments_parsing_error(): a positional after keywords."""
        if any(keyword.arg is None for keyword in e.keywords):
            msg = "positional argument follows keyword argument unpacking"
        else:
            msg = "positional argument follows keyword argument"
        self.raise_syntax_error(msg)

    def raise_error_for_missing_comma(self, a, b):
        """_PyPegen_raise_error_for_missing_comma() (3.15): "Perhaps you
        forgot a comma?", inside brackets; on the last line of a first
        expression of several lines (adjacent strings)."""
        if self.check_legacy_stmt(a) or self.token_level(self._mark - 1) == 0:
            return None
        msg = "invalid syntax. Perhaps you forgot a comma?"
        if a.end_lineno > a.lineno:
            self.raise_error_known_location(
                SyntaxError, a.end_lineno, a.col_offset, a.end_lineno,
                a.end_col_offset, msg)
        self.raise_error_known_location(
            SyntaxError, a.lineno, a.col_offset, b.end_lineno,
            b.end_col_offset, msg)

    def nonparen_genexp_in_call(self, args, comprehensions):
        """_PyPegen_nonparen_genexp_in_call()."""
        if len(args.args) <= 1:
            return None
        self.raise_syntax_error_known_range(
            args.args[-1],
            self.get_last_comprehension_item(comprehensions[-1]),
            "Generator expression must be parenthesized")
