import type { Knex } from 'knex';

// "Nothing stored": the row count of every table of every schema, compared around a route's cases.

/**
 * Tables a refused request may still write, each for a reason outside the request's data: a failed
 * login is counted for throttling (that is its point); worker pools register themselves when they start.
 */
const COUNTED_ANYWAY = new Set(['identity.login_attempts', 'jobs.workers']);

/** Row counts by `schema.table`. */
export type RowCounts = Record<string, number>;

/** Reads the row count of every table (one statement). */
export async function rowCounts(knex: Knex): Promise<RowCounts> {
  const tables = (await knex('information_schema.tables')
    .select('table_schema', 'table_name')
    .where('table_type', 'BASE TABLE')
    .whereNotIn('table_schema', ['pg_catalog', 'information_schema'])) as {
    table_schema: string;
    table_name: string;
  }[];
  const names = tables
    .map((t) => `${t.table_schema}.${t.table_name}`)
    .filter((name) => !COUNTED_ANYWAY.has(name))
    .sort();
  const sql = names
    .map((name, i) => {
      const [schema, table] = name.split('.');
      return `select ${i} as i, count(*)::int as n from "${schema}"."${table}"`;
    })
    .join(' union all ');
  const { rows } = (await knex.raw(sql)) as { rows: { i: number; n: number }[] };
  return Object.fromEntries(rows.map((r) => [names[r.i], Number(r.n)]));
}

/** The tables whose count changed: `schema.table before→after`. */
export function changedTables(before: RowCounts, after: RowCounts): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name} ${before[name] ?? 0}→${after[name] ?? 0}`);
}

/** Waits until the counts hold still (background work a 2xx started has settled); returns them. */
export async function settledCounts(knex: Knex, quietMs = 300, withinMs = 15_000): Promise<RowCounts> {
  const deadline = Date.now() + withinMs;
  let last = await rowCounts(knex);
  for (;;) {
    await new Promise((r) => setTimeout(r, quietMs));
    const now = await rowCounts(knex);
    if (!changedTables(last, now).length || Date.now() > deadline) return now;
    last = now;
  }
}
