import type { Knex } from 'knex';
import { createTestDatabase, type Database } from './index';
import { migrateLatest, migrateRollbackAll, pendingMigrations, type Migration } from './migrations';

const migrations: Migration[] = [
  {
    name: '20260101000000_create_things',
    up: (k: Knex, s) => k.schema.withSchema(s).createTable('things', (t) => t.increments('id')),
    down: (k: Knex, s) => k.schema.withSchema(s).dropTable('things'),
  },
  {
    name: '20260102000000_add_thing_name',
    up: (k: Knex, s) => k.schema.withSchema(s).alterTable('things', (t) => t.text('name')),
    down: (k: Knex, s) => k.schema.withSchema(s).alterTable('things', (t) => t.dropColumn('name')),
  },
];

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

test('runs pending migrations once, in the service schema, and reverts them', async () => {
  expect(await pendingMigrations(db.knex, 'svc_a', migrations)).toHaveLength(2);
  expect(await migrateLatest(db.knex, 'svc_a', migrations)).toEqual(migrations.map((m) => m.name));
  expect(await migrateLatest(db.knex, 'svc_a', migrations)).toEqual([]);
  await db.knex.withSchema('svc_a').table('things').insert({ name: 'x' });
  expect(await db.knex.withSchema('svc_a').table('things').select('name')).toEqual([{ name: 'x' }]);
  // another schema keeps its own migration table
  expect(await migrateLatest(db.knex, 'svc_b', migrations.slice(0, 1))).toHaveLength(1);
  await migrateRollbackAll(db.knex, 'svc_a', migrations);
  const exists = await db.knex.schema.withSchema('svc_a').hasTable('things');
  expect(exists).toBe(false);
  expect(await db.knex.schema.withSchema('svc_b').hasTable('things')).toBe(true);
});

test('bigint counts come back as numbers, numerics as exact strings', async () => {
  const row = (await db.knex.raw('select count(*) as c, 12.345::numeric(14,4) as n')).rows[0];
  expect(row).toEqual({ c: 1, n: '12.3450' });
});

test('a unique violation is recognised whether pg raised it or objection wrapped it', async () => {
  const { Model } = await import('objection');
  const { pgConstraint, pgErrorCode } = await import('./errors');
  await db.knex.raw('create schema if not exists errs');
  await db.knex.raw(
    'create table errs.things (id serial primary key, name text constraint things_name_unique unique)',
  );
  class Thing extends Model {
    static override tableName = 'errs.things';
  }
  await Thing.query(db.knex).insert({ name: 'a' });
  const wrapped = await Thing.query(db.knex)
    .insert({ name: 'a' })
    .catch((e: unknown) => e);
  const raw = await db.knex.raw("insert into errs.things (name) values ('a')").catch((e: unknown) => e);
  for (const error of [wrapped, raw]) {
    expect(pgErrorCode(error)).toBe('23505');
    expect(pgConstraint(error)).toBe('things_name_unique');
  }
});
