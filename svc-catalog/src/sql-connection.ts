import type { Knex } from '@feedhub/db';

export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

/**
 * A connection that takes numbered parameters ($1…, each used once, in order): an import's bulk
 * session holds one, and knexConnection makes one of knex (or of a knex transaction).
 */
export interface SqlConnection {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
}

/** Knex as a SqlConnection. */
export function knexConnection(knex: Knex): SqlConnection {
  return {
    async query<R>(sql: string, params: unknown[] = []) {
      const result = (await knex.raw(sql.replace(/\$\d+/g, '?'), params as never[])) as {
        rows: R[];
        rowCount: number;
      };
      return { rows: result.rows, rowCount: result.rowCount };
    },
  };
}
