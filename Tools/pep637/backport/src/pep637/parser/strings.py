"""String literals and f-strings: the helpers of the grammar's actions.

This is Parser/string_parser.c and the f-string part of
Parser/action_helpers.c.  Escapes are decoded by the codecs CPython uses
(unicode_escape, escape_decode), after the same rewriting of the literal's
text that decode_unicode_with_escapes() does; an invalid escape gives the
same SyntaxWarning, at the same line, or SyntaxError if warnings are errors.
"""

import ast
import codecs
import re
import sys
import token

from .tokens import held_warnings, warn_explicit

# 3.14 added template strings (t-strings), reworded the warning about an
# invalid escape, and checks an f-string's conversion where it reads it.
_PY314 = sys.version_info >= (3, 14)
# The tokens of the literal parts of f-strings and t-strings, which the
# tokenizer checks for invalid escapes before braces itself.
_STRING_PART_TYPES = frozenset(
    getattr(token, name) for name in ("FSTRING_MIDDLE", "FSTRING_END",
                                      "TSTRING_MIDDLE", "TSTRING_END")
    if hasattr(token, name))

__all__ = ["StringActions"]

# An escape (a backslash and the character after it), or a lone backslash
# at the end of the text.
_ESCAPE = re.compile(r"\\(.?)", re.DOTALL)
# What decode_unicode_with_escapes() rewrites: a backslash before a
# non-ASCII character or at the end, and the non-ASCII characters.  An
# escape of an ASCII character is matched as a whole, and kept.
_NON_ASCII = re.compile(r"\\[\x00-\x7f]|\\|[^\x00-\x7f]")
_STR_ESCAPES = frozenset("\n\\'\"abfnrtv01234567xNuU")
_BYTES_ESCAPES = frozenset("\n\\'\"abfnrtv01234567x")
_OCTAL = re.compile(r"[0-7]{1,3}")


def _ascii_escape(match):
    text = match.group()
    if len(text) == 2:
        return text
    if text == "\\":
        return "\\u005c"
    return "\\U%08x" % ord(text)


def _first_invalid_escape(text, valid):
    """The index in *text* of the first invalid escape's character, or -1.

    An octal escape above 0o377 is invalid too; its index is that of its
    first digit.
    """
    for match in _ESCAPE.finditer(text):
        char = match.group(1)
        if char not in valid:
            return match.start(1)
        if "0" <= char <= "7":
            digits = _OCTAL.match(text, match.start(1)).group()
            if int(digits, 8) > 0o377:
                return match.start(1)
    return -1


def _strip_debug_expr(text):
    """_strip_interpolation_debug_expr(): the text of a debug field's
    expression, without the '=' and the blanks (and line continuations)
    after it."""
    end = len(text)
    while end:
        newline = False
        while end and text[end - 1].isspace():
            newline = newline or text[end - 1] in "\r\n"
            end -= 1
        if not newline or not end or text[end - 1] != "\\":
            break
        end -= 1
    if not end or text[end - 1] != "=":
        return text
    return text[:end - 1]


def _is_empty_str(node):
    return (isinstance(node, ast.Constant) and type(node.value) is str
            and not node.value)


