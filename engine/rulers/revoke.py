"""The revoke under every code: found, established or saved, claimed in time or not, and its penalty.

Club Code 61, 71-82; American 19, 20; euchre 62-71. A renounce is a revoke when the case shows the
player held a card of the suit led, suits reckoned in the code's order (euchre: the left bower is a
trump): a card in his hand as given, or one he played or showed later. Whether it is established
follows the code's law of establishment with Clay's Case 7 (an adversary's turning and quitting does
not establish it) and the partner's question. What differs between codes is the table's: the
penalty and its options (five points in a lone hand, euchre 63), who may withdraw after a revoke saved,
and the sentences naming a law.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from ..codes.law_number import LawNumber
from ..codes.table import LawTable, PenaltyRule
from ..codes.wording import WordingKey
from ..format.cards import Card, Suit
from ..format.events import Claim
from ..format.seats import Seat, Side
from ..format.vocabulary import AskAnswer, AskQuestion, ClaimKind, EventKind, FindingKind, OptionId
from ..replay.context import Context
from ..replay.records import Correction, PlayRecord, Withdrawn
from .calls import Disobeyed
from .choices import Choice


class RevokeCause(StrEnum):
    """What made the revoke."""

    RENOUNCE = "renounce"  # he renounced holding a card of the suit led
    CALL_DISOBEYED = "call_disobeyed"  # a card called under Law 61 not played, treated as a revoke
    MIXED = "mixed"  # the played cards mixed before the revoke could be proved (Law 77)


@dataclass(eq=False)
class RevokeCase:
    """One revoke (or call disobeyed under Law 61) with everything the finding will say."""

    offender: Seat | Side
    event: int
    cause: RevokeCause
    rule: PenaltyRule
    led: Suit | None = None
    card: Card | None = None
    held: list[Card] = field(default_factory=list)
    established_at: int | None = None
    established_how: str = ""
    corrected: Correction | None = None
    notes: list[str] = field(default_factory=list)
    laws: list[LawNumber] = field(default_factory=list)
    decisions: list[str] = field(default_factory=list)
    claim: tuple[int, Claim] | None = None
    disobeyed: Disobeyed | None = None

    @property
    def side(self) -> Side:
        return self.offender.side if isinstance(self.offender, Seat) else self.offender

    @property
    def established(self) -> bool:
        return self.established_at is not None


def renounce_held(ctx: Context, record: PlayRecord) -> list[Card]:
    """The cards of the suit led the player is known to have held when he renounced, or [] (Law 71)."""
    if record.led is None or ctx.order.suit(record.card) is record.led:
        return []
    if record.withdrawn_how in (Withdrawn.FALSE_LEAD, Withdrawn.HURRIED_LEAD, Withdrawn.LONE_PARTNER):
        return []  # cards taken back from a false lead carry no penalty (Club 63, euchre 53)
    return ctx.holdings.held_of_suit(record.seat, record.event, record.led)


def licensed_corrections(ctx: Context) -> set[int]:
    """Corrections the law allows: the renounce taken back, and the cards of those who played after it
    (Club 76), except his partner's where the code says so (euchre 69)."""
    licensed: set[int] = set()
    partner_may = ctx.table.revoke.partner_may_withdraw
    saved: list[Correction] = []
    for correction in ctx.state.incidents.corrections:
        if correction.void is not None:
            continue
        if renounce_held(ctx, correction.withdrawn):
            licensed.add(correction.event)
            saved.append(correction)
        elif any(
            s.withdrawn.trick is correction.withdrawn.trick
            and s.withdrawn.event < correction.withdrawn.event
            and (partner_may or correction.seat is not s.seat.partner)
            for s in saved
        ):
            licensed.add(correction.event)
    return licensed


def correction_choices(ctx: Context) -> list[Choice]:
    """A revoke saved in time: the adversaries may call the card, or the highest or lowest (Club 76)."""
    out: list[Choice] = []
    rule = ctx.table.revoke.corrected
    for correction in ctx.state.incidents.corrections:
        record = correction.withdrawn
        if correction.void is not None or not renounce_held(ctx, record):
            continue
        choice = Choice(
            FindingKind.REVOKE,
            record.seat,
            record.event,
            rule,
            record.seat.side.other,
            [o.id for o in rule.options],
            cards=(record.card,),
            target=record.seat,
            suit=record.led,
            trick=record.trick,
        )
        played = ctx.played_after(record.card, correction.event)
        if played is not None:
            choice.lapse(
                OptionId.CALL_CARD,
                played.event,
                f"The card played in error was played again at event {played.event}.",
            )
        following = [
            p
            for p in ctx.state.played.plays
            if p.led is None and p.event > correction.event and p.trick is not record.trick
        ]
        if following:
            first = min(following, key=lambda p: p.event)
            for option in (OptionId.CALL_HIGHEST, OptionId.CALL_LOWEST):
                choice.lapse(
                    option,
                    first.event,
                    "The highest or lowest could be required only in that trick, and the next was led at"
                    f" event {first.event}.",
                )
        out.append(choice)
    return out


