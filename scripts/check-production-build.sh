#!/usr/bin/env bash
# Proves the production sequence of the README on a copy of this working tree (ADR 0015):
#   npm ci && npm run build && npm prune --omit=dev, then NODE_ENV=production npm start
# (npm ci's node_modules copied from PRODUCTION_CHECK_INSTALLED when CI has just made it, see below)
# with no development dependency left: the server refuses to start without each required variable, starts even
# though its SMTP server is unreachable, serves pages and the API on PostgreSQL, never prints a reset link, and
# stops on SIGTERM; the compiled commands (seed, create-admin, backup) run too. Needs a PostgreSQL server:
# run it as `scripts/with-postgres.sh scripts/check-production-build.sh`.
# PORT (default 4700) is where the server listens; port PORT+1 must be closed (the unreachable SMTP server).
set -euo pipefail
: "${PG_URL:?run under scripts/with-postgres.sh (PG_URL is the PostgreSQL server to use)}"
port=${PORT:-4700}
source_dir=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d /tmp/ccp-production.XXXXXX)
server_pid=
cleanup() {
  if [ -n "$server_pid" ]; then kill -TERM -- "-$server_pid" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "production check: FAILED: $*" >&2; [ -f "$work/server.log" ] && tail -40 "$work/server.log" >&2; exit 1; }
say() { echo "production check: $*"; }

# The working tree as a fresh clone would have it: tracked and untracked files, nothing git ignores.
(cd "$source_dir" && git ls-files -z --cached --others --exclude-standard |
  tar --null -T - --ignore-failed-read -cf - 2>/dev/null) | tar -xf - -C "$work"
