"""The runtime of the generated parser: token matching, memos, errors.

This is to the generated parsers (pep637.parser.generated_3X) what
Parser/pegen.c and Parser/pegen_errors.c are to CPython's
Parser/parser.c.  The generated parser class derives from Parser
(through pep637.parser.actions.Actions): its rules call the methods below
to match tokens and look ahead, and the decorator below memoizes the
leaders of left-recursive rules (the rules that the grammar marks
``(memo)`` memoize themselves).

Errors are raised as CPython raises them: the location of a node or token
is in UTF-8 bytes (0-based columns); the SyntaxError gets 1-based character
offsets into its line, computed as _PyPegen_raise_error_known_location
computes them.
"""

import ast
import sys
import threading
import token

__all__ = ["Parser", "Source", "deep_stack", "memoize_left_rec"]

# Memo keys are ``mark * MEMO_SLOTS + the rule's number``: one int, quick to
# hash.  tools/generator.py numbers the memoized rules and writes the keys
# of the (memo) rules, which memoize themselves, in their code.
MEMO_SLOTS = 1024

# Tokens that a node's end never falls on.
_NOT_CODE = frozenset({token.NEWLINE, token.INDENT, token.DEDENT,
                       token.ENDMARKER})

_LOAD = ast.Load()

# From 3.14, a soft keyword is matched as a whole (not any prefix of it).
_PY314 = sys.version_info >= (3, 14)


def memoize_left_rec(rule_id):
    """Memoize the leader of left-recursive rules, growing its seed.

    The rule is first recorded as failing here, then parsed again and again,
    each time using the previous result for its left-recursive call, for
    as long as it consumes more tokens.  As in C, that is two levels of
    the stack: this loop and the rule.
    """
    if not 0 <= rule_id < MEMO_SLOTS:
        raise ValueError(f"rule number out of range: {rule_id}")

    def decorator(method):
        def memoized(self):
            mark = self._mark
            key = mark * MEMO_SLOTS + rule_id
            memo = self._memo
            hit = memo.get(key)
            if hit is not None:
                self._mark = hit[1]
                return hit[0]
            memo[key] = result, end = None, mark
            while True:
                self._mark = mark
                raw = method(self)
                if raw is None or self._mark <= end:
                    break
                memo[key] = result, end = raw, self._mark
            self._mark = end
            return result

        memoized.__name__ = method.__name__
        memoized.__qualname__ = method.__qualname__
        memoized.__doc__ = method.__doc__
        memoized.__wrapped__ = method
        return memoized

    return decorator


class deep_stack:
    """``with deep_stack(frames):`` lets the code in the block go *frames*
    Python frames deeper than the frame that enters it.

    The recursion limit of the interpreter is raised as needed while the
    block runs, and restored after (when no other thread is in such a
    block).  In 3.12 and later, calls from Python to Python take no C
    stack: the limit only counts frames.
    """

    _lock = threading.Lock()
    _limits = []        # those of the blocks being run, in all threads
    _saved = None       # the limit before the first of them

    def __init__(self, frames):
        self.frames = frames
        self.limit = None

    def __enter__(self):
        depth = 0
        frame = sys._getframe(1)
        while frame is not None:
            depth += 1
            frame = frame.f_back
        self.limit = depth + self.frames
        cls = deep_stack
        with cls._lock:
            if not cls._limits:
                cls._saved = sys.getrecursionlimit()
            cls._limits.append(self.limit)
            if sys.getrecursionlimit() < self.limit:
                sys.setrecursionlimit(self.limit)
        return self

    def __exit__(self, *exc_info):
        cls = deep_stack
        with cls._lock:
            cls._limits.remove(self.limit)
            limit = max([cls._saved, *cls._limits])
            if sys.getrecursionlimit() != limit:
                try:
                    sys.setrecursionlimit(limit)
                except RecursionError:  # Another thread is deeper.
                    pass


