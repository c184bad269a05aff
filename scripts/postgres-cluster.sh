#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on 127.0.0.1 and a free port, for the real-database tests, and a streaming replica
# of it (DATABASE_REPLICA_URL's tests).
#   source scripts/postgres-cluster.sh && start_test_cluster   → exports TEST_DATABASE_URL
#   start_test_replica                                           → exports TEST_REPLICA_URL (after start_test_cluster)
#   stop_test_cluster                                            → stops both and removes their files
# Needs Debian's postgresql server package. initdb refuses to run as root, so as root it runs as `postgres`.

pg_bin_dir() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

as_cluster_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start_test_cluster() {
  local bin
  bin=$(pg_bin_dir)
  [ -n "$bin" ] || { echo "PostgreSQL server not installed" >&2; return 1; }
  KENJA_PG_DIR=$(mktemp -d /tmp/kenja-pg.XXXXXX)
  [ "$(id -u)" = 0 ] && chown postgres "$KENJA_PG_DIR"
  local port
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  as_cluster_owner "$bin/initdb" -D "$KENJA_PG_DIR/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
  as_cluster_owner "$bin/pg_ctl" -D "$KENJA_PG_DIR/data" -l "$KENJA_PG_DIR/server.log" -w \
    -o "-p $port -c listen_addresses=127.0.0.1 -k $KENJA_PG_DIR -c fsync=off -c max_connections=200" start >/dev/null
  export KENJA_PG_DIR
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "PostgreSQL test cluster on 127.0.0.1:$port"
}

start_test_replica() {
  local bin port primary_port
  bin=$(pg_bin_dir)
  [ -n "${KENJA_PG_DIR:-}" ] || { echo "start_test_cluster first" >&2; return 1; }
  primary_port=${TEST_DATABASE_URL##*:}
  primary_port=${primary_port%%/*}
  port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  # A base backup that writes its own standby settings (-R) and follows the primary's log from then on, through a
  # replication slot (-C -S): the tests make databases by the hundred, and without a slot the primary recycled log
  # the replica had not received yet, which stops a replica for good.
  as_cluster_owner "$bin/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$KENJA_PG_DIR/replica" \
    -R -X stream -C -S kenja_test_replica
  as_cluster_owner "$bin/pg_ctl" -D "$KENJA_PG_DIR/replica" -l "$KENJA_PG_DIR/replica.log" -w \
    -o "-p $port -c listen_addresses=127.0.0.1 -k $KENJA_PG_DIR -c fsync=off -c max_connections=200" start >/dev/null
  export TEST_REPLICA_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "PostgreSQL streaming replica on 127.0.0.1:$port"
}

stop_test_cluster() {
  [ -n "${KENJA_PG_DIR:-}" ] || return 0
  [ -d "$KENJA_PG_DIR/replica" ] && as_cluster_owner "$(pg_bin_dir)/pg_ctl" -D "$KENJA_PG_DIR/replica" -m fast -w stop >/dev/null 2>&1
  as_cluster_owner "$(pg_bin_dir)/pg_ctl" -D "$KENJA_PG_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$KENJA_PG_DIR"
  unset KENJA_PG_DIR
}
