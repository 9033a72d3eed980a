"""Saved cases, the ruling given and appeals moved to the cases and appeals apps; their tables stay where they are."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("decisions", "0008_one_treatment_per_relation"),
        # It renders the appeals and rulings given where they were (decisions.Appeal): before they move.
        ("committee", "0007_render_stored_markdown"),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.DeleteModel(name="Appeal"),
                migrations.DeleteModel(name="RulingGiven"),
                migrations.DeleteModel(name="SavedCase"),
            ],
        ),
    ]
