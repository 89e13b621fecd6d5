import { PimCategoryMappingRowSchema, PimCategoryMappingSelectsSchema } from '@feedhub/contracts';
import { addPartner, adminBrowser, startStack, userWith, type TestBrowser, type TestStack } from './stack';

// PIM category mapping through the gateway (SPEC §2, §7 PIM): a family per PIM category and the order
// in which partners' offers win.

let stack: TestStack;
let admin: TestBrowser;
beforeAll(async () => {
  stack = await startStack();
  admin = await adminBrowser(stack);
});
afterAll(() => stack.close());

const catalog = (table: string) => stack.db.knex.withSchema('catalog').table(table);

/** A partner with one category mapped (as its main PIM category) to `code`. */
async function partnerMappedTo(name: string, code: string) {
  const id = await addPartner(admin, name);
  await catalog('partner_categories').insert({
    partner_id: id,
    code: 'C1',
    name: 'Some category',
    path: JSON.stringify(['Some category']),
    pim_category_code: code,
    pim_category: JSON.stringify([code]),
    is_mapped: true,
  });
  return id;
}

/** The mapping row of a PIM category code. */
async function rowOf(code: string) {
  const list = await admin.get(`/api/pim-category-mappings/list?filter[pimCategoryCode]=${code}`);
  expect(list.status).toBe(200);
  return PimCategoryMappingRowSchema.parse(list.body.data.rows[0]);
}

describe('PIM category mapping', () => {
  test('selects, list by name (either language), one row', async () => {
    const selects = PimCategoryMappingSelectsSchema.parse(
      (await admin.get('/api/pim-category-mappings/selects')).body.data,
    );
    expect(selects.families.map((f) => f.code)).toContain('laptops');
    expect(selects.categories.length).toBeGreaterThan(200);
    const byName = await admin.get('/api/pim-category-mappings/list?filter[pimCategoryName]=sülearvut');
    expect(byName.status).toBe(200);
    expect(byName.body.data.rows.map((r: { code: string }) => r.code)).toContain('laptops_gaming');
    const row = await rowOf('laptops');
    const one = await admin.get(`/api/pim-category-mappings/${row.id}`);
    expect(one.body.data).toEqual(row);
    const et = await adminBrowser(stack, { locale: 'et' });
    expect((await et.get(`/api/pim-category-mappings/${row.id}`)).body.data.name).toContain('Sülearvutid');
    expect((await admin.get('/api/pim-category-mappings/99999999')).status).toBe(404);
    expect((await admin.get('/api/pim-category-mappings/99999999')).body.key).toBe(
      'pim_category_mapping_not_found',
    );
    expect((await admin.get('/api/pim-category-mappings/list?order[field]=family')).status).toBe(422);
  });

  test('save sets and clears the family; an unknown family is 422 under family', async () => {
    const row = await rowOf('monitors');
    const saved = await admin.post('/api/pim-category-mappings/save', { ...row, family: 'monitors' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('PIM category mapping saved');
    expect((await rowOf('monitors')).family).toBe('monitors');
    const bad = await admin.post('/api/pim-category-mappings/save', { id: row.id, family: 'no_such_family' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ family: ['Selected family does not exist'] });
    const wrong = await admin.post('/api/pim-category-mappings/save', { id: row.id, family: 12 });
    expect(wrong.status).toBe(422);
    expect((await rowOf('monitors')).family).toBe('monitors');
    expect((await admin.post('/api/pim-category-mappings/save', { id: row.id, family: null })).status).toBe(
      200,
    );
    expect((await rowOf('monitors')).family).toBeNull();
    expect((await admin.post('/api/pim-category-mappings/save', { id: 99999999, family: null })).status).toBe(
      404,
    );
  });

  test('priorities: the partners mapping there, reordered and kept; others refused', async () => {
    const stamp = Date.now();
    const a = await partnerMappedTo(`Prio A ${stamp}`, 'tablets');
    const b = await partnerMappedTo(`Prio B ${stamp}`, 'tablets');
    const c = await partnerMappedTo(`Prio C ${stamp}`, 'tablets');
    const elsewhere = await partnerMappedTo(`Prio D ${stamp}`, 'monitors');
    const row = await rowOf('tablets');
    expect(row.priorities.map((p) => p.id)).toEqual([a, b, c]);
    const saved = await admin.post('/api/pim-category-mappings/save-priorities', {
      ...row,
      priorities: [row.priorities[2], row.priorities[0]],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Priorities saved');
    // Ordered ones first, the partner left out after them.
    expect((await rowOf('tablets')).priorities.map((p) => p.id)).toEqual([c, a, b]);
    const refused = await admin.post('/api/pim-category-mappings/save-priorities', {
      id: row.id,
      priorities: [{ id: c }, { id: elsewhere }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'priorities.1': ['Selected partner does not exist'] });
    const shape = await admin.post('/api/pim-category-mappings/save-priorities', {
      id: row.id,
      priorities: 'abc',
    });
    expect(shape.status).toBe(422);
    expect((await rowOf('tablets')).priorities.map((p) => p.id)).toEqual([c, a, b]);
    // The category mapping modal shows the same order.
    const category = (await catalog('partner_categories').where({ partner_id: b }).first()) as { id: number };
    expect(
      (await admin.get(`/api/partner-categories/${category.id}`)).body.data.priorities.map(
        (p: { id: number }) => p.id,
      ),
    ).toEqual([c, a, b]);
  });

  test('permission pimCategoryMapping; partnerCategories may read the selects only', async () => {
    const row = await rowOf('laptops');
    const outsider = await userWith(stack, admin, ['partners'], `pimout${Date.now()}`);
    expect((await outsider.get('/api/pim-category-mappings/list')).status).toBe(403);
    expect((await outsider.get(`/api/pim-category-mappings/${row.id}`)).status).toBe(403);
    expect((await outsider.get('/api/pim-category-mappings/selects')).status).toBe(403);
    expect(
      (await outsider.post('/api/pim-category-mappings/save', { id: row.id, family: null })).status,
    ).toBe(403);
    expect(
      (await outsider.post('/api/pim-category-mappings/save-priorities', { id: row.id, priorities: [] }))
        .status,
    ).toBe(403);
    const mapper = await userWith(stack, admin, ['partnerCategories'], `pimcat${Date.now()}`);
    expect((await mapper.get('/api/pim-category-mappings/selects')).status).toBe(200);
    expect((await mapper.get('/api/pim-category-mappings/list')).status).toBe(403);
  });
});
