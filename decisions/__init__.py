"""Authorities, decisions, their citations and treatments, and the precedents a ruling cites."""
