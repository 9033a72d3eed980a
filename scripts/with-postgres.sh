#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster, then stops and removes it whatever
# happened. The cluster lives in a fresh directory under the system's temporary directory,
# outside the checkout, so the postgres user can reach it wherever the clone sits (even in a
# directory only root may enter). It listens on a Unix socket only; initdb and pg_ctl refuse
# to run as root, so as root they run as the postgres user, who owns the directory.
set -euo pipefail

bindir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$bindir" ]; then
  echo "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin): run 'make test' as root to install it." >&2
  exit 1
fi

base="$(mktemp -d "${TMPDIR:-/tmp}/laws-pg.XXXXXX")"
data="$base/data"
sock="$base/sock"
mkdir -p "$sock"
if [ "$(id -u)" -eq 0 ]; then
  chown -R postgres: "$base"
fi

# From inside the cluster's directory: the postgres user may not enter the directory we were started in.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then (cd "$base" && runuser -u postgres -- "$@"); else "$@"; fi
}

cleanup() {
  as_owner "$bindir/pg_ctl" -D "$data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$base"
}
trap cleanup EXIT

as_owner "$bindir/initdb" -D "$data" -U postgres -A trust --no-sync >"$base/initdb.log" 2>&1 \
  || { cat "$base/initdb.log" >&2; exit 1; }
as_owner "$bindir/pg_ctl" -D "$data" -w -l "$base/server.log" \
  -o "-c listen_addresses='' -k $sock -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null \
  || { cat "$base/server.log" >&2; exit 1; }
as_owner "$bindir/createdb" -h "$sock" -U postgres laws

echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on $sock"
export DATABASE_URL="postgres://postgres@$(python3 -c 'import sys,urllib.parse;print(urllib.parse.quote(sys.argv[1],safe=""))' "$sock")/laws"
"$@"
