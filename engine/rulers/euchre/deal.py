"""The deal at euchre (Laws 29, 33-45), cards played in error (60, 61), and the trump card (91, 92).

A new deal by the same dealer when the pack is imperfect (33) or a card is found faced before a lead
(34); a new deal the innocent side may call for when a card is exposed in dealing (35-37) or the deal is
made with the adversaries' cards before the trump is turned (38); a deal out of turn stopped before the
trump card is turned (40); a misdeal, losing the deal, unless five cards go to each player in rounds of
two and three (41, 42), saved by the adversaries' touching the cards first (43) or interrupting (44).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from ...codes.keys import RuleKey, rule_named
from ...codes.law_number import LawNumber
from ...codes.wording import WordingKey
from ...format.events import Deal
from ...format.seats import Seat, Side
from ...format.vocabulary import ClaimKind, DealFact, FindingKind, OptionId, TrumpCardAction
from ..choices import Choice, choice_of, penalty_finding
from ..findings import Finding, law_list
from .context import Euchre

# The facts of the deal after which the deal stands, and the sentence that says so.
_STANDS: dict[DealFact, WordingKey] = {
    DealFact.PACK_NOT_CUT: "pack_not_cut",
    DealFact.DEALER_COUNTED_CARDS: "dealer_counted_cards",
}
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
    # Facts of the whist deal the euchre laws have no law on, by their titles in the case format.
    "trump_card_seen": "the trump card seen",
    "trump_card_face_down": "the trump card dealt face down",
    "trump_card_out_of_order": "the trump card out of order",
}
_MISDEAL = (DealFact.TWO_CARDS_TO_ONE_HAND, DealFact.HAND_MISSED, DealFact.NOT_IN_ROTATION)
_RECORD = (DealFact.CARDS_TOUCHED, DealFact.TRUMP_TURNED, DealFact.DEALER_INTERRUPTED)
# The table's rule on each misdeal and each fact after which the deal stands, named by the fact (checked here).
_RULE_OF: dict[DealFact, RuleKey] = {fact: rule_named(fact) for fact in (*_MISDEAL, *_STANDS)}


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
    first = e.state.deal.touch_by_side.get(side)
    return first if first is not None and first < before else None


def choices(e: Euchre) -> list[Choice]:
    found: list[Choice] = []
    dealer = e.case.dealer
    for index, fact in e.state.deal.facts:
        if fact.fact == DealFact.CARD_EXPOSED and fact.seat is not None:
            claimants = fact.seat.side.other
            made = choice_of(FindingKind.NEW_DEAL, fact.seat, index, e.table.rule("card_exposed"), claimants)
            touched = _touched(e, claimants, index)
            theirs = _touched(e, claimants.other, index)
            if touched is not None and (theirs is None or touched < theirs):
                made.lapse(
                    OptionId.NEW_DEAL,
                    index,
                    e.table.says("exposed_in_dealing_touched", who=e.words(claimants), event=touched),
                )
            later = _first_declaration_after(e, index)
            if later is not None:
                made.lapse(OptionId.NEW_DEAL, later, e.table.says("exposed_in_dealing_declared", event=later))
            found.append(made)
        elif fact.fact == DealFact.ADVERSARY_CARD_TAKEN and not _trump_turned_before(e, index):
            found.append(
                choice_of(FindingKind.NEW_DEAL, dealer, index, e.table.rule("adversary_cards"), dealer.side.other)
            )
    for trick in e.state.played.tricks:
        if trick.omitted is not None and trick.completed_at is not None:
            omitter = trick.omitted
            found.append(
                choice_of(
                    FindingKind.IMPERFECT_TRICK,
                    omitter,
                    trick.completed_at,
                    e.table.rule("omitted_to_play"),
                    omitter.side.other,
                )
            )
    return found


def voided(e: Euchre, resolved: list[Choice]) -> Voided | None:
    """The first fact that makes the hand void, if any (the result then carries `new_deal`)."""
    dealer = e.case.dealer
    first_play = e.state.play_began
    for index, fact in e.state.deal.facts:
        if fact.fact in (DealFact.PACK_IMPERFECT, DealFact.CARD_FROM_OTHER_PACK):
            return Voided(index, dealer, True)
        if fact.fact == DealFact.CARD_FACED_IN_PACK and (first_play is None or index < first_play):
            return Voided(index, dealer, True)
        if fact.fact in _MISDEAL:
            return Voided(index, *_misdeal_dealer(e, index))
    misdeal = _misdeal_by_count(e)
    if misdeal is not None:
        return Voided(misdeal, *_misdeal_dealer(e, misdeal if misdeal >= 0 else e.end))
    for made in resolved:
        if made.elected == OptionId.NEW_DEAL and made.elected_at is not None:
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
    if e.state.played.plays or not wrong_hands(e):
        return None
    claims = [i for i, c in e.state.spoken.claims if c.kind == ClaimKind.MISDEAL]
    return claims[0] if claims else -1


def _misdeal_dealer(e: Euchre, index: int) -> tuple[Seat, bool]:
    """41: a misdeal loses the deal; 43: not if an adversary touched the cards before the dealer's partner; 44."""
    dealer = e.case.dealer
    adversaries = _touched(e, dealer.side.other, index)
    partner = e.state.deal.touch_by_seat.get(dealer.partner)
    partner = partner if partner is not None and partner < index else None
    if adversaries is not None and (partner is None or adversaries < partner):
        return dealer, True
    interrupted = e.state.deal.unestablished_interruption
    if interrupted is not None and interrupted <= index:
        return dealer, True
    return dealer.left, False


