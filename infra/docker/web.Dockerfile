# syntax=docker/dockerfile:1
# The Remix web app. Build from the repository root:
#   docker build -f infra/docker/web.Dockerfile -t paperjet/web .
# The same image runs migrations: `pnpm db:migrate` (see infra/compose.yaml, infra/k8s/migrate-job.yaml).

# Node 24 LTS, pinned to a patch release so a rebuild runs the same Node (raise it deliberately).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS base
ARG PNPM_VERSION=10
# qpdf: web encrypts password-protected PDFs (docs/decisions/060).
# pnpm from npm rather than corepack: corepack needs network access to verify signing keys.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini qpdf \
 && rm -rf /var/lib/apt/lists/* \
 && npm install -g pnpm@${PNPM_VERSION} \
 && npm cache clean --force
# Stages share /app: pnpm's .bin shims contain absolute paths.
WORKDIR /app

FROM base AS build
# Only the lockfile decides what is downloaded, so source edits keep this layer cached.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=cache,id=paperjet-pnpm-store,target=/pnpm/store \
    pnpm fetch --store-dir /pnpm/store
COPY . .
RUN --mount=type=cache,id=paperjet-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --offline --store-dir /pnpm/store
# Builds web and, first, every workspace package it depends on that has a build script.
RUN pnpm --filter "@paperjet/web..." run build
# Swap in production dependencies only. The whole workspace, not just web: `pnpm db:migrate`
# runs packages/db through tsx, which only a production dependency of render-worker provides.
RUN --mount=type=cache,id=paperjet-pnpm-store,target=/pnpm/store \
    find . -name node_modules -type d -prune -exec rm -rf '{}' + \
 && pnpm install --frozen-lockfile --offline --prod --store-dir /pnpm/store

FROM base AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    npm_config_update_notifier=false
COPY --from=build /app /app
# Embedded PGlite fallback (no DATABASE_URL) writes to /app/.data; production sets DATABASE_URL.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
WORKDIR /app/web
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# tini forwards SIGTERM so server.mjs can finish in-flight requests, then close its clients; it also reaps zombies.
ENTRYPOINT ["/usr/bin/tini", "--"]
# = `pnpm --filter @paperjet/web start`, without pnpm between tini and the server.
CMD ["node", "server.mjs"]
