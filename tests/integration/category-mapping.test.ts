import {
  CategorySuggestionSchema,
  MappingProgressSchema,
  PartnerCategoryRowSchema,
  PartnerCategorySchema,
} from '@feedhub/contracts';
import { addPartner, adminBrowser, startStack, userWith, type TestBrowser, type TestStack } from './stack';
import { insertProducts } from './product-rows';

// Partner categories and their mapping through the gateway (SPEC §2, §3, §5, §7 Categories), against
// the seeded PIM reference data.

let stack: TestStack;
let admin: TestBrowser;
let laptopFamily: number;
beforeAll(async () => {
  stack = await startStack();
  admin = await adminBrowser(stack);
  const selects = await admin.get('/api/pim-category-mappings/selects');
  laptopFamily = (selects.body.data.families as { id: number; code: string }[]).find(
    (f) => f.code === 'laptops',
  )!.id;
});
afterAll(() => stack.close());

const catalog = (table: string) => stack.db.knex.withSchema('catalog').table(table);

/** A partner with categories, brands and products as the imports would leave them. */
async function partnerWithCategories(name: string) {
  const id = await addPartner(admin, name);
  const [laptops, mice, cables] = (await catalog('partner_categories')
    .insert([
      { partner_id: id, code: 'LAP', name: 'Laptops', path: JSON.stringify(['Computers', 'Laptops']) },
      { partner_id: id, code: 'MOU', name: 'Mice', path: JSON.stringify(['Accessories', 'Mice']) },
      {
        partner_id: id,
        code: 'CAB',
        name: '=HYPERLINK("x") Cables õäöü',
        path: JSON.stringify(['Cables']),
        first_seen_at: '2020-01-01T00:00:00Z',
      },
    ])
    .returning('id')) as { id: number }[];
  await catalog('partner_attributes').insert({
    partner_id: id,
    code: 'brand',
    name: 'Brand',
    type: 'select',
    options: JSON.stringify(['Acme', 'Bolt']),
  });
  await insertProducts(
    stack.db.knex,
    ['A', 'B', 'C'].map((code) => ({
      partner_id: id,
      code,
      name: `Product ${code}`,
      category_id: laptops.id,
      content_hash: code,
    })),
  );
  return { id, laptops: laptops.id, mice: mice.id, cables: cables.id };
}

/** A full, valid save of a category. */
const mappingOf = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  pimCategory: ['laptops'],
  family: laptopFamily,
  vat: '24',
  vatEt: 22,
  exportAll: true,
  useIcecat: null,
  deliveryTime: 3,
  priceChangeType: 'percent',
  priceChangeAmount: '2.5',
  transportAddToPrice: '4.90',
  disabledEe: false,
  disabledFi: true,
  disabledLv: false,
  ...extra,
});

