"""The deal at euchre (Laws 29, 33-45), cards played in error (60, 61), and the trump card (91, 92).

A new deal by the same dealer when the pack is imperfect (33) or a card is found faced before a lead
(34); a new deal the innocent side may call for when a card is exposed in dealing (35-37) or the deal is
made with the adversaries' cards before the trump is turned (38); a deal out of turn stopped before the
trump card is turned (40); a misdeal, losing the deal, unless five cards go to each player in rounds of
two and three (41, 42), saved by the adversaries' touching the cards first (43) or interrupting (44).
"""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from ..choices import Choice, choice_of, penalty_finding
from ..findings import Finding, law_list
from ..seats import Seat, Side
from .context import Euchre

_FACTS = {
    "card_exposed": "a card exposed in dealing",
    "card_faced_in_pack": "a card found faced in the pack",
    "two_cards_to_one_hand": "a wrong number of cards given to one hand in a round",
    "hand_missed": "a hand missed in a round of the deal",
    "not_in_rotation": "cards not dealt to each player in turn",
    "dealer_counted_cards": "the dealer counting the cards",
    "pack_not_cut": "a pack not cut",
    "dealt_out_of_turn": "a deal out of turn",
    "pack_imperfect": "an incorrect or imperfect pack",
    "card_from_other_pack": "a card of another pack",
    "adversary_card_taken": "a deal made with the adversaries' cards",
}
_MISDEAL = ("two_cards_to_one_hand", "hand_missed", "not_in_rotation")
_RECORD = ("cards_touched", "trump_turned", "dealer_interrupted")


@dataclass(frozen=True)
class Voided:
    """The hand is void: the cards are dealt again, by this dealer."""

    event: int
    dealer: Seat
    same_dealer: bool


def _first_declaration_after(e: Euchre, index: int) -> int | None:
    declarations = e.state.declarations
    i = bisect_right(declarations, index)
    return declarations[i] if i < len(declarations) else None


def _trump_turned_before(e: Euchre, index: int) -> bool:
    """The trump card was turned before `index`: a declaration or a card played, or the fact recorded."""
    turned = e.state.trump_turned_at
    return turned is not None and turned < index


def _touched(e: Euchre, side: Side, before: int) -> int | None:
    first = e.state.first_touch_by_side.get(side)
    return first if first is not None and first < before else None


def choices(e: Euchre) -> list[Choice]:
    found: list[Choice] = []
    dealer = e.case.dealer
    for index, fact in e.state.deal_facts:
        if fact.fact == "card_exposed" and fact.seat is not None:
            claimants = fact.seat.side.other
            made = choice_of("new_deal", fact.seat, index, e.table.rule("card_exposed"), claimants)
            touched = _touched(e, claimants, index)
            theirs = _touched(e, claimants.other, index)
            if touched is not None and (theirs is None or touched < theirs):
                made.lapse(
                    "new_deal", index, f"{e.words(claimants)} had touched the cards (event {touched}) (Laws 35, 36)."
                )
            later = _first_declaration_after(e, index)
            if later is not None:
                made.lapse(
                    "new_deal",
                    later,
                    f"The declarations began at event {later} without a new deal being called for; the exposed card"
                    " cannot then be called (Law 35).",
                )
            found.append(made)
        elif fact.fact == "adversary_card_taken" and not _trump_turned_before(e, index):
            found.append(choice_of("new_deal", dealer, index, e.table.rule("adversary_cards"), dealer.side.other))
    for trick in e.state.tricks:
        if trick.omitted is not None and trick.completed_at is not None:
            omitter = trick.omitted
            found.append(
                choice_of(
                    "imperfect_trick", omitter, trick.completed_at, e.table.rule("omitted_to_play"), omitter.side.other
                )
            )
    return found


