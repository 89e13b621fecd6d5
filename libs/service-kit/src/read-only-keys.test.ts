import { knex } from 'knex';
import request from 'supertest';
import { z } from 'zod';
import { createServiceApp } from './app';
import { callerHeader } from './testing';
import { createLogger } from './logger';
import { openApiDocument } from './openapi';
import { dropReadOnly, keyTree, readOnlyKeysOf, readOnlyPaths } from './read-only-keys';
import { defineRoute, type RouteDefinition } from './route-table';

const Task = z.object({ id: z.number(), partnerId: z.number(), name: z.string() });
const Row = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  tasks: z.array(Task),
  params: z.record(z.string(), z.unknown()),
});
const TaskInput = z
  .object({ id: z.number().optional(), name: z.string() })
  .strict()
  .transform((t) => t);
const Body = z
  .object({
    id: z.number().optional(),
    name: z.preprocess((v) => v, z.string()),
    tasks: z.array(TaskInput).default([]),
    params: z.record(z.string(), z.unknown()),
  })
  .strict()
  .superRefine(() => undefined);

const routes = [
  defineRoute({
    method: 'get',
    path: '/things/list',
    access: 'settings',
    summary: 'Things',
    response: z.object({ rows: z.array(Row), total: z.number() }),
    handler: async () => ({ data: { rows: [], total: 0 } }),
  }),
  defineRoute({
    method: 'post',
    path: '/things/save',
    access: 'settings',
    summary: 'Save a thing',
    body: Body,
    rowOf: '/things/list',
    handler: async ({ body }) => ({ data: body }),
  }),
];

test('read-only keys: the answer row keys the body lacks, at every level; records skipped', () => {
  expect(readOnlyPaths(Row, Body).sort()).toEqual(['createdAt', 'tasks.*.partnerId']);
  // A union body takes a key any of its objects takes.
  const either = z.union([z.object({ a: z.string() }).strict(), z.object({ b: z.string() }).strict()]);
  expect(readOnlyPaths(z.object({ a: z.string(), b: z.string(), c: z.string() }), either)).toEqual(['c']);
  // A list page's row is the row; a detail answer is the row itself.
  expect([...readOnlyKeysOf(routes).values()]).toEqual([['createdAt', 'tasks.*.partnerId']]);
});

test('dropping read-only keys leaves everything else, any shape and a __proto__ key as they are', () => {
  const tree = keyTree(['createdAt', 'tasks.*.partnerId']);
  const raw = JSON.parse(
    '{"id":1,"createdAt":"x","__proto__":1,"tasks":[{"partnerId":2,"name":"a"},"odd"],"params":{"createdAt":1}}',
  ) as unknown;
  const dropped = dropReadOnly(raw, tree) as Record<string, unknown>;
  expect(Object.keys(dropped)).toEqual(['id', '__proto__', 'tasks', 'params']);
  expect(Object.getPrototypeOf(dropped)).toBe(Object.prototype);
  expect(dropped.tasks).toEqual([{ name: 'a' }, 'odd']);
  expect(dropped.params).toEqual({ createdAt: 1 });
  expect(dropReadOnly([1], tree)).toEqual([1]);
  expect(dropReadOnly({ tasks: 'no list' }, tree)).toEqual({ tasks: 'no list' });
});

test('a rowOf naming no GET with a response fails at start-up', () => {
  const broken: RouteDefinition[] = [{ ...routes[1], rowOf: '/things/nowhere' }];
  expect(() => readOnlyKeysOf(broken)).toThrow('rowOf /things/nowhere names no GET route');
});

test('the row is taken back through the app: read-only keys dropped, unknown keys refused; docs mark them', async () => {
  const db = knex({ client: 'pg' });
  const app = createServiceApp({
    name: 'test',
    prefix: '/api',
    routes,
    knex: db,
    gatewaySecret: 's'.repeat(40),
    log: createLogger('test', 'silent'),
  });
  const headers = callerHeader('s'.repeat(40), { id: 1, username: 'a', permissions: ['*'], sessionId: 's' });
  const row = {
    id: 1,
    name: 'n',
    createdAt: 'x',
    tasks: [{ id: 2, partnerId: 3, name: 't' }],
    params: { a: 1 },
  };
  const saved = await request(app.callback()).post('/api/things/save').set(headers).send(row);
  expect(saved.body).toEqual({ data: { id: 1, name: 'n', tasks: [{ id: 2, name: 't' }], params: { a: 1 } } });
  const bogus = await request(app.callback())
    .post('/api/things/save')
    .set(headers)
    .send({ ...row, __bogus: 1 });
  expect({ status: bogus.status, fields: Object.keys(bogus.body.errors) }).toEqual({
    status: 422,
    fields: ['__bogus'],
  });
  await db.destroy();

  const save = openApiDocument('test', '/api', routes).paths['/api/things/save'].post as Record<
    string,
    unknown
  >;
  expect(save['x-row-of']).toBe('GET /api/things/list');
  expect(save['x-read-only']).toEqual(['createdAt', 'tasks.*.partnerId']);
  const body = (save.requestBody as { content: Record<string, { schema: Record<string, unknown> }> }).content[
    'application/json'
  ].schema as {
    properties: Record<string, { readOnly?: boolean; items?: { properties: Record<string, unknown> } }>;
  };
  expect(body.properties.createdAt.readOnly).toBe(true);
  expect(body.properties.tasks.items?.properties.partnerId).toMatchObject({ readOnly: true });
  expect(body.properties.name.readOnly).toBeUndefined();
});
