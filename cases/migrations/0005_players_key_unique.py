"""The players' keys unique, and drawn for each case saved from now on."""

from django.db import migrations, models

import cases.players_key


class Migration(migrations.Migration):
    dependencies = [("cases", "0004_players_key")]

    operations = [
        migrations.AlterField(
            model_name="savedcase",
            name="players_key",
            field=models.CharField(
                blank=True,
                default=cases.players_key.new_players_key,
                editable=False,
                help_text="The key of /ruling/<key>, the players' link to this ruling alone; empty once revoked.",
                max_length=32,
                null=True,
                unique=True,
            ),
        ),
    ]
