import { MAX_JSON_DEPTH, QUEUES } from '@feedhub/contracts';
import { ruleMessages } from '@feedhub/i18n';
import { DEMO_PARTNER_NAME } from '../../svc-catalog/src/seeds/demo-partner';
import { allRoutes } from './route-tables';
import { addPartner, adminBrowser, startStack, type TestBrowser, type TestStack } from './stack';

// What a probe of ~10k hostile requests found about input validation (SECURITY's bad-input
// catalogue): impossible dates, bodies nested thousands of levels deep, values of the wrong JSON type
// bent into the right one, JSON numbers rounded, lone surrogates, arrays in query scalars and
// unknown body keys. Each is a 422 validation_failed under its field, in English and Estonian, and
// nothing is stored.

/** Bodies up to ~1 MB reach the depth check (100,000 levels of `[]` are 200 kB; the stack default is 64 KiB). */
const BODY_LIMIT = 1_000_000;

let stack: TestStack;
let admin: TestBrowser;
let partnerId: number;
beforeAll(async () => {
  stack = await startStack({ BODY_LIMIT_BYTES: String(BODY_LIMIT) });
  admin = await adminBrowser(stack);
  partnerId = await addPartner(admin, unique('Hardening'));
});
afterAll(() => stack?.close());

function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
}

/** POSTs a JSON text as is (a body too deep for JSON.stringify, a raw escape). */
async function postRaw(browser: TestBrowser, path: string, text: string, locale = 'en') {
  const token = await browser.csrf();
  return browser.agent
    .post(path)
    .set(browser.headers)
    .set('Accept-Language', locale)
    .set('X-CSRF-TOKEN', token)
    .set('Content-Type', 'application/json')
    .send(text);
}

/** Expects a 422 validation_failed; returns its field messages. */
function refused(res: { status: number; body: { key?: string; errors?: Record<string, string[]> } }) {
  expect({ status: res.status, key: res.body.key }).toEqual({ status: 422, key: 'validation_failed' });
  return res.body.errors ?? {};
}

const catalog = (table: string) => stack.db.knex.withSchema('catalog').table(table);
const partnerNamed = async (name: string) => catalog('partners').where({ name }).first();
async function partnerCount(): Promise<number> {
  const [{ count }] = await catalog('partners').whereNot({ name: DEMO_PARTNER_NAME }).count({ count: '*' });
  return Number(count);
}

