"""Each saved case gets the players' key to its ruling (/ruling/<key>): drawn for the cases already saved, then made
unique and drawn for each case saved from now on (0005, in a transaction of its own, as 0002 and 0003 did)."""

from django.db import migrations, models

import cases.players_key


def draw_players_keys(apps, schema_editor):  # type: ignore[no-untyped-def]
    SavedCase = apps.get_model("cases", "SavedCase")
    for case in SavedCase.objects.only("pk").order_by("pk"):
        # 128 random bits each: two alike would be a first in the history of random numbers; 0005 would refuse it.
        SavedCase.objects.filter(pk=case.pk).update(players_key=cases.players_key.new_players_key())


class Migration(migrations.Migration):
    dependencies = [("cases", "0003_short_addresses_unique")]

    operations = [
        migrations.AddField(
            model_name="savedcase",
            name="players_key",
            field=models.CharField(blank=True, editable=False, max_length=32, null=True),
        ),
        migrations.RunPython(draw_players_keys, migrations.RunPython.noop),
    ]
