import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { GatewayError } from './call';
import { decodeBody } from './body.stage';

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