def revoke_cases(ctx: Context, disobeyed: Sequence[Disobeyed]) -> list[RevokeCase]:
    table = ctx.table.revoke
    cases: list[RevokeCase] = []
    holdings = ctx.holdings
    for record in ctx.renounces():
        if record.withdrawn_how not in (None, Withdrawn.CORRECTED) or record.led is None:
            continue  # taken back (a false lead, a card played in error): not a revoke
        held = holdings.held_of_suit(record.seat, record.event, record.led)  # renounce_held, already known a renounce
        if not held:
            continue
        case = RevokeCase(
            record.seat,
            record.event,
            RevokeCause.RENOUNCE,
            table.penalty,
            led=record.led,
            card=record.card,
            held=held,
            laws=[table.defined, table.penalty.laws[0], table.established],
        )
        _establish(ctx, case, record)
        if record.withdrawn_how == Withdrawn.CORRECTED:
            # The replay let the card be taken back; the notes say why it was still in time (Case 7, Law 74).
            case.corrected = next(c for c in ctx.state.incidents.corrections if c.withdrawn is record)
            case.established_at, case.established_how = None, ""
            case.laws.extend(law for law in table.corrected.laws if law not in case.laws)
        for correction in ctx.state.incidents.corrections:
            if correction.withdrawn is record and correction.void is not None:
                case.notes.append(
                    ctx.table.says(
                        "revoke_correction_too_late", seat=record.seat, event=correction.event, why=correction.void
                    )
                )
        cases.append(case)
    for item in disobeyed:
        case = RevokeCase(
            item.seat,
            item.event,
            RevokeCause.CALL_DISOBEYED,
            item.rule,
            laws=[*item.rule.laws, table.penalty.laws[0]],
            established_at=item.event,
            established_how=item.sentence,
            disobeyed=item,
        )
        cases.append(case)
    _assign_claims(ctx, cases)
    return sorted(cases, key=lambda c: c.event)


def _establish(ctx: Context, case: RevokeCase, record: PlayRecord) -> None:
    """Law 73, with Clay's Case 7 and Law 74: the first act that established the revoke, if any."""
    trick = record.trick
    if trick.completed_at is None:
        return
    found: list[tuple[int, str]] = []
    by_next_trick = _by_next_trick(ctx, record, trick.completed_at)
    if by_next_trick is not None:
        found.append(by_next_trick)
    for quit_at, quitter in trick.quits:
        if quit_at >= record.event and trick.winner is not None:
            quitting = _by_quitting(ctx, case, record, quit_at, quitter, trick.winner)
            if quitting is not None:
                found.append(quitting)
    thrown = _thrown_down(ctx, record, trick.completed_at)
    found += [(at, says) for at, says, _ in thrown]
    found += _by_the_hand_ended(ctx, record)
    if found:
        case.established_at, case.established_how = min(found)
        for at, says, point in thrown:
            if (at, says) == (case.established_at, case.established_how):
                case.decisions.extend(ctx.table.precedents.get(point, ()))


def _by_next_trick(ctx: Context, record: PlayRecord, completed_at: int) -> tuple[int, str] | None:
    """The offender or his partner led or played to the following trick."""
    seat, plays = record.seat, ctx.state.played.plays  # in the order of events: search from the trick's end
    after = plays[bisect_right(plays, completed_at, key=_event) :]
    first = next((p for p in after if p.trick is not record.trick and p.seat.side is seat.side), None)
    if first is None:
        return None
    who = "his" if first.seat is seat else f"his partner {first.seat}'s"
    verb = "lead" if first.led is None else "play"
    return first.event, ctx.table.says("revoke_established_by_next_trick", who=who, verb=verb, event=first.event)


