"""The rulers: each point of the laws read over the replayed hand, into findings (the third stage).

base.py says what a code is to the engine (`Code`) and what a ruler is (`Ruler`); standard.py holds the
rulers every code may register, each over its module here (revoke, calls, exposed, leads, deal, trump_card,
thrown_down, honours, points, claims and the rest); findings.py and choices.py are the values they give;
whist.py and euchre/ make each code's list of rulers and its scorer.
"""
