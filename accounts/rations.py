"""One request counted against a ration, atomically: a single INSERT … ON CONFLICT DO UPDATE … RETURNING.

The database cache's throttle read the count, then wrote it back: eight parallel clients made 1,300 rulings in
35 s with none refused (564 counted). Here the database adds one in the row itself and answers the new count,
so parallel requests of one address are counted one after another on SQLite and PostgreSQL alike, whatever
worker or node they reach. A window begins with its first request and lasts the ration's duration; a request
after it ends starts the next window at 1.
"""

from __future__ import annotations

import time

from django.db import connection

from .models import RationCount

# Counts of windows ended this long ago are removed when a new window begins somewhere.
KEPT_AFTER_END_S = 3600.0


def count_request(key: str, window_s: float) -> tuple[int, float]:
    """Count one request under `key`: how many its window now holds, and the seconds until the window ends."""
    now = time.time()
    table = connection.ops.quote_name(RationCount._meta.db_table)
    with connection.cursor() as cursor:
        cursor.execute(
            f"INSERT INTO {table} (client, requests, ends) VALUES (%s, 1, %s) "  # noqa: S608 - the model's table
            f"ON CONFLICT (client) DO UPDATE SET "
            f"requests = CASE WHEN {table}.ends <= %s THEN 1 ELSE {table}.requests + 1 END, "
            f"ends = CASE WHEN {table}.ends <= %s THEN excluded.ends ELSE {table}.ends END "
            f"RETURNING requests, ends",
            [key, now + window_s, now, now],
        )
        count, ends = cursor.fetchone()
        if count == 1:
            cursor.execute(f"DELETE FROM {table} WHERE ends < %s", [now - KEPT_AFTER_END_S])  # noqa: S608
    return int(count), max(0.0, float(ends) - now)
