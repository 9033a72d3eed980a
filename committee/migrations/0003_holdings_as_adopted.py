"""Decisions adopted before the committee's texts had a history: their holding as adopted is version 1."""

from django.db import migrations
from django.utils import timezone


def holdings_as_adopted(apps, schema_editor):
    Decision = apps.get_model("decisions", "Decision")
    Commentary = apps.get_model("committee", "Commentary")
    Historical = apps.get_model("committee", "HistoricalCommentary")
    now = timezone.now()
    adopted = Decision.objects.filter(origin="committee").exclude(commentaries__kind="holding")
    for decision in adopted:
        fields = {
            "decision_id": decision.pk,
            "kind": "holding",
            "title": decision.title,
            "text": decision.holding,
            "version": 1,
            "message": "As adopted",
            "updated": now,
        }
        row = Commentary.objects.create(**fields)
        Historical.objects.create(id=row.pk, history_date=now, history_type="+", **fields)


class Migration(migrations.Migration):
    dependencies = [("committee", "0002_roles")]

    operations = [migrations.RunPython(holdings_as_adopted, migrations.RunPython.noop)]
