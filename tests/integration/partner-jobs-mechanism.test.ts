import {
  JobClaimReplySchema,
  JobFinishReplySchema,
  JobReportReplySchema,
  SUBJECTS,
  WorkItemPayloadSchema,
  type PartnerJobDesktop,
  type PartnerTask,
  type Queue,
  type TaskMethod,
} from '@feedhub/contracts';
import { createLogger } from '@feedhub/service-kit';
import {
  definedJobs,
  JobFailure,
  fireSchedules,
  startJobWorkers,
  type HandlersByMethod,
  type JobWorkers,
} from '@feedhub/jobs';
import { jobsService } from '../../svc-jobs/src/main';
import { adminBrowser, eventually, startStack, type TestBrowser, type TestStack } from './stack';

// The job mechanism end to end (DESIGN §4): the real jobs service behind the gateway, the real worker
// runtime (startJobWorkers) with test methods, over the in-process bus or NATS JetStream. Catalog runs
// without import workers (WORKER_CONCURRENCY=0, an API-only replica): it owns the partners (saves,
// names, which are active) while this file's worker pools take the jobs.

const ENV = {
  RELAY_EVERY_MS: '50',
  SWEEP_EVERY_MS: '100',
  // The periodic reconciler takes only jobs untouched this long: it must not republish the item the
  // queue-restart test loses before the restart does (its first pass, at start, takes every job).
  RECONCILE_EVERY_MS: '60000',
  SCHEDULER_EVERY_MS: '200',
  WORKER_CONCURRENCY: '0',
};
const log = createLogger('jobs-test', process.env.LOG_LEVEL ?? 'silent');

let stack: TestStack;
let admin: TestBrowser;
let workers: JobWorkers | undefined;
beforeAll(async () => {
  stack = await startStack(ENV);
  admin = await adminBrowser(stack);
});
afterEach(async () => {
  await workers?.stop();
  workers = undefined;
});
afterAll(() => stack.close());

let nextPartner = 0;

