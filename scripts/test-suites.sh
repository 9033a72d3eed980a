#!/usr/bin/env bash
# `make test-suites` and `make test`: the suite in four runs side by side, and, for `make test`, the
# checks beside them (CHECKS=1: lint, types, the builder's modules, the shared cases, the API check).
#
#   sqlite    the suite on SQLite, but for the browser tests, the engine's and the modules of LATE
#   browser   the browser tests, on SQLite
#   engine    the engine's tests (no database: the engine is a package of the standard library), then the
#             modules of LATE, on SQLite
#   postgres  the tests whose subject is the database, on PostgreSQL (tests/conftest.py: the others run once, above)
#   checks    make lint typecheck test-js, the database under var/ (below), make check-cases, then
#             scripts/api-check.sh (the API check serves that database)
#
# Much of each run waits (on a browser, a gunicorn node, a database, 800 ms of a phone's latency), so
# the runs side by side keep both cores busy to the end: `make test` takes about the CPU of all its processes
# over two (docs/benchmarks.md, "The seventh round").
#
# The runs share nothing they write: each has its own pytest temporary directory and its own
# LAWS_VAR_DIR; the checks write and read the checkout's var/. The SQLite runs share their set-up: the first to get
# there migrates, loads the corpus and builds the index, and leaves a copy the others take; and every run but the
# checks the static files collected under the production settings (LAWS_TEST_SET_UP, tests/set_up_once.py).
# Each run's lines are printed as they come, marked with its name; a summary says how each ended, and
# the script fails if any run failed.
set -uo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python

work="$(mktemp -d "${TMPDIR:-/tmp}/laws-suites.XXXXXX")"
chmod 0755 "$work"  # the PostgreSQL cluster's owner must pass through on the way to its own directory
runs=(sqlite browser postgres engine)
if [ "${CHECKS:-0}" = 1 ]; then runs+=(checks); fi

var_of() {  # a var/ of the run's own (its search index is built from its test database, tests/conftest.py)
  local var="$PWD/var/run-$1"
  rm -rf "$var" && mkdir -p "$var"
  echo "$var"
}

# The checks' database (the shared cases are ruled with its precedents, the API check serves it): a checkout with
# none of its own, as a fresh clone in CI, takes a copy of the suite's set-up (migrated, the corpus loaded, made by
# the SQLite or the browser run meanwhile, tests/set_up_once.py) and builds its index; a checkout's own database
# is migrated and loaded as ever (`make data`), keeping what it holds.
a_set_up_run_is_alive() {  # the runs started before the checks are in `pipes`, in the order of `runs`
  local i
  for i in "${!pipes[@]}"; do
    case "${runs[$i]}" in sqlite | browser) kill -0 "${pipes[$i]}" 2>/dev/null && return 0 ;; esac
  done
  return 1
}

checks_data() {
  local set_up="$work/set-up"
  if [ -z "${DATABASE_URL:-}" ] && [ ! -e var/db.sqlite3 ]; then
    # Until the SQLite or the browser run has begun the set-up (or both have ended without it); then, the lock
    # held while it is made, until it is done.
    while [ ! -e "$set_up/begun" ] && a_set_up_run_is_alive; do
      sleep 0.2
    done
    if [ -e "$set_up/begun" ] && flock "$set_up/lock" test -e "$set_up/done"; then
      echo "== the database: a copy of the suite's set-up, then its index"
      cp "$set_up/database.sqlite3" var/db.sqlite3 && "$PY" manage.py rebuild_index
      return
    fi
  fi
  make --no-print-directory data
}

# Modules of the SQLite run taken by the engine's run once the engine's tests are done: the engine's tests are
# over in three minutes, and the SQLite run, the most CPU of all, went on alone on one core for its last minute.
# These are the heaviest modules that need nothing the rest of the run makes (the permission matrix, 30 s of CPU;
# the backups, 40 s; the corpus reloads refused or let through, the casebook's PDF and the players' slips, 10 s
# each). They take the suite's set-up as the SQLite run does, a copy, not a set-up of their own.
LATE=(tests/permissions tests/backup tests/laws/test_load_guard.py tests/casebook/test_pdf.py tests/decisions/test_ruling_slip.py)

