import type { PimProduct } from '@feedhub/contracts';
import { startFakeAkeneo, type FakeAkeneo, type FakeAkeneoOptions } from '@feedhub/fake-akeneo';
import { akeneoPim, PimConnectionError, type AkeneoOptions } from '@feedhub/pim';

// Shared by the Akeneo adapter's tests (tests/integration, not libs/pim: fake-akeneo depends on pim).

/** The fake's default connection. */
export const CONNECTION = { clientId: 'client', secret: 'secret', username: 'admin', password: 'admin' };

/** Route keys of the fake's request log. */
export const ROUTE = {
  token: 'POST /api/oauth/v1/token',
  channels: 'GET /api/rest/v1/channels',
  categories: 'GET /api/rest/v1/categories',
  patchList: 'PATCH /api/rest/v1/products',
} as const;

/** Warnings the adapter logged. */
export type Logged = Array<{ obj: object; msg: string }>;

/** An adapter on the fake with quick retries (the suite must stay fast). */
export function adapterOn(fake: FakeAkeneo, options: Partial<AkeneoOptions> = {}, logged: Logged = []) {
  return akeneoPim({
    url: fake.url,
    ...CONNECTION,
    backoffBaseMs: 5,
    timeoutMs: 5_000,
    log: {
      warn: (obj, msg) => void logged.push({ obj, msg }),
      info: (obj, msg) => void logged.push({ obj, msg }),
    },
    ...options,
  });
}

/** Starts fakes and closes them after each test. */
export function fakes() {
  const running: FakeAkeneo[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((fake) => fake.close()));
  });
  return async (options?: FakeAkeneoOptions) => {
    const fake = await startFakeAkeneo(options);
    running.push(fake);
    return fake;
  };
}

/** A product of the fake's `tools` family. */
export function tool(identifier: string, extra: PimProduct['values'] = {}): PimProduct {
  return {
    identifier,
    enabled: true,
    family: 'tools',
    categories: ['power_tools'],
    values: {
      name: [
        { locale: 'en_US', scope: null, data: `Drill ${identifier}` },
        { locale: 'et_EE', scope: null, data: `Trell ${identifier}` },
      ],
      ...extra,
    },
  };
}

/** The PimConnectionError a promise rejects with (fails the test when it resolves or throws something else). */
export async function failure(promise: Promise<unknown>): Promise<PimConnectionError> {
  const error: unknown = await promise.then(
    () => new Error('expected a PimConnectionError, got a result'),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof PimConnectionError)) throw error;
  return error;
}
