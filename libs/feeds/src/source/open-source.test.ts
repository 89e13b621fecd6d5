import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { openFeedSource, type FeedSource, type FeedSourceOptions } from './open-source';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

interface TestServer {
  origin: string;
  port: number;
  /** Requests received, in order. */
  requests: http.IncomingMessage[];
}

const servers: http.Server[] = [];
const LOCAL: FeedSourceOptions = { allowedNetworks: ['127.0.0.1'] };
let tmp: string;
/** A compressible feed text. */
const feedText = '<products>'.padEnd(100_000, 'y') + '</products>';

/** Starts a real HTTP server on 127.0.0.1 with a random port. */
async function serve(handler: Handler): Promise<TestServer> {
  const requests: http.IncomingMessage[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req);
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, port, requests };
}

/** A handler answering 200 with a body and headers. */
function respond(body: Buffer | string, headers: http.OutgoingHttpHeaders = {}): Handler {
  return (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/xml', ...headers });
    res.end(body);
  };
}

/** A handler answering with a redirect. */
function redirect(location: string, status = 302): Handler {
  return (_req, res) => {
    res.writeHead(status, { Location: location });
    res.end();
  };
}

/** Reads a whole source. */
async function readAll(source: FeedSource): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of source.stream) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Opens and reads in one go. */
async function fetchText(location: string, options: FeedSourceOptions = LOCAL): Promise<string> {
  return readAll(await openFeedSource(location, undefined, options));
}

