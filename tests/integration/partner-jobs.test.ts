import { z } from 'zod';
import {
  JobClaimReplySchema,
  JobFinishReplySchema,
  PartnerTaskInputSchema,
  PartnerTasksReplaceReplySchema,
  SUBJECTS,
  type PartnerJob,
  type PartnerJobDesktop,
  type PartnerTask,
} from '@feedhub/contracts';
import { identityService } from '../../svc-identity/src/main';
import { jobsService } from '../../svc-jobs/src/main';
import { adminBrowser, startStack, userWith, type TestBrowser, type TestStack } from './stack';

// The partner job routes (SPEC §7 Export and jobs) and error notices, through the gateway. Catalog is
// left out: its workers would take the jobs these tests add (the desktop then shows partner ids).

let stack: TestStack;
let admin: TestBrowser;
beforeAll(async () => {
  stack = await startStack({ RELAY_EVERY_MS: '50', SWEEP_EVERY_MS: '100' }, [identityService, jobsService]);
  admin = await adminBrowser(stack);
});
afterAll(() => stack.close());

let nextPartner = 5000;

/** A partner (an id; catalog is not asked) with one on-demand task per name; answers the stored tasks. */
async function tasksOf(names: string[], partnerId = (nextPartner += 1)): Promise<PartnerTask[]> {
  const reply = await stack.bus.request(
    SUBJECTS.partnerTasksReplace,
    {
      partnerId,
      tasks: names.map((name) =>
        PartnerTaskInputSchema.parse({ name, methodName: 'importProducts', queue: 'medium', cron: null }),
      ),
    },
    PartnerTasksReplaceReplySchema,
  );
  if (!reply.ok) throw new Error(JSON.stringify(reply.errors));
  return reply.tasks;
}

const desktop = async (browser: TestBrowser, query = '') => {
  const res = await browser.get(`/api/partner-job/desktop${query}`);
  expect(res.status).toBe(200);
  return res.body.data as PartnerJobDesktop;
};

/** Takes a job as a worker would, over the bus protocol (the real jobs responders). */
async function claim(jobId: number, workerId: string, leaseMs = 60_000) {
  const reply = await stack.bus.request(SUBJECTS.jobClaim, { jobId, workerId, leaseMs }, JobClaimReplySchema);
  if (!reply.ok) throw new Error(`claim refused: ${reply.reason}`);
  return reply.job;
}

