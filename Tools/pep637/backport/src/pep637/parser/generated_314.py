"""The parser of pep637, GENERATED from src/pep637/parser/grammar/python3.14.gram: do not edit.

Regenerate it with "python tools/regen.py"; "python tools/regen.py --check"
fails if it is out of date.
"""

import ast
from token import (
    DEDENT, ENDMARKER, FSTRING_END, FSTRING_MIDDLE, FSTRING_START, INDENT,
    NAME, NEWLINE, STRING, TSTRING_END, TSTRING_MIDDLE, TSTRING_START,
    TYPE_COMMENT,
)

from .actions import (
    DEL, DEL_TARGETS, DUMMY_NAME, FOR_TARGETS, LOAD, STAR_TARGETS, STORE,
    Actions, CmpopExprPair, KeyPatternPair, KeyValuePair, KeywordOrStarred,
    SlashWithDefault, StarEtc, get_expr_name,
)
from .pegen import memoize_left_rec

__all__ = ["PythonParser"]


class PythonParser(Actions):
    """The parser generated from src/pep637/parser/grammar/python3.14.gram."""

    def file(self):
        # file: statements? $
        mark = self._mark
        if (
            ((a := self.statements()),)
            and (endmarker := self.expect_type(ENDMARKER)) is not None
        ):
            return self.make_module(a)
        self._mark = mark
        return None

    def interactive(self):
        # interactive: statement_newline
        mark = self._mark
        if (
            (a := self.statement_newline()) is not None
        ):
            return ast.Interactive(a)
        self._mark = mark
        return None

    def eval(self):
        # eval: expressions NEWLINE* $
        mark = self._mark
        if (
            (a := self.expressions()) is not None
            and (_loop0_1 := self._loop0_1()) is not None
            and (endmarker := self.expect_type(ENDMARKER)) is not None
        ):
            return ast.Expression(a)
        self._mark = mark
        return None

    def func_type(self):
        # func_type: '(' type_expressions? ')' '->' expression NEWLINE* $
        mark = self._mark
        if (
            (literal := self.expect('(')) is not None
            and ((a := self.type_expressions()),)
            and (literal_1 := self.expect(')')) is not None
            and (literal_2 := self.expect('->')) is not None
            and (b := self.expression()) is not None
            and (_loop0_2 := self._loop0_2()) is not None
            and (endmarker := self.expect_type(ENDMARKER)) is not None
        ):
            return ast.FunctionType(a or [], b)
        self._mark = mark
        return None

    def statements(self):
        # statements: statement+
        mark = self._mark
        if (
            (a := self._loop1_3()) is not None
        ):
            return self.seq_flatten(a)
        self._mark = mark
        return None

    def statement(self):
        # statement: compound_stmt | simple_stmts
        mark = self._mark
        if (
            (a := self.compound_stmt()) is not None
        ):
            return self.register_stmts([a])
        self._mark = mark
        if (
            (a := self.simple_stmts()) is not None
        ):
            return a
        self._mark = mark
        return None

    def single_compound_stmt(self):
        # single_compound_stmt: compound_stmt
        mark = self._mark
        if (
            (a := self.compound_stmt()) is not None
        ):
            return self.register_stmts([a])
        self._mark = mark
        return None

    def statement_newline(self):
        # statement_newline: single_compound_stmt NEWLINE | simple_stmts | NEWLINE | $
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.single_compound_stmt()) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
        ):
            return a
        self._mark = mark
        if (
            (simple_stmts := self.simple_stmts()) is not None
        ):
            return simple_stmts
        self._mark = mark
        if (
            (newline := self.expect_type(NEWLINE)) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return [ast.Pass(lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)]
        self._mark = mark
        if (
            (endmarker := self.expect_type(ENDMARKER)) is not None
        ):
            return self.interactive_exit()
        self._mark = mark
        return None

    def simple_stmts(self):
        # simple_stmts: simple_stmt !';' NEWLINE | ';'.simple_stmt+ ';'? NEWLINE
        mark = self._mark
        if (
            (a := self.simple_stmt()) is not None
            and not self.check(';')
            and (newline := self.expect_type(NEWLINE)) is not None
        ):
            return [a]
        self._mark = mark
        if (
            (a := self._gather_4()) is not None
            and ((literal := self.expect(';')),)
            and (newline := self.expect_type(NEWLINE)) is not None
        ):
            return a
        self._mark = mark
        return None

    def simple_stmt(self):
        # simple_stmt:
        #     | assignment
        #     | &"type" type_alias
        #     | star_expressions
        #     | &'return' return_stmt
        #     | &('import' | 'from') import_stmt
        #     | &'raise' raise_stmt
        #     | &'pass' pass_stmt
        #     | &'del' del_stmt
        #     | &'yield' yield_stmt
        #     | &'assert' assert_stmt
        #     | &'break' break_stmt
        #     | &'continue' continue_stmt
        #     | &'global' global_stmt
        #     | &'nonlocal' nonlocal_stmt
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 0
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (assignment := self.assignment()) is not None
        ):
            self._memo[_memo_key] = (_result := assignment), self._mark
            return _result
        self._mark = mark
        if (
            self.check('type')
            and (type_alias := self.type_alias()) is not None
        ):
            self._memo[_memo_key] = (_result := type_alias), self._mark
            return _result
        self._mark = mark
        if (
            (e := self.star_expressions()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.Expr(e, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            self.check('return')
            and (return_stmt := self.return_stmt()) is not None
        ):
            self._memo[_memo_key] = (_result := return_stmt), self._mark
            return _result
        self._mark = mark
        if (
            self.looked_ahead(self._mark, self._tmp_6())
            and (import_stmt := self.import_stmt()) is not None
        ):
            self._memo[_memo_key] = (_result := import_stmt), self._mark
            return _result
        self._mark = mark
        if (
            self.check('raise')
            and (raise_stmt := self.raise_stmt()) is not None
        ):
            self._memo[_memo_key] = (_result := raise_stmt), self._mark
            return _result
        self._mark = mark
        if (
            self.check('pass')
            and (pass_stmt := self.pass_stmt()) is not None
        ):
            self._memo[_memo_key] = (_result := pass_stmt), self._mark
            return _result
        self._mark = mark
        if (
            self.check('del')
            and (del_stmt := self.del_stmt()) is not None
        ):
            self._memo[_memo_key] = (_result := del_stmt), self._mark
            return _result
        self._mark = mark
        if (
            self.check('yield')
            and (yield_stmt := self.yield_stmt()) is not None
        ):
            self._memo[_memo_key] = (_result := yield_stmt), self._mark
            return _result
        self._mark = mark
        if (
            self.check('assert')
            and (assert_stmt := self.assert_stmt()) is not None
        ):
            self._memo[_memo_key] = (_result := assert_stmt), self._mark
            return _result
        self._mark = mark
        if (
            self.check('break')
            and (break_stmt := self.break_stmt()) is not None
        ):
            self._memo[_memo_key] = (_result := break_stmt), self._mark
            return _result
        self._mark = mark
        if (
            self.check('continue')
            and (continue_stmt := self.continue_stmt()) is not None
        ):
            self._memo[_memo_key] = (_result := continue_stmt), self._mark
            return _result
        self._mark = mark
        if (
            self.check('global')
            and (global_stmt := self.global_stmt()) is not None
        ):
            self._memo[_memo_key] = (_result := global_stmt), self._mark
            return _result
        self._mark = mark
        if (
            self.check('nonlocal')
            and (nonlocal_stmt := self.nonlocal_stmt()) is not None
        ):
            self._memo[_memo_key] = (_result := nonlocal_stmt), self._mark
            return _result
        self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def compound_stmt(self):
        # compound_stmt:
        #     | &('def' | '@' | 'async') function_def
        #     | &'if' if_stmt
        #     | &('class' | '@') class_def
        #     | &('with' | 'async') with_stmt
        #     | &('for' | 'async') for_stmt
        #     | &'try' try_stmt
        #     | &'while' while_stmt
        #     | match_stmt
        mark = self._mark
        if (
            self.looked_ahead(self._mark, self._tmp_7())
            and (function_def := self.function_def()) is not None
        ):
            return function_def
        self._mark = mark
        if (
            self.check('if')
            and (if_stmt := self.if_stmt()) is not None
        ):
            return if_stmt
        self._mark = mark
        if (
            self.looked_ahead(self._mark, self._tmp_8())
            and (class_def := self.class_def()) is not None
        ):
            return class_def
        self._mark = mark
        if (
            self.looked_ahead(self._mark, self._tmp_9())
            and (with_stmt := self.with_stmt()) is not None
        ):
            return with_stmt
        self._mark = mark
        if (
            self.looked_ahead(self._mark, self._tmp_10())
            and (for_stmt := self.for_stmt()) is not None
        ):
            return for_stmt
        self._mark = mark
        if (
            self.check('try')
            and (try_stmt := self.try_stmt()) is not None
        ):
            return try_stmt
        self._mark = mark
        if (
            self.check('while')
            and (while_stmt := self.while_stmt()) is not None
        ):
            return while_stmt
        self._mark = mark
        if (
            (match_stmt := self.match_stmt()) is not None
        ):
            return match_stmt
        self._mark = mark
        return None

    def assignment(self):
        # assignment:
        #     | NAME ':' expression ['=' annotated_rhs]
        #     | ('(' single_target ')' | single_subscript_attribute_target) ':' expression ['=' annotated_rhs]
        #     | ((star_targets '='))+ annotated_rhs !'=' TYPE_COMMENT?
        #     | single_target augassign ~ annotated_rhs
        #     | invalid_assignment
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.name_token()) is not None
            and (literal := self.expect(':')) is not None
            and (b := self.expression()) is not None
            and ((c := self._tmp_11()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.AnnAssign(self.set_expr_context(a, STORE), b, c, 1, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self._tmp_12()) is not None
            and (literal := self.expect(':')) is not None
            and (b := self.expression()) is not None
            and ((c := self._tmp_13()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.AnnAssign(a, b, c, 0, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self._loop1_14()) is not None
            and (b := self.annotated_rhs()) is not None
            and not self.check('=')
            and ((tc := self.expect_type(TYPE_COMMENT)),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Assign(a, b, self.new_type_comment(tc), lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        cut = False
        if (
            (a := self.single_target()) is not None
            and (b := self.augassign()) is not None
            and (cut := True)
            and (c := self.annotated_rhs()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.AugAssign(a, b, c, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if cut:
            return None
        if self.call_invalid_rules:
            if (
                (invalid_assignment := self.invalid_assignment()) is not None
            ):
                return invalid_assignment
            self._mark = mark
        return None

    def annotated_rhs(self):
        # annotated_rhs: yield_expr | star_expressions
        mark = self._mark
        if (
            (yield_expr := self.yield_expr()) is not None
        ):
            return yield_expr
        self._mark = mark
        if (
            (star_expressions := self.star_expressions()) is not None
        ):
            return star_expressions
        self._mark = mark
        return None

    def augassign(self):
        # augassign:
        #     | '+='
        #     | '-='
        #     | '*='
        #     | '@='
        #     | '/='
        #     | '%='
        #     | '&='
        #     | '|='
        #     | '^='
        #     | '<<='
        #     | '>>='
        #     | '**='
        #     | '//='
        mark = self._mark
        if (
            (literal := self.expect('+=')) is not None
        ):
            return ast.Add()
        self._mark = mark
        if (
            (literal := self.expect('-=')) is not None
        ):
            return ast.Sub()
        self._mark = mark
        if (
            (literal := self.expect('*=')) is not None
        ):
            return ast.Mult()
        self._mark = mark
        if (
            (literal := self.expect('@=')) is not None
        ):
            return ast.MatMult()
        self._mark = mark
        if (
            (literal := self.expect('/=')) is not None
        ):
            return ast.Div()
        self._mark = mark
        if (
            (literal := self.expect('%=')) is not None
        ):
            return ast.Mod()
        self._mark = mark
        if (
            (literal := self.expect('&=')) is not None
        ):
            return ast.BitAnd()
        self._mark = mark
        if (
            (literal := self.expect('|=')) is not None
        ):
            return ast.BitOr()
        self._mark = mark
        if (
            (literal := self.expect('^=')) is not None
        ):
            return ast.BitXor()
        self._mark = mark
        if (
            (literal := self.expect('<<=')) is not None
        ):
            return ast.LShift()
        self._mark = mark
        if (
            (literal := self.expect('>>=')) is not None
        ):
            return ast.RShift()
        self._mark = mark
        if (
            (literal := self.expect('**=')) is not None
        ):
            return ast.Pow()
        self._mark = mark
        if (
            (literal := self.expect('//=')) is not None
        ):
            return ast.FloorDiv()
        self._mark = mark
        return None

    def return_stmt(self):
        # return_stmt: 'return' star_expressions?
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('return')) is not None
            and ((a := self.star_expressions()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Return(a, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def raise_stmt(self):
        # raise_stmt: 'raise' expression ['from' expression] | 'raise'
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('raise')) is not None
            and (a := self.expression()) is not None
            and ((b := self._tmp_15()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Raise(a, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('raise')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Raise(None, None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def pass_stmt(self):
        # pass_stmt: 'pass'
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('pass')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Pass(lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def break_stmt(self):
        # break_stmt: 'break'
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('break')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Break(lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def continue_stmt(self):
        # continue_stmt: 'continue'
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('continue')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Continue(lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def global_stmt(self):
        # global_stmt: 'global' ','.NAME+
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('global')) is not None
            and (a := self._gather_16()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Global(self.map_names_to_ids(a), lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def nonlocal_stmt(self):
        # nonlocal_stmt: 'nonlocal' ','.NAME+
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('nonlocal')) is not None
            and (a := self._gather_18()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Nonlocal(self.map_names_to_ids(a), lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def del_stmt(self):
        # del_stmt: 'del' del_targets &(';' | NEWLINE) | invalid_del_stmt
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('del')) is not None
            and (a := self.del_targets()) is not None
            and self.looked_ahead(self._mark, self._tmp_20())
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Delete(a, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_del_stmt := self.invalid_del_stmt()) is not None
            ):
                return invalid_del_stmt
            self._mark = mark
        return None

    def yield_stmt(self):
        # yield_stmt: yield_expr
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (y := self.yield_expr()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Expr(y, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def assert_stmt(self):
        # assert_stmt: 'assert' expression [',' expression]
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('assert')) is not None
            and (a := self.expression()) is not None
            and ((b := self._tmp_21()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Assert(a, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def import_stmt(self):
        # import_stmt: invalid_import | import_name | import_from
        mark = self._mark
        if self.call_invalid_rules:
            if (
                (invalid_import := self.invalid_import()) is not None
            ):
                return invalid_import
            self._mark = mark
        if (
            (import_name := self.import_name()) is not None
        ):
            return import_name
        self._mark = mark
        if (
            (import_from := self.import_from()) is not None
        ):
            return import_from
        self._mark = mark
        return None

    def import_name(self):
        # import_name: 'import' dotted_as_names
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('import')) is not None
            and (a := self.dotted_as_names()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Import(a, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def import_from(self):
        # import_from:
        #     | 'from' (('.' | '...'))* dotted_name 'import' import_from_targets
        #     | 'from' (('.' | '...'))+ 'import' import_from_targets
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('from')) is not None
            and (a := self._loop0_22()) is not None
            and (b := self.dotted_name()) is not None
            and (literal_1 := self.expect('import')) is not None
            and (c := self.import_from_targets()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return self.checked_future_import(b.id, c, self.seq_count_dots(a), lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('from')) is not None
            and (a := self._loop1_23()) is not None
            and (literal_1 := self.expect('import')) is not None
            and (b := self.import_from_targets()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.ImportFrom(None, b, self.seq_count_dots(a), lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def import_from_targets(self):
        # import_from_targets:
        #     | '(' import_from_as_names ','? ')'
        #     | import_from_as_names !','
        #     | '*'
        #     | invalid_import_from_targets
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('(')) is not None
            and (a := self.import_from_as_names()) is not None
            and ((literal_1 := self.expect(',')),)
            and (literal_2 := self.expect(')')) is not None
        ):
            return a
        self._mark = mark
        if (
            (import_from_as_names := self.import_from_as_names()) is not None
            and not self.check(',')
        ):
            return import_from_as_names
        self._mark = mark
        if (
            (literal := self.expect('*')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return [ast.alias('*', None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)]
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_import_from_targets := self.invalid_import_from_targets()) is not None
            ):
                return invalid_import_from_targets
            self._mark = mark
        return None

    def import_from_as_names(self):
        # import_from_as_names: ','.import_from_as_name+
        mark = self._mark
        if (
            (a := self._gather_24()) is not None
        ):
            return a
        self._mark = mark
        return None

    def import_from_as_name(self):
        # import_from_as_name: invalid_import_from_as_name | NAME ['as' NAME]
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_import_from_as_name := self.invalid_import_from_as_name()) is not None
            ):
                return invalid_import_from_as_name
            self._mark = mark
        if (
            (a := self.name_token()) is not None
            and ((b := self._tmp_26()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.alias(a.id, b.id if b else None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def dotted_as_names(self):
        # dotted_as_names: ','.dotted_as_name+
        mark = self._mark
        if (
            (a := self._gather_27()) is not None
        ):
            return a
        self._mark = mark
        return None

    def dotted_as_name(self):
        # dotted_as_name: invalid_dotted_as_name | dotted_name ['as' NAME]
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_dotted_as_name := self.invalid_dotted_as_name()) is not None
            ):
                return invalid_dotted_as_name
            self._mark = mark
        if (
            (a := self.dotted_name()) is not None
            and ((b := self._tmp_29()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.alias(a.id, b.id if b else None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    @memoize_left_rec(1)
    def dotted_name(self):
        # dotted_name: dotted_name '.' NAME | NAME
        mark = self._mark
        if (
            (a := self.dotted_name()) is not None
            and (literal := self.expect('.')) is not None
            and (b := self.name_token()) is not None
        ):
            return self.join_names_with_dot(a, b)
        self._mark = mark
        if (
            (name := self.name_token()) is not None
        ):
            return name
        self._mark = mark
        return None

    def block(self):
        # block: NEWLINE INDENT statements DEDENT | simple_stmts | invalid_block
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 2
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        if (
            (newline := self.expect_type(NEWLINE)) is not None
            and (indent := self.expect_type(INDENT)) is not None
            and (a := self.statements()) is not None
            and (dedent := self.expect_type(DEDENT)) is not None
        ):
            self._memo[_memo_key] = (_result := a), self._mark
            return _result
        self._mark = mark
        if (
            (simple_stmts := self.simple_stmts()) is not None
        ):
            self._memo[_memo_key] = (_result := simple_stmts), self._mark
            return _result
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_block := self.invalid_block()) is not None
            ):
                self._memo[_memo_key] = (_result := invalid_block), self._mark
                return _result
            self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def decorators(self):
        # decorators: (('@' named_expression NEWLINE))+
        mark = self._mark
        if (
            (a := self._loop1_30()) is not None
        ):
            return a
        self._mark = mark
        return None

    def class_def(self):
        # class_def: decorators class_def_raw | class_def_raw
        mark = self._mark
        if (
            (a := self.decorators()) is not None
            and (b := self.class_def_raw()) is not None
        ):
            return self.class_def_decorators(a, b)
        self._mark = mark
        if (
            (class_def_raw := self.class_def_raw()) is not None
        ):
            return class_def_raw
        self._mark = mark
        return None

    def class_def_raw(self):
        # class_def_raw:
        #     | invalid_class_def_raw
        #     | 'class' NAME type_params? ['(' arguments? ')'] ':' block
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_class_def_raw := self.invalid_class_def_raw()) is not None
            ):
                return invalid_class_def_raw
            self._mark = mark
        if (
            (literal := self.expect('class')) is not None
            and (a := self.name_token()) is not None
            and ((t := self.type_params()),)
            and ((b := self._tmp_31()),)
            and (literal_1 := self.expect(':')) is not None
            and (c := self.block()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.ClassDef(a.id, b.args if b else [], b.keywords if b else [], c, [], t or [], lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def function_def(self):
        # function_def: decorators function_def_raw | function_def_raw
        mark = self._mark
        if (
            (d := self.decorators()) is not None
            and (f := self.function_def_raw()) is not None
        ):
            return self.function_def_decorators(d, f)
        self._mark = mark
        if (
            (function_def_raw := self.function_def_raw()) is not None
        ):
            return function_def_raw
        self._mark = mark
        return None

    def function_def_raw(self):
        # function_def_raw:
        #     | invalid_def_raw
        #     | 'def' NAME type_params? '(' params? ')' ['->' expression] ':' func_type_comment? block
        #     | 'async' 'def' NAME type_params? '(' params? ')' ['->' expression] ':' func_type_comment? block
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_def_raw := self.invalid_def_raw()) is not None
            ):
                return invalid_def_raw
            self._mark = mark
        if (
            (literal := self.expect('def')) is not None
            and (n := self.name_token()) is not None
            and ((t := self.type_params()),)
            and (literal_1 := self.expect('(')) is not None
            and ((params := self.params()),)
            and (literal_2 := self.expect(')')) is not None
            and ((a := self._tmp_32()),)
            and (literal_3 := self.expect(':')) is not None
            and ((tc := self.func_type_comment()),)
            and (b := self.block()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.FunctionDef(n.id, params or self.empty_arguments(), b, [], a, self.new_type_comment(tc), t or [], lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('async')) is not None
            and (literal_1 := self.expect('def')) is not None
            and (n := self.name_token()) is not None
            and ((t := self.type_params()),)
            and (literal_2 := self.expect('(')) is not None
            and ((params := self.params()),)
            and (literal_3 := self.expect(')')) is not None
            and ((a := self._tmp_33()),)
            and (literal_4 := self.expect(':')) is not None
            and ((tc := self.func_type_comment()),)
            and (b := self.block()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.AsyncFunctionDef(n.id, params or self.empty_arguments(), b, [], a, self.new_type_comment(tc), t or [], lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def params(self):
        # params: invalid_parameters | parameters
        mark = self._mark
        if self.call_invalid_rules:
            if (
                (invalid_parameters := self.invalid_parameters()) is not None
            ):
                return invalid_parameters
            self._mark = mark
        if (
            (parameters := self.parameters()) is not None
        ):
            return parameters
        self._mark = mark
        return None

    def parameters(self):
        # parameters:
        #     | slash_no_default param_no_default* param_with_default* star_etc?
        #     | slash_with_default param_with_default* star_etc?
        #     | param_no_default+ param_with_default* star_etc?
        #     | param_with_default+ star_etc?
        #     | star_etc
        mark = self._mark
        if (
            (a := self.slash_no_default()) is not None
            and (b := self._loop0_34()) is not None
            and (c := self._loop0_35()) is not None
            and ((d := self.star_etc()),)
        ):
            return self.make_arguments(a, None, b, c, d)
        self._mark = mark
        if (
            (a := self.slash_with_default()) is not None
            and (b := self._loop0_36()) is not None
            and ((c := self.star_etc()),)
        ):
            return self.make_arguments(None, a, None, b, c)
        self._mark = mark
        if (
            (a := self._loop1_37()) is not None
            and (b := self._loop0_38()) is not None
            and ((c := self.star_etc()),)
        ):
            return self.make_arguments(None, None, a, b, c)
        self._mark = mark
        if (
            (a := self._loop1_39()) is not None
            and ((b := self.star_etc()),)
        ):
            return self.make_arguments(None, None, None, a, b)
        self._mark = mark
        if (
            (a := self.star_etc()) is not None
        ):
            return self.make_arguments(None, None, None, None, a)
        self._mark = mark
        return None

    def slash_no_default(self):
        # slash_no_default: param_no_default+ '/' ',' | param_no_default+ '/' &')'
        mark = self._mark
        if (
            (a := self._loop1_40()) is not None
            and (literal := self.expect('/')) is not None
            and (literal_1 := self.expect(',')) is not None
        ):
            return a
        self._mark = mark
        if (
            (a := self._loop1_41()) is not None
            and (literal := self.expect('/')) is not None
            and self.check(')')
        ):
            return a
        self._mark = mark
        return None

    def slash_with_default(self):
        # slash_with_default:
        #     | param_no_default* param_with_default+ '/' ','
        #     | param_no_default* param_with_default+ '/' &')'
        mark = self._mark
        if (
            (a := self._loop0_42()) is not None
            and (b := self._loop1_43()) is not None
            and (literal := self.expect('/')) is not None
            and (literal_1 := self.expect(',')) is not None
        ):
            return SlashWithDefault(a, b)
        self._mark = mark
        if (
            (a := self._loop0_44()) is not None
            and (b := self._loop1_45()) is not None
            and (literal := self.expect('/')) is not None
            and self.check(')')
        ):
            return SlashWithDefault(a, b)
        self._mark = mark
        return None

    def star_etc(self):
        # star_etc:
        #     | invalid_star_etc
        #     | '*' param_no_default param_maybe_default* kwds?
        #     | '*' param_no_default_star_annotation param_maybe_default* kwds?
        #     | '*' ',' param_maybe_default+ kwds?
        #     | kwds
        mark = self._mark
        if self.call_invalid_rules:
            if (
                (invalid_star_etc := self.invalid_star_etc()) is not None
            ):
                return invalid_star_etc
            self._mark = mark
        if (
            (literal := self.expect('*')) is not None
            and (a := self.param_no_default()) is not None
            and (b := self._loop0_46()) is not None
            and ((c := self.kwds()),)
        ):
            return StarEtc(a, b, c)
        self._mark = mark
        if (
            (literal := self.expect('*')) is not None
            and (a := self.param_no_default_star_annotation()) is not None
            and (b := self._loop0_47()) is not None
            and ((c := self.kwds()),)
        ):
            return StarEtc(a, b, c)
        self._mark = mark
        if (
            (literal := self.expect('*')) is not None
            and (literal_1 := self.expect(',')) is not None
            and (b := self._loop1_48()) is not None
            and ((c := self.kwds()),)
        ):
            return StarEtc(None, b, c)
        self._mark = mark
        if (
            (a := self.kwds()) is not None
        ):
            return StarEtc(None, None, a)
        self._mark = mark
        return None

    def kwds(self):
        # kwds: invalid_kwds | '**' param_no_default
        mark = self._mark
        if self.call_invalid_rules:
            if (
                (invalid_kwds := self.invalid_kwds()) is not None
            ):
                return invalid_kwds
            self._mark = mark
        if (
            (literal := self.expect('**')) is not None
            and (a := self.param_no_default()) is not None
        ):
            return a
        self._mark = mark
        return None

    def param_no_default(self):
        # param_no_default: param ',' TYPE_COMMENT? | param TYPE_COMMENT? &')'
        mark = self._mark
        if (
            (a := self.param()) is not None
            and (literal := self.expect(',')) is not None
            and ((tc := self.expect_type(TYPE_COMMENT)),)
        ):
            return self.add_type_comment_to_arg(a, tc)
        self._mark = mark
        if (
            (a := self.param()) is not None
            and ((tc := self.expect_type(TYPE_COMMENT)),)
            and self.check(')')
        ):
            return self.add_type_comment_to_arg(a, tc)
        self._mark = mark
        return None

    def param_no_default_star_annotation(self):
        # param_no_default_star_annotation:
        #     | param_star_annotation ',' TYPE_COMMENT?
        #     | param_star_annotation TYPE_COMMENT? &')'
        mark = self._mark
        if (
            (a := self.param_star_annotation()) is not None
            and (literal := self.expect(',')) is not None
            and ((tc := self.expect_type(TYPE_COMMENT)),)
        ):
            return self.add_type_comment_to_arg(a, tc)
        self._mark = mark
        if (
            (a := self.param_star_annotation()) is not None
            and ((tc := self.expect_type(TYPE_COMMENT)),)
            and self.check(')')
        ):
            return self.add_type_comment_to_arg(a, tc)
        self._mark = mark
        return None

    def param_with_default(self):
        # param_with_default: param default ',' TYPE_COMMENT? | param default TYPE_COMMENT? &')'
        mark = self._mark
        if (
            (a := self.param()) is not None
            and (c := self.default()) is not None
            and (literal := self.expect(',')) is not None
            and ((tc := self.expect_type(TYPE_COMMENT)),)
        ):
            return self.name_default_pair(a, c, tc)
        self._mark = mark
        if (
            (a := self.param()) is not None
            and (c := self.default()) is not None
            and ((tc := self.expect_type(TYPE_COMMENT)),)
            and self.check(')')
        ):
            return self.name_default_pair(a, c, tc)
        self._mark = mark
        return None

    def param_maybe_default(self):
        # param_maybe_default:
        #     | param default? ',' TYPE_COMMENT?
        #     | param default? TYPE_COMMENT? &')'
        mark = self._mark
        if (
            (a := self.param()) is not None
            and ((c := self.default()),)
            and (literal := self.expect(',')) is not None
            and ((tc := self.expect_type(TYPE_COMMENT)),)
        ):
            return self.name_default_pair(a, c, tc)
        self._mark = mark
        if (
            (a := self.param()) is not None
            and ((c := self.default()),)
            and ((tc := self.expect_type(TYPE_COMMENT)),)
            and self.check(')')
        ):
            return self.name_default_pair(a, c, tc)
        self._mark = mark
        return None

    def param(self):
        # param: NAME annotation?
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.name_token()) is not None
            and ((b := self.annotation()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.arg(a.id, b, None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def param_star_annotation(self):
        # param_star_annotation: NAME star_annotation
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.name_token()) is not None
            and (b := self.star_annotation()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.arg(a.id, b, None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def annotation(self):
        # annotation: ':' expression
        mark = self._mark
        if (
            (literal := self.expect(':')) is not None
            and (a := self.expression()) is not None
        ):
            return a
        self._mark = mark
        return None

    def star_annotation(self):
        # star_annotation: ':' star_expression
        mark = self._mark
        if (
            (literal := self.expect(':')) is not None
            and (a := self.star_expression()) is not None
        ):
            return a
        self._mark = mark
        return None

    def default(self):
        # default: '=' expression | invalid_default
        mark = self._mark
        if (
            (literal := self.expect('=')) is not None
            and (a := self.expression()) is not None
        ):
            return a
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_default := self.invalid_default()) is not None
            ):
                return invalid_default
            self._mark = mark
        return None

    def if_stmt(self):
        # if_stmt:
        #     | invalid_if_stmt
        #     | 'if' named_expression ':' block elif_stmt
        #     | 'if' named_expression ':' block else_block?
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_if_stmt := self.invalid_if_stmt()) is not None
            ):
                return invalid_if_stmt
            self._mark = mark
        if (
            (literal := self.expect('if')) is not None
            and (a := self.named_expression()) is not None
            and (literal_1 := self.expect(':')) is not None
            and (b := self.block()) is not None
            and (c := self.elif_stmt()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.If(a, b, [c], lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('if')) is not None
            and (a := self.named_expression()) is not None
            and (literal_1 := self.expect(':')) is not None
            and (b := self.block()) is not None
            and ((c := self.else_block()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.If(a, b, c or [], lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def elif_stmt(self):
        # elif_stmt:
        #     | invalid_elif_stmt
        #     | 'elif' named_expression ':' block elif_stmt
        #     | 'elif' named_expression ':' block else_block?
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_elif_stmt := self.invalid_elif_stmt()) is not None
            ):
                return invalid_elif_stmt
            self._mark = mark
        if (
            (literal := self.expect('elif')) is not None
            and (a := self.named_expression()) is not None
            and (literal_1 := self.expect(':')) is not None
            and (b := self.block()) is not None
            and (c := self.elif_stmt()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.If(a, b, [c], lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('elif')) is not None
            and (a := self.named_expression()) is not None
            and (literal_1 := self.expect(':')) is not None
            and (b := self.block()) is not None
            and ((c := self.else_block()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.If(a, b, c or [], lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def else_block(self):
        # else_block: invalid_else_stmt | 'else' &&':' block
        mark = self._mark
        if self.call_invalid_rules:
            if (
                (invalid_else_stmt := self.invalid_else_stmt()) is not None
            ):
                return invalid_else_stmt
            self._mark = mark
        if (
            (literal := self.expect('else')) is not None
            and (forced := self.expect_forced(self.expect(':'), "':'")) is not None
            and (b := self.block()) is not None
        ):
            return b
        self._mark = mark
        return None

    def while_stmt(self):
        # while_stmt: invalid_while_stmt | 'while' named_expression ':' block else_block?
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_while_stmt := self.invalid_while_stmt()) is not None
            ):
                return invalid_while_stmt
            self._mark = mark
        if (
            (literal := self.expect('while')) is not None
            and (a := self.named_expression()) is not None
            and (literal_1 := self.expect(':')) is not None
            and (b := self.block()) is not None
            and ((c := self.else_block()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.While(a, b, c or [], lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def for_stmt(self):
        # for_stmt:
        #     | invalid_for_stmt
        #     | 'for' star_targets 'in' ~ star_expressions ':' TYPE_COMMENT? block else_block?
        #     | 'async' 'for' star_targets 'in' ~ star_expressions ':' TYPE_COMMENT? block else_block?
        #     | invalid_for_target
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_for_stmt := self.invalid_for_stmt()) is not None
            ):
                return invalid_for_stmt
            self._mark = mark
        cut = False
        if (
            (literal := self.expect('for')) is not None
            and (t := self.star_targets()) is not None
            and (literal_1 := self.expect('in')) is not None
            and (cut := True)
            and (ex := self.star_expressions()) is not None
            and (literal_2 := self.expect(':')) is not None
            and ((tc := self.expect_type(TYPE_COMMENT)),)
            and (b := self.block()) is not None
            and ((el := self.else_block()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.For(t, ex, b, el or [], self.new_type_comment(tc), lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if cut:
            return None
        cut = False
        if (
            (literal := self.expect('async')) is not None
            and (literal_1 := self.expect('for')) is not None
            and (t := self.star_targets()) is not None
            and (literal_2 := self.expect('in')) is not None
            and (cut := True)
            and (ex := self.star_expressions()) is not None
            and (literal_3 := self.expect(':')) is not None
            and ((tc := self.expect_type(TYPE_COMMENT)),)
            and (b := self.block()) is not None
            and ((el := self.else_block()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.AsyncFor(t, ex, b, el or [], self.new_type_comment(tc), lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if cut:
            return None
        if self.call_invalid_rules:
            if (
                (invalid_for_target := self.invalid_for_target()) is not None
            ):
                return invalid_for_target
            self._mark = mark
        return None

    def with_stmt(self):
        # with_stmt:
        #     | invalid_with_stmt_indent
        #     | 'with' '(' ','.with_item+ ','? ')' ':' TYPE_COMMENT? block
        #     | 'with' ','.with_item+ ':' TYPE_COMMENT? block
        #     | 'async' 'with' '(' ','.with_item+ ','? ')' ':' block
        #     | 'async' 'with' ','.with_item+ ':' TYPE_COMMENT? block
        #     | invalid_with_stmt
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_with_stmt_indent := self.invalid_with_stmt_indent()) is not None
            ):
                return invalid_with_stmt_indent
            self._mark = mark
        if (
            (literal := self.expect('with')) is not None
            and (literal_1 := self.expect('(')) is not None
            and (a := self._gather_49()) is not None
            and ((literal_2 := self.expect(',')),)
            and (literal_3 := self.expect(')')) is not None
            and (literal_4 := self.expect(':')) is not None
            and ((tc := self.expect_type(TYPE_COMMENT)),)
            and (b := self.block()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.With(a, b, self.new_type_comment(tc), lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('with')) is not None
            and (a := self._gather_51()) is not None
            and (literal_1 := self.expect(':')) is not None
            and ((tc := self.expect_type(TYPE_COMMENT)),)
            and (b := self.block()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.With(a, b, self.new_type_comment(tc), lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('async')) is not None
            and (literal_1 := self.expect('with')) is not None
            and (literal_2 := self.expect('(')) is not None
            and (a := self._gather_53()) is not None
            and ((literal_3 := self.expect(',')),)
            and (literal_4 := self.expect(')')) is not None
            and (literal_5 := self.expect(':')) is not None
            and (b := self.block()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.AsyncWith(a, b, None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('async')) is not None
            and (literal_1 := self.expect('with')) is not None
            and (a := self._gather_55()) is not None
            and (literal_2 := self.expect(':')) is not None
            and ((tc := self.expect_type(TYPE_COMMENT)),)
            and (b := self.block()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.AsyncWith(a, b, self.new_type_comment(tc), lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_with_stmt := self.invalid_with_stmt()) is not None
            ):
                return invalid_with_stmt
            self._mark = mark
        return None

    def with_item(self):
        # with_item:
        #     | expression 'as' star_target &(',' | ')' | ':')
        #     | invalid_with_item
        #     | expression
        mark = self._mark
        if (
            (e := self.expression()) is not None
            and (literal := self.expect('as')) is not None
            and (t := self.star_target()) is not None
            and self.looked_ahead(self._mark, self._tmp_57())
        ):
            return ast.withitem(e, t)
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_with_item := self.invalid_with_item()) is not None
            ):
                return invalid_with_item
            self._mark = mark
        if (
            (e := self.expression()) is not None
        ):
            return ast.withitem(e, None)
        self._mark = mark
        return None

    def try_stmt(self):
        # try_stmt:
        #     | invalid_try_stmt
        #     | 'try' &&':' block finally_block
        #     | 'try' &&':' block except_block+ else_block? finally_block?
        #     | 'try' &&':' block except_star_block+ else_block? finally_block?
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_try_stmt := self.invalid_try_stmt()) is not None
            ):
                return invalid_try_stmt
            self._mark = mark
        if (
            (literal := self.expect('try')) is not None
            and (forced := self.expect_forced(self.expect(':'), "':'")) is not None
            and (b := self.block()) is not None
            and (f := self.finally_block()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Try(b, [], [], f, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('try')) is not None
            and (forced := self.expect_forced(self.expect(':'), "':'")) is not None
            and (b := self.block()) is not None
            and (ex := self._loop1_58()) is not None
            and ((el := self.else_block()),)
            and ((f := self.finally_block()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Try(b, ex, el or [], f or [], lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('try')) is not None
            and (forced := self.expect_forced(self.expect(':'), "':'")) is not None
            and (b := self.block()) is not None
            and (ex := self._loop1_59()) is not None
            and ((el := self.else_block()),)
            and ((f := self.finally_block()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.TryStar(b, ex, el or [], f or [], lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def except_block(self):
        # except_block:
        #     | invalid_except_stmt_indent
        #     | 'except' expression ':' block
        #     | 'except' expression 'as' NAME ':' block
        #     | 'except' expressions ':' block
        #     | 'except' ':' block
        #     | invalid_except_stmt
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_except_stmt_indent := self.invalid_except_stmt_indent()) is not None
            ):
                return invalid_except_stmt_indent
            self._mark = mark
        if (
            (literal := self.expect('except')) is not None
            and (e := self.expression()) is not None
            and (literal_1 := self.expect(':')) is not None
            and (b := self.block()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.ExceptHandler(e, None, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('except')) is not None
            and (e := self.expression()) is not None
            and (literal_1 := self.expect('as')) is not None
            and (t := self.name_token()) is not None
            and (literal_2 := self.expect(':')) is not None
            and (b := self.block()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.ExceptHandler(e, t.id, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('except')) is not None
            and (e := self.expressions()) is not None
            and (literal_1 := self.expect(':')) is not None
            and (b := self.block()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.ExceptHandler(e, None, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('except')) is not None
            and (literal_1 := self.expect(':')) is not None
            and (b := self.block()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.ExceptHandler(None, None, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_except_stmt := self.invalid_except_stmt()) is not None
            ):
                return invalid_except_stmt
            self._mark = mark
        return None

    def except_star_block(self):
        # except_star_block:
        #     | invalid_except_star_stmt_indent
        #     | 'except' '*' expression ':' block
        #     | 'except' '*' expression 'as' NAME ':' block
        #     | 'except' '*' expressions ':' block
        #     | invalid_except_star_stmt
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_except_star_stmt_indent := self.invalid_except_star_stmt_indent()) is not None
            ):
                return invalid_except_star_stmt_indent
            self._mark = mark
        if (
            (literal := self.expect('except')) is not None
            and (literal_1 := self.expect('*')) is not None
            and (e := self.expression()) is not None
            and (literal_2 := self.expect(':')) is not None
            and (b := self.block()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.ExceptHandler(e, None, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('except')) is not None
            and (literal_1 := self.expect('*')) is not None
            and (e := self.expression()) is not None
            and (literal_2 := self.expect('as')) is not None
            and (t := self.name_token()) is not None
            and (literal_3 := self.expect(':')) is not None
            and (b := self.block()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.ExceptHandler(e, t.id, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('except')) is not None
            and (literal_1 := self.expect('*')) is not None
            and (e := self.expressions()) is not None
            and (literal_2 := self.expect(':')) is not None
            and (b := self.block()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.ExceptHandler(e, None, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_except_star_stmt := self.invalid_except_star_stmt()) is not None
            ):
                return invalid_except_star_stmt
            self._mark = mark
        return None

    def finally_block(self):
        # finally_block: invalid_finally_stmt | 'finally' &&':' block
        mark = self._mark
        if self.call_invalid_rules:
            if (
                (invalid_finally_stmt := self.invalid_finally_stmt()) is not None
            ):
                return invalid_finally_stmt
            self._mark = mark
        if (
            (literal := self.expect('finally')) is not None
            and (forced := self.expect_forced(self.expect(':'), "':'")) is not None
            and (a := self.block()) is not None
        ):
            return a
        self._mark = mark
        return None

    def match_stmt(self):
        # match_stmt:
        #     | "match" subject_expr ':' NEWLINE INDENT case_block+ DEDENT
        #     | invalid_match_stmt
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('match')) is not None
            and (subject := self.subject_expr()) is not None
            and (literal_1 := self.expect(':')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
            and (indent := self.expect_type(INDENT)) is not None
            and (cases := self._loop1_60()) is not None
            and (dedent := self.expect_type(DEDENT)) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Match(subject, cases, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_match_stmt := self.invalid_match_stmt()) is not None
            ):
                return invalid_match_stmt
            self._mark = mark
        return None

    def subject_expr(self):
        # subject_expr: star_named_expression ',' star_named_expressions? | named_expression
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (value := self.star_named_expression()) is not None
            and (literal := self.expect(',')) is not None
            and ((values := self.star_named_expressions()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Tuple(self.seq_insert_in_front(value, values), LOAD, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (named_expression := self.named_expression()) is not None
        ):
            return named_expression
        self._mark = mark
        return None

    def case_block(self):
        # case_block: invalid_case_block | "case" patterns guard? ':' block
        mark = self._mark
        if self.call_invalid_rules:
            if (
                (invalid_case_block := self.invalid_case_block()) is not None
            ):
                return invalid_case_block
            self._mark = mark
        if (
            (literal := self.expect('case')) is not None
            and (pattern := self.patterns()) is not None
            and ((guard := self.guard()),)
            and (literal_1 := self.expect(':')) is not None
            and (body := self.block()) is not None
        ):
            return ast.match_case(pattern, guard, body)
        self._mark = mark
        return None

    def guard(self):
        # guard: 'if' named_expression
        mark = self._mark
        if (
            (literal := self.expect('if')) is not None
            and (guard := self.named_expression()) is not None
        ):
            return guard
        self._mark = mark
        return None

    def patterns(self):
        # patterns: open_sequence_pattern | pattern
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (patterns := self.open_sequence_pattern()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchSequence(patterns, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (pattern := self.pattern()) is not None
        ):
            return pattern
        self._mark = mark
        return None

    def pattern(self):
        # pattern: as_pattern | or_pattern
        mark = self._mark
        if (
            (as_pattern := self.as_pattern()) is not None
        ):
            return as_pattern
        self._mark = mark
        if (
            (or_pattern := self.or_pattern()) is not None
        ):
            return or_pattern
        self._mark = mark
        return None

    def as_pattern(self):
        # as_pattern: or_pattern 'as' pattern_capture_target | invalid_as_pattern
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (pattern := self.or_pattern()) is not None
            and (literal := self.expect('as')) is not None
            and (target := self.pattern_capture_target()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchAs(pattern, target.id, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_as_pattern := self.invalid_as_pattern()) is not None
            ):
                return invalid_as_pattern
            self._mark = mark
        return None

    def or_pattern(self):
        # or_pattern: '|'.closed_pattern+
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (patterns := self._gather_61()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return patterns[0] if len(patterns) == 1 else ast.MatchOr(patterns, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def closed_pattern(self):
        # closed_pattern:
        #     | literal_pattern
        #     | capture_pattern
        #     | wildcard_pattern
        #     | value_pattern
        #     | group_pattern
        #     | sequence_pattern
        #     | mapping_pattern
        #     | class_pattern
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 3
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        if (
            (literal_pattern := self.literal_pattern()) is not None
        ):
            self._memo[_memo_key] = (_result := literal_pattern), self._mark
            return _result
        self._mark = mark
        if (
            (capture_pattern := self.capture_pattern()) is not None
        ):
            self._memo[_memo_key] = (_result := capture_pattern), self._mark
            return _result
        self._mark = mark
        if (
            (wildcard_pattern := self.wildcard_pattern()) is not None
        ):
            self._memo[_memo_key] = (_result := wildcard_pattern), self._mark
            return _result
        self._mark = mark
        if (
            (value_pattern := self.value_pattern()) is not None
        ):
            self._memo[_memo_key] = (_result := value_pattern), self._mark
            return _result
        self._mark = mark
        if (
            (group_pattern := self.group_pattern()) is not None
        ):
            self._memo[_memo_key] = (_result := group_pattern), self._mark
            return _result
        self._mark = mark
        if (
            (sequence_pattern := self.sequence_pattern()) is not None
        ):
            self._memo[_memo_key] = (_result := sequence_pattern), self._mark
            return _result
        self._mark = mark
        if (
            (mapping_pattern := self.mapping_pattern()) is not None
        ):
            self._memo[_memo_key] = (_result := mapping_pattern), self._mark
            return _result
        self._mark = mark
        if (
            (class_pattern := self.class_pattern()) is not None
        ):
            self._memo[_memo_key] = (_result := class_pattern), self._mark
            return _result
        self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def literal_pattern(self):
        # literal_pattern:
        #     | signed_number !('+' | '-')
        #     | complex_number
        #     | strings
        #     | 'None'
        #     | 'True'
        #     | 'False'
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (value := self.signed_number()) is not None
            and not self.looked_ahead(self._mark, self._tmp_63())
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchValue(value, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (value := self.complex_number()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchValue(value, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (value := self.strings()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchValue(value, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('None')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchSingleton(None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('True')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchSingleton(True, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('False')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchSingleton(False, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def literal_expr(self):
        # literal_expr:
        #     | signed_number !('+' | '-')
        #     | complex_number
        #     | &(STRING | FSTRING_START | TSTRING_START) strings
        #     | 'None'
        #     | 'True'
        #     | 'False'
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (signed_number := self.signed_number()) is not None
            and not self.looked_ahead(self._mark, self._tmp_64())
        ):
            return signed_number
        self._mark = mark
        if (
            (complex_number := self.complex_number()) is not None
        ):
            return complex_number
        self._mark = mark
        if (
            self.looked_ahead(self._mark, self._tmp_65())
            and (strings := self.strings()) is not None
        ):
            return strings
        self._mark = mark
        if (
            (literal := self.expect('None')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Constant(None, None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('True')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Constant(True, None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('False')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Constant(False, None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def complex_number(self):
        # complex_number:
        #     | signed_real_number '+' imaginary_number
        #     | signed_real_number '-' imaginary_number
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (real := self.signed_real_number()) is not None
            and (literal := self.expect('+')) is not None
            and (imag := self.imaginary_number()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.BinOp(real, ast.Add(), imag, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (real := self.signed_real_number()) is not None
            and (literal := self.expect('-')) is not None
            and (imag := self.imaginary_number()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.BinOp(real, ast.Sub(), imag, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def signed_number(self):
        # signed_number: NUMBER | '-' NUMBER
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (number := self.number_token()) is not None
        ):
            return number
        self._mark = mark
        if (
            (literal := self.expect('-')) is not None
            and (number := self.number_token()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.UnaryOp(ast.USub(), number, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def signed_real_number(self):
        # signed_real_number: real_number | '-' real_number
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (real_number := self.real_number()) is not None
        ):
            return real_number
        self._mark = mark
        if (
            (literal := self.expect('-')) is not None
            and (real := self.real_number()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.UnaryOp(ast.USub(), real, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def real_number(self):
        # real_number: NUMBER
        mark = self._mark
        if (
            (real := self.number_token()) is not None
        ):
            return self.ensure_real(real)
        self._mark = mark
        return None

    def imaginary_number(self):
        # imaginary_number: NUMBER
        mark = self._mark
        if (
            (imag := self.number_token()) is not None
        ):
            return self.ensure_imaginary(imag)
        self._mark = mark
        return None

    def capture_pattern(self):
        # capture_pattern: pattern_capture_target
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (target := self.pattern_capture_target()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchAs(None, target.id, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def pattern_capture_target(self):
        # pattern_capture_target: !"_" NAME !('.' | '(' | '=')
        mark = self._mark
        if (
            not self.check('_')
            and (name := self.name_token()) is not None
            and not self.looked_ahead(self._mark, self._tmp_66())
        ):
            return self.set_expr_context(name, STORE)
        self._mark = mark
        return None

    def wildcard_pattern(self):
        # wildcard_pattern: "_"
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('_')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchAs(None, None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def value_pattern(self):
        # value_pattern: attr !('.' | '(' | '=')
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (attr := self.attr()) is not None
            and not self.looked_ahead(self._mark, self._tmp_67())
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchValue(attr, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    @memoize_left_rec(4)
    def attr(self):
        # attr: name_or_attr '.' NAME
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (value := self.name_or_attr()) is not None
            and (literal := self.expect('.')) is not None
            and (attr := self.name_token()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Attribute(value, attr.id, LOAD, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def name_or_attr(self):
        # name_or_attr: attr | NAME
        mark = self._mark
        if (
            (attr := self.attr()) is not None
        ):
            return attr
        self._mark = mark
        if (
            (name := self.name_token()) is not None
        ):
            return name
        self._mark = mark
        return None

    def group_pattern(self):
        # group_pattern: '(' pattern ')'
        mark = self._mark
        if (
            (literal := self.expect('(')) is not None
            and (pattern := self.pattern()) is not None
            and (literal_1 := self.expect(')')) is not None
        ):
            return pattern
        self._mark = mark
        return None

    def sequence_pattern(self):
        # sequence_pattern: '[' maybe_sequence_pattern? ']' | '(' open_sequence_pattern? ')'
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('[')) is not None
            and ((patterns := self.maybe_sequence_pattern()),)
            and (literal_1 := self.expect(']')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchSequence(patterns or [], lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('(')) is not None
            and ((patterns := self.open_sequence_pattern()),)
            and (literal_1 := self.expect(')')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchSequence(patterns or [], lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def open_sequence_pattern(self):
        # open_sequence_pattern: maybe_star_pattern ',' maybe_sequence_pattern?
        mark = self._mark
        if (
            (pattern := self.maybe_star_pattern()) is not None
            and (literal := self.expect(',')) is not None
            and ((patterns := self.maybe_sequence_pattern()),)
        ):
            return self.seq_insert_in_front(pattern, patterns)
        self._mark = mark
        return None

    def maybe_sequence_pattern(self):
        # maybe_sequence_pattern: ','.maybe_star_pattern+ ','?
        mark = self._mark
        if (
            (patterns := self._gather_68()) is not None
            and ((literal := self.expect(',')),)
        ):
            return patterns
        self._mark = mark
        return None

    def maybe_star_pattern(self):
        # maybe_star_pattern: star_pattern | pattern
        mark = self._mark
        if (
            (star_pattern := self.star_pattern()) is not None
        ):
            return star_pattern
        self._mark = mark
        if (
            (pattern := self.pattern()) is not None
        ):
            return pattern
        self._mark = mark
        return None

    def star_pattern(self):
        # star_pattern: '*' pattern_capture_target | '*' wildcard_pattern
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 5
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('*')) is not None
            and (target := self.pattern_capture_target()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.MatchStar(target.id, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (literal := self.expect('*')) is not None
            and (wildcard_pattern := self.wildcard_pattern()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.MatchStar(None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def mapping_pattern(self):
        # mapping_pattern:
        #     | '{' '}'
        #     | '{' double_star_pattern ','? '}'
        #     | '{' items_pattern ',' double_star_pattern ','? '}'
        #     | '{' items_pattern ','? '}'
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('{')) is not None
            and (literal_1 := self.expect('}')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchMapping([], [], None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (rest := self.double_star_pattern()) is not None
            and ((literal_1 := self.expect(',')),)
            and (literal_2 := self.expect('}')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchMapping([], [], rest.id, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (items := self.items_pattern()) is not None
            and (literal_1 := self.expect(',')) is not None
            and (rest := self.double_star_pattern()) is not None
            and ((literal_2 := self.expect(',')),)
            and (literal_3 := self.expect('}')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchMapping(self.get_pattern_keys(items), self.get_patterns(items), rest.id, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (items := self.items_pattern()) is not None
            and ((literal_1 := self.expect(',')),)
            and (literal_2 := self.expect('}')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchMapping(self.get_pattern_keys(items), self.get_patterns(items), None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def items_pattern(self):
        # items_pattern: ','.key_value_pattern+
        mark = self._mark
        if (
            (_gather_70 := self._gather_70()) is not None
        ):
            return _gather_70
        self._mark = mark
        return None

    def key_value_pattern(self):
        # key_value_pattern: (literal_expr | attr) ':' pattern
        mark = self._mark
        if (
            (key := self._tmp_72()) is not None
            and (literal := self.expect(':')) is not None
            and (pattern := self.pattern()) is not None
        ):
            return KeyPatternPair(key, pattern)
        self._mark = mark
        return None

    def double_star_pattern(self):
        # double_star_pattern: '**' pattern_capture_target
        mark = self._mark
        if (
            (literal := self.expect('**')) is not None
            and (target := self.pattern_capture_target()) is not None
        ):
            return target
        self._mark = mark
        return None

    def class_pattern(self):
        # class_pattern:
        #     | name_or_attr '(' ')'
        #     | name_or_attr '(' positional_patterns ','? ')'
        #     | name_or_attr '(' keyword_patterns ','? ')'
        #     | name_or_attr '(' positional_patterns ',' keyword_patterns ','? ')'
        #     | invalid_class_pattern
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (cls := self.name_or_attr()) is not None
            and (literal := self.expect('(')) is not None
            and (literal_1 := self.expect(')')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchClass(cls, [], [], [], lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (cls := self.name_or_attr()) is not None
            and (literal := self.expect('(')) is not None
            and (patterns := self.positional_patterns()) is not None
            and ((literal_1 := self.expect(',')),)
            and (literal_2 := self.expect(')')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchClass(cls, patterns, [], [], lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (cls := self.name_or_attr()) is not None
            and (literal := self.expect('(')) is not None
            and (keywords := self.keyword_patterns()) is not None
            and ((literal_1 := self.expect(',')),)
            and (literal_2 := self.expect(')')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchClass(cls, [], self.map_names_to_ids(self.get_pattern_keys(keywords)), self.get_patterns(keywords), lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (cls := self.name_or_attr()) is not None
            and (literal := self.expect('(')) is not None
            and (patterns := self.positional_patterns()) is not None
            and (literal_1 := self.expect(',')) is not None
            and (keywords := self.keyword_patterns()) is not None
            and ((literal_2 := self.expect(',')),)
            and (literal_3 := self.expect(')')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.MatchClass(cls, patterns, self.map_names_to_ids(self.get_pattern_keys(keywords)), self.get_patterns(keywords), lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_class_pattern := self.invalid_class_pattern()) is not None
            ):
                return invalid_class_pattern
            self._mark = mark
        return None

    def positional_patterns(self):
        # positional_patterns: ','.pattern+
        mark = self._mark
        if (
            (args := self._gather_73()) is not None
        ):
            return args
        self._mark = mark
        return None

    def keyword_patterns(self):
        # keyword_patterns: ','.keyword_pattern+
        mark = self._mark
        if (
            (_gather_75 := self._gather_75()) is not None
        ):
            return _gather_75
        self._mark = mark
        return None

    def keyword_pattern(self):
        # keyword_pattern: NAME '=' pattern
        mark = self._mark
        if (
            (arg := self.name_token()) is not None
            and (literal := self.expect('=')) is not None
            and (value := self.pattern()) is not None
        ):
            return KeyPatternPair(arg, value)
        self._mark = mark
        return None

    def type_alias(self):
        # type_alias: "type" NAME type_params? '=' expression
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('type')) is not None
            and (n := self.name_token()) is not None
            and ((t := self.type_params()),)
            and (literal_1 := self.expect('=')) is not None
            and (b := self.expression()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.TypeAlias(self.set_expr_context(n, STORE), t or [], b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def type_params(self):
        # type_params: invalid_type_params | '[' type_param_seq ']'
        mark = self._mark
        if self.call_invalid_rules:
            if (
                (invalid_type_params := self.invalid_type_params()) is not None
            ):
                return invalid_type_params
            self._mark = mark
        if (
            (literal := self.expect('[')) is not None
            and (t := self.type_param_seq()) is not None
            and (literal_1 := self.expect(']')) is not None
        ):
            return t
        self._mark = mark
        return None

    def type_param_seq(self):
        # type_param_seq: ','.type_param+ ','?
        mark = self._mark
        if (
            (a := self._gather_77()) is not None
            and ((literal := self.expect(',')),)
        ):
            return a
        self._mark = mark
        return None

    def type_param(self):
        # type_param:
        #     | NAME type_param_bound? type_param_default?
        #     | invalid_type_param
        #     | '*' NAME type_param_starred_default?
        #     | '**' NAME type_param_default?
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 6
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.name_token()) is not None
            and ((b := self.type_param_bound()),)
            and ((c := self.type_param_default()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.TypeVar(a.id, b, c, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_type_param := self.invalid_type_param()) is not None
            ):
                self._memo[_memo_key] = (_result := invalid_type_param), self._mark
                return _result
            self._mark = mark
        if (
            (literal := self.expect('*')) is not None
            and (a := self.name_token()) is not None
            and ((b := self.type_param_starred_default()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.TypeVarTuple(a.id, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (literal := self.expect('**')) is not None
            and (a := self.name_token()) is not None
            and ((b := self.type_param_default()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.ParamSpec(a.id, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def type_param_bound(self):
        # type_param_bound: ':' expression
        mark = self._mark
        if (
            (literal := self.expect(':')) is not None
            and (e := self.expression()) is not None
        ):
            return e
        self._mark = mark
        return None

    def type_param_default(self):
        # type_param_default: '=' expression
        mark = self._mark
        if (
            (literal := self.expect('=')) is not None
            and (e := self.expression()) is not None
        ):
            return e
        self._mark = mark
        return None

    def type_param_starred_default(self):
        # type_param_starred_default: '=' star_expression
        mark = self._mark
        if (
            (literal := self.expect('=')) is not None
            and (e := self.star_expression()) is not None
        ):
            return e
        self._mark = mark
        return None

    def expressions(self):
        # expressions: expression ((',' expression))+ ','? | expression ',' | expression
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.expression()) is not None
            and (b := self._loop1_79()) is not None
            and ((literal := self.expect(',')),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Tuple(self.seq_insert_in_front(a, b), LOAD, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.expression()) is not None
            and (literal := self.expect(',')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Tuple([a], LOAD, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (expression := self.expression()) is not None
        ):
            return expression
        self._mark = mark
        return None

    def expression(self):
        # expression:
        #     | invalid_expression
        #     | invalid_legacy_expression
        #     | disjunction 'if' disjunction 'else' expression
        #     | disjunction
        #     | lambdef
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 7
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_expression := self.invalid_expression()) is not None
            ):
                self._memo[_memo_key] = (_result := invalid_expression), self._mark
                return _result
            self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_legacy_expression := self.invalid_legacy_expression()) is not None
            ):
                self._memo[_memo_key] = (_result := invalid_legacy_expression), self._mark
                return _result
            self._mark = mark
        if (
            (a := self.disjunction()) is not None
            and (literal := self.expect('if')) is not None
            and (b := self.disjunction()) is not None
            and (literal_1 := self.expect('else')) is not None
            and (c := self.expression()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.IfExp(b, a, c, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (disjunction := self.disjunction()) is not None
        ):
            self._memo[_memo_key] = (_result := disjunction), self._mark
            return _result
        self._mark = mark
        if (
            (lambdef := self.lambdef()) is not None
        ):
            self._memo[_memo_key] = (_result := lambdef), self._mark
            return _result
        self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def yield_expr(self):
        # yield_expr: 'yield' 'from' expression | 'yield' star_expressions?
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('yield')) is not None
            and (literal_1 := self.expect('from')) is not None
            and (a := self.expression()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.YieldFrom(a, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('yield')) is not None
            and ((a := self.star_expressions()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Yield(a, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def star_expressions(self):
        # star_expressions:
        #     | star_expression ((',' star_expression))+ ','?
        #     | star_expression ','
        #     | star_expression
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.star_expression()) is not None
            and (b := self._loop1_80()) is not None
            and ((literal := self.expect(',')),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Tuple(self.seq_insert_in_front(a, b), LOAD, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.star_expression()) is not None
            and (literal := self.expect(',')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Tuple([a], LOAD, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (star_expression := self.star_expression()) is not None
        ):
            return star_expression
        self._mark = mark
        return None

    def star_expression(self):
        # star_expression: '*' bitwise_or | expression
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 8
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('*')) is not None
            and (a := self.bitwise_or()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.Starred(a, LOAD, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (expression := self.expression()) is not None
        ):
            self._memo[_memo_key] = (_result := expression), self._mark
            return _result
        self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def star_named_expressions(self):
        # star_named_expressions: ','.star_named_expression+ ','?
        mark = self._mark
        if (
            (a := self._gather_81()) is not None
            and ((literal := self.expect(',')),)
        ):
            return a
        self._mark = mark
        return None

    def star_named_expression(self):
        # star_named_expression: '*' bitwise_or | named_expression
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('*')) is not None
            and (a := self.bitwise_or()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Starred(a, LOAD, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (named_expression := self.named_expression()) is not None
        ):
            return named_expression
        self._mark = mark
        return None

    def assignment_expression(self):
        # assignment_expression: NAME ':=' ~ expression
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        cut = False
        if (
            (a := self.name_token()) is not None
            and (literal := self.expect(':=')) is not None
            and (cut := True)
            and (b := self.expression()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.NamedExpr(self.set_expr_context(a, STORE), b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if cut:
            return None
        return None

    def named_expression(self):
        # named_expression: assignment_expression | invalid_named_expression | expression !':='
        mark = self._mark
        if (
            (assignment_expression := self.assignment_expression()) is not None
        ):
            return assignment_expression
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_named_expression := self.invalid_named_expression()) is not None
            ):
                return invalid_named_expression
            self._mark = mark
        if (
            (expression := self.expression()) is not None
            and not self.check(':=')
        ):
            return expression
        self._mark = mark
        return None

    def disjunction(self):
        # disjunction: conjunction (('or' conjunction))+ | conjunction
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 9
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.conjunction()) is not None
            and (b := self._loop1_83()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.BoolOp(ast.Or(), self.seq_insert_in_front(a, b), lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (conjunction := self.conjunction()) is not None
        ):
            self._memo[_memo_key] = (_result := conjunction), self._mark
            return _result
        self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def conjunction(self):
        # conjunction: inversion (('and' inversion))+ | inversion
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 10
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.inversion()) is not None
            and (b := self._loop1_84()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.BoolOp(ast.And(), self.seq_insert_in_front(a, b), lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (inversion := self.inversion()) is not None
        ):
            self._memo[_memo_key] = (_result := inversion), self._mark
            return _result
        self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def inversion(self):
        # inversion: 'not' inversion | comparison
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 11
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('not')) is not None
            and (a := self.inversion()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.UnaryOp(ast.Not(), a, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (comparison := self.comparison()) is not None
        ):
            self._memo[_memo_key] = (_result := comparison), self._mark
            return _result
        self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def comparison(self):
        # comparison: bitwise_or compare_op_bitwise_or_pair+ | bitwise_or
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.bitwise_or()) is not None
            and (b := self._loop1_85()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Compare(a, self.get_cmpops(b), self.get_exprs(b), lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (bitwise_or := self.bitwise_or()) is not None
        ):
            return bitwise_or
        self._mark = mark
        return None

    def compare_op_bitwise_or_pair(self):
        # compare_op_bitwise_or_pair:
        #     | eq_bitwise_or
        #     | noteq_bitwise_or
        #     | lte_bitwise_or
        #     | invalid_noteq
        #     | lt_bitwise_or
        #     | gte_bitwise_or
        #     | gt_bitwise_or
        #     | notin_bitwise_or
        #     | in_bitwise_or
        #     | isnot_bitwise_or
        #     | is_bitwise_or
        mark = self._mark
        if (
            (eq_bitwise_or := self.eq_bitwise_or()) is not None
        ):
            return eq_bitwise_or
        self._mark = mark
        if (
            (noteq_bitwise_or := self.noteq_bitwise_or()) is not None
        ):
            return noteq_bitwise_or
        self._mark = mark
        if (
            (lte_bitwise_or := self.lte_bitwise_or()) is not None
        ):
            return lte_bitwise_or
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_noteq := self.invalid_noteq()) is not None
            ):
                return invalid_noteq
            self._mark = mark
        if (
            (lt_bitwise_or := self.lt_bitwise_or()) is not None
        ):
            return lt_bitwise_or
        self._mark = mark
        if (
            (gte_bitwise_or := self.gte_bitwise_or()) is not None
        ):
            return gte_bitwise_or
        self._mark = mark
        if (
            (gt_bitwise_or := self.gt_bitwise_or()) is not None
        ):
            return gt_bitwise_or
        self._mark = mark
        if (
            (notin_bitwise_or := self.notin_bitwise_or()) is not None
        ):
            return notin_bitwise_or
        self._mark = mark
        if (
            (in_bitwise_or := self.in_bitwise_or()) is not None
        ):
            return in_bitwise_or
        self._mark = mark
        if (
            (isnot_bitwise_or := self.isnot_bitwise_or()) is not None
        ):
            return isnot_bitwise_or
        self._mark = mark
        if (
            (is_bitwise_or := self.is_bitwise_or()) is not None
        ):
            return is_bitwise_or
        self._mark = mark
        return None

    def eq_bitwise_or(self):
        # eq_bitwise_or: '==' bitwise_or
        mark = self._mark
        if (
            (literal := self.expect('==')) is not None
            and (a := self.bitwise_or()) is not None
        ):
            return CmpopExprPair(ast.Eq(), a)
        self._mark = mark
        return None

    def noteq_bitwise_or(self):
        # noteq_bitwise_or: ('!=') bitwise_or
        mark = self._mark
        if (
            (_tmp_86 := self._tmp_86()) is not None
            and (a := self.bitwise_or()) is not None
        ):
            return CmpopExprPair(ast.NotEq(), a)
        self._mark = mark
        return None

    def lte_bitwise_or(self):
        # lte_bitwise_or: '<=' bitwise_or
        mark = self._mark
        if (
            (literal := self.expect('<=')) is not None
            and (a := self.bitwise_or()) is not None
        ):
            return CmpopExprPair(ast.LtE(), a)
        self._mark = mark
        return None

    def lt_bitwise_or(self):
        # lt_bitwise_or: '<' bitwise_or
        mark = self._mark
        if (
            (literal := self.expect('<')) is not None
            and (a := self.bitwise_or()) is not None
        ):
            return CmpopExprPair(ast.Lt(), a)
        self._mark = mark
        return None

    def gte_bitwise_or(self):
        # gte_bitwise_or: '>=' bitwise_or
        mark = self._mark
        if (
            (literal := self.expect('>=')) is not None
            and (a := self.bitwise_or()) is not None
        ):
            return CmpopExprPair(ast.GtE(), a)
        self._mark = mark
        return None

    def gt_bitwise_or(self):
        # gt_bitwise_or: '>' bitwise_or
        mark = self._mark
        if (
            (literal := self.expect('>')) is not None
            and (a := self.bitwise_or()) is not None
        ):
            return CmpopExprPair(ast.Gt(), a)
        self._mark = mark
        return None

    def notin_bitwise_or(self):
        # notin_bitwise_or: 'not' 'in' bitwise_or
        mark = self._mark
        if (
            (literal := self.expect('not')) is not None
            and (literal_1 := self.expect('in')) is not None
            and (a := self.bitwise_or()) is not None
        ):
            return CmpopExprPair(ast.NotIn(), a)
        self._mark = mark
        return None

    def in_bitwise_or(self):
        # in_bitwise_or: 'in' bitwise_or
        mark = self._mark
        if (
            (literal := self.expect('in')) is not None
            and (a := self.bitwise_or()) is not None
        ):
            return CmpopExprPair(ast.In(), a)
        self._mark = mark
        return None

    def isnot_bitwise_or(self):
        # isnot_bitwise_or: 'is' 'not' bitwise_or
        mark = self._mark
        if (
            (literal := self.expect('is')) is not None
            and (literal_1 := self.expect('not')) is not None
            and (a := self.bitwise_or()) is not None
        ):
            return CmpopExprPair(ast.IsNot(), a)
        self._mark = mark
        return None

    def is_bitwise_or(self):
        # is_bitwise_or: 'is' bitwise_or
        mark = self._mark
        if (
            (literal := self.expect('is')) is not None
            and (a := self.bitwise_or()) is not None
        ):
            return CmpopExprPair(ast.Is(), a)
        self._mark = mark
        return None

    @memoize_left_rec(12)
    def bitwise_or(self):
        # bitwise_or: bitwise_or '|' bitwise_xor | bitwise_xor
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.bitwise_or()) is not None
            and (literal := self.expect('|')) is not None
            and (b := self.bitwise_xor()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.BinOp(a, ast.BitOr(), b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (bitwise_xor := self.bitwise_xor()) is not None
        ):
            return bitwise_xor
        self._mark = mark
        return None

    @memoize_left_rec(13)
    def bitwise_xor(self):
        # bitwise_xor: bitwise_xor '^' bitwise_and | bitwise_and
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.bitwise_xor()) is not None
            and (literal := self.expect('^')) is not None
            and (b := self.bitwise_and()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.BinOp(a, ast.BitXor(), b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (bitwise_and := self.bitwise_and()) is not None
        ):
            return bitwise_and
        self._mark = mark
        return None

    @memoize_left_rec(14)
    def bitwise_and(self):
        # bitwise_and: bitwise_and '&' shift_expr | shift_expr
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.bitwise_and()) is not None
            and (literal := self.expect('&')) is not None
            and (b := self.shift_expr()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.BinOp(a, ast.BitAnd(), b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (shift_expr := self.shift_expr()) is not None
        ):
            return shift_expr
        self._mark = mark
        return None

    @memoize_left_rec(15)
    def shift_expr(self):
        # shift_expr: shift_expr '<<' sum | shift_expr '>>' sum | invalid_arithmetic | sum
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.shift_expr()) is not None
            and (literal := self.expect('<<')) is not None
            and (b := self.sum()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.BinOp(a, ast.LShift(), b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.shift_expr()) is not None
            and (literal := self.expect('>>')) is not None
            and (b := self.sum()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.BinOp(a, ast.RShift(), b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_arithmetic := self.invalid_arithmetic()) is not None
            ):
                return invalid_arithmetic
            self._mark = mark
        if (
            (sum := self.sum()) is not None
        ):
            return sum
        self._mark = mark
        return None

    @memoize_left_rec(16)
    def sum(self):
        # sum: sum '+' term | sum '-' term | term
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.sum()) is not None
            and (literal := self.expect('+')) is not None
            and (b := self.term()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.BinOp(a, ast.Add(), b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.sum()) is not None
            and (literal := self.expect('-')) is not None
            and (b := self.term()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.BinOp(a, ast.Sub(), b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (term := self.term()) is not None
        ):
            return term
        self._mark = mark
        return None

    @memoize_left_rec(17)
    def term(self):
        # term:
        #     | term '*' factor
        #     | term '/' factor
        #     | term '//' factor
        #     | term '%' factor
        #     | term '@' factor
        #     | invalid_factor
        #     | factor
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.term()) is not None
            and (literal := self.expect('*')) is not None
            and (b := self.factor()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.BinOp(a, ast.Mult(), b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.term()) is not None
            and (literal := self.expect('/')) is not None
            and (b := self.factor()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.BinOp(a, ast.Div(), b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.term()) is not None
            and (literal := self.expect('//')) is not None
            and (b := self.factor()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.BinOp(a, ast.FloorDiv(), b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.term()) is not None
            and (literal := self.expect('%')) is not None
            and (b := self.factor()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.BinOp(a, ast.Mod(), b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.term()) is not None
            and (literal := self.expect('@')) is not None
            and (b := self.factor()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.BinOp(a, ast.MatMult(), b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_factor := self.invalid_factor()) is not None
            ):
                return invalid_factor
            self._mark = mark
        if (
            (factor := self.factor()) is not None
        ):
            return factor
        self._mark = mark
        return None

    def factor(self):
        # factor: '+' factor | '-' factor | '~' factor | power
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 18
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('+')) is not None
            and (a := self.factor()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.UnaryOp(ast.UAdd(), a, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (literal := self.expect('-')) is not None
            and (a := self.factor()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.UnaryOp(ast.USub(), a, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (literal := self.expect('~')) is not None
            and (a := self.factor()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.UnaryOp(ast.Invert(), a, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (power := self.power()) is not None
        ):
            self._memo[_memo_key] = (_result := power), self._mark
            return _result
        self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def power(self):
        # power: await_primary '**' factor | await_primary
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.await_primary()) is not None
            and (literal := self.expect('**')) is not None
            and (b := self.factor()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.BinOp(a, ast.Pow(), b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (await_primary := self.await_primary()) is not None
        ):
            return await_primary
        self._mark = mark
        return None

    def await_primary(self):
        # await_primary: 'await' primary | primary
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 19
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('await')) is not None
            and (a := self.primary()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.Await(a, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (primary := self.primary()) is not None
        ):
            self._memo[_memo_key] = (_result := primary), self._mark
            return _result
        self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    @memoize_left_rec(20)
    def primary(self):
        # primary:
        #     | primary '.' NAME
        #     | primary '[' slices ']'
        #     | primary '[' kwslices ']'
        #     | primary genexp
        #     | primary '(' arguments? ')'
        #     | atom
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.primary()) is not None
            and (literal := self.expect('.')) is not None
            and (b := self.name_token()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Attribute(a, b.id, LOAD, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.primary()) is not None
            and (literal := self.expect('[')) is not None
            and (b := self.slices()) is not None
            and (literal_1 := self.expect(']')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Subscript(a, b, LOAD, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.primary()) is not None
            and (literal := self.expect('[')) is not None
            and (b := self.kwslices()) is not None
            and (literal_1 := self.expect(']')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return self.keyword_subscript(a, b, LOAD, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.primary()) is not None
            and (b := self.genexp()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Call(a, [b], [], lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.primary()) is not None
            and (literal := self.expect('(')) is not None
            and ((b := self.arguments()),)
            and (literal_1 := self.expect(')')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Call(a, b.args if b else [], b.keywords if b else [], lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (atom := self.atom()) is not None
        ):
            return atom
        self._mark = mark
        return None

    def slices(self):
        # slices: slice !',' | ','.(slice | starred_expression)+ ','?
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.slice()) is not None
            and not self.check(',')
        ):
            return a
        self._mark = mark
        if (
            (a := self._gather_87()) is not None
            and ((literal := self.expect(',')),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Tuple(a, LOAD, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def slice(self):
        # slice:
        #     | expression? ':' expression? [':' expression?]
        #     | !(expression '=') named_expression
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            ((a := self.expression()),)
            and (literal := self.expect(':')) is not None
            and ((b := self.expression()),)
            and ((c := self._tmp_89()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Slice(a, b, c, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            not self.looked_ahead(self._mark, self._tmp_90())
            and (a := self.named_expression()) is not None
        ):
            return a
        self._mark = mark
        return None

    def kwslices(self):
        # kwslices: kwslices_args ','? &']' | invalid_kwslices
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 21
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        if (
            (a := self.kwslices_args()) is not None
            and ((literal := self.expect(',')),)
            and self.check(']')
        ):
            self._memo[_memo_key] = (_result := a), self._mark
            return _result
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_kwslices := self.invalid_kwslices()) is not None
            ):
                self._memo[_memo_key] = (_result := invalid_kwslices), self._mark
                return _result
            self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def kwslices_args(self):
        # kwslices_args: ','.(starred_expression | slice)+ ',' kwslices_kwargs | kwslices_kwargs
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self._gather_91()) is not None
            and (literal := self.expect(',')) is not None
            and (b := self.kwslices_kwargs()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return self.collect_call_seqs(a, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.kwslices_kwargs()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Call(DUMMY_NAME, self.seq_extract_starred_exprs(a), self.seq_delete_starred_exprs(a), lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def kwslices_kwargs(self):
        # kwslices_kwargs:
        #     | ','.kwslice_or_starred+ ',' ','.kwslice_or_double_starred+
        #     | ','.kwslice_or_starred+
        #     | ','.kwslice_or_double_starred+
        mark = self._mark
        if (
            (a := self._gather_93()) is not None
            and (literal := self.expect(',')) is not None
            and (b := self._gather_95()) is not None
        ):
            return a + b
        self._mark = mark
        if (
            (_gather_97 := self._gather_97()) is not None
        ):
            return _gather_97
        self._mark = mark
        if (
            (_gather_99 := self._gather_99()) is not None
        ):
            return _gather_99
        self._mark = mark
        return None

    def kwslice_or_starred(self):
        # kwslice_or_starred: invalid_kwarg | NAME '=' kwslice_value | starred_expression
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_kwarg := self.invalid_kwarg()) is not None
            ):
                return invalid_kwarg
            self._mark = mark
        if (
            (a := self.name_token()) is not None
            and (literal := self.expect('=')) is not None
            and (b := self.kwslice_value()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return KeywordOrStarred(ast.keyword(a.id, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset), True)
        self._mark = mark
        if (
            (a := self.starred_expression()) is not None
        ):
            return KeywordOrStarred(a, False)
        self._mark = mark
        return None

    def kwslice_or_double_starred(self):
        # kwslice_or_double_starred: invalid_kwarg | NAME '=' kwslice_value | '**' expression
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_kwarg := self.invalid_kwarg()) is not None
            ):
                return invalid_kwarg
            self._mark = mark
        if (
            (a := self.name_token()) is not None
            and (literal := self.expect('=')) is not None
            and (b := self.kwslice_value()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return KeywordOrStarred(ast.keyword(a.id, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset), True)
        self._mark = mark
        if (
            (literal := self.expect('**')) is not None
            and (a := self.expression()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return KeywordOrStarred(ast.keyword(None, a, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset), True)
        self._mark = mark
        return None

    def kwslice_value(self):
        # kwslice_value: !(NAME ':=') slice
        mark = self._mark
        if (
            not self.looked_ahead(self._mark, self._tmp_101())
            and (a := self.slice()) is not None
        ):
            return a
        self._mark = mark
        return None

    def atom(self):
        # atom:
        #     | NAME
        #     | 'True'
        #     | 'False'
        #     | 'None'
        #     | &(STRING | FSTRING_START | TSTRING_START) strings
        #     | NUMBER
        #     | &'(' (tuple | group | genexp)
        #     | &'[' (list | listcomp)
        #     | &'{' (dict | set | dictcomp | setcomp)
        #     | '...'
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (name := self.name_token()) is not None
        ):
            return name
        self._mark = mark
        if (
            (literal := self.expect('True')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Constant(True, None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('False')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Constant(False, None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('None')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Constant(None, None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            self.looked_ahead(self._mark, self._tmp_102())
            and (strings := self.strings()) is not None
        ):
            return strings
        self._mark = mark
        if (
            (number := self.number_token()) is not None
        ):
            return number
        self._mark = mark
        if (
            self.check('(')
            and (_tmp_103 := self._tmp_103()) is not None
        ):
            return _tmp_103
        self._mark = mark
        if (
            self.check('[')
            and (_tmp_104 := self._tmp_104()) is not None
        ):
            return _tmp_104
        self._mark = mark
        if (
            self.check('{')
            and (_tmp_105 := self._tmp_105()) is not None
        ):
            return _tmp_105
        self._mark = mark
        if (
            (literal := self.expect('...')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Constant(Ellipsis, None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def group(self):
        # group: '(' (yield_expr | named_expression) ')' | invalid_group
        mark = self._mark
        if (
            (literal := self.expect('(')) is not None
            and (a := self._tmp_106()) is not None
            and (literal_1 := self.expect(')')) is not None
        ):
            return a
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_group := self.invalid_group()) is not None
            ):
                return invalid_group
            self._mark = mark
        return None

    def lambdef(self):
        # lambdef: 'lambda' lambda_params? ':' expression
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('lambda')) is not None
            and ((a := self.lambda_params()),)
            and (literal_1 := self.expect(':')) is not None
            and (b := self.expression()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Lambda(a or self.empty_arguments(), b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def lambda_params(self):
        # lambda_params: invalid_lambda_parameters | lambda_parameters
        mark = self._mark
        if self.call_invalid_rules:
            if (
                (invalid_lambda_parameters := self.invalid_lambda_parameters()) is not None
            ):
                return invalid_lambda_parameters
            self._mark = mark
        if (
            (lambda_parameters := self.lambda_parameters()) is not None
        ):
            return lambda_parameters
        self._mark = mark
        return None

    def lambda_parameters(self):
        # lambda_parameters:
        #     | lambda_slash_no_default lambda_param_no_default* lambda_param_with_default* lambda_star_etc?
        #     | lambda_slash_with_default lambda_param_with_default* lambda_star_etc?
        #     | lambda_param_no_default+ lambda_param_with_default* lambda_star_etc?
        #     | lambda_param_with_default+ lambda_star_etc?
        #     | lambda_star_etc
        mark = self._mark
        if (
            (a := self.lambda_slash_no_default()) is not None
            and (b := self._loop0_107()) is not None
            and (c := self._loop0_108()) is not None
            and ((d := self.lambda_star_etc()),)
        ):
            return self.make_arguments(a, None, b, c, d)
        self._mark = mark
        if (
            (a := self.lambda_slash_with_default()) is not None
            and (b := self._loop0_109()) is not None
            and ((c := self.lambda_star_etc()),)
        ):
            return self.make_arguments(None, a, None, b, c)
        self._mark = mark
        if (
            (a := self._loop1_110()) is not None
            and (b := self._loop0_111()) is not None
            and ((c := self.lambda_star_etc()),)
        ):
            return self.make_arguments(None, None, a, b, c)
        self._mark = mark
        if (
            (a := self._loop1_112()) is not None
            and ((b := self.lambda_star_etc()),)
        ):
            return self.make_arguments(None, None, None, a, b)
        self._mark = mark
        if (
            (a := self.lambda_star_etc()) is not None
        ):
            return self.make_arguments(None, None, None, None, a)
        self._mark = mark
        return None

    def lambda_slash_no_default(self):
        # lambda_slash_no_default:
        #     | lambda_param_no_default+ '/' ','
        #     | lambda_param_no_default+ '/' &':'
        mark = self._mark
        if (
            (a := self._loop1_113()) is not None
            and (literal := self.expect('/')) is not None
            and (literal_1 := self.expect(',')) is not None
        ):
            return a
        self._mark = mark
        if (
            (a := self._loop1_114()) is not None
            and (literal := self.expect('/')) is not None
            and self.check(':')
        ):
            return a
        self._mark = mark
        return None

    def lambda_slash_with_default(self):
        # lambda_slash_with_default:
        #     | lambda_param_no_default* lambda_param_with_default+ '/' ','
        #     | lambda_param_no_default* lambda_param_with_default+ '/' &':'
        mark = self._mark
        if (
            (a := self._loop0_115()) is not None
            and (b := self._loop1_116()) is not None
            and (literal := self.expect('/')) is not None
            and (literal_1 := self.expect(',')) is not None
        ):
            return SlashWithDefault(a, b)
        self._mark = mark
        if (
            (a := self._loop0_117()) is not None
            and (b := self._loop1_118()) is not None
            and (literal := self.expect('/')) is not None
            and self.check(':')
        ):
            return SlashWithDefault(a, b)
        self._mark = mark
        return None

    def lambda_star_etc(self):
        # lambda_star_etc:
        #     | invalid_lambda_star_etc
        #     | '*' lambda_param_no_default lambda_param_maybe_default* lambda_kwds?
        #     | '*' ',' lambda_param_maybe_default+ lambda_kwds?
        #     | lambda_kwds
        mark = self._mark
        if self.call_invalid_rules:
            if (
                (invalid_lambda_star_etc := self.invalid_lambda_star_etc()) is not None
            ):
                return invalid_lambda_star_etc
            self._mark = mark
        if (
            (literal := self.expect('*')) is not None
            and (a := self.lambda_param_no_default()) is not None
            and (b := self._loop0_119()) is not None
            and ((c := self.lambda_kwds()),)
        ):
            return StarEtc(a, b, c)
        self._mark = mark
        if (
            (literal := self.expect('*')) is not None
            and (literal_1 := self.expect(',')) is not None
            and (b := self._loop1_120()) is not None
            and ((c := self.lambda_kwds()),)
        ):
            return StarEtc(None, b, c)
        self._mark = mark
        if (
            (a := self.lambda_kwds()) is not None
        ):
            return StarEtc(None, None, a)
        self._mark = mark
        return None

    def lambda_kwds(self):
        # lambda_kwds: invalid_lambda_kwds | '**' lambda_param_no_default
        mark = self._mark
        if self.call_invalid_rules:
            if (
                (invalid_lambda_kwds := self.invalid_lambda_kwds()) is not None
            ):
                return invalid_lambda_kwds
            self._mark = mark
        if (
            (literal := self.expect('**')) is not None
            and (a := self.lambda_param_no_default()) is not None
        ):
            return a
        self._mark = mark
        return None

    def lambda_param_no_default(self):
        # lambda_param_no_default: lambda_param ',' | lambda_param &':'
        mark = self._mark
        if (
            (a := self.lambda_param()) is not None
            and (literal := self.expect(',')) is not None
        ):
            return a
        self._mark = mark
        if (
            (a := self.lambda_param()) is not None
            and self.check(':')
        ):
            return a
        self._mark = mark
        return None

    def lambda_param_with_default(self):
        # lambda_param_with_default: lambda_param default ',' | lambda_param default &':'
        mark = self._mark
        if (
            (a := self.lambda_param()) is not None
            and (c := self.default()) is not None
            and (literal := self.expect(',')) is not None
        ):
            return self.name_default_pair(a, c, None)
        self._mark = mark
        if (
            (a := self.lambda_param()) is not None
            and (c := self.default()) is not None
            and self.check(':')
        ):
            return self.name_default_pair(a, c, None)
        self._mark = mark
        return None

    def lambda_param_maybe_default(self):
        # lambda_param_maybe_default: lambda_param default? ',' | lambda_param default? &':'
        mark = self._mark
        if (
            (a := self.lambda_param()) is not None
            and ((c := self.default()),)
            and (literal := self.expect(',')) is not None
        ):
            return self.name_default_pair(a, c, None)
        self._mark = mark
        if (
            (a := self.lambda_param()) is not None
            and ((c := self.default()),)
            and self.check(':')
        ):
            return self.name_default_pair(a, c, None)
        self._mark = mark
        return None

    def lambda_param(self):
        # lambda_param: NAME
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.name_token()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.arg(a.id, None, None, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def fstring_middle(self):
        # fstring_middle: fstring_replacement_field | FSTRING_MIDDLE
        mark = self._mark
        if (
            (fstring_replacement_field := self.fstring_replacement_field()) is not None
        ):
            return fstring_replacement_field
        self._mark = mark
        if (
            (t := self.expect_type(FSTRING_MIDDLE)) is not None
        ):
            return self.constant_from_token(t)
        self._mark = mark
        return None

    def fstring_replacement_field(self):
        # fstring_replacement_field:
        #     | '{' annotated_rhs '='? fstring_conversion? fstring_full_format_spec? '}'
        #     | invalid_fstring_replacement_field
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (lbrace := self.expect('{')) is not None
            and (a := self.annotated_rhs()) is not None
            and ((debug_expr := self.expect('=')),)
            and ((conversion := self.fstring_conversion()),)
            and ((format := self.fstring_full_format_spec()),)
            and (rbrace := self.expect('}')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return self.formatted_value(a, lbrace, debug_expr, conversion, format, rbrace, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_fstring_replacement_field := self.invalid_fstring_replacement_field()) is not None
            ):
                return invalid_fstring_replacement_field
            self._mark = mark
        return None

    def fstring_conversion(self):
        # fstring_conversion: "!" NAME
        mark = self._mark
        if (
            (conv_token := self.expect('!')) is not None
            and (conv := self.name_token()) is not None
        ):
            return self.check_fstring_conversion(conv_token, conv)
        self._mark = mark
        return None

    def fstring_full_format_spec(self):
        # fstring_full_format_spec: ':' fstring_format_spec*
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (colon := self.expect(':')) is not None
            and (spec := self._loop0_121()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return self.setup_full_format_spec(colon, spec, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def fstring_format_spec(self):
        # fstring_format_spec: FSTRING_MIDDLE | fstring_replacement_field
        mark = self._mark
        if (
            (t := self.expect_type(FSTRING_MIDDLE)) is not None
        ):
            return self.decoded_constant_from_token(t)
        self._mark = mark
        if (
            (fstring_replacement_field := self.fstring_replacement_field()) is not None
        ):
            return fstring_replacement_field
        self._mark = mark
        return None

    def fstring(self):
        # fstring: FSTRING_START fstring_middle* FSTRING_END
        mark = self._mark
        if (
            (a := self.expect_type(FSTRING_START)) is not None
            and (b := self._loop0_122()) is not None
            and (c := self.expect_type(FSTRING_END)) is not None
        ):
            return self.joined_str(a, b, c)
        self._mark = mark
        return None

    def tstring_format_spec_replacement_field(self):
        # tstring_format_spec_replacement_field:
        #     | '{' annotated_rhs '='? fstring_conversion? tstring_full_format_spec? '}'
        #     | invalid_tstring_replacement_field
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (lbrace := self.expect('{')) is not None
            and (a := self.annotated_rhs()) is not None
            and ((debug_expr := self.expect('=')),)
            and ((conversion := self.fstring_conversion()),)
            and ((format := self.tstring_full_format_spec()),)
            and (rbrace := self.expect('}')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return self.formatted_value(a, lbrace, debug_expr, conversion, format, rbrace, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_tstring_replacement_field := self.invalid_tstring_replacement_field()) is not None
            ):
                return invalid_tstring_replacement_field
            self._mark = mark
        return None

    def tstring_format_spec(self):
        # tstring_format_spec: TSTRING_MIDDLE | tstring_format_spec_replacement_field
        mark = self._mark
        if (
            (t := self.expect_type(TSTRING_MIDDLE)) is not None
        ):
            return self.decoded_constant_from_token(t)
        self._mark = mark
        if (
            (tstring_format_spec_replacement_field := self.tstring_format_spec_replacement_field()) is not None
        ):
            return tstring_format_spec_replacement_field
        self._mark = mark
        return None

    def tstring_full_format_spec(self):
        # tstring_full_format_spec: ':' tstring_format_spec*
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (colon := self.expect(':')) is not None
            and (spec := self._loop0_123()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return self.setup_full_format_spec(colon, spec, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def tstring_replacement_field(self):
        # tstring_replacement_field:
        #     | '{' annotated_rhs '='? fstring_conversion? tstring_full_format_spec? '}'
        #     | invalid_tstring_replacement_field
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (lbrace := self.expect('{')) is not None
            and (a := self.annotated_rhs()) is not None
            and ((debug_expr := self.expect('=')),)
            and ((conversion := self.fstring_conversion()),)
            and ((format := self.tstring_full_format_spec()),)
            and (rbrace := self.expect('}')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return self.interpolation(a, lbrace, debug_expr, conversion, format, rbrace, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_tstring_replacement_field := self.invalid_tstring_replacement_field()) is not None
            ):
                return invalid_tstring_replacement_field
            self._mark = mark
        return None

    def tstring_middle(self):
        # tstring_middle: tstring_replacement_field | TSTRING_MIDDLE
        mark = self._mark
        if (
            (tstring_replacement_field := self.tstring_replacement_field()) is not None
        ):
            return tstring_replacement_field
        self._mark = mark
        if (
            (t := self.expect_type(TSTRING_MIDDLE)) is not None
        ):
            return self.constant_from_token(t)
        self._mark = mark
        return None

    def tstring(self):
        # tstring: TSTRING_START tstring_middle* TSTRING_END
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 22
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        if (
            (a := self.expect_type(TSTRING_START)) is not None
            and (b := self._loop0_124()) is not None
            and (c := self.expect_type(TSTRING_END)) is not None
        ):
            self._memo[_memo_key] = (_result := self.template_str(a, b, c)), self._mark
            return _result
        self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def string(self):
        # string: STRING
        mark = self._mark
        if (
            (s := self.string_token()) is not None
        ):
            return self.constant_from_string(s)
        self._mark = mark
        return None

    def strings(self):
        # strings: invalid_string_tstring_concat | ((fstring | string))+ | tstring+
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 23
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_string_tstring_concat := self.invalid_string_tstring_concat()) is not None
            ):
                self._memo[_memo_key] = (_result := invalid_string_tstring_concat), self._mark
                return _result
            self._mark = mark
        if (
            (a := self._loop1_125()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := self.concatenate_strings(a, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (a := self._loop1_126()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := self.concatenate_tstrings(a, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def list(self):
        # list: '[' star_named_expressions? ']'
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('[')) is not None
            and ((a := self.star_named_expressions()),)
            and (literal_1 := self.expect(']')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.List(a or [], LOAD, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def tuple(self):
        # tuple: '(' [star_named_expression ',' star_named_expressions?] ')'
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('(')) is not None
            and ((a := self._tmp_127()),)
            and (literal_1 := self.expect(')')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Tuple(a or [], LOAD, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def set(self):
        # set: '{' star_named_expressions '}'
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('{')) is not None
            and (a := self.star_named_expressions()) is not None
            and (literal_1 := self.expect('}')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Set(a, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def dict(self):
        # dict: '{' double_starred_kvpairs? '}' | '{' invalid_double_starred_kvpairs '}'
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('{')) is not None
            and ((a := self.double_starred_kvpairs()),)
            and (literal_1 := self.expect('}')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Dict(self.get_keys(a), self.get_values(a), lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (invalid_double_starred_kvpairs := self.invalid_double_starred_kvpairs()) is not None
            and (literal_1 := self.expect('}')) is not None
        ):
            return [literal, invalid_double_starred_kvpairs, literal_1]
        self._mark = mark
        return None

    def double_starred_kvpairs(self):
        # double_starred_kvpairs: ','.double_starred_kvpair+ ','?
        mark = self._mark
        if (
            (a := self._gather_128()) is not None
            and ((literal := self.expect(',')),)
        ):
            return a
        self._mark = mark
        return None

    def double_starred_kvpair(self):
        # double_starred_kvpair: '**' bitwise_or | kvpair
        mark = self._mark
        if (
            (literal := self.expect('**')) is not None
            and (a := self.bitwise_or()) is not None
        ):
            return KeyValuePair(None, a)
        self._mark = mark
        if (
            (kvpair := self.kvpair()) is not None
        ):
            return kvpair
        self._mark = mark
        return None

    def kvpair(self):
        # kvpair: expression ':' expression
        mark = self._mark
        if (
            (a := self.expression()) is not None
            and (literal := self.expect(':')) is not None
            and (b := self.expression()) is not None
        ):
            return KeyValuePair(a, b)
        self._mark = mark
        return None

    def for_if_clauses(self):
        # for_if_clauses: for_if_clause+
        mark = self._mark
        if (
            (a := self._loop1_130()) is not None
        ):
            return a
        self._mark = mark
        return None

    def for_if_clause(self):
        # for_if_clause:
        #     | 'async' 'for' star_targets 'in' ~ disjunction (('if' disjunction))*
        #     | 'for' star_targets 'in' ~ disjunction (('if' disjunction))*
        #     | invalid_for_if_clause
        #     | invalid_for_target
        mark = self._mark
        cut = False
        if (
            (literal := self.expect('async')) is not None
            and (literal_1 := self.expect('for')) is not None
            and (a := self.star_targets()) is not None
            and (literal_2 := self.expect('in')) is not None
            and (cut := True)
            and (b := self.disjunction()) is not None
            and (c := self._loop0_131()) is not None
        ):
            return ast.comprehension(a, b, c, 1)
        self._mark = mark
        if cut:
            return None
        cut = False
        if (
            (literal := self.expect('for')) is not None
            and (a := self.star_targets()) is not None
            and (literal_1 := self.expect('in')) is not None
            and (cut := True)
            and (b := self.disjunction()) is not None
            and (c := self._loop0_132()) is not None
        ):
            return ast.comprehension(a, b, c, 0)
        self._mark = mark
        if cut:
            return None
        if self.call_invalid_rules:
            if (
                (invalid_for_if_clause := self.invalid_for_if_clause()) is not None
            ):
                return invalid_for_if_clause
            self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_for_target := self.invalid_for_target()) is not None
            ):
                return invalid_for_target
            self._mark = mark
        return None

    def listcomp(self):
        # listcomp: '[' named_expression for_if_clauses ']' | invalid_comprehension
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('[')) is not None
            and (a := self.named_expression()) is not None
            and (b := self.for_if_clauses()) is not None
            and (literal_1 := self.expect(']')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.ListComp(a, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_comprehension := self.invalid_comprehension()) is not None
            ):
                return invalid_comprehension
            self._mark = mark
        return None

    def setcomp(self):
        # setcomp: '{' named_expression for_if_clauses '}' | invalid_comprehension
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('{')) is not None
            and (a := self.named_expression()) is not None
            and (b := self.for_if_clauses()) is not None
            and (literal_1 := self.expect('}')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.SetComp(a, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_comprehension := self.invalid_comprehension()) is not None
            ):
                return invalid_comprehension
            self._mark = mark
        return None

    def genexp(self):
        # genexp:
        #     | '(' (assignment_expression | expression !':=') for_if_clauses ')'
        #     | invalid_comprehension
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('(')) is not None
            and (a := self._tmp_133()) is not None
            and (b := self.for_if_clauses()) is not None
            and (literal_1 := self.expect(')')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.GeneratorExp(a, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_comprehension := self.invalid_comprehension()) is not None
            ):
                return invalid_comprehension
            self._mark = mark
        return None

    def dictcomp(self):
        # dictcomp: '{' kvpair for_if_clauses '}' | invalid_dict_comprehension
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('{')) is not None
            and (a := self.kvpair()) is not None
            and (b := self.for_if_clauses()) is not None
            and (literal_1 := self.expect('}')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.DictComp(a.key, a.value, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_dict_comprehension := self.invalid_dict_comprehension()) is not None
            ):
                return invalid_dict_comprehension
            self._mark = mark
        return None

    def arguments(self):
        # arguments: args ','? &')' | invalid_arguments
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 24
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        if (
            (a := self.args()) is not None
            and ((literal := self.expect(',')),)
            and self.check(')')
        ):
            self._memo[_memo_key] = (_result := a), self._mark
            return _result
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_arguments := self.invalid_arguments()) is not None
            ):
                self._memo[_memo_key] = (_result := invalid_arguments), self._mark
                return _result
            self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def args(self):
        # args:
        #     | ','.(starred_expression | (assignment_expression | expression !':=') !'=')+ [',' kwargs]
        #     | kwargs
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self._gather_134()) is not None
            and ((b := self._tmp_136()),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return self.collect_call_seqs(a, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.kwargs()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Call(DUMMY_NAME, self.seq_extract_starred_exprs(a), self.seq_delete_starred_exprs(a), lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def kwargs(self):
        # kwargs:
        #     | ','.kwarg_or_starred+ ',' ','.kwarg_or_double_starred+
        #     | ','.kwarg_or_starred+
        #     | ','.kwarg_or_double_starred+
        mark = self._mark
        if (
            (a := self._gather_137()) is not None
            and (literal := self.expect(',')) is not None
            and (b := self._gather_139()) is not None
        ):
            return a + b
        self._mark = mark
        if (
            (_gather_141 := self._gather_141()) is not None
        ):
            return _gather_141
        self._mark = mark
        if (
            (_gather_143 := self._gather_143()) is not None
        ):
            return _gather_143
        self._mark = mark
        return None

    def starred_expression(self):
        # starred_expression:
        #     | invalid_starred_expression_unpacking
        #     | '*' expression
        #     | invalid_starred_expression
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_starred_expression_unpacking := self.invalid_starred_expression_unpacking()) is not None
            ):
                return invalid_starred_expression_unpacking
            self._mark = mark
        if (
            (literal := self.expect('*')) is not None
            and (a := self.expression()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Starred(a, LOAD, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_starred_expression := self.invalid_starred_expression()) is not None
            ):
                return invalid_starred_expression
            self._mark = mark
        return None

    def kwarg_or_starred(self):
        # kwarg_or_starred: invalid_kwarg | NAME '=' expression | starred_expression
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_kwarg := self.invalid_kwarg()) is not None
            ):
                return invalid_kwarg
            self._mark = mark
        if (
            (a := self.name_token()) is not None
            and (literal := self.expect('=')) is not None
            and (b := self.expression()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return KeywordOrStarred(ast.keyword(a.id, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset), True)
        self._mark = mark
        if (
            (a := self.starred_expression()) is not None
        ):
            return KeywordOrStarred(a, False)
        self._mark = mark
        return None

    def kwarg_or_double_starred(self):
        # kwarg_or_double_starred: invalid_kwarg | NAME '=' expression | '**' expression
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if self.call_invalid_rules:
            if (
                (invalid_kwarg := self.invalid_kwarg()) is not None
            ):
                return invalid_kwarg
            self._mark = mark
        if (
            (a := self.name_token()) is not None
            and (literal := self.expect('=')) is not None
            and (b := self.expression()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return KeywordOrStarred(ast.keyword(a.id, b, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset), True)
        self._mark = mark
        if (
            (literal := self.expect('**')) is not None
            and (a := self.expression()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return KeywordOrStarred(ast.keyword(None, a, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset), True)
        self._mark = mark
        return None

    def star_targets(self):
        # star_targets: star_target !',' | star_target ((',' star_target))* ','?
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.star_target()) is not None
            and not self.check(',')
        ):
            return a
        self._mark = mark
        if (
            (a := self.star_target()) is not None
            and (b := self._loop0_145()) is not None
            and ((literal := self.expect(',')),)
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Tuple(self.seq_insert_in_front(a, b), STORE, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def star_targets_list_seq(self):
        # star_targets_list_seq: ','.star_target+ ','?
        mark = self._mark
        if (
            (a := self._gather_146()) is not None
            and ((literal := self.expect(',')),)
        ):
            return a
        self._mark = mark
        return None

    def star_targets_tuple_seq(self):
        # star_targets_tuple_seq: star_target ((',' star_target))+ ','? | star_target ','
        mark = self._mark
        if (
            (a := self.star_target()) is not None
            and (b := self._loop1_148()) is not None
            and ((literal := self.expect(',')),)
        ):
            return self.seq_insert_in_front(a, b)
        self._mark = mark
        if (
            (a := self.star_target()) is not None
            and (literal := self.expect(',')) is not None
        ):
            return [a]
        self._mark = mark
        return None

    def star_target(self):
        # star_target: '*' (!'*' star_target) | target_with_star_atom
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 25
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (literal := self.expect('*')) is not None
            and (a := self._tmp_149()) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.Starred(self.set_expr_context(a, STORE), STORE, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (target_with_star_atom := self.target_with_star_atom()) is not None
        ):
            self._memo[_memo_key] = (_result := target_with_star_atom), self._mark
            return _result
        self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def target_with_star_atom(self):
        # target_with_star_atom:
        #     | t_primary '.' NAME !t_lookahead
        #     | t_primary '[' slices ']' !t_lookahead
        #     | t_primary '[' kwslices ']' !t_lookahead
        #     | star_atom
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 26
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.t_primary()) is not None
            and (literal := self.expect('.')) is not None
            and (b := self.name_token()) is not None
            and not self.looked_ahead(self._mark, self.t_lookahead())
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.Attribute(a, b.id, STORE, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (a := self.t_primary()) is not None
            and (literal := self.expect('[')) is not None
            and (b := self.slices()) is not None
            and (literal_1 := self.expect(']')) is not None
            and not self.looked_ahead(self._mark, self.t_lookahead())
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.Subscript(a, b, STORE, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (a := self.t_primary()) is not None
            and (literal := self.expect('[')) is not None
            and (b := self.kwslices()) is not None
            and (literal_1 := self.expect(']')) is not None
            and not self.looked_ahead(self._mark, self.t_lookahead())
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := self.keyword_subscript(a, b, STORE, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (star_atom := self.star_atom()) is not None
        ):
            self._memo[_memo_key] = (_result := star_atom), self._mark
            return _result
        self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def star_atom(self):
        # star_atom:
        #     | NAME
        #     | '(' target_with_star_atom ')'
        #     | '(' star_targets_tuple_seq? ')'
        #     | '[' star_targets_list_seq? ']'
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.name_token()) is not None
        ):
            return self.set_expr_context(a, STORE)
        self._mark = mark
        if (
            (literal := self.expect('(')) is not None
            and (a := self.target_with_star_atom()) is not None
            and (literal_1 := self.expect(')')) is not None
        ):
            return self.set_expr_context(a, STORE)
        self._mark = mark
        if (
            (literal := self.expect('(')) is not None
            and ((a := self.star_targets_tuple_seq()),)
            and (literal_1 := self.expect(')')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Tuple(a or [], STORE, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('[')) is not None
            and ((a := self.star_targets_list_seq()),)
            and (literal_1 := self.expect(']')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.List(a or [], STORE, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def single_target(self):
        # single_target: single_subscript_attribute_target | NAME | '(' single_target ')'
        mark = self._mark
        if (
            (single_subscript_attribute_target := self.single_subscript_attribute_target()) is not None
        ):
            return single_subscript_attribute_target
        self._mark = mark
        if (
            (a := self.name_token()) is not None
        ):
            return self.set_expr_context(a, STORE)
        self._mark = mark
        if (
            (literal := self.expect('(')) is not None
            and (a := self.single_target()) is not None
            and (literal_1 := self.expect(')')) is not None
        ):
            return a
        self._mark = mark
        return None

    def single_subscript_attribute_target(self):
        # single_subscript_attribute_target:
        #     | t_primary '.' NAME !t_lookahead
        #     | t_primary '[' slices ']' !t_lookahead
        #     | t_primary '[' kwslices ']' !t_lookahead
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.t_primary()) is not None
            and (literal := self.expect('.')) is not None
            and (b := self.name_token()) is not None
            and not self.looked_ahead(self._mark, self.t_lookahead())
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Attribute(a, b.id, STORE, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.t_primary()) is not None
            and (literal := self.expect('[')) is not None
            and (b := self.slices()) is not None
            and (literal_1 := self.expect(']')) is not None
            and not self.looked_ahead(self._mark, self.t_lookahead())
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Subscript(a, b, STORE, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.t_primary()) is not None
            and (literal := self.expect('[')) is not None
            and (b := self.kwslices()) is not None
            and (literal_1 := self.expect(']')) is not None
            and not self.looked_ahead(self._mark, self.t_lookahead())
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return self.keyword_subscript(a, b, STORE, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    @memoize_left_rec(27)
    def t_primary(self):
        # t_primary:
        #     | t_primary '.' NAME &t_lookahead
        #     | t_primary '[' slices ']' &t_lookahead
        #     | t_primary '[' kwslices ']' &t_lookahead
        #     | t_primary !('[' kwslices ']') genexp &t_lookahead
        #     | t_primary '(' arguments? ')' &t_lookahead
        #     | atom &t_lookahead
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.t_primary()) is not None
            and (literal := self.expect('.')) is not None
            and (b := self.name_token()) is not None
            and self.looked_ahead(self._mark, self.t_lookahead())
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Attribute(a, b.id, LOAD, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.t_primary()) is not None
            and (literal := self.expect('[')) is not None
            and (b := self.slices()) is not None
            and (literal_1 := self.expect(']')) is not None
            and self.looked_ahead(self._mark, self.t_lookahead())
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Subscript(a, b, LOAD, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.t_primary()) is not None
            and (literal := self.expect('[')) is not None
            and (b := self.kwslices()) is not None
            and (literal_1 := self.expect(']')) is not None
            and self.looked_ahead(self._mark, self.t_lookahead())
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return self.keyword_subscript(a, b, LOAD, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.t_primary()) is not None
            and not self.looked_ahead(self._mark, self._tmp_150())
            and (b := self.genexp()) is not None
            and self.looked_ahead(self._mark, self.t_lookahead())
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Call(a, [b], [], lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.t_primary()) is not None
            and (literal := self.expect('(')) is not None
            and ((b := self.arguments()),)
            and (literal_1 := self.expect(')')) is not None
            and self.looked_ahead(self._mark, self.t_lookahead())
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Call(a, b.args if b else [], b.keywords if b else [], lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (a := self.atom()) is not None
            and self.looked_ahead(self._mark, self.t_lookahead())
        ):
            return a
        self._mark = mark
        return None

    def t_lookahead(self):
        # t_lookahead: '(' | '[' | '.'
        mark = self._mark
        if (
            (literal := self.expect('(')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('[')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('.')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def del_targets(self):
        # del_targets: ','.del_target+ ','?
        mark = self._mark
        if (
            (a := self._gather_151()) is not None
            and ((literal := self.expect(',')),)
        ):
            return a
        self._mark = mark
        return None

    def del_target(self):
        # del_target:
        #     | t_primary '.' NAME !t_lookahead
        #     | t_primary '[' slices ']' !t_lookahead
        #     | t_primary '[' kwslices ']' !t_lookahead
        #     | del_t_atom
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 28
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.t_primary()) is not None
            and (literal := self.expect('.')) is not None
            and (b := self.name_token()) is not None
            and not self.looked_ahead(self._mark, self.t_lookahead())
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.Attribute(a, b.id, DEL, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (a := self.t_primary()) is not None
            and (literal := self.expect('[')) is not None
            and (b := self.slices()) is not None
            and (literal_1 := self.expect(']')) is not None
            and not self.looked_ahead(self._mark, self.t_lookahead())
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := ast.Subscript(a, b, DEL, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (a := self.t_primary()) is not None
            and (literal := self.expect('[')) is not None
            and (b := self.kwslices()) is not None
            and (literal_1 := self.expect(']')) is not None
            and not self.looked_ahead(self._mark, self.t_lookahead())
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            self._memo[_memo_key] = (_result := self.keyword_subscript(a, b, DEL, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)), self._mark
            return _result
        self._mark = mark
        if (
            (del_t_atom := self.del_t_atom()) is not None
        ):
            self._memo[_memo_key] = (_result := del_t_atom), self._mark
            return _result
        self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def del_t_atom(self):
        # del_t_atom: NAME | '(' del_target ')' | '(' del_targets? ')' | '[' del_targets? ']'
        mark = self._mark
        tok = self.peek()
        start_lineno = tok.lineno
        start_col_offset = tok.col_offset
        if (
            (a := self.name_token()) is not None
        ):
            return self.set_expr_context(a, DEL)
        self._mark = mark
        if (
            (literal := self.expect('(')) is not None
            and (a := self.del_target()) is not None
            and (literal_1 := self.expect(')')) is not None
        ):
            return self.set_expr_context(a, DEL)
        self._mark = mark
        if (
            (literal := self.expect('(')) is not None
            and ((a := self.del_targets()),)
            and (literal_1 := self.expect(')')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.Tuple(a or [], DEL, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        if (
            (literal := self.expect('[')) is not None
            and ((a := self.del_targets()),)
            and (literal_1 := self.expect(']')) is not None
        ):
            tok = self.last_non_whitespace_token()
            end_lineno = tok.end_lineno
            end_col_offset = tok.end_col_offset
            return ast.List(a or [], DEL, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
        self._mark = mark
        return None

    def type_expressions(self):
        # type_expressions:
        #     | ','.expression+ ',' '*' expression ',' '**' expression
        #     | ','.expression+ ',' '*' expression
        #     | ','.expression+ ',' '**' expression
        #     | '*' expression ',' '**' expression
        #     | '*' expression
        #     | '**' expression
        #     | ','.expression+
        mark = self._mark
        if (
            (a := self._gather_153()) is not None
            and (literal := self.expect(',')) is not None
            and (literal_1 := self.expect('*')) is not None
            and (b := self.expression()) is not None
            and (literal_2 := self.expect(',')) is not None
            and (literal_3 := self.expect('**')) is not None
            and (c := self.expression()) is not None
        ):
            return a + [b, c]
        self._mark = mark
        if (
            (a := self._gather_155()) is not None
            and (literal := self.expect(',')) is not None
            and (literal_1 := self.expect('*')) is not None
            and (b := self.expression()) is not None
        ):
            return a + [b]
        self._mark = mark
        if (
            (a := self._gather_157()) is not None
            and (literal := self.expect(',')) is not None
            and (literal_1 := self.expect('**')) is not None
            and (b := self.expression()) is not None
        ):
            return a + [b]
        self._mark = mark
        if (
            (literal := self.expect('*')) is not None
            and (a := self.expression()) is not None
            and (literal_1 := self.expect(',')) is not None
            and (literal_2 := self.expect('**')) is not None
            and (b := self.expression()) is not None
        ):
            return [a, b]
        self._mark = mark
        if (
            (literal := self.expect('*')) is not None
            and (a := self.expression()) is not None
        ):
            return [a]
        self._mark = mark
        if (
            (literal := self.expect('**')) is not None
            and (a := self.expression()) is not None
        ):
            return [a]
        self._mark = mark
        if (
            (a := self._gather_159()) is not None
        ):
            return a
        self._mark = mark
        return None

    def func_type_comment(self):
        # func_type_comment:
        #     | NEWLINE TYPE_COMMENT &(NEWLINE INDENT)
        #     | invalid_double_type_comments
        #     | TYPE_COMMENT
        mark = self._mark
        if (
            (newline := self.expect_type(NEWLINE)) is not None
            and (t := self.expect_type(TYPE_COMMENT)) is not None
            and self.looked_ahead(self._mark, self._tmp_161())
        ):
            return t
        self._mark = mark
        if self.call_invalid_rules:
            if (
                (invalid_double_type_comments := self.invalid_double_type_comments()) is not None
            ):
                return invalid_double_type_comments
            self._mark = mark
        if (
            (type_comment := self.expect_type(TYPE_COMMENT)) is not None
        ):
            return type_comment
        self._mark = mark
        return None

    def invalid_arguments(self):
        # invalid_arguments:
        #     | ((','.(starred_expression | (assignment_expression | expression !':=') !'=')+ ',' kwargs) | kwargs) ',' ','.(starred_expression !'=')+
        #     | expression for_if_clauses ',' [args | expression for_if_clauses]
        #     | NAME '=' expression for_if_clauses
        #     | [(args ',')] NAME '=' &(',' | ')')
        #     | args for_if_clauses
        #     | args ',' expression for_if_clauses
        #     | args ',' args
        mark = self._mark
        if (
            (_tmp_162 := self._tmp_162()) is not None
            and (a := self.expect(',')) is not None
            and (_gather_163 := self._gather_163()) is not None
        ):
            return self.raise_syntax_error_starting_from(a, 'iterable argument unpacking follows keyword argument unpacking')
        self._mark = mark
        if (
            (a := self.expression()) is not None
            and (b := self.for_if_clauses()) is not None
            and (literal := self.expect(',')) is not None
            and ((_tmp_165 := self._tmp_165()),)
        ):
            return self.raise_syntax_error_known_range(a, self.get_last_comprehension_item(b[-1]), 'Generator expression must be parenthesized')
        self._mark = mark
        if (
            (a := self.name_token()) is not None
            and (b := self.expect('=')) is not None
            and (expression := self.expression()) is not None
            and (for_if_clauses := self.for_if_clauses()) is not None
        ):
            return self.raise_syntax_error_known_range(a, b, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
        self._mark = mark
        if (
            ((_tmp_166 := self._tmp_166()),)
            and (a := self.name_token()) is not None
            and (b := self.expect('=')) is not None
            and self.looked_ahead(self._mark, self._tmp_167())
        ):
            return self.raise_syntax_error_known_range(a, b, 'expected argument value expression')
        self._mark = mark
        if (
            (a := self.args()) is not None
            and (b := self.for_if_clauses()) is not None
        ):
            return self.nonparen_genexp_in_call(a, b)
        self._mark = mark
        if (
            (args := self.args()) is not None
            and (literal := self.expect(',')) is not None
            and (a := self.expression()) is not None
            and (b := self.for_if_clauses()) is not None
        ):
            return self.raise_syntax_error_known_range(a, self.get_last_comprehension_item(b[-1]), 'Generator expression must be parenthesized')
        self._mark = mark
        if (
            (a := self.args()) is not None
            and (literal := self.expect(',')) is not None
            and (args := self.args()) is not None
        ):
            return self.arguments_parsing_error(a)
        self._mark = mark
        return None

    def invalid_kwslices(self):
        # invalid_kwslices:
        #     | ((','.(starred_expression | slice)+ ',' kwslices_kwargs) | kwslices_kwargs) ',' ','.(starred_expression !'=')+
        #     | [(','.(starred_expression | slice)+ ',')] [(kwslices_kwargs ',')] NAME '=' &(',' | ']')
        #     | kwslices_args ',' (slice | starred_expression)
        mark = self._mark
        if (
            (_tmp_168 := self._tmp_168()) is not None
            and (a := self.expect(',')) is not None
            and (_gather_169 := self._gather_169()) is not None
        ):
            return self.raise_syntax_error_starting_from(a, 'iterable argument unpacking follows keyword argument unpacking')
        self._mark = mark
        if (
            ((_tmp_171 := self._tmp_171()),)
            and ((_tmp_172 := self._tmp_172()),)
            and (a := self.name_token()) is not None
            and (b := self.expect('=')) is not None
            and self.looked_ahead(self._mark, self._tmp_173())
        ):
            return self.raise_syntax_error_known_range(a, b, 'expected argument value expression')
        self._mark = mark
        if (
            (a := self.kwslices_args()) is not None
            and (literal := self.expect(',')) is not None
            and (_tmp_174 := self._tmp_174()) is not None
        ):
            return self.arguments_parsing_error(a)
        self._mark = mark
        return None

    def invalid_kwarg(self):
        # invalid_kwarg:
        #     | ('True' | 'False' | 'None') '='
        #     | NAME '=' expression for_if_clauses
        #     | !(NAME '=') expression '='
        #     | '**' expression '=' expression
        mark = self._mark
        if (
            (a := self._tmp_175()) is not None
            and (b := self.expect('=')) is not None
        ):
            return self.raise_syntax_error_known_range(a, b, 'cannot assign to %s' % a.string)
        self._mark = mark
        if (
            (a := self.name_token()) is not None
            and (b := self.expect('=')) is not None
            and (expression := self.expression()) is not None
            and (for_if_clauses := self.for_if_clauses()) is not None
        ):
            return self.raise_syntax_error_known_range(a, b, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
        self._mark = mark
        if (
            not self.looked_ahead(self._mark, self._tmp_176())
            and (a := self.expression()) is not None
            and (b := self.expect('=')) is not None
        ):
            return self.raise_syntax_error_known_range(a, b, 'expression cannot contain assignment, perhaps you meant "=="?')
        self._mark = mark
        if (
            (a := self.expect('**')) is not None
            and (expression := self.expression()) is not None
            and (literal := self.expect('=')) is not None
            and (b := self.expression()) is not None
        ):
            return self.raise_syntax_error_known_range(a, b, 'cannot assign to keyword argument unpacking')
        self._mark = mark
        return None

    def expression_without_invalid(self):
        # expression_without_invalid:
        #     | disjunction 'if' disjunction 'else' expression
        #     | disjunction
        #     | lambdef
        call_invalid_rules = self.call_invalid_rules
        self.call_invalid_rules = False
        try:
            mark = self._mark
            tok = self.peek()
            start_lineno = tok.lineno
            start_col_offset = tok.col_offset
            if (
                (a := self.disjunction()) is not None
                and (literal := self.expect('if')) is not None
                and (b := self.disjunction()) is not None
                and (literal_1 := self.expect('else')) is not None
                and (c := self.expression()) is not None
            ):
                tok = self.last_non_whitespace_token()
                end_lineno = tok.end_lineno
                end_col_offset = tok.end_col_offset
                return ast.IfExp(b, a, c, lineno=start_lineno, col_offset=start_col_offset, end_lineno=end_lineno, end_col_offset=end_col_offset)
            self._mark = mark
            if (
                (disjunction := self.disjunction()) is not None
            ):
                return disjunction
            self._mark = mark
            if (
                (lambdef := self.lambdef()) is not None
            ):
                return lambdef
            self._mark = mark
            return None
        finally:
            self.call_invalid_rules = call_invalid_rules

    def invalid_legacy_expression(self):
        # invalid_legacy_expression: NAME !'(' !('[' kwslices ']') star_expressions
        mark = self._mark
        if (
            (a := self.name_token()) is not None
            and not self.check('(')
            and not self.looked_ahead(self._mark, self._tmp_177())
            and (b := self.star_expressions()) is not None
        ):
            return self.raise_syntax_error_known_range(a, b, "Missing parentheses in call to '%s'. Did you mean %s(...)?" % (a.id, a.id)) if self.check_legacy_stmt(a) else None
        self._mark = mark
        return None

    def invalid_type_param(self):
        # invalid_type_param: '*' NAME ':' expression | '**' NAME ':' expression
        mark = self._mark
        if (
            (literal := self.expect('*')) is not None
            and (a := self.name_token()) is not None
            and (colon := self.expect(':')) is not None
            and (e := self.expression()) is not None
        ):
            return self.raise_syntax_error_starting_from(colon, 'cannot use constraints with TypeVarTuple' if isinstance(e, ast.Tuple) else 'cannot use bound with TypeVarTuple')
        self._mark = mark
        if (
            (literal := self.expect('**')) is not None
            and (a := self.name_token()) is not None
            and (colon := self.expect(':')) is not None
            and (e := self.expression()) is not None
        ):
            return self.raise_syntax_error_starting_from(colon, 'cannot use constraints with ParamSpec' if isinstance(e, ast.Tuple) else 'cannot use bound with ParamSpec')
        self._mark = mark
        return None

    def invalid_expression(self):
        # invalid_expression:
        #     | STRING ((!STRING expression_without_invalid))+ STRING
        #     | !(NAME STRING | SOFT_KEYWORD) disjunction expression_without_invalid
        #     | disjunction 'if' disjunction !('else' | ':')
        #     | disjunction 'if' disjunction 'else' !expression
        #     | (pass_stmt | break_stmt | continue_stmt) 'if' disjunction 'else' simple_stmt
        #     | 'lambda' lambda_params? ':' &FSTRING_MIDDLE
        #     | 'lambda' lambda_params? ':' &TSTRING_MIDDLE
        mark = self._mark
        if (
            (string := self.string_token()) is not None
            and (a := self._loop1_178()) is not None
            and (string_1 := self.string_token()) is not None
        ):
            return self.raise_syntax_error_known_range(a[0], a[-1], 'invalid syntax. Is this intended to be part of the string?')
        self._mark = mark
        if (
            not self.looked_ahead(self._mark, self._tmp_179())
            and (a := self.disjunction()) is not None
            and (b := self.expression_without_invalid()) is not None
        ):
            return None if self.check_legacy_stmt(a) or self.token_level(self._mark - 1) == 0 else self.raise_syntax_error_known_range(a, b, 'invalid syntax. Perhaps you forgot a comma?')
        self._mark = mark
        if (
            (a := self.disjunction()) is not None
            and (literal := self.expect('if')) is not None
            and (b := self.disjunction()) is not None
            and not self.looked_ahead(self._mark, self._tmp_180())
        ):
            return self.raise_syntax_error_known_range(a, b, "expected 'else' after 'if' expression")
        self._mark = mark
        if (
            (a := self.disjunction()) is not None
            and (literal := self.expect('if')) is not None
            and (b := self.disjunction()) is not None
            and (literal_1 := self.expect('else')) is not None
            and not self.looked_ahead(self._mark, self.expression())
        ):
            return self.raise_syntax_error_on_next_token("expected expression after 'else', but statement is given")
        self._mark = mark
        if (
            (a := self._tmp_181()) is not None
            and (literal := self.expect('if')) is not None
            and (b := self.disjunction()) is not None
            and (literal_1 := self.expect('else')) is not None
            and (c := self.simple_stmt()) is not None
        ):
            return self.raise_syntax_error_known_location(a, "expected expression before 'if', but statement is given")
        self._mark = mark
        if (
            (a := self.expect('lambda')) is not None
            and ((lambda_params := self.lambda_params()),)
            and (b := self.expect(':')) is not None
            and self.check_type(FSTRING_MIDDLE)
        ):
            return self.raise_syntax_error_known_range(a, b, 'f-string: lambda expressions are not allowed without parentheses')
        self._mark = mark
        if (
            (a := self.expect('lambda')) is not None
            and ((lambda_params := self.lambda_params()),)
            and (b := self.expect(':')) is not None
            and self.check_type(TSTRING_MIDDLE)
        ):
            return self.raise_syntax_error_known_range(a, b, 't-string: lambda expressions are not allowed without parentheses')
        self._mark = mark
        return None

    def invalid_named_expression(self):
        # invalid_named_expression:
        #     | expression ':=' expression
        #     | NAME '=' bitwise_or !('=' | ':=')
        #     | !(list | tuple | genexp | 'True' | 'None' | 'False') bitwise_or '=' bitwise_or !('=' | ':=')
        # (memo)
        mark = self._mark
        _memo_key = mark * 1024 + 29
        _hit = self._memo.get(_memo_key)
        if _hit is not None:
            self._mark = _hit[1]
            return _hit[0]
        if (
            (a := self.expression()) is not None
            and (literal := self.expect(':=')) is not None
            and (expression := self.expression()) is not None
        ):
            self._memo[_memo_key] = (_result := self.raise_syntax_error_known_location(a, 'cannot use assignment expressions with %s' % get_expr_name(a))), self._mark
            return _result
        self._mark = mark
        if (
            (a := self.name_token()) is not None
            and (literal := self.expect('=')) is not None
            and (b := self.bitwise_or()) is not None
            and not self.looked_ahead(self._mark, self._tmp_182())
        ):
            self._memo[_memo_key] = (_result := self.raise_syntax_error_known_range(a, b, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")), self._mark
            return _result
        self._mark = mark
        if (
            not self.looked_ahead(self._mark, self._tmp_183())
            and (a := self.bitwise_or()) is not None
            and (b := self.expect('=')) is not None
            and (bitwise_or := self.bitwise_or()) is not None
            and not self.looked_ahead(self._mark, self._tmp_184())
        ):
            self._memo[_memo_key] = (_result := self.raise_syntax_error_known_location(a, "cannot assign to %s here. Maybe you meant '==' instead of '='?" % get_expr_name(a))), self._mark
            return _result
        self._mark = mark
        self._memo[_memo_key] = None, self._mark
        return None

    def invalid_assignment(self):
        # invalid_assignment:
        #     | invalid_ann_assign_target ':' expression
        #     | star_named_expression ',' star_named_expressions* ':' expression
        #     | expression ':' expression
        #     | ((star_targets '='))* star_expressions '='
        #     | ((star_targets '='))* yield_expr '='
        #     | star_expressions augassign annotated_rhs
        mark = self._mark
        if (
            (a := self.invalid_ann_assign_target()) is not None
            and (literal := self.expect(':')) is not None
            and (expression := self.expression()) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'only single target (not %s) can be annotated' % get_expr_name(a))
        self._mark = mark
        if (
            (a := self.star_named_expression()) is not None
            and (literal := self.expect(',')) is not None
            and (_loop0_185 := self._loop0_185()) is not None
            and (literal_1 := self.expect(':')) is not None
            and (expression := self.expression()) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'only single target (not tuple) can be annotated')
        self._mark = mark
        if (
            (a := self.expression()) is not None
            and (literal := self.expect(':')) is not None
            and (expression := self.expression()) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'illegal target for annotation')
        self._mark = mark
        if (
            (_loop0_186 := self._loop0_186()) is not None
            and (a := self.star_expressions()) is not None
            and (literal := self.expect('=')) is not None
        ):
            return self.raise_syntax_error_invalid_target(STAR_TARGETS, a)
        self._mark = mark
        if (
            (_loop0_187 := self._loop0_187()) is not None
            and (a := self.yield_expr()) is not None
            and (literal := self.expect('=')) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'assignment to yield expression not possible')
        self._mark = mark
        if (
            (a := self.star_expressions()) is not None
            and (augassign := self.augassign()) is not None
            and (annotated_rhs := self.annotated_rhs()) is not None
        ):
            return self.raise_syntax_error_known_location(a, "'%s' is an illegal expression for augmented assignment" % get_expr_name(a))
        self._mark = mark
        return None

    def invalid_ann_assign_target(self):
        # invalid_ann_assign_target: list | tuple | '(' invalid_ann_assign_target ')'
        mark = self._mark
        if (
            (list := self.list()) is not None
        ):
            return list
        self._mark = mark
        if (
            (tuple := self.tuple()) is not None
        ):
            return tuple
        self._mark = mark
        if (
            (literal := self.expect('(')) is not None
            and (a := self.invalid_ann_assign_target()) is not None
            and (literal_1 := self.expect(')')) is not None
        ):
            return a
        self._mark = mark
        return None

    def invalid_del_stmt(self):
        # invalid_del_stmt: 'del' star_expressions
        mark = self._mark
        if (
            (literal := self.expect('del')) is not None
            and (a := self.star_expressions()) is not None
        ):
            return self.raise_syntax_error_invalid_target(DEL_TARGETS, a)
        self._mark = mark
        return None

    def invalid_block(self):
        # invalid_block: NEWLINE !INDENT
        mark = self._mark
        if (
            (newline := self.expect_type(NEWLINE)) is not None
            and not self.check_type(INDENT)
        ):
            return self.raise_indentation_error('expected an indented block')
        self._mark = mark
        return None

    def invalid_comprehension(self):
        # invalid_comprehension:
        #     | ('[' | '(' | '{') starred_expression for_if_clauses
        #     | ('[' | '{') star_named_expression ',' star_named_expressions for_if_clauses
        #     | ('[' | '{') star_named_expression ',' for_if_clauses
        mark = self._mark
        if (
            (_tmp_188 := self._tmp_188()) is not None
            and (a := self.starred_expression()) is not None
            and (for_if_clauses := self.for_if_clauses()) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'iterable unpacking cannot be used in comprehension')
        self._mark = mark
        if (
            (_tmp_189 := self._tmp_189()) is not None
            and (a := self.star_named_expression()) is not None
            and (literal := self.expect(',')) is not None
            and (b := self.star_named_expressions()) is not None
            and (for_if_clauses := self.for_if_clauses()) is not None
        ):
            return self.raise_syntax_error_known_range(a, b[-1], 'did you forget parentheses around the comprehension target?')
        self._mark = mark
        if (
            (_tmp_190 := self._tmp_190()) is not None
            and (a := self.star_named_expression()) is not None
            and (b := self.expect(',')) is not None
            and (for_if_clauses := self.for_if_clauses()) is not None
        ):
            return self.raise_syntax_error_known_range(a, b, 'did you forget parentheses around the comprehension target?')
        self._mark = mark
        return None

    def invalid_dict_comprehension(self):
        # invalid_dict_comprehension: '{' '**' bitwise_or for_if_clauses '}'
        mark = self._mark
        if (
            (literal := self.expect('{')) is not None
            and (a := self.expect('**')) is not None
            and (bitwise_or := self.bitwise_or()) is not None
            and (for_if_clauses := self.for_if_clauses()) is not None
            and (literal_1 := self.expect('}')) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'dict unpacking cannot be used in dict comprehension')
        self._mark = mark
        return None

    def invalid_parameters(self):
        # invalid_parameters:
        #     | "/" ','
        #     | (slash_no_default | slash_with_default) param_maybe_default* '/'
        #     | slash_no_default? param_no_default* invalid_parameters_helper param_no_default
        #     | param_no_default* '(' param_no_default+ ','? ')'
        #     | [(slash_no_default | slash_with_default)] param_maybe_default* '*' (',' | param_no_default) param_maybe_default* '/'
        #     | param_maybe_default+ '/' '*'
        mark = self._mark
        if (
            (a := self.expect('/')) is not None
            and (literal := self.expect(',')) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'at least one argument must precede /')
        self._mark = mark
        if (
            (_tmp_191 := self._tmp_191()) is not None
            and (_loop0_192 := self._loop0_192()) is not None
            and (a := self.expect('/')) is not None
        ):
            return self.raise_syntax_error_known_location(a, '/ may appear only once')
        self._mark = mark
        if (
            ((slash_no_default := self.slash_no_default()),)
            and (_loop0_193 := self._loop0_193()) is not None
            and (invalid_parameters_helper := self.invalid_parameters_helper()) is not None
            and (a := self.param_no_default()) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'parameter without a default follows parameter with a default')
        self._mark = mark
        if (
            (_loop0_194 := self._loop0_194()) is not None
            and (a := self.expect('(')) is not None
            and (_loop1_195 := self._loop1_195()) is not None
            and ((literal := self.expect(',')),)
            and (b := self.expect(')')) is not None
        ):
            return self.raise_syntax_error_known_range(a, b, 'Function parameters cannot be parenthesized')
        self._mark = mark
        if (
            ((_tmp_196 := self._tmp_196()),)
            and (_loop0_197 := self._loop0_197()) is not None
            and (literal := self.expect('*')) is not None
            and (_tmp_198 := self._tmp_198()) is not None
            and (_loop0_199 := self._loop0_199()) is not None
            and (a := self.expect('/')) is not None
        ):
            return self.raise_syntax_error_known_location(a, '/ must be ahead of *')
        self._mark = mark
        if (
            (_loop1_200 := self._loop1_200()) is not None
            and (literal := self.expect('/')) is not None
            and (a := self.expect('*')) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'expected comma between / and *')
        self._mark = mark
        return None

    def invalid_default(self):
        # invalid_default: '=' &(')' | ',')
        mark = self._mark
        if (
            (a := self.expect('=')) is not None
            and self.looked_ahead(self._mark, self._tmp_201())
        ):
            return self.raise_syntax_error_known_location(a, 'expected default value expression')
        self._mark = mark
        return None

    def invalid_star_etc(self):
        # invalid_star_etc:
        #     | '*' (')' | ',' (')' | '**'))
        #     | '*' ',' TYPE_COMMENT
        #     | '*' param '='
        #     | '*' (param_no_default | ',') param_maybe_default* '*' (param_no_default | ',')
        mark = self._mark
        if (
            (a := self.expect('*')) is not None
            and (_tmp_202 := self._tmp_202()) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'named arguments must follow bare *')
        self._mark = mark
        if (
            (literal := self.expect('*')) is not None
            and (literal_1 := self.expect(',')) is not None
            and (type_comment := self.expect_type(TYPE_COMMENT)) is not None
        ):
            return self.raise_syntax_error('bare * has associated type comment')
        self._mark = mark
        if (
            (literal := self.expect('*')) is not None
            and (param := self.param()) is not None
            and (a := self.expect('=')) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'var-positional argument cannot have default value')
        self._mark = mark
        if (
            (literal := self.expect('*')) is not None
            and (_tmp_203 := self._tmp_203()) is not None
            and (_loop0_204 := self._loop0_204()) is not None
            and (a := self.expect('*')) is not None
            and (_tmp_205 := self._tmp_205()) is not None
        ):
            return self.raise_syntax_error_known_location(a, '* argument may appear only once')
        self._mark = mark
        return None

    def invalid_kwds(self):
        # invalid_kwds: '**' param '=' | '**' param ',' param | '**' param ',' ('*' | '**' | '/')
        mark = self._mark
        if (
            (literal := self.expect('**')) is not None
            and (param := self.param()) is not None
            and (a := self.expect('=')) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'var-keyword argument cannot have default value')
        self._mark = mark
        if (
            (literal := self.expect('**')) is not None
            and (param := self.param()) is not None
            and (literal_1 := self.expect(',')) is not None
            and (a := self.param()) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'arguments cannot follow var-keyword argument')
        self._mark = mark
        if (
            (literal := self.expect('**')) is not None
            and (param := self.param()) is not None
            and (literal_1 := self.expect(',')) is not None
            and (a := self._tmp_206()) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'arguments cannot follow var-keyword argument')
        self._mark = mark
        return None

    def invalid_parameters_helper(self):
        # invalid_parameters_helper: slash_with_default | param_with_default+
        mark = self._mark
        if (
            (a := self.slash_with_default()) is not None
        ):
            return [a]
        self._mark = mark
        if (
            (_loop1_207 := self._loop1_207()) is not None
        ):
            return _loop1_207
        self._mark = mark
        return None

    def invalid_lambda_parameters(self):
        # invalid_lambda_parameters:
        #     | "/" ','
        #     | (lambda_slash_no_default | lambda_slash_with_default) lambda_param_maybe_default* '/'
        #     | lambda_slash_no_default? lambda_param_no_default* invalid_lambda_parameters_helper lambda_param_no_default
        #     | lambda_param_no_default* '(' ','.lambda_param+ ','? ')'
        #     | [(lambda_slash_no_default | lambda_slash_with_default)] lambda_param_maybe_default* '*' (',' | lambda_param_no_default) lambda_param_maybe_default* '/'
        #     | lambda_param_maybe_default+ '/' '*'
        mark = self._mark
        if (
            (a := self.expect('/')) is not None
            and (literal := self.expect(',')) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'at least one argument must precede /')
        self._mark = mark
        if (
            (_tmp_208 := self._tmp_208()) is not None
            and (_loop0_209 := self._loop0_209()) is not None
            and (a := self.expect('/')) is not None
        ):
            return self.raise_syntax_error_known_location(a, '/ may appear only once')
        self._mark = mark
        if (
            ((lambda_slash_no_default := self.lambda_slash_no_default()),)
            and (_loop0_210 := self._loop0_210()) is not None
            and (invalid_lambda_parameters_helper := self.invalid_lambda_parameters_helper()) is not None
            and (a := self.lambda_param_no_default()) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'parameter without a default follows parameter with a default')
        self._mark = mark
        if (
            (_loop0_211 := self._loop0_211()) is not None
            and (a := self.expect('(')) is not None
            and (_gather_212 := self._gather_212()) is not None
            and ((literal := self.expect(',')),)
            and (b := self.expect(')')) is not None
        ):
            return self.raise_syntax_error_known_range(a, b, 'Lambda expression parameters cannot be parenthesized')
        self._mark = mark
        if (
            ((_tmp_214 := self._tmp_214()),)
            and (_loop0_215 := self._loop0_215()) is not None
            and (literal := self.expect('*')) is not None
            and (_tmp_216 := self._tmp_216()) is not None
            and (_loop0_217 := self._loop0_217()) is not None
            and (a := self.expect('/')) is not None
        ):
            return self.raise_syntax_error_known_location(a, '/ must be ahead of *')
        self._mark = mark
        if (
            (_loop1_218 := self._loop1_218()) is not None
            and (literal := self.expect('/')) is not None
            and (a := self.expect('*')) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'expected comma between / and *')
        self._mark = mark
        return None

    def invalid_lambda_parameters_helper(self):
        # invalid_lambda_parameters_helper:
        #     | lambda_slash_with_default
        #     | lambda_param_with_default+
        mark = self._mark
        if (
            (a := self.lambda_slash_with_default()) is not None
        ):
            return [a]
        self._mark = mark
        if (
            (_loop1_219 := self._loop1_219()) is not None
        ):
            return _loop1_219
        self._mark = mark
        return None

    def invalid_lambda_star_etc(self):
        # invalid_lambda_star_etc:
        #     | '*' (':' | ',' (':' | '**'))
        #     | '*' lambda_param '='
        #     | '*' (lambda_param_no_default | ',') lambda_param_maybe_default* '*' (lambda_param_no_default | ',')
        mark = self._mark
        if (
            (literal := self.expect('*')) is not None
            and (_tmp_220 := self._tmp_220()) is not None
        ):
            return self.raise_syntax_error('named arguments must follow bare *')
        self._mark = mark
        if (
            (literal := self.expect('*')) is not None
            and (lambda_param := self.lambda_param()) is not None
            and (a := self.expect('=')) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'var-positional argument cannot have default value')
        self._mark = mark
        if (
            (literal := self.expect('*')) is not None
            and (_tmp_221 := self._tmp_221()) is not None
            and (_loop0_222 := self._loop0_222()) is not None
            and (a := self.expect('*')) is not None
            and (_tmp_223 := self._tmp_223()) is not None
        ):
            return self.raise_syntax_error_known_location(a, '* argument may appear only once')
        self._mark = mark
        return None

    def invalid_lambda_kwds(self):
        # invalid_lambda_kwds:
        #     | '**' lambda_param '='
        #     | '**' lambda_param ',' lambda_param
        #     | '**' lambda_param ',' ('*' | '**' | '/')
        mark = self._mark
        if (
            (literal := self.expect('**')) is not None
            and (lambda_param := self.lambda_param()) is not None
            and (a := self.expect('=')) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'var-keyword argument cannot have default value')
        self._mark = mark
        if (
            (literal := self.expect('**')) is not None
            and (lambda_param := self.lambda_param()) is not None
            and (literal_1 := self.expect(',')) is not None
            and (a := self.lambda_param()) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'arguments cannot follow var-keyword argument')
        self._mark = mark
        if (
            (literal := self.expect('**')) is not None
            and (lambda_param := self.lambda_param()) is not None
            and (literal_1 := self.expect(',')) is not None
            and (a := self._tmp_224()) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'arguments cannot follow var-keyword argument')
        self._mark = mark
        return None

    def invalid_double_type_comments(self):
        # invalid_double_type_comments: TYPE_COMMENT NEWLINE TYPE_COMMENT NEWLINE INDENT
        mark = self._mark
        if (
            (type_comment := self.expect_type(TYPE_COMMENT)) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
            and (type_comment_1 := self.expect_type(TYPE_COMMENT)) is not None
            and (newline_1 := self.expect_type(NEWLINE)) is not None
            and (indent := self.expect_type(INDENT)) is not None
        ):
            return self.raise_syntax_error('Cannot have two type comments on def')
        self._mark = mark
        return None

    def invalid_with_item(self):
        # invalid_with_item: expression 'as' expression &(',' | ')' | ':')
        mark = self._mark
        if (
            (expression := self.expression()) is not None
            and (literal := self.expect('as')) is not None
            and (a := self.expression()) is not None
            and self.looked_ahead(self._mark, self._tmp_225())
        ):
            return self.raise_syntax_error_invalid_target(STAR_TARGETS, a)
        self._mark = mark
        return None

    def invalid_for_if_clause(self):
        # invalid_for_if_clause: 'async'? 'for' (bitwise_or ((',' bitwise_or))* ','?) !'in'
        mark = self._mark
        if (
            ((literal := self.expect('async')),)
            and (literal_1 := self.expect('for')) is not None
            and (_tmp_226 := self._tmp_226()) is not None
            and not self.check('in')
        ):
            return self.raise_syntax_error("'in' expected after for-loop variables")
        self._mark = mark
        return None

    def invalid_for_target(self):
        # invalid_for_target: 'async'? 'for' star_expressions
        mark = self._mark
        if (
            ((literal := self.expect('async')),)
            and (literal_1 := self.expect('for')) is not None
            and (a := self.star_expressions()) is not None
        ):
            return self.raise_syntax_error_invalid_target(FOR_TARGETS, a)
        self._mark = mark
        return None

    def invalid_group(self):
        # invalid_group: '(' starred_expression ')' | '(' '**' expression ')'
        mark = self._mark
        if (
            (literal := self.expect('(')) is not None
            and (a := self.starred_expression()) is not None
            and (literal_1 := self.expect(')')) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'cannot use starred expression here')
        self._mark = mark
        if (
            (literal := self.expect('(')) is not None
            and (a := self.expect('**')) is not None
            and (expression := self.expression()) is not None
            and (literal_1 := self.expect(')')) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'cannot use double starred expression here')
        self._mark = mark
        return None

    def invalid_import(self):
        # invalid_import: 'import' ','.dotted_name+ 'from' dotted_name | 'import' NEWLINE
        mark = self._mark
        if (
            (a := self.expect('import')) is not None
            and (_gather_227 := self._gather_227()) is not None
            and (literal := self.expect('from')) is not None
            and (dotted_name := self.dotted_name()) is not None
        ):
            return self.raise_syntax_error_starting_from(a, "Did you mean to use 'from ... import ...' instead?")
        self._mark = mark
        if (
            (literal := self.expect('import')) is not None
            and (token := self.expect_type(NEWLINE)) is not None
        ):
            return self.raise_syntax_error_starting_from(token, "Expected one or more names after 'import'")
        self._mark = mark
        return None

    def invalid_dotted_as_name(self):
        # invalid_dotted_as_name: dotted_name 'as' !(NAME (',' | ')' | ';' | NEWLINE)) expression
        mark = self._mark
        if (
            (dotted_name := self.dotted_name()) is not None
            and (literal := self.expect('as')) is not None
            and not self.looked_ahead(self._mark, self._tmp_229())
            and (a := self.expression()) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'cannot use %s as import target' % get_expr_name(a))
        self._mark = mark
        return None

    def invalid_import_from_as_name(self):
        # invalid_import_from_as_name: NAME 'as' !(NAME (',' | ')' | ';' | NEWLINE)) expression
        mark = self._mark
        if (
            (name := self.name_token()) is not None
            and (literal := self.expect('as')) is not None
            and not self.looked_ahead(self._mark, self._tmp_230())
            and (a := self.expression()) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'cannot use %s as import target' % get_expr_name(a))
        self._mark = mark
        return None

    def invalid_import_from_targets(self):
        # invalid_import_from_targets: import_from_as_names ',' NEWLINE | NEWLINE
        mark = self._mark
        if (
            (import_from_as_names := self.import_from_as_names()) is not None
            and (literal := self.expect(',')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
        ):
            return self.raise_syntax_error('trailing comma not allowed without surrounding parentheses')
        self._mark = mark
        if (
            (token := self.expect_type(NEWLINE)) is not None
        ):
            return self.raise_syntax_error_starting_from(token, "Expected one or more names after 'import'")
        self._mark = mark
        return None

    def invalid_with_stmt(self):
        # invalid_with_stmt:
        #     | 'async'? 'with' ','.(expression ['as' star_target])+ NEWLINE
        #     | 'async'? 'with' '(' ','.(expressions ['as' star_target])+ ','? ')' NEWLINE
        mark = self._mark
        if (
            ((literal := self.expect('async')),)
            and (literal_1 := self.expect('with')) is not None
            and (_gather_231 := self._gather_231()) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
        ):
            return self.raise_syntax_error("expected ':'")
        self._mark = mark
        if (
            ((literal := self.expect('async')),)
            and (literal_1 := self.expect('with')) is not None
            and (literal_2 := self.expect('(')) is not None
            and (_gather_233 := self._gather_233()) is not None
            and ((literal_3 := self.expect(',')),)
            and (literal_4 := self.expect(')')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
        ):
            return self.raise_syntax_error("expected ':'")
        self._mark = mark
        return None

    def invalid_with_stmt_indent(self):
        # invalid_with_stmt_indent:
        #     | 'async'? 'with' ','.(expression ['as' star_target])+ ':' NEWLINE !INDENT
        #     | 'async'? 'with' '(' ','.(expressions ['as' star_target])+ ','? ')' ':' NEWLINE !INDENT
        mark = self._mark
        if (
            ((literal := self.expect('async')),)
            and (a := self.expect('with')) is not None
            and (_gather_235 := self._gather_235()) is not None
            and (literal_1 := self.expect(':')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
            and not self.check_type(INDENT)
        ):
            return self.raise_indentation_error("expected an indented block after 'with' statement on line %d" % a.lineno)
        self._mark = mark
        if (
            ((literal := self.expect('async')),)
            and (a := self.expect('with')) is not None
            and (literal_1 := self.expect('(')) is not None
            and (_gather_237 := self._gather_237()) is not None
            and ((literal_2 := self.expect(',')),)
            and (literal_3 := self.expect(')')) is not None
            and (literal_4 := self.expect(':')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
            and not self.check_type(INDENT)
        ):
            return self.raise_indentation_error("expected an indented block after 'with' statement on line %d" % a.lineno)
        self._mark = mark
        return None

    def invalid_try_stmt(self):
        # invalid_try_stmt:
        #     | 'try' ':' NEWLINE !INDENT
        #     | 'try' ':' block !('except' | 'finally')
        #     | 'try' ':' block* except_block+ 'except' '*' expression ['as' NAME] ':'
        #     | 'try' ':' block* except_star_block+ 'except' [expression ['as' NAME]] ':'
        mark = self._mark
        if (
            (a := self.expect('try')) is not None
            and (literal := self.expect(':')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
            and not self.check_type(INDENT)
        ):
            return self.raise_indentation_error("expected an indented block after 'try' statement on line %d" % a.lineno)
        self._mark = mark
        if (
            (literal := self.expect('try')) is not None
            and (literal_1 := self.expect(':')) is not None
            and (block := self.block()) is not None
            and not self.looked_ahead(self._mark, self._tmp_239())
        ):
            return self.raise_syntax_error("expected 'except' or 'finally' block")
        self._mark = mark
        if (
            (literal := self.expect('try')) is not None
            and (literal_1 := self.expect(':')) is not None
            and (_loop0_240 := self._loop0_240()) is not None
            and (_loop1_241 := self._loop1_241()) is not None
            and (a := self.expect('except')) is not None
            and (b := self.expect('*')) is not None
            and (expression := self.expression()) is not None
            and ((_tmp_242 := self._tmp_242()),)
            and (literal_2 := self.expect(':')) is not None
        ):
            return self.raise_syntax_error_known_range(a, b, "cannot have both 'except' and 'except*' on the same 'try'")
        self._mark = mark
        if (
            (literal := self.expect('try')) is not None
            and (literal_1 := self.expect(':')) is not None
            and (_loop0_243 := self._loop0_243()) is not None
            and (_loop1_244 := self._loop1_244()) is not None
            and (a := self.expect('except')) is not None
            and ((_tmp_245 := self._tmp_245()),)
            and (literal_2 := self.expect(':')) is not None
        ):
            return self.raise_syntax_error_known_location(a, "cannot have both 'except' and 'except*' on the same 'try'")
        self._mark = mark
        return None

    def invalid_except_stmt(self):
        # invalid_except_stmt:
        #     | 'except' expression ',' expressions 'as' NAME ':'
        #     | 'except' expression ['as' NAME] NEWLINE
        #     | 'except' NEWLINE
        #     | 'except' expression 'as' expression ':' block
        mark = self._mark
        if (
            (literal := self.expect('except')) is not None
            and (a := self.expression()) is not None
            and (literal_1 := self.expect(',')) is not None
            and (expressions := self.expressions()) is not None
            and (literal_2 := self.expect('as')) is not None
            and (name := self.name_token()) is not None
            and (literal_3 := self.expect(':')) is not None
        ):
            return self.raise_syntax_error_starting_from(a, "multiple exception types must be parenthesized when using 'as'")
        self._mark = mark
        if (
            (a := self.expect('except')) is not None
            and (expression := self.expression()) is not None
            and ((_tmp_246 := self._tmp_246()),)
            and (newline := self.expect_type(NEWLINE)) is not None
        ):
            return self.raise_syntax_error("expected ':'")
        self._mark = mark
        if (
            (a := self.expect('except')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
        ):
            return self.raise_syntax_error("expected ':'")
        self._mark = mark
        if (
            (literal := self.expect('except')) is not None
            and (expression := self.expression()) is not None
            and (literal_1 := self.expect('as')) is not None
            and (a := self.expression()) is not None
            and (literal_2 := self.expect(':')) is not None
            and (block := self.block()) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'cannot use except statement with %s' % get_expr_name(a))
        self._mark = mark
        return None

    def invalid_except_star_stmt(self):
        # invalid_except_star_stmt:
        #     | 'except' '*' expression ',' expressions 'as' NAME ':'
        #     | 'except' '*' expression ['as' NAME] NEWLINE
        #     | 'except' '*' (NEWLINE | ':')
        #     | 'except' '*' expression 'as' expression ':' block
        mark = self._mark
        if (
            (literal := self.expect('except')) is not None
            and (literal_1 := self.expect('*')) is not None
            and (a := self.expression()) is not None
            and (literal_2 := self.expect(',')) is not None
            and (expressions := self.expressions()) is not None
            and (literal_3 := self.expect('as')) is not None
            and (name := self.name_token()) is not None
            and (literal_4 := self.expect(':')) is not None
        ):
            return self.raise_syntax_error_starting_from(a, "multiple exception types must be parenthesized when using 'as'")
        self._mark = mark
        if (
            (a := self.expect('except')) is not None
            and (literal := self.expect('*')) is not None
            and (expression := self.expression()) is not None
            and ((_tmp_247 := self._tmp_247()),)
            and (newline := self.expect_type(NEWLINE)) is not None
        ):
            return self.raise_syntax_error("expected ':'")
        self._mark = mark
        if (
            (a := self.expect('except')) is not None
            and (literal := self.expect('*')) is not None
            and (_tmp_248 := self._tmp_248()) is not None
        ):
            return self.raise_syntax_error('expected one or more exception types')
        self._mark = mark
        if (
            (literal := self.expect('except')) is not None
            and (literal_1 := self.expect('*')) is not None
            and (expression := self.expression()) is not None
            and (literal_2 := self.expect('as')) is not None
            and (a := self.expression()) is not None
            and (literal_3 := self.expect(':')) is not None
            and (block := self.block()) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'cannot use except* statement with %s' % get_expr_name(a))
        self._mark = mark
        return None

    def invalid_finally_stmt(self):
        # invalid_finally_stmt: 'finally' ':' NEWLINE !INDENT
        mark = self._mark
        if (
            (a := self.expect('finally')) is not None
            and (literal := self.expect(':')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
            and not self.check_type(INDENT)
        ):
            return self.raise_indentation_error("expected an indented block after 'finally' statement on line %d" % a.lineno)
        self._mark = mark
        return None

    def invalid_except_stmt_indent(self):
        # invalid_except_stmt_indent:
        #     | 'except' expression ['as' NAME] ':' NEWLINE !INDENT
        #     | 'except' ':' NEWLINE !INDENT
        mark = self._mark
        if (
            (a := self.expect('except')) is not None
            and (expression := self.expression()) is not None
            and ((_tmp_249 := self._tmp_249()),)
            and (literal := self.expect(':')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
            and not self.check_type(INDENT)
        ):
            return self.raise_indentation_error("expected an indented block after 'except' statement on line %d" % a.lineno)
        self._mark = mark
        if (
            (a := self.expect('except')) is not None
            and (literal := self.expect(':')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
            and not self.check_type(INDENT)
        ):
            return self.raise_indentation_error("expected an indented block after 'except' statement on line %d" % a.lineno)
        self._mark = mark
        return None

    def invalid_except_star_stmt_indent(self):
        # invalid_except_star_stmt_indent:
        #     | 'except' '*' expression ['as' NAME] ':' NEWLINE !INDENT
        mark = self._mark
        if (
            (a := self.expect('except')) is not None
            and (literal := self.expect('*')) is not None
            and (expression := self.expression()) is not None
            and ((_tmp_250 := self._tmp_250()),)
            and (literal_1 := self.expect(':')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
            and not self.check_type(INDENT)
        ):
            return self.raise_indentation_error("expected an indented block after 'except*' statement on line %d" % a.lineno)
        self._mark = mark
        return None

    def invalid_match_stmt(self):
        # invalid_match_stmt:
        #     | "match" subject_expr NEWLINE
        #     | "match" subject_expr ':' NEWLINE !INDENT
        mark = self._mark
        if (
            (literal := self.expect('match')) is not None
            and (subject_expr := self.subject_expr()) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
        ):
            return self.raise_syntax_error("expected ':'")
        self._mark = mark
        if (
            (a := self.expect('match')) is not None
            and (subject := self.subject_expr()) is not None
            and (literal := self.expect(':')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
            and not self.check_type(INDENT)
        ):
            return self.raise_indentation_error("expected an indented block after 'match' statement on line %d" % a.lineno)
        self._mark = mark
        return None

    def invalid_case_block(self):
        # invalid_case_block:
        #     | "case" patterns guard? NEWLINE
        #     | "case" patterns guard? ':' NEWLINE !INDENT
        mark = self._mark
        if (
            (literal := self.expect('case')) is not None
            and (patterns := self.patterns()) is not None
            and ((guard := self.guard()),)
            and (newline := self.expect_type(NEWLINE)) is not None
        ):
            return self.raise_syntax_error("expected ':'")
        self._mark = mark
        if (
            (a := self.expect('case')) is not None
            and (patterns := self.patterns()) is not None
            and ((guard := self.guard()),)
            and (literal := self.expect(':')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
            and not self.check_type(INDENT)
        ):
            return self.raise_indentation_error("expected an indented block after 'case' statement on line %d" % a.lineno)
        self._mark = mark
        return None

    def invalid_as_pattern(self):
        # invalid_as_pattern: or_pattern 'as' "_" | or_pattern 'as' expression
        mark = self._mark
        if (
            (or_pattern := self.or_pattern()) is not None
            and (literal := self.expect('as')) is not None
            and (a := self.expect('_')) is not None
        ):
            return self.raise_syntax_error_known_location(a, "cannot use '_' as a target")
        self._mark = mark
        if (
            (or_pattern := self.or_pattern()) is not None
            and (literal := self.expect('as')) is not None
            and (a := self.expression()) is not None
        ):
            return self.raise_syntax_error_known_location(a, 'cannot use %s as pattern target' % get_expr_name(a))
        self._mark = mark
        return None

    def invalid_class_pattern(self):
        # invalid_class_pattern: name_or_attr '(' invalid_class_argument_pattern
        mark = self._mark
        if (
            (name_or_attr := self.name_or_attr()) is not None
            and (literal := self.expect('(')) is not None
            and (a := self.invalid_class_argument_pattern()) is not None
        ):
            return self.raise_syntax_error_known_range(a[0], a[-1], 'positional patterns follow keyword patterns')
        self._mark = mark
        return None

    def invalid_class_argument_pattern(self):
        # invalid_class_argument_pattern:
        #     | [positional_patterns ','] keyword_patterns ',' positional_patterns
        mark = self._mark
        if (
            ((_tmp_251 := self._tmp_251()),)
            and (keyword_patterns := self.keyword_patterns()) is not None
            and (literal := self.expect(',')) is not None
            and (a := self.positional_patterns()) is not None
        ):
            return a
        self._mark = mark
        return None

    def invalid_if_stmt(self):
        # invalid_if_stmt:
        #     | 'if' named_expression NEWLINE
        #     | 'if' named_expression ':' NEWLINE !INDENT
        mark = self._mark
        if (
            (literal := self.expect('if')) is not None
            and (named_expression := self.named_expression()) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
        ):
            return self.raise_syntax_error("expected ':'")
        self._mark = mark
        if (
            (a := self.expect('if')) is not None
            and (a_1 := self.named_expression()) is not None
            and (literal := self.expect(':')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
            and not self.check_type(INDENT)
        ):
            return self.raise_indentation_error("expected an indented block after 'if' statement on line %d" % a.lineno)
        self._mark = mark
        return None

    def invalid_elif_stmt(self):
        # invalid_elif_stmt:
        #     | 'elif' named_expression NEWLINE
        #     | 'elif' named_expression ':' NEWLINE !INDENT
        mark = self._mark
        if (
            (literal := self.expect('elif')) is not None
            and (named_expression := self.named_expression()) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
        ):
            return self.raise_syntax_error("expected ':'")
        self._mark = mark
        if (
            (a := self.expect('elif')) is not None
            and (named_expression := self.named_expression()) is not None
            and (literal := self.expect(':')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
            and not self.check_type(INDENT)
        ):
            return self.raise_indentation_error("expected an indented block after 'elif' statement on line %d" % a.lineno)
        self._mark = mark
        return None

    def invalid_else_stmt(self):
        # invalid_else_stmt: 'else' ':' NEWLINE !INDENT | 'else' ':' block 'elif'
        mark = self._mark
        if (
            (a := self.expect('else')) is not None
            and (literal := self.expect(':')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
            and not self.check_type(INDENT)
        ):
            return self.raise_indentation_error("expected an indented block after 'else' statement on line %d" % a.lineno)
        self._mark = mark
        if (
            (literal := self.expect('else')) is not None
            and (literal_1 := self.expect(':')) is not None
            and (block := self.block()) is not None
            and (literal_2 := self.expect('elif')) is not None
        ):
            return self.raise_syntax_error("'elif' block follows an 'else' block")
        self._mark = mark
        return None

    def invalid_while_stmt(self):
        # invalid_while_stmt:
        #     | 'while' named_expression NEWLINE
        #     | 'while' named_expression ':' NEWLINE !INDENT
        mark = self._mark
        if (
            (literal := self.expect('while')) is not None
            and (named_expression := self.named_expression()) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
        ):
            return self.raise_syntax_error("expected ':'")
        self._mark = mark
        if (
            (a := self.expect('while')) is not None
            and (named_expression := self.named_expression()) is not None
            and (literal := self.expect(':')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
            and not self.check_type(INDENT)
        ):
            return self.raise_indentation_error("expected an indented block after 'while' statement on line %d" % a.lineno)
        self._mark = mark
        return None

    def invalid_for_stmt(self):
        # invalid_for_stmt:
        #     | 'async'? 'for' star_targets 'in' star_expressions NEWLINE
        #     | 'async'? 'for' star_targets 'in' star_expressions ':' NEWLINE !INDENT
        mark = self._mark
        if (
            ((literal := self.expect('async')),)
            and (literal_1 := self.expect('for')) is not None
            and (star_targets := self.star_targets()) is not None
            and (literal_2 := self.expect('in')) is not None
            and (star_expressions := self.star_expressions()) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
        ):
            return self.raise_syntax_error("expected ':'")
        self._mark = mark
        if (
            ((literal := self.expect('async')),)
            and (a := self.expect('for')) is not None
            and (star_targets := self.star_targets()) is not None
            and (literal_1 := self.expect('in')) is not None
            and (star_expressions := self.star_expressions()) is not None
            and (literal_2 := self.expect(':')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
            and not self.check_type(INDENT)
        ):
            return self.raise_indentation_error("expected an indented block after 'for' statement on line %d" % a.lineno)
        self._mark = mark
        return None

    def invalid_def_raw(self):
        # invalid_def_raw:
        #     | 'async'? 'def' NAME type_params? '(' params? ')' ['->' expression] ':' NEWLINE !INDENT
        #     | 'async'? 'def' NAME type_params? &&'(' params? ')' ['->' expression] &&':' func_type_comment? block
        mark = self._mark
        if (
            ((literal := self.expect('async')),)
            and (a := self.expect('def')) is not None
            and (name := self.name_token()) is not None
            and ((type_params := self.type_params()),)
            and (literal_1 := self.expect('(')) is not None
            and ((params := self.params()),)
            and (literal_2 := self.expect(')')) is not None
            and ((_tmp_252 := self._tmp_252()),)
            and (literal_3 := self.expect(':')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
            and not self.check_type(INDENT)
        ):
            return self.raise_indentation_error('expected an indented block after function definition on line %d' % a.lineno)
        self._mark = mark
        if (
            ((literal := self.expect('async')),)
            and (literal_1 := self.expect('def')) is not None
            and (name := self.name_token()) is not None
            and ((type_params := self.type_params()),)
            and (forced := self.expect_forced(self.expect('('), "'('")) is not None
            and ((params := self.params()),)
            and (literal_2 := self.expect(')')) is not None
            and ((_tmp_253 := self._tmp_253()),)
            and (forced_1 := self.expect_forced(self.expect(':'), "':'")) is not None
            and ((func_type_comment := self.func_type_comment()),)
            and (block := self.block()) is not None
        ):
            return [literal, literal_1, name, type_params, forced, params, literal_2, _tmp_253, forced_1, func_type_comment, block]
        self._mark = mark
        return None

    def invalid_class_def_raw(self):
        # invalid_class_def_raw:
        #     | 'class' NAME type_params? ['(' arguments? ')'] NEWLINE
        #     | 'class' NAME type_params? ['(' arguments? ')'] ':' NEWLINE !INDENT
        mark = self._mark
        if (
            (literal := self.expect('class')) is not None
            and (name := self.name_token()) is not None
            and ((type_params := self.type_params()),)
            and ((_tmp_254 := self._tmp_254()),)
            and (newline := self.expect_type(NEWLINE)) is not None
        ):
            return self.raise_syntax_error("expected ':'")
        self._mark = mark
        if (
            (a := self.expect('class')) is not None
            and (name := self.name_token()) is not None
            and ((type_params := self.type_params()),)
            and ((_tmp_255 := self._tmp_255()),)
            and (literal := self.expect(':')) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
            and not self.check_type(INDENT)
        ):
            return self.raise_indentation_error('expected an indented block after class definition on line %d' % a.lineno)
        self._mark = mark
        return None

    def invalid_double_starred_kvpairs(self):
        # invalid_double_starred_kvpairs:
        #     | ','.double_starred_kvpair+ ',' invalid_kvpair
        #     | expression ':' '*' bitwise_or
        #     | expression ':' &('}' | ',')
        mark = self._mark
        if (
            (_gather_256 := self._gather_256()) is not None
            and (literal := self.expect(',')) is not None
            and (invalid_kvpair := self.invalid_kvpair()) is not None
        ):
            return [_gather_256, literal, invalid_kvpair]
        self._mark = mark
        if (
            (expression := self.expression()) is not None
            and (literal := self.expect(':')) is not None
            and (a := self.expect('*')) is not None
            and (bitwise_or := self.bitwise_or()) is not None
        ):
            return self.raise_syntax_error_starting_from(a, 'cannot use a starred expression in a dictionary value')
        self._mark = mark
        if (
            (expression := self.expression()) is not None
            and (a := self.expect(':')) is not None
            and self.looked_ahead(self._mark, self._tmp_258())
        ):
            return self.raise_syntax_error_known_location(a, "expression expected after dictionary key and ':'")
        self._mark = mark
        return None

    def invalid_kvpair(self):
        # invalid_kvpair:
        #     | expression !(':')
        #     | expression ':' '*' bitwise_or
        #     | expression ':' &('}' | ',')
        mark = self._mark
        if (
            (a := self.expression()) is not None
            and not self.check(':')
        ):
            return self.raise_error_known_location(SyntaxError, a.lineno, a.end_col_offset - 1, a.end_lineno, -1, "':' expected after dictionary key")
        self._mark = mark
        if (
            (expression := self.expression()) is not None
            and (literal := self.expect(':')) is not None
            and (a := self.expect('*')) is not None
            and (bitwise_or := self.bitwise_or()) is not None
        ):
            return self.raise_syntax_error_starting_from(a, 'cannot use a starred expression in a dictionary value')
        self._mark = mark
        if (
            (expression := self.expression()) is not None
            and (a := self.expect(':')) is not None
            and self.looked_ahead(self._mark, self._tmp_259())
        ):
            return self.raise_syntax_error_known_location(a, "expression expected after dictionary key and ':'")
        self._mark = mark
        return None

    def invalid_starred_expression_unpacking(self):
        # invalid_starred_expression_unpacking: '*' expression '=' expression
        mark = self._mark
        if (
            (a := self.expect('*')) is not None
            and (expression := self.expression()) is not None
            and (literal := self.expect('=')) is not None
            and (b := self.expression()) is not None
        ):
            return self.raise_syntax_error_known_range(a, b, 'cannot assign to iterable argument unpacking')
        self._mark = mark
        return None

    def invalid_starred_expression(self):
        # invalid_starred_expression: '*'
        mark = self._mark
        if (
            (literal := self.expect('*')) is not None
        ):
            return self.raise_syntax_error('Invalid star expression')
        self._mark = mark
        return None

    def invalid_fstring_replacement_field(self):
        # invalid_fstring_replacement_field:
        #     | '{' '='
        #     | '{' '!'
        #     | '{' ':'
        #     | '{' '}'
        #     | '{' !annotated_rhs
        #     | '{' annotated_rhs !('=' | '!' | ':' | '}')
        #     | '{' annotated_rhs '=' !('!' | ':' | '}')
        #     | '{' annotated_rhs '='? invalid_fstring_conversion_character
        #     | '{' annotated_rhs '='? ['!' NAME] !(':' | '}')
        #     | '{' annotated_rhs '='? ['!' NAME] ':' fstring_format_spec* !'}'
        #     | '{' annotated_rhs '='? ['!' NAME] !'}'
        mark = self._mark
        if (
            (literal := self.expect('{')) is not None
            and (a := self.expect('=')) is not None
        ):
            return self.raise_syntax_error_known_location(a, "f-string: valid expression required before '='")
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (a := self.expect('!')) is not None
        ):
            return self.raise_syntax_error_known_location(a, "f-string: valid expression required before '!'")
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (a := self.expect(':')) is not None
        ):
            return self.raise_syntax_error_known_location(a, "f-string: valid expression required before ':'")
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (a := self.expect('}')) is not None
        ):
            return self.raise_syntax_error_known_location(a, "f-string: valid expression required before '}'")
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and not self.looked_ahead(self._mark, self.annotated_rhs())
        ):
            return self.raise_syntax_error_on_next_token("f-string: expecting a valid expression after '{'")
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (annotated_rhs := self.annotated_rhs()) is not None
            and not self.looked_ahead(self._mark, self._tmp_260())
        ):
            return self.raise_syntax_error_on_next_token("f-string: expecting '=', or '!', or ':', or '}'")
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (annotated_rhs := self.annotated_rhs()) is not None
            and (literal_1 := self.expect('=')) is not None
            and not self.looked_ahead(self._mark, self._tmp_261())
        ):
            return self.raise_syntax_error_on_next_token("f-string: expecting '!', or ':', or '}'")
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (annotated_rhs := self.annotated_rhs()) is not None
            and ((literal_1 := self.expect('=')),)
            and (invalid_fstring_conversion_character := self.invalid_fstring_conversion_character()) is not None
        ):
            return [literal, annotated_rhs, literal_1, invalid_fstring_conversion_character]
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (annotated_rhs := self.annotated_rhs()) is not None
            and ((literal_1 := self.expect('=')),)
            and ((_tmp_262 := self._tmp_262()),)
            and not self.looked_ahead(self._mark, self._tmp_263())
        ):
            return self.raise_syntax_error_on_next_token("f-string: expecting ':' or '}'")
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (annotated_rhs := self.annotated_rhs()) is not None
            and ((literal_1 := self.expect('=')),)
            and ((_tmp_264 := self._tmp_264()),)
            and (literal_2 := self.expect(':')) is not None
            and (_loop0_265 := self._loop0_265()) is not None
            and not self.check('}')
        ):
            return self.raise_syntax_error_on_next_token("f-string: expecting '}', or format specs")
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (annotated_rhs := self.annotated_rhs()) is not None
            and ((literal_1 := self.expect('=')),)
            and ((_tmp_266 := self._tmp_266()),)
            and not self.check('}')
        ):
            return self.raise_syntax_error_on_next_token("f-string: expecting '}'")
        self._mark = mark
        return None

    def invalid_fstring_conversion_character(self):
        # invalid_fstring_conversion_character: '!' &(':' | '}') | '!' !NAME
        mark = self._mark
        if (
            (literal := self.expect('!')) is not None
            and self.looked_ahead(self._mark, self._tmp_267())
        ):
            return self.raise_syntax_error_on_next_token('f-string: missing conversion character')
        self._mark = mark
        if (
            (literal := self.expect('!')) is not None
            and not self.check_type(NAME)
        ):
            return self.raise_syntax_error_on_next_token('f-string: invalid conversion character')
        self._mark = mark
        return None

    def invalid_tstring_replacement_field(self):
        # invalid_tstring_replacement_field:
        #     | '{' '='
        #     | '{' '!'
        #     | '{' ':'
        #     | '{' '}'
        #     | '{' !annotated_rhs
        #     | '{' annotated_rhs !('=' | '!' | ':' | '}')
        #     | '{' annotated_rhs '=' !('!' | ':' | '}')
        #     | '{' annotated_rhs '='? invalid_tstring_conversion_character
        #     | '{' annotated_rhs '='? ['!' NAME] !(':' | '}')
        #     | '{' annotated_rhs '='? ['!' NAME] ':' fstring_format_spec* !'}'
        #     | '{' annotated_rhs '='? ['!' NAME] !'}'
        mark = self._mark
        if (
            (literal := self.expect('{')) is not None
            and (a := self.expect('=')) is not None
        ):
            return self.raise_syntax_error_known_location(a, "t-string: valid expression required before '='")
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (a := self.expect('!')) is not None
        ):
            return self.raise_syntax_error_known_location(a, "t-string: valid expression required before '!'")
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (a := self.expect(':')) is not None
        ):
            return self.raise_syntax_error_known_location(a, "t-string: valid expression required before ':'")
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (a := self.expect('}')) is not None
        ):
            return self.raise_syntax_error_known_location(a, "t-string: valid expression required before '}'")
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and not self.looked_ahead(self._mark, self.annotated_rhs())
        ):
            return self.raise_syntax_error_on_next_token("t-string: expecting a valid expression after '{'")
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (annotated_rhs := self.annotated_rhs()) is not None
            and not self.looked_ahead(self._mark, self._tmp_268())
        ):
            return self.raise_syntax_error_on_next_token("t-string: expecting '=', or '!', or ':', or '}'")
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (annotated_rhs := self.annotated_rhs()) is not None
            and (literal_1 := self.expect('=')) is not None
            and not self.looked_ahead(self._mark, self._tmp_269())
        ):
            return self.raise_syntax_error_on_next_token("t-string: expecting '!', or ':', or '}'")
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (annotated_rhs := self.annotated_rhs()) is not None
            and ((literal_1 := self.expect('=')),)
            and (invalid_tstring_conversion_character := self.invalid_tstring_conversion_character()) is not None
        ):
            return [literal, annotated_rhs, literal_1, invalid_tstring_conversion_character]
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (annotated_rhs := self.annotated_rhs()) is not None
            and ((literal_1 := self.expect('=')),)
            and ((_tmp_270 := self._tmp_270()),)
            and not self.looked_ahead(self._mark, self._tmp_271())
        ):
            return self.raise_syntax_error_on_next_token("t-string: expecting ':' or '}'")
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (annotated_rhs := self.annotated_rhs()) is not None
            and ((literal_1 := self.expect('=')),)
            and ((_tmp_272 := self._tmp_272()),)
            and (literal_2 := self.expect(':')) is not None
            and (_loop0_273 := self._loop0_273()) is not None
            and not self.check('}')
        ):
            return self.raise_syntax_error_on_next_token("t-string: expecting '}', or format specs")
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
            and (annotated_rhs := self.annotated_rhs()) is not None
            and ((literal_1 := self.expect('=')),)
            and ((_tmp_274 := self._tmp_274()),)
            and not self.check('}')
        ):
            return self.raise_syntax_error_on_next_token("t-string: expecting '}'")
        self._mark = mark
        return None

    def invalid_tstring_conversion_character(self):
        # invalid_tstring_conversion_character: '!' &(':' | '}') | '!' !NAME
        mark = self._mark
        if (
            (literal := self.expect('!')) is not None
            and self.looked_ahead(self._mark, self._tmp_275())
        ):
            return self.raise_syntax_error_on_next_token('t-string: missing conversion character')
        self._mark = mark
        if (
            (literal := self.expect('!')) is not None
            and not self.check_type(NAME)
        ):
            return self.raise_syntax_error_on_next_token('t-string: invalid conversion character')
        self._mark = mark
        return None

    def invalid_string_tstring_concat(self):
        # invalid_string_tstring_concat:
        #     | ((fstring | string))+ tstring
        #     | tstring+ (fstring | string)
        mark = self._mark
        if (
            (a := self._loop1_276()) is not None
            and (b := self.tstring()) is not None
        ):
            return self.raise_syntax_error_known_range(a[-1], b, 'cannot mix t-string literals with string or bytes literals')
        self._mark = mark
        if (
            (a := self._loop1_277()) is not None
            and (b := self._tmp_278()) is not None
        ):
            return self.raise_syntax_error_known_range(a[-1], b, 'cannot mix t-string literals with string or bytes literals')
        self._mark = mark
        return None

    def invalid_arithmetic(self):
        # invalid_arithmetic: sum ('+' | '-' | '*' | '/' | '%' | '//' | '@') 'not' inversion
        mark = self._mark
        if (
            (sum := self.sum()) is not None
            and (_tmp_279 := self._tmp_279()) is not None
            and (a := self.expect('not')) is not None
            and (b := self.inversion()) is not None
        ):
            return self.raise_syntax_error_known_range(a, b, "'not' after an operator must be parenthesized")
        self._mark = mark
        return None

    def invalid_factor(self):
        # invalid_factor: ('+' | '-' | '~') 'not' factor
        mark = self._mark
        if (
            (_tmp_280 := self._tmp_280()) is not None
            and (a := self.expect('not')) is not None
            and (b := self.factor()) is not None
        ):
            return self.raise_syntax_error_known_range(a, b, "'not' after an operator must be parenthesized")
        self._mark = mark
        return None

    def invalid_type_params(self):
        # invalid_type_params: '[' ']'
        mark = self._mark
        if (
            (literal := self.expect('[')) is not None
            and (token := self.expect(']')) is not None
        ):
            return self.raise_syntax_error_starting_from(token, 'Type parameter list cannot be empty')
        self._mark = mark
        return None

    def invalid_noteq(self):
        # invalid_noteq: '<' '>'
        mark = self._mark
        if (
            (a := self.expect('<')) is not None
            and (b := self.expect('>')) is not None
        ):
            return self.raise_syntax_error_known_range(a, b, "invalid syntax.  Maybe you meant '!=' instead of '<>'?") if self.tokens_are_adjacent(a, b) else None
        self._mark = mark
        return None

    def _loop0_1(self):
        # _loop0_1: NEWLINE
        mark = self._mark
        children = []
        while (
            (newline := self.expect_type(NEWLINE)) is not None
        ):
            children.append(newline)
            mark = self._mark
        self._mark = mark
        return children

    def _loop0_2(self):
        # _loop0_2: NEWLINE
        mark = self._mark
        children = []
        while (
            (newline := self.expect_type(NEWLINE)) is not None
        ):
            children.append(newline)
            mark = self._mark
        self._mark = mark
        return children

    def _loop1_3(self):
        # _loop1_3: statement
        mark = self._mark
        children = []
        while (
            (statement := self.statement()) is not None
        ):
            children.append(statement)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop0_5(self):
        # _loop0_5: ';' simple_stmt
        mark = self._mark
        children = []
        while (
            (literal := self.expect(';')) is not None
            and (elem := self.simple_stmt()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_4(self):
        # _gather_4: simple_stmt _loop0_5
        mark = self._mark
        if (
            (elem := self.simple_stmt()) is not None
            and (seq := self._loop0_5()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_6(self):
        # _tmp_6: 'import' | 'from'
        mark = self._mark
        if (
            (literal := self.expect('import')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('from')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_7(self):
        # _tmp_7: 'def' | '@' | 'async'
        mark = self._mark
        if (
            (literal := self.expect('def')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('@')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('async')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_8(self):
        # _tmp_8: 'class' | '@'
        mark = self._mark
        if (
            (literal := self.expect('class')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('@')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_9(self):
        # _tmp_9: 'with' | 'async'
        mark = self._mark
        if (
            (literal := self.expect('with')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('async')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_10(self):
        # _tmp_10: 'for' | 'async'
        mark = self._mark
        if (
            (literal := self.expect('for')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('async')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_11(self):
        # _tmp_11: '=' annotated_rhs
        mark = self._mark
        if (
            (literal := self.expect('=')) is not None
            and (d := self.annotated_rhs()) is not None
        ):
            return d
        self._mark = mark
        return None

    def _tmp_12(self):
        # _tmp_12: '(' single_target ')' | single_subscript_attribute_target
        mark = self._mark
        if (
            (literal := self.expect('(')) is not None
            and (b := self.single_target()) is not None
            and (literal_1 := self.expect(')')) is not None
        ):
            return b
        self._mark = mark
        if (
            (single_subscript_attribute_target := self.single_subscript_attribute_target()) is not None
        ):
            return single_subscript_attribute_target
        self._mark = mark
        return None

    def _tmp_13(self):
        # _tmp_13: '=' annotated_rhs
        mark = self._mark
        if (
            (literal := self.expect('=')) is not None
            and (d := self.annotated_rhs()) is not None
        ):
            return d
        self._mark = mark
        return None

    def _loop1_14(self):
        # _loop1_14: (star_targets '=')
        mark = self._mark
        children = []
        while (
            (_tmp_281 := self._tmp_281()) is not None
        ):
            children.append(_tmp_281)
            mark = self._mark
        self._mark = mark
        return children or None

    def _tmp_15(self):
        # _tmp_15: 'from' expression
        mark = self._mark
        if (
            (literal := self.expect('from')) is not None
            and (z := self.expression()) is not None
        ):
            return z
        self._mark = mark
        return None

    def _loop0_17(self):
        # _loop0_17: ',' NAME
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.name_token()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_16(self):
        # _gather_16: NAME _loop0_17
        mark = self._mark
        if (
            (elem := self.name_token()) is not None
            and (seq := self._loop0_17()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_19(self):
        # _loop0_19: ',' NAME
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.name_token()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_18(self):
        # _gather_18: NAME _loop0_19
        mark = self._mark
        if (
            (elem := self.name_token()) is not None
            and (seq := self._loop0_19()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_20(self):
        # _tmp_20: ';' | NEWLINE
        mark = self._mark
        if (
            (literal := self.expect(';')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (newline := self.expect_type(NEWLINE)) is not None
        ):
            return newline
        self._mark = mark
        return None

    def _tmp_21(self):
        # _tmp_21: ',' expression
        mark = self._mark
        if (
            (literal := self.expect(',')) is not None
            and (z := self.expression()) is not None
        ):
            return z
        self._mark = mark
        return None

    def _loop0_22(self):
        # _loop0_22: ('.' | '...')
        mark = self._mark
        children = []
        while (
            (_tmp_282 := self._tmp_282()) is not None
        ):
            children.append(_tmp_282)
            mark = self._mark
        self._mark = mark
        return children

    def _loop1_23(self):
        # _loop1_23: ('.' | '...')
        mark = self._mark
        children = []
        while (
            (_tmp_283 := self._tmp_283()) is not None
        ):
            children.append(_tmp_283)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop0_25(self):
        # _loop0_25: ',' import_from_as_name
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.import_from_as_name()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_24(self):
        # _gather_24: import_from_as_name _loop0_25
        mark = self._mark
        if (
            (elem := self.import_from_as_name()) is not None
            and (seq := self._loop0_25()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_26(self):
        # _tmp_26: 'as' NAME
        mark = self._mark
        if (
            (literal := self.expect('as')) is not None
            and (z := self.name_token()) is not None
        ):
            return z
        self._mark = mark
        return None

    def _loop0_28(self):
        # _loop0_28: ',' dotted_as_name
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.dotted_as_name()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_27(self):
        # _gather_27: dotted_as_name _loop0_28
        mark = self._mark
        if (
            (elem := self.dotted_as_name()) is not None
            and (seq := self._loop0_28()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_29(self):
        # _tmp_29: 'as' NAME
        mark = self._mark
        if (
            (literal := self.expect('as')) is not None
            and (z := self.name_token()) is not None
        ):
            return z
        self._mark = mark
        return None

    def _loop1_30(self):
        # _loop1_30: ('@' named_expression NEWLINE)
        mark = self._mark
        children = []
        while (
            (_tmp_284 := self._tmp_284()) is not None
        ):
            children.append(_tmp_284)
            mark = self._mark
        self._mark = mark
        return children or None

    def _tmp_31(self):
        # _tmp_31: '(' arguments? ')'
        mark = self._mark
        if (
            (literal := self.expect('(')) is not None
            and ((z := self.arguments()),)
            and (literal_1 := self.expect(')')) is not None
        ):
            return z
        self._mark = mark
        return None

    def _tmp_32(self):
        # _tmp_32: '->' expression
        mark = self._mark
        if (
            (literal := self.expect('->')) is not None
            and (z := self.expression()) is not None
        ):
            return z
        self._mark = mark
        return None

    def _tmp_33(self):
        # _tmp_33: '->' expression
        mark = self._mark
        if (
            (literal := self.expect('->')) is not None
            and (z := self.expression()) is not None
        ):
            return z
        self._mark = mark
        return None

    def _loop0_34(self):
        # _loop0_34: param_no_default
        mark = self._mark
        children = []
        while (
            (param_no_default := self.param_no_default()) is not None
        ):
            children.append(param_no_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop0_35(self):
        # _loop0_35: param_with_default
        mark = self._mark
        children = []
        while (
            (param_with_default := self.param_with_default()) is not None
        ):
            children.append(param_with_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop0_36(self):
        # _loop0_36: param_with_default
        mark = self._mark
        children = []
        while (
            (param_with_default := self.param_with_default()) is not None
        ):
            children.append(param_with_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop1_37(self):
        # _loop1_37: param_no_default
        mark = self._mark
        children = []
        while (
            (param_no_default := self.param_no_default()) is not None
        ):
            children.append(param_no_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop0_38(self):
        # _loop0_38: param_with_default
        mark = self._mark
        children = []
        while (
            (param_with_default := self.param_with_default()) is not None
        ):
            children.append(param_with_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop1_39(self):
        # _loop1_39: param_with_default
        mark = self._mark
        children = []
        while (
            (param_with_default := self.param_with_default()) is not None
        ):
            children.append(param_with_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop1_40(self):
        # _loop1_40: param_no_default
        mark = self._mark
        children = []
        while (
            (param_no_default := self.param_no_default()) is not None
        ):
            children.append(param_no_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop1_41(self):
        # _loop1_41: param_no_default
        mark = self._mark
        children = []
        while (
            (param_no_default := self.param_no_default()) is not None
        ):
            children.append(param_no_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop0_42(self):
        # _loop0_42: param_no_default
        mark = self._mark
        children = []
        while (
            (param_no_default := self.param_no_default()) is not None
        ):
            children.append(param_no_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop1_43(self):
        # _loop1_43: param_with_default
        mark = self._mark
        children = []
        while (
            (param_with_default := self.param_with_default()) is not None
        ):
            children.append(param_with_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop0_44(self):
        # _loop0_44: param_no_default
        mark = self._mark
        children = []
        while (
            (param_no_default := self.param_no_default()) is not None
        ):
            children.append(param_no_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop1_45(self):
        # _loop1_45: param_with_default
        mark = self._mark
        children = []
        while (
            (param_with_default := self.param_with_default()) is not None
        ):
            children.append(param_with_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop0_46(self):
        # _loop0_46: param_maybe_default
        mark = self._mark
        children = []
        while (
            (param_maybe_default := self.param_maybe_default()) is not None
        ):
            children.append(param_maybe_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop0_47(self):
        # _loop0_47: param_maybe_default
        mark = self._mark
        children = []
        while (
            (param_maybe_default := self.param_maybe_default()) is not None
        ):
            children.append(param_maybe_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop1_48(self):
        # _loop1_48: param_maybe_default
        mark = self._mark
        children = []
        while (
            (param_maybe_default := self.param_maybe_default()) is not None
        ):
            children.append(param_maybe_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop0_50(self):
        # _loop0_50: ',' with_item
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.with_item()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_49(self):
        # _gather_49: with_item _loop0_50
        mark = self._mark
        if (
            (elem := self.with_item()) is not None
            and (seq := self._loop0_50()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_52(self):
        # _loop0_52: ',' with_item
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.with_item()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_51(self):
        # _gather_51: with_item _loop0_52
        mark = self._mark
        if (
            (elem := self.with_item()) is not None
            and (seq := self._loop0_52()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_54(self):
        # _loop0_54: ',' with_item
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.with_item()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_53(self):
        # _gather_53: with_item _loop0_54
        mark = self._mark
        if (
            (elem := self.with_item()) is not None
            and (seq := self._loop0_54()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_56(self):
        # _loop0_56: ',' with_item
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.with_item()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_55(self):
        # _gather_55: with_item _loop0_56
        mark = self._mark
        if (
            (elem := self.with_item()) is not None
            and (seq := self._loop0_56()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_57(self):
        # _tmp_57: ',' | ')' | ':'
        mark = self._mark
        if (
            (literal := self.expect(',')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(')')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(':')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _loop1_58(self):
        # _loop1_58: except_block
        mark = self._mark
        children = []
        while (
            (except_block := self.except_block()) is not None
        ):
            children.append(except_block)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop1_59(self):
        # _loop1_59: except_star_block
        mark = self._mark
        children = []
        while (
            (except_star_block := self.except_star_block()) is not None
        ):
            children.append(except_star_block)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop1_60(self):
        # _loop1_60: case_block
        mark = self._mark
        children = []
        while (
            (case_block := self.case_block()) is not None
        ):
            children.append(case_block)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop0_62(self):
        # _loop0_62: '|' closed_pattern
        mark = self._mark
        children = []
        while (
            (literal := self.expect('|')) is not None
            and (elem := self.closed_pattern()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_61(self):
        # _gather_61: closed_pattern _loop0_62
        mark = self._mark
        if (
            (elem := self.closed_pattern()) is not None
            and (seq := self._loop0_62()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_63(self):
        # _tmp_63: '+' | '-'
        mark = self._mark
        if (
            (literal := self.expect('+')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('-')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_64(self):
        # _tmp_64: '+' | '-'
        mark = self._mark
        if (
            (literal := self.expect('+')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('-')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_65(self):
        # _tmp_65: STRING | FSTRING_START | TSTRING_START
        mark = self._mark
        if (
            (string := self.string_token()) is not None
        ):
            return string
        self._mark = mark
        if (
            (fstring_start := self.expect_type(FSTRING_START)) is not None
        ):
            return fstring_start
        self._mark = mark
        if (
            (tstring_start := self.expect_type(TSTRING_START)) is not None
        ):
            return tstring_start
        self._mark = mark
        return None

    def _tmp_66(self):
        # _tmp_66: '.' | '(' | '='
        mark = self._mark
        if (
            (literal := self.expect('.')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('(')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('=')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_67(self):
        # _tmp_67: '.' | '(' | '='
        mark = self._mark
        if (
            (literal := self.expect('.')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('(')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('=')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _loop0_69(self):
        # _loop0_69: ',' maybe_star_pattern
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.maybe_star_pattern()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_68(self):
        # _gather_68: maybe_star_pattern _loop0_69
        mark = self._mark
        if (
            (elem := self.maybe_star_pattern()) is not None
            and (seq := self._loop0_69()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_71(self):
        # _loop0_71: ',' key_value_pattern
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.key_value_pattern()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_70(self):
        # _gather_70: key_value_pattern _loop0_71
        mark = self._mark
        if (
            (elem := self.key_value_pattern()) is not None
            and (seq := self._loop0_71()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_72(self):
        # _tmp_72: literal_expr | attr
        mark = self._mark
        if (
            (literal_expr := self.literal_expr()) is not None
        ):
            return literal_expr
        self._mark = mark
        if (
            (attr := self.attr()) is not None
        ):
            return attr
        self._mark = mark
        return None

    def _loop0_74(self):
        # _loop0_74: ',' pattern
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.pattern()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_73(self):
        # _gather_73: pattern _loop0_74
        mark = self._mark
        if (
            (elem := self.pattern()) is not None
            and (seq := self._loop0_74()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_76(self):
        # _loop0_76: ',' keyword_pattern
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.keyword_pattern()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_75(self):
        # _gather_75: keyword_pattern _loop0_76
        mark = self._mark
        if (
            (elem := self.keyword_pattern()) is not None
            and (seq := self._loop0_76()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_78(self):
        # _loop0_78: ',' type_param
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.type_param()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_77(self):
        # _gather_77: type_param _loop0_78
        mark = self._mark
        if (
            (elem := self.type_param()) is not None
            and (seq := self._loop0_78()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop1_79(self):
        # _loop1_79: (',' expression)
        mark = self._mark
        children = []
        while (
            (_tmp_285 := self._tmp_285()) is not None
        ):
            children.append(_tmp_285)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop1_80(self):
        # _loop1_80: (',' star_expression)
        mark = self._mark
        children = []
        while (
            (_tmp_286 := self._tmp_286()) is not None
        ):
            children.append(_tmp_286)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop0_82(self):
        # _loop0_82: ',' star_named_expression
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.star_named_expression()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_81(self):
        # _gather_81: star_named_expression _loop0_82
        mark = self._mark
        if (
            (elem := self.star_named_expression()) is not None
            and (seq := self._loop0_82()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop1_83(self):
        # _loop1_83: ('or' conjunction)
        mark = self._mark
        children = []
        while (
            (_tmp_287 := self._tmp_287()) is not None
        ):
            children.append(_tmp_287)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop1_84(self):
        # _loop1_84: ('and' inversion)
        mark = self._mark
        children = []
        while (
            (_tmp_288 := self._tmp_288()) is not None
        ):
            children.append(_tmp_288)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop1_85(self):
        # _loop1_85: compare_op_bitwise_or_pair
        mark = self._mark
        children = []
        while (
            (compare_op_bitwise_or_pair := self.compare_op_bitwise_or_pair()) is not None
        ):
            children.append(compare_op_bitwise_or_pair)
            mark = self._mark
        self._mark = mark
        return children or None

    def _tmp_86(self):
        # _tmp_86: '!='
        mark = self._mark
        if (
            (tok := self.expect('!=')) is not None
        ):
            return None if self.check_barry_as_flufl(tok) else tok
        self._mark = mark
        return None

    def _loop0_88(self):
        # _loop0_88: ',' (slice | starred_expression)
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self._tmp_289()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_87(self):
        # _gather_87: (slice | starred_expression) _loop0_88
        mark = self._mark
        if (
            (elem := self._tmp_289()) is not None
            and (seq := self._loop0_88()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_89(self):
        # _tmp_89: ':' expression?
        mark = self._mark
        if (
            (literal := self.expect(':')) is not None
            and ((d := self.expression()),)
        ):
            return d
        self._mark = mark
        return None

    def _tmp_90(self):
        # _tmp_90: expression '='
        mark = self._mark
        if (
            (expression := self.expression()) is not None
            and (literal := self.expect('=')) is not None
        ):
            return [expression, literal]
        self._mark = mark
        return None

    def _loop0_92(self):
        # _loop0_92: ',' (starred_expression | slice)
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self._tmp_290()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_91(self):
        # _gather_91: (starred_expression | slice) _loop0_92
        mark = self._mark
        if (
            (elem := self._tmp_290()) is not None
            and (seq := self._loop0_92()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_94(self):
        # _loop0_94: ',' kwslice_or_starred
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.kwslice_or_starred()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_93(self):
        # _gather_93: kwslice_or_starred _loop0_94
        mark = self._mark
        if (
            (elem := self.kwslice_or_starred()) is not None
            and (seq := self._loop0_94()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_96(self):
        # _loop0_96: ',' kwslice_or_double_starred
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.kwslice_or_double_starred()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_95(self):
        # _gather_95: kwslice_or_double_starred _loop0_96
        mark = self._mark
        if (
            (elem := self.kwslice_or_double_starred()) is not None
            and (seq := self._loop0_96()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_98(self):
        # _loop0_98: ',' kwslice_or_starred
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.kwslice_or_starred()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_97(self):
        # _gather_97: kwslice_or_starred _loop0_98
        mark = self._mark
        if (
            (elem := self.kwslice_or_starred()) is not None
            and (seq := self._loop0_98()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_100(self):
        # _loop0_100: ',' kwslice_or_double_starred
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.kwslice_or_double_starred()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_99(self):
        # _gather_99: kwslice_or_double_starred _loop0_100
        mark = self._mark
        if (
            (elem := self.kwslice_or_double_starred()) is not None
            and (seq := self._loop0_100()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_101(self):
        # _tmp_101: NAME ':='
        mark = self._mark
        if (
            (name := self.name_token()) is not None
            and (literal := self.expect(':=')) is not None
        ):
            return [name, literal]
        self._mark = mark
        return None

    def _tmp_102(self):
        # _tmp_102: STRING | FSTRING_START | TSTRING_START
        mark = self._mark
        if (
            (string := self.string_token()) is not None
        ):
            return string
        self._mark = mark
        if (
            (fstring_start := self.expect_type(FSTRING_START)) is not None
        ):
            return fstring_start
        self._mark = mark
        if (
            (tstring_start := self.expect_type(TSTRING_START)) is not None
        ):
            return tstring_start
        self._mark = mark
        return None

    def _tmp_103(self):
        # _tmp_103: tuple | group | genexp
        mark = self._mark
        if (
            (tuple := self.tuple()) is not None
        ):
            return tuple
        self._mark = mark
        if (
            (group := self.group()) is not None
        ):
            return group
        self._mark = mark
        if (
            (genexp := self.genexp()) is not None
        ):
            return genexp
        self._mark = mark
        return None

    def _tmp_104(self):
        # _tmp_104: list | listcomp
        mark = self._mark
        if (
            (list := self.list()) is not None
        ):
            return list
        self._mark = mark
        if (
            (listcomp := self.listcomp()) is not None
        ):
            return listcomp
        self._mark = mark
        return None

    def _tmp_105(self):
        # _tmp_105: dict | set | dictcomp | setcomp
        mark = self._mark
        if (
            (dict := self.dict()) is not None
        ):
            return dict
        self._mark = mark
        if (
            (set := self.set()) is not None
        ):
            return set
        self._mark = mark
        if (
            (dictcomp := self.dictcomp()) is not None
        ):
            return dictcomp
        self._mark = mark
        if (
            (setcomp := self.setcomp()) is not None
        ):
            return setcomp
        self._mark = mark
        return None

    def _tmp_106(self):
        # _tmp_106: yield_expr | named_expression
        mark = self._mark
        if (
            (yield_expr := self.yield_expr()) is not None
        ):
            return yield_expr
        self._mark = mark
        if (
            (named_expression := self.named_expression()) is not None
        ):
            return named_expression
        self._mark = mark
        return None

    def _loop0_107(self):
        # _loop0_107: lambda_param_no_default
        mark = self._mark
        children = []
        while (
            (lambda_param_no_default := self.lambda_param_no_default()) is not None
        ):
            children.append(lambda_param_no_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop0_108(self):
        # _loop0_108: lambda_param_with_default
        mark = self._mark
        children = []
        while (
            (lambda_param_with_default := self.lambda_param_with_default()) is not None
        ):
            children.append(lambda_param_with_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop0_109(self):
        # _loop0_109: lambda_param_with_default
        mark = self._mark
        children = []
        while (
            (lambda_param_with_default := self.lambda_param_with_default()) is not None
        ):
            children.append(lambda_param_with_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop1_110(self):
        # _loop1_110: lambda_param_no_default
        mark = self._mark
        children = []
        while (
            (lambda_param_no_default := self.lambda_param_no_default()) is not None
        ):
            children.append(lambda_param_no_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop0_111(self):
        # _loop0_111: lambda_param_with_default
        mark = self._mark
        children = []
        while (
            (lambda_param_with_default := self.lambda_param_with_default()) is not None
        ):
            children.append(lambda_param_with_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop1_112(self):
        # _loop1_112: lambda_param_with_default
        mark = self._mark
        children = []
        while (
            (lambda_param_with_default := self.lambda_param_with_default()) is not None
        ):
            children.append(lambda_param_with_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop1_113(self):
        # _loop1_113: lambda_param_no_default
        mark = self._mark
        children = []
        while (
            (lambda_param_no_default := self.lambda_param_no_default()) is not None
        ):
            children.append(lambda_param_no_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop1_114(self):
        # _loop1_114: lambda_param_no_default
        mark = self._mark
        children = []
        while (
            (lambda_param_no_default := self.lambda_param_no_default()) is not None
        ):
            children.append(lambda_param_no_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop0_115(self):
        # _loop0_115: lambda_param_no_default
        mark = self._mark
        children = []
        while (
            (lambda_param_no_default := self.lambda_param_no_default()) is not None
        ):
            children.append(lambda_param_no_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop1_116(self):
        # _loop1_116: lambda_param_with_default
        mark = self._mark
        children = []
        while (
            (lambda_param_with_default := self.lambda_param_with_default()) is not None
        ):
            children.append(lambda_param_with_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop0_117(self):
        # _loop0_117: lambda_param_no_default
        mark = self._mark
        children = []
        while (
            (lambda_param_no_default := self.lambda_param_no_default()) is not None
        ):
            children.append(lambda_param_no_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop1_118(self):
        # _loop1_118: lambda_param_with_default
        mark = self._mark
        children = []
        while (
            (lambda_param_with_default := self.lambda_param_with_default()) is not None
        ):
            children.append(lambda_param_with_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop0_119(self):
        # _loop0_119: lambda_param_maybe_default
        mark = self._mark
        children = []
        while (
            (lambda_param_maybe_default := self.lambda_param_maybe_default()) is not None
        ):
            children.append(lambda_param_maybe_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop1_120(self):
        # _loop1_120: lambda_param_maybe_default
        mark = self._mark
        children = []
        while (
            (lambda_param_maybe_default := self.lambda_param_maybe_default()) is not None
        ):
            children.append(lambda_param_maybe_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop0_121(self):
        # _loop0_121: fstring_format_spec
        mark = self._mark
        children = []
        while (
            (fstring_format_spec := self.fstring_format_spec()) is not None
        ):
            children.append(fstring_format_spec)
            mark = self._mark
        self._mark = mark
        return children

    def _loop0_122(self):
        # _loop0_122: fstring_middle
        mark = self._mark
        children = []
        while (
            (fstring_middle := self.fstring_middle()) is not None
        ):
            children.append(fstring_middle)
            mark = self._mark
        self._mark = mark
        return children

    def _loop0_123(self):
        # _loop0_123: tstring_format_spec
        mark = self._mark
        children = []
        while (
            (tstring_format_spec := self.tstring_format_spec()) is not None
        ):
            children.append(tstring_format_spec)
            mark = self._mark
        self._mark = mark
        return children

    def _loop0_124(self):
        # _loop0_124: tstring_middle
        mark = self._mark
        children = []
        while (
            (tstring_middle := self.tstring_middle()) is not None
        ):
            children.append(tstring_middle)
            mark = self._mark
        self._mark = mark
        return children

    def _loop1_125(self):
        # _loop1_125: (fstring | string)
        mark = self._mark
        children = []
        while (
            (_tmp_291 := self._tmp_291()) is not None
        ):
            children.append(_tmp_291)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop1_126(self):
        # _loop1_126: tstring
        mark = self._mark
        children = []
        while (
            (tstring := self.tstring()) is not None
        ):
            children.append(tstring)
            mark = self._mark
        self._mark = mark
        return children or None

    def _tmp_127(self):
        # _tmp_127: star_named_expression ',' star_named_expressions?
        mark = self._mark
        if (
            (y := self.star_named_expression()) is not None
            and (literal := self.expect(',')) is not None
            and ((z := self.star_named_expressions()),)
        ):
            return self.seq_insert_in_front(y, z)
        self._mark = mark
        return None

    def _loop0_129(self):
        # _loop0_129: ',' double_starred_kvpair
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.double_starred_kvpair()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_128(self):
        # _gather_128: double_starred_kvpair _loop0_129
        mark = self._mark
        if (
            (elem := self.double_starred_kvpair()) is not None
            and (seq := self._loop0_129()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop1_130(self):
        # _loop1_130: for_if_clause
        mark = self._mark
        children = []
        while (
            (for_if_clause := self.for_if_clause()) is not None
        ):
            children.append(for_if_clause)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop0_131(self):
        # _loop0_131: ('if' disjunction)
        mark = self._mark
        children = []
        while (
            (_tmp_292 := self._tmp_292()) is not None
        ):
            children.append(_tmp_292)
            mark = self._mark
        self._mark = mark
        return children

    def _loop0_132(self):
        # _loop0_132: ('if' disjunction)
        mark = self._mark
        children = []
        while (
            (_tmp_293 := self._tmp_293()) is not None
        ):
            children.append(_tmp_293)
            mark = self._mark
        self._mark = mark
        return children

    def _tmp_133(self):
        # _tmp_133: assignment_expression | expression !':='
        mark = self._mark
        if (
            (assignment_expression := self.assignment_expression()) is not None
        ):
            return assignment_expression
        self._mark = mark
        if (
            (expression := self.expression()) is not None
            and not self.check(':=')
        ):
            return expression
        self._mark = mark
        return None

    def _loop0_135(self):
        # _loop0_135: ',' (starred_expression | (assignment_expression | expression !':=') !'=')
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self._tmp_294()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_134(self):
        # _gather_134:
        #     | (starred_expression | (assignment_expression | expression !':=') !'=') _loop0_135
        mark = self._mark
        if (
            (elem := self._tmp_294()) is not None
            and (seq := self._loop0_135()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_136(self):
        # _tmp_136: ',' kwargs
        mark = self._mark
        if (
            (literal := self.expect(',')) is not None
            and (k := self.kwargs()) is not None
        ):
            return k
        self._mark = mark
        return None

    def _loop0_138(self):
        # _loop0_138: ',' kwarg_or_starred
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.kwarg_or_starred()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_137(self):
        # _gather_137: kwarg_or_starred _loop0_138
        mark = self._mark
        if (
            (elem := self.kwarg_or_starred()) is not None
            and (seq := self._loop0_138()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_140(self):
        # _loop0_140: ',' kwarg_or_double_starred
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.kwarg_or_double_starred()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_139(self):
        # _gather_139: kwarg_or_double_starred _loop0_140
        mark = self._mark
        if (
            (elem := self.kwarg_or_double_starred()) is not None
            and (seq := self._loop0_140()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_142(self):
        # _loop0_142: ',' kwarg_or_starred
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.kwarg_or_starred()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_141(self):
        # _gather_141: kwarg_or_starred _loop0_142
        mark = self._mark
        if (
            (elem := self.kwarg_or_starred()) is not None
            and (seq := self._loop0_142()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_144(self):
        # _loop0_144: ',' kwarg_or_double_starred
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.kwarg_or_double_starred()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_143(self):
        # _gather_143: kwarg_or_double_starred _loop0_144
        mark = self._mark
        if (
            (elem := self.kwarg_or_double_starred()) is not None
            and (seq := self._loop0_144()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_145(self):
        # _loop0_145: (',' star_target)
        mark = self._mark
        children = []
        while (
            (_tmp_295 := self._tmp_295()) is not None
        ):
            children.append(_tmp_295)
            mark = self._mark
        self._mark = mark
        return children

    def _loop0_147(self):
        # _loop0_147: ',' star_target
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.star_target()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_146(self):
        # _gather_146: star_target _loop0_147
        mark = self._mark
        if (
            (elem := self.star_target()) is not None
            and (seq := self._loop0_147()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop1_148(self):
        # _loop1_148: (',' star_target)
        mark = self._mark
        children = []
        while (
            (_tmp_296 := self._tmp_296()) is not None
        ):
            children.append(_tmp_296)
            mark = self._mark
        self._mark = mark
        return children or None

    def _tmp_149(self):
        # _tmp_149: !'*' star_target
        mark = self._mark
        if (
            not self.check('*')
            and (star_target := self.star_target()) is not None
        ):
            return star_target
        self._mark = mark
        return None

    def _tmp_150(self):
        # _tmp_150: '[' kwslices ']'
        mark = self._mark
        if (
            (literal := self.expect('[')) is not None
            and (kwslices := self.kwslices()) is not None
            and (literal_1 := self.expect(']')) is not None
        ):
            return [literal, kwslices, literal_1]
        self._mark = mark
        return None

    def _loop0_152(self):
        # _loop0_152: ',' del_target
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.del_target()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_151(self):
        # _gather_151: del_target _loop0_152
        mark = self._mark
        if (
            (elem := self.del_target()) is not None
            and (seq := self._loop0_152()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_154(self):
        # _loop0_154: ',' expression
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.expression()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_153(self):
        # _gather_153: expression _loop0_154
        mark = self._mark
        if (
            (elem := self.expression()) is not None
            and (seq := self._loop0_154()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_156(self):
        # _loop0_156: ',' expression
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.expression()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_155(self):
        # _gather_155: expression _loop0_156
        mark = self._mark
        if (
            (elem := self.expression()) is not None
            and (seq := self._loop0_156()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_158(self):
        # _loop0_158: ',' expression
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.expression()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_157(self):
        # _gather_157: expression _loop0_158
        mark = self._mark
        if (
            (elem := self.expression()) is not None
            and (seq := self._loop0_158()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_160(self):
        # _loop0_160: ',' expression
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.expression()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_159(self):
        # _gather_159: expression _loop0_160
        mark = self._mark
        if (
            (elem := self.expression()) is not None
            and (seq := self._loop0_160()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_161(self):
        # _tmp_161: NEWLINE INDENT
        mark = self._mark
        if (
            (newline := self.expect_type(NEWLINE)) is not None
            and (indent := self.expect_type(INDENT)) is not None
        ):
            return [newline, indent]
        self._mark = mark
        return None

    def _tmp_162(self):
        # _tmp_162:
        #     | (','.(starred_expression | (assignment_expression | expression !':=') !'=')+ ',' kwargs)
        #     | kwargs
        mark = self._mark
        if (
            (_tmp_297 := self._tmp_297()) is not None
        ):
            return _tmp_297
        self._mark = mark
        if (
            (kwargs := self.kwargs()) is not None
        ):
            return kwargs
        self._mark = mark
        return None

    def _loop0_164(self):
        # _loop0_164: ',' (starred_expression !'=')
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self._tmp_298()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_163(self):
        # _gather_163: (starred_expression !'=') _loop0_164
        mark = self._mark
        if (
            (elem := self._tmp_298()) is not None
            and (seq := self._loop0_164()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_165(self):
        # _tmp_165: args | expression for_if_clauses
        mark = self._mark
        if (
            (args := self.args()) is not None
        ):
            return args
        self._mark = mark
        if (
            (expression := self.expression()) is not None
            and (for_if_clauses := self.for_if_clauses()) is not None
        ):
            return [expression, for_if_clauses]
        self._mark = mark
        return None

    def _tmp_166(self):
        # _tmp_166: args ','
        mark = self._mark
        if (
            (args := self.args()) is not None
            and (literal := self.expect(',')) is not None
        ):
            return [args, literal]
        self._mark = mark
        return None

    def _tmp_167(self):
        # _tmp_167: ',' | ')'
        mark = self._mark
        if (
            (literal := self.expect(',')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(')')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_168(self):
        # _tmp_168: (','.(starred_expression | slice)+ ',' kwslices_kwargs) | kwslices_kwargs
        mark = self._mark
        if (
            (_tmp_299 := self._tmp_299()) is not None
        ):
            return _tmp_299
        self._mark = mark
        if (
            (kwslices_kwargs := self.kwslices_kwargs()) is not None
        ):
            return kwslices_kwargs
        self._mark = mark
        return None

    def _loop0_170(self):
        # _loop0_170: ',' (starred_expression !'=')
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self._tmp_300()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_169(self):
        # _gather_169: (starred_expression !'=') _loop0_170
        mark = self._mark
        if (
            (elem := self._tmp_300()) is not None
            and (seq := self._loop0_170()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_171(self):
        # _tmp_171: ','.(starred_expression | slice)+ ','
        mark = self._mark
        if (
            (_gather_301 := self._gather_301()) is not None
            and (literal := self.expect(',')) is not None
        ):
            return [_gather_301, literal]
        self._mark = mark
        return None

    def _tmp_172(self):
        # _tmp_172: kwslices_kwargs ','
        mark = self._mark
        if (
            (kwslices_kwargs := self.kwslices_kwargs()) is not None
            and (literal := self.expect(',')) is not None
        ):
            return [kwslices_kwargs, literal]
        self._mark = mark
        return None

    def _tmp_173(self):
        # _tmp_173: ',' | ']'
        mark = self._mark
        if (
            (literal := self.expect(',')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(']')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_174(self):
        # _tmp_174: slice | starred_expression
        mark = self._mark
        if (
            (slice := self.slice()) is not None
        ):
            return slice
        self._mark = mark
        if (
            (starred_expression := self.starred_expression()) is not None
        ):
            return starred_expression
        self._mark = mark
        return None

    def _tmp_175(self):
        # _tmp_175: 'True' | 'False' | 'None'
        mark = self._mark
        if (
            (literal := self.expect('True')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('False')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('None')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_176(self):
        # _tmp_176: NAME '='
        mark = self._mark
        if (
            (name := self.name_token()) is not None
            and (literal := self.expect('=')) is not None
        ):
            return [name, literal]
        self._mark = mark
        return None

    def _tmp_177(self):
        # _tmp_177: '[' kwslices ']'
        mark = self._mark
        if (
            (literal := self.expect('[')) is not None
            and (kwslices := self.kwslices()) is not None
            and (literal_1 := self.expect(']')) is not None
        ):
            return [literal, kwslices, literal_1]
        self._mark = mark
        return None

    def _loop1_178(self):
        # _loop1_178: (!STRING expression_without_invalid)
        mark = self._mark
        children = []
        while (
            (_tmp_303 := self._tmp_303()) is not None
        ):
            children.append(_tmp_303)
            mark = self._mark
        self._mark = mark
        return children or None

    def _tmp_179(self):
        # _tmp_179: NAME STRING | SOFT_KEYWORD
        mark = self._mark
        if (
            (name := self.name_token()) is not None
            and (string := self.string_token()) is not None
        ):
            return [name, string]
        self._mark = mark
        if (
            (soft_keyword := self.soft_keyword_token()) is not None
        ):
            return soft_keyword
        self._mark = mark
        return None

    def _tmp_180(self):
        # _tmp_180: 'else' | ':'
        mark = self._mark
        if (
            (literal := self.expect('else')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(':')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_181(self):
        # _tmp_181: pass_stmt | break_stmt | continue_stmt
        mark = self._mark
        if (
            (pass_stmt := self.pass_stmt()) is not None
        ):
            return pass_stmt
        self._mark = mark
        if (
            (break_stmt := self.break_stmt()) is not None
        ):
            return break_stmt
        self._mark = mark
        if (
            (continue_stmt := self.continue_stmt()) is not None
        ):
            return continue_stmt
        self._mark = mark
        return None

    def _tmp_182(self):
        # _tmp_182: '=' | ':='
        mark = self._mark
        if (
            (literal := self.expect('=')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(':=')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_183(self):
        # _tmp_183: list | tuple | genexp | 'True' | 'None' | 'False'
        mark = self._mark
        if (
            (list := self.list()) is not None
        ):
            return list
        self._mark = mark
        if (
            (tuple := self.tuple()) is not None
        ):
            return tuple
        self._mark = mark
        if (
            (genexp := self.genexp()) is not None
        ):
            return genexp
        self._mark = mark
        if (
            (literal := self.expect('True')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('None')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('False')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_184(self):
        # _tmp_184: '=' | ':='
        mark = self._mark
        if (
            (literal := self.expect('=')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(':=')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _loop0_185(self):
        # _loop0_185: star_named_expressions
        mark = self._mark
        children = []
        while (
            (star_named_expressions := self.star_named_expressions()) is not None
        ):
            children.append(star_named_expressions)
            mark = self._mark
        self._mark = mark
        return children

    def _loop0_186(self):
        # _loop0_186: (star_targets '=')
        mark = self._mark
        children = []
        while (
            (_tmp_304 := self._tmp_304()) is not None
        ):
            children.append(_tmp_304)
            mark = self._mark
        self._mark = mark
        return children

    def _loop0_187(self):
        # _loop0_187: (star_targets '=')
        mark = self._mark
        children = []
        while (
            (_tmp_305 := self._tmp_305()) is not None
        ):
            children.append(_tmp_305)
            mark = self._mark
        self._mark = mark
        return children

    def _tmp_188(self):
        # _tmp_188: '[' | '(' | '{'
        mark = self._mark
        if (
            (literal := self.expect('[')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('(')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_189(self):
        # _tmp_189: '[' | '{'
        mark = self._mark
        if (
            (literal := self.expect('[')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_190(self):
        # _tmp_190: '[' | '{'
        mark = self._mark
        if (
            (literal := self.expect('[')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('{')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_191(self):
        # _tmp_191: slash_no_default | slash_with_default
        mark = self._mark
        if (
            (slash_no_default := self.slash_no_default()) is not None
        ):
            return slash_no_default
        self._mark = mark
        if (
            (slash_with_default := self.slash_with_default()) is not None
        ):
            return slash_with_default
        self._mark = mark
        return None

    def _loop0_192(self):
        # _loop0_192: param_maybe_default
        mark = self._mark
        children = []
        while (
            (param_maybe_default := self.param_maybe_default()) is not None
        ):
            children.append(param_maybe_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop0_193(self):
        # _loop0_193: param_no_default
        mark = self._mark
        children = []
        while (
            (param_no_default := self.param_no_default()) is not None
        ):
            children.append(param_no_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop0_194(self):
        # _loop0_194: param_no_default
        mark = self._mark
        children = []
        while (
            (param_no_default := self.param_no_default()) is not None
        ):
            children.append(param_no_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop1_195(self):
        # _loop1_195: param_no_default
        mark = self._mark
        children = []
        while (
            (param_no_default := self.param_no_default()) is not None
        ):
            children.append(param_no_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _tmp_196(self):
        # _tmp_196: slash_no_default | slash_with_default
        mark = self._mark
        if (
            (slash_no_default := self.slash_no_default()) is not None
        ):
            return slash_no_default
        self._mark = mark
        if (
            (slash_with_default := self.slash_with_default()) is not None
        ):
            return slash_with_default
        self._mark = mark
        return None

    def _loop0_197(self):
        # _loop0_197: param_maybe_default
        mark = self._mark
        children = []
        while (
            (param_maybe_default := self.param_maybe_default()) is not None
        ):
            children.append(param_maybe_default)
            mark = self._mark
        self._mark = mark
        return children

    def _tmp_198(self):
        # _tmp_198: ',' | param_no_default
        mark = self._mark
        if (
            (literal := self.expect(',')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (param_no_default := self.param_no_default()) is not None
        ):
            return param_no_default
        self._mark = mark
        return None

    def _loop0_199(self):
        # _loop0_199: param_maybe_default
        mark = self._mark
        children = []
        while (
            (param_maybe_default := self.param_maybe_default()) is not None
        ):
            children.append(param_maybe_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop1_200(self):
        # _loop1_200: param_maybe_default
        mark = self._mark
        children = []
        while (
            (param_maybe_default := self.param_maybe_default()) is not None
        ):
            children.append(param_maybe_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _tmp_201(self):
        # _tmp_201: ')' | ','
        mark = self._mark
        if (
            (literal := self.expect(')')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(',')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_202(self):
        # _tmp_202: ')' | ',' (')' | '**')
        mark = self._mark
        if (
            (literal := self.expect(')')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(',')) is not None
            and (_tmp_306 := self._tmp_306()) is not None
        ):
            return [literal, _tmp_306]
        self._mark = mark
        return None

    def _tmp_203(self):
        # _tmp_203: param_no_default | ','
        mark = self._mark
        if (
            (param_no_default := self.param_no_default()) is not None
        ):
            return param_no_default
        self._mark = mark
        if (
            (literal := self.expect(',')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _loop0_204(self):
        # _loop0_204: param_maybe_default
        mark = self._mark
        children = []
        while (
            (param_maybe_default := self.param_maybe_default()) is not None
        ):
            children.append(param_maybe_default)
            mark = self._mark
        self._mark = mark
        return children

    def _tmp_205(self):
        # _tmp_205: param_no_default | ','
        mark = self._mark
        if (
            (param_no_default := self.param_no_default()) is not None
        ):
            return param_no_default
        self._mark = mark
        if (
            (literal := self.expect(',')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_206(self):
        # _tmp_206: '*' | '**' | '/'
        mark = self._mark
        if (
            (literal := self.expect('*')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('**')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('/')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _loop1_207(self):
        # _loop1_207: param_with_default
        mark = self._mark
        children = []
        while (
            (param_with_default := self.param_with_default()) is not None
        ):
            children.append(param_with_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _tmp_208(self):
        # _tmp_208: lambda_slash_no_default | lambda_slash_with_default
        mark = self._mark
        if (
            (lambda_slash_no_default := self.lambda_slash_no_default()) is not None
        ):
            return lambda_slash_no_default
        self._mark = mark
        if (
            (lambda_slash_with_default := self.lambda_slash_with_default()) is not None
        ):
            return lambda_slash_with_default
        self._mark = mark
        return None

    def _loop0_209(self):
        # _loop0_209: lambda_param_maybe_default
        mark = self._mark
        children = []
        while (
            (lambda_param_maybe_default := self.lambda_param_maybe_default()) is not None
        ):
            children.append(lambda_param_maybe_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop0_210(self):
        # _loop0_210: lambda_param_no_default
        mark = self._mark
        children = []
        while (
            (lambda_param_no_default := self.lambda_param_no_default()) is not None
        ):
            children.append(lambda_param_no_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop0_211(self):
        # _loop0_211: lambda_param_no_default
        mark = self._mark
        children = []
        while (
            (lambda_param_no_default := self.lambda_param_no_default()) is not None
        ):
            children.append(lambda_param_no_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop0_213(self):
        # _loop0_213: ',' lambda_param
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.lambda_param()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_212(self):
        # _gather_212: lambda_param _loop0_213
        mark = self._mark
        if (
            (elem := self.lambda_param()) is not None
            and (seq := self._loop0_213()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_214(self):
        # _tmp_214: lambda_slash_no_default | lambda_slash_with_default
        mark = self._mark
        if (
            (lambda_slash_no_default := self.lambda_slash_no_default()) is not None
        ):
            return lambda_slash_no_default
        self._mark = mark
        if (
            (lambda_slash_with_default := self.lambda_slash_with_default()) is not None
        ):
            return lambda_slash_with_default
        self._mark = mark
        return None

    def _loop0_215(self):
        # _loop0_215: lambda_param_maybe_default
        mark = self._mark
        children = []
        while (
            (lambda_param_maybe_default := self.lambda_param_maybe_default()) is not None
        ):
            children.append(lambda_param_maybe_default)
            mark = self._mark
        self._mark = mark
        return children

    def _tmp_216(self):
        # _tmp_216: ',' | lambda_param_no_default
        mark = self._mark
        if (
            (literal := self.expect(',')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (lambda_param_no_default := self.lambda_param_no_default()) is not None
        ):
            return lambda_param_no_default
        self._mark = mark
        return None

    def _loop0_217(self):
        # _loop0_217: lambda_param_maybe_default
        mark = self._mark
        children = []
        while (
            (lambda_param_maybe_default := self.lambda_param_maybe_default()) is not None
        ):
            children.append(lambda_param_maybe_default)
            mark = self._mark
        self._mark = mark
        return children

    def _loop1_218(self):
        # _loop1_218: lambda_param_maybe_default
        mark = self._mark
        children = []
        while (
            (lambda_param_maybe_default := self.lambda_param_maybe_default()) is not None
        ):
            children.append(lambda_param_maybe_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop1_219(self):
        # _loop1_219: lambda_param_with_default
        mark = self._mark
        children = []
        while (
            (lambda_param_with_default := self.lambda_param_with_default()) is not None
        ):
            children.append(lambda_param_with_default)
            mark = self._mark
        self._mark = mark
        return children or None

    def _tmp_220(self):
        # _tmp_220: ':' | ',' (':' | '**')
        mark = self._mark
        if (
            (literal := self.expect(':')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(',')) is not None
            and (_tmp_307 := self._tmp_307()) is not None
        ):
            return [literal, _tmp_307]
        self._mark = mark
        return None

    def _tmp_221(self):
        # _tmp_221: lambda_param_no_default | ','
        mark = self._mark
        if (
            (lambda_param_no_default := self.lambda_param_no_default()) is not None
        ):
            return lambda_param_no_default
        self._mark = mark
        if (
            (literal := self.expect(',')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _loop0_222(self):
        # _loop0_222: lambda_param_maybe_default
        mark = self._mark
        children = []
        while (
            (lambda_param_maybe_default := self.lambda_param_maybe_default()) is not None
        ):
            children.append(lambda_param_maybe_default)
            mark = self._mark
        self._mark = mark
        return children

    def _tmp_223(self):
        # _tmp_223: lambda_param_no_default | ','
        mark = self._mark
        if (
            (lambda_param_no_default := self.lambda_param_no_default()) is not None
        ):
            return lambda_param_no_default
        self._mark = mark
        if (
            (literal := self.expect(',')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_224(self):
        # _tmp_224: '*' | '**' | '/'
        mark = self._mark
        if (
            (literal := self.expect('*')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('**')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('/')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_225(self):
        # _tmp_225: ',' | ')' | ':'
        mark = self._mark
        if (
            (literal := self.expect(',')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(')')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(':')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_226(self):
        # _tmp_226: bitwise_or ((',' bitwise_or))* ','?
        mark = self._mark
        if (
            (bitwise_or := self.bitwise_or()) is not None
            and (_loop0_308 := self._loop0_308()) is not None
            and ((literal := self.expect(',')),)
        ):
            return [bitwise_or, _loop0_308, literal]
        self._mark = mark
        return None

    def _loop0_228(self):
        # _loop0_228: ',' dotted_name
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.dotted_name()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_227(self):
        # _gather_227: dotted_name _loop0_228
        mark = self._mark
        if (
            (elem := self.dotted_name()) is not None
            and (seq := self._loop0_228()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_229(self):
        # _tmp_229: NAME (',' | ')' | ';' | NEWLINE)
        mark = self._mark
        if (
            (name := self.name_token()) is not None
            and (_tmp_309 := self._tmp_309()) is not None
        ):
            return [name, _tmp_309]
        self._mark = mark
        return None

    def _tmp_230(self):
        # _tmp_230: NAME (',' | ')' | ';' | NEWLINE)
        mark = self._mark
        if (
            (name := self.name_token()) is not None
            and (_tmp_310 := self._tmp_310()) is not None
        ):
            return [name, _tmp_310]
        self._mark = mark
        return None

    def _loop0_232(self):
        # _loop0_232: ',' (expression ['as' star_target])
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self._tmp_311()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_231(self):
        # _gather_231: (expression ['as' star_target]) _loop0_232
        mark = self._mark
        if (
            (elem := self._tmp_311()) is not None
            and (seq := self._loop0_232()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_234(self):
        # _loop0_234: ',' (expressions ['as' star_target])
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self._tmp_312()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_233(self):
        # _gather_233: (expressions ['as' star_target]) _loop0_234
        mark = self._mark
        if (
            (elem := self._tmp_312()) is not None
            and (seq := self._loop0_234()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_236(self):
        # _loop0_236: ',' (expression ['as' star_target])
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self._tmp_313()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_235(self):
        # _gather_235: (expression ['as' star_target]) _loop0_236
        mark = self._mark
        if (
            (elem := self._tmp_313()) is not None
            and (seq := self._loop0_236()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_238(self):
        # _loop0_238: ',' (expressions ['as' star_target])
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self._tmp_314()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_237(self):
        # _gather_237: (expressions ['as' star_target]) _loop0_238
        mark = self._mark
        if (
            (elem := self._tmp_314()) is not None
            and (seq := self._loop0_238()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_239(self):
        # _tmp_239: 'except' | 'finally'
        mark = self._mark
        if (
            (literal := self.expect('except')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('finally')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _loop0_240(self):
        # _loop0_240: block
        mark = self._mark
        children = []
        while (
            (block := self.block()) is not None
        ):
            children.append(block)
            mark = self._mark
        self._mark = mark
        return children

    def _loop1_241(self):
        # _loop1_241: except_block
        mark = self._mark
        children = []
        while (
            (except_block := self.except_block()) is not None
        ):
            children.append(except_block)
            mark = self._mark
        self._mark = mark
        return children or None

    def _tmp_242(self):
        # _tmp_242: 'as' NAME
        mark = self._mark
        if (
            (literal := self.expect('as')) is not None
            and (name := self.name_token()) is not None
        ):
            return [literal, name]
        self._mark = mark
        return None

    def _loop0_243(self):
        # _loop0_243: block
        mark = self._mark
        children = []
        while (
            (block := self.block()) is not None
        ):
            children.append(block)
            mark = self._mark
        self._mark = mark
        return children

    def _loop1_244(self):
        # _loop1_244: except_star_block
        mark = self._mark
        children = []
        while (
            (except_star_block := self.except_star_block()) is not None
        ):
            children.append(except_star_block)
            mark = self._mark
        self._mark = mark
        return children or None

    def _tmp_245(self):
        # _tmp_245: expression ['as' NAME]
        mark = self._mark
        if (
            (expression := self.expression()) is not None
            and ((_tmp_315 := self._tmp_315()),)
        ):
            return [expression, _tmp_315]
        self._mark = mark
        return None

    def _tmp_246(self):
        # _tmp_246: 'as' NAME
        mark = self._mark
        if (
            (literal := self.expect('as')) is not None
            and (name := self.name_token()) is not None
        ):
            return [literal, name]
        self._mark = mark
        return None

    def _tmp_247(self):
        # _tmp_247: 'as' NAME
        mark = self._mark
        if (
            (literal := self.expect('as')) is not None
            and (name := self.name_token()) is not None
        ):
            return [literal, name]
        self._mark = mark
        return None

    def _tmp_248(self):
        # _tmp_248: NEWLINE | ':'
        mark = self._mark
        if (
            (newline := self.expect_type(NEWLINE)) is not None
        ):
            return newline
        self._mark = mark
        if (
            (literal := self.expect(':')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_249(self):
        # _tmp_249: 'as' NAME
        mark = self._mark
        if (
            (literal := self.expect('as')) is not None
            and (name := self.name_token()) is not None
        ):
            return [literal, name]
        self._mark = mark
        return None

    def _tmp_250(self):
        # _tmp_250: 'as' NAME
        mark = self._mark
        if (
            (literal := self.expect('as')) is not None
            and (name := self.name_token()) is not None
        ):
            return [literal, name]
        self._mark = mark
        return None

    def _tmp_251(self):
        # _tmp_251: positional_patterns ','
        mark = self._mark
        if (
            (positional_patterns := self.positional_patterns()) is not None
            and (literal := self.expect(',')) is not None
        ):
            return [positional_patterns, literal]
        self._mark = mark
        return None

    def _tmp_252(self):
        # _tmp_252: '->' expression
        mark = self._mark
        if (
            (literal := self.expect('->')) is not None
            and (expression := self.expression()) is not None
        ):
            return [literal, expression]
        self._mark = mark
        return None

    def _tmp_253(self):
        # _tmp_253: '->' expression
        mark = self._mark
        if (
            (literal := self.expect('->')) is not None
            and (expression := self.expression()) is not None
        ):
            return [literal, expression]
        self._mark = mark
        return None

    def _tmp_254(self):
        # _tmp_254: '(' arguments? ')'
        mark = self._mark
        if (
            (literal := self.expect('(')) is not None
            and ((arguments := self.arguments()),)
            and (literal_1 := self.expect(')')) is not None
        ):
            return [literal, arguments, literal_1]
        self._mark = mark
        return None

    def _tmp_255(self):
        # _tmp_255: '(' arguments? ')'
        mark = self._mark
        if (
            (literal := self.expect('(')) is not None
            and ((arguments := self.arguments()),)
            and (literal_1 := self.expect(')')) is not None
        ):
            return [literal, arguments, literal_1]
        self._mark = mark
        return None

    def _loop0_257(self):
        # _loop0_257: ',' double_starred_kvpair
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self.double_starred_kvpair()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_256(self):
        # _gather_256: double_starred_kvpair _loop0_257
        mark = self._mark
        if (
            (elem := self.double_starred_kvpair()) is not None
            and (seq := self._loop0_257()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_258(self):
        # _tmp_258: '}' | ','
        mark = self._mark
        if (
            (literal := self.expect('}')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(',')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_259(self):
        # _tmp_259: '}' | ','
        mark = self._mark
        if (
            (literal := self.expect('}')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(',')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_260(self):
        # _tmp_260: '=' | '!' | ':' | '}'
        mark = self._mark
        if (
            (literal := self.expect('=')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('!')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(':')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('}')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_261(self):
        # _tmp_261: '!' | ':' | '}'
        mark = self._mark
        if (
            (literal := self.expect('!')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(':')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('}')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_262(self):
        # _tmp_262: '!' NAME
        mark = self._mark
        if (
            (literal := self.expect('!')) is not None
            and (name := self.name_token()) is not None
        ):
            return [literal, name]
        self._mark = mark
        return None

    def _tmp_263(self):
        # _tmp_263: ':' | '}'
        mark = self._mark
        if (
            (literal := self.expect(':')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('}')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_264(self):
        # _tmp_264: '!' NAME
        mark = self._mark
        if (
            (literal := self.expect('!')) is not None
            and (name := self.name_token()) is not None
        ):
            return [literal, name]
        self._mark = mark
        return None

    def _loop0_265(self):
        # _loop0_265: fstring_format_spec
        mark = self._mark
        children = []
        while (
            (fstring_format_spec := self.fstring_format_spec()) is not None
        ):
            children.append(fstring_format_spec)
            mark = self._mark
        self._mark = mark
        return children

    def _tmp_266(self):
        # _tmp_266: '!' NAME
        mark = self._mark
        if (
            (literal := self.expect('!')) is not None
            and (name := self.name_token()) is not None
        ):
            return [literal, name]
        self._mark = mark
        return None

    def _tmp_267(self):
        # _tmp_267: ':' | '}'
        mark = self._mark
        if (
            (literal := self.expect(':')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('}')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_268(self):
        # _tmp_268: '=' | '!' | ':' | '}'
        mark = self._mark
        if (
            (literal := self.expect('=')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('!')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(':')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('}')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_269(self):
        # _tmp_269: '!' | ':' | '}'
        mark = self._mark
        if (
            (literal := self.expect('!')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(':')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('}')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_270(self):
        # _tmp_270: '!' NAME
        mark = self._mark
        if (
            (literal := self.expect('!')) is not None
            and (name := self.name_token()) is not None
        ):
            return [literal, name]
        self._mark = mark
        return None

    def _tmp_271(self):
        # _tmp_271: ':' | '}'
        mark = self._mark
        if (
            (literal := self.expect(':')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('}')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_272(self):
        # _tmp_272: '!' NAME
        mark = self._mark
        if (
            (literal := self.expect('!')) is not None
            and (name := self.name_token()) is not None
        ):
            return [literal, name]
        self._mark = mark
        return None

    def _loop0_273(self):
        # _loop0_273: fstring_format_spec
        mark = self._mark
        children = []
        while (
            (fstring_format_spec := self.fstring_format_spec()) is not None
        ):
            children.append(fstring_format_spec)
            mark = self._mark
        self._mark = mark
        return children

    def _tmp_274(self):
        # _tmp_274: '!' NAME
        mark = self._mark
        if (
            (literal := self.expect('!')) is not None
            and (name := self.name_token()) is not None
        ):
            return [literal, name]
        self._mark = mark
        return None

    def _tmp_275(self):
        # _tmp_275: ':' | '}'
        mark = self._mark
        if (
            (literal := self.expect(':')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('}')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _loop1_276(self):
        # _loop1_276: (fstring | string)
        mark = self._mark
        children = []
        while (
            (_tmp_316 := self._tmp_316()) is not None
        ):
            children.append(_tmp_316)
            mark = self._mark
        self._mark = mark
        return children or None

    def _loop1_277(self):
        # _loop1_277: tstring
        mark = self._mark
        children = []
        while (
            (tstring := self.tstring()) is not None
        ):
            children.append(tstring)
            mark = self._mark
        self._mark = mark
        return children or None

    def _tmp_278(self):
        # _tmp_278: fstring | string
        mark = self._mark
        if (
            (fstring := self.fstring()) is not None
        ):
            return fstring
        self._mark = mark
        if (
            (string := self.string()) is not None
        ):
            return string
        self._mark = mark
        return None

    def _tmp_279(self):
        # _tmp_279: '+' | '-' | '*' | '/' | '%' | '//' | '@'
        mark = self._mark
        if (
            (literal := self.expect('+')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('-')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('*')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('/')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('%')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('//')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('@')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_280(self):
        # _tmp_280: '+' | '-' | '~'
        mark = self._mark
        if (
            (literal := self.expect('+')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('-')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('~')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_281(self):
        # _tmp_281: star_targets '='
        mark = self._mark
        if (
            (z := self.star_targets()) is not None
            and (literal := self.expect('=')) is not None
        ):
            return z
        self._mark = mark
        return None

    def _tmp_282(self):
        # _tmp_282: '.' | '...'
        mark = self._mark
        if (
            (literal := self.expect('.')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('...')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_283(self):
        # _tmp_283: '.' | '...'
        mark = self._mark
        if (
            (literal := self.expect('.')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('...')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_284(self):
        # _tmp_284: '@' named_expression NEWLINE
        mark = self._mark
        if (
            (literal := self.expect('@')) is not None
            and (f := self.named_expression()) is not None
            and (newline := self.expect_type(NEWLINE)) is not None
        ):
            return f
        self._mark = mark
        return None

    def _tmp_285(self):
        # _tmp_285: ',' expression
        mark = self._mark
        if (
            (literal := self.expect(',')) is not None
            and (c := self.expression()) is not None
        ):
            return c
        self._mark = mark
        return None

    def _tmp_286(self):
        # _tmp_286: ',' star_expression
        mark = self._mark
        if (
            (literal := self.expect(',')) is not None
            and (c := self.star_expression()) is not None
        ):
            return c
        self._mark = mark
        return None

    def _tmp_287(self):
        # _tmp_287: 'or' conjunction
        mark = self._mark
        if (
            (literal := self.expect('or')) is not None
            and (c := self.conjunction()) is not None
        ):
            return c
        self._mark = mark
        return None

    def _tmp_288(self):
        # _tmp_288: 'and' inversion
        mark = self._mark
        if (
            (literal := self.expect('and')) is not None
            and (c := self.inversion()) is not None
        ):
            return c
        self._mark = mark
        return None

    def _tmp_289(self):
        # _tmp_289: slice | starred_expression
        mark = self._mark
        if (
            (slice := self.slice()) is not None
        ):
            return slice
        self._mark = mark
        if (
            (starred_expression := self.starred_expression()) is not None
        ):
            return starred_expression
        self._mark = mark
        return None

    def _tmp_290(self):
        # _tmp_290: starred_expression | slice
        mark = self._mark
        if (
            (starred_expression := self.starred_expression()) is not None
        ):
            return starred_expression
        self._mark = mark
        if (
            (slice := self.slice()) is not None
        ):
            return slice
        self._mark = mark
        return None

    def _tmp_291(self):
        # _tmp_291: fstring | string
        mark = self._mark
        if (
            (fstring := self.fstring()) is not None
        ):
            return fstring
        self._mark = mark
        if (
            (string := self.string()) is not None
        ):
            return string
        self._mark = mark
        return None

    def _tmp_292(self):
        # _tmp_292: 'if' disjunction
        mark = self._mark
        if (
            (literal := self.expect('if')) is not None
            and (z := self.disjunction()) is not None
        ):
            return z
        self._mark = mark
        return None

    def _tmp_293(self):
        # _tmp_293: 'if' disjunction
        mark = self._mark
        if (
            (literal := self.expect('if')) is not None
            and (z := self.disjunction()) is not None
        ):
            return z
        self._mark = mark
        return None

    def _tmp_294(self):
        # _tmp_294: starred_expression | (assignment_expression | expression !':=') !'='
        mark = self._mark
        if (
            (starred_expression := self.starred_expression()) is not None
        ):
            return starred_expression
        self._mark = mark
        if (
            (_tmp_317 := self._tmp_317()) is not None
            and not self.check('=')
        ):
            return _tmp_317
        self._mark = mark
        return None

    def _tmp_295(self):
        # _tmp_295: ',' star_target
        mark = self._mark
        if (
            (literal := self.expect(',')) is not None
            and (c := self.star_target()) is not None
        ):
            return c
        self._mark = mark
        return None

    def _tmp_296(self):
        # _tmp_296: ',' star_target
        mark = self._mark
        if (
            (literal := self.expect(',')) is not None
            and (c := self.star_target()) is not None
        ):
            return c
        self._mark = mark
        return None

    def _tmp_297(self):
        # _tmp_297:
        #     | ','.(starred_expression | (assignment_expression | expression !':=') !'=')+ ',' kwargs
        mark = self._mark
        if (
            (_gather_318 := self._gather_318()) is not None
            and (literal := self.expect(',')) is not None
            and (kwargs := self.kwargs()) is not None
        ):
            return [_gather_318, literal, kwargs]
        self._mark = mark
        return None

    def _tmp_298(self):
        # _tmp_298: starred_expression !'='
        mark = self._mark
        if (
            (starred_expression := self.starred_expression()) is not None
            and not self.check('=')
        ):
            return starred_expression
        self._mark = mark
        return None

    def _tmp_299(self):
        # _tmp_299: ','.(starred_expression | slice)+ ',' kwslices_kwargs
        mark = self._mark
        if (
            (_gather_320 := self._gather_320()) is not None
            and (literal := self.expect(',')) is not None
            and (kwslices_kwargs := self.kwslices_kwargs()) is not None
        ):
            return [_gather_320, literal, kwslices_kwargs]
        self._mark = mark
        return None

    def _tmp_300(self):
        # _tmp_300: starred_expression !'='
        mark = self._mark
        if (
            (starred_expression := self.starred_expression()) is not None
            and not self.check('=')
        ):
            return starred_expression
        self._mark = mark
        return None

    def _loop0_302(self):
        # _loop0_302: ',' (starred_expression | slice)
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self._tmp_322()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_301(self):
        # _gather_301: (starred_expression | slice) _loop0_302
        mark = self._mark
        if (
            (elem := self._tmp_322()) is not None
            and (seq := self._loop0_302()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_303(self):
        # _tmp_303: !STRING expression_without_invalid
        mark = self._mark
        if (
            not self.check_type(STRING)
            and (expression_without_invalid := self.expression_without_invalid()) is not None
        ):
            return expression_without_invalid
        self._mark = mark
        return None

    def _tmp_304(self):
        # _tmp_304: star_targets '='
        mark = self._mark
        if (
            (star_targets := self.star_targets()) is not None
            and (literal := self.expect('=')) is not None
        ):
            return [star_targets, literal]
        self._mark = mark
        return None

    def _tmp_305(self):
        # _tmp_305: star_targets '='
        mark = self._mark
        if (
            (star_targets := self.star_targets()) is not None
            and (literal := self.expect('=')) is not None
        ):
            return [star_targets, literal]
        self._mark = mark
        return None

    def _tmp_306(self):
        # _tmp_306: ')' | '**'
        mark = self._mark
        if (
            (literal := self.expect(')')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('**')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _tmp_307(self):
        # _tmp_307: ':' | '**'
        mark = self._mark
        if (
            (literal := self.expect(':')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect('**')) is not None
        ):
            return literal
        self._mark = mark
        return None

    def _loop0_308(self):
        # _loop0_308: (',' bitwise_or)
        mark = self._mark
        children = []
        while (
            (_tmp_323 := self._tmp_323()) is not None
        ):
            children.append(_tmp_323)
            mark = self._mark
        self._mark = mark
        return children

    def _tmp_309(self):
        # _tmp_309: ',' | ')' | ';' | NEWLINE
        mark = self._mark
        if (
            (literal := self.expect(',')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(')')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(';')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (newline := self.expect_type(NEWLINE)) is not None
        ):
            return newline
        self._mark = mark
        return None

    def _tmp_310(self):
        # _tmp_310: ',' | ')' | ';' | NEWLINE
        mark = self._mark
        if (
            (literal := self.expect(',')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(')')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (literal := self.expect(';')) is not None
        ):
            return literal
        self._mark = mark
        if (
            (newline := self.expect_type(NEWLINE)) is not None
        ):
            return newline
        self._mark = mark
        return None

    def _tmp_311(self):
        # _tmp_311: expression ['as' star_target]
        mark = self._mark
        if (
            (expression := self.expression()) is not None
            and ((_tmp_324 := self._tmp_324()),)
        ):
            return [expression, _tmp_324]
        self._mark = mark
        return None

    def _tmp_312(self):
        # _tmp_312: expressions ['as' star_target]
        mark = self._mark
        if (
            (expressions := self.expressions()) is not None
            and ((_tmp_325 := self._tmp_325()),)
        ):
            return [expressions, _tmp_325]
        self._mark = mark
        return None

    def _tmp_313(self):
        # _tmp_313: expression ['as' star_target]
        mark = self._mark
        if (
            (expression := self.expression()) is not None
            and ((_tmp_326 := self._tmp_326()),)
        ):
            return [expression, _tmp_326]
        self._mark = mark
        return None

    def _tmp_314(self):
        # _tmp_314: expressions ['as' star_target]
        mark = self._mark
        if (
            (expressions := self.expressions()) is not None
            and ((_tmp_327 := self._tmp_327()),)
        ):
            return [expressions, _tmp_327]
        self._mark = mark
        return None

    def _tmp_315(self):
        # _tmp_315: 'as' NAME
        mark = self._mark
        if (
            (literal := self.expect('as')) is not None
            and (name := self.name_token()) is not None
        ):
            return [literal, name]
        self._mark = mark
        return None

    def _tmp_316(self):
        # _tmp_316: fstring | string
        mark = self._mark
        if (
            (fstring := self.fstring()) is not None
        ):
            return fstring
        self._mark = mark
        if (
            (string := self.string()) is not None
        ):
            return string
        self._mark = mark
        return None

    def _tmp_317(self):
        # _tmp_317: assignment_expression | expression !':='
        mark = self._mark
        if (
            (assignment_expression := self.assignment_expression()) is not None
        ):
            return assignment_expression
        self._mark = mark
        if (
            (expression := self.expression()) is not None
            and not self.check(':=')
        ):
            return expression
        self._mark = mark
        return None

    def _loop0_319(self):
        # _loop0_319: ',' (starred_expression | (assignment_expression | expression !':=') !'=')
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self._tmp_328()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_318(self):
        # _gather_318:
        #     | (starred_expression | (assignment_expression | expression !':=') !'=') _loop0_319
        mark = self._mark
        if (
            (elem := self._tmp_328()) is not None
            and (seq := self._loop0_319()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _loop0_321(self):
        # _loop0_321: ',' (starred_expression | slice)
        mark = self._mark
        children = []
        while (
            (literal := self.expect(',')) is not None
            and (elem := self._tmp_329()) is not None
        ):
            children.append(elem)
            mark = self._mark
        self._mark = mark
        return children

    def _gather_320(self):
        # _gather_320: (starred_expression | slice) _loop0_321
        mark = self._mark
        if (
            (elem := self._tmp_329()) is not None
            and (seq := self._loop0_321()) is not None
        ):
            return [elem] + seq
        self._mark = mark
        return None

    def _tmp_322(self):
        # _tmp_322: starred_expression | slice
        mark = self._mark
        if (
            (starred_expression := self.starred_expression()) is not None
        ):
            return starred_expression
        self._mark = mark
        if (
            (slice := self.slice()) is not None
        ):
            return slice
        self._mark = mark
        return None

    def _tmp_323(self):
        # _tmp_323: ',' bitwise_or
        mark = self._mark
        if (
            (literal := self.expect(',')) is not None
            and (bitwise_or := self.bitwise_or()) is not None
        ):
            return [literal, bitwise_or]
        self._mark = mark
        return None

    def _tmp_324(self):
        # _tmp_324: 'as' star_target
        mark = self._mark
        if (
            (literal := self.expect('as')) is not None
            and (star_target := self.star_target()) is not None
        ):
            return [literal, star_target]
        self._mark = mark
        return None

    def _tmp_325(self):
        # _tmp_325: 'as' star_target
        mark = self._mark
        if (
            (literal := self.expect('as')) is not None
            and (star_target := self.star_target()) is not None
        ):
            return [literal, star_target]
        self._mark = mark
        return None

    def _tmp_326(self):
        # _tmp_326: 'as' star_target
        mark = self._mark
        if (
            (literal := self.expect('as')) is not None
            and (star_target := self.star_target()) is not None
        ):
            return [literal, star_target]
        self._mark = mark
        return None

    def _tmp_327(self):
        # _tmp_327: 'as' star_target
        mark = self._mark
        if (
            (literal := self.expect('as')) is not None
            and (star_target := self.star_target()) is not None
        ):
            return [literal, star_target]
        self._mark = mark
        return None

    def _tmp_328(self):
        # _tmp_328: starred_expression | (assignment_expression | expression !':=') !'='
        mark = self._mark
        if (
            (starred_expression := self.starred_expression()) is not None
        ):
            return starred_expression
        self._mark = mark
        if (
            (_tmp_330 := self._tmp_330()) is not None
            and not self.check('=')
        ):
            return _tmp_330
        self._mark = mark
        return None

    def _tmp_329(self):
        # _tmp_329: starred_expression | slice
        mark = self._mark
        if (
            (starred_expression := self.starred_expression()) is not None
        ):
            return starred_expression
        self._mark = mark
        if (
            (slice := self.slice()) is not None
        ):
            return slice
        self._mark = mark
        return None

    def _tmp_330(self):
        # _tmp_330: assignment_expression | expression !':='
        mark = self._mark
        if (
            (assignment_expression := self.assignment_expression()) is not None
        ):
            return assignment_expression
        self._mark = mark
        if (
            (expression := self.expression()) is not None
            and not self.check(':=')
        ):
            return expression
        self._mark = mark
        return None

    KEYWORDS = frozenset(('False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield'))
    SOFT_KEYWORDS = frozenset(('_', 'case', 'match', 'type'))