/** A port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-source-'));
});

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

describe('openFeedSource over HTTP', () => {
  it('streams a plain 200 body', async () => {
    const server = await serve(respond('<feed/>', { 'Content-Type': 'text/xml; charset=utf-8' }));
    const source = await openFeedSource(`${server.origin}/feed.xml?x=1`, undefined, LOCAL);
    expect(source).toMatchObject({
      status: 200,
      contentType: 'text/xml; charset=utf-8',
      description: `${server.origin}/feed.xml?x=1`,
    });
    expect(await readAll(source)).toBe('<feed/>');
    expect(source.bytesRead()).toBe(7);
    expect(server.requests[0].headers).toMatchObject({
      'user-agent': 'Feedhub/0.1 (+feed import)',
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(server.requests[0].headers.authorization).toBeUndefined();
  });

  it('sends basic auth and reports 401 as feed_http_status', async () => {
    const expected = `Basic ${Buffer.from('partner:pa:ss').toString('base64')}`;
    const server = await serve((req, res) => {
      res.writeHead(req.headers.authorization === expected ? 200 : 401);
      res.end('ok');
    });
    const good = await openFeedSource(`${server.origin}/`, { user: 'partner', password: 'pa:ss' }, LOCAL);
    expect(await readAll(good)).toBe('ok');
    await expect(
      openFeedSource(`${server.origin}/`, { user: 'partner', password: 'wrong' }, LOCAL),
    ).rejects.toMatchObject({ key: 'feed_http_status', params: { status: 401 } });
    await expect(openFeedSource(`${server.origin}/`, undefined, LOCAL)).rejects.toMatchObject({
      key: 'feed_http_status',
      params: { status: 401 },
    });
  });

  it('uses credentials in the URL and strips them from the description', async () => {
    const server = await serve(respond('ok'));
    const source = await openFeedSource(`http://us%40er:p%3Ass@127.0.0.1:${server.port}/f`, undefined, LOCAL);
    expect(source.description).toBe(`${server.origin}/f`);
    expect(await readAll(source)).toBe('ok');
    expect(server.requests[0].headers.authorization).toBe(
      `Basic ${Buffer.from('us@er:p:ss').toString('base64')}`,
    );
  });

  it('reports a 404 as feed_http_status with the URL', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(404);
      res.end('gone');
    });
    await expect(
      openFeedSource(`http://u:p@127.0.0.1:${server.port}/missing`, undefined, LOCAL),
    ).rejects.toMatchObject({
      key: 'feed_http_status',
      params: { status: 404, url: `${server.origin}/missing` },
    });
  });

  it.each([
    ['gzip', zlib.gzipSync(feedText)],
    ['x-gzip', zlib.gzipSync(feedText)],
    ['deflate', zlib.deflateSync(feedText)],
    ['deflate', zlib.deflateRawSync(feedText)],
    ['br', zlib.brotliCompressSync(feedText)],
    ['identity', Buffer.from(feedText)],
    ['gzip, br', zlib.brotliCompressSync(zlib.gzipSync(feedText))],
  ])('decodes Content-Encoding %s', async (encoding, body) => {
    const server = await serve(respond(body, { 'Content-Encoding': encoding }));
    const source = await openFeedSource(`${server.origin}/`, undefined, LOCAL);
    expect(await readAll(source)).toBe(feedText);
    expect(source.bytesRead()).toBe(feedText.length);
  });

  it('refuses an unknown Content-Encoding as feed_network', async () => {
    const server = await serve(respond('x', { 'Content-Encoding': 'zstd-ish' }));
    await expect(fetchText(`${server.origin}/`)).rejects.toMatchObject({ key: 'feed_network' });
  });

  it('gunzips a .gz body served without Content-Encoding', async () => {
    const server = await serve(respond(zlib.gzipSync(feedText), { 'Content-Type': 'application/gzip' }));
    expect(await fetchText(`${server.origin}/feed.xml.gz`)).toBe(feedText);
  });

  it('gunzips a .gz body inside a gzip Content-Encoding', async () => {
    const server = await serve(
      respond(zlib.gzipSync(zlib.gzipSync(feedText)), { 'Content-Encoding': 'gzip' }),
    );
    expect(await fetchText(`${server.origin}/feed.xml.gz`)).toBe(feedText);
  });

  it('passes an empty and a one-byte body through', async () => {
    const empty = await serve(respond(''));
    expect(await fetchText(`${empty.origin}/`)).toBe('');
    const one = await serve(respond('\x1f'));
    expect(await fetchText(`${one.origin}/`)).toBe('\x1f');
  });
});

describe('redirects', () => {
  it('follows a chain of relative and absolute redirects', async () => {
    const server = await serve((req, res) => {
      if (req.url === '/a') return redirect('/b', 302)(req, res);
      if (req.url === '/b') return redirect('c?page=1', 307)(req, res);
      if (req.url === '/c?page=1')
        return redirect(`http://127.0.0.1:${(req.socket.localPort ?? 0).toString()}/d`, 301)(req, res);
      if (req.url === '/d') return redirect('/e', 308)(req, res);
      if (req.url === '/e') return redirect('/final', 303)(req, res);
      respond('arrived')(req, res);
    });
    const source = await openFeedSource(`${server.origin}/a`, undefined, LOCAL);
    expect(await readAll(source)).toBe('arrived');
    expect(server.requests.map((req) => req.url)).toEqual(['/a', '/b', '/c?page=1', '/d', '/e', '/final']);
  });

  it('stops a redirect loop as feed_too_many_redirects', async () => {
    const server = await serve(redirect('/loop'));
    await expect(fetchText(`${server.origin}/loop`, { ...LOCAL, maxRedirects: 3 })).rejects.toMatchObject({
      key: 'feed_too_many_redirects',
    });
    expect(server.requests).toHaveLength(4);
  });

  it('refuses a redirect to the cloud metadata address', async () => {
    const server = await serve(redirect('http://169.254.169.254/latest/meta-data/'));
    await expect(fetchText(`${server.origin}/`)).rejects.toMatchObject({ key: 'feed_url_forbidden' });
  });

  it('refuses a redirect to a file: URL even when files are allowed', async () => {
    const server = await serve(redirect('file:///etc/passwd'));
    await expect(fetchText(`${server.origin}/`, { ...LOCAL, allowFiles: true })).rejects.toMatchObject({
      key: 'feed_url_protocol',
    });
  });

  it('sends credentials to the same origin only', async () => {
    const other = await serve(respond('other'));
    const server = await serve((req, res) => {
      if (req.url === '/start') return redirect('/same')(req, res);
      if (req.url === '/same') return redirect(`${other.origin}/feed`)(req, res);
      res.end();
    });
    const source = await openFeedSource(`${server.origin}/start`, { user: 'u', password: 'p' }, LOCAL);
    expect(await readAll(source)).toBe('other');
    expect(server.requests.map((req) => req.headers.authorization)).toEqual([
      `Basic ${Buffer.from('u:p').toString('base64')}`,
      `Basic ${Buffer.from('u:p').toString('base64')}`,
    ]);
    expect(other.requests[0].headers.authorization).toBeUndefined();
  });
});

describe('timeouts, limits and broken bodies', () => {
  it('times out waiting for the response headers', async () => {
    const server = await serve(() => undefined);
    await expect(fetchText(`${server.origin}/`, { ...LOCAL, timeoutMs: 200 })).rejects.toMatchObject({
      key: 'feed_timeout',
      params: { seconds: 0.2 },
    });
  });

  it('times out when the body stalls', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Length': '1000' });
      res.write('partial');
    });
    const source = await openFeedSource(`${server.origin}/`, undefined, { ...LOCAL, idleTimeoutMs: 200 });
    await expect(readAll(source)).rejects.toMatchObject({ key: 'feed_timeout' });
    expect(source.bytesRead()).toBe(7);
  });

  /** A server that sends one byte every `everyMs` until the client goes. */
  const trickle = (everyMs: number) =>
    serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/csv' });
      const timer = setInterval(() => res.write('x'), everyMs);
      res.on('close', () => clearInterval(timer));
    });

  it('stops a body that trickles below the rate floor over the window (the idle timeout never fires)', async () => {
    const server = await trickle(50);
    const started = Date.now();
    const source = await openFeedSource(`${server.origin}/`, undefined, {
      ...LOCAL,
      idleTimeoutMs: 60_000,
      minBytesPerSecond: 1024,
      rateWindowMs: 600,
    });
    await expect(readAll(source)).rejects.toMatchObject({
      key: 'feed_too_slow',
      params: { window: '0.6 s', floor: '1 KiB/s', rate: expect.stringMatching(/^\d+(\.\d+)? B\/s$/) },
    });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(source.bytesRead()).toBeGreaterThan(5);
  });

  it('stops a download that lasts longer than maxDurationMs, also while nothing arrives', async () => {
    const server = await trickle(50);
    const source = await openFeedSource(`${server.origin}/`, undefined, { ...LOCAL, maxDurationMs: 400 });
    await expect(readAll(source)).rejects.toMatchObject({
      key: 'feed_too_long',
      params: { elapsed: expect.stringMatching(/^\d+(\.\d)? s$/), limit: '0.4 s' },
    });
    const silent = await serve((_req, res) => {
      res.writeHead(200);
      res.write('a');
    });
    const started = Date.now();
    const stalled = await openFeedSource(`${silent.origin}/`, undefined, { ...LOCAL, maxDurationMs: 300 });
    await expect(readAll(stalled)).rejects.toMatchObject({ key: 'feed_too_long' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('lets a feed faster than the floor through, however long its consumer takes', async () => {
    const server = await serve(respond(Buffer.alloc(256 * 1024, 'a')));
    const source = await openFeedSource(`${server.origin}/`, undefined, {
      ...LOCAL,
      minBytesPerSecond: 1024 * 1024,
      rateWindowMs: 50,
    });
    let read = 0;
    for await (const chunk of source.stream) {
      read += chunk.length;
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect(read).toBe(256 * 1024);
  });

  it('stops a body larger than maxBytes', async () => {
    const server = await serve(respond(Buffer.alloc(100_000, 'a')));
    const source = await openFeedSource(`${server.origin}/`, undefined, { ...LOCAL, maxBytes: 10_000 });
    await expect(readAll(source)).rejects.toMatchObject({
      key: 'feed_too_large',
      params: { limit: '10000 bytes' },
    });
    expect(source.bytesRead()).toBeLessThanOrEqual(10_000);
  });

  it.each([
    ['Content-Encoding', { 'Content-Encoding': 'gzip' }],
    ['a .gz body', {}],
  ])('stops a gzip bomb (%s) at maxBytes', async (_name, headers) => {
    const bomb = zlib.gzipSync(Buffer.alloc(50 * 1024 * 1024));
    const server = await serve(respond(bomb, headers));
    const source = await openFeedSource(`${server.origin}/`, undefined, { ...LOCAL, maxBytes: 1024 * 1024 });
    await expect(readAll(source)).rejects.toMatchObject({
      key: 'feed_too_large',
      params: { limit: '1 MiB' },
    });
    expect(source.bytesRead()).toBeLessThanOrEqual(1024 * 1024);
  });

  it('reports a body cut short of its Content-Length as feed_truncated', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Length': '1000' });
      res.write(Buffer.alloc(100, 'a'), () => res.socket?.destroy());
    });
    const source = await openFeedSource(`${server.origin}/`, undefined, LOCAL);
    await expect(readAll(source)).rejects.toMatchObject({ key: 'feed_truncated', params: { bytes: 100 } });
  });

  it('reports a truncated gzip body as feed_truncated', async () => {
    const gz = zlib.gzipSync(feedText);
    const server = await serve(respond(gz.subarray(0, gz.length - 100), { 'Content-Encoding': 'gzip' }));
    await expect(fetchText(`${server.origin}/`)).rejects.toMatchObject({ key: 'feed_truncated' });
  });

  it('reports corrupt gzip data as feed_network', async () => {
    const server = await serve(respond(Buffer.from('not gzip at all'), { 'Content-Encoding': 'gzip' }));
    await expect(fetchText(`${server.origin}/`)).rejects.toMatchObject({ key: 'feed_network' });
  });

  it('reports a refused connection as feed_network', async () => {
    const port = await closedPort();
    await expect(fetchText(`http://127.0.0.1:${port}/`)).rejects.toMatchObject({
      key: 'feed_network',
      params: { reason: 'ECONNREFUSED' },
    });
  });

  it('reads lazily, with backpressure, and closes the connection when the consumer stops', async () => {
    const total = 256 * 1024 * 1024;
    let sent = 0;
    let blocked!: () => void;
    const serverBlocked = new Promise<void>((resolve) => (blocked = resolve));
    let closed!: () => void;
    const serverClosed = new Promise<void>((resolve) => (closed = resolve));
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Length': String(total) });
      res.on('close', closed);
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const pump = (): void => {
        while (sent < total) {
          sent += chunk.length;
          if (!res.write(chunk)) return void (blocked(), res.once('drain', pump));
        }
        res.end();
      };
      pump();
    });
    const source = await openFeedSource(`${server.origin}/`, undefined, LOCAL);
    const iterator = source.stream[Symbol.asyncIterator]();
    expect((await iterator.next()).done).toBe(false);
    await serverBlocked;
    expect(source.bytesRead()).toBeLessThan(total);
    expect(sent).toBeLessThan(total);
    await iterator.return?.();
    await serverClosed;
  });
});

