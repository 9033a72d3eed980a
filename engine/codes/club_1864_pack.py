"""The Club Code on shuffling, the cut of the pack, new cards and around the play (Laws 26-36, 80, 83, 85, 88-91),
the etiquette of whist these point to, and the laws that are not a matter for a ruling.

The printed words are quoted as corpus/codes/club-1864.txt gives them. Where a law forbids a thing and names no
penalty, the sentence says so; where the engine takes a reading of what follows, it says that it is the engine's.
"""

from __future__ import annotations

from .table import PackLaws
from .wording import WordingKey

_NO_PENALTY = "The law names no penalty, and the engine gives none"

WORDING: dict[WordingKey, str] = {
    "shuffle_below_table": "{seat} shuffled the pack below the table at event {event}. The pack must neither be"
    " shuffled below the table nor so that the face of any card be seen (Law 26). " + _NO_PENALTY + ".",
    "shuffle_card_seen": "{seat} shuffled the pack so that the face of a card was seen, at event {event}. The pack"
    " must neither be shuffled below the table nor so that the face of any card be seen (Law 26). " + _NO_PENALTY + ".",
    "shuffle_during_hand": "{seat} shuffled the pack during the play of the hand, at event {event}. The pack must"
    " not be shuffled during the play of the hand (Law 27). " + _NO_PENALTY + ".",
    "shuffle_into_packets": "{seat} shuffled the pack by dealing it into packets, at event {event}. A pack, having"
    " been played with, must neither be shuffled, by dealing it into packets, nor across the table (Law 28). "
    + _NO_PENALTY
    + ".",
    "shuffle_across_table": "{seat} shuffled the pack across the table, at event {event}. A pack, having been played"
    " with, must neither be shuffled, by dealing it into packets, nor across the table (Law 28). " + _NO_PENALTY + ".",
    "dealer_card_seen": "A card was seen while the dealer {seat} shuffled, at event {event}. The dealer has always"
    " the right to shuffle last; but should a card or cards be seen during his shuffling, or whilst giving the pack"
    " to be cut, he may be compelled to re-shuffle (Law 32)."
    " {side} may require him to shuffle again (the law does not say who may compel him; the engine reads it as his"
    " adversaries); it is the"
    " exception Law 29 makes to each player's one shuffle.",
    "shuffle_twice": "{seat} shuffled at event {event}, having shuffled at event {first}. Each player has a right to"
    " shuffle, once only, except as provided by Rule 32, prior to a deal, after a false cut, or when a new deal has"
    " occurred (Law 29): the second shuffle was not his right. " + _NO_PENALTY + ".",
    "shuffle_by_cutter": "{seat}, having cut the pack at event {cut}, shuffled it at event {event}. When a player,"
    " whose duty it is to cut, has once separated the pack, he cannot alter his intention; he can neither"
    " re-shuffle nor re-cut the cards (Law 35); if he cut or separate the pack his right to shuffle is gone"
    " (McIntosh's note). The cut stands as he first made it.",
    "first_shuffle_not_partner": "{seat} shuffled the pack first, at event {event}. The dealer's partner must"
    " collect the cards for the ensuing deal, and has the first right to shuffle that pack (Law 30): the first"
    " shuffle was {first_right}'s. " + _NO_PENALTY + "; {first_right} keeps his right to shuffle before the cut.",
    "shuffle_after_dealer": "{seat} shuffled at event {event}, after the dealer {dealer} (event {dealer_event}). The"
    " dealer has always the right to shuffle last (Law 32): {dealer} may shuffle again before the cut.",
    "dealer_shuffled_after_cut": "The pack was cut at event {cut}, and the dealer {seat} shuffled the cards at event"
    " {event}. When the pack is cut, should the dealer shuffle the cards, he loses his deal (Law 36). Each player"
    " deals in his turn; the right of dealing goes to the left (Law 33): {next} deals.",
    "cut_by_wrong_seat": "{seat} cut the pack at event {event}. The player on the dealer's right cuts the pack (Law"
    " 34): the cut was {proper}'s. " + _NO_PENALTY + "; objected to before the deal, {proper} cuts (the engine's"
    " reading).",
    "cut_too_few": "{seat} left {fewer} cards in one packet in cutting, at event {event}. The player on the dealer's"
    " right cuts the pack, and in dividing it, must not leave fewer than four cards in either packet (Law 34). The"
    " engine takes it as a false cut: there must be a fresh cut, and each player may shuffle again (Law 29).",
    "cut_exposed": "A card was exposed in {seat}'s cut at event {event}. If in cutting, or in replacing one of the"
    " two packets on the other, a card be exposed, there must be a fresh cut (Law 34); after a false cut each player"
    " may shuffle again (Law 29).",
    "cut_confused": "There was a confusion of the cards, or a doubt where the pack was divided, in {seat}'s cut at"
    " event {event}. If there be any confusion of the cards, or a doubt as to the exact place in which the pack was"
    " divided, there must be a fresh cut (Law 34); after a false cut each player may shuffle again (Law 29).",
    "cut_altered": "{seat} altered his cut at event {event}, having separated the pack at event {cut}. When a player,"
    " whose duty it is to cut, has once separated the pack, he cannot alter his intention; he can neither re-shuffle"
    " nor re-cut the cards (Law 35): the cut stands as he first made it.",
    "new_cards_in_time": "{seat} called for fresh cards at event {event}, before the pack was cut for the deal: any"
    " player (on paying for them) before, but not after, the pack be cut for the deal, may call for fresh cards."
    " He must call for two new packs, of which the dealer takes his choice (Law 83). {seat} pays for them, and"
    " {dealer} chooses.",
    "new_cards_too_late": "{seat} called for fresh cards at event {event}, after the pack was cut for the deal: any"
    " player may call for fresh cards before, but not after, the pack be cut for the deal (Law 83). The call comes"
    " too late for this deal.",
    "card_damaged": "{card} was found {how} at event {event}. A card or cards torn or marked must be either replaced"
    " by agreement, or new cards called at the expense of the table (Law 90). It is for the players to agree how it"
    " is replaced; failing their agreement, new cards are called, and the table pays for them.",
    "card_damaged_by_agreement": "{card} was found {how} at event {event}. A card or cards torn or marked must be"
    " either replaced by agreement, or new cards called at the expense of the table (Law 90). The players agreed"
    " to replace it, and play goes on with the card replaced.",
    "card_damaged_new_cards": "{card} was found {how} at event {event}. A card or cards torn or marked must be either"
    " replaced by agreement, or new cards called at the expense of the table (Law 90): new cards are called, and the"
    " table pays for them.",
    "last_trick": "{seat} asked at event {event} to see the last trick. Any player may demand to see the last trick"
    " turned, and no more (Law 91): it is shown him.",
    "last_trick_none": "{seat} asked at event {event} to see the last trick, but no trick had yet been turned and"
    " quitted: there is none to see. Any player may demand to see the last trick turned, and no more (Law 91).",
    "earlier_trick": "{seat} asked at event {event} to see a trick before the last. Any player may demand to see the"
    " last trick turned, and no more. Under no circumstances can more than eight cards be seen during the play of"
    " the hand, viz: the four cards on the table which have not been turned and quitted, and the last trick turned"
    " (Law 91): the demand is refused ({shown}). " + _NO_PENALTY + ".",
    "cards_placed": "{seat} asked at event {event} that the cards be placed. Any one during the play of a trick, or"
    " after the four cards are played, and before, but not after they are touched for the purpose of gathering them"
    " together, may demand that the cards be placed before their respective players (Law 85): the demand is in"
    " time, and each player draws the card he played (McIntosh's note).",
    "cards_placed_too_late": "{seat} asked at event {event} that the cards be placed, after they had been touched for"
    " the purpose of gathering them together: the demand may be made before, but not after, they are touched for"
    " that purpose (Law 85). It comes too late; any player may still demand to see the last trick turned (Law 91).",
    "who_played": "{seat} asked at event {event} who played a particular card. A player may demand that the cards be"
    " placed before their respective players during the play of the trick, and before, but not after, they are"
    " touched for gathering (Law 85); it is irregular to ask a player to place before him the card he played: the"
    " correct method is to ask the players each to draw the card he played (McIntosh's note to Law 85).",
    "bystander_remark": "At event {event} a bystander made a remark calling the attention of {player} to an"
    " oversight affecting the score. If a bystander make any remark which calls the attention of a player or"
    " players to an oversight affecting the score, he is liable to be called on, by the players only, to pay the"
    " stakes and all bets on that game or rubber (Law 88). It is for the players alone to call on him.",
    "bystander_decided": "At event {event} a bystander decided a question, the players having agreed to refer it to"
    " him. A bystander, by agreement among the players, may decide any question (Law 89): his decision stands as"
    " the players agreed.",
    "bystander_not_agreed": "At event {event} a bystander decided a question the players had not agreed to refer to"
    " him. A bystander, by agreement among the players, may decide any question (Law 89): without that agreement his"
    " decision binds no one, and the question is to be decided under the laws (the engine's reading).",
    "bets_after_revoke": "At event {event} bets were to be decided. If a revoke occur, be claimed and proved, bets on"
    " the odd trick, or on amount of score, must be decided by the actual state of the latter, after the penalty is"
    " paid (Law 80): they are decided on the score after the penalty, {score}.",
    "bets_pending": "At event {event} bets were to be decided. If a revoke occur, be claimed and proved, bets on the"
    " odd trick, or on amount of score, must be decided by the actual state of the latter, after the penalty is paid"
    " (Law 80): they wait until the adversaries have chosen the penalty.",
    "bets_no_revoke": "At event {event} bets were to be decided. Law 80 decides bets where a revoke occurs, is"
    " claimed and proved; the case shows no revoke established, and the law does not apply to this hand.",
    "etiquette": "The Etiquette of Whist (rule {rules}) adds: \u201c{words}\u201d It is etiquette, not law: it is difficult,"
    " in some cases impossible, to apply any penalty to its infraction, and nothing is ruled under it.",
}

