import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { MAX_JSON_DEPTH } from '@feedhub/contracts';
import { GatewayError, type ApiCall } from './call';
import { checkJsonDepth, decodeBody } from './body.stage';

const json = Buffer.from('{"a":1}');
const keyOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof GatewayError ? error.key : 'other'),
  );

describe('decodeBody', () => {
  test('undoes gzip, x-gzip, deflate, br, identity and stacked codings', async () => {
    expect(await decodeBody(gzipSync(json), 'gzip', 1000)).toEqual(json);
    expect(await decodeBody(gzipSync(json), 'X-GZIP', 1000)).toEqual(json);
    expect(await decodeBody(deflateSync(json), 'deflate', 1000)).toEqual(json);
    expect(await decodeBody(brotliCompressSync(json), 'br', 1000)).toEqual(json);
    expect(await decodeBody(json, 'identity', 1000)).toEqual(json);
    expect(await decodeBody(json, undefined, 1000)).toEqual(json);
    expect(await decodeBody(brotliCompressSync(gzipSync(json)), 'gzip, br', 1000)).toEqual(json);
  });

  test('unknown coding 415, undecodable bytes 400, inflating past the limit 413', async () => {
    expect(await keyOf(decodeBody(json, 'bogus', 1000))).toBe('unsupported_media_type');
    expect(await keyOf(decodeBody(json, 'gzip, compress', 1000))).toBe('unsupported_media_type');
    expect(await keyOf(decodeBody(json, '__proto__', 1000))).toBe('unsupported_media_type');
    expect(await keyOf(decodeBody(json, 'gzip', 1000))).toBe('invalid_json');
    expect(await keyOf(decodeBody(gzipSync(json).subarray(0, 10), 'gzip', 1000))).toBe('invalid_json');
    expect(await keyOf(decodeBody(gzipSync(Buffer.alloc(5000)), 'gzip', 1000))).toBe('payload_too_large');
  });
});

describe('checkJsonDepth', () => {
  const call = (contentType: string, locale: 'en' | 'et' = 'en') =>
    ({ req: { headers: { 'content-type': contentType } }, locale }) as unknown as ApiCall;
  const refusal = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      if (error instanceof GatewayError) return { key: error.key, errors: error.errors };
      throw error;
    }
    return null;
  };
  const deep = (levels: number) => Buffer.from(`{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`);

  test(`up to ${MAX_JSON_DEPTH} levels pass; deeper JSON is 422 under the field where the depth ran out`, () => {
    expect(refusal(() => checkJsonDepth(call('application/json'), deep(MAX_JSON_DEPTH - 1)))).toBeNull();
    const field = ['a', ...Array<string>(MAX_JSON_DEPTH - 1).fill('0')].join('.');
    expect(refusal(() => checkJsonDepth(call('application/json; charset=utf-8'), deep(100_000)))).toEqual({
      key: 'validation_failed',
      errors: { [field]: [`A may not be nested more than ${MAX_JSON_DEPTH} levels deep`] },
    });
    expect(refusal(() => checkJsonDepth(call('application/json', 'et'), deep(MAX_JSON_DEPTH)))).toEqual({
      key: 'validation_failed',
      errors: { [field]: [`A ei tohi olla pesastatud sügavamale kui ${MAX_JSON_DEPTH} taset`] },
    });
  });

  test('other media types and empty bodies are left to the service (415)', () => {
    expect(refusal(() => checkJsonDepth(call('text/plain'), deep(1000)))).toBeNull();
    expect(refusal(() => checkJsonDepth(call('application/json'), Buffer.alloc(0)))).toBeNull();
  });
});