def _by_quitting(
    ctx: Context, case: RevokeCase, record: PlayRecord, quit_at: int, quitter: Seat, winner: Seat
) -> tuple[int, str] | None:
    """The trick turned and quitted by the winners or the offending side, unless a question saved the revoke."""
    seat, asks = record.seat, ctx.state.spoken.asks
    if quitter.side not in (winner.side, seat.side):
        _note(
            ctx,
            case,
            "adversary_quitted",
            ctx.table.says("adversary_quitted", quitter=quitter, event=quit_at, winner=winner),
        )
        return None
    own = [
        at
        for at, ask in asks
        if record.event < at < quit_at and ask.seat is seat and ask.question == AskQuestion.SUIT_LED
    ]
    if own:
        _note(ctx, case, "own_question", ctx.table.says("own_question", seat=seat, asked=own[0], event=quit_at))
        return None
    asked = [
        (at, ask) for at, ask in asks if record.event < at < quit_at and ask.seat is seat.partner and ask.to is seat
    ]
    if asked:
        at, ask = asked[-1]
        _add(case.laws, ctx.table.revoke.question)
        if ask.answer != AskAnswer.NONE:
            case.notes.append(
                ctx.table.says(
                    "partners_question_saved_the_revoke", partner=seat.partner, seat=seat, asked=at, event=quit_at
                )
            )
            return None
        case.notes.append(ctx.table.says("partners_question_answered_none", partner=seat.partner, asked=at))
    return quit_at, ctx.table.says("revoke_established_by_quitting", quitter=quitter, event=quit_at)


def _thrown_down(ctx: Context, record: PlayRecord, completed_at: int) -> list[tuple[int, str, WordingKey]]:
    """Cards thrown down by the offender before the revoke, or by his side after it: (event, sentence, point)."""
    seat = record.seat
    thrown: list[tuple[int, str, WordingKey]] = []
    for at, throw in ctx.state.end.throw_downs:
        if seat in throw.seats and at < record.event:
            thrown.append((completed_at, ctx.table.says("thrown_before_revoke", event=at), "thrown_before_revoke"))
        elif (seat in throw.seats or seat.partner in throw.seats) and at > record.event:
            who = "his" if seat in throw.seats else f"his partner {seat.partner}'s"
            thrown.append((at, ctx.table.says("thrown_after_revoke", who=who, event=at), "thrown_after_revoke"))
    return thrown


def _by_the_hand_ended(ctx: Context, record: PlayRecord) -> list[tuple[int, str]]:
    """The cards cut for the next deal, or the hand over, after the revoke."""
    state, found = ctx.state, []
    if state.end.cut_at is not None and state.end.cut_at > record.event:
        found.append((state.end.cut_at, ctx.table.says("revoke_established_by_cut", event=state.end.cut_at)))
    if state.end.hand_over is not None and state.end.hand_over[0] > record.event:
        found.append(
            (state.end.hand_over[0], ctx.table.says("revoke_established_by_hand_over", event=state.end.hand_over[0]))
        )
    return found


def _note(ctx: Context, case: RevokeCase, point: WordingKey, says: str) -> None:
    case.notes.append(says)
    case.decisions.extend(ctx.table.precedents.get(point, ()))


def _add(laws: list[LawNumber], law: LawNumber) -> None:
    if law not in laws:
        laws.append(law)


def _assign_claims(ctx: Context, cases: list[RevokeCase]) -> None:
    for index, claim in ctx.state.spoken.claims:
        if claim.kind != ClaimKind.REVOKE:
            continue
        accused = _accused(claim)
        for case in cases:
            if (
                case.claim is None
                and case.event < index
                and isinstance(case.offender, Seat)
                and case.offender in accused
            ):
                if case.offender.side is not claim.seat.side:
                    case.claim = (index, claim)
                    _mixed_after_claim(ctx, case, index)


def _accused(claim: Claim) -> tuple[Seat, ...]:
    if isinstance(claim.against, Seat):
        return (claim.against,)
    if isinstance(claim.against, Side):
        return claim.against.seats
    return claim.seat.side.other.seats


def _mixed_after_claim(ctx: Context, case: RevokeCase, claim_at: int) -> None:
    """Law 77: the accused side mixing the cards before the claimants have examined them establishes it."""
    if case.established or case.corrected is not None:
        return
    for at, seat in ctx.state.incidents.mixes:
        if at > claim_at and seat.side is case.side:
            case.established_at = at
            case.established_how = ctx.table.says("revoke_established_by_mixing_after_claim", seat=seat, event=at)
            _add(case.laws, ctx.table.revoke.mixed)
            return


