import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawRequest, startHarness, type Harness } from '../__tests__/harness';
import { acceptsEncoding } from './send-file';

const script = `console.log(${JSON.stringify('feedhub '.repeat(1000))});`;
let gw: Harness;
beforeAll(async () => {
  gw = await startHarness({ files: { 'shell/dist/app.0123abcd.js': script, 'shell/dist/logo.png': 'png' } });
});
afterAll(() => gw.close());

const get = (path: string, headers: Record<string, string> = {}) => rawRequest(gw.port, { path, headers });

describe('static files: validators', () => {
  test('carry a weak ETag and Last-Modified; If-None-Match with it is 304 without a body', async () => {
    const first = await get('/app.0123abcd.js');
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(first.headers['last-modified'] as string).getTime()).toBeGreaterThan(0);
    const again = await get('/app.0123abcd.js', { 'If-None-Match': `"other", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get('/app.0123abcd.js', { 'If-None-Match': '"other"' })).status).toBe(200);
    // the same validator whatever the encoding
    expect((await get('/app.0123abcd.js', { 'Accept-Encoding': 'br' })).headers.etag).toBe(etag);
  });

  test('If-Modified-Since at or after the file time is 304, before it 200; If-None-Match wins', async () => {
    const file = join(gw.root, 'shell/dist/logo.png');
    utimesSync(file, new Date('2024-05-01T10:00:00Z'), new Date('2024-05-01T10:00:00Z'));
    const at = 'Wed, 01 May 2024 10:00:00 GMT';
    expect((await get('/logo.png', { 'If-Modified-Since': at })).status).toBe(304);
    expect((await get('/logo.png', { 'If-Modified-Since': 'Wed, 01 May 2024 09:59:59 GMT' })).status).toBe(
      200,
    );
    expect((await get('/logo.png', { 'If-Modified-Since': 'not a date' })).status).toBe(200);
    expect((await get('/logo.png', { 'If-Modified-Since': at, 'If-None-Match': '"x"' })).status).toBe(200);
  });
});

describe('static files: compressed ahead of time', () => {
  test('Brotli when accepted, else gzip, else plain; always Vary: Accept-Encoding', async () => {
    const br = await get('/app.0123abcd.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const gz = await get('/app.0123abcd.js', { 'Accept-Encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get('/app.0123abcd.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(script);
    const head = await rawRequest(gw.port, {
      method: 'HEAD',
      path: '/app.0123abcd.js',
      headers: { 'Accept-Encoding': 'br' },
    });
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  test('never on the request path: a file that appeared after start goes out plain, compressed later', async () => {
    writeFileSync(join(gw.root, 'shell/dist/late.0123abcd.js'), script);
    const first = await get('/late.0123abcd.js', { 'Accept-Encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.body.toString()).toBe(script);
    const end = Date.now() + 3000;
    let later = first;
    while (!later.headers['content-encoding'] && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 20));
      later = await get('/late.0123abcd.js', { 'Accept-Encoding': 'gzip' });
    }
    expect(later.headers['content-encoding']).toBe('gzip');
  });

  test('Accept-Encoding q-values and the wildcard', () => {
    expect(acceptsEncoding('gzip, br', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('*', 'br')).toBe(true);
    expect(acceptsEncoding('*;q=0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(acceptsEncoding('GZIP;Q=0.5', 'gzip')).toBe(true);
  });
});
