import { ExportJobDesktopSchema, JobLogRowSchema } from '@feedhub/contracts';
import { createLogger } from '@feedhub/service-kit';
import { definedJobs, startJobWorkers, type JobWorkers } from '@feedhub/jobs';
import { adminBrowser, eventually, startStack, userWith, type TestBrowser, type TestStack } from './stack';

// Export jobs through the gateway (SPEC §7 Export and jobs): the export desktop, add, delete and log
// on the one job mechanism. Catalog runs no workers here: this file's pool plays the export method.

const log = createLogger('export-jobs-test', process.env.LOG_LEVEL ?? 'silent');
let stack: TestStack;
let admin: TestBrowser;
let workers: JobWorkers | undefined;
/** Opens the gate of the running export method, if any (a failed test must not leave it waiting). */
let releaseGate = () => undefined as void;
beforeAll(async () => {
  stack = await startStack({ RELAY_EVERY_MS: '50', SWEEP_EVERY_MS: '100', WORKER_CONCURRENCY: '0' });
  admin = await adminBrowser(stack);
});
afterEach(async () => {
  releaseGate();
  await workers?.stop();
  workers = undefined;
  // Every test starts with no export job waiting or running.
  await stack.db.knex('jobs.jobs').where('kind', 'export').delete();
});
afterAll(() => stack.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const desktop = async (query = '') => {
  const res = await admin.get(`/api/export/desktop${query}`);
  expect(res.status).toBe(200);
  return ExportJobDesktopSchema.parse(res.body.data);
};
const add = async () => {
  const res = await admin.post('/api/export/add');
  expect(res.status).toBe(200);
  return res.body.data.id as number;
};
const statusOf = async (id: number) =>
  ((await stack.db.knex('jobs.jobs').where('id', id).first('status')) as { status: string } | undefined)
    ?.status;

/** The counters the gated export method reports, as the real one does. */
const COUNTERS = { sent: 3, created: 1, updated: 1, refused: 1, skipped: 2 };

/** An export method that logs an error line, reports its counters and runs until released. */
function exportGate() {
  let open = false;
  // While held, the method does not reach a checkpoint: a stop asked meanwhile waits for it.
  let held = false;
  releaseGate = () => void (open = true);
  return {
    release: () => void (open = true),
    holdCheckpoints: () => void (held = true),
    allowCheckpoints: () => void (held = false),
    start: () => {
      workers = startJobWorkers(
        { bus: stack.bus, log, instance: 'export-test' },
        {
          jobs: definedJobs({
            exportProducts: async (job) => {
              job.log({ type: 'error', key: 'job_failed', params: {} });
              job.progress(COUNTERS);
              while (!open) {
                if (!held) await job.checkpoint(); // a delete stops it here
                await sleep(20);
              }
            },
          }),
          concurrency: 2,
          leaseMs: 2000,
          reportEveryMs: 100,
        },
      );
    },
  };
}

test('add: a pending export job with its message; a second add while one waits is 409, also when racing', async () => {
  const first = await admin.post('/api/export/add');
  expect(first.status).toBe(200);
  expect(first.body.message).toBe('Export job added');
  const racing = await Promise.all(Array.from({ length: 5 }, () => admin.post('/api/export/add')));
  expect(racing.map((r) => r.status)).toEqual([409, 409, 409, 409, 409]);
  expect(racing[0].body).toMatchObject({ key: 'pending_job_exists', message: 'Pending job already exists' });
  const jobs = await desktop();
  expect(jobs.pending.map((j) => j.id)).toEqual([first.body.data.id]);
  expect(jobs.pending[0]).toMatchObject({ status: 'pending', statusTrans: 'Pending', hasError: false });
  // A body is refused: the add takes none.
  expect((await admin.post('/api/export/add', { anything: 1 })).status).toBe(422);
});

test('a running export shows its counters and hasError; its log names what was refused; it ends done', async () => {
  const gate = exportGate();
  gate.start();
  const id = await add();
  await eventually(async () => expect(await statusOf(id)).toBe('running'), 5000);
  // The counters as the export method reports them, through the worker's heartbeat.
  await eventually(async () => {
    const jobs = await desktop();
    expect(jobs.running.map((j) => j.id)).toEqual([id]);
    expect(jobs.running[0].progress).toEqual(COUNTERS);
    expect(jobs.running[0].hasError).toBe(true);
  }, 5000);
  gate.release();
  await eventually(async () => expect(await statusOf(id)).toBe('done'), 5000);
  const done = await desktop();
  expect(done.done[0]).toMatchObject({ id, status: 'done', hasError: true });
  expect(done.doneTotal).toBeGreaterThanOrEqual(1);
  const logRes = await admin.get(`/api/export/log/${id}`);
  expect(logRes.status).toBe(200);
  const rows = JobLogRowSchema.array().parse(logRes.body.data.rows);
  expect(rows.map((r) => r.type)).toContain('error');
  expect(rows.at(-1)?.message).toBe('Finished');
});

test('delete: a pending job goes, a running one stops at its next batch, a finished one is 409, unknown 404', async () => {
  const pending = await add();
  const removed = await admin.del(`/api/export/delete/${pending}`);
  expect(removed.status).toBe(200);
  expect(removed.body.message).toBe('Export job deleted');
  expect(await statusOf(pending)).toBeUndefined();

  const gate = exportGate();
  gate.start();
  const running = await add();
  await eventually(async () => expect(await statusOf(running)).toBe('running'), 5000);
  // Its next batch waits until the desktop was read (a busy machine may take longer than a report).
  gate.holdCheckpoints();
  const stopping = await admin.del(`/api/export/delete/${running}`);
  expect(stopping.status).toBe(200);
  expect(stopping.body.message).toBe('The job stops after its current batch');
  expect((await desktop()).running[0]).toMatchObject({ id: running, stopping: true });
  // The gate never opens: at its next checkpoint the worker is told to stop, and the row goes.
  gate.allowCheckpoints();
  await eventually(async () => expect(await statusOf(running)).toBeUndefined(), 5000);
  gate.release();

  const finished = await add();
  await stack.db.knex('jobs.jobs').where('id', finished).update({ status: 'done', finished_at: new Date() });
  const refused = await admin.del(`/api/export/delete/${finished}`);
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({
    key: 'export_job_finished',
    message: `Export job ${finished} has finished: only pending and running jobs are deleted`,
  });
  const unknown = await admin.del('/api/export/delete/999999');
  expect(unknown.status).toBe(404);
  expect(unknown.body).toMatchObject({ key: 'export_job_not_found', message: 'Export job 999999 not found' });
  expect((await admin.del('/api/export/delete/abc')).status).toBe(404);
  // A partner job is not an export job.
  expect((await admin.get('/api/export/log/999999')).status).toBe(404);
});

test('every export route needs exportDesktop; the desktop pages its finished jobs', async () => {
  const outsider = await userWith(stack, admin, ['partnerDesktop'], 'exportoutsider');
  expect((await outsider.get('/api/export/desktop')).status).toBe(403);
  expect((await outsider.post('/api/export/add')).status).toBe(403);
  expect((await outsider.del('/api/export/delete/1')).status).toBe(403);
  expect((await outsider.get('/api/export/log/1')).status).toBe(403);
  const staff = await userWith(stack, admin, ['exportDesktop'], 'exportstaff');
  expect((await staff.get('/api/export/desktop')).status).toBe(200);

  for (let i = 0; i < 3; i += 1) {
    const id = await add();
    await stack.db
      .knex('jobs.jobs')
      .where('id', id)
      .update({ status: 'done', finished_at: new Date(Date.now() + i * 1000) });
  }
  const page = await desktop('?perPage=2&donePage=2');
  expect(page.doneTotal).toBe(3);
  expect(page.done).toHaveLength(1);
  expect((await admin.get('/api/export/desktop?perPage=0')).status).toBe(422);
  expect((await admin.get('/api/export/desktop?filter[partnerId]=1')).status).toBe(422);
});
