import { createTestDatabase, migrateLatest, migrateRollbackAll, type Database } from '@feedhub/db';
import { SCHEMA } from '../schema';
import { migrations } from './index';

// Every catalog migration goes down and up again (on PGlite, or PostgreSQL with DATABASE_URL).

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const constraints = async () =>
  (
    await db.knex.raw<{ rows: { conname: string }[] }>(
      `select conname from pg_constraint c join pg_class t on t.oid = c.conrelid
       join pg_namespace n on n.oid = t.relnamespace
       where n.nspname = ? and t.relname = 'partner_products' and contype = 'f' order by conname`,
      [SCHEMA],
    )
  ).rows.map((row) => row.conname);

test('the catalog migrations roll back and apply again; products carry no foreign keys at the latest', async () => {
  await migrateLatest(db.knex, SCHEMA, migrations);
  expect(await constraints()).toEqual([]);
  await migrateRollbackAll(db.knex, SCHEMA, migrations);
  expect(
    (
      await db.knex.raw<{ rows: unknown[] }>(
        `select tablename from pg_tables where schemaname = ? and tablename not like 'migrations%'`,
        [SCHEMA],
      )
    ).rows,
  ).toHaveLength(0);
  await migrateLatest(
    db.knex,
    SCHEMA,
    migrations.slice(
      0,
      migrations.findIndex((m) => m.name.includes('products_without_foreign_keys')),
    ),
  );
  expect(await constraints()).toEqual([
    'partner_products_category_id_foreign',
    'partner_products_partner_id_foreign',
  ]);
  await migrateLatest(db.knex, SCHEMA, migrations);
  expect(await constraints()).toEqual([]);
});
