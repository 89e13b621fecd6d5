import { z } from 'zod';
import {
  JobClaimRequestSchema,
  JobFinishRequestSchema,
  JobReportRequestSchema,
  SUBJECTS,
  type ClaimedPartnerJob,
} from '@feedhub/contracts';
import { checkedBus, InProcessBus, type CheckedBus, type Subscription } from '@feedhub/bus';
import { createLogger } from '@feedhub/service-kit';
import {
  JobFailure,
  JobStopped,
  MAX_BUFFERED_LINES,
  startJobWorkers,
  type JobHandlers,
  type JobWorkers,
} from './index';

// The worker runtime against a small stand-in for the jobs side of the protocol (the real one is
// tested end to end in tests/integration/partner-jobs-mechanism.test.ts): it records every request.

type Finish = z.infer<typeof JobFinishRequestSchema>;
type Report = z.infer<typeof JobReportRequestSchema>;

interface FakeJobs {
  claims: number[];
  reports: Report[];
  finishes: Finish[];
  /** What the next report answers. */
  reply: { lost: boolean; stop: boolean };
  /** Claims answered with a refusal. */
  refuse: Set<number>;
  /** Finish requests fail (jobs unreachable) while set. */
  finishFails: boolean;
}

const log = createLogger('job-worker-test', 'silent');
let bus: CheckedBus;
let jobs: FakeJobs;
let subscriptions: Subscription[];
let workers: JobWorkers | undefined;

const job = (
  id: number,
  methodName: ClaimedPartnerJob['methodName'] = 'importProducts',
): ClaimedPartnerJob => ({
  id,
  taskId: 1,
  partnerId: 2,
  methodName,
  params: {},
  debug: false,
  attempt: 1,
  kind: 'partner',
  fence: id,
  concurrencyKey: 'task:1',
});
const methods = new Map<number, ClaimedPartnerJob['methodName']>();

beforeEach(() => {
  // Checked against the published contracts: the worker's claim, report, finish and heartbeat keep them.
  bus = checkedBus(new InProcessBus({ ackWaitMs: 60_000 }));
  jobs = {
    claims: [],
    reports: [],
    finishes: [],
    reply: { lost: false, stop: false },
    refuse: new Set(),
    finishFails: false,
  };
  subscriptions = [
    bus.respond(SUBJECTS.jobClaim, JobClaimRequestSchema, ({ jobId }) => {
      jobs.claims.push(jobId);
      if (jobs.refuse.has(jobId)) return { ok: false, reason: 'not_pending' };
      return { ok: true, job: job(jobId, methods.get(jobId)) };
    }),
    bus.respond(SUBJECTS.jobReport, JobReportRequestSchema, (report) => {
      jobs.reports.push(report);
      return jobs.reply;
    }),
    bus.respond(SUBJECTS.jobFinish, JobFinishRequestSchema, (finish) => {
      if (jobs.finishFails) throw new Error('jobs unreachable');
      jobs.finishes.push(finish);
      return { ok: true };
    }),
  ];
});
afterEach(async () => {
  await workers?.stop();
  workers = undefined;
  for (const s of subscriptions) s.unsubscribe();
  await bus.close();
  methods.clear();
  bus.assertClean();
});

const start = (handlers: JobHandlers, concurrency = 1) => {
  workers = startJobWorkers(
    { bus, log, instance: 'unit' },
    { handlers, concurrency, leaseMs: 1000, reportEveryMs: 50 },
  );
  return workers;
};
const enqueue = (jobId: number, queue: 'high' | 'medium' | 'low' = 'medium') =>
  bus.enqueue(queue, `partner:${jobId}:1`, { kind: 'partner', jobId, attempt: 1 });