/** A partner save body whose one task's params are `params` (as JSON text). */
function partnerSaveText(name: string, paramsText: string): string {
  const head = JSON.stringify({
    name,
    className: 'csv',
    isActive: true,
    params: { url: 'https://feeds.example.com/p.csv', fields: { code: 'code' } },
  }).slice(0, -1);
  return `${head},"tasks":[{"name":"deep","methodName":"importProducts","queue":"medium","params":${paramsText}}]}`;
}
/** `levels` nested objects `{"a":{"a":…{}}}` as JSON text. */
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;
/** `{"x": [[…]]}`: one object holding `levels - 1` nested arrays. */
const nestedArrays = (levels: number) => `{"x":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;

describe('impossible calendar dates are refused, not sent to PostgreSQL', () => {
  const paths = ['/api/partner-products/list', '/api/partner-products/export-data'];
  test.each(
    paths.flatMap((path) => ['2024-02-30', '2023-02-29', '2024-04-31', '0000-01-01'].map((d) => [path, d])),
  )('%s with filter[from] / filter[to] = %s: 422 under filter.from / filter.to', async (path, date) => {
    for (const field of ['from', 'to']) {
      const res = await admin.get(`${path}?filter[partnerId]=${partnerId}&filter[${field}]=${date}`);
      const errors = refused(res);
      expect(Object.keys(errors)).toEqual([`filter.${field}`]);
      expect(errors[`filter.${field}`][0]).toMatch(/ is not a valid date$/);
    }
  });

  test('in Estonian too; a real leap day passes', async () => {
    const et = stack.browser({ locale: 'et' });
    await et.login('admin', 'admin-password-1');
    const res = await et.get(
      `/api/partner-products/list?filter[partnerId]=${partnerId}&filter[from]=2023-02-29`,
    );
    expect(refused(res)['filter.from'][0]).toMatch(/ ei ole kehtiv kuupäev$/);
    const leap = await admin.get(
      `/api/partner-products/list?filter[partnerId]=${partnerId}&filter[from]=2024-02-29&filter[to]=2024-02-29`,
    );
    expect(leap.status).toBe(200);
  });

  test('the new-categories date too', async () => {
    for (const date of ['2023-02-29', '0000-01-01']) {
      const res = await admin.get(
        `/api/partner-categories/new-categories?partnerId=${partnerId}&date=${date}`,
      );
      expect(refused(res)).toEqual({ date: ['Date is not a valid date'] });
    }
  });
});

describe('nesting depth is bounded at the edge', () => {
  // root object 1, tasks 2, the task 3, its params 4: params may nest MAX_JSON_DEPTH - 3 levels.
  const allowed = MAX_JSON_DEPTH - 3;
  /** Where the depth runs out in a partner save whose task params nest too deep. */
  const deepField = ['tasks', '0', 'params', ...Array<string>(allowed).fill('a')].join('.');

  test(`task params of ${MAX_JSON_DEPTH} levels in all are saved`, async () => {
    const name = unique('Deepest allowed');
    const res = await postRaw(admin, '/api/partners/save', partnerSaveText(name, nestedObjects(allowed)));
    expect(res.status).toBe(200);
    expect(await partnerNamed(name)).toBeDefined();
  });

  test.each([allowed + 1, 1_000, 3_000])(
    'a partner save whose task params nest %i levels: 422 naming where the depth ran out, nothing stored',
    async (levels) => {
      const before = await partnerCount();
      const name = unique('Too deep');
      const res = await postRaw(admin, '/api/partners/save', partnerSaveText(name, nestedObjects(levels)));
      const errors = refused(res);
      expect(Object.keys(errors)).toEqual([deepField]);
      expect(errors[deepField]).toEqual([`A may not be nested more than ${MAX_JSON_DEPTH} levels deep`]);
      expect(await partnerNamed(name)).toBeUndefined();
      expect(await partnerCount()).toBe(before);
    },
  );

  test('100,000 levels of arrays: 422 in English and Estonian, the services stay up', async () => {
    const text = partnerSaveText(unique('Very deep'), nestedArrays(100_000));
    expect(text.length).toBeLessThan(BODY_LIMIT);
    const field = ['tasks', '0', 'params', 'x', ...Array<string>(allowed - 1).fill('0')].join('.');
    expect(refused(await postRaw(admin, '/api/partners/save', text))).toEqual({
      [field]: [`X may not be nested more than ${MAX_JSON_DEPTH} levels deep`],
    });
    expect(refused(await postRaw(admin, '/api/partners/save', text, 'et'))).toEqual({
      [field]: [`X ei tohi olla pesastatud sügavamale kui ${MAX_JSON_DEPTH} taset`],
    });
    expect((await admin.get('/api/health')).status).toBe(200);
  });

  test('any body route: a deep top-level array is refused under body', async () => {
    const res = await postRaw(admin, '/api/roles/save', '['.repeat(5_000) + ']'.repeat(5_000));
    const errors = refused(res);
    expect(Object.keys(errors)).toEqual([Array<string>(MAX_JSON_DEPTH).fill('0').join('.')]);
  });

  test('a deep key in a string or an escaped quote does not count as nesting', async () => {
    const name = unique('Brackets in text');
    const params = `{"text":"${'[{'.repeat(100)}\\"]}","${'{'.repeat(50)}":1}`;
    const res = await postRaw(admin, '/api/partners/save', partnerSaveText(name, params));
    expect(res.status).toBe(200);
  });

  test('a query nested past its depth is an unknown field, not a 500', async () => {
    const res = await admin.get(
      `/api/partner-products/list?filter[partnerId]=${partnerId}&filter[a][b][c][d][e]=1`,
    );
    expect(Object.keys(refused(res))).toEqual(['filter.a']);
  });
});

