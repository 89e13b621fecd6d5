import request from 'supertest';
import { MAX_EVENT_STREAMS_PER_SESSION, type PartnerTask } from '@feedhub/contracts';
import { createLogger } from '@feedhub/service-kit';
import { definedJobs, JobFailure, startJobWorkers, type JobWorkers } from '@feedhub/jobs';
import { openEventStream, type EventStream } from './event-stream';
import { adminBrowser, eventually, startStack, userWith, type TestBrowser, type TestStack } from './stack';

// Regression tests of issue 30's probe, its low-severity findings (point 4): an event stream that
// outlived its logout, forty streams of one session, a failed job retried twice, action routes that
// took any body, the maintenance GETs answering cross-site requests, the gateway's own routes missing
// from /api/docs. Each failed before its fix. Catalog runs no workers (WORKER_CONCURRENCY=0): this
// file's pool takes the jobs, as in jobs-platform.test.ts.

const ENV = {
  RELAY_EVERY_MS: '50',
  SWEEP_EVERY_MS: '100',
  RECONCILE_EVERY_MS: '1000',
  SCHEDULER_EVERY_MS: '60000',
  WORKER_CONCURRENCY: '0',
};
const log = createLogger('low-severity-probe-test', process.env.LOG_LEVEL ?? 'silent');

let stack: TestStack;
let admin: TestBrowser;
const streams: EventStream[] = [];
const pools: JobWorkers[] = [];
beforeAll(async () => {
  stack = await startStack(ENV);
  admin = await adminBrowser(stack);
});
afterEach(async () => {
  for (const s of streams.splice(0)) s.close();
  await Promise.all(pools.splice(0).map((p) => p.stop()));
});
afterAll(() => stack.close());

/**
 * Opens an event stream of the browser on its own gateway (closed after the test): with replicas each
 * gateway counts the streams it holds, and the browser's other calls go to that gateway too.
 */
function stream(browser: TestBrowser): EventStream {
  const s = openEventStream(browser.url, browser);
  streams.push(s);
  return s;
}

/** A stream that the gateway accepted, its `ready` event received. */
async function readyStream(browser: TestBrowser): Promise<EventStream> {
  const s = stream(browser);
  expect(await s.answered).toBe(200);
  await eventually(async () => expect(s.events[0]?.event).toBe('ready'), 5000);
  return s;
}

describe('event streams end with their session', () => {
  test('logout closes the session’s stream before it answers; another session of the user keeps its own', async () => {
    const watcher = await userWith(stack, admin, ['partnerDesktop']);
    const elsewhere = stack.browser();
    const me = (await watcher.get('/api/auth/me')).body.data as { username: string };
    expect((await elsewhere.login(me.username, 'password-123')).status).toBe(200);
    const mine = await readyStream(watcher);
    const other = await readyStream(elsewhere);

    expect((await watcher.post('/api/auth/logout')).status).toBe(200);
    // Closed by the gateway before it forwarded the logout: the end is on its way as the answer comes.
    // (Before, it lived until the next periodic session check, up to 15 s.)
    await eventually(async () => expect(mine.ended).toBe(true), 1000);
    expect(other.ended).toBe(false);
    // The logged-out browser cannot open another.
    expect((await watcher.get('/api/events')).status).toBe(401);
  });
});

describe('event streams per session are capped', () => {
  test(`${MAX_EVENT_STREAMS_PER_SESSION} streams open; one more is 429 in English and Estonian; a closed one frees its place`, async () => {
    const user = await userWith(stack, admin, ['partnerDesktop']);
    const open: EventStream[] = [];
    for (let i = 0; i < MAX_EVENT_STREAMS_PER_SESSION; i++) open.push(await readyStream(user));

    const refused = await user.get('/api/events');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      key: 'too_many_event_streams',
      message: `Too many live update streams are open in this session (at most ${MAX_EVENT_STREAMS_PER_SESSION}): close another tab and try again`,
    });
    const et = await user.get('/api/events').set('Accept-Language', 'et');
    expect(et.status).toBe(429);
    expect(et.body.message).toBe(
      `Selles seansis on avatud liiga palju reaalajas uuenduste vooge (kuni ${MAX_EVENT_STREAMS_PER_SESSION}): sulgege mõni vaheleht ja proovige uuesti`,
    );
    // The cap is per session: the admin's browser still opens one.
    await readyStream(admin);

    open[0].close();
    await eventually(async () => {
      const next = stream(user);
      expect(await next.answered).toBe(200);
    }, 5000);
  });
});

