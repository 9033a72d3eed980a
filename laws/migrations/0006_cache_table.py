"""The table of the database cache (settings.CACHES), where the API's throttles count requests.

A migration rather than a separate `createcachetable` step, so every way the site is set up
(make setup, make serve, a deployment, a restore into a fresh database) has it.
"""

from django.core.management import call_command
from django.db import migrations


def create_cache_table(apps, schema_editor):  # type: ignore[no-untyped-def]
    call_command("createcachetable", database=schema_editor.connection.alias, verbosity=0)


class Migration(migrations.Migration):
    dependencies = [("laws", "0005_glossary_damage_and_passages")]

    operations = [migrations.RunPython(create_cache_table, migrations.RunPython.noop)]
