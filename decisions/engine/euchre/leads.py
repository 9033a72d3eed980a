"""Leads and plays out of turn, and calling attention to the trick (Laws 52, 53, 58, 59, 83; 104, 105 alone).

The Preface: "in the case of a lead out of turn ... the Whist Law has been applied, allowing the
non-offending side the option of two penalties. See Rule 52." A player playing alone who leads out of
turn has his card called as an exposed card (104); an adversary who plays out of turn to the lead of a
lone hand lays both opposing hands on the table, to be called by the player playing alone (105).
"""

from __future__ import annotations

from ..choices import Choice, choice_of, penalty_finding
from ..findings import Finding, law_list
from ..state import FalseLead, OutOfTurn
from .context import Euchre, cards_on_the_table

_POSITION = {1: "second hand", 2: "third hand", 3: "fourth hand"}


def choices(e: Euchre) -> list[Choice]:
    found: list[Choice] = []
    for false_lead in e.state.false_leads:
        if not false_lead.stood:
            found.append(_false_lead_choice(e, false_lead))
        if false_lead.hurried is not None:
            record = false_lead.hurried
            made = choice_of(
                "exposed_card",
                record.seat,
                record.event,
                e.table.hurried_lead,
                record.seat.side.other,
                cards=(record.card,),
                target=record.seat,
            )
            if record.stands and len(record.trick.plays) > 1:
                made.lapse(
                    "call_card", record.trick.plays[1].event, "The adversaries played to that lead, letting it stand."
                )
            _lapse_when_played(e, made)
            found.append(made)
    for play in e.state.out_of_turn:
        if play.kind == "fourth_before_partner":
            partner = play.seat.partner
            made = choice_of(
                "play_out_of_turn",
                play.seat,
                play.event,
                e.table.fourth_before_partner,
                play.seat.side.other,
                target=partner,
                trick=play.trick,
            )
            played = e.next_play_of(partner, play.event, play.trick)
            if played is not None:
                for option in made.option_ids:
                    made.lapse(option, played.event, f"{partner} played to the trick at event {played.event}.")
            found.append(made)
        elif play.kind == "before_turn_to_lone_lead" and e.state.lone_declared is not None:
            lone = e.state.lone_declared
            seats = lone.side.other.seats
            made = choice_of(
                "play_out_of_turn",
                play.seat,
                play.event,
                e.table.rule("out_of_turn_to_lone_lead"),
                lone.side,
                cards=cards_on_the_table(e, seats, play.event),
                target_side=play.seat.side,
            )
            _lapse_when_played(e, made)
            found.append(made)
    for attention in e.state.attentions:
        trick = attention.trick
        if trick is None or attention.partner_played or not trick.plays:
            continue
        partner = attention.seat.partner
        made = choice_of(
            "attention_to_trick",
            attention.seat,
            attention.event,
            e.table.attention_to_trick,
            attention.seat.side.other,
            target=partner,
            trick=trick,
        )
        played = e.next_play_of(partner, attention.event, trick)
        if played is not None:
            for option in made.option_ids:
                made.lapse(option, played.event, f"{partner} played to the trick at event {played.event}.")
        found.append(made)
    return found


def _lapse_when_played(e: Euchre, made: Choice) -> None:
    plays = [e.played_after(card, made.event) for card in made.cards]
    if plays and all(p is not None for p in plays):
        last = max(p.event for p in plays if p is not None)
        many = len(made.cards) > 1
        made.lapse(
            "call_card",
            last,
            f"The card{'s were' if many else ' was'} played before being called, so no penalty remains (Law"
            f" {e.table.call_repeated}).",
        )


def _false_lead_choice(e: Euchre, false_lead: FalseLead) -> Choice:
    offender = false_lead.offender
    lone = e.state.lone_declared is offender and e.state.lone is offender
    rule = e.table.rule("lone_led_out_of_turn") if lone else e.table.lead_out_of_turn
    made = choice_of(
        "lead_out_of_turn",
        offender,
        false_lead.event,
        rule,
        offender.side.other,
        cards=(false_lead.record.card,),
        target=offender,
        target_side=offender.side,
    )
    played = e.played_after(false_lead.record.card, false_lead.event)
    if played is not None:
        made.lapse(
            "call_card",
            played.event,
            f"The card led in error was played at event {played.event} before it was called, so it can no"
            f" longer be called (Law {e.table.call_repeated}).",
        )
    if false_lead.discovered_at is not None and "call_suit" in made.option_ids:
        for lead in e.leads_by(offender.side, false_lead.discovered_at):
            if lead.trick.hurried and len(lead.trick.plays) == 1:
                continue
            at = lead.trick.plays[1].event if lead.trick.hurried else lead.event
            made.lapse(
                "call_suit",
                at,
                f"The right to call a suit lapsed when {lead.seat} led at event {lead.event} without a suit being"
                " called: it is a call for the next lead of the offender or his partner (Law 52).",
            )
            break
    return made


def findings(e: Euchre, resolved: list[Choice], notes: dict[Choice, list[str]]) -> list[Finding]:
    out: list[Finding] = []
    by_event = {(c.kind, c.event): c for c in resolved}
    for false_lead in e.state.false_leads:
        out.append(_false_lead_finding(e, false_lead, by_event.get(("lead_out_of_turn", false_lead.event)), notes))
        if false_lead.hurried is not None:
            made = by_event[("exposed_card", false_lead.hurried.event)]
            offender = false_lead.hurried.seat
            head = (
                f"{offender} led the {false_lead.hurried.card} at event {false_lead.hurried.event}, at once after"
                f" his partner's lead out of turn, before {made.chooser.words} could choose their penalty. The"
                " Laws of Euchre say nothing of it; the Preface says the whist law was applied to the lead out of"
                " turn (Law 52), and the engine follows the whist decision (Clay's Case 9): the adversaries keep"
                f" their option, and {offender}'s card is liable to be called as an exposed card (Law 46)."
            )
            out.append(penalty_finding(e, made, head, made.rule.laws, notes))
    for play in e.state.out_of_turn:
        out.append(_out_of_turn_finding(e, play, by_event, notes))
    for attention in e.state.attentions:
        out.append(_attention_finding(e, attention.event, by_event.get(("attention_to_trick", attention.event)), notes))
    return out


