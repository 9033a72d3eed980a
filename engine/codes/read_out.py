"""The frames of the read-out every code shares: who offended, who chooses among which options, what is settled
now and what waits (rulers/read_out.py). They cite no law themselves: the laws are those of the finding and its
options, and the penalties' words and numbers are each table's own (its options' words, amended by a club's
statutes). The lone hand's and dummy's names for the offender are worded by the codes that have them."""

from __future__ import annotations

from .wording import WordingKey

WORDING: dict[WordingKey, str] = {
    "read_out_offender": "{kind}. Offender: {who}.",
    "read_out_offenders": "{kind}. Offenders: {who}.",
    "read_out_no_offender": "{kind}. No player is at fault.",
    "read_out_asked": "{kind}. Raised by {who}.",
    "read_out_named": "{kind}. Named in the event: {who}.",
    "read_out_choose": "{chooser} may choose ({laws}): {options}.",
    "read_out_chose": "{chooser} chose ({laws}): {option}.",
    "settled_points": "Settled ({laws}): {chooser} {option}.",  # chosen now, scored as the law says
    "settled_new_deal": "Settled now: the hand is void, and {dealer} deals.",
    "settled_new_deal_same": "Settled now: the hand is void, and the same dealer, {dealer}, deals again.",
    "settled_new_deal_unknown": "Settled now: the hand is void, and the cards are dealt again.",
    "waiting_choice": "Waiting for {chooser} to choose: {options}.",
    "waiting_claim": "Waiting for {chooser} to claim the revoke, if they will: {options}.",
}
