import type { Migration } from '@feedhub/db';

/** Users, roles, permissions, countries, sessions, login throttling, whitelist and settings. */
export const createIdentityTables: Migration = {
  name: '20261122000000_create_identity_tables',
  async up(knex, schema) {
    const s = () => knex.schema.withSchema(schema); // a fresh builder each time: builders accumulate statements
    await s().createTable('permissions', (t) => {
      t.increments('id');
      t.string('name', 100).notNullable().unique();
      t.string('description', 255).notNullable();
    });
    await s().createTable('roles', (t) => {
      t.increments('id');
      t.string('name', 255).notNullable();
      // NFKC + lower-case form: "Admin" and "ADMIN" are the same role name.
      t.string('name_key', 255).notNullable().unique();
      t.timestamps(true, true);
    });
    await s().createTable('role_permissions', (t) => {
      t.integer('role_id').notNullable().references('id').inTable(`${schema}.roles`).onDelete('CASCADE');
      t.integer('permission_id')
        .notNullable()
        .references('id')
        .inTable(`${schema}.permissions`)
        .onDelete('CASCADE');
      t.primary(['role_id', 'permission_id']);
    });
    await s().createTable('countries', (t) => {
      t.increments('id');
      t.string('code', 2).notNullable().unique();
      t.string('name', 100).notNullable();
    });
    await s().createTable('users', (t) => {
      t.increments('id');
      t.string('username', 255).notNullable();
      t.string('username_key', 255).notNullable().unique();
      t.string('email', 255).notNullable();
      t.string('first_name', 255).notNullable();
      t.string('last_name', 255).notNullable();
      t.string('password_hash', 255).notNullable();
      t.integer('country_id').references('id').inTable(`${schema}.countries`).onDelete('SET NULL');
      t.string('locale', 5).notNullable().defaultTo('en');
      t.timestamps(true, true);
    });
    await s().createTable('user_roles', (t) => {
      t.integer('user_id').notNullable().references('id').inTable(`${schema}.users`).onDelete('CASCADE');
      t.integer('role_id').notNullable().references('id').inTable(`${schema}.roles`).onDelete('CASCADE');
      t.primary(['user_id', 'role_id']);
    });
    await s().createTable('sessions', (t) => {
      t.uuid('id').primary();
      // SHA-256 of the cookie token: a leaked table does not give working sessions.
      t.string('token_hash', 64).notNullable().unique();
      t.integer('user_id').notNullable().references('id').inTable(`${schema}.users`).onDelete('CASCADE');
      t.string('csrf_token', 64).notNullable();
      t.string('ip', 64);
      t.string('user_agent', 512);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('idle_expires_at', { useTz: true }).notNullable();
      t.timestamp('absolute_expires_at', { useTz: true }).notNullable();
      t.timestamp('revoked_at', { useTz: true });
      t.index(['user_id']);
    });
    await s().createTable('login_attempts', (t) => {
      t.string('key', 600).primary();
      t.integer('failures').notNullable().defaultTo(0);
      t.timestamp('window_started_at', { useTz: true }).notNullable();
      t.timestamp('locked_until', { useTz: true });
    });
    await s().createTable('whitelisted_ips', (t) => {
      t.increments('id');
      t.string('ip', 100).notNullable().unique();
      t.string('description', 255);
      t.timestamps(true, true);
    });
    await s().createTable('settings', (t) => {
      t.increments('id');
      t.string('code', 100).notNullable().unique();
      t.text('value');
      t.string('description', 255).notNullable();
    });
  },
  async down(knex, schema) {
    const s = () => knex.schema.withSchema(schema); // a fresh builder each time: builders accumulate statements
    for (const table of [
      'settings',
      'whitelisted_ips',
      'login_attempts',
      'sessions',
      'user_roles',
      'users',
      'countries',
      'role_permissions',
      'roles',
      'permissions',
    ]) {
      await s().dropTableIfExists(table);
    }
  },
};
