#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster under var/pg, then stops it
# whatever happened. The cluster listens on a Unix socket only; initdb and pg_ctl
# refuse to run as root, so as root they run as the postgres user.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
base="$root/var/pg"
data="$base/data"
sock="$base/sock"
bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$bindir" ]; then
  echo "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin): run 'make test' as root to install it." >&2
  exit 1
fi

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

rm -rf "$base"
mkdir -p "$sock"
if [ "$(id -u)" -eq 0 ]; then
  chown -R postgres: "$base"
  # The postgres user must reach var/pg through the checkout's directories.
  chmod o+x "$root" "$root/var"
fi
as_owner "$bindir/initdb" -D "$data" -U postgres -A trust --no-sync >"$base/initdb.log" 2>&1 \
  || { cat "$base/initdb.log" >&2; exit 1; }

stop() { as_owner "$bindir/pg_ctl" -D "$data" -m immediate stop >/dev/null 2>&1 || true; }
trap stop EXIT

as_owner "$bindir/pg_ctl" -D "$data" -w -l "$base/server.log" \
  -o "-c listen_addresses='' -k $sock -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null \
  || { cat "$base/server.log" >&2; exit 1; }
as_owner "$bindir/createdb" -h "$sock" -U postgres laws

echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on $sock"
export DATABASE_URL="postgres://postgres@$(python3 -c 'import sys,urllib.parse;print(urllib.parse.quote(sys.argv[1],safe=""))' "$sock")/laws"
"$@"
