import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

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

/** Streams a file. */
export function sendFile(
  res: ServerResponse,
  file: string,
  extraHeaders: Record<string, string | string[]> = {},
): void {
  res.writeHead(200, {
    ...extraHeaders,
    'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cacheControl(file),
  });
  createReadStream(file).pipe(res);
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
