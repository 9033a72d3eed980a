"""Leads and plays out of turn, and calling attention to the trick, under every code that calls cards.

Club Code 62, 63, 67, 68, 86, 87; euchre 52, 53, 58, 59, 83, whose Preface says the whist law of the
lead out of turn was applied. Where the code has laws for a lone hand (euchre 104, 105), the lone
player leading out of turn has his card called as an exposed card, and an adversary playing out of turn
to the lone player's lead lays both opposing hands on the table. The sentences are the table's.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..codes.law_number import LawNumber
from ..codes.table import PenaltyRule
from ..format.seats import Seat
from ..format.vocabulary import FindingKind, OptionId
from ..replay.context import Context
from ..replay.records import FalseLead, OutOfTurn, OutOfTurnKind, PlayRecord, TrickRecord
from .choices import Choice, choice_of, lapse_when_played, penalty_finding
from .findings import Finding, law_list

_POSITION = {1: "second hand", 2: "third hand", 3: "fourth hand"}


def _sits_out(ctx: Context, seat: Seat, trick: TrickRecord) -> bool:
    """The partner of a player who declared to play alone (euchre), while out of the play or upon the first lead:
    his card is ruled by the laws of the lone hand (100-102), never as a lead or play out of turn, which mean
    nothing in a hand played by three."""
    lone, played = ctx.state.lone_declared, ctx.state.played
    if lone is None or seat is not lone.partner:
        return False
    first = played.tricks[0] if played.tricks else played.current
    return ctx.out is seat or trick is first


def _false_leads(ctx: Context) -> list[FalseLead]:
    return [f for f in ctx.state.incidents.false_leads if not _sits_out(ctx, f.offender, f.record.trick)]


def _out_of_turn(ctx: Context) -> list[OutOfTurn]:
    return [p for p in ctx.state.incidents.out_of_turn if not _sits_out(ctx, p.seat, p.trick)]


def choices(ctx: Context) -> list[Choice]:
    found: list[Choice] = []
    for false_lead in _false_leads(ctx):
        if not false_lead.stood:
            found.append(_false_lead_choice(ctx, false_lead))
        if false_lead.hurried is not None:
            found.append(_hurried_lead_choice(ctx, false_lead.hurried))
    for play in _out_of_turn(ctx):
        made = _out_of_turn_choice(ctx, play)
        if made is not None:
            found.append(made)
    found += _attention_choices(ctx)
    return found


def _hurried_lead_choice(ctx: Context, record: PlayRecord) -> Choice:
    """The partner's card led at once after a lead out of turn (Clay's Case 9): an exposed card, which the
    adversaries let stand by playing to it."""
    made = choice_of(
        FindingKind.EXPOSED_CARD,
        record.seat,
        record.event,
        ctx.table.hurried_lead,
        record.seat.side.other,
        cards=(record.card,),
        target=record.seat,
    )
    if record.stands and len(record.trick.plays) > 1:
        made.lapse(
            OptionId.CALL_CARD, record.trick.plays[1].event, "The adversaries played to that lead, letting it stand."
        )
    lapse_when_played(ctx, made)
    return made


def _out_of_turn_choice(ctx: Context, play: OutOfTurn) -> Choice | None:
    """The fourth hand's play before his partner's, and a play before its turn to a lone player's lead where the
    code has a law for it; another play out of turn gives the adversaries no choice."""
    table, state = ctx.table, ctx.state
    if play.kind == OutOfTurnKind.FOURTH_BEFORE_PARTNER:
        partner = play.seat.partner
        made = choice_of(
            FindingKind.PLAY_OUT_OF_TURN,
            play.seat,
            play.event,
            table.fourth_before_partner,
            play.seat.side.other,
            target=partner,
            trick=play.trick,
        )
        _lapse_when_partner_plays(ctx, made, partner)
        return made
    if play.kind != OutOfTurnKind.BEFORE_TURN_TO_LONE_LEAD or state.lone_declared is None:
        return None
    rule = table.rule_if("out_of_turn_to_lone_lead")
    if rule is None:
        return None
    lone = state.lone_declared
    made = choice_of(
        FindingKind.PLAY_OUT_OF_TURN,
        play.seat,
        play.event,
        rule,
        lone.side,
        cards=ctx.cards_on_the_table(lone.side.other.seats, play.event),
        target_side=play.seat.side,
    )
    lapse_when_played(ctx, made)
    return made


def _attention_choices(ctx: Context) -> list[Choice]:
    """A player who drew his partner's attention to the trick before the partner played to it."""
    found: list[Choice] = []
    for attention in ctx.state.incidents.attentions:
        trick = attention.trick
        if trick is None or attention.partner_played or not trick.plays:
            continue
        partner = attention.seat.partner
        made = choice_of(
            FindingKind.ATTENTION_TO_TRICK,
            attention.seat,
            attention.event,
            ctx.table.attention_to_trick,
            attention.seat.side.other,
            target=partner,
            trick=trick,
        )
        _lapse_when_partner_plays(ctx, made, partner)
        found.append(made)
    return found


