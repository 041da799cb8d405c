"""Generate the pep637 parser (Python code) from a pegen grammar.

pegen (CPython's Tools/peg_generator) reads and analyses the grammar:
left-recursion, the artificial rules for groups, loops and gathers.  This
module writes the Python code.  It does not use pegen's Python generator,
whose parsers memoize every rule and match tokens through generic methods:
the code written here follows the conventions of pegen's C generator, the
one that makes CPython's own parser, so that the grammar keeps the meaning
it has in Grammar/python.gram:

* Only rules marked ``(memo)`` and the leaders of left-recursive cycles
  are memoized.  A ``(memo)`` rule memoizes itself, in its own code, and
  a lookahead calls its rule directly: as in C, each rule being parsed is
  one frame on the stack (a left-recursive leader two: the loop that grows
  its seed and the rule), so that the depth of the stack is the C
  parser's level, which pep637.parser limits as the C parser does.
* An alternative made of a single ``invalid_`` rule is tried only in the
  second pass (``self.call_invalid_rules``); a rule whose name ends in
  ``_without_invalid`` turns the ``invalid_`` rules off while it runs.
* A rule's result is a success unless it is None.  An action that returns
  None makes the whole rule fail, as a NULL does in C.  An alternative
  without an action returns its item, or the list of its items (C returns
  a dummy node then).
* ``EXTRA`` in an action stands for the node's location keywords, computed
  as in C: from the first token of the rule to the last token it consumed
  that is not NEWLINE, INDENT, DEDENT or ENDMARKER.
* Tokens are matched by the methods of ``pep637.parser.pegen.Parser``.
"""

import ast
import re
import token

from pegen.grammar import (
    Cut, GrammarVisitor, Group, NameLeaf, Opt, Rhs, StringLeaf)
from pegen.parser_generator import ParserGenerator

# Token types that the grammar names and the runtime matches by type.
TOKEN_METHODS = {
    "NAME": "name_token",
    "NUMBER": "number_token",
    "STRING": "string_token",
    "SOFT_KEYWORD": "soft_keyword_token",
}

EXTRA = (
    "lineno=start_lineno, col_offset=start_col_offset, "
    "end_lineno=end_lineno, end_col_offset=end_col_offset"
)
EXTRA_RE = re.compile(r"\bEXTRA\b")

# Memo keys are ``mark * MEMO_SLOTS + the rule's number`` (pep637.parser.pegen).
MEMO_SLOTS = 1024


def format_action(action):
    """The text of *action* as Python code (the metagrammar's has spaces
    between all tokens)."""
    return ast.unparse(ast.parse(action.strip(), mode="eval"))


def is_invalid_alt(alt):
    """Whether *alt* is a single invalid_ rule (tried in the second pass)."""
    return len(alt.items) == 1 and str(alt.items[0]).startswith("invalid_")


