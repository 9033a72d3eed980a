"""What happens to the committee's meetings, told to whoever listens (the notices): sent inside the transaction
of the change, so a receiver's writes commit or roll back with it."""

from django.dispatch import Signal

# sender=Meeting, meeting=<a meeting recorded for a day still ahead, its members present named>
meeting_called = Signal()
