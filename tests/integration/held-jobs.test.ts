import {
  HeldJobSchema,
  JobChangedEventSchema,
  JobClaimReplySchema,
  JobFinishReplySchema,
  JobsPruneReplySchema,
  SUBJECTS,
  type HeldDiff,
  type JobChangedEvent,
  type PartnerJobDesktop,
  type PartnerTask,
  type TaskMethod,
} from '@feedhub/contracts';
import { createLogger, systemContext } from '@feedhub/service-kit';
import { definedJobs, fireSchedules, startJobWorkers, type JobWorkers } from '@feedhub/jobs';
import { addExportJob } from '../../svc-jobs/src/export-jobs/export-jobs.domain';
import { adminBrowser, eventually, startStack, userWith, type TestBrowser, type TestStack } from './stack';

// The jobs side of the import guard (issue 22): a run the guard stopped ends `held` with its diff,
// waits on the partner desktop, blocks new runs of its task, and goes back to pending with the
// decision a user (Apply, Discard) or the retention takes. The real jobs service behind the gateway;
// this file drives it as a worker does (claim, then finish with outcome held and a diff over the
// bus). Catalog runs without import workers (WORKER_CONCURRENCY=0): it owns the partners and names.

const ENV = {
  RELAY_EVERY_MS: '50',
  SWEEP_EVERY_MS: '100',
  RECONCILE_EVERY_MS: '1000',
  SCHEDULER_EVERY_MS: '60000',
  WORKER_CONCURRENCY: '0',
};
const log = createLogger('held-jobs-test', process.env.LOG_LEVEL ?? 'silent');

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