def unproved_claims(ctx: Context, cases: list[RevokeCase]) -> list[tuple[int, Claim, RevokeCase | None]]:
    """Revoke claims matching no revoke in the case; Law 77 may still establish one (returned as a case)."""
    claimed = {case.claim[0] for case in cases if case.claim is not None}
    out: list[tuple[int, Claim, RevokeCase | None]] = []
    for index, claim in ctx.state.spoken.claims:
        if claim.kind != ClaimKind.REVOKE or index in claimed:
            continue
        accused_side = claim.seat.side.other
        mixed = next(((at, s) for at, s in ctx.state.incidents.mixes if at > index and s.side is accused_side), None)
        if mixed is None:
            out.append((index, claim, None))
            continue
        offender: Seat | Side = claim.against if isinstance(claim.against, Seat) else accused_side
        table = ctx.table.revoke
        case = RevokeCase(
            offender,
            index,
            RevokeCause.MIXED,
            table.penalty,
            established_at=mixed[0],
            established_how=ctx.table.says(
                "revoke_established_by_mixing_unshown", seat=mixed[1], event=mixed[0], claimants=claim.seat.side.words
            ),
            laws=[table.defined, table.penalty.laws[0], table.mixed],
            claim=(index, claim),
        )
        out.append((index, claim, case))
    return out


def claim_closed_at(ctx: Context) -> int | None:
    """The event after which a revoke can no longer be claimed: the cut for the following deal (Club 78), or
    the moment a club's statutes name instead."""
    if ctx.table.revoke.claim_until == EventKind.NEXT_TRUMP_TURNED:
        return ctx.state.end.next_trump_at
    return ctx.state.end.cut_at


def claim_in_time(ctx: Context, case: RevokeCase) -> bool | None:
    if case.claim is None:
        return None
    closed = claim_closed_at(ctx)
    cutter = ctx.state.end.cut_unpresented_by if ctx.table.revoke.claim_until == EventKind.CUT_NEXT else None
    if closed is not None and cutter is not None and case.claim[1].seat.side is not cutter.side:
        return True  # cut without the dealer's consent: too late for the cutter's side only (McIntosh, 78)
    return closed is None or case.claim[0] < closed


def penalised(ctx: Context, case: RevokeCase) -> bool:
    """The penalty can be exacted: established, not saved, and claimed in time (or still claimable)."""
    if not case.established or case.corrected is not None:
        return False
    in_time = claim_in_time(ctx, case)
    return in_time is True or (in_time is None and claim_closed_at(ctx) is None)


def penalty_choices(ctx: Context, cases: list[RevokeCase]) -> list[tuple[RevokeCase, Choice]]:
    """The penalty's options (Club 72: three), for each revoke whose penalty can be exacted, in order."""
    out: list[tuple[RevokeCase, Choice]] = []
    lone = ctx.table.revoke.in_lone_hand if ctx.lone is not None else None
    for case in sorted(cases, key=lambda c: c.event):
        if penalised(ctx, case):
            rule = case.rule
            if lone is not None:  # euchre 63: five points in a lone hand, whoever revokes in it
                base = ctx.table.revoke.penalty
                rule = PenaltyRule(base.laws, base.says, (lone,), base.chooser, base.until)
            choice = Choice(
                FindingKind.REVOKE, case.offender, case.event, rule, case.side.other, [o.id for o in rule.options]
            )
            out.append((case, choice))
    return out


def settle_by_claims(pairs: Sequence[tuple[RevokeCase, Choice]]) -> None:
    """Where the law gives a single penalty (euchre 63), a claim in time exacts it: nothing is left to elect."""
    for case, choice in pairs:
        if choice.elected is None and case.claim is not None and len(choice.option_ids) == 1:
            choice.elected, choice.elected_at = choice.option_ids[0], case.claim[0]


def restrict_when_abandoned(ctx: Context, cases: list[RevokeCase]) -> None:
    """Club 59: a revoke established when all four threw down: three added or deducted, no taking of tricks.
    (The American laws resign the game instead, 17.)"""
    rules = ctx.table.thrown_down
    if rules is None or ctx.state.end.abandoned_at is None or rules.resigned is not None:
        return
    for case in cases:
        if case.cause == RevokeCause.RENOUNCE and case.established:
            case.rule = rules.abandoned
            if rules.abandoned.laws[0] not in case.laws:
                case.laws.append(rules.abandoned.laws[0])
            _note(ctx, case, "revoke_when_abandoned", ctx.table.says("revoke_when_abandoned"))


def penalty_ids(table: LawTable) -> set[OptionId]:
    """The options of the revoke's penalty, elected once the revokes are known (not with the other calls)."""
    ids = {o.id for o in table.revoke.penalty.options}
    if table.revoke.in_lone_hand is not None:
        ids.add(table.revoke.in_lone_hand.id)
    return ids


def _event(play: PlayRecord) -> int:
    return play.event