class StringActions:
    """The string helpers, as methods of the parser."""

    # Decoding

    def decode_string(self, raw, text, tok):
        """_PyPegen_decode_string(): a str literal's text, decoded."""
        if raw:
            return text
        return self.decode_unicode_with_escapes(text, tok)

    def decode_unicode_with_escapes(self, text, tok):
        if "\\" not in text:
            return text
        text = _NON_ASCII.sub(_ascii_escape, text)
        invalid = _first_invalid_escape(text, _STR_ESCAPES)
        data = text.encode("ascii")
        if invalid < 0:
            return codecs.unicode_escape_decode(data)[0]
        with held_warnings("ignore"):
            value = codecs.unicode_escape_decode(data)[0]
        self.warn_invalid_escape_sequence(text, invalid, tok)
        return value

    def decode_bytes_with_escapes(self, text, tok):
        invalid = _first_invalid_escape(text, _BYTES_ESCAPES)
        data = text.encode("ascii")
        if invalid < 0:
            return codecs.escape_decode(data)[0]
        with held_warnings("ignore"):
            value = codecs.escape_decode(data)[0]
        self.warn_invalid_escape_sequence(text, invalid, tok)
        return value

    def warn_invalid_escape_sequence(self, text, index, tok):
        """warn_invalid_escape_sequence() of Parser/string_parser.c."""
        if self.call_invalid_rules:
            return  # Warned in the first pass already.
        char = text[index]
        if char in "{}" and tok.type in _STRING_PART_TYPES:
            return  # The tokenizer warns about these itself.
        # From 3.14, the warning says more than the error it may become.
        error_msg = None
        if _PY314:
            if "4" <= char <= "7":
                kind, seq = "invalid octal escape sequence", text[index:index + 3]
            else:
                kind, seq = "invalid escape sequence", char
            msg = ('"\\%s" is an %s. Such sequences will not work in the '
                   'future. Did you mean "\\\\%s"? A raw string is also an '
                   'option.' % (seq, kind, seq))
            error_msg = ('"\\%s" is an %s. Did you mean "\\\\%s"? A raw '
                         'string is also an option.' % (seq, kind, seq))
        elif "4" <= char <= "7":
            msg = "invalid octal escape sequence '\\%.3s'" % text[index:]
        else:
            msg = "invalid escape sequence '\\%c'" % char
        lineno = tok.lineno + text.count("\n", 0, index)
        if self.tokenizer_warnings is not None:
            # Those of the tokens read so far come first.
            self.tokenizer_warnings.issue(self._fill)
        try:
            warn_explicit(msg, SyntaxWarning, self.source.filename, lineno,
                          self.source.module)
        except SyntaxWarning:
            col = self._escape_column(text, index, tok, lineno)
            self.raise_error_known_location(SyntaxError, lineno, col - 1,
                                            lineno, col + 1, error_msg or msg)

    @staticmethod
    def _escape_column(text, index, tok, lineno):
        """The column that warn_invalid_escape_sequence() computes."""
        newline = text.rfind("\n", 0, index)
        if newline >= 0:
            return index - newline - 1
        col = tok.col_offset + index
        if lineno == tok.lineno:
            # The quotes that open the literal, if it has no prefix.
            run = len(tok.string) - len(tok.string.lstrip("'\""))
            col += tok.string[:run].count(tok.string[0]) if run else 0
        return col

    def raise_decode_error(self, exc):
        """_Pypegen_raise_decode_error()."""
        errtype = ("unicode error" if isinstance(exc, UnicodeError)
                   else "value error")
        self.raise_syntax_error(f"({errtype}) {exc}")

    # String literals

    def parse_string(self, tok):
        """_PyPegen_parse_string(): the value of a STRING token."""
        s = tok.string
        prefix_end = 0
        while s[prefix_end] not in "'\"":
            prefix_end += 1
        prefix = s[:prefix_end].lower()
        quote = s[prefix_end]
        text = s[prefix_end + 1:-1]
        if len(text) >= 4 and text[0] == text[1] == quote:
            text = text[2:-2]
        raw = "r" in prefix or "\\" not in text
        try:
            if "b" in prefix:
                if not text.isascii():
                    self.raise_syntax_error_known_location(
                        tok, "bytes can only contain ASCII literal characters")
                if raw:
                    return text.encode("ascii")
                return self.decode_bytes_with_escapes(text, tok)
            return self.decode_string(raw, text, tok)
        except (UnicodeError, ValueError) as exc:
            self.raise_decode_error(exc)

    def constant_from_string(self, tok):
        """_PyPegen_constant_from_string(): a Constant for a STRING."""
        return ast.Constant(
            self.parse_string(tok), "u" if tok.string[0] == "u" else None,
            lineno=tok.lineno, col_offset=tok.col_offset,
            end_lineno=tok.end_lineno, end_col_offset=tok.end_col_offset)

    # f-strings

    def constant_from_token(self, tok):
        """_PyPegen_constant_from_token(): a part of an f-string, raw.

        joined_str() decodes it, once it knows whether the f-string is raw.
        """
        return ast.Constant(
            tok.string, lineno=tok.lineno, col_offset=tok.col_offset,
            end_lineno=tok.end_lineno, end_col_offset=tok.end_col_offset)

    def decoded_constant_from_token(self, tok):
        """_PyPegen_decoded_constant_from_token(): a part of a format spec.

        From 3.14, that of a raw f-string (or t-string) is not decoded.
        """
        start = tok.string_start
        if _PY314 and start is not None and "r" in start.string.lower():
            value = tok.string
        else:
            value = None
        try:
            if value is None:
                value = self.decode_unicode_with_escapes(tok.string, tok)
        except (UnicodeError, ValueError) as exc:
            self.raise_decode_error(exc)
        return ast.Constant(
            value, lineno=tok.lineno, col_offset=tok.col_offset,
            end_lineno=tok.end_lineno, end_col_offset=tok.end_col_offset)

    def decode_fstring_part(self, raw, constant, tok):
        """_PyPegen_decode_fstring_part()."""
        text = constant.value
        if text in ("{{", "}}"):
            text = text[0]
        raw = raw or "\\" not in text
        try:
            value = self.decode_string(raw, text, tok)
        except (UnicodeError, ValueError) as exc:
            if _PY314:  # Located at the part, not where the parser is.
                errtype = ("unicode error" if isinstance(exc, UnicodeError)
                           else "value error")
                self.raise_syntax_error_known_location(
                    constant, f"({errtype}) {exc}")
            self.raise_decode_error(exc)
        return ast.Constant(
            value, lineno=constant.lineno, col_offset=constant.col_offset,
            end_lineno=constant.end_lineno,
            end_col_offset=constant.end_col_offset)

    def joined_str(self, start, items, end):
        """_PyPegen_joined_str(): the JoinedStr of one f-string.

        The debug text and value of a ``{x=}`` field are spliced in, the
        literal parts decoded, and those that decode to nothing dropped.
        """
        return ast.JoinedStr(
            self._resized_exprs(start, items, end), lineno=start.lineno,
            col_offset=start.col_offset, end_lineno=end.end_lineno,
            end_col_offset=end.end_col_offset)

    def template_str(self, start, items, end):
        """_PyPegen_template_str(): the TemplateStr of one t-string (3.14)."""
        return ast.TemplateStr(
            self._resized_exprs(start, items, end), lineno=start.lineno,
            col_offset=start.col_offset, end_lineno=end.end_lineno,
            end_col_offset=end.end_col_offset)

    def _resized_exprs(self, start, items, end):
        """_get_resized_exprs(): the values of an f-string or t-string."""
        raw = "r" in start.string.lower()
        values = []
        for item in items:
            if isinstance(item, ast.JoinedStr):
                values.extend(item.values)
                continue
            if isinstance(item, ast.Constant):
                item = self.decode_fstring_part(raw, item, end)
                if _is_empty_str(item):
                    continue
            values.append(item)
        return values

    def check_fstring_conversion(self, bang, conv):
        """_PyPegen_check_fstring_conversion(): the '!' touches the name.

        From 3.14, the conversion character is checked here too, and the
        messages name the kind of string ("t-string: ...").
        """
        if not _PY314:
            if (bang.lineno != conv.lineno
                    or bang.end_col_offset != conv.col_offset):
                self.raise_syntax_error_known_range(
                    bang, conv,
                    "f-string: conversion type must come right after the"
                    " exclamanation mark")
            return conv, bang
        prefix = self._string_prefix(bang)
        if (bang.lineno != conv.lineno
                or bang.end_col_offset != conv.col_offset):
            self.raise_syntax_error_known_range(
                bang, conv,
                f"{prefix}-string: conversion type must come right after the"
                f" exclamation mark")
        if len(conv.id) > 1 or conv.id not in "sra":
            self.raise_syntax_error_known_location(
                conv, f"{prefix}-string: invalid conversion character "
                f"{conv.id!r}: expected 's', 'r', or 'a'")
        return conv, bang

    @staticmethod
    def _string_prefix(tok):
        """TOK_GET_STRING_PREFIX(): 't' in a t-string, 'f' otherwise."""
        start = tok.string_start
        if start is not None and "t" in start.string.lower():
            return "t"
        return "f"

    def setup_full_format_spec(self, colon, spec, **location):
        """_PyPegen_setup_full_format_spec(): a format spec's JoinedStr."""
        spec = [item for item in spec if not _is_empty_str(item)]
        if not spec or (len(spec) == 1 and isinstance(spec[0], ast.Constant)):
            result = ast.JoinedStr(spec, **location)
        else:
            result = self.concatenate_strings(spec, **location)
        return result, colon

    def formatted_value(self, expression, lbrace, debug, conversion,
                        format_spec, rbrace, *, lineno, col_offset,
                        end_lineno, end_col_offset):
        """_PyPegen_formatted_value(): a replacement field of an f-string.

        A field with '=' gives a JoinedStr of its text and its value, which
        joined_str() splices into the f-string.
        """
        value = ast.FormattedValue(
            expression, self._conversion(conversion, debug, format_spec),
            format_spec[0] if format_spec else None,
            lineno=lineno, col_offset=col_offset, end_lineno=end_lineno,
            end_col_offset=end_col_offset)
        if not debug:
            return value
        if conversion:
            debug_end = (conversion[0].lineno, conversion[0].col_offset)
            text_end = conversion[1]
        elif format_spec:
            debug_end = (format_spec[0].lineno, format_spec[0].col_offset + 1)
            text_end = format_spec[1]
        else:
            debug_end = (end_lineno, end_col_offset)
            text_end = rbrace
        text = ast.Constant(
            self._debug_text(lbrace, text_end), lineno=lineno,
            col_offset=col_offset + 1, end_lineno=debug_end[0],
            end_col_offset=debug_end[1] - 1)
        return ast.JoinedStr(
            [text, value], lineno=lineno, col_offset=col_offset,
            end_lineno=debug_end[0], end_col_offset=debug_end[1])

    def interpolation(self, expression, lbrace, debug, conversion,
                      format_spec, rbrace, *, lineno, col_offset,
                      end_lineno, end_col_offset):
        """_PyPegen_interpolation(): a replacement field of a t-string.

        Its ``str`` is the text of the expression (without the '=' of a
        debug field and what follows it); a field with '=' gives a
        JoinedStr of its text and its value, as in formatted_value().
        """
        if conversion:
            debug_end = (conversion[0].lineno, conversion[0].col_offset)
            text_end = conversion[1]
        elif format_spec:
            debug_end = (format_spec[0].lineno, format_spec[0].col_offset + 1)
            text_end = format_spec[1]
        else:
            debug_end = (end_lineno, end_col_offset)
            text_end = rbrace
        text = self._debug_text(lbrace, text_end)
        value = ast.Interpolation(
            expression, _strip_debug_expr(text) if debug else text,
            self._conversion(conversion, debug, format_spec),
            format_spec[0] if format_spec else None,
            lineno=lineno, col_offset=col_offset, end_lineno=end_lineno,
            end_col_offset=end_col_offset)
        if not debug:
            return value
        text = ast.Constant(
            text, lineno=lineno, col_offset=col_offset + 1,
            end_lineno=debug_end[0], end_col_offset=debug_end[1] - 1)
        return ast.JoinedStr(
            [text, value], lineno=lineno, col_offset=col_offset,
            end_lineno=debug_end[0], end_col_offset=debug_end[1])

    def _conversion(self, conversion, debug, format_spec):
        if conversion:
            name = conversion[0]
            if _PY314:  # Checked by check_fstring_conversion().
                return ord(name.id[0])
            if len(name.id) > 1 or name.id not in "sra":
                self.raise_syntax_error_known_location(
                    name, "f-string: invalid conversion character %r: "
                    "expected 's', 'r', or 'a'" % name.id)
            return ord(name.id)
        if debug and not format_spec:
            return ord("r")
        return -1

    def _debug_text(self, lbrace, end):
        """The text of a '=' field, from after '{' to *end* (a token).

        As the tokenizer does, comments are left out (but not their
        newlines); before 3.14, from any '#' to the end of its line.
        """
        text = self.source.text(lbrace.end, end.start)
        if "#" in text:
            if _PY314:
                text = self._without_comments(lbrace, end)
            else:  # 3.13 cuts from any '#', in a string or not.
                text = re.sub(r"#[^\n]*", "", text)
        return text

    def _without_comments(self, lbrace, end):
        """The text from after *lbrace* to *end* (tokens), its comments
        (a '#' between two tokens, up to the end of its line) left out."""
        tokens = self._tokens
        index = next(i for i, tok in enumerate(tokens) if tok is lbrace)
        parts = []
        while tokens[index] is not end:
            tok, following = tokens[index], tokens[index + 1]
            gap = self.source.text(tok.end, following.start)
            parts.append(re.sub(r"#[^\n]*", "", gap))
            if following is not end:
                parts.append(self.source.text(following.start,
                                              following.end))
            index += 1
        return "".join(parts)

    def concatenate_strings(self, strings, **location):
        """_PyPegen_concatenate_strings(): adjacent literals as one node."""
        kinds = {type(s.value) is bytes for s in strings
                 if isinstance(s, ast.Constant)}
        fstring = any(not isinstance(s, ast.Constant) for s in strings)
        if True in kinds and (False in kinds or fstring):
            self.raise_syntax_error("cannot mix bytes and nonbytes literals")
        if True in kinds:
            value = b"".join(s.value for s in strings)
            return ast.Constant(value, strings[0].kind, **location)
        if not fstring and len(strings) == 1:
            return strings[0]
        flat = []
        for s in strings:
            if isinstance(s, ast.JoinedStr):
                flat.extend(s.values)
            else:
                flat.append(s)
        values = self._fold_constants(flat, fstring)
        if not fstring:
            return values[0]
        return ast.JoinedStr(values, **location)

    def concatenate_tstrings(self, strings, **location):
        """_PyPegen_concatenate_tstrings(): adjacent t-strings as one."""
        flat = []
        for s in strings:
            flat.extend(s.values)
        return ast.TemplateStr(self._fold_constants(flat, True), **location)

    @staticmethod
    def _fold_constants(flat, fstring):
        """Join runs of adjacent Constants; in f-strings drop empty ones."""
        values = []
        i = 0
        while i < len(flat):
            elem = flat[i]
            if isinstance(elem, ast.Constant):
                j = i
                while j + 1 < len(flat) and isinstance(flat[j + 1],
                                                       ast.Constant):
                    j += 1
                if j > i:
                    last = flat[j]
                    elem = ast.Constant(
                        "".join(c.value for c in flat[i:j + 1]), elem.kind,
                        lineno=elem.lineno, col_offset=elem.col_offset,
                        end_lineno=last.end_lineno,
                        end_col_offset=last.end_col_offset)
                    i = j
                if fstring and _is_empty_str(elem):
                    i += 1
                    continue
            values.append(elem)
            i += 1
        return values
