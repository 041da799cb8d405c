"""The tokens the generated parser reads, from CPython's own tokenizer.

The tokenizer is the one the tokenize module wraps, _tokenize.TokenizerIter,
run without the extra tokens tokenize adds (comments, NL): it then yields the
very tokens that CPython's parser sees, with their exact types.  What
CPython's parser adds or counts otherwise is done here:

* a NAME that is a keyword of the grammar gets the type KEYWORD, so that
  the NAME rule never matches it;
* columns are counted in UTF-8 bytes, as the AST counts them, where the
  tokenizer counts characters;
* the end of a NEWLINE includes the newline, and the end of an f-string
  part that ends in an escaped brace ('{{') includes the second brace;
* each token knows how many brackets are open after it (its level).

The whole source is tokenized before parsing starts.  A tokenizer error
ends the tokens with an ERRORTOKEN and is kept in a TokenizerError: the
parser raises it if it reads that far, or as CPython lets tokenizer errors
take the place of syntax errors.
"""

import _tokenize
import io
import re
import sys
import token
import warnings

__all__ = ["KEYWORD", "Token", "TokenizerError", "PendingWarnings", "tokenize",
           "warn_explicit"]

# The type of a NAME token that is a keyword of the grammar.
KEYWORD = token.NT_OFFSET + 1

# The types whose tokens the grammar's string literals ('if', '(', "match")
# match: names, keywords and operators.
_LITERAL_TYPES = frozenset(
    {token.NAME, KEYWORD, *token.EXACT_TOKEN_TYPES.values()})

# The messages of the errors that _tokenize makes of an error code.
_CODE_ERRORS = frozenset({
    "invalid token",
    "unindent does not match any outer indentation level",
    "inconsistent use of tabs and spaces in indentation",
    "too many levels of indentation",
    "unexpected character after line continuation character",
})

_OPENING = {"(": ")", "[": "]", "{": "}"}
_CLOSING = frozenset(_OPENING.values())

# The tokens of template strings (3.14 and later); None before.
_TSTRING_START = getattr(token, "TSTRING_START", None)
_TSTRING_MIDDLE = getattr(token, "TSTRING_MIDDLE", None)
_TSTRING_END = getattr(token, "TSTRING_END", None)
_STRING_STARTS = frozenset({token.FSTRING_START, _TSTRING_START} - {None})
_STRING_ENDS = frozenset({token.FSTRING_END, _TSTRING_END} - {None})
_STRING_MIDDLES = frozenset({token.FSTRING_MIDDLE, _TSTRING_MIDDLE} - {None})

# A \N{...} escape at the end of an f-string's literal part.
_NAMED_ESCAPE = re.compile(r"(?<!\\)(\\\\)*\\N\{[^{}]*\}\Z")


class Token:
    """A token, located as AST nodes are: 1-based lines, byte columns.

    *literal* is what the grammar's string literals are compared with: the
    token's text for names, keywords and operators, None for other tokens.
    INDENT, DEDENT and ENDMARKER tokens have columns of -1, as in CPython.
    *start* and *end* are the (line, character column) positions.
    *string_start* is the FSTRING_START (or TSTRING_START) token of the
    innermost f-string (or t-string) that the token is part of, or None:
    what the C tokenizer's mode tells the parser (TOK_GET_STRING_PREFIX,
    whether the string is raw).
    """

    __slots__ = ("type", "string", "literal", "lineno", "col_offset",
                 "end_lineno", "end_col_offset", "start", "end", "level",
                 "string_start")

    def __init__(self, type, string, start, end, byte_start, byte_end):
        self.type = type
        self.string = string
        self.literal = string if type in _LITERAL_TYPES else None
        if type == token.NOTEQUAL:
            # '<>' (with barry_as_FLUFL) is the same token as '!='.
            self.literal = "!="
        self.start = start  # (line, column in characters)
        self.end = end
        self.lineno, self.col_offset = byte_start
        self.end_lineno, self.end_col_offset = byte_end
        self.level = 0  # How many brackets are open after this token.
        self.string_start = None

    def __repr__(self):
        return (f"Token({token.tok_name.get(self.type, 'KEYWORD')}, "
                f"{self.string!r}, {self.start}, {self.end})")


