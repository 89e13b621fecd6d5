import {
  LIST_COUNT_CAP,
  PartnerProductExportDataSchema,
  PartnerProductRowSchema,
  listPageSchema,
} from '@feedhub/contracts';
import { ensurePartnerProducts } from '../../svc-catalog/src/products/product-partitions.repo';
import { addPartner, adminBrowser, startStack, type TestBrowser, type TestStack } from './stack';

// The products list and export-data count a substring filter's matches up to LIST_COUNT_CAP and say
// so when more match (docs/products.md, Performance); exact filters keep exact counts.

let stack: TestStack;
let admin: TestBrowser;
let partnerId: number;

const MICE = LIST_COUNT_CAP + 50;
const LAMPS = 20;

beforeAll(async () => {
  stack = await startStack();
  admin = await adminBrowser(stack);
  partnerId = await addPartner(admin, `Capped count ${Date.now()}`);
  const knex = stack.db.knex;
  await ensurePartnerProducts(knex, partnerId);
  // More mice than the cap, all of brand Acme (the first 3 on the export list); a few Bolt lamps.
  await knex.raw(
    `insert into catalog.partner_products (partner_id, code, name, sku, brand, content_hash, in_export_list)
     select ?, 'M' || n, 'Mouse ' || lpad(n::text, 5, '0'), 'SKU-M' || n, 'Acme', 'x', n <= 3
     from generate_series(1, ?) n`,
    [partnerId, MICE],
  );
  await knex.raw(
    `insert into catalog.partner_products (partner_id, code, name, sku, brand, content_hash)
     select ?, 'L' || n, 'Lamp ' || lpad(n::text, 5, '0'), 'SKU-L' || n, 'Bolt', 'x'
     from generate_series(1, ?) n`,
    [partnerId, LAMPS],
  );
});
afterAll(() => stack.close());

const ListAnswer = listPageSchema(PartnerProductRowSchema);

const list = async (query: string) => {
  const res = await admin.get(`/api/partner-products/list?filter[partnerId]=${partnerId}${query}`);
  expect(res.status).toBe(200);
  return ListAnswer.parse(res.body.data);
};
const exportData = async (query: string) => {
  const res = await admin.get(`/api/partner-products/export-data?filter[partnerId]=${partnerId}${query}`);
  expect(res.status).toBe(200);
  return PartnerProductExportDataSchema.parse(res.body.data);
};

test('a substring filter matching more than the cap answers total = cap and totalCapped; its pages are served', async () => {
  const first = await list('&filter[name]=mouse&perPage=50');
  expect(first).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
  expect(first.rows.map((r) => r.name)).toEqual(
    Array.from({ length: 50 }, (_, i) => `Mouse ${String(i + 1).padStart(5, '0')}`),
  );
  // The last page under the cap still has its rows, in name order.
  const last = await list(`&filter[name]=mouse&perPage=50&page=${LIST_COUNT_CAP / 50}`);
  expect(last.rows.map((r) => r.name)).toEqual(
    Array.from({ length: 50 }, (_, i) => `Mouse ${String(LIST_COUNT_CAP - 49 + i).padStart(5, '0')}`),
  );
  // Every substring filter is capped: SKU here (each product has one).
  expect(await list('&filter[sku]=sku-&perPage=25')).toMatchObject({
    total: LIST_COUNT_CAP,
    totalCapped: true,
  });
});

test('a substring filter matching fewer than the cap and the exact filters count exactly, without the flag', async () => {
  const lamps = await list('&filter[name]=lamp');
  expect(lamps.total).toBe(LAMPS);
  expect(lamps).not.toHaveProperty('totalCapped');
  const acme = await list('&filter[brand]=Acme');
  expect(acme.total).toBe(MICE);
  expect(acme).not.toHaveProperty('totalCapped');
  const all = await list('');
  expect(all.total).toBe(MICE + LAMPS);
  expect(all).not.toHaveProperty('totalCapped');
});

test('export-data caps the same substring counts; its export-list figures stay exact', async () => {
  expect(await exportData('&filter[name]=mouse')).toEqual({
    total: LIST_COUNT_CAP,
    totalCapped: true,
    inExportList: 3,
    waiting: 3,
    exported: 0,
    lastExportedAt: null,
  });
  const acme = await exportData('&filter[brand]=Acme');
  expect(acme).toMatchObject({ total: MICE, inExportList: 3 });
  expect(acme).not.toHaveProperty('totalCapped');
});
