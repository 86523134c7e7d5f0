#!/usr/bin/env bash
# Runs the server test suite against a real PostgreSQL instead of PGlite, to prove the same SQL
# works on both. Installs PostgreSQL from Debian if it is missing (needs root and apt), starts a
# throw-away cluster in a temp dir on a free port (no system cluster is touched), creates a role
# and a database, runs `DATABASE_URL=... npx vitest run tests/server server.test` (or the vitest
# arguments given, e.g. `npm run test:postgres -- tests/server/instances.test.ts`: the
# two-process test alone), then removes the cluster.
# If PostgreSQL cannot be installed or started, it says why and exits 0 (the PGlite run still
# covers the suite); a test failure exits non-zero.
set -euo pipefail
cd "$(dirname "$0")/.."

skip() {
  echo "ci-postgres: SKIPPED: $*" >&2
  exit 0
}

find_bin() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir"
}

BIN=$(find_bin || true)
if [ -z "$BIN" ]; then
  [ "$(id -u)" = 0 ] || skip "PostgreSQL is not installed and installing it needs root"
  command -v apt-get >/dev/null || skip "PostgreSQL is not installed and there is no apt-get"
  echo "ci-postgres: installing PostgreSQL from Debian..."
  apt-get update -qq >/tmp/ci-postgres-apt.log 2>&1 || skip "apt-get update failed: $(tail -n 3 /tmp/ci-postgres-apt.log)"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >>/tmp/ci-postgres-apt.log 2>&1 ||
    skip "apt-get install postgresql failed: $(tail -n 3 /tmp/ci-postgres-apt.log)"
  BIN=$(find_bin || true)
  [ -n "$BIN" ] || skip "postgresql installed but no initdb under /usr/lib/postgresql"
fi
echo "ci-postgres: using $("$BIN/postgres" --version)"

# PostgreSQL refuses to run as root: use the 'postgres' account the package creates.
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

WORK=$(mktemp -d /tmp/sofia-ci-postgres-XXXXXX)
[ "$(id -u)" = 0 ] && chown postgres:postgres "$WORK"
PORT=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
PASSWORD=$(node -e "console.log(require('crypto').randomBytes(12).toString('hex'))")

cleanup() {
  as_pg "$BIN/pg_ctl" -D "$WORK/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

# Local socket: trust (setup only); TCP: password (scram), as an application would connect.
as_pg "$BIN/initdb" -D "$WORK/data" -U postgres --auth-local=trust --auth-host=scram-sha-256 >"$WORK/initdb.log" 2>&1 ||
  skip "initdb failed: $(tail -n 3 "$WORK/initdb.log")"
as_pg "$BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$WORK" start >/dev/null ||
  skip "PostgreSQL did not start: $(tail -n 3 "$WORK/server.log")"

as_pg "$BIN/psql" -q -h "$WORK" -p "$PORT" -U postgres -v ON_ERROR_STOP=1 \
  -c "CREATE ROLE sofia LOGIN PASSWORD '$PASSWORD'" \
  -c "CREATE DATABASE sofia_test OWNER sofia"

# The whole run (no arguments), or SOFIA_DUMP_PROOF=1: a pg_dump restores and passes check-data (#37).
if [ "$#" -eq 0 ] || [ "${SOFIA_DUMP_PROOF:-0}" = 1 ]; then
  export -f as_pg
  BIN="$BIN" SOCKET="$WORK" PORT="$PORT" APP_PASSWORD="$PASSWORD" WORK="$WORK" bash scripts/pg-dump-proof.sh
fi

export DATABASE_URL="postgres://sofia:$PASSWORD@127.0.0.1:$PORT/sofia_test"
[ "$#" -gt 0 ] || set -- tests/server server.test
echo "ci-postgres: running $* against postgres://sofia:***@127.0.0.1:$PORT/sofia_test"
npx vitest run "$@"