def voided(e: Euchre, resolved: list[Choice]) -> Voided | None:
    """The first fact that makes the hand void, if any (the result then carries `new_deal`)."""
    dealer = e.case.dealer
    first_play = e.state.play_began
    for index, fact in e.state.deal_facts:
        if fact.fact in ("pack_imperfect", "card_from_other_pack"):
            return Voided(index, dealer, True)
        if fact.fact == "card_faced_in_pack" and (first_play is None or index < first_play):
            return Voided(index, dealer, True)
        if fact.fact in _MISDEAL:
            return Voided(index, *_misdeal_dealer(e, index))
    misdeal = _misdeal_by_count(e)
    if misdeal is not None:
        return Voided(misdeal, *_misdeal_dealer(e, misdeal if misdeal >= 0 else e.end))
    for made in resolved:
        if made.elected == "new_deal" and made.elected_at is not None:
            return Voided(made.elected_at, dealer, True)
    return None


def wrong_hands(e: Euchre) -> list[Seat]:
    """Whole hands of other than five cards; the dealer shown with six before discarding is not one (86, 90)."""
    size, dealer = e.table.hand_size, e.case.dealer
    out: list[Seat] = []
    for seat, hand in e.case.hands.items():
        if not hand.whole or len(hand.cards) == size:
            continue
        undiscarded = e.state.discard_due and not e.state.discards and e.case.trump in hand.cards
        if seat is dealer and len(hand.cards) == size + 1 and undiscarded:
            continue
        out.append(seat)
    return out


def _misdeal_by_count(e: Euchre) -> int | None:
    """42 I: a hand other than five cards, found before any card is played (after it, Law 90 applies)."""
    if e.state.plays or not wrong_hands(e):
        return None
    claims = [i for i, c in e.state.claims if c.kind == "misdeal"]
    return claims[0] if claims else -1


def _misdeal_dealer(e: Euchre, index: int) -> tuple[Seat, bool]:
    """41: a misdeal loses the deal; 43: not if an adversary touched the cards before the dealer's partner; 44."""
    dealer = e.case.dealer
    adversaries = _touched(e, dealer.side.other, index)
    partner = e.state.first_touch_by_seat.get(dealer.partner)
    partner = partner if partner is not None and partner < index else None
    if adversaries is not None and (partner is None or adversaries < partner):
        return dealer, True
    interrupted = e.state.first_unestablished_interruption
    if interrupted is not None and interrupted <= index:
        return dealer, True
    return dealer.left, False


