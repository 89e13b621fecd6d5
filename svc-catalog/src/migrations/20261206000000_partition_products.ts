import type { Knex, Migration } from '@feedhub/db';
import { productPartitionName } from '../products/product-partitions.repo';

/**
 * partner_products becomes a table partitioned by partner (LIST on partner_id; docs/products.md
 * "Partitions"): each partner's products in a table of their own, so a partner's first import can load
 * a bare table and build its indexes after (a bulk build beats a dozen index inserts per row), and a
 * partner's reads and writes touch its own table and indexes only. Every constraint and index moves
 * over by its definition; the primary key becomes (id, partner_id), since a unique key of a partitioned
 * table holds the partition key. The existing rows move into one partition per partner.
 *
 * icecat_lookups' foreign key on product_id goes: a key referencing a partitioned table would need
 * the partner too and makes attaching and dropping partitions check it; a lookup's product rows are
 * only ever dropped with their partner, whose lookups go with them (partner_id).
 */
export const partitionProducts: Migration = {
  name: '20261206000000_partition_products',
  async up(knex, schema) {
    await knex.raw(
      'alter table ??.icecat_lookups drop constraint if exists icecat_lookups_product_id_foreign',
      [schema],
    );
    await rebuildProducts(knex, schema, { partitioned: true });
  },
  async down(knex, schema) {
    await rebuildProducts(knex, schema, { partitioned: false });
    await knex.raw(
      `alter table ??.icecat_lookups add constraint icecat_lookups_product_id_foreign
         foreign key (product_id) references ??.partner_products (id) on delete cascade`,
      [schema, schema],
    );
  },
};

interface Definition {
  name: string;
  definition: string;
}

/** Recreates partner_products, partitioned or not, with its rows, constraints, indexes and sequence. */
async function rebuildProducts(knex: Knex, schema: string, { partitioned }: { partitioned: boolean }) {
  const old = 'partner_products_before_partitioning';
  const rows = async <R>(sql: string, bindings: unknown[]) =>
    ((await knex.raw(sql, bindings as never[])) as { rows: R[] }).rows;
  const constraints = await rows<Definition>(
    `select k.conname as name, pg_get_constraintdef(k.oid) as definition from pg_constraint k
     join pg_class t on t.oid = k.conrelid join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = ? and t.relname = 'partner_products' and k.contype in ('p', 'u') order by k.conname`,
    [schema],
  );
  const indexes = await rows<Definition>(
    `select c.relname as name, pg_get_indexdef(i.indexrelid) as definition from pg_index i
     join pg_class c on c.oid = i.indexrelid
     join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = ? and t.relname = 'partner_products'
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
     order by c.relname`,
    [schema],
  );
  const columns = (
    await rows<{ name: string }>(
      `select column_name as name from information_schema.columns
       where table_schema = ? and table_name = 'partner_products' and is_generated = 'NEVER'
       order by ordinal_position`,
      [schema],
    )
  ).map(({ name }) => name);

  await knex.raw('alter sequence ??.partner_products_id_seq owned by none', [schema]);
  await knex.raw('alter table ??.partner_products rename to ??', [schema, old]);
  for (const { name } of constraints)
    await knex.raw('alter table ??.?? drop constraint ??', [schema, old, name]);
  for (const { name } of indexes) await knex.raw('drop index ??.??', [schema, name]);
  await knex.raw(
    `create table ??.partner_products (like ??.?? including defaults including generated)${
      partitioned ? ' partition by list (partner_id)' : ''
    }`,
    [schema, schema, old],
  );
  if (partitioned) {
    const partners = await rows<{ partner_id: number }>('select distinct partner_id from ??.??', [
      schema,
      old,
    ]);
    for (const { partner_id: partnerId } of partners)
      await knex.raw(
        `create table ??.?? partition of ??.partner_products for values in (${Number(partnerId)})`,
        [schema, productPartitionName(Number(partnerId)), schema],
      );
  }
  await knex.raw(
    `insert into ??.partner_products (${columns.map(() => '??').join(', ')}) select ${columns
      .map(() => '??')
      .join(', ')} from ??.??`,
    [schema, ...columns, ...columns, schema, old],
  );
  await knex.raw('drop table ??.??', [schema, old]);
  for (const { name, definition } of constraints) {
    const primary = definition.startsWith('PRIMARY KEY');
    const key = primary ? (partitioned ? 'primary key (id, partner_id)' : 'primary key (id)') : definition;
    await knex.raw(`alter table ??.partner_products add constraint ?? ${key}`, [schema, name]);
  }
  // Built on the parent: PostgreSQL builds each partition's own and attaches it.
  for (const { definition } of indexes) await knex.raw(definition.replace(' ON ONLY ', ' ON '));
  await knex.raw('alter sequence ??.partner_products_id_seq owned by ??.partner_products.id', [
    schema,
    schema,
  ]);
}
