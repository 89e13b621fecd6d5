// What the app makes of its route table: the OpenAPI document, and the checks that fail at start-up.
import { knex } from 'knex';
import { z } from 'zod';
import { createServiceApp } from './app';
import { createLogger } from './logger';
import { defineRoute } from './route-table';
import { agent, routes, secret } from './__tests__/app-fixture';

describe('service app', () => {
  test('serves health and the OpenAPI document of the table', async () => {
    expect((await agent().get('/api/test/health')).body.data.status).toBe('ok');
    const docs = await agent().get('/api/test/openapi.json');
    expect(Object.keys(docs.body.paths)).toEqual([
      '/api/things/save',
      '/api/things/list',
      '/api/things/{id}',
      '/api/items/save',
      '/api/open',
    ]);
    expect(docs.body.paths['/api/things/save'].post['x-permission']).toBe('settings');
  });
});

test('a route whose body takes unknown keys at any level fails at start-up', () => {
  const open = defineRoute({
    ...routes[0],
    body: z.object({ rows: z.array(z.object({ a: z.string() })) }).strict(),
  } as never);
  expect(() =>
    createServiceApp({
      name: 'x',
      prefix: '/api',
      routes: [open],
      gatewaySecret: secret,
      log: createLogger('x', 'silent'),
      knex: knex({ client: 'pg' }),
    }),
  ).toThrow('route POST /things/save body accepts unknown keys at rows.*: make those objects .strict()');
});

test('a route without a valid permission fails at start-up', () => {
  const bad = [{ ...routes[0], access: 'nonsense' as never }];
  expect(() =>
    createServiceApp({
      name: 'x',
      prefix: '/api',
      routes: bad,
      gatewaySecret: secret,
      log: createLogger('x', 'silent'),
      knex: knex({ client: 'pg' }),
    }),
  ).toThrow(/no valid permission/);
});
