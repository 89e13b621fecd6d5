import type { FakeAkeneo } from './server';

/** Basic header for the default connection. */
export const BASIC = `Basic ${Buffer.from('client:secret').toString('base64')}`;

/** Asks for a token with the password grant (JSON body). */
export async function passwordGrant(
  fake: FakeAkeneo,
): Promise<{ access_token: string; refresh_token: string }> {
  const res = await fetch(`${fake.url}/api/oauth/v1/token`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'admin', password: 'admin' }),
  });
  return (await res.json()) as { access_token: string; refresh_token: string };
}

/** A tiny authenticated client for tests. */
export async function apiClient(fake: FakeAkeneo) {
  const { access_token } = await passwordGrant(fake);
  return (path: string, init: { method?: string; body?: string; type?: string } = {}) =>
    fetch(path.startsWith('http') ? path : `${fake.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${access_token}`,
        ...(init.body !== undefined ? { 'content-type': init.type ?? 'application/json' } : {}),
      },
      body: init.body,
    });
}

/** Body of a PATCH-list from objects. */
export const ndjson = (lines: unknown[]) =>
  lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n');

/** Parses a PATCH-list answer. */
export const parseLines = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
