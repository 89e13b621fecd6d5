import { Model, type QueryBuilder } from 'objection';
import { createTestDatabase, type Database, type Knex } from '@feedhub/db';
import { containsPattern, countMatches, pageOf, type ListSpec } from './list';

// pageOf on a real PostgreSQL (PGlite here, the server with DATABASE_URL): the capped count and the
// idsFirst re-read of a page's rows through the filtered builder.

/** A row of a table partitioned by owner, as catalog.partner_products is by partner. */
class Item extends Model {
  static override tableName = 'list_items';
  id!: number;
  owner!: number;
  name!: string;
}

type QB = QueryBuilder<Item, Item[]>;
interface ItemFilter {
  owner?: number;
  name?: string;
}

const CAP = 10;
const spec = (
  extra: Partial<ListSpec<QB, 'name' | 'id', ItemFilter>> = {},
): ListSpec<QB, 'name' | 'id', ItemFilter> => ({
  sorts: { name: 'name', id: 'id' },
  defaultSort: { field: 'name', direction: 'asc' },
  filters: {
    owner: (qb, owner) => void qb.where('owner', owner),
    name: (qb, text) => void qb.where('name', 'ilike', containsPattern(text)),
  },
  // Only the substring filter is capped, as the products list does.
  countUpTo: (filter) => (filter?.name ? CAP : undefined),
  ...extra,
});

let db: Database;
let knex: Knex;

beforeAll(async () => {
  db = await createTestDatabase();
  knex = db.knex;
  await knex.raw(
    'create table list_items (id int not null, owner int not null, name text not null) partition by list (owner)',
  );
  await knex.raw('create table list_items_1 partition of list_items for values in (1)');
  await knex.raw('create table list_items_2 partition of list_items for values in (2)');
  // Owner 1: 25 "mouse" (ids 1–25), 10 "cable" (26–35), 5 "lamp" (36–40); owner 2: 20 "mouse" (41–60).
  const names = [
    ...Array.from({ length: 25 }, (_, i) => ({ owner: 1, name: `mouse ${String(i).padStart(2, '0')}` })),
    ...Array.from({ length: 10 }, (_, i) => ({ owner: 1, name: `cable ${i}` })),
    ...Array.from({ length: 5 }, (_, i) => ({ owner: 1, name: `lamp ${i}` })),
    ...Array.from({ length: 20 }, (_, i) => ({ owner: 2, name: `mouse ${i}` })),
  ];
  await knex('list_items').insert(names.map((row, i) => ({ id: i + 1, ...row })));
});

afterAll(async () => {
  await db?.close();
});

const items = () => Item.query(knex);

test('a capped filter matching more than the cap answers the cap and totalCapped; its page is still served', async () => {
  const page = await pageOf(items(), { filter: { owner: 1, name: 'MOUSE' }, page: 2, perPage: 10 }, spec());
  expect(page.total).toBe(CAP);
  expect(page.totalCapped).toBe(true);
  expect(page.rows.map((r) => r.name)).toEqual(Array.from({ length: 10 }, (_, i) => `mouse ${10 + i}`));
});

test('a capped filter matching the cap or fewer answers the exact total, without totalCapped', async () => {
  const exactlyCap = await pageOf(
    items(),
    { filter: { owner: 1, name: 'cable' }, page: 1, perPage: 5 },
    spec(),
  );
  expect(exactlyCap).toMatchObject({ total: 10 });
  expect(exactlyCap).not.toHaveProperty('totalCapped');
  const fewer = await pageOf(items(), { filter: { owner: 1, name: 'lamp' }, page: 1, perPage: 5 }, spec());
  expect(fewer).toMatchObject({ total: 5 });
  expect(fewer).not.toHaveProperty('totalCapped');
});

test('a filter without a cap counts exactly, however many match', async () => {
  const page = await pageOf(items(), { filter: { owner: 1 }, page: 1, perPage: 5 }, spec());
  expect(page.total).toBe(40);
  expect(page).not.toHaveProperty('totalCapped');
});

