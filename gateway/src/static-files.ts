import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
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

/** The file under `root` that `urlPath` names, or null when it escapes root or does not exist. */
export async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const file = resolve(base, `.${normalize(`/${decoded}`)}`);
  if (file !== base && !file.startsWith(base + sep)) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? file : null;
  } catch {
    return null;
  }
}

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

/** The shell's index.html, re-read only when the file changes (a rebuild while running). */
export class IndexTemplate {
  private cached?: { mtimeMs: number; text: string };

  /** Builds the template reader. */
  constructor(private readonly file: string) {}

  /** The template text, or null when the shell is not built. */
  async text(): Promise<string | null> {
    try {
      const info = await stat(this.file);
      if (!this.cached || this.cached.mtimeMs !== info.mtimeMs) {
        this.cached = { mtimeMs: info.mtimeMs, text: await readFile(this.file, 'utf8') };
      }
      return this.cached.text;
    } catch {
      return null;
    }
  }
}

/** Where the built frontends live under the repository root. */
export function frontendDirs(root: string) {
  return {
    shell: join(root, 'shell', 'dist'),
    remotes: {
      partners: join(root, 'mfe-partners', 'dist'),
      export: join(root, 'mfe-export', 'dist'),
      settings: join(root, 'mfe-settings', 'dist'),
    } as Record<string, string>,
  };
}
