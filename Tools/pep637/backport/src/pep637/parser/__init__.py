"""parse(): ast.parse() for Python with keyword subscripts (PEP 637).

The source is tokenized by CPython's tokenizer (pep637.parser.tokens) and
parsed by the parser generated from the grammar of the running version of
Python (grammar/python3.X.gram, pep637.parser.generated_3X), the way
_PyPegen_run_parser() parses: a first pass without the invalid_ rules; if
it fails, a second pass with them, to find a more precise error than
"invalid syntax"; tokenizer errors take priority as in CPython.
"""

import builtins
import codecs
import copy
import io
import sys
import tokenize

from .pegen import Source, deep_stack
from .tokens import PendingWarnings
from .tokens import tokenize as _tokenize

if sys.version_info >= (3, 15):
    from .generated_315 import PythonParser
elif sys.version_info >= (3, 14):
    from .generated_314 import PythonParser
else:
    from .generated_313 import PythonParser

__all__ = ["IncompleteInputError", "TokenizedSource", "parse",
           "tokenize_source"]

_START_RULES = {"exec": "file", "eval": "eval", "single": "interactive",
                "func_type": "func_type"}

_INDENT, _DEDENT = tokenize.INDENT, tokenize.DEDENT

# Each rule being parsed is a frame of the stack, as it is a level of
# the C parser, which fails beyond MAXSTACK levels (Parser/parser.c).
# The actions and token matching that a rule calls may add frames: the
# limit is exact to within that many levels.
_MAXSTACK = 6000
_HELPER_FRAMES = 3
_STACK_OVERFLOW = ("Parser stack overflowed - Python source too complex to "
                   "parse")
_LINECONT = "unexpected character after line continuation character"


class IncompleteInputError(getattr(builtins, "_IncompleteInputError",
                                   SyntaxError)):
    """The source ends in the middle of a statement.

    Raised by parse(..., incomplete_input=True) where CPython's compile()
    with PyCF_ALLOW_INCOMPLETE_INPUT raises its _IncompleteInputError (of
    which this is a subclass): when the source ends inside brackets or a
    triple-quoted string, or before a statement is complete.
    """


class TokenizedSource:
    """A source, decoded and tokenized: what parse() reads.

    *text* is the source as a str with '\\n' line ends, *lines* its
    lines, *tokens* its tokens (pep637.parser.tokens.Token) up to the first
    tokenizer error, *error* that error (a TokenizerError) or None, and
    *warnings* the tokenizer's warnings, not issued yet.  parse() changes
    the tokens: a TokenizedSource is parsed once.
    """

    __slots__ = ("text", "lines", "tokens", "error", "warnings")

    def __init__(self, text, lines, tokens, error, warnings):
        self.text = text
        self.lines = lines
        self.tokens = tokens
        self.error = error
        self.warnings = warnings


def tokenize_source(source, filename="<unknown>"):
    """*source* (str or bytes) decoded as compile() decodes it and
    tokenized by CPython's tokenizer: a TokenizedSource.  Raises the
    SyntaxError of a source that cannot be decoded."""
    text = _source_text(source, filename)
    lines = text.split("\n")
    tokens, error, warnings = _tokenize(text, lines, PythonParser.KEYWORDS)
    return TokenizedSource(text, lines, tokens, error, warnings)


def parse(source, filename="<unknown>", mode="exec", *,
          incomplete_input=False, module=None):
    """Parse *source* (str or bytes, or the TokenizedSource of
    tokenize_source()) into an AST, as ast.parse() does.

    Subscripts with keywords are pep637.nodes.Subscript nodes; the rest of
    the tree is what ast.parse() gives.  *mode* is 'exec', 'eval', 'single'
    or 'func_type'.  With *incomplete_input*, a source that could still
    become valid with more lines raises IncompleteInputError.  *module*
    is the module name of the SyntaxWarnings, as the *module* of
    compile() from CPython 3.15 (None: the file's).
    """
    if mode not in _START_RULES:
        raise ValueError("mode must be 'exec', 'eval', 'single' or "
                         "'func_type'")
    if not isinstance(source, TokenizedSource):
        source = tokenize_source(source, filename)
    text, lines, tokens = source.text, source.lines, source.tokens
    # CPython adds a newline to a source in 'exec' mode that lacks one,
    # not in the other modes.
    final_newline = mode == "exec" or not text or text.endswith("\n")
    end_of_input = _end_of_input(tokens, text, mode)
    dedents = []
    if not final_newline:
        dedents = _end_without_newline(tokens, lines)
    elif not text and mode != "exec":
        # The tokenizer read no line: its ENDMARKER is on line 0.
        tokens[-1].lineno = tokens[-1].end_lineno = 0
    if mode == "single":
        _add_final_newline(tokens, dedents)
    parser = PythonParser(tokens, Source(filename, lines, final_newline,
                                         module))
    parser.tokenizer_warnings = PendingWarnings(source.warnings, tokens,
                                                text, filename, module)
    run = _Run(parser, getattr(parser, _START_RULES[mode]), source.error,
               end_of_input)
    with deep_stack(_MAXSTACK + _HELPER_FRAMES):
        tree = run.first_pass(incomplete_input)
    if mode == "single":
        run.check_single_statement()
    return tree