class CallMaker(GrammarVisitor):
    """Turn a grammar item into a variable name and a Python expression."""

    def __init__(self, gen):
        self.gen = gen
        self.cache = {}

    def visit_NameLeaf(self, node):
        name = node.value
        if name in TOKEN_METHODS:
            return name.lower(), f"self.{TOKEN_METHODS[name]}()"
        if name in self.gen.tokens:
            return name.lower(), f"self.expect_type({name})"
        return name, f"self.{name}()"

    def visit_StringLeaf(self, node):
        return "literal", f"self.expect({ast.literal_eval(node.value)!r})"

    def visit_NamedItem(self, node):
        name, call = self.visit(node.item)
        return node.name or name, call

    def visit_Rhs(self, node):
        if node not in self.cache:
            # As pegen's Rhs.can_be_inlined: not an alternative with an
            # action, which must run (the check of '!=' in noteq_bitwise_or).
            if (len(node.alts) == 1 and len(node.alts[0].items) == 1
                    and node.alts[0].action is None):
                self.cache[node] = self.visit(node.alts[0].items[0])
            else:
                name = self.gen.artifical_rule_from_rhs(node)
                self.cache[node] = name, f"self.{name}()"
        return self.cache[node]

    def visit_Group(self, node):
        return self.visit(node.rhs)

    def visit_Opt(self, node):
        name, call = self.visit(node.node)
        return "opt" if name is None else name, call

    def _artificial(self, node, make, *args):
        """The call of the artificial rule that make(*args) adds."""
        if node not in self.cache:
            name = make(*args)
            self.cache[node] = name, f"self.{name}()"
        return self.cache[node]

    def visit_Repeat0(self, node):
        return self._artificial(
            node, self.gen.artificial_rule_from_repeat, node.node, False)

    def visit_Repeat1(self, node):
        return self._artificial(
            node, self.gen.artificial_rule_from_repeat, node.node, True)

    def visit_Gather(self, node):
        return self._artificial(
            node, self.gen.artifical_rule_from_gather, node)

    def _lookahead(self, node, positive):
        """A test of what follows: of one token if it can, else of a rule."""
        inner = node.node
        if isinstance(inner, Group):
            inner = inner.rhs
        if (isinstance(inner, Rhs) and len(inner.alts) == 1
                and len(inner.alts[0].items) == 1):
            inner = inner.alts[0].items[0].item
        prefix = "" if positive else "not "
        if isinstance(inner, StringLeaf):
            value = ast.literal_eval(inner.value)
            return None, f"{prefix}self.check({value!r})"
        if isinstance(inner, NameLeaf) and inner.value in self.gen.tokens:
            if inner.value != "SOFT_KEYWORD":
                return None, f"{prefix}self.check_type({inner.value})"
        _, call = self.visit(inner)
        assert call.endswith("()"), call
        return None, f"{prefix}self.looked_ahead(self._mark, {call})"

    def visit_PositiveLookahead(self, node):
        return self._lookahead(node, True)

    def visit_NegativeLookahead(self, node):
        return self._lookahead(node, False)

    def visit_Cut(self, node):
        return "cut", "True"

    def visit_Forced(self, node):
        inner = node.node
        if isinstance(inner, Group):
            _, call = self.visit(inner.rhs)
            expected = f"({inner.rhs})"
        else:
            _, call = self.visit(inner)
            expected = f"'{ast.literal_eval(inner.value)}'"
        return "forced", f"self.expect_forced({call}, {expected!r})"


