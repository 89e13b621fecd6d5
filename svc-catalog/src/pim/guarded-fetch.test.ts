import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardedFetch } from './guarded-fetch';

let server: http.Server;
let url = '';
beforeAll(async () => {
  server = http.createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

test('reaches an address inside the allowed networks', async () => {
  const res = await guardedFetch(['127.0.0.1'])(url);
  expect(await res.text()).toBe('ok');
});

test('refuses, at connect time, an address outside them (a name resolving to loopback included)', async () => {
  await expect(guardedFetch([])(url)).rejects.toThrow();
  // A name is judged by what it resolves to when the connection is made.
  await expect(guardedFetch([])(url.replace('127.0.0.1', 'localhost'))).rejects.toThrow();
});