def _add_final_newline(tokens, dedents):
    """In 'single' mode, CPython's parser sees a NEWLINE before ENDMARKER.

    _PyPegen_fill_token() makes a NEWLINE of an ENDMARKER that follows
    another token, then has the tokenizer close the blocks still open
    (*dedents*): after these DEDENTs, the ENDMARKER becomes a NEWLINE
    once more.
    """
    end = tokens[-1]
    if len(tokens) > 1 and end.type == tokenize.ENDMARKER:
        newline = copy.copy(end)
        newline.type = tokenize.NEWLINE
        added = [newline]
        if dedents:
            added += [*dedents, copy.copy(newline)]
        tokens[-1:-1] = added


def _end_without_newline(tokens, lines):
    """The tokens of a source without a final newline, not in 'exec' mode.

    The tokenizer that _tokens runs reads the source as a file, whose last
    line gets a newline: it ends the last line with NEWLINE and DEDENTs.
    CPython's tokenizer reading a string (not in 'exec' mode) reads no
    newline there: ENDMARKER, without a column, directly follows the last
    token; and a last line of blanks only is not a blank line, but one
    whose indentation counts (INDENT or DEDENTs).  Change the tokens so
    (in place); return the DEDENTs of the blocks left open.
    """
    end = tokens[-1]
    if end.type != tokenize.ENDMARKER:
        return []
    last_lineno = len(lines)
    index = len(tokens) - 1
    while index > 0 and tokens[index - 1].type == _DEDENT:
        index -= 1
    dedents = tokens[index:-1]
    if (index > 0 and tokens[index - 1].type == tokenize.NEWLINE
            and tokens[index - 1].lineno == last_lineno):
        index -= 1
    del tokens[index:-1]
    end.lineno = end.end_lineno = last_lineno
    end.col_offset = end.end_col_offset = -1
    last_line = lines[-1]
    if last_line and not last_line.strip(" \t\f"):
        dedents = _blank_last_line(tokens, lines, dedents)
    for dedent in dedents:
        dedent.lineno = dedent.end_lineno = last_lineno
        dedent.col_offset = dedent.end_col_offset = -1
    return dedents


def _blank_last_line(tokens, lines, dedents):
    """A last line of blanks, without a newline: its INDENT or DEDENTs
    go before ENDMARKER; return the DEDENTs of the blocks left open."""
    stack = [0]
    for tok in tokens:
        if tok.type == _INDENT:
            stack.append(_indentation(lines[tok.lineno - 1]))
        elif tok.type == _DEDENT and len(stack) > 1:
            stack.pop()
    col = _indentation(lines[-1])
    if col > stack[-1]:
        indent = copy.copy(tokens[-1])
        indent.type = _INDENT
        tokens.insert(-1, indent)
        return [*dedents, copy.copy(indent)]
    closed = []
    while len(stack) > 1 and col < stack[-1]:
        stack.pop()
        closed.append(dedents.pop())
    if col != stack[-1]:
        # An inconsistent dedent, which _tokens does not see: as before.
        return dedents + closed
    tokens[-1:-1] = closed
    return dedents