test('sortAfterFilter is told the count was capped', async () => {
  const sortAfterFilter = jest.fn(() => false);
  await pageOf(
    items(),
    { filter: { owner: 1, name: 'mouse' }, page: 1, perPage: 5 },
    spec({ sortAfterFilter }),
  );
  await pageOf(items(), { filter: { owner: 1 }, page: 1, perPage: 5 }, spec({ sortAfterFilter }));
  expect(sortAfterFilter.mock.calls).toEqual([
    [CAP, { owner: 1, name: 'mouse' }, true],
    [40, { owner: 1 }, false],
  ]);
});

test('countMatches reads at most cap + 1 matches', async () => {
  const queries: { sql: string; bindings: readonly unknown[] }[] = [];
  const log = (q: { sql: string; bindings?: readonly unknown[] }) =>
    void queries.push({ sql: q.sql, bindings: q.bindings ?? [] });
  knex.on('query', log);
  try {
    expect(await countMatches(items().where('owner', 2), 19)).toEqual({ total: 19, totalCapped: true });
    expect(await countMatches(items().where('owner', 2), 20)).toEqual({ total: 20 });
    expect(await countMatches(items().where('owner', 2), undefined)).toEqual({ total: 20 });
  } finally {
    knex.removeListener('query', log);
  }
  expect(queries[0].sql).toMatch(/where "owner" = \$1 limit \$2\) as "matches"/);
  expect(queries[0].bindings.slice(0, 2)).toEqual([2, 20]);
});

