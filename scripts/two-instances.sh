#!/usr/bin/env bash
# Two server instances on one PostgreSQL behind nginx (deploy/nginx/ccp.conf), the load bench through nginx, and one
# instance stopped with SIGTERM in the middle of it (ADR 0074). Nothing but failed requests the proxy did not retry
# counts as a failure; the bench prints its figures, this script how many requests nginx passed to the other instance.
#   scripts/two-instances.sh                     (starts its own throwaway PostgreSQL via scripts/with-postgres.sh)
#   LOAD_USERS=100 LOAD_SECONDS=30 scripts/two-instances.sh
# Ports: nginx NGINX_PORT (4451), the instances PORT_A and PORT_B (4452, 4453). nginx runs with its own config,
# pid and logs in a temporary folder (no root needed, nothing of the system's nginx is touched).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "${PG_URL:-}" ]; then exec env PGPORT="${PGPORT:-4454}" "$root/scripts/with-postgres.sh" "$0" "$@"; fi
cd "$root"
nginx_port=${NGINX_PORT:-4451}
port_a=${PORT_A:-4452}
port_b=${PORT_B:-4453}
nginx_bin=${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}
[ -x "$nginx_bin" ] || { echo "two-instances: nginx not found (apt-get install nginx)"; exit 1; }
export LOAD_USERS=${LOAD_USERS:-100} LOAD_SECONDS=${LOAD_SECONDS:-30}

work=$(mktemp -d /tmp/ccp-two.XXXXXX)
chmod 755 "$work"
pids=()
cleanup() {
  [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  [ -n "${KEEP:-}" ] && echo "two-instances: logs kept in $work" || rm -rf "$work"
}
trap cleanup EXIT

# The repository's example, with this run's ports, inside a main config of its own.
sed -e "s/127.0.0.1:4451/127.0.0.1:$nginx_port/" -e "s/127.0.0.1:4452/127.0.0.1:$port_a/" \
  -e "s/127.0.0.1:4453/127.0.0.1:$port_b/" deploy/nginx/ccp.conf >"$work/ccp.conf"
cat >"$work/nginx.conf" <<CONF
$( [ "$(id -u)" = 0 ] && echo 'user root;' )
worker_processes 1;
pid $work/nginx.pid;
error_log $work/nginx-error.log warn;
events { worker_connections 1024; }
http {
  log_format upstreams '\$status \$request_method \$uri upstream=\$upstream_addr statuses=\$upstream_status';
  access_log $work/nginx-access.log upstreams;
  client_body_temp_path $work/body;
  proxy_temp_path $work/proxy;
  fastcgi_temp_path $work/fastcgi;
  uwsgi_temp_path $work/uwsgi;
  scgi_temp_path $work/scgi;
  include $work/ccp.conf;
}
CONF

start_instance() { # port log
  NODE_ENV=development DATABASE_URL="$PG_URL" PORT="$1" HOST=127.0.0.1 PUBLIC_URL=http://localhost:3999 \
    AUTH_SECRET=two-instances-example-secret-0123456789abcdef SEED_DEMO=false LOG_LEVEL=warn TRUST_PROXY=127.0.0.1 \
    RATE_LIMIT_AUTH_MAX=1000000 SHUTDOWN_GRACE_MS=${SHUTDOWN_GRACE_MS:-60000} \
    node --import tsx apps/server/src/main.ts >"$2" 2>&1 &
  pids+=($!)
}
wait_ready() { # port
  for _ in $(seq 1 300); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$1/api/ready")" = 200 ] && return 0
    sleep 0.5
  done
  echo "two-instances: instance :$1 not ready"; return 1
}

start_instance "$port_a" "$work/a.log"
pid_a=${pids[0]}
wait_ready "$port_a"
start_instance "$port_b" "$work/b.log"
wait_ready "$port_b"
"$nginx_bin" -p "$work" -c "$work/nginx.conf"
echo "two-instances: nginx on :$nginx_port, instances on :$port_a (pid $pid_a) and :$port_b"

LOAD_TARGET="http://127.0.0.1:$nginx_port" DATABASE_URL="$PG_URL" npm run bench -- load &
bench=$!
# Half-way through the measured minute: after the families exist and the 5 s warm-up has run.
until grep -q 'sign-in' "$work/nginx-access.log" 2>/dev/null; do sleep 0.5; done
sleep $((5 + LOAD_SECONDS / 2))
# A rolling stop (STOP=drain, the default): the instance leaves nginx's upstream first (marked `down`, `nginx -s
# reload`: the old workers finish what they hold), then gets SIGTERM with nothing new coming in. STOP=abrupt sends
# SIGTERM with the instance still in the upstream: connections the kernel had queued but Node had not accepted are
# reset when it stops listening, and nginx does not resend a POST it had sent (ADR 0074).
if [ "${STOP:-drain}" = drain ]; then
  sed -i "s/server 127.0.0.1:$port_a \(.*\);/server 127.0.0.1:$port_a \1 down;/" "$work/ccp.conf"
  "$nginx_bin" -p "$work" -c "$work/nginx.conf" -s reload
  echo "two-instances: :$port_a taken out of nginx at $(date -u +%T)"
  sleep 2
fi
echo "two-instances: SIGTERM to the instance on :$port_a at $(date -u +%T)"
kill -TERM "$pid_a"
set +e
wait "$pid_a"; echo "two-instances: instance :$port_a exited with $?"
wait "$bench"; status=$?
set -e
retried=$(grep -c 'statuses=[0-9]*, ' "$work/nginx-access.log" || true)
failed=$(grep -Ec '^5[0-9][0-9] ' "$work/nginx-access.log" || true)
echo "two-instances: $(wc -l <"$work/nginx-access.log") requests through nginx; $retried passed to the other instance; $failed answered 5xx to the client"
grep -E '^5[0-9][0-9] ' "$work/nginx-access.log" | head -5 || true
exit "$status"
