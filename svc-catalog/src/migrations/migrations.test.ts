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

test("partitioning moves each partner's products into a table of its own, ids and rows intact, and back", async () => {
  const upTo = migrations.findIndex((m) => m.name.includes('partition_products'));
  const before = migrations.slice(0, upTo);
  await migrateRollbackAll(db.knex, SCHEMA, migrations);
  await migrateLatest(db.knex, SCHEMA, before);
  const catalog = (table: string) => db.knex.withSchema(SCHEMA).table(table);
  const partnerIds: number[] = [];
  for (const name of ['Acme', 'Bolt'])
    partnerIds.push(
      (
        (await catalog('partners')
          .insert({ name, name_key: name.toLowerCase(), class_name: 'csv' })
          .returning('id')) as {
          id: number;
        }[]
      )[0]!.id,
    );
  await catalog('partner_products').insert(
    partnerIds.flatMap((partnerId) =>
      ['A', 'B'].map((code) => ({
        partner_id: partnerId,
        code,
        name: `${code} of ${partnerId}`,
        content_hash: code,
      })),
    ),
  );
  const rows = async () =>
    (await catalog('partner_products')
      .orderBy('id')
      .select('id', 'partner_id', 'code', 'name', 'name_search')) as unknown[];
  const was = await rows();
  await migrateLatest(db.knex, SCHEMA, migrations);
  expect(await rows()).toEqual(was);
  const partitions = (
    await db.knex.raw<{ rows: { name: string }[] }>(
      `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
       join pg_class p on p.oid = i.inhparent join pg_namespace n on n.oid = p.relnamespace
       where n.nspname = ? and p.relname = 'partner_products' order by c.relname`,
      [SCHEMA],
    )
  ).rows.map((row) => row.name);
  expect(partitions).toEqual(partnerIds.map((id) => `partner_products_p${id}`).sort());
  // A new row of an existing partner takes the next id; the sequence survived the move.
  await catalog('partner_products').insert({ partner_id: partnerIds[0], code: 'C', content_hash: 'c' });
  expect((await rows()).length).toBe(5);
  // Down again with the rows in their partitions (the plain table takes them back), then up.
  await migrateRollbackAll(db.knex, SCHEMA, migrations);
  await migrateLatest(db.knex, SCHEMA, migrations);
});
