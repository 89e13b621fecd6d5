import { ApiError } from '@feedhub/api-client';
import { fakeServer } from '../categories/testing';
import { attachmentName, fetchNewCategories } from './queries';

const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
  ({
    ok: status < 300,
    status,
    statusText: '',
    headers: new Headers(headers),
    blob: async () => new Blob([body], { type: 'text/csv' }),
    json: async () => JSON.parse(body),
  }) as Response;

beforeAll(() => {
  const meta = document.createElement('meta');
  meta.name = 'csrf-token';
  meta.content = 'test-token';
  document.head.appendChild(meta);
});

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

test('the CSV comes as a file named by the server (or new_categories.csv)', async () => {
  const fetchMock = jest.fn(async () =>
    answer(200, 'id;name\n1;Laptops\n', {
      'Content-Disposition': 'attachment; filename="new_categories.csv"',
    }),
  );
  globalThis.fetch = fetchMock as typeof fetch;
  const file = await fetchNewCategories({ date: '2026-03-01', partnerId: 3 });
  expect(file.fileName).toBe('new_categories.csv');
  expect(file.blob.size).toBe('id;name\n1;Laptops\n'.length);
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toBe('/api/partner-categories/new-categories?date=2026-03-01&partnerId=3');
  expect(init.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': 'test-token' });
  expect(attachmentName(null)).toBe('new_categories.csv');
});

test('a bad date is the client’s ApiError with the message under `date`', async () => {
  globalThis.fetch = jest.fn(async () =>
    answer(
      422,
      JSON.stringify({
        key: 'validation_failed',
        message: 'The given data was invalid.',
        errors: { date: ['The date is not a valid date.'] },
      }),
    ),
  ) as typeof fetch;
  const error = await fetchNewCategories({ date: '2026-02-31', partnerId: 3 }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(422);
  expect((error as ApiError).fieldError('date')).toBe('The date is not a valid date.');
});

test('a 403 goes through the shared client once more, so its reaction (toast and home) applies', async () => {
  const server = fakeServer(() => ({
    status: 403,
    body: { key: 'permission_denied', message: 'Permission denied' },
  }));
  globalThis.fetch = jest.fn(async () =>
    answer(403, JSON.stringify({ key: 'permission_denied', message: 'Permission denied' })),
  ) as typeof fetch;
  await expect(fetchNewCategories({ date: '2026-03-01', partnerId: 3 })).rejects.toBeInstanceOf(ApiError);
  expect(server.hooks.onForbidden).toHaveBeenCalledWith('Permission denied');
});
