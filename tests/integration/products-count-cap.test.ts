import {
  LIST_COUNT_CAP,
  PartnerProductExportDataSchema,
  PartnerProductRowSchema,
  listPageSchema,
} from '@feedhub/contracts';
import { ensurePartnerProducts } from '../../svc-catalog/src/products/product-partitions.repo';
import {
  STACK_REPLICAS,
  addPartner,
  adminBrowser,
  startStack,
  type TestBrowser,
  type TestStack,
} from './stack';

// The products list and export-data count a filter's matches up to LIST_COUNT_CAP, whatever the
// filter, and say so when more match (docs/products.md, Performance).

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
  // More mice than the cap, all of brand Acme (the first 3 on the export list), in stock but every
  // thousandth, a manufacturer code on every tenth; a few Bolt lamps (no amount).
  await knex.raw(
    `insert into catalog.partner_products
       (partner_id, code, name, sku, brand, content_hash, in_export_list, amount, manufacturer_code)
     select ?, 'M' || n, 'Mouse ' || lpad(n::text, 5, '0'), 'SKU-M' || n, 'Acme', 'x', n <= 3,
            case when n % 1000 = 0 then 0 else 1 + n % 3 end,
            case when n % 10 = 0 then 'MPN-' || n end
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

test('a filter matching the cap or fewer counts exactly, without the flag; more is capped, exact filters too', async () => {
  const lamps = await list('&filter[name]=lamp');
  expect(lamps.total).toBe(LAMPS);
  expect(lamps).not.toHaveProperty('totalCapped');
  const bolt = await list('&filter[brand]=Bolt');
  expect(bolt.total).toBe(LAMPS);
  expect(bolt).not.toHaveProperty('totalCapped');
  // An exact filter and no filter at all stop at the cap too: an exact count of a big partner read
  // every row.
  const acme = await list('&filter[brand]=Acme&perPage=50');
  expect(acme).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
  expect(acme.rows.map((r) => r.name)).toEqual(
    Array.from({ length: 50 }, (_, i) => `Mouse ${String(i + 1).padStart(5, '0')}`),
  );
  const all = await list('&perPage=50');
  expect(all).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
  expect(all.rows[0].name).toBe('Lamp 00001');
});

test('amount and date ranges past the cap page in name order (ids from the name index), both directions', async () => {
  const mouse = (n: number) => `Mouse ${String(n).padStart(5, '0')}`;
  const inStock = (query: string) =>
    list(`&filter[amountType]=${encodeURIComponent('>=')}&filter[amount]=1&perPage=3${query}`);
  expect(await inStock('')).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
  // Mouse 01000 has none: the pages either side of it skip it.
  expect((await inStock('&page=333')).rows.map((r) => r.name)).toEqual([997, 998, 999].map(mouse));
  expect((await inStock('&page=334')).rows.map((r) => r.name)).toEqual([1001, 1002, 1003].map(mouse));
  const back = await list(
    `&filter[amountType]=${encodeURIComponent('>')}&filter[amount]=0&order[field]=name&order[direction]=desc&perPage=3&page=17`,
  );
  expect(back.rows.map((r) => r.name)).toEqual([10002, 10001, 9999].map(mouse));
  const none = await list(`&filter[amountType]=${encodeURIComponent('=')}&filter[amount]=0&perPage=50`);
  expect(none.total).toBe(10);
  expect(none).not.toHaveProperty('totalCapped');
  // Tomorrow: whatever the office's time zone, every product changed before its end.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const changed = await list(`&filter[from]=2000-01-01&filter[to]=${tomorrow}&perPage=3&page=8`);
  expect(changed).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
  expect(changed.rows.map((r) => r.name)).toEqual([2, 3, 4].map(mouse));
  expect((await list('&filter[from]=2000-01-01&filter[to]=2000-01-02')).total).toBe(0);
});

test('sku, code and manufacturer-code searches: rare matches found exactly, case-insensitive, literal', async () => {
  const one = await list('&filter[sku]=sku-m10049');
  expect(one.total).toBe(1);
  expect(one.rows.map((r) => r.sku)).toEqual(['SKU-M10049']);
  // L1 and L10–L19: the code anywhere, in name order.
  const codes = await list('&filter[code]=l1&perPage=50');
  expect(codes.total).toBe(11);
  expect(codes.rows.map((r) => r.code)).toEqual(['L1', ...Array.from({ length: 10 }, (_, i) => `L1${i}`)]);
  const mpn = await list('&filter[manufacturerCode]=mpn-1004');
  expect(mpn.rows.map((r) => r.manufacturerCode).sort()).toEqual(['MPN-10040']);
  // % and _ are the text itself, not wildcards.
  expect((await list('&filter[sku]=SKU_M1')).total).toBe(0);
  expect((await list('&filter[code]=%25')).total).toBe(0);
});

test('the brand sort orders by brand, then name, in the same direction', async () => {
  const mouse = (n: number) => `Mouse ${String(n).padStart(5, '0')}`;
  const lamp = (n: number) => `Lamp ${String(n).padStart(5, '0')}`;
  const asc = await list('&order[field]=brand&order[direction]=asc&perPage=3');
  expect(asc.rows.map((r) => r.name)).toEqual([mouse(1), mouse(2), mouse(3)]);
  const desc = await list('&order[field]=brand&order[direction]=desc&perPage=3');
  expect(desc.rows.map((r) => r.name)).toEqual([lamp(LAMPS), lamp(LAMPS - 1), lamp(LAMPS - 2)]);
  // The page after the lamps goes on with Acme's mice, from the last name back.
  const next = await list(`&order[field]=brand&order[direction]=desc&perPage=${LAMPS}&page=2`);
  expect(next.rows.slice(0, 2).map((r) => r.name)).toEqual([mouse(MICE), mouse(MICE - 1)]);
});

test('export-data caps the same counts; its export-list figures stay exact', async () => {
  expect(await exportData('&filter[name]=mouse')).toEqual({
    total: LIST_COUNT_CAP,
    totalCapped: true,
    inExportList: 3,
    waiting: 3,
    exported: 0,
    lastExportedAt: null,
  });
  const acme = await exportData('&filter[brand]=Acme');
  expect(acme).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true, inExportList: 3 });
  const bolt = await exportData('&filter[brand]=Bolt');
  expect(bolt).toMatchObject({ total: LAMPS, inExportList: 0 });
  expect(bolt).not.toHaveProperty('totalCapped');
});

describe('only in mapped categories, more than the cap', () => {
  const mouse = (n: number) => `Mouse ${String(n).padStart(5, '0')}`;
  const lamp = (n: number) => `Lamp ${String(n).padStart(5, '0')}`;
  const UNMAPPED_MICE = 15;
  const MAPPED_CATEGORIES = 6;
  /** The rows a page of the per-category read may cost (PER_CATEGORY_ROWS_MAX of products.repo). */
  const PER_CATEGORY_ROWS_MAX = 50_000;

  beforeAll(async () => {
    const knex = stack.db.knex;
    const category = async (code: string, mapped: boolean) => {
      const [row] = (await knex('catalog.partner_categories')
        .insert({
          partner_id: partnerId,
          code,
          name: code,
          is_mapped: mapped,
          pim_category_code: mapped ? 'pim_mice' : null,
          family: mapped ? 'accessories' : null,
        })
        .returning('id')) as { id: number }[];
      return row.id;
    };
    // Six mapped categories share every lamp and all mice but the first 15, which sit in an unmapped
    // one: the matches are six categories, interleaved along the names.
    const mapped: number[] = [];
    for (let k = 0; k < MAPPED_CATEGORIES; k++) mapped.push(await category(`mapped-${k}`, true));
    const unmapped = await category('none', false);
    await knex.raw(
      `update catalog.partner_products set category_id = case
         when name like 'Mouse %' and substr(name, 7)::int <= ? then ?::int
         else (?::int[])[id % ? + 1] end
       where partner_id = ?`,
      [UNMAPPED_MICE, unmapped, mapped, MAPPED_CATEGORIES, partnerId],
    );
  });

  test('pages in name order, both directions, deep pages too; the count is capped', async () => {
    const queries: string[] = [];
    const log = (q: { sql: string }) => void queries.push(q.sql);
    stack.db.knex.on('query', log);
    try {
      const first = await list('&filter[hideEmptyCategories]=1&perPage=25');
      expect(first).toMatchObject({ total: LIST_COUNT_CAP, totalCapped: true });
      expect(first.rows.map((r) => r.name)).toEqual([
        ...Array.from({ length: LAMPS }, (_, i) => lamp(i + 1)),
        ...[16, 17, 18, 19, 20].map(mouse),
      ]);
      expect(first.rows.every((r) => r.categoryMapped)).toBe(true);
      const third = await list('&filter[hideEmptyCategories]=1&perPage=25&page=3');
      expect(third.rows.map((r) => r.name)).toEqual(Array.from({ length: 25 }, (_, i) => mouse(46 + i)));
      const desc = await list(
        '&filter[hideEmptyCategories]=1&order[field]=name&order[direction]=desc&perPage=3',
      );
      expect(desc.rows.map((r) => r.name)).toEqual([mouse(MICE), mouse(MICE - 1), mouse(MICE - 2)]);
      // With another filter on top: Acme's mice of the mapped categories.
      const acme = await list('&filter[hideEmptyCategories]=1&filter[brand]=Acme&perPage=2');
      expect(acme.rows.map((r) => r.name)).toEqual([mouse(16), mouse(17)]);
    } finally {
      stack.db.knex.removeListener('query', log);
    }
    // Through the per-category pages (in-process, where the stack's database is the service's).
    if (STACK_REPLICAS === 1)
      expect(queries.filter((sql) => sql.includes('cross join lateral'))).toHaveLength(4);
  });

  test('a page the per-category read would cost too much walks the name index, with the same rows', async () => {
    const perPage = 500;
    const page = Math.ceil(PER_CATEGORY_ROWS_MAX / MAPPED_CATEGORIES / perPage) + 1;
    const queries: string[] = [];
    const log = (q: { sql: string }) => void queries.push(q.sql);
    stack.db.knex.on('query', log);
    let deep;
    try {
      deep = await list(`&filter[hideEmptyCategories]=1&perPage=${perPage}&page=${page}`);
    } finally {
      stack.db.knex.removeListener('query', log);
    }
    const first = (page - 1) * perPage - LAMPS + UNMAPPED_MICE + 1;
    expect(deep.rows.map((r) => r.name)).toEqual(Array.from({ length: perPage }, (_, i) => mouse(first + i)));
    if (STACK_REPLICAS === 1) {
      expect(queries.length).toBeGreaterThan(0);
      expect(queries.some((sql) => sql.includes('cross join lateral'))).toBe(false);
    }
  });
});
