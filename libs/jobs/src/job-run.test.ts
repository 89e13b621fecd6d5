import { z } from 'zod';
import { SUBJECTS, JobReportRequestSchema } from '@feedhub/contracts';
import { JobStopped, MAX_BUFFERED_LINES } from './index';
import { fakeJobsWorld, sleep, until } from './__tests__/fake-jobs';

// The run a method gets: checkpoints, stop and lost lease through reports, and its bounded log lines.
const world = fakeJobsWorld();

test('checkpoint lets the event loop run: a method whose work resolves as microtasks (PGlite) does not hold it', async () => {
  const seen: boolean[] = [];
  world.start({
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
  await world.enqueue(40);
  await until(() => world.jobs.finishes.length === 1);
  expect(seen).toEqual([true, true, true]);
});

test('a report answering stop aborts the run: checkpoint throws JobStopped, the worker finishes stopped', async () => {
  let stoppedWith: unknown;
  let aborted = false;
  world.start({
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
  await world.enqueue(7);
  await until(() => world.jobs.reports.length > 0);
  world.jobs.reply = { lost: false, stop: true };
  await until(() => world.jobs.finishes.length === 1);
  expect(aborted).toBe(true);
  expect(stoppedWith).toBeInstanceOf(JobStopped);
  expect((stoppedWith as JobStopped).reason).toBe('stop_requested');
  expect(world.jobs.finishes[0].outcome).toBe('stopped');
});

test('a lost lease stops the run without a finish; the item is acked', async () => {
  world.start({
    importProducts: async (run) => {
      for (;;) {
        await sleep(10);
        await run.checkpoint();
      }
    },
  });
  await world.enqueue(8);
  await until(() => world.jobs.reports.length > 0);
  world.jobs.reply = { lost: true, stop: false };
  await until(() => world.workers?.running() === 0 && world.jobs.reports.length > 1);
  await sleep(100);
  expect(world.jobs.finishes).toEqual([]);
  expect(await world.bus.pull(z.unknown(), 50)).toBeNull();
});

test('while jobs cannot be reached, the log buffer keeps at most MAX_BUFFERED_LINES and says how many it dropped', async () => {
  let reportsFail = true;
  // Reports fail while the method logs far more than the cap; then jobs comes back.
  world.jobs.reply = { lost: false, stop: false };
  const realReport = world.subscriptions[1];
  realReport.unsubscribe();
  world.subscriptions[1] = world.bus.respond(SUBJECTS.jobReport, JobReportRequestSchema, (report) => {
    if (reportsFail) throw new Error('jobs unreachable');
    world.jobs.reports.push(report);
    return world.jobs.reply;
  });
  world.start({
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
  await world.enqueue(14);
  await until(() => world.jobs.finishes.length === 1, 15_000);
  const lines = [...world.jobs.reports.flatMap((r) => r.lines), ...world.jobs.finishes[0].lines];
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
  world.start({
    importProducts: async (run) => {
      for (let i = 0; i < 205; i += 1) run.log({ type: 'warning', key: 'feed_item_skipped', params: { i } });
    },
  });
  await world.enqueue(10);
  await until(() => world.jobs.finishes.length === 1);
  const lines = [...world.jobs.reports.flatMap((r) => r.lines), ...world.jobs.finishes[0].lines];
  expect(lines.filter((l) => l.type === 'warning')).toHaveLength(200);
  expect(lines.at(-1)).toMatchObject({ type: 'info', key: 'job_warnings_omitted', params: { count: 5 } });
});
