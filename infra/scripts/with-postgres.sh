#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL cluster
# (Debian's postgresql package, installed when missing), removed afterwards.
set -euo pipefail

pgbin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
if [ -z "$(pgbin)" ]; then
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  else echo "PostgreSQL is missing: sudo apt-get install -y postgresql" >&2; exit 1; fi
fi
bin="$(pgbin)"
dir="$(mktemp -d)"
port="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
# PostgreSQL refuses to run as root. runuser by its path: /usr/sbin is not on every PATH.
as_owner=()
if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; as_owner=(/usr/sbin/runuser -u postgres --); fi

"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -A trust -U postgres >/dev/null
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
cleanup() { "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT

echo "[postgres] PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
