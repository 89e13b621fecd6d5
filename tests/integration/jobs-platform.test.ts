import type { PartnerTask, TaskMethod } from '@feedhub/contracts';
import { createLogger, systemContext } from '@feedhub/service-kit';
import {
  definedJobs,
  holdFence,
  jobFencing,
  JobStopped,
  startJobWorkers,
  type FenceQuery,
  type JobFencing,
  type HandlersByMethod,
  type JobWorkers,
} from '@feedhub/jobs';
import { addExportJob } from '../../svc-jobs/src/export-jobs/export-jobs.domain';
import { openEventStream } from './event-stream';
import { adminBrowser, eventually, startStack, userWith, type TestBrowser, type TestStack } from './stack';

// The job platform (DESIGN §4): one mechanism for every kind, its invariants, the queue dashboard
// API, PIM sync as a system job, live events through the gateway. Catalog runs no workers here
// (WORKER_CONCURRENCY=0): this file's pools take the jobs, with methods that wait when told.

const ENV = {
  RELAY_EVERY_MS: '50',
  SWEEP_EVERY_MS: '100',
  RECONCILE_EVERY_MS: '1000',
  SCHEDULER_EVERY_MS: '60000',
  WORKER_CONCURRENCY: '0',
};
const log = createLogger('jobs-platform-test', process.env.LOG_LEVEL ?? 'silent');

