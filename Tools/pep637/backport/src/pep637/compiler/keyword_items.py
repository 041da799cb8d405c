"""The keyword items of subscripts, read off the tokens of a source.

The compile pipeline (pep637.compiler) asks whether a source that the
built-in compiler rejected may hold a keyword subscript at all
(has_keyword_items()), on the tokens that pep637.parser then parses: a
source is tokenized once.  The test for an unfinished input and
symtable() read a copy of the source in which the keyword items are made
plain (mask_keyword_items()).  The tokens are those of
pep637.parser.tokenize_source(): up to the first error of the tokenizer,
so that an unfinished or invalid source is read as far as it goes.
"""

import io
from token import NAME

from ..parser.tokens import KEYWORD

__all__ = ["has_keyword_items", "mask_keyword_items"]


def has_keyword_items(tokens):
    """Tell whether *tokens* may hold a keyword subscript, valid or not:
    whether a ``=`` or ``**`` stands right inside a ``[`` (``a[k=1]``,
    ``a[**m]``, ``a[1=2]``).

    Where none does, the fork reads the source as a stock CPython does:
    the built-in's SyntaxError is the fork's.
    """
    brackets = []
    for tok in tokens:
        if tok.literal in ("=", "**") and brackets and brackets[-1] == "[":
            return True
        _track_brackets(tok, brackets)
    return False


def mask_keyword_items(tokenized, blank=False):
    """The text of *tokenized* (a pep637.parser.TokenizedSource) with the
    ``k=`` and ``**`` items of subscripts made plain: ``k==``, ``*``;
    with *blank*, ``  `` (the name blanked too), `` *``.
    """
    lines = io.StringIO(tokenized.text).readlines()
    edits = []
    for name, tok in _keyword_items(tokenized.tokens):
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


def _keyword_items(tokens):
    """Yield (name, token) for each keyword item in a subscript: the
    NAME and ``=`` tokens of ``k=``, None and the token of ``**``.

    A keyword item is ``name =`` or ``**`` right after the ``[`` or a
    ``,`` of the innermost open bracket, when that bracket is a ``[``.
    """
    brackets, before, previous = [], None, None
    for tok in tokens:
        if tok.literal is not None and brackets and brackets[-1] == "[":
            item = _keyword_item(tok, before, previous)
            if item:
                yield item
        _track_brackets(tok, brackets)
        before, previous = previous, tok


def _keyword_item(tok, before, previous):
    """(name, *tok*) if *tok* starts a keyword item, else None."""
    if tok.literal == "**" and _opens_item(previous):
        return None, tok
    if (tok.literal == "=" and previous is not None
            and previous.type in (NAME, KEYWORD) and _opens_item(before)):
        return previous, tok
    return None


def _opens_item(tok):
    """Tell whether an item of a bracket starts after *tok*."""
    return tok is not None and tok.literal in ("[", ",")


def _track_brackets(tok, brackets):
    """Push or pop *tok* on the stack of open *brackets*."""
    if tok.literal in ("(", "[", "{"):
        brackets.append(tok.literal)
    elif tok.literal in (")", "]", "}") and brackets:
        brackets.pop()
