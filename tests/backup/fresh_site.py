"""A new site in the database DATABASE_URL names, run as its own process by test_across_databases.py.

It migrates, moves the ids of the corpus's tables on (so they differ from the database the backup
came from), loads the corpus, restores the backup given, and backs the site up again; it prints
what it found as JSON on its last line.
"""

from __future__ import annotations

import io
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.test")

MOVED_ON = ["laws_code", "laws_law", "decisions_authority", "decisions_decision", "decisions_citation"]
FIRST_ID = 5000


def move_ids_on() -> None:
    from django.db import connection

    with connection.cursor() as cursor:
        for table in MOVED_ON:
            if connection.vendor == "sqlite":
                cursor.execute("DELETE FROM sqlite_sequence WHERE name = %s", [table])
                cursor.execute("INSERT INTO sqlite_sequence (name, seq) VALUES (%s, %s)", [table, FIRST_ID])
            else:
                cursor.execute("SELECT setval(pg_get_serial_sequence(%s, 'id'), %s)", [table, FIRST_ID])


def main(source: str, target: str) -> dict[str, object]:
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection

    from decisions.models import Decision
    from laws.models import Law

    quiet = io.StringIO()
    call_command("migrate", verbosity=0, stdout=quiet)
    move_ids_on()
    call_command("load_corpus", verbosity=0, stdout=quiet)
    call_command("restore", source, stdout=quiet)
    call_command("backup", target, stdout=quiet)
    return {
        "vendor": connection.vendor,
        "law_72": Law.objects.get_by_natural_key("club-1864", "72").pk,
        "decisions": sorted(Decision.objects.filter(origin="committee").values_list("pk", flat=True)),
    }


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1], sys.argv[2])))