/** A partner saved through the API with one task of this method (`cron` null runs on demand only); `isActive` of the partner. */
async function taskOf(
  methodName: TaskMethod,
  cron: string | null = null,
  isActive = true,
  queue: Queue = 'high',
): Promise<PartnerTask> {
  nextPartner += 1;
  const saved = await admin.post('/api/partners/save', {
    name: `Mechanism ${Date.now()}-${nextPartner}`,
    className: 'xml',
    isActive,
    params: { url: 'demo:demo-xml.xml', itemPath: 'products/product', fields: { code: '@id' } },
    tasks: [{ name: `t-${methodName}`, methodName, queue, cron }],
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  const partner = await admin.get(`/api/partners/${saved.body.data.id}`);
  return partner.body.data.tasks[0] as PartnerTask;
}

/** Starts a worker pool in this process, as catalog does, with short leases and heartbeats. */
const pool = (handlers: HandlersByMethod, leaseMs = 2000) => {
  workers = startJobWorkers(
    { bus: stack.bus, log, instance: 'test-worker' },
    { jobs: definedJobs(handlers), concurrency: 2, leaseMs, reportEveryMs: 100 },
  );
  return workers;
};

const add = async (taskId: number) => {
  const res = await admin.post('/api/partner-job/add', { taskId });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
};
const jobRow = async (id: number) => (await stack.db.knex('jobs.jobs').where('id', id))[0];
const logOf = async (id: number, browser = admin) =>
  (
    (await browser.get(`/api/partner-job/log/${id}`)).body.data.rows as { type: string; message: string }[]
  ).map((r) => `${r.type}: ${r.message}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('a job runs to done through a worker: progress, log lines translated in en and et', async () => {
  const task = await taskOf('importCategories');
  let runs = 0;
  pool({
    importCategories: async (run) => {
      runs += 1;
      expect(run.job).toMatchObject({
        taskId: task.id,
        methodName: 'importCategories',
        attempt: 1,
        debug: false,
      });
      run.log({
        type: 'warning',
        key: 'feed_http_status',
        params: { status: 503, url: 'https://x.example/feed' },
      });
      run.progress({ read: 10, new: 4, changed: 1 });
      await run.checkpoint();
      run.progress({ read: 20 });
    },
  });
  const id = await add(task.id);
  await eventually(async () => expect((await jobRow(id)).status).toBe('done'), 10_000);
  expect(runs).toBe(1);
  const row = await jobRow(id);
  expect(row).toMatchObject({ attempts: 1, lease_expires_at: null, last_error: null });
  expect(row.progress).toMatchObject({ read: 20, new: 4, changed: 1 });
  expect(await logOf(id)).toEqual([
    'info: Job added by admin',
    'info: Started (attempt 1 of 3)',
    'warning: The feed server answered 503 for https://x.example/feed',
    'info: Finished',
  ]);
  const et = await adminBrowser(stack, { locale: 'et' });
  expect(await logOf(id, et)).toEqual([
    'info: Töö lisas admin',
    'info: Alustatud (katse 1/3)',
    'warning: Voo server vastas aadressile https://x.example/feed koodiga 503',
    'info: Lõpetatud',
  ]);
  const desktop = (await admin.get(`/api/partner-job/desktop?filter[partnerId]=${task.partnerId}`)).body
    .data as PartnerJobDesktop;
  expect(desktop.done.map((j) => [j.id, j.statusTrans, j.progress.read])).toEqual([[id, 'Done', 20]]);
  // A finished job is not deleted.
  expect((await admin.del(`/api/partner-job/delete/${id}`)).body.key).toBe('running_partner_job_not_found');
  // And the task takes a new job.
  expect((await admin.post('/api/partner-job/add', { taskId: task.id })).status).toBe(200);
});

test('a method throwing JobFailure ends the job in error with an error notice', async () => {
  const task = await taskOf('importAttributes');
  pool({
    importAttributes: async () => {
      throw new JobFailure('feed_timeout', { seconds: 12 });
    },
  });
  const id = await add(task.id);
  await eventually(async () => expect((await jobRow(id)).status).toBe('error'), 10_000);
  expect((await jobRow(id)).attempts).toBe(1); // not retried
  const notices = (await admin.get(`/api/log/errors?filter[partnerId]=${task.partnerId}`)).body.data;
  expect(notices.rows).toEqual([
    expect.objectContaining({
      type: 'import',
      message: 'The feed server did not answer within 12 seconds',
      context: { job_id: id, partner_id: task.partnerId },
    }),
  ]);
  expect((await logOf(id)).at(-1)).toBe('error: The feed server did not answer within 12 seconds');
});

test('an unexpected failure is retried; the next attempt completes', async () => {
  const task = await taskOf('updatePrices');
  let runs = 0;
  pool({
    updatePrices: async () => {
      runs += 1;
      if (runs === 1) throw new Error('socket hang up');
    },
  });
  const id = await add(task.id);
  await eventually(async () => expect((await jobRow(id)).status).toBe('done'), 10_000);
  expect(runs).toBe(2);
  expect((await jobRow(id)).attempts).toBe(2);
  expect(await logOf(id)).toEqual([
    'info: Job added by admin',
    'info: Started (attempt 1 of 3)',
    'error: Attempt 1 failed; the job runs again',
    'info: Started (attempt 2 of 3)',
    'info: Finished',
  ]);
});

test('a method the worker does not run ends in error (job_unknown_method)', async () => {
  const task = await taskOf('updateAmounts');
  pool({ importProducts: async () => undefined });
  const id = await add(task.id);
  await eventually(async () => expect((await jobRow(id)).status).toBe('error'), 10_000);
  // a known method reads as its label (job-messages.ts)
  expect((await logOf(id)).at(-1)).toBe('error: No worker runs the method Update amounts');
});

test('a running job deleted stops at its next checkpoint and the row disappears', async () => {
  const task = await taskOf('importProducts');
  let started = false;
  let batches = 0;
  pool({
    importProducts: async (run) => {
      started = true;
      for (;;) {
        batches += 1;
        await sleep(20);
        await run.checkpoint();
      }
    },
  });
  const id = await add(task.id);
  await eventually(async () => expect(started).toBe(true), 10_000);
  const res = await admin.del(`/api/partner-job/delete/${id}`);
  expect(res.status).toBe(200);
  expect(res.body.message).toBe('The job stops after its current batch');
  await eventually(async () => expect(await jobRow(id)).toBeUndefined(), 10_000);
  const stoppedAt = batches;
  await sleep(200);
  expect(batches).toBe(stoppedAt); // the method stopped
  expect((await admin.get(`/api/partner-job/log/${id}`)).status).toBe(404);
});

test('a worker that stops reporting loses its lease: the job goes back to pending and completes exactly once', async () => {
  const task = await taskOf('updateAmounts');
  const id = await add(task.id);
  // A worker takes the item and claims the job with a short lease, then goes silent.
  let item = await stack.bus.pull(WorkItemPayloadSchema, 5000);
  while (item && item.payload.jobId !== id) {
    await item.ack();
    item = await stack.bus.pull(WorkItemPayloadSchema, 5000);
  }
  expect(item?.payload).toEqual({ kind: 'partner', jobId: id, attempt: 1 });
  const claim = await stack.bus.request(
    SUBJECTS.jobClaim,
    { jobId: id, workerId: 'silent-worker', leaseMs: 300 },
    JobClaimReplySchema,
  );
  expect(claim.ok).toBe(true);
  await item?.ack();
  // The sweeper puts it back to pending for attempt 2 and the relay publishes it again.
  await eventually(async () => expect((await jobRow(id)).status).toBe('pending'), 10_000);
  expect((await jobRow(id)).attempts).toBe(1);
  let runs = 0;
  pool({
    updateAmounts: async (run) => {
      runs += 1;
      expect(run.job.attempt).toBe(2);
    },
  });
  await eventually(async () => expect((await jobRow(id)).status).toBe('done'), 10_000);
  expect(runs).toBe(1);
  expect((await jobRow(id)).attempts).toBe(2);
  expect(await logOf(id)).toEqual([
    'info: Job added by admin',
    'info: Started (attempt 1 of 3)',
    'error: The worker stopped reporting during attempt 1; the job runs again',
    'info: Started (attempt 2 of 3)',
    'info: Finished',
  ]);
  // The silent worker wakes up: fenced out, it can neither report nor finish.
  expect(
    await stack.bus.request(
      SUBJECTS.jobReport,
      { jobId: id, workerId: 'silent-worker', leaseMs: 1000, lines: [{ type: 'info', key: 'job_done' }] },
      JobReportReplySchema,
    ),
  ).toEqual({ lost: true, stop: false });
  expect(
    await stack.bus.request(
      SUBJECTS.jobFinish,
      { jobId: id, workerId: 'silent-worker', outcome: 'error', error: { key: 'job_failed' } },
      JobFinishReplySchema,
    ),
  ).toEqual({ ok: false });
  expect((await jobRow(id)).status).toBe('done');
  expect(await logOf(id)).toHaveLength(5);
});

test('a lease lost on the last attempt ends the job in error with a notice', async () => {
  const task = await taskOf('importCategories');
  const id = await add(task.id);
  await stack.db.knex('jobs.jobs').where('id', id).update({ max_attempts: 1 });
  const claim = await stack.bus.request(
    SUBJECTS.jobClaim,
    { jobId: id, workerId: 'lost-worker', leaseMs: 200 },
    JobClaimReplySchema,
  );
  expect(claim.ok).toBe(true);
  await eventually(async () => expect((await jobRow(id)).status).toBe('error'), 10_000);
  const notices = (await admin.get(`/api/log/errors?filter[partnerId]=${task.partnerId}`)).body.data.rows;
  expect(notices.map((n: { message: string }) => n.message)).toEqual([
    'The worker stopped reporting during attempt 1',
  ]);
  // The queued work item of the job is a duplicate now: a worker acks it without running anything.
  let runs = 0;
  pool({ importCategories: async () => void (runs += 1) });
  await sleep(500);
  expect(runs).toBe(0);
});

test('the scheduler fires a slot once, with two jobs instances on one database and bus', async () => {
  const second = jobsService.create({
    knex: stack.db.knex,
    bus: stack.bus,
    config: jobsService.config({ GATEWAY_SECRET: stack.secret, ...ENV }),
    log,
    instance: 'jobs@second',
  });
  await second.start();
  try {
    const task = await taskOf('importAttributes', '* * * * *');
    // Saved two minutes ago: the slot of this minute is due.
    await stack.db
      .knex('jobs.partner_tasks')
      .where('id', task.id)
      .update({
        updated_at: stack.db.knex.raw(`now() - interval '2 minutes'`),
      });
    await eventually(
      async () =>
        expect(await stack.db.knex('jobs.schedule_fires').where('task_id', task.id)).toHaveLength(1),
      10_000,
    );
    await sleep(1000); // several scheduler rounds of both instances
    const fires = await stack.db.knex('jobs.schedule_fires').where('task_id', task.id);
    const jobs = await stack.db.knex('jobs.jobs').where('task_id', task.id);
    // One fire per slot (a minute boundary may pass during the wait: then the new slot meets the pending job).
    expect(jobs).toHaveLength(1);
    expect(fires[0].job_id).toBe(jobs[0].id);
    expect(jobs[0].scheduled_for).toEqual(fires[0].fire_at);
    expect(fires.filter((f: { job_id: number | null }) => f.job_id !== null)).toHaveLength(1);
    // The task would fire every minute for the rest of the file: it runs on demand from now on.
    await stack.db.knex('jobs.partner_tasks').where('id', task.id).update({ cron: null });
  } finally {
    await second.stop();
  }
});

test('the scheduler leaves the tasks of an inactive partner alone', async () => {
  const task = await taskOf('importAttributes', '* * * * *', false);
  await stack.db
    .knex('jobs.partner_tasks')
    .where('id', task.id)
    .update({ updated_at: stack.db.knex.raw(`now() - interval '2 minutes'`) });
  await sleep(1500); // several scheduler passes
  expect(await stack.db.knex('jobs.schedule_fires').where('task_id', task.id)).toHaveLength(0);
  expect(await stack.db.knex('jobs.jobs').where('task_id', task.id)).toHaveLength(0);
});

test('two schedulers that both think they lead still fire each slot once', async () => {
  const task = await taskOf('updatePrices', '*/5 * * * *');
  await stack.db
    .knex('jobs.partner_tasks')
    .where('id', task.id)
    .update({
      updated_at: stack.db.knex.raw(`now() - interval '1 hour'`),
    });
  const now = new Date();
  const options = {
    catchUpMs: 3_600_000,
    timezone: 'Europe/Tallinn',
    maxAttempts: 3,
    activePartners: async () => new Set([task.partnerId]),
    log,
  };
  const results = await Promise.all([
    fireSchedules(stack.db.knex, now, options),
    fireSchedules(stack.db.knex, now, options),
    fireSchedules(stack.db.knex, now, options),
  ]);
  const fired = results.flatMap((r) => r.events).filter((e) => e.taskId === task.id);
  // The stack's own scheduler (with replicas: the leading jobs process) may have fired the slot first.
  expect(fired.length).toBeLessThanOrEqual(1);
  expect(await stack.db.knex('jobs.schedule_fires').where('task_id', task.id)).toHaveLength(1);
  expect(await stack.db.knex('jobs.jobs').where('task_id', task.id)).toHaveLength(1);
  const [job] = await stack.db.knex('jobs.jobs').where('task_id', task.id);
  const slot = new Date(job.scheduled_for);
  expect(slot.getUTCMinutes() % 5).toBe(0);
  expect(now.getTime() - slot.getTime()).toBeLessThan(5 * 60_000);
});

test('queue restart republishes the pending jobs whose work items the queue lost, and only those', async () => {
  // On a queue no other test of this file uses: the reconciler republishes only when the queue holds
  // fewer items than its published pending jobs, so an item another test left there (a job that
  // ended without taking it, an item set aside for later) would hide the loss.
  const task = await taskOf('importProducts', null, true, 'low');
  const depth = (await stack.bus.queueDepth()).low;
  const id = await add(task.id);
  // The item is published; a restart of the queue finds it there and republishes nothing.
  await eventually(async () => {
    const sent = await stack.db.knex('jobs.job_outbox').where('job_id', id).whereNotNull('sent_at');
    expect(sent).toHaveLength(1);
    expect((await stack.bus.queueDepth()).low).toBeGreaterThanOrEqual(depth + 1);
  }, 5000);
  // Each jobs process answers for itself (two with replicas): the counts add up.
  const jobsReplies = async () => {
    const res = await admin.get('/api/settings/queue-restart');
    expect(res.status).toBe(200);
    return (res.body.data.replies as { service: string; count: number; detail: string }[]).filter(
      (r) => r.service === 'jobs',
    );
  };
  const total = (replies: { count: number }[]) => replies.reduce((sum, r) => sum + r.count, 0);
  expect(total(await jobsReplies())).toBe(0);
  // The queue loses the item (taken and acked by nobody that claims: a purged stream, a lost message);
  // items of earlier tests' jobs go back for later.
  let lost = false;
  // Until found (a pull may come back empty under load); other items are set aside for a minute.
  for (const deadline = Date.now() + 20_000; !lost && Date.now() < deadline;) {
    const item = await stack.bus.pull(WorkItemPayloadSchema, 2000);
    if (item?.payload.jobId === id) {
      await item.ack();
      lost = true;
    } else await item?.nak(60_000);
  }
  expect(lost).toBe(true);
  const replies = await jobsReplies();
  // Which item was lost cannot be told: the queue's stale published jobs go again, once.
  expect(total(replies)).toBeGreaterThanOrEqual(1);
  for (const reply of replies) expect(reply.detail).toMatch(/^jobs: \d+ pending jobs republished$/);
  expect(total(await jobsReplies())).toBe(0); // the queue is whole again: nothing multiplies
  let runs = 0;
  pool({ importProducts: async () => void (runs += 1) });
  await eventually(async () => expect((await jobRow(id)).status).toBe('done'), 10_000);
  await sleep(300);
  expect(runs).toBe(1);
});
