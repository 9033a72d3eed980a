"""What happens to the committee's meetings, told to whoever listens (the notices): sent inside the transaction
of the change, so a receiver's writes commit or roll back with it."""

from django.dispatch import Signal

# sender=Meeting, meeting=<a meeting recorded for a day still ahead, its members present named>
meeting_called = Signal()

# sender=Motion, motion=<a motion moved at a meeting, put to the members present who vote on it>
motion_moved = Signal()

# sender=Vote, vote=<a member's vote recorded by the meeting's secretary (COMMITTEE_SECRETARY_RECORDS)>
vote_recorded = Signal()