let stack: TestStack;
let admin: TestBrowser;
const pools: JobWorkers[] = [];
beforeAll(async () => {
  stack = await startStack(ENV);
  admin = await adminBrowser(stack);
});
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.stop()));
});
afterAll(() => stack.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let nextPartner = 0;

async function taskOf(methodName: TaskMethod, queue = 'high'): Promise<PartnerTask> {
  nextPartner += 1;
  const saved = await admin.post('/api/partners/save', {
    name: `Platform ${Date.now()}-${nextPartner}`,
    className: 'xml',
    params: { url: 'demo:demo-xml.xml', itemPath: 'products/product', fields: { code: '@id' } },
    tasks: [{ name: `t-${methodName}`, methodName, queue, cron: null }],
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  return (await admin.get(`/api/partners/${saved.body.data.id}`)).body.data.tasks[0] as PartnerTask;
}

const pool = (
  handlers: HandlersByMethod,
  concurrency = 2,
  instance = 'platform-test',
  fencing?: JobFencing,
) => {
  const workers = startJobWorkers(
    { bus: stack.bus, log, instance },
    { jobs: definedJobs(handlers), concurrency, leaseMs: 2000, reportEveryMs: 100, fencing },
  );
  pools.push(workers);
  return workers;
};
const add = async (taskId: number) => {
  const res = await admin.post('/api/partner-job/add', { taskId });
  expect(res.status).toBe(200);
  return res.body.data.id as number;
};
const jobRow = async (id: number) => (await stack.db.knex('jobs.jobs').where('id', id))[0];
const statusOf = async (id: number) => (await jobRow(id))?.status as string | undefined;

/** A method that runs until released, counting how many of its runs overlap. */
function gate() {
  let open = false;
  let running = 0;
  let maxRunning = 0;
  let runs = 0;
  return {
    handler: async () => {
      runs += 1;
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      while (!open) await sleep(20);
      running -= 1;
    },
    release: () => void (open = true),
    get runs() {
      return runs;
    },
    get maxRunning() {
      return maxRunning;
    },
  };
}

describe('one running job per task', () => {
  test('a pending job of a task waits while the task runs, on two slots of two pools, then runs', async () => {
    const task = await taskOf('importProducts');
    const g = gate();
    pool({ importProducts: g.handler }, 2, 'pool-a');
    pool({ importProducts: g.handler }, 2, 'pool-b');
    const first = await add(task.id);
    await eventually(async () => expect(await statusOf(first)).toBe('running'), 5000);
    const second = await add(task.id);
    // Four free slots could take it: it must stay pending while the first runs.
    await sleep(1000);
    expect(await statusOf(second)).toBe('pending');
    expect(g.maxRunning).toBe(1);
    g.release();
    await eventually(async () => expect(await statusOf(second)).toBe('done'), 10_000);
    expect(await statusOf(first)).toBe('done');
    expect(g.runs).toBe(2);
    expect(g.maxRunning).toBe(1);
  });

  test('the database refuses a second running job of one key, however it is asked', async () => {
    const task = await taskOf('importAttributes');
    const g = gate();
    pool({ importAttributes: g.handler }, 1);
    const first = await add(task.id);
    await eventually(async () => expect(await statusOf(first)).toBe('running'), 5000);
    const second = await add(task.id);
    await expect(
      stack.db.knex('jobs.jobs').where('id', second).update({ status: 'running' }),
    ).rejects.toThrow(/jobs_one_running_per_key/);
    g.release();
    await eventually(async () => expect(await statusOf(second)).toBe('done'), 10_000);
  });
});

describe('one export at a time', () => {
  // The export's route comes with the export issue; its add is the jobs service's own (addExportJob).
  const addExport = async () => (await addExportJob(systemContext(stack.db.knex, log), 3)).id;

  test('one pending export (pending_job_exists), one running on two pools; the next runs after', async () => {
    const g = gate();
    pool({ exportProducts: g.handler }, 2, 'export-a');
    pool({ exportProducts: g.handler }, 2, 'export-b');
    const first = await addExport();
    await eventually(async () => expect(await statusOf(first)).toBe('running'), 5000);
    const second = await addExport();
    await expect(addExport()).rejects.toMatchObject({ key: 'pending_job_exists' });
    // Three free slots could take it: it waits while the first export runs.
    await sleep(1000);
    expect(await statusOf(second)).toBe('pending');
    expect(g.maxRunning).toBe(1);
    g.release();
    await eventually(async () => expect(await statusOf(second)).toBe('done'), 10_000);
    expect(await statusOf(first)).toBe('done');
    expect(g.runs).toBe(2);
    expect(g.maxRunning).toBe(1);
    const [row] = await stack.db.knex('jobs.jobs').where('id', second);
    expect(row).toMatchObject({ kind: 'export', method_name: 'exportProducts', concurrency_key: 'export' });
  });
});

describe('PIM sync as a system job', () => {
  test('POST /api/pim/sync queues it once (409 while pending), a worker runs it, settingsDesktop is required', async () => {
    const first = await admin.post('/api/pim/sync');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(`The PIM sync is queued (job ${first.body.data.jobId})`);
    const again = await admin.post('/api/pim/sync');
    expect(again.status).toBe(409);
    expect(again.body.key).toBe('pending_job_exists');
    const other = await userWith(stack, admin, ['partners']);
    expect((await other.post('/api/pim/sync')).status).toBe(403);
    const row = await jobRow(first.body.data.jobId);
    expect(row).toMatchObject({ kind: 'system', method_name: 'syncPim', task_id: null, queue: 'high' });
    let ran = 0;
    pool({ syncPim: async () => void (ran += 1) });
    await eventually(async () => expect(await statusOf(first.body.data.jobId)).toBe('done'), 10_000);
    expect(ran).toBe(1);
    // Its log: for those who may see system jobs; a 404 for a partner desk user, as for no job at all.
    const log = await admin.get(`/api/jobs/log/${first.body.data.jobId}`);
    expect(log.body.data.rows.map((r: { message: string }) => r.message)).toEqual([
      'Job added by admin',
      'Started (attempt 1 of 3)',
      'Finished',
    ]);
    const desk = await userWith(stack, admin, ['partnerDesktop']);
    expect((await desk.get(`/api/jobs/log/${first.body.data.jobId}`)).body.key).toBe('job_not_found');
  });

  test('syncPim is no partner task any more', async () => {
    const saved = await admin.post('/api/partners/save', {
      name: `No sync ${Date.now()}`,
      className: 'xml',
      params: { url: 'demo:demo-xml.xml', itemPath: 'products/product', fields: { code: '@id' } },
      tasks: [{ name: 'sync', methodName: 'syncPim', queue: 'high' }],
    });
    expect(saved.status).toBe(422);
    expect(Object.keys(saved.body.errors)).toContain('tasks.0.methodName');
  });
});

describe('queue dashboard API', () => {
  test('stats, failed jobs with their error, retry runs the task again; bad retries refused', async () => {
    const task = await taskOf('updatePrices', 'low');
    let attempt = 0;
    pool({
      updatePrices: async () => {
        attempt += 1;
        if (attempt === 1)
          throw new (await import('@feedhub/jobs')).JobFailure('job_feed_error', { message: 'boom' });
      },
    });
    const failed = await add(task.id);
    await eventually(async () => expect(await statusOf(failed)).toBe('error'), 10_000);

    const stats = await admin.get('/api/horizon/stats');
    expect(stats.status).toBe(200);
    expect(stats.body.data.queues.map((q: { name: string }) => q.name)).toEqual(['high', 'medium', 'low']);
    expect(stats.body.data.series).toHaveLength(60);
    expect(stats.body.data.failedJobs).toBeGreaterThanOrEqual(1);
    expect(stats.body.data.workers.some((w: { id: string }) => w.id.startsWith('platform-test:'))).toBe(true);
    const low = stats.body.data.queues.find((q: { name: string }) => q.name === 'low');
    expect(low.runtimeP95Ms).not.toBeNull();

    const list = await admin.get('/api/horizon/failed?perPage=5');
    expect(list.status).toBe(200);
    expect(list.body.data.rows[0]).toMatchObject({
      id: failed,
      kind: 'partner',
      methodName: 'updatePrices',
      methodTrans: 'Update prices',
      status: 'error',
      error: 'The feed could not be read: boom',
      task: { id: task.id },
    });

    const retried = await admin.post(`/api/horizon/retry/${failed}`);
    expect(retried.status).toBe(200);
    const newId = retried.body.data.id as number;
    expect(retried.body.message).toBe(`Job ${failed} will run again as job ${newId}`);
    await eventually(async () => expect(await statusOf(newId)).toBe('done'), 10_000);

    const done = await admin.post(`/api/horizon/retry/${newId}`);
    expect(done.status).toBe(409);
    expect(done.body).toMatchObject({ key: 'job_not_failed' });
    expect((await admin.post('/api/horizon/retry/99999999')).body).toMatchObject({ key: 'job_not_found' });
    expect((await admin.post('/api/horizon/retry/99999999')).status).toBe(404);
    // An id that is no number names no route (as for every :id route): 404.
    expect((await admin.post('/api/horizon/retry/abc')).status).toBe(404);
  });

  test('a paused queue holds its jobs (also across a claim attempt); resume releases them', async () => {
    const task = await taskOf('importCategories', 'high');
    let ran = 0;
    pool({ importCategories: async () => void (ran += 1) });
    const paused = await admin.post('/api/horizon/pause/high');
    expect(paused.status).toBe(200);
    expect(paused.body.message).toBe('Queue high is paused: its jobs wait until it is resumed');
    try {
      const id = await add(task.id);
      await sleep(1200);
      expect(await statusOf(id)).toBe('pending');
      expect(ran).toBe(0);
      const stats = await admin.get('/api/horizon/stats');
      expect(stats.body.data.queues.find((q: { name: string }) => q.name === 'high')).toMatchObject({
        paused: true,
      });
      expect((await admin.post('/api/horizon/resume/high')).status).toBe(200);
      await eventually(async () => expect(await statusOf(id)).toBe('done'), 10_000);
      expect(ran).toBe(1);
    } finally {
      await admin.post('/api/horizon/resume/high');
    }
  });

  test('an unknown queue is 404; every route needs horizon', async () => {
    const unknown = await admin.post('/api/horizon/pause/urgent');
    // The path names no queue there is: like any unknown path, 404 page_not_found (no job is touched).
    expect(unknown.status).toBe(404);
    expect(unknown.body.key).toBe('page_not_found');
    const user = await userWith(stack, admin, ['partnerDesktop']);
    expect((await user.get('/api/horizon/stats')).status).toBe(403);
    expect((await user.get('/api/horizon/failed')).status).toBe(403);
    expect((await user.post('/api/horizon/retry/1')).status).toBe(403);
    expect((await user.post('/api/horizon/pause/low')).status).toBe(403);
    expect((await user.post('/api/horizon/resume/low')).status).toBe(403);
  });
});

describe('running jobs and the partner desktop', () => {
  test('running jobs are listed for the kinds a user may see; finished jobs are paged, newest first', async () => {
    const task = await taskOf('importProducts');
    const g = gate();
    pool({ importProducts: g.handler });
    const id = await add(task.id);
    await eventually(async () => expect(await statusOf(id)).toBe('running'), 5000);
    const desk = await userWith(stack, admin, ['partnerDesktop']);
    const exports = await userWith(stack, admin, ['exportDesktop']);
    const seen = await desk.get('/api/jobs/running');
    expect(seen.status).toBe(200);
    expect(seen.body.data.rows.map((r: { id: number }) => r.id)).toContain(id);
    expect((await exports.get('/api/jobs/running')).body.data.rows).toEqual([]);
    g.release();
    await eventually(async () => expect(await statusOf(id)).toBe('done'), 10_000);
    const second = await add(task.id);
    await eventually(async () => expect(await statusOf(second)).toBe('done'), 10_000);
    const page1 = await admin.get(`/api/partner-job/desktop?filter[partnerId]=${task.partnerId}&perPage=1`);
    expect(page1.body.data.doneTotal).toBe(2);
    expect(page1.body.data.done.map((j: { id: number }) => j.id)).toEqual([second]);
    const page2 = await admin.get(
      `/api/partner-job/desktop?filter[partnerId]=${task.partnerId}&perPage=1&donePage=2`,
    );
    expect(page2.body.data.done.map((j: { id: number }) => j.id)).toEqual([id]);
  });
});

describe('settings that do something', () => {
  test('job_max_attempts: an unexpected failure with 1 attempt allowed ends in error at once', async () => {
    const settings = (await admin.get('/api/settings/list?perPage=500')).body.data.rows as {
      id: number;
      code: string;
      value: string;
    }[];
    const setting = settings.find((s) => s.code === 'job_max_attempts')!;
    const save = (value: string) =>
      admin.post('/api/settings/save', { id: setting.id, code: setting.code, value });
    expect((await save('1')).status).toBe(200);
    try {
      const task = await taskOf('updateAmounts', 'low');
      let runs = 0;
      pool({
        updateAmounts: async () => {
          runs += 1;
          throw new Error('unexpected');
        },
      });
      // The settings change reaches jobs over the bus; the job added after it gets one attempt.
      await eventually(async () => {
        const id = await add(task.id);
        await eventually(async () => expect(await statusOf(id)).toBe('error'), 10_000);
        expect((await jobRow(id)).max_attempts).toBe(1);
      }, 10_000);
      expect(runs).toBeGreaterThanOrEqual(1);
    } finally {
      await save(setting.value);
    }
  });

  test('pruneJobs deletes finished jobs and notices older than the settings say, and keeps the rest', async () => {
    const task = await taskOf('importCategories');
    const { pruneJobs } = await import('../../svc-catalog/src/workers/prune-jobs.job');
    // Fenced as catalog's workers are: a prune asks jobs only while its run holds the fence.
    pool(
      { importCategories: async () => undefined, pruneJobs: pruneJobs({ bus: stack.bus, log }).handler },
      2,
      'platform-test',
      jobFencing(stack.db.knex, 'catalog.job_fences'),
    );
    const old = await add(task.id);
    await eventually(async () => expect(await statusOf(old)).toBe('done'), 10_000);
    const recent = await add(task.id);
    await eventually(async () => expect(await statusOf(recent)).toBe('done'), 10_000);
    await stack.db
      .knex('jobs.jobs')
      .where('id', old)
      .update({ finished_at: stack.db.knex.raw(`now() - interval '40 days'`) });
    const [notice] = await stack.db
      .knex('jobs.error_notices')
      .insert([
        {
          type: 'import',
          key: 'job_failed',
          params: '{}',
          created_at: stack.db.knex.raw(`now() - interval '40 days'`),
        },
        { type: 'import', key: 'job_failed', params: '{}' },
      ])
      .returning('id');
    const started = await stack.bus.request(
      'jobs.system-jobs.start',
      { methodName: 'pruneJobs' },
      (await import('@feedhub/contracts')).SystemJobStartReplySchema,
    );
    expect(started.jobId).not.toBeNull();
    await eventually(async () => expect(await statusOf(started.jobId!)).toBe('done'), 10_000);
    expect(await jobRow(old)).toBeUndefined();
    expect(await statusOf(recent)).toBe('done');
    expect(await stack.db.knex('jobs.error_notices').where('id', (notice as { id: number }).id)).toHaveLength(
      0,
    );
    const lines = (await admin.get(`/api/partner-job/log/${started.jobId}`)).status;
    expect(lines).toBe(404); // a system job's log is not a partner job's
  });
});

describe('fencing reaches the catalogue', () => {
  /** holdFence's `$n` statement on knex (which binds `?`). */
  const knexQuery: FenceQuery = async (sql, params) => {
    const order: number[] = [];
    const text = sql.replace(/\$(\d+)/g, (_m, n: string) => {
      order.push(Number(n) - 1);
      return '?';
    });
    return (await stack.db.knex.raw(
      text,
      order.map((i) => params[i] as string | number | boolean),
    )) as { rows: unknown[] };
  };
  const job = (id: number, fence: number) => ({
    id,
    fence,
    concurrencyKey: `task:fence-${id}`,
    kind: 'partner' as const,
    taskId: 1,
    partnerId: 1,
    methodName: 'importProducts' as const,
    params: {},
    debug: false,
    attempt: 1,
  });

  test('a run that lost its fence to a newer claim cannot commit; a committed result is kept by a later attempt', async () => {
    const fencing = jobFencing(stack.db.knex, 'catalog.job_fences');
    const zombie = job(900001, 10);
    expect(await fencing.acquire(zombie, 30_000)).toBe('held');
    await holdFence(knexQuery, 'catalog.job_fences', zombie);
    // The lease ran out, another worker claimed the same job (a newer token) and took the fence.
    const takeover = { ...zombie, fence: 11, attempt: 2 };
    expect(await fencing.acquire(takeover, 30_000)).toBe('held');
    await expect(holdFence(knexQuery, 'catalog.job_fences', zombie, { commit: true })).rejects.toBeInstanceOf(
      JobStopped,
    );
    expect(await fencing.renew(zombie, 30_000)).toBe(false);
    expect(await fencing.acquire(zombie, 30_000)).toBe('lost');
    // The takeover commits; its finish is lost; the next attempt finds the result committed.
    await holdFence(knexQuery, 'catalog.job_fences', takeover, { commit: true });
    expect(await fencing.acquire({ ...zombie, fence: 12, attempt: 3 }, 30_000)).toBe('committed');
  });

  test('a fence past its validity refuses the commit (a paused worker whose lease ran out)', async () => {
    const fencing = jobFencing(stack.db.knex, 'catalog.job_fences');
    const paused = job(900002, 20);
    expect(await fencing.acquire(paused, 50)).toBe('held');
    await sleep(150);
    await expect(holdFence(knexQuery, 'catalog.job_fences', paused)).rejects.toBeInstanceOf(JobStopped);
  });
});

describe('live job events (GET /api/events)', () => {
  const stream = (browser: TestBrowser) => openEventStream(stack.url, browser);

  test('no session: 401', async () => {
    const anonymous = stack.browser();
    const res = await anonymous.get('/api/events');
    expect(res.status).toBe(401);
  });

  test('job changes with progress reach those who may see them; the stream closes at logout', async () => {
    const watcher = await userWith(stack, admin, ['partnerDesktop']);
    const outsider = await userWith(stack, admin, ['exportDesktop']);
    const mine = stream(watcher);
    const theirs = stream(outsider);
    try {
      await eventually(async () => expect(mine.events[0]?.event).toBe('ready'), 5000);
      await eventually(async () => expect(theirs.events[0]?.event).toBe('ready'), 5000);
      const task = await taskOf('importProducts');
      pool({
        importProducts: async (run) => {
          run.progress({ read: 42 });
          await sleep(300);
          await run.checkpoint();
        },
      });
      const id = await add(task.id);
      await eventually(async () => {
        const statuses = mine.events
          .filter((e) => e.event === 'job' && (e.data as { jobId: number }).jobId === id)
          .map((e) => (e.data as { status: string }).status);
        expect(statuses).toEqual(expect.arrayContaining(['pending', 'running', 'done']));
      }, 10_000);
      const progress = mine.events.find(
        (e) => e.event === 'job' && (e.data as { progress?: { read?: number } }).progress?.read === 42,
      );
      expect(progress?.data).toMatchObject({
        kind: 'partner',
        partnerId: task.partnerId,
        methodName: 'importProducts',
      });
      expect(theirs.events.filter((e) => e.event === 'job')).toEqual([]);
      expect((await watcher.post('/api/auth/logout')).status).toBe(200);
      await eventually(async () => expect(mine.ended).toBe(true), 20_000);
    } finally {
      mine.close();
      theirs.close();
    }
  });
});
