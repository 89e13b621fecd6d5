import type { Knex } from 'knex';

/** One migration of a service's schema: a name that sorts by date, and both directions. */
export interface Migration {
  /** `<YYYYMMDDHHMMSS>_<verb>_<object>`. */
  name: string;
  /** Applies the change (inside a transaction). */
  up(knex: Knex, schema: string): Promise<void>;
  /** Reverts it. */
  down(knex: Knex, schema: string): Promise<void>;
}

/** Feeds knex's migrator from a list of imported modules, so src (jest) and dist run the same code. */
function sourceOf(migrations: readonly Migration[], schema: string): Knex.MigrationSource<Migration> {
  return {
    getMigrations: async () => [...migrations].sort((a, b) => a.name.localeCompare(b.name)),
    getMigrationName: (m) => m.name,
    getMigration: async (m) => ({ up: (k: Knex) => m.up(k, schema), down: (k: Knex) => m.down(k, schema) }),
  };
}

/** Options of the migrator: the service's schema keeps its own migration table and lock. */
function options(migrations: readonly Migration[], schema: string): Knex.MigratorConfig {
  return {
    migrationSource: sourceOf(migrations, schema),
    schemaName: schema,
    tableName: 'migrations',
  };
}

/**
 * Creates the schema if needed and runs pending migrations. Safe with many replicas at once:
 * knex's lock table in the schema lets one run them while the others wait.
 * Returns the names applied now.
 */
export async function migrateLatest(
  knex: Knex,
  schema: string,
  migrations: readonly Migration[],
): Promise<string[]> {
  await knex.raw('create schema if not exists ??', [schema]);
  const [, applied] = (await knex.migrate.latest(options(migrations, schema))) as [number, string[]];
  return applied;
}

/** Reverts every migration of the schema (tests of down migrations). */
export async function migrateRollbackAll(
  knex: Knex,
  schema: string,
  migrations: readonly Migration[],
): Promise<void> {
  await knex.migrate.rollback(options(migrations, schema), true);
}

/** Names of migrations not yet applied. */
export async function pendingMigrations(
  knex: Knex,
  schema: string,
  migrations: readonly Migration[],
): Promise<string[]> {
  await knex.raw('create schema if not exists ??', [schema]);
  const [, pending] = (await knex.migrate.list(options(migrations, schema))) as [
    unknown[],
    { name?: string }[] | Migration[],
  ];
  return pending.map((p) => (typeof p === 'object' && p && 'name' in p ? String(p.name) : String(p)));
}

/**
 * A schema's first migration when its tables come later: it starts the schema's migration history
 * and describes the schema (`\dn+`). The description is inlined (COMMENT takes no bind
 * parameters), so it may hold no quote or `?`.
 */
export function describeSchema(name: string, description: string): Migration {
  if (/['?]/.test(description)) throw new Error(`schema description of ${name} holds a quote or ?`);
  return {
    name,
    async up(knex, schema) {
      await knex.raw(`comment on schema ?? is '${description}'`, [schema]);
    },
    async down(knex, schema) {
      await knex.raw('comment on schema ?? is null', [schema]);
    },
  };
}
