"""Exposed cards and cards liable to be called (Laws 46-51, 55-57, 61; 102 and 104 in a lone hand).

An exposed card stays with its owner, on the table, until it is played; the adversaries may call it
(46), the call may be repeated until it is played (56), but never so as to make him revoke (55). The
Preface: "in a lone hand. An exposed card can only benefit the adversaries, consequently no penalty is
attached" (104); the lone player's partner who shows a card costs him the march (102).
"""

from __future__ import annotations

from ..cards import Card
from ..choices import Choice
from ..findings import Finding, law_list
from ..seats import Seat
from ..state import Exposure, ExtraCard
from .context import Euchre, choice, penalty_finding

_HOW = {
    "dropped": "dropped the {cards} face upwards",
    "shown": "showed the {cards}",
    "named": "named the {cards} in his hand",
    "played_together": "played the {cards} at once, which makes them exposed cards (Law 46 I)",
}


def _cards(cards: tuple[Card, ...] | list[Card]) -> str:
    names = [str(c) for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _lapse_when_played(e: Euchre, made: Choice) -> None:
    plays = [e.played_after(card, made.event) for card in made.cards]
    if plays and all(p is not None for p in plays):
        last = max(p.event for p in plays if p is not None)
        made.lapse(
            "call_card",
            last,
            f"The card{'s were' if len(made.cards) > 1 else ' was'} played before being called, so no penalty"
            f" remains (Law {e.table.call_repeated}).",
        )


def _free_of_penalty(e: Euchre, exposure: Exposure) -> bool:
    """104: the lone player exposing a card; 102: his partner's card, which costs the march instead."""
    return exposure.seat is e.hand.lone or (e.hand.lone_declared is not None and exposure.seat is e.hand.out)


def choices(e: Euchre, licensed: set[int]) -> tuple[list[Choice], set[int]]:
    """The choices, and the call events already ruled on here (a wrong card named, Law 51)."""
    found: list[Choice] = []
    handled: set[int] = set()
    table = e.table
    for exposure in e.hand.exposures:
        if exposure.how == "floor" or _free_of_penalty(e, exposure):
            continue
        rule = {"detached": table.detached, "lowered": table.lowered_hand}.get(exposure.how or "", table.exposed)
        made = choice(
            "exposed_card",
            exposure.seat,
            exposure.event,
            rule,
            exposure.seat.side.other,
            cards=exposure.cards,
            target=exposure.seat,
        )
        _lapse_when_played(e, made)
        found.append(made)
        if exposure.how == "detached":
            wrong = _wrong_card_named(e, exposure, made)
            if wrong is not None:
                found.append(wrong)
                handled.add(wrong.event)
    for extra in e.hand.extra_cards:
        if extra.seat is e.hand.lone:
            continue  # 104: no penalty for simply exposing a card
        if extra.was_winning and extra.partner_to_play:
            win = Choice(
                "exposed_card",
                extra.seat,
                extra.event,
                table.winning_cards_without_waiting,
                extra.seat.side.other,
                ["call_win"],
                target=extra.seat.partner,
                trick=extra.trick,
            )
            played = e.next_play_of(extra.seat.partner, extra.event, extra.trick)
            if played is not None:
                win.lapse(
                    "call_win", played.event, f"{extra.seat.partner} played to the trick at event {played.event}."
                )
            found.append(win)
        card = Choice(
            "exposed_card",
            extra.seat,
            extra.event,
            table.exposed,
            extra.seat.side.other,
            ["call_card"],
            cards=(extra.card,),
            target=extra.seat,
        )
        _lapse_when_played(e, card)
        found.append(card)
    for correction in e.hand.corrections:
        if correction.void is not None or correction.event in licensed or correction.seat is e.hand.lone:
            continue
        taken = choice(
            "exposed_card",
            correction.seat,
            correction.event,
            table.card_taken_back,
            correction.seat.side.other,
            cards=(correction.withdrawn.card,),
            target=correction.seat,
        )
        _lapse_when_played(e, taken)
        found.append(taken)
    for index, throw in e.hand.throw_downs:
        seats = tuple(s for s in throw.seats if s is not e.hand.out and s is not e.hand.lone)
        if not seats or _all_thrown(e, throw.seats) or _abandoned_against_lone(e, throw.seats):
            continue
        made = choice(
            "exposed_card",
            seats[0] if len(seats) == 1 else seats[0].side,
            index,
            e.rule("thrown_down"),
            seats[0].side.other,
            cards=e.cards_on_the_table(seats, index),
            target=seats[0] if len(seats) == 1 else None,
            target_side=seats[0].side if len(seats) > 1 else None,
        )
        _lapse_when_played(e, made)
        found.append(made)
    return found, handled


def _all_thrown(e: Euchre, seats: tuple[object, ...]) -> bool:
    thrown = e.hand.thrown_seats  # kept by the replay, not gathered again for each throw
    return all(s in thrown for s in e.hand.active_seats)


def _abandoned_against_lone(e: Euchre, seats: tuple[object, ...]) -> bool:
    lone = e.hand.lone
    return lone is not None and any(s in lone.side.other.seats for s in seats)


def _wrong_card_named(e: Euchre, exposure: Exposure, detached: Choice) -> Choice | None:
    """51: an adversary who names a wrong card is liable to have a suit called when he or his partner next lead."""
    others = {c for x in e.hand.exposures if x.seat is exposure.seat for c in x.cards}
    for index, call in e.hand.calls:
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
            f"{call.seat} named the {call.card} at event {index}, a wrong card; the adversaries can name but one"
            " (Law 51).",
        )
        made = choice(
            "call", call.seat, index, e.table.wrong_card_named, exposure.seat.side, target_side=call.seat.side
        )
        for lead in e.leads_by(call.seat.side, index):
            made.lapse(
                "call_suit",
                lead.event,
                f"The right to call a suit lapsed when {lead.seat} led at event {lead.event} without one being"
                " called (Law 51).",
            )
            break
        return made
    return None


