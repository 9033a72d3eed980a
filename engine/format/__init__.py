"""Reading a case: its text, its events and their words, into a frozen `Case` (the first stage).

reading.py reads the text; case.py reads the value field by field as events.py (with events_around.py and
events_pack.py, declared through declaring.py) declares each event, in the words of vocabulary.py; cards,
seats, tricks and games are the small values a case is made of; places.py checks each card has one place;
amendments.py reads a club's statutes into its code's table; schema.py makes the JSON Schemas from the same
declarations; errors.py words what cannot be understood.
"""
