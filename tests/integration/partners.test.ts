import { PartnerTaskInputSchema, SECRET_MASK } from '@feedhub/contracts';
import { replacePartnerTasks, tasksOfPartner } from '../../svc-catalog/src/partners/partner-tasks.step';
import { adminBrowser, startStack, userWith, type TestBrowser, type TestStack } from './stack';

let stack: TestStack;
let admin: TestBrowser;
beforeAll(async () => {
  stack = await startStack();
  admin = await adminBrowser(stack);
});
afterAll(() => stack.close());

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** A valid partner body: a CSV feed, one task. */
const partner = (over: Record<string, unknown> = {}) => ({
  name: unique('Supplier'),
  className: 'google-merchant',
  deliveryTime: 3,
  pimSupplierCode: 'SUP',
  isActive: true,
  params: { url: 'https://feeds.example.com/products.xml', user: 'feeds', password: 'feed-secret-1' },
  tasks: [
    {
      name: 'importProducts',
      methodName: 'importProducts',
      cron: '20 5 * * *',
      queue: 'medium',
      isDefault: true,
    },
  ],
  attributes: [{ code: 'brand', type: 'select' }],
  ...over,
});

describe('POST /api/partners/save and GET /api/partners/{id}', () => {
  test('adds a partner with its tasks (stored by jobs) and attributes; the feed password never comes back', async () => {
    const saved = await admin.post('/api/partners/save', partner());
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Partner saved');
    const got = await admin.get(`/api/partners/${saved.body.data.id}`);
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({
      className: 'google-merchant',
      deliveryTime: 3,
      params: { password: SECRET_MASK },
    });
    expect(got.text).not.toContain('feed-secret-1');
    expect(got.body.data.tasks).toEqual([
      expect.objectContaining({
        name: 'importProducts',
        cron: '20 5 * * *',
        queue: 'medium',
        partnerId: saved.body.data.id,
      }),
    ]);
    const attributes = await stack.db.knex
      .withSchema('catalog')
      .table('partner_attributes')
      .where({ partner_id: saved.body.data.id });
    expect(attributes.map((a: { code: string }) => a.code)).toEqual(['brand']);
  });

  test('editing with the mask keeps the stored password; tasks are replaced', async () => {
    const body = partner();
    const id = (await admin.post('/api/partners/save', body)).body.data.id as number;
    const edit = await admin.post('/api/partners/save', {
      ...body,
      id,
      params: { ...body.params, password: SECRET_MASK },
      tasks: [{ name: 'prices', methodName: 'updatePrices', cron: '0 */2 * * *', queue: 'low' }],
    });
    expect(edit.status).toBe(200);
    const stored = await stack.db.knex.withSchema('catalog').table('partners').where({ id }).first('params');
    expect(stored.params.password).toBe('feed-secret-1');
    expect(
      (await admin.get(`/api/partners/${id}`)).body.data.tasks.map((t: { name: string }) => t.name),
    ).toEqual(['prices']);
  });

  test('the stored password goes only to its own address: the mask with a feed moved elsewhere is 422 under params.password (en, et), nothing stored or fetched', async () => {
    const body = partner();
    const id = (await admin.post('/api/partners/save', body)).body.data.id as number;
    const moved = {
      ...body,
      id,
      params: { ...body.params, url: 'https://collector.example.net/feed.xml', password: SECRET_MASK },
    };
    const refusal = await admin.post('/api/partners/save', moved);
    expect(refusal.status).toBe(422);
    expect(refusal.body.errors).toEqual({
      'params.password': [
        'Enter the feed password again: the feed address changed, and the stored one goes only to the address it was saved for',
      ],
    });
    const et = await (await adminBrowser(stack, { locale: 'et' })).post('/api/partners/save', moved);
    expect(et.body.errors['params.password']).toEqual([
      'Sisestage voo parool uuesti: voo aadress muutus ja salvestatud parool saadetakse ainult aadressile, mille jaoks see salvestati',
    ]);
    // the preview does not send it there either
    const preview = await admin.post('/api/partners/preview', {
      id,
      className: moved.className,
      params: moved.params,
    });
    expect(preview.status).toBe(422);
    expect(Object.keys(preview.body.errors)).toEqual(['params.password']);
    const stored = await stack.db.knex.withSchema('catalog').table('partners').where({ id }).first('params');
    expect(stored.params).toMatchObject({ url: body.params.url, password: 'feed-secret-1' });
    // with the password typed again, the move is saved
    const typed = await admin.post('/api/partners/save', {
      ...moved,
      params: { ...moved.params, password: 'new-secret-2' },
    });
    expect(typed.status).toBe(200);
  });

  test('a user name and password in the feed url are masked as the password is, for a partnerStats user too; the mask saved back keeps them (issue 30)', async () => {
    const body = partner({
      params: { url: 'https://feeds:url-secret-9@feeds.example.com/products.xml', user: '', password: '' },
    });
    const id = (await admin.post('/api/partners/save', body)).body.data.id as number;
    const stats = await userWith(stack, admin, ['partnerStats']);
    const got = await stats.get(`/api/partners/${id}`);
    expect(got.status).toBe(200);
    expect(got.body.data.params.url).toBe(`https://${SECRET_MASK}@feeds.example.com/products.xml`);
    expect(got.text).not.toContain('url-secret-9');
    const stored = async () =>
      (await stack.db.knex.withSchema('catalog').table('partners').where({ id }).first('params')).params as {
        url: string;
      };
    // The form sends back what it read: the stored credentials stay.
    const resaved = await admin.post('/api/partners/save', { ...body, id, params: got.body.data.params });
    expect(resaved.status).toBe(200);
    expect((await stored()).url).toBe('https://feeds:url-secret-9@feeds.example.com/products.xml');
    // Another path on the same host keeps them; another host does not take them along.
    const save = (url: string) =>
      admin.post('/api/partners/save', { ...body, id, params: { ...got.body.data.params, url } });
    await save(`https://${SECRET_MASK}@feeds.example.com/other.xml`);
    expect((await stored()).url).toBe('https://feeds:url-secret-9@feeds.example.com/other.xml');
    await save(`https://${SECRET_MASK}@mirror.example.com/p.xml`);
    expect((await stored()).url).toBe('https://mirror.example.com/p.xml');
  });

  test('a task jobs refuses saves nothing: the message lands under tasks.{i}.cron', async () => {
    const body = partner({ tasks: [{ name: 'bad', methodName: 'importProducts', cron: '60 * * * *' }] });
    const res = await admin.post('/api/partners/save', body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['tasks.0.cron']);
    expect(res.body.errors['tasks.0.cron'][0]).toMatch(/must be valid CRON string$/);
    const list = (await admin.get(`/api/partners/list?filter[name]=${encodeURIComponent(body.name)}`)).body
      .data;
    expect(list.total).toBe(0);
  });

  test('catalog’s own refusals come together, before jobs is asked: name, class, params, attribute codes', async () => {
    const taken = partner();
    await admin.post('/api/partners/save', taken);
    const res = await admin.post('/api/partners/save', {
      ...partner({ name: taken.name.toUpperCase(), className: 'nonsense' }),
      attributes: [
        { code: 'Size', type: 'text' },
        { code: 'size', type: 'select' },
      ],
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['attributes.1.code', 'className', 'name']);
    const params = await admin.post(
      '/api/partners/save',
      partner({ params: { url: 'https://x.example', bogus: 1 } }),
    );
    expect(params.status).toBe(422);
    expect(Object.keys(params.body.errors)).toEqual(['params.bogus']);
  });

  test('unknown ids are 404; bad bodies 422; the list filters by name in any case', async () => {
    expect((await admin.get('/api/partners/999999')).body.key).toBe('partner_not_found');
    expect((await admin.post('/api/partners/save', { ...partner(), id: 999999 })).body.key).toBe(
      'partner_not_found',
    );
    expect((await admin.post('/api/partners/save', { ...partner(), params: 'not an object' })).status).toBe(
      422,
    );
    const name = unique('Findable');
    await admin.post('/api/partners/save', partner({ name }));
    const found = (
      await admin.get(`/api/partners/list?filter[name]=${encodeURIComponent(name.toLowerCase())}`)
    ).body.data;
    expect(found.rows.map((r: { name: string }) => r.name)).toEqual([name]);
    expect((await admin.get('/api/partners/list?filter[name]=%25')).status).toBe(200);
  });

  test('two saves of one new name at once: one partner, one 422 on name, no tasks left for the loser', async () => {
    const taskName = unique('race task');
    const body = partner({ tasks: [{ name: taskName, methodName: 'importProducts', cron: '20 5 * * *' }] });
    const answers = await Promise.all([
      admin.post('/api/partners/save', body),
      admin.post('/api/partners/save', body),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.status === 422)?.body.errors).toEqual({
      name: ['Name has already been taken'],
    });
    const tasks = await stack.db.knex.withSchema('jobs').table('partner_tasks').where({ name: taskName });
    expect(tasks.map((t: { partner_id: number }) => t.partner_id)).toEqual([
      answers.find((a) => a.status === 200)?.body.data.id,
    ]);
  });

  test('saving needs partnerAdd; reading needs partners', async () => {
    const viewer = await userWith(stack, admin, ['partners']);
    expect((await viewer.post('/api/partners/save', partner())).status).toBe(403);
    expect((await viewer.get('/api/partners/list')).status).toBe(200);
  });
});

describe('the partner save’s step in jobs', () => {
  const input = (name: string) =>
    PartnerTaskInputSchema.parse({ name, methodName: 'importProducts', cron: '0 1 * * *' });

  test('its undo puts the tasks back as they were when the catalog write fails afterwards', async () => {
    const partnerId = 900_001;
    await replacePartnerTasks(stack.bus, partnerId, [input('before')]);
    const before = await tasksOfPartner(stack.bus, partnerId);
    const undo = await replacePartnerTasks(stack.bus, partnerId, [input('after'), input('another')]);
    expect((await tasksOfPartner(stack.bus, partnerId)).map((t) => t.name)).toEqual(['after', 'another']);
    await undo();
    expect(await tasksOfPartner(stack.bus, partnerId)).toEqual(before);
  });

  test('a refusal is a ValidationError with jobs’ rules under tasks.{i}.*', async () => {
    await expect(replacePartnerTasks(stack.bus, 900_002, [input('x'), input('X')])).rejects.toMatchObject({
      fields: { 'tasks.1.name': [{ rule: 'unique' }] },
    });
  });
});
