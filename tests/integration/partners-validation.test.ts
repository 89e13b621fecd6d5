import { DEMO_PARTNER_NAME } from '../../svc-catalog/src/seeds/demo-partner';
import { adminBrowser, startStack, userWith, type TestBrowser, type TestStack } from './stack';

// Bad input to POST /api/partners/save (SPEC §5): every refusal is a 422 under the form's field,
// in SPEC wording, and saves nothing; permissions are 403 before the body is looked at.

let stack: TestStack;
let admin: TestBrowser;
beforeAll(async () => {
  stack = await startStack();
  admin = await adminBrowser(stack);
});
afterAll(() => stack?.close());

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
const task = (over: Record<string, unknown> = {}) => ({
  name: unique('task'),
  methodName: 'importProducts',
  cron: '20 5 * * *',
  queue: 'medium',
  ...over,
});
const partner = (over: Record<string, unknown> = {}) => ({
  name: unique('Bad input'),
  className: 'google-merchant',
  isActive: true,
  params: { url: 'https://feeds.example.com/g.xml' },
  tasks: [task()],
  attributes: [],
  ...over,
});

/** Saves and expects a 422 with exactly these fields; returns the messages. */
async function refused(body: unknown, fields: string[]): Promise<Record<string, string[]>> {
  const res = await admin.post('/api/partners/save', body);
  expect(res.status).toBe(422);
  expect(res.body.key).toBe('validation_failed');
  expect(Object.keys(res.body.errors).sort()).toEqual([...fields].sort());
  return res.body.errors;
}

async function partnerCount(): Promise<number> {
  // The demo partner may be seeded meanwhile (a fresh stack): it is not one of these saves.
  const [{ count }] = await stack.db.knex
    .withSchema('catalog')
    .table('partners')
    .whereNot({ name: DEMO_PARTNER_NAME })
    .count({ count: '*' });
  return Number(count);
}

