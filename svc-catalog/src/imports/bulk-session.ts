import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Knex } from '@feedhub/db';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { SqlConnection } from '../sql-connection';

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
/** A connection while a step holds it. */
export type BulkConnection = SqlConnection;

/** The import's session (PostgreSQL's can also save a table to a file and load it back). */
export type BulkSession = PgBulkSession | PgliteBulkSession;

/** What both kinds of session do. */
interface BulkSessionBase {
  /** Runs a step on the session's connection. */
  use<T>(step: (c: BulkConnection) => Promise<T>): Promise<T>;
  /** Runs a step in one transaction (rolled back when it throws). */
  transaction<T>(step: (c: BulkConnection) => Promise<T>): Promise<T>;
  /**
   * Queues a block of COPY text lines into a table; resolves once the blocks queued ahead of it hold
   * at most `queueBytes` of text (PostgreSQL: one chunk, so Node reads the next chunk on while a merge
   * runs; PGlite, which shares Node's thread: nothing, the block before it is in). Memory stays flat.
   * `written` is called once the block is in the table (its buffers are free then).
   */
  copy(
    table: string,
    columns: readonly string[],
    parts: readonly Buffer[],
    written?: () => void,
  ): Promise<void>;
  /**
   * Queues a transaction after the blocks queued so far (COPY blocks queued later wait for it, so a
   * merge never sees rows of the next chunk). Resolves with its result; its failure is also thrown by
   * the next copy or flush.
   */
  enqueueTransaction<T>(step: (c: BulkConnection) => Promise<T>): Promise<T>;
  /** Like enqueueTransaction, without a transaction of its own (a guarded run's steps inside its spanning one). */
  enqueue<T>(step: (c: BulkConnection) => Promise<T>): Promise<T>;
  /** Waits for everything queued; throws the first failure. */
  flush(): Promise<void>;
  /** Drops the work not yet started (a stop, a failure): the step in progress ends, nothing after it runs. */
  discard(): void;
  /** Ends the session (drops nothing on pg: closing the connection drops its temp tables). */
  close(): Promise<void>;
}

/** PostgreSQL: a dedicated connection. */
export interface PgBulkSession extends BulkSessionBase {
  readonly kind: 'pg';
  /**
   * A table's rows to a file and back (COPY TO / FROM, streamed: memory stays flat): what a spanning
   * transaction must keep of itself before it rolls back.
   */
  saveTable(table: string, path: string): Promise<void>;
  loadTable(table: string, path: string): Promise<void>;
}

