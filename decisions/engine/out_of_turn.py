"""Leads and plays out of turn, and calling attention to the trick (Club Code 62, 63, 67, 68, 86, 87)."""

from __future__ import annotations

from .choices import Choice, penalty_finding
from .context import Context
from .findings import Finding, law_list
from .state import FalseLead, OutOfTurn

_POSITION = {1: "second hand", 2: "third hand", 3: "fourth hand"}


def choices(ctx: Context) -> list[Choice]:
    found: list[Choice] = []
    for false_lead in ctx.state.false_leads:
        if not false_lead.stood:
            found.append(_false_lead_choice(ctx, false_lead))
        if false_lead.hurried is not None:
            found.append(_hurried_choice(ctx, false_lead))
    for play in ctx.state.out_of_turn:
        if play.kind == "fourth_before_partner":
            found.append(_fourth_before_partner_choice(ctx, play))
    for attention in ctx.state.attentions:
        trick = attention.trick
        if trick is None or attention.partner_played or len(trick.plays) == 0:
            continue
        rule = ctx.table.attention_to_trick
        partner = attention.seat.partner
        choice = Choice(
            "attention_to_trick",
            attention.seat,
            attention.event,
            rule,
            attention.seat.side.other,
            [o.id for o in rule.options],
            target=partner,
            suit=trick.led,
            trick=trick,
        )
        played = ctx.next_play_of(partner, attention.event, trick)
        if played is not None:
            for option in choice.option_ids:
                choice.lapse(option, played.event, f"{partner} played to the trick at event {played.event}.")
        found.append(choice)
    return found


def _false_lead_choice(ctx: Context, false_lead: FalseLead) -> Choice:
    rule = ctx.table.lead_out_of_turn
    offender = false_lead.offender
    choice = Choice(
        "lead_out_of_turn",
        offender,
        false_lead.event,
        rule,
        offender.side.other,
        [o.id for o in rule.options],
        cards=(false_lead.record.card,),
        target=offender,
        target_side=offender.side,
    )
    played = ctx.played_after(false_lead.record.card, false_lead.event)
    if played is not None:
        choice.lapse(
            "call_card",
            played.event,
            f"The card led in error was played at event {played.event} before it was called, which pays no"
            " penalty (McIntosh's note to Law 62).",
        )
    discovered = false_lead.discovered_at
    if discovered is not None:
        for lead in ctx.leads_by(offender.side, discovered):
            if lead.trick.hurried and len(lead.trick.plays) > 1:
                at = lead.trick.plays[1].event  # the hasty lead was let stand: the adversaries played to it
            elif lead.trick.hurried:
                continue
            else:
                at = lead.event
            choice.lapse(
                "call_suit",
                at,
                f"The right to call a suit lapsed when {lead.seat} led at event {lead.event} without a suit"
                " being called (McIntosh's note to Law 62).",
            )
            break
    return choice


def _hurried_choice(ctx: Context, false_lead: FalseLead) -> Choice:
    record = false_lead.hurried
    assert record is not None
    rule = ctx.table.hurried_lead
    choice = Choice(
        "exposed_card",
        record.seat,
        record.event,
        rule,
        record.seat.side.other,
        [o.id for o in rule.options],
        cards=(record.card,),
        target=record.seat,
    )
    if record.stands and len(record.trick.plays) > 1:
        choice.lapse(
            "call_card", record.trick.plays[1].event, "The adversaries played to that lead, letting it stand."
        )
    played = ctx.played_after(record.card, record.event)
    if played is not None:
        choice.lapse(
            "call_card", played.event, f"The card was played at event {played.event} before it was called."
        )
    return choice


def _fourth_before_partner_choice(ctx: Context, play: OutOfTurn) -> Choice:
    rule = ctx.table.fourth_before_partner
    partner = play.seat.partner
    choice = Choice(
        "play_out_of_turn",
        play.seat,
        play.event,
        rule,
        play.seat.side.other,
        [o.id for o in rule.options],
        target=partner,
        trick=play.trick,
    )
    played = ctx.next_play_of(partner, play.event, play.trick)
    if played is not None:
        for option in choice.option_ids:
            choice.lapse(option, played.event, f"{partner} played to the trick at event {played.event}.")
    return choice


