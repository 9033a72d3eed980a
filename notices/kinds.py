"""The kinds of notice the site sends, and who each goes to. A reader may stop any kind (and start it again)."""

from __future__ import annotations

from django.db import models


class Kind(models.TextChoices):
    APPEAL_LODGED = "appeal-lodged", "An appeal lodged (to the committee)"
    APPEAL_DECIDED = "appeal-decided", "An appeal decided (to the referee who ruled and the side that appealed)"
    STATUTE_ADOPTED = "statute-adopted", "A statute of the club adopted or amended (to every referee)"
    MEETING_CALLED = "meeting-called", "A meeting of the committee called for a day ahead (to its members)"
    MOTION_MOVED = "motion-moved", "A motion moved at a meeting you sit at (to each member who votes on it)"
    VOTE_RECORDED = "vote-recorded", "Your vote recorded by the meeting's secretary (to the member)"
    FOLLOWED = "followed", "News of the laws, decisions and appeals you follow"
