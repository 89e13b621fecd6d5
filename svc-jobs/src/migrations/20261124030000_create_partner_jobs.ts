import type { Migration } from '@feedhub/db';

/**
 * The job mechanism's tables (DESIGN §4, SECURITY "Jobs: PostgreSQL = truth"): partner jobs with their
 * lease, their log, error notices, the outbox the relay publishes from, and the schedule fires that
 * make each (task, fire time) fire at most once.
 */
export const createPartnerJobs: Migration = {
  name: '20261124030000_create_partner_jobs',
  async up(knex, schema) {
    await knex.schema.withSchema(schema).createTable('partner_jobs', (t) => {
      t.increments('id');
      t.integer('task_id')
        .notNullable()
        .references('id')
        .inTable(`${schema}.partner_tasks`)
        .onDelete('CASCADE');
      // The partner lives in the catalog schema: no foreign key across services.
      t.integer('partner_id').notNullable();
      t.string('method_name', 50).notNullable();
      t.string('queue', 10).notNullable();
      t.string('status', 10).notNullable().defaultTo('pending');
      t.integer('attempts').notNullable().defaultTo(0);
      t.integer('max_attempts').notNullable().defaultTo(3);
      t.string('worker_id', 200);
      t.timestamp('lease_expires_at', { useTz: true });
      t.boolean('stop_requested').notNullable().defaultTo(false);
      t.timestamp('scheduled_for', { useTz: true });
      t.jsonb('progress').notNullable().defaultTo('{}');
      t.jsonb('last_error');
      // Warning lines past MAX_SKIPPED_LOG_LINES, counted instead of stored (one closing line says how many).
      t.integer('omitted_warnings').notNullable().defaultTo(0);
      t.timestamps(true, true);
      t.timestamp('started_at', { useTz: true });
      t.timestamp('finished_at', { useTz: true });
      t.index(['task_id']);
      t.index(['status', 'partner_id', 'updated_at']);
      t.index(['status', 'lease_expires_at']);
    });
    // One pending job per task (SPEC §4): a second add is 409 pending_job_exists, whoever races.
    await knex.raw(
      `create unique index partner_jobs_one_pending_per_task on ??.partner_jobs (task_id) where status = 'pending'`,
      [schema],
    );
    await knex.schema.withSchema(schema).createTable('job_logs', (t) => {
      t.bigIncrements('id');
      t.integer('job_id')
        .notNullable()
        .references('id')
        .inTable(`${schema}.partner_jobs`)
        .onDelete('CASCADE');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.string('type', 10).notNullable();
      t.string('key', 100).notNullable();
      t.jsonb('params').notNullable().defaultTo('{}');
      t.jsonb('position');
      t.string('field', 100);
      t.index(['job_id', 'id']);
    });
    await knex.schema.withSchema(schema).createTable('error_notices', (t) => {
      t.increments('id');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.string('type', 10).notNullable();
      t.string('key', 100).notNullable();
      t.jsonb('params').notNullable().defaultTo('{}');
      t.integer('job_id').references('id').inTable(`${schema}.partner_jobs`).onDelete('SET NULL');
      t.integer('partner_id');
      t.index(['created_at']);
      t.index(['partner_id']);
    });
    await knex.schema.withSchema(schema).createTable('job_outbox', (t) => {
      t.bigIncrements('id');
      t.string('kind', 10).notNullable();
      t.integer('job_id')
        .notNullable()
        .references('id')
        .inTable(`${schema}.partner_jobs`)
        .onDelete('CASCADE');
      t.integer('attempt').notNullable();
      t.string('queue', 10).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('sent_at', { useTz: true });
      t.index(['job_id']);
    });
    await knex.raw(`create index job_outbox_unsent on ??.job_outbox (id) where sent_at is null`, [schema]);
    await knex.schema.withSchema(schema).createTable('schedule_fires', (t) => {
      t.integer('task_id')
        .notNullable()
        .references('id')
        .inTable(`${schema}.partner_tasks`)
        .onDelete('CASCADE');
      t.timestamp('fire_at', { useTz: true }).notNullable();
      t.integer('job_id').references('id').inTable(`${schema}.partner_jobs`).onDelete('SET NULL');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['task_id', 'fire_at'], { constraintName: 'schedule_fires_task_id_fire_at_unique' });
    });
  },
  async down(knex, schema) {
    await knex.schema.withSchema(schema).dropTableIfExists('schedule_fires');
    await knex.schema.withSchema(schema).dropTableIfExists('job_outbox');
    await knex.schema.withSchema(schema).dropTableIfExists('error_notices');
    await knex.schema.withSchema(schema).dropTableIfExists('job_logs');
    await knex.schema.withSchema(schema).dropTableIfExists('partner_jobs');
  },
};
