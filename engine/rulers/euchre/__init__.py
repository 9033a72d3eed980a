"""Euchre under the Laws of the Somerset Club, 1888: the modules the euchre code adds to the shared engine.

bowers (the order of the cards), bidding (making the trump, 74-82, 93-99), hand (the replay), lone_hand
(93-105), play and calls (irregularities in the play), revoke (62-71), deal (33-45), scoring (2-7, 90),
judge (the ruling). The law table is codes/euchre_1888.py. Kept free of imports so that the law table can
be loaded without the rest.
"""
