"""Exposed cards and cards liable to be called, under every code that calls cards.

Club Code 56, 57, 60, 64-66; euchre 46-51, 55-57, 61. An exposed card stays in its owner's hand, on the
table, until it is played; the adversaries may call it, the call may be repeated until it is played,
but never so as to make him revoke. Where the code has laws for a lone hand (euchre 101-104), the lone
player is liable to no penalty for simply exposing a card, and his partner's card shown costs the march
instead. The sentences are the table's.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping, Set

from ..codes.wording import WordingKey
from ..format.cards import Card
from ..format.seats import Seat
from ..format.vocabulary import CallKind, ExposeHow, FindingKind, OptionId
from ..replay.context import Context
from ..replay.records import Correction, Exposure, ExtraCard
from .choices import Choice, choice_of, lapse_when_played, penalty_finding
from .findings import Finding, law_list

# The sentence of an exposure that came about in a way some code words of its own (the hand lowered ...).
_EXPOSED_POINT: dict[str, WordingKey] = {
    ExposeHow.DETACHED: "exposed_detached",
    ExposeHow.DRAWN: "exposed_drawn",
    ExposeHow.LOWERED: "exposed_lowered",
}
# How the cards came to be seen, in the code's words where it has them ("how_named" ...), else in these.
_HOW_POINT: dict[str, WordingKey] = {ExposeHow.NAMED: "how_named", ExposeHow.PLAYED_TOGETHER: "how_played_together"}
_HOW = {
    "dropped": "dropped the {cards} face upwards",
    "shown": "showed the {cards}",
    "named": "named the {cards} in his hand",
    "played_together": "played the {cards} at once",
}


def _without_time(ctx: Context, offence: int, play: int) -> bool:
    """The partner played at once: nothing happened between the card played before its turn and his play."""
    return play == offence + 1 and not any(offence < d <= play for d in ctx.state.spoken.decisions)


def _keep_until_next_trick(ctx: Context, win: Choice, extra: ExtraCard) -> None:
    """The call to win stays open while the trick is in play: it lapses when the next trick is led."""
    trick = extra.trick
    later = [p for p in ctx.state.played.plays if p.event > extra.event and p.trick is not trick and p.led is None]
    if later:
        first = min(later, key=lambda p: p.event)
        win.lapse(OptionId.CALL_WIN, first.event, f"The next trick was led at event {first.event}.")


def card_list(cards: tuple[Card, ...] | list[Card]) -> str:
    names = [str(c) for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _free_of_penalty(ctx: Context, exposure: Exposure) -> bool:
    """The lone player exposing a card (euchre 104); his partner's card, which costs the march (102)."""
    return exposure.seat is ctx.lone or (ctx.state.lone_declared is not None and exposure.seat is ctx.out)


def choices(ctx: Context, licensed: Set[int]) -> tuple[list[Choice], set[int]]:
    """The choices, and the call events already ruled on here (a wrong card named)."""
    found, handled = _exposures(ctx)
    at_once_plays: set[int] = set()  # the partner's card, already exposed, may be taken back to win (57)
    for extra in ctx.state.incidents.extra_cards:
        if extra.seat is not ctx.lone:  # euchre 104: no penalty for simply exposing a card
            found += _extra_card(ctx, extra, at_once_plays)
    found += _cards_taken_back(ctx, licensed, at_once_plays)
    return found, handled


def _exposures(ctx: Context) -> tuple[list[Choice], set[int]]:
    """Each card exposed, dropped, detached or shown in a lowered hand, and a wrong card named after one
    detached; with the call events so ruled on."""
    found: list[Choice] = []
    handled: set[int] = set()
    table = ctx.table
    for exposure in ctx.state.incidents.exposures:
        if exposure.how == ExposeHow.FLOOR or _free_of_penalty(ctx, exposure):
            continue
        rule = {"detached": table.detached, "lowered": table.lowered_hand}.get(exposure.how or "", table.exposed)
        made = choice_of(
            FindingKind.EXPOSED_CARD,
            exposure.seat,
            exposure.event,
            rule,
            exposure.seat.side.other,
            cards=exposure.cards,
            target=exposure.seat,
        )
        lapse_when_played(ctx, made)
        found.append(made)
        if exposure.how == ExposeHow.DETACHED:
            wrong = _wrong_card_named(ctx, exposure, made)
            if wrong is not None:
                found.append(wrong)
                handled.add(wrong.event)
    return found, handled


def _extra_card(ctx: Context, extra: ExtraCard, at_once_plays: set[int]) -> list[Choice]:
    """A second card played to a trick: the call to win where it was winning with the partner to play, and the
    card itself an exposed card; the partner's card played at once added to `at_once_plays`."""
    table = ctx.table
    found: list[Choice] = []
    if extra.was_winning and extra.partner_to_play:
        found += _call_to_win(ctx, extra, at_once_plays)
    card = Choice(
        FindingKind.EXPOSED_CARD,
        extra.seat,
        extra.event,
        table.exposed,
        extra.seat.side.other,
        [OptionId.CALL_CARD],
        cards=(extra.card,),
        target=extra.seat,
    )
    lapse_when_played(ctx, card)
    found.append(card)
    return found


