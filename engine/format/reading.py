"""Reading a case's text before it is a case: JSON, Unicode and size, each refused with a message.

Every door (rule_text, manage.py rule, the API, the case pages) reads text through `read_case_text`,
so what cannot be read gets the same words everywhere and never an exception.
"""

from __future__ import annotations

import json

from .errors import CaseError, event_of

MAX_TEXT = 1_000_000  # characters: a case of the largest size the engine reads is well under a tenth of it
MAX_DIGITS = 100  # a whole number longer than this is out of every range of the format
_HUGE = int("1" + "0" * MAX_DIGITS)
NOT_JSON = "The case is not valid JSON"


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
    problem = unicode_problem(document)
    if problem is not None:
        raise UnreadableCase(problem.message if not problem.field else f"{problem.message} ({problem.field})")
    return document


def unicode_problem(document: object) -> CaseError | None:
    """The first text in the document that is not valid Unicode (a lone UTF-16 surrogate), with its path.

    Such text cannot be stored, printed or sent back, so the case is refused before anything reads it.
    """
    if _all_valid(document):
        return None
    stack: list[tuple[object, _Place]] = [(document, None)]
    while stack:
        value, place = stack.pop()
        if isinstance(value, str):
            if _bad_unicode(value):
                return _problem(place, _UNICODE)
        elif isinstance(value, dict):
            for key, item in value.items():
                name = key if isinstance(key, str) else str(key)
                if _bad_unicode(name):
                    return _problem(place, f"{_UNICODE[:-1]} in the name of a field.")
                stack.append((item, (place, name)))
        elif isinstance(value, list):
            stack.extend((item, (place, i)) for i, item in enumerate(value))
    return None


def _all_valid(document: object) -> bool:
    """Whether every text in the document is valid Unicode, read in one pass of json's C encoder: a case is
    read on every ruling and almost never holds a lone surrogate, so the walk that finds where one sits is for
    the case that does. A value the encoder cannot write (not JSON, or nested too deeply) is left to the walk."""
    try:
        _ENCODER.encode(document).encode("utf-8")
    except Exception:  # a lone surrogate refused, or a value the encoder cannot write: the walk reads it
        return False
    return True


_ENCODER = json.JSONEncoder(ensure_ascii=False)  # made once: it keeps no state between documents


# Where a value sits: its container's place and its key or index; written as a path only for a message.
_Place = tuple["_Place", str | int] | None


def _problem(place: _Place, message: str) -> CaseError:
    names: list[str] = []
    while place is not None:
        place, name = place
        names.append(str(name))
    path = ".".join(reversed(names))
    return CaseError(event_of(path), path, message)


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