/** PGlite: the process's one connection, taken for each step. */
export interface PgliteBulkSession extends BulkSessionBase {
  readonly kind: 'pglite';
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

/**
 * Text of COPY blocks that may wait on PostgreSQL (one merge chunk and a little): while the server
 * merges chunk N, Node reads, maps and queues chunk N+1 (~15–20 MB of XML lines at 25k rows).
 */
const PG_QUEUE_BYTES = 48 << 20;

type CopyBlock = (table: string, columns: readonly string[], parts: readonly Buffer[]) => Promise<void>;

/** Runs a step on the connection (in a transaction of its own, or not). */
type StepRunner = <T>(step: (c: BulkConnection) => Promise<T>) => Promise<T>;

/**
 * The session's work, one step after another on its connection: COPY blocks and queued transactions.
 * The first failure is kept (later work is dropped) and thrown by copy and flush. `copy` waits while
 * the text of the blocks ahead exceeds `queueBytes`.
 */
function workQueue(
  copyBlock: CopyBlock,
  transaction: StepRunner,
  queueBytes: number,
  use: StepRunner,
): Pick<BulkSessionBase, 'copy' | 'enqueueTransaction' | 'enqueue' | 'flush' | 'discard'> {
  let pending: Promise<void> = Promise.resolve();
  let failure: unknown = null;
  /** Blocks queued and not yet in, oldest first. */
  const queued: { bytes: number; done: Promise<void> }[] = [];
  let queuedBytes = 0;
  const push = <T>(work: () => Promise<T>): Promise<T | undefined> => {
    const result = pending.then(async () => {
      if (failure) return undefined;
      try {
        return await work();
      } catch (error) {
        failure ??= error;
        return undefined;
      }
    });
    pending = result.then(() => undefined);
    return result;
  };
  return {
    async copy(table, columns, parts, written) {
      if (failure) throw failure;
      const entry = { bytes: parts.reduce((sum, part) => sum + part.length, 0), done: Promise.resolve() };
      entry.done = push(async () => {
        await copyBlock(table, columns, parts);
        written?.();
      }).then(() => {
        queued.splice(queued.indexOf(entry), 1);
        queuedBytes -= entry.bytes;
      });
      // Waits for the blocks ahead of this one until they hold at most queueBytes.
      let ahead = queuedBytes;
      queued.push(entry);
      queuedBytes += entry.bytes;
      for (const block of queued.slice(0, -1)) {
        if (ahead <= queueBytes) break;
        ahead -= block.bytes;
        await block.done;
      }
      if (failure) throw failure;
    },
    async enqueueTransaction<T>(step: (c: BulkConnection) => Promise<T>): Promise<T> {
      if (failure) throw failure;
      const result = await push(() => transaction(step));
      if (failure) throw failure;
      return result as T;
    },
    async enqueue<T>(step: (c: BulkConnection) => Promise<T>): Promise<T> {
      if (failure) throw failure;
      const result = await push(() => use(step));
      if (failure) throw failure;
      return result as T;
    },
    async flush() {
      await pending;
      if (failure) throw failure;
    },
    discard() {
      failure ??= new Error('the import session was discarded');
    },
  };
}

async function openPgSession(config: pg.ClientConfig): Promise<BulkSession> {
  const client = new pg.Client(config);
  await client.connect();
  // A session that dies (server restart) fails the step in progress; keep the error off the process.
  client.on('error', () => undefined);
  // Chunk merges commit without waiting for their WAL flush (12 % of a first import's merge time,
  // measured): a crash can lose only merges of a run that has not finished, and that run is retried
  // and merges again. The finish commits synchronously, which flushes every merge before it.
  await client.query('set synchronous_commit = off');
  const connection: BulkConnection = {
    async query<R>(sql: string, params?: unknown[]) {
      const result = await client.query(sql, params);
      return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
    },
  };
  const copyBlock = async (table: string, columns: readonly string[], parts: readonly Buffer[]) => {
    const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
    const done = once(stream, 'finish');
    for (const part of parts) stream.write(part);
    stream.end();
    await done;
  };
  const transaction: StepRunner = async (step) => {
    await client.query('begin');
    try {
      const result = await step(connection);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  };
  const use: StepRunner = (step) => step(connection);
  const queue = workQueue(copyBlock, transaction, PG_QUEUE_BYTES, use);
  return {
    kind: 'pg',
    use,
    transaction,
    ...queue,
    async saveTable(table, path) {
      await pipeline(client.query(copyTo(`copy ${table} to stdout`)), createWriteStream(path));
    },
    async loadTable(table, path) {
      await pipeline(createReadStream(path), client.query(copyFrom(`copy ${table} from stdin`)));
    },
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
  const copyBlock = async (table: string, columns: readonly string[], parts: readonly Buffer[]) => {
    const raw: unknown = await knex.client.acquireConnection();
    try {
      if (!isPglite(raw)) throw new Error('the import expected a PGlite connection');
      await raw.query(`copy ${table} (${columns.join(', ')}) from '/dev/blob'`, [], {
        // The parts are allocUnsafeSlow buffers: plain ArrayBuffers, never a SharedArrayBuffer.
        blob: new Blob(parts.map((part) => part as Uint8Array<ArrayBuffer>)),
      });
    } finally {
      await knex.client.releaseConnection(raw);
    }
  };
  const transaction: StepRunner = (step) =>
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
    });
  // PGlite runs on Node's thread: nothing to overlap, one block at a time.
  const queue = workQueue(copyBlock, transaction, 0, use);
  return {
    kind: 'pglite',
    use,
    transaction,
    ...queue,
    async close() {
      await queue.flush().catch(() => undefined);
    },
  };
}
