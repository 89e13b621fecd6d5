import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { clientIp } from '../client-ip';
import { sendJson } from '../respond';
import type { GatewayRuntime } from '../runtime';
import { findFile, type FoundFile } from './files';
import { IndexTemplate, sendIndex } from './index-page';
import { sendFile } from './send-file';

/** Plain-text 404 for a missing asset (not an API path: no envelope). */
export function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain' });
  res.end('Not found');
}

/**
 * Source maps give the original source away: never in production, and otherwise only to a client
 * the IP whitelist admits (an unloaded whitelist admits nobody).
 */
function mayGetSourceMap(rt: GatewayRuntime, req: IncomingMessage): boolean {
  return rt.config.NODE_ENV !== 'production' && rt.whitelist.allows(clientIp(req, rt.config.TRUSTED_PROXIES));
}

/** Sends a built file; a source map the client may not have is a 404, as if it did not exist. */
function sendBuilt(rt: GatewayRuntime, req: IncomingMessage, res: ServerResponse, file: FoundFile): void {
  if (extname(file.path) === '.map' && !mayGetSourceMap(rt, req)) return notFound(res);
  return sendFile(req, res, file, rt.precompressed);
}

/**
 * Everything outside `/api`: `/config.json` (remote manifest URLs), `/remotes/<name>/…` from each
 * remote's dist, the shell's files, and index.html for any other path (a client-side route).
 */
export function staticRoutes(rt: GatewayRuntime) {
  const index = new IndexTemplate(join(rt.dirs.shell, 'index.html'));
  return async function handleStatic(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // Not an API path: plain text, like the other static answers (every /api answer is the envelope).
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' });
      res.end('Method not allowed');
      return;
    }
    if (path === '/config.json') return sendJson(res, 200, { remotes: rt.remotes });
    const remote = /^\/remotes\/([a-z]+)(\/.*)$/.exec(path);
    if (remote) {
      const dir = rt.dirs.remotes[remote[1]];
      const file = dir ? await findFile(dir, remote[2]) : null;
      return file ? sendBuilt(rt, req, res, file) : notFound(res);
    }
    if (path !== '/' && path !== '/index.html') {
      const file = await findFile(rt.dirs.shell, path);
      if (file) return sendBuilt(rt, req, res, file);
      // A missing asset is a 404; any other path is a client-side route (the shell shows its own 404).
      if (/\.[a-z0-9]{1,5}$/i.test(path)) return notFound(res);
    }
    return sendIndex(rt, index, req, res);
  };
}
