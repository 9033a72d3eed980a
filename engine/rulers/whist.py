"""The whist codes registered: the Club Code of 1864 and the American laws of 1890, on the shared replay.

They share every ruler but one: where the Club Code lets the adversaries call cards (leads out of turn,
exposed cards), the American laws take a point (Law 18).
"""

from __future__ import annotations

from ..codes import american_1890, club_1864
from ..codes.table import LawTable
from ..format.case import Case
from ..replay import HandState
from ..replay.context import Context, Ruled
from ..replay.knowledge import Holdings
from .around_the_play import AroundThePlayRuler
from .base import Code, Ruler
from .pack import PackRuler
from .standard import (
    CallsRuler,
    ClaimsRuler,
    DealRuler,
    ExposedRuler,
    HonoursRuler,
    ImperfectTrickRuler,
    LeadsRuler,
    PointsRuler,
    RevokeRuler,
    ThrownDownClaimsRuler,
    ThrownDownRuler,
    TrumpCardPointsRuler,
    TrumpCardRuler,
)
from .whist_score import score_whist


def replay(case: Case) -> HandState:
    return HandState.replay(case, 13)


def context(case: Case, table: LawTable, state: HandState) -> Context:
    # The class itself, not the alias `Context`: calling a subscripted generic costs a typing wrapper per ruling.
    return Ruled(case, table, state, Holdings(case, state))


def _rulers(play: tuple[type[Ruler], ...], trump: type[Ruler]) -> tuple[type[Ruler], ...]:
    """The whist rulers in the order their findings are read out, with the code's rulers of the play and of
    the trump card."""
    return (
        DealRuler,
        *play,
        trump,
        ThrownDownRuler,
        ImperfectTrickRuler,
        RevokeRuler,
        CallsRuler,
        HonoursRuler,
        ClaimsRuler,
        ThrownDownClaimsRuler,
        PackRuler,
        AroundThePlayRuler,
    )


CLUB: Code = Code(club_1864.TABLE, replay, context, _rulers((LeadsRuler, ExposedRuler), TrumpCardRuler), score_whist)
AMERICAN: Code = Code(american_1890.TABLE, replay, context, _rulers((PointsRuler,), TrumpCardPointsRuler), score_whist)