def _call_to_win(ctx: Context, extra: ExtraCard, at_once_plays: set[int]) -> list[Choice]:
    """The adversaries' call on the partner to win the trick without waiting, and his card where he played at
    once."""
    table = ctx.table
    partner = extra.seat.partner
    found: list[Choice] = []
    win = Choice(
        FindingKind.EXPOSED_CARD,
        extra.seat,
        extra.event,
        table.winning_cards_without_waiting,
        extra.seat.side.other,
        [OptionId.CALL_WIN],
        target=partner,
        trick=extra.trick,
    )
    played = ctx.next_play_of(partner, extra.event, extra.trick)
    at_once = table.rule_if("partner_played_at_once")
    if played is not None and at_once is not None and _without_time(ctx, extra.event, played.event):
        # McIntosh under 57 (with 87): the partner who plays at once, before the adversaries could call,
        # does not take their call away; his card is an exposed card.
        _keep_until_next_trick(ctx, win, extra)
        at_once_card = choice_of(
            FindingKind.EXPOSED_CARD,
            partner,
            played.event,
            at_once,
            extra.seat.side.other,
            cards=(played.card,),
            target=partner,
        )
        lapse_when_played(ctx, at_once_card)
        found.append(at_once_card)
        at_once_plays.add(played.event)
    elif played is not None:
        win.lapse(OptionId.CALL_WIN, played.event, f"{partner} played to the trick at event {played.event}.")
    found.append(win)
    return found


def _cards_taken_back(ctx: Context, licensed: Set[int], at_once_plays: set[int]) -> list[Choice]:
    """Each card played and taken back, but those licensed, a void's correction, the lone hand's and the
    partner's card played at once."""
    found: list[Choice] = []
    for correction in ctx.state.incidents.corrections:
        if correction.void is not None or correction.event in licensed or correction.seat is ctx.lone:
            continue
        if correction.withdrawn.event in at_once_plays:
            continue
        taken = choice_of(
            FindingKind.EXPOSED_CARD,
            correction.seat,
            correction.event,
            ctx.table.card_taken_back,
            correction.seat.side.other,
            cards=(correction.withdrawn.card,),
            target=correction.seat,
        )
        lapse_when_played(ctx, taken)
        found.append(taken)
    return found


def _wrong_card_named(ctx: Context, exposure: Exposure, detached: Choice) -> Choice | None:
    """An adversary who names a wrong card is liable to have a suit called (Club 60, euchre 51)."""
    table = ctx.table
    others = ctx.state.incidents.cards_exposed_by[exposure.seat]
    calls = ctx.state.spoken.calls
    for i in range(bisect_right(calls, exposure.event, key=lambda c: c[0]), len(calls)):  # the calls after it
        index, call = calls[i]
        if call.what != CallKind.CARD or call.seat.side is exposure.seat.side:
            continue
        if call.to is not None and call.to is not exposure.seat:
            continue
        if call.card in exposure.cards:
            return None
        if call.card in others:
            continue
        detached.lapse(
            OptionId.CALL_CARD, index, table.says("wrong_card_named", seat=call.seat, card=call.card, event=index)
        )
        made = choice_of(
            FindingKind.CALL, call.seat, index, table.wrong_card_named, exposure.seat.side, target_side=call.seat.side
        )
        for lead in ctx.leads_by(call.seat.side, index):
            made.lapse(
                OptionId.CALL_SUIT, lead.event, table.says("wrong_card_suit_lapsed", seat=lead.seat, event=lead.event)
            )
            break
        return made
    return None


def findings(ctx: Context, resolved: list[Choice], notes: Mapping[Choice, list[str]]) -> list[Finding]:
    out: list[Finding] = []
    table = ctx.table
    mine = {(c.kind, c.event, c.option_ids[0]): c for c in resolved if c.option_ids}
    for exposure in ctx.state.incidents.exposures:
        out.append(_exposure_finding(ctx, exposure, mine, notes))
    for extra in ctx.state.incidents.extra_cards:
        out.append(_extra_finding(ctx, extra, mine, notes))
    for correction in ctx.state.incidents.corrections:
        made = mine.get((FindingKind.EXPOSED_CARD, correction.event, OptionId.CALL_CARD))
        if made is not None and correction.substitute is not None:
            out.append(_taken_back_finding(ctx, correction, made, notes))
    at_once = table.rule_if("partner_played_at_once")
    for made in resolved:
        if at_once is not None and made.rule is at_once and isinstance(made.offender, Seat):
            play = ctx.next_play_of(made.offender, made.event - 1)
            head = table.says(
                "partner_played_at_once",
                seat=made.offender,
                card=play.card if play else "",
                event=made.event,
                who=ctx.words(made.chooser),
            )
            decisions = table.precedents.get("partner_played_at_once", ())
            out.append(penalty_finding(ctx, made, head, made.rule.laws, notes, decisions))
        if made.kind == FindingKind.CALL and made.rule is table.wrong_card_named:
            head = table.says("wrong_card_named_penalty", seat=made.offender, event=made.event)
            out.append(penalty_finding(ctx, made, head, made.rule.laws, notes))
    return out