describe('a failed job is retried once', () => {
  let nextPartner = 0;
  /** A partner task of a method that fails on its first run and then waits for `release`. */
  async function failedJob(): Promise<{ task: PartnerTask; failed: number; release: () => void }> {
    nextPartner += 1;
    const saved = await admin.post('/api/partners/save', {
      name: `Retry ${Date.now()}-${nextPartner}`,
      className: 'xml',
      params: { url: 'demo:demo-xml.xml', itemPath: 'products/product', fields: { code: '@id' } },
      tasks: [{ name: 'prices', methodName: 'updatePrices', queue: 'low', cron: null }],
    });
    expect(saved.status).toBe(200);
    const task = (await admin.get(`/api/partners/${saved.body.data.id}`)).body.data.tasks[0] as PartnerTask;
    let runs = 0;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    pools.push(
      startJobWorkers(
        { bus: stack.bus, log, instance: 'probe-test' },
        {
          jobs: definedJobs({
            updatePrices: async () => {
              runs += 1;
              if (runs === 1) throw new JobFailure('job_feed_error', { message: 'boom' });
              await released;
            },
          }),
          concurrency: 2,
          leaseMs: 2000,
          reportEveryMs: 100,
        },
      ),
    );
    const added = await admin.post('/api/partner-job/add', { taskId: task.id });
    expect(added.status).toBe(200);
    const failed = added.body.data.id as number;
    await eventually(async () => expect(await statusOf(failed)).toBe('error'), 10_000);
    return { task, failed, release };
  }
  const statusOf = async (id: number) =>
    ((await stack.db.knex('jobs.jobs').where('id', id))[0] as { status: string } | undefined)?.status;
  const jobsOfTask = async (taskId: number) =>
    (await stack.db.knex('jobs.jobs').where('task_id', taskId).orderBy('id')) as { id: number }[];

  test('a second retry after the first one started is 409 job_already_retried (en, et), no second run', async () => {
    const { task, failed, release } = await failedJob();
    try {
      const first = await admin.post(`/api/horizon/retry/${failed}`);
      expect(first.status).toBe(200);
      const newId = first.body.data.id as number;
      // The retry is running: no pending job stands in the way of another any more.
      await eventually(async () => expect(await statusOf(newId)).toBe('running'), 10_000);
      const second = await admin.post(`/api/horizon/retry/${failed}`);
      expect(second.status).toBe(409);
      expect(second.body).toEqual({
        key: 'job_already_retried',
        message: `Job ${failed} was already retried (as job ${newId}): retry that one if it fails`,
      });
      const et = await admin.agent
        .post(`/api/horizon/retry/${failed}`)
        .set({ ...admin.headers, 'Accept-Language': 'et', 'X-CSRF-TOKEN': await admin.csrf() });
      expect(et.body.message).toBe(
        `Töö ${failed} on juba uuesti käivitatud (tööna ${newId}): kui see ebaõnnestub, käivitage uuesti see`,
      );
      expect((await jobsOfTask(task.id)).map((j) => j.id)).toEqual([failed, newId]);
    } finally {
      release();
    }
  });

  test('ten retries of one failed job at once: one 200, nine 409, one new job', async () => {
    const { task, failed, release } = await failedJob();
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => admin.post(`/api/horizon/retry/${failed}`)),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
      const newId = answers.find((a) => a.status === 200)!.body.data.id as number;
      for (const refused of answers.filter((a) => a.status === 409))
        expect(refused.body.key).toBe('job_already_retried');
      expect((await jobsOfTask(task.id)).map((j) => j.id)).toEqual([failed, newId]);
      // Once the new job runs, a late retry still finds the failed one retried.
      await eventually(async () => expect(await statusOf(newId)).toBe('running'), 10_000);
      expect((await admin.post(`/api/horizon/retry/${failed}`)).body.key).toBe('job_already_retried');
    } finally {
      release();
    }
  });
});

