import type { Db } from '@chobep/db';
import { PgTransaction } from 'drizzle-orm/pg-core';

/**
 * A statement prepared once per database, for the reads every cart and checkout call makes. Drizzle builds a
 * statement's SQL from the query builder at every call (≈ 0.1–0.3 ms for the cart's wide join, more than
 * PostgreSQL's own work for a cart), and a named statement is parsed and planned once per connection rather than
 * at every call. Inside a transaction a statement must run on the transaction's connection, which a statement
 * prepared on the pool does not: there `preparedFor` answers null and the caller builds the query as before.
 */
export function preparedFor<P>(prepare: (db: Db) => P): (db: Db) => P | null {
  const cache = new WeakMap<Db, P>();
  return (db) => {
    if (db instanceof PgTransaction) return null;
    let prepared = cache.get(db);
    if (!prepared) {
      prepared = prepare(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}
