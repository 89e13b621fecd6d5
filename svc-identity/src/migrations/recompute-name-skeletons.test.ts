import { createTestDatabase, migrateLatest, type Database } from '@feedhub/db';
import { nameKey } from '../shared/name-key';
import { createIdentityTables } from './20261122000000_create_identity_tables';
import { addUsernameSkeleton } from './20261124000000_add_username_skeleton';
import { addRoleNameSkeleton } from './20261126000000_add_role_name_skeleton';
import { migrations } from './index';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

test('skeletons stored under the old meaning are computed again; a look-alike found only now keeps its row, without one', async () => {
  const schema = 'identity_recompute_test';
  await migrateLatest(db.knex, schema, [createIdentityTables, addUsernameSkeleton, addRoleNameSkeleton]);
  const users = () => db.knex.withSchema(schema).table('users');
  const roles = () => db.knex.withSchema(schema).table('roles');
  // As the earlier skeleton stored them: the table read dotless ı as l.
  const user = (username: string, skeleton: string) => ({
    username,
    username_key: nameKey(username),
    username_skeleton: skeleton,
    email: `${skeleton}@example.com`,
    first_name: 'A',
    last_name: 'B',
    password_hash: 'x',
  });
  await users().insert([user('admin', 'admin'), user('adm\u0131n', 'admln'), user('Adrnin2', 'adrnin2')]);
  for (const [name, skeleton] of [
    ['Administrator', 'administrator'],
    ['Adm\u0131nistrator', 'admlnistrator'],
  ]) {
    await roles().insert({ name, name_key: nameKey(name), name_skeleton: skeleton });
  }
  await migrateLatest(db.knex, schema, migrations);
  expect(await users().select('username', 'username_skeleton').orderBy('id')).toEqual([
    { username: 'admin', username_skeleton: 'admin' },
    { username: 'adm\u0131n', username_skeleton: null },
    { username: 'Adrnin2', username_skeleton: 'admin2' },
  ]);
  expect(await roles().select('name', 'name_skeleton').orderBy('id')).toEqual([
    { name: 'Administrator', name_skeleton: 'administrator' },
    { name: 'Adm\u0131nistrator', name_skeleton: null },
  ]);
  await expect(users().insert(user('\u0430dmin', 'admin'))).rejects.toThrow(/users_username_skeleton_unique/);
});
