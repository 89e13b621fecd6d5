import type { Migration } from '@feedhub/db';
import { nameSkeleton } from '../shared/name-key';

/** Users get the look-alike form of their name, unique (issue 10: `аdmin` must not join `admin`). */
export const addUsernameSkeleton: Migration = {
  name: '20261124000000_add_username_skeleton',
  async up(knex, schema) {
    await knex.schema.withSchema(schema).alterTable('users', (t) => t.string('username_skeleton', 255));
    const users: { id: number; username: string }[] = await knex
      .withSchema(schema)
      .table('users')
      .select('id', 'username');
    for (const user of users) {
      await knex
        .withSchema(schema)
        .table('users')
        .where({ id: user.id })
        .update({ username_skeleton: nameSkeleton(user.username) });
    }
    await knex.schema.withSchema(schema).alterTable('users', (t) => {
      t.string('username_skeleton', 255).notNullable().alter();
      t.unique(['username_skeleton']);
    });
  },
  async down(knex, schema) {
    await knex.schema.withSchema(schema).alterTable('users', (t) => t.dropColumn('username_skeleton'));
  },
};