describe('actions without a body refuse any field in one', () => {
  const probes = [
    ['/api/horizon/pause/low'],
    ['/api/horizon/resume/low'],
    ['/api/horizon/retry/1'],
    ['/api/pim/sync'],
  ];

  test.each(probes)('POST %s with {"is_admin":true} is 422 under is_admin (en, et)', async (path) => {
    const en = await admin.post(path, { is_admin: true });
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({
      key: 'validation_failed',
      errors: { is_admin: ['Is_admin is not an allowed field'] },
    });
    const et = await admin.agent
      .post(path)
      .set({ ...admin.headers, 'Accept-Language': 'et', 'X-CSRF-TOKEN': await admin.csrf() })
      .send({ queue: 'high' });
    expect(et.status).toBe(422);
    expect(et.body.errors).toEqual({ queue: ['Queue ei ole lubatud väli'] });
  });

  test('nothing happened: the queue is not paused, no sync job was queued; an empty body still works', async () => {
    const systemJobs = async () =>
      Number(
        ((await stack.db.knex('jobs.jobs').where('kind', 'system').count({ n: '*' }))[0] as { n: string }).n,
      );
    const before = await systemJobs();
    expect((await admin.post('/api/horizon/pause/medium', { paused: true })).status).toBe(422);
    expect((await admin.post('/api/pim/sync', { force: true })).status).toBe(422);
    const stats = await admin.get('/api/horizon/stats');
    expect(stats.body.data.queues.find((q: { name: string }) => q.name === 'medium').paused).toBe(false);
    expect(await systemJobs()).toBe(before);

    expect((await admin.post('/api/horizon/pause/medium')).status).toBe(200);
    expect((await admin.post('/api/horizon/resume/medium', {})).status).toBe(200);
    expect((await admin.post('/api/pim/sync')).status).toBe(200);
    expect(await systemJobs()).toBe(before + 1);
  });
});

describe('maintenance GETs refuse cross-site requests as the POST routes do', () => {
  const maintenance = ['/api/settings/clear-cache', '/api/settings/queue-restart', '/api/settings/migrate'];

  test.each(maintenance)(
    'GET %s with a foreign Origin or Sec-Fetch-Site: cross-site is 419',
    async (path) => {
      for (const header of [
        { Origin: 'https://evil.example' },
        { Origin: 'null' },
        { 'Sec-Fetch-Site': 'cross-site' },
      ]) {
        const res = await admin.get(path).set(header);
        expect({ header, status: res.status, key: res.body.key }).toEqual({
          header,
          status: 419,
          key: 'csrf_token_mismatch',
        });
      }
    },
  );

  test('from our own page (our Origin, same-origin) it answers', async () => {
    const ours = new URL(stack.url).origin;
    const res = await admin
      .get('/api/settings/clear-cache')
      .set({ Origin: ours, 'Sec-Fetch-Site': 'same-origin' });
    expect(res.status).toBe(200);
    // The POST routes answer the same refusal (the shape the maintenance GETs now follow).
    const post = await admin.agent
      .post('/api/horizon/pause/low')
      .set({ ...admin.headers, Origin: 'https://evil.example', 'X-CSRF-TOKEN': await admin.csrf() });
    expect(post.status).toBe(419);
    expect(post.body.key).toBe('csrf_token_mismatch');
  });
});

describe("the gateway's own routes are in /api/docs", () => {
  test('events, test reports, health and the documents, with their permission', async () => {
    const docs = await request(stack.url).get('/api/docs').set('X-Forwarded-For', '198.51.100.7');
    expect(docs.status).toBe(200);
    const paths = docs.body.paths as Record<string, { get?: { 'x-permission': string; summary: string } }>;
    expect({
      events: paths['/api/events']?.get?.['x-permission'],
      testReports: paths['/api/test-reports']?.get?.['x-permission'],
      health: paths['/api/health']?.get?.['x-permission'],
      docs: paths['/api/docs']?.get?.['x-permission'],
      eventDocs: paths['/api/docs/events']?.get?.['x-permission'],
    }).toEqual({
      events: 'authenticated',
      testReports: 'tests',
      health: 'public',
      docs: 'public',
      eventDocs: 'public',
    });
    expect(paths['/api/events']?.get?.summary).toContain('too_many_event_streams');
    // The services' routes are there as before.
    expect(paths['/api/horizon/pause/{queue}']).toBeDefined();
  });
});