def _taken_back_finding(
    ctx: Context, correction: Correction, made: Choice, notes: Mapping[Choice, list[str]]
) -> Finding:
    assert correction.substitute is not None
    head = ctx.table.says(
        "card_taken_back",
        seat=correction.seat,
        card=correction.withdrawn.card,
        event=correction.event,
        substitute=correction.substitute.card,
    )
    return penalty_finding(ctx, made, head, law_list(made.rule.laws, ctx.table.exposed.laws), notes)


def _exposure_finding(
    ctx: Context,
    exposure: Exposure,
    mine: dict[tuple[FindingKind, int, OptionId], Choice],
    notes: Mapping[Choice, list[str]],
) -> Finding:
    table = ctx.table
    cards = card_list(exposure.cards)
    seat, event = exposure.seat, exposure.event
    if exposure.how == ExposeHow.FLOOR:
        is_not = "is not an exposed card" if len(exposure.cards) == 1 else "are not exposed cards"
        says = table.says("floor", seat=seat, cards=cards, event=event, is_not=is_not)
        return Finding(FindingKind.EXPOSED_CARD, seat, event, table.not_exposed.laws, says)
    if seat is ctx.lone:
        rule = table.rule("lone_exposed")
        return Finding(
            FindingKind.EXPOSED_CARD,
            seat,
            event,
            rule.laws,
            table.says("lone_exposed", seat=seat, cards=cards, event=event),
            penalty=table.says("lone_exposed_no_penalty"),
        )
    lone = ctx.state.lone_declared
    if lone is not None and seat is ctx.out:
        rule = table.rule("partner_exposed")
        says = table.says("lone_partner_exposed", seat=seat, lone=lone, cards=cards, event=event)
        penalty = table.says("lone_partner_exposed_penalty", lone=lone)
        return Finding(FindingKind.LONE_HAND, seat, event, rule.laws, says, penalty=penalty)
    made = mine[(FindingKind.EXPOSED_CARD, event, OptionId.CALL_CARD)]
    how = exposure.how or ""
    special = _EXPOSED_POINT.get(how)
    point: WordingKey = special if special is not None and special in table.wording else "exposed"
    how_point = _HOW_POINT.get(how)
    phrase = (table.wording.get(how_point) if how_point else None) or _HOW.get(how, "exposed the {cards}")
    head = table.says(point, seat=seat, cards=cards, event=event, how=phrase.format(cards=cards))
    decisions = table.precedents.get(point, ())
    laws = made.rule.laws if how == ExposeHow.DETACHED else law_list(made.rule.laws, table.call_repeated)
    if exposure.unidentified:
        more = "another card" if exposure.unidentified == 1 else f"{exposure.unidentified} other cards"
        head += " " + table.says("unidentified", cards=cards, more=more)
        decisions = (*decisions, *table.precedents.get("unidentified", ()))
    return penalty_finding(ctx, made, head, laws, notes, decisions)


def _extra_finding(
    ctx: Context,
    extra: ExtraCard,
    mine: dict[tuple[FindingKind, int, OptionId], Choice],
    notes: Mapping[Choice, list[str]],
) -> Finding:
    table = ctx.table
    seat, card, event = extra.seat, extra.card, extra.event
    if seat is ctx.lone:
        rule = table.rule("lone_extra_card")
        return Finding(
            FindingKind.EXPOSED_CARD,
            seat,
            event,
            rule.laws,
            table.says("lone_extra_card", seat=seat, card=card, event=event),
        )
    card_choice = mine[(FindingKind.EXPOSED_CARD, event, OptionId.CALL_CARD)]
    win_choice = mine.get((FindingKind.EXPOSED_CARD, event, OptionId.CALL_WIN))
    if win_choice is not None:
        head = table.says("winning_card_without_waiting", seat=seat, card=card, event=event, partner=seat.partner)
        first = penalty_finding(ctx, win_choice, head, table.winning_cards_without_waiting.laws, notes)
        second = penalty_finding(ctx, card_choice, "", (), notes)
        return Finding(
            FindingKind.EXPOSED_CARD,
            seat,
            event,
            law_list(first.laws, table.exposed.laws),
            " ".join(s for s in (first.summary, second.summary) if s),
            options=first.options + second.options,
            elected=first.elected or second.elected,
            decisions=table.precedents.get("winning_card_without_waiting", ()),
        )
    laws = (table.rule_if("two_cards_to_a_trick") or table.exposed).laws
    head = table.says("extra_card", seat=seat, card=card, event=event)
    return penalty_finding(ctx, card_choice, head, law_list(laws, table.call_repeated), notes)