/** A partner saved through the API with one task per method (on demand only, queue high, with params). */
async function partnerWith(...methods: TaskMethod[]): Promise<{ name: string; tasks: PartnerTask[] }> {
  nextPartner += 1;
  const name = `Held ${Date.now()}-${nextPartner}`;
  const saved = await admin.post('/api/partners/save', {
    name,
    className: 'xml',
    params: { url: 'demo:demo-xml.xml', itemPath: 'products/product', fields: { code: '@id' } },
    tasks: methods.map((methodName) => ({
      name: `t-${methodName}`,
      methodName,
      queue: 'high',
      cron: null,
      params: { origin: 'task' },
    })),
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  const partner = await admin.get(`/api/partners/${saved.body.data.id}`);
  return { name, tasks: partner.body.data.tasks as PartnerTask[] };
}
const taskOf = async (method: TaskMethod) => (await partnerWith(method)).tasks[0];

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
const noticesOf = async (partnerId: number, browser = admin) =>
  (await browser.get(`/api/log/errors?filter[partnerId]=${partnerId}`)).body.data.rows as {
    type: string;
    message: string;
    context: { job_id: number | null; partner_id: number | null };
  }[];
const desktopOf = async (partnerId: number, browser = admin) =>
  (await browser.get(`/api/partner-job/desktop?filter[partnerId]=${partnerId}`)).body
    .data as PartnerJobDesktop;

/** What the guard of a feed that zeroes 90 % of stock would send. */
const diff = (toZero = 90): HeldDiff => ({
  counts: { toZero, priceUp: 0, priceDown: 1, new: 2, gone: 3 },
  examples: [
    { kind: 'toZero', productId: 11, code: 'A-1', name: 'Alpha', field: 'amount', old: '5', new: '0' },
    { kind: 'priceDown', productId: 12, code: 'B-2', name: null, field: 'price', old: '1299', new: '12.99' },
    { kind: 'new', productId: null, code: 'N-1', name: 'Newcomer', field: null, old: null, new: null },
  ],
  base: { inStock: 100, priced: 80 },
  reasons: ['stock'],
  limits: { stockPercent: 50, pricePercent: 20, priceFactor: 5 },
});

/** Claims a job as a worker does (pending → running with a lease and a fencing token). */
async function claim(jobId: number, workerId = 'guard-worker') {
  const reply = await stack.bus.request(
    SUBJECTS.jobClaim,
    { jobId, workerId, leaseMs: 60_000 },
    JobClaimReplySchema,
  );
  return reply;
}

/** The finish a worker sends when the guard held its run (`held: null` leaves the diff out). */
const heldFinish = (
  jobId: number,
  fence: number,
  options: { held?: HeldDiff | null; workerId?: string } = {},
) => ({
  jobId,
  workerId: options.workerId ?? 'guard-worker',
  fence,
  outcome: 'held' as const,
  progress: { read: 100, new: 2, changed: 0, unchanged: 5, skipped: 0, bytesRead: 0, bytesTotal: null },
  lines: [
    { type: 'info' as const, key: 'import_started', params: { method: 'Import products', source: 'x' } },
  ],
  ...(options.held === null ? {} : { held: options.held ?? diff() }),
});
const finish = (request: object) => stack.bus.request(SUBJECTS.jobFinish, request, JobFinishReplySchema);

/** Adds a job of the task, claims it and finishes it held; answers the job id. */
async function heldRun(taskId: number, held = diff()): Promise<number> {
  const id = await add(taskId);
  const claimed = await claim(id);
  if (!claimed.ok) throw new Error(`claim refused: ${claimed.reason}`);
  expect(await finish(heldFinish(id, claimed.job.fence, { held }))).toEqual({ ok: true });
  return id;
}

/** Collects the jobs.job.changed events of one job. */
function eventsOf(jobId: number) {
  const seen: JobChangedEvent[] = [];
  const sub = stack.bus.subscribe(SUBJECTS.jobChanged, JobChangedEventSchema, async (event) => {
    if (event.jobId === jobId) seen.push(event);
  });
  return { seen, stop: () => sub.unsubscribe() };
}

describe('a run finished held', () => {
  test('waits in status held with its diff, a log line, a notice and an event; a finish sent again changes nothing', async () => {
    const { name, tasks } = await partnerWith('importProducts');
    const task = tasks[0];
    const id = await add(task.id);
    const claimed = await claim(id);
    if (!claimed.ok) throw new Error(claimed.reason);
    const events = eventsOf(id);
    try {
      const request = heldFinish(id, claimed.job.fence);
      expect(await finish(request)).toEqual({ ok: true });
      await eventually(async () => expect(events.seen.map((e) => e.status)).toEqual(['held']), 5000);
      expect(events.seen[0]).toMatchObject({ kind: 'partner', partnerId: task.partnerId, taskId: task.id });

      const row = await jobRow(id);
      expect(row).toMatchObject({ status: 'held', lease_expires_at: null, finished_at: null, attempts: 1 });
      expect(row.held).toEqual(diff());
      expect(row.held_at).not.toBeNull();
      expect(row.progress).toMatchObject({ read: 100, unchanged: 5 });
      const lines = await logOf(id);
      expect(lines.slice(-1)).toEqual([
        'info: Held for review, nothing merged: 90 in-stock products would drop to 0, 0 prices would rise and 1 fall beyond the limit, 2 products are new, 3 gone from the feed',
      ]);
      const et = await adminBrowser(stack, { locale: 'et' });
      expect((await logOf(id, et)).at(-1)).toBe(
        'info: Peatatud ülevaatuseks, midagi ei liidetud: 90 laos olevat toodet jääks nulli, 0 hinda tõuseks ja 1 langeks üle piiri, 2 toodet on uued, 3 kadus voost',
      );
      expect(await noticesOf(task.partnerId)).toEqual([
        expect.objectContaining({
          type: 'import',
          message: `Run ${id} of ${name} is waiting for review: apply or discard it on the partner desktop`,
          context: { job_id: id, partner_id: task.partnerId },
        }),
      ]);
      expect((await noticesOf(task.partnerId, et)).map((n) => n.message)).toEqual([
        `Partneri ${name} käivitus ${id} ootab ülevaatust: rakendage see või loobuge sellest partneri töölaual`,
      ]);

      // Sent again (its answer was lost): ok, nothing changes.
      expect(await finish(request)).toEqual({ ok: true });
      expect(await logOf(id)).toEqual(lines);
      expect(await noticesOf(task.partnerId)).toHaveLength(1);
      expect((await jobRow(id)).status).toBe('held');
      // Another worker's finish, or one of another claim, is not this run's.
      expect(await finish(heldFinish(id, claimed.job.fence, { workerId: 'other-worker' }))).toEqual({
        ok: false,
      });
      expect(await finish({ ...request, outcome: 'done' })).toEqual({ ok: false });
      expect((await jobRow(id)).status).toBe('held');
    } finally {
      await events.stop();
    }
  });

  test('the partner desktop has it in the held group (oldest first, translated); elsewhere it is neither running nor failed', async () => {
    const { tasks } = await partnerWith('updatePrices', 'updateAmounts');
    const first = await heldRun(tasks[0].id);
    const second = await heldRun(tasks[1].id);
    // The second was held earlier: it comes first.
    await stack.db
      .knex('jobs.jobs')
      .where('id', second)
      .update({ held_at: stack.db.knex.raw(`now() - interval '1 hour'`) });
    const desktop = await desktopOf(tasks[0].partnerId);
    expect(desktop.held.map((j) => [j.id, j.status, j.statusTrans, j.finishedAt, j.error])).toEqual([
      [second, 'held', 'Held', null, null],
      [first, 'held', 'Held', null, null],
    ]);
    expect(desktop.held[0].partnerTask).toMatchObject({ id: tasks[1].id, methodName: 'updateAmounts' });
    expect(desktop.held[1].progress.read).toBe(100);
    expect([...desktop.running, ...desktop.pending, ...desktop.error, ...desktop.done]).toEqual([]);
    const et = await adminBrowser(stack, { locale: 'et' });
    expect((await desktopOf(tasks[0].partnerId, et)).held.map((j) => j.statusTrans)).toEqual([
      'Peatatud',
      'Peatatud',
    ]);
    // The export desktop's held group is always empty.
    const exports = await admin.get('/api/export/desktop');
    expect(exports.status).toBe(200);
    expect(exports.body.data.held).toEqual([]);
    // The dashboard: not running, not failed, not pending; the lists answer.
    const running = await admin.get('/api/jobs/running');
    expect(running.status).toBe(200);
    expect(running.body.data.rows.map((r: { id: number }) => r.id)).not.toContain(first);
    const failed = await admin.get('/api/horizon/failed?perPage=500');
    expect(failed.status).toBe(200);
    expect(failed.body.data.rows.map((r: { id: number }) => r.id)).not.toContain(first);
    const stats = await admin.get('/api/horizon/stats');
    expect(stats.status).toBe(200);
    const high = stats.body.data.queues.find((q: { name: string }) => q.name === 'high');
    const pendingHigh = await stack.db
      .knex('jobs.jobs')
      .where({ queue: 'high', status: 'pending' })
      .count({ n: '*' });
    expect(high.pending).toBe(Number(pendingHigh[0].n));
    // Its log is a partner job's log, and the home desktop's log route reads it too.
    expect((await admin.get(`/api/jobs/log/${first}`)).status).toBe(200);
  });

  test('a held finish without its diff ends the job in error (nothing to review)', async () => {
    const task = await taskOf('updatePrices');
    const id = await add(task.id);
    const claimed = await claim(id);
    if (!claimed.ok) throw new Error(claimed.reason);
    expect(await finish(heldFinish(id, claimed.job.fence, { held: null }))).toEqual({ ok: true });
    expect((await jobRow(id)).status).toBe('error');
    expect((await logOf(id)).at(-1)).toBe(
      'error: The run was held without saying what it would change; nothing was merged',
    );
    expect((await admin.get(`/api/partner-job/held/${id}`)).body.key).toBe('job_not_held');
  });
});

describe('GET /api/partner-job/held/{id}', () => {
  test('the diff with whose run it is, in the caller language; unknown, not partner, not held, not a number refused', async () => {
    const { name, tasks } = await partnerWith('updateAmounts');
    const id = await heldRun(tasks[0].id);
    const res = await admin.get(`/api/partner-job/held/${id}`);
    expect(res.status).toBe(200);
    const held = HeldJobSchema.parse(res.body.data);
    expect(held).toMatchObject({
      ...diff(),
      jobId: id,
      partnerId: tasks[0].partnerId,
      partnerName: name,
      methodName: 'updateAmounts',
      methodTrans: 'Update amounts',
    });
    expect(new Date(held.heldAt).getTime()).toBe(new Date((await jobRow(id)).held_at).getTime());
    const et = await adminBrowser(stack, { locale: 'et' });
    expect((await et.get(`/api/partner-job/held/${id}`)).body.data.methodTrans).toBe('Koguste uuendamine');

    const unknown = await admin.get('/api/partner-job/held/99999999');
    expect([unknown.status, unknown.body.key]).toEqual([404, 'partner_job_not_found']);
    const exportId = (await addExportJob(systemContext(stack.db.knex, log), 3)).id;
    try {
      const notPartner = await admin.get(`/api/partner-job/held/${exportId}`);
      expect([notPartner.status, notPartner.body.key]).toEqual([404, 'partner_job_not_found']);
    } finally {
      await stack.db.knex('jobs.jobs').where('id', exportId).delete();
    }
    const other = await taskOf('importCategories');
    const pending = await add(other.id);
    const notHeld = await admin.get(`/api/partner-job/held/${pending}`);
    expect([notHeld.status, notHeld.body.key]).toEqual([409, 'job_not_held']);
    expect(notHeld.body.message).toBe(
      `Only a run waiting for review can be applied or discarded (job ${pending} is pending)`,
    );
    // An id that is no number: the same answer as every :id route of the desktop.
    const logAnswer = await admin.get('/api/partner-job/log/abc');
    const abc = await admin.get('/api/partner-job/held/abc');
    expect([404, 422]).toContain(abc.status);
    expect(abc.status).toBe(logAnswer.status);
    expect((await admin.post('/api/partner-job/apply/abc')).status).toBe(abc.status);
    expect((await admin.post('/api/partner-job/discard/-1')).status).toBe(
      (await admin.get('/api/partner-job/log/-1')).status,
    );
  });

  test('held, apply and discard need partnerDesktop', async () => {
    const task = await taskOf('updatePrices');
    const id = await heldRun(task.id);
    const outsider = await userWith(stack, admin, ['partners', 'exportDesktop', 'horizon']);
    expect((await outsider.get(`/api/partner-job/held/${id}`)).status).toBe(403);
    expect((await outsider.post(`/api/partner-job/apply/${id}`)).status).toBe(403);
    expect((await outsider.post(`/api/partner-job/discard/${id}`)).status).toBe(403);
    expect((await jobRow(id)).status).toBe('held');
    const desk = await userWith(stack, admin, ['partnerDesktop']);
    expect((await desk.get(`/api/partner-job/held/${id}`)).status).toBe(200);
    const res = await desk.post(`/api/partner-job/discard/${id}`);
    expect(res.status).toBe(200);
    expect((await jobRow(id)).params).toEqual({ decision: 'discard' });
  });
});

describe('no new run of a task while one is held', () => {
  test('an add, a retry from the dashboard and the scheduler are refused or skip; the other tasks run', async () => {
    const { tasks } = await partnerWith('updatePrices', 'updateAmounts');
    const [task, sibling] = tasks;
    // A failed run first (to retry later), then a held one.
    const failed = await add(task.id);
    const claimed = await claim(failed);
    if (!claimed.ok) throw new Error(claimed.reason);
    expect(
      await finish({
        jobId: failed,
        workerId: 'guard-worker',
        fence: claimed.job.fence,
        outcome: 'error',
        error: { key: 'job_failed' },
      }),
    ).toEqual({ ok: true });
    const held = await heldRun(task.id);

    const added = await admin.post('/api/partner-job/add', { taskId: task.id });
    expect([added.status, added.body.key]).toEqual([409, 'held_job_exists']);
    expect(added.body.message).toBe(
      `A run of this task is waiting for review (job ${held}): apply or discard it first`,
    );
    const et = await adminBrowser(stack, { locale: 'et' });
    expect((await et.post('/api/partner-job/add', { taskId: task.id })).body.message).toBe(
      `Selle ülesande käivitus ootab ülevaatust (töö ${held}): rakendage see või loobuge sellest enne`,
    );
    const retried = await admin.post(`/api/horizon/retry/${failed}`);
    expect([retried.status, retried.body.key]).toEqual([409, 'held_job_exists']);
    // The partner's other task is not blocked.
    expect((await admin.post('/api/partner-job/add', { taskId: sibling.id })).status).toBe(200);

    // The scheduler: the slot is recorded once, no job.
    await stack.db
      .knex('jobs.partner_tasks')
      .where('id', task.id)
      .update({ cron: '*/5 * * * *', updated_at: stack.db.knex.raw(`now() - interval '1 hour'`) });
    try {
      const fired = await fireSchedules(stack.db.knex, new Date(), {
        catchUpMs: 3_600_000,
        timezone: 'Europe/Tallinn',
        maxAttempts: 3,
        activePartners: async () => new Set([task.partnerId]),
        log,
      });
      expect(fired.events.filter((e) => e.taskId === task.id)).toEqual([]);
      expect(await stack.db.knex('jobs.schedule_fires').where('task_id', task.id)).toHaveLength(1);
      expect(await stack.db.knex('jobs.jobs').where('task_id', task.id).orderBy('id').pluck('id')).toEqual([
        failed,
        held,
      ]);
    } finally {
      await stack.db.knex('jobs.partner_tasks').where('id', task.id).update({ cron: null });
    }

    // Once decided, the task takes new jobs again.
    expect((await admin.post(`/api/partner-job/discard/${held}`)).status).toBe(200);
    await stack.db
      .knex('jobs.jobs')
      .where('id', held)
      .update({ status: 'done', finished_at: stack.db.knex.fn.now() });
    expect((await admin.post('/api/partner-job/add', { taskId: task.id })).status).toBe(200);
  });
});

describe('apply and discard', () => {
  test('apply: back to pending with the decision, attempts reset, published; the worker claims it with the decision over its task params', async () => {
    const task = await taskOf('importProducts');
    const id = await heldRun(task.id);
    const events = eventsOf(id);
    let claimedParams: Record<string, unknown> | undefined;
    let attempt = 0;
    try {
      const res = await admin.post(`/api/partner-job/apply/${id}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(`Run ${id} will be merged`);
      const row = await jobRow(id);
      expect(row).toMatchObject({ status: 'pending', attempts: 0, params: { decision: 'apply' } });
      // Its "waiting for review" notice goes with the decision.
      expect(await noticesOf(task.partnerId)).toEqual([]);
      const again = await admin.post(`/api/partner-job/apply/${id}`);
      expect([again.status, again.body.key]).toEqual([409, 'job_not_held']);
      expect((await admin.post(`/api/partner-job/discard/${id}`)).body.key).toBe('job_not_held');
      expect((await admin.get(`/api/partner-job/held/${id}`)).body.key).toBe('job_not_held');

      // Held for ten days before someone decided: that wait is the person's, not the queue's.
      await stack.db
        .knex('jobs.jobs')
        .where('id', id)
        .update({ created_at: stack.db.knex.raw(`now() - interval '10 days'`) });
      workers = startJobWorkers(
        { bus: stack.bus, log, instance: 'decision-worker' },
        {
          jobs: definedJobs({
            importProducts: async (run) => {
              if (run.job.id !== id) return;
              claimedParams = run.job.params;
              attempt = run.job.attempt;
            },
          }),
          concurrency: 1,
          leaseMs: 2000,
          reportEveryMs: 100,
        },
      );
      await eventually(async () => expect((await jobRow(id)).status).toBe('done'), 10_000);
      expect(claimedParams).toEqual({ origin: 'task', decision: 'apply' });
      expect(attempt).toBe(1);
      const stats = (await admin.get('/api/horizon/stats')).body.data as {
        queues: { name: string; waitP95Ms: number | null; runtimeP95Ms: number | null }[];
      };
      const high = stats.queues.find((q) => q.name === 'high')!;
      expect(high.runtimeP95Ms).not.toBeNull();
      expect(high.waitP95Ms ?? 0).toBeLessThan(3_600_000);
      // Each status once, in order (reports may repeat running with counters).
      await eventually(
        async () =>
          expect(events.seen.map((e) => e.status).filter((s, i, all) => s !== all[i - 1])).toEqual([
            'pending',
            'running',
            'done',
          ]),
        5000,
      );
      expect(await logOf(id)).toEqual([
        'info: Job added by admin',
        'info: Started (attempt 1 of 3)',
        'info: Import products started: reading x',
        expect.stringMatching(/^info: Held for review, nothing merged: 90 in-stock products/),
        'info: Apply requested by admin: the held run is merged as it was read',
        'info: Started (attempt 1 of 3)',
        'info: Finished',
      ]);
      const et = await adminBrowser(stack, { locale: 'et' });
      expect((await logOf(id, et)).at(-3)).toBe(
        'info: Rakendamist küsis admin: peatatud käivitus liidetakse nii, nagu see loeti',
      );
      // The held diff stays with the job; the task takes new jobs again.
      expect((await jobRow(id)).held).toEqual(diff());
      expect((await admin.post('/api/partner-job/add', { taskId: task.id })).status).toBe(200);
    } finally {
      await events.stop();
    }
  });

  test('discard answers its message in en and et; decisions racing on one job: exactly one wins', async () => {
    const task = await taskOf('updateAmounts');
    const id = await heldRun(task.id);
    const et = await adminBrowser(stack, { locale: 'et' });
    const res = await et.post(`/api/partner-job/discard/${id}`);
    expect([res.status, res.body.message]).toEqual([200, `Käivitusest ${id} loobutakse`]);
    expect((await logOf(id)).at(-1)).toBe('info: Discard requested by admin: the held run is dropped');
    expect((await jobRow(id)).params).toEqual({ decision: 'discard' });
    // Ready for the next test: the discard run ended.
    await stack.db
      .knex('jobs.jobs')
      .where('id', id)
      .update({ status: 'done', finished_at: stack.db.knex.fn.now() });

    const racing = await heldRun(task.id);
    const answers = await Promise.all(
      ['apply', 'discard', 'apply', 'discard', 'apply', 'discard'].map((d) =>
        admin.post(`/api/partner-job/${d}/${racing}`),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.key)).toEqual(
      Array(5).fill('job_not_held'),
    );
    const winner = ok[0].body.message.includes('merged') ? 'apply' : 'discard';
    expect((await jobRow(racing)).params).toEqual({ decision: winner });
    // One decision line, one outbox row for the decision run.
    const decisionLines = (await logOf(racing)).filter((l) => / requested by admin/.test(l));
    expect(decisionLines).toHaveLength(1);
    expect(await stack.db.knex('jobs.job_outbox').where({ job_id: racing, attempt: 1 })).toHaveLength(2);
    const unknown = await admin.post('/api/partner-job/apply/99999999');
    expect([unknown.status, unknown.body.key]).toEqual([404, 'partner_job_not_found']);
  });

  test('a pending job of the task (added while the run ran) is released by the hold and blocks the decision', async () => {
    const task = await taskOf('updatePrices');
    const first = await add(task.id);
    const claimed = await claim(first);
    if (!claimed.ok) throw new Error(claimed.reason);
    // Added while the first runs; a worker's claim of it is refused as busy (it waits without an item).
    const second = await add(task.id);
    expect(await claim(second, 'other-worker')).toEqual({ ok: false, reason: 'busy' });
    expect(await stack.db.knex('jobs.job_outbox').where('job_id', second)).toHaveLength(1);
    expect(await finish(heldFinish(first, claimed.job.fence))).toEqual({ ok: true });
    // The hold ends the run: the waiting job is published again.
    expect(await stack.db.knex('jobs.job_outbox').where('job_id', second)).toHaveLength(2);

    const apply = await admin.post(`/api/partner-job/apply/${first}`);
    expect([apply.status, apply.body.key]).toEqual([409, 'pending_job_exists']);
    expect((await jobRow(first)).status).toBe('held');
    expect((await jobRow(first)).params).toEqual({});
    expect(await noticesOf(task.partnerId)).toHaveLength(1);
    expect((await admin.del(`/api/partner-job/delete/${second}`)).status).toBe(200);
    expect((await admin.post(`/api/partner-job/apply/${first}`)).status).toBe(200);
    expect((await jobRow(first)).status).toBe('pending');
  });
});

describe('retention of held runs', () => {
  const settingOf = async (code: string) =>
    (
      (await admin.get('/api/settings/list?perPage=500')).body.data.rows as {
        id: number;
        code: string;
        value: string;
        description: string;
      }[]
    ).find((s) => s.code === code)!;
  const prune = () =>
    stack.bus.request(SUBJECTS.jobsPrune, { jobDays: 30, noticeDays: 30 }, JobsPruneReplySchema, 30_000);
  const heldDaysAgo = (id: number, days: number) =>
    stack.db
      .knex('jobs.jobs')
      .where('id', id)
      .update({ held_at: stack.db.knex.raw(`now() - (? * interval '1 day')`, [days]) });

  test('the daily prune turns runs held longer than held_retention_days into discard runs by the system', async () => {
    const setting = await settingOf('held_retention_days');
    expect(setting).toMatchObject({ value: '14' });
    expect(setting.description).toMatch(/held for review/);
    const et = await adminBrowser(stack, { locale: 'et' });
    const etSetting = (
      (await et.get('/api/settings/list?perPage=500')).body.data.rows as {
        code: string;
        description: string;
      }[]
    ).find((s) => s.code === 'held_retention_days')!;
    expect(etSetting.description).toMatch(/ülevaatuseks peatatud import/);

    const { tasks } = await partnerWith('updatePrices', 'updateAmounts');
    const old = await heldRun(tasks[0].id);
    const recent = await heldRun(tasks[1].id);
    await heldDaysAgo(old, 20);
    await heldDaysAgo(recent, 3);
    expect(await prune()).toMatchObject({ jobs: expect.any(Number) });
    expect(await jobRow(old)).toMatchObject({
      status: 'pending',
      params: { decision: 'discard' },
      attempts: 0,
    });
    expect((await logOf(old)).at(-1)).toBe('info: Not decided within 14 days: the held run is dropped');
    expect((await logOf(old, et)).at(-1)).toBe(
      'info: Otsust ei tehtud 14 päeva jooksul: peatatud käivitusest loobutakse',
    );
    expect((await jobRow(recent)).status).toBe('held');
    expect((await noticesOf(tasks[0].partnerId)).map((n) => n.context.job_id)).toEqual([recent]);
    // The discard run is published like an add.
    await eventually(async () => {
      const outbox = await stack.db.knex('jobs.job_outbox').where({ job_id: old }).whereNotNull('sent_at');
      expect(outbox.length).toBeGreaterThanOrEqual(2);
    }, 5000);

    // A shorter retention takes the recent one on the next prune.
    const save = (value: string) =>
      admin.post('/api/settings/save', { id: setting.id, code: setting.code, value });
    expect((await save('2')).status).toBe(200);
    try {
      await eventually(async () => {
        await prune();
        expect((await jobRow(recent)).status).toBe('pending');
      }, 10_000);
      expect((await logOf(recent)).at(-1)).toBe('info: Not decided within 2 days: the held run is dropped');
      expect((await save('0')).status).toBe(422);
    } finally {
      await save(setting.value);
    }
  });
});
