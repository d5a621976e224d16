# syntax=docker/dockerfile:1
# The render worker: a BullMQ consumer printing with Debian Chromium. Build from the repository root:
#   docker build -f infra/docker/render-worker.Dockerfile -t paperjet/render-worker .

# Node 24 LTS, pinned to a patch release so a rebuild runs the same Node (raise it deliberately).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG PNPM_VERSION=10
# pnpm from npm rather than corepack: corepack needs network access to verify signing keys.
RUN npm install -g pnpm@${PNPM_VERSION} && npm cache clean --force
# Same path as the runtime stage: pnpm's .bin shims contain absolute paths.
WORKDIR /app
# Only the lockfile decides what is downloaded, so source edits keep this layer cached.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=cache,id=paperjet-pnpm-store,target=/pnpm/store \
    pnpm fetch --store-dir /pnpm/store
COPY . .
RUN --mount=type=cache,id=paperjet-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --offline --store-dir /pnpm/store
# Builds the worker into one module (render-worker/dist/main.mjs, decision 089) and @paperjet/print's
# bundle of the engine that is loaded into Chromium pages (neither is built at run time).
RUN pnpm --filter "@paperjet/render-worker..." run build
# Production dependencies of the worker and the packages it imports, nothing of web.
RUN --mount=type=cache,id=paperjet-pnpm-store,target=/pnpm/store \
    find . -name node_modules -type d -prune -exec rm -rf '{}' + \
 && pnpm install --frozen-lockfile --offline --prod --store-dir /pnpm/store --filter "@paperjet/render-worker..."

FROM ${NODE_IMAGE} AS runtime
# Debian's Chromium, never a downloaded browser. The bundled template fonts are loaded by the
# engine; these are the fallbacks for characters they do not cover.
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium-headless-shell fonts-dejavu-core fonts-noto-core icc-profiles-free tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    CHROMIUM_PATH=/usr/lib/chromium/chromium-headless-shell \
    WORKER_HTTP_PORT=9464
WORKDIR /app
COPY --from=build /app/package.json /app/pnpm-workspace.yaml /app/tsconfig.base.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages ./packages
COPY --from=build /app/render-worker ./render-worker
USER node
WORKDIR /app/render-worker
EXPOSE 9464
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.WORKER_HTTP_PORT || 9464) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# tini forwards SIGTERM (the worker then finishes its active jobs) and reaps Chromium's zombies.
ENTRYPOINT ["/usr/bin/tini", "--"]
# = `pnpm --filter @paperjet/render-worker start` (node dist/main.mjs) in one process, so SIGTERM
# reaches the worker directly.
CMD ["node", "dist/main.mjs"]