describe('SSRF refusals', () => {
  it('refuses a loopback server without allowedNetworks and sends it nothing', async () => {
    const server = await serve(respond('secret'));
    await expect(fetchText(`${server.origin}/`, {})).rejects.toMatchObject({ key: 'feed_url_forbidden' });
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    'http://localhost/',
    'http://LOCALHOST:8080/',
    'http://foo.localhost/',
    'http://localhost./',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[fe80::1]/',
    'http://[fd00::1]/',
    'http://169.254.169.254/latest/meta-data',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.0.1/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://2130706433/',
    'http://0x7f.0.0.1/',
    'http://127.1/',
    'http://017700000001/',
    'https://127.0.0.1/',
    'http://user:pass@127.0.0.1/',
  ])('refuses %s', async (url) => {
    await expect(openFeedSource(url, undefined, {})).rejects.toMatchObject({ key: 'feed_url_forbidden' });
  });

  it('refuses localhost by name even when 127.0.0.1 is allowed', async () => {
    const server = await serve(respond('secret'));
    await expect(fetchText(`http://localhost:${server.port}/`)).rejects.toMatchObject({
      key: 'feed_url_forbidden',
    });
    expect(server.requests).toHaveLength(0);
  });
});

describe('locations and protocols', () => {
  it.each([
    ['gopher://example.com/1', 'gopher'],
    ['ftp://example.com/feed.xml', 'ftp'],
    ['data:text/xml,<feed/>', 'data'],
    ['javascript:alert(1)', 'javascript'],
  ])('refuses %s as feed_url_protocol', async (url, protocol) => {
    await expect(openFeedSource(url, undefined, { allowFiles: true })).rejects.toMatchObject({
      key: 'feed_url_protocol',
      params: { protocol },
    });
  });

  it.each(['file:///etc/hostname', '/etc/hostname', 'feeds/partner.xml', './feed.xml'])(
    'refuses %s without allowFiles',
    async (location) => {
      await expect(openFeedSource(location, undefined)).rejects.toMatchObject({ key: 'feed_file_forbidden' });
    },
  );

  it.each(['', '   ', 'http://', 'http://exa mple.com/', 'https://[::1/'])(
    'refuses %j as feed_url_invalid',
    async (url) => {
      await expect(openFeedSource(url, undefined)).rejects.toMatchObject({ key: 'feed_url_invalid' });
    },
  );

  it('rejects an invalid allowedNetworks entry', async () => {
    await expect(
      openFeedSource('http://example.com/', undefined, { allowedNetworks: ['nope'] }),
    ).rejects.toMatchObject({
      key: 'feed_invalid_params',
    });
  });
});

