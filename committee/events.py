"""What the committee does, told to whoever listens (the notices): sent inside the transaction of the
change, so a receiver's writes commit or roll back with it."""

from django.dispatch import Signal

# sender=Commentary, statute=<the statute's row at its new version>, by=<the member who saved it>
statute_adopted = Signal()
# sender=Commentary, holding=<the holding's row at its new version>, by=<the member who saved it>
holding_amended = Signal()
# sender=Withdrawal, withdrawal=<the withdrawal just made>
decision_withdrawn = Signal()