describe('POST /api/partner-job/add', () => {
  test('adds a pending job of the task; a second add while it is pending is 409', async () => {
    const [task] = await tasksOf(['products']);
    const res = await admin.post('/api/partner-job/add', { taskId: task.id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Partner job added');
    expect(res.body.data.id).toEqual(expect.any(Number));
    const again = await admin.post('/api/partner-job/add', { taskId: task.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ key: 'pending_job_exists', message: 'Pending job already exists' });
    const et = await adminBrowser(stack, { locale: 'et' });
    expect((await et.post('/api/partner-job/add', { taskId: task.id })).body.message).toBe(
      'Ootel töö on juba olemas',
    );
  });

  test('twenty adds at once for one task: exactly one is accepted, the others are 409', async () => {
    const [task] = await tasksOf(['race']);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => admin.post('/api/partner-job/add', { taskId: task.id })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const rows = await stack.db.knex('jobs.jobs').where('task_id', task.id);
    expect(rows).toHaveLength(1);
    expect(await stack.db.knex('jobs.job_outbox').where('job_id', rows[0].id)).toHaveLength(1);
  });

  test('unknown task is 404 partner_task_not_found; a bad body is 422', async () => {
    const res = await admin.post('/api/partner-job/add', { taskId: 999_999 });
    expect(res.status).toBe(404);
    expect(res.body.key).toBe('partner_task_not_found');
    for (const body of [{}, { taskId: 'x' }, { taskId: -1 }, { taskId: 1.5 }]) {
      const bad = await admin.post('/api/partner-job/add', body);
      expect(bad.status).toBe(422);
      expect(bad.body.errors.taskId).toBeDefined();
    }
  });

  test('a user without partnerDesktop gets 403 on every partner job route', async () => {
    const [task] = await tasksOf(['forbidden']);
    const user = await userWith(stack, admin, ['partners']);
    expect((await user.post('/api/partner-job/add', { taskId: task.id })).status).toBe(403);
    expect((await user.get('/api/partner-job/desktop')).status).toBe(403);
    expect((await user.get('/api/partner-job/log/1')).status).toBe(403);
    expect((await user.del('/api/partner-job/delete/1')).status).toBe(403);
    expect(await stack.db.knex('jobs.jobs').where('task_id', task.id)).toHaveLength(0);
  });
});

describe('GET /api/partner-job/desktop', () => {
  test('jobs by status, in the caller language, with the task and its partner (ids while catalog is away)', async () => {
    const partnerId = (nextPartner += 1);
    const [first, second] = await tasksOf(['first', 'second'], partnerId);
    const a = (await admin.post('/api/partner-job/add', { taskId: first.id })).body.data.id as number;
    const b = (await admin.post('/api/partner-job/add', { taskId: second.id })).body.data.id as number;
    const mine = await desktop(admin, `?filter[partnerId]=${partnerId}`);
    expect(mine.running).toEqual([]);
    expect(mine.pending.map((j) => j.id)).toEqual([a, b]); // oldest first
    const job = mine.pending[0];
    expect(job).toMatchObject<Partial<PartnerJob>>({
      status: 'pending',
      statusTrans: 'Pending',
      attempts: 0,
      maxAttempts: 3,
      stopping: false,
      scheduledFor: null,
      error: null,
      partnerTask: {
        id: first.id,
        name: 'first',
        methodName: 'importProducts',
        queue: 'medium',
        partner: { id: partnerId, name: `#${partnerId}` },
      },
    });
    const et = await adminBrowser(stack, { locale: 'et' });
    expect((await desktop(et, `?filter[partnerId]=${partnerId}`)).pending[0].statusTrans).toBe('Ootel');
    // Another partner's filter does not show them.
    const other = await desktop(admin, `?filter[partnerId]=${partnerId + 1000}`);
    expect([...other.pending, ...other.running]).toEqual([]);
  });

  test('an unknown filter or a bad partner id is 422', async () => {
    expect((await admin.get('/api/partner-job/desktop?filter[name]=x')).status).toBe(422);
    expect((await admin.get('/api/partner-job/desktop?filter[partnerId]=abc')).status).toBe(422);
    expect((await admin.get('/api/partner-job/desktop?page=2')).status).toBe(422);
  });
});

describe('DELETE /api/partner-job/delete/{id}', () => {
  test('a pending job is removed', async () => {
    const [task] = await tasksOf(['to-delete']);
    const id = (await admin.post('/api/partner-job/add', { taskId: task.id })).body.data.id as number;
    const res = await admin.del(`/api/partner-job/delete/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Partner job deleted');
    expect(await stack.db.knex('jobs.jobs').where('id', id)).toHaveLength(0);
    // The task can get a new job at once.
    expect((await admin.post('/api/partner-job/add', { taskId: task.id })).status).toBe(200);
  });

  test('unknown job is 404 partner_job_not_found; a finished job is 404 running_partner_job_not_found', async () => {
    const unknown = await admin.del('/api/partner-job/delete/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.key).toBe('partner_job_not_found');

    const [task] = await tasksOf(['finished']);
    const id = (await admin.post('/api/partner-job/add', { taskId: task.id })).body.data.id as number;
    await claim(id, 'test-worker-done');
    const done = await stack.bus.request(
      SUBJECTS.jobFinish,
      { jobId: id, workerId: 'test-worker-done', outcome: 'done' },
      JobFinishReplySchema,
    );
    expect(done.ok).toBe(true);
    const res = await admin.del(`/api/partner-job/delete/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      key: 'running_partner_job_not_found',
      message: 'Running partner job not found',
    });
    expect(await stack.db.knex('jobs.jobs').where('id', id)).toHaveLength(1);
  });

  test('a running job is asked to stop: the row stays until its worker reports it stopped', async () => {
    const [task] = await tasksOf(['running']);
    const id = (await admin.post('/api/partner-job/add', { taskId: task.id })).body.data.id as number;
    await claim(id, 'test-worker-stop');
    const res = await admin.del(`/api/partner-job/delete/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The job stops after its current batch');
    const [row] = await stack.db.knex('jobs.jobs').where('id', id);
    expect(row).toMatchObject({ status: 'running', stop_requested: true });
    expect((await desktop(admin)).running.find((j) => j.id === id)?.stopping).toBe(true);
    const finish = await stack.bus.request(
      SUBJECTS.jobFinish,
      { jobId: id, workerId: 'test-worker-stop', outcome: 'stopped' },
      JobFinishReplySchema,
    );
    expect(finish.ok).toBe(true);
    expect(await stack.db.knex('jobs.jobs').where('id', id)).toHaveLength(0);
  });

  test('a non-numeric id is refused', async () => {
    expect([404, 422]).toContain((await admin.del('/api/partner-job/delete/abc')).status);
  });
});

describe('GET /api/partner-job/log/{id}', () => {
  test('the log in the caller language; unknown job 404', async () => {
    const [task] = await tasksOf(['logged']);
    const id = (await admin.post('/api/partner-job/add', { taskId: task.id })).body.data.id as number;
    const en = await admin.get(`/api/partner-job/log/${id}`);
    expect(en.status).toBe(200);
    expect(en.body.data.total).toBe(1);
    expect(en.body.data.rows).toEqual([
      { id: expect.any(Number), createdAt: expect.any(String), type: 'info', message: 'Job added by admin' },
    ]);
    const et = await adminBrowser(stack, { locale: 'et' });
    expect((await et.get(`/api/partner-job/log/${id}`)).body.data.rows[0].message).toBe('Töö lisas admin');
    const missing = await admin.get('/api/partner-job/log/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.key).toBe('partner_job_not_found');
  });
});

describe('error notices: GET /api/log/errors, DELETE /api/log/delete/{id}', () => {
  /** A job that a worker ends in error (over the bus protocol): jobs writes the notice. */
  async function failedJob(key: string, params: Record<string, string | number>) {
    const partnerId = (nextPartner += 1);
    const [task] = await tasksOf(['failing'], partnerId);
    const id = (await admin.post('/api/partner-job/add', { taskId: task.id })).body.data.id as number;
    await claim(id, 'test-worker-error');
    await stack.bus.request(
      SUBJECTS.jobFinish,
      { jobId: id, workerId: 'test-worker-error', outcome: 'error', error: { key, params } },
      JobFinishReplySchema,
    );
    return { id, partnerId };
  }

  test('a failed job leaves a notice every logged-in user sees, newest first, translated', async () => {
    const first = await failedJob('feed_timeout', { seconds: 30 });
    const second = await failedJob('job_unknown_method', { method: 'importProducts' });
    const user = await userWith(stack, admin, []);
    const res = await user.get('/api/log/errors');
    expect(res.status).toBe(200);
    const rows = res.body.data.rows as { id: number; message: string; type: string; context: object }[];
    expect(res.body.data.total).toBeGreaterThanOrEqual(2);
    expect(rows[0]).toMatchObject({
      type: 'import',
      // a known method reads as its label (job-messages.ts)
      message: 'No worker runs the method Import products',
      context: { job_id: second.id, partner_id: second.partnerId },
    });
    expect(rows[1]).toMatchObject({
      message: 'The feed server did not answer within 30 seconds',
      context: { job_id: first.id, partner_id: first.partnerId },
    });
    const et = await adminBrowser(stack, { locale: 'et' });
    const etRows = (await et.get(`/api/log/errors?filter[partnerId]=${first.partnerId}`)).body.data;
    expect(etRows.total).toBe(1);
    expect(etRows.rows[0].message).toBe('Voo server ei vastanud 30 sekundi jooksul');
    // The desktop shows the job in error with the same message.
    const failed = (await desktop(admin, `?filter[partnerId]=${first.partnerId}`)).error[0];
    expect(failed).toMatchObject({ id: first.id, status: 'error', statusTrans: 'Error' });
    expect(failed.error).toBe('The feed server did not answer within 30 seconds');
    // Paging and sorting are the shared list's.
    expect((await admin.get('/api/log/errors?perPage=1')).body.data.rows).toHaveLength(1);
    expect((await admin.get('/api/log/errors?order[field]=message')).status).toBe(422);
    expect((await stack.browser().get('/api/log/errors')).status).toBe(401);
  });

  test('dismissing needs can_dismiss_errors; unknown notice 404; dismissed notices are gone', async () => {
    const { partnerId } = await failedJob('job_failed', {});
    const [notice] = (await admin.get(`/api/log/errors?filter[partnerId]=${partnerId}`)).body.data.rows as {
      id: number;
    }[];
    const user = await userWith(stack, admin, ['partnerDesktop']);
    expect((await user.del(`/api/log/delete/${notice.id}`)).status).toBe(403);
    expect(await stack.db.knex('jobs.error_notices').where('partner_id', partnerId)).toHaveLength(1);
    const dismisser = await userWith(stack, admin, ['can_dismiss_errors']);
    const res = await dismisser.del(`/api/log/delete/${notice.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Error notice deleted');
    expect((await admin.get(`/api/log/errors?filter[partnerId]=${partnerId}`)).body.data.total).toBe(0);
    const again = await admin.del(`/api/log/delete/${notice.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ key: 'error_notice_not_found', message: 'Error notice not found' });
  });

  test('catalog asks for notice counts per partner', async () => {
    const { partnerId } = await failedJob('job_failed', {});
    const reply = await stack.bus.request(
      SUBJECTS.errorCounts,
      { partnerIds: [partnerId, 987654] },
      z.object({ counts: z.record(z.string(), z.number()) }),
    );
    expect(reply.counts).toEqual({ [String(partnerId)]: 1 });
  });
});
