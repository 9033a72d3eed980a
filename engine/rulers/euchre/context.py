"""What every euchre ruler reads: the case, the law table, the hand replayed and what each seat held."""

from __future__ import annotations

from ...codes.table import EuchreTable
from ...replay.context import Ruled
from .hand import EuchreHand
from .knowledge import EuchreHoldings


class Euchre(Ruled[EuchreTable, EuchreHand, EuchreHoldings]):
    """The shared context, its table and hand typed as euchre's so the euchre rulers can read them."""
