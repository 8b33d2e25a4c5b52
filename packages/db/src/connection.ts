import type pg from 'pg';

/**
 * Losing the database connection (a failover, a network blip, pg_terminate_backend, an idle-in-transaction or idle
 * session timeout): what the API must survive without stopping. Everything here is for PostgreSQL servers; PGlite
 * lives in the process and has no connection to lose.
 */

/**
 * SQLSTATEs that mean the connection is gone or was refused: class 08 (connection exception), the server shutting
 * the session down (57P01 admin_shutdown — what pg_terminate_backend sends —, 57P02 crash_shutdown, 57P03
 * cannot_connect_now, 57P05 idle_session_timeout), 25P03 idle_in_transaction_session_timeout and 53300
 * too_many_connections.
 */
const CONNECTION_STATES = new Set(['57P01', '57P02', '57P03', '57P05', '25P03', '53300']);
/** Socket failures: the server is unreachable or the connection was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres and pg-pool say when a connection ended or never came (they set no code). */
const MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Connection terminated due to connection timeout/,
];

/**
 * Whether an error (or what it wraps: drizzle's DrizzleQueryError carries the driver's error as `cause`, a refused
 * connection to several addresses is an AggregateError) says the database connection was lost or could not be made,
 * rather than that a statement was wrong.
 */
export function isConnectionError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string') {
    if (e.code.startsWith('08') || CONNECTION_STATES.has(e.code) || SOCKET_CODES.has(e.code)) return true;
  }
  if (typeof e.message === 'string' && MESSAGES.some((m) => m.test(e.message as string))) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isConnectionError(inner, depth + 1))) return true;
  return isConnectionError(e.cause, depth + 1);
}

/**
 * Whether a statement sent outside any transaction may be a read: it starts with SELECT or WITH. That is only the
 * first filter — a cart write, `select … from (select * from cart_put_lines(…))`, writes through a function —, so
 * the retry itself runs in a READ ONLY transaction, where PostgreSQL refuses any write: a statement that can write
 * is never run twice.
 */
export function mayBeRead(text: string | undefined): boolean {
  if (!text) return false;
  const start = text.replace(/^(\s|\(|--[^\n]*\n|\/\*[\s\S]*?\*\/)+/, '');
  return /^(select|with)\b/i.test(start);
}

export type ConnectionEvent =
  /** An idle pooled connection ended; the pool drops it and opens another when needed. */
  | { kind: 'idle-lost'; error: Error }
  /** A connection in use (a statement or a transaction under way) ended; its request fails, the others go on. */
  | { kind: 'in-use-lost'; error: Error }
  /** A read outside a transaction lost its connection and is run once more. */
  | { kind: 'read-retried'; error: unknown }
  /** A READ ONLY transaction lost its connection and is run once more. */
  | { kind: 'read-only-transaction-retried'; error: unknown };

/** Pause before a retry: the other connections the server ended in the same moment reach their 'error' first. */
const RETRY_PAUSE_MS = 25;
const pause = () => new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));

type QueryConfig = { text: string } & Record<string, unknown>;

/**
 * Makes a pool safe against lost connections, whatever the server or the network does:
 * - every client, idle or checked out, has an 'error' listener from the moment the pool opens it. pg-pool listens
 *   only on idle clients (and on a checked-out one only while its own pool.query runs), so a connection ended while
 *   a transaction held it — between two statements, or between its last statement and its release — emitted an
 *   'error' nobody heard, which Node turns into the end of the process. The failed client is given back to the pool
 *   at once, which drops it; the statement or transaction that uses it next fails.
 * - `pool.query` (statements outside a transaction: drizzle runs those on the pool, and a transaction on a client of
 *   its own) runs a statement that may be a read once more when its connection was lost, in a READ ONLY transaction
 *   on another connection (see mayBeRead). Nothing inside a transaction is ever retried here: its commit state is
 *   unknown to us, and the caller decides (orderCreate's token makes the buyer's retry safe).
 */
