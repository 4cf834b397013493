#!/usr/bin/env bash
# Issue 33, decision 045: the lists read from a streaming replica (DATABASE_REPLICA_URL), tested
# against a real one. A physical standby of the local PostgreSQL (pg_basebackup from
# 127.0.0.1:5432) is started on REPLICA_PORT (default 5440) in a scratch folder, the API suite's
# replica cases and the list suites run with every test app reading its lists from it, and the
# standby is stopped and removed afterwards. The primary needs a `replication` entry in pg_hba
# (added once, with a reload: nothing restarts) and wal_level replica (PostgreSQL's default).
set -euo pipefail
cd "$(dirname "$0")/.."

port="${REPLICA_PORT:-5440}"
primary=(-h 127.0.0.1 -p 5432 -U postgres)
version="$(psql "${primary[@]}" -d postgres -Atc 'show server_version_num' | cut -c1-2)"
bin="/usr/lib/postgresql/$version/bin"
as_postgres=()
[ "$(id -u)" = 0 ] && as_postgres=(runuser -u postgres --)

if [ "$(psql "${primary[@]}" -d postgres -Atc 'show wal_level')" = minimal ]; then
  echo "wal_level = minimal: eine Replik braucht wal_level = replica (Neustart des Servers)" >&2
  exit 1
fi
if ! psql "${primary[@]}" -d postgres -Atc \
  "select 1 from pg_hba_file_rules where 'replication' = any(database) and address = '127.0.0.1'" | grep -q 1; then
  hba="$(psql "${primary[@]}" -d postgres -Atc 'show hba_file')"
  echo "host replication all 127.0.0.1/32 trust" >>"$hba"
  psql "${primary[@]}" -d postgres -Atc 'select pg_reload_conf()' >/dev/null
  echo "pg_hba: replication from 127.0.0.1 allowed ($hba, reloaded)"
fi

dir="$(mktemp -d /tmp/hydroparts-replica.XXXXXX)"
[ "$(id -u)" = 0 ] && chown postgres "$dir"
cleanup() {
  "${as_postgres[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

started=$SECONDS
"${as_postgres[@]}" pg_basebackup "${primary[@]}" -D "$dir/data" -R -X stream -c fast
setting() { psql "${primary[@]}" -d postgres -Atc "show $1"; }
# A hot standby needs at least the primary's limits.
cat >"$dir/data/postgresql.conf" <<CONF
port = $port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$dir'
hot_standby = on
max_connections = $(setting max_connections)
max_worker_processes = $(setting max_worker_processes)
max_wal_senders = $(setting max_wal_senders)
max_prepared_transactions = $(setting max_prepared_transactions)
max_locks_per_transaction = $(setting max_locks_per_transaction)
CONF
printf 'local all all trust\nhost all all 127.0.0.1/32 trust\n' >"$dir/data/pg_hba.conf"
: >"$dir/data/pg_ident.conf"
[ "$(id -u)" = 0 ] && chown postgres "$dir/data"/*.conf
# Recovery replays the base backup first; on a busy machine that outlasts pg_ctl's 60 s default.
if ! "${as_postgres[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/replica.log" -w -t 600 start >/dev/null; then
  tail -n 40 "$dir/replica.log" >&2
  exit 1
fi
echo "Replica on 127.0.0.1:$port ($((SECONDS - started)) s): in recovery = $(psql -h 127.0.0.1 -p "$port" -U postgres -d postgres -Atc 'select pg_is_in_recovery()')"

files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  files=(
    src/server/db/replica-reads.test.ts
    src/server/modules/requests/list.test.ts
    src/server/modules/orders/order-list.test.ts
    src/server/modules/orders/seller-orders.test.ts
    src/server/modules/auth/session-lookup.test.ts
  )
fi
TEST_DATABASE_REPLICA="postgres://postgres@127.0.0.1:$port/postgres" npm run test:pg -- "${files[@]}"
