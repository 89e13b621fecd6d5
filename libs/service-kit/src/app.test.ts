import { knex } from 'knex';
import request from 'supertest';
import { z } from 'zod';
import { MAX_JSON_DEPTH, listQuerySchema, requiredText, typeError } from '@feedhub/contracts';
import { AppError, ValidationError } from './errors';
import { createServiceApp } from './app';
import { createLogger } from './logger';
import { PUBLIC, defineRoute } from './route-table';
import { callerHeader, describeRouteAccess } from './testing';
import { IDENTITY_HEADER, signCaller } from './identity';

const secret = 'x'.repeat(40);
const routes = [
  defineRoute({
    method: 'post',
    path: '/things/save',
    access: 'settings',
    summary: 'Save a thing',
    body: z
      .object({
        name: requiredText(10),
        count: z.number(typeError('integer')).int(),
        tags: z.array(z.string()),
      })
      .strict(),
    handler: async ({ body }) => ({ data: body, message: 'saved' }),
  }),
  defineRoute({
    method: 'get',
    path: '/things/list',
    access: 'settings',
    summary: 'List things',
    query: listQuerySchema({ name: z.string().optional() }, ['name', 'id']),
    handler: async ({ query }) => ({ data: { rows: [query], total: 1 } }),
  }),
  defineRoute({
    method: 'get',
    path: '/things/:id',
    access: 'settings',
    summary: 'One thing',
    params: z.object({ id: z.coerce.number().int().positive() }),
    handler: async ({ params }) => {
      if (params.id === 404) throw new AppError('setting_not_found');
      if (params.id === 422) throw ValidationError.field('name', 'unique');
      if (params.id === 500) throw new Error('secret internals');
      if (params.id === 23505)
        throw Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'things_name_unique' });
      if (params.id === 23506)
        throw Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'unmapped_unique' });
      return { data: { id: params.id } };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/items/save',
    access: 'partnerAdd',
    accessFor: ({ body }) => ((body as { id?: unknown }).id ? 'partnerEdit' : 'partnerAdd'),
    summary: 'Add an item (partnerAdd) or edit one (partnerEdit)',
    body: z.object({ id: z.number().int().optional() }).strict(),
    handler: async ({ body }) => ({ data: body }),
  }),
  defineRoute({
    method: 'get',
    path: '/open',
    access: PUBLIC,
    summary: 'Open to anonymous callers',
    handler: async () => ({ data: 'hi' }),
  }),
];
const app = createServiceApp({
  name: 'test',
  prefix: '/api',
  routes,
  gatewaySecret: secret,
  log: createLogger('test', 'silent'),
  knex: knex({ client: 'pg' }), // never connects: these routes touch no database
  uniqueFields: { things_name_unique: 'name' },
});
const admin = callerHeader(secret, { id: 1, username: 'admin', permissions: ['*'], sessionId: 's' });
const adminEt = callerHeader(secret, { id: 1, username: 'admin', permissions: ['*'], sessionId: 's' }, 'et');
const agent = () => request(app.callback());

describeRouteAccess('test service', routes, () => app, secret);

