import type { Knex, Migration } from '@feedhub/db';
import { nameSkeleton } from '../shared/name-key';

/**
 * Fills a skeleton column afresh, oldest row first; a row whose name now looks like an older one's
 * keeps its row with no skeleton (the start does not fail on it), and can be saved again only under
 * a name of its own. All are cleared first, so no row meets another's stale value on the way.
 */
async function recompute(knex: Knex, schema: string, table: string, nameColumn: string, column: string) {
  const rows: { id: number; name: string }[] = await knex
    .withSchema(schema)
    .table(table)
    .select('id', `${nameColumn} as name`)
    .orderBy('id');
  await knex
    .withSchema(schema)
    .table(table)
    .update({ [column]: null });
  const taken = new Set<string>();
  for (const row of rows) {
    const skeleton = nameSkeleton(row.name);
    if (taken.has(skeleton)) continue;
    taken.add(skeleton);
    await knex
      .withSchema(schema)
      .table(table)
      .where({ id: row.id })
      .update({ [column]: skeleton });
  }
}

/**
 * The look-alike form changed meaning (issue 30): full case folding, dotless ı as i (the table read
 * it as l), marks dropped, `rn` as `m`. User and role skeletons are computed again; the user column
 * may now be empty, as the role column is, for a look-alike stored before the check.
 */
export const recomputeNameSkeletons: Migration = {
  name: '20261128000000_recompute_name_skeletons',
  async up(knex, schema) {
    await knex.schema
      .withSchema(schema)
      .alterTable('users', (t) => t.string('username_skeleton', 255).nullable().alter());
    await recompute(knex, schema, 'users', 'username', 'username_skeleton');
    await recompute(knex, schema, 'roles', 'name', 'name_skeleton');
  },
  async down() {
    // The earlier skeletons are not kept; the columns stay as they are.
  },
};