def findings(
    e: Euchre, resolved: list[Choice], notes: Mapping[Choice, list[str]], void: Voided | None
) -> list[Finding]:
    by_event = {(c.kind, c.event): c for c in resolved}
    out = [
        _fact_finding(e, index, fact, by_event, notes) for index, fact in e.state.deal.facts if fact.fact not in _RECORD
    ]
    wrong = _wrong_number_finding(e)
    if wrong is not None:
        out.append(wrong)
    out.extend(_trick_findings(e, by_event, notes))
    out.extend(_trump_card_findings(e))
    out.extend(_claim_findings(e, void))
    return out


def _fact_finding(
    e: Euchre,
    index: int,
    fact: Deal,
    by_event: dict[tuple[FindingKind, int], Choice],
    notes: Mapping[Choice, list[str]],
) -> Finding:
    """The finding on a fact of the deal (33-45)."""
    table, dealer = e.table, e.case.dealer
    name = _FACTS.get(fact.fact, fact.fact.replace("_", " "))
    who = f" by {fact.seat}" if fact.seat else ""
    head = f"Event {index} records {name}{who}. "
    if fact.fact in (DealFact.PACK_IMPERFECT, DealFact.CARD_FROM_OTHER_PACK):
        text = table.says("pack_imperfect", dealer=dealer)
        return Finding(FindingKind.NEW_DEAL, None, index, table.rule("pack_imperfect").laws, head + text)
    if fact.fact == DealFact.CARD_FACED_IN_PACK:
        laws = table.rule("card_faced_in_pack").laws
        first_play = e.state.play_began
        if first_play is None or index < first_play:
            return Finding(FindingKind.NEW_DEAL, None, index, laws, head + table.says("card_faced_in_pack"))
        return Finding(FindingKind.DEAL, None, index, laws, head + table.says("card_faced_after_lead"))
    if fact.fact == DealFact.CARD_EXPOSED and fact.seat is not None:
        return _exposed_in_dealing(e, index, fact, fact.seat, head, by_event[(FindingKind.NEW_DEAL, index)], notes)
    if fact.fact == DealFact.ADVERSARY_CARD_TAKEN:
        claimable = by_event.get((FindingKind.NEW_DEAL, index))
        laws = table.rule("adversary_cards").laws
        if claimable is None:
            return Finding(FindingKind.DEAL, None, index, laws, head + table.says("adversary_cards_turned"))
        return penalty_finding(e, claimable, head + table.says("adversary_cards_not_turned"), laws, notes)
    if fact.fact == DealFact.DEALT_OUT_OF_TURN:
        laws = table.rule("deal_out_of_turn").laws
        if _trump_turned_before(e, index):
            return Finding(FindingKind.DEAL, dealer, index, laws, head + table.says("deal_out_of_turn_stands"))
        return Finding(FindingKind.NEW_DEAL, dealer, index, laws, head + table.says("deal_out_of_turn_stopped"))
    if fact.fact in _MISDEAL:
        new_dealer, same = _misdeal_dealer(e, index)
        laws = law_list(table.rule(_RULE_OF[fact.fact]).laws, _deal_kept(e, same))
        text = head + table.says("misdeal", why=_who_deals(e, new_dealer, same))
        return Finding(FindingKind.MISDEAL, dealer, index, laws, text)
    if fact.fact in _STANDS:
        said = table.says(_STANDS[fact.fact])
        return Finding(FindingKind.DEAL, dealer, index, table.rule(_RULE_OF[fact.fact]).laws, head + said)
    text = head + table.says("deal_fact_not_ruled")
    return Finding(FindingKind.NOT_RULED, fact.seat, index, table.rule("deal_fact_not_ruled").laws, text)


