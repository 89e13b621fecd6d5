import type { Knex } from 'knex';

/** One query to run: started when called. */
type Query<T> = () => PromiseLike<T>;

/**
 * Runs independent reads on `db` and answers their results in order: at once on the service's knex
 * (a pool: each takes a connection of its own), one after another on a transaction. A transaction has
 * one connection, and a query sent while another runs on it only waited in pg's client queue, which
 * pg 8 deprecates and pg 9 removes ("Calling client.query() when the client is already executing a query").
 */
export async function queriesOn<T extends readonly unknown[]>(
  db: Knex | Knex.Transaction,
  queries: { readonly [K in keyof T]: Query<T[K]> },
): Promise<T> {
  const list = queries as readonly Query<unknown>[];
  if (!db.isTransaction) return (await Promise.all(list.map((query) => query()))) as unknown as T;
  const results: unknown[] = [];
  for (const query of list) results.push(await query());
  return results as unknown as T;
}
