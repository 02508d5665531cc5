# syntax=docker/dockerfile:1
# The Utility Tools API as an image, in three stages: `deps` installs the runtime packages and `build` all of them,
# each from package.json and package-lock.json alone, so those layers are rebuilt only when the lock file changes,
# never for a source change; `build` then compiles the sources; `runtime` takes the runtime packages, the compiled
# code and the docs, and runs them as the unprivileged `node` user, with tini as PID 1 so SIGTERM reaches
# `node dist/server.js`, which then drains (see docs/operations.md, "Privacy, shutdown and the limits at the edges").
#
# The base image is pinned by digest: node:24-bookworm-slim (Node 24.19.0 LTS on Debian 12), the multi-platform index
# (linux/amd64, linux/arm64, linux/ppc64le) that docker-library/repo-info recorded for that tag on 25 Aug 2026. The
# registry itself could not be reached where this was written, so the digest was not read from it. To move to a newer
# build: `docker buildx imagetools inspect node:24-bookworm-slim` prints the tag's current index digest ("Digest:");
# put it here (or let Renovate or Dependabot's docker updater do it), or pass --build-arg NODE_IMAGE=...@sha256:...
ARG NODE_IMAGE=node:24-bookworm-slim@sha256:a9f5f7c91a432850b2a8a7797adf5eadb6c733ceed61167806cee7ea7fbc29df

FROM ${NODE_IMAGE} AS deps
# curl-to-code's parser, tree-sitter, ships no linux-arm64 binary: on arm64 npm compiles it, which needs a compiler
# and Python in the stages that install packages only (the runtime stage copies the built module).
ARG TARGETARCH
# hadolint ignore=DL3008
RUN if [ "$TARGETARCH" = "arm64" ]; then \
    apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*; \
  fi
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts skips the package's own `prepare` (the build, whose sources are not here); `npm rebuild` then runs
# the dependencies' install scripts (tree-sitter's native module). npm's download cache is a BuildKit cache mount, so
# it stays out of the image and a lock-file change downloads only what changed.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm rebuild

FROM deps AS build
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund && npm rebuild
COPY tsconfig.json tsconfig.build.json redocly.yaml ./
COPY openapi ./openapi
COPY scripts ./scripts
COPY src ./src
# The CLI calls a service through the SDK, bundled into dist/cli.js from its sources (scripts/build-cli.ts).
COPY sdk/src ./sdk/src
COPY web ./web
# The TypeScript build, the CLI's bundle, the self-contained docs page and the tool pages (docs/tools).
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# hadolint ignore=DL3008
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
# One process per container (WORKERS=1): node sees the host's cores, not the container's CPU limit, so the default
# (a process per core) would fork more processes than the container may run. Scale with replicas instead.
# /metrics is served on its own port (METRICS_PORT), never on the API's: publish 3000 to callers, 9464 to Prometheus
# only.
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  METRICS_PORT=9464 \
  WORKERS=1
WORKDIR /app
COPY package.json ./package.json
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/docs ./docs
USER node
EXPOSE 3000 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/server.js"]
