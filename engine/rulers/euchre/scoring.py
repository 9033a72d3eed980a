"""The score of a hand of euchre (Laws 1-4, 7; with 50, 63, 71, 90, 102).

The makers (the side that ordered up, assisted, took up or made the trump) score one for three or four
tricks and two for the march; alone, one or four; euchred, the adversaries score two, or four against a
lone hand (2, 3). Penalties come first: the revoke before all other scores (4), then the forfeit of Law
90; a side that reaches five wins the game, which counts two if the losers have not scored, else one
(7). The readings: points beyond five are the lap, carried to the next game (1, Technical Terms); once a
side has five, the other side's later points in the hand do not score; the rubber is three games, a
fourth if the third laps (1), and it is decided at the end of the third.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...codes.table import EuchreTable
from ...format.seats import Side, Tally


@dataclass(frozen=True)
class HandFacts:
    """What the score of a hand depends on."""

    before: Tally
    games: Tally
    game_values: dict[Side, tuple[int, ...]] | None
    makers: Side | None
    lone: bool
    tricks: Tally
    revoke_points: Tally = Tally()  # points each side scores for its adversaries' revokes (63, 71)
    forfeits: Tally = Tally()  # points each side scores by its adversaries' forfeit (90)
    barred: frozenset[Side] = frozenset()  # sides not entitled to score their points of the hand (90)
    abandoned: bool = False  # 50: an adversary abandoned his hand against the lone player
    partner_exposed: bool = False  # 102


@dataclass(frozen=True)
class EuchreResult:
    score: Tally
    winner: Side | None = None
    value: int = 0
    lap: int = 0
    rubber: Side | None = None
    rubber_points: int | None = None
    notes: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, object]:
        result: dict[str, object] = {
            "score": self.score.to_json(),
            "game": {"winner": self.winner.value, "value": self.value} if self.winner is not None else None,
        }
        if self.rubber is not None:
            result["rubber"] = {"winner": self.rubber.value, "points": self.rubber_points}
        if self.lap:
            assert self.winner is not None
            result["lap"] = Tally().with_(self.winner, self.lap).to_json()
        return result


def hand_points(table: EuchreTable, facts: HandFacts) -> tuple[Side, int] | None:
    """Laws 2, 3, 50, 102: which side scores for the play of the hand, and how many points."""
    makers = facts.makers
    if makers is None:
        return None
    points = table.points
    if facts.lone and facts.abandoned:
        return makers, points.lone_abandoned
    taken = facts.tricks.of(makers)
    if taken < 3:
        return makers.other, points.lone_euchre if facts.lone else points.euchre
    if taken == 5:
        if facts.lone:
            return makers, points.lone_march_partner_exposed if facts.partner_exposed else points.lone_march
        return makers, points.march
    return makers, points.point


def score(table: EuchreTable, facts: HandFacts) -> EuchreResult:
    game = table.scoring.game
    points = {Side.NS: facts.before.ns, Side.EW: facts.before.ew}
    winner: Side | None = None
    notes: list[str] = []

    def add(side: Side, n: int) -> None:
        nonlocal winner
        if n <= 0 or (winner is not None and winner is not side):
            return
        points[side] += n
        if winner is None and points[side] >= game:
            winner = side

    for side in (Side.NS, Side.EW):
        add(side, facts.revoke_points.of(side))
    for side in (Side.NS, Side.EW):
        add(side, facts.forfeits.of(side))
    scored = hand_points(table, facts)
    if scored is not None:
        side, n = scored
        if side in facts.barred:
            notes.append(table.says("barred_from_scoring", side=side.words))
        else:
            add(side, n)
    if winner is None:
        return EuchreResult(Tally(points[Side.NS], points[Side.EW]), notes=notes)
    lap = points[winner] - game
    points[winner] = game
    losers = points[winner.other]
    value = next(v for most, v in table.scoring.game_values if losers <= most)
    rubber, rubber_points = _rubber(table, facts, winner, value, lap)
    return EuchreResult(Tally(points[Side.NS], points[Side.EW]), winner, value, lap, rubber, rubber_points, notes)


def _rubber(table: EuchreTable, facts: HandFacts, winner: Side, value: int, lap: int) -> tuple[Side | None, int | None]:
    """1, 7: the rubber is three games (a fourth if the third laps); the side with most of them wins it."""
    games = facts.games.plus(winner, 1)
    if games.ns + games.ew != table.scoring.rubber_games:
        return None, None
    rubber = Side.NS if games.ns > games.ew else Side.EW
    if facts.game_values is None:
        return rubber, None
    values = list(facts.game_values.get(rubber, ()))
    if rubber is winner:
        values.append(value)
    return rubber, sum(values) + table.scoring.rubber_points
