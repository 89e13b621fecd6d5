import { randomBytes } from 'node:crypto';
import { knex as makeKnex } from 'knex';
import { openDatabase, type Database } from './database';

/**
 * A throw-away database for one test file: a fresh database on the server named by DATABASE_URL
 * when it is set (CI), else in-memory PGlite. `close()` drops it.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({});
  const name = `feedhub_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = makeKnex({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  await admin.raw('create database ??', [name]);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: target.toString(), poolMax: 5 });
  return {
    ...db,
    close: async () => {
      await db.close();
      await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
    },
  };
}
