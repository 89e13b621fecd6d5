import { errorAnswer, okAnswer } from './__tests__/answers';
import { lookupSheet, lookupUrl, type IcecatConfig } from './client';

const config: IcecatConfig = { url: 'https://live.icecat.biz/api', username: 'feedhub' };

/** A fetch answering one canned response, recording what it was asked. */
function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), headers: init?.headers as Record<string, string> });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json', ...headers } });
  }) as typeof fetch;
  return { fetchImpl, calls };
}

const lookup = (fetchImpl: typeof fetch, extra: Partial<IcecatConfig> = {}) =>
  lookupSheet({ ...config, ...extra }, { gtin: '4006381333931' }, { language: 'en', fetch: fetchImpl });

describe('lookupUrl', () => {
  test('a GTIN lookup names the user, the language and the GTIN', () => {
    const url = new URL(lookupUrl(config, { gtin: ' 4006381333931 ' }, 'et'));
    expect(url.origin + url.pathname).toBe('https://live.icecat.biz/api');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      UserName: 'feedhub',
      Language: 'et',
      GTIN: '4006381333931',
    });
  });

  test('brands and codes with &, +, spaces, # and non-ASCII letters survive the round trip', () => {
    const href = lookupUrl(config, { brand: 'Black & Decker+Söhne #1', productCode: 'A/B 12+' }, 'en');
    expect(href).not.toMatch(/[ #]|&Decker|Söhne/);
    const params = new URL(href).searchParams;
    expect(params.get('Brand')).toBe('Black & Decker+Söhne #1');
    expect(params.get('ProductCode')).toBe('A/B 12+');
    expect(params.get('GTIN')).toBeNull();
  });

  test('keeps query parameters already in the configured URL', () => {
    const href = lookupUrl({ ...config, url: 'http://127.0.0.1:1/api?x=1' }, { gtin: '1' }, 'en');
    expect(new URL(href).searchParams.get('x')).toBe('1');
  });
});

describe('lookupSheet', () => {
  test('found: the sheet, asked with JSON and the configured tokens as headers', async () => {
    const { fetchImpl, calls } = answering(200, okAnswer());
    const result = await lookup(fetchImpl, { apiToken: 'api-1', contentToken: 'content-1' });
    expect(result.kind).toBe('found');
    if (result.kind === 'found') expect(result.sheet.icecatId).toBe(90125877);
    expect(calls[0].headers).toEqual({
      Accept: 'application/json',
      'Api-Token': 'api-1',
      'Content-Token': 'content-1',
    });
  });

  test('no tokens configured: no token headers', async () => {
    const { fetchImpl, calls } = answering(200, okAnswer());
    await lookup(fetchImpl);
    expect(calls[0].headers).toEqual({ Accept: 'application/json' });
  });

  test.each([
    ['not_found', 404, errorAnswer(404, 8, 'The requested product is not present in the Icecat database')],
    ['not_found', 400, errorAnswer(400, 4, 'Product identifier(s) is not correct')],
    ['not_found', 404, { Code: 404, Message: 'Not found' }],
    ['restricted', 403, errorAnswer(403, 9, 'To access Full Icecat content, an app_key is required.')],
    [
      'restricted',
      403,
      errorAnswer(403, 12, 'The requested product is limited for the current user vertical'),
    ],
    [
      'restricted',
      403,
      { Code: 403, Message: 'Display of content for users with a Full Icecat subscription level…' },
    ],
    ['restricted', 404, { Code: 404, Message: 'Product has brand restrictions' }],
    ['unauthorized', 401, errorAnswer(401, 3, 'feedhub the Icecat user is unknown')],
    ['unauthorized', 403, errorAnswer(403, 5, 'You have wrong ip address for access')],
    ['unauthorized', 401, errorAnswer(401, 10, 'Not found user by application_key')],
    ['unauthorized', 401, ''],
    ['invalid', 400, errorAnswer(400, 2, 'Lang is unknown')],
    ['not_found', 200, { Code: 404, Message: 'Not found' }],
  ])('%s for HTTP %i with %j', async (kind, status, body) => {
    expect((await lookup(answering(status, body).fetchImpl)).kind).toBe(kind);
  });

  test('the error message is kept', async () => {
    const result = await lookup(answering(404, errorAnswer(404, 8, 'not present')).fetchImpl);
    expect(result).toEqual({ kind: 'not_found', message: 'not present' });
  });

  test('rate_limited: Retry-After in seconds, as an HTTP date, or absent', async () => {
    expect(await lookup(answering(429, '', { 'retry-after': '3' }).fetchImpl)).toEqual({
      kind: 'rate_limited',
      retryAfterMs: 3000,
    });
    const now = Date.parse('2026-11-27T10:00:00Z');
    const dated = answering(429, 'slow down', { 'retry-after': 'Fri, 27 Nov 2026 10:00:05 GMT' });
    const result = await lookupSheet(
      config,
      { gtin: '1' },
      { language: 'en', fetch: dated.fetchImpl, now: () => now },
    );
    expect(result).toEqual({ kind: 'rate_limited', retryAfterMs: 5000 });
    expect(await lookup(answering(429, { Code: 429 }).fetchImpl)).toEqual({
      kind: 'rate_limited',
      retryAfterMs: null,
    });
  });

  test('unavailable: 5xx (HTML or JSON body), network error, timeout', async () => {
    expect(await lookup(answering(502, '<html><h1>502 Bad Gateway</h1></html>').fetchImpl)).toEqual({
      kind: 'unavailable',
      status: 502,
      message: '<html><h1>502 Bad Gateway</h1></html>',
    });
    expect(await lookup(answering(500, { Message: 'Internal error' }).fetchImpl)).toMatchObject({
      status: 500,
      message: 'Internal error',
    });
    const refused = (async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    }) as typeof fetch;
    expect(await lookup(refused)).toEqual({ kind: 'unavailable', status: null, message: 'ECONNREFUSED' });
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    const timedOut = await lookupSheet(
      config,
      { gtin: '1' },
      { language: 'en', fetch: hanging, timeoutMs: 5 },
    );
    expect(timedOut).toEqual({ kind: 'unavailable', status: null, message: 'no answer within 5 ms' });
  });

  test('invalid: a body we cannot read', async () => {
    expect(await lookup(answering(200, '<html>maintenance</html>').fetchImpl)).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('not a JSON object'),
    });
    expect(await lookup(answering(200, { msg: 'OK', data: { GeneralInfo: {} } }).fetchImpl)).toMatchObject({
      kind: 'invalid',
    });
    expect(await lookup(answering(200, '[1,2]').fetchImpl)).toMatchObject({ kind: 'invalid' });
    expect(await lookup(answering(418, { Message: 'teapot' }).fetchImpl)).toEqual({
      kind: 'invalid',
      message: 'HTTP 418: teapot',
    });
  });

  test("the caller's abort is thrown, not turned into an outcome", async () => {
    const controller = new AbortController();
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    const pending = lookupSheet(
      config,
      { gtin: '1' },
      { language: 'en', fetch: hanging, signal: controller.signal },
    );
    controller.abort(new Error('job cancelled'));
    await expect(pending).rejects.toThrow('job cancelled');
  });
});
