"""What happens to an appeal, told to whoever listens (the notices): sent inside the transaction of the
change, so a receiver's writes commit or roll back with it. The appeals app knows nothing of its listeners."""

from django.dispatch import Signal

# sender=Appeal, appeal=<the appeal just lodged>
appeal_lodged = Signal()
# sender=Appeal, appeal=<the appeal just decided, its decision filed>
appeal_decided = Signal()
