"""Penalties of points (American Law 18): the forfeit of one point for the violation of any law but the revoke.

The point is deducted from the offenders' score or added to their adversaries', as the adversaries
elect (`deduct_points` or `add_points`, with `n` the points); they may consult. It cannot be taken
during the play, and must be claimed and scored before the cards are cut for the next deal: the
options lapse at the cut. Each irregularity the replay records becomes a PointChoice here; the deal,
the trump card and cards thrown down add their own.
"""

from __future__ import annotations

from collections.abc import Mapping, Set
from dataclasses import dataclass

from ..codes.keys import POINT_KEYS, PointKey, point_named
from ..codes.law_number import LawNumber
from ..format.seats import Seat, Side
from ..format.vocabulary import ExposeHow, FindingKind, TrumpCardAction
from ..replay.context import Context
from . import trump_card
from .choices import Choice, options_of, outcome_sentences
from .findings import Finding, Option, law_list

_COUNT = {1: "one point", 2: "two points", 3: "three points"}


@dataclass(eq=False)
class PointChoice(Choice):
    """A penalty of points, with the words of the finding that reports it."""

    head: str = ""
    laws_cited: tuple[LawNumber, ...] = ()
    decisions: tuple[str, ...] = ()


def point_choice(
    ctx: Context,
    kind: FindingKind,
    offender: Seat | Side,
    event: int,
    rule_kind: PointKey,
    cards: int = 1,
    head: str = "",
    decisions: tuple[str, ...] = (),
) -> PointChoice:
    """The penalty of `rule_kind` (a key of the table's point rules) for `cards` cards, lapsing at the cut."""
    table = ctx.table.point_penalties
    assert table is not None
    rule = table.rule(rule_kind, cards)
    side = offender.side if isinstance(offender, Seat) else offender
    choice = PointChoice(
        kind,
        offender,
        event,
        rule,
        side.other,
        [o.id for o in rule.options],
        head=head,
        laws_cited=rule.laws,
        decisions=decisions,
    )
    cut = ctx.state.end.cut_at
    if cut is not None and cut > event:
        for option in choice.option_ids:
            choice.lapse(
                option,
                cut,
                ctx.table.says("point_penalty_lapsed_at_cut", event=cut),
            )
    return choice


def breach(
    ctx: Context, kind: FindingKind, offender: Seat, event: int, rule_kind: str, head: str
) -> PointChoice | None:
    """Law 18's point for the violation of a law another ruler found (the cut, a trick examined), where the code
    has a general penalty and counts this breach among its violations; else None, and that ruler words it."""
    penalties = ctx.table.point_penalties
    # The breach is named by its finding's sentence, which names a point only where the code counts it one.
    if penalties is None or rule_kind not in POINT_KEYS or point_named(rule_kind) not in penalties.rules:
        return None
    return point_choice(ctx, kind, offender, event, point_named(rule_kind), 1, head)


def choices(ctx: Context, licensed: Set[int]) -> list[PointChoice]:
    """The penalties of points for what the replay recorded: leads and plays out of turn, exposed cards, cards
    taken back, attention called to the trick (American Laws 10, 12, 13, 14)."""
    if ctx.table.point_penalties is None:
        return []
    state = ctx.state
    out: list[PointChoice] = []
    for false_lead in state.incidents.false_leads:
        offender, card = false_lead.offender, false_lead.record.card
        head = (
            f"{offender} led the {card} out of turn at event {false_lead.event}: it was"
            f" {false_lead.proper_leader}'s lead."
        )
        if false_lead.stood:
            continue
        taken = ", ".join(f"{p.seat}'s {p.card}" for p in false_lead.followers)
        head += " " + ctx.table.says("points_false_lead", taken=f" ({taken} were taken back)" if taken else "")
        out.append(
            point_choice(ctx, FindingKind.LEAD_OUT_OF_TURN, offender, false_lead.event, "lead_out_of_turn", 1, head)
        )
    for play in state.incidents.out_of_turn:
        head = ctx.table.says("points_play_out_of_turn", seat=play.seat, card=play.record.card, event=play.event)
        out.append(point_choice(ctx, FindingKind.PLAY_OUT_OF_TURN, play.seat, play.event, "play_out_of_turn", 1, head))
    for extra in state.incidents.extra_cards:
        head = ctx.table.says("points_extra_card", seat=extra.seat, card=extra.card, event=extra.event)
        out.append(point_choice(ctx, FindingKind.EXPOSED_CARD, extra.seat, extra.event, "extra_card", 1, head))
    for exposure in state.incidents.exposures:
        choice = _exposure_choice(
            ctx, exposure.event, exposure.seat, exposure.how, exposure.cards, exposure.unidentified
        )
        if choice is not None:
            out.append(choice)
    for correction in state.incidents.corrections:
        if correction.void is not None or correction.event in licensed or correction.substitute is None:
            continue
        head = ctx.table.says(
            "points_card_taken_back",
            seat=correction.seat,
            card=correction.withdrawn.card,
            event=correction.event,
            substitute=correction.substitute.card,
        )
        out.append(point_choice(ctx, FindingKind.EXPOSED_CARD, correction.seat, correction.event, "exposed", 1, head))
    for attention in state.incidents.attentions:
        head = ctx.table.says("points_attention", seat=attention.seat, event=attention.event)
        out.append(
            point_choice(ctx, FindingKind.ATTENTION_TO_TRICK, attention.seat, attention.event, "attention", 1, head)
        )
    return out