class Source:
    """A source being parsed: its name and lines, for error messages,
    and the module name of its warnings (None: the file's)."""

    def __init__(self, filename, lines, final_newline=True, module=None):
        self.filename = filename
        self.module = module
        self.lines = lines
        self.final_newline = final_newline
        # How many lines the tokenizer reads: the last one is empty if
        # the source ends with a newline.
        self.read_lines = len(lines) - (lines[-1] == "")

    def line(self, lineno, reading=None):
        """The text of line *lineno*, newline included, or ''.

        The last line has a newline too if *final_newline*: CPython's
        tokenizer adds one to a source compiled in 'exec' mode, not in
        the other modes.  A line before the line *reading*, that the
        tokenizer read last, has none: CPython finds it in the source
        where it finds the line being read in the tokenizer's buffer.
        """
        if reading is not None and 1 <= lineno < reading:
            return self.lines[lineno - 1]
        if 1 <= lineno < len(self.lines) or (
                lineno == len(self.lines) and self.final_newline):
            return self.lines[lineno - 1] + "\n"
        if lineno == len(self.lines):
            return self.lines[lineno - 1]
        return ""

    def char_offset(self, line, offset):
        """The character offset of the 1-based byte *offset* into *line*.

        As in C, an offset past the end counts the line's terminating NUL.
        """
        data = line.encode("utf-8", "surrogatepass")
        offset = min(offset, len(data) + 1)
        chars = len(data[:offset].decode("utf-8", "replace"))
        return chars + 1 if offset > len(data) else chars

    def text(self, start, end):
        """The source text between two (line, character column) positions."""
        (lineno, col), (end_lineno, end_col) = start, end
        if lineno == end_lineno:
            return self.lines[lineno - 1][col:end_col]
        parts = [self.lines[lineno - 1][col:]]
        parts.extend(self.lines[lineno:end_lineno - 1])
        parts.append(self.lines[end_lineno - 1][:end_col])
        return "\n".join(parts)

    def syntax_error(self, errtype, msg, lineno, offset, end_lineno,
                     end_offset, reading=None):
        """A SyntaxError at 1-based byte offsets, as CPython makes it.

        The offsets become character offsets into the line *lineno*, the
        end offset too, and only when positive.  *reading*: see line().
        """
        line = self.line(lineno, reading)
        offset = self.char_offset(line, offset)
        if end_offset > 0:
            end_offset = self.char_offset(line, end_offset)
        details = (self.filename, lineno, offset, line, end_lineno,
                   end_offset)
        return errtype(msg, details)


