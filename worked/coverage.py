"""Which laws of a code the engine rules on: the law numbers written in the code's law table.

A law table (engine/codes/) is data: dataclasses whose fields hold law numbers ("72",
"44.VI") beside sentences. Every field value that is a law number counts, except the laws the table
lists as named but not yet ruled on (`not_yet_ruled`).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import replace
from functools import cache

from engine import TABLES

# Fields naming laws the engine does not rule under: those not yet ruled on, etiquette (not law), and the laws
# that are not a matter for a ruling (PackLaws).
_NOT_RULED_FIELDS = frozenset({"not_yet_ruled", "etiquette", "no_ruling"})

LAW_NUMBER_RE = re.compile(r"^(?P<number>\d+)(?:\.(?:[IVX]+|[a-z]))?$")


def _numbers(value: object, out: set[str]) -> None:
    if isinstance(value, str):
        m = LAW_NUMBER_RE.match(value)
        if m:
            out.add(m["number"])
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            if f.name not in _NOT_RULED_FIELDS:
                _numbers(getattr(value, f.name), out)
    elif isinstance(value, dict):
        for v in value.values():
            _numbers(v, out)
    elif isinstance(value, tuple | list | frozenset | set):
        for v in value:
            _numbers(v, out)


@cache
def ruled_laws(code: str) -> frozenset[str]:
    """The numbers of the laws the engine rules on in a code; empty for a code it does not know."""
    table = TABLES.get(code)
    if table is None:
        return frozenset()
    found: set[str] = set()
    # The laws the table names only as not covered (a dispute the engine answers with the laws to read) are not ruled.
    _numbers(replace(table, not_covered={}), found)
    return frozenset(found)


@cache
def named_not_ruled(code: str) -> frozenset[str]:
    """The laws the table names as not yet ruled on (the engine says so in its findings)."""
    table = TABLES.get(code)
    found: set[str] = set()
    if table is not None:
        _numbers(table.not_yet_ruled, found)
    return frozenset(found - ruled_laws(code))


def not_for_ruling(code: str) -> dict[str, str]:
    """The laws a table names as not a matter for a ruling, each with the reason."""
    table = TABLES.get(code)
    if table is None or table.pack is None:
        return {}
    return dict(table.pack.no_ruling)
