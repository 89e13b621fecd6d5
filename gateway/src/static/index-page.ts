import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSRF_META_PLACEHOLDER } from '@feedhub/contracts';
import { expectedCsrfToken } from '../api/csrf.stage';
import { freshBrowserState, readBrowserState, type BrowserState } from '../browser-state';
import type { GatewayRuntime } from '../runtime';

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

/** Sends index.html with this browser's CSRF token in the meta tag (no-store: the token is per browser). */
export async function sendIndex(
  rt: GatewayRuntime,
  template: IndexTemplate,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const text = await template.text();
  if (text === null) {
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('The frontend is not built yet: run `npm run build` (npm start does it for you).');
    return;
  }
  let state: BrowserState;
  try {
    state = await readBrowserState(rt, req);
  } catch {
    state = freshBrowserState(rt);
  }
  const html = text.split(CSRF_META_PLACEHOLDER).join(expectedCsrfToken(rt, state));
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Set-Cookie': state.setCookies,
  });
  res.end(html);
}