describe('service app', () => {
  test('accessFor: the permission a request needs depends on its raw input, checked before validation', async () => {
    const as = (permissions: string[]) =>
      callerHeader(secret, { id: 2, username: 'u', permissions, sessionId: 's' });
    const save = (body: object, permissions: string[]) =>
      agent().post('/api/items/save').set(as(permissions)).send(body);
    expect((await save({}, ['partnerAdd'])).status).toBe(200);
    expect((await save({ id: 5 }, ['partnerEdit'])).status).toBe(200);
    const editWithAdd = await save({ id: 5 }, ['partnerAdd']);
    expect(editWithAdd.status).toBe(403);
    expect(editWithAdd.body.key).toBe('permission_denied');
    expect((await save({}, ['partnerEdit'])).status).toBe(403);
    // Refused before the body is read: no validation messages leak to a user without the permission.
    expect((await save({ id: 'x' }, ['partnerAdd'])).status).toBe(403);
    expect((await save({ id: 'x' }, ['partnerEdit'])).status).toBe(422);
    expect((await agent().post('/api/items/save').send({ id: 5 })).status).toBe(401);
  });

  test('answers with the data envelope and the message', async () => {
    const res = await agent().post('/api/things/save').set(admin).send({ name: ' a ', count: 2, tags: [] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { name: 'a', count: 2, tags: [] }, message: 'saved' });
  });

  test('reports every validation issue under its field, in SPEC §5 wording', async () => {
    const res = await agent()
      .post('/api/things/save')
      .set(admin)
      .send({ name: 'x'.repeat(11), count: 'two', extra: 1 });
    expect(res.status).toBe(422);
    expect(res.body.key).toBe('validation_failed');
    expect(res.body.errors).toEqual({
      name: ['Name may not be greater than 10 characters'],
      count: ['Count must be an integer'],
      tags: ['Tags field is required'],
      extra: ['Extra is not an allowed field'],
    });
  });

  test('translates messages into the caller locale', async () => {
    const res = await agent().post('/api/things/save').set(adminEt).send({ name: '', count: 1, tags: [] });
    expect(res.body).toMatchObject({
      message: 'Sisestatud andmed on vigased',
      errors: { name: ['Nimi on kohustuslik'] },
    });
  });

  test('refuses NUL bytes as a validation error', async () => {
    const res = await agent()
      .post('/api/things/save')
      .set(admin)
      .send({ name: 'a\u0000b', count: 1, tags: [] });
    expect(res.status).toBe(422);
    expect(res.body.errors.name[0]).toMatch(/NUL/);
  });

  test('malformed JSON is 400 invalid_json, other content types 415', async () => {
    const bad = await agent()
      .post('/api/things/save')
      .set(admin)
      .set('Content-Type', 'application/json')
      .send('{"name":');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ key: 'invalid_json', message: 'Invalid JSON format' });
    const form = await agent().post('/api/things/save').set(admin).type('form').send('name=a');
    expect(form.status).toBe(415);
  });

  test('bytes that are not UTF-8, and JSON that is not an object or array, are 400 invalid_json', async () => {
    const send = (body: Buffer | string) =>
      agent()
        .post('/api/things/save')
        .set(admin)
        .set('Content-Type', 'application/json')
        .serialize((raw: unknown) => raw as string)
        .send(body);
    for (const body of [Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]), '"text"', '12'])
      expect((await send(body)).body).toMatchObject({ key: 'invalid_json' });
    expect((await send('\ufeff{"name":"a","count":1,"tags":[]}')).status).toBe(200); // a BOM is dropped
  });

  test('a body nested deeper than MAX_JSON_DEPTH is 422 under the field where it ran out, never parsed', async () => {
    const deep = `{"tags":[${'['.repeat(50_000)}${']'.repeat(50_000)}]}`;
    const res = await agent()
      .post('/api/things/save')
      .set(admin)
      .set('Content-Type', 'application/json')
      .send(deep);
    expect(res.status).toBe(422);
    const field = ['tags', ...Array<string>(MAX_JSON_DEPTH - 1).fill('0')].join('.');
    expect(res.body.errors).toEqual({
      [field]: [`Tags may not be nested more than ${MAX_JSON_DEPTH} levels deep`],
    });
  });

  test('a key __proto__ is an unknown field (422), not a parse error; NUL and lone surrogates anywhere are refused', async () => {
    const res = await agent()
      .post('/api/things/save')
      .set(admin)
      .set('Content-Type', 'application/json')
      .send('{"name":"a","count":1,"tags":["x\\ud800"],"__proto__":{"count":2}}');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      ['__proto__']: ['__proto__ is not an allowed field'],
      'tags.0': ['Tags must not contain lone UTF-16 surrogates'],
    });
  });

  test('allow-lists filters and sort fields; qs nesting works', async () => {
    const ok = await agent()
      .get('/api/things/list?filter[name]=x&order[field]=name&order[direction]=desc&page=2&perPage=25')
      .set(admin);
    expect(ok.body.data.rows[0]).toEqual({
      filter: { name: 'x' },
      order: { field: 'name', direction: 'desc' },
      page: 2,
      perPage: 25,
    });
    const unknownFilter = await agent().get('/api/things/list?filter[password]=x').set(admin);
    expect(unknownFilter.status).toBe(422);
    expect(unknownFilter.body.errors).toHaveProperty(['filter.password']);
    const injection = await agent().get('/api/things/list?order[field]=name;drop table x').set(admin);
    expect(injection.status).toBe(422);
    expect(injection.body.errors).toHaveProperty(['order.field']);
    const badPage = await agent().get('/api/things/list?perPage=-1').set(admin);
    expect(badPage.status).toBe(422);
  });

  test('not found keys are 404, unknown paths 404 page_not_found, failures 500 without internals', async () => {
    expect((await agent().get('/api/things/404').set(admin)).body).toEqual({
      key: 'setting_not_found',
      message: 'Setting not found',
    });
    expect((await agent().get('/api/nowhere').set(admin)).status).toBe(404);
    expect((await agent().get('/api/things/abc').set(admin)).status).toBe(404);
    const dup = await agent().get('/api/things/422').set(admin);
    expect(dup.body.errors).toEqual({ name: ['Name has already been taken'] });
    const crash = await agent().get('/api/things/500').set(admin);
    expect(crash.status).toBe(500);
    expect(JSON.stringify(crash.body)).not.toContain('secret internals');
    expect(crash.body.requestId).toBeTruthy();
  });

  test('a unique violation is 422 on its field (or without one for an unmapped constraint), never 500', async () => {
    const mapped = await agent().get('/api/things/23505').set(admin);
    expect(mapped.status).toBe(422);
    expect(mapped.body).toMatchObject({
      key: 'validation_failed',
      errors: { name: ['Name has already been taken'] },
    });
    const unmapped = await agent().get('/api/things/23506').set(admin);
    expect(unmapped.status).toBe(422);
    expect(unmapped.body.key).toBe('validation_failed');
  });

  test.each([
    'constructor',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'filter[constructor]',
    'order[toString]',
  ])('a query key named after an object member (%s) is an unknown field, not a crash', async (key) => {
    const res = await agent().get(`/api/things/list?${key}=1`).set(admin);
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty([key.replace(/\[(\w+)\]/, '.$1')]);
  });

  test('__proto__ in a query changes nothing', async () => {
    const res = await agent().get('/api/things/list?__proto__[page]=9&filter[__proto__][x]=1').set(admin);
    expect(res.status).toBe(200);
    expect(res.body.data.rows[0].page).toBe(1);
  });

  test.each(['bogus', 'gzip', 'deflate', 'br', 'gzip, identity'])(
    'a body with Content-Encoding %p is 415, never 500',
    async (encoding) => {
      const res = await agent()
        .post('/api/things/save')
        .set(admin)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('{"name":"a","count":1,"tags":[]}');
      expect(res.status).toBe(415);
      expect(res.body.key).toBe('unsupported_media_type');
    },
  );

  test('refuses forged, stale and unsigned identity headers', async () => {
    const forged = signCaller('y'.repeat(40), {
      user: { id: 1, username: 'a', permissions: ['*'], sessionId: 's' },
      ip: '1.1.1.1',
      locale: 'en',
      iat: Date.now(),
    });
    expect((await agent().get('/api/things/1').set(IDENTITY_HEADER, forged)).status).toBe(401);
    const stale = signCaller(secret, {
      user: { id: 1, username: 'a', permissions: ['*'], sessionId: 's' },
      ip: '1.1.1.1',
      locale: 'en',
      iat: Date.now() - 3_600_000,
    });
    expect((await agent().get('/api/things/1').set(IDENTITY_HEADER, stale)).status).toBe(401);
    expect((await agent().get('/api/open')).status).toBe(401);
    expect((await agent().get('/api/open').set(callerHeader(secret, null))).body).toEqual({ data: 'hi' });
  });

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
