import { randomBytes } from 'node:crypto';
import type { Knex } from '@feedhub/db';
import { PERMISSION_DESCRIPTIONS, SETTING_DEFINITIONS, WILDCARD_PERMISSION } from '@feedhub/contracts';
import { hashPassword } from '../auth/passwords';
import { nameKey, nameSkeleton } from '../shared/name-key';
import { COUNTRIES } from './countries';

/** What seeding did that the operator must know. */
export interface SeedResult {
  /** Set when the admin user was created now: its password, to print once. */
  adminPassword?: string;
  /** Whether the password came from ADMIN_PASSWORD. */
  adminPasswordFromEnv: boolean;
}

/**
 * Seeds what must exist (idempotent, safe on every start and with several replicas): every
 * permission of SPEC §6 plus `*`, an Administrator role holding `*`, the admin user when there is
 * no user at all, countries and settings.
 */
export async function seedIdentity(knex: Knex, schema: string, adminPassword?: string): Promise<SeedResult> {
  const t = (table: string) => knex.withSchema(schema).table(table);
  const permissions = [
    { name: WILDCARD_PERMISSION, description: 'All permissions' },
    ...Object.entries(PERMISSION_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
  ];
  await t('permissions').insert(permissions).onConflict('name').merge(['description']);
  await t('countries')
    .insert([...COUNTRIES])
    .onConflict('code')
    .ignore();
  await t('settings')
    .insert(
      Object.entries(SETTING_DEFINITIONS).map(([code, d]) => ({
        code,
        value: d.initial,
        description: d.description,
      })),
    )
    .onConflict('code')
    .merge(['description']);
  // Any conflict (its name, or a look-alike's skeleton) leaves the roles as they are.
  await t('roles')
    .insert({
      name: 'Administrator',
      name_key: nameKey('Administrator'),
      name_skeleton: nameSkeleton('Administrator'),
    })
    .onConflict()
    .ignore();
  // By its exact key only: a look-alike ("Аdministrator") never receives `*` from the seed.
  const role: { id: number } | undefined = await t('roles')
    .where({ name_key: nameKey('Administrator') })
    .first('id');
  const wildcard = await t('permissions').where({ name: WILDCARD_PERMISSION }).first('id');
  if (role) {
    await t('role_permissions')
      .insert({ role_id: role.id, permission_id: wildcard.id })
      .onConflict(['role_id', 'permission_id'])
      .ignore();
  }

  const result: SeedResult = { adminPasswordFromEnv: Boolean(adminPassword) };
  const anyUser = await t('users').first('id');
  if (anyUser) return result;
  const password = adminPassword || randomBytes(12).toString('base64url');
  const estonia = await t('countries').where({ code: 'EE' }).first('id');
  const inserted = await t('users')
    .insert({
      username: 'admin',
      username_key: nameKey('admin'),
      username_skeleton: nameSkeleton('admin'),
      email: 'admin@example.com',
      first_name: 'Admin',
      last_name: 'User',
      password_hash: await hashPassword(password),
      country_id: estonia?.id ?? null,
      locale: 'en',
    })
    .onConflict('username_key')
    .ignore()
    .returning('id');
  if (!inserted.length) return result; // another replica won the race
  if (role) await t('user_roles').insert({ user_id: inserted[0].id, role_id: role.id });
  return { ...result, adminPassword: password };
}
