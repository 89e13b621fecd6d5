import { once } from 'node:events';
import type { Knex } from '@feedhub/db';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/**
 * The import's own database session (FEEDS "Recommended import pipeline", one BulkWriter with two
 * implementations). It owns the run's temp tables and speaks COPY:
 * - PostgreSQL: a dedicated connection for the whole run (its temp tables live as long as it does),
 *   COPY through pg-copy-streams; COPY blocks are pipelined, so PostgreSQL ingests one block on its
 *   core while Node parses the next.
 * - PGlite: the process's one connection, taken from knex's pool only for each step (`use`), so the
 *   API and the job reports keep running between steps; COPY … FROM '/dev/blob' with the block as a
 *   blob. Temp tables live in the one session that never ends; names carry the job id.
 */

/** Rows of a statement. */
export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

/** A connection while a step holds it. */
export interface BulkConnection {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
}

/** The import's session. */
export interface BulkSession {
  readonly kind: 'pg' | 'pglite';
  /** Runs a step on the session's connection. */
  use<T>(step: (c: BulkConnection) => Promise<T>): Promise<T>;
  /** Runs a step in one transaction (rolled back when it throws). */
  transaction<T>(step: (c: BulkConnection) => Promise<T>): Promise<T>;
  /**
   * Queues a block of COPY text lines into a table; resolves once the block before it is in, so at
   * most one block waits (flat memory, PostgreSQL works while the caller reads on).
   */
  copy(table: string, columns: readonly string[], text: string): Promise<void>;
  /** Waits for the queued COPY blocks; throws the first failure. */
  flush(): Promise<void>;
  /** Ends the session (drops nothing on pg: closing the connection drops its temp tables). */
  close(): Promise<void>;
}

/** What a PGlite instance offers that the import uses. */
interface PgliteConnection {
  query(
    sql: string,
    params?: unknown[],
    options?: { blob?: Blob },
  ): Promise<{ rows: unknown[]; affectedRows?: number }>;
  waitReady: Promise<void>;
}

function isPglite(connection: unknown): connection is PgliteConnection {
  return typeof connection === 'object' && connection !== null && 'waitReady' in connection;
}

/** The connection string knex was opened with (openDatabase passes a URL). */
function connectionConfig(knex: Knex): pg.ClientConfig | null {
  const connection = knex.client.config.connection as unknown;
  if (typeof connection === 'string') return { connectionString: connection };
  if (typeof connection === 'object' && connection !== null && typeof connection !== 'function')
    return connection as pg.ClientConfig;
  return null;
}

/** Opens the session on whatever knex runs on (knex-pglite's client holds its instance as `pglite`). */
export async function openBulkSession(knex: Knex): Promise<BulkSession> {
  if ('pglite' in knex.client) return openPgliteSession(knex);
  const config = connectionConfig(knex);
  if (!config) throw new Error('the import needs the PostgreSQL connection settings knex was opened with');
  return openPgSession(config);
}

type CopyBlock = (table: string, columns: readonly string[], text: string) => Promise<void>;

/** COPY blocks one after another; the first failure is kept and thrown by flush (later blocks are dropped). */
function copyQueue(copyBlock: CopyBlock): Pick<BulkSession, 'copy' | 'flush'> {
  let pending: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  return {
    async copy(table, columns, text) {
      const ahead = pending;
      pending = ahead.then(() =>
        failure
          ? undefined
          : copyBlock(table, columns, text).catch((error: unknown) => {
              failure ??= error;
            }),
      );
      await ahead;
      if (failure) throw failure;
    },
    async flush() {
      await pending;
      if (failure) throw failure;
    },
  };
}

async function openPgSession(config: pg.ClientConfig): Promise<BulkSession> {
  const client = new pg.Client(config);
  await client.connect();
  // A session that dies (server restart) fails the step in progress; keep the error off the process.
  client.on('error', () => undefined);
  const connection: BulkConnection = {
    async query<R>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
    },
  };
  const copyBlock = async (table: string, columns: readonly string[], text: string) => {
    const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
    const done = once(stream, 'finish');
    stream.end(text);
    await done;
  };
  const queue = copyQueue(copyBlock);
  return {
    kind: 'pg',
    use: (step) => step(connection),
    async transaction(step) {
      await client.query('begin');
      try {
        const result = await step(connection);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
    },
    ...queue,
    async close() {
      await queue.flush().catch(() => undefined);
      await client.end().catch(() => undefined);
    },
  };
}

async function openPgliteSession(knex: Knex): Promise<BulkSession> {
  const use = async <T>(step: (c: BulkConnection) => Promise<T>): Promise<T> => {
    const raw: unknown = await knex.client.acquireConnection();
    try {
      if (!isPglite(raw)) throw new Error('the import expected a PGlite connection');
      const pglite = raw;
      return await step({
        async query<R>(sql: string, params?: unknown[]) {
          const result = await pglite.query(sql, params);
          return { rows: result.rows as R[], rowCount: result.affectedRows ?? 0 };
        },
      });
    } finally {
      await knex.client.releaseConnection(raw);
    }
  };
  const copyBlock = async (table: string, columns: readonly string[], text: string) => {
    const raw: unknown = await knex.client.acquireConnection();
    try {
      if (!isPglite(raw)) throw new Error('the import expected a PGlite connection');
      await raw.query(`copy ${table} (${columns.join(', ')}) from '/dev/blob'`, [], {
        blob: new Blob([text]),
      });
    } finally {
      await knex.client.releaseConnection(raw);
    }
  };
  const queue = copyQueue(copyBlock);
  return {
    kind: 'pglite',
    use,
    transaction: (step) =>
      use(async (c) => {
        await c.query('begin');
        try {
          const result = await step(c);
          await c.query('commit');
          return result;
        } catch (error) {
          await c.query('rollback').catch(() => undefined);
          throw error;
        }
      }),
    ...queue,
    async close() {
      await queue.flush().catch(() => undefined);
    },
  };
}
