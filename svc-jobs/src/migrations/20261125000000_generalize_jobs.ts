import type { Migration } from '@feedhub/db';

/**
 * One job mechanism for every kind of job (DESIGN §4): partner_jobs becomes `jobs` with a kind
 * (partner, export, system), an optional task and partner, its own params (export and system jobs
 * have no task), a concurrency key (`task:<id>`, `export`, `system:<method>`) that PostgreSQL keeps
 * to one pending and one running job each, and the fencing token of its current claim. Beside it:
 * the paused queues, the worker pools' heartbeats and the system schedules' fires. `queued_at`
 * says a job's work item is in the queue, so the reconciler republishes only what is missing. syncPim stops
 * being a partner task (a system job now): its tasks go, with their jobs.
 */
export const generalizeJobs: Migration = {
  name: '20261125000000_generalize_jobs',
  async up(knex, schema) {
    const raw = (sql: string) => knex.raw(sql.replaceAll('$s', `"${schema}"`));
    await raw(`delete from $s.partner_tasks where method_name = 'syncPim'`);
    await raw(`alter table $s.partner_jobs rename to jobs`);
    await raw(`alter table $s.jobs rename constraint partner_jobs_pkey to jobs_pkey`);
    await raw(`alter table $s.jobs add column kind varchar(10) not null default 'partner'`);
    await raw(`alter table $s.jobs alter column task_id drop not null`);
    await raw(`alter table $s.jobs alter column partner_id drop not null`);
    await raw(`alter table $s.jobs add column params jsonb not null default '{}'`);
    await raw(`alter table $s.jobs add column concurrency_key varchar(100)`);
    await raw(`update $s.jobs set concurrency_key = 'task:' || task_id`);
    await raw(`alter table $s.jobs alter column concurrency_key set not null`);
    await raw(`alter table $s.jobs add column fence bigint`);
    // When the relay last published the job's work item; cleared when a worker takes it (any claim).
    await raw(`alter table $s.jobs add column queued_at timestamptz`);
    await raw(`create sequence $s.job_fence_seq`);
    // Two running jobs of one task (what the old claim allowed): the newer is kept running.
    await raw(`update $s.jobs j set status = 'error', finished_at = now(), worker_id = null,
        last_error = '{"key":"job_superseded","params":{}}'
      where j.status = 'running' and exists (
        select 1 from $s.jobs k where k.concurrency_key = j.concurrency_key and k.status = 'running' and k.id > j.id)`);
    await raw(`drop index $s.partner_jobs_one_pending_per_task`);
    await raw(
      `create unique index jobs_one_pending_per_key on $s.jobs (concurrency_key) where status = 'pending'`,
    );
    await raw(
      `create unique index jobs_one_running_per_key on $s.jobs (concurrency_key) where status = 'running'`,
    );
    // The dashboard: failed jobs newest first, finished jobs per minute, waits and run times.
    await raw(`create index jobs_finished on $s.jobs (finished_at) where finished_at is not null`);
    await raw(`create index jobs_started on $s.jobs (started_at) where started_at is not null`);
    await raw(`create index jobs_status_finished on $s.jobs (status, finished_at desc, id desc)`);
    await knex.schema.withSchema(schema).createTable('queue_states', (t) => {
      t.string('queue', 10).primary();
      t.boolean('paused').notNullable().defaultTo(false);
      t.string('changed_by', 255);
      t.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.schema.withSchema(schema).createTable('workers', (t) => {
      t.string('id', 200).primary();
      t.jsonb('queues').notNullable().defaultTo('[]');
      t.integer('running').notNullable().defaultTo(0);
      t.integer('concurrency').notNullable().defaultTo(0);
      t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.schema.withSchema(schema).createTable('system_fires', (t) => {
      t.string('method_name', 50).notNullable();
      t.timestamp('fire_at', { useTz: true }).notNullable();
      t.integer('job_id').references('id').inTable(`${schema}.jobs`).onDelete('SET NULL');
      t.primary(['method_name', 'fire_at'], { constraintName: 'system_fires_method_fire_at_unique' });
    });
  },
  async down(knex, schema) {
    const raw = (sql: string) => knex.raw(sql.replaceAll('$s', `"${schema}"`));
    await knex.schema.withSchema(schema).dropTableIfExists('system_fires');
    await knex.schema.withSchema(schema).dropTableIfExists('workers');
    await knex.schema.withSchema(schema).dropTableIfExists('queue_states');
    await raw(`delete from $s.jobs where kind <> 'partner'`);
    await raw(`drop index $s.jobs_one_pending_per_key`);
    await raw(`drop index $s.jobs_one_running_per_key`);
    await raw(`drop index $s.jobs_finished`);
    await raw(`drop index $s.jobs_started`);
    await raw(`drop index $s.jobs_status_finished`);
    await raw(`drop sequence $s.job_fence_seq`);
    await raw(
      `alter table $s.jobs drop column kind, drop column params, drop column concurrency_key, drop column fence, drop column queued_at`,
    );
    await raw(`alter table $s.jobs alter column task_id set not null`);
    await raw(`alter table $s.jobs alter column partner_id set not null`);
    await raw(`alter table $s.jobs rename constraint jobs_pkey to partner_jobs_pkey`);
    await raw(`alter table $s.jobs rename to partner_jobs`);
    await raw(
      `create unique index partner_jobs_one_pending_per_task on $s.partner_jobs (task_id) where status = 'pending'`,
    );
  },
};
