import { z } from 'zod';
import {
  PartnerTaskInputSchema,
  PartnerTasksReplaceReplySchema,
  SUBJECTS,
  TASK_METHOD_QUEUES,
  type PartnerTask,
} from '@feedhub/contracts';
import { adminBrowser, startStack, userWith, type TestBrowser, type TestStack } from './stack';

let stack: TestStack;
let admin: TestBrowser;
beforeAll(async () => {
  stack = await startStack();
  admin = await adminBrowser(stack);
});
afterAll(() => stack.close());

/** A partner id no other test uses (tasks live in jobs; the partner itself in catalog). */
let nextPartner = 1000;
const newPartner = () => (nextPartner += 1);

/** Catalog's call: replace a partner's tasks in jobs. */
const replace = (partnerId: number, tasks: unknown[]) =>
  stack.bus.request(
    SUBJECTS.partnerTasksReplace,
    { partnerId, tasks: tasks.map((t) => PartnerTaskInputSchema.parse(t)) },
    PartnerTasksReplaceReplySchema,
  );

/** The partner's tasks through the gateway. */
const listed = async (partnerId: number) =>
  (await admin.get(`/api/partner-tasks/list?filter[partnerId]=${partnerId}`)).body.data as {
    rows: PartnerTask[];
    total: number;
  };

const task = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  methodName: 'importProducts',
  cron: '10 7 * * *',
  queue: 'medium',
  ...over,
});

describe('GET /api/partner-tasks/default-list and /queues', () => {
  test('a new partner starts with the five default tasks, locked, each on its method’s queue', async () => {
    const res = await admin.get('/api/partner-tasks/default-list');
    expect(res.status).toBe(200);
    const rows = res.body.data.rows as {
      methodName: keyof typeof TASK_METHOD_QUEUES;
      queue: string;
      isDefault: boolean;
    }[];
    expect(rows.map((r) => r.methodName)).toEqual([
      'importCategories',
      'importAttributes',
      'importProducts',
      'updatePrices',
      'updateAmounts',
    ]);
    for (const row of rows) {
      expect(row.queue).toBe(TASK_METHOD_QUEUES[row.methodName]);
      expect(row.isDefault).toBe(true);
    }
  });

  test('queues in run order, described in the caller language', async () => {
    expect(
      (await admin.get('/api/partner-tasks/queues')).body.data.map((q: { value: string }) => q.value),
    ).toEqual(['high', 'medium', 'low']);
    const et = await adminBrowser(stack, { locale: 'et' });
    expect((await et.get('/api/partner-tasks/queues')).body.data[1].label).toBe('Keskmine: toodete import');
  });

  test('the list refuses an unknown filter and a non-numeric partner id', async () => {
    expect((await admin.get('/api/partner-tasks/list?filter[partner]=1')).status).toBe(422);
    expect((await admin.get('/api/partner-tasks/list?filter[partnerId]=abc')).status).toBe(422);
  });

  test('default-list needs partnerAdd; list and queues need partners', async () => {
    const viewer = await userWith(stack, admin, ['partners']);
    expect((await viewer.get('/api/partner-tasks/default-list')).status).toBe(403);
    expect((await viewer.get('/api/partner-tasks/queues')).status).toBe(200);
  });
});

describe('replacing a partner’s tasks (the partner save’s step in jobs)', () => {
  test('stores, updates and deletes as one step; the list shows them', async () => {
    const partner = newPartner();
    const first = await replace(partner, [
      task('Products'),
      task('Prices', { methodName: 'updatePrices', queue: 'low' }),
    ]);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.previous).toEqual([]);
    const [products] = first.tasks;
    const second = await replace(partner, [
      { ...task('Products nightly', { cron: '0 3 * * *' }), id: products.id },
    ]);
    expect(second.ok).toBe(true);
    const { rows, total } = await listed(partner);
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({
      id: products.id,
      name: 'Products nightly',
      cron: '0 3 * * *',
      partnerId: partner,
    });
  });

  test.each(['* * *', '60 * * * *', '*/0 * * * *', '@reboot', '0 0 * * * *', '0 0 31 2 *'])(
    'a bad cron %p is refused under tasks.{i}.cron and nothing is stored',
    async (cron) => {
      const partner = newPartner();
      const reply = await replace(partner, [task('Fine'), task('Broken', { cron })]);
      expect(reply).toEqual({ ok: false, errors: { 'tasks.1.cron': [{ rule: 'cron' }] } });
      expect((await listed(partner)).total).toBe(0);
    },
  );

  test('duplicate names (any case) and ids of another partner are refused', async () => {
    const other = newPartner();
    const stored = await replace(other, [task('Mine')]);
    if (!stored.ok) throw new Error('setup failed');
    const partner = newPartner();
    const reply = await replace(partner, [
      task('Daily'),
      task('DAILY'),
      { ...task('Stolen'), id: stored.tasks[0].id },
    ]);
    expect(reply).toEqual({
      ok: false,
      errors: { 'tasks.1.name': [{ rule: 'unique' }], 'tasks.2.id': [{ rule: 'exists' }] },
    });
    expect((await listed(other)).rows[0].name).toBe('Mine');
  });

  test('a default task keeps its name, method and queue whatever the form sends', async () => {
    const partner = newPartner();
    const first = await replace(partner, [
      task('importProducts', { isDefault: true, methodName: 'importProducts', queue: 'medium' }),
    ]);
    if (!first.ok) throw new Error('setup failed');
    const id = first.tasks[0].id;
    const second = await replace(partner, [
      { ...task('renamed', { methodName: 'importAttributes', queue: 'high', cron: '0 1 * * *' }), id },
    ]);
    if (!second.ok) throw new Error('replace refused');
    expect(second.tasks[0]).toMatchObject({
      name: 'importProducts',
      methodName: 'importProducts',
      queue: 'medium',
      cron: '0 1 * * *',
    });
  });

  test('restore puts the tasks back as they were, ids included (the undo of a failed partner save)', async () => {
    const partner = newPartner();
    const first = await replace(partner, [task('A'), task('B')]);
    if (!first.ok) throw new Error('setup failed');
    const second = await replace(partner, [task('C')]);
    if (!second.ok) throw new Error('replace refused');
    await stack.bus.request(
      SUBJECTS.partnerTasksRestore,
      { partnerId: partner, tasks: second.previous },
      z.object({ ok: z.literal(true) }),
    );
    expect((await listed(partner)).rows).toEqual(first.tasks);
  });

  test('concurrent replaces of one partner leave one consistent list', async () => {
    const partner = newPartner();
    const replies = await Promise.all([1, 2, 3, 4].map((n) => replace(partner, [task(`Only ${n}`)])));
    expect(replies.every((r) => r.ok)).toBe(true);
    expect((await listed(partner)).total).toBe(1);
  });
});

test('the task schema refuses unknown methods and queues, NUL and over-long names', () => {
  const bad = PartnerTaskInputSchema.safeParse({
    name: 'a\u0000b',
    methodName: 'deleteAll',
    queue: 'urgent',
    cron: null,
  });
  expect(bad.success).toBe(false);
  expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['methodName', 'name', 'queue']);
  expect(PartnerTaskInputSchema.safeParse({ ...task('x'.repeat(256)) }).success).toBe(false);
});
