import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ConnectionEvent, connectionWarnings, guardPool, retryReadOnlyTransaction } from './connection';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; code is written against this type. */
export type Db = ReturnType<typeof drizzlePg<Schema>>;

export interface DbOptions {
  /** postgres://… runs on a PostgreSQL server; otherwise the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; undefined keeps the database in memory (tests). */
  dataDir?: string | undefined;
  /** Called for every SQL statement; used by tests that guard against N+1 queries. */
  onQuery?: (sql: string) => void;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** A PGlite data directory dumped with dumpDataDir(): tests start from a migrated, seeded copy. */
  loadDataDir?: Blob | undefined;
  /** PostgreSQL: lost connections and retried reads (connection.ts); by default a warning now and then. */
  onConnectionEvent?: (event: ConnectionEvent) => void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the connection string (the live-event bus opens its own LISTEN connection with it). */
  url?: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to clone the database cheaply. */
  dump?: () => Promise<Blob>;
  /** Resolves when the database answers a statement (readiness); rejects when it cannot be reached. */
  ping(): Promise<void>;
}

/** PGlite's shared buffers (docs/performance.md, "Memory"). */
export const PGLITE_SHARED_BUFFERS = '16MB';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * bigint (int8) as a JS number when it is a safe integer, else a BigInt — what PGlite does. node-postgres reads int8 as
 * a string by default, so money in bigint columns read through raw SQL (and every count(*)) would differ between the
 * two drivers. Money never passes 2^53 (the Money scalar refuses it), so the BigInt branch is a guard, not a path. It
 * is pg's process-wide parser because drizzle hands every query its own parsers, falling back to the global ones.
 */
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : BigInt(value);
});

export async function createDatabase(options: DbOptions = {}): Promise<Database> {
  const logger: Logger | undefined = options.onQuery
    ? { logQuery: (query: string) => options.onQuery?.(query) }
    : undefined;

  if (options.databaseUrl) {
    // keepAlive: a connection whose server vanished without a word (a failover, a dropped network) is noticed by
    // the socket rather than by the next statement hanging on it.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, keepAlive: true });
    // Without these, a connection the server or the network ends while a request holds it stopped the whole API.
    const onEvent = options.onConnectionEvent ?? connectionWarnings();
    guardPool(pool, onEvent);
    const db = drizzlePg({ client: pool, schema, logger, casing: 'snake_case' });
    const transaction = db.transaction.bind(db);
    db.transaction = ((run, config) =>
      retryReadOnlyTransaction(
        () => transaction(run, config),
        config?.accessMode === 'read only',
        onEvent,
      )) as typeof db.transaction;
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
      ping: async () => {
        await pool.query('select 1');
      },
    };
  }

  // PGlite creates only the last folder of the path: DATA_DIR=/var/lib/chobep/data on a fresh machine would stop the
  // API at every start (and the supervisor restart it forever) for want of /var/lib/chobep.
  if (options.dataDir && !options.dataDir.includes('://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers live inside PGlite's WebAssembly memory, which never shrinks:
    // filled once, they are 128 MB of the API's RSS for a demo database of 15 MB. PGlite's files are cached by the
    // operating system anyway, so a small pool costs a read from the page cache, not from the disk.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema, logger, casing: 'snake_case' });
  return {
    // The PGlite and node-postgres builders share one API; the cast keeps one Db type for callers.
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: async () => client.dumpDataDir('none'),
    ping: async () => {
      await client.query('select 1');
    },
  };
}
