#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on loopback for the tests and prints its URL (TEST_DATABASE_URL).
# Debian's postgresql package; run as the postgres user (initdb refuses root). Idempotent: a running one is reused.
set -euo pipefail
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
DIR=${PGTEST_DIR:-/tmp/approval-pgtest}
PORT=${PGTEST_PORT:-54329}
URL="postgres://postgres@127.0.0.1:${PORT}/postgres"
if ! runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
  rm -rf "$DIR"; mkdir -p "$DIR"; chown postgres "$DIR"
  runuser -u postgres -- "$BIN/initdb" -D "$DIR" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null
  # Enough connections for two server processes and the bench; fsync stays on (the durability tests rely on it).
  runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR" -l "$DIR/log" -w \
    -o "-h 127.0.0.1 -p $PORT -k /tmp -c max_connections=200 -c shared_buffers=256MB" start >/dev/null
fi
echo "$URL"