PACK = PackLaws(
    laws={
        "shuffle_below_table": ("26",),
        "shuffle_card_seen": ("26",),
        "shuffle_during_hand": ("27",),
        "shuffle_into_packets": ("28",),
        "shuffle_across_table": ("28",),
        "dealer_card_seen": ("32", "29"),
        "shuffle_twice": ("29",),
        "shuffle_by_cutter": ("35",),
        "first_shuffle_not_partner": ("30",),
        "shuffle_after_dealer": ("32",),
        "dealer_shuffled_after_cut": ("36", "33"),
        "cut_by_wrong_seat": ("34",),
        "cut_too_few": ("34", "29"),
        "cut_exposed": ("34", "29"),
        "cut_confused": ("34", "29"),
        "cut_altered": ("35",),
        "new_cards_in_time": ("83",),
        "new_cards_too_late": ("83",),
        "card_damaged": ("90",),
        "card_damaged_by_agreement": ("90",),
        "card_damaged_new_cards": ("90",),
        "last_trick": ("91",),
        "last_trick_none": ("91",),
        "earlier_trick": ("91",),
        "cards_placed": ("85",),
        "cards_placed_too_late": ("85", "91"),
        "who_played": ("85",),
        "bystander_remark": ("88",),
        "bystander_decided": ("89",),
        "bystander_not_agreed": ("89",),
        "bets_after_revoke": ("80",),
        "bets_pending": ("80",),
        "bets_no_revoke": ("80",),
    },
    decisions={
        "shuffle_by_cutter": ("mcintosh-35-1",),
        "cut_altered": ("mcintosh-35-1",),
        "cut_too_few": ("mcintosh-29-1",),
        "cards_placed": ("mcintosh-85-1",),
        "who_played": ("mcintosh-85-1",),
        "bystander_decided": ("mcintosh-89-1", "mcintosh-89-2"),
    },
    etiquette={
        "request_last_trick": (
            ("etiquette-4",),
            "A player who desires the cards to be placed, or who demands to see the last trick, should do it for"
            " his own information only, and not in order to invite the attention of his partner.",
        ),
        "request_cards_placed": (
            ("etiquette-4",),
            "A player who desires the cards to be placed, or who demands to see the last trick, should do it for"
            " his own information only, and not in order to invite the attention of his partner.",
        ),
        "request_who_played": (
            ("etiquette-5",),
            "No player should object to refer to a bystander who professes himself uninterested in the game, and"
            " able to decide any disputed question of facts; as to who played any particular card\u2014whether"
            " honours were claimed though not scored, or vice vers\u00e2,\u2014&c., &c.",
        ),
        "bystander_remark": (
            ("etiquette-8",),
            "Bystanders should make no remark, neither should they by word or gesture give any intimation of the"
            " state of the game until concluded and scored, nor should they walk round the table to look at the"
            " different hands.",
        ),
        "bystander_decided": (
            ("etiquette-5",),
            "No player should object to refer to a bystander who professes himself uninterested in the game, and"
            " able to decide any disputed question of facts; as to who played any particular card\u2014whether"
            " honours were claimed though not scored, or vice vers\u00e2,\u2014&c., &c.",
        ),
        "bet": (
            ("etiquette-7", "etiquette-9"),
            "Until the players have made such bets as they wish, bets should not be made with bystanders. No one"
            " should look over the hand of a player against whom he is betting.",
        ),
    },
    no_ruling={
        "31": "a direction where each player puts the pack after shuffling (to the left of the player about to"
        " deal); it names no penalty and leaves nothing for a referee to decide",
    },
)