describe('POST /api/partners/save refuses', () => {
  test.each(['* * *', '60 * * * *', '*/0 * * * *', '*/0', '@reboot', '0 0 5 * * *', '0 0 31 2 *'])(
    'cron %j under tasks.{i}.cron, in SPEC wording, saving nothing',
    async (cron) => {
      const before = await partnerCount();
      const errors = await refused(partner({ tasks: [task(), task({ cron })] }), ['tasks.1.cron']);
      expect(errors['tasks.1.cron']).toHaveLength(1);
      expect(errors['tasks.1.cron'][0]).toMatch(/ must be valid CRON string$/);
      expect(await partnerCount()).toBe(before);
    },
  );

  test('an unknown method or queue: "Selected … is invalid"', async () => {
    const errors = await refused(
      partner({ tasks: [task({ methodName: 'dropDatabase' }), task({ queue: 'urgent' })] }),
      ['tasks.0.methodName', 'tasks.1.queue'],
    );
    expect(errors['tasks.0.methodName'][0]).toMatch(/^Selected .* is invalid$/);
    expect(errors['tasks.1.queue'][0]).toMatch(/^Selected .* is invalid$/);
  });

  test('duplicate task names (any case) and duplicate attribute codes', async () => {
    await refused(partner({ tasks: [task({ name: 'Import' }), task({ name: 'import' })] }), ['tasks.1.name']);
    await refused(
      partner({
        attributes: [
          { code: 'colour', type: 'select' },
          { code: 'COLOUR', type: 'text' },
        ],
      }),
      ['attributes.1.code'],
    );
  });

  test('an unknown class, and params that do not fit the class: no url, an unknown key, a bad type', async () => {
    const cls = await refused(partner({ className: 'nonsense' }), ['className']);
    expect(cls.className[0]).toMatch(/^Selected .* is invalid$/);
    const noUrl = await refused(partner({ params: {} }), ['params.url']);
    expect(noUrl['params.url'][0]).toMatch(/required/);
    await refused(partner({ params: { url: 'https://x.example/f', bogus: 1 } }), ['params.bogus']);
    await refused(partner({ params: { url: 'ftp://x.example/f' } }), ['params.url']);
    await refused(partner({ params: { url: 'https://x.example/f', inStockAmount: 'many' } }), [
      'params.inStockAmount',
    ]);
    await refused(partner({ params: { url: 'demo:nope.xml' } }), ['params.url']);
    const xml = await refused(partner({ className: 'xml', params: { url: 'https://x.example/f' } }), [
      'params.fields',
      'params.itemPath',
    ]);
    // Said as what to put in the params (the feeds library's texts), not as a validator's words.
    expect(xml).toEqual({
      'params.fields': [
        'Set "fields.code": where the product\'s code is inside a product (an element, an attribute or a key), e.g. "@id"',
      ],
      'params.itemPath': ['Set "itemPath": the element that holds one product, e.g. "products/product"'],
    });
    const typo = await refused(
      partner({ className: 'csv', params: { url: 'https://x.example/f.csv', fileds: { code: 'SKU' } } }),
      ['params.fields', 'params.fileds'],
    );
    expect(typo['params.fileds']).toEqual(['There is no param "fileds"; did you mean "fields"?']);
    const separator = await refused(
      partner({
        className: 'csv',
        params: { url: 'https://x.example/f.csv', fields: { code: 1 }, decimalSeparator: ';' },
      }),
      ['params.decimalSeparator'],
    );
    expect(separator['params.decimalSeparator']).toEqual([
      '"decimalSeparator" must be one of "auto", ".", ","',
    ]);
  });

  test('over-long and NUL strings', async () => {
    await refused(partner({ name: 'x'.repeat(256) }), ['name']);
    await refused(partner({ name: 'bad\u0000name' }), ['name']);
    await refused(partner({ tasks: [task({ name: 'x'.repeat(256) })] }), ['tasks.0.name']);
    await refused(partner({ tasks: [task({ name: 'a\u0000b' })] }), ['tasks.0.name']);
    await refused(partner({ params: { url: `https://x.example/${'a'.repeat(2000)}` } }), ['params.url']);
    await refused(partner({ attributes: [{ code: 'c\u0000', type: 'text' }] }), ['attributes.0.code']);
    await refused(partner({ pimSupplierCode: 'x'.repeat(101) }), ['pimSupplierCode']);
  });

  test('a body that is not a partner at all', async () => {
    await refused({}, ['className', 'name', 'params']);
    await refused(partner({ tasks: 'all' }), ['tasks']);
    await refused(partner({ isActive: 'yes' }), ['isActive']);
  });
});

describe('permissions', () => {
  test('without partners: no list, no partner, no desktop', async () => {
    const stranger = await userWith(stack, admin, ['settings']);
    for (const path of [
      '/api/partners/list',
      '/api/partners/desktop',
      '/api/partners/1',
      '/api/partners/classes',
    ]) {
      const res = await stranger.get(path);
      expect(res.status).toBe(403);
      expect(res.body.key).toBe('permission_denied');
    }
  });

  test('adding needs partnerAdd, editing (a save with an id) needs partnerEdit, either way round', async () => {
    const body = partner();
    const id = (await admin.post('/api/partners/save', body)).body.data.id as number;
    const adder = await userWith(stack, admin, ['partners', 'partnerAdd']);
    const editor = await userWith(stack, admin, ['partners', 'partnerEdit']);

    expect((await adder.post('/api/partners/save', partner())).status).toBe(200);
    const adderEdits = await adder.post('/api/partners/save', { ...body, id, isActive: false });
    expect(adderEdits.status).toBe(403);
    expect(adderEdits.body.key).toBe('permission_denied');

    const editorEdits = await editor.post('/api/partners/save', { ...body, id, isActive: false });
    expect(editorEdits.status).toBe(200);
    const stored = await stack.db.knex
      .withSchema('catalog')
      .table('partners')
      .where({ id })
      .first('is_active');
    expect(stored.is_active).toBe(false);
    expect((await editor.post('/api/partners/save', partner())).status).toBe(403);
    // The permission is checked before the body: a bad edit from someone who may not edit is 403, not 422.
    expect((await adder.post('/api/partners/save', { id, name: '' })).status).toBe(403);
  });
});
