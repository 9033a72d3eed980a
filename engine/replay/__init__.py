"""The hand replayed once, in the order of its events and linear in them: `HandState.replay(case)`.

hand.py feeds each event to the record; play.py plays the cards to tricks; what is kept is grouped in
small values: played.py (the tricks and the cards, with their indexes), incidents.py, spoken.py, deal_record.py
and ending.py. correction_time.py says whether a card may still be taken back.
"""

from .hand import HandState

__all__ = ["HandState"]
