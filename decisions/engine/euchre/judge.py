"""The ruling on a case of euchre: replay the hand, let each euchre ruler read the record, assemble the answer.

Shared with whist: the case format and its parsing, the replay of the play (HandState), the knowledge of
the hands, the innocent side's choices and their dispatch. Euchre's own: the making, the discard, the
lone hand, the laws cited and the score.
"""

from __future__ import annotations

from .. import calls, exposed, leads, revoke
from ..case import Case
from ..choices import Choice, dispatch
from ..errors import InvalidCase
from ..events import OPTION_IDS
from ..findings import Finding, Game, HandResult, Option, Rubber, sort_key
from ..revoke import RevokeCase
from ..revoke_findings import claim_finding, revoke_finding
from ..seats import Seat, Side, Tally
from ..state import TrickRecord
from . import deal, discard, making, thrown_down
from .context import Euchre
from .hand import EuchreHand
from .knowledge import EuchreHoldings
from .scoring import EuchreResult, HandFacts, score
from .table import EuchreTable

# Options the replay itself applies (the making, the lone hand), or the revoke's own dispatch.
_SEPARATE = {"trump_stands", "alone_stands", "add_points"}


def judge_euchre(case: Case, table: EuchreTable) -> dict[str, object]:
    hand = EuchreHand.replay_euchre(case)
    if hand.errors:
        raise InvalidCase(hand.errors)
    e = Euchre(case, table, hand, EuchreHoldings(case, hand))

    licensed = revoke.licensed_corrections(e)
    saved = revoke.correction_choices(e)
    turn = leads.choices(e)
    shown, handled = exposed.choices(e, licensed)
    shown += thrown_down.choices(e)
    dealt = deal.choices(e)
    lone_call = discard.choices(e)
    open_choices = [*saved, *turn, *shown, *dealt, *lone_call]
    unmatched = dispatch(open_choices, hand, only=set(OPTION_IDS) - _SEPARATE)
    checked = calls.check(e, open_choices)

    found = revoke.revoke_cases(e, checked.disobeyed)
    unproved = revoke.unproved_claims(e, found)
    found = sorted([*found, *(r for _, _, r in unproved if r is not None)], key=lambda r: r.event)
    pairs = revoke.penalty_choices(e, found)
    unmatched += dispatch([c for _, c in pairs], hand, only={"add_points"})
    revoke.settle_by_claims(pairs)

    void = deal.voided(e, dealt)
    options, result = _results(e, pairs, void)

    findings: list[Finding] = [*_wrong_number_findings(e)]
    findings += making.findings(e)
    findings += discard.findings(e, lone_call, checked.notes)
    findings += leads.findings(e, turn, checked.notes)
    findings += exposed.findings(e, shown, checked.notes)
    findings += thrown_down.findings(e, shown, checked.notes)
    findings += _revoke_findings(e, found, pairs, saved, options, checked.notes)
    findings += [claim_finding(e, i, c.seat, c.against) for i, c, r in unproved if r is None]
    findings += checked.findings
    findings += calls.unmatched_findings(e, unmatched, [*open_choices, *(c for _, c in pairs)], handled)
    findings += deal.findings(e, dealt, checked.notes, void)
    findings += _claim_findings(e, result)
    findings.sort(key=sort_key)
    return {
        "code": case.code,
        "valid": True,
        "errors": [],
        "tricks": [_trick_json(t) for t in _tricks_shown(hand)],
        "tricks_won": hand.tricks_won().to_json(),
        "findings": [f.to_json() for f in findings],
        "precedents": [],
        "result": result,
    }


def _tricks_shown(hand: EuchreHand) -> list[TrickRecord]:
    shown = list(hand.tricks)
    if hand.current is not None and hand.current.plays:
        shown.append(hand.current)
    return shown


def _trick_json(trick: TrickRecord) -> dict[str, object]:
    return {
        "leader": trick.leader.value,
        "cards": {p.seat.value: str(p.card) for p in trick.plays},
        "winner": trick.winner.value if trick.winner is not None and trick.completed_at is not None else None,
    }


def _finished(e: Euchre) -> bool:
    """The hand is over: five tricks, a hand_over, or an adversary abandoning his hand against a lone hand (50)."""
    return e.state.finished or _abandoned(e)


def _abandoned(e: Euchre) -> bool:
    lone = e.state.lone
    return lone is not None and any(s in lone.side.other.seats for _, t in e.state.throw_downs for s in t.seats)


def _forfeits(e: Euchre) -> tuple[Tally, frozenset[Side]]:
    """Law 90: a side holding more or less than five cards, or whose dealer played before discarding."""
    offenders = {seat.side for seat in _wrong_hands(e)}
    if e.state.neglected_discard is not None:
        offenders.add(e.case.dealer.side)
    n = e.table.wrong_number_points[1 if e.state.lone is not None else 0]
    forfeits = Tally()
    for side in offenders:
        forfeits = forfeits.plus(side.other, n)
    return forfeits, frozenset(offenders)


def _wrong_hands(e: Euchre) -> list[Seat]:
    """Law 90 once a card is played; before it a wrong hand is a misdeal (42), ruled with the deal."""
    return deal.wrong_hands(e) if e.state.plays else []


