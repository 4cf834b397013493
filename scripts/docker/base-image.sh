#!/usr/bin/env bash
# A Debian bookworm base image made from Debian's packages with debootstrap, for machines that
# reach Debian's and npm's registries but no container registry. Operators elsewhere use the
# official `debian:bookworm-slim` or `node:24-bookworm-slim` (the Dockerfile's BASE_IMAGE) instead.
#
#   scripts/docker/base-image.sh [tag]      default tag: hydroparts-base:bookworm
#
# Kept when the tag exists already (CI on the same machine reuses it); FORCE=1 makes it anew.
# Needs root, debootstrap and a running Docker engine.
set -euo pipefail
tag="${1:-hydroparts-base:bookworm}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

if [ "${FORCE:-0}" != 1 ] && docker image inspect "$tag" >/dev/null 2>&1; then
  echo "base image $tag exists (FORCE=1 to rebuild)"
  exit 0
fi

root="$(mktemp -d /tmp/hydroparts-rootfs.XXXXXX)"
trap 'rm -rf "$root"' EXIT
# minbase: essential packages and apt only; ca-certificates for npm's registry over TLS.
debootstrap --variant=minbase --include=ca-certificates bookworm "$root" "$mirror" >/dev/null
# What debian:bookworm-slim leaves out too: apt's caches, docs, man pages.
cat >"$root/etc/apt/apt.conf.d/docker-clean" <<'CONF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache ""; Dir::Cache::srcpkgcache "";
CONF
cat >"$root/etc/dpkg/dpkg.cfg.d/docker-excludes" <<'CONF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
CONF
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/usr/share/doc/* "$root"/usr/share/man/* \
  "$root"/usr/share/info/* "$root"/usr/share/locale/*
tar -C "$root" --numeric-owner -c . | docker import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["bash"]' - "$tag" >/dev/null
docker image ls "$tag"
