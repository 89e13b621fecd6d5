import { z } from 'zod';
import { JobFailure } from './index';
import { fakeJobsWorld, sleep, until } from './__tests__/fake-jobs';

// The pool: pull, claim, the outcome of a method, the finish and its retries, stop and restart.
const world = fakeJobsWorld();

test('runs the method, sends its lines and counters, finishes done and acks the item', async () => {
  world.start({
    importProducts: async (run) => {
      run.log({ type: 'info', key: 'job_started' });
      run.progress({ read: 5 });
      await sleep(120);
      await run.checkpoint();
      run.progress({ new: 2 });
    },
  });
  await world.enqueue(1);
  await until(() => world.jobs.finishes.length === 1);
  const [finish] = world.jobs.finishes;
  expect(finish).toMatchObject({ jobId: 1, outcome: 'done', progress: { read: 5, new: 2 } });
  expect(finish.workerId).toBe(world.workers?.workerId);
  const lines = [...world.jobs.reports.flatMap((r) => r.lines), ...finish.lines];
  expect(lines.map((l) => l.key)).toEqual(['job_started']);
  expect(lines[0].at).toEqual(expect.any(String));
  expect(world.jobs.reports.length).toBeGreaterThan(0); // heartbeats while it ran
  expect(await world.bus.pull(z.unknown(), 50)).toBeNull(); // acked
});

test('a refused claim (a duplicate, a busy task, a paused queue) is acked: the method never runs', async () => {
  world.jobs.refuse.add(2);
  let runs = 0;
  world.start({ importProducts: async () => void (runs += 1) });
  await world.enqueue(2);
  await until(() => world.jobs.claims.length === 1);
  await sleep(50);
  expect(runs).toBe(0);
  expect(world.jobs.finishes).toEqual([]);
  expect(await world.bus.pull(z.unknown(), 50)).toBeNull();
});

test('JobFailure and FeedError end in error with their key; other errors ask for a retry', async () => {
  world.methods.set(3, 'importProducts').set(4, 'importCategories').set(5, 'updatePrices');
  world.start({
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
  await world.enqueue(3);
  await world.enqueue(4);
  await world.enqueue(5);
  await until(() => world.jobs.finishes.length === 3);
  const byJob = new Map(world.jobs.finishes.map((f) => [f.jobId, f]));
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
  world.methods.set(6, 'syncPim');
  world.start({});
  await world.enqueue(6);
  await until(() => world.jobs.finishes.length === 1);
  expect(world.jobs.finishes[0]).toMatchObject({
    outcome: 'error',
    error: { key: 'job_unknown_method', params: { method: 'syncPim' } },
  });
});

test('a finish that cannot reach jobs is sent again until jobs answers, once the run is over: never rerun', async () => {
  world.jobs.finishFails = true;
  let runs = 0;
  world.start({ importProducts: async () => void (runs += 1) });
  await world.enqueue(9);
  await until(() => runs === 1);
  await sleep(1200); // several attempts fail meanwhile
  expect(world.jobs.finishes).toEqual([]);
  world.jobs.finishFails = false;
  await until(() => world.jobs.finishes.length === 1, 15_000);
  expect(world.jobs.finishes[0]).toMatchObject({ jobId: 9, outcome: 'done', fence: 9 });
  expect(runs).toBe(1);
  expect(world.jobs.claims).toEqual([9]); // not redelivered: acked once jobs answered
  expect(await world.bus.pull(z.unknown(), 50)).toBeNull();
});

test('stop() aborts running jobs (finished as retry) and waits for them; restart() keeps working', async () => {
  let runs = 0;
  const pool = world.start(
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
  world.methods.set(12, 'importProducts');
  expect(await pool.restart()).toBe(2);
  await world.enqueue(12);
  await until(() => world.jobs.finishes.some((f) => f.jobId === 12));
  await world.enqueue(11);
  await until(() => pool.running() === 1);
  await pool.stop();
  world.workers = undefined;
  expect(world.jobs.finishes.find((f) => f.jobId === 11)).toMatchObject({
    outcome: 'retry',
    error: { key: 'job_worker_shutdown' },
  });
  expect(runs).toBe(2);
});
