#!/usr/bin/env bash
# A Docker engine on this machine: Debian's docker.io and debootstrap installed when missing,
# dockerd started when it does not answer (CI starts with none). Idempotent; needs root.
set -euo pipefail
if ! command -v dockerd >/dev/null 2>&1 || ! command -v debootstrap >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker.io debootstrap >/dev/null
fi
if ! docker info >/dev/null 2>&1; then
  nohup dockerd >/var/log/hydroparts-dockerd.log 2>&1 &
  for _ in $(seq 1 60); do
    docker info >/dev/null 2>&1 && break
    sleep 1
  done
  docker info >/dev/null 2>&1 || { echo "dockerd did not start: /var/log/hydroparts-dockerd.log" >&2; exit 1; }
fi
