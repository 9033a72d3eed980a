"""Around the play: seeing the last trick, the cards placed, who played a card (Club 85, 91; American 11; euchre
84), a bystander's remark or decision (Club 88, 89), bets on a hand with a revoke (Club 80), and the etiquette
each points to.

Etiquette is not law ("it is difficult, and in some cases impossible, to apply any penalty to their
infraction"): where a point has a rule of etiquette, a finding of the kind `etiquette` quotes it, cites no law,
and rules nothing.
"""

from __future__ import annotations

from ..codes.wording import WordingKey
from ..format.events_pack import Bet, Bystander, Request
from ..format.seats import Seat
from ..format.vocabulary import BetOn, BystanderWhat, FindingKind, RequestWhat
from ..replay.context import Context
from ..replay.records import TrickRecord
from . import points
from .base import Bench, Ruler
from .choices import Choice
from .findings import Finding
from .pack import pack_laws, point
from .standard import RevokeRuler

_TRICKS = (RequestWhat.LAST_TRICK, RequestWhat.EARLIER_TRICK)


class AroundThePlayRuler(Ruler):
    def choices(self, bench: Bench) -> list[Choice]:
        """A trick examined after it was gathered and turned (American 11): the violation of a law, Law 18's point
        (the points' ruler words it). A trick asked for and not shown is no violation."""
        ctx = self.ctx
        if "trick_examined" not in pack_laws(ctx.table).laws:
            return []
        out: list[Choice] = []
        for i, event in ctx.case.events_of(Request):
            if event.what in _TRICKS and event.shown:
                found = point(ctx.table, "trick_examined", FindingKind.REQUEST, event.seat, i, "", seat=event.seat)
                choice = points.breach(ctx, FindingKind.REQUEST, event.seat, i, "trick_examined", found.summary)
                if choice is not None:
                    out.append(choice)
        return out

    def findings(self, bench: Bench) -> list[Finding]:
        ctx = self.ctx
        out: list[Finding] = []
        penalised = {c.event for c in self.offered}
        for i, event in ctx.case.events_of(Request, Bystander, Bet):
            match event:
                case Request():
                    if i not in penalised:
                        out.append(_request(ctx, i, event))
                    out += etiquette(ctx, i, f"request_{event.what}", event.seat)
                case Bystander():
                    out.append(_bystander(ctx, i, event))
                    out += etiquette(ctx, i, f"bystander_{event.what}", None)
                case Bet():
                    out.append(_bet(ctx, bench, i, event))
                    out += etiquette(ctx, i, "bet", event.seat)
        return out


def etiquette(ctx: Context, event: int, point_name: str, seat: Seat | None) -> list[Finding]:
    """The rules of etiquette a point has, quoted: not law, no penalty, nothing ruled."""
    found = pack_laws(ctx.table).etiquette.get(point_name)
    if found is None or "etiquette" not in ctx.table.wording:
        return []
    rules, words = found
    says = ctx.table.says(
        "etiquette", event=event, rules=", ".join(r.removeprefix("etiquette-") for r in rules), words=words
    )
    return [Finding(FindingKind.ETIQUETTE, None, event, (), says)]


def _trick_at(ctx: Context, event: int) -> tuple[TrickRecord | None, list[TrickRecord]]:
    """The trick in play or last completed at `event`, and the tricks gathered and turned before it."""
    begun = [t for t in ctx.state.played.tricks if t.plays and t.plays[0].event < event]
    current = ctx.state.played.current
    if current is not None and current.plays and current.plays[0].event < event:
        begun.append(current)
    if not begun:
        return None, []
    last = begun[-1]
    turned = begun[:-1]
    if last.quits and last.quits[0][0] < event:
        turned.append(last)
    return last, turned


def _request(ctx: Context, i: int, event: Request) -> Finding:
    table, seat = ctx.table, event.seat
    last, turned = _trick_at(ctx, i)
    match event.what:
        case RequestWhat.LAST_TRICK | RequestWhat.EARLIER_TRICK if "trick_examined" in pack_laws(table).laws:
            key: WordingKey = "trick_examined" if event.shown else "trick_examined_refused"
            return point(table, key, FindingKind.REQUEST, seat if event.shown else None, i, "", seat=seat)
        case RequestWhat.LAST_TRICK:
            if not turned:
                return point(
                    table,
                    "last_trick_none",
                    FindingKind.REQUEST,
                    None,
                    i,
                    f"{seat} asked to see the last trick",
                    seat=seat,
                )
            return point(
                table, "last_trick", FindingKind.REQUEST, None, i, f"{seat} asked to see the last trick", seat=seat
            )
        case RequestWhat.EARLIER_TRICK:
            return point(
                table,
                "earlier_trick",
                FindingKind.REQUEST,
                seat,
                i,
                f"{seat} asked to see a trick before the last",
                seat=seat,
                shown=_shown(event),
            )
        case RequestWhat.CARDS_PLACED:
            late = last is None or (last.completed_at is not None and bool(last.quits) and last.quits[0][0] < i)
            placed: WordingKey = "cards_placed_too_late" if late else "cards_placed"
            return point(
                table,
                placed,
                FindingKind.REQUEST,
                seat if late else None,
                i,
                f"{seat} asked that the cards be placed",
                seat=seat,
            )
        case RequestWhat.WHO_PLAYED:
            return point(
                table,
                "who_played",
                FindingKind.REQUEST,
                seat,
                i,
                f"{seat} asked who played a particular card",
                seat=seat,
            )
    raise AssertionError(event.what)


def _shown(event: Request) -> str:
    return "it was shown him" if event.shown else "it was not shown him"


def _bystander(ctx: Context, i: int, event: Bystander) -> Finding:
    table = ctx.table
    if event.what is BystanderWhat.REMARK:
        return point(
            table,
            "bystander_remark",
            FindingKind.BYSTANDER,
            None,
            i,
            "A bystander remarked on an oversight affecting the score",
            player=event.seat or "a player",
        )
    key: WordingKey = "bystander_decided" if event.agreed else "bystander_not_agreed"
    return point(table, key, FindingKind.BYSTANDER, None, i, "A bystander decided a question")


def _bet(ctx: Context, bench: Bench, i: int, event: Bet) -> Finding:
    table = ctx.table
    what = f"Bets on {'the odd trick' if event.on is BetOn.ODD_TRICK else 'the amount of score'} were to be decided"
    if "bets_after_revoke" not in pack_laws(table).laws:
        return point(table, "bets_after_revoke", FindingKind.BET, None, i, what)
    proved = bench.has(RevokeRuler) and any(c.established for c in bench.ruler(RevokeRuler).cases)
    if not proved:
        return point(table, "bets_no_revoke", FindingKind.BET, None, i, what)
    result = bench.score.result
    if result is None:
        return point(table, "bets_pending", FindingKind.BET, None, i, what)
    score = result.get("score")
    shown = f"N and S {score['NS']}, E and W {score['EW']}" if isinstance(score, dict) else "as the result gives it"
    return point(table, "bets_after_revoke", FindingKind.BET, None, i, what, score=shown)
