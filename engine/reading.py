"""Reading a case's text before it is a case: JSON, Unicode and size, each refused with a message.

Every door (rule_text, manage.py rule, the API, the case pages) reads text through `read_case_text`,
so what cannot be read gets the same words everywhere and never an exception.
"""

from __future__ import annotations

import json
import marshal
import re
from typing import Any, cast

from .errors import CaseError, event_of

MAX_TEXT = 1_000_000  # characters: a case of the largest size the engine reads is well under a tenth of it
MAX_DIGITS = 100  # a whole number longer than this is out of every range of the format
_HUGE = int("1" + "0" * MAX_DIGITS)
NOT_JSON = "The case is not valid JSON"
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
# UTF-8 never holds these two bytes together: ED A0-BF begins U+D800-U+DFFF, the surrogates.
_SURROGATE_BYTES = re.compile(rb"\xed[\xa0-\xbf]")


class UnreadableCase(ValueError):
    """The text cannot be read as a case: not UTF-8, not JSON, not valid Unicode, or far too large."""


def read_case_text(text: str | bytes | bytearray) -> object:
    """The JSON value of the text, or UnreadableCase saying in a referee's words why it cannot be read."""
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise UnreadableCase(f"{NOT_JSON}: it is not UTF-8 text.") from None
    if not isinstance(text, str):
        raise UnreadableCase(f"{NOT_JSON}: no text was given.")
    if len(text) > MAX_TEXT:
        raise UnreadableCase(
            f"The case is {len(text):,} characters long; the engine reads cases of at most {MAX_TEXT:,}."
        )
    try:
        # A file saved with a byte-order mark is still the referee's JSON.
        document = json.loads(text.removeprefix("\ufeff"), parse_constant=_no_constants, parse_int=_whole_number)
    except json.JSONDecodeError as exc:
        raise UnreadableCase(f"{NOT_JSON}: {exc.msg} (line {exc.lineno}, column {exc.colno})") from None
    except _NotJson as exc:
        raise UnreadableCase(f"{NOT_JSON}: {exc}") from None
    except RecursionError:
        raise UnreadableCase(f"{NOT_JSON}: it is nested too deeply to read.") from None
    # A lone surrogate comes from a \uD800-\uDFFF escape, or from a Python str that is not UTF-8.
    problem = unicode_problem(document) if _SURROGATE_ESCAPE.search(text) or _bad_unicode(text) else None
    if problem is not None:
        raise UnreadableCase(problem.message if not problem.field else f"{problem.message} ({problem.field})")
    return document


def unicode_problem(document: object) -> CaseError | None:
    """The first text in the document that is not valid Unicode (a lone UTF-16 surrogate), with its path.

    Such text cannot be stored, printed or sent back, so the case is refused before anything reads it.
    """
    if _all_text_valid(document):
        return None
    stack: list[tuple[object, str]] = [(document, "")]
    while stack:
        value, path = stack.pop()
        if isinstance(value, str):
            if _bad_unicode(value):
                return CaseError(event_of(path), path, _UNICODE)
        elif isinstance(value, dict):
            for key, item in value.items():
                name = key if isinstance(key, str) else str(key)
                if _bad_unicode(name):
                    return CaseError(event_of(path), path, f"{_UNICODE[:-1]} in the name of a field.")
                stack.append((item, f"{path}.{name}" if path else name))
        elif isinstance(value, list):
            stack.extend((item, f"{path}.{i}" if path else str(i)) for i, item in enumerate(value))
    return None


def _all_text_valid(document: object) -> bool:
    """The common case settled at C speed: every key and string encodes as UTF-8. Anything this cannot
    serialise (a huge number, a value that is not JSON) leaves the answer to the walk, which names the place.

    First the quickest look: marshal writes text that is not ASCII as UTF-8, a lone surrogate included
    (as ED A0-BF ..., bytes valid text never holds), several times faster than json.dumps. Where those
    bytes appear (a surrogate, or by chance in a length or a number) or marshal refuses the value (a
    subclass of str or dict, nesting too deep), json.dumps decides as before."""
    try:
        written = marshal.dumps(cast(Any, document))  # ValueError for what it cannot write
        if _SURROGATE_BYTES.search(written) is None:
            return True
    except ValueError:
        pass
    try:
        json.dumps(document, ensure_ascii=False).encode("utf-8")
    except (UnicodeEncodeError, ValueError, TypeError, RecursionError):
        return False
    return True


_UNICODE = "The case holds text that is not valid Unicode (a lone surrogate such as \\ud800)."


def _bad_unicode(text: str) -> bool:
    if text.isascii():
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


class _NotJson(ValueError):
    pass


def _no_constants(name: str) -> object:
    """NaN and Infinity are not JSON, though Python's reader accepts them."""
    raise _NotJson(f"{name} is not a JSON value")


def _whole_number(digits: str) -> int:
    """A whole number; one of thousands of digits is read as a huge number, refused by the range it is in.

    Python refuses to convert more than 4,300 digits, and long conversions are slow: nothing in the
    format is near MAX_DIGITS digits, so the exact value does not matter.
    """
    if len(digits) <= MAX_DIGITS:
        return int(digits)
    return -_HUGE if digits.startswith("-") else _HUGE