def _indentation(line):
    """The column of the first character that is not a blank, as the C
    tokenizer counts it (tabs to multiples of 8)."""
    col = 0
    for char in line:
        if char == " ":
            col += 1
        elif char == "\t":
            col = (col // 8 + 1) * 8
        elif char == "\f":
            col = 0
        else:
            break
    return col


def _end_of_input(tokens, text, mode):
    """The index of the first token read once all the input is.

    CPython adds a newline to a source in 'exec' mode that lacks one;
    otherwise the last NEWLINE is made at the end of the input.
    """
    index = len(tokens) - 1
    while index > 0 and tokens[index - 1].type in (_DEDENT,
                                                   tokenize.ENDMARKER):
        index -= 1
    if (mode != "exec" and not text.endswith("\n") and index > 0
            and tokens[index - 1].type == tokenize.NEWLINE):
        index -= 1
    return index


def _source_text(source, filename):
    """*source* as a str with '\\n' line ends, as CPython reads it."""
    if isinstance(source, (bytes, bytearray, memoryview)):
        source = _decode(bytes(source), filename)
    elif not isinstance(source, str):
        raise TypeError("source must be a string or bytes, not "
                        f"{type(source).__name__}")
    if "\0" in source:
        raise SyntaxError("source code string cannot contain null bytes")
    if "\r" in source:
        source = source.replace("\r\n", "\n").replace("\r", "\n")
    return source


def _decode(data, filename):
    """Decode a source as its encoding declaration or BOM says."""
    encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8):]
        encoding = "utf-8"
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        lineno = data.count(b"\n", 0, exc.start) + 1
        raise SyntaxError(f"(unicode error) {exc}",
                          (filename, lineno, 0, None, lineno, 0)) from None


