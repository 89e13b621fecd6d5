import { PartnerPriceRuleSchema, PriceRulePreviewSchema } from '@feedhub/contracts';
import { PRICE_RULE_CATALOGUE } from '@feedhub/pricing';
import { addPartner, adminBrowser, startStack, userWith, type TestBrowser, type TestStack } from './stack';
import { ensurePartnerProducts } from '../../svc-catalog/src/products/product-partitions.repo';

// Price rules through the gateway: the catalogue, field labels, a partner's formulas (save with
// SPEC §3 defaults, SPEC §5 messages), and the live preview's products.

let stack: TestStack;
let admin: TestBrowser;
beforeAll(async () => {
  stack = await startStack();
  admin = await adminBrowser(stack);
});
afterAll(() => stack.close());

const catalog = (table: string) => stack.db.knex.withSchema('catalog').table(table);
const save = (body: unknown, browser = admin) => browser.post('/api/partner-price-rules/save', body);
const rulesOf = async (partnerId: number) => {
  const res = await admin.get(`/api/partner-price-rules/list?filter[partnerId]=${partnerId}`);
  expect(res.status).toBe(200);
  return PartnerPriceRuleSchema.array().parse(res.body.data.rows);
};

describe('the catalogue and the field labels', () => {
  test('GET /api/price-rules/list and /partner-price-rules/options, in English and Estonian', async () => {
    const list = await admin.get('/api/price-rules/list');
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(PRICE_RULE_CATALOGUE.length);
    expect(list.body.data.rows.find((r: { id: string }) => r.id === 'round_ending')).toMatchObject({
      type: 'round',
      hasInput: true,
      name: 'Round up to an ending',
    });
    expect(list.body.data.rows.find((r: { id: string }) => r.id === 'vat')).toMatchObject({
      hasInput: false,
    });
    const estonian = await adminBrowser(stack, { locale: 'et' });
    const et = await estonian.get('/api/price-rules/list');
    expect(et.body.data.rows.find((r: { id: string }) => r.id === 'vat').name).not.toBe('VAT');
    const options = await admin.get('/api/partner-price-rules/options');
    expect(options.body.data).toEqual({
      pim: {
        retailPrice: 'Retail price',
        supplierPrice: 'Supplier price',
        wholesalePrice: 'Wholesale price',
      },
      partner: { price: 'Price', rrpPrice: 'Recommended retail price', supplierPrice: 'Supplier price' },
    });
    expect((await estonian.get('/api/partner-price-rules/options')).body.data.pim.retailPrice).toBe(
      'Jaehind',
    );
  });
});

