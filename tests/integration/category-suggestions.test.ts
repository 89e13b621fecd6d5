import {
  AcceptSuggestionsResultSchema,
  CategorySuggestionSchema,
  PartnerCategoryRowSchema,
  PartnerCategorySchema,
  PivotLinksSchema,
  PivotNodeSchema,
} from '@feedhub/contracts';
import { embeddedReferencePim } from '../../svc-catalog/src/pim/configured-pim';
import { insertProducts } from './product-rows';
import { syncPimReference } from '../../svc-catalog/src/pim/pim-sync';
import {
  addPartner,
  adminBrowser,
  eventually,
  saveSettings,
  startStack,
  userWith,
  type TestBrowser,
  type TestStack,
} from './stack';

// Category mapping suggestions through the gateway (DESIGN §5 "Mapping suggestions", docs/mapping.md):
// the scorer's answer, the stored suggestions, accepting them, the list filter and the pivot links,
// against the seeded PIM reference data.

let stack: TestStack;
let admin: TestBrowser;
beforeAll(async () => {
  stack = await startStack();
  admin = await adminBrowser(stack);
  // The PIM category mapping gives these families (what an accept sets).
  for (const code of ['washing_machines', 'laptops', 'refrigerators'])
    await catalog('pim_category_mappings').where({ pim_category_code: code }).update({ family: 'laptops' });
}, 120_000);
afterAll(() => stack.close());

const catalog = (table: string) => stack.db.knex.withSchema('catalog').table(table);

/** A partner with categories named by these paths (root → leaf), and titles of products in each. */
async function partnerWith(name: string, categories: { path: string[]; titles?: string[] }[]) {
  const id = await addPartner(admin, `${name} ${Date.now()}${Math.floor(Math.random() * 1e4)}`);
  const ids: number[] = [];
  for (const [i, c] of categories.entries()) {
    const [row] = (await catalog('partner_categories')
      .insert({
        partner_id: id,
        code: `C${i}`,
        name: c.path.at(-1)!,
        path: JSON.stringify(c.path),
      })
      .returning('id')) as { id: number }[];
    ids.push(row!.id);
    if (c.titles?.length)
      await insertProducts(
        stack.db.knex,
        c.titles.map((title, n) => ({
          partner_id: id,
          code: `P${i}-${n}`,
          name: title,
          category_id: row!.id,
          content_hash: `${i}-${n}`,
        })),
      );
  }
  return { id, ids };
}

const suggestionsOf = async (id: number, browser = admin) => {
  const res = await browser.get(`/api/partner-categories/suggestions?id=${id}`);
  expect(res.status).toBe(200);
  return CategorySuggestionSchema.array().parse(res.body.data);
};

/** The stored top suggestion of categories, by id. */
const storedBest = async (ids: number[]) =>
  new Map(
    (
      (await catalog('mapping_suggestions')
        .where('entity', 'category')
        .whereIn('entity_id', ids)
        .select('entity_id', 'best_code', 'confident')) as {
        entity_id: number;
        best_code: string | null;
        confident: boolean;
      }[]
    ).map((r) => [r.entity_id, r]),
  );

