#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server on 127.0.0.1:${PGPORT:-5498}, started here and removed after.
# Usage: scripts/with-postgres.sh npm run test:api     (the command sees TEST_DATABASE_URL and PG_URL)
set -euo pipefail
port=${PGPORT:-5498}
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$bindir" ] || { echo "with-postgres: PostgreSQL server binaries not found (apt-get install postgresql)"; exit 1; }
dir=$(mktemp -d /tmp/ccp-pg.XXXXXX)
chown postgres:postgres "$dir" 2>/dev/null || true
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_pg "$bindir/initdb" -D "$dir/data" -A trust -U postgres >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log"; exit 1; }
as_pg "$bindir/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" -l "$dir/server.log" -w start >/dev/null
cleanup() { as_pg "$bindir/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
export PG_URL="$TEST_DATABASE_URL"
"$@"
