"""The American laws on shuffling, the cut and seeing a trick (Laws 2, 3, 11): the little they say, quoted.

Law 3 orders the shuffle (the dealer's partner of the last deal shuffles the other pack, any or all of the others
may shuffle it, and the dealer last); Law 2, written of the first deal, has the player on the dealer's right cut,
leaving four cards in either packet, and the pack cut again if a card be exposed; Law 11 lets no trick be examined
after it is gathered and turned. A cut against Law 2 and a trick examined against Law 11 are violations of a law,
each the forfeit of one point under Law 18 (the point is offered by rulers/points.py); a player may require the
cards to be placed (Law 8 (e)), but not those of a trick turned (11); a question who played a card is talk during
the play, which the engine leaves to the referee (8, 18); the order of the shuffles
Law 3 gives in words that permit ("may be shuffled by any or all the other players; and by the dealer last"), and
a card exposed in cutting has its own remedy in Law 2 (the pack cut again): neither costs a point. Everything else about the pack, new cards and bystanders the American laws leave
unsaid, and the ruling says so.
"""

from __future__ import annotations

from .table import PackLaws
from .wording import WordingKey

WORDING: dict[WordingKey, str] = {
    "first_shuffle_not_partner": "{seat} shuffled the pack first, at event {event}. While the dealer is dealing, his"
    " partner shuffles the other pack, and places it at the left hand of his own right-hand opponent, who is next to"
    " deal (Law 3): the first shuffle of this pack was {first_right}'s. The pack may be shuffled by any or all the"
    " other players, and the law names no penalty for the order.",
    "shuffle_after_dealer": "{seat} shuffled at event {event}, after the dealer {dealer} (event {dealer_event}). The"
    " pack may be shuffled by any or all the other players; and by the dealer last (Law 3): {dealer} may shuffle"
    " again before the cut.",
    "cut_by_wrong_seat": "{seat} cut the pack at event {event}. The dealer passes the pack to the player on his right"
    " who then cuts (Law 2, written of the first deal): the cut was {proper}'s. The penalty for the violation of any"
    " law (except that of revoke) is the forfeit of one point, and penalties must always be enforced (Law 18).",
    "cut_too_few": "{seat} left {fewer} cards in one packet in cutting, at event {event}. The player on the dealer's"
    " right cuts, not leaving fewer than four cards in either packet (Law 2, written of the first deal). The engine"
    " takes it that the pack is cut again. The penalty for the violation of any law (except that of revoke) is the"
    " forfeit of one point, and penalties must always be enforced (Law 18).",
    "cut_exposed": "A card was exposed in {seat}'s cut at event {event}. If, when cutting, any card be exposed, the"
    " pack must be cut again (Law 2).",
    "trick_examined": "{seat} examined a trick at event {event}, after it was gathered and turned. Every trick"
    " completed must be gathered before the next lead is made. No trick shall be examined after being gathered and"
    " turned (Law 11): the trick was examined, and the law is broken. The penalty for the violation of any law"
    " (except that of revoke) is the forfeit of one point, and penalties must always be enforced (Law 18).",
    "trick_examined_refused": "{seat} asked at event {event} to see a trick already gathered; it was not shown him."
    " Every trick completed must be gathered before the next lead is made. No trick shall be examined after being"
    " gathered and turned (Law 11): the demand is refused. No trick was examined, so no law was violated, and the"
    " point of Law 18 is not due.",
    "cards_placed": "{seat} asked at event {event} that the cards be placed. Talking must cease when the first card"
    " is led, except that a player may require cards to be placed, or partners' drawn, without violating the law of"
    " silence (Law 8 (e), printed with the editor's query): the request is allowed, and no penalty attaches.",
    "cards_placed_too_late": "{seat} asked at event {event} that the cards be placed, with no trick on the table to"
    " place. A player may require cards to be placed (Law 8 (e)), but no trick shall be examined after being"
    " gathered and turned (Law 11): the request is refused. No trick was examined, so the point of Law 18 is not"
    " due.",
    "who_played": "{seat} asked at event {event} who played a particular card. No conversation is permitted during"
    " the play of the hand, and the question is not among those Law 8 allows a player; the editor's footnote to"
    ' Law 10 quotes Hoyle: a partner "is entitled to demand each person to lay his card before him: but not to'
    ' enquire who played any particular card". The engine does not rule on talk during the play: whether the'
    " question broke the law of silence, and the point of Law 18 is due, is the referee's to judge (Laws 8 and 18).",
}

PACK = PackLaws(
    laws={
        "first_shuffle_not_partner": ("3",),
        "shuffle_after_dealer": ("3",),
        "cut_by_wrong_seat": ("2",),
        "cut_too_few": ("2",),
        "cut_exposed": ("2",),
        "trick_examined": ("11", "18"),
        "trick_examined_refused": ("11", "18"),
        "cards_placed": ("8",),
        "cards_placed_too_late": ("8", "11", "18"),
        "who_played": ("8", "18"),
    },
    first_right_left=True,
)