def _facts(e: Euchre, penalties: list[tuple[RevokeCase, str | None]]) -> HandFacts:
    counts = {Side.NS: 0, Side.EW: 0}
    for r, option in penalties:
        if option is not None:
            counts[r.side] += 1
    n = e.table.lone_revoke.n if e.state.lone is not None else e.table.revoke.penalty.options[0].n
    net = counts[Side.NS] - counts[Side.EW]  # 71: an equal number on different sides cancel each other
    revoke_points = Tally(0, net * (n or 0)) if net > 0 else Tally(-net * (n or 0), 0)
    forfeits, barred = _forfeits(e)
    making = e.state.making
    return HandFacts(
        before=e.case.score,
        games=e.case.games,
        game_values=e.case.game_values,
        makers=making.makers,
        lone=e.state.lone is not None,
        tricks=e.state.tricks_won(),
        revoke_points=revoke_points,
        forfeits=forfeits,
        barred=barred,
        abandoned=_abandoned(e),
        partner_exposed=e.state.lone is not None and bool(e.state.partner_shown or _partner_exposures(e)),
    )


def _partner_exposures(e: Euchre) -> list[int]:
    out = e.state.out
    return [x.event for x in e.state.exposures if out is not None and x.seat is out]


def _results(
    e: Euchre, pairs: list[tuple[RevokeCase, Choice]], void: deal.Voided | None
) -> tuple[dict[Choice, dict[str, Option]], dict[str, object] | None]:
    """The score each revoke option would give, and the hand's result once every choice is made."""
    before = e.case.score
    if void is not None:
        return {}, {
            "score": before.to_json(),
            "game": None,
            "new_deal": {"dealer": void.dealer.value, "same_dealer": void.same_dealer},
        }
    if e.state.making.ended_at is not None:  # 77: the deal is at an end, and the next player deals
        dealer = e.case.dealer.left
        return {}, {"score": before.to_json(), "game": None, "new_deal": {"dealer": dealer.value, "same_dealer": False}}
    if not _finished(e) or e.state.making.makers is None:
        return {}, None
    per_choice: dict[Choice, dict[str, Option]] = {}
    for _, made in pairs:
        outcome = score(e.table, _facts(e, [(r, "add_points" if c is made else c.elected) for r, c in pairs]))
        rule = made.rule.option("add_points")
        summary = " ".join(outcome.notes) or None
        per_choice[made] = {
            "add_points": Option("add_points", made.chooser, rule.laws, rule.n, _result(outcome), summary)
        }
    if any(c.elected is None for _, c in pairs):
        return per_choice, None
    final = score(e.table, _facts(e, [(r, c.elected) for r, c in pairs]))
    return per_choice, final.to_json()


def _result(outcome: EuchreResult) -> HandResult:
    """An option's result in the shared shape (score, game, rubber); the lap is in the ruling's result."""
    game = Game(outcome.winner, outcome.value) if outcome.winner is not None else None
    rubber = Rubber(outcome.rubber, outcome.rubber_points) if outcome.rubber is not None else None
    return HandResult(outcome.score, game, rubber)


def _revoke_findings(
    e: Euchre,
    found: list[RevokeCase],
    pairs: list[tuple[RevokeCase, Choice]],
    saved: list[Choice],
    options: dict[Choice, dict[str, Option]],
    notes: dict[Choice, list[str]],
) -> list[Finding]:
    penalty_of = {id(r): c for r, c in pairs}
    sides = {r.side for r, _ in pairs}
    both = Side.NS in sides and Side.EW in sides
    out: list[Finding] = []
    for r in found:
        penalty = penalty_of.get(id(r))
        saved_choice = next((c for c in saved if c.event == r.event), None) if r.corrected else None
        results = options.get(penalty) if penalty is not None else None
        out.append(revoke_finding(e, r, penalty, saved_choice, results, notes, both))
    return out


def _wrong_number_findings(e: Euchre) -> list[Finding]:
    """Law 90 once the play has begun; 103: the lone player's partner's hand may be counted."""
    out: list[Finding] = []
    size = e.table.hand_size
    lone = e.state.lone is not None
    n = e.table.wrong_number_points[1 if lone else 0]
    for seat in _wrong_hands(e):
        count = len(e.case.hands[seat].cards)
        more = "more" if count > size else "fewer"
        counted = (
            " The adversaries may count the hand of the lone player's partner for this purpose (Law 103)."
            if seat is e.state.out
            else ""
        )
        out.append(
            Finding(
                "wrong_number_of_cards",
                seat,
                None,
                ("90", "103") if counted else ("90",),
                f"{seat}'s hand as given has {count} cards, {more} than five: the deal holds good, and"
                f" {seat.side.words} forfeit {n} ({'a lone hand being played' if lone else 'all four playing'}); they"
                " are not entitled to score any point they made on that hand (Law 90). The engine reads the forfeit as"
                f" points scored by the adversaries.{counted}",
            )
        )
    return out


def _claim_findings(e: Euchre, result: dict[str, object] | None) -> list[Finding]:
    out: list[Finding] = []
    for index, claim in e.state.claims:
        side = claim.seat.side
        if claim.kind == "honours":
            out.append(
                Finding(
                    "honours",
                    None,
                    index,
                    ("2", "3"),
                    f"{claim.seat} claimed honours at event {index}: euchre scores no honours, only the points of"
                    " the tricks (Laws 2, 3).",
                    claim_in_time=None,
                )
            )
        elif claim.kind == "game":
            if result is None:
                text = (
                    f"{claim.seat} claimed the game for {side.words} at event {index}; whether it is won depends on"
                    " the play still to come, the penalty still to be claimed, or who made the trump (Laws 2, 3)."
                )
            else:
                game = result.get("game")
                won = isinstance(game, dict) and game.get("winner") == side.value
                text = f"{claim.seat} claimed the game for {side.words} at event {index}: " + (
                    f"the game is theirs, counting {game.get('value')} (Laws 2, 7)."
                    if won and isinstance(game, dict)
                    else "by the result of the hand it is not won (Law 2)."
                )
            out.append(Finding("claim", None, index, ("2", "3", "7"), text))
    return out