def _false_lead_finding(
    e: Euchre, false_lead: FalseLead, made: Choice | None, notes: dict[Choice, list[str]]
) -> Finding:
    offender, proper = false_lead.offender, false_lead.proper_leader
    card, event = false_lead.record.card, false_lead.event
    lead = f"{offender} led the {card} out of turn at event {event}: it was {proper}'s lead"
    lone = e.state.lone is offender
    laws = ("104",) if lone else ("52",)
    if false_lead.stood or made is None:
        return Finding(
            "lead_out_of_turn",
            offender,
            event,
            law_list(laws, "53"),
            f"{lead}, and the others followed him: the trick is complete, and the error cannot be rectified (Law 53).",
        )
    if lone:
        head = (
            f"{lead}. A player playing alone who leads out of turn has the card treated as an exposed card, and"
            f" {made.chooser.words} can call it (Law 104); they cannot call a suit."
        )
    else:
        head = (
            f"{lead} (Law 52). {made.chooser.words} may either call the card erroneously led, or call a suit from"
            f" {offender} or {offender.partner} when it is next the turn of either of them to lead; they must not"
            f" consult on which (Law {e.table.consultation})."
        )
    extra: tuple[str, ...] = () if lone else (e.table.consultation,)
    if false_lead.followers:
        taken = ", ".join(f"{p.seat}'s {p.card}" for p in false_lead.followers)
        head += (
            f" The cards played to the false lead ({taken}) were taken back on the discovery of the mistake, and"
            " there is no penalty against any one except the original offender (Law 53)."
        )
        extra = ("53", *extra)
    elif false_lead.discovered_at is None:
        head += (
            " If the mistake is discovered before the others have all played to it, their cards are taken back"
            " (Law 53)."
        )
    return penalty_finding(e, made, head, law_list(laws, extra), notes)


def _out_of_turn_finding(
    e: Euchre, play: OutOfTurn, by_event: dict[tuple[str, int], Choice], notes: dict[Choice, list[str]]
) -> Finding:
    card = play.record.card
    if play.kind == "third_before_second":
        if e.state.lone is not None:
            return Finding(
                "play_out_of_turn",
                play.seat,
                play.event,
                ("58",),
                f"{play.seat} played the {card} at event {play.event} before his turn, in a lone hand where the"
                " lead was not the lone player's: the laws give no penalty for it (Laws 58, 105).",
            )
        return Finding(
            "play_out_of_turn",
            play.seat,
            play.event,
            ("58",),
            f"{play.seat}, the third hand, played the {card} at event {play.event} before {play.trick.leader.left},"
            " the second hand: there is no penalty, and the fourth hand may now play before his partner (Law 58).",
        )
    if play.kind == "fourth_before_partner":
        made = by_event[("play_out_of_turn", play.event)]
        head = (
            f"{play.seat}, the fourth hand, played the {card} at event {play.event} before his partner"
            f" {play.seat.partner}, the third hand not having played: {made.chooser.words} may call on"
            f" {play.seat.partner} to win or lose the trick (Law 59)."
        )
        return penalty_finding(e, made, head, made.rule.laws, notes)
    if play.kind == "before_turn_to_lone_lead":
        made = by_event[("play_out_of_turn", play.event)]
        lone = e.state.lone_declared
        head = (
            f"{play.seat} played the {card} at event {play.event}, out of turn to the lead of {lone}, who plays"
            f" alone: both opposing hands must be laid on the table, and {lone} can call their cards (Law 105)."
        )
        return penalty_finding(e, made, head, made.rule.laws, notes)
    position = _POSITION.get(play.seat.after(play.trick.leader), "fourth hand")
    return Finding(
        "play_out_of_turn",
        play.seat,
        play.event,
        ("58", "59"),
        f"{play.seat}, the {position}, played the {card} at event {play.event} before the third hand, after his"
        " partner had played: the laws give a penalty only where the fourth hand plays before his partner, the"
        " third hand not having played (Law 59).",
    )


def _attention_finding(e: Euchre, event: int, made: Choice | None, notes: dict[Choice, list[str]]) -> Finding:
    attention = next(a for a in e.state.attentions if a.event == event)
    partner = attention.seat.partner
    if made is None:
        why = (
            f"his partner {partner} had already played to it"
            if attention.partner_played
            else "no trick was in progress"
        )
        return Finding(
            "attention_to_trick",
            attention.seat,
            event,
            ("83",),
            f"{attention.seat} called attention to the trick at event {event}, but {why}: Law 83 gives a penalty"
            " only when attention is called before the partner plays.",
        )
    suit = made.suit.plural if made.suit else "the suit led"
    head = (
        f"{attention.seat} called attention to the trick at event {event} before his partner {partner} had played"
        f" (Law 83): {made.chooser.words} may require {partner} to play his highest or lowest of the {suit}, or"
        " to win or lose the trick."
    )
    return penalty_finding(e, made, head, law_list(("83",), e.table.consultation), notes)