def findings(ctx: Context, resolved: list[Choice], notes: dict[Choice, list[str]]) -> list[Finding]:
    out: list[Finding] = []
    by_event = {(c.kind, c.event): c for c in resolved}
    table = ctx.table
    for false_lead in ctx.state.false_leads:
        out.append(
            _false_lead_finding(ctx, false_lead, by_event.get(("lead_out_of_turn", false_lead.event)), notes)
        )
        if false_lead.hurried is not None:
            choice = by_event[("exposed_card", false_lead.hurried.event)]
            offender = false_lead.hurried.seat
            head = (
                f"{offender} led the {false_lead.hurried.card} at event {false_lead.hurried.event}, at once"
                f" after his partner's lead out of turn, before {choice.chooser.words} could choose their"
                f" penalty: the offender is bound to give them reasonable time (Law {table.time_to_decide})."
                f" As in Clay's Case 9, they keep their option under Law 62, and {offender}'s card too is"
                " liable to be called."
            )
            out.append(
                penalty_finding(
                    ctx.end,
                    ctx.table.consultation,
                    choice,
                    head,
                    law_list(choice.rule.laws, "62"),
                    notes,
                    ("clay-case-9",),
                )
            )
    for play in ctx.state.out_of_turn:
        position = _POSITION[play.seat.after(play.trick.leader)]
        if play.kind == "third_before_second":
            second = play.trick.leader.left
            out.append(
                Finding(
                    "play_out_of_turn",
                    play.seat,
                    play.event,
                    table.third_before_second.laws,
                    f"{play.seat}, the third hand, played the {play.record.card} before {second}, the second"
                    " hand: the Club Code gives no penalty for this, and the fourth hand may now play"
                    f" before his partner (Law {table.third_before_second.laws[0]}).",
                )
            )
        elif play.kind == "fourth_before_partner":
            choice = by_event[("play_out_of_turn", play.event)]
            head = (
                f"{play.seat}, the fourth hand, played the {play.record.card} before his partner"
                f" {play.seat.partner}, the second hand, the third hand not having played:"
                f" {choice.chooser.words} may call on {play.seat.partner} to win, or not to win, the trick"
                f" (Law {table.fourth_before_partner.laws[0]})."
            )
            out.append(
                penalty_finding(ctx.end, ctx.table.consultation, choice, head, choice.rule.laws, notes, ())
            )
        else:
            out.append(
                Finding(
                    "play_out_of_turn",
                    play.seat,
                    play.event,
                    table.fourth_before_third.laws,
                    f"{play.seat}, the {position}, played the {play.record.card} before the third hand,"
                    " after his partner had played: the Club Code gives no penalty for this (Law 68"
                    " provides only where the fourth hand plays before his partner, the third hand not"
                    " having played).",
                )
            )
    for attention in ctx.state.attentions:
        out.append(
            _attention_finding(
                ctx, attention.event, by_event.get(("attention_to_trick", attention.event)), notes
            )
        )
    return out


def _false_lead_finding(
    ctx: Context, false_lead: FalseLead, choice: Choice | None, notes: dict[Choice, list[str]]
) -> Finding:
    offender, proper = false_lead.offender, false_lead.proper_leader
    card, event = false_lead.record.card, false_lead.event
    lead = f"{offender} led the {card} out of turn at event {event}: it was {proper}'s lead"
    laws = ctx.table.lead_out_of_turn.laws
    if false_lead.stood or choice is None:
        return Finding(
            "lead_out_of_turn",
            offender,
            false_lead.event,
            law_list(laws, ctx.table.false_lead_followed.laws),
            f"{lead}, and the other three followed him: the trick is complete and the error cannot be"
            f" rectified (Law {ctx.table.false_lead_followed.laws[0]}).",
        )
    head = (
        f"{lead} (Law {laws[0]}). {choice.chooser.words} may either call the card led in error, or call a"
        f" suit from {offender} or {offender.partner} when it is next the turn of either of them to lead;"
        f" they must not consult on which (Law {ctx.table.consultation}), and {offender} must give them"
        f" reasonable time to decide (Law {ctx.table.time_to_decide})."
    )
    extra_laws: tuple[str, ...] = (ctx.table.consultation, ctx.table.time_to_decide)
    if false_lead.followers:
        taken = ", ".join(f"{p.seat}'s {p.card}" for p in false_lead.followers)
        head += f" The cards played to the false lead ({taken}) were taken back without penalty (Law 63)."
        extra_laws = ("63", *extra_laws)
    elif false_lead.discovered_at is None:
        head += (
            " If the mistake is discovered before the other three have played to it, the cards played to it"
            " are taken back (Law 63)."
        )
    return penalty_finding(
        ctx.end, ctx.table.consultation, choice, head, law_list(laws, extra_laws), notes, ()
    )


def _attention_finding(
    ctx: Context, event: int, choice: Choice | None, notes: dict[Choice, list[str]]
) -> Finding:
    attention = ctx.state.attention_at[event]
    rule = ctx.table.attention_to_trick
    partner = attention.seat.partner
    if choice is None:
        why = (
            f"his partner {partner} had already played to it"
            if attention.partner_played
            else "no trick was in progress"
        )
        return Finding(
            "attention_to_trick",
            attention.seat,
            event,
            rule.laws,
            f"{attention.seat} called attention to the trick at event {event}, but {why}: Law {rule.laws[0]}"
            " gives a penalty only when attention is called before the partner plays.",
        )
    suit = choice.suit.plural if choice.suit else "the suit led"
    head = (
        f"{attention.seat} called attention to the trick at event {event} before his partner {partner} had"
        f" played (Law {rule.laws[0]}): {choice.chooser.words} may require {partner} to play the highest or"
        f" lowest of the {suit}, or to win or lose the trick."
    )
    return penalty_finding(
        ctx.end, ctx.table.consultation, choice, head, law_list(rule.laws, ctx.table.consultation), notes, ()
    )
