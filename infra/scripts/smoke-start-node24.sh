#!/usr/bin/env bash
# The start check (smoke-start.mjs) on Node 24 LTS: the npm registry's `node@24` package (the official
# binary, nothing else downloaded) installed into a temporary prefix and put first on PATH, so the
# fresh clone's `npm start` and everything it starts run on it. Not in .ci/run: a fresh clone's
# install and build take far longer than the 3 minutes CI can spend on it; run it before a release.
set -euo pipefail
cd "$(dirname "$0")/../.."
prefix="$(mktemp -d)"
trap 'rm -rf "$prefix"' EXIT
npm install --prefix "$prefix" node@24 --no-audit --no-fund --loglevel=error
bin="$prefix/node_modules/node/bin"
echo "[smoke] on Node $("$bin/node" --version)"
PATH="$bin:$PATH" "$bin/node" infra/scripts/smoke-start.mjs "$@"
