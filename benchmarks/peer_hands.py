"""Random complete hands played by OpenSpiel, and the same hands written as cases in our format.

OpenSpiel is the peer of the engine's benchmark only: `make bench` installs it from
requirements-bench.txt; the site never imports this module.

Euchre: OpenSpiel's pack runs from the nine to the ace (24 cards), which is a legal deal under
the 1888 laws' pack of 32. Two of its rules are not the 1888 laws' and their hands are left out:
the stuck dealer who must name a suit when seven have passed, and the dealer's partner playing
alone. Whist: OpenSpiel's bridge plays the same 52 cards with the same trump and the same first
leader: the whist dealer is made declarer in one of the trump suit, so that the eldest hand,
on his left, leads.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

SEATS = "NESW"  # OpenSpiel's players 0 to 3, in the order of play
EUCHRE_RANKS = ["9", "10", "J", "Q", "K", "A"]
BRIDGE_RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]
SUITS = "CDHS"  # OpenSpiel's suit order in both games
EUCHRE_PASS = 24
EUCHRE_ALONE = 29
BRIDGE_PASS = 52
BRIDGE_ONE_CLUB = 55


@dataclass(frozen=True)
class PeerHand:
    """One hand: the peer's action ids from a new initial state, our case, and the tricks each side took."""

    actions: tuple[int, ...]
    case: dict[str, Any]
    tricks_won: dict[str, int]


def _side(player: int) -> str:
    return "NS" if player % 2 == 0 else "EW"


def euchre_card(action: int) -> str:
    return EUCHRE_RANKS[action // 4] + SUITS[action % 4]


def bridge_card(action: int) -> str:
    return BRIDGE_RANKS[action // 4] + SUITS[action % 4]


def _play_out(state: Any, rng: random.Random) -> list[int]:
    actions: list[int] = []
    while not state.is_terminal():
        if state.is_chance_node():
            action = rng.choice([outcome for outcome, _ in state.chance_outcomes()])
        else:
            action = rng.choice(state.legal_actions())
        state.apply_action(action)
        actions.append(action)
    return actions


def _euchre_bid(seat: int, dealer: int, action: int, upcard: int, alone: bool) -> dict[str, Any]:
    bid: dict[str, Any] = {"type": "bid", "seat": SEATS[seat]}
    if action == EUCHRE_PASS:
        bid["action"] = "pass"
    elif SUITS[action - EUCHRE_PASS - 1] == SUITS[upcard % 4]:  # the turn-up's suit: the first round
        bid["action"] = "take_up" if seat == dealer else "assist" if seat == (dealer + 2) % 4 else "order_up"
    else:
        bid["action"] = "make"
        bid["suit"] = SUITS[action - EUCHRE_PASS - 1]
    if action != EUCHRE_PASS and alone:
        bid["alone"] = True
    return bid


def euchre_hand(pyspiel: Any, game: Any, rng: random.Random) -> PeerHand | None:
    """A random hand, or None where it falls under a rule the 1888 laws have not (or nobody made the trump)."""
    state = game.new_initial_state()
    actions = _play_out(state, rng)
    declarer, dealer = state.declarer(), state.dealer()
    if declarer < 0:
        return None  # passed twice round: no play to compare
    if state.num_passes() == 7:
        return None  # the stuck dealer
    alone = bool(state.declarer_go_alone())
    if alone and declarer == (dealer + 2) % 4:
        return None  # the dealer's partner alone
    upcard = state.upcard()
    dealt = actions[1:21]
    hands: dict[str, list[str]] = {s: [] for s in SEATS}
    for k, card in enumerate(dealt):
        hands[SEATS[(dealer + k) % 4]].append(euchre_card(card))
    events: list[dict[str, Any]] = []
    seat = (dealer + 1) % 4
    i = 22
    while True:  # the making: passes, then the bid that makes the trump
        action = actions[i]
        events.append(_euchre_bid(seat, dealer, action, upcard, alone))
        i += 1
        if action != EUCHRE_PASS:
            break
        seat = (seat + 1) % 4
    if state.discard() >= 0:
        discarded = euchre_card(actions[i])
        hands[SEATS[dealer]].append(euchre_card(upcard))
        hands[SEATS[dealer]].remove(discarded)
        events.append({"type": "discard", "seat": SEATS[dealer], "card": discarded})
        i += 1
    i += 1  # the declaration alone or with the partner, already on the bid
    owner = {card: s for s, held in hands.items() for card in held}
    for action in actions[i:]:
        card = euchre_card(action)
        events.append({"type": "play", "seat": owner[card], "card": card})
    tricks_won = {"NS": 0, "EW": 0}
    for trick in state.tricks():
        tricks_won[_side(trick.winner())] += 1
    case = {
        "code": "euchre-1888",
        "title": "A hand played by OpenSpiel",
        "dealer": SEATS[dealer],
        "trump": euchre_card(upcard),
        "hands": hands,
        "events": events,
    }
    return PeerHand(tuple(actions), case, tricks_won)


def whist_hand(game: Any, rng: random.Random) -> PeerHand:
    """A random deal of 52 played out by bridge's rules of play, the whist dealer as declarer."""
    pack = list(range(52))
    rng.shuffle(pack)
    state = game.new_initial_state()
    for card in pack:  # OpenSpiel deals card k to player k mod 4
        state.apply_action(card)
    hands = {SEATS[p]: [bridge_card(c) for c in pack[p::4]] for p in range(4)}
    dealer = rng.randrange(4)
    trump_card = rng.choice(pack[dealer::4])
    auction = [BRIDGE_PASS] * dealer + [BRIDGE_ONE_CLUB + trump_card % 4] + [BRIDGE_PASS] * 3
    for action in auction:
        state.apply_action(action)
    play = _play_out(state, rng)
    owner = {card: s for s, held in hands.items() for card in held}
    events = [{"type": "play", "seat": owner[bridge_card(a)], "card": bridge_card(a)} for a in play]
    declarer_tricks = int(state.to_string().split("Declarer tricks won: ")[1].split()[0])
    declarer_side = _side(dealer)
    tricks_won = {declarer_side: declarer_tricks, ("EW" if declarer_side == "NS" else "NS"): 13 - declarer_tricks}
    case = {
        "code": "club-1864",
        "title": "A hand played by OpenSpiel's bridge",
        "dealer": SEATS[dealer],
        "trump": bridge_card(trump_card),
        "hands": hands,
        "events": events,
    }
    return PeerHand(tuple(pack) + tuple(auction) + tuple(play), case, tricks_won)