export function guardPool(pool: pg.Pool, onEvent: (event: ConnectionEvent) => void): pg.Pool {
  pool.on('error', (error) => onEvent({ kind: 'idle-lost', error }));
  pool.on('connect', (client) => {
    // pg-pool gives the client a new release() at each checkout; this wraps each so that it runs once, and knows
    // whether the client is checked out. A second release() is then harmless rather than a throw.
    let release: ((error?: Error | boolean) => void) | undefined;
    let checkedOut = false;
    Object.defineProperty(client, 'release', {
      configurable: true,
      enumerable: true,
      get: () => release,
      set: (poolRelease: (error?: Error | boolean) => void) => {
        checkedOut = true;
        release = (error) => {
          if (!checkedOut) return;
          checkedOut = false;
          poolRelease(error);
        };
      },
    });
    client.on('error', (error) => {
      // Idle, pg-pool's own listener drops the client.
      if (!checkedOut) return;
      onEvent({ kind: 'in-use-lost', error });
      // Given back at once, with its error, so that the pool drops it and may open another: drizzle does not
      // release a client whose BEGIN failed, so a connection lost at that moment would hold its place in the pool
      // for good, and enough of them would leave every request waiting. The holder's next statement fails (the
      // client is not queryable), and its own release() later does nothing.
      release?.(error);
    });
  });
  const query = pool.query.bind(pool) as (
    config: unknown,
    values?: unknown,
    callback?: unknown,
  ) => Promise<pg.QueryResult>;
  const retryReadOnly = async (config: unknown, values: unknown) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      await client.query('begin read only');
      const result = await client.query(config as QueryConfig, values as unknown[]);
      await client.query('commit');
      return result;
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      // A client whose retry failed is dropped rather than handed out again with a transaction open.
      client.release(failure);
    }
  };
  const guarded = (config: unknown, values?: unknown, callback?: unknown) => {
    if (typeof values === 'function' || typeof callback === 'function') return query(config, values, callback);
    const text = typeof config === 'string' ? config : (config as QueryConfig | undefined)?.text;
    const run = query(config, values);
    if (!mayBeRead(text)) return run;
    return run.catch(async (error: unknown) => {
      if (!isConnectionError(error)) throw error;
      onEvent({ kind: 'read-retried', error });
      await pause();
      // A statement the server refuses in a READ ONLY transaction can write: the caller gets the first failure.
      return retryReadOnly(typeof config === 'string' ? { text: config } : config, values).catch(() => {
        throw error;
      });
    });
  };
  pool.query = guarded as unknown as typeof pool.query;
  return pool;
}

/**
 * Runs a READ ONLY transaction once more when its connection was lost: PostgreSQL refused every write in it, so
 * running it again changes nothing but what it reads. Its callback must have no effect outside the database (the
 * catalogue snapshot's build, the one such transaction, only reads).
 */
export async function retryReadOnlyTransaction<T>(
  run: () => Promise<T>,
  readOnly: boolean,
  onEvent: (event: ConnectionEvent) => void,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!readOnly || !isConnectionError(error)) throw error;
    onEvent({ kind: 'read-only-transaction-retried', error });
    await pause();
    return run();
  }
}

/**
 * The default report of connection events: a warning, at most one line every 10 s with how many were not written,
 * because a failover ends every pooled connection at once.
 */
export function connectionWarnings(write: (line: string) => void = console.warn): (event: ConnectionEvent) => void {
  let lastAt = 0;
  let quiet = 0;
  return (event) => {
    const now = Date.now();
    if (now - lastAt < 10_000) {
      quiet++;
      return;
    }
    const message = event.error instanceof Error ? event.error.message : String(event.error);
    write(
      `PostgreSQL connection: ${event.kind} (${message})${quiet ? `; ${quiet} more such events since the last line` : ''}`,
    );
    lastAt = now;
    quiet = 0;
  };
}
