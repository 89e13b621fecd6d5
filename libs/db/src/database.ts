import { knex, type Knex } from 'knex';
import pg from 'pg';

/** Where the data lives: a PostgreSQL server, or PGlite in a directory (or memory) of this process. */
export interface DatabaseConfig {
  /** PostgreSQL connection string; when absent, embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; absent means in memory (tests). */
  dataDir?: string;
  /** Pool size per process on PostgreSQL. */
  poolMax?: number;
}

/** An open database: one knex instance every service of the process shares. */
export interface Database {
  /** Query builder; services address their own schema explicitly (`withSchema`). */
  knex: Knex;
  /** Which engine runs underneath. */
  kind: 'pg' | 'pglite';
  /** Closes the pool (and PGlite). */
  close(): Promise<void>;
}

// PostgreSQL returns int8 (count(*), bigserial) as strings; our ids and counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));

/**
 * Opens the database. On PGlite there is exactly one connection, so every service of the embedded
 * process must share this one instance (STACK trap 4): a transaction holds the connection and
 * other queries wait for it.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) {
    const instance = knex({
      client: 'pg',
      connection: config.databaseUrl,
      pool: { min: 0, max: config.poolMax ?? 10 },
      acquireConnectionTimeout: 10_000,
    });
    await instance.raw('select 1');
    return { knex: instance, kind: 'pg', close: () => instance.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { default: ClientPgLite } = await import('knex-pglite');
  const pglite = config.dataDir ? await PGlite.create(config.dataDir) : await PGlite.create();
  // PGlite returns int8 as bigint-free numbers already; numeric stays a string, as on pg.
  const instance = knex({
    client: ClientPgLite,
    dialect: 'postgres',
    connection: () => ({ pglite }) as object,
    acquireConnectionTimeout: 60_000,
  });
  await instance.raw('select 1');
  return {
    knex: instance,
    kind: 'pglite',
    close: async () => {
      await instance.destroy(); // knex-pglite closes PGlite with the pool
      if (!pglite.closed) await pglite.close();
    },
  };
}
