"""The keyword items of subscripts, read off the tokens of a source.

Before any parser runs, the compile pipeline (pep637.compiler) asks
whether a source the built-in compiler rejected may hold a keyword
subscript at all (may_have_keyword_items()); the REPL's test for an
unfinished input and symtable() read a copy of the source in which the
keyword items are made plain (mask_keyword_items()).  Tokens come from
the tokenize module, up to its first error: an unfinished or invalid
source is read as far as it goes.
"""

import io
import tokenize

__all__ = ["source_text", "may_have_keyword_items", "mask_keyword_items"]


def source_text(source):
    """*source* (str or bytes) decoded as compile() decodes it."""
    if isinstance(source, str):
        return source
    from importlib.util import decode_source
    return decode_source(bytes(source))


def may_have_keyword_items(source):
    """Tell whether *source* may hold a keyword subscript, valid or not:
    whether a ``=`` or ``**`` stands right inside a ``[`` (``a[k=1]``,
    ``a[**m]``, ``a[1=2]``), or the source cannot be read.

    Where none does, the fork reads the source as a stock CPython does:
    the built-in's SyntaxError is the fork's.  Tokens are read up to the
    first error of the tokenizer, which both parsers reach alike.
    """
    try:
        text = source_text(source)
    except (SyntaxError, UnicodeError, ValueError):
        return True
    brackets = []
    try:
        for tok in _tokens(text):
            if (tok.type == tokenize.OP and tok.string in ("=", "**")
                    and brackets and brackets[-1] == "["):
                return True
            _track_brackets(tok, brackets)
    except (tokenize.TokenError, SyntaxError):
        pass
    return False


def mask_keyword_items(text, blank=False):
    """*text* with ``k=`` and ``**`` items of subscripts made plain:
    ``k==``, ``*``; with *blank*, ``  `` (the name blanked too), `` *``.
    """
    lines = io.StringIO(text).readlines()
    edits = []
    for name, tok in _keyword_items(text):
        if not blank:
            new = "==" if tok.string == "=" else "*"
            edits.append((tok.start, tok.string, new))
        elif name is None:
            edits.append((tok.start, "**", " *"))
        else:
            edits.append((name.start, name.string, " " * len(name.string)))
            edits.append((tok.start, "=", " "))
    for (row, col), old, new in reversed(edits):
        line = lines[row - 1]
        lines[row - 1] = line[:col] + new + line[col + len(old):]
    return "".join(lines)


def _tokens(text):
    return tokenize.generate_tokens(io.StringIO(text).readline)


def _keyword_items(text):
    """Yield (name, token) for each keyword item in a subscript: the
    NAME and ``=`` tokens of ``k=``, None and the token of ``**``.

    A keyword item is ``name =`` or ``**`` right after the ``[`` or a
    ``,`` of the innermost open bracket, when that bracket is a ``[``.
    Tokens stop at the first tokenizer error (an unfinished source).
    """
    brackets, last = [], [None, None]
    try:
        for tok in _tokens(text):
            if tok.type in (tokenize.NL, tokenize.COMMENT):
                continue
            if tok.type == tokenize.OP and brackets and brackets[-1] == "[":
                item = _keyword_item(tok, *last)
                if item:
                    yield item
            _track_brackets(tok, brackets)
            last = [last[1], tok]
    except (tokenize.TokenError, SyntaxError):
        return


def _keyword_item(tok, before, previous):
    """(name, *tok*) if *tok* starts a keyword item, else None."""
    if tok.string == "**" and _opens_item(previous):
        return None, tok
    if (tok.string == "=" and previous is not None
            and previous.type == tokenize.NAME and _opens_item(before)):
        return previous, tok
    return None


def _opens_item(tok):
    """Tell whether an item of a bracket starts after *tok*."""
    return (tok is not None and tok.type == tokenize.OP
            and tok.string in ("[", ","))


def _track_brackets(tok, brackets):
    """Push or pop *tok* on the stack of open *brackets*."""
    if tok.type != tokenize.OP:
        return
    if tok.string in ("(", "[", "{"):
        brackets.append(tok.string)
    elif tok.string in (")", "]", "}") and brackets:
        brackets.pop()
