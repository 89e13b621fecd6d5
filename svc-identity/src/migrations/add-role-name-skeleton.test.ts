import { createTestDatabase, migrateLatest, type Database } from '@feedhub/db';
import { nameKey } from '../shared/name-key';
import { createIdentityTables } from './20261122000000_create_identity_tables';
import { addUsernameSkeleton } from './20261124000000_add_username_skeleton';
import { migrations } from './index';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

test('the role skeleton is backfilled; a look-alike stored before the check keeps its row, without one', async () => {
  const schema = 'identity_skeleton_test';
  await migrateLatest(db.knex, schema, [createIdentityTables, addUsernameSkeleton]);
  const roles = () => db.knex.withSchema(schema).table('roles');
  for (const name of ['Administrator', 'Buyers', '\u0410dministrator']) {
    await roles().insert({ name, name_key: nameKey(name) });
  }
  await migrateLatest(db.knex, schema, migrations);
  const rows = await roles().select('name', 'name_skeleton').orderBy('id');
  expect(rows).toEqual([
    { name: 'Administrator', name_skeleton: 'administrator' },
    { name: 'Buyers', name_skeleton: 'buyers' },
    { name: '\u0410dministrator', name_skeleton: null },
  ]);
  // The skeleton is unique from now on.
  await expect(
    roles().insert({ name: 'Administrat\u043Er', name_key: 'x', name_skeleton: 'administrator' }),
  ).rejects.toThrow(/roles_name_skeleton_unique/);
});
