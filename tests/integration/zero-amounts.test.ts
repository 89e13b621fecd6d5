import { PartnerZeroAmountRowSchema } from '@feedhub/contracts';
import { addPartner, adminBrowser, startStack, userWith, type TestBrowser, type TestStack } from './stack';

// Zero-amount rules through the gateway: a brand option and a category of one partner.

let stack: TestStack;
let admin: TestBrowser;
beforeAll(async () => {
  stack = await startStack();
  admin = await adminBrowser(stack);
});
afterAll(() => stack.close());

const catalog = (table: string) => stack.db.knex.withSchema('catalog').table(table);

/** A partner with categories and brands as the imports would leave them. */
async function partnerWithData(name: string) {
  const id = await addPartner(admin, name);
  const categories = await catalog('partner_categories')
    .insert([
      { partner_id: id, code: 'LAP', name: 'Laptops', path: JSON.stringify(['Computers', 'Laptops']) },
      { partner_id: id, code: 'MOU', name: 'Mice', path: JSON.stringify(['Accessories', 'Mice']) },
    ])
    .returning('id');
  await catalog('partner_attributes').insert({
    partner_id: id,
    code: 'brand',
    name: 'Brand',
    type: 'select',
    options: JSON.stringify(['Acme', 'Bolt', 'Zeta']),
  });
  return { id, laptops: categories[0].id as number, mice: categories[1].id as number };
}

describe('partner zero amounts', () => {
  test('save, list (names, brand option ids, sorted by brand), delete', async () => {
    const p = await partnerWithData(`Zero ${Date.now()}`);
    const first = await admin.post('/api/partner-zero-amounts/save', {
      brand: 2,
      categoryId: p.laptops,
      partnerId: p.id,
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Zero amount rule saved');
    await admin.post('/api/partner-zero-amounts/save', {
      brand: '0',
      categoryId: String(p.mice),
      partnerId: p.id,
    });
    const list = await admin.get(`/api/partner-zero-amounts/list?filter[partnerId]=${p.id}`);
    expect(list.status).toBe(200);
    const rows = PartnerZeroAmountRowSchema.array().parse(list.body.data.rows);
    // The category as read everywhere: its path.
    expect(rows.map((row) => [row.brand, row.brandName, row.categoryName])).toEqual([
      [0, 'Acme', 'Accessories › Mice'],
      [2, 'Zeta', 'Computers › Laptops'],
    ]);
    const byCategory = await admin.get(
      `/api/partner-zero-amounts/list?filter[partnerId]=${p.id}&order[field]=categoryName&order[direction]=desc`,
    );
    // Sorted by the category's name, as the categories tab sorts.
    expect(byCategory.body.data.rows.map((row: { categoryName: string }) => row.categoryName)).toEqual([
      'Accessories › Mice',
      'Computers › Laptops',
    ]);

    const removed = await admin.del(`/api/partner-zero-amounts/delete/${first.body.data.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Zero amount rule deleted');
    expect(
      (await admin.get(`/api/partner-zero-amounts/list?filter[partnerId]=${p.id}`)).body.data.total,
    ).toBe(1);
    const again = await admin.del(`/api/partner-zero-amounts/delete/${first.body.data.id}`);
    expect(again.status).toBe(404);
    expect(again.body.key).toBe('partner_zero_amount_not_found');
  });

  test('bad input: messages under the right field, nothing stored', async () => {
    const p = await partnerWithData(`Zero bad ${Date.now()}`);
    const other = await partnerWithData(`Zero other ${Date.now()}`);
    const save = (body: unknown) => admin.post('/api/partner-zero-amounts/save', body);
    const cases: [unknown, Record<string, string>][] = [
      [{}, { brand: 'Brand field is required', categoryId: 'Category field is required' }],
      [{ brand: 'Acme', categoryId: p.laptops, partnerId: p.id }, { brand: 'Brand must be an integer' }],
      [{ brand: 9, categoryId: p.laptops, partnerId: p.id }, { brand: 'Selected brand does not exist' }],
      [{ brand: -1, categoryId: p.laptops, partnerId: p.id }, { brand: 'Brand must be an integer' }],
      // Another partner's category is not one of this partner's.
      [
        { brand: 0, categoryId: other.laptops, partnerId: p.id },
        { categoryId: 'Selected category does not exist' },
      ],
      [
        { brand: 0, categoryId: p.laptops, partnerId: p.id, extra: 1 },
        { extra: 'Extra is not an allowed field' },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await save(body);
      expect(res.status).toBe(422);
      for (const [field, message] of Object.entries(fields))
        expect(res.body.errors[field]).toEqual([message]);
    }
    expect((await save({ brand: 0, categoryId: p.laptops, partnerId: 999999 })).status).toBe(404);
    expect((await save({ brand: 1, categoryId: p.laptops, partnerId: p.id })).status).toBe(200);
    const duplicate = await save({ brand: 1, categoryId: p.laptops, partnerId: p.id });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors.brand).toEqual(['Brand has already been taken']);
    expect(
      (await admin.get(`/api/partner-zero-amounts/list?filter[partnerId]=${p.id}`)).body.data.total,
    ).toBe(1);
    expect((await admin.get('/api/partner-zero-amounts/list?filter[brand]=x')).status).toBe(422);
  });

  test('Estonian messages; the partnerZeroAmounts permission on every route', async () => {
    const p = await partnerWithData(`Zero et ${Date.now()}`);
    const estonian = await adminBrowser(stack, { locale: 'et' });
    const res = await estonian.post('/api/partner-zero-amounts/save', {
      brand: 7,
      categoryId: p.mice,
      partnerId: p.id,
    });
    expect(res.body.errors.brand).toEqual(['Valitud kaubamärk ei ole olemas']);
    const outsider = await userWith(stack, admin, ['partners'], 'zerooutsider');
    expect((await outsider.get('/api/partner-zero-amounts/list')).status).toBe(403);
    expect(
      (
        await outsider.post('/api/partner-zero-amounts/save', {
          brand: 0,
          categoryId: p.mice,
          partnerId: p.id,
        })
      ).status,
    ).toBe(403);
    expect((await outsider.del('/api/partner-zero-amounts/delete/1')).status).toBe(403);
    const keeper = await userWith(stack, admin, ['partnerZeroAmounts'], 'zerokeeper');
    expect(
      (await keeper.post('/api/partner-zero-amounts/save', { brand: 0, categoryId: p.mice, partnerId: p.id }))
        .status,
    ).toBe(200);
  });
});
