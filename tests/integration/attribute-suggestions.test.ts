import {
  AcceptSuggestionsResultSchema,
  AttributeSuggestionSchema,
  PartnerAttributeRowSchema,
  PartnerAttributeSchema,
  type AttributeSuggestion,
} from '@feedhub/contracts';
import http from 'node:http';
import { insertProducts } from './product-rows';
import type { AddressInfo } from 'node:net';
import { addPartner, adminBrowser, startStack, userWith, type TestBrowser, type TestStack } from './stack';

// Attribute suggestions through the gateway (issue 31 point 4, DESIGN §5 "Mapping suggestions"):
// supplier attributes in any language suggested onto the embedded PIM's attributes, options onto
// its options, units converted; accepting the confident ones; the list's row suggestion and filter.

let stack: TestStack;
let admin: TestBrowser;
/** A feed served on loopback for the import's refresh. */
let feedServer: http.Server;
let feedUrl = '';
const FEED = 'code;name;brand;price;stock\nA1;Laptop;Dell;500.00;3\nA2;Tablet;Lenovo;300.00;1\n';
beforeAll(async () => {
  feedServer = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/csv' }).end(FEED));
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.csv`;
  stack = await startStack({ FEED_ALLOWED_NETWORKS: '127.0.0.1', JOB_REPORT_EVERY_MS: '200' });
  admin = await adminBrowser(stack);
});
afterAll(async () => {
  await stack.close();
  await new Promise((resolve) => feedServer.close(resolve));
});

const catalog = (table: string) => stack.db.knex.withSchema('catalog').table(table);
let serial = 0;
const unique = (name: string) => `${name} ${Date.now()} ${++serial}`;

interface AttributeSeed {
  code: string;
  name: string;
  type?: string;
  options?: string[];
}

/** A partner with attributes as the imports leave them; ids by code. */
async function partnerWith(name: string, attributes: AttributeSeed[]) {
  const id = await addPartner(admin, unique(name));
  const rows = attributes.length
    ? ((await catalog('partner_attributes')
        .insert(
          attributes.map((a) => ({
            partner_id: id,
            code: a.code,
            name: a.name,
            type: a.type ?? (a.options ? 'select' : 'text'),
            options: JSON.stringify(a.options ?? []),
          })),
        )
        .returning(['id', 'code'])) as { id: number; code: string }[])
    : [];
  return { id, ids: Object.fromEntries(rows.map((r) => [r.code, r.id])) as Record<string, number> };
}

/** Products carrying an attribute's values as the product import stores them. */
async function productsWith(
  partnerId: number,
  code: string,
  name: string,
  values: [string, string | null][],
) {
  await insertProducts(
    stack.db.knex,
    values.map(([value, unit], i) => ({
      partner_id: partnerId,
      code: `p-${code}-${i}`,
      name: `Product ${i}`,
      content_hash: 'x'.repeat(32),
      attributes: JSON.stringify({ [code]: { name, value, unit, type: 'text' } }),
    })),
  );
}

async function suggestionsOf(id: number, browser = admin): Promise<AttributeSuggestion[]> {
  const res = await browser.get(`/api/partner-attributes/suggestions?id=${id}`);
  expect(res.status).toBe(200);
  return AttributeSuggestionSchema.array().parse(res.body.data);
}

describe('attribute suggestions', () => {
  test('German, Russian and Finnish names get the right confident PIM attribute', async () => {
    const p = await partnerWith('Sug lang', [
      { code: 'farbe', name: 'Farbe', options: ['Rot', 'Schwarz', 'Weiß'] },
      { code: 'gewicht', name: 'Gewicht' },
      { code: 'cvet', name: 'Цвет', options: ['Красный', 'Чёрный'] },
      { code: 'ves', name: 'Вес' },
      { code: 'vari', name: 'Väri', options: ['Punainen', 'Musta'] },
      { code: 'paino', name: 'Paino' },
    ]);
    const expected: Record<string, string> = {
      farbe: 'color',
      gewicht: 'weight',
      cvet: 'color',
      ves: 'weight',
      vari: 'color',
      paino: 'weight',
    };
    for (const [code, pim] of Object.entries(expected)) {
      const [top] = await suggestionsOf(p.ids[code]!);
      expect({ code, top: top?.code, confident: top?.confident }).toEqual({
        code,
        top: pim,
        confident: true,
      });
      expect(top!.score).toBeGreaterThanOrEqual(0.7);
      expect(top!.sources.length).toBeGreaterThan(0);
      expect(top!.reason).not.toBe('');
    }
    // Stored for the list and the accept.
    const stored = await catalog('mapping_suggestions').where({ entity: 'attribute', partner_id: p.id });
    expect(stored).toHaveLength(6);
  });

  test('"Farbe: Rot" options go onto colour: red; names and reasons in the caller\'s language', async () => {
    const p = await partnerWith('Sug options', [
      { code: 'farbe', name: 'Farbe', options: ['Rot', 'Schwarz', 'Blau'] },
    ]);
    const [top] = await suggestionsOf(p.ids.farbe!);
    expect(top).toMatchObject({ code: 'color', name: 'Colour', confident: true });
    expect(top!.options).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ index: 0, value: 'Rot', optionCode: 'red', optionName: 'Red' }),
        expect.objectContaining({ index: 1, value: 'Schwarz', optionCode: 'black', optionName: 'Black' }),
        expect.objectContaining({ index: 2, value: 'Blau', optionCode: 'blue', optionName: 'Blue' }),
      ]),
    );
    const et = await adminBrowser(stack, { locale: 'et' });
    const [etTop] = await suggestionsOf(p.ids.farbe!, et);
    expect(etTop).toMatchObject({ code: 'color', name: 'Värv' });
    expect(etTop!.options.find((o) => o.optionCode === 'red')?.optionName).toBe('Punane');
    expect(etTop!.reason).not.toBe(top!.reason);
    if (top!.reason.includes('Colour')) expect(etTop!.reason).toContain('Värv');
  });

  test('identical values match (Dell → Dell); a metric in another unit comes with its conversion', async () => {
    const p = await partnerWith('Sug values', [
      { code: 'hersteller', name: 'Hersteller', options: ['Dell', 'Lenovo', 'HP', 'Unknown Corp'] },
      { code: 'gewicht_g', name: 'Gewicht' },
    ]);
    const [brand] = await suggestionsOf(p.ids.hersteller!);
    expect(brand).toMatchObject({ code: 'brand', confident: true });
    const options = Object.fromEntries(brand!.options.map((o) => [o.value, o.optionCode]));
    expect(options).toMatchObject({ Dell: 'dell', Lenovo: 'lenovo', HP: 'hp' });
    expect(options['Unknown Corp']).toBeUndefined();

    await productsWith(p.id, 'gewicht_g', 'Gewicht', [
      ['2500', 'g'],
      ['1200', 'g'],
      ['830', 'g'],
    ]);
    const [weight] = await suggestionsOf(p.ids.gewicht_g!);
    expect(weight).toMatchObject({ code: 'weight', confident: true });
    expect(weight!.unit).not.toBeNull();
    expect(weight!.unit!.factor).toBeCloseTo(0.001, 6);
    expect(weight!.reason).toContain(weight!.unit!.from);
  });

  test('values kept between requests follow the products: new products with grams bring the conversion', async () => {
    const p = await partnerWith('Sug kept values', [{ code: 'masse', name: 'Masse' }]);
    await productsWith(p.id, 'masse', 'Masse', [['1,5', 'kg']]);
    const before = await suggestionsOf(p.ids.masse!);
    expect(before.find((s) => s.code === 'weight')?.unit ?? null).toBeNull();
    // Asked again with the products as they were: the same answer.
    expect(await suggestionsOf(p.ids.masse!)).toEqual(before);
    await catalog('partner_products').where({ partner_id: p.id }).delete();
    await productsWith(p.id, 'masse', 'Masse', [
      ['2500', 'g'],
      ['1200', 'g'],
    ]);
    const after = await suggestionsOf(p.ids.masse!);
    const weight = after.find((s) => s.code === 'weight');
    expect(weight?.unit).toMatchObject({ from: 'GRAM' });
    expect(weight!.unit!.factor).toBeCloseTo(0.001, 6);
  });

  test('bad input: unknown id 404, malformed id 422, no permission 403', async () => {
    const missing = await admin.get('/api/partner-attributes/suggestions?id=99999999');
    expect(missing.status).toBe(404);
    expect(missing.body.key).toBe('partner_attribute_not_found');
    for (const bad of ['id=abc', 'id=0', 'id=-1', '', 'id=1&extra=1'])
      expect((await admin.get(`/api/partner-attributes/suggestions?${bad}`)).status).toBe(422);
    const p = await partnerWith('Sug perm', [{ code: 'farbe', name: 'Farbe', options: ['Rot'] }]);
    const outsider = await userWith(stack, admin, ['partners', 'partnerCategories'], `sugout${Date.now()}`);
    expect((await outsider.get(`/api/partner-attributes/suggestions?id=${p.ids.farbe}`)).status).toBe(403);
    const accept = await outsider.post('/api/partner-attributes/accept-suggestions', { partnerId: p.id });
    expect(accept.status).toBe(403);
    const mapper = await userWith(stack, admin, ['partnerAttributes'], `sugmap${Date.now()}`);
    expect((await mapper.get(`/api/partner-attributes/suggestions?id=${p.ids.farbe}`)).status).toBe(200);
  });

  test('hostile names and values (255 characters of mixed scripts, emoji, digits only, 10 kB of options) never fail', async () => {
    const long = 'Größe Размер 尺寸 🙂'.repeat(20).slice(0, 255);
    const p = await partnerWith('Sug hostile', [
      { code: 'long', name: long },
      { code: 'emoji', name: '🙂🔥💥', options: ['😀', '🙂 Rot'] },
      { code: '12345', name: '12345' },
      { code: 'big', name: 'Farbe', options: Array.from({ length: 10 }, (_, i) => `${i}${'x'.repeat(999)}`) },
      { code: 'blank', name: '   ' },
    ]);
    for (const id of Object.values(p.ids)) {
      const res = await admin.get(`/api/partner-attributes/suggestions?id=${id}`);
      expect(res.status).toBe(200);
      AttributeSuggestionSchema.array().parse(res.body.data);
    }
    const digits = await suggestionsOf(p.ids['12345']!);
    expect(digits.filter((s) => s.confident)).toEqual([]);
    const list = await admin.get(`/api/partner-attributes/list?filter[partnerId]=${p.id}`);
    expect(list.status).toBe(200);
    const accepted = await admin.post('/api/partner-attributes/accept-suggestions', { partnerId: p.id });
    expect(accepted.status).toBe(200);
  });
});

describe('after an import', () => {
  test("importAttributes scores the partner's attributes once its data is saved", async () => {
    const saved = await admin.post('/api/partners/save', {
      name: unique('Sug import'),
      className: 'csv',
      isActive: true,
      params: {
        url: feedUrl,
        delimiter: ';',
        decimalSeparator: '.',
        fields: { code: 'code', name: 'name', brand: 'brand', price: 'price', amount: 'stock' },
      },
      tasks: [{ name: 'Attributes', methodName: 'importAttributes', queue: 'high', isDefault: true }],
    });
    expect(saved.status).toBe(200);
    const partnerId = saved.body.data.id as number;
    const taskId = (await admin.get(`/api/partners/${partnerId}`)).body.data.tasks[0].id as number;
    expect((await admin.post('/api/partner-job/add', { taskId })).status).toBe(200);
    const deadline = Date.now() + 30_000;
    let done: { status: string } | undefined;
    while (!done && Date.now() < deadline) {
      const desktop = (await admin.get(`/api/partner-job/desktop?filter[partnerId]=${partnerId}`)).body.data;
      done = [...desktop.done, ...desktop.error][0];
      if (!done) await new Promise((r) => setTimeout(r, 100));
    }
    expect(done?.status).toBe('done');
    const brand = await catalog('partner_attributes').where({ partner_id: partnerId, code: 'brand' }).first();
    const stored = await catalog('mapping_suggestions')
      .where({ entity: 'attribute', entity_id: brand.id })
      .first();
    expect(stored).toMatchObject({ partner_id: partnerId, best_code: 'brand', confident: true });
    const rows = (
      await admin.get(`/api/partner-attributes/list?filter[partnerId]=${partnerId}&filter[suggested]=1`)
    ).body.data.rows;
    expect(rows.map((r: { code: string }) => r.code)).toEqual(['brand']);
  });
});

describe('accepting attribute suggestions', () => {
  const seeds: AttributeSeed[] = [
    { code: 'farbe', name: 'Farbe', options: ['Rot', 'Schwarz', 'Meeresrauschen'] },
    { code: 'marke', name: 'Marke', options: ['Dell', 'Lenovo'] },
    { code: 'gewicht', name: 'Gewicht' },
    { code: 'zzq', name: 'Zzq Qxv' },
  ];

  test('an empty partner: nothing mapped, nothing skipped; list empty', async () => {
    const p = await partnerWith('Acc empty', []);
    const res = await admin.post('/api/partner-attributes/accept-suggestions', { partnerId: p.id });
    expect(res.status).toBe(200);
    expect(AcceptSuggestionsResultSchema.parse(res.body.data)).toEqual({ mapped: 0, skipped: [] });
    const list = await admin.get(
      `/api/partner-attributes/list?filter[partnerId]=${p.id}&filter[suggested]=1`,
    );
    expect(list.body.data).toMatchObject({ total: 0, rows: [] });
  });

  test('accept all: confident ones mapped with their options, history source suggestion; the rest skipped with reasons', async () => {
    const p = await partnerWith('Acc all', seeds);
    await catalog('partner_attributes').where({ id: p.ids.gewicht }).update({ weight: 4 });
    const res = await admin.post('/api/partner-attributes/accept-suggestions', { partnerId: p.id });
    expect(res.status).toBe(200);
    const result = AcceptSuggestionsResultSchema.parse(res.body.data);
    expect(result.mapped).toBe(3);
    expect(result.skipped).toEqual([
      expect.objectContaining({
        id: p.ids.zzq,
        name: 'Zzq Qxv',
        reason: expect.stringMatching(/^(no_suggestion|not_confident)$/),
      }),
    ]);
    expect(res.body.message).toBe('3 attributes mapped as suggested');

    const farbe = PartnerAttributeSchema.parse(
      (await admin.get(`/api/partner-attributes/${p.ids.farbe}`)).body.data,
    );
    expect(farbe).toMatchObject({ pimAttributeCodes: ['color'], optionMappings: { 0: 'red', 1: 'black' } });
    expect(farbe.optionMappings['2']).toBeUndefined();
    expect(farbe.history[0]).toMatchObject({ source: 'suggestion', username: 'admin' });
    const marke = PartnerAttributeSchema.parse(
      (await admin.get(`/api/partner-attributes/${p.ids.marke}`)).body.data,
    );
    expect(marke).toMatchObject({ pimAttributeCodes: ['brand'], optionMappings: { 0: 'dell', 1: 'lenovo' } });
    const gewicht = PartnerAttributeSchema.parse(
      (await admin.get(`/api/partner-attributes/${p.ids.gewicht}`)).body.data,
    );
    expect(gewicht).toMatchObject({ pimAttributeCodes: ['weight'], weight: 4 });
    const rows = await catalog('mapping_history').where({ entity: 'attribute', partner_id: p.id });
    expect(rows.map((r: { source: string }) => r.source)).toEqual(['suggestion', 'suggestion', 'suggestion']);

    // A second accept finds them mapped.
    const again = AcceptSuggestionsResultSchema.parse(
      (await admin.post('/api/partner-attributes/accept-suggestions', { partnerId: p.id })).body.data,
    );
    expect(again.mapped).toBe(0);
    expect(
      again.skipped
        .filter((s) => s.reason === 'already_mapped')
        .map((s) => s.id)
        .sort(),
    ).toEqual([p.ids.farbe!, p.ids.marke!, p.ids.gewicht!].sort());
    // A person's save is still recorded as manual.
    await admin.post('/api/partner-attributes/save', {
      id: p.ids.gewicht,
      weight: 2,
      pimAttributeCodes: ['weight'],
    });
    const history = PartnerAttributeSchema.parse(
      (await admin.get(`/api/partner-attributes/${p.ids.gewicht}`)).body.data,
    ).history;
    expect(history.map((h) => h.source)).toEqual(['manual', 'suggestion']);
  });

  test("accept given ids; other partner's and unknown ids are not_found", async () => {
    const p = await partnerWith('Acc ids', seeds);
    const other = await partnerWith('Acc ids other', seeds);
    const res = await admin.post('/api/partner-attributes/accept-suggestions', {
      partnerId: p.id,
      ids: [p.ids.farbe, other.ids.marke, 99999999],
    });
    expect(res.status).toBe(200);
    expect(AcceptSuggestionsResultSchema.parse(res.body.data)).toEqual({
      mapped: 1,
      skipped: [
        { id: other.ids.marke, name: '', reason: 'not_found' },
        { id: 99999999, name: '', reason: 'not_found' },
      ],
    });
    const mapped = await catalog('partner_attributes')
      .where({ partner_id: p.id })
      .whereRaw('jsonb_array_length(pim_attribute_codes) > 0')
      .pluck('code');
    expect(mapped).toEqual(['farbe']);
    expect(
      (await catalog('partner_attributes').where({ id: other.ids.marke }).first()).pim_attribute_codes,
    ).toEqual([]);
  });

  test('409 suggestions_changed when a suggestion is not what was reviewed or its PIM attribute is gone; nothing saved', async () => {
    const p = await partnerWith('Acc conflict', seeds);
    const reviewed = await suggestionsOf(p.ids.farbe!);
    expect(reviewed[0]!.code).toBe('color');
    const mismatch = await admin.post('/api/partner-attributes/accept-suggestions', {
      partnerId: p.id,
      expected: { [p.ids.farbe!]: 'color', [p.ids.marke!]: 'processor_brand' },
    });
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.key).toBe('suggestions_changed');
    expect(mismatch.body.message).toBeTruthy();

    // The stored suggestion names a PIM attribute the PIM no longer has (synced away).
    await suggestionsOf(p.ids.gewicht!);
    await catalog('mapping_suggestions')
      .where({ entity: 'attribute', entity_id: p.ids.gewicht })
      .update({
        top: JSON.stringify([
          { code: 'gone_attribute', score: 0.99, sources: ['name'], reasons: [], unit: null, options: [] },
        ]),
        best_code: 'gone_attribute',
        best_score: 0.99,
        confident: true,
      });
    const gone = await admin.post('/api/partner-attributes/accept-suggestions', { partnerId: p.id });
    expect(gone.status).toBe(409);
    expect(gone.body.key).toBe('suggestions_changed');

    const mapped = await catalog('partner_attributes')
      .where({ partner_id: p.id })
      .whereRaw('jsonb_array_length(pim_attribute_codes) > 0');
    expect(mapped).toEqual([]);
    expect(await catalog('mapping_history').where({ entity: 'attribute', partner_id: p.id })).toEqual([]);

    // What was reviewed, accepted: mapped.
    const ok = await admin.post('/api/partner-attributes/accept-suggestions', {
      partnerId: p.id,
      ids: [p.ids.farbe],
      expected: { [p.ids.farbe!]: 'color' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.mapped).toBe(1);
  });

  test('validation: 422 under the fields; unknown partner 404', async () => {
    const p = await partnerWith('Acc bad', seeds);
    const res = await admin.post('/api/partner-attributes/accept-suggestions', {
      partnerId: 'x',
      ids: [],
      expected: { abc: 'color' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['partnerId', 'ids']));
    expect(
      (await admin.post('/api/partner-attributes/accept-suggestions', { partnerId: p.id, extra: 1 })).status,
    ).toBe(422);
    const unknown = await admin.post('/api/partner-attributes/accept-suggestions', { partnerId: 99999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.key).toBe('partner_not_found');
  });

  test('the list: row suggestion and filter suggested 1/2 (attributes never scored are scored first)', async () => {
    const p = await partnerWith('Acc list', seeds);
    expect(await catalog('mapping_suggestions').where({ entity: 'attribute', partner_id: p.id })).toEqual([]);
    const all = await admin.get(`/api/partner-attributes/list?filter[partnerId]=${p.id}`);
    const rows = PartnerAttributeRowSchema.array().parse(all.body.data.rows);
    const byCode = Object.fromEntries(rows.map((r) => [r.code, r.suggestion]));
    expect(byCode.farbe).toMatchObject({ code: 'color', name: 'Colour', confident: true });
    expect(byCode.farbe!.reason).not.toBe('');
    const suggested = await admin.get(
      `/api/partner-attributes/list?filter[partnerId]=${p.id}&filter[suggested]=1`,
    );
    expect(suggested.body.data.rows.map((r: { code: string }) => r.code)).toEqual([
      'farbe',
      'gewicht',
      'marke',
    ]);
    const not = await admin.get(`/api/partner-attributes/list?filter[partnerId]=${p.id}&filter[suggested]=2`);
    expect(not.body.data.rows.map((r: { code: string }) => r.code)).toEqual(['zzq']);
    expect((await admin.get(`/api/partner-attributes/list?filter[suggested]=3`)).status).toBe(422);
    // A new basis (a PIM sync bumps it) makes the stored rows stale: the list scores them again.
    await catalog('suggestion_basis').where({ id: 1 }).increment('version', 1);
    const basis = Number((await catalog('suggestion_basis').where({ id: 1 }).first()).version);
    await admin.get(`/api/partner-attributes/list?filter[partnerId]=${p.id}`);
    const bases = await catalog('mapping_suggestions')
      .where({ entity: 'attribute', partner_id: p.id })
      .pluck('basis');
    expect(bases.map(Number)).toEqual([basis, basis, basis, basis]);
  });
});
