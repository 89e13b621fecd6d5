import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Content-Type by file extension. */
export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Hashed bundle names (`main.3f2a9c1b.js`) never change: cache them for a year; the rest revalidates. */
function cacheControl(file: string): string {
  return /[.-][0-9a-f]{8,}\.(js|css|woff2?|svg|png)$/.test(file)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
}

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.json', '.map', '.svg', '.html', '.txt']);
// Built files are compressed once and kept (keyed by path and mtime): the bundle is a few MB at most.
const gzipped = new Map<string, { mtimeMs: number; body: Buffer }>();

/** The gzipped bytes of a built file, compressed on first use. */
async function gzippedFile(file: string): Promise<Buffer> {
  const { mtimeMs } = await stat(file);
  const hit = gzipped.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.body;
  const body = gzipSync(await readFile(file), { level: 9 });
  gzipped.set(file, { mtimeMs, body });
  return body;
}

/** Sends a file, gzipped when the browser accepts it and the type compresses. */
export async function sendFile(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
  const headers: Record<string, string> = {
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(file),
    Vary: 'Accept-Encoding',
  };
  if (COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    const body = await gzippedFile(file);
    res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}
