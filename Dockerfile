# syntax=docker/dockerfile:1
# The Utility Tools API as an image: built in one stage, run from a slim one as the unprivileged `node` user, with
# tini as PID 1 so SIGTERM reaches `node dist/server.js`, which then drains (see the README's Configuration).
# Pin NODE_IMAGE to a digest in production (node:24-bookworm-slim@sha256:...).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
# curl-to-code's parser, tree-sitter, ships no linux-arm64 binary: on arm64 npm ci compiles it, which needs a
# compiler and Python in this stage only (the runtime stage copies the built module).
ARG TARGETARCH
# hadolint ignore=DL3008
RUN if [ "$TARGETARCH" = "arm64" ]; then \
    apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*; \
  fi
WORKDIR /app
COPY package.json package-lock.json ./
COPY tsconfig.json tsconfig.build.json redocly.yaml ./
COPY openapi ./openapi
COPY scripts ./scripts
COPY src ./src
COPY web ./web
# `npm ci` runs `prepare`: the TypeScript build, the self-contained docs page and the tool pages (docs/tools). Then only runtime packages stay.
RUN npm ci --no-audit --no-fund && npm prune --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
# hadolint ignore=DL3008
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
# One process per container (WORKERS=1): node sees the host's cores, not the container's CPU limit, so the default
# (a process per core) would fork more processes than the container may run. Scale with replicas instead.
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  WORKERS=1
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/docs ./docs
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/server.js"]
