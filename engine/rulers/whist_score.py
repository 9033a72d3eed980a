"""The score of a hand of whist (the Club Code and the American laws): the revoke penalties, the tricks, the
penalties of points, honours, the game and the rubber; or no score while a choice is open, or a new deal."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ..format.seats import Side, Tally
from ..format.vocabulary import OptionId
from ..replay.context import Context
from . import deal, honours, imperfect_trick, points, thrown_down
from .base import Bench
from .choices import Choice
from .findings import HandResult, NewDeal, Option
from .revoke import RevokeCase
from .scoring import Penalty, PenaltyKind, score_hand
from .standard import DealRuler, ImperfectTrickRuler, WhistScore


def score_whist(bench: Bench) -> WhistScore:
    ctx = bench.ctx
    state = ctx.state
    deducted = {case.side for case, choice in bench.pairs if choice.elected == OptionId.DEDUCT_THREE}
    held = honours.rule_honours(ctx, deducted)
    award = thrown_down.awarded(ctx)
    tricks = award[0] if award is not None else ctx.tricks_won() if state.end.finished else None
    scoring_points = [c for c in bench.offered if _scores_points(c)]
    options, result = _results(ctx, bench.pairs, scoring_points, held.points, tricks)
    game_before_honours = None
    if result is not None and result.game is not None and held.points != Tally():
        _, without = _results(ctx, bench.pairs, scoring_points, Tally(), tricks)
        if without is not None and without.game is not None:  # the game was won before honours scored (Club 5)
            game_before_honours = without.game.winner
    dealer = bench.ruler(DealRuler)
    dealt = deal.rule_deal(ctx, dealer.offered, dealer.claimed)
    void, open_claim = imperfect_trick.void(ctx, bench.ruler(ImperfectTrickRuler).offered)
    void = dealt.void or void
    if void is not None:
        # The hand is void: the score is as it was, but for a penalty of points elected (American 18): a penalty
        # offered is scored when elected.
        result = _void_result(ctx, scoring_points, void)
    elif dealt.pending or open_claim:
        result = None
    return WhistScore(
        options=options,
        hand_result=result,
        result=result.to_json() if result is not None else None,
        tricks_won=award[0] if award is not None else None,
        honours=held,
        game_before_honours=game_before_honours,
        award=award,
        deal=dealt,
        new_deal=void,
    )


def _scores_points(choice: Choice) -> bool:
    """A penalty of points (American Law 18), which the result must score."""
    return any(o in (OptionId.ADD_POINTS, OptionId.DEDUCT_POINTS) for o in choice.option_ids)


def _results(
    ctx: Context,
    pairs: Sequence[tuple[RevokeCase, Choice]],
    point_choices: list[Choice],
    honours: Tally,
    tricks: Tally | None,
) -> tuple[dict[Choice, dict[str, Option]], HandResult | None]:
    """The score each penalty option would give, and the hand's result once every choice is made.

    `tricks` is None while the hand is not played out (no score follows yet).
    """
    table = ctx.table
    if tricks is None:
        return {}, None
    capped = {case.side for case, _ in pairs}  # Law 82 for each revoking side; both sides gives Law 81
    cap_law = "" if table.revoke.cap in table.struck else table.revoke.cap  # struck out: the revokers may win
    scored: list[tuple[Side, Choice, PenaltyKind]] = [(case.side, choice, PenaltyKind.REVOKE) for case, choice in pairs]
    scored += [(points.penalised_side(c), c, PenaltyKind.POINTS) for c in point_choices if c.lost_at is None]

    def exacted(choice: Choice | None = None, option_id: OptionId | None = None) -> list[Penalty]:
        out = []
        for side, other, kind in scored:
            option = option_id if other is choice else other.elected
            if option is not None:
                out.append(Penalty(side, option, kind, other.rule.option(option).n or 0))
        return out

    scored_before: dict[tuple[Penalty, ...], tuple[HandResult, list[str]]] = {}

    def result_of(penalties: list[Penalty]) -> tuple[HandResult, list[str]]:
        """The score with these penalties; the same penalties are scored once (the option elected is the
        final result)."""
        key = tuple(penalties)
        if key not in scored_before:
            scored_before[key] = _score(key)
        return scored_before[key]

    def _score(penalties: tuple[Penalty, ...]) -> tuple[HandResult, list[str]]:
        outcome = score_hand(
            table.scoring,
            ctx.case.score,
            tricks,
            honours,
            penalties,
            capped=capped,
            cap_score=table.revoke.cap_score,
            cap_says=table.wording["revoke_points_beyond_cap_lost"] if cap_law else "",
            tricks_short_says=table.wording["revoke_tricks_short"],
            games=ctx.case.games,
            game_values=ctx.case.game_values,
        )
        return outcome.result, outcome.notes

    per_choice: dict[Choice, dict[str, Option]] = {}
    for _, choice, _ in scored:
        options: dict[str, Option] = {}
        for option_id in choice.open_options_at(ctx.end) if choice.elected is None else choice.option_ids:
            result, notes = result_of(exacted(choice, option_id))
            rule = choice.rule.option(option_id)
            options[option_id] = Option(
                option_id, choice.chooser, rule.laws, rule.n, result, " ".join(notes) or None, rule.says
            )
        per_choice[choice] = options
    if any(points.pending(choice, ctx.end) for _, choice, _ in scored):
        return per_choice, None
    final, _ = result_of(exacted())
    return per_choice, final


def _void_result(ctx: Context, point_choices: list[Choice], void: NewDeal) -> HandResult | None:
    """The score of a void hand: as it was, with the penalties of points elected; None while one is to choose."""
    if any(points.pending(c, ctx.end) for c in point_choices):
        return None
    elected = [(c, c.elected) for c in point_choices if c.elected is not None and c.lost_at is None]
    if not elected:
        return HandResult(ctx.case.score, None, new_deal=void)
    penalties = [
        Penalty(points.penalised_side(c), option, PenaltyKind.POINTS, c.rule.option(option).n or 0)
        for c, option in elected
    ]
    table = ctx.table
    outcome = score_hand(
        table.scoring,
        ctx.case.score,
        Tally(),
        Tally(),
        penalties,
        capped=set(),
        cap_score=table.revoke.cap_score,
        cap_says="",
        tricks_short_says=table.wording["revoke_tricks_short"],
        games=ctx.case.games,
        game_values=ctx.case.game_values,
    )
    return replace(outcome.result, new_deal=void)
