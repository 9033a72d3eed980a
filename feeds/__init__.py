"""Atom feeds of what is new in the knowledge base, under a code or a law: they read everything, nothing imports them."""
