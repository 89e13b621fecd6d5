import type { Migration } from '@feedhub/db';
import { nameSkeleton } from '../shared/name-key';

/**
 * Roles get the look-alike form of their name, unique, as users have (`Аdministrator` with a
 * Cyrillic А must not stand beside `Administrator`). Backfilled oldest first: a role whose name
 * looks like an older one's (saved before this check existed) keeps its row with no skeleton, so
 * the start does not fail on it; new look-alikes of either are refused, and that role can be saved
 * again only under a name of its own.
 */
export const addRoleNameSkeleton: Migration = {
  name: '20261126000000_add_role_name_skeleton',
  async up(knex, schema) {
    await knex.schema.withSchema(schema).alterTable('roles', (t) => t.text('name_skeleton'));
    const roles: { id: number; name: string }[] = await knex
      .withSchema(schema)
      .table('roles')
      .select('id', 'name')
      .orderBy('id');
    const taken = new Set<string>();
    for (const role of roles) {
      const skeleton = nameSkeleton(role.name);
      if (taken.has(skeleton)) continue;
      taken.add(skeleton);
      await knex.withSchema(schema).table('roles').where({ id: role.id }).update({ name_skeleton: skeleton });
    }
    await knex.schema.withSchema(schema).alterTable('roles', (t) => t.unique(['name_skeleton']));
  },
  async down(knex, schema) {
    await knex.schema.withSchema(schema).alterTable('roles', (t) => t.dropColumn('name_skeleton'));
  },
};