test('idsFirst reads the page rows through the filtered builder: one partition, in the order of the ids', async () => {
  const queries: { sql: string; bindings: readonly unknown[] }[] = [];
  const log = (q: { sql: string; bindings?: readonly unknown[] }) =>
    void queries.push({ sql: q.sql, bindings: q.bindings ?? [] });
  knex.on('query', log);
  let page;
  try {
    page = await pageOf(
      items(),
      {
        filter: { owner: 1, name: 'mouse' },
        order: { field: 'name', direction: 'desc' },
        page: 1,
        perPage: 4,
      },
      spec({ idsFirst: (filter) => Boolean(filter?.name) }),
    );
  } finally {
    knex.removeListener('query', log);
  }
  expect(page.rows.map((r) => r.name)).toEqual(['mouse 24', 'mouse 23', 'mouse 22', 'mouse 21']);
  expect(page.rows.map((r) => r.id)).toEqual([25, 24, 23, 22]);
  // The last query reads the rows: by id and under the filter, so the owner prunes the other partition.
  const reread = queries[queries.length - 1];
  expect(reread.sql).toMatch(/"list_items"\."id" in \(/);
  expect(reread.sql).toMatch(/"owner" = \$\d+/);
  const plan = (await knex.raw(`explain ${reread.sql.replace(/\$\d+/g, '?')}`, [
    ...reread.bindings,
  ] as Knex.RawBinding[])) as {
    rows: { 'QUERY PLAN': string }[];
  };
  const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
  expect(text).toContain('list_items_1');
  expect(text).not.toContain('list_items_2');
});

test("thenBy orders by its columns after the sort's own, in the sort's direction, then by the tie-breaker", async () => {
  const byOwner: ListSpec<QB, 'owner', ItemFilter> = {
    sorts: { owner: 'owner' },
    defaultSort: { field: 'owner', direction: 'asc' },
    thenBy: { owner: ['name'] },
  };
  const page = await pageOf(
    items(),
    { order: { field: 'owner', direction: 'desc' }, page: 1, perPage: 100 },
    byOwner,
  );
  const all = await items();
  const expected = [...all].sort(
    (a, b) => b.owner - a.owner || (a.name < b.name ? 1 : a.name > b.name ? -1 : 0),
  );
  expect(page.rows.map((r) => [r.owner, r.name])).toEqual(expected.map((r) => [r.owner, r.name]));
  expect(page.rows[0]).toMatchObject({ owner: 2, name: 'mouse 9' });
});

test('sortAfterFilter reads the matches in a MATERIALIZED CTE the page order cannot reach into', async () => {
  const queries: string[] = [];
  const log = (q: { sql: string }) => void queries.push(q.sql);
  knex.on('query', log);
  let page;
  try {
    page = await pageOf(
      items(),
      {
        filter: { owner: 1, name: 'lamp' },
        order: { field: 'name', direction: 'desc' },
        page: 1,
        perPage: 3,
      },
      spec({ sortAfterFilter: () => true }),
    );
  } finally {
    knex.removeListener('query', log);
  }
  expect(page.rows.map((r) => r.name)).toEqual(['lamp 4', 'lamp 3', 'lamp 2']);
  expect(queries.at(-1)).toMatch(/^with "list_items" as materialized \(select .* from "list_items" where/);
  expect(queries.at(-1)).toMatch(/order by "name" desc, "id" asc limit/);
});

describe('countWithPage: the count and the page from one ordered read of up to cap + 1 ids', () => {
  const withPage = (sort = 'name') =>
    spec({
      idsFirst: (filter) => Boolean(filter?.name),
      countWithPage: (filter, field) => field === sort && Boolean(filter?.name),
    });
  const logged = async <T>(work: () => Promise<T>): Promise<[T, string[]]> => {
    const queries: string[] = [];
    const log = (q: { sql: string }) => void queries.push(q.sql);
    knex.on('query', log);
    try {
      return [await work(), queries];
    } finally {
      knex.removeListener('query', log);
    }
  };

  test('more matches than the cap: the cap and totalCapped, the page in order, two queries in all', async () => {
    const [page, queries] = await logged(() =>
      pageOf(
        items(),
        {
          filter: { owner: 1, name: 'mouse' },
          order: { field: 'name', direction: 'desc' },
          page: 2,
          perPage: 4,
        },
        withPage(),
      ),
    );
    expect(page).toMatchObject({ total: CAP, totalCapped: true });
    expect(page.rows.map((r) => r.name)).toEqual(['mouse 20', 'mouse 19', 'mouse 18', 'mouse 17']);
    expect(queries).toHaveLength(2);
    expect(queries[0]).toMatch(
      /^select "id" from "list_items" where .* order by "name" desc, "id" asc limit \$\d+$/,
    );
    expect(queries[0]).not.toMatch(/count/);
  });

  test('the cap or fewer: the exact total and its page; an empty page past the matches', async () => {
    const cables = await pageOf(
      items(),
      { filter: { owner: 1, name: 'cable' }, page: 2, perPage: 4 },
      withPage(),
    );
    expect(cables.total).toBe(10);
    expect(cables).not.toHaveProperty('totalCapped');
    expect(cables.rows.map((r) => r.name)).toEqual(['cable 4', 'cable 5', 'cable 6', 'cable 7']);
    const past = await pageOf(
      items(),
      { filter: { owner: 1, name: 'lamp' }, page: 2, perPage: 5 },
      withPage(),
    );
    expect(past).toMatchObject({ total: 5, rows: [] });
  });

  test('another sort, or a page past the cap, counts apart as before', async () => {
    const [byId, queries] = await logged(() =>
      pageOf(
        items(),
        {
          filter: { owner: 1, name: 'mouse' },
          order: { field: 'id', direction: 'asc' },
          page: 1,
          perPage: 3,
        },
        withPage(),
      ),
    );
    expect(byId).toMatchObject({ total: CAP, totalCapped: true });
    expect(byId.rows.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(queries[0]).toMatch(/count/);
    const deep = await pageOf(
      items(),
      { filter: { owner: 1, name: 'mouse' }, page: 3, perPage: 4 },
      withPage(),
    );
    expect(deep).toMatchObject({ total: CAP, totalCapped: true });
    expect(deep.rows.map((r) => r.name)).toEqual(['mouse 08', 'mouse 09', 'mouse 10', 'mouse 11']);
  });
});
