#!/usr/bin/env bash
# Issue 33, decision 045: the API suite's subset for sessions, orders and lists through PgBouncer
# in transaction mode (Debian's package). The pool of every test app goes through PgBouncer
# (TEST_DATABASE_POOLER), LISTEN and the migrator straight to PostgreSQL (DATABASE_DIRECT_URL's
# role); PgBouncer before 1.21 (bookworm: 1.18) does not track prepared statements, so the app
# runs with DATABASE_PREPARED_STATEMENTS=false. The suites that start a second instance on the
# same database (live events, the answer cache's and sessions' cross-instance cases) run two
# instances through it.
#
#   PGBOUNCER_PORT (default 6433: 6432 is left to a PgBouncer service of the machine), PG_HOST/PG_PORT (default 127.0.0.1:5432), and test files as
#   arguments to replace the default subset.
set -euo pipefail
cd "$(dirname "$0")/.."

port="${PGBOUNCER_PORT:-6433}"
pg_host="${PG_HOST:-127.0.0.1}"
pg_port="${PG_PORT:-5432}"

if ! command -v pgbouncer >/dev/null; then
  echo "pgbouncer fehlt: apt-get install -y pgbouncer" >&2
  exit 1
fi

dir="$(mktemp -d /tmp/hydroparts-pgbouncer.XXXXXX)"
chmod 755 "$dir"
cat >"$dir/pgbouncer.ini" <<INI
[databases]
* = host=$pg_host port=$pg_port

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $port
unix_socket_dir =
auth_type = trust
auth_file = $dir/userlist.txt
pool_mode = transaction
max_client_conn = 1000
default_pool_size = 20
max_db_connections = 40
server_reset_query =
ignore_startup_parameters = extra_float_digits,options,application_name
admin_users = postgres
stats_users = postgres
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
INI
echo '"postgres" ""' >"$dir/userlist.txt"
chmod 644 "$dir"/*
# PgBouncer refuses to run as root; as root it is started as the postgres user (its log and pid
# file are written in $dir).
if [ "$(id -u)" = 0 ]; then
  run_as=(-u postgres)
  chown postgres "$dir"
else
  run_as=()
fi
pgbouncer -q "${run_as[@]}" "$dir/pgbouncer.ini" &
bouncer=$!
cleanup() {
  kill "$bouncer" 2>/dev/null || true
  wait "$bouncer" 2>/dev/null || true
  rm -rf "$dir"
}
trap cleanup EXIT

up=
for _ in $(seq 1 50); do
  if psql -h 127.0.0.1 -p "$port" -U postgres -d postgres -Atc 'select 1' >/dev/null 2>&1; then
    up=1
    break
  fi
  sleep 0.1
done
if [ -z "$up" ]; then
  echo "PgBouncer antwortet nicht auf 127.0.0.1:$port" >&2
  cat "$dir/pgbouncer.log" >&2 || true
  exit 1
fi
echo "PgBouncer $(pgbouncer --version | head -1 | awk '{print $2}') on 127.0.0.1:$port, transaction mode"

files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  files=(
    src/server/modules/auth/auth.test.ts
    src/server/modules/auth/session-lookup.test.ts
    src/server/modules/orders/orders.test.ts
    src/server/modules/orders/concurrency.test.ts
    src/server/modules/orders/order-list.test.ts
    src/server/modules/orders/seller-orders.test.ts
    src/server/modules/requests/list.test.ts
    src/server/modules/requests/requests.test.ts
    src/server/modules/live/live.test.ts
  )
fi

TEST_DATABASE_POOLER="postgres://postgres@127.0.0.1:$port/postgres" \
  DATABASE_PREPARED_STATEMENTS="${DATABASE_PREPARED_STATEMENTS:-false}" \
  PG_ADMIN_URL="postgres://postgres@$pg_host:$pg_port/postgres" \
  npm run test:pg -- "${files[@]}"

# The suite's queries went through PgBouncer: its own count of transactions it passed on.
xacts="$(psql -h 127.0.0.1 -p "$port" -U postgres -d pgbouncer -Atc 'show totals' |
  awk -F'|' '$1 == "total_xact_count" {print $2}')"
echo "PgBouncer: $xacts transactions in transaction mode"
if [ -z "$xacts" ] || [ "$xacts" -lt 1 ]; then
  echo "Der Test lief nicht durch PgBouncer" >&2
  exit 1
fi
