import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';

/** Hop-by-hop headers a proxy must not forward (RFC 9110 §7.6.1), plus what we set ourselves. */
const DROP_REQUEST = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'content-length',
  'x-feedhub-identity',
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
]);
const DROP_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'trailer']);

const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 256 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 256 }),
};

/**
 * Forwards a request to an upstream service over a keep-alive connection and streams the answer
 * back. The body was already read (and size-checked); `headers` are added (identity, request id).
 * Written by hand rather than with http-proxy-middleware: the gateway must read and check the body
 * first, and this stays a few lines with nothing hidden.
 */
export function forward(
  req: IncomingMessage,
  res: ServerResponse,
  upstream: URL,
  body: Buffer,
  headers: Record<string, string>,
  extraResponseHeaders: Record<string, string[]>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const outHeaders: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !DROP_REQUEST.has(name)) outHeaders[name] = value;
    }
    Object.assign(outHeaders, headers, { 'content-length': String(body.length) });
    const client = upstream.protocol === 'https:' ? https : http;
    const upstreamReq = client.request(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: outHeaders,
        agent: agents[upstream.protocol as 'http:' | 'https:'],
        timeout: 120_000,
      },
      (upstreamRes) => {
        const responseHeaders: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(upstreamRes.headers)) {
          if (value !== undefined && !DROP_RESPONSE.has(name)) responseHeaders[name] = value;
        }
        for (const [name, values] of Object.entries(extraResponseHeaders)) {
          const existing = responseHeaders[name];
          responseHeaders[name] = [
            ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
            ...values,
          ];
        }
        res.writeHead(upstreamRes.statusCode ?? 502, responseHeaders);
        upstreamRes.pipe(res);
        upstreamRes.on('end', resolve);
        upstreamRes.on('error', reject);
      },
    );
    upstreamReq.on('timeout', () => upstreamReq.destroy(new Error('upstream timeout')));
    upstreamReq.on('error', reject);
    upstreamReq.end(body);
  });
}