class TokenizerError:
    """A tokenizer error, waiting for the parser to reach it.

    *exc* is the exception to raise, or None when the source ended inside
    brackets, which the parser reports itself.  *brackets* lists the
    brackets left open, as (character, line, byte column).
    """

    def __init__(self, exc, brackets, in_fstring):
        self.exc = exc
        self.brackets = brackets
        self.in_fstring = in_fstring

    @property
    def overrides(self):
        """Whether the error takes the place of a parser's error.

        Most tokenizer errors do; those that CPython's tokenizer reports
        with a code and no exception (listed in _CODE_ERRORS) count only
        if the parser reads up to them.
        """
        return self.exc is not None and self.exc.msg not in _CODE_ERRORS

    @property
    def unclosed(self):
        """Whether the error is one that CPython's tokenizer reports with
        a code, no exception (the end of the source, or one of
        _CODE_ERRORS), inside brackets: a parser's error after the line
        of the innermost one is then "'(' was never closed"."""
        return bool(self.brackets) and not self.overrides

    @property
    def incomplete(self):
        """Whether more source could still make the input valid."""
        if self.exc is None:
            return True
        return self.exc.msg.startswith("unterminated triple-quoted")


class _Columns:
    """Converts character columns to byte columns, line by line."""

    def __init__(self, lines):
        self.lines = lines
        self.ascii = all(line.isascii() for line in lines)

    def to_bytes(self, lineno, col):
        if self.ascii or col <= 0:
            return col
        line = self.lines[lineno - 1] if lineno <= len(self.lines) else ""
        if line.isascii():
            return col
        # Past the end: the newline that ends a NEWLINE token.
        beyond = max(0, col - len(line))
        return len(line[:col].encode("utf-8", "surrogatepass")) + beyond


class held_warnings:
    """``warnings.catch_warnings(record=True, action=action)``: the list
    of the warnings issued inside (with "error", the first one raises),
    without the change that catch_warnings() makes to the version of the
    filters on entry and on exit.  That change makes every module's
    ``__warningregistry__`` forget the warnings it has shown: a warning
    shown once by the "default" action would be shown again after every
    source the package compiles, where the fork's compiler shows it once.

    With context-aware warnings (``-X context_aware_warnings``, 3.14 and
    later), the filters are a context's, not the module's: it is then
    catch_warnings().  Like catch_warnings(), it is not thread-safe.
    """

    def __init__(self, action):
        self._action = action
        self._saved = self._catcher = None

    def __enter__(self):
        if getattr(sys.flags, "context_aware_warnings", False):
            self._catcher = warnings.catch_warnings(record=True,
                                                    action=self._action)
            return self._catcher.__enter__()
        caught = []
        self._saved = warnings.filters, warnings._showwarnmsg
        warnings.filters = [(self._action, None, Warning, None, 0)]
        warnings._showwarnmsg = caught.append
        return caught

    def __exit__(self, *exc_info):
        if self._catcher is not None:
            return self._catcher.__exit__(*exc_info)
        warnings.filters, warnings._showwarnmsg = self._saved
        return None


def tokenize(source, lines, keywords):
    """Tokenize *source* (a str whose lines are *lines*).

    Return (tokens, error, warnings) where *error* is a TokenizerError or
    None, and *warnings* the tokenizer's own warnings (an invalid escape
    before a brace in an f-string, a number followed by a name), not
    issued yet, as (token, warning) pairs: CPython's tokenizer issues a
    warning when the parser reads the token that it comes with
    (see PendingWarnings).  The last token is ENDMARKER or, after an
    error, ERRORTOKEN.
    """
    with held_warnings("always") as caught:
        return _tokenize_source(source, lines, keywords, caught)


class PendingWarnings:
    """The warnings of tokenize() that CPython's tokenizer has not issued
    yet: it issues each one when its parser reads the token that it comes
    with, so that the warnings of a source are those of the part that the
    parser reads, in the order it reads it (with those of its actions).

    *tokens* are those that the parser reads (changed after tokenize()).
    *module* is the module name of the warnings (None: the file's).
    """

    def __init__(self, pending, tokens, source, filename, module=None):
        self._source = source
        self._filename = filename
        self._module = module
        self._pending = []
        if pending:
            index = {id(tok): i for i, tok in enumerate(tokens)}
            self._pending = [(index.get(id(tok), len(tokens) - 1), warning)
                             for tok, warning in pending]

    def issue(self, upto=None):
        """Issue the warnings of the tokens up to index *upto* (all by
        default): as SyntaxError if warnings are errors, as CPython
        does."""
        pending = self._pending
        count = 0
        while count < len(pending) and (upto is None
                                        or pending[count][0] <= upto):
            count += 1
        issued, pending[:count] = pending[:count], []
        for _, warning in issued:
            try:
                warn_explicit(warning.message, warning.category,
                              self._filename, warning.lineno, self._module)
            except warning.category:
                raise _warning_as_error(self._source,
                                        self._filename) from None