def findings(e: Euchre, resolved: list[Choice], notes: dict[Choice, list[str]]) -> list[Finding]:
    out: list[Finding] = []
    mine = {(c.kind, c.event, c.option_ids[0]): c for c in resolved if c.option_ids}
    for exposure in e.hand.exposures:
        out.append(_exposure_finding(e, exposure, mine, notes))
    for extra in e.hand.extra_cards:
        out.append(_extra_finding(e, extra, mine, notes))
    for correction in e.hand.corrections:
        made = mine.get(("exposed_card", correction.event, "call_card"))
        if made is None or correction.substitute is None:
            continue
        head = (
            f"{correction.seat} took back the {correction.withdrawn.card} at event {correction.event} and played"
            f" the {correction.substitute.card} instead. No law lets a card played be taken back except to save a"
            " revoke (Law 69); the engine lets the substitution stand and treats the card taken back, shown on the"
            " table, as an exposed card liable to be called (Law 46 II)."
        )
        out.append(penalty_finding(e, made, head, made.rule.laws, notes))
    for made in resolved:
        if made.kind == "call" and made.rule is e.table.wrong_card_named:
            head = (
                f"{made.offender} named a wrong card at event {made.event} when calling a detached card: he is"
                " liable to have a suit called when he or his partner next lead (Law 51)."
            )
            out.append(penalty_finding(e, made, head, made.rule.laws, notes))
    for index, throw in e.hand.throw_downs:
        out.append(_throw_down_finding(e, index, throw.seats, mine, notes))
    return out


def _exposure_finding(
    e: Euchre, exposure: Exposure, mine: dict[tuple[str, int, str], Choice], notes: dict[Choice, list[str]]
) -> Finding:
    cards = _cards(exposure.cards)
    seat, event = exposure.seat, exposure.event
    if exposure.how == "floor":
        return Finding(
            "exposed_card",
            seat,
            event,
            ("46",),
            f"{seat}'s {cards}, dropped on the floor at event {event}, is not an exposed card: a card dropped on the"
            " floor or elsewhere below the table is not exposed (Law 46).",
        )
    if seat is e.hand.lone:
        return Finding(
            "exposed_card",
            seat,
            event,
            ("104",),
            f"{seat}, playing alone, exposed the {cards} at event {event}: a player playing alone is liable to no"
            " penalty for simply exposing a card (Law 104).",
        )
    if e.hand.lone_declared is not None and seat is e.hand.out:
        lone = e.hand.lone_declared
        return Finding(
            "lone_hand",
            seat,
            event,
            ("101", "102"),
            f"{seat}, whose partner {lone} plays alone, exposed the face of the {cards} at event {event}: his cards"
            f" must lie face downwards (Law 101), and {lone} can score only two points should he take every trick;"
            " in case of a euchre the adversaries score four (Law 102).",
        )
    made = mine[("exposed_card", event, "call_card")]
    if exposure.how == "detached":
        head = (
            f"{seat} detached the {cards} from the rest of his hand at event {event}: it is liable to be called if"
            " either adversary can name it; an adversary who names a wrong card is liable to have a suit called"
            " when he or his partner next lead (Law 51)."
        )
        return penalty_finding(e, made, head, made.rule.laws, notes)
    if exposure.how == "lowered":
        head = (
            f"{seat} lowered his hand at event {event} so that the {cards} were seen above the table: any card in"
            " any way exposed on or above the table is an exposed card (Law 46 II), liable to be called."
        )
        return penalty_finding(e, made, head, law_list(made.rule.laws, e.table.call_repeated), notes)
    how = _HOW.get(exposure.how or "", "exposed the {cards}").format(cards=cards)
    head = (
        f"{seat} {how} at event {event}: exposed cards are liable to be called and must be left on the table (Law"
        f" 46); the call can be repeated until the card is played (Law {e.table.call_repeated}), but no call can"
        f" oblige him to revoke (Law {e.table.never_compelled_to_revoke})."
    )
    return penalty_finding(e, made, head, law_list(made.rule.laws, e.table.call_repeated), notes)