describe('partner categories', () => {
  test('list: default sort by name, product counts, filters, the select list', async () => {
    const p = await partnerWithCategories(`Cat list ${Date.now()}`);
    const list = await admin.get(`/api/partner-categories/list?filter[partnerId]=${p.id}`);
    expect(list.status).toBe(200);
    const rows = PartnerCategoryRowSchema.array().parse(list.body.data.rows);
    expect(rows.map((r) => r.name)).toEqual(['=HYPERLINK("x") Cables õäöü', 'Laptops', 'Mice']);
    expect(rows.find((r) => r.id === p.laptops)).toMatchObject({
      products: 3,
      path: 'Computers > Laptops',
      isMapped: false,
    });
    const hideEmpty = await admin.get(
      `/api/partner-categories/list?filter[partnerId]=${p.id}&filter[hideEmpty]=1`,
    );
    expect(hideEmpty.body.data.rows.map((r: { id: number }) => r.id)).toEqual([p.laptops]);
    const byProducts = await admin.get(
      `/api/partner-categories/list?filter[partnerId]=${p.id}&order[field]=products&order[direction]=desc`,
    );
    expect(byProducts.body.data.rows[0].id).toBe(p.laptops);
    const one = await admin.get(`/api/partner-categories/list?filter[partnerCategoryId]=${p.mice}`);
    expect(one.body.data.total).toBe(1);
    const select = await admin.get(
      `/api/partner-categories/list?filter[partnerId]=${p.id}&page=1&perPage=99999`,
    );
    expect(select.body.data.total).toBe(3);
    for (const bad of [
      'filter[isMapped]=3',
      'filter[pimCategoryCode]=a b',
      'order[field]=secret',
      'perPage=100000',
    ])
      expect((await admin.get(`/api/partner-categories/list?${bad}`)).status).toBe(422);
  });

  test('save maps a category; get returns every field; filters and progress follow', async () => {
    const p = await partnerWithCategories(`Cat save ${Date.now()}`);
    const before = MappingProgressSchema.array().parse(
      (await admin.get(`/api/partners/mapping-progress?partnerId=${p.id}`)).body.data,
    )[0];
    expect(before).toMatchObject({
      categories: 3,
      unmappedCategories: 3,
      unmappedCategoriesPercent: 100,
      productsInUnmappedCategories: 3,
    });

    const saved = await admin.post(
      '/api/partner-categories/save',
      mappingOf(p.laptops, {
        pimCategory: ['laptops', 'laptops_gaming'],
        partnerId: p.id,
        marginals: [
          {
            brand: 'Acme',
            priceFrom: '0',
            priceTo: '100',
            marginal: '12.5',
            marginalEt: 10,
            prepaymentPercent: null,
          },
          { brand: 'Acme', priceFrom: 100, priceTo: null, marginal: 8 },
          { brand: null, priceFrom: 0, priceTo: 500, marginal: 15 },
        ],
        changes: [{ word: 'gaming', pimCategory: 'laptops_gaming' }],
      }),
    );
    expect(saved.body.errors).toBeUndefined();
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Category mapping saved');
    const got = await admin.get(`/api/partner-categories/${p.laptops}`);
    expect(got.status).toBe(200);
    const category = PartnerCategorySchema.parse(got.body.data);
    expect(category).toMatchObject({
      pimCategory: ['laptops', 'laptops_gaming'],
      family: laptopFamily,
      familyCode: 'laptops',
      vat: '24',
      vatEt: 22,
      exportAll: true,
      useIcecat: null,
      deliveryTime: 3,
      priceChangeType: 'percent',
      priceChangeAmount: '2.5',
      transportAddToPrice: '4.9',
      disabledFi: true,
      isMapped: true,
      isMarginOk: true,
      products: 3,
    });
    expect(category.pimCategoryObject[0].path).toContain('Laptops');
    expect(
      category.marginals.map((m) => [m.brand, m.priceFrom, m.priceTo, m.marginal, m.marginalEt]),
    ).toEqual([
      ['Acme', '0', '100', '12.5', '10'],
      ['Acme', '100', null, '8', null],
      [null, '0', '500', '15', null],
    ]);
    expect(category.changes).toMatchObject([{ word: 'gaming', pimCategory: 'laptops_gaming' }]);
    expect(category.priorities.map((x) => x.id)).toEqual([p.id]);
    expect(category.history).toHaveLength(1);
    expect(category.history[0].username).toBe('admin');
    expect(category.history[0].changes.map((c) => c.field)).toEqual(
      expect.arrayContaining(['pimCategory', 'family', 'vatEt', 'marginals', 'changes']),
    );

    // Lists left out stay; rows with ids are updated, rows left out deleted.
    const second = await admin.post(
      '/api/partner-categories/save',
      mappingOf(p.laptops, {
        marginals: [{ ...category.marginals[0], marginal: '13' }],
      }),
    );
    expect(second.status).toBe(200);
    const after = PartnerCategorySchema.parse(second.body.data);
    expect(after.marginals.map((m) => [m.id, m.marginal])).toEqual([[category.marginals[0].id, '13']]);
    expect(after.changes).toHaveLength(1);
    expect(after.history[0].changes.map((c) => c.field)).toEqual(['pimCategory', 'marginals']);

    const mapped = await admin.get(
      `/api/partner-categories/list?filter[partnerId]=${p.id}&filter[isMapped]=1`,
    );
    expect(mapped.body.data.rows.map((r: { id: number }) => r.id)).toEqual([p.laptops]);
    expect(mapped.body.data.rows[0].pimCategoryName).toContain('Laptops');
    const unmapped = await admin.get(
      `/api/partner-categories/list?filter[partnerId]=${p.id}&filter[isMapped]=2`,
    );
    expect(unmapped.body.data.total).toBe(2);
    const byPim = await admin.get(`/api/partner-categories/list?filter[pimCategoryCode]=laptops`);
    expect(byPim.body.data.rows.map((r: { id: number }) => r.id)).toContain(p.laptops);
    const progress = (await admin.get(`/api/partners/mapping-progress?partnerId=${p.id}`)).body.data[0];
    expect(progress).toMatchObject({
      unmappedCategories: 2,
      unmappedCategoriesPercent: 67,
      productsInUnmappedCategories: 0,
    });
  });

  test('Estonian labels in the answer', async () => {
    const p = await partnerWithCategories(`Cat et ${Date.now()}`);
    await admin.post('/api/partner-categories/save', mappingOf(p.mice, { pimCategory: ['mice'] }));
    const et = await adminBrowser(stack, { locale: 'et' });
    const got = await et.get(`/api/partner-categories/${p.mice}`);
    expect(got.body.data.pimCategoryObject[0].name).not.toBe(
      (await admin.get(`/api/partner-categories/${p.mice}`)).body.data.pimCategoryObject[0].name,
    );
    const bad = await et.post('/api/partner-categories/save', { id: p.mice, family: '', vatEt: null });
    expect(bad.body.errors).toMatchObject({ vatEt: ['Eesti käibemaks on kohustuslik'] });
    // An empty family falls back on the PIM category's default family (pim-category-family.ts); a
    // campaign category has none (no family set, none used, no family named like it): required.
    const noFamily = await et.post(
      '/api/partner-categories/save',
      mappingOf(p.mice, { pimCategory: ['campaign_outlet'], family: '' }),
    );
    expect(noFamily.status).toBe(422);
    expect(noFamily.body.errors).toEqual({ family: ['Tooteperekond on kohustuslik'] });
  });

  test('defaults: family from the PIM category mapping (its top suggestion), VAT the partner uses, else the setting; an empty family saves the mapping family', async () => {
    const p = await partnerWithCategories(`Cat defaults ${Date.now()}`);
    await catalog('pim_category_mappings')
      .where({ pim_category_code: 'laptops' })
      .update({ family: 'laptops' });
    await catalog('pim_category_mappings').where({ pim_category_code: 'mice' }).update({ family: null });
    await catalog('mapping_suggestions').insert({
      entity: 'category',
      entity_id: p.laptops,
      partner_id: p.id,
      top: JSON.stringify([]),
      best_code: 'laptops',
      best_score: 0.9,
      confident: true,
      basis: 1,
    });
    const first = await admin.get(`/api/partner-categories/${p.laptops}`);
    expect(first.status).toBe(200);
    // Nothing mapped yet: the Estonian VAT is the default VAT setting (24).
    expect(first.body.data.defaults).toEqual({
      familyCode: 'laptops',
      family: laptopFamily,
      vat: null,
      vatEt: 24,
    });
    expect(PartnerCategorySchema.parse(first.body.data).defaults).not.toBeNull();

    const mice = await admin.post(
      '/api/partner-categories/save',
      mappingOf(p.mice, { pimCategory: ['mice'], vat: '20', vatEt: 20 }),
    );
    expect(mice.status).toBe(200);
    expect(mice.body.data.defaults).toBeNull();
    const cables = await admin.get(`/api/partner-categories/${p.cables}`);
    expect(cables.body.data.defaults).toEqual({ familyCode: null, family: null, vat: '20', vatEt: 20 });

    // The form left the family empty: the mapping's family of the main PIM category is saved.
    const saved = await admin.post(
      '/api/partner-categories/save',
      mappingOf(p.laptops, { pimCategory: ['laptops'], family: null }),
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ familyCode: 'laptops', family: laptopFamily, isMapped: true });
    // "mice" has no family on the screen: the family the partner categories mapped there use (laptops, above).
    const used = await admin.post(
      '/api/partner-categories/save',
      mappingOf(p.cables, { pimCategory: ['mice'], family: null }),
    );
    expect(used.status).toBe(200);
    expect(used.body.data.familyCode).toBe('laptops');
    // A sub-category takes its nearest ancestor's family from the screen.
    await catalog('pim_category_mappings')
      .where({ pim_category_code: 'laptops' })
      .update({ family: 'desktops' });
    const inherited = await admin.post(
      '/api/partner-categories/save',
      mappingOf(p.laptops, { pimCategory: ['laptops_business'], family: null }),
    );
    expect(inherited.body.data.familyCode).toBe('desktops');
    const none = await admin.post(
      '/api/partner-categories/save',
      mappingOf(p.cables, { pimCategory: ['campaign_outlet'], family: null }),
    );
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ family: ['Family field is required'] });
  });

  test('bad input: SPEC §5 messages under the right fields, nothing stored', async () => {
    const p = await partnerWithCategories(`Cat bad ${Date.now()}`);
    const missing = await admin.post('/api/partner-categories/save', { id: p.mice });
    expect(missing.status).toBe(422);
    // Family may be left empty (the PIM category mapping's family is then saved; see "defaults").
    expect(missing.body.errors).not.toHaveProperty('family');
    expect(missing.body.errors).toMatchObject({
      pimCategory: ['PIM category field is required'],
      vatEt: ['Estonian VAT field is required'],
    });
    const wrongTypes = await admin.post(
      '/api/partner-categories/save',
      mappingOf(p.mice, {
        family: 'laptops',
        pimCategory: 'laptops',
        vatEt: 22.5,
        useIcecat: 'yes',
        exportAll: 'no',
      }),
    );
    expect(wrongTypes.status).toBe(422);
    expect(wrongTypes.body.errors).toMatchObject({
      family: ['Family must be an integer'],
      pimCategory: ['PIM category must be an array'],
      vatEt: ['Estonian VAT must be an integer'],
      useIcecat: ['Use Icecat field must be true or false'],
      exportAll: ['Export all field must be true or false'],
    });
    const amounts = await admin.post(
      '/api/partner-categories/save',
      mappingOf(p.mice, {
        priceChangeType: 'double',
        priceChangeAmount: '12,50',
        transportAddToPrice: -1,
        vat: 'NaN',
        marginals: [
          { priceFrom: '1e309', priceTo: '10', marginal: 5 },
          { priceFrom: 50, priceTo: 10, marginal: 5 },
          { priceFrom: 0, priceTo: 100, marginal: 'x' },
          { priceFrom: 60, priceTo: 80, marginal: 5 },
        ],
        changes: [{ word: '', pimCategory: 'laptops' }],
      }),
    );
    expect(amounts.status).toBe(422);
    expect(amounts.body.errors).toMatchObject({
      priceChangeType: ['Selected price change type is invalid'],
      priceChangeAmount: ['Price change amount must be a number'],
      transportAddToPrice: ['Transport added to price must be at least 0'],
      vat: ['VAT must be a number'],
      'marginals.0.priceFrom': ['Price from must be a number'],
      'marginals.1.priceTo': ['Price to must not be less than the price from'],
      'marginals.2.marginal': ['Marginal must be a number'],
      'changes.0.word': ['Word field is required'],
    });
    const overlap = await admin.post(
      '/api/partner-categories/save',
      mappingOf(p.mice, {
        marginals: [
          { brand: 'Acme', priceFrom: 0, priceTo: 100, marginal: 5 },
          { brand: 'Bolt', priceFrom: 50, priceTo: 150, marginal: 5 },
          { brand: 'Acme', priceFrom: 99, priceTo: null, marginal: 5 },
        ],
      }),
    );
    expect(overlap.body.errors).toEqual({
      'marginals.2.priceFrom': ['This price range overlaps row 1 of the same brand'],
    });
    const unknown = await admin.post(
      '/api/partner-categories/save',
      mappingOf(p.mice, {
        pimCategory: ['laptops', 'no_such_category'],
        family: 999999,
        marginals: [{ brand: 'Unknown brand', priceFrom: 0, marginal: 1 }],
        changes: [{ word: 'usb', pimCategory: 'nope_nope' }],
      }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({
      'pimCategory.1': ['Selected PIM category does not exist'],
      family: ['Selected family does not exist'],
      'marginals.0.brand': ['Selected brand does not exist'],
      'changes.0.pimCategory': ['Selected PIM category does not exist'],
    });
    const row = await catalog('partner_categories').where({ id: p.mice }).first();
    expect(row).toMatchObject({ is_mapped: false, pim_category_code: null, family: null });
    expect(await catalog('partner_category_marginals').where({ partner_category_id: p.mice })).toHaveLength(
      0,
    );
  });

  test('not found: unknown ids, another partner, foreign marginal and change ids', async () => {
    const p = await partnerWithCategories(`Cat nf ${Date.now()}`);
    const other = await partnerWithCategories(`Cat nf other ${Date.now()}`);
    expect((await admin.get('/api/partner-categories/99999999')).status).toBe(404);
    const missing = await admin.post('/api/partner-categories/save', mappingOf(99999999));
    expect(missing.status).toBe(404);
    expect(missing.body.key).toBe('partner_category_not_found');
    const foreign = await admin.post(
      '/api/partner-categories/save',
      mappingOf(other.mice, { partnerId: p.id }),
    );
    expect(foreign.status).toBe(404);
    await admin.post(
      '/api/partner-categories/save',
      mappingOf(other.mice, {
        marginals: [{ priceFrom: 0, marginal: 1 }],
        changes: [{ word: 'usb', pimCategory: 'mice' }],
      }),
    );
    const theirs = PartnerCategorySchema.parse(
      (await admin.get(`/api/partner-categories/${other.mice}`)).body.data,
    );
    const stolenMarginal = await admin.post(
      '/api/partner-categories/save',
      mappingOf(p.mice, { marginals: [{ id: theirs.marginals[0].id, priceFrom: 0, marginal: 1 }] }),
    );
    expect(stolenMarginal.status).toBe(404);
    expect(stolenMarginal.body.key).toBe('marginal_not_found');
    const stolenChange = await admin.post(
      '/api/partner-categories/save',
      mappingOf(p.mice, { changes: [{ id: theirs.changes[0].id, word: 'x', pimCategory: 'mice' }] }),
    );
    expect(stolenChange.status).toBe(404);
    expect(stolenChange.body.key).toBe('change_not_found');
    expect(stolenChange.body.message).toBe('Partner category mapping change not found');
    expect((await admin.get(`/api/partner-categories/${other.mice}`)).body.data.marginals).toHaveLength(1);
  });

  test('permissions: the screen, marginals and name-word rules each need theirs', async () => {
    const p = await partnerWithCategories(`Cat perm ${Date.now()}`);
    const outsider = await userWith(stack, admin, ['partners'], `catout${Date.now()}`);
    expect((await outsider.get(`/api/partner-categories/list?filter[partnerId]=${p.id}`)).status).toBe(403);
    expect((await outsider.get(`/api/partner-categories/${p.mice}`)).status).toBe(403);
    expect((await outsider.post('/api/partner-categories/save', mappingOf(p.mice))).status).toBe(403);
    expect(
      (await outsider.get(`/api/partner-categories/new-categories?date=2020-01-01&partnerId=${p.id}`)).status,
    ).toBe(403);

    const mapper = await userWith(stack, admin, ['partnerCategories'], `catmap${Date.now()}`);
    expect((await mapper.post('/api/partner-categories/save', mappingOf(p.mice))).status).toBe(200);
    const noMarginals = await mapper.post(
      '/api/partner-categories/save',
      mappingOf(p.mice, { marginals: [{ priceFrom: 0, marginal: 1 }] }),
    );
    expect(noMarginals.status).toBe(403);
    expect(noMarginals.body.key).toBe('permission_denied');
    const noWords = await mapper.post(
      '/api/partner-categories/save',
      mappingOf(p.mice, { changes: [{ word: 'usb', pimCategory: 'mice' }] }),
    );
    expect(noWords.status).toBe(403);
    const full = await userWith(
      stack,
      admin,
      ['partnerCategories', 'partnerCategory.marginals', 'partnerCategory.nameWordCategory'],
      `catfull${Date.now()}`,
    );
    const both = await full.post(
      '/api/partner-categories/save',
      mappingOf(p.mice, {
        marginals: [{ priceFrom: 0, marginal: 1 }],
        changes: [{ word: 'usb', pimCategory: 'mice' }],
      }),
    );
    expect(both.status).toBe(200);
  });

  test('new-categories CSV: BOM, Estonian letters, formulas escaped, date checked', async () => {
    const p = await partnerWithCategories(`Cat csv ${Date.now()}`);
    const res = await admin
      .get(`/api/partner-categories/new-categories?date=2020-01-01&partnerId=${p.id}`)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('new_categories.csv');
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('ID;Code;Name;Path;First seen;PIM category');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`;CAB;"'=HYPERLINK(""x"") Cables õäöü";`);
    expect(lines[1]).toMatch(/;01\.01\.2020 02:00;$/);
    const recent = await admin.get(
      `/api/partner-categories/new-categories?date=2099-01-01&partnerId=${p.id}`,
    );
    expect(recent.status).toBe(200);
    for (const bad of ['date=2020-02-30', 'date=01.02.2020', 'date=', `partnerId=${p.id}`]) {
      const refused = await admin.get(`/api/partner-categories/new-categories?${bad}&partnerId=${p.id}`);
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toContain('date');
    }
    expect(
      (await admin.get('/api/partner-categories/new-categories?date=2020-01-01&partnerId=99999999')).status,
    ).toBe(404);
  });

  test('suggestions: what other partners mapped a like-named category to', async () => {
    const first = await partnerWithCategories(`Cat sug a ${Date.now()}`);
    const second = await partnerWithCategories(`Cat sug b ${Date.now()}`);
    await catalog('partner_categories')
      .where({ id: first.mice })
      .update({ name: 'Ergonomic trackballs', path: JSON.stringify(['Zubehör', 'Ergonomic trackballs']) });
    await catalog('partner_categories')
      .where({ id: second.mice })
      .update({ name: 'Ergonomic trackball', path: JSON.stringify(['Zubehör', 'Ergonomic trackball']) });
    await admin.post('/api/partner-categories/save', mappingOf(first.mice, { pimCategory: ['mice'] }));
    const res = await admin.get(`/api/partner-categories/suggestions?id=${second.mice}`);
    expect(res.status).toBe(200);
    const suggestions = CategorySuggestionSchema.array().parse(res.body.data);
    expect(suggestions[0]).toMatchObject({ code: 'mice' });
    expect(suggestions[0]!.sources).toContain('partners');
    expect(suggestions[0]!.score).toBeLessThanOrEqual(1);
    expect((await admin.get('/api/partner-categories/suggestions?id=99999999')).status).toBe(404);
  });
});