def _exposure_choice(
    ctx: Context, event: int, seat: Seat, how: str | None, cards: tuple[object, ...], unidentified: int
) -> PointChoice | None:
    names = ", ".join(str(c) for c in cards)
    count = len(cards) + unidentified
    if how == ExposeHow.FLOOR:
        return None
    if how == ExposeHow.LOWERED:
        head = ctx.table.says("points_lowered", seat=seat, cards=names, event=event)
        decisions = ctx.table.precedents.get("points_lowered", ())
        return point_choice(ctx, FindingKind.EXPOSED_CARD, seat, event, "exposed", count, head, decisions)
    if how in (ExposeHow.PLAYED_TOGETHER, ExposeHow.SHOWN, ExposeHow.DETACHED, ExposeHow.DRAWN, ExposeHow.NAMED):
        verb = "played" if how == ExposeHow.PLAYED_TOGETHER else "showed"
        head = ctx.table.says("points_shown", seat=seat, verb=verb, cards=names, event=event)
        return point_choice(ctx, FindingKind.EXPOSED_CARD, seat, event, "shown", count, head)
    head = ctx.table.says("points_exposed", seat=seat, cards=names, event=event)
    return point_choice(ctx, FindingKind.EXPOSED_CARD, seat, event, "exposed", count, head)


def exposure_not_penalised(ctx: Context) -> list[Finding]:
    """What costs no point: cards dropped on the floor (American Law 12), a false lead all have followed (14)."""
    if ctx.table.point_penalties is None:
        return []
    out = []
    for false_lead in ctx.state.incidents.false_leads:
        if false_lead.stood:
            out.append(
                Finding(
                    FindingKind.LEAD_OUT_OF_TURN,
                    false_lead.offender,
                    false_lead.event,
                    ctx.table.false_lead_followed.laws,
                    ctx.table.says(
                        "points_false_lead_stood",
                        seat=false_lead.offender,
                        card=false_lead.record.card,
                        event=false_lead.event,
                        proper=false_lead.proper_leader,
                    ),
                )
            )
    for exposure in ctx.state.incidents.exposures:
        if exposure.how == ExposeHow.FLOOR:
            names = ", ".join(str(c) for c in exposure.cards)
            out.append(
                Finding(
                    FindingKind.EXPOSED_CARD,
                    exposure.seat,
                    exposure.event,
                    ctx.table.not_exposed.laws,
                    ctx.table.says("floor", seat=exposure.seat, cards=names, event=exposure.event),
                )
            )
    return out


def findings(ctx: Context, found: list[Choice], results: Mapping[Choice, Mapping[str, Option]]) -> list[Finding]:
    """A finding for every penalty of points: what was done, the point, and what became of the choice."""
    table = ctx.table.point_penalties
    if table is None:
        return []
    out: list[Finding] = []
    for choice in found:
        if not isinstance(choice, PointChoice):
            continue
        n = choice.rule.options[0].n or 1
        offenders = choice.offender.side if isinstance(choice.offender, Seat) else choice.offender
        options, lapsed = options_of(choice, ctx.end, results.get(choice))
        sentences, _ = outcome_sentences(choice, ctx, lapsed)
        summary = " ".join(
            [
                choice.head,
                ctx.table.says(
                    "point_penalty_terms",
                    penalty=_COUNT.get(n, f"{n} points"),
                    offenders=offenders.words,
                    chooser=choice.chooser.words,
                ),
                *sentences,
            ]
        )
        out.append(
            Finding(
                choice.kind,
                choice.offender,
                choice.event,
                law_list(choice.laws_cited, table.law),
                summary.strip(),
                options=tuple(options),
                elected=choice.elected,
                decisions=choice.decisions,
            )
        )
    return out


def pending(choice: Choice, end: int) -> bool:
    """Whether the innocent side still has this choice to make."""
    return choice.elected is None and choice.lost_at is None and bool(choice.open_options_at(end))


def penalised_side(choice: Choice) -> Side:
    return choice.offender.side if isinstance(choice.offender, Seat) else choice.offender


def trump_card_choices(ctx: Context) -> list[Choice]:
    """American Law 6: the trump card taken up before three have played, or left after the second round."""
    rules = ctx.table.trump_card
    if rules is None:
        return []
    dealer, out = ctx.case.dealer, list[Choice]()
    for index, event in ctx.state.incidents.trump_card_events:
        if event.action not in (TrumpCardAction.TAKEN_UP, TrumpCardAction.LEFT):
            continue
        late = trump_card.late_at(ctx, rules, index)
        early = (
            event.action == TrumpCardAction.TAKEN_UP
            and not trump_card.dealer_played(ctx, index)
            and trump_card.others_played(ctx, index) < 3
        )
        if early:
            head = ctx.table.says("trump_card_taken_early", dealer=dealer, event=index)
        elif late is not None:
            head = ctx.table.says("trump_card_left", event=index, late=late)
        else:
            continue
        out.append(point_choice(ctx, FindingKind.TRUMP_CARD, dealer, index, "trump_card", 1, head))
    return out


def trump_card_findings(ctx: Context) -> list[Finding]:
    """What the American laws have no law on (naming, asking for or forgetting the trump card)."""
    rules = ctx.table.trump_card
    if rules is None:
        return []
    return [
        Finding(FindingKind.TRUMP_CARD, event.seat, index, rules.taken_early.laws, f"Event {index}: {rules.no_law}")
        for index, event in ctx.state.incidents.trump_card_events
        if event.action not in (TrumpCardAction.TAKEN_UP, TrumpCardAction.LEFT)
    ]