const until = async (check: () => boolean, withinMs = 3000) => {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('runs the method, sends its lines and counters, finishes done and acks the item', async () => {
  start({
    importProducts: async (run) => {
      run.log({ type: 'info', key: 'job_started' });
      run.progress({ read: 5 });
      await sleep(120);
      await run.checkpoint();
      run.progress({ new: 2 });
    },
  });
  await enqueue(1);
  await until(() => jobs.finishes.length === 1);
  const [finish] = jobs.finishes;
  expect(finish).toMatchObject({ jobId: 1, outcome: 'done', progress: { read: 5, new: 2 } });
  expect(finish.workerId).toBe(workers?.workerId);
  const lines = [...jobs.reports.flatMap((r) => r.lines), ...finish.lines];
  expect(lines.map((l) => l.key)).toEqual(['job_started']);
  expect(lines[0].at).toEqual(expect.any(String));
  expect(jobs.reports.length).toBeGreaterThan(0); // heartbeats while it ran
  expect(await bus.pull(z.unknown(), 50)).toBeNull(); // acked
});

test('checkpoint lets the event loop run: a method whose work resolves as microtasks (PGlite) does not hold it', async () => {
  const seen: boolean[] = [];
  start({
    importProducts: async (run) => {
      for (let batch = 0; batch < 3; batch += 1) {
        let ran = false;
        // I/O and timers wait for the loop; a callback queued now runs only once the method yields it.
        setImmediate(() => void (ran = true));
        await Promise.resolve();
        await run.checkpoint();
        seen.push(ran);
      }
    },
  });
  await enqueue(40);
  await until(() => jobs.finishes.length === 1);
  expect(seen).toEqual([true, true, true]);
});

test('a refused claim (a duplicate, a busy task, a paused queue) is acked: the method never runs', async () => {
  jobs.refuse.add(2);
  let runs = 0;
  start({ importProducts: async () => void (runs += 1) });
  await enqueue(2);
  await until(() => jobs.claims.length === 1);
  await sleep(50);
  expect(runs).toBe(0);
  expect(jobs.finishes).toEqual([]);
  expect(await bus.pull(z.unknown(), 50)).toBeNull();
});

test('JobFailure and FeedError end in error with their key; other errors ask for a retry', async () => {
  methods.set(3, 'importProducts').set(4, 'importCategories').set(5, 'updatePrices');
  start({
    importProducts: async () => {
      throw new JobFailure('feed_no_items', { count: 0 });
    },
    importCategories: async () => {
      const error = Object.assign(new Error('bad xml'), {
        name: 'FeedError',
        key: 'feed_xml_malformed',
        params: { reason: 'x' },
        position: { line: 4 },
      });
      throw error;
    },
    updatePrices: async () => {
      throw new TypeError('boom');
    },
  });
  await enqueue(3);
  await enqueue(4);
  await enqueue(5);
  await until(() => jobs.finishes.length === 3);
  const byJob = new Map(jobs.finishes.map((f) => [f.jobId, f]));
  expect(byJob.get(3)).toMatchObject({
    outcome: 'error',
    error: { key: 'feed_no_items', params: { count: 0 } },
  });
  expect(byJob.get(4)).toMatchObject({ outcome: 'error', error: { key: 'feed_xml_malformed' } });
  expect(byJob.get(4)?.lines).toEqual([
    expect.objectContaining({ type: 'error', key: 'feed_xml_malformed', position: { line: 4 } }),
  ]);
  expect(byJob.get(5)).toMatchObject({
    outcome: 'retry',
    error: { key: 'job_unexpected_error', params: { message: 'boom' } },
  });
});

test('a method the worker lacks ends in error job_unknown_method', async () => {
  methods.set(6, 'syncPim');
  start({});
  await enqueue(6);
  await until(() => jobs.finishes.length === 1);
  expect(jobs.finishes[0]).toMatchObject({
    outcome: 'error',
    error: { key: 'job_unknown_method', params: { method: 'syncPim' } },
  });
});

test('a report answering stop aborts the run: checkpoint throws JobStopped, the worker finishes stopped', async () => {
  let stoppedWith: unknown;
  let aborted = false;
  start({
    importProducts: async (run) => {
      run.signal.addEventListener('abort', () => (aborted = true));
      try {
        for (;;) {
          await sleep(10);
          await run.checkpoint();
        }
      } catch (error) {
        stoppedWith = error;
        throw error;
      }
    },
  });
  await enqueue(7);
  await until(() => jobs.reports.length > 0);
  jobs.reply = { lost: false, stop: true };
  await until(() => jobs.finishes.length === 1);
  expect(aborted).toBe(true);
  expect(stoppedWith).toBeInstanceOf(JobStopped);
  expect((stoppedWith as JobStopped).reason).toBe('stop_requested');
  expect(jobs.finishes[0].outcome).toBe('stopped');
});

test('a lost lease stops the run without a finish; the item is acked', async () => {
  start({
    importProducts: async (run) => {
      for (;;) {
        await sleep(10);
        await run.checkpoint();
      }
    },
  });
  await enqueue(8);
  await until(() => jobs.reports.length > 0);
  jobs.reply = { lost: true, stop: false };
  await until(() => workers?.running() === 0 && jobs.reports.length > 1);
  await sleep(100);
  expect(jobs.finishes).toEqual([]);
  expect(await bus.pull(z.unknown(), 50)).toBeNull();
});

test('a finish that cannot reach jobs is sent again until jobs answers, once the run is over: never rerun', async () => {
  jobs.finishFails = true;
  let runs = 0;
  start({ importProducts: async () => void (runs += 1) });
  await enqueue(9);
  await until(() => runs === 1);
  await sleep(1200); // several attempts fail meanwhile
  expect(jobs.finishes).toEqual([]);
  jobs.finishFails = false;
  await until(() => jobs.finishes.length === 1, 15_000);
  expect(jobs.finishes[0]).toMatchObject({ jobId: 9, outcome: 'done', fence: 9 });
  expect(runs).toBe(1);
  expect(jobs.claims).toEqual([9]); // not redelivered: acked once jobs answered
  expect(await bus.pull(z.unknown(), 50)).toBeNull();
});

test('while jobs cannot be reached, the log buffer keeps at most MAX_BUFFERED_LINES and says how many it dropped', async () => {
  let reportsFail = true;
  // Reports fail while the method logs far more than the cap; then jobs comes back.
  jobs.reply = { lost: false, stop: false };
  const realReport = subscriptions[1];
  realReport.unsubscribe();
  subscriptions[1] = bus.respond(SUBJECTS.jobReport, JobReportRequestSchema, (report) => {
    if (reportsFail) throw new Error('jobs unreachable');
    jobs.reports.push(report);
    return jobs.reply;
  });
  start({
    importProducts: async (run) => {
      for (let i = 0; i < MAX_BUFFERED_LINES + 1500; i += 1) {
        run.log({ type: 'info', key: 'import_started', params: { i } });
        if (i % 500 === 0) await run.checkpoint();
      }
      run.log({ type: 'error', key: 'job_failed', params: {} });
      await sleep(200);
      reportsFail = false;
      await sleep(300);
      await run.checkpoint();
    },
  });
  await enqueue(14);
  await until(() => jobs.finishes.length === 1, 15_000);
  const lines = [...jobs.reports.flatMap((r) => r.lines), ...jobs.finishes[0].lines];
  const dropped = lines.filter((l) => l.key === 'job_log_lines_dropped');
  const kept = lines.filter((l) => l.key === 'import_started');
  expect(dropped.reduce((n, l) => n + Number(l.params.count), 0) + kept.length).toBe(
    MAX_BUFFERED_LINES + 1500,
  );
  expect(kept.length).toBeLessThanOrEqual(MAX_BUFFERED_LINES);
  expect(dropped.length).toBeGreaterThanOrEqual(1);
  // Error lines are kept before info lines are.
  expect(lines.some((l) => l.key === 'job_failed')).toBe(true);
  // The newest lines are the ones kept.
  expect(kept.at(-1)?.params.i).toBe(MAX_BUFFERED_LINES + 1499);
});

test('warnings over the cap are counted in one closing line', async () => {
  start({
    importProducts: async (run) => {
      for (let i = 0; i < 205; i += 1) run.log({ type: 'warning', key: 'feed_item_skipped', params: { i } });
    },
  });
  await enqueue(10);
  await until(() => jobs.finishes.length === 1);
  const lines = [...jobs.reports.flatMap((r) => r.lines), ...jobs.finishes[0].lines];
  expect(lines.filter((l) => l.type === 'warning')).toHaveLength(200);
  expect(lines.at(-1)).toMatchObject({ type: 'info', key: 'job_warnings_omitted', params: { count: 5 } });
});

test('stop() aborts running jobs (finished as retry) and waits for them; restart() keeps working', async () => {
  let runs = 0;
  const pool = start(
    {
      importProducts: async (run) => {
        runs += 1;
        if (run.job.id === 11)
          for (;;) {
            await sleep(10);
            await run.checkpoint();
          }
      },
    },
    2,
  );
  methods.set(12, 'importProducts');
  expect(await pool.restart()).toBe(2);
  await enqueue(12);
  await until(() => jobs.finishes.some((f) => f.jobId === 12));
  await enqueue(11);
  await until(() => pool.running() === 1);
  await pool.stop();
  workers = undefined;
  expect(jobs.finishes.find((f) => f.jobId === 11)).toMatchObject({
    outcome: 'retry',
    error: { key: 'job_worker_shutdown' },
  });
  expect(runs).toBe(2);
});