def _lapse_when_partner_plays(ctx: Context, made: Choice, partner: Seat) -> None:
    played = ctx.next_play_of(partner, made.event, made.trick)
    if played is not None:
        for option in made.option_ids:
            made.lapse(option, played.event, f"{partner} played to the trick at event {played.event}.")


def _false_lead_choice(ctx: Context, false_lead: FalseLead) -> Choice:
    offender, table = false_lead.offender, ctx.table
    made = choice_of(
        FindingKind.LEAD_OUT_OF_TURN,
        offender,
        false_lead.event,
        _false_lead_rule(ctx, offender),
        offender.side.other,
        cards=(false_lead.record.card,),
        target=offender,
        target_side=offender.side,
    )
    played = ctx.played_after(false_lead.record.card, false_lead.event)
    if played is not None:
        made.lapse(OptionId.CALL_CARD, played.event, table.says("false_lead_card_played", event=played.event))
    if false_lead.discovered_at is not None and OptionId.CALL_SUIT in made.option_ids:
        for lead in ctx.leads_by(offender.side, false_lead.discovered_at):
            if lead.trick.hurried and len(lead.trick.plays) == 1:
                continue
            at = lead.trick.plays[1].event if lead.trick.hurried else lead.event  # a hasty lead let stand
            made.lapse(OptionId.CALL_SUIT, at, table.says("suit_call_lapsed", seat=lead.seat, event=lead.event))
            break
    return made


def _false_lead_rule(ctx: Context, offender: Seat) -> PenaltyRule:
    lone = ctx.table.rule_if("lone_led_out_of_turn")
    if lone is not None and ctx.state.lone_declared is offender and ctx.lone is offender:
        return lone
    return ctx.table.lead_out_of_turn


def findings(ctx: Context, resolved: list[Choice], notes: Mapping[Choice, list[str]]) -> list[Finding]:
    out: list[Finding] = []
    by_event = {(c.kind, c.event): c for c in resolved}
    table = ctx.table
    for false_lead in _false_leads(ctx):
        out.append(
            _false_lead_finding(ctx, false_lead, by_event.get((FindingKind.LEAD_OUT_OF_TURN, false_lead.event)), notes)
        )
        hurried = false_lead.hurried
        if hurried is not None:
            made = by_event[(FindingKind.EXPOSED_CARD, hurried.event)]
            head = table.says(
                "hurried_lead",
                offender=hurried.seat,
                card=hurried.card,
                event=hurried.event,
                who=ctx.words(made.chooser),
            )
            decisions = table.precedents.get("hurried_lead", ())
            out.append(penalty_finding(ctx, made, head, made.rule.laws, notes, decisions))
    for play in _out_of_turn(ctx):
        out.append(_out_of_turn_finding(ctx, play, by_event, notes))
    for attention in ctx.state.incidents.attentions:
        choice = by_event.get((FindingKind.ATTENTION_TO_TRICK, attention.event))
        out.append(_attention_finding(ctx, attention.event, choice, notes))
    return out