describe('local files (allowFiles)', () => {
  it('reads a file by absolute path, relative path and file: URL', async () => {
    const file = path.join(tmp, 'feed.xml');
    fs.writeFileSync(file, '<feed>file</feed>');
    const source = await openFeedSource(file, undefined, { allowFiles: true });
    expect(source).toMatchObject({ description: file, status: null, contentType: null });
    expect(await readAll(source)).toBe('<feed>file</feed>');
    expect(source.bytesRead()).toBe(17);
    expect(await fetchText(path.relative(process.cwd(), file), { allowFiles: true })).toBe(
      '<feed>file</feed>',
    );
    expect(await fetchText(pathToFileURL(file).href, { allowFiles: true })).toBe('<feed>file</feed>');
  });

  it('gunzips a .gz file', async () => {
    const file = path.join(tmp, 'feed.xml.gz');
    fs.writeFileSync(file, zlib.gzipSync(feedText));
    expect(await fetchText(file, { allowFiles: true })).toBe(feedText);
  });

  it('reports a truncated .gz file as feed_truncated', async () => {
    const file = path.join(tmp, 'cut.xml.gz');
    const gz = zlib.gzipSync(feedText);
    fs.writeFileSync(file, gz.subarray(0, gz.length - 50));
    await expect(fetchText(file, { allowFiles: true })).rejects.toMatchObject({ key: 'feed_truncated' });
  });

  it('limits a file to maxBytes', async () => {
    const file = path.join(tmp, 'big.xml');
    fs.writeFileSync(file, Buffer.alloc(200_000, 'b'));
    await expect(fetchText(file, { allowFiles: true, maxBytes: 1024 })).rejects.toMatchObject({
      key: 'feed_too_large',
      params: { limit: '1 KiB' },
    });
  });

  it.each([['missing.xml'], ['no/such/dir/feed.xml'], ['.']])(
    'reports %s as feed_file_not_found',
    async (name) => {
      const file = path.join(tmp, name);
      await expect(openFeedSource(file, undefined, { allowFiles: true })).rejects.toMatchObject({
        key: 'feed_file_not_found',
        params: { path: file },
      });
    },
  );
});

