#!/usr/bin/env bash
# Builds the HydroParts image from the Dockerfile on a machine that reaches only Debian's and npm's
# registries: the base is the local debootstrap image (base-image.sh), the CA bundle of this
# machine is handed to npm as a build secret (a TLS-inspecting proxy's CA, if any, is in it).
#
#   scripts/docker/build-image.sh [tag]      default tag: hydroparts:local
set -euo pipefail
cd "$(dirname "$0")/../.."
tag="${1:-hydroparts:local}"
base="${BASE_IMAGE:-hydroparts-base:bookworm}"
if [ "$base" = hydroparts-base:bookworm ]; then scripts/docker/base-image.sh "$base"; fi
secret=()
if [ -f /etc/ssl/certs/ca-certificates.crt ]; then
  secret=(--secret id=ca_bundle,src=/etc/ssl/certs/ca-certificates.crt)
fi
# Debian's docker.io client builds with BuildKit itself; newer clients need the buildx plugin.
docker="${DOCKER:-$(command -v /usr/bin/docker || command -v docker)}"
started=$SECONDS
DOCKER_BUILDKIT=1 "$docker" build --progress=plain --build-arg BASE_IMAGE="$base" "${secret[@]}" -t "$tag" .
echo "image $tag built in $((SECONDS - started)) s, $("$docker" image inspect "$tag" --format '{{.Size}}' | awk '{printf "%.0f MB", $1 / 1e6}')"
