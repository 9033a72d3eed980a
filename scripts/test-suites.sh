#!/usr/bin/env bash
# `make test-suites` (part of `make test`): the suite on SQLite and on PostgreSQL side by side, one on
# each core. Much of either run waits on a browser, a gunicorn node or a database, so two at once take
# little longer than the longer one alone.
#
# The two runs share nothing they write: each has its own pytest temporary directory, and the
# PostgreSQL run its own LAWS_VAR_DIR (a copy of the search index `make setup` built). Each run's
# lines are printed as they come, marked with the database; a summary says how each ended, and the
# script fails if either run failed.
set -uo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python

work="$(mktemp -d "${TMPDIR:-/tmp}/laws-suites.XXXXXX")"
chmod 0755 "$work"  # the PostgreSQL cluster's owner must pass through on the way to its own directory
pg_var="$PWD/var/postgres-run"
rm -rf "$pg_var" && mkdir -p "$pg_var"
if [ -d var/index ]; then cp -r var/index "$pg_var/index"; fi

mark() { sed -u "s/^/[$1] /"; }

# The browser tests and the serving tests run in the SQLite run only (they say so themselves); the engine's
# tests, which touch no database, run once, in the PostgreSQL run, so that the two end at about the same time.
(
  DATABASE_URL="sqlite:///$PWD/var/test.sqlite3" "$PY" -m pytest --basetemp="$work/sqlite" --ignore=tests/engine "$@" 2>&1
  echo $? >"$work/sqlite.rc"
) | mark sqlite &
sqlite_pipe=$!

(
  TMPDIR="$work" LAWS_VAR_DIR="$pg_var" bash scripts/with-postgres.sh \
    "$PY" -m pytest --basetemp="$work/postgres" "$@" 2>&1
  echo $? >"$work/postgres.rc"
) | mark postgres &
postgres_pipe=$!

wait "$sqlite_pipe" "$postgres_pipe"

status=0
for db in sqlite postgres; do
  rc="$(cat "$work/$db.rc" 2>/dev/null || echo 1)"
  if [ "$rc" = 0 ]; then echo "== $db: passed"; else echo "== $db: FAILED (pytest exit $rc)"; status=1; fi
done
rm -rf "$work"
exit "$status"
