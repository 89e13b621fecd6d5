import { PimConnectionError } from '../errors';
import { akeneoPim } from '../index';
import type { AkeneoEvent } from './options';

// Issue 30: a pim_url saved with a user name and password (`http://user:pass@host/`) showed the
// password in the job log, failed jobs, the export test, notices and the server log: fetch refuses
// such a URL with a message naming it, and that message became the failure's detail and a retry's reason.

test('a PIM failure never tells a password written into the URL', async () => {
  const events: AkeneoEvent[] = [];
  const logged: object[] = [];
  const pim = akeneoPim({
    url: 'http://feeduser:pass-in-url-1@pim.example.com',
    clientId: 'client',
    secret: 'secret-1',
    username: 'api',
    password: 'password-1',
    maxAttempts: 2,
    backoffBaseMs: 0,
    // What Node's fetch does with such a URL (jest's realm hides its TypeError from `instanceof Error`).
    fetch: (input) => {
      throw new TypeError(
        `Request cannot be constructed from a URL that includes credentials: ${String(input)}`,
      );
    },
    log: { warn: (obj) => logged.push(obj) },
    onEvent: (event) => events.push(event),
  });
  const failure = await pim.product('X-1').then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(PimConnectionError);
  const told = JSON.stringify([
    (failure as Error).message,
    (failure as PimConnectionError).detail,
    events,
    logged,
  ]);
  expect(events.length).toBeGreaterThan(0);
  expect(told).not.toContain('pass-in-url-1');
  expect(told).not.toContain('feeduser:');
});

test('a failure built elsewhere is redacted too', () => {
  const error = new PimConnectionError('unreachable', 'GET https://u:p4ss@pim.example.com/api failed');
  expect(error.detail).toBe('GET https://***@pim.example.com/api failed');
  expect(error.message).not.toContain('p4ss');
});
