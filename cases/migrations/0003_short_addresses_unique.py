"""The letters of a short address unique, and drawn for each case saved from now on."""

from django.db import migrations, models

import cases.short_address


class Migration(migrations.Migration):
    dependencies = [("cases", "0002_short_addresses")]

    operations = [
        migrations.AlterField(
            model_name="savedcase",
            name="short_code",
            field=models.CharField(
                default=cases.short_address.new_short_code,
                editable=False,
                help_text="The letters of /r/<code>.",
                max_length=12,
                unique=True,
            ),
        ),
    ]
