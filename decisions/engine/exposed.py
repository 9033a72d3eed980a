"""Exposed cards and cards liable to be called (Club Code 56, 57, 60, 64-66).

An exposed card stays in its owner's hand, on the table, until it is played; the adversaries may
call it at any trick (65), but never so as to make him revoke (64).
"""

from __future__ import annotations

from .cards import Card
from .choices import Choice, penalty_finding
from .context import Context
from .findings import Finding, law_list
from .state import Exposure, ExtraCard

_HOW = {
    "dropped": "dropped the {cards} face upwards",
    "shown": "showed the {cards}",
    "named": "named the {cards} in his hand, which makes a card an exposed card (McIntosh's note to Law 56)",
    "played_together": "played the {cards} at once",
}


def _cards(cards: tuple[Card, ...] | list[Card]) -> str:
    names = [str(c) for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _lapse_when_played(ctx: Context, choice: Choice, cards: tuple[Card, ...], after: int) -> None:
    """A card called must still be in the hand; once every card liable is played, no call remains."""
    plays = [ctx.played_after(card, after) for card in cards]
    if plays and all(p is not None for p in plays):
        last = max(p.event for p in plays if p is not None)
        choice.lapse(
            "call_card",
            last,
            f"The card{'s were' if len(cards) > 1 else ' was'} played before being called, so no penalty"
            " remains (McIntosh's note to Law 56).",
        )


def choices(ctx: Context, licensed: set[int]) -> tuple[list[Choice], set[int]]:
    """The choices, and the call events already ruled on here (a wrong card named, Law 60)."""
    found: list[Choice] = []
    handled: set[int] = set()
    table = ctx.table
    for exposure in ctx.state.exposures:
        if exposure.how == "floor":
            continue
        rule = {"detached": table.detached, "lowered": table.lowered_hand}.get(
            exposure.how or "", table.exposed
        )
        choice = Choice(
            "exposed_card",
            exposure.seat,
            exposure.event,
            rule,
            exposure.seat.side.other,
            ["call_card"],
            cards=exposure.cards,
            target=exposure.seat,
        )
        _lapse_when_played(ctx, choice, exposure.cards, exposure.event)
        found.append(choice)
        if exposure.how == "detached":
            wrong = _wrong_card_named(ctx, exposure, choice)
            if wrong is not None:
                found.append(wrong)
                handled.add(wrong.event)
    for extra in ctx.state.extra_cards:
        partner = extra.seat.partner
        if extra.was_winning and extra.partner_to_play:
            rule = table.winning_cards_without_waiting
            win = Choice(
                "exposed_card",
                extra.seat,
                extra.event,
                rule,
                extra.seat.side.other,
                ["call_win"],
                target=partner,
                trick=extra.trick,
            )
            played = ctx.next_play_of(partner, extra.event, extra.trick)
            if played is not None:
                win.lapse("call_win", played.event, f"{partner} played to the trick at event {played.event}.")
            found.append(win)
        else:
            rule = table.exposed
        card = Choice(
            "exposed_card",
            extra.seat,
            extra.event,
            rule,
            extra.seat.side.other,
            ["call_card"],
            cards=(extra.card,),
            target=extra.seat,
        )
        _lapse_when_played(ctx, card, (extra.card,), extra.event)
        found.append(card)
    for correction in ctx.state.corrections:
        if correction.void is not None or correction.event in licensed:
            continue
        rule = table.card_taken_back
        taken = Choice(
            "exposed_card",
            correction.seat,
            correction.event,
            rule,
            correction.seat.side.other,
            ["call_card"],
            cards=(correction.withdrawn.card,),
            target=correction.seat,
        )
        _lapse_when_played(ctx, taken, (correction.withdrawn.card,), correction.event)
        found.append(taken)
    return found, handled


def _wrong_card_named(ctx: Context, exposure: Exposure, detached: Choice) -> Choice | None:
    """Law 60: an adversary who names a wrong card is liable to have a suit called."""
    others = {c for e in ctx.state.exposures if e.seat is exposure.seat for c in e.cards}
    for index, call in ctx.state.calls:
        if index <= exposure.event or call.what != "card" or call.seat.side is exposure.seat.side:
            continue
        if call.to is not None and call.to is not exposure.seat:
            continue
        if call.card in exposure.cards:
            return None
        if call.card in others:
            continue
        detached.lapse(
            "call_card",
            index,
            f"{call.seat} named the {call.card} at event {index}, a wrong card; the adversaries can name but"
            " one card (McIntosh's note to Law 60).",
        )
        rule = ctx.table.wrong_card_named
        choice = Choice(
            "call",
            call.seat,
            index,
            rule,
            exposure.seat.side,
            ["call_suit"],
            target_side=call.seat.side,
        )
        for lead in ctx.leads_by(call.seat.side, index):
            choice.lapse(
                "call_suit",
                lead.event,
                f"The right to call a suit lapsed when {lead.seat} led at event {lead.event} without one"
                " being called (McIntosh's note to Law 60).",
            )
            break
        return choice
    return None


def findings(ctx: Context, resolved: list[Choice], notes: dict[Choice, list[str]]) -> list[Finding]:
    out: list[Finding] = []
    table = ctx.table
    mine = {(c.kind, c.event, c.option_ids[0]): c for c in resolved}
    end, consult = ctx.end, table.consultation
    for exposure in ctx.state.exposures:
        out.extend(_exposure_findings(ctx, exposure, mine, notes))
    for extra in ctx.state.extra_cards:
        out.append(_extra_finding(ctx, extra, mine, notes))
    for correction in ctx.state.corrections:
        choice = mine.get(("exposed_card", correction.event, "call_card"))
        if choice is None or correction.substitute is None:
            continue
        head = (
            f"{correction.seat} took back the {correction.withdrawn.card} at event {correction.event} and"
            f" played the {correction.substitute.card} instead. No law lets a card played be taken back"
            " except to save a revoke (Laws 73, 76); the engine lets the substitution stand and treats the"
            " card taken back, shown on the table, as an exposed card liable to be called (Law 56)."
        )
        out.append(penalty_finding(end, consult, choice, head, law_list(choice.rule.laws, "56"), notes, ()))
    for choice in resolved:
        if choice.kind == "call" and choice.rule is table.wrong_card_named:
            head = (
                f"{choice.offender} named a wrong card at event {choice.event} when calling a detached card:"
                " he is liable to have a suit called when he or his partner has the lead (Law 60)."
            )
            out.append(penalty_finding(end, consult, choice, head, choice.rule.laws, notes, ()))
    return out


def _exposure_findings(
    ctx: Context, exposure: Exposure, mine: dict[tuple[str, int, str], Choice], notes: dict[Choice, list[str]]
) -> list[Finding]:
    table = ctx.table
    cards = _cards(exposure.cards)
    how = _HOW.get(exposure.how or "", "exposed the {cards}").format(cards=cards)
    if exposure.how == "floor":
        return [
            Finding(
                "exposed_card",
                exposure.seat,
                exposure.event,
                table.not_exposed.laws,
                f"{exposure.seat}'s {cards}, dropped on the floor at event {exposure.event},"
                f" {'is not an exposed card' if len(exposure.cards) == 1 else 'are not exposed cards'}: a"
                " card dropped on the floor, or elsewhere below the table, is not exposed (Law 56).",
            )
        ]
    choice = mine[("exposed_card", exposure.event, "call_card")]
    decisions: tuple[str, ...] = ()
    if exposure.how == "lowered":
        head = (
            f"{exposure.seat} lowered his hand at event {exposure.event} so that the {cards} were seen above"
            ' the table. The engine follows the printed law, which makes any card "in any way exposed on or'
            ' above the table" an exposed card (Law 56 II), and so holds them liable to be called, as'
            " McIntosh does. The authorities differ: in the Portland Club case of the lowered hand Cavendish"
            " and Clay held that such cards are not exposed, there being no penalty for lowering the hand."
        )
        decisions = ("mcintosh-lowered-hand-dissent", "cavendish-lowered-hand", "clay-lowered-hand")
    elif exposure.how == "drawn":
        head = (
            f"{exposure.seat} drew the {cards} from his hand at event {exposure.event} and replaced it, so that it"
            " was seen above the table though no one could name it. The engine follows McIntosh: a card exposed"
            ' above the table is an exposed card under Law 56 ("even though snatched up so quickly that no one'
            ' can name it"), to be laid on the table and liable to be called. The decision reported by Drayton'
            " (Case XIV) held it a detached card only, liable to be called only if it could be named (Law 60)."
        )
        decisions = ("mcintosh-drayton-xiv", "drayton-case-xiv")
    elif exposure.how == "detached":
        head = (
            f"{exposure.seat} detached the {cards} from his hand at event {exposure.event} so that it could"
            " be named: it is liable to be called; but should the adversary name a wrong card, he is liable"
            " to have a suit called when he or his partner has the lead (Law 60)."
        )
    else:
        head = (
            f"{exposure.seat} {how} at event {exposure.event}: exposed cards are liable to be called and must"
            " be left on the table (Law 56); the call may be repeated until the card is played (Law"
            f" {table.call_repeated}), but no call can oblige him to revoke (Law"
            f" {table.never_compelled_to_revoke})."
        )
    laws = law_list(choice.rule.laws, table.call_repeated) if exposure.how != "detached" else choice.rule.laws
    if exposure.unidentified:
        more = "another card" if exposure.unidentified == 1 else f"{exposure.unidentified} other cards"
        head += (
            f" With the {cards}, {more} went on the table that no one identified: liable to be called like the"
            " rest, it cannot be called once it is no longer identifiable; the adversaries should have insisted on"
            " its being fully exposed, and no law protects players who will not take reasonable pains to protect"
            " themselves (Clay's Case 17)."
        )
        decisions = (*decisions, "clay-case-17")
    return [penalty_finding(ctx.end, table.consultation, choice, head, laws, notes, decisions)]


def _extra_finding(
    ctx: Context, extra: ExtraCard, mine: dict[tuple[str, int, str], Choice], notes: dict[Choice, list[str]]
) -> Finding:
    table = ctx.table
    card_choice = mine[("exposed_card", extra.event, "call_card")]
    win_choice = mine.get(("exposed_card", extra.event, "call_win"))
    partner = extra.seat.partner
    if win_choice is not None:
        head = (
            f"{extra.seat} played the {extra.card} at event {extra.event}, without waiting for his partner to"
            f" play to the trick in which his card was the best on the table: {partner} may be called on to"
            " win that trick if he can, and the card thus played before its turn is an exposed card (Law"
            " 57)."
        )
        first = penalty_finding(
            ctx.end, table.consultation, win_choice, head, table.winning_cards_without_waiting.laws, notes, ()
        )
        second = penalty_finding(ctx.end, table.consultation, card_choice, "", (), notes, ())
        summary = " ".join(s for s in (first.summary, second.summary) if s)
        return Finding(
            "exposed_card",
            extra.seat,
            extra.event,
            law_list(first.laws, "56"),
            summary,
            options=first.options + second.options,
            elected=first.elected or second.elected,
            decisions=("mcintosh-57-1",),
        )
    head = (
        f"{extra.seat} put the {extra.card} on the table at event {extra.event} though he had already played"
        " to the trick: it is an exposed card, liable to be called (Law 56)."
    )
    return penalty_finding(
        ctx.end,
        table.consultation,
        card_choice,
        head,
        law_list(table.exposed.laws, table.call_repeated),
        notes,
        (),
    )
