"""The laws of euchre on shuffling, the cut of the pack, new cards and the cards placed (Laws 22-32, 72, 73, 84,
94), the etiquette of euchre these point to (106-116), and the laws that are not a matter for a ruling.

The printed words are quoted as corpus/codes/euchre-1888.txt gives them. Euchre has no law on shuffling into
packets or across the table, on seeing the last trick, on bystanders or on bets: the ruling says so, and points
to the etiquette where it speaks.
"""

from __future__ import annotations

from .table import PackLaws
from .wording import WordingKey

_NO_PENALTY = "The law names no penalty, and the engine gives none"

WORDING: dict[WordingKey, str] = {
    "shuffle_below_table": "{seat} shuffled the pack below the table at event {event}. The pack must neither be"
    " shuffled below the table, nor so that the face of any card can be seen (Law 22). " + _NO_PENALTY + ".",
    "shuffle_card_seen": "{seat} shuffled the pack so that the face of a card was seen, at event {event}. The pack"
    " must neither be shuffled below the table, nor so that the face of any card can be seen (Law 22). "
    + _NO_PENALTY
    + ".",
    "shuffle_during_hand": "{seat} shuffled the pack during the play of the hand, at event {event}. The pack must not"
    " be shuffled during the play of a hand (Law 23). " + _NO_PENALTY + ".",
    "dealer_card_seen": "A card was seen while the dealer {seat} shuffled, at event {event}. The dealer has always the"
    " right to shuffle last; but should a card or cards be seen during his shuffling or while giving the pack to be"
    " cut, he may be compelled to re-shuffle (Law 27)."
    " {side} may require him to shuffle again (the law does not say who may compel him; the engine reads it as his"
    " adversaries); it is the exception"
    " Law 24 makes to each player's one shuffle.",
    "shuffle_twice": "{seat} shuffled at event {event}, having shuffled at event {first}. Each player has a right to"
    " shuffle once only, except as provided by Law 27, prior to a deal, after a false cut, or when a new deal has"
    " occurred (Law 24): the second shuffle was not his right. " + _NO_PENALTY + ".",
    "shuffle_by_cutter": "{seat}, having cut the pack at event {cut}, shuffled it at event {event}. When a player has"
    " once separated a pack he cannot alter his intention; he can neither re-shuffle nor re-cut the cards (Law 30):"
    " the cut stands as he first made it.",
    "first_shuffle_not_partner": "{seat} shuffled the pack first, at event {event}. The dealer's partner must collect"
    " the cards for the ensuing deal, and he has the first right to shuffle that pack (Law 25): the first shuffle"
    " was {first_right}'s. " + _NO_PENALTY + "; {first_right} keeps his right to shuffle before the cut.",
    "shuffle_after_dealer": "{seat} shuffled at event {event}, after the dealer {dealer} (event {dealer_event}). The"
    " dealer has always the right to shuffle last (Law 27): {dealer} may shuffle again before the cut.",
    "dealer_shuffled_after_cut": "The pack was cut at event {cut}, and the dealer {seat} re-shuffled at event {event}."
    " When the pack is cut, should the dealer re-shuffle he loses the deal (Law 31). Each player deals in turn; the"
    " right of dealing goes to the left (Law 28): {next} deals.",
    "cut_by_wrong_seat": "{seat} cut the pack at event {event}. The player on the dealer's right cuts the pack (Law"
    " 29): the cut was {proper}'s. " + _NO_PENALTY + "; objected to before the deal, {proper} cuts (the engine's"
    " reading).",
    "cut_too_few": "{seat} left {fewer} cards in one packet in cutting, at event {event}. The player on the dealer's"
    " right cuts the pack, and in dividing it he must not leave fewer than four cards in either packet (Law 29). The"
    " engine takes it as a false cut: there must be a fresh cut, and each player may shuffle again (Law 24).",
    "cut_exposed": "A card was exposed in {seat}'s cut at event {event}. If in cutting or in placing one of the"
    " packets on the other, a card be exposed, there must be a fresh cut (Law 29); after a false cut each player"
    " may shuffle again (Law 24).",
    "cut_confused": "There was a confusion of the cards, or a doubt where the pack was divided, in {seat}'s cut at"
    " event {event}. If there be any confusion of the cards, or a doubt as to the exact place where the pack was"
    " divided, there must be a fresh cut (Law 29); after a false cut each player may shuffle again (Law 24).",
    "cut_altered": "{seat} altered his cut at event {event}, having separated the pack at event {cut}. When a player"
    " has once separated a pack he cannot alter his intention; he can neither re-shuffle nor re-cut the cards (Law"
    " 30): the cut stands as he first made it.",
    "new_cards_in_time": "{seat} called for fresh cards at event {event}, before the pack was cut for the deal: any"
    " player (on paying for them) before, but not after, the pack is cut for the deal, may call for fresh cards. He"
    " must call for two new packs, of which the dealer has the choice (Law 72). {seat} pays for them, and {dealer}"
    " chooses.",
    "new_cards_too_late": "{seat} called for fresh cards at event {event}, after the pack was cut for the deal: any"
    " player may call for fresh cards before, but not after, the pack is cut for the deal (Law 72). The call comes"
    " too late for this deal.",
    "card_damaged": "{card} was found {how} at event {event}. A card or cards torn or marked must be replaced by"
    " agreement, or new cards called for at the expense of the table (Law 73). It is for the players to agree how it"
    " is replaced; failing their agreement, new cards are called for, and the table pays for them.",
    "card_damaged_by_agreement": "{card} was found {how} at event {event}. A card or cards torn or marked must be"
    " replaced by agreement, or new cards called for at the expense of the table (Law 73). The players agreed to"
    " replace it, and play goes on with the card replaced.",
    "card_damaged_new_cards": "{card} was found {how} at event {event}. A card or cards torn or marked must be"
    " replaced by agreement, or new cards called for at the expense of the table (Law 73): new cards are called for,"
    " and the table pays for them.",
    "cards_placed": "{seat} asked at event {event} that the cards be placed. At any time during the play of a trick,"
    " or after the four cards are played, but before they are touched for the purpose of gathering them together, a"
    " player may demand that the cards be placed before their respective players (Law 84): the demand is in time.",
    "cards_placed_too_late": "{seat} asked at event {event} that the cards be placed, after they had been touched for"
    " the purpose of gathering them together: the demand may be made only before they are touched for that purpose"
    " (Law 84). It comes too late.",
    "who_played": "{seat} asked at event {event} who played a particular card. A player has no right to ask who"
    " played a particular card, but may demand that the cards be placed before their respective players, before they"
    " are touched for the purpose of gathering them together (Law 84): the question is refused. " + _NO_PENALTY + ".",
    "lone_taken": "{seat} declared at event {event} to play alone on his partner's declaration to play alone. If a"
    " player declares to play alone, his partner may take it from him, subject to the previous rule; in which case"
    " the form of declaration must be, \u201cI take it from you\u201d (Law 94). Subject to Law 93, {seat} not"
    " having passed, he plays alone in place of {partner}.",
    "etiquette": "The Etiquette of Euchre ({rules}) adds: \u201c{words}\u201d The rules of etiquette are not called"
    " laws, as it is difficult, and in some cases impossible, to apply any penalty to their infraction (the"
    " Etiquette's preamble, 106): nothing is ruled under it.",
}

