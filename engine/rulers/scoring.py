"""The score of a hand: the revoke penalty first, then tricks, penalties of points, honours (Laws 2-5, 8-10, 72).

The readings where the laws leave the arithmetic open are stated in the notes returned, and in
docs/engine.md: a deduction never takes a score below nothing, three tricks are taken only as far as
the revoking side took tricks, and points beyond the game count for nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from ..codes.table import Scoring
from ..format.amendments import number_words
from ..format.seats import Side, Tally
from ..format.vocabulary import OptionId
from .findings import Game, HandResult, Rubber

_WORDS = {4: "four"}


class PenaltyKind(StrEnum):
    """A revoke's penalty, or a penalty of points (American Law 18)."""

    REVOKE = "revoke"
    POINTS = "points"


@dataclass(frozen=True)
class Penalty:
    """A penalty as exacted: which side offended and the option its adversaries chose.

    `kind` REVOKE is a revoke penalty (three tricks or points); POINTS a penalty of `n` points
    deducted from the offenders or added to their adversaries (American Law 18), scored after the revokes.
    """

    revokers: Side
    option: OptionId
    kind: PenaltyKind = PenaltyKind.REVOKE
    n: int = 0


@dataclass(frozen=True)
class Scored:
    result: HandResult
    notes: list[str] = field(default_factory=list)


@dataclass
class _Sheet:
    """The running score of the hand while its items are scored in order of precedence."""

    scoring: Scoring
    points: dict[Side, int]
    capped: set[Side]
    cap_score: int
    notes: list[str]
    winner: Side | None = None

    def _note(self, text: str) -> None:
        if text not in self.notes:
            self.notes.append(text)

    def add(self, side: Side, n: int, cap_says: str) -> None:
        if n <= 0 or (self.winner is not None and not self.scoring.points_beyond_game):
            return
        total = self.points[side] + n
        if side in self.capped and total > self.cap_score:
            self._note(cap_says.format(side=side.words, score=_WORDS.get(self.cap_score, self.cap_score)))
            total = max(self.points[side], self.cap_score)
        self.points[side] = total
        if total >= self.scoring.game and self.winner is None:
            self.winner = side


def game_value(scoring: Scoring, losers: int) -> int:
    """Law 8: treble when the losers have not scored, double under three, single at three or four."""
    for most, value in scoring.game_values:
        if losers <= most:
            return value
    return scoring.game_values[-1][1]


def score_hand(
    scoring: Scoring,
    before: Tally,
    tricks: Tally,
    honours: Tally,
    penalties: Sequence[Penalty],
    *,
    capped: set[Side],
    cap_score: int,
    cap_says: str,  # the table's sentence on the points lost above the cap ({side}, {score}); "" for no cap
    tricks_short_says: str,  # the table's sentence on three tricks taken from fewer ({side}, {won}, {taken})
    games: Tally,
    game_values: dict[Side, tuple[int, ...]] | None,
) -> Scored:
    """The hand's result with the given revoke penalties exacted and honours (already allowed) scored."""
    sheet = _Sheet(
        scoring,
        {Side.NS: before.ns, Side.EW: before.ew},
        (capped | {p.revokers for p in penalties if p.kind == PenaltyKind.REVOKE})
        if cap_says
        else set(),  # no law, no cap
        cap_score,
        [],
    )
    won = {Side.NS: tricks.ns, Side.EW: tricks.ew}
    for penalty in penalties:
        if penalty.kind == PenaltyKind.REVOKE:
            _exact_revoke_penalty(sheet, penalty, won, cap_says, tricks_short_says)
    for side in (Side.NS, Side.EW):
        sheet.add(side, won[side] - scoring.trick_base, cap_says)
    # Penalties of points (American 18) are scored with the hand, after its tricks (17): the engine's reading.
    for penalty in penalties:
        if penalty.kind == PenaltyKind.POINTS:
            _exact_points(sheet, penalty, cap_says)
    for side in (Side.NS, Side.EW):
        sheet.add(side, honours.of(side), cap_says)
    winner = sheet.winner
    game = None
    rubber = None
    if winner is not None:
        if not scoring.points_beyond_game:
            sheet.points[winner] = scoring.game  # points beyond the game count for nothing
        game = Game(winner, game_value(scoring, sheet.points[winner.other]))
        if games.of(winner) + 1 >= scoring.rubber_games:
            rubber = Rubber(winner, _rubber_points(scoring, winner, game.value, game_values))
    score = Tally(sheet.points[Side.NS], sheet.points[Side.EW])
    return Scored(HandResult(score, game, rubber), sheet.notes)


def _exact_revoke_penalty(
    sheet: _Sheet, penalty: Penalty, won: dict[Side, int], cap_says: str, tricks_short_says: str
) -> None:
    """Three points added or deducted, or three tricks taken (Club 72, American 20), as the claimants chose."""
    claimants = penalty.revokers.other
    # The printed laws' three (Club 72, American 20); a club's statute gives the option its own number.
    amount = penalty.n or 3
    if penalty.option == OptionId.ADD_THREE:
        sheet.add(claimants, amount, cap_says)
    elif penalty.option == OptionId.DEDUCT_THREE:
        had = sheet.points[penalty.revokers]
        if had < amount:
            sheet.notes.append(
                f"{penalty.revokers.words} had {had} points; the engine reads the deduction of {number_words(amount)} as"
                " taking what there is, so they are left at none (a score is never below nothing)."
            )
        sheet.points[penalty.revokers] = max(0, had - amount)
    elif penalty.option == OptionId.TAKE_THREE_TRICKS:
        taken = min(amount, won[penalty.revokers])
        if taken < amount:
            words = penalty.revokers.words
            sheet.notes.append(tricks_short_says.format(side=words, won=won[penalty.revokers], taken=taken))
        won[penalty.revokers] -= taken
        won[claimants] += taken


def _exact_points(sheet: _Sheet, penalty: Penalty, cap_says: str) -> None:
    """A penalty of points (American 18): added to the adversaries, or deducted from the offenders."""
    scoring = sheet.scoring
    if penalty.option == OptionId.ADD_POINTS:
        sheet.add(penalty.revokers.other, penalty.n, cap_says)
    elif penalty.option == OptionId.DEDUCT_POINTS:
        had = sheet.points[penalty.revokers]
        sheet.points[penalty.revokers] = max(0, had - penalty.n)
        if had < penalty.n:
            sheet.notes.append(
                f"{penalty.revokers.words} had {had} points; the deduction leaves them at none (a score is"
                " never below nothing)."
            )
        if sheet.winner is penalty.revokers and sheet.points[penalty.revokers] < scoring.game:
            other = penalty.revokers.other  # the deduction takes back the game (points beyond it count: 16)
            sheet.winner = other if sheet.points[other] >= scoring.game else None


def _rubber_points(
    scoring: Scoring, winner: Side, value: int, game_values: dict[Side, tuple[int, ...]] | None
) -> int | None:
    """Laws 9 and 10: the winners' games and two rubber points, less the losers' game in a rubber of three."""
    if game_values is None or not scoring.rubber_in_points:
        return None
    points = sum(game_values.get(winner, ())) + value + scoring.rubber_points
    if scoring.losers_game_deducted:
        points -= sum(game_values.get(winner.other, ()))
    return points
