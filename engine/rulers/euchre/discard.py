"""The dealer's discard (Laws 86-90).

Should the card turned up be made the trump, the dealer takes it and must at once discard one card (86);
the eldest hand leading first does not spoil the lead (87); the trump card cannot be discarded (88);
the third hand playing alone, a lead before the discard lets the lone player call on the dealer (89);
the dealer playing before he discards holds six cards, and Law 90 applies.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...format.vocabulary import FindingKind
from ..choices import Choice, choice_of, penalty_finding
from ..findings import Finding
from .context import Euchre


def _third_hand_alone(e: Euchre) -> bool:
    dealer = e.case.dealer
    return e.state.lone is not None and e.state.lone is dealer.left.left.left


def choices(e: Euchre) -> list[Choice]:
    """89: the third hand plays alone and the second player leads before the dealer has discarded."""
    lead = e.state.first_lead_before_discard
    if lead is None or not _third_hand_alone(e):
        return []
    dealer = e.case.dealer
    made = choice_of(
        FindingKind.DISCARD,
        lead.seat,
        lead.event,
        e.table.rule("lone_led_before_discard"),
        e.state.lone.side if e.state.lone else lead.seat.side.other,
        target=dealer,
        trick=lead.trick,
    )
    played = e.next_play_of(dealer, lead.event, lead.trick)
    if played is not None:
        for option in made.option_ids:
            made.lapse(option, played.event, f"The dealer played to the trick at event {played.event}.")
    return [made]


def findings(e: Euchre, resolved: list[Choice], notes: Mapping[Choice, list[str]]) -> list[Finding]:
    out = _led_before_discard(e, resolved, notes)
    out += _turn_up_discarded(e)
    out += _neglected_discard(e)
    return out


def _led_before_discard(e: Euchre, resolved: list[Choice], notes: Mapping[Choice, list[str]]) -> list[Finding]:
    """A lead before the dealer discarded: the lone player's, with its penalty; another's, which the dealer may
    answer by changing his discard."""
    hand, dealer = e.state, e.case.dealer
    lead = hand.first_lead_before_discard
    if lead is None:
        return []
    made = next((c for c in resolved if c.kind == FindingKind.DISCARD and c.event == lead.event), None)
    if made is not None:
        head = e.table.says(
            "lone_led_before_discard",
            lone=hand.lone,
            seat=lead.seat,
            event=lead.event,
            dealer=dealer,
            chooser=e.words(made.chooser),
        )
        return [penalty_finding(e, made, head, made.rule.laws, notes)]
    later = [d for d in hand.discards if d.event > lead.event]
    rest = (
        f" The dealer discarded at event {later[0].event}, and could change his discard if he wished." if later else ""
    )
    return [
        Finding(
            FindingKind.DISCARD,
            lead.seat,
            lead.event,
            e.table.rule("led_before_discard").laws,
            e.table.says("led_before_discard", seat=lead.seat, event=lead.event, dealer=dealer) + rest,
        )
    ]


def _turn_up_discarded(e: Euchre) -> list[Finding]:
    """The dealer's discard of the card turned up, or the turn-up missing from his whole hand."""
    hand, dealer, turn_up = e.state, e.case.dealer, e.case.trump
    dealer_hand = e.case.hands.get(dealer)
    if hand.discard_due and hand.discarded_card == turn_up:
        event = hand.discards[-1].event
        return [
            Finding(
                FindingKind.DISCARD,
                dealer,
                event,
                e.table.rule("turn_up_discarded").laws,
                e.table.says("turn_up_discarded", dealer=dealer, card=turn_up, event=event),
            )
        ]
    if hand.discard_due and dealer_hand is not None and dealer_hand.whole and turn_up not in dealer_hand.cards:
        return [
            Finding(
                FindingKind.DISCARD,
                dealer,
                None,
                e.table.rule("turn_up_discarded").laws,
                e.table.says("turn_up_not_in_hand", card=turn_up),
            )
        ]
    return []


def _neglected_discard(e: Euchre) -> list[Finding]:
    """The dealer who played without discarding: the adversaries' points for a wrong number of cards."""
    hand, dealer = e.state, e.case.dealer
    if hand.neglected_discard is None:
        return []
    index = hand.neglected_discard
    lone = hand.lone is not None
    points = e.table.wrong_number_points[1 if lone else 0]
    return [
        Finding(
            FindingKind.WRONG_NUMBER_OF_CARDS,
            dealer,
            index,
            e.table.rule("neglected_discard").laws,
            e.table.says(
                "neglected_discard",
                dealer=dealer,
                event=index,
                side=dealer.side.words,
                points=points,
                playing="a lone hand is played" if lone else "all four are playing",
            ),
        )
    ]