cd "$work"
# PRODUCTION_CHECK_INSTALLED: a working tree where `npm ci` has just installed this same package-lock.json (CI's own
# first step, minutes before): its node_modules folders (the root's and the workspaces') are copied instead of
# installing a second time (about 30 s of CPU). Unset, `npm ci`.
if [ -n "${PRODUCTION_CHECK_INSTALLED:-}" ]; then
  installed=$PRODUCTION_CHECK_INSTALLED
  [ -f "$installed/node_modules/.package-lock.json" ] ||
    fail "PRODUCTION_CHECK_INSTALLED=$installed has no node_modules that npm ci installed"
  cmp -s package-lock.json "$installed/package-lock.json" ||
    fail "PRODUCTION_CHECK_INSTALLED=$installed was installed from another package-lock.json"
  for folder in $(cd "$installed" && ls -d node_modules apps/*/node_modules packages/*/node_modules 2>/dev/null); do
    cp -a "$installed/$folder" "$folder"
  done
  # What the tests left in them (Vite's dependency cache) is not part of an install.
  rm -rf node_modules/.vite node_modules/.cache apps/*/node_modules/.vite
  say "node_modules copied from $installed (its npm ci of the same package-lock.json)"
else
  npm ci --no-audit --no-fund --loglevel=error
fi
npm run build --silent
npm prune --omit=dev --no-audit --no-fund --loglevel=error
# npm keeps drizzle-kit and vitest (and with them tsx, esbuild and vite) because better-auth names them as
# optional peers. They are moved aside here, so that the run below proves the server needs none of them.
mkdir "$work/pruned-by-hand"
for kept in drizzle-kit vitest tsx esbuild vite; do
  [ ! -e "node_modules/$kept" ] || mv "node_modules/$kept" "$work/pruned-by-hand/"
done
for dev_only in typescript @biomejs/biome @playwright/test autocannon; do
  [ ! -e "node_modules/$dev_only" ] || fail "development dependency $dev_only is still installed after npm prune"
done
say "built and pruned: no development dependency left"

export NODE_ENV=production
export PUBLIC_URL="http://127.0.0.1:$port" AUTH_SECRET="production-check-secret-$(date +%s%N)" \
  DATABASE_URL="$PG_URL" SMTP_URL="smtp://127.0.0.1:$((port + 1))" PORT="$port" HOST=127.0.0.1 LOG_LEVEL=info

for required in PUBLIC_URL AUTH_SECRET DATABASE_URL SMTP_URL; do
  if out=$(env -u "$required" timeout 60 npm start --silent 2>&1); then fail "started without $required"; fi
  grep -q "$required: is required in production" <<<"$out" || fail "no clear refusal without $required: $out"
done
say "refuses to start without PUBLIC_URL, AUTH_SECRET, DATABASE_URL and SMTP_URL"

npm run db:seed:colleges --silent
password="check-password-$(date +%s)"
npm run create-admin --silent -- --email admin@production-check.test --password "$password" >/dev/null
npm run db:backup --silent -- --out "$work/backup.dump" | grep -q 'backup written' || fail "db:backup failed"
say "the compiled commands ran: db:seed:colleges, create-admin, db:backup"

setsid npm start --silent >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 120); do
  curl -sf "$PUBLIC_URL/api/health" >/dev/null && break
  kill -0 "$server_pid" 2>/dev/null || fail "the server stopped while starting"
  sleep 0.5
done
curl -sf "$PUBLIC_URL/api/health" >/dev/null || fail "/api/health never answered"
for _ in $(seq 1 60); do
  ready=$(curl -s -o /dev/null -w '%{http_code}' "$PUBLIC_URL/api/ready")
  [ "$ready" = 200 ] && break
  sleep 0.5
done
[ "$ready" = 200 ] || fail "/api/ready answered $ready"
pgrep -f "$work/node_modules/.bin/tsx" >/dev/null && fail "tsx is running"
say "serving on PostgreSQL (health ok, ready $ready)"

# Read whole before matching: `curl | grep -q` fails under pipefail when grep stops reading early (curl exits 23).
home=$(curl -sf "$PUBLIC_URL/") || fail "the home page did not answer"
grep -q '<div id="root"' <<<"$home" || fail "the home page is not the web app"
login=$(curl -sf "$PUBLIC_URL/admin/login") || fail "the admin log-in page did not answer"
grep -qi '<html' <<<"$login" || fail "the admin log-in page is missing"

headers=$(curl -s -D - -o /dev/null -H "origin: $PUBLIC_URL" -H 'content-type: application/json' \
  --data "{\"email\":\"admin@production-check.test\",\"password\":\"$password\"}" "$PUBLIC_URL/api/auth/sign-in/email")
grep -q '^HTTP/1.1 200' <<<"$headers" || fail "admin sign-in refused: $headers"
cookie=$(grep -i '^set-cookie:' <<<"$headers" | sed -E 's/^[Ss]et-[Cc]ookie: *([^;]*).*/\1/' | paste -sd ';' -)
token=$(curl -sf -H "cookie: $cookie" "$PUBLIC_URL/api/auth/token" | sed -E 's/.*"token":"([^"]+)".*/\1/')
[ -n "$token" ] || fail "no access token"
total=$(curl -sf -H "authorization: Bearer $token" "$PUBLIC_URL/api/admin/colleges?search=University&page=1" |
  sed -E 's/.*"total":([0-9]+).*/\1/')
[ "${total:-0}" -gt 0 ] 2>/dev/null || fail "the admin college list found no university"
say "pages and API answer (admin signed in, $total colleges match \"University\")"

curl -s -o /dev/null -H "origin: $PUBLIC_URL" -H 'content-type: application/json' \
  --data '{"email":"admin@production-check.test","redirectTo":"/admin/reset-password"}' \
  "$PUBLIC_URL/api/auth/request-password-reset"
sleep 1
kill -0 "$server_pid" 2>/dev/null || fail "the server stopped after a reset request with SMTP unreachable"
! grep -q 'token=' "$work/server.log" || fail "the server log holds a reset link"
say "a password reset with SMTP unreachable prints no link and the server keeps serving"

kill -TERM -- "-$server_pid"
for _ in $(seq 1 40); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.25; done
kill -0 "$server_pid" 2>/dev/null && fail "the server did not stop on SIGTERM"
server_pid=
say "stopped on SIGTERM; passed"