describe('category suggestions', () => {
  test('a first partner with German and Russian categories gets confident right suggestions, best first', async () => {
    const p = await partnerWith('Sug first', [
      { path: ['Haushaltsgeräte', 'Waschmaschinen'], titles: ['Bosch WAN28123 Waschmaschine 7 kg'] },
      { path: ['Бытовая техника', 'Стиральные машины'], titles: ['Стиральная машина LG F2J3WS2W'] },
      { path: ['Computer', 'Notebooks'], titles: ['Lenovo ThinkPad T14 Gen 4 Notebook'] },
    ]);
    const [german, russian, notebooks] = [
      await suggestionsOf(p.ids[0]!),
      await suggestionsOf(p.ids[1]!),
      await suggestionsOf(p.ids[2]!),
    ];
    expect(german[0]).toMatchObject({ code: 'washing_machines', confident: true, familyCode: 'laptops' });
    expect(russian[0]).toMatchObject({ code: 'washing_machines', confident: true });
    expect(notebooks[0]!.code.startsWith('laptops')).toBe(true);
    for (const list of [german, russian, notebooks]) {
      expect(list.map((s) => s.score)).toEqual([...list.map((s) => s.score)].sort((a, b) => b - a));
      expect(list[0]!.reason.length).toBeGreaterThan(0);
      expect(list[0]!.sources.length).toBeGreaterThan(0);
    }
    // The reason is worded in the caller's language; names are the PIM's paths in it.
    const et = await adminBrowser(stack, { locale: 'et' });
    const inEstonian = await suggestionsOf(p.ids[0]!, et);
    expect(inEstonian[0]!.path).toContain('Pesumasinad');
    // A PIM path a reason names reads as the screens show it: in the caller's language, below the root.
    for (const s of [...german, ...russian, ...inEstonian])
      expect(s.reason).not.toContain('Electronics catalogue');
    expect(inEstonian.map((s) => s.reason).join(' ')).not.toMatch(/Home appliances › Large appliances/);
    // The answer is stored too.
    expect((await storedBest(p.ids)).get(p.ids[1]!)).toMatchObject({
      best_code: 'washing_machines',
      confident: true,
    });
  });

  test('a category nothing in the PIM fits gets no confident suggestion', async () => {
    const p = await partnerWith('Sug none', [
      { path: ['Gartenbau', 'Saatgut', 'Tomatensamen'], titles: ['Tomatensamen Harzfeuer 20 Stück'] },
      { path: ['Книги', 'Фантастика'], titles: ['Пикник на обочине, Стругацкие'] },
    ]);
    for (const id of p.ids) expect((await suggestionsOf(id)).some((s) => s.confident)).toBe(false);
  });

  test("a category is suggested what this partner's namesakes and other partners' categories are mapped to", async () => {
    const p = await partnerWith('Sug namesakes', [
      { path: ['Ersatzteile', 'iPhone 12', 'Akku'] },
      { path: ['Ersatzteile', 'iPhone 13', 'Akku'] },
    ]);
    await catalog('partner_categories')
      .where('id', p.ids[0]!)
      .update({
        is_mapped: true,
        pim_category_code: 'refrigerators',
        pim_category: JSON.stringify(['refrigerators']),
      });
    const list = await suggestionsOf(p.ids[1]!);
    const namesake = list.find((s) => s.code === 'refrigerators');
    expect(namesake?.sources).toContain('partners');
  });

  test('bad input: unknown id 404, no permission 403, bad id 422; an empty partner answers []', async () => {
    expect((await admin.get('/api/partner-categories/suggestions?id=99999999')).status).toBe(404);
    expect((await admin.get('/api/partner-categories/suggestions?id=abc')).status).toBe(422);
    const viewer = await userWith(stack, admin, ['partnerProducts']);
    const p = await partnerWith('Sug perm', [{ path: ['Kühlschränke'] }]);
    expect((await viewer.get(`/api/partner-categories/suggestions?id=${p.ids[0]}`)).status).toBe(403);
    expect(
      (await viewer.post('/api/partner-categories/accept-suggestions', { partnerId: p.id })).status,
    ).toBe(403);
    const empty = await partnerWith('Sug empty', []);
    const list = await admin.get(`/api/partner-categories/list?filter[partnerId]=${empty.id}`);
    expect(list.body.data.rows).toEqual([]);
    const accepted = await admin.post('/api/partner-categories/accept-suggestions', { partnerId: empty.id });
    expect(accepted.status).toBe(200);
    expect(AcceptSuggestionsResultSchema.parse(accepted.body.data)).toEqual({ mapped: 0, skipped: [] });
    expect(
      (await admin.post('/api/partner-categories/accept-suggestions', { partnerId: 99999999 })).status,
    ).toBe(404);
    const bad = await admin.post('/api/partner-categories/accept-suggestions', { partnerId: p.id, ids: [] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toContain('ids');
  });

  test('hostile paths (300 levels, 10 kB, emoji, digits only) answer without an error', async () => {
    const p = await partnerWith('Sug hostile', [
      { path: Array.from({ length: 300 }, (_, i) => `Level ${i}`) },
      { path: ['x'.repeat(10_000)] },
      { path: ['🧺🫧', 'Стиральные 🧼 машины'] },
      { path: ['12345', '678'] },
    ]);
    for (const id of p.ids) {
      const res = await admin.get(`/api/partner-categories/suggestions?id=${id}`);
      expect(res.status).toBe(200);
      for (const s of CategorySuggestionSchema.array().parse(res.body.data))
        expect(s.reason.length).toBeLessThan(1000);
    }
    const list = await admin.get(`/api/partner-categories/list?filter[partnerId]=${p.id}`);
    expect(list.status).toBe(200);
  });
});

describe('accepting suggestions', () => {
  /** A partner whose categories have stored suggestions (the list computes them). */
  async function suggestedPartner() {
    const p = await partnerWith('Sug accept', [
      { path: ['Haushaltsgeräte', 'Waschmaschinen'], titles: ['Bosch Waschmaschine 8 kg Frontlader'] },
      { path: ['Haushaltsgeräte', 'Kühlschränke'], titles: ['Liebherr Kühlschrank 300 l'] },
      { path: ['Gartenbau', 'Saatgut'], titles: ['Tomatensamen Harzfeuer'] },
    ]);
    const list = await admin.get(`/api/partner-categories/list?filter[partnerId]=${p.id}`);
    expect(list.status).toBe(200);
    return { ...p, rows: PartnerCategoryRowSchema.array().parse(list.body.data.rows) };
  }

  test('the list shows each row its suggestion and filters the confident ones', async () => {
    const p = await suggestedPartner();
    const washer = p.rows.find((r) => r.id === p.ids[0]);
    expect(washer?.suggestion).toMatchObject({ code: 'washing_machines', confident: true });
    expect(washer?.suggestion?.name).toContain('Washing machines');
    // The family accepting it gives, as the suggestions answer names it (the review list shows it).
    const [top] = await suggestionsOf(p.ids[0]!);
    expect(washer?.suggestion?.familyCode).toBe(top!.familyCode);
    expect(top!.familyCode).not.toBeNull();
    const confident = await admin.get(
      `/api/partner-categories/list?filter[partnerId]=${p.id}&filter[suggested]=1`,
    );
    const confidentIds = confident.body.data.rows.map((r: { id: number }) => r.id);
    expect(confidentIds).toContain(p.ids[0]);
    expect(confidentIds).not.toContain(p.ids[2]);
    const others = await admin.get(
      `/api/partner-categories/list?filter[partnerId]=${p.id}&filter[suggested]=2`,
    );
    expect(others.body.data.rows.map((r: { id: number }) => r.id)).toContain(p.ids[2]);
    expect(
      (await admin.get(`/api/partner-categories/list?filter[partnerId]=${p.id}&filter[suggested]=3`)).status,
    ).toBe(422);
  });

  test('accepting all maps the confident ones with their family and VAT; history source suggestion', async () => {
    const p = await suggestedPartner();
    const res = await admin.post('/api/partner-categories/accept-suggestions', { partnerId: p.id });
    expect(res.status).toBe(200);
    const result = AcceptSuggestionsResultSchema.parse(res.body.data);
    expect(result.mapped).toBeGreaterThanOrEqual(1);
    expect(result.skipped.find((s) => s.id === p.ids[2])?.reason).toMatch(/not_confident|no_suggestion/);
    const washer = PartnerCategorySchema.parse(
      (await admin.get(`/api/partner-categories/${p.ids[0]}`)).body.data,
    );
    expect(washer).toMatchObject({
      isMapped: true,
      pimCategory: ['washing_machines'],
      familyCode: 'laptops',
    });
    expect(washer.vatEt).toBe(24);
    expect(washer.history[0]).toMatchObject({ source: 'suggestion', username: 'admin' });
    // Accepting again skips what is mapped.
    const again = AcceptSuggestionsResultSchema.parse(
      (await admin.post('/api/partner-categories/accept-suggestions', { partnerId: p.id, ids: [p.ids[0]] }))
        .body.data,
    );
    expect(again).toEqual({
      mapped: 0,
      skipped: [{ id: p.ids[0], name: 'Waschmaschinen', reason: 'already_mapped' }],
    });
    // A person's save is recorded as manual.
    const manual = await admin.post('/api/partner-categories/save', {
      id: p.ids[0],
      pimCategory: ['refrigerators'],
      family: washer.family,
      vatEt: 24,
    });
    expect(manual.status).toBe(200);
    expect(manual.body.data.history[0]).toMatchObject({ source: 'manual' });
  });

  test('accepting given ids; an expected suggestion that differs is 409 and saves nothing', async () => {
    const p = await suggestedPartner();
    const refused = await admin.post('/api/partner-categories/accept-suggestions', {
      partnerId: p.id,
      ids: [p.ids[0], p.ids[1]],
      expected: { [String(p.ids[0])]: 'tablets' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.key).toBe('suggestions_changed');
    expect(Object.keys(refused.body.rules)).toEqual([`expected.${p.ids[0]}`]);
    expect(await catalog('partner_categories').whereIn('id', p.ids).where('is_mapped', true)).toHaveLength(0);
    // A suggested PIM category the PIM no longer has: 409 too.
    await catalog('mapping_suggestions').where({ entity: 'category', entity_id: p.ids[1] }).update({
      best_code: 'gone_category',
    });
    const gone = await admin.post('/api/partner-categories/accept-suggestions', {
      partnerId: p.id,
      ids: [p.ids[1]],
    });
    expect(gone.status).toBe(409);
    expect(gone.body.rules[`expected.${p.ids[1]}`][0].rule).toBe('pim_category_missing');
    const ok = await admin.post('/api/partner-categories/accept-suggestions', {
      partnerId: p.id,
      ids: [p.ids[0], 99999999],
      expected: { [String(p.ids[0])]: 'washing_machines' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ mapped: 1, skipped: [{ id: 99999999, name: '', reason: 'not_found' }] });
  });
});

describe('the suggest_confident_score setting', () => {
  test('a new threshold changes what is confident, in the answer and the stored rows; a bad value is 422', async () => {
    const p = await partnerWith('Sug threshold', [
      { path: ['Haushaltsgeräte', 'Waschmaschinen'], titles: ['Bosch Waschmaschine 8 kg'] },
    ]);
    const before = await suggestionsOf(p.ids[0]!);
    expect(before[0]!.confident).toBe(true);
    const basis = async () =>
      ((await catalog('suggestion_basis').where('id', 1).first('version')) as { version: number }).version;
    const version = await basis();
    try {
      await saveSettings(admin, { suggest_confident_score: '1' });
      await eventually(async () => {
        const after = await suggestionsOf(p.ids[0]!);
        expect(after[0]!.confident).toBe(after[0]!.score >= 1);
        expect(await basis()).toBeGreaterThan(version);
      }, 5000);
      const list = await admin.get(
        `/api/partner-categories/list?filter[partnerId]=${p.id}&filter[suggested]=1`,
      );
      expect(list.body.data.total).toBe(0);
    } finally {
      await saveSettings(admin, { suggest_confident_score: '0.7' });
    }
    const rows = (await admin.get('/api/settings/list?perPage=100')).body.data.rows as {
      id: number;
      code: string;
    }[];
    const id = rows.find((r) => r.code === 'suggest_confident_score')!.id;
    for (const bad of ['1.5', '-0.1', 'abc', '0,7']) {
      const refused = await admin.post('/api/settings/save', { id, value: bad });
      expect(refused.status).toBe(422);
    }
  });
});

describe('pivot links', () => {
  test('get, save by hand, back to automatic, search; bad input', async () => {
    const auto = await admin.get('/api/pim-category-mappings/pivot-links?code=washing_machines');
    expect(auto.status).toBe(200);
    const links = PivotLinksSchema.parse(auto.body.data);
    expect(links.links.length).toBeGreaterThan(0);
    expect(links.links.every((l) => l.source === 'auto')).toBe(true);
    const search = await admin.get('/api/pim-category-mappings/pivot-nodes?q=washing%20machines');
    expect(search.status).toBe(200);
    const nodes = PivotNodeSchema.array().parse(search.body.data);
    expect(nodes.length).toBeGreaterThan(0);
    const saved = await admin.post('/api/pim-category-mappings/pivot-links', {
      code: 'tablets',
      nodes: [nodes[0]!.node],
    });
    expect(saved.status).toBe(200);
    expect(PivotLinksSchema.parse(saved.body.data).links).toEqual([
      expect.objectContaining({ node: nodes[0]!.node, source: 'manual', score: null }),
    ]);
    // A PIM sync links anew and keeps the manual links of codes the PIM still has.
    await syncPimReference(stack.db.knex, embeddedReferencePim());
    const kept = PivotLinksSchema.parse(
      (await admin.get('/api/pim-category-mappings/pivot-links?code=tablets')).body.data,
    );
    expect(kept.links.map((l) => [l.node, l.source])).toEqual([[nodes[0]!.node, 'manual']]);
    const back = await admin.post('/api/pim-category-mappings/pivot-links', { code: 'tablets', nodes: [] });
    expect(back.status).toBe(200);
    expect(PivotLinksSchema.parse(back.body.data).links.every((l) => l.source === 'auto')).toBe(true);

    const unknownNode = await admin.post('/api/pim-category-mappings/pivot-links', {
      code: 'tablets',
      nodes: ['zz-9999'],
    });
    expect(unknownNode.status).toBe(422);
    expect(Object.keys(unknownNode.body.errors)).toEqual(['nodes.0']);
    expect((await admin.get('/api/pim-category-mappings/pivot-links?code=no_such_code')).status).toBe(404);
    expect(
      (await admin.post('/api/pim-category-mappings/pivot-links', { code: 'no_such_code', nodes: [] }))
        .status,
    ).toBe(404);
    expect((await admin.get('/api/pim-category-mappings/pivot-nodes?q=')).status).toBe(422);
    const viewer = await userWith(stack, admin, ['partnerCategories']);
    expect((await viewer.get('/api/pim-category-mappings/pivot-links?code=tablets')).status).toBe(403);
  });
});
