"""The codes the engine rules on, each registered with its table, its replay, its rulers and its scorer.

The shared core (the ruling, the rulers) knows no code; each code's package registers itself here
(whist.py for the Club Code and the American laws, euchre/rulers.py for euchre), and registered.py
brings them all in.
"""

from __future__ import annotations

from .ruler import Code

CODES: dict[str, Code] = {}


def register(code: Code) -> None:
    CODES[code.table.code] = code