def _extra_finding(
    e: Euchre, extra: ExtraCard, mine: dict[tuple[str, int, str], Choice], notes: dict[Choice, list[str]]
) -> Finding:
    if extra.seat is e.hand.lone:
        return Finding(
            "exposed_card",
            extra.seat,
            extra.event,
            ("104", "61"),
            f"{extra.seat}, playing alone, put the {extra.card} on the table at event {extra.event} though he had"
            " already played to the trick: a player playing alone is liable to no penalty for simply exposing a card"
            " (Law 104); should it stay with the trick, he is answerable for any revoke it causes (Law 61).",
        )
    card_choice = mine[("exposed_card", extra.event, "call_card")]
    win_choice = mine.get(("exposed_card", extra.event, "call_win"))
    partner = extra.seat.partner
    if win_choice is not None:
        head = (
            f"{extra.seat} played the {extra.card} at event {extra.event} without waiting for his partner to play"
            f" to the trick in which his card was the highest on the table: {partner} may be called on to win that"
            " trick if he can, and the card thus improperly played is an exposed card (Law 47)."
        )
        first = penalty_finding(e, win_choice, head, e.table.winning_cards_without_waiting.laws, notes)
        second = penalty_finding(e, card_choice, "", (), notes)
        return Finding(
            "exposed_card",
            extra.seat,
            extra.event,
            law_list(first.laws, "46"),
            " ".join(s for s in (first.summary, second.summary) if s),
            options=first.options + second.options,
            elected=first.elected or second.elected,
        )
    head = (
        f"{extra.seat} put the {extra.card} on the table at event {extra.event} though he had already played to"
        " the trick: two cards played to the same trick are exposed cards, liable to be called (Law 46 I); had"
        " it stayed with the trick, he would be answerable for the revokes it caused (Law 61)."
    )
    return penalty_finding(e, card_choice, head, law_list(("46.I", "61"), e.table.call_repeated), notes)


def _throw_down_finding(
    e: Euchre,
    index: int,
    seats: tuple[object, ...],
    mine: dict[tuple[str, int, str], Choice],
    notes: dict[Choice, list[str]],
) -> Finding:
    names = ", ".join(str(s) for s in seats)
    lone = e.hand.lone
    if _abandoned_against_lone(e, seats) and lone is not None:
        points = e.table.points.lone_abandoned
        return Finding(
            "lone_hand",
            seats[0] if len(seats) == 1 and isinstance(seats[0], Seat) else lone.side.other,
            index,
            ("50",),
            f"{names} laid {'his' if len(seats) == 1 else 'their'} cards face upwards on the table at event {index},"
            f" against {lone}'s lone hand:"
            f" an adversary who abandons his hand so gives the party playing alone {points} points (Law 50).",
        )
    if _all_thrown(e, seats):
        return Finding(
            "claim",
            None,
            index,
            ("49",),
            f"All the players had thrown their cards on the table face upwards by event {index}: the hands are"
            " abandoned, and no one can again take up his cards; should it be proved that the game could have been"
            " saved or won, no such claim can be entertained unless a revoke be established (Law 49). Enter the"
            " tricks as the players settle them (hand_over) for the score.",
        )
    made = next((c for c in mine.values() if c.event == index and c.rule is e.rule("thrown_down")), None)
    if made is None:
        return Finding(
            "exposed_card",
            None,
            index,
            ("48",),
            f"{names} threw cards on the table face upwards at event {index}; the partner of a player playing alone"
            " has laid his hand down already (Law 101), and the lone player is liable to no penalty (Law 104).",
        )
    head = (
        f"{names} threw {'his' if len(seats) == 1 else 'their'} cards on the table face upwards at event {index},"
        " under the impression that the game was lost or won: such cards are exposed, and can be called, each"
        " player's by the adversary; but should one player retain his hand, he cannot be forced to abandon it"
        " (Law 48)."
    )
    return penalty_finding(e, made, head, made.rule.laws, notes)