describe('values of the wrong JSON type are refused, not bent', () => {
  let taskId: number;
  beforeAll(async () => {
    const saved = await admin.post('/api/partners/save', {
      name: unique('Typed'),
      className: 'csv',
      isActive: true,
      params: { url: 'https://feeds.example.com/p.csv', fields: { code: 'code' } },
      tasks: [{ name: 'import', methodName: 'importProducts', queue: 'medium' }],
    });
    expect(saved.status).toBe(200);
    taskId = (await admin.get(`/api/partners/${saved.body.data.id}`)).body.data.tasks[0].id;
  });
  const jobCount = async () =>
    Number((await stack.db.knex('jobs.jobs').where({ task_id: taskId }).count({ c: '*' }))[0].c);

  test.each([[[1]], [true], [{}], ['1e0'], [1.5], ['']])(
    'partner-job/add taskId %j: 422, no job',
    async (value) => {
      const res = await admin.post('/api/partner-job/add', { taskId: value });
      expect(refused(res)).toEqual({
        taskId: [value === '' ? 'Task field is required' : 'Task must be an integer'],
      });
      expect(await jobCount()).toBe(0);
    },
  );

  test('ids as JSON numbers and digit strings (as the settings forms send them) still pass', async () => {
    const permissions = (await admin.get('/api/permissions/list')).body.data.rows as { id: number }[];
    const saved = await admin.post('/api/roles/save', {
      name: unique('digits'),
      permissionIds: [String(permissions[0].id), permissions[1].id],
    });
    expect(saved.status).toBe(200);
    const bent = await admin.post('/api/roles/save', {
      name: unique('bent'),
      permissionIds: [true, [permissions[0].id]],
    });
    expect(refused(bent)).toEqual({
      'permissions.0': ['Permissions must be an integer'],
      'permissions.1': ['Permissions must be an integer'],
    });
  });

  test('numbers elsewhere: a boolean or an array is not 1', async () => {
    const res = await admin.post('/api/partner-categories/save', {
      id: true,
      pimCategory: ['laptops'],
      family: [1],
      vatEt: true,
      deliveryTime: [3],
    });
    const errors = refused(res);
    for (const field of ['id', 'family', 'vatEt', 'deliveryTime'])
      expect(errors[field]?.[0]).toMatch(/ must be an integer$/);
  });

  test('a decimal with more places than its column holds is refused as a JSON number like as a string', async () => {
    const body = (marginal: unknown) => ({
      id: 999_999,
      pimCategory: ['laptops'],
      family: 1,
      vatEt: 22,
      marginals: [{ priceFrom: 0, marginal }],
    });
    const asString = refused(await admin.post('/api/partner-categories/save', body('0.00000001')));
    const asNumber = refused(await admin.post('/api/partner-categories/save', body(0.00000001)));
    expect(asNumber['marginals.0.marginal']).toEqual(asString['marginals.0.marginal']);
    expect(asNumber['marginals.0.marginal']).toEqual(['Marginal must be a number']);
    const vat = refused(await admin.post('/api/partner-categories/save', { ...body(1), vat: 12.34567 }));
    expect(vat.vat).toEqual(['VAT must be a number']);
    // in range: no field message about the amounts (the category does not exist)
    const fine = await admin.post('/api/partner-categories/save', { ...body(12.5), vat: 0.0001 });
    expect(fine.status).toBe(404);
  });

  test('lone surrogates are refused in any string, nothing stored', async () => {
    const name = unique('Surrogate');
    // the escapes as JSON text: JSON.stringify would write the backslash itself
    const text = partnerSaveText('NAME', '{"note":"a\\udc00b"}').replace('NAME', `${name}\\ud800`);
    expect(refused(await postRaw(admin, '/api/partners/save', text))).toEqual({
      name: ['Name must not contain lone UTF-16 surrogates'],
      'tasks.0.params.note': ['Note must not contain lone UTF-16 surrogates'],
    });
    expect(await partnerNamed(`${name}\ufffd`)).toBeUndefined();
    const et = refused(await postRaw(admin, '/api/roles/save', '{"name":"x\\ud83d"}', 'et'));
    expect(et).toEqual({ name: ['Nimi ei tohi sisaldada paarituid UTF-16 asendusmärke'] });
    // a surrogate pair is a character like any other
    const emoji = await postRaw(admin, '/api/roles/save', `{"name":"${unique('role')} \\ud83d\\ude00"}`);
    expect(emoji.status).toBe(200);
  });

  test('NUL is refused in free-form values too (task params), not a 500', async () => {
    const name = unique('Nul');
    const res = await postRaw(admin, '/api/partners/save', partnerSaveText(name, '{"note":"a\\u0000b"}'));
    expect(refused(res)).toEqual({ 'tasks.0.params.note': ['Note must not contain NUL characters'] });
    expect(await partnerNamed(name)).toBeUndefined();
  });

  test.each([
    ['filter[partnerId][]=1', 'filter.partnerId'],
    ['filter[partnerId][0]=1', 'filter.partnerId'],
    ['filter[partnerId][a]=1', 'filter.partnerId'],
    ['filter[partnerId]=1&page[]=2', 'page'],
    ['filter[partnerId]=1&perPage[x]=2', 'perPage'],
    ['filter[partnerId]=1&filter[categoryId][]=2', 'filter.categoryId'],
    ['filter[partnerId]=1&filter[name][]=x', 'filter.name'],
  ])('query %s: an array or object where one value belongs is refused under %s', async (query, field) => {
    const res = await admin.get(`/api/partner-products/list?${query}`);
    expect(Object.keys(refused(res))).toEqual([field]);
  });

  test('query ids elsewhere: filter[partnerId][]=1 on the tasks and error lists', async () => {
    for (const path of ['/api/partner-tasks/list', '/api/log/errors', '/api/partner-job/desktop'])
      expect(Object.keys(refused(await admin.get(`${path}?filter[partnerId][]=1`)))).toEqual([
        'filter.partnerId',
      ]);
  });
});

