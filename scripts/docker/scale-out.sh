#!/usr/bin/env bash
# deploy/compose.yaml's scale-out as `docker run`s, for a machine without a container registry
# (decision 041): this machine's PostgreSQL (a throwaway database) stands in for the db service,
# the e2e mail sink for the SMTP catcher; nginx from Debian's packages, two web instances, one
# worker (ROLE=worker, the only one with jobs), migrations as their own step first. Every
# container uses the host network and listens on 127.0.0.1 only. PGBOUNCER=session puts Debian's
# PgBouncer between the instances and PostgreSQL (LISTEN and migrations go direct:
# DATABASE_DIRECT_URL). Then scripts/docker/scale-out.ts checks what the scale-out promises.
#
#   scripts/docker/scale-out.sh        SCALE_PORT (3610: proxy; +1 web1, +2 web2, +3 worker,
#                                      +4/+5 mail sink, +6 PgBouncer), PGBOUNCER (off|session)
set -euo pipefail
cd "$(dirname "$0")/../.."
p="${SCALE_PORT:-3610}"
proxy_port=$p web1_port=$((p + 1)) web2_port=$((p + 2)) worker_port=$((p + 3))
smtp_port=$((p + 4)) mail_port=$((p + 5)) bouncer_port=$((p + 6))
image="${IMAGE:-hydroparts:local}"
admin_url="${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
db="hp_scale_$(date +%s)_$$"
direct_url="${admin_url%/*}/$db"
tag="hp-scale-$$"
node=./node_modules/.bin/node
work="$(mktemp -d /tmp/hydroparts-scale.XXXXXX)"

scripts/docker/engine.sh
scripts/docker/build-image.sh "$image" >/dev/null
# Debian's docker.io client builds with BuildKit itself.
docker="$(command -v /usr/bin/docker || command -v docker)"
DOCKER_BUILDKIT=1 "$docker" build -q --build-arg BASE_IMAGE=hydroparts-base:bookworm -t hydroparts-proxy:local deploy/proxy >/dev/null

pids=()
cleanup() {
  docker rm -f -v "$tag-web1" "$tag-web2" "$tag-worker" "$tag-proxy" >/dev/null 2>&1 || true
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  [ -f "$work/pgbouncer.pid" ] && kill "$(cat "$work/pgbouncer.pid")" 2>/dev/null || true
  sleep 1
  psql "$admin_url" -qc "drop database if exists $db with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

psql "$admin_url" -qc "create database $db"
database_url="$direct_url"
if [ "${PGBOUNCER:-off}" = session ]; then
  command -v pgbouncer >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer >/dev/null; }
  # README's recommendation for PgBouncer < 1.21 (Debian bookworm ships 1.18): session pooling.
  cat >"$work/pgbouncer.ini" <<INI
[databases]
hydroparts = host=127.0.0.1 port=5432 dbname=$db user=postgres
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $bouncer_port
unix_socket_dir =
auth_type = trust
auth_file = $work/userlist.txt
pool_mode = session
max_client_conn = 200
default_pool_size = 30
pidfile = $work/pgbouncer.pid
logfile = $work/pgbouncer.log
INI
  echo '"postgres" ""' >"$work/userlist.txt"
  chown -R postgres "$work"
  pgbouncer -d -u postgres "$work/pgbouncer.ini"
  database_url="postgres://postgres@127.0.0.1:$bouncer_port/hydroparts"
fi

MAIL_SINK_SMTP_PORT=$smtp_port MAIL_SINK_HTTP_PORT=$mail_port \
  "$node" --disable-warning=ExperimentalWarning e2e/support/mail-sink.ts &
pids+=($!)

envs=(
  -e NODE_ENV=production -e HOST=127.0.0.1 -e LOG_LEVEL=warn
  -e DATABASE_URL="$database_url" -e DATABASE_DIRECT_URL="$direct_url" -e DATABASE_POOL_MAX=10
  -e DATABASE_STATEMENT_TIMEOUT_MS=15000 -e MIGRATE_ON_START=false
  -e PUBLIC_URL="http://127.0.0.1:$proxy_port" -e AUTH_SECRET="$(openssl rand -hex 32)" -e TRUST_PROXY=1
  -e SMTP_URL="smtp://127.0.0.1:$smtp_port" -e MAIL_FROM='HydroParts <noreply@scale.example>'
  -e COMPANY_NAME='Scale Hydraulik GmbH' -e COMPANY_ADDRESS='Musterstraße 1, 70173 Stuttgart'
  -e COMPANY_MANAGING_DIRECTOR='Erika Muster' -e COMPANY_EMAIL=kontakt@scale.example
)
# Uploads without S3: one volume for the instances of this host.
run() { docker run -d --network host -v "$tag-uploads:/data" "${envs[@]}" "$@" >/dev/null; }

docker run --rm --network host "${envs[@]}" "$image" node --disable-warning=ExperimentalWarning scripts/migrate.ts
run --name "$tag-web1" -e PORT="$web1_port" -e JOBS_ENABLED=false -e INSTANCE_ID=web1 "$image"
run --name "$tag-web2" -e PORT="$web2_port" -e JOBS_ENABLED=false -e INSTANCE_ID=web2 "$image"
run --name "$tag-worker" -e PORT="$worker_port" -e ROLE=worker -e INSTANCE_ID=worker "$image"
sed -e "s/server web1:3000/server 127.0.0.1:$web1_port/; s/server web2:3000/server 127.0.0.1:$web2_port/" \
  -e "s/listen 80;/listen 127.0.0.1:$proxy_port;/" deploy/proxy/nginx.conf >"$work/nginx.conf"
chmod 644 "$work/nginx.conf"; chmod 755 "$work"
docker run -d --network host --name "$tag-proxy" -v "$work/nginx.conf:/etc/nginx/conf.d/default.conf:ro" \
  hydroparts-proxy:local >/dev/null

for port in "$web1_port" "$web2_port"; do
  for _ in $(seq 1 90); do
    [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/ready")" = 200 ] && break
    sleep 1
  done
done
for _ in $(seq 1 60); do
  [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$worker_port/api/health")" = 200 ] && break
  sleep 1
done
[ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$proxy_port/api/ready")" = 200 ] ||
  { docker logs "$tag-web1" >&2; docker logs "$tag-proxy" >&2; exit 1; }

echo "connections to PostgreSQL by application_name (3 instances, ${PGBOUNCER:-off} PgBouncer):"
psql "$admin_url" -Atc "select application_name, count(*) from pg_stat_activity where datname = '$db' group by 1 order by 1"

SCALE_PROXY="http://127.0.0.1:$proxy_port" SCALE_WEB1="http://127.0.0.1:$web1_port" SCALE_WEB2="http://127.0.0.1:$web2_port" \
  SCALE_WORKER="http://127.0.0.1:$worker_port" SCALE_MAILBOX="http://127.0.0.1:$mail_port" \
  SCALE_DATABASE_URL="$direct_url" SCALE_PUBLIC_URL="http://127.0.0.1:$proxy_port" SCALE_WEB1_CONTAINER="$tag-web1" \
  "$node" --disable-warning=ExperimentalWarning scripts/docker/scale-out.ts ||
  { docker logs --tail 30 "$tag-web2" >&2; docker logs --tail 30 "$tag-worker" >&2; exit 1; }

echo "after the journey, connections by application_name:"
psql "$admin_url" -Atc "select application_name, count(*) from pg_stat_activity where datname = '$db' group by 1 order by 1"
echo "scale-out passed"
