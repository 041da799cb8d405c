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
import token
import warnings

__all__ = ["KEYWORD", "Token", "TokenizerError", "deferring_warnings",
           "tokenize"]

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

# A \N{...} escape at the end of an f-string's literal part.
_NAMED_ESCAPE = re.compile(r"(?<!\\)(\\\\)*\\N\{[^{}]*\}\Z")


class Token:
    """A token, located as AST nodes are: 1-based lines, byte columns.

    *literal* is what the grammar's string literals are compared with: the
    token's text for names, keywords and operators, None for other tokens.
    INDENT, DEDENT and ENDMARKER tokens have columns of -1, as in CPython.
    *start* and *end* are the (line, character column) positions.
    """

    __slots__ = ("type", "string", "literal", "lineno", "col_offset",
                 "end_lineno", "end_col_offset", "start", "end", "level")

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
        """Whether the source ended inside brackets."""
        return self.exc is None and bool(self.brackets)

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


def tokenize(source, lines, keywords, filename):
    """Tokenize *source* (a str whose lines are *lines*).

    Return (tokens, error) where *error* is a TokenizerError or None.  The
    last token is ENDMARKER or, after an error, ERRORTOKEN.

    The tokenizer's own warnings (an invalid escape before a brace in an
    f-string, a number followed by a name) are issued for *filename*: as
    SyntaxError if warnings are errors, as CPython does.
    """
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        result = _tokenize_source(source, lines, keywords)
    for warning in caught:
        try:
            warnings.warn_explicit(warning.message, warning.category,
                                   filename, warning.lineno)
        except warning.category:
            raise _warning_as_error(source, filename) from None
    return result


def deferring_warnings(function, /, *args, **kwargs):
    """``function(*args, **kwargs)``, the warnings it shows shown only if
    it returns: for the built-in compile() or ast.parse() of a source that
    pep637's parser may have to parse.

    CPython's parser warns as it reads (an invalid escape, a number
    followed by a name): the built-in shows the warnings of the part of a
    source that it read before it rejected it.  pep637's parser then reads
    the whole source and shows all its warnings: those of the built-in
    must not be shown as well.  The warnings filters act as usual (a
    warning that they make an error is the built-in's SyntaxError); only
    the showing is deferred, so that nothing else changes (the registries
    of the warnings module are kept).
    """
    shown = []
    show = warnings._showwarnmsg
    warnings._showwarnmsg = shown.append
    try:
        result = function(*args, **kwargs)
    finally:
        warnings._showwarnmsg = show
    for message in shown:
        show(message)
    return result


def _warning_as_error(source, filename):
    """The SyntaxError that the tokenizer raises for a warning."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        try:
            for _ in _tokenize.TokenizerIter(io.StringIO(source).readline,
                                             extra_tokens=False):
                pass
        except SyntaxError as exc:
            details = (filename, exc.lineno, exc.offset, exc.text,
                       exc.end_lineno, exc.end_offset)
            return SyntaxError(exc.msg, details)
    raise AssertionError("the warning did not come back")


def _tokenize_source(source, lines, keywords):
    columns = _Columns(lines)
    nesting = _Nesting()
    tokens = []
    it = _tokenize.TokenizerIter(io.StringIO(source).readline,
                                 extra_tokens=False)
    try:
        for info in it:
            tok = _make_token(info, keywords, columns)
            nesting.update(tok)
            tokens.append(tok)
    except SyntaxError as exc:
        tokens.append(_error_token(tokens))
        return tokens, nesting.error(exc)
    if not tokens:  # An empty source.
        tokens.append(Token(token.ENDMARKER, "", (1, 0), (1, 0), (1, -1),
                            (1, -1)))
    return tokens, None


def _make_token(info, keywords, columns):
    """A Token, from what TokenizerIter yields."""
    type_, string, start, end, _ = info
    if type_ == token.NAME and string in keywords:
        type_ = KEYWORD
    elif type_ == token.NEWLINE or (
            type_ == token.FSTRING_MIDDLE
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

    def update(self, tok):
        """Take *tok* into account, and set its level."""
        if tok.literal in _OPENING:
            self.brackets.append((tok.literal, tok.lineno, tok.col_offset))
        elif tok.literal in _CLOSING and self.brackets:
            self.brackets.pop()
        elif tok.type == token.FSTRING_START:
            self.fstrings += 1
        elif tok.type == token.FSTRING_END:
            self.fstrings -= 1
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
