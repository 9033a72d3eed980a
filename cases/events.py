"""What happens to a saved case, told to whoever listens (the notices): sent inside the transaction of the
change, so a receiver's writes commit or roll back with it."""

from django.dispatch import Signal

# sender=SavedCase, case=<the case>, decision=<the committee's decision adopted from it, its citations filed>
decision_adopted = Signal()
