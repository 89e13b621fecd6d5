// A database of the benchmark's own on the PostgreSQL server at `serverUrl`, dropped by `drop()`.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const knexFactory = require('knex');

/** Creates `<prefix>_<random>`; answers its name, its URL, and how to drop or keep it. */
export async function createBenchDatabase(serverUrl, prefix = 'feedhub_bench') {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const database = existingBenchDatabase(serverUrl, name);
  await database.admin.raw('create database ??', [name]);
  return database;
}

/** A database an earlier run kept (`--keep`): its name, its URL, and how to drop or keep it. */
export function existingBenchDatabase(serverUrl, name) {
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    admin,
    async drop() {
      await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
    },
    /** Leaves the database (for EXPLAIN sessions) and closes the connection. */
    keep: () => admin.destroy(),
  };
}
