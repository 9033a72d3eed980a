"""Saved cases, the ruling given and appeals moved to the cases and appeals apps; their tables stay where they are."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("decisions", "0006_appeal_statutes")]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.DeleteModel(name="Appeal"),
                migrations.DeleteModel(name="RulingGiven"),
                migrations.DeleteModel(name="SavedCase"),
            ],
        ),
    ]
