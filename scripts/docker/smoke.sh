#!/usr/bin/env bash
# The image's smoke test (CI runs it): builds the image from the Dockerfile on a local Debian base
# (debootstrap), starts it with nothing but environment variables against this machine's
# PostgreSQL (a throwaway database, dropped afterwards), migrates as its own step, waits for
# /api/ready 200 and runs scripts/docker/smoke.ts: signup, request, offer, order, PDF, order mail.
#
#   scripts/docker/smoke.sh          SMOKE_PORT (3600; the mail sink takes +1 and +2),
#                                    PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres),
#                                    IMAGE (hydroparts:local)
set -euo pipefail
cd "$(dirname "$0")/../.."
port="${SMOKE_PORT:-3600}"
smtp_port=$((port + 1))
mail_port=$((port + 2))
image="${IMAGE:-hydroparts:local}"
admin_url="${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
db="hp_smoke_$(date +%s)_$$"
database_url="${admin_url%/*}/$db"
container="hydroparts-smoke-$$"
node=./node_modules/.bin/node
export PATH="$PWD/node_modules/.bin:$PATH"

scripts/docker/engine.sh
build_started=$SECONDS
scripts/docker/build-image.sh "$image"
build_seconds=$((SECONDS - build_started))

sink_pid=""
cleanup() {
  docker rm -f -v "$container" >/dev/null 2>&1 || true
  [ -n "$sink_pid" ] && kill "$sink_pid" 2>/dev/null || true
  psql "$admin_url" -qc "drop database if exists $db with (force)" >/dev/null 2>&1 || true
}
trap cleanup EXIT

psql "$admin_url" -qc "create database $db"
MAIL_SINK_SMTP_PORT=$smtp_port MAIL_SINK_HTTP_PORT=$mail_port \
  "$node" --disable-warning=ExperimentalWarning e2e/support/mail-sink.ts &
sink_pid=$!

# Only environment variables: the production configuration of README's table.
envs=(
  -e NODE_ENV=production -e HOST=127.0.0.1 -e PORT="$port" -e LOG_LEVEL=warn
  -e DATABASE_URL="$database_url" -e MIGRATE_ON_START=false
  -e PUBLIC_URL="http://127.0.0.1:$port" -e AUTH_SECRET="$(openssl rand -hex 32)"
  -e SMTP_URL="smtp://127.0.0.1:$smtp_port" -e MAIL_FROM='HydroParts <noreply@smoke.example>'
  -e COMPANY_NAME='Smoke Hydraulik GmbH' -e COMPANY_ADDRESS='Musterstraße 1, 70173 Stuttgart'
  -e COMPANY_MANAGING_DIRECTOR='Erika Muster' -e COMPANY_EMAIL=kontakt@smoke.example
)
# Host networking: the container reaches 127.0.0.1:5432 and listens only on 127.0.0.1:$port.
started=$SECONDS
docker run --rm --network host "${envs[@]}" "$image" node --disable-warning=ExperimentalWarning scripts/migrate.ts
docker run -d --name "$container" --network host "${envs[@]}" "$image" >/dev/null

for _ in $(seq 1 120); do
  [ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/ready")" = 200 ] && break
  if [ "$(docker inspect -f '{{.State.Running}}' "$container")" != true ]; then
    docker logs "$container" >&2
    echo "the container stopped" >&2
    exit 1
  fi
  sleep 1
done
ready_seconds=$((SECONDS - started))

SMOKE_BASE="http://127.0.0.1:$port" SMOKE_MAILBOX="http://127.0.0.1:$mail_port" SMOKE_DATABASE_URL="$database_url" \
  "$node" --disable-warning=ExperimentalWarning scripts/docker/smoke.ts || { docker logs --tail 50 "$container" >&2; exit 1; }

# The image's HEALTHCHECK (/api/health) must have turned healthy.
for _ in $(seq 1 40); do
  health="$(docker inspect -f '{{.State.Health.Status}}' "$container")"
  [ "$health" = healthy ] && break
  sleep 1
done
[ "$health" = healthy ] || { echo "HEALTHCHECK: $health" >&2; exit 1; }
[ "$(docker exec "$container" id -u)" != 0 ] || { echo "the app runs as root" >&2; exit 1; }

size="$(docker image inspect "$image" --format '{{.Size}}' | awk '{printf "%.0f MB", $1 / 1e6}')"
echo "smoke passed: image $image $size, build ${build_seconds} s, migrate + start to /api/ready ${ready_seconds} s, healthy, user $(docker exec "$container" id -un)"