class _Run:
    """One parse of a source: _PyPegen_run_parser() and its error paths."""

    def __init__(self, parser, start, tokenizer_error, end_of_input):
        self.parser = parser
        self.start = start
        self.tokenizer_error = tokenizer_error
        self.source = parser.source
        self.end_of_input = end_of_input

    def first_pass(self, incomplete_input):
        """The tree; or raise the error CPython would raise."""
        try:
            tree = self.start()
        except SyntaxError as exc:
            tree, error = None, exc
        except RecursionError:
            tree, error = None, MemoryError(_STACK_OVERFLOW)
        except ValueError as exc:
            # An identifier that is None, True or False once normalized.
            tree, error = None, exc
        else:
            error = None
        if tree is not None:
            self._warn()
            return tree
        if incomplete_input and self._at_end_of_source():
            self._warn(self.parser._fill)
            raise self._incomplete()
        if isinstance(error, (MemoryError, ValueError)):
            self._warn(self.parser._fill)
            raise error
        self._raise_if_tokenizer_error_reached()
        if error is None:
            error = self.second_pass()
        raise self._prefer_tokenizer_error(error)

    def _warn(self, upto=None):
        """Issue the tokenizer's warnings that CPython's has issued once
        its parser read the tokens up to index *upto*; all of them (by
        default) where it read them all, or where it tokenizes the whole
        source to look for an error further on."""
        self.parser.tokenizer_warnings.issue(upto)

    def second_pass(self):
        """The error found by the invalid_ rules, or a generic one.

        _Pypegen_set_syntax_error(): the generic error is at the furthest
        token of the first pass; there an INDENT or a DEDENT is unexpected.
        """
        parser = self.parser
        last = parser._tokens[parser._fill]
        parser.reset_for_error_pass()
        try:
            self.start()
        except SyntaxError as exc:
            self._raise_if_tokenizer_error_reached()
            return exc
        except RecursionError:
            self._warn(parser._fill)
            raise MemoryError(_STACK_OVERFLOW) from None
        except ValueError:
            # Not a syntax error: CPython lets it through as it is.
            self._warn(parser._fill)
            raise
        self._raise_if_tokenizer_error_reached()
        self._warn(parser._fill)
        if last.type == _INDENT:
            raise parser.error_at(IndentationError, "unexpected indent", last)
        if last.type == _DEDENT:
            raise parser.error_at(IndentationError, "unexpected unindent",
                                  last)
        return parser.error_known_location(
            SyntaxError, last.lineno, last.col_offset, last.end_lineno,
            last.end_col_offset, "invalid syntax")

    def check_single_statement(self):
        """bad_single_statement(): nothing but blank lines may follow."""
        parser = self.parser
        for tok in parser._tokens[parser._mark:parser._last + 1]:
            if tok.type not in (tokenize.NEWLINE, _INDENT, _DEDENT,
                                tokenize.ENDMARKER):
                parser.raise_syntax_error(
                    "multiple statements found while compiling a single "
                    "statement")

    # Tokenizer errors

    def _at_end_of_source(self):
        """Whether the parser got to the end of the source."""
        error = self.tokenizer_error
        if self.parser._fill < self.end_of_input:
            return False
        return error is None or error.incomplete

    def _incomplete(self):
        lineno = len(self.source.lines)
        while lineno > 1 and not self.source.lines[lineno - 1].strip():
            lineno -= 1
        line = self.source.line(lineno)
        offset = len(line.rstrip("\n").encode("utf-8")) + 1
        return self.source.syntax_error(IncompleteInputError,
                                        "incomplete input", lineno, offset,
                                        lineno, -1)

    def _raise_if_tokenizer_error_reached(self):
        """The parser read up to the tokenizer's error: CPython raises it."""
        if (self.tokenizer_error is not None
                and self.parser._fill >= self.parser._last):
            self._warn()
            raise self._tokenizer_exception() from None

    def _prefer_tokenizer_error(self, error):
        """_PyPegen_tokenize_full_source_to_check_for_errors().

        An error of the tokenizer further on takes the place of a syntax
        error, unless the tokenizer was then in an f-string or the error is
        one CPython's tokenizer only reports by a code; such an error inside
        brackets is "'(' was never closed", if the innermost one opened on
        an earlier line than the furthest token read.
        """
        if not isinstance(error, SyntaxError):
            return error
        self._warn()
        tokenizer_error = self.tokenizer_error
        if tokenizer_error is None or tokenizer_error.in_fstring:
            return error
        if tokenizer_error.overrides:
            return self._tokenizer_exception()
        if tokenizer_error.unclosed:
            _, lineno, _ = tokenizer_error.brackets[-1]
            if self.parser._tokens[self.parser._fill].lineno > lineno:
                return self._unclosed_error(tokenizer_error.brackets)
        return error

    def _tokenizer_exception(self):
        """The SyntaxError for the tokenizer's error, located as in C."""
        tokenizer_error = self.tokenizer_error
        exc = tokenizer_error.exc
        if exc is None:
            return self._eof_error(tokenizer_error)
        msg, lineno, offset = exc.msg, exc.lineno, exc.offset
        text, end_lineno, end_offset = exc.text, exc.end_lineno, exc.end_offset
        if isinstance(exc, IndentationError):
            text = self.source.line(lineno)
            end_lineno, end_offset = lineno, -1
            if msg != "unindent does not match any outer indentation level":
                offset, end_offset = 1, 0
            elif offset is not None:
                # At the end of the line: of its newline if it has one.
                offset = min(offset, len(text))
        elif msg == _LINECONT:
            offset, end_lineno, end_offset = self._line_continuation(lineno)
            text = self.source.line(lineno)
        details = (self.source.filename, lineno, offset, text, end_lineno,
                   end_offset)
        return type(exc)(msg, details)

    def _line_continuation(self, lineno):
        """Where CPython reports a character after a backslash."""
        line = self.source.lines[lineno - 1]
        last = [tok for tok in self.parser._tokens[:self.parser._last]
                if tok.end_lineno == lineno]
        start = last[-1].end[1] if last else 0
        backslash = line.find("\\", start)
        return backslash + 2, lineno, 0

    def _unclosed_error(self, brackets):
        """raise_unclosed_parentheses_error(): the innermost of the open
        *brackets* was never closed."""
        char, lineno, col = brackets[-1]
        return self.source.syntax_error(
            SyntaxError, f"'{char}' was never closed", lineno, col + 1,
            lineno, 0, self.source.read_lines)

    def _eof_error(self, tokenizer_error):
        """The source ended inside brackets, or after a backslash.

        The latter is reported after the backslash and its newline.
        """
        if tokenizer_error.brackets:
            return self._unclosed_error(tokenizer_error.brackets)
        lines = self.source.lines
        lineno = len(lines)
        while lineno > 1 and "\\" not in lines[lineno - 1]:
            lineno -= 1
        line = lines[lineno - 1]
        offset = len(line[:line.rfind("\\") + 1].encode("utf-8")) + 1
        return self.source.syntax_error(
            SyntaxError, "unexpected EOF while parsing", lineno, offset,
            lineno, -1)