run() {
  case "$1" in
    sqlite)
      LAWS_TEST_SET_UP="$work/set-up" LAWS_VAR_DIR="$(var_of sqlite)" DATABASE_URL="sqlite:///$PWD/var/test.sqlite3" \
        "$PY" -m pytest --basetemp="$work/sqlite" --ignore=tests/engine --ignore=tests/e2e "${LATE[@]/#/--ignore=}" "${@:2}" ;;
    browser)
      LAWS_TEST_SET_UP="$work/set-up" LAWS_VAR_DIR="$(var_of browser)" DATABASE_URL="sqlite:///$PWD/var/test-browser.sqlite3" \
        "$PY" -m pytest --basetemp="$work/browser" tests/e2e "${@:2}" ;;
    engine)
      LAWS_TEST_SET_UP="$work/set-up" LAWS_VAR_DIR="$(var_of engine)" DATABASE_URL="sqlite:///$PWD/var/test-engine.sqlite3" \
        "$PY" -m pytest --basetemp="$work/engine" tests/engine "${LATE[@]}" "${@:2}" ;;
    postgres)
      TMPDIR="$work" LAWS_TEST_SET_UP="$work/set-up" LAWS_VAR_DIR="$(var_of postgres)" bash scripts/with-postgres.sh \
        "$PY" -m pytest --basetemp="$work/postgres" --ignore=tests/e2e --ignore=tests/engine --database-tests-only "${@:2}" ;;
    checks)
      make --no-print-directory lint typecheck test-js && checks_data && make --no-print-directory check-cases \
        && bash scripts/api-check.sh ;;
  esac
}

# The runs' shares of the two cores, by niceness. The browser run is the longest alone (7 min 28 s of wall on an
# idle machine for 4 min 10 s of CPU: it waits on Chromium, its servers and a phone's latency), so it goes first
# whenever it can run and keeps to its own pace. The SQLite run, the most CPU of all (some 300 s), takes what the
# browser leaves; the PostgreSQL run, the tests whose subject is the database (some 170 s, and its server's), one
# step behind, so that the runs end together rather than one alone on one core at the end. The engine's run,
# which takes the modules of LATE from the SQLite run (which leaves it some 200 s of CPU), weighs as the SQLite
# run does. The checks, short, fill the gaps. Each run still gets its turn: niceness weighs the shares, it does
# not stop a run.
niceness() {
  case "$1" in
    browser) echo 0 ;;
    sqlite | engine) echo 1 ;;
    postgres) echo 2 ;;
    *) echo 5 ;;
  esac
}

pipes=()
for name in "${runs[@]}"; do
  (
    renice -n "$(niceness "$name")" -p "$BASHPID" >/dev/null
    # What the run cost: its wall time and the CPU time of the processes it waited for (a server it started
    # as a daemon, PostgreSQL's, is not among them), in its summary line.
    TIMEFORMAT="%R s wall, %U s user and %S s system CPU"
    { time run "$name" "$@" 2>&1; } 2>"$work/$name.time"
    echo $? >"$work/$name.rc"
  ) | sed -u "s/^/[$name] /" &
  pipes+=($!)
done
wait "${pipes[@]}"

status=0
for name in "${runs[@]}"; do
  rc="$(cat "$work/$name.rc" 2>/dev/null || echo 1)"
  took="$(tail -n 1 "$work/$name.time" 2>/dev/null)"
  if [ "$rc" = 0 ]; then echo "== $name: passed ($took)"; else echo "== $name: FAILED (exit $rc; $took)"; status=1; fi
done
rm -rf "$work"
exit "$status"
