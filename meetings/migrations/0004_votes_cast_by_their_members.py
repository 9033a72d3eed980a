"""Votes cast by their members: who recorded a vote cast by another (the secretary), when each vote was cast and
each motion moved, the meeting's secretary and its number among the meetings of its day.

The rows kept are filled from their own history: a vote whose first version was saved by another account than
its member is marked as recorded by that account (before this, one member recorded every vote); a motion was
moved, and a vote cast, when its first version was saved; the meetings of one day are numbered in the order they
were recorded. Nothing is dropped, and the constraint that numbers a day's meetings once comes after the numbers.
"""

import django.db.models.deletion
import django.utils.timezone
from django.conf import settings
from django.db import migrations, models


def _first_saved(history, pk):
    return history.objects.filter(id=pk).order_by("history_date", "history_id").first()


def fill_from_history(apps, schema_editor):
    Meeting, Motion, Vote = (apps.get_model("meetings", n) for n in ("Meeting", "Motion", "Vote"))
    HistoricalMotion, HistoricalVote = (apps.get_model("meetings", n) for n in ("HistoricalMotion", "HistoricalVote"))
    day, number = None, 0
    for meeting in Meeting.objects.order_by("held_on", "pk"):
        number = number + 1 if meeting.held_on == day else 1
        day = meeting.held_on
        Meeting.objects.filter(pk=meeting.pk).update(number=number)
    for motion in Motion.objects.select_related("meeting"):
        first = _first_saved(HistoricalMotion, motion.pk)
        Motion.objects.filter(pk=motion.pk).update(moved_at=first.history_date if first else motion.meeting.created)
    for vote in Vote.objects.select_related("motion__meeting"):
        first = _first_saved(HistoricalVote, vote.pk)
        by = first.history_user_id if first else None
        Vote.objects.filter(pk=vote.pk).update(
            cast_at=first.history_date if first else (vote.motion.put_at or vote.motion.meeting.created),
            recorded_by_id=by if by is not None and by != vote.member_id else None,
        )


class Migration(migrations.Migration):

    dependencies = [
        ('meetings', '0003_motion_amends_a_holding'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AlterModelOptions(
            name='meeting',
            options={'ordering': ['-held_on', '-number', '-pk']},
        ),
        migrations.AddField(
            model_name='historicalmeeting',
            name='number',
            field=models.PositiveSmallIntegerField(default=1),
        ),
        migrations.AddField(
            model_name='historicalmeeting',
            name='secretary',
            field=models.ForeignKey(blank=True, db_constraint=False, null=True, on_delete=django.db.models.deletion.DO_NOTHING, related_name='+', to=settings.AUTH_USER_MODEL),
        ),
        migrations.AddField(
            model_name='historicalmotion',
            name='moved_at',
            field=models.DateTimeField(default=django.utils.timezone.now, help_text='When it was moved (the voting time runs).'),
        ),
        migrations.AddField(
            model_name='historicalvote',
            name='cast_at',
            field=models.DateTimeField(default=django.utils.timezone.now),
        ),
        migrations.AddField(
            model_name='historicalvote',
            name='recorded_by',
            field=models.ForeignKey(blank=True, db_constraint=False, null=True, on_delete=django.db.models.deletion.DO_NOTHING, related_name='+', to=settings.AUTH_USER_MODEL),
        ),
        migrations.AddField(
            model_name='meeting',
            name='number',
            field=models.PositiveSmallIntegerField(default=1),
        ),
        migrations.AddField(
            model_name='meeting',
            name='secretary',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL),
        ),
        migrations.AddField(
            model_name='motion',
            name='moved_at',
            field=models.DateTimeField(default=django.utils.timezone.now, help_text='When it was moved (the voting time runs).'),
        ),
        migrations.AddField(
            model_name='vote',
            name='cast_at',
            field=models.DateTimeField(default=django.utils.timezone.now),
        ),
        migrations.AddField(
            model_name='vote',
            name='recorded_by',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to=settings.AUTH_USER_MODEL),
        ),
        migrations.AlterField(
            model_name='historicalmotion',
            name='state',
            field=models.CharField(choices=[('open', 'Before the meeting'), ('carried', 'Carried'), ('lost', 'Lost'), ('replaced', 'Replaced')], default='open', max_length=8),
        ),
        migrations.AlterField(
            model_name='motion',
            name='state',
            field=models.CharField(choices=[('open', 'Before the meeting'), ('carried', 'Carried'), ('lost', 'Lost'), ('replaced', 'Replaced')], default='open', max_length=8),
        ),
        migrations.RunPython(fill_from_history, migrations.RunPython.noop),
        migrations.AddConstraint(
            model_name='meeting',
            constraint=models.UniqueConstraint(fields=('held_on', 'number'), name='meeting_numbered_once_a_day'),
        ),
    ]