def findings(e: Euchre, resolved: list[Choice], notes: dict[Choice, list[str]], void: Voided | None) -> list[Finding]:
    out: list[Finding] = []
    dealer = e.case.dealer
    by_event = {(c.kind, c.event): c for c in resolved}
    first_play = e.state.play_began
    for index, fact in e.state.deal_facts:
        name = _FACTS.get(fact.fact, fact.fact.replace("_", " "))
        who = f" by {fact.seat}" if fact.seat else ""
        head = f"Event {index} records {name}{who}."
        if fact.fact in _RECORD:
            continue
        if fact.fact in ("pack_imperfect", "card_from_other_pack"):
            out.append(
                Finding(
                    "new_deal",
                    None,
                    index,
                    ("33",),
                    f"{head} There must be a new deal by the same dealer,"
                    f" {dealer}; all points scored on previous hands stand (Law 33).",
                )
            )
        elif fact.fact == "card_faced_in_pack":
            if first_play is None or index < first_play:
                text = f"{head} A card found faced in the pack before a lead is made means a new deal (Law 34)."
                out.append(Finding("new_deal", None, index, ("34",), text))
            else:
                text = f"{head} It was found after a lead was made, so the deal stands (Law 34)."
                out.append(Finding("deal", None, index, ("34",), text))
        elif fact.fact == "card_exposed" and fact.seat is not None:
            made = by_event[("new_deal", index)]
            side = "the dealer or his partner" if fact.seat.side is dealer.side else "an adversary of the dealer"
            text = (
                f"{head} A card exposed in dealing by {side} lets {e.words(made.chooser)} call for a new deal, provided"
                " they have not touched the cards; if a new deal does not take place, the exposed card cannot be"
                " called (Law 35)."
            )
            if fact.last:
                text += " The dealer's turning up the trump before there was reasonable time to decide does not lose them the privilege (Law 37)."
            out.append(penalty_finding(e, made, text, law_list(made.rule.laws), notes))
        elif fact.fact == "adversary_card_taken":
            claimable = by_event.get(("new_deal", index))
            if claimable is None:
                text = (
                    f"{head} The trump card having been turned, the deal is good; the players who lost their cards"
                    " may reclaim them at the end of the deal (Law 38)."
                )
                out.append(Finding("deal", None, index, ("38",), text))
            else:
                text = f"{head} The trump card not yet turned, a new deal may be claimed (Law 38)."
                out.append(penalty_finding(e, claimable, text, ("38",), notes))
        elif fact.fact == "dealt_out_of_turn":
            if _trump_turned_before(e, index):
                text = f"{head} It was discovered after the trump card was turned, so the deal stands (Law 40)."
                out.append(Finding("deal", dealer, index, ("40",), text))
            else:
                text = f"{head} Discovered before the trump card was turned, the deal can be stopped (Law 40)."
                out.append(Finding("new_deal", dealer, index, ("40",), text))
        elif fact.fact in _MISDEAL:
            new_dealer, same = _misdeal_dealer(e, index)
            why = f"{new_dealer} deals" + (" again (Laws 43, 44)" if same else ", the misdeal losing the deal (Law 41)")
            law = "42.II" if fact.fact == "not_in_rotation" or fact.fact == "two_cards_to_one_hand" else "42.I"
            out.append(
                Finding(
                    "misdeal",
                    dealer,
                    index,
                    law_list((law, "41"), ("43", "44") if same else ()),
                    f"{head} It is a misdeal unless five cards are dealt to each player, two and three in"
                    f" the rounds of the deal (Law 42): {why}.",
                )
            )
        elif fact.fact == "pack_not_cut":
            out.append(
                Finding(
                    "deal",
                    dealer,
                    index,
                    ("29",),
                    f"{head} The player on the dealer's right cuts the pack"
                    " (Law 29); the laws name no consequence once the cards are dealt, and the deal stands.",
                )
            )
        elif fact.fact == "dealer_counted_cards":
            out.append(
                Finding(
                    "deal",
                    dealer,
                    index,
                    ("41", "42"),
                    f"{head} The Laws of Euchre give no penalty for it;"
                    " only a deal that is not five cards to each, in rounds of two and three, is a misdeal"
                    " (Law 42).",
                )
            )
        else:
            out.append(
                Finding(
                    "not_ruled",
                    fact.seat,
                    index,
                    ("33", "42"),
                    f"{head} The Laws of Euchre have no law on"
                    " it; the defects that undo a deal are those of Laws 33 to 45.",
                )
            )
    if _misdeal_by_count(e) is not None:
        counts = ", ".join(f"{s} {len(e.case.hands[s].cards)}" for s in wrong_hands(e))
        new_dealer, same = _misdeal_dealer(e, e.end)
        why = f"{new_dealer} deals" + (" again (Laws 43, 44)" if same else ", the misdeal losing the deal (Law 41)")
        out.append(
            Finding(
                "misdeal",
                dealer,
                None,
                law_list(("42.I", "41"), ("43", "44") if same else ()),
                f"The hands as given have the wrong number of cards ({counts}) and no card has been played: it is a"
                f" misdeal unless five cards are dealt to each player (Law 42 I): {why}.",
            )
        )
    out.extend(_trick_findings(e, by_event, notes))
    out.extend(_trump_card_findings(e))
    out.extend(_claim_findings(e, void))
    return out


