import { createReadStream, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import type { FoundFile } from './files';
import type { PrecompressedFiles } from './precompress';

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

/**
 * A weak validator from size and modification time: the gzip, Brotli and plain forms are the same
 * content, so one weak ETag serves all three (RFC 9110 §8.8.1).
 */
export function etagOf(info: Stats): string {
  return `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
}

/** Whether the browser's copy is current: If-None-Match (weak compare) wins over If-Modified-Since. */
export function notModified(req: IncomingMessage, etag: string, mtime: Date): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    const bare = (tag: string) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
}

/** Whether Accept-Encoding allows a coding (q > 0; `*` covers the codings it does not name). */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  let star: number | undefined;
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (name.trim() === coding) return q > 0;
    if (name.trim() === '*') star = q;
  }
  return star !== undefined && star > 0;
}

/**
 * Sends a built file with validators (ETag, Last-Modified; 304 when the browser's copy is current)
 * and, when precompressed and accepted, its Brotli or else gzip form (`Vary: Accept-Encoding`).
 */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  { path: file, info }: FoundFile,
  compressed?: PrecompressedFiles,
): void {
  const etag = etagOf(info);
  const headers: Record<string, string> = {
    'Cache-Control': cacheControl(file),
    Vary: 'Accept-Encoding',
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
  };
  if (notModified(req, etag, info.mtime)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  headers['Content-Type'] = TYPES[extname(file)] ?? 'application/octet-stream';
  const forms = compressed?.lookup(file, info);
  const accept = req.headers['accept-encoding'];
  const encoding =
    forms?.br && acceptsEncoding(accept, 'br')
      ? 'br'
      : forms?.gzip && acceptsEncoding(accept, 'gzip')
        ? 'gzip'
        : null;
  if (forms && encoding) {
    const body = forms[encoding] as Buffer;
    res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  // The file went away between stat and read: end the answer rather than crash the process.
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
