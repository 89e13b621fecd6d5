import {
  DECLARED_JOBS,
  enrichIcecatJob,
  exportProductsJob,
  importProductsJob,
  pruneJobsJob,
  syncPimJob,
  updatePricesJob,
  type ClaimedJob,
} from '@feedhub/contracts';
import { defineJob, definedJobs, jobRegistry, JobFailure, newJobOf, newTaskJob, type JobRun } from './index';

/** A run of a claimed job with these params (only `job` is read before the kind's run). */
const runWith = (params: Record<string, unknown>) =>
  ({ job: { id: 1, params } as unknown as ClaimedJob }) as JobRun;

test("a kind's run gets its params parsed by the declaration: defaults filled, a wrong-typed url ignored", async () => {
  const seen: unknown[] = [];
  const icecat = defineJob(enrichIcecatJob, async (_run, params) => void seen.push(params));
  await icecat.handler(runWith({ partnerId: 4 }));
  const task = defineJob(importProductsJob, async (_run, params) => void seen.push(params));
  await task.handler(runWith({ url: 5, decision: 'apply', note: 'kept' }));
  expect(seen).toEqual([
    { partnerId: 4, force: true },
    { url: undefined, decision: 'apply', note: 'kept' },
  ]);
});

test('params that do not parse end the job in error (job_params_invalid) before the run starts', async () => {
  let ran = false;
  const icecat = defineJob(enrichIcecatJob, async () => void (ran = true));
  const failure = await icecat.handler(runWith({ force: 'yes' })).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(JobFailure);
  expect(failure).toMatchObject({ key: 'job_params_invalid', params: { method: 'enrichIcecat' } });
  expect((failure as JobFailure).params.issue).toMatch(/^force: /);
  expect(ran).toBe(false);
});

test('the registry keys each handler by its declared method and refuses a method defined twice', () => {
  const noop = async () => undefined;
  const registry = jobRegistry([defineJob(syncPimJob, noop), defineJob(exportProductsJob, noop)]);
  expect([...registry.keys()]).toEqual(['syncPim', 'exportProducts']);
  expect(() => jobRegistry(definedJobs({ pruneJobs: noop }).concat(defineJob(pruneJobsJob, noop)))).toThrow(
    'job pruneJobs defined twice',
  );
});

test('a new job takes its kind, queue and concurrency key from its declaration (the keys the store always had)', () => {
  expect(newJobOf(exportProductsJob)).toMatchObject({
    kind: 'export',
    queue: 'medium',
    concurrencyKey: 'export',
  });
  expect(newJobOf(syncPimJob)).toMatchObject({
    kind: 'system',
    queue: 'high',
    concurrencyKey: 'system:syncPim',
  });
  expect(newJobOf(enrichIcecatJob, { partnerId: 7, params: { force: true } })).toMatchObject({
    kind: 'system',
    queue: 'low',
    partnerId: 7,
    concurrencyKey: 'system:enrichIcecat:7',
  });
  // a task's job runs in the task's own queue
  expect(newTaskJob({ id: 3, partnerId: 9, methodName: updatePricesJob.method, queue: 'high' })).toEqual({
    kind: 'partner',
    methodName: 'updatePrices',
    queue: 'high',
    concurrencyKey: 'task:3',
    taskId: 3,
    partnerId: 9,
    params: {},
  });
});

test('every declared method is declared once', () => {
  const methods = DECLARED_JOBS.map((job) => job.method);
  expect(new Set(methods).size).toBe(methods.length);
});
