import { z } from 'zod';
import { FAILURE_MARK } from '@feedhub/contracts';
import { ApiError } from './api-error';
import { createApiClient, withQuery } from './client';
import { setCsrfToken } from './csrf';
import { fieldErrorsOf } from './query-client';

const hooks = () => ({
  onUnauthorized: jest.fn(),
  onForbidden: jest.fn(),
  onExpired: jest.fn(),
  locale: () => 'et',
});
const reply = (status: number, body: unknown) =>
  jest.fn(async () => new Response(JSON.stringify(body), { status }));

beforeAll(() => {
  // node has no document: the token store works without the meta tag
  (globalThis as { document?: unknown }).document = { querySelector: () => null };
  setCsrfToken('token-1');
});

test('sends the XHR header, the CSRF token, the language and JSON; parses the answer', async () => {
  const fetchMock = reply(200, { data: { id: 1 }, message: 'ok' });
  const client = createApiClient(hooks(), fetchMock as unknown as typeof fetch);
  const res = await client.post(
    '/api/x',
    z.object({ data: z.object({ id: z.number() }), message: z.string() }),
    { a: 1 },
  );
  expect(res.data.id).toBe(1);
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(init.headers).toMatchObject({
    'X-Requested-With': 'XMLHttpRequest',
    'X-CSRF-TOKEN': 'token-1',
    'Accept-Language': 'et',
    'Content-Type': 'application/json',
  });
  expect(init.body).toBe('{"a":1}');
});

test.each([
  [401, 'onUnauthorized'],
  [403, 'onForbidden'],
  [419, 'onExpired'],
] as const)('%i calls %s and still throws', async (status, hook) => {
  const h = hooks();
  const client = createApiClient(
    h,
    reply(status, { key: 'k', message: 'Permission denied' }) as unknown as typeof fetch,
  );
  await expect(client.get('/api/x', z.unknown())).rejects.toBeInstanceOf(ApiError);
  expect(h[hook]).toHaveBeenCalledTimes(1);
  if (hook === 'onForbidden') expect(h.onForbidden).toHaveBeenCalledWith('Permission denied');
});

test('other failures throw the envelope: message and field errors for the form', async () => {
  const client = createApiClient(
    hooks(),
    reply(422, {
      key: 'validation_failed',
      message: 'Invalid',
      errors: { 'tasks.0.cron': ['bad'] },
    }) as unknown as typeof fetch,
  );
  const error = (await client.post('/api/x', z.unknown()).catch((e: unknown) => e)) as ApiError;
  expect(error.status).toBe(422);
  expect(error.message).toBe('Invalid');
  expect(error.fieldError('tasks.0.cron')).toBe('bad');
});

test('a body that is not an envelope still becomes an ApiError', async () => {
  const client = createApiClient(
    hooks(),
    jest.fn(
      async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
    ) as unknown as typeof fetch,
  );
  await expect(client.get('/api/x', z.unknown())).rejects.toMatchObject({
    status: 502,
    key: 'internal_error',
  });
});

test('queries nest qs-style', () => {
  expect(
    withQuery('/api/p', {
      filter: { name: 'a b', partnerId: 3 },
      order: { field: 'name', direction: 'asc' },
      page: 1,
    }),
  ).toBe('/api/p?filter[name]=a%20b&filter[partnerId]=3&order[field]=name&order[direction]=asc&page=1');
});

test('the serialiser agrees with what the server parses (qs)', async () => {
  const { parseQuery } = await import('@feedhub/service-kit');
  const query = {
    filter: { name: 'a&b=c [x]', partnerId: 3, empty: '' },
    order: { field: 'name', direction: 'desc' },
    page: 2,
    ids: [1, 2, 3],
  };
  expect(parseQuery(withQuery('', query).slice(1))).toEqual({
    filter: { name: 'a&b=c [x]', partnerId: '3' },
    order: { field: 'name', direction: 'desc' },
    page: '2',
    ids: ['1', '2', '3'],
  });
});

test('a 422 words its rules again in the language of the moment; other messages stay as sent', async () => {
  let locale = 'en';
  const client = createApiClient(
    { ...hooks(), locale: () => locale },
    reply(422, {
      message: 'The given data was invalid.',
      key: 'validation_failed',
      errors: { name: ['The name has already been taken.'], body: ['Something the server worded'] },
      rules: { name: [{ rule: 'unique' }] },
    }) as unknown as typeof fetch,
  );
  const error = await client.post('/api/roles/save', z.unknown(), {}).catch((e: unknown) => e);
  const failure = error as ApiError;
  const english = fieldErrorsOf(failure);
  expect(english?.name).toEqual(['Name has already been taken']);
  // the same object until the language changes, so a form does not see a new failure each render
  expect(fieldErrorsOf(failure)).toBe(english);
  locale = 'et';
  const estonian = fieldErrorsOf(failure);
  expect(estonian?.name).toEqual(['Nimi on juba kasutusel']);
  expect(estonian?.body).toEqual(['Something the server worded']);
  expect((estonian as Record<symbol, unknown>)[FAILURE_MARK]).toBe(failure);
  expect((english as Record<symbol, unknown>)[FAILURE_MARK]).toBe(failure);
});