def _exposed_in_dealing(
    e: Euchre, index: int, fact: Deal, seat: Seat, head: str, made: Choice, notes: Mapping[Choice, list[str]]
) -> Finding:
    """A card exposed in dealing: a new deal the side not at fault may claim (35, 37)."""
    side = "the dealer or his partner" if seat.side is e.case.dealer.side else "an adversary of the dealer"
    text = head + e.table.says("exposed_in_dealing", side=side, who=e.words(made.chooser))
    if fact.last:
        text += " " + e.table.says("exposed_in_dealing_last")
    return penalty_finding(e, made, text, law_list(made.rule.laws), notes)


def _wrong_number_finding(e: Euchre) -> Finding | None:
    """Hands of the wrong number of cards, found before any card is played: a misdeal (42 I)."""
    if _misdeal_by_count(e) is None:
        return None
    counts = ", ".join(f"{s} {len(e.case.hands[s].cards)}" for s in wrong_hands(e))
    new_dealer, same = _misdeal_dealer(e, e.end)
    laws = law_list(e.table.rule("wrong_number_dealt").laws, _deal_kept(e, same))
    text = e.table.says("wrong_number_dealt", counts=counts, why=_who_deals(e, new_dealer, same))
    return Finding(FindingKind.MISDEAL, e.case.dealer, None, laws, text)


def _deal_kept(e: Euchre, same: bool) -> tuple[LawNumber, ...]:
    """43, 44: the laws under which a misdeal does not lose the deal, where they saved it."""
    return e.table.rule("misdeal_deal_kept").laws if same else ()


def _who_deals(e: Euchre, dealer: Seat, same: bool) -> str:
    return e.table.says("misdeal_deal_kept" if same else "misdeal_deal_lost", dealer=dealer)


def _trick_findings(
    e: Euchre, by_event: dict[tuple[FindingKind, int], Choice], notes: Mapping[Choice, list[str]]
) -> list[Finding]:
    out: list[Finding] = []
    for trick in e.state.played.tricks:
        if trick.omitted is None or trick.completed_at is None:
            continue
        made = by_event[(FindingKind.IMPERFECT_TRICK, trick.completed_at)]
        head = e.table.says("omitted_to_play", number=trick.number, seat=trick.omitted, who=e.words(made.chooser))
        out.append(penalty_finding(e, made, head, made.rule.laws, notes))
    laws = e.table.rule("card_mixed_with_trick").laws
    for index, mixed in e.state.incidents.mixed_with_tricks:
        card = f"{mixed.seat}'s {mixed.card}" if mixed.card else f"A card of {mixed.seat}"
        text = e.table.says("card_mixed_with_trick", card=card, event=index)
        out.append(Finding(FindingKind.CARD_MIXED_WITH_TRICK, mixed.seat, index, laws, text))
    return out


def _trump_card_findings(e: Euchre) -> list[Finding]:
    out: list[Finding] = []
    table = e.table
    turn_up = e.case.trump
    for index, event in e.state.incidents.trump_card_events:
        if event.action == TrumpCardAction.TAKEN_UP:
            text = table.says("trump_card_lifted", card=turn_up, event=index)
            out.append(
                Finding(FindingKind.TRUMP_CARD, e.case.dealer, index, table.rule("trump_card_lifted").laws, text)
            )
        elif event.action == TrumpCardAction.ASKED:
            played = any(p.card == turn_up and p.event < index for p in e.state.played.plays)
            point: WordingKey = "turn_up_asked_after_played" if played else "turn_up_asked"
            text = table.says(point, seat=event.seat, event=index)
            out.append(Finding(FindingKind.TRUMP_CARD, event.seat, index, table.rule("turn_up_asked").laws, text))
        else:
            text = table.says("trump_card_in_view", event=index, action=event.action.replace("_", " "))
            out.append(Finding(FindingKind.TRUMP_CARD, event.seat, index, table.rule("trump_card_in_view").laws, text))
    return out


def _claim_findings(e: Euchre, void: Voided | None) -> list[Finding]:
    out: list[Finding] = []
    table = e.table
    for index, claim in e.state.spoken.claims:
        if claim.kind not in (ClaimKind.NEW_DEAL, ClaimKind.MISDEAL):
            continue
        if void is not None:
            words = "a new deal" if claim.kind == ClaimKind.NEW_DEAL else "a misdeal"
            again = "again" if void.same_dealer else "next"
            text = (
                f"{claim.seat} claimed {words} at event {index}: the hand is void, and {void.dealer} deals {again}"
                " (see the finding on the deal)."
            )
            out.append(Finding(FindingKind.CLAIM, None, index, table.rule("claim_of_void_hand").laws, text))
        else:
            point: Literal["misdeal_claim_without_ground", "new_deal_claim_without_ground"] = (
                "misdeal_claim_without_ground" if claim.kind == ClaimKind.MISDEAL else "new_deal_claim_without_ground"
            )
            text = table.says(point, seat=claim.seat, event=index)
            out.append(Finding(FindingKind.CLAIM, None, index, table.rule(point).laws, text))
    return out
