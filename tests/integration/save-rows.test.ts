import { readOnlyKeysOf, type RouteDefinition } from '@feedhub/service-kit';
import { MISSING, baseOf, makeFixtures, type Fixtures } from './hostile/bases';
import { fieldsOf } from './hostile/schema-walk';
import { SERVICE_TABLES, allRoutes, readRouteTable } from './route-tables';
import { adminBrowser, startStack, type TestBrowser, type TestStack } from './stack';

// A save whose screen edits a row read from the API takes that row back (docs/api.md "Bodies"):
// generated over every route that declares `rowOf`, so a new save is covered with no edit here. The
// GET's answer (the detail, or the row of a list) is sent back as it was read and is accepted without
// changing anything; with every read-only key given another value it is still accepted and changes
// nothing; with an unknown key `__bogus` it is a 422 naming that key alone.

/** The client IP of the run's browser (the whitelist save's rule admits it). */
const IP = '198.51.100.9';

const routeId = (route: RouteDefinition) => `${route.method.toUpperCase()} ${route.path}`;

/** A save with the GET whose answer it takes back and that answer's read-only keys. */
interface RowSave {
  service: string;
  route: RouteDefinition;
  readOnly: string[];
}

const SAVES: RowSave[] = SERVICE_TABLES.flatMap(({ service, routes }) =>
  [...readOnlyKeysOf(readRouteTable(service, routes))].map(([route, readOnly]) => ({
    service: service.name,
    route,
    readOnly,
  })),
);

/** Writes whose body names a row by `id` but edit no row a GET answers. */
const NOT_ROW_EDITS: Record<string, string> = {
  'POST /partners/preview': 'reads a feed with the stored password of the partner `id`; saves nothing',
};

let stack: TestStack;
let admin: TestBrowser;
let fixtures: Fixtures;

beforeAll(async () => {
  stack = await startStack();
  admin = await adminBrowser(stack, { ip: IP });
  fixtures = await makeFixtures(stack, admin, IP);
}, 120_000);
afterAll(() => stack?.close());

test('every write whose body names a row by id declares the GET it edits (rowOf)', () => {
  const undeclared = allRoutes()
    .filter(({ route }) => route.method !== 'get' && route.body && !route.rowOf)
    .filter(({ route }) => fieldsOf(route.body!).some((field) => field.path.join('.') === 'id'))
    .map(({ route }) => routeId(route))
    .filter((id) => !Object.hasOwn(NOT_ROW_EDITS, id));
  expect(undeclared).toEqual([]);
  expect(SAVES.length).toBeGreaterThanOrEqual(11);
});

/** The answer's data of a 200, else a thrown error with the answer. */
async function dataOf(res: Promise<{ status: number; body: { data?: unknown } }>, what: string) {
  const answer = await res;
  if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as Record<string, unknown>;
}

/**
 * The id of the row a save edits, after its valid base request put the row in a savable state (a
 * category mapped): the base's id, or, when the base names no row (MISSING), the row its add made.
 */
async function rowIdOf(route: RouteDefinition): Promise<number> {
  const body = baseOf(route, fixtures).body as Record<string, unknown>;
  const url = `/api${route.path}`;
  if (body.id !== MISSING) {
    await dataOf(admin.post(url, body), `base of ${routeId(route)}`);
    return body.id as number;
  }
  const added = await dataOf(admin.post(url, { ...body, id: undefined }), `add of ${routeId(route)}`);
  return added.id as number;
}

/** The GET's answer for a row: the detail (`:id`), or the row of the list with that id (paged through). */
async function readRow(source: string, id: number): Promise<Record<string, unknown>> {
  if (source.includes(':id')) return dataOf(admin.get(`/api${source.replace(':id', String(id))}`), source);
  for (let page = 1; ; page++) {
    const data = await dataOf(admin.get(`/api${source}?page=${page}&perPage=100`), source);
    const rows = data.rows as Record<string, unknown>[];
    const row = rows.find((r) => r.id === id);
    if (row) return row;
    if (!rows.length) throw new Error(`${source} has no row ${id}`);
  }
}

/** A copy of a value with what is at a path (`tasks.*.partnerId`) replaced; a missing place is left alone. */
function replaceAt(value: unknown, keys: string[], by: unknown): unknown {
  const [key, ...rest] = keys;
  if (key === '*') return Array.isArray(value) ? value.map((item) => replaceAt(item, rest, by)) : value;
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return value;
  const object = value as Record<string, unknown>;
  return { ...object, [key]: rest.length ? replaceAt(object[key], rest, by) : by };
}

test.each(
  SAVES.map((save) => [`${save.service} ${routeId(save.route)} ← GET ${save.route.rowOf}`, save] as const),
)(
  '%s: the answer sent back is accepted and changes nothing; __bogus is refused',
  async (_label, { route, readOnly }) => {
    const url = `/api${route.path}`;
    const source = route.rowOf!;
    const row = await readRow(source, await rowIdOf(route));

    const back = await admin.post(url, row);
    expect({ status: back.status, errors: back.body.errors }).toEqual({ status: 200, errors: undefined });
    expect(await readRow(source, row.id as number)).toEqual(row);

    // Read-only keys are dropped whatever they hold: other values are neither refused nor stored.
    const tampered = readOnly.reduce<unknown>(
      (body, path) => replaceAt(body, path.split('.'), 'tampered'),
      row,
    );
    const again = await admin.post(url, tampered);
    expect({ status: again.status, errors: again.body.errors }).toEqual({ status: 200, errors: undefined });
    expect(await readRow(source, row.id as number)).toEqual(row);

    const bogus = await admin.post(url, { ...row, __bogus: 1 });
    expect({ status: bogus.status, fields: Object.keys(bogus.body.errors ?? {}) }).toEqual({
      status: 422,
      fields: ['__bogus'],
    });
  },
  60_000,
);

test('a role row sent back keeps its permissions: the row carries the permissionIds that decide', async () => {
  const permissions = (await dataOf(admin.get('/api/permissions/list'), 'permissions')).rows as {
    id: number;
    name: string;
  }[];
  const granted = permissions.filter((p) => p.name === 'partners' || p.name === 'whitelist').map((p) => p.id);
  const role = await dataOf(
    admin.post('/api/roles/save', { name: 'Row round trip', permissionIds: granted }),
    'role',
  );
  const row = await readRow('/roles/list', role.id as number);
  expect([...(row.permissionIds as number[])].sort()).toEqual([...granted].sort());
  expect((await admin.post('/api/roles/save', row)).status).toBe(200);
  expect(await readRow('/roles/list', role.id as number)).toEqual(row);
});