def warn_explicit(message, category, filename, lineno, module=None,
                  registry=None):
    """warnings.warn_explicit() of a warning of the compiler, for the
    module *module* or, when it is None, as the compiler does without
    one (an explicit None would make warn_explicit() drop the warning)."""
    if module is None:
        warnings.warn_explicit(message, category, filename, lineno,
                               registry=registry)
    else:
        warnings.warn_explicit(message, category, filename, lineno, module,
                               registry)


def _warning_as_error(source, filename):
    """The SyntaxError that the tokenizer raises for a warning."""
    with held_warnings("error"):
        try:
            for _ in _tokenize.TokenizerIter(io.StringIO(source).readline,
                                             extra_tokens=False):
                pass
        except SyntaxError as exc:
            details = (filename, exc.lineno, exc.offset, exc.text,
                       exc.end_lineno, exc.end_offset)
            return SyntaxError(exc.msg, details)
    raise AssertionError("the warning did not come back")


def _tokenize_source(source, lines, keywords, caught):
    """tokenize(), the warnings caught in the list *caught*."""
    columns = _Columns(lines)
    nesting = _Nesting()
    tokens = []
    pending = []
    it = _tokenize.TokenizerIter(io.StringIO(source).readline,
                                 extra_tokens=False)
    try:
        for info in it:
            tok = _make_token(info, keywords, columns)
            nesting.update(tok)
            tokens.append(tok)
            if caught:
                pending.extend((tok, warning) for warning in caught)
                caught.clear()
    except SyntaxError as exc:
        tokens.append(_error_token(tokens))
        pending.extend((tokens[-1], warning) for warning in caught)
        return tokens, nesting.error(exc), pending
    if not tokens:  # An empty source.
        tokens.append(Token(token.ENDMARKER, "", (1, 0), (1, 0), (1, -1),
                            (1, -1)))
    pending.extend((tokens[-1], warning) for warning in caught)
    return tokens, None, pending


def _make_token(info, keywords, columns):
    """A Token, from what TokenizerIter yields."""
    type_, string, start, end, _ = info
    if type_ == token.NAME and string in keywords:
        type_ = KEYWORD
    elif type_ == token.NEWLINE or (
            type_ in _STRING_MIDDLES
            and _ends_in_double_brace(string, end, columns.lines)):
        # CPython counts the newline, or the second brace, in the
        # token's end column; the tokenize module does not.
        end = (end[0], end[1] + 1)
    return Token(type_, string, start, end,
                 (start[0], columns.to_bytes(*start)),
                 (end[0], columns.to_bytes(*end)))


class _Nesting:
    """The brackets and f-strings open at a point of the tokens."""

    def __init__(self):
        self.brackets = []  # (character, line, byte column)
        self.fstrings = 0
        self.strings = []  # The FSTRING_START/TSTRING_START tokens open.

    def update(self, tok):
        """Take *tok* into account, and set its level."""
        if tok.literal in _OPENING:
            self.brackets.append((tok.literal, tok.lineno, tok.col_offset))
        elif tok.literal in _CLOSING and self.brackets:
            self.brackets.pop()
        elif tok.type in _STRING_STARTS:
            self.fstrings += 1
            self.strings.append(tok)
        if self.strings:
            tok.string_start = self.strings[-1]
        if tok.type in _STRING_ENDS:
            self.fstrings -= 1
            if self.strings:
                self.strings.pop()
        tok.level = len(self.brackets)

    def error(self, exc):
        """The TokenizerError for *exc*, raised here by the tokenizer."""
        if exc.msg == "unexpected EOF in multi-line statement":
            exc = None
        return TokenizerError(exc, self.brackets, self.fstrings > 0)


def _ends_in_double_brace(string, end, lines):
    """Whether an FSTRING_MIDDLE ends in an escaped brace ('{{' or '}}').

    Its text has one brace; CPython counts both in its end column.
    """
    if not string or string[-1] not in "{}" or _NAMED_ESCAPE.search(string):
        return False
    line = lines[end[0] - 1]
    return end[1] < len(line) and line[end[1]] == string[-1]


def _error_token(tokens):
    """The ERRORTOKEN that stands for a tokenizer error."""
    if tokens:
        position = (tokens[-1].end_lineno, tokens[-1].end_col_offset)
    else:
        position = (1, 0)
    return Token(token.ERRORTOKEN, "", position, position, position, position)
