import type { IncomingMessage } from 'node:http';
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

/** Reads the whole body of a call (chunked bodies have no Content-Length): 413 over the limit. */
export async function readCallBody(rt: GatewayRuntime, call: ApiCall): Promise<Buffer> {
  const body = await readBody(call.req, rt.config.BODY_LIMIT_BYTES);
  if (body === null) throw new GatewayError('payload_too_large', { Connection: 'close' });
  return body;
}