def _false_lead_finding(
    ctx: Context, false_lead: FalseLead, made: Choice | None, notes: Mapping[Choice, list[str]]
) -> Finding:
    table = ctx.table
    offender, proper = false_lead.offender, false_lead.proper_leader
    card, event = false_lead.record.card, false_lead.event
    lead = f"{offender} led the {card} out of turn at event {event}: it was {proper}'s lead"
    followed = table.false_lead_followed.laws
    if false_lead.stood or made is None:
        laws = _false_lead_rule(ctx, offender).laws
        return Finding(
            FindingKind.LEAD_OUT_OF_TURN,
            offender,
            event,
            law_list(laws, followed),
            table.says("false_lead_stood", lead=lead),
        )
    laws = made.rule.laws
    extra: tuple[LawNumber, ...] = ()
    if made.rule is table.lead_out_of_turn:
        partner = offender.partner
        head = table.says("false_lead", lead=lead, who=ctx.words(made.chooser), offender=offender, partner=partner)
        extra = (table.consultation,)
    else:
        head = table.says("lone_false_lead", lead=lead, who=ctx.words(made.chooser))
    if false_lead.followers:
        taken = ", ".join(f"{p.seat}'s {p.card}" for p in false_lead.followers)
        head += " " + table.says("false_lead_taken_back", taken=taken)
        extra = (*followed, *extra)
    elif false_lead.discovered_at is None:
        head += " " + table.says("false_lead_may_be_taken_back")
    return penalty_finding(ctx, made, head, law_list(laws, extra), notes)


def _out_of_turn_finding(
    ctx: Context, play: OutOfTurn, by_event: dict[tuple[FindingKind, int], Choice], notes: Mapping[Choice, list[str]]
) -> Finding:
    table = ctx.table
    seat, card, event = play.seat, play.record.card, play.event
    if play.kind == OutOfTurnKind.THIRD_BEFORE_SECOND:
        laws = table.third_before_second.laws
        lone_lead = table.rule_if("out_of_turn_to_lone_lead")
        if ctx.lone is not None and lone_lead is not None:
            says = table.says("lone_third_before_second", seat=seat, card=card, event=event)
            return Finding(FindingKind.PLAY_OUT_OF_TURN, seat, event, law_list(laws, lone_lead.laws), says)
        second = play.trick.leader.left
        says = table.says("third_before_second", seat=seat, card=card, event=event, second=second)
        return Finding(FindingKind.PLAY_OUT_OF_TURN, seat, event, laws, says)
    if play.kind == OutOfTurnKind.FOURTH_BEFORE_PARTNER:
        made = by_event[(FindingKind.PLAY_OUT_OF_TURN, event)]
        head = table.says(
            "fourth_before_partner",
            seat=seat,
            card=card,
            event=event,
            partner=seat.partner,
            who=ctx.words(made.chooser),
        )
        return penalty_finding(ctx, made, head, made.rule.laws, notes)
    if play.kind == OutOfTurnKind.BEFORE_TURN_TO_LONE_LEAD and (FindingKind.PLAY_OUT_OF_TURN, event) in by_event:
        made = by_event[(FindingKind.PLAY_OUT_OF_TURN, event)]
        lone = ctx.state.lone_declared
        head = table.says("lone_out_of_turn_to_lead", seat=seat, card=card, event=event, lone=lone)
        return penalty_finding(ctx, made, head, made.rule.laws, notes)
    position = _POSITION.get(seat.after(play.trick.leader), "fourth hand")
    says = table.says("fourth_before_third", seat=seat, card=card, event=event, position=position)
    return Finding(FindingKind.PLAY_OUT_OF_TURN, seat, event, table.fourth_before_third.laws, says)


def _attention_finding(ctx: Context, event: int, made: Choice | None, notes: Mapping[Choice, list[str]]) -> Finding:
    table = ctx.table
    attention = ctx.state.incidents.attention_at[event]
    rule, seat, partner = table.attention_to_trick, attention.seat, attention.seat.partner
    if made is None:
        why = (
            f"his partner {partner} had already played to it"
            if attention.partner_played
            else "no trick was in progress"
        )
        return Finding(
            FindingKind.ATTENTION_TO_TRICK,
            seat,
            event,
            rule.laws,
            table.says("attention_too_late", seat=seat, event=event, why=why),
        )
    suit = made.suit.plural if made.suit else "the suit led"
    head = table.says(
        "attention_to_trick", seat=seat, event=event, partner=partner, who=ctx.words(made.chooser), suit=suit
    )
    return penalty_finding(ctx, made, head, law_list(rule.laws, table.consultation), notes)
