#!/usr/bin/env bash
# Issue #37, on PostgreSQL: a database holding the demo business (loans, payments, cash) is dumped
# with pg_dump while nothing else runs, restored with pg_restore into an empty database, and
# `npm run check-data` must pass on the restored one, as docs/server.md "Backups" tells an operator.
# Called by scripts/ci-postgres.sh with BIN (PostgreSQL's bin dir), HOST, PORT, the postgres
# superuser reachable on the socket dir SOCKET, and as_pg; the app connects as `sofia` by TCP.
set -euo pipefail
: "${BIN:?}" "${SOCKET:?}" "${PORT:?}" "${APP_PASSWORD:?}" "${WORK:?}"

psql_su() { as_pg "$BIN/psql" -q -h "$SOCKET" -p "$PORT" -U postgres -v ON_ERROR_STOP=1 "$@"; }
psql_su -c "CREATE DATABASE sofia_dump OWNER sofia" -c "CREATE DATABASE sofia_restored OWNER sofia"
SRC="postgres://sofia:$APP_PASSWORD@127.0.0.1:$PORT/sofia_dump"
DST="postgres://sofia:$APP_PASSWORD@127.0.0.1:$PORT/sofia_restored"

# First start in demo mode: migrations and the demo business.
mkdir -p "$WORK/dump-app"
DATABASE_URL="$SRC" SOFIA_DATA_DIR="$WORK/dump-app" npx tsx -e "
  (async () => {
    const { startServer } = await import('./server/start.ts');
    const s = await startServer({ dataDir: '$WORK/dump-app', databaseUrl: process.env.DATABASE_URL, port: 0, log: { info() {}, warn() {}, error: console.error } });
    await s.close();
  })().catch((error) => { console.error(error); process.exit(1); });
"
DUMP="$WORK/sofia.dump"
"$BIN/pg_dump" -Fc --no-owner -f "$DUMP" "$SRC"
(cd "$WORK" && sha256sum sofia.dump > SHA256SUMS && sha256sum -c SHA256SUMS >/dev/null)
"$BIN/pg_restore" --no-owner --exit-on-error -d "$DST" "$DUMP"
echo "ci-postgres: pg_dump → pg_restore → check-data on the restored database"
npx tsx scripts/check-data.ts "$DST"