_PLACED = (
    "A player who desires the cards to be placed, or demands to see the last trick, should do so for his own"
    " information only, and not to attract the attention of his partner."
)
_REFER = (
    "No player should object to refer to a bystander who professes himself uninterested in the game and able to"
    " decide any disputed question of fact."
)

PACK = PackLaws(
    laws={
        "shuffle_below_table": ("22",),
        "shuffle_card_seen": ("22",),
        "shuffle_during_hand": ("23",),
        "dealer_card_seen": ("27", "24"),
        "shuffle_twice": ("24",),
        "shuffle_by_cutter": ("30",),
        "first_shuffle_not_partner": ("25",),
        "shuffle_after_dealer": ("27",),
        "dealer_shuffled_after_cut": ("31", "28"),
        "cut_by_wrong_seat": ("29",),
        "cut_too_few": ("29", "24"),
        "cut_exposed": ("29", "24"),
        "cut_confused": ("29", "24"),
        "cut_altered": ("30",),
        "new_cards_in_time": ("72",),
        "new_cards_too_late": ("72",),
        "card_damaged": ("73",),
        "card_damaged_by_agreement": ("73",),
        "card_damaged_new_cards": ("73",),
        "cards_placed": ("84",),
        "cards_placed_too_late": ("84",),
        "who_played": ("84",),
        "lone_taken": ("94", "93"),
    },
    etiquette={
        "request_last_trick": (("110",), _PLACED),
        "request_earlier_trick": (("110",), _PLACED),
        "request_cards_placed": (("110",), _PLACED),
        "request_who_played": (("111",), _REFER),
        "bystander_decided": (("111",), _REFER),
        "bystander_remark": (
            ("114",),
            "Bystanders should make no remark, nor should they, by word or gesture, give any intimation of the state"
            " of the game until concluded and scored, nor should they walk around the table to look at the different"
            " hands.",
        ),
        "bet": (
            ("113", "115"),
            "Until the players have made such bets as they wish, bets should not be made with the bystanders. No one"
            " should look over the hand of a player against whom he is betting.",
        ),
    },
    no_ruling={
        "26": "a direction where each player puts the pack after shuffling (to the left of the player about to deal);"
        " it names no penalty and leaves nothing for a referee to decide",
        "32": "a direction where the dealer puts the pack after dealing (at his right hand); it names no penalty and"
        " leaves nothing for a referee to decide",
    },
)
