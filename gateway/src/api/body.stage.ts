import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import { MAX_JSON_DEPTH } from '@feedhub/contracts';
import { jsonDepthExcess, translateRules } from '@feedhub/service-kit';
import type { GatewayRuntime } from '../runtime';
import { GatewayError, type ApiCall } from './call';

/** Body limit stage, before anything else is done: a declared Content-Length over the limit is 413. */
export function checkDeclaredLength(rt: GatewayRuntime, call: ApiCall): void {
  if (Number(call.req.headers['content-length'] ?? 0) > rt.config.BODY_LIMIT_BYTES) {
    throw new GatewayError('payload_too_large', { Connection: 'close' });
  }
}

/** Reads a request body up to `limit` bytes; null when it is larger. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Reads the whole body of a call (chunked bodies have no Content-Length), 413 over the limit, and
 * decodes its Content-Encoding (the limit holds for the decoded size too).
 */
export async function readCallBody(rt: GatewayRuntime, call: ApiCall): Promise<Buffer> {
  const limit = rt.config.BODY_LIMIT_BYTES;
  const body = await readBody(call.req, limit);
  if (body === null) throw new GatewayError('payload_too_large', { Connection: 'close' });
  return decodeBody(body, call.req.headers['content-encoding'], limit);
}

type Decoder = (body: Buffer, options: ZlibOptions & BrotliOptions) => Promise<Buffer>;
/** The content codings the gateway decodes (RFC 9110 §8.4.1); `identity` means none. */
const DECODERS: Record<string, Decoder> = {
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};

/**
 * Decodes a compressed body at the gateway, so every service gets plain bytes and no service can
 * fail on a coding: an unknown coding is 415 `unsupported_media_type`, bytes that do not decode
 * are 400 `invalid_json`, and a body that inflates past the limit is 413 (zip bombs stop at the
 * limit: the decoder gives up there).
 */
export async function decodeBody(
  body: Buffer,
  header: string | string[] | undefined,
  limit: number,
): Promise<Buffer> {
  const codings = String(header ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c && c !== 'identity');
  if (codings.some((c) => !Object.hasOwn(DECODERS, c))) throw new GatewayError('unsupported_media_type');
  if (!body.length) return body;
  let decoded = body;
  // Codings are listed in the order they were applied: undo them from the last.
  for (const coding of codings.reverse()) {
    try {
      decoded = await DECODERS[coding](decoded, { maxOutputLength: limit });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw new GatewayError('payload_too_large', { Connection: 'close' });
      throw new GatewayError('invalid_json');
    }
  }
  return decoded;
}

/**
 * Nesting depth stage, on the decoded bytes of a JSON body: deeper than MAX_JSON_DEPTH is 422
 * validation_failed under the field where the depth ran out, before any service parses it (a body
 * nested 3,000 levels overflowed the stack where a service copied it for the bus). A scan, not a
 * parse: bounded memory, no recursion. Other media types go on to the service's 415.
 */
export function checkJsonDepth(call: ApiCall, body: Buffer): void {
  const type = String(call.req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type !== 'application/json' || !body.length) return;
  const path = jsonDepthExcess(body, MAX_JSON_DEPTH);
  if (!path) return;
  const field = path.join('.') || 'body';
  throw new GatewayError(
    'validation_failed',
    {},
    translateRules({ [field]: [{ rule: 'max_depth', params: { max: MAX_JSON_DEPTH } }] }, call.locale),
  );
}