describe('unknown body keys are refused', () => {
  // Every POST, with or without a body schema: an action without one (logout, apply a held run) takes none.
  const bodyRoutes = allRoutes().filter(({ route }) => route.body || route.method === 'post');

  test('there are body routes to check', () => {
    expect(bodyRoutes.length).toBeGreaterThanOrEqual(15);
  });

  test.each(bodyRoutes.map(({ route }) => [route.method.toUpperCase(), route.path]))(
    '%s /api%s refuses {"__unknown": 1} under __unknown (en and et)',
    async (_method, path) => {
      // Path parameters a route takes are given valid values (a queue, an id): the body is what is checked.
      const url = `/api${path.replace(':queue', QUEUES[0]).replace(/:\w+/g, '1')}`;
      const en = refused(await admin.post(url, { __unknown: 1 }));
      expect(en.__unknown).toEqual(['__unknown is not an allowed field']);
      const et = refused(await postRaw(admin, url, '{"__unknown":1}', 'et'));
      expect(et.__unknown).toEqual(['__unknown ei ole lubatud väli']);
    },
  );

  const massAssignment = [
    'partner_id',
    'is_admin',
    'password_hash',
    'status',
    'created_at',
    '__proto__',
    'constructor',
  ];

  test.each(massAssignment)('a valid partner save with %s is refused, nothing stored', async (key) => {
    const name = unique('Mass');
    const text = partnerSaveText(name, '{}').replace(/^\{/, `{${JSON.stringify(key)}:1,`);
    expect(refused(await postRaw(admin, '/api/partners/save', text))).toEqual({
      [key]: [`${key.charAt(0).toUpperCase()}${key.slice(1)} is not an allowed field`],
    });
    expect(await partnerNamed(name)).toBeUndefined();
    // nested: in a task
    const nested = partnerSaveText(name, '{}').replace(
      '"name":"deep"',
      `${JSON.stringify(key)}:1,"name":"deep"`,
    );
    expect(Object.keys(refused(await postRaw(admin, '/api/partners/save', nested)))).toEqual([
      `tasks.0.${key}`,
    ]);
  });

  test.each(massAssignment)('a valid user save with %s is refused, nothing stored', async (key) => {
    const country = (await admin.get('/api/countries/list')).body.data.rows[0].id as number;
    const username = unique('mass').replace(' ', '');
    const body = JSON.stringify({
      username,
      firstName: 'A',
      lastName: 'B',
      email: `${username}@example.com`,
      password: 'password-123',
      countryId: country,
    }).replace(/^\{/, `{${JSON.stringify(key)}:true,`);
    expect(Object.keys(refused(await postRaw(admin, '/api/users/save', body)))).toEqual([key]);
    expect(
      await stack.db.knex.withSchema('identity').table('users').where({ username }).first(),
    ).toBeUndefined();
  });

  test('the partner as GET /api/partners/{id} answers it can be saved back whole (SPEC §7)', async () => {
    const saved = await admin.post('/api/partners/save', {
      name: unique('Whole'),
      className: 'csv',
      isActive: true,
      params: { url: 'https://feeds.example.com/p.csv', fields: { code: 'code' } },
      tasks: [{ name: 'import', methodName: 'importProducts', queue: 'medium' }],
    });
    const whole = (await admin.get(`/api/partners/${saved.body.data.id}`)).body.data;
    expect(whole.tasks[0].partnerId).toBe(saved.body.data.id);
    const again = await admin.post('/api/partners/save', { ...whole, name: `${whole.name} again` });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(whole.id);
  });
});

describe('a 422 carries its rules, which word to the same messages in either language', () => {
  // The browser words them again after a language switch (libs/api-client ApiError.fieldErrors).
  const cases: [string, string, string][] = [
    ['a schema rule (required)', '/api/roles/save', '{"name":"","permissionIds":[]}'],
    ['an unknown field', '/api/whitelisted-ips/save', '{"ip":"10.0.0.1","__unknown":1}'],
    ['a domain rule (unique)', '/api/roles/save', '{"name":"Rules twin","permissionIds":[]}'],
  ];

  beforeAll(async () => {
    expect((await admin.post('/api/roles/save', { name: 'Rules twin', permissionIds: [] })).status).toBe(200);
  });

  test.each(cases)('%s', async (_label, path, body) => {
    const en = await postRaw(admin, path, body, 'en');
    const et = await postRaw(admin, path, body, 'et');
    refused(en);
    const rules = en.body.rules as Record<string, { rule: string }[]>;
    expect(Object.keys(rules).sort()).toEqual(Object.keys(en.body.errors).sort());
    expect(ruleMessages(rules, 'en')).toEqual(en.body.errors);
    expect(ruleMessages(rules, 'et')).toEqual(et.body.errors);
    expect(et.body.errors).not.toEqual(en.body.errors);
  });
});
