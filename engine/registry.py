"""The codes the engine rules on, each registered with its table, its replay, its rulers and its scorer.

The shared core (the ruling, the rulers) knows no code; each code's rulers make its `Code`
(rulers/whist.py for the Club Code and the American laws, rulers/euchre/rulers.py for euchre), and this
module brings them all in.
"""

from __future__ import annotations

from .codes import euchre_1888
from .rulers import whist
from .rulers.base import Code
from .rulers.euchre import rulers as euchre

CODES: dict[str, Code] = {
    code.table.code: code for code in (whist.CLUB, whist.AMERICAN, euchre.code(euchre_1888.TABLE))
}

__all__ = ["CODES"]