class PythonParserGenerator(ParserGenerator, GrammarVisitor):
    """Write a Python parser class for a grammar with Python actions."""

    def __init__(self, grammar, file, tokens=None):
        if tokens is None:
            # The tokens of every version the package supports, whichever
            # Python runs the generator (3.14 added the TSTRING ones).
            tokens = (set(token.tok_name.values()) | {"SOFT_KEYWORD"}
                      | {"TSTRING_START", "TSTRING_MIDDLE", "TSTRING_END"})
        super().__init__(grammar, tokens, file)
        self.callmakervisitor = CallMaker(self)
        # The memoized rules, numbered for their memo keys.
        self.memo_ids = {}
        # Whether the rule being written memoizes itself.
        self.memoizing = False

    def memo_id(self, rule):
        """The number of *rule* in the memo keys (see pep637.parser.pegen)."""
        if rule.name not in self.memo_ids:
            if len(self.memo_ids) >= MEMO_SLOTS:
                raise ValueError("too many memoized rules")
            self.memo_ids[rule.name] = len(self.memo_ids)
        return self.memo_ids[rule.name]

    def generate(self, filename):
        self.collect_rules()
        header = self.grammar.metas.get("header", "")
        self.print(header.rstrip("\n").format(filename=filename))
        subheader = self.grammar.metas.get("subheader", "")
        if subheader:
            self.print(subheader.rstrip("\n"))
        cls_name = self.grammar.metas.get("class", "GeneratedParser")
        base = self.grammar.metas.get("base", "Parser")
        self.print()
        self.print()
        self.print(f"class {cls_name}({base}):")
        with self.indent():
            self.print(f'"""The parser generated from {filename}."""')
            for rule in self.all_rules.values():
                self.print()
                self.visit(rule)
            self.print()
            keywords = tuple(sorted(self.keywords))
            self.print(f"KEYWORDS = frozenset({keywords})")
            soft_keywords = tuple(sorted(self.soft_keywords))
            self.print(f"SOFT_KEYWORDS = frozenset({soft_keywords})")
        trailer = self.grammar.metas.get("trailer", "")
        if trailer:
            self.print(trailer.rstrip("\n"))

    # Rules

    def visit_Rule(self, node):
        rhs = node.flatten()
        self.memoizing = False
        if node.left_recursive and node.leader:
            self.print(f"@memoize_left_rec({self.memo_id(node)})")
        elif node.memo and not node.left_recursive:
            self.memoizing = True
        self.print(f"def {node.name}(self):")
        with self.indent():
            for line in str(node).splitlines():
                self.print(f"# {line}")
            if self.memoizing:
                self.print("# (memo)")
            if node.name.endswith("without_invalid"):
                self.print("call_invalid_rules = self.call_invalid_rules")
                self.print("self.call_invalid_rules = False")
                self.print("try:")
                with self.indent():
                    self._rule_body(node, rhs)
                self.print("finally:")
                with self.indent():
                    self.print("self.call_invalid_rules = call_invalid_rules")
            else:
                self._rule_body(node, rhs)

    def _rule_body(self, node, rhs):
        is_loop, is_gather = node.is_loop(), node.is_gather()
        self.print("mark = self._mark")
        if self.memoizing:
            self.print(f"_memo_key = mark * {MEMO_SLOTS} + "
                       f"{self.memo_id(node)}")
            self.print("_hit = self._memo.get(_memo_key)")
            self.print("if _hit is not None:")
            with self.indent():
                self.print("self._mark = _hit[1]")
                self.print("return _hit[0]")
        if any(EXTRA_RE.search(alt.action or "") for alt in rhs.alts):
            self.print("tok = self.peek()")
            self.print("start_lineno = tok.lineno")
            self.print("start_col_offset = tok.col_offset")
        if is_loop:
            self.print("children = []")
        for alt in rhs.alts:
            if is_invalid_alt(alt):
                self.print("if self.call_invalid_rules:")
                with self.indent():
                    self.visit(alt, is_loop=is_loop, is_gather=is_gather)
            else:
                self.visit(alt, is_loop=is_loop, is_gather=is_gather)
        if not is_loop:
            self._return("None")
        elif node.name.startswith("_loop1"):
            self.print("return children or None")
        else:
            self.print("return children")

    # Alternatives

    def visit_Alt(self, node, is_loop, is_gather):
        has_cut = any(isinstance(item.item, Cut) for item in node.items)
        with self.local_variable_context():
            if has_cut:
                self.print("cut = False")
            self.print("while (" if is_loop else "if (")
            with self.indent():
                for i, item in enumerate(node.items):
                    self.print(("and " if i else "") + self._condition(item))
            self.print("):")
            with self.indent():
                self._action(node, is_loop, is_gather)
            self.print("self._mark = mark")
            if has_cut:
                self.print("if cut:")
                with self.indent():
                    self._return("None")

    def _condition(self, item):
        """The test that matches *item*, binding its variable if it has one."""
        name, call = self.callmakervisitor.visit(item)
        if isinstance(item.item, Cut):
            return "(cut := True)"
        if name is None:  # A lookahead.
            return call
        name = self.dedupe(name)
        if isinstance(item.item, Opt):
            return f"(({name} := {call}),)"
        return f"({name} := {call}) is not None"

    def _action(self, node, is_loop, is_gather):
        action = node.action and format_action(node.action)
        if not action:
            names = self.local_variable_names
            if is_gather:
                action = f"[{names[0]}] + {names[1]}"
            elif len(names) == 1:
                action = names[0]
            else:
                action = f"[{', '.join(names)}]"
        elif EXTRA_RE.search(action):
            self.print("tok = self.last_non_whitespace_token()")
            self.print("end_lineno = tok.end_lineno")
            self.print("end_col_offset = tok.end_col_offset")
            action = EXTRA_RE.sub(EXTRA, action)
        if is_loop:
            self.print(f"children.append({action})")
            self.print("mark = self._mark")
        else:
            self._return(action)

    def _return(self, value):
        """Return *value* (code), memoized with the end position if the
        rule memoizes itself, as _PyPegen_insert_memo() does in C."""
        if not self.memoizing:
            self.print(f"return {value}")
        elif value == "None":
            self.print("self._memo[_memo_key] = None, self._mark")
            self.print("return None")
        else:
            self.print(f"self._memo[_memo_key] = (_result := {value}), "
                       "self._mark")
            self.print("return _result")