describe('partner price rules', () => {
  test('save with defaults, list in sortOrder with steps, get, edit, delete', async () => {
    const partnerId = await addPartner(admin, `Rules ${Date.now()}`);
    const first = await save({
      partnerId,
      pimPriceFields: ['retailPrice', 'wholesalePrice'],
      partnerPriceField: 'price',
      sortOrder: 5,
      rule: [
        { ruleId: 'margin' },
        { ruleId: 'add_percent', input: '12,5' },
        { ruleId: 'round_ending', input: ',99' },
      ],
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Price formula saved');
    const second = await save({
      partnerId,
      pimPriceFields: ['supplierPrice'],
      partnerPriceField: 'supplierPrice',
      rule: [{ ruleId: 'vat' }],
    });
    const rows = await rulesOf(partnerId);
    expect(rows.map((r) => r.id)).toEqual([second.body.data.id, first.body.data.id]);
    // SPEC §3 defaults: sortOrder 1, withVat false, useTransportChanges false.
    expect(rows[0]).toMatchObject({ sortOrder: 1, withVat: false, useTransportChanges: false });
    expect(rows[1]).toMatchObject({
      sortOrder: 5,
      pimPriceFields: ['retailPrice', 'wholesalePrice'],
      rule: [
        { ruleId: 'margin', input: null },
        { ruleId: 'add_percent', input: '12.5' },
        { ruleId: 'round_ending', input: '0.99' },
      ],
      steps: ['Category margin by brand and price range', 'Add percent: 12.5%', 'Round up to an ending: .99'],
    });
    const one = await admin.get(`/api/partner-price-rules/${first.body.data.id}`);
    expect(PartnerPriceRuleSchema.parse(one.body.data)).toEqual(rows[1]);

    const edited = await save({
      id: first.body.data.id,
      partnerId,
      pimPriceFields: ['retailPrice'],
      partnerPriceField: 'rrpPrice',
      useTransportChanges: true,
      withVat: true,
      rule: [{ ruleId: 'multiply', input: 0.9 }],
    });
    expect(edited.status).toBe(200);
    expect((await admin.get(`/api/partner-price-rules/${first.body.data.id}`)).body.data).toMatchObject({
      partnerPriceField: 'rrpPrice',
      useTransportChanges: true,
      withVat: true,
      sortOrder: 1,
      rule: [{ ruleId: 'multiply', input: '0.9' }],
    });
    // An id of another partner's rule does not move it here.
    const otherPartner = await addPartner(admin, `Rules other ${Date.now()}`);
    const moved = await save({
      id: first.body.data.id,
      partnerId: otherPartner,
      pimPriceFields: ['retailPrice'],
      partnerPriceField: 'price',
      rule: [{ ruleId: 'vat' }],
    });
    expect(moved.status).toBe(404);
    expect(moved.body.key).toBe('partner_price_rule_not_found');

    const removed = await admin.del(`/api/partner-price-rules/delete/${first.body.data.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Price formula deleted');
    expect((await rulesOf(partnerId)).map((r) => r.id)).toEqual([second.body.data.id]);
    for (const res of [
      await admin.del(`/api/partner-price-rules/delete/${first.body.data.id}`),
      await admin.get(`/api/partner-price-rules/${first.body.data.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.key).toBe('partner_price_rule_not_found');
    }
    const noPartner = await save({
      partnerId: 987654,
      pimPriceFields: ['retailPrice'],
      partnerPriceField: 'price',
      rule: [{ ruleId: 'vat' }],
    });
    expect(noPartner.body.key).toBe('partner_not_found');
  });

  test('bad input: SPEC §5 messages under the field, nothing stored', async () => {
    const partnerId = await addPartner(admin, `Rules bad ${Date.now()}`);
    const valid = {
      partnerId,
      pimPriceFields: ['retailPrice'],
      partnerPriceField: 'price',
      rule: [{ ruleId: 'add_percent', input: '10' }],
    };
    const cases: [unknown, Record<string, string>][] = [
      [{ ...valid, rule: [{ ruleId: 'discount' }] }, { 'rule.0.ruleId': 'Rule "discount" does not exist' }],
      [
        { ...valid, rule: [{ ruleId: 'vat' }, { ruleId: 'add_percent' }] },
        { 'rule.1.input': 'Rule input field is required for this rule' },
      ],
      [
        { ...valid, rule: [{ ruleId: 'vat', input: '24' }] },
        { 'rule.0.input': 'This rule takes no input: leave rule input empty' },
      ],
      [
        { ...valid, rule: [{ ruleId: 'add_amount', input: 'abc' }] },
        { 'rule.0.input': 'Rule input must be a number' },
      ],
      [
        { ...valid, rule: [{ ruleId: 'multiply', input: '0' }] },
        { 'rule.0.input': 'Rule input may not be 0: multiplying by 0 makes the price 0' },
      ],
      [
        { ...valid, pimPriceFields: ['cost'] },
        { 'pimPriceFields.0': 'Selected PIM price fields is invalid' },
      ],
      [{ ...valid, pimPriceFields: [] }, { pimPriceFields: 'PIM price fields: choose at least one' }],
      [{ ...valid, partnerPriceField: 'cost' }, { partnerPriceField: 'Selected partner price is invalid' }],
      [{ ...valid, rule: [] }, { rule: 'Add at least one rule' }],
      [{ ...valid, sortOrder: 0 }, { sortOrder: 'Sort order must be at least 1' }],
      [{ ...valid, sortOrder: -4 }, { sortOrder: 'Sort order must be at least 1' }],
      [{ ...valid, sortOrder: 'first' }, { sortOrder: 'Sort order must be a number' }],
      [
        { ...valid, useTransportChanges: true, rule: [{ ruleId: 'transport' }] },
        {
          useTransportChanges:
            'Turn off use transport changes or remove the transport fee and category price change rules: the transport changes would be applied twice',
        },
      ],
      [{ ...valid, round: 2 }, { round: 'Round is not an allowed field' }],
    ];
    for (const [body, fields] of cases) {
      const res = await save(body);
      expect({ body, status: res.status }).toEqual({ body, status: 422 });
      for (const [field, message] of Object.entries(fields))
        expect({ field, messages: res.body.errors[field] }).toEqual({ field, messages: [message] });
    }
    expect(await rulesOf(partnerId)).toEqual([]);
    // Estonian.
    const estonian = await adminBrowser(stack, { locale: 'et' });
    const et = await save({ ...valid, rule: [{ ruleId: 'add_percent' }] }, estonian);
    expect(et.body.errors['rule.0.input']).toEqual(['Reegli sisend on selle reegli puhul kohustuslik']);
  });

  test('preview products: real products with their category pricing fields and the default VAT', async () => {
    const partnerId = await addPartner(admin, `Preview ${Date.now()}`);
    const [mapped] = (await catalog('partner_categories')
      .insert({
        partner_id: partnerId,
        code: 'C',
        name: 'Cables',
        path: '["Cables"]',
        is_mapped: true,
        vat: '22',
      })
      .returning('id')) as { id: number }[];
    await catalog('partner_category_marginals').insert({ partner_category_id: mapped.id, marginal: '15' });
    await ensurePartnerProducts(stack.db.knex, partnerId);
    const products = await catalog('partner_products')
      .insert([
        { partner_id: partnerId, code: 'P0', name: 'No price', content_hash: 'x', category_id: mapped.id },
        {
          partner_id: partnerId,
          code: 'P1',
          name: 'Cable',
          price: '4.20',
          content_hash: 'x',
          category_id: mapped.id,
        },
        { partner_id: partnerId, code: 'P2', name: 'Loose', price: '2', content_hash: 'x' },
      ])
      .returning('id');
    const res = await admin.get(`/api/partner-price-rules/preview-products?partnerId=${partnerId}`);
    expect(res.status).toBe(200);
    const preview = PriceRulePreviewSchema.parse(res.body.data);
    expect(preview.vatPercent).toBe('24');
    expect(preview.products.map((p) => p.code)).toEqual(['P1', 'P2']);
    expect(preview.products[0].category).toMatchObject({
      vat: '22.0000',
      marginals: [{ marginal: '15.0000' }],
    });
    // The product asked for leads, even without a price.
    const asked = await admin.get(
      `/api/partner-price-rules/preview-products?partnerId=${partnerId}&productId=${products[0].id}`,
    );
    expect(asked.body.data.products.map((p: { code: string }) => p.code)).toEqual(['P0', 'P1', 'P2']);
    const elsewhere = await admin.get(
      `/api/partner-price-rules/preview-products?partnerId=${partnerId}&productId=999999`,
    );
    expect(elsewhere.body.key).toBe('partner_product_not_found');
    expect((await admin.get('/api/partner-price-rules/preview-products?partnerId=abc')).status).toBe(422);
    expect((await admin.get('/api/partner-price-rules/preview-products?partnerId=987654')).body.key).toBe(
      'partner_not_found',
    );
  });

  test('the partnerPriceFormulas permission on every route', async () => {
    const partnerId = await addPartner(admin, `Rules perm ${Date.now()}`);
    const saved = await save({
      partnerId,
      pimPriceFields: ['retailPrice'],
      partnerPriceField: 'price',
      rule: [{ ruleId: 'vat' }],
    });
    const outsider = await userWith(stack, admin, ['partners'], 'rulesoutsider');
    const body = {
      partnerId,
      pimPriceFields: ['retailPrice'],
      partnerPriceField: 'price',
      rule: [{ ruleId: 'vat' }],
    };
    for (const res of [
      await outsider.get('/api/price-rules/list'),
      await outsider.get('/api/partner-price-rules/options'),
      await outsider.get(`/api/partner-price-rules/list?filter[partnerId]=${partnerId}`),
      await outsider.get(`/api/partner-price-rules/${saved.body.data.id}`),
      await outsider.get(`/api/partner-price-rules/preview-products?partnerId=${partnerId}`),
      await save(body, outsider),
      await outsider.del(`/api/partner-price-rules/delete/${saved.body.data.id}`),
    ])
      expect(res.status).toBe(403);
    const staff = await userWith(stack, admin, ['partnerPriceFormulas'], 'rulesstaff');
    expect((await save(body, staff)).status).toBe(200);
    expect((await staff.del(`/api/partner-price-rules/delete/${saved.body.data.id}`)).status).toBe(200);
  });
});
