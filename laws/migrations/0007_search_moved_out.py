"""The search outbox's models moved to the search app; their tables stay where they are."""

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("laws", "0006_cache_table")]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.DeleteModel(name="IndexChange"),
                migrations.DeleteModel(name="IndexNode"),
                migrations.DeleteModel(name="OutboxPruned"),
            ],
        ),
    ]
