// The service app the app.*.test.ts files call: one route table that covers bodies, queries,
// params, errors and access, mounted under /api. Lives in __tests__ so neither jest (not *.test.ts)
// nor the build (tools/swc-build.mjs skips src/__tests__) takes it.
import { knex } from 'knex';
import request from 'supertest';
import { z } from 'zod';
import { listQuerySchema, requiredText, typeError } from '@feedhub/contracts';
import { AppError, ValidationError } from '../errors';
import { createServiceApp } from '../app';
import { createLogger } from '../logger';
import { PUBLIC, defineRoute } from '../route-table';
import { callerHeader } from '../testing';

export const secret = 'x'.repeat(40);
export const routes = [
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
export const app = createServiceApp({
  name: 'test',
  prefix: '/api',
  routes,
  gatewaySecret: secret,
  log: createLogger('test', 'silent'),
  knex: knex({ client: 'pg' }), // never connects: these routes touch no database
  uniqueFields: { things_name_unique: 'name' },
});
export const admin = callerHeader(secret, { id: 1, username: 'admin', permissions: ['*'], sessionId: 's' });
export const adminEt = callerHeader(
  secret,
  { id: 1, username: 'admin', permissions: ['*'], sessionId: 's' },
  'et',
);
export const agent = () => request(app.callback());
