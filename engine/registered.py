"""Every code the engine rules on, registered: the whist codes and euchre."""

from __future__ import annotations

from . import whist
from .codes import euchre_1888
from .euchre import rulers as euchre
from .registry import CODES, register

register(whist.CLUB)
register(whist.AMERICAN)
register(euchre.code(euchre_1888.TABLE))

__all__ = ["CODES"]