def _trick_findings(
    e: Euchre, by_event: dict[tuple[str, int], Choice], notes: dict[Choice, list[str]]
) -> list[Finding]:
    out: list[Finding] = []
    for trick in e.state.tricks:
        if trick.omitted is None or trick.completed_at is None:
            continue
        made = by_event[("imperfect_trick", trick.completed_at)]
        head = (
            f"Trick {trick.number} was gathered without a card of {trick.omitted}. Should the error not be discovered"
            f" till he has played to the next trick, {e.words(made.chooser)} may claim a new deal; should they decide"
            " that the deal stand good, the surplus card at the end of the hand is considered to have been played to"
            " the imperfect trick, but does not constitute a revoke therein (Law 60)."
        )
        out.append(penalty_finding(e, made, head, made.rule.laws, notes))
    for index, mixed in e.state.mixed_with_tricks:
        card = f"{mixed.seat}'s {mixed.card}" if mixed.card else f"A card of {mixed.seat}"
        out.append(
            Finding(
                "card_mixed_with_trick",
                mixed.seat,
                index,
                ("61",),
                f"{card} went into a trick to which it did not belong (event {index}). If the error"
                " is detected during the play, the tricks may be counted face downwards and the card restored; the"
                " player is liable for all the revokes he has meanwhile made, and if not discovered till the hand is"
                " played out, for all the consequent revokes (Law 61).",
            )
        )
    return out


def _trump_card_findings(e: Euchre) -> list[Finding]:
    out: list[Finding] = []
    turn_up = e.case.trump
    for index, event in e.state.trump_card_events:
        if event.action == "taken_up":
            text = (
                f"The {turn_up}, the card turned up, was lifted from the pack at event {index}: the trump card must"
                " be left in view till played, and if removed or lifted from the pack becomes an exposed card,"
                " liable to be called (Laws 91, 46 III)."
            )
            out.append(Finding("trump_card", e.case.dealer, index, ("91", "46.III"), text))
        elif event.action == "asked":
            played = any(p.card == turn_up and p.event < index for p in e.state.plays)
            if played:
                text = (
                    f"{event.seat} asked at event {index} what card was turned up, after it had been played: no player"
                    " has a right to ask it then, but any player can at any time ask what is the trump suit (Law 92)."
                )
            else:
                text = (
                    f"{event.seat} asked at event {index} what card was turned up: it is still in view (Laws 91, 92)."
                )
            out.append(Finding("trump_card", event.seat, index, ("92",), text))
        else:
            out.append(
                Finding(
                    "trump_card",
                    event.seat,
                    index,
                    ("91",),
                    f"Event {index} records the trump card"
                    f" {event.action.replace('_', ' ')}; it must be left in view till played (Law 91).",
                )
            )
    return out


def _claim_findings(e: Euchre, void: Voided | None) -> list[Finding]:
    out: list[Finding] = []
    for index, claim in e.state.claims:
        if claim.kind not in ("new_deal", "misdeal"):
            continue
        words = "a new deal" if claim.kind == "new_deal" else "a misdeal"
        if void is not None:
            again = "again" if void.same_dealer else "next"
            text = f"{claim.seat} claimed {words} at event {index}: the hand is void, and {void.dealer} deals {again}"
            laws: tuple[str, ...] = ("33", "34", "35", "41", "42")
            out.append(Finding("claim", None, index, laws, text + " (see the finding on the deal)."))
            continue
        if claim.kind == "misdeal":
            text = (
                f"{claim.seat} claimed a misdeal at event {index}, but the case shows none: it is a misdeal unless five"
                " cards are dealt to each player, in rounds of two and three (Law 42); once a card is played, a hand"
                " of the wrong size is ruled by Law 90."
            )
            out.append(Finding("claim", None, index, ("42", "90"), text))
        else:
            text = (
                f"{claim.seat} claimed a new deal at event {index}, but the case shows no ground for one: an imperfect"
                " pack (33), a card faced in the pack before a lead (34), a card exposed in dealing (35), the"
                " adversaries' cards before the trump is turned (38), a card exposed in turning the trump (39), a"
                " deal out of turn stopped in time (40), or a trick a player omitted to play to (60)."
            )
            out.append(Finding("claim", None, index, ("33", "34", "35", "38", "39", "40", "60"), text))
    return out