describe('abort signal', () => {
  it('refuses to start when already aborted', async () => {
    const server = await serve(respond('x'));
    await expect(
      openFeedSource(`${server.origin}/`, undefined, { ...LOCAL, signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ key: 'feed_aborted' });
    expect(server.requests).toHaveLength(0);
  });

  it('aborts while waiting for the response', async () => {
    const controller = new AbortController();
    const server = await serve(() => controller.abort());
    await expect(
      openFeedSource(`${server.origin}/`, undefined, { ...LOCAL, signal: controller.signal }),
    ).rejects.toMatchObject({ key: 'feed_aborted' });
  });

  it('aborts while reading the body', async () => {
    const controller = new AbortController();
    const server = await serve((_req, res) => {
      res.writeHead(200);
      res.write('first chunk');
    });
    const source = await openFeedSource(`${server.origin}/`, undefined, {
      ...LOCAL,
      signal: controller.signal,
    });
    const iterator = source.stream[Symbol.asyncIterator]();
    expect((await iterator.next()).value.toString()).toBe('first chunk');
    controller.abort();
    await expect(iterator.next()).rejects.toMatchObject({ key: 'feed_aborted' });
  });

  it('keeps an error that happens before reading starts for the reader', async () => {
    const controller = new AbortController();
    const server = await serve((_req, res) => {
      res.writeHead(200);
      res.write('first chunk');
    });
    const source = await openFeedSource(`${server.origin}/`, undefined, {
      ...LOCAL,
      signal: controller.signal,
    });
    controller.abort();
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    await expect(readAll(source)).rejects.toMatchObject({ key: 'feed_aborted' });
  });

  it('aborts reading a file, also before the reader starts', async () => {
    const file = path.join(tmp, 'abort.xml');
    fs.writeFileSync(file, 'content');
    const controller = new AbortController();
    const source = await openFeedSource(file, undefined, { allowFiles: true, signal: controller.signal });
    controller.abort();
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    await expect(readAll(source)).rejects.toMatchObject({ key: 'feed_aborted' });
  });
});

describe('size (progress as a percentage)', () => {
  it("is a file's size, and null once the file turns out to be gzip", async () => {
    const file = path.join(tmp, 'sized.xml');
    fs.writeFileSync(file, feedText);
    const source = await openFeedSource(file, undefined, { allowFiles: true });
    expect(source.size()).toBe(feedText.length);
    expect(await readAll(source)).toBe(feedText);
    expect(source.bytesRead()).toBe(source.size());

    const gz = path.join(tmp, 'sized.xml.gz');
    fs.writeFileSync(gz, zlib.gzipSync(feedText));
    const zipped = await openFeedSource(gz, undefined, { allowFiles: true });
    expect(await readAll(zipped)).toBe(feedText);
    expect(zipped.size()).toBeNull();
  });

  it('is the Content-Length of a response without Content-Encoding', async () => {
    const server = await serve(respond(feedText, { 'Content-Length': String(feedText.length) }));
    const source = await openFeedSource(`${server.origin}/feed.xml`, undefined, LOCAL);
    expect(source.size()).toBe(feedText.length);
    expect(await readAll(source)).toBe(feedText);
    expect(source.bytesRead()).toBe(feedText.length);
  });

  it('is null for a compressed response, a chunked one, and a gzip body sent as is', async () => {
    const gz = zlib.gzipSync(feedText);
    const encoded = await serve(
      respond(gz, { 'Content-Encoding': 'gzip', 'Content-Length': String(gz.length) }),
    );
    const compressed = await openFeedSource(`${encoded.origin}/feed.xml`, undefined, LOCAL);
    expect(compressed.size()).toBeNull();
    expect(await readAll(compressed)).toBe(feedText);

    const chunked = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/xml' });
      res.write('<feed>');
      res.end('</feed>');
    });
    expect((await openFeedSource(`${chunked.origin}/feed.xml`, undefined, LOCAL)).size()).toBeNull();

    const plainGz = await serve(respond(gz, { 'Content-Length': String(gz.length) }));
    const sniffed = await openFeedSource(`${plainGz.origin}/feed.xml.gz`, undefined, LOCAL);
    expect(sniffed.size()).toBe(gz.length);
    expect(await readAll(sniffed)).toBe(feedText);
    expect(sniffed.size()).toBeNull();
  });
});
