import type { Knex } from 'knex';
import { z } from 'zod';
import { JobStopped, UnfencedWrite, type JobFencing } from './index';
import { fakeJobsWorld, sleep, until } from './__tests__/fake-jobs';

// The run's writes (run.transaction, run.fence, run.checkFence) against a stand-in for the fences
// table: a write commits only while the run's token is the newest; a refused fence is a lost lease.
const world = fakeJobsWorld();

/** What a fake transaction gets: the rows it would write (committed only if the fence holds at the end). */
interface FakeTrx {
  rows: string[];
}

/** An in-memory fences table and the rows committed under it. */
function fakeFencing() {
  const tokens = new Map<string, number>();
  const committed: string[] = [];
  let asked = 0;
  const hold = (job: { fence: number; concurrencyKey: string }) => {
    asked += 1;
    if (tokens.get(job.concurrencyKey) !== job.fence) throw new JobStopped('lease_lost');
  };
  const fencing: JobFencing = {
    async acquire(job) {
      if ((tokens.get(job.concurrencyKey) ?? 0) > job.fence) return 'lost';
      tokens.set(job.concurrencyKey, job.fence);
      return 'held';
    },
    renew: async (job) => tokens.get(job.concurrencyKey) === job.fence,
    async transaction(job, work) {
      const trx: FakeTrx = { rows: [] };
      const result = await work(trx as unknown as Knex.Transaction);
      hold(job);
      committed.push(...trx.rows);
      return result;
    },
    check: async (job) => {
      asked += 1;
      return tokens.get(job.concurrencyKey) === job.fence;
    },
    hold: async (_query, job) => hold(job),
  };
  /** A newer claim of the same concurrency key takes the fence (the lease ran out, another worker claimed). */
  const takeOver = () => tokens.set('task:1', (tokens.get('task:1') ?? 0) + 1000);
  return { fencing, committed, takeOver, asked: () => asked };
}

const write = (row: string) => async (trx: Knex.Transaction) => {
  (trx as unknown as FakeTrx).rows.push(row);
  return row.length;
};

test('a run that holds its fence commits through run.transaction and finishes done', async () => {
  const fake = fakeFencing();
  let answered: number | undefined;
  world.start(
    {
      importProducts: async (run) => {
        answered = await run.transaction(write('first'));
        await run.checkFence();
        await run.transaction(write('last'), { commit: true });
      },
    },
    1,
    fake.fencing,
  );
  await world.enqueue(1);
  await until(() => world.jobs.finishes.length === 1);
  expect(answered).toBe(5);
  expect(fake.committed).toEqual(['first', 'last']);
  expect(world.jobs.finishes[0].outcome).toBe('done');
});

test('a run whose fence was taken over commits nothing, stops, and ends without a finish', async () => {
  const fake = fakeFencing();
  let thrown: unknown;
  let aborted = false;
  let askedAfter = 0;
  world.start(
    {
      importProducts: async (run) => {
        run.signal.addEventListener('abort', () => (aborted = true));
        await run.transaction(write('before'));
        fake.takeOver();
        try {
          await run.transaction(write('after'));
        } catch (error) {
          thrown = error;
        }
        // Known lost: later writes refuse without asking the database.
        const asked = fake.asked();
        await expect(run.checkFence()).rejects.toBeInstanceOf(JobStopped);
        askedAfter = fake.asked() - asked;
        throw thrown;
      },
    },
    1,
    fake.fencing,
  );
  await world.enqueue(2);
  await until(() => world.workers?.running() === 0 && aborted);
  await sleep(100);
  expect(thrown).toBeInstanceOf(JobStopped);
  expect((thrown as JobStopped).reason).toBe('lease_lost');
  expect(fake.committed).toEqual(['before']);
  expect(askedAfter).toBe(0);
  expect(world.jobs.finishes).toEqual([]);
  expect(await world.bus.pull(z.unknown(), 50)).toBeNull();
});

test('a fence taken over while the work runs: nothing of that transaction commits', async () => {
  const fake = fakeFencing();
  world.start(
    {
      importProducts: async (run) => {
        await run.transaction(async (trx) => {
          await write('half')(trx);
          fake.takeOver();
        });
      },
    },
    1,
    fake.fencing,
  );
  await world.enqueue(3);
  await until(() => world.workers?.running() === 0 && world.jobs.claims.length === 1);
  await sleep(100);
  expect(fake.committed).toEqual([]);
  expect(world.jobs.finishes).toEqual([]);
});

test('run.fence holds the fence on a connection of the method (a bulk session): refused, the run stops', async () => {
  const fake = fakeFencing();
  const queries: string[] = [];
  let signalled = false;
  world.start(
    {
      importProducts: async (run) => {
        const query = async (sql: string) => {
          queries.push(sql);
          return { rows: [] };
        };
        await run.fence(query, { commit: false });
        fake.takeOver();
        await run.fence(query).catch(() => undefined);
        signalled = run.signal.aborted;
        await run.checkpoint();
      },
    },
    1,
    fake.fencing,
  );
  await world.enqueue(4);
  await until(() => world.workers?.running() === 0 && world.jobs.claims.length === 1);
  expect(signalled).toBe(true);
  expect(world.jobs.finishes).toEqual([]);
});

test('a worker without fencing refuses every write (a programming error: the job runs again)', async () => {
  let thrown: unknown;
  world.start({
    importProducts: async (run) => {
      await run.transaction(write('x')).catch((error: unknown) => {
        thrown = error;
        throw error;
      });
    },
  });
  await world.enqueue(5);
  await until(() => world.jobs.finishes.length === 1);
  expect(thrown).toBeInstanceOf(UnfencedWrite);
  expect(world.jobs.finishes[0]).toMatchObject({ outcome: 'retry', error: { key: 'job_unexpected_error' } });
});