class Parser:
    """The base of the generated parser.

    *tokens* is the list that pep637.parser.tokens.tokenize() makes, whose last
    token is ENDMARKER or ERRORTOKEN; a copy of it is added, so that the
    start rules may consume ENDMARKER and still find a token after it.
    ``self._mark`` is the index of the next token; ``self._fill`` the index
    of the furthest token looked at, as p->fill - 1 is in CPython: generic
    syntax errors are reported there.
    """

    KEYWORDS = frozenset()
    SOFT_KEYWORDS = frozenset()

    def __init__(self, tokens, source):
        self._tokens = tokens + [tokens[-1]]
        self._last = len(tokens) - 1
        self._mark = 0
        self._fill = 0
        self._memo = {}
        self._names = {}
        self.source = source
        self.call_invalid_rules = False
        # The tokenizer's warnings, issued as the tokens are read
        # (pep637.parser.tokens.PendingWarnings).
        self.tokenizer_warnings = None

    def reset_for_error_pass(self):
        """Prepare the second pass, which tries the invalid_ rules."""
        self._mark = 0
        self._memo.clear()
        self.call_invalid_rules = True

    # Tokens

    def peek(self):
        """The next token, not consumed."""
        mark = self._mark
        if mark > self._fill:
            self._fill = min(mark, self._last)
        return self._tokens[mark]

    def expect(self, literal):
        """Consume the next token if it is the keyword or operator *literal*.

        A soft keyword is a NAME that is compared the same way.
        """
        mark = self._mark
        if mark > self._fill:
            self._fill = min(mark, self._last)
        tok = self._tokens[mark]
        if tok.literal == literal:
            self._mark = mark + 1
            return tok
        return None

    def expect_type(self, type):
        """Consume the next token if it is of the given type."""
        mark = self._mark
        if mark > self._fill:
            self._fill = min(mark, self._last)
        tok = self._tokens[mark]
        if tok.type == type:
            self._mark = mark + 1
            return tok
        return None

    def check(self, literal):
        """Whether the next token is *literal* (see expect())."""
        mark = self._mark
        if mark > self._fill:
            self._fill = min(mark, self._last)
        return self._tokens[mark].literal == literal

    def check_type(self, type):
        """Whether the next token is of the given type."""
        mark = self._mark
        if mark > self._fill:
            self._fill = min(mark, self._last)
        return self._tokens[mark].type == type

    def looked_ahead(self, mark, result):
        """Whether a rule matched, called from *mark*: nothing is consumed.

        The generated code calls ``self.looked_ahead(self._mark,
        self.rule())``: the rule is called by the rule that looks ahead,
        one level deeper, as in C.
        """
        self._mark = mark
        return result is not None

    def expect_forced(self, result, expected):
        """*result*, or a SyntaxError "expected ..." at the next token."""
        if result is None:
            self.raise_syntax_error_known_location(
                self.peek(), f"expected {expected}")
        return result

    def name_token(self):
        """Consume a NAME (not a keyword): a Name node, as in CPython."""
        mark = self._mark
        if mark > self._fill:
            self._fill = min(mark, self._last)
        tok = self._tokens[mark]
        if tok.type != token.NAME:
            return None
        self._mark = mark + 1
        node = self._names.get(mark)
        if node is None:
            node = self._names[mark] = ast.Name(
                self.identifier(tok.string), _LOAD,
                lineno=tok.lineno, col_offset=tok.col_offset,
                end_lineno=tok.end_lineno, end_col_offset=tok.end_col_offset)
        return node

    def soft_keyword_token(self):
        """Consume a NAME that CPython takes for a soft keyword: the token.

        ``_PyPegen_soft_keyword_token()`` compares each soft keyword with
        ``strncmp()`` over the length of the token, so that any prefix of
        one counts (``m`` and ``ma`` as ``match``, ``c`` as ``case``):
        ``f(m b)`` is then "invalid syntax" at ``b``, not "Perhaps you
        forgot a comma?" (SOFT_KEYWORD is read only by invalid_expression).
        From 3.14, only the soft keywords themselves count.
        """
        mark = self._mark
        if mark > self._fill:
            self._fill = min(mark, self._last)
        tok = self._tokens[mark]
        if tok.type == token.NAME and (
                tok.string in self.SOFT_KEYWORDS if _PY314 else any(
                    keyword.startswith(tok.string)
                    for keyword in self.SOFT_KEYWORDS)):
            self._mark = mark + 1
            return tok
        return None

    def string_token(self):
        """Consume a STRING token: the token."""
        return self.expect_type(token.STRING)

    def number_token(self):
        """Consume a NUMBER: a Constant node."""
        tok = self.expect_type(token.NUMBER)
        if tok is None:
            return None
        return ast.Constant(
            self.parse_number(tok), lineno=tok.lineno,
            col_offset=tok.col_offset, end_lineno=tok.end_lineno,
            end_col_offset=tok.end_col_offset)

    def last_non_whitespace_token(self):
        """The last consumed token that is not NEWLINE, INDENT, DEDENT..."""
        index = self._mark - 1
        tok = self._tokens[index]
        while tok.type in _NOT_CODE and index > 0:
            index -= 1
            tok = self._tokens[index]
        return tok

    # Errors, raised as the RAISE_* macros of Parser/pegen.h raise them.
    # Locations are those of nodes and tokens: 0-based byte columns.

    def raise_error_known_location(self, errtype, lineno, col_offset,
                                   end_lineno, end_col_offset, msg):
        """RAISE_ERROR_KNOWN_LOCATION(); a column of None is CURRENT_POS."""
        raise self.error_known_location(errtype, lineno, col_offset,
                                        end_lineno, end_col_offset, msg)

    def error_known_location(self, errtype, lineno, col_offset, end_lineno,
                             end_col_offset, msg):
        """The error that raise_error_known_location() raises."""
        if col_offset is None:
            col_offset = self._current_col()
        else:
            col_offset += 1
        if end_lineno is None:
            end_lineno = self._tokens[self._fill].end_lineno
        if end_col_offset is None:
            end_col_offset = self._current_col()
        else:
            end_col_offset += 1
        return self.source.syntax_error(errtype, msg, lineno, col_offset,
                                        end_lineno, end_col_offset,
                                        self._reading())

    def _reading(self):
        """The line that the tokenizer read last: that of the furthest
        token read, all of them once it is at the end."""
        tok = self._tokens[self._fill]
        if tok.type == token.ENDMARKER or tok.type == token.ERRORTOKEN:
            return self.source.read_lines
        return tok.end_lineno

    def _current_col(self):
        """Where the tokenizer is: the end of the furthest token read."""
        return self._tokens[self._fill].end_col_offset

    def raise_syntax_error_known_location(self, a, msg):
        self.raise_error_known_location(
            SyntaxError, a.lineno, a.col_offset, a.end_lineno,
            a.end_col_offset, msg)

    def raise_syntax_error_known_range(self, a, b, msg):
        self.raise_error_known_location(
            SyntaxError, a.lineno, a.col_offset, b.end_lineno,
            b.end_col_offset, msg)

    def raise_syntax_error_starting_from(self, a, msg):
        self.raise_error_known_location(
            SyntaxError, a.lineno, a.col_offset, None, None, msg)

    def raise_syntax_error(self, msg):
        """RAISE_SYNTAX_ERROR(): at the furthest token read."""
        self.raise_error(SyntaxError, msg, self._tokens[self._fill])

    def raise_indentation_error(self, msg):
        self.raise_error(IndentationError, msg, self._tokens[self._fill])

    def raise_syntax_error_on_next_token(self, msg):
        self.raise_error(SyntaxError, msg, self.peek())

    def raise_error(self, errtype, msg, tok):
        """_PyPegen_raise_error(): an error at *tok*."""
        raise self.error_at(errtype, msg, tok)

    def error_at(self, errtype, msg, tok):
        """The error that raise_error() raises.

        INDENT, DEDENT and ENDMARKER have no column: the error is then where
        the tokenizer stood, past the indentation or at the end.
        """
        if tok.col_offset == -1:
            col_offset = self._tokenizer_column(tok)
        else:
            col_offset = tok.col_offset + 1
        end_col_offset = -1
        if tok.end_col_offset != -1:
            end_col_offset = tok.end_col_offset + 1
        return self.source.syntax_error(errtype, msg, tok.lineno, col_offset,
                                        tok.end_lineno, end_col_offset,
                                        self._reading())

    def _tokenizer_column(self, tok):
        line = self.source.line(tok.lineno).encode("utf-8", "surrogatepass")
        if tok.type == token.ENDMARKER or self._at_end(tok):
            return len(line)
        return len(line) - len(line.lstrip(b" \t\f"))

    def _at_end(self, tok):
        """Whether *tok* is one of the tokens made at the end of input:
        DEDENTs, or the NEWLINE that 'single' mode adds."""
        index = self._tokens.index(tok)
        return all(t.type in (token.DEDENT, token.ENDMARKER)
                   or (t.type == token.NEWLINE and t.col_offset == -1)
                   for t in self._tokens[index + 1:])
