"""Each saved case gets the letters of its short address, /r/<code>: drawn at random for the cases already saved,
then made unique (0003, in a transaction of its own)."""

from django.db import migrations, models

import cases.short_address


def draw_short_codes(apps, schema_editor):  # type: ignore[no-untyped-def]
    SavedCase = apps.get_model("cases", "SavedCase")
    taken: set[str] = set()
    for case in SavedCase.objects.only("pk").order_by("pk"):
        code = cases.short_address.new_short_code()
        while code in taken:
            code = cases.short_address.new_short_code()
        taken.add(code)
        SavedCase.objects.filter(pk=case.pk).update(short_code=code)


class Migration(migrations.Migration):
    dependencies = [("cases", "0001_initial")]

    operations = [
        migrations.AddField(
            model_name="savedcase",
            name="short_code",
            field=models.CharField(default="", editable=False, max_length=12),
            preserve_default=False,
        ),
        migrations.RunPython(draw_short_codes, migrations.RunPython.noop),
    ]
