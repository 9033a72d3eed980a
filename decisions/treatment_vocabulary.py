"""How one decision treats another: the one vocabulary of the printed relations and the committee's treatments.

Each relation reads from the treating decision ("McIntosh dissents from Cavendish") and,
turned round, from the decision treated ("Cavendish is dissented from by McIntosh").
"""

from __future__ import annotations

FOLLOWS = "follows"
CONCURS = "concurs"
DISTINGUISHES = "distinguishes"
REJECTS = "rejects"
DISSENTS = "dissents"
SUPERSEDED_BY = "superseded_by"

# (stored value, as the treating decision reads it, as the treated decision reads it)
VOCABULARY: tuple[tuple[str, str, str], ...] = (
    (FOLLOWS, "follows", "is followed by"),
    (CONCURS, "concurs with", "is concurred in by"),
    (DISTINGUISHES, "distinguishes", "is distinguished by"),
    (REJECTS, "rejects", "is rejected by"),
    (DISSENTS, "dissents from", "is dissented from by"),
    (SUPERSEDED_BY, "is superseded by", "supersedes"),
)
RELATIONS = [value for value, _, _ in VOCABULARY]
CHOICES = [(value, label) for value, label, _ in VOCABULARY]
INVERSE = {value: inverse for value, _, inverse in VOCABULARY}
